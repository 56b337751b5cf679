"""`Game.svg()` / `Game._repr_svg_()` rendered by a real renderer,
`rsvg-convert` (Debian `librsvg2-bin`), and the colours read with Pillow at
the pixels the documented geometry gives: intersections 32 px apart, the
point `(row, col)` at `(m + 32 col, m + 32 row)`, `m` = 40 with coordinates
(20 without). Skipped when rsvg-convert is absent, except under CI=true.

Expected colours come from the drawn positions (which stones, whose
territory), counted by hand, not from the library's output.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tianyuan import Game, ScoreError

Image = pytest.importorskip("PIL.Image")

BOARD = (220, 179, 92)  # #dcb35c


def _need_rsvg() -> None:
    if shutil.which("rsvg-convert") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("rsvg-convert is missing (apt-get install librsvg2-bin)")
        pytest.skip("rsvg-convert not found (apt-get install librsvg2-bin)")


def render(svg: str, tmp_path: Path):
    _need_rsvg()
    src = tmp_path / "board.svg"
    src.write_text(svg, encoding="utf-8")
    out = tmp_path / "board.png"
    subprocess.run(["rsvg-convert", str(src), "-o", str(out)], check=True)
    return Image.open(out).convert("RGB")


def near(row: int, col: int, margin: int = 40) -> tuple[int, int]:
    """A point's centre nudged (4, 4) off the grid lines."""
    return margin + 32 * col + 4, margin + 32 * row + 4


def dark(p) -> bool:
    return all(c < 60 for c in p)


def light(p) -> bool:
    return all(c > 200 for c in p)


def board_colour(p) -> bool:
    return all(abs(c - b) <= 12 for c, b in zip(p, BOARD))


def test_repr_svg_stones_last_move_and_coordinates(tmp_path: Path) -> None:
    g = Game(9)
    g.play("D4")  # Black: column D = 3, row 9 - 4 = 5
    g.play("E5")  # White: (4, 4), the last move
    text = g._repr_svg_()
    assert text.startswith("<svg") and text == g.svg()
    # GTP letters skip I; rows numbered from the bottom.
    assert ">J</text>" in text and ">I</text>" not in text
    assert ">9</text>" in text
    img = render(text, tmp_path)
    assert img.size == (2 * 40 + 8 * 32, 2 * 40 + 8 * 32)
    assert dark(img.getpixel(near(5, 3)))
    assert light(img.getpixel(near(4, 4)))
    # The last move's ring is black on the white stone, 7.6 to 9.6 px out.
    assert dark(img.getpixel((40 + 4 * 32 + 8, 40 + 4 * 32)))
    assert board_colour(img.getpixel(near(0, 0)))
    assert board_colour(img.getpixel(near(8, 8)))


def test_dead_stones_and_territory(tmp_path: Path) -> None:
    g = Game(9)
    g.play("D4")
    g.play("E5")
    # D4 dead: White's lone living stone borders every empty point, so the
    # whole board is White's territory, D4's point included.
    img = render(g.svg(dead=["D4"], coordinates=False), tmp_path)
    assert img.size == (2 * 20 + 8 * 32,) * 2
    for row, col in [(0, 0), (8, 8), (5, 3)]:
        assert light(img.getpixel(near(row, col, 20))), (row, col)
    # No dead stones given: no territory drawn.
    img = render(g.svg(coordinates=False), tmp_path)
    assert board_colour(img.getpixel(near(0, 0, 20)))
    # An empty dead point is refused as by score().
    with pytest.raises(ScoreError):
        g.svg(dead=["A1"])
    with pytest.raises(ValueError):
        g.svg(dead="D4")


# Black's chain on columns A-D has eyes at (0,0) and (0,2) and an inner area
# whose White stone (3,1) is dead for certain (pass-alive, Benson); White's
# chain on columns E-J has eyes (0,5) and (0,7).
DEAD_INSIDE = """
. X . X O . O . O
X X X X O O O O O
X . X X O . . . .
X O X X O . . . .
X . X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
"""


def test_ownership_and_estimated_dead_stones(tmp_path: Path) -> None:
    g = Game.from_board(DEAD_INSIDE)
    img = render(g.svg(ownership=True, playouts=64, seed=1), tmp_path)
    # Ownership +1 (Black) on Black's eye and on the dead White stone (3,1)
    # (a black square over it), -1 on White's eye.
    assert dark(img.getpixel(near(0, 0)))
    assert dark(img.getpixel(near(3, 1)))
    assert light(img.getpixel(near(0, 5)))
    # "estimate": (3,1) lifted, its point Black's territory (black square).
    img = render(g.svg(dead="estimate", playouts=64, seed=1), tmp_path)
    assert dark(img.getpixel(near(3, 1)))
    assert dark(img.getpixel(near(2, 1)))
    assert light(img.getpixel(near(3, 6)))


def test_stone_styles() -> None:
    """style="flat" (the default, for diagrams) draws plain discs,
    style="shaded" (for applications) discs filled by gradients; another
    style is a ValueError."""
    g = Game(9)
    g.play("C3")
    g.play("G7")
    flat = g.svg()
    assert flat == g.svg(style="flat") and "Gradient" not in flat
    shaded = g.svg(style="shaded")
    assert shaded.count("<radialGradient") == 2
    assert shaded.count('fill="url(#ty-black)"') == 1 and shaded.count('fill="url(#ty-white)"') == 1
    with pytest.raises(ValueError, match="flat"):
        g.svg(style="glossy")

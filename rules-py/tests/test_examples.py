"""The Python example a newcomer copies runs, and says what the records say.

examples/python/count_records.py replays the hand-made records of
examples/games and counts them by area; each record's RE was counted by hand
when it was written (2002 art. 9, 11), so for the four games ended by two
passes the count must equal the record's result, and for ko.sgf (RE[B+R],
resignation) the script still counts the board as it stands.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_count_records_agrees_with_the_records() -> None:
    games = sorted((ROOT / "examples" / "games").glob("*.sgf"))
    assert len(games) == 5
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "python" / "count_records.py"), *map(str, games)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    lines = {pathlib.Path(line.split(":")[0]).name: line for line in out.splitlines()}
    assert set(lines) == {g.name for g in games}
    for name, line in lines.items():
        count = line.split("; count ")[1].split(" ")[0]
        said = line.split("record says ")[1]
        if name == "ko.sgf":
            assert said == "B+R", line
        else:
            assert count == said, line
    assert "count B+1.5 (Black wins by 3/4 stone (1.5 points))" in lines["chinese-count.sgf"]


def test_count_records_takes_folders() -> None:
    # A newcomer passed a folder, as to the CLI's main job, and got "Is a
    # directory": a folder stands for every .sgf file under it.
    script = str(ROOT / "examples" / "python" / "count_records.py")
    games = sorted((ROOT / "examples" / "games").glob("*.sgf"))
    by_files = subprocess.run(
        [sys.executable, script, *map(str, games)], check=True, capture_output=True, text=True
    ).stdout
    by_folder = subprocess.run(
        [sys.executable, script, str(ROOT / "examples" / "games")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert by_folder == by_files
    assert len(by_folder.splitlines()) == len(games)


def test_who_won_lifts_the_dead_stones() -> None:
    # examples/who_won/dead_stones.sgf: a finished 9×9 game whose two dead
    # stones were left on the board; its RE (W+16.5) was counted by hand with
    # them lifted, and counted as it stands the board says B+8.5. Every other
    # example record was played out, so the estimate lifts nothing and the
    # count is its RE; ko.sgf ended by resignation and is not counted.
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "python" / "who_won.py")],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    blocks: dict[str, str] = {}
    name = ""
    for line in out.splitlines():
        if not line.startswith(" "):
            name = pathlib.Path(line.split(":")[0]).name
        blocks[name] = blocks.get(name, "") + line + "\n"
    assert set(blocks) == {
        "dead_stones.sgf",
        "captures.sgf",
        "chinese-count.sgf",
        "handicap.sgf",
        "ko.sgf",
        "seki.sgf",
    }
    dead = blocks["dead_stones.sgf"]
    assert "dead stones (estimated): B6 G4" in dead
    assert "B6: dead (certain)" in dead
    assert "    X o X X O . . . ." in dead and "    X X X X O . x . ." in dead
    assert "count W+16.5 (White wins by 8 1/4 stones (16.5 points)); record says W+16.5" in dead
    assert "ended by resignation (B+R); not counted" in blocks["ko.sgf"]
    # seki.sgf: D4 and D7 are shared by the two chains in seki.
    assert "seki: 2 chains share D7 D4 (dame)" in blocks["seki.sgf"]
    for name in ("captures.sgf", "chinese-count.sgf", "handicap.sgf", "seki.sgf"):
        block = blocks[name]
        assert "dead stones (estimated): none" in block, block
        count = block.split("  count ")[1].split(" ")[0]
        assert block.rstrip().endswith(f"record says {count}"), block

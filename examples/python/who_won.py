"""who_won.py: who won a finished game, with the dead stones judged.

Most game records end with dead stones still on the board: the players agreed
they were dead (1988/2002 art. 8) and never took them off. Counted as they
stand, every stone alive, such a record can name the wrong winner. This
script replays each record, asks tianyuan which stones are dead (its
estimate: Benson's pass-alive analysis, which is certain, and 256 seeded
playouts), lifts them and counts by area (art. 9, 11), as the players would
have. Games ended by resignation or time are reported, not counted.

    pip install ./rules-py          # from the repository root
    python examples/python/who_won.py                 # the example records
    python examples/python/who_won.py game.sgf ../shared/data/sgf   # files, folders
"""

from __future__ import annotations

import pathlib
import sys

import tianyuan

HERE = pathlib.Path(__file__).resolve().parents[1]
# The example records: a finished game with dead stones left on it, and the
# hand-made games of examples/games.
EXAMPLES = [HERE / "who_won" / "dead_stones.sgf", *sorted((HERE / "games").glob("*.sgf"))]
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP letters: no I


def vertex(game: tianyuan.Game, row: int, col: int) -> str:
    """The GTP name of (row, col): row 0 is the top row, the highest number."""
    return f"{COLUMNS[col]}{game.height - row}"


def records_in(paths: list[str]) -> list[str]:
    """The paths given, with each folder replaced by the .sgf files under it."""
    out: list[str] = []
    for path in paths:
        p = pathlib.Path(path)
        if p.is_dir():
            out.extend(str(f) for f in sorted(p.rglob("*.sgf")) if f.is_file())
        else:
            out.append(path)
    return out


def draw(game: tianyuan.Game, dead: list[tuple[int, int]]) -> str:
    """The board with the dead stones in lower case (x Black, o White)."""
    lifted = set(dead)
    rows = []
    for r, line in enumerate(game.board().tolist()):
        cells = []
        for c, v in enumerate(line):
            mark = {1: "X", -1: "O", 0: "."}[v]
            cells.append(mark.lower() if (r, c) in lifted else mark)
        rows.append("    " + " ".join(cells))
    return "\n".join(rows)


def who_won(path: str, record: tianyuan.sgf.Record) -> None:
    game = record.replay()  # tolerant: illegal moves are noted, play goes on
    said = record.result or "?"
    if game.result is not None:
        # Decided by an event (the record's RE: resignation, time, forfeit).
        print(f"{path}: ended by {game.end_reason} ({game.result}); not counted")
        return
    counted = game.score_estimated()  # 256 playouts, seed 0: the same answer every run
    score = counted.score
    dead = counted.dead_stones
    how = "estimated" if counted.estimated else f"by the rules ({game.rules.dead_stones})"
    print(f"{path}: {game.width}x{game.height}, {game.move_number - 1} moves, rules {game.rules.name}")
    print(draw(game, dead))
    names = " ".join(vertex(game, r, c) for r, c in dead) or "none"
    print(f"  dead stones ({how}): {names}")
    if counted.estimate is not None:
        est = counted.estimate
        seki = [c for c in est.chains if c.status == "seki"]
        if seki:
            shared = " ".join(vertex(game, r, c) for r, c in est.seki_liberties)
            print(f"  seki: {len(seki)} chains share {shared} (dame)")
        for chain in est.chains:
            if chain.status in ("dead", "unsettled"):
                r, c = chain.stones[0]
                sure = "certain" if chain.certain else f"ownership {chain.ownership:+.2f}"
                print(f"  {vertex(game, r, c)}: {chain.status} ({sure})")
        if est.has_unsettled:
            print("  some stones are unsettled: play on, or let the players decide")
    print(f"  count {score.sgf} ({score.english}); record says {said}")


def main(paths: list[str]) -> int:
    for path in records_in(paths):
        try:
            records = tianyuan.sgf.load(path)
        except (tianyuan.SgfError, OSError) as e:  # broken (line, column), or no such file
            print(f"{path}: unreadable: {e}")
            continue
        for record in records:
            try:
                who_won(path, record)
            except tianyuan.TianyuanError as e:  # not Go, a board size not supported, …
                print(f"{path}: not counted: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(p) for p in EXAMPLES]))

"""count_records.py: replay SGF records with tianyuan and count them by area.

For each record: the rules and komi it declares, the moves replayed (illegal
moves are reported, not fatal, in tolerant replay), the area count of the final
position (2002 art. 9, 11: dame shared, komi 3 3/4 stones = 7.5 points) and
whether it agrees with the record's own result (RE). Records whose dead stones
were never removed from the board disagree; that is the record, not the count.

    pip install ./rules-py          # from the repository root
    python examples/python/count_records.py examples/games/*.sgf
    python examples/python/count_records.py ../shared/data   # folders: every .sgf in them
"""

from __future__ import annotations

import pathlib
import sys

import tianyuan

# The project's example records, wherever this script is run from.
EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "games"


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


def main(paths: list[str]) -> int:
    for path in records_in(paths):
        try:
            records = tianyuan.sgf.load(path)
        except (tianyuan.SgfError, OSError) as e:  # broken (line, column), or no such file
            print(f"{path}: unreadable: {e}")
            continue
        for record in records:
            try:
                game = record.replay()  # tolerant: illegal moves noted, play goes on
            except tianyuan.TianyuanError as e:  # not Go, a board size not supported, …
                print(f"{path}: not replayed: {e}")
                continue
            score = game.score()  # no dead stones agreed: the board as it stands
            illegal = f", {len(record.violations)} illegal" if record.violations else ""
            print(
                f"{path}: {record.size[0]}x{record.size[1]}, rules {record.rules or '?'}, "
                f"{game.move_number - 1} moves{illegal}; count {score.sgf} "
                f"({score.english}); record says {record.result or '?'}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(p) for p in sorted(EXAMPLES.glob("*.sgf"))]))

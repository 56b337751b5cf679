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

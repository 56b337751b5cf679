"""The Python benchmarks still run (they are not part of the test command
otherwise), and their warm-up staggers the games as it says.

benches/python/steady.py restarts each game once at a random step of a warm-up
of max_moves batch steps, so afterwards the games' move numbers spread over a
game's length instead of all being equal, as in a fresh VecGame stepped k
times without any game ending.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

import numpy as np

import tianyuan

ROOT = pathlib.Path(__file__).resolve().parents[2]
BENCHES = ROOT / "benches" / "python"


def test_stagger_spreads_the_move_numbers() -> None:
    sys.path.insert(0, str(BENCHES))
    try:
        from steady import stagger
    finally:
        sys.path.remove(str(BENCHES))
    v = tianyuan.VecGame(256, size=9, seed=3)
    assert v.max_moves == 162
    seconds = stagger(v)
    assert seconds > 0
    moves = v.move_counts()
    # Restarted at steps drawn uniformly from 0..161, a game not ended since
    # is at move 162 - step; random 9×9 games also end by two passes, and
    # restart at 0. Either way the move numbers spread over a game's length.
    assert (moves < 41).sum() > 256 // 8, np.sort(moves)
    assert (moves >= 81).sum() > 256 // 8, np.sort(moves)
    assert len(np.unique(moves)) > 50, np.sort(moves)
    # A fresh VecGame stepped 20 times: every game at move 20 but the few
    # that ended by two passes, so the stagger is what spread them.
    fresh = tianyuan.VecGame(256, size=9, seed=3)
    fresh.reset()
    for _ in range(20):
        fresh.step(fresh.random_actions())
    assert (fresh.move_counts() == 20).sum() > 200
    assert len(np.unique(fresh.move_counts())) < 10


def run_script(name: str, *args: str) -> str:
    return subprocess.run(
        [sys.executable, str(BENCHES / name), *args],
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
    ).stdout


def test_vecgame_bench_runs() -> None:
    out = run_script("vecgame_bench.py", "--seconds", "0", "--sizes", "5", "--n", "3", "--threads", "1")
    lines = [line for line in out.splitlines() if not line.startswith("#")]
    assert len(lines) == 1 and lines[0].startswith("5x5 VecGame N=3 threads=1: "), out
    assert "warmup staggered" in out


def test_side_by_side_runs_tianyuan() -> None:
    out = run_script(
        "side_by_side.py",
        "--seconds",
        "0",
        "--sizes",
        "5",
        "--n",
        "2",
        "--engines",
        "tianyuan",
        "tianyuan-packed",
    )
    rows = [line.split()[:3] for line in out.splitlines() if not line.startswith(("#", "engine"))]
    assert rows == [["tianyuan", "5x5", "2"], ["tianyuan-packed", "5x5", "2"]], out
    assert "failed" not in out, out

"""Bring a `tianyuan.VecGame` to the steady mix of game phases before timing.

All N games of a fresh VecGame start together, so a short timed run at a large
N sees only the first moves of each game: nearly empty boards, the cheap part.
`stagger` restarts each game once at a random batch step of a warm-up of
`max_moves` batch steps (the random policy of the benchmarks throughout), so
that when it returns the games' move numbers are spread over the whole game:
the mix a long run reaches.
"""

from __future__ import annotations

import time

import numpy as np


def stagger(v, seed: int = 1) -> float:
    """Warms `v` up as above; returns the seconds it took (not to be timed).

    Costs `v.max_moves` batch steps (722 on 19×19, 162 on 9×9)."""
    start = time.perf_counter()
    cap = v.max_moves
    restart_at = np.random.default_rng(seed).integers(0, cap, v.num_games)
    v.reset()
    for step in range(cap):
        due = restart_at == step
        if due.any():
            v.reset(due)
        v.step(v.random_actions())
    return time.perf_counter() - start

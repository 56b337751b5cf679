"""Steps per second of tianyuan.VecGame, and of Game.play from Python.

Policy: uniform over the legal actions (pass included), computed in numpy from
the legal mask; games capped at 2*H*W moves and reset automatically.

    python benches/python/vecgame_bench.py [--seconds 2] [--sizes 9 19] [--n 1 64 1024]
    RAYON_NUM_THREADS=1 python benches/python/vecgame_bench.py   # one thread

Prints one line per configuration: board, N, steps/s (game-moves per second:
N per batch step), batch steps/s.
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

import tianyuan


def uniform_legal(legal: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random True column per row of `legal` (N, A)."""
    counts = legal.sum(axis=1)
    pick = (rng.random(legal.shape[0]) * counts).astype(np.int64)
    cum = np.cumsum(legal, axis=1)
    return (cum <= pick[:, None]).sum(axis=1)


def bench_vec(size: int, n: int, seconds: float) -> tuple[float, float]:
    v = tianyuan.VecGame(n, size=size, seed=1)
    rng = np.random.default_rng(1)
    legal, _ = v.reset()
    steps = 0
    start = time.perf_counter()
    while True:
        legal, _obs, _reward, _done = v.step(uniform_legal(legal, rng))
        steps += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and steps >= 3:
            break
    return steps * n / elapsed, steps / elapsed


def bench_single(size: int, seconds: float) -> float:
    rng = np.random.default_rng(2)
    g = tianyuan.Game(size)
    cap = 2 * size * size
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        legal = np.flatnonzero(g.legal_moves())
        g.play(int(legal[rng.integers(len(legal))]))
        moves += 1
        if g.is_over or g.move_number > cap:
            g = tianyuan.Game(size)
    return moves / (time.perf_counter() - start)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--sizes", type=int, nargs="+", default=[9, 19])
    p.add_argument("--n", type=int, nargs="+", default=[1, 64, 1024])
    args = p.parse_args()
    threads = os.environ.get("RAYON_NUM_THREADS", "all")
    print(f"# RAYON_NUM_THREADS={threads}")
    for size in args.sizes:
        rate = bench_single(size, args.seconds)
        print(f"{size}x{size} Game.play from Python: {rate:,.0f} moves/s")
        for n in args.n:
            moves, batches = bench_vec(size, n, args.seconds)
            print(f"{size}x{size} VecGame N={n}: {moves:,.0f} moves/s ({batches:,.1f} steps/s)")


if __name__ == "__main__":
    main()

"""Throughput of tianyuan.gymnasium.GoVectorEnv against raw tianyuan.VecGame,
in one run, same batch, same policy.

Policy: uniform over the legal actions, drawn in Rust by `random_actions()`
(the same streams for both). Raw VecGame: `VecGame(auto_reset=True)`,
`step(random_actions())`. GoVectorEnv: `env.step(env.random_actions())`,
next-step autoreset, with `copy=True` (the default: new arrays each step)
and `copy=False`. Both sides warm up for `--warmup` batch steps first, so
the games are spread over their length. The runs alternate
(raw, gym, gym no-copy) `--rounds` times; the best round of each is kept,
and the median over the rounds of each round's ratio to that round's raw
VecGame is printed too (steadier on a loaded machine, where the best rounds
of two runs may come from different moments).

    python benches/python/gym_vs_vecgame.py [--n 256] [--sizes 9 19]
        [--seconds 2] [--rounds 3] [--threads 0]

Prints per board: game-moves/s of each, its ratio to raw VecGame, and the
median per-round ratio.
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Callable

import tianyuan
from tianyuan.gymnasium import GoVectorEnv


def rate(step: Callable[[], Any], n: int, seconds: float) -> float:
    """Game-moves per second of `step` (one batch step of `n` games)."""
    steps, start = 0, time.perf_counter()
    while True:
        step()
        steps += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps * n / elapsed


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=256)
    p.add_argument("--sizes", type=int, nargs="+", default=[9, 19])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--warmup", type=int, default=200)
    p.add_argument("--threads", type=int, default=0, help="0: rayon's global pool")
    args = p.parse_args()
    threads = args.threads or None
    print(f"tianyuan {tianyuan.__version__}, N={args.n}, threads={threads or 'default'}")
    for size in args.sizes:
        raw = tianyuan.VecGame(args.n, size=size, seed=1, num_threads=threads)
        gym = GoVectorEnv(args.n, size=size, seed=1, num_threads=threads)
        fast = GoVectorEnv(args.n, size=size, seed=1, num_threads=threads, copy=False)
        gym.reset(seed=1)
        fast.reset(seed=1)
        runs = {
            "VecGame": lambda: raw.step(raw.random_actions()),
            "GoVectorEnv": lambda: gym.step(gym.random_actions()),
            "GoVectorEnv copy=False": lambda: fast.step(fast.random_actions()),
        }
        for step in runs.values():
            for _ in range(args.warmup):
                step()
        best = dict.fromkeys(runs, 0.0)
        ratios: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(args.rounds):
            this = {name: rate(step, args.n, args.seconds) for name, step in runs.items()}
            for name, r in this.items():
                best[name] = max(best[name], r)
                ratios[name].append(r / this["VecGame"])
        base = best["VecGame"]
        for name, r in best.items():
            median = sorted(ratios[name])[len(ratios[name]) // 2]
            print(
                f"{size}x{size} {name:24s} {r:12,.0f} moves/s  {r / base:6.1%} of VecGame"
                f"  (median round ratio {median:6.1%})"
            )


if __name__ == "__main__":
    main()

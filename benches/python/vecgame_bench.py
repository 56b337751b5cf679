"""Steps per second of tianyuan.VecGame by thread count, and of Game.play from
Python.

Policy: uniform over the legal actions (pass included), drawn in Rust by
`VecGame.random_actions()` (`--policy rust`, the default) or in numpy from the
legal mask (`--policy numpy`); games capped at 2*H*W moves and reset
automatically. Dense observations are written by every step
(`--observation packed` for the bit-packed ones). Before timing, the games are
staggered (`steady.py`: each restarted once at a random step of a warm-up of
2*H*W batch steps, not timed) so that the timed steps see every phase of a
game, as a long run does; `--no-warmup` times from the empty boards instead
(only the first moves at a large N: the cheap part).

    python benches/python/vecgame_bench.py [--seconds 2] [--sizes 9 19]
        [--n 1 8 64 1024] [--threads 1 2] [--rules chinese-2002] [--no-warmup]

`--threads` gives `VecGame(num_threads=...)` (0: the default, rayon's global
pool). Prints one line per configuration: board, N, threads, steps/s
(game-moves per second: N per batch step), batch steps/s, microseconds per
batch step, and steps per CPU-second of the process (all its threads): on a
machine busy with other work, where a second thread finds no free core, that
last figure still shows whether two threads waste work.
"""

from __future__ import annotations

import argparse
import os
import time

# numpy's OpenBLAS starts a thread per core that spins after each call; on two
# cores it takes time from the second game thread (2-3 % of the samples in a
# profile). Nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tianyuan
from steady import stagger


def uniform_legal(legal: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random True column per row of `legal` (N, A)."""
    counts = legal.sum(axis=1)
    pick = (rng.random(legal.shape[0]) * counts).astype(np.int64)
    cum = np.cumsum(legal, axis=1)
    return (cum <= pick[:, None]).sum(axis=1)


def bench_vec(
    size: int,
    n: int,
    threads: int,
    seconds: float,
    rules: str,
    policy: str,
    observation: str,
    warmup: bool,
) -> tuple[float, float, float]:
    v = tianyuan.VecGame(
        n,
        size=size,
        seed=1,
        rules=rules,
        num_threads=threads or None,
        observation=observation,
    )
    rng = np.random.default_rng(1)
    if warmup:
        stagger(v)
        legal = v.step(v.random_actions())[0]
    else:
        legal, _ = v.reset()
    steps = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    while True:
        if policy == "rust":
            v.step(v.random_actions())
        else:
            legal, _obs, _reward, _done = v.step(uniform_legal(legal, rng))
        steps += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and steps >= 3:
            break
    cpu = time.process_time() - cpu_start
    return steps * n / elapsed, steps / elapsed, steps * n / cpu


def bench_single(size: int, seconds: float, rules: str) -> float:
    rng = np.random.default_rng(2)
    g = tianyuan.Game(size, rules=rules)
    cap = 2 * size * size
    moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        legal = np.flatnonzero(g.legal_mask())
        g.play(int(legal[rng.integers(len(legal))]))
        moves += 1
        if g.is_over or g.move_number > cap:
            g = tianyuan.Game(size, rules=rules)
    return moves / (time.perf_counter() - start)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--sizes", type=int, nargs="+", default=[9, 19])
    p.add_argument("--n", type=int, nargs="+", default=[1, 64, 1024])
    p.add_argument("--threads", type=int, nargs="+", default=[0])
    p.add_argument("--rules", default="chinese-2002")
    p.add_argument("--policy", choices=["rust", "numpy"], default="rust")
    p.add_argument("--observation", choices=["dense", "packed"], default="dense")
    p.add_argument("--single", action="store_true", help="also time Game.play from Python")
    p.add_argument(
        "--no-warmup",
        dest="warmup",
        action="store_false",
        help="time from the empty boards (no staggered warm-up)",
    )
    args = p.parse_args()
    print(
        f"# {time.strftime('%Y-%m-%d %H:%M:%S')} load {os.getloadavg()[0]:.2f} "
        f"rules {args.rules} policy {args.policy} observation {args.observation} "
        f"RAYON_NUM_THREADS={os.environ.get('RAYON_NUM_THREADS', 'unset')} "
        f"warmup {'staggered' if args.warmup else 'none'}"
    )
    for size in args.sizes:
        if args.single:
            rate = bench_single(size, args.seconds, args.rules)
            print(f"{size}x{size} Game.play from Python: {rate:,.0f} moves/s")
        for n in args.n:
            for threads in args.threads:
                moves, batches, per_cpu = bench_vec(
                    size,
                    n,
                    threads,
                    args.seconds,
                    args.rules,
                    args.policy,
                    args.observation,
                    args.warmup,
                )
                label = threads or "all"
                print(
                    f"{size}x{size} VecGame N={n} threads={label}: {moves:,.0f} steps/s "
                    f"({batches:,.1f} batch/s, {1e6 / batches:,.1f} us a batch; "
                    f"{per_cpu:,.0f} steps per CPU-second)",
                    flush=True,
                )


if __name__ == "__main__":
    main()

"""Batch steps to count under callgrind: warm-up first (not counted: the
counters are zeroed with `callgrind_control -z` after it), then `--steps`
batch steps of `step(random_actions())` on one thread.

    valgrind --tool=callgrind python benches/python/callgrind_steps.py \\
        --size 19 --n 128 --observation dense --steps 20
    valgrind --tool=callgrind python benches/python/callgrind_steps.py \\
        --gym --size 9 --n 256 --steps 40

Raw `VecGame` (default): staggered as `steady.py` does. `--gym`:
`tianyuan.gymnasium.GoVectorEnv(copy=False)` after 300 warm-up steps.
Read the result with `callgrind_annotate --inclusive=yes`: the per-game loop
is `_tianyuan::vecgame::step_chunk`.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import tianyuan  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from steady import stagger  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--size", type=int, default=19)
    p.add_argument("--n", type=int, default=128)
    p.add_argument("--observation", choices=["dense", "packed"], default="dense")
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--gym", action="store_true")
    args = p.parse_args()
    if args.gym:
        from tianyuan.gymnasium import GoVectorEnv

        env = GoVectorEnv(args.n, size=args.size, seed=1, num_threads=1, copy=False)
        env.reset(seed=1)
        for _ in range(300):
            env.step(env.random_actions())
        step = lambda: env.step(env.random_actions())  # noqa: E731
    else:
        v = tianyuan.VecGame(
            args.n, size=args.size, seed=1, num_threads=1, observation=args.observation
        )
        stagger(v)
        step = lambda: v.step(v.random_actions())  # noqa: E731
    # Outside valgrind this finds no process (or no callgrind_control) and
    # changes nothing.
    try:
        subprocess.run(
            ["callgrind_control", "-z", str(os.getpid())], check=False, capture_output=True
        )
    except FileNotFoundError:
        pass
    for _ in range(args.steps):
        step()


if __name__ == "__main__":
    main()

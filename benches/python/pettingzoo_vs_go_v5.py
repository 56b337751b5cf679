"""Games per second of tianyuan.pettingzoo.env against
pettingzoo.classic.go_v5.env, random legal play, in one run.

Each game: `env.reset()`, then the AEC loop `for agent in env.agent_iter():
obs, reward, term, trunc, info = env.last()` with a uniformly random legal
action (`random.Random(seed).randrange` over `obs["action_mask"].nonzero()`,
the same code for both: cheaper than numpy's `Generator.choice`, which cost
about as much as tianyuan's whole step and hid the environments' difference) until the game ends by two passes. Both envs are the
wrapped `env(...)` (TerminateIllegalWrapper, AssertOutOfBounds,
OrderEnforcing) with komi 7.5. go_v5 plays `--games-ref` games, tianyuan
`--games` games (it is much faster); games/s and moves/s are printed, and the
ratio of games/s.

    python benches/python/pettingzoo_vs_go_v5.py [--sizes 9 19]
        [--games 200] [--games-ref 10] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import time
import warnings
from typing import Any, Callable, Tuple


import tianyuan
import tianyuan.pettingzoo


def play(make: Callable[[], Any], games: int, seed: int) -> Tuple[float, float]:
    """(games/s, moves/s) of random legal play in envs made by `make`."""
    rng = random.Random(seed)
    env = make()
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        env.reset()
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                action = None
            else:
                legal = obs["action_mask"].nonzero()[0]
                action = int(legal[rng.randrange(len(legal))])
                moves += 1
            env.step(action)
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--sizes", type=int, nargs="+", default=[9, 19])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--games-ref", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from pettingzoo.classic import go_v5
    print(f"tianyuan {tianyuan.__version__}")
    for size in args.sizes:
        ref = play(lambda: go_v5.env(board_size=size, komi=7.5), args.games_ref, args.seed)
        ours = play(lambda: tianyuan.pettingzoo.env(board_size=size, komi=7.5), args.games, args.seed)
        print(
            f"{size}x{size} go_v5 {ref[0]:9.2f} games/s {ref[1]:10,.0f} moves/s | "
            f"tianyuan {ours[0]:9.2f} games/s {ours[1]:10,.0f} moves/s | "
            f"x{ours[0] / ref[0]:.1f} games/s"
        )


if __name__ == "__main__":
    main()

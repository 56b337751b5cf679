"""A Python loop over one 19×19 `Game` at a time: `legal_actions()` then
`play()` of one of them (a linear congruential choice, so that the count
is the module's and not numpy's), new games as they end, `--steps` steps.
For instruction counts of the one-game surface:

    valgrind --tool=callgrind python benches/python/one_game_steps.py --steps 15000
"""

from __future__ import annotations

import argparse

import tianyuan


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--size", type=int, default=19)
    p.add_argument("--steps", type=int, default=15000)
    args = p.parse_args()
    x = 1
    steps = 0
    while steps < args.steps:
        g = tianyuan.Game(args.size)
        while not g.is_over and steps < args.steps:
            actions = g.legal_actions()
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            g.play(actions[x % len(actions)])
            steps += 1


if __name__ == "__main__":
    main()

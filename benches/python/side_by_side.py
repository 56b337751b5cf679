"""Steps per second of tianyuan, pgx and OpenSpiel on random Go games, in one run.

The workload is pgx's own benchmark: N games stepped together, the policy
uniform over the legal actions (pass included), games capped at 2*H*W moves
(the default of all three engines) and reset automatically when they end. A
"step" is one move in one game, so steps/s = N * batch steps/s.

What each line includes (printed beside it):

- tianyuan (VecGame, dense): `VecGame.step(VecGame.random_actions())`: the
  random policy is drawn in Rust from each game's legal set; the step plays
  the moves, computes the exact legal mask (suicide, ko and the superko of the
  rules chosen with --rules) and writes the 17 AlphaGo Zero planes
  (uint8 (N, 17, H, W)) for every game. Timed after a warm-up of 2*H*W
  batch steps that staggers the games (`steady.py`), so the timed steps see
  every phase of a game; the other engines start from empty boards (for pgx,
  whose step costs the same on any board, that changes nothing; for the
  Python loops it favours them).
- tianyuan-packed: the same with `VecGame(observation="packed")`: the planes
  bit-packed (uint8 (N, 17, ceil(H*W/8))) instead of dense.
- tianyuan-game: N `tianyuan.Game` objects stepped in a Python loop, one
  `legal_mask()` and one `play()` call a move (the policy: numpy
  `flatnonzero` and `random.Random.randrange`, in the timing); no
  observation. OpenSpiel's Python loop, with tianyuan's single-game API.
- tianyuan-list: the same loop with `legal_actions()` (a list of ints, as
  OpenSpiel's) and `random.choice` instead of the numpy mask.
- pgx: `jax.jit(jax.vmap(step))` where step draws the action
  (`jax.random.categorical` over the legal mask, inside the jitted function as
  in pgx's benchmark), calls `env.step` under `pgx.experimental.auto_reset`;
  pgx's step computes its legal mask (no superko: pgx#1164) and its
  observation (bool (N, H, W, 17)). Compiled and warmed up (one step) before
  timing; `block_until_ready` after each step. jax on CPU.
- openspiel: N `pyspiel` go states in a Python loop, `legal_actions()` then
  `apply_action(random.choice(...))`; no observation (simple ko; the game
  ends as a draw on a repeated board). OpenSpiel has no batched API for go.

This script installs nothing. A bench venv:

    python -m venv /tmp/bench
    /tmp/bench/bin/pip install pgx jax open_spiel numpy
    /tmp/bench/bin/pip install ./rules-py        # tianyuan, from the repo root
    /tmp/bench/bin/python benches/python/side_by_side.py --seconds 2

Options: --seconds S (per line; at least 2 timed batch steps), --sizes 9 19,
--n 1 64 1024 16384, --engines tianyuan tianyuan-packed tianyuan-game
tianyuan-list pgx openspiel, --threads T (tianyuan's num_threads; default all cores),
--rules NAME (tianyuan's rules, default chinese-2002). Engines that are not
installed are reported and skipped. pgx compiles once per (size, N): tens of
seconds each on CPU, not counted.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import Any, Callable, Optional

# numpy's OpenBLAS starts a thread per core that spins after each call; on two
# cores it takes time from the second game thread (2-3 % of the samples in a
# profile). Nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from steady import stagger  # noqa: E402

ALL_ENGINES = [
    "tianyuan",
    "tianyuan-packed",
    "tianyuan-game",
    "tianyuan-list",
    "pgx",
    "openspiel",
]


def timed(step: Callable[[], Any], n: int, seconds: float) -> float:
    """Steps per second (N game-moves per call of `step`) over at least
    `seconds` and 2 calls."""
    calls = 0
    start = time.perf_counter()
    while True:
        step()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and calls >= 2:
            return calls * n / elapsed


def bench_tianyuan(
    size: int, n: int, seconds: float, threads: Optional[int], rules: str, packed: bool
) -> float:
    import tianyuan

    v = tianyuan.VecGame(
        n,
        size=size,
        rules=rules,
        seed=1,
        num_threads=threads,
        observation="packed" if packed else "dense",
    )
    stagger(v)

    def step() -> None:
        v.step(v.random_actions())

    return timed(step, n, seconds)


def bench_tianyuan_game(size: int, n: int, seconds: float, rules: str, as_list: bool) -> float:
    import tianyuan

    rng = random.Random(1)
    cap = 2 * size * size
    games = [tianyuan.Game(size, rules=rules) for _ in range(n)]

    def step() -> None:
        for i, g in enumerate(games):
            legal = np.flatnonzero(g.legal_mask())
            g.play(int(legal[rng.randrange(len(legal))]))
            if g.is_over or g.move_number > cap:
                games[i] = tianyuan.Game(size, rules=rules)

    def step_list() -> None:
        for i, g in enumerate(games):
            g.play(rng.choice(g.legal_actions()))
            if g.is_over or g.move_number > cap:
                games[i] = tianyuan.Game(size, rules=rules)

    return timed(step_list if as_list else step, n, seconds)


def bench_openspiel(size: int, n: int, seconds: float) -> float:
    import pyspiel

    game = pyspiel.load_game("go", {"board_size": size, "komi": 7.5})
    rng = random.Random(1)
    states = [game.new_initial_state() for _ in range(n)]

    def step() -> None:
        for i, s in enumerate(states):
            s.apply_action(rng.choice(s.legal_actions()))
            if s.is_terminal():
                states[i] = game.new_initial_state()

    return timed(step, n, seconds)


def bench_pgx(size: int, n: int, seconds: float) -> float:
    import jax
    import jax.numpy as jnp
    import pgx
    from pgx.experimental import auto_reset

    env = pgx.make(f"go_{size}x{size}")
    step_fn = auto_reset(env.step, env.init)

    def one(state: Any, key: Any) -> tuple[Any, Any]:
        key, k_act, k_step = jax.random.split(key, 3)
        logits = jnp.log(state.legal_action_mask.astype(jnp.float32))
        action = jax.random.categorical(k_act, logits)
        return step_fn(state, action, k_step), key

    init = jax.jit(jax.vmap(env.init))
    step = jax.jit(jax.vmap(one))
    keys = jax.random.split(jax.random.PRNGKey(1), n)
    state = init(keys)
    state, keys = step(state, keys)  # compile and warm up
    jax.block_until_ready(state)
    box = [state, keys]

    def run() -> None:
        s, k = step(box[0], box[1])
        jax.block_until_ready(s)
        box[0], box[1] = s, k

    return timed(run, n, seconds)


INCLUDES = {
    "tianyuan": "VecGame.step: moves + exact legal mask + dense uint8 planes; Rust random policy",
    "tianyuan-packed": "the same, planes bit-packed",
    "tianyuan-game": "Python loop over N Game: legal_mask() + play(); numpy policy; no observation",
    "tianyuan-list": "Python loop over N Game: legal_actions() + play(); random.choice; no observation",
    "pgx": "jit(vmap): policy + step + legal mask (no superko) + bool planes; auto-reset",
    "openspiel": "Python loop over N states: legal_actions() + apply_action(); no observation",
}


def run_one(engine: str, size: int, n: int, args: argparse.Namespace) -> float:
    if engine == "tianyuan":
        return bench_tianyuan(size, n, args.seconds, args.threads, args.rules, False)
    if engine == "tianyuan-packed":
        return bench_tianyuan(size, n, args.seconds, args.threads, args.rules, True)
    if engine in ("tianyuan-game", "tianyuan-list"):
        as_list = engine == "tianyuan-list"
        return bench_tianyuan_game(size, n, args.seconds, args.rules, as_list)
    if engine == "pgx":
        return bench_pgx(size, n, args.seconds)
    return bench_openspiel(size, n, args.seconds)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--sizes", type=int, nargs="+", default=[9, 19])
    p.add_argument("--n", type=int, nargs="+", default=[1, 64, 1024, 16384])
    p.add_argument("--engines", nargs="+", default=ALL_ENGINES, choices=ALL_ENGINES)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--rules", default="chinese-2002")
    args = p.parse_args()

    print(f"# {time.strftime('%Y-%m-%d %H:%M:%S')}  load {os.getloadavg()[0]:.2f}"
          f"  cpus {os.cpu_count()}  tianyuan threads {args.threads or 'all'}"
          f"  tianyuan rules {args.rules}")
    missing = set()
    for engine, module in [("tianyuan", "tianyuan"), ("pgx", "pgx"), ("openspiel", "pyspiel")]:
        try:
            __import__(module)
        except ImportError:
            missing.add(engine)
    for engine in args.engines:
        if engine.split("-")[0] in missing:
            print(f"# {engine}: not installed, skipped")
    print(f"{'engine':<16} {'board':>5} {'N':>6} {'steps/s':>12} {'batch/s':>10}  includes")
    for size in args.sizes:
        for n in args.n:
            for engine in args.engines:
                if engine.split("-")[0] in missing:
                    continue
                board = f"{size}x{size}"
                try:
                    rate = run_one(engine, size, n, args)
                except Exception as e:  # e.g. jax running out of memory
                    first = str(e).strip().splitlines()[0][:100] if str(e).strip() else ""
                    print(f"{engine:<16} {board:>5} {n:>6}  failed: {type(e).__name__}: {first}")
                    continue
                print(f"{engine:<16} {board:>5} {n:>6} {rate:>12,.0f} {rate / n:>10,.1f}"
                      f"  {INCLUDES[engine]}", flush=True)


if __name__ == "__main__":
    main()

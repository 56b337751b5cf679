"""Throughput of tianyuan.ray with 1 and 2 workers against the same work
without Ray, in one run.

Experience generation: each worker (a `SelfPlayWorker` actor) plays
`--rollouts` rollouts of `--steps` moves in `--games` games of `--size`,
random legal moves (`VecGame.random_actions`), and the driver gathers every
rollout's arrays (`tianyuan.ray.generate` with a learner that counts them
and `keep=False`, so the driver's memory stays bounded). Without Ray: the same worker
class called in this process, once per worker's share, one after the other.
Reported: game-moves per second over the wall time of the whole call (actor
start and gathering included; Ray's own start is not), the steady state
(the rollouts after each worker's first, over the time from the first
rollout's arrival to the last) and the fixed cost of a call (2 actors
started, one move, stopped).

Scoring records: every game of the SGF files under `--corpus` replayed and
counted with the dead stones estimated (`--playouts`), by Ray Data with at
most 1 or 2 scoring tasks at once (`score_records(concurrency=...)`), and
without Ray by `score_record_bytes` over the files in a loop. Reported:
files per second, wall time of the whole call (reading included).

    python benches/python/ray_throughput.py [--address ADDR] [--cpus 2]
        [--games 64] [--steps 64] [--rollouts 64] [--size 9]
        [--corpus ../shared/data/sgf] [--playouts 64]
        [--rounds 2] [--packed]

Each figure is the best of `--rounds`, after an untimed warm-up call of
each. `--address` runs against a cluster (`ray.init(address=...)`); else a
local Ray with `--cpus` CPUs.
"""

from __future__ import annotations

import argparse
import pathlib
import time
from typing import Callable, Literal

import ray

import tianyuan
from tianyuan.ray import Rollout, SelfPlayWorker, generate, score_record_bytes, score_records, sgf_files


def best(rounds: int, run: Callable[[], object]) -> float:
    """The shortest wall time of `rounds` calls of `run`, in seconds."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--address", default=None)
    p.add_argument("--cpus", type=int, default=2)
    p.add_argument("--games", type=int, default=64)
    p.add_argument("--steps", type=int, default=64)
    p.add_argument("--rollouts", type=int, default=64)
    p.add_argument("--size", type=int, default=9)
    p.add_argument("--corpus", default="../shared/data/sgf")
    p.add_argument("--playouts", type=int, default=64)
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--packed", action="store_true", help='observation="packed" (bit-packed planes)')
    args = p.parse_args()
    if args.address is None:
        ray.init(address="local", num_cpus=args.cpus, include_dashboard=False, log_to_driver=False)
    else:
        ray.init(address=args.address, log_to_driver=False)
    cpus = ray.cluster_resources().get("CPU")  # type: ignore[no-untyped-call]
    print(f"tianyuan {tianyuan.__version__}, ray {ray.__version__}, CPUs {cpus}")

    # Warm-up, not timed: Ray's worker processes and Ray Data's first plan.
    generate(workers=2, num_games=2, steps=2, size=args.size)
    files = sgf_files([args.corpus]) if pathlib.Path(args.corpus).is_dir() else []
    warm = files[:2]
    if warm:
        score_records(warm, playouts=1)

    per_worker = args.games * args.steps * args.rollouts
    observation: Literal["dense", "packed"] = "packed" if args.packed else "dense"
    print(
        f"experience: {args.size}x{args.size}, {args.games} games x {args.steps} steps x "
        f"{args.rollouts} rollouts per worker, {observation} observations"
    )

    def local(workers: int) -> None:
        for w in range(workers):
            worker = SelfPlayWorker(args.games, size=args.size, seed=w, worker=w, observation=observation)
            for _ in range(args.rollouts):
                worker.rollout(args.steps)

    steady: dict[int, float] = {}

    def on_ray(workers: int) -> None:
        arrivals: list[float] = []

        def learner(r: Rollout) -> None:
            arrivals.append(time.perf_counter())

        generate(
            workers=workers,
            num_games=args.games,
            steps=args.steps,
            rollouts=args.rollouts,
            size=args.size,
            learner=learner,
            keep=False,
            observation=observation,
        )
        assert len(arrivals) == workers * args.rollouts
        # Steady state: the rollouts after each worker's first, over the
        # time from the first arrival to the last (actor start left out).
        rate = (len(arrivals) - workers) * args.games * args.steps / (arrivals[-1] - arrivals[0])
        steady[workers] = max(steady.get(workers, 0.0), rate)

    # The fixed cost of a call: actors started, one move each, stopped.
    fixed = best(args.rounds, lambda: generate(workers=2, num_games=1, steps=1, size=args.size))
    print(f"  fixed cost of a call with 2 workers (1 game, 1 step): {fixed:.2f} s")

    for workers in (1, 2):
        plain = best(args.rounds, lambda: local(workers))
        with_ray = best(args.rounds, lambda: on_ray(workers))
        moves = workers * per_worker
        print(
            f"  {workers} worker(s), {moves} moves: no Ray {moves / plain:10.0f} moves/s ({plain:.2f} s), "
            f"Ray {moves / with_ray:10.0f} moves/s ({with_ray:.2f} s), "
            f"steady state {steady[workers]:10.0f} moves/s"
        )

    if not files:
        print(f"scoring: no SGF files under {args.corpus}; skipped")
        return
    print(f"scoring: {len(files)} files under {args.corpus}, {args.playouts} playouts")

    def plain_scoring() -> None:
        for f in files:
            score_record_bytes(f, pathlib.Path(f).read_bytes(), playouts=args.playouts)

    plain = best(args.rounds, plain_scoring)
    print(f"  no Ray            {len(files) / plain:8.1f} files/s ({plain:.2f} s)")
    for workers in (1, 2):
        seconds = best(
            args.rounds, lambda: score_records(files, playouts=args.playouts, concurrency=workers, batch_size=8)
        )
        print(f"  Ray Data, {workers} task(s) {len(files) / seconds:8.1f} files/s ({seconds:.2f} s)")


if __name__ == "__main__":
    main()

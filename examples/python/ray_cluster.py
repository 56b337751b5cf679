"""ray_cluster.py: self-play and record scoring on a running Ray cluster.

Connects by address to a cluster started with ``ray start --head`` (which
prints the address), runs a little self-play on its workers and scores SGF
records with Ray Data, and prints what came back. Every machine of the
cluster needs tianyuan installed (``pip install "tianyuan[ray]"``).

A cluster with token authentication (on when the head has a token: ``ray
get-auth-token --generate`` on the head before ``ray start``, or
``RAY_AUTH_MODE=token`` there) accepts only processes that run in token mode
with its token, so on this machine set both before running::

    export RAY_AUTH_MODE=token
    export RAY_AUTH_TOKEN="$(ray get-auth-token)"   # run on the head; or RAY_AUTH_TOKEN_PATH=file
    python examples/python/ray_cluster.py HEAD_IP:6379 examples/games

Without them the connection fails with Ray's ``AuthenticationError`` ("token
is missing or incorrect"). A cluster started with ``RAY_AUTH_MODE=disabled``
needs neither.
"""

from __future__ import annotations

import sys

from tianyuan.ray import generate, score_records


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    address, paths = argv[1], argv[2:] or ["examples/games"]
    rollouts = generate(address=address, workers=2, num_games=4, steps=8, rollouts=1, size=9)
    for r in rollouts:
        print(f"rollout: observations {r.observations.shape}, actions {r.actions.shape}")
    for row in score_records(paths, address=address):
        print(
            f"{row['path']} game {row['game']}: counted {row['counted']}, "
            f"record {row['record_result']}, agrees {row['agrees']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

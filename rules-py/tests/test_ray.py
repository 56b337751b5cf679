"""tianyuan.ray on a local Ray (one ``ray.init(num_cpus=2)`` for the module:
Ray takes seconds to start), and RLlib's PettingZoo wrapper over
tianyuan.pettingzoo without a deep-learning framework.

References, independent of the code under test: every recorded step is
replayed in a fresh ``Game`` (legal mask, planes, side to move, legality of
the action), each ended game is counted by conftest's flood-fill area count
(written from the definition), and the records' own ``RE``. The Ray results
must also equal the same work done in this process without Ray.

Ray is installed by rules-py/run_tests.sh (``ray[data,rllib]``); where it is
missing the Ray tests are skipped (run_tests.sh fails under CI=true instead).

The cluster test starts a real one-machine cluster (``ray start --head`` in
a temporary folder, with token authentication on) and runs
examples/python/ray_cluster.py against it by address, refused without the
token and served with it.
"""

from __future__ import annotations

import csv
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Dict, Iterator, List

import numpy as np
import pytest

import tianyuan
from tianyuan.ray import Rollout, SelfPlayWorker, score_record_bytes, sgf_files

from conftest import tromp_taylor_margin

REPO = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("TIANYUAN_SGF_CORPUS", REPO.parent / "shared" / "data" / "sgf"))
EXAMPLES = [REPO / "examples" / "games", REPO / "examples" / "who_won"]


def test_imports_without_ray_and_says_what_to_install() -> None:
    # `sys.modules["ray"] = None` makes `import ray` fail as if not installed.
    code = (
        "import sys; sys.modules['ray'] = None\n"
        "import tianyuan.ray as tr\n"
        "w = tr.SelfPlayWorker(2, size=5)\n"  # the plain class needs no Ray
        "assert w.rollout(3).actions.shape == (3, 2)\n"
        "try:\n"
        "    tr.generate(workers=1)\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert 'pip install "tianyuan[ray]"' in out


def test_sgf_files_finds_what_replay_finds(tmp_path: Path) -> None:
    """The files ``tianyuan replay`` reads (rules-cli/src/files.rs): .sgf and
    .sgfs in any case, in sub-folders, regular files only, each folder once
    (a link back to the top adds nothing), sorted; listed here by hand."""
    (tmp_path / "sub").mkdir()
    for name in ("b.sgf", "A.SGF", "games.sgfs", "c.Sgfs", "notes.txt", "sgf", "sub/d.sgf"):
        (tmp_path / name).write_text("(;GM[1])")
    os.mkfifo(tmp_path / "fifo.sgf")
    (tmp_path / "sub" / "loop").symlink_to(tmp_path)
    (tmp_path / "broken.sgf").symlink_to(tmp_path / "nowhere")
    got = [str(Path(f).relative_to(tmp_path)) for f in sgf_files([tmp_path])]
    assert got == ["A.SGF", "b.sgf", "c.Sgfs", "games.sgfs", "sub/d.sgf"]
    # A file given is kept as given, whatever its name.
    assert sgf_files([tmp_path / "notes.txt"]) == [str(tmp_path / "notes.txt")]


def test_bad_arguments_are_refused_before_ray_starts(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="workers must be at least 1"):
        tianyuan.ray.generate(workers=0)
    with pytest.raises(ValueError, match="steps must be at least 1"):
        SelfPlayWorker(2, size=5).rollout(0)
    with pytest.raises(ValueError, match="no SGF files"):
        tianyuan.ray.score_records([tmp_path])  # an empty folder
    with pytest.raises(FileNotFoundError, match="missing.sgf"):
        tianyuan.ray.score_records([tmp_path / "missing.sgf"])
    # A file that is not SGF, and a game on a board tianyuan does not play,
    # are rows with `error`, not exceptions.
    (bad,) = score_record_bytes("bad.sgf", b"not sgf at all")
    assert bad["error"].startswith("unreadable") and bad["counted"] is None
    (big,) = score_record_bytes("big.sgf", b"(;GM[1]SZ[52];B[aa])")
    assert big["error"].startswith("not replayed"), big


def test_packed_rollouts_hold_the_dense_planes() -> None:
    # No Ray needed: the worker class itself, two workers on the same seed.
    dense = SelfPlayWorker(4, size=7, seed=3).rollout(30)
    packed = SelfPlayWorker(4, size=7, seed=3, observation="packed").rollout(30)
    assert packed.observations.shape == (30, 4, 17, 7)  # ceil(49 / 8) bytes a plane
    planes = np.unpackbits(packed.observations, axis=-1, count=49, bitorder="big")
    assert np.array_equal(planes.reshape(30, 4, 17, 7, 7), dense.observations)
    assert np.array_equal(packed.actions, dense.actions)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray = pytest.importorskip("ray")
    # "local": a Ray of its own, even where `ray start` left a cluster's
    # address in /tmp/ray/ray_current_cluster.
    ray.init(address="local", num_cpus=2, include_dashboard=False)
    yield
    ray.shutdown()


def replay_and_check(rollouts: List[Rollout], size: int) -> int:
    """Replays each game of one worker's consecutive rollouts (games run on
    across them) in a fresh Game, checking every row; returns the games that
    ended."""
    cat = {
        name: np.concatenate([getattr(r, name) for r in rollouts])
        for name in ("observations", "legal", "actions", "to_move", "rewards", "terminated", "truncated", "scores")
    }
    steps, n = cat["actions"].shape
    max_moves = 2 * size * size
    ended = 0
    for g in range(n):
        game = tianyuan.Game(size=size, rules="chinese-2002")
        moves = 0
        for t in range(steps):
            assert np.array_equal(cat["legal"][t, g], game.legal_mask()), (t, g)
            assert np.array_equal(cat["observations"][t, g], game.observation()), (t, g)
            assert cat["to_move"][t, g] == game.to_move
            action = int(cat["actions"][t, g])
            assert game.is_legal(action), (t, g, action)
            mover = game.to_move
            game.play(action)
            moves += 1
            over = game.is_over
            stopped = not over and moves == max_moves
            assert bool(cat["terminated"][t, g]) == over, (t, g)
            assert bool(cat["truncated"][t, g]) == stopped, (t, g)
            if over or stopped:
                margin = tromp_taylor_margin(game.board(), game.rules.komi_points)
                assert cat["scores"][t, g] == pytest.approx(margin)
                assert cat["rewards"][t, g] == np.sign(margin) * mover
                ended += 1
                game = tianyuan.Game(size=size, rules="chinese-2002")
                moves = 0
            else:
                assert cat["rewards"][t, g] == 0 and np.isnan(cat["scores"][t, g])
    return ended


def test_self_play_actors_gather_legal_experience(local_ray: None) -> None:
    size, games, steps = 5, 6, 40
    passes = size * size

    def always_pass(obs: np.ndarray, legal: np.ndarray) -> np.ndarray:
        assert legal[:, passes].all()
        return np.full(len(legal), passes)

    arrived: List[Rollout] = []

    def learner(r: Rollout) -> Any:
        arrived.append(r)
        return always_pass if len(arrived) == 1 else None

    out = tianyuan.ray.generate(workers=2, num_games=games, steps=steps, rollouts=3, size=size, seed=7, learner=learner)
    assert out == arrived and len(out) == 6
    a = size * size + 1
    for r in out:
        assert r.observations.shape == (steps, games, 17, size, size) and r.observations.dtype == np.uint8
        assert r.legal.shape == (steps, games, a) and r.legal.dtype == np.bool_
        for name, dtype in (("actions", np.int64), ("to_move", np.int8), ("rewards", np.float32)):
            assert getattr(r, name).shape == (steps, games) and getattr(r, name).dtype == dtype
        # The first rollouts were under way when the learner answered;
        # every later one plays its policy.
        assert (r.actions == passes).all() == (r.index > 0)
    ended = 0
    for w in (0, 1):
        mine = sorted((r for r in out if r.worker == w), key=lambda r: r.index)
        assert [r.index for r in mine] == [0, 1, 2]
        ended += replay_and_check(mine, size)
        # The same work in this process, without Ray: the same arrays.
        local = SelfPlayWorker(games, size=size, seed=7 + w, worker=w)
        expected = [local.rollout(steps)]
        local.set_policy(always_pass)
        expected += [local.rollout(steps), local.rollout(steps)]
        for got, want in zip(mine, expected):
            for name in ("observations", "legal", "actions", "rewards", "terminated", "truncated"):
                assert np.array_equal(getattr(got, name), getattr(want, name)), (w, got.index, name)
    # Random 5x5 games within 40 moves (max_moves 50), then two passes each.
    assert ended >= 2 * games


def manifest() -> Dict[str, Dict[str, str]]:
    with open(CORPUS / "MANIFEST.csv", newline="") as f:
        return {row["file"]: row for row in csv.DictReader(f)}


def re_winner(result: str) -> Any:
    if result[:2] in ("B+", "W+") and result[2:].replace(".", "", 1).isdigit():
        return 1 if result[0] == "B" else -1
    return None


def test_ray_data_scores_records_as_one_process_and_their_results(local_ray: None) -> None:
    paths: List[Path] = list(EXAMPLES)
    corpus = CORPUS / "fuego-regression" / "games"
    if corpus.is_dir():
        paths.append(corpus)
    rows = tianyuan.ray.score_records(paths, playouts=64)
    files = sgf_files(paths)
    # The same work in this process, without Ray: the same rows.
    expected = [row for f in files for row in score_record_bytes(f, Path(f).read_bytes(), playouts=64)]
    assert rows == expected
    by_name = {Path(r["path"]).name: r for r in rows}
    # The hand-made examples' RE are exact counts (the resigned ko game aside).
    for name in ("captures.sgf", "chinese-count.sgf", "handicap.sgf", "seki.sgf", "dead_stones.sgf"):
        row = by_name[name]
        assert row["counted"] == row["record_result"] and row["agrees"] is True, row
    assert by_name["ko.sgf"]["end_reason"] == "resignation" and by_name["ko.sgf"]["counted"] is None
    # dead_stones.sgf: W+16.5 once two dead stones are lifted, B+8.5 as it stands.
    assert (by_name["dead_stones.sgf"]["dead_stones"], by_name["dead_stones.sgf"]["as_it_stands"]) == (2, 8.5)
    if not corpus.is_dir():
        return
    # CGOS games counted by Tromp-Taylor: where the survey reproduced RE by a
    # Tromp-Taylor count, the board as it stands gives RE's margin.
    listed = manifest()
    reproduced = 0
    for row in rows:
        if corpus not in Path(row["path"]).parents:
            continue
        entry = listed[str(Path(row["path"]).relative_to(CORPUS))]
        winner = re_winner(entry["RE"])
        if winner is not None and row["margin"] is not None:
            assert row["agrees"] == (np.sign(row["margin"]) == winner)
        if "TT" in entry["re_reproduced_by"].split():
            assert row["as_it_stands"] == float(entry["re_margin"]), row
            reproduced += 1
    assert reproduced >= 20


def test_rllib_wraps_the_pettingzoo_environment() -> None:
    # Only ray.rllib's environment side: no torch or tensorflow is installed.
    pytest.importorskip("pettingzoo")
    wrappers = pytest.importorskip("ray.rllib.env.wrappers.pettingzoo_env")
    from ray.rllib.utils.pre_checks.env import check_multiagent_environments

    import tianyuan.pettingzoo

    env = wrappers.PettingZooEnv(tianyuan.pettingzoo.env(board_size=5, komi=7.5))
    check_multiagent_environments(env)
    assert set(env.get_agent_ids()) == {"black_0", "white_0"}
    assert env.action_space["black_0"].n == 26
    obs, _ = env.reset(seed=0)
    game = tianyuan.Game(size=5, rules="chinese-2002", komi=7.5)
    rng = np.random.default_rng(0)
    while True:
        ((agent, o),) = obs.items()
        assert agent == ("black_0" if game.to_move == tianyuan.BLACK else "white_0")
        assert np.array_equal(o["action_mask"].astype(bool), game.legal_mask())
        action = int(rng.choice(np.flatnonzero(o["action_mask"])))
        game.play(action)
        obs, rewards, terminated, truncated, _ = env.step({agent: action})
        if terminated["__all__"]:
            break
        assert not truncated["__all__"]
    assert game.is_over
    margin = tromp_taylor_margin(game.board(), 7.5)
    assert rewards == {"black_0": np.sign(margin), "white_0": -np.sign(margin)}


def _ray_command() -> Any:
    """The ``ray`` command of this Python's environment, else on the PATH."""
    beside = Path(sys.executable).with_name("ray")
    return str(beside) if beside.is_file() else shutil.which("ray")


def _stop_group(head: "subprocess.Popen[bytes]") -> None:
    """Ends the head started here and every process it started (its own
    process group, by id; not ``ray stop``, which stops every Ray of the
    machine)."""
    for sig, wait in ((signal.SIGTERM, 15.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(head.pid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                os.killpg(head.pid, 0)  # anyone of the group left?
            except ProcessLookupError:
                return
            head.poll()
            time.sleep(0.2)


def test_example_runs_on_a_cluster_with_token_authentication() -> None:
    """examples/python/ray_cluster.py on a cluster of this machine that has
    token authentication on (Ray 2.60 turns it on when the head has a token:
    ``ray get-auth-token --generate``, then ``ray start --head``, as its
    warning says): refused without the token (Ray's AuthenticationError),
    and with ``RAY_AUTH_MODE=token`` and ``RAY_AUTH_TOKEN`` (the docs'
    instructions) it runs, its rows those of ``score_record_bytes`` in this
    process and its rollouts of the shapes asked for."""
    pytest.importorskip("ray", reason="ray is not installed (rules-py/run_tests.sh installs it)")
    ray_cli = _ray_command()
    if ray_cli is None:
        pytest.skip("the ray command is not installed beside this Python or on the PATH")
    # Short: Ray's socket paths live under the temp dir (108-byte limit).
    base = Path(tempfile.mkdtemp(prefix="tyray", dir="/tmp"))
    head_home, client_home = base / "head", base / "client"
    head_home.mkdir()
    client_home.mkdir()
    # No RAY_* from the caller's environment; each side its own home, so the
    # client cannot find the head's token file.
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}
    head_env = {**env, "HOME": str(head_home)}
    token = subprocess.run(
        [ray_cli, "get-auth-token", "--generate"], env=head_env, capture_output=True, text=True, check=True, timeout=60
    ).stdout.strip()
    assert (head_home / ".ray" / "auth_token").read_text().strip() == token and len(token) >= 32
    log = base / "head.log"
    with open(log, "wb") as out:
        head = subprocess.Popen(
            [ray_cli, "start", "--head", "--port=0", "--num-cpus=2", f"--temp-dir={base / 'ray'}",
             "--include-dashboard=false", "--dashboard-agent-listen-port=0", "--disable-usage-stats", "--block"],
            env=head_env, cwd=base, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        address = None
        deadline = time.monotonic() + 60
        while address is None and time.monotonic() < deadline and head.poll() is None:
            found = re.search(r"ray start --address='([^']+)'", log.read_text(errors="replace"))
            address = found.group(1) if found else None
            time.sleep(0.25)
        text = log.read_text(errors="replace")
        assert address is not None, f"the head did not start:\n{text[-3000:]}"
        assert "Token authentication is enabled" in text, text[-3000:]

        example = [sys.executable, str(REPO / "examples" / "python" / "ray_cluster.py"), address]
        example += [str(p) for p in EXAMPLES]
        client_env = {**env, "HOME": str(client_home)}
        # Without the token: refused. (Two connection attempts, not Ray's 20.)
        refused = subprocess.run(
            example, env={**client_env, "RAY_gcs_server_port_wait_time_s": "2"},
            capture_output=True, text=True, timeout=60, cwd=base,
        )
        assert refused.returncode != 0, refused.stdout
        assert "AuthenticationError" in refused.stderr, refused.stderr[-3000:]

        served = subprocess.run(
            example, env={**client_env, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": token},
            capture_output=True, text=True, timeout=120, cwd=base,
        )
        assert served.returncode == 0, served.stderr[-3000:]
        lines = served.stdout.splitlines()
        rollouts = [line for line in lines if line.startswith("rollout: ")]
        # workers=2, rollouts=1 each; steps=8, num_games=4, 9x9: 17 planes.
        assert rollouts == ["rollout: observations (8, 4, 17, 9, 9), actions (8, 4)"] * 2
        expected = [
            f"{r['path']} game {r['game']}: counted {r['counted']}, record {r['record_result']}, agrees {r['agrees']}"
            for f in sgf_files(EXAMPLES)
            for r in score_record_bytes(f, Path(f).read_bytes())
        ]
        assert len(expected) >= 6
        assert [line for line in lines if not line.startswith("rollout: ")] == expected
    finally:
        _stop_group(head)
        shutil.rmtree(base, ignore_errors=True)

"""Go on more than one machine with Ray: self-play experience from actors,
and a corpus of game records replayed and scored with Ray Data.

Needs ``ray`` (``pip install "tianyuan[ray]"``: ``ray[data]``). This module
imports without it; the functions that need it raise :class:`ImportError`
saying so. Every machine of the cluster needs ``tianyuan`` installed.

Both entry points take ``address``: ``None`` starts a local Ray on this
machine's cores (or uses the Ray this process already started with
``ray.init``), and a
cluster's address runs the same code there unchanged: ``"head-ip:6379"`` as
``ray start --head`` prints it, ``"auto"`` on a machine of the cluster, or
``"ray://head-ip:10001"`` through Ray Client (``pip install "ray[client]"``).
A Ray this module starts stays up for later calls (Ray stops it when the
process exits; ``ray.shutdown()`` sooner).

Token authentication. Ray 2.60 runs a cluster with it when the head has a
token (``ray get-auth-token --generate`` on the head before ``ray start
--head``; the token is kept in ``~/.ray/auth_token``) or is started with
``RAY_AUTH_MODE=token``; otherwise ``ray start`` warns that it is off. A
local Ray started here by ``ray.init`` needs nothing. To connect to a
cluster that has it, this process must run in token mode **and** have the
cluster's token, both set in the environment before the first call (Ray
reads them when it connects)::

    # on the head: print the token
    ray get-auth-token
    # on the machine running tianyuan.ray, both:
    export RAY_AUTH_MODE=token
    export RAY_AUTH_TOKEN=<the token>    # or RAY_AUTH_TOKEN_PATH=/path/to/token-file,
                                         # or the token in ~/.ray/auth_token

The token alone is not enough (Ray 2.60 checked: the mode defaults to
``disabled`` on the connecting side). Without them the call fails with
Ray's ``AuthenticationError`` ("token is missing or incorrect").
examples/python/ray_cluster.py runs against such a cluster by address (its
test starts one). On a private network where authentication is not wanted,
start every node and run this process with ``RAY_AUTH_MODE=disabled``.

Experience generation (self-play, one policy for both colours)::

    from tianyuan.ray import generate
    rollouts = generate(workers=2, num_games=64, steps=32, rollouts=4, size=9)
    len(rollouts)                         # 8: rollouts=4 is per worker, 2 workers
    rollouts[0].observations.shape        # (32, 64, 17, 9, 9): (steps, games, planes, H, W)

Each worker is a Ray actor (:class:`SelfPlayWorker`) holding a
:class:`tianyuan.VecGame` of ``num_games`` games and a policy; the driver
gathers each :class:`Rollout` (numpy arrays, through Ray's object store) as
it arrives and hands it to ``learner``, whose return value, if not ``None``,
becomes every worker's next policy.

Scoring a corpus of SGF records::

    from tianyuan.ray import score_records
    rows = score_records(["examples/games"])   # files or folders
    rows[0]["counted"], rows[0]["record_result"], rows[0]["agrees"]   # ('W+5', 'W+5', True)

Ray Data reads the files as bytes and replays and scores every game in them
(:func:`score_record_bytes`, callable without Ray too): the area count with
the dead stones lifted as ``Game.score_estimated`` judges them (Chinese rules
1988/2002 art. 8-11), and whether its winner agrees with the record's ``RE``.
"""

from __future__ import annotations

import os
import pathlib
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Literal, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

from . import sgf
from ._tianyuan import Game, TianyuanError, VecGame

__all__ = [
    "Learner",
    "Policy",
    "Rollout",
    "SCORE_COLUMNS",
    "SelfPlayWorker",
    "generate",
    "score_record_bytes",
    "score_records",
    "sgf_files",
]

#: A policy: ``(observations, legal) -> actions``, given the uint8
#: ``(N, 17, H, W)`` planes (bit-packed ``(N, 17, ceil(H * W / 8))`` with
#: ``observation="packed"``) and bool ``(N, A)`` legal mask of a worker's N
#: games, returns N actions (``row * W + col``, ``H * W`` the pass). It must
#: choose legal actions (an illegal one raises ``IllegalMoveError``) and
#: pickle with cloudpickle, as Ray ships it to the workers (a function, a
#: closure, an object holding a model's weights).
Policy = Callable[[npt.NDArray[np.uint8], npt.NDArray[np.bool_]], npt.ArrayLike]

#: A learner: called on the driver with each rollout as it arrives; a policy
#: it returns is sent to every worker for their next rollouts.
Learner = Callable[["Rollout"], Optional[Policy]]


def _ray() -> Any:
    """The ``ray`` module, or an ImportError that says what to install."""
    try:
        import ray  # type: ignore[import-not-found,unused-ignore]
    except ImportError as e:  # pragma: no cover - depends on the venv
        raise ImportError(
            'tianyuan.ray needs Ray: pip install "tianyuan[ray]" (or "ray[data]")'
        ) from e
    return ray


def _connect(address: Optional[str], num_cpus: Optional[int]) -> Any:
    """Ray, initialised: the one this process started if any, else
    ``ray.init(address)``, and for ``address=None`` a new local Ray with
    ``num_cpus`` CPUs (all of the machine's if ``None``) even where a
    cluster was started on this machine (``ray start``): pass ``"auto"`` to
    join that one."""
    ray = _ray()
    if not ray.is_initialized():
        if address is None:
            ray.init(address="local", num_cpus=num_cpus)
        else:
            ray.init(address=address)
    return ray


@dataclass(frozen=True)
class Rollout:
    """``steps`` consecutive steps of a worker's N games, as numpy arrays
    whose first two axes are ``(T, N)``: T steps of N games. Row ``t`` holds
    what the player to move saw, what it did and what followed:

    - ``observations``: uint8 ``(T, N, 17, H, W)`` AlphaGo Zero planes before
      the move (``VecGame``'s: plane ``2k`` the side to move's stones ``k``
      moves ago, ``2k + 1`` the opponent's, 16 all 1 when Black is to move);
      with ``observation="packed"``, uint8 ``(T, N, 17, ceil(H * W / 8))``,
      the same planes bit-packed (``numpy.packbits(..., bitorder="big")`` of
      each plane's ``H * W`` points: 7 times less to gather);
    - ``legal``: bool ``(T, N, A)``, the exact legal mask before the move
      (``A = H * W + 1``, the pass last);
    - ``actions``: int64 ``(T, N)``, the move played;
    - ``to_move``: int8 ``(T, N)``, who played it: 1 Black, -1 White;
    - ``rewards``: float32 ``(T, N)``, for the player who moved: +1 win, -1
      loss, 0 draw or no result if the game ended on this move, else 0;
    - ``terminated``/``truncated``: bool ``(T, N)``, the game ended on this
      move by the rules (two passes, 2002 art. 7.3; a cycle) or was stopped
      at ``max_moves``. The next row of that game is a new game;
    - ``scores``: float32 ``(T, N)``, Black's Tromp-Taylor margin in points
      (komi included) where the game ended on this move, else NaN.

    Games run on across a worker's rollouts: a game's first rows may continue
    one begun in the previous rollout. ``worker`` is the worker's index and
    ``index`` the rollout's among that worker's (from 0).
    """

    worker: int
    index: int
    observations: npt.NDArray[np.uint8]
    legal: npt.NDArray[np.bool_]
    actions: npt.NDArray[np.int64]
    to_move: npt.NDArray[np.int8]
    rewards: npt.NDArray[np.float32]
    terminated: npt.NDArray[np.bool_]
    truncated: npt.NDArray[np.bool_]
    scores: npt.NDArray[np.float32]

    @property
    def num_moves(self) -> int:
        """The moves played in this rollout: ``T * N``."""
        return int(self.actions.size)


class SelfPlayWorker:
    """A :class:`tianyuan.VecGame` of ``num_games`` games and a policy,
    producing :class:`Rollout` objects. A plain class: :func:`generate` runs
    it as a Ray actor (``ray.remote(SelfPlayWorker)``), and it works without
    Ray.

    ``size``, ``rules``, ``max_moves``, ``num_threads`` and
    ``observation`` (``"dense"`` or ``"packed"``) are ``VecGame``'s
    (``num_threads=1`` by default: Ray gives each actor one CPU). The games'
    random streams, used by the default policy (uniform over the legal
    moves, ``VecGame.random_actions``), start from ``seed``, so a worker's
    rollouts replay exactly. ``policy=None`` is that default; ``worker`` is
    the index its rollouts carry.
    Errors: ``VecGame``'s for bad sizes, rules or counts; ``IllegalMoveError``
    from :meth:`rollout` when the policy picks an illegal move.
    """

    def __init__(
        self,
        num_games: int,
        size: Union[int, tuple[int, int]] = 9,
        rules: str = "chinese-2002",
        seed: int = 0,
        max_moves: Optional[int] = None,
        policy: Optional[Policy] = None,
        num_threads: int = 1,
        worker: int = 0,
        observation: Literal["dense", "packed"] = "dense",
    ) -> None:
        self._games = VecGame(
            num_games,
            size=size,
            rules=rules,
            seed=seed,
            max_moves=max_moves,
            num_threads=num_threads,
            observation=observation,
        )
        self._policy = policy
        self._worker = worker
        self._count = 0
        legal, obs = self._games.reset()
        self._legal = legal
        self._obs = obs

    def set_policy(self, policy: Optional[Policy]) -> None:
        """Play the next rollouts with ``policy`` (``None``: uniform random
        legal moves)."""
        self._policy = policy

    def rollout(self, steps: int) -> Rollout:
        """Play ``steps`` moves in every game and return them (new arrays:
        the worker keeps none of them). ``steps`` must be at least 1
        (``ValueError``)."""
        if steps < 1:
            raise ValueError(f"steps must be at least 1, not {steps}")
        games = self._games
        n, a = games.num_games, games.num_actions
        obs = np.empty((steps, *self._obs.shape), dtype=np.uint8)
        legal = np.empty((steps, n, a), dtype=np.bool_)
        actions = np.empty((steps, n), dtype=np.int64)
        to_move = np.empty((steps, n), dtype=np.int8)
        rewards = np.empty((steps, n), dtype=np.float32)
        terminated = np.empty((steps, n), dtype=np.bool_)
        truncated = np.empty((steps, n), dtype=np.bool_)
        scores = np.full((steps, n), np.nan, dtype=np.float32)
        for t in range(steps):
            obs[t] = self._obs
            legal[t] = self._legal
            to_move[t] = games.to_move()
            if self._policy is None:
                actions[t] = games.random_actions()
            else:
                actions[t] = np.asarray(self._policy(obs[t], legal[t]), dtype=np.int64)
            self._legal, self._obs, reward, done = games.step(actions[t])
            rewards[t] = reward
            terminated[t] = games.terminated
            truncated[t] = games.truncated
            if done.any():
                scores[t, done] = games.final_scores[done]
        rollout = Rollout(
            self._worker, self._count, obs, legal, actions, to_move, rewards, terminated, truncated, scores
        )
        self._count += 1
        return rollout


def generate(
    address: Optional[str] = None,
    workers: int = 2,
    num_games: int = 64,
    steps: int = 64,
    rollouts: int = 1,
    size: Union[int, tuple[int, int]] = 9,
    rules: str = "chinese-2002",
    seed: int = 0,
    max_moves: Optional[int] = None,
    policy: Optional[Policy] = None,
    learner: Optional[Learner] = None,
    keep: bool = True,
    observation: Literal["dense", "packed"] = "dense",
    num_cpus: Optional[int] = None,
) -> List[Rollout]:
    """Self-play experience from ``workers`` Ray actors, gathered here.

    Each worker (a :class:`SelfPlayWorker` actor taking one CPU) holds
    ``num_games`` games of ``size`` under ``rules`` with seed ``seed + i``
    (worker ``i``) and plays ``rollouts`` rollouts of ``steps`` moves per
    game. ``rollouts`` is **per worker**: the driver gathers
    ``workers * rollouts`` :class:`Rollout` objects, ``workers * rollouts *
    steps * num_games`` moves in all (``workers=2, rollouts=4``: 8 rollouts). Rollouts
    are gathered as they finish (``ray.wait``); each is passed to
    ``learner`` if given, and a policy it returns goes to every worker before
    their next rollout. Returns every rollout, in the order they arrived
    (about ``steps * num_games * (17 H W + A)`` bytes each), or with
    ``keep=False`` none (an empty list: the learner had them, and the memory
    held stays that of the rollouts in flight).

    ``address`` goes to ``ray.init`` when Ray is not yet initialised
    (``None``: a local Ray with ``num_cpus`` CPUs, all by default); on a
    cluster the actors are spread over its machines. Errors: ``ValueError``
    for counts below 1; the workers' errors (``IllegalMoveError`` from a
    policy, ``VecGame``'s) re-raised as Ray raises them
    (``ray.exceptions.RayTaskError`` wrapping them, also an instance of the
    original class). ``observation="packed"`` gathers the planes bit-packed
    (see :class:`Rollout`): on one machine, moving the dense planes through
    Ray's object store halves the throughput (BENCHMARKS.md, "Ray").
    """
    counts = (("workers", workers), ("num_games", num_games), ("steps", steps), ("rollouts", rollouts))
    for name, value in counts:
        if value < 1:
            raise ValueError(f"{name} must be at least 1, not {value}")
    ray = _connect(address, num_cpus)
    actor = ray.remote(num_cpus=1)(SelfPlayWorker)
    actors = [
        actor.remote(
            num_games,
            size=size,
            rules=rules,
            seed=seed + i,
            max_moves=max_moves,
            policy=policy,
            worker=i,
            observation=observation,
        )
        for i in range(workers)
    ]
    remaining = [rollouts] * workers
    pending: Dict[Any, int] = {}
    for i, a in enumerate(actors):
        pending[a.rollout.remote(steps)] = i
        remaining[i] -= 1
    out: List[Rollout] = []
    try:
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            i = pending.pop(ready[0])
            rollout: Rollout = ray.get(ready[0])
            if keep:
                out.append(rollout)
            if learner is not None:
                new_policy = learner(rollout)
                if new_policy is not None:
                    # Actor calls run in order: every later rollout uses it.
                    ray.get([a.set_policy.remote(new_policy) for a in actors])
            if remaining[i] > 0:
                pending[actors[i].rollout.remote(steps)] = i
                remaining[i] -= 1
    finally:
        for a in actors:
            ray.kill(a)
    return out


#: The columns of :func:`score_records`' rows (and of
#: :func:`score_record_bytes`'), each ``None`` where it does not apply:
SCORE_COLUMNS = (
    "path",  # str: the file
    "game",  # int: the game's index in the file (from 0)
    "size",  # int: the board's width (its height is the same but for rare records)
    "moves",  # int: moves replayed (passes included); None if not replayed
    "rules",  # str: the rules the game was replayed under (RU, else chinese-2002)
    "komi",  # float: komi in points
    "record_result",  # str: the record's RE, as written
    "end_reason",  # str: the game's end as the record states it (resignation, time...), else None
    "counted",  # str: the count with the dead stones lifted, "B+7.5" / "W+0.5" / "0"
    "margin",  # float: Black's margin in points of that count (komi included)
    "as_it_stands",  # float: Black's margin counting every stone alive
    "dead_stones",  # int: stones lifted as dead
    "estimated",  # bool: the dead stones are the estimate's (not the rules' own method)
    "agrees",  # bool: the count's winner is RE's (None: RE names no winner by count)
    "violations",  # int: illegal moves noted by the tolerant replay
    "error",  # str: why the file or game was not scored (unreadable, not Go...)
)


def sgf_files(paths: Iterable[Union[str, "pathlib.Path"]]) -> List[str]:
    """The paths given, with each folder replaced by the SGF files under it,
    as ``tianyuan replay`` finds them: names ending ``.sgf`` or ``.sgfs`` in
    any case (``GAME.SGF``, ``collection.sgfs``), regular files or links to
    them (FIFOs, devices and broken links passed over), each folder visited
    once by its real path (a link loop adds nothing twice), sorted by path
    components within each folder given. A path that is not a folder is
    kept as given (reading it reports any error)."""
    out: List[str] = []
    visited: set[str] = set()

    def first_visit(folder: str) -> bool:
        real = os.path.realpath(folder)
        if real in visited:
            return False
        visited.add(real)
        return True

    for path in paths:
        if not os.path.isdir(path):
            out.append(str(path))
            continue
        found: List[str] = []
        todo = [str(path)] if first_visit(str(path)) else []
        while todo:
            folder = todo.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                found.append(folder)  # reading it reports the error
                continue
            for entry in entries:
                try:
                    if entry.is_dir():
                        if first_visit(entry.path):
                            todo.append(entry.path)
                    elif entry.is_file() and entry.name.lower().endswith((".sgf", ".sgfs")):
                        found.append(entry.path)
                except OSError:
                    continue
        out.extend(sorted(found, key=lambda f: pathlib.PurePath(f).parts))
    return out


def _winner_of(result: Optional[str]) -> Optional[int]:
    """RE's winner when it states a counted result (``B+3.5``, ``W+0.5``,
    ``0``/``Draw``): 1, -1 or 0; None for resignations, time, forfeits,
    unknown results or none."""
    if result is None:
        return None
    text = result.strip()
    if text in ("0", "Draw", "draw", "Jigo", "jigo"):
        return 0
    if len(text) > 2 and text[0] in "BW" and text[1] == "+":
        try:
            float(text[2:])
        except ValueError:
            return None
        return 1 if text[0] == "B" else -1
    return None


def _empty_row(path: str, game: int) -> Dict[str, Any]:
    row: Dict[str, Any] = dict.fromkeys(SCORE_COLUMNS)
    row["path"] = path
    row["game"] = game
    return row


def score_record_bytes(path: str, data: bytes, playouts: int = 256, seed: int = 0) -> List[Dict[str, Any]]:
    """The rows (:data:`SCORE_COLUMNS`) of the games in one SGF file's
    ``data``, named ``path``: each replayed tolerantly (illegal moves noted,
    as ``Record.replay()``) and, unless the record says it ended by
    resignation, time or forfeit, counted with ``Game.score_estimated(
    playouts, seed)``: deterministic for a given seed. A file that cannot be
    read gives one row with ``error`` set and ``game`` 0; a game that cannot
    be replayed (not Go, a size not supported) one row with ``error``."""
    try:
        records = sgf.loads(data)
    except TianyuanError as e:
        row = _empty_row(path, 0)
        row["error"] = f"unreadable: {e}"
        return [row]
    rows: List[Dict[str, Any]] = []
    for i, record in enumerate(records):
        row = _empty_row(path, i)
        row["record_result"] = record.result
        rows.append(row)
        try:
            game: Game = record.replay()
        except TianyuanError as e:
            row["error"] = f"not replayed: {e}"
            continue
        row["size"] = game.width
        row["moves"] = len(game.moves())
        row["rules"] = game.rules.name
        row["komi"] = game.rules.komi_points
        row["violations"] = len(record.violations)
        if game.result is not None:
            row["end_reason"] = game.end_reason
            continue
        try:
            counted = game.score_estimated(playouts=playouts, seed=seed)
            as_it_stands = game.score()
        except TianyuanError as e:
            row["error"] = f"not counted: {e}"
            continue
        score = counted.score
        row["counted"] = score.sgf
        row["margin"] = score.margin_points
        row["as_it_stands"] = as_it_stands.margin_points
        row["dead_stones"] = len(counted.dead_stones)
        row["estimated"] = counted.estimated
        said = _winner_of(record.result)
        if said is not None:
            won = score.winner if score.winner is not None else 0
            row["agrees"] = won == said
    return rows


def _arrow_schema() -> Any:
    import pyarrow as pa  # type: ignore[import-untyped,import-not-found,unused-ignore]

    types = {
        "path": pa.string(),
        "game": pa.int64(),
        "size": pa.int64(),
        "moves": pa.int64(),
        "rules": pa.string(),
        "komi": pa.float64(),
        "record_result": pa.string(),
        "end_reason": pa.string(),
        "counted": pa.string(),
        "margin": pa.float64(),
        "as_it_stands": pa.float64(),
        "dead_stones": pa.int64(),
        "estimated": pa.bool_(),
        "agrees": pa.bool_(),
        "violations": pa.int64(),
        "error": pa.string(),
    }
    return pa.schema([(name, types[name]) for name in SCORE_COLUMNS])


class _ScoreBatch:
    """``map_batches``' function: a batch of files (``path``, ``bytes``
    columns) to the rows of their games, as an Arrow table."""

    def __init__(self, playouts: int, seed: int) -> None:
        self.playouts = playouts
        self.seed = seed

    def __call__(self, batch: Dict[str, Any]) -> Any:
        import pyarrow as pa  # type: ignore[import-untyped,import-not-found,unused-ignore]

        rows: List[Dict[str, Any]] = []
        for path, data in zip(batch["path"], batch["bytes"]):
            rows.extend(score_record_bytes(str(path), bytes(data), self.playouts, self.seed))
        return pa.Table.from_pylist(rows, schema=_arrow_schema())


def score_records(
    paths: Sequence[Union[str, "pathlib.Path"]],
    address: Optional[str] = None,
    playouts: int = 256,
    seed: int = 0,
    batch_size: int = 16,
    concurrency: Optional[int] = None,
    num_cpus: Optional[int] = None,
) -> List[Dict[str, Any]]:
    """Replay and score every game of the SGF files in ``paths`` (files, or
    folders searched for SGF files as ``tianyuan replay`` searches them:
    :func:`sgf_files`) with Ray Data: the files are read as
    bytes (``ray.data.read_binary_files``), each batch of ``batch_size``
    files scored on a worker by :func:`score_record_bytes` (``playouts`` and
    ``seed`` for the dead-stone estimate), and the rows gathered here, in the
    order of the files (:func:`sgf_files` of ``paths``) and of the games in
    each: dicts with the keys :data:`SCORE_COLUMNS`.

    The files must be readable from every machine (a shared file system, or
    URIs Ray Data reads such as ``s3://``). ``concurrency`` caps the
    scoring tasks that run at once (``None``: as many as Ray has CPUs).
    ``address`` and ``num_cpus`` as in :func:`generate`. Errors:
    ``ValueError`` for no files, ``FileNotFoundError`` for a local path that
    is not there; unreadable or unplayable records are rows with ``error``,
    not exceptions.
    """
    files = sgf_files(paths)
    if not files:
        raise ValueError("score_records: no SGF files in the paths given")
    for f in files:
        if "://" not in f and not pathlib.Path(f).is_file():
            raise FileNotFoundError(f"score_records: no such file: {f}")
    ray = _connect(address, num_cpus)
    resolved = [str(pathlib.Path(f).resolve()) if "://" not in f else f for f in files]
    ds = ray.data.read_binary_files(resolved, include_paths=True)
    scored = ds.map_batches(
        _ScoreBatch(playouts, seed), batch_size=batch_size, batch_format="numpy", concurrency=concurrency
    )
    rows: List[Dict[str, Any]] = scored.take_all()
    # Ray Data may give the paths it read in their file-system form: give
    # back the caller's spelling, in the caller's order.
    spelling = dict(zip(resolved, files))
    spelling.update({r.lstrip("/"): f for r, f in zip(resolved, files)})
    order = {f: i for i, f in enumerate(files)}
    for row in rows:
        row["path"] = spelling.get(row["path"], row["path"])
    rows.sort(key=lambda r: (order.get(r["path"], len(order)), r["path"], r["game"]))
    return rows

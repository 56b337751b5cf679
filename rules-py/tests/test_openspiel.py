"""Differential test against OpenSpiel's go (`pip install open_spiel`).

Random 9x9 games are played move by move in both engines; at every turn the
legal actions, the board and the side to move must be equal, and at the end the
Tromp-Taylor count must be equal to the point.

OpenSpiel's go, as read in open_spiel 2.0.2 (games/go/go.cc, go_board.cc):

- Ko: simple ko. A stone played into an "enemy eye" (every neighbour an
  opponent stone or the edge) that captures exactly one stone makes the captured
  point illegal for the next move only; any other move, a pass included, clears
  it. That is tianyuan's `KoRule::Simple` (no immediate recapture of a single
  stone), so the preset used here is `chinese-simple-ko`.
- Suicide: forbidden, single- and multi-stone (`GoBoard::IsLegalMove`), as in
  `chinese-simple-ko` (Tromp-Taylor's preset allows multi-stone suicide, so it
  is not the one to compare).
- Pass: always legal while the game is on; two passes in succession end it.
- Repetition: any non-pass move that recreates an earlier board (stones only,
  either side to move, the empty start included) ends the game at once as a
  draw ("superko" in OpenSpiel's code). tianyuan's `chinese-simple-ko` plays on
  and only ends a game, with no result, on a third occurrence (2002 art. 20.3).
  The rules differ there, so a game stops being compared at OpenSpiel's first
  repetition: the test checks that the board had indeed occurred before (and
  that tianyuan's game is not over) and scores nothing for that game.
- Length: the game ends after `max_game_length` = 2 * 9 * 9 = 162 actions,
  passes counted (`history_.size() >= max_game_length_`), and is then counted
  as usual. tianyuan has no such cap: the test stops its game at the same move
  and counts the board as it stands.
- Count: Tromp-Taylor (stones plus empty regions reaching only one colour;
  every stone alive), Black's score = area difference - komi, komi 7.5; no
  handicap here. OpenSpiel exposes only the sign (`returns()`), so the exact
  area difference `d` that tianyuan counts is checked by replaying the same
  actions in OpenSpiel with komi `d - 0.5` (Black must win) and `d + 0.5`
  (White must win): both hold only if OpenSpiel's difference is exactly `d`.

Action layout: both use `row * 9 + col` for a point and 81 for the pass, but
OpenSpiel's row 0 is the bottom row (rank 1, "a1" is action 0) while
tianyuan's row 0 is the top row ("A9" is action 0). So
`openspiel = (8 - row) * 9 + col` for tianyuan's `row * 9 + col`; the pass maps
to itself. OpenSpiel's observation planes (black, white, empty, white-to-move)
are in its own row order and are flipped the same way before comparing boards.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import numpy as np
import pytest

import tianyuan

pyspiel: Any = pytest.importorskip("pyspiel")

SIZE = 9
CELLS = SIZE * SIZE
PASS = CELLS
MAX_LENGTH = 2 * CELLS
KOMI = 7.5


def to_openspiel(action: int) -> int:
    """tianyuan action (row 0 at the top) -> OpenSpiel action (row 0 at the bottom)."""
    if action == PASS:
        return PASS
    row, col = divmod(action, SIZE)
    return (SIZE - 1 - row) * SIZE + col


def to_tianyuan(action: int) -> int:
    """The inverse of `to_openspiel` (the same flip)."""
    return to_openspiel(action)


def os_board(state: Any) -> np.ndarray:
    """OpenSpiel's board as tianyuan's `Game.board()`: int8 (9, 9), 1 Black,
    -1 White, row 0 at the top."""
    planes = np.asarray(state.observation_tensor(0), dtype=np.float32).reshape(4, SIZE, SIZE)
    board = planes[0].astype(np.int8) - planes[1].astype(np.int8)
    assert np.all(planes[0] + planes[1] + planes[2] == 1.0)
    return np.flipud(board)


def os_black_wins(actions: list[int], komi: float) -> float:
    """OpenSpiel's return for Black after replaying `actions` (OpenSpiel indices)
    with `komi`."""
    game = pyspiel.load_game("go", {"board_size": SIZE, "komi": komi})
    state = game.new_initial_state()
    for a in actions:
        state.apply_action(a)
    assert state.is_terminal()
    return float(state.returns()[0])


def play_one(seed: int, pass_prob: float | None, stats: Counter[str]) -> None:
    rng = random.Random(seed)
    game = pyspiel.load_game("go", {"board_size": SIZE, "komi": KOMI})
    assert game.max_game_length() == MAX_LENGTH
    state = game.new_initial_state()
    g = tianyuan.Game(SIZE, rules="chinese-simple-ko")
    assert g.rules.komi_points == KOMI
    seen = {g.board().tobytes()}
    played: list[int] = []  # OpenSpiel actions
    last_pass = False
    while True:
        # The same position and the same legal actions, at every turn.
        assert not state.is_terminal() and not g.is_over
        board = g.board()
        np.testing.assert_array_equal(os_board(state), board)
        assert state.current_player() == (0 if g.to_move == tianyuan.BLACK else 1)
        ours = [int(a) for a in np.flatnonzero(g.legal_mask())]
        theirs = sorted(to_tianyuan(a) for a in state.legal_actions())
        assert ours == theirs, (seed, len(played), set(ours) ^ set(theirs))
        for a in range(CELLS):
            if board.flat[a] == 0 and a not in ours:
                stats[str(g.illegal_reason(a))] += 1

        points = ours[:-1]
        if pass_prob is None or not points:
            action = rng.choice(ours)
        else:
            action = PASS if rng.random() < pass_prob else rng.choice(points)
        g.play(action)
        state.apply_action(to_openspiel(action))
        played.append(to_openspiel(action))

        board_bytes = g.board().tobytes()
        repeated = action != PASS and board_bytes in seen
        seen.add(board_bytes)
        two_passes = action == PASS and last_pass
        last_pass = action == PASS
        if repeated:
            # OpenSpiel ends the game as a draw; tianyuan plays on (see the
            # module doc). Nothing more to compare in this game.
            assert state.is_terminal()
            assert state.returns() == [0.0, 0.0]
            assert not g.is_over
            stats["end: repetition"] += 1
            return
        if two_passes:
            assert state.is_terminal() and g.is_over
            assert g.end_reason == "two-passes"
            stats["end: two passes"] += 1
            break
        assert not g.is_over
        if len(played) == MAX_LENGTH:
            assert state.is_terminal()
            stats["end: length"] += 1
            break

    # The same Tromp-Taylor count: tianyuan's area difference d, checked in
    # OpenSpiel with komi d -/+ 0.5, and the result at komi 7.5.
    score = g.tromp_taylor_score()
    assert score.komi_points == KOMI
    diff = score.margin_points + KOMI
    assert diff == int(diff)
    d = int(diff)
    np.testing.assert_array_equal(os_board(state), g.board())
    assert os_black_wins(played, d - 0.5) == 1.0
    assert os_black_wins(played, d + 0.5) == -1.0
    assert float(state.returns()[0]) == (1.0 if d > KOMI else -1.0)
    assert score.winner == (tianyuan.BLACK if d > KOMI else tianyuan.WHITE)
    stats["scored"] += 1


def test_action_mapping_by_vertex_names() -> None:
    """The flip, checked on the engines' own names for the points: OpenSpiel's
    `a1` is its action 0 and tianyuan's `A1` its action 72."""
    game = pyspiel.load_game("go", {"board_size": SIZE})
    state = game.new_initial_state()
    g = tianyuan.Game(SIZE, rules="chinese-simple-ko")
    for action in range(CELLS):
        name = state.action_to_string(0, to_openspiel(action)).split()[-1]
        probe = g.copy()
        probe.play(action)
        expected = np.zeros((SIZE, SIZE), dtype=np.int8)
        expected.flat[action] = 1
        np.testing.assert_array_equal(probe.board(), expected)
        by_name = g.copy()
        by_name.play(name.upper())
        np.testing.assert_array_equal(by_name.board(), expected)
    assert to_openspiel(72) == 0 and to_openspiel(0) == 72 and to_openspiel(PASS) == PASS


def test_random_games_agree_with_openspiel() -> None:
    stats: Counter[str] = Counter()
    for seed in range(180):
        pass_prob = (None, 0.02, 0.1)[seed % 3]
        play_one(seed, pass_prob, stats)
    # The comparisons covered what they are meant to cover: ko and suicide
    # bans, and games ended by both ways OpenSpiel and tianyuan share.
    assert stats["ko"] > 0, stats
    assert stats["suicide"] > 0, stats
    assert stats["end: two passes"] > 0, stats
    assert stats["end: length"] > 0, stats
    assert stats["scored"] >= 150, stats
    assert set(stats) <= {
        "ko",
        "suicide",
        "end: two passes",
        "end: length",
        "end: repetition",
        "scored",
    }, stats

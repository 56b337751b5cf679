"""VecGame episodes (issue 18): `terminated` (ended by the rules) apart from
`truncated` (stopped at `max_moves`), `reset(seed=...)` reproducible, pickling,
and `Game.observation()` on hand-worked moves."""

from __future__ import annotations

import pickle
from typing import Any

import numpy as np
import pytest

from tianyuan import Game, VecGame

PASS9 = 81


def test_two_passes_terminate_and_max_moves_truncate():
    # Game 0 passes twice: ended by the rules on step 2 (2002 art. 7.3).
    # Game 1 places stones along the first row: with max_moves=4 its 4th
    # move is the last, so it is truncated on step 4, never terminated.
    v = VecGame(2, size=9, max_moves=4, auto_reset=False)
    _, _, _, done = v.step([PASS9, 0])
    assert not done.any()
    assert not v.terminated.any() and not v.truncated.any()
    _, _, _, done = v.step([PASS9, 1])
    assert done.tolist() == [True, False]
    assert v.terminated.tolist() == [True, False]
    assert v.truncated.tolist() == [False, False]
    # Game 1 alone, on to its 4th move.
    w = VecGame(1, size=9, max_moves=4, auto_reset=False)
    flags = []
    for a in [0, 1, 2, 3]:
        _, _, _, done = w.step([a])
        flags.append((bool(done[0]), bool(w.terminated[0]), bool(w.truncated[0])))
    assert flags == [(False, False, False)] * 3 + [(True, False, True)]


def test_an_end_by_the_rules_on_the_last_move_is_terminated():
    # Two passes with max_moves=2: the rules end the game on the move that
    # reaches the limit, which counts as the rules' end.
    v = VecGame(1, size=9, max_moves=2, auto_reset=False)
    v.step([PASS9])
    _, _, _, done = v.step([PASS9])
    assert done.tolist() == [True]
    assert v.terminated.tolist() == [True] and v.truncated.tolist() == [False]


def test_flags_with_auto_reset_last_one_step_and_reset_clears_them():
    v = VecGame(2, size=9, max_moves=3)
    v.step([PASS9, 0])
    v.step([PASS9, 1])
    assert v.terminated.tolist() == [True, False]
    _, _, _, done = v.step([PASS9, 2])  # game 0 restarted: its first move
    assert done.tolist() == [False, True]
    assert v.terminated.tolist() == [False, False]
    assert v.truncated.tolist() == [False, True]
    v.reset()
    assert not v.terminated.any() and not v.truncated.any()


def test_done_is_terminated_or_truncated_in_random_play():
    v = VecGame(16, size=5, max_moves=12, seed=3)
    seen = {"terminated": 0, "truncated": 0}
    for _ in range(300):
        _, _, _, done = v.step(v.random_actions())
        te, tr = v.terminated, v.truncated
        assert (done == (te | tr)).all()
        assert not (te & tr).any()
        seen["terminated"] += int(te.sum())
        seen["truncated"] += int(tr.sum())
    assert seen["terminated"] > 0 and seen["truncated"] > 0


def play_random(v: VecGame, steps: int) -> list[np.ndarray]:
    out = []
    for _ in range(steps):
        a = v.random_actions().copy()
        out.append(a)
        v.step(a)
    return out


def test_reset_with_a_seed_replays_a_fresh_vecgame():
    fresh = VecGame(8, size=9, seed=5)
    want = play_random(fresh, 60)
    v = VecGame(8, size=9, seed=99)
    play_random(v, 17)
    v.reset(seed=5)
    got = play_random(v, 60)
    assert all((a == b).all() for a, b in zip(got, want))
    # The same seed twice gives the same games again.
    v.reset(seed=5)
    assert all((a == b).all() for a, b in zip(play_random(v, 60), want))


def test_reset_with_a_mask_and_a_seed_reseeds_only_those_games():
    a = VecGame(4, size=9, seed=1)
    play_random(a, 5)
    a.reset([True, False, False, True], seed=7)
    fresh = VecGame(4, size=9, seed=7)
    assert (a.move_counts() == [0, 5, 5, 0]).all()
    # Games 0 and 3 now draw as a fresh VecGame seeded 7 does.
    ra, rf = a.random_actions(), fresh.random_actions()
    assert ra[0] == rf[0] and ra[3] == rf[3]


# 7×7 and 13×13 (the last bits of three words) run on three-word games,
# 19×19 on six: each restores the pickled games into its own words.
@pytest.mark.parametrize("size", [7, 13, 19])
@pytest.mark.parametrize("observation", ["dense", "packed"])
@pytest.mark.parametrize("auto_reset", [True, False, "next_step"])
def test_a_pickled_vecgame_steps_as_the_original(
    size: int, observation: str, auto_reset: Any
) -> None:
    v = VecGame(
        6,
        size=size,
        seed=11,
        max_moves=40,
        auto_reset=auto_reset,
        illegal="pass",
        observation=observation,
    )
    play_random(v, 25)
    c = pickle.loads(pickle.dumps(v))
    assert (c.num_games, c.size, c.max_moves) == (6, (size, size), 40)
    for _ in range(60):
        assert (c.boards() == v.boards()).all()
        la, oa = c.observation_packed(), v.observation_packed()
        assert (la == oa).all()
        ac, av = c.random_actions().copy(), v.random_actions().copy()
        assert (ac == av).all()
        oc = [x.copy() for x in c.step(ac)]
        ov = [x.copy() for x in v.step(av)]
        for x, y in zip(oc, ov):
            assert x.dtype == y.dtype and (x == y).all()
        assert (c.terminated == v.terminated).all()
        assert (c.truncated == v.truncated).all()
        assert np.array_equal(c.final_scores, v.final_scores, equal_nan=True)


def test_game_observation_planes_by_hand():
    # 5x5: Black (0,0), White (1,1), Black passes; White to move.
    g = Game(5)
    g.play(0)
    g.play(6)
    g.play(25)
    obs = g.observation()
    assert obs.shape == (17, 5, 5) and obs.dtype == np.uint8
    want = np.zeros((17, 5, 5), dtype=np.uint8)
    # k=0 (now) and k=1 (before the pass): the same board.
    for k in (0, 1):
        want[2 * k, 1, 1] = 1  # White, the side to move
        want[2 * k + 1, 0, 0] = 1  # Black
    want[5, 0, 0] = 1  # k=2: after Black's first move, Black's stone only
    # k=3 is the empty start; plane 16 is 0 with White to move.
    assert (obs == want).all()
    g.play(12)  # White: Black to move now, plane 16 all 1
    assert (g.observation()[16] == 1).all()


def test_game_observation_equals_the_vecgame_row():
    v = VecGame(1, size=9, seed=4)
    g = Game(9)
    for _ in range(70):
        a = int(v.random_actions()[0])
        _, obs, _, done = v.step([a])
        if done[0]:
            break
        g.play(a)
        assert (g.observation() == obs[0]).all()


def test_next_step_auto_reset_restarts_on_the_step_after_the_end():
    # Game 0 passes twice: ended by the rules on step 2. Game 1 plays on.
    v = VecGame(2, size=9, auto_reset="next_step")
    v.step([PASS9, 0])
    legal, obs, reward, done = v.step([PASS9, 1])
    assert done.tolist() == [True, False] and v.terminated.tolist() == [True, False]
    assert not legal[0].any()
    # Step 3: game 0 restarts and ignores its action, even one that would be
    # refused under illegal="raise" (a point after the end); game 1 moves.
    legal, obs, reward, done = v.step([40, 2])
    assert done.tolist() == [False, False] and reward.tolist() == [0.0, 0.0]
    assert not v.terminated.any() and not v.truncated.any()
    assert v.move_counts().tolist() == [0, 3]
    assert legal[0].all()  # the empty board: every point and the pass
    assert (obs[0, :16] == 0).all() and (obs[0, 16] == 1).all()
    # Step 4: it plays again.
    v.step([40, 3])
    assert v.boards()[0, 4, 4] == 1 and v.move_counts().tolist() == [1, 4]


def test_next_step_auto_reset_truncates_then_restarts():
    v = VecGame(1, size=9, max_moves=2, auto_reset="next_step")
    v.step([0])
    _, _, _, done = v.step([1])
    assert done[0] and v.truncated[0] and not v.terminated[0]
    # Repeating the end is what auto_reset=False does; "next_step" restarts.
    _, _, _, done = v.step([2])
    assert not done[0] and v.move_counts().tolist() == [0]


def test_auto_reset_takes_only_bools_and_next_step():
    with pytest.raises(ValueError, match="next_step"):
        VecGame(1, size=9, auto_reset="now")
    with pytest.raises(TypeError):
        VecGame(1, size=9, auto_reset=[True])


def test_game_observation_after_undos_equals_a_replayed_game():
    # A game with captures, passes and undos: its planes equal those of a game
    # replayed from its move list (which never undid anything).
    g = Game(7, rules="tromp-taylor")
    rng = np.random.default_rng(3)
    for step in range(120):
        if step % 7 == 3 and g.move_number > 1:
            g.undo()
        else:
            legal = np.flatnonzero(g.legal_mask())
            if len(legal) == 0:
                break
            g.play(int(rng.choice(legal)))
        if step % 3 == 0:
            replayed = Game(7, rules="tromp-taylor")
            for a in g.moves():
                replayed.play(a)
            assert (g.observation() == replayed.observation()).all(), step
            assert (g.copy().observation() == replayed.observation()).all(), step

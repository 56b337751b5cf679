"""tianyuan.pettingzoo (issue 18): PettingZoo's own API, seed and render
tests, and game-by-game equality with ``pettingzoo.classic.go_v5`` itself
(observations, masks, rewards, ends) in random legal play."""

from __future__ import annotations

import pickle
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

from tianyuan import IllegalMoveError  # noqa: E402
from tianyuan.pettingzoo import env, raw_env  # noqa: E402


def test_api_test_9x9() -> None:
    api_test(env(board_size=9), num_cycles=200)


def test_api_test_19x19_raw() -> None:
    api_test(raw_env(), num_cycles=50)


def test_seed_test() -> None:
    seed_test(lambda: env(board_size=9), num_cycles=100)


def test_render_test() -> None:
    render_test(lambda render_mode=None: env(board_size=9, render_mode=render_mode))


def test_picture_has_stones_where_the_board_has_them() -> None:
    e = raw_env(board_size=5, render_mode="rgb_array")
    e.step(0)  # Black at row 0, col 0
    e.step(24)  # White at row 4, col 4
    img = e.render()
    assert img.shape == (160, 160, 3) and img.dtype == np.uint8
    assert (img[16, 16] == 0).all()  # the centre of (0, 0): black
    assert (img[4 * 32 + 16, 4 * 32 + 16] == 255).all()  # (4, 4): white
    assert tuple(img[2 * 32 + 8, 2 * 32 + 8]) == (220, 179, 92)  # empty wood


def play_both(size: int, seed: int, max_steps: int = 2000) -> int:
    """Plays the same random legal game in go_v5 and in tianyuan's env and
    compares everything each agent sees; returns the number of moves."""
    from pettingzoo.classic import go_v5

    rng = np.random.default_rng(seed)
    ref = go_v5.env(board_size=size, komi=7.5)
    ours = env(board_size=size, komi=7.5, rules="chinese-simple-ko")
    ref.reset()
    ours.reset()
    moves = 0
    for _ in range(max_steps):
        assert ours.agent_selection == ref.agent_selection
        agent = ref.agent_selection
        for who in ("black_0", "white_0"):
            o, r = ours.observe(who), ref.observe(who)
            assert o["observation"].dtype == r["observation"].dtype == np.bool_
            assert o["action_mask"].dtype == r["action_mask"].dtype == np.int8
            assert np.array_equal(o["observation"], r["observation"]), (who, moves)
            assert np.array_equal(o["action_mask"], r["action_mask"]), (who, moves)
        ob, rew, term, trunc, _ = ours.last()
        rb, rrew, rterm, rtrunc, _ = ref.last()
        assert (rew, term, trunc) == (rrew, rterm, rtrunc), moves
        if term or trunc:
            assert ours.rewards == ref.rewards
            assert sum(ours.rewards.values()) == 0 and ours.rewards["black_0"] != 0
            return moves
        legal = np.flatnonzero(ob["action_mask"])
        # Pass rarely, so that games reach captures and ko.
        choices = legal[legal != size * size] if len(legal) > 1 and rng.random() > 0.05 else legal
        action = int(rng.choice(choices))
        ours.step(action)
        ref.step(action)
        moves += 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", range(4))
def test_same_as_go_v5_in_random_play(seed: int) -> None:
    assert play_both(7, seed) > 20


def test_same_as_go_v5_on_9x9() -> None:
    assert play_both(9, 100) > 40


def test_illegal_action_ends_the_game_with_minus_one() -> None:
    e = env(board_size=9)
    e.reset()
    e.step(40)
    e.step(40)  # White on Black's stone: illegal
    assert all(e.terminations.values())
    assert e.rewards["white_0"] == -1


def test_raw_env_raises_on_an_illegal_action() -> None:
    e = raw_env(board_size=9)
    e.step(40)
    with pytest.raises(IllegalMoveError):
        e.step(40)


def test_max_moves_truncates_without_reward() -> None:
    e = env(board_size=9, max_moves=3)
    e.reset()
    for a in (0, 1, 2):
        e.step(a)
    assert all(e.truncations.values()) and not any(e.terminations.values())
    assert e.rewards == {"black_0": 0, "white_0": 0}


def test_komi_and_rules_arguments() -> None:
    # Two passes on an empty board: the count is 0 + komi for White.
    for komi, black_reward in ((7.5, -1), (-0.5, 1), (0, 0)):
        e: Any = raw_env(board_size=5, komi=komi, rules="tromp-taylor")
        e.step(25)
        e.step(25)
        assert e.rewards["black_0"] == black_reward, komi
    assert raw_env(board_size=5, rules="tromp-taylor").game.rules.name == "tromp-taylor"


def test_raw_env_pickles() -> None:
    e = raw_env(board_size=9, komi=6.5)
    c = pickle.loads(pickle.dumps(e))
    assert c.game.rules.komi_points == 6.5


def pettingzoo_wrapped(**kwargs: Any) -> Any:
    """raw_env in PettingZoo's own three wrappers, as go_v5.env builds its
    env: the reference for env()'s single combined wrapper."""
    from pettingzoo.utils import wrappers

    e: Any = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


def test_order_errors_like_pettingzoos_wrappers() -> None:
    for make in (env, pettingzoo_wrapped):
        e = make(board_size=5)
        for name in ("agent_selection", "rewards", "terminations", "agents", "num_agents"):
            with pytest.raises(AttributeError):
                getattr(e, name)
        for call in (lambda: e.step(0), lambda: e.observe("black_0"), lambda: e.agent_iter()):
            with pytest.raises(AssertionError):
                call()
        e.reset()
        with pytest.raises(AssertionError, match="action space"):
            e.step(26)  # out of Discrete(26)
        with pytest.raises(AssertionError, match="action space"):
            e.step(None)  # None while the game is on
        it = iter(e.agent_iter())
        next(it)
        with pytest.raises(AssertionError, match="need to call step"):
            next(it)  # no step in between


@pytest.mark.parametrize("seed", range(3))
def test_same_as_pettingzoos_wrappers_with_illegal_actions(seed: int) -> None:
    """Random play with now and then an illegal or occupied-point action, in
    env() and in PettingZoo's wrapper chain: the same agents, rewards,
    flags and observations at every step, through the dead steps after the
    end."""
    rng = np.random.default_rng(seed)
    ours, ref = env(board_size=5), pettingzoo_wrapped(board_size=5)
    illegal = 0
    for game in range(4):
        ours.reset()
        ref.reset()
        trace = []
        for agent in ref.agent_iter(400):
            assert agent == next(iter(ours.agent_iter()))
            o, r = ours.last(), ref.last()
            assert np.array_equal(o[0]["observation"], r[0]["observation"])
            assert np.array_equal(o[0]["action_mask"], r[0]["action_mask"])
            assert o[1:] == r[1:]
            assert (ours.rewards, ours.terminations, ours.truncations) == (
                ref.rewards,
                ref.terminations,
                ref.truncations,
            )
            if r[2] or r[3]:
                action = None
            elif rng.random() < 0.02:
                action = int(rng.integers(26))  # often illegal
                illegal += not r[0]["action_mask"][action]
            else:
                action = int(rng.choice(np.flatnonzero(r[0]["action_mask"])))
            trace.append(action)
            ours.step(action)
            ref.step(action)
        assert ours.agents == ref.agents == [], (game, trace)
    assert illegal > 0  # the illegal-move ending was exercised

"""VecGame: shapes and dtypes, the observation layout on hand-worked moves,
packed planes, illegal actions, max_moves, and equality with N single games
stepped one by one (hypothesis)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tianyuan
from tianyuan import Game, VecGame

from conftest import tromp_taylor_margin


def test_shapes_and_dtypes():
    v = VecGame(3, size=(7, 5))
    assert v.num_games == 3 and len(v) == 3
    assert v.num_actions == 36
    assert v.max_moves == 2 * 35
    legal, obs = v.reset()
    assert legal.shape == (3, 36) and legal.dtype == np.bool_
    assert obs.shape == (3, 17, 5, 7) and obs.dtype == np.uint8
    legal, obs, reward, done = v.step(np.full(3, 35))
    assert reward.shape == (3,) and reward.dtype == np.float32
    assert done.shape == (3,) and done.dtype == np.bool_
    assert v.observation_packed().shape == (3, 17, (35 + 7) // 8)
    assert v.observation_packed().dtype == np.uint8
    assert v.boards().shape == (3, 5, 7) and v.boards().dtype == np.int8
    assert v.final_scores.dtype == np.float32 and np.isnan(v.final_scores).all()
    assert v.random_actions().dtype == np.int64


def test_outputs_are_reused_arrays():
    v = VecGame(2, size=5)
    a = v.step(np.array([0, 1]))
    b = v.step(np.array([2, 3]))
    assert a[1] is b[1] and a[0] is b[0]


def test_legal_mask_is_a_bool_view_of_bytes():
    v = VecGame(2, size=5)
    legal, _obs, _r, _d = v.step(np.array([0, 1]))
    assert legal.dtype == np.bool_ and not legal.flags.owndata
    base = legal.base
    assert base.dtype == np.uint8 and base.shape == legal.shape
    assert set(np.unique(base)) <= {0, 1}
    # Game 0 has a stone on point 0, game 1 on point 1; the rest is empty.
    assert legal[0].tolist() == [False] + [True] * 25
    assert legal[1].tolist() == [True, False] + [True] * 24
    np.testing.assert_array_equal(base.astype(bool), legal)


def test_observation_planes_alphago_zero_layout():
    v = VecGame(1, size=5)
    _, obs = v.reset()
    assert obs[0, 16].all()  # Black to move: colour plane all 1
    assert not obs[0, :16].any()
    _, obs, _, _ = v.step(np.array([0]))  # Black (0,0); White to move
    o = obs[0]
    assert not o[16].any()  # White to move
    assert not o[0].any()  # White's stones now: none
    assert o[1, 0, 0] == 1 and o[1].sum() == 1  # Black's stones now
    assert not o[2:16].any()  # the empty board before, and nothing earlier
    _, obs, _, _ = v.step(np.array([6]))  # White (1,1); Black to move
    o = obs[0]
    assert o[16].all()
    assert o[0, 0, 0] == 1 and o[0].sum() == 1  # Black now
    assert o[1, 1, 1] == 1 and o[1].sum() == 1  # White now
    assert o[2, 0, 0] == 1 and o[2].sum() == 1  # Black one position ago
    assert not o[3].any()  # White one position ago: none
    assert not o[4:16].any()


def test_packed_equals_packbits_of_dense():
    v = VecGame(4, size=(9, 7), seed=3)
    for _ in range(20):
        _, obs, _, _ = v.step(v.random_actions())
    packed = v.observation_packed()
    hw = 63
    flat = obs.reshape(4, 17, hw)
    assert (packed == np.packbits(flat, axis=-1, bitorder="big")).all()
    unpacked = np.unpackbits(packed, axis=-1, count=hw).reshape(obs.shape)
    assert (unpacked == obs).all()


@pytest.mark.parametrize("size", [5, (9, 7), 9, 19, (25, 14), (2, 25)])
def test_packed_mode_equals_packbits_of_dense_mode(size):
    n = 9  # above the serial threshold: chunked across threads
    dense = VecGame(n, size=size, seed=8, rules="tromp-taylor")
    packed = VecGame(n, size=size, seed=8, rules="tromp-taylor", observation="packed")
    w, h = dense.size
    _, obs_d = dense.reset()
    _, obs_p = packed.reset()
    assert obs_p.shape == (n, 17, (w * h + 7) // 8) and obs_p.dtype == np.uint8
    for step in range(70):
        flat = obs_d.reshape(n, 17, w * h)
        assert (obs_p == np.packbits(flat, axis=-1, bitorder="big")).all(), step
        assert packed.observation_packed() is obs_p
        acts = dense.random_actions()
        assert (packed.random_actions() == acts).all()
        ld, obs_d, rd, dd = dense.step(acts)
        lp, obs_p, rp, dp = packed.step(acts)
        assert (ld == lp).all() and (rd == rp).all() and (dd == dp).all()
    with pytest.raises(ValueError):
        VecGame(2, observation="sparse")


def test_illegal_raise_changes_nothing():
    v = VecGame(3, size=5)
    v.step(np.array([0, 0, 0]))
    before = v.boards().copy()
    with pytest.raises(tianyuan.IllegalMoveError) as info:
        v.step(np.array([1, 0, 2]))  # game 1 plays on the occupied (0,0)
    assert info.value.game_index == 1
    assert info.value.reason == "occupied"
    assert info.value.move == "A5"
    assert (v.boards() == before).all()
    assert (v.move_counts() == 1).all()


def test_illegal_pass_mode():
    v = VecGame(2, size=5, illegal="pass")
    v.step(np.array([0, 0]))
    v.step(np.array([0, 1]))  # game 0: White on occupied (0,0): a pass
    assert v.to_move().tolist() == [1, 1]
    b = v.boards()
    assert (b[0] != 0).sum() == 1 and (b[1] != 0).sum() == 2


def test_bad_actions():
    v = VecGame(2, size=5)
    with pytest.raises(tianyuan.PointError) as info:
        v.step(np.array([0, 26]))
    assert info.value.game_index == 1
    with pytest.raises(tianyuan.PointError):
        v.step(np.array([-1, 0]))
    with pytest.raises(ValueError):
        v.step(np.array([0, 1, 2]))
    with pytest.raises(TypeError):
        v.step("hello")
    v.step([0, 1])  # lists and other int dtypes are converted
    v.step(np.array([2, 3], dtype=np.int32))
    # An unsigned action above the int64 range is named as given, not wrapped
    # to a negative number; nothing is played.
    before = v.boards().copy()
    with pytest.raises(tianyuan.PointError, match="9223372036854775808 \\(game 1\\)") as info:
        v.step(np.array([4, 2**63], dtype=np.uint64))
    assert info.value.game_index == 1
    assert (v.boards() == before).all()
    v.step(np.array([4, 5], dtype=np.uint64))
    with pytest.raises(ValueError):
        VecGame(2, illegal="ignore")
    with pytest.raises(ValueError, match="max_moves must be at least 1"):
        VecGame(2, max_moves=0)


def test_reset_masks_are_bools() -> None:
    # A list of bools is a mask, as a list of ints is actions for `step`;
    # ints and wrong shapes are refused, and a refused reset restarts nothing.
    v = VecGame(3, size=5)
    v.step(np.array([0, 1, 2]))
    v.reset([True, False, False])
    assert v.move_counts().tolist() == [0, 1, 1]
    for bad in ([1, 0, 0], np.array([1, 0, 0]), "yes", [[True, False, True]]):
        with pytest.raises(TypeError, match="bools"):
            v.reset(bad)
    with pytest.raises(ValueError, match="one entry per game"):
        v.reset([True, False])
    assert v.move_counts().tolist() == [0, 1, 1]


def test_max_moves_counts_and_resets():
    # 3 moves on 5x5: B (0,0), W (4,4), B (0,1); the game stops after move 3
    # and is counted by Tromp-Taylor: the one empty region touches both colours,
    # so Black has 2 + 22/2 = 13 points, White 1 + 11 = 12; komi 7.5: Black's
    # margin is 13 - 12 - 7.5 = -6.5 (the reference model agrees), and Black,
    # who made the last move, gets -1.
    v = VecGame(1, size=5, max_moves=3, rules="tromp-taylor")
    ref = Game(5, rules="tromp-taylor")
    for a in (0, 24, 1):
        ref.play(a)
        _, _, reward, done = v.step(np.array([a]))
    assert done[0]
    assert tromp_taylor_margin(ref.board(), 7.5) == -6.5
    assert v.final_scores[0] == -6.5
    assert reward[0] == -1.0
    assert v.move_counts()[0] == 0 and not v.boards().any()  # auto reset


def test_two_passes_without_auto_reset():
    v = VecGame(1, size=5, auto_reset=False)
    v.step(np.array([12]))
    v.step(np.array([25]))
    legal, _, reward, done = v.step(np.array([25]))  # second pass, by Black
    assert done[0]
    # Black has one stone and the whole board: 25 - 7.5 = 17.5 by Tromp-Taylor.
    assert v.final_scores[0] == 17.5
    assert reward[0] == 1.0
    assert not legal.any()
    with pytest.raises(tianyuan.IllegalMoveError) as info:
        v.step(np.array([0]))
    assert info.value.reason == "game_over"
    legal, _ = v.reset(np.array([True]))
    assert legal.all()


def test_random_actions_are_legal():
    v = VecGame(8, size=7, seed=11)
    for _ in range(60):
        actions = v.random_actions().copy()
        legal = v.step(actions)[0]
        assert legal[:, -1].all()  # pass always legal in an ongoing game


def _planes(history: list[np.ndarray], to_move: int) -> np.ndarray:
    """AlphaGo Zero planes from a list of boards, newest last (reference)."""
    h, w = history[-1].shape
    out = np.zeros((17, h, w), dtype=np.uint8)
    for k in range(8):
        if k < len(history):
            b = history[-1 - k]
            out[2 * k] = b == to_move
            out[2 * k + 1] = b == -to_move
    out[16] = 1 if to_move == 1 else 0
    return out


def test_num_threads():
    assert VecGame(3, num_threads=1).num_threads == 1
    assert VecGame(3, num_threads=3).num_threads == 3
    assert VecGame(3).num_threads >= 1
    with pytest.raises(ValueError):
        VecGame(3, num_threads=0)
    with pytest.raises(TypeError):
        VecGame(3, num_threads="two")
    # Negative ints are ValueErrors naming the argument (not the
    # OverflowError of a conversion to an unsigned int).
    for kwargs, message in [
        ({"num_games": -1}, "num_games must be at least 1, not -1"),
        ({"num_games": 0}, "num_games must be at least 1, not 0"),
        ({"num_games": 3, "seed": -1}, "seed must be at least 0, not -1"),
        ({"num_games": 3, "seed": 2**64}, f"seed must be at most 2\\*\\*64 - 1, not {2**64}"),
        ({"num_games": 3, "max_moves": -1}, "max_moves must be at least 1, not -1"),
        ({"num_games": 3, "num_threads": -2}, "num_threads must be at least 1, not -2"),
    ]:
        with pytest.raises(ValueError, match=f"^{message}$"):
            VecGame(**kwargs)
    v = VecGame(2, size=9)
    with pytest.raises(ValueError, match="^seed must be at least 0, not -1$"):
        v.reset(seed=-1)
    # Bounded, refused before any thread or game is made (a pool of 100,000
    # threads, or 10**9 games of about 100 KB, would take the machine down).
    with pytest.raises(ValueError, match="at most 1024"):
        VecGame(3, num_threads=100_000)
    with pytest.raises(ValueError, match="at most 131072"):
        VecGame(10**9)
    with pytest.raises(ValueError, match="at most 131072"):
        VecGame(131_073, size=5)


@pytest.mark.parametrize("n", [7, 9, 33, 1000])
def test_thread_counts_give_the_same_games(n):
    # Small batches run serially; large ones (1000 games: well above the
    # 80 us of estimated work where VecGame splits a batch) in chunks across
    # threads. Every split must give the same games as one thread (each game
    # draws from its own random stream, so the runs are identical).
    import hashlib

    digests = []
    for threads in (1, 2, 3, None):
        v = VecGame(n, size=7, seed=5, rules="chinese-2002", num_threads=threads)
        h = hashlib.sha256()
        for _ in range(60):
            for array in v.step(v.random_actions()):
                h.update(array.tobytes())
            h.update(v.observation_packed().tobytes())
        h.update(v.boards().tobytes())
        h.update(v.final_scores.tobytes())
        digests.append(h.hexdigest())
    assert len(set(digests)) == 1


def test_illegal_index_in_a_threaded_batch():
    v = VecGame(20, size=5, num_threads=2)
    v.step(np.arange(20))  # game i: Black on point i
    actions = np.arange(20) + 1
    actions[13] = 13  # occupied by Black's first move
    with pytest.raises(tianyuan.IllegalMoveError) as info:
        v.step(actions)
    assert info.value.game_index == 13 and info.value.reason == "occupied"
    assert (v.move_counts() == 1).all()


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(1, 12),
    side=st.sampled_from([4, 5]),
    rules=st.sampled_from(["chinese-2002", "chinese-simple-ko", "tromp-taylor", "aga"]),
    max_moves=st.integers(4, 40),
    num_threads=st.sampled_from([None, 1, 2]),
    data=st.data(),
)
def test_vecgame_equals_single_games(n, side, rules, max_moves, num_threads, data):
    v = VecGame(n, size=side, rules=rules, max_moves=max_moves, num_threads=num_threads)
    komi = tianyuan.Rules(rules).komi_points
    games = [Game(side, rules=rules) for _ in range(n)]
    history = [[g.board()] for g in games]
    for _ in range(data.draw(st.integers(1, 60))):
        actions = []
        for g in games:
            legal = np.flatnonzero(g.legal_mask())
            actions.append(int(legal[data.draw(st.integers(0, len(legal) - 1))]))
        legal_v, obs, reward, done = v.step(np.array(actions))
        for i, g in enumerate(games):
            mover = g.to_move
            g.play(actions[i])
            history[i].append(g.board())
            ended = g.is_over or g.move_number - 1 >= max_moves
            assert done[i] == ended
            if ended:
                margin = tromp_taylor_margin(g.board(), komi)
                expected = 0.0
                if g.end_reason != "no-result" and margin != 0:
                    expected = 1.0 if (margin > 0) == (mover == 1) else -1.0
                assert reward[i] == expected
                assert v.final_scores[i] == pytest.approx(margin)
                games[i] = g = Game(side, rules=rules)
                history[i] = [g.board()]
            else:
                assert reward[i] == 0.0
            assert (legal_v[i] == g.legal_mask()).all()
            assert (v.boards()[i] == g.board()).all()
            assert (obs[i] == _planes(history[i], g.to_move)).all()


@pytest.mark.parametrize("size", [5, (9, 7), 19, (3, 19)])
def test_dense_planes_equal_the_boards_seen(size):
    """Every dense plane against the boards recorded from Python after each
    step: 8 positions back, across automatic resets (max_moves is small)."""
    n = 5
    v = VecGame(n, size=size, seed=11, max_moves=30)
    w, h = v.size
    _, obs = v.reset()
    seen = [[b.copy()] for b in v.boards()]
    for step in range(80):
        _, obs, _, done = v.step(v.random_actions())
        boards, to_move = v.boards(), v.to_move()
        for i in range(n):
            seen[i] = [boards[i].copy()] if done[i] else [boards[i].copy()] + seen[i][:7]
            me = to_move[i]
            for k in range(8):
                b = seen[i][k] if k < len(seen[i]) else np.zeros((h, w), np.int8)
                assert (obs[i, 2 * k] == (b == me)).all(), (step, i, k)
                assert (obs[i, 2 * k + 1] == (b == -me)).all(), (step, i, k)
            assert (obs[i, 16] == (1 if me == 1 else 0)).all()


@pytest.mark.parametrize("which", ["legal", "obs", "reward", "done"])
def test_a_read_only_output_is_refused_and_nothing_moves(which):
    # The arrays are the VecGame's own; one made read-only by the caller makes
    # step() and reset() raise ValueError (not a panic) before any game moves.
    v = VecGame(2, size=5, seed=3)
    legal, obs, reward, done = v.step(v.random_actions())
    arrays = {"legal": legal, "obs": obs, "reward": reward, "done": done}
    boards, moves = v.boards().copy(), v.move_counts().copy()
    kept = legal.copy()
    arrays[which].flags.writeable = False
    with pytest.raises(ValueError, match="cannot be written"):
        v.step(v.random_actions())
    with pytest.raises(ValueError, match="cannot be written"):
        v.reset()
    assert np.array_equal(v.boards(), boards)
    assert np.array_equal(v.move_counts(), moves)
    assert np.array_equal(legal, kept)
    arrays[which].flags.writeable = True
    v.step(v.random_actions())
    assert (v.move_counts() == moves + 1).all()


def test_reset_takes_a_mask_with_any_strides():
    v = VecGame(4, size=5, seed=1)
    for _ in range(3):
        v.step(v.random_actions())
    mask = np.array([[True, False], [False, False], [True, False], [False, False]])[:, 0]
    assert not mask.flags.c_contiguous
    v.reset(mask)
    assert list(v.move_counts()) == [0, 3, 0, 3]

"""`VecGame` on every size up to 25×25 (issue 17): a batch above 19×19 holds
eleven-word games. Each step is checked against a `Game` replaying the same
actions; the capture's counts are hand-derived from the diagram in
`capture_actions`."""

import pickle

import numpy as np
import pytest

import tianyuan
from tianyuan import BLACK, WHITE, Game, VecGame


def planes_of(game):
    """The dense planes `VecGame` writes for `game`: `Game.observation()`."""
    return game.observation()


@pytest.mark.parametrize("size", [25, (21, 23)])
@pytest.mark.parametrize("observation", ["dense", "packed"])
def test_random_steps_match_a_replayed_game(size, observation):
    n, steps = 3, 300
    v = VecGame(n, size=size, seed=7, observation=observation)
    w, h = v.size
    assert v.num_actions == w * h + 1
    games = [Game(size, "chinese-2002") for _ in range(n)]
    legal, obs = v.reset()
    for step in range(steps + 1):
        boards = v.boards()
        for i, g in enumerate(games):
            assert (legal[i] == g.legal_mask()).all(), (step, i)
            assert np.flatnonzero(legal[i]).tolist() == g.legal_actions()
            assert (boards[i] == g.board()).all()
            want = planes_of(g)
            if observation == "packed":
                got = np.unpackbits(obs[i], axis=-1, count=w * h).reshape(17, h, w)
            else:
                got = obs[i]
            assert (got == want).all(), (step, i)
            # The colour plane: all 1 when Black is to move.
            assert (got[16] == (g.to_move == BLACK)).all()
        if step == steps:
            break
        actions = v.random_actions().copy()
        legal, obs, reward, done = v.step(actions)
        for i in range(n):
            if done[i]:
                # auto_reset=True: the outputs are the new game's.
                games[i] = Game(size, "chinese-2002")
            else:
                games[i].play(int(actions[i]))
                assert reward[i] == 0
    assert v.move_counts().tolist() == [len(g.moves()) for g in games]


def capture_actions():
    """Black Z1 (row 24, col 24: action 624), White Y1 (623), Black A25 (0),
    White Z2 (row 23: action 599) takes Z1.

    Row 23:  . . . . W      (cols 20-24)
    Row 24:  . . . W (B)    Z1 captured: no liberty left
    """
    return [624, 623, 0, 599]


def test_25x25_capture_by_hand():
    v = VecGame(1, size=25, rules="tromp-taylor", auto_reset=False)
    for a in capture_actions():
        legal, obs, reward, done = v.step([a])
        assert reward[0] == 0 and not done[0]
    board = v.boards()[0]
    assert board[24, 24] == 0 and board[24, 23] == WHITE and board[23, 24] == WHITE
    assert board[0, 0] == BLACK and (board != 0).sum() == 3
    # Black to move: Z1 is a White eye (suicide); 625 − 3 stones − Z1 = 621
    # points and the pass.
    assert v.to_move().tolist() == [BLACK]
    assert legal.shape == (1, 626) and legal[0].sum() == 622
    assert not legal[0, 624] and legal[0, 625]
    # Planes: 0 Black now (A25), 1 White now (Y1, Z2), 2 Black one move ago
    # (A25 and Z1), 3 White one move ago (Y1), 16 all 1 (Black to move).
    o = obs[0]
    assert np.argwhere(o[0]).tolist() == [[0, 0]]
    assert np.argwhere(o[1]).tolist() == [[23, 24], [24, 23]]
    assert np.argwhere(o[2]).tolist() == [[0, 0], [24, 24]]
    assert np.argwhere(o[3]).tolist() == [[24, 23]]
    assert o[16].all() and o.shape == (17, 25, 25)
    # Two passes end it: Tromp-Taylor, Black 1 stone; White 2 stones and Z1;
    # the other 621 points touch both colours: Black − White = −2 − komi.
    g = Game(25, "tromp-taylor")
    for a in capture_actions():
        g.play(a)
    komi = -2 - g.tromp_taylor_score().margin_points
    v.step([625])
    legal, obs, reward, done = v.step([625])
    assert done[0] and v.terminated[0] and not v.truncated[0]
    # White made the last pass and wins by 2 + komi (komi ≥ 0).
    assert komi >= 0 and reward[0] == 1.0
    assert v.final_scores[0] == pytest.approx(-2 - komi)
    assert not legal[0].any()


def test_25x25_illegal_action_voided_or_refused():
    v = VecGame(2, size=25, illegal="pass")
    v.step(np.array([0, 0]))
    v.step(np.array([0, 1]))  # game 0: White on occupied A25: a pass
    assert v.to_move().tolist() == [BLACK, BLACK]
    b = v.boards()
    assert (b[0] != 0).sum() == 1 and (b[1] != 0).sum() == 2
    assert v.move_counts().tolist() == [2, 2]
    r = VecGame(2, size=(21, 23))
    r.step([5, 6])
    with pytest.raises(tianyuan.IllegalMoveError) as info:
        r.step([7, 6])
    assert info.value.game_index == 1
    assert r.move_counts().tolist() == [1, 1]  # nothing changed
    with pytest.raises(tianyuan.PointError):
        r.step([0, 21 * 23 + 1])


def test_25x25_pickles_and_steps_as_the_original():
    v = VecGame(4, size=25, seed=3)
    for _ in range(40):
        v.step(v.random_actions())
    w = pickle.loads(pickle.dumps(v))
    assert w.size == (25, 25) and repr(w) == repr(v)
    for _ in range(20):
        a, b = v.step(v.random_actions()), w.step(w.random_actions())
        for x, y in zip(a, b):
            assert (x == y).all()
    assert (v.boards() == w.boards()).all()
    g = v.game(2)
    assert (g.width, g.height) == (25, 25) and (g.board() == v.boards()[2]).all()


def test_sizes_and_the_limit():
    for size in [(25, 14), (25, 15), (2, 25), (20, 20), 25]:
        v = VecGame(2, size=size)
        w, h = v.size
        assert v.boards().shape == (2, h, w)
        assert v.reset()[1].shape == (2, 17, h, w)
    with pytest.raises(tianyuan.PointError):
        VecGame(2, size=26)
    with pytest.raises(tianyuan.PointError):
        VecGame(2, size=(26, 2))


def test_observation_packed_and_reset_at_25x25():
    v = VecGame(3, size=25, seed=2)
    for _ in range(30):
        v.step(v.random_actions())
    packed = v.observation_packed()
    dense = v.step(v.random_actions())[1]
    packed = v.observation_packed()
    unpacked = np.unpackbits(packed, axis=-1, count=625).reshape(3, 17, 25, 25)
    assert (unpacked == dense).all()
    legal, obs = v.reset(np.array([True, False, True]), seed=5)
    assert v.move_counts().tolist()[0] == 0 and v.move_counts().tolist()[2] == 0
    assert legal[0].sum() == 626 and not obs[0, :16].any()

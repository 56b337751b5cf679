"""Every size up to 25×25 from Python (issue 17): the module holds an
eleven-word game behind the same `Game` when six words cannot hold the size.
The counts are hand-derived from the diagrams in the comments."""

import pickle

import numpy as np
import pytest

import tianyuan
from tianyuan import BLACK, WHITE, Game, Referee


def capture_at_the_last_point():
    """Black Z1 (row 24, col 24: the last point, bit 648 of 704), taken by
    White Y1 and Z2, with Black A25 in between."""
    g = Game(25, "tromp-taylor", komi=0)
    assert g.play("Z1") == []
    g.play("Y1")
    g.play("A25")
    assert g.play("Z2") == [24 * 25 + 24]
    return g


def test_25x25_capture_board_and_count():
    g = capture_at_the_last_point()
    assert (g.width, g.height) == (25, 25)
    board = g.board()
    assert board.shape == (25, 25)
    assert board[24, 24] == 0 and board[24, 23] == WHITE and board[0, 0] == BLACK
    # Black to move: Z1 is a White eye (suicide); 625 − 3 stones − Z1 = 621
    # points and the pass.
    assert g.illegal_reason("Z1") == "suicide"
    legal = g.legal_mask()
    assert legal.shape == (626,)
    assert legal.sum() == 621 + 1 and not legal[624] and legal[625]
    assert g.legal_actions()[-1] == 625 and len(g.legal_actions()) == 622
    # Tromp-Taylor, komi 0: Black 1 stone; White 2 stones and Z1; the 621
    # other points touch both colours: White by 2.
    s = g.tromp_taylor_score()
    assert (s.black_stones, s.white_stones, s.white_territory) == (1, 2, 1)
    assert s.margin_points == -2
    assert g.observation().shape == (17, 25, 25)
    assert "Z" in str(g) and g.to_sgf().startswith("(;")


def test_25x25_undo_pickle_and_sgf_round_trip():
    g = capture_at_the_last_point()
    again = pickle.loads(pickle.dumps(g))
    assert (again.board() == g.board()).all() and again.moves() == g.moves()
    [record] = tianyuan.sgf.loads(g.to_sgf())
    replayed = record.replay()
    assert (replayed.board() == g.board()).all()
    assert g.undo()
    assert g.board()[24, 24] == BLACK


def test_from_board_25x25_and_rectangles():
    cells = np.zeros((25, 25), dtype=np.int8)
    cells[0, 1] = cells[1, 0] = BLACK
    cells[0, 0] = WHITE  # no liberty: refused as an impossible set-up
    with pytest.raises(tianyuan.GameError):
        Game.from_board(cells)
    cells[0, 0] = 0
    g = Game.from_board(cells, to_move=WHITE)
    assert g.to_move == WHITE and g.board()[1, 0] == BLACK
    # 26 × 15 = 390 bits: beyond six words; 26 × 14 = 364: within.
    for size in [(25, 15), (25, 14), (2, 25), (21, 21)]:
        g = Game(size)
        assert (g.width, g.height) == size
        g.play((size[1] - 1, size[0] - 1))
        assert g.board()[size[1] - 1, size[0] - 1] == BLACK
    with pytest.raises(tianyuan.PointError):
        Game(26)


def test_life_and_referee_on_25x25():
    g = capture_at_the_last_point()
    estimate = g.estimate_life(playouts=8, seed=1)
    assert estimate.ownership.shape == (25, 25)
    stones = sorted(s for c in estimate.chains for s in c.stones)
    assert stones == [(0, 0), (23, 24), (24, 23)]
    referee = Referee(Game(25))
    [ruling] = referee.place(BLACK, (24, 24))
    assert referee.game.board()[24, 24] == BLACK
    with pytest.raises(tianyuan.RefereeError):
        referee.place(WHITE, (24, 24))


def test_vecgame_takes_every_size_up_to_25x25():
    # A batch above six words holds eleven-word games (test_vecgame_big.py);
    # beyond 25×25, a typed error, not a crash.
    with pytest.raises(tianyuan.PointError, match="26x26"):
        tianyuan.VecGame(2, size=26)
    v = tianyuan.VecGame(2, size=25)
    assert v.num_actions == 25 * 25 + 1 and v.boards().shape == (2, 25, 25)
    v = tianyuan.VecGame(2, size=(25, 14))
    assert v.num_actions == 25 * 14 + 1 and v.boards().shape == (2, 14, 25)

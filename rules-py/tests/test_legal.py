"""legal_mask() agrees with is_legal() and with play(), on random games
(hypothesis draws the moves as indices into the legal list, and sometimes an
arbitrary action, legal or not)."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from tianyuan import Game, IllegalMoveError


def check_agreement(g: Game) -> None:
    mask = g.legal_mask()
    assert mask.shape == (g.width * g.height + 1,) and mask.dtype == np.bool_
    assert g.legal_actions() == [int(a) for a in np.flatnonzero(mask)]
    for action in range(mask.size):
        legal = g.is_legal(action)
        assert legal == bool(mask[action]), action
        assert (g.illegal_reason(action) is None) == legal
        h = g.copy()
        try:
            h.play(action)
            played = True
        except IllegalMoveError as e:
            played = False
            assert e.reason == g.illegal_reason(action)
        assert played == legal, action


@settings(max_examples=30, deadline=None)
@given(
    side=st.sampled_from([3, 4, 5]),
    rules=st.sampled_from(["chinese-2002", "chinese-simple-ko", "tromp-taylor", "aga"]),
    data=st.data(),
)
def test_legal_mask_agrees(side, rules, data):
    g = Game(side, rules=rules)
    for _ in range(data.draw(st.integers(0, 40))):
        check_agreement(g)
        if g.is_over:
            break
        if data.draw(st.booleans()):
            legal = np.flatnonzero(g.legal_mask())
            g.play(int(legal[data.draw(st.integers(0, len(legal) - 1))]))
        else:
            action = data.draw(st.integers(0, side * side))
            before = (g.hash, g.move_number)
            try:
                g.play(action)
            except IllegalMoveError:
                assert (g.hash, g.move_number) == before
    check_agreement(g)


@settings(max_examples=6, deadline=None)
@given(
    size=st.sampled_from([19, (25, 14), (7, 5), (14, 25)]),
    rules=st.sampled_from(["chinese-2002", "chinese-simple-ko"]),
    data=st.data(),
)
def test_large_and_wide_boards(size, rules, data):
    # Rows that straddle the bitboard's 64-bit words (25 wide: a stride of 26):
    # the mask and the board, against play() and against a board kept here
    # from the moves and the captures play() reports.
    g = Game(size, rules=rules)
    w, h = g.width, g.height
    board = np.zeros((h, w), dtype=np.int8)
    for i in range(data.draw(st.integers(50, 200))):
        if i % 25 == 0:
            check_agreement(g)
        legal = g.legal_actions()
        action = legal[data.draw(st.integers(0, len(legal) - 1))]
        colour = g.to_move
        captured = g.play(action)
        if action < w * h:
            board[action // w, action % w] = colour
        for p in captured:
            board[p // w, p % w] = 0
        assert (g.board() == board).all()
        if g.is_over:
            break

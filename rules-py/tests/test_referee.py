"""tianyuan.Referee: rulings worked out by hand from the 2002 articles."""

import pytest

import tianyuan
from tianyuan import BLACK, WHITE, Game, Referee

# Black surrounds (1,1) on three sides, White surrounds (1,2); White plays
# into (1,1) and Black captures it at (1,2): a ko.
KO_MOVES = [(0, 1), (0, 2), (1, 0), (2, 2), (2, 1), (1, 3), (4, 4), (1, 1), (1, 2)]


def ko_referee(edition="2002"):
    referee = Referee(Game(5, "chinese-2002"), edition=edition)
    for i, point in enumerate(KO_MOVES):
        color = BLACK if i % 2 == 0 else WHITE
        [ruling] = referee.place(color, point)
        assert (ruling.kind, ruling.color) == ("accepted", color)
    return referee


def test_immediate_ko_recapture_is_void_and_warned_2002():
    # 2002 art. 18.3: the recapture is void, counts as a pass, and is warned.
    referee = ko_referee()
    void, warning = referee.place(WHITE, (1, 1))
    assert (void.kind, void.color, void.reason) == ("void-as-pass", WHITE, "ko-recapture")
    assert void.article == "2002 art. 18.3"
    assert (warning.kind, warning.color, warning.reason) == ("warning", WHITE, "ko-recapture")
    assert warning.article == "2002 art. 18.3"
    assert referee.warnings(WHITE) == 1
    assert referee.warnings(BLACK) == 0
    game = referee.game
    assert game.to_move == BLACK  # the void move was White's pass
    board = game.board()
    assert board[1, 1] == 0 and board[1, 2] == BLACK


def test_ko_recapture_under_1988_cites_art_20_1():
    referee = ko_referee("1988")
    rulings = referee.place(WHITE, (1, 1))
    assert rulings[0].kind == "void-as-pass"
    assert rulings[0].article == "1988 art. 20.1"


def test_refused_events_and_resignation():
    referee = ko_referee()
    with pytest.raises(tianyuan.RefereeError) as info:
        referee.place(WHITE, (1, 2))
    assert (info.value.kind, info.value.code) == ("Occupied", "referee.occupied")
    assert isinstance(info.value, ValueError)
    with pytest.raises(tianyuan.RefereeError) as info:
        referee.pass_move(BLACK)  # White to move
    assert info.value.code == "referee.not_your_turn"
    [lost] = referee.resign(WHITE)
    assert (lost.kind, lost.color) == ("game-lost", WHITE)
    assert referee.is_decided
    with pytest.raises(tianyuan.RefereeError):
        referee.pass_move(BLACK)


def test_referee_takes_a_copy_of_the_game():
    game = Game(5)
    referee = Referee(game)
    referee.place(BLACK, (2, 2))
    assert game.to_move == BLACK  # the caller's game is untouched
    assert referee.game.to_move == WHITE


def test_white_first_stone_is_out_of_turn_not_a_double_move():
    # 1988 art. 17.1 / 2002 art. 17.2 rule on a side moving twice; White has
    # not moved, so no loss and no warning: the stone is refused.
    for edition in ("1988", "2002"):
        referee = Referee(Game(9), edition=edition)
        with pytest.raises(tianyuan.RefereeError) as info:
            referee.place(WHITE, "E5")
        assert info.value.code == "referee.not_your_turn"
        assert not referee.is_decided and referee.result is None
        assert referee.warnings(WHITE) == 0


def test_after_a_take_back_white_has_not_moved_twice_2002():
    # 2002 art. 17.3: Black took E5 back and must play again; a White stone
    # now is out of turn, not White moving twice (art. 17.2).
    referee = Referee(Game(9))
    referee.place(BLACK, "E5")
    [awaiting] = referee.take_back(BLACK)
    assert awaiting.kind == "awaiting-claim"
    with pytest.raises(tianyuan.RefereeError) as info:
        referee.place(WHITE, "D4")
    assert info.value.code == "referee.not_your_turn"
    assert referee.warnings(WHITE) == 0
    [restored, warning] = referee.claim(WHITE, "take-back")
    assert (restored.kind, warning.kind, warning.color) == ("stones-restored", "warning", BLACK)


def test_a_draw_under_art_20_3_reads_as_a_draw():
    # The ko, two passes, White retakes: the position after move 8 would recur
    # (positional superko); the competition chose a draw (2002 art. 20.3).
    rules = tianyuan.Rules("chinese-2002").with_setting("ending", "agreement")
    referee = Referee(Game(5, rules=rules), cycle_outcome="draw")
    for i, point in enumerate(KO_MOVES):
        referee.place(BLACK if i % 2 == 0 else WHITE, point)
    assert referee.result is None
    referee.pass_move(WHITE)
    referee.pass_move(BLACK)
    [draw] = referee.place(WHITE, (1, 1))
    assert (draw.kind, draw.article) == ("draw", "2002 art. 20.3")
    assert referee.is_decided
    assert referee.result == "0"
    assert referee.game.result == "Void"  # the game has no draw by event


def test_wrong_colors_and_its_deprecated_name():
    # 2002 art. 17.1: wrong colours found by move 10 are corrected and the
    # game restarts; wrong_colours() is the deprecated name (issue 19). The
    # ruling's kind string keeps its spelling.
    referee = Referee(Game(9), edition="2002")
    referee.place(BLACK, (4, 4))
    [ruling] = referee.wrong_colors()
    assert (ruling.kind, ruling.article) == ("colours-corrected", "2002 art. 17.1")
    assert referee.game.board()[4, 4] == 0
    referee.place(BLACK, (4, 4))
    with pytest.deprecated_call():
        [ruling] = referee.wrong_colours()
    assert ruling.kind == "colours-corrected"
    assert referee.game.board()[4, 4] == 0

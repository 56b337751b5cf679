"""Game basics on hand-worked positions (captures, ko, suicide, superko,
ending, counting). Articles are those of the Chinese rules (1988 and 2002)."""

from fractions import Fraction

import numpy as np
import pytest

import tianyuan
from tianyuan import BLACK, WHITE, Game, IllegalMoveError, Rules


def test_new_game_defaults():
    g = Game()
    assert (g.width, g.height) == (19, 19)
    assert g.rules.name == "chinese-2002"
    assert g.to_move == BLACK
    assert g.move_number == 1
    assert not g.is_over and g.result is None and g.end_reason is None
    assert g.pass_action == 361
    assert tianyuan.PASS == "pass"


def test_move_forms_agree():
    # D4 on 9x9: column D = 3, row 4 from the bottom = row index 5.
    for move in ("D4", (5, 3), 5 * 9 + 3):
        g = Game(9)
        g.play(move)
        board = g.board()
        assert board[5, 3] == BLACK
        assert (board != 0).sum() == 1
        assert g.to_move == WHITE


def test_rectangular_size():
    g = Game((7, 5))
    assert (g.width, g.height) == (7, 5)
    assert g.board().shape == (5, 7)
    assert g.legal_mask().shape == (36,)
    g.play(34)  # row 4, col 6: bottom-right
    assert g.board()[4, 6] == BLACK


def test_capture_art4():
    # 1988/2002 art. 4: a chain without liberties is removed. Black A9 (0,0) is
    # captured by White B9 (0,1) and A8 (1,0).
    g = Game(9)
    g.play((0, 0))
    g.play((0, 1))
    g.play((5, 5))
    captured = g.play((1, 0))
    assert captured == [0]
    assert g.last_captured == [0]
    with pytest.warns(DeprecationWarning, match="last_captured"):
        assert g.captured == [0]  # the deprecated name, for one release
    assert g.board()[0, 0] == 0


KO = """
. X O .
X O . O
. X O .
. . . .
"""


@pytest.mark.parametrize("rules", ["chinese-2002", "chinese-simple-ko", "tromp-taylor"])
def test_ko_immediate_recapture_forbidden(rules):
    # 2002 art. 18.3/20 (1988 art. 20.1): Black (1,2) takes the White stone at
    # (1,1); White may not retake at once. The core checks simple ko before
    # superko, so the reason is "ko".
    g = Game.from_board(KO, to_move=BLACK, rules=rules)
    assert g.play((1, 2)) == [1 * 4 + 1]
    assert not g.is_legal((1, 1))
    assert g.illegal_reason((1, 1)) == "ko"
    before = (g.hash, g.move_number, g.board().copy())
    with pytest.raises(IllegalMoveError) as info:
        g.play((1, 1))
    assert info.value.reason == "ko"
    assert info.value.move == "B3"  # (1,1) on a 4-high board
    assert isinstance(info.value, ValueError)
    assert (g.hash, g.move_number) == before[:2]
    assert (g.board() == before[2]).all()
    # After an exchange elsewhere the recapture is legal.
    g.play((3, 3))
    g.play((3, 0))
    assert g.is_legal((1, 1))
    assert g.play((1, 1)) == [1 * 4 + 2]


def test_single_stone_suicide_forbidden_art5():
    # 1988/2002 art. 5: a point where a stone would have no liberty and capture
    # nothing is forbidden (禁着点).
    g = Game.from_board(". O .\nO . .\n. . .", to_move=BLACK)
    assert g.illegal_reason((0, 0)) == "suicide"
    with pytest.raises(IllegalMoveError) as info:
        g.play("A3")
    assert info.value.reason == "suicide"


MULTI = """
X . O
O O O
. . .
"""


def test_multi_stone_suicide_by_rules():
    # Chinese rules (art. 5): forbidden. Tromp-Taylor: allowed, the chain goes.
    g = Game.from_board(MULTI, to_move=BLACK, rules="chinese-2002")
    assert g.illegal_reason((0, 1)) == "suicide"
    g = Game.from_board(MULTI, to_move=BLACK, rules="tromp-taylor")
    assert g.is_legal((0, 1))
    assert g.play((0, 1)) == []  # captured lists opponent stones only
    assert g.board()[0, 0] == 0 and g.board()[0, 1] == 0
    assert g.to_move == WHITE


SEND_TWO = ". . X X .\n. O O O X\nO . O O ."


@pytest.mark.parametrize(
    "rules,reason",
    [
        ("chinese-2002", "positional_superko"),  # 1988 art. 6: no repeated arrangement
        ("aga", None),  # situational superko: White is to move this time
        ("chinese-simple-ko", None),  # not a single-stone ko
    ],
)
def test_sending_two_returning_one(rules, reason):
    # 送二还一 (1988/2002 art. 20): Black E1, White E3 takes two, Black E2 takes
    # one back and the starting arrangement returns. Same shape as
    # rules-core/tests/rules_cases.rs.
    g = Game.from_board(SEND_TWO, to_move=BLACK, rules=rules)
    start = g.board().copy()
    g.play("E1")
    assert sorted(g.play("E3")) == [1 * 5 + 4, 2 * 5 + 4]
    assert g.illegal_reason("E2") == reason
    assert g.is_legal("E2") == (reason is None)
    assert g.legal_mask()[1 * 5 + 4] == (reason is None)
    if reason is None:
        assert g.play("E2") == [0 * 5 + 4]
        assert (g.board() == start).all()
    else:
        with pytest.raises(IllegalMoveError) as info:
            g.play("E2")
        assert info.value.reason == reason


def test_occupied_and_game_over_reasons():
    g = Game(9)
    g.play("E5")
    assert g.illegal_reason("E5") == "occupied"
    g.pass_move()
    g.pass_move()  # 2002 art. 7.3: two passes end the game
    assert g.is_over and g.end_reason == "two-passes"
    assert g.illegal_reason("A1") == "game_over"
    assert not g.legal_mask().any()
    with pytest.raises(IllegalMoveError) as info:
        g.play("A1")
    assert info.value.reason == "game_over"
    assert g.undo()
    assert not g.is_over
    assert g.legal_mask()[-1]


def test_1988_passes_do_not_end():
    # 1988 art. 7.1: play ends by agreement; passes alone do not end it.
    g = Game(9, rules="chinese-1988")
    g.pass_move()
    g.pass_move()
    assert not g.is_over


def test_resign_art7():
    g = Game(9)
    g.resign()  # Black, to move, resigns
    assert g.is_over and g.end_reason == "resignation"
    assert g.result == "W+R"
    with pytest.raises(tianyuan.GameError):
        g.resign(WHITE)
    h = Game(9)
    h.resign("W")
    assert h.result == "B+R"


def test_undo_restores():
    g = Game(9)
    assert not g.undo()
    g.play("C3")
    h0 = g.hash
    g.play("D4")
    assert g.undo()
    assert g.hash == h0 and g.to_move == WHITE and g.move_number == 2


WALLS = """
. X . O .
. X . O .
. X . O .
. X . O .
. X . O .
"""


def test_area_count_art9():
    # Black: column A (5 territory) + column B (5 stones) + half of column C
    # (5 shared points) = 12.5; White the same. 2002 art. 11: komi 3¾ stones =
    # 7.5 points, so White wins by 7.5 points.
    g = Game.from_board(WALLS)
    s = g.score()
    assert (s.black_stones, s.white_stones) == (5, 5)
    assert (s.black_territory, s.white_territory, s.shared_points) == (5, 5, 5)
    assert (s.black_count, s.white_count, s.baseline) == (12.5, 12.5, 12.5)
    assert s.margin_points == -7.5
    assert s.margin_stones == Fraction(-15, 4)
    assert s.winner == WHITE
    assert s.sgf == "W+7.5"
    assert "White" in s.english and "白" in s.chinese
    # Without komi: a draw (art. 9.2: the count equals the baseline).
    d = Game.from_board(WALLS, komi=0).score()
    assert d.winner is None and d.sgf == "0"


def test_dead_stones_and_tromp_taylor():
    # A White stone at A5 (0,0) inside Black's area. Dead: it counts for Black,
    # as before (12.5 each). Alive (Tromp-Taylor): column A's other 4 points
    # touch both colours and are shared: Black 5 + 2 + 2.5 = 9.5.
    board = WALLS.replace(". X . O .", "O X . O .", 1)
    g = Game.from_board(board, komi=0)
    dead = g.score(dead=["A5"])
    assert dead.dead_white == 1
    assert dead.black_count == 12.5
    tt = g.tromp_taylor_score()
    assert tt.black_count == 9.5 and tt.white_count == 15.5
    assert tt.margin_points == 2 * 9.5 - 25
    assert g.score().margin_points == tt.margin_points


def test_one_dead_stone_marks_its_chain():
    # White A5-A4, one chain inside Black's area. Marking A5 alone removes
    # both (a chain lives or dies whole): Black 5 stones + column A (5) +
    # half of column C (2.5) = 12.5, as with both marked.
    board = WALLS.replace(". X . O .", "O X . O .", 2)
    g = Game.from_board(board, komi=0)
    one = g.score(dead=["A5"])
    assert one.dead_white == 2
    assert one.black_count == 12.5 and one.white_count == 12.5
    assert g.score(dead=["A5", "A4"]).black_count == one.black_count


def test_handicap_and_komi_arguments():
    g = Game(19, handicap=4)
    assert g.handicap == 4 and g.to_move == WHITE
    assert (g.board() == BLACK).sum() == 4
    assert Game(9, komi=6.5).rules.komi_points == 6.5
    assert Game(9, komi="5.5").rules.komi_points == 5.5
    assert Game(9, komi=Fraction(11, 4)).rules.komi_points == 5.5
    # Komi as the rules texts write it, in stones (2002 art. 11: 3¾ stones =
    # 7.5 points; 1988 art. 11: 2¾ = 5.5), or with its unit in points.
    for text in ["3¾ stones", "3.75 stones", "3¾子", "7.5 points", "7.5目"]:
        assert Game(9, komi=text).rules.komi_points == 7.5, text
    assert Game(9, komi="2¾ stones").rules.komi_stones == Fraction(11, 4)
    assert Rules().with_komi("2¾ stones").komi_points == 5.5
    # A bare str is points, and 3¾ points is no multiple of ½ point.
    with pytest.raises(tianyuan.KomiError, match="3¾"):
        Game(9, komi="3¾")
    assert Game(9, rules=Rules("tromp-taylor")).rules.suicide == "multi-stone-allowed"
    # A handicap no layout has is a GameError; a negative or huge one a
    # ValueError naming it (not an OverflowError from the conversion).
    with pytest.raises(tianyuan.GameError):
        Game(19, handicap=10)
    for bad, bound in [(-1, "at least 0"), (2**40, "at most 2\\*\\*32 - 1")]:
        with pytest.raises(ValueError, match=f"^handicap must be {bound}, not {bad}$"):
            Game(19, handicap=bad)
        with pytest.raises(ValueError, match="handicap"):
            Game.from_board([[0, 0], [0, 0]], handicap=bad)


def test_rules_fields():
    r = Rules()
    assert r.name == "chinese-2002"
    assert r.ko == "positional"
    assert r.suicide == "forbidden"
    assert r.komi_points == 7.5  # 2002 art. 11
    assert r.komi_stones == Fraction(15, 4)
    assert r.komi_stones_str == "3¾"
    assert r.handicap_compensation == "N"
    assert r.ending == "two-passes"
    r88 = Rules("chinese-1988")
    assert r88.komi_stones == Fraction(11, 4)  # 1988 art. 11: 2¾ stones
    assert r88.ending == "agreement"
    # KataGo's chinese is simple ko; chinese-ogs is the 2002 rules' play.
    assert Rules("chinese").ko == "simple"
    assert Rules("chinese-ogs").ko == Rules("chinese-2002").ko == "positional"
    assert {"chinese-2002", "chinese-1988", "chinese-simple-ko", "tromp-taylor",
            "japanese", "korean", "stone-scoring"} <= set(Rules.presets())
    custom = r.with_setting("ko", "situational")
    assert custom.name == "custom" and custom.ko == "situational"
    assert r.with_komi(7.5) == r


def test_rules_name_after_an_edit_and_the_article_each_refusal_breaks():
    # One policy with Rust and C: komi aside, another choice renames.
    r = Rules("chinese-2002")
    assert r.with_komi(6.5).name == "chinese-2002"
    assert r.with_setting("komi", "0.5").name == "chinese-2002"
    # Simple ko alone is not chinese-simple-ko (which also ends a game at a
    # third occurrence); set back, the choices name the set again.
    assert r.with_setting("ko", "simple").name == "custom"
    assert r.with_setting("ko", "simple").with_setting("ko", "positional").name == "chinese-2002"
    assert Rules("japanese").with_setting("ko", "positional").name == "custom"
    # The articles, read from the rule texts: 2002 art. 5 forbidden points,
    # art. 6 repetition; 1988 art. 20.1 the ko; Tromp-Taylor rule 7.
    assert r.illegal_move_article("suicide") == "2002 art. 5"
    assert r.with_komi(6.5).illegal_move_article("positional_superko") == "2002 art. 6"
    assert Rules("chinese-1988").illegal_move_article("ko") == "1988 art. 20.1"
    assert Rules("tromp-taylor").illegal_move_article("occupied") == "Tromp-Taylor rule 7"
    assert Rules("aga").illegal_move_article("situational_superko") == "AGA rule 6"
    custom = r.with_setting("ko", "simple").with_setting("multiStoneSuicideLegal", "true")
    assert custom.illegal_move_article("ko") == "custom rules: ko simple"
    assert r.illegal_move_article("off_board") is None
    # The reason an IllegalMoveError carries.
    g = Game(9, rules=Rules("tromp-taylor"))
    g.play("D4")
    with pytest.raises(IllegalMoveError) as e:
        g.play("D4")
    assert g.rules.illegal_move_article(e.value.reason) == "Tromp-Taylor rule 7"
    with pytest.raises(ValueError):
        r.illegal_move_article("nonsense")


def test_repr_and_str():
    g = Game(9)
    g.play("C3")
    assert repr(g) == "<tianyuan.Game 9x9 chinese-2002 move 2, white to play>"
    text = str(g)
    assert "X" in text and "A B C D E F G H J" in text
    rows = [line for line in text.splitlines() if line.strip().startswith("3 ")]
    assert rows and rows[0].split()[3] == "X"  # C3 is the third column
    assert Game.from_board(text).board()[6, 2] == BLACK


def test_board_dtype_and_values():
    g = Game(5)
    g.play((0, 0))
    g.play((4, 4))
    b = g.board()
    assert b.dtype == np.int8 and b.shape == (5, 5)
    assert b[0, 0] == 1 and b[4, 4] == -1 and (b != 0).sum() == 2


def test_huge_komi_is_out_of_range_not_wrapped() -> None:
    # 2**62 points doubled overflowed a 64-bit integer in the parser and could
    # wrap to a small komi in a release build; it is out of range (±1000
    # stones = ±2000 points).
    for komi in (2**62, -(2**62), 2**63 - 1, "9223372036854775807"):
        with pytest.raises(tianyuan.KomiError):
            tianyuan.Game(9, komi=komi)
    # The edge of the range is accepted.
    assert tianyuan.Game(9, komi=2000).rules.komi_points == 2000.0


def test_to_play_is_the_deprecated_name_of_to_move() -> None:
    # One name per concept (issue 19): `to_move` as in Rust and C; the 0.1
    # name still answers the same.
    g = Game(size=9)
    g.play("E5")
    assert g.to_move == WHITE
    with pytest.deprecated_call():
        assert g.to_play == g.to_move
    v = tianyuan.VecGame(2, 9)
    with pytest.deprecated_call():
        assert v.to_play().tolist() == v.to_move().tolist() == [1, 1]
    board = ". O .\nO . .\n. . ."
    with pytest.deprecated_call():
        assert Game.from_board(board, to_play=WHITE).to_move == WHITE
    assert Game.from_board(board, WHITE).to_move == WHITE
    with pytest.raises(ValueError):
        Game.from_board(board, to_move=WHITE, to_play=BLACK)


def test_dead_stones_as_a_str_are_refused() -> None:
    # A str is iterable: "C3" must not be read as the vertices "C" and "3".
    g = Game(size=9)
    g.pass_move()
    g.pass_move()
    with pytest.raises(TypeError, match="not a str"):
        g.score("C3")


def test_legal_mask_points_and_actions_name_one_thing_each() -> None:
    # Issue 19: the legal mask is one bool per action, the pass last; the
    # legal points are the placements only; legal_moves() is the mask's
    # deprecated name. On 3×3 with Black at B1 = (2, 1) and A2 = (1, 0),
    # White may not play the corner A1 = (2, 0) (suicide, art. 19).
    g = Game(size=3)
    g.play("B1")
    g.pass_move()
    g.play("A2")
    assert g.to_move == WHITE
    points = [(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2)]
    assert g.legal_points() == points
    actions = [r * 3 + c for r, c in points] + [9]
    assert g.legal_actions() == actions
    mask = g.legal_mask()
    assert mask.dtype == np.bool_ and mask.shape == (10,)
    assert np.flatnonzero(mask).tolist() == actions
    with pytest.deprecated_call():
        old = g.legal_moves()
    assert (old == mask).all()
    g.pass_move()
    g.pass_move()
    assert g.legal_points() == [] and not g.legal_mask().any()

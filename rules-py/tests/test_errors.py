"""Errors: every core error variant maps to its Python class; wrong types are
TypeError; a rejected call changes nothing."""

import re

import numpy as np
import pytest

import tianyuan
from tianyuan import _tianyuan

# Written by hand from the core enums (rules-core/src): enum -> the variants
# that are kinds of their own (the catalogue, tianyuan::error::ErrorKind; a
# variant that wraps another error, such as GameError::Point, has the wrapped
# error's kind and class).
VARIANTS = {
    "IllegalMove": {
        "OffBoard",
        "Occupied",
        "Suicide",
        "Ko",
        "PositionalSuperko",
        "SituationalSuperko",
        "WrongPlayer",
        "GameOver",
    },
    "PointError": {
        "UnsupportedSize",
        "OffBoard",
        "BadAction",
        "BadVertex",
        "BadSgfPoint",
        "BadSgfSize",
        "VertexOffBoard",
    },
    "RulesError": {"Unknown", "BadSetting"},
    "KomiError": {"Syntax", "NotQuarterStones", "OutOfRange"},
    "ScoreError": {"DeadPointEmpty", "DeadPointOffBoard"},
    "HandicapError": {"NoFixedLayout", "BadFreePlacement"},
    "BoardParseError": {"Empty", "Ragged"},
    "SetupError": {"ChainWithoutLiberties"},
    "GameError": {"GameOver", "NotOver", "DeadStonesAgreed"},
    "ReplayError": {"NotGo", "BoardSize", "Setup", "SetupAfterMoves"},
    "SgfError": {
        "InputTooLarge",
        "NoGameTree",
        "ExpectedNode",
        "UnexpectedCharacter",
        "BadIdentifier",
        "MissingValue",
        "UnterminatedValue",
        "UnterminatedTree",
        "ValueTooLong",
        "TooManyNodes",
        "TooManyValues",
        "TooManyGames",
    },
    "CompetitionError": {
        "Csv",
        "MissingColumn",
        "BadRound",
        "BadResult",
        "BadNumber",
        "BadRow",
        "EmptyName",
        "SelfPairing",
        "UnknownEntrant",
        "RoundOutOfRange",
        "PlayedTwice",
        "GameAfterWithdrawal",
        "UnknownSystem",
        "WrongEventKind",
        "BoardCount",
        "TooFewEntrants",
        "TooManyEntrants",
        "NoPairing",
    },
    "ClockError": {
        "NotStarted",
        "AlreadyStarted",
        "Paused",
        "NotPaused",
        "WrongColor",
        "Flagged",
        "NoFlag",
        "PassNotAllowed",
        "GameOver",
        "StonesWithoutOvertime",
    },
    "TimeControlError": {
        "ZeroPeriod",
        "ZeroStones",
        "ReservedExceedsTotal",
        "Overflow",
        "UnknownSystem",
        "ArgumentCount",
        "BadNumber",
    },
    "LifeError": {"PlayoutsOutOfRange"},
    "RefereeError": {
        "OffBoard",
        "Occupied",
        "NoStone",
        "NotYourTurn",
        "NothingToTakeBack",
        "NoProposal",
        "PlayNotEnded",
        "PlayEnded",
        "GameOver",
    },
}

CLASS_OF_ENUM = {
    "IllegalMove": tianyuan.IllegalMoveError,
    "PointError": tianyuan.PointError,
    "RulesError": tianyuan.RulesError,
    "KomiError": tianyuan.KomiError,
    "ScoreError": tianyuan.ScoreError,
    "HandicapError": tianyuan.GameError,
    "BoardParseError": tianyuan.PointError,
    "SetupError": tianyuan.GameError,
    "GameError": tianyuan.GameError,
    "SgfError": tianyuan.SgfError,
    "ReplayError": tianyuan.GameError,
    "CompetitionError": tianyuan.CompetitionError,
    "ClockError": tianyuan.ClockError,
    "TimeControlError": tianyuan.ClockError,
    "RefereeError": tianyuan.RefereeError,
    "LifeError": tianyuan.LifeError,
}

# The core's stable codes (IllegalMove::code), by hand.
REASONS = {
    "OffBoard": "off_board",
    "Occupied": "occupied",
    "Suicide": "suicide",
    "Ko": "ko",
    "PositionalSuperko": "positional_superko",
    "SituationalSuperko": "situational_superko",
    "WrongPlayer": "wrong_player",
    "GameOver": "game_over",
}


def test_every_variant_has_its_class():
    table = _tianyuan._error_table()
    seen = {}
    for enum, variant, exc in table:
        seen.setdefault(enum, set()).add(variant)
        expected = CLASS_OF_ENUM[enum]
        if (enum, variant) == ("GameError", "DeadStonesAgreed"):
            assert "21.3" in str(exc)
        assert type(exc) is expected, (enum, variant, type(exc))
        assert isinstance(exc, tianyuan.TianyuanError)
        assert isinstance(exc, ValueError)
        assert str(exc)
        if enum == "IllegalMove":
            assert exc.reason == REASONS[variant]
        if enum in ("CompetitionError", "LifeError"):
            assert exc.kind == variant
        if enum == "SgfError":
            assert exc.kind == variant
            assert exc.line >= 1 and exc.column >= 1
    assert seen == VARIANTS
    # Each (enum, variant) once: every kind maps to exactly one class.
    assert len(table) == sum(len(v) for v in VARIANTS.values())
    reasons = [e.reason for enum, _, e in table if enum == "IllegalMove"]
    assert len(set(reasons)) == len(reasons)


# The family half of `.code`, by hand from the enum names (snake case, without
# "Error"); the variant half is the variant's name in snake case.
FAMILY_CODES = {
    "IllegalMove": "illegal_move",
    "PointError": "point",
    "RulesError": "rules",
    "KomiError": "komi",
    "ScoreError": "score",
    "HandicapError": "handicap",
    "BoardParseError": "board_parse",
    "SetupError": "setup",
    "GameError": "game",
    "SgfError": "sgf",
    "ReplayError": "replay",
    "CompetitionError": "competition",
    "ClockError": "clock",
    "TimeControlError": "time_control",
    "RefereeError": "referee",
    "LifeError": "life",
}


def snake(name):
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


def test_every_exception_has_its_code():
    table = _tianyuan._error_table()
    codes = []
    for enum, variant, exc in table:
        assert exc.code == f"{FAMILY_CODES[enum]}.{snake(variant)}", (enum, variant)
        codes.append(exc.code)
    assert len(set(codes)) == len(codes)
    # Spelled out, as the README and the C statuses' families name them.
    assert "illegal_move.ko" in codes
    assert "time_control.reserved_exceeds_total" in codes
    assert "competition.game_after_withdrawal" in codes
    assert tianyuan.TianyuanError.code is None


def test_raised_errors_carry_their_code():
    game = tianyuan.Game(9)
    game.play("E5")
    with pytest.raises(tianyuan.IllegalMoveError) as info:
        game.play("E5")
    assert info.value.code == "illegal_move.occupied"
    with pytest.raises(tianyuan.PointError) as info:
        tianyuan.Game(1)
    assert info.value.code == "point.unsupported_size"
    # Sizes no Rust integer holds are checked in the binding, with the same code.
    with pytest.raises(tianyuan.PointError) as info:
        tianyuan.Game(-3)
    assert info.value.code == "point.unsupported_size"
    with pytest.raises(tianyuan.PointError) as info:
        game.play(-1)
    assert info.value.code == "point.bad_action"
    with pytest.raises(tianyuan.KomiError) as info:
        tianyuan.Game(9, komi=7.3)
    assert info.value.code == "komi.not_quarter_stones"


def test_hierarchy():
    assert issubclass(tianyuan.TianyuanError, Exception)
    assert not issubclass(tianyuan.TianyuanError, ValueError)
    for cls in (
        tianyuan.IllegalMoveError,
        tianyuan.SgfError,
        tianyuan.RulesError,
        tianyuan.KomiError,
        tianyuan.PointError,
        tianyuan.GameError,
        tianyuan.ScoreError,
        tianyuan.CompetitionError,
        tianyuan.LifeError,
    ):
        assert issubclass(cls, tianyuan.TianyuanError)
        assert issubclass(cls, ValueError)
        assert cls.__module__ == "tianyuan"


def test_raised_by_calls():
    with pytest.raises(tianyuan.PointError):
        tianyuan.Game(1)
    with pytest.raises(tianyuan.PointError):
        tianyuan.Game((26, 26))
    # An unknown name lists the accepted ones (KataGo's japanese among them).
    with pytest.raises(tianyuan.RulesError, match="japanese"):
        tianyuan.Game(9, rules="japanese-1949")
    # A KataGo rules JSON object names its bad key.
    with pytest.raises(tianyuan.RulesError, match="colour"):
        tianyuan.Rules('{"colour": "blue"}')
    with pytest.raises(tianyuan.RulesError):
        tianyuan.Rules("bogus")
    with pytest.raises(tianyuan.KomiError):
        tianyuan.Game(9, komi=7.25)
    with pytest.raises(tianyuan.KomiError):
        tianyuan.Game(9, komi="seven")
    with pytest.raises(tianyuan.GameError):
        tianyuan.Game(9, handicap=10)
    with pytest.raises(tianyuan.GameError):
        tianyuan.Game.from_board("X O\nO .")  # the X has no liberty
    g = tianyuan.Game(9)
    with pytest.raises(tianyuan.ScoreError):
        g.score(dead=["A1"])
    with pytest.raises(tianyuan.PointError):
        g.play("Z99")
    with pytest.raises(tianyuan.PointError):
        g.play((9, 0))
    with pytest.raises(tianyuan.PointError):
        g.play((-1, 0))
    with pytest.raises(tianyuan.PointError):
        g.play(82)
    with pytest.raises(tianyuan.PointError):
        g.play(-1)


@pytest.mark.parametrize("bad", [1.5, None, [3, 4], (1, 2, 3), ("a", 1), True, b"D4"])
def test_wrong_types(bad):
    g = tianyuan.Game(9)
    with pytest.raises(TypeError):
        g.play(bad)
    with pytest.raises(TypeError):
        g.is_legal(bad)
    assert g.move_number == 1


def test_other_type_errors():
    with pytest.raises(TypeError):
        tianyuan.Game("nine")
    with pytest.raises(TypeError):
        tianyuan.Game(9, rules=7)
    with pytest.raises(TypeError):
        tianyuan.Game(9, komi=[7])
    with pytest.raises(TypeError):
        tianyuan.Game(9).resign(3)


def test_numpy_integers_are_moves():
    g = tianyuan.Game(9)
    g.play(np.int64(40))
    g.play((np.int32(0), np.int32(0)))
    assert g.board()[4, 4] == 1 and g.board()[0, 0] == -1


def test_is_legal_off_board_is_false():
    g = tianyuan.Game(9)
    assert g.is_legal((9, 9)) is False
    assert g.is_legal(1000) is False
    with pytest.raises(tianyuan.PointError):
        g.is_legal("nonsense")


def test_rejected_call_changes_nothing():
    g = tianyuan.Game(9)
    g.play("E5")
    state = (g.hash, g.move_number, g.to_move, g.moves(), g.board().copy())
    for bad in ("E5", "Z1", (10, 10), 1.0):
        with pytest.raises((ValueError, TypeError)):
            g.play(bad)
        assert (g.hash, g.move_number, g.to_move, g.moves()) == state[:4]
        assert (g.board() == state[4]).all()


def test_bad_values_are_named_as_given() -> None:
    # A newcomer's findings: negative and huge values were reported as other
    # values (row 0, action 0, size 0x0, a 20-digit action as a TypeError).
    g = tianyuan.Game(9)
    cases = [
        ((-1, 0), "point (row -1, col 0) is off the 9x9 board"),
        ((0, 9), "point (row 0, col 9) is off the 9x9 board"),
        # GTP vertices off the board are named as given: A10 is above the top
        # row, which no (row, col) names (it said "row 0, col 0").
        ("A10", 'vertex "A10" is off the 9x9 board'),
        ("K1", 'vertex "K1" is off the 9x9 board'),
        ("A0", 'vertex "A0" is off the 9x9 board'),
        (-1, "action -1 is out of range 0..=81"),
        (82, "action 82 is out of range 0..=81"),
        (10**20, "100000000000000000000"),
    ]
    for move, text in cases:
        with pytest.raises(tianyuan.PointError) as e:
            g.play(move)
        assert text in str(e.value), (move, str(e.value))
    assert g.move_number == 1  # nothing was played
    for size, text in [(-3, "-3x-3"), (10**12, "1000000000000x1000000000000"), ((9, -1), "9x-1")]:
        with pytest.raises(tianyuan.PointError) as e:
            tianyuan.Game(size)
        assert text in str(e.value), (size, str(e.value))


def test_from_board_takes_integers_only() -> None:
    # A newcomer's findings: floats were truncated (0.7 became empty, NaN an
    # empty point) and uint8 255 wrapped to -1, a White stone.
    with pytest.raises(TypeError, match="integers"):
        tianyuan.Game.from_board(np.array([[0.7, -0.2], [0.0, 0.0]]))
    with pytest.raises(TypeError, match="integers"):
        tianyuan.Game.from_board([[1.0, 0.0], [0.0, 0.0]])
    with pytest.raises(ValueError, match="above 1"):
        tianyuan.Game.from_board(np.array([[255, 0], [0, 0]], dtype=np.uint8))
    with pytest.raises(ValueError, match="above 1"):
        tianyuan.Game.from_board(np.array([[2**64 - 1, 0], [0, 0]], dtype=np.uint64))
    with pytest.raises(ValueError, match="board value 2 at \\(0, 1\\)"):
        tianyuan.Game.from_board(np.array([[0, 2], [0, 0]], dtype=np.int64))
    # Integer arrays of any width and nested lists of ints are boards.
    g = tianyuan.Game.from_board(np.array([[1, 0], [0, 0]], dtype=np.uint8))
    assert g.board().tolist() == [[1, 0], [0, 0]]
    g = tianyuan.Game.from_board([[0, -1], [0, 0]])
    assert g.board().tolist() == [[0, -1], [0, 0]]


def test_vecgame_actions_are_integers_in_range() -> None:
    v = tianyuan.VecGame(3, size=5)
    v.reset()
    with pytest.raises(tianyuan.PointError) as e:
        v.step(np.array([0, -1, 25]))
    assert "action -1 (game 1) is out of range 0..=25" in str(e.value)
    assert e.value.game_index == 1
    # Floats are refused, not truncated (1.5 would have become 1).
    with pytest.raises(TypeError, match="integers"):
        v.step(np.array([1.5, 25.0, 25.0]))
    with pytest.raises(TypeError, match="integers"):
        v.step([1.5, 25, 25])
    # Other integer types are fine.
    v.step(np.array([0, 25, 25], dtype=np.uint8))
    assert v.move_counts().tolist() == [1, 1, 1]


def test_each_code_family_is_raised_as_one_class():
    # `.code`'s family names the class: replay.board_size was a PointError
    # while every other replay.* was a GameError.
    classes: dict = {}
    for _enum, _variant, exc in _tianyuan._error_table():
        classes.setdefault(exc.code.split(".")[0], set()).add(type(exc))
    for family, found in classes.items():
        assert len(found) == 1, (family, found)
    assert classes["replay"] == {tianyuan.GameError}


def test_the_binding_s_own_argument_errors_are_typed():
    # These raised a plain ValueError (no .code, not a TianyuanError).
    with pytest.raises(tianyuan.RulesError) as info:
        tianyuan.Rules().illegal_move_article("nonsense")
    assert info.value.code == "rules.unknown_reason"
    assert "nonsense" in str(info.value) and "suicide" in str(info.value)
    for kwargs, words in (
        ({"num_games": 0}, "num_games must be at least 1, not 0"),
        ({"num_games": -2}, "num_games must be at least 1, not -2"),
        ({"num_games": 1, "max_moves": 0}, "max_moves must be at least 1"),
        ({"num_games": 1, "observation": "sparse"}, "observation must be"),
        ({"num_games": 1, "illegal": "ignore"}, "illegal must be"),
    ):
        with pytest.raises(tianyuan.GameError, match=words) as info:
            tianyuan.VecGame(**kwargs)
        assert info.value.code == "game.bad_argument", kwargs
        assert isinstance(info.value, ValueError)
    with pytest.raises(tianyuan.GameError) as info:
        tianyuan.Game(9, handicap=-1)
    assert info.value.code == "game.bad_argument"
    # Negative playouts: a LifeError with its code, not an OverflowError.
    [r] = tianyuan.sgf.loads("(;SZ[5]RE[W+5];B[aa];W[];B[])")
    for bad in (-1, 0, -(2**70)):
        with pytest.raises(tianyuan.LifeError) as info:
            r.verdict(playouts=bad)
        assert info.value.code == "life.playouts_out_of_range"
    with pytest.raises(tianyuan.LifeError):
        tianyuan.Game(9).estimate_life(playouts=-1)


def test_a_dead_stone_without_a_stone_is_named_as_given():
    # The core's error has the point as (row, col) = (4, 4); the message
    # names it as the caller wrote it.
    g = tianyuan.Game(size=9)
    for given, named in ((["E5"], "E5"), ([(4, 4)], "(4, 4)"), ([40], "40")):
        with pytest.raises(tianyuan.ScoreError) as info:
            g.score(dead=given)
        assert str(info.value) == f"the point {named} marked dead holds no stone", given
        assert info.value.code == "score.dead_point_empty"
        with pytest.raises(tianyuan.ScoreError, match=re.escape(f"point {named} marked")):
            g.count(dead=given)
    # A generator already used up: the GTP vertex (9x9 (4, 4) is E5).
    with pytest.raises(tianyuan.ScoreError, match="point E5 marked"):
        g.score(dead=(p for p in ["E5"]))
    g.play("C3")
    with pytest.raises(tianyuan.ScoreError, match="point e5 marked"):
        g.score(dead=["C3", "e5"])

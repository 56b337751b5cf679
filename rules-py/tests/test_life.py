"""Who won: the life-and-death estimate, the ownership array and the count
with the estimated dead stones (1988/2002 art. 8, 9), from Python.

Every expected value below was counted by hand from the drawn positions (the
counts in the comments), not taken from the library's output.
"""

from __future__ import annotations

import pickle

import numpy as np
import pytest

import tianyuan
from tianyuan import Game, Rules

# 9×9. Black holds columns A–D (0–3) with one chain that has two one-point
# eyes (0,0) and (0,2) and a three-point area (2,1) (3,1) (4,1) whose empty
# points all touch it: pass-alive (Benson), and the White stone at (3,1)
# inside that area is dead for certain. White holds columns E–J (4–8) with
# two one-point eyes (0,5) and (0,7): pass-alive too.
DEAD_INSIDE = """
. X . X O . O . O
X X X X O O O O O
X . X X O . . . .
X O X X O . . . .
X . X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
"""

# 3 wide × 8 high. Black's chain on the top four rows has the eyes (0,0),
# (0,2) and (2,1); White's on the bottom four has (5,1), (7,0) and (7,2):
# both pass-alive, so every point's ownership is certain: +1 on rows 0–3,
# -1 on rows 4–7.
TOP_BLACK = """
. X .
X X X
X . X
X X X
O O O
O . O
O O O
. O .
"""

# 7 wide × 4 high. Black's outer chain (columns 0–1, eyes (0,0) and (2,0))
# and White's (columns 5–6, eyes (0,6) and (2,6)) are pass-alive. In
# between, White's chain on column 2 (4 stones) and Black's on column 4 with
# (2,3) and (3,3) (6 stones) share their only liberties (0,3) and (1,3):
# whoever fills one puts its own chain in atari and is captured. Seki, no eyes.
SEKI = """
. X O . X O .
X X O . X O O
. X O X X O .
X X O X X O O
"""


def game(board: str, rules: str = "chinese-2002") -> Game:
    return Game.from_board(board.strip(), rules=rules)


def test_dead_stone_inside_a_pass_alive_area_is_dead_for_certain() -> None:
    g = game(DEAD_INSIDE)
    est = g.estimate_life()
    assert isinstance(est, tianyuan.LifeEstimate)
    assert est.dead_stones == [(3, 1)]
    assert g.estimate_dead_stones() == [(3, 1)]
    assert est.playouts == 256 and est.seed == 0
    # Every chain is certain (Benson): no playout is run.
    assert est.playouts_run == 0
    chains = {c.stones[0]: c for c in est.chains}
    # Three chains, by their first stone row by row: Black's at (0,1),
    # White's wall at (0,4), the lone White stone at (3,1).
    assert sorted(chains) == [(0, 1), (0, 4), (3, 1)]
    dead = chains[(3, 1)]
    assert (dead.color, dead.status, dead.certain, dead.ownership) == (-1, "dead", True, -1.0)
    assert dead.stones == [(3, 1)]
    black = chains[(0, 1)]
    assert (black.color, black.status, black.certain, black.ownership) == (1, "alive", True, 1.0)
    assert len(black.stones) == 31  # 9 + 8 + 8 + 6, counted on the drawing
    white = chains[(0, 4)]
    assert (white.color, white.status, white.certain) == (-1, "alive", True)
    assert len(white.stones) == 15
    assert est.seki_liberties == []
    assert est.confidence == 1.0 and est.has_unsettled is False
    assert est.status_at("B6") == "dead"  # (3, 1): column B, row 9 - 3
    assert est.status_at((3, 1)) == "dead"
    assert est.status_at((0, 0)) is None
    own = est.ownership
    # The dead stone's point is its captor's, for certain; so are the eyes.
    assert own[3, 1] == 1.0 and own[0, 0] == 1.0 and own[2, 1] == 1.0
    assert own[0, 5] == -1.0 and own[0, 7] == -1.0


def test_score_estimated_lifts_the_dead_stone() -> None:
    g = game(DEAD_INSIDE)
    counted = g.score_estimated()
    assert isinstance(counted, tianyuan.EstimatedScore)
    assert counted.estimated is True
    assert counted.dead_stones == [(3, 1)]
    assert counted.estimate is not None and counted.estimate.dead_stones == [(3, 1)]
    s = counted.score
    # Black: columns 0–3 = 36 points (31 stones, 4 empty, the dead stone's
    # point); White: columns 4–8 = 45 (15 stones, 30 empty). Komi 7.5.
    assert (s.black_count, s.white_count) == (36.0, 45.0)
    assert (s.dead_black, s.dead_white) == (0, 1)
    assert s.sgf == "W+16.5"
    # The same count as Game.score with those stones agreed dead.
    assert g.score(dead=counted.dead_stones).sgf == "W+16.5"
    assert "W+16.5" in repr(counted)


def test_score_estimated_follows_the_rules_dead_stones() -> None:
    # Tromp-Taylor counts every stone: the White stone is alive and (2,1),
    # (4,1) touch both colours, so they are shared. Black 31 + 2 eyes + 2 × ½
    # = 34; White 45 + 1 + 1 = 47; 34 - 47 - 7.5.
    g = game(DEAD_INSIDE, rules="tromp-taylor")
    assert g.rules.dead_stones == "all-alive"
    counted = g.score_estimated()
    assert counted.estimated is False and counted.estimate is None
    assert counted.dead_stones == []
    assert (counted.score.black_count, counted.score.white_count) == (34.0, 47.0)
    assert counted.score.sgf == "W+20.5"
    # KataGo's area rules lift the stone in pass-alive territory, no estimate.
    rules = Rules("tromp-taylor").with_setting("dead_stones", "pass-alive-territory")
    assert rules.dead_stones == "pass-alive-territory"
    g = Game.from_board(DEAD_INSIDE.strip(), rules=rules)
    counted = g.score_estimated()
    assert counted.estimated is False and counted.dead_stones == [(3, 1)]
    assert counted.score.sgf == "W+16.5"
    # The playout count is checked under every rule.
    with pytest.raises(tianyuan.LifeError):
        game(DEAD_INSIDE, rules="tromp-taylor").score_estimated(playouts=0)


def test_playouts_run_on_an_open_board() -> None:
    # A lone stone on an open 5×5 board: not pass-alive, and its region (24
    # points) is too wide for the local solver, so the playouts run; fewer
    # than the 8 before the first early stop are asked for: all run.
    g = game(". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .")
    assert g.estimate_life(playouts=6).playouts_run == 6
    est = g.estimate_life()
    assert 16 <= est.playouts_run <= 256 and est.playouts_run % 8 == 0


def test_ownership_shape_dtype_and_orientation() -> None:
    g = game(TOP_BLACK)
    own = g.ownership()
    assert own.shape == (8, 3)  # (height, width)
    assert own.dtype == np.float32
    expected = np.array([[1.0] * 3] * 4 + [[-1.0] * 3] * 4, dtype=np.float32)
    assert (own == expected).all()  # row 0 is the top row, Black's
    assert (g.estimate_life(playouts=1, seed=7).ownership == expected).all()
    s = g.score_estimated().score
    assert (s.black_count, s.white_count, s.sgf) == (12.0, 12.0, "W+7.5")


def test_seki_without_eyes() -> None:
    g = game(SEKI)
    est = g.estimate_life()
    assert est.seki_liberties == [(0, 3), (1, 3)]
    status = {c.stones[0]: (c.color, c.status, len(c.stones)) for c in est.chains}
    assert status == {
        (0, 1): (1, "alive", 6),  # outer Black, columns 0–1
        (0, 2): (-1, "seki", 4),  # White's column 2
        (0, 4): (1, "seki", 6),  # Black's column 4 with (2,3), (3,3)
        (0, 5): (-1, "alive", 6),  # outer White, columns 5–6
    }
    assert est.dead_stones == []
    own = est.ownership
    assert own[0, 3] == 0.0 and own[1, 3] == 0.0  # seki liberties are dame
    # Black 8 + 6 + ½ + ½ = 15; White 8 + 4 + 1 = 13 (2002 art. 9.1: the
    # shared points half each); 15 - 13 - 7.5.
    s = g.score_estimated().score
    assert (s.black_count, s.white_count, s.shared_points) == (15.0, 13.0, 2)
    assert s.sgf == "W+5.5"


def test_estimates_are_deterministic_per_seed() -> None:
    g = tianyuan.Game(9)
    for mv in ["E5", "C3", "G7", "C7", "G3"]:
        g.play(mv)
    a = g.ownership(playouts=64, seed=3)
    b = g.ownership(playouts=64, seed=3)
    assert (a == b).all()
    assert a.min() >= -1.0 and a.max() <= 1.0
    est = g.estimate_life(playouts=64, seed=3)
    assert (est.ownership == a).all()
    assert est.dead_stones == g.estimate_dead_stones(playouts=64, seed=3)
    # numpy integers are ints too.
    assert (g.ownership(playouts=np.int64(64), seed=np.uint64(3)) == a).all()


@pytest.mark.parametrize("playouts", [0, 100_001, -1, 2**70])
def test_playouts_out_of_range(playouts: int) -> None:
    g = tianyuan.Game(9)
    for call in (g.estimate_life, g.ownership, g.estimate_dead_stones, g.score_estimated):
        with pytest.raises(tianyuan.LifeError) as e:
            call(playouts=playouts)
        assert e.value.kind == "PlayoutsOutOfRange"
        assert "1 to 100000" in str(e.value) and str(playouts) in str(e.value)
        assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("seed", [-1, 2**64])
def test_seed_out_of_range(seed: int) -> None:
    with pytest.raises(tianyuan.LifeError) as e:
        tianyuan.Game(9).estimate_life(seed=seed)
    assert e.value.kind == "SeedOutOfRange" and str(seed) in str(e.value)


@pytest.mark.parametrize("bad", [1.5, "256", True, [1], b"1"])
def test_wrong_types(bad: object) -> None:
    g = tianyuan.Game(9)
    with pytest.raises(TypeError):
        g.estimate_life(playouts=bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        g.ownership(seed=bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        g.estimate_life().status_at("pass")


def test_largest_count_is_accepted() -> None:
    # 100000 playouts is the documented maximum: on a 2×2 board it is quick.
    g = tianyuan.Game(2)
    assert g.ownership(playouts=100_000).shape == (2, 2)
    assert g.estimate_life(playouts=1, seed=2**64 - 1).seed == 2**64 - 1


def test_rules_dead_stones_and_pickles() -> None:
    assert Rules("chinese-2002").dead_stones == "agreement"
    assert Rules("chinese-1988").dead_stones == "agreement"
    assert Rules("aga").dead_stones == "agreement"
    assert Rules("new-zealand").dead_stones == "agreement"
    assert Rules("tromp-taylor").dead_stones == "all-alive"
    with pytest.raises(tianyuan.RulesError):
        Rules().with_setting("dead_stones", "some")
    for value in ("agreement", "all-alive", "pass-alive-territory"):
        r = Rules("chinese-2002").with_setting("dead_stones", value)
        assert r.dead_stones == value
        back = pickle.loads(pickle.dumps(r))
        assert back == r and back.dead_stones == value
        g = Game(9, rules=r)
        assert pickle.loads(pickle.dumps(g)).rules.dead_stones == value
    # Pickles made before dead_stones was stored (6 entries) still load, with
    # the dead stones of the preset they equal.
    for name, dead in (("tromp-taylor", "all-alive"), ("chinese-2002", "agreement")):
        restore, (state,) = Rules(name).__reduce__()
        assert len(state) == 9 and state[6] == dead and state[7] == name
        old = restore(state[:6])
        assert old == Rules(name) and old.dead_stones == dead
        g = Game(9, rules=name)
        g.play("E5")
        restore, (gstate,) = g.__reduce__()
        old_game = restore((gstate[0], gstate[1], gstate[2][:6]) + tuple(gstate[3:]))
        assert old_game.rules == Rules(name) and old_game.moves() == g.moves()


# 9×9. White's corner group (0,3), (1,0)–(1,3) has the straight three
# (0,0)–(0,2) as its only eye space and no outside liberty, inside Black's
# wall. By hand: whoever plays the middle point (0,1) first decides (White
# there makes two eyes, Black there leaves one): unsettled, certain (the
# local solver reads it out), vital point (0,1). With a Black stone there:
# dead.
STRAIGHT_THREE = """
. . . O X . . . .
O O O O X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def test_straight_three_is_unsettled_with_its_vital_point() -> None:
    est = game(STRAIGHT_THREE).estimate_life(playouts=64)
    white = {c.stones[0]: c for c in est.chains}[(0, 3)]
    assert (white.status, white.certain, white.vital_point, white.ko_point) == (
        "unsettled",
        True,
        (0, 1),
        None,
    )
    taken = STRAIGHT_THREE.replace(". . . O X", ". X . O X", 1)
    est = game(taken).estimate_life(playouts=64)
    white = {c.stones[0]: c for c in est.chains}[(0, 3)]
    assert (white.status, white.certain) == ("dead", True)
    assert (0, 3) in est.dead_stones

"""Territory counting (issue 28) from Python: `Game.count` and `Game.prisoners`.

Counted by hand on the diagrams: a 5x5 board split by a wall, Black's
stones on column C, White's on column D; Black owns columns A-B (10
points), White column E (5 points).
"""

import pickle

import tianyuan


def split_game(rules):
    g = tianyuan.Game(5, rules=rules)
    for b, w in zip(["C1", "C2", "C3", "C4", "C5"], ["D1", "D2", "D3", "D4", "D5"]):
        g.play(b)
        g.play(w)
    return g


def test_japanese_count_and_map():
    g = split_game("japanese")  # KataGo's japanese: komi 6.5
    c = g.count()
    assert c["scoring"] == "territory" and c["tax"] == "seki"
    assert c["territory"] == (10, 5)
    assert c["prisoners"] == (0, 0)
    # 10 - 5 - 6.5 = White by 1.5 points; in Chinese, in points (目).
    assert c["result"] == "W+1.5"
    assert c["result_chinese"] == "白胜1目半"
    assert c["open_points"] == 0 and c["finished"]
    m = c["map"]
    assert m.shape == (5, 5) and m.dtype.name == "int8"
    # Row 0 is the top row (C5/D5): territory 1/-1, stones 2/-2.
    assert list(m[0]) == [1, 1, 2, -2, -1]


def test_open_boundary_is_attributed_to_its_side():
    # Black's wall has a gap at C3 (between Black's C2/C4 and White's D3:
    # dame). Columns A-B, 10 points, are open and border Black's stones
    # only: Black's unfinished boundary. White owns column E (5 points).
    g = tianyuan.Game(5, rules="japanese")
    for b, w in zip(["C1", "C2", "C4", "C5"], ["D1", "D2", "D3", "D4"]):
        g.play(b)
        g.play(w)
    g.pass_move()
    g.play("D5")
    c = g.count()
    assert c["territory"] == (0, 5) and c["dame"] == 1
    assert c["open_points"] == 10 and not c["finished"]
    assert c["open_by_side"] == (10, 0)
    assert c["map"][2][0] == 7  # A3: open (row 0 is the top, row 5)
    # The closed board: nothing open, nobody's.
    assert split_game("japanese").count()["open_by_side"] == (0, 0)


def test_area_count_of_the_same_board():
    g = split_game("chinese-2002")
    c = g.count()
    # 5 stones + 10 points against 5 + 5, komi 7.5: W+2.5 (area).
    assert c["scoring"] == "area"
    assert c["result"] == "W+2.5"


def test_prisoners_survive_undo_and_pickle():
    g = tianyuan.Game(5, rules="japanese")
    for v in ["A4", "B4", "B5", "E1", "C4", "E2", "B3"]:
        g.play(v)  # Black's B3 captures White's B4
    assert g.prisoners == (1, 0)
    assert pickle.loads(pickle.dumps(g)).prisoners == (1, 0)
    g.undo()
    assert g.prisoners == (0, 0)


def test_new_rules_attributes():
    r = tianyuan.Rules("stone-scoring")
    assert (r.scoring, r.tax, r.button) == ("area", "all", False)
    assert tianyuan.Rules("aga-button").button
    assert pickle.loads(pickle.dumps(tianyuan.Rules("korean"))).scoring == "territory"

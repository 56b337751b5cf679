"""tianyuan.competition: standings from a results CSV (2002 art. 25-28: a win
is 2 game points, a draw 1)."""

import pytest

import tianyuan
from tianyuan import competition

CSV = "round,black,white,result\n1,Li,Wang,B+\n1,Zhao,Sun,draw\n"


def test_standings_points_and_order():
    table = competition.standings(CSV, "round-robin")
    rows = table["rows"]
    names = [r["name"] for r in rows]
    assert names[0] == "Li" and names[-1] == "Wang"
    points = {r["name"]: r["points"] for r in rows}
    assert points == {"Li": 2, "Zhao": 1, "Sun": 1, "Wang": 0}
    text = competition.standings_text(CSV)
    assert "Li" in text and "Wang" in text


def test_errors():
    with pytest.raises(tianyuan.CompetitionError) as info:
        competition.standings("round,black,white\n1,A,B\n")
    assert info.value.kind == "MissingColumn"
    assert isinstance(info.value, ValueError)
    with pytest.raises(tianyuan.CompetitionError) as info:
        competition.standings(CSV, "no-such-system")
    assert info.value.kind == "UnknownSystem"

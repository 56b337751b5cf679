"""tianyuan.Clock and TimeControl: outcomes worked out by hand from the 2002
articles (art. 12.3 reserved minutes, art. 22.5 overtime as a pass)."""

import pytest

import tianyuan
from tianyuan import BLACK, WHITE, Clock, TimeControl


def test_byo_yomi_59_seconds_free_60_seconds_one_minute():
    # 2002 art. 12.3: 3 minutes in all, all 3 reserved: byo-yomi at once.
    clock = Clock(TimeControl.reserved_minutes(180_000, 3), edition="2002")
    assert clock.remaining(BLACK) == (0, 3, 60_000, 0)
    clock.start(BLACK)
    # 59 s: under the minute, nothing used.
    event = clock.move_made(BLACK, 59_000)
    assert event.kind == "timed"
    assert event.color is None
    assert clock.remaining(BLACK) == (0, 3, 60_000, 0)
    clock.move_made(WHITE, 1_000)
    # 60 s: one reserved minute used, two left.
    event = clock.move_made(BLACK, 60_000)
    assert (event.kind, event.color, event.used, event.left) == ("periods-used", BLACK, 1, 2)
    assert clock.remaining(BLACK) == (0, 2, 60_000, 0)
    assert clock.remaining(WHITE) == (0, 3, 60_000, 0)
    assert clock.running == WHITE


def test_flag_then_pass_under_2002():
    # White uses all 3 minutes in one move: flagged; 2002 art. 22.5 lets the
    # overtime count as a pass on request.
    clock = Clock(TimeControl.reserved_minutes(180_000, 3))
    clock.start(BLACK)
    clock.move_made(BLACK, 1_000)
    event = clock.move_made(WHITE, 180_000)
    assert event.kind == "flagged" and event.color == WHITE and event.pass_available
    assert clock.flagged == WHITE
    with pytest.raises(tianyuan.ClockError) as info:
        clock.charge_pass(BLACK)
    assert info.value.kind == "NoFlag"
    event = clock.charge_pass(WHITE)
    assert (event.kind, event.article) == ("pass-charged", "2002 art. 22.5")
    assert clock.running == BLACK


def test_refused_calls_and_bad_controls():
    clock = Clock(TimeControl.sudden_death(60_000), edition="1988")
    assert clock.edition == "1988"
    with pytest.raises(tianyuan.ClockError) as info:
        clock.move_made(BLACK, 1)
    assert info.value.kind == "NotStarted"
    assert isinstance(info.value, ValueError)
    clock.start(BLACK)
    with pytest.raises(tianyuan.ClockError):
        clock.move_made(WHITE, 1)  # Black's clock runs
    with pytest.raises(tianyuan.ClockError) as info:
        Clock(TimeControl.reserved_minutes(60_000, 2))
    assert info.value.kind == "ReservedExceedsTotal"
    with pytest.raises(ValueError):
        Clock(TimeControl.unlimited(), edition="2003")
    assert TimeControl.parse("byoyomi 600 30 3") == TimeControl.byo_yomi(600_000, 3, 30_000)
    assert TimeControl.fischer(5, 1).main_ms == 5

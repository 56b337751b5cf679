//! The game clock against the Chinese rules' timing articles (1988 art. 12,
//! 23; 2002 art. 12, 22). Expected values are worked out by hand in comments,
//! or come from the plain reference model at the bottom.

use proptest::prelude::*;
use tianyuan::clock::{
    AnnouncementKind, Clock, ClockError, ClockEvent, Edition, LatenessRule, Leftover, TimeControl,
    TimeControlError, Venue,
};
use tianyuan::Color::{Black, White};

const S: u64 = 1_000;
const MIN: u64 = 60_000;

fn reserved(total_ms: u64, reserved_minutes: u32, edition: Edition) -> Clock {
    let mut clock = Clock::with_edition(
        TimeControl::ReservedMinutes {
            total_ms,
            reserved_minutes,
        },
        edition,
    )
    .unwrap();
    clock.start(Black).unwrap();
    clock
}

// ---- Chinese byo-yomi: reserved minutes (1988 art. 12.2; 2002 art. 12.3) ----

#[test]
fn byo_yomi_move_under_a_minute_costs_nothing() {
    // 2002 art. 12.3: "不足60秒的着手不予计时". 5 min all reserved: main 0.
    let mut clock = reserved(5 * MIN, 5, Edition::Y2002);
    assert_eq!(clock.move_made(Black, 59 * S), Ok(ClockEvent::Timed));
    assert_eq!(clock.remaining(Black).periods, 5);
    assert_eq!(clock.remaining(Black).total_ms(), 5 * MIN);
}

#[test]
fn byo_yomi_sixty_seconds_cost_one_reserved_minute() {
    // 2002 art. 12.3: "达到60秒的视为已使用保留时限之中的1分钟".
    let mut clock = reserved(5 * MIN, 5, Edition::Y2002);
    let event = clock.move_made(Black, 60 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::PeriodsUsed {
            color: Black,
            used: 1,
            left: 4
        }
    );
}

#[test]
fn byo_yomi_125_seconds_cost_two_reserved_minutes() {
    // 1988 art. 12.2: "每满一分钟则在保留时间内扣除一分钟": 125 s = 2 full minutes.
    let mut clock = reserved(5 * MIN, 5, Edition::Y1988);
    let event = clock.move_made(Black, 125 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::PeriodsUsed {
            color: Black,
            used: 2,
            left: 3
        }
    );
    assert_eq!(clock.account(Black).charged_ms, 2 * MIN);
}

#[test]
fn reserved_minutes_start_after_the_free_time() {
    // 1988 art. 12.2: 5 of 10 minutes reserved leave 5 free minutes. A move of
    // 5 min 59 s uses them and 59 s of reading: no reserved minute.
    let mut clock = reserved(10 * MIN, 5, Edition::Y2002);
    assert_eq!(
        clock.move_made(Black, 5 * MIN + 59 * S),
        Ok(ClockEvent::Timed)
    );
    let left = clock.remaining(Black);
    assert_eq!((left.main_ms, left.periods), (0, 5));
    // A move that starts with 20 s free and lasts 90 s reads 70 s: one minute.
    let mut clock = reserved(6 * MIN, 5, Edition::Y2002);
    clock.move_made(Black, 40 * S).unwrap();
    clock.move_made(White, S).unwrap();
    let event = clock.move_made(Black, 90 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::PeriodsUsed {
            color: Black,
            used: 1,
            left: 4
        }
    );
}

#[test]
fn last_minute_overtime_loses_in_1988() {
    // 1988 art. 12.2 ("不得用完规定时间") and art. 23.5: overtime loses.
    let mut clock = reserved(MIN, 1, Edition::Y1988);
    assert_eq!(clock.move_made(Black, 59_999), Ok(ClockEvent::Timed));
    clock.move_made(White, S).unwrap();
    let event = clock.move_made(Black, 60 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::Flagged {
            color: Black,
            article: "1988 art. 23.5",
            pass_available: false
        }
    );
    assert_eq!(clock.flagged(), Some(Black));
    assert_eq!(clock.charge_pass(Black), Err(ClockError::PassNotAllowed));
    assert_eq!(clock.move_made(Black, 0), Err(ClockError::Flagged));
    assert_eq!(clock.remaining(Black).total_ms(), 0);
}

#[test]
fn last_minute_overtime_becomes_a_pass_on_request_in_2002() {
    // 2002 art. 22.5: on request, a pass, and the same reading goes on.
    let mut clock = reserved(2 * MIN, 2, Edition::Y2002);
    // 150 s: the first minute is used at 60 s, the last one runs out at 120 s.
    let event = clock.move_made(Black, 150 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::Flagged {
            color: Black,
            article: "2002 art. 22.5",
            pass_available: true
        }
    );
    assert_eq!(clock.charge_pass(White), Err(ClockError::NoFlag));
    assert_eq!(
        clock.charge_pass(Black),
        Ok(ClockEvent::PassCharged {
            color: Black,
            article: "2002 art. 22.5"
        })
    );
    assert_eq!(clock.running(), Some(White));
    assert_eq!(clock.moves(Black), 1);
    let left = clock.remaining(Black);
    assert_eq!((left.main_ms, left.periods, left.period_ms), (0, 1, MIN));
    // Only the first minute stays charged: 60 s charged + 60 s left = 120 s.
    assert_eq!(clock.account(Black).charged_ms, MIN);
    assert_eq!(clock.account(Black).balance_ms(), left.total_ms());
    // Play goes on: White moves, Black has the last minute again.
    clock.move_made(White, S).unwrap();
    assert_eq!(clock.move_made(Black, 59 * S), Ok(ClockEvent::Timed));
}

// ---- Announcements (1988 art. 12.2; 2002 art. 12.3) ----

#[test]
fn announcement_schedule_of_two_reserved_minutes() {
    // 2002 art. 12.3: "30秒,40秒,50秒,55秒,58秒,1分,还剩×分"; in the last minute
    // "30秒,40秒,50秒" then 1 … 10, the "10" at 60 s.
    use AnnouncementKind::*;
    let clock = reserved(2 * MIN, 2, Edition::Y2002);
    let calls = clock.announcements_between(Black, 0, 2 * MIN);
    let mut expect: Vec<(u64, AnnouncementKind)> = vec![
        (30 * S, Seconds(30)),
        (40 * S, Seconds(40)),
        (50 * S, Seconds(50)),
        (55 * S, Seconds(55)),
        (58 * S, Seconds(58)),
        (60 * S, PeriodUsed { left: 1 }),
        (90 * S, Seconds(30)),
        (100 * S, Seconds(40)),
        (110 * S, Seconds(50)),
    ];
    for n in 1..=10u32 {
        expect.push(((110 + u64::from(n)) * S, Count(n)));
    }
    expect.push((120 * S, TimeUp));
    let got: Vec<(u64, AnnouncementKind)> = calls.iter().map(|a| (a.at_ms, a.kind)).collect();
    assert_eq!(got, expect);
    assert!(calls.iter().all(|a| a.article == "2002 art. 12.3"));
}

#[test]
fn announcements_cite_1988_and_poll_without_repeats() {
    // 1988 art. 12.2: the same schedule; windows (0, 45 s] and (45 s, 60 s]
    // together give the whole last minute once.
    let clock = reserved(MIN, 1, Edition::Y1988);
    let whole = clock.announcements_between(Black, 0, MIN);
    let mut parts = clock.announcements_between(Black, 0, 45 * S);
    parts.extend(clock.announcements_between(Black, 45 * S, MIN));
    assert_eq!(parts, whole);
    // 30, 40, 50 s, ten counts, time up.
    assert_eq!(whole.len(), 14);
    assert!(whole.iter().all(|a| a.article == "1988 art. 12.2"));
}

#[test]
fn announcements_start_after_the_main_time() {
    // 9 free minutes before one reserved minute: the first call is at 9:30.
    let clock = reserved(10 * MIN, 1, Edition::Y2002);
    let calls = clock.announcements_between(White, 0, 10 * MIN);
    assert_eq!(calls[0].at_ms, 9 * MIN + 30 * S);
    assert_eq!(calls[0].kind, AnnouncementKind::Seconds(30));
    assert!(clock.announcements_between(White, 0, 9 * MIN).is_empty());
}

#[test]
fn no_announcements_in_sudden_death() {
    let clock = Clock::new(TimeControl::SuddenDeath { main_ms: MIN }).unwrap();
    assert!(clock.announcements_between(Black, 0, 2 * MIN).is_empty());
}

// ---- Period byo-yomi (World Amateur, seed 004; fast games, 2002 art. 12.3) ----

#[test]
fn world_amateur_periods_consumed() {
    // Seed 004: 1 h, then 3 × 30 s; the third is the last, overtime loses.
    let mut clock = Clock::new(TimeControl::world_amateur()).unwrap();
    clock.start(Black).unwrap();
    // 1 h 29 s: the hour and 29 s of a period, free.
    assert_eq!(
        clock.move_made(Black, 3_600 * S + 29 * S),
        Ok(ClockEvent::Timed)
    );
    clock.move_made(White, S).unwrap();
    // 30 s: one period.
    let event = clock.move_made(Black, 30 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::PeriodsUsed {
            color: Black,
            used: 1,
            left: 2
        }
    );
    clock.move_made(White, S).unwrap();
    // 59.999 s: one more (floor of 59 999 / 30 000).
    let event = clock.move_made(Black, 59_999).unwrap();
    assert_eq!(
        event,
        ClockEvent::PeriodsUsed {
            color: Black,
            used: 1,
            left: 1
        }
    );
    clock.move_made(White, S).unwrap();
    let event = clock.move_made(Black, 30 * S).unwrap();
    assert!(matches!(event, ClockEvent::Flagged { color: Black, .. }));
}

#[test]
fn fast_thirty_seconds_byo_yomi() {
    // 2002 art. 12.3, last paragraph: 30 s a move, no main time.
    use AnnouncementKind::*;
    let mut clock = Clock::new(TimeControl::fast(30, 1)).unwrap();
    let calls = clock.announcements_between(Black, 0, 30 * S);
    assert_eq!(calls[0].at_ms, 20 * S);
    assert_eq!(calls[0].kind, Seconds(20));
    assert_eq!(calls[1].kind, Count(1));
    assert_eq!(calls[1].at_ms, 21 * S);
    clock.start(Black).unwrap();
    assert_eq!(clock.move_made(Black, 29_999), Ok(ClockEvent::Timed));
    assert_eq!(clock.remaining(Black).periods, 1);
    assert!(matches!(
        clock.move_made(White, 30 * S),
        Ok(ClockEvent::Flagged { color: White, .. })
    ));
}

// ---- Canadian (定时限步制, 2002 art. 12.5) ----

fn canadian(leftover: Leftover) -> Clock {
    let mut clock = Clock::new(TimeControl::Canadian {
        main_ms: 0,
        period_ms: MIN,
        stones: 3,
        leftover,
    })
    .unwrap();
    clock.start(Black).unwrap();
    clock
}

#[test]
fn canadian_leftover_carried_into_the_next_period() {
    // 2002 art. 12.5: "节余时间可延至下一节使用". 3 stones in 60 s, played in
    // 10 s each: 30 s left over, next period 60 + 30 = 90 s.
    let mut clock = canadian(Leftover::CarriedOver);
    for _ in 0..2 {
        assert_eq!(clock.move_made(Black, 10 * S), Ok(ClockEvent::Timed));
        clock.move_made(White, S).unwrap();
    }
    let event = clock.move_made(Black, 10 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::NewPeriod {
            color: Black,
            carried_ms: 30 * S
        }
    );
    let left = clock.remaining(Black);
    assert_eq!((left.period_ms, left.stones), (90 * S, 3));
    // 89.999 s for one stone is still inside the 90 s period.
    clock.move_made(White, S).unwrap();
    assert_eq!(clock.move_made(Black, 89_999), Ok(ClockEvent::Timed));
    assert_eq!(clock.remaining(Black).period_ms, 1);
}

#[test]
fn canadian_leftover_discarded_when_asked() {
    let mut clock = canadian(Leftover::Discarded);
    for _ in 0..2 {
        clock.move_made(Black, 10 * S).unwrap();
        clock.move_made(White, S).unwrap();
    }
    let event = clock.move_made(Black, 10 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::NewPeriod {
            color: Black,
            carried_ms: 0
        }
    );
    assert_eq!(clock.remaining(Black).period_ms, MIN);
    assert_eq!(clock.account(Black).lapsed_ms, 30 * S);
}

#[test]
fn canadian_period_overrun_loses() {
    // 2 stones played in 25 s each leave 10 s for the third.
    let mut clock = canadian(Leftover::CarriedOver);
    clock.move_made(Black, 25 * S).unwrap();
    clock.move_made(White, S).unwrap();
    clock.move_made(Black, 25 * S).unwrap();
    clock.move_made(White, S).unwrap();
    let event = clock.move_made(Black, 10 * S).unwrap();
    assert_eq!(
        event,
        ClockEvent::Flagged {
            color: Black,
            article: "2002 art. 12.4",
            pass_available: false
        }
    );
    assert_eq!(clock.charge_pass(Black), Err(ClockError::PassNotAllowed));
}

// ---- Sudden death (包干, 2002 art. 12.4) and Fischer ----

#[test]
fn sudden_death_flag_by_tick() {
    // 2002 art. 12.4: "超时判负"; a player who has not moved also loses.
    let mut clock = Clock::new(TimeControl::SuddenDeath { main_ms: MIN }).unwrap();
    clock.start(Black).unwrap();
    assert_eq!(clock.tick(59_999), Ok(ClockEvent::Timed));
    assert_eq!(
        clock.tick(1),
        Ok(ClockEvent::Flagged {
            color: Black,
            article: "2002 art. 12.4",
            pass_available: false
        })
    );
    assert_eq!(clock.tick(1), Err(ClockError::Flagged));
}

#[test]
fn fischer_increments_added() {
    // 60 s + 10 s a move: 60 − 5 + 10 = 65, then 65 − 20 + 10 = 55.
    let mut clock = Clock::new(TimeControl::Fischer {
        main_ms: MIN,
        increment_ms: 10 * S,
    })
    .unwrap();
    clock.start(Black).unwrap();
    clock.move_made(Black, 5 * S).unwrap();
    assert_eq!(clock.remaining(Black).main_ms, 65 * S);
    clock.move_made(White, S).unwrap();
    clock.move_made(Black, 20 * S).unwrap();
    assert_eq!(clock.remaining(Black).main_ms, 55 * S);
    assert_eq!(clock.account(Black).granted_ms, 20 * S);
    clock.move_made(White, S).unwrap();
    assert!(matches!(
        clock.move_made(Black, 55 * S),
        Ok(ClockEvent::Flagged { .. })
    ));
}

// ---- Lateness (1988 art. 23.1–3; 2002 art. 22.1–3) ----

fn sudden_death_hour() -> Clock {
    Clock::new(TimeControl::SuddenDeath { main_ms: 60 * MIN }).unwrap()
}

#[test]
fn lateness_counts_twice_in_2002() {
    // 2002 art. 22.1 "加倍扣除": 10 min late cost 20 min of 60.
    let mut clock = sudden_death_hour();
    let event = clock.apply_lateness(Black, 10 * MIN, LatenessRule::y2002(Venue::Separate));
    assert_eq!(
        event,
        Ok(ClockEvent::LatenessCharged {
            color: Black,
            deducted_ms: 20 * MIN,
            article: "2002 art. 22.1"
        })
    );
    assert_eq!(clock.remaining(Black).main_ms, 40 * MIN);
    assert_eq!(clock.remaining(White).main_ms, 60 * MIN);
}

#[test]
fn lateness_counts_once_in_1988() {
    // 1988 art. 23.3: "分别扣除各自的迟到时间" — once. The limit is the venue's.
    let mut clock = sudden_death_hour();
    let event = clock.apply_lateness(White, 10 * MIN, LatenessRule::y1988(30 * MIN));
    assert_eq!(
        event,
        Ok(ClockEvent::LatenessCharged {
            color: White,
            deducted_ms: 10 * MIN,
            article: "1988 art. 23.3"
        })
    );
    assert_eq!(clock.remaining(White).main_ms, 50 * MIN);
    // 1988 art. 23.1: past the venue's limit, forfeit.
    let mut clock = sudden_death_hour();
    assert_eq!(
        clock.apply_lateness(Black, 30 * MIN + 1, LatenessRule::y1988(30 * MIN)),
        Ok(ClockEvent::Forfeit {
            color: Black,
            article: "1988 art. 23.1"
        })
    );
}

#[test]
fn lateness_limits_of_2002() {
    // 2002 art. 22.2: 15 min allowed (inclusive) where venue and lodging are together.
    let mut clock = sudden_death_hour();
    let together = LatenessRule::y2002(Venue::Together);
    assert!(matches!(
        clock.apply_lateness(Black, 15 * MIN, together),
        Ok(ClockEvent::LatenessCharged { deducted_ms, .. }) if deducted_ms == 30 * MIN
    ));
    let mut clock = sudden_death_hour();
    assert_eq!(
        clock.apply_lateness(Black, 15 * MIN + 1, together),
        Ok(ClockEvent::Forfeit {
            color: Black,
            article: "2002 art. 22.2"
        })
    );
    assert!(clock.has_lost(Black));
    assert_eq!(clock.start(Black), Err(ClockError::GameOver));
    // 2002 art. 22.3: both late, each is handled; both may lose.
    assert_eq!(
        clock.apply_lateness(White, 16 * MIN, together),
        Ok(ClockEvent::Forfeit {
            color: White,
            article: "2002 art. 22.2"
        })
    );
    // 2002 art. 22.1: "不得超过1小时(含)" — a whole hour late is allowed, but twice
    // an hour exceeds the hour of main time: lost on time.
    let mut clock = sudden_death_hour();
    let separate = LatenessRule::y2002(Venue::Separate);
    assert!(matches!(
        clock.apply_lateness(Black, 60 * MIN, separate),
        Ok(ClockEvent::Flagged { color: Black, .. })
    ));
    let mut clock = sudden_death_hour();
    assert_eq!(
        clock.apply_lateness(Black, 60 * MIN + 1, separate),
        Ok(ClockEvent::Forfeit {
            color: Black,
            article: "2002 art. 22.1"
        })
    );
}

#[test]
fn lateness_eats_into_reserved_minutes() {
    // 30 min with 5 reserved: 25 free. 14 min late under 2002 = 28 min: the
    // 25 free minutes and 3 reserved ones; 2 reserved minutes remain.
    let mut clock = Clock::new(TimeControl::ReservedMinutes {
        total_ms: 30 * MIN,
        reserved_minutes: 5,
    })
    .unwrap();
    let event = clock.apply_lateness(Black, 14 * MIN, LatenessRule::y2002(Venue::Separate));
    assert!(
        matches!(event, Ok(ClockEvent::LatenessCharged { deducted_ms, .. }) if deducted_ms == 28 * MIN)
    );
    let left = clock.remaining(Black);
    assert_eq!((left.main_ms, left.periods), (0, 2));
    // 15 min late = 30 min: all the time, lost.
    let mut clock = Clock::new(TimeControl::ReservedMinutes {
        total_ms: 30 * MIN,
        reserved_minutes: 5,
    })
    .unwrap();
    let event = clock.apply_lateness(White, 15 * MIN, LatenessRule::y2002(Venue::Together));
    assert!(matches!(
        event,
        Ok(ClockEvent::Flagged {
            color: White,
            pass_available: false,
            ..
        })
    ));
    assert!(clock.has_lost(White));
}

// ---- Pauses (暂停, 1988 art. 14; 2002 art. 14) and misuse ----

#[test]
fn pause_stops_both_clocks() {
    // 10 s, pause (the pause itself is never reported), 5 s more: 15 s charged.
    let mut clock = Clock::new(TimeControl::SuddenDeath { main_ms: MIN }).unwrap();
    clock.start(Black).unwrap();
    assert_eq!(clock.pause(10 * S), Ok(ClockEvent::Timed));
    assert!(clock.is_paused());
    assert_eq!(clock.tick(S), Err(ClockError::Paused));
    assert_eq!(clock.move_made(Black, S), Err(ClockError::Paused));
    clock.resume().unwrap();
    assert_eq!(clock.resume(), Err(ClockError::NotPaused));
    clock.move_made(Black, 5 * S).unwrap();
    assert_eq!(clock.remaining(Black).main_ms, 45 * S);
    assert_eq!(clock.remaining(White).main_ms, MIN);
}

#[test]
fn misuse_is_refused() {
    let mut clock = Clock::new(TimeControl::SuddenDeath { main_ms: MIN }).unwrap();
    assert_eq!(clock.move_made(Black, S), Err(ClockError::NotStarted));
    clock.start(Black).unwrap();
    assert_eq!(clock.start(White), Err(ClockError::AlreadyStarted));
    assert_eq!(clock.move_made(White, S), Err(ClockError::WrongColor));
    assert_eq!(clock.remaining(Black).main_ms, MIN);
    assert_eq!(clock.charge_pass(Black), Err(ClockError::NoFlag));
}

// ---- GTP and KGS ----

#[test]
fn gtp_time_settings() {
    // GTP 2 §4.2: byo_yomi_time > 0 with 0 stones means no limit.
    assert_eq!(
        TimeControl::from_gtp_time_settings(0, 1, 0),
        Ok(TimeControl::Unlimited)
    );
    assert_eq!(
        TimeControl::from_gtp_time_settings(600, 0, 0),
        Ok(TimeControl::SuddenDeath { main_ms: 600_000 })
    );
    assert_eq!(
        TimeControl::from_gtp_time_settings(300, 30, 5),
        Ok(TimeControl::Canadian {
            main_ms: 300_000,
            period_ms: 30_000,
            stones: 5,
            leftover: Leftover::Discarded
        })
    );
    assert_eq!(
        TimeControl::from_gtp_time_settings(10, 0, 5),
        Err(TimeControlError::ZeroPeriod)
    );
    assert_eq!(
        TimeControl::from_gtp_time_settings(u64::MAX, 0, 0),
        Err(TimeControlError::Overflow)
    );
    assert_eq!(
        TimeControl::from_gtp_time_settings(1, 1, u64::MAX),
        Err(TimeControlError::Overflow)
    );
}

#[test]
fn kgs_time_settings() {
    assert_eq!(
        TimeControl::from_kgs_time_settings("none"),
        Ok(TimeControl::Unlimited)
    );
    assert_eq!(
        TimeControl::from_kgs_time_settings("absolute 600"),
        Ok(TimeControl::SuddenDeath { main_ms: 600_000 })
    );
    assert_eq!(
        TimeControl::from_kgs_time_settings("kgs-time_settings byoyomi 3600 30 3"),
        Ok(TimeControl::world_amateur())
    );
    assert_eq!(
        TimeControl::from_kgs_time_settings("canadian 600 300 25"),
        Ok(TimeControl::Canadian {
            main_ms: 600_000,
            period_ms: 300_000,
            stones: 25,
            leftover: Leftover::Discarded
        })
    );
    let err = |t| TimeControl::from_kgs_time_settings(t).unwrap_err();
    assert_eq!(err("ing 1 2 3"), TimeControlError::UnknownSystem);
    assert_eq!(err("absolute"), TimeControlError::ArgumentCount);
    assert_eq!(err(""), TimeControlError::ArgumentCount);
    assert_eq!(err("absolute -5"), TimeControlError::BadNumber);
    assert_eq!(err("byoyomi 600 0 5"), TimeControlError::ZeroPeriod);
    assert_eq!(err("canadian 600 30 0"), TimeControlError::ZeroStones);
}

#[test]
fn gtp_time_left() {
    // Canadian: 120 s for 10 stones.
    let mut clock = canadian(Leftover::Discarded);
    clock.set_time_left(Black, 120 * S, 10).unwrap();
    let left = clock.remaining(Black);
    assert_eq!(
        (left.main_ms, left.period_ms, left.stones),
        (0, 120 * S, 10)
    );
    assert_eq!(clock.account(Black).allotted_ms, 120 * S);
    // Byo-yomi: stones are the periods left (KGS).
    let mut clock = Clock::new(TimeControl::world_amateur()).unwrap();
    clock.set_time_left(White, 30 * S, 2).unwrap();
    let left = clock.remaining(White);
    assert_eq!((left.main_ms, left.periods), (0, 2));
    clock.set_time_left(White, 1_000 * S, 0).unwrap();
    assert_eq!(clock.remaining(White).main_ms, 1_000 * S);
    let mut clock = sudden_death_hour();
    assert_eq!(
        clock.set_time_left(Black, S, 3),
        Err(ClockError::StonesWithoutOvertime)
    );
    assert_eq!(clock.remaining(Black).main_ms, 60 * MIN);
}

// ---- Properties: a plain reference model, and conservation of time ----

/// What a player has left, computed the plain way.
#[derive(Clone, Debug)]
struct Model {
    control: TimeControl,
    main: u64,
    periods: u64,
    started: bool,
    period_left: u64,
    stones_left: u64,
    increments: u64,
}

impl Model {
    fn new(control: TimeControl) -> Model {
        let (main, periods) = match control {
            TimeControl::ReservedMinutes {
                total_ms,
                reserved_minutes,
            } => (
                total_ms - u64::from(reserved_minutes) * MIN,
                u64::from(reserved_minutes),
            ),
            TimeControl::ByoYomi {
                main_ms, periods, ..
            } => (main_ms, u64::from(periods)),
            TimeControl::SuddenDeath { main_ms }
            | TimeControl::Fischer { main_ms, .. }
            | TimeControl::Canadian { main_ms, .. } => (main_ms, 0),
            TimeControl::Unlimited => (0, 0),
        };
        Model {
            control,
            main,
            periods,
            started: false,
            period_left: 0,
            stones_left: 0,
            increments: 0,
        }
    }

    fn period(&self) -> u64 {
        match self.control {
            TimeControl::ReservedMinutes { .. } => MIN,
            TimeControl::ByoYomi { period_ms, .. } | TimeControl::Canadian { period_ms, .. } => {
                period_ms
            }
            _ => 0,
        }
    }

    /// All the player has, in ms.
    fn total(&self) -> u64 {
        match self.control {
            TimeControl::Canadian { .. } => {
                self.main
                    + if self.started {
                        self.period_left
                    } else {
                        self.period()
                    }
            }
            _ => self.main + self.periods * self.period(),
        }
    }

    /// A move of `t` ms; false when it runs out of time.
    fn play(&mut self, t: u64) -> bool {
        if !matches!(self.control, TimeControl::Unlimited) && t >= self.total() {
            return false;
        }
        match self.control {
            TimeControl::Unlimited => {}
            TimeControl::SuddenDeath { .. } => self.main -= t,
            TimeControl::Fischer { increment_ms, .. } => {
                self.main = self.main - t + increment_ms;
                self.increments += increment_ms;
            }
            TimeControl::ReservedMinutes { .. } | TimeControl::ByoYomi { .. } => {
                if t <= self.main {
                    self.main -= t;
                } else {
                    self.periods -= (t - self.main) / self.period();
                    self.main = 0;
                }
            }
            TimeControl::Canadian {
                stones,
                leftover,
                period_ms,
                ..
            } => {
                if !self.started && t <= self.main {
                    self.main -= t;
                } else {
                    let over = t - self.main;
                    self.main = 0;
                    if !self.started {
                        self.started = true;
                        self.period_left = period_ms;
                        self.stones_left = u64::from(stones);
                    }
                    self.period_left -= over;
                    self.stones_left -= 1;
                    if self.stones_left == 0 {
                        let carried = if leftover == Leftover::CarriedOver {
                            self.period_left
                        } else {
                            0
                        };
                        self.period_left = period_ms + carried;
                        self.stones_left = u64::from(stones);
                        self.increments += period_ms;
                    }
                }
            }
        }
        true
    }
}

fn any_control() -> impl Strategy<Value = TimeControl> {
    let t = 0u64..600_000;
    prop_oneof![
        t.clone()
            .prop_map(|main_ms| TimeControl::SuddenDeath { main_ms }),
        (0u32..6, 0u64..10).prop_map(|(n, free)| TimeControl::ReservedMinutes {
            total_ms: u64::from(n) * MIN + free * 30_000,
            reserved_minutes: n,
        }),
        (t.clone(), 0u32..5, 1u64..90_000).prop_map(|(main_ms, periods, period_ms)| {
            TimeControl::ByoYomi {
                main_ms,
                periods,
                period_ms,
            }
        }),
        (t.clone(), 1u64..300_000, 1u32..6, any::<bool>()).prop_map(
            |(main_ms, period_ms, stones, carry)| {
                TimeControl::Canadian {
                    main_ms,
                    period_ms,
                    stones,
                    leftover: if carry {
                        Leftover::CarriedOver
                    } else {
                        Leftover::Discarded
                    },
                }
            }
        ),
        (t, 0u64..30_000).prop_map(|(main_ms, increment_ms)| TimeControl::Fischer {
            main_ms,
            increment_ms
        }),
    ]
}

proptest! {
    /// The clock matches the plain model; time is conserved:
    /// charged + lapsed + remaining = allotted + increments, remaining is never
    /// negative, and no more is charged than the time used.
    #[test]
    fn clock_matches_model_and_conserves_time(
        control in any_control(),
        moves in prop::collection::vec(0u64..200_000, 0..60),
    ) {
        let mut clock = Clock::new(control).unwrap();
        let mut models = [Model::new(control), Model::new(control)];
        let allotted = models[0].total();
        let mut used = [0u64; 2];
        clock.start(Black).unwrap();
        let mut color = Black;
        for t in moves {
            let i = color.index();
            let event = clock.move_made(color, t).unwrap();
            used[i] += t;
            let alive = models[i].play(t);
            prop_assert_eq!(alive, !matches!(event, ClockEvent::Flagged { .. }));
            for c in [Black, White] {
                let j = c.index();
                let left = clock.remaining(c).total_ms();
                let acc = clock.account(c);
                if alive || c != color {
                    prop_assert_eq!(left, models[j].total());
                } else {
                    prop_assert_eq!(left, 0);
                }
                prop_assert_eq!(acc.allotted_ms, allotted);
                prop_assert_eq!(acc.granted_ms, models[j].increments);
                prop_assert_eq!(acc.charged_ms + acc.lapsed_ms + left, allotted + models[j].increments);
                prop_assert!(acc.charged_ms <= used[j]);
            }
            if !alive {
                break;
            }
            color = !color;
        }
    }

    /// Announcements come in time order, inside the window, and polling in two
    /// windows gives the same calls as one.
    #[test]
    fn announcements_split_windows(
        control in any_control(),
        a in 0u64..400_000,
        b in 0u64..400_000,
        c in 0u64..400_000,
    ) {
        let clock = Clock::new(control).unwrap();
        let mut cuts = [a, b, c];
        cuts.sort_unstable();
        let whole = clock.announcements_between(Black, cuts[0], cuts[2]);
        let mut parts = clock.announcements_between(Black, cuts[0], cuts[1]);
        parts.extend(clock.announcements_between(Black, cuts[1], cuts[2]));
        prop_assert_eq!(&parts, &whole);
        for w in whole.windows(2) {
            prop_assert!(w[0].at_ms <= w[1].at_ms);
        }
        prop_assert!(whole.iter().all(|x| cuts[0] < x.at_ms && x.at_ms <= cuts[2]));
    }
}

//! What the referee calls out during byo-yomi (读秒), as data with times, so an
//! application can voice it (1988 art. 12.2; 2002 art. 12.3).
//!
//! The schedule of a 60 s period comes from the articles:
//! - every period but the last: 30 s, 40 s, 50 s, 55 s, 58 s, then at 60 s
//!   "1 minute, N minutes left" (1分，还剩×分);
//! - the last period: 30 s, 40 s, 50 s, then the seconds counted aloud 1, 2, …,
//!   10, the "10" falling at 60 s, where the time is up ("10，超时判负", 1988
//!   art. 12.2; 2002 art. 12.3: a move made as "10" is called has used the
//!   minute).
//!
//! For other period lengths (fast games, 2002 art. 12.3 last paragraph: the
//! details follow "the above principles") this module derives the same
//! pattern: readings at each multiple of 10 s from half the period up to 10 s
//! before its end, then (not last) 5 s and 2 s before the end and the period
//! call, or (last) the count of the final ten seconds. A 30 s period thus gives
//! 20 s, 25 s, 28 s, "30 s, N left", and for the last period 20 s, 1 … 10.

use super::Edition;

/// What is called out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnnouncementKind {
    /// A reading: this many whole seconds have passed in the current period
    /// ("30秒", "40秒", …).
    Seconds(u32),
    /// A period (a reserved minute) is used up and this many remain
    /// ("1分，还剩×分").
    PeriodUsed {
        /// Periods left after this one.
        left: u32,
    },
    /// The count of the last period's final ten seconds, 1 to 10.
    Count(u32),
    /// The last period has run out: the time is up ("超时判负"). Called at the
    /// same instant as `Count(10)`, after it.
    TimeUp,
}

/// One call of the referee, at a time measured in milliseconds from the start
/// of the player's current move (time spent paused excluded).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Announcement {
    /// When, in ms since the start of the move.
    pub at_ms: u64,
    /// What is called.
    pub kind: AnnouncementKind,
    /// The article that sets the schedule, e.g. `"2002 art. 12.3"`.
    pub article: &'static str,
}

fn article(edition: Edition) -> &'static str {
    match edition {
        Edition::Y1988 => "1988 art. 12.2",
        Edition::Y2002 => "2002 art. 12.3",
    }
}

/// The calls within one period of `period_ms`, as offsets from its start.
fn period_calls(period_ms: u64, last: bool, left_after: u32) -> Vec<(u64, AnnouncementKind)> {
    let mut calls = Vec::new();
    let secs = |ms: u64| AnnouncementKind::Seconds(u32::try_from(ms / 1000).unwrap_or(u32::MAX));
    let first = period_ms.div_ceil(2).div_ceil(10_000) * 10_000;
    let mut m = first.max(10_000);
    while m + 10_000 <= period_ms {
        calls.push((m, secs(m)));
        m += 10_000;
    }
    let after = calls.last().map_or(0, |&(t, _)| t);
    if last {
        for n in 1..=10u32 {
            let back = u64::from(10 - n) * 1000;
            if let Some(t) = period_ms.checked_sub(back) {
                if t > after {
                    calls.push((t, AnnouncementKind::Count(n)));
                }
            }
        }
        calls.push((period_ms, AnnouncementKind::TimeUp));
    } else {
        for back in [5_000u64, 2_000] {
            if let Some(t) = period_ms.checked_sub(back) {
                if t > after && t > 0 {
                    calls.push((t, secs(t)));
                }
            }
        }
        calls.push((period_ms, AnnouncementKind::PeriodUsed { left: left_after }));
    }
    calls
}

/// The calls with `from_ms < at_ms <= to_ms` for a move that starts with
/// `main_ms` of main time and `periods` byo-yomi periods of `period_ms` left.
pub(crate) fn between(
    main_ms: u64,
    periods: u32,
    period_ms: u64,
    edition: Edition,
    from_ms: u64,
    to_ms: u64,
) -> Vec<Announcement> {
    let mut out = Vec::new();
    if periods == 0 || period_ms == 0 || to_ms <= from_ms || to_ms <= main_ms {
        return out;
    }
    let first = from_ms.saturating_sub(main_ms) / period_ms;
    let last = ((to_ms - main_ms) / period_ms).min(u64::from(periods) - 1);
    let mut i = first;
    while i <= last {
        let start = main_ms.saturating_add(i.saturating_mul(period_ms));
        let left_after = periods - 1 - u32::try_from(i).unwrap_or(periods - 1);
        for (offset, kind) in period_calls(period_ms, left_after == 0, left_after) {
            let at_ms = start.saturating_add(offset);
            if from_ms < at_ms && at_ms <= to_ms {
                out.push(Announcement {
                    at_ms,
                    kind,
                    article: article(edition),
                });
            }
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use AnnouncementKind::*;

    #[test]
    fn sixty_second_period_not_last() {
        // 2002 art. 12.3: 30秒,40秒,50秒,55秒,58秒,1分,还剩×分.
        let calls = period_calls(60_000, false, 4);
        let expect = vec![
            (30_000, Seconds(30)),
            (40_000, Seconds(40)),
            (50_000, Seconds(50)),
            (55_000, Seconds(55)),
            (58_000, Seconds(58)),
            (60_000, PeriodUsed { left: 4 }),
        ];
        assert_eq!(calls, expect);
    }

    #[test]
    fn ten_second_period_last() {
        // Derived fast schedule: the whole period is the ten-second count.
        let calls = period_calls(10_000, true, 0);
        assert_eq!(calls.len(), 11);
        assert_eq!(calls[0], (1_000, Count(1)));
        assert_eq!(calls[9], (10_000, Count(10)));
        assert_eq!(calls[10], (10_000, TimeUp));
    }
}

//! Time controls: the data that says how much time each player has and how
//! overtime works (1988 art. 12; 2002 art. 12), plus the GTP and KGS forms.

use thiserror::Error;

/// One minute in milliseconds: the unit of a reserved minute (1988 art. 12.2;
/// 2002 art. 12.3).
pub const MINUTE_MS: u64 = 60_000;

/// What happens to the time left over when a Canadian period's stones are all
/// played within its time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Leftover {
    /// The unused time is added to the next period (定时限步制, 2002 art. 12.5:
    /// "节余时间可延至下一节使用").
    CarriedOver,
    /// The next period starts afresh and the unused time lapses (the usual
    /// Canadian byo-yomi of GTP and KGS servers).
    Discarded,
}

impl Leftover {
    /// Both policies.
    pub const ALL: [Leftover; 2] = [Leftover::CarriedOver, Leftover::Discarded];
}

/// A time control for one game, the same for both players. All times are in
/// milliseconds.
///
/// The variants are plain data and may be built with any values; a
/// [`crate::clock::Clock`] validates them with [`TimeControl::validate`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No time limit: nothing is ever charged and nobody loses on time.
    Unlimited,
    /// Sudden death (包干用时制, 2002 art. 12.4): the game must end within the
    /// main time; running out loses.
    SuddenDeath {
        /// Main time per player, in milliseconds.
        main_ms: u64,
    },
    /// Chinese byo-yomi (读秒, 1988 art. 12.2; 2002 art. 12.3): `reserved_minutes`
    /// minutes are set aside *inside* the total time. Once the free part of the
    /// total (total minus the reserved minutes) is used up, a move under 60 s
    /// costs nothing, each full 60 s costs one reserved minute, and using the
    /// last reserved minute loses (1988 art. 23.5) or, on request, counts as a
    /// pass (2002 art. 22.5).
    ReservedMinutes {
        /// The whole time limit per player, reserved minutes included, in ms.
        total_ms: u64,
        /// Reserved minutes (national competitions reserve 5, local ones may
        /// reserve 1: 1988 art. 12.2).
        reserved_minutes: u32,
    },
    /// Period byo-yomi *after* the main time: `periods` periods of `period_ms`
    /// each. A move shorter than a period costs nothing; each full period used
    /// consumes one; using the last one loses. This is the World Amateur's
    /// 1 h + 3×30 s (seed 004), the Japanese N×S periods, and the fast
    /// 30/20/10 s byo-yomi of 2002 art. 12.3 (last paragraph) with `main_ms` 0.
    ByoYomi {
        /// Main time per player, in milliseconds.
        main_ms: u64,
        /// Number of periods after the main time (0: sudden death).
        periods: u32,
        /// Length of one period, in milliseconds.
        period_ms: u64,
    },
    /// Canadian byo-yomi (定时限步制, 2002 art. 12.5): after the main time, play
    /// `stones` moves within `period_ms`, then start another period.
    Canadian {
        /// Main time per player, in milliseconds.
        main_ms: u64,
        /// Time for one period, in milliseconds.
        period_ms: u64,
        /// Moves (stones) to play in each period.
        stones: u32,
        /// Whether unused time carries into the next period (2002 art. 12.5:
        /// it does).
        leftover: Leftover,
    },
    /// Fischer increment: `increment_ms` is added after every completed move.
    /// Not in the Chinese rules; running out loses as in sudden death.
    Fischer {
        /// Main time per player, in milliseconds.
        main_ms: u64,
        /// Time added after each completed move, in milliseconds.
        increment_ms: u64,
    },
}

/// Why a [`TimeControl`] or its GTP/KGS text was rejected.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum TimeControlError {
    /// Byo-yomi periods or a Canadian period of length zero.
    #[error("a byo-yomi or Canadian period of zero length")]
    ZeroPeriod,
    /// A Canadian period with zero stones.
    #[error("a Canadian period with zero stones")]
    ZeroStones,
    /// More reserved minutes than the total time holds (1988 art. 12.2: the
    /// minutes are reserved inside the time limit).
    #[error("more reserved minutes than the total time")]
    ReservedExceedsTotal,
    /// A time too large for a `u64` count of milliseconds, or a count beyond `u32`.
    #[error("time or count out of range")]
    Overflow,
    /// A KGS time system other than `none`, `absolute`, `byoyomi`, `canadian`.
    #[error("unknown time system")]
    UnknownSystem,
    /// The wrong number of arguments for the time system.
    #[error("wrong number of arguments")]
    ArgumentCount,
    /// An argument that is not a non-negative whole number of seconds.
    #[error("not a non-negative whole number")]
    BadNumber,
}

impl TimeControlError {
    /// Every variant, for bindings that map each to a code.
    pub const ALL: [TimeControlError; 7] = [
        TimeControlError::ZeroPeriod,
        TimeControlError::ZeroStones,
        TimeControlError::ReservedExceedsTotal,
        TimeControlError::Overflow,
        TimeControlError::UnknownSystem,
        TimeControlError::ArgumentCount,
        TimeControlError::BadNumber,
    ];
}

fn seconds_to_ms(seconds: u64) -> Result<u64, TimeControlError> {
    seconds.checked_mul(1000).ok_or(TimeControlError::Overflow)
}

fn count_u32(n: u64) -> Result<u32, TimeControlError> {
    u32::try_from(n).map_err(|_| TimeControlError::Overflow)
}

impl TimeControl {
    /// The World Amateur Go Championship's control: 1 h main time, then three
    /// 30 s byo-yomi periods, the third one final (seed 004).
    pub const fn world_amateur() -> TimeControl {
        TimeControl::ByoYomi {
            main_ms: 3_600_000,
            periods: 3,
            period_ms: 30_000,
        }
    }

    /// Fast byo-yomi with no main time: `periods` periods of `period_s` seconds
    /// (30, 20, 10 s …, 2002 art. 12.3 last paragraph).
    pub const fn fast(period_s: u64, periods: u32) -> TimeControl {
        TimeControl::ByoYomi {
            main_ms: 0,
            periods,
            period_ms: period_s.saturating_mul(1000),
        }
    }

    /// Checks the values.
    ///
    /// # Errors
    /// [`TimeControlError::ZeroPeriod`] for periods of length 0,
    /// [`TimeControlError::ZeroStones`] for a Canadian period of 0 stones,
    /// [`TimeControlError::ReservedExceedsTotal`] when the reserved minutes do
    /// not fit in the total (1988 art. 12.2), [`TimeControlError::Overflow`]
    /// when a player's allotment does not fit in a `u64` of milliseconds.
    pub fn validate(&self) -> Result<(), TimeControlError> {
        match *self {
            TimeControl::Unlimited | TimeControl::SuddenDeath { .. } => Ok(()),
            TimeControl::Fischer { .. } => Ok(()),
            TimeControl::ReservedMinutes {
                total_ms,
                reserved_minutes,
            } => {
                if u64::from(reserved_minutes) * MINUTE_MS > total_ms {
                    Err(TimeControlError::ReservedExceedsTotal)
                } else {
                    Ok(())
                }
            }
            TimeControl::ByoYomi {
                main_ms,
                periods,
                period_ms,
            } => {
                if periods > 0 && period_ms == 0 {
                    return Err(TimeControlError::ZeroPeriod);
                }
                period_ms
                    .checked_mul(u64::from(periods))
                    .and_then(|p| p.checked_add(main_ms))
                    .map(|_| ())
                    .ok_or(TimeControlError::Overflow)
            }
            TimeControl::Canadian {
                main_ms,
                period_ms,
                stones,
                ..
            } => {
                if period_ms == 0 {
                    Err(TimeControlError::ZeroPeriod)
                } else if stones == 0 {
                    Err(TimeControlError::ZeroStones)
                } else {
                    main_ms
                        .checked_add(period_ms)
                        .map(|_| ())
                        .ok_or(TimeControlError::Overflow)
                }
            }
        }
    }

    /// The free main time: for [`TimeControl::ReservedMinutes`] the total less
    /// the reserved minutes, otherwise `main_ms`; 0 for `Unlimited`. In ms.
    pub fn main_ms(&self) -> u64 {
        match *self {
            TimeControl::Unlimited => 0,
            TimeControl::SuddenDeath { main_ms }
            | TimeControl::ByoYomi { main_ms, .. }
            | TimeControl::Canadian { main_ms, .. }
            | TimeControl::Fischer { main_ms, .. } => main_ms,
            TimeControl::ReservedMinutes {
                total_ms,
                reserved_minutes,
            } => total_ms.saturating_sub(u64::from(reserved_minutes) * MINUTE_MS),
        }
    }

    /// Byo-yomi periods after the main time and their length in ms: reserved
    /// minutes are periods of 60 000 ms. `None` for controls without byo-yomi
    /// periods (Canadian periods are not byo-yomi periods here).
    pub fn byo_yomi(&self) -> Option<(u32, u64)> {
        match *self {
            TimeControl::ReservedMinutes {
                reserved_minutes, ..
            } if reserved_minutes > 0 => Some((reserved_minutes, MINUTE_MS)),
            TimeControl::ByoYomi {
                periods, period_ms, ..
            } if periods > 0 => Some((periods, period_ms)),
            _ => None,
        }
    }

    /// The GTP `time_settings main_time byo_yomi_time byo_yomi_stones`
    /// command (GTP 2 §6.2.4, times in seconds): `byo_yomi_time > 0` with 0
    /// stones means no limit; 0 and 0 means sudden death; otherwise Canadian
    /// byo-yomi whose leftover time is discarded.
    ///
    /// # Errors
    /// [`TimeControlError::ZeroPeriod`] for stones with a period of 0 s,
    /// [`TimeControlError::Overflow`] for seconds beyond `u64` milliseconds or
    /// stones beyond `u32`.
    pub fn from_gtp_time_settings(
        main_s: u64,
        byo_s: u64,
        stones: u64,
    ) -> Result<TimeControl, TimeControlError> {
        let main_ms = seconds_to_ms(main_s)?;
        let period_ms = seconds_to_ms(byo_s)?;
        let control = match (period_ms, stones) {
            (0, 0) => TimeControl::SuddenDeath { main_ms },
            (_, 0) => TimeControl::Unlimited,
            (0, _) => return Err(TimeControlError::ZeroPeriod),
            (_, _) => TimeControl::Canadian {
                main_ms,
                period_ms,
                stones: count_u32(stones)?,
                leftover: Leftover::Discarded,
            },
        };
        control.validate()?;
        Ok(control)
    }

    /// The arguments of the KGS `kgs-time_settings` command, times in seconds:
    /// `none`, `absolute MAIN`, `byoyomi MAIN PERIOD PERIODS`,
    /// `canadian MAIN PERIOD STONES`. A leading `kgs-time_settings` is skipped.
    ///
    /// # Errors
    /// [`TimeControlError::UnknownSystem`], [`TimeControlError::ArgumentCount`],
    /// [`TimeControlError::BadNumber`], and the errors of [`TimeControl::validate`].
    pub fn from_kgs_time_settings(text: &str) -> Result<TimeControl, TimeControlError> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        if words
            .first()
            .is_some_and(|w| w.eq_ignore_ascii_case("kgs-time_settings"))
        {
            words.remove(0);
        }
        let (system, args) = words.split_first().ok_or(TimeControlError::ArgumentCount)?;
        let numbers = args
            .iter()
            .map(|w| w.parse::<u64>().map_err(|_| TimeControlError::BadNumber))
            .collect::<Result<Vec<u64>, _>>()?;
        let system = system.to_ascii_lowercase();
        let expected = match system.as_str() {
            "none" => 0,
            "absolute" => 1,
            "byoyomi" | "canadian" => 3,
            _ => return Err(TimeControlError::UnknownSystem),
        };
        if numbers.len() != expected {
            return Err(TimeControlError::ArgumentCount);
        }
        let control = match system.as_str() {
            "none" => TimeControl::Unlimited,
            "absolute" => TimeControl::SuddenDeath {
                main_ms: seconds_to_ms(numbers[0])?,
            },
            "byoyomi" => TimeControl::ByoYomi {
                main_ms: seconds_to_ms(numbers[0])?,
                period_ms: seconds_to_ms(numbers[1])?,
                periods: count_u32(numbers[2])?,
            },
            _ => TimeControl::Canadian {
                main_ms: seconds_to_ms(numbers[0])?,
                period_ms: seconds_to_ms(numbers[1])?,
                stones: count_u32(numbers[2])?,
                leftover: Leftover::Discarded,
            },
        };
        control.validate()?;
        Ok(control)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_minutes_split_the_total() {
        // 1988 art. 12.2: 5 minutes reserved inside a 2 h limit leave 115 min free.
        let tc = TimeControl::ReservedMinutes {
            total_ms: 7_200_000,
            reserved_minutes: 5,
        };
        assert_eq!(tc.main_ms(), 115 * 60_000);
        assert_eq!(tc.byo_yomi(), Some((5, 60_000)));
    }

    #[test]
    fn too_many_reserved_minutes() {
        let tc = TimeControl::ReservedMinutes {
            total_ms: 4 * 60_000,
            reserved_minutes: 5,
        };
        assert_eq!(tc.validate(), Err(TimeControlError::ReservedExceedsTotal));
    }

    #[test]
    fn error_list_is_distinct() {
        let all = TimeControlError::ALL;
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}

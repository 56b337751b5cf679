//! The game clock under the Chinese rules' time controls (1988 art. 12, 23;
//! 2002 art. 12, 22): sudden death, Chinese byo-yomi with reserved minutes,
//! period byo-yomi, Canadian, Fischer; lateness; pauses; the referee's calls.
//!
//! The clock never reads a wall clock. Every call that lets time pass takes
//! `elapsed_ms`, the milliseconds since the previous call that ran the clock
//! ([`Clock::start`], [`Clock::resume`], [`Clock::tick`] or the previous move).
//! A caller that reports only moves therefore passes each move's thinking
//! time. Results are deterministic.
//!
//! Time is up when a move's time *reaches* what the player has left (main
//! time plus byo-yomi): 2002 art. 12.3 counts a move made as "10" is called, at
//! 60 s, as having used the minute; the same boundary is used everywhere.
//!
//! Not modelled here, the caller's business: sealed moves (1988 art. 14;
//! 2002 art. 14), who presses the clock after captures (1988 art. 23.4 does
//! not time captures during byo-yomi, 2002 art. 22.6 does), leaving the seat
//! (the clock just keeps running, 2002 art. 22.7), and repairing a faulty clock
//! (2002 art. 22.8–9, see [`Clock::set_time_left`]).
//!
//! ```
//! use tianyuan::clock::{Clock, ClockEvent, Edition, TimeControl};
//! use tianyuan::Color::{Black, White};
//!
//! // 2 h with 5 reserved minutes (1988 art. 12.2), ruled by the 2002 edition.
//! let control = TimeControl::ReservedMinutes { total_ms: 7_200_000, reserved_minutes: 5 };
//! let mut clock = Clock::with_edition(control, Edition::Y2002)?;
//! clock.start(Black)?;
//! clock.move_made(Black, 115 * 60_000)?; // the free 115 minutes, used up
//! clock.move_made(White, 1_000)?;
//! // In byo-yomi, 125 s cost two reserved minutes (2002 art. 12.3).
//! let event = clock.move_made(Black, 125_000)?;
//! assert_eq!(event, ClockEvent::PeriodsUsed { color: Black, used: 2, left: 3 });
//! // What the referee calls during Black's next move, up to its first minute.
//! let calls = clock.announcements_between(Black, 0, 60_000);
//! assert_eq!(calls.len(), 6); // 30 s, 40 s, 50 s, 55 s, 58 s, "1 minute, 2 left"
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod announce;
mod control;
mod lateness;

pub use announce::{Announcement, AnnouncementKind};
pub use control::{Leftover, TimeControl, TimeControlError, MINUTE_MS};
pub use lateness::{LatenessRule, Venue};

use crate::color::Color;
pub use crate::rules::Edition;
use thiserror::Error;

/// What a player has left, as of the start of the current move (the running
/// move's time so far is [`Clock::current_move_ms`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeLeft {
    /// Main time left, in ms. Under [`TimeControl::ReservedMinutes`], the free
    /// time before the reading of seconds starts.
    pub main_ms: u64,
    /// Byo-yomi periods (reserved minutes) left; under Canadian byo-yomi 1
    /// (the current period); otherwise 0.
    pub periods: u32,
    /// Byo-yomi: the length of one period, in ms. Canadian: the time left in
    /// the current period (or the first period's time, before it starts).
    pub period_ms: u64,
    /// Canadian: stones still to play in the current period; otherwise 0.
    pub stones: u32,
    /// True under [`TimeControl::Unlimited`]; the other fields are then 0.
    pub unlimited: bool,
}

impl TimeLeft {
    /// All the time left, in ms: main time plus `periods × period_ms`.
    pub fn total_ms(&self) -> u64 {
        self.main_ms
            .saturating_add(self.period_ms.saturating_mul(u64::from(self.periods)))
    }

    /// True once the main time is used up (the player is in overtime).
    pub fn in_overtime(&self) -> bool {
        !self.unlimited && self.main_ms == 0
    }
}

/// A player's time accounts, in ms. Invariant (tested):
/// `allotted + granted − charged − lapsed` equals [`TimeLeft::total_ms`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TimeAccount {
    /// Time given at the start (or by the last [`Clock::set_time_left`]).
    pub allotted_ms: u64,
    /// Time given since: Fischer increments, new Canadian periods.
    pub granted_ms: u64,
    /// Time taken off: main time used, byo-yomi periods consumed, lateness.
    pub charged_ms: u64,
    /// Time that lapsed unused: discarded Canadian leftovers.
    pub lapsed_ms: u64,
}

impl TimeAccount {
    /// `allotted + granted − charged − lapsed`, in ms.
    pub fn balance_ms(&self) -> u64 {
        (self.allotted_ms.saturating_add(self.granted_ms))
            .saturating_sub(self.charged_ms)
            .saturating_sub(self.lapsed_ms)
    }
}

/// What a clock operation reports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClockEvent {
    /// Time recorded; nothing to report.
    Timed,
    /// Byo-yomi periods (reserved minutes) were used by this move: `used` of
    /// them, `left` remain (1988 art. 12.2; 2002 art. 12.3).
    PeriodsUsed {
        /// The mover.
        color: Color,
        /// Periods used by this move.
        used: u32,
        /// Periods left.
        left: u32,
    },
    /// A Canadian period's stones were all played; a new period starts with
    /// `carried_ms` of leftover added (2002 art. 12.5), 0 if discarded.
    NewPeriod {
        /// The mover.
        color: Color,
        /// Leftover time carried into the new period, in ms.
        carried_ms: u64,
    },
    /// `color` ran out of time and loses (1988 art. 23.5; 2002 art. 12.4,
    /// 22.5). If `pass_available`, the caller may rule instead, on the
    /// player's request, that the move is a pass ([`Clock::charge_pass`],
    /// 2002 art. 22.5).
    Flagged {
        /// The player out of time.
        color: Color,
        /// The article of the ruling.
        article: &'static str,
        /// Whether 2002 art. 22.5's pass may replace the loss.
        pass_available: bool,
    },
    /// The overtime was turned into a pass and play goes on with the same
    /// byo-yomi (2002 art. 22.5).
    PassCharged {
        /// The player charged a pass.
        color: Color,
        /// `"2002 art. 22.5"`.
        article: &'static str,
    },
    /// Lateness deducted from the late player's time, `deducted_ms` in all
    /// (1988 art. 23.3; 2002 art. 22.1: twice the lateness).
    LatenessCharged {
        /// The late player.
        color: Color,
        /// Time taken off, in ms (whole byo-yomi periods when the main time
        /// did not suffice).
        deducted_ms: u64,
        /// The article of the deduction.
        article: &'static str,
    },
    /// The late player came later than allowed and loses the game by forfeit
    /// (1988 art. 23.1; 2002 art. 22.1–2).
    Forfeit {
        /// The late player.
        color: Color,
        /// The article of the ruling.
        article: &'static str,
    },
}

/// Why a clock operation was refused. The clock is unchanged on error.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum ClockError {
    /// The clock has not been started.
    #[error("the clock has not been started")]
    NotStarted,
    /// The clock was already started.
    #[error("the clock is already started")]
    AlreadyStarted,
    /// The clock is paused (暂停); resume it first.
    #[error("the clock is paused")]
    Paused,
    /// The clock is not paused.
    #[error("the clock is not paused")]
    NotPaused,
    /// It is the other player's clock that runs.
    #[error("the other player's clock is running")]
    WrongColor,
    /// A player has run out of time; charge a pass or end the game.
    #[error("a player is out of time")]
    Flagged,
    /// No flag of this player to turn into a pass.
    #[error("this player has not run out of time")]
    NoFlag,
    /// The overtime cannot become a pass: 1988 edition, or no byo-yomi.
    #[error("overtime cannot be charged as a pass here")]
    PassNotAllowed,
    /// The game is over (forfeit, or lost on time through lateness).
    #[error("the game is over")]
    GameOver,
    /// A stone count given for a control without Canadian or byo-yomi periods.
    #[error("stones given for a control without overtime periods")]
    StonesWithoutOvertime,
}

impl ClockError {
    /// Every variant, for bindings that map each to a code.
    pub const ALL: [ClockError; 10] = [
        ClockError::NotStarted,
        ClockError::AlreadyStarted,
        ClockError::Paused,
        ClockError::NotPaused,
        ClockError::WrongColor,
        ClockError::Flagged,
        ClockError::NoFlag,
        ClockError::PassNotAllowed,
        ClockError::GameOver,
        ClockError::StonesWithoutOvertime,
    ];
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Side {
    main_ms: u64,
    /// Byo-yomi periods left.
    periods: u32,
    /// Canadian: in overtime, time and stones left in the current period.
    canadian_started: bool,
    period_left_ms: u64,
    stones_left: u32,
    account: TimeAccount,
    moves: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum State {
    Ready,
    Running(Color),
    Paused(Color),
    Flagged { color: Color, pass_available: bool },
    Over,
}

/// A two-sided game clock. See the module documentation for the time model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    edition: Edition,
    sides: [Side; 2],
    state: State,
    move_ms: u64,
    lost: [bool; 2],
}

impl Clock {
    /// A stopped clock with both players' full time, ruling by the 2002 edition.
    ///
    /// # Errors
    /// Those of [`TimeControl::validate`].
    pub fn new(control: TimeControl) -> Result<Clock, TimeControlError> {
        Clock::with_edition(control, Edition::Y2002)
    }

    /// A stopped clock ruling by `edition` (which articles are cited, whether
    /// overtime may become a pass).
    ///
    /// # Errors
    /// Those of [`TimeControl::validate`].
    pub fn with_edition(control: TimeControl, edition: Edition) -> Result<Clock, TimeControlError> {
        control.validate()?;
        let mut side = Side {
            main_ms: control.main_ms(),
            periods: control.byo_yomi().map_or(0, |(n, _)| n),
            canadian_started: false,
            period_left_ms: 0,
            stones_left: 0,
            account: TimeAccount::default(),
            moves: 0,
        };
        let mut clock = Clock {
            control,
            edition,
            sides: [side; 2],
            state: State::Ready,
            move_ms: 0,
            lost: [false; 2],
        };
        side.account.allotted_ms = clock.allowance(Color::Black).unwrap_or(0);
        clock.sides = [side; 2];
        Ok(clock)
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The edition the clock rules by.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// Whose clock runs, if any (none when stopped, paused, flagged or over).
    pub fn running(&self) -> Option<Color> {
        match self.state {
            State::Running(c) => Some(c),
            _ => None,
        }
    }

    /// True while paused (暂停: 1988 art. 14; 2002 art. 14).
    pub fn is_paused(&self) -> bool {
        matches!(self.state, State::Paused(_))
    }

    /// The player whose time ran out and awaits a ruling, if any. A loss by
    /// lateness ([`Clock::apply_lateness`] returning [`ClockEvent::Flagged`])
    /// awaits no ruling: it ends the clock at once, so this is `None` then and
    /// [`Clock::has_lost`] tells.
    pub fn flagged(&self) -> Option<Color> {
        match self.state {
            State::Flagged { color, .. } => Some(color),
            _ => None,
        }
    }

    /// True once `color` has lost by forfeit or by lateness exceeding its time.
    pub fn has_lost(&self, color: Color) -> bool {
        self.lost[color.index()]
    }

    /// Milliseconds of the running (or paused, or flagged) move so far.
    pub fn current_move_ms(&self) -> u64 {
        self.move_ms
    }

    /// Moves completed by `color` (passes charged by 2002 art. 22.5 included).
    pub fn moves(&self, color: Color) -> u32 {
        self.sides[color.index()].moves
    }

    /// `color`'s time left as of the start of its current move.
    pub fn remaining(&self, color: Color) -> TimeLeft {
        let side = &self.sides[color.index()];
        match self.control {
            TimeControl::Unlimited => TimeLeft {
                main_ms: 0,
                periods: 0,
                period_ms: 0,
                stones: 0,
                unlimited: true,
            },
            TimeControl::Canadian {
                period_ms, stones, ..
            } => TimeLeft {
                main_ms: side.main_ms,
                periods: 1,
                period_ms: if side.canadian_started {
                    side.period_left_ms
                } else {
                    period_ms
                },
                stones: if side.canadian_started {
                    side.stones_left
                } else {
                    stones
                },
                unlimited: false,
            },
            _ => TimeLeft {
                main_ms: side.main_ms,
                periods: side.periods,
                period_ms: self.control.byo_yomi().map_or(0, |(_, s)| s),
                stones: 0,
                unlimited: false,
            },
        }
    }

    /// `color`'s time accounts.
    pub fn account(&self, color: Color) -> TimeAccount {
        self.sides[color.index()].account
    }

    /// All the time `color` may still use on its current move, in ms; `None`
    /// when unlimited.
    fn allowance(&self, color: Color) -> Option<u64> {
        match self.control {
            TimeControl::Unlimited => None,
            _ => Some(self.remaining(color).total_ms()),
        }
    }

    fn check_running(&self) -> Result<Color, ClockError> {
        match self.state {
            State::Running(c) => Ok(c),
            State::Ready => Err(ClockError::NotStarted),
            State::Paused(_) => Err(ClockError::Paused),
            State::Flagged { .. } => Err(ClockError::Flagged),
            State::Over => Err(ClockError::GameOver),
        }
    }

    /// Starts `color`'s clock (usually Black's, 1988 art. 2; 2002 art. 2).
    ///
    /// # Errors
    /// [`ClockError::AlreadyStarted`] unless the clock is still stopped.
    pub fn start(&mut self, color: Color) -> Result<(), ClockError> {
        match self.state {
            State::Ready => {
                self.state = State::Running(color);
                self.move_ms = 0;
                Ok(())
            }
            State::Over => Err(ClockError::GameOver),
            _ => Err(ClockError::AlreadyStarted),
        }
    }

    fn flag_article(&self) -> &'static str {
        match (self.edition, self.control) {
            (Edition::Y1988, _) => "1988 art. 23.5",
            (Edition::Y2002, TimeControl::ReservedMinutes { .. } | TimeControl::ByoYomi { .. })
                if self.control.byo_yomi().is_some() =>
            {
                "2002 art. 22.5"
            }
            // Art. 12.4 is where 2002 says running out loses (超时判负);
            // art. 12.5 (Canadian) describes its periods only, and Fischer is
            // not in the Chinese rules: both lose by art. 12.4's rule.
            (Edition::Y2002, _) => "2002 art. 12.4",
        }
    }

    /// Zeroes `color`'s time, charging all of it.
    fn exhaust(&mut self, color: Color) {
        let left = self.remaining(color).total_ms();
        let side = &mut self.sides[color.index()];
        side.account.charged_ms = side.account.charged_ms.saturating_add(left);
        side.main_ms = 0;
        side.periods = 0;
        if matches!(self.control, TimeControl::Canadian { .. }) {
            side.canadian_started = true;
            side.period_left_ms = 0;
            side.stones_left = side.stones_left.max(1);
        }
    }

    fn flag(&mut self, color: Color) -> ClockEvent {
        self.exhaust(color);
        let pass_available = self.edition == Edition::Y2002 && self.control.byo_yomi().is_some();
        self.state = State::Flagged {
            color,
            pass_available,
        };
        ClockEvent::Flagged {
            color,
            article: self.flag_article(),
            pass_available,
        }
    }

    /// Adds time to the running move; flags when it reaches the allowance.
    fn run(&mut self, color: Color, elapsed_ms: u64) -> Option<ClockEvent> {
        self.move_ms = self.move_ms.saturating_add(elapsed_ms);
        match self.allowance(color) {
            Some(limit) if self.move_ms >= limit => Some(self.flag(color)),
            _ => None,
        }
    }

    /// Lets `elapsed_ms` pass on the running clock without a move, to learn
    /// of a flag as it happens ("尚未落子" also loses, 2002 art. 12.3).
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], [`ClockError::Paused`],
    /// [`ClockError::Flagged`], [`ClockError::GameOver`].
    pub fn tick(&mut self, elapsed_ms: u64) -> Result<ClockEvent, ClockError> {
        let color = self.check_running()?;
        Ok(self.run(color, elapsed_ms).unwrap_or(ClockEvent::Timed))
    }

    /// `color` completed a move after `elapsed_ms` more on its clock: charges
    /// the move's time and starts the opponent's clock.
    ///
    /// Returns [`ClockEvent::Flagged`] (and keeps the move's time on the
    /// clock, which stops) when the move's time reached all `color` had left;
    /// the move then does not count.
    ///
    /// # Errors
    /// [`ClockError::WrongColor`] when the other clock runs, and those of
    /// [`Clock::tick`].
    pub fn move_made(&mut self, color: Color, elapsed_ms: u64) -> Result<ClockEvent, ClockError> {
        if self.check_running()? != color {
            return Err(ClockError::WrongColor);
        }
        if let Some(flag) = self.run(color, elapsed_ms) {
            return Ok(flag);
        }
        let event = self.charge_move(color, self.move_ms);
        let side = &mut self.sides[color.index()];
        side.moves = side.moves.saturating_add(1);
        self.state = State::Running(color.opponent());
        self.move_ms = 0;
        Ok(event)
    }

    /// Charges a move of `t` ms, known to be under the allowance.
    fn charge_move(&mut self, color: Color, t: u64) -> ClockEvent {
        let control = self.control;
        let side = &mut self.sides[color.index()];
        let acc = &mut side.account;
        match control {
            TimeControl::Unlimited => ClockEvent::Timed,
            TimeControl::SuddenDeath { .. } => {
                side.main_ms -= t;
                acc.charged_ms = acc.charged_ms.saturating_add(t);
                ClockEvent::Timed
            }
            TimeControl::Fischer { increment_ms, .. } => {
                side.main_ms = (side.main_ms - t).saturating_add(increment_ms);
                acc.charged_ms = acc.charged_ms.saturating_add(t);
                acc.granted_ms = acc.granted_ms.saturating_add(increment_ms);
                ClockEvent::Timed
            }
            TimeControl::ReservedMinutes { .. } | TimeControl::ByoYomi { .. } => {
                if t <= side.main_ms {
                    side.main_ms -= t;
                    acc.charged_ms = acc.charged_ms.saturating_add(t);
                    return ClockEvent::Timed;
                }
                let period_ms = control.byo_yomi().map_or(1, |(_, s)| s);
                let over = t - side.main_ms;
                acc.charged_ms = acc.charged_ms.saturating_add(side.main_ms);
                side.main_ms = 0;
                // Under the allowance, so fewer than `periods` are used.
                let used = u32::try_from(over / period_ms).unwrap_or(side.periods);
                if used == 0 {
                    return ClockEvent::Timed;
                }
                side.periods -= used;
                acc.charged_ms = acc
                    .charged_ms
                    .saturating_add(u64::from(used).saturating_mul(period_ms));
                ClockEvent::PeriodsUsed {
                    color,
                    used,
                    left: side.periods,
                }
            }
            TimeControl::Canadian {
                period_ms,
                stones,
                leftover,
                ..
            } => {
                if !side.canadian_started && t <= side.main_ms {
                    side.main_ms -= t;
                    acc.charged_ms = acc.charged_ms.saturating_add(t);
                    return ClockEvent::Timed;
                }
                let over = t - side.main_ms;
                acc.charged_ms = acc.charged_ms.saturating_add(side.main_ms);
                side.main_ms = 0;
                if !side.canadian_started {
                    side.canadian_started = true;
                    side.period_left_ms = period_ms;
                    side.stones_left = stones;
                }
                side.period_left_ms -= over;
                acc.charged_ms = acc.charged_ms.saturating_add(over);
                side.stones_left -= 1;
                if side.stones_left > 0 {
                    return ClockEvent::Timed;
                }
                let left = side.period_left_ms;
                let carried_ms = match leftover {
                    Leftover::CarriedOver => left,
                    Leftover::Discarded => {
                        acc.lapsed_ms = acc.lapsed_ms.saturating_add(left);
                        0
                    }
                };
                side.period_left_ms = period_ms.saturating_add(carried_ms);
                side.stones_left = stones;
                acc.granted_ms = acc.granted_ms.saturating_add(period_ms);
                ClockEvent::NewPeriod { color, carried_ms }
            }
        }
    }

    /// Pauses both clocks (暂停: paused time does not count, 1988 art. 14;
    /// 2002 art. 14) after `elapsed_ms` more on the running clock. The running
    /// move continues after [`Clock::resume`]. Sealing a move is the caller's
    /// business.
    ///
    /// # Errors
    /// Those of [`Clock::tick`]. May return [`ClockEvent::Flagged`] instead
    /// of pausing.
    pub fn pause(&mut self, elapsed_ms: u64) -> Result<ClockEvent, ClockError> {
        let color = self.check_running()?;
        if let Some(flag) = self.run(color, elapsed_ms) {
            return Ok(flag);
        }
        self.state = State::Paused(color);
        Ok(ClockEvent::Timed)
    }

    /// Restarts the clock that ran before the pause. A player late after a
    /// pause simply has the clock running (2002 art. 22.1, no forfeit limit).
    ///
    /// # Errors
    /// [`ClockError::NotPaused`].
    pub fn resume(&mut self) -> Result<(), ClockError> {
        match self.state {
            State::Paused(color) => {
                self.state = State::Running(color);
                Ok(())
            }
            _ => Err(ClockError::NotPaused),
        }
    }

    /// Rules a flagged player's overtime a pass instead of a loss, on that
    /// player's request (2002 art. 22.5: "视为放弃着手权使用虚着，改判弃权一次，
    /// 允许续弈，继续实施原先读秒方式"). The player keeps one last period, the
    /// move counts as a pass, and the opponent's clock starts. Whether to grant
    /// the request is the caller's ruling; voiding the late move is the game's.
    ///
    /// # Errors
    /// [`ClockError::NoFlag`] when `color` is not flagged,
    /// [`ClockError::PassNotAllowed`] under the 1988 edition (art. 23.5: overtime
    /// always loses) or without byo-yomi (sudden death, Canadian, Fischer).
    pub fn charge_pass(&mut self, color: Color) -> Result<ClockEvent, ClockError> {
        match self.state {
            State::Flagged {
                color: c,
                pass_available,
            } if c == color => {
                if !pass_available {
                    return Err(ClockError::PassNotAllowed);
                }
                let period_ms = self.control.byo_yomi().map_or(0, |(_, s)| s);
                let side = &mut self.sides[color.index()];
                side.periods = 1;
                side.account.charged_ms = side.account.charged_ms.saturating_sub(period_ms);
                side.moves = side.moves.saturating_add(1);
                self.state = State::Running(color.opponent());
                self.move_ms = 0;
                Ok(ClockEvent::PassCharged {
                    color,
                    article: "2002 art. 22.5",
                })
            }
            _ => Err(ClockError::NoFlag),
        }
    }

    /// `color` arrived `late_ms` after the start. Past `rule.limit_ms` the
    /// player forfeits ([`ClockEvent::Forfeit`]); otherwise `late_ms ×
    /// rule.factor` is taken from the player's time: main time first, then
    /// whole byo-yomi periods (rounded up) or Canadian period time. If that is
    /// all the player has, [`ClockEvent::Flagged`] (lost: 1988 art. 23.5;
    /// 2002 art. 22.1, deduction "within the time limit").
    ///
    /// Call it before starting the late player's clock: the late time is
    /// given here, not run on the clock. Both players late: call it for each
    /// (2002 art. 22.3; both may forfeit).
    ///
    /// # Errors
    /// [`ClockError::Flagged`] while a flag awaits a ruling,
    /// [`ClockError::GameOver`] when `color` has already lost.
    pub fn apply_lateness(
        &mut self,
        color: Color,
        late_ms: u64,
        rule: LatenessRule,
    ) -> Result<ClockEvent, ClockError> {
        if matches!(self.state, State::Flagged { .. }) {
            return Err(ClockError::Flagged);
        }
        if self.lost[color.index()] {
            return Err(ClockError::GameOver);
        }
        if late_ms > rule.limit_ms {
            self.lost[color.index()] = true;
            self.state = State::Over;
            return Ok(ClockEvent::Forfeit {
                color,
                article: rule.forfeit_article(),
            });
        }
        let article = rule.deduction_article();
        let Some(limit) = self.allowance(color) else {
            return Ok(ClockEvent::LatenessCharged {
                color,
                deducted_ms: 0,
                article,
            });
        };
        let d = late_ms.saturating_mul(rule.factor);
        let lose = |clock: &mut Clock| {
            clock.exhaust(color);
            clock.lost[color.index()] = true;
            clock.state = State::Over;
            ClockEvent::Flagged {
                color,
                article,
                pass_available: false,
            }
        };
        if d >= limit && d > 0 {
            return Ok(lose(self));
        }
        let control = self.control;
        let side = &mut self.sides[color.index()];
        let deducted_ms = if d <= side.main_ms {
            side.main_ms -= d;
            d
        } else {
            let excess = d - side.main_ms;
            let main = side.main_ms;
            match control {
                TimeControl::Canadian {
                    period_ms, stones, ..
                } => {
                    if !side.canadian_started {
                        side.canadian_started = true;
                        side.period_left_ms = period_ms;
                        side.stones_left = stones;
                    }
                    side.main_ms = 0;
                    side.period_left_ms -= excess;
                    d
                }
                _ => {
                    let period_ms = control.byo_yomi().map_or(1, |(_, s)| s);
                    let units = excess.div_ceil(period_ms);
                    if units >= u64::from(side.periods) {
                        return Ok(lose(self));
                    }
                    side.main_ms = 0;
                    side.periods -= u32::try_from(units).unwrap_or(0);
                    main + units * period_ms
                }
            }
        };
        side.account.charged_ms = side.account.charged_ms.saturating_add(deducted_ms);
        Ok(ClockEvent::LatenessCharged {
            color,
            deducted_ms,
            article,
        })
    }

    /// Sets `color`'s time left, as the GTP `time_left color time stones`
    /// command does (`ms` = time × 1000): `stones` 0 means `ms` of main time;
    /// otherwise the player is in overtime with, under Canadian byo-yomi,
    /// `ms` for `stones` stones, or under byo-yomi `stones` periods left (the
    /// KGS convention; `ms`, the current period's time, is then ignored as
    /// each move starts a fresh period). Also for a referee correcting a
    /// faulty clock (2002 art. 22.8). Resets `color`'s [`TimeAccount`], with
    /// the new total as allotted. Does nothing under `Unlimited`.
    ///
    /// # Errors
    /// [`ClockError::StonesWithoutOvertime`] for `stones > 0` under sudden
    /// death, Fischer, or byo-yomi with no periods.
    pub fn set_time_left(&mut self, color: Color, ms: u64, stones: u32) -> Result<(), ClockError> {
        let control = self.control;
        let side = &mut self.sides[color.index()];
        match control {
            TimeControl::Unlimited => return Ok(()),
            TimeControl::Canadian { .. } => {
                if stones == 0 {
                    side.main_ms = ms;
                    side.canadian_started = false;
                } else {
                    side.main_ms = 0;
                    side.canadian_started = true;
                    side.period_left_ms = ms;
                    side.stones_left = stones;
                }
            }
            _ => {
                if stones == 0 {
                    side.main_ms = ms;
                } else if control.byo_yomi().is_some() {
                    side.main_ms = 0;
                    side.periods = stones;
                } else {
                    return Err(ClockError::StonesWithoutOvertime);
                }
            }
        }
        let total = self.remaining(color).total_ms();
        self.sides[color.index()].account = TimeAccount {
            allotted_ms: total,
            ..TimeAccount::default()
        };
        Ok(())
    }

    /// The referee's calls for `color`'s current move (its next move if its
    /// clock is not running) with `from_ms < at_ms <= to_ms`, times in ms from
    /// the start of that move (1988 art. 12.2; 2002 art. 12.3; see
    /// [`AnnouncementKind`]). Empty for controls without byo-yomi periods.
    /// Polling with consecutive windows `(a, b]`, `(b, c]` yields each call once.
    pub fn announcements_between(
        &self,
        color: Color,
        from_ms: u64,
        to_ms: u64,
    ) -> Vec<Announcement> {
        match self.control.byo_yomi() {
            Some((_, period_ms)) => {
                let side = &self.sides[color.index()];
                announce::between(
                    side.main_ms,
                    side.periods,
                    period_ms,
                    self.edition,
                    from_ms,
                    to_ms,
                )
            }
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_list_is_distinct() {
        let all = ClockError::ALL;
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn allotment_of_reserved_minutes() {
        // 1988 art. 12.2: the reserved minutes are inside the time limit.
        let clock = Clock::new(TimeControl::ReservedMinutes {
            total_ms: 3_600_000,
            reserved_minutes: 5,
        })
        .unwrap();
        let left = clock.remaining(Color::Black);
        assert_eq!(left.main_ms, 55 * 60_000);
        assert_eq!(left.periods, 5);
        assert_eq!(left.total_ms(), 3_600_000);
        assert_eq!(clock.account(Color::White).allotted_ms, 3_600_000);
    }
}

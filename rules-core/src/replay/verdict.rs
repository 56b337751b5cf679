//! The verdict of a replayed record ([`ReplayOf::verdict`]): what decides the
//! game and how it is checked against the record's `RE`, decided here once
//! for the CLI, C and Python, which print or return it.
//!
//! - A game the record ended by resignation, time or forfeit
//!   ([`decided_otherwise`]) is decided by that (art. 7.2; 2002 art. 22, 24):
//!   not counted. When its moves had ended by two passes, the count of the
//!   final position under the rules played is given beside the result
//!   ([`VerdictOf::DecidedOtherwise`]); it decides nothing.
//! - Otherwise, when `RE` is a count (a margin or a draw,
//!   [`re_margin_half_points`]), the final position is counted with its dead
//!   stones ([`ReplayOf::count`], or [`ReplayOf::count_without_estimate`]
//!   without life options): under territory or taxed rules by those rules
//!   ([`VerdictOf::ByTheirRules`], exactly against `RE`), else by area
//!   ([`VerdictOf::ByArea`], [`ReplayOf::check_result`]: handicap
//!   compensations tried, the territory-count equivalent), and for a record
//!   without `RU` by territory as well ([`TerritoryReading`]).
//!   Before the estimate runs (with life options; not with
//!   [`ReplayOf::verdict_full_estimate`]), a static proposal is tried
//!   ([`crate::life::proposal`]: Benson's certain dead stones, with and
//!   without the stones standing weak in the opponent's area): when its
//!   count gives exactly `RE`'s margin, `RE` confirms it and the estimate
//!   is not run (source [`DeadStoneSource::RecordConfirmed`]; no playouts,
//!   no search). The count then agrees with `RE` by construction: it says
//!   which dead stones the players' result implies, not an independent
//!   judgement of them.
//! - Otherwise (no `RE`, or `RE` not a count: `?`, `Void`) nothing is
//!   counted ([`VerdictOf::NotCounted`]).
//! - A game that did not end is not counted either
//!   ([`VerdictOf::Unfinished`]): its moves end without two passes and
//!   without an ending in `RE` (the game is still [`GameState::Ongoing`]),
//!   and its final position, with its dead stones lifted, still has open
//!   boundary points ([`Count::open_points`]: a move is still needed before
//!   territory can be counted, so `RE` is the result of moves the record
//!   does not hold). A record that only leaves out the final passes of a
//!   finished game (no open point) is counted as usual.

use crate::game::{EndReason, GameState};
use crate::life::{LifeError, LifeOptions};
#[cfg(doc)]
use crate::replay::DeadStoneSource;
use crate::replay::{re_margin_half_points, ReplayCountOf, ReplayOf, ResultCheck};
use crate::result::GameResult;
use crate::territory::Count;

/// Whether the game ended by resignation, time or forfeit: decided otherwise
/// than by a count (art. 7.2; 2002 art. 22, 24), and then by which.
pub fn decided_otherwise(state: GameState) -> Option<EndReason> {
    match state {
        GameState::Ended(
            reason @ (EndReason::Resignation { .. }
            | EndReason::Time { .. }
            | EndReason::Forfeit { .. }),
        ) => Some(reason),
        _ => None,
    }
}

/// How a game stands or ended, in words: `no ending recorded` (still going
/// on), `two passes`, `agreement`, `resignation`, `time`, `forfeit`, `no
/// result (repetition)`.
pub fn ending_words(state: GameState) -> &'static str {
    match state {
        GameState::Ongoing => "no ending recorded",
        GameState::Ended(EndReason::TwoPasses) => "two passes",
        GameState::Ended(EndReason::Agreement) => "agreement",
        GameState::Ended(EndReason::Resignation { .. }) => "resignation",
        GameState::Ended(EndReason::Time { .. }) => "time",
        GameState::Ended(EndReason::Forfeit { .. }) => "forfeit",
        GameState::Ended(EndReason::NoResult) => "no result (repetition)",
    }
}

/// A record without `RU` read by territory as well: its count under
/// [`ReplayOf::territory_rules`] and whether `RE` equals it.
#[derive(Clone, Debug, PartialEq)]
pub struct TerritoryReading {
    /// The count by territory (KataGo's `japanese` with the record's komi).
    pub count: Count,
    /// Whether its margin equals `RE`'s.
    pub agrees: bool,
}

/// What decides a replayed record and its check against `RE`
/// ([`ReplayOf::verdict`]; see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub enum VerdictOf<const W: usize> {
    /// Resignation, time or forfeit decided the game: not counted.
    DecidedOtherwise {
        /// How ([`EndReason::Resignation`], [`EndReason::Time`] or
        /// [`EndReason::Forfeit`]).
        by: EndReason,
        /// When the record's moves had ended by two passes before `RE` said
        /// otherwise ([`ReplayOf::result_after_two_passes`]): the count of the
        /// final position under the rules played (by territory with
        /// prisoners where they count territory), beside the result; `None`
        /// otherwise, or when the count failed.
        beside: Option<GameResult>,
    },
    /// `RE` is absent or not a count: nothing counted.
    NotCounted,
    /// The game did not end: no two passes, no ending in `RE`, and the final
    /// position still has open boundary points. Not counted against `RE`.
    Unfinished {
        /// The open boundary points of the final position with its dead
        /// stones lifted ([`Count::open_points`]; points, at least 1).
        open_points: u32,
    },
    /// The count of the final position failed (the life options' playouts
    /// out of range).
    CountFailed(LifeError),
    /// Counted under the record's territory or taxed rules
    /// ([`ReplayOf::area_scoring`] false), exactly against `RE`.
    ByTheirRules {
        /// The dead stones lifted and where they come from.
        dead: ReplayCountOf<W>,
        /// The count under the rules ([`ReplayOf::count_under`]).
        count: Count,
        /// `RE`: Black's margin in half points.
        re_margin_half_points: i32,
        /// Whether the count's margin equals `RE`'s.
        agrees: bool,
        /// Whether the count names `RE`'s winner (or a draw for a draw).
        winner_agrees: bool,
    },
    /// Counted by area against `RE`.
    ByArea {
        /// The dead stones lifted and where they come from.
        dead: ReplayCountOf<W>,
        /// The check ([`ReplayOf::check_result`]).
        check: ResultCheck,
        /// For a record without `RU`: the territory reading too.
        territory: Option<TerritoryReading>,
    },
}

impl<const W: usize> VerdictOf<W> {
    /// Whether the final position was counted against `RE`
    /// ([`VerdictOf::ByTheirRules`] or [`VerdictOf::ByArea`]).
    pub fn counted(&self) -> bool {
        matches!(self, Self::ByTheirRules { .. } | Self::ByArea { .. })
    }

    /// Whether the count disagrees with `RE`: under their rules, the margin
    /// differs; by area, neither the area count (under any compensation
    /// tried) nor the territory-count equivalent equals it.
    pub fn disagrees(&self) -> bool {
        match self {
            Self::ByTheirRules { agrees, .. } => !agrees,
            Self::ByArea { check, .. } => !check.agrees() && !check.territory_agrees(),
            _ => false,
        }
    }

    /// The dead stones of the count, when the position was counted.
    pub fn dead(&self) -> Option<&ReplayCountOf<W>> {
        match self {
            Self::ByTheirRules { dead, .. } | Self::ByArea { dead, .. } => Some(dead),
            _ => None,
        }
    }
}

impl<const W: usize> ReplayOf<W> {
    /// The verdict of the record (see [`crate::replay::verdict`]'s module
    /// docs): the dead stones from the record's marks, the rules, or the
    /// estimate with `life` (`None`: [`ReplayOf::count_without_estimate`],
    /// the certain dead stones only). With `life`, when `RE` is a count, a
    /// static proposal whose count gives exactly `RE`'s margin is taken
    /// first, without running the estimate (source
    /// [`DeadStoneSource::RecordConfirmed`];
    /// [`ReplayOf::verdict_full_estimate`] never does). Never fails: a count
    /// that fails is [`VerdictOf::CountFailed`].
    pub fn verdict(&self, life: Option<&LifeOptions>) -> VerdictOf<W> {
        self.verdict_with(life, true)
    }

    /// [`ReplayOf::verdict`] with the estimate run whenever `life` is given,
    /// even where a static proposal would reproduce `RE` (so that the
    /// estimate's own agreement with `RE` can be measured; the CLI's
    /// `replay --full-estimate`).
    pub fn verdict_full_estimate(&self, life: Option<&LifeOptions>) -> VerdictOf<W> {
        self.verdict_with(life, false)
    }

    /// The verdict; `record_settles`: whether `RE` may confirm a static
    /// proposal before the estimate runs.
    fn verdict_with(&self, life: Option<&LifeOptions>, record_settles: bool) -> VerdictOf<W> {
        let count = || match life {
            Some(life) => self.count(life),
            None => Ok(self.count_without_estimate()),
        };
        if let Some(by) = decided_otherwise(self.game.state()) {
            let beside = if self.result_after_two_passes {
                count().ok().map(|dead| {
                    if self.area_scoring {
                        dead.score.result()
                    } else {
                        self.count_under(&dead, &self.rules).result()
                    }
                })
            } else {
                None
            };
            return VerdictOf::DecidedOtherwise { by, beside };
        }
        let Some((re, re_margin)) = self
            .recorded_result
            .as_ref()
            .and_then(|re| Some((re, re_margin_half_points(re)?)))
        else {
            return VerdictOf::NotCounted;
        };
        let confirmed = match life {
            Some(options) if record_settles => {
                if let Err(e) = crate::life::check_options(options) {
                    return VerdictOf::CountFailed(e);
                }
                self.record_confirmed(re, re_margin)
            }
            _ => None,
        };
        let dead = match confirmed.map_or_else(
            || match life {
                Some(options) if record_settles => {
                    self.count_confirmed_in_sampling(options, re, re_margin)
                }
                _ => count(),
            },
            Ok,
        ) {
            Ok(dead) => dead,
            Err(e) => return VerdictOf::CountFailed(e),
        };
        // Moves ending without two passes and without an ending in `RE`:
        // unfinished when a boundary is still open (see the module docs).
        if self.game.state() == GameState::Ongoing {
            let open_points = self.count_under(&dead, &self.rules).open_points;
            if open_points > 0 {
                return VerdictOf::Unfinished { open_points };
            }
        }
        if !self.area_scoring {
            let count = self.count_under(&dead, &self.rules);
            let m = count.margin_half_points;
            return VerdictOf::ByTheirRules {
                dead,
                re_margin_half_points: re_margin,
                agrees: m == re_margin,
                winner_agrees: m.signum() == re_margin.signum(),
                count,
            };
        }
        // `re` is a count, so the check exists.
        let Some(check) = self.check_result(re, &dead.dead) else {
            return VerdictOf::NotCounted;
        };
        let territory = (!self.ru_given).then(|| {
            let count = self.count_under(&dead, &self.territory_rules());
            let agrees = count.margin_half_points == check.re_margin_half_points;
            TerritoryReading { count, agrees }
        });
        VerdictOf::ByArea {
            dead,
            check,
            territory,
        }
    }
}

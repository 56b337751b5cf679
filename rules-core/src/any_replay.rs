//! A replay's verdict and facts at any size: [`AnyVerdict`], the
//! [`crate::replay::VerdictOf`] of an [`AnyReplay`] with its stone sets as
//! points, and [`AnyReplay`]'s accessors for what [`ReplayOf`]'s fields
//! hold (so the bindings and the CLI need no word count).

use crate::any::with_any;
use crate::any::{AnyLifeEstimate, AnyReplay, AnySize};
use crate::game::{EndReason, GameState};
use crate::life::{LifeError, LifeOptions};
use crate::point::{BoardSize, Point};
use crate::replay::{
    DeadStoneSource, KomiFrom, ReplayCountOf, ResultCheck, RulesFrom, TerritoryReading, VerdictOf,
    Violation,
};
use crate::result::GameResult;
use crate::rules::Rules;
use crate::scoring::{dead_set, Score};
use crate::sgf::RecordedResult;

/// A replay's area count of any size ([`crate::replay::ReplayCountOf`] with
/// the dead stones as points).
#[derive(Clone, Debug)]
pub struct AnyReplayCount {
    /// The count (2002 art. 9, 11) with `dead` lifted, the record's komi and
    /// the rules' handicap compensation.
    pub score: Score,
    /// The stones lifted as dead, whole chains, row by row (empty under
    /// Tromp-Taylor).
    pub dead: Vec<Point>,
    /// Where they come from.
    pub source: DeadStoneSource,
    /// The estimate, when `source` is [`DeadStoneSource::Estimate`].
    pub estimate: Option<AnyLifeEstimate>,
}

/// What decides a replayed record and its check against `RE`, at any size:
/// [`crate::replay::VerdictOf`] variant for variant ([`AnyReplay::verdict`]).
#[derive(Clone, Debug)]
pub enum AnyVerdict {
    /// [`VerdictOf::DecidedOtherwise`]: resignation, time, forfeit.
    DecidedOtherwise {
        /// How the game ended.
        by: EndReason,
        /// The count of the final position beside the recorded result, when
        /// the moves had ended by two passes.
        beside: Option<GameResult>,
    },
    /// [`VerdictOf::NotCounted`].
    NotCounted,
    /// [`VerdictOf::Unfinished`]: the game did not end; not counted.
    Unfinished {
        /// The open boundary points of the final position (at least 1).
        open_points: u32,
    },
    /// [`VerdictOf::CountFailed`].
    CountFailed(LifeError),
    /// [`VerdictOf::ByTheirRules`]: counted under territory (or taxed) rules.
    ByTheirRules {
        /// The dead stones and area count.
        dead: AnyReplayCount,
        /// The count under the record's rules.
        count: crate::territory::Count,
        /// `RE`'s margin, half points.
        re_margin_half_points: i32,
        /// Whether the count's margin equals `RE`'s.
        agrees: bool,
        /// Whether the count's winner is `RE`'s.
        winner_agrees: bool,
    },
    /// [`VerdictOf::ByArea`]: counted by area.
    ByArea {
        /// The dead stones and area count.
        dead: AnyReplayCount,
        /// The check against `RE`.
        check: ResultCheck,
        /// Without `RU`, the territory reading too.
        territory: Option<TerritoryReading>,
    },
}

impl AnyVerdict {
    /// Whether the final position was counted ([`VerdictOf::counted`]).
    pub fn counted(&self) -> bool {
        matches!(self, Self::ByTheirRules { .. } | Self::ByArea { .. })
    }

    /// The dead stones and area count, when counted ([`VerdictOf::dead`]).
    pub fn dead(&self) -> Option<&AnyReplayCount> {
        match self {
            Self::ByTheirRules { dead, .. } | Self::ByArea { dead, .. } => Some(dead),
            _ => None,
        }
    }

    /// Whether the count disagrees with `RE` ([`VerdictOf::disagrees`]):
    /// under their rules, by margin; by area, neither as area nor as
    /// territory.
    pub fn disagrees(&self) -> bool {
        match self {
            Self::ByTheirRules { agrees, .. } => !agrees,
            Self::ByArea { check, .. } => !check.agrees() && !check.territory_agrees(),
            _ => false,
        }
    }
}

fn count_of<const W: usize>(c: ReplayCountOf<W>, size: BoardSize) -> AnyReplayCount
where
    AnyLifeEstimate: From<crate::life::LifeEstimateOf<W>>,
{
    AnyReplayCount {
        score: c.score,
        dead: c.dead.points(size).collect(),
        source: c.source,
        estimate: c.estimate.map(AnyLifeEstimate::from),
    }
}

fn verdict_of<const W: usize>(v: VerdictOf<W>, size: BoardSize) -> AnyVerdict
where
    AnyLifeEstimate: From<crate::life::LifeEstimateOf<W>>,
{
    match v {
        VerdictOf::DecidedOtherwise { by, beside } => AnyVerdict::DecidedOtherwise { by, beside },
        VerdictOf::NotCounted => AnyVerdict::NotCounted,
        VerdictOf::Unfinished { open_points } => AnyVerdict::Unfinished { open_points },
        VerdictOf::CountFailed(e) => AnyVerdict::CountFailed(e),
        VerdictOf::ByTheirRules {
            dead,
            count,
            re_margin_half_points,
            agrees,
            winner_agrees,
        } => AnyVerdict::ByTheirRules {
            dead: count_of(dead, size),
            count,
            re_margin_half_points,
            agrees,
            winner_agrees,
        },
        VerdictOf::ByArea {
            dead,
            check,
            territory,
        } => AnyVerdict::ByArea {
            dead: count_of(dead, size),
            check,
            territory,
        },
    }
}

impl From<crate::life::LifeEstimateOf<{ crate::bitboard::TINY_WORDS }>> for AnyLifeEstimate {
    fn from(e: crate::life::LifeEstimateOf<{ crate::bitboard::TINY_WORDS }>) -> Self {
        AnySize::Tiny(e)
    }
}

impl From<crate::life::LifeEstimateOf<{ crate::bitboard::WORDS }>> for AnyLifeEstimate {
    fn from(e: crate::life::LifeEstimateOf<{ crate::bitboard::WORDS }>) -> Self {
        AnySize::Small(e)
    }
}

impl From<crate::life::LifeEstimateOf<{ crate::bitboard::BIG_WORDS }>> for AnyLifeEstimate {
    fn from(e: crate::life::LifeEstimateOf<{ crate::bitboard::BIG_WORDS }>) -> Self {
        AnySize::Big(Box::new(e))
    }
}

/// Accessors of [`AnyReplay`] for fields of [`ReplayOf`](crate::replay::ReplayOf)
/// that do not depend on the words (a copy of each).
macro_rules! replay_fields {
    ($($(#[$m:meta])* $name:ident: $t:ty;)*) => {
        impl AnyReplay {
            $($(#[$m])*
            pub fn $name(&self) -> $t {
                with_any!(self, r => r.$name.clone())
            })*
        }
    };
}

replay_fields! {
    /// [`ReplayOf::moves_replayed`](crate::replay::ReplayOf::moves_replayed).
    moves_replayed: u32;
    /// [`ReplayOf::non_alternating`](crate::replay::ReplayOf::non_alternating).
    non_alternating: u32;
    /// [`ReplayOf::moves_after_end`](crate::replay::ReplayOf::moves_after_end).
    moves_after_end: u32;
    /// [`ReplayOf::first_move_after_end`](crate::replay::ReplayOf::first_move_after_end).
    first_move_after_end: Option<u32>;
    /// [`ReplayOf::area_scoring`](crate::replay::ReplayOf::area_scoring).
    area_scoring: bool;
    /// [`ReplayOf::stopped_early`](crate::replay::ReplayOf::stopped_early).
    stopped_early: bool;
    /// [`ReplayOf::recorded_result`](crate::replay::ReplayOf::recorded_result).
    recorded_result: Option<RecordedResult>;
    /// [`ReplayOf::ru_given`](crate::replay::ReplayOf::ru_given).
    ru_given: bool;
    /// [`ReplayOf::rules_from`](crate::replay::ReplayOf::rules_from).
    rules_from: RulesFrom;
    /// [`ReplayOf::komi_from`](crate::replay::ReplayOf::komi_from).
    komi_from: KomiFrom;
    /// [`ReplayOf::result_after_two_passes`](crate::replay::ReplayOf::result_after_two_passes).
    result_after_two_passes: bool;
}

impl AnyReplay {
    /// [`ReplayOf::verdict`](crate::replay::ReplayOf::verdict), its stone
    /// sets as points (one allocation a count; not a hot path).
    pub fn verdict(&self, life: Option<&LifeOptions>) -> AnyVerdict {
        with_any!(self, r => verdict_of(r.verdict(life), r.game.size()))
    }

    /// [`ReplayOf::verdict_full_estimate`](crate::replay::ReplayOf::verdict_full_estimate):
    /// the verdict with the estimate run even where `RE` would confirm a
    /// static proposal.
    pub fn verdict_full_estimate(&self, life: Option<&LifeOptions>) -> AnyVerdict {
        with_any!(self, r => verdict_of(r.verdict_full_estimate(life), r.game.size()))
    }

    /// [`ReplayOf::count`](crate::replay::ReplayOf::count): the final
    /// position's area count with the dead stones the rules settle (the
    /// record's `TB`/`TW` marks, the estimate, pass-alive territory or
    /// none), the stones as points. Errors as `count`
    /// ([`LifeError::PlayoutsOutOfRange`]).
    pub fn count(&self, options: &LifeOptions) -> Result<AnyReplayCount, LifeError> {
        with_any!(self, r => Ok(count_of(r.count(options)?, r.game.size())))
    }

    /// [`ReplayOf::count_without_estimate`](crate::replay::ReplayOf::count_without_estimate):
    /// the count with only the certain dead stones lifted.
    pub fn count_without_estimate(&self) -> AnyReplayCount {
        with_any!(self, r => count_of(r.count_without_estimate(), r.game.size()))
    }

    /// [`ReplayOf::count_under`](crate::replay::ReplayOf::count_under): the
    /// final position counted under `rules` with the dead stones of `dead`
    /// and the stones its estimate judged in seki.
    pub fn count_under(&self, dead: &AnyReplayCount, rules: &Rules) -> crate::territory::Count {
        with_any!(self, r => {
            let size = r.game.size();
            let seki = dead
                .estimate
                .as_ref()
                .map(|e| e.points_with(crate::life::ChainStatus::Seki))
                .unwrap_or_default();
            crate::territory::count(
                r.game.board(),
                &dead_set(size, &dead.dead),
                &dead_set(size, &seki),
                rules,
                &r.game.count_extras_under(rules),
            )
        })
    }

    /// [`ReplayOf::check_result`](crate::replay::ReplayOf::check_result):
    /// the final position against `result` with the stones of `dead` lifted
    /// (whole chains; points off the board ignored). `None` when `result` is
    /// not a count.
    pub fn check_result(&self, result: &RecordedResult, dead: &[Point]) -> Option<ResultCheck> {
        with_any!(self, r => r.check_result(result, &dead_set(r.game.size(), dead)))
    }

    /// The replayed game's size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, r => r.game.size())
    }

    /// The replayed game's state ([`crate::sized::GameOf::state`]).
    pub fn state(&self) -> GameState {
        with_any!(self, r => r.game.state())
    }

    /// The replayed game's handicap stones ([`crate::sized::GameOf::handicap`]).
    pub fn handicap(&self) -> u32 {
        with_any!(self, r => r.game.handicap())
    }

    /// The rules, by reference ([`AnyReplay::rules`] gives a copy).
    pub fn rules_ref(&self) -> &Rules {
        with_any!(self, r => &r.rules)
    }

    /// The first rule broken, if any ([`AnyReplay::violations`]).
    pub fn first_violation(&self) -> Option<&Violation> {
        self.violations().first()
    }
}

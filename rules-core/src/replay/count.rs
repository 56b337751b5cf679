//! A replayed record counted: by area with its dead stones lifted, and
//! where they come from ([`ReplayOf::count`]: the record's `TB`/`TW` marks,
//! the estimate, none, pass-alive territory), and under any rules
//! ([`ReplayOf::count_under`]): territory records by territory with their
//! captures, and the territory reading of records that do not say their
//! rules.

use crate::bitboard::BitboardOf;
use crate::life::{ChainStatus, LifeError, LifeEstimateOf, LifeOptions};
use crate::replay::ReplayOf;
use crate::rules::{DeadStones, Rules, Scoring, SuicideRule, Tax};
use crate::scoring::{area_score, Score};
use crate::territory::{count, Count};

impl<const W: usize> ReplayOf<W> {
    /// The final position counted under `rules` ([`crate::sized::count`]) with the
    /// dead stones of `dead` ([`ReplayOf::count`]: the record's `TB`/`TW`
    /// marks or the estimate), the stones the estimate judged in seki (none
    /// when the dead stones came from the marks), the prisoners the replayed
    /// moves captured, and `rules`' komi, compensation and button.
    pub fn count_under(&self, dead: &ReplayCountOf<W>, rules: &Rules) -> Count {
        let seki = dead
            .estimate
            .as_ref()
            .map(|e| e.stones_with(ChainStatus::Seki))
            .unwrap_or_default();
        count(
            self.game.board(),
            &dead.dead,
            &seki,
            rules,
            &self.game.count_extras_under(rules),
        )
    }

    /// The record's rules when it counts by area with no tax, else a
    /// territory reading: KataGo's `japanese` (territory, seki taxed) with
    /// the record's komi and no handicap compensation. What a record
    /// without `RU` is compared with besides its area count.
    pub fn territory_rules(&self) -> Rules {
        Rules {
            preset: None,
            scoring: Scoring::Territory,
            tax: Tax::Seki,
            handicap_compensation: crate::rules::HandicapCompensation::None,
            button: false,
            ..self.rules
        }
    }
}

/// Where the dead stones of a [`ReplayCount`](super::ReplayCount) come from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeadStoneSource {
    /// The record's territory marks (`TB`/`TW`): the players' agreement
    /// (art. 8) as the server wrote it.
    TerritoryMarks,
    /// The library's estimate ([`crate::sized::estimate_life`]): what the players
    /// would be proposed under rules that settle dead stones by agreement.
    Estimate,
    /// None: every stone is alive (Tromp-Taylor).
    AllAlive,
    /// The stones in pass-alive territory (KataGo's area rules).
    PassAliveTerritory,
    /// A static proposal confirmed by the record's `RE`
    /// ([`ReplayOf::verdict`](super::ReplayOf::verdict)): the count with
    /// Benson's certain dead stones, or with those and the stones of
    /// [`crate::life::proposal::weak_in_opponent_area`], gives exactly the
    /// recorded margin, so the players agreed to these (art. 8) and the
    /// estimate was not run; or, when neither does, the estimate's sampling
    /// was stopped at the first check where the dead stones it would return
    /// gave that margin (the count's `estimate` tells the playouts run). Not
    /// an independent estimate: its count agrees with `RE` by construction.
    RecordConfirmed,
}

impl DeadStoneSource {
    /// Every source, in declaration order.
    pub const ALL: [DeadStoneSource; 5] = [
        Self::TerritoryMarks,
        Self::Estimate,
        Self::AllAlive,
        Self::PassAliveTerritory,
        Self::RecordConfirmed,
    ];

    /// `territory-marks`, `estimate`, `all-alive`, `pass-alive-territory`,
    /// `record-confirmed`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::TerritoryMarks => "territory-marks",
            Self::Estimate => "estimate",
            Self::AllAlive => "all-alive",
            Self::PassAliveTerritory => "pass-alive-territory",
            Self::RecordConfirmed => "record-confirmed",
        }
    }
}

/// The area count of a replay's final position with its dead stones lifted
/// ([`ReplayOf::count`](super::ReplayOf::count)).
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayCountOf<const W: usize> {
    /// The count (art. 9, 11) with `dead` lifted, the record's komi and the
    /// rules' handicap compensation.
    pub score: Score,
    /// The stones lifted as dead, whole chains (empty under Tromp-Taylor).
    pub dead: BitboardOf<W>,
    /// Where they come from.
    pub source: DeadStoneSource,
    /// The estimate, when `source` is [`DeadStoneSource::Estimate`], or
    /// [`DeadStoneSource::RecordConfirmed`] when `RE` confirmed the estimate
    /// stopped in its sampling (its playouts run).
    pub estimate: Option<LifeEstimateOf<W>>,
}

impl<const W: usize> ReplayOf<W> {
    /// The Tromp-Taylor count of the final position with komi and the rules'
    /// compensation (points are half stones of area; see [`Score`]).
    pub fn area_score(&self) -> Score {
        self.game.tromp_taylor_score()
    }

    /// The area count of the final position (art. 9, 11) with the dead stones
    /// lifted: under rules that settle them by agreement (art. 8), those the
    /// record's territory marks imply ([`ReplayOf::territory_marks`](super::ReplayOf::territory_marks)), else the
    /// estimated ones ([`Game::score_estimated`](crate::sized::GameOf::score_estimated) with `options`); under
    /// Tromp-Taylor none; under KataGo's area rules those in pass-alive
    /// territory. Errors: [`LifeError::PlayoutsOutOfRange`] (checked
    /// whatever the source).
    pub fn count(&self, options: &LifeOptions) -> Result<ReplayCountOf<W>, LifeError> {
        crate::life::check_options(options)?;
        let rules = self.game.rules();
        if let (DeadStones::Agreement, Some(dead)) = (rules.dead_stones, self.territory_marks) {
            let compensation = rules.handicap_compensation.points(self.game.handicap());
            let score = area_score(
                self.game.board(),
                &dead,
                rules.komi,
                compensation,
                self.game.penalty_stones(),
            );
            return Ok(ReplayCountOf {
                score,
                dead,
                source: DeadStoneSource::TerritoryMarks,
                estimate: None,
            });
        }
        let e = self.game.score_estimated(options)?;
        let source = match rules.dead_stones {
            DeadStones::Agreement => DeadStoneSource::Estimate,
            DeadStones::AllAlive => DeadStoneSource::AllAlive,
            DeadStones::PassAliveTerritory => DeadStoneSource::PassAliveTerritory,
        };
        Ok(ReplayCountOf {
            score: e.score,
            dead: e.dead,
            source,
            estimate: e.estimate,
        })
    }

    /// The area count of the final position without the estimate (and its
    /// playouts): like [`ReplayOf::count`](super::ReplayOf::count), but under rules that settle dead
    /// stones by agreement (art. 8) a record without territory marks is
    /// counted with the certain dead stones only, the opponent stones inside
    /// a colour's pass-alive territory ([`crate::sized::pass_alive_territory_dead`];
    /// Benson's analysis, source [`DeadStoneSource::PassAliveTerritory`]).
    /// Every other stone counts as alive, so the count can differ from the
    /// players' where dead stones were left on the board; in exchange it costs
    /// about what the replay costs. Never fails.
    pub fn count_without_estimate(&self) -> ReplayCountOf<W> {
        let rules = self.game.rules();
        let board = self.game.board();
        let (dead, source) = match (rules.dead_stones, self.territory_marks) {
            (DeadStones::Agreement, Some(dead)) => (dead, DeadStoneSource::TerritoryMarks),
            (DeadStones::AllAlive, _) => (BitboardOf::<W>::EMPTY, DeadStoneSource::AllAlive),
            (DeadStones::Agreement | DeadStones::PassAliveTerritory, _) => (
                crate::benson::pass_alive_territory_dead(
                    board,
                    rules.suicide == SuicideRule::MultiStoneAllowed,
                ),
                DeadStoneSource::PassAliveTerritory,
            ),
        };
        self.count_lifting(dead, source)
    }

    /// The area count with `dead` lifted, the record's komi, the rules'
    /// compensation and penalty stones; no estimate.
    fn count_lifting(&self, dead: BitboardOf<W>, source: DeadStoneSource) -> ReplayCountOf<W> {
        let rules = self.game.rules();
        let compensation = rules.handicap_compensation.points(self.game.handicap());
        let score = area_score(
            self.game.board(),
            &dead,
            rules.komi,
            compensation,
            self.game.penalty_stones(),
        );
        ReplayCountOf {
            score,
            dead,
            source,
            estimate: None,
        }
    }

    /// The static proposal the record's `RE` confirms
    /// ([`DeadStoneSource::RecordConfirmed`]), when one does: under rules
    /// that settle dead stones by agreement, for a record without territory
    /// marks, the first of (a) Benson's certain dead stones
    /// ([`crate::sized::pass_alive_territory_dead`]) with the stones of
    /// [`crate::life::proposal::weak_in_opponent_area`] on the board
    /// without them (a region holding only certain dead stones is an own
    /// region of its owner's) and (b) Benson's
    /// alone, whose count gives exactly `RE`'s margin, `re_margin` (Black's,
    /// in half points): by area, the area count under one of the
    /// compensations tried or its territory-count equivalent
    /// ([`ReplayOf::check_result`](super::ReplayOf::check_result)); under
    /// territory or taxed rules, [`ReplayOf::count_under`] the rules. For a
    /// game still going on, a proposal leaving boundary points open is not
    /// taken. `None` otherwise: the estimate decides.
    pub(crate) fn record_confirmed(
        &self,
        re: &crate::sgf::RecordedResult,
        re_margin: i32,
    ) -> Option<ReplayCountOf<W>> {
        let rules = self.game.rules();
        if rules.dead_stones != DeadStones::Agreement || self.territory_marks.is_some() {
            return None;
        }
        let board = self.game.board();
        let certain = crate::benson::pass_alive_territory_dead(
            board,
            rules.suicide == SuicideRule::MultiStoneAllowed,
        );
        let proposed =
            certain | crate::life::proposal::weak_in_opponent_area(&board.without(&certain));
        let candidates = [Some(proposed), (proposed != certain).then_some(certain)];
        candidates.into_iter().flatten().find_map(|dead| {
            self.confirms(re, re_margin, &dead, &BitboardOf::<W>::EMPTY)
                .then(|| self.count_lifting(dead, DeadStoneSource::RecordConfirmed))
        })
    }

    /// Whether `RE` (`re`, Black's margin `re_margin` in half points)
    /// confirms the count with `dead` lifted and the stones of `seki` in
    /// seki: by area, the area count under one of the compensations tried or
    /// its territory-count equivalent gives `RE`'s margin
    /// ([`ReplayOf::check_result`](super::ReplayOf::check_result)); under
    /// territory or taxed rules, the count under the rules does. For a game
    /// still going on, never when boundary points stay open.
    fn confirms(
        &self,
        re: &crate::sgf::RecordedResult,
        re_margin: i32,
        dead: &BitboardOf<W>,
        seki: &BitboardOf<W>,
    ) -> bool {
        let under_rules = || {
            count(
                self.game.board(),
                dead,
                seki,
                &self.rules,
                &self.game.count_extras_under(&self.rules),
            )
        };
        if self.game.state() == crate::game::GameState::Ongoing && under_rules().open_points > 0 {
            return false;
        }
        if self.area_scoring {
            self.check_result(re, dead)
                .is_some_and(|k| k.agrees() || k.territory_agrees())
        } else {
            under_rules().margin_half_points == re_margin
        }
    }

    /// [`ReplayOf::count`] with `RE`'s check inside the estimate's sampling
    /// (for a record no static proposal settles,
    /// [`ReplayOf::record_confirmed`]): under rules that settle dead stones
    /// by agreement, for a record without territory marks, the estimate
    /// stops at the first stop check of its sampling where the dead stones
    /// (and seki) it would return then give exactly `RE`'s margin
    /// ([`ReplayOf::confirms`], the test the static proposals pass); the
    /// count is then [`DeadStoneSource::RecordConfirmed`], with the
    /// estimate stopped there (its playouts run). Otherwise the estimate
    /// runs to its own end, as [`ReplayOf::count`]. Errors as
    /// [`ReplayOf::count`].
    pub(crate) fn count_confirmed_in_sampling(
        &self,
        options: &LifeOptions,
        re: &crate::sgf::RecordedResult,
        re_margin: i32,
    ) -> Result<ReplayCountOf<W>, LifeError> {
        if self.game.rules().dead_stones != DeadStones::Agreement || self.territory_marks.is_some()
        {
            return self.count(options);
        }
        // A check shown the dead stones and seki of the check before (which
        // `RE` did not confirm, or the sampling would have stopped) answers
        // the same without counting again.
        let mut last = None;
        let mut check = |dead: &BitboardOf<W>, seki: &BitboardOf<W>| {
            if last == Some((*dead, *seki)) {
                return false;
            }
            last = Some((*dead, *seki));
            self.confirms(re, re_margin, dead, seki)
        };
        let (e, stopped) = crate::life::estimate_life_until(
            self.game.board(),
            self.game.to_move(),
            options,
            Some(&mut check),
        )?;
        let source = if stopped {
            DeadStoneSource::RecordConfirmed
        } else {
            DeadStoneSource::Estimate
        };
        let mut c = self.count_lifting(e.dead_stones(), source);
        c.estimate = Some(e);
        Ok(c)
    }
}

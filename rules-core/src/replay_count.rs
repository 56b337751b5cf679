//! A replayed record counted under any rules ([`ReplayOf::count_under`]):
//! territory records by territory with their captures, and the comparison
//! of both counts with `RE` for records that do not say their rules.

use crate::life::ChainStatus;
use crate::replay::{ReplayCountOf, ReplayOf};
use crate::rules::{Rules, Scoring, Tax};
use crate::territory::{count, Count};

impl<const W: usize> ReplayOf<W> {
    /// The final position counted under `rules` ([`crate::count`]) with the
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

//! The totals of a `replay` run ([`Summary`]): what each game adds, and the
//! summary printed after the reports.

use serde_json::json;
use tianyuan::any::AnyReplayCount;
use tianyuan::replay::{DeadStoneSource, ResultCheck};

use super::Reports;

/// Totals over a run.
#[derive(Default, Debug)]
pub(super) struct Summary {
    pub(super) files: u32,
    pub(super) games: u32,
    pub(super) legal: u32,
    pub(super) illegal: u32,
    /// Counted by area against a numeric RE.
    pub(super) scored: u32,
    /// The area count equals RE (some compensation).
    pub(super) agreeing: u32,
    /// Only the territory-count equivalent equals RE.
    pub(super) territory_equivalent: u32,
    /// Neither equals RE.
    pub(super) disagreeing: u32,
    /// The area count names RE's winner.
    pub(super) winner_agreeing: u32,
    /// Counted with the dead stones of the record's TB/TW marks.
    pub(super) dead_from_marks: u32,
    /// Counted with estimated dead stones.
    pub(super) dead_estimated: u32,
    /// Counted with a static proposal RE confirmed (not estimated).
    pub(super) dead_record_confirmed: u32,
    /// Counted under their own rules by territory or with a tax (RU
    /// Japanese, Korean, stone-scoring…) against a numeric RE.
    pub(super) rule_scored: u32,
    /// Of those, the count equals RE exactly.
    pub(super) rule_agreeing: u32,
    /// Of those, counted with a static proposal RE confirmed (so agreeing).
    pub(super) rule_record_confirmed: u32,
    /// Of those, the count names RE's winner.
    pub(super) rule_winner_agreeing: u32,
    /// Of those, the position still had open boundary points.
    pub(super) rule_unfinished: u32,
    /// Records without RU counted both ways: RE equals the area count only,
    /// the territory count only, both, or neither.
    pub(super) no_ru_area_only: u32,
    pub(super) no_ru_territory_only: u32,
    pub(super) no_ru_both: u32,
    pub(super) no_ru_neither: u32,
    /// Ended by resignation, time or forfeit: not counted.
    pub(super) decided_otherwise: u32,
    /// Did not end (no two passes, no ending in RE, a boundary still open):
    /// not counted.
    pub(super) unfinished: u32,
    /// No RE, or an RE without a margin (`B+`, `?`, `Void`): not counted.
    pub(super) no_margin_in_re: u32,
    pub(super) unreadable: u32,
    pub(super) skipped: u32,
}

impl Summary {
    /// Adds another run's totals (files replayed on other threads).
    pub(super) fn add(&mut self, o: &Summary) {
        self.files += o.files;
        self.games += o.games;
        self.legal += o.legal;
        self.illegal += o.illegal;
        self.scored += o.scored;
        self.agreeing += o.agreeing;
        self.territory_equivalent += o.territory_equivalent;
        self.disagreeing += o.disagreeing;
        self.winner_agreeing += o.winner_agreeing;
        self.dead_from_marks += o.dead_from_marks;
        self.dead_estimated += o.dead_estimated;
        self.dead_record_confirmed += o.dead_record_confirmed;
        self.rule_scored += o.rule_scored;
        self.rule_agreeing += o.rule_agreeing;
        self.rule_record_confirmed += o.rule_record_confirmed;
        self.rule_winner_agreeing += o.rule_winner_agreeing;
        self.rule_unfinished += o.rule_unfinished;
        self.no_ru_area_only += o.no_ru_area_only;
        self.no_ru_territory_only += o.no_ru_territory_only;
        self.no_ru_both += o.no_ru_both;
        self.no_ru_neither += o.no_ru_neither;
        self.decided_otherwise += o.decided_otherwise;
        self.unfinished += o.unfinished;
        self.no_margin_in_re += o.no_margin_in_re;
        self.unreadable += o.unreadable;
        self.skipped += o.skipped;
    }
}

/// Adds one counted game to the totals.
pub(super) fn tally(sum: &mut Summary, c: &ResultCheck, count: &AnyReplayCount) {
    sum.scored += 1;
    if c.agrees() {
        sum.agreeing += 1;
    } else if c.territory_agrees() {
        sum.territory_equivalent += 1;
    } else {
        sum.disagreeing += 1;
    }
    if c.winner_agrees() {
        sum.winner_agreeing += 1;
    }
    match count.source {
        DeadStoneSource::TerritoryMarks => sum.dead_from_marks += 1,
        DeadStoneSource::Estimate => sum.dead_estimated += 1,
        DeadStoneSource::RecordConfirmed => sum.dead_record_confirmed += 1,
        DeadStoneSource::AllAlive | DeadStoneSource::PassAliveTerritory => {}
    }
}

/// Prints the totals: two lines of text, or one JSON object.
pub(super) fn print_summary(out: &mut Reports, s: &Summary, json: bool) {
    if json {
        out.line(&format!(
            "{}",
            json!({"summary": {
                "files": s.files, "games": s.games, "legal": s.legal, "illegal": s.illegal,
                "scored": s.scored, "agreeing": s.agreeing,
                "territory_equivalent": s.territory_equivalent,
                "disagreeing": s.disagreeing, "winner_agreeing": s.winner_agreeing,
                "dead_from_marks": s.dead_from_marks, "dead_estimated": s.dead_estimated,
                "dead_record_confirmed": s.dead_record_confirmed,
                "decided_otherwise": s.decided_otherwise,
                "unfinished": s.unfinished,
                "no_margin_in_re": s.no_margin_in_re,
                "unreadable": s.unreadable, "skipped": s.skipped,
                "scored_by_their_rules": s.rule_scored,
                "agreeing_by_their_rules": s.rule_agreeing,
                "record_confirmed_by_their_rules": s.rule_record_confirmed,
                "winner_agreeing_by_their_rules": s.rule_winner_agreeing,
                "unfinished_by_their_rules": s.rule_unfinished,
                "no_ru": {"area_only": s.no_ru_area_only, "territory_only": s.no_ru_territory_only,
                          "both": s.no_ru_both, "neither": s.no_ru_neither},
            }})
        ));
    } else {
        out.line(&format!(
            "summary: {} files, {} games: {} legal, {} illegal; {} scored by area: {} agree with RE, {} agree as a territory count, {} disagree; winner as RE in {} of {} ({}); dead stones from TB/TW in {}, estimated in {}, confirmed by RE in {} (a static proposal, or the estimate stopped at a sample RE confirms); {} decided by resignation, time or forfeit (not counted); {} unfinished (not counted); {} with no margin in RE (not counted); {} unreadable; {} skipped (not Go)",
            s.files, s.games, s.legal, s.illegal, s.scored, s.agreeing, s.territory_equivalent,
            s.disagreeing, s.winner_agreeing, s.scored, percent(s.winner_agreeing, s.scored),
            s.dead_from_marks, s.dead_estimated, s.dead_record_confirmed, s.decided_otherwise, s.unfinished, s.no_margin_in_re, s.unreadable,
            s.skipped
        ));
        out.line(&format!(
            "  {} scored by territory or with a tax under their RU: {} agree with RE exactly ({} with dead stones confirmed by RE), winner as RE in {} ({}), {} with open boundaries; records without RU: RE is the area count only in {}, the territory count only in {}, both in {}, neither in {}",
            s.rule_scored, s.rule_agreeing, s.rule_record_confirmed, s.rule_winner_agreeing,
            percent(s.rule_winner_agreeing, s.rule_scored), s.rule_unfinished,
            s.no_ru_area_only, s.no_ru_territory_only, s.no_ru_both, s.no_ru_neither
        ));
    }
}

/// `95.7 %` (`-` for none).
fn percent(part: u32, whole: u32) -> String {
    if whole == 0 {
        "-".to_string()
    } else {
        format!("{:.1} %", 100.0 * f64::from(part) / f64::from(whole))
    }
}

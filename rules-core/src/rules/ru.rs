//! SGF `RU` values read as rules: the rules table's names
//! ([`Preset::from_sgf_ru`]), Tromp-Taylor's spellings and KataGo's rule
//! shorthand (`koPOSITIONALscoreAREAtaxNONEsui1`), as KataGo's `rules.h`
//! reads them; unknown names replayed under chinese-2002 with a note.

use super::{DeadStones, HandicapCompensation, KoRule, Preset, Rules, Scoring, SuicideRule, Tax};

/// Rules named by an SGF `RU` value, whether they count by area (without a
/// tax: the count [`crate::replay::ReplayOf::check_result`] compares with `RE`), and a note
/// when the name was not taken at face value.
///
/// - every value of the rules table ([`Preset::from_sgf_ru`]):
///   `Chinese`, `cn` (chinese-2002), `Japanese`, `jp`, `Korean`, `AGA`, `NZ`,
///   `GOE`, `Ing`, KataGo's names (`chinese-kgs`, `stone-scoring`, …);
/// - `Tromp/Taylor`, `TT--`, `Tromp-Taylor`, `CGOS`: tromp-taylor;
/// - KataGo shorthand (`koPOSITIONALscoreAREAtaxNONEsui1`): ko, scoring,
///   tax, suicide and button as written, no handicap compensation unless
///   `whbN`/`whbN-1` is given;
/// - unknown names: chinese-2002 with a note.
pub fn rules_from_ru(ru: Option<&str>) -> (Rules, bool, Option<String>) {
    let Some(raw) = ru.map(str::trim).filter(|r| !r.is_empty()) else {
        return (Rules::default(), true, None);
    };
    let lower = raw.to_ascii_lowercase();
    let squashed: String = lower
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect();
    if squashed.starts_with("tromp") || (lower.starts_with("tt") && squashed.len() <= 3) {
        return (Preset::TrompTaylor.rules(), true, None);
    }
    if lower.starts_with("ko") && lower.contains("score") {
        return katago_shorthand(&lower);
    }
    match Preset::from_sgf_ru(raw) {
        Some(p) => {
            let r = p.rules();
            (r, counts_by_plain_area(&r), None)
        }
        None => (
            Rules::default(),
            false,
            Some(format!("RU[{raw}] unknown: replayed under chinese-2002")),
        ),
    }
}

/// Area scoring without a tax: the count `RE` is compared with by area.
fn counts_by_plain_area(r: &Rules) -> bool {
    r.scoring == Scoring::Area && r.tax == Tax::None
}

/// KataGo's `koXscoreYtaxZsuiN[buttonB][whbW][fpokF]` rule strings.
fn katago_shorthand(lower: &str) -> (Rules, bool, Option<String>) {
    let mut rules = Rules {
        preset: None,
        handicap_compensation: HandicapCompensation::None,
        dead_stones: DeadStones::PassAliveTerritory,
        ..Rules::default()
    };
    if lower.contains("kosimple") {
        rules.ko = KoRule::Simple;
    } else if lower.contains("kosituational") {
        rules.ko = KoRule::Situational;
    }
    if lower.contains("sui1") {
        rules.suicide = SuicideRule::MultiStoneAllowed;
    }
    if lower.contains("whbn-1") {
        rules.handicap_compensation = HandicapCompensation::NMinusOne;
    } else if lower.contains("whbn") {
        rules.handicap_compensation = HandicapCompensation::N;
    }
    if lower.contains("scoreterritory") {
        rules.scoring = Scoring::Territory;
        rules.tax = Tax::Seki;
        rules.dead_stones = DeadStones::Agreement;
    }
    if lower.contains("taxnone") {
        rules.tax = Tax::None;
    } else if lower.contains("taxseki") {
        rules.tax = Tax::Seki;
    } else if lower.contains("taxall") {
        rules.tax = Tax::All;
    }
    rules.button = lower.contains("button1");
    rules.friendly_pass_ok = lower.contains("fpok1");
    (rules, counts_by_plain_area(&rules), None)
}

//! A count ([`Count`]) as JSON, written once for `replay --json` and
//! `score --json`: every part per side, `[black, white]`. Each command adds
//! its own fields beside these (serde_json keeps keys sorted, so the order
//! of insertion does not show).

use serde_json::{json, Value};
use tianyuan::Count;

/// The parts of `c` both commands write: `scoring`, `tax`, `result` (SGF
/// form), `stones`, `territory`, `captures`, `dead_lifted`, `prisoners`,
/// `seki_points`, `false_eyes`, `groups_taxed`, `dame`, `open_points`,
/// `open_by_side` (points, per side), `finished`, `button` (`B`, `W` or
/// null).
pub(crate) fn count_to_json(c: &Count) -> Value {
    json!({
        "scoring": c.scoring.name(),
        "tax": c.tax.name(),
        "result": c.result().to_sgf(),
        "stones": c.stones,
        "territory": c.territory,
        "captures": c.captures,
        "dead_lifted": c.dead_lifted,
        "prisoners": c.prisoners(),
        "seki_points": c.seki_points,
        "false_eyes": c.false_eyes,
        "groups_taxed": c.groups_taxed,
        "dame": c.dame,
        "open_points": c.open_points,
        "open_by_side": c.open_by_side,
        "finished": c.is_finished(),
        "button": c.button.map(|b| b.letter().to_string()),
    })
}

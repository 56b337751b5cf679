//! How the command names a rule set and cites the rule a refused move
//! breaks: the core's rule vocabulary ([`Rules::name`],
//! [`IllegalMove::explain`]), under the names the command has always used.
//!
//! - [`rule_set_name`]: `chinese-2002`, `chinese-1988`, `chinese-simple-ko`,
//!   `tromp-taylor`, `aga`, `new-zealand` or `custom`, komi aside.
//! - [`cite`]: why a move is refused, with the rule of that set.

use tianyuan::{IllegalMove, Rules};

/// The name of the rule set `rules` follow, komi aside ([`Rules::name`]).
pub fn rule_set_name(rules: &Rules) -> &'static str {
    rules.name()
}

/// `NAME (ko …, suicide …, komi …, handicap compensation …, ending …)`: the
/// [`Rules`] display.
pub fn describe(rules: &Rules) -> String {
    rules.to_string()
}

/// Why `reason` refuses a move under `rules`, citing the rule of the set in
/// force ([`IllegalMove::explain`]).
pub fn cite(reason: IllegalMove, rules: &Rules) -> String {
    reason.explain(rules)
}

//! How the command names a rule set and cites the rule a refused move breaks,
//! in the words of the rule set in force (not always the 1988 text).
//!
//! - [`rule_set_name`]: `chinese-2002`, `chinese-1988`, `chinese-simple-ko`,
//!   `tromp-taylor`, `aga`, `new-zealand` or `custom`, komi aside (a record's
//!   `KM` or GTP `komi` does not make a rule set custom).
//! - [`cite`]: why a move is refused, with the rule of that set: the article
//!   of the 1988 or 2002 Chinese rules, Tromp-Taylor's numbered rule, the AGA
//!   rule, the New Zealand rules' clause (they are not numbered), or for
//!   custom rules the setting in force.

use tianyuan::{IllegalMove, Preset, Rules, SuicideRule};

/// The rule sets [`rule_set_name`] can name beyond the presets: KataGo's
/// `aga` and `new-zealand` as [`Rules::from_name`] maps them.
const OTHER_SETS: [&str; 2] = ["aga", "new-zealand"];

/// Whether `a` and `b` make the same choices, komi aside.
fn same_komi_aside(a: &Rules, b: &Rules) -> bool {
    a.same_as(&Rules { komi: a.komi, ..*b })
}

/// The name of the rule set `rules` follow, komi aside: a [`Preset`]'s name,
/// `aga` or `new-zealand` (the rules [`Rules::from_name`] gives for those
/// names: chinese-2002 with situational superko and N−1 compensation;
/// tromp-taylor with situational superko), or `custom` for any other choice
/// of ko, suicide, compensation, ending or cycle rule. The preset tag is
/// preferred when two sets make the same choices.
pub fn rule_set_name(rules: &Rules) -> &'static str {
    if let Some(p) = rules.preset.filter(|p| same_komi_aside(rules, &p.rules())) {
        return p.name();
    }
    if let Some(p) = Preset::ALL
        .into_iter()
        .find(|p| same_komi_aside(rules, &p.rules()))
    {
        return p.name();
    }
    OTHER_SETS
        .into_iter()
        .find(|name| Rules::from_name(name).is_ok_and(|r| same_komi_aside(rules, &r)))
        .unwrap_or("custom")
}

/// `NAME (ko …, suicide …, komi …, handicap compensation …, ending …)`: the
/// [`Rules`] display with [`rule_set_name`] for its name.
pub fn describe(rules: &Rules) -> String {
    let shown = rules.to_string();
    let details = shown.find(" (").map_or("", |i| &shown[i..]);
    format!("{}{details}", rule_set_name(rules))
}

/// What the refused move does, without any article.
fn reason_text(reason: IllegalMove) -> &'static str {
    match reason {
        IllegalMove::OffBoard => "off the board",
        IllegalMove::Occupied => "occupied: the point already holds a stone",
        IllegalMove::Suicide => {
            "suicide: the move leaves its own chain without liberties, capturing nothing"
        }
        IllegalMove::Ko => "ko: immediate recapture",
        IllegalMove::PositionalSuperko => {
            "positional superko: the move recreates an earlier whole-board position"
        }
        IllegalMove::SituationalSuperko => {
            "situational superko: the move recreates an earlier position with the same player to move"
        }
        IllegalMove::WrongPlayer => "wrong player: it is the other side's turn",
        IllegalMove::GameOver => "game over",
    }
}

/// The rule of the set named `set` that `reason` breaks, or `None` when the
/// set has no rule to cite for it (off the board, game over).
fn rule_of(set: &str, reason: IllegalMove, rules: &Rules) -> Option<String> {
    use IllegalMove as M;
    let superko = matches!(reason, M::PositionalSuperko | M::SituationalSuperko);
    let text = match (set, reason) {
        (_, M::OffBoard | M::GameOver) => return None,
        // The 2002 rules (chinese-simple-ko keeps their text): art. 2 moves
        // on empty points in turn, art. 5 forbidden points, art. 18.3 the
        // immediate ko recapture, art. 6 whole-board repetition.
        ("chinese-2002" | "chinese-simple-ko", M::Occupied | M::WrongPlayer) => "2002 art. 2",
        ("chinese-2002" | "chinese-simple-ko", M::Suicide) => "2002 art. 5",
        ("chinese-2002" | "chinese-simple-ko", M::Ko) => "2002 art. 18.3, 20",
        ("chinese-2002" | "chinese-simple-ko", _) if superko => "2002 art. 6",
        ("chinese-1988", M::Occupied | M::WrongPlayer) => "1988 art. 2",
        ("chinese-1988", M::Suicide) => "1988 art. 5",
        ("chinese-1988", M::Ko) => "1988 art. 20.1",
        ("chinese-1988", _) if superko => "1988 art. 6",
        // Tromp-Taylor: rule 5 alternation, rule 7 a move colours an empty
        // point, rule 6 no repeated grid colouring (a single-stone suicide
        // would repeat the colouring before it).
        ("tromp-taylor", M::WrongPlayer) => "Tromp-Taylor rule 5",
        ("tromp-taylor", M::Occupied) => "Tromp-Taylor rule 7",
        ("tromp-taylor", M::Suicide | M::Ko) => "Tromp-Taylor rule 6",
        ("tromp-taylor", _) if superko => "Tromp-Taylor rule 6",
        // AGA: rule 2 play, rule 5 self-capture, rule 6 repeated board position.
        ("aga", M::Occupied | M::WrongPlayer) => "AGA rule 2",
        ("aga", M::Suicide) => "AGA rule 5",
        ("aga", M::Ko) => "AGA rule 6",
        ("aga", _) if superko => "AGA rule 6",
        // The New Zealand rules are not numbered: their clauses by name.
        ("new-zealand", M::Occupied) => "New Zealand rules, \"A play\"",
        ("new-zealand", M::WrongPlayer) => "New Zealand rules, \"the players take turns\"",
        ("new-zealand", M::Suicide | M::Ko) => "New Zealand rules, \"A move\"",
        ("new-zealand", _) if superko => "New Zealand rules, \"A move\"",
        // Custom rules: the setting in force.
        (_, M::Suicide) => match rules.suicide {
            SuicideRule::Forbidden => "custom rules: suicide forbidden",
            SuicideRule::MultiStoneAllowed => {
                "custom rules: multi-stone suicide allowed, single-stone forbidden"
            }
        },
        (_, M::Ko) | (_, M::PositionalSuperko) | (_, M::SituationalSuperko) => {
            return Some(format!("custom rules: ko {}", rules.ko.name()));
        }
        (_, M::Occupied | M::WrongPlayer) => return None,
    };
    Some(text.to_string())
}

/// Why `reason` refuses a move under `rules`, led by the reason's name
/// (`occupied`, `suicide`, `ko`, `positional superko`, `situational
/// superko`, `wrong player`, `off the board`, `game over`) and citing the rule
/// of the set in force ([`rule_set_name`]): "positional superko: the move
/// recreates an earlier whole-board position (Tromp-Taylor rule 6)",
/// "suicide: … (2002 art. 5)", "ko: immediate recapture (custom rules: ko
/// simple)". Off-board and game-over refusals cite nothing.
pub fn cite(reason: IllegalMove, rules: &Rules) -> String {
    let text = reason_text(reason);
    match rule_of(rule_set_name(rules), reason, rules) {
        Some(rule) => format!("{text} ({rule})"),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tianyuan::{KoRule, Komi};

    #[test]
    fn names_komi_aside() {
        let tt = Preset::TrompTaylor.rules();
        assert_eq!(rule_set_name(&tt), "tromp-taylor");
        let komi = Komi::parse_points("0.5").unwrap();
        let edited = Rules {
            preset: None,
            komi,
            ..tt
        };
        assert_eq!(rule_set_name(&edited), "tromp-taylor");
        assert_eq!(rule_set_name(&Rules::from_name("aga").unwrap()), "aga");
        assert_eq!(
            rule_set_name(&Rules::from_name("nz").unwrap()),
            "new-zealand"
        );
        let simple = Rules {
            preset: None,
            ko: KoRule::Simple,
            ..tt
        };
        assert_eq!(rule_set_name(&simple), "custom");
        assert!(describe(&edited).starts_with("tromp-taylor (ko positional"));
    }

    #[test]
    fn cites_the_rule_of_the_set_in_force() {
        let tt = Preset::TrompTaylor.rules();
        assert_eq!(
            cite(IllegalMove::PositionalSuperko, &tt),
            "positional superko: the move recreates an earlier whole-board position (Tromp-Taylor rule 6)"
        );
        assert_eq!(
            cite(IllegalMove::Occupied, &tt),
            "occupied: the point already holds a stone (Tromp-Taylor rule 7)"
        );
        let c2002 = Preset::Chinese2002.rules();
        assert!(cite(IllegalMove::PositionalSuperko, &c2002).ends_with("(2002 art. 6)"));
        assert!(cite(IllegalMove::Suicide, &c2002).ends_with("(2002 art. 5)"));
        let c1988 = Preset::Chinese1988.rules();
        assert!(cite(IllegalMove::PositionalSuperko, &c1988).ends_with("(1988 art. 6)"));
        let aga = Rules::from_name("aga").unwrap();
        assert!(cite(IllegalMove::SituationalSuperko, &aga).ends_with("(AGA rule 6)"));
        assert!(cite(IllegalMove::Suicide, &aga).ends_with("(AGA rule 5)"));
        let custom = Rules {
            preset: None,
            ko: KoRule::Simple,
            ..tt
        };
        assert_eq!(
            cite(IllegalMove::Ko, &custom),
            "ko: immediate recapture (custom rules: ko simple)"
        );
        assert_eq!(cite(IllegalMove::OffBoard, &tt), "off the board");
    }
}

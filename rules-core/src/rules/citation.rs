//! The rule vocabulary in words: the name of the rule set a [`Rules`] value
//! follows ([`Rules::name`]) and the rule each refused move breaks under it
//! ([`IllegalMove::article`], [`IllegalMove::explain`]), in the words of that
//! rule set (not always the 1988 text): the article of the 1988 or 2002
//! Chinese rules, Tromp-Taylor's numbered rule, the AGA rule, the New Zealand
//! rules' clause (they are not numbered), or, for the other rule sets and
//! custom rules, the setting in force under the set's name. The CLI, the C library (`ty_illegal_move_article`) and the Python
//! module (`tianyuan.Rules.illegal_move_article`) all read them from here.
//!
//! **The name after an edit** (one policy for Rust, C and Python): a rule
//! set is named by its choices, komi aside. Changing komi (a record's `KM`,
//! GTP `komi`, `with_komi`) keeps the name; changing any other choice (ko,
//! suicide, compensation, ending, cycle, dead stones, scoring, tax, button,
//! friendly pass) gives the name of the rule set with the new choices, when
//! one has them, else `custom`. As KataGo names rules without their komi.

use crate::position::IllegalMove;

use super::{Preset, Rules, SuicideRule};

/// Whether `a` and `b` make the same choices, komi aside.
fn same_komi_aside(a: &Rules, b: &Rules) -> bool {
    a.same_as(&Rules { komi: a.komi, ..*b })
}

/// The name of the rule set `rules` follow, komi aside (see the module docs).
pub(super) fn rule_set_name(rules: &Rules) -> &'static str {
    if let Some(p) = rules.preset.filter(|p| same_komi_aside(rules, &p.rules())) {
        return p.name();
    }
    Preset::ALL
        .into_iter()
        .find(|p| same_komi_aside(rules, &p.rules()))
        .map_or("custom", Preset::name)
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
        // Other rule sets (KataGo's presets: japanese, korean, chinese, …)
        // and custom rules: the setting in force, under the set's name.
        (_, M::Suicide) => {
            let setting = match rules.suicide {
                SuicideRule::Forbidden => "suicide forbidden",
                SuicideRule::MultiStoneAllowed => {
                    "multi-stone suicide allowed, single-stone forbidden"
                }
            };
            return Some(format!("{set} rules: {setting}"));
        }
        (_, M::Ko) | (_, M::PositionalSuperko) | (_, M::SituationalSuperko) => {
            return Some(format!("{set} rules: ko {}", rules.ko.name()));
        }
        (_, M::Occupied | M::WrongPlayer) => return None,
    };
    Some(text.to_string())
}

impl IllegalMove {
    /// The rule this refusal breaks under `rules`, in the words of the rule
    /// set they follow ([`Rules::name`]): `2002 art. 5`, `1988 art. 20.1`,
    /// `Tromp-Taylor rule 6`, `AGA rule 6`, `New Zealand rules, "A move"`,
    /// or for the other rule sets and custom rules the setting in force under
    /// the set's name (`japanese rules: ko simple`, `custom rules: ko simple`).
    /// `None` when the set has no rule to cite: off the board and game over
    /// always; occupied and wrong player under custom rules and under the
    /// territory presets (japanese, korean, stone-scoring), whose articles
    /// tianyuan does not cite.
    pub fn article(self, rules: &Rules) -> Option<String> {
        rule_of(rule_set_name(rules), self, rules)
    }

    /// Why this refuses a move under `rules`, led by the reason's name
    /// (`occupied`, `suicide`, `ko`, `positional superko`, `situational
    /// superko`, `wrong player`, `off the board`, `game over`) and citing
    /// [`IllegalMove::article`] in parentheses when there is one:
    /// "positional superko: the move recreates an earlier whole-board
    /// position (Tromp-Taylor rule 6)", "ko: immediate recapture (custom
    /// rules: ko simple)", "off the board".
    pub fn explain(self, rules: &Rules) -> String {
        let text = reason_text(self);
        match self.article(rules) {
            Some(rule) => format!("{text} ({rule})"),
            None => text.to_string(),
        }
    }
}

impl Rules {
    /// The rule under which play resumes after two passes, when a player
    /// plays on (a record's moves after the game had ended by two passes),
    /// in the words of the rule set these rules follow ([`Rules::name`]):
    /// `2002 art. 21.1` (chinese-2002, chinese-simple-ko: the opponent plays
    /// on instead of agreeing to end), `1988 art. 21.1` (chinese-1988),
    /// `Japanese rules 1989 art. 9` (japanese: a stopped game resumed at a
    /// player's request). `None` for the other rule sets (Tromp-Taylor and
    /// KataGo's area rules end the game at two passes; tianyuan cites no
    /// article of the others for it) and custom rules: never another rule
    /// set's article.
    pub fn resumption_article(&self) -> Option<&'static str> {
        match self.name() {
            "chinese-2002" | "chinese-simple-ko" => Some("2002 art. 21.1"),
            "chinese-1988" => Some("1988 art. 21.1"),
            "japanese" => Some("Japanese rules 1989 art. 9"),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::komi::Komi;
    use crate::rules::KoRule;

    /// A named rule set without articles of its own here (KataGo's
    /// `japanese`, `chinese`) is cited by its name and the setting in force,
    /// not as custom rules; an edited set stays `custom`.
    #[test]
    fn other_presets_are_cited_by_their_name() {
        let japanese = Preset::Japanese.rules();
        assert_eq!(
            IllegalMove::Ko.article(&japanese).as_deref(),
            Some("japanese rules: ko simple")
        );
        assert_eq!(
            IllegalMove::Suicide.article(&japanese).as_deref(),
            Some("japanese rules: suicide forbidden")
        );
        let custom = Rules {
            ko: KoRule::Positional,
            ..japanese
        };
        assert_eq!(custom.name(), "custom");
        assert_eq!(
            IllegalMove::Ko.article(&custom).as_deref(),
            Some("custom rules: ko positional")
        );
    }

    #[test]
    fn resumption_is_cited_in_the_set_s_own_words() {
        let cite = |name: &str| Rules::from_name(name).unwrap().resumption_article();
        assert_eq!(cite("chinese-2002"), Some("2002 art. 21.1"));
        assert_eq!(cite("chinese-1988"), Some("1988 art. 21.1"));
        // RU Japanese: the Japanese rules' own article, not the 2002 one.
        assert_eq!(cite("japanese"), Some("Japanese rules 1989 art. 9"));
        assert_eq!(cite("tromp-taylor"), None);
        assert_eq!(cite("korean"), None);
        let mut custom = Preset::Chinese2002.rules();
        custom.set("ko", "simple").unwrap();
        assert_eq!(custom.resumption_article(), None, "custom: no article");
    }

    #[test]
    fn names_komi_aside() {
        let tt = Preset::TrompTaylor.rules();
        assert_eq!(tt.name(), "tromp-taylor");
        let komi = Komi::parse_points("0.5").unwrap();
        let edited = Rules {
            preset: None,
            komi,
            ..tt
        };
        assert_eq!(edited.name(), "tromp-taylor");
        let mut set = tt;
        set.set("komi", "6.5").unwrap();
        assert_eq!(set.name(), "tromp-taylor", "komi is not a rule set choice");
        assert_eq!(Rules::from_name("aga").unwrap().name(), "aga");
        assert_eq!(Rules::from_name("nz").unwrap().name(), "new-zealand");
        let simple = Rules {
            preset: None,
            ko: KoRule::Simple,
            ..tt
        };
        assert_eq!(simple.name(), "custom");
        // One axis of japanese changed: custom (no set makes those choices).
        let mut jp = Preset::Japanese.rules();
        jp.set("ko", "positional").unwrap();
        assert_eq!(jp.name(), "custom");
        // Simple ko alone is not chinese-simple-ko (which also ends a game
        // at a third occurrence): custom.
        let mut c = Preset::Chinese2002.rules();
        c.set("ko", "simple").unwrap();
        assert_eq!(c.name(), "custom");
        // Edited back into a set's choices: that set's name again.
        let mut aga = Preset::Aga.rules();
        aga.set("ko", "positional").unwrap();
        assert_eq!(aga.name(), "custom");
        aga.set("ko", "situational").unwrap();
        assert_eq!((aga.preset, aga.name()), (None, "aga"));
        assert!(edited
            .to_string()
            .starts_with("tromp-taylor (ko positional"));
    }

    #[test]
    fn cites_the_rule_of_the_set_in_force() {
        let tt = Preset::TrompTaylor.rules();
        assert_eq!(
            IllegalMove::PositionalSuperko.explain(&tt),
            "positional superko: the move recreates an earlier whole-board position (Tromp-Taylor rule 6)"
        );
        assert_eq!(
            IllegalMove::Occupied.explain(&tt),
            "occupied: the point already holds a stone (Tromp-Taylor rule 7)"
        );
        let c2002 = Preset::Chinese2002.rules();
        assert_eq!(
            IllegalMove::PositionalSuperko.article(&c2002).as_deref(),
            Some("2002 art. 6")
        );
        assert_eq!(
            IllegalMove::Suicide.article(&c2002).as_deref(),
            Some("2002 art. 5")
        );
        let c1988 = Preset::Chinese1988.rules();
        assert_eq!(
            IllegalMove::PositionalSuperko.article(&c1988).as_deref(),
            Some("1988 art. 6")
        );
        assert_eq!(
            IllegalMove::Ko.article(&c1988).as_deref(),
            Some("1988 art. 20.1")
        );
        let aga = Rules::from_name("aga").unwrap();
        assert!(IllegalMove::SituationalSuperko
            .explain(&aga)
            .ends_with("(AGA rule 6)"));
        assert!(IllegalMove::Suicide.explain(&aga).ends_with("(AGA rule 5)"));
        let custom = Rules {
            preset: None,
            ko: KoRule::Simple,
            ..tt
        };
        assert_eq!(
            IllegalMove::Ko.explain(&custom),
            "ko: immediate recapture (custom rules: ko simple)"
        );
        assert_eq!(IllegalMove::OffBoard.explain(&tt), "off the board");
        assert_eq!(IllegalMove::GameOver.article(&c2002), None);
        // Komi aside: a record's KM keeps the 2002 articles.
        let mut km = c2002;
        km.set("komi", "6.5").unwrap();
        assert_eq!(
            IllegalMove::Suicide.article(&km).as_deref(),
            Some("2002 art. 5")
        );
    }
}

//! The named rule sets and the one table that maps names, KataGo's spellings
//! and SGF `RU` values onto them.
//!
//! KataGo's names mean exactly what KataGo's rules parser
//! (`cpp/game/rules.cpp`, `parseRulesHelper`) makes of them: ko, scoring,
//! tax, multi-stone suicide, button, `whiteHandicapBonus`, `friendlyPassOk`
//! and komi. tianyuan adds two choices KataGo has no key for: the
//! [`CycleRule`] (a whole-board cycle under simple ko ends the game as no
//! result, as the Chinese referees and the Japanese rules 1989 art. 12 rule
//! for triple ko) and how dead stones are settled ([`DeadStones`]: by
//! agreement, except under Tromp-Taylor where every stone counts).

use super::{
    CycleRule, DeadStones, Ending, HandicapCompensation, KoRule, Rules, Scoring, SuicideRule, Tax,
};
use crate::komi::Komi;

/// A named rule set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// The 2002 Chinese rules: komi 3¾ stones (7.5 points, art. 11), positional
    /// superko, no suicide, two passes end the game (art. 7.3), N points of
    /// handicap compensation. The default.
    Chinese2002,
    /// The 1988 Chinese rules: komi 2¾ stones (5.5 points, art. 11), positional
    /// superko (art. 6), no suicide, end by agreement.
    Chinese1988,
    /// 2002 with simple ko: a whole-board position occurring a third time ends
    /// the game with no result.
    ChineseSimpleKo,
    /// Tromp-Taylor: positional superko, multi-stone suicide allowed, komi 7.5
    /// points, no handicap compensation, two passes end the game, every stone
    /// on the board alive at the count.
    TrompTaylor,
    /// KataGo's `japanese`: territory, simple ko, seki taxed (Japanese rules
    /// 1989 art. 8), no suicide, no handicap bonus, komi 6.5.
    Japanese,
    /// KataGo's `korean`: the same rules as `japanese`.
    Korean,
    /// KataGo's `chinese`: area, **simple ko**, no suicide, N points of
    /// handicap bonus, friendly passes, komi 7.5.
    Chinese,
    /// KataGo's `chinese-ogs`: `chinese` with positional superko.
    ChineseOgs,
    /// KataGo's `chinese-kgs`: the same rules as `chinese-ogs`.
    ChineseKgs,
    /// KataGo's `aga` (also `bga`, `french`): area, situational superko, no
    /// suicide, N−1 points of handicap bonus, komi 7.5.
    Aga,
    /// KataGo's `aga-button`: `aga` with the button and komi 7.
    AgaButton,
    /// KataGo's `new-zealand`: area, situational superko, multi-stone suicide
    /// allowed, no handicap bonus, komi 7.
    NewZealand,
    /// KataGo's `stone-scoring` (also `ancient-area`): area with a group tax
    /// of two points a group (tax ALL), simple ko, no suicide, komi 7.5.
    StoneScoring,
    /// KataGo's `ancient-territory`: territory with the group tax, simple ko,
    /// komi 6.5.
    AncientTerritory,
    /// KataGo's `goe` / `ing` (Ing's rules as KataGo approximates them):
    /// area, positional superko, multi-stone suicide allowed, komi 7.5.
    Ing,
}

/// One row of the table: a preset, the names [`Preset::from_name`] takes
/// (squashed: lower case, without `-`, `_` or spaces), the SGF `RU` values
/// [`Preset::from_sgf_ru`] takes besides those (squashed alike), and the `RU`
/// value it writes.
struct Row {
    preset: Preset,
    names: &'static [&'static str],
    sgf_ru: &'static [&'static str],
    write_ru: &'static str,
}

/// The table. The first name is the preset's name; a name is in one row only.
const TABLE: [Row; 15] = [
    Row {
        preset: Preset::Chinese2002,
        names: &["chinese2002", "2002"],
        // A record's "Chinese" was played under the Chinese rules of the
        // seeds (positional superko), not KataGo's simple-ko `chinese`.
        sgf_ru: &["chinese", "cn", "china", "zh", "chn"],
        write_ru: "Chinese",
    },
    Row {
        preset: Preset::Chinese1988,
        names: &["chinese1988", "1988"],
        sgf_ru: &[],
        write_ru: "chinese-1988",
    },
    Row {
        preset: Preset::ChineseSimpleKo,
        names: &["chinesesimpleko"],
        sgf_ru: &[],
        write_ru: "chinese-simple-ko",
    },
    Row {
        preset: Preset::TrompTaylor,
        names: &["tromptaylor", "tt", "cgos"],
        sgf_ru: &[],
        write_ru: "Tromp-Taylor",
    },
    Row {
        preset: Preset::Japanese,
        names: &["japanese"],
        sgf_ru: &["jp", "ja", "jpn", "japan", "nihonkiin"],
        write_ru: "Japanese",
    },
    Row {
        preset: Preset::Korean,
        names: &["korean"],
        sgf_ru: &["kr", "ko", "kor", "korea"],
        write_ru: "Korean",
    },
    Row {
        preset: Preset::Chinese,
        names: &["chinese"],
        sgf_ru: &[],
        // A record's `Chinese` reads as chinese-2002: write the same rules
        // (simple ko) under tianyuan's name.
        write_ru: "chinese-simple-ko",
    },
    Row {
        preset: Preset::ChineseOgs,
        names: &["chineseogs"],
        sgf_ru: &[],
        write_ru: "chinese-ogs",
    },
    Row {
        preset: Preset::ChineseKgs,
        names: &["chinesekgs"],
        sgf_ru: &[],
        write_ru: "chinese-kgs",
    },
    Row {
        preset: Preset::Aga,
        names: &["aga", "bga", "french"],
        sgf_ru: &["british"],
        write_ru: "AGA",
    },
    Row {
        preset: Preset::AgaButton,
        names: &["agabutton"],
        sgf_ru: &[],
        write_ru: "aga-button",
    },
    Row {
        preset: Preset::NewZealand,
        names: &["newzealand", "nz"],
        sgf_ru: &[],
        write_ru: "NZ",
    },
    Row {
        preset: Preset::StoneScoring,
        names: &["stonescoring", "ancientarea"],
        sgf_ru: &[],
        write_ru: "stone-scoring",
    },
    Row {
        preset: Preset::AncientTerritory,
        names: &["ancientterritory"],
        sgf_ru: &[],
        write_ru: "ancient-territory",
    },
    Row {
        preset: Preset::Ing,
        names: &["ing", "goe"],
        sgf_ru: &["ingsrules", "ing1996"],
        write_ru: "GOE",
    },
];

/// The accepted preset names, as [`crate::RulesError::Unknown`] lists them.
pub const ACCEPTED_NAMES: &str = "chinese-2002, chinese-1988, chinese-simple-ko, tromp-taylor, \
japanese, korean, chinese, chinese-ogs, chinese-kgs, aga, aga-button, new-zealand, \
stone-scoring, ancient-territory, ing";

/// Lower case without `-`, `_`, spaces or dots; empty (matching no name)
/// for a text of more than 40 bytes or with two separators in a row, which
/// no spelling has.
fn squash(text: &str) -> String {
    let text = text.trim();
    let sep = |c: char| matches!(c, '-' | '_' | ' ' | '.');
    let doubled = text
        .chars()
        .zip(text.chars().skip(1))
        .any(|(a, b)| sep(a) && sep(b));
    if text.len() > 40 || doubled {
        return String::new();
    }
    text.chars()
        .filter(|&c| !sep(c))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl Preset {
    /// Every preset: tianyuan's own first, then KataGo's names.
    pub const ALL: [Preset; 15] = [
        Preset::Chinese2002,
        Preset::Chinese1988,
        Preset::ChineseSimpleKo,
        Preset::TrompTaylor,
        Preset::Japanese,
        Preset::Korean,
        Preset::Chinese,
        Preset::ChineseOgs,
        Preset::ChineseKgs,
        Preset::Aga,
        Preset::AgaButton,
        Preset::NewZealand,
        Preset::StoneScoring,
        Preset::AncientTerritory,
        Preset::Ing,
    ];

    const fn row(self) -> &'static Row {
        &TABLE[self as usize]
    }

    /// Its name: `chinese-2002`, `chinese-1988`, `chinese-simple-ko`,
    /// `tromp-taylor`, `japanese`, `korean`, `chinese`, `chinese-ogs`,
    /// `chinese-kgs`, `aga`, `aga-button`, `new-zealand`, `stone-scoring`,
    /// `ancient-territory`, `ing`.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Chinese2002 => "chinese-2002",
            Preset::Chinese1988 => "chinese-1988",
            Preset::ChineseSimpleKo => "chinese-simple-ko",
            Preset::TrompTaylor => "tromp-taylor",
            Preset::Japanese => "japanese",
            Preset::Korean => "korean",
            Preset::Chinese => "chinese",
            Preset::ChineseOgs => "chinese-ogs",
            Preset::ChineseKgs => "chinese-kgs",
            Preset::Aga => "aga",
            Preset::AgaButton => "aga-button",
            Preset::NewZealand => "new-zealand",
            Preset::StoneScoring => "stone-scoring",
            Preset::AncientTerritory => "ancient-territory",
            Preset::Ing => "ing",
        }
    }

    /// The preset a name means (any case; `-`, `_`, spaces ignored: KataGo's
    /// `chinese_ogs`, `ChineseOGS`, `new zealand` and `TrompTaylor` are
    /// read). `None` for an unknown name.
    pub fn from_name(name: &str) -> Option<Preset> {
        let n = squash(name);
        TABLE
            .iter()
            .find(|r| r.names.iter().any(|&a| a == n))
            .map(|r| r.preset)
    }

    /// The preset an SGF `RU` value names: the record spellings first
    /// (`Chinese`, `cn` → chinese-2002; `Japanese`, `jp` → japanese;
    /// `Korean`, `kr`; `AGA`; `NZ`; `GOE`, `Ing`; …), then
    /// [`Preset::from_name`]. `None` for an unknown value.
    pub fn from_sgf_ru(ru: &str) -> Option<Preset> {
        let n = squash(ru);
        TABLE
            .iter()
            .find(|r| r.sgf_ru.iter().any(|&a| a == n))
            .map(|r| r.preset)
            .or_else(|| Preset::from_name(ru))
    }

    /// The SGF `RU` value written for this preset: `Chinese` (chinese-2002),
    /// `Japanese`, `Korean`, `AGA`, `NZ`, `GOE`, `Tromp-Taylor`, else the
    /// preset's name. [`Preset::from_sgf_ru`] reads each back.
    pub const fn sgf_ru(self) -> &'static str {
        self.row().write_ru
    }

    /// The rules of this preset.
    pub const fn rules(self) -> Rules {
        // The 2002 Chinese rules: every other preset is written as its
        // differences from them.
        let base = Rules {
            preset: Some(self),
            ko: KoRule::Positional,
            suicide: SuicideRule::Forbidden,
            komi: Komi::CHINESE_2002,
            handicap_compensation: HandicapCompensation::N,
            ending: Ending::TwoPasses,
            cycle: CycleRule::Continue,
            dead_stones: DeadStones::Agreement,
            scoring: Scoring::Area,
            tax: Tax::None,
            button: false,
            friendly_pass_ok: true,
        };
        // Simple ko: a whole-board cycle ends the game with no result.
        let simple = CycleRule::NoResultOnThirdOccurrence;
        match self {
            Preset::Chinese2002 | Preset::ChineseOgs | Preset::ChineseKgs => base,
            Preset::Chinese1988 => Rules {
                komi: Komi::CHINESE_1988,
                ending: Ending::Agreement,
                ..base
            },
            Preset::ChineseSimpleKo | Preset::Chinese => Rules {
                ko: KoRule::Simple,
                cycle: simple,
                ..base
            },
            Preset::TrompTaylor => Rules {
                suicide: SuicideRule::MultiStoneAllowed,
                handicap_compensation: HandicapCompensation::None,
                dead_stones: DeadStones::AllAlive,
                friendly_pass_ok: false,
                ..base
            },
            Preset::Japanese | Preset::Korean => Rules {
                ko: KoRule::Simple,
                cycle: simple,
                komi: Komi::from_half_points(13),
                handicap_compensation: HandicapCompensation::None,
                scoring: Scoring::Territory,
                tax: Tax::Seki,
                friendly_pass_ok: false,
                ..base
            },
            Preset::Aga => Rules {
                ko: KoRule::Situational,
                handicap_compensation: HandicapCompensation::NMinusOne,
                ..base
            },
            Preset::AgaButton => Rules {
                ko: KoRule::Situational,
                handicap_compensation: HandicapCompensation::NMinusOne,
                komi: Komi::from_half_points(14),
                button: true,
                ..base
            },
            Preset::NewZealand => Rules {
                ko: KoRule::Situational,
                suicide: SuicideRule::MultiStoneAllowed,
                handicap_compensation: HandicapCompensation::None,
                komi: Komi::from_half_points(14),
                ..base
            },
            Preset::StoneScoring => Rules {
                ko: KoRule::Simple,
                cycle: simple,
                handicap_compensation: HandicapCompensation::None,
                tax: Tax::All,
                ..base
            },
            Preset::AncientTerritory => Rules {
                ko: KoRule::Simple,
                cycle: simple,
                komi: Komi::from_half_points(13),
                handicap_compensation: HandicapCompensation::None,
                scoring: Scoring::Territory,
                tax: Tax::All,
                friendly_pass_ok: false,
                ..base
            },
            Preset::Ing => Rules {
                suicide: SuicideRule::MultiStoneAllowed,
                handicap_compensation: HandicapCompensation::None,
                ..base
            },
        }
    }
}

impl std::fmt::Display for Preset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows_follow_all_and_names_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for (i, p) in Preset::ALL.into_iter().enumerate() {
            assert_eq!(TABLE[i].preset, p);
            assert_eq!(p as usize, i);
            assert_eq!(TABLE[i].names[0], squash(p.name()), "{p}");
            for n in TABLE[i].names.iter().chain(TABLE[i].sgf_ru) {
                assert!(seen.insert((*n, TABLE[i].sgf_ru.contains(n))), "{n}");
            }
            assert_eq!(Preset::from_name(p.name()), Some(p));
            let back = Preset::from_sgf_ru(p.sgf_ru()).unwrap();
            assert!(back.rules().same_as(&p.rules()), "{p}");
        }
        let listed: Vec<&str> = ACCEPTED_NAMES.split(", ").collect();
        let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        assert_eq!(listed, names);
    }
}

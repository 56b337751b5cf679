//! The rules as data: independent choices, and named presets (RULES.md §5–7).
//!
//! One enum a rule question: [`SuicideRule`] (whether a move may leave its
//! own chain without liberties; 1988/2002 art. 5 forbids it), [`KoRule`]
//! (which whole-board repetition is forbidden; 1988 art. 6, 2002 art. 6),
//! [`CycleRule`] (a third occurrence under simple ko; 1988 art. 20, 2002
//! art. 20.3), [`Ending`] (how play ends; art. 7), [`DeadStones`] (how the
//! dead stones are settled; art. 8), [`Scoring`] (area, 数子法, art. 9;
//! or territory, Japanese rules 1989 art. 8–10), [`Tax`] and
//! [`HandicapCompensation`] (what the count leaves out or adds; 2002
//! art. 11 for komi). [`Rules`] holds one answer to each, with the komi;
//! [`Preset`] names the usual sets (the Chinese rules of 1988 and 2002,
//! Japanese, Korean, AGA, New Zealand, Ing, Tromp-Taylor, KataGo's) and
//! [`ACCEPTED_NAMES`] lists the names [`Preset`] reads; [`rules_from_ru`]
//! reads an SGF `RU` value or KataGo's shorthand; [`Edition`] picks the
//! edition whose articles a ruling cites.
//!
//! [`Rules`], [`Preset`] and [`RulesError`] are also at the crate root.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::komi::Komi;

mod citation;
mod katago;
mod presets;
mod ru;

pub use presets::ACCEPTED_NAMES;
pub use ru::rules_from_ru;

/// The edition of the Chinese rules whose articles a ruling follows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Edition {
    /// 中国围棋竞赛规则 (1988).
    Y1988,
    /// 中国围棋竞赛规则 (2002).
    Y2002,
}

impl Edition {
    /// Both editions, oldest first.
    pub const ALL: [Edition; 2] = [Edition::Y1988, Edition::Y2002];
}

/// How whole-board repetition is restricted (RULES.md §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// Only the immediate recapture of a single-stone ko is forbidden
    /// (1988/2002 art. 20.1 refereeing practice). Longer cycles are allowed by the
    /// engine; the game layer can end them as *no result*.
    Simple,
    /// No move may recreate any earlier arrangement of stones (1988 art. 6,
    /// "全局同形再现"): positional superko.
    Positional,
    /// No move may recreate an earlier arrangement with the same player to move
    /// (2002 art. 6 read as "the opponent may not face a position he has faced"):
    /// situational superko.
    Situational,
}

impl KoRule {
    /// Every ko rule.
    pub const ALL: [KoRule; 3] = [KoRule::Simple, KoRule::Positional, KoRule::Situational];

    /// Its name: `simple`, `positional`, `situational`.
    pub const fn name(self) -> &'static str {
        match self {
            KoRule::Simple => "simple",
            KoRule::Positional => "positional",
            KoRule::Situational => "situational",
        }
    }

    /// Parses a name (`simple`, `positional`, `situational`; any case; KataGo's
    /// `SIMPLE`, `POSITIONAL`, `SITUATIONAL` included).
    pub fn parse(name: &str) -> Option<KoRule> {
        KoRule::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// Whether a move may leave its own chain without liberties (RULES.md §4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SuicideRule {
    /// Every suicide is forbidden (1988/2002 art. 5, 禁着点). The Chinese rules.
    Forbidden,
    /// A move that leaves its own chain of two or more stones without liberties
    /// is allowed and removes that chain (Tromp-Taylor, New Zealand). Single-stone
    /// suicide stays forbidden: it would only recreate the position before it.
    MultiStoneAllowed,
}

impl SuicideRule {
    /// Both options.
    pub const ALL: [SuicideRule; 2] = [SuicideRule::Forbidden, SuicideRule::MultiStoneAllowed];

    /// Its name: `forbidden`, `multi-stone-allowed` (the Python `Rules.suicide`
    /// values and pickles).
    pub const fn name(self) -> &'static str {
        match self {
            SuicideRule::Forbidden => "forbidden",
            SuicideRule::MultiStoneAllowed => "multi-stone-allowed",
        }
    }

    /// Parses [`SuicideRule::name`] (any case).
    pub fn parse(text: &str) -> Option<SuicideRule> {
        Self::ALL
            .into_iter()
            .find(|x| x.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// Extra points White receives for Black's handicap stones at the count.
/// Common Chinese practice: N points for N stones (the stones were free moves).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum HandicapCompensation {
    /// Nothing (Tromp-Taylor).
    None,
    /// N points to White for N handicap stones (Chinese practice; KataGo `N`).
    N,
    /// N−1 points for N stones (AGA; KataGo `N-1`).
    NMinusOne,
}

impl HandicapCompensation {
    /// Every option.
    pub const ALL: [HandicapCompensation; 3] = [Self::None, Self::N, Self::NMinusOne];

    /// The compensation in points for `stones` handicap stones (0 when `stones < 2`).
    pub const fn points(self, stones: u32) -> u32 {
        if stones < 2 {
            return 0;
        }
        match self {
            Self::None => 0,
            Self::N => stones,
            Self::NMinusOne => stones - 1,
        }
    }

    /// KataGo's spelling: `0`, `N`, `N-1`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "0",
            Self::N => "N",
            Self::NMinusOne => "N-1",
        }
    }

    /// Parses `0`, `N`, `N-1` (any case).
    pub fn parse(text: &str) -> Option<HandicapCompensation> {
        Self::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// How play ends without resignation (RULES.md §6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Two passes in succession end the game (2002 art. 7.3).
    TwoPasses,
    /// Only the players' agreement ends it (1988 art. 7.1); passes do not.
    Agreement,
}

impl Ending {
    /// Both options.
    pub const ALL: [Ending; 2] = [Ending::TwoPasses, Ending::Agreement];

    /// Its name: `two-passes`, `agreement`.
    pub const fn name(self) -> &'static str {
        match self {
            Ending::TwoPasses => "two-passes",
            Ending::Agreement => "agreement",
        }
    }

    /// Parses [`Ending::name`] (any case; `twopasses` and `passes` too).
    pub fn parse(text: &str) -> Option<Ending> {
        match text.trim().to_ascii_lowercase().as_str() {
            "two-passes" | "twopasses" | "passes" => Some(Ending::TwoPasses),
            "agreement" => Some(Ending::Agreement),
            _ => None,
        }
    }
}

/// How the stones that count at the end are settled (RULES.md §6, 7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeadStones {
    /// By the players' agreement (1988/2002 art. 8): the caller names them
    /// ([`crate::sized::Game::score`]); the library proposes them by judging life
    /// and death ([`crate::sized::Game::estimate_life`]). The Chinese rules, AGA and
    /// New Zealand.
    Agreement,
    /// None are removed: every stone on the board counts (Tromp-Taylor's
    /// rules; games played out until the dead stones are captured).
    AllAlive,
    /// The opponent stones inside a colour's pass-alive territory are
    /// removed, every other stone counts (KataGo's area rules, `scoreAREA`;
    /// [`crate::sized::pass_alive_territory_dead`]).
    PassAliveTerritory,
}

impl DeadStones {
    /// Every value.
    pub const ALL: [DeadStones; 3] = [
        DeadStones::Agreement,
        DeadStones::AllAlive,
        DeadStones::PassAliveTerritory,
    ];

    /// `agreement`, `all-alive`, `pass-alive-territory`.
    pub const fn name(self) -> &'static str {
        match self {
            DeadStones::Agreement => "agreement",
            DeadStones::AllAlive => "all-alive",
            DeadStones::PassAliveTerritory => "pass-alive-territory",
        }
    }

    /// Parses [`DeadStones::name`] (any case).
    pub fn parse(text: &str) -> Option<DeadStones> {
        Self::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// What a repeated whole-board position does under simple ko (RULES.md §5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CycleRule {
    /// Nothing: play goes on (the superko rule, if any, prevents cycles).
    Continue,
    /// A whole-board position occurring a third time ends the game with no
    /// result, as Chinese referees treat triple ko (1988 art. 20; 2002 art. 20.3).
    NoResultOnThirdOccurrence,
}

impl CycleRule {
    /// How many occurrences of a whole-board position make a cycle: 3, the
    /// third occurrence (1988 art. 20; 2002 art. 20.3). Tested by
    /// [`Position::is_third_occurrence`](crate::sized::PositionOf::is_third_occurrence).
    pub const OCCURRENCES: u32 = 3;

    /// Both options.
    pub const ALL: [CycleRule; 2] = [CycleRule::Continue, CycleRule::NoResultOnThirdOccurrence];

    /// Its name: `continue`, `no-result-on-third-occurrence`.
    pub const fn name(self) -> &'static str {
        match self {
            CycleRule::Continue => "continue",
            CycleRule::NoResultOnThirdOccurrence => "no-result-on-third-occurrence",
        }
    }

    /// Parses [`CycleRule::name`] (any case).
    pub fn parse(text: &str) -> Option<CycleRule> {
        Self::ALL
            .into_iter()
            .find(|x| x.name().eq_ignore_ascii_case(text.trim()))
    }
}

pub use presets::Preset;

/// How a finished game is counted: KataGo's `scoring` axis.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Area (数子法, 1988/2002 art. 9): living stones plus the points they
    /// surround; dame shared half and half. KataGo's `AREA`.
    Area,
    /// Territory (数目法; Japanese rules 1989 art. 8–10, Korean rules): the
    /// points a side surrounds plus its prisoners; stones on the board do not
    /// count, dame count for no one. KataGo's `TERRITORY`.
    Territory,
}

impl Scoring {
    /// Both options.
    pub const ALL: [Scoring; 2] = [Scoring::Area, Scoring::Territory];

    /// `area`, `territory` (KataGo writes them `AREA`, `TERRITORY`).
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::Area => "area",
            Scoring::Territory => "territory",
        }
    }

    /// Parses [`Scoring::name`] (any case).
    pub fn parse(text: &str) -> Option<Scoring> {
        Self::ALL
            .into_iter()
            .find(|x| x.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// Which points of a living group do not count: KataGo's `tax` axis.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tax {
    /// Nothing is taxed: an eye of a group in seki counts for its owner
    /// (KataGo's `NONE`; the Chinese rules, where seki eyes are area).
    None,
    /// The eyes of groups alive in seki count for no one (Japanese rules
    /// 1989 art. 8 and its commentary; KataGo's `SEKI`).
    Seki,
    /// As `Seki`, and every group with eyes of its own gives up two points
    /// for the two eyes it needs to live (ancient Chinese stone scoring;
    /// KataGo's `ALL`).
    All,
}

impl Tax {
    /// Every option.
    pub const ALL: [Tax; 3] = [Tax::None, Tax::Seki, Tax::All];

    /// `none`, `seki`, `all` (KataGo: `NONE`, `SEKI`, `ALL`).
    pub const fn name(self) -> &'static str {
        match self {
            Tax::None => "none",
            Tax::Seki => "seki",
            Tax::All => "all",
        }
    }

    /// Parses [`Tax::name`] (any case).
    pub fn parse(text: &str) -> Option<Tax> {
        Self::ALL
            .into_iter()
            .find(|x| x.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// Why a rules name or setting was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    // `TerritoryNotSupported` and `GroupTaxNotSupported` were removed: never
    // returned since territory scoring ([`Scoring::Territory`]) and the group
    // tax ([`Tax::All`]) exist. Their C statuses' numbers (310, 313) are
    // retired, not reused; no other number moved.
    /// A name tianyuan does not know; the message lists the accepted names.
    #[error("unknown rules {0:?}: expected one of {names} (or a KataGo rules JSON object)", names = presets::ACCEPTED_NAMES)]
    Unknown(String),
    /// A `key value` setting (or a key of a KataGo rules JSON object) that
    /// does not exist or has a bad value; `key` and `value` say which.
    #[error("bad rule setting {key:?} = {value:?}")]
    BadSetting {
        /// The key given.
        key: String,
        /// The value given.
        value: String,
    },
}

/// The rules of a game as independent choices (RULES.md §4–7), with KataGo's
/// whole rule space (`scoring`, `tax`, `hasButton`, `whiteHandicapBonus`,
/// `friendlyPassOk`). Build one from a [`Preset`], by name
/// ([`Rules::from_name`], which takes KataGo's names and JSON objects too),
/// from an SGF `RU` value ([`Rules::from_sgf_ru`]), or field by field.
///
/// ```
/// use tianyuan::{Preset, Rules};
/// use tianyuan::rules::{Ending, KoRule, Scoring, SuicideRule, Tax};
///
/// // The default: the 2002 Chinese rules.
/// let rules = Rules::default();
/// assert_eq!(rules.name(), "chinese-2002");
/// assert_eq!(rules.komi.to_string(), "3¾ stones (7.5 points)"); // art. 11
/// assert_eq!(rules.ending, Ending::TwoPasses); // art. 7.3
/// assert_eq!(rules.suicide, SuicideRule::Forbidden); // art. 5
///
/// // By name: 1988 has 2¾ stones of komi and ends play by agreement.
/// let old = Rules::from_name("chinese-1988").unwrap();
/// assert_eq!((old.komi.points_string(), old.ending), ("5.5".to_string(), Ending::Agreement));
/// assert_eq!(old.preset, Some(Preset::Chinese1988));
///
/// // KataGo's japanese: territory, simple ko, seki taxed, komi 6.5.
/// let jp = Rules::from_name("japanese").unwrap();
/// assert_eq!((jp.scoring, jp.ko, jp.tax), (Scoring::Territory, KoRule::Simple, Tax::Seki));
/// assert_eq!(jp.komi.points_string(), "6.5");
///
/// // Changing one choice makes custom rules.
/// let mut custom = Rules::default();
/// custom.set("ko", "situational").unwrap();
/// assert_eq!((custom.ko, custom.name()), (KoRule::Situational, "custom"));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The preset these rules came from, while unchanged; `None` once edited.
    pub preset: Option<Preset>,
    /// Repetition rule (1988/2002 art. 6).
    pub ko: KoRule,
    /// Suicide rule (art. 5).
    pub suicide: SuicideRule,
    /// Komi given by Black (art. 11).
    pub komi: Komi,
    /// Points to White for handicap stones at the count (KataGo's
    /// `whiteHandicapBonus`).
    pub handicap_compensation: HandicapCompensation,
    /// How the game ends without resignation (art. 7).
    pub ending: Ending,
    /// What a repeated position does under simple ko (art. 20).
    pub cycle: CycleRule,
    /// How the stones that count at the end are settled (art. 8).
    pub dead_stones: DeadStones,
    /// Area or territory counting (KataGo's `scoring`).
    pub scoring: Scoring,
    /// What is taxed at the count: seki eyes, every group (KataGo's `tax`).
    pub tax: Tax,
    /// Button Go (KataGo's `hasButton`, AGA's button variant): the first
    /// side to pass takes the button, worth half a point at the count.
    pub button: bool,
    /// KataGo's `friendlyPassOk`: whether a side may pass before the dead
    /// stones are captured without losing anything (true under area rules
    /// with agreement). It changes no legality or count in tianyuan: kept so
    /// that KataGo's rules round-trip.
    pub friendly_pass_ok: bool,
}

impl Default for Rules {
    /// [`Preset::Chinese2002`].
    fn default() -> Self {
        Preset::Chinese2002.rules()
    }
}

impl Rules {
    /// Rules by name, any case, with `-`, `_` and spaces alike: tianyuan's
    /// presets (`chinese-2002`, `chinese-1988`, `chinese-simple-ko`) and
    /// KataGo's names, each meaning exactly what KataGo's rules parser makes
    /// of it (`japanese`, `korean`, `chinese` — simple ko —, `chinese-ogs`,
    /// `chinese-kgs`, `aga`, `bga`, `french`, `aga-button`, `new-zealand`,
    /// `nz`, `tromp-taylor`, `stone-scoring`, `ancient-area`,
    /// `ancient-territory`, `goe`, `ing`; see [`Preset`]); or a KataGo rules
    /// JSON object (`{"scoring":"TERRITORY","ko":"SIMPLE"}`,
    /// [`Rules::from_katago_json`]).
    ///
    /// Errors: [`RulesError::Unknown`] (listing the accepted names);
    /// [`RulesError::BadSetting`] for a JSON key or value KataGo does not
    /// accept (naming it).
    pub fn from_name(name: &str) -> Result<Rules, RulesError> {
        if name.trim_start().starts_with('{') {
            return Rules::from_katago_json(name);
        }
        Preset::from_name(name)
            .map(Preset::rules)
            .ok_or_else(|| RulesError::Unknown(name.to_string()))
    }

    /// Rules named by an SGF `RU` value (FF\[4\]: `Japanese`, `Chinese`, `AGA`,
    /// `GOE`, `NZ`, and the common `jp`, `cn`, `Korean`, `Ing`, …; see
    /// [`Preset::from_sgf_ru`]), with the record's komi to be set by the
    /// caller. A record's `Chinese` is the 2002 Chinese rules (positional
    /// superko), not KataGo's `chinese`. Errors: [`RulesError::Unknown`].
    pub fn from_sgf_ru(ru: &str) -> Result<Rules, RulesError> {
        Preset::from_sgf_ru(ru)
            .map(Preset::rules)
            .ok_or_else(|| RulesError::Unknown(ru.to_string()))
    }

    /// The name of the rule set these rules follow, komi aside: a
    /// [`Preset`]'s name (the preset they came from first, when two presets
    /// make the same choices, as KataGo's `japanese` and `korean` do), `aga`
    /// or `new-zealand` (KataGo's sets as [`Rules::from_name`] reads them),
    /// or `custom`. The one policy after an edit, the same in C
    /// (`ty_rules_name`) and Python (`Rules.name`): changing komi keeps the
    /// name; changing another choice names the set with the new choices,
    /// else `custom` (one axis of `japanese` changed is `custom`).
    pub fn name(&self) -> &'static str {
        citation::rule_set_name(self)
    }

    /// Whether the choices (not the `preset` tag) are equal.
    pub fn same_as(&self, other: &Rules) -> bool {
        Rules {
            preset: None,
            ..*self
        } == Rules {
            preset: None,
            ..*other
        }
    }

    /// The SGF `RU` value that names these rules ([`Preset::sgf_ru`]), or
    /// `None` for custom rules.
    pub fn sgf_ru(&self) -> Option<&'static str> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == self.name())
            .map(Preset::sgf_ru)
    }

    /// Sets one choice by KataGo's key names, as GTP `kata-set-rule KEY VALUE`
    /// does: `ko` (`SIMPLE`, `POSITIONAL`, `SITUATIONAL`; KataGo's `SPIGHT`
    /// is refused), `suicide` or `multiStoneSuicideLegal` (`true`/`false`),
    /// `scoring` or `score` (`AREA`, `TERRITORY`), `tax` (`NONE`, `SEKI`,
    /// `ALL`), `hasButton` (`true`/`false`), `whiteHandicapBonus` (`0`, `N`,
    /// `N-1`), `friendlyPassOk` (`true`/`false`), `komi` (points), and
    /// tianyuan's `ending` (`two-passes`, `agreement`) and `dead_stones`
    /// (also `deadStones`, `dead-stones`; [`DeadStones::name`]). Any case.
    /// Errors: [`RulesError::BadSetting`]; nothing changes then.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RulesError> {
        let bad = || RulesError::BadSetting {
            key: key.to_string(),
            value: value.to_string(),
        };
        let flag = || match value.trim().to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" => Ok(true),
            "false" | "0" | "no" => Ok(false),
            _ => Err(bad()),
        };
        match key.trim().to_ascii_lowercase().as_str() {
            "ko" | "korule" => self.ko = KoRule::parse(value).ok_or_else(bad)?,
            "multistonesuicidelegal" | "suicide" => {
                self.suicide = if flag()? {
                    SuicideRule::MultiStoneAllowed
                } else {
                    SuicideRule::Forbidden
                }
            }
            "whitehandicapbonus" | "handicapcompensation" => {
                self.handicap_compensation = HandicapCompensation::parse(value).ok_or_else(bad)?
            }
            "komi" => self.komi = Komi::parse_points(value).map_err(|_| bad())?,
            "ending" => self.ending = Ending::parse(value).ok_or_else(bad)?,
            "dead_stones" | "deadstones" | "dead-stones" => {
                self.dead_stones = DeadStones::parse(value).ok_or_else(bad)?
            }
            "scoring" | "score" => self.scoring = Scoring::parse(value).ok_or_else(bad)?,
            "tax" => self.tax = Tax::parse(value).ok_or_else(bad)?,
            "hasbutton" | "button" => self.button = flag()?,
            "friendlypassok" => self.friendly_pass_ok = flag()?,
            _ => return Err(bad()),
        }
        self.preset = None;
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Rules, RulesError> {
        Rules::from_name(s)
    }
}

impl fmt::Display for Rules {
    /// `chinese-2002 (ko positional, suicide forbidden, komi 3¾ stones (7.5 points), …)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (ko {}, suicide {}, komi {}, handicap compensation {}, ending {})",
            self.name(),
            self.ko.name(),
            match self.suicide {
                SuicideRule::Forbidden => "forbidden",
                SuicideRule::MultiStoneAllowed => "multi-stone allowed",
            },
            self.komi,
            self.handicap_compensation.name(),
            match self.ending {
                Ending::TwoPasses => "two passes",
                Ending::Agreement => "agreement",
            }
        )?;
        if self.scoring != Scoring::Area || self.tax != Tax::None || self.button {
            write!(
                f,
                " (scoring {}, tax {}{})",
                self.scoring.name(),
                self.tax.name(),
                if self.button { ", button" } else { "" }
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_round_trip_by_name() {
        for p in Preset::ALL {
            let r = Rules::from_name(p.name()).unwrap();
            assert_eq!(r, p.rules());
            assert_eq!(r.name(), p.name());
        }
        assert_eq!(Rules::default().komi.points_string(), "7.5");
        assert_eq!(Preset::Chinese1988.rules().komi.stones_string(), "2¾");
        assert_eq!(Preset::ChineseSimpleKo.rules().ko, KoRule::Simple);
        assert_eq!(
            Preset::TrompTaylor.rules().suicide,
            SuicideRule::MultiStoneAllowed
        );
    }

    #[test]
    fn katago_names_and_refusals() {
        // KataGo's `chinese` is simple ko; a record's `Chinese` is 2002.
        assert_eq!(Rules::from_name("Chinese").unwrap().ko, KoRule::Simple);
        assert_eq!(
            Rules::from_sgf_ru("Chinese").unwrap().name(),
            "chinese-2002"
        );
        assert_eq!(
            Rules::from_name("chinese_kgs").unwrap().name(),
            "chinese-kgs"
        );
        assert_eq!(
            Rules::from_name("chinese_kgs").unwrap().ko,
            KoRule::Positional
        );
        for name in [
            "stone-scoring",
            "Stone_Scoring",
            " stone scoring ",
            "STONESCORING",
        ] {
            let r = Rules::from_name(name).unwrap();
            assert_eq!(
                (r.tax, r.scoring, r.name()),
                (Tax::All, Scoring::Area, "stone-scoring")
            );
        }
        let unknown = Rules::from_name("bogus").unwrap_err();
        assert_eq!(unknown, RulesError::Unknown("bogus".into()));
        let msg = unknown.to_string();
        for p in Preset::ALL {
            assert!(msg.contains(p.name()), "{msg}");
        }
        assert!(Rules::from_name("").is_err());
        assert!(Rules::from_name("japanese-2003").is_err());
    }

    #[test]
    fn settings() {
        let mut r = Rules::default();
        r.set("ko", "SITUATIONAL").unwrap();
        r.set("multiStoneSuicideLegal", "true").unwrap();
        r.set("whiteHandicapBonus", "N-1").unwrap();
        assert_eq!(r.ko, KoRule::Situational);
        assert_eq!(r.suicide, SuicideRule::MultiStoneAllowed);
        assert_eq!(r.handicap_compensation.points(4), 3);
        assert!(r.set("ko", "sometimes").is_err());
        assert!(r.set("colour", "blue").is_err());
        assert!(r.set("ko", "SPIGHT").is_err());
        r.set("scoring", "TERRITORY").unwrap();
        r.set("tax", "seki").unwrap();
        r.set("hasButton", "true").unwrap();
        r.set("friendlyPassOk", "false").unwrap();
        assert_eq!(
            (r.scoring, r.tax, r.button, r.friendly_pass_ok),
            (Scoring::Territory, Tax::Seki, true, false)
        );
        let before = r;
        assert!(r.set("tax", "some").is_err());
        assert_eq!(r, before);
        assert_eq!(HandicapCompensation::N.points(1), 0);
    }

    #[test]
    fn dead_stones_setting() {
        let mut r = Rules::default();
        r.set("dead_stones", "all-alive").unwrap();
        assert_eq!(r.dead_stones, DeadStones::AllAlive);
        assert_eq!(r.preset, None);
        r.set("deadStones", "PASS-ALIVE-TERRITORY").unwrap();
        assert_eq!(r.dead_stones, DeadStones::PassAliveTerritory);
        r.set("dead-stones", "agreement").unwrap();
        assert_eq!(r.dead_stones, DeadStones::Agreement);
        assert!(r.same_as(&Rules::default()));
        assert!(matches!(
            r.set("dead_stones", "some"),
            Err(RulesError::BadSetting { .. })
        ));
        assert_eq!(r.dead_stones, DeadStones::Agreement);
    }
}

//! Players' ranks (段位, 级位): amateur kyu and dan, professional dan.
//!
//! Seed 004: amateur grades run from 32 kyu (some regions start at 25 or 10)
//! through 1 kyu, then amateur 1 to 8 dan, written with Arabic numerals
//! (`业余5段`, `5d`); professional ranks run 初段 to 九段 in Chinese numerals
//! (`职业九段`, `9p`). Adjacent amateur grades differ by about one handicap
//! stone. 1988 art. 26.3 counts kyu 9..1 and dan 1..9.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The weakest kyu accepted (seed 004: "32级").
pub const MAX_KYU: u8 = 32;
/// The highest amateur dan (seed 004: 业余8段 for world amateur champions).
pub const MAX_AMATEUR_DAN: u8 = 8;
/// The highest professional dan (九段).
pub const MAX_PRO_DAN: u8 = 9;

/// A rank. Ordered from weakest to strongest: 32k < … < 1k < 1d < … < 8d <
/// 1p < … < 9p. (The seeds call amateur and professional dan "different in
/// nature"; placing every professional above every amateur is this library's
/// choice, needed for a total order.)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rank {
    /// Amateur kyu (级), 1..=32; 1 is the strongest.
    Kyu(u8),
    /// Amateur dan (业余段), 1..=8.
    AmateurDan(u8),
    /// Professional dan (职业段), 1..=9.
    ProDan(u8),
}

/// Why text is not a rank.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RankError {
    /// Empty text, `NR`, `?` or `-`: no rank given.
    #[error("no rank given")]
    Unranked,
    /// The number is outside the range of its kind (kyu 1..=32, amateur dan 1..=8, pro 1..=9).
    #[error("rank {0:?} is out of range (kyu 1-32, amateur dan 1-8, professional dan 1-9)")]
    OutOfRange(String),
    /// Text that is not a rank.
    #[error("bad rank {0:?}: expected e.g. 5k, 3d, 9p, 5级, 业余5段, 职业九段, 初段")]
    Bad(String),
}

/// The kinds of [`RankError`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RankErrorKind {
    /// [`RankError::Unranked`]
    Unranked,
    /// [`RankError::OutOfRange`]
    OutOfRange,
    /// [`RankError::Bad`]
    Bad,
}

impl RankErrorKind {
    /// Every kind.
    pub const ALL: [RankErrorKind; 3] = [Self::Unranked, Self::OutOfRange, Self::Bad];
}

impl RankError {
    /// This error's kind.
    pub fn kind(&self) -> RankErrorKind {
        match self {
            Self::Unranked => RankErrorKind::Unranked,
            Self::OutOfRange(_) => RankErrorKind::OutOfRange,
            Self::Bad(_) => RankErrorKind::Bad,
        }
    }
}

const CHINESE_DIGITS: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

fn chinese_number(s: &str) -> Option<u8> {
    match s {
        "初" => Some(1),
        "十" => Some(10),
        _ => CHINESE_DIGITS
            .iter()
            .position(|d| !d.is_empty() && *d == s)
            .map(|p| p as u8),
    }
}

impl Rank {
    /// A position on one ladder where adjacent amateur grades are one apart:
    /// 1k = 0, 2k = −1, 1d = 1, 8d = 8; professionals continue above 8d (1p = 9).
    pub const fn ladder(self) -> i32 {
        match self {
            Self::Kyu(k) => 1 - k as i32,
            Self::AmateurDan(d) => d as i32,
            Self::ProDan(d) => MAX_AMATEUR_DAN as i32 + d as i32,
        }
    }

    /// Checks the range.
    ///
    /// # Errors
    /// [`RankError::OutOfRange`].
    pub fn new_checked(self) -> Result<Rank, RankError> {
        let ok = match self {
            Self::Kyu(k) => (1..=MAX_KYU).contains(&k),
            Self::AmateurDan(d) => (1..=MAX_AMATEUR_DAN).contains(&d),
            Self::ProDan(d) => (1..=MAX_PRO_DAN).contains(&d),
        };
        if ok {
            Ok(self)
        } else {
            Err(RankError::OutOfRange(self.to_string()))
        }
    }

    /// Reads a rank as written in SGF `BR`/`WR` or Chinese text: `5k`, `5 kyu`,
    /// `3d`, `3 dan`, `9p`, `P9段`, `5级`, `业余5段`, `業餘5段`, `职业九段`,
    /// `初段`, `九段`. A trailing `*`, `?` or `+` (uncertain, provisional) is
    /// ignored. A bare `N段` with an Arabic numeral is amateur and one with a
    /// Chinese numeral professional (seed 004: amateur ranks use Arabic numerals).
    ///
    /// # Errors
    /// [`RankError`].
    pub fn parse(text: &str) -> Result<Rank, RankError> {
        let bad = || RankError::Bad(text.to_string());
        let t = text.trim().trim_end_matches(['*', '?', '+']).trim();
        let lower = t.to_lowercase();
        if lower.is_empty() || lower == "nr" || lower == "-" || lower == "?" {
            return Err(RankError::Unranked);
        }
        let (amateur, rest) = if let Some(r) = lower
            .strip_prefix("业余")
            .or_else(|| lower.strip_prefix("業餘"))
        {
            (Some(true), r)
        } else if let Some(r) = lower
            .strip_prefix("职业")
            .or_else(|| lower.strip_prefix("職業"))
        {
            (Some(false), r)
        } else if let Some(r) = lower.strip_prefix('p').filter(|r| r.ends_with('段')) {
            (Some(false), r)
        } else {
            (None, lower.as_str())
        };
        let rest = rest.trim();
        let split = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (num, unit) = rest.split_at(split);
        let unit = unit.trim();
        let rank = if num.is_empty() {
            // Chinese numeral: 初段, 九段, 五级.
            let mut chars = unit.chars();
            let digit = chars.next().ok_or_else(bad)?;
            let n = chinese_number(&digit.to_string()).ok_or_else(bad)?;
            match chars.as_str() {
                "段" => {
                    if amateur == Some(true) {
                        Rank::AmateurDan(n)
                    } else {
                        Rank::ProDan(n)
                    }
                }
                "级" | "級" if amateur != Some(false) => Rank::Kyu(n),
                _ => return Err(bad()),
            }
        } else {
            const UNITS: [&str; 9] = ["k", "kyu", "级", "級", "d", "dan", "段", "p", "pro"];
            if !UNITS.contains(&unit) {
                return Err(bad());
            }
            let n: u8 = num
                .parse()
                .map_err(|_| RankError::OutOfRange(text.to_string()))?;
            match (unit, amateur) {
                ("k" | "kyu" | "级" | "級", None | Some(true)) => Rank::Kyu(n),
                ("d" | "dan", None | Some(true)) | ("段", None | Some(true)) => {
                    Rank::AmateurDan(n)
                }
                ("p" | "pro", None | Some(false))
                | ("段", Some(false))
                | ("d" | "dan", Some(false)) => Rank::ProDan(n),
                _ => return Err(bad()),
            }
        };
        rank.new_checked()
            .map_err(|_| RankError::OutOfRange(text.to_string()))
    }

    /// The Chinese form: `5级`, `业余3段`, `职业九段` (`职业初段` for 1p).
    pub fn to_chinese(self) -> String {
        match self {
            Self::Kyu(k) => format!("{k}级"),
            Self::AmateurDan(d) => format!("业余{d}段"),
            Self::ProDan(1) => "职业初段".to_string(),
            Self::ProDan(d) => format!(
                "职业{}段",
                CHINESE_DIGITS.get(usize::from(d)).copied().unwrap_or("?")
            ),
        }
    }
}

impl fmt::Display for Rank {
    /// The short SGF form: `5k`, `3d`, `9p`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Kyu(k) => write!(f, "{k}k"),
            Self::AmateurDan(d) => write!(f, "{d}d"),
            Self::ProDan(d) => write!(f, "{d}p"),
        }
    }
}

impl FromStr for Rank {
    type Err = RankError;
    fn from_str(s: &str) -> Result<Rank, RankError> {
        Rank::parse(s)
    }
}

impl PartialOrd for Rank {
    fn partial_cmp(&self, other: &Rank) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rank {
    fn cmp(&self, other: &Rank) -> std::cmp::Ordering {
        self.ladder().cmp(&other.ladder())
    }
}

/// The most handicap stones suggested.
pub const MAX_HANDICAP: u8 = 9;

/// A helper, not a rule: the handicap stones suggested between two amateur
/// ranks, about one stone per grade (seed 004: "相临两个段格的水平差距是一个子"),
/// at most [`MAX_HANDICAP`]. Order does not matter; 0 means an even game.
/// `None` when either rank is professional (the seeds give no conversion).
pub fn suggested_handicap(a: Rank, b: Rank) -> Option<u8> {
    if matches!(a, Rank::ProDan(_)) || matches!(b, Rank::ProDan(_)) {
        return None;
    }
    let diff = (a.ladder() - b.ladder()).unsigned_abs();
    Some(diff.min(u32::from(MAX_HANDICAP)) as u8)
}

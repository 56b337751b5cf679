//! The result of a game (胜负), in the forms people and files use: SGF `RE`,
//! English, and the Chinese wording of the rules.
//!
//! A counted margin is kept as one exact integer that is at the same time
//! **half points** and **quarter stones** (RULES.md §7: one stone of count is
//! two points of margin, so ¼ stone = ½ point). 2002 art. 11 states margins in
//! stones ("黑胜3/4子"); SGF `RE` and most software state them in points
//! (`B+1.5`).
//!
//! [`GameResult`] and [`ResultParseError`] are also at the crate root;
//! [`ResultParseErrorKind`] is here.

use std::fmt;

use thiserror::Error;

use crate::color::Color;
use crate::komi::Komi;
use crate::sgf;

/// How a game ended and who won.
///
/// ```
/// use tianyuan::{Color, GameResult};
///
/// // SGF `RE` margins are in points: 2.5 points = 5 half points = 1¼ stones.
/// let result = GameResult::parse_sgf("W+2.5").unwrap();
/// assert_eq!(result, GameResult::Score { winner: Color::White, margin_half_points: 5 });
/// assert_eq!(result.english(), "White wins by 1 1/4 stones (2.5 points)");
/// assert_eq!(result.chinese(), "白胜1又1/4子"); // 2002 art. 11's wording
/// // From a count's margin, Black positive, in half points.
/// assert_eq!(GameResult::from_margin(-5), result);
/// assert_eq!(GameResult::from_margin(0).to_sgf(), "0"); // a draw
/// let resigned = GameResult::parse_sgf("B+Resign").unwrap();
/// assert_eq!((resigned.winner(), resigned.to_sgf()), (Some(Color::Black), "B+R".to_string()));
/// assert!(GameResult::parse_sgf("B+").is_err()); // no margin or reason
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Decided by counting (1988/2002 art. 9, 11).
    Score {
        /// The winner.
        winner: Color,
        /// The margin in half points, which is the same integer as quarter
        /// stones: 3 = 1.5 points = ¾ stone. Positive for a real score; a zero
        /// margin is a [`GameResult::Draw`].
        margin_half_points: u32,
    },
    /// A count exactly at the baseline after komi (和棋; 1988 art. 9
    /// "等于此数者为和", 2002 art. 9 "等于此数为和").
    Draw,
    /// The loser resigned (中途认输, 1988/2002 art. 7.2).
    Resignation {
        /// The winner.
        winner: Color,
    },
    /// The loser overstepped the time limit (超时判负, 1988 art. 23.5,
    /// 2002 art. 12.4, 22.5).
    Time {
        /// The winner.
        winner: Color,
    },
    /// The loser forfeited: absence, lateness, two warnings (2002 art. 13.1
    /// "一方弃权或被判负", 22.1, 24.2; 1988 art. 23.1, 25.2).
    Forfeit {
        /// The winner.
        winner: Color,
    },
    /// No result (无胜负, 2002 art. 20.3), SGF `Void`.
    NoResult,
    /// Not known (SGF `?`).
    Unknown,
}

/// Why an SGF `RE` value could not be read as a [`GameResult`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ResultParseError {
    /// Not a result form at all (accepted: `B+1.5`, `W+R`, `B+T`, `W+F`, `0`,
    /// `Draw`, `Jigo`, `Void`, `?`).
    #[error("bad result {0:?}: expected B+1.5, W+R, B+T, W+F, 0, Draw, Void or ?")]
    Syntax(String),
    /// A margin that is not a non-negative multiple of half a point (`B+1.25`,
    /// `W+-3`).
    #[error("bad margin in result {0:?}: expected points in steps of 0.5")]
    BadMargin(String),
    /// A winner with neither margin nor reason (`B+`).
    #[error("result {0:?} names a winner but no margin or reason")]
    NoMargin(String),
    /// A winner with a reason other than R, T or F (`W+Illegal`).
    #[error("result {0:?} has an unknown reason (expected R, T, F or a margin in points)")]
    UnknownReason(String),
}

/// The kinds of [`ResultParseError`], without their data.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ResultParseErrorKind {
    /// [`ResultParseError::Syntax`]
    Syntax,
    /// [`ResultParseError::BadMargin`]
    BadMargin,
    /// [`ResultParseError::NoMargin`]
    NoMargin,
    /// [`ResultParseError::UnknownReason`]
    UnknownReason,
}

impl ResultParseErrorKind {
    /// Every kind.
    pub const ALL: [ResultParseErrorKind; 4] = [
        Self::Syntax,
        Self::BadMargin,
        Self::NoMargin,
        Self::UnknownReason,
    ];
}

impl ResultParseError {
    /// This error's kind.
    pub fn kind(&self) -> ResultParseErrorKind {
        match self {
            Self::Syntax(_) => ResultParseErrorKind::Syntax,
            Self::BadMargin(_) => ResultParseErrorKind::BadMargin,
            Self::NoMargin(_) => ResultParseErrorKind::NoMargin,
            Self::UnknownReason(_) => ResultParseErrorKind::UnknownReason,
        }
    }
}

/// Longest `RE` text read; anything longer is a [`ResultParseError::Syntax`].
const MAX_RESULT_LEN: usize = 64;

impl GameResult {
    /// A counted result from a signed margin in half points (= quarter stones),
    /// Black positive: `3` → Black wins by 1.5 points, `0` → draw.
    pub fn from_margin(margin_half_points: i32) -> GameResult {
        match margin_half_points {
            0 => GameResult::Draw,
            m => GameResult::Score {
                winner: if m > 0 { Color::Black } else { Color::White },
                margin_half_points: m.unsigned_abs(),
            },
        }
    }

    /// The winner; `None` for a draw, no result or unknown.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            GameResult::Score { winner, .. }
            | GameResult::Resignation { winner }
            | GameResult::Time { winner }
            | GameResult::Forfeit { winner } => Some(winner),
            GameResult::Draw | GameResult::NoResult | GameResult::Unknown => None,
        }
    }

    /// The SGF FF\[4\] `RE` value: `B+1.5` (margin in points), `W+R`, `W+T`,
    /// `B+F`, `0` (draw), `Void`, `?`.
    pub fn to_sgf(&self) -> String {
        match *self {
            GameResult::Score {
                winner,
                margin_half_points,
            } => format!(
                "{}+{}",
                winner.letter(),
                Komi::from_half_points(clamp(margin_half_points)).points_string()
            ),
            GameResult::Resignation { winner } => format!("{}+R", winner.letter()),
            GameResult::Time { winner } => format!("{}+T", winner.letter()),
            GameResult::Forfeit { winner } => format!("{}+F", winner.letter()),
            GameResult::Draw => "0".to_string(),
            GameResult::NoResult => "Void".to_string(),
            GameResult::Unknown => "?".to_string(),
        }
    }

    /// Reads an SGF `RE` value (case-insensitive, surrounding spaces ignored):
    /// `B+1.5`, `W+0.5`, `B+7` (margins in **points**, steps of 0.5),
    /// `B+R`/`W+Resign`, `B+T`/`W+Time`, `B+F`/`W+Forfeit`, `0`/`Draw`/`Jigo`
    /// (a draw; `B+0` too), `Void`, `?` or empty (unknown).
    ///
    /// Errors: [`ResultParseError`]. Stones margins (Fox's `W+12.75`) are not
    /// guessed here; the SGF reader ([`crate::sgf::GameRecord`]) handles them
    /// and its result converts with [`GameResult::try_from`].
    pub fn parse_sgf(text: &str) -> Result<GameResult, ResultParseError> {
        let t = text.trim();
        if t.len() > MAX_RESULT_LEN {
            return Err(ResultParseError::Syntax(t.chars().take(16).collect()));
        }
        let lower = t.to_ascii_lowercase();
        match lower.as_str() {
            "" | "?" => return Ok(GameResult::Unknown),
            "0" | "draw" | "jigo" => return Ok(GameResult::Draw),
            "void" => return Ok(GameResult::NoResult),
            _ => {}
        }
        let winner = match lower.as_bytes() {
            [b'b', b'+', ..] => Color::Black,
            [b'w', b'+', ..] => Color::White,
            _ => return Err(ResultParseError::Syntax(t.to_string())),
        };
        let rest = lower[2..].trim();
        match rest {
            "" => return Err(ResultParseError::NoMargin(t.to_string())),
            "r" | "resign" => return Ok(GameResult::Resignation { winner }),
            "t" | "time" => return Ok(GameResult::Time { winner }),
            "f" | "forfeit" => return Ok(GameResult::Forfeit { winner }),
            _ => {}
        }
        if !rest.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == '-') {
            return Err(ResultParseError::UnknownReason(t.to_string()));
        }
        // Only plain decimals: digits with at most one point.
        if !rest.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
            return Err(ResultParseError::BadMargin(t.to_string()));
        }
        let margin = Komi::parse_points(rest)
            .map_err(|_| ResultParseError::BadMargin(t.to_string()))?
            .half_points();
        // `parse_points` refused signs above, so the margin is non-negative.
        Ok(match margin.unsigned_abs() {
            0 => GameResult::Draw,
            m => GameResult::Score {
                winner,
                margin_half_points: m,
            },
        })
    }

    /// English: `Black wins by 3/4 stone (1.5 points)`, `White wins by 1 1/4
    /// stones (2.5 points)`, `Draw`, `White wins by resignation`, `Black wins on
    /// time`, `Black wins by forfeit`, `No result`, `Unknown result`.
    pub fn english(&self) -> String {
        let name = |c: Color| match c {
            Color::Black => "Black",
            Color::White => "White",
        };
        match *self {
            GameResult::Score {
                winner,
                margin_half_points: m,
            } => {
                let stones = if m <= 4 { "stone" } else { "stones" };
                let points = if m == 2 { "point" } else { "points" };
                format!(
                    "{} wins by {} {stones} ({} {points})",
                    name(winner),
                    stones_fraction(m, " "),
                    Komi::from_half_points(clamp(m)).points_string()
                )
            }
            GameResult::Draw => "Draw".to_string(),
            GameResult::Resignation { winner } => format!("{} wins by resignation", name(winner)),
            GameResult::Time { winner } => format!("{} wins on time", name(winner)),
            GameResult::Forfeit { winner } => format!("{} wins by forfeit", name(winner)),
            GameResult::NoResult => "No result".to_string(),
            GameResult::Unknown => "Unknown result".to_string(),
        }
    }

    /// Chinese, in the wording of the rules where they have one:
    /// - counted: `黑胜3/4子`, `白胜1又1/4子` (2002 art. 11: "黑胜3/4子",
    ///   "3又3/4子"; margins in stones);
    /// - draw: `和棋` (2002 art. 17.5, 20.3);
    /// - resignation: `白中盘胜` (the usual record form; the rules say
    ///   "中途认输", art. 7.2);
    /// - time: `黑胜（白超时判负）` (1988 art. 23.5, 2002 art. 12.4 "超时判负");
    /// - forfeit: `黑胜（白弃权）` (2002 art. 13.1 "一方弃权或被判负");
    /// - no result: `无胜负` (2002 art. 20.3); unknown: `结果不详`.
    pub fn chinese(&self) -> String {
        let name = |c: Color| match c {
            Color::Black => "黑",
            Color::White => "白",
        };
        match *self {
            GameResult::Score {
                winner,
                margin_half_points: m,
            } => format!("{}胜{}子", name(winner), stones_fraction(m, "又")),
            GameResult::Draw => "和棋".to_string(),
            GameResult::Resignation { winner } => format!("{}中盘胜", name(winner)),
            GameResult::Time { winner } => {
                format!("{}胜（{}超时判负）", name(winner), name(!winner))
            }
            GameResult::Forfeit { winner } => {
                format!("{}胜（{}弃权）", name(winner), name(!winner))
            }
            GameResult::NoResult => "无胜负".to_string(),
            GameResult::Unknown => "结果不详".to_string(),
        }
    }
}

impl fmt::Display for GameResult {
    /// The SGF form ([`GameResult::to_sgf`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_sgf())
    }
}

impl std::str::FromStr for GameResult {
    type Err = ResultParseError;
    /// [`GameResult::parse_sgf`].
    fn from_str(s: &str) -> Result<GameResult, ResultParseError> {
        GameResult::parse_sgf(s)
    }
}

impl From<GameResult> for sgf::RecordedResult {
    /// The SGF reader's form of a result (the same `RE` text).
    fn from(r: GameResult) -> sgf::RecordedResult {
        match r {
            GameResult::Score {
                winner,
                margin_half_points,
            } => sgf::RecordedResult::Score {
                winner,
                margin_half_points,
            },
            GameResult::Draw => sgf::RecordedResult::Draw,
            GameResult::Resignation { winner } => sgf::RecordedResult::Resign(winner),
            GameResult::Time { winner } => sgf::RecordedResult::Time(winner),
            GameResult::Forfeit { winner } => sgf::RecordedResult::Forfeit(winner),
            GameResult::NoResult => sgf::RecordedResult::Void,
            GameResult::Unknown => sgf::RecordedResult::Unknown,
        }
    }
}

impl TryFrom<&sgf::RecordedResult> for GameResult {
    type Error = ResultParseError;
    /// Converts the SGF reader's result; `B+` alone, `W+Illegal` and
    /// unrecognised text have no [`GameResult`] form.
    fn try_from(r: &sgf::RecordedResult) -> Result<GameResult, ResultParseError> {
        Ok(match r {
            sgf::RecordedResult::Score {
                winner,
                margin_half_points,
            } => match margin_half_points {
                0 => GameResult::Draw,
                &m => GameResult::Score {
                    winner: *winner,
                    margin_half_points: m,
                },
            },
            sgf::RecordedResult::Resign(w) => GameResult::Resignation { winner: *w },
            sgf::RecordedResult::Time(w) => GameResult::Time { winner: *w },
            sgf::RecordedResult::Forfeit(w) => GameResult::Forfeit { winner: *w },
            sgf::RecordedResult::Win(w) => {
                return Err(ResultParseError::NoMargin(format!("{}+", w.letter())))
            }
            sgf::RecordedResult::OtherReason { winner, reason } => {
                return Err(ResultParseError::UnknownReason(format!(
                    "{}+{reason}",
                    winner.letter()
                )))
            }
            sgf::RecordedResult::Draw => GameResult::Draw,
            sgf::RecordedResult::Void => GameResult::NoResult,
            sgf::RecordedResult::Unknown => GameResult::Unknown,
            sgf::RecordedResult::Unrecognized => {
                return Err(ResultParseError::Syntax(String::new()))
            }
        })
    }
}

fn clamp(m: u32) -> i32 {
    i32::try_from(m).unwrap_or(i32::MAX)
}

/// `q` quarter stones with ASCII fractions: 3 → `3/4`, 5 → `1{join}1/4`,
/// 8 → `2`, 2 → `1/2`.
pub(crate) fn stones_fraction(q: u32, join: &str) -> String {
    let whole = q / 4;
    let frac = ["", "1/4", "1/2", "3/4"][(q % 4) as usize];
    match (whole, frac) {
        (w, "") => w.to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w}{join}{f}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions() {
        assert_eq!(stones_fraction(3, " "), "3/4");
        assert_eq!(stones_fraction(5, "又"), "1又1/4");
        assert_eq!(stones_fraction(8, " "), "2");
        assert_eq!(stones_fraction(0, " "), "0");
        assert_eq!(stones_fraction(15, "又"), "3又3/4");
    }
}

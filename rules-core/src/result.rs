//! Game results and their forms: SGF `RE`, English, Chinese.

use thiserror::Error;

use crate::color::Color;
use crate::komi::{half_units_string, quarter_string};

/// The result of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Won on the count by a margin in half points (= quarter stones; > 0).
    Score {
        /// The winner.
        winner: Color,
        /// The margin in half points (3 = 1.5 points = ¾ stone).
        margin_half_points: u32,
    },
    /// A draw (和棋, 1988/2002 art. 9.2: the count equals the baseline).
    Draw,
    /// Won by resignation.
    Resignation {
        /// The winner.
        winner: Color,
    },
    /// Won on time.
    Time {
        /// The winner.
        winner: Color,
    },
    /// Won by forfeit.
    Forfeit {
        /// The winner.
        winner: Color,
    },
    /// No result (a cycle, a void game).
    NoResult,
    /// Unknown.
    Unknown,
}

/// An SGF `RE` value that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("bad result {0:?}: expected B+1.5, W+R, B+T, W+F, 0, Void or ?")]
pub struct ResultParseError(pub String);

impl GameResult {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            GameResult::Score { winner, .. }
            | GameResult::Resignation { winner }
            | GameResult::Time { winner }
            | GameResult::Forfeit { winner } => Some(winner),
            _ => None,
        }
    }

    /// The SGF `RE` value: `B+1.5`, `W+R`, `B+T`, `W+F`, `0`, `Void`, `?`.
    pub fn to_sgf(&self) -> String {
        match *self {
            GameResult::Score {
                winner,
                margin_half_points,
            } => {
                format!(
                    "{}+{}",
                    winner.letter(),
                    half_units_string(margin_half_points as i64)
                )
            }
            GameResult::Draw => "0".into(),
            GameResult::Resignation { winner } => format!("{}+R", winner.letter()),
            GameResult::Time { winner } => format!("{}+T", winner.letter()),
            GameResult::Forfeit { winner } => format!("{}+F", winner.letter()),
            GameResult::NoResult => "Void".into(),
            GameResult::Unknown => "?".into(),
        }
    }

    /// Parses an SGF `RE` value (margins in points). Errors: [`ResultParseError`].
    pub fn parse_sgf(text: &str) -> Result<GameResult, ResultParseError> {
        let bad = || ResultParseError(text.to_string());
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "0" | "draw" | "jigo" | "0.0" => return Ok(GameResult::Draw),
            "void" => return Ok(GameResult::NoResult),
            "?" | "" => return Ok(GameResult::Unknown),
            _ => {}
        }
        let (c, rest) = t.split_once('+').ok_or_else(bad)?;
        let winner = Color::parse(c).ok_or_else(bad)?;
        let r = rest.trim();
        Ok(match r.to_ascii_lowercase().as_str() {
            "r" | "resign" => GameResult::Resignation { winner },
            "t" | "time" => GameResult::Time { winner },
            "f" | "forfeit" => GameResult::Forfeit { winner },
            _ => {
                let k = crate::komi::Komi::parse_points(r).map_err(|_| bad())?;
                let h = k.half_points();
                if h <= 0 {
                    return Err(bad());
                }
                GameResult::Score {
                    winner,
                    margin_half_points: h as u32,
                }
            }
        })
    }

    /// English: "Black wins by 3/4 stone (1.5 points)", "Draw", "White wins by
    /// resignation", "Black wins on time", "White wins by forfeit", "No result".
    pub fn english(&self) -> String {
        let name = |c: Color| if c == Color::Black { "Black" } else { "White" };
        match *self {
            GameResult::Score {
                winner,
                margin_half_points,
            } => {
                let q = margin_half_points as i64;
                let stones = quarter_string(q)
                    .replace('¼', " 1/4")
                    .replace('½', " 1/2")
                    .replace('¾', " 3/4");
                let stones = stones.trim_start().to_string();
                let unit = if q <= 4 { "stone" } else { "stones" };
                let pts = half_units_string(q);
                let punit = if q == 2 { "point" } else { "points" };
                format!("{} wins by {stones} {unit} ({pts} {punit})", name(winner))
            }
            GameResult::Draw => "Draw".into(),
            GameResult::Resignation { winner } => format!("{} wins by resignation", name(winner)),
            GameResult::Time { winner } => format!("{} wins on time", name(winner)),
            GameResult::Forfeit { winner } => format!("{} wins by forfeit", name(winner)),
            GameResult::NoResult => "No result".into(),
            GameResult::Unknown => "Unknown".into(),
        }
    }

    /// Chinese: 黑胜3/4子, 白胜1又1/4子, 和棋, 白中盘胜, 黑超时胜, 黑胜（对方弃权）, 无胜负.
    pub fn chinese(&self) -> String {
        let name = |c: Color| if c == Color::Black { "黑" } else { "白" };
        match *self {
            GameResult::Score {
                winner,
                margin_half_points,
            } => {
                let q = margin_half_points as i64;
                let (whole, frac) = (q / 4, ["", "1/4", "1/2", "3/4"][(q % 4) as usize]);
                let n = match (whole, frac) {
                    (0, f) => f.to_string(),
                    (w, "") => w.to_string(),
                    (w, f) => format!("{w}又{f}"),
                };
                format!("{}胜{n}子", name(winner))
            }
            GameResult::Draw => "和棋".into(),
            GameResult::Resignation { winner } => format!("{}中盘胜", name(winner)),
            GameResult::Time { winner } => format!("{}超时胜", name(winner)),
            GameResult::Forfeit { winner } => format!("{}胜（对方弃权）", name(winner)),
            GameResult::NoResult => "无胜负".into(),
            GameResult::Unknown => "结果不明".into(),
        }
    }
}

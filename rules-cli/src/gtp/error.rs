//! GTP failure replies: the spec's standard error messages and ours.

use std::borrow::Cow;
use std::fmt;

use tianyuan::{KomiError, PointError, RulesError};

/// The kind of a failure reply (`? message`). The spec fixes some messages
/// (GTP v2 §6.3: `unknown command`, `syntax error`, `illegal move`,
/// `unacceptable size`, `cannot undo`, `board not empty`, `invalid number of
/// stones`, `bad vertex list`, `cannot load file`, …); clients match them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GtpErrorKind {
    /// The command name is not one this engine knows.
    UnknownCommand,
    /// Missing, extra or malformed arguments.
    SyntaxError,
    /// `play` of a move the rules forbid (occupied, suicide, ko, superko), of
    /// a vertex that names no point of the board, or in a game that has
    /// ended for good; the detail says which.
    IllegalMove,
    /// `boardsize` outside 2..=25.
    UnacceptableSize,
    /// `undo` with no move to take back.
    CannotUndo,
    /// Handicap commands when stones or moves are already on the board.
    BoardNotEmpty,
    /// Handicap commands with a stone count that cannot be placed.
    InvalidNumberOfStones,
    /// `set_free_handicap` with a pass, a repeated or off-board vertex;
    /// `tianyuan-set_dead_stones` with a pass, a vertex off the board or
    /// malformed, or one that holds no stone.
    BadVertexList,
    /// `loadsgf` of a file that cannot be read, parsed or replayed.
    CannotLoadFile,
    /// A rules name or setting that cannot be applied (unknown, territory
    /// scoring, bad value).
    BadRules,
    /// A time setting the clock refuses.
    BadTimeSettings,
    /// `genmove` in a game that ended with no result.
    GameOver,
    /// A line with an id but no command name.
    MissingCommand,
    /// `tianyuan-set_dead_stones` under rules that settle the dead stones
    /// without the players' agreement (Tromp-Taylor: every stone counts;
    /// KataGo's area rules: the stones in pass-alive territory).
    NoAgreement,
    /// A number outside the range a command takes (`tianyuan-playouts`: 1
    /// to [`tianyuan::life::MAX_PLAYOUTS`]).
    OutOfRange,
}

impl GtpErrorKind {
    /// Every kind.
    pub const ALL: [GtpErrorKind; 15] = [
        GtpErrorKind::UnknownCommand,
        GtpErrorKind::SyntaxError,
        GtpErrorKind::IllegalMove,
        GtpErrorKind::UnacceptableSize,
        GtpErrorKind::CannotUndo,
        GtpErrorKind::BoardNotEmpty,
        GtpErrorKind::InvalidNumberOfStones,
        GtpErrorKind::BadVertexList,
        GtpErrorKind::CannotLoadFile,
        GtpErrorKind::BadRules,
        GtpErrorKind::BadTimeSettings,
        GtpErrorKind::GameOver,
        GtpErrorKind::MissingCommand,
        GtpErrorKind::NoAgreement,
        GtpErrorKind::OutOfRange,
    ];

    /// The message that starts the reply (the spec's wording where it has one).
    pub const fn message(self) -> &'static str {
        match self {
            GtpErrorKind::UnknownCommand => "unknown command",
            GtpErrorKind::SyntaxError => "syntax error",
            GtpErrorKind::IllegalMove => "illegal move",
            GtpErrorKind::UnacceptableSize => "unacceptable size",
            GtpErrorKind::CannotUndo => "cannot undo",
            GtpErrorKind::BoardNotEmpty => "board not empty",
            GtpErrorKind::InvalidNumberOfStones => "invalid number of stones",
            GtpErrorKind::BadVertexList => "bad vertex list",
            GtpErrorKind::CannotLoadFile => "cannot load file",
            GtpErrorKind::BadRules => "bad rules",
            GtpErrorKind::BadTimeSettings => "bad time settings",
            GtpErrorKind::GameOver => "game over",
            GtpErrorKind::MissingCommand => "missing command",
            GtpErrorKind::NoAgreement => "dead stones are not agreed under these rules",
            GtpErrorKind::OutOfRange => "out of range",
        }
    }
}

/// A failure reply: its kind and, for some kinds, a detail after a colon
/// (`? bad rules: "japanese" uses territory scoring…`, `? illegal move: ko:
/// …`): the spec's words always come first, so clients that match them still
/// do. `unknown command`, `cannot undo` and the size/stone errors carry none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtpError {
    /// What failed.
    pub kind: GtpErrorKind,
    /// More text, or empty.
    pub detail: String,
}

impl GtpError {
    /// An error with no detail.
    pub fn new(kind: GtpErrorKind) -> GtpError {
        GtpError {
            kind,
            detail: String::new(),
        }
    }

    /// An error with a detail.
    pub fn with(kind: GtpErrorKind, detail: impl fmt::Display) -> GtpError {
        GtpError {
            kind,
            detail: detail.to_string(),
        }
    }

    /// A `syntax error` with a detail.
    pub fn syntax(detail: impl fmt::Display) -> GtpError {
        GtpError::with(GtpErrorKind::SyntaxError, detail)
    }
}

impl From<GtpErrorKind> for GtpError {
    fn from(kind: GtpErrorKind) -> GtpError {
        GtpError::new(kind)
    }
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.detail.is_empty() {
            f.write_str(self.kind.message())
        } else {
            write!(f, "{}: {}", self.kind.message(), self.detail)
        }
    }
}

impl std::error::Error for GtpError {}

/// The most characters of the user's input an error message quotes: a
/// longer word is cut to this many (on a character boundary) and `…`, so
/// that an answer to a bad line of up to [`super::MAX_LINE_BYTES`] stays one
/// short line.
pub const QUOTE_CHARS: usize = 48;

/// `text` as it may appear in an error message: whole if it has at most
/// [`QUOTE_CHARS`] characters, otherwise its first [`QUOTE_CHARS`] and `…`.
pub fn clip(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => Cow::Borrowed(text),
        Some((end, _)) => Cow::Owned(format!("{}…", &text[..end])),
    }
}

/// `text` quoted (`{:?}`) for an error message, [`clip`]ped, with its length
/// when cut: `"D4"`, `"AAAA…" (300000000 bytes)`.
pub fn quote(text: &str) -> String {
    match clip(text) {
        Cow::Borrowed(whole) => format!("{whole:?}"),
        Cow::Owned(cut) => format!("{cut:?} ({} bytes)", text.len()),
    }
}

/// `e` with the vertex it quotes [`clip`]ped.
pub fn clip_point_error(e: PointError) -> PointError {
    match e {
        PointError::BadVertex(v) => PointError::BadVertex(clip(&v).into_owned()),
        PointError::VertexOffBoard {
            vertex,
            width,
            height,
        } => PointError::VertexOffBoard {
            vertex: clip(&vertex).into_owned(),
            width,
            height,
        },
        PointError::BadSgfPoint(v) => PointError::BadSgfPoint(clip(&v).into_owned()),
        other => other,
    }
}

/// `e` with the komi text it quotes [`clip`]ped.
pub fn clip_komi_error(e: KomiError) -> KomiError {
    match e {
        KomiError::Syntax(t) => KomiError::Syntax(clip(&t).into_owned()),
        KomiError::NotQuarterStones(t) => KomiError::NotQuarterStones(clip(&t).into_owned()),
        KomiError::OutOfRange(t) => KomiError::OutOfRange(clip(&t).into_owned()),
    }
}

/// `e` with the name, key or value it quotes [`clip`]ped.
pub fn clip_rules_error(e: RulesError) -> RulesError {
    match e {
        RulesError::Unknown(n) => RulesError::Unknown(clip(&n).into_owned()),
        RulesError::BadSetting { key, value } => RulesError::BadSetting {
            key: clip(&key).into_owned(),
            value: clip(&value).into_owned(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_short_text_and_cuts_long_text_on_a_char_boundary() {
        assert_eq!(clip("D4"), "D4");
        let exact = "é".repeat(QUOTE_CHARS);
        assert_eq!(clip(&exact), exact.as_str());
        let long = "é".repeat(QUOTE_CHARS + 1);
        assert_eq!(clip(&long), format!("{}…", "é".repeat(QUOTE_CHARS)));
        assert_eq!(quote("D4"), "\"D4\"");
        assert_eq!(
            quote(&"A".repeat(1000)),
            format!("\"{}…\" (1000 bytes)", "A".repeat(QUOTE_CHARS))
        );
    }
}

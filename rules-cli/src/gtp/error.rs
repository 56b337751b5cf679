//! GTP failure replies: the spec's standard error messages and ours.

use std::fmt;

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
    /// to [`tianyuan::MAX_PLAYOUTS`]).
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

//! Errors and warnings of the SGF reader: where (line, column) and what kind.

use std::fmt;

use thiserror::Error;

use super::tree::NodeId;

/// A place in the decoded text: 1-based line and 1-based column, the column
/// counted in Unicode characters. Lines end at `\n`, `\r\n` or a lone `\r`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextPosition {
    /// Line number, from 1.
    pub line: u32,
    /// Column number in characters, from 1.
    pub column: u32,
}

impl fmt::Display for TextPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What went wrong while reading SGF text. Each kind is fatal for the whole
/// input; see [`SgfError`] for where it happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SgfErrorKind {
    /// The input is larger than [`super::MAX_INPUT_BYTES`].
    InputTooLarge,
    /// No game tree `(;` was found: the input is not SGF.
    NoGameTree,
    /// A `(` inside a game tree is not followed by a node `;`.
    ExpectedNode,
    /// A character that has no place here (for example text between nodes).
    UnexpectedCharacter,
    /// A property identifier with no upper-case letter (`abc[x]`), or longer
    /// than [`super::MAX_IDENTIFIER_LETTERS`] letters.
    BadIdentifier,
    /// A property identifier not followed by a value `[...]`.
    MissingValue,
    /// The input ended inside a value `[...`.
    UnterminatedValue,
    /// The input ended right after a `(` (a `(` with no node was never
    /// closed). A tree cut after its first node is read with a warning
    /// ([`WarningKind::UnclosedTree`]), and refused with this kind by a
    /// strict reading ([`super::Collection::strict`]).
    UnterminatedTree,
    /// A value is longer than [`super::MAX_VALUE_BYTES`].
    ValueTooLong,
    /// More nodes in the input than [`super::ParseOptions::max_nodes`]
    /// ([`super::MAX_NODES`] by default); the detail names the limit.
    TooManyNodes,
    /// More than [`super::MAX_VALUES`] property values in the input.
    TooManyValues,
    /// More than [`super::MAX_GAMES`] game trees in the input.
    TooManyGames,
}

impl SgfErrorKind {
    /// Every kind, in declaration order (for mapping to C codes or Python
    /// exception classes).
    pub const ALL: [SgfErrorKind; 12] = [
        SgfErrorKind::InputTooLarge,
        SgfErrorKind::NoGameTree,
        SgfErrorKind::ExpectedNode,
        SgfErrorKind::UnexpectedCharacter,
        SgfErrorKind::BadIdentifier,
        SgfErrorKind::MissingValue,
        SgfErrorKind::UnterminatedValue,
        SgfErrorKind::UnterminatedTree,
        SgfErrorKind::ValueTooLong,
        SgfErrorKind::TooManyNodes,
        SgfErrorKind::TooManyValues,
        SgfErrorKind::TooManyGames,
    ];

    /// A short English description.
    pub const fn describe(self) -> &'static str {
        match self {
            SgfErrorKind::InputTooLarge => "input larger than the 64 MiB limit",
            SgfErrorKind::NoGameTree => "no SGF game tree '(;' found",
            SgfErrorKind::ExpectedNode => "expected a node ';' after '('",
            SgfErrorKind::UnexpectedCharacter => "unexpected character",
            SgfErrorKind::BadIdentifier => "bad property identifier",
            SgfErrorKind::MissingValue => "property identifier without a value '[...]'",
            SgfErrorKind::UnterminatedValue => "input ends inside a property value",
            SgfErrorKind::UnterminatedTree => "input ends before a game tree is closed",
            SgfErrorKind::ValueTooLong => "property value longer than the 1 MiB limit",
            SgfErrorKind::TooManyNodes => "more nodes than the node limit",
            SgfErrorKind::TooManyValues => "more property values than the 8,000,000 limit",
            SgfErrorKind::TooManyGames => "more game trees than the 100,000 limit",
        }
    }
}

/// A fatal error reading SGF: its kind, where (in the decoded text), and a
/// detail such as the offending character.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("SGF {position}: {}{}", kind.describe(), if detail.is_empty() { String::new() } else { format!(" ({detail})") })]
pub struct SgfError {
    /// What went wrong.
    pub kind: SgfErrorKind,
    /// Where it went wrong (line and column from 1).
    pub position: TextPosition,
    /// Extra detail, possibly empty.
    pub detail: String,
}

impl SgfError {
    pub(crate) fn new(
        kind: SgfErrorKind,
        position: TextPosition,
        detail: impl Into<String>,
    ) -> Self {
        SgfError {
            kind,
            position,
            detail: detail.into(),
        }
    }
}

/// What a non-fatal problem was: the reader went on, as the warning says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WarningKind {
    /// No `CA` and not valid UTF-8 (read as GB18030), or UTF-16 without a BOM.
    GuessedEncoding,
    /// A `CA` charset that is not known; the text was read as UTF-8, else GB18030.
    UnknownCharset,
    /// Bytes not valid in the encoding used; they became U+FFFD.
    MalformedBytes,
    /// `KM` was in stones (Chinese collections, Fox: `3.75`, `375`) and was
    /// converted to points (1 stone = 2 points).
    KomiInStones,
    /// `KM` was written ×100 in points (Fox Japanese, `650` = 6.5) and converted.
    KomiTimesHundred,
    /// `KM` is a number but not a multiple of 0.5 points; komi left unknown.
    KomiNotHalfPoint,
    /// `KM` is not a number; komi left unknown.
    BadKomi,
    /// `SZ` is not `n` or `w:h` with whole-number sides 1..=52 (`SZ[0]`,
    /// `SZ[abc]`): kept in [`super::GameInfo::bad_size`], points read as on
    /// 19×19, and [`super::GameInfo::board_size`] errors with
    /// [`crate::PointError::BadSgfSize`], so the game cannot be replayed.
    BadSize,
    /// `HA` is not a non-negative integer; handicap left unknown.
    BadHandicap,
    /// `GM` is not 1 (Go): moves and setup were not interpreted.
    NotGo,
    /// `RE` was not understood; only the raw text is kept.
    UnrecognizedResult,
    /// `RE`'s margin was in stones (Fox, `W+12.75`) and was converted to points.
    ResultInStones,
    /// A point or move value that is not SGF (`B[x]`): the value was skipped.
    BadPoint,
    /// A point or move off the board (`B[rs]` on 9×9): skipped.
    OffBoardPoint,
    /// A GTP-style move (`B[R16]`, `W[Pass]`): accepted and converted.
    GtpStyleMove,
    /// `PL` is not `B` or `W`: ignored.
    BadPlayer,
    /// The input ended inside a game tree (a truncated file): the open `(`
    /// were closed there.
    UnclosedTree,
    /// A `(` followed by properties without `;` (Nihon Kiin files): read as
    /// if the `;` were there.
    ImplicitNode,
    /// A node `;` after a closed variation (FF\[1\]-era files): read as one
    /// more variation from the same branch node (the last child).
    NodeAfterVariation,
}

impl WarningKind {
    /// Every kind, in declaration order.
    pub const ALL: [WarningKind; 19] = [
        WarningKind::GuessedEncoding,
        WarningKind::UnknownCharset,
        WarningKind::MalformedBytes,
        WarningKind::KomiInStones,
        WarningKind::KomiTimesHundred,
        WarningKind::KomiNotHalfPoint,
        WarningKind::BadKomi,
        WarningKind::BadSize,
        WarningKind::BadHandicap,
        WarningKind::NotGo,
        WarningKind::UnrecognizedResult,
        WarningKind::ResultInStones,
        WarningKind::BadPoint,
        WarningKind::OffBoardPoint,
        WarningKind::GtpStyleMove,
        WarningKind::BadPlayer,
        WarningKind::UnclosedTree,
        WarningKind::ImplicitNode,
        WarningKind::NodeAfterVariation,
    ];
}

/// A non-fatal problem: its kind, the node and text position of the property
/// concerned (none for file-level warnings such as encodings), and a detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfWarning {
    /// What it was.
    pub kind: WarningKind,
    /// The node concerned, if any.
    pub node: Option<NodeId>,
    /// Where the property starts in the decoded text, if known.
    pub position: Option<TextPosition>,
    /// The property's identifier (`B`, `KM`), if the warning is about one.
    pub property: Option<String>,
    /// Human-readable detail (the value, the encoding used, …).
    pub detail: String,
}

impl fmt::Display for SgfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.position {
            write!(f, "{p}: ")?;
        }
        write!(f, "{:?}: {}", self.kind, self.detail)
    }
}

//! SGF (Smart Game Format, FF\[4\] and the FF\[1\]/FF\[3\] forms seen in the
//! wild): reading bytes into typed game records and writing them back.
//!
//! Three layers, each usable alone:
//! - characters: [`parse`] takes bytes and decodes them (BOM, UTF-16, the `CA`
//!   property, GB18030 as a fallback) before any parsing;
//! - syntax: [`parse_trees`] turns text into [`GameTree`]s, arenas of nodes
//!   with ordered [`Property`]s; errors carry line and column;
//! - records: [`GameRecord`] reads one tree as a game of Go: [`GameInfo`]
//!   (size, komi in half points, handicap, result…) and per-node moves and
//!   set-up ([`NodeData`]), with typed [`SgfWarning`]s instead of errors.
//!   A record read by [`parse`] keeps its tree compact (one text arena and
//!   index arrays, a handful of allocations a game) and builds the
//!   [`GameTree`] the first time [`GameRecord::tree`] or an edit needs it.
//!
//! [`write_record`] / [`write_trees`] go back to text. Nothing here recurses per
//! nesting level or panics on any input; memory is bounded by the limits below.
//!
//! GTP-style moves (`B[R16]`, `W[Pass]`, written by some programs) are accepted
//! with a [`WarningKind::GtpStyleMove`] warning.
//!
//! Reading a record and replaying it under the rules ([`crate::replay::replay`]):
//!
//! ```
//! use tianyuan::replay::{replay, ReplayOptions};
//! use tianyuan::{sgf, Color};
//!
//! // 5×5, no komi. SGF points are column then row letters from the top left:
//! // `cc` is C3, `aa` is A5. White's A5 loses its last liberty to Black's A4
//! // (`ab`); then both pass. Black's area is all 25 points.
//! let text = "(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese]RE[B+25]
//!             ;B[cc];W[aa];B[ba];W[];B[ab];W[];B[])";
//! let collection = sgf::parse(text.as_bytes()).unwrap();
//! assert_eq!(collection.games().len(), 1);
//! let record = &collection.games()[0];
//! let info = record.info();
//! assert_eq!((info.width, info.height, info.komi_half_points), (5, 5, Some(0)));
//! assert_eq!(
//!     info.result,
//!     Some(sgf::RecordedResult::Score { winner: Color::Black, margin_half_points: 50 })
//! );
//! assert_eq!(record.main_line_moves().len(), 7); // passes included
//!
//! let replayed = replay(record, &ReplayOptions::default()).unwrap();
//! assert!(replayed.violations.is_empty());
//! assert_eq!(replayed.moves_replayed, 7);
//! let captures: u32 = replayed.game.moves().map(|m| m.captured).sum();
//! assert_eq!(captures, 1);
//! assert!(replayed.game.is_over()); // two passes
//! let score = replayed.game.score(&[]).unwrap(); // no dead stones
//! assert_eq!(score.result().to_sgf(), "B+25"); // as RE says
//! ```

mod compact;
mod encoding;
mod error;
mod from_game;
mod marks;
mod node_table;
mod parse;
mod positions;
mod record;
mod text;
mod tree;
mod values;
mod view;
mod write;

pub use error::{SgfError, SgfErrorKind, SgfWarning, TextPosition, WarningKind};
pub use from_game::{game_to_record, game_to_sgf};
pub use marks::TerritoryMarks;
pub use parse::parse_trees;
pub use record::{GameInfo, GameRecord, MoveAt, NodeData, RecordEditError};
pub use text::TextKind;
pub use tree::{GameTree, Node, NodeId, Property};
pub use values::RecordedResult;
/// The old name of [`RecordedResult`]: hidden, as the crate has one
/// `GameResult` ([`crate::GameResult`], a game's result under the rules).
/// Kept for one release.
#[doc(hidden)]
#[deprecated(since = "0.2.0", note = "renamed `sgf::RecordedResult`")]
pub type GameResult = RecordedResult;
pub use write::{
    escape_value, write_record, write_records, write_trees, write_trees_in, write_trees_unicode,
};

/// Largest input accepted, in bytes (64 MiB).
pub const MAX_INPUT_BYTES: usize = 64 << 20;
/// Largest property value, in bytes after unescaping (1 MiB).
pub const MAX_VALUE_BYTES: usize = 1 << 20;
/// Most nodes in one input (all games together) by default
/// ([`ParseOptions::max_nodes`] sets another limit).
pub const MAX_NODES: usize = 4_000_000;

/// Bounds of one read ([`parse_with`], [`parse_str_with`]), for callers that
/// read records from strangers and want tighter bounds than the defaults.
///
/// A parsed record of move and pass nodes costs about 9 bytes a node (its
/// compact tree, about 6.5 for a pass node and 8.5 for a move, and its move
/// table, 2; more for nodes with more properties or longer values), plus,
/// once replayed, 16 bytes a move, a run of passes counting as one move
/// (`tests/sgf_memory.rs` bounds these: 8.6 and 0.25 bytes a pass node).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseOptions {
    /// The most nodes in one input, all games together (`;` counted);
    /// one more is [`SgfErrorKind::TooManyNodes`], its detail naming the
    /// limit. Default [`MAX_NODES`] (4,000,000).
    pub max_nodes: usize,
}

impl Default for ParseOptions {
    /// [`MAX_NODES`] nodes.
    fn default() -> Self {
        ParseOptions {
            max_nodes: MAX_NODES,
        }
    }
}
/// Most game trees in one input. Real collections hold at most tens of
/// thousands of games (4,000,000 nodes are 16,000 games of 250 moves); the
/// limit keeps a file of empty trees `(;)(;)…` from costing a record each
/// (several hundred bytes per 3 input bytes).
pub const MAX_GAMES: usize = 100_000;
/// Most property values in one input (all games together).
pub const MAX_VALUES: usize = 8_000_000;
/// Most letters in a property identifier as written (`PlayerBlack` is 11).
pub const MAX_IDENTIFIER_LETTERS: usize = 64;

/// The games of one SGF file, with how it was decoded.
#[derive(Clone, Debug)]
pub struct Collection {
    games: Vec<GameRecord>,
    encoding: &'static str,
    warnings: Vec<SgfWarning>,
}

impl Collection {
    /// The games, in file order (at least one).
    pub fn games(&self) -> &[GameRecord] {
        &self.games
    }

    /// The games, taken out.
    pub fn into_games(self) -> Vec<GameRecord> {
        self.games
    }

    /// The name of the character set the bytes were read in (`UTF-8`, `GBK`,
    /// `Shift_JIS`, …; WHATWG names).
    pub fn encoding(&self) -> &'static str {
        self.encoding
    }

    /// File-level warnings (encodings); each game has its own too.
    pub fn warnings(&self) -> &[SgfWarning] {
        &self.warnings
    }

    /// The collection as a strict reading takes it (`tianyuan replay
    /// --strict`): a game tree the input left unclosed, which the lenient
    /// reading closes at the end of the input with a
    /// [`WarningKind::UnclosedTree`]
    /// warning, is refused: [`SgfErrorKind::UnterminatedTree`] at the end of
    /// the input, its detail saying which `(` was left open.
    pub fn strict(self) -> Result<Collection, SgfError> {
        let unclosed = self
            .warnings
            .iter()
            .chain(self.games.iter().flat_map(|g| g.warnings()))
            .find(|w| w.kind == WarningKind::UnclosedTree);
        match unclosed {
            Some(w) => Err(SgfError::new(
                SgfErrorKind::UnterminatedTree,
                w.position.unwrap_or_default(),
                w.detail.clone(),
            )),
            None => Ok(self),
        }
    }
}

/// Reads an SGF file from its bytes: decodes the characters, parses every game
/// tree and reads each as a [`GameRecord`].
///
/// Errors: [`SgfErrorKind::InputTooLarge`] above [`MAX_INPUT_BYTES`], and the
/// syntax errors of [`parse_trees`]. Problems inside values are warnings.
///
/// A caller reading a file or stream need read no more than
/// `MAX_INPUT_BYTES + 1` bytes (`Read::take`): with the extra byte this
/// function gives the same `InputTooLarge` error as for the whole input.
pub fn parse(bytes: &[u8]) -> Result<Collection, SgfError> {
    parse_with(bytes, &ParseOptions::default())
}

/// [`parse`] within the bounds of `options` (a node limit other than
/// [`MAX_NODES`]).
pub fn parse_with(bytes: &[u8], options: &ParseOptions) -> Result<Collection, SgfError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(too_large());
    }
    let read = encoding::read(bytes, options.max_nodes)?;
    Ok(Collection {
        games: read
            .trees
            .into_iter()
            .map(GameRecord::from_compact)
            .collect(),
        encoding: read.encoding.name(),
        warnings: read.warnings,
    })
}

/// Reads SGF from text already decoded (any `CA` property is ignored).
pub fn parse_str(text: &str) -> Result<Collection, SgfError> {
    parse_str_with(text, &ParseOptions::default())
}

/// [`parse_str`] within the bounds of `options`.
pub fn parse_str_with(text: &str, options: &ParseOptions) -> Result<Collection, SgfError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(too_large());
    }
    let (trees, warnings) = parse::parse_compact(text, options.max_nodes)?;
    Ok(Collection {
        games: trees.into_iter().map(GameRecord::from_compact).collect(),
        encoding: "UTF-8",
        warnings,
    })
}

/// The detail says "more than" the limit rather than the length: a caller may
/// have read only the first `MAX_INPUT_BYTES + 1` bytes of a longer input.
fn too_large() -> SgfError {
    SgfError::new(
        SgfErrorKind::InputTooLarge,
        TextPosition { line: 1, column: 1 },
        format!("more than {MAX_INPUT_BYTES} bytes"),
    )
}

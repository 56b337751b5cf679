//! The SGF syntax layer: decoded text → game trees.
//!
//! Grammar (SGF FF\[4\], with the FF\[1\]/FF\[3\] forms seen in the wild):
//! `Collection = GameTree+`, `GameTree = "(" Sequence GameTree* ")"`,
//! `Sequence = Node+`, `Node = ";" Property*`, `Property = Ident Value+`,
//! `Value = "[" text "]"`. Identifiers keep only their upper-case letters
//! (`SiZe` → `SZ`). Text outside game trees is ignored: a game tree starts at a
//! `(` followed (after white space) by `;`.
//!
//! The parser is a loop over bytes with an explicit stack of open `(`; it never
//! recurses, so a million nested variations cost memory, not stack.

use super::error::{SgfError, SgfErrorKind, SgfWarning, TextPosition, WarningKind};
use super::tree::{GameTree, NodeId, Property};
use super::{MAX_GAMES, MAX_IDENTIFIER_LETTERS, MAX_NODES, MAX_VALUES, MAX_VALUE_BYTES};

/// How the bytes of a value become a `String`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ValueBytes {
    /// The input is UTF-8 text (only ASCII bytes are removed by unescaping).
    Utf8,
    /// Each byte becomes the character of the same number (ISO 8859-1), so
    /// that the value's bytes can be decoded later, once the charset is known
    /// from the root's `CA` ([`super::encoding`]).
    Latin1,
}

struct Cursor<'a> {
    bytes: &'a [u8],
    values: ValueBytes,
    i: usize,
    line: u32,
    column: u32,
}

impl<'a> Cursor<'a> {
    fn new(bytes: &'a [u8], values: ValueBytes) -> Self {
        Cursor {
            bytes,
            values,
            i: 0,
            line: 1,
            column: 1,
        }
    }

    fn pos(&self) -> TextPosition {
        TextPosition {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.i).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.i)?;
        self.i += 1;
        match b {
            b'\n' => {
                self.line = self.line.saturating_add(1);
                self.column = 1;
            }
            b'\r' if self.peek() != Some(b'\n') => {
                self.line = self.line.saturating_add(1);
                self.column = 1;
            }
            // UTF-8 continuation bytes do not start a character.
            _ if b & 0xC0 == 0x80 => {}
            _ => self.column = self.column.saturating_add(1),
        }
        Some(b)
    }

    /// Moves past the next `n` bytes, none of which is `\r` (so that the
    /// line count needs no look-ahead), keeping the line and column as
    /// [`Cursor::bump`] does.
    fn advance_plain(&mut self, n: usize) {
        for &b in &self.bytes[self.i..self.i + n] {
            if b == b'\n' {
                self.line = self.line.saturating_add(1);
                self.column = 1;
            } else if b & 0xC0 != 0x80 {
                self.column = self.column.saturating_add(1);
            }
        }
        self.i += n;
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b) if b.is_ascii_whitespace() || b == 0) {
            self.bump();
        }
    }

    /// Whether a game tree starts here: `(` then white space then `;`, or
    /// `(` then a property (`(TE[...]`, a root node without its `;`).
    fn at_tree_start(&self) -> bool {
        if self.peek() != Some(b'(') {
            return false;
        }
        let is_ws = |b: &u8| b.is_ascii_whitespace() || *b == 0;
        let rest = &self.bytes[self.i + 1..];
        let rest = &rest[rest.iter().position(|b| !is_ws(b)).unwrap_or(rest.len())..];
        match rest.first() {
            Some(b';') => true,
            Some(b) if b.is_ascii_uppercase() => {
                let letters = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
                let after = &rest[letters..];
                letters <= MAX_IDENTIFIER_LETTERS && after.iter().find(|b| !is_ws(b)) == Some(&b'[')
            }
            _ => false,
        }
    }
}

struct Limits {
    nodes: usize,
    values: usize,
}

/// Parses decoded SGF text into its game trees, with the warnings of the
/// lenient cases ([`WarningKind::UnclosedTree`], [`WarningKind::ImplicitNode`]).
/// Errors with the line and column of the first syntax problem; never panics,
/// never recurses. The limits [`super::MAX_GAMES`], [`super::MAX_NODES`],
/// [`super::MAX_VALUES`] and [`super::MAX_VALUE_BYTES`] apply; the input size is checked by
/// [`super::parse`], not here.
pub fn parse_trees(text: &str) -> Result<(Vec<GameTree>, Vec<SgfWarning>), SgfError> {
    parse_tree_bytes(text.as_bytes(), ValueBytes::Utf8)
}

/// [`parse_trees`] on bytes: the syntax (`(`, `;`, `[`, `]`, `\\`, identifiers)
/// is ASCII, and escapes are resolved on bytes, so that a `\\` or `]` that is
/// the second byte of a Big5, GBK or Shift_JIS character, escaped as FF\[4\]
/// asks (MultiGo does), is read as that byte. Values become strings as
/// `values` says.
pub(crate) fn parse_tree_bytes(
    bytes: &[u8],
    values: ValueBytes,
) -> Result<(Vec<GameTree>, Vec<SgfWarning>), SgfError> {
    let mut cur = Cursor::new(bytes, values);
    let mut trees = Vec::new();
    let mut warnings = Vec::new();
    let mut limits = Limits {
        nodes: 0,
        values: 0,
    };
    loop {
        // Outside a game tree: skip free text up to the next `(;`.
        while cur.peek().is_some() && !cur.at_tree_start() {
            cur.bump();
        }
        if cur.peek().is_none() {
            break;
        }
        if trees.len() == MAX_GAMES {
            return Err(SgfError::new(
                SgfErrorKind::TooManyGames,
                cur.pos(),
                format!("game {}", MAX_GAMES + 1),
            ));
        }
        let first = trees.is_empty();
        trees.push(parse_tree(&mut cur, first, &mut limits, &mut warnings)?);
    }
    if trees.is_empty() {
        return Err(SgfError::new(SgfErrorKind::NoGameTree, cur.pos(), ""));
    }
    Ok((trees, warnings))
}

/// Where the parser is inside a game tree.
enum State {
    /// After `(`: a node `;` must follow.
    TreeStart,
    /// Inside a sequence: `;`, `(` or `)` may follow.
    Sequence,
    /// After a variation closed: only `(` or `)` may follow.
    AfterVariation,
}

/// Most nodes reserved before parsing the first game tree (1.3 MB).
const RESERVE_NODES: usize = 20_000;

/// Parses one game tree; the cursor is at its `(`. `first`: the input's
/// first tree.
fn parse_tree(
    cur: &mut Cursor<'_>,
    first: bool,
    limits: &mut Limits,
    warnings: &mut Vec<SgfWarning>,
) -> Result<GameTree, SgfError> {
    let mut tree = GameTree::new();
    if first {
        // One node per `;` of the input (an overestimate when comments hold
        // `;` or more games follow; trimmed at the end), at most
        // RESERVE_NODES: a long game's node array is not regrown move by move.
        let nodes = cur.bytes.iter().filter(|&&b| b == b';').count();
        tree.reserve(nodes.min(RESERVE_NODES));
    }
    // For each open `(`, the node the variation hangs from (None for the root's
    // own `(`) and where the `(` was.
    let mut stack: Vec<(Option<NodeId>, TextPosition)> = Vec::new();
    // The node new `;` nodes attach to; None before the root exists.
    let mut current: Option<NodeId> = None;
    let mut state = State::TreeStart;
    stack.push((None, cur.pos()));
    cur.bump();
    loop {
        cur.skip_ws();
        let pos = cur.pos();
        let Some(b) = cur.peek() else {
            // Truncated files are common in the wild: close what is open.
            let open = stack.first().map(|s| s.1).unwrap_or(pos);
            if matches!(state, State::TreeStart) {
                return Err(SgfError::new(
                    SgfErrorKind::UnterminatedTree,
                    pos,
                    format!("the '(' at {open} is not closed"),
                ));
            }
            warnings.push(SgfWarning {
                kind: WarningKind::UnclosedTree,
                node: current,
                position: Some(pos),
                property: None,
                detail: format!("{} '(' from {open} closed at the end of input", stack.len()),
            });
            tree.trim();
            return Ok(tree);
        };
        let implicit = matches!(state, State::TreeStart) && b.is_ascii_uppercase();
        match (b, &state) {
            _ if implicit || b == b';' => {
                if implicit {
                    warnings.push(SgfWarning {
                        kind: WarningKind::ImplicitNode,
                        node: None,
                        position: Some(pos),
                        property: None,
                        detail: "properties after '(' without ';': read as a node".to_string(),
                    });
                } else {
                    cur.bump();
                }
                if matches!(state, State::AfterVariation) {
                    warnings.push(SgfWarning {
                        kind: WarningKind::NodeAfterVariation,
                        node: current,
                        position: Some(pos),
                        property: None,
                        detail: "';' after a variation: read as a further variation".to_string(),
                    });
                }
                limits.nodes += 1;
                if limits.nodes > MAX_NODES {
                    return Err(SgfError::new(SgfErrorKind::TooManyNodes, pos, ""));
                }
                let id = match current {
                    None => {
                        if let Some(root) = tree.get_mut(NodeId::ROOT) {
                            root.position = pos;
                        }
                        NodeId::ROOT
                    }
                    Some(parent) => tree
                        .add_child_at(parent, pos)
                        .ok_or_else(|| SgfError::new(SgfErrorKind::TooManyNodes, pos, ""))?,
                };
                parse_properties(cur, &mut tree, id, limits)?;
                current = Some(id);
                state = State::Sequence;
            }
            (b'(', State::Sequence | State::AfterVariation) => {
                stack.push((current, pos));
                cur.bump();
                state = State::TreeStart;
            }
            (b')', State::Sequence | State::AfterVariation) => {
                cur.bump();
                let (parent, _) = stack.pop().unwrap_or((None, pos));
                if stack.is_empty() {
                    tree.trim();
                    return Ok(tree);
                }
                current = parent;
                state = State::AfterVariation;
            }
            (_, State::TreeStart) => {
                return Err(SgfError::new(
                    SgfErrorKind::ExpectedNode,
                    pos,
                    format!("found {}", show_char(cur)),
                ));
            }
            _ => {
                return Err(SgfError::new(
                    SgfErrorKind::UnexpectedCharacter,
                    pos,
                    format!("found {}", show_char(cur)),
                ));
            }
        }
    }
}

/// The character at the cursor, for messages.
fn show_char(cur: &Cursor<'_>) -> String {
    let rest = &cur.bytes[cur.i..];
    let end = rest.len().min(4);
    let c = (1..=end)
        .find_map(|n| std::str::from_utf8(&rest[..n]).ok())
        .and_then(|s| s.chars().next());
    match c {
        Some(c) => format!("{c:?}"),
        None => "end of input".to_string(),
    }
}

/// Parses the properties of node `id` (after its `;`).
fn parse_properties(
    cur: &mut Cursor<'_>,
    tree: &mut GameTree,
    id: NodeId,
    limits: &mut Limits,
) -> Result<(), SgfError> {
    loop {
        cur.skip_ws();
        let pos = cur.pos();
        match cur.peek() {
            Some(b) if b.is_ascii_alphabetic() => {}
            _ => return Ok(()),
        }
        // The letters as written (ASCII, no line break: the cursor moves
        // over them in one step); the identifier is their upper-case ones,
        // allocated once at its exact length.
        let start = cur.i;
        let letters = cur.bytes[start..]
            .iter()
            .take(MAX_IDENTIFIER_LETTERS + 1)
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        if letters > MAX_IDENTIFIER_LETTERS {
            return Err(SgfError::new(SgfErrorKind::BadIdentifier, pos, "too long"));
        }
        let written = &cur.bytes[start..start + letters];
        let upper = written.iter().filter(|b| b.is_ascii_uppercase()).count();
        let mut ident = String::with_capacity(upper);
        ident.extend(
            written
                .iter()
                .filter(|b| b.is_ascii_uppercase())
                .map(|&b| char::from(b)),
        );
        cur.advance_plain(letters);
        if ident.is_empty() {
            return Err(SgfError::new(
                SgfErrorKind::BadIdentifier,
                pos,
                "no upper-case letter",
            ));
        }
        // Most properties have one value.
        let mut values = Vec::with_capacity(1);
        loop {
            cur.skip_ws();
            if cur.peek() != Some(b'[') {
                break;
            }
            limits.values += 1;
            if limits.values > MAX_VALUES {
                return Err(SgfError::new(SgfErrorKind::TooManyValues, cur.pos(), ""));
            }
            values.push(parse_value(cur)?);
        }
        if values.is_empty() {
            return Err(SgfError::new(
                SgfErrorKind::MissingValue,
                cur.pos(),
                format!("after {ident}, found {}", show_char(cur)),
            ));
        }
        let node = tree
            .get_mut(id)
            .ok_or_else(|| SgfError::new(SgfErrorKind::TooManyNodes, pos, ""))?;
        if node.properties.capacity() == 0 {
            // Most nodes have one property (a move).
            node.properties = Vec::with_capacity(1);
        }
        node.properties.push(Property {
            ident,
            values,
            position: pos,
        });
    }
}

/// Parses one `[...]` value; the cursor is at `[`. Resolves escapes: `\x` is
/// `x`, and `\` followed by a line break (`\n`, `\r`, `\r\n`, `\n\r`) is removed.
fn parse_value(cur: &mut Cursor<'_>) -> Result<String, SgfError> {
    let start = cur.pos();
    cur.bump();
    // Most values (moves, numbers, names) have no escape and no carriage
    // return: take them in one piece, with one allocation.
    let rest = &cur.bytes[cur.i..];
    if let Some(end) = rest.iter().position(|&b| matches!(b, b']' | b'\\' | b'\r')) {
        if rest[end] == b']' && end <= MAX_VALUE_BYTES {
            let raw = &rest[..end];
            let text = match cur.values {
                // Cut at ASCII brackets of UTF-8 text: still UTF-8.
                ValueBytes::Utf8 => String::from_utf8_lossy(raw).into_owned(),
                ValueBytes::Latin1 if raw.is_ascii() => String::from_utf8_lossy(raw).into_owned(),
                ValueBytes::Latin1 => raw.iter().map(|&b| char::from(b)).collect(),
            };
            cur.advance_plain(end);
            cur.bump();
            return Ok(text);
        }
    }
    let mut buf: Vec<u8> = Vec::new();
    loop {
        let Some(b) = cur.bump() else {
            return Err(SgfError::new(
                SgfErrorKind::UnterminatedValue,
                cur.pos(),
                format!("the value opened at {start} is not closed"),
            ));
        };
        match b {
            b']' => break,
            b'\\' => match cur.bump() {
                None => {
                    return Err(SgfError::new(
                        SgfErrorKind::UnterminatedValue,
                        cur.pos(),
                        format!("the value opened at {start} is not closed"),
                    ))
                }
                Some(b'\n') => {
                    if cur.peek() == Some(b'\r') {
                        cur.bump();
                    }
                }
                Some(b'\r') => {
                    if cur.peek() == Some(b'\n') {
                        cur.bump();
                    }
                }
                Some(e) => buf.push(e),
            },
            _ => buf.push(b),
        }
        if buf.len() > MAX_VALUE_BYTES {
            return Err(SgfError::new(SgfErrorKind::ValueTooLong, start, ""));
        }
    }
    Ok(match cur.values {
        // Only ASCII bytes were removed, at character boundaries, so this is
        // UTF-8; the lossy path is never taken but costs nothing to keep
        // panic-free.
        ValueBytes::Utf8 => match String::from_utf8(buf) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        },
        ValueBytes::Latin1 => buf.iter().map(|&b| char::from(b)).collect(),
    })
}

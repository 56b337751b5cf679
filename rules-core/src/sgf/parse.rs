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

//!
//! Each game tree is written into a [`TreeBuilder`]: the values' bytes (escapes
//! resolved) go into one text arena, nodes and properties into flat arrays.
//! Text positions are counted lazily, from the last position asked for, so
//! each byte is looked at once for them.

use super::compact::{ByteTree, CompactTree, Reserve, TextTooLarge, TreeBuilder};
use super::error::{SgfError, SgfErrorKind, SgfWarning, TextPosition, WarningKind};
use super::text::TextKind;
use super::tree::{GameTree, NodeId};
use super::{MAX_GAMES, MAX_IDENTIFIER_LETTERS, MAX_NODES, MAX_VALUES, MAX_VALUE_BYTES};

struct Cursor<'a> {
    bytes: &'a [u8],
    /// The next byte to read.
    i: usize,
    /// The byte whose position `line` and `column` are.
    seen: usize,
    line: u32,
    column: u32,
}

impl<'a> Cursor<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Cursor {
            bytes,
            i: 0,
            seen: 0,
            line: 1,
            column: 1,
        }
    }

    /// The position of the next byte.
    #[inline]
    fn pos(&mut self) -> TextPosition {
        self.pos_at(self.i)
    }

    /// The position of byte `at`: lines end at `\n`, `\r\n` and a lone `\r`;
    /// columns count characters (UTF-8 continuation bytes do not start one).
    /// Counted on from the last position asked for (from the start when `at`
    /// is before it), so asking in increasing order looks at each byte once.
    #[inline]
    fn pos_at(&mut self, at: usize) -> TextPosition {
        let at = at.min(self.bytes.len());
        if at < self.seen {
            (self.seen, self.line, self.column) = (0, 1, 1);
        }
        let (mut line, mut column) = (self.line, self.column);
        let mut k = self.seen;
        while k < at {
            // Eight printable ASCII bytes at once (most of a record): each
            // byte below 0x80 and at least 0x20 (adding 0x60 sets its high
            // bit, with no carry into the next byte below 0x80).
            if k + 8 <= at {
                let word = u64::from_le_bytes(self.bytes[k..k + 8].try_into().unwrap_or([0; 8]));
                const HIGH: u64 = 0x8080_8080_8080_8080;
                if word & HIGH == 0 && word.wrapping_add(0x6060_6060_6060_6060) & HIGH == HIGH {
                    column = column.saturating_add(8);
                    k += 8;
                    continue;
                }
            }
            let b = self.bytes[k];
            k += 1;
            if (0x20..0x80).contains(&b) {
                // Printable ASCII: most bytes.
                column = column.saturating_add(1);
            } else if b == b'\n' || (b == b'\r' && self.bytes.get(k) != Some(&b'\n')) {
                (line, column) = (line.saturating_add(1), 1);
            } else if b & 0xC0 != 0x80 {
                // Not a UTF-8 continuation byte: a character starts.
                column = column.saturating_add(1);
            }
        }
        (self.seen, self.line, self.column) = (at, line, column);
        TextPosition { line, column }
    }

    /// Takes note that the bytes `from..to` are printable ASCII (a column
    /// each), so that positions asked for later do not count them again.
    #[inline]
    fn printable(&mut self, from: usize, to: usize) {
        if self.seen <= from && to <= self.bytes.len() {
            let at = self.pos_at(from);
            self.seen = to;
            self.column = at.column.saturating_add((to - from) as u32);
        }
    }

    #[inline]
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.i).copied()
    }

    #[inline]
    fn bump(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.i)?;
        self.i += 1;
        Some(b)
    }

    #[inline]
    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b) if b.is_ascii_whitespace() || b == 0) {
            self.i += 1;
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
    /// The most nodes allowed ([`super::ParseOptions::max_nodes`]).
    max_nodes: usize,
}

/// Parses decoded SGF text into its game trees, with the warnings of the
/// lenient cases ([`WarningKind::UnclosedTree`], [`WarningKind::ImplicitNode`]).
/// Errors with the line and column of the first syntax problem; never panics,
/// never recurses. The limits [`super::MAX_GAMES`], [`super::MAX_NODES`],
/// [`super::MAX_VALUES`] and [`super::MAX_VALUE_BYTES`] apply; the input size is checked by
/// [`super::parse`], not here, except that one game tree's identifiers and
/// values together must stay under 4 GiB ([`SgfErrorKind::InputTooLarge`]).
pub fn parse_trees(text: &str) -> Result<(Vec<GameTree>, Vec<SgfWarning>), SgfError> {
    let (trees, warnings) = parse_compact(text, MAX_NODES)?;
    Ok((trees.iter().map(CompactTree::to_tree).collect(), warnings))
}

/// [`parse_trees`], the trees in compact form.
/// At most `max_nodes` nodes ([`super::ParseOptions::max_nodes`]).
pub(crate) fn parse_compact(
    text: &str,
    max_nodes: usize,
) -> Result<(Vec<CompactTree>, Vec<SgfWarning>), SgfError> {
    let (trees, warnings) = parse_tree_bytes(text.as_bytes(), max_nodes)?;
    Ok((
        trees.into_iter().map(ByteTree::into_text).collect(),
        warnings,
    ))
}

/// [`parse_trees`] on bytes: the syntax (`(`, `;`, `[`, `]`, `\\`, identifiers)
/// is ASCII, and escapes are resolved on bytes, so that a `\\` or `]` that is
/// the second byte of a Big5, GBK or Shift_JIS character, escaped as FF\[4\]
/// asks (MultiGo does), is read as that byte. The values stay bytes, to be
/// decoded once the charset is known ([`super::encoding`]). At most
/// `max_nodes` nodes ([`super::ParseOptions::max_nodes`]).
pub(crate) fn parse_tree_bytes(
    bytes: &[u8],
    max_nodes: usize,
) -> Result<(Vec<ByteTree>, Vec<SgfWarning>), SgfError> {
    let mut cur = Cursor::new(bytes);
    let mut trees = Vec::new();
    let mut warnings = Vec::new();
    let mut limits = Limits {
        nodes: 0,
        values: 0,
        max_nodes,
    };
    // The first tree of a large input: room for every node the input can
    // hold (each node has a `;`; counted in a pass over the bytes) and
    // entries as long as the input (a `;B[dd]` node's are six bytes too), so
    // that a long game's arrays are reserved once instead of regrown by
    // doubling (every block outgrown was memory touched, often kept a while
    // by the allocator); room a shorter tree leaves unused is given back at
    // its end. A smaller input: room for a game of moves as long as the
    // input (`;B[dd]`, six bytes a node), capped: regrowth is cheap there,
    // the count not. Each later tree: the size of the one before, capped.
    let mut reserve = if bytes.len() > COUNT_ABOVE_BYTES {
        let nodes = bytes.iter().filter(|&&b| b == b';').count();
        Reserve {
            nodes: nodes.min(max_nodes).min(MAX_NODES) + 1,
            bytes: bytes.len() + 1,
        }
    } else {
        Reserve {
            nodes: (bytes.len() / 6 + 1).min(RESERVE_NODES),
            bytes: (bytes.len() + 1).min(RESERVE_BYTES),
        }
    };
    let mut first = true;
    loop {
        // Outside a game tree: skip free text up to the next `(;`.
        while cur.peek().is_some() && !cur.at_tree_start() {
            cur.i += 1;
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
        let capped = if std::mem::take(&mut first) {
            reserve
        } else {
            Reserve {
                nodes: reserve.nodes.min(RESERVE_NODES),
                bytes: reserve.bytes.min(RESERVE_BYTES),
            }
        };
        let tree = parse_tree(
            &mut cur,
            TreeBuilder::new(capped),
            &mut limits,
            &mut warnings,
        )?;
        reserve = tree.sizes();
        trees.push(tree.finish());
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

/// Inputs above this many bytes have their first tree's nodes counted (`;`)
/// before it is parsed.
const COUNT_ABOVE_BYTES: usize = 1 << 20;
/// Most nodes reserved before parsing a game tree (but the first of a large
/// input; 0.1 MB).
const RESERVE_NODES: usize = 20_000;
/// Most bytes of entries reserved before parsing a game tree (but the first
/// of a large input).
const RESERVE_BYTES: usize = 1 << 20;

/// The error for a game tree whose entries outgrew their offsets.
fn too_large(pos: TextPosition, _: TextTooLarge) -> SgfError {
    SgfError::new(
        SgfErrorKind::InputTooLarge,
        pos,
        "one game tree holds over 4 GiB of identifiers and values",
    )
}

/// Parses one game tree into `tree`; the cursor is at its `(`.
fn parse_tree(
    cur: &mut Cursor<'_>,
    mut tree: TreeBuilder,
    limits: &mut Limits,
    warnings: &mut Vec<SgfWarning>,
) -> Result<TreeBuilder, SgfError> {
    // For each open `(`, the node the variation hangs from (None for the
    // root's own `(`); where the first `(` was.
    let mut stack: Vec<Option<NodeId>> = Vec::new();
    let open = cur.pos();
    // The node new `;` nodes attach to; None before the root exists.
    let mut current: Option<NodeId> = None;
    let mut state = State::TreeStart;
    stack.push(None);
    cur.bump();
    loop {
        cur.skip_ws();
        let Some(b) = cur.peek() else {
            // Truncated files are common in the wild: close what is open.
            let pos = cur.pos();
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
            return Ok(tree);
        };
        let implicit = matches!(state, State::TreeStart) && b.is_ascii_uppercase();
        match (b, &state) {
            _ if implicit || b == b';' => {
                let pos = cur.pos();
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
                if limits.nodes > limits.max_nodes {
                    return Err(SgfError::new(
                        SgfErrorKind::TooManyNodes,
                        pos,
                        format!(
                            "node {} over the limit of {} nodes (the node limit: Rust ParseOptions::max_nodes, CLI --max-nodes, Python max_nodes=, C *_with_limit)",
                            limits.nodes, limits.max_nodes
                        ),
                    ));
                }
                let id = tree
                    .add_node(current, pos)
                    .map_err(|e| too_large(pos, e))?
                    .ok_or_else(|| SgfError::new(SgfErrorKind::TooManyNodes, pos, ""))?;
                parse_properties(cur, &mut tree, limits)?;
                current = Some(id);
                state = State::Sequence;
            }
            (b'(', State::Sequence | State::AfterVariation) => {
                stack.push(current);
                cur.bump();
                state = State::TreeStart;
            }
            (b')', State::Sequence | State::AfterVariation) => {
                cur.bump();
                let parent = stack.pop().flatten();
                if stack.is_empty() {
                    return Ok(tree);
                }
                current = parent;
                state = State::AfterVariation;
            }
            (_, State::TreeStart) => {
                return Err(SgfError::new(
                    SgfErrorKind::ExpectedNode,
                    cur.pos(),
                    format!("found {}", show_char(cur)),
                ));
            }
            _ => {
                return Err(SgfError::new(
                    SgfErrorKind::UnexpectedCharacter,
                    cur.pos(),
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

/// Parses the properties of the tree's last node (after its `;`).
fn parse_properties(
    cur: &mut Cursor<'_>,
    tree: &mut TreeBuilder,
    limits: &mut Limits,
) -> Result<(), SgfError> {
    loop {
        cur.skip_ws();
        match cur.peek() {
            Some(b) if b.is_ascii_alphabetic() => {}
            _ => return Ok(()),
        }
        let pos = cur.pos();
        // The letters as written (ASCII, no line break); the identifier is
        // their upper-case ones.
        let start = cur.i;
        let mut end = start;
        while end - start <= MAX_IDENTIFIER_LETTERS
            && cur.bytes.get(end).is_some_and(u8::is_ascii_alphabetic)
        {
            end += 1;
        }
        let letters = end - start;
        if letters > MAX_IDENTIFIER_LETTERS {
            return Err(SgfError::new(SgfErrorKind::BadIdentifier, pos, "too long"));
        }
        let written = &cur.bytes[start..start + letters];
        // The upper-case letters: most identifiers (B, W, C) are one.
        let mut buffer = [0u8; MAX_IDENTIFIER_LETTERS];
        let ident: &[u8] = if letters == 1 {
            if written[0].is_ascii_uppercase() {
                written
            } else {
                &[]
            }
        } else {
            let mut n = 0;
            for (slot, &b) in buffer
                .iter_mut()
                .zip(written.iter().filter(|b| b.is_ascii_uppercase()))
            {
                *slot = b;
                n += 1;
            }
            &buffer[..n]
        };
        cur.i += letters;
        if ident.is_empty() {
            return Err(SgfError::new(
                SgfErrorKind::BadIdentifier,
                pos,
                "no upper-case letter",
            ));
        }
        tree.add_property(ident, pos);
        let mut values = 0usize;
        // Text and SimpleText values get FF[4]'s white space (`super::text`).
        let kind = TextKind::of_bytes(ident);
        loop {
            cur.skip_ws();
            if cur.peek() != Some(b'[') {
                break;
            }
            limits.values += 1;
            if limits.values > MAX_VALUES {
                return Err(SgfError::new(SgfErrorKind::TooManyValues, cur.pos(), ""));
            }
            parse_value(cur, tree, kind)?;
            values += 1;
        }
        if values == 0 {
            let ident = String::from_utf8_lossy(ident).into_owned();
            return Err(SgfError::new(
                SgfErrorKind::MissingValue,
                cur.pos(),
                format!("after {ident}, found {}", show_char(cur)),
            ));
        }
    }
}

/// What one pass over a value's bytes found: where it stops and what kinds
/// of byte come before that.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Scan {
    /// The index of the first `]` or `\\`, if any.
    end: Option<usize>,
    /// Whether a byte below 0x20 (a control byte: white space, line breaks)
    /// comes before it (before the end of the bytes when there is none).
    control: bool,
    /// Whether a byte of 0x80 or above comes before it.
    high: bool,
}

/// Scans a value's bytes once, eight at a time: the first `]` or `\\`, and
/// whether a control byte or one above ASCII comes before it. A byte equal
/// to `c` is a zero byte of the word XOR `c` repeated, a byte below 0x20 one
/// whose subtraction of 0x20 borrows; in both classic tests the lowest flag
/// is exact (a false flag needs a borrow from a true one below it), so the
/// flags below the first `]` or `\\` are exact. The rest one by one.
#[inline]
fn scan_value(bytes: &[u8]) -> Scan {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * u64::from(n)) & !x & HIGH;
    let (mut control, mut high) = (0u64, 0u64);
    let mut k = 0;
    while let Some(chunk) = bytes.get(k..k + 8) {
        let Ok(chunk) = <[u8; 8]>::try_from(chunk) else {
            break;
        };
        let word = u64::from_le_bytes(chunk);
        let found =
            below(word ^ (ONES * u64::from(b']')), 1) | below(word ^ (ONES * u64::from(b'\\')), 1);
        if found != 0 {
            // The flags of the bytes before the one found.
            let before = (1u64 << found.trailing_zeros()) - 1;
            control |= below(word, 0x20) & before;
            high |= word & HIGH & before;
            return Scan {
                end: Some(k + (found.trailing_zeros() / 8) as usize),
                control: control != 0,
                high: high != 0,
            };
        }
        control |= below(word, 0x20);
        high |= word & HIGH;
        k += 8;
    }
    let (mut control, mut high) = (control != 0, high != 0);
    for (i, &b) in bytes.iter().enumerate().skip(k) {
        if b == b']' || b == b'\\' {
            return Scan {
                end: Some(i),
                control,
                high,
            };
        }
        control |= b < 0x20;
        high |= b >= 0x80;
    }
    Scan {
        end: None,
        control,
        high,
    }
}

/// Parses one `[...]` value into the tree's text; the cursor is at `[`.
/// Resolves escapes: `\x` is `x`, and `\` followed by a line break (`\n`,
/// `\r`, `\r\n`, `\n\r`) is removed; then the white space of `kind`
/// ([`TextKind::apply`]) when the value is text.
fn parse_value(
    cur: &mut Cursor<'_>,
    tree: &mut TreeBuilder,
    kind: Option<TextKind>,
) -> Result<(), SgfError> {
    let open = cur.i;
    cur.bump();
    // Most values (moves, numbers, names) have no escape: copy them whole.
    let rest = &cur.bytes[cur.i..];
    let scan = scan_value(rest);
    if let Some(end) = scan.end {
        if rest[end] == b']' && end <= MAX_VALUE_BYTES {
            match kind {
                // White space to change is a control byte.
                Some(kind) if scan.control => {
                    let start = tree.start_value(end);
                    tree.push_bytes(&rest[..end]);
                    tree.apply_text(kind, start);
                    tree.end_value(start);
                }
                _ => tree.push_value(&rest[..end]),
            }
            cur.i += end + 1;
            if !scan.control && !scan.high {
                // `[`, the value and `]`: a column each.
                cur.printable(open, cur.i);
            }
            return Ok(());
        }
    }
    // Escapes only shorten a value; past MAX_VALUE_BYTES it is refused.
    let start = tree.start_value(rest.len().min(MAX_VALUE_BYTES + 1));
    let unterminated = |cur: &mut Cursor<'_>| {
        let opened = cur.pos_at(open);
        SgfError::new(
            SgfErrorKind::UnterminatedValue,
            cur.pos(),
            format!("the value opened at {opened} is not closed"),
        )
    };
    let too_long =
        |cur: &mut Cursor<'_>| SgfError::new(SgfErrorKind::ValueTooLong, cur.pos_at(open), "");
    loop {
        // The bytes up to the next `]` or `\\` copied whole: as many as fit
        // under MAX_VALUE_BYTES, else the value is too long (as it would be
        // at the byte past the limit).
        let rest = &cur.bytes[cur.i..];
        let run = scan_value(rest).end.unwrap_or(rest.len());
        let room = (MAX_VALUE_BYTES + start).saturating_sub(tree.text_len());
        if run > room {
            return Err(too_long(cur));
        }
        tree.push_bytes(&rest[..run]);
        cur.i += run;
        match cur.bump() {
            None => return Err(unterminated(cur)),
            Some(b']') => break,
            // `\\`: the next byte is kept, a line break after it removed.
            _ => match cur.bump() {
                None => return Err(unterminated(cur)),
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
                Some(e) => {
                    tree.push_byte(e);
                    if tree.text_len() - start > MAX_VALUE_BYTES {
                        return Err(too_long(cur));
                    }
                }
            },
        }
    }
    if let Some(kind) = kind {
        tree.apply_text(kind, start);
    }
    tree.end_value(start);
    Ok(())
}

#[cfg(test)]
mod position_tests {
    use super::*;
    use proptest::prelude::*;

    /// The position of byte `at` counted byte by byte, as the module docs
    /// define it (lines end at `\n`, `\r\n` and a lone `\r`; a column per
    /// byte that is not a UTF-8 continuation byte).
    fn reference(bytes: &[u8], at: usize) -> (u32, u32) {
        let (mut line, mut column) = (1u32, 1u32);
        for k in 0..at.min(bytes.len()) {
            let b = bytes[k];
            if b == b'\n' || (b == b'\r' && bytes.get(k + 1) != Some(&b'\n')) {
                (line, column) = (line + 1, 1);
            } else if b & 0xC0 != 0x80 {
                column += 1;
            }
        }
        (line, column)
    }

    proptest! {
        /// `scan_value` finds the first `]` or `\\`, and the control and
        /// high bytes before it, as a scan byte by byte does.
        #[test]
        fn scan_value_agrees_with_a_byte_by_byte_scan(
            bytes in proptest::collection::vec(prop_oneof![
                8 => 0x20u8..0x80,
                2 => any::<u8>(),
                1 => 0u8..0x20,
                1 => Just(b']'),
                1 => Just(b'\\'),
            ], 0..100),
        ) {
            let end = bytes.iter().position(|&b| b == b']' || b == b'\\');
            let before = &bytes[..end.unwrap_or(bytes.len())];
            let want = Scan {
                end,
                control: before.iter().any(|&b| b < 0x20),
                high: before.iter().any(|&b| b >= 0x80),
            };
            prop_assert_eq!(scan_value(&bytes), want);
        }

        /// The positions the parser gives nodes and properties agree with
        /// the byte-by-byte reference, on records whose values mix printable
        /// ASCII (skipped whole), white space, line breaks, escapes and bytes
        /// above ASCII.
        #[test]
        fn parsed_positions_agree_with_a_byte_by_byte_count(
            nodes in proptest::collection::vec(
                proptest::collection::vec(
                    (
                        prop_oneof![Just("B"), Just("C"), Just("PB"), Just("AB")],
                        proptest::collection::vec(
                            proptest::collection::vec(prop_oneof![
                                8 => 0x20u8..0x7F,
                                1 => Just(b'\n'),
                                1 => Just(b'\r'),
                                1 => Just(b'\t'),
                                1 => 0x80u8..=0xff,
                                1 => Just(b'\\'),
                            ], 0..30),
                            1..3,
                        ),
                        prop_oneof![Just(""), Just(" "), Just("\n"), Just("\r\n")],
                    ),
                    0..4,
                ),
                1..6,
            ),
        ) {
            let mut text = b"(".to_vec();
            // The byte offset of each node's `;` and each property's
            // identifier, in order.
            let mut want = Vec::new();
            for props in &nodes {
                want.push(text.len());
                text.push(b';');
                for (ident, values, gap) in props {
                    want.push(text.len());
                    text.extend_from_slice(ident.as_bytes());
                    for value in values {
                        text.push(b'[');
                        for &b in value {
                            // `]` and `\` escaped.
                            if b == b']' || b == b'\\' {
                                text.push(b'\\');
                            }
                            text.push(b);
                        }
                        text.push(b']');
                    }
                    text.extend_from_slice(gap.as_bytes());
                }
            }
            text.push(b')');
            let (trees, _) = parse_tree_bytes(&text, MAX_NODES).unwrap();
            let tree = trees.into_iter().next().unwrap().into_text().to_tree();
            let mut got = Vec::new();
            for node in tree.nodes() {
                got.push((node.position.line, node.position.column));
                for p in &node.properties {
                    got.push((p.position.line, p.position.column));
                }
            }
            let want: Vec<_> = want.iter().map(|&at| reference(&text, at)).collect();
            prop_assert_eq!(got, want);
        }

        /// Positions asked in increasing order (and once backwards) agree
        /// with the byte-by-byte reference, on bytes mixing printable ASCII,
        /// line breaks, control bytes and UTF-8.
        #[test]
        fn positions_agree_with_a_byte_by_byte_count(
            bytes in proptest::collection::vec(prop_oneof![
                4 => 0x20u8..0x80,
                1 => Just(b'\n'),
                1 => Just(b'\r'),
                1 => 0u8..0x20,
                1 => 0x80u8..=0xff,
            ], 0..200),
            mut stops in proptest::collection::vec(0usize..220, 1..12),
        ) {
            stops.sort_unstable();
            let mut cur = Cursor::new(&bytes);
            for &at in stops.iter().chain(stops.first()) {
                let p = cur.pos_at(at);
                prop_assert_eq!((p.line, p.column), reference(&bytes, at));
            }
        }
    }
}

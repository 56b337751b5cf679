//! The compact form of a parsed game tree: a few bytes a node. Reading a game
//! costs a handful of allocations instead of several per move; a
//! [`GameRecord`](super::GameRecord) reads its game information and moves
//! from this form and builds the owned [`GameTree`] only when it is asked for.
//!
//! Nodes are kept in pre-order (the order of the SGF text), so a node's first
//! child, when it has one, is the next node, and only what that does not say
//! is stored:
//! - per node one byte: two flags, "has a child" and "has two or more", and
//!   its number of properties (a side list for 63 or more);
//! - one byte list of every node's entries, one node after the other, and
//!   where every 16th node's start: a node's are found by reading over at
//!   most 15 nodes (reading nodes in order, over one: the last node found is
//!   kept);
//! - per node its text position, delta-coded ([`Positions`]);
//! - the entries: for each property a header byte (its identifier's length),
//!   its position as a step from the node's ([`put_step`]) and
//!   its identifier's letters; for each value a header (its length, a
//!   varint: one byte below 64) and its bytes (escapes resolved);
//! - sparse tables for the variations: each child after the first with its
//!   parent, and the children of each node that has two or more.
//!
//! A `;B[]` node costs 4 bytes of entries, 1 of flags and count, a quarter
//! of an offset and about 1 of position.
//! Parents and children are found through the flags and the sparse tables,
//! properties and values by reading a node's entries in order.
//!
//! The parser fills a [`TreeBuilder`], giving a [`ByteTree`] whose values are
//! bytes; decoding its values ([`ByteTree::into_text`],
//! [`ByteTree::decode_values`]) gives the [`CompactTree`] that records keep,
//! whose values are valid UTF-8.

use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use smallvec::SmallVec;

use super::error::TextPosition;
use super::positions::{
    ascii_len, get_ascii, put_ascii, put_step, read_step, skip_step, Positions, ASCII_MORE,
};
use super::tree::{GameTree, Node, NodeId, Property};
use super::view::{At, PropRef, ValuesRef};

/// Flag of a node's byte: it has a child (the next node).
const HAS_CHILD: u8 = 1;
/// Flag of a node's byte: it has two children or more
/// ([`Layout::branches`]).
const BRANCH: u8 = 1 << 1;
/// A node's byte holds its number of properties above its flags, up to
/// `MANY`: 63 or more, the number then in [`Layout::many`].
const COUNT_SHIFT: u32 = 2;
const MANY: u8 = 63;
/// Nodes between two whose entries' offsets are kept.
const CHUNK: usize = 16;

/// One entry of a node's list.
#[derive(Copy, Clone, Debug)]
enum Entry<'a> {
    /// A property: its identifier, and the offset of its position's step.
    Prop { ident: &'a [u8], step: usize },
    /// A value of the property before.
    Value(&'a [u8]),
}

/// Reads the entry at `data[*at..]`, moving `at` past it; `None` at `end`.
#[inline(always)]
fn entry<'a>(data: &'a [u8], at: &mut usize, end: usize) -> Option<Entry<'a>> {
    let i = *at;
    if i >= end {
        return None;
    }
    let b = *data.get(i)?;
    // A header of one byte: most.
    let (v, mut k) = if b & ASCII_MORE == 0 {
        (u64::from(b), i + 1)
    } else {
        let mut k = i;
        (get_ascii(data, &mut k), k)
    };
    if v & 1 == 1 {
        let stop = k.saturating_add((v >> 1) as usize);
        *at = stop;
        return Some(Entry::Value(data.get(k..stop).unwrap_or(&[])));
    }
    let step = k;
    match data.get(k) {
        // One byte on the same line: most steps.
        Some(&s) if s & (ASCII_MORE | 3) == 0 => k += 1,
        _ => skip_step(data, &mut k),
    }
    let stop = k.saturating_add((v >> 1) as usize + 1);
    *at = stop;
    Some(Entry::Prop {
        ident: data.get(k..stop).unwrap_or(&[]),
        step,
    })
}

/// The values at the start of `data`: value entries up to the next property
/// entry or the end, as bytes.
#[derive(Clone, Debug)]
pub(crate) struct RawValues<'a>(&'a [u8]);

impl<'a> Iterator for RawValues<'a> {
    type Item = &'a [u8];

    #[inline]
    fn next(&mut self) -> Option<&'a [u8]> {
        let data = self.0;
        // A property entry's header is even.
        if data.first()? & 1 == 0 {
            return None;
        }
        let mut at = 0;
        match entry(data, &mut at, data.len()) {
            Some(Entry::Value(v)) => {
                self.0 = data.get(at..).unwrap_or(&[]);
                Some(v)
            }
            _ => None,
        }
    }
}

/// The values of one property of a [`CompactTree`], as text: the value
/// entries at the start of a piece of its text.
#[derive(Clone, Debug)]
pub(crate) struct CompactValues<'a>(&'a str);

impl<'a> CompactValues<'a> {
    /// The values at the start of `text` (a compact tree's, from an entry).
    pub(crate) fn new(text: &'a str) -> Self {
        CompactValues(text)
    }
}

impl<'a> Iterator for CompactValues<'a> {
    type Item = &'a str;

    #[inline]
    fn next(&mut self) -> Option<&'a str> {
        let text = self.0;
        let bytes = text.as_bytes();
        // A property entry's header is even.
        if bytes.first()? & 1 == 0 {
            return None;
        }
        let mut at = 0;
        let len = match bytes.first() {
            // A header of one byte: most.
            Some(&b) if b & ASCII_MORE == 0 => {
                at = 1;
                usize::from(b >> 1)
            }
            _ => (get_ascii(bytes, &mut at) >> 1) as usize,
        };
        let end = at.saturating_add(len).min(text.len());
        // Entries start and end at ASCII headers: character boundaries.
        let value = text.get(at..end).unwrap_or("");
        self.0 = text.get(end..).unwrap_or("");
        Some(value)
    }
}

/// The children of a node: a slice for a node with two or more, else none or
/// one (the next node). Dereferences to a slice.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Kids<'a> {
    /// A list kept elsewhere (or empty).
    Slice(&'a [NodeId]),
    /// One child.
    One([NodeId; 1]),
}

impl Deref for Kids<'_> {
    type Target = [NodeId];

    #[inline]
    fn deref(&self) -> &[NodeId] {
        match self {
            Kids::Slice(s) => s,
            Kids::One(one) => one,
        }
    }
}

/// The entries of one node, with their offsets; then `at` is where the next
/// node's start.
#[derive(Clone, Debug)]
struct NodeEntries<'a> {
    data: &'a [u8],
    at: usize,
    /// Properties not yet reached.
    props: usize,
}

impl<'a> Iterator for NodeEntries<'a> {
    type Item = (usize, Entry<'a>);

    #[inline(always)]
    fn next(&mut self) -> Option<(usize, Entry<'a>)> {
        let b = *self.data.get(self.at)?;
        // A property's header is even: the next node's starts after the
        // node's last property.
        if b & 1 == 0 {
            if self.props == 0 {
                return None;
            }
            self.props -= 1;
        }
        let offset = self.at;
        let e = entry(self.data, &mut self.at, self.data.len())?;
        Some((offset, e))
    }
}

/// The last node whose entries were looked for and where they start, as
/// `node << 32 | offset`, so that reading nodes in order walks each once.
/// Shared between threads reading the same tree: each store is a whole pair.
#[derive(Debug, Default)]
struct Cursor(AtomicU64);

impl Clone for Cursor {
    fn clone(&self) -> Self {
        Cursor(AtomicU64::new(self.0.load(Ordering::Relaxed)))
    }
}

/// Everything of a tree: nodes in pre-order (the order of the SGF text).
/// The entries are bytes while parsed, text once decoded (every header and
/// step is ASCII: [`put_ascii`]).
#[derive(Clone, Debug, Default)]
struct Layout<D = Vec<u8>> {
    /// Per node: [`HAS_CHILD`], [`BRANCH`] and its number of properties (up
    /// to [`MANY`]).
    nodes: Vec<u8>,
    /// The offset in `data` of node `k * CHUNK`'s entries, for each `k`.
    chunks: Vec<u32>,
    /// The nodes with [`MANY`] properties or more, with their number:
    /// `(node, properties)`, in node order.
    many: Vec<(u32, u32)>,
    /// Every node's entries, one node after the other: a node's entries
    /// start where the one before's end.
    data: D,
    /// The last node found ([`Layout::start`]).
    cursor: Cursor,
    /// Every child but the first of its parent, with that parent: `(child,
    /// parent)`, in child order.
    later: Vec<(u32, u32)>,
    /// Each node with two children or more, and where its children start in
    /// `kids`: `(node, start)`, in node order; a list ends where the next
    /// starts.
    branches: Vec<(u32, u32)>,
    /// The children of the nodes of `branches`, each list in order.
    kids: Vec<NodeId>,
    /// The text position of every node's `;`, by node.
    positions: Positions,
}

impl<D> Layout<D> {
    /// The same layout with its entries changed by `f`.
    fn map_data<E>(self, f: impl FnOnce(D) -> E) -> Layout<E> {
        Layout {
            nodes: self.nodes,
            chunks: self.chunks,
            many: self.many,
            data: f(self.data),
            cursor: self.cursor,
            later: self.later,
            branches: self.branches,
            kids: self.kids,
            positions: self.positions,
        }
    }
}

impl<D: AsRef<[u8]>> Layout<D> {
    /// Node `i`'s flags and count (0 when not in the tree).
    #[inline]
    fn flags(&self, i: usize) -> u8 {
        self.nodes.get(i).copied().unwrap_or(0)
    }

    /// Node `i`'s number of properties.
    #[inline]
    fn count(&self, i: usize) -> usize {
        let c = self.flags(i) >> COUNT_SHIFT;
        if c < MANY {
            return usize::from(c);
        }
        let k = self
            .many
            .binary_search_by_key(&i, |&(n, _)| n as usize)
            .unwrap_or(0);
        self.many.get(k).map_or(0, |&(_, c)| c as usize)
    }

    /// Node `i`'s entries from `at`, where they start.
    #[inline]
    fn entries(&self, i: usize, at: usize) -> NodeEntries<'_> {
        NodeEntries {
            data: self.data.as_ref(),
            at,
            props: self.count(i),
        }
    }

    /// Where node `i`'s entries start: walked from the last kept offset
    /// before it, or from the last node found if that is nearer.
    #[inline]
    fn start(&self, i: usize) -> usize {
        let c = self.cursor.0.load(Ordering::Relaxed);
        if (c >> 32) as usize == i {
            // Found last (reading nodes in order): most.
            return (c & 0xFFFF_FFFF) as usize;
        }
        let base = i / CHUNK * CHUNK;
        let mut at = self.chunks.get(i / CHUNK).map_or(0, |&o| o as usize);
        let mut j = base;
        let c = self.cursor.0.load(Ordering::Relaxed);
        let (cn, co) = ((c >> 32) as usize, (c & 0xFFFF_FFFF) as usize);
        if (base..=i).contains(&cn) {
            (j, at) = (cn, co);
        }
        while j < i {
            let mut e = self.entries(j, at);
            while e.next().is_some() {}
            at = e.at;
            j += 1;
        }
        self.remember(i, at);
        at
    }

    /// Keeps where node `i`'s entries start, for [`Layout::start`].
    #[inline]
    fn remember(&self, i: usize, at: usize) {
        // Node ids and the offsets of node starts fit in u32
        // (`TreeBuilder::add_node`).
        self.cursor
            .0
            .store((i as u64) << 32 | at as u64, Ordering::Relaxed);
    }

    /// Node `i`'s first child.
    #[inline]
    fn first_child(&self, i: usize) -> Option<NodeId> {
        // Node ids fit in u32 (`TreeBuilder::add_node`).
        (self.flags(i) & HAS_CHILD != 0).then(|| NodeId(i as u32 + 1))
    }

    /// Node `i`'s children.
    #[inline]
    fn children(&self, i: usize) -> Kids<'_> {
        let w = self.flags(i);
        if w & BRANCH != 0 {
            let Ok(k) = self.branches.binary_search_by_key(&i, |&(n, _)| n as usize) else {
                return Kids::Slice(&[]);
            };
            let start = self.branches.get(k).map_or(0, |&(_, s)| s as usize);
            let end = self
                .branches
                .get(k + 1)
                .map_or(self.kids.len(), |&(_, s)| s as usize);
            Kids::Slice(self.kids.get(start..end).unwrap_or(&[]))
        } else if w & HAS_CHILD != 0 {
            Kids::One([NodeId(i as u32 + 1)])
        } else {
            Kids::Slice(&[])
        }
    }

    /// Node `i`'s parent.
    #[inline]
    fn parent(&self, i: usize) -> Option<NodeId> {
        if i == 0 || i >= self.nodes.len() {
            return None;
        }
        if self.flags(i - 1) & HAS_CHILD != 0 {
            // Pre-order: a node with a child is followed by its first child.
            return Some(NodeId(i as u32 - 1));
        }
        let k = self
            .later
            .binary_search_by_key(&i, |&(c, _)| c as usize)
            .ok()?;
        self.later.get(k).map(|&(_, p)| NodeId(p))
    }

    /// The position of a property of node `i` whose step is at `step`.
    fn prop_position(&self, i: usize, step: usize) -> TextPosition {
        let mut at = step;
        read_step(
            self.data.as_ref(),
            &mut at,
            self.positions.get(i).unwrap_or_default(),
        )
    }

    /// The bytes of the first value of node `i`'s first property `ident`.
    fn first_value(&self, i: usize, ident: &[u8]) -> Option<(usize, RawValues<'_>)> {
        let mut entries = self.entries(i, self.start(i));
        while let Some((_, e)) = entries.next() {
            if let Entry::Prop { ident: id, step } = e {
                if id == ident {
                    return Some((step, RawValues(self.data.as_ref().get(entries.at..)?)));
                }
            }
        }
        None
    }
}

/// Gives back a vector's unused room when over an eighth of its length
/// (a tree is kept as long as its record: its slack is not left to growth by
/// doubling).
fn trim<T>(v: &mut Vec<T>) {
    if v.capacity() - v.len() > v.len() / 8 {
        v.shrink_to_fit();
    }
}

/// A game tree grew past what its offsets can address (4 GiB of entries).
#[derive(Debug)]
pub(crate) struct TextTooLarge;

/// Builds one tree while the parser reads it.
pub(crate) struct TreeBuilder {
    layout: Layout,
    /// Where the value being read's header starts.
    header: usize,
    /// The position of the last node's `;`.
    node_at: TextPosition,
    /// The last node's number of properties so far.
    props: u32,
}

/// Room to reserve for a tree before it is parsed.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Reserve {
    /// Nodes.
    pub nodes: usize,
    /// Bytes of entries.
    pub bytes: usize,
}

impl TreeBuilder {
    /// An empty tree (no root yet) with room as `reserve` says.
    pub(crate) fn new(reserve: Reserve) -> TreeBuilder {
        TreeBuilder {
            layout: Layout {
                nodes: Vec::with_capacity(reserve.nodes),
                chunks: Vec::with_capacity(reserve.nodes / CHUNK + 1),
                data: Vec::with_capacity(reserve.bytes),
                positions: Positions::with_capacity(reserve.nodes),
                ..Layout::default()
            },
            node_at: TextPosition::default(),
            props: 0,
            header: 0,
        }
    }

    /// Adds a node at `position` after every other (the first one is the
    /// root) and returns its id. Its properties are the ones added next.
    /// The parent must be the last node or one of its ancestors, as the
    /// parser's order makes them (pre-order); `None` but for the first node
    /// is read as the root. Errors: `Ok(None)` when the tree already holds
    /// `u32::MAX - 1` nodes, [`TextTooLarge`] past 4 GiB of entries.
    #[inline]
    pub(crate) fn add_node(
        &mut self,
        parent: Option<NodeId>,
        position: TextPosition,
    ) -> Result<Option<NodeId>, TextTooLarge> {
        let n = self.layout.nodes.len();
        let Some(id) = u32::try_from(n).ok().filter(|&i| i != u32::MAX) else {
            return Ok(None);
        };
        let offset = u32::try_from(self.layout.data.len()).map_err(|_| TextTooLarge)?;
        self.end_node();
        let layout = &mut self.layout;
        if n > 0 {
            let p = parent.map_or(0, |p| p.0);
            if p == id - 1 {
                if let Some(w) = layout.nodes.last_mut() {
                    *w |= HAS_CHILD;
                }
            } else if let Some(w) = layout.nodes.get_mut(p as usize) {
                // The parent already has its first child (pre-order).
                *w |= HAS_CHILD | BRANCH;
                layout.later.push((id, p));
            }
        }
        if n.is_multiple_of(CHUNK) {
            layout.chunks.push(offset);
        }
        layout.nodes.push(0);
        layout.positions.push(position);
        self.node_at = position;
        Ok(Some(NodeId(id)))
    }

    /// Keeps the last node's number of properties when its byte cannot.
    #[inline]
    fn end_node(&mut self) {
        if self.props >= u32::from(MANY) {
            self.keep_many();
        }
        self.props = 0;
    }

    /// [`TreeBuilder::end_node`] for a node of [`MANY`] properties or more.
    #[cold]
    fn keep_many(&mut self) {
        // Node ids fit in u32 (`add_node`).
        let last = self.layout.nodes.len().saturating_sub(1) as u32;
        self.layout.many.push((last, self.props));
    }

    /// The length of the entries so far (a value's text is counted from
    /// [`TreeBuilder::start_value`]).
    #[inline]
    pub(crate) fn text_len(&self) -> usize {
        self.layout.data.len()
    }

    /// Adds a property with identifier `ident` (1 to 64 ASCII letters) at
    /// `position` to the last node; its values are the ones added next.
    #[inline]
    pub(crate) fn add_property(&mut self, ident: &[u8], position: TextPosition) {
        self.props = self.props.saturating_add(1);
        if let Some(b) = self.layout.nodes.last_mut() {
            let count = self.props.min(u32::from(MANY)) as u8;
            *b = (*b & ((1 << COUNT_SHIFT) - 1)) | count << COUNT_SHIFT;
        }
        let data = &mut self.layout.data;
        // One byte up to 32 letters, two up to MAX_IDENTIFIER_LETTERS (64).
        let header = ident.len().saturating_sub(1) << 1;
        if header < usize::from(ASCII_MORE) {
            data.push(header as u8);
        } else {
            put_ascii(data, header as u64);
        }
        put_step(data, self.node_at, position);
        data.extend_from_slice(ident);
    }

    /// Adds a value of the last property whose bytes are `bytes` as they
    /// stay (escapes resolved, white space as its type wants): its header,
    /// in as many bytes as its length needs, then its bytes, in one go.
    #[inline]
    pub(crate) fn push_value(&mut self, bytes: &[u8]) {
        let data = &mut self.layout.data;
        let v = ((bytes.len() as u64) << 1) | 1;
        if let [a, b] = *bytes {
            // Most values are moves: two bytes, not worth a copy call.
            data.extend_from_slice(&[v as u8, a, b]);
            return;
        }
        if v < u64::from(ASCII_MORE) {
            data.push(v as u8);
        } else {
            put_ascii(data, v);
        }
        data.extend_from_slice(bytes);
    }

    /// Starts a value of the last property, of at most `most` bytes;
    /// returns where its text starts. Its header gets room for `most` (one
    /// byte below 32).
    #[inline]
    pub(crate) fn start_value(&mut self, most: usize) -> usize {
        let data = &mut self.layout.data;
        self.header = data.len();
        if most < 32 {
            // One byte: most values.
            data.push(0);
        } else {
            self.wide_header(most);
        }
        self.layout.data.len()
    }

    /// Room for the header of a value of at most `most` bytes, over one byte.
    #[cold]
    fn wide_header(&mut self, most: usize) {
        let data = &mut self.layout.data;
        let width = ascii_len((most as u64) << 1 | 1);
        data.resize(data.len() + width, ASCII_MORE);
    }

    /// Appends bytes to the value being read.
    #[inline]
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) {
        self.layout.data.extend_from_slice(bytes);
    }

    /// Gives the value started at byte `start` (the last one, not yet ended)
    /// the white space of its text type.
    pub(crate) fn apply_text(&mut self, kind: super::text::TextKind, start: usize) {
        kind.apply_bytes(&mut self.layout.data, start);
    }

    /// Appends one byte to the value being read.
    #[inline]
    pub(crate) fn push_byte(&mut self, byte: u8) {
        self.layout.data.push(byte);
    }

    /// Ends the value whose text started at `start` (from
    /// [`TreeBuilder::start_value`]).
    #[inline]
    pub(crate) fn end_value(&mut self, start: usize) {
        let data = &mut self.layout.data;
        let v = ((data.len().saturating_sub(start) as u64) << 1) | 1;
        let header = self.header;
        if header + 1 == start && v < u64::from(ASCII_MORE) {
            // One byte: most values.
            if let Some(b) = data.get_mut(header) {
                *b = v as u8;
            }
            return;
        }
        self.end_wide_value(start, v);
    }

    /// [`TreeBuilder::end_value`] for a header of more than one byte: `v`
    /// written in the room made, else in as much as it needs.
    #[cold]
    fn end_wide_value(&mut self, start: usize, mut v: u64) {
        let data = &mut self.layout.data;
        let header = self.header.min(start);
        let width = start - header;
        if ascii_len(v) > width {
            // Longer than the room made: not reached from the parser, which
            // makes room for the most a value can hold.
            let mut code = Vec::with_capacity(8);
            put_ascii(&mut code, v);
            data.splice(header..start, code);
            return;
        }
        // The number in exactly `width` groups: the room's, filled.
        if let Some(room) = data.get_mut(header..start) {
            let last = room.len().saturating_sub(1);
            for (k, b) in room.iter_mut().enumerate() {
                let more = if k < last { ASCII_MORE } else { 0 };
                *b = (v & 0x3F) as u8 | more;
                v >>= 6;
            }
        }
    }

    /// The sizes of the tree so far, as a reservation for the next one.
    pub(crate) fn sizes(&self) -> Reserve {
        Reserve {
            nodes: self.layout.nodes.len(),
            bytes: self.layout.data.len(),
        }
    }

    /// The finished tree: the children of branching nodes listed, unused
    /// room given back. A tree with no node gets an empty root.
    pub(crate) fn finish(mut self) -> ByteTree {
        self.end_node();
        let mut layout = self.layout;
        if layout.nodes.is_empty() {
            layout.nodes.push(0);
            layout.chunks.push(0);
            layout.positions.push(TextPosition::default());
        }
        let mut by_parent = layout.later.clone();
        by_parent.sort_unstable_by_key(|&(c, p)| (p, c));
        let mut last = None;
        for (c, p) in by_parent {
            if last != Some(p) {
                last = Some(p);
                // Fewer kids than nodes: fits in u32.
                layout.branches.push((p, layout.kids.len() as u32));
                layout.kids.push(NodeId(p + 1));
            }
            layout.kids.push(NodeId(c));
        }
        trim(&mut layout.nodes);
        trim(&mut layout.chunks);
        trim(&mut layout.data);
        trim(&mut layout.later);
        layout.positions.shrink_to_fit();
        ByteTree { layout }
    }
}

/// A parsed tree whose values are still bytes (escapes resolved, characters
/// not yet decoded). Identifiers are ASCII.
pub(crate) struct ByteTree {
    layout: Layout,
}

impl ByteTree {
    /// The bytes of the first value of the root's first property `ident`.
    pub(crate) fn root_value(&self, ident: &str) -> Option<&[u8]> {
        self.layout.first_value(0, ident.as_bytes())?.1.next()
    }

    /// Whether every value satisfies `ok` (ASCII values are not asked about).
    pub(crate) fn all_values(&self, mut ok: impl FnMut(&[u8]) -> bool) -> bool {
        let data = &self.layout.data;
        if data.is_ascii() {
            return true;
        }
        let mut at = 0;
        while let Some(e) = entry(data, &mut at, data.len()) {
            if let Entry::Value(v) = e {
                if !v.is_ascii() && !ok(v) {
                    return false;
                }
            }
        }
        true
    }

    /// The tree with its values read as UTF-8 (the parser's input was text):
    /// a value that is not (not made by the parser from text) is read
    /// lossily.
    pub(crate) fn into_text(self) -> CompactTree {
        self.decode_values(|_, _, _, _| None)
    }

    /// The tree with every value that is not ASCII passed through `decode`
    /// with its node, identifier and position: `None` keeps the bytes (read
    /// lossily if they are not valid UTF-8), `Some` replaces them. Values are
    /// visited in node order, then property order.
    pub(crate) fn decode_values(
        self,
        mut decode: impl FnMut(NodeId, &str, TextPosition, &[u8]) -> Option<String>,
    ) -> CompactTree {
        let layout = self.layout;
        // Each changed value: its entry's offset and its new text.
        let mut changed: Vec<(usize, String)> = Vec::new();
        if !layout.data.is_ascii() {
            let mut at = 0;
            for i in 0..layout.nodes.len() {
                let (mut ident, mut step) = ("", 0);
                let mut entries = layout.entries(i, at);
                for (offset, e) in entries.by_ref() {
                    match e {
                        Entry::Prop { ident: id, step: s } => {
                            ident = std::str::from_utf8(id).unwrap_or("");
                            step = s;
                        }
                        Entry::Value(bytes) if !bytes.is_ascii() => {
                            let position = layout.prop_position(i, step);
                            // Node ids fit in u32 (TreeBuilder::add_node).
                            let text =
                                decode(NodeId(i as u32), ident, position, bytes).or_else(|| {
                                    std::str::from_utf8(bytes)
                                        .is_err()
                                        .then(|| String::from_utf8_lossy(bytes).into_owned())
                                });
                            if let Some(text) = text {
                                changed.push((offset, text));
                            }
                        }
                        Entry::Value(_) => {}
                    }
                }
                at = entries.at;
            }
        }
        let layout = if changed.is_empty() {
            layout
        } else {
            rewrite(layout, changed)
        };
        // Every value is now valid UTF-8 and every header and step ASCII.
        CompactTree::new(layout.map_data(|data| match String::from_utf8(data) {
            Ok(text) => text,
            // Not reached (kept panic-free): bytes not UTF-8 were replaced.
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }))
    }
}

/// `layout` with the values whose entries start at the offsets of `changed`
/// (in increasing order) replaced by its texts.
fn rewrite(mut layout: Layout, changed: Vec<(usize, String)>) -> Layout {
    let extra: usize = changed.iter().map(|(_, s)| s.len() + 3).sum();
    let mut data = Vec::with_capacity(layout.data.len() + extra);
    let mut changed = changed.into_iter().peekable();
    let mut chunks = Vec::with_capacity(layout.chunks.len());
    let mut at = 0;
    for i in 0..layout.nodes.len() {
        if i.is_multiple_of(CHUNK) {
            // Within 4 GiB: decoding at most triples the parser's input
            // (64 MiB); saturated rather than wrapped if it did not.
            chunks.push(u32::try_from(data.len()).unwrap_or(u32::MAX));
        }
        let mut entries = layout.entries(i, at);
        while let Some((offset, _)) = entries.next() {
            let at = entries.at;
            match changed.next_if(|(o, _)| *o == offset) {
                Some((_, text)) => {
                    put_ascii(&mut data, ((text.len() as u64) << 1) | 1);
                    data.extend_from_slice(text.as_bytes());
                }
                None => data.extend_from_slice(layout.data.get(offset..at).unwrap_or(&[])),
            }
        }
        at = entries.at;
    }
    layout.data = data;
    layout.chunks = chunks;
    layout.cursor = Cursor::default();
    layout
}

/// The children of every node as slices, built when first asked for.
#[derive(Clone, Debug, Default)]
struct ChildTable {
    /// Where each node's children start in `list` (one more for the end).
    starts: Vec<u32>,
    list: Vec<NodeId>,
}

/// A parsed game tree in compact form (see the module documentation); its
/// values are valid UTF-8. Read through [`TreeRef`](super::view::TreeRef);
/// [`CompactTree::to_tree`] builds the owned [`GameTree`].
#[derive(Clone, Debug)]
pub(crate) struct CompactTree {
    layout: Layout<String>,
    /// Every node's children as slices, for [`CompactTree::children_slice`].
    table: OnceLock<ChildTable>,
}

impl CompactTree {
    fn new(layout: Layout<String>) -> CompactTree {
        CompactTree {
            layout,
            table: OnceLock::new(),
        }
    }

    /// Number of nodes (at least 1).
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.layout.nodes.len()
    }

    /// The children of node `id` in order (empty if not in the tree).
    #[inline]
    pub(crate) fn children(&self, id: NodeId) -> Kids<'_> {
        self.layout.children(id.index())
    }

    /// The children of node `id` as a slice of the tree: the first call
    /// lists every node's children (8 bytes a node, kept with the tree).
    pub(crate) fn children_slice(&self, id: NodeId) -> &[NodeId] {
        let table = self.table.get_or_init(|| {
            let mut t = ChildTable {
                starts: Vec::with_capacity(self.len() + 1),
                list: Vec::with_capacity(self.len()),
            };
            for i in 0..self.len() {
                // At most every node once: fits in u32.
                t.starts.push(t.list.len() as u32);
                t.list.extend_from_slice(&self.layout.children(i));
            }
            t.starts.push(t.list.len() as u32);
            t
        });
        let i = id.index();
        match (table.starts.get(i), table.starts.get(i + 1)) {
            (Some(&a), Some(&b)) => table.list.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// The first child of node `id`.
    #[inline]
    pub(crate) fn first_child(&self, id: NodeId) -> Option<NodeId> {
        self.layout.first_child(id.index())
    }

    /// Where node `id`'s `;` was.
    pub(crate) fn position(&self, id: NodeId) -> Option<TextPosition> {
        self.layout.positions.get(id.index())
    }

    /// The parent of node `id`.
    pub(crate) fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.layout.parent(id.index())
    }

    /// The position of a property of node `node` whose step is at `step`
    /// (from [`At::Compact`]).
    pub(crate) fn prop_position(&self, node: u32, step: u32) -> TextPosition {
        self.layout.prop_position(node as usize, step as usize)
    }

    /// The properties of node `id` in order (none if not in the tree).
    #[inline]
    pub(crate) fn props(&self, id: NodeId) -> CompactProps<'_> {
        let i = id.index();
        let at = if i < self.len() {
            self.layout.start(i)
        } else {
            self.layout.data.len()
        };
        CompactProps {
            tree: self,
            node: id.0,
            entries: self.layout.entries(i, at),
        }
    }

    /// The first property of node `id` with identifier `ident`.
    pub(crate) fn get(&self, id: NodeId, ident: &str) -> Option<PropRef<'_>> {
        let i = id.index();
        if i >= self.len() {
            return None;
        }
        // Identifiers compared as bytes; a property made only for the one
        // found.
        let mut entries = self.layout.entries(i, self.layout.start(i));
        while let Some((_, e)) = entries.next() {
            if let Entry::Prop {
                ident: id_bytes,
                step,
            } = e
            {
                if id_bytes == ident.as_bytes() {
                    return Some(self.prop_ref(id.0, entries.at, id_bytes.len(), step));
                }
            }
        }
        None
    }

    /// The property of node `node` whose identifier (`len` bytes) ends at
    /// `at`, its position's step at `step`.
    #[inline]
    fn prop_ref(&self, node: u32, at: usize, len: usize, step: usize) -> PropRef<'_> {
        let text: &str = &self.layout.data;
        PropRef {
            // The identifier ends where the entry does.
            ident: text.get(at.saturating_sub(len)..at).unwrap_or(""),
            // Offsets are below 4 GiB (`TreeBuilder::add_node`).
            at: At::Compact(self, node, step as u32),
            values: ValuesRef::Compact(text.get(at..).unwrap_or("")),
        }
    }

    /// The owned tree: the same nodes, numbering, properties, values and
    /// text positions.
    pub(crate) fn to_tree(&self) -> GameTree {
        let layout = &self.layout;
        let mut positions = layout.positions.iter();
        let nodes = (0..layout.nodes.len())
            .map(|i| {
                let position = positions.next().unwrap_or_default();
                let id = NodeId(i as u32);
                let properties = self
                    .props(id)
                    .map(|p| Property {
                        ident: p.ident.to_string(),
                        values: p.values().map(str::to_string).collect(),
                        position: match p.at {
                            At::Compact(_, _, step) => {
                                let mut at = step as usize;
                                read_step(layout.data.as_bytes(), &mut at, position)
                            }
                            _ => p.position(),
                        },
                    })
                    .collect();
                Node::from_parts(
                    properties,
                    self.parent(id),
                    SmallVec::from_slice(&self.children(id)),
                    position,
                )
            })
            .collect();
        GameTree::from_nodes(nodes)
    }
}

#[cfg(test)]
mod tests;

mod props;
pub(crate) use props::CompactProps;

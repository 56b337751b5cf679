//! The compact form of a parsed game tree: one text arena holding every
//! identifier and value one after the other, and flat arrays of small index
//! records (nodes, properties, value spans, children). Reading a game costs a
//! handful of allocations instead of several per move; a
//! [`GameRecord`](super::GameRecord) reads its game information and moves
//! from this form and builds the owned [`GameTree`] only when it is asked for.
//!
//! The parser fills a [`TreeBuilder`] with the bytes of the values (escapes
//! resolved), giving a [`ByteTree`]; decoding its values
//! ([`ByteTree::into_text`], [`ByteTree::decode_values`]) gives the
//! [`CompactTree`] that records keep.

use smallvec::SmallVec;

use super::error::TextPosition;
use super::positions::Positions;
use super::tree::{GameTree, Node, NodeId, Property};
use super::view::{At, PropRef, ValuesRef};

/// A range of a tree's text (bytes) or of one of its index arrays.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    start: u32,
    end: u32,
}

impl Span {
    #[inline]
    pub(crate) fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// "No node": the parent of the root.
const NO_NODE: u32 = u32::MAX;

/// One node: its parent and where its properties and children start (each
/// list ends where the next node's starts). 12 bytes.
#[derive(Clone, Debug)]
struct NodeEntry {
    /// The parent's index, [`NO_NODE`] for the root.
    parent: u32,
    /// The first index into [`Layout::props`].
    props: u32,
    /// The first index into [`Layout::children`] (while building: the number
    /// of children).
    children: u32,
}

/// One property: where its identifier starts in the text (it ends where its
/// first value starts) and its first index into [`Layout::values`] (its
/// values end where the next property's start). 8 bytes.
#[derive(Clone, Debug)]
pub(crate) struct PropEntry {
    ident: u32,
    values: u32,
}

/// Everything but the text: nodes in pre-order (the order of the SGF text),
/// the properties of each node contiguous and in order.
#[derive(Clone, Debug, Default)]
struct Layout {
    nodes: Vec<NodeEntry>,
    props: Vec<PropEntry>,
    /// Byte ranges of the text, one per value.
    values: Vec<Span>,
    /// The children of every node, grouped by parent in node order, each
    /// group in order (every node but the root once).
    children: Vec<NodeId>,
    /// The text position of every node's `;` and every property's
    /// identifier, in text order: node `i` is number `i + props` (its first
    /// property's index), its property `p` number `i + 1 + p`.
    positions: Positions,
}

impl Layout {
    /// Node `i`'s property indices.
    #[inline]
    fn props_of(&self, i: usize) -> std::ops::Range<usize> {
        let Some(n) = self.nodes.get(i) else {
            return 0..0;
        };
        let end = self
            .nodes
            .get(i + 1)
            .map_or(self.props.len(), |m| m.props as usize);
        n.props as usize..end
    }

    /// Node `i`'s children.
    #[inline]
    fn children_of(&self, i: usize) -> &[NodeId] {
        let Some(n) = self.nodes.get(i) else {
            return &[];
        };
        let end = self
            .nodes
            .get(i + 1)
            .map_or(self.children.len(), |m| m.children as usize);
        self.children.get(n.children as usize..end).unwrap_or(&[])
    }

    /// Node `i`'s first child.
    #[inline]
    fn first_child(&self, i: usize) -> Option<NodeId> {
        let start = self.nodes.get(i)?.children;
        let end = self
            .nodes
            .get(i + 1)
            .map_or(self.children.len(), |m| m.children as usize);
        if (start as usize) < end {
            self.children.get(start as usize).copied()
        } else {
            None
        }
    }

    /// Property `p`'s value indices.
    #[inline]
    fn values_of(&self, p: usize) -> std::ops::Range<usize> {
        let Some(e) = self.props.get(p) else {
            return 0..0;
        };
        let end = self
            .props
            .get(p + 1)
            .map_or(self.values.len(), |q| q.values as usize);
        e.values as usize..end
    }

    /// Property `p`'s identifier in the text: up to its first value.
    #[inline]
    fn ident_of(&self, p: usize) -> Span {
        let Some(e) = self.props.get(p) else {
            return Span::default();
        };
        let end = self
            .values
            .get(e.values as usize)
            .map_or(e.ident, |v| v.start.max(e.ident));
        Span {
            start: e.ident,
            end,
        }
    }

    /// The position of node `i`'s property `p` (an index into `props`).
    #[inline]
    fn prop_position(&self, i: usize, p: usize) -> usize {
        i + 1 + p
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

/// The text arena grew past what a `u32` offset can address (4 GiB).
#[derive(Debug)]
pub(crate) struct TextTooLarge;

/// Builds one tree while the parser reads it.
pub(crate) struct TreeBuilder {
    bytes: Vec<u8>,
    layout: Layout,
}

/// Room to reserve for a tree before it is parsed.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Reserve {
    /// Nodes.
    pub nodes: usize,
    /// Property values (an upper bound for properties too).
    pub values: usize,
    /// Bytes of text.
    pub bytes: usize,
}

impl TreeBuilder {
    /// An empty tree (no root yet) with room as `reserve` says.
    pub(crate) fn new(reserve: Reserve) -> TreeBuilder {
        TreeBuilder {
            bytes: Vec::with_capacity(reserve.bytes),
            layout: Layout {
                nodes: Vec::with_capacity(reserve.nodes),
                props: Vec::with_capacity(reserve.values),
                values: Vec::with_capacity(reserve.values),
                children: Vec::new(),
                positions: Positions::with_capacity(reserve.nodes + reserve.values),
            },
        }
    }

    /// Adds a node at `position` after every other (the first one is the
    /// root) and returns its id; `None` when the tree already holds
    /// `u32::MAX - 1` nodes. Its properties are the ones added next.
    #[inline]
    pub(crate) fn add_node(
        &mut self,
        parent: Option<NodeId>,
        position: TextPosition,
    ) -> Option<NodeId> {
        let id = u32::try_from(self.layout.nodes.len())
            .ok()
            .filter(|&i| i != NO_NODE)?;
        if let Some(p) = parent {
            if let Some(e) = self.layout.nodes.get_mut(p.index()) {
                // The number of children until `finish`: at most the nodes.
                e.children += 1;
            }
        }
        let props = self.prop_count();
        self.layout.nodes.push(NodeEntry {
            parent: parent.map_or(NO_NODE, |p| p.0),
            props,
            children: 0,
        });
        self.layout.positions.push(position);
        Some(NodeId(id))
    }

    /// The length of the text so far.
    #[inline]
    pub(crate) fn text_len(&self) -> usize {
        self.bytes.len()
    }

    /// The text from byte `start` to byte `end`.
    pub(crate) fn text(&self, start: usize, end: usize) -> &[u8] {
        self.bytes.get(start..end).unwrap_or(&[])
    }

    /// Appends bytes to the text.
    #[inline]
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) {
        // Most values are moves: two bytes, not worth a copy call. Two
        // pushes, not `extend([a, b])`: the compiler stopped inlining that
        // (a call to `extend_trusted` and `memcpy` a move) when the core
        // gained a third word count.
        if let [a, b] = *bytes {
            self.bytes.push(a);
            self.bytes.push(b);
        } else {
            self.bytes.extend_from_slice(bytes);
        }
    }

    /// Gives the value started at byte `start` (the last one, not yet ended)
    /// the white space of its text type.
    pub(crate) fn apply_text(&mut self, kind: super::text::TextKind, start: usize) {
        kind.apply_bytes(&mut self.bytes, start);
    }

    /// Appends one byte to the text.
    pub(crate) fn push_byte(&mut self, byte: u8) {
        self.bytes.push(byte);
    }

    /// The number of values so far.
    #[inline]
    pub(crate) fn value_count(&self) -> u32 {
        // At most super::MAX_VALUES (the parser's limit), far below u32::MAX.
        self.layout.values.len() as u32
    }

    #[inline]
    fn prop_count(&self) -> u32 {
        // At most the number of values.
        self.layout.props.len() as u32
    }

    /// The end of the text as a span end.
    #[inline]
    fn text_end(&self) -> Result<u32, TextTooLarge> {
        u32::try_from(self.bytes.len()).map_err(|_| TextTooLarge)
    }

    /// Ends a value whose text started at `start`.
    #[inline]
    pub(crate) fn end_value(&mut self, start: usize) -> Result<(), TextTooLarge> {
        let end = self.text_end()?;
        self.layout.values.push(Span {
            start: start as u32,
            end,
        });
        Ok(())
    }

    /// Adds a property at `position` to the last node: its identifier is the
    /// text from `ident_start` to where its first value starts, its values
    /// those from value number `first_value` on (at least one: the parser
    /// refuses a property without a value).
    #[inline]
    pub(crate) fn add_property(
        &mut self,
        ident_start: usize,
        first_value: u32,
        position: TextPosition,
    ) -> Result<(), TextTooLarge> {
        let ident = u32::try_from(ident_start).map_err(|_| TextTooLarge)?;
        self.layout.props.push(PropEntry {
            ident,
            values: first_value,
        });
        self.layout.positions.push(position);
        Ok(())
    }

    /// The sizes of the tree so far, as a reservation for the next one.
    pub(crate) fn sizes(&self) -> Reserve {
        Reserve {
            nodes: self.layout.nodes.len(),
            values: self.layout.values.len(),
            bytes: self.bytes.len(),
        }
    }

    /// The finished tree: children grouped by parent, unused room given
    /// back. A tree with no node gets an empty root.
    pub(crate) fn finish(self) -> ByteTree {
        let TreeBuilder {
            mut bytes,
            mut layout,
        } = self;
        if layout.nodes.is_empty() {
            layout.nodes.push(NodeEntry {
                parent: NO_NODE,
                props: 0,
                children: 0,
            });
            layout.positions.push(TextPosition::default());
        }
        // Each node's number of children becomes the end of its group, then,
        // the children placed from the last back, its start.
        let mut end = 0u32;
        for e in &mut layout.nodes {
            end += e.children;
            e.children = end;
        }
        let mut children = vec![NodeId::ROOT; end as usize];
        for i in (1..layout.nodes.len()).rev() {
            let parent = layout.nodes.get(i).map_or(NO_NODE, |e| e.parent);
            if let Some(p) = layout.nodes.get_mut(parent as usize) {
                p.children -= 1;
                if let Some(slot) = children.get_mut(p.children as usize) {
                    // Node ids fit in u32 (`add_node`).
                    *slot = NodeId(i as u32);
                }
            }
        }
        layout.children = children;
        trim(&mut bytes);
        trim(&mut layout.nodes);
        trim(&mut layout.props);
        trim(&mut layout.values);
        layout.positions.shrink_to_fit();
        ByteTree { bytes, layout }
    }
}

/// A parsed tree whose values are still bytes (escapes resolved, characters
/// not yet decoded). Identifiers are ASCII.
pub(crate) struct ByteTree {
    bytes: Vec<u8>,
    layout: Layout,
}

impl ByteTree {
    /// The bytes of the first value of the root's first property `ident`.
    pub(crate) fn root_value(&self, ident: &str) -> Option<&[u8]> {
        let layout = &self.layout;
        let p = layout
            .props_of(0)
            .find(|&p| self.bytes.get(layout.ident_of(p).range()) == Some(ident.as_bytes()))?;
        let first = layout.values.get(layout.values_of(p))?.first()?;
        self.bytes.get(first.range())
    }

    /// Whether every value satisfies `ok` (ASCII values are not asked about).
    pub(crate) fn all_values(&self, mut ok: impl FnMut(&[u8]) -> bool) -> bool {
        self.bytes.is_ascii()
            || self.layout.values.iter().all(|s| {
                let v = self.bytes.get(s.range()).unwrap_or(&[]);
                v.is_ascii() || ok(v)
            })
    }

    /// The tree with its values read as UTF-8 (the parser's input was text).
    pub(crate) fn into_text(self) -> CompactTree {
        let text = match String::from_utf8(self.bytes) {
            Ok(s) => s,
            // Not reached for text input (only ASCII bytes were removed, at
            // character boundaries); kept panic-free.
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        };
        CompactTree {
            text,
            layout: self.layout,
        }
    }

    /// The tree with every value that is not ASCII passed through `decode`
    /// with its node, identifier and position: `None` keeps the bytes (they
    /// must then be valid UTF-8), `Some` replaces them. Values are visited in
    /// node order, then property order.
    pub(crate) fn decode_values(
        mut self,
        mut decode: impl FnMut(NodeId, &str, TextPosition, &[u8]) -> Option<String>,
    ) -> CompactTree {
        let mut changed: Vec<(usize, String)> = Vec::new();
        if !self.bytes.is_ascii() {
            let layout = &self.layout;
            for i in 0..layout.nodes.len() {
                for p in layout.props_of(i) {
                    let ident = self
                        .bytes
                        .get(layout.ident_of(p).range())
                        .and_then(|b| std::str::from_utf8(b).ok())
                        .unwrap_or("");
                    for v in layout.values_of(p) {
                        let Some(bytes) =
                            layout.values.get(v).and_then(|s| self.bytes.get(s.range()))
                        else {
                            continue;
                        };
                        if bytes.is_ascii() {
                            continue;
                        }
                        let position = layout
                            .positions
                            .get(layout.prop_position(i, p))
                            .unwrap_or_default();
                        // Node ids fit in u32 (TreeBuilder::add_node checks).
                        if let Some(text) = decode(NodeId(i as u32), ident, position, bytes) {
                            changed.push((v, text));
                        }
                    }
                }
            }
        }
        if changed.is_empty() {
            return self.into_text();
        }
        // Rewrite the text: identifiers and kept values copied, changed
        // values replaced, every span moved (each identifier still just
        // before its first value).
        let extra: usize = changed.iter().map(|(_, s)| s.len()).sum();
        let mut text = String::with_capacity(self.bytes.len() + extra);
        let mut changed = changed.into_iter().peekable();
        let at = |text: &String| u32::try_from(text.len()).unwrap_or(u32::MAX);
        for p in 0..self.layout.props.len() {
            let ident = self.layout.ident_of(p);
            let values = self.layout.values_of(p);
            let start = at(&text);
            text.push_str(&String::from_utf8_lossy(
                self.bytes.get(ident.range()).unwrap_or(&[]),
            ));
            if let Some(e) = self.layout.props.get_mut(p) {
                e.ident = start;
            }
            for v in values {
                let Some(span) = self.layout.values.get_mut(v) else {
                    continue;
                };
                let start = at(&text);
                match changed.next_if(|(i, _)| *i == v) {
                    Some((_, new)) => text.push_str(&new),
                    None => text.push_str(&String::from_utf8_lossy(
                        self.bytes.get(span.range()).unwrap_or(&[]),
                    )),
                }
                *span = Span {
                    start,
                    end: at(&text),
                };
            }
        }
        CompactTree {
            text,
            layout: self.layout,
        }
    }
}

/// A parsed game tree in compact form: the text of every identifier and value
/// in one string, and index arrays. Read through
/// [`TreeRef`](super::view::TreeRef); [`CompactTree::to_tree`] builds the
/// owned [`GameTree`].
#[derive(Clone, Debug)]
pub(crate) struct CompactTree {
    text: String,
    layout: Layout,
}

impl CompactTree {
    /// Number of nodes (at least 1).
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.layout.nodes.len()
    }

    /// The children of node `id` in order (empty if not in the tree).
    #[inline]
    pub(crate) fn children(&self, id: NodeId) -> &[NodeId] {
        self.layout.children_of(id.index())
    }

    /// The first child of node `id`.
    #[inline]
    pub(crate) fn first_child(&self, id: NodeId) -> Option<NodeId> {
        self.layout.first_child(id.index())
    }

    /// Where node `id`'s `;` was.
    pub(crate) fn position(&self, id: NodeId) -> Option<TextPosition> {
        let n = self.layout.nodes.get(id.index())?;
        self.layout.positions.get(id.index() + n.props as usize)
    }

    /// The parent of node `id`.
    pub(crate) fn parent(&self, id: NodeId) -> Option<NodeId> {
        let parent = self.layout.nodes.get(id.index())?.parent;
        (parent != NO_NODE).then_some(NodeId(parent))
    }

    /// The properties of node `id` in order (none if not in the tree).
    #[inline]
    pub(crate) fn props(&self, id: NodeId) -> CompactProps<'_> {
        CompactProps {
            tree: self,
            node: id.index(),
            props: self.layout.props_of(id.index()),
        }
    }

    /// The first property of node `id` with identifier `ident`.
    pub(crate) fn get(&self, id: NodeId, ident: &str) -> Option<PropRef<'_>> {
        let bytes = self.text.as_bytes();
        let layout = &self.layout;
        let p = layout
            .props_of(id.index())
            .find(|&p| bytes.get(layout.ident_of(p).range()) == Some(ident.as_bytes()))?;
        Some(self.prop(id.index(), p))
    }

    #[inline]
    fn text(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or("")
    }

    /// Property `p` of node `node`.
    #[inline]
    fn prop(&self, node: usize, p: usize) -> PropRef<'_> {
        PropRef {
            ident: self.text(self.layout.ident_of(p)),
            at: At::Listed(&self.layout.positions, self.layout.prop_position(node, p)),
            values: ValuesRef::Spans {
                text: &self.text,
                spans: self
                    .layout
                    .values
                    .get(self.layout.values_of(p))
                    .unwrap_or(&[]),
            },
        }
    }

    /// The owned tree: the same nodes, numbering, properties, values and
    /// text positions.
    pub(crate) fn to_tree(&self) -> GameTree {
        let layout = &self.layout;
        // Positions in text order: each node's, then its properties'.
        let mut positions = layout.positions.iter();
        let nodes = (0..layout.nodes.len())
            .map(|i| {
                let position = positions.next().unwrap_or_default();
                let properties = layout
                    .props_of(i)
                    .map(|p| Property {
                        ident: self.text(layout.ident_of(p)).to_string(),
                        values: layout
                            .values
                            .get(layout.values_of(p))
                            .unwrap_or(&[])
                            .iter()
                            .map(|&s| self.text(s).to_string())
                            .collect(),
                        position: positions.next().unwrap_or_default(),
                    })
                    .collect();
                let id = NodeId(i as u32);
                Node::from_parts(
                    properties,
                    self.parent(id),
                    SmallVec::from_slice(self.children(id)),
                    position,
                )
            })
            .collect();
        GameTree::from_nodes(nodes)
    }
}

/// The properties of one node of a [`CompactTree`].
#[derive(Clone, Debug)]
pub(crate) struct CompactProps<'a> {
    tree: &'a CompactTree,
    node: usize,
    props: std::ops::Range<usize>,
}

impl<'a> Iterator for CompactProps<'a> {
    type Item = PropRef<'a>;

    #[inline]
    fn next(&mut self) -> Option<PropRef<'a>> {
        let p = self.props.next()?;
        Some(self.tree.prop(self.node, p))
    }
}

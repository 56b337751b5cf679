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
use super::tree::{GameTree, Node, NodeId, Property};
use super::view::{PropRef, ValuesRef};

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

/// One node: where its properties and children are, and where its `;` was.
#[derive(Clone, Debug)]
struct NodeEntry {
    parent: Option<NodeId>,
    /// Indices into [`Layout::props`].
    props: Span,
    /// The number of children.
    child_count: u32,
    /// The only child, when there is one (most nodes).
    child: NodeId,
    /// Indices into [`Layout::children`], when there are several.
    children: Span,
    position: TextPosition,
}

/// One property: its identifier's bytes in the text, its values' indices into
/// [`Layout::values`], and where its identifier was.
#[derive(Clone, Debug)]
pub(crate) struct PropEntry {
    ident: Span,
    values: Span,
    position: TextPosition,
}

/// Everything but the text: nodes in pre-order (the order of the SGF text),
/// the properties of each node contiguous and in order.
#[derive(Clone, Debug, Default)]
struct Layout {
    nodes: Vec<NodeEntry>,
    props: Vec<PropEntry>,
    /// Byte ranges of the text, one per value.
    values: Vec<Span>,
    /// The children of every node that has several, grouped by parent, each
    /// group in order.
    children: Vec<NodeId>,
}

impl Layout {
    #[inline]
    fn children_of<'a>(&'a self, n: &'a NodeEntry) -> &'a [NodeId] {
        match n.child_count {
            0 => &[],
            1 => std::slice::from_ref(&n.child),
            _ => self.children.get(n.children.range()).unwrap_or(&[]),
        }
    }
}

/// Gives back a vector's unused room when it holds over twice its length.
fn trim<T>(v: &mut Vec<T>) {
    if v.capacity() > 2 * v.len() {
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
    /// (parent, child) for every child of a node with several, in the order
    /// added (grouped at the end).
    branches: Vec<(NodeId, NodeId)>,
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
            },
            branches: Vec::new(),
        }
    }

    /// Adds a node after every other (the first one is the root) and returns
    /// its id; `None` when the tree already holds `u32::MAX` nodes. Its
    /// properties are the ones added next.
    #[inline]
    pub(crate) fn add_node(
        &mut self,
        parent: Option<NodeId>,
        position: TextPosition,
    ) -> Option<NodeId> {
        let id = NodeId(u32::try_from(self.layout.nodes.len()).ok()?);
        if let Some(p) = parent {
            if let Some(e) = self.layout.nodes.get_mut(p.index()) {
                e.child_count += 1;
                match e.child_count {
                    1 => e.child = id,
                    2 => self.branches.extend([(p, e.child), (p, id)]),
                    _ => self.branches.push((p, id)),
                }
            }
        }
        let at = self.prop_count();
        self.layout.nodes.push(NodeEntry {
            parent,
            props: Span { start: at, end: at },
            child_count: 0,
            child: NodeId::ROOT,
            children: Span::default(),
            position,
        });
        Some(id)
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

    /// Adds a property to the last node: its identifier is the text from
    /// `ident_start` to where the values start, its values those from value
    /// number `first_value` on.
    #[inline]
    pub(crate) fn add_property(
        &mut self,
        ident_start: usize,
        ident_end: usize,
        first_value: u32,
        position: TextPosition,
    ) -> Result<(), TextTooLarge> {
        let ident = Span {
            start: u32::try_from(ident_start).map_err(|_| TextTooLarge)?,
            end: u32::try_from(ident_end).map_err(|_| TextTooLarge)?,
        };
        let values = Span {
            start: first_value,
            end: self.value_count(),
        };
        self.layout.props.push(PropEntry {
            ident,
            values,
            position,
        });
        let end = self.prop_count();
        if let Some(node) = self.layout.nodes.last_mut() {
            node.props.end = end;
        }
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

    /// The finished tree: children of branching nodes grouped by parent,
    /// unused room given back. A tree with no node gets an empty root.
    pub(crate) fn finish(self) -> ByteTree {
        let TreeBuilder {
            mut bytes,
            mut layout,
            mut branches,
        } = self;
        if layout.nodes.is_empty() {
            layout.nodes.push(NodeEntry {
                parent: None,
                props: Span::default(),
                child_count: 0,
                child: NodeId::ROOT,
                children: Span::default(),
                position: TextPosition::default(),
            });
        }
        if !branches.is_empty() {
            // Stable: each parent's children stay in the order added.
            branches.sort_by_key(|&(parent, _)| parent);
            let mut start = 0;
            for group in branches.chunk_by(|a, b| a.0 == b.0) {
                let end = start + group.len();
                if let Some(e) = layout.nodes.get_mut(group[0].0.index()) {
                    // At most one entry per node: fits in u32.
                    e.children = Span {
                        start: start as u32,
                        end: end as u32,
                    };
                }
                start = end;
            }
            layout.children = branches.iter().map(|&(_, child)| child).collect();
        }
        trim(&mut bytes);
        trim(&mut layout.nodes);
        trim(&mut layout.props);
        trim(&mut layout.values);
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
        let root = self.layout.nodes.first()?;
        let prop = self
            .layout
            .props
            .get(root.props.range())?
            .iter()
            .find(|p| self.bytes.get(p.ident.range()) == Some(ident.as_bytes()))?;
        let first = self.layout.values.get(prop.values.range())?.first()?;
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
            for (i, node) in layout.nodes.iter().enumerate() {
                for p in layout.props.get(node.props.range()).unwrap_or(&[]) {
                    let ident = self
                        .bytes
                        .get(p.ident.range())
                        .and_then(|b| std::str::from_utf8(b).ok())
                        .unwrap_or("");
                    for v in p.values.range() {
                        let Some(bytes) =
                            layout.values.get(v).and_then(|s| self.bytes.get(s.range()))
                        else {
                            continue;
                        };
                        if bytes.is_ascii() {
                            continue;
                        }
                        // Node ids fit in u32 (TreeBuilder::add_node checks).
                        if let Some(text) = decode(NodeId(i as u32), ident, p.position, bytes) {
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
        // values replaced, every span moved.
        let extra: usize = changed.iter().map(|(_, s)| s.len()).sum();
        let mut text = String::with_capacity(self.bytes.len() + extra);
        let mut changed = changed.into_iter().peekable();
        let at = |text: &String| u32::try_from(text.len()).unwrap_or(u32::MAX);
        let Layout { props, values, .. } = &mut self.layout;
        for p in props.iter_mut() {
            let start = at(&text);
            text.push_str(&String::from_utf8_lossy(
                self.bytes.get(p.ident.range()).unwrap_or(&[]),
            ));
            p.ident = Span {
                start,
                end: at(&text),
            };
            for v in p.values.range() {
                let Some(span) = values.get_mut(v) else {
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
        self.layout
            .nodes
            .get(id.index())
            .map_or(&[], |n| self.layout.children_of(n))
    }

    /// Where node `id`'s `;` was.
    pub(crate) fn position(&self, id: NodeId) -> Option<TextPosition> {
        Some(self.layout.nodes.get(id.index())?.position)
    }

    /// The parent of node `id`.
    pub(crate) fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.layout.nodes.get(id.index())?.parent
    }

    /// The properties of node `id` in order (none if not in the tree).
    #[inline]
    pub(crate) fn props(&self, id: NodeId) -> CompactProps<'_> {
        let props = self
            .layout
            .nodes
            .get(id.index())
            .and_then(|n| self.layout.props.get(n.props.range()))
            .unwrap_or(&[]);
        CompactProps {
            tree: self,
            props: props.iter(),
        }
    }

    /// The first property of node `id` with identifier `ident`.
    pub(crate) fn get(&self, id: NodeId, ident: &str) -> Option<PropRef<'_>> {
        let node = self.layout.nodes.get(id.index())?;
        let props = self.layout.props.get(node.props.range())?;
        let bytes = self.text.as_bytes();
        let p = props
            .iter()
            .find(|p| bytes.get(p.ident.range()) == Some(ident.as_bytes()))?;
        Some(self.prop(p))
    }

    #[inline]
    fn text(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or("")
    }

    #[inline]
    fn prop(&self, p: &PropEntry) -> PropRef<'_> {
        PropRef {
            ident: self.text(p.ident),
            position: p.position,
            values: ValuesRef::Spans {
                text: &self.text,
                spans: self.layout.values.get(p.values.range()).unwrap_or(&[]),
            },
        }
    }

    /// The owned tree: the same nodes, numbering, properties, values and
    /// text positions.
    pub(crate) fn to_tree(&self) -> GameTree {
        let nodes = self
            .layout
            .nodes
            .iter()
            .map(|n| {
                let props = self.layout.props.get(n.props.range()).unwrap_or(&[]);
                let properties = props
                    .iter()
                    .map(|p| Property {
                        ident: self.text(p.ident).to_string(),
                        values: self
                            .layout
                            .values
                            .get(p.values.range())
                            .unwrap_or(&[])
                            .iter()
                            .map(|&s| self.text(s).to_string())
                            .collect(),
                        position: p.position,
                    })
                    .collect();
                let children = self.layout.children_of(n);
                Node::from_parts(
                    properties,
                    n.parent,
                    SmallVec::from_slice(children),
                    n.position,
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
    props: std::slice::Iter<'a, PropEntry>,
}

impl<'a> Iterator for CompactProps<'a> {
    type Item = PropRef<'a>;

    #[inline]
    fn next(&mut self) -> Option<PropRef<'a>> {
        let p = self.props.next()?;
        Some(self.tree.prop(p))
    }
}

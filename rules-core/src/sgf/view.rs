//! Read-only views of a game tree in either of its forms — the owned
//! [`GameTree`] or the compact parsed form ([`CompactTree`]) — so that the
//! record layer reads both with one piece of code, and the tree's shape
//! (main line, paths, variations) is walked in one place.

use super::compact::{CompactProps, CompactTree, CompactValues, Kids};
use super::error::TextPosition;
use super::tree::{GameTree, Node, NodeId, Property};

/// A game tree in either form.
#[derive(Copy, Clone, Debug)]
pub(crate) enum TreeRef<'a> {
    /// The owned tree (built, edited, or read eagerly).
    Owned(&'a GameTree),
    /// The compact form a parsed record keeps.
    Compact(&'a CompactTree),
}

/// One property of either form.
#[derive(Copy, Clone, Debug)]
pub(crate) struct PropRef<'a> {
    /// The identifier (upper-case letters).
    pub ident: &'a str,
    /// Where the identifier starts in the decoded text ([`PropRef::position`]).
    pub at: At<'a>,
    /// The values.
    pub values: ValuesRef<'a>,
}

/// Where a [`PropRef`]'s identifier starts.
#[derive(Copy, Clone, Debug)]
pub(crate) enum At<'a> {
    /// Known (an owned [`Property`]'s).
    Known(TextPosition),
    /// A compact tree's property: its node and the offset of its position's
    /// step, decoded when asked for.
    Compact(&'a CompactTree, u32, u32),
}

/// The values of a [`PropRef`].
#[derive(Copy, Clone, Debug)]
pub(crate) enum ValuesRef<'a> {
    /// The values of an owned [`Property`].
    Owned(&'a [String]),
    /// A compact tree's entries from the property's first value on (its
    /// values are the value entries up to the next property).
    Compact(&'a str),
}

impl<'a> PropRef<'a> {
    /// Where the identifier starts in the decoded text.
    #[inline]
    pub(crate) fn position(&self) -> TextPosition {
        match self.at {
            At::Known(p) => p,
            At::Compact(tree, node, step) => tree.prop_position(node, step),
        }
    }

    /// The first value (the whole value for single-valued properties).
    #[inline]
    pub(crate) fn value(&self) -> &'a str {
        self.values().next().unwrap_or("")
    }

    /// The values in order.
    #[inline]
    pub(crate) fn values(&self) -> Values<'a> {
        match self.values {
            ValuesRef::Owned(v) => Values::Owned(v.iter()),
            ValuesRef::Compact(data) => Values::Compact(CompactValues::new(data)),
        }
    }
}

impl<'a> From<&'a Property> for PropRef<'a> {
    fn from(p: &'a Property) -> PropRef<'a> {
        PropRef {
            ident: &p.ident,
            at: At::Known(p.position),
            values: ValuesRef::Owned(&p.values),
        }
    }
}

/// The values of a [`PropRef`], in order.
#[derive(Clone, Debug)]
pub(crate) enum Values<'a> {
    /// Of an owned property.
    Owned(std::slice::Iter<'a, String>),
    /// Of a compact tree.
    Compact(CompactValues<'a>),
}

impl<'a> Iterator for Values<'a> {
    type Item = &'a str;

    #[inline]
    fn next(&mut self) -> Option<&'a str> {
        match self {
            Values::Owned(it) => it.next().map(String::as_str),
            Values::Compact(it) => it.next(),
        }
    }
}

/// The properties of one node, in order.
#[derive(Clone, Debug)]
pub(crate) enum Props<'a> {
    /// Of an owned node.
    Owned(std::slice::Iter<'a, Property>),
    /// Of a compact tree's node.
    Compact(CompactProps<'a>),
}

impl<'a> Iterator for Props<'a> {
    type Item = PropRef<'a>;

    #[inline]
    fn next(&mut self) -> Option<PropRef<'a>> {
        match self {
            Props::Owned(it) => it.next().map(PropRef::from),
            Props::Compact(it) => it.next(),
        }
    }
}

impl<'a> TreeRef<'a> {
    /// Number of nodes (at least 1).
    #[inline]
    pub(crate) fn len(self) -> usize {
        match self {
            TreeRef::Owned(t) => t.len(),
            TreeRef::Compact(c) => c.len(),
        }
    }

    /// The children of node `id` in order (empty if not in the tree).
    #[inline]
    pub(crate) fn children(self, id: NodeId) -> Kids<'a> {
        match self {
            TreeRef::Owned(t) => Kids::Slice(t.get(id).map(Node::children).unwrap_or(&[])),
            TreeRef::Compact(c) => c.children(id),
        }
    }

    /// The children of node `id` as a slice of the tree (a compact tree
    /// lists every node's children on the first call).
    pub(crate) fn children_slice(self, id: NodeId) -> &'a [NodeId] {
        match self {
            TreeRef::Owned(t) => t.get(id).map(Node::children).unwrap_or(&[]),
            TreeRef::Compact(c) => c.children_slice(id),
        }
    }

    /// The parent of node `id` (`None` for the root or a node not in the tree).
    pub(crate) fn parent(self, id: NodeId) -> Option<NodeId> {
        match self {
            TreeRef::Owned(t) => t.get(id)?.parent(),
            TreeRef::Compact(c) => c.parent(id),
        }
    }

    /// Where node `id`'s `;` was (`None` if not in the tree).
    pub(crate) fn position(self, id: NodeId) -> Option<TextPosition> {
        match self {
            TreeRef::Owned(t) => t.get(id).map(|n| n.position),
            TreeRef::Compact(c) => c.position(id),
        }
    }

    /// The properties of node `id` in order (none if not in the tree).
    #[inline]
    pub(crate) fn props(self, id: NodeId) -> Props<'a> {
        match self {
            TreeRef::Owned(t) => Props::Owned(
                t.get(id)
                    .map(|n| n.properties.as_slice())
                    .unwrap_or(&[])
                    .iter(),
            ),
            TreeRef::Compact(c) => Props::Compact(c.props(id)),
        }
    }

    /// The first property of node `id` with identifier `ident`.
    pub(crate) fn get(self, id: NodeId, ident: &str) -> Option<PropRef<'a>> {
        match self {
            TreeRef::Owned(t) => t.get(id)?.get(ident).map(PropRef::from),
            TreeRef::Compact(c) => c.get(id, ident),
        }
    }

    /// The main line, walked without a list: the root, then the first child
    /// at each node.
    pub(crate) fn main_line_nodes(self) -> impl Iterator<Item = NodeId> + 'a {
        std::iter::successors(Some(NodeId::ROOT), move |&at| match self {
            TreeRef::Owned(_) => self.children(at).first().copied(),
            TreeRef::Compact(c) => c.first_child(at),
        })
    }

    /// The main line: the root, then the first child at each node.
    pub(crate) fn main_line(self) -> Vec<NodeId> {
        // At most every node: one allocation, never regrown.
        let mut line = Vec::with_capacity(self.len());
        line.push(NodeId::ROOT);
        line.extend(self.main_line_nodes().skip(1));
        line
    }

    /// The path from the root to `id` (both included); empty if `id` is not
    /// in the tree.
    pub(crate) fn line_to(self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = Some(id);
        while let Some(n) = at {
            if n.index() >= self.len() {
                return Vec::new();
            }
            path.push(n);
            at = self.parent(n);
        }
        path.reverse();
        path
    }

    /// The first node of every variation other than the main line: each
    /// child that is not the first child of its parent, in node order.
    pub(crate) fn variations(self) -> Vec<NodeId> {
        let mut out = Vec::new();
        for i in 0..self.len() {
            out.extend(self.children(NodeId(i as u32)).iter().skip(1));
        }
        out
    }
}

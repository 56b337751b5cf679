//! The syntax tree of one SGF game: nodes with ordered properties, stored as an
//! arena (`Vec<Node>` with parent and child indices) so that neither building,
//! walking nor dropping a 5,000-node-deep game recurses.

use smallvec::SmallVec;

use super::error::TextPosition;
use super::view::TreeRef;

/// The index of a node in its [`GameTree`]; the root is `NodeId(0)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root node of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The index into [`GameTree::nodes`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One property: its identifier (the upper-case letters of the name as
/// written, so FF\[3\] `PlayerBlack` is `PB`) and its values, unescaped (`\]`
/// is `]`, `\\` is `\`, a soft line break `\` + newline is removed), with
/// FF\[4\]'s white space in text values ([`super::TextKind`]: in `C` a tab is
/// a space, in `PB` a line break too). Values of composed type (`aa:cc`) are
/// kept whole.
#[derive(Clone, Debug)]
pub struct Property {
    /// Upper-case identifier, e.g. `B`, `AB`, `KM`.
    pub ident: String,
    /// One or more values; `B[]` has one empty value.
    pub values: Vec<String>,
    /// Where the identifier starts in the decoded text (default for built trees).
    pub position: TextPosition,
}

impl Property {
    /// A property with identifier `ident` and the given values.
    pub fn new(ident: impl Into<String>, values: Vec<String>) -> Property {
        Property {
            ident: ident.into(),
            values,
            position: TextPosition::default(),
        }
    }

    /// The first value (the whole value for single-valued properties).
    pub fn value(&self) -> &str {
        self.values.first().map(String::as_str).unwrap_or("")
    }
}

/// Equality ignores the text position.
impl PartialEq for Property {
    fn eq(&self, other: &Self) -> bool {
        self.ident == other.ident && self.values == other.values
    }
}
impl Eq for Property {}

/// One node `;...` of a game tree.
#[derive(Clone, Debug)]
pub struct Node {
    /// Properties in the order written.
    pub properties: Vec<Property>,
    parent: Option<NodeId>,
    /// Inline up to two (most nodes have one child: no allocation per node).
    children: SmallVec<[NodeId; 2]>,
    /// Where the node's `;` is in the decoded text (default for built trees).
    pub position: TextPosition,
}

impl Node {
    /// A node of a tree under construction ([`GameTree::from_nodes`]).
    pub(crate) fn from_parts(
        properties: Vec<Property>,
        parent: Option<NodeId>,
        children: SmallVec<[NodeId; 2]>,
        position: TextPosition,
    ) -> Node {
        Node {
            properties,
            parent,
            children,
            position,
        }
    }

    /// The parent, `None` for the root.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The children in order; the first one continues the main line.
    pub fn children(&self) -> &[NodeId] {
        &self.children[..]
    }

    /// The first property with identifier `ident`.
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.properties.iter().find(|p| p.ident == ident)
    }

    /// Removes every property with identifier `ident`; whether there was one.
    pub fn remove_property(&mut self, ident: &str) -> bool {
        let before = self.properties.len();
        self.properties.retain(|p| p.ident != ident);
        self.properties.len() != before
    }
}

/// One game tree `(;...)`: an arena of nodes, the root at index 0.
#[derive(Clone, Debug)]
pub struct GameTree {
    nodes: Vec<Node>,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new()
    }
}

impl GameTree {
    /// A tree holding only an empty root node.
    pub fn new() -> GameTree {
        GameTree {
            nodes: vec![Node {
                properties: Vec::new(),
                parent: None,
                children: SmallVec::new(),
                position: TextPosition::default(),
            }],
        }
    }

    /// A tree of the given nodes (a parent's children list each child once,
    /// the root is node 0 and has no parent).
    pub(crate) fn from_nodes(nodes: Vec<Node>) -> GameTree {
        if nodes.is_empty() {
            return GameTree::new();
        }
        GameTree { nodes }
    }

    /// Every node; `nodes()[id.index()]` is node `id`.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Number of nodes (at least 1).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: a tree has a root.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The root node.
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// Node `id`, or `None` if out of range.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index())
    }

    /// Node `id`, mutable, or `None` if out of range.
    pub fn get_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.index())
    }

    /// Adds an empty child after the existing children of `parent` and returns
    /// its id, or `None` if `parent` is not in the tree.
    pub fn add_child(&mut self, parent: NodeId) -> Option<NodeId> {
        let id = NodeId(u32::try_from(self.nodes.len()).ok()?);
        self.nodes.get_mut(parent.index())?.children.push(id);
        self.nodes.push(Node {
            properties: Vec::new(),
            parent: Some(parent),
            children: SmallVec::new(),
            position: TextPosition::default(),
        });
        Some(id)
    }

    /// Inserts an empty child of `parent` at position `index` among its
    /// children (`index` = the number of children appends; a larger `index`
    /// is clamped to it) and returns its id, the next free index. `None` if
    /// `parent` is not in the tree or the tree holds `u32::MAX` nodes.
    pub fn insert_child(&mut self, parent: NodeId, index: usize) -> Option<NodeId> {
        let id = self.add_child(parent)?;
        let children = &mut self.nodes[parent.index()].children;
        let at = index.min(children.len() - 1);
        children.pop();
        children.insert(at, id);
        Some(id)
    }

    /// Removes node `id` and everything below it, detaching it from its
    /// parent, and renumbers the remaining nodes to stay contiguous (their
    /// relative order is kept, so a pre-order numbering stays pre-order).
    ///
    /// Returns the renumbering, indexed by the old [`NodeId::index`]: the new
    /// id of each kept node, `None` for a removed one. `None` (nothing
    /// changed) if `id` is the root or not in the tree. O(number of nodes),
    /// without recursion.
    pub fn remove_subtree(&mut self, id: NodeId) -> Option<Vec<Option<NodeId>>> {
        let parent = self.nodes.get(id.index())?.parent?;
        self.nodes[parent.index()].children.retain(|c| *c != id);
        let mut removed = vec![false; self.nodes.len()];
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            removed[n.index()] = true;
            stack.extend(self.nodes[n.index()].children.iter().copied());
        }
        let mut map = Vec::with_capacity(self.nodes.len());
        let mut next = 0u32;
        for &gone in &removed {
            if gone {
                map.push(None);
            } else {
                map.push(Some(NodeId(next)));
                next += 1;
            }
        }
        let renumber = |n: NodeId| map[n.index()];
        let old = std::mem::take(&mut self.nodes);
        self.nodes = old
            .into_iter()
            .zip(&removed)
            .filter(|(_, &gone)| !gone)
            .map(|(mut node, _)| {
                node.parent = node.parent.and_then(renumber);
                node.children = node.children.iter().filter_map(|&c| renumber(c)).collect();
                node
            })
            .collect();
        Some(map)
    }

    /// The main line: the root, then the first child at each node.
    pub fn main_line(&self) -> Vec<NodeId> {
        TreeRef::Owned(self).main_line()
    }

    /// The path from the root to `id` (both included); empty if `id` is not in
    /// the tree.
    pub fn line_to(&self, id: NodeId) -> Vec<NodeId> {
        TreeRef::Owned(self).line_to(id)
    }

    /// The first node of every variation other than the main line: each child
    /// that is not the first child of its parent, in node order.
    pub fn variations(&self) -> Vec<NodeId> {
        TreeRef::Owned(self).variations()
    }

    /// Every node in depth-first pre-order (the order of the SGF text), without
    /// recursion.
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![NodeId::ROOT];
        while let Some(id) = stack.pop() {
            out.push(id);
            stack.extend(self.nodes[id.index()].children.iter().rev().copied());
        }
        out
    }
}

/// Two trees are equal when they have the same shape and the same properties
/// (identifiers and values) at each node, whatever the node numbering and text
/// positions.
impl PartialEq for GameTree {
    fn eq(&self, other: &Self) -> bool {
        if self.nodes.len() != other.nodes.len() {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (na, nb) = (&self.nodes[a.index()], &other.nodes[b.index()]);
            if na.properties != nb.properties || na.children.len() != nb.children.len() {
                return false;
            }
            stack.extend(na.children.iter().copied().zip(nb.children.iter().copied()));
        }
        true
    }
}
impl Eq for GameTree {}

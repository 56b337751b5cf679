//! The board meaning of every node of a record ([`NodeData`]), kept in two
//! bytes a node: a node holding one move (or nothing) and no set-up or `PL`,
//! as almost every node does, is a code; the rare others are kept whole in a
//! side list, found by node number. A record of two million nodes costs 4 MB
//! here instead of the 224 MB a `NodeData` a node (112 bytes) cost.

use std::borrow::Cow;
use std::fmt;

use smallvec::smallvec;

use super::record::NodeData;
use crate::color::Color;
use crate::point::{Move, Point};

/// Bit 0 of a code: the node holds one move (its colour, kind and point in
/// the other bits). A code of 0 is a node with no board meaning.
const ONE_MOVE: u16 = 1;
const WHITE: u16 = 1 << 1;
const PASS: u16 = 1 << 2;
/// The row in bits 3..9, the column in bits 9..15 (each below 64: SGF
/// boards are at most 52 wide).
const ROW_SHIFT: u32 = 3;
const COL_SHIFT: u32 = 9;
const COORD_MASK: u16 = 0x3F;
/// Bit 15: the node is kept whole in [`NodeTable::full`].
const FULL: u16 = 1 << 15;

/// Every node's [`NodeData`], by node index.
#[derive(Clone, Default, PartialEq, Eq)]
pub(crate) struct NodeTable {
    codes: Vec<u16>,
    /// The nodes a code cannot describe (set-up, `PL`, several moves), with
    /// their node numbers, in increasing node order.
    full: Vec<(u32, NodeData)>,
}

impl NodeTable {
    /// An empty table with room for `nodes` nodes.
    pub(crate) fn with_capacity(nodes: usize) -> NodeTable {
        NodeTable {
            codes: Vec::with_capacity(nodes),
            full: Vec::new(),
        }
    }

    /// `nodes` nodes with no board meaning.
    pub(crate) fn empty(nodes: usize) -> NodeTable {
        NodeTable {
            codes: vec![0; nodes],
            full: Vec::new(),
        }
    }

    /// The number of nodes.
    pub(crate) fn len(&self) -> usize {
        self.codes.len()
    }

    /// Adds the next node.
    pub(crate) fn push(&mut self, data: NodeData) {
        let code = match Self::code(&data) {
            Some(code) => code,
            None => {
                // Nodes fit in u32 (`NodeId`); pushed in node order.
                self.full.push((self.codes.len() as u32, data));
                FULL
            }
        };
        self.codes.push(code);
    }

    /// Adds the next node, one holding `mv` (or nothing) and no set-up or
    /// `PL`: as [`NodeTable::push`] of that node, without building it.
    #[inline]
    pub(crate) fn push_move(&mut self, mv: Option<(Color, Move)>) {
        let Some(m) = mv else {
            self.codes.push(0);
            return;
        };
        match Self::move_code(m) {
            Some(code) => self.codes.push(code),
            // A point whose row or column does not fit a code.
            None => self.push(NodeData {
                moves: smallvec![m],
                ..NodeData::default()
            }),
        }
    }

    /// The code of a node holding at most one move and nothing else.
    fn code(data: &NodeData) -> Option<u16> {
        if data.has_setup() || data.player_to_move.is_some() || data.moves.len() > 1 {
            return None;
        }
        match data.moves.first() {
            Some(&m) => Self::move_code(m),
            None => Some(0),
        }
    }

    /// The code of a node holding move `mv` and nothing else.
    #[inline]
    fn move_code((color, mv): (Color, Move)) -> Option<u16> {
        let colour = if color == Color::White { WHITE } else { 0 };
        Some(match mv {
            Move::Pass => ONE_MOVE | colour | PASS,
            Move::Place(p) => {
                let (row, col) = (u16::from(p.row), u16::from(p.col));
                if row > COORD_MASK || col > COORD_MASK {
                    return None;
                }
                ONE_MOVE | colour | (row << ROW_SHIFT) | (col << COL_SHIFT)
            }
        })
    }

    /// Node `index`'s data: borrowed when kept whole, else built (without
    /// allocating: one move fits in the small vector).
    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<Cow<'_, NodeData>> {
        let code = *self.codes.get(index)?;
        if code & FULL != 0 {
            return self.full(index).map(Cow::Borrowed);
        }
        let mut data = NodeData::default();
        if code & ONE_MOVE != 0 {
            let color = if code & WHITE != 0 {
                Color::White
            } else {
                Color::Black
            };
            let mv = if code & PASS != 0 {
                Move::Pass
            } else {
                // Each field is six bits.
                Move::Place(Point::new(
                    ((code >> ROW_SHIFT) & COORD_MASK) as u8,
                    ((code >> COL_SHIFT) & COORD_MASK) as u8,
                ))
            };
            data.moves = smallvec![(color, mv)];
        }
        Some(Cow::Owned(data))
    }

    /// Node `index`'s data kept whole.
    #[cold]
    fn full(&self, index: usize) -> Option<&NodeData> {
        let k = self
            .full
            .binary_search_by_key(&index, |&(node, _)| node as usize)
            .ok()?;
        self.full.get(k).map(|(_, d)| d)
    }

    /// Every node's data in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Cow<'_, NodeData>> {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

/// As the list of every node's data.
impl fmt::Debug for NodeTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of node comes back as it went in; the simple ones take no
    /// room in the side list.
    #[test]
    fn nodes_come_back_as_given() {
        let place = |c, row, col| NodeData {
            moves: smallvec![(c, Move::Place(Point::new(row, col)))],
            ..NodeData::default()
        };
        let given = vec![
            NodeData::default(),
            place(Color::Black, 0, 0),
            place(Color::White, 24, 24),
            place(Color::White, 3, 17),
            place(Color::Black, 51, 63),
            place(Color::White, 64, 0),
            NodeData {
                moves: smallvec![(Color::Black, Move::Pass)],
                ..NodeData::default()
            },
            NodeData {
                moves: smallvec![(Color::White, Move::Pass)],
                ..NodeData::default()
            },
            NodeData {
                add_black: vec![Point::new(2, 3)],
                ..NodeData::default()
            },
            NodeData {
                player_to_move: Some(Color::White),
                ..NodeData::default()
            },
            NodeData {
                moves: smallvec![
                    (Color::Black, Move::Pass),
                    (Color::White, Move::Place(Point::new(1, 1)))
                ],
                ..NodeData::default()
            },
        ];
        let mut table = NodeTable::with_capacity(given.len());
        for d in &given {
            table.push(d.clone());
        }
        assert_eq!(table.len(), given.len());
        // The three set-up, `PL` and two-move nodes, and the point whose
        // row is over six bits.
        assert_eq!(table.full.len(), 4);
        for (i, d) in given.iter().enumerate() {
            assert_eq!(table.get(i).as_deref(), Some(d), "node {i}");
        }
        assert_eq!(table.get(given.len()), None);
        assert_eq!(
            NodeTable::empty(2).get(1).as_deref(),
            Some(&NodeData::default())
        );
    }
}

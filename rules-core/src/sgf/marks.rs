//! Territory marks (`TB`, `TW`): the points a record marks as Black's or
//! White's territory, which many servers (KGS, IGS, CGOS viewers) write in the
//! last node once the players have agreed the dead stones (1988/2002 art. 8).
//! A stone standing on the other colour's territory mark was agreed dead.

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::point::Point;

use super::record::{read_points, GameRecord, PointRead};
use super::tree::NodeId;

/// The territory marks of one node: `TB` (Black's territory) and `TW`
/// (White's), compressed point lists expanded, in property order; values
/// that are not points on the board are left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TerritoryMarks {
    /// The node that carries them.
    pub node: NodeId,
    /// `TB` points.
    pub black: Vec<Point>,
    /// `TW` points.
    pub white: Vec<Point>,
}

impl TerritoryMarks {
    /// The dead stones the marks imply on `board` (the final position): Black
    /// stones on `TW` points and White stones on `TB` points, each with its
    /// whole chain (a chain shares one fate, art. 3, 4). Marks on empty points
    /// and on stones of the marking colour are territory, not dead stones.
    /// Points off `board` are ignored. Empty when the marks imply none.
    pub fn dead_stones<const W: usize>(&self, board: &BoardOf<W>) -> BitboardOf<W> {
        let size = board.size();
        let stride = size.stride() as u32;
        let on = |points: &[Point]| {
            BitboardOf::<W>::from_points(size, points.iter().copied().filter(|&p| size.contains(p)))
        };
        let black = board.stones(Color::Black);
        let white = board.stones(Color::White);
        BitboardOf::<W>::flood_fill(on(&self.white) & black, &black, stride)
            | BitboardOf::<W>::flood_fill(on(&self.black) & white, &white, stride)
    }
}

impl GameRecord {
    /// The territory marks at the end of the main line: the last node that
    /// carries `TB` or `TW`, searched from the last node of the main line back
    /// to the last node with a move (marks on earlier nodes are commentary, not
    /// the end-of-game count). `None` when there are none.
    pub fn territory_marks(&self) -> Option<TerritoryMarks> {
        // The main line from its end back (parent links): no list of it.
        let tree = self.view();
        let last = self.main_line_nodes().last().unwrap_or(NodeId::ROOT);
        let back = std::iter::successors(Some(last), |&id| tree.parent(id));
        for id in back {
            if id.index() >= tree.len() {
                return None;
            }
            let mut marks = TerritoryMarks {
                node: id,
                black: Vec::new(),
                white: Vec::new(),
            };
            let mut found = false;
            for prop in tree.props(id) {
                let list = match prop.ident {
                    "TB" => &mut marks.black,
                    "TW" => &mut marks.white,
                    _ => continue,
                };
                found = true;
                for v in prop.values() {
                    if let PointRead::Ok(ps) = read_points(v, self.info()) {
                        list.extend(ps);
                    }
                }
            }
            if found {
                return Some(marks);
            }
            if self.node(id).is_some_and(|d| !d.moves.is_empty()) {
                return None;
            }
        }
        None
    }
}

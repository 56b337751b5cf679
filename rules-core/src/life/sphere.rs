//! Weak stones in the opponent's sphere: the chains the playouts leave near
//! even that a player would call dead, because they stand in an open area
//! the opponent holds, walled in by the opponent's stronger chains, with no
//! friend there that lives.
//!
//! Random playouts attack badly: a few stones dropped into a large area of
//! the opponent's (more points than the local solver takes, see
//! [`super::MAX_REGION_POINTS`]) survive in about half of them, because the
//! random attacker seldom takes their vital points, and the estimate would
//! count them alive (ownership 0 to 0.2 from their side). A player, and GNU
//! Go's reading, calls them dead: they can live only by making two eyes
//! inside the area, against walls stronger than themselves, in an area the
//! opponent holds in most playouts (BENCHMARKS.md, "Who won: GNU Go's games,
//! round 3": g09-L01-s0013, g09-L01-s1118, g13-L01-s0026).
//!
//! The test, for a chain the earlier stages left unsettled (not certain) and
//! not counted among the dead: its *sphere* is the set of points reachable
//! from it through empty points and its own colour's stones (the area in
//! which it could make eyes or connect, up to the opponent's stones). The
//! chain is dead when, with `m` = [`SPHERE_MARGIN`], from its own side:
//! - every chain of its colour in the sphere has ownership below `m` (no
//!   friend there that lives, to connect to),
//! - the sphere's empty points have mean ownership at most −`m` (the area is
//!   the opponent's), and
//! - every opponent chain touching the sphere has ownership at least `m`,
//!   from the opponent's side, or is certain alive (the walls are stronger:
//!   not a capturing race between weak chains, which the playouts read no
//!   worse than this test would).

use super::{ChainJudgementOf, ChainStatus};
use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

/// The margin of the three tests of the module docs (ownership, in [-1, 1]).
pub(crate) const SPHERE_MARGIN: f32 = 0.3;

/// Marks dead the unsettled, not certain chains of `chains` (their
/// ownership already measured) that stand weak in the opponent's sphere (see
/// the module docs), adds them to `dead` and returns how many chains it
/// marked. `own_bits` is the ownership per bit, Black positive.
pub(crate) fn lift_weak_in_sphere<const W: usize>(
    board: &BoardOf<W>,
    chains: &mut [ChainJudgementOf<W>],
    own_bits: &[f32],
    dead: &mut BitboardOf<W>,
) -> usize {
    let stride = board.size().stride() as u32;
    let empty = board.empty();
    let mut marked = BitboardOf::<W>::EMPTY;
    for c in chains.iter() {
        if c.certain
            || c.status != ChainStatus::Unsettled
            || dead.intersects(&c.stones)
            || marked.intersects(&c.stones)
            || c.ownership >= SPHERE_MARGIN
        {
            continue;
        }
        let mine = board.stones(c.color);
        let sphere = BitboardOf::<W>::flood_fill(c.stones, &(empty | mine), stride);
        let weak_friends = chains
            .iter()
            .filter(|f| f.color == c.color && f.stones.intersects(&sphere))
            .all(|f| {
                (f.certain && f.status == ChainStatus::Dead)
                    || (!f.certain && f.ownership < SPHERE_MARGIN)
            });
        if !weak_friends {
            continue;
        }
        let sign = if c.color == Color::Black { 1.0 } else { -1.0 };
        let points = sphere & empty;
        let held: f32 = points.bits().map(|b| sign * own_bits[b]).sum();
        if points.is_empty() || held > -SPHERE_MARGIN * points.count() as f32 {
            continue;
        }
        let walls = board.neighbours(&sphere) & board.stones(!c.color);
        let strong_walls = chains
            .iter()
            .filter(|o| o.color != c.color && o.stones.intersects(&walls))
            .all(|o| {
                (o.certain && matches!(o.status, ChainStatus::Alive | ChainStatus::Seki))
                    || (!o.certain && o.ownership >= SPHERE_MARGIN)
            });
        if strong_walls {
            // Every chain of its colour in the sphere goes with it: they
            // share the sphere, and so the same three tests.
            marked |= (sphere & mine).and_not(dead);
        }
    }
    let mut n = 0;
    for c in chains.iter_mut().filter(|c| c.stones.intersects(&marked)) {
        c.status = ChainStatus::Dead;
        *dead |= c.stones;
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    //! The three tests of the module docs, each failing alone, on a board
    //! whose chains' ownership is set by hand (no playouts).
    use super::*;
    use crate::bitboard::Bitboard;
    use crate::board::Board;
    use crate::point::Point;

    /// A Black wall (column 4 and row 4) closes the top-left 4×4 area, in
    /// which a White stone stands at (1, 1); another White stone at (3, 2)
    /// in the same area is used by one test.
    const AREA: &str = "
        . . . . X . . . .
        . O . . X . . . .
        . . . . X . . . .
        . . . . X . . . .
        X X X X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .";

    /// Judges `board`'s chains with the ownership `chain_own` (by the point
    /// of one stone, from the chain's side; not certain), every empty point
    /// of the top-left area at `area_own` (Black positive), and runs the
    /// rule: the points it lifted.
    fn lifted(board: &Board, chain_own: &[((u8, u8), f32)], area_own: f32) -> Vec<(u8, u8)> {
        let size = board.size();
        let mut chains = super::super::chains_of(board, &Bitboard::EMPTY, &Bitboard::EMPTY);
        for c in chains.iter_mut() {
            let &(_, own) = chain_own
                .iter()
                .find(|((r, col), _)| c.stones.contains(size.bit(Point::new(*r, *col))))
                .expect("every chain given");
            c.ownership = own;
            c.status = if own >= super::super::SETTLED_OWNERSHIP {
                ChainStatus::Alive
            } else {
                ChainStatus::Unsettled
            };
        }
        let mut own_bits = vec![0f32; crate::point::BOARD_BITS];
        for p in size.points().filter(|p| p.row < 4 && p.col < 4) {
            own_bits[size.bit(p)] = area_own;
        }
        let mut dead = Bitboard::EMPTY;
        lift_weak_in_sphere(board, &mut chains, &own_bits, &mut dead);
        for c in &chains {
            assert_eq!(c.status == ChainStatus::Dead, dead.intersects(&c.stones));
        }
        dead.points(size).map(|p| (p.row, p.col)).collect()
    }

    #[test]
    fn a_weak_stone_in_a_held_area_behind_a_strong_wall_is_dead() {
        let b = Board::from_ascii(AREA).unwrap();
        let wall = (0, 4);
        let stone = (1, 1);
        // Weak stone (0.1), area Black's (+0.6), wall strong (0.9): dead.
        assert_eq!(lifted(&b, &[(wall, 0.9), (stone, 0.1)], 0.6), [stone]);
        // At the margin itself (0.3) the stone is not weak enough.
        assert!(lifted(&b, &[(wall, 0.9), (stone, 0.3)], 0.6).is_empty());
        // The area only +0.2 Black's (not −0.3 from White's side): kept.
        assert!(lifted(&b, &[(wall, 0.9), (stone, 0.1)], 0.2).is_empty());
        // A wall at 0.2 is no stronger than a capturing race: kept.
        assert!(lifted(&b, &[(wall, 0.2), (stone, 0.1)], 0.6).is_empty());
    }

    #[test]
    fn a_living_friend_in_the_area_saves_the_weak_stone() {
        let mut b = Board::from_ascii(AREA).unwrap();
        b.set(Point::new(3, 2), Some(Color::White)).unwrap();
        let (wall, stone, friend) = ((0, 4), (1, 1), (3, 2));
        // A friend at 0.5 in the same area: neither is lifted.
        assert!(lifted(&b, &[(wall, 0.9), (stone, 0.1), (friend, 0.5)], 0.6).is_empty());
        // Both weak: both lifted, the whole area goes to Black.
        assert_eq!(
            lifted(&b, &[(wall, 0.9), (stone, 0.1), (friend, 0.2)], 0.6),
            [stone, friend]
        );
    }
}

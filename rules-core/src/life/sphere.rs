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

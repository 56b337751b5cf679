//! Benson's test restricted to one group and its eye space: whether the
//! enclosing chains are pass-alive (unconditionally alive, D. B. Benson 1976)
//! counting only the regions inside the searched eye space. The search's
//! "defender has won" test; allocates nothing.

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

/// The most chains or regions the local test tracks; an eye space of at most
/// `MAX_EYE_SPACE` points splits into fewer regions, and a group with more
/// chains is never searched (see `mod.rs`).
pub(super) const MAX_PARTS: usize = 24;

/// Whether every `defender` chain holding a stone of `group` is pass-alive
/// when only the regions of `eye_space` count (regions elsewhere are
/// ignored, so this is never more generous than the whole-board test).
/// `group`: the enclosing chains' stones as searched; `safe`: enclosing
/// chains already pass-alive on the whole board (kept alive here);
/// `eye_space`: the points enclosed (empty or opponent-occupied at the start).
pub(super) fn locally_pass_alive<const W: usize>(
    board: &BoardOf<W>,
    defender: Color,
    group: &BitboardOf<W>,
    safe: &BitboardOf<W>,
    eye_space: &BitboardOf<W>,
) -> bool {
    let stride = board.size().stride() as u32;
    let own_all = board.stones(defender);
    let own = own_all & (*group | *safe | *eye_space);
    let empty = board.empty();
    // The regions: the eye space and the group's points a ko capture
    // emptied (the search goes on after one, see `search.rs`).
    let open = (*eye_space | *group).and_not(&own_all);
    // Fewer than two empty points in the regions: fewer than two candidate
    // regions below, so the same answer without the flood fills (the
    // regions cannot exceed `MAX_PARTS` here: the eye space holds at most
    // `MAX_EYE_SPACE` points and the group loses only single stones to ko).
    if !own.intersects(safe) && (open & empty).count() < 2 {
        return !own.intersects(group);
    }

    let mut region_points = [BitboardOf::<W>::EMPTY; MAX_PARTS];
    let mut region_border = [BitboardOf::<W>::EMPTY; MAX_PARTS];
    let mut region_alive = [true; MAX_PARTS];
    let mut region_leaks = [false; MAX_PARTS];
    let mut n_regions = 0;
    let mut rest = open;
    while let Some(bit) = rest.first() {
        if n_regions == MAX_PARTS {
            return false;
        }
        let points = BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(bit), &open, stride);
        rest = rest.and_not(&points);
        region_points[n_regions] = points;
        region_border[n_regions] = board.neighbours(&points) & own;
        // A region reaching past the defender's stones (after a ko capture
        // emptied a group point, the attacker may join its inside stones to
        // its wall there) is no eye.
        region_leaks[n_regions] = !board
            .neighbours(&points)
            .and_not(&open)
            .and_not(&own)
            .is_empty();
        n_regions += 1;
    }
    // A chain lives only with two vital regions, each holding an empty
    // point and no leak: with fewer such regions than two every chain but
    // the pass-alive ones falls at the first step, so without those the
    // answer is whether no chain holds a group stone (no chain walk).
    let candidates = (0..n_regions)
        .filter(|&j| !region_leaks[j] && region_points[j].intersects(&empty))
        .count();
    if candidates < 2 && !own.intersects(safe) {
        return !own.intersects(group);
    }
    let mut chain_stones = [BitboardOf::<W>::EMPTY; MAX_PARTS];
    let mut chain_libs = [BitboardOf::<W>::EMPTY; MAX_PARTS];
    let mut chain_alive = [true; MAX_PARTS];
    let mut chain_safe = [false; MAX_PARTS];
    let mut n_chains = 0;
    let mut rest = own;
    while let Some(bit) = rest.first() {
        if n_chains == MAX_PARTS {
            return false;
        }
        // The board's chain through `bit` when it lies within `own` (the
        // usual case: then it is the part of `own` connected to `bit`), read
        // from the chain lists; else the flood fill within `own`.
        let chain = board.chain_stones_at(bit);
        let stones = if chain.and_not(&own).is_empty() {
            chain
        } else {
            BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(bit), &own, stride)
        };
        rest = rest.and_not(&stones);
        chain_stones[n_chains] = stones;
        chain_libs[n_chains] = board.neighbours(&stones);
        // Pass-alive already: never removed.
        chain_safe[n_chains] = stones.intersects(safe);
        n_chains += 1;
    }
    // Region j is vital to chain i: it has an empty point, and each of its
    // empty points is a liberty of chain i.
    let vital = |i: usize, j: usize| {
        let e = region_points[j] & empty;
        !region_leaks[j] && !e.is_empty() && e.and_not(&chain_libs[i]).is_empty()
    };
    loop {
        let mut changed = false;
        let mut removed = BitboardOf::<W>::EMPTY;
        for i in 0..n_chains {
            if chain_alive[i] && !chain_safe[i] {
                let count = (0..n_regions)
                    .filter(|&j| region_alive[j] && vital(i, j))
                    .count();
                if count < 2 {
                    chain_alive[i] = false;
                    changed = true;
                }
            }
            if !chain_alive[i] {
                removed |= chain_stones[i];
            }
        }
        for j in 0..n_regions {
            if region_alive[j] && region_border[j].intersects(&removed) {
                region_alive[j] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (0..n_chains).all(|i| chain_alive[i] || !chain_stones[i].intersects(group))
}

//! A static dead-stone proposal: no playouts, no search, a few flood fills.
//!
//! What a replay offers a record's `RE` before it runs the estimate
//! ([`crate::replay::ReplayOf::verdict`]): when the count with these dead
//! stones gives exactly the recorded margin, the players' agreement is
//! confirmed and the estimate is not needed
//! ([`crate::replay::DeadStoneSource::RecordConfirmed`]). It is a proposal,
//! not a judgement: it is right in the plain case, stones left standing in
//! an area the opponent holds, and it declines (proposes nothing) where the
//! picture is not plain; `RE` is the check, and a proposal `RE` does not
//! confirm is dropped.
//!
//! The rule, for each colour `C`: the *sphere* of a chain of `C` is the set
//! of points it reaches through empty points and `C`'s stones (as in the
//! estimate's sphere stage, `sphere.rs`), bounded by the opponent's stones
//! and the edge. An *own region* of `C` is a connected set of empty points
//! next to no opponent stone: an eye, or territory, of `C`. The chains of a
//! sphere are proposed dead when
//! 1. the sphere holds no own region of `C` (no eye, no territory: the chains
//!    can live only by capturing), or only one, of at most two points (one
//!    eye at most), and
//! 2. every opponent sphere on its boundary that (1) also finds weak holds
//!    more stones than it: of two weak groups walling each other in (a
//!    group whose only eye or territory holds a few opponent stones, which
//!    then hold no own region either), the smaller is proposed dead and the
//!    larger not; with equal numbers (a capturing race between equals, a
//!    seki between equals) neither.
//!
//! Added to them: the opponent stones inside a colour's pass-alive territory
//! ([`crate::benson::pass_alive_territory_dead`], certain; a replay's
//! verdict applies the rule to the board without them, so that a region
//! holding only such stones is an own region of its owner's). Chains in seki
//! share their liberties with the opponent and have no own region (or one
//! eye), so (1) may propose them dead: wrong, and the count with them lifted is then not
//! `RE`'s, so the estimate runs (a seki record is not confirmed by accident
//! unless the wrong count happens to equal `RE`, which the honesty check in
//! BENCHMARKS.md, "The record settles it", measures).
//!
//! Cost: a few flood fills per sphere of each colour (the spheres, their
//! own regions, then the weak opponent spheres on their boundaries), on
//! bitboards; no allocation.

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

/// The most points of the one own region a sphere may hold and still be
/// proposed dead: one or two points make one eye at most.
const MAX_LONE_EYE: u32 = 2;

/// The stones of `color` in spheres holding no own region of `color`, or
/// only one of at most [`MAX_LONE_EYE`] points (condition 1 of the module
/// docs).
fn without_own_region<const W: usize>(board: &BoardOf<W>, color: Color) -> BitboardOf<W> {
    let stride = board.size().stride() as u32;
    let on_board = board.on_board();
    let empty = board.empty();
    let mine = board.stones(color);
    let theirs = board.stones(color.opponent());
    // Empty points connected (through empty points) to an opponent stone:
    // every other empty point lies in an own region.
    let touching =
        BitboardOf::<W>::flood_fill(theirs.neighbours(on_board, stride) & empty, &empty, stride);
    let own_regions = empty.and_not(&touching);
    let within = empty | mine;
    let mut left = mine;
    let mut weak = BitboardOf::<W>::EMPTY;
    while let Some(bit) = left.first() {
        let sphere = BitboardOf::<W>::flood_fill(BitboardOf::from_bit(bit), &within, stride);
        left = left.and_not(&sphere);
        let own = sphere & own_regions;
        let one_small_eye = own.count() <= MAX_LONE_EYE
            && own.first().is_none_or(|b| {
                BitboardOf::<W>::flood_fill(BitboardOf::from_bit(b), &own, stride) == own
            });
        if one_small_eye {
            weak |= sphere & mine;
        }
    }
    weak
}

/// The stones of `color` in `weak` (its spheres without own region) whose
/// sphere holds fewer stones of `color` than each sphere of `other_weak`
/// (the opponent's, through empty points and its stones) on its boundary
/// (condition 2 of the module docs).
fn smaller_than_weak_walls<const W: usize>(
    board: &BoardOf<W>,
    color: Color,
    weak: BitboardOf<W>,
    other_weak: &BitboardOf<W>,
) -> BitboardOf<W> {
    let stride = board.size().stride() as u32;
    let on_board = board.on_board();
    let empty = board.empty();
    let within = empty | board.stones(color);
    let within_other = empty | board.stones(color.opponent());
    let mut left = weak;
    let mut dead = BitboardOf::<W>::EMPTY;
    while let Some(bit) = left.first() {
        let sphere = BitboardOf::<W>::flood_fill(BitboardOf::from_bit(bit), &within, stride);
        left = left.and_not(&sphere);
        let stones = (sphere & weak).count();
        let mut walls = sphere.neighbours(on_board, stride) & *other_weak;
        let mut smaller = true;
        while let Some(w) = walls.first() {
            let other = BitboardOf::<W>::flood_fill(BitboardOf::from_bit(w), &within_other, stride);
            walls = walls.and_not(&other);
            if (other & *other_weak).count() <= stones {
                smaller = false;
                break;
            }
        }
        if smaller {
            dead |= sphere & weak;
        }
    }
    dead
}

/// The stones of both colours the rule of the module docs proposes dead
/// (conditions 1 and 2), without Benson's: standing in spheres without an
/// own region, smaller than any such opponent sphere on their boundary.
/// Whole chains; deterministic; no allocation.
pub fn weak_in_opponent_area<const W: usize>(board: &BoardOf<W>) -> BitboardOf<W> {
    let weak_black = without_own_region(board, Color::Black);
    let weak_white = without_own_region(board, Color::White);
    smaller_than_weak_walls(board, Color::Black, weak_black, &weak_white)
        | smaller_than_weak_walls(board, Color::White, weak_white, &weak_black)
}

/// The static dead-stone proposal of the module docs:
/// [`weak_in_opponent_area`] plus the opponent stones in pass-alive
/// territory (Benson; under `multi_stone_suicide` rules a region is vital
/// only when all its points touch the chain, as
/// [`crate::benson::pass_alive_territory_dead`] says). Whole chains;
/// deterministic; no allocation.
pub fn static_dead_proposal<const W: usize>(
    board: &BoardOf<W>,
    multi_stone_suicide: bool,
) -> BitboardOf<W> {
    weak_in_opponent_area(board)
        | crate::benson::pass_alive_territory_dead(board, multi_stone_suicide)
}

#[cfg(test)]
mod tests {
    //! Diagrams drawn and judged by hand (`X` Black, `O` White; points are
    //! (column, row) from the top left).
    use super::*;
    use crate::board::Board;

    fn proposal(text: &str) -> Vec<(u8, u8)> {
        let board = Board::from_ascii(text).unwrap();
        let dead = static_dead_proposal(&board, false);
        let mut points: Vec<(u8, u8)> = dead.points(board.size()).map(|p| (p.col, p.row)).collect();
        points.sort_unstable();
        points
    }

    /// White's wall (column 3, row 6) holds the top left, an own region;
    /// Black's (column 4, row 6, row 7) holds the bottom rows, which touch
    /// no White stone. White's (6,1) and (6,2) stand in Black's right side,
    /// whose empty points touch Black's wall: no own region, and no weak
    /// Black sphere around them: dead.
    #[test]
    fn dead_stones_in_territory() {
        let dead = proposal(
            ". . . O X . . . .
             . . . O X . O . .
             . . . O X . O . .
             . . . O X . . . .
             . . . O X . . . .
             . . . O X . . . .
             O O O O X X X X X
             X X X X X . . . .
             . . . . . . . . .",
        );
        assert_eq!(dead, vec![(6, 1), (6, 2)]);
    }

    /// Both walls with their territory, nothing inside: nothing proposed.
    #[test]
    fn living_walls_not_dead() {
        let dead = proposal(
            ". . . O X . . . .
             . . . O X . . . .
             . . . O X . . . .
             . . . O X . . . .
             . . . O X . . . .",
        );
        assert!(dead.is_empty(), "{dead:?}");
    }

    /// Black's group at the bottom right lives with two eyes, (7,6) and
    /// (8,8), own regions of Black's; White's wall around it has the rest of
    /// the board, which touches no Black stone. Nothing dead.
    #[test]
    fn living_group_with_two_eyes_not_dead() {
        let dead = proposal(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . O O O O
             . . . . . O X X X
             . . . . . O X . X
             . . . . . O X X X
             . . . . . O X X .",
        );
        assert!(dead.is_empty(), "{dead:?}");
    }

    /// Black's group with one eye, (7,6), closed in by White's wall, which
    /// holds the rest of the board: one own region of one point, one eye at
    /// most: dead (the whole group, 8 stones).
    #[test]
    fn one_eyed_group_dead() {
        let dead = proposal(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . O O O O
             . . . . . O X X X
             . . . . . O X . X
             . . . . . O X X X
             . . . . . O O O O",
        );
        let mut group = vec![
            (6, 5),
            (7, 5),
            (8, 5),
            (6, 6),
            (8, 6),
            (6, 7),
            (7, 7),
            (8, 7),
        ];
        group.sort_unstable();
        assert_eq!(dead, group);
    }

    /// A Black group with a three-point own region on the edge, (6,6),
    /// (7,6) and (8,6): more than [`MAX_LONE_EYE`] points, room for two
    /// eyes: not proposed.
    #[test]
    fn group_with_three_point_eye_space_declined() {
        let dead = proposal(
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . O O O O O
             . . . . O X X X X
             . . . . O X . . .
             . . . . O X X X X
             . . . . O O O O O",
        );
        assert!(dead.is_empty(), "{dead:?}");
    }

    /// White's wall (column 5) has only the right side, which holds Black's
    /// stone (7,1): neither has an own region, they wall each other in, and
    /// the smaller (Black's one stone against White's five) is dead: both
    /// colours' stones touch in that area, only Black's are lifted.
    #[test]
    fn weak_wall_and_the_stone_inside() {
        let dead = proposal(
            ". . . . X O . . .
             . . . . X O . X .
             . . . . X O . . .
             . . . . X O . . .
             . . . . X O . . .",
        );
        assert_eq!(dead, vec![(7, 1)]);
    }

    /// A Black ring (16 stones) whose only eye space, nine points, holds
    /// White's (6,5), all inside White's wall (which has the left side): the
    /// ring and the stone wall each other in; the stone is the smaller,
    /// dead; the ring is not proposed.
    #[test]
    fn stone_in_the_only_eye_space() {
        let dead = proposal(
            ". . . . . . . . .
             . . . . . . . . .
             . . . O O O O O O
             . . . O X X X X X
             . . . O X . . . X
             . . . O X . O . X
             . . . O X . . . X
             . . . O X X X X X
             . . . O O O O O O",
        );
        assert_eq!(dead, vec![(6, 5)]);
    }
}

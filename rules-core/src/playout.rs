//! Light random playouts: the standard benchmark of a Go engine, and the move
//! generator behind GTP `genmove`. A policy, not a rule of Go.

use crate::point::Move;
use crate::position::PositionOf;
use crate::splitmix::SplitMix64;

/// Picks a uniformly random legal placement for the side to move that does not
/// fill one of its own eyes (an empty point whose every on-board neighbour is
/// its stone, [`crate::sized::Board::is_eye_shape`]), and plays it; passes when none
/// is left. Returns the move played. Allocates nothing (beyond the position's
/// own history growth).
///
/// Candidates are drawn from the board's empty list, which keeps each
/// colour's eye shapes in a segment of their own, updated move by move
/// around the changed points: the draw is over the other two segments (the
/// points that are neither colour's eye shape, and the opponent's eye shapes),
/// so an own eye is never drawn. A rejected candidate (illegal, or an
/// opponent's eye shape that captures nothing and so is suicide) is swapped
/// to the end of its segment's part still in the draw, and the draw repeats
/// over the rest: every acceptable point is equally likely, each draw O(1).
#[inline]
pub fn play_random_move<const W: usize>(pos: &mut PositionOf<W>, rng: &mut SplitMix64) -> Move {
    match play_random_bit(pos, rng) {
        Some(bit) => Move::Place(pos.size().point_of_bit(bit)),
        None => Move::Pass,
    }
}

/// [`play_random_move`], reporting the stone's bit (`None` for a pass).
#[inline]
fn play_random_bit<const W: usize>(pos: &mut PositionOf<W>, rng: &mut SplitMix64) -> Option<usize> {
    let color = pos.to_move();
    let [(start, mut left), (opp_start, mut opp_left)] = pos.board().playout_ranges(color);
    loop {
        let total = left + opp_left;
        if total == 0 {
            break;
        }
        let r = rng.below(total as u32) as usize;
        if r < left {
            let i = start + r;
            let bit = pos.board().empty_bits()[i] as usize;
            if pos.play_empty_bit(bit).is_ok() {
                return Some(bit);
            }
            left -= 1;
            pos.swap_empty(i, start + left);
        } else {
            // An opponent's eye shape: suicide unless it captures.
            let i = opp_start + (r - left);
            let bit = pos.board().empty_bits()[i] as usize;
            if pos.board().eye_captures(bit) && pos.play_empty_bit(bit).is_ok() {
                return Some(bit);
            }
            opp_left -= 1;
            pos.swap_empty(i, opp_start + opp_left);
        }
    }
    pos.play(Move::Pass).expect("a pass is always legal");
    None
}

/// Plays random moves ([`play_random_move`]) until two passes in a row or
/// `max_moves` moves; returns the number of moves played.
pub fn light_playout<const W: usize>(
    pos: &mut PositionOf<W>,
    rng: &mut SplitMix64,
    max_moves: usize,
) -> usize {
    let mut passes = 0;
    let mut n = 0;
    while n < max_moves && passes < 2 {
        let m = play_random_bit(pos, rng);
        passes = if m.is_none() { passes + 1 } else { 0 };
        n += 1;
    }
    n
}

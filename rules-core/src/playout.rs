//! Light random playouts: the standard benchmark of a Go engine, and the move
//! generator behind GTP `genmove`. A policy, not a rule of Go.

use crate::bitboard::Bitboard;
use crate::point::Move;
use crate::position::Position;

/// SplitMix64: a tiny, seeded, reproducible generator for playouts (not for
/// anything that needs unpredictability).
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (`n > 0`), by multiply-shift.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

/// Picks a uniformly random legal placement for the side to move that does not
/// fill one of its own eyes ([`Position::own_eyes`]), and plays it; passes when
/// none is left. Returns the move played. Allocates nothing (beyond the
/// position's own history growth).
#[inline]
pub fn play_random_move(pos: &mut Position, rng: &mut SplitMix64) -> Move {
    let mut candidates: Bitboard = pos.board().empty().and_not(&pos.own_eyes());
    loop {
        let n = candidates.count();
        if n == 0 {
            pos.play(Move::Pass).expect("a pass is always legal");
            return Move::Pass;
        }
        let bit = candidates.nth(rng.below(n)).expect("n > 0 bits");
        match pos.play_bit(bit) {
            Ok(out) => return out.mv,
            Err(_) => candidates.remove(bit),
        }
    }
}

/// Plays random moves ([`play_random_move`]) until two passes in a row or
/// `max_moves` moves; returns the number of moves played.
pub fn light_playout(pos: &mut Position, rng: &mut SplitMix64, max_moves: usize) -> usize {
    let mut passes = 0;
    let mut n = 0;
    while n < max_moves && passes < 2 {
        let m = play_random_move(pos, rng);
        passes = if m.is_pass() { passes + 1 } else { 0 };
        n += 1;
    }
    n
}

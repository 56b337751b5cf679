//! The playout stage of the estimate: ownership playouts run only while some
//! chain is still open, and stopped as soon as every open chain is settled
//! beyond doubt.
//!
//! Each playout gives every open chain a value in [-1, 1] from its own side
//! (the mean over its stones of +1 held by its colour at the end, −1 by the
//! other, 0 neither); the estimate judges a chain by the mean of these
//! values against three thresholds: ±[`SETTLED_OWNERSHIP`] (alive, dead) and
//! 0 (an unsettled chain captured in more than half of the playouts is
//! lifted). After every [`BATCH`] playouts from [`MIN_PLAYOUTS`] on, the
//! sampling stops when, for every open chain, the mean is further than
//! [`Z`] standard errors from each threshold (the standard error from the
//! playouts' own spread, plus 1/n so that n agreeing playouts are never
//! taken as proof of more than n can show). By the normal approximation, a
//! chain whose true mean lies across a threshold passes one check with a
//! chance under 1 in 700. One relief: a chain whose mean is settled
//! against 0 (so its place among the dead stones, which the count takes) but
//! still near ±[`SETTLED_OWNERSHIP`] stops holding the sampling up once its
//! standard error is at most [`LABEL_ERROR`]: its label (dead or unsettled,
//! alive or unsettled) is then a close call that 256 playouts do not settle
//! either (standard error about 0.06 for such a chain). A chain that is really
//! in doubt, its mean near 0, keeps the playouts going to
//! [`LifeOptions::playouts`]. On the 312 real records the
//! CLI estimates and GNU Go's 82 finished games the dead stones are those of
//! the full 256 playouts in every game (BENCHMARKS.md, "The estimate's
//! speed"); with the first check at 16 and one every 8 (32 and 16 before),
//! the same as with the checks at 32 and every 16 (BENCHMARKS.md, "The main
//! job's speed").
//!
//! Batches are even, so that as many playouts start with each side to move.

use super::{playout, LifeOptions, SETTLED_OWNERSHIP};
use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::splitmix::SplitMix64;

/// The fewest playouts before the sampling may stop (or all that were asked
/// for, when fewer).
pub(crate) const MIN_PLAYOUTS: u32 = 16;

/// Playouts between two checks of the stopping rule (even: half start with
/// each side).
pub(crate) const BATCH: u32 = 8;

/// Standard errors a chain's mean must keep from every threshold to stop.
pub(crate) const Z: f32 = 3.0;

/// The standard error at which a chain's mean, still within [`Z`] of
/// ±[`SETTLED_OWNERSHIP`], no longer holds the sampling up (see the module
/// docs).
pub(crate) const LABEL_ERROR: f32 = 0.1;

/// Runs the playouts on `board` with `to_move` to play for the `open` chains
/// (stones and colour), at most `options.playouts` of them, writes each
/// point's ownership, Black positive, into `own_bits` (indexed by bit, as a
/// mean over the playouts run) and returns the number of playouts run.
pub(crate) fn sample<const W: usize>(
    board: &BoardOf<W>,
    to_move: Color,
    options: &LifeOptions,
    open: &[(BitboardOf<W>, Color)],
    own_bits: &mut [f32],
) -> u32 {
    let size = board.size();
    // Ownership counts per bit: +1 a playout ended with Black there.
    let mut counts = vec![0i32; own_bits.len()];
    // Per open chain: the sum and the sum of squares of its value.
    let mut sums = vec![(0f32, 0f32); open.len()];
    let mut rng = SplitMix64(options.seed ^ 0x6c69_6665_2d65_7374);
    // A playout can cycle (simple ko only, triple ko): cap it.
    let max_moves = 3 * size.num_points() + 64;
    let mut scratch = *board;
    let eyes = playout::eye_spaces(board);
    let mut run = 0;
    while run < options.playouts {
        scratch.clone_from(board);
        let first = if run % 2 == 0 { to_move } else { !to_move };
        playout::playout(&mut scratch, first, &eyes, &mut rng, max_moves);
        let [black, white] = playout::area(&scratch);
        for bit in black.bits() {
            counts[bit] += 1;
        }
        for bit in white.bits() {
            counts[bit] -= 1;
        }
        for ((stones, color), (sum, squares)) in open.iter().zip(sums.iter_mut()) {
            let (own, other) = if *color == Color::Black {
                (&black, &white)
            } else {
                (&white, &black)
            };
            let held = (*stones & *own).count() as f32 - (*stones & *other).count() as f32;
            let value = held / stones.count() as f32;
            *sum += value;
            *squares += value * value;
        }
        run += 1;
        if run >= MIN_PLAYOUTS && run % BATCH == 0 && sums.iter().all(|&s| settled(s, run)) {
            break;
        }
    }
    let scale = 1.0 / run as f32;
    for (own, &c) in own_bits.iter_mut().zip(counts.iter()) {
        *own = c as f32 * scale;
    }
    run
}

/// Whether a chain whose values over `n` playouts sum to `sum` (squares to
/// `squares`) is settled: its mean further than [`Z`] standard errors from
/// −[`SETTLED_OWNERSHIP`], 0 and +[`SETTLED_OWNERSHIP`].
fn settled((sum, squares): (f32, f32), n: u32) -> bool {
    let n = n as f32;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0);
    let error = (variance / n).sqrt() + 1.0 / n;
    let margin = Z * error;
    mean.abs() > margin
        && (error <= LABEL_ERROR
            || [-SETTLED_OWNERSHIP, SETTLED_OWNERSHIP]
                .iter()
                .all(|t| (mean - t).abs() > margin))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values all +1 (or all −1) settle from the first check on; a chain that
    /// survives 28 playouts of 32 does not yet (mean 0.75, standard error
    /// 0.117 + 1/32: 3 of them reach 0.4).
    #[test]
    fn settled_by_hand() {
        assert!(settled((32.0, 32.0), 32));
        assert!(settled((-32.0, 32.0), 32));
        assert!(!settled((28.0 - 4.0, 32.0), 32));
        // Half and half: at 0, never settled.
        assert!(!settled((0.0, 256.0), 256));
        // 31 of 32: mean 0.9375, variance 0.121, margin 3 × (0.0615 +
        // 0.03125) = 0.278 < 0.5375.
        assert!(settled((30.0, 32.0), 32));
        // Captured in 22 of 32 (mean −0.375, variance 0.859, standard error
        // 0.164 + 0.031): 3 of them reach past 0 and −0.4, not settled. The
        // same rate over 112 playouts (77 captured: mean −0.375, error
        // 0.0876 + 0.0089 = 0.0965 ≤ 0.1, margin 0.29 < 0.375 from 0):
        // settled, though within 3 errors of −0.4.
        assert!(!settled((-12.0, 32.0), 32));
        assert!(settled((-42.0, 112.0), 112));
    }
}

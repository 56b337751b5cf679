//! The playout stage of the estimate: ownership playouts run only while some
//! chain is still open, and stopped as soon as every open chain's place in
//! the count is settled beyond doubt.
//!
//! Each playout gives every open chain a value in [-1, 1] from its own side
//! (the mean over its stones of +1 held by its colour at the end, −1 by the
//! other, 0 neither); the estimate judges a chain by the mean of these
//! values against three thresholds: 0 (a chain captured in more than half
//! of the playouts is lifted: what the count takes) and
//! ±[`SETTLED_OWNERSHIP`](super::SETTLED_OWNERSHIP) (its label: alive,
//! unsettled or dead). After every [`BATCH`] playouts from [`MIN_PLAYOUTS`]
//! on, the sampling stops when, for every open chain, the mean is further
//! than [`Z`] standard errors from 0 (the standard error from the playouts'
//! own spread, plus 1/n so that n agreeing playouts are never taken as proof
//! of more than n can show). By the normal approximation, a chain whose true
//! mean lies on the other side of 0 passes one check with a chance under 1
//! in 700, so the dead stones are those of the full
//! [`LifeOptions::playouts`]. The label is read from the mean at the stop:
//! a chain near ±[`SETTLED_OWNERSHIP`](super::SETTLED_OWNERSHIP) is a close
//! call there, which 256 playouts do not settle either (standard error
//! about 0.06 for such a chain). A chain that is really in doubt, its mean
//! near 0, keeps the playouts going to [`LifeOptions::playouts`].
//!
//! Until round 3 of issue 30 the sampling also waited for each label (the
//! mean further than [`Z`] errors from ±0.4 too, or its standard error at
//! most 0.1): on the corpus replay's 338 sampled estimates that cost 44 %
//! more playouts (23,608 against 16,416) for the same dead stones in every
//! one (BENCHMARKS.md, "The main job's speed, round 3").
//!
//! Batches are even, so that as many playouts start with each side to move.

use super::{playout, LifeOptions};
use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::splitmix::SplitMix64;

/// The fewest playouts before the sampling may stop (or all that were asked
/// for, when fewer): 8, four with each side to move. Only chains held (or
/// lost) in all 8 pass the check then (standard error 1/8, margin 0.375; 7
/// of 8 do not: margin 1.08 against a mean of 0.75); a chain captured in
/// more than half of the playouts survives all 8 with a chance under 1 in
/// 256. In the corpus replay's output 91 of the 336 records estimated with
/// playouts stop at 8 (16 before; BENCHMARKS.md, "The main job's speed,
/// round 3"), with the same dead stones in every record.
pub(crate) const MIN_PLAYOUTS: u32 = 8;

/// Playouts between two checks of the stopping rule (even: half start with
/// each side).
pub(crate) const BATCH: u32 = 8;

/// Standard errors a chain's mean must keep from 0 to stop.
pub(crate) const Z: f32 = 3.0;

/// Runs the playouts on `board` with `to_move` to play for the `open` chains
/// (stones and colour), at most `options.playouts` of them, writes each
/// point's ownership, Black positive, into `own_bits` (indexed by bit, as a
/// mean over the playouts run) and returns the number of playouts run. At
/// each check the chains do not pass, before the last playout, `check` is
/// given the ownership counts so far (by bit, +1 per playout ending with
/// Black there, −1 White) and the playouts run: when it says so the sampling
/// stops there, and the second value returned is `true`.
pub(crate) fn sample<const W: usize>(
    board: &BoardOf<W>,
    to_move: Color,
    options: &LifeOptions,
    open: &[(BitboardOf<W>, Color)],
    own_bits: &mut [f32],
    check: &mut dyn FnMut(&[i32], u32) -> bool,
) -> (u32, bool) {
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
    let mut stopped = false;
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
        if run >= MIN_PLAYOUTS && run % BATCH == 0 {
            if sums.iter().all(|&s| settled(s, run)) {
                break;
            }
            if run < options.playouts && check(&counts, run) {
                stopped = true;
                break;
            }
        }
    }
    let scale = 1.0 / run as f32;
    for (own, &c) in own_bits.iter_mut().zip(counts.iter()) {
        *own = c as f32 * scale;
    }
    (run, stopped)
}

/// Whether a chain whose values over `n` playouts sum to `sum` (squares to
/// `squares`) is settled for the count: its mean further than [`Z`] standard
/// errors from 0.
fn settled((sum, squares): (f32, f32), n: u32) -> bool {
    let n = n as f32;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0);
    let error = (variance / n).sqrt() + 1.0 / n;
    mean.abs() > Z * error
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values all +1 (or all −1) settle from the first check on. A chain
    /// that survives 28 playouts of 32 is settled too (mean 0.75, variance
    /// 0.4375, standard error 0.117 + 1/32 = 0.148, margin 0.445 < 0.75),
    /// though within 3 errors of 0.4 (the label waited for that until
    /// round 3); one that survives 20 of 32 is not (mean 0.25, variance
    /// 0.9375, error 0.171 + 0.031, margin 0.607).
    #[test]
    fn settled_by_hand() {
        assert!(settled((8.0, 8.0), 8));
        assert!(!settled((7.0 - 1.0, 8.0), 8));
        assert!(settled((16.0, 16.0), 16));
        assert!(settled((32.0, 32.0), 32));
        assert!(settled((-32.0, 32.0), 32));
        assert!(settled((28.0 - 4.0, 32.0), 32));
        assert!(!settled((20.0 - 12.0, 32.0), 32));
        // Half and half: at 0, never settled.
        assert!(!settled((0.0, 256.0), 256));
        // Captured in 22 of 32, 44 of 64, 55 of 80 (mean −0.375, variance
        // 0.859): not settled after 32 (error 0.164 + 0.031, margin 0.585)
        // nor 64 (error 0.116 + 0.016, margin 0.395), settled after 80
        // (error 0.104 + 0.0125, margin 0.348 < 0.375).
        assert!(!settled((-12.0, 32.0), 32));
        assert!(!settled((-24.0, 64.0), 64));
        assert!(settled((-30.0, 80.0), 80));
    }
}

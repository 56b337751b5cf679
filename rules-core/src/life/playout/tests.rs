//! The playouts' shortcuts against the plain policy they stand for: the
//! skip read from the segment of the empty list against
//! `Board::playout_skips` (which tests the point itself),
//! `Board::evaluate_unless_self_atari` and `evaluate_unless_in_atari`
//! against `evaluate`, `is_self_atari` and `leaves_in_atari` on every
//! empty point, and whole
//! playouts against [`reference::playout`], the policy as written before the
//! shortcuts, candidate by candidate. Both must draw the same numbers, test
//! the same candidates in the same order and end on the same board, empty
//! list order included (the next playout's draws read it); positions from
//! light random games of several sizes, in three word counts.

use super::*;
use crate::point::BoardSize;
use crate::position::PositionOf;
use crate::rules::{KoRule, SuicideRule};
use proptest::prelude::*;

/// The playout policy with every candidate tested point by point: the code
/// of `pick`, `acceptable` and `reply_to` before the shortcuts (the skip
/// from the segment, `leaves_in_atari` before `acceptable`, the candidate
/// test in one reading).
mod reference {
    use super::super::Recent;
    use crate::bitboard::BitboardOf;
    use crate::board::{BoardOf, Placement};
    use crate::color::Color;
    use crate::splitmix::SplitMix64;

    pub(super) fn playout<const W: usize>(
        board: &mut BoardOf<W>,
        first: Color,
        eyes: &[BitboardOf<W>; 2],
        rng: &mut SplitMix64,
        max_moves: usize,
    ) -> usize {
        let mut color = first;
        let mut recent = Recent::new(board.hash());
        let mut ko: Option<usize> = None;
        let mut last: Option<usize> = None;
        let mut passes = 0;
        let mut n = 0;
        while n < max_moves && passes < 2 {
            let reply = last.and_then(|m| reply_to(board, color, m, ko, &recent, rng));
            let played = match reply {
                Some(placement) => {
                    board.apply(&placement);
                    Some((placement.bit(), placement.ko_point()))
                }
                None => pick(board, color, ko, &eyes[color.index()], &recent, rng),
            };
            if played.is_some() {
                recent.push(board.hash());
            }
            match played {
                Some((bit, next_ko)) => {
                    ko = next_ko;
                    last = Some(bit);
                    passes = 0;
                }
                None => {
                    ko = None;
                    last = None;
                    passes += 1;
                }
            }
            color = color.opponent();
            n += 1;
        }
        n
    }

    fn pick<const W: usize>(
        board: &mut BoardOf<W>,
        color: Color,
        ko: Option<usize>,
        eyes: &BitboardOf<W>,
        recent: &Recent,
        rng: &mut SplitMix64,
    ) -> Option<(usize, Option<usize>)> {
        let mut ranges = board.playout_ranges(color);
        loop {
            let [(_, l0), (_, l1)] = ranges;
            if l0 + l1 == 0 {
                return None;
            }
            let r = rng.below((l0 + l1) as u32) as usize;
            let k = usize::from(r >= l0);
            let i = ranges[k].0 + r - k * l0;
            let bit = board.empty_bits()[i] as usize;
            if Some(bit) != ko
                && !board.playout_skips(color, bit)
                && (!eyes.contains(bit) || board.touches(color.opponent(), bit))
            {
                if let Some(placement) = acceptable(board, color, bit, recent) {
                    board.apply(&placement);
                    return Some((bit, placement.ko_point()));
                }
            }
            ranges[k].1 -= 1;
            board.swap_empty(i, ranges[k].0 + ranges[k].1);
        }
    }

    fn acceptable<const W: usize>(
        board: &BoardOf<W>,
        color: Color,
        bit: usize,
        recent: &Recent,
    ) -> Option<Placement> {
        let placement = board.evaluate(color, bit);
        let ok = !placement.is_suicide()
            && (placement.captures() > 0 || !board.is_self_atari(color, bit))
            && !recent.contains(placement.hash_after());
        ok.then_some(placement)
    }

    fn reply_to<const W: usize>(
        board: &BoardOf<W>,
        color: Color,
        last: usize,
        ko: Option<usize>,
        recent: &Recent,
        rng: &mut SplitMix64,
    ) -> Option<Placement> {
        let ok = |bit: usize| {
            if Some(bit) == ko {
                None
            } else {
                acceptable(board, color, bit, recent)
            }
        };
        let capture = board.atari_liberty(last).and_then(ok);
        for stone in board.stone_neighbours(last, color) {
            if stone == usize::MAX {
                continue;
            }
            if let Some(liberty) = board.atari_liberty(stone) {
                if capture.is_some() {
                    return capture;
                }
                if let Some(extend) = ok(liberty) {
                    return Some(extend);
                }
            }
        }
        if capture.is_some() {
            return capture;
        }
        if let Some((a, b)) = board.two_liberties(last) {
            let (first, second) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
            for bit in [first, second] {
                if let Some(atari) = ok(bit) {
                    if !board.leaves_in_atari(color, bit, 1) {
                        return Some(atari);
                    }
                }
            }
        }
        if rng.below(2) == 0 {
            let around = board.empty_neighbours(last);
            let start = rng.below(4) as usize;
            for k in 0..4 {
                let bit = around[(start + k) % 4];
                if bit == usize::MAX {
                    continue;
                }
                if let Some(contact) = ok(bit) {
                    if !board.leaves_in_atari(color, bit, 1) {
                        return Some(contact);
                    }
                }
            }
        }
        None
    }
}

/// Checks, on the position `seed` and `moves` give on a `side`×`side` board
/// of `W` words: [`segment_skips`] against `Board::playout_skips` on every
/// point either colour may draw, there and after the first `cut` moves of a
/// playout from there; and two playouts (each side first), the fast one and
/// the reference, from the same board and seed: same moves played, same
/// generator state, same board and empty list at the end.
fn check<const W: usize>(
    side: u32,
    seed: u64,
    moves: usize,
    cut: usize,
) -> Result<(), TestCaseError> {
    let size = BoardSize::square(side).unwrap();
    let mut pos = PositionOf::<W>::new(size, KoRule::Simple, SuicideRule::Forbidden);
    crate::playout::light_playout(&mut pos, &mut SplitMix64(seed), moves);
    let start = *pos.board();
    let eyes = eye_spaces(&start);
    let max_moves = 3 * size.num_points() + 64;
    let mut cut_board = start;
    playout(
        &mut cut_board,
        Color::Black,
        &eyes,
        &mut SplitMix64(!seed),
        cut,
    );
    for board in [&start, &cut_board] {
        let mut skipped = [0; 2];
        for color in Color::ALL {
            for (k, (first, len)) in board.playout_ranges(color).into_iter().enumerate() {
                for &bit in &board.empty_bits()[first..first + len] {
                    let bit = bit as usize;
                    let fast = segment_skips(board, k, bit);
                    prop_assert_eq!(
                        fast,
                        board.playout_skips(color, bit),
                        "bit {} range {}",
                        bit,
                        k
                    );
                    skipped[k] += usize::from(fast);
                }
            }
        }
        // Range 0 holds no point skipped.
        prop_assert_eq!(skipped[0], 0);
        // The candidate tests in one reading against their two tests.
        for bit in board.empty().bits() {
            for color in Color::ALL {
                let placement = board.evaluate(color, bit);
                let want = (!placement.is_suicide()
                    && (placement.captures() > 0 || !board.is_self_atari(color, bit)))
                .then_some(placement);
                prop_assert_eq!(
                    board.evaluate_unless_self_atari(color, bit),
                    want,
                    "bit {}",
                    bit
                );
                for min in 1..=4 {
                    for captures_too in [false, true] {
                        let exempt = !captures_too && placement.captures() > 0;
                        let want = (!placement.is_suicide()
                            && (exempt || !board.leaves_in_atari(color, bit, min)))
                        .then_some(placement);
                        let got = board.evaluate_unless_in_atari(color, bit, min, captures_too);
                        prop_assert_eq!(got, want, "bit {} min {} {}", bit, min, captures_too);
                    }
                }
            }
        }
    }
    for first in Color::ALL {
        let (mut fast, mut slow) = (start, start);
        let (mut rng_fast, mut rng_slow) = (SplitMix64(seed ^ 0x55), SplitMix64(seed ^ 0x55));
        let n_fast = playout(&mut fast, first, &eyes, &mut rng_fast, max_moves);
        let n_slow = reference::playout(&mut slow, first, &eyes, &mut rng_slow, max_moves);
        prop_assert_eq!(n_fast, n_slow);
        prop_assert_eq!(rng_fast.0, rng_slow.0);
        prop_assert!(fast == slow);
        prop_assert_eq!(fast.hash(), slow.hash());
        prop_assert_eq!(fast.empty_bits(), slow.empty_bits());
        prop_assert_eq!(fast.non_eye_bits(), slow.non_eye_bits());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    /// Three words: 2x2 to 13x13.
    #[test]
    fn fast_playouts_are_the_reference_tiny(side in 2u32..=13, seed: u64, moves in 0usize..300, cut in 0usize..200) {
        check::<3>(side, seed, moves, cut)?;
    }

    /// Six words: 9x9 to 19x19, opening to end of game.
    #[test]
    fn fast_playouts_are_the_reference(side in 9u32..=19, seed: u64, moves in 0usize..600, cut in 0usize..600) {
        check::<6>(side, seed, moves, cut)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    /// Eleven words: 20x20 to 25x25.
    #[test]
    fn fast_playouts_are_the_reference_big(side in 20u32..=25, seed: u64, moves in 0usize..900, cut in 0usize..900) {
        check::<11>(side, seed, moves, cut)?;
    }
}

proptest! {
    /// `Recent::contains` against the last 16 positions kept plainly (the
    /// first one 16 times at the start), hashes drawn from a few values
    /// with few low bytes so that bytes, and whole hashes, repeat.
    #[test]
    fn recent_is_the_last_sixteen(first in 0u64..6, pushes in proptest::collection::vec((0u64..6, 0u64..3), 0..60), probes in proptest::collection::vec((0u64..6, 0u64..3), 1..12)) {
        let hash = |(low, high): (u64, u64)| low | high << 40;
        let first = hash((first, 0));
        let mut recent = Recent::new(first);
        let mut plain = vec![first; Recent::LEN];
        for &p in &pushes {
            recent.push(hash(p));
            plain.push(hash(p));
            let last = &plain[plain.len() - Recent::LEN..];
            for &q in &probes {
                prop_assert_eq!(recent.contains(hash(q)), last.contains(&hash(q)));
            }
        }
    }
}

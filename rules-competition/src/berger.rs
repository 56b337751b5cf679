//! Round robin schedules (循环制, 1988 art. 27.2; 2002 art. 26.2) from Berger tables.

use super::CompetitionError;

/// One round's pairings: boards as (Black, White) by entrant index, and the
/// entrant with a bye, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    /// Boards in order, each (Black, White).
    pub boards: Vec<(usize, usize)>,
    /// The entrant not paired this round.
    pub bye: Option<usize>,
}

/// The most entrants a schedule is built for.
pub const MAX_ROUND_ROBIN: usize = 1000;

/// A single (`cycles = 1`) or double (`cycles = 2`) round robin for `n`
/// entrants numbered `0..n` (draw the numbers by lot, see
/// [`crate::Lot::shuffle`]).
///
/// Berger tables: with `n` even (an odd field gets a dummy whose opponent has
/// the bye), round 1 pairs 1–n, 2–(n−1), …; each next round adds n/2 to every
/// number but n (modulo n−1) and n changes side. Each pair meets once per cycle;
/// each entrant's Black and White games differ by at most one per cycle; the
/// second cycle repeats the first with colours swapped.
///
/// # Errors
/// [`CompetitionError::TooFewEntrants`] below 2, [`CompetitionError::TooManyEntrants`]
/// above [`MAX_ROUND_ROBIN`] or when `cycles` is 0 or above 4.
pub fn round_robin(n: usize, cycles: u32) -> Result<Vec<RoundPairing>, CompetitionError> {
    if n < 2 {
        return Err(CompetitionError::TooFewEntrants(n));
    }
    if n > MAX_ROUND_ROBIN || cycles == 0 || cycles > 4 {
        return Err(CompetitionError::TooManyEntrants(n));
    }
    let m = n + n % 2; // even size with dummy m-1 when n is odd
    let half = m / 2;
    // Numbers 1..=m; `pairs` holds (first, second) with the first named as Black.
    let mut pairs: Vec<(usize, usize)> = (1..=half).map(|i| (i, m + 1 - i)).collect();
    let mut cycle = Vec::with_capacity(m - 1);
    for r in 0..m - 1 {
        if r > 0 {
            let step = |x: usize| {
                if x == m {
                    m
                } else {
                    (x - 1 + half) % (m - 1) + 1
                }
            };
            pairs = pairs.iter().map(|&(a, b)| (step(a), step(b))).collect();
            // m changes side every round.
            if let Some(p) = pairs.iter_mut().find(|p| p.0 == m || p.1 == m) {
                *p = (p.1, p.0);
            }
        }
        let mut round = RoundPairing::default();
        for &(a, b) in &pairs {
            let (a, b) = (a - 1, b - 1);
            if n % 2 == 1 && (a == m - 1 || b == m - 1) {
                round.bye = Some(if a == m - 1 { b } else { a });
            } else {
                round.boards.push((a, b));
            }
        }
        cycle.push(round);
    }
    let mut out = Vec::new();
    for c in 0..cycles {
        for r in &cycle {
            let boards = if c % 2 == 0 {
                r.boards.clone()
            } else {
                r.boards.iter().map(|&(a, b)| (b, a)).collect()
            };
            out.push(RoundPairing { boards, bye: r.bye });
        }
    }
    Ok(out)
}

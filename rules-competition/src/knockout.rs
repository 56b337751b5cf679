//! Knockout brackets (淘汰制, 1988 art. 27.1; 2002 art. 26.1): single and double
//! elimination, seeded so that the top seeds meet as late as possible.

use super::CompetitionError;

/// The most entrants a bracket is built for.
pub const MAX_BRACKET: usize = 1 << 16;

/// Where a bracket match's player comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The entrant with this seed (0 = top seed).
    Seed(usize),
    /// Nobody: the other player goes through without playing (walkover), and
    /// the "loser" of such a match is again `Bye`.
    Bye,
    /// The winner of the match with this id.
    Winner(usize),
    /// The loser of the match with this id (double elimination).
    Loser(usize),
}

/// Which part of a bracket a match belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The main (winners') bracket.
    Winners,
    /// The losers' bracket of a double elimination.
    Losers,
    /// The final between the two brackets' winners.
    GrandFinal,
    /// The second final, played only if the losers' bracket winner wins the first.
    Reset,
}

impl Stage {
    /// Every stage.
    pub const ALL: [Stage; 4] = [
        Stage::Winners,
        Stage::Losers,
        Stage::GrandFinal,
        Stage::Reset,
    ];
}

/// One match of a bracket.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BracketMatch {
    /// Index into [`Bracket::matches`].
    pub id: usize,
    /// Bracket part.
    pub stage: Stage,
    /// Round within the stage, 1-based.
    pub round: u32,
    /// First player.
    pub a: Slot,
    /// Second player.
    pub b: Slot,
}

/// A knockout bracket: matches in playing order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bracket {
    /// Every match; a match refers only to earlier matches.
    pub matches: Vec<BracketMatch>,
}

/// Seed order for a bracket of `size` (a power of two) lines: seeds 0 and 1 in
/// opposite halves, 0–3 in different quarters, and so on.
fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    while order.len() < size {
        let len = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, len - 1 - s]).collect();
    }
    order
}

fn check(n: usize) -> Result<usize, CompetitionError> {
    if n < 2 {
        return Err(CompetitionError::TooFewEntrants(n));
    }
    if n > MAX_BRACKET {
        return Err(CompetitionError::TooManyEntrants(n));
    }
    Ok(n.next_power_of_two())
}

fn push(b: &mut Bracket, stage: Stage, round: u32, a: Slot, s: Slot) -> usize {
    let id = b.matches.len();
    b.matches.push(BracketMatch {
        id,
        stage,
        round,
        a,
        b: s,
    });
    id
}

/// Builds the winners' bracket; returns the match ids of each round.
fn winners(b: &mut Bracket, n: usize, size: usize) -> Vec<Vec<usize>> {
    let order = seed_order(size);
    let slot = |s: usize| if s < n { Slot::Seed(s) } else { Slot::Bye };
    let mut rounds = vec![order
        .chunks(2)
        .map(|c| push(b, Stage::Winners, 1, slot(c[0]), slot(c[1])))
        .collect::<Vec<_>>()];
    let mut r = 1;
    while rounds[rounds.len() - 1].len() > 1 {
        r += 1;
        let prev = rounds[rounds.len() - 1].clone();
        let ids = prev
            .chunks(2)
            .map(|c| push(b, Stage::Winners, r, Slot::Winner(c[0]), Slot::Winner(c[1])))
            .collect();
        rounds.push(ids);
    }
    rounds
}

/// A single elimination bracket for `n` seeds: the field is padded to a power
/// of two with byes, which go to the top seeds; `size − 1` matches.
///
/// # Errors
/// [`CompetitionError::TooFewEntrants`] below 2, [`CompetitionError::TooManyEntrants`]
/// above [`MAX_BRACKET`].
pub fn single_elimination(n: usize) -> Result<Bracket, CompetitionError> {
    let size = check(n)?;
    let mut b = Bracket::default();
    winners(&mut b, n, size);
    Ok(b)
}

/// A double elimination bracket (双败淘汰) for `n` seeds: the winners' bracket,
/// a losers' bracket where each winners' round's losers drop in (in reverse
/// order, to delay rematches), the grand final and a reset match: `2·size − 1`
/// matches for a field padded to `size`, the last played only when needed.
///
/// # Errors
/// As [`single_elimination`].
pub fn double_elimination(n: usize) -> Result<Bracket, CompetitionError> {
    let size = check(n)?;
    let mut b = Bracket::default();
    let wb = winners(&mut b, n, size);
    let mut lr = 0;
    // Losers' bracket: start with the losers of winners' round 1.
    let mut current: Vec<Slot> = wb[0].iter().map(|&m| Slot::Loser(m)).collect();
    for (k, round) in wb.iter().enumerate() {
        if k > 0 {
            // Drop-in round: survivors meet this winners' round's losers, reversed.
            lr += 1;
            let dropped: Vec<Slot> = round.iter().rev().map(|&m| Slot::Loser(m)).collect();
            current = current
                .iter()
                .zip(dropped)
                .map(|(&a, d)| Slot::Winner(push(&mut b, Stage::Losers, lr, a, d)))
                .collect();
        }
        if current.len() > 1 && k + 1 < wb.len() {
            lr += 1;
            let pairs: Vec<(Slot, Slot)> = current.chunks(2).map(|c| (c[0], c[1])).collect();
            current = pairs
                .into_iter()
                .map(|(a, s)| Slot::Winner(push(&mut b, Stage::Losers, lr, a, s)))
                .collect();
        }
    }
    let champion = Slot::Winner(*wb[wb.len() - 1].first().unwrap_or(&0));
    let lb = current.first().copied().unwrap_or(Slot::Bye);
    let gf = push(&mut b, Stage::GrandFinal, 1, champion, lb);
    push(&mut b, Stage::Reset, 1, Slot::Winner(gf), Slot::Loser(gf));
    Ok(b)
}

//! Benson's algorithm: which chains are *pass-alive* (unconditionally alive),
//! alive even if their owner passes forever while the opponent plays any
//! sequence of legal moves (D. B. Benson, "Life in the game of Go", 1976).
//!
//! The rules fix life and death by agreement (1988/2002 art. 8: "不能被提取的棋
//! 都是活棋"), so this is a helper, not a rule: it proposes stones that are
//! certainly alive, and the regions certainly theirs, before the players agree
//! (RULES.md §6). A chain that is not pass-alive may well be alive.
//!
//! # The algorithm, for one colour c
//! - *Chains*: the chains of c. *Regions*: the connected components of the
//!   points that are not c stones (empty points and opponent stones); each is
//!   enclosed by c stones and the edge.
//! - A region R is *vital* to a chain X when X borders R, R has an empty
//!   point, and every empty point of R is a liberty of X. (A region without an
//!   empty point holds opponent stones without liberties, which no legal
//!   position has; it is never vital.)
//! - Repeat until nothing changes: remove every chain with fewer than two vital
//!   regions still present; remove every region that borders a removed chain.
//! - The chains left are pass-alive. The regions left that border some chain
//!   and whose every empty point is a liberty of a pass-alive chain are
//!   reported as that colour's pass-alive regions: the opponent can never make
//!   an eye there (each empty point touches an uncapturable c stone), and any
//!   opponent stones in them are dead.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;

/// The result of [`pass_alive`], indexed by [`Color::index`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PassAlive {
    /// The pass-alive stones of each colour (`[black, white]`).
    pub chains: [Bitboard; 2],
    /// The regions each colour's pass-alive chains enclose with certainty
    /// (see the module docs): empty points and opponent stones (dead).
    pub regions: [Bitboard; 2],
}

impl PassAlive {
    /// Opponent stones inside `color`'s pass-alive regions: dead beyond
    /// question, for both colours together.
    pub fn dead_stones(&self, board: &Board) -> Bitboard {
        (self.regions[0] & board.stones(Color::White))
            | (self.regions[1] & board.stones(Color::Black))
    }
}

/// Benson's analysis for both colours (see the module docs).
pub fn pass_alive(board: &Board) -> PassAlive {
    let (b_chains, b_regions) = benson(board, Color::Black);
    let (w_chains, w_regions) = benson(board, Color::White);
    PassAlive {
        chains: [b_chains, w_chains],
        regions: [b_regions, w_regions],
    }
}

struct Chain {
    stones: Bitboard,
    liberties: Bitboard,
    /// Stones and their neighbours: a region borders the chain when it meets this.
    reach: Bitboard,
    alive: bool,
}

struct Region {
    points: Bitboard,
    empty: Bitboard,
    /// The c stones adjacent to the region.
    border: Bitboard,
    alive: bool,
}

/// The pass-alive chains of `color` and the regions they enclose.
fn benson(board: &Board, color: Color) -> (Bitboard, Bitboard) {
    let stride = board.size().stride() as u32;
    let own = board.stones(color);
    let empty = board.empty();
    let others = board.on_board().and_not(&own);

    let mut chains: Vec<Chain> = Vec::new();
    let mut rest = own;
    while let Some(bit) = rest.first() {
        let stones = Bitboard::flood_fill(Bitboard::from_bit(bit), &own, stride);
        rest = rest.and_not(&stones);
        let around = board.neighbours(&stones);
        chains.push(Chain {
            stones,
            liberties: around & empty,
            reach: around | stones,
            alive: true,
        });
    }
    let mut regions: Vec<Region> = Vec::new();
    let mut rest = others;
    while let Some(bit) = rest.first() {
        let points = Bitboard::flood_fill(Bitboard::from_bit(bit), &others, stride);
        rest = rest.and_not(&points);
        let border = board.neighbours(&points) & own;
        regions.push(Region {
            points,
            empty: points & empty,
            border,
            // A region with no c stone around it (c has no stones) encloses nothing.
            alive: !border.is_empty(),
        });
    }
    // vital[i]: the regions vital to chain i.
    let vital: Vec<Vec<usize>> = chains
        .iter()
        .map(|ch| {
            regions
                .iter()
                .enumerate()
                .filter(|(_, r)| {
                    // A region without an empty point is opponent stones without
                    // a liberty: only on boards that cannot arise in play.
                    !r.empty.is_empty()
                        && r.points.intersects(&ch.reach)
                        && r.empty.and_not(&ch.liberties).is_empty()
                })
                .map(|(j, _)| j)
                .collect()
        })
        .collect();

    loop {
        let mut changed = false;
        let mut removed = Bitboard::EMPTY;
        for (ch, v) in chains.iter_mut().zip(&vital) {
            if ch.alive && v.iter().filter(|&&j| regions[j].alive).count() < 2 {
                ch.alive = false;
                changed = true;
            }
            if !ch.alive {
                removed |= ch.stones;
            }
        }
        for r in regions.iter_mut() {
            if r.alive && r.border.intersects(&removed) {
                r.alive = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    let mut alive_stones = Bitboard::EMPTY;
    let mut alive_liberties = Bitboard::EMPTY;
    for ch in chains.iter().filter(|c| c.alive) {
        alive_stones |= ch.stones;
        alive_liberties |= ch.liberties;
    }
    let mut enclosed = Bitboard::EMPTY;
    for r in regions.iter().filter(|r| r.alive) {
        if r.empty.and_not(&alive_liberties).is_empty() {
            enclosed |= r.points;
        }
    }
    (alive_stones, enclosed)
}

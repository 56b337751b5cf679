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

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

/// The result of [`pass_alive`], indexed by [`Color::index`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PassAliveOf<const W: usize> {
    /// The pass-alive stones of each colour (`[black, white]`).
    pub chains: [BitboardOf<W>; 2],
    /// The regions each colour's pass-alive chains enclose with certainty
    /// (see the module docs): empty points and opponent stones (dead).
    pub regions: [BitboardOf<W>; 2],
}

impl<const W: usize> PassAliveOf<W> {
    /// Opponent stones inside `color`'s pass-alive regions: dead beyond
    /// question, for both colours together.
    pub fn dead_stones(&self, board: &BoardOf<W>) -> BitboardOf<W> {
        (self.regions[0] & board.stones(Color::White))
            | (self.regions[1] & board.stones(Color::Black))
    }
}

/// Benson's analysis for both colours (see the module docs).
pub fn pass_alive<const W: usize>(board: &BoardOf<W>) -> PassAliveOf<W> {
    let (b_chains, b_regions, _) = benson(board, Color::Black, false);
    let (w_chains, w_regions, _) = benson(board, Color::White, false);
    PassAliveOf {
        chains: [b_chains, w_chains],
        regions: [b_regions, w_regions],
    }
}

/// The stones that KataGo's area rules (`RU[koPOSITIONALscoreAREA…]`, its
/// `tromp-taylor`-style counts) lift before a Tromp-Taylor count: the
/// opponent stones inside a colour's *pass-alive territory*, a region (a
/// connected set of empty points and opponent stones) bordered only by that
/// colour's pass-alive chains in which at most one point is not next to one of
/// its stones. Every other stone counts as alive, whatever its shape.
///
/// `multi_stone_suicide`: under rules that allow it (`sui1`), a region is
/// vital to a chain only when all its points, opponent stones included, are
/// next to the chain (an opponent could otherwise fill it by suicide); else
/// only its empty points need be. Deterministic and rule-defined: no estimate.
pub fn pass_alive_territory_dead<const W: usize>(
    board: &BoardOf<W>,
    multi_stone_suicide: bool,
) -> BitboardOf<W> {
    let mut dead = BitboardOf::<W>::EMPTY;
    for color in Color::ALL {
        let (_, _, territory) = benson(board, color, multi_stone_suicide);
        dead |= territory & board.stones(color.opponent());
    }
    dead
}

struct Chain<const W: usize> {
    stones: BitboardOf<W>,
    liberties: BitboardOf<W>,
    /// Stones and their neighbours: a region borders the chain when it meets this.
    reach: BitboardOf<W>,
    alive: bool,
}

struct Region<const W: usize> {
    points: BitboardOf<W>,
    empty: BitboardOf<W>,
    /// The c stones adjacent to the region.
    border: BitboardOf<W>,
    alive: bool,
}

/// The pass-alive chains of `color`, the regions they enclose (module docs),
/// and its pass-alive territory as KataGo's area count takes it (see
/// [`pass_alive_territory_dead`]). `all_points_vital`: a region is vital only
/// when every point of it, not just every empty point, touches the chain.
fn benson<const W: usize>(
    board: &BoardOf<W>,
    color: Color,
    all_points_vital: bool,
) -> (BitboardOf<W>, BitboardOf<W>, BitboardOf<W>) {
    let stride = board.size().stride() as u32;
    let own = board.stones(color);
    let empty = board.empty();
    let others = board.on_board().and_not(&own);

    let mut chains: Vec<Chain<W>> = Vec::new();
    let mut rest = own;
    while let Some(bit) = rest.first() {
        // the board's chain lists: no flood fill
        let stones = board.chain_stones_at(bit);
        rest = rest.and_not(&stones);
        let around = board.neighbours(&stones);
        chains.push(Chain {
            stones,
            liberties: around & empty,
            reach: around | stones,
            alive: true,
        });
    }
    let mut regions: Vec<Region<W>> = Vec::new();
    let mut rest = others;
    while let Some(bit) = rest.first() {
        let points = BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(bit), &others, stride);
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
                    let must_touch = if all_points_vital { r.points } else { r.empty };
                    !r.empty.is_empty()
                        && r.points.intersects(&ch.reach)
                        && must_touch.and_not(&ch.reach).is_empty()
                })
                .map(|(j, _)| j)
                .collect()
        })
        .collect();

    loop {
        let mut changed = false;
        let mut removed = BitboardOf::<W>::EMPTY;
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

    let mut alive_stones = BitboardOf::<W>::EMPTY;
    let mut alive_liberties = BitboardOf::<W>::EMPTY;
    for ch in chains.iter().filter(|c| c.alive) {
        alive_stones |= ch.stones;
        alive_liberties |= ch.liberties;
    }
    let mut enclosed = BitboardOf::<W>::EMPTY;
    let mut territory = BitboardOf::<W>::EMPTY;
    let next_to_own = board.neighbours(&own);
    for r in regions.iter().filter(|r| r.alive) {
        if r.empty.and_not(&alive_liberties).is_empty() {
            enclosed |= r.points;
        }
        if !r.empty.is_empty() && r.points.and_not(&next_to_own).count() <= 1 {
            territory |= r.points;
        }
    }
    (alive_stones, enclosed, territory)
}

/// Benson's analysis of a six-word board (see [`PassAliveOf`]).
pub type PassAlive = PassAliveOf<{ crate::bitboard::WORDS }>;

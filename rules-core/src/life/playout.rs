//! The ownership playouts: from a position, both sides play random moves to
//! the end, and each point is credited to the colour that holds it at the end
//! (its stone, or an empty point reached by that colour's stones only, as
//! Tromp-Taylor counts). A policy, not a rule of Go.
//!
//! The policy is the light playout's (a uniformly random point, never an own
//! eye shape) with two more refusals that keep an end-of-game position what it
//! is: no self-atari of a chain of two or more stones
//! ([`Board::is_self_atari`]; throw-ins of one stone stay possible), so that
//! neither side fills the shared liberties of a seki or its own last
//! liberties, and simple ko (the only ko rule a playout needs; positional
//! superko would cost a history and change almost nothing here). A side with
//! no move left passes; two passes in a row, or `max_moves`, end the playout.

use crate::bitboard::BitboardOf;
use crate::board::{BoardOf, Placement};
use crate::color::Color;
use crate::splitmix::SplitMix64;

/// The largest empty region the playouts treat as a colour's eye space (see
/// [`eye_spaces`]): seven points, the largest that can still be killed from
/// inside.
pub(crate) const EYE_SPACE_POINTS: u32 = 7;

/// Each colour's *eye spaces* on `board` (`[black, white]`): the connected
/// sets of at most [`EYE_SPACE_POINTS`] empty points that touch that
/// colour's stones and none of the opponent's. Worked out once per estimate:
/// in its playouts the owner does not fill them unless an opponent stone has
/// come next to the point (the opponent may play in them, and the owner may
/// then answer), so that a living group does not fill its own eyes and a
/// capturing race is not lost by filling one's own eye space.
pub(crate) fn eye_spaces<const W: usize>(board: &BoardOf<W>) -> [BitboardOf<W>; 2] {
    let stride = board.size().stride() as u32;
    let empty = board.empty();
    let mut spaces = [BitboardOf::<W>::EMPTY; 2];
    let mut rest = empty;
    while let Some(bit) = rest.first() {
        let region = BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(bit), &empty, stride);
        rest = rest.and_not(&region);
        if region.count() > EYE_SPACE_POINTS {
            continue;
        }
        let around = board.neighbours(&region);
        let black = around.intersects(&board.stones(Color::Black));
        let white = around.intersects(&board.stones(Color::White));
        match (black, white) {
            (true, false) => spaces[0] |= region,
            (false, true) => spaces[1] |= region,
            _ => {}
        }
    }
    spaces
}

/// Plays one playout on `board` (changed in place) with `first` to move;
/// `eyes` are the starting position's [`eye_spaces`]. Returns the number of
/// moves played, passes included. Allocates nothing.
pub(crate) fn playout<const W: usize>(
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

/// Draws candidates uniformly from the empty points that are not `color`'s
/// eye shapes ([`Board::playout_ranges`]) until one is acceptable, plays it
/// and returns its bit and the simple-ko point it makes; `None` (a pass) when
/// none is. A rejected candidate is swapped to the end of its segment's part
/// still in the draw, so each point is drawn at most once per move.
#[inline]
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
        // An opponent's eye shape touches an opponent stone: `eyes` spares
        // only points drawn from the other segment.
        if Some(bit) != ko
            && !segment_skips(board, k, bit)
            && (k == 1 || !eyes.contains(bit) || board.touches(color.opponent(), bit))
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

/// Whether [`pick`] skips the empty `bit`, drawn from range `k` of
/// [`Board::playout_ranges`], without evaluating it: what the point-by-point
/// test `Board::playout_skips` says there, read from the segment. Range 0
/// (neither colour's eye shape) holds no point it skips; range 1 (the
/// opponent's eye shapes) holds suicides, unless the stone captures.
#[inline(always)]
fn segment_skips<const W: usize>(board: &BoardOf<W>, k: usize, bit: usize) -> bool {
    k == 1 && !board.eye_captures(bit)
}

/// The placement of `color` on the empty `bit` when a playout may play it (ko
/// aside): not suicide, a capture or no self-atari of a chain, and no return
/// to one of the [`Recent`] positions.
#[inline]
fn acceptable<const W: usize>(
    board: &BoardOf<W>,
    color: Color,
    bit: usize,
    recent: &Recent,
) -> Option<Placement> {
    let placement = board.evaluate_unless_self_atari(color, bit)?;
    (!recent.contains(placement.hash_after())).then_some(placement)
}

/// [`acceptable`] and not left in atari ([`Board::leaves_in_atari`] with
/// one stone, captures too), in one test: not suicide, not in atari, no
/// return to a [`Recent`] position. A stone not left in atari leaves no
/// chain in self-atari, so `acceptable`'s own test is implied.
#[inline]
fn acceptable_not_in_atari<const W: usize>(
    board: &BoardOf<W>,
    color: Color,
    bit: usize,
    recent: &Recent,
) -> Option<Placement> {
    let placement = board.evaluate_unless_in_atari(color, bit, 1, true)?;
    (!recent.contains(placement.hash_after())).then_some(placement)
}

/// The hashes of the last [`Recent::LEN`] positions of a playout: a move that
/// would bring one back is refused, a local superko that ends the cycles
/// simple ko allows (sending two and returning one, triple ko), which would
/// otherwise run every such playout to its move cap.
///
/// With them, how many of them have each value of the low byte: a hash
/// whose byte no remembered one has is none of them, found with one read
/// instead of [`Recent::LEN`] comparisons (most candidates are).
pub(crate) struct Recent {
    hashes: [u64; Recent::LEN],
    next: usize,
    /// `bytes[b]`: the entries of `hashes` whose low byte is `b`.
    bytes: [u8; 256],
}

impl Recent {
    /// Positions remembered.
    const LEN: usize = 16;

    fn new(hash: u64) -> Recent {
        let mut bytes = [0; 256];
        bytes[hash as u8 as usize] = Recent::LEN as u8;
        Recent {
            hashes: [hash; Recent::LEN],
            next: 0,
            bytes,
        }
    }

    #[inline]
    fn push(&mut self, hash: u64) {
        let old = self.hashes[self.next];
        self.bytes[old as u8 as usize] -= 1;
        self.bytes[hash as u8 as usize] += 1;
        self.hashes[self.next] = hash;
        self.next = (self.next + 1) % Recent::LEN;
    }

    #[inline]
    fn contains(&self, hash: u64) -> bool {
        self.bytes[hash as u8 as usize] != 0 && self.hashes.contains(&hash)
    }
}

/// The reply to the opponent's last move `last`, when it calls for one, in
/// this order: if it put one of `color`'s chains in atari, capture the stone
/// just played when it is in atari itself, else extend at the chain's last
/// liberty; if the stone just played is in atari, capture it; if its chain
/// (two stones or more) has two liberties, put it in atari from one of them
/// (picked at random) where the stone placed keeps two liberties. Returns
/// the reply's placement (worked out once, for the test and the move);
/// `None` when none applies, or the point is not [`acceptable`] or is the ko
/// point.
///
/// The last two keep a capturing race or a dead chain from being decided by
/// which side happens to draw the vital point (big eye against small eye,
/// invaders in a territory).
#[inline]
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
    // Where the stone placed must not be left in atari: `acceptable` and
    // `leaves_in_atari` (pure tests both) in one.
    let ok_not_in_atari = |bit: usize| {
        if Some(bit) == ko {
            None
        } else {
            acceptable_not_in_atari(board, color, bit, recent)
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
            if let Some(atari) = ok_not_in_atari(bit) {
                return Some(atari);
            }
        }
    }
    // Half the time, answer in contact: a random empty neighbour of the
    // stone just played, where the stone placed is not left in atari.
    if rng.below(2) == 0 {
        let around = board.empty_neighbours(last);
        let start = rng.below(4) as usize;
        for k in 0..4 {
            let bit = around[(start + k) % 4];
            if bit == usize::MAX {
                continue;
            }
            if let Some(contact) = ok_not_in_atari(bit) {
                return Some(contact);
            }
        }
    }
    None
}

/// The points each colour holds on `board` (`[black, white]`): its stones and
/// the empty points whose region reaches its stones and not the other
/// colour's (Tromp-Taylor's area, 1988/2002 art. 9 with every stone alive).
pub(crate) fn area<const W: usize>(board: &BoardOf<W>) -> [BitboardOf<W>; 2] {
    let stride = board.size().stride() as u32;
    let empty = board.empty();
    let black = board.stones(Color::Black);
    let white = board.stones(Color::White);
    let reach_b = BitboardOf::<W>::flood_fill(board.neighbours(&black) & empty, &empty, stride);
    let reach_w = BitboardOf::<W>::flood_fill(board.neighbours(&white) & empty, &empty, stride);
    [
        black | reach_b.and_not(&reach_w),
        white | reach_w.and_not(&reach_b),
    ]
}

#[cfg(test)]
mod tests;

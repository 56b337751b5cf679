//! Seki (双活): chains of both colours that share liberties which neither side
//! can fill without putting its own chain in atari (or committing suicide),
//! so that the opponent would capture it. Both sides' chains live; the shared
//! liberties are dame, counted half to each side (1988/2002 art. 9.1, RULES.md
//! §7), and any eye of a seki chain is its owner's.

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

/// The seki liberties of `board` (a position with its dead stones already
/// lifted): the empty points next to stones of both colours where neither
/// colour can play without capturing nothing and leaving its chain with
/// fewer than two liberties.
pub(crate) fn seki_liberties<const W: usize>(board: &BoardOf<W>) -> BitboardOf<W> {
    let empty = board.empty();
    let shared = board.neighbours(&board.stones(Color::Black))
        & board.neighbours(&board.stones(Color::White))
        & empty;
    let mut seki = BitboardOf::<W>::EMPTY;
    for bit in shared.bits() {
        if Color::ALL.iter().all(|&c| !can_fill(board, c, bit)) {
            seki.insert(bit);
        }
    }
    seki
}

/// Whether `color` can play the empty `bit` without self-atari: the move
/// captures, or leaves its chain two liberties or more.
fn can_fill<const W: usize>(board: &BoardOf<W>, color: Color, bit: usize) -> bool {
    let placement = board.evaluate(color, bit);
    if placement.is_suicide() {
        return false;
    }
    placement.captures() > 0 || !board.is_self_atari(color, bit)
}

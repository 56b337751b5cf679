//! Zobrist keys: a fixed, documented table so hashes are stable across runs,
//! platforms and versions (pinned by a golden test).
//!
//! The keys are the output of SplitMix64 seeded with [`SEED`], computed at compile
//! time: key `n` is the `n`th output (counting from 0). Stone keys come first,
//! Black's bits 0..384 then White's, then the side-to-move key, then
//! Black's bits 384..704 and White's (for the eleven-word boards): one table
//! serves both word counts, and the keys of bits below 384 kept the values
//! they had when six words were the only board.
//!
//! The hash of a position is the XOR of `stone_key(color, bit)` over its stones,
//! where `bit = row * (width + 1) + col` (the bitboard layout); the empty board
//! hashes to 0. Situational superko (2002 art. 6) additionally XORs
//! [`WHITE_TO_MOVE`] when White is to move.

use crate::bitboard::BIG_WORDS;
use crate::color::Color;
use crate::splitmix::SplitMix64;

/// The seed of the key generator: the ASCII bytes of "tianyuan" as a big-endian u64.
pub const SEED: u64 = 0x7469_616e_7975_616e;

const BITS: usize = BIG_WORDS * 64;
/// The bits of the default six-word bitboard, whose keys come first.
const BASE_BITS: usize = 384;

const fn make_keys() -> ([[u64; BITS]; 2], u64) {
    let mut keys = [[0u64; BITS]; 2];
    let mut state = SEED;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < BASE_BITS {
            let (s, k) = SplitMix64::step(state);
            state = s;
            keys[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    let (s, side) = SplitMix64::step(state);
    state = s;
    let mut c = 0;
    while c < 2 {
        let mut i = BASE_BITS;
        while i < BITS {
            let (s, k) = SplitMix64::step(state);
            state = s;
            keys[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    (keys, side)
}

const TABLE: ([[u64; BITS]; 2], u64) = make_keys();
static STONE_KEYS: [[u64; BITS]; 2] = TABLE.0;

/// XORed into the situational hash when White is to move.
pub const WHITE_TO_MOVE: u64 = TABLE.1;

/// The key of a stone of `color` on bitboard bit `bit`.
#[inline]
pub fn stone_key(color: Color, bit: usize) -> u64 {
    STONE_KEYS[color.index()][bit]
}

/// Slots of each colour's reverse table: a power of two at least four times
/// the keys, so probes stay short.
const REVERSE_SLOTS: usize = (4 * BITS).next_power_of_two();
/// "No key" in the reverse table.
const NO_BIT: u16 = u16::MAX;

/// The slot where probing for `key` starts: its top bits (the keys are
/// uniformly random, so any bits spread them).
const fn reverse_slot(key: u64) -> usize {
    (key >> (64 - REVERSE_SLOTS.trailing_zeros())) as usize
}

/// For each colour, an open-addressing table from a stone key to its bit
/// (linear probing; [`NO_BIT`] marks an empty slot).
const fn make_reverse() -> [[u16; REVERSE_SLOTS]; 2] {
    let mut table = [[NO_BIT; REVERSE_SLOTS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut bit = 0;
        while bit < BITS {
            let mut i = reverse_slot(TABLE.0[c][bit]);
            while table[c][i] != NO_BIT {
                i = (i + 1) % REVERSE_SLOTS;
            }
            table[c][i] = bit as u16;
            bit += 1;
        }
        c += 1;
    }
    table
}

static REVERSE: [[u16; REVERSE_SLOTS]; 2] = make_reverse();

/// The bit whose `color` stone key is `key`, if any: the inverse of
/// [`stone_key`]. A superko test turns "which point would recreate this earlier
/// state" into one lookup: the XOR of two hashes that differ by one stone is
/// that stone's key.
#[inline]
pub fn bit_of_stone_key(color: Color, key: u64) -> Option<usize> {
    let table = &REVERSE[color.index()];
    let mut i = reverse_slot(key);
    loop {
        let bit = table[i];
        if bit == NO_BIT {
            return None;
        }
        if STONE_KEYS[color.index()][bit as usize] == key {
            return Some(bit as usize);
        }
        i = (i + 1) & (REVERSE_SLOTS - 1);
    }
}

/// The key of the side to move: 0 for Black, [`WHITE_TO_MOVE`] for White.
#[inline]
pub const fn side_key(color: Color) -> u64 {
    match color {
        Color::Black => 0,
        Color::White => WHITE_TO_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverse_lookup_inverts_every_key() {
        for color in [Color::Black, Color::White] {
            for bit in 0..BITS {
                assert_eq!(bit_of_stone_key(color, stone_key(color, bit)), Some(bit));
            }
        }
        // Not keys: the side key, sums of two keys, zero.
        assert_eq!(bit_of_stone_key(Color::Black, 0), None);
        assert_eq!(bit_of_stone_key(Color::White, WHITE_TO_MOVE), None);
        let two = stone_key(Color::Black, 3) ^ stone_key(Color::Black, 4);
        assert_eq!(bit_of_stone_key(Color::Black, two), None);
        // A Black key is not a White one.
        let b = stone_key(Color::Black, 7);
        assert_ne!(bit_of_stone_key(Color::White, b), Some(7));
    }

    #[test]
    fn golden_keys() {
        // SplitMix64 outputs for seed 0x7469616e7975616e, computed independently
        // with a few lines of Python implementing the published algorithm.
        assert_eq!(stone_key(Color::Black, 0), 0xc9e6_cfa1_2584_2021);
        assert_eq!(stone_key(Color::Black, 1), 0x9c60_838c_6b9e_c670);
        assert_eq!(stone_key(Color::Black, 383), 0x1b71_5a48_410e_5650);
        assert_eq!(stone_key(Color::White, 0), 0x1680_c65d_4c1b_5b81);
        assert_eq!(stone_key(Color::White, 383), 0x5494_b14b_1306_e6d1);
        assert_eq!(WHITE_TO_MOVE, 0x1ac0_b7d2_08f0_d8ff);
        assert_eq!(side_key(Color::Black), 0);
    }

    /// The keys past bit 383 follow the side-to-move key (outputs 769.. of
    /// the same generator), so the default keys keep their values.
    #[test]
    fn golden_big_board_keys() {
        assert_eq!(stone_key(Color::Black, 384), 0xcad7_7e0f_7849_ca0a);
        assert_eq!(stone_key(Color::Black, 703), 0xd0f8_1c46_f327_43f9);
        assert_eq!(stone_key(Color::White, 384), 0x843f_43e1_4aeb_2a15);
        assert_eq!(stone_key(Color::White, 703), 0xc5b0_e786_a8d9_1b89);
    }
}

//! A `bitvec` version of the board's point-set operations, in the same layout
//! as `tianyuan::sized::Bitboard` (bit `row * stride + col` of six `u64` words, `Lsb0`,
//! one guard column per row). Shared by the `bitboard` bench and the
//! `bitvec_agrees` test (both include it with `#[path]`); nothing in the crate
//! uses it.
//!
//! `shift_end(k)` moves bit `i` to `i + k` (a word-wise `<< k`), `shift_start(k)`
//! moves bit `i + k` to `i` (`>> k`); bitvec 1.1 names them so and deprecates
//! the older `shift_right`/`shift_left`.

use bitvec::prelude::*;
use tianyuan::sized::Bitboard;

/// A board-sized point set held by bitvec.
pub type BvBoard = BitArray<[u64; tianyuan::sized::WORDS], Lsb0>;

/// The same set as a bitvec array (the words are shared bit for bit).
pub fn from_bitboard(b: &Bitboard) -> BvBoard {
    BitArray::new(b.0)
}

/// The same set as a `Bitboard`.
pub fn to_bitboard(b: &BvBoard) -> Bitboard {
    tianyuan::sized::BitboardOf(b.into_inner())
}

/// Every bit of `set` moved one point east, west, south and north, unmasked.
#[inline]
fn spread(set: &BvBoard, stride: usize) -> BvBoard {
    let mut east = *set;
    east.shift_end(1);
    let mut west = *set;
    west.shift_start(1);
    let mut south = *set;
    south.shift_end(stride);
    let mut north = *set;
    north.shift_start(stride);
    east | west | south | north
}

/// `Bitboard::neighbours`: the points orthogonally adjacent to `set`, on the board.
#[inline]
pub fn neighbours(set: &BvBoard, on_board: &BvBoard, stride: usize) -> BvBoard {
    spread(set, stride) & on_board
}

/// `Bitboard::flood_fill`: the component of `within` containing `seed`.
#[inline]
pub fn flood_fill(seed: BvBoard, within: &BvBoard, stride: usize) -> BvBoard {
    let mut region = seed;
    loop {
        let grown = (spread(&region, stride) | region) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// `Bitboard::count`.
#[inline]
pub fn count(set: &BvBoard) -> usize {
    set.count_ones()
}

/// `Bitboard::bits`: the set bits, lowest first.
#[inline]
pub fn bits(set: &BvBoard) -> impl Iterator<Item = usize> + '_ {
    set.iter_ones()
}

/// `Bitboard::nth`: bitvec has no select, so this walks `iter_ones`.
#[inline]
pub fn nth(set: &BvBoard, n: usize) -> Option<usize> {
    set.iter_ones().nth(n)
}

/// `a | b`.
#[inline]
pub fn union(a: &BvBoard, b: &BvBoard) -> BvBoard {
    *a | b
}

/// `a & b`.
#[inline]
pub fn intersection(a: &BvBoard, b: &BvBoard) -> BvBoard {
    *a & b
}

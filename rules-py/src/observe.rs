//! Neural-network input planes for a game and its last positions, in the
//! AlphaGo Zero layout (Silver et al. 2017, "Mastering the game of Go without
//! human knowledge", Methods: 17 planes of 19×19).
//!
//! With `t` the current position and `X` the side to move (the player who acts
//! on this observation), `Y` its opponent:
//!
//! | plane        | content                                              |
//! |--------------|------------------------------------------------------|
//! | `2k`, k<8    | X's stones `k` positions ago (`k = 0`: now)         |
//! | `2k + 1`     | Y's stones `k` positions ago                         |
//! | `16`         | all 1 when Black is to move, all 0 when White is     |
//!
//! A position is the board after each move, a pass included (the board then
//! repeats). Planes older than the start of the game are 0. Each plane is
//! `height × width`, row 0 at the top, index `row * width + col`.

use tianyuan::{Bitboard, BoardSize, Color};

/// The bits of `set` from `start` on, `width` of them (`width < 64`), as the
/// low bits of a word: one board row when `start` is the bit of its first
/// point (a row's points are consecutive bits, [`BoardSize::bit`]).
#[inline]
fn row_bits(set: &Bitboard, start: usize, width: usize) -> u64 {
    let words = &set.0;
    let (word, shift) = (start / 64, start % 64);
    let mut v = words[word] >> shift;
    if shift + width > 64 {
        if let Some(next) = words.get(word + 1) {
            v |= next << (64 - shift);
        }
    }
    v & ((1u64 << width) - 1)
}

/// `EXPAND[b]`: the 8 bits of `b` as 8 bytes 0/1, bit 0 first (little-endian).
static EXPAND: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut bit = 0;
        while bit < 8 {
            if b & (1 << bit) != 0 {
                table[b] |= 1u64 << (8 * bit);
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// Writes the board as int8 values (1 Black, -1 White, 0 empty), index
/// `row * width + col`, into `out[..width * height]`.
pub fn write_board(size: BoardSize, stones: [Bitboard; 2], out: &mut [i8]) {
    let w = size.width();
    let rows = out[..size.num_points()].chunks_exact_mut(w);
    for (r, row) in rows.enumerate() {
        let start = size.bit(tianyuan::Point::new(r as u8, 0));
        let (b, wh) = (
            row_bits(&stones[0], start, w),
            row_bits(&stones[1], start, w),
        );
        for (c, v) in row.iter_mut().enumerate() {
            *v = ((b >> c) & 1) as i8 - ((wh >> c) & 1) as i8;
        }
    }
}

/// Positions remembered per game.
pub const HISTORY: usize = 8;
/// Planes per observation: two per remembered position, and the colour plane.
pub const PLANES: usize = 2 * HISTORY + 1;

/// Words of a [`Flat`] set: enough for 25×25.
const FLAT_WORDS: usize = (25 * 25usize).div_ceil(64);

/// A set of points as flat bits: point `row * width + col` is bit `i % 64`
/// of word `i / 64`, with no guard bits, so a plane expands into bytes eight
/// points at a time with no per-row work.
type Flat = [u64; FLAT_WORDS];

/// `set` as [`Flat`] bits.
fn flatten(size: BoardSize, set: &Bitboard) -> Flat {
    let w = size.width();
    let mut flat = [0u64; FLAT_WORDS];
    let mut at = 0;
    for r in 0..size.height() {
        let bits = row_bits(set, size.bit(tianyuan::Point::new(r as u8, 0)), w);
        let (word, shift) = (at / 64, at % 64);
        flat[word] |= bits << shift;
        if shift + w > 64 {
            flat[word + 1] |= bits >> (64 - shift);
        }
        at += w;
    }
    flat
}

/// Writes the first `out.len()` points of `flat` as bytes 0/1: with AVX2
/// where the CPU has it (32 points a step, about 3 times faster than the table:
/// BENCHMARKS.md, Python section), else eight points a step from a table.
#[inline]
#[allow(unsafe_code)]
fn expand(flat: &Flat, out: &mut [u8]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2, checked just above (the check reads a
        // cached flag).
        unsafe { avx2::expand(flat, out) };
        return;
    }
    expand_by_table(flat, out);
}

/// [`expand`] eight points at a time from [`EXPAND`], on any CPU.
fn expand_by_table(flat: &Flat, out: &mut [u8]) {
    let mut eights = out.chunks_exact_mut(8);
    let mut bytes = flat.iter().flat_map(|w| w.to_le_bytes());
    for (chunk, b) in (&mut eights).zip(&mut bytes) {
        chunk.copy_from_slice(&EXPAND[b as usize].to_le_bytes());
    }
    let rest = eights.into_remainder();
    if let Some(b) = bytes.next() {
        let n = rest.len();
        rest.copy_from_slice(&EXPAND[b as usize].to_le_bytes()[..n]);
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod avx2 {
    use super::Flat;
    use std::arch::x86_64::{
        __m256i, _mm256_and_si256, _mm256_cmpeq_epi8, _mm256_set1_epi32, _mm256_set1_epi64x,
        _mm256_set1_epi8, _mm256_setr_epi8, _mm256_shuffle_epi8, _mm256_storeu_si256,
    };

    /// [`super::expand`] 32 points at a time: each 32 bits are broadcast,
    /// byte `k` of them shuffled into output bytes `8k..8k + 8`, and each
    /// output byte keeps its own bit, compared to 0/1.
    #[target_feature(enable = "avx2")]
    pub(super) fn expand(flat: &Flat, out: &mut [u8]) {
        let byte_of_lane = _mm256_setr_epi8(
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
            3, 3, 3,
        );
        let bit_of_lane = _mm256_set1_epi64x(0x8040_2010_0804_0201u64 as i64);
        let one = _mm256_set1_epi8(1);
        let expand32 = |bits: u32| -> __m256i {
            let v = _mm256_shuffle_epi8(_mm256_set1_epi32(bits as i32), byte_of_lane);
            _mm256_and_si256(
                _mm256_cmpeq_epi8(_mm256_and_si256(v, bit_of_lane), bit_of_lane),
                one,
            )
        };
        let mut halves = flat.iter().flat_map(|w| [*w as u32, (*w >> 32) as u32]);
        let mut chunks = out.chunks_exact_mut(32);
        for (chunk, bits) in (&mut chunks).zip(&mut halves) {
            // SAFETY: `chunk` is 32 writable bytes, and `storeu` has no
            // alignment requirement.
            unsafe { _mm256_storeu_si256(chunk.as_mut_ptr().cast(), expand32(bits)) };
        }
        let rest = chunks.into_remainder();
        if !rest.is_empty() {
            // The last, partial 32 points: expanded whole on the stack, the
            // needed bytes copied (a plane of 81 or 361 points ends so).
            let mut tmp = [0u8; 32];
            let bits = halves.next().unwrap_or(0);
            // SAFETY: `tmp` is 32 writable bytes; `storeu` has no alignment
            // requirement.
            unsafe { _mm256_storeu_si256(tmp.as_mut_ptr().cast(), expand32(bits)) };
            let n = rest.len();
            rest.copy_from_slice(&tmp[..n]);
        }
    }
}

/// Writes `set` as a flat mask of bytes 0/1 (the bytes of a numpy bool
/// array), index `row * width + col`, into `out[..width * height]`.
pub fn write_flags(size: BoardSize, set: &Bitboard, out: &mut [u8]) {
    expand(&flatten(size, set), &mut out[..size.num_points()]);
}

/// The last [`HISTORY`] boards as `[black, white]` [`Flat`] stone sets, in a
/// ring: the newest at `head`, older ones after it. Each board is flattened
/// once, when pushed; an observation then expands (dense) or bit-reverses
/// (packed) each plane eight points at a time.
#[derive(Copy, Clone, Debug)]
pub struct History {
    flat: [[Flat; 2]; HISTORY],
    head: usize,
    size: BoardSize,
}

impl History {
    /// A history whose only position is `stones` (`[black, white]`).
    pub fn new(size: BoardSize, stones: [Bitboard; 2]) -> History {
        let mut history = History {
            flat: [[[0; FLAT_WORDS]; 2]; HISTORY],
            head: 0,
            size,
        };
        history.store(stones);
        history
    }

    /// The history of `position`: its last [`HISTORY`] boards, read from the
    /// states it keeps ([`tianyuan::Position::stones_ago`]); boards older
    /// than its start are empty planes, as in a history built move by move
    /// from [`History::new`] at the start.
    pub fn of_position(position: &tianyuan::Position) -> History {
        let size = position.size();
        let mut history = History {
            flat: [[[0; FLAT_WORDS]; 2]; HISTORY],
            head: 0,
            size,
        };
        for (k, slot) in history.flat.iter_mut().enumerate() {
            if let Some([black, white]) = position.stones_ago(k) {
                *slot = [flatten(size, &black), flatten(size, &white)];
            }
        }
        history
    }

    /// Records a new current position.
    pub fn push(&mut self, stones: [Bitboard; 2]) {
        self.head = (self.head + HISTORY - 1) % HISTORY;
        self.store(stones);
    }

    fn store(&mut self, stones: [Bitboard; 2]) {
        self.flat[self.head] = [
            flatten(self.size, &stones[0]),
            flatten(self.size, &stones[1]),
        ];
    }

    /// Writes the [`PLANES`] dense planes (0 or 1 per point) into `out`, which
    /// holds `PLANES * height * width` bytes.
    pub fn write_dense(&self, size: BoardSize, to_move: Color, out: &mut [u8]) {
        self.write_planes(size, to_move, size.num_points(), out, expand);
    }

    /// Writes the planes bit-packed as `numpy.packbits(..., bitorder="big")`
    /// does on each flattened plane: point `i` (`row * width + col`) is bit
    /// `7 - i % 8` (most significant first) of byte `i / 8`; unused low bits of
    /// the last byte are 0. `out` holds `PLANES * ceil(height * width / 8)` bytes.
    pub fn write_packed(&self, size: BoardSize, to_move: Color, out: &mut [u8]) {
        self.write_planes(size, to_move, size.num_points().div_ceil(8), out, pack);
    }

    /// Writes the [`PLANES`] planes, `plane` bytes each, with `write` (which
    /// writes one [`Flat`] set into one plane's bytes).
    fn write_planes(
        &self,
        size: BoardSize,
        to_move: Color,
        plane: usize,
        out: &mut [u8],
        write: fn(&Flat, &mut [u8]),
    ) {
        let (x, y) = (to_move.index(), (!to_move).index());
        let mut planes = out[..PLANES * plane].chunks_exact_mut(plane);
        for k in 0..HISTORY {
            let flat = &self.flat[(self.head + k) % HISTORY];
            for colour in [x, y] {
                if let Some(p) = planes.next() {
                    write(&flat[colour], p);
                }
            }
        }
        // The colour plane: every point when Black is to move.
        let mut all = [0u64; FLAT_WORDS];
        if to_move == Color::Black {
            let n = size.num_points();
            for (i, w) in all.iter_mut().enumerate() {
                let bits = n.saturating_sub(64 * i).min(64);
                *w = if bits == 64 {
                    u64::MAX
                } else {
                    (1u64 << bits) - 1
                };
            }
        }
        if let Some(p) = planes.next() {
            write(&all, p);
        }
    }
}

/// Writes the first `out.len()` bytes of `flat` in `numpy.packbits(...,
/// bitorder="big")` order: point `i` is bit `7 - i % 8` of byte `i / 8`, so
/// each byte of the flat bits (point `i` at bit `i % 8`) is reversed.
fn pack(flat: &Flat, out: &mut [u8]) {
    // A word's bits reversed, then its bytes swapped back: each byte's bits
    // reversed in place, eight bytes at a time (a byte at a time is about
    // ten times slower on x86-64, which has no bit-reverse instruction).
    let reversed = |w: u64| w.reverse_bits().swap_bytes().to_le_bytes();
    let mut eights = out.chunks_exact_mut(8);
    let mut words = flat.iter();
    for (chunk, w) in (&mut eights).zip(&mut words) {
        chunk.copy_from_slice(&reversed(*w));
    }
    let rest = eights.into_remainder();
    if let Some(w) = words.next() {
        let n = rest.len();
        rest.copy_from_slice(&reversed(*w)[..n]);
    }
}

/// The `[black, white]` stones of a board.
pub fn stones(board: &tianyuan::Board) -> [Bitboard; 2] {
    [board.stones(Color::Black), board.stones(Color::White)]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reference: point `i` is bit `i % 64` of word `i / 64`.
    fn expand_by_bits(flat: &Flat, out: &mut [u8]) {
        for (i, v) in out.iter_mut().enumerate() {
            *v = ((flat[i / 64] >> (i % 64)) & 1) as u8;
        }
    }

    /// A [`Flat`] of random bits.
    fn random_flat(rng: &mut tianyuan::SplitMix64) -> Flat {
        std::array::from_fn(|_| rng.next_u64())
    }

    #[test]
    fn packing_reverses_each_byte() {
        let mut rng = tianyuan::SplitMix64(11);
        for len in 0..=FLAT_WORDS * 8 {
            let flat = random_flat(&mut rng);
            let bytes: Vec<u8> = flat.iter().flat_map(|w| w.to_le_bytes()).collect();
            let mut want: Vec<u8> = bytes[..len].iter().map(|b| b.reverse_bits()).collect();
            want.push(9);
            let mut got = vec![9u8; len + 1];
            pack(&flat, &mut got[..len]);
            assert_eq!(got, want, "{len} bytes");
        }
    }

    #[test]
    fn every_expansion_equals_the_bit_by_bit_one() {
        let mut rng = tianyuan::SplitMix64(7);
        for len in 0..=FLAT_WORDS * 64 {
            let flat = random_flat(&mut rng);
            let mut want = vec![9u8; len + 1];
            expand_by_bits(&flat, &mut want[..len]);
            assert_eq!(want[len], 9);
            let mut by_table = vec![9u8; len + 1];
            expand_by_table(&flat, &mut by_table[..len]);
            assert_eq!(by_table, want, "table, {len} points");
            let mut dispatched = vec![9u8; len + 1];
            expand(&flat, &mut dispatched[..len]);
            assert_eq!(dispatched, want, "expand, {len} points");
        }
    }
}

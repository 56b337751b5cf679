//! Point sets as machine words: the bitboard every rule is computed on.
//!
//! Layout: bit `row * (width + 1) + col` of [`WORDS`] little-endian `u64` words
//! (a compile-time parameter `W` of [`BitboardOf`]: three, 192 bits, for
//! every size up to 13×13; six, 384 bits, for every size up to 19×19; eleven,
//! 704 bits, for every size up to 25×25; [`crate::AnyGame`] takes the fewest
//! that hold a size). Each row carries one unused *guard* column, so a shift by one bit east
//! or west can never wrap into the next row once the result is masked with the
//! board's on-board mask; a shift by the stride moves a row north or south.
//!
//! Raw words rather than `bitvec`: on a 19×19 mid-game position the same
//! operations on a `bitvec` `BitArray<[u64; 6], Lsb0>` (`benches/bitboard.rs`)
//! were about 2× slower for `count`, 6–7× for iterating the set bits, and 24–93×
//! for neighbours, flood fill, select, union and intersection; see
//! BENCHMARKS.md for the measurement behind that choice.

use crate::point::{BoardSize, Point};

/// Words of the default [`Bitboard`]: 6 (384 bits: every size up to 19×19,
/// and rectangles with `(width + 1) * height <= 384`).
pub const WORDS: usize = 6;
/// Words of [`BigBitboard`]: 11 (704 bits: every size up to 25×25).
pub const BIG_WORDS: usize = 11;
/// Words of [`TinyBitboard`]: 3 (192 bits: every size up to 13×13, and
/// rectangles with `(width + 1) * height <= 192`), the fewest that
/// [`crate::AnyGame`] uses.
pub const TINY_WORDS: usize = 3;

/// The default bitboard: six words.
pub type Bitboard = BitboardOf<WORDS>;
/// The eleven-word bitboard (every size up to 25×25).
pub type BigBitboard = BitboardOf<BIG_WORDS>;
/// The three-word bitboard (every size up to 13×13).
pub type TinyBitboard = BitboardOf<TINY_WORDS>;
/// Iterator over the bits of a [`Bitboard`].
pub type Bits = BitsOf<WORDS>;

/// A set of points of one board, as bits (see the module docs for the layout).
/// All operations are branch-free word loops; a `Bitboard` is 48 bytes and `Copy`.
#[derive(Copy, Clone, Eq)]
pub struct BitboardOf<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for BitboardOf<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> std::hash::Hash for BitboardOf<W> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl<const W: usize> PartialEq for BitboardOf<W> {
    /// Word-wise, branch-free (a derived `==` on the array calls `memcmp`, which
    /// showed up as a quarter of playout time in a profile).
    #[inline]
    fn eq(&self, other: &BitboardOf<W>) -> bool {
        let mut diff = 0;
        for i in 0..W {
            diff |= self.0[i] ^ other.0[i];
        }
        diff == 0
    }
}

impl<const W: usize> BitboardOf<W> {
    /// The empty set.
    pub const EMPTY: BitboardOf<W> = BitboardOf([0; W]);

    /// Every on-board point of `size` (guard columns excluded).
    /// A row at a time, as a run of `width` bits at each multiple of the
    /// stride (a new board's cost in record replay was a tenth this).
    pub fn full(size: BoardSize) -> BitboardOf<W> {
        let mut b = BitboardOf::<W>::EMPTY;
        let width = size.width();
        let run = (1u64 << width) - 1;
        for r in 0..size.height() {
            let start = r * size.stride();
            let (word, shift) = (start / 64, start % 64);
            if word < W {
                b.0[word] |= run << shift;
            }
            if shift + width > 64 && word + 1 < W {
                b.0[word + 1] |= run >> (64 - shift);
            }
        }
        b
    }

    /// The set holding one bit.
    #[inline]
    pub fn from_bit(bit: usize) -> BitboardOf<W> {
        let mut b = BitboardOf::<W>::EMPTY;
        b.insert(bit);
        b
    }

    /// The set of the given points of `size`.
    pub fn from_points(size: BoardSize, points: impl IntoIterator<Item = Point>) -> BitboardOf<W> {
        let mut b = BitboardOf::<W>::EMPTY;
        for p in points {
            b.insert(size.bit(p));
        }
        b
    }

    /// Whether bit `bit` is set.
    #[inline]
    pub fn contains(&self, bit: usize) -> bool {
        (self.0[bit >> 6] >> (bit & 63)) & 1 != 0
    }

    /// Sets bit `bit`.
    #[inline]
    pub fn insert(&mut self, bit: usize) {
        self.0[bit >> 6] |= 1u64 << (bit & 63);
    }

    /// Clears bit `bit`.
    #[inline]
    pub fn remove(&mut self, bit: usize) {
        self.0[bit >> 6] &= !(1u64 << (bit & 63));
    }

    /// Whether no bit is set.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |a, w| a | w) == 0
    }

    /// Number of points in the set.
    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether the set holds exactly one point: [`BitboardOf::count`]` == 1`
    /// without counting (a few operations a word, no population count,
    /// which is a dozen instructions a word on CPUs built for without it).
    #[inline]
    pub fn is_single(&self) -> bool {
        let (mut nonzero, mut several) = (0u32, false);
        for &w in &self.0 {
            nonzero += u32::from(w != 0);
            several |= w & w.wrapping_sub(1) != 0;
        }
        nonzero == 1 && !several
    }

    /// [`BitboardOf::count`] counting only the words that are not empty:
    /// cheaper for a set of few points (most words empty).
    #[inline]
    pub fn count_sparse(&self) -> u32 {
        let mut n = 0;
        for &w in &self.0 {
            if w != 0 {
                n += w.count_ones();
            }
        }
        n
    }

    /// Whether the two sets share a point.
    #[inline]
    pub fn intersects(&self, other: &BitboardOf<W>) -> bool {
        !(*self & *other).is_empty()
    }

    /// The lowest set bit, if any.
    #[inline]
    pub fn first(&self) -> Option<usize> {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return Some(i * 64 + w.trailing_zeros() as usize);
            }
        }
        None
    }

    /// The `n`th set bit (0-based) in increasing order, if the set has that many.
    #[inline]
    pub fn nth(&self, mut n: u32) -> Option<usize> {
        for (i, &w) in self.0.iter().enumerate() {
            let c = w.count_ones();
            if n < c {
                return Some(i * 64 + select_in_word(w, n) as usize);
            }
            n -= c;
        }
        None
    }

    /// Row `row` of `size` (row 0 at the top) as the low `width` bits of a
    /// word, column 0 lowest: a row's points are consecutive bits
    /// ([`BoardSize::bit`]), so this is a shift of one or two words. Rows
    /// beyond the board read as 0.
    #[inline]
    pub fn row(&self, size: BoardSize, row: usize) -> u64 {
        if row >= size.height() {
            return 0;
        }
        let width = size.width();
        let start = row * size.stride();
        let (word, shift) = (start / 64, start % 64);
        let mut v = self.0[word] >> shift;
        if shift + width > 64 {
            if let Some(next) = self.0.get(word + 1) {
                v |= next << (64 - shift);
            }
        }
        v & ((1u64 << width) - 1)
    }

    /// Every set bit, in increasing order.
    #[inline]
    pub fn bits(self) -> BitsOf<W> {
        BitsOf {
            words: self.0,
            index: 0,
        }
    }

    /// Every point of the set, top-left first.
    pub fn points(self, size: BoardSize) -> impl Iterator<Item = Point> {
        self.bits().map(move |b| size.point_of_bit(b))
    }

    /// `self` with every bit moved up by `k` bits (`0 < k < 64`).
    #[inline(always)]
    fn shl(&self, k: u32) -> BitboardOf<W> {
        let w = &self.0;
        let mut o = [0u64; W];
        o[0] = w[0] << k;
        for i in 1..W {
            o[i] = (w[i] << k) | (w[i - 1] >> (64 - k));
        }
        BitboardOf(o)
    }

    /// `self` with every bit moved down by `k` bits (`0 < k < 64`).
    #[inline(always)]
    fn shr(&self, k: u32) -> BitboardOf<W> {
        let w = &self.0;
        let mut o = [0u64; W];
        for i in 0..W - 1 {
            o[i] = (w[i] >> k) | (w[i + 1] << (64 - k));
        }
        o[W - 1] = w[W - 1] >> k;
        BitboardOf(o)
    }

    /// The set seen from each point's four neighbours: point `p` is in the
    /// `i`-th board when `p`'s neighbour in direction `i` (right, left, up,
    /// down in bit order) is in the set. With the set on the board (guard
    /// bits clear) the count of boards holding `p` is the number of `p`'s
    /// orthogonal neighbours in the set, with no per-point shifting.
    /// `stride` is `width + 1`.
    #[inline]
    pub(crate) fn seen_from_neighbours(&self, stride: u32) -> [BitboardOf<W>; 4] {
        [self.shr(1), self.shl(1), self.shr(stride), self.shl(stride)]
    }

    /// The points orthogonally adjacent to the set (not the set itself unless
    /// adjacent), restricted to `on_board` (the board's [`Bitboard::full`] mask).
    /// `stride` is `width + 1`.
    #[inline]
    pub fn neighbours(&self, on_board: &BitboardOf<W>, stride: u32) -> BitboardOf<W> {
        let spread = self.shl(1) | self.shr(1) | self.shl(stride) | self.shr(stride);
        spread & *on_board
    }

    /// The points of `on_board` with at least one, and with at least two,
    /// orthogonal neighbours in the set.
    #[inline]
    pub fn neighbours_once_twice(
        &self,
        on_board: &BitboardOf<W>,
        stride: u32,
    ) -> (BitboardOf<W>, BitboardOf<W>) {
        let (w, e) = (self.shl(1), self.shr(1));
        let (n, s) = (self.shl(stride), self.shr(stride));
        let (we, ns) = (w | e, n | s);
        (
            (we | ns) & *on_board,
            ((w & e) | (n & s) | (we & ns)) & *on_board,
        )
    }

    /// The set plus its orthogonal neighbours, restricted to `on_board`.
    #[inline]
    pub fn dilate(&self, on_board: &BitboardOf<W>, stride: u32) -> BitboardOf<W> {
        self.neighbours(on_board, stride) | *self
    }

    /// The connected component of `within` (orthogonal adjacency) that contains
    /// `seed`. `seed` must be a subset of `within`. `within` must lie on the board
    /// (guard bits clear), so no extra masking is needed.
    #[inline]
    pub fn flood_fill(seed: BitboardOf<W>, within: &BitboardOf<W>, stride: u32) -> BitboardOf<W> {
        let mut region = seed;
        loop {
            let grown =
                (region.shl(1) | region.shr(1) | region.shl(stride) | region.shr(stride) | region)
                    & *within;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// Whether the connected component of `stones` containing `seed` touches a
    /// point of `liberties` (orthogonally). Grows the component one ring at a time
    /// and stops at the first liberty found, so a chain with a liberty near `seed`
    /// costs one or two rings. `seed` must be a subset of `stones`; all sets on the
    /// board.
    #[inline]
    pub fn component_touches(
        seed: BitboardOf<W>,
        stones: &BitboardOf<W>,
        liberties: &BitboardOf<W>,
        stride: u32,
    ) -> bool {
        let mut region = seed;
        loop {
            let around = region.shl(1) | region.shr(1) | region.shl(stride) | region.shr(stride);
            if around.intersects(liberties) {
                return true;
            }
            let grown = (around & *stones) | region;
            if grown == region {
                return false;
            }
            region = grown;
        }
    }

    /// The pseudo-liberties of a set of stones: the number of (stone, point of
    /// `empty`) pairs that are orthogonally adjacent. `empty` must lie on the
    /// board, so guard bits never count.
    #[inline]
    pub fn pseudo_liberties(&self, empty: &BitboardOf<W>, stride: u32) -> u32 {
        (self.shl(1) & *empty).count()
            + (self.shr(1) & *empty).count()
            + (self.shl(stride) & *empty).count()
            + (self.shr(stride) & *empty).count()
    }

    /// `self` minus `other`.
    #[inline]
    pub fn and_not(&self, other: &BitboardOf<W>) -> BitboardOf<W> {
        let mut o = self.0;
        for (a, b) in o.iter_mut().zip(other.0.iter()) {
            *a &= !b;
        }
        BitboardOf(o)
    }
}

/// The position (0..64) of the `n`th set bit of `w` (`n < w.count_ones()`).
#[inline]
fn select_in_word(w: u64, mut n: u32) -> u32 {
    let mut base = 0;
    let mut w = w;
    // Skip whole bytes by their population counts, then finish within a byte.
    loop {
        let c = (w & 0xff).count_ones();
        if n < c {
            break;
        }
        n -= c;
        w >>= 8;
        base += 8;
    }
    for _ in 0..n {
        w &= w - 1;
    }
    base + w.trailing_zeros()
}

macro_rules! bitop {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $assign_op:tt) => {
        impl<const W: usize> std::ops::$trait for BitboardOf<W> {
            type Output = BitboardOf<W>;
            #[inline]
            fn $method(self, rhs: BitboardOf<W>) -> BitboardOf<W> {
                let mut o = self.0;
                for (a, b) in o.iter_mut().zip(rhs.0.iter()) {
                    *a $assign_op *b;
                }
                BitboardOf(o)
            }
        }
        impl<const W: usize> std::ops::$assign_trait for BitboardOf<W> {
            #[inline]
            fn $assign_method(&mut self, rhs: BitboardOf<W>) {
                for (a, b) in self.0.iter_mut().zip(rhs.0.iter()) {
                    *a $assign_op *b;
                }
            }
        }
    };
}

bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &=);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |=);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^=);

impl<const W: usize> std::fmt::Debug for BitboardOf<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.bits()).finish()
    }
}

/// Iterator over the set bits of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct BitsOf<const W: usize> {
    words: [u64; W],
    index: usize,
}

impl<const W: usize> Iterator for BitsOf<W> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.index < W {
            let w = &mut self.words[self.index];
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(self.index * 64 + bit);
            }
            self.index += 1;
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n: u32 = self.words[self.index.min(W)..]
            .iter()
            .map(|w| w.count_ones())
            .sum();
        (n as usize, Some(n as usize))
    }
}

impl<const W: usize> ExactSizeIterator for BitsOf<W> {}

#[cfg(test)]
mod tests {
    use super::*;

    /// `full`, built a row at a time, against the points one by one, on
    /// every size and rectangle from 2 to 25 in the words that hold it.
    #[test]
    fn full_is_every_point_of_every_size() {
        fn check<const W: usize>(size: BoardSize) {
            let by_points = BitboardOf::<W>::from_points(size, size.points());
            assert!(by_points == BitboardOf::<W>::full(size), "{size:?}");
        }
        for w in 2..=25 {
            for h in 2..=25 {
                let size = BoardSize::new(w, h).unwrap();
                if size.fits(TINY_WORDS) {
                    check::<TINY_WORDS>(size);
                }
                if size.fits(WORDS) {
                    check::<WORDS>(size);
                }
                check::<BIG_WORDS>(size);
            }
        }
    }

    #[test]
    fn neighbours_respect_edges() {
        let size = BoardSize::new(5, 3).unwrap();
        let full = Bitboard::full(size);
        assert_eq!(full.count(), 15);
        let corner = Bitboard::from_points(size, [Point::new(0, 4)]);
        let n: Vec<Point> = corner
            .neighbours(&full, size.stride() as u32)
            .points(size)
            .collect();
        assert_eq!(n, vec![Point::new(0, 3), Point::new(1, 4)]);
        let left = Bitboard::from_points(size, [Point::new(1, 0)]);
        let n: Vec<Point> = left
            .neighbours(&full, size.stride() as u32)
            .points(size)
            .collect();
        assert_eq!(
            n,
            vec![Point::new(0, 0), Point::new(1, 1), Point::new(2, 0)]
        );
    }

    /// `is_single` and `count_sparse` agree with `count` on sets of 0, 1, 2
    /// and many points, within a word and across words.
    #[test]
    fn single_and_sparse_count_agree_with_count() {
        let mut rng = crate::splitmix::SplitMix64(11);
        for _ in 0..2000 {
            let mut set = Bitboard::EMPTY;
            for _ in 0..rng.below(4) {
                set.insert(rng.below(WORDS as u32 * 64) as usize);
            }
            if rng.below(8) == 0 {
                set.0[rng.below(WORDS as u32) as usize] = rng.next_u64();
            }
            assert_eq!(set.is_single(), set.count() == 1, "{:?}", set.0);
            assert_eq!(set.count_sparse(), set.count(), "{:?}", set.0);
        }
    }

    #[test]
    fn flood_fill_and_iteration_across_words() {
        let size = BoardSize::STANDARD;
        let full = Bitboard::full(size);
        // A vertical line down column 7 crosses every word boundary.
        let line = Bitboard::from_points(size, (0..19).map(|r| Point::new(r, 7)));
        let seed = Bitboard::from_points(size, [Point::new(18, 7)]);
        assert_eq!(Bitboard::flood_fill(seed, &line, 20), line);
        assert_eq!(line.bits().len(), 19);
        assert_eq!(line.nth(18), Some(size.bit(Point::new(18, 7))));
        assert_eq!(line.nth(19), None);
        assert_eq!(full.and_not(&line).count(), 361 - 19);
        assert_eq!(line.first(), Some(7));
        // nth agrees with iteration on a dense irregular set.
        let pattern = [
            0xdead_beef_1234_5678,
            0,
            u64::MAX,
            1,
            0x8000_0000_0000_0000,
            0xff00,
        ];
        let dense: Bitboard = BitboardOf(std::array::from_fn(|i| pattern[i % pattern.len()]));
        for (i, bit) in dense.bits().enumerate() {
            assert_eq!(dense.nth(i as u32), Some(bit));
        }
    }
}

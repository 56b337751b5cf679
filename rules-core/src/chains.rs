//! Incremental chain bookkeeping for [`crate::sized::Board`]: every stone knows its
//! chain's head, the stones of a chain form a circular list, and each head
//! keeps the chain's *pseudo-liberty* count (the number of (stone, empty
//! neighbour) pairs). A chain has no liberty exactly when that count is zero,
//! and an empty point is a chain's only liberty exactly when every such pair
//! involves that point, so capture and suicide tests take a few array reads
//! instead of a flood fill.
//!
//! All of it is derived from the stones: [`Chains::rebuild`] recomputes it from
//! scratch (after set-up stones and undo), and the invariant check compares the
//! incremental state with a rebuild.

use crate::bitboard::BitboardOf;

/// Entries of each per-bit array of a board of `w` words: a power of two
/// above the bitboard's bits plus the board's padding (see `board.rs`), so
/// that an index masked with [`mask`] needs no bounds check in the hot paths
/// (256 for three words, 512 for six, 1,024 for eleven).
pub(crate) const fn slots(w: usize) -> usize {
    (w * 64 + 64).next_power_of_two()
}

/// `slots(w) - 1`: the mask of a per-bit index.
#[inline(always)]
pub(crate) const fn mask(w: usize) -> usize {
    slots(w) - 1
}

/// The head entry of every point that never holds a stone (guard bits and
/// the indices that neighbours of edge points wrap to): an entry no chain
/// uses, whose pseudo-liberty count is `u16::MAX`, so that a test "this
/// neighbour's chain has as many pseudo-liberties as adjacencies with the
/// point" fails for off-board neighbours without a branch.
#[inline(always)]
pub(crate) const fn off_head(w: usize) -> usize {
    mask(w)
}

/// A per-bit array of a board of `W` words: `PER` entries a word, read as
/// one flat slice. With `PER = 94` ([`Masked`]) it has at least
/// [`slots`]`(W)` entries for the three word counts used (282 ≥ 256 for
/// three words, 564 ≥ 512 for six, 1,034 ≥ 1,024 for eleven; checked at
/// compile time; two words would need 256 > 188, which is why the smallest
/// instantiation is three), so an index
/// masked with [`mask`]`(W)` is in bounds and the check is compiled out,
/// with few entries to spare (a board is copied whole); with `PER = 64`, one
/// entry a bit.
#[derive(Copy, Clone)]
pub(crate) struct Slots<T, const W: usize, const PER: usize>([[T; PER]; W]);

impl<T: Copy, const W: usize, const PER: usize> Slots<T, W, PER> {
    /// Every entry `v`.
    pub(crate) const fn filled(v: T) -> Self {
        const {
            assert!(
                PER == 64 || W * PER >= slots(W),
                "a masked per-bit array must hold slots(W) entries"
            )
        };
        Slots([[v; PER]; W])
    }
}

impl<T, const W: usize, const PER: usize> std::ops::Deref for Slots<T, W, PER> {
    type Target = [T];
    #[inline(always)]
    fn deref(&self) -> &[T] {
        self.0.as_flattened()
    }
}

impl<T, const W: usize, const PER: usize> std::ops::DerefMut for Slots<T, W, PER> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        self.0.as_flattened_mut()
    }
}

/// A per-bit array indexed with a mask (see [`Slots`]).
pub(crate) type Masked<T, const W: usize> = Slots<T, W, 94>;

/// Chain heads, stone lists and pseudo-liberty counts, indexed by bitboard bit.
/// Entries of empty points are meaningless; those of points off the board
/// are [`off_head`].
#[derive(Copy, Clone)]
pub(crate) struct Chains<const W: usize> {
    /// The head bit of the chain holding each stone.
    pub head: Masked<u16, W>,
    /// The next stone of the same chain (a circular list).
    pub next: Masked<u16, W>,
    /// At a head: the chain's pseudo-liberties.
    pub libs: Masked<u16, W>,
    /// At a head: the chain's number of stones.
    pub len: Masked<u16, W>,
}

impl<const W: usize> Chains<W> {
    pub(crate) fn new() -> Chains<W> {
        let mut libs = Masked::filled(0);
        libs[off_head(W)] = u16::MAX;
        Chains {
            head: Masked::filled(off_head(W) as u16),
            next: Masked::filled(0),
            libs,
            len: Masked::filled(0),
        }
    }

    /// Recomputes everything from the stones.
    pub(crate) fn rebuild(
        &mut self,
        stones: &[BitboardOf<W>; 2],
        empty: &BitboardOf<W>,
        stride: u32,
    ) {
        self.rebuild_chains_of(stones, empty, stride, &(stones[0] | stones[1]));
    }

    /// Recomputes the entries of the chains that hold a stone of `seeds`,
    /// leaving every other chain's as it is (they must be right already).
    pub(crate) fn rebuild_chains_of(
        &mut self,
        stones: &[BitboardOf<W>; 2],
        empty: &BitboardOf<W>,
        stride: u32,
        seeds: &BitboardOf<W>,
    ) {
        for color in stones {
            let mut rest = BitboardOf::<W>::flood_fill(*seeds & *color, color, stride);
            while let Some(h) = rest.first() {
                let chain =
                    BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(h), color, stride);
                rest = rest.and_not(&chain);
                let mut prev = h;
                for s in chain.bits() {
                    self.head[s] = h as u16;
                    self.next[prev] = s as u16;
                    prev = s;
                }
                self.next[prev] = h as u16;
                self.libs[h] = chain.pseudo_liberties(empty, stride) as u16;
                self.len[h] = chain.count() as u16;
            }
        }
    }

    /// The stones of the chain whose head is `h` (a stone's head): a walk
    /// of its list, one step a stone.
    #[inline]
    pub(crate) fn stones_of(&self, h: usize) -> BitboardOf<W> {
        let mut b = BitboardOf::<W>::EMPTY;
        let mut s = h;
        loop {
            b.insert(s);
            s = self.next[s & mask(W)] as usize;
            if s == h {
                return b;
            }
        }
    }

    /// Joins the chains with heads `a` and `b` (distinct); returns the new head.
    #[inline]
    pub(crate) fn merge(&mut self, a: usize, b: usize) -> usize {
        let (big, small) = if self.len[a] >= self.len[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        // Splice the two circular lists.
        self.next.swap(big, small);
        self.libs[big] += self.libs[small];
        self.len[big] += self.len[small];
        big
    }
}

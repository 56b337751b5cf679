//! Incremental chain bookkeeping for [`crate::Board`]: every stone knows its
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

use crate::bitboard::Bitboard;

/// Entries of each array: a power of two above the bitboard's bits plus the
/// board's padding (see `board.rs`), so that an index masked with [`MASK`]
/// needs no bounds check in the hot paths.
pub(crate) const SLOTS: usize = (crate::BOARD_BITS + 64).next_power_of_two();
/// `SLOTS - 1`.
pub(crate) const MASK: usize = SLOTS - 1;
const BITS: usize = SLOTS;

/// The head entry of every point that never holds a stone (guard bits and
/// the indices that neighbours of edge points wrap to): an entry no chain
/// uses, whose pseudo-liberty count is `u16::MAX`, so that a test "this
/// neighbour's chain has as many pseudo-liberties as adjacencies with the
/// point" fails for off-board neighbours without a branch.
pub(crate) const OFF_HEAD: usize = MASK;

/// Chain heads, stone lists and pseudo-liberty counts, indexed by bitboard bit.
/// Entries of empty points are meaningless; those of points off the board
/// are [`OFF_HEAD`].
#[derive(Copy, Clone)]
pub(crate) struct Chains {
    /// The head bit of the chain holding each stone.
    pub head: [u16; BITS],
    /// The next stone of the same chain (a circular list).
    pub next: [u16; BITS],
    /// At a head: the chain's pseudo-liberties.
    pub libs: [u16; BITS],
    /// At a head: the chain's number of stones.
    pub len: [u16; BITS],
}

impl Chains {
    pub(crate) const fn new() -> Chains {
        let mut libs = [0; BITS];
        libs[OFF_HEAD] = u16::MAX;
        Chains {
            head: [OFF_HEAD as u16; BITS],
            next: [0; BITS],
            libs,
            len: [0; BITS],
        }
    }

    /// Recomputes everything from the stones.
    pub(crate) fn rebuild(&mut self, stones: &[Bitboard; 2], empty: &Bitboard, stride: u32) {
        self.rebuild_chains_of(stones, empty, stride, &(stones[0] | stones[1]));
    }

    /// Recomputes the entries of the chains that hold a stone of `seeds`,
    /// leaving every other chain's as it is (they must be right already).
    pub(crate) fn rebuild_chains_of(
        &mut self,
        stones: &[Bitboard; 2],
        empty: &Bitboard,
        stride: u32,
        seeds: &Bitboard,
    ) {
        for color in stones {
            let mut rest = Bitboard::flood_fill(*seeds & *color, color, stride);
            while let Some(h) = rest.first() {
                let chain = Bitboard::flood_fill(Bitboard::from_bit(h), color, stride);
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

    /// The stones of the chain whose head is `h`.
    #[inline]
    pub(crate) fn stones_of(&self, h: usize) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        let mut s = h;
        loop {
            b.insert(s);
            s = self.next[s] as usize;
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

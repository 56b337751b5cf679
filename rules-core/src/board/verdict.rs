//! The lean per-point test of the exact legal mask
//! ([`crate::sized::Position::legal_moves`]): whether a stone would capture or be
//! suicide, without the hash, the removed chains or the ko point that
//! [`Board::evaluate`] also works out. The mask asks it of every candidate
//! point and calls `evaluate` only for the few moves whose superko test needs
//! the hash after them.

use super::*;

/// What a stone on an empty point would do, as far as legality without
/// superko needs it (see [`Board::verdict`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Neither captures nor is suicide: one stone more on the board.
    Quiet,
    /// Captures this many opponent stones (art. 4).
    Captures(u32),
    /// Leaves the placed chain without liberties while capturing nothing;
    /// `true` when the placed stone joins own chains (a multi-stone suicide),
    /// `false` for a lone stone.
    Suicide(bool),
}

impl<const W: usize> BoardOf<W> {
    /// What a `color` stone on the empty bit `bit` would do: the capture and
    /// suicide half of [`Board::evaluate`] (same pseudo-liberty arithmetic),
    /// without the hash after it. Does not check that `bit` is empty and on the
    /// board; callers do.
    #[inline(always)]
    pub(crate) fn verdict(&self, color: Color, bit: usize) -> Verdict {
        let own = code(color);
        let opp = own ^ 3;
        let ch = &self.chains;
        let around = self.around(bit);
        let mut kinds = [0u8; 4];
        let mut heads = [0u16; 4];
        for i in 0..4 {
            let k = self.cells[around[i] & mask(W)];
            kinds[i] = k;
            let h = ch.head[around[i].wrapping_sub(PAD) & mask(W)];
            // Empty and off-board neighbours get a dummy head that matches
            // nothing, as in `evaluate`.
            heads[i] = if k == own || k == opp {
                h
            } else {
                NO_HEAD - 1 - i as u16
            };
        }
        let touching = |h: u16| heads.iter().map(|&x| u16::from(x == h)).sum::<u16>();
        let first = |i: usize| (0..i).all(|j| heads[j] != heads[i]);
        let mut captured = 0u32;
        for i in 0..4 {
            if kinds[i] == opp && first(i) {
                let h = heads[i] as usize & mask(W);
                if ch.libs[h] == touching(heads[i]) {
                    captured += u32::from(ch.len[h]);
                }
            }
        }
        if captured > 0 {
            return Verdict::Captures(captured);
        }
        // Not `contains`, which calls `memchr` here (see `evaluate`).
        #[allow(clippy::manual_contains)]
        let has_empty = kinds.iter().any(|&k| k == EMPTY);
        if has_empty {
            return Verdict::Quiet;
        }
        let mut libs = 0u32;
        let mut joins = false;
        for i in 0..4 {
            if kinds[i] == own && first(i) {
                joins = true;
                libs += u32::from(ch.libs[heads[i] as usize & mask(W)] - touching(heads[i]));
            }
        }
        if libs == 0 {
            Verdict::Suicide(joins)
        } else {
            Verdict::Quiet
        }
    }
}

/// [`Board::verdicts`]: the stone captures.
pub(crate) const CAPTURES: u8 = 1;
/// [`Board::verdicts`]: the stone is suicide (capturing nothing).
pub(crate) const SUICIDE: u8 = 2;
/// [`Board::verdicts`]: the stone is suicide as a lone stone (no own
/// neighbour), forbidden under both suicide rules.
pub(crate) const LONE: u8 = 4;

impl<const W: usize> BoardOf<W> {
    /// [`Board::verdict`] for both colours at once, as flags ([`CAPTURES`],
    /// [`SUICIDE`], [`LONE`]; 0 for a quiet move), `[black, white]`: what the
    /// incremental mask (`crate::legal`) keeps per point.
    #[inline]
    pub(crate) fn verdicts(&self, bit: usize) -> [u8; 2] {
        let ch = &self.chains;
        let around = self.around(bit);
        let mut kinds = [0u8; 4];
        let mut heads = [0u16; 4];
        for i in 0..4 {
            let k = self.cells[around[i] & mask(W)];
            kinds[i] = k;
            let h = ch.head[around[i].wrapping_sub(PAD) & mask(W)];
            heads[i] = if k == 1 || k == 2 {
                h
            } else {
                NO_HEAD - 1 - i as u16
            };
        }
        let touching = |h: u16| heads.iter().map(|&x| u16::from(x == h)).sum::<u16>();
        let first = |i: usize| (0..i).all(|j| heads[j] != heads[i]);
        // Per neighbour: its chain's only liberty is `bit`.
        let mut last = [false; 4];
        for i in 0..4 {
            if kinds[i] == 1 || kinds[i] == 2 {
                last[i] = ch.libs[heads[i] as usize & mask(W)] == touching(heads[i]);
            }
        }
        #[allow(clippy::manual_contains)]
        let has_empty = kinds.iter().any(|&k| k == EMPTY);
        let mut out = [0u8; 2];
        for (c, flags) in out.iter_mut().enumerate() {
            let own = c as u8 + 1;
            let opp = own ^ 3;
            if (0..4).any(|i| kinds[i] == opp && last[i]) {
                *flags = CAPTURES;
                continue;
            }
            if has_empty {
                continue;
            }
            let mut joins = false;
            let mut keeps = false;
            for i in 0..4 {
                if kinds[i] == own && first(i) {
                    joins = true;
                    keeps |= !last[i];
                }
            }
            if !keeps {
                *flags = if joins { SUICIDE } else { SUICIDE | LONE };
            }
        }
        out
    }

    /// The chain holding the stone on `bit`: its head and pseudo-liberties.
    #[inline]
    pub(crate) fn chain_of(&self, bit: usize) -> (usize, u16) {
        let h = self.chains.head[bit & mask(W)] as usize & mask(W);
        (h, self.chains.libs[h])
    }

    /// Adds to `into` the liberties of the chain with head `head`, walking
    /// its stones.
    #[inline]
    pub(crate) fn add_liberties(&self, head: usize, into: &mut BitboardOf<W>) {
        let mut s = head;
        loop {
            for q in self.around(s) {
                if self.cells[q & mask(W)] == EMPTY {
                    into.insert(q - PAD);
                }
            }
            s = self.chains.next[s & mask(W)] as usize;
            if s == head {
                return;
            }
        }
    }

    /// The bits of the stones on `bit`'s four neighbours (`None` for empty
    /// and off-board neighbours).
    #[inline]
    pub(crate) fn stones_around(&self, bit: usize) -> [Option<usize>; 4] {
        self.around(bit).map(|q| {
            let k = self.cells[q & mask(W)];
            (k == 1 || k == 2).then(|| q - PAD)
        })
    }

    /// The bits of `bit`'s on-board neighbours, added to `into`.
    #[inline]
    pub(crate) fn add_neighbours(&self, bit: usize, into: &mut BitboardOf<W>) {
        for q in self.around(bit) {
            if self.cells[q & mask(W)] != OFF {
                into.insert(q - PAD);
            }
        }
    }
}

impl<const W: usize> BoardOf<W> {
    /// For a `color` stone on the empty bit `bit` that captures: the board's
    /// hash after it and the stones it captures, the half of
    /// [`Board::evaluate`] that a superko lookup needs (0 stones and the hash
    /// with the stone added if it captures nothing).
    #[inline]
    pub(crate) fn capture_hash(&self, color: Color, bit: usize) -> (u64, u32) {
        let opp = code(color) ^ 3;
        let ch = &self.chains;
        let around = self.around(bit);
        let mut heads = [0u16; 4];
        for i in 0..4 {
            let k = self.cells[around[i] & mask(W)];
            let h = ch.head[around[i].wrapping_sub(PAD) & mask(W)];
            heads[i] = if k == opp { h } else { NO_HEAD - 1 - i as u16 };
        }
        let touching = |h: u16| heads.iter().map(|&x| u16::from(x == h)).sum::<u16>();
        let mut hash = self.hash ^ zobrist::stone_key(color, bit);
        let mut removed = 0u32;
        for i in 0..4 {
            let h = heads[i];
            if h < NO_HEAD - 4
                && (0..i).all(|j| heads[j] != h)
                && ch.libs[h as usize & mask(W)] == touching(h)
            {
                removed += u32::from(ch.len[h as usize & mask(W)]);
                hash ^= self.chain_hash(h as usize & mask(W), color.opponent());
            }
        }
        (hash, removed)
    }
}

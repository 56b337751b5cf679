//! Tactical tests on the board for the life-and-death playouts (policy
//! tests, not rules): self-atari, the liberties of a chain in atari or with
//! two liberties, the neighbours of a point.

use super::*;

impl<const W: usize> BoardOf<W> {
    /// Whether a `color` stone on the empty bit `bit`, capturing nothing, would
    /// join its chains into a chain of at least [`SELF_ATARI_STONES`] stones
    /// left with exactly one liberty: a *self-atari* that the life-and-death
    /// playouts (`life/playout.rs`) do not play, so that a seki stays a seki
    /// and a chain does not fill its own last liberties. Smaller sacrifices
    /// stay possible: throw-ins, and the two-stone nakade that kills a
    /// straight or bent three. A policy test, not a rule. `false` for captures
    /// and suicides (the caller refuses those first).
    ///
    /// Allocates nothing; walks the merged chains' stone lists only when the
    /// placed stone has at most one empty neighbour, and stops at the second
    /// liberty found.
    #[inline]
    pub(crate) fn is_self_atari(&self, color: Color, bit: usize) -> bool {
        self.leaves_in_atari(color, bit, SELF_ATARI_STONES)
    }

    /// Whether a `color` stone on the empty bit `bit`, capturing nothing,
    /// would leave its chain, of at least `min_stones` stones once merged,
    /// with exactly one liberty (see [`Board::is_self_atari`]).
    #[inline]
    pub(crate) fn leaves_in_atari(&self, color: Color, bit: usize, min_stones: usize) -> bool {
        let own = code(color);
        let around = self.around(bit);
        let mut liberty = usize::MAX;
        let mut merges = false;
        for &q in &around {
            match self.cells[q & mask(W)] {
                EMPTY => {
                    if liberty != usize::MAX {
                        return false;
                    }
                    liberty = q;
                }
                k if k == own => merges = true,
                _ => {}
            }
        }
        if !merges {
            return min_stones <= 1 && liberty != usize::MAX;
        }
        // The merged chain's size: stop early when it is a small sacrifice.
        // Its pseudo-liberties too: the merged chains' own, less their
        // adjacencies with `bit`, plus `bit`'s empty neighbour. A liberty
        // counts at most four times, so more than four means two liberties.
        let mut seen = [NO_HEAD; 4];
        let mut stones = 1;
        let mut pseudo = u32::from(liberty != usize::MAX);
        for (i, &q) in around.iter().enumerate() {
            if self.cells[q & mask(W)] == own {
                let h = self.chains.head[(q - PAD) & mask(W)];
                if !seen[..i].contains(&h) {
                    stones += self.chains.len[h as usize & mask(W)] as usize;
                    pseudo += u32::from(self.chains.libs[h as usize & mask(W)]);
                }
                pseudo -= 1;
                seen[i] = h;
            }
        }
        if stones < min_stones || pseudo > 4 {
            return false;
        }
        self.one_liberty_left(own, bit, liberty)
    }

    /// Whether the chains of colour code `own` next to the empty bit `bit`,
    /// once joined by a stone there, have exactly one liberty: `liberty` is
    /// `bit`'s empty neighbour (a `cells` index), or `usize::MAX` when it
    /// has none. Walks each chain once, stopping at the second liberty.
    #[inline]
    fn one_liberty_left(&self, own: u8, bit: usize, mut liberty: usize) -> bool {
        let around = self.around(bit);
        let mut seen = [NO_HEAD; 4];
        for (i, &q) in around.iter().enumerate() {
            if self.cells[q & mask(W)] != own {
                continue;
            }
            let h = self.chains.head[(q - PAD) & mask(W)];
            if seen[..i].contains(&h) {
                continue;
            }
            seen[i] = h;
            let start = h as usize & mask(W);
            let mut s = start;
            loop {
                for t in self.around(s) {
                    if self.cells[t & mask(W)] == EMPTY && t != bit + PAD && t != liberty {
                        if liberty != usize::MAX {
                            return false;
                        }
                        liberty = t;
                    }
                }
                s = self.chains.next[s] as usize & mask(W);
                if s == start {
                    break;
                }
            }
        }
        liberty != usize::MAX
    }

    /// The placement of a `color` stone on the empty bit `bit`
    /// ([`Board::evaluate`]) unless it is suicide, or captures nothing and is
    /// a self-atari ([`Board::is_self_atari`]): the same answer as those two
    /// tests, with the self-atari test's first steps read from what the
    /// evaluation read around `bit` instead of again. The life-and-death
    /// playouts' test of a candidate (repetition aside).
    #[inline(always)]
    pub(crate) fn evaluate_unless_self_atari(&self, color: Color, bit: usize) -> Option<Placement> {
        self.evaluate_unless_in_atari(color, bit, SELF_ATARI_STONES, false)
    }

    /// The placement of a `color` stone on the empty bit `bit`
    /// ([`Board::evaluate`]) unless it is suicide, or it leaves its chain,
    /// of at least `min_stones` stones, in atari
    /// ([`Board::leaves_in_atari`]; for a capture only when `captures_too`):
    /// the same answer as those tests, with `leaves_in_atari`'s first steps
    /// (empty neighbours, the chains joined, their size and pseudo-liberties)
    /// read from what the evaluation read around `bit`.
    #[inline(always)]
    pub(crate) fn evaluate_unless_in_atari(
        &self,
        color: Color,
        bit: usize,
        min_stones: usize,
        captures_too: bool,
    ) -> Option<Placement> {
        let (placement, Surroundings { kinds, heads }) = self.evaluate_with(color, bit);
        if placement.is_suicide() {
            return None;
        }
        if !captures_too && placement.captures() > 0 {
            return Some(placement);
        }
        // Two empty neighbours are two liberties.
        let own = code(color);
        let mut liberty = usize::MAX;
        let mut stones = 1;
        let mut pseudo = 0u32;
        let mut merges = false;
        let around = self.around(bit);
        for i in 0..4 {
            if kinds[i] == EMPTY {
                if liberty != usize::MAX {
                    return Some(placement);
                }
                liberty = around[i];
                pseudo += 1;
            } else if kinds[i] == own {
                merges = true;
                // The heads of other neighbours never equal an own chain's.
                let h = heads[i];
                if !heads[..i].contains(&h) {
                    stones += self.chains.len[h as usize & mask(W)] as usize;
                    pseudo += u32::from(self.chains.libs[h as usize & mask(W)]);
                }
                pseudo -= 1;
            }
        }
        if !merges {
            // A lone stone: in atari with its one empty neighbour.
            return (min_stones > 1 || liberty == usize::MAX).then_some(placement);
        }
        if stones < min_stones || pseudo > 4 {
            return Some(placement);
        }
        (!self.one_liberty_left(own, bit, liberty)).then_some(placement)
    }

    /// The only liberty (a bit) of the chain holding the stone on `bit`, when
    /// that chain is in atari; `None` when it has two liberties or more, or
    /// `bit` holds no stone. Walks the chain's stones, stopping at the second
    /// liberty found; allocates nothing.
    #[inline]
    pub(crate) fn atari_liberty(&self, bit: usize) -> Option<usize> {
        let k = self.cells[(bit + PAD) & mask(W)];
        if k == EMPTY || k == OFF {
            return None;
        }
        let start = self.chains.head[bit & mask(W)] as usize & mask(W);
        // A liberty counts at most four times among the pseudo-liberties.
        if self.chains.libs[start] > 4 {
            return None;
        }
        let mut liberty = usize::MAX;
        let mut s = start;
        loop {
            for t in self.around(s) {
                if self.cells[t & mask(W)] == EMPTY && t != liberty {
                    if liberty != usize::MAX {
                        return None;
                    }
                    liberty = t;
                }
            }
            s = self.chains.next[s] as usize & mask(W);
            if s == start {
                break;
            }
        }
        (liberty != usize::MAX).then(|| liberty - PAD)
    }

    /// The liberties (bits) of the chain holding the stone on `bit` when it
    /// has exactly two; `None` otherwise. Walks the chain's stones, stopping
    /// at the third liberty found; allocates nothing.
    #[inline]
    pub(crate) fn two_liberties(&self, bit: usize) -> Option<(usize, usize)> {
        let k = self.cells[(bit + PAD) & mask(W)];
        if k == EMPTY || k == OFF {
            return None;
        }
        let start = self.chains.head[bit & mask(W)] as usize & mask(W);
        // Two liberties count at most eight times among the pseudo-liberties.
        if self.chains.libs[start] > 8 {
            return None;
        }
        let (mut a, mut b) = (usize::MAX, usize::MAX);
        let mut s = start;
        loop {
            for t in self.around(s) {
                if self.cells[t & mask(W)] == EMPTY && t != a && t != b {
                    if a == usize::MAX {
                        a = t;
                    } else if b == usize::MAX {
                        b = t;
                    } else {
                        return None;
                    }
                }
            }
            s = self.chains.next[s] as usize & mask(W);
            if s == start {
                break;
            }
        }
        (b != usize::MAX).then(|| (a - PAD, b - PAD))
    }

    /// The bits of the empty on-board neighbours of `bit` (up to four;
    /// `usize::MAX` fills the rest).
    #[inline]
    pub(crate) fn empty_neighbours(&self, bit: usize) -> [usize; 4] {
        let mut out = [usize::MAX; 4];
        for (i, q) in self.around(bit).into_iter().enumerate() {
            if self.cells[q & mask(W)] == EMPTY {
                out[i] = q - PAD;
            }
        }
        out
    }

    /// The bits of the on-board neighbours of `bit` that hold a stone of
    /// `color` (up to four; `usize::MAX` fills the rest).
    #[inline]
    pub(crate) fn stone_neighbours(&self, bit: usize, color: Color) -> [usize; 4] {
        let own = code(color);
        let mut out = [usize::MAX; 4];
        for (i, q) in self.around(bit).into_iter().enumerate() {
            if self.cells[q & mask(W)] == own {
                out[i] = q - PAD;
            }
        }
        out
    }

    /// Whether the empty bit `bit` has a neighbour holding a stone of `color`.
    #[inline]
    pub(crate) fn touches(&self, color: Color, bit: usize) -> bool {
        let k = code(color);
        self.around(bit)
            .iter()
            .any(|&c| self.cells[c & mask(W)] == k)
    }

    /// Whether a light playout should skip the empty bit `bit` for `color`
    /// without evaluating it, tested point by point: it is `color`'s own eye
    /// shape (every on-board neighbour its stone: a policy choice, not a
    /// rule), or it is the opponent's eye shape and captures nothing, so it
    /// is suicide (art. 5). The reference for the playouts' draw, which
    /// reads the same answer from the segment of the empty list the point
    /// is drawn from ([`Board::playout_ranges`]) and [`Board::eye_captures`].
    #[cfg(test)]
    pub(crate) fn playout_skips(&self, color: Color, bit: usize) -> bool {
        let own = code(color);
        let opp = own ^ 3;
        let around = self.around(bit);
        let kinds = around.map(|c| self.cells[c & mask(W)]);
        if kinds.iter().all(|&k| k == own || k == OFF) {
            return true;
        }
        if !kinds.iter().all(|&k| k == opp || k == OFF) {
            return false;
        }
        // The opponent's eye: suicide unless an adjacent chain is in atari,
        // that is, all its pseudo-liberties are adjacencies with `bit`.
        let mut heads = [NO_HEAD; 4];
        for i in 0..4 {
            if kinds[i] == opp {
                heads[i] = self.chains.head[around[i].wrapping_sub(PAD) & mask(W)];
            }
        }
        for i in 0..4 {
            let h = heads[i];
            if h != NO_HEAD {
                let touching = heads.iter().map(|&x| u16::from(x == h)).sum::<u16>();
                if self.chains.libs[h as usize & mask(W)] == touching {
                    return false;
                }
            }
        }
        true
    }
}

//! The lean per-point test of the exact legal mask
//! ([`crate::Position::legal_moves`]): whether a stone would capture or be
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

impl Board {
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
            let k = self.cells[around[i] & MASK];
            kinds[i] = k;
            let h = ch.head[around[i].wrapping_sub(PAD) & MASK];
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
                let h = heads[i] as usize & MASK;
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
                libs += u32::from(ch.libs[heads[i] as usize & MASK] - touching(heads[i]));
            }
        }
        if libs == 0 {
            Verdict::Suicide(joins)
        } else {
            Verdict::Quiet
        }
    }
}

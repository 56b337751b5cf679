//! The exact legal mask, [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set): suicide, simple ko and
//! positional or situational superko, computed from the board in a few
//! whole-board operations plus a lean test of the few points that need one.
//!
//! Which points need a test is narrowed with bitboards:
//! - a point with an empty neighbour is never suicide, nor is a crowded point
//!   (no empty neighbour) next to an own stone with two empty neighbours: it
//!   joins a chain that keeps a liberty;
//! - a chain is captured by taking its last liberty, which is then the only
//!   empty neighbour of each of its stones next to it: only points next to
//!   an opponent stone with exactly one empty neighbour can capture.
//!
//! Those candidates get [`Board::verdict`] (captures, suicide or neither,
//! without the hash). Under superko a move that captures, or an allowed
//! multi-stone suicide, changes the stones by more than one stone: it gets the
//! full test ([`Board::evaluate`] for the hash after it, then the repetition
//! lookup), unless no recorded state has as many stones as it leaves. A quiet
//! move adds one stone, so instead of a lookup per point each recorded state
//! with one stone more than now names, by its key XOR the current one, the
//! only point whose quiet move could recreate it.

use super::*;
use crate::board::Verdict;

impl<const W: usize> PositionOf<W> {
    /// See [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set).
    #[inline]
    pub(super) fn legal_points_from_scratch(&self) -> BitboardOf<W> {
        let color = self.to_move;
        let board = &self.board;
        let (own, opp) = (board.stones(color), board.stones(color.opponent()));
        let empty = board.empty();
        let mut legal = empty;
        let (once, twice) = board.neighbours_once_twice(&empty);
        let crowded = empty.and_not(&once);
        let may_suicide = crowded.and_not(&board.neighbours(&(own & twice)));
        let multi_allowed = self.suicide == SuicideRule::MultiStoneAllowed;
        if let Some(k) = self.ko {
            legal.remove(k as usize);
        }
        if self.ko_rule == KoRule::Simple {
            // Only suicides remain to be found; the ko point is out.
            for bit in may_suicide.bits() {
                if let Verdict::Suicide(joins) = board.verdict(color, bit) {
                    if !(multi_allowed && joins) {
                        legal.remove(bit);
                    }
                }
            }
            return legal;
        }
        // An opponent stone with two empty neighbours is in a chain with two
        // liberties, and so is every stone of its chain: spread that a few
        // steps along the chains before looking for the stones in atari.
        let mut free = opp & twice;
        for _ in 0..2 {
            free |= board.neighbours(&free) & opp;
        }
        let single = opp.and_not(&free) & once;
        let may_capture = empty & board.neighbours(&single);
        // A crowded point with no own neighbour that cannot capture is a
        // single-stone suicide, forbidden under both suicide rules.
        let suicide = crowded
            .and_not(&board.neighbours(&own))
            .and_not(&may_capture);
        legal = legal.and_not(&suicide);
        let may_suicide = may_suicide.and_not(&suicide);
        for bit in may_suicide.bits() {
            match board.verdict(color, bit) {
                Verdict::Quiet => {}
                Verdict::Suicide(joins) => {
                    if !(multi_allowed && joins) {
                        legal.remove(bit);
                    } else {
                        self.drop_if_repeats(&mut legal, bit);
                    }
                }
                Verdict::Captures(_) => self.drop_if_capture_repeats(&mut legal, bit),
            }
        }
        for bit in may_capture.and_not(&may_suicide).bits() {
            if board.captures_at(color, bit) {
                self.drop_if_capture_repeats(&mut legal, bit);
            }
        }
        self.drop_quiet_repeats(&mut legal);
        legal
    }

    /// The legal mask from the verdicts of the side to move kept by
    /// [`crate::sized::IncrementalMask`] for the current stones: the points where
    /// its stone would capture, be suicide, and be a lone stone's suicide
    /// (see `Board::verdicts`); `capture(bit)` gives, for a capture point,
    /// what the capture changes in the hash (the hash after it XOR the
    /// current one) and the stones it captures. Equals
    /// [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set).
    #[inline]
    pub(crate) fn legal_from_verdicts(
        &self,
        captures: &BitboardOf<W>,
        suicide: &BitboardOf<W>,
        lone: &BitboardOf<W>,
        capture: impl Fn(usize) -> (u64, u32),
    ) -> BitboardOf<W> {
        let multi_allowed = self.suicide == SuicideRule::MultiStoneAllowed;
        let mut legal = self.board.empty().and_not(lone);
        if !multi_allowed {
            legal = legal.and_not(suicide);
        }
        if let Some(k) = self.ko {
            legal.remove(k as usize);
        }
        if self.ko_rule == KoRule::Simple {
            return legal;
        }
        for bit in (*captures & legal).bits() {
            let (change, removed) = capture(bit);
            self.drop_if_capture_repeats_with(&mut legal, bit, self.board.hash() ^ change, removed);
        }
        if multi_allowed {
            for bit in (suicide.and_not(lone) & legal).bits() {
                self.drop_if_repeats(&mut legal, bit);
            }
        }
        self.drop_quiet_repeats(&mut legal);
        legal
    }

    /// Removes from `legal` the quiet moves (one stone more, nothing
    /// removed) that recreate a recorded state: each recorded state with one
    /// stone more than now names, by its key XOR the current one, the only
    /// point whose quiet move could recreate it.
    #[inline(always)]
    fn drop_quiet_repeats(&self, legal: &mut BitboardOf<W>) {
        let color = self.to_move;
        let board = &self.board;
        let quiet_key = self.repetition_key(board.hash(), color.opponent());
        let mut link = self.history.last_of_total(board.stone_count() + 1);
        while link != 0 {
            let (key, prev) = self.history.recorded_state(link);
            if let Some(bit) = zobrist::bit_of_stone_key(color, key ^ quiet_key) {
                if legal.contains(bit) && self.repeats_earlier_state(&board.evaluate(color, bit)) {
                    legal.remove(bit);
                }
            }
            link = prev;
        }
    }

    /// Removes `bit` from `legal` if the side to move's stone there recreates
    /// a recorded state (the superko test of an allowed multi-stone suicide).
    #[inline]
    fn drop_if_repeats(&self, legal: &mut BitboardOf<W>, bit: usize) {
        let p = self.board.evaluate(self.to_move, bit);
        let total = self.board.stone_count() + 1 - p.stones_removed() as usize;
        if self.may_repeat(total, p.hash_after()) && self.repeats_earlier_state(&p) {
            legal.remove(bit);
        }
    }

    /// [`Position::drop_if_repeats`] for a capture: the lookup from the hash
    /// alone, the placement worked out only to confirm a hit.
    #[inline]
    fn drop_if_capture_repeats(&self, legal: &mut BitboardOf<W>, bit: usize) {
        let (hash, removed) = self.board.capture_hash(self.to_move, bit);
        let total = self.board.stone_count() + 1 - removed as usize;
        if self.may_repeat(total, hash)
            && self.repeats_earlier_state(&self.board.evaluate(self.to_move, bit))
        {
            legal.remove(bit);
        }
    }

    /// [`Position::drop_if_capture_repeats`] given the hash after the capture
    /// and the stones it captures.
    #[inline(always)]
    fn drop_if_capture_repeats_with(
        &self,
        legal: &mut BitboardOf<W>,
        bit: usize,
        hash: u64,
        removed: u32,
    ) {
        let total = self.board.stone_count() + 1 - removed as usize;
        if self.may_repeat(total, hash)
            && self.repeats_earlier_state(&self.board.evaluate(self.to_move, bit))
        {
            legal.remove(bit);
        }
    }
}

//! The history's own consistency check ([`HistoryOf::check`]): every
//! state rebuilt both ways, every move read back, the checkpoints, the
//! per-total lists, the filter and the table recomputed from the records.

use super::{step_forward, total, HistoryOf, CHECKPOINT_EVERY, NO_PASS, TABLE_AFTER_PER_POINT};
use crate::bitboard::BitboardOf;
use crate::color::Color;
use crate::zobrist;

impl<const W: usize> HistoryOf<W> {
    /// Recomputes the index from the moves and reports the first mismatch:
    /// `current` is the position's stones, `key_of(stones, side)` its
    /// repetition key function.
    pub(crate) fn check(
        &self,
        current: [BitboardOf<W>; 2],
        key_of: impl Fn(u64, Color) -> u64,
    ) -> Result<(), String> {
        // Every state rebuilt both ways agrees: `states[q]` is the state
        // after `q` records.
        let n = self.moves.len();
        let mut states = Vec::with_capacity(n + 1);
        let mut stones = self.checkpoints[0].stones;
        let mut at = 0;
        let mut moves = 0;
        states.push(stones);
        for (i, record) in self.moves.iter().enumerate() {
            if record.is_run() && record.key == 0 {
                return Err(format!("record {i} is an empty run of passes"));
            }
            at = step_forward(record, &self.removed, at, &mut stones);
            moves += record.moves();
            states.push(stones);
            if (i + 1).is_multiple_of(CHECKPOINT_EVERY) {
                let cp = self.checkpoints.get((i + 1) / CHECKPOINT_EVERY);
                if cp.map(|c| (c.stones, c.removed_len as usize, c.moves))
                    != Some((stones, at, moves))
                {
                    return Err(format!("checkpoint after record {} is wrong", i + 1));
                }
            }
        }
        if moves != self.len() {
            return Err(format!(
                "the records hold {moves} moves, not {}",
                self.len()
            ));
        }
        // The removal counts and the first pass, recomputed from the
        // records.
        let mut removals = [0u32; 2];
        let mut at = 0;
        for record in &self.moves {
            if record.removed_any() {
                let k = self.removed[at] as usize;
                removals[record.removed_color().index()] += k as u32;
                at += k + 2;
            }
        }
        if removals != self.removal_counts() {
            return Err(format!(
                "the removal counts are {:?}, the records give {removals:?}",
                self.removal_counts()
            ));
        }
        let first_pass = self.moves.iter().position(|r| r.played().is_none());
        if first_pass.map_or(NO_PASS, |q| q as u32) != self.first_pass {
            return Err("the first pass's record disagrees with the records".into());
        }
        if self.checkpoints.len() != n / CHECKPOINT_EVERY + 1 {
            return Err("wrong number of checkpoints".into());
        }
        if at != self.removed.len() || stones != current {
            return Err("replaying the history does not reach the board".into());
        }
        for (q, state) in states.iter().enumerate() {
            if self.stones_after(q, current) != *state {
                return Err(format!("the state after record {q} rebuilds differently"));
            }
        }
        // Every move number finds its state: the one after the records
        // before its record (a run changes no stone).
        let mut q = 0;
        let mut before = 0;
        for s in 0..=self.len() {
            while q < n && before + self.moves[q].moves() <= s {
                before += self.moves[q].moves();
                q += 1;
            }
            if self.stones_at(s, current) != states[q] {
                return Err(format!("state {s} rebuilds differently"));
            }
            if s < self.len() {
                let facts = self.facts(s);
                let record = &self.moves[q];
                if facts.played != record.played() || facts.mover != record.mover_of(s - before) {
                    return Err(format!("move {s} reads back differently"));
                }
            }
        }
        let hash_of = |st: &[BitboardOf<W>; 2]| {
            let mut h = 0;
            for color in Color::ALL {
                for b in st[color.index()].bits() {
                    h ^= zobrist::stone_key(color, b);
                }
            }
            h
        };
        let mut expect: std::collections::HashMap<u64, u32> = Default::default();
        if self.start_key != key_of(hash_of(&states[0]), self.start_side) {
            return Err("the starting key is wrong".into());
        }
        *expect.entry(self.start_key).or_insert(0) += 1;
        let mut want: Vec<(usize, u32)> = vec![(total(&states[0]), 1)];
        for (i, record) in self.moves.iter().enumerate() {
            if let Some(k) = record.added_key() {
                if k != key_of(hash_of(&states[i + 1]), record.mover().opponent()) {
                    return Err(format!("move {i} recorded a wrong key"));
                }
                *expect.entry(k).or_insert(0) += 1;
                want.push((total(&states[i + 1]), i as u32 + 2));
            }
        }
        let mut got = Vec::new();
        for (t, &last) in self.last_of_total.iter().enumerate() {
            let mut link = last;
            while link != 0 && got.len() <= want.len() {
                got.push((t, link));
                link = self.recorded_state(link).1;
            }
        }
        want.sort_unstable();
        got.sort_unstable();
        if want != got {
            return Err("the per-total lists of recorded states disagree with the history".into());
        }
        if let Some(k) = expect.keys().find(|&&k| !self.filter.may_contain(k)) {
            return Err(format!("the key filter misses the recorded key {k:#x}"));
        }
        let long = self.len() >= TABLE_AFTER_PER_POINT * self.points;
        match self.indexed.then_some(&self.table) {
            Some(table) => {
                let found: std::collections::HashMap<u64, u32> = table.entries().collect();
                if expect != found {
                    return Err("the repetition table disagrees with the history".into());
                }
            }
            None if self.table.entries().next().is_some() => {
                return Err("an unused repetition table holds keys".into())
            }
            None if long => return Err("a long game has no repetition table".into()),
            None => {}
        }
        Ok(())
    }
}

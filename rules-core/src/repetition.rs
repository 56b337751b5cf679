//! The indexes of earlier positions' keys that superko asks about on every
//! move (1988 art. 6; 2002 art. 6).
//!
//! - [`KeyFilter`]: 2,048 bits, one per key (chosen by the key's top eleven
//!   bits), set for every key recorded. A clear bit answers "never recorded"
//!   from 256 bytes; [`crate::sized::Position`] asks it first. (4,096 bits halved
//!   the false hits, which only cost a walk of a short list, for 256 bytes
//!   more a game: BENCHMARKS.md, game memory.)
//! - [`RepetitionTable`]: a flat open-addressing table of 64-bit keys with an
//!   occurrence count each, linear probing, at most half full. A lookup is one
//!   or two cache-line reads. [`crate::sized::Position`] builds it only for long games:
//!   until then its per-total lists of recorded states (a few entries each)
//!   answer the lookups, and a game's state stays small enough for thousands
//!   of games stepped together to stay in cache.
//!
//! Keys are only hashes: [`crate::sized::Position`] confirms every hit against the
//! stored positions, so a collision can never forbid a legal move. Undo
//! decrements a count and leaves the slot as a zero-count entry; doubling
//! drops those. Undo leaves filter bits set (another key may share them): a
//! stale bit only costs a lookup.

/// One bit per key, set when a key is recorded (see the module docs).
#[derive(Copy, Clone, Debug)]
pub(crate) struct KeyFilter([u64; FILTER_WORDS]);

impl KeyFilter {
    /// No key recorded.
    pub(crate) const fn new() -> KeyFilter {
        KeyFilter([0; FILTER_WORDS])
    }

    /// Sets `key`'s bit.
    #[inline(always)]
    pub(crate) fn insert(&mut self, key: u64) {
        let (w, bit) = filter_bit(key);
        self.0[w] |= bit;
    }

    /// `false` when `key` was never inserted; `true` when it may have been.
    #[inline(always)]
    pub(crate) fn may_contain(&self, key: u64) -> bool {
        let (w, bit) = filter_bit(key);
        self.0[w] & bit != 0
    }
}

/// Occurrence counts of 64-bit keys (see the module docs).
#[derive(Debug)]
pub(crate) struct RepetitionTable {
    /// The slots: a key (0 marks a free slot) and its occurrences (0 for a
    /// free slot or an undone entry) side by side, so a probe reads one cache
    /// line.
    slots: Vec<Slot>,
    /// Slots in use (entries with a count of 0 included).
    used: usize,
    /// The indices of the slots in use, so that clearing and copying cost
    /// O(entries), not O(slots).
    occupied: Vec<u32>,
    /// Occurrences of the key 0 (the empty board's hash), kept aside because 0
    /// marks a free slot.
    zero: u32,
}

/// One slot of the table.
#[derive(Copy, Clone, Debug, Default)]
struct Slot {
    key: u64,
    count: u32,
}

/// Words of the filter: 32 × 64 = 2,048 bits.
const FILTER_WORDS: usize = 32;

/// The filter's word and bit for `key`.
#[inline(always)]
fn filter_bit(key: u64) -> (usize, u64) {
    let b = (key >> 53) as usize;
    (b >> 6, 1u64 << (b & 63))
}

impl RepetitionTable {
    /// A table for about `positions` positions before it first doubles.
    pub(crate) fn with_capacity(positions: usize) -> RepetitionTable {
        let slots = (positions * 2).next_power_of_two().max(16);
        RepetitionTable {
            slots: vec![Slot::default(); slots],
            used: 0,
            occupied: Vec::with_capacity(slots / 2 + 1),
            zero: 0,
        }
    }

    /// A table holding nothing and no memory: [`RepetitionTable::refill`] gives
    /// it slots. Only `refill`, `clear` and cloning may be used on it before.
    pub(crate) const fn unallocated() -> RepetitionTable {
        RepetitionTable {
            slots: Vec::new(),
            used: 0,
            occupied: Vec::new(),
            zero: 0,
        }
    }

    /// Empties the table and records `keys` (`count` of them), reusing its
    /// memory when it has room for them.
    pub(crate) fn refill(&mut self, count: usize, keys: impl Iterator<Item = u64>) {
        let slots = (count * 2).next_power_of_two().max(16);
        if self.slots.len() < slots {
            *self = RepetitionTable::with_capacity(count);
        } else {
            self.clear();
        }
        for key in keys {
            self.insert(key);
        }
    }

    /// Heap bytes held (capacities): for memory reports.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<Slot>() + self.occupied.capacity() * 4
    }

    /// Where the slots live (for tests that check memory is reused).
    #[cfg(test)]
    pub(crate) fn slots_ptr(&self) -> *const u8 {
        self.slots.as_ptr().cast()
    }

    /// Empties the table, keeping its memory.
    pub(crate) fn clear(&mut self) {
        for &i in &self.occupied {
            self.slots[i as usize] = Slot::default();
        }
        self.occupied.clear();
        self.used = 0;
        self.zero = 0;
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        // Zobrist keys are uniformly random: fold and index directly.
        (key ^ (key >> 32)) as usize & (self.slots.len() - 1)
    }

    /// How often `key` was recorded (and not undone).
    #[inline]
    pub(crate) fn count(&self, key: u64) -> u32 {
        if key == 0 {
            return self.zero;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let slot = self.slots[i];
            if slot.key == key {
                return slot.count;
            }
            if slot.key == 0 {
                return 0;
            }
            i = (i + 1) & mask;
        }
    }

    /// Records one more occurrence of `key`.
    #[inline]
    pub(crate) fn insert(&mut self, key: u64) {
        if key == 0 {
            self.zero += 1;
            return;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let slot = &mut self.slots[i];
            if slot.key == key {
                slot.count += 1;
                return;
            }
            if slot.key == 0 {
                *slot = Slot { key, count: 1 };
                self.used += 1;
                self.occupied.push(i as u32);
                if self.used * 2 > self.slots.len() {
                    self.grow();
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /// Takes back one occurrence of `key` (which must have been recorded).
    #[inline]
    pub(crate) fn remove(&mut self, key: u64) {
        if key == 0 {
            self.zero = self.zero.saturating_sub(1);
            return;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let slot = &mut self.slots[i];
            if slot.key == key {
                slot.count = slot.count.saturating_sub(1);
                return;
            }
            if slot.key == 0 {
                return;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table (or rebuilds it at the same size when most slots
    /// hold undone entries), dropping zero-count entries.
    #[cold]
    fn grow(&mut self) {
        let live = self.slots.iter().filter(|s| s.count != 0).count();
        let slots = if live * 4 > self.slots.len() {
            self.slots.len() * 2
        } else {
            self.slots.len()
        };
        let old = std::mem::replace(&mut self.slots, vec![Slot::default(); slots]);
        self.used = 0;
        self.occupied.clear();
        let mask = slots - 1;
        for old_slot in old {
            let k = old_slot.key;
            if k == 0 || old_slot.count == 0 {
                continue;
            }
            let mut i = self.slot(k);
            while self.slots[i].key != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = old_slot;
            self.used += 1;
            self.occupied.push(i as u32);
        }
    }

    /// Every recorded key with its count, in no particular order (zero counts
    /// left out): for invariant checks.
    pub(crate) fn entries(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        let zero = (self.zero != 0).then_some((0, self.zero));
        self.slots
            .iter()
            .filter(|s| s.key != 0 && s.count != 0)
            .map(|s| (s.key, s.count))
            .chain(zero)
    }
}

impl Clone for RepetitionTable {
    fn clone(&self) -> RepetitionTable {
        RepetitionTable {
            slots: self.slots.clone(),
            used: self.used,
            occupied: self.occupied.clone(),
            zero: self.zero,
        }
    }

    /// Reuses this table's memory: O(entries of both) when the sizes match,
    /// which is what a playout loop restarting from one position needs.
    fn clone_from(&mut self, source: &RepetitionTable) {
        if self.slots.len() != source.slots.len() {
            *self = source.clone();
            return;
        }
        self.clear();
        for &i in &source.occupied {
            let i = i as usize;
            self.slots[i] = source.slots[i];
        }
        self.occupied.extend_from_slice(&source.occupied);
        self.used = source.used;
        self.zero = source.zero;
    }
}

#[cfg(test)]
mod tests {
    use super::RepetitionTable;
    use std::collections::HashMap;

    /// The table against a `HashMap` on a long random sequence of inserts and
    /// removes, with keys drawn from a small set so that counts pile up, the
    /// key 0 included, and enough distinct keys to force doubling.
    #[test]
    fn agrees_with_a_hash_map() {
        let mut t = RepetitionTable::with_capacity(4);
        let mut m: HashMap<u64, u32> = HashMap::new();
        let mut x = 12345u64;
        let mut recorded = Vec::new();
        for step in 0..20_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let key = match x >> 61 {
                0 => 0,
                1 | 2 => ((x >> 20) % 50).wrapping_mul(0x9e37_79b9_7f4a_7c15),
                _ => x | 1,
            };
            if x & 0x1000 != 0 && !recorded.is_empty() {
                let k = recorded.swap_remove((x >> 13) as usize % recorded.len());
                t.remove(k);
                let c = m.get_mut(&k).unwrap();
                *c -= 1;
                if *c == 0 {
                    m.remove(&k);
                }
            } else {
                t.insert(key);
                *m.entry(key).or_insert(0) += 1;
                recorded.push(key);
            }
            if step % 1000 == 0 {
                // A copy made into a used table behaves like the original.
                let mut copy = RepetitionTable::with_capacity(4);
                copy.insert(77);
                copy.clone_from(&t);
                let mut fresh = t.clone();
                fresh.clone_from(&t);
                for probe in [copy, fresh] {
                    let mut got: Vec<_> = probe.entries().collect();
                    got.sort();
                    let mut want: Vec<_> = t.entries().collect();
                    want.sort();
                    assert_eq!(got, want);
                }
            }
            if step % 97 == 0 {
                for (&k, &c) in &m {
                    assert_eq!(t.count(k), c);
                }
                assert_eq!(t.count(0x5555), m.get(&0x5555).copied().unwrap_or(0));
                let mut got: Vec<_> = t.entries().collect();
                got.sort();
                let mut want: Vec<_> = m.iter().map(|(&k, &c)| (k, c)).collect();
                want.sort();
                assert_eq!(got, want);
            }
        }
    }
}

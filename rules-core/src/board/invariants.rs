//! [`Board::check_invariants`]: everything derived from the stones (chains,
//! colours, the empty list and its eye segments, the hash) recomputed and
//! compared, for tests and fuzzing.

use super::*;

impl<const W: usize> BoardOf<W> {
    /// Recomputes the hash from the stones and checks every structural rule:
    /// colours disjoint, no stone off the board, every chain has a liberty.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let [b, w] = self.stones;
        if b.intersects(&w) {
            return Err(InvariantError("a point holds both colours".into()));
        }
        if !self.occupied().and_not(&self.on_board).is_empty() {
            return Err(InvariantError("a stone lies off the board".into()));
        }
        if self.hash != self.recompute_hash() {
            return Err(InvariantError(format!(
                "hash {:#x} but the stones hash to {:#x}",
                self.hash,
                self.recompute_hash()
            )));
        }
        if let Some(p) = self.chain_without_liberties() {
            return Err(InvariantError(format!("the chain at {p} has no liberty")));
        }
        let mut fresh = *self;
        fresh.rebuild_chains();
        for color in Color::ALL {
            for s in self.stones[color.index()].bits() {
                let (h, f) = (self.chains.head[s] as usize, fresh.chains.head[s] as usize);
                let chain = self.chains.stones_of(h);
                let point = self.size.point_of_bit(s);
                if chain != fresh.chains.stones_of(f) {
                    return Err(InvariantError(format!(
                        "the chain list at {point} is wrong"
                    )));
                }
                if self.chains.libs[h] != fresh.chains.libs[f]
                    || self.chains.len[h] != fresh.chains.len[f]
                {
                    return Err(InvariantError(format!(
                        "the chain at {point} counts {} pseudo-liberties and {} stones, not {} and {}",
                        self.chains.libs[h], self.chains.len[h], fresh.chains.libs[f], fresh.chains.len[f]
                    )));
                }
            }
        }
        if self.cells[..] != fresh.cells[..] {
            return Err(InvariantError(
                "the colour array disagrees with the stones".into(),
            ));
        }
        let mut listed = BitboardOf::<W>::EMPTY;
        for (i, &b) in self.empty_bits().iter().enumerate() {
            if self.empty_index[b as usize] as usize != i {
                return Err(InvariantError(format!(
                    "empty list entry {i} has a wrong index"
                )));
            }
            listed.insert(b as usize);
        }
        if listed != self.empty() || self.empty_count as u32 != self.empty().count() {
            return Err(InvariantError(
                "the empty list disagrees with the stones".into(),
            ));
        }
        if self.seg[0] > self.seg[1] || self.seg[1] > self.empty_count {
            return Err(InvariantError(
                "the empty list's segments are out of order".into(),
            ));
        }
        for (i, &b) in self.empty_bits().iter().enumerate() {
            if self.segment_at(i) != fresh.eye_class(b as usize) {
                return Err(InvariantError(format!(
                    "{} sits in the wrong eye-shape segment of the empty list",
                    self.size.point_of_bit(b as usize)
                )));
            }
        }
        Ok(())
    }
}

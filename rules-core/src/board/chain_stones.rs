//! A chain's stones read from the board's chain bookkeeping (each stone's
//! head and the circular list of a chain's stones, `chains.rs`): a walk of
//! the chain's stones, not a flood fill over the board (which costs one
//! pass over every word of the board per step of the chain's width).

use super::*;

impl<const W: usize> BoardOf<W> {
    /// The chain (same-coloured stones connected orthogonally, art. 3) containing
    /// the stone on `point`; empty if the point is empty or off the board.
    pub fn chain(&self, point: Point) -> BitboardOf<W> {
        match self.get(point) {
            None => BitboardOf::<W>::EMPTY,
            Some(_) => self.chain_stones_at(self.size.bit(point)),
        }
    }

    /// The stones of the chain holding the stone at `bit`, from the chain
    /// lists: one step a stone. `bit` must hold a stone (the lists of an
    /// empty point are meaningless).
    #[inline]
    pub(crate) fn chain_stones_at(&self, bit: usize) -> BitboardOf<W> {
        debug_assert!(self.cells[bit + PAD] == 1 || self.cells[bit + PAD] == 2);
        self.chains.stones_of(self.chain_head(bit))
    }
}

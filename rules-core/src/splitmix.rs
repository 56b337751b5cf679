//! SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//! generators", OOPSLA 2014): the one random generator of the crate, for the
//! Zobrist keys (drawn at compile time), light playouts and the
//! life-and-death estimate's samples. A module of its own, below everything
//! that uses it, so that the hashing of positions does not import the
//! playout policy.
//!
//! No rule of Go lives here: the estimate of life and death that uses it
//! only *proposes* dead stones, which the players settle (1988/2002
//! art. 8).

/// SplitMix64: a tiny, seeded, reproducible generator for playouts (not for
/// anything that needs unpredictability).
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// One step as a pure function of the state: the next state and the 64
    /// random bits it gives (`const`, so that the Zobrist keys are drawn from
    /// the same generator at compile time).
    #[inline]
    pub const fn step(state: u64) -> (u64, u64) {
        let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (state, z ^ (z >> 31))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let (state, bits) = SplitMix64::step(self.0);
        self.0 = state;
        bits
    }

    /// A uniform integer in `0..n` (`n > 0`), by multiply-shift.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

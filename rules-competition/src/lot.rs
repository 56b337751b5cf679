//! Drawing lots (抽签) and choosing colours by lot (猜先) from an explicit seed.
//!
//! The generator is SplitMix64: small, deterministic, the same on every
//! platform, so a seed printed with a draw reproduces it.

use tianyuan::Color;

/// A deterministic random source for lots, seeded by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lot {
    state: u64,
}

impl Lot {
    /// A lot drawn from `seed`.
    pub const fn new(seed: u64) -> Lot {
        Lot { state: seed }
    }

    /// The next 64 random bits (SplitMix64).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// Colour by lot (猜先): the colour the first-named player takes.
    pub fn nigiri(&mut self) -> Color {
        if self.next_u64() & 1 == 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// A random order of `0..n` (Fisher–Yates), e.g. the draw of numbers for a
    /// round robin table (1988 art. 29.1: redraw after a withdrawal).
    pub fn shuffle(&mut self, n: usize) -> Vec<usize> {
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = self.below(i as u64 + 1) as usize;
            v.swap(i, j);
        }
        v
    }
}

/// Colour by lot (猜先) for one game from a seed: the colour the first-named
/// player takes.
pub fn nigiri(seed: u64) -> Color {
    Lot::new(seed).nigiri()
}

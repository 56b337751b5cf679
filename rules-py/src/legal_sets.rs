//! The legal points of a Python `Game`, kept from one call to the next with
//! the core's [`IncrementalMaskOf`]: `legal_mask()`, `legal_actions()` and
//! `legal_points()` re-test only the points whose verdict a move can have
//! changed (the core proves which), instead of every point each call. Exact
//! whatever changed the game in between (moves, undo, set-up, a new game),
//! as the core's mask is.

use tianyuan::sized::{
    BigBitboard, Bitboard, IncrementalMaskOf, TinyBitboard, BIG_WORDS, TINY_WORDS, WORDS,
};
use tianyuan::{AnyGame, AnySize};

/// The kept verdicts, for the words of the game they are used on (boxed:
/// about 1.2 KB for six words, made on first use for the word count of the
/// game).
#[derive(Clone, Default)]
pub struct LegalSets {
    tiny: Option<Box<IncrementalMaskOf<TINY_WORDS>>>,
    small: Option<Box<IncrementalMaskOf<WORDS>>>,
    big: Option<Box<IncrementalMaskOf<BIG_WORDS>>>,
}

/// The legal points of a game, in its words.
pub enum LegalSet {
    /// Of a three-word game (up to 13×13).
    Tiny(TinyBitboard),
    /// Of a six-word game.
    Small(Bitboard),
    /// Of an eleven-word game.
    Big(BigBitboard),
}

impl LegalSets {
    /// The points where the side to move may place a stone now (none once
    /// the game is over): [`tianyuan::sized::GameOf::legal_point_set_with`] the
    /// verdicts kept.
    pub fn of(&mut self, game: &AnyGame) -> LegalSet {
        match game {
            AnySize::Tiny(g) => {
                LegalSet::Tiny(g.legal_point_set_with(self.tiny.get_or_insert_with(Box::default)))
            }
            AnySize::Small(g) => {
                LegalSet::Small(g.legal_point_set_with(self.small.get_or_insert_with(Box::default)))
            }
            AnySize::Big(g) => {
                LegalSet::Big(g.legal_point_set_with(self.big.get_or_insert_with(Box::default)))
            }
        }
    }
}

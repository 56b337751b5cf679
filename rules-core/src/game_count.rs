//! A game's count under its own rules ([`Rules::scoring`], tax, button): the
//! prisoners the game keeps, the button, and [`Game::count`](crate::sized::GameOf::count) /
//! [`Game::count_estimated`](crate::sized::GameOf::count_estimated).
//!
//! Prisoners are not stored apart: they follow from the moves the game keeps
//! (each move's captured stones; the history counts them as it records and
//! takes back moves), so play, undo, set-up, pickling (Python stores the
//! moves, [`crate::sized::GameParts`]) and a replayed record all give them
//! back exactly. Stones removed by set-up are nobody's prisoners.

use crate::bitboard::BitboardOf;
use crate::color::Color;
use crate::game::{GameError, GameOf};
use crate::life::{ChainStatus, LifeError, LifeEstimateOf, LifeOptions};
use crate::point::{Move, Point};
use crate::rules::DeadStones;
use crate::scoring::ScoreError;
use crate::territory::{count_from_map, count_map, Count, CountExtras, CountMapOf};

/// A count with its map and where its dead and seki stones came from
/// ([`Game::count_estimated`](crate::sized::GameOf::count_estimated)).
#[derive(Clone, Debug, PartialEq)]
pub struct CountedOf<const W: usize> {
    /// The count under the game's rules.
    pub count: Count,
    /// Every point's part in it.
    pub map: CountMapOf<W>,
    /// The life-and-death estimate the dead and seki stones came from, under
    /// rules that settle them by agreement (`None` otherwise).
    pub estimate: Option<LifeEstimateOf<W>>,
}

impl<const W: usize> GameOf<W> {
    /// Stones captured during the game, `[by Black, by White]`: every move's
    /// captures, and a multi-stone suicide's own stones counted for the
    /// opponent (the suicides of moves before a set-up made in the middle of
    /// the game are not kept, and not counted). Set-up removals are no
    /// captures. O(1) since the last set-up (the history keeps the stones
    /// removed of each colour), O(moves) before it; no allocation.
    pub fn prisoners(&self) -> [u32; 2] {
        // stones of one colour removed are the other's prisoners, whether
        // captured by it or given up in a suicide
        let [black_lost, white_lost] = self.position().removal_counts();
        let mut taken = [white_lost, black_lost];
        for m in self.earlier_moves() {
            taken[m.color.index()] += m.captured;
        }
        taken
    }

    /// Who took the button (KataGo's `hasButton`): the first side to pass
    /// in the game; `None` before any pass. O(1) since the last set-up (the
    /// history keeps its first pass), O(moves) before it.
    pub fn button_holder(&self) -> Option<Color> {
        self.earlier_moves()
            .iter()
            .find(|m| m.mv == Move::Pass)
            .map(|m| m.color)
            .or_else(|| self.position().first_pass_mover())
    }

    /// What the count needs besides the board: prisoners, button (the first
    /// side to pass, else the side to move, as KataGo gives it to the side
    /// that would move next), compensation and warnings.
    pub fn count_extras(&self) -> CountExtras {
        self.count_extras_under(self.rules())
    }

    /// [`Game::count_extras`](crate::sized::GameOf::count_extras) with the button and
    /// handicap compensation of other `rules` (a record counted under
    /// rules it names, or under another rule set to compare).
    pub fn count_extras_under(&self, rules: &crate::rules::Rules) -> CountExtras {
        CountExtras {
            captures: self.prisoners(),
            button: rules
                .button
                .then(|| self.button_holder().unwrap_or(self.to_move())),
            compensation_points: rules.handicap_compensation.points(self.handicap()),
            penalty_stones: self.penalty_stones(),
        }
    }

    /// The count of the current position under the game's rules (area or
    /// territory, tax, button; [`crate::sized::count`]) with the agreed `dead`
    /// stones and the stones alive in `seki` (each marks its whole chain).
    /// Errors: [`GameError::Score`] for a point off the board or without a
    /// stone (the first bad one, `dead` first).
    pub fn count(&self, dead: &[Point], seki: &[Point]) -> Result<Count, GameError> {
        let dead = self.stone_set(dead)?;
        let seki = self.stone_set(seki)?;
        let map = count_map(
            self.board(),
            &dead,
            &seki,
            self.rules().scoring,
            self.rules().tax,
        );
        Ok(count_from_map(&map, self.rules(), &self.count_extras()))
    }

    /// The count map of the current position under the game's rules (see
    /// [`Game::count`](crate::sized::GameOf::count)). Errors: as `count`.
    pub fn count_map(&self, dead: &[Point], seki: &[Point]) -> Result<CountMapOf<W>, GameError> {
        let dead = self.stone_set(dead)?;
        let seki = self.stone_set(seki)?;
        Ok(count_map(
            self.board(),
            &dead,
            &seki,
            self.rules().scoring,
            self.rules().tax,
        ))
    }

    /// The count under the game's rules with the dead and seki stones the
    /// rules settle: by agreement, the library's estimate
    /// ([`crate::sized::estimate_life`]: chains judged dead are lifted, chains in
    /// seki are seki); Tromp-Taylor, none dead and no seki; KataGo's area
    /// rules, the stones in pass-alive territory dead. Errors:
    /// [`LifeError::PlayoutsOutOfRange`].
    pub fn count_estimated(&self, options: &LifeOptions) -> Result<CountedOf<W>, LifeError> {
        crate::life::check_options(options)?;
        let none = BitboardOf::<W>::EMPTY;
        let (dead, seki, estimate) = match self.rules().dead_stones {
            DeadStones::Agreement => {
                let e = self.estimate_life(options)?;
                (e.dead_stones(), e.stones_with(ChainStatus::Seki), Some(e))
            }
            DeadStones::AllAlive => (none, none, None),
            DeadStones::PassAliveTerritory => (
                crate::benson::pass_alive_territory_dead(
                    self.board(),
                    self.rules().suicide == crate::rules::SuicideRule::MultiStoneAllowed,
                ),
                none,
                None,
            ),
        };
        let map = count_map(
            self.board(),
            &dead,
            &seki,
            self.rules().scoring,
            self.rules().tax,
        );
        Ok(CountedOf {
            count: count_from_map(&map, self.rules(), &self.count_extras()),
            map,
            estimate,
        })
    }

    fn stone_set(&self, points: &[Point]) -> Result<BitboardOf<W>, GameError> {
        let size = self.size();
        let mut set = BitboardOf::<W>::EMPTY;
        for &p in points {
            if !size.contains(p) {
                return Err(ScoreError::DeadPointOffBoard(p).into());
            }
            if self.board().get(p).is_none() {
                return Err(ScoreError::DeadPointEmpty(p).into());
            }
            set.insert(size.bit(p));
        }
        Ok(set)
    }
}

/// A six-word game's count with its map.
pub type Counted = CountedOf<{ crate::bitboard::WORDS }>;

//! A [`Game`](crate::sized::Game) taken apart into what rebuilds it ([`GameParts`]: rules,
//! handicap, set-up stones, who moved first, the moves with their colours,
//! the set-ups made between them, how it ended, penalty stones) and rebuilt from them. Bindings store the
//! parts (Python's pickles) and only translate them to and from their own
//! values; the checks and the replay are here.

use crate::any::{with_any, AnyBoard, AnyGame, AnySize};
use crate::board::BoardOf;
use crate::color::Color;
use crate::error::Error;
use crate::game::{EndReason, GameOf, GameState, SetUp};
use crate::point::Move;
use crate::rules::Rules;

/// What a [`Game`](crate::sized::Game) is made of: enough to rebuild it with the same board,
/// history, side to move, end and count ([`Game::parts`](crate::sized::GameOf::parts),
/// [`Game::from_parts`](crate::sized::GameOf::from_parts)). Agreed dead stones are not among them.
#[derive(Clone, Debug, PartialEq)]
pub struct GamePartsOf<const W: usize> {
    /// The rules.
    pub rules: Rules,
    /// Handicap stones given (0 for an even game), for the compensation.
    pub handicap: u32,
    /// The set-up stones the game started from ([`Game::setup`](crate::sized::GameOf::setup)); its size is
    /// the game's.
    pub setup: BoardOf<W>,
    /// Who moved first after the set-up.
    pub first_to_move: Color,
    /// Every move, oldest first, with the colour that played it (a side that
    /// moves twice in a row is allowed: the record says so).
    pub moves: Vec<(Color, Move)>,
    /// The set-ups made during the game ([`Game::setups`](crate::sized::GameOf::setups)), in order: each
    /// is made again, with its changes and side to move, after its
    /// `after_moves` moves (its `removed` stones follow from the changes).
    pub setups: Vec<SetUp>,
    /// How the game ended when not by its moves: `None` while it goes on or
    /// when two passes ended it (the moves end it again).
    pub end: Option<EndReason>,
    /// Penalty stones of Black and White ([`Game::penalty_stones`](crate::sized::GameOf::penalty_stones)).
    pub penalty_stones: [u32; 2],
}

/// [`GamePartsOf`] at any size: the set-up stones as an [`AnyBoard`], the
/// rest the same ([`AnyGame::parts`], [`AnyGame::from_parts`]). What the
/// bindings store (Python's pickles) without a word count.
#[derive(Clone, Debug)]
pub struct AnyGameParts {
    /// The rules.
    pub rules: Rules,
    /// Handicap stones given (0 for an even game), for the compensation.
    pub handicap: u32,
    /// The set-up stones the game started from; its size is the game's
    /// (any words: [`AnyGame::from_parts`] builds the game on the board's).
    pub setup: AnyBoard,
    /// Who moved first after the set-up.
    pub first_to_move: Color,
    /// Every move, oldest first, with the colour that played it.
    pub moves: Vec<(Color, Move)>,
    /// The set-ups made during the game, in order
    /// ([`GamePartsOf::setups`]).
    pub setups: Vec<SetUp>,
    /// How the game ended when not by its moves ([`GamePartsOf::end`]).
    pub end: Option<EndReason>,
    /// Penalty stones of Black and White (2002 art. 24.1).
    pub penalty_stones: [u32; 2],
}

impl AnyGame {
    /// The parts that rebuild this game ([`GameOf::parts`] with the set-up
    /// board at the game's words).
    pub fn parts(&self) -> AnyGameParts {
        fn any_parts<const W: usize>(p: GamePartsOf<W>, setup: AnyBoard) -> AnyGameParts {
            AnyGameParts {
                rules: p.rules,
                handicap: p.handicap,
                setup,
                first_to_move: p.first_to_move,
                moves: p.moves,
                setups: p.setups,
                end: p.end,
                penalty_stones: p.penalty_stones,
            }
        }
        match self {
            AnySize::Tiny(g) => {
                let p = g.parts();
                let setup = AnySize::Tiny(p.setup);
                any_parts(p, setup)
            }
            AnySize::Small(g) => {
                let p = g.parts();
                let setup = AnySize::Small(p.setup);
                any_parts(p, setup)
            }
            AnySize::Big(g) => {
                let p = g.parts();
                let setup = AnySize::Big(Box::new(p.setup));
                any_parts(p, setup)
            }
        }
    }

    /// The game made of `parts` ([`GameOf::from_parts`]), at the words of
    /// `parts.setup`. Errors as [`GameOf::from_parts`].
    pub fn from_parts(parts: AnyGameParts) -> Result<AnyGame, Error> {
        let AnyGameParts {
            rules,
            handicap,
            setup,
            first_to_move,
            moves,
            setups,
            end,
            penalty_stones,
        } = parts;
        with_any!(setup, setup => {
            let parts = GamePartsOf {
                rules,
                handicap,
                setup,
                first_to_move,
                moves,
                setups,
                end,
                penalty_stones,
            };
            GameOf::from_parts(&parts).map(AnyGame::from)
        })
    }
}

/// [`GamePartsOf`] for boards of six words (every size up to 19×19): the
/// parts of a [`crate::sized::Game`].
pub type GameParts = GamePartsOf<6>;

impl<const W: usize> GameOf<W> {
    /// The parts that rebuild this game ([`Game::from_parts`](crate::sized::GameOf::from_parts)).
    pub fn parts(&self) -> GamePartsOf<W> {
        let end = match self.state() {
            GameState::Ongoing | GameState::Ended(EndReason::TwoPasses) => None,
            GameState::Ended(r) => Some(r),
        };
        GamePartsOf {
            rules: *self.rules(),
            handicap: self.handicap(),
            setup: self.setup(),
            first_to_move: self.first_to_move(),
            moves: self.moves().map(|m| (m.color, m.mv)).collect(),
            setups: self.setups().to_vec(),
            end,
            penalty_stones: self.penalty_stones(),
        }
    }

    /// The game made of `parts`: the set-up with `first_to_move` to play, the
    /// moves replayed in order with the set-ups between them (each by its recorded colour; a game ended by
    /// two passes and played on is resumed by the next mover), the penalty
    /// stones set and the end applied.
    ///
    /// Errors: [`Error::Game`] for a set-up chain without liberties or more
    /// handicap stones than points ([`Game::from_setup`](crate::sized::GameOf::from_setup)), or an end that
    /// cannot be applied; [`Error::IllegalMove`] for a move the rules refuse
    /// (the parts were not taken from a game under these rules).
    pub fn from_parts(parts: &GamePartsOf<W>) -> Result<GameOf<W>, Error> {
        let mut game = GameOf::<W>::from_setup(
            parts.setup,
            parts.first_to_move,
            parts.rules,
            parts.handicap,
        )?;
        let mut setups = parts.setups.iter().peekable();
        for (i, &(color, mv)) in parts.moves.iter().enumerate() {
            while let Some(s) = setups.next_if(|s| s.after_moves as usize <= i) {
                game.redo_set_up(s)?;
            }
            if game.is_over() {
                game.resume(color)?;
            }
            if game.to_move() != color {
                game.set_to_move(color);
            }
            game.play(mv)?;
        }
        for s in setups {
            game.redo_set_up(s)?;
        }
        let [black, white] = parts.penalty_stones;
        game.set_penalty_stones(Color::Black, black);
        game.set_penalty_stones(Color::White, white);
        match parts.end {
            None | Some(EndReason::TwoPasses) => {}
            Some(EndReason::Agreement) => game.agree_end()?,
            Some(EndReason::Resignation { loser }) => game.resign(loser)?,
            Some(EndReason::Time { loser }) => game.lose_on_time(loser)?,
            Some(EndReason::Forfeit { loser }) => game.forfeit(loser)?,
            Some(EndReason::NoResult) => game.declare_no_result()?,
        }
        Ok(game)
    }

    /// Makes the set-up `s` again (resuming a game that ended first, as its
    /// side to move: the set-up was made while the game went on).
    fn redo_set_up(&mut self, s: &SetUp) -> Result<(), Error> {
        if self.is_over() {
            self.resume(s.to_move)?;
        }
        self.set_up(&s.changes, s.to_move)?;
        Ok(())
    }
}

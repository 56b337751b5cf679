//! What a pickled `tianyuan.Game` holds ([`GameState_`]) and its translation
//! to and from the core's [`AnyGameParts`] (the core takes a game apart and
//! rebuilds it; this module only converts the values).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tianyuan::{
    AnyGame, AnyGameParts, BoardSize, Color, EndReason, Move, PointError, Rules, SetUp,
};

use crate::convert::color_value;
use crate::errors::to_py;
use crate::game::{any_board, PyGame};
use crate::rules::{PyRules, RulesState};

/// What `__reduce__` stores: `(width, height, rules, handicap, set-up stones
/// (flat, 1/-1/0), first to move, moves as (colour, action), end, penalty
/// stones (black, white), set-ups during the game)`, with `end` = `(reason,
/// loser colour or 0)` or None and each set-up `(moves before it, [(point
/// action index, 1/-1/0)], side to move after it)`. Pickles made before the set-ups
/// were stored have 9 entries (none), those made before the penalty stones 8
/// (no penalty); the rules' state may be of an older form
/// ([`PyRules::from_any_state`]).
pub(crate) type GameState_ = GameStateOf<RulesState>;

/// [`GameState_`] with the rules' state of any form `R`.
pub(crate) type GameStateOf<R> = (
    usize,
    usize,
    R,
    u32,
    Vec<i8>,
    i8,
    Vec<(i8, usize)>,
    Option<(String, i8)>,
    (u32, u32),
    Vec<PickledSetUp>,
);

/// A set-up made during the game, as pickled: the moves before it, the
/// changes as (action index of the point, 1 Black / -1 White / 0 cleared), the side to move
/// after it.
pub(crate) type PickledSetUp = (u32, Vec<(usize, i8)>, i8);

/// The colour of a stored int: 1 Black, anything else White (as pickles
/// have always been read).
fn color_of_value(v: i8) -> Color {
    if v == 1 {
        Color::Black
    } else {
        Color::White
    }
}

impl PyGame {
    pub(crate) fn state(&self) -> GameState_ {
        let size = self.size();
        let parts = self.game.parts();
        let setup = size
            .points()
            .map(|p| parts.setup.get(p).map_or(0, color_value))
            .collect();
        let moves = parts
            .moves
            .iter()
            .map(|&(color, mv)| (color_value(color), size.action(mv)))
            .collect();
        let end = parts.end.map(|r| {
            let loser = match r {
                EndReason::Resignation { loser }
                | EndReason::Time { loser }
                | EndReason::Forfeit { loser } => color_value(loser),
                _ => 0,
            };
            (r.name().to_string(), loser)
        });
        let [black, white] = parts.penalty_stones;
        let setups = parts
            .setups
            .iter()
            .map(|s| {
                let changes = s
                    .changes
                    .iter()
                    .map(|&(p, c)| (size.action(Move::Place(p)), c.map_or(0, color_value)))
                    .collect();
                (s.after_moves, changes, color_value(s.to_move))
            })
            .collect();
        (
            size.width(),
            size.height(),
            PyRules { rules: parts.rules }.state(),
            parts.handicap,
            setup,
            color_value(parts.first_to_move),
            moves,
            end,
            (black, white),
            setups,
        )
    }

    pub(crate) fn from_state(s: GameStateOf<Bound<'_, PyAny>>) -> PyResult<PyGame> {
        let (w, h, rules, handicap, setup, first, moves, end, penalties, setups) = s;
        let rules = PyRules::from_any_state(&rules)?;
        PyGame::from_parts((
            w, h, rules, handicap, setup, first, moves, end, penalties, setups,
        ))
    }

    /// [`PyGame::from_state`] for a state of this version (VecGame pickles).
    pub(crate) fn from_typed_state(s: GameState_) -> PyResult<PyGame> {
        let (w, h, rules, handicap, setup, first, moves, end, penalties, setups) = s;
        let rules = PyRules::from_state(&rules)?;
        PyGame::from_parts((
            w, h, rules, handicap, setup, first, moves, end, penalties, setups,
        ))
    }

    /// Translates a stored state into [`AnyGameParts`]; the core rebuilds the
    /// game ([`AnyGame::from_parts`]).
    fn from_parts(s: GameStateOf<Rules>) -> PyResult<PyGame> {
        let (w, h, rules, handicap, setup, first, moves, end, (black, white), setups) = s;
        let size = BoardSize::new(w as u32, h as u32).map_err(to_py)?;
        let mut board = any_board(size);
        for (p, &v) in size.points().zip(&setup) {
            if v != 0 {
                board.set(p, Some(color_of_value(v))).map_err(to_py)?;
            }
        }
        let moves = moves
            .into_iter()
            .map(|(c, action)| Ok((color_of_value(c), size.move_of_action(action)?)))
            .collect::<Result<Vec<_>, PointError>>()
            .map_err(to_py)?;
        let end = match end {
            None => None,
            Some((name, loser)) => Some(
                EndReason::from_name(&name, Some(color_of_value(loser))).ok_or_else(|| {
                    PyValueError::new_err(format!("a pickled game ended by {name:?}"))
                })?,
            ),
        };
        let point = |i: usize| match size.move_of_action(i) {
            Ok(Move::Place(p)) => Ok(p),
            _ => Err(PyValueError::new_err(format!(
                "a pickled set-up point {i} is off the board"
            ))),
        };
        let setups = setups
            .into_iter()
            .map(|(after_moves, changes, to_move)| {
                let changes = changes
                    .into_iter()
                    .map(|(i, v)| Ok((point(i)?, (v != 0).then(|| color_of_value(v)))))
                    .collect::<PyResult<Vec<_>>>()?;
                Ok(SetUp {
                    after_moves,
                    changes,
                    removed: Vec::new(),
                    to_move: color_of_value(to_move),
                })
            })
            .collect::<PyResult<Vec<_>>>()?;
        let first_to_move = color_of_value(first);
        let game = AnyGame::from_parts(AnyGameParts {
            rules,
            handicap,
            setup: board,
            first_to_move,
            moves,
            setups,
            end,
            penalty_stones: [black, white],
        });
        game.map(PyGame::from).map_err(to_py)
    }
}

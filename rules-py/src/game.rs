//! `tianyuan.Game`: one game under a rule set, move by move.

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray2};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyInt, PyIterator, PyList, PyString, PyTuple};
use tianyuan::planes::RecentBoards;
use tianyuan::{AnyGame, AnyLifeEstimate, BoardSize, Color, GameState, Move, Point, Rules};

use crate::convert::{color_of, color_value, int_arg, komi_of, move_of, size_of};
use crate::errors::{illegal, to_py};
pub(crate) use crate::game_state::{GameState_, PickledSetUp};
use crate::legal_sets::{LegalSet, LegalSets};
use crate::life::{options_of, ownership_of, points_of, PyEstimatedScore, PyLifeEstimate};
use crate::observe::write_flags;
use crate::rules::PyRules;
use crate::score::PyScore;

/// More than the actions of the largest board (25×25 and the pass: 626):
/// the size of the stack buffers below.
const MAX_ACTIONS: usize = 640;

/// The Python ints `0..MAX_ACTIONS`, made once: a list of actions holds
/// references to them instead of a new int object for every entry above 256
/// (CPython keeps only -5..=256), a third of `legal_actions()` on 19×19.
static ACTION_INTS: PyOnceLock<Vec<Py<PyInt>>> = PyOnceLock::new();

/// A game of Go: a position under a rule set, with its moves and how it ended.
///
/// `Game(size=19, rules="chinese-2002", komi=None, handicap=0)`: `size` is an
/// int (square) or a `(width, height)` tuple; `rules` a preset name or a
/// `Rules`; `komi` (points as a number or str, a str with its unit such as
/// `"3¾ stones"` or `"7.5 points"`, or a `Fraction` of stones) replaces the
/// rules' komi; `handicap` places that many Black stones on the fixed star points with
/// White to move (2 or more; 0 and 1 are even games). Errors: `GameError`
/// for a handicap with no fixed layout on the size, `ValueError` for a
/// negative one.
///
/// Moves are GTP vertices (`"D4"`, `"pass"`), `(row, col)` tuples (row 0 at the
/// top), or action ints `row * width + col` with `width * height` for a pass.
/// Colours are ints: 1 Black, -1 White. A rejected call changes nothing.
#[pyclass(name = "Game", module = "tianyuan")]
#[derive(Clone)]
pub struct PyGame {
    pub game: AnyGame,
    /// The last boards for `observation`, kept while only moves are played
    /// (pushed by `play` and `pass_move`); `None` after anything else (an
    /// undo, or never asked), rebuilt from the position when needed.
    recent: Option<RecentBoards>,
    /// The legal points' verdicts kept between calls of `legal_mask()`,
    /// `legal_actions()` and `legal_points()` (see `legal_sets.rs`).
    legal: LegalSets,
}

impl<G: Into<AnyGame>> From<G> for PyGame {
    fn from(game: G) -> PyGame {
        PyGame {
            game: game.into(),
            recent: None,
            legal: LegalSets::default(),
        }
    }
}

/// The board of an int array-like of shape `(height, width)` (1 Black, -1
/// White, 0 empty).
fn board_of_array(obj: &Bound<'_, PyAny>) -> PyResult<AnyBoard> {
    let np = obj.py().import("numpy")?;
    let shape_error = || PyTypeError::new_err("a board is an (height, width) array of 1, -1, 0");
    let array = np
        .getattr("asarray")?
        .call1((obj,))
        .map_err(|_| shape_error())?;
    // Integers only, converted without wrapping (uint8 255 stays 255, an
    // error below); floats would be truncated without a word.
    let dtype = array.getattr("dtype")?;
    let kind: String = dtype.getattr("kind")?.extract()?;
    if kind != "i" && kind != "u" {
        return Err(PyTypeError::new_err(format!(
            "a board is an (height, width) array of integers 1, -1, 0, not of {dtype}"
        )));
    }
    if kind == "u"
        && array
            .call_method1("__gt__", (1,))?
            .call_method0("any")?
            .is_truthy()?
    {
        // No unsigned value but 0 and 1 is a stone, and uint64 ones above
        // i64::MAX would wrap in `astype`.
        return Err(PyValueError::new_err(
            "a board is an array of 1, -1, 0: an unsigned array holds values above 1",
        ));
    }
    let array = array
        .call_method1("astype", (np.getattr("int64")?,))?
        .extract::<PyReadonlyArray2<'_, i64>>()
        .map_err(|_| shape_error())?;
    let view = array.as_array();
    let (h, w) = view.dim();
    let size = BoardSize::new(w as u32, h as u32).map_err(to_py)?;
    let mut board = any_board(size);
    for ((r, c), &v) in view.indexed_iter() {
        let stone = match v {
            0 => None,
            1 => Some(Color::Black),
            -1 => Some(Color::White),
            _ => {
                return Err(PyValueError::new_err(format!(
                    "board value {v} at ({r}, {c}): expected 1, -1 or 0"
                )))
            }
        };
        board
            .set(Point::new(r as u8, c as u8), stone)
            .map_err(to_py)?;
    }
    Ok(board)
}

/// [`AnyGame::score_estimated`]: the count, the stones
/// lifted as `(row, col)`, the estimate they came from.
#[allow(clippy::type_complexity)]
fn score_estimated_any(
    game: &AnyGame,
    options: &tianyuan::LifeOptions,
) -> Result<
    (
        tianyuan::Score,
        Vec<(usize, usize)>,
        Option<AnyLifeEstimate>,
    ),
    tianyuan::LifeError,
> {
    let count = game.score_estimated(options)?;
    let dead = count
        .dead_points(game.size())
        .into_iter()
        .map(|p| (p.row as usize, p.col as usize))
        .collect();
    Ok((count.score(), dead, count.into_estimate()))
}

/// A board of any size: on the words [`tianyuan::any::words_for`] gives, as
/// [`AnyGame`].
pub(crate) use tianyuan::any::AnyBoard;

/// An empty board of `size`, at the words it needs.
pub(crate) fn any_board(size: BoardSize) -> AnyBoard {
    AnyBoard::empty(size)
}

/// Rules from a name or a `Rules`, with komi replaced when given.
pub fn rules_of(
    rules: Option<&Bound<'_, PyAny>>,
    komi: Option<&Bound<'_, PyAny>>,
) -> PyResult<Rules> {
    let mut rules = match rules {
        None => Rules::default(),
        Some(r) => {
            if let Ok(r) = r.cast::<PyRules>() {
                r.get().rules
            } else if let Ok(s) = r.cast::<PyString>() {
                Rules::from_name(&s.to_cow()?).map_err(to_py)?
            } else {
                return Err(PyTypeError::new_err(
                    "rules must be a preset name or a Rules",
                ));
            }
        }
    };
    if let Some(k) = komi {
        rules.komi = komi_of(k)?;
        rules.preset = tianyuan::Preset::ALL
            .into_iter()
            .find(|p| p.rules().same_as(&rules));
    }
    Ok(rules)
}

impl PyGame {
    /// `game` with the ring of its last boards (which must be its own).
    pub(crate) fn with_recent(game: impl Into<AnyGame>, recent: RecentBoards) -> PyGame {
        PyGame {
            game: game.into(),
            recent: Some(recent),
            legal: LegalSets::default(),
        }
    }

    pub(crate) fn size(&self) -> BoardSize {
        self.game.size()
    }

    /// Builds a game of `size` under `rules` with `handicap` stones.
    pub fn build(size: BoardSize, rules: Rules, handicap: u32) -> PyResult<PyGame> {
        let game = AnyGame::with_handicap(size, rules, handicap).map_err(to_py)?;
        Ok(PyGame::from(game))
    }

    fn points_of(&self, dead: &Bound<'_, PyAny>) -> PyResult<Vec<Point>> {
        let size = self.size();
        if dead.is_instance_of::<PyString>() {
            // A str is iterable: "C3" would read as the vertices "C" and "3".
            return Err(PyTypeError::new_err(
                "dead stones are a list of points (e.g. [\"C3\", \"D4\"]), not a str",
            ));
        }
        let mut out = Vec::new();
        for item in PyIterator::from_object(dead)? {
            match move_of(size, &item?)? {
                Move::Place(p) => out.push(p),
                Move::Pass => {
                    return Err(PyTypeError::new_err("a dead stone is a point, not a pass"))
                }
            }
        }
        Ok(out)
    }
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (size = None, rules = None, komi = None, handicap = 0))]
    fn new(
        size: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        komi: Option<&Bound<'_, PyAny>>,
        handicap: i128,
    ) -> PyResult<Self> {
        let handicap = int_arg::<u32>("handicap", handicap, 0)?;
        let size = match size {
            Some(s) => size_of(s)?,
            None => BoardSize::STANDARD,
        };
        let rules = rules_of(rules, komi)?;
        PyGame::build(size, rules, handicap)
    }

    /// A game from a set-up position (a problem, SGF `AB`/`AW`): `board` is an
    /// int array-like of shape `(height, width)` (1 Black, -1 White, 0 empty)
    /// or text drawn as `__str__` prints (`X`, `O`, `.`, one row a line, top
    /// first); `to_move` moves first (Black if not given); `handicap` counts
    /// handicap stones among them for compensation at the count. `to_play`
    /// is the deprecated keyword of `to_move` (0.1). Errors: `GameError` for
    /// a chain without liberties; `PointError` for a bad size or drawing;
    /// `RulesError`; `ValueError` when both `to_move` and `to_play` are given.
    #[staticmethod]
    #[pyo3(signature = (board, to_move = None, rules = None, komi = None, handicap = 0, *, to_play = None))]
    fn from_board(
        board: &Bound<'_, PyAny>,
        to_move: Option<&Bound<'_, PyAny>>,
        rules: Option<&Bound<'_, PyAny>>,
        komi: Option<&Bound<'_, PyAny>>,
        handicap: i128,
        to_play: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let handicap = int_arg::<u32>("handicap", handicap, 0)?;
        if to_move.is_some() && to_play.is_some() {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "give to_move or its deprecated name to_play, not both",
            ));
        }
        if to_play.is_some() {
            deprecated(
                board.py(),
                "the keyword to_play of Game.from_board is deprecated: use to_move",
            )?;
        }
        let to_play = to_move.or(to_play);
        let board = match board.cast::<PyString>() {
            Ok(text) => AnyBoard::from_ascii(&text.to_cow()?).map_err(to_py)?,
            Err(_) => board_of_array(board)?,
        };
        let to_play = match to_play {
            Some(c) => color_of(c)?,
            None => Color::Black,
        };
        let rules = rules_of(rules, komi)?;
        let game = AnyGame::from_setup(board, to_play, rules, handicap).map_err(to_py)?;
        Ok(PyGame::from(game))
    }

    /// Board width (columns).
    #[getter]
    fn width(&self) -> usize {
        self.size().width()
    }

    /// Board height (rows).
    #[getter]
    fn height(&self) -> usize {
        self.size().height()
    }

    /// The action index of a pass: `width * height`.
    #[getter]
    fn pass_action(&self) -> usize {
        self.size().pass_action()
    }

    /// The rules.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules {
            rules: *self.game.rules(),
        }
    }

    /// Handicap stones given (0 for an even game).
    #[getter]
    fn handicap(&self) -> u32 {
        self.game.handicap()
    }

    /// The side to move: 1 Black, -1 White.
    #[getter]
    fn to_move(&self) -> i8 {
        color_value(self.game.to_move())
    }

    /// Deprecated name of `to_move` (0.1; the Rust and C APIs say `to_move`):
    /// warns with `DeprecationWarning`.
    #[getter]
    fn to_play(&self, py: Python<'_>) -> PyResult<i8> {
        deprecated(py, "Game.to_play is deprecated: use Game.to_move")?;
        Ok(self.to_move())
    }

    /// The number the next move will have (1 before the first move; passes count).
    #[getter]
    fn move_number(&self) -> u32 {
        self.game.move_number()
    }

    /// Flat indices (`row * width + col`) of the stones the last move
    /// captured (stones, not points; empty after a pass or no capture). The
    /// Rust name, `Game::last_captured`.
    #[getter]
    fn last_captured(&self) -> Vec<usize> {
        let size = self.size();
        self.game
            .last_captured()
            .into_iter()
            .map(|p| size.index(p))
            .collect()
    }

    /// Deprecated name of `last_captured` (0.1; to be removed in 0.3): warns
    /// with `DeprecationWarning`.
    #[getter]
    fn captured(&self, py: Python<'_>) -> PyResult<Vec<usize>> {
        deprecated(py, "Game.captured is deprecated: use Game.last_captured")?;
        Ok(self.last_captured())
    }

    /// The Zobrist hash of the stones (the positional-superko identity), 64 bits.
    #[getter]
    fn hash(&self) -> u64 {
        self.game.hash()
    }

    /// Whether the game has ended (two passes under the 2002 rules, art. 7.3;
    /// resignation; a cycle under simple ko).
    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// How the game ended: `"two-passes"`, `"agreement"`, `"resignation"`,
    /// `"time"`, `"forfeit"`, `"no-result"`; None while it goes on.
    #[getter]
    fn end_reason(&self) -> Option<&'static str> {
        match self.game.state() {
            GameState::Ongoing => None,
            GameState::Ended(r) => Some(r.name()),
        }
    }

    /// The result as an SGF `RE` value (`"W+R"`, `"Void"`) once decided by an
    /// event; None after two passes (count with `score()`) or while play goes on.
    #[getter]
    fn result(&self) -> Option<String> {
        self.game.result().map(|r| r.to_sgf())
    }

    /// Plays `move` for the side to move and returns the flat indices of the
    /// stones it captured. Errors: `IllegalMoveError` (`.reason` "occupied",
    /// "suicide", "ko", "positional_superko", "situational_superko",
    /// "game_over"); `PointError` for a point off the board; `TypeError`.
    #[pyo3(name = "play")]
    fn play_(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
        let size = self.size();
        let mv = move_of(size, r#move)?;
        let mut captured = Vec::new();
        self.game
            .play_recorded(mv, self.recent.as_mut(), &mut captured)
            .map_err(|e| illegal(e, Some(size.to_gtp(mv)), None))?;
        Ok(captured)
    }

    /// Passes for the side to move. Errors: `IllegalMoveError` ("game_over").
    fn pass_move(&mut self) -> PyResult<()> {
        self.game
            .pass_recorded(self.recent.as_mut())
            .map_err(|e| illegal(e, Some("pass".into()), None))
    }

    /// `color` (default: the side to move) resigns (art. 7.2).
    /// Errors: `GameError` if the game is over.
    #[pyo3(signature = (color = None))]
    fn resign(&mut self, color: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        let c = match color {
            Some(c) => color_of(c)?,
            None => self.game.to_move(),
        };
        self.game.resign(c).map_err(to_py)
    }

    /// Takes back the last move, and any end that came after it (two
    /// passes, a cycle, a resignation, time, forfeit) with it. Returns False,
    /// changing nothing, when no move was played (a resignation before any
    /// move stays).
    fn undo(&mut self) -> bool {
        // The ring lost its oldest board: rebuilt when next needed.
        self.recent = None;
        self.game.undo().is_some()
    }

    /// Whether `move` is legal for the side to move now. A point or action off
    /// the board is not legal (False); a bad type raises `TypeError` and text
    /// that is not a vertex raises `PointError`.
    fn is_legal(&self, r#move: &Bound<'_, PyAny>) -> PyResult<bool> {
        match move_of(self.size(), r#move) {
            Ok(mv) => Ok(self.game.is_legal(mv)),
            Err(e) if r#move.is_instance_of::<PyString>() => Err(e),
            Err(e) if e.is_instance_of::<PyTypeError>(r#move.py()) => Err(e),
            Err(_) => Ok(false),
        }
    }

    /// Why `move` would be refused (the core code, as `IllegalMoveError.reason`),
    /// or None if it is legal.
    fn illegal_reason(&self, r#move: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        let mv = move_of(self.size(), r#move)?;
        Ok(self.game.check(mv).err().map(|e| e.code()))
    }

    /// The legal mask: a bool array of shape `(height * width + 1,)` over the
    /// actions, entry `row * width + col` True where a stone may be placed
    /// (suicide, ko and superko honoured), the last entry the pass (as a
    /// `VecGame`'s `legal_mask` row). All False once the game is over.
    fn legal_mask<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let size = self.size();
        let mut bytes = [0u8; MAX_ACTIONS];
        if !self.game.is_over() {
            match self.legal.of(&self.game) {
                LegalSet::Tiny(set) => write_flags(size, &set, &mut bytes),
                LegalSet::Small(set) => write_flags(size, &set, &mut bytes),
                LegalSet::Big(set) => write_flags(size, &set, &mut bytes),
            }
            bytes[size.pass_action()] = 1;
        }
        let mask = bytes.map(|b| b != 0);
        PyArray1::from_slice(py, &mask[..size.num_actions()])
    }

    /// Deprecated name of `legal_mask()` (the same array, pass included);
    /// warns with `DeprecationWarning`.
    fn legal_moves<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        deprecated(
            py,
            "Game.legal_moves() is deprecated: use Game.legal_mask()",
        )?;
        Ok(self.legal_mask(py))
    }

    /// The legal points: where a stone may be placed now, as `(row, col)`
    /// tuples in action order, without the pass (the True entries of
    /// `legal_mask()` but the last). Empty once the game is over.
    fn legal_points(&mut self) -> Vec<(usize, usize)> {
        let size = self.size();
        match self.legal.of(&self.game) {
            LegalSet::Tiny(set) => points_of(size, set),
            LegalSet::Small(set) => points_of(size, set),
            LegalSet::Big(set) => points_of(size, set),
        }
    }

    /// The legal actions as a list of ints in increasing order, the pass
    /// (`width * height`) last: the True entries of `legal_mask()`, without
    /// the numpy array (OpenSpiel's `legal_actions()`). Empty once the game
    /// is over.
    fn legal_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let size = self.size();
        if self.game.is_over() {
            return Ok(PyList::empty(py));
        }
        let ints = ACTION_INTS.get_or_init(py, || {
            (0..MAX_ACTIONS)
                .map(|i| PyInt::new(py, i).unbind())
                .collect()
        });
        // Bits run row by row as indices do, so the list comes out sorted.
        let mut actions = [0u16; MAX_ACTIONS];
        let mut n = 0;
        let mut push = |p| {
            actions[n] = size.index(p) as u16;
            n += 1;
        };
        match self.legal.of(&self.game) {
            LegalSet::Tiny(set) => set.points(size).for_each(&mut push),
            LegalSet::Small(set) => set.points(size).for_each(&mut push),
            LegalSet::Big(set) => set.points(size).for_each(&mut push),
        }
        actions[n] = size.pass_action() as u16;
        PyList::new(py, actions[..=n].iter().map(|&a| ints[a as usize].bind(py)))
    }

    /// The stones as an int8 array of shape `(height, width)`: 1 Black, -1
    /// White, 0 empty; row 0 is the top row.
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        let size = self.size();
        let mut cells = [0i8; MAX_ACTIONS];
        let cells = &mut cells[..size.num_points()];
        self.game.write_stones(cells);
        PyArray1::from_slice(py, cells).reshape([size.height(), size.width()])
    }

    /// The game as SGF text (FF[4], UTF-8): `SZ`, `KM` in points, `HA`, `RU`
    /// (the rules' name), set-up stones as `AB`/`AW`, the moves, and `RE` once
    /// the result is known. `tianyuan.sgf.load(text)[0].replay()` reads it
    /// back to the same board, moves and komi.
    fn to_sgf(&self) -> String {
        self.game.to_sgf()
    }

    /// The moves so far as action indices, oldest first.
    fn moves(&self) -> Vec<usize> {
        let size = self.size();
        self.game
            .moves_vec()
            .into_iter()
            .map(|m| size.action(m.mv))
            .collect()
    }

    /// The area count of the current position with `dead` stones (points in
    /// any move form; each marks its whole chain) removed (art. 9, 11), with this game's komi, handicap
    /// compensation and penalty stones. Errors: `ScoreError` for a dead point
    /// without a stone; `PointError`; `TypeError`.
    #[pyo3(signature = (dead = None))]
    fn score(&self, dead: Option<&Bound<'_, PyAny>>) -> PyResult<PyScore> {
        let points = match dead {
            Some(d) => self.points_of(d)?,
            None => Vec::new(),
        };
        let score = self
            .game
            .score(&points)
            .map_err(|e| crate::score::dead_error(e, dead, self.size()))?;
        Ok(PyScore { score })
    }

    /// The count under this game's rules (`Rules.scoring`: area, or
    /// territory + prisoners, Japanese rules 1989 art. 8–10; `Rules.tax`:
    /// seki eyes and the group tax; the button), with the agreed `dead`
    /// stones and the stones alive in `seki` (points in any move form; each
    /// marks its whole chain). Returns a dict: `result` (`"B+6.5"`),
    /// `result_chinese` (目 under territory counting, 子 under area),
    /// `margin_points`, `totals_points`, and `(black, white)` pairs
    /// `stones`, `territory`, `captures`, `dead_lifted`, `prisoners`,
    /// `seki_points`, `false_eyes`, `groups_taxed`; `dame`, `open_points`
    /// (not zero: a boundary is still open, the game is not finished),
    /// `open_by_side` (the open points in open regions bordering only that
    /// side's stones: its unfinished boundary; regions bordering both or
    /// neither are nobody's),
    /// `finished`, `button`, `komi_points`, `compensation_points`; and `map`,
    /// an int8 array of shape `(height, width)`: 0 dame, 7 open, ±1
    /// territory, ±2 stones, ±3 stones in seki, ±4 dead stones, ±5 seki eyes,
    /// ±6 false eyes (Black positive). Errors: `ScoreError` for a point
    /// without a stone; `PointError`; `TypeError`.
    #[pyo3(signature = (dead = None, seki = None))]
    fn count<'py>(
        &self,
        py: Python<'py>,
        dead: Option<&Bound<'_, PyAny>>,
        seki: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
        let dead_arg = dead;
        let dead = match dead {
            Some(d) => self.points_of(d)?,
            None => Vec::new(),
        };
        let seki = match seki {
            Some(s) => self.points_of(s)?,
            None => Vec::new(),
        };
        // The checks of `score`, naming a point without a stone as given.
        self.game
            .score(&dead)
            .map_err(|e| crate::score::dead_error(e, dead_arg, self.size()))?;
        crate::territory::count_of(py, &self.game, &dead, &seki)
    }

    /// Stones captured during the game, `(by Black, by White)`: the
    /// prisoners territory counting adds (set-up removals are none).
    #[getter]
    fn prisoners(&self) -> (u32, u32) {
        let [b, w] = self.game.prisoners();
        (b, w)
    }

    /// The library's proposal of life and death for the current position
    /// (1988/2002 art. 8: the players agree; the library proposes):
    /// `playouts` light playouts to the end (1 to 100000; about 60 µs each
    /// on a finished 19×19 board) seeded by `seed` (0 to 2**64 - 1),
    /// combined with Benson's pass-alive chains and areas (certain). The same
    /// position, playouts and seed give the same estimate. Errors:
    /// `LifeError` (`.kind` "PlayoutsOutOfRange", "SeedOutOfRange");
    /// `TypeError`.
    #[pyo3(signature = (playouts = None, seed = None), text_signature = "($self, playouts=256, seed=0)")]
    fn estimate_life(
        &self,
        py: Python<'_>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyLifeEstimate> {
        let options = options_of(playouts, seed)?;
        let estimate = py
            .detach(|| self.game.estimate_life(&options))
            .map_err(to_py)?;
        Ok(PyLifeEstimate { estimate })
    }

    /// `estimate_life(playouts, seed).ownership`: a float32 array of shape
    /// `(height, width)`, row 0 the top row, in [-1, 1], Black positive.
    /// Errors: as `estimate_life`.
    #[pyo3(signature = (playouts = None, seed = None), text_signature = "($self, playouts=256, seed=0)")]
    fn ownership<'py>(
        &self,
        py: Python<'py>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let options = options_of(playouts, seed)?;
        let estimate = py
            .detach(|| self.game.estimate_life(&options))
            .map_err(to_py)?;
        ownership_of(py, &estimate)
    }

    /// `estimate_life(playouts, seed).dead_stones`: the stones estimated
    /// dead as `(row, col)`, whole chains, row by row from the top-left.
    /// Errors: as `estimate_life`.
    #[pyo3(signature = (playouts = None, seed = None), text_signature = "($self, playouts=256, seed=0)")]
    fn estimate_dead_stones(
        &self,
        py: Python<'_>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<(usize, usize)>> {
        let options = options_of(playouts, seed)?;
        let estimate = py
            .detach(|| self.game.estimate_life(&options))
            .map_err(to_py)?;
        Ok(estimate
            .dead_points()
            .into_iter()
            .map(|p| (p.row as usize, p.col as usize))
            .collect())
    }

    /// The area count (art. 9, 11) with the dead stones the rules in force
    /// settle (`Rules.dead_stones`): under `"agreement"` (the Chinese rules)
    /// the estimated dead stones (`estimate_life`); under `"all-alive"`
    /// (Tromp-Taylor) none; under `"pass-alive-territory"` (KataGo's area
    /// rules) those inside pass-alive territory. Komi, handicap compensation
    /// and penalty stones as `score`. Returns an `EstimatedScore` (`.score`,
    /// `.dead_stones`, `.estimated`, `.estimate`). Errors: as
    /// `estimate_life` (checked under every rule).
    #[pyo3(signature = (playouts = None, seed = None), text_signature = "($self, playouts=256, seed=0)")]
    fn score_estimated(
        &self,
        py: Python<'_>,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyEstimatedScore> {
        let options = options_of(playouts, seed)?;
        let (score, dead, estimate) = py
            .detach(|| score_estimated_any(&self.game, &options))
            .map_err(to_py)?;
        let estimate = match estimate {
            Some(estimate) => Some(Py::new(py, PyLifeEstimate { estimate })?),
            None => None,
        };
        Ok(PyEstimatedScore {
            score: Py::new(py, PyScore { score })?,
            size: self.size(),
            dead,
            estimate,
        })
    }

    /// The Tromp-Taylor count: every stone on the board alive.
    fn tromp_taylor_score(&self) -> PyScore {
        PyScore {
            score: self.game.tromp_taylor_score(),
        }
    }

    /// An independent copy.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// Pickles as the move list: `(Game._from_state, (state,))`.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let restore = slf.get_type().getattr("_from_state")?;
        let state = slf.borrow().state().into_pyobject(py)?;
        PyTuple::new(py, [restore, PyTuple::new(py, [state])?.into_any()])
    }

    /// Rebuilds a game from `__reduce__`'s state by replaying its moves.
    #[staticmethod]
    fn _from_state(state: &Bound<'_, PyTuple>) -> PyResult<PyGame> {
        // Pickles made before the penalty stones were stored end after `end`:
        // they read as no penalty; those made before the set-ups during the
        // game were stored end after the penalties: they read as none.
        let py = state.py();
        let none: Vec<PickledSetUp> = Vec::new();
        let state = match state.len() {
            8 => state
                .add(PyTuple::new(py, [(0u32, 0u32)])?)?
                .cast_into::<PyTuple>()?
                .add(PyTuple::new(py, [none])?)?,
            9 => state.add(PyTuple::new(py, [none])?)?,
            _ => state.clone().into_any(),
        };
        PyGame::from_state(state.extract()?)
    }

    fn __repr__(&self) -> String {
        let size = self.size();
        let status = match self.end_reason() {
            Some(r) => format!("over ({r})"),
            None => format!(
                "{} to play",
                if self.game.to_move() == Color::Black {
                    "black"
                } else {
                    "white"
                }
            ),
        };
        format!(
            "<tianyuan.Game {}x{} {} move {}, {}>",
            size.width(),
            size.height(),
            self.game.rules().name(),
            self.game.move_number(),
            status
        )
    }

    /// The board in ASCII: `X` Black, `O` White, `.` empty, GTP coordinates.
    fn __str__(&self) -> String {
        self.game.board_text()
    }

    /// The board as SVG text (`tianyuan::svg` in the core draws it): stones,
    /// GTP coordinates, the last move ringed. `dead`: None draws no count;
    /// an iterable of moves (GTP vertices, `(row, col)`, actions) marks
    /// those stones' chains dead (faded and crossed) and the territory
    /// (squares) as `score(dead)` counts it; `"estimate"` does so with the
    /// dead stones of `score_estimated(playouts, seed)`. `ownership=True`
    /// draws `ownership(playouts, seed)` as squares of opacity `|v|` (Black
    /// positive) instead of the territory squares. Geometry: intersections
    /// 32 px apart, the point `(row, col)` at `(m + 32 col, m + 32 row)` with
    /// `m` = 40 (20 with `coordinates=False`). `style="flat"` (the default,
    /// for diagrams) draws plain black and white stones, `"shaded"` (for
    /// applications) stones shaded by a gradient. Errors: as `score` (a dead
    /// point without a stone) and `estimate_life`; `TypeError`;
    /// `ValueError` for another style.
    #[pyo3(
        signature = (dead = None, ownership = false, playouts = None, seed = None, coordinates = true, style = "flat"),
        text_signature = "($self, dead=None, ownership=False, playouts=256, seed=0, coordinates=True, style='flat')"
    )]
    #[allow(clippy::too_many_arguments)]
    fn svg(
        &self,
        py: Python<'_>,
        dead: Option<&Bound<'_, PyAny>>,
        ownership: bool,
        playouts: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        coordinates: bool,
        style: &str,
    ) -> PyResult<String> {
        let stone_style = match style {
            "flat" => tianyuan::svg::StoneStyle::Flat,
            "shaded" => tianyuan::svg::StoneStyle::Shaded,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "style must be \"flat\" or \"shaded\", not {style:?}"
                )))
            }
        };
        let options = options_of(playouts, seed)?;
        let dead: Option<Vec<Point>> = match dead {
            None => None,
            Some(d) if d.extract::<String>().is_ok_and(|s| s == "estimate") => {
                let (_, dead, _) = py
                    .detach(|| score_estimated_any(&self.game, &options))
                    .map_err(to_py)?;
                Some(
                    dead.into_iter()
                        .map(|(r, c)| Point::new(r as u8, c as u8))
                        .collect(),
                )
            }
            Some(d) if d.is_instance_of::<PyString>() => {
                return Err(PyValueError::new_err(
                    "dead must be None, \"estimate\" or an iterable of points",
                ))
            }
            Some(d) => {
                let points = self.points_of(d)?;
                // The checks of `score`: each point must hold a stone.
                self.game
                    .score(&points)
                    .map_err(|e| crate::score::dead_error(e, Some(d), self.size()))?;
                Some(points)
            }
        };
        let estimate = if ownership {
            Some(
                py.detach(|| self.game.estimate_life(&options))
                    .map_err(to_py)?,
            )
        } else {
            None
        };
        let ownership: Option<Vec<f32>> = estimate.map(|e| e.ownership().to_vec());
        let last_move = self
            .game
            .moves_vec()
            .last()
            .and_then(|m| m.mv.point())
            .filter(|&p| self.game.stone_at(p).is_some());
        let svg_options = tianyuan::svg::AnySvgOptions {
            stone_style,
            coordinates,
            last_move,
            dead: dead.as_deref(),
            ownership: ownership.as_deref(),
            vital_points: None,
        };
        self.game
            .svg(&svg_options)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// `svg()`: Jupyter shows a `Game` as its board.
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        self.svg(py, None, false, None, None, true, "flat")
    }

    /// The neural-network input planes of the position, uint8 `(17, H, W)`,
    /// the same as one game's row of `VecGame.observation` (AlphaGo Zero
    /// layout): plane `2k` the side to move's stones `k` moves ago (passes
    /// counted, `k = 0` now), plane `2k+1` the opponent's, plane 16 all 1
    /// when Black is to move; planes from before the game's start are 0.
    /// A new array each call. The last boards are kept beside the game from
    /// the first call on, updated by each move (rebuilt after an undo).
    fn observation<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, numpy::PyArray3<u8>>> {
        use crate::observe::{write_dense, PLANES};
        let size = self.size();
        let out = numpy::PyArray3::<u8>::zeros(py, [PLANES, size.height(), size.width()], false);
        {
            let mut rw = out.readwrite();
            let game = &self.game;
            let ring = self
                .recent
                .get_or_insert_with(|| RecentBoards::of_game(game));
            write_dense(ring, game.to_move(), rw.as_slice_mut()?);
        }
        Ok(out)
    }
}

/// Warns with `DeprecationWarning` (shown once per place by Python's default
/// filters; an error where the caller turned warnings into errors).
pub(crate) fn deprecated(py: Python<'_>, message: &str) -> PyResult<()> {
    let category = py.get_type::<pyo3::exceptions::PyDeprecationWarning>();
    let message = std::ffi::CString::new(message).unwrap_or_default();
    PyErr::warn(py, &category, &message, 1)
}

//! The Python exception classes and the translation of every core error into
//! one of them.
//!
//! `TianyuanError(Exception)` is the root; each subclass also subclasses
//! `ValueError`, so `except ValueError` catches bad input of any kind. The
//! classes are made at import time with `type(name, (TianyuanError, ValueError),
//! …)` because a class with two bases cannot be declared with PyO3's
//! `create_exception!`.

use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};
use pyo3::IntoPyObjectExt;
use tianyuan::clock::{ClockError, TimeControlError};
use tianyuan::error::{Error, ErrorKind};
use tianyuan::handicap::HandicapError;
use tianyuan::referee::RefereeError;
use tianyuan::replay::ReplayError;
use tianyuan::sgf::SgfError;
use tianyuan::{
    BoardParseError, GameError, IllegalMove, KomiError, LifeError, PointError, RulesError,
    ScoreError, SetupError,
};
use tianyuan_competition::{CompetitionError, CompetitionErrorKind};

/// The exception classes, in the order of [`Kind`].
struct Classes {
    base: Py<PyType>,
    subclasses: Vec<Py<PyType>>,
}

static CLASSES: PyOnceLock<Classes> = PyOnceLock::new();

/// The subclasses of `TianyuanError`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `IllegalMoveError`: a move refused by the rules (`.reason`, `.move`).
    IllegalMove,
    /// `SgfError`: SGF text that cannot be read (`.line`, `.column`).
    Sgf,
    /// `RulesError`: an unknown rules name or setting, or an unknown
    /// illegal-move reason ([`UNKNOWN_REASON`]).
    Rules,
    /// `KomiError`: komi that is not a multiple of ¼ stone, or out of range.
    Komi,
    /// `PointError`: a size, vertex, point or action that does not fit.
    Point,
    /// `GameError`: a game that cannot be created or changed (handicap, set-up,
    /// a record that cannot be replayed, resigning a finished game), or an
    /// argument of the binding's own out of its range ([`BAD_ARGUMENT`]).
    Game,
    /// `ScoreError`: dead stones that are not stones on the board.
    Score,
    /// `CompetitionError`: a results table, CSV or pairing request refused
    /// (`.kind`).
    Competition,
    /// `ClockError`: a clock call refused, or a bad time control (`.kind`).
    Clock,
    /// `RefereeError`: an event the referee cannot take now (`.kind`).
    Referee,
    /// `LifeError`: a life-and-death estimate refused: a playout count out of
    /// 1..=100000 or a seed out of 0..2**64 (`.kind`).
    Life,
}

impl Kind {
    /// Every kind, in the order the classes are created.
    pub const ALL: [Kind; 11] = [
        Kind::IllegalMove,
        Kind::Sgf,
        Kind::Rules,
        Kind::Komi,
        Kind::Point,
        Kind::Game,
        Kind::Score,
        Kind::Competition,
        Kind::Clock,
        Kind::Referee,
        Kind::Life,
    ];

    /// The Python class name.
    pub const fn class_name(self) -> &'static str {
        match self {
            Kind::IllegalMove => "IllegalMoveError",
            Kind::Sgf => "SgfError",
            Kind::Rules => "RulesError",
            Kind::Komi => "KomiError",
            Kind::Point => "PointError",
            Kind::Game => "GameError",
            Kind::Score => "ScoreError",
            Kind::Competition => "CompetitionError",
            Kind::Clock => "ClockError",
            Kind::Referee => "RefereeError",
            Kind::Life => "LifeError",
        }
    }

    const fn doc(self) -> &'static str {
        match self {
            Kind::IllegalMove => "A move refused by the rules. `.reason` is the core code (\"occupied\", \"suicide\", \"ko\", \"positional_superko\", …), `.move` the move as a GTP vertex, `.game_index` the game of a VecGame (else None), `.move_number` the move's number in an SGF record replayed strictly (else None).",
            Kind::Sgf => "SGF text that cannot be read. `.line` and `.column` (1-based) tell where; `.kind` names the core SgfErrorKind.",
            Kind::Rules => "An unknown rules name or a bad rule setting; also an unknown illegal-move reason given to Rules.illegal_move_article (`.code` \"rules.unknown_reason\").",
            Kind::Komi => "Komi that is not a number, not a multiple of 1/4 stone (1/2 point), or out of range.",
            Kind::Point => "A board size, vertex, (row, col) point or action index that does not fit the board.",
            Kind::Game => "A game that cannot be created or changed: a handicap with no layout, an impossible set-up, a record that cannot be replayed (`.code` \"replay.*\", its board size included), resigning a finished game; also an argument out of its range (a VecGame's num_games 0, a negative handicap: `.code` \"game.bad_argument\").",
            Kind::Score => "Dead stones that are not stones on the board.",
            Kind::Competition => "A results table, CSV file or pairing request refused; `.kind` names the core CompetitionErrorKind.",
            Kind::Clock => "A clock call refused (not started, paused, wrong colour, flagged, …) or a bad time control; `.kind` names the core ClockError or TimeControlError variant.",
            Kind::Referee => "An event the referee cannot take now (occupied point, not that player's turn, game over, …); `.kind` names the core RefereeError variant.",
            Kind::Life => "A life-and-death estimate refused: playouts outside 1..=100000 (`.kind` \"PlayoutsOutOfRange\", the core LifeError variant) or a seed outside 0..2**64 (`.kind` \"SeedOutOfRange\").",
        }
    }

    fn attributes(self) -> &'static [&'static str] {
        match self {
            Kind::IllegalMove => &["reason", "move", "game_index", "move_number"],
            Kind::Sgf => &["line", "column", "kind"],
            Kind::Competition | Kind::Clock | Kind::Life => &["kind"],
            Kind::Referee => &["kind"],
            _ => &["game_index"],
        }
    }
}

/// Creates the classes and adds them to the module `m`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let classes = CLASSES.get_or_try_init(py, || make_classes(py))?;
    m.add("TianyuanError", classes.base.bind(py))?;
    for (kind, class) in Kind::ALL.iter().zip(&classes.subclasses) {
        m.add(kind.class_name(), class.bind(py))?;
    }
    Ok(())
}

fn make_classes(py: Python<'_>) -> PyResult<Classes> {
    let type_ = py.get_type::<PyType>();
    let dict = PyDict::new(py);
    dict.set_item("__module__", "tianyuan")?;
    // Every exception's stable code, `family.variant` (the core's
    // `ErrorKind::code`); None only on an instance made from Python.
    dict.set_item("code", py.None())?;
    dict.set_item(
        "__doc__",
        "The root of every tianyuan error. Each subclass also subclasses ValueError.",
    )?;
    let base = type_
        .call1((
            "TianyuanError",
            PyTuple::new(py, [py.get_type::<PyException>()])?,
            dict,
        ))?
        .cast_into::<PyType>()?;
    let mut subclasses = Vec::new();
    for kind in Kind::ALL {
        let dict = PyDict::new(py);
        dict.set_item("__module__", "tianyuan")?;
        dict.set_item("__doc__", kind.doc())?;
        for attr in kind.attributes() {
            dict.set_item(*attr, py.None())?;
        }
        let bases = PyTuple::new(py, [base.as_any(), py.get_type::<PyValueError>().as_any()])?;
        let class = type_
            .call1((kind.class_name(), bases, dict))?
            .cast_into::<PyType>()?;
        subclasses.push(class.unbind());
    }
    Ok(Classes {
        base: base.unbind(),
        subclasses,
    })
}

/// An exception of class `kind` with message `message`, `.code` `code`
/// (`family.variant`, the core's [`ErrorKind::code`] for a core error) and
/// extra attributes.
pub fn raise(
    py: Python<'_>,
    kind: Kind,
    code: &str,
    message: impl Into<String>,
    attrs: &[(&str, Py<PyAny>)],
) -> PyErr {
    let make = || -> PyResult<PyErr> {
        let classes = CLASSES.get_or_try_init(py, || make_classes(py))?;
        let index = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        let class = classes.subclasses[index].bind(py);
        let value = class.call1((message.into(),))?;
        value.setattr("code", code)?;
        for (name, v) in attrs {
            value.setattr(*name, v.bind(py))?;
        }
        Ok(PyErr::from_value(value))
    };
    make().unwrap_or_else(|e| e)
}

/// A core error, before translation to its Python class.
#[derive(Debug)]
pub enum CoreError {
    /// A refused move, with the move as a GTP vertex when known and the game of
    /// a batch.
    Illegal {
        /// Why.
        reason: IllegalMove,
        /// The move, as a GTP vertex.
        mv: Option<String>,
        /// The game's index in a VecGame.
        game_index: Option<usize>,
    },
    /// A size, point, vertex or action.
    Point(PointError),
    /// A board drawn as text that cannot be read.
    BoardParse(BoardParseError),
    /// A rules name or setting.
    Rules(RulesError),
    /// A komi.
    Komi(KomiError),
    /// A game error (handicap, set-up, state).
    Game(GameError),
    /// A handicap error.
    Handicap(HandicapError),
    /// An impossible set-up.
    Setup(SetupError),
    /// Bad dead stones.
    Score(ScoreError),
    /// Unreadable SGF.
    Sgf(SgfError),
    /// A competition error, or only its kind (for the mapping table).
    Competition(CompetitionErrorKind, String),
    /// A refused clock call.
    Clock(ClockError),
    /// A bad time control.
    TimeControl(TimeControlError),
    /// A refused referee event.
    Referee(RefereeError),
    /// A refused life-and-death estimate.
    Life(LifeError),
    /// A record that cannot be replayed.
    Replay(ReplayError),
}

/// The Python class of each kind of the core's catalogue: one class per kind
/// (an exhaustive match, so a new family fails to compile here until mapped).
pub const fn class_of(kind: ErrorKind) -> Kind {
    match kind {
        ErrorKind::IllegalMove(_) => Kind::IllegalMove,
        ErrorKind::Point(_) | ErrorKind::BoardParse(_) => Kind::Point,
        ErrorKind::Rules(_) => Kind::Rules,
        ErrorKind::Komi(_) => Kind::Komi,
        ErrorKind::Game(_) | ErrorKind::Handicap(_) | ErrorKind::Setup(_) => Kind::Game,
        ErrorKind::Score(_) => Kind::Score,
        ErrorKind::Life(_) => Kind::Life,
        ErrorKind::Sgf(_) => Kind::Sgf,
        // A record that cannot be replayed (its board size included: the
        // core reports it as `replay.board_size`) is a game that cannot be
        // made: one class per family, so `.code`'s family names the class.
        ErrorKind::Replay(_) => Kind::Game,
        ErrorKind::Clock(_) | ErrorKind::TimeControl(_) => Kind::Clock,
        ErrorKind::Referee(_) => Kind::Referee,
    }
}

impl From<Error> for CoreError {
    fn from(e: Error) -> Self {
        match e {
            Error::IllegalMove(e) => e.into(),
            Error::Point(e) => e.into(),
            Error::BoardParse(e) => e.into(),
            Error::Rules(e) => e.into(),
            Error::Komi(e) => e.into(),
            Error::Game(e) => e.into(),
            Error::Handicap(e) => e.into(),
            Error::Setup(e) => e.into(),
            Error::Score(e) => e.into(),
            Error::Life(e) => e.into(),
            Error::Sgf(e) => e.into(),
            Error::Replay(e) => e.into(),
            Error::Clock(e) => e.into(),
            Error::TimeControl(e) => e.into(),
            Error::Referee(e) => e.into(),
        }
    }
}

impl From<CompetitionError> for CoreError {
    fn from(e: CompetitionError) -> Self {
        CoreError::Competition(e.kind(), e.to_string())
    }
}

impl From<IllegalMove> for CoreError {
    fn from(reason: IllegalMove) -> Self {
        CoreError::Illegal {
            reason,
            mv: None,
            game_index: None,
        }
    }
}

macro_rules! from_core {
    ($($t:ty => $v:ident),* $(,)?) => {$(
        impl From<$t> for CoreError {
            fn from(e: $t) -> Self {
                CoreError::$v(e)
            }
        }
    )*};
}

from_core!(
    PointError => Point,
    BoardParseError => BoardParse,
    RulesError => Rules,
    KomiError => Komi,
    GameError => Game,
    HandicapError => Handicap,
    SetupError => Setup,
    ScoreError => Score,
    SgfError => Sgf,
    ClockError => Clock,
    TimeControlError => TimeControl,
    RefereeError => Referee,
    LifeError => Life,
    ReplayError => Replay,
);

impl CoreError {
    /// The kind of the core's catalogue, `None` for a competition error
    /// (another crate).
    pub fn error_kind(&self) -> Option<ErrorKind> {
        Some(match self {
            CoreError::Illegal { reason, .. } => reason.into(),
            CoreError::Point(e) => e.into(),
            CoreError::BoardParse(e) => e.into(),
            CoreError::Rules(e) => e.into(),
            CoreError::Komi(e) => e.into(),
            CoreError::Game(e) => e.into(),
            CoreError::Handicap(e) => e.into(),
            CoreError::Setup(e) => e.into(),
            CoreError::Score(e) => e.into(),
            CoreError::Sgf(e) => e.into(),
            CoreError::Competition(..) => return None,
            CoreError::Clock(e) => e.into(),
            CoreError::TimeControl(e) => e.into(),
            CoreError::Referee(e) => e.into(),
            CoreError::Life(e) => e.into(),
            CoreError::Replay(e) => e.into(),
        })
    }

    /// The Python class this error is raised as: [`class_of`] its kind.
    pub fn kind(&self) -> Kind {
        match self.error_kind() {
            Some(kind) => class_of(kind),
            None => Kind::Competition,
        }
    }

    /// The stable code, `family.variant` in `snake_case`: the core's
    /// [`ErrorKind::code`] (`"illegal_move.ko"`), or `"competition."` and the
    /// [`CompetitionErrorKind`]'s name in `snake_case`.
    pub fn code(&self) -> String {
        match (self.error_kind(), self) {
            (Some(kind), _) => kind.code(),
            (None, CoreError::Competition(k, _)) => {
                format!("competition.{}", snake_case(&format!("{k:?}")))
            }
            (None, _) => String::new(),
        }
    }

    /// The Python exception.
    pub fn into_pyerr(self, py: Python<'_>) -> PyErr {
        let kind = self.kind();
        let code = self.code();
        let code = code.as_str();
        match self {
            CoreError::Illegal {
                reason,
                mv,
                game_index,
            } => {
                let message = match (&mv, game_index) {
                    (Some(m), Some(i)) => format!("illegal move {m} in game {i}: {reason}"),
                    (Some(m), None) => format!("illegal move {m}: {reason}"),
                    (None, Some(i)) => format!("illegal move in game {i}: {reason}"),
                    (None, None) => format!("illegal move: {reason}"),
                };
                raise(
                    py,
                    kind,
                    code,
                    message,
                    &[
                        ("reason", opt(py, Some(reason.code()))),
                        ("move", opt(py, mv)),
                        ("game_index", opt(py, game_index)),
                    ],
                )
            }
            CoreError::Sgf(e) => raise(
                py,
                kind,
                code,
                e.to_string(),
                &[
                    ("line", opt(py, Some(e.position.line))),
                    ("column", opt(py, Some(e.position.column))),
                    ("kind", opt(py, Some(format!("{:?}", e.kind)))),
                ],
            ),
            CoreError::Competition(k, message) => raise(
                py,
                kind,
                code,
                message,
                &[("kind", opt(py, Some(format!("{k:?}"))))],
            ),
            CoreError::Clock(e) => raise(
                py,
                kind,
                code,
                e.to_string(),
                &[("kind", opt(py, Some(format!("{e:?}"))))],
            ),
            CoreError::TimeControl(e) => raise(
                py,
                kind,
                code,
                e.to_string(),
                &[("kind", opt(py, Some(format!("{e:?}"))))],
            ),
            CoreError::Referee(e) => raise(
                py,
                kind,
                code,
                e.to_string(),
                &[("kind", opt(py, Some(format!("{e:?}"))))],
            ),
            CoreError::Life(e) => raise(
                py,
                kind,
                code,
                e.to_string(),
                &[("kind", opt(py, Some(ErrorKind::from(&e).variant())))],
            ),
            other => raise(py, kind, code, other.message(), &[]),
        }
    }

    fn message(&self) -> String {
        match self {
            CoreError::Illegal { reason, .. } => reason.to_string(),
            CoreError::Point(e) => e.to_string(),
            CoreError::BoardParse(e) => e.to_string(),
            CoreError::Rules(e) => e.to_string(),
            CoreError::Komi(e) => e.to_string(),
            CoreError::Game(e) => e.to_string(),
            CoreError::Handicap(e) => e.to_string(),
            CoreError::Setup(e) => e.to_string(),
            CoreError::Score(e) => e.to_string(),
            CoreError::Sgf(e) => e.to_string(),
            CoreError::Competition(_, m) => m.clone(),
            CoreError::Clock(e) => e.to_string(),
            CoreError::TimeControl(e) => e.to_string(),
            CoreError::Referee(e) => e.to_string(),
            CoreError::Life(e) => e.to_string(),
            CoreError::Replay(e) => e.to_string(),
        }
    }
}

/// `"GameAfterWithdrawal"` → `"game_after_withdrawal"`.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn opt<'py, T: IntoPyObject<'py>>(py: Python<'py>, v: Option<T>) -> Py<PyAny> {
    match v {
        Some(v) => v.into_py_any(py).unwrap_or_else(|_| py.None()),
        None => py.None(),
    }
}

/// The code of an argument of the binding's own out of its range (a
/// `VecGame`'s `num_games` 0, a negative handicap, an unknown `observation`
/// name): a game that cannot be made as asked, so `GameError`. Like the C
/// layer's own `TY_STATUS_OUT_OF_RANGE`, it is not a kind of the core's
/// catalogue.
pub const BAD_ARGUMENT: &str = "game.bad_argument";

/// The code of a reason that is not an `IllegalMoveError.reason`
/// (`Rules.illegal_move_article("nonsense")`): the rules' vocabulary has no
/// such word, so `RulesError`. Not a kind of the core's catalogue.
pub const UNKNOWN_REASON: &str = "rules.unknown_reason";

/// A `GameError` with code [`BAD_ARGUMENT`].
pub fn bad_argument(message: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, Kind::Game, BAD_ARGUMENT, message, &[]))
}

/// A `RulesError` with code [`UNKNOWN_REASON`].
pub fn unknown_reason(message: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, Kind::Rules, UNKNOWN_REASON, message, &[]))
}

/// `map_err` helper: any core error to its Python exception.
pub fn to_py<E: Into<CoreError>>(e: E) -> PyErr {
    Python::attach(|py| e.into().into_pyerr(py))
}

/// An `IllegalMoveError` for `reason`, naming the move and the batch game.
pub fn illegal(reason: IllegalMove, mv: Option<String>, game_index: Option<usize>) -> PyErr {
    Python::attach(|py| {
        CoreError::Illegal {
            reason,
            mv,
            game_index,
        }
        .into_pyerr(py)
    })
}

/// One sample of every kind of the core's catalogue ([`ErrorKind::all`],
/// [`ErrorKind::sample`]) and of every [`CompetitionErrorKind`], named
/// `(family, variant)`.
pub fn samples() -> Vec<(&'static str, String, CoreError)> {
    let mut out: Vec<(&'static str, String, CoreError)> = ErrorKind::all()
        .map(|kind| (kind.family(), kind.variant(), kind.sample().into()))
        .collect();
    for kind in CompetitionErrorKind::ALL {
        out.push((
            "CompetitionError",
            format!("{kind:?}"),
            CoreError::Competition(kind, format!("{kind:?}")),
        ));
    }
    out
}

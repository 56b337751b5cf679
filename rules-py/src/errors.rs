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
use tianyuan::referee::RefereeError;
use tianyuan::sgf::{SgfError, SgfErrorKind};
use tianyuan::{
    BoardParseError, GameError, HandicapError, IllegalMove, KomiError, LifeError, PointError,
    RulesError, ScoreError, SetupError,
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
    /// `RulesError`: an unknown rules name or setting.
    Rules,
    /// `KomiError`: komi that is not a multiple of ¼ stone, or out of range.
    Komi,
    /// `PointError`: a size, vertex, point or action that does not fit.
    Point,
    /// `GameError`: a game that cannot be created or changed (handicap, set-up,
    /// resigning a finished game).
    Game,
    /// `ScoreError`: dead stones that are not stones on the board.
    Score,
    /// `CompetitionError`: a results table, CSV or pairing request refused
    /// (`.kind`).
    Competition,
    /// `ClockError`: a clock call refused, or a bad time control (`.kind`).
    Clock,
    /// `RefereeError`: an event the referee cannot take now (`.kind`, `.code`).
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
            Kind::Rules => "An unknown rules name, a territory rule set, or a bad rule setting.",
            Kind::Komi => "Komi that is not a number, not a multiple of 1/4 stone (1/2 point), or out of range.",
            Kind::Point => "A board size, vertex, (row, col) point or action index that does not fit the board.",
            Kind::Game => "A game that cannot be created or changed: a handicap with no layout, an impossible set-up, resigning a finished game.",
            Kind::Score => "Dead stones that are not stones on the board.",
            Kind::Competition => "A results table, CSV file or pairing request refused; `.kind` names the core CompetitionErrorKind.",
            Kind::Clock => "A clock call refused (not started, paused, wrong colour, flagged, …) or a bad time control; `.kind` names the core ClockError or TimeControlError variant.",
            Kind::Referee => "An event the referee cannot take now (occupied point, not that player's turn, game over, …); `.kind` names the core RefereeError variant, `.code` its stable code.",
            Kind::Life => "A life-and-death estimate refused: playouts outside 1..=100000 (`.kind` \"PlayoutsOutOfRange\", the core LifeError variant) or a seed outside 0..2**64 (`.kind` \"SeedOutOfRange\").",
        }
    }

    fn attributes(self) -> &'static [&'static str] {
        match self {
            Kind::IllegalMove => &["reason", "move", "game_index", "move_number"],
            Kind::Sgf => &["line", "column", "kind"],
            Kind::Competition | Kind::Clock | Kind::Life => &["kind"],
            Kind::Referee => &["kind", "code"],
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

/// An exception of class `kind` with message `message` and extra attributes.
pub fn raise(
    py: Python<'_>,
    kind: Kind,
    message: impl Into<String>,
    attrs: &[(&str, Py<PyAny>)],
) -> PyErr {
    let make = || -> PyResult<PyErr> {
        let classes = CLASSES.get_or_try_init(py, || make_classes(py))?;
        let index = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        let class = classes.subclasses[index].bind(py);
        let value = class.call1((message.into(),))?;
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
);

impl CoreError {
    /// The Python class this error is raised as.
    pub fn kind(&self) -> Kind {
        match self {
            CoreError::Illegal { .. } => Kind::IllegalMove,
            CoreError::Point(_) | CoreError::BoardParse(_) => Kind::Point,
            CoreError::Rules(_) => Kind::Rules,
            CoreError::Komi(_) => Kind::Komi,
            CoreError::Game(GameError::Score(_)) | CoreError::Score(_) => Kind::Score,
            CoreError::Game(_) | CoreError::Handicap(_) | CoreError::Setup(_) => Kind::Game,
            CoreError::Sgf(_) => Kind::Sgf,
            CoreError::Competition(..) => Kind::Competition,
            CoreError::Clock(_) | CoreError::TimeControl(_) => Kind::Clock,
            CoreError::Referee(_) => Kind::Referee,
            CoreError::Life(_) => Kind::Life,
        }
    }

    /// The Python exception.
    pub fn into_pyerr(self, py: Python<'_>) -> PyErr {
        let kind = self.kind();
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
                message,
                &[("kind", opt(py, Some(format!("{k:?}"))))],
            ),
            CoreError::Clock(e) => raise(
                py,
                kind,
                e.to_string(),
                &[("kind", opt(py, Some(format!("{e:?}"))))],
            ),
            CoreError::TimeControl(e) => raise(
                py,
                kind,
                e.to_string(),
                &[("kind", opt(py, Some(format!("{e:?}"))))],
            ),
            CoreError::Referee(e) => raise(
                py,
                kind,
                e.to_string(),
                &[
                    ("kind", opt(py, Some(format!("{e:?}")))),
                    ("code", opt(py, Some(e.code()))),
                ],
            ),
            CoreError::Life(e) => raise(
                py,
                kind,
                e.to_string(),
                &[("kind", opt(py, Some(variant_name(&e.into()))))],
            ),
            other => raise(py, kind, other.message(), &[]),
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
        }
    }
}

fn opt<'py, T: IntoPyObject<'py>>(py: Python<'py>, v: Option<T>) -> Py<PyAny> {
    match v {
        Some(v) => v.into_py_any(py).unwrap_or_else(|_| py.None()),
        None => py.None(),
    }
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

/// One sample of every variant of every core error enum, named
/// `(enum, variant)`. Enums with an `ALL` list are iterated; the others are
/// listed by hand, and [`variant_name`]'s exhaustive matches make a new variant
/// a compile error here.
pub fn samples() -> Vec<(&'static str, String, CoreError)> {
    use tianyuan::{BoardSize, Point};
    let mut out: Vec<(&'static str, String, CoreError)> = Vec::new();
    for reason in IllegalMove::ALL {
        out.push(("IllegalMove", format!("{reason:?}"), reason.into()));
    }
    let points = [
        PointError::UnsupportedSize {
            width: 1,
            height: 1,
        },
        PointError::OffBoard {
            row: 20,
            col: 0,
            width: 19,
            height: 19,
        },
        PointError::BadAction {
            action: 400,
            max: 361,
        },
        PointError::BadVertex("Z0".into()),
        PointError::BadSgfPoint("?".into()),
        PointError::VertexOffBoard {
            vertex: "A20".into(),
            width: 19,
            height: 19,
        },
    ];
    let rules = [
        RulesError::TerritoryNotSupported("japanese".into()),
        RulesError::Unknown("bogus".into()),
        RulesError::BadSetting {
            key: "ko".into(),
            value: "x".into(),
        },
    ];
    let komis = [
        KomiError::Syntax("x".into()),
        KomiError::NotQuarterStones("7.25".into()),
        KomiError::OutOfRange("1e9".into()),
    ];
    let scores = [
        ScoreError::DeadPointEmpty(Point::new(0, 0)),
        ScoreError::DeadPointOffBoard(Point::new(30, 0)),
    ];
    let handicaps = [
        HandicapError::NoFixedLayout {
            stones: 10,
            size: BoardSize::STANDARD,
        },
        HandicapError::BadFreePlacement("x".into()),
    ];
    let board_parses = [
        BoardParseError::Empty,
        BoardParseError::Ragged {
            row: 2,
            found: 1,
            expected: 2,
        },
        BoardParseError::Size(PointError::UnsupportedSize {
            width: 1,
            height: 1,
        }),
    ];
    let setups = [SetupError::ChainWithoutLiberties(Point::new(0, 0))];
    let games = [
        GameError::Handicap(handicaps[0].clone()),
        GameError::Setup(setups[0].clone()),
        GameError::GameOver,
        GameError::NotOver,
        GameError::DeadStonesAgreed,
        GameError::Score(scores[0]),
        GameError::Point(points[0].clone()),
    ];
    for e in points {
        out.push(("PointError", variant_name(&e.clone().into()), e.into()));
    }
    for e in rules {
        out.push(("RulesError", variant_name(&e.clone().into()), e.into()));
    }
    for e in komis {
        out.push(("KomiError", variant_name(&e.clone().into()), e.into()));
    }
    for e in scores {
        out.push(("ScoreError", variant_name(&e.into()), e.into()));
    }
    for e in handicaps {
        out.push(("HandicapError", variant_name(&e.clone().into()), e.into()));
    }
    for e in board_parses {
        out.push(("BoardParseError", variant_name(&e.clone().into()), e.into()));
    }
    for e in setups {
        out.push(("SetupError", variant_name(&e.clone().into()), e.into()));
    }
    for e in games {
        out.push(("GameError", variant_name(&e.clone().into()), e.into()));
    }
    for kind in SgfErrorKind::ALL {
        let text = match kind {
            SgfErrorKind::NoGameTree => "hello".to_string(),
            _ => String::new(),
        };
        let e = sgf_error_of_kind(kind, &text);
        out.push(("SgfErrorKind", format!("{kind:?}"), e.into()));
    }
    for kind in CompetitionErrorKind::ALL {
        out.push((
            "CompetitionErrorKind",
            format!("{kind:?}"),
            CoreError::Competition(kind, format!("{kind:?}")),
        ));
    }
    for e in ClockError::ALL {
        out.push(("ClockError", format!("{e:?}"), e.into()));
    }
    for e in TimeControlError::ALL {
        out.push(("TimeControlError", format!("{e:?}"), e.into()));
    }
    for e in RefereeError::ALL {
        out.push(("RefereeError", format!("{e:?}"), e.into()));
    }
    let lifes = [LifeError::PlayoutsOutOfRange {
        requested: 0,
        max: tianyuan::MAX_PLAYOUTS,
    }];
    for e in lifes {
        out.push(("LifeError", variant_name(&e.into()), e.into()));
    }
    out
}

/// An `SgfError` of `kind` (made by the core parser where one input is known
/// to give that kind; otherwise by the core's public fields).
fn sgf_error_of_kind(kind: SgfErrorKind, text: &str) -> SgfError {
    match tianyuan::sgf::parse_str(text) {
        Err(e) if e.kind == kind => e,
        _ => SgfError {
            kind,
            position: tianyuan::sgf::TextPosition { line: 1, column: 1 },
            detail: String::new(),
        },
    }
}

/// The variant name of a core error, by exhaustive matches (no wildcard arm:
/// a variant added in the core fails to compile here until it is mapped).
pub fn variant_name(e: &CoreError) -> String {
    let name = match e {
        CoreError::Illegal { reason, .. } => return format!("{reason:?}"),
        CoreError::Point(e) => match e {
            PointError::UnsupportedSize { .. } => "UnsupportedSize",
            PointError::OffBoard { .. } => "OffBoard",
            PointError::BadAction { .. } => "BadAction",
            PointError::BadVertex(_) => "BadVertex",
            PointError::BadSgfPoint(_) => "BadSgfPoint",
            PointError::VertexOffBoard { .. } => "VertexOffBoard",
        },
        CoreError::Rules(e) => match e {
            RulesError::TerritoryNotSupported(_) => "TerritoryNotSupported",
            RulesError::Unknown(_) => "Unknown",
            RulesError::BadSetting { .. } => "BadSetting",
        },
        CoreError::Komi(e) => match e {
            KomiError::Syntax(_) => "Syntax",
            KomiError::NotQuarterStones(_) => "NotQuarterStones",
            KomiError::OutOfRange(_) => "OutOfRange",
        },
        CoreError::Game(e) => match e {
            GameError::Handicap(_) => "Handicap",
            GameError::Setup(_) => "Setup",
            GameError::GameOver => "GameOver",
            GameError::NotOver => "NotOver",
            GameError::DeadStonesAgreed => "DeadStonesAgreed",
            GameError::Score(_) => "Score",
            GameError::Point(_) => "Point",
        },
        CoreError::BoardParse(e) => match e {
            BoardParseError::Empty => "Empty",
            BoardParseError::Ragged { .. } => "Ragged",
            BoardParseError::Size(_) => "Size",
        },
        CoreError::Handicap(e) => match e {
            HandicapError::NoFixedLayout { .. } => "NoFixedLayout",
            HandicapError::BadFreePlacement(_) => "BadFreePlacement",
        },
        CoreError::Setup(e) => match e {
            SetupError::ChainWithoutLiberties(_) => "ChainWithoutLiberties",
        },
        CoreError::Score(e) => match e {
            ScoreError::DeadPointEmpty(_) => "DeadPointEmpty",
            ScoreError::DeadPointOffBoard(_) => "DeadPointOffBoard",
        },
        CoreError::Sgf(e) => return format!("{:?}", e.kind),
        CoreError::Competition(k, _) => return format!("{k:?}"),
        CoreError::Clock(e) => return format!("{e:?}"),
        CoreError::TimeControl(e) => return format!("{e:?}"),
        CoreError::Referee(e) => return format!("{e:?}"),
        CoreError::Life(e) => match e {
            LifeError::PlayoutsOutOfRange { .. } => "PlayoutsOutOfRange",
        },
    };
    name.to_string()
}

//! `tianyuan.LifeEstimate`, `tianyuan.ChainJudgement`, `tianyuan.EstimatedScore`:
//! the core's life-and-death estimate at the end of a game (1988/2002 art. 8:
//! dead stones are settled by agreement; the library proposes), read from
//! Python. The estimate itself is the core's `estimate_life`.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyBool;
use tianyuan::any::AnyChainJudgement;
use tianyuan::life::MAX_PLAYOUTS;
use tianyuan::sized::BitboardOf;
use tianyuan::{AnyLifeEstimate, BoardSize, ChainStatus, Color, LifeOptions, Move};

use crate::convert::{color_value, move_of};
use crate::errors::{raise, snake_case, Kind};
use crate::score::PyScore;

/// `(row, col)` of every point of `set`, row by row from the top-left.
pub fn points_of<const W: usize>(size: BoardSize, set: BitboardOf<W>) -> Vec<(usize, usize)> {
    set.points(size)
        .map(|p| (p.row as usize, p.col as usize))
        .collect()
}

/// Points as `(row, col)` pairs, in the order given.
fn pairs(points: Vec<tianyuan::Point>) -> Vec<(usize, usize)> {
    points
        .into_iter()
        .map(|p| (p.row as usize, p.col as usize))
        .collect()
}

/// A `LifeError` of `kind` (a core `LifeErrorKind` variant's name, or
/// "SeedOutOfRange", Python's own): `.code` "life." and `kind` in snake case.
fn life_error(kind: &str, message: String) -> PyErr {
    Python::attach(|py| {
        raise(
            py,
            Kind::Life,
            &format!("life.{}", snake_case(kind)),
            message,
            &[(
                "kind",
                kind.into_pyobject(py)
                    .map_or(py.None(), |k| k.into_any().unbind()),
            )],
        )
    })
}

/// The core's options from Python's `playouts` and `seed` (ints, numpy ints
/// included; not bools; None for the defaults, 256 playouts and seed 0).
/// Errors: `TypeError`; `LifeError` for a count outside 1..=100000 (`kind`
/// "PlayoutsOutOfRange"; the core checks the counts a `u32` holds) or a seed
/// outside 0..2**64 (`kind` "SeedOutOfRange").
pub fn options_of(
    playouts: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
) -> PyResult<LifeOptions> {
    let default = LifeOptions::default();
    Ok(LifeOptions {
        playouts: match playouts {
            Some(p) => playouts_of(p)?,
            None => default.playouts,
        },
        seed: match seed {
            Some(s) => seed_of(s)?,
            None => default.seed,
        },
    })
}

fn not_an_int(name: &str, v: &Bound<'_, PyAny>) -> PyResult<PyErr> {
    Ok(PyTypeError::new_err(format!(
        "{name} must be an int, not {}",
        v.get_type().name()?
    )))
}

fn playouts_of(v: &Bound<'_, PyAny>) -> PyResult<u32> {
    if v.is_instance_of::<PyBool>() {
        return Err(not_an_int("playouts", v)?);
    }
    match v.extract::<i64>() {
        Ok(n) => u32::try_from(n).ok(),
        Err(e) if e.is_instance_of::<PyOverflowError>(v.py()) => None,
        Err(_) => return Err(not_an_int("playouts", v)?),
    }
    .ok_or_else(|| {
        life_error(
            "PlayoutsOutOfRange",
            format!("playouts must be 1 to {MAX_PLAYOUTS}, not {v}"),
        )
    })
}

fn seed_of(v: &Bound<'_, PyAny>) -> PyResult<u64> {
    if v.is_instance_of::<PyBool>() {
        return Err(not_an_int("seed", v)?);
    }
    match v.extract::<u64>() {
        Ok(s) => Ok(s),
        Err(e) if e.is_instance_of::<PyOverflowError>(v.py()) => Err(life_error(
            "SeedOutOfRange",
            format!("seed must be 0 to 2**64 - 1, not {v}"),
        )),
        Err(_) => Err(not_an_int("seed", v)?),
    }
}

/// The ownership as a float32 array of shape `(height, width)`.
fn ownership_array<'py>(
    py: Python<'py>,
    size: BoardSize,
    ownership: &[f32],
) -> PyResult<Bound<'py, PyArray2<f32>>> {
    PyArray1::from_slice(py, ownership).reshape([size.height(), size.width()])
}

/// One chain and what the estimate says of it: `color` (1 Black, -1 White),
/// `status` (`"alive"`, `"dead"`, `"seki"`, `"unsettled"`, `"ko"`),
/// `ownership` (from its own side, in [-1, 1]: +1 it survived every playout,
/// -1 it was always captured), `certain` (settled by Benson's pass-alive
/// analysis or the local life-and-death solver, not by the playouts),
/// `vital_point` and `ko_point` (the solver's, `(row, col)` or `None`) and
/// `stones` (`(row, col)` from the top-left).
#[pyclass(name = "ChainJudgement", module = "tianyuan", frozen)]
pub struct PyChainJudgement {
    stones: Vec<(usize, usize)>,
    color: Color,
    status: ChainStatus,
    ownership: f32,
    certain: bool,
    vital: Option<(usize, usize)>,
    ko: Option<(usize, usize)>,
}

impl PyChainJudgement {
    fn of(chain: AnyChainJudgement) -> PyChainJudgement {
        PyChainJudgement {
            stones: pairs(chain.stones),
            color: chain.color,
            status: chain.status,
            ownership: chain.ownership,
            certain: chain.certain,
            vital: chain.vital.map(|p| (p.row as usize, p.col as usize)),
            ko: chain.ko.map(|p| (p.row as usize, p.col as usize)),
        }
    }
}

#[pymethods]
impl PyChainJudgement {
    /// The chain's colour: 1 Black, -1 White.
    #[getter]
    fn color(&self) -> i8 {
        color_value(self.color)
    }

    /// `"alive"`, `"dead"`, `"seki"`, `"unsettled"` or `"ko"` (its life
    /// turns on a ko: the local solver's verdict).
    #[getter]
    fn status(&self) -> &'static str {
        self.status.name()
    }

    /// Ownership from the chain's own side, in [-1, 1] (±1 when certain).
    #[getter]
    fn ownership(&self) -> f32 {
        self.ownership
    }

    /// Whether Benson's analysis (pass-alive, or inside the opponent's
    /// pass-alive area) or the local life-and-death solver (an enclosed
    /// group read out by search) settled it: certain, not estimated.
    #[getter]
    fn certain(&self) -> bool {
        self.certain
    }

    /// The vital point of its shape as `(row, col)` when the local solver
    /// found it dead or unsettled (killable): where the attacker kills, or
    /// where whoever plays first decides; else `None`.
    #[getter]
    fn vital_point(&self) -> Option<(usize, usize)> {
        self.vital
    }

    /// The ko point as `(row, col)` when its status is `"ko"` (or it is a
    /// dead bent four in the corner); else `None`.
    #[getter]
    fn ko_point(&self) -> Option<(usize, usize)> {
        self.ko
    }

    /// The stones as `(row, col)`, row by row from the top-left.
    #[getter]
    fn stones(&self) -> Vec<(usize, usize)> {
        self.stones.clone()
    }

    fn __repr__(&self) -> String {
        let first = self.stones.first();
        format!(
            "<tianyuan.ChainJudgement {} {} stones at {} {} ownership {:.2}{}>",
            if self.color == Color::Black {
                "black"
            } else {
                "white"
            },
            self.stones.len(),
            first.map_or("-".to_string(), |(r, c)| format!("({r}, {c})")),
            self.status.name(),
            self.ownership,
            if self.certain { " certain" } else { "" }
        )
    }
}

/// The library's proposal of life and death for a position
/// (`Game.estimate_life`): ownership of every point, the status of every
/// chain, and the estimated dead stones, which the players confirm
/// (1988/2002 art. 8) before `Game.score(dead=...)`. Deterministic for a
/// given position, playout count and seed.
#[pyclass(name = "LifeEstimate", module = "tianyuan", frozen)]
pub struct PyLifeEstimate {
    pub estimate: AnyLifeEstimate,
}

impl PyLifeEstimate {
    fn size(&self) -> BoardSize {
        self.estimate.size()
    }
}

#[pymethods]
impl PyLifeEstimate {
    /// Ownership of every point as a float32 array of shape `(height,
    /// width)`, row 0 the top row: in [-1, 1], Black positive (+1 Black's in
    /// every playout or for certain, -1 White's, 0 even or dame). Dead
    /// stones' points belong to their captor; seki liberties are 0.
    #[getter]
    fn ownership<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<f32>>> {
        ownership_array(py, self.size(), self.estimate.ownership())
    }

    /// The stones estimated dead as `(row, col)`, whole chains, row by row
    /// from the top-left: what `Game.score(dead=...)` takes.
    #[getter]
    fn dead_stones(&self) -> Vec<(usize, usize)> {
        pairs(self.estimate.dead_points())
    }

    /// Every chain, in the order of its first stone (row by row from the
    /// top-left), as `ChainJudgement`s: a chain's `ownership` is from its
    /// own side (+1 it survived every playout, -1 always captured), not
    /// Black positive as this estimate's per-point `ownership` array.
    #[getter]
    fn chains(&self) -> Vec<PyChainJudgement> {
        self.estimate
            .chain_judgements()
            .into_iter()
            .map(PyChainJudgement::of)
            .collect()
    }

    /// The seki liberties as `(row, col)`: empty points shared by chains in
    /// seki, dame at the count (art. 9.1).
    #[getter]
    fn seki_liberties(&self) -> Vec<(usize, usize)> {
        pairs(self.estimate.seki_liberty_points())
    }

    /// The confidence in [0, 1]: the least settled chain's |ownership| (1
    /// when every chain is certain or survived, or fell, in every playout).
    #[getter]
    fn confidence(&self) -> f32 {
        self.estimate.confidence()
    }

    /// Whether some chain is `"unsettled"`: play should go on, or the players
    /// decide (2002 art. 21.4).
    #[getter]
    fn has_unsettled(&self) -> bool {
        self.estimate.has_unsettled()
    }

    /// The playouts the estimate was made with.
    #[getter]
    fn playouts(&self) -> u32 {
        self.estimate.options().playouts
    }

    /// The playouts actually run: at most `playouts`, fewer when every chain
    /// not certain was settled beyond doubt sooner (checked every 8 playouts
    /// from 8 on), 0 when
    /// Benson's analysis and the local solver settled every chain.
    #[getter]
    fn playouts_run(&self) -> u32 {
        self.estimate.playouts_run()
    }

    /// The seed the estimate was made with.
    #[getter]
    fn seed(&self) -> u64 {
        self.estimate.options().seed
    }

    /// The status of the chain on `point` (a GTP vertex, `(row, col)` or an
    /// action): `"alive"`, `"dead"`, `"seki"`, `"unsettled"`, or None for an
    /// empty point. Errors: `PointError` off the board; `TypeError` for a
    /// pass or another type.
    fn status_at(&self, point: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        match move_of(self.size(), point)? {
            Move::Place(p) => Ok(self.estimate.status_at(p).map(|s| s.name())),
            Move::Pass => Err(PyTypeError::new_err("a pass has no status")),
        }
    }

    fn __repr__(&self) -> String {
        let size = self.size();
        let e = &self.estimate;
        let (chains, dead, confidence) = (e.chain_count(), e.dead_points().len(), e.confidence());
        format!(
            "<tianyuan.LifeEstimate {}x{} {chains} chains, {dead} dead stones, confidence {confidence:.2}>",
            size.width(),
            size.height(),
        )
    }
}

/// The count `Game.score_estimated` makes: `score` (a `Score`, as
/// `Game.score` returns), `dead_stones` (the stones lifted, `(row, col)`),
/// `estimated` (True when they came from the life-and-death estimate, under
/// rules that settle dead stones by agreement; False under Tromp-Taylor,
/// where none are lifted, and KataGo's area rules, where those in
/// pass-alive territory are) and `estimate` (that estimate, or None).
#[pyclass(name = "EstimatedScore", module = "tianyuan", frozen)]
pub struct PyEstimatedScore {
    pub score: Py<PyScore>,
    pub size: BoardSize,
    pub dead: Vec<(usize, usize)>,
    pub estimate: Option<Py<PyLifeEstimate>>,
}

#[pymethods]
impl PyEstimatedScore {
    /// The area count with the dead stones lifted (art. 9, 11).
    #[getter]
    fn score(&self, py: Python<'_>) -> Py<PyScore> {
        self.score.clone_ref(py)
    }

    /// The stones lifted as dead, `(row, col)` row by row from the top-left.
    #[getter]
    fn dead_stones(&self) -> Vec<(usize, usize)> {
        self.dead.clone()
    }

    /// Whether the dead stones came from the estimate (rules that settle them
    /// by agreement).
    #[getter]
    fn estimated(&self) -> bool {
        self.estimate.is_some()
    }

    /// The life-and-death estimate the dead stones came from, or None.
    #[getter]
    fn estimate(&self, py: Python<'_>) -> Option<Py<PyLifeEstimate>> {
        self.estimate.as_ref().map(|e| e.clone_ref(py))
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "<tianyuan.EstimatedScore {} with {} dead stones{}>",
            self.score.borrow(py).score.result().to_sgf(),
            self.dead.len(),
            if self.estimate.is_some() {
                " (estimated)"
            } else {
                ""
            }
        )
    }
}

/// The ownership array of a game's estimate, for `Game.ownership`.
pub fn ownership_of<'py>(
    py: Python<'py>,
    estimate: &AnyLifeEstimate,
) -> PyResult<Bound<'py, PyArray2<f32>>> {
    ownership_array(py, estimate.size(), estimate.ownership())
}

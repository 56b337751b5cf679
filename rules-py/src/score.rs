//! `tianyuan.Score`: an area count (1988/2002 art. 9, 11).

use pyo3::prelude::*;
use pyo3::types::PyIterator;
use tianyuan::error::ErrorKind;
use tianyuan::{BoardSize, GameError, Move, Score, ScoreError};

use crate::convert::{color_value, move_of};
use crate::errors::{raise, to_py, Kind};

/// The error of a count refused for its dead stones, naming the point as the
/// caller wrote it in `given` (`"E5"`, `(4, 4)`, `40`; the core's error has
/// the point as `(row, col)`), else as a GTP vertex (`given` a generator
/// already used up). Other errors as the core's. Translation only.
pub fn dead_error(e: GameError, given: Option<&Bound<'_, PyAny>>, size: BoardSize) -> PyErr {
    let GameError::Score(score) = e else {
        return to_py(e);
    };
    let (ScoreError::DeadPointEmpty(p) | ScoreError::DeadPointOffBoard(p)) = score;
    let written = given
        .and_then(|g| PyIterator::from_object(g).ok())
        .and_then(|items| {
            items
                .flatten()
                .find(|item| matches!(move_of(size, item), Ok(Move::Place(q)) if q == p))
        })
        .and_then(|item| match item.extract::<String>() {
            Ok(text) => Some(text),
            Err(_) => item.repr().ok().map(|r| r.to_string()),
        })
        .unwrap_or_else(|| size.to_gtp(Move::Place(p)));
    let message = match score {
        ScoreError::DeadPointEmpty(_) => format!("the point {written} marked dead holds no stone"),
        ScoreError::DeadPointOffBoard(_) => {
            format!("the point {written} marked dead is off the board")
        }
    };
    let code = ErrorKind::from(&score).code();
    Python::attach(|py| raise(py, Kind::Score, &code, message, &[]))
}

/// An area count. Counts are in points (a shared point gives ½ to each side,
/// art. 9.1); margins are Black's, positive when Black wins, in points and in
/// stones (1 stone = 2 points of margin).
#[pyclass(name = "Score", module = "tianyuan", frozen)]
pub struct PyScore {
    pub score: Score,
}

#[pymethods]
impl PyScore {
    /// Black's living stones.
    #[getter]
    fn black_stones(&self) -> u32 {
        self.score.black_stones
    }
    /// White's living stones.
    #[getter]
    fn white_stones(&self) -> u32 {
        self.score.white_stones
    }
    /// Empty points (and dead stones) surrounded by Black only.
    #[getter]
    fn black_territory(&self) -> u32 {
        self.score.black_territory
    }
    /// Empty points (and dead stones) surrounded by White only.
    #[getter]
    fn white_territory(&self) -> u32 {
        self.score.white_territory
    }
    /// Points shared half and half (dame; art. 9.1).
    #[getter]
    fn shared_points(&self) -> u32 {
        self.score.shared_points
    }
    /// Black's count in points (stones + territory + half the shared points).
    #[getter]
    fn black_count(&self) -> f64 {
        self.score.black_count_half_points as f64 / 2.0
    }
    /// White's count in points.
    #[getter]
    fn white_count(&self) -> f64 {
        self.score.white_count_half_points as f64 / 2.0
    }
    /// Black's count as text (`"184½"`).
    #[getter]
    fn black_count_str(&self) -> String {
        self.score.black_count_string()
    }
    /// The baseline (归本数, art. 9.2) in points: half the board's points.
    #[getter]
    fn baseline(&self) -> f64 {
        self.score.baseline_half_points as f64 / 2.0
    }
    /// Komi in points.
    #[getter]
    fn komi_points(&self) -> f64 {
        self.score.komi.half_points() as f64 / 2.0
    }
    /// Handicap compensation to White, in points.
    #[getter]
    fn compensation_points(&self) -> u32 {
        self.score.compensation_points
    }
    /// Dead Black stones removed.
    #[getter]
    fn dead_black(&self) -> u32 {
        self.score.dead_black
    }
    /// Dead White stones removed.
    #[getter]
    fn dead_white(&self) -> u32 {
        self.score.dead_white
    }
    /// 1 (Black), -1 (White), or None for a draw.
    #[getter]
    fn winner(&self) -> Option<i8> {
        self.score.winner().map(color_value)
    }
    /// Black's margin in points (negative: White wins).
    #[getter]
    fn margin_points(&self) -> f64 {
        self.score.margin_half_points() as f64 / 2.0
    }
    /// Black's margin in stones as a `fractions.Fraction` (quarter stones / 4).
    #[getter]
    fn margin_stones<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("fractions")?
            .getattr("Fraction")?
            .call1((self.score.margin_half_points, 4))
    }
    /// The SGF `RE` value (`"B+7.5"`, `"0"`).
    #[getter]
    fn sgf(&self) -> String {
        self.score.result().to_sgf()
    }
    /// The result in English (`"Black wins by 7.5 points"`-style, as the core writes it).
    #[getter]
    fn english(&self) -> String {
        self.score.result().english()
    }
    /// The result in Chinese (`"黑胜3¾子"`-style, as the core writes it).
    #[getter]
    fn chinese(&self) -> String {
        self.score.result().chinese()
    }

    fn __repr__(&self) -> String {
        format!(
            "<tianyuan.Score {} black {} white {}>",
            self.score.result().to_sgf(),
            self.score.black_count_half_points as f64 / 2.0,
            self.score.white_count_half_points as f64 / 2.0
        )
    }
}

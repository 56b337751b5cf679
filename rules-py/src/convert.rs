//! Python values to core values: board sizes, moves, komi, colours.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyString, PyTuple};
use tianyuan::error::{ErrorKind, PointErrorKind};
use tianyuan::{BoardSize, Color, Komi, Move};

use crate::errors::{raise, to_py, Kind};

/// A `PointError` of `kind` with a message of our own: for values the
/// core's types cannot hold (negative or huge ints), so the message shows
/// what was given. `.code` is the kind's, as for the core's own error.
pub fn point_error(kind: PointErrorKind, message: String) -> PyErr {
    let code = ErrorKind::Point(kind).code();
    Python::attach(|py| raise(py, Kind::Point, &code, message, &[]))
}

/// The error for an action outside `0..=pass`, naming the value given.
pub fn action_error(action: impl std::fmt::Display, size: BoardSize) -> PyErr {
    point_error(
        PointErrorKind::BadAction,
        format!(
            "action {action} is out of range 0..={} on the {size} board",
            size.pass_action()
        ),
    )
}

/// An int argument of at least `least` that a Rust integer type `T` must
/// hold (taken as an `i128`, so that a negative or too large value reaches
/// this check rather than failing in pyo3's conversion with an
/// `OverflowError`). Errors: `GameError` (a `ValueError`, `.code`
/// `"game.bad_argument"`) naming the argument, the bound passed and the
/// value given.
pub fn int_arg<T>(name: &str, value: i128, least: i128) -> PyResult<T>
where
    T: TryFrom<i128> + num_bounds::Bounds,
{
    if value < least {
        return Err(crate::errors::bad_argument(format!(
            "{name} must be at least {least}, not {value}"
        )));
    }
    T::try_from(value).map_err(|_| {
        crate::errors::bad_argument(format!(
            "{name} must be at most {}, not {value}",
            T::MAX_TEXT
        ))
    })
}

/// The range of the integer types [`int_arg`] converts to, as Python
/// writes it.
pub mod num_bounds {
    /// The largest value, as text.
    pub trait Bounds {
        /// The largest value (`2**64 - 1` for `u64`).
        const MAX_TEXT: &'static str;
    }
    impl Bounds for u32 {
        const MAX_TEXT: &'static str = "2**32 - 1";
    }
    impl Bounds for u64 {
        const MAX_TEXT: &'static str = "2**64 - 1";
    }
    impl Bounds for usize {
        const MAX_TEXT: &'static str = "2**64 - 1";
    }
}

/// Black in Python: `1` (as on [`crate::game::PyGame::board`]).
pub const BLACK: i8 = 1;
/// White in Python: `-1`.
pub const WHITE: i8 = -1;

/// The Python integer of a colour: 1 Black, −1 White.
pub fn color_value(c: Color) -> i8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// A board size from an int `n` (n×n) or a `(width, height)` tuple.
/// Errors: `TypeError`; `PointError` for an unsupported size.
pub fn size_of(obj: &Bound<'_, PyAny>) -> PyResult<BoardSize> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "size must be an int or a (width, height) tuple",
        ));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        let (w, h): (i64, i64) = t
            .extract()
            .map_err(|_| PyTypeError::new_err("size must be an int or a (width, height) tuple"))?;
        return sized(w, h);
    }
    if obj.is_instance_of::<PyInt>() {
        let n: i64 = obj.extract().map_err(|_| {
            point_error(
                PointErrorKind::UnsupportedSize,
                format!("unsupported board size {obj}: each side must be 2..=25"),
            )
        })?;
        return sized(n, n);
    }
    Err(PyTypeError::new_err(format!(
        "size must be an int or a (width, height) tuple, not {}",
        obj.get_type().name()?
    )))
}

/// The core's size check, or, for sides no `u32` holds (negative, huge), a
/// message naming the values given.
fn sized(w: i64, h: i64) -> PyResult<BoardSize> {
    match (u32::try_from(w), u32::try_from(h)) {
        (Ok(w), Ok(h)) => BoardSize::new(w, h).map_err(to_py),
        _ => Err(point_error(
            PointErrorKind::UnsupportedSize,
            format!("unsupported board size {w}x{h}: each side must be 2..=25"),
        )),
    }
}

/// A move from a GTP vertex (`"D4"`, `"pass"`), a `(row, col)` tuple, or an
/// action index (`row * width + col`; `width * height` is a pass).
/// Errors: `TypeError` for another type; `PointError` for text that is not a
/// vertex, or a point or action off the board.
pub fn move_of(size: BoardSize, obj: &Bound<'_, PyAny>) -> PyResult<Move> {
    // The common case first: a plain int (not a bool, which is a subclass).
    if obj.is_exact_instance_of::<PyInt>() {
        return match obj.extract::<i64>() {
            Ok(action) if action >= 0 => size.move_of_action(action as usize).map_err(to_py),
            // Negative, or beyond 64 bits: name the value given.
            _ => Err(action_error(obj, size)),
        };
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return size.parse_gtp(&s.to_cow()?).map_err(to_py);
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        if t.len() != 2 {
            return Err(PyTypeError::new_err(
                "a point is a (row, col) tuple of two ints",
            ));
        }
        let row = index_of(&t.get_item(0)?)?;
        let col = index_of(&t.get_item(1)?)?;
        let off = || {
            point_error(
                PointErrorKind::OffBoard,
                format!(
                "point (row {row}, col {col}) is off the {size} board (rows 0..{}, columns 0..{})",
                size.height(),
                size.width()
            ),
            )
        };
        if row < 0 || col < 0 {
            return Err(off());
        }
        return size
            .point(row as usize, col as usize)
            .map(Move::Place)
            .map_err(|_| off());
    }
    let action = index_of(obj)?;
    if action < 0 {
        return Err(action_error(action, size));
    }
    size.move_of_action(action as usize).map_err(to_py)
}

/// An integer index (a Python int or a numpy integer; not a bool or a float).
/// An int beyond 64 bits is a `PointError` naming it, not a `TypeError`.
fn index_of(obj: &Bound<'_, PyAny>) -> PyResult<i64> {
    if obj.is_instance_of::<PyBool>() || obj.is_instance_of::<PyFloat>() {
        return Err(type_error(obj));
    }
    obj.extract::<i64>().map_err(|_| {
        if obj.is_instance_of::<PyInt>() {
            point_error(
                PointErrorKind::BadAction,
                format!("{obj} is out of range for a point or an action"),
            )
        } else {
            type_error(obj)
        }
    })
}

fn type_error(obj: &Bound<'_, PyAny>) -> PyErr {
    let name = obj
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into());
    PyTypeError::new_err(format!(
        "a move is a GTP vertex str (\"D4\", \"pass\"), a (row, col) tuple or an action int, not {name}"
    ))
}

/// Komi from a number of points (`7.5`, `6`), a string (`"7.5"` points, or
/// with its unit: `"3¾ stones"`, `"3.75 stones"`, `"7.5 points"`, `"3¾子"`:
/// `Komi::parse`), or a `fractions.Fraction` of stones (`Fraction(15, 4)` = 3¾
/// stones = 7.5 points). Errors: `KomiError` for a value that is not a
/// multiple of ½ point (¼ stone) or not a number; `TypeError`.
pub fn komi_of(obj: &Bound<'_, PyAny>) -> PyResult<Komi> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "komi must be a number of points, a str or a Fraction of stones",
        ));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Komi::parse(&s.to_cow()?).map_err(to_py);
    }
    if obj.is_instance_of::<PyInt>() {
        let p: i64 = obj.extract()?;
        return Komi::parse_points(&p.to_string()).map_err(to_py);
    }
    if obj.is_instance_of::<PyFloat>() {
        let p: f64 = obj.extract()?;
        return Komi::try_from_points(p).map_err(to_py);
    }
    if obj.hasattr("numerator")? && obj.hasattr("denominator")? {
        let n: i64 = obj.getattr("numerator")?.extract()?;
        let d: i64 = obj.getattr("denominator")?.extract()?;
        return Komi::parse_stones(&format!("{n}/{d}")).map_err(to_py);
    }
    Err(PyTypeError::new_err(format!(
        "komi must be a number of points, a str or a Fraction of stones, not {}",
        obj.get_type().name()?
    )))
}

/// A colour from `1`/`-1`, `"B"`/`"W"`, `"black"`/`"white"`.
pub fn color_of(obj: &Bound<'_, PyAny>) -> PyResult<Color> {
    if let Ok(s) = obj.cast::<PyString>() {
        if let Some(c) = Color::parse(&s.to_cow()?) {
            return Ok(c);
        }
    } else if obj.is_instance_of::<PyInt>() && !obj.is_instance_of::<PyBool>() {
        match obj.extract::<i64>()? {
            1 => return Ok(Color::Black),
            -1 => return Ok(Color::White),
            _ => {}
        }
    }
    Err(PyTypeError::new_err(
        "a colour is 1 or \"B\" (Black), -1 or \"W\" (White)",
    ))
}

//! Python values to core values: board sizes, moves, komi, colours.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyString, PyTuple};
use tianyuan::{BoardSize, Color, Komi, KomiError, Move, PointError};

use crate::errors::to_py;

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
        return BoardSize::new(clamp_u32(w), clamp_u32(h)).map_err(to_py);
    }
    if obj.is_instance_of::<PyInt>() {
        let n: i64 = obj.extract()?;
        return BoardSize::square(clamp_u32(n)).map_err(to_py);
    }
    Err(PyTypeError::new_err(format!(
        "size must be an int or a (width, height) tuple, not {}",
        obj.get_type().name()?
    )))
}

fn clamp_u32(v: i64) -> u32 {
    v.clamp(0, u32::MAX as i64) as u32
}

/// A move from a GTP vertex (`"D4"`, `"pass"`), a `(row, col)` tuple, or an
/// action index (`row * width + col`; `width * height` is a pass).
/// Errors: `TypeError` for another type; `PointError` for text that is not a
/// vertex, or a point or action off the board.
pub fn move_of(size: BoardSize, obj: &Bound<'_, PyAny>) -> PyResult<Move> {
    // The common case first: a plain int (not a bool, which is a subclass).
    if obj.is_exact_instance_of::<PyInt>() {
        if let Ok(action) = obj.extract::<i64>() {
            if action < 0 {
                return Err(to_py(PointError::BadAction {
                    action: usize::MAX,
                    max: size.pass_action(),
                }));
            }
            return size.move_of_action(action as usize).map_err(to_py);
        }
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
        let off = || PointError::OffBoard {
            row: clamp_u32(row),
            col: clamp_u32(col),
            width: size.width() as u8,
            height: size.height() as u8,
        };
        if row < 0 || col < 0 {
            return Err(to_py(off()));
        }
        return size
            .point(row as usize, col as usize)
            .map(Move::Place)
            .map_err(|_| to_py(off()));
    }
    let action = index_of(obj)?;
    if action < 0 {
        return Err(to_py(PointError::BadAction {
            action: usize::MAX,
            max: size.pass_action(),
        }));
    }
    size.move_of_action(action as usize).map_err(to_py)
}

/// An integer index (a Python int or a numpy integer; not a bool or a float).
fn index_of(obj: &Bound<'_, PyAny>) -> PyResult<i64> {
    if obj.is_instance_of::<PyBool>() || obj.is_instance_of::<PyFloat>() {
        return Err(type_error(obj));
    }
    obj.extract::<i64>().map_err(|_| type_error(obj))
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

/// Komi from a number of points (`7.5`, `6`), a string of points (`"7.5"`), or a
/// `fractions.Fraction` of stones (`Fraction(15, 4)` = 3¾ stones = 7.5 points).
/// Errors: `KomiError` for a value that is not a multiple of ½ point; `TypeError`.
pub fn komi_of(obj: &Bound<'_, PyAny>) -> PyResult<Komi> {
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(
            "komi must be a number of points, a str or a Fraction of stones",
        ));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Komi::parse_points(&s.to_cow()?).map_err(to_py);
    }
    if obj.is_instance_of::<PyInt>() {
        let p: i64 = obj.extract()?;
        return Komi::parse_points(&p.to_string()).map_err(to_py);
    }
    if obj.is_instance_of::<PyFloat>() {
        let p: f64 = obj.extract()?;
        let half = p * 2.0;
        if !half.is_finite() || half.fract() != 0.0 {
            return Err(to_py(KomiError::NotQuarterStones(p.to_string())));
        }
        if half.abs() > 4000.0 {
            return Err(to_py(KomiError::OutOfRange(p.to_string())));
        }
        return Ok(Komi::from_half_points(half as i32));
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

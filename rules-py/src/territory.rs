//! `Game.count`: the count under the game's rules (area or territory, taxes,
//! button) as a dict of per-side parts and a numpy map of every point. The
//! core counts ([`tianyuan::AnyGame::count_map`], [`tianyuan::AnyCountMap::count`]);
//! this module only translates.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tianyuan::any::AnyCountMap;
use tianyuan::territory::CountPoint;
use tianyuan::{AnyGame, Color, Count, Point};

/// The count of `game` with `dead` and `seki` stones as `(dict, map)`.
pub fn count_of<'py>(
    py: Python<'py>,
    game: &AnyGame,
    dead: &[Point],
    seki: &[Point],
) -> PyResult<Bound<'py, PyDict>> {
    let map = game.count_map(dead, seki).map_err(crate::errors::to_py)?;
    let c = map.count(game.rules(), &game.count_extras());
    let d = dict_of(py, &c)?;
    d.set_item("map", map_of(py, &map)?)?;
    Ok(d)
}

fn map_of<'py>(py: Python<'py>, map: &AnyCountMap) -> PyResult<Bound<'py, PyArray2<i8>>> {
    let size = map.size();
    let cells: Vec<i8> = size
        .points()
        .map(|p| map.status(p).map_or(0, CountPoint::code))
        .collect();
    PyArray1::from_vec(py, cells).reshape([size.height(), size.width()])
}

fn dict_of<'py>(py: Python<'py>, c: &Count) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("scoring", c.scoring.name())?;
    d.set_item("tax", c.tax.name())?;
    d.set_item("result", c.result().to_sgf())?;
    d.set_item("result_chinese", c.chinese_text())?;
    d.set_item("margin_points", f64::from(c.margin_half_points) / 2.0)?;
    d.set_item(
        "totals_points",
        (
            c.totals_half_points[0] as f64 / 2.0,
            c.totals_half_points[1] as f64 / 2.0,
        ),
    )?;
    let pair = |v: [u32; 2]| (v[0], v[1]);
    d.set_item("stones", pair(c.stones))?;
    d.set_item("territory", pair(c.territory))?;
    d.set_item("captures", pair(c.captures))?;
    d.set_item("dead_lifted", pair(c.dead_lifted))?;
    d.set_item("prisoners", pair(c.prisoners()))?;
    d.set_item("seki_points", pair(c.seki_points))?;
    d.set_item("false_eyes", pair(c.false_eyes))?;
    d.set_item("groups_taxed", pair(c.groups_taxed))?;
    d.set_item("dame", c.dame)?;
    d.set_item("open_points", c.open_points)?;
    d.set_item("open_by_side", pair(c.open_by_side))?;
    d.set_item("finished", c.is_finished())?;
    d.set_item(
        "button",
        c.button.map(|b| if b == Color::Black { "B" } else { "W" }),
    )?;
    d.set_item("komi_points", f64::from(c.komi.half_points()) / 2.0)?;
    d.set_item("compensation_points", c.compensation_points)?;
    Ok(d)
}

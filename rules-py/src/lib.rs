//! The Python module `tianyuan._tianyuan`, re-exported by the `tianyuan`
//! package (`rules-py/python/tianyuan/`). Bindings translate; the rules live in
//! the core crate `tianyuan`.

// `unsafe` only where a benchmark needs it, each block with a SAFETY comment:
// the AVX2 expansion of observation planes (observe.rs).
#![deny(unsafe_code)]
#![warn(clippy::undocumented_unsafe_blocks)]

mod clock;
mod competition;
mod convert;
mod errors;
mod game;
mod game_state;
mod legal_sets;
mod life;
mod observe;
mod referee;
mod rules;
mod score;
mod sgf;
mod sgftree;
mod territory;
mod vecgame;

use pyo3::prelude::*;

/// The move value of a pass, accepted wherever a move is: `"pass"`.
const PASS: &str = "pass";

/// Every core error variant with the exception it is raised as:
/// `[(enum, variant, exception)]`. For the tests that check the mapping.
#[pyfunction]
fn _error_table(py: Python<'_>) -> Vec<(&'static str, String, Py<PyAny>)> {
    errors::samples()
        .into_iter()
        .map(|(enum_name, variant, e)| {
            let err = e.into_pyerr(py);
            (enum_name, variant, err.into_value(py).into_any())
        })
        .collect()
}

#[pymodule]
fn _tianyuan(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    m.add("PASS", PASS)?;
    m.add("BLACK", convert::BLACK)?;
    m.add("WHITE", convert::WHITE)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("_SGF_MAX_INPUT_BYTES", tianyuan::sgf::MAX_INPUT_BYTES)?;
    m.add_class::<rules::PyRules>()?;
    m.add_class::<score::PyScore>()?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<life::PyLifeEstimate>()?;
    m.add_class::<life::PyChainJudgement>()?;
    m.add_class::<life::PyEstimatedScore>()?;
    m.add_class::<vecgame::PyVecGame>()?;
    m.add_class::<sgf::PyRecord>()?;
    m.add_class::<sgftree::PyGameTree>()?;
    m.add_class::<sgftree::PyNode>()?;
    m.add_class::<clock::PyTimeControl>()?;
    m.add_class::<clock::PyClockEvent>()?;
    m.add_class::<clock::PyClock>()?;
    m.add_class::<referee::PyRuling>()?;
    m.add_class::<referee::PyReferee>()?;
    m.add_function(wrap_pyfunction!(sgf::_sgf_parse_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(sgf::_sgf_parse_text, m)?)?;
    m.add_function(wrap_pyfunction!(sgftree::_sgf_trees_from_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(sgftree::_sgf_trees_from_text, m)?)?;
    m.add_function(wrap_pyfunction!(_error_table, m)?)?;
    m.add_function(wrap_pyfunction!(competition::_standings_json, m)?)?;
    m.add_function(wrap_pyfunction!(competition::_standings_text, m)?)?;
    Ok(())
}

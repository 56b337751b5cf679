//! Competition tables (1988 art. 26–29; 2002 art. 25–28): the native side of
//! `tianyuan.competition`, which decodes the JSON these functions return.

use pyo3::prelude::*;
use tianyuan_competition::{standings_from_csv, System};

use crate::errors::to_py;

/// The standings of a results CSV (`round,black,white,result` columns) under
/// the pairing `system` (`round-robin`, `swiss`, …), as the core's JSON text.
/// Errors: `CompetitionError` (`.kind` names the core kind).
#[pyfunction]
pub fn _standings_json(py: Python<'_>, csv: &str, system: &str) -> PyResult<String> {
    let system = System::parse(system).map_err(to_py)?;
    let csv = csv.to_string();
    let table = py
        .detach(move || standings_from_csv(&csv, system))
        .map_err(to_py)?;
    Ok(table.to_json())
}

/// The same standings as the core's fixed-width text table.
#[pyfunction]
pub fn _standings_text(csv: &str, system: &str) -> PyResult<String> {
    let system = System::parse(system).map_err(to_py)?;
    Ok(standings_from_csv(csv, system).map_err(to_py)?.to_text())
}

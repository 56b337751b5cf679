//! `tianyuan.TimeControl`, `tianyuan.Clock`, `tianyuan.ClockEvent`: the game
//! clock under the Chinese rules' time controls (1988 art. 12, 23; 2002 art.
//! 12, 22). All times are in milliseconds; the clock never reads a wall clock.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tianyuan::clock::{Clock, ClockEvent, Edition, LatenessRule, Leftover, TimeControl, Venue};

use crate::convert::{color_of, color_value};
use crate::errors::to_py;

/// An edition from `"1988"` or `"2002"`.
pub fn edition_of(text: &str) -> PyResult<Edition> {
    match text {
        "1988" => Ok(Edition::Y1988),
        "2002" => Ok(Edition::Y2002),
        _ => Err(PyValueError::new_err(format!(
            "edition must be \"1988\" or \"2002\", not {text:?}"
        ))),
    }
}

/// The text of an edition.
pub fn edition_text(edition: Edition) -> &'static str {
    match edition {
        Edition::Y1988 => "1988",
        Edition::Y2002 => "2002",
    }
}

/// A time control, the same for both players; times in milliseconds. Made
/// by the static methods; checked when a `Clock` is made.
#[pyclass(name = "TimeControl", module = "tianyuan", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyTimeControl {
    pub control: TimeControl,
}

#[pymethods]
impl PyTimeControl {
    /// No time limit.
    #[staticmethod]
    fn unlimited() -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::Unlimited,
        }
    }
    /// Sudden death (包干用时制, 2002 art. 12.4): `main_ms` per player.
    #[staticmethod]
    fn sudden_death(main_ms: u64) -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::SuddenDeath { main_ms },
        }
    }
    /// Chinese byo-yomi (读秒, 1988 art. 12.2; 2002 art. 12.3): `total_ms` per
    /// player with `reserved_minutes` minutes reserved inside it. In byo-yomi
    /// a move under 60 s costs nothing; each full 60 s costs one minute.
    #[staticmethod]
    fn reserved_minutes(total_ms: u64, reserved_minutes: u32) -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::ReservedMinutes {
                total_ms,
                reserved_minutes,
            },
        }
    }
    /// Period byo-yomi after the main time: `periods` periods of `period_ms`.
    #[staticmethod]
    fn byo_yomi(main_ms: u64, periods: u32, period_ms: u64) -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::ByoYomi {
                main_ms,
                periods,
                period_ms,
            },
        }
    }
    /// Canadian byo-yomi (定时限步制, 2002 art. 12.5): `stones` moves per
    /// `period_ms` after `main_ms`; unused time carries over when
    /// `carry_over` (2002 art. 12.5).
    #[staticmethod]
    #[pyo3(signature = (main_ms, period_ms, stones, carry_over = true))]
    fn canadian(main_ms: u64, period_ms: u64, stones: u32, carry_over: bool) -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::Canadian {
                main_ms,
                period_ms,
                stones,
                leftover: if carry_over {
                    Leftover::CarriedOver
                } else {
                    Leftover::Discarded
                },
            },
        }
    }
    /// Fischer: `increment_ms` added after every completed move (not in the
    /// Chinese rules).
    #[staticmethod]
    fn fischer(main_ms: u64, increment_ms: u64) -> PyTimeControl {
        PyTimeControl {
            control: TimeControl::Fischer {
                main_ms,
                increment_ms,
            },
        }
    }
    /// A KGS `time_settings` text: `none`, `absolute MAIN`, `byoyomi MAIN
    /// PERIOD PERIODS`, `canadian MAIN PERIOD STONES` (seconds). Errors:
    /// `ClockError`.
    #[staticmethod]
    fn parse(text: &str) -> PyResult<PyTimeControl> {
        let control = TimeControl::from_kgs_time_settings(text).map_err(to_py)?;
        Ok(PyTimeControl { control })
    }
    /// Main time per player, in ms (under reserved minutes, the free part).
    #[getter]
    fn main_ms(&self) -> u64 {
        self.control.main_ms()
    }
    fn __repr__(&self) -> String {
        format!("TimeControl({:?})", self.control)
    }
}

/// What a clock call reports. `kind` is one of `"timed"`, `"periods-used"`,
/// `"new-period"`, `"flagged"`, `"pass-charged"`, `"lateness-charged"`,
/// `"forfeit"`; fields that do not apply are None/0.
#[pyclass(name = "ClockEvent", module = "tianyuan", frozen)]
#[derive(Clone)]
pub struct PyClockEvent {
    pub event: ClockEvent,
}

#[pymethods]
impl PyClockEvent {
    /// The kind of event.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.event {
            ClockEvent::Timed => "timed",
            ClockEvent::PeriodsUsed { .. } => "periods-used",
            ClockEvent::NewPeriod { .. } => "new-period",
            ClockEvent::Flagged { .. } => "flagged",
            ClockEvent::PassCharged { .. } => "pass-charged",
            ClockEvent::LatenessCharged { .. } => "lateness-charged",
            ClockEvent::Forfeit { .. } => "forfeit",
        }
    }
    /// The player concerned (1 Black, -1 White), None for `"timed"`.
    #[getter]
    fn color(&self) -> Option<i8> {
        match self.event {
            ClockEvent::Timed => None,
            ClockEvent::PeriodsUsed { color, .. }
            | ClockEvent::NewPeriod { color, .. }
            | ClockEvent::Flagged { color, .. }
            | ClockEvent::PassCharged { color, .. }
            | ClockEvent::LatenessCharged { color, .. }
            | ClockEvent::Forfeit { color, .. } => Some(color_value(color)),
        }
    }
    /// `"periods-used"`: periods (reserved minutes) used by this move.
    #[getter]
    fn used(&self) -> u32 {
        match self.event {
            ClockEvent::PeriodsUsed { used, .. } => used,
            _ => 0,
        }
    }
    /// `"periods-used"`: periods left.
    #[getter]
    fn left(&self) -> u32 {
        match self.event {
            ClockEvent::PeriodsUsed { left, .. } => left,
            _ => 0,
        }
    }
    /// `"new-period"`: leftover carried, `"lateness-charged"`: time taken
    /// off; in ms.
    #[getter]
    fn ms(&self) -> u64 {
        match self.event {
            ClockEvent::NewPeriod { carried_ms, .. } => carried_ms,
            ClockEvent::LatenessCharged { deducted_ms, .. } => deducted_ms,
            _ => 0,
        }
    }
    /// `"flagged"`: whether the overtime may become a pass (2002 art. 22.5).
    #[getter]
    fn pass_available(&self) -> bool {
        matches!(
            self.event,
            ClockEvent::Flagged {
                pass_available: true,
                ..
            }
        )
    }
    /// The article of the ruling, e.g. `"2002 art. 22.5"`, or None.
    #[getter]
    fn article(&self) -> Option<&'static str> {
        match self.event {
            ClockEvent::Flagged { article, .. }
            | ClockEvent::PassCharged { article, .. }
            | ClockEvent::LatenessCharged { article, .. }
            | ClockEvent::Forfeit { article, .. } => Some(article),
            _ => None,
        }
    }
    fn __repr__(&self) -> String {
        format!("ClockEvent({:?})", self.event)
    }
}

fn event(e: ClockEvent) -> PyClockEvent {
    PyClockEvent { event: e }
}

/// A two-sided game clock: `Clock(control, edition="2002")`. Every call that
/// lets time pass takes `elapsed_ms`, the milliseconds since the previous call
/// that ran the clock. A refused call raises `ClockError` and changes nothing.
#[pyclass(name = "Clock", module = "tianyuan")]
pub struct PyClock {
    clock: Clock,
}

#[pymethods]
impl PyClock {
    #[new]
    #[pyo3(signature = (control, edition = "2002"))]
    fn new(control: &PyTimeControl, edition: &str) -> PyResult<PyClock> {
        let clock = Clock::with_edition(control.control, edition_of(edition)?).map_err(to_py)?;
        Ok(PyClock { clock })
    }
    /// The edition whose articles apply: `"1988"` or `"2002"`.
    #[getter]
    fn edition(&self) -> &'static str {
        edition_text(self.clock.edition())
    }
    /// Whose clock runs (1/-1), or None.
    #[getter]
    fn running(&self) -> Option<i8> {
        self.clock.running().map(color_value)
    }
    /// Who is flagged (1/-1), or None.
    #[getter]
    fn flagged(&self) -> Option<i8> {
        self.clock.flagged().map(color_value)
    }
    /// Starts `color`'s clock.
    fn start(&mut self, color: &Bound<'_, PyAny>) -> PyResult<()> {
        self.clock.start(color_of(color)?).map_err(to_py)
    }
    /// `color` completed a move after `elapsed_ms`; the opponent's clock starts.
    fn move_made(&mut self, color: &Bound<'_, PyAny>, elapsed_ms: u64) -> PyResult<PyClockEvent> {
        let color = color_of(color)?;
        self.clock
            .move_made(color, elapsed_ms)
            .map(event)
            .map_err(to_py)
    }
    /// Lets `elapsed_ms` pass on the running clock without a move.
    fn tick(&mut self, elapsed_ms: u64) -> PyResult<PyClockEvent> {
        self.clock.tick(elapsed_ms).map(event).map_err(to_py)
    }
    /// Pauses after `elapsed_ms` more (1988 art. 14; 2002 art. 14).
    fn pause(&mut self, elapsed_ms: u64) -> PyResult<PyClockEvent> {
        self.clock.pause(elapsed_ms).map(event).map_err(to_py)
    }
    /// Restarts the clock that ran before the pause.
    fn resume(&mut self) -> PyResult<()> {
        self.clock.resume().map_err(to_py)
    }
    /// A flagged player's overtime becomes a pass, on request (2002 art. 22.5).
    fn charge_pass(&mut self, color: &Bound<'_, PyAny>) -> PyResult<PyClockEvent> {
        let color = color_of(color)?;
        self.clock.charge_pass(color).map(event).map_err(to_py)
    }
    /// `color` arrived `late_ms` late (迟到). `rule`: `"2002-separate"`,
    /// `"2002-together"` (2002 art. 22.1–2) or `"1988"` with `limit_ms` (1988
    /// art. 23.1–3).
    #[pyo3(signature = (color, late_ms, rule = "2002-separate", limit_ms = 0))]
    fn apply_lateness(
        &mut self,
        color: &Bound<'_, PyAny>,
        late_ms: u64,
        rule: &str,
        limit_ms: u64,
    ) -> PyResult<PyClockEvent> {
        let color = color_of(color)?;
        let rule = match rule {
            "1988" => LatenessRule::y1988(limit_ms),
            "2002-separate" => LatenessRule::y2002(Venue::Separate),
            "2002-together" => LatenessRule::y2002(Venue::Together),
            _ => {
                return Err(PyValueError::new_err(format!(
                    "rule must be \"1988\", \"2002-separate\" or \"2002-together\", not {rule:?}"
                )))
            }
        };
        self.clock
            .apply_lateness(color, late_ms, rule)
            .map(event)
            .map_err(to_py)
    }
    /// What `color` has left as of the start of the current move:
    /// `(main_ms, periods, period_ms, stones)` (see the C `ty_clock_remaining`).
    fn remaining(&self, color: &Bound<'_, PyAny>) -> PyResult<(u64, u32, u64, u32)> {
        let left = self.clock.remaining(color_of(color)?);
        Ok((left.main_ms, left.periods, left.period_ms, left.stones))
    }
    fn __repr__(&self) -> String {
        format!(
            "Clock({:?}, edition={:?})",
            self.clock.control(),
            self.edition()
        )
    }
}

//! `tianyuan.Referee` and `tianyuan.Ruling`: the referee of the Chinese
//! rules, 1988 and 2002 editions (1988 art. 17–21, 25; 2002 art. 17–21, 24).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tianyuan::referee::{Claim, CycleOutcome, Event, RefereeOptions, Ruling};
use tianyuan::AnyReferee;
use tianyuan::{Move, Point};

use crate::clock::{edition_of, edition_text, PyClockEvent};
use crate::convert::{color_of, color_value, move_of};
use crate::errors::to_py;
use crate::game::PyGame;

/// One decision of the referee. `kind` is one of the core's kinds
/// (`"accepted"`, `"void-as-pass"`, `"void"`, `"warning"`, `"game-lost"`, …),
/// `article` e.g. `"2002 art. 18.3"`, `color` the player concerned (1/-1) or
/// None, `reason` the code of a void move or warning, else None.
#[pyclass(name = "Ruling", module = "tianyuan", frozen)]
pub struct PyRuling {
    ruling: Ruling,
}

#[pymethods]
impl PyRuling {
    /// The kind of ruling.
    #[getter]
    fn kind(&self) -> &'static str {
        self.ruling.kind()
    }
    /// The article it follows.
    #[getter]
    fn article(&self) -> &'static str {
        self.ruling.article()
    }
    /// Who acted, was warned, lost, may claim or plays first; None otherwise.
    #[getter]
    fn color(&self) -> Option<i8> {
        let c = match &self.ruling {
            Ruling::Accepted { color, .. }
            | Ruling::VoidAsPass { color, .. }
            | Ruling::Void { color, .. }
            | Ruling::StonesRestored { color, .. }
            | Ruling::StonesRemoved { color, .. } => *color,
            Ruling::Warning(w) => w.color,
            Ruling::AwaitingClaim { by, .. }
            | Ruling::ClaimRejected { by, .. }
            | Ruling::EndProposed { by, .. } => *by,
            Ruling::PlayResumed { to_move, .. } => *to_move,
            Ruling::GameLost { loser, .. } => *loser,
            _ => return None,
        };
        Some(color_value(c))
    }
    /// The reason code of a void move (`"ko-recapture"`, `"suicide"`, …) or a
    /// warning; None for other kinds.
    #[getter]
    fn reason(&self) -> Option<&'static str> {
        match &self.ruling {
            Ruling::VoidAsPass { reason, .. } | Ruling::Void { reason, .. } => Some(reason.code()),
            Ruling::Warning(w) => Some(w.reason.code()),
            _ => None,
        }
    }
    fn __repr__(&self) -> String {
        format!("Ruling({:?})", self.ruling)
    }
}

/// A referee over a copy of `game`: `Referee(game, edition="2002",
/// cycle_outcome="void-as-pass", expect_removals=False)`. Each event method
/// returns the rulings in order (at least one); an event that cannot happen
/// now raises `RefereeError` and changes nothing.
#[pyclass(name = "Referee", module = "tianyuan")]
pub struct PyReferee {
    referee: AnyReferee,
}

impl PyReferee {
    fn handle(&mut self, event: Event) -> PyResult<Vec<PyRuling>> {
        let rulings = self.referee.handle(event).map_err(to_py)?;
        Ok(rulings
            .into_iter()
            .map(|ruling| PyRuling { ruling })
            .collect())
    }

    fn point(&self, obj: &Bound<'_, PyAny>) -> PyResult<Point> {
        match move_of(self.referee.size(), obj)? {
            Move::Place(p) => Ok(p),
            Move::Pass => Err(PyValueError::new_err("expected a point, not a pass")),
        }
    }

    fn points(&self, objs: Vec<Bound<'_, PyAny>>) -> PyResult<Vec<Point>> {
        objs.iter().map(|o| self.point(o)).collect()
    }
}

#[pymethods]
impl PyReferee {
    #[new]
    #[pyo3(signature = (game, edition = "2002", cycle_outcome = "void-as-pass", expect_removals = false))]
    fn new(
        game: &PyGame,
        edition: &str,
        cycle_outcome: &str,
        expect_removals: bool,
    ) -> PyResult<PyReferee> {
        let cycle_outcome = match cycle_outcome {
            "void-as-pass" => CycleOutcome::VoidAsPass,
            "no-result" => CycleOutcome::NoResult,
            "draw" => CycleOutcome::Draw,
            "replay" => CycleOutcome::Replay,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "cycle_outcome must be \"void-as-pass\", \"no-result\", \"draw\" or \"replay\", not {cycle_outcome:?}"
                )))
            }
        };
        let options = RefereeOptions {
            cycle_outcome,
            expect_removals,
        };
        Ok(PyReferee {
            referee: AnyReferee::new(game.game.clone(), edition_of(edition)?, options),
        })
    }
    /// `"1988"` or `"2002"`.
    #[getter]
    fn edition(&self) -> &'static str {
        edition_text(self.referee.edition())
    }
    /// A copy of the game as the rules have it (void moves are passes).
    #[getter]
    fn game(&self) -> PyGame {
        PyGame::from(self.referee.game())
    }
    /// Whether the game is decided (no more events).
    #[getter]
    fn is_decided(&self) -> bool {
        self.referee.is_decided()
    }
    /// The result once decided, as an SGF `RE` value (`"W+F"`, `"Void"`), or
    /// None. A draw ruled under 1988/2002 art. 20.3 (`cycle_outcome="draw"`)
    /// is `"0"` here, while `game.result` is `"Void"`: the game has no draw by
    /// event and records no result. A replay reads as `"Void"`.
    #[getter]
    fn result(&self) -> Option<String> {
        self.referee.result().map(|r| r.to_sgf())
    }
    /// How many warnings `color` has had (2002 art. 24.1: each a penalty
    /// stone; the second loses, 1988 art. 25.2, 2002 art. 24.2).
    fn warnings(&self, color: &Bound<'_, PyAny>) -> PyResult<u32> {
        let color = color_of(color)?;
        Ok(self.referee.warning_count(color))
    }
    /// A stone of `color` placed at `point` (vertex, `(row, col)` or action).
    /// A stone out of turn is ruled only when `color` made the previous move
    /// (moving twice: 1988 art. 17.1; 2002 art. 17.2); any other raises
    /// `RefereeError` (`.code` "not_your_turn") and nothing changes.
    fn place(
        &mut self,
        color: &Bound<'_, PyAny>,
        point: &Bound<'_, PyAny>,
    ) -> PyResult<Vec<PyRuling>> {
        let event = Event::Place {
            color: color_of(color)?,
            point: self.point(point)?,
        };
        self.handle(event)
    }
    /// `color` passes (2002 art. 2.5).
    fn pass_move(&mut self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::Pass {
            color: color_of(color)?,
        })
    }
    /// `color` took `points` off the board by hand (2002 art. 18.1–2).
    fn remove(
        &mut self,
        color: &Bound<'_, PyAny>,
        points: Vec<Bound<'_, PyAny>>,
    ) -> PyResult<Vec<PyRuling>> {
        let event = Event::Remove {
            color: color_of(color)?,
            points: self.points(points)?,
        };
        self.handle(event)
    }
    /// `color` took back its last move (悔棋; 1988 art. 17.2; 2002 art. 17.3).
    fn take_back(&mut self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::TakeBack {
            color: color_of(color)?,
        })
    }
    /// `by` claims `"take-back"` (2002 art. 17.3) or `"captured-stones-left"`
    /// (2002 art. 18.2).
    fn claim(&mut self, by: &Bound<'_, PyAny>, claim: &str) -> PyResult<Vec<PyRuling>> {
        let claim = match claim {
            "take-back" => Claim::TakeBack,
            "captured-stones-left" => Claim::CapturedStonesLeft,
            _ => {
                return Err(PyValueError::new_err(format!(
                    "claim must be \"take-back\" or \"captured-stones-left\", not {claim:?}"
                )))
            }
        };
        self.handle(Event::Claim {
            by: color_of(by)?,
            claim,
        })
    }
    /// `color` resigns (art. 7.2).
    fn resign(&mut self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::Resign {
            color: color_of(color)?,
        })
    }
    /// The side to move proposes the end of play, giving up its move (art. 21.1).
    fn propose_end(&mut self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::ProposeEnd {
            color: color_of(color)?,
        })
    }
    /// `color` accepts the opponent's proposal (art. 7.1, 21.1).
    fn accept_end(&mut self, color: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::AcceptEnd {
            color: color_of(color)?,
        })
    }
    /// After play ended, `claims_dead` disputes life and death and plays
    /// first (2002 art. 21.4; 1988 art. 21.3).
    fn dispute(&mut self, claims_dead: &Bound<'_, PyAny>) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::Dispute {
            claims_dead: color_of(claims_dead)?,
        })
    }
    /// After play ended, the players agree that `dead` are dead (each stone
    /// with its whole chain); the referee counts (art. 21.2).
    fn agree_dead(&mut self, dead: Vec<Bound<'_, PyAny>>) -> PyResult<Vec<PyRuling>> {
        let event = Event::AgreeDead {
            dead: self.points(dead)?,
        };
        self.handle(event)
    }
    /// The players hold the wrong colours (2002 art. 17.1).
    fn wrong_colors(&mut self) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::WrongColors)
    }
    /// Deprecated name of `wrong_colors()` (the same event); warns with
    /// `DeprecationWarning`.
    fn wrong_colours(&mut self, py: Python<'_>) -> PyResult<Vec<PyRuling>> {
        crate::game::deprecated(
            py,
            "Referee.wrong_colours() is deprecated: use Referee.wrong_colors()",
        )?;
        self.wrong_colors()
    }
    /// A clock event: a flag loses on time, a charged pass is a pass (2002
    /// art. 22.5), a forfeit loses, others are noted.
    fn clock(&mut self, event: &PyClockEvent) -> PyResult<Vec<PyRuling>> {
        self.handle(Event::Clock(event.event))
    }
    fn __repr__(&self) -> String {
        format!("Referee(edition={:?})", self.edition())
    }
}

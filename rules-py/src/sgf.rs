//! `tianyuan.sgf.Record`: one game of an SGF file, its game information, and
//! its replay under the rules ([`tianyuan::replay`]: 1988/2002 art. 2
//! alternation, art. 4 capture, art. 5 forbidden points, art. 6 repetition).

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};
use tianyuan::error::ErrorKind;
use tianyuan::replay::{ending_words, ReplayMode, ReplayOptions, Violation};
use tianyuan::sgf::{self, GameRecord};
use tianyuan::{replay_any, AnyReplay, AnyVerdict};
use tianyuan::{BoardSize, GameResult, LifeOptions};

use crate::convert::color_value;
use crate::errors::{raise, to_py, Kind};
use crate::game::{rules_of, PyGame};

/// One game read from SGF. Made by `tianyuan.sgf.load`; read-only except for
/// what the last `replay` found (`violations`, `notes`).
#[pyclass(name = "Record", module = "tianyuan.sgf")]
pub struct PyRecord {
    record: GameRecord,
    violations: Vec<(u32, i8, String, String)>,
    notes: Vec<String>,
}

/// The records of a parsed collection.
fn records(collection: sgf::Collection) -> Vec<PyRecord> {
    collection
        .into_games()
        .into_iter()
        .map(|record| PyRecord {
            record,
            violations: Vec::new(),
            notes: Vec::new(),
        })
        .collect()
}

/// The read bounds of `max_nodes=`: the most nodes (`;`, all games of the
/// input together), `None` for the default `sgf::MAX_NODES` (4,000,000).
pub fn parse_options(max_nodes: Option<usize>) -> sgf::ParseOptions {
    sgf::ParseOptions {
        max_nodes: max_nodes.unwrap_or(sgf::MAX_NODES),
    }
}

/// The games of SGF `data` (bytes, encoding detected from `CA` and the
/// content), at most `max_nodes` nodes. Errors: `SgfError` with `.line`,
/// `.column` (1-based) and `.kind` (`TooManyNodes` over the limit).
#[pyfunction]
#[pyo3(signature = (data, max_nodes = None))]
pub fn _sgf_parse_bytes(
    data: &Bound<'_, PyBytes>,
    max_nodes: Option<usize>,
) -> PyResult<Vec<PyRecord>> {
    sgf::parse_with(data.as_bytes(), &parse_options(max_nodes))
        .map(records)
        .map_err(to_py)
}

/// The games of SGF `text` (already decoded). Errors: as `_sgf_parse_bytes`.
#[pyfunction]
#[pyo3(signature = (text, max_nodes = None))]
pub fn _sgf_parse_text(text: &str, max_nodes: Option<usize>) -> PyResult<Vec<PyRecord>> {
    sgf::parse_str_with(text, &parse_options(max_nodes))
        .map(records)
        .map_err(to_py)
}

/// `IllegalMoveError` for the violation that stopped a strict replay.
fn violation_error(py: Python<'_>, v: &Violation) -> PyErr {
    let message = format!(
        "move {} ({} {}): illegal move: {}",
        v.move_number,
        v.color.letter(),
        v.vertex,
        v.reason
    );
    let attr = |x: PyResult<Py<PyAny>>| x.unwrap_or_else(|_| py.None());
    use pyo3::IntoPyObjectExt;
    raise(
        py,
        Kind::IllegalMove,
        &ErrorKind::IllegalMove(v.reason).code(),
        message,
        &[
            ("reason", attr(v.reason.code().into_py_any(py))),
            ("move", attr(v.vertex.clone().into_py_any(py))),
            ("move_number", attr(v.move_number.into_py_any(py))),
        ],
    )
}

#[pymethods]
impl PyRecord {
    /// `(width, height)` from `SZ` (19×19 when absent, and when `SZ` is not a
    /// size such as `SZ[0]` or `SZ[abc]`: `replay()` then raises `GameError`
    /// (`.code` `"replay.board_size"`) naming the value, as it does for a
    /// size the engine does not support).
    #[getter]
    fn size(&self) -> (u32, u32) {
        let info = self.record.info();
        (u32::from(info.width), u32::from(info.height))
    }

    /// `KM` in points, or None when absent.
    #[getter]
    fn komi_points(&self) -> Option<f64> {
        self.record
            .info()
            .komi_half_points
            .map(|h| f64::from(h) / 2.0)
    }

    /// `HA`, the number of handicap stones (0 when absent).
    #[getter]
    fn handicap(&self) -> u32 {
        self.record.info().handicap.unwrap_or(0)
    }

    /// `RU` as written, or None.
    #[getter]
    fn rules(&self) -> Option<String> {
        self.record.info().rules.clone()
    }

    /// `RE` as written (`"B+R"`, `"W+7.5"`), or None.
    #[getter]
    fn result(&self) -> Option<String> {
        self.record.info().result_raw.clone()
    }

    /// `PB`, or None.
    #[getter]
    fn black_player(&self) -> Option<String> {
        self.record.info().black_player.clone()
    }

    /// `PW`, or None.
    #[getter]
    fn white_player(&self) -> Option<String> {
        self.record.info().white_player.clone()
    }

    /// `BR`, or None.
    #[getter]
    fn black_rank(&self) -> Option<String> {
        self.record.info().black_rank.clone()
    }

    /// `WR`, or None.
    #[getter]
    fn white_rank(&self) -> Option<String> {
        self.record.info().white_rank.clone()
    }

    /// `DT`, or None.
    #[getter]
    fn date(&self) -> Option<String> {
        self.record.info().date.clone()
    }

    /// `EV`, or None.
    #[getter]
    fn event(&self) -> Option<String> {
        self.record.info().event.clone()
    }

    /// `GN`, or None.
    #[getter]
    fn game_name(&self) -> Option<String> {
        self.record.info().game_name.clone()
    }

    /// The moves of the main line as `(colour, vertex)`: colour 1 Black, -1
    /// White; vertex GTP (`"D4"`, `"pass"`). Off-board points are left out.
    fn moves(&self) -> Vec<(i8, String)> {
        let size = self
            .record
            .info()
            .board_size()
            .unwrap_or(BoardSize::STANDARD);
        self.record
            .main_line_moves()
            .into_iter()
            .map(|m| (color_value(m.color), size.to_gtp(m.mv)))
            .collect()
    }

    /// The SGF reader's warnings (bad values, points off the board, …) as text.
    #[getter]
    fn warnings(&self) -> Vec<String> {
        self.record
            .warnings()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The illegal moves found by the last `replay`, in order, as
    /// `(move_number, colour, vertex, reason)`: the move's number in the main
    /// line (from 1, passes included), 1 Black / -1 White, the GTP vertex (or
    /// the SGF point of an off-board move), and the reason code of
    /// `IllegalMoveError.reason` (`"occupied"`, `"suicide"`, `"ko"`, …).
    /// Empty before any replay.
    #[getter]
    fn violations(&self) -> Vec<(u32, i8, String, String)> {
        self.violations.clone()
    }

    /// What the last `replay` assumed or skipped (rules guessed from `RU`,
    /// komi assumed, implicit passes, SGF warnings), as text.
    #[getter]
    fn notes(&self) -> Vec<String> {
        self.notes.clone()
    }

    /// Replays the main line and returns the game after the last replayed move.
    ///
    /// `rules` (a preset name or `Rules`) replaces the rules named by `RU`
    /// (default: those of `RU`, chinese-2002 for territory and unknown rule
    /// sets); the komi is `KM` either way (0 when neither `KM` nor `RU` is
    /// given). `strict=True`: the first illegal move raises `IllegalMoveError`
    /// with `.move_number`, `.move` and `.reason`. `strict=False`: every
    /// illegal move is listed in `violations`; ko, superko and suicide
    /// violations are played anyway, occupied and off-board moves skipped.
    /// Either way `violations` and `notes` are set. The record's `RE` ends a
    /// game still going on (resignation, time).
    ///
    /// Errors: `IllegalMoveError` (strict), `GameError` (board size: `.code`
    /// `"replay.board_size"`; every `replay.*` code is a `GameError`),
    /// `GameError` (not Go, impossible set-up, set-up after the first move in
    /// strict mode), `RulesError` (unknown rules name).
    #[pyo3(signature = (strict = false, rules = None))]
    fn replay(
        &mut self,
        py: Python<'_>,
        strict: bool,
        rules: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let options = ReplayOptions {
            rules: rules.map(|r| rules_of(Some(r), None)).transpose()?,
            mode: if strict {
                ReplayMode::Strict
            } else {
                ReplayMode::Tolerant
            },
        };
        self.violations.clear();
        self.notes.clear();
        let replayed = replay_any(&self.record, &options).map_err(to_py)?;
        let (notes, violations) = (replayed.notes().to_vec(), replayed.violations().to_vec());
        self.notes = notes;
        self.violations = violations
            .iter()
            .map(|v| {
                (
                    v.move_number,
                    color_value(v.color),
                    v.vertex.clone(),
                    v.reason.code().to_string(),
                )
            })
            .collect();
        match violations.first() {
            Some(v) if strict => Err(violation_error(py, v)),
            _ => Ok(PyGame::from(replayed.into_game())),
        }
    }

    /// The verdict of the record (the core's `ReplayOf::verdict`, the one
    /// `tianyuan replay` prints): the record replayed (tolerant; `rules` as
    /// in `replay`), what decides the game, and the count against `RE`, as a
    /// dict:
    ///
    /// - `"kind"`: `"decided-otherwise"` (resignation, time or forfeit in
    ///   `RE`; not counted), `"not-counted"` (`RE` absent or not a count),
    ///   `"unfinished"` (the game did not end: no two passes, no ending in
    ///   `RE`, and the final position still has `"open_points"` open
    ///   boundary points; not counted), `"by-their-rules"` (territory or
    ///   taxed rules, exactly against `RE`) or `"by-area"`;
    /// - `"ended"`: how the game ended (`"two passes"`, `"resignation"`, …);
    /// - `"rules"`: the rule set's name (`Rules.name`); `"rules_from"`:
    ///   `"options"` (`rules=`), `"ru"`, `"unknown-ru"` (chinese-2002) or
    ///   `"default"` (no `RU`: chinese-2002); `"komi_from"`: `"km"`,
    ///   `"zero"` (neither `KM` nor `RU`) or `"rules"` (the rules' komi);
    /// - `"re_margin"`: `RE` as Black's margin in points (None unless a
    ///   count); `"count"`: the count's result (`"W+5"`: by area, under the
    ///   rules, or beside a result decided otherwise after two passes; else
    ///   None) and `"count_margin"` in points;
    /// - `"agrees"`, `"winner_agrees"`, `"disagrees"` (booleans, False when
    ///   not counted). For `"by-area"`, `"agrees"` is True when the area
    ///   count equals `RE` under some handicap compensation tried (0, N or
    ///   N−1 points to White for N handicap stones): `"compensation_points"`
    ///   is the one that agrees (None when none does), and `"count"` is
    ///   before it (an AGA 6-stone game: count W+67.5, RE W+72.5, agrees
    ///   with `"compensation_points"` 5); `"handicap"` is N;
    /// - `"territory_equivalent_agrees"` (`"by-area"` only, else False): the
    ///   territory-count equivalent equals `RE`: the area margin minus twice
    ///   (Black's stones placed − White's), which is what a territory count
    ///   (territory plus prisoners) of the same position gives without seki
    ///   (a record counted by territory although its rules say area);
    ///   `"disagrees"` is False when either this or `"agrees"` holds;
    /// - `"dead_source"` (`"territory-marks"`, `"estimate"`, `"all-alive"`,
    ///   `"pass-alive-territory"`, `"record-confirmed"`, None when not counted) and `"dead"` (GTP
    ///   vertices of the stones lifted); `"playouts_run"`: the playouts the
    ///   estimate ran (0 when every chain was certain, None without an
    ///   estimate);
    /// - `"violations"`: the illegal moves played on, as `tianyuan replay
    ///   --json` lists them: dicts of `"move"` (number, from 1), `"color"`
    ///   (`"B"`/`"W"`), `"vertex"`, `"reason"` (code) and `"text"` (the rule
    ///   of the rule set broken, as `Rules.illegal_move_article`);
    /// - `"territory_count"`: for a record without `RU` counted by area,
    ///   `{"count": "W+4", "margin": -4.0, "agrees": bool}`, else None.
    ///
    /// The dead stones: the record's `TB`/`TW` marks under agreement rules,
    /// else the estimate (`playouts` from `seed`), or with `estimate=False`
    /// (the CLI's `--no-estimate`) only those in pass-alive territory. When
    /// `RE` is a count, the dead stones it confirms are taken (dead-stone
    /// source `record-confirmed`): the count with them lifted gives `RE`'s
    /// margin (by area, the area count under a handicap compensation or its
    /// territory-count equivalent; under territory or taxed rules, the
    /// count). They are a static proposal's (Benson's certain dead stones,
    /// with or without the stones standing weak in the opponent's area),
    /// the estimate not run; or, when neither gives it, the estimate's
    /// sampling stopped at its first check whose dead stones give it
    /// (`"playouts_run"` the playouts it ran). Such a count agrees with `RE`
    /// by construction. `full_estimate=True` (the CLI's `replay
    /// --full-estimate`) runs the whole estimate instead.
    ///
    /// Errors: as `replay`, and `LifeError` (code
    /// `life.playouts_out_of_range`) for `playouts` outside 1 to
    /// `MAX_PLAYOUTS`, checked by the core's one rule whether or not an
    /// estimate is made (as the CLI and C).
    #[pyo3(signature = (rules = None, playouts = None, seed = None, estimate = true, full_estimate = false))]
    #[pyo3(
        text_signature = "(self, rules=None, playouts=256, seed=0, estimate=True, full_estimate=False)"
    )]
    fn verdict<'py>(
        &self,
        py: Python<'py>,
        rules: Option<&Bound<'py, PyAny>>,
        playouts: Option<&Bound<'py, PyAny>>,
        seed: Option<&Bound<'py, PyAny>>,
        estimate: bool,
        full_estimate: bool,
    ) -> PyResult<Bound<'py, PyDict>> {
        let options = ReplayOptions {
            rules: rules.map(|r| rules_of(Some(r), None)).transpose()?,
            mode: ReplayMode::Tolerant,
        };
        let life = crate::life::options_of(playouts, seed)?;
        life.check().map_err(to_py)?;
        let replayed = replay_any(&self.record, &options).map_err(to_py)?;
        let life = estimate.then_some(life);
        verdict_dict(py, &replayed, life.as_ref(), full_estimate)
    }

    fn __repr__(&self) -> String {
        let (w, h) = self.size();
        format!(
            "Record(size=({w}, {h}), moves={}, result={:?})",
            self.record.main_line_moves().len(),
            self.record.info().result_raw.as_deref().unwrap_or("")
        )
    }
}

/// The core's verdict as the dict of `Record.verdict` (translation only).
fn verdict_dict<'py>(
    py: Python<'py>,
    r: &AnyReplay,
    life: Option<&LifeOptions>,
    full_estimate: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let v = if full_estimate {
        r.verdict_full_estimate(life)
    } else {
        r.verdict(life)
    };
    let points = |half: i32| f64::from(half) / 2.0;
    let d = PyDict::new(py);
    let size = r.size();
    d.set_item("ended", ending_words(r.state()))?;
    d.set_item("rules", r.rules_ref().name())?;
    d.set_item("rules_from", r.rules_from().name())?;
    d.set_item("komi_from", r.komi_from().name())?;
    d.set_item("disagrees", v.disagrees())?;
    d.set_item("handicap", r.handicap())?;
    let (mut re, mut count, mut agrees, mut winner, mut equivalent) =
        (None, None::<GameResult>, false, false, false);
    let (mut territory, mut compensation, mut open) = (None, None, None);
    let kind = match &v {
        AnyVerdict::DecidedOtherwise { beside, .. } => {
            count = *beside;
            "decided-otherwise"
        }
        AnyVerdict::NotCounted => "not-counted",
        AnyVerdict::Unfinished { open_points } => {
            open = Some(*open_points);
            "unfinished"
        }
        AnyVerdict::CountFailed(e) => return Err(to_py(*e)),
        AnyVerdict::ByTheirRules {
            count: c,
            re_margin_half_points,
            agrees: a,
            winner_agrees,
            ..
        } => {
            re = Some(*re_margin_half_points);
            count = Some(c.result());
            (agrees, winner) = (*a, *winner_agrees);
            "by-their-rules"
        }
        AnyVerdict::ByArea {
            check,
            territory: t,
            ..
        } => {
            re = Some(check.re_margin_half_points);
            count = Some(GameResult::from_margin(check.area_margin_half_points));
            agrees = check.agrees();
            winner = check.winner_agrees();
            equivalent = check.territory_agrees();
            compensation = check.agreeing_compensation_points();
            if let Some(t) = t {
                let td = PyDict::new(py);
                td.set_item("count", t.count.result().to_sgf())?;
                td.set_item("margin", points(t.count.margin_half_points))?;
                td.set_item("agrees", t.agrees)?;
                territory = Some(td);
            }
            "by-area"
        }
    };
    d.set_item("kind", kind)?;
    d.set_item("re_margin", re.map(points))?;
    d.set_item("count", count.map(|c| c.to_sgf()))?;
    d.set_item(
        "count_margin",
        count.and_then(|c| match c {
            GameResult::Score {
                winner,
                margin_half_points,
            } => {
                let m = f64::from(margin_half_points) / 2.0;
                Some(if winner == tianyuan::Color::Black {
                    m
                } else {
                    -m
                })
            }
            GameResult::Draw => Some(0.0),
            _ => None,
        }),
    )?;
    d.set_item("agrees", agrees)?;
    d.set_item("winner_agrees", winner)?;
    d.set_item("territory_equivalent_agrees", equivalent)?;
    d.set_item("compensation_points", compensation)?;
    d.set_item("open_points", open)?;
    let dead = v.dead();
    d.set_item("dead_source", dead.map(|c| c.source.name()))?;
    let vertices: Vec<String> = dead.map_or(Vec::new(), |c| {
        c.dead
            .iter()
            .map(|&p| size.to_gtp(tianyuan::Move::Place(p)))
            .collect()
    });
    d.set_item("dead", vertices)?;
    d.set_item("territory_count", territory)?;
    d.set_item(
        "playouts_run",
        dead.and_then(|c| c.estimate.as_ref().map(|e| e.playouts_run())),
    )?;
    let violations = PyList::empty(py);
    for x in r.violations() {
        let vd = PyDict::new(py);
        vd.set_item("move", x.move_number)?;
        vd.set_item("color", x.color.letter().to_string())?;
        vd.set_item("vertex", &x.vertex)?;
        vd.set_item("reason", x.reason.code())?;
        vd.set_item("text", x.reason.explain(r.rules_ref()))?;
        violations.append(vd)?;
    }
    d.set_item("violations", violations)?;
    Ok(d)
}

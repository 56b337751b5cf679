//! `tianyuan.Rules`: a rule set as read-only data (RULES.md §4–7).

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use tianyuan::rules::{CycleRule, DeadStones, Ending, HandicapCompensation, KoRule, SuicideRule};
use tianyuan::{IllegalMove, Komi, Preset, Rules, RulesError};

use crate::convert::komi_of;
use crate::errors::to_py;

/// The rules of a game, by preset name (`chinese-2002` (default), `chinese-1988`,
/// `chinese-simple-ko`, `tromp-taylor`, and KataGo's names: `japanese`,
/// `korean`, `chinese` (simple ko), `chinese-ogs`, `aga`, `aga-button`,
/// `new-zealand`, `stone-scoring`, …) or a KataGo rules JSON object.
/// Immutable: `with_setting` and `with_komi` return a new value. Errors:
/// `RulesError` for an unknown name (the message lists the accepted ones) or
/// a bad JSON key or value.
#[pyclass(name = "Rules", module = "tianyuan", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyRules {
    pub rules: Rules,
}

/// The state used for pickling: every choice as a string, komi in half
/// points (the one integer unit; pickles have always held this integer, once
/// called quarter stones): `(ko, suicide, komi, handicap compensation, ending, cycle, dead
/// stones, preset, axes)`, the preset the rules were made from (`""`: none; a
/// record's `RU[chinese-2002]` with no `KM` is that preset with komi 0, and
/// writes `RU` so again). Pickles made before the preset was stored have the
/// first 7 entries ([`RulesState7`]) and take the preset they equal; those
/// made before `dead_stones` have 6 ([`OldRulesState`]) and take the dead
/// stones of the preset they equal, else agreement. `axes` holds KataGo's
/// other keys as `key=value` words applied with [`Rules::set`]
/// (`scoring=territory tax=seki hasButton=false friendlyPassOk=false`);
/// pickles without it ([`RulesState8`]) count by area with no tax.
pub type RulesState = (
    String,
    String,
    i32,
    String,
    String,
    String,
    String,
    String,
    String,
);

/// The 8-entry state of pickles made before territory scoring (issue 28):
/// area scoring, no tax, no button.
pub type RulesState8 = (String, String, i32, String, String, String, String, String);

/// The 7-entry state of pickles made before the preset was stored.
pub type RulesState7 = (String, String, i32, String, String, String, String);

/// The 6-entry state of pickles made before `dead_stones` was stored.
pub type OldRulesState = (String, String, i32, String, String, String);

impl PyRules {
    pub fn state(&self) -> RulesState {
        let r = &self.rules;
        (
            r.ko.name().to_string(),
            r.suicide.name().to_string(),
            r.komi.half_points(),
            r.handicap_compensation.name().to_string(),
            r.ending.name().to_string(),
            r.cycle.name().to_string(),
            r.dead_stones.name().to_string(),
            r.preset.map_or("", Preset::name).to_string(),
            format!(
                "scoring={} tax={} hasButton={} friendlyPassOk={}",
                r.scoring.name(),
                r.tax.name(),
                r.button,
                r.friendly_pass_ok
            ),
        )
    }

    /// Rules from a pickled state of either form (7 entries, or the 6 of
    /// older pickles). Errors: `RulesError`; `TypeError` for another shape.
    pub fn from_any_state(state: &Bound<'_, PyAny>) -> PyResult<Rules> {
        if let Ok(s) = state.extract::<RulesState>() {
            return PyRules::from_state(&s);
        }
        if let Ok(s) = state.extract::<RulesState8>() {
            return PyRules::from_state8(&s);
        }
        if let Ok(s) = state.extract::<RulesState7>() {
            return PyRules::from_state7(&s);
        }
        let s: OldRulesState = state.extract()?;
        PyRules::from_old_state(&s)
    }

    /// Rules from a pickled state of this version. Errors: `RulesError` for
    /// an unknown choice or preset name.
    pub fn from_state(s: &RulesState) -> PyResult<Rules> {
        let (ko, suicide, komi, compensation, ending, cycle, dead, preset, axes) = s.clone();
        let mut rules =
            PyRules::from_state8(&(ko, suicide, komi, compensation, ending, cycle, dead, preset))?;
        let tag = rules.preset;
        for word in axes.split_whitespace() {
            let (key, value) = word.split_once('=').unwrap_or((word, ""));
            rules.set(key, value).map_err(to_py)?;
        }
        // The stored preset tag, as pickled (`set` clears it).
        rules.preset = tag;
        Ok(rules)
    }

    /// Rules from the 8-entry state of pickles made before territory
    /// scoring: area, no tax, no button; `friendlyPassOk` as the preset they
    /// equal (else true).
    pub fn from_state8(s: &RulesState8) -> PyResult<Rules> {
        let (ko, suicide, komi, compensation, ending, cycle, dead, preset) = s.clone();
        let mut rules =
            PyRules::from_state7(&(ko, suicide, komi, compensation, ending, cycle, dead))?;
        rules.preset = match preset.as_str() {
            "" => None,
            name => Some(
                Preset::ALL
                    .into_iter()
                    .find(|p| p.name() == name)
                    .ok_or_else(|| {
                        to_py(RulesError::BadSetting {
                            key: "preset".to_string(),
                            value: preset.clone(),
                        })
                    })?,
            ),
        };
        Ok(rules)
    }

    /// Rules from the 7-entry state of pickles made before the preset was
    /// stored: the preset they equal, if any.
    pub fn from_state7(s: &RulesState7) -> PyResult<Rules> {
        let (ko, suicide, komi, compensation, ending, cycle, dead) = s.clone();
        let mut rules = PyRules::from_old_state(&(ko, suicide, komi, compensation, ending, cycle))?;
        rules.dead_stones = DeadStones::parse(&dead).ok_or_else(|| {
            to_py(RulesError::BadSetting {
                key: "dead_stones".to_string(),
                value: dead.clone(),
            })
        })?;
        rules.preset = Preset::ALL.into_iter().find(|p| p.rules().same_as(&rules));
        Ok(rules)
    }

    /// Rules from the 6-entry state of pickles made before `dead_stones`.
    pub fn from_old_state(s: &OldRulesState) -> PyResult<Rules> {
        let bad = |k: &str, v: &str| {
            to_py(RulesError::BadSetting {
                key: k.to_string(),
                value: v.to_string(),
            })
        };
        let ko = KoRule::parse(&s.0).ok_or_else(|| bad("ko", &s.0))?;
        let suicide = SuicideRule::ALL
            .into_iter()
            .find(|x| x.name() == s.1)
            .ok_or_else(|| bad("suicide", &s.1))?;
        let handicap_compensation =
            HandicapCompensation::parse(&s.3).ok_or_else(|| bad("handicap_compensation", &s.3))?;
        let ending = Ending::ALL
            .into_iter()
            .find(|x| x.name() == s.4)
            .ok_or_else(|| bad("ending", &s.4))?;
        let cycle = CycleRule::ALL
            .into_iter()
            .find(|x| x.name() == s.5)
            .ok_or_else(|| bad("cycle", &s.5))?;
        let mut rules = Rules {
            preset: None,
            ko,
            suicide,
            komi: Komi::from_half_points(s.2),
            handicap_compensation,
            ending,
            cycle,
            dead_stones: DeadStones::Agreement,
            scoring: tianyuan::rules::Scoring::Area,
            tax: tianyuan::rules::Tax::None,
            button: false,
            friendly_pass_ok: true,
        };
        // The state predates `dead_stones`: rules equal to a preset but for it
        // (Tromp-Taylor) take the preset's.
        if let Some(p) = Preset::ALL.into_iter().find(|p| {
            p.rules().same_as(&Rules {
                dead_stones: p.rules().dead_stones,
                friendly_pass_ok: p.rules().friendly_pass_ok,
                ..rules
            })
        }) {
            rules.dead_stones = p.rules().dead_stones;
            rules.friendly_pass_ok = p.rules().friendly_pass_ok;
        }
        rules.preset = Preset::ALL.into_iter().find(|p| p.rules().same_as(&rules));
        Ok(rules)
    }
}

#[pymethods]
impl PyRules {
    #[new]
    #[pyo3(signature = (name = "chinese-2002"))]
    fn new(name: &str) -> PyResult<Self> {
        Ok(PyRules {
            rules: Rules::from_name(name).map_err(to_py)?,
        })
    }

    /// The rule a move refused for `reason` breaks under these rules, in the
    /// words of the rule set they follow (`name`): `"2002 art. 5"`, `"1988
    /// art. 20.1"`, `"Tromp-Taylor rule 6"`, `"AGA rule 6"`, for the other rule
    /// sets and custom rules the setting in force under the set's name
    /// (`"japanese rules: ko simple"`, `"custom rules: ko simple"`); `None` when the set
    /// has no rule to cite (off the board, game over; occupied and wrong
    /// player under custom and territory rule sets). `reason` is an
    /// `IllegalMoveError`'s `.reason` (`"suicide"`, `"ko"`,
    /// `"positional_superko"`, …). The same text as C's
    /// `ty_illegal_move_article`. Raises `RulesError` (a `ValueError`; `.code`
    /// `"rules.unknown_reason"`) for an unknown reason.
    fn illegal_move_article(&self, reason: &str) -> PyResult<Option<String>> {
        let m = IllegalMove::ALL
            .into_iter()
            .find(|m| m.code() == reason)
            .ok_or_else(|| {
                let codes: Vec<&str> = IllegalMove::ALL.iter().map(|m| m.code()).collect();
                crate::errors::unknown_reason(format!(
                    "reason must be one of {}, not {reason:?}",
                    codes.join(", ")
                ))
            })?;
        Ok(m.article(&self.rules))
    }

    /// The preset names.
    #[staticmethod]
    fn presets() -> Vec<&'static str> {
        Preset::ALL.iter().map(|p| p.name()).collect()
    }

    /// The name of the rule set these rules follow, komi aside: a preset's
    /// name, `"aga"`, `"new-zealand"` or `"custom"`. After `with_komi` the
    /// name stays; after `with_setting` it is the set with the new choices,
    /// else `"custom"` (the same policy as Rust's `Rules::name` and C's
    /// `ty_rules_name`).
    #[getter]
    fn name(&self) -> &'static str {
        self.rules.name()
    }

    /// The repetition rule: `"simple"`, `"positional"` (1988 art. 6) or
    /// `"situational"` superko.
    #[getter]
    fn ko(&self) -> &'static str {
        self.rules.ko.name()
    }

    /// `"forbidden"` (1988/2002 art. 5) or `"multi-stone-allowed"` (Tromp-Taylor).
    #[getter]
    fn suicide(&self) -> &'static str {
        self.rules.suicide.name()
    }

    /// Komi in points (7.5 under the 2002 rules, art. 11); exact, a multiple of ½.
    #[getter]
    fn komi_points(&self) -> f64 {
        self.rules.komi.half_points() as f64 / 2.0
    }

    /// Komi in stones as a `fractions.Fraction` (`Fraction(15, 4)` = 3¾ stones).
    #[getter]
    fn komi_stones<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("fractions")?
            .getattr("Fraction")?
            .call1((self.rules.komi.half_points(), 4))
    }

    /// Komi in stones as text with a vulgar fraction (`"3¾"`).
    #[getter]
    fn komi_stones_str(&self) -> String {
        self.rules.komi.stones_string()
    }

    /// Points to White per handicap stone at the count: `"0"`, `"N"`, `"N-1"`.
    #[getter]
    fn handicap_compensation(&self) -> &'static str {
        self.rules.handicap_compensation.name()
    }

    /// How play ends without resignation: `"two-passes"` (2002 art. 7.3) or
    /// `"agreement"` (1988 art. 7.1).
    #[getter]
    fn ending(&self) -> &'static str {
        self.rules.ending.name()
    }

    /// What a third occurrence of a position does under simple ko: `"continue"`
    /// or `"no-result-on-third-occurrence"` (2002 art. 20.3).
    #[getter]
    fn cycle(&self) -> &'static str {
        self.rules.cycle.name()
    }

    /// How the stones that count at the end are settled (art. 8):
    /// `"agreement"` (the Chinese rules, AGA, New Zealand: the players agree,
    /// `Game.estimate_life` proposes), `"all-alive"` (Tromp-Taylor: every
    /// stone counts) or `"pass-alive-territory"` (KataGo's area rules: stones
    /// inside pass-alive territory are lifted). Set with
    /// `with_setting("dead_stones", ...)`.
    #[getter]
    fn dead_stones(&self) -> &'static str {
        self.rules.dead_stones.name()
    }

    /// `"area"` or `"territory"` (KataGo's `scoring`).
    #[getter]
    fn scoring(&self) -> &'static str {
        self.rules.scoring.name()
    }

    /// What is taxed at the count: `"none"`, `"seki"` (Japanese rules 1989
    /// art. 8: no points in seki) or `"all"` (two points per group).
    #[getter]
    fn tax(&self) -> &'static str {
        self.rules.tax.name()
    }

    /// Button Go (KataGo's `hasButton`): the first to pass gets ½ point.
    #[getter]
    fn button(&self) -> bool {
        self.rules.button
    }

    /// KataGo's `friendlyPassOk` (kept for round trips; changes nothing here).
    #[getter]
    fn friendly_pass_ok(&self) -> bool {
        self.rules.friendly_pass_ok
    }

    /// The rules as KataGo's JSON object (`kata-get-rules`).
    fn katago_json(&self) -> String {
        self.rules.to_katago_json()
    }

    /// A copy with one choice changed, by KataGo's keys (`ko`, `scoring`,
    /// `tax`, `hasButton`, `friendlyPassOk`,
    /// `multiStoneSuicideLegal`, `whiteHandicapBonus`, `komi` (points), `ending`)
    /// and `dead_stones` (`"agreement"`, `"all-alive"`, `"pass-alive-territory"`).
    /// Errors: `RulesError`.
    fn with_setting(&self, key: &str, value: &str) -> PyResult<PyRules> {
        let mut rules = self.rules;
        rules.set(key, value).map_err(to_py)?;
        // As `with_komi` and unpickling: rules equal to a preset are that
        // preset (a pickled copy compares equal).
        rules.preset = Preset::ALL.into_iter().find(|p| p.rules().same_as(&rules));
        Ok(PyRules { rules })
    }

    /// A copy with another komi (points as a number or str, a str with its
    /// unit such as `"3¾ stones"` or `"7.5 points"`, or a Fraction of stones).
    /// Errors: `KomiError`, `TypeError`.
    fn with_komi(&self, komi: &Bound<'_, PyAny>) -> PyResult<PyRules> {
        let mut rules = self.rules;
        rules.komi = komi_of(komi)?;
        rules.preset = Preset::ALL.into_iter().find(|p| p.rules().same_as(&rules));
        Ok(PyRules { rules })
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let restore = slf.get_type().getattr("_from_state")?;
        let state = slf.get().state();
        PyTuple::new(
            py,
            [
                restore,
                PyTuple::new(py, [state.into_pyobject(py)?])?.into_any(),
            ],
        )
    }

    /// Rebuilds rules from `__reduce__`'s state (9 entries, or the 8 of
    /// pickles made before territory scoring, or the 7 of
    /// pickles made before the preset was stored, or the 6 of pickles made
    /// before `dead_stones`).
    #[staticmethod]
    fn _from_state(state: &Bound<'_, PyAny>) -> PyResult<PyRules> {
        Ok(PyRules {
            rules: PyRules::from_any_state(state)?,
        })
    }

    fn __repr__(&self) -> String {
        format!("tianyuan.Rules({:?}) # {}", self.rules.name(), self.rules)
    }

    fn __str__(&self) -> String {
        self.rules.to_string()
    }
}

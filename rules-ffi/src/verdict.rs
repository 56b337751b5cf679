//! `ty_record_verdict`: the verdict of a record in one call (the core's
//! `ReplayOf::verdict`): the record replayed, what decides the game, and the
//! count against `RE`. This layer only translates the core's verdict into
//! numbers; it decides nothing.
//!
//! Thread safety: the handles are not shared between threads without
//! locking; distinct handles are independent.

use tianyuan_core::replay::{DeadStoneSource, KomiFrom, ReplayMode, ReplayOptions, RulesFrom};
use tianyuan_core::{replay_any, AnyVerdict, GameResult, LifeOptions};

use crate::guard::{arg_mut, arg_opt, arg_ref, guard, Fail, Tracked};
use crate::record::ty_record;
use crate::rules::ty_rules;
use crate::status::{self, ty_status};
use crate::values::state_numbers;

/// `ty_verdict.kind`: `RE` is absent or not a count; nothing counted.
pub const TY_VERDICT_NOT_COUNTED: u32 = 0;
/// `ty_verdict.kind`: resignation, time or forfeit decided the game (art.
/// 7.2; 2002 art. 22, 24); not counted.
pub const TY_VERDICT_DECIDED_OTHERWISE: u32 = 1;
/// `ty_verdict.kind`: counted under the record's territory or taxed rules,
/// exactly against `RE`.
pub const TY_VERDICT_BY_THEIR_RULES: u32 = 2;
/// `ty_verdict.kind`: counted by area (art. 9, 11) against `RE`.
pub const TY_VERDICT_BY_AREA: u32 = 3;
/// `ty_verdict.kind`: the game did not end (no two passes, no ending in
/// `RE`, and the final position, with its dead stones lifted, still has
/// open boundary points, `ty_verdict.open_points`); not counted. Which dead
/// stones are lifted (the estimate's, or without it the certain ones only)
/// can decide it.
pub const TY_VERDICT_UNFINISHED: u32 = 4;

/// `ty_verdict.dead_source`: nothing counted.
pub const TY_DEAD_SOURCE_NONE: u32 = 0;
/// The record's territory marks (`TB`/`TW`): the players' agreement (art. 8).
pub const TY_DEAD_SOURCE_TERRITORY_MARKS: u32 = 1;
/// The library's estimate (`ty_record_verdict`).
pub const TY_DEAD_SOURCE_ESTIMATE: u32 = 2;
/// None: every stone alive (Tromp-Taylor).
pub const TY_DEAD_SOURCE_ALL_ALIVE: u32 = 3;
/// The stones in pass-alive territory (KataGo's area rules, or
/// `ty_record_verdict_without_estimate` under agreement rules: the certain
/// dead stones only).
pub const TY_DEAD_SOURCE_PASS_ALIVE_TERRITORY: u32 = 4;
/// The dead stones `RE` confirms: the count with them lifted gives `RE`'s
/// margin (by area, the area count under one of the handicap compensations
/// or its territory-count equivalent, so `agrees` or
/// `territory_equivalent_agrees` is 1; under territory or taxed rules the
/// count, `agrees` 1). A static proposal (Benson's certain dead stones, with
/// or without the stones standing weak in the opponent's area), the
/// estimate not run; or, when neither gives it, the estimate's sampling
/// stopped at its first check whose dead stones give it (`playouts_run` the
/// playouts it ran). `ty_record_verdict` only, never
/// `ty_record_verdict_full_estimate`. Agrees with `RE` by construction: not
/// an independent judgement of the stones.
pub const TY_DEAD_SOURCE_RECORD_CONFIRMED: u32 = 5;

/// `ty_verdict.rules_from`: the `rules_or_null` given (the record's `RU`
/// ignored).
pub const TY_RULES_FROM_OPTIONS: u32 = 0;
/// The record's `RU`.
pub const TY_RULES_FROM_RU: u32 = 1;
/// An `RU` tianyuan does not know: chinese-2002.
pub const TY_RULES_FROM_UNKNOWN_RU: u32 = 2;
/// No `RU`: chinese-2002.
pub const TY_RULES_FROM_DEFAULT: u32 = 3;

/// `ty_verdict.komi_from`: the record's `KM`.
pub const TY_KOMI_FROM_KM: u32 = 0;
/// Neither `KM` nor `RU`: 0, the SGF default.
pub const TY_KOMI_FROM_ZERO: u32 = 1;
/// No `KM`: the komi of the rules.
pub const TY_KOMI_FROM_RULES: u32 = 2;

/// The verdict of a record (`ty_record_verdict`). Margins are Black's, in
/// half points (`-7`: White by 3.5 points); flags are 0 or 1.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct ty_verdict {
    /// `TY_VERDICT_*`.
    pub kind: u32,
    /// How the replayed game ended (`TY_STATE_*`, as `ty_game_state`).
    pub state: u32,
    /// Where the rules come from (`TY_RULES_FROM_*`).
    pub rules_from: u32,
    /// Where the komi comes from (`TY_KOMI_FROM_*`).
    pub komi_from: u32,
    /// 1 when `RE` is a count: `re_margin_half_points` is it.
    pub has_re_margin: u32,
    /// `RE` as Black's margin in half points (0 for a draw).
    pub re_margin_half_points: i32,
    /// 1 when `count_margin_half_points` holds a count: `BY_AREA` (the area
    /// count, no handicap compensation), `BY_THEIR_RULES` (the count under
    /// the rules), `DECIDED_OTHERWISE` after two passes (the count beside
    /// the result, which decides nothing).
    pub has_count: u32,
    /// That count as Black's margin in half points.
    pub count_margin_half_points: i32,
    /// 1 when the count equals `RE` (by area: under some handicap
    /// compensation, 0, N or N−1 points).
    pub agrees: u32,
    /// 1 when the count names `RE`'s winner (or a draw for a draw).
    pub winner_agrees: u32,
    /// `BY_AREA`: 1 when the territory-count equivalent (area margin minus
    /// twice the difference of stones placed) equals `RE`.
    pub territory_equivalent_agrees: u32,
    /// 1 when the count disagrees with `RE` (neither the count nor, by
    /// area, the territory-count equivalent equals it).
    pub disagrees: u32,
    /// Where the dead stones come from (`TY_DEAD_SOURCE_*`).
    pub dead_source: u32,
    /// The dead stones lifted (stones, whole chains).
    pub dead_stones: u32,
    /// `BY_AREA` for a record without `RU`: 1 when it was also counted by
    /// territory (`territory_margin_half_points`, `territory_agrees`).
    pub has_territory_reading: u32,
    /// That territory count as Black's margin in half points.
    pub territory_margin_half_points: i32,
    /// 1 when the territory count equals `RE`.
    pub territory_agrees: u32,
    /// `UNFINISHED`: the open boundary points of the final position (points,
    /// at least 1); 0 otherwise.
    pub open_points: u32,
    /// `BY_AREA` with `agrees` 1: the handicap compensation, in points to
    /// White, under which the area count equals `RE` (0, N or N−1 for N
    /// handicap stones; `count_margin_half_points` is before it); 0 otherwise.
    pub compensation_points: u32,
    /// The playouts the estimate ran (0 when no estimate was made, or when
    /// Benson's analysis and the local solver settled every chain).
    pub playouts_run: u32,
}

/// Black's margin in half points of a count's result (0 for a draw).
fn margin(result: &GameResult) -> Option<i32> {
    match *result {
        GameResult::Score {
            winner,
            margin_half_points,
        } => {
            let m = i32::try_from(margin_half_points).ok()?;
            Some(if winner == tianyuan_core::Color::Black {
                m
            } else {
                -m
            })
        }
        GameResult::Draw => Some(0),
        _ => None,
    }
}

fn source_number(source: DeadStoneSource) -> u32 {
    match source {
        DeadStoneSource::TerritoryMarks => TY_DEAD_SOURCE_TERRITORY_MARKS,
        DeadStoneSource::Estimate => TY_DEAD_SOURCE_ESTIMATE,
        DeadStoneSource::AllAlive => TY_DEAD_SOURCE_ALL_ALIVE,
        DeadStoneSource::PassAliveTerritory => TY_DEAD_SOURCE_PASS_ALIVE_TERRITORY,
        DeadStoneSource::RecordConfirmed => TY_DEAD_SOURCE_RECORD_CONFIRMED,
    }
}

/// The core's verdict as numbers.
fn numbers(v: &AnyVerdict, state: u32) -> Result<ty_verdict, Fail> {
    let flag = u32::from;
    let mut out = ty_verdict {
        state,
        disagrees: flag(v.disagrees()),
        ..ty_verdict::default()
    };
    if let Some(dead) = v.dead() {
        out.dead_source = source_number(dead.source);
        // At most 625 points: a u32 always holds the count.
        out.dead_stones = dead.dead.len() as u32;
        out.playouts_run = dead.estimate.as_ref().map_or(0, |e| e.playouts_run());
    }
    match v {
        AnyVerdict::NotCounted => out.kind = TY_VERDICT_NOT_COUNTED,
        AnyVerdict::Unfinished { open_points } => {
            out.kind = TY_VERDICT_UNFINISHED;
            out.open_points = *open_points;
        }
        AnyVerdict::CountFailed(e) => return Err(Fail::new(status::life(e), e.to_string())),
        AnyVerdict::DecidedOtherwise { beside, .. } => {
            out.kind = TY_VERDICT_DECIDED_OTHERWISE;
            if let Some(m) = beside.as_ref().and_then(margin) {
                (out.has_count, out.count_margin_half_points) = (1, m);
            }
        }
        AnyVerdict::ByTheirRules {
            count,
            re_margin_half_points,
            agrees,
            winner_agrees,
            ..
        } => {
            out.kind = TY_VERDICT_BY_THEIR_RULES;
            (out.has_re_margin, out.re_margin_half_points) = (1, *re_margin_half_points);
            (out.has_count, out.count_margin_half_points) = (1, count.margin_half_points);
            (out.agrees, out.winner_agrees) = (flag(*agrees), flag(*winner_agrees));
        }
        AnyVerdict::ByArea {
            check, territory, ..
        } => {
            out.kind = TY_VERDICT_BY_AREA;
            (out.has_re_margin, out.re_margin_half_points) = (1, check.re_margin_half_points);
            (out.has_count, out.count_margin_half_points) = (1, check.area_margin_half_points);
            out.agrees = flag(check.agrees());
            out.winner_agrees = flag(check.winner_agrees());
            out.territory_equivalent_agrees = flag(check.territory_agrees());
            out.compensation_points = check.agreeing_compensation_points().unwrap_or(0);
            if let Some(t) = territory {
                out.has_territory_reading = 1;
                out.territory_margin_half_points = t.count.margin_half_points;
                out.territory_agrees = flag(t.agrees);
            }
        }
    }
    Ok(out)
}

/// Replays game `game_index` (from 0) of `record` (tolerant mode, as
/// `ty_record_replay` with `TY_REPLAY_TOLERANT`; rules a copy of
/// `rules_or_null`, else the record's `RU`, komi its `KM`) and writes its
/// verdict to `*out`: what decides the game (resignation, time or forfeit
/// recorded in `RE`; else the count of the final position when `RE` is a
/// count, unless the game did not end) and the check against `RE`, as the
/// core decides it (the same verdict as `tianyuan replay` prints). The dead
/// stones of the count: the record's `TB`/`TW` marks under agreement rules,
/// else the library's estimate (`playouts` light playouts from `seed`;
/// `TY_DEFAULT_PLAYOUTS` is the usual); none under Tromp-Taylor.
/// `ty_record_verdict_without_estimate` counts without the estimate.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`
/// (`game_index`), `TY_STATUS_SGF_NOT_LOADED`, the `TY_STATUS_REPLAY_*`
/// statuses of `ty_record_replay`, `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`
/// (`playouts` 0 or above `TY_MAX_PLAYOUTS`: the core's one rule, as the
/// CLI's `--playouts` and Python's); the detail is `ty_record_last_error`.
/// `*out` is written only on success.
/// Thread safety: `record` and `rules_or_null` must not be used by another
/// thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_record_verdict(
    record: *const ty_record,
    game_index: usize,
    rules_or_null: *const ty_rules,
    playouts: u32,
    seed: u64,
    out: *mut ty_verdict,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let rules = arg_opt!(rules_or_null).map(|r| r.rules);
        let out = arg_mut!(out);
        let life = LifeOptions { playouts, seed };
        *out = verdict_of(record, game_index, rules, Some(life), false)?;
        Ok(())
    })
}

/// As `ty_record_verdict`, with the estimate run even where a static
/// proposal's count would give `RE`'s margin (never
/// `TY_DEAD_SOURCE_RECORD_CONFIRMED`; the CLI's `replay --full-estimate`,
/// Python's `full_estimate=True`): the estimate's own agreement with `RE`.
///
/// Errors and thread safety: as `ty_record_verdict`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_verdict_full_estimate(
    record: *const ty_record,
    game_index: usize,
    rules_or_null: *const ty_rules,
    playouts: u32,
    seed: u64,
    out: *mut ty_verdict,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let rules = arg_opt!(rules_or_null).map(|r| r.rules);
        let out = arg_mut!(out);
        let life = LifeOptions { playouts, seed };
        *out = verdict_of(record, game_index, rules, Some(life), true)?;
        Ok(())
    })
}

/// As `ty_record_verdict`, without the estimate (the CLI's `--no-estimate`,
/// Python's `estimate=False`): under rules that settle dead stones by
/// agreement a record without `TB`/`TW` marks is counted with the certain
/// dead stones only, those in pass-alive territory
/// (`TY_DEAD_SOURCE_PASS_ALIVE_TERRITORY`), every other stone alive.
///
/// Errors: as `ty_record_verdict`, playouts aside.
/// Thread safety: as `ty_record_verdict`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_verdict_without_estimate(
    record: *const ty_record,
    game_index: usize,
    rules_or_null: *const ty_rules,
    out: *mut ty_verdict,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let rules = arg_opt!(rules_or_null).map(|r| r.rules);
        let out = arg_mut!(out);
        *out = verdict_of(record, game_index, rules, None, false)?;
        Ok(())
    })
}

/// The body of both: game `game_index` of `record` replayed, its verdict as
/// numbers (`life` checked by the core's rule first; `full`: the estimate
/// run even where `RE` would confirm a static proposal).
fn verdict_of(
    record: &ty_record,
    game_index: usize,
    rules: Option<tianyuan_core::Rules>,
    life: Option<LifeOptions>,
    full: bool,
) -> Result<ty_verdict, Fail> {
    record.track(|| {
        if let Some(life) = &life {
            // Checked whatever the verdict needs (the core's one rule).
            life.check()
                .map_err(|e| Fail::new(status::life(&e), e.to_string()))?;
        }
        let options = ReplayOptions {
            rules,
            mode: ReplayMode::Tolerant,
        };
        let r = replay_any(record.game(game_index)?, &options)
            .map_err(|e| Fail::new(status::replay(&e), e.to_string()))?;
        let verdict = if full {
            r.verdict_full_estimate(life.as_ref())
        } else {
            r.verdict(life.as_ref())
        };
        let mut v = numbers(&verdict, state_numbers(r.state()).0)?;
        v.rules_from = match r.rules_from() {
            RulesFrom::Options => TY_RULES_FROM_OPTIONS,
            RulesFrom::Ru => TY_RULES_FROM_RU,
            RulesFrom::UnknownRu => TY_RULES_FROM_UNKNOWN_RU,
            RulesFrom::Default => TY_RULES_FROM_DEFAULT,
        };
        v.komi_from = match r.komi_from() {
            KomiFrom::Km => TY_KOMI_FROM_KM,
            KomiFrom::Zero => TY_KOMI_FROM_ZERO,
            KomiFrom::Rules => TY_KOMI_FROM_RULES,
        };
        Ok(v)
    })
}

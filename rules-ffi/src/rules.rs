//! `ty_rules`: the rules as data (RULES.md §4–7): presets by name and each
//! choice read and set.
//!
//! Thread safety of every function here: a `ty_rules` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::{IllegalMove, Komi, Rules};

use crate::guard::{
    arg_mut, arg_ref, arg_slice_mut, arg_str, free_box, guard, into_handle, write_text, Fail,
    Outcome, Tracked,
};
use crate::status::{self, ty_status};
use crate::values::{
    compensation_number, compensation_of, cycle_number, cycle_of, dead_stones_number,
    dead_stones_of, ending_number, ending_of, flag_of, ko_number, ko_of, scoring_number,
    scoring_of, suicide_number, suicide_of, tax_number, tax_of,
};

/// The rules of a game (opaque). Made by `ty_rules_new`, `ty_rules_from_name`
/// or `ty_rules_clone`; freed by `ty_rules_free`.
#[allow(non_camel_case_types)]
pub struct ty_rules {
    pub(crate) rules: Rules,
    last_error: RefCell<String>,
}

impl ty_rules {
    pub(crate) fn new(rules: Rules) -> ty_rules {
        ty_rules {
            rules,
            last_error: RefCell::new(String::new()),
        }
    }
}

impl Tracked for ty_rules {
    fn last_error(&self) -> &RefCell<String> {
        &self.last_error
    }
}

fn checked_komi(half_points: i32) -> Result<Komi, Fail> {
    // The core's range (±1000 stones), the same as its parsers apply.
    Komi::try_from_half_points(half_points.into())
        .map_err(|e| Fail::new(ty_status::KomiOutOfRange, e.to_string()))
}

/// Writes new rules (the 2002 Chinese rules, `chinese-2002`: komi 3¾ stones,
/// positional superko, no suicide, two passes end the game) to `*out`.
/// Free with `ty_rules_free`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_new(out: *mut *mut ty_rules) -> ty_status {
    guard(|| {
        let out = arg_mut!(out);
        *out = into_handle(ty_rules::new(Rules::default()));
        Ok(())
    })
}

/// Writes the rules named `name` to `*out`: `chinese-2002`, `chinese-1988`,
/// `chinese-simple-ko`, `tromp-taylor`, and KataGo's names (`chinese`, `aga`,
/// `new-zealand`, …). Case-insensitive. Free with `ty_rules_free`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_UTF8`,
/// `TY_STATUS_RULES_UNKNOWN`.
/// Thread safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_from_name(
    name: *const c_char,
    out: *mut *mut ty_rules,
) -> ty_status {
    guard(|| {
        let name = arg_str!(name);
        let out = arg_mut!(out);
        let rules =
            Rules::from_name(name).map_err(|e| Fail::new(status::rules(&e), e.to_string()))?;
        *out = into_handle(ty_rules::new(rules));
        Ok(())
    })
}

/// Writes a copy of `rules` to `*out`. Free it with `ty_rules_free`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: `rules` must not be
/// changed by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_clone(
    rules: *const ty_rules,
    out: *mut *mut ty_rules,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        *out = into_handle(ty_rules::new(rules.rules));
        Ok(())
    })
}

/// Frees `rules`. NULL is accepted and ignored. Call it once per handle.
///
/// Thread safety: no other thread may use `rules`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_free(rules: *mut ty_rules) {
    let _ = guard(|| {
        // SAFETY: header conventions: `rules` is NULL or came from a `ty_rules_*` constructor
        // and is freed once.
        unsafe { free_box(rules) };
        Ok(())
    });
}

/// Writes the preset name of `rules` (`chinese-2002`, …, or `custom`) into
/// `buf` (`len` bytes) as NUL-terminated UTF-8; `*needed` gets the length with
/// the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_name(
    rules: *const ty_rules,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        write_text(rules.rules.name(), buf, needed)
    })
}

/// Writes a one-line description of every choice of `rules` (name, ko, suicide,
/// komi in stones and points, compensation, ending) into `buf`, as
/// `ty_rules_name`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_describe(
    rules: *const ty_rules,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        write_text(&rules.rules.to_string(), buf, needed)
    })
}

/// Writes the rule that an illegal move breaks under `rules` into `buf`
/// (`len` bytes) as NUL-terminated UTF-8; `*needed` gets the length with
/// the NUL. `reason` is the status `ty_game_play` gave for the move
/// (`TY_STATUS_ILLEGAL_*`, 200–207). The rule is cited in the words of the
/// rule set `rules` follow (`ty_rules_name`, komi aside): `2002 art. 5`,
/// `1988 art. 20.1`, `Tromp-Taylor rule 6`, `AGA rule 6`, `New Zealand
/// rules, "A move"`, for the other rule sets and custom rules the setting in
/// force under the set's name (`japanese rules: ko simple`, `custom rules:
/// ko simple`); the empty string when the set has no rule to cite (off the
/// board and game over always; occupied and wrong player under custom and
/// territory rule sets). The same text as the Rust `IllegalMove::article`
/// and Python's `tianyuan.Rules.illegal_move_article`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (`reason` not
/// a `TY_STATUS_ILLEGAL_*` status), `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_illegal_move_article(
    reason: u32,
    rules: *const ty_rules,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let Some(m) = IllegalMove::ALL
            .into_iter()
            .find(|&m| status::illegal(m) as u32 == reason)
        else {
            return Err(Fail::new(
                ty_status::OutOfRange,
                format!("{reason} is not an illegal-move status (200-207)"),
            ));
        };
        write_text(&m.article(&rules.rules).unwrap_or_default(), buf, needed)
    })
}

/// Sets one choice by KataGo's key names (as GTP `kata-set-rule`): `ko`
/// (`SIMPLE`, `POSITIONAL`, `SITUATIONAL`), `multiStoneSuicideLegal`
/// (`true`/`false`), `whiteHandicapBonus` (`0`, `N`, `N-1`), `komi` (points,
/// `7.5`), `ending` (`two-passes`, `agreement`), and `dead_stones`
/// (`agreement`, `all-alive`, `pass-alive-territory`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_UTF8`,
/// `TY_STATUS_RULES_BAD_SETTING` (detail in `ty_rules_last_error`).
/// Thread safety: `rules` must not be used by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set(
    rules: *mut ty_rules,
    key: *const c_char,
    value: *const c_char,
) -> ty_status {
    guard(|| {
        let rules = arg_mut!(rules);
        let key = arg_str!(key);
        let value = arg_str!(value);
        let mut edited = rules.rules;
        rules.track(|| {
            edited
                .set(key, value)
                .map_err(|e| Fail::new(status::rules(&e), e.to_string()))
        })?;
        rules.rules = edited;
        Ok(())
    })
}

/// Writes the detail of the last failed call on `rules` (empty if none failed)
/// into `buf`, as `ty_rules_name`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_last_error(
    rules: *const ty_rules,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = rules.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

/// Reads one `u32` choice of `rules` into `*out`.
fn get_choice(rules: *const ty_rules, out: *mut u32, read: fn(&Rules) -> u32) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        *out = read(&rules.rules);
        Ok(())
    })
}

/// Sets one choice of `rules` from its number.
fn set_choice(
    rules: *mut ty_rules,
    value: u32,
    write: fn(&mut Rules, u32) -> Outcome,
) -> ty_status {
    guard(|| {
        let rules = arg_mut!(rules);
        let mut edited = rules.rules;
        rules.track(|| write(&mut edited, value))?;
        edited.preset = None;
        rules.rules = edited;
        Ok(())
    })
}

/// Writes the ko rule (`TY_KO_*`, 1988/2002 art. 6) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_ko(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| ko_number(r.ko))
}

/// Sets the ko rule (`TY_KO_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_ko(rules: *mut ty_rules, ko: u32) -> ty_status {
    set_choice(rules, ko, |r, v| {
        r.ko = ko_of(v)?;
        Ok(())
    })
}

/// Writes the suicide rule (`TY_SUICIDE_*`, art. 5) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_suicide(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| suicide_number(r.suicide))
}

/// Sets the suicide rule (`TY_SUICIDE_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_suicide(rules: *mut ty_rules, suicide: u32) -> ty_status {
    set_choice(rules, suicide, |r, v| {
        r.suicide = suicide_of(v)?;
        Ok(())
    })
}

/// Writes the handicap compensation (`TY_COMPENSATION_*`) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_compensation(
    rules: *const ty_rules,
    out: *mut u32,
) -> ty_status {
    get_choice(rules, out, |r| compensation_number(r.handicap_compensation))
}

/// Sets the handicap compensation (`TY_COMPENSATION_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_compensation(
    rules: *mut ty_rules,
    compensation: u32,
) -> ty_status {
    set_choice(rules, compensation, |r, v| {
        r.handicap_compensation = compensation_of(v)?;
        Ok(())
    })
}

/// Writes how play ends (`TY_ENDING_*`, art. 7) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_ending(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| ending_number(r.ending))
}

/// Sets how play ends (`TY_ENDING_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_ending(rules: *mut ty_rules, ending: u32) -> ty_status {
    set_choice(rules, ending, |r, v| {
        r.ending = ending_of(v)?;
        Ok(())
    })
}

/// Writes what a repeated position does (`TY_CYCLE_*`, 2002 art. 20.3) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_cycle(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| cycle_number(r.cycle))
}

/// Sets what a repeated position does (`TY_CYCLE_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_cycle(rules: *mut ty_rules, cycle: u32) -> ty_status {
    set_choice(rules, cycle, |r, v| {
        r.cycle = cycle_of(v)?;
        Ok(())
    })
}

/// Writes how the stones that count at the end are settled
/// (`TY_DEAD_STONES_*`, art. 8) to `*out`: `TY_DEAD_STONES_AGREEMENT` under
/// the Chinese rules, AGA and New Zealand, `TY_DEAD_STONES_ALL_ALIVE` under
/// Tromp-Taylor. `ty_game_score_estimated` counts by it.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_dead_stones(
    rules: *const ty_rules,
    out: *mut u32,
) -> ty_status {
    get_choice(rules, out, |r| dead_stones_number(r.dead_stones))
}

/// Sets how the stones that count at the end are settled (`TY_DEAD_STONES_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_dead_stones(
    rules: *mut ty_rules,
    dead_stones: u32,
) -> ty_status {
    set_choice(rules, dead_stones, |r, v| {
        r.dead_stones = dead_stones_of(v)?;
        Ok(())
    })
}

/// Writes how a finished game is counted (`TY_SCORING_AREA`, 1988/2002 art.
/// 9; `TY_SCORING_TERRITORY`, Japanese rules 1989 art. 8–10) to `*out`:
/// KataGo's `scoring`. `ty_game_count` counts by it.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_scoring(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| scoring_number(r.scoring))
}

/// Sets how a finished game is counted (`TY_SCORING_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_scoring(rules: *mut ty_rules, scoring: u32) -> ty_status {
    set_choice(rules, scoring, |r, v| {
        r.scoring = scoring_of(v)?;
        Ok(())
    })
}

/// Writes what is taxed at the count (`TY_TAX_NONE`; `TY_TAX_SEKI`: seki
/// eyes count for no one, Japanese rules 1989 art. 8 commentary;
/// `TY_TAX_ALL`: also two points a group, ancient stone scoring) to `*out`:
/// KataGo's `tax`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_tax(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| tax_number(r.tax))
}

/// Sets what is taxed at the count (`TY_TAX_*`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_tax(rules: *mut ty_rules, tax: u32) -> ty_status {
    set_choice(rules, tax, |r, v| {
        r.tax = tax_of(v)?;
        Ok(())
    })
}

/// Writes 1 to `*out` under button Go (KataGo's `hasButton`, the AGA's
/// button variant: the first side to pass takes the button, worth half a
/// point at the count), else 0.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_button(rules: *const ty_rules, out: *mut u32) -> ty_status {
    get_choice(rules, out, |r| u32::from(r.button))
}

/// Sets button Go: 1 on, 0 off.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (not 0 or 1).
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_button(rules: *mut ty_rules, button: u32) -> ty_status {
    set_choice(rules, button, |r, v| {
        r.button = flag_of("button", v)?;
        Ok(())
    })
}

/// Writes KataGo's `friendlyPassOk` (1 or 0) to `*out`: whether a side may
/// pass before the dead stones are captured without losing anything (1
/// under area rules with agreement, 1988/2002 art. 8). It changes no
/// legality or count in tianyuan: kept so that KataGo's rules round-trip.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_friendly_pass_ok(
    rules: *const ty_rules,
    out: *mut u32,
) -> ty_status {
    get_choice(rules, out, |r| u32::from(r.friendly_pass_ok))
}

/// Sets KataGo's `friendlyPassOk`: 1 or 0.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (not 0 or 1).
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_friendly_pass_ok(
    rules: *mut ty_rules,
    friendly_pass_ok: u32,
) -> ty_status {
    set_choice(rules, friendly_pass_ok, |r, v| {
        r.friendly_pass_ok = flag_of("friendlyPassOk", v)?;
        Ok(())
    })
}

/// Deprecated name of `ty_rules_get_komi_half_points`: komi in quarter stones
/// (15 = 3¾ stones, 2002 art. 11; 11 = 2¾ stones, 1988 art. 11) is the same
/// integer as half points (¼ stone = ½ point), the one integer unit of the
/// API. To be removed in 0.3.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_komi_quarter_stones(
    rules: *const ty_rules,
    out: *mut i32,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        *out = rules.rules.komi.half_points();
        Ok(())
    })
}

/// Deprecated name of `ty_rules_set_komi_half_points` (quarter stones are
/// the same integer as half points, −4000..=4000). To be removed in 0.3.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_KOMI_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_komi_quarter_stones(
    rules: *mut ty_rules,
    quarter_stones: i32,
) -> ty_status {
    set_komi(rules, quarter_stones)
}

fn set_komi(rules: *mut ty_rules, half_points: i32) -> ty_status {
    guard(|| {
        let rules = arg_mut!(rules);
        rules.rules.komi = rules.track(|| checked_komi(half_points))?;
        rules.rules.preset = None;
        Ok(())
    })
}

/// Writes komi in half points to `*out` (15 = 7.5 points = 3¾ stones, 2002
/// art. 11; 11 = 5.5 points = 2¾ stones, 1988 art. 11). Negative: komi given
/// by White.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_rules_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_get_komi_half_points(
    rules: *const ty_rules,
    out: *mut i32,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        *out = rules.rules.komi.half_points();
        Ok(())
    })
}

/// Sets komi in half points (−4000..=4000; 15 = 7.5 points).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_KOMI_OUT_OF_RANGE`.
/// Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_komi_half_points(
    rules: *mut ty_rules,
    half_points: i32,
) -> ty_status {
    set_komi(rules, half_points)
}

/// Sets komi from text in points (`7.5`, `-0.5`) or, when `in_stones` is
/// non-zero, in stones (`3.75`, `3¾`, `3 3/4`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_UTF8`,
/// `TY_STATUS_KOMI_SYNTAX`, `TY_STATUS_KOMI_NOT_QUARTER_STONES`,
/// `TY_STATUS_KOMI_OUT_OF_RANGE`. Thread safety: as `ty_rules_set`.
#[no_mangle]
pub unsafe extern "C" fn ty_rules_set_komi_text(
    rules: *mut ty_rules,
    text: *const c_char,
    in_stones: u32,
) -> ty_status {
    guard(|| {
        let rules = arg_mut!(rules);
        let text = arg_str!(text);
        let parsed = if in_stones != 0 {
            Komi::parse_stones(text)
        } else {
            Komi::parse_points(text)
        };
        rules.rules.komi =
            rules.track(|| parsed.map_err(|e| Fail::new(status::komi(&e), e.to_string())))?;
        rules.rules.preset = None;
        Ok(())
    })
}

//! SGF records to games and back: `ty_record_replay` replays a record's main
//! line under the rules (1988/2002 art. 2 alternation, art. 4 capture, art. 5
//! forbidden points, art. 6 repetition; `tianyuan::replay`), `ty_record_violation`
//! tells which moves were illegal, and `ty_game_to_sgf` writes a game as SGF.
//!
//! Thread safety of every function here: the handles are not shared between
//! threads without locking; distinct handles are independent.

use std::ffi::c_char;

use tianyuan_core::replay::{ReplayMode, ReplayOptions, Violation};
use tianyuan_core::replay_any;

use crate::game::ty_game;
use crate::guard::{
    arg_mut, arg_opt, arg_ref, arg_slice_mut, guard, into_handle, write_text, Fail, Tracked,
};
use crate::record::ty_record;
use crate::rules::ty_rules;
use crate::status::{self, ty_status};
use crate::values::{color_number, TY_REPLAY_STRICT, TY_REPLAY_TOLERANT};

/// The text of a violation: `move 12: W D4: ko: immediate recapture is forbidden`.
fn violation_text(v: &Violation) -> String {
    format!(
        "move {}: {} {}: {}",
        v.move_number,
        v.color.letter(),
        v.vertex,
        v.reason
    )
}

/// Replays the main line of game `game_index` (from 0) of `record` and writes
/// the game after its last replayed move to `*out_game` (free it with
/// `ty_game_free`) and the number of illegal moves found to `*out_violations`.
///
/// - Rules: a copy of `rules_or_null`, or, when it is NULL, the rules named by
///   the record's `RU` (Chinese 2002 for territory rule sets and unknown
///   names). The komi is the record's `KM` either way (0 when neither `KM`
///   nor `RU` is given). `HA` is the handicap count; `AB`/`AW`/`AE` before the
///   first move are set-up stones.
/// - `mode` `TY_REPLAY_STRICT`: the first illegal move stops the replay. This
///   is not an error: the call returns `TY_STATUS_OK` with the game as it was
///   before that move and `*out_violations` = 1.
/// - `mode` `TY_REPLAY_TOLERANT`: every illegal move is counted; ko, superko
///   and suicide violations are played anyway, occupied and off-board moves
///   skipped.
/// - Each violation (index from 0, in move order) is read back with
///   `ty_record_violation` and `ty_record_violation_text` until the next
///   `ty_record_replay` on `record`; the first one's text (move number, colour,
///   vertex, reason: `move 12: W D4: ko: immediate recapture is forbidden`) is
///   also the new game's `ty_game_last_error`.
/// - A move by the side not to move is taken as an implicit pass, not a
///   violation. The record's `RE` ends a game still going on (resignation,
///   time, forfeit); play after two passes resumes it (2002 art. 21.1).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (`mode`,
/// `game_index`), `TY_STATUS_SGF_NOT_LOADED`, and one status per reason the
/// record cannot be replayed at all: `TY_STATUS_REPLAY_NOT_GO` (430, `GM` not
/// 1), `TY_STATUS_REPLAY_BOARD_SIZE` (431), `TY_STATUS_REPLAY_SETUP` (432, `HA`
/// asking for more handicap stones than the board has points), `TY_STATUS_REPLAY_SETUP_AFTER_MOVES` (433,
/// strict mode only); the detail is `ty_record_last_error`.
/// Thread safety: `record` and `rules_or_null` must not be used by another
/// thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_record_replay(
    record: *const ty_record,
    game_index: usize,
    rules_or_null: *const ty_rules,
    mode: u32,
    out_game: *mut *mut ty_game,
    out_violations: *mut u32,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let rules = arg_opt!(rules_or_null).map(|r| r.rules);
        let out_game = arg_mut!(out_game);
        let out_violations = arg_mut!(out_violations);
        record.violations.borrow_mut().clear();
        let replayed = record.track(|| {
            let mode = match mode {
                TY_REPLAY_STRICT => ReplayMode::Strict,
                TY_REPLAY_TOLERANT => ReplayMode::Tolerant,
                _ => {
                    return Err(Fail::new(
                        ty_status::OutOfRange,
                        format!("bad replay mode {mode}"),
                    ))
                }
            };
            let options = ReplayOptions { rules, mode };
            replay_any(record.game(game_index)?, &options)
                .map_err(|e| Fail::new(status::replay(&e), e.to_string()))
        })?;
        let violations = replayed.violations().to_vec();
        let game = ty_game::new(replayed.into_game());
        if let Some(first) = violations.first() {
            *game.last_error.borrow_mut() = violation_text(first);
        }
        *out_violations = u32::try_from(violations.len()).unwrap_or(u32::MAX);
        *record.violations.borrow_mut() = violations;
        *out_game = into_handle(game);
        Ok(())
    })
}

/// The violation at `index` of the last replay of `record`.
fn violation(record: &ty_record, index: usize) -> Result<Violation, Fail> {
    let all = record.violations.borrow();
    all.get(index).cloned().ok_or_else(|| {
        Fail::new(
            ty_status::OutOfRange,
            format!("violation index {index} beyond the {} found", all.len()),
        )
    })
}

/// Writes illegal move `index` (from 0) of the last `ty_record_replay` on
/// `record`: its move number in the main line (from 1, every `B`/`W`
/// counted, passes included) to `*move_number`, who played it
/// (`TY_COLOR_BLACK`/`TY_COLOR_WHITE`) to `*color`, and why it is illegal to
/// `*reason`, the status `ty_game_play` gives for it (`TY_STATUS_ILLEGAL_*`,
/// 200–207: occupied, suicide art. 5, ko, superko art. 6…).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (`index` not
/// below the count the replay gave). Thread safety: `record` must not be used
/// by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_record_violation(
    record: *const ty_record,
    index: usize,
    move_number: *mut u32,
    color: *mut u32,
    reason: *mut u32,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let move_number = arg_mut!(move_number);
        let color = arg_mut!(color);
        let reason = arg_mut!(reason);
        let v = record.track(|| violation(record, index))?;
        *move_number = v.move_number;
        *color = color_number(v.color);
        *reason = status::illegal(v.reason) as u32;
        Ok(())
    })
}

/// Writes illegal move `index` of the last `ty_record_replay` on `record` as
/// text, `move 12: W D4: ko: immediate recapture is forbidden` (move number,
/// colour, GTP vertex or, off the board, the SGF point as written, and the
/// reason), into `buf` as NUL-terminated UTF-8; `*needed` gets the length
/// with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_BUFFER_TOO_SMALL`. Thread safety: as `ty_record_violation`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_violation_text(
    record: *const ty_record,
    index: usize,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let v = record.track(|| violation(record, index))?;
        write_text(&violation_text(&v), buf, needed)
    })
}

/// Writes `game` as an SGF record (FF\[4\], UTF-8: `SZ`, `KM` in points, `HA`,
/// `RU` with the rules' name, set-up stones as `AB`/`AW`, the moves, `RE` once
/// the result is known) into `buf` as NUL-terminated text; `*needed` gets the
/// length with the NUL. `ty_record_load_sgf` and `ty_record_replay` read it
/// back to the same board, moves and komi.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: `game` must not be changed by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_game_to_sgf(
    game: *const ty_game,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        write_text(&game.game.to_sgf(), buf, needed)
    })
}

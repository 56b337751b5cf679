//! `ty_score`: an area count (数子法, 1988/2002 art. 9, 11) read from C.
//!
//! Thread safety of every function here: a `ty_score` is not shared between
//! threads without locking; distinct handles are independent.

use std::ffi::c_char;

use tianyuan_core::Score;

use crate::guard::{arg_mut, arg_ref, arg_slice_mut, free_box, guard, write_text};
use crate::status::ty_status;
use crate::values::{maybe_color_number, result_text};

/// An area count (opaque), made by `ty_game_score` or
/// `ty_game_agree_dead_stones`, freed by `ty_score_free`. It does not refer to
/// the game: free them in any order.
#[allow(non_camel_case_types)]
pub struct ty_score {
    pub(crate) score: Score,
}

/// Frees `score`. NULL is accepted and ignored. Call it once per handle.
///
/// Thread safety: no other thread may use `score`.
#[no_mangle]
pub unsafe extern "C" fn ty_score_free(score: *mut ty_score) {
    let _ = guard(|| {
        // SAFETY: header conventions: `score` is NULL or came from `ty_game_score` /
        // `ty_game_agree_dead_stones` and is freed once.
        unsafe { free_box(score) };
        Ok(())
    });
}

/// Writes both counts in half points of area (art. 9): each point of a side's
/// living stones and territory counts 2, a shared point (dame, seki liberty)
/// 1 to each side. `*black + *white` is twice the number of points (the
/// baseline, 归本数, is half of that sum). Black's count in stones is
/// `*black / 2`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: any thread, if `score` is not
/// freed meanwhile.
#[no_mangle]
pub unsafe extern "C" fn ty_score_counts(
    score: *const ty_score,
    black_half_points: *mut u32,
    white_half_points: *mut u32,
) -> ty_status {
    guard(|| {
        let score = arg_ref!(score);
        let black = arg_mut!(black_half_points);
        let white = arg_mut!(white_half_points);
        *black = score.score.black_count_half_points;
        *white = score.score.white_count_half_points;
        Ok(())
    })
}

/// Writes the winner (`TY_COLOR_BLACK`, `TY_COLOR_WHITE`, or `TY_COLOR_NONE`
/// for a draw, art. 9.2) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_score_counts`.
#[no_mangle]
pub unsafe extern "C" fn ty_score_winner(score: *const ty_score, out: *mut u32) -> ty_status {
    guard(|| {
        let score = arg_ref!(score);
        let out = arg_mut!(out);
        *out = maybe_color_number(score.score.winner());
        Ok(())
    })
}

/// Writes Black's margin in half points to `*out` (15 = Black by 7.5 points;
/// negative: White wins), after komi, handicap compensation and penalty stones
/// (art. 11; 2002 art. 24.1).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_score_counts`.
#[no_mangle]
pub unsafe extern "C" fn ty_score_margin_half_points(
    score: *const ty_score,
    out: *mut i32,
) -> ty_status {
    guard(|| {
        let score = arg_ref!(score);
        let out = arg_mut!(out);
        *out = score.score.margin_half_points();
        Ok(())
    })
}

/// Deprecated name of `ty_score_margin_half_points`: Black's margin in quarter
/// stones (15 = Black by 3¾ stones; negative: White wins). One stone of area
/// is two points of margin, so this is the same integer as the half points,
/// the one integer unit of the API (RULES.md §7). To be removed in 0.3.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_score_counts`.
#[no_mangle]
pub unsafe extern "C" fn ty_score_margin_quarter_stones(
    score: *const ty_score,
    out: *mut i32,
) -> ty_status {
    guard(|| {
        let score = arg_ref!(score);
        let out = arg_mut!(out);
        *out = score.score.margin_half_points();
        Ok(())
    })
}

/// Writes the result of the count as text in `format` (`TY_FORMAT_SGF`:
/// `B+7.5`, `0`; `TY_FORMAT_ENGLISH`; `TY_FORMAT_CHINESE`: `黑胜3又3/4子`) into
/// `buf` (`len` bytes) as NUL-terminated UTF-8; `*needed` gets the length with
/// the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (format),
/// `TY_STATUS_BUFFER_TOO_SMALL`. Thread safety: as `ty_score_counts`.
#[no_mangle]
pub unsafe extern "C" fn ty_score_result(
    score: *const ty_score,
    format: u32,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let score = arg_ref!(score);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = result_text(&score.score.result(), format)?;
        write_text(&text, buf, needed)
    })
}

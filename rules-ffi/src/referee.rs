//! `ty_referee`: the referee (裁判法) of the Chinese rules, 1988 and 2002
//! editions (1988 art. 17–21, 25; 2002 art. 17–21, 24). It is told what
//! happens at the board, one function per kind of event, and answers with
//! rulings, each naming its article.
//!
//! Thread safety of every function here: a `ty_referee` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::referee::{
    Claim, CycleOutcome, Event, RefereeError, RefereeOptions, Ruling, VoidReason, WarningReason,
};
use tianyuan_core::{AnyReferee, BoardSize, Color, Point};

use crate::clock::ty_clock;
use crate::game::ty_game;
use crate::guard::{
    arg_mut, arg_ref, arg_slice, arg_slice_mut, free_box, guard, into_handle, write_text, Fail,
    Tracked,
};
use crate::status::{self, ty_status};
use crate::values::{color_number, color_of, edition_of, result_text, TY_COLOR_NONE};

/// A referee over one game (opaque): made by `ty_referee_new` or
/// `ty_referee_new_with_options`, freed by `ty_referee_free`. It owns its own
/// copy of the game and remembers the rulings of its last event.
#[allow(non_camel_case_types)]
pub struct ty_referee {
    referee: AnyReferee,
    last: Vec<Ruling>,
    last_error: RefCell<String>,
}

impl Tracked for ty_referee {
    fn last_error(&self) -> &RefCell<String> {
        &self.last_error
    }
}

/// Ruling kind: the action stands.
pub const TY_RULING_ACCEPTED: u32 = 0;
/// Ruling kind: the stone is taken off and the move counts as a pass (art. 19;
/// 1988 art. 20.1; 2002 art. 18.3).
pub const TY_RULING_VOID_AS_PASS: u32 = 1;
/// Ruling kind: the stone is taken off and the move does not count (2002 art.
/// 17.2, 21.3).
pub const TY_RULING_VOID: u32 = 2;
/// Ruling kind: a warning (2002 art. 24.1: also a penalty stone).
pub const TY_RULING_WARNING: u32 = 3;
/// Ruling kind: stones go back on the board.
pub const TY_RULING_STONES_RESTORED: u32 = 4;
/// Ruling kind: captured stones left on the board are taken off.
pub const TY_RULING_STONES_REMOVED: u32 = 5;
/// Ruling kind: a 2002 take-back awaits the opponent's claim (art. 17.3).
pub const TY_RULING_AWAITING_CLAIM: u32 = 6;
/// Ruling kind: a claim is rejected.
pub const TY_RULING_CLAIM_REJECTED: u32 = 7;
/// Ruling kind: the side to move proposed the end and passed (art. 21.1).
pub const TY_RULING_END_PROPOSED: u32 = 8;
/// Ruling kind: play has ended.
pub const TY_RULING_PLAY_ENDED: u32 = 9;
/// Ruling kind: the count after agreement on dead stones (art. 21.2).
pub const TY_RULING_COUNTED: u32 = 10;
/// Ruling kind: play resumes after a dispute (1988 art. 21.3; 2002 art. 21.4).
pub const TY_RULING_PLAY_RESUMED: u32 = 11;
/// Ruling kind: a player loses the game.
pub const TY_RULING_GAME_LOST: u32 = 12;
/// Ruling kind: no result (2002 art. 20.3).
pub const TY_RULING_NO_RESULT: u32 = 13;
/// Ruling kind: a draw (art. 20.3).
pub const TY_RULING_DRAW: u32 = 14;
/// Ruling kind: the game is replayed (art. 20.3).
pub const TY_RULING_REPLAY: u32 = 15;
/// Ruling kind: wrong colours corrected (2002 art. 17.1).
pub const TY_RULING_COLORS_CORRECTED: u32 = 16;
/// Ruling kind: wrong colours kept, play goes on.
pub const TY_RULING_COLORS_KEPT: u32 = 17;
/// Deprecated name of `TY_RULING_COLORS_CORRECTED` (the same value); to be
/// removed in 0.3.
pub const TY_RULING_COLOURS_CORRECTED: u32 = TY_RULING_COLORS_CORRECTED;
/// Deprecated name of `TY_RULING_COLORS_KEPT` (the same value); to be removed
/// in 0.3.
pub const TY_RULING_COLOURS_KEPT: u32 = TY_RULING_COLORS_KEPT;
/// Ruling kind: a clock event with no consequence for the game.
pub const TY_RULING_NOTED: u32 = 18;

/// Reason (of a void ruling): a forbidden point (art. 19).
pub const TY_VOID_SUICIDE: u32 = 1;
/// Reason (of a void ruling): an immediate ko recapture (1988 art. 20.1; 2002 art. 18.3).
pub const TY_VOID_KO_RECAPTURE: u32 = 2;
/// Reason (of a void ruling): a repeated whole-board position (art. 6, 20.3).
pub const TY_VOID_REPETITION: u32 = 3;
/// Reason (of a void ruling): the second of two moves in a row (2002 art. 17.2).
pub const TY_VOID_MOVED_TWICE: u32 = 4;
/// Reason (of a void ruling): placed after the end of play (2002 art. 21.3).
pub const TY_VOID_AFTER_END: u32 = 5;

/// Reason (of a warning): an immediate ko recapture (2002 art. 18.3).
pub const TY_WARNING_KO_RECAPTURE: u32 = 1;
/// Reason (of a warning): played twice in a row (2002 art. 17.2).
pub const TY_WARNING_MOVED_TWICE: u32 = 2;
/// Reason (of a warning): took a move back (1988 art. 17.2; 2002 art. 17.3).
pub const TY_WARNING_TOOK_BACK: u32 = 3;
/// Reason (of a warning): removed stones that had liberties (1988 art. 18;
/// 2002 art. 18.1).
pub const TY_WARNING_REMOVED_LIVE_STONES: u32 = 4;
/// Reason (of a warning): left captured stones on the board (2002 art. 18.2).
pub const TY_WARNING_LEFT_CAPTURED_STONES: u32 = 5;

/// Claim: the opponent took back a move (2002 art. 17.3).
pub const TY_CLAIM_TAKE_BACK: u32 = 0;
/// Claim: the opponent left captured stones on the board (2002 art. 18.2).
pub const TY_CLAIM_CAPTURED_STONES_LEFT: u32 = 1;

/// Cycle outcome (art. 20.3): the repeating move is void and counts as a pass.
pub const TY_CYCLE_OUTCOME_VOID_AS_PASS: u32 = 0;
/// Cycle outcome (2002 art. 20.3): no result.
pub const TY_CYCLE_OUTCOME_NO_RESULT: u32 = 1;
/// Cycle outcome (art. 20.3): a draw.
pub const TY_CYCLE_OUTCOME_DRAW: u32 = 2;
/// Cycle outcome (art. 20.3): the game is replayed.
pub const TY_CYCLE_OUTCOME_REPLAY: u32 = 3;

/// A ruling as plain integers. Written by every event function for the
/// event's first ruling, with `warned`, `loser` and `count` summing up all of
/// the event's rulings; by `ty_referee_last_ruling` for one ruling (then
/// `warned`/`loser` are that ruling's own). The article text comes from
/// `ty_referee_last_ruling_article`.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ty_ruling {
    /// `TY_RULING_*`.
    pub kind: u32,
    /// The colour the ruling concerns (`TY_COLOR_*`): who acted, was warned,
    /// lost, may claim, plays first after a dispute; `TY_COLOR_NONE` otherwise.
    pub color: u32,
    /// `TY_VOID_*` for the void kinds, `TY_WARNING_*` for a warning, else 0.
    pub reason: u32,
    /// The colour warned (`TY_COLOR_NONE` if nobody).
    pub warned: u32,
    /// The colour that lost the game (`TY_COLOR_NONE` if nobody).
    pub loser: u32,
    /// How many rulings the event gave (at least 1).
    pub count: u32,
}

fn kind_number(ruling: &Ruling) -> u32 {
    Ruling::KINDS
        .iter()
        .position(|k| *k == ruling.kind())
        .map_or(u32::MAX, |i| i as u32)
}

fn void_number(reason: VoidReason) -> u32 {
    match reason {
        VoidReason::Suicide => TY_VOID_SUICIDE,
        VoidReason::KoRecapture => TY_VOID_KO_RECAPTURE,
        VoidReason::Repetition => TY_VOID_REPETITION,
        VoidReason::MovedTwice => TY_VOID_MOVED_TWICE,
        VoidReason::AfterEnd => TY_VOID_AFTER_END,
    }
}

fn warning_number(reason: WarningReason) -> u32 {
    match reason {
        WarningReason::KoRecapture => TY_WARNING_KO_RECAPTURE,
        WarningReason::MovedTwice => TY_WARNING_MOVED_TWICE,
        WarningReason::TookBack => TY_WARNING_TOOK_BACK,
        WarningReason::RemovedLiveStones => TY_WARNING_REMOVED_LIVE_STONES,
        WarningReason::LeftCapturedStones => TY_WARNING_LEFT_CAPTURED_STONES,
    }
}

/// The plain form of one ruling (with `count` 1).
pub(crate) fn ruling_of(ruling: &Ruling) -> ty_ruling {
    let c = |color: Color| color_number(color);
    let (color, reason) = match ruling {
        Ruling::Accepted { color, .. }
        | Ruling::StonesRestored { color, .. }
        | Ruling::StonesRemoved { color, .. } => (c(*color), 0),
        Ruling::VoidAsPass { color, reason, .. } | Ruling::Void { color, reason, .. } => {
            (c(*color), void_number(*reason))
        }
        Ruling::Warning(w) => (c(w.color), warning_number(w.reason)),
        Ruling::AwaitingClaim { by, .. }
        | Ruling::ClaimRejected { by, .. }
        | Ruling::EndProposed { by, .. } => (c(*by), 0),
        Ruling::PlayResumed { to_move, .. } => (c(*to_move), 0),
        Ruling::GameLost { loser, .. } => (c(*loser), 0),
        Ruling::PlayEnded { .. }
        | Ruling::Counted { .. }
        | Ruling::NoResult { .. }
        | Ruling::Draw { .. }
        | Ruling::Replay { .. }
        | Ruling::ColorsCorrected { .. }
        | Ruling::ColorsKept { .. }
        | Ruling::Noted { .. } => (TY_COLOR_NONE, 0),
    };
    ty_ruling {
        kind: kind_number(ruling),
        color,
        reason,
        warned: match ruling {
            Ruling::Warning(w) => c(w.color),
            _ => TY_COLOR_NONE,
        },
        loser: match ruling {
            Ruling::GameLost { loser, .. } => c(*loser),
            _ => TY_COLOR_NONE,
        },
        count: 1,
    }
}

/// The summary of an event's rulings: the first ruling, with the warned colour
/// and the loser of any of them.
fn summary(rulings: &[Ruling]) -> ty_ruling {
    let plain: Vec<ty_ruling> = rulings.iter().map(ruling_of).collect();
    let mut out = plain.first().copied().unwrap_or_default();
    out.warned = plain
        .iter()
        .map(|r| r.warned)
        .find(|&w| w != TY_COLOR_NONE)
        .unwrap_or(TY_COLOR_NONE);
    out.loser = plain
        .iter()
        .map(|r| r.loser)
        .find(|&l| l != TY_COLOR_NONE)
        .unwrap_or(TY_COLOR_NONE);
    out.count = plain.len() as u32;
    out
}

fn referee_fail(e: RefereeError) -> Fail {
    Fail::new(status::referee(e), e.to_string())
}

fn cycle_outcome_of(n: u32) -> Result<CycleOutcome, Fail> {
    match n {
        TY_CYCLE_OUTCOME_VOID_AS_PASS => Ok(CycleOutcome::VoidAsPass),
        TY_CYCLE_OUTCOME_NO_RESULT => Ok(CycleOutcome::NoResult),
        TY_CYCLE_OUTCOME_DRAW => Ok(CycleOutcome::Draw),
        TY_CYCLE_OUTCOME_REPLAY => Ok(CycleOutcome::Replay),
        _ => Err(Fail::new(
            ty_status::OutOfRange,
            format!("bad cycle outcome {n}"),
        )),
    }
}

/// Writes a new referee to `*out` over a **copy** of `game` (the caller keeps
/// and still frees `game`; later changes to either do not affect the other),
/// under `edition` (`TY_EDITION_1988`/`TY_EDITION_2002`), with the default
/// options: a cycle is void as a pass, captures count as removed (a digital
/// board). Free it with `ty_referee_free`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition).
#[no_mangle]
pub unsafe extern "C" fn ty_referee_new(
    game: *const ty_game,
    edition: u32,
    out: *mut *mut ty_referee,
) -> ty_status {
    // SAFETY: the header's conventions, passed on.
    unsafe { ty_referee_new_with_options(game, edition, TY_CYCLE_OUTCOME_VOID_AS_PASS, 0, out) }
}

/// As `ty_referee_new`, with the competition's options: `cycle_outcome`
/// (`TY_CYCLE_OUTCOME_*`, art. 20.3) and `expect_removals` (1: players report
/// their removal of captured stones with `ty_referee_remove`, and captures not
/// removed are ruled on, 2002 art. 18.2; 0: captures count as removed).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition, cycle
/// outcome, `expect_removals` other than 0/1).
#[no_mangle]
pub unsafe extern "C" fn ty_referee_new_with_options(
    game: *const ty_game,
    edition: u32,
    cycle_outcome: u32,
    expect_removals: u32,
    out: *mut *mut ty_referee,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        let edition = edition_of(edition)?;
        let options = RefereeOptions {
            cycle_outcome: cycle_outcome_of(cycle_outcome)?,
            expect_removals: match expect_removals {
                0 => false,
                1 => true,
                _ => return Err(ty_status::OutOfRange.into()),
            },
        };
        *out = into_handle(ty_referee {
            referee: AnyReferee::new(game.game.clone(), edition, options),
            last: Vec::new(),
            last_error: RefCell::new(String::new()),
        });
        Ok(())
    })
}

/// Frees `referee`. NULL is accepted and ignored. Call it once per handle.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_free(referee: *mut ty_referee) {
    let _ = guard(|| {
        // SAFETY: header conventions: NULL or from a referee constructor, freed once.
        unsafe { free_box(referee) };
        Ok(())
    });
}

/// Hands `event` (made by `make` from the referee) to the referee; writes the
/// summary to `*ruling` and keeps the rulings for `ty_referee_last_ruling`.
fn handle(
    referee: *mut ty_referee,
    ruling: *mut ty_ruling,
    make: impl FnOnce(BoardSize) -> Result<Event, Fail>,
) -> ty_status {
    guard(|| {
        let handle = arg_mut!(referee);
        let ruling = arg_mut!(ruling);
        let outcome = make(handle.referee.size())
            .and_then(|event| handle.referee.handle(event).map_err(referee_fail));
        match outcome {
            Ok(rulings) => {
                *ruling = summary(&rulings);
                handle.last = rulings;
                Ok(())
            }
            Err(fail) => {
                *handle.last_error.borrow_mut() = fail.detail.clone();
                Err(fail)
            }
        }
    })
}

fn point_at(row: u32, col: u32) -> Result<Point, Fail> {
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r), Ok(c)) => Ok(Point::new(r, c)),
        _ => Err(referee_fail(RefereeError::OffBoard)),
    }
}

fn points_of(size: BoardSize, indices: &[u32]) -> Result<Vec<Point>, Fail> {
    indices
        .iter()
        .map(|&i| {
            size.point_of_index(i as usize)
                .map_err(|e| Fail::new(status::point(&e), e.to_string()))
        })
        .collect()
}

/// A stone of `color` was placed at `(row, col)`: possibly illegal, possibly
/// out of turn. E.g. an immediate ko recapture under 2002 is
/// `TY_RULING_VOID_AS_PASS` with `warned` set (2002 art. 18.3). A stone out
/// of turn is ruled only when its colour made the previous move (moving
/// twice: 1988 art. 17.1; 2002 art. 17.2); any other is refused with
/// `TY_STATUS_REFEREE_NOT_YOUR_TURN`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_REFEREE_OFF_BOARD`, `TY_STATUS_REFEREE_OCCUPIED`,
/// `TY_STATUS_REFEREE_NOT_YOUR_TURN`, `TY_STATUS_REFEREE_PLAY_ENDED`,
/// `TY_STATUS_REFEREE_GAME_OVER`. On error nothing changes.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_place(
    referee: *mut ty_referee,
    color: u32,
    row: u32,
    col: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::Place {
            color: color_of(color)?,
            point: point_at(row, col)?,
        })
    })
}

/// `color` passes (2002 art. 2.5).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_NOT_YOUR_TURN`, `TY_STATUS_REFEREE_PLAY_ENDED`,
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_pass(
    referee: *mut ty_referee,
    color: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::Pass {
            color: color_of(color)?,
        })
    })
}

/// `color` took `count` stones off the board by hand, at the flat indices
/// (`row * width + col`) in `points` (1988 art. 18; 2002 art. 18.1–2).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_BAD_INDEX`, `TY_STATUS_REFEREE_NO_STONE`, `TY_STATUS_REFEREE_*`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_remove(
    referee: *mut ty_referee,
    color: u32,
    points: *const u32,
    count: usize,
    ruling: *mut ty_ruling,
) -> ty_status {
    guard(|| {
        let indices = arg_slice!(points, count);
        match handle(referee, ruling, |size| {
            Ok(Event::Remove {
                color: color_of(color)?,
                points: points_of(size, indices)?,
            })
        }) {
            ty_status::Ok => Ok(()),
            s => Err(Fail::new(s, "")),
        }
    })
}

/// `color` picked up the stone of its last move (悔棋; 1988 art. 17.2; 2002
/// art. 17.3).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_NOTHING_TO_TAKE_BACK`, `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_take_back(
    referee: *mut ty_referee,
    color: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::TakeBack {
            color: color_of(color)?,
        })
    })
}

/// `by` claims a violation: `claim` is `TY_CLAIM_TAKE_BACK` (2002 art. 17.3)
/// or `TY_CLAIM_CAPTURED_STONES_LEFT` (2002 art. 18.2).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour, claim),
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_claim(
    referee: *mut ty_referee,
    by: u32,
    claim: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        let claim = match claim {
            TY_CLAIM_TAKE_BACK => Claim::TakeBack,
            TY_CLAIM_CAPTURED_STONES_LEFT => Claim::CapturedStonesLeft,
            _ => {
                return Err(Fail::new(
                    ty_status::OutOfRange,
                    format!("bad claim {claim}"),
                ))
            }
        };
        Ok(Event::Claim {
            by: color_of(by)?,
            claim,
        })
    })
}

/// `color` resigns (art. 7.2): `TY_RULING_GAME_LOST` with `loser` = `color`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_resign(
    referee: *mut ty_referee,
    color: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::Resign {
            color: color_of(color)?,
        })
    })
}

/// The side to move, `color`, proposes that play is finished, giving up its
/// move (art. 21.1).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_NOT_YOUR_TURN`, `TY_STATUS_REFEREE_PLAY_ENDED`,
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_propose_end(
    referee: *mut ty_referee,
    color: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::ProposeEnd {
            color: color_of(color)?,
        })
    })
}

/// `color` accepts the opponent's proposal to end play (art. 7.1, 21.1).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_NO_PROPOSAL`, `TY_STATUS_REFEREE_NOT_YOUR_TURN`,
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_accept_end(
    referee: *mut ty_referee,
    color: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::AcceptEnd {
            color: color_of(color)?,
        })
    })
}

/// After play ended, the players disagree about life and death;
/// `claims_dead` says some stones are dead and plays first (2002 art. 21.4;
/// 1988 art. 21.3).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE`,
/// `TY_STATUS_REFEREE_PLAY_NOT_ENDED`, `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_dispute(
    referee: *mut ty_referee,
    claims_dead: u32,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| {
        Ok(Event::Dispute {
            claims_dead: color_of(claims_dead)?,
        })
    })
}

/// After play ended, the players agree that the stones at the `count` flat
/// indices in `dead` are dead, each with its whole chain; the referee counts
/// (art. 21.2):
/// `TY_RULING_COUNTED`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_INDEX`,
/// `TY_STATUS_REFEREE_NO_STONE`, `TY_STATUS_REFEREE_PLAY_NOT_ENDED`,
/// `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_agree_dead(
    referee: *mut ty_referee,
    dead: *const u32,
    count: usize,
    ruling: *mut ty_ruling,
) -> ty_status {
    guard(|| {
        let indices = arg_slice!(dead, count);
        match handle(referee, ruling, |size| {
            Ok(Event::AgreeDead {
                dead: points_of(size, indices)?,
            })
        }) {
            ty_status::Ok => Ok(()),
            s => Err(Fail::new(s, "")),
        }
    })
}

/// It turns out that the players hold the wrong colours (2002 art. 17.1).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_REFEREE_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_wrong_colors(
    referee: *mut ty_referee,
    ruling: *mut ty_ruling,
) -> ty_status {
    handle(referee, ruling, |_| Ok(Event::WrongColors))
}

/// Deprecated name of `ty_referee_wrong_colors` (the same call); to be
/// removed in 0.3.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_wrong_colours(
    referee: *mut ty_referee,
    ruling: *mut ty_ruling,
) -> ty_status {
    // SAFETY: the same arguments, checked by the call as by this one.
    unsafe { ty_referee_wrong_colors(referee, ruling) }
}

/// Hands the last event of `clock` to the referee: a flag loses on time, a
/// charged pass is a pass (2002 art. 22.5), a forfeit loses, others are noted.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (the clock has
/// had no event yet), `TY_STATUS_REFEREE_*`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_clock(
    referee: *mut ty_referee,
    clock: *const ty_clock,
    ruling: *mut ty_ruling,
) -> ty_status {
    guard(|| {
        let clock = arg_ref!(clock);
        let last = clock.last_event;
        match handle(referee, ruling, |_| {
            last.map(Event::Clock)
                .ok_or_else(|| Fail::new(ty_status::OutOfRange, "the clock has had no event"))
        }) {
            ty_status::Ok => Ok(()),
            s => Err(Fail::new(s, "")),
        }
    })
}

/// Writes ruling `index` (0-based, in order) of the last event to `*out`;
/// `count` is the number of the event's rulings.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (no such ruling).
#[no_mangle]
pub unsafe extern "C" fn ty_referee_last_ruling(
    referee: *const ty_referee,
    index: usize,
    out: *mut ty_ruling,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let out = arg_mut!(out);
        let ruling = referee
            .last
            .get(index)
            .ok_or(Fail::from(ty_status::OutOfRange))?;
        *out = ty_ruling {
            count: referee.last.len() as u32,
            ..ruling_of(ruling)
        };
        Ok(())
    })
}

/// Writes the article of ruling `index` of the last event (e.g.
/// `2002 art. 18.3`) into `buf` as NUL-terminated text; `*needed` gets the
/// length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (no such
/// ruling), `TY_STATUS_BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_last_ruling_article(
    referee: *const ty_referee,
    index: usize,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let ruling = referee
            .last
            .get(index)
            .ok_or(Fail::from(ty_status::OutOfRange))?;
        write_text(ruling.article(), buf, needed)
    })
}

/// Writes how many warnings `color` has had (2002 art. 24.1: each is a
/// penalty stone at the count; the second loses, 1988 art. 25.2; 2002 art. 24.2).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour).
#[no_mangle]
pub unsafe extern "C" fn ty_referee_warnings(
    referee: *const ty_referee,
    color: u32,
    out: *mut u32,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let color = color_of(color)?;
        let out = arg_mut!(out);
        *out = referee.referee.warning_count(color);
        Ok(())
    })
}

/// Writes 1 if the game is decided (a result is known: no more events), else 0.
///
/// Errors: `TY_STATUS_NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_is_decided(
    referee: *const ty_referee,
    out: *mut u32,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let out = arg_mut!(out);
        *out = u32::from(referee.referee.is_decided());
        Ok(())
    })
}

/// Writes the result once decided in `format` (`TY_FORMAT_*`) into `buf`:
/// the game's result (`ty_game_result`), or a draw ruled under 1988/2002
/// art. 20.3 when the competition chose `TY_CYCLE_OUTCOME_DRAW` (SGF `0`,
/// `Draw`, `和棋`). The game itself has no draw by event and then records
/// no result (`Void`), so read a referee's outcome here, not from its game.
/// A replay (`TY_CYCLE_OUTCOME_REPLAY`) reads as no result.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (format),
/// `TY_STATUS_NO_RESULT` (not decided), `TY_STATUS_BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_result(
    referee: *const ty_referee,
    format: u32,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = referee.track(|| {
            let result = referee
                .referee
                .result()
                .ok_or(Fail::from(ty_status::NoResult))?;
            result_text(&result, format)
        })?;
        write_text(&text, buf, needed)
    })
}

/// Writes a **copy** of the referee's game as the rules have it (void moves
/// as passes, penalty stones, …) to `*out`, a new handle the caller frees with
/// `ty_game_free`. Later events do not change the copy.
///
/// Errors: `TY_STATUS_NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_game(
    referee: *const ty_referee,
    out: *mut *mut ty_game,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let out = arg_mut!(out);
        *out = into_handle(ty_game::new(referee.referee.game()));
        Ok(())
    })
}

/// Writes the detail of the last failed event or `ty_referee_result` call on
/// `referee` (empty if none).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn ty_referee_last_error(
    referee: *const ty_referee,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let referee = arg_ref!(referee);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = referee.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

//! `ty_clock`: the game clock under the Chinese rules' time controls (1988
//! art. 12, 23; 2002 art. 12, 22), all times in milliseconds. The clock never
//! reads a wall clock: every call that lets time pass takes `elapsed_ms`.
//!
//! Thread safety of every function here: a `ty_clock` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::clock::{
    Clock, ClockError, ClockEvent, LatenessRule, Leftover, TimeControl, Venue,
};

use crate::guard::{
    arg_mut, arg_ref, arg_slice_mut, free_box, guard, into_handle, write_text, Fail, Outcome,
};
use crate::status::{self, ty_status};
use crate::values::{color_number, color_of, edition_of, maybe_color_number, TY_COLOR_NONE};

/// A game clock (opaque): made by a `ty_clock_new_*` function, freed by
/// `ty_clock_free`. It remembers its last event for `ty_referee_clock`.
#[allow(non_camel_case_types)]
pub struct ty_clock {
    pub(crate) clock: Clock,
    pub(crate) last_event: Option<ClockEvent>,
    last_error: RefCell<String>,
}

/// Clock event: time recorded, nothing to report.
pub const TY_CLOCK_EVENT_TIMED: u32 = 0;
/// Clock event: byo-yomi periods (reserved minutes) used by this move, `used`
/// of them, `left` remain (1988 art. 12.2; 2002 art. 12.3).
pub const TY_CLOCK_EVENT_PERIODS_USED: u32 = 1;
/// Clock event: a Canadian period's stones were all played; a new period
/// starts with `ms` of leftover carried (2002 art. 12.5).
pub const TY_CLOCK_EVENT_NEW_PERIOD: u32 = 2;
/// Clock event: `color` ran out of time and loses (1988 art. 23.5; 2002 art.
/// 12.4, 22.5); `pass_available` 1 if 2002 art. 22.5's pass may replace the loss.
pub const TY_CLOCK_EVENT_FLAGGED: u32 = 3;
/// Clock event: the overtime was charged as a pass (2002 art. 22.5).
pub const TY_CLOCK_EVENT_PASS_CHARGED: u32 = 4;
/// Clock event: lateness deducted, `ms` in all (1988 art. 23.3; 2002 art. 22.1).
pub const TY_CLOCK_EVENT_LATENESS_CHARGED: u32 = 5;
/// Clock event: the late player forfeits (1988 art. 23.1; 2002 art. 22.1–2).
pub const TY_CLOCK_EVENT_FORFEIT: u32 = 6;

/// Lateness rule: 1988 art. 23.1–3, with the competition's `limit_ms`;
/// deducted once over.
pub const TY_LATENESS_1988: u32 = 0;
/// Lateness rule: 2002 art. 22.1, players lodging apart (15 minutes, twice over).
pub const TY_LATENESS_2002_SEPARATE: u32 = 1;
/// Lateness rule: 2002 art. 22.2, players lodging together (time as decided
/// by the 2002 rules for that venue, twice over).
pub const TY_LATENESS_2002_TOGETHER: u32 = 2;

/// What a clock call reports, as plain integers. Fields that do not apply to
/// `kind` are 0 (`color` is `TY_COLOR_NONE` for `TY_CLOCK_EVENT_TIMED`). The
/// article is given by `ty_clock_last_event_article`.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ty_clock_event {
    /// `TY_CLOCK_EVENT_*`.
    pub kind: u32,
    /// The player concerned (`TY_COLOR_*`).
    pub color: u32,
    /// `PERIODS_USED`: periods used by this move.
    pub used: u32,
    /// `PERIODS_USED`: periods left.
    pub left: u32,
    /// `NEW_PERIOD`: leftover carried, in ms; `LATENESS_CHARGED`: time taken
    /// off, in ms.
    pub ms: u64,
    /// `FLAGGED`: 1 if the overtime may be charged as a pass instead
    /// (`ty_clock_charge_pass`, 2002 art. 22.5), else 0.
    pub pass_available: u32,
}

/// The plain form of a core clock event.
pub(crate) fn event_of(event: ClockEvent) -> ty_clock_event {
    let mut out = ty_clock_event {
        color: TY_COLOR_NONE,
        ..ty_clock_event::default()
    };
    match event {
        ClockEvent::Timed => out.kind = TY_CLOCK_EVENT_TIMED,
        ClockEvent::PeriodsUsed { color, used, left } => {
            out.kind = TY_CLOCK_EVENT_PERIODS_USED;
            out.color = color_number(color);
            out.used = used;
            out.left = left;
        }
        ClockEvent::NewPeriod { color, carried_ms } => {
            out.kind = TY_CLOCK_EVENT_NEW_PERIOD;
            out.color = color_number(color);
            out.ms = carried_ms;
        }
        ClockEvent::Flagged {
            color,
            pass_available,
            ..
        } => {
            out.kind = TY_CLOCK_EVENT_FLAGGED;
            out.color = color_number(color);
            out.pass_available = u32::from(pass_available);
        }
        ClockEvent::PassCharged { color, .. } => {
            out.kind = TY_CLOCK_EVENT_PASS_CHARGED;
            out.color = color_number(color);
        }
        ClockEvent::LatenessCharged {
            color, deducted_ms, ..
        } => {
            out.kind = TY_CLOCK_EVENT_LATENESS_CHARGED;
            out.color = color_number(color);
            out.ms = deducted_ms;
        }
        ClockEvent::Forfeit { color, .. } => {
            out.kind = TY_CLOCK_EVENT_FORFEIT;
            out.color = color_number(color);
        }
    }
    out
}

/// The article of a clock event (empty when it has none).
fn event_article(event: ClockEvent) -> &'static str {
    match event {
        ClockEvent::Timed | ClockEvent::PeriodsUsed { .. } | ClockEvent::NewPeriod { .. } => "",
        ClockEvent::Flagged { article, .. }
        | ClockEvent::PassCharged { article, .. }
        | ClockEvent::LatenessCharged { article, .. }
        | ClockEvent::Forfeit { article, .. } => article,
    }
}

fn clock_fail(e: ClockError) -> Fail {
    Fail::new(status::clock(e), e.to_string())
}

fn new_clock(control: TimeControl, edition: u32, out: *mut *mut ty_clock) -> ty_status {
    guard(|| {
        let out = arg_mut!(out);
        let edition = edition_of(edition)?;
        let clock = Clock::with_edition(control, edition)
            .map_err(|e| Fail::new(status::time_control(e), e.to_string()))?;
        *out = into_handle(ty_clock {
            clock,
            last_event: None,
            last_error: RefCell::new(String::new()),
        });
        Ok(())
    })
}

/// Writes a new clock without a time limit to `*out` (nothing is charged,
/// nobody loses on time). `edition` is `TY_EDITION_1988` or `TY_EDITION_2002`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition).
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_unlimited(
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    new_clock(TimeControl::Unlimited, edition, out)
}

/// Writes a new sudden-death clock (包干用时制, 2002 art. 12.4) to `*out`:
/// `main_ms` per player; running out loses.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition).
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_sudden_death(
    main_ms: u64,
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    new_clock(TimeControl::SuddenDeath { main_ms }, edition, out)
}

/// Writes a new Chinese byo-yomi clock (读秒, 1988 art. 12.2; 2002 art. 12.3)
/// to `*out`: `total_ms` per player, of which `reserved_minutes` minutes are
/// reserved. Once the free part is used, a move under 60 s costs nothing and
/// each full 60 s costs one reserved minute.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition),
/// `TY_STATUS_TIME_CONTROL_RESERVED_EXCEEDS_TOTAL`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_reserved_minutes(
    total_ms: u64,
    reserved_minutes: u32,
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    let control = TimeControl::ReservedMinutes {
        total_ms,
        reserved_minutes,
    };
    new_clock(control, edition, out)
}

/// Writes a new period byo-yomi clock to `*out`: `main_ms`, then `periods`
/// periods of `period_ms` (the World Amateur's 1 h + 3×30 s; the fast byo-yomi
/// of 2002 art. 12.3 with `main_ms` 0). A move shorter than a period costs
/// nothing; each full period used consumes one.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition),
/// `TY_STATUS_TIME_CONTROL_ZERO_PERIOD`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_byo_yomi(
    main_ms: u64,
    periods: u32,
    period_ms: u64,
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    let control = TimeControl::ByoYomi {
        main_ms,
        periods,
        period_ms,
    };
    new_clock(control, edition, out)
}

/// Writes a new Canadian byo-yomi clock (定时限步制, 2002 art. 12.5) to `*out`:
/// `main_ms`, then `stones` moves in each period of `period_ms`. `carry_over`
/// 1: unused time carries into the next period (2002 art. 12.5); 0: it lapses.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition,
/// `carry_over` other than 0/1), `TY_STATUS_TIME_CONTROL_ZERO_PERIOD`,
/// `TY_STATUS_TIME_CONTROL_ZERO_STONES`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_canadian(
    main_ms: u64,
    period_ms: u64,
    stones: u32,
    carry_over: u32,
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    let leftover = match carry_over {
        0 => Leftover::Discarded,
        1 => Leftover::CarriedOver,
        _ => return ty_status::OutOfRange,
    };
    let control = TimeControl::Canadian {
        main_ms,
        period_ms,
        stones,
        leftover,
    };
    new_clock(control, edition, out)
}

/// Writes a new Fischer clock to `*out`: `main_ms`, plus `increment_ms` after
/// every completed move (not in the Chinese rules; running out loses).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (edition).
#[no_mangle]
pub unsafe extern "C" fn ty_clock_new_fischer(
    main_ms: u64,
    increment_ms: u64,
    edition: u32,
    out: *mut *mut ty_clock,
) -> ty_status {
    let control = TimeControl::Fischer {
        main_ms,
        increment_ms,
    };
    new_clock(control, edition, out)
}

/// Frees `clock`. NULL is accepted and ignored. Call it once per handle.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_free(clock: *mut ty_clock) {
    let _ = guard(|| {
        // SAFETY: header conventions: `clock` is NULL or came from a clock constructor and
        // is freed once.
        unsafe { free_box(clock) };
        Ok(())
    });
}

/// Runs `body` on the clock (unchanged on error, as the core promises);
/// keeps a failure as its last error and an event as its last event.
fn with_clock(
    clock: *mut ty_clock,
    body: impl FnOnce(&mut Clock) -> Result<Option<ClockEvent>, ClockError>,
    event: Option<&mut ty_clock_event>,
) -> Outcome {
    let handle = arg_mut!(clock);
    let happened = match body(&mut handle.clock) {
        Ok(happened) => happened,
        Err(e) => {
            let fail = clock_fail(e);
            *handle.last_error.borrow_mut() = fail.detail.clone();
            return Err(fail);
        }
    };
    if let Some(e) = happened {
        handle.last_event = Some(e);
        if let Some(slot) = event {
            *slot = event_of(e);
        }
    }
    Ok(())
}

/// Starts `color`'s clock (`TY_COLOR_BLACK`/`TY_COLOR_WHITE`; Black starts an
/// even game, White a handicap game).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_CLOCK_ALREADY_STARTED`, `TY_STATUS_CLOCK_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_start(clock: *mut ty_clock, color: u32) -> ty_status {
    guard(|| {
        let color = color_of(color)?;
        with_clock(clock, |c| c.start(color).map(|()| None), None)
    })
}

/// Lets `elapsed_ms` pass on the running clock without a move (for a display,
/// or to detect a flag). Writes what happened to `*event`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_CLOCK_NOT_STARTED`,
/// `TY_STATUS_CLOCK_PAUSED`, `TY_STATUS_CLOCK_FLAGGED`, `TY_STATUS_CLOCK_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_tick(
    clock: *mut ty_clock,
    elapsed_ms: u64,
    event: *mut ty_clock_event,
) -> ty_status {
    guard(|| {
        let event = arg_mut!(event);
        with_clock(clock, |c| c.tick(elapsed_ms).map(Some), Some(event))
    })
}

/// `color` completed a move `elapsed_ms` after the previous call that ran the
/// clock; the opponent's clock starts. Writes what happened to `*event`: e.g.
/// under Chinese byo-yomi a 59 s move is `TY_CLOCK_EVENT_TIMED` and a 60 s one
/// uses one reserved minute (2002 art. 12.3), or `TY_CLOCK_EVENT_FLAGGED`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_CLOCK_NOT_STARTED`, `TY_STATUS_CLOCK_PAUSED`,
/// `TY_STATUS_CLOCK_WRONG_COLOR`, `TY_STATUS_CLOCK_FLAGGED`,
/// `TY_STATUS_CLOCK_GAME_OVER`. On error nothing changes.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_move_made(
    clock: *mut ty_clock,
    color: u32,
    elapsed_ms: u64,
    event: *mut ty_clock_event,
) -> ty_status {
    guard(|| {
        let color = color_of(color)?;
        let event = arg_mut!(event);
        with_clock(
            clock,
            |c| c.move_made(color, elapsed_ms).map(Some),
            Some(event),
        )
    })
}

/// Pauses the clock (暂停; 1988 art. 14; 2002 art. 14) after `elapsed_ms` more
/// on the running clock; writes `TY_CLOCK_EVENT_TIMED`, or
/// `TY_CLOCK_EVENT_FLAGGED` if time ran out first (then not paused).
///
/// Errors: as `ty_clock_tick`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_pause(
    clock: *mut ty_clock,
    elapsed_ms: u64,
    event: *mut ty_clock_event,
) -> ty_status {
    guard(|| {
        let event = arg_mut!(event);
        with_clock(clock, |c| c.pause(elapsed_ms).map(Some), Some(event))
    })
}

/// Restarts the clock that ran before the pause (2002 art. 22.1: a player late
/// after a pause simply has the clock running).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_CLOCK_NOT_PAUSED`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_resume(clock: *mut ty_clock) -> ty_status {
    guard(|| with_clock(clock, |c| c.resume().map(|()| None), None))
}

/// Rules a flagged player's overtime a pass instead of a loss, on that
/// player's request (2002 art. 22.5); writes `TY_CLOCK_EVENT_PASS_CHARGED`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_CLOCK_NO_FLAG`, `TY_STATUS_CLOCK_PASS_NOT_ALLOWED` (1988 edition,
/// art. 23.5; or no byo-yomi).
#[no_mangle]
pub unsafe extern "C" fn ty_clock_charge_pass(
    clock: *mut ty_clock,
    color: u32,
    event: *mut ty_clock_event,
) -> ty_status {
    guard(|| {
        let color = color_of(color)?;
        let event = arg_mut!(event);
        with_clock(clock, |c| c.charge_pass(color).map(Some), Some(event))
    })
}

/// `color` arrived `late_ms` after the start (迟到). `rule` is
/// `TY_LATENESS_1988` (with the competition's `limit_ms`),
/// `TY_LATENESS_2002_SEPARATE` or `TY_LATENESS_2002_TOGETHER` (`limit_ms`
/// ignored: 2002 art. 22.1–2 set it). Writes `TY_CLOCK_EVENT_FORFEIT` past the
/// limit, else `TY_CLOCK_EVENT_LATENESS_CHARGED` (the lateness times the rule's
/// factor taken off) or `TY_CLOCK_EVENT_FLAGGED` when that is all the time.
/// Call it before starting the late player's clock.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour, rule),
/// `TY_STATUS_CLOCK_FLAGGED`, `TY_STATUS_CLOCK_GAME_OVER`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_apply_lateness(
    clock: *mut ty_clock,
    color: u32,
    late_ms: u64,
    rule: u32,
    limit_ms: u64,
    event: *mut ty_clock_event,
) -> ty_status {
    guard(|| {
        let color = color_of(color)?;
        let rule = match rule {
            TY_LATENESS_1988 => LatenessRule::y1988(limit_ms),
            TY_LATENESS_2002_SEPARATE => LatenessRule::y2002(Venue::Separate),
            TY_LATENESS_2002_TOGETHER => LatenessRule::y2002(Venue::Together),
            _ => {
                return Err(Fail::new(
                    ty_status::OutOfRange,
                    format!("bad lateness rule {rule}"),
                ))
            }
        };
        let event = arg_mut!(event);
        with_clock(
            clock,
            |c| c.apply_lateness(color, late_ms, rule).map(Some),
            Some(event),
        )
    })
}

/// Writes what `color` has left, as of the start of the current move: main
/// time in ms (under reserved minutes, the free time before byo-yomi),
/// byo-yomi periods (reserved minutes) left (Canadian: 1), the length of one
/// period in ms (Canadian: the time left in the current period), and Canadian
/// stones still to play (otherwise 0). Unlimited: all 0.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour).
#[no_mangle]
pub unsafe extern "C" fn ty_clock_remaining(
    clock: *const ty_clock,
    color: u32,
    main_ms: *mut u64,
    periods: *mut u32,
    period_ms: *mut u64,
    stones: *mut u32,
) -> ty_status {
    guard(|| {
        let clock = arg_ref!(clock);
        let color = color_of(color)?;
        let main_ms = arg_mut!(main_ms);
        let periods = arg_mut!(periods);
        let period_ms = arg_mut!(period_ms);
        let stones = arg_mut!(stones);
        let left = clock.clock.remaining(color);
        *main_ms = left.main_ms;
        *periods = left.periods;
        *period_ms = left.period_ms;
        *stones = left.stones;
        Ok(())
    })
}

/// Writes whose clock runs (`TY_COLOR_NONE` before the start, while paused,
/// flagged or over) and who is flagged (`TY_COLOR_NONE` if nobody).
///
/// Errors: `TY_STATUS_NULL_POINTER`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_state(
    clock: *const ty_clock,
    running: *mut u32,
    flagged: *mut u32,
) -> ty_status {
    guard(|| {
        let clock = arg_ref!(clock);
        let running = arg_mut!(running);
        let flagged = arg_mut!(flagged);
        *running = maybe_color_number(clock.clock.running());
        *flagged = maybe_color_number(clock.clock.flagged());
        Ok(())
    })
}

/// Writes the article of the clock's last event (e.g. `2002 art. 22.5`; empty
/// for an event without one, or before any event) into `buf` as NUL-terminated
/// text; `*needed` gets the length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_last_event_article(
    clock: *const ty_clock,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let clock = arg_ref!(clock);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        write_text(clock.last_event.map_or("", event_article), buf, needed)
    })
}

/// Writes the detail of the last failed call on `clock` (empty if none).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
#[no_mangle]
pub unsafe extern "C" fn ty_clock_last_error(
    clock: *const ty_clock,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let clock = arg_ref!(clock);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = clock.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

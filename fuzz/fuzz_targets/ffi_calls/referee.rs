//! Clocks (`ty_clock_*`) and referees (`ty_referee_*`), one of each kept
//! across calls. Every event's status is documented; a ruling or clock event
//! within its documented ranges; an event refused leaves the referee (its
//! game, warnings, decision) and its ruling out-pointer as they were.

use std::ptr::{null, null_mut};

use tianyuan_ffi::*;

use crate::text::text;
use crate::{documented, Bytes};

/// The clock and the referee kept across calls (NULL until made).
pub struct Officials {
    pub clock: *mut ty_clock,
    pub referee: *mut ty_referee,
}

impl Drop for Officials {
    fn drop(&mut self) {
        unsafe {
            ty_clock_free(self.clock);
            ty_referee_free(self.referee);
        }
    }
}

const NO_EVENT: ty_clock_event = ty_clock_event {
    kind: 77,
    color: 77,
    used: 77,
    left: 77,
    ms: 77,
    pass_available: 77,
};

const NO_RULING: ty_ruling = ty_ruling {
    kind: 77,
    color: 77,
    reason: 77,
    warned: 77,
    loser: 77,
    count: 77,
};

fn check_event(s: ty_status, e: &ty_clock_event) {
    documented(s);
    if s == ty_status::Ok {
        assert!(e.kind <= TY_CLOCK_EVENT_FORFEIT, "{e:?}");
        assert!(e.color <= TY_COLOR_WHITE && e.pass_available <= 1, "{e:?}");
        if e.kind == TY_CLOCK_EVENT_TIMED {
            assert_eq!(e.color, TY_COLOR_NONE, "{e:?}");
        }
    } else {
        assert_eq!(*e, NO_EVENT, "event written on error {s:?}");
    }
}

fn check_ruling(r: &ty_ruling) {
    assert!(r.kind <= TY_RULING_NOTED, "{r:?}");
    assert!(r.color <= TY_COLOR_WHITE, "{r:?}");
    assert!(
        r.warned <= TY_COLOR_WHITE && r.loser <= TY_COLOR_WHITE,
        "{r:?}"
    );
    assert!(r.reason <= 5, "{r:?}");
}

/// A duration in ms: mostly seconds to minutes, sometimes 0 or huge.
fn ms(b: &mut Bytes) -> u64 {
    match b.u8() {
        0 => 0,
        1 => u64::MAX,
        v => u64::from(v) * 7_000,
    }
}

fn edition(b: &mut Bytes) -> u32 {
    match b.u8() % 5 {
        0 => TY_EDITION_1988,
        4 => b.u32(),
        _ => TY_EDITION_2002,
    }
}

fn color(b: &mut Bytes) -> u32 {
    match b.u8() % 8 {
        0 => b.u32(),
        v => 1 + u32::from(v % 2),
    }
}

unsafe fn clock_op(b: &mut Bytes, o: &mut Officials) -> ty_status {
    let c = if b.u8() % 16 == 15 {
        null_mut()
    } else {
        o.clock
    };
    let mut e = NO_EVENT;
    let s = match b.u8() % 12 {
        0 | 1 => {
            let mut out = null_mut();
            let ed = edition(b);
            let s = match b.u8() % 6 {
                0 => ty_clock_new_unlimited(ed, &mut out),
                1 => ty_clock_new_sudden_death(ms(b), ed, &mut out),
                2 => ty_clock_new_reserved_minutes(ms(b), b.u32(), ed, &mut out),
                3 => ty_clock_new_byo_yomi(ms(b), b.u32(), ms(b), ed, &mut out),
                4 => ty_clock_new_canadian(ms(b), ms(b), b.u32(), b.u32() % 3, ed, &mut out),
                _ => ty_clock_new_fischer(ms(b), ms(b), ed, &mut out),
            };
            if s == ty_status::Ok {
                ty_clock_free(o.clock);
                o.clock = out;
            } else {
                assert!(out.is_null());
            }
            s
        }
        2 => ty_clock_start(c, color(b)),
        3 => {
            let s = ty_clock_tick(c, ms(b), &mut e);
            check_event(s, &e);
            s
        }
        4 | 5 => {
            let s = ty_clock_move_made(c, color(b), ms(b), &mut e);
            check_event(s, &e);
            s
        }
        6 => {
            let s = ty_clock_pause(c, ms(b), &mut e);
            check_event(s, &e);
            s
        }
        7 => ty_clock_resume(c),
        8 => {
            let s = ty_clock_charge_pass(c, color(b), &mut e);
            check_event(s, &e);
            s
        }
        9 => {
            let rule = b.u32() % 4;
            let s = ty_clock_apply_lateness(c, color(b), ms(b), rule, ms(b), &mut e);
            check_event(s, &e);
            s
        }
        10 => {
            let (mut m, mut p, mut pm, mut st) = (0, 0, 0, 0);
            let s = ty_clock_remaining(c, color(b), &mut m, &mut p, &mut pm, &mut st);
            if s != ty_status::Ok {
                assert_eq!((m, p, pm, st), (0, 0, 0, 0), "written on error");
            }
            let (mut running, mut flagged) = (77, 77);
            let t = ty_clock_state(c, &mut running, &mut flagged);
            if t == ty_status::Ok {
                assert!(running <= TY_COLOR_WHITE && flagged <= TY_COLOR_WHITE);
                if flagged != TY_COLOR_NONE {
                    assert_eq!(running, TY_COLOR_NONE, "a flagged clock runs");
                }
            }
            s
        }
        _ => {
            if b.u8().is_multiple_of(2) {
                text(b, true, |p, l, n| ty_clock_last_event_article(c, p, l, n)).0
            } else {
                text(b, true, |p, l, n| ty_clock_last_error(c, p, l, n)).0
            }
        }
    };
    documented(s);
    s
}

/// What an event must leave as it was when refused.
unsafe fn referee_state(r: *const ty_referee) -> Option<(Vec<u8>, u32, [u32; 2], u64)> {
    let mut decided = 0;
    if ty_referee_is_decided(r, &mut decided) != ty_status::Ok {
        return None;
    }
    assert!(decided <= 1);
    let mut warnings = [0; 2];
    for (i, w) in warnings.iter_mut().enumerate() {
        assert_eq!(ty_referee_warnings(r, i as u32 + 1, w), ty_status::Ok);
    }
    let mut g = null_mut();
    assert_eq!(ty_referee_game(r, &mut g), ty_status::Ok);
    let (mut w, mut h) = (0, 0);
    assert_eq!(ty_game_size(g, &mut w, &mut h), ty_status::Ok);
    let mut cells = vec![0u8; (w * h) as usize];
    let mut n = 0;
    assert_eq!(
        ty_game_board(g, cells.as_mut_ptr(), cells.len(), &mut n),
        ty_status::Ok
    );
    let mut hash = 0;
    assert_eq!(ty_game_hash(g, &mut hash), ty_status::Ok);
    ty_game_free(g);
    Some((cells, decided, warnings, hash))
}

unsafe fn referee_op(b: &mut Bytes, o: &mut Officials, g: *mut ty_game) -> ty_status {
    let r = if b.u8() % 16 == 15 {
        null_mut()
    } else {
        o.referee
    };
    let before = referee_state(r);
    let mut ruling = NO_RULING;
    let mut event = true;
    let points: Vec<u32> = (0..usize::from(b.u8() % 4))
        .map(|_| b.u32().wrapping_mul(11) % 400)
        .collect();
    let s = match b.u8() % 18 {
        0 | 1 => {
            event = false;
            let mut out = null_mut();
            let s = if b.u8().is_multiple_of(2) {
                ty_referee_new(g, edition(b), &mut out)
            } else {
                let (cycle, removals) = (b.u32() % 5, b.u32() % 3);
                ty_referee_new_with_options(g, edition(b), cycle, removals, &mut out)
            };
            if s == ty_status::Ok {
                ty_referee_free(o.referee);
                o.referee = out;
            } else {
                assert!(out.is_null());
            }
            s
        }
        2..=4 => ty_referee_place(r, color(b), b.u32(), b.u32(), &mut ruling),
        5 => ty_referee_pass(r, color(b), &mut ruling),
        6 => ty_referee_remove(r, color(b), points.as_ptr(), points.len(), &mut ruling),
        7 => ty_referee_take_back(r, color(b), &mut ruling),
        8 => ty_referee_claim(r, color(b), b.u32() % 3, &mut ruling),
        9 => ty_referee_resign(r, color(b), &mut ruling),
        10 => ty_referee_propose_end(r, color(b), &mut ruling),
        11 => ty_referee_accept_end(r, color(b), &mut ruling),
        12 => ty_referee_dispute(r, color(b), &mut ruling),
        13 => {
            let p = if points.is_empty() {
                null()
            } else {
                points.as_ptr()
            };
            ty_referee_agree_dead(r, p, points.len(), &mut ruling)
        }
        14 => {
            if b.u8().is_multiple_of(2) {
                ty_referee_wrong_colors(r, &mut ruling)
            } else {
                ty_referee_wrong_colours(r, &mut ruling)
            }
        }
        15 => ty_referee_clock(r, o.clock, &mut ruling),
        16 => {
            event = false;
            let index = b.index();
            let mut one = NO_RULING;
            let s = ty_referee_last_ruling(r, index, &mut one);
            if s == ty_status::Ok {
                check_ruling(&one);
            } else {
                assert_eq!(one, NO_RULING);
            }
            let (t, _) = text(b, true, |p, l, n| {
                ty_referee_last_ruling_article(r, index, p, l, n)
            });
            if t != ty_status::BufferTooSmall {
                assert_eq!(t == ty_status::Ok, s == ty_status::Ok, "{t:?} {s:?}");
            }
            s
        }
        _ => {
            event = false;
            let format = if b.u8() % 8 == 7 {
                b.u32()
            } else {
                b.u32() % 3
            };
            let (s, _) = text(b, true, |p, l, n| ty_referee_result(r, format, p, l, n));
            if let Some((_, decided, _, _)) = &before {
                // Decided may still read as no result (a replay ruled).
                if s == ty_status::Ok {
                    assert_eq!(*decided, 1, "a result before the decision");
                }
            }
            text(b, true, |p, l, n| ty_referee_last_error(r, p, l, n));
            s
        }
    };
    documented(s);
    if event {
        if s == ty_status::Ok {
            check_ruling(&ruling);
            assert!(ruling.count >= 1, "{ruling:?}");
            // The event's rulings are readable one by one.
            for i in 0..ruling.count as usize {
                let mut one = NO_RULING;
                assert_eq!(ty_referee_last_ruling(r, i, &mut one), ty_status::Ok);
                check_ruling(&one);
            }
            let mut one = NO_RULING;
            let past = ty_referee_last_ruling(r, ruling.count as usize, &mut one);
            assert_eq!(past, ty_status::OutOfRange);
        } else {
            assert_eq!(ruling, NO_RULING, "ruling written on error {s:?}");
            assert_eq!(
                referee_state(r),
                before,
                "a refused event changed the referee"
            );
        }
    }
    s
}

/// One call on the clock or the referee (`g`, a live game or NULL, to make one).
pub unsafe fn officials_op(b: &mut Bytes, o: &mut Officials, g: *mut ty_game) -> ty_status {
    if b.u8().is_multiple_of(3) {
        clock_op(b, o)
    } else {
        referee_op(b, o, g)
    }
}

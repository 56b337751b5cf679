//! Records (`ty_record_*`): SGF text built from the fuzz input (a header
//! with `SZ`, `KM`, `RE`, `RU`, `HA`, then moves and passes, territory
//! marks, sometimes raw input bytes) loaded, replayed and judged.
//!
//! The verdicts (`ty_record_verdict`, `_full_estimate`, `_without_estimate`)
//! are checked against the header's promises: every enum within its
//! documented range, flags 0 or 1, `*out` untouched on error, the replay's
//! errors and state (`ty_record_replay`, tolerant), the default and the full
//! estimate alike but where the default is `TY_DEAD_SOURCE_RECORD_CONFIRMED`
//! (which the full estimate never gives), no estimate without playouts.

use std::ptr::{null, null_mut};

use tianyuan_ffi::*;

use crate::text::text;
use crate::{documented, Bytes};

/// Appends an SGF point (`aa` is the top left) on a board of `size` points a
/// side: mostly on the board, sometimes off it, `tt` or empty (a pass).
fn point(b: &mut Bytes, size: u8, out: &mut Vec<u8>) {
    let size = size.max(1);
    match b.u8() {
        0..=7 => {}
        8 => out.extend_from_slice(b"tt"),
        9 => out.extend_from_slice(b"zZ"),
        10 => out.push(b'a'),
        v => {
            let w = b.u8();
            out.push(b'a' + v % size);
            out.push(b'a' + w % size);
        }
    }
}

/// SGF text from the input: `(;GM[1]FF[4]SZ[n]KM[k]RE[r]...` then moves.
pub fn sgf(b: &mut Bytes) -> Vec<u8> {
    let mut s = b"(;FF[4]".to_vec();
    let flags = b.u8();
    let size = [9u8, 5, 7, 13, 19, 2, 1, 3][usize::from(flags % 8)];
    s.extend_from_slice(if flags & 0x08 == 0 {
        b"GM[1]"
    } else {
        b"GM[2]"
    });
    match b.u8() % 8 {
        0 => {}
        1 => s.extend_from_slice(b"SZ[7:5]"),
        2 => s.extend_from_slice(b"SZ[26]"),
        3 => s.extend_from_slice(b"SZ[0]"),
        _ => s.extend_from_slice(format!("SZ[{size}]").as_bytes()),
    }
    let komi = ["7.5", "6.5", "0", "-3.5", "375", "x", "5.5", ""][usize::from(b.u8() % 8)];
    if !komi.is_empty() {
        s.extend_from_slice(format!("KM[{komi}]").as_bytes());
    }
    let re = b.u8();
    let margin = b.u8();
    let result = match re % 12 {
        0 => String::new(),
        1 => "B+R".into(),
        2 => "W+T".into(),
        3 => "0".into(),
        4 => "Draw".into(),
        5 => "?".into(),
        6 => "B+F".into(),
        7 => "Void".into(),
        8 => format!("W+{}", margin / 2),
        9 => format!("B+{}.5", margin % 40),
        10 => format!("W+{}.5", margin % 40),
        _ => format!("B+{}", margin % 40),
    };
    if !result.is_empty() {
        s.extend_from_slice(format!("RE[{result}]").as_bytes());
    }
    let ru = [
        "",
        "Chinese",
        "Japanese",
        "AGA",
        "tromp-taylor",
        "NZ",
        "Korean",
        "bogus",
    ];
    let ru = ru[usize::from(b.u8() % 8)];
    if !ru.is_empty() {
        s.extend_from_slice(format!("RU[{ru}]").as_bytes());
    }
    let setup = b.u8();
    if setup.is_multiple_of(4) {
        s.extend_from_slice(format!("HA[{}]", setup / 4 % 10).as_bytes());
    }
    if setup.is_multiple_of(3) {
        s.extend_from_slice(b"AB");
        for _ in 0..1 + setup % 4 {
            s.push(b'[');
            point(b, size, &mut s);
            s.push(b']');
        }
    }
    let moves = usize::from(b.u8());
    let mut color = b'B';
    for _ in 0..moves {
        if b.0.len() == 0 {
            break;
        }
        let m = b.u8();
        if m == 255 {
            // Raw input bytes spliced in.
            let n = usize::from(b.u8() % 16).min(b.0.len());
            s.extend((0..n).map(|_| b.u8()));
            continue;
        }
        s.extend_from_slice(&[b';', color, b'[']);
        if !m.is_multiple_of(5) {
            point(b, size, &mut s);
        }
        s.push(b']');
        // Mostly alternating, sometimes the same colour twice.
        if m % 11 != 1 {
            color = if color == b'B' { b'W' } else { b'B' };
        }
    }
    let end = b.u8();
    if end.is_multiple_of(3) {
        s.extend_from_slice(b";B[];W[]");
    }
    if end % 4 == 1 {
        s.extend_from_slice(b";TB");
        for _ in 0..1 + end % 5 {
            s.push(b'[');
            point(b, size, &mut s);
            s.push(b']');
        }
        s.extend_from_slice(b"TW[aa]");
    }
    s.push(b')');
    if end % 7 == 2 {
        s.extend_from_slice(b"(;GM[1]SZ[5]RE[B+2];B[cc];W[];B[])");
    }
    s
}

/// A verdict filled with a pattern no call writes, to see `*out` untouched.
fn unwritten() -> ty_verdict {
    let n = 0xdead_beef;
    ty_verdict {
        kind: n,
        state: n,
        rules_from: n,
        komi_from: n,
        has_re_margin: n,
        re_margin_half_points: -1,
        has_count: n,
        count_margin_half_points: -1,
        agrees: n,
        winner_agrees: n,
        territory_equivalent_agrees: n,
        disagrees: n,
        dead_source: n,
        dead_stones: n,
        has_territory_reading: n,
        territory_margin_half_points: -1,
        territory_agrees: n,
        open_points: n,
        compensation_points: n,
        playouts_run: n,
    }
}

/// One verdict by the header's documentation of `ty_verdict`.
fn check_verdict(v: &ty_verdict, points: Option<u32>, playouts: u32, given_rules: bool) {
    assert!(v.kind <= TY_VERDICT_UNFINISHED, "{v:?}");
    assert!(v.state <= TY_STATE_NO_RESULT, "{v:?}");
    assert!(v.rules_from <= TY_RULES_FROM_DEFAULT, "{v:?}");
    assert!(v.komi_from <= TY_KOMI_FROM_RULES, "{v:?}");
    assert!(v.dead_source <= TY_DEAD_SOURCE_RECORD_CONFIRMED, "{v:?}");
    for flag in [
        v.has_re_margin,
        v.has_count,
        v.agrees,
        v.winner_agrees,
        v.territory_equivalent_agrees,
        v.disagrees,
        v.has_territory_reading,
        v.territory_agrees,
    ] {
        assert!(flag <= 1, "a flag not 0 or 1: {v:?}");
    }
    assert_eq!(v.rules_from == TY_RULES_FROM_OPTIONS, given_rules, "{v:?}");
    // UNFINISHED: at least one open point; 0 otherwise.
    assert_eq!(v.kind == TY_VERDICT_UNFINISHED, v.open_points >= 1, "{v:?}");
    if matches!(v.kind, TY_VERDICT_NOT_COUNTED | TY_VERDICT_UNFINISHED) {
        assert_eq!((v.has_count, v.agrees), (0, 0), "not counted: {v:?}");
    }
    if matches!(v.kind, TY_VERDICT_BY_AREA | TY_VERDICT_BY_THEIR_RULES) {
        assert_eq!((v.has_re_margin, v.has_count), (1, 1), "counted: {v:?}");
    }
    if v.has_count == 0 {
        assert_eq!(v.dead_source, TY_DEAD_SOURCE_NONE, "nothing counted: {v:?}");
        assert_eq!(v.dead_stones, 0, "nothing counted: {v:?}");
    }
    // Neither the count nor its territory equivalent equals `RE`.
    if v.disagrees == 1 {
        assert_eq!((v.agrees, v.territory_equivalent_agrees), (0, 0), "{v:?}");
    }
    if v.kind == TY_VERDICT_BY_THEIR_RULES {
        let equal = v.count_margin_half_points == v.re_margin_half_points;
        assert_eq!(v.agrees == 1, equal, "exactly against RE: {v:?}");
    }
    if v.kind == TY_VERDICT_BY_AREA && v.agrees == 1 {
        // The count before the compensation, in half points.
        let after = i64::from(v.count_margin_half_points) - 2 * i64::from(v.compensation_points);
        assert_eq!(after, i64::from(v.re_margin_half_points), "{v:?}");
    }
    if v.kind != TY_VERDICT_BY_AREA || v.agrees == 0 {
        assert_eq!(v.compensation_points, 0, "{v:?}");
    }
    if v.has_territory_reading == 1 {
        assert_eq!(v.kind, TY_VERDICT_BY_AREA, "{v:?}");
        let equal = v.territory_margin_half_points == v.re_margin_half_points;
        assert_eq!(v.territory_agrees == 1, equal, "{v:?}");
    } else {
        assert_eq!(v.territory_agrees, 0, "{v:?}");
    }
    if v.dead_source == TY_DEAD_SOURCE_RECORD_CONFIRMED {
        // RE confirms the stones: the count, or by area its territory-count
        // equivalent, gives RE's margin.
        let area = v.kind == TY_VERDICT_BY_AREA && v.territory_equivalent_agrees == 1;
        assert!(v.agrees == 1 || area, "confirmed: {v:?}");
    }
    assert!(v.playouts_run <= playouts, "{v:?} ran over {playouts}");
    if v.playouts_run > 0 {
        // The estimate ran, whole or stopped where RE confirmed its stones.
        let sources = [TY_DEAD_SOURCE_ESTIMATE, TY_DEAD_SOURCE_RECORD_CONFIRMED];
        assert!(sources.contains(&v.dead_source), "{v:?}");
    }
    if let Some(points) = points {
        assert!(
            v.dead_stones <= points,
            "{v:?}: more dead than {points} points"
        );
    }
}

/// The three verdicts of game `game` of `record`, with the replay's.
unsafe fn verdicts(b: &mut Bytes, record: *mut ty_record, rules: *mut ty_rules) -> ty_status {
    let game = if b.u8() % 8 == 7 { b.index() } else { 0 };
    let r = if b.u8().is_multiple_of(3) {
        rules
    } else {
        null_mut()
    };
    let (playouts, seed) = (b.light_playouts(), u64::from(b.u8()));
    let valid = (1..=TY_MAX_PLAYOUTS).contains(&playouts);
    let rec = if b.u8() % 16 == 15 {
        null()
    } else {
        record.cast_const()
    };
    let give_out = b.u8() % 16 != 15;
    let out = |v: &mut ty_verdict| -> *mut ty_verdict {
        if give_out {
            v
        } else {
            null_mut()
        }
    };
    let (mut d, mut f, mut w) = (unwritten(), unwritten(), unwritten());
    let sd = ty_record_verdict(rec, game, r, playouts, seed, out(&mut d));
    let sf = ty_record_verdict_full_estimate(rec, game, r, playouts, seed, out(&mut f));
    let sw = ty_record_verdict_without_estimate(rec, game, r, out(&mut w));
    for (s, v) in [(sd, &d), (sf, &f), (sw, &w)] {
        documented(s);
        if s != ty_status::Ok {
            assert_eq!(*v, unwritten(), "*out written on error {s:?}");
        }
    }
    if rec.is_null() || !give_out {
        for s in [sd, sf, sw] {
            assert_eq!(s, ty_status::NullPointer);
        }
        return sd;
    }
    if !valid {
        assert_eq!(sd, ty_status::LifePlayoutsOutOfRange);
        assert_eq!(sf, ty_status::LifePlayoutsOutOfRange);
    } else {
        assert_eq!(sd, sf, "the full estimate fails otherwise");
    }
    // The replay the verdicts make: its errors are theirs, its state theirs.
    let mut g = null_mut();
    let mut violations = 0;
    let sr = ty_record_replay(rec, game, r, TY_REPLAY_TOLERANT, &mut g, &mut violations);
    documented(sr);
    let mut state = None;
    if sr == ty_status::Ok {
        let (mut st, mut loser) = (0, 0);
        assert_eq!(ty_game_state(g, &mut st, &mut loser), ty_status::Ok);
        state = Some(st);
        ty_game_free(g);
    } else {
        assert!(g.is_null(), "a game written on error {sr:?}");
        assert_eq!(sw, sr, "the verdict without estimate fails otherwise");
        if valid {
            assert_eq!(sd, sr, "the verdict fails otherwise than the replay");
        }
    }
    let (mut wd, mut ht) = (0, 0);
    let points =
        (ty_record_board_size(rec, game, &mut wd, &mut ht) == ty_status::Ok).then(|| wd * ht);
    let given = !r.is_null();
    if sw == ty_status::Ok {
        assert_eq!(
            sr,
            ty_status::Ok,
            "a verdict of a record that does not replay"
        );
        check_verdict(&w, points, 0, given);
        assert_eq!(
            Some(w.state),
            state,
            "the verdict's state is not the replay's"
        );
        assert!(
            w.dead_source != TY_DEAD_SOURCE_ESTIMATE
                && w.dead_source != TY_DEAD_SOURCE_RECORD_CONFIRMED,
            "an estimate without estimate: {w:?}"
        );
    }
    if sd == ty_status::Ok {
        assert_eq!(
            sr,
            ty_status::Ok,
            "a verdict of a record that does not replay"
        );
        check_verdict(&d, points, playouts, given);
        check_verdict(&f, points, playouts, given);
        assert_eq!(
            Some(d.state),
            state,
            "the verdict's state is not the replay's"
        );
        assert_ne!(f.dead_source, TY_DEAD_SOURCE_RECORD_CONFIRMED, "{f:?}");
        if d.dead_source != TY_DEAD_SOURCE_RECORD_CONFIRMED {
            assert_eq!(d, f, "the default and the full estimate differ");
        }
        // The same replay and rules; the kind may differ, as the dead stones
        // decide whether the final position is still open (UNFINISHED).
        let same = |a: &ty_verdict, c: &ty_verdict| {
            (a.state, a.rules_from, a.komi_from) == (c.state, c.rules_from, c.komi_from)
                && (a.has_re_margin == 0
                    || c.has_re_margin == 0
                    || a.re_margin_half_points == c.re_margin_half_points)
        };
        assert!(same(&d, &f), "default {d:?}, full {f:?}");
        if sw == ty_status::Ok {
            assert!(same(&d, &w), "default {d:?}, without {w:?}");
        }
        // Deterministic: the same call gives the same verdict.
        let mut again = unwritten();
        let s = ty_record_verdict(rec, game, r, playouts, seed, &mut again);
        assert_eq!(s, ty_status::Ok);
        assert_eq!(again, d, "the verdict changed between two calls");
    }
    sd
}

/// One call on the record: load built or raw SGF, read its games, replay,
/// violations, verdicts.
pub unsafe fn record_op(b: &mut Bytes, record: *mut ty_record, rules: *mut ty_rules) -> ty_status {
    let mut count = 0usize;
    let mut before = 0usize;
    assert_eq!(ty_record_game_count(record, &mut before), ty_status::Ok);
    match b.u8() % 8 {
        0 | 1 => {
            let text = sgf(b);
            let s = if b.u8() % 4 == 3 {
                let limit = usize::from(b.u8());
                let s = ty_record_load_sgf_with_limit(record, text.as_ptr(), text.len(), limit);
                if limit == 0 {
                    assert_ne!(s, ty_status::Ok, "a limit of 0 nodes refuses every input");
                }
                s
            } else {
                ty_record_load_sgf(record, text.as_ptr(), text.len())
            };
            documented(s);
            assert_eq!(ty_record_game_count(record, &mut count), ty_status::Ok);
            let (mut line, mut col) = (9, 9);
            assert_eq!(
                ty_record_error_position(record, &mut line, &mut col),
                ty_status::Ok
            );
            if s == ty_status::Ok {
                assert!(count >= 1, "a loaded record without a game");
                assert_eq!((line, col), (0, 0));
            } else {
                assert_eq!(count, before, "a failed load changed the games");
            }
            text_of_last_error(b, record);
            if s == ty_status::Ok && b.u8().is_multiple_of(2) {
                verdicts(b, record, rules)
            } else {
                s
            }
        }
        2 | 3 => verdicts(b, record, rules),
        4 => {
            let (mut w, mut h) = (0, 0);
            let index = b.index();
            let s = ty_record_board_size(record, index, &mut w, &mut h);
            if s == ty_status::Ok {
                assert!(index < before);
                assert!((1..=25).contains(&w) && (1..=25).contains(&h), "{w}×{h}");
            } else {
                assert_eq!((w, h), (0, 0), "written on error");
            }
            s
        }
        5 => {
            text_of_last_error(b, record);
            ty_status::Ok
        }
        _ => {
            // A replay, strict or tolerant, and its violations.
            let mode = match b.u8() % 5 {
                4 => b.u32(),
                m => u32::from(m % 2),
            };
            let r = if b.u8().is_multiple_of(2) {
                rules
            } else {
                null_mut()
            };
            let mut g = null_mut();
            let mut n = 99u32;
            let s = ty_record_replay(record, b.index(), r, mode, &mut g, &mut n);
            if s == ty_status::Ok {
                assert!(!g.is_null());
                if mode == TY_REPLAY_STRICT {
                    assert!(n <= 1, "strict: {n} violations");
                }
                ty_game_free(g);
                for i in 0..=n.min(3) as usize {
                    let (mut m, mut c, mut reason) = (0, 0, 0);
                    let t = ty_record_violation(record, i, &mut m, &mut c, &mut reason);
                    if i < n as usize {
                        assert_eq!(t, ty_status::Ok);
                        assert!(m >= 1 && (1..=2).contains(&c), "move {m}, colour {c}");
                        assert!((200..=207).contains(&reason), "reason {reason}");
                    } else {
                        assert_eq!(t, ty_status::OutOfRange);
                    }
                    let (t, _) = text(b, true, |p, l, k| {
                        ty_record_violation_text(record, i, p, l, k)
                    });
                    assert_eq!(t == ty_status::OutOfRange, i >= n as usize, "{t:?}");
                }
            } else {
                assert!(g.is_null() && n == 99, "written on error {s:?}");
            }
            s
        }
    }
}

/// `ty_record_last_error`: asking for its size does not change it.
unsafe fn text_of_last_error(b: &mut Bytes, record: *mut ty_record) {
    let (_, first) = text(b, true, |p, l, k| ty_record_last_error(record, p, l, k));
    let (_, second) = text(b, true, |p, l, k| ty_record_last_error(record, p, l, k));
    if let (Some(x), Some(y)) = (first, second) {
        assert_eq!(x, y, "reading the last error changed it");
    }
}

//! Rules handles beyond ko, komi, ending and dead stones (`ty_rules_*`
//! getters and setters, names, KataGo keys, komi text, articles), and the
//! functions without a handle (`ty_status_message`, `ty_version`,
//! `ty_abi_version`). A setter that fails leaves every getter as it was; a
//! getter's value is within its documented range.

use std::ffi::CStr;
use std::ptr::null_mut;

use tianyuan_ffi::*;

use crate::text::text;
use crate::{documented, Bytes};

/// Every getter's value (`None` where it failed), and komi.
unsafe fn snapshot(r: *const ty_rules) -> [Option<i64>; 11] {
    let mut out = [None; 11];
    let getters: [unsafe extern "C" fn(*const ty_rules, *mut u32) -> ty_status; 9] = [
        ty_rules_get_ko,
        ty_rules_get_suicide,
        ty_rules_get_compensation,
        ty_rules_get_ending,
        ty_rules_get_cycle,
        ty_rules_get_scoring,
        ty_rules_get_tax,
        ty_rules_get_button,
        ty_rules_get_friendly_pass_ok,
    ];
    // The documented ranges: TY_KO_*, TY_SUICIDE_*, TY_COMPENSATION_*,
    // TY_ENDING_*, TY_CYCLE_*, TY_SCORING_*, TY_TAX_*, 0/1, 0/1.
    let max = [
        TY_KO_SITUATIONAL,
        TY_SUICIDE_MULTI_STONE_ALLOWED,
        TY_COMPENSATION_N_MINUS_ONE,
        TY_ENDING_AGREEMENT,
        TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE,
        TY_SCORING_TERRITORY,
        TY_TAX_ALL,
        1,
        1,
    ];
    for (i, get) in getters.iter().enumerate() {
        let mut v = 77;
        let s = get(r, &mut v);
        documented(s);
        if s == ty_status::Ok {
            assert!(v <= max[i], "getter {i}: {v}");
            out[i] = Some(i64::from(v));
        } else {
            assert_eq!((s, v), (ty_status::NullPointer, 77));
        }
    }
    let (mut k, mut q) = (77, 77);
    let s = ty_rules_get_komi_half_points(r, &mut k);
    let t = ty_rules_get_komi_quarter_stones(r, &mut q);
    assert_eq!(s, t);
    if s == ty_status::Ok {
        assert_eq!(k, q, "quarter stones are the same integer as half points");
        assert!((-4000..=4000).contains(&k), "komi {k}");
        out[9] = Some(i64::from(k));
    }
    let mut d = 77;
    if ty_rules_get_dead_stones(r, &mut d) == ty_status::Ok {
        out[10] = Some(i64::from(d));
    }
    out
}

const NAMES: [&CStr; 8] = [
    c"chinese-2002",
    c"Chinese-1988",
    c"tromp-taylor",
    c"japanese",
    c"aga",
    c"new-zealand",
    c"nonsense",
    c"\xff",
];
const KEYS: [&CStr; 8] = [
    c"ko",
    c"multiStoneSuicideLegal",
    c"whiteHandicapBonus",
    c"komi",
    c"ending",
    c"dead_stones",
    c"scoring",
    c"\xc3",
];
const VALUES: [&CStr; 10] = [
    c"SIMPLE",
    c"POSITIONAL",
    c"true",
    c"N-1",
    c"7.5",
    c"agreement",
    c"pass-alive-territory",
    c"two-passes",
    c"-9999",
    c"",
];
const KOMI: [&CStr; 8] = [
    c"7.5",
    c"-0.5",
    c"3.75",
    c"3\xc2\xbe",
    c"3 3/4",
    c"0.3",
    c"1e9",
    c"x",
];

/// One call on `rules` (or NULL, or a fresh handle by name or copy).
pub unsafe fn rules_op(b: &mut Bytes, rules: *mut ty_rules) -> ty_status {
    let r = if b.u8() % 16 == 15 { null_mut() } else { rules };
    let before = snapshot(r);
    let v = b.u32();
    let s = match b.u8() % 16 {
        0 => ty_rules_set_suicide(r, v),
        1 => ty_rules_set_compensation(r, v),
        2 => ty_rules_set_cycle(r, v),
        3 => ty_rules_set_scoring(r, v),
        4 => ty_rules_set_tax(r, v),
        5 => ty_rules_set_button(r, v),
        6 => ty_rules_set_friendly_pass_ok(r, v),
        7 => ty_rules_set_komi_quarter_stones(r, (v as i32).wrapping_mul(97)),
        8 => {
            let t = KOMI[usize::from(b.u8()) % KOMI.len()];
            ty_rules_set_komi_text(r, t.as_ptr(), b.u32())
        }
        9 => {
            let k = KEYS[usize::from(b.u8()) % KEYS.len()];
            let val = VALUES[usize::from(b.u8()) % VALUES.len()];
            ty_rules_set(r, k.as_ptr(), val.as_ptr())
        }
        10 => text(b, true, |p, l, n| ty_rules_name(r, p, l, n)).0,
        11 => text(b, true, |p, l, n| ty_rules_describe(r, p, l, n)).0,
        12 => text(b, true, |p, l, n| ty_rules_last_error(r, p, l, n)).0,
        13 => {
            let reason = match b.u8() % 3 {
                0 => v,
                _ => 200 + v % 8,
            };
            let (s, _) = text(b, true, |p, l, n| {
                ty_illegal_move_article(reason, r, p, l, n)
            });
            if !r.is_null() && s != ty_status::BufferTooSmall {
                assert_eq!(s == ty_status::Ok, (200..=207).contains(&reason), "{s:?}");
            }
            s
        }
        14 => {
            // A fresh handle by name or by copy: its name and getters.
            let mut out = null_mut();
            let s = if b.u8().is_multiple_of(2) {
                ty_rules_from_name(NAMES[usize::from(b.u8()) % NAMES.len()].as_ptr(), &mut out)
            } else {
                ty_rules_clone(r, &mut out)
            };
            if s == ty_status::Ok {
                let copy = snapshot(out);
                assert!(copy.iter().all(Option::is_some));
                if out != r && b.u8().is_multiple_of(2) && !r.is_null() {
                    // A copy is the same rules.
                    let mut again = null_mut();
                    assert_eq!(ty_rules_clone(r, &mut again), ty_status::Ok);
                    assert_eq!(snapshot(again), before);
                    ty_rules_free(again);
                }
                ty_rules_free(out);
            } else {
                assert!(out.is_null(), "written on error");
            }
            s
        }
        _ => {
            // Functions without a handle.
            let m = ty_status_message(v);
            assert!(!m.is_null());
            let m = CStr::from_ptr(m);
            assert!(m.to_str().is_ok());
            if ty_status::from_u32(v).is_none() {
                assert_eq!(m, c"unknown status");
            }
            let version = CStr::from_ptr(ty_version());
            let expected = format!("{TY_VERSION_MAJOR}.{TY_VERSION_MINOR}.{TY_VERSION_PATCH}");
            assert_eq!(version.to_str().unwrap(), expected);
            assert_eq!(ty_abi_version(), TY_ABI_VERSION);
            ty_status::Ok
        }
    };
    documented(s);
    if s != ty_status::Ok {
        assert_eq!(
            snapshot(r),
            before,
            "a failed call changed the rules: {s:?}"
        );
    }
    s
}

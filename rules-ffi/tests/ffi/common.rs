//! Helpers shared by the modules of this test.
#![allow(dead_code, unused_imports)]

pub use std::collections::HashSet;
pub use std::ffi::{c_char, CStr};
pub use std::ptr::{null, null_mut};

pub use tianyuan::core_crate::clock::{ClockError, TimeControlError};
pub use tianyuan::core_crate::referee::RefereeError;
pub use tianyuan::core_crate::replay::ReplayError;
pub use tianyuan::core_crate::sgf::SgfErrorKind;
pub use tianyuan::core_crate::{
    BoardSize, GameError, HandicapError, IllegalMove, KomiError, LifeError, Point, PointError,
    RulesError, ScoreError, SetupError,
};
pub use tianyuan::internal;
pub use tianyuan::*;

pub use ty_status as S;

/// Reads a text output: asks for the size with an empty buffer, then fills one.
pub fn text(f: impl Fn(*mut c_char, usize, *mut usize) -> ty_status) -> Result<String, ty_status> {
    let mut needed = usize::MAX;
    let first = f(null_mut(), 0, &mut needed);
    if first != S::BufferTooSmall {
        return Err(first);
    }
    let mut buf = vec![0x55 as c_char; needed];
    let mut again = 0usize;
    assert_eq!(f(buf.as_mut_ptr(), buf.len(), &mut again), S::Ok);
    assert_eq!(again, needed);
    let s = unsafe { CStr::from_ptr(buf.as_ptr()) };
    assert_eq!(s.to_bytes().len() + 1, needed);
    Ok(s.to_str().unwrap().to_string())
}

pub fn rules(name: &CStr) -> *mut ty_rules {
    let mut r = null_mut();
    assert_eq!(unsafe { ty_rules_from_name(name.as_ptr(), &mut r) }, S::Ok);
    assert!(!r.is_null());
    r
}

pub fn game(width: u32, height: u32, name: &CStr) -> *mut ty_game {
    let r = rules(name);
    let mut g = null_mut();
    assert_eq!(unsafe { ty_game_new(width, height, r, &mut g) }, S::Ok);
    unsafe { ty_rules_free(r) };
    g
}

pub fn board(g: *const ty_game) -> Vec<u8> {
    let mut count = 0;
    let mut buf = vec![9u8; 25 * 25];
    assert_eq!(
        unsafe { ty_game_board(g, buf.as_mut_ptr(), buf.len(), &mut count) },
        S::Ok
    );
    buf.truncate(count);
    buf
}

pub fn play_all(g: *mut ty_game, moves: &[(u32, u32)]) {
    for &(r, c) in moves {
        assert_eq!(unsafe { ty_game_play(g, r, c) }, S::Ok, "({r}, {c})");
    }
}

pub fn last_error(g: *const ty_game) -> String {
    text(|b, l, n| unsafe { ty_game_last_error(g, b, l, n) }).unwrap()
}

pub unsafe fn ty_move_number(g: *const ty_game) -> u32 {
    let mut n = 0;
    assert_eq!(unsafe { ty_game_move_number(g, &mut n) }, S::Ok);
    n
}

/// A 5×5 ko: Black (0,1) (1,0) (2,1) around (1,1); White (0,2) (2,2) (1,3)
/// around (1,2). White plays (1,1), Black captures it from (1,2); White may not
/// retake at once (2002 art. 18.3, 20; 1988 art. 20.1).
pub const KO_MOVES: [(u32, u32); 9] = [
    (0, 1),
    (0, 2),
    (1, 0),
    (2, 2),
    (2, 1),
    (1, 3),
    (4, 4),
    (1, 1),
    (1, 2),
];

/// A record handle holding `sgf`.
pub fn record(sgf: &[u8]) -> *mut ty_record {
    let mut rec = null_mut();
    unsafe {
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
    }
    rec
}

/// Replays game 0 of `sgf`: the status, and the game and violation count on success.
pub fn replay_sgf(sgf: &[u8], mode: u32) -> (ty_status, *mut ty_game, u32, *mut ty_record) {
    let rec = record(sgf);
    let mut g = null_mut();
    let mut n = 99;
    let s = unsafe { ty_record_replay(rec, 0, null(), mode, &mut g, &mut n) };
    (s, g, n, rec)
}

/// An SGF record of a set-up position drawn as text (`X`, `O`, `.`, row 0 at
/// the top), with `RU` and komi 7.5.
pub fn setup_sgf(drawing: &str, rules: &str) -> Vec<u8> {
    let rows: Vec<Vec<char>> = drawing
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let (h, w) = (rows.len(), rows[0].len());
    let mut ab = String::new();
    let mut aw = String::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let p = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            match v {
                'X' => ab.push_str(&p),
                'O' => aw.push_str(&p),
                _ => {}
            }
        }
    }
    format!("(;GM[1]FF[4]SZ[{w}:{h}]KM[7.5]RU[{rules}]AB{ab}AW{aw})").into_bytes()
}

/// The game of a drawn position (see `setup_sgf`).
pub fn drawn(drawing: &str, rules: &str) -> *mut ty_game {
    let (s, g, _, rec) = replay_sgf(&setup_sgf(drawing, rules), TY_REPLAY_TOLERANT);
    assert_eq!(s, S::Ok);
    unsafe { ty_record_free(rec) };
    g
}

// 9×9: Black's pass-alive chain on columns 0–3 holds the White stone at (3,1)
// in a three-point area whose empty points all touch it: dead for certain.
// White's wall on columns 4–8 has the eyes (0,5) and (0,7). Counted by hand:
// Black 36 points (31 stones, 4 empty, the dead stone's), White 45.
pub const DEAD_INSIDE: &str = "
. X . X O . O . O
X X X X O O O O O
X . X X O . . . .
X O X X O . . . .
X . X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
";

// 7×4: the outer chains are pass-alive; White's column 2 and Black's column 4
// (with (2,3), (3,3)) share their only liberties (0,3) and (1,3): seki.
pub const SEKI: &str = "
. X O . X O .
X X O . X O O
. X O X X O .
X X O X X O O
";

pub fn score_estimated(g: *const ty_game, playouts: u32) -> (ty_status, Vec<u32>, u32, String) {
    let mut dead = vec![9999u32; 81];
    let (mut n, mut estimated, mut sp) = (0usize, 9u32, null_mut());
    let s = unsafe {
        ty_game_score_estimated(
            g,
            playouts,
            0,
            dead.as_mut_ptr(),
            dead.len(),
            &mut n,
            &mut estimated,
            &mut sp,
        )
    };
    if s != S::Ok {
        assert!(sp.is_null());
        return (s, Vec::new(), estimated, String::new());
    }
    dead.truncate(n);
    let re = text(|b, l, z| unsafe { ty_score_result(sp, TY_FORMAT_SGF, b, l, z) }).unwrap();
    unsafe { ty_score_free(sp) };
    (s, dead, estimated, re)
}

//! Fuzz target: bytes become a sequence of C ABI calls on a few live handles,
//! with NULL pointers, short or empty buffers, out-of-range points, colours and
//! choices, and random SGF bytes. After every call: the status is a documented
//! one and never `TY_STATUS_INTERNAL` (no panic reached the boundary); a short
//! buffer reports a needed size larger than it, a success one that fits; the
//! legal-point buffer agrees with `ty_game_is_legal`.
//!
//! Needs in fuzz/Cargo.toml (the ffi library is also named `tianyuan`, so rename it):
//!   tianyuan-ffi = { package = "tianyuan-ffi", path = "../rules-ffi" }
//! and a `[[bin]] name = "ffi_calls" path = "fuzz_targets/ffi_calls.rs"` entry.
#![no_main]

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use libfuzzer_sys::fuzz_target;
use tianyuan_ffi::*;

fn documented(s: ty_status) {
    assert!(
        ty_status::from_u32(s as u32).is_some(),
        "undocumented status {}",
        s as u32
    );
    assert_ne!(s, ty_status::Internal, "a panic reached the C boundary");
}

/// Checks the buffer contract of a call that filled `len` items and reported `needed`.
fn buffer(s: ty_status, len: usize, needed: usize) {
    documented(s);
    match s {
        ty_status::BufferTooSmall => assert!(needed > len),
        ty_status::Ok => assert!(needed <= len),
        _ => {}
    }
}

struct Bytes<'a>(std::slice::Iter<'a, u8>);

impl Bytes<'_> {
    fn u8(&mut self) -> u8 {
        self.0.next().copied().unwrap_or(0)
    }
    fn u32(&mut self) -> u32 {
        // Mostly small values (points, choices), sometimes huge ones.
        match self.u8() {
            250 => u32::MAX,
            251 => 1 << 31,
            b => u32::from(b % 30),
        }
    }
    fn len(&mut self) -> usize {
        usize::from(self.u8() % 64)
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data.iter());
    let mut rules = null_mut();
    assert_eq!(unsafe { ty_rules_new(&mut rules) }, ty_status::Ok);
    let mut games: Vec<*mut ty_game> = Vec::new();
    let mut record = null_mut();
    assert_eq!(unsafe { ty_record_new(&mut record) }, ty_status::Ok);
    let mut text = [0 as c_char; 64];
    let mut cells = [0u8; 640];
    let mut words = [0u32; 64];
    let mut needed = 0usize;
    let (mut u, mut v) = (0u32, 0u32);
    let mut k = 0i32;

    for _ in 0..200 {
        if b.0.len() == 0 {
            break;
        }
        let op = b.u8();
        // A live game, or NULL one time in eight.
        let g = if games.is_empty() || op & 0xe0 == 0xe0 {
            null_mut()
        } else {
            games[usize::from(b.u8()) % games.len()]
        };
        let s = unsafe {
            match op % 24 {
                0 => {
                    let mut out = null_mut();
                    let (w, h) = (b.u32(), b.u32());
                    let s = ty_game_new(w, h, rules, &mut out);
                    if s == ty_status::Ok && games.len() < 4 {
                        games.push(out);
                    } else {
                        ty_game_free(out);
                    }
                    s
                }
                1 => ty_game_play(g, b.u32(), b.u32()),
                2 => ty_game_play_as(g, b.u32() % 4, b.u32(), b.u32()),
                3 => ty_game_pass(g),
                4 => ty_game_undo(g),
                5 => ty_game_resign(g, b.u32() % 4),
                6 => ty_game_is_legal(g, b.u32(), b.u32()),
                7 => {
                    let len = usize::from(b.u8()) * 3;
                    let s = ty_game_legal_points(g, cells.as_mut_ptr(), len, &mut needed);
                    buffer(s, len, needed);
                    if s == ty_status::Ok {
                        let (mut w, mut h) = (0, 0);
                        assert_eq!(ty_game_size(g, &mut w, &mut h), ty_status::Ok);
                        for (i, &cell) in cells.iter().enumerate().take(needed) {
                            let legal = ty_game_is_legal(g, i as u32 / w, i as u32 % w);
                            assert_eq!(cell == 1, legal == ty_status::Ok);
                        }
                    }
                    s
                }
                8 => {
                    let len = usize::from(b.u8()) * 3;
                    let s = ty_game_board(g, cells.as_mut_ptr(), len, &mut needed);
                    buffer(s, len, needed);
                    s
                }
                9 => {
                    let len = b.len();
                    let s = ty_game_last_captured(g, words.as_mut_ptr(), len, &mut needed);
                    buffer(s, len, needed);
                    s
                }
                10 => {
                    let len = b.len();
                    let s = ty_game_result(g, b.u32() % 4, text.as_mut_ptr(), len, &mut needed);
                    buffer(s, len, needed);
                    s
                }
                11 => {
                    let n = b.len() % 8;
                    for w in words.iter_mut().take(n) {
                        *w = b.u32().wrapping_mul(13) % 700;
                    }
                    let mut score = null_mut();
                    let s = if b.u8() % 2 == 0 {
                        ty_game_score(g, words.as_ptr(), n, &mut score)
                    } else {
                        ty_game_agree_dead_stones(g, words.as_ptr(), n, &mut score)
                    };
                    if s == ty_status::Ok {
                        let len = b.len();
                        let r = ty_score_result(
                            score,
                            b.u32() % 4,
                            text.as_mut_ptr(),
                            len,
                            &mut needed,
                        );
                        buffer(r, len, needed);
                        documented(ty_score_counts(score, &mut u, &mut v));
                        documented(ty_score_margin_half_points(score, &mut k));
                    }
                    ty_score_free(score);
                    s
                }
                12 => ty_game_play_vertex(
                    g,
                    [c"D4", c"pass", c"Z99", c"", c"I1", c"a1"][usize::from(b.u8()) % 6].as_ptr(),
                ),
                13 => ty_game_resume(g, b.u32() % 4),
                14 => ty_game_agree_end(g),
                15 => {
                    let len = b.len();
                    let s = ty_game_last_error(g, text.as_mut_ptr(), len, &mut needed);
                    buffer(s, len, needed);
                    s
                }
                16 => ty_rules_set_ko(rules, b.u32()),
                17 => ty_rules_set_komi_half_points(rules, (b.u32() as i32).wrapping_mul(331)),
                18 => ty_rules_set_ending(rules, b.u32()),
                19 => {
                    let n = b.len().min(b.0.len());
                    let bytes: Vec<u8> = (0..n).map(|_| b.u8()).collect();
                    let s = ty_record_load_sgf(record, bytes.as_ptr(), bytes.len());
                    documented(ty_record_error_position(record, &mut u, &mut v));
                    s
                }
                20 => {
                    let mut out = null_mut();
                    let (w, h) = (b.u32(), b.u32());
                    let s = ty_game_new_handicap(w, h, rules, b.u32() % 12, &mut out);
                    ty_game_free(out);
                    s
                }
                21 => ty_game_to_move(g, if op & 1 == 0 { &mut u } else { null_mut() }),
                22 => ty_game_state(g, &mut u, &mut v),
                _ => ty_game_score(g, null(), 1 + b.len(), &mut null_mut()),
            }
        };
        documented(s);
    }
    unsafe {
        for g in games {
            ty_game_free(g);
        }
        ty_rules_free(rules);
        ty_record_free(record);
    }
});

//! Fuzz target: bytes become a sequence of C ABI calls on a few live handles,
//! with NULL pointers, short or empty buffers, out-of-range points, colours and
//! choices, and random SGF bytes. After every call: the status is a documented
//! one and never `TY_STATUS_INTERNAL` (no panic reached the boundary); a short
//! buffer reports a needed size larger than it, a success one that fits; the
//! legal-point buffer agrees with `ty_game_is_legal`.
//!
//! Life and death (`ty_game_ownership`, `ty_game_estimate_dead_stones`,
//! `ty_game_chain_status`, `ty_game_score_estimated`, with 1 to 8 playouts so
//! each input stays fast, sometimes 0 or too many): ownership in [-1, 1], a
//! short buffer reports width × height, chain status NONE exactly on the empty
//! points, dead stones increasing whole chains of stones, the estimated score
//! lifts the estimate's stones. SGF trees (`ty_sgf_tree_*`, two handles):
//! fuzzed bytes parsed, nodes navigated (parent and child agree), properties
//! set and removed with bad identifiers, values and NULLs, nodes added and
//! removed; a written text parses back and writes the same text again.
//!
//! Every other function of include/tianyuan.h is called from the modules in
//! fuzz_targets/ffi_calls/ (operation 35 modulo 36: the byte's sixth picks
//! the group, so the older operations keep their numbers): records and their
//! verdicts (`record.rs`, SGF built from the input), rules (`rules.rs`), more
//! game calls (`game.rs`), clocks and referees (`referee.rs`); `text.rs`
//! checks every text buffer the same way.
//!
//! Needs in fuzz/Cargo.toml (the ffi library is also named `tianyuan`, so rename it):
//!   tianyuan-ffi = { package = "tianyuan-ffi", path = "../rules-ffi" }
//! and a `[[bin]] name = "ffi_calls" path = "fuzz_targets/ffi_calls.rs"` entry.
#![no_main]

use std::ffi::c_char;
use std::ptr::{null, null_mut};

use libfuzzer_sys::fuzz_target;
use tianyuan_ffi::*;

#[path = "ffi_calls/game.rs"]
mod game;
#[path = "ffi_calls/record.rs"]
mod record;
#[path = "ffi_calls/referee.rs"]
mod referee;
#[path = "ffi_calls/rules.rs"]
mod rules;
#[path = "ffi_calls/text.rs"]
mod text;

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
    /// A playout count: mostly 1 to 8 (fast), sometimes 0 or too many.
    fn playouts(&mut self) -> u32 {
        match self.u8() {
            0 => 0,
            1 => TY_MAX_PLAYOUTS + 1,
            2 => u32::MAX,
            b => 1 + u32::from(b % 8),
        }
    }
    /// A playout count for the newer calls: 1 to 8 on zero bytes (the
    /// input's end), sometimes 0 or too many.
    fn light_playouts(&mut self) -> u32 {
        match self.u8() {
            250 => 0,
            251 => TY_MAX_PLAYOUTS + 1,
            252 => u32::MAX,
            b => 1 + u32::from(b % 8),
        }
    }
    fn index(&mut self) -> usize {
        match self.u8() {
            255 => usize::MAX,
            b => usize::from(b % 16),
        }
    }
}

/// Checks a call that fills a buffer of one item per point: a short buffer
/// reports width × height.
unsafe fn board_buffer(s: ty_status, g: *mut ty_game, len: usize, needed: usize) {
    documented(s);
    if matches!(s, ty_status::Ok | ty_status::BufferTooSmall) {
        let (mut w, mut h) = (0, 0);
        assert_eq!(ty_game_size(g, &mut w, &mut h), ty_status::Ok);
        assert_eq!(needed, (w * h) as usize);
        assert_eq!(s == ty_status::Ok, len >= needed);
    }
}

/// Dead stones: increasing flat indices of stones, whole chains (each dead
/// stone's neighbours of its colour are dead too).
unsafe fn check_dead(g: *mut ty_game, dead: &[u32], cells: &mut [u8]) {
    let (mut w, mut h) = (0, 0);
    assert_eq!(ty_game_size(g, &mut w, &mut h), ty_status::Ok);
    let mut n = 0;
    assert_eq!(
        ty_game_board(g, cells.as_mut_ptr(), cells.len(), &mut n),
        ty_status::Ok
    );
    assert!(dead.windows(2).all(|p| p[0] < p[1]), "dead not increasing");
    for &i in dead {
        assert!(
            i < w * h && cells[i as usize] != 0,
            "dead point {i} without a stone"
        );
        let (r, c) = (i / w, i % w);
        let mut near = vec![];
        if r > 0 {
            near.push(i - w);
        }
        if r + 1 < h {
            near.push(i + w);
        }
        if c > 0 {
            near.push(i - 1);
        }
        if c + 1 < w {
            near.push(i + 1);
        }
        for j in near {
            if cells[j as usize] == cells[i as usize] {
                assert!(dead.contains(&j), "chain of {i} dead only in part");
            }
        }
    }
}

const IDENTS: [&std::ffi::CStr; 8] = [c"C", c"B", c"AB", c"", c"b", c"XYZ", c"\xff", c"GN"];
const VALUES: [&std::ffi::CStr; 6] = [c"", c"aa", c"]", c"\\", c"x]y\\z", c"\xc3("];

/// One call on the SGF tree handles: parse fuzzed bytes, navigate, edit, or
/// write and re-parse (the text written reads back to the same games: a
/// second write gives the same text).
unsafe fn sgf_tree(b: &mut Bytes, op: u8, trees: &mut [*mut ty_sgf_tree; 2]) -> ty_status {
    let t = if op & 0xe0 == 0xe0 {
        null_mut()
    } else {
        trees[usize::from(op >> 4) % 2]
    };
    let (game, node) = (b.index(), b.index());
    let mut out = 0usize;
    let mut needed = 0usize;
    let mut text = [0 as c_char; 16];
    match op % 36 {
        28 => {
            let n = (usize::from(b.u8()) * 2).min(b.0.len());
            let bytes: Vec<u8> = (0..n).map(|_| b.u8()).collect();
            let s = ty_sgf_tree_parse(t, bytes.as_ptr(), bytes.len());
            let (mut line, mut col) = (9, 9);
            documented(ty_sgf_tree_error_position(t, &mut line, &mut col));
            if s == ty_status::Ok {
                assert_eq!((line, col), (0, 0));
            }
            let len = b.len() % 16;
            let e = ty_sgf_tree_last_error(t, text.as_mut_ptr(), len, &mut needed);
            buffer(e, len, needed);
            s
        }
        29 => match b.u8() % 5 {
            0 => ty_sgf_tree_game_count(t, &mut out),
            1 => {
                let s = ty_sgf_tree_node_count(t, game, &mut out);
                if s == ty_status::Ok {
                    assert!(out >= 1);
                }
                s
            }
            2 => {
                let s = ty_sgf_tree_parent(t, game, node, &mut out);
                if s == ty_status::Ok {
                    // The parent lists the node among its children.
                    let mut n = 0;
                    assert_eq!(ty_sgf_tree_child_count(t, game, out, &mut n), ty_status::Ok);
                    let found = (0..n).any(|i| {
                        let mut c = 0;
                        ty_sgf_tree_child(t, game, out, i, &mut c) == ty_status::Ok && c == node
                    });
                    assert!(found, "node {node} not a child of its parent {out}");
                }
                s
            }
            3 => ty_sgf_tree_child_count(t, game, node, &mut out),
            _ => {
                let s = ty_sgf_tree_child(t, game, node, b.index(), &mut out);
                if s == ty_status::Ok {
                    let mut p = 0;
                    assert_eq!(ty_sgf_tree_parent(t, game, out, &mut p), ty_status::Ok);
                    assert_eq!(p, node);
                }
                s
            }
        },
        30 => {
            let prop = b.index();
            let len = b.len() % 16;
            match b.u8() % 5 {
                0 => ty_sgf_tree_property_count(t, game, node, &mut out),
                1 => {
                    let s = ty_sgf_tree_property_ident(
                        t,
                        game,
                        node,
                        prop,
                        text.as_mut_ptr(),
                        len,
                        &mut needed,
                    );
                    buffer(s, len, needed);
                    s
                }
                2 => ty_sgf_tree_find_property(
                    t,
                    game,
                    node,
                    IDENTS[usize::from(b.u8()) % IDENTS.len()].as_ptr(),
                    &mut out,
                ),
                3 => {
                    let s = ty_sgf_tree_value_count(t, game, node, prop, &mut out);
                    if s == ty_status::Ok {
                        assert!(out >= 1);
                    }
                    s
                }
                _ => {
                    let s = ty_sgf_tree_value(
                        t,
                        game,
                        node,
                        prop,
                        b.index(),
                        text.as_mut_ptr(),
                        len,
                        &mut needed,
                    );
                    buffer(s, len, needed);
                    s
                }
            }
        }
        31 => {
            let ident = IDENTS[usize::from(b.u8()) % IDENTS.len()];
            let count = usize::from(b.u8() % 4);
            let mut values: Vec<*const c_char> = (0..count)
                .map(|_| VALUES[usize::from(b.u8()) % VALUES.len()].as_ptr())
                .collect();
            if op & 0x10 != 0 && count > 0 {
                values[count - 1] = null();
            }
            let ptr = if values.is_empty() && op & 0x20 != 0 {
                null()
            } else {
                values.as_ptr()
            };
            let s = ty_sgf_tree_set_property(t, game, node, ident.as_ptr(), ptr, count);
            if s == ty_status::Ok {
                let mut prop = 0;
                assert_eq!(
                    ty_sgf_tree_find_property(t, game, node, ident.as_ptr(), &mut prop),
                    ty_status::Ok
                );
                assert_eq!(
                    ty_sgf_tree_value_count(t, game, node, prop, &mut out),
                    ty_status::Ok
                );
                assert_eq!(out, count);
            }
            s
        }
        32 => ty_sgf_tree_remove_property(
            t,
            game,
            node,
            IDENTS[usize::from(b.u8()) % IDENTS.len()].as_ptr(),
        ),
        33 => {
            if b.u8() & 1 == 0 {
                let mut before = 0;
                let counted = ty_sgf_tree_node_count(t, game, &mut before) == ty_status::Ok;
                let s = ty_sgf_tree_add_child(t, game, node, &mut out);
                if s == ty_status::Ok {
                    assert!(counted);
                    assert_eq!(out, before);
                }
                s
            } else {
                ty_sgf_tree_remove_node(t, game, node)
            }
        }
        _ => {
            // Write, re-parse the text into the other handle, write again.
            let len = b.len();
            let mut small = vec![0 as c_char; len];
            let s = ty_sgf_tree_write(t, small.as_mut_ptr(), len, &mut needed);
            buffer(s, len, needed);
            if matches!(s, ty_status::Ok | ty_status::BufferTooSmall) {
                let mut first = vec![0 as c_char; needed];
                assert_eq!(
                    ty_sgf_tree_write(t, first.as_mut_ptr(), needed, &mut out),
                    ty_status::Ok
                );
                assert_eq!(out, needed);
                let other = if t == trees[0] { trees[1] } else { trees[0] };
                let s2 = ty_sgf_tree_parse(other, first.as_ptr().cast(), needed - 1);
                assert_eq!(s2, ty_status::Ok, "the written text does not parse back");
                let mut second = vec![0 as c_char; needed];
                let s3 = ty_sgf_tree_write(other, second.as_mut_ptr(), needed, &mut out);
                assert_eq!(
                    s3,
                    ty_status::Ok,
                    "the text read back is longer: {out} > {needed}"
                );
                assert_eq!(first, second, "the text read back writes otherwise");
            }
            s
        }
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
    let mut own = [0f32; 512];
    let mut big = [0u32; 512];
    let mut trees = [null_mut(); 2];
    let mut officials = referee::Officials {
        clock: null_mut(),
        referee: null_mut(),
    };
    for t in &mut trees {
        assert_eq!(unsafe { ty_sgf_tree_new(t) }, ty_status::Ok);
    }

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
            match op % 36 {
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
                    // A fuzzed length up to the buffer's own (a true length).
                    let len = (usize::from(b.u8()) * 3).min(cells.len());
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
                    let len = (usize::from(b.u8()) * 3).min(cells.len());
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
                23 => {
                    let len = b.u8() as usize * 2;
                    let (playouts, seed) = (b.playouts(), u64::from(b.u8()));
                    let count = if op & 0x10 == 0 {
                        &mut needed as *mut usize
                    } else {
                        null_mut()
                    };
                    let s = ty_game_ownership(g, playouts, seed, own.as_mut_ptr(), len, count);
                    if !count.is_null() {
                        board_buffer(s, g, len, needed);
                    }
                    if s == ty_status::Ok {
                        for &o in &own[..needed] {
                            assert!((-1.0..=1.0).contains(&o), "ownership {o} out of [-1, 1]");
                        }
                    }
                    s
                }
                24 => {
                    let len = b.u8() as usize * 2;
                    let (playouts, seed) = (b.playouts(), u64::from(b.u8()));
                    let s = ty_game_estimate_dead_stones(
                        g,
                        playouts,
                        seed,
                        big.as_mut_ptr(),
                        len,
                        &mut needed,
                    );
                    buffer(s, len, needed);
                    if s == ty_status::Ok {
                        check_dead(g, &big[..needed], &mut cells);
                    }
                    s
                }
                25 => {
                    let len = b.u8() as usize * 2;
                    let (playouts, seed) = (b.playouts(), u64::from(b.u8()));
                    let mut status = [0u8; 512];
                    let s = ty_game_chain_status(
                        g,
                        playouts,
                        seed,
                        status.as_mut_ptr(),
                        len,
                        &mut needed,
                    );
                    board_buffer(s, g, len, needed);
                    if s == ty_status::Ok {
                        // NONE exactly on the empty points.
                        let mut n = 0;
                        assert_eq!(
                            ty_game_board(g, cells.as_mut_ptr(), cells.len(), &mut n),
                            ty_status::Ok
                        );
                        for (i, &st) in status[..needed].iter().enumerate() {
                            assert!(st <= TY_CHAIN_STATUS_KO, "chain status {st}");
                            assert_eq!(st == TY_CHAIN_STATUS_NONE, cells[i] == 0, "at {i}");
                        }
                    }
                    s
                }
                26 => {
                    let len = b.u8() as usize * 2;
                    let (playouts, seed) = (b.playouts(), u64::from(b.u8()));
                    let mut score = null_mut();
                    let mut estimated = 7u32;
                    let s = ty_game_score_estimated(
                        g,
                        playouts,
                        seed,
                        big.as_mut_ptr(),
                        len,
                        &mut needed,
                        if op & 0x10 == 0 {
                            &mut estimated
                        } else {
                            null_mut()
                        },
                        &mut score,
                    );
                    buffer(s, len, needed);
                    if s == ty_status::Ok {
                        assert!(estimated <= 1);
                        let dead = big[..needed].to_vec();
                        check_dead(g, &dead, &mut cells);
                        if estimated == 1 {
                            // The same stones as the estimate with the same seed.
                            let mut again = [0u32; 512];
                            let mut n = 0;
                            assert_eq!(
                                ty_game_estimate_dead_stones(
                                    g,
                                    playouts,
                                    seed,
                                    again.as_mut_ptr(),
                                    again.len(),
                                    &mut n
                                ),
                                ty_status::Ok
                            );
                            assert_eq!(&again[..n], &dead[..]);
                        }
                        documented(ty_score_counts(score, &mut u, &mut v));
                    } else {
                        assert!(score.is_null());
                    }
                    ty_score_free(score);
                    s
                }
                27 => {
                    let r = if op & 0x10 == 0 { rules } else { null_mut() };
                    let s = ty_rules_set_dead_stones(r, b.u32());
                    let mut d = 9;
                    let t = ty_rules_get_dead_stones(r, &mut d);
                    documented(t);
                    if t == ty_status::Ok {
                        assert!(d <= TY_DEAD_STONES_PASS_ALIVE_TERRITORY);
                    }
                    s
                }
                28..=34 => sgf_tree(&mut b, op, &mut trees),
                // 35, 71, ..., 251: the old call (35) and the groups after it.
                _ => match op / 36 {
                    1 | 4 => record::record_op(&mut b, record, rules),
                    2 => rules::rules_op(&mut b, rules),
                    3 | 6 => game::game_op(&mut b, g, &mut games, rules),
                    5 => referee::officials_op(&mut b, &mut officials, g),
                    _ => ty_game_score(g, null(), 1 + b.len(), &mut null_mut()),
                },
            }
        };
        documented(s);
    }
    drop(officials);
    unsafe {
        for g in games {
            ty_game_free(g);
        }
        ty_rules_free(rules);
        ty_record_free(record);
        for t in trees {
            ty_sgf_tree_free(t);
        }
    }
});

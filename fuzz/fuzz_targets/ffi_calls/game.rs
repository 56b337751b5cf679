//! Game calls beyond play and the estimate's main outputs: copies
//! (`ty_game_clone`, `ty_game_rules`), the legal mask, move number, hash,
//! prisoners, counts (`ty_game_count`, `ty_count_result`), the SGF of a game
//! read back (`ty_game_to_sgf`), free handicap, the estimate's playouts,
//! certainty and vital points, the score's winner, and
//! `ty_sgf_tree_parse_with_limit`.

use std::ptr::{null, null_mut};

use tianyuan_ffi::*;

use crate::text::text;
use crate::{board_buffer, documented, Bytes};

/// Width and height of a live game.
unsafe fn size(g: *const ty_game) -> (u32, u32) {
    let (mut w, mut h) = (0, 0);
    assert_eq!(ty_game_size(g, &mut w, &mut h), ty_status::Ok);
    (w, h)
}

/// The board bytes of a live game.
unsafe fn board(g: *const ty_game) -> Vec<u8> {
    let (w, h) = size(g);
    let mut cells = vec![9u8; (w * h) as usize];
    let mut n = 0;
    assert_eq!(
        ty_game_board(g, cells.as_mut_ptr(), cells.len(), &mut n),
        ty_status::Ok
    );
    cells
}

/// Komi in half points of a live game's rules.
unsafe fn komi(g: *const ty_game) -> i32 {
    let mut r = null_mut();
    assert_eq!(ty_game_rules(g, &mut r), ty_status::Ok);
    let mut k = 0;
    assert_eq!(ty_rules_get_komi_half_points(r, &mut k), ty_status::Ok);
    ty_rules_free(r);
    k
}

/// A `ty_count_parts` no call writes, to see `*out` untouched on error.
fn unwritten() -> ty_count_parts {
    ty_count_parts {
        scoring: 77,
        tax: 77,
        stones: [77; 2],
        territory: [77; 2],
        captures: [77; 2],
        dead_lifted: [77; 2],
        prisoners: [77; 2],
        seki_points: [77; 2],
        false_eyes: [77; 2],
        groups_taxed: [77; 2],
        dame: 77,
        open_points: 77,
        open_by_side: [77; 2],
        totals_half_points: [77; 2],
        margin_half_points: 77,
        button: 77,
    }
}

/// One call on game `g` (NULL allowed); a new game may join `games`.
pub unsafe fn game_op(
    b: &mut Bytes,
    g: *mut ty_game,
    games: &mut Vec<*mut ty_game>,
    rules: *const ty_rules,
) -> ty_status {
    let live = !g.is_null();
    let (playouts, seed) = (b.light_playouts(), u64::from(b.u8()));
    let valid = (1..=TY_MAX_PLAYOUTS).contains(&playouts);
    let s = match b.u8() % 13 {
        0 => {
            let mut c = null_mut();
            let s = ty_game_clone(g, &mut c);
            if s == ty_status::Ok {
                let (mut h1, mut h2, mut m1, mut m2) = (0, 1, 0, 1);
                assert_eq!(ty_game_hash(g, &mut h1), ty_status::Ok);
                assert_eq!(ty_game_hash(c, &mut h2), ty_status::Ok);
                assert_eq!(ty_game_move_number(g, &mut m1), ty_status::Ok);
                assert_eq!(ty_game_move_number(c, &mut m2), ty_status::Ok);
                assert_eq!((h1, m1), (h2, m2), "a copy differs");
                assert!(m1 >= 1);
                assert_eq!(board(g), board(c));
                if games.len() < 4 && b.u8().is_multiple_of(2) {
                    games.push(c);
                } else {
                    ty_game_free(c);
                }
            } else {
                assert!(c.is_null());
            }
            s
        }
        1 => {
            let mut mask = [7u8; 700];
            let len = (usize::from(b.u8()) * 3).min(mask.len());
            let mut count = usize::MAX;
            let s = ty_game_legal_mask(g, mask.as_mut_ptr(), len, &mut count);
            documented(s);
            if live {
                let (w, h) = size(g);
                let points = (w * h) as usize;
                assert_eq!(count, points + 1);
                assert_eq!(s == ty_status::Ok, len > points, "{s:?}");
                if s == ty_status::Ok {
                    let mut legal = [7u8; 700];
                    let mut n = 0;
                    let t = ty_game_legal_points(g, legal.as_mut_ptr(), legal.len(), &mut n);
                    assert_eq!(t, ty_status::Ok);
                    assert_eq!(&mask[..points], &legal[..points], "mask and legal points");
                    let (mut state, mut loser) = (0, 0);
                    assert_eq!(ty_game_state(g, &mut state, &mut loser), ty_status::Ok);
                    let pass = u8::from(state == TY_STATE_ONGOING);
                    assert_eq!(mask[points], pass, "the pass in state {state}");
                    assert!(mask[len..].iter().all(|&c| c == 7));
                } else {
                    assert!(mask.iter().all(|&c| c == 7), "written on error");
                }
            }
            s
        }
        2 => {
            let mut out = [77u32; 2];
            let s = ty_game_prisoners(g, out.as_mut_ptr());
            if s == ty_status::Ok {
                let (w, h) = size(g);
                // Each capture is a move's work: bounded by the moves played.
                let mut m = 0;
                assert_eq!(ty_game_move_number(g, &mut m), ty_status::Ok);
                assert!(out[0] + out[1] <= m * w * h, "prisoners {out:?}");
            } else {
                assert_eq!(out, [77; 2]);
            }
            s
        }
        3 | 4 => {
            let (w, h) = if live { size(g) } else { (5, 5) };
            let n_dead = usize::from(b.u8() % 4);
            let n_seki = usize::from(b.u8() % 3);
            let mut dead = [0u32; 4];
            let mut seki = [0u32; 3];
            for d in dead.iter_mut().chain(seki.iter_mut()) {
                *d = match b.u8() {
                    255 => u32::MAX,
                    v => u32::from(v) * 3 % (w * h + 2),
                };
            }
            let map_len = match b.u8() % 3 {
                0 => 0,
                1 => usize::from(b.u8()),
                _ => (w * h) as usize,
            };
            let mut map = vec![99i8; map_len.max(1)];
            let mut parts = unwritten();
            let dp = if n_dead == 0 && b.u8().is_multiple_of(2) {
                null()
            } else {
                dead.as_ptr()
            };
            let sp = if n_seki == 0 { null() } else { seki.as_ptr() };
            let s = ty_game_count(
                g,
                dp,
                n_dead,
                sp,
                n_seki,
                &mut parts,
                map.as_mut_ptr(),
                map_len,
            );
            documented(s);
            if s == ty_status::Ok {
                let p = &parts;
                assert!(p.scoring <= TY_SCORING_TERRITORY && p.tax <= TY_TAX_ALL && p.button <= 2);
                for i in 0..2 {
                    assert_eq!(p.prisoners[i], p.captures[i] + p.dead_lifted[i], "{p:?}");
                    assert!(p.stones[i] + p.territory[i] <= w * h, "{p:?}");
                }
                assert!(
                    p.open_by_side[0] + p.open_by_side[1] <= p.open_points,
                    "{p:?}"
                );
                if map_len > 0 {
                    assert!(map[..(w * h) as usize].iter().all(|c| (-7..=7).contains(c)));
                }
                let format = if b.u8() % 8 == 7 {
                    b.u32()
                } else {
                    b.u32() % 3
                };
                let (t, _) = text(b, true, |q, l, n| ty_count_result(&parts, format, q, l, n));
                if t != ty_status::BufferTooSmall {
                    assert_eq!(t == ty_status::Ok, format <= TY_FORMAT_CHINESE, "{t:?}");
                }
            } else {
                assert_eq!(parts, unwritten(), "written on error {s:?}");
                assert!(map.iter().all(|&c| c == 99), "map written on error");
            }
            s
        }
        5 => {
            let (s, sgf) = text(b, true, |q, l, n| ty_game_to_sgf(g, q, l, n));
            if let Some(sgf) = sgf {
                // Read back: the same board, move number and komi.
                let mut record = null_mut();
                assert_eq!(ty_record_new(&mut record), ty_status::Ok);
                let t = ty_record_load_sgf(record, sgf.as_ptr(), sgf.len());
                assert_eq!(t, ty_status::Ok, "{}", String::from_utf8_lossy(&sgf));
                let (mut back, mut n) = (null_mut(), 0);
                let t = ty_record_replay(record, 0, null(), TY_REPLAY_TOLERANT, &mut back, &mut n);
                assert_eq!(t, ty_status::Ok, "{}", String::from_utf8_lossy(&sgf));
                assert_eq!(board(back), board(g), "{}", String::from_utf8_lossy(&sgf));
                assert_eq!(komi(back), komi(g), "{}", String::from_utf8_lossy(&sgf));
                ty_game_free(back);
                ty_record_free(record);
            }
            s
        }
        6 => {
            let (w, h) = (b.u32(), b.u32());
            let count = usize::from(b.u8() % 6);
            let points: Vec<u32> = (0..count).map(|_| b.u32().wrapping_mul(7) % 90).collect();
            let mut out = null_mut();
            let s = ty_game_new_free_handicap(w, h, rules, points.as_ptr(), count, &mut out);
            if s == ty_status::Ok {
                let cells = board(out);
                for (i, &c) in cells.iter().enumerate() {
                    assert_eq!(c == 1, points.contains(&(i as u32)), "at {i}");
                }
                let mut to = 0;
                assert_eq!(ty_game_to_move(out, &mut to), ty_status::Ok);
                assert_eq!(to, TY_COLOR_WHITE);
                ty_game_free(out);
            } else {
                assert!(out.is_null());
            }
            s
        }
        7 => {
            let mut out = 77;
            let s = ty_game_estimate_playouts_run(g, playouts, seed, &mut out);
            if live && !valid {
                assert_eq!(s, ty_status::LifePlayoutsOutOfRange);
            }
            if s == ty_status::Ok {
                assert!(out <= playouts);
            } else {
                assert_eq!(out, 77);
            }
            s
        }
        8 => {
            let len = usize::from(b.u8()) * 3;
            let mut buf = vec![7u8; len];
            let mut count = 0;
            let s = ty_game_chain_certain(g, playouts, seed, buf.as_mut_ptr(), len, &mut count);
            if live && valid {
                board_buffer(s, g, len, count);
            }
            if s == ty_status::Ok {
                for (i, (&c, &stone)) in buf.iter().zip(&board(g)).enumerate() {
                    assert!(c <= 1, "certain {c} at {i}");
                    assert!(stone != 0 || c == 0, "an empty point certain at {i}");
                }
            } else {
                assert!(buf.iter().all(|&c| c == 7));
            }
            s
        }
        9 => {
            let len = usize::from(b.u8()) * 3;
            let mut buf = vec![-7i32; len];
            let mut count = 0;
            let s = ty_game_chain_vital_point(g, playouts, seed, buf.as_mut_ptr(), len, &mut count);
            if live && valid {
                board_buffer(s, g, len, count);
            }
            if s == ty_status::Ok {
                let cells = board(g);
                for (i, &v) in buf[..count].iter().enumerate() {
                    assert!(
                        v == -1 || (0..count as i32).contains(&v),
                        "vital {v} at {i}"
                    );
                    assert!(
                        cells[i] != 0 || v == -1,
                        "an empty point with a vital point"
                    );
                }
            } else {
                assert!(buf.iter().all(|&c| c == -7));
            }
            s
        }
        10 => {
            let mut score = null_mut();
            let s = ty_game_score(g, null(), 0, &mut score);
            let (mut winner, mut half, mut quarter) = (77, 77, 78);
            let t = ty_score_winner(score, &mut winner);
            let u = ty_score_margin_half_points(score, &mut half);
            let v = ty_score_margin_quarter_stones(score, &mut quarter);
            if s == ty_status::Ok {
                assert_eq!((t, u, v), (ty_status::Ok, ty_status::Ok, ty_status::Ok));
                assert_eq!(half, quarter, "the same integer");
                let expected = match half {
                    0 => TY_COLOR_NONE,
                    m if m > 0 => TY_COLOR_BLACK,
                    _ => TY_COLOR_WHITE,
                };
                assert_eq!(winner, expected, "margin {half}");
            } else {
                let null = ty_status::NullPointer;
                assert_eq!((t, u, v), (null, null, null));
            }
            ty_score_free(score);
            s
        }
        11 => {
            let mut r = null_mut();
            let s = ty_game_rules(g, &mut r);
            if s == ty_status::Ok {
                let mut k = 0;
                assert_eq!(ty_rules_get_komi_half_points(r, &mut k), ty_status::Ok);
                ty_rules_free(r);
            } else {
                assert!(r.is_null());
            }
            s
        }
        _ => {
            let mut tree = null_mut();
            assert_eq!(ty_sgf_tree_new(&mut tree), ty_status::Ok);
            let sgf = crate::record::sgf(b);
            let limit = match b.u8() % 4 {
                0 => 0,
                1 => usize::from(b.u8() % 8),
                _ => TY_SGF_MAX_NODES,
            };
            let s = ty_sgf_tree_parse_with_limit(tree, sgf.as_ptr(), sgf.len(), limit);
            let t = ty_sgf_tree_parse(tree, sgf.as_ptr(), sgf.len());
            documented(s);
            documented(t);
            if limit == 0 {
                assert_ne!(s, ty_status::Ok, "a limit of 0 nodes refuses every input");
            } else if limit == TY_SGF_MAX_NODES {
                assert_eq!(s, t, "the default limit is TY_SGF_MAX_NODES");
            } else if t != ty_status::Ok {
                assert_ne!(s, ty_status::Ok, "a limit made it parse");
            }
            ty_sgf_tree_free(tree);
            s
        }
    };
    documented(s);
    s
}

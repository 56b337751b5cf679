//! `ty_record` and replay: loading SGF, replay errors, strict and tolerant replay, writing SGF.

use crate::common::*;

#[test]
fn sgf_records_load_and_report_where_they_fail() {
    unsafe {
        let mut rec = null_mut();
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        let (mut w, mut h, mut z) = (0, 0, 9usize);
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 0);
        assert_eq!(
            ty_record_board_size(rec, 0, &mut w, &mut h),
            S::SgfNotLoaded
        );
        let sgf = b"(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[dd])(;SZ[13])";
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 2);
        assert_eq!(ty_record_board_size(rec, 0, &mut w, &mut h), S::Ok);
        assert_eq!((w, h), (9, 9));
        assert_eq!(ty_record_board_size(rec, 1, &mut w, &mut h), S::Ok);
        assert_eq!((w, h), (13, 13));
        assert_eq!(ty_record_board_size(rec, 2, &mut w, &mut h), S::OutOfRange);

        // Errors keep the games loaded before.
        assert_eq!(
            ty_record_load_sgf(rec, b"hello".as_ptr(), 5),
            S::SgfNoGameTree
        );
        assert_eq!(ty_record_load_sgf(rec, null(), 0), S::SgfNoGameTree);
        let bad = b"(;GM[1]\n;B[cc]\n;W[dd";
        assert_eq!(
            ty_record_load_sgf(rec, bad.as_ptr(), bad.len()),
            S::SgfUnterminatedValue
        );
        let (mut line, mut col) = (0, 0);
        assert_eq!(ty_record_error_position(rec, &mut line, &mut col), S::Ok);
        assert_eq!(line, 3, "the value opened on line 3 never closes");
        assert!(col >= 1);
        let detail = text(|b, l, n| ty_record_last_error(rec, b, l, n)).unwrap();
        assert!(detail.contains("line 3"), "{detail}");
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 2);
        // A good load clears the position.
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
        assert_eq!(ty_record_error_position(rec, &mut line, &mut col), S::Ok);
        assert_eq!((line, col), (0, 0));
        ty_record_free(rec);
    }
}

#[test]
fn replay_errors_have_one_status_each() {
    // Each ReplayError kind still returned from a record that raises it, in
    // both modes; set-up chains without liberties and set-up after moves are
    // now read (removed with a note; applied between the moves), so those
    // records replay in both modes and their statuses are no longer returned.
    let cases: [(&[u8], ty_status, ty_status); 4] = [
        (b"(;GM[2]SZ[9])", S::ReplayNotGo, S::ReplayNotGo),
        (b"(;GM[1]SZ[30])", S::ReplayBoardSize, S::ReplayBoardSize),
        // 2002 art. 3-4: the Black stone at A3 (aa) has no liberty: removed.
        (b"(;GM[1]SZ[3]AB[aa]AW[ba][ab])", S::Ok, S::Ok),
        (b"(;GM[1]SZ[9];B[cc];AB[dd];W[ee])", S::Ok, S::Ok),
    ];
    let mut seen = HashSet::new();
    for (sgf, strict, tolerant) in cases {
        for (mode, expected) in [(TY_REPLAY_STRICT, strict), (TY_REPLAY_TOLERANT, tolerant)] {
            let (s, g, n, rec) = replay_sgf(sgf, mode);
            assert_eq!(s, expected, "{}", String::from_utf8_lossy(sgf));
            if s == S::Ok {
                assert_eq!(n, 0);
                assert!(!g.is_null());
            } else {
                assert!(g.is_null(), "no game written on failure");
                assert_eq!(n, 99, "no count written on failure");
                let detail = text(|b, l, n| unsafe { ty_record_last_error(rec, b, l, n) });
                assert!(!detail.unwrap().is_empty());
            }
            unsafe {
                ty_game_free(g);
                ty_record_free(rec);
            }
        }
        if strict != S::Ok {
            assert!((430..434).contains(&(strict as u32)));
            assert!(seen.insert(strict as u32));
        }
    }
    assert_eq!(seen.len(), 2);
}

#[test]
fn an_sz_that_is_not_a_size_is_refused_as_an_unsupported_one() {
    // SZ[0], SZ[abc] … were replayed on a guessed 19x19 board (TY_STATUS_OK);
    // now, as SZ[26]: the record's size is refused (its own status for a value
    // that is not a size), replay fails with REPLAY_BOARD_SIZE, the detail
    // names the value.
    let cases: [(&str, ty_status, &str); 5] = [
        ("0", S::BadSgfSize, "SZ[0]"),
        ("abc", S::BadSgfSize, "SZ[abc]"),
        ("19:0", S::BadSgfSize, "SZ[19:0]"),
        ("1", S::BadSize, "1x1"),
        ("26", S::BadSize, "26x26"),
    ];
    for (sz, size_status, named) in cases {
        let sgf = format!("(;GM[1]SZ[{sz}];B[aa])");
        let rec = record(sgf.as_bytes());
        let (mut w, mut h) = (7u32, 7u32);
        unsafe {
            assert_eq!(
                ty_record_board_size(rec, 0, &mut w, &mut h),
                size_status,
                "SZ[{sz}]"
            );
        }
        assert_eq!((w, h), (7, 7), "nothing written on failure");
        let detail = text(|b, l, n| unsafe { ty_record_last_error(rec, b, l, n) }).unwrap();
        assert!(detail.contains(named), "{detail}");
        unsafe { ty_record_free(rec) };
        for mode in [TY_REPLAY_STRICT, TY_REPLAY_TOLERANT] {
            let (s, g, _, rec) = replay_sgf(sgf.as_bytes(), mode);
            assert_eq!(s, S::ReplayBoardSize, "SZ[{sz}]");
            assert!(g.is_null());
            let detail = text(|b, l, n| unsafe { ty_record_last_error(rec, b, l, n) }).unwrap();
            assert!(detail.contains(named), "{detail}");
            unsafe { ty_record_free(rec) };
        }
    }
    let rec = record(b"(;GM[1]SZ[19:13];B[aa])");
    let (mut w, mut h) = (0u32, 0u32);
    unsafe {
        assert_eq!(ty_record_board_size(rec, 0, &mut w, &mut h), S::Ok);
        ty_record_free(rec);
    }
    assert_eq!((w, h), (19, 13));
}

#[test]
fn replay_null_pointers_modes_and_indices() {
    unsafe {
        let rec = record(b"(;GM[1]SZ[9];B[cc])");
        let mut g = null_mut();
        let mut n = 0u32;
        let (mut a, mut b, mut c) = (0u32, 0u32, 0u32);
        let mut z = 0usize;
        let mut buf = [0 as c_char; 8];
        let strict = TY_REPLAY_STRICT;
        assert_eq!(
            ty_record_replay(null(), 0, null(), strict, &mut g, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), strict, null_mut(), &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), strict, &mut g, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), 2, &mut g, &mut n),
            S::OutOfRange
        );
        assert_eq!(
            ty_record_replay(rec, 1, null(), strict, &mut g, &mut n),
            S::OutOfRange
        );
        assert!(g.is_null());
        assert_eq!(
            ty_record_violation(null(), 0, &mut a, &mut b, &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, null_mut(), &mut b, &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, null_mut(), &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, &mut b, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, &mut b, &mut c),
            S::OutOfRange
        );
        assert_eq!(
            ty_record_violation_text(null(), 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation_text(rec, 0, buf.as_mut_ptr(), 8, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation_text(rec, 0, null_mut(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_game_to_sgf(null(), buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        let empty = {
            let mut r = null_mut();
            assert_eq!(ty_record_new(&mut r), S::Ok);
            r
        };
        assert_eq!(
            ty_record_replay(empty, 0, null(), strict, &mut g, &mut n),
            S::SgfNotLoaded
        );
        ty_record_free(empty);

        // Rules given: they replace RU, KM still sets the komi.
        let r = rules(c"chinese-1988");
        let rec2 = record(b"(;GM[1]SZ[9]RU[Japanese]KM[6.5];B[cc])");
        assert_eq!(ty_record_replay(rec2, 0, r, strict, &mut g, &mut n), S::Ok);
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(g, &mut gr), S::Ok);
        let mut ko = 9;
        assert_eq!(ty_rules_get_ko(gr, &mut ko), S::Ok);
        assert_eq!(ko, TY_KO_POSITIONAL, "1988 art. 6: positional superko");
        let mut half = 0i32;
        assert_eq!(ty_rules_get_komi_half_points(gr, &mut half), S::Ok);
        assert_eq!(half, 13, "KM[6.5] is 13 half points");
        let mut gp = null_mut();
        assert_eq!(ty_game_new(9, 9, r, &mut gp), S::Ok);
        assert_eq!(
            ty_game_to_sgf(gp, null_mut(), 0, null_mut()),
            S::NullPointer
        );
        ty_rules_free(gr);
        ty_rules_free(r);
        ty_game_free(gp);
        ty_game_free(g);
        ty_record_free(rec2);
        ty_record_free(rec);
    }
}

#[test]
fn strict_replay_stops_at_the_violation_tolerant_goes_on() {
    // 9×9: B B9 (ba), W J1 (ii), B A8 (ab), W A9 (aa): White's stone at A9
    // would have no liberty and captures nothing, a forbidden point
    // (2002 art. 5). Then B C9 (ca), and W B9 (ba), an occupied point.
    let sgf = b"(;GM[1]SZ[9]KM[7.5];B[ba];W[ii];B[ab];W[aa];B[ca];W[ba])";
    let (s, g, n, rec) = replay_sgf(sgf, TY_REPLAY_STRICT);
    assert_eq!((s, n), (S::Ok, 1));
    unsafe {
        let mut number = 0;
        assert_eq!(ty_game_move_number(g, &mut number), S::Ok);
        assert_eq!(number, 4, "three moves played, move 4 is next");
        let mut to_move = 0;
        assert_eq!(ty_game_to_move(g, &mut to_move), S::Ok);
        assert_eq!(to_move, TY_COLOR_WHITE);
        assert_eq!(board(g)[0], TY_COLOR_NONE as u8, "A9 stays empty");
        let (mut m, mut c, mut why) = (0, 0, 0);
        assert_eq!(ty_record_violation(rec, 0, &mut m, &mut c, &mut why), S::Ok);
        assert_eq!((m, c, why), (4, TY_COLOR_WHITE, S::IllegalSuicide as u32));
        assert_eq!(
            ty_record_violation(rec, 1, &mut m, &mut c, &mut why),
            S::OutOfRange
        );
        let t = text(|b, l, n| ty_record_violation_text(rec, 0, b, l, n)).unwrap();
        assert!(t.starts_with("move 4: W A9: suicide"), "{t}");
        assert_eq!(last_error(g), t);
        ty_game_free(g);
        ty_record_free(rec);
    }
    let (s, g, n, rec) = replay_sgf(sgf, TY_REPLAY_TOLERANT);
    assert_eq!((s, n), (S::Ok, 2));
    unsafe {
        let (mut m, mut c, mut why) = (0, 0, 0);
        assert_eq!(ty_record_violation(rec, 1, &mut m, &mut c, &mut why), S::Ok);
        assert_eq!((m, c, why), (6, TY_COLOR_WHITE, S::IllegalOccupied as u32));
        let t = text(|b, l, n| ty_record_violation_text(rec, 1, b, l, n)).unwrap();
        assert_eq!(t, "move 6: W B9: the point is occupied");
        // B9 still holds Black's stone: the occupied move was skipped.
        assert_eq!(board(g)[1], TY_COLOR_BLACK as u8);
        assert_eq!(
            board(g)[2],
            TY_COLOR_BLACK as u8,
            "C9 played after the violation"
        );
        ty_game_free(g);
        ty_record_free(rec);
    }
}

#[test]
fn game_to_sgf_short_buffers_and_round_trip() {
    unsafe {
        let r = rules(c"chinese-2002");
        assert_eq!(ty_rules_set_komi_half_points(r, 13), S::Ok);
        let mut g = null_mut();
        assert_eq!(ty_game_new_handicap(9, 9, r, 2, &mut g), S::Ok);
        ty_rules_free(r);
        play_all(g, &[(4, 4), (2, 2), (4, 5)]);
        let mut needed = 0usize;
        assert_eq!(
            ty_game_to_sgf(g, null_mut(), 0, &mut needed),
            S::BufferTooSmall
        );
        let mut short = vec![0x55 as c_char; needed - 1];
        let mut again = 0usize;
        assert_eq!(
            ty_game_to_sgf(g, short.as_mut_ptr(), short.len(), &mut again),
            S::BufferTooSmall
        );
        assert_eq!(again, needed);
        assert!(
            short.iter().all(|&b| b == 0x55),
            "a short buffer stays untouched"
        );
        let sgf = text(|b, l, n| ty_game_to_sgf(g, b, l, n)).unwrap();
        assert!(sgf.contains("HA[2]") && sgf.contains("KM[6.5]"), "{sgf}");

        let (s, back, n, rec) = replay_sgf(sgf.as_bytes(), TY_REPLAY_STRICT);
        assert_eq!((s, n), (S::Ok, 0));
        assert_eq!(board(back), board(g));
        let (mut a, mut b) = (0, 0);
        assert_eq!(ty_game_to_move(g, &mut a), S::Ok);
        assert_eq!(ty_game_to_move(back, &mut b), S::Ok);
        assert_eq!(
            (a, b),
            (TY_COLOR_BLACK, TY_COLOR_BLACK),
            "W, B, W played after the handicap"
        );
        assert_eq!(ty_game_move_number(g, &mut a), S::Ok);
        assert_eq!(ty_game_move_number(back, &mut b), S::Ok);
        assert_eq!(a, b);
        let (mut hg, mut hb) = (0u64, 1u64);
        assert_eq!(ty_game_hash(g, &mut hg), S::Ok);
        assert_eq!(ty_game_hash(back, &mut hb), S::Ok);
        assert_eq!(hg, hb);
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(back, &mut gr), S::Ok);
        let mut half = 0;
        assert_eq!(ty_rules_get_komi_half_points(gr, &mut half), S::Ok);
        assert_eq!(half, 13);
        ty_rules_free(gr);
        ty_game_free(back);
        ty_game_free(g);
        ty_record_free(rec);
    }
}

#[test]
fn a_resignation_recorded_after_two_passes_is_the_result_and_the_count_is_beside_it() {
    // 5×5, komi 0: Black C3, both pass, RE[W+Resign]. The board counts
    // B+25 (Black's 25 points); the record's result, W+R, decides.
    let sgf = b"(;GM[1]SZ[5]KM[0]RU[Chinese]RE[W+Resign];B[cc];W[];B[])";
    let (s, g, n, rec) = replay_sgf(sgf, TY_REPLAY_TOLERANT);
    assert_eq!((s, n), (S::Ok, 0));
    unsafe {
        let (mut state, mut loser) = (0, 0);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_RESIGNATION, TY_COLOR_BLACK));
        let result = text(|b, l, n| ty_game_result(g, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(result, "W+R");
        let mut score = null_mut();
        assert_eq!(ty_game_score(g, null(), 0, &mut score), S::Ok);
        let count = text(|b, l, n| ty_score_result(score, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(count, "B+25");
        ty_score_free(score);
        ty_game_free(g);
        ty_record_free(rec);
    }
}

#[test]
fn the_headers_node_limit_is_the_cores() {
    // cbindgen writes the literal; the core's constant is the one parsers use.
    assert_eq!(TY_SGF_MAX_NODES, tianyuan::core_crate::sgf::MAX_NODES);
}

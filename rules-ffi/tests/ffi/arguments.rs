//! Bad arguments on every function: NULL pointers, short buffers, out-of-range points, sizes and choices.

use crate::common::*;

#[test]
fn null_pointers_are_refused_and_free_accepts_null() {
    unsafe {
        ty_rules_free(null_mut());
        ty_game_free(null_mut());
        ty_score_free(null_mut());
        ty_record_free(null_mut());

        let mut u = 7u32;
        let mut i = 7i32;
        let mut z = 7usize;
        let mut h = 7u64;
        let mut rp: *mut ty_rules = null_mut();
        let mut gp: *mut ty_game = null_mut();
        let mut sp: *mut ty_score = null_mut();
        let mut recp: *mut ty_record = null_mut();
        let mut buf = [0 as c_char; 8];
        let mut bytes = [0u8; 8];
        let mut words = [0u32; 8];
        let nr: *mut ty_rules = null_mut();
        let ng: *mut ty_game = null_mut();
        let ns: *mut ty_score = null_mut();
        let nrec: *mut ty_record = null_mut();

        // Constructors with NULL out-pointers or inputs.
        assert_eq!(ty_rules_new(null_mut()), S::NullPointer);
        assert_eq!(ty_rules_from_name(null(), &mut rp), S::NullPointer);
        assert_eq!(
            ty_rules_from_name(c"tromp-taylor".as_ptr(), null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_rules_clone(nr, &mut rp), S::NullPointer);
        assert_eq!(ty_game_new(9, 9, nr, &mut gp), S::NullPointer);
        assert_eq!(ty_game_new_handicap(9, 9, nr, 2, &mut gp), S::NullPointer);
        assert_eq!(
            ty_game_new_free_handicap(9, 9, nr, null(), 2, &mut gp),
            S::NullPointer
        );
        assert_eq!(ty_game_clone(ng, &mut gp), S::NullPointer);
        assert_eq!(ty_record_new(null_mut()), S::NullPointer);
        assert!(rp.is_null() && gp.is_null());

        // Every function with a NULL handle.
        assert_eq!(
            ty_rules_name(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_describe(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_last_error(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_set(nr, c"ko".as_ptr(), c"simple".as_ptr()),
            S::NullPointer
        );
        assert_eq!(ty_rules_get_ko(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_ko(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_suicide(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_suicide(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_compensation(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_compensation(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_ending(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_ending(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_cycle(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_cycle(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_komi_quarter_stones(nr, &mut i), S::NullPointer);
        assert_eq!(ty_rules_set_komi_quarter_stones(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_komi_half_points(nr, &mut i), S::NullPointer);
        assert_eq!(ty_rules_set_komi_half_points(nr, 0), S::NullPointer);
        assert_eq!(
            ty_rules_set_komi_text(nr, c"7.5".as_ptr(), 0),
            S::NullPointer
        );

        assert_eq!(ty_game_rules(ng, &mut rp), S::NullPointer);
        assert_eq!(ty_game_size(ng, &mut u, &mut u), S::NullPointer);
        assert_eq!(ty_game_play(ng, 0, 0), S::NullPointer);
        assert_eq!(ty_game_play_as(ng, 1, 0, 0), S::NullPointer);
        assert_eq!(ty_game_play_vertex(ng, c"D4".as_ptr()), S::NullPointer);
        assert_eq!(ty_game_pass(ng), S::NullPointer);
        assert_eq!(ty_game_resign(ng, 1), S::NullPointer);
        assert_eq!(ty_game_agree_end(ng), S::NullPointer);
        assert_eq!(ty_game_resume(ng, 1), S::NullPointer);
        assert_eq!(ty_game_undo(ng), S::NullPointer);
        assert_eq!(ty_game_is_legal(ng, 0, 0), S::NullPointer);
        assert_eq!(
            ty_game_legal_points(ng, bytes.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_game_legal_mask(ng, bytes.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_game_board(ng, bytes.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_to_move(ng, &mut u), S::NullPointer);
        assert_eq!(ty_game_move_number(ng, &mut u), S::NullPointer);
        assert_eq!(
            ty_game_last_captured(ng, words.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_hash(ng, &mut h), S::NullPointer);
        assert_eq!(ty_game_state(ng, &mut u, &mut u), S::NullPointer);
        assert_eq!(
            ty_game_result(ng, 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_score(ng, null(), 0, &mut sp), S::NullPointer);
        assert_eq!(
            ty_game_agree_dead_stones(ng, null(), 0, &mut sp),
            S::NullPointer
        );
        assert_eq!(
            ty_game_last_error(ng, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );

        assert_eq!(ty_score_counts(ns, &mut u, &mut u), S::NullPointer);
        assert_eq!(ty_score_winner(ns, &mut u), S::NullPointer);
        assert_eq!(ty_score_margin_half_points(ns, &mut i), S::NullPointer);
        assert_eq!(ty_score_margin_quarter_stones(ns, &mut i), S::NullPointer);
        assert_eq!(
            ty_score_result(ns, 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );

        assert_eq!(ty_record_load_sgf(nrec, bytes.as_ptr(), 8), S::NullPointer);
        assert_eq!(
            ty_record_error_position(nrec, &mut u, &mut u),
            S::NullPointer
        );
        assert_eq!(ty_record_game_count(nrec, &mut z), S::NullPointer);
        assert_eq!(
            ty_record_board_size(nrec, 0, &mut u, &mut u),
            S::NullPointer
        );
        assert_eq!(
            ty_record_last_error(nrec, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert!(sp.is_null() && recp.is_null());

        // Live handles with NULL out-pointers: refused, and nothing changes.
        let g = game(9, 9, c"chinese-2002");
        let r = rules(c"chinese-2002");
        assert_eq!(ty_game_size(g, null_mut(), &mut u), S::NullPointer);
        assert_eq!(ty_game_to_move(g, null_mut()), S::NullPointer);
        assert_eq!(ty_game_hash(g, null_mut()), S::NullPointer);
        assert_eq!(
            ty_game_board(g, bytes.as_mut_ptr(), 8, null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_game_board(g, null_mut(), 81, &mut z), S::NullPointer);
        assert_eq!(ty_game_play_vertex(g, null()), S::NullPointer);
        assert_eq!(ty_game_score(g, null(), 1, &mut sp), S::NullPointer);
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_rules_get_ko(r, null_mut()), S::NullPointer);
        assert_eq!(ty_rules_set(r, null(), c"x".as_ptr()), S::NullPointer);
        assert_eq!(ty_record_new(&mut recp), S::Ok);
        assert_eq!(ty_record_load_sgf(recp, null(), 5), S::NullPointer);
        // The agree call above refused before touching the game.
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_ONGOING, TY_COLOR_NONE));
        assert_eq!(board(g), vec![0u8; 81]);
        ty_record_free(recp);
        ty_rules_free(r);
        ty_game_free(g);
        // Out-values untouched by the failed calls.
        assert_eq!((u, i, h), (7, 7, 7));
    }
}

#[test]
fn short_buffers_report_the_needed_size_and_stay_untouched() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        let mut bytes = [7u8; 80];
        let mut count = 0usize;
        assert_eq!(
            ty_game_board(g, bytes.as_mut_ptr(), bytes.len(), &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);
        assert!(bytes.iter().all(|&b| b == 7));
        assert_eq!(
            ty_game_legal_points(g, bytes.as_mut_ptr(), bytes.len(), &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);
        // Zero-length query with NULL.
        assert_eq!(
            ty_game_board(g, null_mut(), 0, &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);

        let r = rules(c"chinese-1988");
        let mut buf = [b'x' as c_char; 12];
        let mut needed = 0usize;
        // "chinese-1988" is 12 bytes: 13 with the NUL.
        assert_eq!(
            ty_rules_name(r, buf.as_mut_ptr(), 12, &mut needed),
            S::BufferTooSmall
        );
        assert_eq!(needed, 13);
        assert!(buf.iter().all(|&c| c == b'x' as c_char));
        assert_eq!(
            text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap(),
            "chinese-1988"
        );
        let described = text(|b, l, n| ty_rules_describe(r, b, l, n)).unwrap();
        assert!(described.contains("5.5 points"), "{described}");

        // Captures: an empty list needs no buffer at all.
        assert_eq!(ty_game_last_captured(g, null_mut(), 0, &mut count), S::Ok);
        assert_eq!(count, 0);
        ty_rules_free(r);
        ty_game_free(g);
    }
}

#[test]
fn out_of_range_points_sizes_and_choices() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        for (r, c) in [(9, 0), (0, 9), (255, 255), (256, 0), (u32::MAX, u32::MAX)] {
            assert_eq!(ty_game_play(g, r, c), S::IllegalOffBoard, "({r}, {c})");
            assert_eq!(ty_game_is_legal(g, r, c), S::IllegalOffBoard);
        }
        assert!(last_error(g).contains("off the board"));
        // A well-formed vertex off the board, then malformed ones (I is skipped).
        assert_eq!(ty_game_play_vertex(g, c"Z99".as_ptr()), S::VertexOffBoard);
        assert_eq!(ty_game_play_vertex(g, c"A10".as_ptr()), S::VertexOffBoard);
        assert!(last_error(g).contains("vertex \"A10\" is off the 9x9 board"));
        assert_eq!(ty_game_play_vertex(g, c"I5".as_ptr()), S::BadVertex);
        assert_eq!(ty_game_play_vertex(g, c"?!".as_ptr()), S::BadVertex);
        assert_eq!(ty_game_play_vertex(g, c"\xff".as_ptr()), S::BadUtf8);
        assert_eq!(ty_game_play_as(g, 3, 0, 0), S::OutOfRange);
        assert_eq!(ty_game_play_as(g, TY_COLOR_NONE, 0, 0), S::OutOfRange);
        assert_eq!(ty_game_resign(g, 0), S::OutOfRange);
        let mut sp = null_mut();
        assert_eq!(ty_game_score(g, [81u32].as_ptr(), 1, &mut sp), S::BadIndex);
        assert_eq!(
            ty_game_score(g, [0u32].as_ptr(), 1, &mut sp),
            S::ScoreDeadPointEmpty
        );
        assert!(sp.is_null());
        let mut buf = [0 as c_char; 64];
        let mut z = 0;
        assert_eq!(
            ty_game_result(g, 3, buf.as_mut_ptr(), 64, &mut z),
            S::NoResult
        );
        assert_eq!(ty_move_number(g), 1);
        ty_game_free(g);

        let r = rules(c"chinese-2002");
        let mut gp = null_mut();
        for (w, h) in [(1, 9), (9, 1), (26, 9), (0, 0), (25, 26), (u32::MAX, 9)] {
            assert_eq!(ty_game_new(w, h, r, &mut gp), S::BadSize, "{w}x{h}");
        }
        // Every size up to 25×25 (six words up to 25×14, eleven beyond).
        for (w, h) in [(25, 14), (25, 15), (25, 25), (2, 25)] {
            assert_eq!(ty_game_new(w, h, r, &mut gp), S::Ok, "{w}x{h}");
            ty_game_free(gp);
        }
        gp = null_mut();
        assert_eq!(ty_rules_set_ko(r, 3), S::OutOfRange);
        assert_eq!(ty_rules_set_suicide(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_compensation(r, 3), S::OutOfRange);
        assert_eq!(ty_rules_set_ending(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_cycle(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_komi_quarter_stones(r, 4001), S::KomiOutOfRange);
        assert_eq!(ty_rules_set_komi_half_points(r, -4001), S::KomiOutOfRange);
        let mut name = text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap();
        assert_eq!(name, "chinese-2002", "refused settings change nothing");
        assert!(text(|b, l, n| ty_rules_last_error(r, b, l, n))
            .unwrap()
            .contains("4001"));
        assert_eq!(ty_rules_set_ko(r, TY_KO_SITUATIONAL), S::Ok);
        name = text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap();
        assert_eq!(name, "custom");
        assert_eq!(
            ty_game_new_handicap(9, 9, r, 10, &mut gp),
            S::HandicapNoFixedLayout
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 0].as_ptr(), 2, &mut gp),
            S::HandicapBadFreePlacement
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32].as_ptr(), 1, &mut gp),
            S::HandicapBadFreePlacement
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 81].as_ptr(), 2, &mut gp),
            S::BadIndex
        );
        assert!(gp.is_null());
        ty_rules_free(r);
    }
}

//! `ty_game`: captures, ko, suicide, undo, the position hash, counting with dead stones, resignation, handicap, clone.

use crate::common::*;

#[test]
fn capture_ko_suicide_undo_and_hash() {
    unsafe {
        let g = game(5, 5, c"chinese-2002");
        let mut h0 = 0u64;
        assert_eq!(ty_game_hash(g, &mut h0), S::Ok);
        play_all(g, &KO_MOVES[..8]);
        let mut h8 = 0u64;
        assert_eq!(ty_game_hash(g, &mut h8), S::Ok);
        play_all(g, &KO_MOVES[8..]);
        // The capture: White's (1,1), index 1*5+1 = 6.
        let mut caps = [0u32; 4];
        let mut n = 9usize;
        assert_eq!(
            ty_game_last_captured(g, caps.as_mut_ptr(), 4, &mut n),
            S::Ok
        );
        assert_eq!((n, caps[0]), (1, 6));
        assert_eq!(
            ty_game_last_captured(g, caps.as_mut_ptr(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 1);
        let b = board(g);
        assert_eq!(b[6], 0);
        assert_eq!(b[7], 1, "Black's capturing stone at (1,2)");
        assert_eq!(b[2], 2);
        assert_eq!(ty_move_number(g), 10);
        let mut who = 0;
        assert_eq!(ty_game_to_move(g, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);

        // White: retaking is ko; (0,0) is suicide (art. 5); (0,1) is occupied.
        assert_eq!(ty_game_is_legal(g, 1, 1), S::IllegalKo);
        assert_eq!(ty_game_play(g, 1, 1), S::IllegalKo);
        assert!(last_error(g).contains("ko"));
        assert_eq!(ty_game_is_legal(g, 0, 0), S::IllegalSuicide);
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalSuicide);
        assert_eq!(ty_game_play(g, 0, 1), S::IllegalOccupied);
        assert_eq!(
            ty_game_play_as(g, TY_COLOR_BLACK, 3, 3),
            S::IllegalWrongPlayer
        );
        assert_eq!(ty_game_is_legal(g, 3, 3), S::Ok);
        // Legal points: 25 − 8 stones = 17 empty, minus ko (1,1) and suicide (0,0).
        let mut legal = [9u8; 25];
        assert_eq!(
            ty_game_legal_points(g, legal.as_mut_ptr(), 25, &mut n),
            S::Ok
        );
        assert_eq!(n, 25);
        assert_eq!(legal.iter().filter(|&&x| x == 1).count(), 15);
        assert_eq!((legal[6], legal[0], legal[18]), (0, 0, 1));
        // The legal mask: the same 25 entries, then the pass (26 in all).
        let mut mask = [9u8; 27];
        assert_eq!(
            ty_game_legal_mask(g, mask.as_mut_ptr(), 25, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 26);
        assert_eq!(ty_game_legal_mask(g, mask.as_mut_ptr(), 27, &mut n), S::Ok);
        assert_eq!(n, 26);
        assert_eq!(mask[..25], legal);
        assert_eq!((mask[25], mask[26]), (1, 9));

        // Undo the capture: the board and hash come back.
        assert_eq!(ty_game_undo(g), S::Ok);
        let mut h = 0u64;
        assert_eq!(ty_game_hash(g, &mut h), S::Ok);
        assert_eq!(h, h8);
        assert_eq!(board(g)[6], 2);
        for _ in 0..8 {
            assert_eq!(ty_game_undo(g), S::Ok);
        }
        assert_eq!(ty_game_hash(g, &mut h), S::Ok);
        assert_eq!(h, h0);
        assert_eq!(ty_game_undo(g), S::NothingToUndo);

        // Vertices: on 5×5, A5 is (0,0) and E1 is (4,4); I is skipped.
        assert_eq!(ty_game_play_vertex(g, c"A5".as_ptr()), S::Ok);
        assert_eq!(ty_game_play_vertex(g, c"e1".as_ptr()), S::Ok);
        assert_eq!(ty_game_play_vertex(g, c"pass".as_ptr()), S::Ok);
        let b = board(g);
        assert_eq!((b[0], b[24]), (1, 2));
        ty_game_free(g);
    }
}

/// 5×5, komi 7.5 (2002 art. 11): Black walls column 1, White column 3; a White
/// stone at (2,0) inside Black's area is agreed dead. Black: 5 stones + 5 points
/// of column 0 = 10, White: 5 + 5 = 10, column 2 is dame shared 2½ each (art.
/// 9.1): 12½ each, so White wins by 7.5 points = 3¾ stones.
#[test]
fn count_with_dead_stones() {
    unsafe {
        let g = game(5, 5, c"chinese-2002");
        for row in 0..5 {
            play_all(g, &[(row, 1), (row, 3)]);
        }
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_play(g, 2, 0), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_TWO_PASSES, TY_COLOR_NONE));
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalGameOver);
        assert_eq!(ty_game_is_legal(g, 0, 0), S::IllegalGameOver);
        // Before agreement, a dispute reopens play (2002 art. 21.4).
        let mut disputed = null_mut();
        assert_eq!(ty_game_clone(g, &mut disputed), S::Ok);
        assert_eq!(ty_game_resume(disputed, TY_COLOR_BLACK), S::Ok);
        assert_eq!(ty_game_resume(disputed, TY_COLOR_BLACK), S::GameNotOver);
        assert_eq!(
            text(|b, l, n| ty_game_result(disputed, TY_FORMAT_SGF, b, l, n)),
            Err(S::NoResult)
        );
        ty_game_free(disputed);

        let mut sp = null_mut();
        assert_eq!(
            ty_game_score(g, [0u32].as_ptr(), 1, &mut sp),
            S::ScoreDeadPointEmpty
        );
        assert!(last_error(g).contains("no stone"));
        let dead = [2 * 5u32];
        assert_eq!(
            ty_game_agree_dead_stones(g, dead.as_ptr(), 1, &mut sp),
            S::Ok
        );
        let (mut bh, mut wh, mut who) = (0, 0, 9);
        let (mut mh, mut mq) = (0, 0);
        assert_eq!(ty_score_counts(sp, &mut bh, &mut wh), S::Ok);
        assert_eq!((bh, wh), (25, 25));
        assert_eq!(ty_score_winner(sp, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);
        assert_eq!(ty_score_margin_half_points(sp, &mut mh), S::Ok);
        assert_eq!(ty_score_margin_quarter_stones(sp, &mut mq), S::Ok);
        assert_eq!((mh, mq), (-15, -15));
        let res = |f| text(|b, l, n| ty_score_result(sp, f, b, l, n)).unwrap();
        assert_eq!(res(TY_FORMAT_SGF), "W+7.5");
        assert_eq!(
            res(TY_FORMAT_ENGLISH),
            "White wins by 3 3/4 stones (7.5 points)"
        );
        assert_eq!(res(TY_FORMAT_CHINESE), "白胜3又3/4子");
        let mut z = 0;
        assert_eq!(ty_score_result(sp, 3, null_mut(), 0, &mut z), S::OutOfRange);
        ty_score_free(sp);
        let game_res = text(|b, l, n| ty_game_result(g, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(game_res, "W+7.5");

        // After agreement no one may resume (2002 art. 21.3): resume, undo, a
        // second agreement and moves are refused, and the result stays.
        assert_eq!(ty_game_resume(g, TY_COLOR_BLACK), S::DeadStonesAgreed);
        assert!(last_error(g).contains("21.3"));
        assert_eq!(ty_game_undo(g), S::DeadStonesAgreed);
        let mut again = null_mut();
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, &mut again),
            S::DeadStonesAgreed
        );
        assert!(again.is_null());
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalGameOver);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_TWO_PASSES, TY_COLOR_NONE));
        let game_res = text(|b, l, n| ty_game_result(g, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(game_res, "W+7.5");
        ty_game_free(g);
    }
}

#[test]
fn resignation_handicap_and_clone() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        assert_eq!(ty_game_resign(g, TY_COLOR_WHITE), S::Ok);
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_RESIGNATION, TY_COLOR_WHITE));
        let res = |f| text(|b, l, n| ty_game_result(g, f, b, l, n)).unwrap();
        assert_eq!(res(TY_FORMAT_SGF), "B+R");
        assert_eq!(res(TY_FORMAT_CHINESE), "黑中盘胜");
        assert_eq!(ty_game_resign(g, TY_COLOR_BLACK), S::GameOver);
        assert_eq!(ty_game_agree_end(g), S::GameOver);
        assert_eq!(ty_game_resume(g, TY_COLOR_BLACK), S::GameOver);
        assert_eq!(ty_game_pass(g), S::IllegalGameOver);
        let mut sp = null_mut();
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, &mut sp),
            S::GameOver
        );
        assert!(sp.is_null());
        let mut copy = null_mut();
        assert_eq!(ty_game_clone(g, &mut copy), S::Ok);
        ty_game_free(g);
        assert_eq!(ty_game_state(copy, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_RESIGNATION);
        ty_game_free(copy);

        // Four fixed stones on 19×19: D4 (15,3), Q16 (3,15), Q4 (15,15), D16 (3,3);
        // White moves first.
        let r = rules(c"chinese-2002");
        let mut h = null_mut();
        assert_eq!(ty_game_new_handicap(19, 19, r, 4, &mut h), S::Ok);
        let b = board(h);
        let black: Vec<usize> = (0..b.len()).filter(|&i| b[i] == 1).collect();
        assert_eq!(
            black,
            vec![3 * 19 + 3, 3 * 19 + 15, 15 * 19 + 3, 15 * 19 + 15]
        );
        let mut who = 0;
        assert_eq!(ty_game_to_move(h, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);
        let (mut w, mut ht) = (0, 0);
        assert_eq!(ty_game_size(h, &mut w, &mut ht), S::Ok);
        assert_eq!((w, ht), (19, 19));
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(h, &mut gr), S::Ok);
        assert_eq!(
            text(|b, l, n| ty_rules_name(gr, b, l, n)).unwrap(),
            "chinese-2002"
        );
        ty_rules_free(gr);
        ty_game_free(h);

        // Free placement at (0,0) and (8,8) on 9×9.
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 80].as_ptr(), 2, &mut h),
            S::Ok
        );
        let b = board(h);
        assert_eq!(
            (b[0], b[80], b.iter().filter(|&&x| x != 0).count()),
            (1, 1, 2)
        );
        ty_game_free(h);
        ty_rules_free(r);

        // Agreement ends a 1988 game (art. 7.1); then the count.
        let g = game(9, 9, c"chinese-1988");
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_ONGOING, "1988: passes do not end the game");
        assert_eq!(ty_game_agree_end(g), S::Ok);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_AGREEMENT);
        ty_game_free(g);
    }
}

/// 25×25 through the C surface (an eleven-word game behind the same opaque
/// handle): Black (24, 24), the last point, is taken by White (24, 23) and
/// (23, 24); the board, the captures and the legal points read back; the
/// Tromp-Taylor count with no komi is Black 1 (the stone at (0, 0)), White 3
/// (two stones and (24, 24)), hand-counted. The same game from an SGF record
/// replays to the same board.
#[test]
fn a_25x25_game_captures_at_the_last_point() {
    unsafe {
        let g = game(25, 25, c"tromp-taylor");
        for (row, col) in [(24, 24), (24, 23), (0, 0), (23, 24)] {
            assert_eq!(ty_game_play(g, row, col), S::Ok, "({row}, {col})");
        }
        let mut captured = [0u32; 4];
        let mut n = 0;
        assert_eq!(
            ty_game_last_captured(g, captured.as_mut_ptr(), 4, &mut n),
            S::Ok
        );
        assert_eq!(&captured[..n], &[24 * 25 + 24]);
        let cells = board(g);
        assert_eq!(cells.len(), 625);
        assert_eq!(cells[624], TY_COLOR_NONE as u8);
        assert_eq!(cells[24 * 25 + 23], TY_COLOR_WHITE as u8);
        assert_eq!(cells[0], TY_COLOR_BLACK as u8);
        // Black to move: (24, 24) is suicide; 625 − 3 stones − 1 = 621 legal.
        assert_eq!(ty_game_play(g, 24, 24), S::IllegalSuicide);
        let mut legal = vec![9u8; 625];
        assert_eq!(
            ty_game_legal_points(g, legal.as_mut_ptr(), 625, &mut n),
            S::Ok
        );
        assert_eq!(legal.iter().filter(|&&v| v == 1).count(), 621);
        assert_eq!(legal[624], 0);
        let r = rules(c"tromp-taylor");
        assert_eq!(ty_rules_set_komi_half_points(r, 0), S::Ok);
        let mut sp = null_mut();
        let g0 = {
            let mut g0 = null_mut();
            assert_eq!(ty_game_new(25, 25, r, &mut g0), S::Ok);
            for (row, col) in [(24, 24), (24, 23), (0, 0), (23, 24)] {
                assert_eq!(ty_game_play(g0, row, col), S::Ok);
            }
            g0
        };
        assert_eq!(ty_game_score(g0, null(), 0, &mut sp), S::Ok);
        let (mut b, mut w) = (0, 0);
        assert_eq!(ty_score_counts(sp, &mut b, &mut w), S::Ok);
        // Shared: 625 − 4 points, half each.
        assert_eq!((b, w), (2 + 621, 6 + 621));
        ty_score_free(sp);

        let sgf = c"(;GM[1]FF[4]SZ[25]KM[0];B[yy];W[xy];B[aa];W[yx])";
        let mut rec = null_mut();
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        assert_eq!(
            ty_record_load_sgf(rec, sgf.as_ptr().cast(), sgf.to_bytes().len()),
            S::Ok
        );
        let mut replayed = null_mut();
        let mut violations = 9;
        assert_eq!(
            ty_record_replay(
                rec,
                0,
                null(),
                TY_REPLAY_STRICT,
                &mut replayed,
                &mut violations
            ),
            S::Ok
        );
        assert_eq!(violations, 0);
        assert_eq!(board(replayed), cells);
        ty_game_free(replayed);
        ty_record_free(rec);
        ty_rules_free(r);
        ty_game_free(g0);
        ty_game_free(g);
    }
}

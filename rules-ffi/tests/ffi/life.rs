//! The life-and-death estimate and the estimated count.

use crate::common::*;

#[test]
fn life_estimate_of_a_dead_stone_inside_a_pass_alive_area() {
    unsafe {
        let g = drawn(DEAD_INSIDE, "chinese");
        let mut own = vec![9.0f32; 81];
        let mut n = 0;
        assert_eq!(
            ty_game_ownership(g, TY_DEFAULT_PLAYOUTS, 0, own.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        // Certain points: the dead stone's (3,1) and Black's eyes are Black's,
        // White's eyes (0,5) and (0,7) White's; every value in [-1, 1].
        for (i, want) in [(3 * 9 + 1, 1.0), (0, 1.0), (2, 1.0), (5, -1.0), (7, -1.0)] {
            assert_eq!(own[i], want, "index {i}");
        }
        assert!(own.iter().all(|v| (-1.0..=1.0).contains(v)));
        let mut dead = [0u32; 81];
        assert_eq!(
            ty_game_estimate_dead_stones(g, 256, 0, dead.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(&dead[..n], &[3 * 9 + 1]);
        // Every chain is certain (Benson): no playout is run.
        let mut run = 9;
        assert_eq!(ty_game_estimate_playouts_run(g, 256, 0, &mut run), S::Ok);
        assert_eq!(run, 0);
        assert_eq!(
            ty_game_estimate_playouts_run(g, 0, 0, &mut run),
            S::LifePlayoutsOutOfRange
        );
        assert_eq!(
            ty_game_estimate_playouts_run(g, 256, 0, null_mut()),
            S::NullPointer
        );
        let mut status = [9u8; 81];
        assert_eq!(
            ty_game_chain_status(g, 256, 0, status.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        let cells = board(g);
        for i in 0..81 {
            let want = match (i, cells[i]) {
                (28, _) => TY_CHAIN_STATUS_DEAD,
                (_, 0) => TY_CHAIN_STATUS_NONE,
                _ => TY_CHAIN_STATUS_ALIVE,
            };
            assert_eq!(status[i], want, "index {i}");
        }
        // Counted without the dead stone: 36 - 45 - 7.5.
        assert_eq!(
            score_estimated(g, 256),
            (S::Ok, vec![28], 1, "W+16.5".into())
        );

        // Tromp-Taylor counts every stone: (2,1) and (4,1) are shared, Black
        // 31 + 2 + 1 = 34, White 45 + 1 + 1 = 47: 34 - 47 - 7.5.
        let r = rules(c"tromp-taylor");
        let mut d = 9;
        assert_eq!(ty_rules_get_dead_stones(r, &mut d), S::Ok);
        assert_eq!(d, TY_DEAD_STONES_ALL_ALIVE);
        let mut tt = null_mut();
        assert_eq!(ty_game_new(9, 9, r, &mut tt), S::Ok);
        ty_game_free(tt);
        let (s, tg, _, rec) = {
            let rec = record(&setup_sgf(DEAD_INSIDE, "chinese"));
            let mut g2 = null_mut();
            let mut v = 0;
            let s = ty_record_replay(rec, 0, r, TY_REPLAY_TOLERANT, &mut g2, &mut v);
            (s, g2, v, rec)
        };
        assert_eq!(s, S::Ok);
        assert_eq!(
            score_estimated(tg, 256),
            (S::Ok, vec![], 0, "W+20.5".into())
        );
        // The playout count is checked under every rule.
        assert_eq!(score_estimated(tg, 0).0, S::LifePlayoutsOutOfRange);
        ty_game_free(tg);
        // KataGo's area rules lift the stone in pass-alive territory, without
        // an estimate.
        assert_eq!(
            ty_rules_set_dead_stones(r, TY_DEAD_STONES_PASS_ALIVE_TERRITORY),
            S::Ok
        );
        assert_eq!(ty_rules_set_dead_stones(r, 3), S::OutOfRange);
        let mut g2 = null_mut();
        let mut v = 0;
        assert_eq!(
            ty_record_replay(rec, 0, r, TY_REPLAY_TOLERANT, &mut g2, &mut v),
            S::Ok
        );
        assert_eq!(
            score_estimated(g2, 256),
            (S::Ok, vec![28], 0, "W+16.5".into())
        );
        ty_game_free(g2);
        ty_record_free(rec);
        assert_eq!(
            ty_rules_set(r, c"dead_stones".as_ptr(), c"agreement".as_ptr()),
            S::Ok
        );
        assert_eq!(ty_rules_get_dead_stones(r, &mut d), S::Ok);
        assert_eq!(d, TY_DEAD_STONES_AGREEMENT);
        ty_rules_free(r);
        ty_game_free(g);
    }
}

#[test]
fn life_estimate_of_a_seki() {
    unsafe {
        let g = drawn(SEKI, "chinese");
        let mut status = [9u8; 28];
        let mut n = 0;
        assert_eq!(
            ty_game_chain_status(g, 256, 5, status.as_mut_ptr(), 28, &mut n),
            S::Ok
        );
        let (a, s_, e) = (
            TY_CHAIN_STATUS_ALIVE,
            TY_CHAIN_STATUS_SEKI,
            TY_CHAIN_STATUS_NONE,
        );
        #[rustfmt::skip]
        let want = [
            e, a, s_, e, s_, a, e,
            a, a, s_, e, s_, a, a,
            e, a, s_, s_, s_, a, e,
            a, a, s_, s_, s_, a, a,
        ];
        assert_eq!(status, want);
        let mut own = [9.0f32; 28];
        assert_eq!(
            ty_game_ownership(g, 256, 5, own.as_mut_ptr(), 28, &mut n),
            S::Ok
        );
        assert_eq!((own[3], own[10]), (0.0, 0.0)); // the seki liberties: dame
                                                   // Black 8 + 6 + ½ + ½ = 15, White 8 + 4 + 1 = 13: 15 - 13 - 7.5.
        assert_eq!(score_estimated(g, 256), (S::Ok, vec![], 1, "W+5.5".into()));
        ty_game_free(g);
    }
}

#[test]
fn life_estimate_bad_arguments() {
    unsafe {
        let g = drawn(DEAD_INSIDE, "chinese");
        let mut own = [7.0f32; 81];
        let mut idx = [7u32; 81];
        let mut st = [7u8; 81];
        let mut n = 5usize;
        let mut u = 5u32;
        let mut sp = null_mut();
        // Playouts out of range: 0 and TY_MAX_PLAYOUTS + 1; nothing written.
        for p in [0, TY_MAX_PLAYOUTS + 1, u32::MAX] {
            assert_eq!(
                ty_game_ownership(g, p, 0, own.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_estimate_dead_stones(g, p, 0, idx.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_chain_status(g, p, 0, st.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_score_estimated(g, p, 0, idx.as_mut_ptr(), 81, &mut n, &mut u, &mut sp),
                S::LifePlayoutsOutOfRange
            );
            assert!(last_error(g).contains("playouts must be 1 to 100000"));
        }
        assert_eq!((n, u), (5, 5));
        assert!(own.iter().all(|&v| v == 7.0) && idx.iter().all(|&v| v == 7));
        assert!(sp.is_null());
        // NULL pointers.
        let ng: *const ty_game = null();
        assert_eq!(
            ty_game_ownership(ng, 1, 0, own.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_ownership(g, 1, 0, null_mut(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_ownership(g, 1, 0, own.as_mut_ptr(), 81, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_game_estimate_dead_stones(ng, 1, 0, idx.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_estimate_dead_stones(g, 1, 0, idx.as_mut_ptr(), 81, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_game_chain_status(ng, 1, 0, st.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_chain_status(g, 1, 0, null_mut(), 81, &mut n),
            S::NullPointer
        );
        for (dead, count, est, out) in [
            (
                idx.as_mut_ptr(),
                &mut n as *mut usize,
                &mut u as *mut u32,
                null_mut(),
            ),
            (
                idx.as_mut_ptr(),
                &mut n,
                null_mut(),
                &mut sp as *mut *mut ty_score,
            ),
            (idx.as_mut_ptr(), null_mut(), &mut u, &mut sp),
            (null_mut(), &mut n, &mut u, &mut sp),
        ] {
            assert_eq!(
                ty_game_score_estimated(g, 1, 0, dead, 81, count, est, out),
                S::NullPointer
            );
        }
        assert_eq!(
            ty_game_score_estimated(ng, 1, 0, idx.as_mut_ptr(), 81, &mut n, &mut u, &mut sp),
            S::NullPointer
        );
        assert!(sp.is_null());
        // Short buffers: the needed count is written, the buffer untouched.
        assert_eq!(
            ty_game_ownership(g, 1, 0, own.as_mut_ptr(), 80, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        assert_eq!(
            ty_game_ownership(g, 1, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        n = 0;
        assert_eq!(
            ty_game_chain_status(g, 1, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        n = 0;
        assert_eq!(
            ty_game_estimate_dead_stones(g, 256, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 1);
        assert_eq!(
            ty_game_score_estimated(g, 256, 0, null_mut(), 0, &mut n, &mut u, &mut sp),
            S::BufferTooSmall
        );
        assert_eq!((n, u), (1, 5));
        assert!(sp.is_null());
        assert!(own.iter().all(|&v| v == 7.0) && st.iter().all(|&v| v == 7));
        // The same seed gives the same ownership; the last playout count is fine.
        let mut a = [0.0f32; 81];
        let mut b = [0.0f32; 81];
        assert_eq!(
            ty_game_ownership(g, 33, 9, a.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(
            ty_game_ownership(g, 33, 9, b.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(a, b);
        let tiny = game(2, 2, c"chinese-2002");
        let mut four = [0.0f32; 4];
        assert_eq!(
            ty_game_ownership(
                tiny,
                TY_MAX_PLAYOUTS,
                u64::MAX,
                four.as_mut_ptr(),
                4,
                &mut n
            ),
            S::Ok
        );
        assert_eq!(n, 4);
        ty_game_free(tiny);
        assert_eq!(TY_MAX_PLAYOUTS, tianyuan::core_crate::MAX_PLAYOUTS);
        assert_eq!(
            TY_DEFAULT_PLAYOUTS,
            tianyuan::core_crate::LifeOptions::DEFAULT_PLAYOUTS
        );
        let mut d = 0;
        assert_eq!(ty_rules_get_dead_stones(null(), &mut d), S::NullPointer);
        assert_eq!(ty_rules_set_dead_stones(null_mut(), 0), S::NullPointer);
        ty_game_free(g);
    }
}

// 9×9: White's corner group (0,3), (1,0)–(1,3) has the straight three
// (0,0)–(0,2) as its only eye space and no outside liberty, inside Black's
// wall: unsettled, whoever plays the middle point (0,1) first decides (by
// hand: White there makes two eyes, Black there leaves one).
const STRAIGHT_THREE: &str = "
. . . O X . . . .
O O O O X . . . .
X X X X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
";

#[test]
fn the_local_solver_marks_a_straight_three_unsettled_with_its_vital_point() {
    unsafe {
        let g = drawn(STRAIGHT_THREE, "chinese");
        let mut n = 0;
        let mut status = [9u8; 81];
        assert_eq!(
            ty_game_chain_status(g, 64, 0, status.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(status[3], TY_CHAIN_STATUS_UNSETTLED);
        let mut certain = [9u8; 81];
        assert_eq!(
            ty_game_chain_certain(g, 64, 0, certain.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        assert_eq!(certain[3], 1, "the solver's verdict is certain");
        assert_eq!(certain[9], 1);
        assert_eq!(certain[0], 0, "an empty point");
        let mut vital = [7i32; 81];
        assert_eq!(
            ty_game_chain_vital_point(g, 64, 0, vital.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        assert_eq!(vital[3], 1);
        assert_eq!(vital[12], 1);
        assert_eq!(vital[4], -1, "Black's wall");
        assert_eq!(vital[40], -1, "an empty point");
        // A short buffer is refused before any playout.
        assert_eq!(
            ty_game_chain_vital_point(g, 64, 0, vital.as_mut_ptr(), 80, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        ty_game_free(g);
    }
}

/// Two lone stones on an open 5×5 board: neither pass-alive, and their
/// region (23 points) too wide for the local solver, so the playouts run;
/// fewer than the 8 before the first early stop are asked for, so all of
/// them run.
#[test]
fn life_estimate_playouts_run_on_an_open_board() {
    unsafe {
        let g = drawn(
            ". . . . O
             . . . . .
             . . X . .
             . . . . .
             . . . . .",
            "chinese",
        );
        let mut run = 0;
        assert_eq!(ty_game_estimate_playouts_run(g, 6, 0, &mut run), S::Ok);
        assert_eq!(run, 6);
        ty_game_free(g);
    }
}

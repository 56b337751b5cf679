//! `ty_referee`: results ruled by the referee.

use crate::common::*;

/// `ty_referee_result`: a draw ruled under 1988/2002 art. 20.3 reads as a
/// draw on the referee, while the referee's game records no result (`Void`;
/// the game has no draw by event). The cycle: the ko (Black (1,0) (0,1)
/// (2,1) (4,4), White (0,2) (2,2) (1,3) (1,1), Black takes at (1,2)), two
/// passes, White retakes at (1,1): the position after move 8 would recur
/// under positional superko.
#[test]
fn referee_result_reads_a_draw_under_art_20_3() {
    unsafe {
        let r = rules(c"chinese-2002");
        assert_eq!(ty_rules_set_ending(r, TY_ENDING_AGREEMENT), S::Ok);
        let mut g = null_mut();
        assert_eq!(ty_game_new(5, 5, r, &mut g), S::Ok);
        ty_rules_free(r);
        let mut referee = null_mut();
        assert_eq!(
            ty_referee_new_with_options(g, TY_EDITION_2002, TY_CYCLE_OUTCOME_DRAW, 0, &mut referee),
            S::Ok
        );
        ty_game_free(g);
        let result = |f| text(|b, l, n| ty_referee_result(referee, f, b, l, n));
        assert_eq!(result(TY_FORMAT_SGF), Err(S::NoResult));
        let mut ru = ty_ruling::default();
        let moves = [
            (1, 0),
            (0, 2),
            (0, 1),
            (2, 2),
            (2, 1),
            (1, 3),
            (4, 4),
            (1, 1),
            (1, 2),
        ];
        for (i, (row, col)) in moves.into_iter().enumerate() {
            let color = if i % 2 == 0 {
                TY_COLOR_BLACK
            } else {
                TY_COLOR_WHITE
            };
            assert_eq!(ty_referee_place(referee, color, row, col, &mut ru), S::Ok);
            assert_eq!(ru.kind, TY_RULING_ACCEPTED);
        }
        assert_eq!(ty_referee_pass(referee, TY_COLOR_WHITE, &mut ru), S::Ok);
        assert_eq!(ty_referee_pass(referee, TY_COLOR_BLACK, &mut ru), S::Ok);
        assert_eq!(
            ty_referee_place(referee, TY_COLOR_WHITE, 1, 1, &mut ru),
            S::Ok
        );
        assert_eq!(ru.kind, TY_RULING_DRAW);
        assert_eq!(result(TY_FORMAT_SGF).unwrap(), "0");
        assert_eq!(result(TY_FORMAT_ENGLISH).unwrap(), "Draw");
        assert_eq!(result(TY_FORMAT_CHINESE).unwrap(), "和棋");
        assert_eq!(result(99), Err(S::OutOfRange));
        let mut now = null_mut();
        assert_eq!(ty_referee_game(referee, &mut now), S::Ok);
        assert_eq!(
            text(|b, l, n| ty_game_result(now, TY_FORMAT_SGF, b, l, n)).unwrap(),
            "Void"
        );
        ty_game_free(now);
        let mut needed = 0usize;
        assert_eq!(
            ty_referee_result(null(), TY_FORMAT_SGF, null_mut(), 0, &mut needed),
            S::NullPointer
        );
        ty_referee_free(referee);
    }
}

/// `ty_referee_wrong_colors` (2002 art. 17.1: corrected up to move 10, the
/// game restarted) and its deprecated name `ty_referee_wrong_colours` (the
/// same call), with the ruling constants under both names.
#[test]
fn wrong_colors_under_both_names() {
    unsafe {
        assert_eq!(TY_RULING_COLOURS_CORRECTED, TY_RULING_COLORS_CORRECTED);
        assert_eq!(TY_RULING_COLOURS_KEPT, TY_RULING_COLORS_KEPT);
        let r = rules(c"chinese-2002");
        let mut g = null_mut();
        assert_eq!(ty_game_new(9, 9, r, &mut g), S::Ok);
        ty_rules_free(r);
        let mut referee = null_mut();
        assert_eq!(ty_referee_new(g, TY_EDITION_2002, &mut referee), S::Ok);
        ty_game_free(g);
        let mut ru = ty_ruling::default();
        assert_eq!(
            ty_referee_place(referee, TY_COLOR_BLACK, 4, 4, &mut ru),
            S::Ok
        );
        assert_eq!(ty_referee_wrong_colors(referee, &mut ru), S::Ok);
        assert_eq!(ru.kind, TY_RULING_COLORS_CORRECTED);
        assert_eq!(
            ty_referee_place(referee, TY_COLOR_BLACK, 4, 4, &mut ru),
            S::Ok
        );
        assert_eq!(ru.kind, TY_RULING_ACCEPTED, "the board was cleared");
        assert_eq!(ty_referee_wrong_colours(referee, &mut ru), S::Ok);
        assert_eq!(ru.kind, TY_RULING_COLOURS_CORRECTED);
        assert_eq!(
            ty_referee_wrong_colours(null_mut(), &mut ru),
            S::NullPointer
        );
        ty_referee_free(referee);
    }
}

//! Suicide (art. 19), ko recapture (1988 art. 20.1, 2002 art. 18.3), playing twice and out of turn (1988 art. 17.1, 2002 art. 17.2).

use crate::common::*;

// ---- art. 19: suicide ----------------------------------------------------

#[test]
fn suicide_is_void_and_counts_as_a_pass_1988_and_2002_art_19() {
    for (edition, article) in [(Y1988, "1988 art. 19"), (Y2002, "2002 art. 19")] {
        let mut r = referee(edition);
        // White (0,1) and (1,0) make (0,0) a forbidden point for Black.
        play(
            &mut r,
            &[(Black, 4, 4), (White, 0, 1), (Black, 4, 3), (White, 1, 0)],
        );
        let rulings = r.handle(place(Black, 0, 0)).unwrap();
        assert_eq!(
            rulings,
            vec![Ruling::VoidAsPass {
                color: Black,
                point: p(0, 0),
                reason: VoidReason::Suicide,
                article
            }]
        );
        // Move 5 is Black's pass; (0,0) is empty; White to move; no warning.
        assert_eq!(r.game().move_number(), 6);
        assert_eq!(r.game().moves().last().unwrap().mv, Move::Pass);
        assert_eq!(r.game().board().get(p(0, 0)), None);
        assert_eq!(r.game().to_move(), White);
        assert!(r.warnings().is_empty());
    }
}

// ---- ko: 1988 art. 20.1, 2002 art. 18.3 -----------------------------------

#[test]
fn immediate_ko_recapture_1988_art_20_1_void_as_pass() {
    let mut r = referee(Y1988);
    play(&mut r, &KO);
    let rulings = r.handle(place(White, 1, 1)).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::VoidAsPass {
            color: White,
            point: p(1, 1),
            reason: VoidReason::KoRecapture,
            article: "1988 art. 20.1"
        }]
    );
    assert_eq!(r.game().board().get(p(1, 2)), Some(Black));
    assert_eq!(r.game().to_move(), Black);
    assert!(r.warnings().is_empty());
    assert_eq!(r.game().penalty_stones(), [0, 0]);
}

#[test]
fn immediate_ko_recapture_2002_art_18_3_void_as_pass_and_a_warning() {
    let mut r = referee(Y2002);
    play(&mut r, &KO);
    let rulings = r.handle(place(White, 1, 1)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::VoidAsPass {
                color: White,
                point: p(1, 1),
                reason: VoidReason::KoRecapture,
                article: "2002 art. 18.3"
            },
            warning(White, WarningReason::KoRecapture, "2002 art. 18.3"),
        ]
    );
    assert_eq!(r.game().to_move(), Black);
    // 2002 art. 24.1: one penalty stone for White.
    assert_eq!(r.game().penalty_stones(), [0, 1]);
}

// ---- playing twice: 1988 art. 17.1, 2002 art. 17.2 ------------------------

#[test]
fn playing_twice_1988_art_17_1_the_double_mover_loses() {
    let mut r = referee(Y1988);
    play(&mut r, &[(Black, 2, 2)]);
    let rulings = r.handle(place(Black, 3, 3)).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::GameLost {
            loser: Black,
            article: "1988 art. 17.1"
        }]
    );
    assert_eq!(
        r.game().state(),
        GameState::Ended(EndReason::Forfeit { loser: Black })
    );
    assert_eq!(r.result(), Some(GameResult::Forfeit { winner: White }));
    assert_eq!(r.handle(place(White, 1, 1)), Err(RefereeError::GameOver));
}

#[test]
fn playing_twice_2002_art_17_2_second_move_void_and_a_warning() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    let rulings = r.handle(place(Black, 3, 3)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::Void {
                color: Black,
                point: p(3, 3),
                reason: VoidReason::MovedTwice,
                article: "2002 art. 17.2"
            },
            warning(Black, WarningReason::MovedTwice, "2002 art. 17.2"),
        ]
    );
    // Not a pass: still White's move, one move in the record.
    assert_eq!(r.game().to_move(), White);
    assert_eq!(r.game().move_number(), 2);
    assert_eq!(r.game().board().get(p(3, 3)), None);
    assert_eq!(r.game().penalty_stones(), [1, 0]);
}

/// White's stone before any move of an even game: 1988 art. 17.1 and 2002
/// art. 17.2 are about a side that moves twice while the other has not
/// passed; White has not moved at all, so this is no double move and no
/// article rules on it: refused as out of turn, nothing changes (no loss
/// under 1988, no warning under 2002).
#[test]
fn white_first_stone_is_out_of_turn_not_a_double_move_1988_art_17_1_2002_art_17_2() {
    for edition in [Y1988, Y2002] {
        let mut r = referee_with(
            edition,
            Preset::Chinese2002.rules(),
            9,
            RefereeOptions::default(),
        );
        assert_eq!(
            r.handle(place(White, 4, 4)),
            Err(RefereeError::NotYourTurn),
            "{edition:?}"
        );
        assert!(!r.is_decided());
        assert_eq!(r.result(), None);
        assert!(r.warnings().is_empty());
        assert_eq!(r.game().move_number(), 1);
        assert_eq!(r.game().to_move(), Black);
        // The game goes on normally: Black, then White.
        play(&mut r, &[(Black, 4, 4), (White, 3, 3)]);
        // White again before Black moved: now that is a double move.
        let rulings = r.handle(place(White, 2, 2)).unwrap();
        let expected = match edition {
            Edition::Y1988 => Ruling::GameLost {
                loser: White,
                article: "1988 art. 17.1",
            },
            Edition::Y2002 => Ruling::Void {
                color: White,
                point: p(2, 2),
                reason: VoidReason::MovedTwice,
                article: "2002 art. 17.2",
            },
        };
        assert_eq!(rulings[0], expected, "{edition:?}");
    }
}

/// In a handicap game the handicap stones are Black's, White to move: a
/// Black stone before White's first move is Black's second in a row.
#[test]
fn black_before_white_in_a_handicap_game_is_a_double_move_2002_art_17_2() {
    let game = Game::with_handicap(
        BoardSize::square(9).unwrap(),
        Preset::Chinese2002.rules(),
        2,
    )
    .unwrap();
    let mut r = Referee::new(game, Y2002, RefereeOptions::default());
    let rulings = r.handle(place(Black, 4, 4)).unwrap();
    assert_eq!(
        rulings[1],
        warning(Black, WarningReason::MovedTwice, "2002 art. 17.2")
    );
    assert_eq!(r.game().to_move(), White);
}

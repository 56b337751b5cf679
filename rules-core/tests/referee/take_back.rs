//! Taking back a move: 1988 art. 17.2, 2002 art. 17.3.

use crate::common::*;

// ---- taking back: 1988 art. 17.2, 2002 art. 17.3 --------------------------

#[test]
fn take_back_1988_art_17_2_stone_returned_and_a_warning() {
    let mut r = referee(Y1988);
    play(&mut r, &[(Black, 2, 2)]);
    let rulings = r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::StonesRestored {
                color: Black,
                points: vec![p(2, 2)],
                article: "1988 art. 17.2"
            },
            warning(Black, WarningReason::TookBack, "1988 art. 17.2"),
        ]
    );
    assert_eq!(r.game().board().get(p(2, 2)), Some(Black));
    assert_eq!(r.game().to_move(), White);
    // 1988 has no penalty stone: only the count of warnings (art. 25.2).
    assert_eq!(r.game().penalty_stones(), [0, 0]);
    assert_eq!(r.warning_count(Black), 1);
}

#[test]
fn take_back_2002_art_17_3_claimed_before_the_next_move() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    let rulings = r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::AwaitingClaim {
            by: White,
            article: "2002 art. 17.3"
        }]
    );
    // Black plays the stone elsewhere; White claims before moving.
    play(&mut r, &[(Black, 3, 3)]);
    let rulings = r
        .handle(Event::Claim {
            by: White,
            claim: Claim::TakeBack,
        })
        .unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::StonesRestored {
                color: Black,
                points: vec![p(2, 2)],
                article: "2002 art. 17.3"
            },
            warning(Black, WarningReason::TookBack, "2002 art. 17.3"),
        ]
    );
    assert_eq!(r.game().board().get(p(2, 2)), Some(Black));
    assert_eq!(r.game().board().get(p(3, 3)), None);
    assert_eq!(r.game().move_number(), 2);
    assert_eq!(r.game().to_move(), White);
    assert_eq!(r.game().penalty_stones(), [1, 0]);
}

#[test]
fn take_back_2002_art_17_3_claim_after_the_next_move_is_rejected() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    play(&mut r, &[(Black, 3, 3), (White, 1, 1)]);
    let rulings = r
        .handle(Event::Claim {
            by: White,
            claim: Claim::TakeBack,
        })
        .unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ClaimRejected {
            by: White,
            article: "2002 art. 17.3"
        }]
    );
    assert_eq!(r.game().board().get(p(3, 3)), Some(Black));
    assert_eq!(r.game().board().get(p(2, 2)), None);
    assert!(r.warnings().is_empty());
}

/// 2002 art. 17.3: Black's stone left the hand, so Black has moved; after
/// taking it back Black must play again. A White stone now is out of turn
/// but not White's second move in a row (Black moved in between): no 2002
/// art. 17.2 ruling, the event is refused and the claim stays open.
#[test]
fn take_back_2002_art_17_3_then_a_white_stone_is_not_white_moving_twice() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(r.handle(place(White, 1, 1)), Err(RefereeError::NotYourTurn));
    assert!(r.warnings().is_empty());
    assert_eq!(r.game().to_move(), Black);
    assert_eq!(r.game().board().get(p(1, 1)), None);
    // Later in a game too: White's own last stone is not the previous move.
    play(&mut r, &[(Black, 3, 3), (White, 1, 1), (Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(r.game().position().last_move().unwrap().color, White);
    assert_eq!(r.handle(place(White, 0, 0)), Err(RefereeError::NotYourTurn));
    assert!(r.warnings().is_empty());
    // White may still claim the take-back (before White's next move).
    let rulings = r
        .handle(Event::Claim {
            by: White,
            claim: Claim::TakeBack,
        })
        .unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::StonesRestored {
                color: Black,
                points: vec![p(2, 2)],
                article: "2002 art. 17.3"
            },
            warning(Black, WarningReason::TookBack, "2002 art. 17.3"),
        ]
    );
    assert_eq!(r.game().to_move(), White);
}

/// Black replays after the take-back, then places again before White: that
/// is Black moving twice (2002 art. 17.2), as without a take-back.
#[test]
fn take_back_2002_then_two_black_stones_is_moving_twice() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    play(&mut r, &[(Black, 3, 3)]);
    let rulings = r.handle(place(Black, 1, 1)).unwrap();
    assert_eq!(
        rulings[1],
        warning(Black, WarningReason::MovedTwice, "2002 art. 17.2")
    );
}

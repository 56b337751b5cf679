//! Removing stones with liberties (1988 art. 18, 2002 art. 18.1) and captured stones left on the board (2002 art. 18.2).

use crate::common::*;

// ---- removing stones with liberties: 1988 art. 18, 2002 art. 18.1 --------

#[test]
fn removing_stones_with_liberties_restored_and_a_warning() {
    for (edition, article) in [(Y1988, "1988 art. 18"), (Y2002, "2002 art. 18.1")] {
        let mut r = referee(edition);
        play(&mut r, &[(Black, 2, 2), (White, 2, 3)]);
        let rulings = r
            .handle(Event::Remove {
                color: White,
                points: vec![p(2, 2)],
            })
            .unwrap();
        assert_eq!(
            rulings,
            vec![
                Ruling::StonesRestored {
                    color: Black,
                    points: vec![p(2, 2)],
                    article
                },
                warning(White, WarningReason::RemovedLiveStones, article),
            ]
        );
        assert_eq!(r.game().board().get(p(2, 2)), Some(Black));
        assert_eq!(r.game().to_move(), Black);
    }
}

#[test]
fn captured_stones_left_2002_art_18_2_warning_and_removed() {
    let mut r = removals(Y2002);
    play(&mut r, &CAPTURE);
    // White moves while (0,0) still stands on the physical board.
    let rulings = r.handle(place(White, 3, 3)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::StonesRemoved {
                color: White,
                points: vec![p(0, 0)],
                article: "2002 art. 18.2"
            },
            warning(Black, WarningReason::LeftCapturedStones, "2002 art. 18.2"),
            accepted(White, "2002 art. 2.3"),
        ]
    );
    assert_eq!(r.game().penalty_stones(), [1, 0]);
}

#[test]
fn captured_stones_left_1988_removed_without_warning() {
    // 1988 has no article for this (RULES.md: "—"); art. 4.1 removes them.
    let mut r = removals(Y1988);
    play(&mut r, &CAPTURE);
    let rulings = r.handle(place(White, 3, 3)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::StonesRemoved {
                color: White,
                points: vec![p(0, 0)],
                article: "1988 art. 4.1"
            },
            accepted(White, "1988 art. 2.1"),
        ]
    );
    assert!(r.warnings().is_empty());
}

#[test]
fn captured_stones_removed_correctly_no_ruling_against() {
    for (edition, article) in [(Y1988, "1988 art. 4.1"), (Y2002, "2002 art. 4.1")] {
        let mut r = removals(edition);
        play(&mut r, &CAPTURE);
        let rulings = r
            .handle(Event::Remove {
                color: Black,
                points: vec![p(0, 0)],
            })
            .unwrap();
        assert_eq!(rulings, vec![accepted(Black, article)]);
        play(&mut r, &[(White, 3, 3)]);
        assert!(r.warnings().is_empty());
    }
}

#[test]
fn captured_stones_left_claimed_by_the_opponent_2002_art_18_2() {
    let mut r = removals(Y2002);
    play(&mut r, &CAPTURE);
    let claim = Event::Claim {
        by: White,
        claim: Claim::CapturedStonesLeft,
    };
    let rulings = r.handle(claim.clone()).unwrap();
    assert_eq!(rulings.len(), 2);
    assert_eq!(
        rulings[1],
        warning(Black, WarningReason::LeftCapturedStones, "2002 art. 18.2")
    );
    // Settled: a second claim has nothing to rule on.
    assert_eq!(
        r.handle(claim).unwrap(),
        vec![Ruling::ClaimRejected {
            by: White,
            article: "2002 art. 18.2"
        }]
    );
}

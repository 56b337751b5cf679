//! The end of play (art. 21, 2002 art. 7.3), resignation and the clock (art. 7.2, 2002 art. 22.5).

use crate::common::*;

// ---- end of play: art. 21 ---------------------------------------------------

#[test]
fn contestable_points_shared_as_seki_art_21_2() {
    // Black column 1, White column 3, column 2 empty: 5 dame shared half each.
    // Black 10 + 2½ = 12½ = White. 2002: 12½ − 12½ − 3¾ = −3¾ stones.
    for edition in [Y1988, Y2002] {
        let mut r = referee(edition);
        for row in 0..5 {
            play(&mut r, &[(Black, row, 1), (White, row, 3)]);
        }
        let score = finish(&mut r, edition);
        assert_eq!(score.shared_points, 5);
        assert_eq!(score.black_count_half_points, 25);
        assert_eq!(score.white_count_half_points, 25);
        if edition == Y2002 {
            assert_eq!(score.margin_half_points, -15);
        }
    }
}

#[test]
fn dispute_resumes_with_the_side_claiming_dead_to_move() {
    for (edition, article) in [(Y1988, "1988 art. 21.3"), (Y2002, "2002 art. 21.4")] {
        let mut r = walls(edition, false);
        r.handle(Event::ProposeEnd { color: Black }).unwrap();
        r.handle(Event::AcceptEnd { color: White }).unwrap();
        assert!(r.game().is_over());
        // White (who moved last) says some Black stones are dead: White first.
        let rulings = r.handle(Event::Dispute { claims_dead: White }).unwrap();
        assert_eq!(
            rulings,
            vec![Ruling::PlayResumed {
                to_move: White,
                article
            }]
        );
        assert_eq!(r.game().state(), GameState::Ongoing);
        assert_eq!(r.game().to_move(), White);
        play(&mut r, &[(White, 2, 4)]);
    }
}

#[test]
fn stone_after_the_end_is_void_2002_art_21_3() {
    let mut r = walls(Y2002, false);
    r.handle(Event::ProposeEnd { color: Black }).unwrap();
    r.handle(Event::AcceptEnd { color: White }).unwrap();
    let rulings = r.handle(place(Black, 0, 4)).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::Void {
            color: Black,
            point: p(0, 4),
            reason: VoidReason::AfterEnd,
            article: "2002 art. 21.3"
        }]
    );
    assert_eq!(r.game().board().get(p(0, 4)), None);
}

#[test]
fn playing_on_after_a_proposal_resumes_play_art_21_1() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    let rulings = r.handle(Event::ProposeEnd { color: White }).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::EndProposed {
            by: White,
            article: "2002 art. 21.1"
        }]
    );
    // Black does not agree and plays on.
    let rulings = r.handle(place(Black, 3, 3)).unwrap();
    assert_eq!(rulings, vec![accepted(Black, "2002 art. 21.1")]);
    assert_eq!(
        r.handle(Event::AcceptEnd { color: Black }),
        Err(RefereeError::NoProposal)
    );
}

#[test]
fn two_passes_end_play_2002_art_7_3() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::Pass { color: White }).unwrap();
    let rulings = r.handle(Event::Pass { color: Black }).unwrap();
    assert_eq!(
        rulings,
        vec![
            accepted(Black, "2002 art. 2.5"),
            Ruling::PlayEnded {
                reason: EndReason::TwoPasses,
                article: "2002 art. 7.3"
            }
        ]
    );
}

// ---- resignation, clock ----------------------------------------------------

#[test]
fn resignation_art_7_2_and_clock_flag() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    assert_eq!(
        r.handle(Event::Resign { color: White }).unwrap(),
        vec![Ruling::GameLost {
            loser: White,
            article: "2002 art. 7.2"
        }]
    );
    assert_eq!(r.result(), Some(GameResult::Resignation { winner: Black }));

    let mut r = referee(Y1988);
    let flag = ClockEvent::Flagged {
        color: Black,
        article: "1988 art. 23.5",
        pass_available: false,
    };
    assert_eq!(
        r.handle(Event::Clock(flag)).unwrap(),
        vec![Ruling::GameLost {
            loser: Black,
            article: "1988 art. 23.5"
        }]
    );
    assert_eq!(r.result(), Some(GameResult::Time { winner: White }));
}

#[test]
fn clock_pass_charged_2002_art_22_5_is_a_pass() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    let charged = ClockEvent::PassCharged {
        color: White,
        article: "2002 art. 22.5",
    };
    assert_eq!(
        r.handle(Event::Clock(charged)).unwrap(),
        vec![accepted(White, "2002 art. 22.5")]
    );
    assert_eq!(r.game().to_move(), Black);
}

//! Repetition and cycles: art. 6, 1988/2002 art. 20.3.

use crate::common::*;

#[test]
fn repetition_void_as_pass_by_default_art_6() {
    for (edition, article) in [(Y1988, "1988 art. 6"), (Y2002, "2002 art. 6")] {
        let (r, rulings) = superko(edition, CycleOutcome::VoidAsPass);
        assert_eq!(
            rulings,
            vec![Ruling::VoidAsPass {
                color: White,
                point: p(1, 1),
                reason: VoidReason::Repetition,
                article
            }]
        );
        assert_eq!(r.game().board().get(p(1, 2)), Some(Black));
        assert_eq!(r.game().to_move(), Black);
        assert!(r.warnings().is_empty());
    }
}

#[test]
fn cycle_no_result_draw_or_replay_when_the_competition_chose_so_art_20_3() {
    let (r, rulings) = superko(Y2002, CycleOutcome::NoResult);
    assert_eq!(
        rulings,
        vec![Ruling::NoResult {
            article: "2002 art. 20.3"
        }]
    );
    assert_eq!(r.result(), Some(GameResult::NoResult));

    let (r, rulings) = superko(Y1988, CycleOutcome::Draw);
    assert_eq!(
        rulings,
        vec![Ruling::Draw {
            article: "1988 art. 20.3"
        }]
    );
    assert_eq!(r.result(), Some(GameResult::Draw));

    let (mut r, rulings) = superko(Y2002, CycleOutcome::Replay);
    assert_eq!(
        rulings,
        vec![Ruling::Replay {
            article: "2002 art. 20.3"
        }]
    );
    assert_eq!(r.handle(place(Black, 3, 3)), Err(RefereeError::GameOver));
}

/// A draw ruled under art. 20.3 (和棋) is the referee's result: the game has
/// no draw by event and records no result (无胜负, SGF `Void`), so the
/// outcome is read from `Referee::result`. A replay reads as no result.
#[test]
fn a_draw_under_art_20_3_reads_as_a_draw_on_the_referee() {
    for edition in [Y1988, Y2002] {
        let (r, _) = superko(edition, CycleOutcome::Draw);
        assert!(r.is_decided());
        assert_eq!(r.result(), Some(GameResult::Draw));
        assert_eq!(r.result().unwrap().to_sgf(), "0");
        assert_eq!(r.game().result(), Some(GameResult::NoResult));
    }
    let (r, _) = superko(Y2002, CycleOutcome::Replay);
    assert_eq!(r.result(), Some(GameResult::NoResult));

    // Simple ko: the third occurrence of the position after move 8 (moves 8,
    // 12, 18, as in the next test) is the cycle; the competition chose a draw.
    let rules = Rules {
        ending: Ending::Agreement,
        ..Preset::ChineseSimpleKo.rules()
    };
    let options = RefereeOptions {
        cycle_outcome: CycleOutcome::Draw,
        ..RefereeOptions::default()
    };
    let mut r = referee_with(Y2002, rules, 5, options);
    play(&mut r, &KO);
    r.handle(Event::Pass { color: White }).unwrap();
    r.handle(Event::Pass { color: Black }).unwrap();
    play(&mut r, &[(White, 1, 1)]);
    r.handle(Event::Pass { color: Black }).unwrap();
    r.handle(Event::Pass { color: White }).unwrap();
    play(&mut r, &[(Black, 1, 2)]);
    r.handle(Event::Pass { color: White }).unwrap();
    r.handle(Event::Pass { color: Black }).unwrap();
    assert_eq!(r.result(), None);
    let rulings = r.handle(place(White, 1, 1)).unwrap();
    assert_eq!(
        rulings,
        vec![
            accepted(White, "2002 art. 2.3"),
            Ruling::Draw {
                article: "2002 art. 20.3"
            }
        ]
    );
    assert_eq!(r.result(), Some(GameResult::Draw));
    assert_eq!(r.game().result(), Some(GameResult::NoResult));
    assert_eq!(r.handle(place(Black, 3, 3)), Err(RefereeError::GameOver));
}

#[test]
fn simple_ko_third_occurrence_is_a_cycle_2002_art_20_3() {
    // Simple ko: White may retake after two passes. The position after move 8
    // (White on (1,1)) occurs at move 8, again at move 12, and a third time at
    // move 18.
    for outcome in [CycleOutcome::NoResult, CycleOutcome::VoidAsPass] {
        let rules = Rules {
            ending: Ending::Agreement,
            ..Preset::ChineseSimpleKo.rules()
        };
        let options = RefereeOptions {
            cycle_outcome: outcome,
            ..RefereeOptions::default()
        };
        let mut r = referee_with(Y2002, rules, 5, options);
        play(&mut r, &KO);
        let passes = |r: &mut Referee, first: Color| {
            r.handle(Event::Pass { color: first }).unwrap();
            r.handle(Event::Pass {
                color: first.opponent(),
            })
            .unwrap();
        };
        passes(&mut r, White);
        play(&mut r, &[(White, 1, 1)]); // second occurrence
        passes(&mut r, Black);
        play(&mut r, &[(Black, 1, 2)]);
        passes(&mut r, White);
        let rulings = r.handle(place(White, 1, 1)).unwrap();
        match outcome {
            CycleOutcome::NoResult => {
                assert_eq!(
                    rulings,
                    vec![
                        accepted(White, "2002 art. 2.3"),
                        Ruling::NoResult {
                            article: "2002 art. 20.3"
                        }
                    ]
                );
                assert_eq!(r.result(), Some(GameResult::NoResult));
            }
            _ => {
                assert_eq!(
                    rulings,
                    vec![Ruling::VoidAsPass {
                        color: White,
                        point: p(1, 1),
                        reason: VoidReason::Repetition,
                        article: "2002 art. 6"
                    }]
                );
                assert_eq!(r.game().state(), GameState::Ongoing);
                assert_eq!(r.game().board().get(p(1, 2)), Some(Black));
            }
        }
    }
}

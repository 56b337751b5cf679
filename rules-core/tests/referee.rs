//! The referee (RULES.md §8): each row of the table under both editions as a
//! scripted game, warnings as penalty stones, the second warning, disputes,
//! cycles. The property test is in `referee_props.rs`.
//! Expected values are worked out by hand in the comments.

use tianyuan::clock::ClockEvent;
use tianyuan::referee::{
    Claim, CycleOutcome, Edition, Event, Referee, RefereeError, RefereeOptions, Ruling, VoidReason,
    Warning, WarningReason,
};
use tianyuan::Color::{Black, White};
use tianyuan::{
    BoardSize, Color, EndReason, Ending, Game, GameResult, GameState, Move, Point, Preset, Rules,
};

const Y1988: Edition = Edition::Y1988;
const Y2002: Edition = Edition::Y2002;

fn p(row: u8, col: u8) -> Point {
    Point::new(row, col)
}

fn referee_with(edition: Edition, rules: Rules, side: u32, options: RefereeOptions) -> Referee {
    let game = Game::new(BoardSize::square(side).unwrap(), rules);
    Referee::new(game, edition, options)
}

/// A 5x5 referee under the edition's own preset.
fn referee(edition: Edition) -> Referee {
    let rules = match edition {
        Edition::Y1988 => Preset::Chinese1988.rules(),
        Edition::Y2002 => Preset::Chinese2002.rules(),
    };
    referee_with(edition, rules, 5, RefereeOptions::default())
}

fn place(color: Color, row: u8, col: u8) -> Event {
    Event::Place {
        color,
        point: p(row, col),
    }
}

/// Feeds moves that must all be accepted.
fn play(r: &mut Referee, moves: &[(Color, u8, u8)]) {
    for &(color, row, col) in moves {
        let rulings = r.handle(place(color, row, col)).unwrap();
        assert!(
            matches!(rulings[..], [Ruling::Accepted { color: c, .. }] if c == color),
            "{color:?} ({row},{col}): {rulings:?}"
        );
    }
}

fn accepted(color: Color, article: &'static str) -> Ruling {
    Ruling::Accepted { color, article }
}

fn warning(color: Color, reason: WarningReason, article: &'static str) -> Ruling {
    Ruling::Warning(Warning {
        color,
        reason,
        article,
    })
}

/// Black (1,0) (0,1) (2,1), White (0,2) (2,2) (1,3), White (1,1), Black takes
/// it at (1,2): a ko at (1,1), White to move. 9 moves.
const KO: [(Color, u8, u8); 9] = [
    (Black, 1, 0),
    (White, 0, 2),
    (Black, 0, 1),
    (White, 2, 2),
    (Black, 2, 1),
    (White, 1, 3),
    (Black, 4, 4),
    (White, 1, 1),
    (Black, 1, 2),
];

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

// ---- captured stones not removed: 2002 art. 18.2 --------------------------

/// Black (0,1), White (0,0), Black (1,0) captures (0,0): White to move.
const CAPTURE: [(Color, u8, u8); 3] = [(Black, 0, 1), (White, 0, 0), (Black, 1, 0)];

fn removals(edition: Edition) -> Referee {
    let options = RefereeOptions {
        expect_removals: true,
        ..RefereeOptions::default()
    };
    let rules = match edition {
        Edition::Y1988 => Preset::Chinese1988.rules(),
        Edition::Y2002 => Preset::Chinese2002.rules(),
    };
    referee_with(edition, rules, 5, options)
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

// ---- wrong colours: 2002 art. 17.1 ----------------------------------------

/// Ten moves on 9x9 without captures: Black on row 2, White on row 6.
fn ten_moves() -> Vec<(Color, u8, u8)> {
    (0..5)
        .flat_map(|c| [(Black, 2, c), (White, 6, c)])
        .collect()
}

#[test]
fn wrong_colours_2002_art_17_1_corrected_up_to_move_10() {
    let mut r = referee_with(Y2002, Preset::Chinese2002.rules(), 9, Default::default());
    play(&mut r, &ten_moves()[..1]);
    // A warning for the player holding Black (played twice, 2002 art. 17.2).
    r.handle(place(Black, 4, 4)).unwrap();
    play(&mut r, &ten_moves()[1..]);
    assert_eq!(r.game().move_number(), 11);
    let rulings = r.handle(Event::WrongColours).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColoursCorrected {
            article: "2002 art. 17.1"
        }]
    );
    // Restarted with the colours exchanged: empty board, Black to move, and
    // the warning follows its player, who now holds White.
    assert_eq!(r.game().move_number(), 1);
    assert_eq!(r.game().board().occupied().count(), 0);
    assert_eq!(r.game().to_move(), Black);
    assert_eq!(r.warning_count(White), 1);
    assert_eq!(r.game().penalty_stones(), [0, 1]);
}

#[test]
fn wrong_colours_2002_art_17_1_not_corrected_after_move_10() {
    let mut r = referee_with(Y2002, Preset::Chinese2002.rules(), 9, Default::default());
    play(&mut r, &ten_moves());
    play(&mut r, &[(Black, 4, 4)]);
    let rulings = r.handle(Event::WrongColours).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColoursKept {
            article: "2002 art. 17.1"
        }]
    );
    assert_eq!(r.game().move_number(), 12);
}

#[test]
fn wrong_colours_1988_no_rule_play_goes_on_art_25_1() {
    let mut r = referee_with(Y1988, Preset::Chinese1988.rules(), 9, Default::default());
    play(&mut r, &ten_moves()[..4]);
    let rulings = r.handle(Event::WrongColours).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColoursKept {
            article: "1988 art. 25.1"
        }]
    );
    assert_eq!(r.game().move_number(), 5);
}

// ---- two warnings: 1988 art. 25.2, 2002 art. 24.2 --------------------------

#[test]
fn second_warning_loses_1988_art_25_2() {
    let mut r = referee(Y1988);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    play(&mut r, &[(White, 1, 1), (Black, 3, 3)]);
    let rulings = r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(
        rulings.last(),
        Some(&Ruling::GameLost {
            loser: Black,
            article: "1988 art. 25.2"
        })
    );
    assert_eq!(rulings.len(), 3);
    assert_eq!(r.result(), Some(GameResult::Forfeit { winner: White }));
}

#[test]
fn second_warning_loses_2002_art_24_2() {
    let mut r = referee(Y2002);
    play(&mut r, &KO);
    // First warning: the ko recapture (2002 art. 18.3); White's move is a pass.
    r.handle(place(White, 1, 1)).unwrap();
    play(&mut r, &[(Black, 4, 0)]);
    // Second: White plays twice (2002 art. 17.2).
    play(&mut r, &[(White, 3, 3)]);
    let rulings = r.handle(place(White, 3, 2)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::Void {
                color: White,
                point: p(3, 2),
                reason: VoidReason::MovedTwice,
                article: "2002 art. 17.2"
            },
            warning(White, WarningReason::MovedTwice, "2002 art. 17.2"),
            Ruling::GameLost {
                loser: White,
                article: "2002 art. 24.2"
            },
        ]
    );
    assert_eq!(r.result(), Some(GameResult::Forfeit { winner: Black }));
}

// ---- penalty stones at the count: 2002 art. 24.1 --------------------------

/// Black fills column 2, White column 3 of a 5x5 board (10 moves): Black's
/// area is columns 0–2, 15 points; White's 10. No shared points.
fn walls(edition: Edition, warn_white: bool) -> Referee {
    let mut r = referee(edition);
    for row in 0..5 {
        play(&mut r, &[(Black, row, 2), (White, row, 3)]);
        if row == 0 && warn_white {
            // White lifts a living Black stone: a warning (art. 18 / 18.1).
            r.handle(Event::Remove {
                color: White,
                points: vec![p(0, 2)],
            })
            .unwrap();
        }
    }
    r
}

fn finish(r: &mut Referee, edition: Edition) -> tianyuan::Score {
    r.handle(Event::ProposeEnd { color: Black }).unwrap();
    let rulings = r.handle(Event::AcceptEnd { color: White }).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::PlayEnded {
            reason: EndReason::Agreement,
            article: match edition {
                Edition::Y1988 => "1988 art. 7.1",
                Edition::Y2002 => "2002 art. 7.1",
            }
        }]
    );
    let rulings = r.handle(Event::AgreeDead { dead: vec![] }).unwrap();
    match &rulings[..] {
        [Ruling::Counted { score, result, .. }] => {
            assert_eq!(Some(*result), r.result());
            *score
        }
        other => panic!("expected a count, got {other:?}"),
    }
}

#[test]
fn penalty_stone_costs_exactly_one_stone_2002_art_24_1() {
    // Komi 3¾ stones, baseline 12½: Black 15 − 12½ − 3¾ = −1¼ stones = −5
    // quarter stones: White wins by 2½ points.
    let mut plain = walls(Y2002, false);
    let score = finish(&mut plain, Y2002);
    assert_eq!(score.margin_quarter_stones, -5);
    assert_eq!(
        plain.result(),
        Some(GameResult::Score {
            winner: White,
            margin_half_points: 5
        })
    );
    // White warned once: one stone (4 quarter stones, 2 points) back to Black:
    // −¼ stone, White by ½ point.
    let mut warned = walls(Y2002, true);
    let score = finish(&mut warned, Y2002);
    assert_eq!(score.penalty_stones, [0, 1]);
    assert_eq!(score.margin_quarter_stones, -1);
    assert_eq!(
        warned.result(),
        Some(GameResult::Score {
            winner: White,
            margin_half_points: 1
        })
    );
}

#[test]
fn warning_1988_costs_no_stone_at_the_count() {
    // Komi 2¾ stones: 15 − 12½ − 2¾ = −¼ stone, with or without a warning
    // (1988 only counts warnings towards art. 25.2).
    for warn in [false, true] {
        let mut r = walls(Y1988, warn);
        let score = finish(&mut r, Y1988);
        assert_eq!(score.margin_quarter_stones, -1);
        assert_eq!(score.penalty_stones, [0, 0]);
        assert_eq!(r.warning_count(White), u32::from(warn));
    }
}

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
        assert_eq!(score.black_count_halves, 25);
        assert_eq!(score.white_count_halves, 25);
        if edition == Y2002 {
            assert_eq!(score.margin_quarter_stones, -15);
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

// ---- cycles: 1988/2002 art. 20.3 ------------------------------------------

/// The ko position, then White and Black pass, and White retakes: under
/// positional superko the position after move 8 would recur.
fn superko(edition: Edition, outcome: CycleOutcome) -> (Referee, Vec<Ruling>) {
    let rules = Rules {
        ending: Ending::Agreement,
        ..Preset::Chinese2002.rules()
    };
    let options = RefereeOptions {
        cycle_outcome: outcome,
        ..RefereeOptions::default()
    };
    let mut r = referee_with(edition, rules, 5, options);
    play(&mut r, &KO);
    r.handle(Event::Pass { color: White }).unwrap();
    r.handle(Event::Pass { color: Black }).unwrap();
    let rulings = r.handle(place(White, 1, 1)).unwrap();
    (r, rulings)
}

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

// ---- refused events --------------------------------------------------------

#[test]
fn impossible_events_are_refused_and_change_nothing() {
    let mut r = referee(Y2002);
    play(&mut r, &[(Black, 2, 2)]);
    let cases = [
        (place(White, 2, 2), RefereeError::Occupied),
        (place(White, 5, 0), RefereeError::OffBoard),
        (Event::Pass { color: Black }, RefereeError::NotYourTurn),
        (
            Event::TakeBack { color: White },
            RefereeError::NothingToTakeBack,
        ),
        (Event::AcceptEnd { color: White }, RefereeError::NoProposal),
        (
            Event::AgreeDead { dead: vec![] },
            RefereeError::PlayNotEnded,
        ),
        (
            Event::Dispute { claims_dead: White },
            RefereeError::PlayNotEnded,
        ),
        (
            Event::Remove {
                color: White,
                points: vec![p(0, 0)],
            },
            RefereeError::NoStone,
        ),
    ];
    for (event, error) in cases {
        assert_eq!(r.handle(event.clone()), Err(error), "{event:?}");
        assert_eq!(r.game().move_number(), 2);
        assert_eq!(r.game().to_move(), White);
        assert!(r.warnings().is_empty());
    }
}

#[test]
fn data_lists_are_complete_and_distinct() {
    let codes: Vec<_> = RefereeError::ALL.iter().map(|e| e.code()).collect();
    let mut unique = codes.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), codes.len());
    let mut kinds = Ruling::KINDS.to_vec();
    kinds.sort();
    kinds.dedup();
    assert_eq!(kinds.len(), Ruling::KINDS.len());
    assert_eq!(WarningReason::ALL.len(), 5);
    assert_eq!(VoidReason::ALL.len(), 5);
    assert_eq!(CycleOutcome::ALL.len(), 4);
    assert_eq!(Claim::ALL.len(), 2);
    assert_eq!(
        Ruling::NoResult { article: "x" }.kind(),
        "no-result",
        "kind follows declaration order"
    );
}

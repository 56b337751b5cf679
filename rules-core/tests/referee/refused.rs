//! Events the referee refuses, and its data lists.

use crate::common::*;

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
    // snake_case as every catalogued error code (issue 19; `-` before 0.2),
    // the catalogue's code the family's and its own.
    assert_eq!(
        codes,
        [
            "off_board",
            "occupied",
            "no_stone",
            "not_your_turn",
            "nothing_to_take_back",
            "no_proposal",
            "play_not_ended",
            "play_ended",
            "game_over"
        ]
    );
    assert_eq!(
        tianyuan::error::ErrorKind::Referee(RefereeError::NotYourTurn).code(),
        "referee.not_your_turn"
    );
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

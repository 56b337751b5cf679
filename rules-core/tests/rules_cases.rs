//! Rules cases drawn as pictures (`X` Black, `O` White, `.` empty; top row first).
//! Each test names its source: a seed article or diagram, or a standard shape
//! whose outcome is worked out by hand in the comment.

use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{Board, Position};
use tianyuan::{BoardSize, Color, IllegalMove, Move};

fn position(text: &str, to_move: Color, ko: KoRule, suicide: SuicideRule) -> Position {
    let board = Board::from_ascii(text).expect("a valid picture");
    let pos = Position::from_board(board, to_move, ko, suicide).expect("a legal set-up");
    pos.check_invariants().unwrap();
    pos
}

fn mv(pos: &Position, vertex: &str) -> Move {
    pos.size().parse_gtp(vertex).unwrap()
}

fn play(pos: &mut Position, vertex: &str) -> Result<u32, IllegalMove> {
    let m = mv(pos, vertex);
    let out = pos.play(m)?;
    pos.check_invariants().unwrap();
    Ok(out.captured.count())
}

/// Asserts a move is rejected for `reason` and leaves everything as it was.
fn rejected(pos: &mut Position, vertex: &str, reason: IllegalMove) {
    let before = pos.clone();
    assert_eq!(play(pos, vertex), Err(reason), "{vertex}");
    assert_eq!(pos.board(), before.board());
    assert_eq!(pos.to_move(), before.to_move());
    assert_eq!(pos.moves_played(), before.moves_played());
    assert_eq!(pos.ko_point(), before.ko_point());
    assert!(!pos
        .legal_point_set()
        .contains(pos.size().bit(mv(pos, vertex).point().unwrap())));
}

const CHINESE: (KoRule, SuicideRule) = (KoRule::Positional, SuicideRule::Forbidden);

// 1988 art. 5, diagram 图二 (seed 003): the point A is forbidden to Black in each
// of the three examples 甲, 乙, 丙.
#[test]
fn forbidden_point_jia_single_stone() {
    // 甲: A is an empty point enclosed by four white stones; Black at A has no
    // liberty and captures nothing.
    let mut p = position(
        ". . . . .\n. . O . .\n. O . O .\n. . O . .\n. . . . .",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    rejected(&mut p, "C3", IllegalMove::Suicide);
    // White may fill its own eye there: the point is only forbidden to Black.
    p.play(Move::Pass).unwrap();
    assert_eq!(play(&mut p, "C3"), Ok(0));
}

#[test]
fn forbidden_point_yi_two_stones_side_by_side() {
    // 乙: a black stone with A beside it, both enclosed by white: Black at A (D3)
    // makes a two-stone chain with no liberty.
    let mut p = position(
        ". . . . . .\n. . O O . .\n. O X . O .\n. . O O . .\n. . . . . .",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    rejected(&mut p, "D3", IllegalMove::Suicide);
}

#[test]
fn forbidden_point_bing_two_stones_stacked() {
    // 丙: A below a black stone, both enclosed: Black at A (C2) is forbidden.
    let mut p = position(
        ". . . . .\n. . O . .\n. O X O .\n. O . O .\n. . O . .",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    rejected(&mut p, "C2", IllegalMove::Suicide);
    // White at A captures the black stone (art. 4): legal for White.
    p.play(Move::Pass).unwrap();
    assert_eq!(play(&mut p, "C2"), Ok(1));
}

// Art. 4.2: captures are resolved before the suicide check. Black's stone at C3
// has no empty neighbour, but each white neighbour is in atari there, so Black
// captures all four and the move is legal.
#[test]
fn filling_own_last_liberty_while_capturing_is_legal() {
    let mut p = position(
        ". X O X .\nX O . O X\n. X O X .\n. . X . .",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    assert!(p.is_legal(mv(&p, "C3")));
    assert_eq!(play(&mut p, "C3"), Ok(4));
    assert_eq!(p.board().stones(Color::White).count(), 0);
}

// Snapback: Black throws in at E4, White captures the one stone with E3, which
// joins all White's stones into one chain whose only liberty is E4; Black takes
// five stones back at once. Not a ko: the recapture takes more than one stone.
#[test]
fn snapback() {
    let mut p = position(
        ". X O O .\nX . X O .\n. . . X O\nX . . . X",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    assert_eq!(play(&mut p, "E4"), Ok(0));
    assert_eq!(play(&mut p, "E3"), Ok(1));
    assert_eq!(p.ko_point(), None);
    assert_eq!(play(&mut p, "E4"), Ok(5));
    assert_eq!(p.board().stones(Color::White).count(), 0);
}

// A ko in the corner (1988 art. 20.1 / 2002 art. 18.3: no immediate recapture).
// White A5 takes B5; Black may not retake at B5 at once, may after one exchange.
#[test]
fn corner_ko_and_retake_after_an_exchange() {
    for ko in KoRule::ALL {
        let mut p = position(
            ". X O . .\nX O . . .\n. . . . .\n. . . . .\n. . . . .",
            Color::White,
            ko,
            SuicideRule::Forbidden,
        );
        assert_eq!(play(&mut p, "A5"), Ok(1));
        assert_eq!(p.ko_point(), Some(tianyuan::Point::new(0, 1)));
        rejected(&mut p, "B5", IllegalMove::Ko);
        assert_eq!(play(&mut p, "E1"), Ok(0)); // a ko threat elsewhere
        assert_eq!(play(&mut p, "D1"), Ok(0)); // answered
        assert_eq!(play(&mut p, "B5"), Ok(1), "retake allowed under {ko:?}");
        rejected(&mut p, "A5", IllegalMove::Ko);
    }
}

// A ko on the top edge: Black D5 takes C5; White's immediate retake is a ko.
#[test]
fn edge_ko() {
    let mut p = position(
        ". X O . O .\n. . X O . .\n. . . . . .\n. . . . . .",
        Color::Black,
        CHINESE.0,
        CHINESE.1,
    );
    assert_eq!(play(&mut p, "D4"), Ok(1));
    rejected(&mut p, "C4", IllegalMove::Ko);
    // A pass clears the ko for the next player, but Black is then to move.
    p.play(Move::Pass).unwrap();
    assert_eq!(p.ko_point(), None);
}

// RULES.md §4: multi-stone suicide is forbidden by default (art. 5, 乙) and
// allowed with the Tromp-Taylor / New Zealand option, which removes the chain.
// A single-stone suicide stays forbidden either way.
#[test]
fn multi_stone_suicide_option() {
    let yi = ". . . . . .\n. . O O . .\n. O X . O .\n. . O O . .\n. . . . . .";
    let mut forbidden = position(yi, Color::Black, KoRule::Positional, SuicideRule::Forbidden);
    rejected(&mut forbidden, "D3", IllegalMove::Suicide);
    let mut allowed = position(
        yi,
        Color::Black,
        KoRule::Positional,
        SuicideRule::MultiStoneAllowed,
    );
    let out = allowed.play(mv(&allowed, "D3")).unwrap();
    assert_eq!(out.captured.count(), 0);
    assert_eq!(out.suicided.count(), 2);
    assert_eq!(allowed.board().stones(Color::Black).count(), 0);
    allowed.check_invariants().unwrap();
    let jia = ". . . . .\n. . O . .\n. O . O .\n. . O . .\n. . . . .";
    let mut single = position(
        jia,
        Color::Black,
        KoRule::Positional,
        SuicideRule::MultiStoneAllowed,
    );
    rejected(&mut single, "C3", IllegalMove::Suicide);
}

// "Sending two, returning one" (双提二子, 1988/2002 art. 20): Black E1 makes E1-E2
// a two-stone chain in atari; White E3 takes both; Black E2 takes E3 back. The
// arrangement is then the starting one with White to move: three plies later.
// Positional superko (1988 art. 6) forbids it; situational superko (2002 art. 6)
// allows it (the other side is to move); simple ko allows it (no lone-stone ko).
// The start is a set-up position, so this also shows set-up seeds the history.
#[test]
fn sending_two_returning_one() {
    let start = ". . X X .\n. O O O X\nO . O O .";
    // The repetition count after E2: the arrangement occurs a second time under
    // simple ko; under situational superko it is a new situation (White to move).
    for (ko, expect, repetitions) in [
        (KoRule::Simple, Ok(1), 2),
        (KoRule::Situational, Ok(1), 1),
        (KoRule::Positional, Err(IllegalMove::PositionalSuperko), 0),
    ] {
        let mut p = position(start, Color::Black, ko, SuicideRule::Forbidden);
        assert_eq!(play(&mut p, "E1"), Ok(0));
        assert_eq!(play(&mut p, "E3"), Ok(2));
        let e2 = mv(&p, "E2");
        assert_eq!(p.is_legal(e2), expect.is_ok(), "{ko:?}");
        assert_eq!(
            p.legal_point_set()
                .contains(p.size().bit(e2.point().unwrap())),
            expect.is_ok()
        );
        if expect.is_err() {
            rejected(&mut p, "E2", IllegalMove::PositionalSuperko);
        } else {
            assert_eq!(play(&mut p, "E2"), expect);
            assert_eq!(
                p.board(),
                position(start, Color::Black, ko, SuicideRule::Forbidden).board()
            );
            assert_eq!(p.repetitions(), repetitions, "{ko:?}");
        }
    }
}

// Situational superko (2002 art. 6) forbids facing the opponent with a
// situation he has faced. After the cycle above (E1, E3, E2) White passes: Black
// is to move in the starting situation again, which a pass may do. Black E1 now
// would give White the situation White faced after Black's first E1: forbidden
// under situational superko, and under positional superko (same arrangement);
// allowed under simple ko. Passes themselves are never forbidden.
#[test]
fn situational_superko_after_a_pass() {
    let start = ". . X X .\n. O O O X\nO . O O .";
    for (ko, expect) in [
        (KoRule::Simple, None),
        (KoRule::Situational, Some(IllegalMove::SituationalSuperko)),
    ] {
        let mut p = position(start, Color::Black, ko, SuicideRule::Forbidden);
        for v in ["E1", "E3", "E2"] {
            play(&mut p, v).unwrap();
        }
        p.play(Move::Pass).unwrap();
        assert_eq!(p.to_move(), Color::Black);
        if ko == KoRule::Situational {
            assert_eq!(p.repetitions(), 2); // the start situation, again
        }
        match expect {
            Some(reason) => rejected(&mut p, "E1", reason),
            None => assert_eq!(play(&mut p, "E1"), Ok(0)),
        }
        // Undo twice restores the repetition count of the earlier state exactly.
        p.undo();
        p.undo();
        assert_eq!(
            p.repetitions(),
            if ko == KoRule::Situational { 1 } else { 2 }
        );
        p.check_invariants().unwrap();
    }
}

// Undo of any number of moves restores board, hash, side and ko exactly.
#[test]
fn undo_restores_everything() {
    let mut p = Position::new(
        BoardSize::square(9).unwrap(),
        KoRule::Positional,
        SuicideRule::Forbidden,
    );
    let start = p.clone();
    let mut states = vec![];
    for v in ["E5", "D5", "D4", "E4", "F5", "C5", "pass", "E6"] {
        states.push((*p.board(), p.to_move(), p.ko_point()));
        play(&mut p, v).unwrap();
    }
    while let Some((board, to_move, ko)) = states.pop() {
        p.undo().unwrap();
        assert_eq!(
            (*p.board(), p.to_move(), p.ko_point()),
            (board, to_move, ko)
        );
        p.check_invariants().unwrap();
    }
    assert_eq!(p.undo(), None);
    assert_eq!(p.board(), start.board());
}

#[test]
fn ascii_round_trip() {
    let text = ". X O\nX . O\n. . .";
    let b = Board::from_ascii(text).unwrap();
    let shown = b.to_string();
    assert_eq!(Board::from_ascii(&shown).unwrap(), b);
    assert!(shown.contains(" 3 . X O 3"), "{shown}");
    assert!(Board::from_ascii("X O\nX").is_err());
    assert!(Board::from_ascii("").is_err());
}

#[test]
fn setup_with_a_dead_chain_is_refused() {
    let b = Board::from_ascii("X O .\nO . .\n. . .").unwrap();
    assert!(Position::from_board(b, Color::Black, KoRule::Simple, SuicideRule::Forbidden).is_err());
}

/// The names every surface spells the rule choices and game ends with (the
/// Python `Rules` pickles store them: they must not change), each parsed
/// back to its value.
#[test]
fn rule_choices_and_ends_have_one_name_each() {
    use tianyuan::rules::{CycleRule, Ending, SuicideRule};
    use tianyuan::{Color, EndReason};
    let suicide: Vec<_> = SuicideRule::ALL.iter().map(|s| s.name()).collect();
    assert_eq!(suicide, ["forbidden", "multi-stone-allowed"]);
    let ending: Vec<_> = Ending::ALL.iter().map(|e| e.name()).collect();
    assert_eq!(ending, ["two-passes", "agreement"]);
    let cycle: Vec<_> = CycleRule::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(cycle, ["continue", "no-result-on-third-occurrence"]);
    for s in SuicideRule::ALL {
        assert_eq!(SuicideRule::parse(&s.name().to_uppercase()), Some(s));
    }
    for e in Ending::ALL {
        assert_eq!(Ending::parse(e.name()), Some(e));
    }
    assert_eq!(Ending::parse(" Passes "), Some(Ending::TwoPasses));
    for c in CycleRule::ALL {
        assert_eq!(CycleRule::parse(c.name()), Some(c));
    }
    assert_eq!(SuicideRule::parse("sometimes"), None);
    let loser = Color::White;
    let ends = [
        (EndReason::TwoPasses, "two-passes"),
        (EndReason::Agreement, "agreement"),
        (EndReason::Resignation { loser }, "resignation"),
        (EndReason::Time { loser }, "time"),
        (EndReason::Forfeit { loser }, "forfeit"),
        (EndReason::NoResult, "no-result"),
    ];
    for (end, name) in ends {
        assert_eq!(end.name(), name);
    }
}

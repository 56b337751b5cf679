//! The game layer: ends of play, resumption, cycles, handicap (RULES.md §5–7).

use tianyuan::sized::{Board, Game};
use tianyuan::{
    BoardSize, Color, EndReason, GameError, GameResult, GameState, IllegalMove, Move, Point,
    Preset, Rules,
};

fn nine() -> BoardSize {
    BoardSize::square(9).unwrap()
}

fn at(g: &Game, v: &str) -> Move {
    g.size().parse_gtp(v).unwrap()
}

// 2002 art. 7.3: two passes in succession end the game.
#[test]
fn two_passes_end_the_game() {
    let mut g = Game::new(nine(), Rules::default());
    g.play(at(&g, "E5")).unwrap();
    g.pass().unwrap();
    assert!(!g.is_over());
    g.pass().unwrap();
    assert_eq!(g.state(), GameState::Ended(EndReason::TwoPasses));
    let before = g.move_number();
    assert_eq!(g.play(at(&g, "A1")), Err(IllegalMove::GameOver));
    assert_eq!(g.move_number(), before);
    // Undo reopens it.
    g.undo().unwrap();
    assert!(!g.is_over());
}

// 2002 art. 21.1: a pass proposes the end; if the opponent plays on, play resumes.
#[test]
fn a_pass_then_a_move_then_two_passes() {
    let mut g = Game::new(nine(), Rules::default());
    g.pass().unwrap();
    g.play(at(&g, "E5")).unwrap();
    assert!(!g.is_over());
    g.pass().unwrap();
    assert!(!g.is_over(), "a pass after a move is not the second of two");
    g.pass().unwrap();
    assert!(g.is_over());
    assert_eq!(g.move_number(), 5);
    let numbers: Vec<u32> = g.moves().map(|m| m.number).collect();
    assert_eq!(numbers, [1, 2, 3, 4]);
    assert_eq!(g.moves().nth(1).unwrap().color, Color::White);
}

// 1988 art. 7.1: under the 1988 preset only agreement ends the game.
#[test]
fn agreement_only_under_1988() {
    let mut g = Game::new(nine(), Preset::Chinese1988.rules());
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(!g.is_over());
    g.agree_end().unwrap();
    assert_eq!(g.state(), GameState::Ended(EndReason::Agreement));
    assert_eq!(g.agree_end(), Err(GameError::GameOver));
}

#[test]
fn resignation_and_wrong_player() {
    let mut g = Game::new(nine(), Rules::default());
    assert_eq!(
        g.play_as(Color::White, at(&g, "E5")),
        Err(IllegalMove::WrongPlayer)
    );
    assert_eq!(g.move_number(), 1);
    g.resign(Color::White).unwrap();
    assert_eq!(
        g.result(),
        Some(GameResult::Resignation {
            winner: Color::Black
        })
    );
    assert_eq!(g.result().unwrap().to_sgf(), "B+R");
    assert_eq!(g.resign(Color::Black), Err(GameError::GameOver));
    assert_eq!(g.resume(Color::Black), Err(GameError::GameOver));
}

// chinese-simple-ko: a whole-board position occurring a third time ends the game
// with no result. "Sending two, returning one" (see rules_cases.rs) repeats the
// start after three plies; with a White pass between two rounds, the start
// arrangement occurs a third time at Black's second E2.
#[test]
fn third_occurrence_is_no_result_under_simple_ko() {
    let board = Board::from_ascii(". . X X .\n. O O O X\nO . O O .").unwrap();
    let mut g = Game::from_setup(board, Color::Black, Preset::ChineseSimpleKo.rules(), 0).unwrap();
    for v in ["E1", "E3", "E2", "pass", "E1", "E3"] {
        let m = at(&g, v);
        g.play(m).unwrap();
        assert!(!g.is_over(), "{v}");
    }
    g.play(at(&g, "E2")).unwrap();
    assert_eq!(g.state(), GameState::Ended(EndReason::NoResult));
    assert_eq!(g.result(), Some(GameResult::NoResult));
    assert_eq!(g.result().unwrap().chinese(), "无胜负");
    // The same sequence under chinese-2002 (positional superko) forbids the first E2.
    let mut p = Game::from_setup(board, Color::Black, Rules::default(), 0).unwrap();
    p.play(at(&p, "E1")).unwrap();
    p.play(at(&p, "E3")).unwrap();
    assert_eq!(p.play(at(&p, "E2")), Err(IllegalMove::PositionalSuperko));
}

#[test]
fn handicap_game_and_compensation() {
    let mut g = Game::with_handicap(BoardSize::STANDARD, Rules::default(), 4).unwrap();
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().stones(Color::Black).count(), 4);
    assert_eq!(g.board().get(Point::new(15, 3)), Some(Color::Black)); // D4
    g.pass().unwrap();
    g.pass().unwrap();
    // Tromp-Taylor count of an empty board with 4 black stones: Black owns
    // everything (361 points). Margin = 361*2 - 361*2... in quarter stones:
    // 2*722 - 722 - 15 (komi) - 2*4 (N = 4 points compensation) = 699.
    let s = g.tromp_taylor_score();
    assert_eq!(s.black_count_half_points, 722);
    assert_eq!(s.margin_half_points, 699);
    assert!(Game::with_handicap(nine(), Rules::default(), 10).is_err());
    assert!(Game::with_free_handicap(
        nine(),
        Rules::default(),
        &[Point::new(0, 0), Point::new(0, 0)]
    )
    .is_err());
}

#[test]
fn score_rejects_bad_dead_stones_and_records_result() {
    let mut g = Game::new(BoardSize::square(5).unwrap(), Preset::Chinese1988.rules());
    for v in ["C1", "C2", "C3", "C4", "C5"] {
        let m = at(&g, v);
        g.play(m).unwrap();
        g.pass().unwrap();
    }
    assert!(g.score(&[Point::new(0, 0)]).is_err()); // empty point
    assert!(g.score(&[Point::new(9, 0)]).is_err()); // off the board
                                                    // Black owns the whole 5x5 board (25 points): margin = 2*50 - 50 - 11 = 39
                                                    // quarter stones = 9¾ stones = 19.5 points.
    let s = g.agree_dead_stones(&[]).unwrap();
    assert_eq!(s.margin_half_points, 39);
    assert_eq!(g.result().unwrap().to_sgf(), "B+19.5");
    assert_eq!(
        g.result().unwrap().english(),
        "Black wins by 9 3/4 stones (19.5 points)"
    );
    assert_eq!(g.result().unwrap().chinese(), "黑胜9又3/4子");
}

// 2002 art. 21.4: before the dead stones are agreed, a dispute reopens a game
// ended by two passes; 2002 art. 21.3: after agreement no one may resume, and
// the result is final (no second agreement, no take-back, no move). Each refusal
// leaves the result, the state and the record as they were.
#[test]
fn after_agreement_of_dead_stones_no_one_may_resume() {
    let five = BoardSize::square(5).unwrap();
    let mut g = Game::new(five, Rules::default());
    g.play(at(&g, "C3")).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.state(), GameState::Ended(EndReason::TwoPasses));
    assert!(!g.dead_stones_agreed());
    // A dispute before agreement: play resumes (art. 21.4).
    let mut disputed = g.clone();
    disputed.resume(Color::White).unwrap();
    assert_eq!(disputed.state(), GameState::Ongoing);
    assert_eq!(disputed.to_move(), Color::White);
    disputed.play(at(&disputed, "A1")).unwrap();
    assert_eq!(disputed.result(), None);

    let s = g.agree_dead_stones(&[]).unwrap();
    assert!(g.dead_stones_agreed());
    let result = g.result().unwrap();
    assert_eq!(result, s.result());
    assert_eq!(result.to_sgf(), "B+17.5");
    let state = g.state();
    let moves = g.move_number();
    let board = *g.board();
    let unchanged = |g: &Game, what: &str| {
        assert_eq!(g.result(), Some(result), "{what}: result");
        assert_eq!(g.state(), state, "{what}: state");
        assert_eq!(g.move_number(), moves, "{what}: record");
        assert_eq!(*g.board(), board, "{what}: board");
        assert!(g.dead_stones_agreed(), "{what}");
    };

    for c in Color::ALL {
        assert_eq!(g.resume(c), Err(GameError::DeadStonesAgreed));
        unchanged(&g, "resume");
    }
    let c3 = g.size().parse_gtp("C3").unwrap();
    let Move::Place(c3) = c3 else { unreachable!() };
    assert_eq!(g.agree_dead_stones(&[c3]), Err(GameError::DeadStonesAgreed));
    unchanged(&g, "second agreement");
    assert_eq!(g.agree_dead_stones(&[]), Err(GameError::DeadStonesAgreed));
    unchanged(&g, "same agreement again");
    assert!(g.undo().is_none());
    unchanged(&g, "undo");
    assert_eq!(g.play(at(&g, "D4")), Err(IllegalMove::GameOver));
    assert_eq!(g.pass(), Err(IllegalMove::GameOver));
    unchanged(&g, "play");
    assert_eq!(g.agree_end(), Err(GameError::GameOver));
    assert_eq!(g.resign(Color::Black), Err(GameError::GameOver));
    unchanged(&g, "resign");
    assert!(GameError::DeadStonesAgreed.to_string().contains("21.3"));
}

// Agreeing the dead stones while play goes on ends it by agreement and is just
// as final: undo takes nothing back.
#[test]
fn agreement_during_play_is_final() {
    let mut g = Game::new(BoardSize::square(5).unwrap(), Rules::default());
    g.play(at(&g, "C3")).unwrap();
    g.agree_dead_stones(&[]).unwrap();
    assert_eq!(g.state(), GameState::Ended(EndReason::Agreement));
    let result = g.result();
    assert!(result.is_some());
    assert!(g.undo().is_none());
    assert_eq!(g.resume(Color::White), Err(GameError::DeadStonesAgreed));
    assert_eq!(g.state(), GameState::Ended(EndReason::Agreement));
    assert_eq!(g.result(), result);
    assert_eq!(g.move_number(), 2);
}

// Under 1988 an agreed end of play (without the dead stones) may still be
// disputed and resumed.
#[test]
fn agreed_end_without_dead_stones_may_resume() {
    let mut g = Game::new(nine(), Preset::Chinese1988.rules());
    g.pass().unwrap();
    g.pass().unwrap();
    g.agree_end().unwrap();
    g.resume(Color::Black).unwrap();
    assert_eq!(g.state(), GameState::Ongoing);
    assert_eq!(g.result(), None);
}

/// `Game::restart` gives the game a fresh Game built the same way would be:
/// the handicap stones back, White to move, no moves, no end, no result, a
/// history that forgets the positions before it (so a repetition of them is
/// legal), and the memory of the history kept.
#[test]
fn restart_is_a_fresh_game_with_the_memory_kept() {
    let size = BoardSize::STANDARD;
    let fresh = Game::with_handicap(size, Rules::default(), 4).unwrap();
    let mut g = Game::with_handicap(size, Rules::default(), 4).unwrap();
    // A game that ran: moves, a capture, a mid-game set-up, a resignation.
    for v in ["C3", "C4", "B4", "D3", "B3", "A3", "C2", "B5", "A4"] {
        let mv = at(&g, v);
        g.play(mv).unwrap();
    }
    let q10 = size.parse_gtp("Q10").unwrap();
    let Move::Place(q10) = q10 else {
        unreachable!()
    };
    g.set_up(&[(q10, Some(Color::Black))], Color::White)
        .unwrap();
    g.play(at(&g, "K10")).unwrap();
    g.resign(Color::White).unwrap();
    assert!(g.is_over());
    let heap = g.position().heap_bytes();
    g.restart();
    assert_eq!(g.board(), fresh.board());
    assert_eq!(g.board().stones(Color::Black).count(), 4);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.position().moves_played(), 0);
    assert_eq!(g.moves().count(), 0);
    assert!(g.setups().is_empty());
    assert!(!g.is_over());
    assert_eq!(g.result(), None);
    assert_eq!(g.penalty_stones(), [0, 0]);
    assert_eq!(g.move_number(), 1);
    assert_eq!(g.position().heap_bytes(), heap);
    g.position().check_invariants().unwrap();
    // The restarted game plays as the fresh one does, move for move.
    let mut f = fresh.clone();
    for v in ["D4", "Q16", "K10", "pass", "pass"] {
        let mv = at(&g, v);
        assert_eq!(g.play(mv), f.play(mv));
    }
    assert_eq!(g.state(), f.state());
    assert_eq!(g.board(), f.board());
}

/// `Game::replayed_under`: a Tromp-Taylor game with a multi-stone suicide and
/// a set-up in mid-game, replayed under the Chinese rules (which forbid the
/// suicide, 2002 art. 5): the refused move is played anyway, so the board
/// follows the record; the set-up comes back between the same moves; the
/// resignation is not carried over.
#[test]
fn replayed_under_other_rules_follows_the_moves() {
    let tt = Preset::TrompTaylor.rules();
    let mut g = Game::new(nine(), tt);
    for v in ["A1", "A2", "J9", "B2"] {
        g.play(at(&g, v)).unwrap();
    }
    let Move::Place(e5) = at(&g, "E5") else {
        unreachable!()
    };
    g.set_up(&[(e5, Some(Color::Black))], Color::Black).unwrap();
    for v in ["J8", "C1", "B1"] {
        g.play(at(&g, v)).unwrap();
    }
    // B1 took Black's last liberty: A1 and B1 were removed (Tromp-Taylor).
    let Move::Place(a1) = at(&g, "A1") else {
        unreachable!()
    };
    assert_eq!(g.board().get(a1), None);
    g.resign(Color::White).unwrap();
    let chinese = Rules::default();
    // The Chinese rules refuse that move as it stands.
    let mut before_b1 = Game::new(nine(), chinese);
    for v in ["A1", "A2", "J9", "B2"] {
        before_b1.play(at(&before_b1, v)).unwrap();
    }
    before_b1
        .set_up(&[(e5, Some(Color::Black))], Color::Black)
        .unwrap();
    for v in ["J8", "C1"] {
        before_b1.play(at(&before_b1, v)).unwrap();
    }
    assert_eq!(
        before_b1.play(at(&before_b1, "B1")),
        Err(IllegalMove::Suicide)
    );
    let r = g.replayed_under(chinese);
    assert_eq!(r.rules(), &chinese);
    assert_eq!(r.board(), g.board());
    assert_eq!(r.board().stones(Color::Black).count(), 3); // J9, J8, E5
    assert_eq!(r.board().stones(Color::White).count(), 3); // A2, B2, C1
    assert_eq!(r.moves().count(), 7);
    assert_eq!(r.setups().len(), 1);
    assert_eq!(r.setups()[0].after_moves, 4);
    assert!(!r.is_over());
    assert_eq!(r.to_move(), Color::White);
}

/// A set-up game cannot claim more handicap stones than the board has points
/// (the count would give White that many points of compensation).
#[test]
fn from_setup_refuses_more_handicap_stones_than_points() {
    let size = BoardSize::square(3).unwrap();
    let board = Board::new(size);
    let err = Game::from_setup(board, Color::Black, Rules::default(), 10).unwrap_err();
    assert!(matches!(err, GameError::Handicap(_)), "{err:?}");
    assert!(err
        .to_string()
        .contains("10 handicap stones on a board of 9 points"));
    assert!(Game::from_setup(board, Color::Black, Rules::default(), 9).is_ok());
}

// `Game::stones_placed` counts every move that was not a pass, by colour,
// across a set-up in the middle of the game; checked against the move list
// (counted by hand: B E5, W pass, B D4, W C3, set-up, B pass, W F6, B G7).
#[test]
fn stones_placed_counts_placements_across_a_set_up() {
    let mut g = Game::new(nine(), Rules::default());
    for v in ["E5", "pass", "D4", "C3"] {
        g.play(at(&g, v)).unwrap();
    }
    assert_eq!(g.stones_placed(), [2, 1]);
    let a1 = g.size().parse_gtp("A1").unwrap();
    let Move::Place(a1) = a1 else { unreachable!() };
    g.set_up(&[(a1, Some(Color::White))], Color::Black).unwrap();
    for v in ["pass", "F6", "G7"] {
        g.play(at(&g, v)).unwrap();
    }
    // The set-up stone at A1 is not a move.
    assert_eq!(g.stones_placed(), [3, 2]);
    let from_list = g.moves().fold([0, 0], |mut n, m| {
        if matches!(m.mv, Move::Place(_)) {
            n[m.color as usize] += 1;
        }
        n
    });
    assert_eq!(from_list, [3, 2]);
    assert_eq!(g.setup_stones()[1].count(), 0);
}

// Issue 19: "legal points" is the placements only (no pass). On 3×3 with Black
// at B1 and A2, White may not play the corner A1 (suicide, art. 19): six
// points of nine remain, and the pass (legal) is not among them.
#[test]
fn legal_points_are_the_placements_without_the_pass() {
    let size = BoardSize::square(3).unwrap();
    let mut g = Game::new(size, Rules::default());
    g.play(at(&g, "B1")).unwrap();
    g.pass().unwrap();
    g.play(at(&g, "A2")).unwrap();
    assert_eq!(g.to_move(), Color::White);
    let expected: Vec<Point> = ["C1", "B2", "C2", "A3", "B3", "C3"]
        .iter()
        .map(|v| match at(&g, v) {
            Move::Place(p) => p,
            Move::Pass => unreachable!(),
        })
        .collect();
    let mut points: Vec<Point> = g.legal_points().collect();
    let mut want = expected.clone();
    points.sort_by_key(|p| size.index(*p));
    want.sort_by_key(|p| size.index(*p));
    assert_eq!(points, want);
    let set = g.legal_point_set();
    assert_eq!(set.count(), 6);
    assert_eq!(set, g.position().legal_point_set());
    assert!(g.is_legal(Move::Pass));
    // The deprecated names give the same set.
    #[allow(deprecated)]
    {
        assert_eq!(g.legal_moves(), set);
        assert_eq!(g.position().legal_moves(), set);
    }
    // Over: no legal point.
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.legal_point_set().count(), 0);
    assert_eq!(g.legal_points().count(), 0);
}

// Issue 19: a game taken apart and rebuilt in the core (Python's pickles
// store the parts). Two handicap stones, a game ended by two passes and
// resumed, Black moving twice in a row, a penalty stone, then White resigns.
#[test]
fn a_game_rebuilt_from_its_parts() {
    let mut g = Game::with_handicap(nine(), Rules::default(), 2).unwrap();
    assert_eq!(g.to_move(), Color::White);
    g.play(at(&g, "E5")).unwrap();
    g.play(at(&g, "D3")).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.is_over());
    g.resume(Color::White).unwrap();
    g.play(at(&g, "D4")).unwrap();
    g.play(at(&g, "B2")).unwrap();
    g.set_to_move(Color::Black);
    g.play(at(&g, "H2")).unwrap();
    g.set_penalty_stones(Color::Black, 1);
    g.resign(Color::White).unwrap();

    let parts = g.parts();
    assert_eq!(parts.handicap, 2);
    assert_eq!(parts.first_to_move, Color::White);
    assert_eq!(parts.moves.len(), 7);
    assert_eq!(parts.moves[5], (Color::Black, at(&g, "B2")));
    assert_eq!(parts.moves[6], (Color::Black, at(&g, "H2")));
    assert_eq!(
        parts.end,
        Some(EndReason::Resignation {
            loser: Color::White
        })
    );
    assert_eq!(parts.penalty_stones, [1, 0]);
    assert_eq!(parts.setup.stone_count(), 2);

    let h = Game::from_parts(&parts).unwrap();
    assert_eq!(h.move_number(), 8);
    assert_eq!(
        h.state(),
        GameState::Ended(EndReason::Resignation {
            loser: Color::White
        })
    );
    assert_eq!(h.result().unwrap().to_sgf(), "B+R");
    assert_eq!(h.penalty_stones(), [1, 0]);
    assert_eq!(h.handicap(), 2);
    let stone = |g: &Game, v: &str| match at(g, v) {
        Move::Place(p) => g.board().get(p),
        Move::Pass => unreachable!(),
    };
    assert_eq!(stone(&h, "E5"), Some(Color::White));
    assert_eq!(stone(&h, "D4"), Some(Color::White));
    for v in ["D3", "B2", "H2"] {
        assert_eq!(stone(&h, v), Some(Color::Black), "{v}");
    }
    // The two handicap stones stand where the set-up has them.
    for p in nine().points() {
        if let Some(c) = parts.setup.get(p) {
            assert_eq!((c, h.board().get(p)), (Color::Black, Some(Color::Black)));
        }
    }
    assert_eq!(h.board().stone_count(), 7);
    assert_eq!(h.parts(), parts);
    // Two passes end the rebuilt game again: no end among the parts.
    let mut two = Game::new(nine(), Rules::default());
    two.pass().unwrap();
    two.pass().unwrap();
    assert_eq!(two.parts().end, None);
    let two = Game::from_parts(&two.parts()).unwrap();
    assert_eq!(two.state(), GameState::Ended(EndReason::TwoPasses));
}

#[test]
fn parts_that_make_no_game_are_refused_with_their_error() {
    let g = Game::new(nine(), Rules::default());
    let mut parts = g.parts();
    let e5 = at(&g, "E5");
    parts.moves = vec![(Color::Black, e5), (Color::White, e5)];
    assert_eq!(
        Game::from_parts(&parts).unwrap_err(),
        tianyuan::error::Error::IllegalMove(IllegalMove::Occupied)
    );
    // A set-up Black stone at A1 (row 8, col 0) with no liberty.
    let mut board = Board::new(nine());
    board.set(Point::new(8, 0), Some(Color::Black)).unwrap();
    board.set(Point::new(7, 0), Some(Color::White)).unwrap();
    board.set(Point::new(8, 1), Some(Color::White)).unwrap();
    parts.setup = board;
    parts.moves.clear();
    assert!(matches!(
        Game::from_parts(&parts),
        Err(tianyuan::error::Error::Game(GameError::Setup(_)))
    ));
    // An end that cannot follow: resignation of a game already over by passes.
    let mut parts = g.parts();
    parts.moves = vec![(Color::Black, Move::Pass), (Color::White, Move::Pass)];
    parts.end = Some(EndReason::Resignation {
        loser: Color::Black,
    });
    assert_eq!(
        Game::from_parts(&parts).unwrap_err(),
        tianyuan::error::Error::Game(GameError::GameOver)
    );
}

// Set-ups made during the game are parts too (found by a newcomer: a pickled
// record with `AE` between moves failed to unpickle). On 9×9: B A9, W B8,
// then a set-up clears A9 and puts a black stone on C7, W to move; W A9, B D6;
// a second set-up after two passes (the game resumed) puts White on E5.
// Counted by hand: black C7 and D6, white B8, A9 and E5.
#[test]
fn set_ups_during_the_game_are_rebuilt_from_the_parts() {
    let mut g = Game::new(nine(), Rules::default());
    let point = |g: &Game, v: &str| match at(g, v) {
        Move::Place(p) => p,
        Move::Pass => unreachable!(),
    };
    g.play(at(&g, "A9")).unwrap();
    g.play(at(&g, "B8")).unwrap();
    let (a9, c7, e5) = (point(&g, "A9"), point(&g, "C7"), point(&g, "E5"));
    g.set_up(&[(a9, None), (c7, Some(Color::Black))], Color::White)
        .unwrap();
    g.play(at(&g, "A9")).unwrap();
    g.play(at(&g, "D6")).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    g.resume(Color::White).unwrap();
    g.set_up(&[(e5, Some(Color::White))], Color::Black).unwrap();

    let parts = g.parts();
    assert_eq!(parts.setups.len(), 2);
    assert_eq!(parts.setups[0].after_moves, 2);
    assert_eq!(parts.setups[1].after_moves, 6);
    let h = Game::from_parts(&parts).unwrap();
    let expected = [
        ("C7", Some(Color::Black)),
        ("D6", Some(Color::Black)),
        ("B8", Some(Color::White)),
        ("A9", Some(Color::White)),
        ("E5", Some(Color::White)),
    ];
    for (v, c) in expected {
        assert_eq!(h.board().get(point(&h, v)), c, "{v}");
    }
    assert_eq!(h.board().stone_count(), 5);
    assert_eq!(h.to_move(), Color::Black);
    assert_eq!(h.move_number(), g.move_number());
    assert_eq!(h.setups(), g.setups());
    assert_eq!(h.legal_point_set(), g.legal_point_set());
}

// Undo takes back the last move and an end that came after it (here a
// resignation); with no move played it changes nothing.
#[test]
fn undo_takes_back_a_resignation_with_the_move_before_it() {
    let mut g = Game::new(nine(), Rules::default());
    g.resign(Color::Black).unwrap();
    assert!(g.undo().is_none());
    assert!(g.is_over());
    let mut g = Game::new(nine(), Rules::default());
    g.play(at(&g, "D4")).unwrap();
    g.play(at(&g, "F6")).unwrap();
    g.resign(Color::Black).unwrap();
    assert_eq!(g.result().unwrap().to_sgf(), "W+R");
    assert_eq!(g.undo().unwrap().mv, at(&g, "F6"));
    assert!(!g.is_over());
    assert_eq!(g.result(), None);
    assert_eq!(g.move_number(), 2);
    assert_eq!(g.to_move(), Color::White);
}

/// `legal_point_set_with` a mask kept across calls (and across games and
/// sizes) equals `legal_point_set` after every step of random games with
/// passes (two end a game), undo and resignation, on sizes 2 to 19, each
/// compared with the per-point definition too.
#[test]
fn legal_points_with_a_kept_mask_equal_those_from_scratch() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    let mask = std::cell::RefCell::new(tianyuan::sized::IncrementalMask::new());
    let mut runner = TestRunner::new(Config {
        cases: 48,
        ..Config::default()
    });
    let game = (2u32..=19, proptest::collection::vec(any::<u32>(), 1..160));
    runner
        .run(&game, |(n, choices)| {
            let size = BoardSize::square(n).unwrap();
            let mut g = Game::new(size, Rules::default());
            for (i, c) in choices.iter().enumerate() {
                let kept = g.legal_point_set_with(&mut mask.borrow_mut());
                prop_assert!(kept == g.legal_point_set(), "step {i} on {n}x{n}");
                let by_point: Vec<Point> = size
                    .points()
                    .filter(|&p| !g.is_over() && g.is_legal(Move::Place(p)))
                    .collect();
                prop_assert_eq!(kept.points(size).collect::<Vec<_>>(), by_point);
                match c % 40 {
                    0 => {
                        g.undo();
                    }
                    1 => {
                        let _ = g.resign(g.to_move());
                    }
                    2 | 3 => {
                        let _ = g.play(Move::Pass);
                    }
                    _ => {
                        let legal: Vec<Point> = kept.points(size).collect();
                        if !legal.is_empty() {
                            let p = legal[(*c as usize / 40) % legal.len()];
                            g.play(Move::Place(p)).unwrap();
                        }
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}

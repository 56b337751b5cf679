//! The `GoGame` trait: `AnyGame` (three, six or eleven words, as the size
//! needs) and the eleven-word fixed-size game, which holds every size, driven
//! by one generic function, agree on every query after every move; and a
//! hand-counted capture on the eleven-word board.

use tianyuan::sized::GameOf;
use tianyuan::{AnyGame, BoardSize, Color, GameState, GoGame, Move, Point, Rules};

/// Every size-agnostic query of the trait, as one comparable value.
fn facts<G: GoGame>(g: &G) -> String {
    let size = g.size();
    let stones: Vec<Option<Color>> = size.points().map(|p| g.stone_at(p)).collect();
    format!(
        "{:?}|{:?}|{}|{}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{}|{:?}",
        g.to_move(),
        g.state(),
        g.move_number(),
        g.hash(),
        g.legal_points(),
        g.legal_plane(),
        stones,
        g.last_captured(),
        g.prisoners(),
        g.stones_placed(),
        g.tromp_taylor_score(),
        g.result(),
        g.moves_vec(),
        g.count_extras(),
        g.board_text(),
        g.count(&[], &[]),
    )
}

/// A small deterministic generator (no dependence on the crate's own).
fn next(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// Plays the same pseudo-random game on both through the trait only.
fn drive<A: GoGame, B: GoGame>(a: &mut A, b: &mut B, seed: u64, moves: usize) {
    let mut s = seed;
    for i in 0..moves {
        assert_eq!(facts(a), facts(b), "before move {i}");
        if a.is_over() {
            break;
        }
        let legal = a.legal_points();
        let mv = if legal.is_empty() || next(&mut s).is_multiple_of(50) {
            Move::Pass
        } else {
            Move::Place(legal[next(&mut s) as usize % legal.len()])
        };
        assert_eq!(a.check(mv), b.check(mv));
        assert!(a.play(mv).is_ok() && b.play(mv).is_ok(), "move {i}: {mv:?}");
        if i % 17 == 5 {
            assert!(a.undo().is_some() && b.undo().is_some());
            assert_eq!(facts(a), facts(b), "after undo at {i}");
            a.play(mv).unwrap();
            b.play(mv).unwrap();
        }
    }
    assert_eq!(a.to_sgf(), b.to_sgf());
}

#[test]
fn any_game_and_the_fixed_size_game_agree_through_the_trait() {
    for (w, h, words) in [
        (9, 9, 3),
        (13, 13, 3),
        (19, 19, 6),
        (25, 14, 6),
        (21, 21, 11),
        (25, 25, 11),
    ] {
        let size = BoardSize::new(w, h).unwrap();
        let mut any = AnyGame::new(size, Rules::default());
        assert_eq!(any.words(), words, "{w}x{h}");
        assert_eq!(tianyuan::any::words_for(size), words, "{w}x{h}");
        let mut big = GameOf::<11>::new(size, Rules::default());
        drive(&mut any, &mut big, u64::from(w * 100 + h), 300);
    }
}

#[test]
fn a_corner_capture_on_twenty_five_lines() {
    // White A25 (row 0, col 0) in the corner; Black B25 and A24 take its two
    // liberties: one White stone captured, Black's prisoner.
    let size = BoardSize::square(25).unwrap();
    let mut game = AnyGame::new(size, Rules::default());
    let at = |r, c| Move::Place(Point::new(r, c));
    game.play(at(0, 1)).unwrap(); // B
    game.play(at(0, 0)).unwrap(); // W
    let outcome = game.play_outcome(at(1, 0)).unwrap(); // B captures
                                                        // The outcome at the game's words: eleven on 25×25.
    let big = outcome.as_big().expect("25×25 is held in eleven words");
    let captured = big.captured.points(size).collect::<Vec<_>>();
    assert_eq!(captured, vec![Point::new(0, 0)]);
    assert_eq!(game.last_captured(), vec![Point::new(0, 0)]);
    assert_eq!(game.prisoners(), [1, 0]);
    assert_eq!(game.stone_at(Point::new(0, 0)), None);
    // White may not retake at once... there is nothing to retake: the point
    // is empty and a White stone there would have no liberty (suicide).
    assert!(!game.is_legal(at(0, 0)));
    game.pass().unwrap(); // W
    game.pass().unwrap(); // B: two passes end play (2002 art. 7.3)
    assert!(game.pass().is_err());
    assert!(matches!(game.state(), GameState::Ended(_)));
}

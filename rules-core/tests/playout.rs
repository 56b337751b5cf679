//! The light-playout policy against its definition: every move it plays was
//! in `legal_point_set()` and does not fill one of the mover's own eye shapes
//! (every on-board neighbour the mover's stone), and it passes only when no
//! such move exists. Checked at every turn of random games on several sizes
//! and under each ko rule. Then the incremental candidate lists against a
//! recomputation, and the uniformity of the draw.

use std::collections::{BTreeMap, BTreeSet};

use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{
    play_random_move, Board, BoardOf, Position, PositionOf, BIG_WORDS, TINY_WORDS, WORDS,
};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Color, Move, Point};

/// The candidates by definition: legal placements that are not own eye shapes.
fn candidates(pos: &Position) -> Vec<usize> {
    let color = pos.to_move();
    pos.legal_point_set()
        .bits()
        .filter(|&b| !pos.board().is_eye_shape(color, b))
        .collect()
}

#[test]
fn playouts_follow_the_policy() {
    for (seed, (w, h)) in [(3, 3), (5, 4), (9, 9), (19, 19)].into_iter().enumerate() {
        for ko in KoRule::ALL {
            let size = BoardSize::new(w, h).unwrap();
            let mut pos = Position::new(size, ko, SuicideRule::Forbidden);
            let mut rng = SplitMix64(seed as u64 + 100);
            let mut passes = 0;
            let mut moves = 0;
            while passes < 2 && moves < 3 * (w * h) as usize {
                let allowed = candidates(&pos);
                match play_random_move(&mut pos, &mut rng) {
                    Move::Pass => {
                        assert!(
                            allowed.is_empty(),
                            "passed with {} candidates",
                            allowed.len()
                        );
                        passes += 1;
                    }
                    Move::Place(p) => {
                        assert!(allowed.contains(&size.bit(p)), "{p:?} is not a candidate");
                        passes = 0;
                    }
                }
                moves += 1;
            }
            assert!(moves > (w * h) as usize / 2);
        }
    }
}

/// `color`'s eye shapes by definition, from the stones alone: empty points
/// whose every on-board orthogonal neighbour holds a `color` stone.
fn eye_shapes_by_definition<const W: usize>(board: &BoardOf<W>, color: Color) -> BTreeSet<Point> {
    let size = board.size();
    let (w, h) = (size.width() as i32, size.height() as i32);
    let mut out = BTreeSet::new();
    for r in 0..h {
        for c in 0..w {
            let p = Point::new(r as u8, c as u8);
            if board.get(p).is_some() {
                continue;
            }
            let eye = [(-1, 0), (1, 0), (0, -1), (0, 1)]
                .into_iter()
                .map(|(dr, dc)| (r + dr, c + dc))
                .filter(|&(rr, cc)| (0..h).contains(&rr) && (0..w).contains(&cc))
                .all(|(rr, cc)| board.get(Point::new(rr as u8, cc as u8)) == Some(color));
            if eye {
                out.insert(p);
            }
        }
    }
    out
}

/// The board's incremental eye-shape segments against the definition: each
/// colour's list is its eye shapes, the third list the other empty points,
/// and the three together list every empty point once.
fn check_candidate_sets<const W: usize>(board: &BoardOf<W>, context: &str) {
    let size = board.size();
    let points = |bits: &[u16]| -> Vec<Point> {
        bits.iter()
            .map(|&b| size.point_of_bit(b as usize))
            .collect()
    };
    let black = points(board.eye_shape_bits(Color::Black));
    let white = points(board.eye_shape_bits(Color::White));
    let neither = points(board.non_eye_bits());
    let want_black = eye_shapes_by_definition(board, Color::Black);
    let want_white = eye_shapes_by_definition(board, Color::White);
    let empty: BTreeSet<Point> = (0..size.height() as u8)
        .flat_map(|r| (0..size.width() as u8).map(move |c| Point::new(r, c)))
        .filter(|&p| board.get(p).is_none())
        .collect();
    let as_set = |v: &Vec<Point>| v.iter().copied().collect::<BTreeSet<Point>>();
    assert_eq!(as_set(&black), want_black, "Black's eye shapes, {context}");
    assert_eq!(as_set(&white), want_white, "White's eye shapes, {context}");
    let rest: BTreeSet<Point> = empty
        .iter()
        .filter(|p| !want_black.contains(p) && !want_white.contains(p))
        .copied()
        .collect();
    assert_eq!(as_set(&neither), rest, "the other empty points, {context}");
    assert_eq!(
        black.len() + white.len() + neither.len(),
        empty.len(),
        "a point listed twice, {context}"
    );
}

/// After every move of random games (playout moves, own-eye fills, passes,
/// undos, multi-stone suicides, forced single-stone suicides, set-up
/// stones), on several sizes, the incrementally kept eye-shape lists equal a
/// recomputation from the stones.
#[test]
fn candidate_sets_match_a_recomputation_after_every_move() {
    let sizes = [(2, 2), (3, 3), (4, 6), (7, 7), (9, 9), (13, 11), (19, 19)];
    // The last words of the eleven-word bitboard and the widest stride.
    let big = [(25, 25), (25, 3), (25, 21)];
    for (seed, (w, h)) in sizes.into_iter().enumerate() {
        candidate_sets_on::<WORDS>(seed, w, h);
    }
    // The three-word bitboard (`AnyGame`'s words up to 13×13), to its last
    // word: 13×13 is 182 bits, 25×7 (stride 26) 182.
    let tiny = [(2, 2), (7, 7), (9, 9), (13, 13), (25, 7)];
    for (seed, (w, h)) in tiny.into_iter().enumerate() {
        candidate_sets_on::<TINY_WORDS>(seed + 11, w, h);
    }
    for (seed, (w, h)) in big.into_iter().enumerate() {
        candidate_sets_on::<BIG_WORDS>(seed + 7, w, h);
    }
}

/// [`candidate_sets_match_a_recomputation_after_every_move`] on one size, at
/// `W` words.
fn candidate_sets_on<const W: usize>(seed: usize, w: u32, h: u32) {
    for suicide in SuicideRule::ALL {
        let size = BoardSize::new(w, h).unwrap();
        let mut pos = PositionOf::<W>::new(size, KoRule::Positional, suicide);
        let mut rng = SplitMix64(seed as u64 * 7 + 1);
        check_candidate_sets(pos.board(), "at the start");
        for step in 0..4 * (w * h) as usize {
            let context = format!("{w}x{h}, {suicide:?}, step {step}");
            match rng.below(10) {
                // A playout move.
                0..=5 => {
                    play_random_move(&mut pos, &mut rng);
                }
                // Any legal move, own eyes and suicides included.
                6 | 7 => {
                    let legal: Vec<usize> = pos.legal_point_set().bits().collect();
                    if !legal.is_empty() {
                        let b = legal[rng.below(legal.len() as u32) as usize];
                        pos.play(Move::Place(size.point_of_bit(b))).unwrap();
                    }
                }
                // A forced move, single-stone suicide included.
                8 => {
                    let empty = pos.board().empty_bits().to_vec();
                    if !empty.is_empty() {
                        let b = empty[rng.below(empty.len() as u32) as usize] as usize;
                        pos.play_forced(Move::Place(size.point_of_bit(b))).unwrap();
                    }
                }
                // Undo (restores the board from the history).
                _ => {
                    pos.undo();
                }
            }
            check_candidate_sets(pos.board(), &context);
            if step % 16 == 0 {
                pos.check_invariants().unwrap();
            }
        }
        // Set-up stones rebuild the lists.
        let p = Point::new(0, 0);
        pos.set_up(&[(p, Some(Color::White))], Color::Black)
            .unwrap();
        check_candidate_sets(pos.board(), "after set-up");
    }
}

/// The policy draws uniformly over its candidates. A 7×7 position, Black to
/// move after White took a ko, holding (derived by hand) 32 empty points:
/// Black's own eye at (0, 0) is never drawn; White's eye shape at (0, 6) is
/// suicide (the White chain around it has four more liberties); the ko
/// point (3, 4), also a White eye shape, is forbidden; White's eye shape at
/// (6, 0) is legal (it captures the two White stones next to it, each in
/// atari). So 29 candidates, each to be drawn 1/29 of the time: a
/// chi-square test over 29,000 seeded draws (28 degrees of freedom; 56.9 is
/// the 0.1 % critical value).
#[test]
fn draws_are_uniform_over_the_candidates() {
    let board = Board::from_ascii(
        ". X . . . O .
         X . . . . O O
         . . . X O . .
         . . X . X O .
         X . . X O . .
         O X . . . . .
         . O X . . . .",
    )
    .unwrap();
    let mut start = Position::from_board(
        board,
        Color::White,
        KoRule::Positional,
        SuicideRule::Forbidden,
    )
    .unwrap();
    // White takes the ko: (3, 3) captures the Black stone on (3, 4).
    let out = start.play(Move::Place(Point::new(3, 3))).unwrap();
    assert_eq!(out.captured.count(), 1);
    let expected = candidates(&start);
    let size = start.size();
    let expected: BTreeSet<Point> = expected.iter().map(|&b| size.point_of_bit(b)).collect();
    assert_eq!(start.board().empty_bits().len(), 32);
    assert_eq!(expected.len(), 29);
    for excluded in [(0, 0), (0, 6), (3, 4)] {
        assert!(!expected.contains(&Point::new(excluded.0, excluded.1)));
    }
    assert!(expected.contains(&Point::new(6, 0)));

    let draws = 29_000;
    let mut counts: BTreeMap<Point, u32> = BTreeMap::new();
    let mut rng = SplitMix64(2026);
    let mut pos = start.clone();
    for _ in 0..draws {
        pos.clone_from(&start);
        match play_random_move(&mut pos, &mut rng) {
            Move::Place(p) => *counts.entry(p).or_insert(0) += 1,
            Move::Pass => panic!("passed with candidates left"),
        }
    }
    let drawn: BTreeSet<Point> = counts.keys().copied().collect();
    assert_eq!(drawn, expected, "drawn points against the candidates");
    let mean = draws as f64 / expected.len() as f64;
    let chi2: f64 = counts
        .values()
        .map(|&c| (c as f64 - mean).powi(2) / mean)
        .sum();
    assert!(
        chi2 < 56.9,
        "chi-square {chi2:.1} over 28 degrees of freedom"
    );
}

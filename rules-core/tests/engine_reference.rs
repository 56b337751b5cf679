//! Property tests: the bitboard engine against the plain reference model in
//! `common/reference.rs`, on random games of every size from 2×2 to 19×19,
//! square and rectangular, under every ko rule and both suicide rules.

mod common;

use common::reference::RefGame;
use proptest::prelude::*;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{PositionOf, BIG_WORDS, TINY_WORDS, WORDS};
use tianyuan::{BitboardOf, BoardSize, Move, Point};

/// The engine at the fewest words that hold the size (as `AnyGame` picks
/// them), against the reference; a size that three words hold also at six
/// (the `Game` type's words, which take every size up to 19×19).
fn check_game(w: usize, h: usize, ko: KoRule, suicide: SuicideRule, choices: &[u32]) {
    let size = BoardSize::new(w as u32, h as u32).unwrap();
    match tianyuan::any::words_for(size) {
        TINY_WORDS => {
            check_game_words::<TINY_WORDS>(w, h, ko, suicide, choices);
            check_game_words::<WORDS>(w, h, ko, suicide, choices)
        }
        WORDS => check_game_words::<WORDS>(w, h, ko, suicide, choices),
        _ => check_game_words::<BIG_WORDS>(w, h, ko, suicide, choices),
    }
}

fn check_game_words<const W: usize>(
    w: usize,
    h: usize,
    ko: KoRule,
    suicide: SuicideRule,
    choices: &[u32],
) {
    let size = BoardSize::new(w as u32, h as u32).unwrap();
    let mut pos = PositionOf::<W>::new(size, ko, suicide);
    let mut reference = RefGame::new(w, h, ko, suicide);
    let to_point = |i: usize| Point::new((i / w) as u8, (i % w) as u8);
    let mut moves_played = 0usize;
    // Every board of the game so far, oldest first (the current one last):
    // what `stones_ago` must rebuild from the history.
    let mut boards = vec![reference.grid.cells.clone()];
    for &choice in choices {
        // The legal placements agree exactly.
        let ref_legal = reference.legal();
        let mut legal: Vec<usize> = pos.legal_points().map(|p| size.index(p)).collect();
        legal.sort();
        assert_eq!(legal, ref_legal, "legal moves differ on\n{}", pos.board());
        let kind = choice % 16;
        if kind == 0 && moves_played > 0 {
            // Undo, in both.
            let before = pos.undo();
            assert!(before.is_some());
            reference.undo();
            moves_played -= 1;
        } else if kind == 1 {
            pos.play(Move::Pass).unwrap();
            reference.play(None).unwrap();
            moves_played += 1;
        } else if kind <= 4 {
            // A garbage move: any point, maybe illegal, maybe off the board.
            let raw = (choice >> 4) as usize % (w * h + w);
            let snapshot = pos.clone();
            if raw >= w * h {
                let off = Point::new(h as u8 + (raw % 3) as u8, (raw % w) as u8);
                assert_eq!(
                    pos.play(Move::Place(off)),
                    Err(tianyuan::IllegalMove::OffBoard)
                );
            } else {
                let p = to_point(raw);
                match (pos.play(Move::Place(p)), reference.play(Some(raw))) {
                    (Ok(out), Ok(caps)) => {
                        let got: Vec<usize> =
                            out.captured.points(size).map(|p| size.index(p)).collect();
                        assert_eq!(got, caps);
                        moves_played += 1;
                    }
                    (Err(e), Err(r)) => {
                        assert_eq!(e, r, "reasons differ at {p:?}");
                        assert_eq!(pos.board(), snapshot.board());
                        assert_eq!(pos.to_move(), snapshot.to_move());
                        assert_eq!(pos.moves_played(), snapshot.moves_played());
                        assert_eq!(pos.ko_point(), snapshot.ko_point());
                    }
                    (a, b) => panic!("engine {a:?} but reference {:?}", b.map(|_| ())),
                }
            }
        } else if !legal.is_empty() {
            let i = legal[(choice >> 4) as usize % legal.len()];
            let out = pos.play(Move::Place(to_point(i))).expect("a legal move");
            let caps = reference.play(Some(i)).expect("reference agrees");
            let got: Vec<usize> = out.captured.points(size).map(|p| size.index(p)).collect();
            assert_eq!(got, caps);
            moves_played += 1;
        } else {
            pos.play(Move::Pass).unwrap();
            reference.play(None).unwrap();
            moves_played += 1;
        }
        pos.check_invariants().unwrap();
        assert_eq!(pos.to_move(), reference.to_move);
        for (i, cell) in reference.grid.cells.iter().enumerate() {
            assert_eq!(pos.board().get(to_point(i)), *cell);
        }
        check_chains(&pos, &reference, w);
        boards.truncate(moves_played);
        boards.push(reference.grid.cells.clone());
        assert_eq!(boards.len(), moves_played + 1);
        // Earlier boards rebuilt from the compact history (backward from the
        // board, or forward from a checkpoint) equal the reference's.
        for k in [1, 2, 7, 8, 64, 127, 128, 129, 200, moves_played] {
            let Some([black, white]) = pos.stones_ago(k) else {
                assert!(k > moves_played);
                continue;
            };
            let want = &boards[moves_played - k];
            for (i, cell) in want.iter().enumerate() {
                let bit = size.bit(to_point(i));
                let got = match (black.contains(bit), white.contains(bit)) {
                    (true, false) => Some(tianyuan::Color::Black),
                    (false, true) => Some(tianyuan::Color::White),
                    (false, false) => None,
                    (true, true) => panic!("both colours on one point"),
                };
                assert_eq!(got, *cell, "{k} moves ago, point {i}");
            }
        }
        assert_eq!(pos.stones_ago(moves_played + 1), None);
    }
}

/// Every chain the board reads from its chain lists (`Board::chain`) is
/// the reference's chain through the same point, and the flood fill of that
/// colour's stones from it; an empty point has none.
fn check_chains<const W: usize>(pos: &PositionOf<W>, reference: &RefGame, w: usize) {
    let board = pos.board();
    let size = board.size();
    let stride = size.stride() as u32;
    let to_point = |i: usize| Point::new((i / w) as u8, (i % w) as u8);
    let mut covered = vec![false; reference.grid.cells.len()];
    for (i, cell) in reference.grid.cells.iter().enumerate() {
        let got = board.chain(to_point(i));
        let Some(color) = cell else {
            assert!(got.is_empty(), "an empty point has a chain");
            continue;
        };
        if covered[i] {
            continue;
        }
        let (want, _) = reference.grid.chain(i);
        let mut points: Vec<usize> = got.points(size).map(|p| size.index(p)).collect();
        points.sort();
        assert_eq!(points, want, "the chain through point {i}");
        let seed = BitboardOf::<W>::from_bit(size.bit(to_point(i)));
        assert_eq!(
            got,
            BitboardOf::<W>::flood_fill(seed, &board.stones(*color), stride)
        );
        for j in want {
            covered[j] = true;
        }
    }
}

fn ko_rule() -> impl Strategy<Value = KoRule> {
    prop_oneof![
        Just(KoRule::Simple),
        Just(KoRule::Positional),
        Just(KoRule::Situational)
    ]
}

fn suicide_rule() -> impl Strategy<Value = SuicideRule> {
    prop_oneof![
        Just(SuicideRule::Forbidden),
        Just(SuicideRule::MultiStoneAllowed)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Small boards, long games: many captures, kos and repetitions.
    #[test]
    fn small_boards_agree_with_reference(
        w in 2usize..=6, h in 2usize..=6, ko in ko_rule(), suicide in suicide_rule(),
        choices in prop::collection::vec(any::<u32>(), 1..400),
    ) {
        check_game(w, h, ko, suicide, &choices);
    }

    /// Every size up to 19×19, square and rectangular.
    #[test]
    fn all_sizes_agree_with_reference(
        w in 2usize..=19, h in 2usize..=19, ko in ko_rule(), suicide in suicide_rule(),
        choices in prop::collection::vec(any::<u32>(), 1..250),
    ) {
        check_game(w, h, ko, suicide, &choices);
    }
}

#[test]
fn largest_rectangle_agrees_with_reference() {
    // 25×14 uses the last bits of the bitboard (26 × 14 = 364 of 384).
    let choices: Vec<u32> = (0..600u32)
        .map(|i| i.wrapping_mul(2_654_435_761) ^ (i << 7))
        .collect();
    for ko in KoRule::ALL {
        check_game(25, 14, ko, SuicideRule::Forbidden, &choices);
    }
}

/// 25×25 and the tallest rectangles (the last bits of eleven words: 26 × 25
/// = 650 of 704), on eleven-word positions.
#[test]
fn big_boards_agree_with_reference() {
    let choices: Vec<u32> = (0..700u32)
        .map(|i| i.wrapping_mul(2_654_435_761) ^ (i << 9))
        .collect();
    for ko in KoRule::ALL {
        check_game(25, 25, ko, SuicideRule::Forbidden, &choices);
    }
    check_game(
        25,
        21,
        KoRule::Positional,
        SuicideRule::MultiStoneAllowed,
        &choices,
    );
}

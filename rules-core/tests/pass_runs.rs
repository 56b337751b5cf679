//! Runs of passes in the history (issue 31: a record of two million passes
//! holds one history record, not two million): property tests against the
//! plain reference model of `common/reference.rs` and a plain list of the
//! moves, on games with long bursts of passes (alternating, or one side
//! passing again and again after giving itself the move), placements between
//! them, and undo across the runs. After every step: the board, the side to
//! move, the legal points (superko sees every state), the move count, every
//! move read back (`move_at`, `moves`, `last_move`), earlier boards
//! (`stones_ago`, across the checkpoints) and the history's own check.

mod common;

use common::reference::RefGame;
use proptest::prelude::*;
use tianyuan::{BoardSize, Color, Ending, Game, KoRule, Move, Point, Position, Rules, SuicideRule};

/// One move as a plain list keeps it: who, where (`None`: a pass), the
/// points captured and the mover's own removed by a suicide (board indices,
/// sorted). The reference gives the captures; the board after a suicide is
/// the reference's, so the removed stones are the engine's as played.
type Plain = (Color, Option<usize>, Vec<usize>, Vec<usize>);

fn check_runs(w: usize, ko: KoRule, suicide: SuicideRule, steps: &[(u8, u32)]) {
    let size = BoardSize::square(w as u32).unwrap();
    let mut pos = Position::new(size, ko, suicide);
    let mut reference = RefGame::new(w, w, ko, suicide);
    let to_point = |i: usize| Point::new((i / w) as u8, (i % w) as u8);
    let mut moves: Vec<Plain> = Vec::new();
    let mut boards = vec![reference.grid.cells.clone()];
    for &(kind, arg) in steps {
        match kind % 5 {
            // A burst of passes, up to 300 (past a checkpoint's 128 records).
            0 => {
                for _ in 0..=arg % 300 {
                    let mover = pos.to_move();
                    pos.play(Move::Pass).unwrap();
                    reference.play(None).unwrap();
                    moves.push((mover, None, Vec::new(), Vec::new()));
                    boards.push(reference.grid.cells.clone());
                }
            }
            // One side passes again and again, giving itself the move
            // first (a record of `B[]` only); not under situational
            // superko, where the state with the other side to move is not
            // recorded (`Position::set_to_move`) and the reference would
            // record it.
            1 if ko != KoRule::Situational => {
                let mover = pos.to_move().opponent();
                for _ in 0..=arg % 200 {
                    pos.set_to_move(mover);
                    reference.to_move = mover;
                    pos.play(Move::Pass).unwrap();
                    reference.play(None).unwrap();
                    moves.push((mover, None, Vec::new(), Vec::new()));
                    boards.push(reference.grid.cells.clone());
                }
            }
            // Undo up to 260 moves (across runs and checkpoints).
            2 => {
                for _ in 0..=arg % 260 {
                    let Some(want) = moves.pop() else { break };
                    let got = pos.undo().expect("a move to undo");
                    reference.undo();
                    boards.pop();
                    assert_eq!(plain(size, &got), want);
                }
            }
            // A legal placement, else a pass.
            _ => {
                let legal = reference.legal();
                let mover = pos.to_move();
                if legal.is_empty() {
                    pos.play(Move::Pass).unwrap();
                    reference.play(None).unwrap();
                    moves.push((mover, None, Vec::new(), Vec::new()));
                } else {
                    let i = legal[arg as usize % legal.len()];
                    let out = pos.play(Move::Place(to_point(i))).expect("legal");
                    let caps = reference.play(Some(i)).expect("reference agrees");
                    let played = plain(size, &out);
                    assert_eq!(played.0, mover);
                    assert_eq!(played.1, Some(i));
                    assert_eq!(played.2, caps);
                    moves.push(played);
                }
                boards.push(reference.grid.cells.clone());
            }
        }
        pos.check_invariants().unwrap();
        assert_eq!(pos.to_move(), reference.to_move);
        assert_eq!(pos.moves_played(), moves.len());
        for (i, cell) in reference.grid.cells.iter().enumerate() {
            assert_eq!(pos.board().get(to_point(i)), *cell);
        }
        let mut legal: Vec<usize> = pos.legal_points().map(|p| size.index(p)).collect();
        legal.sort();
        assert_eq!(legal, reference.legal(), "legal points differ");
        // Every move read back, one at a time and all together.
        let all: Vec<Plain> = pos.moves().map(|m| plain(size, &m)).collect();
        assert_eq!(all, moves);
        for (i, want) in moves.iter().enumerate() {
            assert_eq!(plain(size, &pos.move_at(i).unwrap()), *want, "move {i}");
        }
        assert!(pos.move_at(moves.len()).is_none());
        assert_eq!(
            pos.last_move().map(|m| plain(size, &m)),
            moves.last().cloned()
        );
        let placed = |c: Color| moves.iter().filter(|m| m.0 == c && m.1.is_some()).count();
        assert_eq!(
            pos.stones_placed(),
            [placed(Color::Black) as u32, placed(Color::White) as u32]
        );
        // Earlier boards, near and far.
        let n = moves.len();
        for k in [0, 1, 2, 63, 64, 65, 127, 128, 129, 200, 300, n / 2, n] {
            let Some([black, white]) = pos.stones_ago(k) else {
                assert!(k > n);
                continue;
            };
            for (i, cell) in boards[n - k].iter().enumerate() {
                let bit = size.bit(to_point(i));
                let got = match (black.contains(bit), white.contains(bit)) {
                    (true, false) => Some(Color::Black),
                    (false, true) => Some(Color::White),
                    (false, false) => None,
                    (true, true) => panic!("both colours on one point"),
                };
                assert_eq!(got, *cell, "{k} moves ago, point {i}");
            }
        }
    }
}

fn plain(size: BoardSize, m: &tianyuan::MoveOutcome) -> Plain {
    let played = match m.mv {
        Move::Pass => None,
        Move::Place(p) => Some(size.index(p)),
    };
    let mut caps: Vec<usize> = m.captured.points(size).map(|p| size.index(p)).collect();
    let mut own: Vec<usize> = m.suicided.points(size).map(|p| size.index(p)).collect();
    caps.sort();
    own.sort();
    (m.color, played, caps, own)
}

fn ko_rule() -> impl Strategy<Value = KoRule> {
    prop_oneof![
        Just(KoRule::Simple),
        Just(KoRule::Positional),
        Just(KoRule::Situational)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Small boards (many captures and repetitions) with long pass bursts.
    #[test]
    fn pass_runs_agree_with_the_reference(
        w in 2usize..=5, ko in ko_rule(),
        suicide in prop_oneof![Just(SuicideRule::Forbidden), Just(SuicideRule::MultiStoneAllowed)],
        steps in prop::collection::vec((any::<u8>(), any::<u32>()), 1..40),
    ) {
        check_runs(w, ko, suicide, &steps);
    }

    /// The game's move numbers across runs of passes, each end by two passes
    /// resumed (2002 art. 21.1), and undo: `move_number` is the moves so far
    /// plus one, and `moves` numbers them 1, 2, … with who played.
    #[test]
    fn move_numbers_count_every_pass(
        steps in prop::collection::vec((any::<u8>(), any::<u16>()), 1..60),
    ) {
        let size = BoardSize::square(9).unwrap();
        let rules = Rules { ending: Ending::TwoPasses, ..Rules::default() };
        let mut game = Game::new(size, rules);
        let mut list: Vec<(Color, Move)> = Vec::new();
        for &(kind, arg) in &steps {
            match kind % 4 {
                0 | 1 => {
                    for _ in 0..=arg % 150 {
                        let side = if kind % 4 == 0 { game.to_move() } else { Color::Black };
                        if game.is_over() {
                            game.resume(side).unwrap();
                        }
                        game.set_to_move(side);
                        game.play(Move::Pass).unwrap();
                        list.push((side, Move::Pass));
                    }
                }
                2 => {
                    for _ in 0..=arg % 100 {
                        if list.pop().is_none() {
                            break;
                        }
                        game.undo().unwrap();
                    }
                }
                _ => {
                    if game.is_over() {
                        game.resume(game.to_move()).unwrap();
                    }
                    let side = game.to_move();
                    let points: Vec<Point> = game.position().legal_points().collect();
                    if let Some(&p) = points.get(arg as usize % points.len().max(1)) {
                        game.play(Move::Place(p)).unwrap();
                        list.push((side, Move::Place(p)));
                    }
                }
            }
            prop_assert_eq!(game.move_number() as usize, list.len() + 1);
            let got: Vec<(u32, Color, Move)> = game.moves().map(|m| (m.number, m.color, m.mv)).collect();
            let want: Vec<(u32, Color, Move)> = list
                .iter()
                .enumerate()
                .map(|(i, &(c, mv))| (i as u32 + 1, c, mv))
                .collect();
            prop_assert_eq!(got, want);
            game.position().check_invariants().unwrap();
        }
    }
}

/// Two million passes by one side (the hostile record of issue 31) hold one
/// record of history (and the repetition table a long game gets, of one
/// key): under 2 KB, not the 32 MB of a record a pass; they read back as
/// two million.
#[test]
fn two_million_passes_hold_a_few_records() {
    let size = BoardSize::square(19).unwrap();
    let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
    let empty = pos.heap_bytes();
    for _ in 0..2_000_000 {
        pos.set_to_move(Color::Black);
        pos.play(Move::Pass).unwrap();
    }
    assert_eq!(pos.moves_played(), 2_000_000);
    let grown = pos.heap_bytes() - empty;
    assert!(grown < 2048, "the run grew the history by {grown} bytes");
    assert_eq!(pos.move_at(1_234_567).unwrap().color, Color::Black);
    assert_eq!(pos.moves().count(), 2_000_000);
    pos.undo().unwrap();
    assert_eq!(pos.moves_played(), 1_999_999);
    assert_eq!(pos.to_move(), Color::Black);
}

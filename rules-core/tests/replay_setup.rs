//! Set-up in the middle of a record and set-up stones without liberties
//! (issue 20): records written for the test, positions and counts worked out
//! by hand in the comments.

use tianyuan::replay::{game_to_record, replay, ReplayMode, ReplayOptions};
use tianyuan::sgf::{self, RecordedResult};
use tianyuan::sized::Game;
use tianyuan::{BoardSize, Color, Move, Point, Rules};

fn record(text: &str) -> sgf::GameRecord {
    sgf::parse(text.as_bytes()).unwrap().games()[0].clone()
}

fn strict() -> ReplayOptions {
    ReplayOptions::default()
}

/// SGF point `xy` (column, row).
fn pt(s: &str) -> Point {
    let b = s.as_bytes();
    Point::new(b[1] - b'a', b[0] - b'a')
}

fn stones(game: &Game, color: Color) -> Vec<Point> {
    let size = game.size();
    let mut v: Vec<Point> = size
        .points()
        .filter(|&p| game.board().get(p) == Some(color))
        .collect();
    v.sort();
    v
}

fn sorted(points: &[&str]) -> Vec<Point> {
    let mut v: Vec<Point> = points.iter().map(|s| pt(s)).collect();
    v.sort();
    v
}

/// 5×5, komi 0. B cc, W dd; then a set-up node puts Black on bb, White on
/// aa and clears dd; Black (still to move) plays ab, White passes, Black ba
/// captures aa (its liberties ab and ba are both taken). Black's stones cc,
/// bb, ab, ba and every empty point (it touches Black only) make Black 25,
/// White 0: B+25. Skipping the set-up (the old replay) leaves White dd on the
/// board and counts otherwise.
#[test]
fn set_up_after_moves_is_replayed_and_counted() {
    let r = record(
        "(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese]RE[B+25];B[cc];W[dd];AB[bb]AW[aa]AE[dd];B[ab];W[];B[ba])",
    );
    for mode in [ReplayMode::Strict, ReplayMode::Tolerant] {
        let out = replay(&r, &ReplayOptions { rules: None, mode }).unwrap();
        assert!(out.violations.is_empty(), "{:?}", out.violations);
        assert_eq!(out.moves_replayed, 5);
        let g = &out.game;
        assert_eq!(stones(g, Color::Black), sorted(&["cc", "bb", "ab", "ba"]));
        assert_eq!(stones(g, Color::White), Vec::<Point>::new());
        assert_eq!(out.area_score().margin_half_points(), 50);
        let check = out.check_result(
            &RecordedResult::Score {
                winner: Color::Black,
                margin_half_points: 50,
            },
            &tianyuan::sized::Bitboard::EMPTY,
        );
        assert!(check.unwrap().agrees());
        // Moves numbered across the set-up; the last captured one stone.
        let moves: Vec<_> = g.moves().collect();
        assert_eq!(moves.len(), 5);
        assert_eq!(moves[4].number, 5);
        assert_eq!(moves[4].mv, Move::Place(pt("ba")));
        assert_eq!(moves[4].captured, 1);
        assert_eq!(g.move_number(), 6);
        assert_eq!(g.setups().len(), 1);
        assert_eq!(g.setups()[0].after_moves, 2);
        assert!(out.notes.iter().any(|n| n.contains("set-up after move 2")));
    }
}

/// `PL` in the set-up node names the player; without it the side to move
/// stays. 5×5: B cc, then AW[aa]PL[B]: Black moves again (no implicit pass).
#[test]
fn set_up_player_to_move() {
    let r = record("(;GM[1]SZ[5]KM[0];B[cc];AW[aa]PL[B];B[dd];W[ee])");
    let out = replay(&r, &strict()).unwrap();
    assert!(out.violations.is_empty());
    assert_eq!(out.non_alternating, 0);
    assert_eq!(out.moves_replayed, 3);
    let r = record("(;GM[1]SZ[5]KM[0];B[cc];AW[aa];W[dd])");
    let out = replay(&r, &strict()).unwrap();
    assert_eq!(out.non_alternating, 0);
    assert_eq!(stones(&out.game, Color::White), sorted(&["aa", "dd"]));
}

/// The set-up position starts a new superko history. 5×5 under chinese-2002
/// (positional superko): B aa, W ee, then AE clears both (the empty board
/// again), and B aa recreates the position after move 1. The positions before
/// the set-up are not part of the history, so it is legal; a later move that
/// recreated the set-up position itself would not be.
#[test]
fn set_up_starts_a_new_superko_history() {
    let r = record("(;GM[1]SZ[5]KM[0]RU[Chinese];B[aa];W[ee];AE[aa][ee];B[aa])");
    let out = replay(&r, &strict()).unwrap();
    assert!(out.violations.is_empty(), "{:?}", out.violations);
    assert_eq!(out.moves_replayed, 3);
    assert_eq!(out.game.position().repetitions(), 1);
    assert_eq!(out.game.position().moves_played(), 1);
    out.game.position().check_invariants().unwrap();
    // Undo stops at the set-up.
    let mut g = out.game.clone();
    assert!(g.undo().is_some());
    assert!(g.undo().is_none());
    assert_eq!(g.move_number(), 3);
}

/// The game, written as SGF, keeps the set-up node and reads back to the same
/// position and count.
#[test]
fn set_up_round_trips_through_game_to_record() {
    let r = record(
        "(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese];B[cc];W[dd];AB[bb]AW[aa]AE[dd]PL[B];B[ab];W[];B[ba])",
    );
    let out = replay(&r, &strict()).unwrap();
    let again = game_to_record(&out.game);
    let text = sgf::write_record(&again);
    assert!(text.contains("AE[dd]"), "{text}");
    let back = replay(&record(&text), &strict()).unwrap();
    assert_eq!(back.game.board(), out.game.board());
    assert_eq!(back.game.moves().count(), 5);
    assert_eq!(back.game.setups(), out.game.setups());
}

/// FF[4] allows set-up stones without liberties; they are removed as a
/// capture would remove them, with a note. Root: AB[aa] inside AW[ab][ba] on
/// 5×5: aa has no liberty and goes; White's stones stay. Mid-game: after B cc,
/// W dd, AB[ee] next to W ed and W de set up in the same node: ee has no
/// liberty and goes.
#[test]
fn set_up_stones_without_liberties_are_removed_with_a_note() {
    let r = record("(;GM[1]SZ[5]KM[0]AB[aa]AW[ab][ba];B[cc])");
    let out = replay(&r, &strict()).unwrap();
    assert_eq!(stones(&out.game, Color::Black), sorted(&["cc"]));
    assert_eq!(stones(&out.game, Color::White), sorted(&["ab", "ba"]));
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("without liberties") && n.contains("A5")),
        "{:?}",
        out.notes
    );
    let r = record("(;GM[1]SZ[5]KM[0];B[cc];W[dd];AB[ee]AW[ed][de];B[bb])");
    let out = replay(&r, &strict()).unwrap();
    assert!(out.violations.is_empty());
    assert_eq!(stones(&out.game, Color::Black), sorted(&["cc", "bb"]));
    assert_eq!(stones(&out.game, Color::White), sorted(&["dd", "ed", "de"]));
    assert_eq!(out.game.setups()[0].removed, vec![pt("ee")]);
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("without liberties") && n.contains("E1")),
        "{:?}",
        out.notes
    );
}

/// `Game::set_up` directly: both colours' chains without liberties go at
/// once; a point off the board changes nothing.
#[test]
fn game_set_up_api() {
    let size = BoardSize::square(5).unwrap();
    let mut g = Game::new(size, Rules::default());
    g.play(Move::Place(pt("cc"))).unwrap();
    // Black aa between White ab and ba has no liberty; White ab keeps ac
    // and bb, White ba keeps ca and bb.
    let done = g
        .set_up(
            &[
                (pt("aa"), Some(Color::Black)),
                (pt("ab"), Some(Color::White)),
                (pt("ba"), Some(Color::White)),
            ],
            Color::White,
        )
        .unwrap()
        .clone();
    assert_eq!(done.removed, vec![pt("aa")]);
    assert_eq!(g.to_move(), Color::White);
    let before = *g.board();
    assert!(g
        .set_up(&[(Point::new(7, 7), Some(Color::Black))], Color::Black)
        .is_err());
    assert_eq!(g.board(), &before);
    assert_eq!(g.setups().len(), 1);
}

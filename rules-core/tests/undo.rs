//! Undo restores every earlier state exactly: random games on several sizes
//! under each ko rule, a copy of the position kept before every move as the
//! reference, then every move taken back one by one and compared with its copy
//! (stones, hash, side to move, ko point, legal moves, and the chain
//! bookkeeping through `check_invariants`, which recomputes it from scratch).

use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{play_random_move, Position};
use tianyuan::splitmix::SplitMix64;
use tianyuan::BoardSize;

fn same(a: &Position, b: &Position) {
    assert_eq!(a.board(), b.board());
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.ko_point(), b.ko_point());
    assert_eq!(a.moves_played(), b.moves_played());
    assert_eq!(a.legal_point_set(), b.legal_point_set());
    assert_eq!(a.repetitions(), b.repetitions());
}

#[test]
fn undo_walks_back_through_every_state() {
    let sizes = [(2, 2), (3, 5), (5, 5), (9, 9), (13, 7), (19, 19)];
    for (seed, &(w, h)) in sizes.iter().enumerate() {
        for ko in KoRule::ALL {
            for suicide in SuicideRule::ALL {
                let size = BoardSize::new(w, h).unwrap();
                let mut pos = Position::new(size, ko, suicide);
                let mut rng = SplitMix64(seed as u64 * 31 + 7);
                let mut copies = Vec::new();
                let mut passes = 0;
                while copies.len() < 4 * (w * h) as usize && passes < 2 {
                    copies.push(pos.clone());
                    let m = play_random_move(&mut pos, &mut rng);
                    passes = if m.is_pass() { passes + 1 } else { 0 };
                }
                assert!(copies.len() > (w * h) as usize / 2, "a game was played");
                while let Some(before) = copies.pop() {
                    let undone = pos.undo().expect("a move to undo");
                    assert_eq!(undone.color, before.to_move());
                    // The full check replays the history: every state on small
                    // boards, a sample on large ones.
                    if w * h <= 81 || copies.len() % 23 == 0 {
                        pos.check_invariants().unwrap();
                    }
                    same(&pos, &before);
                }
                assert!(pos.undo().is_none());
            }
        }
    }
}

/// `stones_ago(k)` is the board as it stood `k` moves ago: each board is
/// recorded as a random game goes (captures and passes included) and
/// compared with what the position reports afterwards, for every `k`.
#[test]
fn stones_ago_are_the_boards_recorded_as_the_game_went() {
    use tianyuan::Color;
    for (seed, &(w, h)) in [(5u32, 5u32), (9, 9), (7, 13)].iter().enumerate() {
        let size = BoardSize::new(w, h).unwrap();
        let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
        let mut rng = SplitMix64(seed as u64 + 100);
        let board = |p: &Position| {
            [
                p.board().stones(Color::Black),
                p.board().stones(Color::White),
            ]
        };
        let mut seen = vec![board(&pos)];
        for _ in 0..3 * w * h {
            play_random_move(&mut pos, &mut rng);
            seen.push(board(&pos));
        }
        let n = pos.moves_played();
        assert_eq!(n + 1, seen.len());
        for k in 0..=n {
            assert_eq!(
                pos.stones_ago(k),
                Some(seen[n - k]),
                "{w}x{h}, {k} moves ago"
            );
        }
        assert_eq!(pos.stones_ago(n + 1), None);
        assert_eq!(
            Position::new(size, KoRule::Simple, SuicideRule::Forbidden).stones_ago(1),
            None
        );
    }
}

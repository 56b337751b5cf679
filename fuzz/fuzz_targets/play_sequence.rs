//! Fuzz target: bytes become a board size, a ko rule, a suicide rule, a rule
//! for dead stones and a sequence of game actions: moves (indices into the
//! legal list, raw points), passes, undos, set-up in the middle of the game
//! (`Game::set_up`, with points possibly off the board), resumption, and
//! life-and-death estimates with few playouts.
//!
//! After every step: `check_invariants()` is clean (hash recomputed from the
//! stones equals the incremental hash, the repetition map matches the history),
//! and `play` succeeds exactly when the game is on and the point is in
//! `legal_point_set()`; a rejected move or set-up changes nothing. After a set-up:
//! each changed point holds what was put there last unless its chain was
//! removed, other points keep their stones unless removed, the removed stones
//! had no liberty, no chain is left without one, and undo stops there. An
//! estimate (small boards, 1 to 8 playouts) succeeds with every ownership in
//! [-1, 1], whole dead chains, and a score that counts by it.
//!
//! A size that three words hold is played on three words (as `AnyGame`
//! holds it) or, for half of the first bytes, on six (`Game`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tianyuan::rules::{DeadStones, KoRule, SuicideRule};
use tianyuan::sized::{GameOf, TINY_WORDS, WORDS};
use tianyuan::{BoardSize, Color, LifeOptions, Move, Point, Rules};

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    let w = 2 + (data[0] % 18) as u32;
    let h = 2 + (data[1] % 18) as u32;
    let Ok(size) = BoardSize::new(w, h) else {
        return;
    };
    let rules = Rules {
        ko: KoRule::ALL[(data[2] % 3) as usize],
        suicide: SuicideRule::ALL[((data[2] / 3) % 2) as usize],
        dead_stones: DeadStones::ALL[(data[3] % 3) as usize],
        ..Rules::default()
    };
    if size.fits(TINY_WORDS) && (data[0] / 18).is_multiple_of(2) {
        run::<TINY_WORDS>(size, rules, &data[4..]);
    } else {
        run::<WORDS>(size, rules, &data[4..]);
    }
});

/// The game's actions drawn from `data`, checked after every one, on `W`
/// words.
fn run<const W: usize>(size: BoardSize, rules: Rules, data: &[u8]) {
    let mut game = GameOf::<W>::new(size, rules);
    let mut bytes = data.iter().copied();
    let mut estimates = 0;
    while let Some(op) = bytes.next() {
        let legal = game.position().legal_point_set();
        match op % 12 {
            0 => {
                let before = game.clone();
                match game.pass() {
                    Ok(_) => assert!(!before.is_over()),
                    Err(_) => {
                        assert!(before.is_over(), "pass refused in an ongoing game");
                        assert_eq!(game.board(), before.board());
                    }
                }
            }
            1 => {
                let before = game.clone();
                if game.undo().is_none() {
                    assert_eq!(game.board(), before.board());
                    assert_eq!(game.move_number(), before.move_number());
                }
            }
            2 | 3 => {
                // A raw point, possibly off the board or illegal.
                let r = bytes.next().unwrap_or(0);
                let c = bytes.next().unwrap_or(0);
                let p = Point::new(r % 26, c % 26);
                let before = game.clone();
                let expected = !game.is_over() && size.contains(p) && legal.contains(size.bit(p));
                match game.play(Move::Place(p)) {
                    Ok(_) => assert!(expected, "play succeeded outside legal_point_set at {p:?}"),
                    Err(_) => {
                        assert!(!expected, "play failed inside legal_point_set at {p:?}");
                        assert_eq!(game.board(), before.board());
                        assert_eq!(game.to_move(), before.to_move());
                        assert_eq!(game.move_number(), before.move_number());
                    }
                }
            }
            4..=6 => {
                // An index into the legal list.
                let n = legal.count();
                if n > 0 && !game.is_over() {
                    let k = u32::from(bytes.next().unwrap_or(0)) % n;
                    let bit = legal.nth(k).unwrap();
                    game.play(Move::Place(size.point_of_bit(bit)))
                        .expect("a move from legal_point_set");
                }
            }
            7 | 8 => set_up(&mut game, &mut bytes),
            9 => {
                let to_move = if op & 0x10 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let _ = game.resume(to_move);
            }
            10 => {
                // Life and death: small boards and few playouts keep it fast.
                if estimates < 4 && size.num_points() <= 81 {
                    estimates += 1;
                    let options = LifeOptions {
                        playouts: 1 + u32::from(op >> 5),
                        seed: u64::from(bytes.next().unwrap_or(0)),
                    };
                    estimate(&game, &options);
                }
            }
            _ => {
                let _ = game.agree_end();
            }
        }
        game.position().check_invariants().unwrap();
        assert_eq!(game.board().hash(), game.board().recompute_hash());
    }
}

/// A set-up of up to 8 changes (points possibly off the board), checked
/// against the board before it.
fn set_up<const W: usize>(game: &mut GameOf<W>, bytes: &mut impl Iterator<Item = u8>) {
    let size = game.size();
    let n = usize::from(bytes.next().unwrap_or(0) % 9);
    let changes: Vec<(Point, Option<Color>)> = (0..n)
        .map(|_| {
            let r = bytes.next().unwrap_or(0);
            let c = bytes.next().unwrap_or(0);
            let stone = [None, Some(Color::Black), Some(Color::White)][usize::from(c >> 5) % 3];
            (Point::new(r % 21, c % 21), stone)
        })
        .collect();
    let to_move = if n % 2 == 0 {
        Color::Black
    } else {
        Color::White
    };
    let before = game.clone();
    let off_board = changes.iter().any(|&(p, _)| !size.contains(p));
    match game.set_up(&changes, to_move) {
        Err(_) => {
            assert!(
                off_board || before.is_over(),
                "set-up refused on the board of an ongoing game"
            );
            assert_eq!(game.board(), before.board());
            assert_eq!(game.to_move(), before.to_move());
            assert_eq!(game.move_number(), before.move_number());
            assert_eq!(game.setups().len(), before.setups().len());
        }
        Ok(done) => {
            assert!(!off_board && !before.is_over());
            let removed = done.removed.clone();
            assert_eq!(done.changes, changes);
            assert_eq!(game.to_move(), to_move);
            assert_eq!(game.move_number(), before.move_number());
            // What the board should be without the removal.
            let mut expected = *before.board();
            for &(p, stone) in &changes {
                expected.set(p, stone).unwrap();
            }
            for &p in &removed {
                assert!(expected.get(p).is_some(), "removed an empty point {p:?}");
                assert!(
                    expected.chain_liberties(p).is_empty(),
                    "removed a chain with liberties at {p:?}"
                );
            }
            for &p in &removed {
                expected.set(p, None).unwrap();
            }
            for p in size.points() {
                assert_eq!(game.board().get(p), expected.get(p), "at {p:?}");
                if game.board().get(p).is_some() {
                    assert!(
                        !game.board().chain_liberties(p).is_empty(),
                        "a chain without liberties left at {p:?}"
                    );
                }
            }
            // Undo stops at the set-up position.
            let mut probe = game.clone();
            assert!(probe.undo().is_none(), "undo went back past a set-up");
            assert_eq!(probe.board(), game.board());
        }
    }
}

/// An estimate of `game`: no error, ownership in [-1, 1], whole dead chains of
/// stones on the board, and a score that lifts the same stones under
/// agreement.
fn estimate<const W: usize>(game: &GameOf<W>, options: &LifeOptions) {
    let size = game.size();
    let est = game.estimate_life(options).expect("playouts in range");
    assert_eq!(est.ownership().len(), size.num_points());
    for &o in est.ownership() {
        assert!((-1.0..=1.0).contains(&o), "ownership {o} out of [-1, 1]");
    }
    let dead = est.dead_stones();
    assert_eq!(
        dead & game.board().occupied(),
        dead,
        "a dead point without a stone"
    );
    for p in dead.points(size) {
        assert_eq!(
            game.board().chain(p) & dead,
            game.board().chain(p),
            "part of a chain dead"
        );
    }
    for chain in est.chains() {
        assert!((-1.0..=1.0).contains(&chain.ownership));
    }
    let scored = game.score_estimated(options).expect("playouts in range");
    if game.rules().dead_stones == DeadStones::Agreement {
        assert_eq!(scored.dead, dead, "score_estimated lifted other stones");
    }
    assert_eq!(scored.dead & game.board().occupied(), scored.dead);
}

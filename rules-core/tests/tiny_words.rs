//! The three-word instantiation (`AnyGame`'s words up to 13×13) against the
//! six-word one, which the reference-model property tests have pinned at every
//! size up to 19×19: the same random game played in both must agree move by
//! move, whatever the words. The six-word game is the independent reference
//! here; nothing is compared with a value the three-word code computed.

use tianyuan::sized::{GameOf, TINY_WORDS, WORDS};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{AnyGame, BoardSize, Color, IllegalMove, Move, Point, Preset, Rules};

/// What a move left behind, in terms that do not depend on the words.
#[derive(Debug, PartialEq)]
struct Seen {
    legal: Vec<Point>,
    hash: u64,
    to_move: Color,
    stones: Vec<Option<Color>>,
    tromp_taylor: tianyuan::Score,
    area: tianyuan::Score,
    over: bool,
}

fn seen<const W: usize>(g: &GameOf<W>) -> Seen {
    let size = g.size();
    Seen {
        legal: g.legal_point_set().points(size).collect(),
        hash: g.position().hash(),
        to_move: g.to_move(),
        stones: size.points().map(|p| g.board().get(p)).collect(),
        tromp_taylor: g.tromp_taylor_score(),
        area: g.score(&[]).unwrap(),
        over: g.is_over(),
    }
}

/// One random game of `size` under `rules`, played at three words and at
/// six: after every move the legal points, the Zobrist hash, the stones and
/// both counts agree, and so do each move's captures, its suicided stones
/// and the refusal (with its reason) of a random point, legal or not.
/// Returns the moves played, the stones they captured and the undos.
fn agree(size: BoardSize, rules: Rules, seed: u64) -> (usize, u32, u32) {
    let mut tiny = GameOf::<TINY_WORDS>::new(size, rules);
    let mut six = GameOf::<WORDS>::new(size, rules);
    let mut rng = SplitMix64(seed);
    let points: Vec<Point> = size.points().collect();
    let (mut moves, mut captured, mut undos) = (0, 0, 0);
    for turn in 0..4 * points.len() {
        assert_eq!(seen(&tiny), seen(&six), "{size:?} seed {seed} turn {turn}");
        if six.is_over() {
            break;
        }
        // A random point, legal or not: both refuse it for the same reason
        // or both accept it.
        let any = Move::Place(points[rng.below(points.len() as u32) as usize]);
        let (a, b): (Result<(), IllegalMove>, _) = (tiny.check(any), six.check(any));
        assert_eq!(a, b, "{size:?} seed {seed} turn {turn}: {any:?}");
        // Mostly a legal placement, sometimes an undo, and once the board
        // has filled a little, sometimes a pass (two end most games).
        let legal = six.legal_point_set();
        let roll = rng.below(40);
        if roll == 0 && moves > 0 {
            assert_eq!(tiny.undo().is_some(), six.undo().is_some());
            undos += 1;
            continue;
        }
        let mv = if (roll == 1 && turn > points.len()) || legal.is_empty() {
            Move::Pass
        } else {
            Move::Place(size.point_of_bit(legal.nth(rng.below(legal.count())).unwrap()))
        };
        let (a, b) = (tiny.play(mv).unwrap(), six.play(mv).unwrap());
        assert_eq!(
            (a.mv, a.color),
            (b.mv, b.color),
            "{size:?} seed {seed} turn {turn}"
        );
        assert_eq!(
            a.captured.points(size).collect::<Vec<_>>(),
            b.captured.points(size).collect::<Vec<_>>(),
            "captures of {mv:?}, {size:?} seed {seed} turn {turn}"
        );
        assert_eq!(
            a.suicided.points(size).collect::<Vec<_>>(),
            b.suicided.points(size).collect::<Vec<_>>(),
            "suicide of {mv:?}, {size:?} seed {seed} turn {turn}"
        );
        moves += 1;
        captured += b.captured.count();
    }
    assert_eq!(seen(&tiny), seen(&six), "{size:?} seed {seed} at the end");
    // Undos are random (one roll in 40): the callers check that their games
    // undid now and then, over all of them.
    (moves, captured, undos)
}

#[test]
fn nine_by_nine_agrees_move_by_move_with_six_words() {
    let size = BoardSize::square(9).unwrap();
    let (mut captured, mut undos) = (0, 0);
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..6 {
            let (moves, c, u) = agree(size, preset.rules(), 100 * i as u64 + seed);
            undos += u;
            assert!(
                moves > 30,
                "a game of {moves} moves is too short to say much"
            );
            captured += c;
        }
    }
    assert!(captured > 50, "the games should capture: {captured} stones");
    assert!(undos > 20, "the games should undo now and then: {undos}");
}

/// The sizes whose bits reach the third word (13×13: 182 bits; 25×7, stride
/// 26: 182; 8×21: 189, the most three words hold) and the smallest.
#[test]
fn every_size_three_words_hold_agrees_with_six_words() {
    for (w, h) in [(13, 13), (25, 7), (8, 21), (10, 10), (2, 2), (3, 5)] {
        let size = BoardSize::new(w, h).unwrap();
        assert!(size.fits(TINY_WORDS), "{w}x{h}");
        let mut undos = 0;
        for (i, preset) in Preset::ALL.into_iter().enumerate() {
            undos += agree(size, preset.rules(), 7 + i as u64 * 13 + u64::from(w)).2;
        }
        assert!(undos > 0, "{w}x{h}: the games should undo now and then");
    }
}

/// `AnyGame` holds 9×9 and 13×13 in three words and plays them as the
/// six-word game does (the hashes are by bit, so equal across words).
#[test]
fn any_game_plays_small_boards_on_three_words() {
    for n in [9, 13] {
        let size = BoardSize::square(n).unwrap();
        let mut any = AnyGame::new(size, Rules::default());
        assert_eq!(any.words(), 3);
        let mut six = GameOf::<WORDS>::new(size, Rules::default());
        // A corner capture: Black A1's stone is taken by White A2 and B1.
        for mv in ["B2", "A2", "A1", "B1", "C1", "A1"] {
            let mv = size.parse_gtp(mv).unwrap();
            assert_eq!(any.play(mv), six.play(mv).map(|_| ()));
        }
        assert_eq!(any.hash(), six.position().hash());
        assert_eq!(
            any.legal_points(),
            six.legal_point_set().points(size).collect::<Vec<_>>()
        );
        assert_eq!(any.tromp_taylor_score(), six.tromp_taylor_score());
        // The same stones whatever the words.
        assert!(any.same_stones(&AnyGame::from(six.clone())));
    }
}

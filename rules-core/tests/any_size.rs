//! Every size at the API (issue 17): the six-word types refuse what they
//! cannot hold with a typed error, `AnyGame`, `replay_any` and `AnyReferee`
//! pick the words from the size and take every size up to 25×25. The
//! counts are derived by hand from the diagrams in the comments.

use tianyuan::referee::RefereeOptions;
use tianyuan::referee::{Edition, Event};
use tianyuan::replay::{replay, ReplayError, ReplayOptions};
use tianyuan::sized::{BigGame, Board, Game};
use tianyuan::{
    replay_any, AnyGame, AnyReferee, BoardSize, Color, GameError, Komi, Point, PointError, Preset,
    Rules,
};

fn size(w: u32, h: u32) -> BoardSize {
    BoardSize::new(w, h).unwrap()
}

#[test]
fn six_words_refuse_what_they_cannot_hold_with_a_typed_error() {
    let unsupported = |w, h| PointError::UnsupportedSize {
        width: w,
        height: h,
    };
    // 26 × 25 = 650 bits: more than six words (384).
    assert_eq!(
        Game::try_new(size(25, 25), Rules::default()).unwrap_err(),
        unsupported(25, 25)
    );
    assert_eq!(
        Board::try_new(size(25, 15)).unwrap_err(),
        unsupported(25, 15)
    );
    assert_eq!(
        Game::with_handicap(size(25, 25), Rules::default(), 4).unwrap_err(),
        GameError::Point(unsupported(25, 25))
    );
    let stones = [Point::new(0, 0), Point::new(1, 1)];
    assert_eq!(
        Game::with_free_handicap(size(21, 21), Rules::default(), &stones).unwrap_err(),
        GameError::Point(unsupported(21, 21))
    );
    // 26 × 14 = 364 bits and 20 × 19 = 380: six words hold them.
    assert!(Game::try_new(size(25, 14), Rules::default()).is_ok());
    assert!(Game::try_new(BoardSize::STANDARD, Rules::default()).is_ok());
    // Eleven words hold every size.
    assert!(BigGame::try_new(size(25, 25), Rules::default()).is_ok());
    // Sides beyond 25 are refused by the size itself.
    assert_eq!(BoardSize::new(26, 5).unwrap_err(), unsupported(26, 5));
}

#[test]
fn any_game_picks_the_fewest_words() {
    for (w, h, words) in [
        (2, 2, 3),
        (9, 9, 3),
        (13, 13, 3), // 14 × 13 = 182 bits
        (25, 7, 3),  // 26 × 7 = 182 bits
        (14, 14, 6), // 15 × 14 = 210 bits: beyond three words
        (25, 8, 6),  // 26 × 8 = 208 bits
        (19, 19, 6),
        (25, 14, 6),
        (14, 25, 6), // 15 × 25 = 375 bits
        (25, 15, 11),
        (19, 20, 11), // 20 × 20 = 400 bits
        (25, 25, 11),
    ] {
        let g = AnyGame::new(size(w, h), Rules::default());
        assert_eq!(g.words(), words, "{w}x{h}");
        assert_eq!(g.size(), size(w, h));
        assert_eq!(g.as_tiny().is_some(), words == 3);
        assert_eq!(g.as_small().is_some(), words == 6);
        assert_eq!(g.as_big().is_some(), words == 11);
    }
}

/// A capture in the corner of 25×25 at the last bits of the eleven words:
/// Black Z1 (row 24, col 24, bit 24 × 26 + 24 = 648; I is skipped, so Z is
/// the 25th column), then White Y1 and Z2 take it. Tromp-Taylor count: Black
/// A25 (1 stone), White Y1 and Z2 (2 stones) and Z1 (1 point of territory:
/// its neighbours are Y1 and Z2); the
/// other 620 points touch both colours: shared. White by 2 with no komi.
#[test]
fn a_capture_at_the_last_point_of_25x25() {
    let mut rules = Preset::TrompTaylor.rules();
    rules.komi = Komi::ZERO;
    let mut g = AnyGame::new(size(25, 25), rules);
    let s = g.size();
    for v in ["Z1", "Y1", "A25", "Z2"] {
        let mv = s.parse_gtp(v).unwrap();
        g.play(mv).unwrap();
    }
    let captured = g.last_captured();
    assert_eq!(captured, vec![Point::new(24, 24)]);
    let score = g.tromp_taylor_score();
    assert_eq!(
        (score.black_stones, score.white_stones),
        (1, 2),
        "{score:?}"
    );
    assert_eq!((score.black_territory, score.white_territory), (0, 1));
    assert_eq!(score.shared_points, 625 - 4);
    // 1 − 3 points: −2, in half points.
    assert_eq!(score.margin_half_points(), -4);
    // Illegal moves keep their typed errors: Z1 is now a White eye, suicide.
    let z1 = s.parse_gtp("Z1").unwrap();
    assert_eq!(g.check(z1), Err(tianyuan::IllegalMove::Suicide));
}

/// The same game as an SGF record: `replay` (six words) refuses its size,
/// `replay_any` reads it.
#[test]
fn replay_any_reads_25x25() {
    let text = b"(;GM[1]FF[4]SZ[25]KM[0]RU[Chinese];B[yy];W[xy];B[aa];W[yx])";
    let games = tianyuan::sgf::parse(text).unwrap();
    let record = &games.games()[0];
    let options = ReplayOptions::default();
    assert_eq!(
        replay(record, &options).unwrap_err(),
        ReplayError::BoardSize(PointError::UnsupportedSize {
            width: 25,
            height: 25
        })
    );
    let r = replay_any(record, &options).unwrap();
    assert_eq!(r.words(), 11);
    let (moves, violations, score) = (
        r.moves_replayed(),
        r.violations().len(),
        r.game().tromp_taylor_score(),
    );
    assert_eq!((moves, violations), (4, 0));
    assert_eq!((score.black_stones, score.white_stones), (1, 2));
    assert_eq!(score.white_territory, 1);
    let game = r.into_game();
    assert_eq!(game.size(), size(25, 25));
    // A 19×19 record stays on six words.
    let games = tianyuan::sgf::parse(b"(;GM[1]SZ[19];B[pd])").unwrap();
    assert_eq!(replay_any(&games.games()[0], &options).unwrap().words(), 6);
}

#[test]
fn any_referee_rules_on_25x25() {
    let game = AnyGame::new(size(25, 25), Rules::default());
    let mut referee = AnyReferee::new(game, Edition::Y2002, RefereeOptions::default());
    assert_eq!(referee.size(), size(25, 25));
    let corner = Point::new(24, 24);
    let black = Event::Place {
        color: Color::Black,
        point: corner,
    };
    referee.handle(black).unwrap();
    let stone = referee.game().stone_at(corner);
    assert_eq!(stone, Some(Color::Black));
    // The same point again: occupied, a typed error, not a panic.
    let white = Event::Place {
        color: Color::White,
        point: corner,
    };
    assert!(referee.handle(white).is_err());
    assert_eq!(referee.game().move_number(), 2);
}

/// A new board is built without the rebuild from stones (a record replay's
/// fixed cost); the invariant check rebuilds everything derived from the
/// stones and compares, on every size and rectangle in the words that
/// hold it.
#[test]
fn a_new_board_of_every_size_agrees_with_one_rebuilt_from_its_stones() {
    use tianyuan::sized::BoardOf;
    for w in 2..=25 {
        for h in 2..=25 {
            let s = size(w, h);
            let big = BoardOf::<11>::new(s);
            big.check_invariants().unwrap();
            assert_eq!(big.empty().count(), w * h);
            assert_eq!(big.non_eye_bits().len(), (w * h) as usize);
            if let Ok(small) = Board::try_new(s) {
                small.check_invariants().unwrap();
                assert_eq!(small.empty().count(), w * h);
            }
            if let Ok(tiny) = BoardOf::<{ tianyuan::sized::TINY_WORDS }>::try_new(s) {
                tiny.check_invariants().unwrap();
                assert_eq!(tiny.empty().count(), w * h);
                assert_eq!(tiny.non_eye_bits().len(), (w * h) as usize);
            }
        }
    }
}

/// The size-agnostic accessors on a hand-drawn 9×9 position: three Black
/// stones in the top-left corner (one chain), nothing else. The one empty
/// region touches Black only, so all 78 empty points are Black's territory
/// (2002 art. 9); White has none, and there is no dame.
#[test]
fn size_agnostic_accessors_on_a_hand_drawn_corner() {
    let size = BoardSize::square(9).unwrap();
    let mut game = AnyGame::new(size, Rules::default());
    let stones: Vec<(Point, Option<Color>)> = [(0, 0), (0, 1), (1, 0)]
        .iter()
        .map(|&(r, c)| (Point::new(r, c), Some(Color::Black)))
        .collect();
    game.set_up(&stones, Color::White).unwrap();
    let corner = vec![Point::new(0, 0), Point::new(0, 1), Point::new(1, 0)];
    assert_eq!(game.chain_points(Point::new(1, 0)), corner);
    assert!(game.chain_points(Point::new(4, 4)).is_empty());
    assert!(game.chain_points(Point::new(9, 9)).is_empty());
    let black = game.area_territory_points(Color::Black);
    assert_eq!(black.len(), 78);
    assert!(!black.iter().any(|p| corner.contains(p)));
    assert!(game.area_territory_points(Color::White).is_empty());
    let map = game.count_map(&[], &[]).unwrap();
    assert_eq!(map.territory_points(Color::Black), black);
    assert!(map.territory_points(Color::White).is_empty());
    assert!(map.dame_points().is_empty());
    assert!(map.open_points().is_empty());
}

/// `AnyChainJudgement::ownership` is from the chain's own side (as
/// `ChainJudgementOf::ownership`), while the estimate's per-point ownership
/// is Black positive. 5x5 (row 5 at the top):
///
/// ```text
/// 5  . X O . .
/// 4  X X O O O
/// 3  . X O . X    <- E3: a lone Black stone in White's eye
/// 2  X X O O O
/// 1  . X O . .
///    A B C D E
/// ```
///
/// Both walls are pass-alive (Benson), so E3 is dead for certain: White's
/// wall +1 from its own side (−1 Black positive), E3 −1 from its own side.
#[test]
fn a_chain_s_ownership_is_from_its_own_side() {
    let size = BoardSize::square(5).unwrap();
    let mut game = AnyGame::new(size, Rules::default());
    let black = [
        (0, 1),
        (1, 0),
        (1, 1),
        (2, 1),
        (3, 0),
        (3, 1),
        (4, 1),
        (2, 4),
    ];
    let white = [
        (0, 2),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 2),
        (3, 2),
        (3, 3),
        (3, 4),
        (4, 2),
    ];
    let stones: Vec<(Point, Option<Color>)> = black
        .iter()
        .map(|&(r, c)| (Point::new(r, c), Some(Color::Black)))
        .chain(
            white
                .iter()
                .map(|&(r, c)| (Point::new(r, c), Some(Color::White))),
        )
        .collect();
    game.set_up(&stones, Color::Black).unwrap();
    let e = game.estimate_life(&Default::default()).unwrap();
    let chains = e.chain_judgements();
    let on = |p: Point| chains.iter().find(|c| c.stones.contains(&p)).unwrap();
    let wall = on(Point::new(0, 2));
    assert_eq!((wall.color, wall.certain), (Color::White, true));
    assert_eq!(
        wall.ownership, 1.0,
        "White's living wall, from its own side"
    );
    assert_eq!(
        e.ownership_at(Point::new(0, 2)),
        -1.0,
        "per point: Black positive"
    );
    let e3 = on(Point::new(2, 4));
    assert_eq!((e3.color, e3.ownership), (Color::Black, -1.0));
    assert_eq!(on(Point::new(0, 1)).ownership, 1.0);
}

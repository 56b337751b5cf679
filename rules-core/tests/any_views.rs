//! What the bindings read from a game of any size without the word count
//! (issue 29): a move's outcome as packed planes and the ring of recent
//! boards it updates, the stones written into a slice, the parts that
//! rebuild a game, the territory map, the SVG picture, and a replay's
//! counts. Each is checked against a hand-counted position or against an
//! independent reading (the stones read point by point after each move, the
//! fixed-size path of the same game).

use tianyuan::planes::{PackedPlane, RecentBoards, RECENT};
use tianyuan::sized::{territory_map, BitboardOf, PointStatus};
use tianyuan::svg::{board_svg, AnySvgOptions, SvgError, SvgOptions};
use tianyuan::{
    replay_any, AnyGame, BoardSize, Color, Komi, Move, Point, Preset, Rules, SuicideRule,
};

/// A small deterministic generator (independent of the crate's).
fn next(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// Every point's stone, read one point at a time (the reference).
fn stones_of(game: &AnyGame) -> Vec<Option<Color>> {
    game.size().points().map(|p| game.stone_at(p)).collect()
}

/// Rules that allow multi-stone suicide (so that `suicided` is exercised).
fn suicide_rules() -> Rules {
    Rules {
        suicide: SuicideRule::MultiStoneAllowed,
        ..Preset::TrompTaylor.rules()
    }
}

/// White in the corner (0, 0), Black at (0, 1) and (1, 0): one stone
/// captured, at index 0, on three, six and eleven words alike.
#[test]
fn a_corner_capture_is_index_zero_at_every_size() {
    for n in [9, 19, 25] {
        let size = BoardSize::square(n).unwrap();
        let mut game = AnyGame::new(size, Rules::default());
        let at = |r, c| Move::Place(Point::new(r, c));
        let first = game.play_packed(at(0, 1)).unwrap();
        assert!(first.captured.is_empty() && first.suicided.is_empty());
        assert_eq!((first.mv, first.color), (at(0, 1), Color::Black));
        game.play_packed(at(0, 0)).unwrap();
        let out = game.play_packed(at(1, 0)).unwrap();
        assert_eq!(
            out.captured.indices().collect::<Vec<_>>(),
            vec![0],
            "{n}x{n}"
        );
        assert_eq!(out.captured.count(), 1);
        assert!(out.suicided.is_empty());
        assert_eq!(game.stone_at(Point::new(0, 0)), None);
        let pass = game.pass_packed().unwrap();
        assert_eq!((pass.mv, pass.color), (Move::Pass, Color::White));
        assert!(pass.captured.is_empty());
        // A rejected move changes nothing and says why.
        let before = stones_of(&game);
        assert!(game.play_packed(at(0, 1)).is_err());
        let mut ring = RecentBoards::of_game(&game);
        let mut captured = vec![7];
        assert_eq!(
            game.play_recorded(at(0, 1), Some(&mut ring), &mut captured),
            Err(tianyuan::IllegalMove::Occupied)
        );
        assert_eq!(captured, vec![7]);
        assert_eq!(ring.ago(0), RecentBoards::of_game(&game).ago(0));
        assert_eq!(stones_of(&game), before);
    }
}

/// Random games at several sizes and under a rule that allows suicide:
/// each move's captured and suicided stones are exactly the stones that
/// left the board (the suicided ones with the stone placed) (read point by point before and after), and the ring
/// pushed with each outcome holds the boards of the last moves.
#[test]
fn packed_outcomes_and_the_ring_follow_the_board() {
    let mut seed = 11u64;
    for (w, h) in [(5, 5), (9, 9), (13, 7), (19, 19), (25, 25), (25, 14)] {
        for rules in [Rules::default(), suicide_rules()] {
            let size = BoardSize::new(w, h).unwrap();
            let mut game = AnyGame::new(size, rules);
            let mut ring = RecentBoards::of_game(&game);
            let mut history = vec![stones_of(&game)];
            // The same moves through `play_recorded`/`pass_recorded`.
            let mut twin = game.clone();
            let mut twin_ring = ring;
            for _ in 0..(w * h * 2) {
                if game.is_over() {
                    break;
                }
                let legal = game.legal_points();
                let pick = next(&mut seed) as usize % (legal.len() + 1);
                let mv = legal.get(pick).map_or(Move::Pass, |&p| Move::Place(p));
                let color = game.to_move();
                let before = stones_of(&game);
                let out = game.play_packed(mv).unwrap();
                let after = stones_of(&game);
                assert_eq!((out.mv, out.color), (mv, color));
                for i in 0..size.num_points() {
                    let gone = before[i].is_some() && after[i].is_none();
                    let captured = gone && before[i] == Some(!color);
                    // Suicide removes the stone just placed too.
                    let placed = mv.point().map(|p| size.index(p)) == Some(i);
                    let suicided = after[i].is_none() && (before[i] == Some(color) || placed);
                    assert_eq!(out.captured.contains(i), captured, "{w}x{h} point {i}");
                    assert_eq!(out.suicided.contains(i), suicided, "{w}x{h} point {i}");
                }
                ring.push_packed(&out);
                let mut captured = Vec::new();
                match mv {
                    Move::Place(_) => twin.play_recorded(mv, Some(&mut twin_ring), &mut captured),
                    Move::Pass => twin.pass_recorded(Some(&mut twin_ring)),
                }
                .unwrap();
                assert_eq!(captured, out.captured.indices().collect::<Vec<_>>());
                history.push(after);
                for k in 0..RECENT {
                    assert_eq!(twin_ring.ago(k), ring.ago(k));
                    let want = history.len().checked_sub(k + 1).map(|i| &history[i]);
                    let [black, white] = ring.ago(k);
                    for i in 0..size.num_points() {
                        let stone = want.and_then(|b| b[i]);
                        assert_eq!(black.contains(i), stone == Some(Color::Black));
                        assert_eq!(white.contains(i), stone == Some(Color::White));
                    }
                }
            }
            // The ring rebuilt from the game equals the one kept move by move.
            let rebuilt = RecentBoards::of_game(&game);
            for k in 0..RECENT {
                assert_eq!(rebuilt.ago(k), ring.ago(k), "{w}x{h} {k} ago");
            }
        }
    }
}

/// `indices` lists exactly the points `contains` finds, ascending.
#[test]
fn plane_indices_are_the_points_in_the_set() {
    let mut seed = 5u64;
    for fill in [0, 1, 50, 99] {
        let mut plane = PackedPlane::EMPTY;
        for i in 0..625 {
            if (next(&mut seed) % 100) < fill {
                plane.insert(i);
            }
        }
        let want: Vec<usize> = (0..640).filter(|&i| plane.contains(i)).collect();
        assert_eq!(plane.indices().collect::<Vec<_>>(), want);
        assert_eq!(plane.count(), want.len());
        assert_eq!(plane.is_empty(), want.is_empty());
    }
}

/// The stones written into a slice are the stones read point by point,
/// and nothing past the board is written.
#[test]
fn stones_written_into_a_slice() {
    let mut seed = 3u64;
    for (w, h) in [(2, 2), (9, 9), (19, 19), (7, 13), (25, 25)] {
        let size = BoardSize::new(w, h).unwrap();
        let mut game = AnyGame::new(size, Rules::default());
        for _ in 0..(w * h) {
            let legal = game.legal_points();
            if legal.is_empty() || game.is_over() {
                break;
            }
            let p = legal[next(&mut seed) as usize % legal.len()];
            game.play(Move::Place(p)).unwrap();
        }
        let n = size.num_points();
        let mut out = vec![9i8; n + 1];
        game.write_stones(&mut out);
        let want: Vec<i8> = stones_of(&game)
            .into_iter()
            .map(|s| match s {
                Some(Color::Black) => 1,
                Some(Color::White) => -1,
                None => 0,
            })
            .collect();
        assert_eq!(out[..n], want[..], "{w}x{h}");
        assert_eq!(out[n], 9);
    }
}

/// A game taken apart and rebuilt is the same game (stones, moves, side to
/// move, end, penalty stones, words), at every word count.
#[test]
fn parts_rebuild_the_game_at_any_size() {
    let mut seed = 7u64;
    for n in [9, 19, 25] {
        let size = BoardSize::square(n).unwrap();
        let mut game = AnyGame::with_handicap(size, Rules::default(), 2).unwrap();
        for _ in 0..40 {
            let legal = game.legal_points();
            let p = legal[next(&mut seed) as usize % legal.len()];
            game.play(Move::Place(p)).unwrap();
        }
        game.set_up(&[(Point::new(0, 0), Some(Color::Black))], Color::White)
            .ok();
        game.set_penalty_stones(Color::White, 2);
        game.resign(Color::White).unwrap();
        let parts = game.parts();
        assert_eq!(parts.setup.size(), size);
        let rebuilt = AnyGame::from_parts(parts).unwrap();
        assert_eq!(rebuilt.words(), game.words());
        assert_eq!(stones_of(&rebuilt), stones_of(&game));
        assert_eq!(rebuilt.moves_vec(), game.moves_vec());
        assert_eq!(rebuilt.setups(), game.setups());
        assert_eq!(rebuilt.state(), game.state());
        assert_eq!(rebuilt.to_move(), game.to_move());
        assert_eq!(rebuilt.penalty_stones(), [0, 2]);
        assert_eq!(rebuilt.handicap(), 2);
        assert_eq!(rebuilt.hash(), game.hash());
    }
}

/// 5×5, Black on column 1, White on column 3 and a White stone at (0, 0)
/// inside Black's side, given dead: by hand, (0, 0) is a dead White stone
/// in Black's territory, column 0 Black's territory, column 2 shared,
/// column 4 White's territory.
#[test]
fn territory_map_of_a_hand_drawn_board() {
    let size = BoardSize::square(5).unwrap();
    let game = AnyGame::from_stones(
        size,
        |p| match p.col {
            1 => Some(Color::Black),
            3 => Some(Color::White),
            0 if p.row == 0 => Some(Color::White),
            _ => None,
        },
        Color::Black,
        Rules::default(),
        0,
    )
    .unwrap();
    // Off the board and empty points given as dead are ignored.
    let map = game.territory_map(&[Point::new(0, 0), Point::new(2, 2), Point::new(9, 9)]);
    assert_eq!(map.size(), size);
    assert_eq!(map.dead_points(), vec![Point::new(0, 0)]);
    assert_eq!(
        map.status(Point::new(0, 0)),
        Some(PointStatus::Dead {
            stone: Color::White,
            owner: Some(Color::Black)
        })
    );
    for row in 0..5u8 {
        if row > 0 {
            assert_eq!(
                map.status(Point::new(row, 0)),
                Some(PointStatus::Territory(Color::Black))
            );
        }
        assert_eq!(
            map.status(Point::new(row, 1)),
            Some(PointStatus::Alive(Color::Black))
        );
        assert_eq!(map.status(Point::new(row, 2)), Some(PointStatus::Shared));
        assert_eq!(
            map.status(Point::new(row, 3)),
            Some(PointStatus::Alive(Color::White))
        );
        assert_eq!(
            map.status(Point::new(row, 4)),
            Some(PointStatus::Territory(Color::White))
        );
    }
    assert_eq!(map.status(Point::new(5, 0)), None);
    assert_eq!(map.to_string().lines().next(), Some("oX-Ow"));
}

/// The picture of a game of any size is the fixed-size one of its board
/// with the same options; its errors are typed.
#[test]
fn svg_of_any_game_is_the_fixed_size_picture() {
    let size = BoardSize::STANDARD;
    let mut game = AnyGame::new(size, Rules::default());
    for v in ["D4", "Q16", "C3", "D3"] {
        game.play(size.parse_gtp(v).unwrap()).unwrap();
    }
    let dead = [size.parse_gtp("C3").unwrap().point().unwrap()];
    let last = size.parse_gtp("D3").unwrap().point();
    let any = game
        .svg(&AnySvgOptions {
            coordinates: true,
            last_move: last,
            dead: Some(&dead),
            ..AnySvgOptions::default()
        })
        .unwrap();
    let fixed = game.as_small().unwrap();
    let map = territory_map(fixed.board(), &BitboardOf::from_points(size, dead));
    let want = board_svg(
        fixed.board(),
        &SvgOptions {
            coordinates: true,
            last_move: last,
            territory: Some(&map),
            ..SvgOptions::default()
        },
    )
    .unwrap();
    assert_eq!(any, want);
    let options = AnySvgOptions {
        coordinates: true,
        ..AnySvgOptions::default()
    };
    assert_eq!(
        options.point_centre(Point::new(2, 3)),
        (40 + 3 * 32, 40 + 2 * 32)
    );
    // 25×25: eleven words, the same checks.
    let big = AnyGame::new(BoardSize::square(25).unwrap(), Rules::default());
    assert!(big.svg(&options).unwrap().starts_with("<svg"));
    let off = Point::new(25, 0);
    assert_eq!(
        big.svg(&AnySvgOptions {
            last_move: Some(off),
            ..options
        }),
        Err(SvgError::LastMoveOffBoard {
            point: off,
            size: big.size()
        })
    );
}

/// One Black stone on an empty 9×9 board, komi 0: by hand, Black's area is
/// all 81 points (B+81, 162 half points), its territory 80 (B+80 under
/// the Japanese rules with komi 0); the counts of the replay at any size say so, and
/// equal the fixed-size replay's.
#[test]
fn replay_counts_at_any_size() {
    let text = b"(;GM[1]FF[4]SZ[9]KM[0]RU[Chinese]RE[B+81];B[ee];W[];B[])";
    let games = tianyuan::sgf::parse(text).unwrap();
    let record = &games.games()[0];
    let r = replay_any(record, &Default::default()).unwrap();
    let fixed = r.as_tiny().expect("9×9 is held in three words");
    let count = r.count_without_estimate();
    assert_eq!(count.score.margin_half_points(), 162);
    assert!(count.dead.is_empty());
    assert_eq!(count.score, fixed.count_without_estimate().score);
    let re = record.info().result.as_ref().unwrap();
    let check = r.check_result(re, &count.dead).unwrap();
    assert_eq!(
        (check.re_margin_half_points, check.area_margin_half_points),
        (162, 162)
    );
    assert_eq!(Some(check), fixed.check_result(re, &BitboardOf::EMPTY));
    let japanese = Rules {
        komi: Komi::ZERO,
        ..Preset::Japanese.rules()
    };
    let under = r.count_under(&count, &japanese);
    assert_eq!(under.margin_half_points, 160);
    let estimated = r.count(&Default::default()).unwrap();
    let want = fixed.count(&Default::default()).unwrap();
    assert_eq!(estimated.score, want.score);
    assert_eq!(estimated.source, want.source);
    assert_eq!(
        estimated.dead,
        want.dead.points(r.size()).collect::<Vec<_>>()
    );
    assert_eq!(
        r.count_under(&estimated, &japanese),
        fixed.count_under(&want, &japanese)
    );
}

/// The words a board of any size is kept on.
fn words_of(board: &tianyuan::AnyBoard) -> usize {
    match board {
        tianyuan::AnySize::Tiny(_) => 3,
        tianyuan::AnySize::Small(_) => 6,
        tianyuan::AnySize::Big(_) => 11,
    }
}

/// A square board drawn as text with Black at (0, 0), White at the far
/// corner and Black in the middle, the rest empty.
fn drawn(n: usize) -> String {
    let mut rows = vec![vec!['.'; n]; n];
    rows[0][0] = 'X';
    rows[n - 1][n - 1] = 'O';
    rows[n / 2][n / 2] = 'X';
    rows.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `AnyBoard::from_ascii` reads the picture on the fewest words that hold it
/// (a 9×9 board's bit `row * 10 + col` fits three words, 19×19's `row *
/// 20 + col` six, 25×25's eleven) with the stones drawn, and the same
/// errors as the fixed-size reader.
#[test]
fn any_board_from_ascii_at_every_size() {
    for (n, words) in [
        (9usize, 3usize),
        (13, tianyuan::words_for(size(13))),
        (19, 6),
        (25, 11),
    ] {
        let board = tianyuan::AnyBoard::from_ascii(&drawn(n)).unwrap();
        assert_eq!(board.size(), size(n as u32), "{n}");
        assert_eq!(words_of(&board), words, "{n}");
        let m = (n / 2) as u8;
        let last = (n - 1) as u8;
        for p in size(n as u32).points() {
            let expected = if p == Point::new(0, 0) || p == Point::new(m, m) {
                Some(Color::Black)
            } else if p == Point::new(last, last) {
                Some(Color::White)
            } else {
                None
            };
            assert_eq!(board.get(p), expected, "{n} at {p:?}");
        }
    }
    // Rectangles too: 3 wide, 2 high.
    let board = tianyuan::AnyBoard::from_ascii("X O .\n. . X").unwrap();
    assert_eq!(board.size(), BoardSize::new(3, 2).unwrap());
    assert_eq!(board.get(Point::new(1, 2)), Some(Color::Black));
    assert_eq!(board.get(Point::new(0, 1)), Some(Color::White));
    use tianyuan::BoardParseError;
    assert_eq!(
        tianyuan::AnyBoard::from_ascii("X O .\n. X").err(),
        Some(BoardParseError::Ragged {
            row: 2,
            found: 2,
            expected: 3
        })
    );
    assert_eq!(
        tianyuan::AnyBoard::from_ascii("no board here").err(),
        Some(BoardParseError::Empty)
    );
    assert!(matches!(
        tianyuan::AnyBoard::from_ascii(&drawn(26)),
        Err(BoardParseError::Size(_))
    ));
}

/// `AnyGame::from_setup` keeps the board's stones and the player to move at
/// every size, and refuses a chain without liberties as the fixed-size
/// `from_setup` does (the board is the caller's and is not played).
#[test]
fn any_game_from_setup_at_every_size() {
    for n in [5usize, 19, 25] {
        let board = tianyuan::AnyBoard::from_ascii(&drawn(n)).unwrap();
        let game = AnyGame::from_setup(board.clone(), Color::White, Rules::default(), 0).unwrap();
        assert_eq!(game.size(), size(n as u32));
        assert_eq!(game.to_move(), Color::White);
        // No move played: numbered as a new game's first move.
        let fresh = AnyGame::new(size(n as u32), Rules::default());
        assert_eq!(game.move_number(), fresh.move_number());
        for p in game.size().points() {
            assert_eq!(game.stone_at(p), board.get(p), "{n} at {p:?}");
        }
    }
    // Black in the corner with no liberty left: a set-up error.
    let board = tianyuan::AnyBoard::from_ascii("X O .\nO . .\n. . .").unwrap();
    let err = AnyGame::from_setup(board, Color::Black, Rules::default(), 0).unwrap_err();
    assert!(matches!(err, tianyuan::GameError::Setup(_)), "{err:?}");
    // More handicap stones than points.
    let board = tianyuan::AnyBoard::from_ascii("X . .\n. . .\n. . .").unwrap();
    let err = AnyGame::from_setup(board, Color::White, Rules::default(), 10).unwrap_err();
    assert!(matches!(err, tianyuan::GameError::Handicap(_)), "{err:?}");
}

/// `AnyEstimatedScore::into_estimate` hands back the estimate the dead
/// stones came from: under the Chinese rules (agreement) the estimate whose
/// dead stones are the count's, the same as `estimate_life` with the same
/// options; under Tromp-Taylor none.
#[test]
fn the_counts_estimate_at_every_size() {
    let options = tianyuan::LifeOptions {
        playouts: 16,
        seed: 7,
    };
    for n in [5usize, 19, 25] {
        let board = tianyuan::AnyBoard::from_ascii(&drawn(n)).unwrap();
        let game = AnyGame::from_setup(board.clone(), Color::White, Rules::default(), 0).unwrap();
        let count = game.score_estimated(&options).unwrap();
        let dead = count.dead_points(game.size());
        let estimate = count.into_estimate().expect("agreement estimates");
        assert_eq!(estimate.size(), size(n as u32));
        assert_eq!(estimate.dead_points(), dead);
        let direct = game.estimate_life(&options).unwrap();
        assert_eq!(estimate.dead_points(), direct.dead_points());
        assert_eq!(estimate.ownership(), direct.ownership());

        let tt = AnyGame::from_setup(board, Color::White, Preset::TrompTaylor.rules(), 0).unwrap();
        assert!(tt
            .score_estimated(&options)
            .unwrap()
            .into_estimate()
            .is_none());
    }
}

/// A square size.
fn size(n: u32) -> BoardSize {
    BoardSize::square(n).unwrap()
}

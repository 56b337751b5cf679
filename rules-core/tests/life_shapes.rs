//! Life and death through the whole estimate (`estimate_life`) and the local
//! solver (`solve_local`) on shapes issue 30 names that `life.rs` and
//! `life_solver.rs` do not cover, each written from a diagram and worked
//! out by hand: weak stones in the opponent's sphere (a GNU Go game's final
//! position, counted by hand); dead stones of both colours touching inside
//! one territory; seki with one eye each and false eyes, on the edge and in
//! the centre (the corner ones are in `life_solver.rs`); the bent four in
//! the corner's ko point in all eight orientations of a 9×9 board.

use tianyuan::{
    estimate_life, solve_local, Board, ChainStatus, Color, Game, LifeEstimate, LifeOptions, Point,
    Preset,
};

fn board(text: &str) -> Board {
    Board::from_ascii(text).expect("test board")
}

/// Lower-case labels other than `x` and `o` read as empty points.
fn unlabel(diagram: &str) -> String {
    diagram
        .chars()
        .map(|c| {
            if c.is_ascii_lowercase() && c != 'x' && c != 'o' {
                '.'
            } else {
                c
            }
        })
        .collect()
}

/// The status of the chain on (row, col).
fn status(e: &LifeEstimate, row: u8, col: u8) -> ChainStatus {
    e.status_at(Point::new(row, col)).expect("a stone there")
}

/// The dead stones as (row, col).
fn dead(b: &Board, e: &LifeEstimate) -> Vec<(u8, u8)> {
    e.dead_stones()
        .points(b.size())
        .map(|p| (p.row, p.col))
        .collect()
}

/// A game on `b` that both players have passed, under the Chinese rules,
/// `to_move` to play.
fn ended(b: &Board, to_move: Color) -> Game {
    let mut game =
        Game::from_setup(*b, to_move, Preset::Chinese2002.rules(), 0).expect("a legal position");
    game.pass().unwrap();
    game.pass().unwrap();
    game
}

/// The final position of GNU Go's game `g09-L01-s0013` (tests/data/gnugo),
/// White to move. White's three stones w (H4, G3, H2) stand apart in
/// Black's lower-right area, which Black's walls (E4–E8 with F7–G9, G5–H5,
/// D2–D4 with the first line) close, and where Black's F2 stands too. By
/// hand: White has no friend there and no room for two eyes against walls
/// that have the whole top-right and bottom-right; a player calls them dead
/// (GNU Go's `final_status_list dead` too). The random playouts let them
/// live about half the time (ownership 0.0 from White's side): the sphere
/// test lifts them. Counted by hand with them lifted (art. 9): Black 18
/// stones and 33 points of territory (H9 J9, H8 J8, G7–J7, F6–J6, F5 J5,
/// E4–J4, E3–J3, E2 G2 H2 J2, D1–J1) = 51; White 12 stones and 18 points
/// (A9–D9, A8–C8, A7–C7, A6–C6, A5–C5, A4 B4) = 30; 51 − 30 − 7.5 komi:
/// B+13.5, GNU Go's `final_score`.
const WEAK_IN_THE_SPHERE: &str = "
. . . . O O X . .
. . . O O X X . .
. . . O X X . . .
. . . O X . . . .
. . . O X . X X .
. . O X . . . w .
O O O X . . w . .
O X X X . X . w .
X X X . . . . . .
";

#[test]
fn weak_stones_in_the_opponents_sphere_are_dead() {
    let b = board(&WEAK_IN_THE_SPHERE.replace('w', "O"));
    let e = estimate_life(&b, Color::White, &LifeOptions::default()).unwrap();
    assert_eq!(dead(&b, &e), [(5, 7), (6, 6), (7, 7)], "{b}");
    for (r, c) in [(5, 7), (6, 6), (7, 7)] {
        assert_eq!(status(&e, r, c), ChainStatus::Dead);
    }
    // The 2002 rules' komi, 3¾ stones = 7.5 points (art. 11).
    let counted = ended(&b, Color::White)
        .score_estimated(&LifeOptions::default())
        .unwrap();
    assert_eq!(counted.score.black_count_half_points, 2 * 51);
    assert_eq!(counted.score.white_count_half_points, 2 * 30);
    assert_eq!(counted.score.margin_half_points, 27, "B+13.5");
}

/// Black owns columns 0–4 and White columns 5–8 (the walls as in
/// `life.rs`'s `DEAD_BOTH`: pass-alive). In Black's open top-left area,
/// White's stones w (the pair A9–A8, and C9) and Black's stones (b at B9,
/// C8) touch: b is in atari at B8, C9 in atari at D9. Stones of both
/// colours touching inside one territory. By hand: White's stones are dead
/// whoever moves first. Black to move connects at B8 (or takes C9 at D9).
/// White to move captures b at B8: its chain A9–A8–B8 then has the
/// liberties B9, A7 and B7, C9 only B9 and D9; Black answers at B7, and the
/// chain has B9 and A7 and no room for a second eye (White A7 fills its own
/// liberty; White B9 joins C9, one liberty left, D9 or A7). b is White's to
/// capture only while they stand, and once they are lifted its point is
/// Black's whether b stands or is lifted too (a stone and a point of
/// territory count the same, art. 9). A Black stone in White's area (H4) is
/// dead as well. Count: Black 5 columns × 9 = 45, White 4 × 9 = 36.
const BOTH_TOUCHING: &str = "
w b w . X O . O .
w . X . X O O O O
. . . . X O . O .
X X X X X O O O O
. X . X X O . . O
X X X X X O . X O
. X . X X O . . O
X X X X X O O O O
. X . X X O . O .
";

#[test]
fn dead_stones_of_both_colours_touching_in_one_territory() {
    let b = board(&BOTH_TOUCHING.replace('w', "O").replace('b', "X"));
    let e = estimate_life(&b, Color::White, &LifeOptions::default()).unwrap();
    // The local solver's problem there is Black's b and C8 (the pass-alive
    // wall is left out), which White moving first can capture (b at B8):
    // killable. But the area (the problem's group and eye space) is closed
    // by Black's pass-alive walls, and White's stones in it die whoever
    // moves first (above): dead, certain, and b and C8 alive (the area is
    // Black's either way).
    for (r, c) in [(0, 0), (1, 0), (0, 2)] {
        assert_eq!(status(&e, r, c), ChainStatus::Dead, "{b}");
        assert!(e.ownership_at(Point::new(r, c)) > 0.5, "Black's point");
    }
    for (r, c) in [(0, 1), (1, 2)] {
        assert_eq!(status(&e, r, c), ChainStatus::Alive, "{b}");
    }
    assert!(e.chains().iter().all(|c| c.certain), "no playout needed");
    assert_eq!(e.playouts_run(), 0);
    assert_eq!(status(&e, 5, 7), ChainStatus::Dead);
    assert_eq!(dead(&b, &e), [(0, 0), (0, 2), (1, 0), (5, 7)]);
    let counted = ended(&b, Color::White)
        .score_estimated(&LifeOptions::default())
        .unwrap();
    assert_eq!(counted.score.black_count_half_points, 90);
    assert_eq!(counted.score.white_count_half_points, 72);
    assert_eq!(counted.score.dead_white, 3);
}

/// Seki with one eye each on the top edge of 13×13 (the corner one is in
/// `life_solver.rs`). Black's inner chain (D13, D12–F12, F13) has the eye a
/// (E13); White's chain around it (C13 down to C11, D11–G11, G12, H12–K12,
/// H13, K13) has the eye e (J13); they share s (G13); Black's outer wall
/// closes White's chain with many liberties. By hand: Black filling a or s
/// leaves its inner chain one liberty, and White takes it (at s, or at a);
/// White filling s or e leaves its chain one liberty, and Black takes it
/// (at e, or at s); White cannot play a (suicide). Neither moves: seki.
const SEKI_EDGE: &str = "
. X O X a X s O e O X . .
. X O X X X O O O O X . .
. X O O O O O X X X X . .
. X X X X X X X . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
";

/// The same seki in the centre of 13×13: Black's seven stones H8–K8, H7,
/// K7, H6–J6 around the eye a (J7; three of its four diagonals Black's, so
/// a real eye in the centre) inside White's chain (which holds the fourth
/// diagonal, K6), which has the eye e (E7) and shares s (J9) with them;
/// Black's outer wall has many liberties. The same reading as on the edge:
/// seki.
const SEKI_CENTRE: &str = "
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . X X X X X . .
. . . . . X X O O O X X .
. . X X X X O O s O O X .
. . X O O O O X X X O X .
. . X O e O O X a X O X .
. . X O O O O X X O O X .
. . X X X X O O O O O X .
. . . . . X X X X X X X .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
";

#[test]
fn seki_with_one_eye_each_on_the_edge_and_in_the_centre() {
    for (name, diagram, eye, shared, inner, white) in [
        ("edge", SEKI_EDGE, (0, 4), (0, 6), (0, 3), (0, 2)),
        ("centre", SEKI_CENTRE, (6, 8), (4, 8), (5, 7), (4, 6)),
    ] {
        let b = board(&unlabel(diagram));
        let v = solve_local(&b, Point::new(eye.0, eye.1), Color::White)
            .unwrap_or_else(|| panic!("{name}: declined\n{b}"));
        assert_eq!(v.status, ChainStatus::Seki, "{name}\n{b}");
        assert_eq!(v.inside_status(), ChainStatus::Seki);
        // Through the estimate: s is a seki liberty on the board (neither
        // side can fill it without self-atari), so the seki is confirmed,
        // certain, and no stone is lifted.
        let e = estimate_life(&b, Color::Black, &LifeOptions::default()).unwrap();
        assert!(e.dead_stones().is_empty(), "{name}\n{b}");
        for (r, c) in [inner, white] {
            let chain = e
                .chains()
                .iter()
                .find(|ch| ch.stones.contains(b.size().bit(Point::new(r, c))))
                .unwrap();
            assert_eq!(chain.status, ChainStatus::Seki, "{name} ({r}, {c})");
            assert!(chain.certain);
        }
        assert!(e
            .seki_liberties()
            .contains(b.size().bit(Point::new(shared.0, shared.1))));
    }
}

/// Bent four in the corner (the diagram of `life_solver.rs`, here with its
/// vital point marked v). Black's three stones A9–A7 inside White's corner
/// share White's two liberties, v (B9) and c (B7). By hand: White cannot
/// move (either point is self-atari); Black throws in at v: White captures
/// four at c and is left with the eye space A9, B9, A8, A7, bent at the
/// corner. Black plays A8; White must take A9 (else Black makes a dead three
/// there), in atari at B9; Black takes it at B9: the first ko capture, at v.
/// Black filling c first instead leaves White, after capturing at v, a bent
/// four bent on the edge (A9–A7, B7), alive: v is the vital point. Japanese
/// rules 1989 art. 7 commentary: dead; under area rules Black removes its ko
/// threats first: dead too.
const BENT_FOUR_CORNER: &str = "
X v O X . . . . .
X O O X . . . . .
X c O X . . . . .
O O O X . . . . .
X X X X . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
";

/// `diagram` (corner at its top left) put on a `side`×`side` board by one of
/// the eight symmetries of the square (`sym`: bit 0 transposes, bit 1
/// mirrors the rows, bit 2 the columns), with the map of its points. Life
/// and death does not change under a symmetry of the board.
fn placed(diagram: &str, side: u32, sym: u8) -> (Board, impl Fn((i32, i32)) -> Point) {
    let rows: Vec<Vec<char>> = diagram
        .lines()
        .map(|l| {
            l.split_whitespace()
                .map(|t| t.chars().next().unwrap())
                .collect::<Vec<_>>()
        })
        .filter(|r| !r.is_empty())
        .collect();
    let n = side as i32;
    let map = move |(r, c): (i32, i32)| {
        let (r, c) = if sym & 1 != 0 { (c, r) } else { (r, c) };
        let r = if sym & 2 != 0 { n - 1 - r } else { r };
        let c = if sym & 4 != 0 { n - 1 - c } else { c };
        Point::new(r as u8, c as u8)
    };
    let mut b = Board::new(tianyuan::BoardSize::square(side).unwrap());
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let stone = match ch {
                'X' => Some(Color::Black),
                'O' => Some(Color::White),
                _ => None,
            };
            b.set(map((r as i32, c as i32)), stone).unwrap();
        }
    }
    (b, map)
}

#[test]
fn bent_four_in_the_corner_has_its_ko_point_in_every_orientation() {
    let mut corners = Vec::new();
    for sym in 0..8u8 {
        let (b, map) = placed(BENT_FOUR_CORNER, 9, sym);
        let v_point = map((0, 1));
        let v = solve_local(&b, map((2, 1)), Color::White)
            .unwrap_or_else(|| panic!("sym {sym}: declined\n{b}"));
        assert_eq!(v.status, ChainStatus::Dead, "sym {sym}\n{b}");
        assert_eq!(v.ko, Some(v_point), "sym {sym}: the ko point\n{b}");
        assert_eq!(v.vital, Some(v_point), "sym {sym}: the vital point\n{b}");
        // Through the estimate: every White stone lifted, the White chain
        // dead, certain, with the same ko and vital points.
        let e = estimate_life(&b, Color::White, &LifeOptions::default()).unwrap();
        assert_eq!(e.dead_stones(), b.stones(Color::White), "sym {sym}");
        let white = e
            .chains()
            .iter()
            .find(|c| c.stones.contains(b.size().bit(map((1, 1)))))
            .unwrap();
        assert_eq!(white.status, ChainStatus::Dead);
        assert!(white.certain);
        assert_eq!(white.ko, Some(v_point), "sym {sym}");
        assert_eq!(white.vital, Some(v_point), "sym {sym}");
        corners.push((v_point.row, v_point.col));
    }
    // The eight placements put v on the eight points next to a corner
    // along an edge, each once.
    corners.sort();
    assert_eq!(
        corners,
        [
            (0, 1),
            (0, 7),
            (1, 0),
            (1, 8),
            (7, 0),
            (7, 8),
            (8, 1),
            (8, 7)
        ]
    );
}

/// A false eye on the top edge of 13×13 (the corner one is in
/// `life_solver.rs`). White's chain (C13, C12–F12, E13) has the real eye e
/// (D13: its neighbours and both its diagonals White's) and the point f
/// (F13), whose neighbours are White but whose diagonal G12 is Black's: the
/// pair p (G13–H13) joins the chain only through f and has no other
/// liberty. By hand: Black takes the pair at f, and the chain is in atari
/// at e; White retakes at G13 (one stone), and its G13 stone, after Black
/// H13, has only f: Black takes it at f, a ko that only Black can start,
/// whenever it likes, and White cannot connect at f (the chain would have
/// e alone). Dead, as the solver rules such a ko (its module docs: the
/// attacker removes its ko threats first, like the bent four in the
/// corner). With G12 White's instead, the pair is part of the chain and f
/// a real eye: two eyes, alive.
const FALSE_EYE_EDGE: &str = "
. X O e O f O O X . . . .
. X O O O O X X X . . . .
. X X X X X X . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
";

/// A false eye in the centre of 13×13: White's chain (D9–F9, D8, F8–G8,
/// D7–F7) has the real eye e (E8: its four neighbours and four diagonals
/// White's) and the point f (G7), whose four neighbours are White but two of
/// whose diagonals (H8, F6) are Black's: the three stones p (G6–H6, H7) join
/// the chain only through f and have no other liberty. By hand: Black takes
/// the three at f (its stone then has two liberties, G6 and H7), and the
/// chain, left with e alone, cannot take it back: Black takes the chain at e
/// next. Dead. With H8 White's instead (three diagonals of four White's),
/// the three stones join the chain through H8 and f is a real eye: alive.
const FALSE_EYE_CENTRE: &str = "
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . X X X X X . . . . . .
. . X O O O X X . . . . .
. . X O e O O X X . . . .
. . X O O O f O X . . . .
. . X X X X O O X . . . .
. . . . . X X X X . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
";

#[test]
fn false_eye_on_the_edge_and_in_the_centre_is_no_eye() {
    let b = board(&unlabel(FALSE_EYE_CENTRE));
    let v =
        solve_local(&b, Point::new(5, 4), Color::White).unwrap_or_else(|| panic!("declined\n{b}"));
    assert_eq!(v.status, ChainStatus::Dead, "{b}");
    let mut real = b;
    real.set(Point::new(5, 7), Some(Color::White)).unwrap();
    let v = solve_local(&real, Point::new(5, 4), Color::White)
        .unwrap_or_else(|| panic!("declined\n{real}"));
    assert_eq!(v.status, ChainStatus::Alive, "{real}");

    let b = board(&unlabel(FALSE_EYE_EDGE));
    let v =
        solve_local(&b, Point::new(0, 3), Color::White).unwrap_or_else(|| panic!("declined\n{b}"));
    assert_eq!(v.status, ChainStatus::Dead, "{b}");
    // G12 White's: the diagonal is no longer Black's, f is a real eye.
    let mut real = b;
    real.set(Point::new(1, 6), Some(Color::White)).unwrap();
    let v = solve_local(&real, Point::new(0, 3), Color::White)
        .unwrap_or_else(|| panic!("declined\n{real}"));
    assert_eq!(v.status, ChainStatus::Alive, "{real}");
}

//! Territory counting (Japanese rules 1989 art. 8–10), taxes and the button,
//! on positions made and counted by hand. Every expected number below was
//! counted on the diagram beside it, not taken from the code's output.
//! Diagrams: `X` Black, `O` White, `.` empty; row 0 at the top.

use tianyuan::rules::{Scoring, Tax};
use tianyuan::sized::{count, Bitboard, Board, Game};
use tianyuan::territory::{CountExtras, CountPoint};
use tianyuan::{BoardSize, Color, Komi, Move, Point, Rules};

fn board(text: &str) -> Board {
    Board::from_ascii(text).unwrap()
}

fn rules(name: &str) -> Rules {
    let mut r = Rules::from_name(name).unwrap();
    r.komi = Komi::ZERO;
    r
}

fn set(b: &Board, points: &[(u8, u8)]) -> Bitboard {
    Bitboard::from_points(b.size(), points.iter().map(|&(r, c)| Point::new(r, c)))
}

const NONE: CountExtras = CountExtras {
    captures: [0, 0],
    button: None,
    compensation_points: 0,
    penalty_stones: [0, 0],
};

/// A wall down the middle: Black owns columns 0–1 (10 points), White column
/// 4 (5 points); each side has 5 stones.
const SPLIT: &str = "..XO.\n..XO.\n..XO.\n..XO.\n..XO.";

#[test]
fn split_board_by_territory_and_by_area() {
    let b = board(SPLIT);
    let e = Bitboard::EMPTY;
    let t = count(&b, &e, &e, &rules("japanese"), &NONE);
    assert_eq!((t.territory, t.dame, t.open_points), ([10, 5], 0, 0));
    assert_eq!(t.margin_half_points, 10); // 10 − 5 = B+5
    assert_eq!(t.result().to_sgf(), "B+5");
    assert_eq!(t.chinese_text(), "黑胜5目");
    // Captures are prisoners: Black took 3, White 1: 13 − 6 = B+7.
    let extras = CountExtras {
        captures: [3, 1],
        ..NONE
    };
    let t = count(&b, &e, &e, &rules("japanese"), &extras);
    assert_eq!((t.prisoners(), t.margin_half_points), ([3, 1], 14));
    // Komi 6.5 (KataGo's japanese): 13 − 6 − 6.5 = B+0.5, "黑胜半目".
    let t = count(&b, &e, &e, &Rules::from_name("japanese").unwrap(), &extras);
    assert_eq!(
        (t.margin_half_points, t.chinese_text()),
        (1, "黑胜半目".to_string())
    );
    // By area prisoners do not count: 15 − 10 = B+5, and the komi-free
    // margin equals the area count of the existing scorer.
    let a = count(&b, &e, &e, &rules("chinese-2002"), &extras);
    assert_eq!(
        (a.stones, a.territory, a.margin_half_points),
        ([5, 5], [10, 5], 10)
    );
    let old = tianyuan::sized::area_score(&b, &e, Komi::ZERO, 0, [0, 0]);
    assert_eq!(old.margin_half_points(), a.margin_half_points);
}

#[test]
fn dead_stones_are_lifted_as_prisoners() {
    // The White stone at (1,1) is dead in Black's area, the Black stone at
    // (3,4) dead in White's.
    //   . . X O .
    //   . O X O .
    //   . . X O .
    //   . . X O X
    //   . . X O .
    let b = board("..XO.\n.OXO.\n..XO.\n..XOX\n..XO.");
    let dead = set(&b, &[(1, 1), (3, 4)]);
    let e = Bitboard::EMPTY;
    let t = count(&b, &dead, &e, &rules("japanese"), &NONE);
    // Black: 10 points (the dead stone's point included) + 1 prisoner = 11;
    // White: 5 + 1 = 6. B+5.
    assert_eq!((t.territory, t.dead_lifted), ([10, 5], [1, 1]));
    assert_eq!(t.totals_half_points, [22, 12]);
    assert_eq!(t.margin_half_points, 10);
    // By area: Black 5 stones + 10 = 15, White 5 + 5 = 10: also B+5.
    let a = count(&b, &dead, &e, &rules("chinese-2002"), &NONE);
    assert_eq!(a.totals_half_points, [30, 20]);
    // Without the dead stones lifted Black's area would not be territory:
    // the dead White stone borders it, so columns 0–1 are shared.
    let t = count(&b, &e, &e, &rules("japanese"), &NONE);
    assert_eq!(t.territory[0], 0);
    assert!(t.open_points > 0);
}

/// Seki with eyes: the inner Black group (row 0–1, left) has the eye (0,1),
/// the inner White group (right) the eye (0,5); they share (0,3). Neither
/// may play (0,3) without giving atari to itself, and a stone in the
/// other's eye is suicide: seki. The outer groups live with the 12 points
/// bottom-left (White) and 8 points bottom-right (Black).
const SEKI_EYES: &str = "\
X.X.O.O
XXXXOOO
OOOOXXX
...OX..
...OX..
...OX..
...OX..";

#[test]
fn seki_with_eyes() {
    let b = board(SEKI_EYES);
    let e = Bitboard::EMPTY;
    let seki = set(&b, &[(0, 0), (0, 4)]);
    // Japanese (tax SEKI): the seki eyes count for no one. 8 − 12 = W+4.
    let t = count(&b, &e, &seki, &rules("japanese"), &NONE);
    assert_eq!((t.territory, t.seki_points), ([8, 12], [1, 1]));
    assert_eq!((t.dame, t.open_points), (1, 0));
    assert_eq!(t.totals_half_points, [16, 24]);
    assert_eq!(t.result().to_sgf(), "W+4");
    let map = tianyuan::sized::count_map(&b, &e, &seki, Scoring::Territory, Tax::Seki);
    assert_eq!(
        map.status(Point::new(0, 1)),
        Some(CountPoint::SekiEye(Color::Black))
    );
    assert_eq!(
        map.status(Point::new(0, 5)),
        Some(CountPoint::SekiEye(Color::White))
    );
    assert_eq!(map.status(Point::new(0, 3)), Some(CountPoint::Dame));
    assert_eq!(
        map.status(Point::new(0, 0)),
        Some(CountPoint::Seki(Color::Black))
    );
    // Territory with tax NONE: the eyes are territory, 9 − 13.
    let mut none = rules("japanese");
    none.tax = Tax::None;
    let t = count(&b, &e, &seki, &none, &NONE);
    assert_eq!((t.territory, t.seki_points), ([9, 13], [0, 0]));
    // Area (tax NONE): Black 13 stones + 9 = 22, White 13 + 13 = 26, the
    // shared (0,3) half each: W+4.
    let a = count(&b, &e, &seki, &rules("chinese-2002"), &NONE);
    assert_eq!((a.stones, a.territory), ([13, 13], [9, 13]));
    assert_eq!(a.totals_half_points, [45, 53]);
    // Area with tax SEKI: the eyes count for no one: 21 and 25.
    let mut taxed = rules("chinese-2002");
    taxed.tax = Tax::Seki;
    let a = count(&b, &e, &seki, &taxed, &NONE);
    assert_eq!(a.totals_half_points, [43, 51]);
}

/// Seki without eyes: the inner Black group (0,1),(1,1),(2,1),(2,2) and the
/// inner White group (0,3),(1,3),(2,3) share their only liberties (0,2) and
/// (1,2). Whoever fills one gives atari to itself. White's outer group owns
/// the 6 points bottom-left, Black's the 17 points right.
const SEKI_NO_EYES: &str = "\
OX.OX..
OX.OX..
OXXOX..
OOOXX..
..OX...
..OX...
..OX...";

#[test]
fn seki_without_eyes() {
    let b = board(SEKI_NO_EYES);
    let e = Bitboard::EMPTY;
    let seki = set(&b, &[(0, 1), (0, 3)]);
    let t = count(&b, &e, &seki, &rules("japanese"), &NONE);
    // Stones in seki are no one's prisoners; the shared liberties are dame.
    assert_eq!((t.territory, t.dead_lifted), ([17, 6], [0, 0]));
    assert_eq!((t.dame, t.open_points, t.seki_points), (2, 0, [0, 0]));
    assert_eq!(t.result().to_sgf(), "B+11");
    // By area: 12 stones each; 29 and 18 with a point of dame halved.
    let a = count(&b, &e, &seki, &rules("chinese-2002"), &NONE);
    assert_eq!(a.totals_half_points, [60, 38]);
    assert_eq!(a.margin_half_points, 22);
}

#[test]
fn unfinished_boundary_is_reported_open() {
    // The Black wall has a gap at (2,2): Black's side touches White there.
    //   . . X O .
    //   . . X O .
    //   . . . O .     <- (2,2) touches Black above and below, White right
    //   . . X O .
    //   . . X O .
    let b = board("..XO.\n..XO.\n...O.\n..XO.\n..XO.");
    let e = Bitboard::EMPTY;
    let t = count(&b, &e, &e, &rules("japanese"), &NONE);
    // (2,2) is dame (between both colours); the 10 points of columns 0–1
    // touch Black only or no stone: open, the game is not finished.
    assert_eq!((t.territory, t.dame, t.open_points), ([0, 5], 1, 10));
    assert!(!t.is_finished());
    let map = tianyuan::sized::count_map(&b, &e, &e, Scoring::Territory, Tax::Seki);
    assert_eq!(map.status(Point::new(2, 2)), Some(CountPoint::Dame));
    assert_eq!(map.status(Point::new(0, 0)), Some(CountPoint::Open));
    // The closed board is finished.
    let closed = count(&board(SPLIT), &e, &e, &rules("japanese"), &NONE);
    assert!(closed.is_finished());
    assert_eq!(closed.open_by_side, [0, 0]);
}

#[test]
fn open_points_are_attributed_to_the_side_whose_region_leaks() {
    let e = Bitboard::EMPTY;
    // Black's gap (above): the open region, columns 0–1, borders Black's
    // stones of column 2 only ((2,2) is dame, not open): Black's 10 points.
    let b = board("..XO.\n..XO.\n...O.\n..XO.\n..XO.");
    let t = count(&b, &e, &e, &rules("japanese"), &NONE);
    assert_eq!((t.open_points, t.open_by_side), (10, [10, 0]));
    let m = tianyuan::sized::count_map(&b, &e, &e, Scoring::Territory, Tax::Seki);
    assert!(m
        .open_by_side(Color::Black)
        .contains(b.size().bit(Point::new(2, 1))));
    assert!(m.open_by_side(Color::White).is_empty());
    // The mirror: White's wall on column 2 has the gap at (2,2) (between
    // Black's (2,1) and White's (1,2), (3,2): dame); columns 3–4 are
    // White's open region (10), column 0 Black's territory (5).
    let w = board(".XO..\n.XO..\n.X...\n.XO..\n.XO..");
    let t = count(&w, &e, &e, &rules("japanese"), &NONE);
    assert_eq!((t.territory, t.dame), ([5, 0], 1));
    assert_eq!((t.open_points, t.open_by_side), (10, [0, 10]));
    // One region bordering both colours (a stone in opposite corners; no
    // point touches both): 23 open points, nobody's.
    let both = board("X....\n.....\n.....\n.....\n....O");
    let t = count(&both, &e, &e, &rules("japanese"), &NONE);
    assert_eq!((t.open_points, t.open_by_side), (23, [0, 0]));
    // The empty board: 25 open points bordered by no stone, nobody's.
    let empty = board(".....\n.....\n.....\n.....\n.....");
    let t = count(&empty, &e, &e, &rules("chinese-2002"), &NONE);
    assert_eq!((t.open_points, t.open_by_side), (25, [0, 0]));
}

#[test]
fn false_eye_is_not_territory() {
    // (2,2) is surrounded by four separate Black stones, and White holds
    // all four diagonals: a false eye. With one White diagonal only it is
    // a real eye point.
    let false_eye = board(".....\n.OXO.\n.X.X.\n.OXO.\n.....");
    let real = board(".....\n.OXX.\n.X.X.\n.XXX.\n.....");
    let e = Bitboard::EMPTY;
    let m = tianyuan::sized::count_map(&false_eye, &e, &e, Scoring::Territory, Tax::Seki);
    assert_eq!(
        m.status(Point::new(2, 2)),
        Some(CountPoint::FalseEye(Color::Black))
    );
    assert_eq!(m.territory(Color::Black).count(), 0);
    let m = tianyuan::sized::count_map(&real, &e, &e, Scoring::Territory, Tax::Seki);
    assert_eq!(
        m.status(Point::new(2, 2)),
        Some(CountPoint::Territory(Color::Black))
    );
    // Under area counting a false eye is area (filling it changes nothing).
    let m = tianyuan::sized::count_map(&false_eye, &e, &e, Scoring::Area, Tax::None);
    assert_eq!(
        m.status(Point::new(2, 2)),
        Some(CountPoint::Territory(Color::Black))
    );
}

/// Two Black groups (columns 1 and 5, 3 points each) and one White group
/// (columns 2 and 4 joined through its 3 points in column 3).
const TWO_GROUPS: &str = ".XO.OX.\n.XO.OX.\n.XO.OX.";

#[test]
fn group_tax_two_points_a_group() {
    let b = board(TWO_GROUPS);
    let e = Bitboard::EMPTY;
    // Stone scoring (area, tax ALL): Black 6 stones + 6 − 2·2 = 8, White 6
    // + 3 − 2 = 7: B+1.
    let s = count(&b, &e, &e, &rules("stone-scoring"), &NONE);
    assert_eq!(s.groups_taxed, [2, 1]);
    assert_eq!((s.totals_half_points, s.margin_half_points), ([16, 14], 2));
    // Without the tax: 12 − 9 = B+3.
    let a = count(&b, &e, &e, &rules("chinese"), &NONE);
    assert_eq!(a.margin_half_points, 6);
    // Territory: 6 − 3 = B+3; ancient territory (tax ALL): 2 − 1 = B+1.
    assert_eq!(
        count(&b, &e, &e, &rules("japanese"), &NONE).margin_half_points,
        6
    );
    let at = count(&b, &e, &e, &rules("ancient-territory"), &NONE);
    assert_eq!((at.totals_half_points, at.margin_half_points), ([4, 2], 2));
}

#[test]
fn button_half_a_point_to_the_first_to_pass() {
    // SPLIT by area under aga-button with komi 0: 15 − 10 = B+5; Black
    // passes first and takes the button: B+5.5.
    let mut r = rules("aga-button");
    r.handicap_compensation = tianyuan::rules::HandicapCompensation::None;
    let mut g = Game::from_setup(board(SPLIT), Color::Black, r, 0).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.button_holder(), Some(Color::Black));
    let c = g.count(&[], &[]).unwrap();
    assert_eq!((c.button, c.margin_half_points), (Some(Color::Black), 11));
    // White first: B+4.5.
    let mut g = Game::from_setup(board(SPLIT), Color::White, r, 0).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.count(&[], &[]).unwrap().margin_half_points, 9);
    // No button in the rules: nothing.
    let mut g = Game::from_setup(board(SPLIT), Color::White, rules("aga"), 0).unwrap();
    g.pass().unwrap();
    assert_eq!(g.count(&[], &[]).unwrap().button, None);
}

#[test]
fn prisoners_follow_play_undo_setup_and_parts() {
    // 5×5: Black captures the White stone at B4 (row 1, col 1).
    let size = BoardSize::square(5).unwrap();
    let mut g = Game::new(size, rules("japanese"));
    for v in ["A4", "B4", "B5", "E1", "C4", "E2", "B3"] {
        g.play(size.parse_gtp(v).unwrap()).unwrap();
    }
    assert_eq!(g.prisoners(), [1, 0]);
    let parts = g.parts();
    let again = Game::from_parts(&parts).unwrap();
    assert_eq!(again.prisoners(), [1, 0]);
    g.undo().unwrap();
    assert_eq!(g.prisoners(), [0, 0]);
    g.play(size.parse_gtp("B3").unwrap()).unwrap();
    // A set-up in the middle of the game removes stones: no prisoners.
    g.set_up(&[(Point::new(4, 4), None)], Color::White).unwrap();
    assert_eq!(g.prisoners(), [1, 0]);
    // The count takes them: Black's territory + 1 prisoner.
    let c = g.count(&[], &[]).unwrap();
    assert_eq!(c.captures, [1, 0]);
    let _ = Move::Pass;
}

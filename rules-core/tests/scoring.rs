//! The area count (数子法), Tromp-Taylor and results (Benson's analysis is in
//! tests/benson.rs). Every expected count below is worked out by hand in the
//! comments (or by the plain reference count in `reference_count`), never
//! copied from the code's output.

use proptest::prelude::*;
use tianyuan::result::ResultParseErrorKind;
use tianyuan::scoring::{PointStatus, ScoreErrorKind};
use tianyuan::sized::{
    area_score, area_score_points, territory_map, tromp_taylor_score, Bitboard, Board,
};
use tianyuan::{BoardSize, Color, GameResult, Komi, Point, ResultParseError, Score, ScoreError};

fn board(text: &str) -> Board {
    Board::from_ascii(text).expect("test board")
}

fn dead_set(b: &Board, points: &[(u8, u8)]) -> Bitboard {
    Bitboard::from_points(b.size(), points.iter().map(|&(r, c)| Point::new(r, c)))
}

/// Asserts a score: counts in halves of a stone, margin in quarter stones
/// (= half points), and the three text forms of the result.
#[allow(clippy::too_many_arguments)]
fn check(
    s: &Score,
    black_halves: u32,
    white_halves: u32,
    margin_q: i32,
    winner: Option<Color>,
    sgf: &str,
    english: &str,
    chinese: &str,
) {
    assert_eq!(s.black_count_half_points, black_halves, "black count {s:?}");
    assert_eq!(s.white_count_half_points, white_halves, "white count {s:?}");
    assert_eq!(
        s.black_count_half_points + s.white_count_half_points,
        2 * s.baseline_half_points
    );
    assert_eq!(s.margin_half_points, margin_q, "margin {s:?}");
    assert_eq!(s.margin_half_points(), margin_q);
    assert_eq!(s.winner(), winner);
    let r = s.result();
    assert_eq!(r.winner(), winner);
    assert_eq!(r.to_sgf(), sgf);
    assert_eq!(r.english(), english);
    assert_eq!(r.chinese(), chinese);
    assert_eq!(GameResult::parse_sgf(sgf), Ok(r));
}

// ---------------------------------------------------------------- 2002 art. 11

/// Black's area: rows 0–8 (171 points) and row 9 columns 0–13 (14) = 185.
/// Black: 33 stones + 152 territory = 185. White: 19 stones + 5 + 152 = 176.
const BLACK_185: &str = "
...................
...................
...................
...................
...................
...................
...................
...................
XXXXXXXXXXXXXXXXXXX
XXXXXXXXXXXXXXOOOOO
OOOOOOOOOOOOOO.....
...................
...................
...................
...................
...................
...................
...................
...................
";

/// Black: 19 + 13 stones + 152 = 184. White: 6 + 13 stones + 6 + 152 = 177.
const BLACK_184: &str = "
...................
...................
...................
...................
...................
...................
...................
...................
XXXXXXXXXXXXXXXXXXX
XXXXXXXXXXXXXOOOOOO
OOOOOOOOOOOOO......
...................
...................
...................
...................
...................
...................
...................
...................
";

/// One dame at (9,13), touching X at (8,13), (9,12) and O at (9,14), (10,13).
/// Black: 19 + 13 stones + 152 + ½ = 184½. White: 5 + 14 stones + 5 + 152 + ½ = 176½.
const BLACK_184_HALF: &str = "
...................
...................
...................
...................
...................
...................
...................
...................
XXXXXXXXXXXXXXXXXXX
XXXXXXXXXXXXX.OOOOO
OOOOOOOOOOOOOO.....
...................
...................
...................
...................
...................
...................
...................
...................
";

#[test]
fn art11_2002_black_185_wins_by_three_quarters() {
    // 2002 art. 11: "黑方总共得185子则黑胜3/4子". margin_q = 2·370 − 2·361 − 15 = 3.
    let s = area_score(
        &board(BLACK_185),
        &Bitboard::EMPTY,
        Komi::CHINESE_2002,
        0,
        [0, 0],
    );
    assert_eq!((s.black_stones, s.black_territory), (33, 152));
    assert_eq!((s.white_stones, s.white_territory), (19, 157));
    assert_eq!(s.black_count_string(), "185");
    assert_eq!(s.baseline_half_points, 361);
    assert_eq!(s.margin_stones_string(), "¾");
    check(
        &s,
        370,
        352,
        3,
        Some(Color::Black),
        "B+1.5",
        "Black wins by 3/4 stone (1.5 points)",
        "黑胜3/4子",
    );
}

#[test]
fn art11_2002_black_184_loses_by_a_quarter() {
    // 2002 art. 11: "得184子则黑负1/4子". margin_q = 736 − 722 − 15 = −1.
    let s = area_score(
        &board(BLACK_184),
        &Bitboard::EMPTY,
        Komi::CHINESE_2002,
        0,
        [0, 0],
    );
    assert_eq!(s.black_count_string(), "184");
    check(
        &s,
        368,
        354,
        -1,
        Some(Color::White),
        "W+0.5",
        "White wins by 1/4 stone (0.5 points)",
        "白胜1/4子",
    );
}

#[test]
fn art11_2002_black_184_and_a_half_wins_by_a_quarter() {
    // 2002 art. 11: "得184.5子则为黑胜1/4子". margin_q = 738 − 722 − 15 = 1.
    let s = area_score(
        &board(BLACK_184_HALF),
        &Bitboard::EMPTY,
        Komi::CHINESE_2002,
        0,
        [0, 0],
    );
    assert_eq!(s.shared_points, 1);
    assert_eq!(s.black_count_string(), "184½");
    assert_eq!(s.white_count_string(), "176½");
    check(
        &s,
        369,
        353,
        1,
        Some(Color::Black),
        "B+0.5",
        "Black wins by 1/4 stone (0.5 points)",
        "黑胜1/4子",
    );
}

#[test]
fn art11_1988_komi_two_and_three_quarters() {
    // 1988 art. 11: Black gives 2¾ stones (11 quarter stones). Black 184:
    // margin_q = 736 − 722 − 11 = 3: Black wins by ¾ stone, 1.5 points.
    let s = area_score(
        &board(BLACK_184),
        &Bitboard::EMPTY,
        Komi::CHINESE_1988,
        0,
        [0, 0],
    );
    check(
        &s,
        368,
        354,
        3,
        Some(Color::Black),
        "B+1.5",
        "Black wins by 3/4 stone (1.5 points)",
        "黑胜3/4子",
    );
    // Black 184½ under 1988 komi: 738 − 722 − 11 = 5: 1¼ stones, 2.5 points.
    let s = area_score(
        &board(BLACK_184_HALF),
        &Bitboard::EMPTY,
        Komi::CHINESE_1988,
        0,
        [0, 0],
    );
    check(
        &s,
        369,
        353,
        5,
        Some(Color::Black),
        "B+2.5",
        "Black wins by 1 1/4 stones (2.5 points)",
        "黑胜1又1/4子",
    );
}

#[test]
fn art9_1988_count_equal_to_baseline_is_a_draw() {
    // 1988 art. 9: "胜负的基准以…180又1/2点为归本数…等于此数者为和". Without komi:
    // dame at (9,9). Black 19 + 9 stones + 152 + ½ = 180½; White 9 + 10 stones
    // + 9 + 152 + ½ = 180½. margin_q = 2·361 − 722 = 0.
    let b = board(
        "
...................
...................
...................
...................
...................
...................
...................
...................
XXXXXXXXXXXXXXXXXXX
XXXXXXXXX.OOOOOOOOO
OOOOOOOOOO.........
...................
...................
...................
...................
...................
...................
...................
...................
",
    );
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!(s.black_count_string(), "180½");
    check(&s, 361, 361, 0, None, "0", "Draw", "和棋");
    // The empty board: one region touching no living stone, shared: 180½ each.
    let e = Board::new(BoardSize::STANDARD);
    let s = area_score(&e, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!(s.shared_points, 361);
    check(&s, 361, 361, 0, None, "0", "Draw", "和棋");
}

// ------------------------------------------------------- hand-counted small boards

/// 5×5, art. 9 "双方活棋之间的空点各得一半": the dame at (2,2) touches X (2,1)
/// and O (1,2), (3,2), (2,3). Black: 5 stones + 5 (column 0) + ½ = 10½ (21
/// halves). White: 5 stones + 9 (right side) + ½ = 14½ (29 halves).
const DAME_5: &str = "
.XO..
.XO..
.X.O.
.XO..
.XO..
";

#[test]
fn dame_is_split_half_and_half() {
    let b = board(DAME_5);
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!(
        (s.black_stones, s.black_territory, s.shared_points),
        (5, 5, 1)
    );
    assert_eq!((s.white_stones, s.white_territory), (5, 9));
    // Baseline 12½; 10½ − 12½ = −2 stones = −8 quarter stones = −4 points.
    check(
        &s,
        21,
        29,
        -8,
        Some(Color::White),
        "W+4",
        "White wins by 2 stones (4 points)",
        "白胜2子",
    );
    // 1988 art. 11 komi 2¾: −8 − 11 = −19: 4¾ stones, 9.5 points.
    let s = area_score(&b, &Bitboard::EMPTY, Komi::CHINESE_1988, 0, [0, 0]);
    check(
        &s,
        21,
        29,
        -19,
        Some(Color::White),
        "W+9.5",
        "White wins by 4 3/4 stones (9.5 points)",
        "白胜4又3/4子",
    );
    let map = territory_map(&b, &Bitboard::EMPTY);
    assert_eq!(map.status(Point::new(2, 2)), Some(PointStatus::Shared));
    assert_eq!(map.owner(Point::new(2, 2)), None);
    assert_eq!(map.owner(Point::new(0, 0)), Some(Color::Black));
    assert_eq!(map.status(Point::new(9, 9)), None);
    assert_eq!(map.to_string(), "bXOww\nbXOww\nbX-Ow\nbXOww\nbXOww\n");
}

#[test]
fn warnings_and_handicap_compensation() {
    // 2002 art. 24.1 "被警告方罚出一子": each warning is one stone (4 quarter
    // stones) at the count. DAME_5 without komi is −8 (see above).
    let b = board(DAME_5);
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [1, 0]);
    // −8 − 4 = −12: White by 3 stones, 6 points.
    check(
        &s,
        21,
        29,
        -12,
        Some(Color::White),
        "W+6",
        "White wins by 3 stones (6 points)",
        "白胜3子",
    );
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 1]);
    // −8 + 4 = −4: White by 1 stone, 2 points.
    check(
        &s,
        21,
        29,
        -4,
        Some(Color::White),
        "W+2",
        "White wins by 1 stone (2 points)",
        "白胜1子",
    );
    // Four handicap stones, N compensation: 4 points = 2 stones = 8 quarter
    // stones to White: −8 − 8 = −16.
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 4, [0, 0]);
    assert_eq!(s.compensation_points, 4);
    check(
        &s,
        21,
        29,
        -16,
        Some(Color::White),
        "W+8",
        "White wins by 4 stones (8 points)",
        "白胜4子",
    );
}

/// 7×7 seki: the black pair (0,1),(0,2) and the white row (1,0)–(1,3) share
/// the liberties (0,0) and (0,3), and neither has an eye; each player who
/// fills one puts himself in atari. Outer black (1,4), row 2 columns 0–4 and
/// column 4 rows 3–6; outer white from (0,4) round the right edge with eyes.
const SEKI_7: &str = "
.XX.OO.
OOOOXO.
XXXXXOO
....XO.
....XOO
....XO.
....XO.
";

#[test]
fn seki_liberties_are_shared() {
    // Black stones 2 + 10 = 12; territory rows 3–6 columns 0–3 = 16; shared
    // (0,0), (0,3): ½ each. Black 12 + 16 + 1 = 29 (58 halves).
    // White stones 4 + 10 = 14; eyes {(0,6),(1,6)}, {(3,6)}, {(5,6),(6,6)} = 5;
    // + 1: 20 (40 halves). 58 + 40 = 98 = 2·49.
    let b = board(SEKI_7);
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!((s.black_stones, s.black_territory), (12, 16));
    assert_eq!((s.white_stones, s.white_territory), (14, 5));
    assert_eq!(s.shared_points, 2);
    // Baseline 24½: 29 − 24½ = 4½ stones = 18 quarter stones = 9 points.
    check(
        &s,
        58,
        40,
        18,
        Some(Color::Black),
        "B+9",
        "Black wins by 4 1/2 stones (9 points)",
        "黑胜4又1/2子",
    );
    // 1988 komi: 18 − 11 = 7: 1¾ stones, 3.5 points.
    let s = area_score(&b, &Bitboard::EMPTY, Komi::CHINESE_1988, 0, [0, 0]);
    check(
        &s,
        58,
        40,
        7,
        Some(Color::Black),
        "B+3.5",
        "Black wins by 1 3/4 stones (3.5 points)",
        "黑胜1又3/4子",
    );
}

/// 7×7 seki with an eye each: inner black (0,1),(1,0),(1,1),(2,0) with the
/// eye (0,0); inner white (0,2),(0,4),(1,2)–(1,4),(2,2),(3,0)–(3,2) with the
/// eye (0,3); they share the one liberty (2,1). Outer black round the inner
/// white, with the bottom-right as territory.
const SEKI_EYES_7: &str = "
.XO.OX.
XXOOOX.
X.OXXX.
OOOX...
XXXX...
.......
.......
";

#[test]
fn seki_eyes_belong_to_their_owner() {
    // The eye (0,0) touches only black: Black's (2002 art. 21.2 treats only the
    // contestable (2,1) as seki, shared). Black stones 4 + 10 = 14; territory
    // (0,0) + 23 (column 6 rows 0–2, rows 3–4 columns 4–6, rows 5–6) = 24;
    // + ½ = 38½ (77 halves). White 9 stones + eye (0,3) + ½ = 10½ (21 halves).
    let b = board(SEKI_EYES_7);
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!((s.black_stones, s.black_territory), (14, 24));
    assert_eq!((s.white_stones, s.white_territory), (9, 1));
    assert_eq!(s.shared_points, 1);
    let map = territory_map(&b, &Bitboard::EMPTY);
    assert_eq!(
        map.status(Point::new(0, 0)),
        Some(PointStatus::Territory(Color::Black))
    );
    assert_eq!(
        map.status(Point::new(0, 3)),
        Some(PointStatus::Territory(Color::White))
    );
    assert_eq!(map.status(Point::new(2, 1)), Some(PointStatus::Shared));
    // 38½ − 24½ = 14 stones; 2002 komi 3¾: 56 − 15 = 41: 10¼ stones, 20.5 points.
    let s = area_score(&b, &Bitboard::EMPTY, Komi::CHINESE_2002, 0, [0, 0]);
    check(
        &s,
        77,
        21,
        41,
        Some(Color::Black),
        "B+20.5",
        "Black wins by 10 1/4 stones (20.5 points)",
        "黑胜10又1/4子",
    );
}

/// 5×5: a dead white stone (1,1) in Black's area and a dead black stone (2,4)
/// in White's.
const DEAD_5: &str = "
..XO.
.OXO.
..XOX
..XO.
..XO.
";

#[test]
fn dead_stones_are_removed_first() {
    // Art. 9 "先将双方死子全部清理出盘外": after removing (1,1) and (2,4), Black
    // has 5 stones + 10 (columns 0–1) = 15, White 5 stones + 5 (column 4) = 10.
    let b = board(DEAD_5);
    let dead = dead_set(&b, &[(1, 1), (2, 4)]);
    let s = area_score(&b, &dead, Komi::ZERO, 0, [0, 0]);
    assert_eq!((s.dead_black, s.dead_white), (1, 1));
    assert_eq!((s.black_stones, s.black_territory), (5, 10));
    assert_eq!((s.white_stones, s.white_territory), (5, 5));
    // 15 − 12½ = 2½ stones = 10 quarter stones = 5 points.
    check(
        &s,
        30,
        20,
        10,
        Some(Color::Black),
        "B+5",
        "Black wins by 2 1/2 stones (5 points)",
        "黑胜2又1/2子",
    );
    // 2002 komi: 10 − 15 = −5: White by 1¼ stones, 2.5 points.
    let s = area_score(&b, &dead, Komi::CHINESE_2002, 0, [0, 0]);
    check(
        &s,
        30,
        20,
        -5,
        Some(Color::White),
        "W+2.5",
        "White wins by 1 1/4 stones (2.5 points)",
        "白胜1又1/4子",
    );
    let map = territory_map(&b, &dead);
    assert_eq!(
        map.status(Point::new(1, 1)),
        Some(PointStatus::Dead {
            stone: Color::White,
            owner: Some(Color::Black)
        })
    );
    assert_eq!(map.to_string(), "bbXOw\nboXOw\nbbXOx\nbbXOw\nbbXOw\n");
    // The same through the checked list form.
    let listed = area_score_points(
        &b,
        &[Point::new(1, 1), Point::new(2, 4)],
        Komi::ZERO,
        0,
        [0, 0],
    );
    assert_eq!(listed, Ok(area_score(&b, &dead, Komi::ZERO, 0, [0, 0])));
}

#[test]
fn one_stone_marks_its_whole_chain_dead() {
    // Column 2 is a Black wall, column 3 a White one; White's two stones at
    // (1,1) and (2,1) form one chain inside Black's area. Marking either one
    // dead removes both (the chain shares one fate): Black then has 5 stones
    // and columns 0-1 (10 points) = 15; White 5 stones + column 4 (5) = 10.
    let b = board("..XO.\n.OXO.\n.OXO.\n..XO.\n..XO.");
    for marked in [(1, 1), (2, 1)] {
        let s = area_score(&b, &dead_set(&b, &[marked]), Komi::ZERO, 0, [0, 0]);
        assert_eq!((s.dead_black, s.dead_white), (0, 2), "{marked:?}");
        assert_eq!((s.black_stones, s.black_territory), (5, 10));
        assert_eq!((s.white_stones, s.white_territory), (5, 5));
        assert_eq!(
            (s.black_count_half_points, s.white_count_half_points),
            (30, 20)
        );
        let map = territory_map(&b, &dead_set(&b, &[marked]));
        assert_eq!(map.to_string(), "bbXOw\nboXOw\nboXOw\nbbXOw\nbbXOw\n");
    }
    // Both marked: the same count.
    let both = area_score(&b, &dead_set(&b, &[(1, 1), (2, 1)]), Komi::ZERO, 0, [0, 0]);
    let one = area_score(&b, &dead_set(&b, &[(1, 1)]), Komi::ZERO, 0, [0, 0]);
    assert_eq!(both, one);
    // In half points, the one integer unit (issue 19): 15 and 10 points of
    // area are 30 and 20, the baseline (25 points / 2) is 25, and the margin
    // 5 points is 10 half points (2½ stones: 10 quarter stones).
    assert_eq!(
        (one.black_count_half_points(), one.white_count_half_points()),
        (30, 20)
    );
    assert_eq!(one.baseline_half_points(), 25);
    assert_eq!(one.margin_half_points(), 10);
    assert_eq!(one.margin_stones_string(), "2½");
}

#[test]
fn tromp_taylor_counts_every_stone_alive() {
    // DEAD_5 with every stone alive: Black 6 stones, White 6. Column 0–1 minus
    // (1,1) (9 points) touches X and O; {(0,4),(1,4)} and {(3,4),(4,4)} touch
    // X (2,4) and O: 13 neutral points. Tromp-Taylor: B 6, W 6, margin 0.
    let b = board(DEAD_5);
    let s = tromp_taylor_score(&b, Komi::ZERO, 0);
    assert_eq!(
        (s.black_stones, s.white_stones, s.shared_points),
        (6, 6, 13)
    );
    check(&s, 25, 25, 0, None, "0", "Draw", "和棋");
    // With 7.5 points komi White wins by 7.5 points.
    let s = tromp_taylor_score(&b, Komi::CHINESE_2002, 0);
    assert_eq!(s.result().to_sgf(), "W+7.5");
}

/// 5×5: the bent empty region (1,0)–(1,3), (2,3), (3,3), (4,3) touches row 0
/// and column 4 (black) and the white stones: shared, 7 points.
const BENT_5: &str = "
XXXXX
....X
OOO.X
..O.X
..O.X
";

#[test]
fn bent_region_touching_both_is_shared_throughout() {
    // Black 9 stones + 3½ = 12½ (25 halves); White 5 stones + 4 + 3½ = 12½.
    let b = board(BENT_5);
    let s = area_score(&b, &Bitboard::EMPTY, Komi::CHINESE_1988, 0, [0, 0]);
    assert_eq!((s.black_stones, s.black_territory), (9, 0));
    assert_eq!((s.white_stones, s.white_territory), (5, 4));
    assert_eq!(s.shared_points, 7);
    // 0 − 11 = −11: White by 2¾ stones (5.5 points), the komi exactly.
    check(
        &s,
        25,
        25,
        -11,
        Some(Color::White),
        "W+5.5",
        "White wins by 2 3/4 stones (5.5 points)",
        "白胜2又3/4子",
    );
    assert_eq!(
        territory_map(&b, &Bitboard::EMPTY).to_string(),
        "XXXXX\n----X\nOOO-X\nwwO-X\nwwO-X\n"
    );
}

#[test]
fn dead_points_are_checked() {
    let b = board(DEAD_5);
    let e = area_score_points(
        &b,
        &[Point::new(1, 1), Point::new(0, 0)],
        Komi::ZERO,
        0,
        [0, 0],
    );
    assert_eq!(e, Err(ScoreError::DeadPointEmpty(Point::new(0, 0))));
    let e = area_score_points(&b, &[Point::new(5, 0)], Komi::ZERO, 0, [0, 0]);
    assert_eq!(e, Err(ScoreError::DeadPointOffBoard(Point::new(5, 0))));
    assert_eq!(
        e.unwrap_err().to_string(),
        "the point (5, 0) marked dead is off the board"
    );
    let kinds: Vec<_> = [
        ScoreError::DeadPointEmpty(Point::new(0, 0)),
        ScoreError::DeadPointOffBoard(Point::new(0, 0)),
    ]
    .iter()
    .map(|e| e.kind())
    .collect();
    assert_eq!(kinds, ScoreErrorKind::ALL);
    // The bitboard form ignores dead marks on empty points.
    let stray = dead_set(&b, &[(0, 0)]);
    assert_eq!(
        area_score(&b, &stray, Komi::ZERO, 0, [0, 0]),
        tromp_taylor_score(&b, Komi::ZERO, 0)
    );
}

// ------------------------------------------------------------------- results

#[test]
fn results_in_every_form() {
    let b = Color::Black;
    let w = Color::White;
    let cases = [
        (
            GameResult::Resignation { winner: w },
            "W+R",
            "White wins by resignation",
            "白中盘胜",
        ),
        (
            GameResult::Time { winner: b },
            "B+T",
            "Black wins on time",
            "黑胜（白超时判负）",
        ),
        (
            GameResult::Forfeit { winner: b },
            "B+F",
            "Black wins by forfeit",
            "黑胜（白弃权）",
        ),
        (GameResult::NoResult, "Void", "No result", "无胜负"),
        (GameResult::Unknown, "?", "Unknown result", "结果不详"),
        (GameResult::Draw, "0", "Draw", "和棋"),
        (
            GameResult::Score {
                winner: b,
                margin_half_points: 8,
            },
            "B+4",
            "Black wins by 2 stones (4 points)",
            "黑胜2子",
        ),
        (
            GameResult::Score {
                winner: w,
                margin_half_points: 2,
            },
            "W+1",
            "White wins by 1/2 stone (1 point)",
            "白胜1/2子",
        ),
    ];
    for (r, sgf, en, zh) in cases {
        assert_eq!(r.to_sgf(), sgf);
        assert_eq!(r.to_string(), sgf);
        assert_eq!(r.english(), en);
        assert_eq!(r.chinese(), zh);
        assert_eq!(GameResult::parse_sgf(sgf), Ok(r));
    }
    assert_eq!(GameResult::Resignation { winner: w }.winner(), Some(w));
    assert_eq!(GameResult::NoResult.winner(), None);
}

#[test]
fn parse_sgf_results() {
    use GameResult as R;
    let b = Color::Black;
    let w = Color::White;
    let ok = [
        (
            "B+1.5",
            R::Score {
                winner: b,
                margin_half_points: 3,
            },
        ),
        (
            "W+0.5",
            R::Score {
                winner: w,
                margin_half_points: 1,
            },
        ),
        (
            "w+12",
            R::Score {
                winner: w,
                margin_half_points: 24,
            },
        ),
        ("B+0", R::Draw),
        (" 0 ", R::Draw),
        ("Draw", R::Draw),
        ("jigo", R::Draw),
        ("B+R", R::Resignation { winner: b }),
        ("W+Resign", R::Resignation { winner: w }),
        ("B+T", R::Time { winner: b }),
        ("W+Time", R::Time { winner: w }),
        ("B+F", R::Forfeit { winner: b }),
        ("W+Forfeit", R::Forfeit { winner: w }),
        ("Void", R::NoResult),
        ("?", R::Unknown),
        ("", R::Unknown),
    ];
    for (text, r) in ok {
        assert_eq!(GameResult::parse_sgf(text), Ok(r), "{text}");
        assert_eq!(text.parse::<GameResult>(), Ok(r));
    }
    let bad = [
        ("Black", ResultParseErrorKind::Syntax),
        ("B+1.25", ResultParseErrorKind::BadMargin),
        ("W+-3", ResultParseErrorKind::BadMargin),
        ("B+1e3", ResultParseErrorKind::BadMargin),
        ("B+", ResultParseErrorKind::NoMargin),
        ("W+Illegal", ResultParseErrorKind::UnknownReason),
        ("X+1", ResultParseErrorKind::Syntax),
        ("1.5", ResultParseErrorKind::Syntax),
    ];
    let mut seen = Vec::new();
    for (text, kind) in bad {
        let e = GameResult::parse_sgf(text).unwrap_err();
        assert_eq!(e.kind(), kind, "{text}");
        if !seen.contains(&kind) {
            seen.push(kind);
        }
    }
    assert_eq!(seen, ResultParseErrorKind::ALL);
    assert!(matches!(
        GameResult::parse_sgf(&"B+".repeat(100)),
        Err(ResultParseError::Syntax(_))
    ));
}

#[test]
fn results_agree_with_the_sgf_reader() {
    // The SGF reader's own RE parsing gives the same result, both ways.
    for text in [
        "B+1.5", "W+0.5", "W+R", "B+T", "W+F", "0", "Draw", "Void", "?", "B+7",
    ] {
        let sgf = format!("(;GM[1]FF[4]SZ[9]RE[{text}])");
        let c = tianyuan::sgf::parse_str(&sgf).unwrap();
        let reader = c.games()[0].info().result.clone().unwrap();
        let ours = GameResult::parse_sgf(text).unwrap();
        assert_eq!(GameResult::try_from(&reader), Ok(ours), "{text}");
        assert_eq!(tianyuan::sgf::RecordedResult::from(ours), reader, "{text}");
    }
}

// ------------------------------------------------------------------ properties

/// A plain reference count: grid flood fill over `Vec`s, independent of the
/// bitboards. Returns (black halves, white halves).
fn reference_count(b: &Board, dead: &[bool]) -> (u32, u32) {
    let (w, h) = (b.size().width(), b.size().height());
    let at = |r: usize, c: usize| {
        let i = r * w + c;
        if dead[i] {
            None
        } else {
            b.get(Point::new(r as u8, c as u8))
        }
    };
    let mut seen = vec![false; w * h];
    let (mut black, mut white) = (0u32, 0u32);
    for r in 0..h {
        for c in 0..w {
            match at(r, c) {
                Some(Color::Black) => black += 2,
                Some(Color::White) => white += 2,
                None if !seen[r * w + c] => {
                    let mut stack = vec![(r, c)];
                    seen[r * w + c] = true;
                    let (mut size, mut tb, mut tw) = (0u32, false, false);
                    while let Some((r, c)) = stack.pop() {
                        size += 1;
                        let mut nbrs = Vec::new();
                        if r > 0 {
                            nbrs.push((r - 1, c));
                        }
                        if r + 1 < h {
                            nbrs.push((r + 1, c));
                        }
                        if c > 0 {
                            nbrs.push((r, c - 1));
                        }
                        if c + 1 < w {
                            nbrs.push((r, c + 1));
                        }
                        for (nr, nc) in nbrs {
                            match at(nr, nc) {
                                Some(Color::Black) => tb = true,
                                Some(Color::White) => tw = true,
                                None => {
                                    if !seen[nr * w + nc] {
                                        seen[nr * w + nc] = true;
                                        stack.push((nr, nc));
                                    }
                                }
                            }
                        }
                    }
                    match (tb, tw) {
                        (true, false) => black += 2 * size,
                        (false, true) => white += 2 * size,
                        _ => {
                            black += size;
                            white += size;
                        }
                    }
                }
                None => {}
            }
        }
    }
    (black, white)
}

/// `dead` extended to whole chains by a plain grid flood fill: the stones of a
/// chain are dead together.
fn whole_chains(b: &Board, dead: &[bool]) -> Vec<bool> {
    let (w, h) = (b.size().width(), b.size().height());
    let at = |i: usize| b.get(Point::new((i / w) as u8, (i % w) as u8));
    let mut out = dead.to_vec();
    let mut stack: Vec<usize> = (0..w * h).filter(|&i| dead[i]).collect();
    while let Some(i) = stack.pop() {
        let (r, c) = (i / w, i % w);
        let mut next = Vec::new();
        if r > 0 {
            next.push(i - w);
        }
        if r + 1 < h {
            next.push(i + w);
        }
        if c > 0 {
            next.push(i - 1);
        }
        if c + 1 < w {
            next.push(i + 1);
        }
        for j in next {
            if !out[j] && at(j).is_some() && at(j) == at(i) {
                out[j] = true;
                stack.push(j);
            }
        }
    }
    out
}

fn random_board(w: u32, h: u32, cells: &[u8]) -> (Board, Vec<bool>) {
    let size = BoardSize::new(w, h).unwrap();
    let mut b = Board::new(size);
    let mut dead = vec![false; (w * h) as usize];
    for (i, p) in size.points().enumerate() {
        let v = cells[i % cells.len()];
        let stone = match v % 3 {
            0 => None,
            1 => Some(Color::Black),
            _ => Some(Color::White),
        };
        b.set(p, stone).unwrap();
        dead[i] = stone.is_some() && (v / 3).is_multiple_of(5);
    }
    (b, dead)
}

fn swapped(b: &Board) -> Board {
    let mut s = Board::new(b.size());
    for p in b.size().points() {
        s.set(p, b.get(p).map(|c| !c)).unwrap();
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn counts_match_reference_and_sum_to_the_board(
        w in 2u32..=19, h in 2u32..=19,
        cells in prop::collection::vec(any::<u8>(), 1..400),
        komi in -60i32..60, comp in 0u32..10, pb in 0u32..3, pw in 0u32..3,
    ) {
        let (b, dead_flags) = random_board(w, h, &cells);
        let n = w * h;
        let dead_points: Vec<Point> = b.size().points().zip(&dead_flags)
            .filter(|(_, d)| **d).map(|(p, _)| p).collect();
        let dead = Bitboard::from_points(b.size(), dead_points.iter().copied());
        let komi = Komi::from_half_points(komi);
        let s = area_score(&b, &dead, komi, comp, [pb, pw]);
        // Art. 9: the two counts make up the whole board.
        prop_assert_eq!(s.black_count_half_points + s.white_count_half_points, 2 * n);
        prop_assert_eq!(s.baseline_half_points, n);
        // Against the plain grid flood fill, each marked stone's chain dead.
        let dead_chains = whole_chains(&b, &dead_flags);
        prop_assert_eq!((s.black_count_half_points, s.white_count_half_points), reference_count(&b, &dead_chains));
        // The margin from the documented formula, recomputed independently.
        let expect = 2 * s.black_count_half_points as i32 - 2 * n as i32 - komi.half_points()
            - 2 * comp as i32 + 4 * (pw as i32 - pb as i32);
        prop_assert_eq!(s.margin_half_points, expect);
        // Points add up: stones + territory + shared + dead = N.
        prop_assert_eq!(s.black_stones + s.white_stones + s.black_territory + s.white_territory
            + s.shared_points, n);
        prop_assert_eq!(s.dead_black + s.dead_white, dead_chains.iter().filter(|d| **d).count() as u32);
        prop_assert_eq!(area_score_points(&b, &dead_points, komi, comp, [pb, pw]), Ok(s));
        // Swapping colours (komi and compensation moved to the other side,
        // warnings swapped) negates the margin.
        let t = area_score(&swapped(&b), &dead, Komi::from_half_points(-komi.half_points() - 2 * comp as i32), 0, [pw, pb]);
        prop_assert_eq!(t.margin_half_points, -s.margin_half_points);
        prop_assert_eq!(t.black_count_half_points, s.white_count_half_points);
        // The result agrees with the margin and survives SGF.
        let r = s.result();
        prop_assert_eq!(r.winner(), s.winner());
        prop_assert_eq!(GameResult::parse_sgf(&r.to_sgf()), Ok(r));
    }
}

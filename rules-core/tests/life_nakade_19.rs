//! The nakade shapes, square four and bent four in the corner through the
//! whole estimate (`estimate_life`) on 19×19, in the corner, on the edge and
//! in the centre (`life_solver.rs` checks the local solver's verdicts on
//! them; `life.rs` the straight three and square four through the estimate
//! on 9×9 only). Each shape is drawn once, as in the centre: its eye space
//! (`.`, the vital point `v`), the defender's solid wall around it (`O`, at
//! least every point next to the eye space, diagonals included, so the group
//! is one chain with no outside liberty) and the attacker's wall around that
//! (`X`, one chain with many liberties on the open board). In the corner and on the edge the
//! same drawing is put so that the eye space touches the board's edges, the
//! rows and columns of the walls beyond them left off. By hand, for each
//! shape (the vital point is the eye-space point next to the most others):
//! - empty: whoever plays the vital point decides: the defender's group is
//!   unsettled (certain: the solver's), with `v` as its vital point;
//! - the attacker's stone on `v`: the group is dead (the defender cannot
//!   make two eyes, and the attacker's stone cannot be captured to any
//!   avail), every stone of it lifted; the attacker's stone lives;
//! - the defender's stone on `v`: two eyes whoever moves: alive, none lifted.
//!
//! Square four is dead whoever moves (any defender move leaves a bent
//! three, any attacker move in it is a stone the defender must capture,
//! leaving a three-point space the attacker kills at its middle), and the
//! bent four in the corner is dead (the diagram of `life_solver.rs`: Black
//! throws in, White captures four and is left with a bent four bent in the
//! corner, a ko only Black can start; Japanese rules 1989, art. 7
//! commentary, and under area rules Black removes its ko threats first).

use tianyuan::sized::{estimate_life, Board, LifeEstimate};
use tianyuan::{BoardSize, ChainStatus, Color, LifeOptions, Point};

/// Straight three: vital point the middle.
const STRAIGHT_THREE: &str = "
X X X X X X X
X O O O O O X
X O . v . O X
X O O O O O X
X X X X X X X
";

/// Bent three: vital point the bend.
const BENT_THREE: &str = "
X X X X X X
X O O O O X
X O v . O X
X O . O O X
X O O O X X
X X X X X .
";

/// Pyramid four: vital point the middle of the three in a row.
const PYRAMID_FOUR: &str = "
X X X X X X X
X O O O O O X
X O O . O O X
X O . v . O X
X O O O O O X
X X X X X X X
";

/// Bulky five: vital point the middle of the row of three.
const BULKY_FIVE: &str = "
X X X X X X X
X O O O O O X
X O . . O O X
X O . v . O X
X O O O O O X
X X X X X X X
";

/// Crossed five: vital point the centre.
const CROSSED_FIVE: &str = "
X X X X X X X
X O O O O O X
X O O . O O X
X O . v . O X
X O O . O O X
X O O O O O X
X X X X X X X
";

/// Rabbity six (flower six): vital point the centre of the cross.
const RABBITY_SIX: &str = "
X X X X X X X
X O O O O O X
X O O . O O X
X O . v . O X
X O O . . O X
X O O O O O X
X X X X X X X
";

/// Square four: no vital point saves or kills it; dead whoever moves.
const SQUARE_FOUR: &str = "
X X X X X X
X O O O O X
X O . . O X
X O . . O X
X O O O O X
X X X X X X
";

/// The nakade drawings with their names.
const NAKADE: [(&str, &str); 6] = [
    ("straight three", STRAIGHT_THREE),
    ("bent three", BENT_THREE),
    ("pyramid four", PYRAMID_FOUR),
    ("bulky five", BULKY_FIVE),
    ("crossed five", CROSSED_FIVE),
    ("rabbity six", RABBITY_SIX),
];

/// The places on 19×19 where a drawing's top-left goes: its eye space
/// (from its row 2 and column 2) in the corner (touching two edges), on the
/// top edge (touching one) and in the centre (touching none).
const PLACES: [(&str, (i32, i32)); 3] =
    [("corner", (-2, -2)), ("edge", (-2, 7)), ("centre", (7, 7))];

/// `diagram` on an empty 19×19 board with its top-left at `origin`: `X`
/// Black (the attacker), `O` White (the defender), `v` the vital point,
/// empty but for `on_vital`; points off the board are left off. Returns the
/// board and the vital point.
fn put(diagram: &str, origin: (i32, i32), on_vital: Option<Color>) -> (Board, Option<Point>) {
    let mut b = Board::new(BoardSize::square(19).unwrap());
    let mut vital = None;
    let rows = diagram.lines().filter(|l| !l.trim().is_empty());
    for (r, line) in rows.enumerate() {
        for (c, ch) in line.split_whitespace().enumerate() {
            let (pr, pc) = (origin.0 + r as i32, origin.1 + c as i32);
            if !(0..19).contains(&pr) || !(0..19).contains(&pc) {
                continue;
            }
            let p = Point::new(pr as u8, pc as u8);
            let stone = match ch {
                "X" => Some(Color::Black),
                "O" => Some(Color::White),
                "v" => {
                    vital = Some(p);
                    on_vital
                }
                _ => None,
            };
            b.set(p, stone).unwrap();
        }
    }
    (b, vital)
}

fn estimate(b: &Board) -> LifeEstimate {
    estimate_life(b, Color::Black, &LifeOptions::default()).unwrap()
}

/// Every White chain's (status, certain, vital point), once per chain.
fn white_chains(e: &LifeEstimate) -> Vec<(ChainStatus, bool, Option<Point>)> {
    e.chains()
        .iter()
        .filter(|c| c.color == Color::White)
        .map(|c| (c.status, c.certain, c.vital))
        .collect()
}

#[test]
fn nakade_shapes_empty_are_unsettled_with_the_vital_point_on_19x19() {
    for (name, diagram) in NAKADE {
        for (place, origin) in PLACES {
            let (b, vital) = put(diagram, origin, None);
            let e = estimate(&b);
            let chains = white_chains(&e);
            assert!(!chains.is_empty());
            for (status, certain, v) in chains {
                assert_eq!(status, ChainStatus::Unsettled, "{name} {place}\n{b}");
                assert!(certain, "{name} {place}");
                assert_eq!(v, vital, "{name} {place}: the vital point");
            }
        }
    }
}

#[test]
fn nakade_shapes_with_the_attacker_on_the_vital_point_are_dead_on_19x19() {
    for (name, diagram) in NAKADE {
        for (place, origin) in PLACES {
            let (b, vital) = put(diagram, origin, Some(Color::Black));
            let e = estimate(&b);
            for (status, certain, _) in white_chains(&e) {
                assert_eq!(status, ChainStatus::Dead, "{name} {place}\n{b}");
                assert!(certain);
            }
            let white = b.stones(Color::White);
            assert_eq!(e.dead_stones() & white, white, "{name} {place}: all lifted");
            let killer = vital.unwrap();
            assert_eq!(
                e.status_at(killer),
                Some(ChainStatus::Alive),
                "{name} {place}"
            );
            assert!(!e.dead_stones().contains(b.size().bit(killer)));
        }
    }
}

#[test]
fn nakade_shapes_with_the_defender_on_the_vital_point_are_alive_on_19x19() {
    for (name, diagram) in NAKADE {
        for (place, origin) in PLACES {
            let (b, _) = put(diagram, origin, Some(Color::White));
            let e = estimate(&b);
            for (status, certain, v) in white_chains(&e) {
                assert_eq!(status, ChainStatus::Alive, "{name} {place}\n{b}");
                assert!(certain);
                assert_eq!(v, None);
            }
            assert!(
                !e.dead_stones().intersects(&b.stones(Color::White)),
                "{name} {place}: none lifted"
            );
        }
    }
}

#[test]
fn square_four_is_dead_on_19x19() {
    for (place, origin) in PLACES {
        let (b, _) = put(SQUARE_FOUR, origin, None);
        let e = estimate(&b);
        for (status, certain, _) in white_chains(&e) {
            assert_eq!(status, ChainStatus::Dead, "{place}\n{b}");
            assert!(certain);
        }
        let white = b.stones(Color::White);
        assert_eq!(e.dead_stones() & white, white, "{place}: all lifted");
    }
}

/// Bent four in the corner (`life_solver.rs`'s diagram, its corner at the
/// top left): Black's A9–A7 inside White's corner share White's liberties
/// B9 and B7. Put in each corner of 19×19 by mirroring.
const BENT_FOUR_CORNER: &str = "
X . O X
X O O X
X . O X
O O O X
X X X X
";

#[test]
fn bent_four_in_the_corner_is_dead_in_every_corner_of_19x19() {
    for (flip_rows, flip_cols) in [(false, false), (false, true), (true, false), (true, true)] {
        let mut b = Board::new(BoardSize::square(19).unwrap());
        let rows = BENT_FOUR_CORNER.lines().filter(|l| !l.trim().is_empty());
        let map = |r: usize, c: usize| {
            let r = if flip_rows { 18 - r } else { r };
            let c = if flip_cols { 18 - c } else { c };
            Point::new(r as u8, c as u8)
        };
        for (r, line) in rows.enumerate() {
            for (c, ch) in line.split_whitespace().enumerate() {
                let stone = match ch {
                    "X" => Some(Color::Black),
                    "O" => Some(Color::White),
                    _ => None,
                };
                b.set(map(r, c), stone).unwrap();
            }
        }
        let e = estimate(&b);
        let corner = format!("{flip_rows} {flip_cols}\n{b}");
        for (status, certain, _) in white_chains(&e) {
            assert_eq!(status, ChainStatus::Dead, "{corner}");
            assert!(certain);
        }
        let white = b.stones(Color::White);
        assert_eq!(e.dead_stones() & white, white, "{corner}");
        for r in 0..3 {
            assert_eq!(e.status_at(map(r, 0)), Some(ChainStatus::Alive), "{corner}");
        }
    }
}

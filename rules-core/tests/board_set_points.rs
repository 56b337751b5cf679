//! `BoardOf::set_points` (a set-up in one call, the chains rebuilt once)
//! against its reference: `BoardOf::set` called on each change in turn, the
//! chains rebuilt from scratch after every point, the plain rule it must
//! reproduce. Random set-ups of stones and clearings
//! (points repeated, so that later changes override earlier ones; boards
//! with chains left without liberties included, as set-ups allow) on every
//! word count; every derived structure compared, not only the stones.

use proptest::prelude::*;
use tianyuan::sized::{BoardOf, BIG_WORDS, TINY_WORDS, WORDS};
use tianyuan::{BoardSize, Color, Point};

/// Everything a board derives from its stones that a caller can see.
#[derive(Debug, PartialEq)]
struct Seen {
    stones: Vec<Option<Color>>,
    hash: u64,
    empty: Vec<u16>,
    eye_shapes: [Vec<u16>; 2],
    liberties: Vec<u32>,
}

fn seen<const W: usize>(b: &BoardOf<W>) -> Seen {
    let size = b.size();
    Seen {
        stones: size.points().map(|p| b.get(p)).collect(),
        hash: b.hash(),
        empty: b.empty_bits().to_vec(),
        eye_shapes: Color::ALL.map(|c| b.eye_shape_bits(c).to_vec()),
        liberties: size
            .points()
            .map(|p| b.chain_liberties(p).count())
            .collect(),
    }
}

fn change(side: u8, point: (u8, u8), stone: u8) -> (Point, Option<Color>) {
    let p = Point::new(point.0 % side, point.1 % side);
    let s = match stone % 3 {
        0 => None,
        1 => Some(Color::Black),
        _ => Some(Color::White),
    };
    (p, s)
}

fn agrees<const W: usize>(side: u8, start: &[(u8, u8, u8)], changes: &[(u8, u8, u8)]) {
    let size = BoardSize::square(u32::from(side)).unwrap();
    let mut reference = BoardOf::<W>::new(size);
    for &(r, c, s) in start {
        let (p, stone) = change(side, (r, c), s);
        reference.set(p, stone).unwrap();
    }
    let mut batch = reference;
    let list: Vec<_> = changes
        .iter()
        .map(|&(r, c, s)| change(side, (r, c), s))
        .collect();
    for &(p, stone) in &list {
        reference.set(p, stone).unwrap();
    }
    batch.set_points(list.iter().copied()).unwrap();
    assert_eq!(seen(&batch), seen(&reference));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn one_rebuild_gives_the_board_of_one_set_per_point(
        side in 2u8..=25,
        start in proptest::collection::vec((0u8..25, 0u8..25, 0u8..3), 0..40),
        changes in proptest::collection::vec((0u8..25, 0u8..25, 0u8..3), 0..60),
    ) {
        if side <= 13 {
            agrees::<TINY_WORDS>(side, &start, &changes);
        }
        if side <= 19 {
            agrees::<WORDS>(side, &start, &changes);
        }
        agrees::<BIG_WORDS>(side, &start, &changes);
    }
}

#[test]
fn a_point_off_the_board_changes_nothing() {
    let size = BoardSize::square(9).unwrap();
    let mut board = BoardOf::<WORDS>::new(size);
    board.set(Point::new(4, 4), Some(Color::Black)).unwrap();
    let before = seen(&board);
    let changes = [
        (Point::new(0, 0), Some(Color::White)),
        (Point::new(9, 2), Some(Color::Black)),
    ];
    assert!(board.set_points(changes).is_err());
    assert_eq!(seen(&board), before);
}

//! The bitvec version of the point-set operations (`benches/bitvec_board.rs`,
//! timed against `Bitboard` by the `bitboard` bench) gives the same sets as
//! `Bitboard` on random sets of random board sizes, sparse and dense, so the
//! bench compares equal work.

use proptest::prelude::*;
use tianyuan::sized::{Bitboard, WORDS};
use tianyuan::BoardSize;

#[path = "../../benches/bitvec_board.rs"]
mod bv;

/// Any board the bitboard holds: squares and rectangles up to 25 wide.
fn size() -> impl Strategy<Value = BoardSize> {
    (2u32..=25, 2u32..=25).prop_filter_map("fits in the bitboard", |(w, h)| {
        BoardSize::new(w, h).ok().filter(|s| s.fits(WORDS))
    })
}

/// Random words of about 25 %, 50 % or 75 % density (masked to a board later).
fn words() -> impl Strategy<Value = [u64; WORDS]> {
    let w = any::<[u64; WORDS]>;
    prop_oneof![
        w(),
        (w(), w()).prop_map(|(a, b)| std::array::from_fn(|i| a[i] & b[i])),
        (w(), w()).prop_map(|(a, b)| std::array::from_fn(|i| a[i] | b[i])),
    ]
}

proptest! {
    #[test]
    fn bitvec_gives_the_same_sets(
        size in size(),
        a in words(),
        b in words(),
        pick in any::<u32>(),
    ) {
        let on_board = Bitboard::full(size);
        let stride = size.stride();
        let a = tianyuan::sized::BitboardOf(a) & on_board;
        let b = tianyuan::sized::BitboardOf(b) & on_board;
        let (bv_on, bv_a, bv_b) = (
            bv::from_bitboard(&on_board),
            bv::from_bitboard(&a),
            bv::from_bitboard(&b),
        );
        prop_assert_eq!(bv::to_bitboard(&bv_a), a);

        prop_assert_eq!(
            bv::to_bitboard(&bv::neighbours(&bv_a, &bv_on, stride)),
            a.neighbours(&on_board, stride as u32)
        );

        // Fill from one point of `a`, and from several (`a ∩ b`).
        let one = a.nth(pick % a.count().max(1)).map_or(Bitboard::EMPTY, Bitboard::from_bit);
        for seed in [one, a & b] {
            prop_assert_eq!(
                bv::to_bitboard(&bv::flood_fill(bv::from_bitboard(&seed), &bv_a, stride)),
                Bitboard::flood_fill(seed, &a, stride as u32)
            );
        }

        prop_assert_eq!(bv::count(&bv_a), a.count() as usize);
        prop_assert!(bv::bits(&bv_a).eq(a.bits()));
        for n in [0, pick % (a.count() + 1), a.count().saturating_sub(1), a.count()] {
            prop_assert_eq!(bv::nth(&bv_a, n as usize), a.nth(n));
        }
        prop_assert_eq!(bv::to_bitboard(&bv::union(&bv_a, &bv_b)), a | b);
        prop_assert_eq!(bv::to_bitboard(&bv::intersection(&bv_a, &bv_b)), a & b);
    }
}

/// `Bitboard::row` against point-by-point membership: every row of square and
/// rectangular boards (rows that cross a word boundary included: on 19×19
/// row 3 starts at bit 60), with a scattered set of points.
#[test]
fn rows_agree_with_membership() {
    use tianyuan::sized::Bitboard;
    use tianyuan::{BoardSize, Point};
    for (w, h) in [(19, 19), (9, 9), (25, 14), (2, 2), (13, 7)] {
        let size = BoardSize::new(w, h).unwrap();
        let mut set = Bitboard::EMPTY;
        for (i, p) in size.points().enumerate() {
            if (i * 7 + i / 3) % 5 < 2 {
                set.insert(size.bit(p));
            }
        }
        for r in 0..h as usize {
            let mut want = 0u64;
            for c in 0..w as usize {
                if set.contains(size.bit(Point::new(r as u8, c as u8))) {
                    want |= 1 << c;
                }
            }
            assert_eq!(set.row(size, r), want, "{w}x{h} row {r}");
        }
        assert_eq!(set.row(size, h as usize), 0);
    }
}

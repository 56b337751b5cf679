//! Handicap stone placement: the fixed star-point layout of GTP
//! `fixed_handicap` (GTP v2 draft 2 §4.1.1, whose reference implementation is
//! GNU Go): lower-left and upper-right first, then upper-left, lower-right, ….
//!
//! Under the Chinese rules the handicap stones are Black's free moves, placed
//! before White's first move, and White is compensated for them at the count
//! ([`crate::rules::HandicapCompensation`]; RULES.md §7). A game is set up
//! with them by [`crate::AnyGame::with_handicap`]; [`fixed_handicap`] gives
//! the points, [`max_fixed_handicap`] how many a size allows, and
//! [`HandicapError`] why a placement was refused.

use thiserror::Error;

use crate::point::{BoardSize, Point};

/// Why a handicap could not be placed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HandicapError {
    /// No fixed layout for this many stones on this board: 2–9 on odd square
    /// boards from 9×9 (2–4 on 7×7 and on even square boards from 8×8; none
    /// below 7×7 or on rectangles); free placement has no such limit.
    #[error("no fixed layout for {stones} handicap stones on {size}")]
    NoFixedLayout {
        /// Stones asked for.
        stones: u32,
        /// The board.
        size: BoardSize,
    },
    /// Free placement needs distinct empty on-board points, 2 or more, fewer
    /// than the number of points.
    #[error("bad free handicap placement: {0}")]
    BadFreePlacement(String),
}

/// The most stones [`fixed_handicap`] places on `size` (0 if none).
pub fn max_fixed_handicap(size: BoardSize) -> u32 {
    let (w, h) = (size.width(), size.height());
    if w != h || w < 7 {
        0
    } else if w % 2 == 1 && w >= 9 {
        9
    } else {
        4
    }
}

/// The star points for `stones` handicap stones on a square board, in the
/// order of the GTP spec's table (§4.1.1), shown here for 19×19: D4 Q16 (2),
/// D16 (3), Q4 (4), then the centre K10 alone (5), the side points D10 Q10 in
/// its place (6), with the centre again (7), the side points K4 K16 as well
/// (8), and the centre (9). Corner and side points lie on the 4th line from
/// 12×12 up and on the 3rd line below, as GNU Go places them (`gnugo --mode
/// gtp`, `fixed_handicap N`; its answers are the same points in another
/// order). Errors: [`HandicapError::NoFixedLayout`] outside
/// `2..=`[`max_fixed_handicap`].
pub fn fixed_handicap(size: BoardSize, stones: u32) -> Result<Vec<Point>, HandicapError> {
    if !(2..=max_fixed_handicap(size)).contains(&stones) {
        return Err(HandicapError::NoFixedLayout { stones, size });
    }
    let n = size.width() as u8;
    let edge = if n >= 12 { 3 } else { 2 };
    let (lo, hi, mid) = (edge, n - 1 - edge, n / 2);
    // (row, col) with row 0 at the top: D4 is bottom-left.
    let bottom_left = Point::new(hi, lo);
    let top_right = Point::new(lo, hi);
    let top_left = Point::new(lo, lo);
    let bottom_right = Point::new(hi, hi);
    let centre = Point::new(mid, mid);
    let left = Point::new(mid, lo);
    let right = Point::new(mid, hi);
    let bottom = Point::new(hi, mid);
    let top = Point::new(lo, mid);
    let mut pts = vec![bottom_left, top_right];
    if stones >= 3 {
        pts.push(top_left);
    }
    if stones >= 4 {
        pts.push(bottom_right);
    }
    if stones >= 6 {
        pts.push(left);
        pts.push(right);
    }
    if stones >= 8 {
        pts.push(bottom);
        pts.push(top);
    }
    if stones % 2 == 1 && stones >= 5 {
        pts.push(centre);
    }
    Ok(pts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::point::Move;

    fn gtp(size: BoardSize, pts: &[Point]) -> Vec<String> {
        pts.iter().map(|p| size.to_gtp(Move::Place(*p))).collect()
    }

    /// The GTP spec's table for 19×19 (GTP v2 draft 2 §4.1.1), copied from
    /// the spec, in its order.
    #[test]
    fn gtp_spec_table_on_19x19() {
        let s19 = BoardSize::STANDARD;
        let table: [&[&str]; 8] = [
            &["D4", "Q16"],
            &["D4", "Q16", "D16"],
            &["D4", "Q16", "D16", "Q4"],
            &["D4", "Q16", "D16", "Q4", "K10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K10"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"],
            &["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"],
        ];
        for (i, want) in table.iter().enumerate() {
            let n = i as u32 + 2;
            assert_eq!(gtp(s19, &fixed_handicap(s19, n).unwrap()), *want, "{n}");
        }
    }

    /// Smaller boards, as `gnugo --mode gtp` answers (GNU Go 3.8, sorted
    /// into the spec's order): 3rd line up to 11×11, 4th line from 12×12.
    #[test]
    fn smaller_boards_as_gnugo_places_them() {
        let sq = |n| BoardSize::square(n).unwrap();
        assert_eq!(
            gtp(sq(7), &fixed_handicap(sq(7), 4).unwrap()),
            ["C3", "E5", "C5", "E3"]
        );
        assert_eq!(
            gtp(sq(8), &fixed_handicap(sq(8), 3).unwrap()),
            ["C3", "F6", "C6"]
        );
        assert_eq!(
            gtp(sq(9), &fixed_handicap(sq(9), 5).unwrap()),
            ["C3", "G7", "C7", "G3", "E5"]
        );
        assert_eq!(
            gtp(sq(11), &fixed_handicap(sq(11), 2).unwrap()),
            ["C3", "J9"]
        );
        assert_eq!(
            gtp(sq(12), &fixed_handicap(sq(12), 2).unwrap()),
            ["D4", "J9"]
        );
        assert_eq!(
            gtp(sq(13), &fixed_handicap(sq(13), 2).unwrap()),
            ["D4", "K10"]
        );
        assert!(fixed_handicap(BoardSize::STANDARD, 1).is_err());
        assert!(fixed_handicap(BoardSize::STANDARD, 10).is_err());
        assert!(fixed_handicap(sq(10), 5).is_err());
        assert!(fixed_handicap(sq(7), 5).is_err());
        assert!(fixed_handicap(sq(6), 2).is_err());
        assert!(fixed_handicap(BoardSize::new(19, 13).unwrap(), 2).is_err());
    }
}

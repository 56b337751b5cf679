//! Handicap stone placement: the fixed star-point layout of GTP
//! `fixed_handicap` (lower-left and upper-right first, then lower-right, …).

use thiserror::Error;

use crate::point::{BoardSize, Point};

/// Why a handicap could not be placed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HandicapError {
    /// No fixed layout for this many stones on this board: 2–9 on odd square
    /// boards from 9×9 (2–4 on 7×7 and even square boards from 8×8); free
    /// placement has no such limit.
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

/// The star points for `stones` handicap stones on a square board, in GTP's
/// order: D4 Q16 Q4 D16, then the centre (5, 7, 9 stones), the left and right
/// side points (6–9), the top and bottom side points (8, 9). Corner points lie on
/// the 4th line from 13×13 up, on the 3rd below.
pub fn fixed_handicap(size: BoardSize, stones: u32) -> Result<Vec<Point>, HandicapError> {
    if !(2..=max_fixed_handicap(size)).contains(&stones) {
        return Err(HandicapError::NoFixedLayout { stones, size });
    }
    let n = size.width() as u8;
    let edge = if n >= 13 { 3 } else { 2 };
    let (lo, hi, mid) = (edge, n - 1 - edge, n / 2);
    // (row, col) with row 0 at the top: D4 is bottom-left.
    let bottom_left = Point::new(hi, lo);
    let top_right = Point::new(lo, hi);
    let bottom_right = Point::new(hi, hi);
    let top_left = Point::new(lo, lo);
    let centre = Point::new(mid, mid);
    let left = Point::new(mid, lo);
    let right = Point::new(mid, hi);
    let bottom = Point::new(hi, mid);
    let top = Point::new(lo, mid);
    let mut pts = vec![bottom_left, top_right];
    if stones >= 3 {
        pts.push(bottom_right);
    }
    if stones >= 4 {
        pts.push(top_left);
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
    use crate::Move;

    fn gtp(size: BoardSize, pts: &[Point]) -> Vec<String> {
        pts.iter().map(|p| size.to_gtp(Move::Place(*p))).collect()
    }

    #[test]
    fn gtp_layouts() {
        let s19 = BoardSize::STANDARD;
        assert_eq!(gtp(s19, &fixed_handicap(s19, 2).unwrap()), ["D4", "Q16"]);
        assert_eq!(
            gtp(s19, &fixed_handicap(s19, 3).unwrap()),
            ["D4", "Q16", "Q4"]
        );
        assert_eq!(
            gtp(s19, &fixed_handicap(s19, 5).unwrap()),
            ["D4", "Q16", "Q4", "D16", "K10"]
        );
        assert_eq!(
            gtp(s19, &fixed_handicap(s19, 9).unwrap()),
            ["D4", "Q16", "Q4", "D16", "D10", "Q10", "K4", "K16", "K10"]
        );
        let s9 = BoardSize::square(9).unwrap();
        assert_eq!(
            gtp(s9, &fixed_handicap(s9, 4).unwrap()),
            ["C3", "G7", "G3", "C7"]
        );
        let s13 = BoardSize::square(13).unwrap();
        assert_eq!(gtp(s13, &fixed_handicap(s13, 2).unwrap()), ["D4", "K10"]);
        assert!(fixed_handicap(s19, 1).is_err());
        assert!(fixed_handicap(s19, 10).is_err());
        assert!(fixed_handicap(BoardSize::square(10).unwrap(), 5).is_err());
        assert!(fixed_handicap(BoardSize::square(5).unwrap(), 2).is_err());
    }
}

//! Board sizes, points, moves, and their text forms (RULES.md §1).
//!
//! Conventions shared by every layer of tianyuan:
//! - `(row, col)` is zero-based with row 0 at the **top** (SGF's first row,
//!   numpy's first row).
//! - The flat point index, or *action index*, is `row * width + col`; the pass
//!   action is `width * height`.
//! - A GTP vertex is a column letter `A..` skipping `I`, then the row number
//!   counted from the **bottom**: `A19` is `(0, 0)` on 19×19, `T1` is `(18, 18)`.
//!   Case-insensitive; `pass` is a pass.
//! - An SGF point is two letters, column then row (`a..z` then `A..Z`), `aa` the
//!   top-left. A pass is the empty value, or `tt` on boards up to 19×19.
//!
//! The board is a grid of lines whose crossings are the points (1988 art. 1:
//! 19×19 lines; here any width and height from [`MIN_SIDE`] to [`MAX_SIDE`]).
//! A move places a stone on an empty point or passes (1988/2002 art. 2). [`BoardSize`], [`Point`], [`Move`] and [`PointError`] are also
//! at the crate root; [`parse_sgf_point`] and the limits ([`MIN_SIDE`],
//! [`MAX_SIDE`], [`BOARD_BITS`]) are here.

use std::fmt;

use thiserror::Error;

/// The largest supported width or height, in lines.
pub const MAX_SIDE: u8 = 25;
/// The smallest supported width or height, in lines.
pub const MIN_SIDE: u8 = 2;
/// Bits of the largest bitboard ([`crate::sized::BigBitboard`], eleven words): a
/// `width × height` board needs `(width + 1) * height` of them (one guard
/// column per row), so every size up to 25×25 fits.
pub const BOARD_BITS: usize = crate::bitboard::BIG_WORDS * 64;

/// Why a size, point, vertex or action was rejected. Never a panic: every parser
/// in tianyuan returns this for bad text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PointError {
    /// The size is outside 2..=25 on a side, or too large for the bitboard
    /// of the type asked for: `(width + 1) * height` must be at most 64 bits
    /// a word, 384 bits for the six-word types ([`crate::sized::Game`]: every board
    /// up to 19×19 and rectangles such as 25×14), 704 for the eleven-word ones
    /// ([`crate::sized::BigGame`]: up to 25×25). [`crate::AnyGame`] picks the words
    /// from the size, so it takes every size.
    #[error("unsupported board size {width}x{height}: each side must be 2..=25{}", words_hint(.width, .height))]
    UnsupportedSize {
        /// Columns asked for.
        width: u32,
        /// Rows asked for.
        height: u32,
    },
    /// `(row, col)` lies outside the board.
    #[error("point (row {row}, col {col}) is off the {width}x{height} board")]
    OffBoard {
        /// Zero-based row from the top.
        row: u32,
        /// Zero-based column from the left.
        col: u32,
        /// Board width.
        width: u8,
        /// Board height.
        height: u8,
    },
    /// An action index above `width * height` (the pass action).
    #[error("action {action} is out of range 0..={max}")]
    BadAction {
        /// The index given.
        action: usize,
        /// The pass action, the largest valid index.
        max: usize,
    },
    /// A GTP vertex of the right form whose column or row lies outside the
    /// board: `A10` or `K1` on 9×9 (no `(row, col)` can name a point above
    /// the top row).
    #[error("vertex {vertex:?} is off the {width}x{height} board")]
    VertexOffBoard {
        /// The vertex as given.
        vertex: String,
        /// Board width.
        width: u8,
        /// Board height.
        height: u8,
    },
    /// Text that is not a GTP vertex (`D4`, `pass`).
    #[error(
        "bad GTP vertex {0:?}: expected a column letter A-Z without I and a row number, or 'pass'"
    )]
    BadVertex(String),
    /// Text that is not an SGF point (`dd`, empty or `tt` for a pass).
    #[error("bad SGF point {0:?}: expected two letters a-z/A-Z (column, row)")]
    BadSgfPoint(String),
    /// An SGF `SZ` value that is not a board size (the text as written):
    /// not `n` or `w:h` (columns:rows) with whole-number sides 1..=52, as
    /// `SZ[0]`, `SZ[-5]`, `SZ[abc]`, `SZ[19:0]`. A record with such a size
    /// cannot be replayed ([`crate::sgf::GameInfo::board_size`]); a valid SGF
    /// size the engine does not support (`SZ[1]`, `SZ[26]`) is
    /// [`PointError::UnsupportedSize`].
    #[error("bad SGF board size SZ[{0}]: expected n or w:h (columns:rows), each side a whole number 1..=52 (SGF's range; boards of 2..=25 a side are played)")]
    BadSgfSize(String),
}

/// The hint of [`PointError::UnsupportedSize`] for a size whose sides are
/// in range: it was refused by a type with too few words.
fn words_hint(width: &u32, height: &u32) -> &'static str {
    let sides = (2..=25).contains(width) && (2..=25).contains(height);
    if sides && (width + 1) * height > (crate::bitboard::WORDS * 64) as u32 {
        " and (width+1)*height <= 384 for the six-word types (Game, Board, Position): \
         use the eleven-word ones (BigGame) or AnyGame, which takes every size"
    } else {
        ""
    }
}

/// A board's dimensions in lines: `width` columns by `height` rows.
///
/// Every size from 2×2 to 25×25, square or rectangular. A board of `W`
/// words ([`crate::sized::BoardOf`]) holds the sizes with `(width + 1) * height <=
/// 64 * W` ([`BoardSize::fits`]; one guard column per row): the three-word
/// types ([`crate::sized::TINY_WORDS`]) every size up to 13×13, the six-word ones
/// every size up to 19×19 and rectangles such as 25×14, the eleven-word
/// ones every size; [`BoardSize::words`] is the fewest words a size needs
/// (and [`crate::AnyGame`] uses the fewest of three, six and eleven that
/// is at least that).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    width: u8,
    height: u8,
}

impl BoardSize {
    /// The standard 19×19 board (1988 art. 1).
    pub const STANDARD: BoardSize = BoardSize {
        width: 19,
        height: 19,
    };

    /// A `width × height` board. Errors with [`PointError::UnsupportedSize`].
    pub fn new(width: u32, height: u32) -> Result<BoardSize, PointError> {
        let ok_side = |s: u32| (MIN_SIDE as u32..=MAX_SIDE as u32).contains(&s);
        if !ok_side(width) || !ok_side(height) || ((width + 1) * height) as usize > BOARD_BITS {
            return Err(PointError::UnsupportedSize { width, height });
        }
        Ok(BoardSize {
            width: width as u8,
            height: height as u8,
        })
    }

    /// The fewest 64-bit words a bitboard of this size needs:
    /// `ceil((width + 1) * height / 64)` (2 for 9×9, 3 for 13×13, 6 for
    /// 19×19, 11 for 25×25).
    #[inline]
    pub const fn words(self) -> usize {
        (self.stride() * self.height()).div_ceil(64)
    }

    /// Whether a bitboard of `words` words holds this size.
    #[inline]
    pub const fn fits(self, words: usize) -> bool {
        self.words() <= words
    }

    /// This size if a bitboard of `words` words holds it, else
    /// [`PointError::UnsupportedSize`].
    pub fn check_words(self, words: usize) -> Result<BoardSize, PointError> {
        if self.fits(words) {
            Ok(self)
        } else {
            Err(PointError::UnsupportedSize {
                width: self.width as u32,
                height: self.height as u32,
            })
        }
    }

    /// A square `n × n` board.
    pub fn square(n: u32) -> Result<BoardSize, PointError> {
        BoardSize::new(n, n)
    }

    /// Columns.
    #[inline]
    pub const fn width(self) -> usize {
        self.width as usize
    }

    /// Rows.
    #[inline]
    pub const fn height(self) -> usize {
        self.height as usize
    }

    /// Number of points, `width * height` (361 on 19×19).
    #[inline]
    pub const fn num_points(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// The pass action index, `width * height` (RULES.md §1).
    #[inline]
    pub const fn pass_action(self) -> usize {
        self.num_points()
    }

    /// Number of actions: every point plus the pass.
    #[inline]
    pub const fn num_actions(self) -> usize {
        self.num_points() + 1
    }

    /// Bits per bitboard row: the width plus one guard column.
    #[inline]
    pub const fn stride(self) -> usize {
        self.width as usize + 1
    }

    /// Whether `point` lies on this board.
    #[inline]
    pub const fn contains(self, point: Point) -> bool {
        point.row < self.height && point.col < self.width
    }

    /// Checks that `point` is on the board.
    pub fn check(self, point: Point) -> Result<Point, PointError> {
        if self.contains(point) {
            Ok(point)
        } else {
            Err(PointError::OffBoard {
                row: point.row as u32,
                col: point.col as u32,
                width: self.width,
                height: self.height,
            })
        }
    }

    /// The point at `(row, col)`, checked.
    pub fn point(self, row: usize, col: usize) -> Result<Point, PointError> {
        if row < self.height() && col < self.width() {
            Ok(Point::new(row as u8, col as u8))
        } else {
            Err(PointError::OffBoard {
                row: row.min(u32::MAX as usize) as u32,
                col: col.min(u32::MAX as usize) as u32,
                width: self.width,
                height: self.height,
            })
        }
    }

    /// The bitboard bit of an on-board point: `row * (width + 1) + col`.
    #[inline]
    pub const fn bit(self, point: Point) -> usize {
        point.row as usize * self.stride() + point.col as usize
    }

    /// The point of a bitboard bit (the inverse of [`BoardSize::bit`]).
    #[inline]
    pub const fn point_of_bit(self, bit: usize) -> Point {
        let stride = self.stride();
        Point::new((bit / stride) as u8, (bit % stride) as u8)
    }

    /// The flat action index `row * width + col` of a point (RULES.md §1).
    #[inline]
    pub const fn index(self, point: Point) -> usize {
        point.row as usize * self.width() + point.col as usize
    }

    /// The point of a flat index below `width * height`.
    pub fn point_of_index(self, index: usize) -> Result<Point, PointError> {
        if index < self.num_points() {
            Ok(Point::new(
                (index / self.width()) as u8,
                (index % self.width()) as u8,
            ))
        } else {
            Err(PointError::BadAction {
                action: index,
                max: self.num_points().saturating_sub(1),
            })
        }
    }

    /// The action index of a move: the point's flat index, or `width * height`
    /// for a pass. The point must be on the board.
    #[inline]
    pub const fn action(self, mv: Move) -> usize {
        match mv {
            Move::Place(p) => self.index(p),
            Move::Pass => self.pass_action(),
        }
    }

    /// The move of an action index in `0..=width*height`.
    pub fn move_of_action(self, action: usize) -> Result<Move, PointError> {
        if action == self.pass_action() {
            Ok(Move::Pass)
        } else if action < self.pass_action() {
            Ok(Move::Place(self.point_of_index(action)?))
        } else {
            Err(PointError::BadAction {
                action,
                max: self.pass_action(),
            })
        }
    }

    /// Every point, row by row from the top-left.
    pub fn points(self) -> impl Iterator<Item = Point> + Clone {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |r| (0..w).map(move |c| Point::new(r, c)))
    }

    /// The GTP vertex of a move: `D4`, `pass`.
    pub fn to_gtp(self, mv: Move) -> String {
        match mv {
            Move::Pass => "pass".to_string(),
            Move::Place(p) => format!(
                "{}{}",
                gtp_column_letter(p.col),
                self.height() - p.row as usize
            ),
        }
    }

    /// Parses a GTP vertex (`D4`, `d4`, `pass`), checking it is on this board.
    pub fn parse_gtp(self, text: &str) -> Result<Move, PointError> {
        let t = text.trim();
        let bad = || PointError::BadVertex(text.to_string());
        if t.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let col = gtp_column_index(letter).ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let number: usize = digits.parse().map_err(|_| bad())?;
        if number == 0 || number > self.height() || col as usize >= self.width() {
            return Err(PointError::VertexOffBoard {
                vertex: t.to_string(),
                width: self.width,
                height: self.height,
            });
        }
        Ok(Move::Place(Point::new((self.height() - number) as u8, col)))
    }

    /// The SGF value of a move: `dd`, or the empty string for a pass.
    pub fn to_sgf(self, mv: Move) -> String {
        match mv {
            Move::Pass => String::new(),
            Move::Place(p) => {
                let mut s = String::with_capacity(2);
                s.push(sgf_letter(p.col));
                s.push(sgf_letter(p.row));
                s
            }
        }
    }

    /// Parses an SGF move value: two letters (column, row); the empty value, or
    /// `tt` on boards up to 19×19, is a pass. Checks the point is on this board.
    #[inline]
    pub fn parse_sgf(self, text: &str) -> Result<Move, PointError> {
        // Two letters on the board and nothing else, as in nearly every
        // record: inline, without the Unicode trim (a fifth of a record's
        // reading cost in a profile).
        if let [c, r] = *text.as_bytes() {
            if let (Some(col), Some(row)) = (sgf_value(c), sgf_value(r)) {
                let pass = c == b't' && r == b't' && self.width <= 19 && self.height <= 19;
                let point = Point::new(row, col);
                if !pass && self.contains(point) {
                    return Ok(Move::Place(point));
                }
            }
        }
        self.parse_sgf_rest(text)
    }

    /// [`BoardSize::parse_sgf`] for every other value.
    #[cold]
    fn parse_sgf_rest(self, text: &str) -> Result<Move, PointError> {
        let t = text.trim();
        if t.is_empty() || (t == "tt" && self.width <= 19 && self.height <= 19) {
            return Ok(Move::Pass);
        }
        let point = parse_sgf_point(t)?;
        self.check(point).map(Move::Place)
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// Parses two SGF letters (column, row) into a point, without a board check.
pub fn parse_sgf_point(text: &str) -> Result<Point, PointError> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return Err(PointError::BadSgfPoint(text.to_string()));
    }
    match (sgf_value(b[0]), sgf_value(b[1])) {
        (Some(col), Some(row)) => Ok(Point::new(row, col)),
        _ => Err(PointError::BadSgfPoint(text.to_string())),
    }
}

#[inline]
fn sgf_value(b: u8) -> Option<u8> {
    match b {
        b'a'..=b'z' => Some(b - b'a'),
        b'A'..=b'Z' => Some(b - b'A' + 26),
        _ => None,
    }
}

fn sgf_letter(v: u8) -> char {
    if v < 26 {
        (b'a' + v) as char
    } else {
        (b'A' + v - 26) as char
    }
}

pub(crate) fn gtp_column_letter(col: u8) -> char {
    let c = b'A' + col;
    (if c >= b'I' { c + 1 } else { c }) as char
}

fn gtp_column_index(letter: char) -> Option<u8> {
    match letter {
        'A'..='H' => Some(letter as u8 - b'A'),
        'J'..='Z' => Some(letter as u8 - b'A' - 1),
        _ => None,
    }
}

/// An intersection, `(row, col)` zero-based from the top-left. A point knows
/// nothing of the board size; [`BoardSize::check`] tells whether it is on a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Row, 0 at the top.
    pub row: u8,
    /// Column, 0 at the left.
    pub col: u8,
}

impl Point {
    /// The point at `(row, col)`.
    #[inline]
    pub const fn new(row: u8, col: u8) -> Point {
        Point { row, col }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// A move: a stone placed on a point, or a pass (放弃下子权, 2002 art. 2).
/// Resignation is not a move; it ends the game (see the game layer).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Place a stone of the side to move on this point.
    Place(Point),
    /// Pass.
    Pass,
}

impl Move {
    /// The point of a placement, `None` for a pass.
    pub const fn point(self) -> Option<Point> {
        match self {
            Move::Place(p) => Some(p),
            Move::Pass => None,
        }
    }

    /// Whether this is a pass.
    pub const fn is_pass(self) -> bool {
        matches!(self, Move::Pass)
    }
}

impl From<Point> for Move {
    fn from(p: Point) -> Move {
        Move::Place(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert!(BoardSize::new(19, 19).is_ok());
        assert!(BoardSize::new(2, 2).is_ok());
        assert!(BoardSize::new(19, 13).is_ok());
        assert!(BoardSize::new(25, 14).is_ok()); // 26*14 = 364 bits
        assert!(BoardSize::new(1, 5).is_err());
        assert!(BoardSize::new(26, 2).is_err());
        assert!(BoardSize::new(26, 26).is_err());
        // 390 and 650 bits: beyond six words, within eleven.
        let s = BoardSize::new(25, 15).unwrap();
        assert_eq!((s.words(), s.fits(6), s.fits(11)), (7, false, true));
        let s = BoardSize::new(25, 25).unwrap();
        assert_eq!((s.words(), s.fits(6), s.fits(11)), (11, false, true));
        // 20 × 19 = 380 bits: six words; 364 bits for 25×14.
        assert_eq!(BoardSize::STANDARD.words(), 6);
        assert_eq!(BoardSize::new(25, 14).unwrap().words(), 6);
        assert_eq!(BoardSize::new(2, 2).unwrap().words(), 1);
        // The eleven-word types are suggested only where they would help.
        let err = BoardSize::new(25, 25).unwrap().check_words(6).unwrap_err();
        assert_eq!(
            err,
            PointError::UnsupportedSize {
                width: 25,
                height: 25
            }
        );
        assert!(err.to_string().contains("AnyGame"), "{err}");
        let hint = |w, h| {
            BoardSize::new(w, h)
                .unwrap_err()
                .to_string()
                .contains("AnyGame")
        };
        assert!(!hint(26, 26) && !hint(1, 5));
        assert_eq!(BoardSize::STANDARD.check_words(6), Ok(BoardSize::STANDARD));
    }

    #[test]
    fn gtp_corners_rules_md_section_1() {
        let s = BoardSize::STANDARD;
        assert_eq!(s.parse_gtp("A19"), Ok(Move::Place(Point::new(0, 0))));
        assert_eq!(s.parse_gtp("T1"), Ok(Move::Place(Point::new(18, 18))));
        assert_eq!(s.parse_gtp("t1"), Ok(Move::Place(Point::new(18, 18))));
        // J is the ninth column because I is skipped.
        assert_eq!(s.parse_gtp("J10"), Ok(Move::Place(Point::new(9, 8))));
        assert_eq!(s.parse_gtp("PASS"), Ok(Move::Pass));
        assert_eq!(s.to_gtp(Move::Place(Point::new(15, 3))), "D4");
        assert_eq!(s.to_gtp(Move::Place(Point::new(0, 8))), "J19");
        for bad in [
            "",
            "I5",
            "A0",
            "A20",
            "U1",
            "4D",
            "A1x",
            "Ä1",
            "A-1",
            "A99999999",
        ] {
            assert!(s.parse_gtp(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sgf_points() {
        let s = BoardSize::STANDARD;
        assert_eq!(s.parse_sgf("aa"), Ok(Move::Place(Point::new(0, 0))));
        assert_eq!(s.parse_sgf("pd"), Ok(Move::Place(Point::new(3, 15))));
        assert_eq!(s.parse_sgf(""), Ok(Move::Pass));
        assert_eq!(s.parse_sgf("tt"), Ok(Move::Pass));
        assert!(s.parse_sgf("zz").is_err());
        assert!(s.parse_sgf("a").is_err());
        assert!(s.parse_sgf("a1").is_err());
        let small = BoardSize::square(9).unwrap();
        assert!(small.parse_sgf("rs").is_err()); // gogui/invalidmove.sgf
        assert_eq!(s.to_sgf(Move::Place(Point::new(3, 15))), "pd");
    }

    /// The two-letter fast path against the general one (trim, `tt` on
    /// boards up to 19×19, two letters, on the board), on every pair of
    /// printable ASCII bytes, bare and padded, on sizes either side of 19
    /// and 26 (where the capital letters start).
    #[test]
    fn sgf_points_fast_path_agrees_with_the_general_one() {
        fn general(size: BoardSize, text: &str) -> Result<Move, PointError> {
            let t = text.trim();
            if t.is_empty() || (t == "tt" && size.width() <= 19 && size.height() <= 19) {
                return Ok(Move::Pass);
            }
            size.check(parse_sgf_point(t)?).map(Move::Place)
        }
        for (w, h) in [(19, 19), (9, 9), (20, 19), (19, 20), (25, 25), (2, 25)] {
            let size = BoardSize::new(w, h).unwrap();
            for a in b' '..=b'~' {
                for b in b' '..=b'~' {
                    let pair = String::from_utf8(vec![a, b]).unwrap();
                    for text in [pair.clone(), format!(" {pair}"), format!("{pair}\n")] {
                        assert_eq!(
                            size.parse_sgf(&text),
                            general(size, &text),
                            "{text:?} {w}x{h}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn action_indices() {
        let s = BoardSize::new(7, 5).unwrap();
        assert_eq!(s.action(Move::Pass), 35);
        assert_eq!(s.action(Move::Place(Point::new(2, 3))), 17);
        assert_eq!(s.move_of_action(17), Ok(Move::Place(Point::new(2, 3))));
        assert_eq!(s.move_of_action(35), Ok(Move::Pass));
        assert!(s.move_of_action(36).is_err());
        for p in s.points() {
            assert_eq!(s.point_of_bit(s.bit(p)), p);
        }
    }
}

//! Boards drawn as text: [`Board::from_ascii`] reads the format that
//! `Display` writes, so that tests can be written as pictures.

use std::fmt;

use super::*;

impl<const W: usize> BoardOf<W> {
    /// Reads a board drawn as text: one line per row, top row first, `X` (or `x`,
    /// `B`, `#`, `@`) Black, `O` (or `o`, `W`) White, `.` or `+` (or `,`) empty;
    /// spaces, row numbers and coordinate header lines are ignored. This is the
    /// format [`Board`]'s `Display` writes, so tests can be written as pictures.
    pub fn from_ascii(text: &str) -> Result<BoardOf<W>, BoardParseError> {
        let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
        for line in text.lines() {
            let cells: String = line
                .chars()
                .filter(|c| !c.is_whitespace() && !c.is_ascii_digit())
                .collect();
            if cells.is_empty()
                || !cells
                    .chars()
                    .all(|c| matches!(c, 'X' | 'x' | '#' | '@' | 'O' | 'o' | '.' | '+' | ','))
            {
                continue;
            }
            rows.push(
                cells
                    .chars()
                    .map(|c| match c {
                        'X' | 'x' | '#' | '@' => Some(Color::Black),
                        'O' | 'o' => Some(Color::White),
                        _ => None,
                    })
                    .collect(),
            );
        }
        let width = rows.first().ok_or(BoardParseError::Empty)?.len();
        for (i, r) in rows.iter().enumerate() {
            if r.len() != width {
                return Err(BoardParseError::Ragged {
                    row: i + 1,
                    found: r.len(),
                    expected: width,
                });
            }
        }
        let size = BoardSize::new(width as u32, rows.len() as u32)?;
        let mut board = BoardOf::<W>::try_new(size)?;
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if cell.is_some() {
                    board.set(Point::new(r as u8, c as u8), *cell)?;
                }
            }
        }
        Ok(board)
    }
}

impl crate::any::AnyBoard {
    /// [`BoardOf::from_ascii`] of a board of any size, on the fewest words
    /// that hold it (three, six or eleven, as [`crate::words_for`]). Errors:
    /// the six-word board's [`BoardParseError`] when no size reads it (a
    /// size over 25×25 is [`BoardParseError::Size`]).
    pub fn from_ascii(text: &str) -> Result<crate::any::AnyBoard, BoardParseError> {
        use crate::any::AnySize;
        use crate::bitboard::{BIG_WORDS, TINY_WORDS, WORDS};
        if let Ok(b) = BoardOf::<TINY_WORDS>::from_ascii(text) {
            return Ok(AnySize::Tiny(b));
        }
        match BoardOf::<WORDS>::from_ascii(text) {
            Ok(b) => Ok(AnySize::Small(b)),
            Err(small) => match BoardOf::<BIG_WORDS>::from_ascii(text) {
                Ok(b) => Ok(AnySize::Big(Box::new(b))),
                Err(_) => Err(small),
            },
        }
    }
}

impl<const W: usize> fmt::Display for BoardOf<W> {
    /// The board as ASCII: `X` Black, `O` White, `.` empty, GTP column letters
    /// above and below, row numbers (counted from the bottom) on both sides.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (w, h) = (self.size.width(), self.size.height());
        let header: String = (0..w)
            .map(|c| {
                let v = self
                    .size
                    .to_gtp(crate::point::Move::Place(Point::new(0, c as u8)));
                format!(" {}", &v[..1])
            })
            .collect();
        writeln!(f, "  {header}")?;
        for r in 0..h {
            write!(f, "{:>2}", h - r)?;
            for c in 0..w {
                let ch = match self.get(Point::new(r as u8, c as u8)) {
                    Some(color) => color.stone_char(),
                    None => '.',
                };
                write!(f, " {ch}")?;
            }
            writeln!(f, " {}", h - r)?;
        }
        write!(f, "  {header}")
    }
}

impl<const W: usize> fmt::Debug for BoardOf<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "BoardOf<W> {} hash {:#018x}", self.size, self.hash)?;
        fmt::Display::fmt(self, f)
    }
}

//! The two players' colours.

use std::fmt;
use std::ops::Not;

/// A player's colour. Black moves first (1988 art. 2; 2002 art. 2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player.
    Black = 0,
    /// The second player.
    White = 1,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White (an array index).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The SGF/GTP letter: `B` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// The ASCII board character: `X` for Black, `O` for White.
    pub const fn stone_char(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    /// Parses `b`, `black`, `w`, `white` (any case), as GTP and SGF write colours.
    pub fn parse(text: &str) -> Option<Color> {
        match text.trim().to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_and_parse() {
        assert_eq!(!Color::Black, Color::White);
        assert_eq!(Color::White.opponent(), Color::Black);
        assert_eq!(Color::parse("B"), Some(Color::Black));
        assert_eq!(Color::parse("white"), Some(Color::White));
        assert_eq!(Color::parse("x"), None);
    }
}

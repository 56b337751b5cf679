//! tianyuan: the rules of Go under the Chinese rules.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod bitboard;
mod color;
mod point;

pub use bitboard::{Bitboard, Bits, WORDS};
pub use color::Color;
pub use point::{parse_sgf_point, BoardSize, Move, Point, PointError, BOARD_BITS, MAX_SIDE, MIN_SIDE};

pub mod competition;

//! Neural-network input planes for a game and its last positions, in the
//! AlphaGo Zero layout (Silver et al. 2017, "Mastering the game of Go without
//! human knowledge", Methods: 17 planes of 19×19).
//!
//! With `t` the current position and `X` the side to move (the player who acts
//! on this observation), `Y` its opponent:
//!
//! | plane        | content                                              |
//! |--------------|------------------------------------------------------|
//! | `2k`, k<8    | X's stones `k` positions ago (`k = 0`: now)         |
//! | `2k + 1`     | Y's stones `k` positions ago                         |
//! | `16`         | all 1 when Black is to move, all 0 when White is     |
//!
//! A position is the board after each move, a pass included (the board then
//! repeats). Planes older than the start of the game are 0. Each plane is
//! `height × width`, row 0 at the top, index `row * width + col`.

use tianyuan::{Bitboard, BoardSize, Color};

/// Positions remembered per game.
pub const HISTORY: usize = 8;
/// Planes per observation: two per remembered position, and the colour plane.
pub const PLANES: usize = 2 * HISTORY + 1;

/// The last [`HISTORY`] boards as `[black, white]` stone sets, newest first.
#[derive(Copy, Clone, Debug)]
pub struct History {
    boards: [[Bitboard; 2]; HISTORY],
}

impl History {
    /// A history whose only position is `stones` (`[black, white]`).
    pub fn new(stones: [Bitboard; 2]) -> History {
        let mut boards = [[Bitboard::EMPTY; 2]; HISTORY];
        boards[0] = stones;
        History { boards }
    }

    /// Records a new current position.
    pub fn push(&mut self, stones: [Bitboard; 2]) {
        self.boards.rotate_right(1);
        self.boards[0] = stones;
    }

    fn plane_set(&self, plane: usize, to_move: Color) -> Option<Bitboard> {
        if plane >= 2 * HISTORY {
            return None;
        }
        let colour = if plane % 2 == 0 { to_move } else { !to_move };
        Some(self.boards[plane / 2][colour.index()])
    }

    /// Writes the [`PLANES`] dense planes (0 or 1 per point) into `out`, which
    /// holds `PLANES * height * width` bytes.
    pub fn write_dense(&self, size: BoardSize, to_move: Color, out: &mut [u8]) {
        let (w, h) = (size.width(), size.height());
        let n = w * h;
        for (plane, chunk) in out.chunks_exact_mut(n).enumerate().take(PLANES) {
            match self.plane_set(plane, to_move) {
                Some(set) => {
                    chunk.fill(0);
                    for bit in set.bits() {
                        let p = size.point_of_bit(bit);
                        chunk[size.index(p)] = 1;
                    }
                }
                None => chunk.fill(u8::from(to_move == Color::Black)),
            }
        }
    }

    /// Writes the planes bit-packed as `numpy.packbits(..., bitorder="big")`
    /// does on each flattened plane: point `i` (`row * width + col`) is bit
    /// `7 - i % 8` (most significant first) of byte `i / 8`; unused low bits of
    /// the last byte are 0. `out` holds `PLANES * ceil(height * width / 8)` bytes.
    pub fn write_packed(&self, size: BoardSize, to_move: Color, out: &mut [u8]) {
        let n = size.num_points();
        let bytes = n.div_ceil(8);
        for (plane, chunk) in out.chunks_exact_mut(bytes).enumerate().take(PLANES) {
            chunk.fill(0);
            match self.plane_set(plane, to_move) {
                Some(set) => {
                    for bit in set.bits() {
                        let i = size.index(size.point_of_bit(bit));
                        chunk[i / 8] |= 0x80 >> (i % 8);
                    }
                }
                None if to_move == Color::Black => {
                    for i in 0..n {
                        chunk[i / 8] |= 0x80 >> (i % 8);
                    }
                }
                None => {}
            }
        }
    }
}

/// The `[black, white]` stones of a board.
pub fn stones(board: &tianyuan::Board) -> [Bitboard; 2] {
    [board.stones(Color::Black), board.stones(Color::White)]
}

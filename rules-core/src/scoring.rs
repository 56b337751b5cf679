//! The area count (数子法, 1988/2002 art. 9, 11) and the Tromp-Taylor count.

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::komi::Komi;
use crate::point::Point;
use crate::result::GameResult;

/// A count, in half stones of area ("halves": a point is 2; a shared point gives
/// 1 to each side). Margins in quarter stones equal margins in half points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// Black's living stones.
    pub black_stones: u32,
    /// White's living stones.
    pub white_stones: u32,
    /// Empty (or dead-stone) points surrounded by Black only.
    pub black_territory: u32,
    /// Empty (or dead-stone) points surrounded by White only.
    pub white_territory: u32,
    /// Points shared half and half (dame, seki liberties; art. 9.1).
    pub shared_points: u32,
    /// Black's count in halves.
    pub black_count_halves: u32,
    /// White's count in halves.
    pub white_count_halves: u32,
    /// The baseline (归本数, art. 9.2) in halves: the number of points.
    pub baseline_halves: u32,
    /// Komi.
    pub komi: Komi,
    /// Handicap compensation to White, in points.
    pub compensation_points: u32,
    /// Penalty stones `[black, white]` (2002 art. 24.1).
    pub penalty_stones: [u32; 2],
    /// Dead Black stones removed.
    pub dead_black: u32,
    /// Dead White stones removed.
    pub dead_white: u32,
    /// Black's margin in quarter stones (= half points); negative: White wins.
    pub margin_quarter_stones: i32,
}

/// A dead-stone list that does not fit the board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ScoreError {
    /// A point marked dead holds no stone.
    #[error("the point {0} marked dead holds no stone")]
    DeadPointEmpty(Point),
    /// A point marked dead is off the board.
    #[error("the point {0} marked dead is off the board")]
    DeadPointOffBoard(Point),
}

impl Score {
    /// The winner; `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self.margin_quarter_stones {
            m if m > 0 => Some(Color::Black),
            m if m < 0 => Some(Color::White),
            _ => None,
        }
    }

    /// Black's margin in half points (equal to quarter stones).
    pub fn margin_half_points(&self) -> i32 {
        self.margin_quarter_stones
    }

    /// The result.
    pub fn result(&self) -> GameResult {
        match self.winner() {
            None => GameResult::Draw,
            Some(winner) => GameResult::Score {
                winner,
                margin_half_points: self.margin_quarter_stones.unsigned_abs(),
            },
        }
    }

    /// Black's count as text: `184½`.
    pub fn black_count_string(&self) -> String {
        let h = self.black_count_halves;
        if h % 2 == 0 {
            format!("{}", h / 2)
        } else {
            format!("{}½", h / 2)
        }
    }
}

/// The area count with `dead` stones removed (see [`Score`]). Allocates nothing.
pub fn area_score(
    board: &Board,
    dead: &Bitboard,
    komi: Komi,
    compensation_points: u32,
    penalty_stones: [u32; 2],
) -> Score {
    let size = board.size();
    let stride = size.stride() as u32;
    let black = board.stones(Color::Black).and_not(dead);
    let white = board.stones(Color::White).and_not(dead);
    let open = board.on_board().and_not(&(black | white));
    let (mut bt, mut wt, mut shared) = (0u32, 0u32, 0u32);
    let mut rest = open;
    while let Some(bit) = rest.first() {
        let region = Bitboard::flood_fill(Bitboard::from_bit(bit), &open, stride);
        rest = rest.and_not(&region);
        let border = board.neighbours(&region);
        let n = region.count();
        match (border.intersects(&black), border.intersects(&white)) {
            (true, false) => bt += n,
            (false, true) => wt += n,
            _ => shared += n,
        }
    }
    let (bs, ws) = (black.count(), white.count());
    let black_count_halves = 2 * (bs + bt) + shared;
    let white_count_halves = 2 * (ws + wt) + shared;
    let n = size.num_points() as i64;
    let margin = 2 * black_count_halves as i64
        - 2 * n
        - komi.quarter_stones() as i64
        - 2 * compensation_points as i64
        + 4 * (penalty_stones[1] as i64 - penalty_stones[0] as i64);
    Score {
        black_stones: bs,
        white_stones: ws,
        black_territory: bt,
        white_territory: wt,
        shared_points: shared,
        black_count_halves,
        white_count_halves,
        baseline_halves: n as u32,
        komi,
        compensation_points,
        penalty_stones,
        dead_black: (board.stones(Color::Black) & *dead).count(),
        dead_white: (board.stones(Color::White) & *dead).count(),
        margin_quarter_stones: margin as i32,
    }
}

/// [`area_score`] with the dead stones given as points, checked.
pub fn area_score_points(
    board: &Board,
    dead: &[Point],
    komi: Komi,
    compensation_points: u32,
    penalty_stones: [u32; 2],
) -> Result<Score, ScoreError> {
    let size = board.size();
    let mut set = Bitboard::EMPTY;
    for &p in dead {
        if !size.contains(p) {
            return Err(ScoreError::DeadPointOffBoard(p));
        }
        if board.get(p).is_none() {
            return Err(ScoreError::DeadPointEmpty(p));
        }
        set.insert(size.bit(p));
    }
    Ok(area_score(
        board,
        &set,
        komi,
        compensation_points,
        penalty_stones,
    ))
}

/// The Tromp-Taylor count: every stone alive.
pub fn tromp_taylor_score(board: &Board, komi: Komi, compensation_points: u32) -> Score {
    area_score(board, &Bitboard::EMPTY, komi, compensation_points, [0, 0])
}

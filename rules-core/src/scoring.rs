//! Counting a finished game: the area count (数子法) of the Chinese rules
//! (1988/2002 art. 9, 11; RULES.md §7), and the Tromp-Taylor count.
//!
//! [`Score`] and [`ScoreError`] are also at the crate root. Here are
//! [`ScoreErrorKind`], what each point is in the area count
//! ([`PointStatus`]) and the fixed-size [`area_score`], [`territory_map`]
//! and [`tromp_taylor_score`] (also in [`crate::sized`]).
//!
//! # The count, precisely
//! 1. The dead stones, fixed by the players' agreement (art. 8; 2002 art. 21.4),
//!    are taken off ("先将双方死子全部清理出盘外", art. 9). Their points
//!    become empty for the rest of the count.
//! 2. The points that are not living stones form *regions* (orthogonally
//!    connected). A region whose border holds living stones of one colour only
//!    is that colour's territory ("活棋围住的点", art. 9), point for point.
//! 3. A region whose border holds living stones of both colours (dame, the
//!    shared liberties of a seki, points still contestable at the end, which
//!    2002 art. 21.2 orders treated as seki) is **shared**: every point of it
//!    gives half a stone to each side ("双方活棋之间的空点各得一半", art. 9).
//!    A region bordered by no living stone (an empty board) is shared too.
//!    An eye inside a seki that only one side's stones surround is a region of
//!    its own and belongs to that side.
//! 4. Each side's count is its living stones plus its territory plus half the
//!    shared points, so the two counts always sum to the number of points N.
//!
//! # Units (no floats)
//! Every count, komi and margin is an integer of **half points**, the one
//! integer unit of the crate, the C API and the Python pickles: it is the
//! smallest step any of them takes (a shared point gives half a point of
//! area to each side; komi is 7.5 points) and the unit of SGF `KM`/`RE` and
//! GTP. Read in the stones (子) of the Chinese rules the same integers are
//! **halves of a stone** for a count (a point of area counts one stone) and
//! **quarter stones** for komi and the margin (one stone of count is two
//! points of margin: Black's excess over the baseline of half the points),
//! so 15 is 7.5 points, 3¾ stones (2002 art. 11). Each [`Score`] field has
//! one unit, which its name says: `*_half_points` (the counts, the baseline,
//! the margin), `*_stones` and `dead_*` (stones on the board),
//! `*_territory` and `shared_points` (points of the board),
//! `compensation_points` (whole points). The fields once named
//! `black_count_halves`, `white_count_halves`, `baseline_halves` and
//! `margin_quarter_stones` held the same integers; methods of those names
//! remain, deprecated, until 0.3.
//! With N points on the board, c points of handicap compensation to White,
//! and warnings (2002 art. 24.1: each costs the warned side one stone at the
//! count):
//!
//! `margin_q = 2·black_halves − 2N − komi_q − 2c + 4·(white_warnings − black_warnings)`
//!
//! since the baseline (归本数, art. 9.2) N/2 stones is 2N quarter stones.
//! Example (2002 art. 11): 19×19, komi 3¾ stones (15), Black 185 →
//! 740 − 722 − 15 = +3: Black wins by ¾ stone, 1.5 points.

use std::fmt;

use thiserror::Error;

use crate::any::{map_any, with_any, AnyGame, AnySize};
use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::komi::{quarter_string, Komi};
use crate::point::{BoardSize, Point};
use crate::result::GameResult;

/// The count of a finished game (see the module docs for units and rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    /// Living black stones on the board.
    pub black_stones: u32,
    /// Living white stones on the board.
    pub white_stones: u32,
    /// Points (empty, or freed by removing dead stones) in regions bordered by
    /// living black stones only.
    pub black_territory: u32,
    /// Points in regions bordered by living white stones only.
    pub white_territory: u32,
    /// Points in regions bordered by both colours or by neither: half to each.
    pub shared_points: u32,
    /// Black's count in half points of area: `2·(stones + territory) +
    /// shared` (369 = 184½ points of area, read as 184½ stones).
    pub black_count_half_points: u32,
    /// White's count in half points of area.
    pub white_count_half_points: u32,
    /// The baseline (归本数, art. 9.2: half the points) in half points: N,
    /// the number of points (361 on 19×19 = 180½ points = 180½ stones).
    pub baseline_half_points: u32,
    /// Komi given by Black (half points: 2002 art. 11's 3¾ stones are 15).
    pub komi: Komi,
    /// Handicap compensation to White, in points (see
    /// [`crate::rules::HandicapCompensation::points`]).
    pub compensation_points: u32,
    /// Warnings at the count, `[black, white]`, one stone each (2002 art. 24.1).
    pub penalty_stones: [u32; 2],
    /// Black stones removed as dead.
    pub dead_black: u32,
    /// White stones removed as dead.
    pub dead_white: u32,
    /// The margin in half points, positive when Black wins: `3` = 1.5
    /// points = ¾ stone (one stone of count is two points of margin).
    pub margin_half_points: i32,
}

impl Score {
    /// The winner, `None` for a draw (a margin of exactly zero).
    pub fn winner(&self) -> Option<Color> {
        match self.margin_half_points {
            0 => None,
            m if m > 0 => Some(Color::Black),
            _ => Some(Color::White),
        }
    }

    /// The margin in half points, positive when Black wins: the field of the
    /// same name (for code written against the method).
    pub fn margin_half_points(&self) -> i32 {
        self.margin_half_points
    }

    /// Black's count in half points of area: the field of the same name.
    pub fn black_count_half_points(&self) -> u32 {
        self.black_count_half_points
    }

    /// White's count in half points of area: the field of the same name.
    pub fn white_count_half_points(&self) -> u32 {
        self.white_count_half_points
    }

    /// The baseline (归本数, art. 9.2) in half points: the field of the same
    /// name.
    pub fn baseline_half_points(&self) -> u32 {
        self.baseline_half_points
    }

    /// The margin in quarter stones: the same integer as the field
    /// `margin_half_points`, its name before 0.2.
    #[deprecated(
        since = "0.2.0",
        note = "the field `margin_half_points` (the same integer)"
    )]
    pub fn margin_quarter_stones(&self) -> i32 {
        self.margin_half_points
    }

    /// Black's count in halves of a stone: the same integer as the field
    /// `black_count_half_points`, its name before 0.2.
    #[deprecated(
        since = "0.2.0",
        note = "the field `black_count_half_points` (the same integer)"
    )]
    pub fn black_count_halves(&self) -> u32 {
        self.black_count_half_points
    }

    /// White's count in halves of a stone: the same integer as the field
    /// `white_count_half_points`, its name before 0.2.
    #[deprecated(
        since = "0.2.0",
        note = "the field `white_count_half_points` (the same integer)"
    )]
    pub fn white_count_halves(&self) -> u32 {
        self.white_count_half_points
    }

    /// The baseline in halves of a stone: the same integer as the field
    /// `baseline_half_points`, its name before 0.2.
    #[deprecated(
        since = "0.2.0",
        note = "the field `baseline_half_points` (the same integer)"
    )]
    pub fn baseline_halves(&self) -> u32 {
        self.baseline_half_points
    }

    /// The result: [`GameResult::Score`] or [`GameResult::Draw`].
    pub fn result(&self) -> GameResult {
        GameResult::from_margin(self.margin_half_points)
    }

    /// Black's count in stones with a vulgar fraction: `184½`, `185`.
    pub fn black_count_string(&self) -> String {
        quarter_string(2 * i64::from(self.black_count_half_points))
    }

    /// White's count in stones with a vulgar fraction: `176½`.
    pub fn white_count_string(&self) -> String {
        quarter_string(2 * i64::from(self.white_count_half_points))
    }

    /// The margin in stones with a vulgar fraction, Black positive: `¾`, `-¼`.
    pub fn margin_stones_string(&self) -> String {
        quarter_string(i64::from(self.margin_half_points))
    }
}

/// Why a list of dead stones was refused by [`area_score_points`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum ScoreError {
    /// A point marked dead holds no stone.
    #[error("the point {0} marked dead holds no stone")]
    DeadPointEmpty(Point),
    /// A point marked dead is off the board.
    #[error("the point {0} marked dead is off the board")]
    DeadPointOffBoard(Point),
}

/// The kinds of [`ScoreError`], without their point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScoreErrorKind {
    /// [`ScoreError::DeadPointEmpty`]
    DeadPointEmpty,
    /// [`ScoreError::DeadPointOffBoard`]
    DeadPointOffBoard,
}

impl ScoreErrorKind {
    /// Every kind.
    pub const ALL: [ScoreErrorKind; 2] = [Self::DeadPointEmpty, Self::DeadPointOffBoard];
}

impl ScoreError {
    /// This error's kind.
    pub fn kind(&self) -> ScoreErrorKind {
        match self {
            Self::DeadPointEmpty(_) => ScoreErrorKind::DeadPointEmpty,
            Self::DeadPointOffBoard(_) => ScoreErrorKind::DeadPointOffBoard,
        }
    }

    /// The point concerned.
    pub fn point(&self) -> Point {
        match *self {
            Self::DeadPointEmpty(p) | Self::DeadPointOffBoard(p) => p,
        }
    }
}

/// What one point counts as (see [`TerritoryMap::status`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PointStatus {
    /// A living stone: one stone of count for its colour.
    Alive(Color),
    /// A dead stone, removed at the count; its point counts like an empty one.
    Dead {
        /// The colour of the dead stone.
        stone: Color,
        /// Whose territory the freed point is; `None` when it is shared.
        owner: Option<Color>,
    },
    /// An empty point of one side's territory.
    Territory(Color),
    /// An empty point shared half and half (dame, seki liberty).
    Shared,
}

/// Every point's part in the count, as bitboards (no allocation).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TerritoryMapOf<const W: usize> {
    size: BoardSize,
    alive: [BitboardOf<W>; 2],
    dead: [BitboardOf<W>; 2],
    territory: [BitboardOf<W>; 2],
    shared: BitboardOf<W>,
}

impl<const W: usize> TerritoryMapOf<W> {
    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Living stones of `color`.
    pub fn alive(&self, color: Color) -> BitboardOf<W> {
        self.alive[color.index()]
    }

    /// Stones of `color` removed as dead.
    pub fn dead(&self, color: Color) -> BitboardOf<W> {
        self.dead[color.index()]
    }

    /// `color`'s territory: empty points and dead stones' points in regions
    /// bordered by `color`'s living stones only.
    pub fn territory(&self, color: Color) -> BitboardOf<W> {
        self.territory[color.index()]
    }

    /// Points shared half and half (empty or dead-stone points in regions
    /// bordered by both colours, or by neither).
    pub fn shared(&self) -> BitboardOf<W> {
        self.shared
    }

    /// `color`'s whole area: living stones and territory.
    pub fn area(&self, color: Color) -> BitboardOf<W> {
        self.alive[color.index()] | self.territory[color.index()]
    }

    /// What the point counts as; `None` off the board.
    pub fn status(&self, point: Point) -> Option<PointStatus> {
        if !self.size.contains(point) {
            return None;
        }
        let bit = self.size.bit(point);
        let owner = Color::ALL
            .into_iter()
            .find(|c| self.territory[c.index()].contains(bit));
        for c in Color::ALL {
            if self.alive[c.index()].contains(bit) {
                return Some(PointStatus::Alive(c));
            }
            if self.dead[c.index()].contains(bit) {
                return Some(PointStatus::Dead { stone: c, owner });
            }
        }
        Some(match owner {
            Some(c) => PointStatus::Territory(c),
            None => PointStatus::Shared,
        })
    }

    /// The colour the point counts wholly for (a living stone or territory);
    /// `None` for shared or off-board points.
    pub fn owner(&self, point: Point) -> Option<Color> {
        match self.status(point)? {
            PointStatus::Alive(c) | PointStatus::Territory(c) => Some(c),
            PointStatus::Dead { owner, .. } => owner,
            PointStatus::Shared => None,
        }
    }
}

impl PointStatus {
    /// A letter for diagrams: `X`/`O` living Black/White stones, `x`/`o` dead
    /// ones, `b`/`w` Black's/White's empty territory, `-` shared points.
    pub fn mark(self) -> char {
        match self {
            PointStatus::Alive(Color::Black) => 'X',
            PointStatus::Alive(Color::White) => 'O',
            PointStatus::Dead {
                stone: Color::Black,
                ..
            } => 'x',
            PointStatus::Dead {
                stone: Color::White,
                ..
            } => 'o',
            PointStatus::Territory(Color::Black) => 'b',
            PointStatus::Territory(Color::White) => 'w',
            PointStatus::Shared => '-',
        }
    }
}

impl<const W: usize> fmt::Display for TerritoryMapOf<W> {
    /// One line per row, top first, each point as [`PointStatus::mark`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.size.height() {
            let row: String = (0..self.size.width())
                .map(|c| {
                    self.status(Point::new(r as u8, c as u8))
                        .map_or('-', PointStatus::mark)
                })
                .collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

/// [`TerritoryMapOf`] at any size ([`AnyGame::territory_map`]).
pub type AnyTerritoryMap = AnySize<
    TerritoryMapOf<{ crate::bitboard::TINY_WORDS }>,
    TerritoryMapOf<{ crate::bitboard::WORDS }>,
    TerritoryMapOf<{ crate::bitboard::BIG_WORDS }>,
>;

impl AnyTerritoryMap {
    /// The board size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, m => m.size())
    }

    /// What the point counts as ([`TerritoryMapOf::status`]); `None` off
    /// the board.
    pub fn status(&self, point: Point) -> Option<PointStatus> {
        with_any!(self, m => m.status(point))
    }

    /// The stones of both colours removed as dead (whole chains), row by
    /// row from the top-left.
    pub fn dead_points(&self) -> Vec<Point> {
        with_any!(self, m => (m.dead(Color::Black) | m.dead(Color::White)).points(m.size()).collect())
    }
}

impl fmt::Display for AnyTerritoryMap {
    /// As [`TerritoryMapOf`]'s: one line per row, [`PointStatus::mark`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        with_any!(self, m => fmt::Display::fmt(m, f))
    }
}

impl AnyGame {
    /// The board's [`territory_map`] (2002 art. 9) with the chains of the
    /// stones of `dead` lifted (each marks its whole chain); points of
    /// `dead` that hold no stone or lie off the board are ignored.
    pub fn territory_map(&self, dead: &[Point]) -> AnyTerritoryMap {
        map_any!(self, g => territory_map(g.board(), &dead_set(g.size(), dead)))
    }
}

/// The points of `dead` on a board of `size` as a bitboard, those off the
/// board left out.
pub(crate) fn dead_set<const W: usize>(size: BoardSize, dead: &[Point]) -> BitboardOf<W> {
    BitboardOf::from_points(size, dead.iter().copied().filter(|&p| size.contains(p)))
}

/// Classifies every point (art. 9, see the module docs). A stone of `dead`
/// marks its whole chain dead: the stones of a chain share one fate (art. 3,
/// 4), so agreeing that one is dead agrees that all are (a client may pass
/// one stone per chain). Points of `dead` that hold no stone are ignored.
/// Four flood fills, no allocation.
pub fn territory_map<const W: usize>(
    board: &BoardOf<W>,
    dead: &BitboardOf<W>,
) -> TerritoryMapOf<W> {
    let black = board.stones(Color::Black);
    let white = board.stones(Color::White);
    let stride = board.size().stride() as u32;
    let dead_all = BitboardOf::<W>::flood_fill(*dead & black, &black, stride)
        | BitboardOf::<W>::flood_fill(*dead & white, &white, stride);
    let alive = [black.and_not(&dead_all), white.and_not(&dead_all)];
    // Empty points and dead stones' points: the regions of the count.
    let open = board.on_board().and_not(&(alive[0] | alive[1]));
    // The open points reachable from each side's living stones.
    let reach =
        |c: usize| BitboardOf::<W>::flood_fill(board.neighbours(&alive[c]) & open, &open, stride);
    let (reach_black, reach_white) = (reach(0), reach(1));
    let territory = [
        reach_black.and_not(&reach_white),
        reach_white.and_not(&reach_black),
    ];
    TerritoryMapOf {
        size: board.size(),
        alive,
        dead: [black & dead_all, white & dead_all],
        territory,
        shared: open.and_not(&(territory[0] | territory[1])),
    }
}

/// The area count of a finished game (数子法, 1988/2002 art. 9; komi art. 11;
/// warnings 2002 art. 24.1), with `dead` the stones both players agreed are
/// dead (art. 8); a stone of `dead` marks its whole chain (see
/// [`territory_map`]). Points of `dead` that hold no stone are ignored; use
/// [`area_score_points`] to have them refused. Allocates nothing.
///
/// `komi` is given by Black (negative: given by White); `compensation_points`
/// go to White for handicap stones; `penalty_stones` are the warnings
/// `[black, white]`, one stone each.
///
/// ```
/// use tianyuan::{Color, Komi};
/// use tianyuan::sized::{area_score, Bitboard, Board};
/// // The dead white stone (1,1) is removed; (2,2) is dame.
/// let board = Board::from_ascii(".XO..\n.OXO.\n.X.O.\n.XO..\n.XO..").unwrap();
/// let dead = Bitboard::from_points(board.size(), [tianyuan::Point::new(1, 1)]);
/// let s = area_score(&board, &dead, Komi::ZERO, 0, [0, 0]);
/// // Black: 5 stones + column 0 and (1,1) = 11, + ½ dame = 11½ stones.
/// assert_eq!(s.black_count_string(), "11½");
/// // Baseline 12½: Black loses by 1 stone = 2 points.
/// assert_eq!(s.winner(), Some(Color::White));
/// assert_eq!(s.result().to_sgf(), "W+2");
/// ```
pub fn area_score<const W: usize>(
    board: &BoardOf<W>,
    dead: &BitboardOf<W>,
    komi: Komi,
    compensation_points: u32,
    penalty_stones: [u32; 2],
) -> Score {
    score_map(
        &territory_map(board, dead),
        komi,
        compensation_points,
        penalty_stones,
    )
}

/// [`area_score`] with the dead stones as a list of points, checked first.
///
/// Errors: [`ScoreError::DeadPointOffBoard`] for a point off the board,
/// [`ScoreError::DeadPointEmpty`] for a point without a stone; the first bad
/// point in list order is reported.
pub fn area_score_points<const W: usize>(
    board: &BoardOf<W>,
    dead: &[Point],
    komi: Komi,
    compensation_points: u32,
    penalty_stones: [u32; 2],
) -> Result<Score, ScoreError> {
    let size = board.size();
    let mut set = BitboardOf::<W>::EMPTY;
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

/// The Tromp-Taylor count: every stone on the board is alive; a player's score
/// is her stones plus the empty points that reach only her stones. Points that
/// reach both colours or neither are reported as [`Score::shared_points`] and
/// split half and half in the counts, which leaves the margin exactly the
/// Tromp-Taylor margin (a neutral point adds the same to both sides).
pub fn tromp_taylor_score<const W: usize>(
    board: &BoardOf<W>,
    komi: Komi,
    compensation_points: u32,
) -> Score {
    area_score(
        board,
        &BitboardOf::<W>::EMPTY,
        komi,
        compensation_points,
        [0, 0],
    )
}

fn score_map<const W: usize>(
    map: &TerritoryMapOf<W>,
    komi: Komi,
    compensation_points: u32,
    penalty_stones: [u32; 2],
) -> Score {
    let black_stones = map.alive[0].count();
    let white_stones = map.alive[1].count();
    let black_territory = map.territory[0].count();
    let white_territory = map.territory[1].count();
    let shared_points = map.shared.count();
    let black_count_half_points = 2 * (black_stones + black_territory) + shared_points;
    let white_count_half_points = 2 * (white_stones + white_territory) + shared_points;
    // Quarter stones: (B − W in halves) is 2·B_halves − 2N since B + W = 2N.
    let margin = i64::from(black_count_half_points)
        - i64::from(white_count_half_points)
        - i64::from(komi.half_points())
        - 2 * i64::from(compensation_points)
        + 4 * (i64::from(penalty_stones[1]) - i64::from(penalty_stones[0]));
    Score {
        black_stones,
        white_stones,
        black_territory,
        white_territory,
        shared_points,
        black_count_half_points,
        white_count_half_points,
        baseline_half_points: map.size.num_points() as u32,
        komi,
        compensation_points,
        penalty_stones,
        dead_black: map.dead[0].count(),
        dead_white: map.dead[1].count(),
        margin_half_points: margin.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
    }
}

/// The count's map of a six-word board (see [`TerritoryMapOf`]).
pub type TerritoryMap = TerritoryMapOf<{ crate::bitboard::WORDS }>;

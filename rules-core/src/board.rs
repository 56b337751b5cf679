//! Stones, chains, liberties and captures (1988/2002 art. 3, 4, 5).
//!
//! A [`Board`] is only the arrangement of stones and its Zobrist hash: 160 bytes,
//! `Copy`, cheap to clone for search. It knows nothing of whose turn it is or of
//! ko; [`crate::Position`] adds those. Chains are not stored: they are computed on
//! demand by bitboard flood fill, so there is no chain bookkeeping to get wrong,
//! and most moves decide captures and suicide from the placed stone's immediate
//! neighbourhood without any fill.

use std::fmt;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::chains::Chains;
use crate::color::Color;
use crate::point::{BoardSize, Point, PointError};
use crate::zobrist;

/// The arrangement of stones on a board, with its Zobrist hash (see [`zobrist`])
/// and the chain bookkeeping derived from the stones (heads, stone lists and
/// pseudo-liberty counts, see `chains.rs`). Equality and hashing look at the
/// size and the stones only.
#[derive(Copy, Clone)]
pub struct Board {
    size: BoardSize,
    on_board: Bitboard,
    stones: [Bitboard; 2],
    hash: u64,
    chains: Chains,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.stones == other.stones
    }
}

impl Eq for Board {}

impl std::hash::Hash for Board {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.size.hash(state);
        self.stones.hash(state);
    }
}

/// What placing a stone would do, worked out without changing the board
/// (see [`Board::evaluate`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The placed stone's bit.
    pub bit: usize,
    /// The colour placed.
    pub color: Color,
    /// Opponent stones removed (art. 4: opponent chains left without liberties).
    pub captured: Bitboard,
    /// The placed stone's chain after the captures, when it has no liberties
    /// (suicide; empty otherwise).
    pub suicided: Bitboard,
    /// The board's hash after the move.
    pub hash_after: u64,
    /// The simple-ko point the move creates for the opponent: set when one stone
    /// captured exactly one stone and is left a lone stone whose only liberty is
    /// the captured point.
    pub ko_point: Option<usize>,
}

impl Placement {
    /// Whether the move leaves its own chain without liberties while capturing
    /// nothing: a forbidden point (禁着点, 1988/2002 art. 5).
    #[inline]
    pub fn is_suicide(&self) -> bool {
        !self.suicided.is_empty()
    }
}

/// A mismatch found by [`Board::check_invariants`] or
/// [`crate::Position::check_invariants`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invariant broken: {0}")]
pub struct InvariantError(pub String);

/// Why ASCII board text could not be read (see [`Board::from_ascii`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardParseError {
    /// No line held board points.
    #[error("no board rows found (rows are made of X, O and . characters)")]
    Empty,
    /// Rows of different widths.
    #[error("row {row} has {found} points, expected {expected}")]
    Ragged {
        /// 1-based row from the top.
        row: usize,
        /// Points in that row.
        found: usize,
        /// Points in the first row.
        expected: usize,
    },
    /// The size is not supported.
    #[error(transparent)]
    Size(#[from] PointError),
}

impl Board {
    /// An empty board of `size`.
    pub fn new(size: BoardSize) -> Board {
        Board {
            size,
            on_board: Bitboard::full(size),
            stones: [Bitboard::EMPTY; 2],
            hash: 0,
            chains: Chains::new(),
        }
    }

    /// Recomputes the chain bookkeeping from the stones.
    fn rebuild_chains(&mut self) {
        let empty = self.empty();
        self.chains.rebuild(&self.stones, &empty, self.stride());
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Every on-board point as a bitboard.
    #[inline]
    pub fn on_board(&self) -> &Bitboard {
        &self.on_board
    }

    /// The stones of one colour.
    #[inline]
    pub fn stones(&self, color: Color) -> Bitboard {
        self.stones[color.index()]
    }

    /// Every stone of both colours.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.stones[0] | self.stones[1]
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> Bitboard {
        self.on_board.and_not(&self.occupied())
    }

    /// The Zobrist hash of the arrangement (stones only; see [`zobrist`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    fn stride(&self) -> u32 {
        self.size.stride() as u32
    }

    /// The colour on a point, `None` if empty or off the board.
    pub fn get(&self, point: Point) -> Option<Color> {
        if !self.size.contains(point) {
            return None;
        }
        self.color_at_bit(self.size.bit(point))
    }

    /// The colour on a bitboard bit, `None` if empty.
    #[inline]
    pub fn color_at_bit(&self, bit: usize) -> Option<Color> {
        if self.stones[0].contains(bit) {
            Some(Color::Black)
        } else if self.stones[1].contains(bit) {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Puts a stone on, or clears, a point without any rule (set-up stones, SGF
    /// `AB`/`AW`/`AE`). Chains left without liberties are kept as they are;
    /// [`crate::Position::new`] rejects such a board.
    pub fn set(&mut self, point: Point, stone: Option<Color>) -> Result<(), PointError> {
        let point = self.size.check(point)?;
        let bit = self.size.bit(point);
        if let Some(old) = self.color_at_bit(bit) {
            self.stones[old.index()].remove(bit);
            self.hash ^= zobrist::stone_key(old, bit);
        }
        if let Some(c) = stone {
            self.stones[c.index()].insert(bit);
            self.hash ^= zobrist::stone_key(c, bit);
        }
        self.rebuild_chains();
        Ok(())
    }

    /// The points orthogonally adjacent to a set.
    #[inline]
    pub fn neighbours(&self, set: &Bitboard) -> Bitboard {
        set.neighbours(&self.on_board, self.stride())
    }

    /// The chain (same-coloured stones connected orthogonally, art. 3) containing
    /// the stone on `point`; empty if the point is empty or off the board.
    pub fn chain(&self, point: Point) -> Bitboard {
        match self.get(point) {
            None => Bitboard::EMPTY,
            Some(c) => self.chain_at_bit(self.size.bit(point), c),
        }
    }

    #[inline]
    fn chain_at_bit(&self, bit: usize, color: Color) -> Bitboard {
        Bitboard::flood_fill(
            Bitboard::from_bit(bit),
            &self.stones[color.index()],
            self.stride(),
        )
    }

    /// The liberties (empty adjacent points, art. 3) of a set of stones.
    #[inline]
    pub fn liberties(&self, chain: &Bitboard) -> Bitboard {
        self.neighbours(chain) & self.empty()
    }

    /// The liberties of the chain on `point` (empty if no stone is there).
    pub fn chain_liberties(&self, point: Point) -> Bitboard {
        self.liberties(&self.chain(point))
    }

    /// The on-board orthogonal neighbours of bit `bit` (up to four), as bits;
    /// unused slots hold `usize::MAX`. The guard column makes east/west safe:
    /// a step off the side lands on a guard bit, which is never on the board.
    #[inline(always)]
    fn adjacent(&self, bit: usize) -> [usize; 4] {
        let stride = self.size.stride();
        let on = |b: usize| b < crate::BOARD_BITS && self.on_board.contains(b);
        let west = bit.wrapping_sub(1);
        let north = bit.wrapping_sub(stride);
        let (east, south) = (bit + 1, bit + stride);
        [
            if on(west) { west } else { usize::MAX },
            if on(east) { east } else { usize::MAX },
            if on(north) { north } else { usize::MAX },
            if on(south) { south } else { usize::MAX },
        ]
    }

    /// Works out what placing a `color` stone on the empty bit `bit` would do:
    /// captures first (art. 4.2: opponent chains without liberties are removed,
    /// even when the placed chain has none either), then whether the placed chain
    /// is left without liberties. Does not check that `bit` is empty and on the
    /// board; callers do. Allocates nothing.
    ///
    /// A neighbouring opponent chain is captured exactly when all its
    /// pseudo-liberties are adjacencies with `bit`; the placed chain has no
    /// liberty exactly when its merged pseudo-liberty count is zero.
    #[inline]
    pub fn evaluate(&self, color: Color, bit: usize) -> Placement {
        let own = &self.stones[color.index()];
        let opp = &self.stones[color.opponent().index()];
        let ch = &self.chains;
        let around = self.adjacent(bit);
        let mut heads = [usize::MAX; 4];
        let mut empty_neighbours = 0u32;
        let mut own_neighbour = false;
        for (i, &q) in around.iter().enumerate() {
            if q == usize::MAX {
                continue;
            }
            if own.contains(q) {
                own_neighbour = true;
                heads[i] = ch.head[q] as usize;
            } else if opp.contains(q) {
                heads[i] = ch.head[q] as usize;
            } else {
                empty_neighbours += 1;
            }
        }
        // How many of `bit`'s neighbours belong to the chain with head `h`.
        let touching = |h: usize| heads.iter().filter(|&&x| x == h).count() as u16;
        let mut captured = Bitboard::EMPTY;
        let mut hash = self.hash ^ zobrist::stone_key(color, bit);
        for (i, &q) in around.iter().enumerate() {
            if q == usize::MAX || !opp.contains(q) {
                continue;
            }
            let h = heads[i];
            if heads[..i].contains(&h) {
                continue;
            }
            if ch.libs[h] == touching(h) {
                captured |= ch.stones_of(h);
            }
        }
        let mut suicided = Bitboard::EMPTY;
        let mut ko_point = None;
        if captured.is_empty() {
            if empty_neighbours == 0 {
                let mut libs = 0u32;
                for (i, &q) in around.iter().enumerate() {
                    if q == usize::MAX || !own.contains(q) || heads[..i].contains(&heads[i]) {
                        continue;
                    }
                    let h = heads[i];
                    libs += (ch.libs[h] - touching(h)) as u32;
                }
                if libs == 0 {
                    suicided.insert(bit);
                    for (i, &q) in around.iter().enumerate() {
                        if q != usize::MAX && own.contains(q) && !heads[..i].contains(&heads[i]) {
                            suicided |= ch.stones_of(heads[i]);
                        }
                    }
                    for b in suicided.bits() {
                        hash ^= zobrist::stone_key(color, b);
                    }
                }
            }
        } else {
            for b in captured.bits() {
                hash ^= zobrist::stone_key(color.opponent(), b);
            }
            // Simple ko: a lone stone captured exactly one stone and its only
            // liberty is the point it captured.
            if !own_neighbour && empty_neighbours == 0 && captured.count() == 1 {
                ko_point = captured.first();
            }
        }
        Placement {
            bit,
            color,
            captured,
            suicided,
            hash_after: hash,
            ko_point,
        }
    }

    /// Applies a placement worked out by [`Board::evaluate`] on this same board,
    /// keeping the chain bookkeeping up to date.
    #[inline]
    pub fn apply(&mut self, placement: &Placement) {
        let c = placement.color.index();
        let bit = placement.bit;
        let around = self.adjacent(bit);
        self.stones[c].insert(bit);
        // The placed stone is a chain of its own, with its empty neighbours.
        let mut empty_neighbours = 0;
        {
            let ch = &mut self.chains;
            ch.head[bit] = bit as u16;
            ch.next[bit] = bit as u16;
            ch.len[bit] = 1;
        }
        for &q in &around {
            if q == usize::MAX {
                continue;
            }
            if self.stones[0].contains(q) || self.stones[1].contains(q) {
                // The neighbour's chain loses the adjacency with `bit`.
                let h = self.chains.head[q] as usize;
                self.chains.libs[h] -= 1;
            } else {
                empty_neighbours += 1;
            }
        }
        self.chains.libs[bit] = empty_neighbours;
        let mut head = bit;
        for &q in &around {
            if q != usize::MAX && self.stones[c].contains(q) {
                let h = self.chains.head[q] as usize;
                if h != head {
                    head = self.chains.merge(head, h);
                }
            }
        }
        if !placement.captured.is_empty() {
            self.stones[1 - c] = self.stones[1 - c].and_not(&placement.captured);
            self.release(&placement.captured, c);
        }
        if !placement.suicided.is_empty() {
            self.stones[c] = self.stones[c].and_not(&placement.suicided);
            self.release(&placement.suicided, 1 - c);
        }
        self.hash = placement.hash_after;
    }

    /// After `removed` stones were taken off, every stone of colour index
    /// `neighbour_colour` next to one of them gains an empty neighbour.
    #[inline]
    fn release(&mut self, removed: &Bitboard, neighbour_colour: usize) {
        for s in removed.bits() {
            for t in self.adjacent(s) {
                if t != usize::MAX && self.stones[neighbour_colour].contains(t) {
                    let h = self.chains.head[t] as usize;
                    self.chains.libs[h] += 1;
                }
            }
        }
    }

    /// Replaces the stones and hash with a stored state of the same board size.
    #[inline]
    pub(crate) fn restore(&mut self, stones: [Bitboard; 2], hash: u64) {
        self.stones = stones;
        self.hash = hash;
        self.rebuild_chains();
    }

    /// Recomputes the hash from the stones and checks every structural rule:
    /// colours disjoint, no stone off the board, every chain has a liberty.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let [b, w] = self.stones;
        if b.intersects(&w) {
            return Err(InvariantError("a point holds both colours".into()));
        }
        if !self.occupied().and_not(&self.on_board).is_empty() {
            return Err(InvariantError("a stone lies off the board".into()));
        }
        if self.hash != self.recompute_hash() {
            return Err(InvariantError(format!(
                "hash {:#x} but the stones hash to {:#x}",
                self.hash,
                self.recompute_hash()
            )));
        }
        if let Some(p) = self.chain_without_liberties() {
            return Err(InvariantError(format!("the chain at {p} has no liberty")));
        }
        let mut fresh = *self;
        fresh.rebuild_chains();
        for color in Color::ALL {
            for s in self.stones[color.index()].bits() {
                let (h, f) = (self.chains.head[s] as usize, fresh.chains.head[s] as usize);
                let chain = self.chains.stones_of(h);
                let point = self.size.point_of_bit(s);
                if chain != fresh.chains.stones_of(f) {
                    return Err(InvariantError(format!(
                        "the chain list at {point} is wrong"
                    )));
                }
                if self.chains.libs[h] != fresh.chains.libs[f]
                    || self.chains.len[h] != fresh.chains.len[f]
                {
                    return Err(InvariantError(format!(
                        "the chain at {point} counts {} pseudo-liberties and {} stones, not {} and {}",
                        self.chains.libs[h], self.chains.len[h], fresh.chains.libs[f], fresh.chains.len[f]
                    )));
                }
            }
        }
        Ok(())
    }

    /// A point of some chain that has no liberty, if any (a board that cannot
    /// arise in play, only from set-up stones).
    pub fn chain_without_liberties(&self) -> Option<Point> {
        let empty = self.empty();
        for color in Color::ALL {
            let stones = self.stones[color.index()];
            // Stones touching an empty point make their chains alive.
            let alive_seed = stones & self.neighbours(&empty);
            let alive = Bitboard::flood_fill(alive_seed, &stones, self.stride());
            if let Some(bit) = stones.and_not(&alive).first() {
                return Some(self.size.point_of_bit(bit));
            }
        }
        None
    }

    /// The hash computed from scratch.
    pub fn recompute_hash(&self) -> u64 {
        let mut h = 0;
        for color in Color::ALL {
            for bit in self.stones[color.index()].bits() {
                h ^= zobrist::stone_key(color, bit);
            }
        }
        h
    }

    /// Reads a board drawn as text: one line per row, top row first, `X` (or `x`,
    /// `B`, `#`, `@`) Black, `O` (or `o`, `W`) White, `.` or `+` (or `,`) empty;
    /// spaces, row numbers and coordinate header lines are ignored. This is the
    /// format [`Board`]'s `Display` writes, so tests can be written as pictures.
    pub fn from_ascii(text: &str) -> Result<Board, BoardParseError> {
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
        let mut board = Board::new(size);
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

impl fmt::Display for Board {
    /// The board as ASCII: `X` Black, `O` White, `.` empty, GTP column letters
    /// above and below, row numbers (counted from the bottom) on both sides.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (w, h) = (self.size.width(), self.size.height());
        let header: String = (0..w)
            .map(|c| {
                let v = self.size.to_gtp(crate::Move::Place(Point::new(0, c as u8)));
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

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {} hash {:#018x}", self.size, self.hash)?;
        fmt::Display::fmt(self, f)
    }
}

//! Stones, chains, liberties and captures (1988/2002 art. 3, 4, 5).
//!
//! A [`Board`] is the arrangement of stones and its Zobrist hash, with what is
//! derived from the stones and kept up to date move by move: the chains (heads,
//! stone lists, pseudo-liberty counts: see `chains.rs`), a colour per point, and
//! the list of empty points. It is `Copy` (about 6.5 KB) and knows nothing of
//! whose turn it is or of ko; [`crate::sized::Position`] adds those. Capture and suicide
//! tests read a few array entries around the placed stone; no flood fill.

use thiserror::Error;

use crate::bitboard::BitboardOf;
use crate::chains::{mask, Chains, Masked, Slots};
use crate::color::Color;
use crate::point::{BoardSize, Point, PointError};
use crate::zobrist;

mod chain_stones;
mod empty_list;
mod invariants;
mod tactics;
mod text;
mod verdict;

pub(crate) use verdict::{Verdict, CAPTURES, LONE, SUICIDE};

/// Padding before and after the per-point colour array, so that the four
/// neighbours of any bit (± 1, ± stride) index inside it; larger than the
/// widest stride (26).
const PAD: usize = 32;
/// Colour codes of the per-point array: empty, Black, White, off the board
/// (guard column and padding).
const EMPTY: u8 = 0;
const OFF: u8 = 3;

/// The cell code of a colour's stone.
#[inline(always)]
const fn code(color: Color) -> u8 {
    color.index() as u8 + 1
}

/// The arrangement of stones on a board, with its Zobrist hash (see [`zobrist`])
/// and the bookkeeping derived from the stones (chain heads, stone lists and
/// pseudo-liberty counts, see `chains.rs`; a colour per point; the empty points
/// as a list). Equality and hashing look at the size and the stones only.
#[derive(Copy, Clone)]
pub struct BoardOf<const W: usize> {
    size: BoardSize,
    on_board: BitboardOf<W>,
    stones: [BitboardOf<W>; 2],
    hash: u64,
    chains: Chains<W>,
    /// The colour code of bit `b` at `cells[b + PAD]`: [`EMPTY`], 1 Black,
    /// 2 White, [`OFF`] for guard bits and the padding.
    cells: Masked<u8, W>,
    /// The empty points' bits, `empty_count` of them, in three segments by
    /// eye shape ([`Board::is_eye_shape`]): `..seg[0]` Black's eye shapes,
    /// `seg[0]..seg[1]` White's, `seg[1]..empty_count` the points that are
    /// neither colour's eye shape (the most frequent, last: taking one out
    /// moves one entry); in no particular order within a segment. So the
    /// points a light playout may draw for a colour (every empty point but
    /// that colour's eye shapes) are two segments.
    empty_list: Slots<u16, W, 64>,
    /// Where each empty bit sits in `empty_list` (one entry a bit: indexed
    /// by the bit itself, not masked, so no padding to copy).
    empty_index: Slots<u16, W, 64>,
    empty_count: u16,
    /// The segment bounds of `empty_list`.
    seg: [u16; 2],
}

/// The segment of the points that are neither colour's eye shape in
/// [`Board`]'s empty list; segment 0 holds Black's eye shapes, 1 White's.
const NEITHER: usize = 2;

impl<const W: usize> PartialEq for BoardOf<W> {
    fn eq(&self, other: &BoardOf<W>) -> bool {
        self.size == other.size && self.stones == other.stones
    }
}

impl<const W: usize> Eq for BoardOf<W> {}

impl<const W: usize> std::hash::Hash for BoardOf<W> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.size.hash(state);
        self.stones.hash(state);
    }
}

/// What [`Board::evaluate`] reads around a point: each neighbour's colour
/// code, and its chain's head (for an empty or off-board neighbour a dummy,
/// distinct from every head and from the others').
#[derive(Copy, Clone)]
pub(crate) struct Surroundings {
    kinds: [u8; 4],
    heads: [u16; 4],
}

/// "No chain" in [`Placement`]'s head slots.
const NO_HEAD: u16 = u16::MAX;

/// The smallest chain whose self-atari the life-and-death playouts refuse
/// (see [`Board::is_self_atari`]).
pub(crate) const SELF_ATARI_STONES: usize = 3;

/// What placing a stone would do, worked out without changing the board
/// (see [`Board::evaluate`]): 24 bytes, so that testing a candidate move costs
/// no more than reading the few points around it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The placed stone's bit.
    bit: u16,
    /// The colour placed.
    color: Color,
    /// Whether the placed chain is left without liberties (suicide).
    suicide: bool,
    /// Stones the move removes: the opponent stones it captures (art. 4), or,
    /// for a suicide, its own chain including the placed stone.
    removed: u16,
    /// The heads of the chains removed (distinct, [`NO_HEAD`] after the last):
    /// the captured opponent chains, or the own chains merged into the suicide.
    heads: [u16; 4],
    /// The board's hash after the move.
    hash_after: u64,
    /// The simple-ko point the move creates for the opponent ([`NO_HEAD`] if
    /// none): set when one stone captured exactly one stone and is left a lone
    /// stone whose only liberty is the captured point.
    ko_point: u16,
}

impl Placement {
    /// The placed stone's bit.
    #[inline]
    pub fn bit(&self) -> usize {
        self.bit as usize
    }

    /// The colour placed.
    #[inline]
    pub fn color(&self) -> Color {
        self.color
    }

    /// Whether the move leaves its own chain without liberties while capturing
    /// nothing: a forbidden point (禁着点, 1988/2002 art. 5).
    #[inline]
    pub fn is_suicide(&self) -> bool {
        self.suicide
    }

    /// Opponent stones the move captures (art. 4); 0 for a suicide.
    #[inline]
    pub fn captures(&self) -> u32 {
        if self.suicide {
            0
        } else {
            self.removed as u32
        }
    }

    /// For a suicide, the stones of the placed chain (the placed stone
    /// included) that would be removed; 0 otherwise.
    #[inline]
    pub fn suicided(&self) -> u32 {
        if self.suicide {
            self.removed as u32
        } else {
            0
        }
    }

    /// Stones the move takes off the board: those it captures, or for a
    /// suicide the placed chain (the placed stone included).
    #[inline]
    pub fn stones_removed(&self) -> u32 {
        self.removed as u32
    }

    /// The board's Zobrist hash after the move.
    #[inline]
    pub fn hash_after(&self) -> u64 {
        self.hash_after
    }

    /// The simple-ko point the move creates for the opponent, as a bit.
    #[inline]
    pub fn ko_point(&self) -> Option<usize> {
        (self.ko_point != NO_HEAD).then_some(self.ko_point as usize)
    }
}

/// A mismatch found by [`Board::check_invariants`] or
/// [`crate::sized::Position::check_invariants`].
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

impl<const W: usize> BoardOf<W> {
    /// An empty board of `size`, or [`PointError::UnsupportedSize`] when
    /// `W` words do not hold it (25×25 in six words).
    pub fn try_new(size: BoardSize) -> Result<BoardOf<W>, PointError> {
        Ok(BoardOf::new(size.check_words(W)?))
    }

    /// An empty board of `size`.
    ///
    /// Panics when `W` words do not hold `size` ([`BoardSize::fits`]); see
    /// [`BoardOf::try_new`].
    pub fn new(size: BoardSize) -> BoardOf<W> {
        assert!(
            size.fits(W),
            "a {}x{} board needs {} words, this type has {W}: use try_new or AnyGame",
            size.width(),
            size.height(),
            size.words()
        );
        let mut board = BoardOf {
            size,
            on_board: BitboardOf::<W>::full(size),
            stones: [BitboardOf::<W>::EMPTY; 2],
            hash: 0,
            chains: Chains::new(),
            cells: Masked::filled(OFF),
            empty_list: Slots::filled(0),
            empty_index: Slots::filled(0),
            empty_count: 0,
            seg: [0; 2],
        };
        // What `rebuild_chains` gives with no stones, without its flood
        // fills and eye tests: no chains, and every point empty and in the
        // list's last segment (with sides of at least 2 every point has an
        // on-board neighbour, so none is an eye shape).
        for bit in board.on_board.bits() {
            board.cells[bit + PAD] = EMPTY;
            let n = board.empty_count as usize;
            board.put_empty(n, bit as u16);
            board.empty_count += 1;
        }
        board
    }

    /// Recomputes everything derived from the stones: chains, the colour array
    /// and the empty list.
    fn rebuild_chains(&mut self) {
        let empty = self.empty();
        self.chains.rebuild(&self.stones, &empty, self.stride());
        self.cells = Masked::filled(OFF);
        for bit in empty.bits() {
            self.cells[bit + PAD] = EMPTY;
        }
        for color in Color::ALL {
            for bit in self.stones[color.index()].bits() {
                self.cells[bit + PAD] = code(color);
            }
        }
        self.empty_count = 0;
        self.seg = [0; 2];
        for bit in empty.bits() {
            self.push_empty(bit, self.eye_class(bit));
        }
    }

    /// The points a light playout may draw for `color`, as two ranges of
    /// [`Board::empty_bits`] indices `(start, len)`: the points that are
    /// neither colour's eye shape, then the opponent's eye shapes (suicide
    /// unless they capture). `color`'s own eye shapes are in neither.
    #[inline(always)]
    pub(crate) fn playout_ranges(&self, color: Color) -> [(usize, usize); 2] {
        let [a, b] = self.seg.map(usize::from);
        let n = self.empty_count as usize;
        // Black draws from White's segment `a..b`, White from Black's `0..a`.
        let white = color.index();
        let opp_start = a * (1 - white);
        let opp_end = a + (b - a) * (1 - white);
        [(b, n - b), (opp_start, opp_end - opp_start)]
    }

    /// The empty points that are `color`'s eye shape (see
    /// [`Board::is_eye_shape`]), as bits, in no particular order: kept up to
    /// date move by move, the points a light playout never draws for
    /// `color`.
    #[inline]
    pub fn eye_shape_bits(&self, color: Color) -> &[u16] {
        let [a, b] = self.seg.map(usize::from);
        match color {
            Color::Black => &self.empty_list[..a],
            Color::White => &self.empty_list[a..b],
        }
    }

    /// The empty points that are neither colour's eye shape, as bits, in no
    /// particular order: with the opponent's [`Board::eye_shape_bits`], the
    /// points a light playout draws from.
    #[inline]
    pub fn non_eye_bits(&self) -> &[u16] {
        &self.empty_list[self.seg[1] as usize..self.empty_count as usize]
    }

    /// The bits of the empty points (see [`BoardSize::bit`]), in no particular
    /// order: the list a playout draws from in O(1). Its length is the number
    /// of empty points.
    #[inline]
    pub fn empty_bits(&self) -> &[u16] {
        &self.empty_list[..self.empty_count as usize]
    }

    /// The number of stones of both colours on the board.
    #[inline]
    pub fn stone_count(&self) -> usize {
        self.size.num_points() - self.empty_count as usize
    }

    /// Swaps two entries of the empty list (indices into [`Board::empty_bits`])
    /// in the same segment ([`Board::playout_ranges`]): the order within a
    /// segment is not part of the board, and a playout uses this to set
    /// rejected candidates aside.
    #[inline]
    pub(crate) fn swap_empty(&mut self, i: usize, j: usize) {
        debug_assert_eq!(self.segment_at(i), self.segment_at(j));
        self.swap_entries(i, j);
    }

    /// Whether a `color` stone on `bit`, one of the opponent's eye shapes
    /// ([`Board::eye_shape_bits`]), captures: some neighbouring chain has all
    /// its pseudo-liberties next to `bit`. Otherwise the move is suicide.
    /// Branch-free: off-board neighbours read [`crate::chains::off_head(W)`], which never
    /// matches.
    #[inline(always)]
    pub(crate) fn eye_captures(&self, bit: usize) -> bool {
        let ch = &self.chains;
        let [a, b, c, d] = self
            .around(bit)
            .map(|q| ch.head[q.wrapping_sub(PAD) & mask(W)]);
        let [la, lb, lc, ld] = [a, b, c, d].map(|h| ch.libs[h as usize & mask(W)]);
        let (ab, ac, ad) = (u16::from(a == b), u16::from(a == c), u16::from(a == d));
        let (bc, bd, cd) = (u16::from(b == c), u16::from(b == d), u16::from(c == d));
        (la == 1 + ab + ac + ad)
            | (lb == 1 + ab + bc + bd)
            | (lc == 1 + ac + bc + cd)
            | (ld == 1 + ad + bd + cd)
    }

    /// Whether every on-board neighbour of the empty bit `bit` holds a stone of
    /// `color`: an eye in the playout sense (a policy test, not a rule).
    #[inline]
    pub fn is_eye_shape(&self, color: Color, bit: usize) -> bool {
        let stride = self.size.stride();
        let c = bit + PAD;
        let own = code(color);
        // Off-board neighbours (3) pass; own stones (own) pass; the rest fail.
        let ok = |x: u8| x == own || x == OFF;
        ok(self.cells[(c - 1) & mask(W)])
            && ok(self.cells[(c + 1) & mask(W)])
            && ok(self.cells[(c - stride) & mask(W)])
            && ok(self.cells[(c + stride) & mask(W)])
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Every on-board point as a bitboard.
    #[inline]
    pub fn on_board(&self) -> &BitboardOf<W> {
        &self.on_board
    }

    /// The stones of one colour.
    #[inline]
    pub fn stones(&self, color: Color) -> BitboardOf<W> {
        self.stones[color.index()]
    }

    /// Every stone of both colours.
    #[inline]
    pub fn occupied(&self) -> BitboardOf<W> {
        self.stones[0] | self.stones[1]
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> BitboardOf<W> {
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
        match self.cells.get(bit + PAD) {
            Some(1) => Some(Color::Black),
            Some(2) => Some(Color::White),
            _ => None,
        }
    }

    /// Puts a stone on, or clears, a point without any rule (set-up stones, SGF
    /// `AB`/`AW`/`AE`). Chains left without liberties are kept as they are;
    /// [`crate::sized::Position::new`] rejects such a board.
    ///
    /// Errors: [`PointError::OffBoard`] for a point off the board; nothing
    /// changes then.
    pub fn set(&mut self, point: Point, stone: Option<Color>) -> Result<(), PointError> {
        self.set_points([(point, stone)])
    }

    /// [`Board::set`] on each `(point, stone)` in order (a later change to a
    /// point overrides an earlier one), with the chains rebuilt once at the
    /// end instead of after every point: the same board, for set-ups of
    /// many stones (a handicap or an SGF `AB`/`AW` list) at the cost of one.
    ///
    /// Errors: [`PointError::OffBoard`] for the first point off the board;
    /// nothing changes then.
    pub fn set_points(
        &mut self,
        changes: impl IntoIterator<Item = (Point, Option<Color>)> + Clone,
    ) -> Result<(), PointError> {
        for (p, _) in changes.clone() {
            self.size.check(p)?;
        }
        for (point, stone) in changes {
            let bit = self.size.bit(point);
            for old in Color::ALL {
                if self.stones[old.index()].contains(bit) {
                    self.stones[old.index()].remove(bit);
                    self.hash ^= zobrist::stone_key(old, bit);
                }
            }
            if let Some(c) = stone {
                self.stones[c.index()].insert(bit);
                self.hash ^= zobrist::stone_key(c, bit);
            }
        }
        self.rebuild_chains();
        Ok(())
    }

    /// The points orthogonally adjacent to a set.
    #[inline]
    pub fn neighbours(&self, set: &BitboardOf<W>) -> BitboardOf<W> {
        set.neighbours(&self.on_board, self.stride())
    }

    /// The points with at least one, and with at least two, orthogonal
    /// neighbours in `set`.
    #[inline]
    pub fn neighbours_once_twice(&self, set: &BitboardOf<W>) -> (BitboardOf<W>, BitboardOf<W>) {
        set.neighbours_once_twice(&self.on_board, self.stride())
    }

    /// The head (a stone's bit) of the chain holding the stone at `bit`: two
    /// stones are in one chain iff their heads are equal. Meaningless for an
    /// empty point.
    #[inline]
    pub(crate) fn chain_head(&self, bit: usize) -> usize {
        self.chains.head[bit] as usize
    }

    /// The liberties (empty adjacent points, art. 3) of a set of stones.
    #[inline]
    pub fn liberties(&self, chain: &BitboardOf<W>) -> BitboardOf<W> {
        self.neighbours(chain) & self.empty()
    }

    /// The liberties of the chain on `point` (empty if no stone is there).
    pub fn chain_liberties(&self, point: Point) -> BitboardOf<W> {
        self.liberties(&self.chain(point))
    }

    /// The orthogonal neighbours of bit `bit` as indices into `cells` (west,
    /// east, north, south). Off-board ones read [`OFF`].
    #[inline(always)]
    fn around(&self, bit: usize) -> [usize; 4] {
        let stride = self.size.stride();
        let c = bit + PAD;
        [c - 1, c + 1, c - stride, c + stride]
    }

    /// Whether a `color` stone on the empty bit `bit` would capture (art. 4): some
    /// neighbouring opponent chain has its only liberty there. The capture half
    /// of [`Board::evaluate`], without working out the result.
    #[inline(always)]
    pub fn captures_at(&self, color: Color, bit: usize) -> bool {
        let opp = code(color) ^ 3;
        let ch = &self.chains;
        let around = self.around(bit);
        let mut heads = [NO_HEAD; 4];
        for i in 0..4 {
            if self.cells[around[i] & mask(W)] == opp {
                heads[i] = ch.head[around[i].wrapping_sub(PAD) & mask(W)];
            }
        }
        (0..4).any(|i| {
            let h = heads[i];
            h != NO_HEAD
                && ch.libs[h as usize & mask(W)]
                    == heads.iter().map(|&x| u16::from(x == h)).sum::<u16>()
        })
    }

    /// Works out what placing a `color` stone on the empty bit `bit` would do:
    /// captures first (art. 4.2: opponent chains without liberties are removed,
    /// even when the placed chain has none either), then whether the placed chain
    /// is left without liberties. Does not check that `bit` is empty and on the
    /// board; callers do. Allocates nothing and changes nothing.
    ///
    /// A neighbouring opponent chain is captured exactly when all its
    /// pseudo-liberties are adjacencies with `bit`; the placed chain has no
    /// liberty exactly when its merged pseudo-liberty count is zero.
    #[inline(always)]
    pub fn evaluate(&self, color: Color, bit: usize) -> Placement {
        self.evaluate_with(color, bit).0
    }

    /// [`Board::evaluate`], with what it read around `bit` (see
    /// [`Surroundings`]) for the playouts' own tests.
    #[inline(always)]
    pub(super) fn evaluate_with(&self, color: Color, bit: usize) -> (Placement, Surroundings) {
        let own = code(color);
        let opp = own ^ 3;
        let ch = &self.chains;
        let around = self.around(bit);
        // Each neighbour's colour code and chain head; empty and off-board
        // neighbours get a distinct dummy head that matches nothing.
        let mut kinds = [0u8; 4];
        let mut heads = [0u16; 4];
        for i in 0..4 {
            let k = self.cells[around[i] & mask(W)];
            kinds[i] = k;
            let h = ch.head[around[i].wrapping_sub(PAD) & mask(W)];
            heads[i] = if k == own || k == opp {
                h
            } else {
                NO_HEAD - 1 - i as u16
            };
        }
        let empty_neighbours = kinds.iter().filter(|&&k| k == EMPTY).count();
        let around_bit = Surroundings { kinds, heads };
        // How many of `bit`'s neighbours belong to the chain with head `h`.
        let touching = |h: u16| heads.iter().map(|&x| u16::from(x == h)).sum::<u16>();
        // Whether neighbour `i` is the first neighbour of its chain.
        let first = |i: usize| (0..i).all(|j| heads[j] != heads[i]);
        let mut placement = Placement {
            bit: bit as u16,
            color,
            suicide: false,
            removed: 0,
            heads: [NO_HEAD; 4],
            hash_after: self.hash ^ zobrist::stone_key(color, bit),
            ko_point: NO_HEAD,
        };
        let mut n = 0;
        for i in 0..4 {
            if kinds[i] == opp && first(i) {
                let h = heads[i] as usize & mask(W);
                if ch.libs[h] == touching(heads[i]) {
                    placement.heads[n] = h as u16;
                    n += 1;
                    placement.removed += ch.len[h];
                    placement.hash_after ^= self.chain_hash(h, color.opponent());
                }
            }
        }
        if n > 0 {
            // Simple ko: a lone stone captured exactly one stone and its only
            // liberty is the point it captured.
            let own_neighbour = kinds.contains(&own);
            if !own_neighbour && empty_neighbours == 0 && placement.removed == 1 {
                placement.ko_point = placement.heads[0];
            }
            return (placement, around_bit);
        }
        if empty_neighbours > 0 {
            return (placement, around_bit);
        }
        let mut libs = 0u32;
        for i in 0..4 {
            if kinds[i] == own && first(i) {
                libs += u32::from(ch.libs[heads[i] as usize & mask(W)] - touching(heads[i]));
            }
        }
        if libs == 0 {
            placement.suicide = true;
            placement.removed = 1;
            placement.hash_after ^= zobrist::stone_key(color, bit);
            for i in 0..4 {
                if kinds[i] == own && first(i) {
                    let h = heads[i] as usize & mask(W);
                    placement.heads[n] = h as u16;
                    n += 1;
                    placement.removed += ch.len[h];
                    placement.hash_after ^= self.chain_hash(h, color);
                }
            }
        }
        (placement, around_bit)
    }

    /// The XOR of the Zobrist keys of the chain with head `h`, of `color`.
    #[inline]
    fn chain_hash(&self, h: usize, color: Color) -> u64 {
        let mut hash = 0;
        let mut s = h;
        loop {
            hash ^= zobrist::stone_key(color, s);
            s = self.chains.next[s] as usize;
            if s == h {
                return hash;
            }
        }
    }

    /// The board of `size` holding `stones` (`[black, white]`, bits of this
    /// size's layout, disjoint, on the board): how a state kept as bitboards
    /// (a set-up position, an earlier state of the history) becomes a board.
    pub(crate) fn from_stones(size: BoardSize, stones: [BitboardOf<W>; 2]) -> BoardOf<W> {
        let mut board = BoardOf::<W>::new(size);
        let mut hash = 0;
        for color in Color::ALL {
            for b in stones[color.index()].bits() {
                hash ^= zobrist::stone_key(color, b);
            }
        }
        board.restore(stones, hash);
        board
    }

    /// The stones `[black, white]` the board would hold after `placement`
    /// (worked out by [`Board::evaluate`] on this board), without changing
    /// it: what a superko confirmation compares with earlier states.
    pub(crate) fn stones_after(&self, placement: &Placement) -> [BitboardOf<W>; 2] {
        let c = placement.color.index();
        let mut stones = self.stones;
        stones[c].insert(placement.bit as usize);
        let removed_color = if placement.suicide { c } else { 1 - c };
        for &h in &placement.heads {
            if h == NO_HEAD {
                break;
            }
            let chain = self.chains.stones_of(h as usize);
            stones[removed_color] = stones[removed_color].and_not(&chain);
        }
        if placement.suicide {
            stones[c].remove(placement.bit as usize);
        }
        stones
    }

    /// Applies a placement worked out by [`Board::evaluate`] on this same board,
    /// keeping the chain bookkeeping, the colour array and the empty list up to
    /// date. Returns the stones removed: those captured, or for a suicide (only
    /// when the caller's suicide rule allows it) the placed chain.
    #[inline]
    pub fn apply(&mut self, placement: &Placement) -> BitboardOf<W> {
        let color = placement.color;
        let c = color.index();
        let own = code(color);
        let bit = placement.bit as usize;
        let around = self.around(bit);
        self.stones[c].insert(bit);
        self.cells[bit + PAD] = own;
        self.take_empty(bit);
        // The placed stone is a chain of its own, with its empty neighbours.
        {
            let ch = &mut self.chains;
            ch.head[bit] = bit as u16;
            ch.next[bit] = bit as u16;
            ch.len[bit] = 1;
            ch.libs[bit] = 0;
        }
        let mut empty_neighbours = 0;
        let mut head = bit;
        for &q in &around {
            match self.cells[q] {
                EMPTY => {
                    empty_neighbours += 1;
                    // It was no eye shape (`bit` was empty next to it); now
                    // it may be `color`'s.
                    if self.eye_bits(q - PAD) & own != 0 {
                        self.neither_to_eye(q - PAD, color);
                    }
                }
                OFF => {}
                k => {
                    // The neighbour's chain loses the adjacency with `bit`.
                    let h = self.chains.head[q - PAD] as usize;
                    self.chains.libs[h] -= 1;
                    if k == own && h != head {
                        // Merging adds the counts; the placed stone's empty
                        // neighbours are added to the final head below.
                        head = self.chains.merge(head, h);
                    }
                }
            }
        }
        self.chains.libs[head] += empty_neighbours;
        self.hash = placement.hash_after;
        let mut removed = BitboardOf::<W>::EMPTY;
        if placement.removed == 0 {
            return removed;
        }
        if placement.suicide {
            // The whole merged chain goes; its opponent neighbours gain.
            self.remove_chain(head, c, own ^ 3, &mut removed);
        } else {
            for &h in &placement.heads {
                if h == NO_HEAD {
                    break;
                }
                self.remove_chain(h as usize, 1 - c, own, &mut removed);
            }
        }
        removed
    }

    /// Takes the chain with head `h` (colour index `c`) off the board, adding its
    /// stones to `removed`; every stone of colour code `neighbour` next to one
    /// of them gains an empty neighbour.
    ///
    /// The chain had no liberty, so its stones' neighbours are its own stones,
    /// `neighbour` stones and the edge: a lone stone leaves an eye shape of
    /// `neighbour`'s colour, the stones of a longer chain none, and no other
    /// empty point changes shape.
    #[inline]
    fn remove_chain(&mut self, h: usize, c: usize, neighbour: u8, removed: &mut BitboardOf<W>) {
        let class = if self.chains.next[h] as usize == h {
            neighbour as usize - 1
        } else {
            NEITHER
        };
        let mut s = h;
        loop {
            self.stones[c].remove(s);
            self.cells[s + PAD] = EMPTY;
            self.push_empty(s, class);
            removed.insert(s);
            s = self.chains.next[s] as usize;
            if s == h {
                break;
            }
        }
        loop {
            for t in self.around(s) {
                if self.cells[t] == neighbour {
                    let g = self.chains.head[t - PAD] as usize;
                    self.chains.libs[g] += 1;
                }
            }
            s = self.chains.next[s] as usize;
            if s == h {
                break;
            }
        }
    }

    /// Replaces the stones and hash with a stored state of the same board size.
    /// Only what the difference touches is recomputed: the colour array and the
    /// empty list at the changed points, and the chains that hold a changed
    /// point or lie next to one (their stones or pseudo-liberties changed).
    /// Every other chain is the same in both states, entries included.
    pub(crate) fn restore(&mut self, stones: [BitboardOf<W>; 2], hash: u64) {
        let changed = (self.stones[0] ^ stones[0]) | (self.stones[1] ^ stones[1]);
        self.stones = stones;
        self.hash = hash;
        let mut emptied = BitboardOf::<W>::EMPTY;
        for bit in changed.bits() {
            let was_empty = self.cells[bit + PAD] == EMPTY;
            let now = self.color_of_stones(bit);
            self.cells[bit + PAD] = now;
            match (was_empty, now == EMPTY) {
                (true, false) => self.take_empty(bit),
                (false, true) => emptied.insert(bit),
                _ => {}
            }
        }
        // The eye-shape segments, once every colour is in place: the points
        // emptied, and the empty points next to a change.
        for bit in emptied.bits() {
            self.push_empty(bit, self.eye_class(bit));
        }
        let seeds = changed | self.neighbours(&changed);
        let empty = self.empty();
        for bit in (seeds & empty).and_not(&emptied).bits() {
            self.reclassify(bit);
        }
        self.chains
            .rebuild_chains_of(&self.stones, &empty, self.stride(), &seeds);
    }

    /// This board with the stones of `removed` taken off (as if captured),
    /// hash included: the position the count sees once dead stones are lifted
    /// (art. 8, 9).
    pub(crate) fn without(&self, removed: &BitboardOf<W>) -> BoardOf<W> {
        let mut board = *self;
        let stones = [
            self.stones[0].and_not(removed),
            self.stones[1].and_not(removed),
        ];
        board.restore(stones, 0);
        board.hash = board.recompute_hash();
        board
    }

    /// The colour code of `bit` read from the stone bitboards.
    #[inline]
    fn color_of_stones(&self, bit: usize) -> u8 {
        if self.stones[0].contains(bit) {
            code(Color::Black)
        } else if self.stones[1].contains(bit) {
            code(Color::White)
        } else {
            EMPTY
        }
    }

    /// A point of some chain that has no liberty, if any (a board that cannot
    /// arise in play, only from set-up stones).
    pub fn chain_without_liberties(&self) -> Option<Point> {
        let empty = self.empty();
        for color in Color::ALL {
            let stones = self.stones[color.index()];
            // Stones touching an empty point make their chains alive.
            let alive_seed = stones & self.neighbours(&empty);
            let alive = BitboardOf::<W>::flood_fill(alive_seed, &stones, self.stride());
            if let Some(bit) = stones.and_not(&alive).first() {
                return Some(self.size.point_of_bit(bit));
            }
        }
        None
    }

    /// Removes every chain that has no liberty, of both colours at once, and
    /// returns the stones removed (empty when every chain has a liberty). For
    /// set-up stones (SGF `AB`/`AW`/`AE`), which may leave a chain without
    /// liberties: such a chain cannot stand on the board (art. 3, 4), so it is
    /// taken off as a capture would take it (sgfmill's reading of such set-up).
    /// Chains are judged on the board as set up, before any is removed.
    pub fn remove_chains_without_liberties(&mut self) -> BitboardOf<W> {
        let empty = self.empty();
        let mut dead = BitboardOf::<W>::EMPTY;
        for color in Color::ALL {
            let stones = self.stones[color.index()];
            let alive_seed = stones & self.neighbours(&empty);
            let alive = BitboardOf::<W>::flood_fill(alive_seed, &stones, self.stride());
            dead |= stones.and_not(&alive);
        }
        if dead.is_empty() {
            return dead;
        }
        for bit in dead.bits() {
            if let Some(c) = self.color_at_bit(bit) {
                self.stones[c.index()].remove(bit);
                self.hash ^= zobrist::stone_key(c, bit);
            }
        }
        self.rebuild_chains();
        dead
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
}

/// The six-word board (every size up to 19×19; see [`BoardOf`]).
pub type Board = BoardOf<{ crate::bitboard::WORDS }>;

/// The eleven-word board (every size up to 25×25).
pub type BigBoard = BoardOf<{ crate::bitboard::BIG_WORDS }>;

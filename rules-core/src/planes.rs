//! The last positions of a game as bit planes, the input of neural networks
//! in the AlphaGo Zero layout (Silver et al. 2017, "Mastering the game of Go
//! without human knowledge", Methods: 17 planes).
//!
//! [`RecentBoards`] is a ring of the last [`RECENT`] boards, each colour's
//! stones as a [`PackedPlane`]: the points in row-major order (`row * width +
//! col`, no guard column), eight to a byte, most significant bit first, which
//! is `numpy.packbits(plane, bitorder="big")` of the flattened plane. So a
//! bit-packed observation is a copy of the ring's bytes, and a dense one
//! (a byte 0/1 a point) expands each byte into eight without per-row work.
//! A move updates the ring from what it did ([`MoveOutcome`](crate::sized::MoveOutcome): the stone
//! placed, the stones captured), a few bit operations; only
//! [`RecentBoards::of_position`] (after an undo, say) converts whole boards.
//!
//! With `t` the current position and `X` the side to move, `Y` its opponent,
//! the [`OBSERVATION_PLANES`] planes are:
//!
//! | plane        | content                                              |
//! |--------------|------------------------------------------------------|
//! | `2k`, k<8    | X's stones `k` positions ago (`k = 0`: now)          |
//! | `2k + 1`     | Y's stones `k` positions ago                         |
//! | `16`         | all 1 when Black is to move, all 0 when White is     |
//!
//! A position is the board after each move, a pass included (the board then
//! repeats). Planes older than the start of the game (its set-up position)
//! are 0.

use crate::any::{with_any, AnyGame};
use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::point::{BoardSize, Move};
use crate::position::{IllegalMove, MoveOutcomeOf, PositionOf};

/// Positions a [`RecentBoards`] remembers.
pub const RECENT: usize = 8;
/// Planes of an observation: two per remembered position, and the colour plane.
pub const OBSERVATION_PLANES: usize = 2 * RECENT + 1;
/// Bytes of a [`PackedPlane`]: enough for 25×25 (625 points), rounded up to
/// whole 64-bit words.
pub const PLANE_BYTES: usize = (25 * 25usize).div_ceil(64) * 8;

/// A set of points as `numpy.packbits(..., bitorder="big")` lays out a
/// flattened plane: point `i = row * width + col` is bit `7 - i % 8` of byte
/// `i / 8`. Bits past the board's last point are 0.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PackedPlane(pub [u8; PLANE_BYTES]);

impl PackedPlane {
    /// No point.
    pub const EMPTY: PackedPlane = PackedPlane([0; PLANE_BYTES]);

    /// The first `points` points (the colour plane of a board of `points`
    /// points). `points` at most `8 * PLANE_BYTES`.
    pub fn first(points: usize) -> PackedPlane {
        let mut plane = PackedPlane::EMPTY;
        let (whole, rest) = (points / 8, points % 8);
        plane.0[..whole].fill(0xff);
        if rest > 0 {
            plane.0[whole] = !(0xffu8 >> rest);
        }
        plane
    }

    /// `set` (a bitboard of `size`) converted, row by row.
    pub fn of_bitboard<const W: usize>(size: BoardSize, set: &BitboardOf<W>) -> PackedPlane {
        // First with point `i` at bit `i % 64` of word `i / 64`...
        let mut flat = [0u64; PLANE_BYTES / 8];
        let w = size.width();
        let mut at = 0;
        for r in 0..size.height() {
            let bits = set.row(size, r);
            let (word, shift) = (at / 64, at % 64);
            flat[word] |= bits << shift;
            if shift + w > 64 {
                flat[word + 1] |= bits >> (64 - shift);
            }
            at += w;
        }
        // ...then each byte's bits reversed in place, eight bytes at a time
        // (the word's bits reversed, its bytes swapped back).
        let mut plane = PackedPlane::EMPTY;
        for (chunk, word) in plane.0.chunks_exact_mut(8).zip(flat) {
            chunk.copy_from_slice(&word.reverse_bits().swap_bytes().to_le_bytes());
        }
        plane
    }

    /// Whether point `index` (`row * width + col`) is in the set.
    #[inline]
    pub fn contains(&self, index: usize) -> bool {
        self.0[index / 8] & (0x80 >> (index % 8)) != 0
    }

    /// Adds point `index`.
    #[inline]
    pub fn insert(&mut self, index: usize) {
        self.0[index / 8] |= 0x80 >> (index % 8);
    }

    /// Removes point `index`.
    #[inline]
    pub fn remove(&mut self, index: usize) {
        self.0[index / 8] &= !(0x80 >> (index % 8));
    }

    /// Removes the points of `set` (a bitboard of `size`), one at a time.
    #[inline]
    fn remove_all<const W: usize>(&mut self, size: BoardSize, set: &BitboardOf<W>) {
        for p in set.points(size) {
            self.remove(size.index(p));
        }
    }

    /// Whether no point is in the set.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; PLANE_BYTES]
    }

    /// The number of points in the set.
    #[inline]
    pub fn count(&self) -> usize {
        (0..PLANE_WORDS)
            .map(|i| self.word(i).count_ones() as usize)
            .sum()
    }

    /// The points in the set as indices `row * width + col`, ascending (row
    /// by row from the top). No allocation: a few instructions a 64-point
    /// word, a few more a point found.
    #[inline]
    pub fn indices(&self) -> PlaneIndices<'_> {
        PlaneIndices {
            plane: self,
            word: 0,
            bits: self.word(0),
        }
    }

    /// Word `i` of the plane, its first point the highest bit.
    #[inline(always)]
    fn word(&self, i: usize) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&self.0[8 * i..8 * i + 8]);
        u64::from_be_bytes(bytes)
    }

    /// Removes the points of `other` (`self & !other`), word by word.
    #[inline]
    pub fn remove_plane(&mut self, other: &PackedPlane) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
    }
}

/// 64-point words of a [`PackedPlane`].
const PLANE_WORDS: usize = PLANE_BYTES / 8;

/// The points of a [`PackedPlane`] as indices, ascending
/// ([`PackedPlane::indices`]).
#[derive(Clone, Debug)]
pub struct PlaneIndices<'a> {
    plane: &'a PackedPlane,
    /// The word being read.
    word: usize,
    /// Its points not given yet.
    bits: u64,
}

impl Iterator for PlaneIndices<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            self.word += 1;
            if self.word >= PLANE_WORDS {
                return None;
            }
            self.bits = self.plane.word(self.word);
        }
        let j = self.bits.leading_zeros() as usize;
        self.bits &= !(1u64 << (63 - j));
        Some(64 * self.word + j)
    }
}

/// `EXPAND[b]`: the 8 bits of byte `b`, most significant first, as 8 bytes
/// 0/1 in memory order (a little-endian word).
static EXPAND: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut bit = 0;
        while bit < 8 {
            if b & (0x80 >> bit) != 0 {
                table[b] |= 1u64 << (8 * bit);
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// Writes the first `out.len()` points of `plane` as bytes 0/1 (point `i`
/// into `out[i]`), eight points a step from a table: the portable way, on any
/// CPU. `out.len()` at most `8 * PLANE_BYTES`.
pub fn expand_plane(plane: &PackedPlane, out: &mut [u8]) {
    let mut eights = out.chunks_exact_mut(8);
    let mut bytes = plane.0.iter();
    for (chunk, &b) in (&mut eights).zip(&mut bytes) {
        chunk.copy_from_slice(&EXPAND[b as usize].to_le_bytes());
    }
    let rest = eights.into_remainder();
    if let Some(&b) = bytes.next() {
        let n = rest.len();
        rest.copy_from_slice(&EXPAND[b as usize].to_le_bytes()[..n]);
    }
}

/// `SPREAD[b]`: the 8 bits of byte `b`, least significant first, as 8 bytes
/// 0/1 in memory order (a little-endian word): a bitboard row's next eight
/// columns as flags.
static SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut bit = 0;
        while bit < 8 {
            if b & (1 << bit) != 0 {
                table[b] |= 1u64 << (8 * bit);
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// Writes `set` (a bitboard of `size`) as flags, a byte 0/1 a point, point
/// `row * width + col` into `out[row * width + col]` (the bytes of a numpy
/// bool array: a legal mask): `out[..width * height]`, nothing past it.
/// Straight from the bitboard's rows, eight columns a step from a table, each
/// step one 8-byte store; a row's last step is the store of its last eight
/// columns (overlapping the one before where the width is not a multiple of
/// eight), so that nothing past the row is written. Panics if `out` is
/// shorter than `width * height`.
pub fn write_flags<const W: usize>(size: BoardSize, set: &BitboardOf<W>, out: &mut [u8]) {
    // The usual widths in code compiled for them (the stores unrolled).
    match size.width() {
        9 => write_flag_rows::<W, 9>(size, set, out),
        13 => write_flag_rows::<W, 13>(size, set, out),
        19 => write_flag_rows::<W, 19>(size, set, out),
        _ => write_flag_rows::<W, 0>(size, set, out),
    }
}

/// [`write_flags`] for boards `WIDTH` wide (`0`: any width, read from `size`).
#[inline(always)]
fn write_flag_rows<const W: usize, const WIDTH: usize>(
    size: BoardSize,
    set: &BitboardOf<W>,
    out: &mut [u8],
) {
    let width = if WIDTH == 0 { size.width() } else { WIDTH };
    let n = width * size.height();
    let keep = (1u64 << width) - 1;
    let (mut word, mut shift) = (0, 0);
    for row in out[..n].chunks_exact_mut(width) {
        let mut bits = set.0[word] >> shift;
        if shift + width > 64 {
            bits |= set.0[word + 1] << (64 - shift);
        }
        bits &= keep;
        let flags = |from: usize| SPREAD[((bits >> from) & 0xff) as usize].to_le_bytes();
        if width >= 8 {
            let mut c = 0;
            while c + 8 < width {
                row[c..c + 8].copy_from_slice(&flags(c));
                c += 8;
            }
            row[width - 8..].copy_from_slice(&flags(width - 8));
        } else {
            row.copy_from_slice(&flags(0)[..width]);
        }
        // The next row's first bit: one guard column further.
        shift += width + 1;
        if shift >= 64 {
            shift -= 64;
            word += 1;
        }
    }
}

/// Writes the first `out.len()` bytes of `plane` (its points in
/// `numpy.packbits(..., bitorder="big")` order): a copy.
pub fn copy_plane(plane: &PackedPlane, out: &mut [u8]) {
    let n = out.len();
    out.copy_from_slice(&plane.0[..n]);
}

/// The last [`RECENT`] boards of a game as `[black, white]` [`PackedPlane`]s,
/// in a ring (the newest at `head`, older ones after it), and the colour
/// planes. 1,280 bytes and `Copy`; kept beside a [`Position`](crate::sized::Position) by its owner,
/// which calls [`RecentBoards::push`] after each move and rebuilds it with
/// [`RecentBoards::of_position`] after anything else (an undo, a set-up).
#[derive(Copy, Clone, Debug)]
pub struct RecentBoards {
    boards: [[PackedPlane; 2]; RECENT],
    head: usize,
    size: BoardSize,
}

impl RecentBoards {
    /// A ring whose only position is `stones` (`[black, white]`, bitboards of
    /// `size`); the older ones are empty.
    pub fn new<const W: usize>(size: BoardSize, stones: [BitboardOf<W>; 2]) -> RecentBoards {
        let mut ring = RecentBoards {
            boards: [[PackedPlane::EMPTY; 2]; RECENT],
            head: 0,
            size,
        };
        ring.boards[0] = [
            PackedPlane::of_bitboard(size, &stones[0]),
            PackedPlane::of_bitboard(size, &stones[1]),
        ];
        ring
    }

    /// The ring of `position`: its last [`RECENT`] boards read through
    /// [`Position::stones_ago`](crate::sized::PositionOf::stones_ago); boards older than its start are empty, as in
    /// a ring built move by move from [`RecentBoards::new`] at the start.
    pub fn of_position<const W: usize>(position: &PositionOf<W>) -> RecentBoards {
        let size = position.size();
        let mut ring = RecentBoards {
            boards: [[PackedPlane::EMPTY; 2]; RECENT],
            head: 0,
            size,
        };
        for (k, slot) in ring.boards.iter_mut().enumerate() {
            match position.stones_ago(k) {
                Some([black, white]) => {
                    *slot = [
                        PackedPlane::of_bitboard(size, &black),
                        PackedPlane::of_bitboard(size, &white),
                    ];
                }
                None => break,
            }
        }
        ring
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Records the position after a move from what the move did (`outcome`,
    /// as [`Position::play`](crate::sized::PositionOf::play) returns it, of a move played from the position
    /// that is this ring's newest board): its stone placed, the stones it
    /// captured and, under a rule that allows it, its own stones removed by
    /// suicide. A pass repeats the
    /// board. No allocation; a few bit operations a move, one more a
    /// removed stone.
    pub fn push<const W: usize>(&mut self, outcome: &MoveOutcomeOf<W>) {
        let newest = self.head;
        self.head = (self.head + RECENT - 1) % RECENT;
        self.boards[self.head] = self.boards[newest];
        let board = &mut self.boards[self.head];
        if let Move::Place(p) = outcome.mv {
            let (own, opp) = (outcome.color.index(), (!outcome.color).index());
            board[own].insert(self.size.index(p));
            if !outcome.captured.is_empty() {
                board[opp].remove_all(self.size, &outcome.captured);
            }
            if !outcome.suicided.is_empty() {
                board[own].remove_all(self.size, &outcome.suicided);
            }
        }
    }

    /// [`RecentBoards::push`] from a size-agnostic outcome
    /// ([`AnyGame::play_packed`]): the same board recorded, the stones
    /// removed a word at a time. No allocation.
    pub fn push_packed(&mut self, outcome: &PackedOutcome) {
        let newest = self.head;
        self.head = (self.head + RECENT - 1) % RECENT;
        self.boards[self.head] = self.boards[newest];
        let board = &mut self.boards[self.head];
        if let Move::Place(p) = outcome.mv {
            let (own, opp) = (outcome.color.index(), (!outcome.color).index());
            board[own].insert(self.size.index(p));
            board[opp].remove_plane(&outcome.captured);
            board[own].remove_plane(&outcome.suicided);
        }
    }

    /// The ring of a game of any size: [`RecentBoards::of_position`] of the
    /// position it holds.
    pub fn of_game(game: &AnyGame) -> RecentBoards {
        with_any!(game, g => RecentBoards::of_position(g.position()))
    }

    /// The `[black, white]` stones `k` positions ago (`k < RECENT`, `0` now;
    /// empty planes before the start). Panics if `k >= RECENT`.
    pub fn ago(&self, k: usize) -> &[PackedPlane; 2] {
        assert!(k < RECENT, "RecentBoards keeps {RECENT} positions");
        &self.boards[(self.head + k) % RECENT]
    }

    /// Calls `write(plane, out_plane)` for each of the [`OBSERVATION_PLANES`]
    /// planes in order (see the module docs; `to_move` is `X`), `out` cut in
    /// consecutive pieces of `plane_len` bytes. `out` holds at least
    /// `OBSERVATION_PLANES * plane_len` bytes; further bytes are untouched.
    pub fn write_planes(
        &self,
        to_move: Color,
        plane_len: usize,
        out: &mut [u8],
        mut write: impl FnMut(&PackedPlane, &mut [u8]),
    ) {
        let (x, y) = (to_move.index(), (!to_move).index());
        let mut planes = out[..OBSERVATION_PLANES * plane_len].chunks_exact_mut(plane_len);
        for k in 0..RECENT {
            let board = &self.boards[(self.head + k) % RECENT];
            for color in [x, y] {
                if let Some(p) = planes.next() {
                    write(&board[color], p);
                }
            }
        }
        let color = if to_move == Color::Black {
            PackedPlane::first(self.size.num_points())
        } else {
            PackedPlane::EMPTY
        };
        if let Some(p) = planes.next() {
            write(&color, p);
        }
    }

    /// Writes the dense planes, a byte 0/1 a point (`row * width + col`
    /// within a plane), into `out[..OBSERVATION_PLANES * height * width]`,
    /// with the portable [`expand_plane`]. Panics if `out` is shorter.
    pub fn write_dense(&self, to_move: Color, out: &mut [u8]) {
        self.write_planes(to_move, self.size.num_points(), out, expand_plane);
    }

    /// Writes the planes bit-packed as `numpy.packbits(..., bitorder="big")`
    /// packs each flattened plane (see [`PackedPlane`]) into
    /// `out[..OBSERVATION_PLANES * ceil(height * width / 8)]`: a copy of the
    /// ring's bytes. Panics if `out` is shorter.
    pub fn write_packed(&self, to_move: Color, out: &mut [u8]) {
        let plane = self.size.num_points().div_ceil(8);
        // The usual sizes' planes (9×9, 13×13, 19×19) in code compiled for
        // their length: each plane a few fixed moves instead of a call.
        match plane {
            11 => self.write_packed_fixed::<11>(to_move, out),
            22 => self.write_packed_fixed::<22>(to_move, out),
            46 => self.write_packed_fixed::<46>(to_move, out),
            _ => self.write_planes(to_move, plane, out, copy_plane),
        }
    }

    /// [`RecentBoards::write_packed`] for planes of `PLANE` bytes.
    #[inline(always)]
    fn write_packed_fixed<const PLANE: usize>(&self, to_move: Color, out: &mut [u8]) {
        const { assert!(PLANE <= PLANE_BYTES) };
        let (x, y) = (to_move.index(), (!to_move).index());
        let (older, newer) = self.boards.split_at(self.head);
        let out = &mut out[..OBSERVATION_PLANES * PLANE];
        let (history, last) = out.split_at_mut(2 * RECENT * PLANE);
        let mut pairs = history.chunks_exact_mut(2 * PLANE);
        for (board, pair) in newer.iter().chain(older).zip(&mut pairs) {
            let (px, py) = pair.split_at_mut(PLANE);
            px.copy_from_slice(&board[x].0[..PLANE]);
            py.copy_from_slice(&board[y].0[..PLANE]);
        }
        let colour = if to_move == Color::Black {
            &ALL_POINTS
        } else {
            &PackedPlane::EMPTY
        };
        last.copy_from_slice(&colour.0[..PLANE]);
        let rest = self.size.num_points() % 8;
        if rest > 0 && to_move == Color::Black {
            last[PLANE - 1] = !(0xffu8 >> rest);
        }
    }
}

/// What a move did at any size, as [`PackedPlane`]s (points `row * width +
/// col`): [`MoveOutcomeOf`] without its word count, and without a box on
/// eleven words (about 170 bytes, copied). [`AnyGame::play_packed`] and
/// [`AnyGame::pass_packed`] give it; [`RecentBoards::push_packed`] records it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PackedOutcome {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub color: Color,
    /// Opponent stones captured by it (2002 art. 4); empty for a pass.
    pub captured: PackedPlane,
    /// Own stones removed by an allowed multi-stone suicide (only under
    /// [`crate::SuicideRule::MultiStoneAllowed`]).
    pub suicided: PackedPlane,
}

impl PackedOutcome {
    /// `outcome` (of a game of `size`) with its stone sets packed, stone
    /// by stone: a set with no stone (most moves) costs a test, a capture a
    /// few instructions a stone.
    #[inline]
    pub fn of<const W: usize>(size: BoardSize, outcome: &MoveOutcomeOf<W>) -> PackedOutcome {
        let mut packed = PackedOutcome {
            mv: outcome.mv,
            color: outcome.color,
            captured: PackedPlane::EMPTY,
            suicided: PackedPlane::EMPTY,
        };
        if !outcome.captured.is_empty() {
            for p in outcome.captured.points(size) {
                packed.captured.insert(size.index(p));
            }
        }
        if !outcome.suicided.is_empty() {
            for p in outcome.suicided.points(size) {
                packed.suicided.insert(size.index(p));
            }
        }
        packed
    }
}

/// Writes the stones of `board` as int8 values (1 Black, -1 White, 0
/// empty), point `row * width + col` into `out[row * width + col]`, from the
/// bitboards' rows: `out[..width * height]`, nothing past it. Panics if
/// `out` is shorter.
pub fn write_stones<const W: usize>(board: &BoardOf<W>, out: &mut [i8]) {
    let size = board.size();
    let (black, white) = (board.stones(Color::Black), board.stones(Color::White));
    let rows = out[..size.num_points()].chunks_exact_mut(size.width());
    for (r, row) in rows.enumerate() {
        let (b, w) = (black.row(size, r), white.row(size, r));
        for (c, v) in row.iter_mut().enumerate() {
            *v = ((b >> c) & 1) as i8 - ((w >> c) & 1) as i8;
        }
    }
}

impl AnyGame {
    /// Plays `mv` for the side to move, as [`AnyGame::play`], and gives
    /// what it did as a [`PackedOutcome`]: at any size, no allocation (where
    /// [`AnyGame::play_outcome`] boxes the eleven-word outcome). Errors: the
    /// [`IllegalMove`] (2002 art. 6, 14, 15; RULES.md §3); the game is left
    /// as it was.
    #[inline]
    pub fn play_packed(&mut self, mv: Move) -> Result<PackedOutcome, IllegalMove> {
        with_any!(self, g => {
            let size = g.size();
            g.play(mv).map(|o| PackedOutcome::of(size, &o))
        })
    }

    /// Passes for the side to move, as [`AnyGame::pass`], and gives the
    /// [`PackedOutcome`] (no stone removed). Errors:
    /// [`IllegalMove::GameOver`].
    #[inline]
    pub fn pass_packed(&mut self) -> Result<PackedOutcome, IllegalMove> {
        with_any!(self, g => {
            let size = g.size();
            g.pass().map(|o| PackedOutcome::of(size, &o))
        })
    }

    /// Plays `mv` for the side to move, as [`AnyGame::play`]; records the
    /// position after it in `recent`, when given ([`RecentBoards::push`]),
    /// and appends to `captured` the indices (`row * width + col`,
    /// ascending) of the stones it captured. No allocation but what
    /// `captured` makes for them (none for a move that captures nothing):
    /// the cheapest way to follow a game of any size move by move (the
    /// Python `Game.play`). Errors: the [`IllegalMove`] (2002 art. 6, 14,
    /// 15; RULES.md §3); then nothing changes.
    #[inline]
    pub fn play_recorded(
        &mut self,
        mv: Move,
        recent: Option<&mut RecentBoards>,
        captured: &mut impl Extend<usize>,
    ) -> Result<(), IllegalMove> {
        with_any!(self, g => {
            let size = g.size();
            let out = g.play(mv)?;
            if let Some(ring) = recent {
                ring.push(&out);
            }
            if !out.captured.is_empty() {
                captured.extend(out.captured.points(size).map(|p| size.index(p)));
            }
            Ok(())
        })
    }

    /// Passes for the side to move, as [`AnyGame::pass`], and records the
    /// position (the same board) in `recent` when given. Errors:
    /// [`IllegalMove::GameOver`]; then nothing changes.
    #[inline]
    pub fn pass_recorded(&mut self, recent: Option<&mut RecentBoards>) -> Result<(), IllegalMove> {
        with_any!(self, g => {
            let out = g.pass()?;
            if let Some(ring) = recent {
                ring.push(&out);
            }
            Ok(())
        })
    }

    /// Writes the stones as int8 values (1 Black, -1 White, 0 empty), point
    /// `row * width + col`, into `out[..width * height]` ([`write_stones`]).
    /// Panics if `out` is shorter than `width * height`.
    pub fn write_stones(&self, out: &mut [i8]) {
        with_any!(self, g => write_stones(g.board(), out))
    }
}

/// Every bit set: the colour plane when Black is to move, but for the bits
/// past the board (cleared where written).
static ALL_POINTS: PackedPlane = PackedPlane([0xff; PLANE_BYTES]);

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports)]
    use crate::bitboard::Bitboard;
    use crate::game::Game;
    use crate::point::Point;
    use crate::rules::{KoRule, Rules, SuicideRule};
    use crate::splitmix::SplitMix64;

    /// Point `i`'s stone `k` positions ago, read from a board replayed from the
    /// move list (an independent reference: no ring, no `stones_ago`).
    fn replayed_boards(game: &Game) -> Vec<[Vec<bool>; 2]> {
        let size = game.size();
        let mut replay = Game::new(size, *game.rules());
        let mut boards = Vec::new();
        let board_of = |g: &Game| -> [Vec<bool>; 2] {
            [Color::Black, Color::White].map(|c| {
                (0..size.num_points())
                    .map(|i| {
                        let p = Point::new((i / size.width()) as u8, (i % size.width()) as u8);
                        g.board().get(p) == Some(c)
                    })
                    .collect()
            })
        };
        boards.push(board_of(&replay));
        for m in game.moves() {
            replay
                .play_as(m.color, m.mv)
                .expect("the game's own moves replay");
            boards.push(board_of(&replay));
        }
        boards.reverse();
        boards
    }

    /// The dense planes built point by point from `boards` (newest first).
    fn reference_planes(size: BoardSize, to_move: Color, boards: &[[Vec<bool>; 2]]) -> Vec<u8> {
        let n = size.num_points();
        let mut out = Vec::new();
        for k in 0..RECENT {
            for c in [to_move, !to_move] {
                match boards.get(k) {
                    Some(b) => out.extend(b[c.index()].iter().map(|&s| s as u8)),
                    None => out.extend(std::iter::repeat_n(0u8, n)),
                }
            }
        }
        out.extend(std::iter::repeat_n((to_move == Color::Black) as u8, n));
        out
    }

    /// `numpy.packbits(bitorder="big")` of each plane of `dense`, by hand.
    fn packbits(dense: &[u8], n: usize) -> Vec<u8> {
        dense
            .chunks_exact(n)
            .flat_map(|plane| {
                plane.chunks(8).map(|c| {
                    c.iter()
                        .enumerate()
                        .fold(0u8, |b, (j, &v)| b | (v << (7 - j)))
                })
            })
            .collect()
    }

    fn check(ring: &RecentBoards, game: &Game, what: &str) {
        let size = game.size();
        let n = size.num_points();
        let want = reference_planes(size, game.to_move(), &replayed_boards(game));
        let mut dense = vec![7u8; OBSERVATION_PLANES * n + 1];
        ring.write_dense(game.to_move(), &mut dense);
        assert_eq!(dense[..OBSERVATION_PLANES * n], want[..], "dense, {what}");
        assert_eq!(dense[OBSERVATION_PLANES * n], 7, "dense overran, {what}");
        let packed_len = OBSERVATION_PLANES * n.div_ceil(8);
        let mut packed = vec![7u8; packed_len + 1];
        ring.write_packed(game.to_move(), &mut packed);
        assert_eq!(
            packed[..packed_len],
            packbits(&want, n)[..],
            "packed, {what}"
        );
        assert_eq!(packed[packed_len], 7, "packed overran, {what}");
    }

    /// After random moves (captures, passes, and suicides where allowed) and
    /// undos, on several sizes and rules, the ring kept move by move (rebuilt
    /// from `stones_ago` after an undo), and the ring rebuilt from
    /// `stones_ago` at every step, both give the planes of a replay.
    #[test]
    fn ring_planes_equal_a_replay_after_moves_and_undos() {
        let mut rng = SplitMix64(17);
        for (w, h) in [(2, 2), (5, 5), (9, 9), (7, 11), (13, 13), (19, 19)] {
            let size = BoardSize::new(w, h).expect("a valid size");
            for suicide in [SuicideRule::Forbidden, SuicideRule::MultiStoneAllowed] {
                let rules = Rules {
                    suicide,
                    ko: KoRule::Positional,
                    ..Rules::default()
                };
                let mut game = Game::new(size, rules);
                let mut ring = RecentBoards::new(size, [Bitboard::EMPTY; 2]);
                check(&ring, &game, "start");
                for step in 0..(3 * size.num_points()).min(300) {
                    if rng.below(8) == 0 && game.undo().is_some() {
                        ring = RecentBoards::of_position(game.position());
                    } else {
                        let legal = game.position().legal_point_set();
                        let mv = match legal.nth(rng.below(legal.count() + 1)) {
                            Some(bit) => Move::Place(size.point_of_bit(bit)),
                            None => Move::Pass,
                        };
                        match game.play(mv) {
                            Ok(outcome) => ring.push(&outcome),
                            // A game ended by two passes: start over.
                            Err(_) => {
                                game = Game::new(size, rules);
                                ring = RecentBoards::new(size, [Bitboard::EMPTY; 2]);
                            }
                        }
                    }
                    let what = format!("{w}x{h} {suicide:?} step {step}");
                    check(&ring, &game, &what);
                    check(&RecentBoards::of_position(game.position()), &game, &what);
                }
            }
        }
    }

    /// The flags of random sets (and the empty and full ones) on every size
    /// from 2×2 to 25×25, squares and rectangles, in six and eleven words,
    /// equal a point by point reading, and nothing past the points is written.
    #[test]
    fn flags_equal_a_point_by_point_reading_on_every_size() {
        fn check<const W: usize>(size: BoardSize, rng: &mut SplitMix64) {
            for fill in 0..4 {
                let mut set = BitboardOf::<W>::EMPTY;
                for p in size.points() {
                    let on = match fill {
                        0 => false,
                        1 => true,
                        _ => rng.below(2) == 1,
                    };
                    if on {
                        set.insert(size.bit(p));
                    }
                }
                let n = size.num_points();
                let mut out = vec![9u8; n + 9];
                write_flags(size, &set, &mut out);
                for p in size.points() {
                    let want = u8::from(set.contains(size.bit(p)));
                    assert_eq!(out[size.index(p)], want, "{size:?} {p:?}");
                }
                assert!(out[n..].iter().all(|&b| b == 9), "{size:?} past the points");
            }
        }
        let mut rng = SplitMix64(23);
        for w in 2..=25 {
            for h in 2..=25 {
                let size = BoardSize::new(w, h).expect("a valid size");
                if size.fits(crate::bitboard::TINY_WORDS) {
                    check::<{ crate::bitboard::TINY_WORDS }>(size, &mut rng);
                }
                if size.fits(crate::bitboard::WORDS) {
                    check::<{ crate::bitboard::WORDS }>(size, &mut rng);
                }
                check::<{ crate::bitboard::BIG_WORDS }>(size, &mut rng);
            }
        }
    }

    #[test]
    fn the_color_plane_covers_the_board_and_nothing_past_it() {
        for n in [0, 1, 7, 8, 9, 81, 361, 625] {
            let plane = PackedPlane::first(n);
            for i in 0..8 * PLANE_BYTES {
                assert_eq!(plane.contains(i), i < n, "{n} points, point {i}");
            }
        }
    }

    #[test]
    fn the_table_expands_most_significant_bit_first() {
        let mut plane = PackedPlane::EMPTY;
        plane.0[0] = 0b1000_0001;
        plane.0[1] = 0b0100_0000;
        let mut out = [9u8; 11];
        expand_plane(&plane, &mut out[..10]);
        assert_eq!(out, [1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 9]);
    }
}

//! The exact legal mask kept up to date move by move (issue 17):
//! [`IncrementalMask`] keeps, for the stones it last saw, each colour's
//! verdict on every empty point (its stone there would capture, be suicide,
//! be a lone stone's suicide, or none of these), and brings them up to date
//! from the points that changed since; [`IncrementalMaskOf::legal_point_set`] then
//! gives exactly [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set), the superko part (which depends on
//! the whole history) worked out per call as there.
//!
//! The verdicts are a function of the stones alone, so the mask compares the
//! stones it kept with the position's: whatever changed them (moves, captures,
//! undo, set-up, another position altogether) is seen as the points that
//! differ. A point `q`'s verdicts depend on its neighbours' colours and, for
//! each neighbouring chain, on whether `q` is that chain's only liberty (the
//! chain is in atari at `q`). So after a change only these points can change
//! verdict, and only they are tested again:
//! - the changed points and their neighbours (their neighbours' colours
//!   changed);
//! - the liberty of a chain now in atari that holds a changed point or lies
//!   next to one: it may not have been in atari at that point before. Only a
//!   chain with at most four pseudo-liberties can be in atari (a chain whose
//!   only liberty is `q` has as many pseudo-liberties as stones next to `q`),
//!   so only those are walked, unless the next rule asks for a walk;
//! - the liberties of a chain next to a point that lost its stone (or changed
//!   colour) that were the other colour's capture points before: where it
//!   was in atari before, it may have gained liberties or been split.
//!
//! Nothing else can change: a chain in atari at `q` before can only leave
//! atari by gaining a liberty (a point next to it lost its stone: the last
//! rule, and `q` was the other colour's capture point) or by a stone on `q`
//! itself (its only empty neighbour); a chain that was not in atari and is
//! now holds or touches a changed point (second rule). A capture point's
//! change of the hash depends on the same chains, so it is kept with the
//! verdicts. When more than [`REBUILD_AFTER`] points changed, or more than
//! sixteen chains would be walked, everything is recomputed instead.
//!
//! ```
//! use tianyuan::BoardSize;
//! use tianyuan::rules::{KoRule, SuicideRule};
//! use tianyuan::sized::{IncrementalMask, Position};
//!
//! let size = BoardSize::square(9).unwrap();
//! let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
//! let mut mask = IncrementalMask::new();
//! for bit in [10, 11, 21, 20, 12] {
//!     assert_eq!(mask.legal_point_set(&pos), pos.legal_point_set());
//!     pos.play_bit(bit).unwrap();
//! }
//! pos.undo();
//! assert_eq!(mask.legal_point_set(&pos), pos.legal_point_set());
//! ```

use crate::bitboard::BitboardOf;
use crate::board::{BoardOf, CAPTURES, LONE, SUICIDE};
use crate::color::Color;
use crate::point::BoardSize;
use crate::position::PositionOf;

/// More changed points than this and [`IncrementalMask`] recomputes every
/// verdict instead of following the changes.
pub const REBUILD_AFTER: u32 = 24;

/// Chains whose liberties an update walks, at most (more: recompute all).
const MAX_WALKS: usize = 16;

/// Entries of the per-colour table of what captures change (see
/// [`IncrementalMask`]'s `change_hash`): a capture point `bit` sits at
/// `bit % CHANGE_SLOTS`.
const CHANGE_SLOTS: usize = 32;

/// An empty entry of [`IncrementalMask`]'s `change_of`.
const NO_CHANGE: u32 = u32::MAX;
/// The exact legal mask of a position kept up to date from the stones that
/// changed (see the module docs). Holds 8 bitboards, the board size and a
/// table of 32 capture points a colour (about 1.2 KB in all); keep one beside
/// each position whose mask is asked for after every move.
#[derive(Clone, Debug)]
pub struct IncrementalMaskOf<const W: usize> {
    /// The stones the verdicts are for, `[black, white]`.
    stones: [BitboardOf<W>; 2],
    /// Their board size (`None`: nothing kept yet).
    size: Option<BoardSize>,
    /// Per colour: the empty points where its stone would capture.
    captures: [BitboardOf<W>; 2],
    /// Per colour: the empty points where its stone would be suicide.
    suicide: [BitboardOf<W>; 2],
    /// Per colour: the suicides of a lone stone (no own neighbour).
    lone: [BitboardOf<W>; 2],
    /// Per colour, what its captures change: the hash (the hash after the
    /// capture XOR the hash before), kept when a capture point's verdict is
    /// set, so that the superko lookup of a capture needs no walk of the
    /// captured chains. It depends only on the chains the capture takes, so
    /// it stays valid as long as the point's verdicts do. A point whose
    /// entry another capture point took is worked out again.
    change_hash: [[u64; CHANGE_SLOTS]; 2],
    /// Per colour, whose entry of `change_hash` it is: the capture point's
    /// bit and, from bit 16, the stones the capture takes ([`NO_CHANGE`]:
    /// nobody's).
    change_of: [[u32; CHANGE_SLOTS]; 2],
}

/// [`IncrementalMaskOf`] for boards of six words (every size up to 19×19),
/// beside a [`crate::sized::Position`].
pub type IncrementalMask = IncrementalMaskOf<6>;

impl<const W: usize> Default for IncrementalMaskOf<W> {
    fn default() -> IncrementalMaskOf<W> {
        IncrementalMaskOf::new()
    }
}

impl<const W: usize> IncrementalMaskOf<W> {
    /// A mask that has seen no position yet (the first call computes all).
    pub fn new() -> IncrementalMaskOf<W> {
        IncrementalMaskOf {
            stones: [BitboardOf::<W>::EMPTY; 2],
            size: None,
            captures: [BitboardOf::<W>::EMPTY; 2],
            suicide: [BitboardOf::<W>::EMPTY; 2],
            lone: [BitboardOf::<W>::EMPTY; 2],
            change_hash: [[0; CHANGE_SLOTS]; 2],
            change_of: [[NO_CHANGE; CHANGE_SLOTS]; 2],
        }
    }

    /// Exactly [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set) of `pos`, the verdicts brought up to
    /// date from the stones that changed since the last call.
    pub fn legal_point_set(&mut self, pos: &PositionOf<W>) -> BitboardOf<W> {
        self.update(pos.board());
        let color = pos.to_move();
        let c = color.index();
        let board = pos.board();
        let (hashes, of) = (&self.change_hash[c], &self.change_of[c]);
        pos.legal_from_verdicts(&self.captures[c], &self.suicide[c], &self.lone[c], |bit| {
            let slot = bit % CHANGE_SLOTS;
            if of[slot] & 0xffff == bit as u32 {
                (hashes[slot], of[slot] >> 16)
            } else {
                let (hash, removed) = board.capture_hash(color, bit);
                (hash ^ board.hash(), removed)
            }
        })
    }

    /// Forgets what was kept: the next call recomputes everything.
    pub fn clear(&mut self) {
        self.size = None;
    }

    /// Brings the verdicts up to date with `board`'s stones.
    #[inline]
    fn update(&mut self, board: &BoardOf<W>) {
        let now = [board.stones(Color::Black), board.stones(Color::White)];
        if self.size != Some(board.size()) {
            return self.rebuild(board);
        }
        let changed = (self.stones[0] ^ now[0]) | (self.stones[1] ^ now[1]);
        if changed.is_empty() {
            return;
        }
        if changed.count_sparse() > REBUILD_AFTER {
            return self.rebuild(board);
        }
        let was_stone = changed & (self.stones[0] | self.stones[1]);
        let mut dirty = changed;
        let mut walked = [u16::MAX; MAX_WALKS];
        let mut walks = 0;
        for bit in changed.bits() {
            board.add_neighbours(bit, &mut dirty);
            let lost = was_stone.contains(bit);
            let placed = board.color_at_bit(bit).is_some();
            if placed {
                self.forget(board, bit);
            }
            // Chains next to a point that lost its stone: all their
            // liberties. Chains holding a new stone or next to one: their
            // liberties if they may be in atari.
            let own = placed.then_some(bit);
            for s in board.stones_around(bit).into_iter().chain([own]).flatten() {
                let (head, libs) = board.chain_of(s);
                if !(lost || libs <= 4) || walked[..walks].contains(&(head as u16)) {
                    continue;
                }
                if walks == MAX_WALKS {
                    return self.rebuild(board);
                }
                walked[walks] = head as u16;
                walks += 1;
                // Its liberty if it is in atari now; the point where it was
                // in atari before (a capture point of the other colour, not
                // yet updated).
                let mut liberties = BitboardOf::<W>::EMPTY;
                board.add_liberties(head, &mut liberties);
                let other = usize::from(!now[1].contains(s));
                dirty |= liberties & self.captures[other];
                if liberties.is_single() {
                    dirty |= liberties;
                }
            }
        }
        self.stones = now;
        for bit in (dirty & board.empty()).bits() {
            self.set(board, bit, board.verdicts(bit));
        }
    }

    /// Recomputes every verdict for `board`'s stones.
    #[cold]
    fn rebuild(&mut self, board: &BoardOf<W>) {
        self.size = Some(board.size());
        self.stones = [board.stones(Color::Black), board.stones(Color::White)];
        let empty = board.empty();
        // Suicide needs a crowded point; a capture a point next to a stone
        // whose only empty neighbour it is.
        let (once, twice) = board.neighbours_once_twice(&empty);
        let lone_liberty = (self.stones[0] | self.stones[1]) & once.and_not(&twice);
        let candidates = empty.and_not(&once) | (empty & board.neighbours(&lone_liberty));
        self.captures = [BitboardOf::<W>::EMPTY; 2];
        self.suicide = [BitboardOf::<W>::EMPTY; 2];
        self.lone = [BitboardOf::<W>::EMPTY; 2];
        self.change_of = [[NO_CHANGE; CHANGE_SLOTS]; 2];
        for bit in candidates.bits() {
            self.set(board, bit, board.verdicts(bit));
        }
    }

    /// Records the verdicts `[black, white]` of the point `bit` (and, for a
    /// capture point, what the capture changes).
    #[inline(always)]
    fn set(&mut self, board: &BoardOf<W>, bit: usize, verdicts: [u8; 2]) {
        let (w, one) = (bit >> 6, 1u64 << (bit & 63));
        let put = |set: &mut BitboardOf<W>, on: bool| {
            set.0[w] = (set.0[w] & !one) | (u64::from(on) << (bit & 63));
        };
        for (c, flags) in verdicts.into_iter().enumerate() {
            let captures = flags & CAPTURES != 0;
            put(&mut self.captures[c], captures);
            put(&mut self.suicide[c], flags & SUICIDE != 0);
            put(&mut self.lone[c], flags & LONE != 0);
            let slot = bit % CHANGE_SLOTS;
            if captures {
                let (hash, removed) = board.capture_hash(Color::ALL[c], bit);
                self.change_hash[c][slot] = hash ^ board.hash();
                self.change_of[c][slot] = bit as u32 | removed << 16;
            } else if self.change_of[c][slot] & 0xffff == bit as u32 {
                self.change_of[c][slot] = NO_CHANGE;
            }
        }
    }

    /// Forgets the verdicts of the point `bit` (now occupied).
    #[inline(always)]
    fn forget(&mut self, board: &BoardOf<W>, bit: usize) {
        self.set(board, bit, [0, 0]);
    }
}

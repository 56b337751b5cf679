//! A position in play: the board, the side to move, ko, and the history that
//! superko needs (1988 art. 6; 2002 art. 6, 20). Checked [`Position::play`],
//! unchecked [`Position::play_unchecked`], [`Position::legal_point_set`], and exact
//! [`Position::undo`].
//!
//! The history (`history.rs`) holds every move since the starting position,
//! compactly, and rebuilds any earlier state from it exactly. The starting
//! position (empty, or set up with stones) is its first state, so recreating a
//! set-up position is a repetition too. A superko lookup first asks a filter of
//! the earlier states' keys, then the recorded states with as many stones (or,
//! in a long game, a flat table of the keys: `repetition.rs`); a hit is then
//! confirmed by comparing the stones with the rebuilt earlier state, so a
//! 64-bit hash collision can never forbid a legal move.
//!
//! ```
//! use tianyuan::{BoardSize, Color, IllegalMove, Move};
//! use tianyuan::rules::{KoRule, SuicideRule};
//! use tianyuan::sized::Position;
//!
//! let size = BoardSize::square(9).unwrap();
//! let at = |vertex: &str| size.parse_gtp(vertex).unwrap();
//! let mut position = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
//! position.play(at("B1")).unwrap(); // Black
//! position.play(at("A1")).unwrap(); // White, in the corner: liberties A2 and B1
//! // Black fills A2, White's last liberty: the stone is captured (art. 4).
//! let outcome = position.play(at("A2")).unwrap();
//! assert_eq!(outcome.captured.count(), 1);
//! let Move::Place(a1) = at("A1") else { unreachable!() };
//! assert_eq!(position.board().get(a1), None);
//! assert_eq!(position.to_move(), Color::White);
//! // White may not play A1 again: its stone would have no liberty and take
//! // nothing, a forbidden point (art. 5). A rejected move changes nothing.
//! assert_eq!(position.play(at("A1")), Err(IllegalMove::Suicide));
//! // 81 points less 2 black stones and the forbidden A1 (a pass is not counted).
//! assert_eq!(position.legal_point_set().count(), 78);
//! // Undo takes back Black's A2 and puts White's stone back.
//! position.undo().unwrap();
//! assert_eq!(position.board().get(a1), Some(Color::White));
//! ```

use thiserror::Error;

use crate::bitboard::BitboardOf;
use crate::board::{BoardOf, InvariantError, Placement};
use crate::color::Color;
use crate::history::{HistoryOf, MoveFactsOf};
use crate::point::{BoardSize, Move, Point, PointError};
use crate::rules::{KoRule, SuicideRule};
use crate::zobrist;

mod legal;

/// Why a move was rejected. A rejected move changes nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum IllegalMove {
    /// The point is not on the board.
    #[error("the point is off the board")]
    OffBoard,
    /// The point already holds a stone (art. 2).
    #[error("the point is occupied")]
    Occupied,
    /// The move would leave its own chain without liberties while capturing
    /// nothing: a forbidden point (禁着点, 1988/2002 art. 5).
    #[error("suicide: the point is forbidden (art. 5)")]
    Suicide,
    /// The immediate recapture of a ko (1988 art. 20.1; 2002 art. 18.3, 20).
    #[error("ko: immediate recapture is forbidden")]
    Ko,
    /// The move recreates an earlier arrangement of stones (1988 art. 6).
    #[error(
        "positional superko: the move recreates an earlier whole-board position (1988 art. 6)"
    )]
    PositionalSuperko,
    /// The move recreates an earlier arrangement with the same player to move
    /// (2002 art. 6).
    #[error("situational superko: the move recreates an earlier position with the same player to move (2002 art. 6)")]
    SituationalSuperko,
    /// The colour given is not the side to move (art. 2: players alternate).
    #[error("wrong player: it is the other side's turn")]
    WrongPlayer,
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
}

impl IllegalMove {
    /// Every reason, in declaration order.
    pub const ALL: [IllegalMove; 8] = [
        IllegalMove::OffBoard,
        IllegalMove::Occupied,
        IllegalMove::Suicide,
        IllegalMove::Ko,
        IllegalMove::PositionalSuperko,
        IllegalMove::SituationalSuperko,
        IllegalMove::WrongPlayer,
        IllegalMove::GameOver,
    ];

    /// A short stable identifier: `off_board`, `occupied`, `suicide`, `ko`,
    /// `positional_superko`, `situational_superko`, `wrong_player`, `game_over`.
    pub const fn code(self) -> &'static str {
        match self {
            IllegalMove::OffBoard => "off_board",
            IllegalMove::Occupied => "occupied",
            IllegalMove::Suicide => "suicide",
            IllegalMove::Ko => "ko",
            IllegalMove::PositionalSuperko => "positional_superko",
            IllegalMove::SituationalSuperko => "situational_superko",
            IllegalMove::WrongPlayer => "wrong_player",
            IllegalMove::GameOver => "game_over",
        }
    }
}

/// What a successful move did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveOutcomeOf<const W: usize> {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub color: Color,
    /// Opponent stones captured by it (art. 4); empty for a pass.
    pub captured: BitboardOf<W>,
    /// Own stones removed by an allowed multi-stone suicide (only under
    /// [`SuicideRule::MultiStoneAllowed`]).
    pub suicided: BitboardOf<W>,
}

/// A position in play (see the module docs). `clone_from` reuses the target's
/// memory, so restarting playouts from one position allocates nothing.
#[derive(Debug)]
pub struct PositionOf<const W: usize> {
    board: BoardOf<W>,
    to_move: Color,
    ko_rule: KoRule,
    suicide: SuicideRule,
    /// Simple-ko point: the side to move may not play here this turn.
    ko: Option<u16>,
    /// The side to move under which the current state was recorded (see
    /// [`Position::set_to_move`]).
    recorded_side: Color,
    /// The moves since the starting position and the recorded states' index.
    history: HistoryOf<W>,
}

impl<const W: usize> Clone for PositionOf<W> {
    fn clone(&self) -> PositionOf<W> {
        PositionOf {
            board: self.board,
            to_move: self.to_move,
            ko_rule: self.ko_rule,
            suicide: self.suicide,
            ko: self.ko,
            recorded_side: self.recorded_side,
            history: self.history.clone(),
        }
    }

    fn clone_from(&mut self, source: &PositionOf<W>) {
        self.board = source.board;
        self.to_move = source.to_move;
        self.ko_rule = source.ko_rule;
        self.suicide = source.suicide;
        self.ko = source.ko;
        self.recorded_side = source.recorded_side;
        self.history.clone_from(&source.history);
    }
}

/// Why a starting position was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A chain of the set-up stones has no liberty (it could never arise in play).
    #[error("the chain at {0} has no liberty")]
    ChainWithoutLiberties(Point),
}

impl<const W: usize> PositionOf<W> {
    /// The empty board of `size`, Black to move, or
    /// [`PointError::UnsupportedSize`] when `W` words do not hold it.
    pub fn try_new(
        size: BoardSize,
        ko_rule: KoRule,
        suicide: SuicideRule,
    ) -> Result<PositionOf<W>, PointError> {
        Ok(PositionOf::new(size.check_words(W)?, ko_rule, suicide))
    }

    /// An empty board of `size`, Black to move. Panics when `W` words do not
    /// hold `size`: see [`PositionOf::try_new`].
    pub fn new(size: BoardSize, ko_rule: KoRule, suicide: SuicideRule) -> PositionOf<W> {
        PositionOf::<W>::from_board(BoardOf::<W>::new(size), Color::Black, ko_rule, suicide)
            .expect("an empty board has no chain")
    }

    /// A position set up with stones (handicap, SGF `AB`/`AW`, a problem), with
    /// `to_move` to play. The set-up position seeds the history.
    pub fn from_board(
        board: BoardOf<W>,
        to_move: Color,
        ko_rule: KoRule,
        suicide: SuicideRule,
    ) -> Result<PositionOf<W>, SetupError> {
        if let Some(p) = board.chain_without_liberties() {
            return Err(SetupError::ChainWithoutLiberties(p));
        }
        let stones = [board.stones(Color::Black), board.stones(Color::White)];
        let key = repetition_key(ko_rule, board.hash(), to_move);
        Ok(PositionOf {
            board,
            to_move,
            ko_rule,
            suicide,
            ko: None,
            recorded_side: to_move,
            history: HistoryOf::<W>::new(stones, board.size().num_points(), key, to_move),
        })
    }

    /// Room in the history for `moves` moves in all, within a bound of the
    /// board's size ([`HistoryOf::reserve_moves`]).
    pub(crate) fn reserve_moves(&mut self, moves: usize) {
        self.history.reserve_moves(moves);
    }

    /// The board.
    #[inline]
    pub fn board(&self) -> &BoardOf<W> {
        &self.board
    }

    /// The board size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The ko rule in force.
    #[inline]
    pub fn ko_rule(&self) -> KoRule {
        self.ko_rule
    }

    /// The suicide rule in force.
    #[inline]
    pub fn suicide_rule(&self) -> SuicideRule {
        self.suicide
    }

    /// The point the side to move may not play this turn because of a simple ko.
    pub fn ko_point(&self) -> Option<Point> {
        self.ko.map(|b| self.size().point_of_bit(b as usize))
    }

    /// The stones `[black, white]` as they stood `moves_ago` moves ago
    /// (passes counted; `0` is the current board, `moves_played()` the
    /// starting position), or `None` when `moves_ago > moves_played()`.
    /// Rebuilt from the move list (from the current board back, or from the
    /// nearest checkpoint forward; a run of passes is one record): under 128
    /// records' bit operations, no allocation.
    pub fn stones_ago(&self, moves_ago: usize) -> Option<[BitboardOf<W>; 2]> {
        let s = self.history.len().checked_sub(moves_ago)?;
        Some(self.history.stones_at(s, self.stones()))
    }

    /// The current stones, `[black, white]`.
    #[inline]
    fn stones(&self) -> [BitboardOf<W>; 2] {
        [
            self.board.stones(Color::Black),
            self.board.stones(Color::White),
        ]
    }

    /// The stones of the starting position (set up, or empty), `[black, white]`.
    pub fn start_stones(&self) -> [BitboardOf<W>; 2] {
        self.history.start_stones()
    }

    /// A move's outcome from what the history kept of it.
    fn outcome_of(&self, f: MoveFactsOf<W>) -> MoveOutcomeOf<W> {
        let (captured, suicided) = if f.suicide {
            (BitboardOf::<W>::EMPTY, f.removed)
        } else {
            (f.removed, BitboardOf::<W>::EMPTY)
        };
        MoveOutcomeOf {
            mv: f
                .played
                .map_or(Move::Pass, |b| Move::Place(self.size().point_of_bit(b))),
            color: f.mover,
            captured,
            suicided,
        }
    }

    /// Stones placed since the starting position, `[black, white]` (moves
    /// that were not passes; captured stones included).
    pub fn stones_placed(&self) -> [u32; 2] {
        self.history.placements()
    }

    /// Stones of each colour, `[black, white]`, removed by the moves since
    /// the starting position (captured, or the mover's own in a suicide).
    /// O(1): the history keeps the counts.
    #[inline]
    pub(crate) fn removal_counts(&self) -> [u32; 2] {
        self.history.removal_counts()
    }

    /// Who passed first since the starting position (`None` before any
    /// pass). O(1).
    #[inline]
    pub(crate) fn first_pass_mover(&self) -> Option<Color> {
        self.history.first_pass_mover()
    }

    /// Moves played since the starting position (passes included).
    #[inline]
    pub fn moves_played(&self) -> usize {
        self.history.len()
    }

    /// Whether the last move was a pass (`false` at the starting position):
    /// the cheap form of `last_move()` for the two-pass end.
    #[inline]
    pub fn last_move_was_pass(&self) -> bool {
        self.history.last().is_some_and(|r| r.played().is_none())
    }

    /// The last move and what it captured (`None` at the starting position).
    #[inline]
    pub fn last_move(&self) -> Option<MoveOutcomeOf<W>> {
        self.history.last_facts().map(|f| self.outcome_of(f))
    }

    /// Move `i` (0-based, since the starting position) and what it captured.
    pub fn move_at(&self, i: usize) -> Option<MoveOutcomeOf<W>> {
        (i < self.history.len()).then(|| self.outcome_of(self.history.facts(i)))
    }

    /// The moves played since the starting position, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = MoveOutcomeOf<W>> + '_ {
        self.history.all_facts().map(|f| self.outcome_of(f))
    }

    /// The Zobrist hash of the stones (the positional-superko identity).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.board.hash()
    }

    /// The hash of the stones and the side to move (the situational identity).
    #[inline]
    pub fn situational_hash(&self) -> u64 {
        self.board.hash() ^ zobrist::side_key(self.to_move)
    }

    /// The key under which a state is remembered for repetition: the stones for
    /// simple and positional ko, the stones and side to move for situational.
    #[inline]
    fn repetition_key(&self, hash: u64, to_move: Color) -> u64 {
        repetition_key(self.ko_rule, hash, to_move)
    }

    /// How many times the current arrangement (with the side to move, under
    /// situational superko) has occurred, counting the starting position and
    /// states reached by placing stones (and, under situational superko, by
    /// passing). 1 for a position never seen before. Under
    /// [`KoRule::Simple`] this is how a long cycle (triple ko) is detected.
    /// Each hit of the keys is confirmed against the rebuilt earlier state, so
    /// a collision cannot inflate it.
    pub fn repetitions(&self) -> u32 {
        let key = self.repetition_key(self.board.hash(), self.to_move);
        let count = self
            .history
            .recorded_count(self.board.stone_count(), key, u32::MAX);
        if count <= 1 {
            return count;
        }
        let side = (self.ko_rule == KoRule::Situational).then_some(self.to_move);
        let stones = self.stones();
        self.history
            .occurrences(&stones, key, side, stones, count)
            .max(1)
    }

    /// Whether the current arrangement has now occurred a third time
    /// ([`repetitions`](Self::repetitions) reaching
    /// [`CycleRule::OCCURRENCES`](crate::rules::CycleRule::OCCURRENCES)): a cycle,
    /// as Chinese referees treat triple ko (1988 art. 20; 2002 art. 20.3;
    /// RULES.md §5). The one test the game's
    /// [`CycleRule::NoResultOnThirdOccurrence`](crate::rules::CycleRule::NoResultOnThirdOccurrence)
    /// and the referee's cycle both use.
    #[inline]
    pub fn is_third_occurrence(&self) -> bool {
        self.repetitions() >= crate::rules::CycleRule::OCCURRENCES
    }

    /// Whether `mv` is legal for the side to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Checks a move for the side to move without playing it: the placement it
    /// would make, or why it is illegal. Order of checks: off board, occupied,
    /// suicide, ko, superko.
    pub fn check(&self, mv: Move) -> Result<Option<Placement>, IllegalMove> {
        let point = match mv {
            Move::Pass => return Ok(None),
            Move::Place(p) => p,
        };
        if !self.size().contains(point) {
            return Err(IllegalMove::OffBoard);
        }
        let bit = self.size().bit(point);
        if !self.board.empty().contains(bit) {
            return Err(IllegalMove::Occupied);
        }
        self.check_bit(bit).map(Some)
    }

    /// The legality test on an empty on-board bit.
    #[inline]
    fn check_bit(&self, bit: usize) -> Result<Placement, IllegalMove> {
        self.check_placement(self.board.evaluate(self.to_move, bit))
    }

    /// The legality test on an evaluated placement of the side to move.
    #[inline]
    fn check_placement(&self, placement: Placement) -> Result<Placement, IllegalMove> {
        let bit = placement.bit();
        if placement.is_suicide()
            && (self.suicide == SuicideRule::Forbidden || placement.suicided() == 1)
        {
            return Err(IllegalMove::Suicide);
        }
        if self.ko == Some(bit as u16) {
            return Err(IllegalMove::Ko);
        }
        if self.ko_rule != KoRule::Simple {
            let total = self.board.stone_count() + 1 - placement.stones_removed() as usize;
            if self.may_repeat(total, placement.hash_after())
                && self.repeats_earlier_state(&placement)
            {
                return Err(self.superko_error());
            }
        }
        Ok(placement)
    }

    /// Whether a state with `total` stones and stones hash `hash`, the
    /// opponent to move, may repeat a recorded one: some recorded state has as
    /// many stones and the index holds its key. `false` is certain; `true` is
    /// confirmed by [`Position::repeats_earlier_state`].
    #[inline(always)]
    fn may_repeat(&self, total: usize, hash: u64) -> bool {
        self.history
            .may_contain(total, self.repetition_key(hash, self.to_move.opponent()))
    }

    /// The superko reason of the rule in force.
    fn superko_error(&self) -> IllegalMove {
        match self.ko_rule {
            KoRule::Situational => IllegalMove::SituationalSuperko,
            _ => IllegalMove::PositionalSuperko,
        }
    }

    /// Whether the stones after `placement` equal a recorded earlier state's
    /// (with the same side to move, under situational superko): each key hit
    /// rebuilt from the history and compared.
    #[cold]
    fn repeats_earlier_state(&self, placement: &Placement) -> bool {
        let stones = self.board.stones_after(placement);
        let next = self.to_move.opponent();
        let key = self.repetition_key(placement.hash_after(), next);
        let side = (self.ko_rule == KoRule::Situational).then_some(next);
        self.history
            .occurrences(&stones, key, side, self.stones(), 1)
            != 0
    }

    /// Plays `mv` for the side to move: either the whole move is applied, or it
    /// is rejected with the reason and nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        let placement = self.check(mv)?;
        Ok(self.commit_move(mv, placement))
    }

    /// Plays a stone on bitboard bit `bit` (see [`BoardSize::bit`]) for the side
    /// to move: the bit-level form of [`Position::play`] for playouts and search,
    /// which pick moves from [`Position::legal_point_set`] masks. Same checks, same
    /// guarantee: on error nothing changes.
    #[inline]
    pub fn play_bit(&mut self, bit: usize) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        if bit >= W * 64 || !self.board.on_board().contains(bit) {
            return Err(IllegalMove::OffBoard);
        }
        if !self.board.empty().contains(bit) {
            return Err(IllegalMove::Occupied);
        }
        let placement = self.check_bit(bit)?;
        let mv = Move::Place(self.size().point_of_bit(bit));
        Ok(self.commit_move(mv, Some(placement)))
    }

    /// [`Position::play_bit`] for a bit known to be an empty on-board point
    /// (from [`Board::empty_bits`]): the playouts' entry.
    #[inline]
    pub(crate) fn play_empty_bit(&mut self, bit: usize) -> Result<(), IllegalMove> {
        debug_assert!(self.board.empty().contains(bit));
        let placement = self.check_bit(bit)?;
        self.commit(Some(placement));
        Ok(())
    }

    /// Reorders the board's empty list (see [`Board::empty_bits`]); the
    /// position is unchanged.
    #[inline]
    pub(crate) fn swap_empty(&mut self, i: usize, j: usize) {
        self.board.swap_empty(i, j);
    }

    /// Gives the move to `color` without a move being played (SGF `PL`, records
    /// where one colour plays twice). The current state's repetition entry is
    /// kept as it was recorded: under situational superko, recreating it with
    /// the side that was to move when it was reached stays forbidden, and the
    /// state with `color` to move is not recorded. The simple-ko point is
    /// cleared; nothing else changes.
    pub fn set_to_move(&mut self, color: Color) {
        if color != self.to_move {
            self.to_move = color;
            self.ko = None;
        }
    }

    /// Set-up in the middle of play (SGF `AB`/`AW`/`AE` in a node after
    /// moves): each `(point, stone)` of `changes`, in order, puts a stone of
    /// that colour on the point or clears it (`None`), whatever was there; no
    /// rule applies to set-up, so nothing is captured by it. Then every chain
    /// left without liberties is removed, of both colours at once
    /// ([`Board::remove_chains_without_liberties`](crate::sized::BoardOf::remove_chains_without_liberties)), and those stones are
    /// returned. `to_move` plays next (SGF `PL`, else the side that was to
    /// move).
    ///
    /// Superko: the set-up position **starts a new history**, exactly as a
    /// position set up before the first move does ([`Position::from_board`]):
    /// it is the starting state that later moves may not recreate, and the
    /// states before the set-up are forgotten. 1988 art. 6 and 2002 art. 6
    /// (RULES.md §5) forbid a *move* recreating a position of the game; the
    /// positions before an edit of the board were not reached by moves from
    /// the position now on it, and an edited record often clears stones
    /// (`AE`) to go back and play on differently, which an unbroken history
    /// would call a repetition. Accordingly [`Position::moves`],
    /// [`Position::moves_played`] and [`Position::undo`] start again from the
    /// set-up position (undo stops there), and the simple-ko point is cleared.
    ///
    /// Errors: [`PointError::OffBoard`] for a point off the board; nothing
    /// changes then.
    pub fn set_up(
        &mut self,
        changes: &[(Point, Option<Color>)],
        to_move: Color,
    ) -> Result<BitboardOf<W>, PointError> {
        for &(p, _) in changes {
            self.size().check(p)?;
        }
        let mut board = self.board;
        board.set_points(changes.iter().copied())?;
        let removed = board.remove_chains_without_liberties();
        self.restart(board, to_move);
        Ok(removed)
    }

    /// Makes `board` the starting position with `to_move` to play, reusing
    /// the memory of the history and the repetition structures.
    pub(crate) fn restart(&mut self, board: BoardOf<W>, to_move: Color) {
        self.board = board;
        self.to_move = to_move;
        self.ko = None;
        self.recorded_side = to_move;
        let key = self.repetition_key(board.hash(), to_move);
        self.history.restart(self.stones(), key, to_move);
    }

    /// Plays `mv` for the side to move ignoring ko, superko and the suicide rule,
    /// for tolerant replay of records made under other rules: a suicide removes
    /// the placed chain (even a single stone). Only an off-board or occupied
    /// point is refused (nothing changes then).
    pub fn play_forced(&mut self, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        match mv {
            Move::Pass => Ok(self.commit_move(mv, None)),
            Move::Place(p) => {
                if !self.size().contains(p) {
                    return Err(IllegalMove::OffBoard);
                }
                let bit = self.size().bit(p);
                if !self.board.empty().contains(bit) {
                    return Err(IllegalMove::Occupied);
                }
                let placement = self.board.evaluate(self.to_move, bit);
                Ok(self.commit_move(mv, Some(placement)))
            }
        }
    }

    /// Empty points whose every on-board neighbour is a stone of the side to
    /// move: its own eyes, in the playout sense (a policy rule, not a rule of Go).
    #[inline]
    pub fn own_eyes(&self) -> BitboardOf<W> {
        let own = self.board.stones(self.to_move);
        let not_own = self.board.on_board().and_not(&own);
        self.board.empty().and_not(&self.board.neighbours(&not_own))
    }

    /// Plays `mv` for `color`, rejecting it with [`IllegalMove::WrongPlayer`] if
    /// `color` is not to move.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        if color != self.to_move {
            return Err(IllegalMove::WrongPlayer);
        }
        self.play(mv)
    }

    /// Plays a move already known to be legal (for search and playouts). Legality
    /// is only checked by a debug assertion; an illegal move here leaves the
    /// position meaningless (but never unsafe).
    pub fn play_unchecked(&mut self, mv: Move) -> MoveOutcomeOf<W> {
        let placement = match mv {
            Move::Pass => None,
            Move::Place(p) => {
                let bit = self.size().bit(p);
                Some(self.board.evaluate(self.to_move, bit))
            }
        };
        debug_assert!(
            self.check(mv).is_ok(),
            "play_unchecked given an illegal move {mv:?}"
        );
        self.commit_move(mv, placement)
    }

    /// [`Position::commit`], reporting the move as a [`MoveOutcome`].
    #[inline]
    fn commit_move(&mut self, mv: Move, placement: Option<Placement>) -> MoveOutcomeOf<W> {
        let color = self.to_move;
        let suicide = placement.is_some_and(|p| p.is_suicide());
        let removed = self.commit(placement);
        let (captured, suicided) = if suicide {
            (BitboardOf::<W>::EMPTY, removed)
        } else {
            (removed, BitboardOf::<W>::EMPTY)
        };
        MoveOutcomeOf {
            mv,
            color,
            captured,
            suicided,
        }
    }

    /// Applies a placement (or a pass, `None`) already checked for the side to
    /// move, records the move in the history (and the state it leaves in the
    /// repetition index), and hands the move over. Returns the stones removed.
    #[inline]
    fn commit(&mut self, placement: Option<Placement>) -> BitboardOf<W> {
        let color = self.to_move;
        let next = color.opponent();
        let ko_before = self.ko;
        let side_before = self.recorded_side;
        let (removed, count, suicide, played, key) = match placement {
            None => {
                self.ko = None;
                let key = (self.ko_rule == KoRule::Situational)
                    .then(|| self.repetition_key(self.board.hash(), next));
                (BitboardOf::<W>::EMPTY, 0, false, None, key)
            }
            Some(p) => {
                let removed = self.board.apply(&p);
                self.ko = p.ko_point().map(|b| b as u16);
                let key = self.repetition_key(p.hash_after(), next);
                let count = p.stones_removed();
                (removed, count, p.is_suicide(), Some(p.bit()), Some(key))
            }
        };
        if key.is_some() {
            self.recorded_side = next;
        }
        let board = &self.board;
        self.history.push(
            color,
            played,
            side_before,
            ko_before,
            &removed,
            count,
            suicide,
            key,
            || [board.stones(Color::Black), board.stones(Color::White)],
            board.stone_count(),
        );
        self.to_move = next;
        removed
    }

    /// Takes back the last move, restoring the board, hash, history, ko and side
    /// to move exactly. Returns the move undone, or `None` at the starting position.
    pub fn undo(&mut self) -> Option<MoveOutcomeOf<W>> {
        let undone = self.last_move()?;
        let mut stones = self.stones();
        let mut hash = self.board.hash();
        let r = self
            .history
            .pop(&mut stones, &mut hash, self.board.stone_count())?;
        self.board.restore(stones, hash);
        self.to_move = r.mover();
        self.recorded_side = r.recorded_side_before();
        self.ko = r.ko_before();
        Some(undone)
    }

    /// The legal points as a set: where the side to move may legally place a
    /// stone, honouring suicide, ko and the superko rule in force, exactly the
    /// points for which [`Position::play`] succeeds. The pass (always legal) is
    /// not in it: a mask over actions with the pass is Python's
    /// `Game.legal_mask()` and C's `ty_game_legal_mask`.
    #[allow(deprecated)]
    pub fn legal_point_set(&self) -> BitboardOf<W> {
        self.legal_moves()
    }

    /// The legal points as a set: [`Position::legal_point_set`], the name
    /// that says the pass is not in it.
    #[deprecated(
        since = "0.2.0",
        note = "use legal_point_set: the points only, without the pass"
    )]
    pub fn legal_moves(&self) -> BitboardOf<W> {
        self.legal_points_from_scratch()
    }

    /// Iterates the legal placements for the side to move, as points.
    pub fn legal_points(&self) -> impl Iterator<Item = Point> {
        self.legal_point_set().points(self.size())
    }

    /// Recomputes everything from the stones and the history and reports the
    /// first mismatch: the board's invariants, the ko point, and the repetition map.
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        self.board.check_invariants()?;
        if let Some(k) = self.ko {
            if !self.board.empty().contains(k as usize) {
                return Err(InvariantError("the ko point is not empty".into()));
            }
        }
        self.history
            .check(self.stones(), |hash, side| self.repetition_key(hash, side))
            .map_err(InvariantError)
    }

    /// Heap bytes this position holds (capacities, not lengths): with
    /// `size_of::<Position>()`, what one game costs in memory.
    pub fn heap_bytes(&self) -> usize {
        self.history.heap_bytes()
    }
}

/// The key under which a state is remembered for repetition under `ko_rule`:
/// the stones for simple and positional ko, the stones and side to move for
/// situational.
#[inline]
fn repetition_key(ko_rule: KoRule, hash: u64, to_move: Color) -> u64 {
    match ko_rule {
        KoRule::Situational => hash ^ zobrist::side_key(to_move),
        KoRule::Simple | KoRule::Positional => hash,
    }
}

/// The six-word position (see [`PositionOf`]).
pub type Position = PositionOf<{ crate::bitboard::WORDS }>;

/// The eleven-word position.
pub type BigPosition = PositionOf<{ crate::bitboard::BIG_WORDS }>;

/// What a move did on a six-word position (see [`MoveOutcomeOf`]).
pub type MoveOutcome = MoveOutcomeOf<{ crate::bitboard::WORDS }>;

#[cfg(test)]
mod table_tests {
    use super::Position;
    use crate::history::TABLE_AFTER_PER_POINT;
    use crate::playout::play_random_move;
    use crate::point::{BoardSize, Move};
    use crate::rules::{KoRule, SuicideRule};
    use crate::splitmix::SplitMix64;

    /// Plays random moves (a pass when none is legal) until `pos` has
    /// recorded `n` moves.
    fn play_to(pos: &mut Position, n: usize, rng: &mut SplitMix64) {
        while pos.moves_played() < n {
            if play_random_move(pos, rng) == Move::Pass && pos.moves_played() < n {
                // Two passes in a row are fine for a Position (no game end).
                pos.play(Move::Pass).unwrap();
            }
        }
    }

    /// The table appears at the threshold, holds what the lists hold, and a
    /// playout loop restarted by `clone_from` from a root below the threshold
    /// refills the same memory instead of allocating a new table each time.
    #[test]
    fn the_table_is_built_at_the_threshold_and_its_memory_reused() {
        let size = BoardSize::square(5).unwrap();
        let threshold = TABLE_AFTER_PER_POINT * size.num_points();
        for ko in [KoRule::Simple, KoRule::Positional, KoRule::Situational] {
            let mut rng = SplitMix64(11);
            let mut root = Position::new(size, ko, SuicideRule::Forbidden);
            play_to(&mut root, threshold - 5, &mut rng);
            assert!(!root.history.indexed());
            root.check_invariants().unwrap();
            let mut scratch = root.clone();
            play_to(&mut scratch, threshold + 20, &mut rng);
            assert!(scratch.history.indexed());
            scratch.check_invariants().unwrap();
            let slots = scratch.history.table_ptr();
            for _ in 0..5 {
                scratch.clone_from(&root);
                assert!(!scratch.history.indexed());
                scratch.check_invariants().unwrap();
                play_to(&mut scratch, threshold + 20, &mut rng);
                assert!(scratch.history.indexed());
                scratch.check_invariants().unwrap();
                assert_eq!(scratch.history.table_ptr(), slots);
            }
            // Undo back below the threshold keeps the table, consistent.
            while scratch.moves_played() > threshold - 10 {
                scratch.undo();
            }
            assert!(scratch.history.indexed());
            scratch.check_invariants().unwrap();
        }
    }
}

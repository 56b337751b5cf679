//! The history of a position and the superko bookkeeping on it (1988 art. 6;
//! 2002 art. 6, 20): every move since the starting position, kept compactly,
//! and the index of the states those moves recorded.
//!
//! No earlier board is stored whole, except one checkpoint every
//! [`CHECKPOINT_EVERY`] records. A move is a 16-byte [`MoveRecord`] (the point
//! played, the ko point before it, who moved, the repetition key of the state
//! it led to and a link in that state's per-total list) plus, when it removed
//! stones, their bits in a shared list. A run of consecutive passes that
//! record no state (every ko rule but situational superko, where a pass
//! records one) is one record holding the run's length: a pass changes no
//! stone, so the run needs only who passed first and how many passed, and a
//! record of two million passes holds one record, not 32 MB. Records, not
//! moves, are what the checkpoints, the per-total links and the table count;
//! each checkpoint also keeps how many moves came before it, so a move
//! number finds its record by a binary search and a walk of fewer than
//! [`CHECKPOINT_EVERY`] records. An earlier state is rebuilt exactly by
//! walking the records from the nearest checkpoint forward, or from the current
//! board backward, whichever is shorter: pure bit operations, no rule applied.
//! Undo is the backward walk by one move (a run shortened by one). A 19×19 game of 400 moves holds
//! about 7 KB of history (it held 51 KB as per-move 112-byte snapshots).
//!
//! Superko lookups: a filter of the recorded keys ([`KeyFilter`]) answers
//! "never recorded" from 256 bytes; then the recorded states with as many
//! stones (a per-total linked list through the records), or, in a long game, a
//! flat table of the keys ([`RepetitionTable`]). A key hit is then confirmed by
//! rebuilding the earlier state and comparing stones, so a 64-bit hash
//! collision can never forbid a legal move.

use crate::bitboard::BitboardOf;
use crate::color::Color;
use crate::repetition::{KeyFilter, RepetitionTable};
use crate::zobrist;

mod check;

/// "No point" in the 12-bit point fields of a [`MoveRecord`].
pub(crate) const NO_BIT: u16 = 0x0FFF;
const _: () = assert!(crate::point::BOARD_BITS < NO_BIT as usize);

/// A board's stones is checkpointed every this many records (state 0, the
/// starting position, included; a run of passes is one record): rebuilding any
/// earlier state walks fewer than this many records from a checkpoint, or
/// fewer back from the current board.
pub(crate) const CHECKPOINT_EVERY: usize = 128;

/// Moves (passes counted) after which the keys are indexed in a [`RepetitionTable`],
/// per point of the board: below, a lookup walks the recorded states with as
/// many stones (about two in random games), each list bounded by the states
/// recorded; above, a game long enough for some list to grow long gets
/// constant-time lookups.
pub(crate) const TABLE_AFTER_PER_POINT: usize = 4;

// Flags in the top four bits of `MoveRecord::played`.
const MOVER_WHITE: u16 = 1 << 12;
const BEFORE_WHITE: u16 = 1 << 13;
const ADDED: u16 = 1 << 14;
const REMOVED: u16 = 1 << 15;
// Flags in the top bits of `MoveRecord::ko`.
const REMOVED_OWN: u16 = 1 << 12;
/// A run of passes by one side (a record of `B[]` nodes only: each taken as
/// an implicit pass of the other side, then a pass); without it, the run's
/// passes alternate.
const RUN_SAME: u16 = 1 << 13;
const POINT: u16 = 0x0FFF;

/// One move of the history, or a run of passes: 16 bytes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct MoveRecord {
    /// The repetition key of the state the move led to, if it recorded one
    /// (a placement always does; a pass only under situational superko).
    /// A pass that recorded no state keeps here the length of its run of
    /// passes (at least 1; see [`MoveRecord::moves`]).
    key: u64,
    /// If the move recorded a state: the previous recorded state with as many
    /// stones (a link, see [`History::last_of_total`]).
    prev_same_total: u32,
    /// The bit played ([`NO_BIT`] for a pass) and the flags: who moved, the
    /// side the state before was recorded under, whether the move recorded a
    /// state and whether it removed stones.
    played: u16,
    /// The simple-ko point of the state before ([`NO_BIT`] if none), and
    /// whether the stones removed were the mover's own (a suicide).
    ko: u16,
}

impl MoveRecord {
    /// Whether this is a run of passes that recorded no state (its length in
    /// `key`).
    #[inline]
    fn is_run(&self) -> bool {
        self.played & (POINT | ADDED) == NO_BIT
    }

    /// The moves this record stands for: a run's length, else 1.
    #[inline]
    fn moves(&self) -> usize {
        if self.is_run() {
            self.key as usize
        } else {
            1
        }
    }

    /// Who made move `k` (from 0) of the record: the passes of a run
    /// alternate from [`MoveRecord::mover`], or are all its ([`RUN_SAME`]).
    #[inline]
    fn mover_of(&self, k: usize) -> Color {
        if k.is_multiple_of(2) || self.ko & RUN_SAME != 0 {
            self.mover()
        } else {
            self.mover().opponent()
        }
    }

    /// The record of the last pass of a run alone: its mover, no ko point
    /// before it (the pass before cleared it), the same side recorded.
    #[inline]
    fn last_pass(&self) -> MoveRecord {
        let mover = self.mover_of(self.moves() - 1);
        let mut played = self.played & !MOVER_WHITE;
        if mover == Color::White {
            played |= MOVER_WHITE;
        }
        MoveRecord {
            key: 1,
            prev_same_total: 0,
            played,
            ko: NO_BIT,
        }
    }

    /// The bit played, `None` for a pass.
    #[inline]
    pub(crate) fn played(&self) -> Option<usize> {
        let b = self.played & POINT;
        (b != NO_BIT).then_some(b as usize)
    }

    /// Who played the move.
    #[inline]
    pub(crate) fn mover(&self) -> Color {
        if self.played & MOVER_WHITE != 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The side under which the state before the move was recorded (see
    /// [`crate::sized::Position::set_to_move`]).
    #[inline]
    pub(crate) fn recorded_side_before(&self) -> Color {
        if self.played & BEFORE_WHITE != 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The simple-ko point of the state before, as a bit.
    #[inline]
    pub(crate) fn ko_before(&self) -> Option<u16> {
        let b = self.ko & POINT;
        (b != NO_BIT).then_some(b)
    }

    /// The key the move recorded, if any.
    #[inline]
    fn added_key(&self) -> Option<u64> {
        (self.played & ADDED != 0).then_some(self.key)
    }

    #[inline]
    fn removed_any(&self) -> bool {
        self.played & REMOVED != 0
    }

    /// The colour of the stones the move removed.
    #[inline]
    fn removed_color(&self) -> Color {
        if self.ko & REMOVED_OWN != 0 {
            self.mover()
        } else {
            self.mover().opponent()
        }
    }
}

/// What one move did, as [`History`] hands it back.
#[derive(Copy, Clone, Debug)]
pub(crate) struct MoveFactsOf<const W: usize> {
    pub mover: Color,
    pub played: Option<usize>,
    /// The stones it removed (captured, or the mover's own in a suicide).
    pub removed: BitboardOf<W>,
    /// Whether `removed` are the mover's own stones.
    pub suicide: bool,
}

/// The stones after every [`CHECKPOINT_EVERY`]th record, where the removed
/// list stood then, and how many moves the records before it stand for.
#[derive(Copy, Clone, Debug)]
struct CheckpointOf<const W: usize> {
    stones: [BitboardOf<W>; 2],
    removed_len: u32,
    moves: usize,
}

/// The moves since the starting position and the recorded states' index (see
/// the module docs). `clone_from` reuses the target's memory.
#[derive(Debug)]
pub(crate) struct HistoryOf<const W: usize> {
    /// The records, oldest first: one a move, a run of passes one (see
    /// [`MoveRecord::moves`]).
    moves: Vec<MoveRecord>,
    /// The passes in runs beyond the first of each: the moves recorded are
    /// `moves.len() + extra_passes` (kept apart so that a move that starts a
    /// record does not count twice).
    extra_passes: usize,
    /// For each move that removed stones, in order: their number, their bits,
    /// their number again (so the list reads both ways).
    removed: Vec<u16>,
    /// `checkpoints[k]` is the state after `k * CHECKPOINT_EVERY` records
    /// (`checkpoints[0]`, the starting position, always exists).
    checkpoints: Vec<CheckpointOf<W>>,
    /// The repetition keys of the starting state and of every recorded state
    /// since.
    filter: KeyFilter,
    /// The same keys with how often each occurred, once the game is long (see
    /// [`TABLE_AFTER_PER_POINT`]) and `indexed` is set. Before, it is empty,
    /// and keeps any memory it had (from `clone_from`), so that playouts
    /// restarted from one position that cross the threshold refill it without
    /// allocating.
    table: RepetitionTable,
    indexed: bool,
    /// For each total number of stones (the index), the last recorded state
    /// holding that many, as a link: 0 none, 1 the starting state, `i + 2` the
    /// state after record `i` (its key `moves[i].key`, the next link
    /// `moves[i].prev_same_total`). Two equal arrangements hold equal numbers
    /// of stones: a move that leads to a total with an empty list cannot
    /// repeat a state, and the quiet moves of a legal-move mask walk one list
    /// instead of probing once per point.
    last_of_total: Vec<u32>,
    /// The starting state's repetition key (link 1) and the side it was
    /// recorded under.
    start_key: u64,
    start_side: Color,
    /// Points of the board (the table's threshold is per point).
    points: usize,
    /// Stones of each colour (the index) the recorded moves removed,
    /// captures and suicides alike: kept as moves are pushed and popped, so
    /// that a game's prisoners need no walk of the moves.
    removals: [u32; 2],
    /// The record of the first pass (a pass, or the run of passes it
    /// starts), [`NO_PASS`] before any: who passed first, without a walk.
    first_pass: u32,
}

/// "No pass yet" in [`HistoryOf::first_pass`].
const NO_PASS: u32 = u32::MAX;

impl<const W: usize> Clone for HistoryOf<W> {
    fn clone(&self) -> HistoryOf<W> {
        HistoryOf {
            moves: self.moves.clone(),
            extra_passes: self.extra_passes,
            removed: self.removed.clone(),
            checkpoints: self.checkpoints.clone(),
            filter: self.filter,
            table: if self.indexed {
                self.table.clone()
            } else {
                RepetitionTable::unallocated()
            },
            indexed: self.indexed,
            last_of_total: self.last_of_total.clone(),
            start_key: self.start_key,
            start_side: self.start_side,
            points: self.points,
            removals: self.removals,
            first_pass: self.first_pass,
        }
    }

    fn clone_from(&mut self, source: &HistoryOf<W>) {
        self.moves.clone_from(&source.moves);
        self.extra_passes = source.extra_passes;
        self.removed.clone_from(&source.removed);
        self.checkpoints.clone_from(&source.checkpoints);
        self.filter = source.filter;
        if source.indexed {
            self.table.clone_from(&source.table);
        } else {
            self.table.clear();
        }
        self.indexed = source.indexed;
        self.last_of_total.clone_from(&source.last_of_total);
        self.start_key = source.start_key;
        self.start_side = source.start_side;
        self.points = source.points;
        self.removals = source.removals;
        self.first_pass = source.first_pass;
    }
}

/// The most moves a point [`HistoryOf::reserve_moves`] reserves: 722 on
/// 19×19, 11.5 KB (a game lasts about 1.3 moves a point).
const RESERVE_MOVES_PER_POINT: usize = 2;

/// Adds room to `v` when it is full, growing by an eighth (at least
/// `at_least` entries) rather than doubling: a long game's history stays
/// within 12.5 % of its length (amortised O(1) all the same).
#[inline]
fn reserve_eighth<T>(v: &mut Vec<T>, at_least: usize) {
    if v.len() == v.capacity() {
        v.reserve_exact((v.len() / 8).max(at_least));
    }
}

impl<const W: usize> HistoryOf<W> {
    /// A history starting at `stones` (`total` of them on a board of
    /// `points` points), recorded under `key` with `side` to move.
    pub(crate) fn new(
        stones: [BitboardOf<W>; 2],
        points: usize,
        key: u64,
        side: Color,
    ) -> HistoryOf<W> {
        let mut h = HistoryOf {
            // A random game lasts about 1.3 moves a point before two passes.
            // Half a move a point to start, an eighth more each time it fills:
            // capacity stays within 12.5 % of the game's length.
            moves: Vec::with_capacity(points / 2),
            extra_passes: 0,
            removed: Vec::new(),
            checkpoints: Vec::with_capacity(2 + points / CHECKPOINT_EVERY),
            filter: KeyFilter::new(),
            table: RepetitionTable::unallocated(),
            indexed: false,
            last_of_total: Vec::new(),
            start_key: 0,
            start_side: side,
            points,
            removals: [0, 0],
            first_pass: NO_PASS,
        };
        h.restart(stones, key, side);
        h
    }

    /// Forgets everything and starts again at `stones`, keeping the memory.
    pub(crate) fn restart(&mut self, stones: [BitboardOf<W>; 2], key: u64, side: Color) {
        self.moves.clear();
        self.extra_passes = 0;
        self.removed.clear();
        self.checkpoints.clear();
        self.checkpoints.push(CheckpointOf {
            stones,
            removed_len: 0,
            moves: 0,
        });
        self.filter = KeyFilter::new();
        self.table.clear();
        self.indexed = false;
        self.last_of_total.fill(0);
        self.start_key = key;
        self.start_side = side;
        self.removals = [0, 0];
        self.first_pass = NO_PASS;
        self.filter.insert(key);
        self.last_of_total.clear();
        *self.head_mut(total(&stones)) = 1;
    }

    /// Room for `moves` moves in all (a record's node count, before it is
    /// replayed), so that a game's history is not regrown move by move; at
    /// most [`RESERVE_MOVES_PER_POINT`] moves a point, whatever `moves`
    /// says (a record of a million pass nodes is a handful of records here).
    /// The stones removed get room for a capture every other move (a
    /// stone and two counts each), at most one entry a point.
    pub(crate) fn reserve_moves(&mut self, moves: usize) {
        let want = moves.min(RESERVE_MOVES_PER_POINT * self.points);
        if want > self.moves.capacity() {
            self.moves.reserve_exact(want - self.moves.len());
        }
        let want = (moves / 2 * 3).min(self.points);
        if want > self.removed.capacity() {
            self.removed.reserve_exact(want - self.removed.len());
        }
    }

    /// Moves recorded (passes included, one by one).
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.moves.len() + self.extra_passes
    }

    /// The stones of the starting position.
    #[inline]
    pub(crate) fn start_stones(&self) -> [BitboardOf<W>; 2] {
        self.checkpoints[0].stones
    }

    /// The last record: the last move's, or the run of passes it ends
    /// ([`MoveRecord::played`] is `None` for both).
    #[inline]
    pub(crate) fn last(&self) -> Option<&MoveRecord> {
        self.moves.last()
    }

    /// Records a move: `mover` played `played` (`None`: a pass) from a state
    /// recorded under `side_before` with ko point `ko_before`, removing
    /// `removed` (`removed_count` stones, the mover's own if `suicide`),
    /// leaving `after()` (holding `total_after` stones; `after` is called
    /// only when a checkpoint is due). `key` is the repetition key to record
    /// for the state after, if any. A pass that records no state, with no ko
    /// point before it and the side recorded unchanged, lengthens the run of
    /// passes it follows when its mover keeps the run's pattern (the passes
    /// alternate, or one side made them all; the second pass sets it), unless
    /// a checkpoint follows the run (a checkpoint's move count never changes).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(crate) fn push(
        &mut self,
        mover: Color,
        played: Option<usize>,
        side_before: Color,
        ko_before: Option<u16>,
        removed: &BitboardOf<W>,
        removed_count: u32,
        suicide: bool,
        key: Option<u64>,
        after: impl FnOnce() -> [BitboardOf<W>; 2],
        total_after: usize,
    ) {
        if played.is_none()
            && key.is_none()
            && ko_before.is_none()
            && self.lengthen_run(mover, side_before)
        {
            return;
        }
        let mut flags = played.map_or(NO_BIT, |b| b as u16);
        if mover == Color::White {
            flags |= MOVER_WHITE;
        }
        if side_before == Color::White {
            flags |= BEFORE_WHITE;
        }
        let mut ko = ko_before.unwrap_or(NO_BIT);
        if suicide {
            ko |= REMOVED_OWN;
        }
        if removed_count != 0 {
            let color = if suicide { mover } else { mover.opponent() };
            self.removals[color.index()] += removed_count;
            flags |= REMOVED;
            let n = removed_count as u16;
            reserve_eighth(&mut self.removed, n as usize + 2);
            self.removed.push(n);
            self.removed.extend(removed.bits().map(|b| b as u16));
            self.removed.push(n);
        }
        let mut record = MoveRecord {
            // a run of one pass if no key is recorded
            key: 1,
            prev_same_total: 0,
            played: flags,
            ko,
        };
        if let Some(key) = key {
            record.played |= ADDED;
            record.key = key;
            self.filter.insert(key);
            if self.indexed {
                self.table.insert(key);
            }
            let link = self.moves.len() as u32 + 2;
            let list = self.head_mut(total_after);
            record.prev_same_total = *list;
            *list = link;
        }
        if played.is_none() && self.first_pass == NO_PASS {
            self.first_pass = self.moves.len() as u32;
        }
        reserve_eighth(&mut self.moves, 16);
        self.moves.push(record);
        if self.moves.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(CheckpointOf {
                stones: after(),
                removed_len: self.removed.len() as u32,
                moves: self.len(),
            });
        }
        self.index_if_long();
    }

    /// Adds a pass by `mover` that records no state, with no ko point before
    /// it, to the run of passes the history ends with, if it keeps the run's
    /// pattern (see [`HistoryOf::push`]); `false` when a record is needed.
    #[cold]
    fn lengthen_run(&mut self, mover: Color, side_before: Color) -> bool {
        let records = self.moves.len();
        let Some(last) = self.moves.last_mut() else {
            return false;
        };
        if !last.is_run()
            || last.recorded_side_before() != side_before
            || records.is_multiple_of(CHECKPOINT_EVERY)
        {
            return false;
        }
        if last.key == 1 {
            last.ko &= !RUN_SAME;
            if mover == last.mover() {
                last.ko |= RUN_SAME;
            }
        }
        if last.mover_of(last.moves()) != mover {
            return false;
        }
        last.key += 1;
        self.extra_passes += 1;
        self.index_if_long();
        true
    }

    /// Builds the table once the game is long ([`TABLE_AFTER_PER_POINT`]
    /// moves a point, passes counted: as before runs were kept).
    #[inline]
    fn index_if_long(&mut self) {
        if !self.indexed && self.len() >= TABLE_AFTER_PER_POINT * self.points {
            self.build_table();
        }
    }

    /// Takes the last move off, turning `stones` and `hash` (the current
    /// state's, holding `total_after` stones) into the state's before it.
    /// Returns its record.
    pub(crate) fn pop(
        &mut self,
        stones: &mut [BitboardOf<W>; 2],
        hash: &mut u64,
        total_after: usize,
    ) -> Option<MoveRecord> {
        let last = self.moves.last_mut()?;
        if last.is_run() && last.key > 1 {
            let pass = last.last_pass();
            last.key -= 1;
            self.extra_passes -= 1;
            return Some(pass);
        }
        let record = *last;
        let end = self.removed.len();
        let start = step_back(&record, &self.removed, end, stones, hash);
        if record.removed_any() {
            self.removals[record.removed_color().index()] -= (end - start - 2) as u32;
        }
        self.removed.truncate(start);
        if let Some(key) = record.added_key() {
            if self.indexed {
                self.table.remove(key);
            }
            self.last_of_total[total_after] = record.prev_same_total;
        }
        if self.moves.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.pop();
        }
        self.moves.pop();
        if self.first_pass as usize == self.moves.len() {
            self.first_pass = NO_PASS;
        }
        Some(record)
    }

    /// Stones of each colour, `[black, white]`, that the recorded moves
    /// removed (captured, or the mover's own in a suicide). O(1): kept as
    /// moves are pushed and popped.
    #[inline]
    pub(crate) fn removal_counts(&self) -> [u32; 2] {
        self.removals
    }

    /// Who made the first recorded pass (`None` before any). O(1).
    #[inline]
    pub(crate) fn first_pass_mover(&self) -> Option<Color> {
        self.moves
            .get(self.first_pass as usize)
            .map(MoveRecord::mover)
    }

    /// The stones of state `s` (the state after `s` moves; `s <= len()`),
    /// given the current state's: near the end, walking back from the
    /// current board (at most half of [`CHECKPOINT_EVERY`] records); else
    /// from the record the state follows ([`HistoryOf::record_of`]).
    pub(crate) fn stones_at(&self, s: usize, current: [BitboardOf<W>; 2]) -> [BitboardOf<W>; 2] {
        debug_assert!(s <= self.len());
        if self.len() - s <= CHECKPOINT_EVERY / 2 {
            let mut stones = current;
            let mut hash = 0;
            let mut end = self.removed.len();
            let mut m = self.len();
            for record in self.moves.iter().rev() {
                if m <= s {
                    break;
                }
                // a run that `s` falls inside changes no stone
                m -= record.moves();
                end = step_back(record, &self.removed, end, &mut stones, &mut hash);
            }
            return stones;
        }
        let (q, _, _) = self.record_of(s);
        self.stones_after(q, current)
    }

    /// The record holding move `i` (the state after `i` moves follows the
    /// records before it), the moves before that record, and where its
    /// removed stones start: from the checkpoint at or before move `i` (a
    /// binary search), forward over fewer than [`CHECKPOINT_EVERY`] records.
    /// `i == len()` gives the record count.
    fn record_of(&self, i: usize) -> (usize, usize, usize) {
        let c = self.checkpoints.partition_point(|cp| cp.moves <= i) - 1;
        let cp = &self.checkpoints[c];
        let (mut q, mut m, mut at) = (c * CHECKPOINT_EVERY, cp.moves, cp.removed_len as usize);
        while let Some(r) = self.moves.get(q) {
            let k = r.moves();
            if i < m + k {
                break;
            }
            if r.removed_any() {
                at += self.removed[at] as usize + 2;
            }
            m += k;
            q += 1;
        }
        (q, m, at)
    }

    /// The stones after the first `q` records (`q <= moves.len()`), given
    /// the current state's: from the nearer of the current board and the
    /// checkpoint at or before `q`.
    fn stones_after(&self, q: usize, current: [BitboardOf<W>; 2]) -> [BitboardOf<W>; 2] {
        let n = self.moves.len();
        debug_assert!(q <= n);
        let c = q / CHECKPOINT_EVERY;
        if n - q <= q - c * CHECKPOINT_EVERY {
            let mut stones = current;
            let mut hash = 0;
            let mut end = self.removed.len();
            for record in self.moves[q..].iter().rev() {
                end = step_back(record, &self.removed, end, &mut stones, &mut hash);
            }
            stones
        } else {
            let cp = &self.checkpoints[c];
            let mut stones = cp.stones;
            let mut at = cp.removed_len as usize;
            for record in &self.moves[c * CHECKPOINT_EVERY..q] {
                at = step_forward(record, &self.removed, at, &mut stones);
            }
            stones
        }
    }

    /// What move `i` did (`i < len()`).
    pub(crate) fn facts(&self, i: usize) -> MoveFactsOf<W> {
        let (q, m, at) = self.record_of(i);
        let record = &self.moves[q];
        let mut removed = BitboardOf::<W>::EMPTY;
        if record.removed_any() {
            let n = self.removed[at] as usize;
            for &b in &self.removed[at + 1..at + 1 + n] {
                removed.insert(b as usize);
            }
        }
        MoveFactsOf {
            mover: record.mover_of(i - m),
            played: record.played(),
            removed,
            suicide: record.ko & REMOVED_OWN != 0,
        }
    }

    /// What the last move did.
    pub(crate) fn last_facts(&self) -> Option<MoveFactsOf<W>> {
        let record = self.moves.last()?;
        let mut removed = BitboardOf::<W>::EMPTY;
        if record.removed_any() {
            let end = self.removed.len();
            let n = self.removed[end - 1] as usize;
            for &b in &self.removed[end - 1 - n..end - 1] {
                removed.insert(b as usize);
            }
        }
        Some(MoveFactsOf {
            mover: record.mover_of(record.moves() - 1),
            played: record.played(),
            removed,
            suicide: record.ko & REMOVED_OWN != 0,
        })
    }

    /// Placements (moves that were not passes) recorded, `[black, white]`.
    pub(crate) fn placements(&self) -> [u32; 2] {
        let mut placed = [0, 0];
        for record in &self.moves {
            if record.played().is_some() {
                placed[record.mover() as usize] += 1;
            }
        }
        placed
    }

    /// Every move's facts, oldest first (one forward walk; a run of passes
    /// gives each of its passes).
    pub(crate) fn all_facts(&self) -> AllFacts<'_, W> {
        AllFacts {
            history: self,
            record: 0,
            pass: 0,
            at: 0,
        }
    }

    /// Whether a state with `total` stones and repetition key `key` may have
    /// been recorded: `false` is certain, `true` needs
    /// [`History::occurrences`] to confirm.
    #[inline(always)]
    pub(crate) fn may_contain(&self, total: usize, key: u64) -> bool {
        self.head(total) != 0 && self.recorded_count(total, key, 1) != 0
    }

    /// How many recorded states holding `total` stones have repetition key
    /// `key`, counted up to `limit`: from the filter, then the table if the
    /// game has one, else the list of `total`.
    #[inline]
    pub(crate) fn recorded_count(&self, total: usize, key: u64, limit: u32) -> u32 {
        if !self.filter.may_contain(key) {
            return 0;
        }
        if self.indexed {
            return self.table.count(key).min(limit);
        }
        let mut count = 0;
        let mut link = self.head(total);
        while link != 0 && count < limit {
            let (k, prev) = self.recorded_state(link);
            count += u32::from(k == key);
            link = prev;
        }
        count
    }

    /// The recorded states with `stones` (holding `total(stones)` stones,
    /// repetition key `key`) and, when `side` is given (situational superko),
    /// recorded with that side to move: each key hit confirmed by rebuilding
    /// the state, up to `limit`. `current` is the current state's stones.
    #[cold]
    pub(crate) fn occurrences(
        &self,
        stones: &[BitboardOf<W>; 2],
        key: u64,
        side: Option<Color>,
        current: [BitboardOf<W>; 2],
        limit: u32,
    ) -> u32 {
        let mut count = 0;
        let mut link = self.head(total(stones));
        while link != 0 && count < limit {
            let (k, prev) = self.recorded_state(link);
            if k == key {
                // the state after `q` records
                let (q, recorded_side) = match link {
                    1 => (0, self.start_side),
                    _ => (
                        link as usize - 1,
                        self.moves[link as usize - 2].mover().opponent(),
                    ),
                };
                if side.is_none_or(|c| c == recorded_side)
                    && self.stones_after(q, current) == *stones
                {
                    count += 1;
                }
            }
            link = prev;
        }
        count
    }

    /// The head of the list of recorded states holding `total` stones.
    #[inline]
    pub(crate) fn last_of_total(&self, total: usize) -> u32 {
        self.head(total)
    }

    /// The head of the list of `total` (0: empty).
    #[inline(always)]
    fn head(&self, total: usize) -> u32 {
        self.last_of_total.get(total).copied().unwrap_or(0)
    }

    /// The head of the list of `total`, for writing: the vector grows (by
    /// sixteen totals or an eighth at a time, up to the board's points, with
    /// exact reservations rather than doubling) as the stones on the board
    /// first reach a total, so a game holds heads only for the totals it
    /// reached.
    #[inline]
    fn head_mut(&mut self, total: usize) -> &mut u32 {
        if total >= self.last_of_total.len() {
            let old = self.last_of_total.len();
            let len = (total + 16).max(old + old / 8).min(self.points + 1);
            self.last_of_total.reserve_exact(len - old);
            self.last_of_total.resize(len, 0);
        }
        &mut self.last_of_total[total]
    }

    /// The repetition key of the recorded state at `link` (see
    /// [`History::last_of_total`]) and the link to the previous one with as
    /// many stones.
    #[inline]
    pub(crate) fn recorded_state(&self, link: u32) -> (u64, u32) {
        match link {
            1 => (self.start_key, 0),
            _ => {
                let r = &self.moves[link as usize - 2];
                (r.key, r.prev_same_total)
            }
        }
    }

    /// Indexes the recorded keys in a table (see [`TABLE_AFTER_PER_POINT`]).
    #[cold]
    fn build_table(&mut self) {
        let keys = std::iter::once(self.start_key)
            .chain(self.moves.iter().filter_map(MoveRecord::added_key));
        self.table.refill(self.moves.len() + 1, keys);
        self.indexed = true;
    }

    /// Heap bytes held (capacity, not length): for memory reports.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.moves.capacity() * std::mem::size_of::<MoveRecord>()
            + self.removed.capacity() * 2
            + self.checkpoints.capacity() * std::mem::size_of::<CheckpointOf<W>>()
            + self.last_of_total.capacity() * 4
            + self.table.heap_bytes()
    }

    /// Whether the keys are indexed in a table (tests).
    #[cfg(test)]
    pub(crate) fn indexed(&self) -> bool {
        self.indexed
    }

    /// Where the table's slots live (tests that check memory is reused).
    #[cfg(test)]
    pub(crate) fn table_ptr(&self) -> *const u8 {
        self.table.slots_ptr()
    }
}

/// The moves of a history, oldest first ([`HistoryOf::all_facts`]).
pub(crate) struct AllFacts<'a, const W: usize> {
    history: &'a HistoryOf<W>,
    /// The record read next.
    record: usize,
    /// The pass of that record's run read next (0 for other records).
    pass: usize,
    /// Where that record's removed stones start.
    at: usize,
}

impl<const W: usize> Iterator for AllFacts<'_, W> {
    type Item = MoveFactsOf<W>;

    #[inline]
    fn next(&mut self) -> Option<MoveFactsOf<W>> {
        let h = self.history;
        let record = h.moves.get(self.record)?;
        let mut removed = BitboardOf::<W>::EMPTY;
        let mut skip = 0;
        if record.removed_any() {
            let n = h.removed[self.at] as usize;
            for &b in &h.removed[self.at + 1..self.at + 1 + n] {
                removed.insert(b as usize);
            }
            skip = n + 2;
        }
        let facts = MoveFactsOf {
            mover: record.mover_of(self.pass),
            played: record.played(),
            removed,
            suicide: record.ko & REMOVED_OWN != 0,
        };
        self.pass += 1;
        if self.pass >= record.moves() {
            self.pass = 0;
            self.record += 1;
            self.at += skip;
        }
        Some(facts)
    }
}

/// Stones on the board.
#[inline]
fn total<const W: usize>(stones: &[BitboardOf<W>; 2]) -> usize {
    (stones[0] | stones[1]).count() as usize
}

/// Undoes `record` on `stones` and `hash`, whose removed stones end at
/// `end` in `removed`; returns where they start.
#[inline]
fn step_back<const W: usize>(
    record: &MoveRecord,
    removed: &[u16],
    end: usize,
    stones: &mut [BitboardOf<W>; 2],
    hash: &mut u64,
) -> usize {
    let mut start = end;
    if record.removed_any() {
        let n = removed[end - 1] as usize;
        start = end - 2 - n;
        let color = record.removed_color();
        for &b in &removed[start + 1..end - 1] {
            stones[color.index()].insert(b as usize);
            *hash ^= zobrist::stone_key(color, b as usize);
        }
    }
    if let Some(b) = record.played() {
        let mover = record.mover();
        stones[mover.index()].remove(b);
        *hash ^= zobrist::stone_key(mover, b);
    }
    start
}

/// Replays `record` on `stones`, whose removed stones start at `at` in
/// `removed`; returns where the next move's start.
#[inline]
fn step_forward<const W: usize>(
    record: &MoveRecord,
    removed: &[u16],
    at: usize,
    stones: &mut [BitboardOf<W>; 2],
) -> usize {
    if let Some(b) = record.played() {
        stones[record.mover().index()].insert(b);
    }
    if record.removed_any() {
        let n = removed[at] as usize;
        let color = record.removed_color();
        for &b in &removed[at + 1..at + 1 + n] {
            stones[color.index()].remove(b as usize);
        }
        return at + n + 2;
    }
    at
}

#[cfg(test)]
mod tests {
    /// A move is 16 bytes: a walk along a per-total list reads four a cache
    /// line, and a 400-move game's moves take 6.4 KB.
    #[test]
    fn a_move_record_is_16_bytes() {
        assert_eq!(std::mem::size_of::<super::MoveRecord>(), 16);
    }
}

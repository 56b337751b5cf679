//! The search behind the local solver: an alpha-beta over the three outcomes
//! of an enclosed life-and-death problem (dead < seki < alive, the defender
//! maximising), with a transposition table, on the engine's own board.
//!
//! The problem (Kishimoto & Müller, "Search versus knowledge for solving life
//! and death problems in Go", AAAI 2005: the *enclosed* problem): the
//! attacker's stones outside the region are safe; both sides play only on the
//! eye space and the enclosing chains' outside liberties, or pass.
//! - The attacker wins (dead) by capturing a stone of an enclosing chain,
//!   but for a ko capture (one stone, the capturing stone left with one
//!   liberty): the search goes on, with the group's emptied point playable
//!   (the retake) and counted as part of the regions (`safety.rs`).
//! - The defender wins (alive) when its enclosing chains are pass-alive within
//!   the eye space (Benson, `safety.rs`), or when it captures attacker stones
//!   outside the eye space (it broke out of the enclosure).
//! - Two passes in a row with neither end reached: seki (the chains stand but
//!   cannot be made pass-alive, and the attacker cannot capture them).
//!
//! Ko (art. 6: a simple ko may not be retaken at once): one side is the *ko
//! owner*, with ko threats to spare: it may retake a ko at once (as if a threat
//! had been played and answered elsewhere). Every other move that repeats a
//! board of the current line is refused (a positional superko on the line),
//! which ends every cycle. Solving once with each owner tells what depends
//! on a ko (see `mod.rs`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;

use super::safety::locally_pass_alive;

/// The outcomes, from the defender's side.
pub(super) const DEAD: u8 = 0;
/// Seki: the chains stand, neither side can settle them.
pub(super) const SEKI: u8 = 1;
/// Alive: pass-alive in the eye space, or broken out.
pub(super) const ALIVE: u8 = 2;

/// "Pass" in a best-move slot and "no ko" in the ban slot.
pub(super) const PASS: u16 = u16::MAX;

/// The deepest line searched; deeper lines give up the search (the playouts
/// decide instead). Eye space plus outside liberties is at most 30 points.
const MAX_DEPTH: u32 = 72;

/// One enclosed problem.
pub(super) struct Problem<const W: usize> {
    /// The side whose enclosing chains are in question.
    pub defender: Color,
    /// The enclosing chains' stones, but for the pass-alive ones.
    pub group: BitboardOf<W>,
    /// The enclosing chains that are pass-alive already (Benson): walls that
    /// cannot be captured.
    pub safe: BitboardOf<W>,
    /// The enclosed points (empty or attacker stones).
    pub eye_space: BitboardOf<W>,
    /// Where both sides may play: the eye space and the outside liberties.
    pub area: BitboardOf<W>,
    /// The pass-alive tests done on this problem, shared by its searches.
    pub alive: AliveCache,
}

/// The pass-alive tests done on one problem, by board: [`ALIVE_CACHE`]
/// slots indexed by the hash's low bits, each the whole hash and the answer
/// (0: empty slot, 1: not pass-alive, 2: pass-alive), allocated at the first
/// test. The test depends on the board and the problem only, and a board
/// recurs under other keys (the side to move, the ko ban, a pass) and in the
/// problem's other searches (the other ko owner): about half the tests in
/// the main job repeat one (BENCHMARKS.md, "The solver's node cost").
#[derive(Default)]
pub(super) struct AliveCache(RefCell<Vec<(u64, u8)>>);

impl AliveCache {
    /// The answer remembered for the board with `hash`, if any.
    fn get(&self, hash: u64) -> Option<bool> {
        let slots = self.0.borrow();
        let &(h, answer) = slots.get(hash as usize & (ALIVE_CACHE - 1))?;
        (answer != 0 && h == hash).then_some(answer == 2)
    }

    /// Remembers `alive` for the board with `hash`.
    fn put(&self, hash: u64, alive: bool) {
        let mut slots = self.0.borrow_mut();
        if slots.is_empty() {
            *slots = vec![(0, 0); ALIVE_CACHE];
        }
        slots[hash as usize & (ALIVE_CACHE - 1)] = (hash, 1 + u8::from(alive));
    }
}

/// The table's hasher: its keys are Zobrist hashes (see [`key`]), already
/// uniform, so each is its own hash (the default SipHash spent about 100
/// instructions a look-up for nothing).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The transposition table: position key to bounds and best move.
type Table = HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>;

#[derive(Copy, Clone)]
struct Entry {
    lower: u8,
    upper: u8,
    best: u16,
}

/// A search with one ko owner; reuse it for both sides to move.
pub(super) struct Search<'a, const W: usize> {
    problem: &'a Problem<W>,
    ko_owner: Color,
    table: Table,
    path: Vec<u64>,
    /// Nodes visited so far, over every call.
    pub nodes: u32,
    budget: u32,
    /// The last move was an attacker's placement that captured nothing.
    quiet: bool,
    /// Refuse a pass as the first move (see [`Search::solve_without_pass`]).
    no_root_pass: bool,
    /// The next node's board is known not pass-alive (its parent tested it,
    /// then passed).
    known: bool,
    /// Whether [`Search::peek`] is tried (off only in its test).
    peek: bool,
    /// The peeks that settled a child (its test counts them).
    #[cfg(test)]
    peeked: u32,
}

/// Slots of a problem's pass-alive cache (a power of two).
const ALIVE_CACHE: usize = 1024;

impl<'a, const W: usize> Search<'a, W> {
    /// A search of `problem` in which `ko_owner` may retake kos at once,
    /// giving up after `budget` nodes.
    pub fn new(problem: &'a Problem<W>, ko_owner: Color, budget: u32) -> Self {
        Search {
            problem,
            ko_owner,
            // Most problems visit a few hundred nodes (BENCHMARKS.md, "The
            // main job's speed, round 2"): no regrowth for those.
            table: Table::with_capacity_and_hasher(512, BuildHasherDefault::default()),
            path: Vec::with_capacity(MAX_DEPTH as usize + 1),
            nodes: 0,
            budget,
            no_root_pass: false,
            quiet: false,
            known: false,
            peek: true,
            #[cfg(test)]
            peeked: 0,
        }
    }

    /// [`locally_pass_alive`] for this problem, through the cache.
    fn pass_alive(&mut self, board: &BoardOf<W>) -> bool {
        let p = self.problem;
        let hash = board.hash();
        if let Some(alive) = p.alive.get(hash) {
            return alive;
        }
        let alive = locally_pass_alive(board, p.defender, &p.group, &p.safe, &p.eye_space);
        p.alive.put(hash, alive);
        alive
    }

    /// The outcome with `to_move` to play first on `board` (no ko banned), and
    /// the first move of the line (a bit, or [`PASS`]); `None` when the budget
    /// or the depth ran out.
    pub fn solve(&mut self, board: &BoardOf<W>, to_move: Color) -> Option<(u8, u16)> {
        self.path.clear();
        self.quiet = false;
        self.known = false;
        self.no_root_pass = false;
        self.search(board, to_move, PASS, 0, 0, DEAD, ALIVE)
    }

    /// As [`Search::solve`], but `to_move` may not pass first: whether it has
    /// a move that does as well as waiting (a side that can only wait cannot
    /// start a ko itself). Searched without the table's root entry.
    pub fn solve_without_pass(&mut self, board: &BoardOf<W>, to_move: Color) -> Option<(u8, u16)> {
        self.path.clear();
        self.quiet = false;
        self.known = false;
        self.no_root_pass = true;
        self.table.remove(&key(board, to_move, PASS, 0));
        let r = self.search(board, to_move, PASS, 0, 0, DEAD, ALIVE);
        self.no_root_pass = false;
        // The root entry was searched under a restriction: forget it.
        self.table.remove(&key(board, to_move, PASS, 0));
        r
    }

    /// The move the table remembers as best on `board` with `to_move` to
    /// play, `ban` the banned ko point ([`PASS`] for none) and `passes` 0 or
    /// 1 (the last move a pass); `None` when the position was not searched.
    pub fn best(&self, board: &BoardOf<W>, to_move: Color, ban: u16, passes: u8) -> Option<u16> {
        self.table
            .get(&key(board, to_move, ban, passes))
            .map(|e| e.best)
    }

    /// The line the table remembers from `board` with `to_move` to play,
    /// up to `max` moves: the moves (bits or [`PASS`]) and whether each made a
    /// simple ko.
    pub fn line(&self, board: &BoardOf<W>, to_move: Color, max: usize) -> Vec<(u16, bool)> {
        let mut out = Vec::new();
        let mut board = *board;
        let mut side = to_move;
        let mut ban = PASS;
        let mut passes = 0;
        while out.len() < max {
            let Some(e) = self.table.get(&key(&board, side, ban, passes)) else {
                break;
            };
            if e.best == PASS {
                out.push((PASS, false));
                if passes == 1 {
                    break;
                }
                passes = 1;
                ban = PASS;
            } else {
                let placement = board.evaluate(side, e.best as usize);
                let ko = placement.ko_point();
                out.push((e.best, ko.is_some()));
                board.apply(&placement);
                ban = ko.map_or(PASS, |k| k as u16);
                passes = 0;
            }
            side = !side;
        }
        out
    }

    /// What [`Search::search`] would return at once for the board with hash
    /// `hash` reached by a placement that captured nothing, `to_move` to
    /// play, no ko banned, no pass before, at `depth`: `Some` value when the
    /// pass-alive cache and the table settle it without a move (counting the
    /// node as the search would), `None` when the search must look.
    fn peek(&mut self, hash: u64, to_move: Color, depth: u32, alpha: u8, beta: u8) -> Option<u8> {
        if !self.peek {
            return None;
        }
        // The search's entry test, skipped after an attacker's quiet move.
        if to_move != self.problem.defender {
            match self.problem.alive.get(hash) {
                None => return None,
                Some(true) => {
                    #[cfg(test)]
                    {
                        self.peeked += 1;
                    }
                    return Some(ALIVE);
                }
                Some(false) => {}
            }
        }
        if self.nodes + 1 > self.budget || depth > MAX_DEPTH {
            return None;
        }
        let e = self.table.get(&key_of(hash, to_move, PASS, 0))?;
        let v = if e.lower == e.upper || e.lower >= beta {
            e.lower
        } else if e.upper <= alpha {
            e.upper
        } else {
            return None;
        };
        self.nodes += 1;
        #[cfg(test)]
        {
            self.peeked += 1;
        }
        Some(v)
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        board: &BoardOf<W>,
        to_move: Color,
        ban: u16,
        passes: u8,
        depth: u32,
        mut alpha: u8,
        mut beta: u8,
    ) -> Option<(u8, u16)> {
        let p = self.problem;
        // After an attacker's quiet move the defender is rarely safer than
        // it was a move ago (tested then): skip the test (`quiet`: the
        // attacker's turn just ended without a capture). Rarely: a stone on
        // a point of an eye space that touched no defender stone can make
        // the region vital; the search goes on and finds it a move later,
        // and two passes test again.
        // `tested`: this board is known not pass-alive, tested here or by
        // the parent before it passed (a pass keeps the board: the test is
        // not repeated, with the same answers).
        let known = std::mem::take(&mut self.known);
        if !known && !self.quiet && self.pass_alive(board) {
            return Some((ALIVE, PASS));
        }
        let tested = known || !self.quiet;
        self.nodes += 1;
        if self.nodes > self.budget || depth > MAX_DEPTH {
            return None;
        }
        let k = key(board, to_move, ban, passes);
        let mut tt_best = PASS;
        if let Some(e) = self.table.get(&k) {
            if e.lower == e.upper || e.lower >= beta {
                return Some((e.lower, e.best));
            }
            if e.upper <= alpha {
                return Some((e.upper, e.best));
            }
            alpha = alpha.max(e.lower);
            beta = beta.min(e.upper);
            tt_best = e.best;
        }
        let (alpha0, beta0) = (alpha, beta);
        let defending = to_move == p.defender;

        // Candidates, best first: the remembered move, captures, eye-space
        // points with many empty neighbours there, outside liberties; pass last.
        let mut moves = [(0i32, 0u16); 64];
        let mut n = 0;
        let empty = board.empty();
        let stride = board.size().stride() as u32;
        // A point's empty neighbours in the eye space, counted from four
        // shifted boards rather than by shifting each point.
        let seen = (empty & p.eye_space).seen_from_neighbours(stride);
        // The group's own points too: emptied by a ko capture, the retake is there.
        for bit in ((p.area | p.group) & empty).bits() {
            if n == moves.len() {
                break;
            }
            let mut score = seen.iter().filter(|s| s.contains(bit)).count() as i32;
            if p.eye_space.contains(bit) {
                score += 8;
            }
            if board.captures_at(to_move, bit) {
                score += 32;
            }
            if bit as u16 == tt_best {
                score += 1000;
            }
            moves[n] = (score, bit as u16);
            n += 1;
        }
        moves[..n].sort_unstable_by_key(|m| std::cmp::Reverse(m.0));

        let mut best_value = if defending { DEAD } else { ALIVE };
        let mut best_move = PASS;
        let mut searched_any = false;
        self.path.push(board.hash());
        // Index n is the pass, after every placement.
        #[allow(clippy::needless_range_loop)]
        for i in 0..=n {
            if i == n && depth == 0 && self.no_root_pass {
                break;
            }
            let (value, mv) = if i == n {
                // Pass: two in a row end the line in seki (the chains stand,
                // not pass-alive: that was tested above).
                let v = if passes == 1 {
                    // The entry test may have been skipped (`quiet`): an
                    // attacker's stone can make a region vital (Benson).
                    if !tested && self.pass_alive(board) {
                        ALIVE
                    } else {
                        SEKI
                    }
                } else {
                    self.quiet = false;
                    self.known = tested;
                    match self.search(board, !to_move, PASS, 1, depth + 1, alpha, beta) {
                        Some((v, _)) => v,
                        None => {
                            self.path.pop();
                            return None;
                        }
                    }
                };
                (v, PASS)
            } else {
                let bit = moves[i].1 as usize;
                let placement = board.evaluate(to_move, bit);
                if placement.is_suicide() {
                    continue;
                }
                let retake = bit as u16 == ban;
                if retake && to_move != self.ko_owner {
                    continue;
                }
                if !retake && self.path.contains(&placement.hash_after()) {
                    continue;
                }
                // A placement that captures nothing: its child may be known
                // already (the table, and the pass-alive cache), without
                // copying the board.
                if placement.captures() == 0 {
                    if let Some(v) =
                        self.peek(placement.hash_after(), !to_move, depth + 1, alpha, beta)
                    {
                        (v, bit as u16)
                    } else {
                        self.quiet = !defending;
                        let mut next = *board;
                        next.apply(&placement);
                        match self.search(&next, !to_move, PASS, 0, depth + 1, alpha, beta) {
                            Some((v, _)) => (v, bit as u16),
                            None => {
                                self.path.pop();
                                return None;
                            }
                        }
                    }
                } else {
                    let mut next = *board;
                    let removed = next.apply(&placement);
                    let v = if !defending
                        && removed.intersects(&p.group)
                        && placement.ko_point().is_none()
                    {
                        DEAD
                    } else if defending && !removed.and_not(&p.eye_space).is_empty() {
                        ALIVE
                    } else {
                        let ko = placement.ko_point().map_or(PASS, |k| k as u16);
                        self.quiet = !defending && removed.is_empty();
                        match self.search(&next, !to_move, ko, 0, depth + 1, alpha, beta) {
                            Some((v, _)) => v,
                            None => {
                                self.path.pop();
                                return None;
                            }
                        }
                    };
                    (v, bit as u16)
                }
            };
            let better = if defending {
                value > best_value
            } else {
                value < best_value
            };
            if better || !searched_any {
                best_value = value;
                best_move = mv;
            }
            searched_any = true;
            if defending {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        if depth == 0 && self.no_root_pass {
            return Some((if searched_any { best_value } else { DEAD }, best_move));
        }
        // The graph-history interaction (see `key`): a value found under the
        // refusals of this path is stored for the position, whatever path
        // reaches it next.
        let e = self.table.entry(k).or_insert(Entry {
            lower: DEAD,
            upper: ALIVE,
            best: PASS,
        });
        if best_value <= alpha0 {
            e.upper = best_value;
        } else if best_value >= beta0 {
            e.lower = best_value;
        } else {
            e.lower = best_value;
            e.upper = best_value;
        }
        e.best = best_move;
        Some((best_value, best_move))
    }
}

/// The table key: the board's Zobrist hash mixed with the side to move, the
/// banned ko point and whether the last move was a pass.
///
/// # What the key leaves out: the path (graph-history interaction)
/// The search refuses a move that repeats a board of the current line (a
/// positional superko on the line, 1988 art. 6, RULES.md §5), so the value
/// of a position depends on the boards above it on the line, which the key
/// does not hold. A value stored under one line is reused under another
/// (Kishimoto & Müller, "A general solution to the graph history interaction
/// problem", AAAI 2004). What it means for a verdict:
/// - A placement adds a stone, so a board can repeat only on a line where
///   stones of both colours were captured (a ko, or a longer cycle such as
///   a double ko or "sending two, returning one"). Where no line of the
///   problem has that, nothing is ever refused and every stored value is
///   exact: the verdicts on nakade shapes, eye shapes, false eyes and seki
///   without a ko are exact for the enclosed problem.
/// - With one, a stored value may come from another line whose refusals
///   differed (a repetition refused there may be allowed here, or the other
///   way round). With one simple ko most refusals never happen, because
///   the ko owner's retake is exempt and the other side may not retake at
///   all; the ko verdicts the tests check by hand (`life_solver.rs`: a ko
///   for life, bent four in the corner) come out right. Not proven in
///   general: where two or more kos or a longer cycle decide the group
///   (double-ko seki, eternal life, triple ko: RULES.md §5, where the
///   referee may call the game no result), a verdict may be wrong in
///   either direction, and a verdict with a ko is a best effort, not
///   certain in Benson's sense.
fn key<const W: usize>(board: &BoardOf<W>, to_move: Color, ban: u16, passes: u8) -> u64 {
    key_of(board.hash(), to_move, ban, passes)
}

/// [`key`] from the board's hash.
fn key_of(hash: u64, to_move: Color, ban: u16, passes: u8) -> u64 {
    let mut k = hash;
    if to_move == Color::White {
        k ^= 0x9e37_79b9_7f4a_7c15;
    }
    k ^= (u64::from(ban) + 1).wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
    k ^= u64::from(passes).wrapping_mul(0x1656_67b1_9e37_79f9);
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::benson::pass_alive;
    use crate::playout::light_playout;
    use crate::rules::{KoRule, SuicideRule};
    use crate::splitmix::SplitMix64;
    use crate::{BoardSize, PositionOf};

    /// [`Search::peek`] only saves the board copy: on every enclosed problem
    /// of random positions (light playouts, 5×5 to 19×19), each search with
    /// it gives the value, first move, node count and remembered line of the
    /// same search without it, for both ko owners and both sides to move.
    #[test]
    fn peek_changes_no_search() {
        let mut peeked = 0;
        let mut problems = 0;
        for seed in 0..120u64 {
            let side = [5, 6, 7, 9, 13, 19][seed as usize % 6];
            let size = BoardSize::square(side).unwrap();
            let mut pos = PositionOf::<6>::new(size, KoRule::Simple, SuicideRule::Forbidden);
            let moves = 40 + (seed as usize * 37) % 400;
            light_playout(&mut pos, &mut SplitMix64(seed), moves);
            let board = *pos.board();
            let pa = pass_alive(&board);
            for defender in Color::ALL {
                for bit in board.on_board().and_not(&board.stones(defender)).bits() {
                    let Some(problem) = super::super::enclose(
                        &board,
                        bit,
                        defender,
                        &pa.chains[defender.index()],
                        &pa.chains[(!defender).index()],
                    ) else {
                        continue;
                    };
                    problems += 1;
                    for owner in Color::ALL {
                        let mut with = Search::new(&problem, owner, 3_000);
                        let mut without = Search::new(&problem, owner, 3_000);
                        without.peek = false;
                        for to_move in Color::ALL {
                            let a = with.solve(&board, to_move);
                            let b = without.solve(&board, to_move);
                            assert_eq!(a, b, "seed {seed}\n{board}");
                            assert_eq!(with.nodes, without.nodes, "seed {seed}\n{board}");
                            assert_eq!(
                                with.line(&board, to_move, 24),
                                without.line(&board, to_move, 24)
                            );
                        }
                        assert_eq!(without.peeked, 0);
                        peeked += with.peeked;
                    }
                }
            }
        }
        assert!(
            problems > 100 && peeked > 1_000,
            "{problems} problems, {peeked} peeks"
        );
    }
}

//! One game of a [`super::PyVecGame`] batch: the core's [`Game`] stepped as
//! an episode ([`Game::step_episode`]), its recent boards for the planes, its
//! random stream and its last legal mask, kept up to date move by move
//! ([`IncrementalMaskOf`]).

use tianyuan::planes::RecentBoards;
use tianyuan::sized::{BitboardOf, EpisodeEnd, GameOf, IncrementalMaskOf};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Move, Rules};

use super::AutoReset;
use crate::observe::{stones, write_dense, write_flags, write_packed};

/// One game of the batch, in `W`-word bitboards (three for every size up to
/// 13×13, six up to 19×19, eleven up to 25×25: [`super::Envs`]).
#[derive(Clone)]
pub(super) struct Env<const W: usize = { tianyuan::sized::WORDS }> {
    pub(super) game: GameOf<W>,
    /// The last boards, for the observation planes: pushed after each move,
    /// rebuilt on a reset.
    pub(super) history: RecentBoards,
    /// Ended (by the rules or by `max_moves`) and not reset yet.
    pub(super) finished: bool,
    /// How the finished game ended (`Terminated` or `Truncated`), repeated by
    /// the steps that come before a reset.
    pub(super) end: EpisodeEnd,
    /// Black's Tromp-Taylor margin in points when the last game ended; NaN
    /// before any ended.
    pub(super) final_margin: f32,
    pub(super) rng: SplitMix64,
    /// The legal placements as last written to the mask (`write_legal`), so
    /// `random_actions` does not recompute them.
    pub(super) legal: BitboardOf<W>,
    /// The legal mask's per-point verdicts, brought up to date from the
    /// stones each step changed (a restart is seen as a large change).
    pub(super) mask: IncrementalMaskOf<W>,
}

impl<const W: usize> Env<W> {
    pub(super) fn new(size: BoardSize, rules: Rules, seed: u64) -> Env<W> {
        let game = GameOf::new(size, rules);
        Env {
            history: RecentBoards::new(size, stones(game.board())),
            game,
            finished: false,
            end: EpisodeEnd::Playing,
            final_margin: f32::NAN,
            rng: SplitMix64(seed),
            legal: BitboardOf::EMPTY,
            mask: IncrementalMaskOf::new(),
        }
    }

    pub(super) fn reset(&mut self) {
        self.game.restart();
        self.history = RecentBoards::new(self.game.size(), stones(self.game.board()));
        self.finished = false;
        self.end = EpisodeEnd::Playing;
    }

    /// Applies `mv` (already checked, or replaced by a pass when illegal under
    /// `illegal = "pass"`); returns (reward from the mover's view, how the
    /// game stands). Inlined into the batch loop: with three instantiations
    /// the compiler stopped inlining it on its own (about 28 instructions a
    /// 19×19 step more, callgrind).
    #[inline(always)]
    pub(super) fn step(
        &mut self,
        mv: Move,
        max_moves: u32,
        auto_reset: AutoReset,
    ) -> (f32, EpisodeEnd) {
        if self.finished {
            if auto_reset == AutoReset::NextStep {
                // Ended on the step before: restarts instead of moving.
                self.reset();
                return (0.0, EpisodeEnd::Playing);
            }
            return (0.0, self.end);
        }
        let step = self.game.step_episode(mv, max_moves);
        if let Some(outcome) = &step.outcome {
            self.history.push(outcome);
        }
        let end = step.end;
        if end == EpisodeEnd::Playing || step.outcome.is_none() {
            return (0.0, end);
        }
        self.final_margin = step.margin_points;
        let reward = step.reward;
        if auto_reset == AutoReset::Now {
            self.reset();
        } else {
            self.finished = true;
            self.end = end;
        }
        (reward, end)
    }

    /// Writes the legal mask row (every point's flag, then the pass's):
    /// all 0 on a game that is over.
    pub(super) fn write_legal(&mut self, row: &mut [u8]) {
        if self.finished || self.game.is_over() {
            row.fill(0);
            self.legal = BitboardOf::EMPTY;
            return;
        }
        let size = self.game.size();
        self.legal = self.mask.legal_point_set(self.game.position());
        // Every byte of the row is written: the points, then the pass.
        write_flags(size, &self.legal, row);
        row[size.pass_action()] = 1;
    }

    pub(super) fn write_observation(&self, out: &mut [u8], packed: bool) {
        let to_move = self.game.to_move();
        if packed {
            write_packed(&self.history, to_move, out);
        } else {
            write_dense(&self.history, to_move, out);
        }
    }

    pub(super) fn random_action(&mut self) -> i64 {
        let size = self.game.size();
        if self.finished || self.game.is_over() {
            return size.pass_action() as i64;
        }
        let legal = self.legal;
        let count = legal.count() + 1;
        let k = self.rng.below(count);
        match legal.nth(k) {
            Some(bit) => size.index(size.point_of_bit(bit)) as i64,
            None => size.pass_action() as i64,
        }
    }
}

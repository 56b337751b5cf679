//! A game as a reinforcement-learning episode: one step plays a move (an
//! illegal one becomes a pass), the episode ends by the rules or after a
//! number of moves, and the end is counted by area with every stone alive
//! (Tromp-Taylor) into a reward for the mover. What batched environments
//! (`VecGame` in the Python module) step; the rules themselves stay in
//! [`Game`].

use crate::color::Color;
use crate::game::{EndReason, GameOf, GameState};
use crate::point::Move;
use crate::position::MoveOutcomeOf;

/// How an episode stands after a step.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EpisodeEnd {
    /// Not ended.
    Playing,
    /// Ended by the rules: two passes (2002 art. 7.3), or a cycle under the
    /// rules' cycle rule (2002 art. 20.3).
    Terminated,
    /// Stopped after the episode's move limit without having ended by the
    /// rules.
    Truncated,
}

/// What one [`Game::step_episode`](crate::sized::GameOf::step_episode) did.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct EpisodeStepOf<const W: usize> {
    /// The move as played (a pass if the one given was illegal), with its
    /// captures; `None` when the game had already ended and nothing moved.
    pub outcome: Option<MoveOutcomeOf<W>>,
    /// Whether the move given was illegal and a pass was played instead
    /// (`false` when nothing moved, on a game already over).
    pub voided: bool,
    /// How the episode stands now.
    pub end: EpisodeEnd,
    /// From the mover's view: +1 a win, -1 a loss, 0 a draw, a game with
    /// no result, or an episode still playing.
    pub reward: f32,
    /// When the step ended the episode: Black's margin in points by the
    /// Tromp-Taylor count (komi, handicap compensation and penalties of the
    /// rules included; negative when White leads). NaN otherwise.
    pub margin_points: f32,
}

impl<const W: usize> GameOf<W> {
    /// One step of an episode: plays `mv` for the side to move (a pass if
    /// `mv` is illegal: `voided`), then ends the episode if the rules ended
    /// the game ([`EpisodeEnd::Terminated`]) or the next move's number
    /// would pass `max_moves` ([`EpisodeEnd::Truncated`]); an ended episode
    /// is counted with every stone alive ([`Game::tromp_taylor_score`](crate::sized::GameOf::tromp_taylor_score)) and
    /// rewards the mover +1, -1 or 0 (a draw, or no result). On a game that
    /// is already over nothing moves: `Terminated`, reward 0.
    pub fn step_episode(&mut self, mv: Move, max_moves: u32) -> EpisodeStepOf<W> {
        let mover: Color = self.to_move();
        let (outcome, voided) = match self.play(mv) {
            Ok(out) => (Some(out), false),
            Err(_) => {
                let pass = self.play(Move::Pass).ok();
                let voided = pass.is_some();
                (pass, voided)
            }
        };
        let mut step = EpisodeStepOf {
            outcome,
            voided,
            end: EpisodeEnd::Playing,
            reward: 0.0,
            margin_points: f32::NAN,
        };
        if outcome.is_none() {
            // Only a game that is over refuses a pass.
            step.end = EpisodeEnd::Terminated;
            return step;
        }
        step.end = if self.is_over() {
            EpisodeEnd::Terminated
        } else if self.move_number() > max_moves {
            EpisodeEnd::Truncated
        } else {
            return step;
        };
        let score = self.tromp_taylor_score();
        step.margin_points = score.margin_half_points() as f32 / 2.0;
        step.reward = match (self.state(), score.winner()) {
            (GameState::Ended(EndReason::NoResult), _) | (_, None) => 0.0,
            (_, Some(w)) if w == mover => 1.0,
            _ => -1.0,
        };
        step
    }
}

/// One episode step of a six-word game (see [`EpisodeStepOf`]).
pub type EpisodeStep = EpisodeStepOf<{ crate::bitboard::WORDS }>;

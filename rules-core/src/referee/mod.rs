//! The referee (裁判法) of the Chinese rules, 1988 and 2002 editions (RULES.md
//! §6, §8; 1988 art. 17–21, 25; 2002 art. 17–21, 24).
//!
//! A [`Referee`] watches a [`Game`](crate::sized::Game) and is told what happens at the board
//! ([`Event`]): stones placed (perhaps illegally, perhaps out of turn), passes,
//! stones removed by hand, moves taken back, claims, resignations, the end of
//! play, clock flags. It answers each event with [`Ruling`]s, each naming its
//! article, and keeps the game in the state the rules give: a void move is a
//! pass, a taken-back stone goes back, warnings become penalty stones (2002
//! art. 24.1) and the second warning loses (1988 art. 25.2; 2002 art. 24.2).
//!
//! ```
//! use tianyuan::referee::{Edition, Event, Referee, RefereeOptions, Ruling};
//! use tianyuan::{BoardSize, Color::{Black, White}, Point, Preset};
//! use tianyuan::sized::Game;
//!
//! let game = Game::new(BoardSize::square(9)?, Preset::Chinese2002.rules());
//! let mut referee = Referee::new(game, Edition::Y2002, RefereeOptions::default());
//! referee.handle(Event::Place { color: Black, point: Point::new(2, 2) })?;
//! // Black again, before White moved: void and a warning (2002 art. 17.2).
//! let rulings = referee.handle(Event::Place { color: Black, point: Point::new(3, 3) })?;
//! assert_eq!(rulings[1].article(), "2002 art. 17.2");
//! assert!(matches!(rulings[1], Ruling::Warning(_)));
//! assert_eq!(referee.game().penalty_stones(), [1, 0]);
//! assert_eq!(referee.game().to_move(), White);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod articles;
mod ruling;

pub use crate::rules::Edition;
pub use ruling::{
    Claim, CycleOutcome, Event, RefereeError, RefereeOptions, Ruling, VoidReason, Warning,
    WarningReason,
};

use articles::{article, Topic};

use crate::clock::ClockEvent;
use crate::color::Color;
use crate::game::{EndReason, GameError, GameOf, GameState};
use crate::point::{Move, Point};
use crate::position::IllegalMove;
use crate::result::GameResult;
use crate::rules::KoRule;
use crate::scoring::ScoreError;

/// Captures of the last placement, and what its player took off by hand.
#[derive(Clone, Debug)]
struct PendingRemoval {
    color: Color,
    captured: Vec<Point>,
    removed: Vec<Point>,
}

/// A 2002 take-back awaiting the opponent's claim (2002 art. 17.3).
#[derive(Clone, Debug)]
struct PendingTakeBack {
    color: Color,
    point: Point,
    /// Moves played before the taken-back move.
    moves_before: usize,
}

/// A referee over one game, under one edition of the Chinese rules.
#[derive(Clone, Debug)]
pub struct RefereeOf<const W: usize> {
    game: GameOf<W>,
    edition: Edition,
    options: RefereeOptions,
    warnings: Vec<Warning>,
    removal: Option<PendingRemoval>,
    take_back: Option<PendingTakeBack>,
    proposal: Option<Color>,
    /// A result ruled by the referee that [`Game`] cannot hold (a draw).
    outcome: Option<GameResult>,
}

type Rulings = Vec<Ruling>;

impl<const W: usize> RefereeOf<W> {
    /// A referee for `game` under `edition`, with the competition's `options`.
    /// The game's [`crate::Rules`] decide legality (ko, superko, suicide, how
    /// play ends); the edition decides the rulings and their articles.
    pub fn new(game: GameOf<W>, edition: Edition, options: RefereeOptions) -> RefereeOf<W> {
        RefereeOf {
            game,
            edition,
            options,
            warnings: Vec::new(),
            removal: None,
            take_back: None,
            proposal: None,
            outcome: None,
        }
    }

    /// The game as the rules have it.
    pub fn game(&self) -> &GameOf<W> {
        &self.game
    }

    /// The game, giving up the referee. A draw ruled under art. 20.3 is not
    /// in it (the game then records no result): read [`Referee::result`]
    /// first.
    pub fn into_game(self) -> GameOf<W> {
        self.game
    }

    /// The edition whose articles are applied.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// The competition's options.
    pub fn options(&self) -> RefereeOptions {
        self.options
    }

    /// Every warning given so far, oldest first.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// How many warnings `color` has had.
    pub fn warning_count(&self, color: Color) -> u32 {
        self.warnings.iter().filter(|w| w.color == color).count() as u32
    }

    /// The result once decided: [`Game::result`](crate::sized::GameOf::result), or a draw ruled under
    /// 1988/2002 art. 20.3 ([`CycleOutcome::Draw`]; the game itself then
    /// records no result, [`GameResult::NoResult`], since [`Game`](crate::sized::Game) has no
    /// draw by event). A replay ([`CycleOutcome::Replay`]) reads as no result.
    pub fn result(&self) -> Option<GameResult> {
        self.outcome.or(self.game.result())
    }

    /// Whether the game is decided (a result is known): no more events.
    pub fn is_decided(&self) -> bool {
        self.result().is_some()
    }

    /// Rules on `event` and updates the game. Returns the rulings in order
    /// (at least one). Errors: [`RefereeError`] for an event that cannot
    /// happen now; the referee and the game are then unchanged.
    pub fn handle(&mut self, event: Event) -> Result<Vec<Ruling>, RefereeError> {
        let before = self.clone();
        let outcome = self.apply(event);
        if outcome.is_err() {
            *self = before;
        }
        outcome
    }

    fn art(&self, topic: Topic) -> &'static str {
        article(self.edition, topic)
    }

    fn apply(&mut self, event: Event) -> Result<Rulings, RefereeError> {
        if self.is_decided() {
            return Err(RefereeError::GameOver);
        }
        let mut out = Vec::new();
        // Read before `before_event` drops a pending take-back.
        let previous = self.previous_mover();
        self.before_event(&event, &mut out)?;
        if self.is_decided() {
            // The pending removal's warning lost the game.
            return Ok(out);
        }
        match event {
            Event::Place { color, point } => self.place(color, point, previous, &mut out)?,
            Event::Pass { color } => self.pass(color, false, &mut out)?,
            Event::ProposeEnd { color } => self.pass(color, true, &mut out)?,
            Event::AcceptEnd { color } => self.accept_end(color, &mut out)?,
            Event::Remove { color, points } => self.remove(color, &points, &mut out)?,
            Event::TakeBack { color } => self.take_back(color, &mut out)?,
            Event::Claim { by, claim } => self.claim(by, claim, &mut out)?,
            Event::Resign { color } => {
                self.end_with(|g| g.resign(color))?;
                let article = self.art(Topic::Resign);
                out.push(Ruling::GameLost {
                    loser: color,
                    article,
                });
            }
            Event::Dispute { claims_dead } => {
                if !self.game.is_over() {
                    return Err(RefereeError::PlayNotEnded);
                }
                self.game.resume(claims_dead).map_err(game_error)?;
                self.proposal = None;
                out.push(Ruling::PlayResumed {
                    to_move: claims_dead,
                    article: self.art(Topic::Dispute),
                });
            }
            Event::AgreeDead { dead } => self.count(&dead, &mut out)?,
            Event::WrongColors => self.wrong_colors(&mut out),
            Event::Clock(clock) => self.clock(clock, &mut out)?,
        }
        Ok(out)
    }

    /// Settles what the previous event left open: the mover's removal of
    /// captured stones (2002 art. 18.2) and a take-back the opponent did not
    /// claim before moving (2002 art. 17.3).
    fn before_event(&mut self, event: &Event, out: &mut Rulings) -> Result<(), RefereeError> {
        let actor = match *event {
            Event::Place { color, .. }
            | Event::Pass { color }
            | Event::Remove { color, .. }
            | Event::TakeBack { color }
            | Event::ProposeEnd { color } => Some(color),
            _ => None,
        };
        let keeps_removal = match event {
            Event::Remove { .. } | Event::TakeBack { .. } => {
                actor == self.removal.as_ref().map(|r| r.color)
            }
            Event::Claim {
                claim: Claim::CapturedStonesLeft,
                ..
            } => true,
            _ => false,
        };
        if !keeps_removal {
            if self.options.expect_removals {
                self.settle_removal(out)?;
            }
            self.removal = None;
        }
        let keeps_take_back = match event {
            Event::Claim { .. } => true,
            _ => actor.is_some() && actor == self.take_back.as_ref().map(|t| t.color),
        };
        if !keeps_take_back {
            self.take_back = None;
        }
        Ok(())
    }

    /// Captured stones the mover did not take off: removed by the referee,
    /// with a warning under 2002 art. 18.2 (1988 has no such article: art. 4.1
    /// only says they are removed).
    fn settle_removal(&mut self, out: &mut Rulings) -> Result<bool, RefereeError> {
        let Some(pending) = self.removal.take() else {
            return Ok(false);
        };
        let missing: Vec<Point> = pending
            .captured
            .iter()
            .copied()
            .filter(|p| !pending.removed.contains(p))
            .collect();
        if missing.is_empty() {
            return Ok(false);
        }
        let article = self.art(Topic::LeftCaptured);
        out.push(Ruling::StonesRemoved {
            color: pending.color.opponent(),
            points: missing,
            article,
        });
        if self.edition == Edition::Y2002 {
            self.warn(
                pending.color,
                WarningReason::LeftCapturedStones,
                article,
                out,
            )?;
        }
        Ok(true)
    }

    /// Gives a warning: a penalty stone under 2002 (art. 24.1), and the
    /// second one loses (1988 art. 25.2; 2002 art. 24.2).
    fn warn(
        &mut self,
        color: Color,
        reason: WarningReason,
        article: &'static str,
        out: &mut Rulings,
    ) -> Result<(), RefereeError> {
        let warning = Warning {
            color,
            reason,
            article,
        };
        self.warnings.push(warning);
        out.push(Ruling::Warning(warning));
        let count = self.warning_count(color);
        if self.edition == Edition::Y2002 {
            self.game.set_penalty_stones(color, count);
        }
        if count >= 2 {
            self.end_with(|g| g.forfeit(color))?;
            out.push(Ruling::GameLost {
                loser: color,
                article: self.art(Topic::SecondWarning),
            });
        }
        Ok(())
    }

    /// Ends the game with `end`, reopening it first if play had ended but no
    /// result was known (a warning or resignation while counting).
    fn end_with(
        &mut self,
        end: impl FnOnce(&mut GameOf<W>) -> Result<(), GameError>,
    ) -> Result<(), RefereeError> {
        if self.game.is_over() {
            let to_move = self.game.to_move();
            self.game.resume(to_move).map_err(game_error)?;
        }
        end(&mut self.game).map_err(game_error)
    }

    /// Who made the previous move, for the double-move articles (1988 art.
    /// 17.1; 2002 art. 17.2): the player of the last move in the record (a
    /// pass or a void move charged as a pass included), or of a stone taken
    /// back under 2002 whose claim is still open (art. 17.3: the stone left
    /// the hand, so that player has moved and must play again); before the
    /// first move, Black in a handicap game (the handicap stones, White to
    /// move) and nobody otherwise.
    fn previous_mover(&self) -> Option<Color> {
        if let Some(t) = &self.take_back {
            return Some(t.color);
        }
        match self.game.position().last_move() {
            Some(m) => Some(m.color),
            None if self.game.handicap() > 0 => Some(Color::Black),
            None => None,
        }
    }

    /// A stone of `color` on `point`; `previous` is [`Referee::previous_mover`]
    /// before the event.
    ///
    /// A stone out of turn is a double move only when `color` made the
    /// previous move: 1988 art. 17.1 (一方并未表示弃权，另一方连走二步) and
    /// 2002 art. 17.2 (另一方连下两着) are about one side moving twice while
    /// the other has not passed. Any other stone out of turn (White's stone
    /// before any move of an even game; the opponent's stone while a
    /// 2002 take-back awaits the taken-back player's new move) is no second
    /// move of anyone, and neither edition has an article for it: it is
    /// refused with [`RefereeError::NotYourTurn`], the referee unchanged.
    /// If it means that the players hold the wrong colours, that is
    /// [`Event::WrongColors`] (2002 art. 17.1; 1988 has no such article).
    fn place(
        &mut self,
        color: Color,
        point: Point,
        previous: Option<Color>,
        out: &mut Rulings,
    ) -> Result<(), RefereeError> {
        if !self.game.size().contains(point) {
            return Err(RefereeError::OffBoard);
        }
        if self.game.board().get(point).is_some() {
            return Err(RefereeError::Occupied);
        }
        if self.game.is_over() {
            out.push(Ruling::Void {
                color,
                point,
                reason: VoidReason::AfterEnd,
                article: self.art(Topic::AfterEnd),
            });
            return Ok(());
        }
        if color != self.game.to_move() {
            if previous != Some(color) {
                return Err(RefereeError::NotYourTurn);
            }
            let article = self.art(Topic::MovedTwice);
            match self.edition {
                Edition::Y1988 => {
                    self.end_with(|g| g.forfeit(color))?;
                    out.push(Ruling::GameLost {
                        loser: color,
                        article,
                    });
                }
                Edition::Y2002 => {
                    out.push(Ruling::Void {
                        color,
                        point,
                        reason: VoidReason::MovedTwice,
                        article,
                    });
                    self.warn(color, WarningReason::MovedTwice, article, out)?;
                }
            }
            return Ok(());
        }
        let resumed = self.proposal.take().is_some();
        let mv = Move::Place(point);
        match self.game.check(mv) {
            Ok(()) => {
                self.game.play(mv).map_err(illegal)?;
                if self.is_cycle() {
                    return self.cycle(color, point, true, out);
                }
                let topic = if resumed {
                    Topic::ProposeEnd
                } else {
                    Topic::Place
                };
                out.push(Ruling::Accepted {
                    color,
                    article: self.art(topic),
                });
                self.removal = Some(PendingRemoval {
                    color,
                    captured: self.game.last_captured(),
                    removed: Vec::new(),
                });
                Ok(())
            }
            Err(IllegalMove::Suicide) => {
                let article = self.art(Topic::Suicide);
                self.void_as_pass(color, point, VoidReason::Suicide, article, out)
            }
            Err(IllegalMove::Ko) => {
                let article = self.art(Topic::Ko);
                self.void_as_pass(color, point, VoidReason::KoRecapture, article, out)?;
                if self.edition == Edition::Y2002 && !self.is_decided() {
                    self.warn(color, WarningReason::KoRecapture, article, out)?;
                }
                Ok(())
            }
            Err(IllegalMove::PositionalSuperko | IllegalMove::SituationalSuperko) => {
                self.cycle(color, point, false, out)
            }
            Err(e) => Err(illegal(e)),
        }
    }

    /// After a legal move under simple ko: a third occurrence of the position
    /// (the game's own cycle rule, or the referee's count) is a cycle.
    fn is_cycle(&self) -> bool {
        self.game.state() == GameState::Ended(EndReason::NoResult)
            || (self.game.rules().ko == KoRule::Simple
                && self.game.position().is_third_occurrence())
    }

    /// A cycle (art. 20.3): `played` when the move stands on the board (simple
    /// ko), otherwise the superko rule refused it.
    fn cycle(
        &mut self,
        color: Color,
        point: Point,
        played: bool,
        out: &mut Rulings,
    ) -> Result<(), RefereeError> {
        let article = self.art(Topic::Cycle);
        if self.options.cycle_outcome == CycleOutcome::VoidAsPass {
            if played {
                self.game.undo();
            }
            let void_article = self.art(Topic::RepetitionVoid);
            return self.void_as_pass(color, point, VoidReason::Repetition, void_article, out);
        }
        if played {
            out.push(Ruling::Accepted {
                color,
                article: self.art(Topic::Place),
            });
        }
        if !self.game.is_over() {
            self.game.declare_no_result().map_err(game_error)?;
        }
        out.push(match self.options.cycle_outcome {
            CycleOutcome::Draw => {
                self.outcome = Some(GameResult::Draw);
                Ruling::Draw { article }
            }
            CycleOutcome::Replay => Ruling::Replay { article },
            _ => Ruling::NoResult { article },
        });
        Ok(())
    }

    /// The placed stone is void and `color` is charged a pass.
    fn void_as_pass(
        &mut self,
        color: Color,
        point: Point,
        reason: VoidReason,
        article: &'static str,
        out: &mut Rulings,
    ) -> Result<(), RefereeError> {
        self.game.pass().map_err(illegal)?;
        out.push(Ruling::VoidAsPass {
            color,
            point,
            reason,
            article,
        });
        self.note_two_passes(out);
        Ok(())
    }

    fn note_two_passes(&self, out: &mut Rulings) {
        if self.game.state() == GameState::Ended(EndReason::TwoPasses) {
            out.push(Ruling::PlayEnded {
                reason: EndReason::TwoPasses,
                article: self.art(Topic::TwoPasses),
            });
        }
    }

    /// A pass, or (`propose`) a proposal to end that gives up the move (art. 21.1).
    fn pass(&mut self, color: Color, propose: bool, out: &mut Rulings) -> Result<(), RefereeError> {
        if self.game.is_over() {
            return Err(RefereeError::PlayEnded);
        }
        if color != self.game.to_move() {
            return Err(RefereeError::NotYourTurn);
        }
        self.game.pass().map_err(illegal)?;
        if propose {
            self.proposal = Some(color);
            out.push(Ruling::EndProposed {
                by: color,
                article: self.art(Topic::ProposeEnd),
            });
        } else {
            self.proposal = None;
            out.push(Ruling::Accepted {
                color,
                article: self.art(Topic::Pass),
            });
        }
        self.note_two_passes(out);
        Ok(())
    }

    fn accept_end(&mut self, color: Color, out: &mut Rulings) -> Result<(), RefereeError> {
        match self.game.state() {
            GameState::Ended(EndReason::TwoPasses) => {
                self.note_two_passes(out);
                return Ok(());
            }
            GameState::Ended(_) => return Err(RefereeError::PlayEnded),
            GameState::Ongoing => {}
        }
        if self.proposal != Some(color.opponent()) {
            return Err(RefereeError::NoProposal);
        }
        self.game.agree_end().map_err(game_error)?;
        self.proposal = None;
        out.push(Ruling::PlayEnded {
            reason: EndReason::Agreement,
            article: self.art(Topic::AgreedEnd),
        });
        Ok(())
    }

    /// The count after the end of play; the area count shares every point
    /// bordering both sides, which is art. 21.2's "treated as seki".
    fn count(&mut self, dead: &[Point], out: &mut Rulings) -> Result<(), RefereeError> {
        if !self.game.is_over() {
            return Err(RefereeError::PlayNotEnded);
        }
        let score = self.game.agree_dead_stones(dead).map_err(|e| match e {
            GameError::Score(ScoreError::DeadPointOffBoard(_)) => RefereeError::OffBoard,
            GameError::Score(ScoreError::DeadPointEmpty(_)) => RefereeError::NoStone,
            other => game_error(other),
        })?;
        out.push(Ruling::Counted {
            score,
            result: score.result(),
            article: self.art(Topic::Count),
        });
        Ok(())
    }

    /// Stones taken off by hand, compared with the captures of `color`'s last
    /// placement: others go back, with a warning (1988 art. 18; 2002 art. 18.1).
    fn remove(
        &mut self,
        color: Color,
        points: &[Point],
        out: &mut Rulings,
    ) -> Result<(), RefereeError> {
        let size = self.game.size();
        let mut captured = Vec::new();
        let mut live: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
        for &p in points {
            if !size.contains(p) {
                return Err(RefereeError::OffBoard);
            }
            let is_capture = self
                .removal
                .as_ref()
                .is_some_and(|r| r.color == color && r.captured.contains(&p));
            if is_capture {
                captured.push(p);
            } else if let Some(stone) = self.game.board().get(p) {
                if !live[stone.index()].contains(&p) {
                    live[stone.index()].push(p);
                }
            } else {
                return Err(RefereeError::NoStone);
            }
        }
        if let Some(r) = self.removal.as_mut() {
            r.removed.extend(captured);
        }
        if live.iter().all(Vec::is_empty) {
            out.push(Ruling::Accepted {
                color,
                article: self.art(Topic::Removal),
            });
            return Ok(());
        }
        let article = self.art(Topic::RemovedLive);
        for owner in Color::ALL {
            let points = std::mem::take(&mut live[owner.index()]);
            if !points.is_empty() {
                out.push(Ruling::StonesRestored {
                    color: owner,
                    points,
                    article,
                });
            }
        }
        self.warn(color, WarningReason::RemovedLiveStones, article, out)
    }

    /// 悔棋: under 1988 the stone goes back and a warning at once (art. 17.2);
    /// under 2002 only on the opponent's claim before their next move (art.
    /// 17.3): meanwhile the move is taken back and the player may play again.
    fn take_back(&mut self, color: Color, out: &mut Rulings) -> Result<(), RefereeError> {
        if self.game.is_over() {
            return Err(RefereeError::PlayEnded);
        }
        let point = match self.game.position().last_move() {
            Some(m) if m.color == color => m.mv.point().ok_or(RefereeError::NothingToTakeBack)?,
            _ => return Err(RefereeError::NothingToTakeBack),
        };
        let article = self.art(Topic::TakeBack);
        match self.edition {
            Edition::Y1988 => {
                out.push(Ruling::StonesRestored {
                    color,
                    points: vec![point],
                    article,
                });
                self.warn(color, WarningReason::TookBack, article, out)
            }
            Edition::Y2002 => {
                let moves_before = self.game.position().moves_played() - 1;
                let pending = match self.take_back.take() {
                    Some(t) if t.color == color => t,
                    _ => PendingTakeBack {
                        color,
                        point,
                        moves_before,
                    },
                };
                self.take_back = Some(pending);
                self.game.undo();
                self.removal = None;
                out.push(Ruling::AwaitingClaim {
                    by: color.opponent(),
                    article,
                });
                Ok(())
            }
        }
    }

    fn claim(&mut self, by: Color, claim: Claim, out: &mut Rulings) -> Result<(), RefereeError> {
        match claim {
            Claim::TakeBack => {
                let article = self.art(Topic::TakeBack);
                let pending = match self.take_back.take() {
                    Some(t) if t.color != by && !self.game.is_over() => t,
                    other => {
                        self.take_back = other;
                        out.push(Ruling::ClaimRejected { by, article });
                        return Ok(());
                    }
                };
                while self.game.position().moves_played() > pending.moves_before {
                    self.game.undo();
                }
                self.game
                    .play(Move::Place(pending.point))
                    .map_err(illegal)?;
                self.removal = None;
                self.proposal = None;
                out.push(Ruling::StonesRestored {
                    color: pending.color,
                    points: vec![pending.point],
                    article,
                });
                self.warn(pending.color, WarningReason::TookBack, article, out)
            }
            Claim::CapturedStonesLeft => {
                let against = self.removal.as_ref().map(|r| r.color);
                let ruled = self.options.expect_removals
                    && against == Some(by.opponent())
                    && self.settle_removal(out)?;
                if !ruled {
                    out.push(Ruling::ClaimRejected {
                        by,
                        article: self.art(Topic::LeftCaptured),
                    });
                }
                Ok(())
            }
        }
    }

    /// 2002 art. 17.1: wrong colours found by move 10 (inclusive) are
    /// corrected: the game restarts from its set-up with the players'
    /// colours exchanged, warnings following the players. Later, or under
    /// 1988 (no rule; art. 25.1), play goes on.
    fn wrong_colors(&mut self, out: &mut Rulings) {
        let article = self.art(Topic::WrongColors);
        if self.edition == Edition::Y1988 || self.game.position().moves_played() > 10 {
            out.push(Ruling::ColorsKept { article });
            return;
        }
        while self.game.undo().is_some() {}
        for w in &mut self.warnings {
            w.color = w.color.opponent();
        }
        for color in Color::ALL {
            let count = self.warning_count(color);
            self.game.set_penalty_stones(color, count);
        }
        self.removal = None;
        self.take_back = None;
        self.proposal = None;
        out.push(Ruling::ColorsCorrected { article });
    }

    fn clock(&mut self, event: ClockEvent, out: &mut Rulings) -> Result<(), RefereeError> {
        match event {
            ClockEvent::Flagged { color, article, .. } => {
                self.end_with(|g| g.lose_on_time(color))?;
                out.push(Ruling::GameLost {
                    loser: color,
                    article,
                });
            }
            ClockEvent::Forfeit { color, article } => {
                self.end_with(|g| g.forfeit(color))?;
                out.push(Ruling::GameLost {
                    loser: color,
                    article,
                });
            }
            ClockEvent::PassCharged { color, article } => {
                if self.game.is_over() {
                    return Err(RefereeError::PlayEnded);
                }
                if color != self.game.to_move() {
                    return Err(RefereeError::NotYourTurn);
                }
                self.game.pass().map_err(illegal)?;
                self.proposal = None;
                out.push(Ruling::Accepted { color, article });
                self.note_two_passes(out);
            }
            ClockEvent::LatenessCharged { article, .. } => out.push(Ruling::Noted { article }),
            ClockEvent::Timed | ClockEvent::PeriodsUsed { .. } | ClockEvent::NewPeriod { .. } => {
                out.push(Ruling::Noted {
                    article: self.art(Topic::Clock),
                })
            }
        }
        Ok(())
    }
}

/// An engine refusal the referee's own checks should have caught first.
fn illegal(e: IllegalMove) -> RefereeError {
    match e {
        IllegalMove::OffBoard => RefereeError::OffBoard,
        IllegalMove::Occupied => RefereeError::Occupied,
        IllegalMove::WrongPlayer => RefereeError::NotYourTurn,
        _ => RefereeError::GameOver,
    }
}

fn game_error(e: GameError) -> RefereeError {
    match e {
        GameError::NotOver => RefereeError::PlayNotEnded,
        _ => RefereeError::GameOver,
    }
}

/// The referee over a six-word game (see [`RefereeOf`], and [`AnyReferee`](crate::AnyReferee)).
pub type Referee = RefereeOf<{ crate::bitboard::WORDS }>;

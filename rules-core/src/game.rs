//! A game: a position under [`Rules`], its record, and how it ends
//! (RULES.md §5–7; 1988/2002 art. 7, 8, 20, 21).

use thiserror::Error;

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::handicap::{fixed_handicap, HandicapError};
use crate::life::{estimate_life, LifeError, LifeEstimateOf, LifeOptions};
use crate::point::{BoardSize, Move, Point, PointError};
use crate::position::{IllegalMove, MoveOutcomeOf, PositionOf, SetupError};
use crate::result::GameResult;
use crate::rules::{CycleRule, DeadStones, Ending, Rules};
use crate::scoring::{area_score_points, Score, ScoreError};

/// How a game ended (RULES.md §6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Two passes in succession (2002 art. 7.3).
    TwoPasses,
    /// The players agreed that play is finished (art. 7.1, 21).
    Agreement,
    /// A player resigned (art. 7.2); the winner is the other.
    Resignation {
        /// Who resigned.
        loser: Color,
    },
    /// A player ran out of time (1988 art. 23; 2002 art. 22).
    Time {
        /// Who lost on time.
        loser: Color,
    },
    /// A player forfeited (absence, two warnings: 1988 art. 25.2, 2002 art. 24.2).
    Forfeit {
        /// Who forfeited.
        loser: Color,
    },
    /// No result: a repeated whole-board position (triple ko and the like)
    /// under [`CycleRule::NoResultOnThirdOccurrence`] (2002 art. 20.3).
    NoResult,
}

impl EndReason {
    /// Its name, the same on every surface: `two-passes`, `agreement`,
    /// `resignation`, `time`, `forfeit`, `no-result`.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::TwoPasses => "two-passes",
            EndReason::Agreement => "agreement",
            EndReason::Resignation { .. } => "resignation",
            EndReason::Time { .. } => "time",
            EndReason::Forfeit { .. } => "forfeit",
            EndReason::NoResult => "no-result",
        }
    }

    /// The end reason of [`EndReason::name`] `name`, with `loser` for those
    /// that have one (`resignation`, `time`, `forfeit`; ignored by the
    /// others); `None` for an unknown name or a missing loser.
    pub fn from_name(name: &str, loser: Option<Color>) -> Option<EndReason> {
        Some(match name {
            "two-passes" => EndReason::TwoPasses,
            "agreement" => EndReason::Agreement,
            "resignation" => EndReason::Resignation { loser: loser? },
            "time" => EndReason::Time { loser: loser? },
            "forfeit" => EndReason::Forfeit { loser: loser? },
            "no-result" => EndReason::NoResult,
            _ => return None,
        })
    }
}

/// Whether a game is still being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// Play goes on.
    Ongoing,
    /// The game has ended.
    Ended(EndReason),
}

/// A move in the record, with its number (1-based, passes counted).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    /// 1 for the first move after the set-up.
    pub number: u32,
    /// Who played it.
    pub color: Color,
    /// The move.
    pub mv: Move,
    /// Stones it captured.
    pub captured: u32,
}

/// Set-up in the middle of a game ([`Game::set_up`]; SGF `AB`/`AW`/`AE` in a
/// node after moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetUp {
    /// How many moves were played before it (passes included): it comes
    /// between move `after_moves` and move `after_moves + 1`.
    pub after_moves: u32,
    /// The changes as given, in order: a stone of that colour put on the
    /// point, or the point cleared (`None`).
    pub changes: Vec<(Point, Option<Color>)>,
    /// Stones taken off because their chain had no liberty after the changes
    /// ([`Position::set_up`](crate::sized::PositionOf::set_up)).
    pub removed: Vec<Point>,
    /// The side to move after it.
    pub to_move: Color,
}

/// Why a game could not be created or changed (other than an illegal move).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The handicap cannot be placed.
    #[error(transparent)]
    Handicap(#[from] HandicapError),
    /// The set-up position is impossible.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The game has already ended (for resign, agreement, …).
    #[error("the game is over")]
    GameOver,
    /// The game has not ended, so it cannot be resumed.
    #[error("the game is not over")]
    NotOver,
    /// The dead stones have been agreed ([`Game::agree_dead_stones`]): the
    /// result is final, so no one may resume, agree again, take back or play
    /// (2002 art. 21.3).
    #[error(
        "the dead stones are agreed and the result is final: no one may resume (2002 art. 21.3)"
    )]
    DeadStonesAgreed,
    /// The agreed dead stones are not stones on the board.
    #[error(transparent)]
    Score(#[from] ScoreError),
    /// A set-up point is off the board ([`Game::set_up`]).
    #[error(transparent)]
    Point(#[from] PointError),
}

/// The count [`Game::score_estimated`] makes.
#[derive(Clone, Debug, PartialEq)]
pub struct EstimatedScoreOf<const W: usize> {
    /// The area count with `dead` lifted.
    pub score: Score,
    /// The stones lifted as dead (whole chains).
    pub dead: crate::bitboard::BitboardOf<W>,
    /// The life-and-death estimate the dead stones came from, under rules
    /// that settle them by agreement; `None` under Tromp-Taylor or KataGo's
    /// area rules, which settle them without one.
    pub estimate: Option<LifeEstimateOf<W>>,
}

/// A game of Go under the Chinese rules (or another [`Rules`] value).
///
/// ```
/// use tianyuan::{BoardSize, EndReason, GameState, Rules};
/// use tianyuan::sized::Game;
///
/// // A 3×3 board under the 2002 rules (komi 3¾ stones = 7.5 points).
/// let mut game = Game::new(BoardSize::square(3).unwrap(), Rules::default());
/// game.play(game.size().parse_gtp("B2").unwrap()).unwrap(); // Black, the centre
/// game.pass().unwrap(); // White
/// game.pass().unwrap(); // Black: two passes in a row end play (2002 art. 7.3)
/// assert_eq!(game.state(), GameState::Ended(EndReason::TwoPasses));
/// assert_eq!(game.moves().count(), 3); // passes are moves in the record
/// // The count (art. 9, 11): Black's area is the whole board, 1 stone and 8
/// // empty points = 9 points against White's 0, less 7.5 points of komi.
/// let score = game.agree_dead_stones(&[]).unwrap();
/// assert_eq!(score.result().to_sgf(), "B+1.5");
/// assert_eq!(game.result().unwrap().english(), "Black wins by 3/4 stone (1.5 points)");
/// // The result is final (2002 art. 21.3): no more moves.
/// assert!(game.pass().is_err());
/// ```
#[derive(Clone, Debug)]
pub struct GameOf<const W: usize> {
    rules: Rules,
    position: PositionOf<W>,
    /// The stones of the position the game started from, `[black, white]`.
    setup: [BitboardOf<W>; 2],
    first_to_move: Color,
    handicap: u32,
    state: GameState,
    penalty_stones: [u32; 2],
    result: Option<GameResult>,
    /// Set by [`Game::agree_dead_stones`]: the game is final (2002 art. 21.3).
    dead_stones_agreed: bool,
    /// Set-up made during the game, in order ([`Game::set_up`]).
    setups: Vec<SetUp>,
    /// The moves played before the last set-up, numbered from 1 (the
    /// position's history starts again at each set-up).
    earlier_moves: Vec<RecordedMove>,
}

impl<const W: usize> GameOf<W> {
    /// An empty board of `size`, or [`PointError::UnsupportedSize`] when `W`
    /// words do not hold it (25×25 in a six-word [`crate::sized::Game`]; see
    /// [`crate::AnyGame`], which takes every size).
    pub fn try_new(size: BoardSize, rules: Rules) -> Result<GameOf<W>, PointError> {
        Ok(GameOf::new(size.check_words(W)?, rules))
    }

    /// An empty board of `size`, Black to move. Panics when `W` words do not
    /// hold `size` ([`BoardSize::fits`]): see [`GameOf::try_new`].
    pub fn new(size: BoardSize, rules: Rules) -> GameOf<W> {
        let position = PositionOf::<W>::new(size, rules.ko, rules.suicide);
        GameOf::<W>::from_position(position, rules, 0)
    }

    fn from_position(position: PositionOf<W>, rules: Rules, handicap: u32) -> GameOf<W> {
        GameOf {
            rules,
            setup: position.start_stones(),
            first_to_move: position.to_move(),
            position,
            handicap,
            state: GameState::Ongoing,
            penalty_stones: [0, 0],
            result: None,
            dead_stones_agreed: false,
            setups: Vec::new(),
            earlier_moves: Vec::new(),
        }
    }

    /// A handicap game with `stones` Black stones on the fixed star points
    /// (GTP `fixed_handicap` layout), White to move. 0 or 1 stone is an even game
    /// with Black to move. Errors: [`GameError::Handicap`].
    pub fn with_handicap(
        size: BoardSize,
        rules: Rules,
        stones: u32,
    ) -> Result<GameOf<W>, GameError> {
        size.check_words(W)?;
        if stones <= 1 {
            return Ok(GameOf::<W>::new(size, rules));
        }
        let points = fixed_handicap(size, stones)?;
        GameOf::<W>::with_free_handicap(size, rules, &points)
    }

    /// A handicap game with Black stones on the given points (free placement),
    /// White to move. Errors: [`GameError::Handicap`] for fewer than 2 points, a
    /// repeated point, or a point off the board.
    pub fn with_free_handicap(
        size: BoardSize,
        rules: Rules,
        points: &[Point],
    ) -> Result<GameOf<W>, GameError> {
        size.check_words(W)?;
        let bad = |why: &str| GameError::Handicap(HandicapError::BadFreePlacement(why.to_string()));
        if points.len() < 2 || points.len() >= size.num_points() {
            return Err(bad("needs at least 2 stones and an empty point left"));
        }
        let mut board = BoardOf::<W>::new(size);
        for &p in points {
            if !size.contains(p) {
                return Err(bad("a point is off the board"));
            }
            if board.get(p).is_some() {
                return Err(bad("a point is given twice"));
            }
            board
                .set(p, Some(Color::Black))
                .map_err(|_| bad("a point is off the board"))?;
        }
        let position = PositionOf::<W>::from_board(board, Color::White, rules.ko, rules.suicide)?;
        Ok(GameOf::<W>::from_position(
            position,
            rules,
            points.len() as u32,
        ))
    }

    /// A game from a set-up position (SGF `AB`/`AW`, a problem) with `to_move`
    /// to play; `handicap` is the number of handicap stones among them (for
    /// compensation at the count). Errors: [`GameError::Setup`] for a chain
    /// without liberties; [`GameError::Handicap`]
    /// ([`HandicapError::BadFreePlacement`]) for more handicap stones than the
    /// board has points.
    pub fn from_setup(
        board: BoardOf<W>,
        to_move: Color,
        rules: Rules,
        handicap: u32,
    ) -> Result<GameOf<W>, GameError> {
        let points = board.size().num_points();
        if handicap as usize > points {
            return Err(GameError::Handicap(HandicapError::BadFreePlacement(
                format!("{handicap} handicap stones on a board of {points} points"),
            )));
        }
        let position = PositionOf::<W>::from_board(board, to_move, rules.ko, rules.suicide)?;
        Ok(GameOf::<W>::from_position(position, rules, handicap))
    }

    /// Room for `moves` moves in all in the history, within a bound of the
    /// board's size (a record's node count, before replaying it).
    pub(crate) fn reserve_moves(&mut self, moves: usize) {
        self.position.reserve_moves(moves);
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position (board, side to move, ko, history).
    pub fn position(&self) -> &PositionOf<W> {
        &self.position
    }

    /// The board.
    pub fn board(&self) -> &BoardOf<W> {
        self.position.board()
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.position.size()
    }

    /// The set-up position the game started from (the empty board, handicap
    /// stones, or SGF `AB`/`AW` before the first move; not the set-ups made
    /// during the game, which [`Game::setups`] lists). Built on each call from
    /// the stones the game keeps (about 0.3 µs on 19×19).
    pub fn setup(&self) -> BoardOf<W> {
        BoardOf::<W>::from_stones(self.size(), self.setup)
    }

    /// Stones placed by moves, `[black, white]`: every move that was not a
    /// pass, those before a set-up in the middle of the game included (the
    /// set-up stones not).
    pub fn stones_placed(&self) -> [u32; 2] {
        let mut placed = self.position.stones_placed();
        for m in &self.earlier_moves {
            if matches!(m.mv, Move::Place(_)) {
                placed[usize::from(m.color == Color::White)] += 1;
            }
        }
        placed
    }

    /// The set-up position's stones, `[black, white]` (as [`Game::setup`],
    /// without building a board: no chains, nothing allocated).
    pub fn setup_stones(&self) -> [BitboardOf<W>; 2] {
        self.setup
    }

    /// Who moved first after the set-up.
    pub fn first_to_move(&self) -> Color {
        self.first_to_move
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.position.to_move()
    }

    /// Handicap stones given (0 for an even game).
    pub fn handicap(&self) -> u32 {
        self.handicap
    }

    /// The number the next move will have (1 before the first move); moves
    /// before a set-up ([`Game::set_up`]) count.
    pub fn move_number(&self) -> u32 {
        (self.earlier_moves.len() + self.position.moves_played()) as u32 + 1
    }

    /// The moves so far, oldest first, numbered from 1, those before any
    /// set-up ([`Game::set_up`]) included.
    pub fn moves(&self) -> impl Iterator<Item = RecordedMove> + '_ {
        let before = self.earlier_moves.len() as u32;
        self.earlier_moves
            .iter()
            .copied()
            .chain(
                self.position
                    .moves()
                    .enumerate()
                    .map(move |(i, m)| RecordedMove {
                        number: before + i as u32 + 1,
                        color: m.color,
                        mv: m.mv,
                        captured: m.captured.count(),
                    }),
            )
    }

    /// The moves played before the last set-up ([`Game::set_up`]), numbered
    /// from 1; empty for most games.
    #[inline]
    pub(crate) fn earlier_moves(&self) -> &[RecordedMove] {
        &self.earlier_moves
    }

    /// The set-up made during the game ([`Game::set_up`]), in order; empty for
    /// most games.
    pub fn setups(&self) -> &[SetUp] {
        &self.setups
    }

    /// Set-up in the middle of the game (SGF `AB`/`AW`/`AE` in a node after
    /// moves; problem collections, edited and reviewed records): each
    /// `(point, stone)` puts a stone on a point or clears it, whatever was
    /// there, then chains left without liberties are removed (both colours),
    /// and `to_move` plays next. Set-up is no move: it is not numbered, and
    /// nothing is captured by it. The set-up position starts a new history
    /// for superko, and [`Game::undo`](crate::sized::GameOf::undo) stops at it: see [`Position::set_up`](crate::sized::PositionOf::set_up)
    /// for why. Returns what was done ([`Game::setups`] keeps it).
    ///
    /// Errors: [`GameError::GameOver`] once the game has ended (resume it
    /// first), [`GameError::DeadStonesAgreed`] once the result is final,
    /// [`GameError::Point`] for a point off the board; nothing changes then.
    pub fn set_up(
        &mut self,
        changes: &[(Point, Option<Color>)],
        to_move: Color,
    ) -> Result<&SetUp, GameError> {
        if self.dead_stones_agreed {
            return Err(GameError::DeadStonesAgreed);
        }
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let before: Vec<RecordedMove> = self.moves().collect();
        let removed = self.position.set_up(changes, to_move)?;
        let size = self.size();
        self.setups.push(SetUp {
            after_moves: before.len() as u32,
            changes: changes.to_vec(),
            removed: removed.points(size).collect(),
            to_move,
        });
        self.earlier_moves = before;
        Ok(&self.setups[self.setups.len() - 1])
    }

    /// Stones captured by the last move (empty before the first move).
    pub fn last_captured(&self) -> Vec<Point> {
        match self.position.last_move() {
            Some(m) => m.captured.points(self.size()).collect(),
            None => Vec::new(),
        }
    }

    /// Ongoing or ended, and why.
    pub fn state(&self) -> GameState {
        self.state
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state != GameState::Ongoing
    }

    /// The result, once known: set by resignation, time, forfeit, no result, or
    /// by [`Game::agree_dead_stones`] after the end of play.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Whether the players have agreed the dead stones
    /// ([`Game::agree_dead_stones`]): the result is then final, and no one may
    /// resume, agree again, take back or play (2002 art. 21.3).
    pub fn dead_stones_agreed(&self) -> bool {
        self.dead_stones_agreed
    }

    /// Penalty stones (warnings) of `[black, white]` (2002 art. 24.1).
    pub fn penalty_stones(&self) -> [u32; 2] {
        self.penalty_stones
    }

    /// Sets the penalty stones of `color` (the referee's warnings; each costs one
    /// stone at the count, 2002 art. 24.1).
    pub fn set_penalty_stones(&mut self, color: Color, stones: u32) {
        self.penalty_stones[color.index()] = stones;
    }

    /// The legal points as a set: where the side to move may place a stone now
    /// (exactly those for which [`Game::play`] succeeds; the empty set once
    /// the game is over), [`Position::legal_point_set`](crate::sized::PositionOf::legal_point_set) of an ongoing game.
    /// The pass, legal while the game goes on, is not in it.
    pub fn legal_point_set(&self) -> BitboardOf<W> {
        if self.is_over() {
            BitboardOf::<W>::EMPTY
        } else {
            self.position.legal_point_set()
        }
    }

    /// [`Game::legal_point_set`] from the verdicts `mask` keeps between
    /// calls ([`IncrementalMaskOf`](crate::sized::IncrementalMaskOf)): the same set,
    /// re-testing only the points whose verdict can have changed since `mask`
    /// last looked (at this game or any other). What a binding or a search
    /// that asks for the legal points after every move keeps beside the game.
    pub fn legal_point_set_with(
        &self,
        mask: &mut crate::legal::IncrementalMaskOf<W>,
    ) -> BitboardOf<W> {
        if self.is_over() {
            BitboardOf::<W>::EMPTY
        } else {
            mask.legal_point_set(&self.position)
        }
    }

    /// The legal points, in index order ([`Game::legal_point_set`]'s points).
    pub fn legal_points(&self) -> impl Iterator<Item = Point> + '_ {
        self.legal_point_set().points(self.size())
    }

    /// [`Game::legal_point_set`], the name that says the pass is not in it.
    #[deprecated(
        since = "0.2.0",
        note = "use legal_point_set: the points only, without the pass"
    )]
    pub fn legal_moves(&self) -> BitboardOf<W> {
        self.legal_point_set()
    }

    /// Whether `mv` is legal for the side to move now.
    pub fn is_legal(&self, mv: Move) -> bool {
        !self.is_over() && self.position.is_legal(mv)
    }

    /// Why `mv` would be refused, or `Ok(())`.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check(mv).map(|_| ())
    }

    /// Plays `mv` for the side to move. A second pass in succession ends the game
    /// under [`Ending::TwoPasses`] (2002 art. 7.3); a single pass does not, and
    /// play resumes when the opponent plays on (art. 21.1). Under
    /// [`CycleRule::NoResultOnThirdOccurrence`] a third occurrence of a position
    /// ends it with no result. On error nothing changes.
    #[inline]
    pub fn play(&mut self, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let was_pass = self.position.last_move_was_pass();
        let out = self.position.play(mv)?;
        if mv.is_pass() && was_pass && self.rules.ending == Ending::TwoPasses {
            self.end(EndReason::TwoPasses);
        } else if !mv.is_pass()
            && self.rules.cycle == CycleRule::NoResultOnThirdOccurrence
            && self.position.is_third_occurrence()
        {
            self.end(EndReason::NoResult);
        }
        Ok(out)
    }

    /// Plays `mv` for `color`: [`IllegalMove::WrongPlayer`] if it is not `color`'s
    /// turn.
    #[inline]
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        if color != self.to_move() {
            return Err(IllegalMove::WrongPlayer);
        }
        self.play(mv)
    }

    /// Passes for the side to move.
    pub fn pass(&mut self) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        self.play(Move::Pass)
    }

    /// Takes back the last move, restoring the position and the game state from
    /// before it: an end that came after it (two passes, a cycle, a
    /// resignation, time, forfeit) is undone with it. Returns the move, or
    /// `None`, changing nothing, when no move was played (a resignation before
    /// any move stays). Once the dead stones are
    /// agreed ([`Game::dead_stones_agreed`]) the game is final (2002 art. 21.3):
    /// nothing is undone and the result is `None`.
    pub fn undo(&mut self) -> Option<MoveOutcomeOf<W>> {
        if self.dead_stones_agreed {
            return None;
        }
        let out = self.position.undo()?;
        // A move is only played while the game is ongoing (`play` refuses
        // it after the end), so the state before any move was `Ongoing`.
        self.state = GameState::Ongoing;
        self.result = None;
        Some(out)
    }

    /// This game replayed under other `rules` (GTP `tianyuan-rules` and
    /// `kgs-rules` in mid-game, a record read again under the rules chosen):
    /// the same set-up, handicap and first player, the set-ups made during
    /// the game applied again between the same moves, and every move played
    /// again. A move the new rules refuse (a superko repetition, a suicide)
    /// is played anyway ([`Game::play_forced`]): the board follows the
    /// moves; a game that ended by the moves (two passes, a cycle) is
    /// resumed for the next one (2002 art. 21.1). Ends that are no move
    /// (resignation, time, forfeit, agreement) and penalties are not carried
    /// over. Never fails: what cannot be replayed (a set-up the new rules
    /// refuse) ends the replay there.
    pub fn replayed_under(&self, rules: Rules) -> GameOf<W> {
        let Ok(mut game) =
            GameOf::<W>::from_setup(self.setup(), self.first_to_move, rules, self.handicap)
        else {
            return GameOf::<W>::new(self.size(), rules);
        };
        let mut setups = self.setups.iter().peekable();
        let mut apply_setups = |game: &mut GameOf<W>, played: usize| {
            while let Some(s) = setups.next_if(|s| s.after_moves as usize == played) {
                if game.is_over() && game.resume(s.to_move).is_err() {
                    return false;
                }
                if game.set_up(&s.changes, s.to_move).is_err() {
                    return false;
                }
            }
            true
        };
        if !apply_setups(&mut game, 0) {
            return game;
        }
        for (i, m) in self.moves().enumerate() {
            if game.is_over() && game.resume(m.color).is_err() {
                break;
            }
            if game.to_move() != m.color {
                game.set_to_move(m.color);
            }
            if game.play(m.mv).is_err() && game.play_forced(m.mv).is_err() {
                break;
            }
            if !apply_setups(&mut game, i + 1) {
                break;
            }
        }
        game
    }

    /// Starts the game again from the position it started from (its set-up
    /// stones or handicap, [`Game::first_to_move`] to play), with the same
    /// rules: as a new [`Game`] built the same way, but keeping the memory of
    /// the history, so that an environment restarting thousands of games
    /// allocates nothing. Set-ups made during the game, penalties, the end
    /// and the result are cleared.
    pub fn restart(&mut self) {
        let board = BoardOf::<W>::from_stones(self.size(), self.setup);
        self.position.restart(board, self.first_to_move);
        self.state = GameState::Ongoing;
        self.penalty_stones = [0, 0];
        self.result = None;
        self.dead_stones_agreed = false;
        self.setups.clear();
        self.earlier_moves.clear();
    }

    fn end(&mut self, reason: EndReason) {
        self.state = GameState::Ended(reason);
        self.result = match reason {
            EndReason::Resignation { loser } => Some(GameResult::Resignation { winner: !loser }),
            EndReason::Time { loser } => Some(GameResult::Time { winner: !loser }),
            EndReason::Forfeit { loser } => Some(GameResult::Forfeit { winner: !loser }),
            EndReason::NoResult => Some(GameResult::NoResult),
            EndReason::TwoPasses | EndReason::Agreement => None,
        };
    }

    fn end_by_event(&mut self, reason: EndReason) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        self.end(reason);
        Ok(())
    }

    /// `color` resigns (art. 7.2). Errors: [`GameError::GameOver`].
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_event(EndReason::Resignation { loser: color })
    }

    /// The players agree that play is finished (art. 7.1, 21).
    pub fn agree_end(&mut self) -> Result<(), GameError> {
        self.end_by_event(EndReason::Agreement)
    }

    /// `color` lost on time.
    pub fn lose_on_time(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_event(EndReason::Time { loser: color })
    }

    /// `color` forfeits (absence, two warnings, a referee's decision).
    pub fn forfeit(&mut self, color: Color) -> Result<(), GameError> {
        self.end_by_event(EndReason::Forfeit { loser: color })
    }

    /// The referee declares no result (2002 art. 20.3).
    pub fn declare_no_result(&mut self) -> Result<(), GameError> {
        self.end_by_event(EndReason::NoResult)
    }

    /// Reopens a game ended by two passes or by agreement, when the players
    /// dispute life and death (2002 art. 21.1, 21.4): `to_move` plays next (the
    /// side claiming "dead" moves first, art. 21.4). Errors: [`GameError::NotOver`],
    /// [`GameError::DeadStonesAgreed`] once the dead stones are agreed (after
    /// agreement no one may resume, art. 21.3), and [`GameError::GameOver`] for a
    /// game decided otherwise (resignation, …). On error nothing changes.
    pub fn resume(&mut self, to_move: Color) -> Result<(), GameError> {
        if self.dead_stones_agreed {
            return Err(GameError::DeadStonesAgreed);
        }
        match self.state {
            GameState::Ongoing => Err(GameError::NotOver),
            GameState::Ended(EndReason::TwoPasses | EndReason::Agreement) => {
                self.state = GameState::Ongoing;
                self.result = None;
                self.position.set_to_move(to_move);
                Ok(())
            }
            GameState::Ended(_) => Err(GameError::GameOver),
        }
    }

    /// The area count of the current position with the agreed dead stones
    /// (RULES.md §7; art. 9, 11; each marks its whole chain), komi, handicap compensation and penalty stones
    /// of this game. Errors: [`GameError::Score`] for a dead point with no stone.
    pub fn score(&self, dead: &[Point]) -> Result<Score, GameError> {
        let compensation = self.rules.handicap_compensation.points(self.handicap);
        Ok(area_score_points(
            self.board(),
            dead,
            self.rules.komi,
            compensation,
            self.penalty_stones,
        )?)
    }

    /// The library's proposal of life and death for the current position
    /// (see [`crate::sized::estimate_life`]): ownership of every point, the status of
    /// every chain (alive, dead, seki, unsettled) and the estimated dead
    /// stones, which the players confirm (art. 8) before
    /// [`Game::agree_dead_stones`], or which [`Game::score_estimated`] counts
    /// without. Errors: [`LifeError::PlayoutsOutOfRange`].
    pub fn estimate_life(&self, options: &LifeOptions) -> Result<LifeEstimateOf<W>, LifeError> {
        estimate_life(self.board(), self.to_move(), options)
    }

    /// The area count (art. 9, 11) with the dead stones the rules in force
    /// settle ([`Rules::dead_stones`]): under agreement (the Chinese rules,
    /// art. 8) the estimated dead stones ([`Game::estimate_life`]; what the
    /// players would be proposed); under Tromp-Taylor none; under KataGo's
    /// area rules those in pass-alive territory. Komi, handicap compensation
    /// and penalty stones as [`Game::score`]. Errors:
    /// [`LifeError::PlayoutsOutOfRange`] (checked under every rule).
    pub fn score_estimated(&self, options: &LifeOptions) -> Result<EstimatedScoreOf<W>, LifeError> {
        crate::life::check_options(options)?;
        let (dead, estimate) = match self.rules.dead_stones {
            DeadStones::Agreement => {
                let estimate = self.estimate_life(options)?;
                (estimate.dead_stones(), Some(estimate))
            }
            DeadStones::AllAlive => (crate::bitboard::BitboardOf::<W>::EMPTY, None),
            DeadStones::PassAliveTerritory => (
                crate::benson::pass_alive_territory_dead(
                    self.board(),
                    self.rules.suicide == crate::rules::SuicideRule::MultiStoneAllowed,
                ),
                None,
            ),
        };
        let compensation = self.rules.handicap_compensation.points(self.handicap);
        let score = crate::scoring::area_score(
            self.board(),
            &dead,
            self.rules.komi,
            compensation,
            self.penalty_stones,
        );
        Ok(EstimatedScoreOf {
            score,
            dead,
            estimate,
        })
    }

    /// The Tromp-Taylor count: every stone alive (finished playouts, GTP
    /// `final_score`, records whose dead stones were captured).
    pub fn tromp_taylor_score(&self) -> Score {
        let compensation = self.rules.handicap_compensation.points(self.handicap);
        crate::scoring::area_score(
            self.board(),
            &crate::bitboard::BitboardOf::<W>::EMPTY,
            self.rules.komi,
            compensation,
            self.penalty_stones,
        )
    }

    /// Ends play by agreement if it is still going on, counts with the agreed
    /// dead stones (art. 8, 9; each marks its whole chain), and records the result.
    /// The game is then final: [`Game::resume`], a second agreement,
    /// [`Game::undo`] and moves are refused (2002 art. 21.3). Errors: as
    /// [`Game::score`]; [`GameError::DeadStonesAgreed`] if the dead stones were
    /// already agreed; [`GameError::GameOver`] if the game was decided otherwise.
    /// On error nothing changes.
    pub fn agree_dead_stones(&mut self, dead: &[Point]) -> Result<Score, GameError> {
        if self.dead_stones_agreed {
            return Err(GameError::DeadStonesAgreed);
        }
        match self.state {
            GameState::Ended(EndReason::TwoPasses | EndReason::Agreement) | GameState::Ongoing => {}
            GameState::Ended(_) => return Err(GameError::GameOver),
        }
        let score = self.score(dead)?;
        if self.state == GameState::Ongoing {
            self.state = GameState::Ended(EndReason::Agreement);
        }
        self.result = Some(score.result());
        self.dead_stones_agreed = true;
        Ok(score)
    }

    /// Replaces the position's side to move (SGF `PL`, records where one colour
    /// moves twice). Play must be ongoing.
    pub fn set_to_move(&mut self, color: Color) {
        self.position.set_to_move(color);
    }

    /// Plays `mv` for the side to move ignoring ko, superko and suicide (tolerant
    /// replay of records made under other rules). Only an occupied or off-board
    /// point, or a finished game, is refused.
    pub fn play_forced(&mut self, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let was_pass = self.position.last_move_was_pass();
        let out = self.position.play_forced(mv)?;
        if mv.is_pass() && was_pass && self.rules.ending == Ending::TwoPasses {
            self.end(EndReason::TwoPasses);
        }
        Ok(out)
    }
}

/// The six-word game (every size up to 19×19 and rectangles with
/// `(width + 1) * height <= 384`; see [`GameOf`], and [`AnyGame`](crate::AnyGame) for every size).
pub type Game = GameOf<{ crate::bitboard::WORDS }>;

/// The eleven-word game (every size up to 25×25).
pub type BigGame = GameOf<{ crate::bitboard::BIG_WORDS }>;

/// A six-word game's estimated count (see [`EstimatedScoreOf`]).
pub type EstimatedScore = EstimatedScoreOf<{ crate::bitboard::WORDS }>;

impl crate::any::AnyGame {
    /// [`GameOf::from_setup`] of a board of any size, on the board's words:
    /// `to_move` to play, `handicap` the handicap stones among the board's
    /// (for compensation at the count). Errors as [`GameOf::from_setup`]
    /// ([`GameError::Setup`] for a chain without liberties).
    pub fn from_setup(
        board: crate::any::AnyBoard,
        to_move: Color,
        rules: Rules,
        handicap: u32,
    ) -> Result<crate::any::AnyGame, GameError> {
        use crate::any::AnySize;
        Ok(match board {
            AnySize::Tiny(b) => AnySize::Tiny(GameOf::from_setup(b, to_move, rules, handicap)?),
            AnySize::Small(b) => AnySize::Small(GameOf::from_setup(b, to_move, rules, handicap)?),
            AnySize::Big(b) => {
                AnySize::Big(Box::new(GameOf::from_setup(*b, to_move, rules, handicap)?))
            }
        })
    }
}

impl crate::any::AnyEstimatedScore {
    /// The life-and-death estimate the dead stones came from
    /// ([`EstimatedScoreOf::estimate`]), at the count's size; `None` when
    /// the dead stones were not estimated.
    pub fn into_estimate(self) -> Option<crate::any::AnyLifeEstimate> {
        use crate::any::AnySize;
        match self {
            AnySize::Tiny(c) => c.estimate.map(AnySize::Tiny),
            AnySize::Small(c) => c.estimate.map(AnySize::Small),
            AnySize::Big(c) => c.estimate.map(|e| AnySize::Big(Box::new(e))),
        }
    }
}

//! What a game of Go offers, at any size: the [`GoGame`] trait (in the style
//! of shakmaty's `Position`), implemented by the fixed-size games
//! ([`crate::sized::GameOf`], one per bitboard word count) and by
//! [`crate::AnyGame`], which holds whichever of them a size needs and
//! forwards every method to it.
//!
//! Every method's signature is the same at every size; what depends on the
//! word count (a move's outcome, a life-and-death estimate, a count map) is
//! an associated type: the `…Of<W>` type for a fixed size, the `Any…`
//! type for [`crate::AnyGame`]. What gives a fixed-size board or position
//! ([`crate::sized::GameOf::board`], [`crate::sized::GameOf::position`],
//! the legal set as a bitboard) stays on the fixed-size type; the trait
//! gives the same facts size-agnostically ([`GoGame::stone_at`],
//! [`GoGame::hash`], [`GoGame::legal_points`], [`GoGame::legal_plane`],
//! [`GoGame::board_text`]).
//!
//! ```
//! use tianyuan::{AnyGame, BoardSize, GoGame, Move, Point, Rules};
//!
//! // A function written once for every size.
//! fn centre_then_pass<G: GoGame>(game: &mut G) -> u32 {
//!     let size = game.size();
//!     let centre = Point::new((size.height() / 2) as u8, (size.width() / 2) as u8);
//!     game.play(Move::Place(centre)).unwrap();
//!     game.pass().unwrap();
//!     game.move_number()
//! }
//! for n in [9, 19, 25] {
//!     let mut game = AnyGame::new(BoardSize::square(n).unwrap(), Rules::default());
//!     assert_eq!(centre_then_pass(&mut game), 3);
//! }
//! let mut fixed = tianyuan::Game::new(BoardSize::STANDARD, Rules::default());
//! assert_eq!(centre_then_pass(&mut fixed), 3);
//! ```

use crate::color::Color;
use crate::game::{EstimatedScoreOf, GameError, GameOf, GameState, RecordedMove, SetUp};
use crate::game_count::CountedOf;
use crate::life::{LifeError, LifeEstimateOf, LifeOptions};
use crate::planes::PackedPlane;
use crate::point::{BoardSize, Move, Point};
use crate::position::{IllegalMove, MoveOutcomeOf};
use crate::result::GameResult;
use crate::rules::Rules;
use crate::scoring::Score;
use crate::sgf::GameRecord;
use crate::sgf::{game_to_record, game_to_sgf};
use crate::territory::{Count, CountExtras, CountMapOf};

/// What a game of Go offers at any board size (see the module docs):
/// queries of the record and the position, moves, the end of the game and
/// the count, under the game's [`Rules`] (RULES.md §5–9; 1988/2002 art. 7,
/// 8, 9, 11, 20, 21).
///
/// Implemented by [`crate::sized::GameOf`] for every word count (each method
/// forwards to the inherent method of the same name) and by
/// [`crate::AnyGame`] (forwarding to the game it holds). Errors are the
/// inherent methods' own.
pub trait GoGame {
    /// What a move did ([`crate::sized::MoveOutcomeOf`]; for `AnyGame`,
    /// [`crate::AnyMoveOutcome`]).
    type Outcome;
    /// A life-and-death estimate ([`crate::sized::LifeEstimateOf`]; for
    /// `AnyGame`, [`crate::AnyLifeEstimate`]).
    type LifeEstimate;
    /// The count [`GoGame::score_estimated`] makes
    /// ([`crate::sized::EstimatedScoreOf`]; [`crate::AnyEstimatedScore`]).
    type EstimatedScore;
    /// A map of every point's part in a count ([`crate::sized::CountMapOf`];
    /// [`crate::AnyCountMap`]).
    type CountMap;
    /// A count with its map and where its dead stones came from
    /// ([`crate::sized::CountedOf`]; [`crate::AnyCounted`]).
    type Counted;

    // The board and the record.

    /// The board size.
    fn size(&self) -> BoardSize;
    /// The rules in force.
    fn rules(&self) -> &Rules;
    /// The stones on `point`: its colour, or `None` (empty, or off the board).
    fn stone_at(&self, point: Point) -> Option<Color>;
    /// The Zobrist hash of the stones (see [`crate::zobrist`]).
    fn hash(&self) -> u64;
    /// The board as text (the fixed-size board's `Display`: rows top first,
    /// `X` Black, `O` White, `.` empty, with coordinates).
    fn board_text(&self) -> String;
    /// Stones placed by each colour, `[black, white]` (moves and handicap
    /// stones; set-up not counted).
    fn stones_placed(&self) -> [u32; 2];
    /// Who moved first.
    fn first_to_move(&self) -> Color;
    /// The side to move.
    fn to_move(&self) -> Color;
    /// Handicap stones the game started with (0 for none).
    fn handicap(&self) -> u32;
    /// The number the next move will have, from 1.
    fn move_number(&self) -> u32;
    /// The moves played so far, oldest first.
    fn moves_vec(&self) -> Vec<RecordedMove>;
    /// Set-up made during the game, in order.
    fn setups(&self) -> &[SetUp];
    /// The stones the last move captured (empty after a pass or none).
    fn last_captured(&self) -> Vec<Point>;
    /// Stones captured during the game, `[by Black, by White]` (prisoners).
    fn prisoners(&self) -> [u32; 2];
    /// The game record as SGF text (FF\[4\], with the rules and result).
    fn to_sgf(&self) -> String;
    /// The game record as a parsed SGF record.
    fn to_record(&self) -> GameRecord;

    // Legality.

    /// Whether `mv` is legal for the side to move.
    fn is_legal(&self, mv: Move) -> bool;
    /// `Ok` if `mv` is legal for the side to move, else why not.
    fn check(&self, mv: Move) -> Result<(), IllegalMove>;
    /// The legal points for the side to move, row by row from the top.
    fn legal_points(&self) -> Vec<Point>;
    /// The legal points as a packed plane (point `row * width + col`).
    fn legal_plane(&self) -> PackedPlane;

    // Moves.

    /// Plays `mv` for the side to move. Errors: why it is illegal; the game
    /// is left as it was.
    fn play(&mut self, mv: Move) -> Result<Self::Outcome, IllegalMove>;
    /// Plays `mv` for `color`, which may be out of turn.
    fn play_as(&mut self, color: Color, mv: Move) -> Result<Self::Outcome, IllegalMove>;
    /// Passes for the side to move.
    fn pass(&mut self) -> Result<Self::Outcome, IllegalMove>;
    /// Plays `mv` without the repetition check (a record's moves).
    fn play_forced(&mut self, mv: Move) -> Result<Self::Outcome, IllegalMove>;
    /// Takes back the last move: what it did, or `None` if there was none.
    fn undo(&mut self) -> Option<Self::Outcome>;
    /// Sets the side to move.
    fn set_to_move(&mut self, color: Color);
    /// Adds, removes or changes stones mid-game (SGF `AB`/`AW`/`AE`).
    fn set_up(
        &mut self,
        changes: &[(Point, Option<Color>)],
        to_move: Color,
    ) -> Result<&SetUp, GameError>;
    /// Back to the starting position, the record cleared.
    fn restart(&mut self);
    /// The same moves from the same start under other `rules`.
    fn replayed_under(&self, rules: Rules) -> Self
    where
        Self: Sized;

    // The end of the game.

    /// Ongoing or ended, and why.
    fn state(&self) -> GameState;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// The result, once decided.
    fn result(&self) -> Option<GameResult>;
    /// Whether the dead stones were agreed (the result is final).
    fn dead_stones_agreed(&self) -> bool;
    /// `color` resigns (2002 art. 7.2).
    fn resign(&mut self, color: Color) -> Result<(), GameError>;
    /// The players agree to end play.
    fn agree_end(&mut self) -> Result<(), GameError>;
    /// `color` loses on time.
    fn lose_on_time(&mut self, color: Color) -> Result<(), GameError>;
    /// `color` forfeits.
    fn forfeit(&mut self, color: Color) -> Result<(), GameError>;
    /// The game ends without a result.
    fn declare_no_result(&mut self) -> Result<(), GameError>;
    /// Play resumes after an end, `to_move` first.
    fn resume(&mut self, to_move: Color) -> Result<(), GameError>;

    // The count.

    /// Penalty stones each side has been given, `[black, white]`
    /// (2002 art. 24.1).
    fn penalty_stones(&self) -> [u32; 2];
    /// Sets `color`'s penalty stones.
    fn set_penalty_stones(&mut self, color: Color, stones: u32);
    /// The area count (art. 9, 11) with `dead` lifted, in points.
    fn score(&self, dead: &[Point]) -> Result<Score, GameError>;
    /// The Tromp-Taylor count: every stone alive.
    fn tromp_taylor_score(&self) -> Score;
    /// Agrees the dead stones and ends the game with their count
    /// (2002 art. 21.3).
    fn agree_dead_stones(&mut self, dead: &[Point]) -> Result<Score, GameError>;
    /// The button holder, if the rules have a button.
    fn button_holder(&self) -> Option<Color>;
    /// The count's extras (prisoners, penalty stones, button, tax) under the
    /// game's rules.
    fn count_extras(&self) -> CountExtras;
    /// The count's extras under other `rules`.
    fn count_extras_under(&self, rules: &Rules) -> CountExtras;
    /// The count under the game's rules with `dead` and `seki` stones given.
    fn count(&self, dead: &[Point], seki: &[Point]) -> Result<Count, GameError>;
    /// Every point's part in [`GoGame::count`].
    fn count_map(&self, dead: &[Point], seki: &[Point]) -> Result<Self::CountMap, GameError>;
    /// The count with dead and seki stones estimated.
    fn count_estimated(&self, options: &LifeOptions) -> Result<Self::Counted, LifeError>;
    /// A life-and-death estimate of the position.
    fn estimate_life(&self, options: &LifeOptions) -> Result<Self::LifeEstimate, LifeError>;
    /// The area count with the stones estimated dead lifted.
    fn score_estimated(&self, options: &LifeOptions) -> Result<Self::EstimatedScore, LifeError>;
}

/// `fn name(&self, args) -> ret;` items forwarded to the inherent method of
/// the same name (an inherent method comes first in path resolution).
macro_rules! forward_inherent {
    ($($name:ident($($arg:ident: $t:ty),*) -> $ret:ty;)*) => {
        $(#[inline]
        fn $name(&self $(, $arg: $t)*) -> $ret {
            GameOf::<W>::$name(self $(, $arg)*)
        })*
    };
}

/// As [`forward_inherent!`], for `&mut self` methods.
macro_rules! forward_inherent_mut {
    ($($name:ident($($arg:ident: $t:ty),*) -> $ret:ty;)*) => {
        $(#[inline]
        fn $name(&mut self $(, $arg: $t)*) -> $ret {
            GameOf::<W>::$name(self $(, $arg)*)
        })*
    };
}

impl<const W: usize> GoGame for GameOf<W> {
    type Outcome = MoveOutcomeOf<W>;
    type LifeEstimate = LifeEstimateOf<W>;
    type EstimatedScore = EstimatedScoreOf<W>;
    type CountMap = CountMapOf<W>;
    type Counted = CountedOf<W>;

    forward_inherent! {
        size() -> BoardSize;
        rules() -> &Rules;
        stones_placed() -> [u32; 2];
        first_to_move() -> Color;
        to_move() -> Color;
        handicap() -> u32;
        move_number() -> u32;
        setups() -> &[SetUp];
        last_captured() -> Vec<Point>;
        prisoners() -> [u32; 2];
        is_legal(mv: Move) -> bool;
        check(mv: Move) -> Result<(), IllegalMove>;
        state() -> GameState;
        is_over() -> bool;
        result() -> Option<GameResult>;
        dead_stones_agreed() -> bool;
        penalty_stones() -> [u32; 2];
        score(dead: &[Point]) -> Result<Score, GameError>;
        tromp_taylor_score() -> Score;
        button_holder() -> Option<Color>;
        count_extras() -> CountExtras;
        count_extras_under(rules: &Rules) -> CountExtras;
        count(dead: &[Point], seki: &[Point]) -> Result<Count, GameError>;
        count_map(dead: &[Point], seki: &[Point]) -> Result<CountMapOf<W>, GameError>;
        count_estimated(options: &LifeOptions) -> Result<CountedOf<W>, LifeError>;
        estimate_life(options: &LifeOptions) -> Result<LifeEstimateOf<W>, LifeError>;
        score_estimated(options: &LifeOptions) -> Result<EstimatedScoreOf<W>, LifeError>;
        replayed_under(rules: Rules) -> GameOf<W>;
    }

    forward_inherent_mut! {
        play(mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove>;
        play_as(color: Color, mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove>;
        pass() -> Result<MoveOutcomeOf<W>, IllegalMove>;
        play_forced(mv: Move) -> Result<MoveOutcomeOf<W>, IllegalMove>;
        undo() -> Option<MoveOutcomeOf<W>>;
        set_to_move(color: Color) -> ();
        set_up(changes: &[(Point, Option<Color>)], to_move: Color) -> Result<&SetUp, GameError>;
        restart() -> ();
        resign(color: Color) -> Result<(), GameError>;
        agree_end() -> Result<(), GameError>;
        lose_on_time(color: Color) -> Result<(), GameError>;
        forfeit(color: Color) -> Result<(), GameError>;
        declare_no_result() -> Result<(), GameError>;
        resume(to_move: Color) -> Result<(), GameError>;
        set_penalty_stones(color: Color, stones: u32) -> ();
        agree_dead_stones(dead: &[Point]) -> Result<Score, GameError>;
    }

    #[inline]
    fn stone_at(&self, point: Point) -> Option<Color> {
        self.board().get(point)
    }

    #[inline]
    fn hash(&self) -> u64 {
        self.position().hash()
    }

    fn board_text(&self) -> String {
        self.board().to_string()
    }

    fn moves_vec(&self) -> Vec<RecordedMove> {
        self.moves().collect()
    }

    fn to_sgf(&self) -> String {
        game_to_sgf(self)
    }

    fn to_record(&self) -> GameRecord {
        game_to_record(self)
    }

    fn legal_points(&self) -> Vec<Point> {
        self.legal_point_set().points(self.size()).collect()
    }

    #[inline]
    fn legal_plane(&self) -> PackedPlane {
        PackedPlane::of_bitboard(self.size(), &self.legal_point_set())
    }
}

//! Every size at the API: the three-word types for the small sizes they hold,
//! the six-word ones up to 19×19, the eleven-word ones for the rest, chosen
//! from the size.
//!
//! The bitboard's word count is a compile-time parameter (`W` of
//! [`crate::BitboardOf`], [`crate::GameOf`] and the rest): three words
//! ([`crate::TINY_WORDS`]) hold every size up to 13×13, six every size up to
//! 19×19, eleven every size up to 25×25. Fewer words are fewer instructions
//! for every set operation (9×9 on three words takes 9 % fewer instructions
//! a `VecGame` step than on six, 3,295 → 2,999; 19×19 on eleven about 5 % more a
//! playout move than on six: BENCHMARKS.md). What reads a size from input (an
//! SGF record, a GTP `boardsize`, a binding's constructor) holds an
//! [`AnySize`]: one of the three instantiations, the smallest that fits
//! ([`BoardSize::fits`]). Every method of the `Any…` types is written once
//! for all three (with a macro internal to the crate, whose body is
//! compiled for each instantiation, so that each costs no more than a build
//! of that word count alone), and gives values that do not depend on the
//! words: points, counts, scores, [`crate::PackedPlane`]s.
//!
//! ```
//! use tianyuan::{AnyGame, BoardSize, Move, Point, Rules};
//!
//! let mut game = AnyGame::new(BoardSize::square(25).unwrap(), Rules::default());
//! assert_eq!(game.words(), 11);
//! game.play(Move::Place(Point::new(24, 24))).unwrap();
//! assert_eq!(game.move_number(), 2);
//! let small = AnyGame::new(BoardSize::STANDARD, Rules::default());
//! assert!(small.as_small().is_some());
//! let tiny = AnyGame::new(BoardSize::square(9).unwrap(), Rules::default());
//! assert_eq!(tiny.words(), 3);
//! assert!(tiny.as_tiny().is_some());
//! ```

use crate::bitboard::{BIG_WORDS, TINY_WORDS, WORDS};
use crate::board::BoardOf;
use crate::color::Color;
use crate::game::{EstimatedScoreOf, GameError, GameOf, GameState, RecordedMove, SetUp};
use crate::game_count::CountedOf;
use crate::go_game::GoGame;
use crate::life::{ChainStatus, LifeError, LifeEstimateOf, LifeOptions};
use crate::planes::PackedPlane;
use crate::point::Move;
use crate::point::{BoardSize, Point};
use crate::position::{IllegalMove, MoveOutcomeOf};
use crate::referee::{Edition, Event, RefereeError, RefereeOf, RefereeOptions, Ruling, Warning};
use crate::replay::{replay_of, ReplayError, ReplayOf, ReplayOptions, Violation};
use crate::result::GameResult;
use crate::rules::Rules;
use crate::scoring::Score;
use crate::sgf::GameRecord;
use crate::territory::{Count, CountExtras, CountMapOf, CountPoint};

pub use crate::any_replay::{AnyReplayCount, AnyVerdict};

/// One of three instantiations of a type: the three-word one (`Tiny`), the
/// six-word one (`Small`) or the eleven-word one (`Big`, boxed: it is
/// larger, and rare). Which one a constructor of this module makes is the
/// smallest that holds the size ([`BoardSize::fits`]); a value converted
/// with `From` keeps the words it has. See the module docs.
#[derive(Clone, Debug)]
pub enum AnySize<T, S, B> {
    /// The three-word instantiation: every size up to 13×13, and rectangles
    /// with `(width + 1) * height <= 192`.
    Tiny(T),
    /// The six-word instantiation: the other sizes up to 19×19, and
    /// rectangles with `(width + 1) * height <= 384`.
    Small(S),
    /// The eleven-word instantiation: the other sizes up to 25×25.
    Big(Box<B>),
}

impl<T, S, B> AnySize<T, S, B> {
    /// The words of the instantiation held: 3, 6 or 11.
    pub fn words(&self) -> usize {
        match self {
            AnySize::Tiny(_) => TINY_WORDS,
            AnySize::Small(_) => WORDS,
            AnySize::Big(_) => BIG_WORDS,
        }
    }

    /// The three-word value, if that is the one held.
    pub fn as_tiny(&self) -> Option<&T> {
        match self {
            AnySize::Tiny(t) => Some(t),
            _ => None,
        }
    }

    /// The three-word value, mutably, if that is the one held.
    pub fn as_tiny_mut(&mut self) -> Option<&mut T> {
        match self {
            AnySize::Tiny(t) => Some(t),
            _ => None,
        }
    }

    /// The six-word value, if that is the one held.
    pub fn as_small(&self) -> Option<&S> {
        match self {
            AnySize::Small(s) => Some(s),
            _ => None,
        }
    }

    /// The six-word value, mutably, if that is the one held.
    pub fn as_small_mut(&mut self) -> Option<&mut S> {
        match self {
            AnySize::Small(s) => Some(s),
            _ => None,
        }
    }

    /// The eleven-word value, if that is the one held.
    pub fn as_big(&self) -> Option<&B> {
        match self {
            AnySize::Big(b) => Some(b),
            _ => None,
        }
    }

    /// The eleven-word value, mutably, if that is the one held.
    pub fn as_big_mut(&mut self) -> Option<&mut B> {
        match self {
            AnySize::Big(b) => Some(b),
            _ => None,
        }
    }
}

/// What `with_any!` does to the eleven-word arm's binding: `&Box<T>` to
/// `&T`, `&mut Box<T>` to `&mut T`, `Box<T>` to `T`, so that the body sees
/// the same kind of binding in every arm (the three- and six-word values
/// are not boxed).
pub(crate) trait Unbox {
    /// The binding without the box.
    type Out;
    /// Takes the box off.
    fn unbox(self) -> Self::Out;
}

impl<'a, T> Unbox for &'a Box<T> {
    type Out = &'a T;
    #[inline(always)]
    fn unbox(self) -> &'a T {
        self
    }
}

impl<'a, T> Unbox for &'a mut Box<T> {
    type Out = &'a mut T;
    #[inline(always)]
    fn unbox(self) -> &'a mut T {
        self
    }
}

impl<T> Unbox for Box<T> {
    type Out = T;
    #[inline(always)]
    fn unbox(self) -> T {
        *self
    }
}

/// `with_any!(value, x => body)`: `body` with `x` bound to the value held by
/// an [`AnySize`] (a `&AnyGame`, `&mut AnyGame`, or one by value), compiled
/// once per instantiation (three words, six, eleven). Both arms must give the same type: return what
/// does not depend on the words (a `Move`, a `Score`, a `Vec<Point>`), or
/// call a function generic over `const W: usize` from the body.
///
/// Internal to the crate (issue 29): the bindings and the CLI call the
/// size-agnostic methods of the `Any…` types instead, so what a binding
/// needs at any size is a method here, written once.
macro_rules! with_any {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::any::AnySize::Tiny($x) => $body,
            $crate::any::AnySize::Small($x) => $body,
            $crate::any::AnySize::Big($x) => {
                let $x = $crate::any::Unbox::unbox($x);
                $body
            }
        }
    };
}
pub(crate) use with_any;

/// The word count of the instantiation that holds `size`, the one
/// [`AnyGame`] and the other `Any…` types use: the fewest of three
/// ([`crate::TINY_WORDS`]), six ([`crate::WORDS`]) and eleven
/// ([`crate::BIG_WORDS`]) that hold it ([`BoardSize::fits`]): 3 up to
/// 13×13, 6 up to 19×19, 11 for the rest up to 25×25. Every size ladder of
/// the crate and its bindings asks this function.
#[inline]
pub const fn words_for(size: BoardSize) -> usize {
    if size.fits(TINY_WORDS) {
        TINY_WORDS
    } else if size.fits(WORDS) {
        WORDS
    } else {
        BIG_WORDS
    }
}

/// `any_for_size!(size, W => body)`: an [`AnySize`] holding `body` compiled
/// at the words [`words_for`] gives for `size` (`W` is a `const usize` in
/// `body`; the eleven-word value is boxed). A `?` in `body` returns from
/// the enclosing function.
macro_rules! any_for_size {
    ($size:expr, $w:ident => $body:expr) => {
        match $crate::any::words_for($size) {
            $crate::bitboard::TINY_WORDS => {
                const $w: usize = $crate::bitboard::TINY_WORDS;
                $crate::any::AnySize::Tiny($body)
            }
            $crate::bitboard::WORDS => {
                const $w: usize = $crate::bitboard::WORDS;
                $crate::any::AnySize::Small($body)
            }
            _ => {
                const $w: usize = $crate::bitboard::BIG_WORDS;
                $crate::any::AnySize::Big(Box::new($body))
            }
        }
    };
}

/// `map_any!(value, x => body)`: the [`AnySize`] of the same instantiation
/// holding `body` of the value held (boxing the eleven-word one again).
macro_rules! map_any {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::any::AnySize::Tiny($x) => $crate::any::AnySize::Tiny($body),
            $crate::any::AnySize::Small($x) => $crate::any::AnySize::Small($body),
            $crate::any::AnySize::Big($x) => {
                let $x = $crate::any::Unbox::unbox($x);
                $crate::any::AnySize::Big(Box::new($body))
            }
        }
    };
}
pub(crate) use map_any;

/// Methods of [`AnyGame`] that forward to the game held, written once: each
/// an inherent method (callable without importing [`GoGame`]) and the
/// [`GoGame`] method, which calls it. `=> map` marks a method whose result
/// holds a word-count type, rewrapped in the matching `Any…` type.
macro_rules! delegate {
    (
        ref { $($(#[$m:meta])* fn $name:ident($($arg:ident: $t:ty),*) -> $ret:ty;)* }
        mut { $($(#[$mm:meta])* fn $mname:ident($($marg:ident: $mt:ty),*) -> $mret:ty;)* }
        ref_map { $($(#[$rm:meta])* fn $rname:ident($($rarg:ident: $rt:ty),*) -> Result<$rok:ty, $rerr:ty>;)* }
        mut_map { $($(#[$wm:meta])* fn $wname:ident = $wbase:ident($($warg:ident: $wt:ty),*) -> Result<$wok:ty, $werr:ty>;)* }
    ) => {
        impl AnyGame {
            $($(#[$m])*
            #[inline]
            pub fn $name(&self $(, $arg: $t)*) -> $ret {
                with_any!(self, g => GoGame::$name(g $(, $arg)*))
            })*
            $($(#[$mm])*
            #[inline]
            pub fn $mname(&mut self $(, $marg: $mt)*) -> $mret {
                with_any!(self, g => GoGame::$mname(g $(, $marg)*))
            })*
            $($(#[$rm])*
            pub fn $rname(&self $(, $rarg: $rt)*) -> Result<$rok, $rerr> {
                Ok(map_any!(self, g => GoGame::$rname(g $(, $rarg)*)?))
            })*
            $($(#[$wm])*
            #[inline]
            pub fn $wname(&mut self $(, $warg: $wt)*) -> Result<$wok, $werr> {
                Ok(map_any!(self, g => GoGame::$wbase(g $(, $warg)*)?))
            }

            /// The same move without the outcome (whose sets depend on the
            /// words): no copy, no allocation, as the fixed-size game.
            #[inline]
            pub fn $wbase(&mut self $(, $warg: $wt)*) -> Result<(), $werr> {
                with_any!(self, g => GoGame::$wbase(g $(, $warg)*).map(|_| ()))
            })*
        }

        impl GoGame for AnyGame {
            type Outcome = AnyMoveOutcome;
            type LifeEstimate = AnyLifeEstimate;
            type EstimatedScore = AnyEstimatedScore;
            type CountMap = AnyCountMap;
            type Counted = AnyCounted;

            $(#[inline]
            fn $name(&self $(, $arg: $t)*) -> $ret {
                AnyGame::$name(self $(, $arg)*)
            })*
            $(#[inline]
            fn $mname(&mut self $(, $marg: $mt)*) -> $mret {
                AnyGame::$mname(self $(, $marg)*)
            })*
            $(#[inline]
            fn $rname(&self $(, $rarg: $rt)*) -> Result<$rok, $rerr> {
                AnyGame::$rname(self $(, $rarg)*)
            })*
            $(#[inline]
            fn $wbase(&mut self $(, $warg: $wt)*) -> Result<$wok, $werr> {
                AnyGame::$wname(self $(, $warg)*)
            })*

            fn undo(&mut self) -> Option<AnyMoveOutcome> {
                AnyGame::undo(self)
            }

            fn replayed_under(&self, rules: Rules) -> AnyGame {
                AnyGame::replayed_under(self, rules)
            }
        }
    };
}

/// A game of any size up to 25×25 (see the module docs). Its methods are
/// [`GoGame`]'s, forwarded to the game held.
pub type AnyGame = AnySize<GameOf<TINY_WORDS>, GameOf<WORDS>, GameOf<BIG_WORDS>>;
/// A replayed record of any size (see [`replay_any`]).
pub type AnyReplay = AnySize<ReplayOf<TINY_WORDS>, ReplayOf<WORDS>, ReplayOf<BIG_WORDS>>;
/// A life-and-death estimate of a board of any size
/// ([`AnyGame::estimate_life`]).
pub type AnyLifeEstimate =
    AnySize<LifeEstimateOf<TINY_WORDS>, LifeEstimateOf<WORDS>, LifeEstimateOf<BIG_WORDS>>;
/// A referee over a game of any size.
pub type AnyReferee = AnySize<RefereeOf<TINY_WORDS>, RefereeOf<WORDS>, RefereeOf<BIG_WORDS>>;
/// What a move did, at any size ([`AnyGame::play`]; on 25×25's eleven
/// words it is boxed: one allocation a move, where the fixed-size
/// [`crate::sized::BigGame`] allocates none).
pub type AnyMoveOutcome =
    AnySize<MoveOutcomeOf<TINY_WORDS>, MoveOutcomeOf<WORDS>, MoveOutcomeOf<BIG_WORDS>>;
/// [`AnyGame::score_estimated`]'s count, at any size.
pub type AnyEstimatedScore =
    AnySize<EstimatedScoreOf<TINY_WORDS>, EstimatedScoreOf<WORDS>, EstimatedScoreOf<BIG_WORDS>>;
/// [`AnyGame::count_map`]'s map, at any size.
pub type AnyCountMap = AnySize<CountMapOf<TINY_WORDS>, CountMapOf<WORDS>, CountMapOf<BIG_WORDS>>;
/// [`AnyGame::count_estimated`]'s count, at any size.
pub type AnyCounted = AnySize<CountedOf<TINY_WORDS>, CountedOf<WORDS>, CountedOf<BIG_WORDS>>;
/// A board of any size.
pub type AnyBoard = AnySize<BoardOf<TINY_WORDS>, BoardOf<WORDS>, BoardOf<BIG_WORDS>>;

impl From<GameOf<TINY_WORDS>> for AnyGame {
    fn from(g: GameOf<TINY_WORDS>) -> AnyGame {
        AnySize::Tiny(g)
    }
}

impl From<GameOf<WORDS>> for AnyGame {
    fn from(g: GameOf<WORDS>) -> AnyGame {
        AnySize::Small(g)
    }
}

impl From<GameOf<BIG_WORDS>> for AnyGame {
    fn from(g: GameOf<BIG_WORDS>) -> AnyGame {
        AnySize::Big(Box::new(g))
    }
}

impl AnyBoard {
    /// An empty board of `size`, on the words [`words_for`] gives.
    pub fn empty(size: BoardSize) -> AnyBoard {
        any_for_size!(size, W => BoardOf::<W>::try_new(size).expect("words_for holds the size"))
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, b => b.size())
    }

    /// The stone on `point` (`None` if empty or off the board).
    pub fn get(&self, point: Point) -> Option<Color> {
        with_any!(self, b => b.get(point))
    }

    /// Places `stone` (or empties with `None`) on `point`, without captures.
    /// Errors as [`crate::sized::BoardOf::set`].
    pub fn set(&mut self, point: Point, stone: Option<Color>) -> Result<(), crate::PointError> {
        with_any!(self, b => b.set(point, stone))
    }
}

impl AnyGame {
    /// An empty board of `size` (any valid [`BoardSize`]), Black to move:
    /// on the words [`words_for`] gives (three, six or eleven).
    pub fn new(size: BoardSize, rules: Rules) -> AnyGame {
        any_for_size!(size, W => GameOf::<W>::new(size, rules))
    }

    /// [`GameOf::with_handicap`] at the words `size` needs.
    pub fn with_handicap(size: BoardSize, rules: Rules, stones: u32) -> Result<AnyGame, GameError> {
        Ok(any_for_size!(size, W => GameOf::<W>::with_handicap(size, rules, stones)?))
    }

    /// [`GameOf::with_free_handicap`] at the words `size` needs.
    pub fn with_free_handicap(
        size: BoardSize,
        rules: Rules,
        points: &[Point],
    ) -> Result<AnyGame, GameError> {
        Ok(any_for_size!(size, W => GameOf::<W>::with_free_handicap(size, rules, points)?))
    }

    /// [`GameOf::from_setup`] from the stones given (`stones(point)` for every
    /// point of `size`: its colour, or `None`), at the words `size` needs.
    /// Errors as [`GameOf::from_setup`].
    pub fn from_stones(
        size: BoardSize,
        stones: impl Fn(Point) -> Option<Color>,
        to_move: Color,
        rules: Rules,
        handicap: u32,
    ) -> Result<AnyGame, GameError> {
        fn build<const W: usize>(
            size: BoardSize,
            stones: impl Fn(Point) -> Option<Color>,
            to_move: Color,
            rules: Rules,
            handicap: u32,
        ) -> Result<GameOf<W>, GameError> {
            let mut board = BoardOf::<W>::try_new(size)?;
            for p in size.points() {
                if let Some(c) = stones(p) {
                    board.set(p, Some(c))?;
                }
            }
            GameOf::from_setup(board, to_move, rules, handicap)
        }
        Ok(any_for_size!(size, W => build::<W>(size, stones, to_move, rules, handicap)?))
    }

    /// [`GameOf::undo`]: what the move taken back did, or `None` if there
    /// was none.
    pub fn undo(&mut self) -> Option<AnyMoveOutcome> {
        match self {
            AnySize::Tiny(g) => g.undo().map(AnySize::Tiny),
            AnySize::Small(g) => g.undo().map(AnySize::Small),
            AnySize::Big(g) => g.undo().map(|o| AnySize::Big(Box::new(o))),
        }
    }

    /// [`GameOf::replayed_under`].
    pub fn replayed_under(&self, rules: Rules) -> AnyGame {
        map_any!(self, g => g.replayed_under(rules))
    }

    /// The stones of the chain on `point`, row by row from the top-left
    /// (2002 art. 3: stones of one colour joined by lines); empty when
    /// `point` holds no stone or is off the board.
    pub fn chain_points(&self, point: Point) -> Vec<Point> {
        with_any!(self, g => {
            let board = g.board();
            let size = board.size();
            if !size.contains(point) || board.get(point).is_none() {
                return Vec::new();
            }
            board.chain(point).points(size).collect()
        })
    }

    /// `color`'s territory of the area count with every stone alive (2002
    /// art. 9: the empty points surrounded by `color`'s stones only), row by
    /// row ([`crate::territory_map`] with no dead stones).
    pub fn area_territory_points(&self, color: Color) -> Vec<Point> {
        with_any!(self, g => {
            let size = g.size();
            crate::scoring::territory_map(g.board(), &crate::BitboardOf::EMPTY)
                .territory(color)
                .points(size)
                .collect()
        })
    }

    /// The move [`crate::play_random_move`] chooses for the side to move, on a
    /// copy of the position (the game does not change): a uniformly random
    /// legal move that fills no eye of its own side, or a pass.
    pub fn random_move(&self, rng: &mut crate::SplitMix64) -> Move {
        with_any!(self, g => crate::playout::play_random_move(&mut g.position().clone(), rng))
    }

    /// Whether the two games have the same stones on boards of one size
    /// (whatever words each is held in).
    pub fn same_stones(&self, other: &AnyGame) -> bool {
        match (self, other) {
            (AnySize::Tiny(a), AnySize::Tiny(b)) => a.board() == b.board(),
            (AnySize::Small(a), AnySize::Small(b)) => a.board() == b.board(),
            (AnySize::Big(a), AnySize::Big(b)) => a.board() == b.board(),
            _ => {
                let size = self.size();
                size == other.size() && size.points().all(|p| self.stone_at(p) == other.stone_at(p))
            }
        }
    }
}

delegate! {
    ref {
        /// [`GoGame::size`].
        fn size() -> BoardSize;
        /// [`GoGame::rules`].
        fn rules() -> &Rules;
        /// [`GoGame::stone_at`].
        fn stone_at(point: Point) -> Option<Color>;
        /// [`GoGame::hash`].
        fn hash() -> u64;
        /// [`GoGame::board_text`].
        fn board_text() -> String;
        /// [`GoGame::stones_placed`].
        fn stones_placed() -> [u32; 2];
        /// [`GoGame::first_to_move`].
        fn first_to_move() -> Color;
        /// [`GoGame::to_move`].
        fn to_move() -> Color;
        /// [`GoGame::handicap`].
        fn handicap() -> u32;
        /// [`GoGame::move_number`].
        fn move_number() -> u32;
        /// [`GoGame::moves_vec`].
        fn moves_vec() -> Vec<RecordedMove>;
        /// [`GoGame::setups`].
        fn setups() -> &[SetUp];
        /// [`GoGame::last_captured`].
        fn last_captured() -> Vec<Point>;
        /// [`GoGame::prisoners`].
        fn prisoners() -> [u32; 2];
        /// [`GoGame::to_sgf`].
        fn to_sgf() -> String;
        /// [`GoGame::to_record`].
        fn to_record() -> GameRecord;
        /// [`GoGame::is_legal`].
        fn is_legal(mv: Move) -> bool;
        /// [`GoGame::check`].
        fn check(mv: Move) -> Result<(), IllegalMove>;
        /// [`GoGame::legal_points`].
        fn legal_points() -> Vec<Point>;
        /// [`GoGame::legal_plane`].
        fn legal_plane() -> PackedPlane;
        /// [`GoGame::state`].
        fn state() -> GameState;
        /// [`GoGame::is_over`].
        fn is_over() -> bool;
        /// [`GoGame::result`].
        fn result() -> Option<GameResult>;
        /// [`GoGame::dead_stones_agreed`].
        fn dead_stones_agreed() -> bool;
        /// [`GoGame::penalty_stones`].
        fn penalty_stones() -> [u32; 2];
        /// [`GoGame::score`].
        fn score(dead: &[Point]) -> Result<Score, GameError>;
        /// [`GoGame::tromp_taylor_score`].
        fn tromp_taylor_score() -> Score;
        /// [`GoGame::button_holder`].
        fn button_holder() -> Option<Color>;
        /// [`GoGame::count_extras`].
        fn count_extras() -> CountExtras;
        /// [`GoGame::count_extras_under`].
        fn count_extras_under(rules: &Rules) -> CountExtras;
        /// [`GoGame::count`].
        fn count(dead: &[Point], seki: &[Point]) -> Result<Count, GameError>;
    }
    mut {
        /// [`GoGame::set_to_move`].
        fn set_to_move(color: Color) -> ();
        /// [`GoGame::set_up`].
        fn set_up(changes: &[(Point, Option<Color>)], to_move: Color) -> Result<&SetUp, GameError>;
        /// [`GoGame::restart`].
        fn restart() -> ();
        /// [`GoGame::resign`].
        fn resign(color: Color) -> Result<(), GameError>;
        /// [`GoGame::agree_end`].
        fn agree_end() -> Result<(), GameError>;
        /// [`GoGame::lose_on_time`].
        fn lose_on_time(color: Color) -> Result<(), GameError>;
        /// [`GoGame::forfeit`].
        fn forfeit(color: Color) -> Result<(), GameError>;
        /// [`GoGame::declare_no_result`].
        fn declare_no_result() -> Result<(), GameError>;
        /// [`GoGame::resume`].
        fn resume(to_move: Color) -> Result<(), GameError>;
        /// [`GoGame::set_penalty_stones`].
        fn set_penalty_stones(color: Color, stones: u32) -> ();
        /// [`GoGame::agree_dead_stones`].
        fn agree_dead_stones(dead: &[Point]) -> Result<Score, GameError>;
    }
    ref_map {
        /// [`GoGame::count_map`].
        fn count_map(dead: &[Point], seki: &[Point]) -> Result<AnyCountMap, GameError>;
        /// [`GoGame::count_estimated`].
        fn count_estimated(options: &LifeOptions) -> Result<AnyCounted, LifeError>;
        /// [`GoGame::estimate_life`].
        fn estimate_life(options: &LifeOptions) -> Result<AnyLifeEstimate, LifeError>;
        /// [`GoGame::score_estimated`].
        fn score_estimated(options: &LifeOptions) -> Result<AnyEstimatedScore, LifeError>;
    }
    mut_map {
        /// [`GoGame::play`] through the trait: what the move did, at the
        /// game's words (boxed on eleven words: one allocation). The
        /// inherent [`AnyGame::play`] gives no outcome and costs nothing
        /// more than the fixed-size game's.
        fn play_outcome = play(mv: Move) -> Result<AnyMoveOutcome, IllegalMove>;
        /// [`GoGame::play_as`] with the outcome (see [`AnyGame::play_outcome`]).
        fn play_as_outcome = play_as(color: Color, mv: Move) -> Result<AnyMoveOutcome, IllegalMove>;
        /// [`GoGame::pass`] with the outcome (see [`AnyGame::play_outcome`]).
        fn pass_outcome = pass() -> Result<AnyMoveOutcome, IllegalMove>;
        /// [`GoGame::play_forced`] with the outcome (see [`AnyGame::play_outcome`]).
        fn play_forced_outcome = play_forced(mv: Move) -> Result<AnyMoveOutcome, IllegalMove>;
    }
}

impl AnyReferee {
    /// A referee for `game` (see [`RefereeOf::new`]).
    pub fn new(game: AnyGame, edition: Edition, options: RefereeOptions) -> AnyReferee {
        map_any!(game, g => RefereeOf::new(g, edition, options))
    }

    /// The game as the rules have it, of any size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, r => r.game().size())
    }

    /// [`RefereeOf::handle`]: the rulings on `event`. Errors as `handle`.
    pub fn handle(&mut self, event: Event) -> Result<Vec<Ruling>, RefereeError> {
        with_any!(self, r => r.handle(event))
    }

    /// [`RefereeOf::edition`].
    pub fn edition(&self) -> Edition {
        with_any!(self, r => r.edition())
    }

    /// [`RefereeOf::options`].
    pub fn options(&self) -> RefereeOptions {
        with_any!(self, r => r.options())
    }

    /// [`RefereeOf::warnings`].
    pub fn warnings(&self) -> &[Warning] {
        with_any!(self, r => r.warnings())
    }

    /// [`RefereeOf::warning_count`] (2002 art. 24.1).
    pub fn warning_count(&self, color: Color) -> u32 {
        with_any!(self, r => r.warning_count(color))
    }

    /// [`RefereeOf::result`].
    pub fn result(&self) -> Option<GameResult> {
        with_any!(self, r => r.result())
    }

    /// [`RefereeOf::is_decided`].
    pub fn is_decided(&self) -> bool {
        with_any!(self, r => r.is_decided())
    }

    /// The game as the rules have it, as an [`AnyGame`] (a clone).
    pub fn game(&self) -> AnyGame {
        map_any!(self, r => r.game().clone())
    }
}

impl AnyEstimatedScore {
    /// The area count with the dead stones lifted ([`EstimatedScoreOf::score`]).
    pub fn score(&self) -> Score {
        with_any!(self, e => e.score)
    }

    /// The stones lifted as dead, row by row ([`EstimatedScoreOf::dead`]).
    pub fn dead_points(&self, size: BoardSize) -> Vec<Point> {
        with_any!(self, e => e.dead.points(size).collect())
    }

    /// The stones of the estimate's chains in seki that are not lifted as
    /// dead, row by row (none when the dead stones did not come from an
    /// estimate).
    pub fn seki_points(&self, size: BoardSize) -> Vec<Point> {
        with_any!(self, e => match &e.estimate {
            Some(est) => est.stones_with(ChainStatus::Seki).and_not(&e.dead).points(size).collect(),
            None => Vec::new(),
        })
    }

    /// Whether the dead stones came from a life-and-death estimate
    /// ([`EstimatedScoreOf::estimate`] is `Some`).
    pub fn was_estimated(&self) -> bool {
        with_any!(self, e => e.estimate.is_some())
    }
}

impl AnyCountMap {
    /// The board size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, m => m.size())
    }

    /// [`CountMapOf::status`]: `point`'s part in the count (`None` off the
    /// board).
    pub fn status(&self, point: Point) -> Option<CountPoint> {
        with_any!(self, m => m.status(point))
    }

    /// `color`'s territory ([`CountMapOf::territory`]), row by row.
    pub fn territory_points(&self, color: Color) -> Vec<Point> {
        with_any!(self, m => m.territory(color).points(m.size()).collect())
    }

    /// The seki eyes of `color` ([`CountMapOf::seki_eyes`]), row by row.
    pub fn seki_eye_points(&self, color: Color) -> Vec<Point> {
        with_any!(self, m => m.seki_eyes(color).points(m.size()).collect())
    }

    /// The false eyes of `color` ([`CountMapOf::false_eyes`]), row by row.
    pub fn false_eye_points(&self, color: Color) -> Vec<Point> {
        with_any!(self, m => m.false_eyes(color).points(m.size()).collect())
    }

    /// The dame ([`CountMapOf::dame`]), row by row.
    pub fn dame_points(&self) -> Vec<Point> {
        with_any!(self, m => m.dame().points(m.size()).collect())
    }

    /// The points of a boundary still open ([`CountMapOf::open`]), row by row.
    pub fn open_points(&self) -> Vec<Point> {
        with_any!(self, m => m.open().points(m.size()).collect())
    }

    /// The count this map gives under `rules` with `extras`
    /// ([`crate::count_from_map`]).
    pub fn count(&self, rules: &Rules, extras: &CountExtras) -> Count {
        with_any!(self, m => crate::territory::count_from_map(m, rules, extras))
    }
}

impl AnyLifeEstimate {
    /// [`LifeEstimateOf::size`].
    pub fn size(&self) -> BoardSize {
        with_any!(self, e => e.size())
    }

    /// [`LifeEstimateOf::options`].
    pub fn options(&self) -> LifeOptions {
        with_any!(self, e => e.options())
    }

    /// [`LifeEstimateOf::playouts_run`].
    pub fn playouts_run(&self) -> u32 {
        with_any!(self, e => e.playouts_run())
    }

    /// [`LifeEstimateOf::ownership`]: one value in [-1, 1] a point, flat
    /// index `row * width + col`, Black positive.
    pub fn ownership(&self) -> &[f32] {
        with_any!(self, e => e.ownership())
    }

    /// [`LifeEstimateOf::ownership_at`].
    pub fn ownership_at(&self, point: Point) -> f32 {
        with_any!(self, e => e.ownership_at(point))
    }

    /// [`LifeEstimateOf::dead_points`]: the stones estimated dead, row by row.
    pub fn dead_points(&self) -> Vec<Point> {
        with_any!(self, e => e.dead_points())
    }

    /// The stones of the chains with `status`, row by row
    /// ([`LifeEstimateOf::stones_with`]).
    pub fn points_with(&self, status: ChainStatus) -> Vec<Point> {
        with_any!(self, e => e.stones_with(status).points(e.size()).collect())
    }

    /// The empty points shared by chains in seki, row by row
    /// ([`LifeEstimateOf::seki_liberties`]).
    pub fn seki_liberty_points(&self) -> Vec<Point> {
        with_any!(self, e => e.seki_liberties().points(e.size()).collect())
    }

    /// [`LifeEstimateOf::status_at`].
    pub fn status_at(&self, point: Point) -> Option<ChainStatus> {
        with_any!(self, e => e.status_at(point))
    }

    /// [`LifeEstimateOf::confidence`].
    pub fn confidence(&self) -> f32 {
        with_any!(self, e => e.confidence())
    }

    /// [`LifeEstimateOf::has_unsettled`].
    pub fn has_unsettled(&self) -> bool {
        with_any!(self, e => e.has_unsettled())
    }

    /// Whether the status of the chain on `point` is certain
    /// ([`crate::ChainJudgementOf::certain`]: Benson's pass-alive analysis
    /// or the local solver); `None` for an empty point, one off the board or
    /// a stone of no chain judged.
    pub fn certain_at(&self, point: Point) -> Option<bool> {
        with_any!(self, e => chain_on(e, point).map(|c| c.certain))
    }

    /// The vital point of the chain on `point`, else its ko point
    /// ([`crate::ChainJudgementOf::vital`], `ko`); `None` when it has
    /// neither, for an empty point and for one off the board.
    pub fn vital_point_at(&self, point: Point) -> Option<Point> {
        with_any!(self, e => chain_on(e, point).and_then(|c| c.vital.or(c.ko)))
    }

    /// The vital points and ko points of every chain judged
    /// ([`AnyLifeEstimate::vital_point_at`]), each once, row by row.
    pub fn vital_points(&self) -> Vec<Point> {
        let mut points: Vec<Point> =
            with_any!(self, e => e.chains().iter().filter_map(|c| c.vital.or(c.ko)).collect());
        points.sort_by_key(|p| (p.row, p.col));
        points.dedup();
        points
    }

    /// Every chain judged ([`LifeEstimateOf::chains`]), in the order of its
    /// first stone, its stones as points.
    pub fn chain_judgements(&self) -> Vec<AnyChainJudgement> {
        with_any!(self, e => {
            let size = e.size();
            e.chains()
                .iter()
                .map(|c| AnyChainJudgement {
                    stones: c.stones.points(size).collect(),
                    color: c.color,
                    status: c.status,
                    ownership: c.ownership,
                    certain: c.certain,
                    vital: c.vital,
                    ko: c.ko,
                })
                .collect()
        })
    }

    /// The number of chains judged ([`LifeEstimateOf::chains`]).
    pub fn chain_count(&self) -> usize {
        with_any!(self, e => e.chains().len())
    }
}

/// One chain's judgement at any size ([`crate::ChainJudgementOf`] with its
/// stones as points).
#[derive(Clone, Debug, PartialEq)]
pub struct AnyChainJudgement {
    /// The chain's stones, row by row from the top-left.
    pub stones: Vec<Point>,
    /// The chain's colour.
    pub color: Color,
    /// Its status ([`ChainStatus`]).
    pub status: ChainStatus,
    /// Its ownership from its own side, in [-1, 1]
    /// ([`crate::ChainJudgementOf::ownership`]): the mean over its stones of
    /// the playouts' ownership, +1 survived every playout, −1 always
    /// captured; ±1 when certain. Not Black positive, unlike the estimate's
    /// per-point [`AnyLifeEstimate::ownership`].
    pub ownership: f32,
    /// Whether the status is certain (Benson's analysis or the local solver).
    pub certain: bool,
    /// The vital point of a shape the local solver found dead or killable.
    pub vital: Option<Point>,
    /// The ko point of a ko verdict.
    pub ko: Option<Point>,
}

/// The judgement of the chain holding `point`, if any.
fn chain_on<const W: usize>(
    e: &LifeEstimateOf<W>,
    point: Point,
) -> Option<&crate::life::ChainJudgementOf<W>> {
    let size = e.size();
    if !size.contains(point) {
        return None;
    }
    let bit = size.bit(point);
    e.chains().iter().find(|c| c.stones.contains(bit))
}

/// [`crate::replay::replay`] for a record of any size up to 25×25, on the
/// fewest words that hold the record's size (three, six or eleven). Errors
/// as `replay`.
pub fn replay_any(record: &GameRecord, options: &ReplayOptions) -> Result<AnyReplay, ReplayError> {
    let size = record.info().board_size()?;
    Ok(any_for_size!(size, W => replay_of::<W>(record, options)?))
}

impl AnyReplay {
    /// The replayed game, as an [`AnyGame`] (a clone).
    pub fn game(&self) -> AnyGame {
        map_any!(self, r => r.game.clone())
    }

    /// The rules the record was replayed under ([`ReplayOf::rules`]).
    pub fn rules(&self) -> Rules {
        with_any!(self, r => r.rules)
    }

    /// What broke the rules in the record ([`ReplayOf::violations`]).
    pub fn violations(&self) -> &[Violation] {
        with_any!(self, r => &r.violations)
    }

    /// Notes on the replay ([`ReplayOf::notes`]).
    pub fn notes(&self) -> &[String] {
        with_any!(self, r => &r.notes)
    }

    /// The replay's game, as an [`AnyGame`], giving up the rest.
    pub fn into_game(self) -> AnyGame {
        match self {
            AnySize::Tiny(r) => AnySize::Tiny(r.game),
            AnySize::Small(r) => AnySize::Small(r.game),
            AnySize::Big(r) => AnySize::Big(Box::new(r.game)),
        }
    }
}

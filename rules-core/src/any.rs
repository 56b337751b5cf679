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
//! ([`BoardSize::fits`]). The [`with_any!`](crate::with_any) macro writes a
//! call once for all three; its body is compiled for each, so each costs no
//! more than a build of that word count alone.
//!
//! ```
//! use tianyuan::{with_any, AnyGame, BoardSize, Move, Point, Rules};
//!
//! let mut game = AnyGame::new(BoardSize::square(25).unwrap(), Rules::default());
//! assert_eq!(game.words(), 11);
//! // Both arms must give one type: `play` gives a `MoveOutcomeOf<W>`.
//! with_any!(&mut game, g => g.play(Move::Place(Point::new(24, 24))).map(|_| ())).unwrap();
//! assert_eq!(with_any!(&game, g => g.position().moves_played()), 1);
//! let small = AnyGame::new(BoardSize::STANDARD, Rules::default());
//! assert!(small.as_small().is_some());
//! let tiny = AnyGame::new(BoardSize::square(9).unwrap(), Rules::default());
//! assert_eq!(tiny.words(), 3);
//! assert!(tiny.as_tiny().is_some());
//! ```

use crate::bitboard::{BIG_WORDS, TINY_WORDS, WORDS};
use crate::board::BoardOf;
use crate::color::Color;
use crate::game::{GameError, GameOf, GameState, RecordedMove, SetUp};
use crate::life::{LifeError, LifeEstimateOf, LifeOptions};
use crate::point::Move;
use crate::point::{BoardSize, Point};
use crate::position::IllegalMove;
use crate::referee::{Edition, RefereeOf, RefereeOptions};
use crate::replay::{replay_of, ReplayError, ReplayOf, ReplayOptions};
use crate::result::GameResult;
use crate::rules::Rules;
use crate::scoring::Score;
use crate::sgf::GameRecord;

/// One of three instantiations of a type: the three-word one (`Tiny`), the
/// six-word one (`Small`) or the eleven-word one (`Big`, boxed: it is
/// larger, and rare). Which one a constructor of this module makes is the
/// smallest that holds the size ([`BoardSize::fits`]); a value converted
/// with `From` keeps the words it has. See the module docs, and
/// [`with_any!`](crate::with_any) to call any of them.
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

/// What [`with_any!`](crate::with_any) does to the eleven-word arm's binding: `&Box<T>` to
/// `&T`, `&mut Box<T>` to `&mut T`, `Box<T>` to `T`, so that the body sees
/// the same kind of binding in every arm (the three- and six-word values
/// are not boxed).
pub trait Unbox {
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
#[macro_export]
macro_rules! with_any {
    ($any:expr, $x:ident => $body:expr) => {
        match $any {
            $crate::AnySize::Tiny($x) => $body,
            $crate::AnySize::Small($x) => $body,
            $crate::AnySize::Big($x) => {
                let $x = $crate::Unbox::unbox($x);
                $body
            }
        }
    };
}

/// Methods of [`AnyGame`] that forward to the game held.
macro_rules! delegate {
    ($($(#[$m:meta])* fn $name:ident(&self $(, $arg:ident: $t:ty)*) -> $ret:ty;)*) => {
        $($(#[$m])*
        pub fn $name(&self $(, $arg: $t)*) -> $ret {
            with_any!(self, g => g.$name($($arg),*))
        })*
    };
    ($($(#[$m:meta])* fn $name:ident(&mut self $(, $arg:ident: $t:ty)*) -> $ret:ty;)*) => {
        $($(#[$m])*
        pub fn $name(&mut self $(, $arg: $t)*) -> $ret {
            with_any!(self, g => g.$name($($arg),*))
        })*
    };
}

/// A game of any size up to 25×25 (see the module docs).
pub type AnyGame = AnySize<GameOf<TINY_WORDS>, GameOf<WORDS>, GameOf<BIG_WORDS>>;
/// A replayed record of any size (see [`replay_any`]).
pub type AnyReplay = AnySize<ReplayOf<TINY_WORDS>, ReplayOf<WORDS>, ReplayOf<BIG_WORDS>>;
/// A life-and-death estimate of a board of any size
/// ([`AnyGame::estimate_life`]).
pub type AnyLifeEstimate =
    AnySize<LifeEstimateOf<TINY_WORDS>, LifeEstimateOf<WORDS>, LifeEstimateOf<BIG_WORDS>>;
/// A referee over a game of any size.
pub type AnyReferee = AnySize<RefereeOf<TINY_WORDS>, RefereeOf<WORDS>, RefereeOf<BIG_WORDS>>;

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

impl AnyGame {
    /// An empty board of `size` (any valid [`BoardSize`]), Black to move:
    /// on the fewest words that hold the size (three, six or eleven).
    pub fn new(size: BoardSize, rules: Rules) -> AnyGame {
        if size.fits(TINY_WORDS) {
            AnySize::Tiny(GameOf::new(size, rules))
        } else if size.fits(WORDS) {
            AnySize::Small(GameOf::new(size, rules))
        } else {
            AnySize::Big(Box::new(GameOf::new(size, rules)))
        }
    }

    /// [`GameOf::with_handicap`] at the words `size` needs.
    pub fn with_handicap(size: BoardSize, rules: Rules, stones: u32) -> Result<AnyGame, GameError> {
        Ok(if size.fits(TINY_WORDS) {
            AnySize::Tiny(GameOf::with_handicap(size, rules, stones)?)
        } else if size.fits(WORDS) {
            AnySize::Small(GameOf::with_handicap(size, rules, stones)?)
        } else {
            AnySize::Big(Box::new(GameOf::with_handicap(size, rules, stones)?))
        })
    }

    /// [`GameOf::with_free_handicap`] at the words `size` needs.
    pub fn with_free_handicap(
        size: BoardSize,
        rules: Rules,
        points: &[Point],
    ) -> Result<AnyGame, GameError> {
        Ok(if size.fits(TINY_WORDS) {
            AnySize::Tiny(GameOf::with_free_handicap(size, rules, points)?)
        } else if size.fits(WORDS) {
            AnySize::Small(GameOf::with_free_handicap(size, rules, points)?)
        } else {
            AnySize::Big(Box::new(GameOf::with_free_handicap(size, rules, points)?))
        })
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
        Ok(if size.fits(TINY_WORDS) {
            AnySize::Tiny(build(size, stones, to_move, rules, handicap)?)
        } else if size.fits(WORDS) {
            AnySize::Small(build(size, stones, to_move, rules, handicap)?)
        } else {
            AnySize::Big(Box::new(build(size, stones, to_move, rules, handicap)?))
        })
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, g => g.size())
    }

    delegate! {
        /// [`GameOf::rules`].
        fn rules(&self) -> &Rules;
        /// [`GameOf::stones_placed`].
        fn stones_placed(&self) -> [u32; 2];
        /// [`GameOf::first_to_move`].
        fn first_to_move(&self) -> Color;
        /// [`GameOf::to_move`].
        fn to_move(&self) -> Color;
        /// [`GameOf::handicap`].
        fn handicap(&self) -> u32;
        /// [`GameOf::move_number`].
        fn move_number(&self) -> u32;
        /// [`GameOf::setups`].
        fn setups(&self) -> &[SetUp];
        /// [`GameOf::last_captured`].
        fn last_captured(&self) -> Vec<Point>;
        /// [`GameOf::state`].
        fn state(&self) -> GameState;
        /// [`GameOf::is_over`].
        fn is_over(&self) -> bool;
        /// [`GameOf::result`].
        fn result(&self) -> Option<GameResult>;
        /// [`GameOf::dead_stones_agreed`].
        fn dead_stones_agreed(&self) -> bool;
        /// [`GameOf::penalty_stones`].
        fn penalty_stones(&self) -> [u32; 2];
        /// [`GameOf::is_legal`].
        fn is_legal(&self, mv: Move) -> bool;
        /// [`GameOf::check`].
        fn check(&self, mv: Move) -> Result<(), IllegalMove>;
        /// [`GameOf::score`].
        fn score(&self, dead: &[Point]) -> Result<Score, GameError>;
        /// [`GameOf::tromp_taylor_score`].
        fn tromp_taylor_score(&self) -> Score;
    }

    delegate! {
        /// [`GameOf::set_penalty_stones`].
        fn set_penalty_stones(&mut self, color: Color, stones: u32) -> ();
        /// [`GameOf::set_up`].
        fn set_up(&mut self, changes: &[(Point, Option<Color>)], to_move: Color) -> Result<&SetUp, GameError>;
        /// [`GameOf::restart`].
        fn restart(&mut self) -> ();
        /// [`GameOf::resign`].
        fn resign(&mut self, color: Color) -> Result<(), GameError>;
        /// [`GameOf::agree_end`].
        fn agree_end(&mut self) -> Result<(), GameError>;
        /// [`GameOf::lose_on_time`].
        fn lose_on_time(&mut self, color: Color) -> Result<(), GameError>;
        /// [`GameOf::forfeit`].
        fn forfeit(&mut self, color: Color) -> Result<(), GameError>;
        /// [`GameOf::declare_no_result`].
        fn declare_no_result(&mut self) -> Result<(), GameError>;
        /// [`GameOf::resume`].
        fn resume(&mut self, to_move: Color) -> Result<(), GameError>;
        /// [`GameOf::agree_dead_stones`].
        fn agree_dead_stones(&mut self, dead: &[Point]) -> Result<Score, GameError>;
        /// [`GameOf::set_to_move`].
        fn set_to_move(&mut self, color: Color) -> ();
    }

    /// [`GameOf::play`], without the outcome (whose sets depend on the
    /// words): use [`with_any!`](crate::with_any) for it.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        with_any!(self, g => g.play(mv).map(|_| ()))
    }

    /// [`GameOf::play_as`], without the outcome.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        with_any!(self, g => g.play_as(color, mv).map(|_| ()))
    }

    /// [`GameOf::pass`], without the outcome.
    pub fn pass(&mut self) -> Result<(), IllegalMove> {
        with_any!(self, g => g.pass().map(|_| ()))
    }

    /// The Zobrist hash of the stones ([`crate::PositionOf::hash`]).
    pub fn hash(&self) -> u64 {
        with_any!(self, g => g.position().hash())
    }

    /// [`GameOf::play_forced`], without the outcome.
    pub fn play_forced(&mut self, mv: Move) -> Result<(), IllegalMove> {
        with_any!(self, g => g.play_forced(mv).map(|_| ()))
    }

    /// [`GameOf::undo`]: whether a move was taken back.
    pub fn undo(&mut self) -> bool {
        with_any!(self, g => g.undo().is_some())
    }

    /// [`GameOf::replayed_under`].
    pub fn replayed_under(&self, rules: Rules) -> AnyGame {
        match self {
            AnySize::Tiny(g) => AnySize::Tiny(g.replayed_under(rules)),
            AnySize::Small(g) => AnySize::Small(g.replayed_under(rules)),
            AnySize::Big(g) => AnySize::Big(Box::new(g.replayed_under(rules))),
        }
    }

    /// [`GameOf::estimate_life`].
    pub fn estimate_life(&self, options: &LifeOptions) -> Result<AnyLifeEstimate, LifeError> {
        Ok(match self {
            AnySize::Tiny(g) => AnySize::Tiny(g.estimate_life(options)?),
            AnySize::Small(g) => AnySize::Small(g.estimate_life(options)?),
            AnySize::Big(g) => AnySize::Big(Box::new(g.estimate_life(options)?)),
        })
    }

    /// The legal points ([`GameOf::legal_point_set`]), top-left first.
    pub fn legal_points(&self) -> Vec<Point> {
        with_any!(self, g => g.legal_point_set().points(g.size()).collect())
    }

    /// The stone on `point`, if any (`None` off the board too).
    pub fn stone_at(&self, point: Point) -> Option<Color> {
        with_any!(self, g => g.board().get(point))
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

    /// The recorded moves ([`GameOf::moves`]), collected.
    pub fn moves_vec(&self) -> Vec<RecordedMove> {
        with_any!(self, g => g.moves().collect())
    }
}

impl AnyReferee {
    /// A referee for `game` (see [`RefereeOf::new`]).
    pub fn new(game: AnyGame, edition: Edition, options: RefereeOptions) -> AnyReferee {
        match game {
            AnySize::Tiny(g) => AnySize::Tiny(RefereeOf::new(g, edition, options)),
            AnySize::Small(g) => AnySize::Small(RefereeOf::new(g, edition, options)),
            AnySize::Big(g) => AnySize::Big(Box::new(RefereeOf::new(*g, edition, options))),
        }
    }

    /// The game as the rules have it, of any size.
    pub fn size(&self) -> BoardSize {
        with_any!(self, r => r.game().size())
    }
}

/// [`crate::replay::replay`] for a record of any size up to 25×25, on the
/// fewest words that hold the record's size (three, six or eleven). Errors
/// as `replay`.
pub fn replay_any(record: &GameRecord, options: &ReplayOptions) -> Result<AnyReplay, ReplayError> {
    let size = record.info().board_size()?;
    Ok(if size.fits(TINY_WORDS) {
        AnySize::Tiny(replay_of(record, options)?)
    } else if size.fits(WORDS) {
        AnySize::Small(replay_of(record, options)?)
    } else {
        AnySize::Big(Box::new(replay_of(record, options)?))
    })
}

impl AnyReplay {
    /// The replayed game, as an [`AnyGame`] (a clone).
    pub fn game(&self) -> AnyGame {
        match self {
            AnySize::Tiny(r) => AnySize::Tiny(r.game.clone()),
            AnySize::Small(r) => AnySize::Small(r.game.clone()),
            AnySize::Big(r) => AnySize::Big(Box::new(r.game.clone())),
        }
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

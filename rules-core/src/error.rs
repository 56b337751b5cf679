//! The catalogue of errors: every error the bindings translate, as one
//! fieldless [`ErrorKind`] per leaf variant.
//!
//! Each error enum has a fieldless kind with an `ALL` list, a stable `code()`
//! and a `Display` message without the error's detail: the fieldless error
//! enums ([`IllegalMove`], [`ClockError`], [`TimeControlError`],
//! [`RefereeError`]) are their own kind; the others have a `…Kind` enum here
//! ([`PointErrorKind`], [`ReplayErrorKind`], …) or next to them
//! ([`SgfErrorKind`], [`ScoreErrorKind`]). Variants that only wrap another
//! error ([`GameError::Point`], [`BoardParseError::Size`], …) are not kinds of
//! their own: their kind is the wrapped error's.
//!
//! [`ErrorKind::all`] chains the `ALL` lists; the C status enum
//! (`tianyuan-ffi`), its messages and the Python exception classes are checked
//! against it, so a new variant is one new kind here and nowhere else to list.
//!
//! ```
//! use tianyuan::error::ErrorKind;
//! use tianyuan::{BoardSize, IllegalMove, PointError};
//!
//! let e = BoardSize::new(1, 1).unwrap_err();
//! let kind = ErrorKind::from(&e);
//! assert_eq!(kind.code(), "point.unsupported_size");
//! assert_eq!(ErrorKind::from(&IllegalMove::Ko).code(), "illegal_move.ko");
//! // Every kind has one code.
//! let codes: std::collections::HashSet<String> = ErrorKind::all().map(|k| k.code()).collect();
//! assert_eq!(codes.len(), ErrorKind::all().count());
//! ```

use std::fmt;

use thiserror::Error;

use crate::board::BoardParseError;
use crate::clock::{ClockError, TimeControlError};
use crate::game::GameError;
use crate::handicap::HandicapError;
use crate::komi::KomiError;
use crate::life::LifeError;
use crate::life::MAX_PLAYOUTS;
use crate::point::{BoardSize, Point, PointError, BOARD_BITS};
use crate::position::{IllegalMove, SetupError};
use crate::referee::RefereeError;
use crate::replay::ReplayError;
use crate::rules::RulesError;
use crate::scoring::{ScoreError, ScoreErrorKind};
use crate::sgf::{SgfError, SgfErrorKind, TextPosition};

/// Defines a fieldless kind enum with `ALL`, `code()` and `Display`.
macro_rules! kinds {
    (
        $(#[$meta:meta])*
        $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $code:literal => ($($msg:tt)*) ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every kind, in declaration order.
            pub const ALL: [$name; [$(kinds!(@unit $variant)),*].len()] = [$($name::$variant),*];

            /// A short stable identifier in `snake_case`.
            pub const fn code(self) -> &'static str {
                match self {
                    $( $name::$variant => $code, )*
                }
            }

            /// The variant's name, as written in Rust (its `Debug` form).
            pub const fn name(self) -> &'static str {
                match self {
                    $( $name::$variant => stringify!($variant), )*
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $( $name::$variant => write!(f, $($msg)*), )*
                }
            }
        }
    };
    (@unit $v:ident) => { () };
}

kinds! {
    /// The kinds of [`PointError`], without their detail.
    PointErrorKind {
        /// [`PointError::UnsupportedSize`]
        UnsupportedSize = "unsupported_size" => (
            "unsupported board size: each side 2..=25, and (width+1)*height within the board type's words (384 bits for six, {} for eleven)",
            BOARD_BITS
        ),
        /// [`PointError::OffBoard`]
        OffBoard = "off_board" => ("point off the board"),
        /// [`PointError::BadAction`]
        BadAction = "bad_action" => ("action index beyond width*height (the pass)"),
        /// [`PointError::VertexOffBoard`]
        VertexOffBoard = "vertex_off_board" => ("GTP vertex off the board"),
        /// [`PointError::BadVertex`]
        BadVertex = "bad_vertex" => (
            "bad GTP vertex: expected a column letter A-Z without I and a row number, or 'pass'"
        ),
        /// [`PointError::BadSgfPoint`]
        BadSgfPoint = "bad_sgf_point" => ("bad SGF point: expected two letters a-z/A-Z"),
        /// [`PointError::BadSgfSize`]
        BadSgfSize = "bad_sgf_size" => (
            "bad SGF board size: expected SZ[n] or SZ[w:h], each side a whole number 1..=52 (SGF's range; boards of 2..=25 a side are played)"
        ),
    }
}

kinds! {
    /// The kinds of [`BoardParseError`] ([`BoardParseError::Size`] is a
    /// [`PointErrorKind`]).
    BoardParseErrorKind {
        /// [`BoardParseError::Empty`]
        Empty = "empty" => ("no board rows found (rows are made of X, O and . characters)"),
        /// [`BoardParseError::Ragged`]
        Ragged = "ragged" => ("board rows of different widths"),
    }
}

kinds! {
    /// The kinds of [`RulesError`].
    RulesErrorKind {
        /// [`RulesError::Unknown`]
        Unknown = "unknown" => ("unknown rules name"),
        /// [`RulesError::BadSetting`]
        BadSetting = "bad_setting" => ("bad rule setting"),
    }
}

kinds! {
    /// The kinds of [`KomiError`].
    KomiErrorKind {
        /// [`KomiError::Syntax`]
        Syntax = "syntax" => ("bad komi: expected a number such as 7.5"),
        /// [`KomiError::NotQuarterStones`]
        NotQuarterStones = "not_quarter_stones" => (
            "komi is not a multiple of 1/4 stone (1/2 point)"
        ),
        /// [`KomiError::OutOfRange`]
        OutOfRange = "out_of_range" => ("komi out of range"),
    }
}

/// The kinds of [`GameError`] of its own ([`GameError::Handicap`],
/// [`GameError::Setup`], [`GameError::Score`] and [`GameError::Point`] have
/// the wrapped error's kind). Their message is the error's own `Display`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameErrorKind {
    /// [`GameError::GameOver`]
    GameOver,
    /// [`GameError::NotOver`]
    NotOver,
    /// [`GameError::DeadStonesAgreed`]
    DeadStonesAgreed,
}

impl GameErrorKind {
    /// Every kind, in declaration order.
    pub const ALL: [GameErrorKind; 3] = [
        GameErrorKind::GameOver,
        GameErrorKind::NotOver,
        GameErrorKind::DeadStonesAgreed,
    ];

    /// A short stable identifier in `snake_case`.
    pub const fn code(self) -> &'static str {
        match self {
            GameErrorKind::GameOver => "game_over",
            GameErrorKind::NotOver => "not_over",
            GameErrorKind::DeadStonesAgreed => "dead_stones_agreed",
        }
    }

    /// The error of this kind (these variants carry no detail).
    pub const fn error(self) -> GameError {
        match self {
            GameErrorKind::GameOver => GameError::GameOver,
            GameErrorKind::NotOver => GameError::NotOver,
            GameErrorKind::DeadStonesAgreed => GameError::DeadStonesAgreed,
        }
    }
}

impl fmt::Display for GameErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error().fmt(f)
    }
}

kinds! {
    /// The kinds of [`HandicapError`].
    HandicapErrorKind {
        /// [`HandicapError::NoFixedLayout`]
        NoFixedLayout = "no_fixed_layout" => (
            "no fixed handicap layout for this many stones on this board"
        ),
        /// [`HandicapError::BadFreePlacement`]
        BadFreePlacement = "bad_free_placement" => ("bad free handicap placement"),
    }
}

kinds! {
    /// The kinds of [`SetupError`].
    SetupErrorKind {
        /// [`SetupError::ChainWithoutLiberties`]
        ChainWithoutLiberties = "chain_without_liberties" => ("a set-up chain has no liberty"),
    }
}

kinds! {
    /// The kinds of [`LifeError`].
    LifeErrorKind {
        /// [`LifeError::PlayoutsOutOfRange`]
        PlayoutsOutOfRange = "playouts_out_of_range" => (
            "playouts out of range: 1 to {}",
            MAX_PLAYOUTS
        ),
    }
}

kinds! {
    /// The kinds of [`ReplayError`] (all four are kinds of their own: a
    /// record's board size is reported as a replay error, not a point error).
    ReplayErrorKind {
        /// [`ReplayError::NotGo`]
        NotGo = "not_go" => ("the record is not a game of Go (GM is not 1)"),
        /// [`ReplayError::BoardSize`]
        BoardSize = "board_size" => ("the record's board size is not supported"),
        /// [`ReplayError::Setup`]
        Setup = "setup" => (
            "the record's set-up cannot start a game (more handicap stones than the board holds)"
        ),
        /// [`ReplayError::SetupAfterMoves`]
        SetupAfterMoves = "setup_after_moves" => (
            "set-up stones after the first move (strict mode)"
        ),
    }
}

impl ScoreErrorKind {
    /// A short stable identifier in `snake_case`.
    pub const fn code(self) -> &'static str {
        match self {
            ScoreErrorKind::DeadPointEmpty => "dead_point_empty",
            ScoreErrorKind::DeadPointOffBoard => "dead_point_off_board",
        }
    }
}

impl fmt::Display for ScoreErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ScoreErrorKind::DeadPointEmpty => "a point marked dead holds no stone",
            ScoreErrorKind::DeadPointOffBoard => "a point marked dead is off the board",
        })
    }
}

impl SgfErrorKind {
    /// A short stable identifier in `snake_case`.
    pub const fn code(self) -> &'static str {
        match self {
            SgfErrorKind::InputTooLarge => "input_too_large",
            SgfErrorKind::NoGameTree => "no_game_tree",
            SgfErrorKind::ExpectedNode => "expected_node",
            SgfErrorKind::UnexpectedCharacter => "unexpected_character",
            SgfErrorKind::BadIdentifier => "bad_identifier",
            SgfErrorKind::MissingValue => "missing_value",
            SgfErrorKind::UnterminatedValue => "unterminated_value",
            SgfErrorKind::UnterminatedTree => "unterminated_tree",
            SgfErrorKind::ValueTooLong => "value_too_long",
            SgfErrorKind::TooManyNodes => "too_many_nodes",
            SgfErrorKind::TooManyValues => "too_many_values",
            SgfErrorKind::TooManyGames => "too_many_games",
        }
    }
}

impl fmt::Display for SgfErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

impl ClockError {
    /// A short stable identifier in `snake_case`.
    pub const fn code(self) -> &'static str {
        match self {
            ClockError::NotStarted => "not_started",
            ClockError::AlreadyStarted => "already_started",
            ClockError::Paused => "paused",
            ClockError::NotPaused => "not_paused",
            ClockError::WrongColor => "wrong_color",
            ClockError::Flagged => "flagged",
            ClockError::NoFlag => "no_flag",
            ClockError::PassNotAllowed => "pass_not_allowed",
            ClockError::GameOver => "game_over",
            ClockError::StonesWithoutOvertime => "stones_without_overtime",
        }
    }
}

impl TimeControlError {
    /// A short stable identifier in `snake_case`.
    pub const fn code(self) -> &'static str {
        match self {
            TimeControlError::ZeroPeriod => "zero_period",
            TimeControlError::ZeroStones => "zero_stones",
            TimeControlError::ReservedExceedsTotal => "reserved_exceeds_total",
            TimeControlError::Overflow => "overflow",
            TimeControlError::UnknownSystem => "unknown_system",
            TimeControlError::ArgumentCount => "argument_count",
            TimeControlError::BadNumber => "bad_number",
        }
    }
}

/// One leaf kind of any catalogued error: the family (the error enum) and the
/// variant. See the [module docs](self).
///
/// "The game is over" is four kinds on purpose: a move refused
/// ([`IllegalMove::GameOver`]), a game action refused ([`GameError::GameOver`]),
/// a clock call refused ([`ClockError::GameOver`]) and a referee event refused
/// ([`RefereeError::GameOver`]) come from four objects with their own ends (a
/// game can be over on the clock and not on the board), and a caller that
/// handles one of them has the others' object at hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A move refused by the rules.
    IllegalMove(IllegalMove),
    /// A size, point, vertex or action that does not fit.
    Point(PointErrorKind),
    /// An ASCII board that cannot be read.
    BoardParse(BoardParseErrorKind),
    /// A rules name or setting.
    Rules(RulesErrorKind),
    /// A komi.
    Komi(KomiErrorKind),
    /// A game state refusing an action.
    Game(GameErrorKind),
    /// A handicap.
    Handicap(HandicapErrorKind),
    /// A set-up position.
    Setup(SetupErrorKind),
    /// Dead stones for a count.
    Score(ScoreErrorKind),
    /// A life-and-death estimate.
    Life(LifeErrorKind),
    /// SGF text.
    Sgf(SgfErrorKind),
    /// A record that cannot be replayed.
    Replay(ReplayErrorKind),
    /// A clock call.
    Clock(ClockError),
    /// A time control.
    TimeControl(TimeControlError),
    /// A referee event.
    Referee(RefereeError),
}

impl ErrorKind {
    /// Every kind: each family's `ALL`, in the order of the variants of
    /// [`ErrorKind`].
    pub fn all() -> impl Iterator<Item = ErrorKind> + Clone {
        let illegal = IllegalMove::ALL.into_iter().map(ErrorKind::IllegalMove);
        let point = PointErrorKind::ALL.into_iter().map(ErrorKind::Point);
        let board = BoardParseErrorKind::ALL
            .into_iter()
            .map(ErrorKind::BoardParse);
        let rules = RulesErrorKind::ALL.into_iter().map(ErrorKind::Rules);
        let komi = KomiErrorKind::ALL.into_iter().map(ErrorKind::Komi);
        let game = GameErrorKind::ALL.into_iter().map(ErrorKind::Game);
        let handicap = HandicapErrorKind::ALL.into_iter().map(ErrorKind::Handicap);
        let setup = SetupErrorKind::ALL.into_iter().map(ErrorKind::Setup);
        let score = ScoreErrorKind::ALL.into_iter().map(ErrorKind::Score);
        let life = LifeErrorKind::ALL.into_iter().map(ErrorKind::Life);
        let sgf = SgfErrorKind::ALL.into_iter().map(ErrorKind::Sgf);
        let replay = ReplayErrorKind::ALL.into_iter().map(ErrorKind::Replay);
        let clock = ClockError::ALL.into_iter().map(ErrorKind::Clock);
        let time = TimeControlError::ALL
            .into_iter()
            .map(ErrorKind::TimeControl);
        let referee = RefereeError::ALL.into_iter().map(ErrorKind::Referee);
        illegal
            .chain(point)
            .chain(board)
            .chain(rules)
            .chain(komi)
            .chain(game)
            .chain(handicap)
            .chain(setup)
            .chain(score)
            .chain(life)
            .chain(sgf)
            .chain(replay)
            .chain(clock)
            .chain(time)
            .chain(referee)
    }

    /// The error enum's name: `"IllegalMove"`, `"PointError"`, …
    pub const fn family(self) -> &'static str {
        match self {
            ErrorKind::IllegalMove(_) => "IllegalMove",
            ErrorKind::Point(_) => "PointError",
            ErrorKind::BoardParse(_) => "BoardParseError",
            ErrorKind::Rules(_) => "RulesError",
            ErrorKind::Komi(_) => "KomiError",
            ErrorKind::Game(_) => "GameError",
            ErrorKind::Handicap(_) => "HandicapError",
            ErrorKind::Setup(_) => "SetupError",
            ErrorKind::Score(_) => "ScoreError",
            ErrorKind::Life(_) => "LifeError",
            ErrorKind::Sgf(_) => "SgfError",
            ErrorKind::Replay(_) => "ReplayError",
            ErrorKind::Clock(_) => "ClockError",
            ErrorKind::TimeControl(_) => "TimeControlError",
            ErrorKind::Referee(_) => "RefereeError",
        }
    }

    /// The family in `snake_case`, the first half of [`ErrorKind::code`].
    pub const fn family_code(self) -> &'static str {
        match self {
            ErrorKind::IllegalMove(_) => "illegal_move",
            ErrorKind::Point(_) => "point",
            ErrorKind::BoardParse(_) => "board_parse",
            ErrorKind::Rules(_) => "rules",
            ErrorKind::Komi(_) => "komi",
            ErrorKind::Game(_) => "game",
            ErrorKind::Handicap(_) => "handicap",
            ErrorKind::Setup(_) => "setup",
            ErrorKind::Score(_) => "score",
            ErrorKind::Life(_) => "life",
            ErrorKind::Sgf(_) => "sgf",
            ErrorKind::Replay(_) => "replay",
            ErrorKind::Clock(_) => "clock",
            ErrorKind::TimeControl(_) => "time_control",
            ErrorKind::Referee(_) => "referee",
        }
    }

    /// The variant's name in the family's kind (its `Debug` form):
    /// `"Ko"`, `"UnsupportedSize"`, …
    pub fn variant(self) -> String {
        match self {
            ErrorKind::IllegalMove(k) => format!("{k:?}"),
            ErrorKind::Point(k) => format!("{k:?}"),
            ErrorKind::BoardParse(k) => format!("{k:?}"),
            ErrorKind::Rules(k) => format!("{k:?}"),
            ErrorKind::Komi(k) => format!("{k:?}"),
            ErrorKind::Game(k) => format!("{k:?}"),
            ErrorKind::Handicap(k) => format!("{k:?}"),
            ErrorKind::Setup(k) => format!("{k:?}"),
            ErrorKind::Score(k) => format!("{k:?}"),
            ErrorKind::Life(k) => format!("{k:?}"),
            ErrorKind::Sgf(k) => format!("{k:?}"),
            ErrorKind::Replay(k) => format!("{k:?}"),
            ErrorKind::Clock(k) => format!("{k:?}"),
            ErrorKind::TimeControl(k) => format!("{k:?}"),
            ErrorKind::Referee(k) => format!("{k:?}"),
        }
    }

    /// The variant's stable code within its family: the family's `code()`.
    pub fn variant_code(self) -> String {
        match self {
            ErrorKind::IllegalMove(k) => k.code().to_string(),
            ErrorKind::Point(k) => k.code().to_string(),
            ErrorKind::BoardParse(k) => k.code().to_string(),
            ErrorKind::Rules(k) => k.code().to_string(),
            ErrorKind::Komi(k) => k.code().to_string(),
            ErrorKind::Game(k) => k.code().to_string(),
            ErrorKind::Handicap(k) => k.code().to_string(),
            ErrorKind::Setup(k) => k.code().to_string(),
            ErrorKind::Score(k) => k.code().to_string(),
            ErrorKind::Life(k) => k.code().to_string(),
            ErrorKind::Sgf(k) => k.code().to_string(),
            ErrorKind::Replay(k) => k.code().to_string(),
            ErrorKind::Clock(k) => k.code().to_string(),
            ErrorKind::TimeControl(k) => k.code().to_string(),
            ErrorKind::Referee(k) => k.code().to_string(),
        }
    }

    /// A stable identifier, unique among all kinds: `family.variant` in
    /// `snake_case`, such as `"illegal_move.ko"` or `"clock.game_over"`.
    pub fn code(self) -> String {
        format!("{}.{}", self.family_code(), self.variant_code())
    }

    /// A representative error of this kind (placeholder details), for the
    /// bindings' tests of their mappings. Not part of the public API: hidden
    /// from the documentation, it may change or go in any release.
    #[doc(hidden)]
    pub fn sample(self) -> Error {
        let p = Point::new(0, 0);
        match self {
            ErrorKind::IllegalMove(k) => Error::IllegalMove(k),
            ErrorKind::Point(k) => Error::Point(match k {
                PointErrorKind::UnsupportedSize => PointError::UnsupportedSize {
                    width: 1,
                    height: 1,
                },
                PointErrorKind::OffBoard => PointError::OffBoard {
                    row: 19,
                    col: 0,
                    width: 19,
                    height: 19,
                },
                PointErrorKind::BadAction => PointError::BadAction {
                    action: 400,
                    max: 361,
                },
                PointErrorKind::VertexOffBoard => PointError::VertexOffBoard {
                    vertex: "A20".into(),
                    width: 19,
                    height: 19,
                },
                PointErrorKind::BadVertex => PointError::BadVertex("Z0".into()),
                PointErrorKind::BadSgfPoint => PointError::BadSgfPoint("?".into()),
                PointErrorKind::BadSgfSize => PointError::BadSgfSize("0".into()),
            }),
            ErrorKind::BoardParse(k) => Error::BoardParse(match k {
                BoardParseErrorKind::Empty => BoardParseError::Empty,
                BoardParseErrorKind::Ragged => BoardParseError::Ragged {
                    row: 2,
                    found: 1,
                    expected: 2,
                },
            }),
            ErrorKind::Rules(k) => Error::Rules(match k {
                RulesErrorKind::Unknown => RulesError::Unknown("bogus".into()),
                RulesErrorKind::BadSetting => RulesError::BadSetting {
                    key: "ko".into(),
                    value: "x".into(),
                },
            }),
            ErrorKind::Komi(k) => Error::Komi(match k {
                KomiErrorKind::Syntax => KomiError::Syntax("x".into()),
                KomiErrorKind::NotQuarterStones => KomiError::NotQuarterStones("7.25".into()),
                KomiErrorKind::OutOfRange => KomiError::OutOfRange("1e9".into()),
            }),
            ErrorKind::Game(k) => Error::Game(k.error()),
            ErrorKind::Handicap(k) => Error::Handicap(match k {
                HandicapErrorKind::NoFixedLayout => HandicapError::NoFixedLayout {
                    stones: 10,
                    size: BoardSize::STANDARD,
                },
                HandicapErrorKind::BadFreePlacement => {
                    HandicapError::BadFreePlacement("a repeated point".into())
                }
            }),
            ErrorKind::Setup(SetupErrorKind::ChainWithoutLiberties) => {
                Error::Setup(SetupError::ChainWithoutLiberties(p))
            }
            ErrorKind::Score(k) => Error::Score(match k {
                ScoreErrorKind::DeadPointEmpty => ScoreError::DeadPointEmpty(p),
                ScoreErrorKind::DeadPointOffBoard => {
                    ScoreError::DeadPointOffBoard(Point::new(30, 0))
                }
            }),
            ErrorKind::Life(LifeErrorKind::PlayoutsOutOfRange) => {
                Error::Life(LifeError::PlayoutsOutOfRange {
                    requested: 0,
                    max: MAX_PLAYOUTS,
                })
            }
            ErrorKind::Sgf(kind) => {
                Error::Sgf(SgfError::new(kind, TextPosition { line: 1, column: 1 }, ""))
            }
            ErrorKind::Replay(k) => Error::Replay(match k {
                ReplayErrorKind::NotGo => ReplayError::NotGo(2),
                ReplayErrorKind::BoardSize => ReplayError::BoardSize(PointError::UnsupportedSize {
                    width: 1,
                    height: 1,
                }),
                ReplayErrorKind::Setup => ReplayError::Setup(GameError::Handicap(
                    HandicapError::BadFreePlacement("400 handicap stones on 361 points".into()),
                )),
                ReplayErrorKind::SetupAfterMoves => ReplayError::SetupAfterMoves { after_move: 1 },
            }),
            ErrorKind::Clock(k) => Error::Clock(k),
            ErrorKind::TimeControl(k) => Error::TimeControl(k),
            ErrorKind::Referee(k) => Error::Referee(k),
        }
    }
}

/// The kind's message, without the error's detail: a family prefix
/// (`"illegal move: "`, `"SGF: "`, `"replay: "`, `"clock: "`,
/// `"time control: "`, `"referee: "`, none for the others) and the kind's own
/// `Display` (for the fieldless error enums, the error's `Display`).
impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::IllegalMove(k) => write!(f, "illegal move: {k}"),
            ErrorKind::Point(k) => k.fmt(f),
            ErrorKind::BoardParse(k) => k.fmt(f),
            ErrorKind::Rules(k) => k.fmt(f),
            ErrorKind::Komi(k) => k.fmt(f),
            ErrorKind::Game(k) => k.fmt(f),
            ErrorKind::Handicap(k) => k.fmt(f),
            ErrorKind::Setup(k) => k.fmt(f),
            ErrorKind::Score(k) => k.fmt(f),
            ErrorKind::Life(k) => k.fmt(f),
            ErrorKind::Sgf(k) => write!(f, "SGF: {k}"),
            ErrorKind::Replay(k) => write!(f, "replay: {k}"),
            ErrorKind::Clock(k) => write!(f, "clock: {k}"),
            ErrorKind::TimeControl(k) => write!(f, "time control: {k}"),
            ErrorKind::Referee(k) => write!(f, "referee: {k}"),
        }
    }
}

/// Any catalogued error, with its detail; [`Error::kind`] is its
/// [`ErrorKind`]. `Display` is the wrapped error's.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Error {
    /// A move refused by the rules.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMove),
    /// A size, point, vertex or action.
    #[error(transparent)]
    Point(#[from] PointError),
    /// An ASCII board.
    #[error(transparent)]
    BoardParse(#[from] BoardParseError),
    /// A rules name or setting.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A komi.
    #[error(transparent)]
    Komi(#[from] KomiError),
    /// A game action.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A handicap.
    #[error(transparent)]
    Handicap(#[from] HandicapError),
    /// A set-up position.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// Dead stones.
    #[error(transparent)]
    Score(#[from] ScoreError),
    /// A life-and-death estimate.
    #[error(transparent)]
    Life(#[from] LifeError),
    /// SGF text.
    #[error(transparent)]
    Sgf(#[from] SgfError),
    /// A record that cannot be replayed.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// A clock call.
    #[error(transparent)]
    Clock(#[from] ClockError),
    /// A time control.
    #[error(transparent)]
    TimeControl(#[from] TimeControlError),
    /// A referee event.
    #[error(transparent)]
    Referee(#[from] RefereeError),
}

impl Error {
    /// This error's kind (a wrapping variant has the wrapped error's kind).
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::IllegalMove(e) => e.into(),
            Error::Point(e) => e.into(),
            Error::BoardParse(e) => e.into(),
            Error::Rules(e) => e.into(),
            Error::Komi(e) => e.into(),
            Error::Game(e) => e.into(),
            Error::Handicap(e) => e.into(),
            Error::Setup(e) => e.into(),
            Error::Score(e) => e.into(),
            Error::Life(e) => e.into(),
            Error::Sgf(e) => e.into(),
            Error::Replay(e) => e.into(),
            Error::Clock(e) => e.into(),
            Error::TimeControl(e) => e.into(),
            Error::Referee(e) => e.into(),
        }
    }
}

macro_rules! fieldless_kind {
    ($($t:ty => $v:ident),* $(,)?) => {$(
        impl From<&$t> for ErrorKind {
            fn from(e: &$t) -> ErrorKind {
                ErrorKind::$v(*e)
            }
        }
    )*};
}

fieldless_kind!(
    IllegalMove => IllegalMove,
    ClockError => Clock,
    TimeControlError => TimeControl,
    RefereeError => Referee,
    SgfErrorKind => Sgf,
);

impl From<&PointError> for ErrorKind {
    fn from(e: &PointError) -> ErrorKind {
        ErrorKind::Point(match e {
            PointError::UnsupportedSize { .. } => PointErrorKind::UnsupportedSize,
            PointError::OffBoard { .. } => PointErrorKind::OffBoard,
            PointError::BadAction { .. } => PointErrorKind::BadAction,
            PointError::VertexOffBoard { .. } => PointErrorKind::VertexOffBoard,
            PointError::BadVertex(_) => PointErrorKind::BadVertex,
            PointError::BadSgfPoint(_) => PointErrorKind::BadSgfPoint,
            PointError::BadSgfSize(_) => PointErrorKind::BadSgfSize,
        })
    }
}

impl From<&BoardParseError> for ErrorKind {
    fn from(e: &BoardParseError) -> ErrorKind {
        match e {
            BoardParseError::Empty => ErrorKind::BoardParse(BoardParseErrorKind::Empty),
            BoardParseError::Ragged { .. } => ErrorKind::BoardParse(BoardParseErrorKind::Ragged),
            BoardParseError::Size(e) => e.into(),
        }
    }
}

impl From<&RulesError> for ErrorKind {
    fn from(e: &RulesError) -> ErrorKind {
        ErrorKind::Rules(match e {
            RulesError::Unknown(_) => RulesErrorKind::Unknown,
            RulesError::BadSetting { .. } => RulesErrorKind::BadSetting,
        })
    }
}

impl From<&KomiError> for ErrorKind {
    fn from(e: &KomiError) -> ErrorKind {
        ErrorKind::Komi(match e {
            KomiError::Syntax(_) => KomiErrorKind::Syntax,
            KomiError::NotQuarterStones(_) => KomiErrorKind::NotQuarterStones,
            KomiError::OutOfRange(_) => KomiErrorKind::OutOfRange,
        })
    }
}

impl From<&GameError> for ErrorKind {
    fn from(e: &GameError) -> ErrorKind {
        match e {
            GameError::Handicap(e) => e.into(),
            GameError::Setup(e) => e.into(),
            GameError::GameOver => ErrorKind::Game(GameErrorKind::GameOver),
            GameError::NotOver => ErrorKind::Game(GameErrorKind::NotOver),
            GameError::DeadStonesAgreed => ErrorKind::Game(GameErrorKind::DeadStonesAgreed),
            GameError::Score(e) => e.into(),
            GameError::Point(e) => e.into(),
        }
    }
}

impl From<&HandicapError> for ErrorKind {
    fn from(e: &HandicapError) -> ErrorKind {
        ErrorKind::Handicap(match e {
            HandicapError::NoFixedLayout { .. } => HandicapErrorKind::NoFixedLayout,
            HandicapError::BadFreePlacement(_) => HandicapErrorKind::BadFreePlacement,
        })
    }
}

impl From<&SetupError> for ErrorKind {
    fn from(e: &SetupError) -> ErrorKind {
        match e {
            SetupError::ChainWithoutLiberties(_) => {
                ErrorKind::Setup(SetupErrorKind::ChainWithoutLiberties)
            }
        }
    }
}

impl From<&ScoreError> for ErrorKind {
    fn from(e: &ScoreError) -> ErrorKind {
        ErrorKind::Score(e.kind())
    }
}

impl From<&LifeError> for ErrorKind {
    fn from(e: &LifeError) -> ErrorKind {
        match e {
            LifeError::PlayoutsOutOfRange { .. } => {
                ErrorKind::Life(LifeErrorKind::PlayoutsOutOfRange)
            }
        }
    }
}

impl From<&SgfError> for ErrorKind {
    fn from(e: &SgfError) -> ErrorKind {
        ErrorKind::Sgf(e.kind)
    }
}

impl From<&ReplayError> for ReplayErrorKind {
    fn from(e: &ReplayError) -> ReplayErrorKind {
        match e {
            ReplayError::NotGo(_) => ReplayErrorKind::NotGo,
            ReplayError::BoardSize(_) => ReplayErrorKind::BoardSize,
            ReplayError::Setup(_) => ReplayErrorKind::Setup,
            ReplayError::SetupAfterMoves { .. } => ReplayErrorKind::SetupAfterMoves,
        }
    }
}

impl From<&ReplayError> for ErrorKind {
    fn from(e: &ReplayError) -> ErrorKind {
        ErrorKind::Replay(e.into())
    }
}

impl From<&Error> for ErrorKind {
    fn from(e: &Error) -> ErrorKind {
        e.kind()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn error_list_is_distinct() {
        let all: Vec<ErrorKind> = ErrorKind::all().collect();
        let kinds: HashSet<ErrorKind> = all.iter().copied().collect();
        assert_eq!(kinds.len(), all.len());
        let codes: HashSet<String> = all.iter().map(|k| k.code()).collect();
        assert_eq!(codes.len(), all.len());
        // Each family with all of its own `ALL` (no hand-kept count).
        let illegal = all.iter().filter(|k| k.family() == "IllegalMove").count();
        assert_eq!(illegal, IllegalMove::ALL.len());
        let referee = all.iter().filter(|k| k.family() == "RefereeError").count();
        assert_eq!(referee, RefereeError::ALL.len());
    }

    #[test]
    fn codes_are_snake_case_and_messages_non_empty() {
        for kind in ErrorKind::all() {
            let code = kind.code();
            let ok = code
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '_' || c == '.');
            assert!(ok, "{code}");
            assert_eq!(code.matches('.').count(), 1, "{code}");
            assert!(!kind.to_string().is_empty(), "{kind:?}");
        }
    }

    #[test]
    fn replay_error_kind_names_come_from_the_catalogue() {
        // The variant names as written in replay.rs, in declaration order.
        assert_eq!(
            ReplayError::ALL_KINDS,
            ["NotGo", "BoardSize", "Setup", "SetupAfterMoves"]
        );
        for k in ReplayErrorKind::ALL {
            let Error::Replay(e) = ErrorKind::Replay(k).sample() else {
                panic!("{k:?}'s sample is no replay error");
            };
            assert_eq!(e.kind(), k.name());
            assert_eq!(ErrorKind::Replay(k).variant(), k.name());
        }
    }

    #[test]
    fn every_sample_has_its_kind() {
        for kind in ErrorKind::all() {
            let sample = kind.sample();
            assert_eq!(sample.kind(), kind);
            assert!(!sample.to_string().is_empty());
        }
    }

    #[test]
    fn wrapping_variants_have_the_wrapped_kind() {
        let off = PointError::OffBoard {
            row: 9,
            col: 0,
            width: 9,
            height: 9,
        };
        let kind = ErrorKind::Point(PointErrorKind::OffBoard);
        assert_eq!(ErrorKind::from(&GameError::Point(off.clone())), kind);
        assert_eq!(ErrorKind::from(&BoardParseError::Size(off)), kind);
        let dead = ScoreError::DeadPointEmpty(Point::new(0, 0));
        assert_eq!(
            ErrorKind::from(&GameError::Score(dead)),
            ErrorKind::Score(ScoreErrorKind::DeadPointEmpty)
        );
    }

    #[test]
    fn fieldless_messages_are_the_errors_display() {
        assert_eq!(
            ErrorKind::Game(GameErrorKind::NotOver).to_string(),
            GameError::NotOver.to_string()
        );
        assert_eq!(
            ErrorKind::Clock(ClockError::Paused).to_string(),
            format!("clock: {}", ClockError::Paused)
        );
        // Both limits, six words and eleven (704 bits).
        let size = ErrorKind::Point(PointErrorKind::UnsupportedSize).to_string();
        assert!(
            size.ends_with(&format!("384 bits for six, {BOARD_BITS} for eleven)")),
            "{size}"
        );
    }
}

//! `ty_status`: the one result type of the C ABI, and the mapping of every core
//! error kind ([`tianyuan_core::error::ErrorKind`]) to its own number.
//!
//! The enum is written out by hand: cbindgen reads the source without
//! expanding macros, and the names and numbers are ABI. [`ty_status::of`] maps
//! the core's catalogue onto it with one exhaustive match (a new core kind
//! does not compile until it has a status), the messages of core statuses are
//! the core's `Display` of the kind, and the tests check that every kind has
//! exactly one status and every non-C-layer status exactly one kind.
//!
//! "The game is over" keeps its four statuses (`IllegalGameOver`, `GameOver`,
//! `ClockGameOver`, `RefereeGameOver`): four objects refuse with it (a move,
//! a game action, the clock, the referee), each with its own end, and the
//! numbers are ABI.

use std::ffi::{c_char, CStr, CString};
use std::sync::OnceLock;

use tianyuan_core::clock::{ClockError, TimeControlError};
use tianyuan_core::error::{
    Error, ErrorKind, GameErrorKind, HandicapErrorKind, KomiErrorKind, LifeErrorKind,
    PointErrorKind, ReplayErrorKind, RulesErrorKind, SetupErrorKind,
};
use tianyuan_core::referee::RefereeError;
use tianyuan_core::replay::ReplayError;
use tianyuan_core::sgf::SgfErrorKind;
use tianyuan_core::{
    GameError, HandicapError, IllegalMove, KomiError, LifeError, PointError, RulesError,
    ScoreError, ScoreErrorKind, SetupError,
};

use crate::guard::guard_value;

/// The result of every fallible function. The numbers are part of the ABI: they
/// are grouped in blocks and never reused. 0 is success; 1xx: a bad argument;
/// 2xx: an illegal move (one per reason); 3xx: game, rules, komi, handicap and
/// score errors (330–339: the life-and-death estimate); 4xx: SGF errors (430–433: a record that cannot be replayed);
/// 5xx: clock errors (500–509) and time-control errors (520–526); 6xx: referee
/// errors; 9xx: internal errors.
#[allow(non_camel_case_types)]
#[repr(u32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ty_status {
    /// Success.
    Ok = 0,

    /// A required pointer argument was NULL or misaligned for its type, or a
    /// buffer's element count was too large for any buffer (its size in bytes
    /// above `PTRDIFF_MAX`).
    NullPointer = 100,
    /// A text argument is not valid UTF-8.
    BadUtf8 = 101,
    /// A caller buffer is too short; the needed length was written.
    BufferTooSmall = 102,
    /// A numeric argument is outside its documented range (a colour, a format,
    /// a mode, a rule choice, a record index).
    OutOfRange = 103,
    /// Text that is not a GTP vertex (`D4`, `pass`).
    BadVertex = 104,
    /// A board size outside 2..=25 per side.
    BadSize = 105,
    /// A `(row, col)` point off the board.
    PointOffBoard = 106,
    /// A flat point index at or beyond `width * height`.
    BadIndex = 107,
    /// Text that is not an SGF point.
    BadSgfPoint = 108,
    /// A GTP vertex of the right form off the board (`A10` on 9×9).
    VertexOffBoard = 109,
    /// An SGF `SZ` value that is not a board size (`SZ[0]`, `SZ[abc]`,
    /// `SZ[19:0]`: not `n` or `w:h` with whole-number sides 1..=52); a valid
    /// SGF size the engine does not support (`SZ[26]`) is `BadSize`.
    BadSgfSize = 110,

    /// Illegal move: the point is off the board.
    IllegalOffBoard = 200,
    /// Illegal move: the point is occupied (art. 2).
    IllegalOccupied = 201,
    /// Illegal move: suicide, a forbidden point (1988/2002 art. 5).
    IllegalSuicide = 202,
    /// Illegal move: immediate recapture of a ko (2002 art. 18.3, 20).
    IllegalKo = 203,
    /// Illegal move: recreates an earlier whole-board position (1988 art. 6).
    IllegalPositionalSuperko = 204,
    /// Illegal move: recreates an earlier position with the same player to move
    /// (2002 art. 6).
    IllegalSituationalSuperko = 205,
    /// Illegal move: not this colour's turn (art. 2).
    IllegalWrongPlayer = 206,
    /// Illegal move: the game has ended.
    IllegalGameOver = 207,

    /// The game is over (resign, agree, … refused).
    GameOver = 300,
    /// The game is not over, so it cannot be resumed.
    GameNotOver = 301,
    /// A set-up chain has no liberty.
    SetupChainWithoutLiberties = 302,
    /// No fixed handicap layout for this many stones on this board.
    HandicapNoFixedLayout = 303,
    /// A free handicap placement with fewer than 2 stones, a repeated point or
    /// no empty point left.
    HandicapBadFreePlacement = 304,
    /// A point marked dead holds no stone.
    ScoreDeadPointEmpty = 305,
    /// A point marked dead is off the board.
    ScoreDeadPointOffBoard = 306,
    /// No move to undo.
    NothingToUndo = 307,
    /// The game has no result yet (ongoing, or ended by passes or agreement and
    /// not counted).
    NoResult = 308,
    /// The dead stones are agreed and the result is final: no one may resume,
    /// agree again or undo (2002 art. 21.3).
    DeadStonesAgreed = 309,
    /// A territory-scoring rule set (Japanese, Korean…): not supported.
    RulesTerritoryNotSupported = 310,
    /// A rules name tianyuan does not know.
    RulesUnknown = 311,
    /// A rule setting key or value that does not exist.
    RulesBadSetting = 312,
    /// KataGo's `stone-scoring` (area scoring with a group tax of two points
    /// a group): not counted by tianyuan.
    RulesGroupTaxNotSupported = 313,
    /// Komi text that is not a number.
    KomiSyntax = 320,
    /// Komi that is not a multiple of ¼ stone (½ point).
    KomiNotQuarterStones = 321,
    /// Komi beyond ±1000 stones (±4000 quarter stones).
    KomiOutOfRange = 322,
    /// A life-and-death estimate asked for 0 playouts or more than 100,000
    /// (`TY_MAX_PLAYOUTS`).
    LifePlayoutsOutOfRange = 330,

    /// SGF: the input is larger than 64 MiB.
    SgfInputTooLarge = 400,
    /// SGF: no game tree `(;` found.
    SgfNoGameTree = 401,
    /// SGF: a `(` not followed by a node `;`.
    SgfExpectedNode = 402,
    /// SGF: a character that has no place here.
    SgfUnexpectedCharacter = 403,
    /// SGF: a bad property identifier.
    SgfBadIdentifier = 404,
    /// SGF: a property identifier without a value.
    SgfMissingValue = 405,
    /// SGF: the input ends inside a value.
    SgfUnterminatedValue = 406,
    /// SGF: the input ends right after `(`.
    SgfUnterminatedTree = 407,
    /// SGF: a value longer than 1 MiB.
    SgfValueTooLong = 408,
    /// SGF: more than 4,000,000 nodes.
    SgfTooManyNodes = 409,
    /// SGF: more than 8,000,000 property values.
    SgfTooManyValues = 410,
    /// SGF: more than 100,000 game trees.
    SgfTooManyGames = 411,
    /// SGF: the record handle holds no parsed record yet.
    SgfNotLoaded = 420,
    /// SGF tree: the node has no property with that identifier.
    SgfNoSuchProperty = 421,
    /// SGF tree: the root node has no parent and cannot be removed.
    SgfRootNode = 422,
    /// Replay: the record is not a game of Go (`GM` other than 1).
    ReplayNotGo = 430,
    /// Replay: the record's board size (`SZ`) is not supported.
    ReplayBoardSize = 431,
    /// Replay: the record's set-up cannot start a game (`HA` asks for more
    /// handicap stones than the board has points).
    ReplaySetup = 432,
    /// Replay: set-up stones after the first move, in strict mode.
    ReplaySetupAfterMoves = 433,

    /// Clock: the clock has not been started.
    ClockNotStarted = 500,
    /// Clock: the clock is already started.
    ClockAlreadyStarted = 501,
    /// Clock: the clock is paused.
    ClockPaused = 502,
    /// Clock: the clock is not paused.
    ClockNotPaused = 503,
    /// Clock: the other player's clock is running.
    ClockWrongColor = 504,
    /// Clock: a player is out of time.
    ClockFlagged = 505,
    /// Clock: this player has not run out of time.
    ClockNoFlag = 506,
    /// Clock: overtime cannot be charged as a pass here (1988 art. 23.5, or no byo-yomi).
    ClockPassNotAllowed = 507,
    /// Clock: the game is over on the clock (forfeit or lost on time).
    ClockGameOver = 508,
    /// Clock: stones given for a control without overtime periods.
    ClockStonesWithoutOvertime = 509,
    /// Time control: a byo-yomi or Canadian period of zero length.
    TimeControlZeroPeriod = 520,
    /// Time control: a Canadian period with zero stones.
    TimeControlZeroStones = 521,
    /// Time control: more reserved minutes than the total time.
    TimeControlReservedExceedsTotal = 522,
    /// Time control: time or count out of range.
    TimeControlOverflow = 523,
    /// Time control: unknown time system.
    TimeControlUnknownSystem = 524,
    /// Time control: wrong number of arguments.
    TimeControlArgumentCount = 525,
    /// Time control: not a non-negative whole number.
    TimeControlBadNumber = 526,

    /// Referee: the point is off the board.
    RefereeOffBoard = 600,
    /// Referee: the point is occupied.
    RefereeOccupied = 601,
    /// Referee: there is no stone on that point.
    RefereeNoStone = 602,
    /// Referee: it is not that player's turn.
    RefereeNotYourTurn = 603,
    /// Referee: there is no move of that player to take back.
    RefereeNothingToTakeBack = 604,
    /// Referee: the opponent has not proposed to end the game.
    RefereeNoProposal = 605,
    /// Referee: play has not ended.
    RefereePlayNotEnded = 606,
    /// Referee: play has ended.
    RefereePlayEnded = 607,
    /// Referee: the game is over.
    RefereeGameOver = 608,

    /// An internal error: a panic was caught at the C boundary. Please report it.
    Internal = 900,
}

impl ty_status {
    /// Every status, in number order (for tests and the fuzz target).
    pub const ALL: [ty_status; 84] = [
        ty_status::Ok,
        ty_status::NullPointer,
        ty_status::BadUtf8,
        ty_status::BufferTooSmall,
        ty_status::OutOfRange,
        ty_status::BadVertex,
        ty_status::BadSize,
        ty_status::PointOffBoard,
        ty_status::BadIndex,
        ty_status::BadSgfPoint,
        ty_status::VertexOffBoard,
        ty_status::BadSgfSize,
        ty_status::IllegalOffBoard,
        ty_status::IllegalOccupied,
        ty_status::IllegalSuicide,
        ty_status::IllegalKo,
        ty_status::IllegalPositionalSuperko,
        ty_status::IllegalSituationalSuperko,
        ty_status::IllegalWrongPlayer,
        ty_status::IllegalGameOver,
        ty_status::GameOver,
        ty_status::GameNotOver,
        ty_status::SetupChainWithoutLiberties,
        ty_status::HandicapNoFixedLayout,
        ty_status::HandicapBadFreePlacement,
        ty_status::ScoreDeadPointEmpty,
        ty_status::ScoreDeadPointOffBoard,
        ty_status::NothingToUndo,
        ty_status::NoResult,
        ty_status::DeadStonesAgreed,
        ty_status::RulesTerritoryNotSupported,
        ty_status::RulesUnknown,
        ty_status::RulesBadSetting,
        ty_status::RulesGroupTaxNotSupported,
        ty_status::KomiSyntax,
        ty_status::KomiNotQuarterStones,
        ty_status::KomiOutOfRange,
        ty_status::LifePlayoutsOutOfRange,
        ty_status::SgfInputTooLarge,
        ty_status::SgfNoGameTree,
        ty_status::SgfExpectedNode,
        ty_status::SgfUnexpectedCharacter,
        ty_status::SgfBadIdentifier,
        ty_status::SgfMissingValue,
        ty_status::SgfUnterminatedValue,
        ty_status::SgfUnterminatedTree,
        ty_status::SgfValueTooLong,
        ty_status::SgfTooManyNodes,
        ty_status::SgfTooManyValues,
        ty_status::SgfTooManyGames,
        ty_status::SgfNotLoaded,
        ty_status::SgfNoSuchProperty,
        ty_status::SgfRootNode,
        ty_status::ReplayNotGo,
        ty_status::ReplayBoardSize,
        ty_status::ReplaySetup,
        ty_status::ReplaySetupAfterMoves,
        ty_status::ClockNotStarted,
        ty_status::ClockAlreadyStarted,
        ty_status::ClockPaused,
        ty_status::ClockNotPaused,
        ty_status::ClockWrongColor,
        ty_status::ClockFlagged,
        ty_status::ClockNoFlag,
        ty_status::ClockPassNotAllowed,
        ty_status::ClockGameOver,
        ty_status::ClockStonesWithoutOvertime,
        ty_status::TimeControlZeroPeriod,
        ty_status::TimeControlZeroStones,
        ty_status::TimeControlReservedExceedsTotal,
        ty_status::TimeControlOverflow,
        ty_status::TimeControlUnknownSystem,
        ty_status::TimeControlArgumentCount,
        ty_status::TimeControlBadNumber,
        ty_status::RefereeOffBoard,
        ty_status::RefereeOccupied,
        ty_status::RefereeNoStone,
        ty_status::RefereeNotYourTurn,
        ty_status::RefereeNothingToTakeBack,
        ty_status::RefereeNoProposal,
        ty_status::RefereePlayNotEnded,
        ty_status::RefereePlayEnded,
        ty_status::RefereeGameOver,
        ty_status::Internal,
    ];

    /// The status with this number, if it is one.
    pub fn from_u32(n: u32) -> Option<ty_status> {
        Self::ALL.into_iter().find(|s| *s as u32 == n)
    }

    /// The status of a core error kind: one per kind of the core's catalogue
    /// ([`ErrorKind::all`]). `None` only for the kinds the C API cannot
    /// return ([`ErrorKind::BoardParse`]: no entry point reads ASCII boards).
    ///
    /// The enum itself is written out above because cbindgen reads the
    /// source and does not expand macros; the tests check it against the
    /// catalogue: every kind has exactly one status, every status but the
    /// C layer's own ([`ty_status::kind`] `None`) exactly one kind.
    pub const fn of(kind: ErrorKind) -> Option<ty_status> {
        use ty_status as S;
        Some(match kind {
            ErrorKind::IllegalMove(m) => match m {
                IllegalMove::OffBoard => S::IllegalOffBoard,
                IllegalMove::Occupied => S::IllegalOccupied,
                IllegalMove::Suicide => S::IllegalSuicide,
                IllegalMove::Ko => S::IllegalKo,
                IllegalMove::PositionalSuperko => S::IllegalPositionalSuperko,
                IllegalMove::SituationalSuperko => S::IllegalSituationalSuperko,
                IllegalMove::WrongPlayer => S::IllegalWrongPlayer,
                IllegalMove::GameOver => S::IllegalGameOver,
            },
            ErrorKind::Point(k) => match k {
                PointErrorKind::UnsupportedSize => S::BadSize,
                PointErrorKind::OffBoard => S::PointOffBoard,
                PointErrorKind::BadAction => S::BadIndex,
                PointErrorKind::VertexOffBoard => S::VertexOffBoard,
                PointErrorKind::BadVertex => S::BadVertex,
                PointErrorKind::BadSgfPoint => S::BadSgfPoint,
                PointErrorKind::BadSgfSize => S::BadSgfSize,
            },
            ErrorKind::BoardParse(_) => return None,
            ErrorKind::Rules(k) => match k {
                RulesErrorKind::TerritoryNotSupported => S::RulesTerritoryNotSupported,
                RulesErrorKind::GroupTaxNotSupported => S::RulesGroupTaxNotSupported,
                RulesErrorKind::Unknown => S::RulesUnknown,
                RulesErrorKind::BadSetting => S::RulesBadSetting,
            },
            ErrorKind::Komi(k) => match k {
                KomiErrorKind::Syntax => S::KomiSyntax,
                KomiErrorKind::NotQuarterStones => S::KomiNotQuarterStones,
                KomiErrorKind::OutOfRange => S::KomiOutOfRange,
            },
            ErrorKind::Game(k) => match k {
                GameErrorKind::GameOver => S::GameOver,
                GameErrorKind::NotOver => S::GameNotOver,
                GameErrorKind::DeadStonesAgreed => S::DeadStonesAgreed,
            },
            ErrorKind::Handicap(k) => match k {
                HandicapErrorKind::NoFixedLayout => S::HandicapNoFixedLayout,
                HandicapErrorKind::BadFreePlacement => S::HandicapBadFreePlacement,
            },
            ErrorKind::Setup(SetupErrorKind::ChainWithoutLiberties) => {
                S::SetupChainWithoutLiberties
            }
            ErrorKind::Score(k) => match k {
                ScoreErrorKind::DeadPointEmpty => S::ScoreDeadPointEmpty,
                ScoreErrorKind::DeadPointOffBoard => S::ScoreDeadPointOffBoard,
            },
            ErrorKind::Life(LifeErrorKind::PlayoutsOutOfRange) => S::LifePlayoutsOutOfRange,
            ErrorKind::Sgf(k) => match k {
                SgfErrorKind::InputTooLarge => S::SgfInputTooLarge,
                SgfErrorKind::NoGameTree => S::SgfNoGameTree,
                SgfErrorKind::ExpectedNode => S::SgfExpectedNode,
                SgfErrorKind::UnexpectedCharacter => S::SgfUnexpectedCharacter,
                SgfErrorKind::BadIdentifier => S::SgfBadIdentifier,
                SgfErrorKind::MissingValue => S::SgfMissingValue,
                SgfErrorKind::UnterminatedValue => S::SgfUnterminatedValue,
                SgfErrorKind::UnterminatedTree => S::SgfUnterminatedTree,
                SgfErrorKind::ValueTooLong => S::SgfValueTooLong,
                SgfErrorKind::TooManyNodes => S::SgfTooManyNodes,
                SgfErrorKind::TooManyValues => S::SgfTooManyValues,
                SgfErrorKind::TooManyGames => S::SgfTooManyGames,
            },
            ErrorKind::Replay(k) => match k {
                ReplayErrorKind::NotGo => S::ReplayNotGo,
                ReplayErrorKind::BoardSize => S::ReplayBoardSize,
                ReplayErrorKind::Setup => S::ReplaySetup,
                ReplayErrorKind::SetupAfterMoves => S::ReplaySetupAfterMoves,
            },
            ErrorKind::Clock(e) => match e {
                ClockError::NotStarted => S::ClockNotStarted,
                ClockError::AlreadyStarted => S::ClockAlreadyStarted,
                ClockError::Paused => S::ClockPaused,
                ClockError::NotPaused => S::ClockNotPaused,
                ClockError::WrongColor => S::ClockWrongColor,
                ClockError::Flagged => S::ClockFlagged,
                ClockError::NoFlag => S::ClockNoFlag,
                ClockError::PassNotAllowed => S::ClockPassNotAllowed,
                ClockError::GameOver => S::ClockGameOver,
                ClockError::StonesWithoutOvertime => S::ClockStonesWithoutOvertime,
            },
            ErrorKind::TimeControl(e) => match e {
                TimeControlError::ZeroPeriod => S::TimeControlZeroPeriod,
                TimeControlError::ZeroStones => S::TimeControlZeroStones,
                TimeControlError::ReservedExceedsTotal => S::TimeControlReservedExceedsTotal,
                TimeControlError::Overflow => S::TimeControlOverflow,
                TimeControlError::UnknownSystem => S::TimeControlUnknownSystem,
                TimeControlError::ArgumentCount => S::TimeControlArgumentCount,
                TimeControlError::BadNumber => S::TimeControlBadNumber,
            },
            ErrorKind::Referee(e) => match e {
                RefereeError::OffBoard => S::RefereeOffBoard,
                RefereeError::Occupied => S::RefereeOccupied,
                RefereeError::NoStone => S::RefereeNoStone,
                RefereeError::NotYourTurn => S::RefereeNotYourTurn,
                RefereeError::NothingToTakeBack => S::RefereeNothingToTakeBack,
                RefereeError::NoProposal => S::RefereeNoProposal,
                RefereeError::PlayNotEnded => S::RefereePlayNotEnded,
                RefereeError::PlayEnded => S::RefereePlayEnded,
                RefereeError::GameOver => S::RefereeGameOver,
            },
        })
    }

    /// The core error kind of this status, or `None` for the C layer's own
    /// statuses (success, pointers, text, buffers, ranges, handles, internal).
    pub fn kind(self) -> Option<ErrorKind> {
        ErrorKind::all().find(|&k| ty_status::of(k) == Some(self))
    }

    /// A static English message, NUL-terminated: for a core error, the
    /// core's `Display` of its [`ErrorKind`]; for the C layer's own statuses,
    /// their text here.
    pub fn message(self) -> &'static CStr {
        match self {
            ty_status::Ok => c"ok",
            ty_status::NullPointer => {
                c"a required pointer argument was NULL or misaligned, or a buffer's count too large"
            }
            ty_status::BadUtf8 => c"text is not valid UTF-8",
            ty_status::BufferTooSmall => c"buffer too small; the needed length was written",
            ty_status::OutOfRange => c"argument out of range",
            ty_status::NothingToUndo => c"no move to undo",
            ty_status::NoResult => c"the game has no result yet",
            ty_status::SgfNotLoaded => c"SGF: no record loaded in this handle",
            ty_status::SgfNoSuchProperty => c"SGF tree: the node has no such property",
            ty_status::SgfRootNode => {
                c"SGF tree: the root node has no parent and cannot be removed"
            }
            ty_status::Internal => c"internal error (a panic was caught); please report it",
            other => core_message(other),
        }
    }
}

/// The core's message of a core status, made once per process.
fn core_message(status: ty_status) -> &'static CStr {
    static MESSAGES: OnceLock<Vec<(ty_status, CString)>> = OnceLock::new();
    let messages = MESSAGES.get_or_init(|| {
        ErrorKind::all()
            .filter_map(|kind| {
                let status = ty_status::of(kind)?;
                // A core message never holds NUL; drop one rather than fail.
                let text = kind.to_string().replace('\0', "");
                Some((status, CString::new(text).unwrap_or_default()))
            })
            .collect()
    });
    messages
        .iter()
        .find(|(s, _)| *s == status)
        .map_or(c"unknown status", |(_, m)| m.as_c_str())
}

fn status_of(kind: impl Into<ErrorKind>) -> ty_status {
    ty_status::of(kind.into()).unwrap_or(ty_status::Internal)
}

/// The status of an illegal move: one per [`IllegalMove`] variant.
pub fn illegal(reason: IllegalMove) -> ty_status {
    status_of(&reason)
}

/// The status of a point, size or vertex error: one per [`PointError`] variant.
pub fn point(error: &PointError) -> ty_status {
    status_of(error)
}

/// The status of a handicap error.
pub fn handicap(error: &HandicapError) -> ty_status {
    status_of(error)
}

/// The status of a set-up error.
pub fn setup(error: &SetupError) -> ty_status {
    status_of(error)
}

/// The status of a count error.
pub fn score(error: &ScoreError) -> ty_status {
    status_of(error)
}

/// The status of a game error: the status of its kind (a wrapped error's
/// for the variants that wrap one).
pub fn game(error: &GameError) -> ty_status {
    status_of(error)
}

/// The status of a rules error.
pub fn rules(error: &RulesError) -> ty_status {
    status_of(error)
}

/// The status of a komi error.
pub fn komi(error: &KomiError) -> ty_status {
    status_of(error)
}

/// The status of a life-and-death estimate error: one per [`LifeError`] variant.
pub fn life(error: &LifeError) -> ty_status {
    status_of(error)
}

/// The status of an SGF syntax error: one per [`SgfErrorKind`].
pub fn sgf(kind: SgfErrorKind) -> ty_status {
    status_of(&kind)
}

/// The status of a replay error: one per [`ReplayError`] kind.
pub fn replay(error: &ReplayError) -> ty_status {
    status_of(error)
}

/// The status of a clock error: one per [`ClockError`] variant.
pub fn clock(error: ClockError) -> ty_status {
    status_of(&error)
}

/// The status of a time-control error: one per [`TimeControlError`] variant.
pub fn time_control(error: TimeControlError) -> ty_status {
    status_of(&error)
}

/// The status of a referee error: one per [`RefereeError`] variant.
pub fn referee(error: RefereeError) -> ty_status {
    status_of(&error)
}

/// The status of any catalogued core error.
pub fn core(error: &Error) -> ty_status {
    status_of(error)
}

/// A static, NUL-terminated English message for `status` (any number: an
/// unknown one gives `"unknown status"`). Never NULL; do not free it.
///
/// Thread safety: may be called from any thread at any time.
#[no_mangle]
pub extern "C" fn ty_status_message(status: u32) -> *const c_char {
    guard_value(c"internal error".as_ptr(), || {
        match ty_status::from_u32(status) {
            Some(s) => s.message(),
            None => c"unknown status",
        }
        .as_ptr()
    })
}

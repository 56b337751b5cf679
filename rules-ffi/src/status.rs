//! `ty_status`: the one result type of the C ABI, and the mapping of every core
//! error variant to its own number.

use std::ffi::c_char;

use tianyuan_core::clock::{ClockError, TimeControlError};
use tianyuan_core::referee::RefereeError;
use tianyuan_core::replay::ReplayError;
use tianyuan_core::sgf::SgfErrorKind;
use tianyuan_core::{
    GameError, HandicapError, IllegalMove, KomiError, LifeError, PointError, RulesError,
    ScoreError, SetupError,
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
    /// A board size outside 2..=25 per side or too large for the bitboard.
    BadSize = 105,
    /// A `(row, col)` point off the board.
    PointOffBoard = 106,
    /// A flat point index at or beyond `width * height`.
    BadIndex = 107,
    /// Text that is not an SGF point.
    BadSgfPoint = 108,
    /// A GTP vertex of the right form off the board (`A10` on 9×9).
    VertexOffBoard = 109,

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
    /// Replay: the record's set-up stones (`AB`/`AW`) leave a chain without
    /// liberties.
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
    pub const ALL: [ty_status; 82] = [
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

    /// A static English message, NUL-terminated.
    pub const fn message(self) -> &'static std::ffi::CStr {
        match self {
            ty_status::Ok => c"ok",
            ty_status::NullPointer => {
                c"a required pointer argument was NULL or misaligned, or a buffer's count too large"
            }
            ty_status::BadUtf8 => c"text is not valid UTF-8",
            ty_status::BufferTooSmall => c"buffer too small; the needed length was written",
            ty_status::OutOfRange => c"argument out of range",
            ty_status::BadVertex => c"bad GTP vertex: expected a column letter A-Z without I and a row number, or 'pass'",
            ty_status::BadSize => c"unsupported board size: each side 2..=25 and (width+1)*height <= 384",
            ty_status::PointOffBoard => c"point off the board",
            ty_status::BadIndex => c"point index at or beyond width*height",
            ty_status::BadSgfPoint => c"bad SGF point",
            ty_status::VertexOffBoard => c"GTP vertex off the board",
            ty_status::IllegalOffBoard => c"illegal move: the point is off the board",
            ty_status::IllegalOccupied => c"illegal move: the point is occupied",
            ty_status::IllegalSuicide => c"illegal move: suicide, the point is forbidden (art. 5)",
            ty_status::IllegalKo => c"illegal move: ko, immediate recapture is forbidden",
            ty_status::IllegalPositionalSuperko => c"illegal move: positional superko (1988 art. 6)",
            ty_status::IllegalSituationalSuperko => c"illegal move: situational superko (2002 art. 6)",
            ty_status::IllegalWrongPlayer => c"illegal move: it is the other side's turn",
            ty_status::IllegalGameOver => c"illegal move: the game is over",
            ty_status::GameOver => c"the game is over",
            ty_status::GameNotOver => c"the game is not over",
            ty_status::SetupChainWithoutLiberties => c"a set-up chain has no liberty",
            ty_status::HandicapNoFixedLayout => c"no fixed handicap layout for this many stones on this board",
            ty_status::HandicapBadFreePlacement => c"bad free handicap placement",
            ty_status::ScoreDeadPointEmpty => c"a point marked dead holds no stone",
            ty_status::ScoreDeadPointOffBoard => c"a point marked dead is off the board",
            ty_status::NothingToUndo => c"no move to undo",
            ty_status::NoResult => c"the game has no result yet",
            ty_status::DeadStonesAgreed => c"the dead stones are agreed and the result is final: no one may resume (2002 art. 21.3)",
            ty_status::RulesTerritoryNotSupported => c"territory scoring is not supported (area scoring only)",
            ty_status::RulesUnknown => c"unknown rules name",
            ty_status::RulesBadSetting => c"bad rule setting",
            ty_status::KomiSyntax => c"bad komi: expected a number such as 7.5",
            ty_status::KomiNotQuarterStones => c"komi is not a multiple of 1/4 stone (1/2 point)",
            ty_status::KomiOutOfRange => c"komi out of range",
            ty_status::LifePlayoutsOutOfRange => c"playouts out of range: 1 to 100000 (TY_MAX_PLAYOUTS)",
            ty_status::SgfInputTooLarge => c"SGF: input larger than the 64 MiB limit",
            ty_status::SgfNoGameTree => c"SGF: no game tree '(;' found",
            ty_status::SgfExpectedNode => c"SGF: expected a node ';' after '('",
            ty_status::SgfUnexpectedCharacter => c"SGF: unexpected character",
            ty_status::SgfBadIdentifier => c"SGF: bad property identifier",
            ty_status::SgfMissingValue => c"SGF: property identifier without a value",
            ty_status::SgfUnterminatedValue => c"SGF: input ends inside a property value",
            ty_status::SgfUnterminatedTree => c"SGF: input ends right after '('",
            ty_status::SgfValueTooLong => c"SGF: property value longer than the 1 MiB limit",
            ty_status::SgfTooManyNodes => c"SGF: too many nodes",
            ty_status::SgfTooManyValues => c"SGF: too many property values",
            ty_status::SgfTooManyGames => c"SGF: too many game trees",
            ty_status::SgfNotLoaded => c"SGF: no record loaded in this handle",
            ty_status::SgfNoSuchProperty => c"SGF tree: the node has no such property",
            ty_status::SgfRootNode => c"SGF tree: the root node has no parent and cannot be removed",
            ty_status::ReplayNotGo => c"replay: the record is not a game of Go (GM is not 1)",
            ty_status::ReplayBoardSize => c"replay: the record's board size is not supported",
            ty_status::ReplaySetup => c"replay: the record's set-up leaves a chain without liberties",
            ty_status::ReplaySetupAfterMoves => c"replay: set-up stones after the first move (strict mode)",
            ty_status::ClockNotStarted => c"clock: the clock has not been started",
            ty_status::ClockAlreadyStarted => c"clock: the clock is already started",
            ty_status::ClockPaused => c"clock: the clock is paused",
            ty_status::ClockNotPaused => c"clock: the clock is not paused",
            ty_status::ClockWrongColor => c"clock: the other player's clock is running",
            ty_status::ClockFlagged => c"clock: a player is out of time",
            ty_status::ClockNoFlag => c"clock: this player has not run out of time",
            ty_status::ClockPassNotAllowed => c"clock: overtime cannot be charged as a pass here (1988 art. 23.5, or no byo-yomi)",
            ty_status::ClockGameOver => c"clock: the game is over on the clock (forfeit or lost on time)",
            ty_status::ClockStonesWithoutOvertime => c"clock: stones given for a control without overtime periods",
            ty_status::TimeControlZeroPeriod => c"time control: a byo-yomi or Canadian period of zero length",
            ty_status::TimeControlZeroStones => c"time control: a Canadian period with zero stones",
            ty_status::TimeControlReservedExceedsTotal => c"time control: more reserved minutes than the total time",
            ty_status::TimeControlOverflow => c"time control: time or count out of range",
            ty_status::TimeControlUnknownSystem => c"time control: unknown time system",
            ty_status::TimeControlArgumentCount => c"time control: wrong number of arguments",
            ty_status::TimeControlBadNumber => c"time control: not a non-negative whole number",
            ty_status::RefereeOffBoard => c"referee: the point is off the board",
            ty_status::RefereeOccupied => c"referee: the point is occupied",
            ty_status::RefereeNoStone => c"referee: there is no stone on that point",
            ty_status::RefereeNotYourTurn => c"referee: it is not that player's turn",
            ty_status::RefereeNothingToTakeBack => c"referee: there is no move of that player to take back",
            ty_status::RefereeNoProposal => c"referee: the opponent has not proposed to end the game",
            ty_status::RefereePlayNotEnded => c"referee: play has not ended",
            ty_status::RefereePlayEnded => c"referee: play has ended",
            ty_status::RefereeGameOver => c"referee: the game is over",
            ty_status::Internal => c"internal error (a panic was caught); please report it",
        }
    }
}

/// The status of an illegal move: one per [`IllegalMove`] variant.
pub const fn illegal(reason: IllegalMove) -> ty_status {
    match reason {
        IllegalMove::OffBoard => ty_status::IllegalOffBoard,
        IllegalMove::Occupied => ty_status::IllegalOccupied,
        IllegalMove::Suicide => ty_status::IllegalSuicide,
        IllegalMove::Ko => ty_status::IllegalKo,
        IllegalMove::PositionalSuperko => ty_status::IllegalPositionalSuperko,
        IllegalMove::SituationalSuperko => ty_status::IllegalSituationalSuperko,
        IllegalMove::WrongPlayer => ty_status::IllegalWrongPlayer,
        IllegalMove::GameOver => ty_status::IllegalGameOver,
    }
}

/// The status of a point, size or vertex error: one per [`PointError`] variant.
pub const fn point(error: &PointError) -> ty_status {
    match error {
        PointError::UnsupportedSize { .. } => ty_status::BadSize,
        PointError::OffBoard { .. } => ty_status::PointOffBoard,
        PointError::BadAction { .. } => ty_status::BadIndex,
        PointError::BadVertex(_) => ty_status::BadVertex,
        PointError::BadSgfPoint(_) => ty_status::BadSgfPoint,
        PointError::VertexOffBoard { .. } => ty_status::VertexOffBoard,
    }
}

/// The status of a handicap error.
pub const fn handicap(error: &HandicapError) -> ty_status {
    match error {
        HandicapError::NoFixedLayout { .. } => ty_status::HandicapNoFixedLayout,
        HandicapError::BadFreePlacement(_) => ty_status::HandicapBadFreePlacement,
    }
}

/// The status of a set-up error.
pub const fn setup(error: &SetupError) -> ty_status {
    match error {
        SetupError::ChainWithoutLiberties(_) => ty_status::SetupChainWithoutLiberties,
    }
}

/// The status of a count error.
pub const fn score(error: &ScoreError) -> ty_status {
    match error {
        ScoreError::DeadPointEmpty(_) => ty_status::ScoreDeadPointEmpty,
        ScoreError::DeadPointOffBoard(_) => ty_status::ScoreDeadPointOffBoard,
    }
}

/// The status of a game error: one per [`GameError`] variant (and the variants
/// of the errors it wraps).
pub const fn game(error: &GameError) -> ty_status {
    match error {
        GameError::Handicap(e) => handicap(e),
        GameError::Setup(e) => setup(e),
        GameError::GameOver => ty_status::GameOver,
        GameError::NotOver => ty_status::GameNotOver,
        GameError::DeadStonesAgreed => ty_status::DeadStonesAgreed,
        GameError::Score(e) => score(e),
        GameError::Point(e) => point(e),
    }
}

/// The status of a rules error.
pub const fn rules(error: &RulesError) -> ty_status {
    match error {
        RulesError::TerritoryNotSupported(_) => ty_status::RulesTerritoryNotSupported,
        RulesError::Unknown(_) => ty_status::RulesUnknown,
        RulesError::BadSetting { .. } => ty_status::RulesBadSetting,
    }
}

/// The status of a komi error.
pub const fn komi(error: &KomiError) -> ty_status {
    match error {
        KomiError::Syntax(_) => ty_status::KomiSyntax,
        KomiError::NotQuarterStones(_) => ty_status::KomiNotQuarterStones,
        KomiError::OutOfRange(_) => ty_status::KomiOutOfRange,
    }
}

/// The status of a life-and-death estimate error: one per [`LifeError`] variant.
pub const fn life(error: &LifeError) -> ty_status {
    match error {
        LifeError::PlayoutsOutOfRange { .. } => ty_status::LifePlayoutsOutOfRange,
    }
}

/// The status of an SGF syntax error: one per [`SgfErrorKind`].
pub const fn sgf(kind: SgfErrorKind) -> ty_status {
    match kind {
        SgfErrorKind::InputTooLarge => ty_status::SgfInputTooLarge,
        SgfErrorKind::NoGameTree => ty_status::SgfNoGameTree,
        SgfErrorKind::ExpectedNode => ty_status::SgfExpectedNode,
        SgfErrorKind::UnexpectedCharacter => ty_status::SgfUnexpectedCharacter,
        SgfErrorKind::BadIdentifier => ty_status::SgfBadIdentifier,
        SgfErrorKind::MissingValue => ty_status::SgfMissingValue,
        SgfErrorKind::UnterminatedValue => ty_status::SgfUnterminatedValue,
        SgfErrorKind::UnterminatedTree => ty_status::SgfUnterminatedTree,
        SgfErrorKind::ValueTooLong => ty_status::SgfValueTooLong,
        SgfErrorKind::TooManyNodes => ty_status::SgfTooManyNodes,
        SgfErrorKind::TooManyValues => ty_status::SgfTooManyValues,
        SgfErrorKind::TooManyGames => ty_status::SgfTooManyGames,
    }
}

/// The status of a replay error: one per [`ReplayError`] kind.
pub const fn replay(error: &ReplayError) -> ty_status {
    match error {
        ReplayError::NotGo(_) => ty_status::ReplayNotGo,
        ReplayError::BoardSize(_) => ty_status::ReplayBoardSize,
        ReplayError::Setup(_) => ty_status::ReplaySetup,
        ReplayError::SetupAfterMoves { .. } => ty_status::ReplaySetupAfterMoves,
    }
}

/// The status of a clock error: one per [`ClockError`] variant.
pub const fn clock(error: ClockError) -> ty_status {
    match error {
        ClockError::NotStarted => ty_status::ClockNotStarted,
        ClockError::AlreadyStarted => ty_status::ClockAlreadyStarted,
        ClockError::Paused => ty_status::ClockPaused,
        ClockError::NotPaused => ty_status::ClockNotPaused,
        ClockError::WrongColor => ty_status::ClockWrongColor,
        ClockError::Flagged => ty_status::ClockFlagged,
        ClockError::NoFlag => ty_status::ClockNoFlag,
        ClockError::PassNotAllowed => ty_status::ClockPassNotAllowed,
        ClockError::GameOver => ty_status::ClockGameOver,
        ClockError::StonesWithoutOvertime => ty_status::ClockStonesWithoutOvertime,
    }
}

/// The status of a time-control error: one per [`TimeControlError`] variant.
pub const fn time_control(error: TimeControlError) -> ty_status {
    match error {
        TimeControlError::ZeroPeriod => ty_status::TimeControlZeroPeriod,
        TimeControlError::ZeroStones => ty_status::TimeControlZeroStones,
        TimeControlError::ReservedExceedsTotal => ty_status::TimeControlReservedExceedsTotal,
        TimeControlError::Overflow => ty_status::TimeControlOverflow,
        TimeControlError::UnknownSystem => ty_status::TimeControlUnknownSystem,
        TimeControlError::ArgumentCount => ty_status::TimeControlArgumentCount,
        TimeControlError::BadNumber => ty_status::TimeControlBadNumber,
    }
}

/// The status of a referee error: one per [`RefereeError`] variant.
pub const fn referee(error: RefereeError) -> ty_status {
    match error {
        RefereeError::OffBoard => ty_status::RefereeOffBoard,
        RefereeError::Occupied => ty_status::RefereeOccupied,
        RefereeError::NoStone => ty_status::RefereeNoStone,
        RefereeError::NotYourTurn => ty_status::RefereeNotYourTurn,
        RefereeError::NothingToTakeBack => ty_status::RefereeNothingToTakeBack,
        RefereeError::NoProposal => ty_status::RefereeNoProposal,
        RefereeError::PlayNotEnded => ty_status::RefereePlayNotEnded,
        RefereeError::PlayEnded => ty_status::RefereePlayEnded,
        RefereeError::GameOver => ty_status::RefereeGameOver,
    }
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

//! `ty_status`: the one result type of the C ABI, and the mapping of every core
//! error kind ([`tianyuan_core::error::ErrorKind`]) to its own number.
//!
//! The enum, its list [`ty_status::ALL`], [`ty_status::from_u32`], the
//! mapping from the core's catalogue [`ty_status::of`] and the C layer's own
//! messages all come from one list: the `statuses!` invocation below, in the
//! style of rustls-ffi's `u32_enum_builder!`. Each line is a status, its
//! number (ABI: never changed or reused) and either the core kind it stands
//! for or, for the C layer's own statuses, its message. cbindgen expands the
//! macro (`[parse.expand]` in rules-ffi/cbindgen.toml) to write the enum into
//! include/tianyuan.h. [`ty_status::of`] is one exhaustive match built from
//! the list: a new core kind does not compile until it has a line (or is
//! listed as having no status). A core status's message is the core's
//! `Display` of its kind, so every status has exactly one message.
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
use tianyuan_core::handicap::HandicapError;
use tianyuan_core::referee::RefereeError;
use tianyuan_core::replay::ReplayError;
use tianyuan_core::scoring::ScoreErrorKind;
use tianyuan_core::sgf::SgfErrorKind;
use tianyuan_core::{
    GameError, IllegalMove, KomiError, LifeError, PointError, RulesError, ScoreError, SetupError,
};

use crate::guard::guard_value;

/// Defines the status enum from one list (see the [module docs](self)):
///
/// ```text
/// statuses! {
///     #[attributes] pub enum NAME {
///         /// docs
///         Variant = number => own(c"message"),      // the C layer's own status
///         /// docs
///         Variant = number => ErrorKind::Family(k), // a core kind (a pattern)
///     }
///     no_status: ErrorKind::Family(_) | …,          // kinds the C API never returns
/// }
/// ```
///
/// It walks the list one line at a time (a "tt muncher": the lines of the
/// two forms are sorted into the enum's variants, the match arms of `of` and
/// the messages of `own`), then writes the items in one go.
macro_rules! statuses {
    (
        $(#[$meta:meta])*
        pub enum $name:ident { $($lines:tt)* }
        no_status: $none:pat,
    ) => {
        statuses!(@line [$(#[$meta])* $name] [] [] [] [$none] $($lines)*);
    };
    // The C layer's own status, with its message.
    (@line $head:tt [$($vars:tt)*] [$($arms:tt)*] [$($own:tt)*] $none:tt
        $(#[$vmeta:meta])* $variant:ident = $value:literal => own($msg:expr), $($rest:tt)*
    ) => {
        statuses!(@line $head
            [$($vars)* $(#[$vmeta])* $variant = $value,]
            [$($arms)*]
            [$($own)* $variant => $msg,]
            $none $($rest)*);
    };
    // The status of a core kind.
    (@line $head:tt [$($vars:tt)*] [$($arms:tt)*] [$($own:tt)*] $none:tt
        $(#[$vmeta:meta])* $variant:ident = $value:literal => $kind:pat, $($rest:tt)*
    ) => {
        statuses!(@line $head
            [$($vars)* $(#[$vmeta])* $variant = $value,]
            [$($arms)* $kind => $variant,]
            [$($own)*]
            $none $($rest)*);
    };
    // Every line read: the items.
    (@line [$(#[$meta:meta])* $name:ident]
        [$($(#[$vmeta:meta])* $variant:ident = $value:literal,)*]
        [$($kind:pat => $kvariant:ident,)*]
        [$($ovariant:ident => $msg:expr,)*]
        [$none:pat]
    ) => {
        $(#[$meta])*
        pub enum $name {
            $($(#[$vmeta])* $variant = $value,)*
        }

        /// The number of statuses (a name, for cbindgen, which cannot
        /// evaluate the expression; not exported).
        ///
        /// cbindgen:ignore
        const STATUS_COUNT: usize = [$(statuses!(@unit $variant)),*].len();

        impl $name {
            /// Every status, in number order (for tests and the fuzz target).
            pub const ALL: [$name; STATUS_COUNT] = [$($name::$variant),*];

            /// The status with this number, if it is one.
            pub const fn from_u32(n: u32) -> Option<$name> {
                match n {
                    $($value => Some($name::$variant),)*
                    _ => None,
                }
            }

            /// The status of a core error kind: one per kind of the core's
            /// catalogue ([`ErrorKind::all`]). `None` only for the kinds the C
            /// API cannot return ([`ErrorKind::BoardParse`]: no entry point
            /// reads ASCII boards). An exhaustive match: a new core kind does
            /// not compile until the list gives it a status.
            pub const fn of(kind: ErrorKind) -> Option<$name> {
                match kind {
                    $($kind => Some($name::$kvariant),)*
                    $none => None,
                }
            }

            /// The message of a C layer's own status (`None` for the
            /// status of a core kind, whose message is the core's).
            const fn own_message(self) -> Option<&'static CStr> {
                match self {
                    $($name::$ovariant => Some($msg),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }
    };
    (@unit $v:ident) => { () };
}

statuses! {
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
        Ok = 0 => own(c"ok"),

        /// A required pointer argument was NULL or misaligned for its type, or a
        /// buffer's element count was too large for any buffer (its size in bytes
        /// above `PTRDIFF_MAX`).
        NullPointer = 100 => own(c"a required pointer argument was NULL or misaligned, or a buffer's count too large"),
        /// A text argument is not valid UTF-8.
        BadUtf8 = 101 => own(c"text is not valid UTF-8"),
        /// A caller buffer is too short; the needed length was written.
        BufferTooSmall = 102 => own(c"buffer too small; the needed length was written"),
        /// A numeric argument is outside its documented range (a colour, a format,
        /// a mode, a rule choice, a record index).
        OutOfRange = 103 => own(c"argument out of range"),
        /// Text that is not a GTP vertex (`D4`, `pass`).
        BadVertex = 104 => ErrorKind::Point(PointErrorKind::BadVertex),
        /// A board size outside 2..=25 per side.
        BadSize = 105 => ErrorKind::Point(PointErrorKind::UnsupportedSize),
        /// A `(row, col)` point off the board.
        PointOffBoard = 106 => ErrorKind::Point(PointErrorKind::OffBoard),
        /// A flat point index at or beyond `width * height`.
        BadIndex = 107 => ErrorKind::Point(PointErrorKind::BadAction),
        /// Text that is not an SGF point.
        BadSgfPoint = 108 => ErrorKind::Point(PointErrorKind::BadSgfPoint),
        /// A GTP vertex of the right form off the board (`A10` on 9×9).
        VertexOffBoard = 109 => ErrorKind::Point(PointErrorKind::VertexOffBoard),
        /// An SGF `SZ` value that is not a board size (`SZ[0]`, `SZ[abc]`,
        /// `SZ[19:0]`: not `n` or `w:h` with whole-number sides 1..=52); a valid
        /// SGF size the engine does not support (`SZ[26]`) is `BadSize`.
        BadSgfSize = 110 => ErrorKind::Point(PointErrorKind::BadSgfSize),

        /// Illegal move: the point is off the board.
        IllegalOffBoard = 200 => ErrorKind::IllegalMove(IllegalMove::OffBoard),
        /// Illegal move: the point is occupied (art. 2).
        IllegalOccupied = 201 => ErrorKind::IllegalMove(IllegalMove::Occupied),
        /// Illegal move: suicide, a forbidden point (1988/2002 art. 5).
        IllegalSuicide = 202 => ErrorKind::IllegalMove(IllegalMove::Suicide),
        /// Illegal move: immediate recapture of a ko (2002 art. 18.3, 20).
        IllegalKo = 203 => ErrorKind::IllegalMove(IllegalMove::Ko),
        /// Illegal move: recreates an earlier whole-board position (1988 art. 6).
        IllegalPositionalSuperko = 204 => ErrorKind::IllegalMove(IllegalMove::PositionalSuperko),
        /// Illegal move: recreates an earlier position with the same player to move
        /// (2002 art. 6).
        IllegalSituationalSuperko = 205 => ErrorKind::IllegalMove(IllegalMove::SituationalSuperko),
        /// Illegal move: not this colour's turn (art. 2).
        IllegalWrongPlayer = 206 => ErrorKind::IllegalMove(IllegalMove::WrongPlayer),
        /// Illegal move: the game has ended.
        IllegalGameOver = 207 => ErrorKind::IllegalMove(IllegalMove::GameOver),

        /// The game is over (resign, agree, … refused).
        GameOver = 300 => ErrorKind::Game(GameErrorKind::GameOver),
        /// The game is not over, so it cannot be resumed.
        GameNotOver = 301 => ErrorKind::Game(GameErrorKind::NotOver),
        /// A set-up chain has no liberty.
        SetupChainWithoutLiberties = 302 => ErrorKind::Setup(SetupErrorKind::ChainWithoutLiberties),
        /// No fixed handicap layout for this many stones on this board.
        HandicapNoFixedLayout = 303 => ErrorKind::Handicap(HandicapErrorKind::NoFixedLayout),
        /// A free handicap placement with fewer than 2 stones, a repeated point or
        /// no empty point left.
        HandicapBadFreePlacement = 304 => ErrorKind::Handicap(HandicapErrorKind::BadFreePlacement),
        /// A point marked dead holds no stone.
        ScoreDeadPointEmpty = 305 => ErrorKind::Score(ScoreErrorKind::DeadPointEmpty),
        /// A point marked dead is off the board.
        ScoreDeadPointOffBoard = 306 => ErrorKind::Score(ScoreErrorKind::DeadPointOffBoard),
        /// No move to undo.
        NothingToUndo = 307 => own(c"no move to undo"),
        /// The game has no result yet (ongoing, or ended by passes or agreement and
        /// not counted).
        NoResult = 308 => own(c"the game has no result yet"),
        /// The dead stones are agreed and the result is final: no one may resume,
        /// agree again or undo (2002 art. 21.3).
        DeadStonesAgreed = 309 => ErrorKind::Game(GameErrorKind::DeadStonesAgreed),
        // 310 (territory scoring not supported) and 313 (group tax not
        // supported) are retired: never returned since both are counted.
        // Their numbers are not reused; no other number moved.
        /// A rules name tianyuan does not know.
        RulesUnknown = 311 => ErrorKind::Rules(RulesErrorKind::Unknown),
        /// A rule setting key or value that does not exist.
        RulesBadSetting = 312 => ErrorKind::Rules(RulesErrorKind::BadSetting),
        /// Komi text that is not a number.
        KomiSyntax = 320 => ErrorKind::Komi(KomiErrorKind::Syntax),
        /// Komi that is not a multiple of ¼ stone (½ point).
        KomiNotQuarterStones = 321 => ErrorKind::Komi(KomiErrorKind::NotQuarterStones),
        /// Komi beyond ±1000 stones (±4000 quarter stones).
        KomiOutOfRange = 322 => ErrorKind::Komi(KomiErrorKind::OutOfRange),
        /// A life-and-death estimate asked for 0 playouts or more than 100,000
        /// (`TY_MAX_PLAYOUTS`).
        LifePlayoutsOutOfRange = 330 => ErrorKind::Life(LifeErrorKind::PlayoutsOutOfRange),

        /// SGF: the input is larger than 64 MiB.
        SgfInputTooLarge = 400 => ErrorKind::Sgf(SgfErrorKind::InputTooLarge),
        /// SGF: no game tree `(;` found.
        SgfNoGameTree = 401 => ErrorKind::Sgf(SgfErrorKind::NoGameTree),
        /// SGF: a `(` not followed by a node `;`.
        SgfExpectedNode = 402 => ErrorKind::Sgf(SgfErrorKind::ExpectedNode),
        /// SGF: a character that has no place here.
        SgfUnexpectedCharacter = 403 => ErrorKind::Sgf(SgfErrorKind::UnexpectedCharacter),
        /// SGF: a bad property identifier.
        SgfBadIdentifier = 404 => ErrorKind::Sgf(SgfErrorKind::BadIdentifier),
        /// SGF: a property identifier without a value.
        SgfMissingValue = 405 => ErrorKind::Sgf(SgfErrorKind::MissingValue),
        /// SGF: the input ends inside a value.
        SgfUnterminatedValue = 406 => ErrorKind::Sgf(SgfErrorKind::UnterminatedValue),
        /// SGF: the input ends right after `(`.
        SgfUnterminatedTree = 407 => ErrorKind::Sgf(SgfErrorKind::UnterminatedTree),
        /// SGF: a value longer than 1 MiB.
        SgfValueTooLong = 408 => ErrorKind::Sgf(SgfErrorKind::ValueTooLong),
        /// SGF: more than 4,000,000 nodes.
        SgfTooManyNodes = 409 => ErrorKind::Sgf(SgfErrorKind::TooManyNodes),
        /// SGF: more than 8,000,000 property values.
        SgfTooManyValues = 410 => ErrorKind::Sgf(SgfErrorKind::TooManyValues),
        /// SGF: more than 100,000 game trees.
        SgfTooManyGames = 411 => ErrorKind::Sgf(SgfErrorKind::TooManyGames),
        /// SGF: the record handle holds no parsed record yet.
        SgfNotLoaded = 420 => own(c"SGF: no record loaded in this handle"),
        /// SGF tree: the node has no property with that identifier.
        SgfNoSuchProperty = 421 => own(c"SGF tree: the node has no such property"),
        /// SGF tree: the root node has no parent and cannot be removed.
        SgfRootNode = 422 => own(c"SGF tree: the root node has no parent and cannot be removed"),
        /// Replay: the record is not a game of Go (`GM` other than 1).
        ReplayNotGo = 430 => ErrorKind::Replay(ReplayErrorKind::NotGo),
        /// Replay: the record's board size (`SZ`) is not supported.
        ReplayBoardSize = 431 => ErrorKind::Replay(ReplayErrorKind::BoardSize),
        /// Replay: the record's set-up cannot start a game (`HA` asks for more
        /// handicap stones than the board has points).
        ReplaySetup = 432 => ErrorKind::Replay(ReplayErrorKind::Setup),
        /// Replay: set-up stones after the first move, in strict mode.
        ReplaySetupAfterMoves = 433 => ErrorKind::Replay(ReplayErrorKind::SetupAfterMoves),

        /// Clock: the clock has not been started.
        ClockNotStarted = 500 => ErrorKind::Clock(ClockError::NotStarted),
        /// Clock: the clock is already started.
        ClockAlreadyStarted = 501 => ErrorKind::Clock(ClockError::AlreadyStarted),
        /// Clock: the clock is paused.
        ClockPaused = 502 => ErrorKind::Clock(ClockError::Paused),
        /// Clock: the clock is not paused.
        ClockNotPaused = 503 => ErrorKind::Clock(ClockError::NotPaused),
        /// Clock: the other player's clock is running.
        ClockWrongColor = 504 => ErrorKind::Clock(ClockError::WrongColor),
        /// Clock: a player is out of time.
        ClockFlagged = 505 => ErrorKind::Clock(ClockError::Flagged),
        /// Clock: this player has not run out of time.
        ClockNoFlag = 506 => ErrorKind::Clock(ClockError::NoFlag),
        /// Clock: overtime cannot be charged as a pass here (1988 art. 23.5, or no byo-yomi).
        ClockPassNotAllowed = 507 => ErrorKind::Clock(ClockError::PassNotAllowed),
        /// Clock: the game is over on the clock (forfeit or lost on time).
        ClockGameOver = 508 => ErrorKind::Clock(ClockError::GameOver),
        /// Clock: stones given for a control without overtime periods.
        ClockStonesWithoutOvertime = 509 => ErrorKind::Clock(ClockError::StonesWithoutOvertime),
        /// Time control: a byo-yomi or Canadian period of zero length.
        TimeControlZeroPeriod = 520 => ErrorKind::TimeControl(TimeControlError::ZeroPeriod),
        /// Time control: a Canadian period with zero stones.
        TimeControlZeroStones = 521 => ErrorKind::TimeControl(TimeControlError::ZeroStones),
        /// Time control: more reserved minutes than the total time.
        TimeControlReservedExceedsTotal = 522 => ErrorKind::TimeControl(TimeControlError::ReservedExceedsTotal),
        /// Time control: time or count out of range.
        TimeControlOverflow = 523 => ErrorKind::TimeControl(TimeControlError::Overflow),
        /// Time control: unknown time system.
        TimeControlUnknownSystem = 524 => ErrorKind::TimeControl(TimeControlError::UnknownSystem),
        /// Time control: wrong number of arguments.
        TimeControlArgumentCount = 525 => ErrorKind::TimeControl(TimeControlError::ArgumentCount),
        /// Time control: not a non-negative whole number.
        TimeControlBadNumber = 526 => ErrorKind::TimeControl(TimeControlError::BadNumber),

        /// Referee: the point is off the board.
        RefereeOffBoard = 600 => ErrorKind::Referee(RefereeError::OffBoard),
        /// Referee: the point is occupied.
        RefereeOccupied = 601 => ErrorKind::Referee(RefereeError::Occupied),
        /// Referee: there is no stone on that point.
        RefereeNoStone = 602 => ErrorKind::Referee(RefereeError::NoStone),
        /// Referee: it is not that player's turn.
        RefereeNotYourTurn = 603 => ErrorKind::Referee(RefereeError::NotYourTurn),
        /// Referee: there is no move of that player to take back.
        RefereeNothingToTakeBack = 604 => ErrorKind::Referee(RefereeError::NothingToTakeBack),
        /// Referee: the opponent has not proposed to end the game.
        RefereeNoProposal = 605 => ErrorKind::Referee(RefereeError::NoProposal),
        /// Referee: play has not ended.
        RefereePlayNotEnded = 606 => ErrorKind::Referee(RefereeError::PlayNotEnded),
        /// Referee: play has ended.
        RefereePlayEnded = 607 => ErrorKind::Referee(RefereeError::PlayEnded),
        /// Referee: the game is over.
        RefereeGameOver = 608 => ErrorKind::Referee(RefereeError::GameOver),

        /// An internal error: a panic was caught at the C boundary. Please report it.
        Internal = 900 => own(c"internal error (a panic was caught); please report it"),
    }
    no_status: ErrorKind::BoardParse(_),
}

impl ty_status {
    /// The core error kind of this status, or `None` for the C layer's own
    /// statuses (success, pointers, text, buffers, ranges, handles, internal).
    pub fn kind(self) -> Option<ErrorKind> {
        ErrorKind::all().find(|&k| ty_status::of(k) == Some(self))
    }

    /// A static English message, NUL-terminated: for a core error, the
    /// core's `Display` of its [`ErrorKind`]; for the C layer's own statuses,
    /// their message in the list above.
    pub fn message(self) -> &'static CStr {
        match self.own_message() {
            Some(message) => message,
            None => core_message(self),
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

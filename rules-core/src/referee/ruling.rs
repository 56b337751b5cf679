//! The referee's vocabulary as plain data: what happens at the board
//! ([`Event`]), what the referee decides ([`Ruling`], [`Warning`]), the
//! competition's choices ([`RefereeOptions`], [`CycleOutcome`]) and refused
//! events ([`RefereeError`]). Every ruling names its article, in the form
//! `"2002 art. 18.3"`, numbered as the 1988 and 2002 texts number them.

use thiserror::Error;

use crate::clock::ClockEvent;
use crate::color::Color;
use crate::game::EndReason;
use crate::point::Point;
use crate::result::GameResult;
use crate::scoring::Score;

/// Something that happened at the board, reported to the referee.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A stone of `color` was placed on `point`: possibly illegal (suicide,
    /// ko), possibly out of turn (the same side moving twice; a stone out of
    /// turn that is no second move of its colour is refused with
    /// [`RefereeError::NotYourTurn`]).
    Place {
        /// The colour of the stone placed.
        color: Color,
        /// Where.
        point: Point,
    },
    /// `color` passes (gives up a move, 弃权; 2002 art. 2.5).
    Pass {
        /// Who passes.
        color: Color,
    },
    /// `color` physically took `points` off the board after its move. The
    /// engine removes captures itself; the referee compares this with what
    /// the rules capture (1988 art. 4, 18; 2002 art. 4, 18.1–2). Several
    /// `Remove` events for one move add up.
    Remove {
        /// Who removed the stones.
        color: Color,
        /// The points emptied.
        points: Vec<Point>,
    },
    /// `color` picked up the stone of its last move (悔棋; 1988 art. 17.2;
    /// 2002 art. 17.3), possibly to play it elsewhere with a later `Place`.
    TakeBack {
        /// Who took the move back.
        color: Color,
    },
    /// The opponent claims a violation.
    Claim {
        /// Who claims.
        by: Color,
        /// What is claimed.
        claim: Claim,
    },
    /// `color` resigns (1988/2002 art. 7.2).
    Resign {
        /// Who resigns.
        color: Color,
    },
    /// The side to move proposes that play is finished, giving up its move
    /// (1988/2002 art. 21.1).
    ProposeEnd {
        /// Who proposes (must be the side to move).
        color: Color,
    },
    /// `color` accepts the opponent's proposal to end play (art. 7.1, 21.1).
    AcceptEnd {
        /// Who accepts.
        color: Color,
    },
    /// After play ended, the players disagree about life and death; `claims_dead`
    /// says some stones are dead and plays first (2002 art. 21.4; 1988 art. 21.3
    /// only says play settles it, and the referee uses the same order).
    Dispute {
        /// The side claiming that stones are dead.
        claims_dead: Color,
    },
    /// After play ended, the players agree on the dead stones; the referee
    /// counts, sharing remaining contestable points as seki (art. 21.2).
    AgreeDead {
        /// The dead stones (either colour); each marks its whole chain.
        dead: Vec<Point>,
    },
    /// It turns out that the players hold the wrong colours (2002 art. 17.1).
    WrongColors,
    /// An event of the game clock ([`crate::clock::Clock`]): `Flagged` loses on
    /// time; send `PassCharged` instead when the player asked for 2002 art.
    /// 22.5's pass; `Forfeit` (lateness) loses the game; others are noted.
    Clock(ClockEvent),
}

impl Event {
    /// [`Event::WrongColors`] under its former name (identifiers spell
    /// `color` one way, issue 19). A constant, not a variant: it builds the
    /// event but is no pattern.
    #[deprecated(since = "0.2.0", note = "use Event::WrongColors")]
    #[allow(non_upper_case_globals)]
    pub const WrongColours: Event = Event::WrongColors;
}

/// What an opponent may claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The opponent took back a move (悔棋). Valid under 2002 art. 17.3 only
    /// before the claimer's next move.
    TakeBack,
    /// The opponent left captured stones on the board (2002 art. 18.2).
    CapturedStonesLeft,
}

impl Claim {
    /// Every claim.
    pub const ALL: [Claim; 2] = [Claim::TakeBack, Claim::CapturedStonesLeft];
}

/// What the competition decided for the rare cycles of 1988 art. 20.3 / 2002
/// art. 20.3 (triple ko, eternal life, 双提二子): a move that would repeat an
/// earlier whole-board position under superko, or the third occurrence of a
/// position under simple ko.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CycleOutcome {
    /// The repeating move is void and counts as a pass (repetition is
    /// forbidden: 1988 art. 6; 2002 art. 6, 20.3 "原则上禁止"). The default.
    #[default]
    VoidAsPass,
    /// No result (无胜负; 2002 art. 20.3).
    NoResult,
    /// A draw (和棋; 1988 art. 20.3; 2002 art. 20.3).
    Draw,
    /// The game is replayed (重下, 1988 art. 20.3; 加赛, 2002 art. 20.3).
    Replay,
}

impl CycleOutcome {
    /// Every outcome.
    pub const ALL: [CycleOutcome; 4] = [
        CycleOutcome::VoidAsPass,
        CycleOutcome::NoResult,
        CycleOutcome::Draw,
        CycleOutcome::Replay,
    ];
}

/// The competition's choices for the referee.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RefereeOptions {
    /// What a cycle (1988/2002 art. 20.3) leads to.
    pub cycle_outcome: CycleOutcome,
    /// Whether players report their physical removal of captured stones with
    /// [`Event::Remove`]. When true, a move whose captures were not all
    /// removed by the time the next event arrives is ruled on (2002 art.
    /// 18.2). When false (a digital board), captures count as removed.
    pub expect_removals: bool,
}

/// Why a warning was given.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WarningReason {
    /// Retook a ko at once, without a ko threat (2002 art. 18.3).
    KoRecapture,
    /// Played twice in a row (2002 art. 17.2).
    MovedTwice,
    /// Took a move back (悔棋; 1988 art. 17.2; 2002 art. 17.3).
    TookBack,
    /// Removed stones that still had liberties (1988 art. 18; 2002 art. 18.1).
    RemovedLiveStones,
    /// Left captured stones on the board (2002 art. 18.2).
    LeftCapturedStones,
}

impl WarningReason {
    /// Every reason.
    pub const ALL: [WarningReason; 5] = [
        WarningReason::KoRecapture,
        WarningReason::MovedTwice,
        WarningReason::TookBack,
        WarningReason::RemovedLiveStones,
        WarningReason::LeftCapturedStones,
    ];

    /// A stable code: `ko-recapture`, `moved-twice`, `took-back`,
    /// `removed-live-stones`, `left-captured-stones`.
    pub const fn code(self) -> &'static str {
        match self {
            WarningReason::KoRecapture => "ko-recapture",
            WarningReason::MovedTwice => "moved-twice",
            WarningReason::TookBack => "took-back",
            WarningReason::RemovedLiveStones => "removed-live-stones",
            WarningReason::LeftCapturedStones => "left-captured-stones",
        }
    }
}

/// A warning (警告). Under the 2002 rules each costs the warned player one
/// stone (2 points) at the count (2002 art. 24.1); under both editions the
/// second warning in a game loses it (1988 art. 25.2; 2002 art. 24.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Warning {
    /// Who is warned.
    pub color: Color,
    /// What for.
    pub reason: WarningReason,
    /// The article, e.g. `"2002 art. 18.3"`.
    pub article: &'static str,
}

/// Why a placed stone does not stand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VoidReason {
    /// A forbidden point (禁着点; art. 19).
    Suicide,
    /// An immediate ko recapture (1988 art. 20.1; 2002 art. 18.3, 20.1).
    KoRecapture,
    /// The move repeats an earlier whole-board position (art. 6, 20.3).
    Repetition,
    /// The second of two moves in a row (2002 art. 17.2).
    MovedTwice,
    /// Placed after the players confirmed the end of play (2002 art. 21.3).
    AfterEnd,
}

impl VoidReason {
    /// Every reason.
    pub const ALL: [VoidReason; 5] = [
        VoidReason::Suicide,
        VoidReason::KoRecapture,
        VoidReason::Repetition,
        VoidReason::MovedTwice,
        VoidReason::AfterEnd,
    ];

    /// A stable code: `suicide`, `ko-recapture`, `repetition`, `moved-twice`,
    /// `after-end`.
    pub const fn code(self) -> &'static str {
        match self {
            VoidReason::Suicide => "suicide",
            VoidReason::KoRecapture => "ko-recapture",
            VoidReason::Repetition => "repetition",
            VoidReason::MovedTwice => "moved-twice",
            VoidReason::AfterEnd => "after-end",
        }
    }
}

/// One decision of the referee (RULES.md §8). An event yields one or more, in
/// order: e.g. a 2002 ko recapture by a player already warned once gives
/// `VoidAsPass`, `Warning`, `GameLost`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// The action stands (a legal move, a pass, a correct removal, …).
    Accepted {
        /// Who acted.
        color: Color,
        /// The article, e.g. `"2002 art. 2.3"`.
        article: &'static str,
    },
    /// The stone is taken off again and the move counts as a pass (弃权一次;
    /// art. 19; 1988 art. 20.1; 2002 art. 18.3; art. 6/20.3 for repetitions).
    VoidAsPass {
        /// Whose move.
        color: Color,
        /// Where the stone was placed.
        point: Point,
        /// Why.
        reason: VoidReason,
        /// The article.
        article: &'static str,
    },
    /// The stone is taken off and the move does not count at all: the same
    /// side is still to move (2002 art. 17.2, 21.3).
    Void {
        /// Whose stone.
        color: Color,
        /// Where it was placed.
        point: Point,
        /// Why.
        reason: VoidReason,
        /// The article.
        article: &'static str,
    },
    /// A warning; under 2002 it is also a penalty stone at the count.
    Warning(Warning),
    /// Stones go back on the board where they were: stones removed although
    /// they had liberties (1988 art. 18; 2002 art. 18.1), or a stone taken back
    /// (1988 art. 17.2; 2002 art. 17.3).
    StonesRestored {
        /// The stones' colour.
        color: Color,
        /// Where they go back.
        points: Vec<Point>,
        /// The article.
        article: &'static str,
    },
    /// Captured stones left on the board are taken off (1988 art. 4.1; 2002
    /// art. 18.2).
    StonesRemoved {
        /// The stones' colour.
        color: Color,
        /// The points emptied.
        points: Vec<Point>,
        /// The article.
        article: &'static str,
    },
    /// A move was taken back (2002): nothing is ruled unless the opponent
    /// claims it before their next move (2002 art. 17.3).
    AwaitingClaim {
        /// Who may claim.
        by: Color,
        /// `"2002 art. 17.3"`.
        article: &'static str,
    },
    /// A claim is rejected (nothing to claim, or too late).
    ClaimRejected {
        /// Who claimed.
        by: Color,
        /// The article.
        article: &'static str,
    },
    /// The side to move proposed the end and passed (art. 21.1).
    EndProposed {
        /// Who proposed.
        by: Color,
        /// The article.
        article: &'static str,
    },
    /// Play has ended (agreement, art. 7.1; two passes, 2002 art. 7.3); the
    /// players now agree on dead stones or dispute.
    PlayEnded {
        /// How.
        reason: EndReason,
        /// The article.
        article: &'static str,
    },
    /// The count after agreement on dead stones, contestable points shared as
    /// seki (art. 21.2, 9).
    Counted {
        /// The count (penalty stones included).
        score: Score,
        /// The result.
        result: GameResult,
        /// The article.
        article: &'static str,
    },
    /// Play resumes after a dispute about life and death, `to_move` first
    /// (1988 art. 21.3; 2002 art. 21.4).
    PlayResumed {
        /// Who plays first: the side that claimed "dead".
        to_move: Color,
        /// The article.
        article: &'static str,
    },
    /// `loser` loses the game (two warnings, playing twice under 1988,
    /// resignation, time, forfeit).
    GameLost {
        /// Who loses.
        loser: Color,
        /// The article.
        article: &'static str,
    },
    /// The game has no result (2002 art. 20.3, competition's choice).
    NoResult {
        /// The article.
        article: &'static str,
    },
    /// The game is a draw (1988/2002 art. 20.3, competition's choice).
    Draw {
        /// The article.
        article: &'static str,
    },
    /// The game is to be replayed (1988/2002 art. 20.3, competition's choice).
    Replay {
        /// The article.
        article: &'static str,
    },
    /// Wrong colours found within the first 10 moves: corrected. The referee
    /// restarts the game from its set-up and the players exchange colours, so
    /// their warnings change colour with them (2002 art. 17.1).
    ColorsCorrected {
        /// `"2002 art. 17.1"`.
        article: &'static str,
    },
    /// Wrong colours not corrected: play goes on (2002 art. 17.1 after move
    /// 10; 1988 has no rule, so art. 25.1 leaves it to the referee).
    ColorsKept {
        /// The article.
        article: &'static str,
    },
    /// A clock event with no consequence for the game (byo-yomi periods used,
    /// lateness deducted, …).
    Noted {
        /// The article.
        article: &'static str,
    },
}

impl Ruling {
    /// Every kind's code, in declaration order (for bindings).
    pub const KINDS: [&'static str; 19] = [
        "accepted",
        "void-as-pass",
        "void",
        "warning",
        "stones-restored",
        "stones-removed",
        "awaiting-claim",
        "claim-rejected",
        "end-proposed",
        "play-ended",
        "counted",
        "play-resumed",
        "game-lost",
        "no-result",
        "draw",
        "replay",
        "colours-corrected",
        "colours-kept",
        "noted",
    ];

    /// This ruling's kind: one of [`Ruling::KINDS`].
    pub fn kind(&self) -> &'static str {
        Self::KINDS[match self {
            Ruling::Accepted { .. } => 0,
            Ruling::VoidAsPass { .. } => 1,
            Ruling::Void { .. } => 2,
            Ruling::Warning(_) => 3,
            Ruling::StonesRestored { .. } => 4,
            Ruling::StonesRemoved { .. } => 5,
            Ruling::AwaitingClaim { .. } => 6,
            Ruling::ClaimRejected { .. } => 7,
            Ruling::EndProposed { .. } => 8,
            Ruling::PlayEnded { .. } => 9,
            Ruling::Counted { .. } => 10,
            Ruling::PlayResumed { .. } => 11,
            Ruling::GameLost { .. } => 12,
            Ruling::NoResult { .. } => 13,
            Ruling::Draw { .. } => 14,
            Ruling::Replay { .. } => 15,
            Ruling::ColorsCorrected { .. } => 16,
            Ruling::ColorsKept { .. } => 17,
            Ruling::Noted { .. } => 18,
        }]
    }

    /// The article this ruling follows, e.g. `"1988 art. 20.1"`.
    pub fn article(&self) -> &'static str {
        match self {
            Ruling::Warning(w) => w.article,
            Ruling::Accepted { article, .. }
            | Ruling::VoidAsPass { article, .. }
            | Ruling::Void { article, .. }
            | Ruling::StonesRestored { article, .. }
            | Ruling::StonesRemoved { article, .. }
            | Ruling::AwaitingClaim { article, .. }
            | Ruling::ClaimRejected { article, .. }
            | Ruling::EndProposed { article, .. }
            | Ruling::PlayEnded { article, .. }
            | Ruling::Counted { article, .. }
            | Ruling::PlayResumed { article, .. }
            | Ruling::GameLost { article, .. }
            | Ruling::NoResult { article }
            | Ruling::Draw { article }
            | Ruling::Replay { article }
            | Ruling::ColorsCorrected { article }
            | Ruling::ColorsKept { article }
            | Ruling::Noted { article } => article,
        }
    }
}

/// Why the referee refused an event (one that cannot happen at a real board,
/// or comes at the wrong time). The referee is unchanged on error.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Error)]
pub enum RefereeError {
    /// A point off the board.
    #[error("the point is off the board")]
    OffBoard,
    /// A stone placed on an occupied point.
    #[error("the point is occupied")]
    Occupied,
    /// A stone removed from, or marked dead on, an empty point.
    #[error("there is no stone on that point")]
    NoStone,
    /// A pass, proposal or acceptance by the side not to move, or a stone
    /// out of turn that is no second move in a row of its colour (1988 art.
    /// 17.1 and 2002 art. 17.2 rule only on those).
    #[error("it is not that player's turn")]
    NotYourTurn,
    /// A take-back with no own placed stone as the last move.
    #[error("there is no move of that player to take back")]
    NothingToTakeBack,
    /// An acceptance with no proposal from the opponent.
    #[error("the opponent has not proposed to end the game")]
    NoProposal,
    /// Counting or a dispute while play is still going on.
    #[error("play has not ended")]
    PlayNotEnded,
    /// A pass or another action after the end of play.
    #[error("play has ended")]
    PlayEnded,
    /// The game is decided (result known); no further events.
    #[error("the game is over")]
    GameOver,
}

impl RefereeError {
    /// Every error.
    pub const ALL: [RefereeError; 9] = [
        RefereeError::OffBoard,
        RefereeError::Occupied,
        RefereeError::NoStone,
        RefereeError::NotYourTurn,
        RefereeError::NothingToTakeBack,
        RefereeError::NoProposal,
        RefereeError::PlayNotEnded,
        RefereeError::PlayEnded,
        RefereeError::GameOver,
    ];

    /// A stable code in `snake_case`, as every error code of the catalogue
    /// ([`crate::error`]): `off_board`, `occupied`, `no_stone`,
    /// `not_your_turn`, `nothing_to_take_back`, `no_proposal`,
    /// `play_not_ended`, `play_ended`, `game_over` (before 0.2 spelt with
    /// `-`).
    pub const fn code(self) -> &'static str {
        match self {
            RefereeError::OffBoard => "off_board",
            RefereeError::Occupied => "occupied",
            RefereeError::NoStone => "no_stone",
            RefereeError::NotYourTurn => "not_your_turn",
            RefereeError::NothingToTakeBack => "nothing_to_take_back",
            RefereeError::NoProposal => "no_proposal",
            RefereeError::PlayNotEnded => "play_not_ended",
            RefereeError::PlayEnded => "play_ended",
            RefereeError::GameOver => "game_over",
        }
    }
}

#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod any;
mod any_replay;
mod benson;
mod bitboard;
mod board;
mod chains;
pub mod clock;
mod color;
mod episode;
pub mod error;
mod game;
mod game_count;
mod game_parts;
mod go_game;
mod handicap;
mod history;
mod komi;
mod legal;
mod life;
pub mod planes;
mod playout;
mod point;
mod position;
pub mod referee;
mod repetition;
pub mod replay;
mod result;
mod rules;
mod scoring;
pub mod sgf;
pub mod sized;
mod splitmix;
pub mod svg;
mod territory;
pub mod zobrist;

// What a user starts from: a game of any size, its rules, moves, results and
// counts. The fixed-size `…Of<W>` types and their aliases are in [`sized`].
pub use any::{
    replay_any, words_for, AnyBoard, AnyChainJudgement, AnyCountMap, AnyCounted, AnyEstimatedScore,
    AnyGame, AnyLifeEstimate, AnyMoveOutcome, AnyReferee, AnyReplay, AnySize,
};
pub use any_replay::{AnyReplayCount, AnyVerdict};
pub use board::{BoardParseError, InvariantError};
pub use clock::{Clock, ClockError, TimeControl};
pub use color::Color;
pub use game::{EndReason, GameError, GameState, RecordedMove, SetUp};
pub use game_parts::AnyGameParts;
pub use go_game::GoGame;
pub use handicap::{fixed_handicap, max_fixed_handicap, HandicapError};
pub use komi::{Komi, KomiError};
pub use life::{
    ChainStatus, LifeError, LifeOptions, MAX_EYE_SPACE, MAX_OUTSIDE_LIBERTIES, MAX_PLAYOUTS,
    MAX_REGION_POINTS, NODE_BUDGET, SETTLED_OWNERSHIP,
};
pub use point::{
    parse_sgf_point, BoardSize, Move, Point, PointError, BOARD_BITS, MAX_SIDE, MIN_SIDE,
};
pub use position::{IllegalMove, SetupError};
pub use referee::{RefereeError, RefereeOptions, Ruling};
pub use result::{GameResult, ResultParseError, ResultParseErrorKind};
pub use rules::{
    CycleRule, DeadStones, Ending, HandicapCompensation, KoRule, Preset, Rules, RulesError,
    Scoring, SuicideRule, Tax, ACCEPTED_NAMES,
};
pub use scoring::{AnyTerritoryMap, Score, ScoreError, ScoreErrorKind};
pub use splitmix::SplitMix64;
pub use territory::{count_result_chinese, count_result_english, Count, CountExtras, CountPoint};

// The rest of the former root, kept working for one release and hidden from
// the root's docs: the fixed-size types (now in [`sized`]) and the helpers
// whose home is their module. A `#[deprecated]` on a `pub use` has no effect
// (rustc's `useless_deprecated`), hence hidden rather than deprecated.
#[doc(hidden)]
pub use benson::{pass_alive, pass_alive_territory_dead, PassAlive, PassAliveOf};
#[doc(hidden)]
pub use bitboard::{
    BigBitboard, Bitboard, BitboardOf, Bits, BitsOf, TinyBitboard, BIG_WORDS, TINY_WORDS, WORDS,
};
#[doc(hidden)]
pub use board::{BigBoard, Board, BoardOf, Placement};
#[doc(hidden)]
pub use clock::{Announcement, AnnouncementKind, ClockEvent, TimeLeft};
#[doc(hidden)]
pub use episode::{EpisodeEnd, EpisodeStep, EpisodeStepOf};
#[doc(hidden)]
pub use game::{BigGame, EstimatedScore, EstimatedScoreOf, Game, GameOf};
#[doc(hidden)]
pub use game_count::{Counted, CountedOf};
#[doc(hidden)]
pub use game_parts::{GameParts, GamePartsOf};
#[doc(hidden)]
pub use legal::{IncrementalMask, IncrementalMaskOf, REBUILD_AFTER};
#[doc(hidden)]
pub use life::{
    estimate_life, solve_local, ChainJudgement, ChainJudgementOf, LifeEstimate, LifeEstimateOf,
    LocalVerdict, LocalVerdictOf,
};
#[doc(hidden)]
pub use planes::{PackedPlane, RecentBoards};
#[doc(hidden)]
pub use playout::{light_playout, play_random_move};
#[doc(hidden)]
pub use position::{BigPosition, MoveOutcome, MoveOutcomeOf, Position, PositionOf};
#[doc(hidden)]
pub use referee::{Referee, RefereeOf};
#[doc(hidden)]
pub use rules::Edition;
#[doc(hidden)]
pub use scoring::{
    area_score, area_score_points, territory_map, tromp_taylor_score, PointStatus, TerritoryMap,
    TerritoryMapOf,
};
#[doc(hidden)]
pub use svg::{board_svg, StoneStyle, SvgError, SvgOptions};
#[doc(hidden)]
pub use territory::{count, count_from_map, count_map, CountMap, CountMapOf};

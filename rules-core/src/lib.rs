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
pub mod handicap;
mod history;
pub mod komi;
mod legal;
pub mod life;
pub mod planes;
mod playout;
pub mod point;
mod position;
pub mod referee;
mod repetition;
pub mod replay;
pub mod result;
pub mod rules;
pub mod scoring;
pub mod sgf;
pub mod sized;
pub mod splitmix;
pub mod svg;
pub mod territory;
pub mod zobrist;

// What a user starts from: a game of any size, its rules, moves, results and
// counts, and the errors they give (scripts/root_items.py keeps this list
// short). The rest is in public modules named after the rule or idea they
// hold: the rule choices in [`rules`], the life-and-death estimate's limits
// in [`life`], the counts' parts in [`territory`], the fixed-size `…Of<W>`
// types and their aliases in [`sized`], and so on. `doc(inline)`: the root
// page shows these as its own items, though their modules are public too.
#[doc(inline)]
pub use any::{
    replay_any, AnyGame, AnyLifeEstimate, AnyMoveOutcome, AnyReferee, AnyReplay, AnySize,
};
pub use any_replay::AnyVerdict;
pub use board::BoardParseError;
pub use color::Color;
pub use game::{EndReason, GameError, GameState, RecordedMove, SetUp};
pub use game_parts::AnyGameParts;
pub use go_game::GoGame;
#[doc(inline)]
pub use komi::{Komi, KomiError};
#[doc(inline)]
pub use life::{ChainStatus, LifeError, LifeOptions};
#[doc(inline)]
pub use point::{BoardSize, Move, Point, PointError};
pub use position::{IllegalMove, SetupError};
#[doc(inline)]
pub use result::{GameResult, ResultParseError};
#[doc(inline)]
pub use rules::{Preset, Rules, RulesError};
#[doc(inline)]
pub use scoring::{Score, ScoreError};
#[doc(inline)]
pub use territory::Count;

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

// Moved from the visible root to their public modules (issue 29), hidden
// the same way for one release.
#[doc(hidden)]
pub use any::{words_for, AnyBoard, AnyChainJudgement, AnyCountMap, AnyCounted, AnyEstimatedScore};
#[doc(hidden)]
pub use any_replay::AnyReplayCount;
#[doc(hidden)]
pub use board::InvariantError;
#[doc(hidden)]
pub use clock::{Clock, ClockError, TimeControl};
#[doc(hidden)]
pub use handicap::{fixed_handicap, max_fixed_handicap, HandicapError};
#[doc(hidden)]
pub use life::{
    MAX_EYE_SPACE, MAX_OUTSIDE_LIBERTIES, MAX_PLAYOUTS, MAX_REGION_POINTS, NODE_BUDGET,
    SETTLED_OWNERSHIP,
};
#[doc(hidden)]
pub use point::{parse_sgf_point, BOARD_BITS, MAX_SIDE, MIN_SIDE};
#[doc(hidden)]
pub use referee::{RefereeError, RefereeOptions, Ruling};
#[doc(hidden)]
pub use result::ResultParseErrorKind;
#[doc(hidden)]
pub use rules::{
    CycleRule, DeadStones, Ending, HandicapCompensation, KoRule, Scoring, SuicideRule, Tax,
    ACCEPTED_NAMES,
};
#[doc(hidden)]
pub use scoring::ScoreErrorKind;
#[doc(hidden)]
pub use splitmix::SplitMix64;
#[doc(hidden)]
pub use territory::{count_result_chinese, count_result_english, CountExtras, CountPoint};

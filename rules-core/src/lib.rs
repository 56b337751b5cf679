#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod any;
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
mod game_sgf;
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
mod replay_count;
mod result;
mod rules;
mod scoring;
pub mod sgf;
pub mod svg;
mod territory;
pub mod zobrist;

pub use any::{
    replay_any, words_for, AnyBoard, AnyCountMap, AnyCounted, AnyEstimatedScore, AnyGame,
    AnyLifeEstimate, AnyMoveOutcome, AnyReferee, AnyReplay, AnySize, Unbox,
};
pub use benson::{pass_alive, pass_alive_territory_dead, PassAlive, PassAliveOf};
pub use bitboard::{
    BigBitboard, Bitboard, BitboardOf, Bits, BitsOf, TinyBitboard, BIG_WORDS, TINY_WORDS, WORDS,
};
pub use board::{BigBoard, Board, BoardOf, BoardParseError, InvariantError, Placement};
pub use clock::{
    Announcement, AnnouncementKind, Clock, ClockError, ClockEvent, TimeControl, TimeLeft,
};
pub use color::Color;
pub use episode::{EpisodeEnd, EpisodeStep, EpisodeStepOf};
pub use game::{
    BigGame, EndReason, EstimatedScore, EstimatedScoreOf, Game, GameError, GameOf, GameState,
    RecordedMove, SetUp,
};
pub use game_count::{Counted, CountedOf};
pub use game_parts::{GameParts, GamePartsOf};
pub use go_game::GoGame;
pub use handicap::{fixed_handicap, max_fixed_handicap, HandicapError};
pub use komi::{Komi, KomiError};
pub use legal::{IncrementalMask, IncrementalMaskOf, REBUILD_AFTER};
pub use life::{
    estimate_life, solve_local, ChainJudgement, ChainJudgementOf, ChainStatus, LifeError,
    LifeEstimate, LifeEstimateOf, LifeOptions, LocalVerdict, LocalVerdictOf, MAX_EYE_SPACE,
    MAX_OUTSIDE_LIBERTIES, MAX_PLAYOUTS, MAX_REGION_POINTS, NODE_BUDGET, SETTLED_OWNERSHIP,
};
pub use planes::{PackedPlane, RecentBoards};
pub use playout::{light_playout, play_random_move, SplitMix64};
pub use point::{
    parse_sgf_point, BoardSize, Move, Point, PointError, BOARD_BITS, MAX_SIDE, MIN_SIDE,
};
pub use position::{
    BigPosition, IllegalMove, MoveOutcome, MoveOutcomeOf, Position, PositionOf, SetupError,
};
pub use referee::{Referee, RefereeError, RefereeOf, RefereeOptions, Ruling};
pub use result::{GameResult, ResultParseError, ResultParseErrorKind};
pub use rules::{
    CycleRule, DeadStones, Edition, Ending, HandicapCompensation, KoRule, Preset, Rules,
    RulesError, Scoring, SuicideRule, Tax, ACCEPTED_NAMES,
};
pub use scoring::{
    area_score, area_score_points, territory_map, tromp_taylor_score, PointStatus, Score,
    ScoreError, ScoreErrorKind, TerritoryMap, TerritoryMapOf,
};
pub use svg::{board_svg, StoneStyle, SvgError, SvgOptions};
pub use territory::{
    count, count_from_map, count_map, count_result_chinese, count_result_english, Count,
    CountExtras, CountMap, CountMapOf, CountPoint,
};

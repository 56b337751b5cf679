//! The fixed-size types, for users who want one bitboard word count: each
//! `…Of<W>` type takes the words `W` as a const parameter, with aliases at
//! six words ([`WORDS`]: every size up to 19×19; `Game`, `Board`,
//! `Position`, …), eleven ([`BIG_WORDS`]: every size up to 25×25; `BigGame`,
//! `BigBoard`, …) and three ([`TINY_WORDS`]: up to 13×13; `TinyBitboard`).
//!
//! Most users start from [`crate::AnyGame`] instead, which holds whichever
//! of these a size needs ([`crate::words_for`]) and offers every method of
//! [`crate::GoGame`] at any size. A fixed size saves the dispatch (one
//! `match` a call) and gives the bitboards themselves: the board, the
//! position, the legal set, a move's outcome as bit sets.
//!
//! ```
//! use tianyuan::sized::{Game, GameOf, BIG_WORDS};
//! use tianyuan::{BoardSize, Rules};
//!
//! let game = Game::new(BoardSize::STANDARD, Rules::default());
//! assert_eq!(game.legal_point_set().count(), 361);
//! let big = GameOf::<BIG_WORDS>::new(BoardSize::square(25).unwrap(), Rules::default());
//! assert_eq!(big.legal_point_set().count(), 625);
//! ```
//!
//! The same items are still reachable at the crate root (hidden from its
//! docs) for one release; new code should name them here.

pub use crate::benson::{pass_alive, pass_alive_territory_dead, PassAlive, PassAliveOf};
pub use crate::bitboard::{
    BigBitboard, Bitboard, BitboardOf, Bits, BitsOf, TinyBitboard, BIG_WORDS, TINY_WORDS, WORDS,
};
pub use crate::board::{BigBoard, Board, BoardOf, InvariantError, Placement};
pub use crate::episode::{EpisodeEnd, EpisodeStep, EpisodeStepOf};
pub use crate::game::{BigGame, EstimatedScore, EstimatedScoreOf, Game, GameOf};
pub use crate::game_count::{Counted, CountedOf};
pub use crate::game_parts::{GameParts, GamePartsOf};
pub use crate::legal::{IncrementalMask, IncrementalMaskOf, REBUILD_AFTER};
pub use crate::life::{
    estimate_life, solve_local, ChainJudgement, ChainJudgementOf, LifeEstimate, LifeEstimateOf,
    LocalVerdict, LocalVerdictOf,
};
pub use crate::playout::{light_playout, play_random_move};
pub use crate::position::{BigPosition, MoveOutcome, MoveOutcomeOf, Position, PositionOf};
pub use crate::referee::{Referee, RefereeOf};
pub use crate::replay::{Replay, ReplayOf};
pub use crate::scoring::{
    area_score, area_score_points, territory_map, tromp_taylor_score, PointStatus, TerritoryMap,
    TerritoryMapOf,
};
pub use crate::territory::{count, count_from_map, count_map, CountMap, CountMapOf};

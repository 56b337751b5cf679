#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod berger;
mod csv;
mod error;
mod field;
mod knockout;
mod lot;
mod rank;
mod results;
mod standings;
mod swiss;
mod system;
mod tiebreak;

pub use berger::{round_robin, RoundPairing, MAX_ROUND_ROBIN};
pub use csv::{standings_from_csv, team_event_from_csv, tournament_from_csv};
pub use error::{CompetitionError, CompetitionErrorKind};
pub use knockout::{
    double_elimination, single_elimination, Bracket, BracketMatch, Slot, Stage, MAX_BRACKET,
};
pub use lot::{nigiri, Lot};
pub use rank::{
    suggested_handicap, Rank, RankError, RankErrorKind, MAX_AMATEUR_DAN, MAX_HANDICAP, MAX_KYU,
    MAX_PRO_DAN,
};
pub use results::{
    Bye, Game, TableResult, TeamEvent, TeamMatch, Tournament, Withdrawal, BYE_POINTS,
};
pub use standings::{Row, Standings};

/// The old name of [`TableResult`], until 0.3.
#[deprecated(
    since = "0.2.0",
    note = "renamed `TableResult`: `tianyuan::GameResult` is a game's result under the rules"
)]
pub type GameResult = TableResult;
pub use swiss::{pair_swiss, SwissPlayer, MAX_SWISS};
pub use system::System;
pub use tiebreak::{format_score, Tiebreak, TiebreakValue};

/// An exact score: a ratio of 64-bit integers, in game points (2 a win).
pub type Score = num_rational::Rational64;

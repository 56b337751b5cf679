//! Competition: results tables, tiebreaks, pairings and ranks.
//!
//! Chapter 4 of the 1988 rules (art. 26–29) and of the 2002 rules (art. 25–28),
//! and the World Amateur Go Championship regulations (seed 004). No board is
//! needed. Scores are exact: game points are integers (win 2, draw 1, loss 0)
//! and every division gives a rational [`Score`], never a float.
//!
//! ```
//! use tianyuan::competition::{standings_from_csv, System};
//! let csv = "round,black,white,result\n1,Li,Wang,B+\n1,Zhao,Sun,draw\n";
//! let table = standings_from_csv(csv, System::parse("round-robin").unwrap()).unwrap();
//! assert_eq!(table.rows[0].name, "Li");
//! assert!(table.to_text().contains("Li"));
//! ```

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
    Bye, Game, GameResult, TeamEvent, TeamMatch, Tournament, Withdrawal, BYE_POINTS,
};
pub use standings::{Row, Standings};
pub use swiss::{pair_swiss, SwissPlayer, MAX_SWISS};
pub use system::System;
pub use tiebreak::{format_score, Tiebreak, TiebreakValue};

/// An exact score: a ratio of 64-bit integers, in game points (2 a win).
pub type Score = num_rational::Rational64;

//! Errors of the competition module: every bad input is a typed error, never a panic.

use thiserror::Error;

/// Why a results table, a CSV file, a pairing request or a rank was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CompetitionError {
    /// The CSV text could not be read (quoting, encoding); the message is the
    /// `csv` crate's, with its line.
    #[error("CSV: {0}")]
    Csv(String),
    /// A required CSV column is missing from the header line (the team
    /// columns `black_team`, `white_team` for a team system).
    #[error("CSV header lacks the column {0:?} ({needed})", needed = columns_needed(.0))]
    MissingColumn(&'static str),
    /// A `round` cell that is neither a positive number nor a meta keyword
    /// (`warning`, `withdraw`, `rounds`).
    #[error("line {line}: bad round {text:?}")]
    BadRound {
        /// One-based line in the CSV text.
        line: u64,
        /// The cell as written.
        text: String,
    },
    /// A result that is not one of `B+`, `W+`, `draw`, `B+F`, `W+F`, `F`, `bye`, `void`.
    #[error("line {line}: bad result {text:?} (expected B+, W+, draw, B+F, W+F, F, bye or void)")]
    BadResult {
        /// One-based line in the CSV text (0 when not from CSV).
        line: u64,
        /// The cell as written.
        text: String,
    },
    /// A number cell (warnings count, withdrawal round, round count, board) that is not a number.
    #[error("line {line}: bad number {text:?}")]
    BadNumber {
        /// One-based line in the CSV text.
        line: u64,
        /// The cell as written.
        text: String,
    },
    /// A row that cannot stand, named by its line and the column at fault: a
    /// bye naming two players (`column` is `white`, the second name), or a
    /// player who already has a game or a bye in that round (`column` is
    /// where the name appears again; `problem` names the earlier line).
    #[error("line {line}, column {column:?}: {problem}")]
    BadRow {
        /// One-based line in the CSV text.
        line: u64,
        /// The column at fault (`black` or `white`).
        column: &'static str,
        /// What is wrong, in words.
        problem: String,
    },
    /// A game whose player cell is empty.
    #[error("line {line}: a player's name is empty")]
    EmptyName {
        /// One-based line in the CSV text.
        line: u64,
    },
    /// A game between a player (or team) and itself.
    #[error("entrant {0} is paired with itself")]
    SelfPairing(usize),
    /// A player or team index at or beyond the number of entrants.
    #[error("entrant index {0} is unknown")]
    UnknownEntrant(usize),
    /// A round number of 0 or above the event's number of rounds.
    #[error("round {round} is outside 1..={rounds}")]
    RoundOutOfRange {
        /// The round given.
        round: u32,
        /// The event's number of rounds.
        rounds: u32,
    },
    /// An entrant appears twice in one round.
    #[error("entrant {entrant} appears twice in round {round}")]
    PlayedTwice {
        /// The entrant's index.
        entrant: usize,
        /// The round.
        round: u32,
    },
    /// A game played (not forfeited) by a player in or after the round
    /// before which the player withdrew (1988 art. 29; 2002 art. 28).
    #[error(
        "player {player} withdrew before round {withdrew_before} but has a game in round {round}"
    )]
    GameAfterWithdrawal {
        /// The player's index.
        player: usize,
        /// The first round the player no longer plays.
        withdrew_before: u32,
        /// The offending game's round.
        round: u32,
    },
    /// A system name that [`crate::System::parse`] does not know.
    #[error("unknown system {0:?}")]
    UnknownSystem(String),
    /// A team system was asked of individual results, or the reverse.
    #[error("system {system} needs {needs} results")]
    WrongEventKind {
        /// The system's name.
        system: &'static str,
        /// `"team"` or `"individual"`.
        needs: &'static str,
    },
    /// A team match whose number of boards differs from the event's.
    #[error("team match in round {round} has {got} boards, expected {expected}")]
    BoardCount {
        /// The match's round.
        round: u32,
        /// Boards given.
        got: usize,
        /// Boards per match in the event.
        expected: usize,
    },
    /// Too few entrants for the schedule or bracket asked for (need at least 2).
    #[error("{0} entrants are too few (need at least 2)")]
    TooFewEntrants(usize),
    /// More entrants than the schedule, bracket or matching supports.
    #[error("{0} entrants are too many")]
    TooManyEntrants(usize),
    /// No Swiss pairing avoids every rematch (every player has met every other).
    #[error("no pairing without rematches exists for this round")]
    NoPairing,
}

/// The kinds of [`CompetitionError`], without their data: one per variant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CompetitionErrorKind {
    /// [`CompetitionError::Csv`]
    Csv,
    /// [`CompetitionError::MissingColumn`]
    MissingColumn,
    /// [`CompetitionError::BadRound`]
    BadRound,
    /// [`CompetitionError::BadResult`]
    BadResult,
    /// [`CompetitionError::BadNumber`]
    BadNumber,
    /// [`CompetitionError::BadRow`]
    BadRow,
    /// [`CompetitionError::EmptyName`]
    EmptyName,
    /// [`CompetitionError::SelfPairing`]
    SelfPairing,
    /// [`CompetitionError::UnknownEntrant`]
    UnknownEntrant,
    /// [`CompetitionError::RoundOutOfRange`]
    RoundOutOfRange,
    /// [`CompetitionError::PlayedTwice`]
    PlayedTwice,
    /// [`CompetitionError::GameAfterWithdrawal`]
    GameAfterWithdrawal,
    /// [`CompetitionError::UnknownSystem`]
    UnknownSystem,
    /// [`CompetitionError::WrongEventKind`]
    WrongEventKind,
    /// [`CompetitionError::BoardCount`]
    BoardCount,
    /// [`CompetitionError::TooFewEntrants`]
    TooFewEntrants,
    /// [`CompetitionError::TooManyEntrants`]
    TooManyEntrants,
    /// [`CompetitionError::NoPairing`]
    NoPairing,
}

impl CompetitionErrorKind {
    /// Every kind, in declaration order.
    pub const ALL: [CompetitionErrorKind; 18] = [
        Self::Csv,
        Self::MissingColumn,
        Self::BadRound,
        Self::BadResult,
        Self::BadNumber,
        Self::BadRow,
        Self::EmptyName,
        Self::SelfPairing,
        Self::UnknownEntrant,
        Self::RoundOutOfRange,
        Self::PlayedTwice,
        Self::GameAfterWithdrawal,
        Self::UnknownSystem,
        Self::WrongEventKind,
        Self::BoardCount,
        Self::TooFewEntrants,
        Self::TooManyEntrants,
        Self::NoPairing,
    ];
}

impl CompetitionError {
    /// The index of the entrant (player, or team) this error is about, for
    /// the errors that name one ([`CompetitionError::SelfPairing`],
    /// [`CompetitionError::UnknownEntrant`], [`CompetitionError::PlayedTwice`],
    /// [`CompetitionError::GameAfterWithdrawal`]): an index into the event's
    /// `players` or `teams`, so that a caller can print the name.
    pub fn entrant(&self) -> Option<usize> {
        match *self {
            Self::SelfPairing(i) | Self::UnknownEntrant(i) => Some(i),
            Self::PlayedTwice { entrant, .. } => Some(entrant),
            Self::GameAfterWithdrawal { player, .. } => Some(player),
            _ => None,
        }
    }

    /// This error's kind.
    pub fn kind(&self) -> CompetitionErrorKind {
        use CompetitionErrorKind as K;
        match self {
            Self::Csv(_) => K::Csv,
            Self::MissingColumn(_) => K::MissingColumn,
            Self::BadRound { .. } => K::BadRound,
            Self::BadResult { .. } => K::BadResult,
            Self::BadNumber { .. } => K::BadNumber,
            Self::BadRow { .. } => K::BadRow,
            Self::EmptyName { .. } => K::EmptyName,
            Self::SelfPairing(_) => K::SelfPairing,
            Self::UnknownEntrant(_) => K::UnknownEntrant,
            Self::RoundOutOfRange { .. } => K::RoundOutOfRange,
            Self::PlayedTwice { .. } => K::PlayedTwice,
            Self::GameAfterWithdrawal { .. } => K::GameAfterWithdrawal,
            Self::UnknownSystem(_) => K::UnknownSystem,
            Self::WrongEventKind { .. } => K::WrongEventKind,
            Self::BoardCount { .. } => K::BoardCount,
            Self::TooFewEntrants(_) => K::TooFewEntrants,
            Self::TooManyEntrants(_) => K::TooManyEntrants,
            Self::NoPairing => K::NoPairing,
        }
    }
}

/// The header a CSV needs, for the [`CompetitionError::MissingColumn`] message:
/// a team system's when the missing column is a team column.
fn columns_needed(missing: &str) -> &'static str {
    match missing {
        "black_team" | "white_team" | "board" => {
            "a team system needs round,black,white,result,black_team,white_team \
             and optionally board"
        }
        _ => "need round,black,white,result",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entrant_names_the_index_of_the_errors_about_one() {
        use CompetitionError as E;
        assert_eq!(E::SelfPairing(3).entrant(), Some(3));
        assert_eq!(E::UnknownEntrant(9).entrant(), Some(9));
        let twice = E::PlayedTwice {
            entrant: 4,
            round: 2,
        };
        assert_eq!(twice.entrant(), Some(4));
        let late = E::GameAfterWithdrawal {
            player: 5,
            withdrew_before: 3,
            round: 4,
        };
        assert_eq!(late.entrant(), Some(5));
        assert_eq!(E::TooFewEntrants(1).entrant(), None);
        assert_eq!(E::NoPairing.entrant(), None);
    }

    #[test]
    fn kinds_are_distinct() {
        let mut v = CompetitionErrorKind::ALL.to_vec();
        v.dedup();
        assert_eq!(v.len(), CompetitionErrorKind::ALL.len());
        assert_eq!(
            CompetitionError::NoPairing.kind(),
            CompetitionErrorKind::NoPairing
        );
    }
}

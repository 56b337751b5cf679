//! Input data: players, rounds, game results, byes, warnings and withdrawals.
//!
//! Game points (1988 art. 28.1; 2002 art. 27.1): a win scores 2, a draw 1, a loss 0.

use super::CompetitionError;

/// Points a bye scores, in game points (2 = a win).
///
/// The seeds say nothing about byes; a bye scoring as a win with no opponent
/// (so it adds nothing to any opponents' score) is the usual practice of Chinese
/// Swiss events and is a convention of this library, not an article.
pub const BYE_POINTS: i64 = 2;

/// The result of one game as a results table records it, for game points:
/// who won, and how, or that the game does not count. Named apart from
/// `tianyuan::GameResult` (a game's result under the rules, with its margin),
/// which the core crate has once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TableResult {
    /// Black won over the board (`B+`).
    BlackWins,
    /// White won over the board (`W+`).
    WhiteWins,
    /// A draw (`draw`): 1 point each.
    Draw,
    /// White forfeited (`B+F`): Black scores 2, White 0 (1988 art. 24.1, 弃权作负).
    BlackWinsByForfeit,
    /// Black forfeited (`W+F`).
    WhiteWinsByForfeit,
    /// Both forfeited (`F`): both score 0 (1988 art. 24.2, 双方弃权作负).
    DoubleForfeit,
    /// The game does not count at all (`void`): no points, no opponent.
    Void,
}

impl TableResult {
    /// Every result, in declaration order.
    pub const ALL: [TableResult; 7] = [
        Self::BlackWins,
        Self::WhiteWins,
        Self::Draw,
        Self::BlackWinsByForfeit,
        Self::WhiteWinsByForfeit,
        Self::DoubleForfeit,
        Self::Void,
    ];

    /// The CSV spelling: `B+`, `W+`, `draw`, `B+F`, `W+F`, `F`, `void`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::BlackWins => "B+",
            Self::WhiteWins => "W+",
            Self::Draw => "draw",
            Self::BlackWinsByForfeit => "B+F",
            Self::WhiteWinsByForfeit => "W+F",
            Self::DoubleForfeit => "F",
            Self::Void => "void",
        }
    }

    /// Reads a result, case-insensitively: the [`name`](Self::name)s, SGF-like
    /// forms with a margin (`B+R`, `W+3.5`, `B+T`), `0`/`jigo`/`=` for a draw,
    /// `B+Forfeit`/`W+Forfeit`, `double-forfeit`.
    ///
    /// # Errors
    /// [`CompetitionError::BadResult`] (with line 0) for anything else; `bye`
    /// is not a game result (see [`Bye`]).
    pub fn parse(text: &str) -> Result<TableResult, CompetitionError> {
        let t = text.trim().to_ascii_lowercase();
        let bad = || CompetitionError::BadResult {
            line: 0,
            text: text.to_string(),
        };
        Ok(match t.as_str() {
            "draw" | "jigo" | "0" | "=" | "d" => Self::Draw,
            "f" | "double-forfeit" | "0-0" => Self::DoubleForfeit,
            "void" => Self::Void,
            "b+f" | "b+forfeit" => Self::BlackWinsByForfeit,
            "w+f" | "w+forfeit" => Self::WhiteWinsByForfeit,
            _ => {
                let (who, rest) = t.split_at(t.find('+').ok_or_else(bad)?);
                let margin = &rest[1..];
                let margin_ok = margin.is_empty()
                    || matches!(margin, "r" | "resign" | "t" | "time")
                    || margin
                        .parse::<f64>()
                        .is_ok_and(|m| m.is_finite() && m > 0.0);
                match (who, margin_ok) {
                    ("b", true) => Self::BlackWins,
                    ("w", true) => Self::WhiteWins,
                    _ => return Err(bad()),
                }
            }
        })
    }

    /// Game points for (Black, White), or `None` for [`TableResult::Void`].
    pub const fn points(self) -> Option<(i64, i64)> {
        match self {
            Self::BlackWins | Self::BlackWinsByForfeit => Some((2, 0)),
            Self::WhiteWins | Self::WhiteWinsByForfeit => Some((0, 2)),
            Self::Draw => Some((1, 1)),
            Self::DoubleForfeit => Some((0, 0)),
            Self::Void => None,
        }
    }

    /// Whether the game was decided by forfeit (one side or both did not play).
    pub const fn is_forfeit(self) -> bool {
        matches!(
            self,
            Self::BlackWinsByForfeit | Self::WhiteWinsByForfeit | Self::DoubleForfeit
        )
    }

    /// The same result seen with the colours swapped.
    pub const fn swapped(self) -> TableResult {
        match self {
            Self::BlackWins => Self::WhiteWins,
            Self::WhiteWins => Self::BlackWins,
            Self::BlackWinsByForfeit => Self::WhiteWinsByForfeit,
            Self::WhiteWinsByForfeit => Self::BlackWinsByForfeit,
            other => other,
        }
    }
}

/// One game: round (1-based), the two players by index, the result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    /// Round number, 1-based.
    pub round: u32,
    /// Black's index into [`Tournament::players`].
    pub black: usize,
    /// White's index.
    pub white: usize,
    /// The result.
    pub result: TableResult,
}

/// A bye: the player is not paired in that round and scores [`BYE_POINTS`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bye {
    /// Round number, 1-based.
    pub round: u32,
    /// The player's index.
    pub player: usize,
}

/// A withdrawal (退出比赛, 1988 art. 29; 2002 art. 28): the player plays no
/// game from round `before_round` on. `before_round <= 1` means before the start.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Withdrawal {
    /// The player's index.
    pub player: usize,
    /// The first round the player does not play (1-based).
    pub before_round: u32,
}

/// An individual event's results: plain data, checked when a table is built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// Player names; a player's index is its position here.
    pub players: Vec<String>,
    /// Rounds scheduled (轮次数). 0 means "the highest round in `games`/`byes`".
    pub rounds: u32,
    /// Every game, in any order.
    pub games: Vec<Game>,
    /// Every bye.
    pub byes: Vec<Bye>,
    /// Warnings (警告) per player over the whole event (1988 art. 28.1.1.B);
    /// missing entries count as 0.
    pub warnings: Vec<u32>,
    /// Withdrawals.
    pub withdrawals: Vec<Withdrawal>,
}

impl Tournament {
    /// An event with these players and no results yet.
    pub fn new<S: Into<String>>(players: impl IntoIterator<Item = S>) -> Tournament {
        Tournament {
            players: players.into_iter().map(Into::into).collect(),
            ..Default::default()
        }
    }

    /// Adds a game (builder style).
    pub fn game(mut self, round: u32, black: usize, white: usize, result: TableResult) -> Self {
        self.games.push(Game {
            round,
            black,
            white,
            result,
        });
        self
    }

    /// The number of rounds: [`Tournament::rounds`], or the highest round seen when that is 0.
    pub fn round_count(&self) -> u32 {
        if self.rounds > 0 {
            return self.rounds;
        }
        let g = self.games.iter().map(|g| g.round);
        g.chain(self.byes.iter().map(|b| b.round))
            .max()
            .unwrap_or(0)
    }

    /// The warnings recorded for a player (0 when none).
    pub fn warnings_of(&self, player: usize) -> u32 {
        self.warnings.get(player).copied().unwrap_or(0)
    }

    /// The round before which a player withdrew, if they did.
    pub fn withdrawn_before(&self, player: usize) -> Option<u32> {
        self.withdrawals
            .iter()
            .filter(|w| w.player == player)
            .map(|w| w.before_round)
            .min()
    }
}

/// One match between two teams (团体赛): the board results in board order,
/// each seen from the `first` team's player (as if that player were Black).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TeamMatch {
    /// Round number, 1-based.
    pub round: u32,
    /// First team's index into [`TeamEvent::teams`].
    pub first: usize,
    /// Second team's index.
    pub second: usize,
    /// Board 1 first; `BlackWins` means the first team's player won.
    pub boards: Vec<TableResult>,
}

/// A team event with a fixed board order (分台定人制, 1988 art. 26.2).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamEvent {
    /// Team names; a team's index is its position here.
    pub teams: Vec<String>,
    /// Boards per match.
    pub boards: usize,
    /// Rounds scheduled; 0 means "the highest round in `matches`".
    pub rounds: u32,
    /// Every match.
    pub matches: Vec<TeamMatch>,
}

impl TeamEvent {
    /// The number of rounds: [`TeamEvent::rounds`] or the highest round seen.
    pub fn round_count(&self) -> u32 {
        if self.rounds > 0 {
            self.rounds
        } else {
            self.matches.iter().map(|m| m.round).max().unwrap_or(0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_parse_and_score() {
        // 1988 art. 28.1: win 2, draw 1, loss 0; art. 24: forfeits lose.
        for r in TableResult::ALL {
            assert_eq!(TableResult::parse(r.name()), Ok(r));
            assert_eq!(r.swapped().swapped(), r);
        }
        assert_eq!(TableResult::parse("B+R"), Ok(TableResult::BlackWins));
        assert_eq!(TableResult::parse("w+3.5"), Ok(TableResult::WhiteWins));
        assert_eq!(TableResult::parse("jigo"), Ok(TableResult::Draw));
        assert!(TableResult::parse("B+x").is_err());
        assert!(TableResult::parse("").is_err());
        assert!(TableResult::parse("+").is_err());
        assert_eq!(TableResult::BlackWins.points(), Some((2, 0)));
        assert_eq!(TableResult::Draw.points(), Some((1, 1)));
        assert_eq!(TableResult::DoubleForfeit.points(), Some((0, 0)));
        assert_eq!(TableResult::Void.points(), None);
    }
}

//! Ranking systems: which tiebreaks, in which order, under which article.

use super::{CompetitionError, Tiebreak};

/// A ranking system: a named list of tiebreaks applied in turn.
///
/// After the last tiebreak, entrants still level share the place (1988
/// art. 28.1.1.C), or, where places may not be shared, a play-off or lot
/// decides (1988 art. 28.1.1.D; 2002 art. 27.1.①.C; World Amateur rule 6):
/// the table flags them with [`crate::Row::shared`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum System {
    /// Individual round robin (循环制), 1988 art. 28.1.1 and 2002 art. 27.1.①:
    /// points, then the points of opponents beaten plus half of those drawn, then
    /// fewer warnings. Withdrawals: 1988 art. 29.2 / 2002 art. 28.2.
    RoundRobin,
    /// Individual Swiss (积分编排制), 1988 art. 28.1.2: total score, then fewer
    /// warnings. A withdrawn player's score counts for its opponents as
    /// adjusted by 1988 art. 29.3.
    Swiss1988,
    /// Individual Swiss, 2002 art. 27.1.②.A: total score (the formula is garbled
    /// in the 2002 seed; the 1988 formula is used), then fewer warnings.
    /// Withdrawals: 2002 art. 28.3 (results stand, no adjustment).
    Swiss2002Total,
    /// Individual Swiss, 2002 art. 27.1.②.B: points, then opponents' points
    /// (SOS), then fewer warnings.
    Swiss2002Sos,
    /// World Amateur Go Championship regulations (seed 004, rules 1–6): points,
    /// SOS, SOS dropping the opponents of rounds 1, 1–2, …, head-to-head, the
    /// opponents' highest scores.
    WorldAmateur,
    /// Team round robin, 1988 art. 28.2.1 / 2002 art. 27.2.1: match points,
    /// board points, then board 1's board points, board 2's, …
    TeamRoundRobin,
    /// Team Swiss, 1988 art. 28.2.2 / 2002 art. 27.2.2: total score on match
    /// points, then as the team round robin.
    TeamSwiss1988,
}

impl System {
    /// Every system, in declaration order.
    pub const ALL: [System; 7] = [
        Self::RoundRobin,
        Self::Swiss1988,
        Self::Swiss2002Total,
        Self::Swiss2002Sos,
        Self::WorldAmateur,
        Self::TeamRoundRobin,
        Self::TeamSwiss1988,
    ];

    /// The name used on the command line and in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Self::RoundRobin => "round-robin",
            Self::Swiss1988 => "swiss-1988",
            Self::Swiss2002Total => "swiss-2002-total",
            Self::Swiss2002Sos => "swiss-2002-sos",
            Self::WorldAmateur => "world-amateur",
            Self::TeamRoundRobin => "team-round-robin",
            Self::TeamSwiss1988 => "team-swiss-1988",
        }
    }

    /// The source article(s).
    pub const fn article(self) -> &'static str {
        match self {
            Self::RoundRobin => "1988 art. 28.1.1; 2002 art. 27.1.1",
            Self::Swiss1988 => "1988 art. 28.1.2, 29.3",
            Self::Swiss2002Total => "2002 art. 27.1.2.A",
            Self::Swiss2002Sos => "2002 art. 27.1.2.B",
            Self::WorldAmateur => "World Amateur Go Championship regulations 1-6 (seed 004)",
            Self::TeamRoundRobin => "1988 art. 28.2.1; 2002 art. 27.2.1",
            Self::TeamSwiss1988 => "1988 art. 28.2.2; 2002 art. 27.2.2",
        }
    }

    /// Reads a system name ([`System::name`], case-insensitive, `_` or space
    /// for `-`), with aliases: `rr`, `round-robin-1988`, `round-robin-2002`,
    /// `swiss`, `swiss-2002`, `wagc`, `team`, `team-rr`, `team-swiss`.
    ///
    /// # Errors
    /// [`CompetitionError::UnknownSystem`].
    pub fn parse(text: &str) -> Result<System, CompetitionError> {
        let t: String = text
            .trim()
            .chars()
            .map(|c| {
                if c == '_' || c == ' ' {
                    '-'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        if let Some(s) = Self::ALL.iter().find(|s| s.name() == t) {
            return Ok(*s);
        }
        Ok(match t.as_str() {
            "rr" | "round-robin-1988" | "round-robin-2002" | "roundrobin" => Self::RoundRobin,
            "swiss" | "swiss1988" => Self::Swiss1988,
            "swiss-2002" | "swiss-2002-a" => Self::Swiss2002Total,
            "swiss-2002-b" => Self::Swiss2002Sos,
            "wagc" | "world-amateur-go-championship" => Self::WorldAmateur,
            "team" | "team-rr" => Self::TeamRoundRobin,
            "team-swiss" => Self::TeamSwiss1988,
            _ => return Err(CompetitionError::UnknownSystem(text.to_string())),
        })
    }

    /// The tiebreaks in the order they are applied; the first is the main score.
    pub const fn tiebreaks(self) -> &'static [Tiebreak] {
        use Tiebreak as T;
        match self {
            Self::RoundRobin => &[T::Points, T::DefeatedOpponents, T::Warnings],
            Self::Swiss1988 | Self::Swiss2002Total => &[T::TotalScore, T::Warnings],
            Self::Swiss2002Sos => &[T::Points, T::Sos, T::Warnings],
            Self::WorldAmateur => &[
                T::Points,
                T::Sos,
                T::SosCut,
                T::HeadToHead,
                T::HighestOpponent,
            ],
            Self::TeamRoundRobin => &[T::Points, T::BoardPoints, T::BoardOrder],
            Self::TeamSwiss1988 => &[T::TotalScore, T::Points, T::BoardPoints, T::BoardOrder],
        }
    }

    /// Whether the system ranks teams ([`crate::TeamEvent`]).
    pub const fn is_team(self) -> bool {
        matches!(self, Self::TeamRoundRobin | Self::TeamSwiss1988)
    }

    /// Whether withdrawals follow the round robin rule (1988 art. 29.2; 2002
    /// art. 28.2): fewer than half the rounds played voids the player's results,
    /// otherwise the unplayed games are forfeits won by the opponents.
    pub const fn is_round_robin(self) -> bool {
        matches!(self, Self::RoundRobin | Self::TeamRoundRobin)
    }

    /// Whether a withdrawn player's score, as counted by its opponents, is
    /// adjusted by 1988 art. 29.3 (points + A × unplayed rounds, A = points ÷
    /// games, at most 1).
    pub const fn adjusts_withdrawn(self) -> bool {
        matches!(self, Self::Swiss1988)
    }
}

impl std::fmt::Display for System {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for System {
    type Err = CompetitionError;
    fn from_str(s: &str) -> Result<System, CompetitionError> {
        System::parse(s)
    }
}

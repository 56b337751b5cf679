//! Lateness at the start of a game (迟到): how much is deducted and when the
//! late player forfeits (1988 art. 23.1–3; 2002 art. 22.1–4).

use super::Edition;

/// Where the players lodge, which sets the 2002 lateness limit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Venue {
    /// Venue and lodging apart: up to 1 h late allowed (2002 art. 22.1).
    Separate,
    /// Venue and lodging essentially in one place: up to 15 min (2002 art. 22.2).
    Together,
}

impl Venue {
    /// Both kinds.
    pub const ALL: [Venue; 2] = [Venue::Separate, Venue::Together];
}

/// How lateness at the start is treated: the longest lateness allowed and how
/// many times over it is deducted from the late player's time.
///
/// Lateness after a pause is not lateness in this sense: 2002 art. 22.1 says
/// the clock simply runs, with no forfeit limit — resume the clock instead.
/// In fast games with little or no main time, 2002 art. 22.4 runs the absent
/// player's byo-yomi instead — start that player's clock and let it run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LatenessRule {
    /// The edition whose article applies.
    pub edition: Edition,
    /// The longest lateness still allowed, in ms (inclusive: being exactly
    /// this late is allowed).
    pub limit_ms: u64,
    /// How many times the lateness is deducted: 1 (1988 art. 23.3) or 2
    /// (2002 art. 22.1 "加倍扣除").
    pub factor: u64,
}

impl LatenessRule {
    /// 1988 art. 23: the limit is the one the venue sets ("赛场规定时间", no
    /// number in the article), in ms; the lateness is deducted once (art. 23.3).
    pub const fn y1988(limit_ms: u64) -> LatenessRule {
        LatenessRule {
            edition: Edition::Y1988,
            limit_ms,
            factor: 1,
        }
    }

    /// 2002 art. 22.1–2: at most 1 h late (venue and lodging apart) or 15 min
    /// (together), limits included ("不得超过1小时(含)"); deducted twice over.
    pub const fn y2002(venue: Venue) -> LatenessRule {
        LatenessRule {
            edition: Edition::Y2002,
            limit_ms: match venue {
                Venue::Separate => 3_600_000,
                Venue::Together => 900_000,
            },
            factor: 2,
        }
    }

    /// The article for a forfeit under this rule.
    pub(crate) fn forfeit_article(&self) -> &'static str {
        match (self.edition, self.limit_ms) {
            (Edition::Y1988, _) => "1988 art. 23.1",
            (Edition::Y2002, 900_000) => "2002 art. 22.2",
            (Edition::Y2002, _) => "2002 art. 22.1",
        }
    }

    /// The article for the deduction under this rule.
    pub(crate) fn deduction_article(&self) -> &'static str {
        match self.edition {
            Edition::Y1988 => "1988 art. 23.3",
            Edition::Y2002 => "2002 art. 22.1",
        }
    }
}

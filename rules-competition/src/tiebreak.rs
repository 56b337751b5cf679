//! Tiebreaks: each a named, documented value computed exactly (rationals).

use std::cmp::Ordering;

use super::field::{Field, Outcome};
use super::Score;

/// One ranking criterion. Every value is exact: game points are integers
/// (win 2, draw 1, loss 0) and divisions give rationals ([`Score`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// 积分 / 场分: game points (individual) or match points (teams), 2/1/0.
    /// 1988 art. 28.1, 28.2; 2002 art. 27.1, 27.2. Higher first.
    Points,
    /// 胜者小分: the points of every opponent beaten plus half the points of
    /// every opponent drawn. 1988 art. 28.1.1.A; 2002 art. 27.1.①.A. Higher first.
    DefeatedOpponents,
    /// 警告次数: warnings over the whole event. 1988 art. 28.1.1.B;
    /// 2002 art. 27.1.①.B. Fewer first.
    Warnings,
    /// 总得分: points + (opponents' points ÷ (maximum points ÷ 2) − rounds),
    /// the maximum being 2 × rounds, so points + opponents' points ÷ rounds −
    /// rounds. 1988 art. 28.1.2 (individual), 28.2.2 (teams, on match points);
    /// 2002 art. 27.1.②.A. Higher first.
    TotalScore,
    /// 对手分 (SOS): the sum of the opponents' points (byes add nothing).
    /// 2002 art. 27.1.②.B; World Amateur rule 2. Higher first.
    Sos,
    /// 去掉对手分: SOS without the opponents of round 1, then of rounds 1–2,
    /// 1–3, … (a list, compared element by element). World Amateur rule 3.
    SosCut,
    /// 相互之间胜负: points scored in games among the entrants still level at
    /// this step. World Amateur rule 4. Shown only where it was applied.
    HeadToHead,
    /// 对手的最高积分: the opponents' points sorted from highest, compared
    /// element by element. World Amateur rule 5. Higher first.
    HighestOpponent,
    /// 局分: board points over all matches (teams). 1988 art. 28.2.1;
    /// 2002 art. 27.2.1. Higher first.
    BoardPoints,
    /// 台次: board 1's board points, then board 2's, … (a list). 1988 art.
    /// 28.2.1; 2002 art. 27.2.1. Higher first.
    BoardOrder,
}

impl Tiebreak {
    /// Every tiebreak, in declaration order.
    pub const ALL: [Tiebreak; 10] = [
        Self::Points,
        Self::DefeatedOpponents,
        Self::Warnings,
        Self::TotalScore,
        Self::Sos,
        Self::SosCut,
        Self::HeadToHead,
        Self::HighestOpponent,
        Self::BoardPoints,
        Self::BoardOrder,
    ];

    /// Short name used as a column header and JSON key.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Points => "points",
            Self::DefeatedOpponents => "defeated-opponents",
            Self::Warnings => "warnings",
            Self::TotalScore => "total-score",
            Self::Sos => "sos",
            Self::SosCut => "sos-cut",
            Self::HeadToHead => "head-to-head",
            Self::HighestOpponent => "highest-opponent",
            Self::BoardPoints => "board-points",
            Self::BoardOrder => "board-order",
        }
    }

    /// The Chinese term used by the rules.
    pub const fn chinese(self) -> &'static str {
        match self {
            Self::Points => "积分",
            Self::DefeatedOpponents => "胜者小分",
            Self::Warnings => "警告次数",
            Self::TotalScore => "总得分",
            Self::Sos => "对手分",
            Self::SosCut => "去掉对手分",
            Self::HeadToHead => "相互胜负",
            Self::HighestOpponent => "对手最高积分",
            Self::BoardPoints => "局分",
            Self::BoardOrder => "台次",
        }
    }

    /// Whether a higher value ranks first (false only for [`Tiebreak::Warnings`]).
    pub const fn higher_is_better(self) -> bool {
        !matches!(self, Self::Warnings)
    }

    /// Whether the value depends on the group of entrants still level.
    pub const fn depends_on_group(self) -> bool {
        matches!(self, Self::HeadToHead)
    }

    /// The value for entrant `i`; `group` holds the entrants still level with it.
    pub(crate) fn value(self, f: &Field, i: usize, group: &[usize]) -> TiebreakValue {
        let e = &f.entries[i];
        let opp = |o: Option<usize>| o.map_or(Score::from_integer(0), |o| f.opp_score[o]);
        let sos: Score = e.iter().map(|x| opp(x.opponent)).sum();
        match self {
            Self::Points => TiebreakValue::Number(Score::from_integer(f.points(i))),
            Self::DefeatedOpponents => TiebreakValue::Number(
                e.iter()
                    .map(|x| match x.outcome {
                        Outcome::Win => opp(x.opponent),
                        Outcome::Draw => opp(x.opponent) / 2,
                        Outcome::Loss => Score::from_integer(0),
                    })
                    .sum(),
            ),
            Self::Warnings => TiebreakValue::Number(Score::from_integer(i64::from(f.warnings[i]))),
            Self::TotalScore => {
                let p = Score::from_integer(f.points(i));
                if f.rounds == 0 {
                    return TiebreakValue::Number(p);
                }
                let r = i64::from(f.rounds);
                // maximum points = 2 × rounds, so (maximum ÷ 2) = rounds.
                TiebreakValue::Number(p + sos / r - r)
            }
            Self::Sos => TiebreakValue::Number(sos),
            Self::SosCut => {
                let mut left = sos;
                let mut out = Vec::new();
                for k in 1..f.rounds {
                    left -= e
                        .iter()
                        .filter(|x| x.round == k)
                        .map(|x| opp(x.opponent))
                        .sum::<Score>();
                    out.push(left);
                }
                TiebreakValue::List(out)
            }
            Self::HeadToHead => {
                if group.len() < 2 {
                    return TiebreakValue::NotUsed;
                }
                let pts: i64 = e
                    .iter()
                    .filter(|x| x.opponent.is_some_and(|o| group.contains(&o)))
                    .map(|x| x.points)
                    .sum();
                TiebreakValue::Number(Score::from_integer(pts))
            }
            Self::HighestOpponent => {
                let mut v: Vec<Score> = e
                    .iter()
                    .filter(|x| x.opponent.is_some())
                    .map(|x| opp(x.opponent))
                    .collect();
                v.sort_by(|a, b| b.cmp(a));
                TiebreakValue::List(v)
            }
            Self::BoardPoints => {
                TiebreakValue::Number(Score::from_integer(e.iter().map(|x| x.board_points).sum()))
            }
            Self::BoardOrder => TiebreakValue::List(
                (0..f.boards)
                    .map(|b| {
                        Score::from_integer(
                            e.iter()
                                .map(|x| x.boards.get(b).copied().unwrap_or(0))
                                .sum(),
                        )
                    })
                    .collect(),
            ),
        }
    }
}

impl std::fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A tiebreak's value for one entrant. Exact: numbers are rationals.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TiebreakValue {
    /// A single number (points are 2 a win; total scores may be fractions).
    Number(Score),
    /// A list compared element by element ([`Tiebreak::SosCut`],
    /// [`Tiebreak::HighestOpponent`], [`Tiebreak::BoardOrder`]).
    List(Vec<Score>),
    /// A group-dependent tiebreak that was never reached for this entrant.
    NotUsed,
}

impl TiebreakValue {
    /// The number, if this is [`TiebreakValue::Number`].
    pub fn number(&self) -> Option<Score> {
        match self {
            Self::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// Orders two values of the same tiebreak (lists lexicographically).
    pub fn compare(&self, other: &TiebreakValue) -> Ordering {
        match (self, other) {
            (Self::Number(a), Self::Number(b)) => a.cmp(b),
            (Self::List(a), Self::List(b)) => a.cmp(b),
            (Self::NotUsed, Self::NotUsed) => Ordering::Equal,
            (Self::NotUsed, _) => Ordering::Less,
            (_, Self::NotUsed) => Ordering::Greater,
            (Self::Number(_), Self::List(_)) => Ordering::Less,
            (Self::List(_), Self::Number(_)) => Ordering::Greater,
        }
    }
}

/// Formats a score exactly: an integer, a terminating decimal of up to 4
/// places (`10.4`), or a fraction (`31/3`).
pub fn format_score(s: Score) -> String {
    if s.is_integer() {
        return s.to_integer().to_string();
    }
    let den = *s.denom();
    let mut d = den;
    let (mut twos, mut fives) = (0, 0);
    while d % 2 == 0 {
        d /= 2;
        twos += 1;
    }
    while d % 5 == 0 {
        d /= 5;
        fives += 1;
    }
    let places: u32 = twos.max(fives);
    if d != 1 || places > 4 {
        return format!("{}/{}", s.numer(), den);
    }
    let scale = 10i64.pow(places);
    let scaled = (s * scale).to_integer();
    let sign = if scaled < 0 { "-" } else { "" };
    let a = scaled.unsigned_abs();
    let sc = scale.unsigned_abs();
    format!(
        "{sign}{}.{:0width$}",
        a / sc,
        a % sc,
        width = places as usize
    )
}

impl std::fmt::Display for TiebreakValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Number(n) => f.write_str(&format_score(*n)),
            Self::List(v) => {
                let parts: Vec<String> = v.iter().map(|s| format_score(*s)).collect();
                f.write_str(&parts.join(","))
            }
            Self::NotUsed => f.write_str("-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_print_exactly() {
        // 1988 art. 28.1.2 totals are fractions of the round count: 26/5 = 5.2, 8/3 stays a fraction.
        assert_eq!(format_score(Score::new(26, 5)), "5.2");
        assert_eq!(format_score(Score::new(11, 2)), "5.5");
        assert_eq!(format_score(Score::new(8, 3)), "8/3");
        assert_eq!(format_score(Score::new(-17, 5)), "-3.4");
        assert_eq!(format_score(Score::new(-1, 4)), "-0.25");
        assert_eq!(format_score(Score::from_integer(7)), "7");
    }

    #[test]
    fn every_tiebreak_has_distinct_names() {
        for (i, a) in Tiebreak::ALL.iter().enumerate() {
            for b in &Tiebreak::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
                assert_ne!(a.chinese(), b.chinese());
            }
        }
        assert!(!Tiebreak::Warnings.higher_is_better());
    }
}

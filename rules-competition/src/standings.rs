//! The results table: ranking by a system's tiebreaks, text and JSON output.

use serde_json::{json, Value};

use super::field::{self, Field, Outcome};
use super::tiebreak::format_score;
use super::{CompetitionError, System, TeamEvent, Tiebreak, TiebreakValue, Tournament};

/// One line of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Place, 1-based; entrants that share a place have the same number.
    pub place: u32,
    /// Still level with another entrant after every tiebreak: the place is
    /// shared (1988 art. 28.1.1.C), or a play-off or lot must decide where
    /// places may not be shared (1988 art. 28.1.1.D; 2002 art. 27.1.①.C).
    pub shared: bool,
    /// Player or team name.
    pub name: String,
    /// Games (matches for teams) with an opponent, forfeits included, byes not.
    pub games: u32,
    /// Byes received.
    pub byes: u32,
    /// Wins (byes not included).
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses.
    pub losses: u32,
    /// Game points (match points for teams), 2 a win.
    pub points: i64,
    /// Warnings recorded.
    pub warnings: u32,
    /// Whether the entrant withdrew during the event.
    pub withdrawn: bool,
    /// The values of [`Standings::tiebreaks`], in the same order.
    pub values: Vec<TiebreakValue>,
}

/// A ranked results table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The system that ranked it.
    pub system: System,
    /// Rounds counted (轮次数).
    pub rounds: u32,
    /// The tiebreaks applied, in order (the system's list).
    pub tiebreaks: Vec<Tiebreak>,
    /// Rows from first place down.
    pub rows: Vec<Row>,
    /// Entrants left out of the table: withdrawn before the start (1988 art.
    /// 29.1; 2002 art. 28.1) or voided by the round robin rule (1988 art. 29.2;
    /// 2002 art. 28.2).
    pub left_out: Vec<String>,
}

impl Standings {
    /// Ranks an individual event under `system`.
    ///
    /// # Errors
    /// Bad indices, rounds or duplicate pairings in `t`
    /// ([`CompetitionError::UnknownEntrant`], [`CompetitionError::RoundOutOfRange`],
    /// [`CompetitionError::PlayedTwice`], [`CompetitionError::SelfPairing`]),
    /// a game played after a withdrawal, or a team system
    /// ([`CompetitionError::WrongEventKind`]).
    pub fn individual(t: &Tournament, system: System) -> Result<Standings, CompetitionError> {
        Ok(rank(&field::individual(t, system)?, system))
    }

    /// Ranks a team event under a team system.
    ///
    /// # Errors
    /// As [`Standings::individual`], plus [`CompetitionError::BoardCount`].
    pub fn team(ev: &TeamEvent, system: System) -> Result<Standings, CompetitionError> {
        Ok(rank(&field::team(ev, system)?, system))
    }

    /// The row of an entrant by name.
    pub fn row(&self, name: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.name == name)
    }

    /// The value of a tiebreak in a row, if the system uses that tiebreak.
    pub fn value(&self, row: &Row, tiebreak: Tiebreak) -> Option<TiebreakValue> {
        let k = self.tiebreaks.iter().position(|t| *t == tiebreak)?;
        row.values.get(k).cloned()
    }

    /// A plain text table: place (`3=` when shared), name, games, W-D-L,
    /// points and every tiebreak column, then the entrants left out.
    pub fn to_text(&self) -> String {
        let mut header: Vec<String> = ["place", "name", "games", "w-d-l", "points"]
            .map(String::from)
            .to_vec();
        let extra: Vec<&Tiebreak> = self
            .tiebreaks
            .iter()
            .filter(|t| **t != Tiebreak::Points)
            .collect();
        header.extend(extra.iter().map(|t| t.name().to_string()));
        let mut lines = vec![header];
        for r in &self.rows {
            let mut cells = vec![
                format!("{}{}", r.place, if r.shared { "=" } else { "" }),
                format!("{}{}", r.name, if r.withdrawn { " (withdrew)" } else { "" }),
                r.games.to_string(),
                format!("{}-{}-{}", r.wins, r.draws, r.losses),
                r.points.to_string(),
            ];
            for (t, v) in self.tiebreaks.iter().zip(&r.values) {
                if *t != Tiebreak::Points {
                    cells.push(v.to_string());
                }
            }
            lines.push(cells);
        }
        let cols = lines[0].len();
        let width: Vec<usize> = (0..cols)
            .map(|c| {
                lines
                    .iter()
                    .map(|l| l[c].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = format!(
            "system: {} ({}), rounds: {}\n",
            self.system,
            self.system.article(),
            self.rounds
        );
        for l in &lines {
            let padded: Vec<String> = l
                .iter()
                .zip(&width)
                .map(|(c, w)| format!("{c}{}", " ".repeat(w - c.chars().count())))
                .collect();
            out.push_str(padded.join("  ").trim_end());
            out.push('\n');
        }
        if !self.left_out.is_empty() {
            out.push_str(&format!("left out: {}\n", self.left_out.join(", ")));
        }
        out
    }

    /// The table as a JSON value: scores are exact strings (`"10.4"`, `"31/3"`).
    pub fn to_json_value(&self) -> Value {
        let val = |v: &TiebreakValue| match v {
            TiebreakValue::Number(n) => json!(format_score(*n)),
            TiebreakValue::List(l) => json!(l.iter().map(|s| format_score(*s)).collect::<Vec<_>>()),
            TiebreakValue::NotUsed => Value::Null,
        };
        let rows: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                let tb: serde_json::Map<String, Value> = self
                    .tiebreaks
                    .iter()
                    .zip(&r.values)
                    .map(|(t, v)| (t.name().to_string(), val(v)))
                    .collect();
                json!({
                    "place": r.place, "shared": r.shared, "name": r.name, "games": r.games,
                    "byes": r.byes, "wins": r.wins, "draws": r.draws, "losses": r.losses,
                    "points": r.points, "warnings": r.warnings, "withdrawn": r.withdrawn,
                    "tiebreaks": tb,
                })
            })
            .collect();
        json!({
            "system": self.system.name(),
            "article": self.system.article(),
            "rounds": self.rounds,
            "tiebreaks": self.tiebreaks.iter().map(|t| t.name()).collect::<Vec<_>>(),
            "rows": rows,
            "left_out": self.left_out,
        })
    }

    /// The table as pretty-printed JSON text (see [`Standings::to_json_value`]).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_json_value()).unwrap_or_default()
    }
}

/// Ranks the included entrants: each tiebreak in turn splits every group still
/// level into runs of equal value, best first.
fn rank(f: &Field, system: System) -> Standings {
    let tbs = system.tiebreaks();
    let n = f.names.len();
    let mut values: Vec<Vec<TiebreakValue>> = (0..n)
        .map(|i| {
            tbs.iter()
                .map(|t| {
                    if t.depends_on_group() {
                        TiebreakValue::NotUsed
                    } else {
                        t.value(f, i, &[])
                    }
                })
                .collect()
        })
        .collect();
    let mut groups: Vec<Vec<usize>> = vec![(0..n).filter(|&i| f.included[i]).collect()];
    for (k, t) in tbs.iter().enumerate() {
        let mut next = Vec::new();
        for g in groups {
            if g.len() < 2 {
                next.push(g);
                continue;
            }
            if t.depends_on_group() {
                for &i in &g {
                    values[i][k] = t.value(f, i, &g);
                }
            }
            let mut sorted = g.clone();
            sorted.sort_by(|&a, &b| {
                let o = values[a][k].compare(&values[b][k]);
                if t.higher_is_better() {
                    o.reverse()
                } else {
                    o
                }
            });
            let mut run: Vec<usize> = Vec::new();
            for i in sorted {
                if let Some(&last) = run.last() {
                    if values[last][k] != values[i][k] {
                        next.push(std::mem::take(&mut run));
                    }
                }
                run.push(i);
            }
            next.push(run);
        }
        groups = next;
    }
    let mut rows = Vec::new();
    let mut place = 1u32;
    for g in &groups {
        for &i in g {
            let e = &f.entries[i];
            let count = |o: Outcome| {
                e.iter()
                    .filter(|x| x.opponent.is_some() && x.outcome == o)
                    .count() as u32
            };
            rows.push(Row {
                place,
                shared: g.len() > 1,
                name: f.names[i].clone(),
                games: e.iter().filter(|x| x.opponent.is_some()).count() as u32,
                byes: e.iter().filter(|x| x.opponent.is_none()).count() as u32,
                wins: count(Outcome::Win),
                draws: count(Outcome::Draw),
                losses: count(Outcome::Loss),
                points: f.points(i),
                warnings: f.warnings[i],
                withdrawn: f.withdrawn[i].is_some(),
                values: values[i].clone(),
            });
        }
        place += g.len() as u32;
    }
    let left_out = (0..n)
        .filter(|&i| !f.included[i])
        .map(|i| f.names[i].clone())
        .collect();
    Standings {
        system,
        rounds: f.rounds,
        tiebreaks: tbs.to_vec(),
        rows,
        left_out,
    }
}

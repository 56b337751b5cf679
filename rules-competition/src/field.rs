//! The field: each entrant's results as seen from its side, after the
//! withdrawal rules (1988 art. 29; 2002 art. 28) have been applied.

use super::{CompetitionError, Score, System, TeamEvent, Tournament, BYE_POINTS};

/// Win, draw or loss from one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One pairing from one entrant's side.
#[derive(Clone, Debug)]
pub(crate) struct Entry {
    /// Round, 1-based; 0 for a forfeit added by the round robin withdrawal rule.
    pub round: u32,
    /// `None` for a bye.
    pub opponent: Option<usize>,
    /// Game points (individual) or match points (teams): 2/1/0.
    pub points: i64,
    pub outcome: Outcome,
    /// Board points (teams); equal to `points` for individuals.
    pub board_points: i64,
    /// Board points per board, board 1 first (teams only).
    pub boards: Vec<i64>,
}

/// Everything the tiebreaks need.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    pub names: Vec<String>,
    /// Entrants that appear in the table (not withdrawn before the start, not voided).
    pub included: Vec<bool>,
    pub entries: Vec<Vec<Entry>>,
    pub warnings: Vec<u32>,
    pub rounds: u32,
    pub withdrawn: Vec<Option<u32>>,
    pub boards: usize,
    /// Each entrant's score as its opponents count it (1988 art. 29.3 adjusts it).
    pub opp_score: Vec<Score>,
}

impl Field {
    pub fn points(&self, i: usize) -> i64 {
        self.entries[i].iter().map(|e| e.points).sum()
    }

    fn finish(&mut self, system: System) {
        let n = self.names.len();
        self.opp_score = (0..n)
            .map(|i| Score::from_integer(self.points(i)))
            .collect();
        if !system.adjusts_withdrawn() {
            return;
        }
        for i in 0..n {
            if self.withdrawn[i].is_none() || !self.included[i] {
                continue;
            }
            // 1988 art. 29.3: played part counts as scored; each unplayed round
            // counts A = points / rounds played, at most 1.
            let played = self.entries[i].len() as i64;
            let unplayed = i64::from(self.rounds) - played;
            if played == 0 || unplayed <= 0 {
                continue;
            }
            let p = self.points(i);
            let a = Score::new(p, played).min(Score::from_integer(1));
            self.opp_score[i] = Score::from_integer(p) + a * unplayed;
        }
    }
}

fn check_round(round: u32, rounds: u32) -> Result<(), CompetitionError> {
    if round == 0 || round > rounds {
        return Err(CompetitionError::RoundOutOfRange { round, rounds });
    }
    Ok(())
}

fn check_twice(
    seen: &mut ahash::AHashSet<(usize, u32)>,
    entrant: usize,
    round: u32,
) -> Result<(), CompetitionError> {
    if !seen.insert((entrant, round)) {
        return Err(CompetitionError::PlayedTwice { entrant, round });
    }
    Ok(())
}

fn outcome(mine: i64, theirs: i64) -> Outcome {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Outcome::Win,
        std::cmp::Ordering::Equal => Outcome::Draw,
        std::cmp::Ordering::Less => Outcome::Loss,
    }
}

/// Builds the field of an individual event, applying the withdrawal rules.
pub(crate) fn individual(t: &Tournament, system: System) -> Result<Field, CompetitionError> {
    if system.is_team() {
        return Err(CompetitionError::WrongEventKind {
            system: system.name(),
            needs: "team",
        });
    }
    let n = t.players.len();
    let rounds = t.round_count();
    let mut seen = ahash::AHashSet::new();
    for g in &t.games {
        if g.black == g.white {
            return Err(CompetitionError::SelfPairing(g.black));
        }
        for p in [g.black, g.white] {
            if p >= n {
                return Err(CompetitionError::UnknownEntrant(p));
            }
            check_twice(&mut seen, p, g.round)?;
        }
        check_round(g.round, rounds)?;
    }
    for b in &t.byes {
        if b.player >= n {
            return Err(CompetitionError::UnknownEntrant(b.player));
        }
        check_round(b.round, rounds)?;
        check_twice(&mut seen, b.player, b.round)?;
    }
    let withdrawn: Vec<Option<u32>> = (0..n).map(|p| t.withdrawn_before(p)).collect();
    for g in &t.games {
        for p in [g.black, g.white] {
            if let Some(wb) = withdrawn[p] {
                let played = !g.result.is_forfeit() && g.result != super::TableResult::Void;
                if played && g.round >= wb.max(1) {
                    return Err(CompetitionError::GameAfterWithdrawal {
                        player: p,
                        withdrew_before: wb,
                        round: g.round,
                    });
                }
            }
        }
    }
    // 1988 art. 29.1 / 2002 art. 28.1: withdrawn before the start — not in the event.
    let mut included: Vec<bool> = withdrawn
        .iter()
        .map(|w| !matches!(w, Some(wb) if *wb <= 1))
        .collect();
    if system.is_round_robin() {
        // 1988 art. 29.2 / 2002 art. 28.2: fewer than half the rounds played → void.
        for p in 0..n {
            if withdrawn[p].is_none() || !included[p] {
                continue;
            }
            let played = t
                .games
                .iter()
                .filter(|g| {
                    (g.black == p || g.white == p)
                        && !g.result.is_forfeit()
                        && g.result != super::TableResult::Void
                })
                .count() as u64;
            if 2 * played < u64::from(rounds) {
                included[p] = false;
            }
        }
    }
    let mut entries: Vec<Vec<Entry>> = vec![Vec::new(); n];
    for g in &t.games {
        let Some((pb, pw)) = g.result.points() else {
            continue;
        };
        if !included[g.black] || !included[g.white] {
            continue;
        }
        entries[g.black].push(Entry {
            round: g.round,
            opponent: Some(g.white),
            points: pb,
            outcome: outcome(pb, pw),
            board_points: pb,
            boards: Vec::new(),
        });
        entries[g.white].push(Entry {
            round: g.round,
            opponent: Some(g.black),
            points: pw,
            outcome: outcome(pw, pb),
            board_points: pw,
            boards: Vec::new(),
        });
    }
    for b in &t.byes {
        if included[b.player] {
            entries[b.player].push(Entry {
                round: b.round,
                opponent: None,
                points: BYE_POINTS,
                outcome: Outcome::Win,
                board_points: BYE_POINTS,
                boards: Vec::new(),
            });
        }
    }
    if system.is_round_robin() {
        add_round_robin_forfeits(&mut entries, &included, &withdrawn, rounds);
    }
    let mut field = Field {
        names: t.players.clone(),
        included,
        entries,
        warnings: (0..n).map(|p| t.warnings_of(p)).collect(),
        rounds,
        withdrawn,
        boards: 0,
        opp_score: Vec::new(),
    };
    field.finish(system);
    Ok(field)
}

/// 1988 art. 29.2 / 2002 art. 28.2: a player who withdrew after half the rounds
/// keeps its results and loses every game it did not play (the opponent wins by
/// forfeit; two withdrawn players who never met both lose).
fn add_round_robin_forfeits(
    entries: &mut [Vec<Entry>],
    included: &[bool],
    withdrawn: &[Option<u32>],
    rounds: u32,
) {
    let n = entries.len();
    let field: Vec<usize> = (0..n)
        .filter(|&p| !matches!(withdrawn[p], Some(wb) if wb <= 1))
        .collect();
    let per_cycle = if field.len().is_multiple_of(2) {
        field.len().saturating_sub(1)
    } else {
        field.len()
    };
    if per_cycle == 0 {
        return;
    }
    let cycles = (rounds as usize / per_cycle).max(1);
    for p in 0..n {
        if withdrawn[p].is_none() || !included[p] {
            continue;
        }
        for q in 0..n {
            if q == p || !included[q] || (withdrawn[q].is_some() && q < p) {
                continue;
            }
            let met = entries[p].iter().filter(|e| e.opponent == Some(q)).count();
            let q_wins = withdrawn[q].is_none();
            for _ in met..cycles {
                let lost = |opponent| Entry {
                    round: 0,
                    opponent: Some(opponent),
                    points: 0,
                    outcome: Outcome::Loss,
                    board_points: 0,
                    boards: Vec::new(),
                };
                entries[p].push(lost(q));
                if q_wins {
                    entries[q].push(Entry {
                        points: 2,
                        outcome: Outcome::Win,
                        board_points: 2,
                        ..lost(p)
                    });
                } else {
                    entries[q].push(lost(p));
                }
            }
        }
    }
}

/// Builds the field of a team event (1988 art. 28.2; 2002 art. 27.2): board
/// points decide each match; match points 2/1/0.
pub(crate) fn team(ev: &TeamEvent, system: System) -> Result<Field, CompetitionError> {
    if !system.is_team() {
        return Err(CompetitionError::WrongEventKind {
            system: system.name(),
            needs: "individual",
        });
    }
    let n = ev.teams.len();
    let rounds = ev.round_count();
    let mut seen = ahash::AHashSet::new();
    let mut entries: Vec<Vec<Entry>> = vec![Vec::new(); n];
    for m in &ev.matches {
        if m.first == m.second {
            return Err(CompetitionError::SelfPairing(m.first));
        }
        for t in [m.first, m.second] {
            if t >= n {
                return Err(CompetitionError::UnknownEntrant(t));
            }
            check_twice(&mut seen, t, m.round)?;
        }
        check_round(m.round, rounds)?;
        if m.boards.len() != ev.boards {
            return Err(CompetitionError::BoardCount {
                round: m.round,
                got: m.boards.len(),
                expected: ev.boards,
            });
        }
        let per: Vec<(i64, i64)> = m
            .boards
            .iter()
            .map(|r| r.points().unwrap_or((0, 0)))
            .collect();
        let bp1: i64 = per.iter().map(|p| p.0).sum();
        let bp2: i64 = per.iter().map(|p| p.1).sum();
        let o1 = outcome(bp1, bp2);
        let mp = |o| match o {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        };
        entries[m.first].push(Entry {
            round: m.round,
            opponent: Some(m.second),
            points: mp(o1),
            outcome: o1,
            board_points: bp1,
            boards: per.iter().map(|p| p.0).collect(),
        });
        let o2 = outcome(bp2, bp1);
        entries[m.second].push(Entry {
            round: m.round,
            opponent: Some(m.first),
            points: mp(o2),
            outcome: o2,
            board_points: bp2,
            boards: per.iter().map(|p| p.1).collect(),
        });
    }
    let mut field = Field {
        names: ev.teams.clone(),
        included: vec![true; n],
        entries,
        warnings: vec![0; n],
        rounds,
        withdrawn: vec![None; n],
        boards: ev.boards,
        opp_score: Vec::new(),
    };
    field.finish(system);
    Ok(field)
}

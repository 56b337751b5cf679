//! Reading results from a plain CSV file.
//!
//! Columns (header line required, any order, extra columns ignored):
//! `round,black,white,result`. `result` is `B+`, `W+`, `draw`, `B+F`, `W+F`
//! (forfeits), `F` (both forfeit), `bye` (the player in `black`, or `white`,
//! has a bye), `void`. Lines starting with `#` are comments. Meta lines put a
//! keyword in `round`:
//! - `warning,NAME,,COUNT` — NAME received COUNT warnings (1988 art. 28.1.1.B);
//! - `withdraw,NAME,,ROUND` — NAME plays no game from ROUND on (1988 art. 29);
//! - `rounds,,,N` — N rounds were scheduled (default: the highest round seen).
//!
//! Team events add the columns `board`, `black_team`, `white_team`: one line
//! per board game; the board results of a round's two teams make one match.

use super::{
    Bye, CompetitionError, Standings, System, TableResult, TeamEvent, TeamMatch, Tournament,
    Withdrawal,
};

struct Cols {
    round: usize,
    black: usize,
    white: usize,
    result: usize,
    board: Option<usize>,
    black_team: Option<usize>,
    white_team: Option<usize>,
}

struct Line {
    line: u64,
    round: String,
    black: String,
    white: String,
    result: String,
    board: String,
    black_team: String,
    white_team: String,
}

fn read_lines(text: &str) -> Result<(Vec<Line>, bool), CompetitionError> {
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let headers = rdr
        .headers()
        .map_err(|e| CompetitionError::Csv(e.to_string()))?
        .clone();
    let find = |name: &str| headers.iter().position(|h| h.eq_ignore_ascii_case(name));
    let need = |name: &'static str| find(name).ok_or(CompetitionError::MissingColumn(name));
    let cols = Cols {
        round: need("round")?,
        black: need("black")?,
        white: need("white")?,
        result: need("result")?,
        board: find("board"),
        black_team: find("black_team"),
        white_team: find("white_team"),
    };
    let is_team = cols.black_team.is_some() && cols.white_team.is_some();
    let mut out = Vec::new();
    for rec in rdr.records() {
        let rec = rec.map_err(|e| CompetitionError::Csv(e.to_string()))?;
        let line = rec.position().map_or(0, |p| p.line());
        let cell = |c: Option<usize>| c.and_then(|c| rec.get(c)).unwrap_or("").to_string();
        if rec.iter().all(|c| c.is_empty()) {
            continue;
        }
        out.push(Line {
            line,
            round: cell(Some(cols.round)),
            black: cell(Some(cols.black)),
            white: cell(Some(cols.white)),
            result: cell(Some(cols.result)),
            board: cell(cols.board),
            black_team: cell(cols.black_team),
            white_team: cell(cols.white_team),
        });
    }
    Ok((out, is_team))
}

/// (round, first team, second team, (board, result seen from the first team)).
type PendingMatch = (u32, usize, usize, Vec<(u32, TableResult)>);

/// The most rounds a results file may name: far beyond any real event, and a
/// bound on the tables built per round (SOS cuts), so a hostile `rounds` row
/// cannot exhaust memory.
pub const MAX_ROUNDS: u32 = 1000;

fn rounds_number(line: u64, text: &str) -> Result<u32, CompetitionError> {
    match number(line, text)? {
        n if n <= MAX_ROUNDS => Ok(n),
        _ => Err(CompetitionError::BadNumber {
            line,
            text: format!("{text} (at most {MAX_ROUNDS} rounds)"),
        }),
    }
}

fn number(line: u64, text: &str) -> Result<u32, CompetitionError> {
    text.parse().map_err(|_| CompetitionError::BadNumber {
        line,
        text: text.to_string(),
    })
}

fn index_of(names: &mut Vec<String>, name: &str, line: u64) -> Result<usize, CompetitionError> {
    if name.is_empty() {
        return Err(CompetitionError::EmptyName { line });
    }
    Ok(names.iter().position(|n| n == name).unwrap_or_else(|| {
        names.push(name.to_string());
        names.len() - 1
    }))
}

fn result_of(l: &Line) -> Result<TableResult, CompetitionError> {
    TableResult::parse(&l.result).map_err(|_| CompetitionError::BadResult {
        line: l.line,
        text: l.result.clone(),
    })
}

/// Who already appears in which round, and on which line: a player has one
/// game or one bye per round.
#[derive(Default)]
struct Seen(Vec<(u32, usize, u64)>);

impl Seen {
    /// Records `player` in `round` from `column` of `line`. Errors:
    /// [`CompetitionError::BadRow`] when the player already appears in that
    /// round.
    fn add(
        &mut self,
        round: u32,
        player: usize,
        name: &str,
        line: u64,
        column: &'static str,
    ) -> Result<(), CompetitionError> {
        if let Some(&(_, _, first)) = self.0.iter().find(|e| e.0 == round && e.1 == player) {
            let where_ = if first == line {
                "on this line".to_string()
            } else {
                format!("on line {first}")
            };
            return Err(CompetitionError::BadRow {
                line,
                column,
                problem: format!(
                    "{name:?} already appears in round {round} {where_}: a player has one game or one bye per round"
                ),
            });
        }
        self.0.push((round, player, line));
        Ok(())
    }
}

/// Reads an individual event from CSV text (see the module documentation).
/// Players are numbered in order of first appearance. A bye names one player
/// (in `black` or `white`), and a player has one game or one bye per round.
///
/// # Errors
/// [`CompetitionError::Csv`], [`CompetitionError::MissingColumn`],
/// [`CompetitionError::BadRound`], [`CompetitionError::BadResult`],
/// [`CompetitionError::BadNumber`], [`CompetitionError::EmptyName`],
/// [`CompetitionError::BadRow`] (a bye with two names, a player twice in a
/// round: the line and the column at fault).
pub fn tournament_from_csv(text: &str) -> Result<Tournament, CompetitionError> {
    let (lines, _) = read_lines(text)?;
    let mut t = Tournament::default();
    let mut warnings: Vec<(usize, u32)> = Vec::new();
    let mut seen = Seen::default();
    for l in &lines {
        match l.round.to_ascii_lowercase().as_str() {
            "warning" | "warnings" => {
                let p = index_of(&mut t.players, &l.black, l.line)?;
                warnings.push((p, number(l.line, &l.result)?));
            }
            "withdraw" | "withdrawal" => {
                let p = index_of(&mut t.players, &l.black, l.line)?;
                t.withdrawals.push(Withdrawal {
                    player: p,
                    before_round: number(l.line, &l.result)?,
                });
            }
            "rounds" => t.rounds = rounds_number(l.line, &l.result)?,
            r => {
                let round: u32 = r.parse().ok().filter(|&n| n <= MAX_ROUNDS).ok_or_else(|| {
                    CompetitionError::BadRound {
                        line: l.line,
                        text: l.round.clone(),
                    }
                })?;
                if l.result.eq_ignore_ascii_case("bye") {
                    if !l.black.is_empty() && !l.white.is_empty() {
                        return Err(CompetitionError::BadRow {
                            line: l.line,
                            column: "white",
                            problem: format!(
                                "a bye names one player, but this row names {:?} and {:?}",
                                l.black, l.white
                            ),
                        });
                    }
                    let (who, column) = if l.black.is_empty() {
                        (&l.white, "white")
                    } else {
                        (&l.black, "black")
                    };
                    let player = index_of(&mut t.players, who, l.line)?;
                    seen.add(round, player, who, l.line, column)?;
                    t.byes.push(Bye { round, player });
                    continue;
                }
                let result = result_of(l)?;
                let black = index_of(&mut t.players, &l.black, l.line)?;
                let white = index_of(&mut t.players, &l.white, l.line)?;
                seen.add(round, black, &l.black, l.line, "black")?;
                // A game with oneself is CompetitionError::SelfPairing.
                if white != black {
                    seen.add(round, white, &l.white, l.line, "white")?;
                }
                t.games.push(super::Game {
                    round,
                    black,
                    white,
                    result,
                });
            }
        }
    }
    t.warnings = vec![0; t.players.len()];
    for (p, w) in warnings {
        t.warnings[p] += w;
    }
    Ok(t)
}

/// Reads a team event from CSV text with the columns `board`, `black_team`,
/// `white_team` as well; boards are numbered from 1.
///
/// # Errors
/// As [`tournament_from_csv`], plus [`CompetitionError::MissingColumn`] when
/// the team columns are absent and [`CompetitionError::BoardCount`] when a
/// match lacks a board.
pub fn team_event_from_csv(text: &str) -> Result<TeamEvent, CompetitionError> {
    let (lines, is_team) = read_lines(text)?;
    if !is_team {
        return Err(CompetitionError::MissingColumn("black_team"));
    }
    let mut ev = TeamEvent::default();
    // (round, first, second) -> board number -> result seen from `first`.
    let mut matches: Vec<PendingMatch> = Vec::new();
    for l in &lines {
        if l.round.eq_ignore_ascii_case("rounds") {
            ev.rounds = rounds_number(l.line, &l.result)?;
            continue;
        }
        let round: u32 = l
            .round
            .parse()
            .ok()
            .filter(|&n| n <= MAX_ROUNDS)
            .ok_or_else(|| CompetitionError::BadRound {
                line: l.line,
                text: l.round.clone(),
            })?;
        let board = number(l.line, &l.board)?;
        let result = result_of(l)?;
        let bt = index_of(&mut ev.teams, &l.black_team, l.line)?;
        let wt = index_of(&mut ev.teams, &l.white_team, l.line)?;
        let pos = matches
            .iter()
            .position(|m| m.0 == round && ((m.1 == bt && m.2 == wt) || (m.1 == wt && m.2 == bt)));
        let k = pos.unwrap_or_else(|| {
            matches.push((round, bt, wt, Vec::new()));
            matches.len() - 1
        });
        let seen = if matches[k].1 == bt {
            result
        } else {
            result.swapped()
        };
        matches[k].3.push((board, seen));
    }
    ev.boards = matches.iter().map(|m| m.3.len()).max().unwrap_or(0);
    for (round, first, second, mut boards) in matches {
        boards.sort_by_key(|b| b.0);
        let numbered = boards
            .iter()
            .enumerate()
            .all(|(i, b)| b.0 as usize == i + 1);
        if !numbered || boards.len() != ev.boards {
            return Err(CompetitionError::BoardCount {
                round,
                got: boards.len(),
                expected: ev.boards,
            });
        }
        ev.matches.push(TeamMatch {
            round,
            first,
            second,
            boards: boards.into_iter().map(|b| b.1).collect(),
        });
    }
    Ok(ev)
}

/// Reads CSV results and ranks them under `system` (team systems read the team
/// columns). The entry point for the `tianyuan standings FILE.csv --system NAME` command.
///
/// # Errors
/// Any error of [`tournament_from_csv`], [`team_event_from_csv`],
/// [`Standings::individual`] or [`Standings::team`].
pub fn standings_from_csv(text: &str, system: System) -> Result<Standings, CompetitionError> {
    if system.is_team() {
        Standings::team(&team_event_from_csv(text)?, system)
    } else {
        Standings::individual(&tournament_from_csv(text)?, system)
    }
}

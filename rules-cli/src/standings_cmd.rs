//! `tianyuan standings FILE.csv`: [`tianyuan_competition::standings_from_csv`].

use std::path::PathBuf;

use clap::Args;
use tianyuan_competition::{
    standings_from_csv, team_event_from_csv, tournament_from_csv, CompetitionError, System,
};

/// What `tianyuan standings --help` adds after the options: the table's
/// columns and the label of its first line.
pub const STANDINGS_HELP: &str = "\
The results CSV: one row per game, `round,black,white,result`. A bye names
one player (in black or white); a player has one game or one bye per round.
A row that breaks this is refused with its line and column.

The table: the tiebreak columns after `points` decide places from left to
right (higher first, warnings fewer first); entrants level on all share the
place, marked `=`.
  points              game points: win 2, draw 1, loss 0 (1988 art. 28.1;
                      2002 art. 27.1)
  defeated-opponents  the points of the opponents beaten plus half the points
                      of those drawn (1988 art. 28.1.1.A)
  warnings            warnings over the event (1988 art. 28.1.1.B)
  total-score         points + opponents' points / rounds - rounds (1988 art.
                      28.1.2)
  sos                 the sum of the opponents' points; a bye adds nothing
                      (2002 art. 27.1.2.B; World Amateur rule 2)
  sos-cut             SOS without the opponent of round 1, then without those
                      of rounds 1-2, 1-3, ...: a list compared item by item,
                      printed comma-separated (World Amateur rule 3)
  head-to-head        points in the games among the players still level,
                      `-` where it was not needed (World Amateur rule 4)
  highest-opponent    the opponents' points from the highest down, compared
                      item by item: `4,1` beats `2,1` (World Amateur rule 5)
  board-points        teams: board points over all matches (1988 art. 28.2.1)
  board-order         teams: board 1's board points, then board 2's, ...

The first line names the system and the regulation it follows: `1988 art.
28.1.2` is article 28.1.2 of the 1988 Chinese rules, `2002 art. 27.1.2.B`
one of the 2002 rules, `World Amateur Go Championship regulations 1-6` rules
1 to 6 of the World Amateur Go Championship's regulations (the project's
seed text 004).";

/// Arguments of `tianyuan standings`.
#[derive(Args, Debug)]
#[command(after_help = STANDINGS_HELP)]
pub struct StandingsArgs {
    /// Results CSV (`round,black,white,result`; see the `tianyuan-competition` crate).
    file: PathBuf,
    /// Pairing system: round-robin, swiss-1988, swiss-2002-total,
    /// swiss-2002-sos, world-amateur, team-round-robin, team-swiss-1988.
    #[arg(long, default_value = "round-robin", value_parser = parse_system)]
    system: System,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// Runs the command; the exit code.
pub fn run(a: &StandingsArgs) -> u8 {
    let system = a.system;
    let text = match read_results(&a.file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("tianyuan standings: {}: {e}", a.file.display());
            return 1;
        }
    };
    match standings_from_csv(&text, system) {
        Ok(table) => {
            if a.json {
                outln!("{}", table.to_json());
            } else {
                out!("{}", table.to_text());
            }
            0
        }
        Err(e) => {
            eprintln!(
                "tianyuan standings: {}: {e}{}",
                a.file.display(),
                entrant_note(&e, &text, system)
            );
            1
        }
    }
}

/// Reads `--system` ([`System::parse`]: a name, any case, or an alias); a
/// name it does not know is a usage error that lists the systems.
fn parse_system(text: &str) -> Result<System, String> {
    System::parse(text).map_err(|e| {
        let names: Vec<&str> = System::ALL.iter().map(|s| s.name()).collect();
        format!("{e}: expected one of {}", names.join(", "))
    })
}

/// " (entrant 2 is \"Wang\")" for an error about an entrant, whose index
/// alone means nothing to the reader of the CSV; empty otherwise.
fn entrant_note(e: &CompetitionError, text: &str, system: System) -> String {
    let name = e.entrant().and_then(|i| {
        let names = if system.is_team() {
            team_event_from_csv(text).ok()?.teams
        } else {
            tournament_from_csv(text).ok()?.players
        };
        Some((i, names.get(i)?.clone()))
    });
    name.map_or_else(String::new, |(i, n)| format!(" (entrant {i} is {n:?})"))
}

/// The most bytes of a results file: a tournament's rows take kilobytes, so
/// anything near this is not one (and `/dev/zero` is refused, not read).
pub const MAX_RESULTS_BYTES: u64 = 16 << 20;

/// The text of the results file at `path`, read to at most
/// [`MAX_RESULTS_BYTES`] + 1 bytes. Errors: I/O, a file over the limit, text
/// that is not UTF-8.
fn read_results(path: &std::path::Path) -> std::io::Result<String> {
    use std::io::{Error, ErrorKind, Read};
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_RESULTS_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_RESULTS_BYTES {
        return Err(Error::new(
            ErrorKind::InvalidData,
            format!("larger than {MAX_RESULTS_BYTES} bytes: not a results file"),
        ));
    }
    String::from_utf8(bytes)
        .map_err(|_| Error::new(ErrorKind::InvalidData, "stream did not contain valid UTF-8"))
}

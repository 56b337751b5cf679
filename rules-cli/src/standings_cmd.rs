//! `tianyuan standings FILE.csv`: [`tianyuan::competition::standings_from_csv`].

use std::path::PathBuf;

use clap::Args;
use tianyuan::competition::{
    standings_from_csv, team_event_from_csv, tournament_from_csv, CompetitionError, System,
};

/// Arguments of `tianyuan standings`.
#[derive(Args, Debug)]
pub struct StandingsArgs {
    /// Results CSV (`round,black,white,result`; see the competition module).
    file: PathBuf,
    /// Pairing system: round-robin, swiss-1988, swiss-2002-total,
    /// swiss-2002-sos, world-amateur, team-round-robin, team-swiss-1988.
    #[arg(long, default_value = "round-robin")]
    system: String,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// Runs the command; the exit code.
pub fn run(a: &StandingsArgs) -> u8 {
    let system = match System::parse(&a.system) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tianyuan standings: {e}");
            return 2;
        }
    };
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

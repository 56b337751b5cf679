//! `tianyuan standings FILE.csv`: [`tianyuan::competition::standings_from_csv`].

use std::path::PathBuf;

use clap::Args;
use tianyuan::competition::{standings_from_csv, System};

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
    let text = match std::fs::read_to_string(&a.file) {
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
            eprintln!("tianyuan standings: {}: {e}", a.file.display());
            1
        }
    }
}

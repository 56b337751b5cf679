//! `tianyuan`: replay SGF game records under the Chinese rules, count the end of
//! a game, and print tournament standings.
//!
//! Exit codes: 0 success; 1 a file could not be read or a request failed (bad
//! dead-stone list, bad CSV); 2 a usage error (clap's code).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod files;
mod replay_cmd;
mod score_cmd;
mod standings_cmd;

/// The rules of Go under the Chinese rules (1988, 2002): replay, count, standings.
#[derive(Parser, Debug)]
#[command(name = "tianyuan", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Replay SGF records (files or folders, recursively): legality of every
    /// move, how each game ended, and the area count against RE.
    Replay(replay_cmd::ReplayArgs),
    /// Count the final position of a record with agreed dead stones.
    Score(score_cmd::ScoreArgs),
    /// Standings of a tournament from a results CSV.
    Standings(standings_cmd::StandingsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Replay(a) => replay_cmd::run(&a),
        Command::Score(a) => score_cmd::run(&a),
        Command::Standings(a) => standings_cmd::run(&a),
    };
    ExitCode::from(code)
}

/// Parses a rules name for clap (`chinese-2002`, `tromp-taylor`, `aga`, …).
pub(crate) fn parse_rules(text: &str) -> Result<tianyuan::Rules, String> {
    tianyuan::Rules::from_name(text).map_err(|e| e.to_string())
}

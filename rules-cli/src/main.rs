//! `tianyuan`: replay SGF game records under the Chinese rules, count the end of
//! a game, speak GTP, and print tournament standings.
//!
//! Exit codes: 0 success; 1 a file could not be read or a request failed (bad
//! dead-stone list, bad CSV); 2 a usage error (clap's code).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mimalloc: reading a record allocates a few thousand small strings and
/// vectors (the SGF tree), which glibc's allocator serves several times
/// slower (BENCHMARKS.md, "Reading records").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Writes to standard output like `print!`; when the reader has gone away
/// (`tianyuan replay … | head`) the program ends quietly instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = write!(std::io::stdout().lock(), $($arg)*) {
            $crate::output_failed(e);
        }
    }};
}

/// [`out!`] with a newline.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout().lock(), $($arg)*) {
            $crate::output_failed(e);
        }
    }};
}

/// Ends the program after standard output failed: status 0 for a closed pipe
/// (the reader has what it wanted), 1 otherwise.
pub(crate) fn output_failed(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("tianyuan: cannot write to standard output: {e}");
    std::process::exit(1);
}

mod count_json;
mod files;
mod life_args;
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
    /// move, how each game ended, and the area count (dead stones lifted)
    /// against RE.
    Replay(replay_cmd::ReplayArgs),
    /// Count the final position of a record: dead stones from --dead, the
    /// record's TB/TW marks, or estimated (said so); --all-alive counts the
    /// board as it stands.
    Score(score_cmd::ScoreArgs),
    /// A GTP v2 engine on standard input and output (for GoGui, Sabaki,
    /// gogui-twogtp as referee): the rules engine with a random move generator.
    Gtp(GtpArgs),
    /// Standings of a tournament from a results CSV.
    Standings(standings_cmd::StandingsArgs),
}

/// Options of `tianyuan gtp`.
#[derive(clap::Args, Debug)]
struct GtpArgs {
    /// The rules at start (`kata-set-rules` and `tianyuan-rules` change them):
    /// tianyuan's presets, KataGo's names (japanese, korean, aga-button,
    /// stone-scoring, …) or a KataGo rules JSON object.
    #[arg(long, default_value = "chinese-2002", value_parser = parse_gtp_rules)]
    rules: tianyuan::Rules,
    /// Seed of `genmove`'s random move generator and of the life-and-death
    /// estimate's playouts (0 to 2^64-1).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true,
          value_parser = life_args::parse_seed)]
    seed: u64,
}

fn run_gtp(args: &GtpArgs) -> u8 {
    let config = tianyuan_cli::gtp::GtpConfig {
        rules: args.rules,
        seed: args.seed,
    };
    match tianyuan_cli::gtp::run(std::io::stdin().lock(), std::io::stdout(), &config) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("tianyuan gtp: {e}");
            1
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Replay(a) => replay_cmd::run(&a),
        Command::Score(a) => score_cmd::run(&a),
        Command::Gtp(a) => run_gtp(&a),
        Command::Standings(a) => standings_cmd::run(&a),
    };
    ExitCode::from(code)
}

/// Parses a rules name for clap (`chinese-2002`, `tromp-taylor`, `aga`, …).
/// `tianyuan gtp --rules NAME`: as `kata-set-rules NAME`
/// ([`tianyuan_cli::gtp::rules_by_name`]).
fn parse_gtp_rules(text: &str) -> Result<tianyuan::Rules, String> {
    tianyuan_cli::gtp::rules_by_name(text).map_err(|e| e.to_string())
}

pub(crate) fn parse_rules(text: &str) -> Result<tianyuan::Rules, String> {
    tianyuan::Rules::from_name(text).map_err(|e| e.to_string())
}

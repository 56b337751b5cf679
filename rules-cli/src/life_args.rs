//! The options of the dead-stone estimate, shared by `replay` and `score`.

use clap::Args;
use tianyuan::life::MAX_PLAYOUTS;
use tianyuan::LifeOptions;

/// `--playouts N --seed S`, `--no-estimate`: how the dead stones are estimated
/// ([`tianyuan::sized::estimate_life`]) when the rules settle them by agreement and
/// the record does not say which they are.
#[derive(Args, Debug, Clone, Copy)]
pub struct LifeArgs {
    /// Most playouts of the dead-stone estimate, 1 to 100000 (default 256);
    /// more is steadier and slower. The estimate stops sooner (from 8 on, a multiple of 8)
    /// once every chain it samples is settled beyond doubt.
    #[arg(long, default_value_t = LifeOptions::DEFAULT_PLAYOUTS, allow_negative_numbers = true,
          value_parser = parse_playouts)]
    pub playouts: u32,
    /// Seed of the estimate's random playouts (default 0, any value 0 to
    /// 2^64-1): the same seed and playouts give the same estimate.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u64,
    /// Never run the dead-stone estimate (its playouts are most of the time
    /// of a count): under rules that settle dead stones by agreement, a
    /// record without TB/TW marks is counted with the certain dead stones
    /// only, those inside pass-alive territory (Benson), every other stone
    /// alive. Fast, and less often what the players agreed.
    #[arg(long)]
    pub no_estimate: bool,
}

/// Reads a `--playouts`: a whole number the core's rule accepts
/// ([`LifeOptions::check`], the same rule as C and Python), refused with
/// the core's message otherwise (`playouts must be 1 to 100000, not 0`).
pub fn parse_playouts(text: &str) -> Result<u32, String> {
    let range = || format!("playouts must be 1 to {MAX_PLAYOUTS}, not {}", text.trim());
    let n: i128 = text.trim().parse().map_err(|_| range())?;
    let playouts = u32::try_from(n).map_err(|_| range())?;
    LifeOptions { playouts, seed: 0 }
        .check()
        .map_err(|e| e.to_string())?;
    Ok(playouts)
}

/// Reads a `--seed`: a whole number from 0 to 2^64-1. A negative or
/// non-numeric one is refused with the range (clap would read `-1` as an
/// option, and say to write `-- -1`).
pub fn parse_seed(text: &str) -> Result<u64, String> {
    const RANGE: &str = "a whole number from 0 to 2^64-1 (18446744073709551615)";
    if text.trim_start().starts_with('-') {
        return Err(format!("the seed cannot be negative: it is {RANGE}"));
    }
    text.parse::<u64>()
        .map_err(|_| format!("the seed is {RANGE}"))
}

impl LifeArgs {
    /// The estimate's options, `None` with `--no-estimate`.
    pub fn estimate(&self) -> Option<LifeOptions> {
        (!self.no_estimate).then(|| self.options())
    }

    /// As the core's options.
    pub fn options(&self) -> LifeOptions {
        LifeOptions {
            playouts: self.playouts,
            seed: self.seed,
        }
    }
}

//! Parse + replay + area count of one SGF record, repeated: `cargo run
//! --release -p tianyuan --example replay_throughput -- [FILE] [TIMES]`
//! (default: the Ear-reddening game from `../shared/data/sgf`, 2,000 times).
//! Prints games per second of CPU time; the criterion figure is `cargo bench
//! -p tianyuan --bench replay`, this one is for profilers (callgrind, perf).

use std::hint::black_box;
use std::time::Instant;

use tianyuan::replay::{replay, ReplayOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../shared/data/sgf/littlego/Famous games/Ear-reddening game.sgf"
        )
        .to_string()
    });
    let times: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2000);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let options = ReplayOptions::default();
    let start = Instant::now();
    let mut moves = 0;
    for _ in 0..times {
        let games = tianyuan::sgf::parse(black_box(&bytes)).expect("a readable record");
        let r = replay(&games.games()[0], &options).expect("a replayable record");
        moves += r.game.position().moves_played();
        black_box(r.area_score());
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{times} games, {} moves each: {:.1} µs a game, {:.0} games/s (wall)",
        moves / times as usize,
        secs * 1e6 / times as f64,
        times as f64 / secs
    );
}

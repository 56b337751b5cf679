//! How many playouts the dead-stone estimate runs, and how long it takes, on
//! the final position of each SGF record given (every game of each file that
//! replays), by board size: the measurement behind BENCHMARKS.md, "The
//! estimate's speed".
//!
//! Run: `cargo run --release -p tianyuan --example life_playouts -- FILE...`
//! (one line per size: positions, playouts run in total and per position,
//! mean ms per estimate, CPU time of the whole run).

use std::collections::BTreeMap;
use std::time::Instant;

use tianyuan::replay::ReplayOptions;
use tianyuan::{replay_any, sgf, LifeOptions};

fn main() {
    let options = LifeOptions::default();
    // size -> (positions, playouts run, seconds)
    let mut by_size: BTreeMap<usize, (u32, u64, f64)> = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let Ok(collection) = sgf::parse(&bytes) else {
            continue;
        };
        for record in collection.games() {
            let Ok(r) = replay_any(record, &ReplayOptions::default()) else {
                continue;
            };
            let game = r.game();
            let start = Instant::now();
            let e = game.estimate_life(&options).expect("default options");
            let (side, run, secs) = (
                game.size().width(),
                e.playouts_run(),
                start.elapsed().as_secs_f64(),
            );
            let entry = by_size.entry(side).or_default();
            entry.0 += 1;
            entry.1 += u64::from(run);
            entry.2 += secs;
        }
    }
    for (side, (n, run, secs)) in by_size {
        println!(
            "{side}x{side}: {n} positions, {run} playouts ({:.1} a position), {:.2} ms an estimate",
            run as f64 / f64::from(n),
            1000.0 * secs / f64::from(n)
        );
    }
}

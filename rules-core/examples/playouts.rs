//! Light random playouts from the command line: `cargo run --release -p tianyuan
//! --example playouts -- 19 2000` plays 2000 playouts on 19×19 under positional
//! superko and prints moves per playout, nanoseconds per move and playouts per
//! second (a quick check beside the criterion benches; used for profiling).
//! Sizes 2 to 25, on the fewest words that hold them (three, six or eleven,
//! as `AnyGame` chooses); a third argument, 3, 6 or 11, picks the words
//! (`-- 19 2000 11`: 19×19 on the eleven-word board; `-- 9 2000 6`: 9×9 on
//! six).
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{light_playout, PositionOf};
use tianyuan::splitmix::SplitMix64;
use tianyuan::BoardSize;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(19);
    let games: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let size = BoardSize::square(n).expect("a size from 2 to 25");
    let words: usize = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(tianyuan::any::words_for(size));
    match words {
        3 => run::<3>(n, games),
        6 => run::<6>(n, games),
        11 => run::<11>(n, games),
        _ => panic!("words: 3, 6 or 11"),
    }
}

fn run<const W: usize>(n: u32, games: u32) {
    let size = BoardSize::square(n).expect("a size from 2 to 25");
    let start = PositionOf::<W>::try_new(size, KoRule::Positional, SuicideRule::Forbidden)
        .expect("a size the words hold");
    let mut pos = start.clone();
    let mut rng = SplitMix64(1);
    let t = std::time::Instant::now();
    let cpu0 = cpu_seconds();
    let mut moves = 0;
    for _ in 0..games {
        pos.clone_from(&start);
        moves += light_playout(&mut pos, &mut rng, 3 * (n * n) as usize);
    }
    let wall = t.elapsed().as_secs_f64();
    // On a loaded machine the process's own CPU time is the fairer clock.
    let secs = match (cpu0, cpu_seconds()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => wall,
    };
    println!(
        "{n}x{n} ({W} words): {} moves/playout ({moves} moves), {:.1} ns/move, {:.0} playouts/s (CPU time; wall {:.0}/s)",
        moves / games as usize,
        secs * 1e9 / moves as f64,
        games as f64 / secs,
        games as f64 / wall
    );
}

/// User + system CPU time of this process from `/proc/self/stat` (Linux; 10 ms
/// ticks), or `None` elsewhere.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

//! Light random playouts from the command line: `cargo run --release -p tianyuan
//! --example playouts -- 19 2000` plays 2000 playouts on 19×19 under positional
//! superko and prints moves per playout, nanoseconds per move and playouts per
//! second (a quick check beside the criterion benches; used for profiling).
use tianyuan::{light_playout, BoardSize, KoRule, Position, SplitMix64, SuicideRule};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(19);
    let games: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let size = BoardSize::square(n).expect("a size from 2 to 19");
    let start = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
    let mut pos = start.clone();
    let mut rng = SplitMix64(1);
    let t = std::time::Instant::now();
    let mut moves = 0;
    for _ in 0..games {
        pos.clone_from(&start);
        moves += light_playout(&mut pos, &mut rng, 3 * (n * n) as usize);
    }
    let e = t.elapsed();
    println!(
        "{n}x{n}: {} moves/playout, {:.1} ns/move, {:.0} playouts/s",
        moves / games as usize,
        e.as_nanos() as f64 / moves as f64,
        games as f64 / e.as_secs_f64()
    );
}

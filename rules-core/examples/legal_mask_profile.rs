//! The exact legal mask along random games, for profilers: `cargo run
//! --release -p tianyuan --example legal_mask_profile -- [SIZE] [GAMES]`
//! [incremental]` (default 19, 200). Each move of a light playout (positional
//! superko) is preceded by `Position::legal_point_set()`, as a batched
//! environment's step computes it (with `incremental`, by an
//! `IncrementalMask` kept beside the position instead); prints the masks
//! computed and their mean population.

use std::hint::black_box;

use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{play_random_move, IncrementalMask, Position};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Move};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(19);
    let games: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(200);
    let incremental = args.next().is_some_and(|s| s == "incremental");
    let mut kept = IncrementalMask::new();
    let size = BoardSize::square(n).expect("a supported size");
    let mut rng = SplitMix64(1);
    let root = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
    let mut pos = root.clone();
    let (mut masks, mut legal) = (0u64, 0u64);
    for _ in 0..games {
        pos.clone_from(&root);
        let mut passes = 0;
        while passes < 2 && pos.moves_played() < 3 * size.num_points() {
            let mask = if incremental {
                kept.legal_point_set(&pos)
            } else {
                pos.legal_point_set()
            };
            legal += u64::from(black_box(mask).count());
            masks += 1;
            if play_random_move(&mut pos, &mut rng) == Move::Pass {
                pos.play(Move::Pass).expect("a pass is legal");
                passes += 1;
            } else {
                passes = 0;
            }
        }
    }
    println!(
        "{n}x{n}: {masks} masks, {:.1} legal points on average",
        legal as f64 / masks as f64
    );
}

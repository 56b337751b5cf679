//! Light random playouts, tianyuan beside the `goban` crate, in one run.
//! Policy for both: uniform over legal moves that do not fill a point whose
//! every neighbour is an own stone (or the edge); two passes end the game;
//! both enforce suicide, ko and superko (goban's CHINESE rule: KO | SUPERKO |
//! SUICIDE; tianyuan: positional superko).
//! Run: cargo bench --manifest-path benches/peers/Cargo.toml

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use goban::pieces::stones::Color as GColor;
use goban::rules::game::Game as GGame;
use goban::rules::{GobanSizes, Move as GMove, CHINESE};
use std::hint::black_box;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{light_playout, Position};
use tianyuan::splitmix::SplitMix64;
use tianyuan::BoardSize;

fn goban_playout(n: usize, rng: &mut SplitMix64) -> usize {
    let size = match n {
        9 => GobanSizes::Nine,
        _ => GobanSizes::Nineteen,
    };
    let mut g = GGame::new(size, CHINESE);
    let mut moves = 0;
    let mut passes = 0;
    while !g.is_over() && passes < 2 && moves < 3 * n * n {
        let me: GColor = g.turn();
        let own_eye = |(x, y): (u8, u8)| {
            let (x, y) = (x as i32, y as i32);
            [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                .into_iter()
                .filter(|&(a, b)| a >= 0 && b >= 0 && a < n as i32 && b < n as i32)
                .all(|(a, b)| g.goban().get_color((a as u8, b as u8)) == Some(me))
        };
        let candidates: Vec<(u8, u8)> = g.legals().filter(|&c| !own_eye(c)).collect();
        if candidates.is_empty() {
            g.play(GMove::Pass);
            passes += 1;
        } else {
            let c = candidates[rng.below(candidates.len() as u32) as usize];
            g.play(GMove::Play(c.0, c.1));
            passes = 0;
        }
        moves += 1;
    }
    moves
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("peer_playouts");
    group.sample_size(20);
    for n in [9usize, 19] {
        group.throughput(Throughput::Elements(1));
        let size = BoardSize::square(n as u32).unwrap();
        let start = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
        let mut pos = start.clone();
        let mut rng = SplitMix64(1);
        group.bench_function(BenchmarkId::new("tianyuan", format!("{n}x{n}")), |b| {
            b.iter(|| {
                pos.clone_from(&start);
                black_box(light_playout(&mut pos, &mut rng, 3 * n * n))
            })
        });
        let mut rng = SplitMix64(1);
        group.bench_function(BenchmarkId::new("goban", format!("{n}x{n}")), |b| {
            b.iter(|| black_box(goban_playout(n, &mut rng)))
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);

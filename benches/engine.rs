//! Engine benchmarks: light playouts, legal-move masks, play+undo, copies,
//! and batches of games each stepped once per iteration (what
//! `tianyuan.VecGame` does per step, without its observation planes).
//! Run: `cargo bench -p tianyuan --bench engine`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{light_playout, Position, PositionOf, TINY_WORDS};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Move};

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("light_playout");
    // 9×9 on the three words `AnyGame` holds it in (the rest below are on
    // six words, `Position`).
    {
        let size = BoardSize::square(9).unwrap();
        let start = PositionOf::<TINY_WORDS>::new(size, KoRule::Positional, SuicideRule::Forbidden);
        let mut pos = start.clone();
        let mut rng = SplitMix64(42);
        group.throughput(Throughput::Elements(1));
        group.bench_function(BenchmarkId::new("9x9-3-words", "positional"), |b| {
            b.iter(|| {
                pos.clone_from(&start);
                black_box(light_playout(&mut pos, &mut rng, 3 * 81))
            })
        });
    }
    for n in [9u32, 19] {
        for ko in [KoRule::Simple, KoRule::Positional, KoRule::Situational] {
            let size = BoardSize::square(n).unwrap();
            let start = Position::new(size, ko, SuicideRule::Forbidden);
            let mut pos = start.clone();
            let mut rng = SplitMix64(42);
            group.throughput(Throughput::Elements(1));
            group.bench_function(BenchmarkId::new(format!("{n}x{n}"), ko.name()), |b| {
                b.iter(|| {
                    pos.clone_from(&start);
                    black_box(light_playout(
                        &mut pos,
                        &mut rng,
                        3 * n as usize * n as usize,
                    ))
                })
            });
        }
    }
    group.finish();
}

fn midgame() -> Position {
    let size = BoardSize::STANDARD;
    let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
    let mut rng = SplitMix64(7);
    for _ in 0..150 {
        tianyuan::sized::play_random_move(&mut pos, &mut rng);
    }
    pos
}

fn masks(c: &mut Criterion) {
    let pos = midgame();
    c.bench_function("legal_moves/19x19_midgame_positional", |b| {
        b.iter(|| black_box(pos.legal_point_set()))
    });
    let mut simple = Position::new(BoardSize::STANDARD, KoRule::Simple, SuicideRule::Forbidden);
    for m in pos.moves() {
        simple.play(m.mv).unwrap();
    }
    c.bench_function("legal_moves/19x19_midgame_simple", |b| {
        b.iter(|| black_box(simple.legal_point_set()))
    });
    let mut p = pos.clone();
    let mv = p.legal_points().nth(100).map(Move::Place).unwrap();
    c.bench_function("play_undo/19x19_midgame", |b| {
        b.iter(|| {
            p.play(black_box(mv)).unwrap();
            p.undo();
        })
    });
    c.bench_function("copy/board_19x19", |b| b.iter(|| black_box(*pos.board())));
    let mut q = pos.clone();
    c.bench_function("copy/position_19x19_clone_from", |b| {
        b.iter(|| q.clone_from(black_box(&pos)))
    });
}

/// One step of `n` 19×19 games under `chinese-2002`: each plays a uniformly
/// random legal action (pass included) from its last mask, restarts when over
/// or after 2·361 moves, and computes its next exact legal mask. Throughput
/// is game-steps. From a few hundred games on, the games' state no longer fits
/// the caches (each game's reads of its board, repetition filter and recorded
/// keys miss): n = 256 and 1024 measure that cost.
fn batch(c: &mut Criterion) {
    let mut group = c.benchmark_group("batch_step");
    let size = BoardSize::STANDARD;
    let rules = tianyuan::Rules::from_name("chinese-2002").unwrap();
    for n in [64usize, 256, 1024] {
        let mut games: Vec<(tianyuan::sized::Game, tianyuan::sized::Bitboard, SplitMix64)> = (0..n)
            .map(|i| {
                let g = tianyuan::sized::Game::new(size, rules);
                let legal = g.position().legal_point_set();
                (g, legal, SplitMix64(i as u64 + 1))
            })
            .collect();
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(BenchmarkId::new("19x19_play_and_mask", n), |b| {
            b.iter(|| {
                for (g, legal, rng) in games.iter_mut() {
                    let k = rng.below(legal.count() + 1);
                    let mv = match legal.nth(k) {
                        Some(bit) => Move::Place(size.point_of_bit(bit)),
                        None => Move::Pass,
                    };
                    let _ = g.play(mv);
                    if g.is_over() || g.move_number() > 2 * 361 {
                        *g = tianyuan::sized::Game::new(size, rules);
                    }
                    *legal = g.position().legal_point_set();
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, playouts, masks, batch);
criterion_main!(benches);

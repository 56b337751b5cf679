//! Counting benchmarks: the area count and Benson's analysis on a finished
//! 19×19 position (a light random playout run to two passes).
//! Run: `cargo bench -p tianyuan --bench scoring`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{
    area_score, count, light_playout, pass_alive, territory_map, Bitboard, Position,
};
use tianyuan::splitmix::SplitMix64;
use tianyuan::territory::CountExtras;
use tianyuan::{BoardSize, Komi, Rules};

fn finished() -> Position {
    let mut pos = Position::new(
        BoardSize::STANDARD,
        KoRule::Positional,
        SuicideRule::Forbidden,
    );
    let mut rng = SplitMix64(2002);
    light_playout(&mut pos, &mut rng, 3 * 361);
    pos
}

fn scoring(c: &mut Criterion) {
    let pos = finished();
    let board = *pos.board();
    // Dead stones as Benson proposes them, so the count has something to remove.
    let dead = pass_alive(&board).dead_stones(&board);
    c.bench_function("area_score/19x19_final", |b| {
        b.iter(|| {
            black_box(area_score(
                black_box(&board),
                black_box(&dead),
                Komi::CHINESE_2002,
                0,
                [0, 0],
            ))
        })
    });
    c.bench_function("area_score/19x19_final_no_dead", |b| {
        b.iter(|| {
            black_box(area_score(
                black_box(&board),
                &Bitboard::EMPTY,
                Komi::CHINESE_2002,
                0,
                [0, 0],
            ))
        })
    });
    c.bench_function("territory_map/19x19_final", |b| {
        b.iter(|| black_box(territory_map(black_box(&board), &dead)))
    });
    // The count under any rules (issue 28): territory (Japanese, seki taxed:
    // regions, seki eyes, false eyes, dame and open points) against the
    // same function counting area, and the plain area count above.
    let japanese = Rules::from_name("japanese").unwrap();
    let chinese = Rules::default();
    let extras = CountExtras {
        captures: [12, 9],
        ..CountExtras::default()
    };
    c.bench_function("count/19x19_final_territory", |b| {
        b.iter(|| {
            black_box(count(
                black_box(&board),
                black_box(&dead),
                &Bitboard::EMPTY,
                &japanese,
                &extras,
            ))
        })
    });
    c.bench_function("count/19x19_final_area", |b| {
        b.iter(|| {
            black_box(count(
                black_box(&board),
                black_box(&dead),
                &Bitboard::EMPTY,
                &chinese,
                &extras,
            ))
        })
    });
    c.bench_function("pass_alive/19x19_final", |b| {
        b.iter(|| black_box(pass_alive(black_box(&board))))
    });
}

criterion_group!(benches, scoring);
criterion_main!(benches);

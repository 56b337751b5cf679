//! Parse + replay + count throughput on a real 19×19 record (the Ear-reddening
//! game, Shusaku–Gennan 1846, 325 moves) from `../shared/data/sgf`; skipped
//! when the corpus is absent. Run: `cargo bench -p tianyuan --bench replay`.
//! Compare with `benches/python/sgfmill_replay.py` (same file, sgfmill).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;
use tianyuan::replay::{replay, ReplayOptions};

const RECORD: &str = "littlego/Famous games/Ear-reddening game.sgf";

fn corpus_file() -> Option<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/sgf");
    let dir = std::env::var_os("TIANYUAN_SGF_CORPUS").map_or(dir, Into::into);
    std::fs::read(dir.join(RECORD)).ok()
}

fn parse_replay_score(c: &mut Criterion) {
    let Some(bytes) = corpus_file() else {
        eprintln!("SGF corpus not found: replay bench skipped");
        return;
    };
    let options = ReplayOptions::default();
    let mut group = c.benchmark_group("sgf_game");
    group.throughput(Throughput::Elements(1));
    group.bench_function("parse+replay+score 19x19 325 moves", |b| {
        b.iter(|| {
            let games = tianyuan::sgf::parse(black_box(&bytes)).unwrap();
            let r = replay(&games.games()[0], &options).unwrap();
            black_box(r.area_score())
        })
    });
    group.finish();
}

criterion_group!(benches, parse_replay_score);
criterion_main!(benches);

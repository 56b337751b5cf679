//! Life-and-death estimates (`estimate_life`) on the final positions of our
//! GNU Go self-play games (`rules-core/tests/data/gnugo/`): what `tianyuan
//! score`, `replay` and GTP `final_status_list` cost per position, by size,
//! at the default 256 playouts.
//! Run: `cargo bench -p tianyuan --bench life`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::path::PathBuf;
use tianyuan::replay::{replay, ReplayOptions};
use tianyuan::sized::{estimate_life, Board};
use tianyuan::{sgf, Color, LifeOptions};

/// The final positions (and the player to move) of the games of one size.
fn finals(prefix: &str) -> Vec<(Board, Color)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/gnugo")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(".sgf")
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| {
            let collection = sgf::parse(&std::fs::read(f).unwrap()).unwrap();
            let r = replay(&collection.games()[0], &ReplayOptions::default()).unwrap();
            (*r.game.board(), r.game.to_move())
        })
        .collect()
}

fn life(c: &mut Criterion) {
    for (name, prefix) in [("9x9", "g09-"), ("13x13", "g13-"), ("19x19", "g19-")] {
        let positions = finals(prefix);
        if positions.is_empty() {
            continue;
        }
        let options = LifeOptions::default();
        c.bench_function(
            &format!("estimate_life/{name}_gnugo_finals_per_position"),
            |b| {
                let mut i = 0;
                b.iter(|| {
                    let (board, to_move) = &positions[i % positions.len()];
                    i += 1;
                    black_box(estimate_life(black_box(board), *to_move, &options).unwrap())
                })
            },
        );
    }
}

criterion_group!(benches, life);
criterion_main!(benches);

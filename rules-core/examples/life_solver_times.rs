//! The local life-and-death solver's time per problem, by eye-space size, on
//! the final positions of SGF records: `cargo run --profile ci -p tianyuan
//! --example life_solver_times -- FILES_OR_FOLDERS [--show]`. For every
//! region of at most `MAX_REGION_POINTS` points not yet covered, for both
//! colours, times `solve_local` (wall clock, best of 3) and prints, per
//! eye-space size, the problems solved, declined, the median and the
//! slowest time. `--show` prints each final board with the verdicts.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use tianyuan::life::MAX_REGION_POINTS;
use tianyuan::replay::{replay, ReplayMode, ReplayOptions};
use tianyuan::sized::{solve_local, Bitboard};
use tianyuan::{sgf, Color};

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else if path.extension().is_some_and(|e| e == "sgf") {
        out.push(path.to_path_buf());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let show = args.iter().any(|a| a == "--show");
    let mut paths = Vec::new();
    for a in args.iter().filter(|a| !a.starts_with("--")) {
        files(Path::new(a), &mut paths);
    }
    // eye-space size -> (times in µs of solved problems, declined count)
    let mut by_size: BTreeMap<u32, (Vec<f64>, u32)> = BTreeMap::new();
    let mut positions = 0;
    for path in &paths {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let Ok(collection) = sgf::parse(&bytes) else {
            continue;
        };
        let Some(record) = collection.games().first() else {
            continue;
        };
        let options = ReplayOptions {
            rules: None,
            mode: ReplayMode::Tolerant,
        };
        let Ok(r) = replay(record, &options) else {
            continue;
        };
        let board = r.game.board();
        positions += 1;
        let size = board.size();
        if show {
            println!("{}\n{board}", path.display());
        }
        for defender in Color::ALL {
            let mut covered = Bitboard::EMPTY;
            for p in size.points() {
                let bit = size.bit(p);
                if board.get(p) == Some(defender) || covered.contains(bit) {
                    continue;
                }
                let mut best = f64::MAX;
                let mut verdict = None;
                for _ in 0..3 {
                    let start = Instant::now();
                    verdict = solve_local(board, p, defender);
                    best = best.min(start.elapsed().as_secs_f64() * 1e6);
                }
                match verdict {
                    Some(v) => {
                        covered |= v.eye_space;
                        by_size.entry(v.eye_space.count()).or_default().0.push(best);
                        if show && !v.by_benson {
                            println!(
                                "  {defender:?} group at {:?}: {} (vital {:?}, ko {:?}, {} nodes, {best:.0} µs)",
                                v.group.points(size).next(),
                                v.status,
                                v.vital,
                                v.ko,
                                v.nodes
                            );
                        }
                    }
                    None => {
                        let others = board.on_board().and_not(&board.stones(defender));
                        covered |= Bitboard::flood_fill(
                            Bitboard::from_bit(bit),
                            &others,
                            size.stride() as u32,
                        );
                        by_size.entry(0).or_default().1 += 1;
                    }
                }
            }
        }
    }
    println!(
        "{positions} final positions; regions of at most {MAX_REGION_POINTS} points seed a problem"
    );
    println!("| eye space (points) | solved | median µs | max µs |");
    println!("| --- | --- | --- | --- |");
    for (points, (times, _)) in by_size.iter_mut().filter(|(k, _)| **k > 0) {
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let median = times[times.len() / 2];
        let max = times[times.len() - 1];
        println!("| {points} | {} | {median:.1} | {max:.1} |", times.len());
    }
    let declined = by_size.get(&0).map_or(0, |e| e.1);
    println!("declined (regions, any size): {declined}");
}

//! GNU Go as an independent reference for dead stones and the count: our own
//! GNU Go self-play games (`tests/data/gnugo/`, made by
//! `scripts/gnugo_selfplay.py`, see its README) carry GNU Go's answers to
//! `final_status_list dead` and `final_score` at the end of each game. The
//! estimate (default options) is compared with them: the dead-stone lists as
//! sets of vertices, and the count (Chinese rules, art. 9, 11) with
//! `final_score`. The agreement rates are asserted against floors a little
//! below what was measured (BENCHMARKS.md, "Who won"), so that a regression
//! of the estimator fails here.

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::Value;
use tianyuan::replay::{replay, ReplayMode, ReplayOptions};
use tianyuan::{sgf, LifeOptions, Move};

struct Row {
    file: String,
    ended: String,
    dead: BTreeSet<String>,
    final_score: String,
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gnugo")
}

fn manifest() -> Vec<Row> {
    let text = std::fs::read_to_string(data_dir().join("manifest.jsonl")).expect("manifest");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("a JSON line");
            let strings = |key: &str| -> BTreeSet<String> {
                v[key]
                    .as_array()
                    .expect(key)
                    .iter()
                    .map(|s| s.as_str().unwrap().to_ascii_uppercase())
                    .collect()
            };
            Row {
                file: v["file"].as_str().unwrap().to_string(),
                ended: v["ended"].as_str().unwrap().to_string(),
                dead: strings("dead"),
                final_score: v["final_score"].as_str().unwrap().to_string(),
            }
        })
        .collect()
}

/// GNU Go's `final_score` as Black's margin in half points (`B+7.5` → 15,
/// `W+0.5` → −1, `0` → 0).
fn margin_half_points(score: &str) -> i32 {
    let s = score.trim();
    if s == "0" {
        return 0;
    }
    let (sign, rest) = match s.split_at(2) {
        ("B+", r) => (1, r),
        ("W+", r) => (-1, r),
        _ => panic!("final_score {s}"),
    };
    let points: f64 = rest.parse().expect("a margin");
    sign * (points * 2.0).round() as i32
}

#[test]
fn the_estimate_agrees_with_gnu_go() {
    let rows = manifest();
    assert!(
        rows.len() >= 20,
        "the reference set has {} games",
        rows.len()
    );
    let (mut games, mut same_dead, mut same_score) = (0u32, 0u32, 0u32);
    let mut report = Vec::new();
    for row in rows.iter().filter(|r| r.ended == "passes") {
        let bytes = std::fs::read(data_dir().join(&row.file)).expect("the SGF file");
        let collection = sgf::parse(&bytes).expect("our own SGF");
        let record = &collection.games()[0];
        let options = ReplayOptions {
            rules: None,
            mode: ReplayMode::Strict,
        };
        let r = replay(record, &options).expect("a legal game");
        assert!(
            r.violations.is_empty(),
            "{}: GNU Go played an illegal move",
            row.file
        );
        let counted = r.game.score_estimated(&LifeOptions::default()).unwrap();
        let size = r.game.size();
        let dead: BTreeSet<String> = counted
            .dead
            .points(size)
            .map(|p| size.to_gtp(Move::Place(p)))
            .collect();
        games += 1;
        let dead_ok = dead == row.dead;
        let score_ok = counted.score.margin_half_points == margin_half_points(&row.final_score);
        same_dead += u32::from(dead_ok);
        same_score += u32::from(score_ok);
        if !dead_ok || !score_ok {
            report.push(format!(
                "{}: dead {:?} vs GNU Go {:?}; score {} vs {}",
                row.file,
                dead,
                row.dead,
                counted.score.result().to_sgf(),
                row.final_score
            ));
        }
    }
    let rate = |n: u32| f64::from(n) / f64::from(games);
    println!(
        "{games} games: identical dead stones {same_dead} ({:.0} %), equal final_score {same_score} ({:.0} %)",
        100.0 * rate(same_dead),
        100.0 * rate(same_score)
    );
    for line in &report {
        println!("{line}");
    }
    assert!(
        rate(same_dead) >= DEAD_FLOOR,
        "identical dead stones {same_dead}/{games}"
    );
    assert!(
        rate(same_score) >= SCORE_FLOOR,
        "equal final_score {same_score}/{games}"
    );
}

/// Floors a little below the measured rates (BENCHMARKS.md, "Who won: GNU
/// Go's games, round 3": all 98 games that ended by passes have identical
/// dead stones, 97 the same final_score; the other one, g09-L01-s1118,
/// counts a seki's eye one point apart, explained there) and at the issue's
/// 98 % target. Before the weak stones in the opponent's sphere were
/// lifted (`life/sphere.rs`) it was 95 of 98 in both.
const DEAD_FLOOR: f64 = 0.98;
const SCORE_FLOOR: f64 = 0.98;

//! SGF reading and writing: the third-party corpus under `../shared/data/sgf/`,
//! hostile inputs, escapes, compressed point lists, komi forms and round trips.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use tianyuan::sgf::{
    self, GameRecord, GameResult, GameTree, NodeId, Property, SgfErrorKind, WarningKind,
};
use tianyuan::{BoardSize, Color, Move, Point};

/// `../shared/data/sgf` from the repository root; `TIANYUAN_SHARED_DIR` may
/// name the `shared` folder instead (for worktrees placed elsewhere).
fn corpus_dir() -> Option<PathBuf> {
    let shared = std::env::var_os("TIANYUAN_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let dir = shared.join("data/sgf");
    dir.is_dir().then_some(dir)
}

/// Every file under `dir`, sorted, as (relative path, absolute path); without
/// recursion into the tree of the test itself (folders are few).
fn files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let rel = p
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push((rel, p));
            }
        }
    }
    out.sort();
    out
}

fn read(dir: &Path, rel: &str) -> sgf::Collection {
    let bytes = std::fs::read(dir.join(rel)).unwrap();
    sgf::parse(&bytes).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn game(dir: &Path, rel: &str) -> GameRecord {
    read(dir, rel).into_games().into_iter().next().unwrap()
}

/// Documentation beside the data: never SGF.
fn is_doc(rel: &str) -> bool {
    rel.ends_with("README.md") || rel == "MANIFEST.csv" || rel == "littlego/README.txt"
}

/// SGF files that are rejected, and why: named here so a change is noticed.
const REJECTED: [(&str, SgfErrorKind); 2] = [
    // "this is not an .sgf file".
    (
        "littlego/Illegal games/not-an-sgf-file.sgf",
        SgfErrorKind::NoGameTree,
    ),
    // SGFC's own error-recovery test: `(; illegal_chars FF[4]` has an
    // identifier with no upper-case letter.
    ("littlego/sgfc/test.sgf", SgfErrorKind::BadIdentifier),
];

#[test]
fn corpus_every_file_parsed_or_rejected() {
    let Some(dir) = corpus_dir() else { return };
    let mut parsed = 0;
    let mut rejected = Vec::new();
    let mut docs = 0;
    let all = files(&dir);
    for (rel, path) in &all {
        let bytes = std::fs::read(path).unwrap();
        let started = Instant::now();
        let result = sgf::parse(&bytes);
        assert!(started.elapsed() < Duration::from_secs(2), "{rel} is slow");
        if is_doc(rel) {
            // Text around game trees is ignored, so a README quoting one, like
            // littlego's `(;FF[4]GM[1]HA[3])`, reads as that game.
            if rel == "littlego/README.md" {
                let games = result.unwrap().into_games();
                assert_eq!(games[0].info().handicap, Some(3));
            }
            docs += 1;
            continue;
        }
        match result {
            Ok(c) => {
                assert!(!c.games().is_empty());
                parsed += 1;
            }
            Err(e) => {
                // The error names a place inside the file.
                assert!(e.position.line >= 1 && e.position.column >= 1);
                rejected.push((rel.clone(), e.kind));
            }
        }
    }
    let expected: Vec<(String, SgfErrorKind)> =
        REJECTED.iter().map(|(f, k)| (f.to_string(), *k)).collect();
    assert_eq!(rejected, expected);
    // The corpus README: 1035 SGF files (.sgf and .sgfs); 12 README.md,
    // MANIFEST.csv and littlego's README.txt are documentation.
    assert_eq!(docs, 14);
    assert_eq!(parsed + rejected.len(), 1035);
    assert_eq!(parsed, 1033);
}

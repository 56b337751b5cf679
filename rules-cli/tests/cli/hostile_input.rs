//! Hostile input: a closed pipe, files over the input limit or endless,
//! FIFOs and folder loops, too many games, the node limit.

use crate::common::*;

/// A reader that stops early (`tianyuan replay … | head -1`) must not make the
/// command panic (found by a newcomer's test: exit 101, "failed printing to
/// stdout: Broken pipe"). Uses the shared corpus, whose output is far larger
/// than a pipe buffer; skipped when it is absent.
#[test]
fn closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/sgf");
    if !corpus.is_dir() {
        eprintln!("skipped: {} not found", corpus.display());
        return;
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(["replay", "--quiet"])
        .arg(&corpus)
        .args(["--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with('{'), "{first}");
    // The reader is dropped here: the pipe closes.
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        out.status.code() == Some(0) || out.status.code() == Some(1),
        "{:?}",
        out.status
    );
}

#[test]
fn a_file_over_the_input_limit_is_refused_without_reading_it_all() {
    // A sparse file one byte over the limit costs no disk space.
    let tmp = temp_dir();
    let dir = tmp.path();
    let path = dir.join("big.sgf");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(tianyuan::sgf::MAX_INPUT_BYTES as u64 + 1)
        .unwrap();
    drop(f);
    let p = path.to_str().unwrap();
    let o = tianyuan_within(60, &["replay", "--quiet", p]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o);
    assert!(out.contains("input larger than the 64 MiB limit"), "{out}");
    assert!(out.contains("1 unreadable"), "{out}");
    let o = tianyuan_within(60, &["score", p]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("input larger than the 64 MiB limit"), "{err}");
}

#[cfg(unix)]
#[test]
fn an_endless_file_is_refused_at_the_input_limit() {
    // /dev/zero never ends: only the first limit + 1 bytes are read.
    let o = tianyuan_within(60, &["replay", "--quiet", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o).contains("input larger than the 64 MiB limit"));
    let o = tianyuan_within(60, &["score", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("input larger than the 64 MiB limit"), "{err}");
    // standings' results file too: 16 MiB at most.
    let o = tianyuan_within(60, &["standings", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("larger than 16777216 bytes: not a results file"),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn folder_walk_skips_fifos_and_visits_each_folder_once() {
    use std::os::unix::fs::symlink;
    let tmp = temp_dir();
    let dir = tmp.path();
    let game = "(;GM[1]SZ[9];B[ee];W[cc])";
    std::fs::write(dir.join("a.sgf"), game).unwrap();
    std::fs::create_dir(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/b.sgf"), game).unwrap();
    // A loop back to the folder itself, and a second name for `sub`.
    symlink(dir, dir.join("loop")).unwrap();
    symlink(dir.join("sub"), dir.join("sub-again")).unwrap();
    // A link to a regular file is read; a broken link is passed over.
    symlink(dir.join("a.sgf"), dir.join("link.sgf")).unwrap();
    symlink(dir.join("nowhere.sgf"), dir.join("broken.sgf")).unwrap();
    // Reading a FIFO would wait for a writer forever.
    let made = Command::new("mkfifo")
        .arg(dir.join("fifo.sgf"))
        .status()
        .is_ok_and(|s| s.success());
    let o = tianyuan_within(60, &["replay", "--json", dir.to_str().unwrap()]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}");
    let summary: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    // a.sgf, link.sgf and sub/b.sgf; not loop/…, sub-again/b.sgf or the FIFO.
    assert_eq!(summary["summary"]["files"], 3, "{out}");
    assert_eq!(summary["summary"]["games"], 3, "{out}");
    if !made {
        eprintln!("mkfifo not available: the FIFO case was not tested");
    }
}

#[test]
fn a_collection_of_too_many_games_is_refused_quickly() {
    let o = on_temp_file("many.sgf", &"(;)".repeat(1_000_000), &["replay", "--quiet"]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o);
    assert!(
        out.contains("more game trees than the 100,000 limit"),
        "{out}"
    );
}

#[test]
fn max_nodes_bounds_a_file_and_names_the_limit() {
    // The root and 20 pass nodes: 21 nodes, over a limit of 20.
    let record = format!("(;SZ[9]{})", ";B[];W[]".repeat(10));
    let o = on_temp_file("nodes.sgf", &record, &["replay", "--max-nodes", "20"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains("node 21 over the limit of 20"),
        "{}",
        text(&o)
    );
    let o = on_temp_file("nodes.sgf", &record, &["score", "--max-nodes", "20"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("over the limit of 20"));
    let o = on_temp_file("nodes.sgf", &record, &["replay", "--max-nodes", "21"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
}

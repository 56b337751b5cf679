//! The `tianyuan` binary: replay of examples/games, JSON output, exit codes,
//! error messages with line and column, and `score --dead` checks.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tianyuan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/games")
}

/// Runs `tianyuan ARGS NAME` on a file `name` holding `contents`, in a fresh
/// temporary folder (the `tempfile` crate) made the current directory: the
/// program sees and prints the bare `name`, so no output depends on the
/// temporary folder's name (a process id such as 41988 once put "1988" in
/// the output of a test asserting its absence), and tests running at once
/// never share a file.
fn on_temp_file(name: &str, contents: &str, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), contents).unwrap();
    let mut all = args.to_vec();
    all.push(name);
    Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(&all)
        .current_dir(dir.path())
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn replays_the_examples_by_default() {
    // No PATH: examples/games (found next to the crate, since the current
    // directory rules-cli/ has none). Each game was checked by hand; the
    // counts are in each file's root comment.
    let o = tianyuan(&["replay", "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("5 games: 5 legal, 0 illegal"), "{out}");
    // The four games ended by passes have no dead stones on the board (each
    // checked by hand; seki.sgf's seki is counted alive); ko.sgf ended by
    // resignation and is not counted.
    assert!(
        out.contains(
            "4 scored by area: 4 agree with RE, 0 agree as a territory count, 0 disagree; \
             winner as RE in 4 of 4 (100.0 %); dead stones from TB/TW in 0, estimated in 4; \
             1 decided by resignation, time or forfeit (not counted)"
        ),
        "{out}"
    );
}

#[test]
fn json_lines_parse() {
    let dir = examples();
    let o = tianyuan(&["replay", "--json", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let lines: Vec<serde_json::Value> = text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 6);
    let handicap = lines
        .iter()
        .find(|v| {
            v["file"]
                .as_str()
                .is_some_and(|f| f.ends_with("handicap.sgf"))
        })
        .unwrap();
    // 7x7, 2 stones: area B 21, W 28; komi 0.5 → W+7.5 before compensation,
    // W+9.5 with 2 points for 2 stones (Chinese practice, N).
    assert_eq!(handicap["result_check"]["area_margin"], -7.5);
    assert_eq!(handicap["result_check"]["re_margin"], -9.5);
    assert_eq!(handicap["result_check"]["agreeing"][0], "compensation N");
    let ko = lines
        .iter()
        .find(|v| v["file"].as_str().is_some_and(|f| f.ends_with("ko.sgf")))
        .unwrap();
    assert_eq!(ko["ended"], "resignation");
    assert_eq!(ko["legal"], true);
    let summary = &lines[5]["summary"];
    assert_eq!(summary["games"], 5);
    assert_eq!(summary["agreeing"], 4);
}

#[test]
fn broken_sgf_exits_1_with_line_and_column() {
    // Line 2, column 5: a lower-case identifier with no upper-case letter.
    let o = on_temp_file("broken.sgf", "(;GM[1]SZ[9]\n;B[ee]abc[x])", &["replay"]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o);
    assert!(
        out.contains("unreadable") && out.contains("line 2, column"),
        "{out}"
    );
    assert!(out.contains("1 unreadable"), "{out}");
}

#[test]
fn the_rules_line_says_when_rules_replaced_the_records_ru() {
    let record = "(;GM[1]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc])";
    let read = text(&on_temp_file("ru.sgf", record, &["replay"]));
    let replaced = text(&on_temp_file(
        "ru.sgf",
        record,
        &["replay", "--rules", "tromp-taylor"],
    ));
    // The record's RU names KataGo's japanese (territory, komi 6.5).
    assert!(read.contains("9x9 japanese komi 6.5"), "{read}");
    assert!(
        replaced.contains("tromp-taylor (--rules; RU Japanese ignored)"),
        "{replaced}"
    );
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(
        tianyuan(&["replay", "--rules", "bogus"]).status.code(),
        Some(2)
    );
    assert_eq!(tianyuan(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn score_with_dead_stones() {
    let file = examples().join("chinese-count.sgf");
    let f = file.to_str().unwrap();
    // No dead stones: Black 45, White 36, komi 7.5 → B+1.5 = ¾ stone (2002 art. 9, 11).
    let o = tianyuan(&["score", f]);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    assert!(out.contains("B+1.5"), "{out}");
    assert!(
        out.contains("Black wins by 3/4 stone (1.5 points)"),
        "{out}"
    );
    assert!(out.contains("黑胜3/4子"), "{out}");
    // White F5 marked dead (a wrong agreement, to see the count follow it):
    // F5 stands for its whole chain, White's wall F1-F9 (9 stones). With it
    // gone every empty point touches Black only: Black 11 stones + 70 = 81,
    // White 0: 81 − 7.5 = B+73.5, the wall printed as dead (`o`).
    let o = tianyuan(&["score", f, "--dead", "F5"]);
    assert!(text(&o).contains("B+73.5"), "{}", text(&o));
    assert!(text(&o).contains("dead: 0 Black, 9 White"), "{}", text(&o));
    assert!(text(&o).contains(" 9  b b b b X o b b b 9"), "{}", text(&o));
    // An empty point marked dead: a clear error, exit 1.
    let o = tianyuan(&["score", f, "--dead", "C3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("C3 holds no stone"));
    // Not a vertex.
    // Off the board: said in GTP terms (9×9: columns A-J without I, rows
    // 1-9), not as internal row/column numbers.
    let o = tianyuan(&["score", f, "--dead", "Z99"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("\"Z99\" is off the 9x9 board (columns A-J, rows 1-9)"),
        "{err}"
    );
}

/// A 25×25 record (eleven words) with a capture at the last point: Black
/// Z1 (`yy`) taken by White Y1 (`xy`) and Z2 (`yx`). Tromp-Taylor, komi 0:
/// Black 1 stone, White 2 stones and 1 point: W+2, as `RE` says.
#[test]
fn replay_and_score_read_25x25() {
    let sgf = "(;GM[1]FF[4]SZ[25]KM[0]RU[Tromp-Taylor]RE[W+2];B[yy];W[xy];B[aa];W[yx];B[];W[])";
    let o = on_temp_file("25x25.sgf", sgf, &["replay", "--json"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let first: serde_json::Value = serde_json::from_str(text(&o).lines().next().unwrap()).unwrap();
    assert_eq!(first["legal"], true, "{first}");
    assert_eq!(first["moves_replayed"], 6, "{first}");
    assert_eq!(first["size"], serde_json::json!([25, 25]), "{first}");
    assert_eq!(first["result_check"]["agrees"], true, "{first}");
    let o = on_temp_file("25x25-score.sgf", sgf, &["score", "--json"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(v["result"], "W+2", "{v}");
    assert_eq!(v["white"]["territory"], 1, "{v}");
    assert_eq!(v["black"]["stones"], 1, "{v}");
}

#[test]
fn score_of_a_resigned_game_says_the_count_does_not_decide() {
    // examples/games/ko.sgf ends with RE[B+R] (art. 7.2: resignation ends
    // the game; the count is only of the position as it stands).
    let file = examples().join("ko.sgf");
    let o = tianyuan(&["score", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    assert!(out.contains("The game ended by resignation (B+R)"), "{out}");
    // In JSON, "result" is the game's (B+R, not the count's margin) and
    // "count" the count's, the same as the text's "Count (not the result)".
    let v: serde_json::Value = serde_json::from_str(&text(&tianyuan(&[
        "score",
        "--json",
        file.to_str().unwrap(),
    ])))
    .unwrap();
    assert_eq!(v["result"], "B+R", "{v}");
    assert_eq!(v["decides"], false, "{v}");
    let count = v["count"].as_str().unwrap();
    assert!(
        out.contains(&format!("Count (not the result): {count} ")),
        "{out}\n{v}"
    );
    // A counted game says nothing of the kind, and its result is its count.
    let file = examples().join("chinese-count.sgf");
    let out = text(&tianyuan(&["score", file.to_str().unwrap()]));
    assert!(!out.contains("The game ended by"), "{out}");
    let v: serde_json::Value = serde_json::from_str(&text(&tianyuan(&[
        "score",
        "--json",
        file.to_str().unwrap(),
    ])))
    .unwrap();
    assert_eq!(v["result"], v["count"], "{v}");
    assert_eq!(v["decides"], true, "{v}");
}

#[test]
fn standings_from_csv() {
    let csv = "round,black,white,result\n1,Li,Wang,B+\n2,Wang,Li,W+\n";
    let o = on_temp_file("rr.csv", csv, &["standings", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(text(&o).trim()).unwrap();
    assert!(v.to_string().contains("Li"));
}

#[test]
fn standings_errors_name_the_entrant() {
    // Wang (entrant 1, the second name read) withdrew before round 2 but
    // has a game played in round 2 (1988 art. 29). (A player twice in one
    // round is now refused while reading, with the row's line and column.)
    let csv = "round,black,white,result\n1,Li,Wang,B+\n2,Wang,Zhao,W+\nwithdraw,Wang,,2\n";
    let o = on_temp_file("late.csv", csv, &["standings"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "player 1 withdrew before round 2 but has a game in round 2 (entrant 1 is \"Wang\")"
        ),
        "{err}"
    );
}

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
fn the_replay_line_names_the_handicap_compensation_in_points() {
    let file = examples().join("handicap.sgf");
    let o = tianyuan(&["replay", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    // 7x7, 2 stones: W+7.5 by area, RE W+9.5: White got 2 points for the 2
    // stones (see json_lines_parse).
    assert!(
        text(&o).contains(
            "area W+7.5 before handicap compensation: agrees with 2 points to White (1 per handicap stone, Chinese practice)"
        ),
        "{}",
        text(&o)
    );
}

#[test]
fn text_report_says_what_the_sgf_reader_replaced() {
    // A newcomer's finding: KM[abc] was replaced (no komi) with a word only
    // in --json; the line read as if the record said so. (SZ[0] was read as
    // 19x19 here too; it now makes the game unreadable: see
    // every_bad_sz_makes_the_game_unreadable_as_an_unsupported_one_does.)
    let o = on_temp_file("km.sgf", "(;GM[1]SZ[19]KM[abc];B[aa])", &["replay"]);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    assert!(out.contains("19x19 chinese-2002 komi 0, 1 moves"), "{out}");
    assert!(
        out.contains("\n    sgf: line 1, column 14: BadKomi: KM[abc] not usable"),
        "{out}"
    );
    // HA[3] with two handicap stones set up: compensation counts HA (3), which
    // the report now says next to the stones it found.
    let o = on_temp_file(
        "ha.sgf",
        "(;GM[1]SZ[9]HA[3]KM[0.5]AB[cc][gg];W[ee])",
        &["replay"],
    );
    let out = text(&o);
    assert!(
        out.contains("sgf: HA[3] but 2 Black stones set up before the first move"),
        "{out}"
    );
    // A record that says what it does gets no such line.
    let o = tianyuan(&["replay", examples().join("handicap.sgf").to_str().unwrap()]);
    assert!(!text(&o).contains("\n    sgf:"), "{}", text(&o));
}

/// Runs `tianyuan ARGS`, killing it after `secs` seconds (a hang fails the
/// test instead of stalling the run).
fn tianyuan_within(secs: u64, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    // Drain the pipes on threads so a chatty child cannot block on them.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).ok();
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut v).ok();
        v
    });
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if std::time::Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            panic!("tianyuan {args:?} still running after {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    Output {
        status,
        stdout: t_out.join().unwrap(),
        stderr: t_err.join().unwrap(),
    }
}

/// A fresh empty folder under the temporary directory (removed when dropped).
fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
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
fn score_names_the_rules_as_replay_does() {
    // RU[Chinese] with its own KM: replay said chinese-2002, score "custom".
    let record = "(;GM[1]SZ[9]RU[Chinese]KM[6.5];B[ee];W[cc];B[];W[])";
    let o = on_temp_file("km.sgf", record, &["score"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(
        // and now labels them as replay does, RU beside the rule set
        text(&o).contains(": 9x9, chinese-2002 (RU Chinese), komi 6.5 points, 4 moves replayed"),
        "{}",
        text(&o)
    );
    let o = on_temp_file("km.sgf", record, &["replay"]);
    assert!(
        text(&o).contains("9x9 chinese-2002 (RU Chinese) komi 6.5"),
        "{}",
        text(&o)
    );
}

#[test]
fn score_of_a_file_of_several_games_says_which_it_scored() {
    let two = "(;GM[1]SZ[9];B[ee];W[cc])(;GM[1]SZ[9];B[dd])";
    let stderr = |o: &Output| String::from_utf8_lossy(&o.stderr).into_owned();
    let note = "holds 2 games; scoring game 1 (choose one with --game N)";
    let o = on_temp_file("two.sgf", two, &["score"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains(note), "{}", stderr(&o));
    // JSON on stdout stays one object; the note is on stderr.
    let o = on_temp_file("two.sgf", two, &["score", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains(note), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(v["game"], 1);
    // Chosen with --game, or a file of one game: no note.
    let o = on_temp_file("two.sgf", two, &["score", "--json", "--game", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(v["game"], 2);
    let o = on_temp_file("one.sgf", "(;GM[1]SZ[9];B[ee])", &["score"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    // A game the file does not hold is still an error.
    let o = on_temp_file("two.sgf", two, &["score", "--game", "3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("no game 3 (the file has 2)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn help_texts_hold_no_rustdoc_links() {
    // clap takes the doc comments as help: no `[`link`]` or paths there.
    for args in [
        &["--help"][..],
        &["replay", "--help"],
        &["score", "--help"],
        &["gtp", "--help"],
        &["standings", "--help"],
    ] {
        let o = tianyuan(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let help = text(&o);
        for rustdoc in ["[`", "`]", "](", "crate::", "tianyuan::", "Self::"] {
            assert!(
                !help.contains(rustdoc),
                "{args:?} shows {rustdoc:?}:\n{help}"
            );
        }
    }
}

#[test]
fn an_unknown_system_lists_the_systems() {
    let o = tianyuan(&["standings", "results.csv", "--system", "bogus"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "unknown system \"bogus\": expected one of round-robin, swiss-1988, \
             swiss-2002-total, swiss-2002-sos, world-amateur, team-round-robin, team-swiss-1988"
        ),
        "{err}"
    );
    // Aliases and any case still read.
    let o = on_temp_file(
        "wagc.csv",
        "round,black,white,result\n1,A,B,B+\n",
        &["standings", "--system", "WAGC"],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(text(&o).contains("World Amateur"), "{}", text(&o));
}

#[test]
fn team_system_names_the_team_columns() {
    // A red-team finding: a team system on a plain results file said the
    // header needed round,black,white,result, which it had.
    let csv = "round,black,white,result\n1,A,B,B+\n";
    let o = on_temp_file(
        "plain.csv",
        csv,
        &["standings", "--system", "team-round-robin"],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("lacks the column \"black_team\" (a team system needs round,black,white,result,black_team,white_team"),
        "{err}"
    );
    // The plain message stays for a plain system.
    let o = on_temp_file("nores.csv", "round,black,white\n1,A,B\n", &["standings"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("lacks the column \"result\" (need round,black,white,result)"),
        "{err}"
    );
}

/// 5×5: B C4, W D4, B B3, W C3, B C2, W D2, B A1, W E3, B D3 (takes C3),
/// then W C3 at once (move 10): the immediate recapture of a ko. `RU` is
/// filled in by each case.
fn ko_record(ru: &str) -> String {
    format!(
        "(;GM[1]FF[4]SZ[5]{ru}KM[0.5];B[cb];W[db];B[bc];W[cc];B[cd];W[dd];B[ae];W[ec];B[dc];W[cc])"
    )
}

#[test]
fn replay_names_the_rule_set_and_cites_its_own_rule() {
    // Tromp-Taylor rule 6: no move may repeat an earlier grid colouring (the
    // recapture restores the board before B D3). It cited "1988 art. 6".
    let o = on_temp_file("tt.sgf", &ko_record("RU[Tromp-Taylor]"), &["replay"]);
    let out = text(&o);
    assert!(out.contains("5x5 tromp-taylor komi 0.5, 10 moves"), "{out}");
    assert!(
        out.contains("move 10 W C3: ko: immediate recapture (Tromp-Taylor rule 6)"),
        "{out}"
    );
    assert!(!out.contains("1988"), "{out}");
    // AGA rule 6 (repeated board position); the label names the set, which
    // read "custom (RU AGA)".
    let o = on_temp_file("aga.sgf", &ko_record("RU[AGA]"), &["replay"]);
    let out = text(&o);
    assert!(out.contains("5x5 aga komi 0.5"), "{out}");
    assert!(out.contains("(AGA rule 6)"), "{out}");
    let o = on_temp_file("nz.sgf", &ko_record("RU[NZ]"), &["replay"]);
    let out = text(&o);
    assert!(out.contains("5x5 new-zealand (RU NZ) komi 0.5"), "{out}");
    assert!(out.contains("(New Zealand rules, \"A move\")"), "{out}");
    // --rules aga printed "custom"; the 1988 rules cite their art. 20.1.
    let o = on_temp_file("ko.sgf", &ko_record(""), &["replay", "--rules", "aga"]);
    assert!(text(&o).contains("5x5 aga komi 0.5"), "{}", text(&o));
    let o = on_temp_file(
        "ko.sgf",
        &ko_record(""),
        &["replay", "--rules", "chinese-1988"],
    );
    assert!(
        text(&o).contains("move 10 W C3: ko: immediate recapture (1988 art. 20.1)"),
        "{}",
        text(&o)
    );
    // The 2002 rules, and the JSON form with the same text.
    let o = on_temp_file("ko.sgf", &ko_record("RU[Chinese]"), &["replay", "--json"]);
    let first: serde_json::Value = serde_json::from_str(text(&o).lines().next().unwrap()).unwrap();
    assert_eq!(first["rules"], "chinese-2002");
    assert_eq!(first["violations"][0]["reason"], "ko");
    assert_eq!(
        first["violations"][0]["text"],
        "ko: immediate recapture (2002 art. 18.3, 20)"
    );
}

#[test]
fn standings_refuses_malformed_rows_by_line_and_column() {
    // A bye with two names: D was dropped without a word.
    let csv = "round,black,white,result\n1,A,B,B+\n1,C,D,W+\n2,A,C,B+\n2,B,D,bye\n";
    let o = on_temp_file("bye2.csv", csv, &["standings"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "line 5, column \"white\": a bye names one player, but this row names \"B\" and \"D\""
        ),
        "{err}"
    );
    // A twice in round 1 (lines 2 and 3).
    let csv = "round,black,white,result\n1,A,B,B+\n1,A,C,W+\n";
    let o = on_temp_file(
        "twice.csv",
        csv,
        &["standings", "--system", "world-amateur"],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("line 3, column \"black\": \"A\" already appears in round 1 on line 2"),
        "{err}"
    );
}

#[test]
fn standings_help_explains_the_columns_and_labels() {
    let o = tianyuan(&["standings", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    let help = text(&o);
    for needle in [
        "sos-cut             SOS without the opponent of round 1",
        "highest-opponent    the opponents' points from the highest down",
        "`1988 art.\n28.1.2` is article 28.1.2 of the 1988 Chinese rules",
        "World Amateur Go Championship regulations 1-6",
        "A bye names\none player",
    ] {
        assert!(help.contains(needle), "{needle:?} not in:\n{help}");
    }
}

/// A 5x5 game ended by two passes (row 5 at the top):
///
/// ```text
/// 5  . X O . .
/// 4  X X O O O
/// 3  . X O . X    <- E3: a lone Black stone in White's eye
/// 2  X X O O O
/// 1  . X O . .
///    A B C D E
/// ```
///
/// Both sides are pass-alive (Black's eyes A5 A3 A1; White's D5-E5, D3-E3,
/// D1-E1), so E3 is dead. Counted by hand with E3 lifted (art. 9): Black 7
/// stones + 3 eyes = 10, White 9 stones + 6 points = 15: W+5 (komi 0).
/// Every stone alive: Black 8 + 3 = 11, White 9 + 4 = 13, D3 shared (11½ to
/// 13½): W+2. Stones placed 8 and 9: the territory count is W+4 (White 6
/// territory + 1 prisoner, Black 3).
fn dead_stone_game(re: &str, end: &str) -> String {
    format!(
        "(;SZ[5]KM[0]RU[Chinese]RE[{re}];B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];\
         B[be];W[ce];B[ab];W[db];B[ad];W[eb];B[ec];W[dd];B[];W[ed];B[];W[]{end})"
    )
}

#[test]
fn score_estimates_the_dead_stones() {
    let sgf = dead_stone_game("W+5", "");
    let o = on_temp_file("est.sgf", &sgf, &["score"]);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    // Every chain is certain (Benson): Black's wall on the B column has the
    // eyes A1, A3, A5; White's has D1-E1 and D5-E5, so E3 dies inside
    // White's pass-alive area and no playout is run.
    assert!(
        out.contains("Dead stones estimated (0 of 256 playouts, seed 0;"),
        "{out}"
    );
    assert!(out.contains("E3 (1 stone)"), "{out}");
    assert!(out.contains(" 3  b X O w x 3"), "{out}");
    assert!(out.contains("Black: 7 stones + 3 territory, White: 9 stones + 6 territory, 0 shared; dead: 1 Black, 0 White"), "{out}");
    assert!(out.contains("Result: W+5"), "{out}");
    // Another seed and playout count: E3 is dead for certain.
    let o = on_temp_file(
        "est2.sgf",
        &sgf,
        &["score", "--playouts", "16", "--seed", "99"],
    );
    assert!(
        text(&o).contains("(0 of 16 playouts, seed 99;"),
        "{}",
        text(&o)
    );
    assert!(text(&o).contains("Result: W+5"));
    // Agreed dead stones override the estimate.
    let o = on_temp_file("agreed.sgf", &sgf, &["score", "--dead", "E3"]);
    let out = text(&o);
    assert!(
        out.contains("Dead stones agreed (--dead): E3 (1 stone)"),
        "{out}"
    );
    assert!(out.contains("Result: W+5"), "{out}");
    let o = on_temp_file("none.sgf", &sgf, &["score", "--dead", ""]);
    let out = text(&o);
    assert!(out.contains("Dead stones agreed (--dead): none"), "{out}");
    assert!(out.contains("Result: W+2"), "{out}");
    // --all-alive: the literal board.
    let o = on_temp_file("alive.sgf", &sgf, &["score", "--all-alive"]);
    let out = text(&o);
    assert!(
        out.contains("Every stone counted alive (--all-alive)"),
        "{out}"
    );
    assert!(out.contains(" 3  b X O . X 3"), "{out}");
    assert!(out.contains("Black's count 11½ of 25 points"), "{out}");
    assert!(out.contains("Result: W+2"), "{out}");
    // Under Tromp-Taylor rules every stone counts without --all-alive.
    let o = on_temp_file("tt.sgf", &sgf, &["score", "--rules", "tromp-taylor"]);
    let out = text(&o);
    assert!(
        out.contains("Every stone counted alive (these rules"),
        "{out}"
    );
    assert!(out.contains("Result: W+2"), "{out}");
}

#[test]
fn score_usage_errors() {
    let sgf = dead_stone_game("W+5", "");
    for args in [
        &["score", "--playouts", "0"][..],
        &["score", "--playouts", "100001"],
        &["score", "--playouts", "many"],
        &["score", "--seed=-1"],
        &["score", "--dead", "E3", "--all-alive"],
    ] {
        let o = on_temp_file("usage.sgf", &sgf, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!String::from_utf8_lossy(&o.stderr).is_empty());
    }
    let o = on_temp_file(
        "max.sgf",
        &sgf,
        &["score", "--playouts", "100000", "--json"],
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn negative_seeds_and_playouts_are_refused_with_the_range() {
    // `--seed -1` read as an option gave clap's tip "use '-- -1'".
    let seed = "the seed cannot be negative: it is a whole number from 0 to 2^64-1";
    let playouts = "-1 is not in 1..=100000";
    let cases: [(&[&str], &str); 8] = [
        (&["replay", "--seed", "-1"], seed),
        (&["score", "--seed", "-1", "x.sgf"], seed),
        (&["score", "--seed=-1", "x.sgf"], seed),
        (&["gtp", "--seed", "-1"], seed),
        (
            &["replay", "--seed", "abc"],
            "the seed is a whole number from 0 to 2^64-1",
        ),
        (
            &["replay", "--seed", "18446744073709551616"],
            "the seed is a whole number",
        ),
        (&["replay", "--playouts", "-1"], playouts),
        (&["score", "--playouts", "-1", "x.sgf"], playouts),
    ];
    for (args, message) in cases {
        let o = tianyuan(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("-- -1"), "{args:?}: {err}");
    }
    // The largest seed is taken.
    let o = on_temp_file(
        "seed.sgf",
        "(;GM[1]SZ[9];B[ee])",
        &["score", "--seed", "18446744073709551615"],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn score_json_shape() {
    let sgf = dead_stone_game("W+5", "");
    let o = on_temp_file("json.sgf", &sgf, &["score", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    assert_eq!(out.lines().count(), 1, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], "W+5");
    assert_eq!(v["dead"], serde_json::json!(["E3"]));
    assert_eq!(v["estimated"], true);
    assert_eq!(v["dead_source"], "estimate");
    assert_eq!(v["dead_stones_method"], "agreement");
    assert_eq!(
        (
            v["playouts"].as_u64(),
            v["playouts_run"].as_u64(),
            v["seed"].as_u64()
        ),
        (Some(256), Some(0), Some(0))
    );
    assert_eq!(v["black"]["stones"], 7);
    assert_eq!(v["black"]["territory"], 3);
    assert_eq!(v["black"]["dead"], 1);
    assert_eq!(v["black"]["count_stones"], 10.0);
    assert_eq!(v["white"]["stones"], 9);
    assert_eq!(v["white"]["territory"], 6);
    assert_eq!(v["white"]["count_stones"], 15.0);
    assert_eq!(v["shared_points"], 0);
    assert_eq!(v["baseline_stones"], 12.5);
    assert_eq!(v["margin_points"], -5.0);
    assert_eq!(v["margin_stones"], -2.5);
    assert_eq!(v["decides"], true);
    let o = on_temp_file("json2.sgf", &sgf, &["score", "--json", "--all-alive"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (&v["result"], &v["estimated"], &v["dead_source"]),
        (&"W+2".into(), &false.into(), &"all-alive".into())
    );
    assert_eq!(v["dead"], serde_json::json!([]));
    assert_eq!(v["shared_points"], 1);
    let o = on_temp_file("json3.sgf", &sgf, &["score", "--json", "--dead", "E3"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (&v["dead_source"], &v["estimated"]),
        (&"agreed".into(), &false.into())
    );
    assert_eq!(v["playouts"], serde_json::Value::Null);
    assert_eq!(v["playouts_run"], serde_json::Value::Null);
}

#[test]
fn score_and_replay_use_territory_marks() {
    // TB on Black's eyes, TW on White's points with E3: E3 agreed dead.
    let sgf = dead_stone_game("W+5", "TB[aa][ac][ae]TW[da:ea][dc:ec][de:ee]");
    let o = on_temp_file("marks.sgf", &sgf, &["score"]);
    let out = text(&o);
    assert!(
        out.contains("Dead stones from TB/TW (the record's territory marks): E3 (1 stone)"),
        "{out}"
    );
    assert!(out.contains("Result: W+5"), "{out}");
    let o = on_temp_file("marks.sgf", &sgf, &["replay"]);
    let out = text(&o);
    assert!(
        out.contains("area W+5 agrees\n    dead stones from TB/TW: E3 (1)"),
        "{out}"
    );
    assert!(
        out.contains("dead stones from TB/TW in 1, estimated in 0"),
        "{out}"
    );
    // Marks that leave E3 out agree it is alive, whatever the estimate says.
    let sgf = dead_stone_game("W+2", "TB[aa][ac][ae]TW[da:ea][dc][de:ee]");
    let o = on_temp_file("marks2.sgf", &sgf, &["score", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (&v["result"], &v["dead_source"]),
        (&"W+2".into(), &"territory-marks".into())
    );
    assert_eq!(v["dead"], serde_json::json!([]));
    // --dead still overrides the marks.
    let o = on_temp_file("marks3.sgf", &sgf, &["score", "--dead", "E3"]);
    assert!(text(&o).contains("Result: W+5"));
}

/// The score text and JSON give the playouts the estimate ran: a lone stone
/// on an open 5×5 board is neither pass-alive nor in a region the local
/// solver takes (24 points), so the playouts run; fewer than the 16 before
/// the first early stop are asked for, so all of them run.
#[test]
fn score_says_the_playouts_run() {
    let sgf = "(;SZ[5]KM[0]RU[Chinese]RE[B+25];B[cc];W[];B[];W[])";
    let o = on_temp_file("run.sgf", sgf, &["score", "--playouts", "8"]);
    assert!(
        text(&o).contains("(8 of 8 playouts, seed 0;"),
        "{}",
        text(&o)
    );
    let o = on_temp_file("run.sgf", sgf, &["score", "--playouts", "6", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (v["playouts"].as_u64(), v["playouts_run"].as_u64()),
        (Some(6), Some(6))
    );
}

#[test]
fn replay_counts_with_dead_stones_lifted() {
    let o = on_temp_file("rp.sgf", &dead_stone_game("W+5", ""), &["replay"]);
    let out = text(&o);
    assert!(
        out.contains(
            "; area W+5 agrees\n    dead stones estimated (0 of 256 playouts, seed 0): E3 (1)"
        ),
        "{out}"
    );
    assert!(out.contains("1 scored by area: 1 agree with RE, 0 agree as a territory count, 0 disagree; winner as RE in 1 of 1 (100.0 %)"), "{out}");
    let o = on_temp_file("rp.sgf", &dead_stone_game("W+5", ""), &["replay", "--json"]);
    let lines: Vec<serde_json::Value> = text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let g = &lines[0];
    assert_eq!(g["counted"], true);
    assert_eq!(g["dead_stones"]["vertices"], serde_json::json!(["E3"]));
    assert_eq!(g["dead_stones"]["source"], "estimate");
    let c = &g["result_check"];
    assert_eq!(
        (c["re_margin"].as_f64(), c["area_margin"].as_f64()),
        (Some(-5.0), Some(-5.0))
    );
    assert_eq!(c["tromp_taylor_margin"], -2.0);
    assert_eq!(c["territory_margin"], -4.0);
    assert_eq!(c["stones_placed"], serde_json::json!([8, 9]));
    assert_eq!(
        (&c["agrees"], &c["winner_agrees"]),
        (&true.into(), &true.into())
    );
    let sum = &lines[1]["summary"];
    assert_eq!(
        (&sum["scored"], &sum["agreeing"], &sum["winner_agreeing"]),
        (&1.into(), &1.into(), &1.into())
    );

    // Recorded as a territory count (W+4): agrees only that way, counted apart.
    let o = on_temp_file("rp4.sgf", &dead_stone_game("W+4", ""), &["replay"]);
    let out = text(&o);
    assert!(
        out.contains(
            "; area W+5, territory W+4 (stones placed B 8 W 9): agrees as a territory count"
        ),
        "{out}"
    );
    assert!(out.contains("1 scored by area: 0 agree with RE, 1 agree as a territory count, 0 disagree; winner as RE in 1 of 1"), "{out}");
    // B+1: nothing agrees, not even the winner; --quiet still prints it.
    let o = on_temp_file(
        "rpb.sgf",
        &dead_stone_game("B+1", ""),
        &["replay", "--quiet"],
    );
    let out = text(&o);
    assert!(
        out.contains("; area W+5 DISAGREES (OTHER WINNER; territory W+4, every stone alive W+2)"),
        "{out}"
    );
    assert!(
        out.contains(
            "0 agree with RE, 0 agree as a territory count, 1 disagree; winner as RE in 0 of 1"
        ),
        "{out}"
    );
    // Ended by resignation: said, and not counted.
    let o = tianyuan(&[
        "replay",
        "--json",
        examples().join("ko.sgf").to_str().unwrap(),
    ]);
    let lines: Vec<serde_json::Value> = text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["counted"], false);
    assert_eq!(lines[0]["result_check"], serde_json::Value::Null);
    assert_eq!(lines[1]["summary"]["decided_otherwise"], 1);
    let o = tianyuan(&["replay", examples().join("ko.sgf").to_str().unwrap()]);
    assert!(text(&o).contains("ended: resignation; RE B+R; not counted (decided by resignation)"));
}

// Files replayed on several threads report exactly what one thread reports,
// in the same (file) order, with the same summary; `--threads 0` is refused.
#[test]
fn threads_change_nothing_but_speed() {
    let dirs = [
        examples(),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/sgf/gogui"),
    ];
    for dir in dirs.iter().filter(|d| d.exists()) {
        let d = dir.to_str().unwrap();
        let one = tianyuan(&[
            "replay",
            "--json",
            "--threads",
            "1",
            "--rules",
            "tromp-taylor",
            d,
        ]);
        let three = tianyuan(&[
            "replay",
            "--json",
            "--threads",
            "3",
            "--rules",
            "tromp-taylor",
            d,
        ]);
        assert_eq!(one.status.code(), three.status.code());
        assert_eq!(text(&one), text(&three));
        // One line per game plus the summary, files in sorted order.
        let files: Vec<String> = text(&one)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| v["file"].as_str().map(str::to_string))
            .collect();
        assert!(files.len() >= 2, "{d}: {} games", files.len());
        let mut sorted = files.clone();
        sorted.sort();
        assert_eq!(files, sorted);
    }
    let zero = tianyuan(&["replay", "--threads", "0"]);
    assert_eq!(zero.status.code(), Some(2));
}

#[test]
fn every_bad_sz_makes_the_game_unreadable_as_an_unsupported_one_does() {
    // SZ[26] and SZ[1] were unreadable (exit 1) while SZ[0], SZ[-5], SZ[abc]
    // … were replayed as legal on a guessed 19x19 board (exit 0): one
    // behaviour now, the value named.
    for (sz, named) in [
        ("0", "bad SGF board size SZ[0]"),
        ("-5", "bad SGF board size SZ[-5]"),
        (
            "99999999999999999999",
            "bad SGF board size SZ[99999999999999999999]",
        ),
        ("abc", "bad SGF board size SZ[abc]"),
        ("19:0", "bad SGF board size SZ[19:0]"),
        ("1", "unsupported board size 1x1"),
        ("26", "unsupported board size 26x26"),
    ] {
        let o = on_temp_file("sz.sgf", &format!("(;GM[1]SZ[{sz}];B[aa])"), &["replay"]);
        assert_eq!(o.status.code(), Some(1), "SZ[{sz}]");
        let out = text(&o);
        assert!(
            out.contains(&format!(
                "sz.sgf: unreadable: board size not supported: {named}"
            )),
            "SZ[{sz}]: {out}"
        );
        assert!(
            out.contains("0 games: 0 legal") && out.contains("1 unreadable"),
            "{out}"
        );
    }
    for sz in ["19", "9", "19:13", "25"] {
        let o = on_temp_file("sz.sgf", &format!("(;GM[1]SZ[{sz}];B[aa])"), &["replay"]);
        assert_eq!(o.status.code(), Some(0), "SZ[{sz}]: {}", text(&o));
        assert!(!text(&o).contains("unreadable: "), "{}", text(&o));
    }
}

#[test]
fn the_readme_commands_use_real_subcommands_and_options() {
    // rules-cli/README.md (crates.io's page, for the command's users): every
    // `tianyuan SUBCOMMAND --option` line of its ```sh blocks names a
    // subcommand whose --help lists each of those options.
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let mut in_sh = false;
    let mut checked = 0;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_sh = line == "```sh";
            continue;
        }
        let Some(rest) = line.strip_prefix("tianyuan ").filter(|_| in_sh) else {
            continue;
        };
        let command = rest.split('#').next().unwrap();
        let mut words = command.split_whitespace();
        let sub = words.next().unwrap();
        let help = tianyuan(&[sub, "--help"]);
        assert_eq!(help.status.code(), Some(0), "{line}");
        let help = text(&help);
        for option in words.filter(|w| w.starts_with("--")) {
            assert!(
                help.contains(&format!("{option} ")),
                "{line}: {option} not in --help"
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked} options checked");
}

#[test]
fn a_resignation_after_two_passes_is_the_result_and_the_count_is_beside_it() {
    // 5x5: Black C3, both pass; the record says White won by resignation.
    // Under its Japanese rules the board counts B+24 (Black's 24 points of
    // territory, no prisoners, komi 0; its stone does not count): the count,
    // not the result. Before, score printed "Result: B+25" and replay counted the
    // game in no tally.
    let record = "(;GM[1]SZ[5]KM[0]RU[Japanese]RE[W+Resign];B[cc];W[];B[])";
    let o = on_temp_file("re-after-passes.sgf", record, &["score"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("The game ended by resignation (W+R)"), "{out}");
    assert!(out.contains("Count (not the result): B+24 "), "{out}");
    assert!(!out.contains("Result: B+24"), "{out}");
    // The same warnings about the record as replay: the rules read from RU,
    // and the recorded result deciding.
    assert!(out.contains("5x5, japanese, komi 0 points"), "{out}");
    assert!(
        out.contains("RE[W+Resign] after two passes: the recorded result decides the game"),
        "{out}"
    );
    let o = on_temp_file("re-after-passes.sgf", record, &["score", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (v["result"].as_str(), v["count"].as_str()),
        (Some("W+R"), Some("B+24")),
        "{v}"
    );
    assert_eq!(v["decides"], false, "{v}");
    let o = on_temp_file("re-after-passes.sgf", record, &["replay"]);
    let out = text(&o);
    assert!(out.contains("ended: resignation"), "{out}");
    assert!(
        out.contains("not counted (decided by resignation); the count beside it: B+24"),
        "{out}"
    );
    assert!(
        out.contains("1 decided by resignation, time or forfeit"),
        "{out}"
    );
}

#[test]
fn score_shows_the_sgf_warnings_replay_shows() {
    // KM[abc] is not a komi: the SGF reader drops it with a warning, which
    // both commands print.
    let record = "(;GM[1]SZ[5]KM[abc];B[cc];W[];B[])";
    let score = text(&on_temp_file("km-abc.sgf", record, &["score"]));
    let replay = text(&on_temp_file("km-abc.sgf", record, &["replay"]));
    let warning = |out: &str| {
        out.lines()
            .find(|l| l.trim_start().starts_with("sgf: ") && l.contains("KM"))
            .map(str::trim)
            .map(String::from)
    };
    assert!(warning(&score).is_some(), "{score}");
    assert_eq!(warning(&score), warning(&replay), "{score}\n{replay}");
}

#[test]
fn moves_after_two_passes_are_reported_as_such() {
    // Moves 1-2 pass and end the game; move 3 (B E5) resumes it (2002 art.
    // 21.1): legal, and said to be after the end.
    let o = on_temp_file(
        "after.sgf",
        "(;GM[1]SZ[9];B[];W[];B[ee];W[cc])",
        &["replay"],
    );
    let out = text(&o);
    assert!(
        out.contains("1 move after the game had ended by two passes (from move 3"),
        "{out}"
    );
    let o = on_temp_file(
        "after.sgf",
        "(;GM[1]SZ[9];B[];W[];B[ee];W[cc])",
        &["replay", "--json"],
    );
    let v: serde_json::Value = serde_json::from_str(text(&o).lines().next().unwrap()).unwrap();
    assert_eq!(
        (
            v["moves_after_end"].as_u64(),
            v["first_move_after_end"].as_u64()
        ),
        (Some(1), Some(3)),
        "{v}"
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

/// Black's wall (A2, A4 and the B column, eyes A1 A3 A5) is pass-alive;
/// White's C column encloses the D and E columns, one region of ten points
/// with a Black stone on D3: not pass-alive (one region), so D3 is dead only
/// by judgement. Counted by hand, komi 0: with D3 lifted, Black 7 stones + 3
/// eyes = 10, White 5 stones + 10 = 15: W+5. With every stone alive, the nine
/// empty points of the right side touch both colours (shared): Black 8 + 3 +
/// 4½ = 15½, White 5 + 4½ = 9½: B+6.
const JUDGED_DEAD: &str =
    "(;SZ[5]KM[0]RU[Chinese]RE[W+5]AB[ab][ad][ba][bb][bc][bd][be][dc]AW[ca][cb][cc][cd][ce];B[];W[])";

#[test]
fn no_estimate_lifts_only_the_certain_dead_stones() {
    // The estimate lifts D3.
    let o = on_temp_file("judged.sgf", JUDGED_DEAD, &["score"]);
    assert!(text(&o).contains("Result: W+5"), "{}", text(&o));
    // --no-estimate: D3 is not in pass-alive territory, so it stays.
    let o = on_temp_file("judged2.sgf", JUDGED_DEAD, &["score", "--no-estimate"]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        out.contains("Dead stones in pass-alive territory only (--no-estimate: every other stone counted alive): none"),
        "{out}"
    );
    assert!(out.contains("Result: B+6"), "{out}");
    // A stone in pass-alive territory is lifted without the estimate (E3 of
    // `dead_stone_game`, W+5 by hand).
    let sgf = dead_stone_game("W+5", "");
    let o = on_temp_file("certain.sgf", &sgf, &["score", "--no-estimate", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    assert_eq!(
        (&v["result"], &v["dead_source"], &v["dead"]),
        (
            &serde_json::json!("W+5"),
            &serde_json::json!("pass-alive-territory"),
            &serde_json::json!(["E3"])
        )
    );
    // replay: the same counts, nothing estimated.
    let o = on_temp_file(
        "replay.sgf",
        JUDGED_DEAD,
        &["replay", "--no-estimate", "--json"],
    );
    let out = text(&o);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["summary"]["dead_estimated"], 0, "{out}");
    assert_eq!(last["summary"]["agreeing"], 0, "{out}");
    let o = on_temp_file("replay2.sgf", JUDGED_DEAD, &["replay", "--json"]);
    let out = text(&o);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["summary"]["dead_estimated"], 1, "{out}");
    assert_eq!(last["summary"]["agreeing"], 1, "{out}");
}

#[test]
fn score_counts_territory_under_japanese_rules() {
    // 5×5, Black's wall on column C has a gap at C3; White's wall on D.
    // Columns A–B touch Black only or no stone: open (10 points); C3 sits
    // between both colours: dame; White owns column E (5 points). Komi 0.
    let record = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0]AB[ca][cb][cd][ce]AW[da][db][dc][dd][de])";
    let out = text(&on_temp_file(
        "open.sgf",
        record,
        &["score", "--dead", "", "--json"],
    ));
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let c = &v["count_by_rules"];
    assert_eq!(c["scoring"], "territory", "{v}");
    assert_eq!(c["territory"], serde_json::json!([0, 5]), "{v}");
    assert_eq!(c["open_points"], 10, "{v}");
    // The open region (columns A–B) borders Black's stones only: Black's.
    assert_eq!(c["open_by_side"], serde_json::json!([10, 0]), "{v}");
    assert_eq!(c["dame_vertices"], serde_json::json!(["C3"]), "{v}");
    assert_eq!(c["finished"], false, "{v}");
    assert_eq!(v["result"], "W+5", "{v}");
    // The text says it is not finished, and gives the result in points (目).
    let out = text(&on_temp_file("open.sgf", record, &["score", "--dead", ""]));
    assert!(out.contains("NOT FINISHED: 10 points"), "{out}");
    assert!(out.contains("Black's 10, White's 0"), "{out}");
    assert!(out.contains("白胜5目"), "{out}");
    // --rules chinese-2002 counts the same board by area: 4 + 0 (the open
    // region is shared) against 5 + 5, dame halves: W+6.
    let out = text(&on_temp_file(
        "open.sgf",
        record,
        &["score", "--dead", "", "--rules", "chinese-2002", "--json"],
    ));
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["result"], "W+6", "{v}");
}

//! `score`: dead stones given, the rules named, files of several games,
//! usage errors, the JSON shape, territory counting.

use crate::common::*;

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

#[test]
fn score_of_a_game_resigned_early_gives_the_recorded_result_last() {
    // 5x5 under Japanese rules, Black resigned after four
    // moves (B5 B4 Black, C5 C4 White): the 21 empty points are one region
    // bordered by both colours, none touching both a Black and a White
    // stone: 21 open points, expected in a game not played out, and no
    // side's own ("Black's 0, White's 0" said nothing).
    let o = on_temp_file(
        "resigned.sgf",
        "(;GM[1]SZ[5]KM[0]RU[Japanese]RE[W+R];B[ba];W[ca];B[bb];W[cb])",
        &["score", "--no-estimate"],
    );
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o);
    assert!(
        out.contains("21 points where a boundary is still open (?): the game ended by resignation before it was played out"),
        "{out}"
    );
    assert!(
        !out.contains("NOT FINISHED") && !out.contains("Black's 0"),
        "{out}"
    );
    assert_eq!(
        out.lines().last(),
        Some("Result: W+R (by resignation, as recorded)"),
        "{out}"
    );
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
    // The core's rule and message (`LifeOptions::check`), as C and Python.
    let playouts = "playouts must be 1 to 100000, not -1";
    let cases: [(&[&str], &str); 10] = [
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
        (
            &["replay", "--playouts", "0"],
            "playouts must be 1 to 100000, not 0",
        ),
        (
            &["score", "--playouts", "100001", "x.sgf"],
            "playouts must be 1 to 100000, not 100001",
        ),
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

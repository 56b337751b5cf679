//! `replay`: the examples, JSON lines, the rules line and the rule cited,
//! what the SGF reader replaced, bad sizes, threads, moves after the end.

use crate::common::*;

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
    // resignation and is not counted. Each RE confirms the static proposal
    // (nothing dead), so none is estimated by default.
    assert!(
        out.contains(
            "4 scored by area: 4 agree with RE, 0 agree as a territory count, 0 disagree; \
             winner as RE in 4 of 4 (100.0 %); dead stones from TB/TW in 0, estimated in 0, \
             confirmed by RE in 4 (a static proposal, or the estimate stopped at a sample RE confirms); \
             1 decided by resignation, time or forfeit (not counted)"
        ),
        "{out}"
    );
    // --full-estimate: the estimate runs on the four, with the same counts.
    let o = tianyuan(&["replay", "--quiet", "--full-estimate"]);
    let out = text(&o);
    assert!(
        out.contains(
            "4 scored by area: 4 agree with RE, 0 agree as a territory count, 0 disagree; \
             winner as RE in 4 of 4 (100.0 %); dead stones from TB/TW in 0, estimated in 4, \
             confirmed by RE in 0 (a static proposal, or the estimate stopped at a sample RE confirms); \
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
            out.contains(&format!("sz.sgf: unreadable: {named}")),
            "SZ[{sz}]: {out}"
        );
        assert!(
            out.contains("0 games: 0 legal") && out.contains("1 unreadable"),
            "{out}"
        );
    }
    // SGF's range and the played one both said, so that 1..=52 does not
    // read as the sizes that can be played.
    let o = on_temp_file("sz.sgf", "(;GM[1]SZ[0];B[aa])", &["replay"]);
    assert!(
        text(&o).contains(
            "each side a whole number 1..=52 (SGF's range; boards of 2..=25 a side are played)"
        ),
        "{}",
        text(&o)
    );
    for sz in ["19", "9", "19:13", "25"] {
        let o = on_temp_file("sz.sgf", &format!("(;GM[1]SZ[{sz}];B[aa])"), &["replay"]);
        assert_eq!(o.status.code(), Some(0), "SZ[{sz}]: {}", text(&o));
        assert!(!text(&o).contains("unreadable: "), "{}", text(&o));
    }
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
fn play_resumed_after_two_passes_cites_the_rule_set_s_own_article() {
    // The same record under each rule set: the resumption's article is the
    // set's own (RU Japanese cited 2002 art. 21.1); none for a set without.
    let sgf = |ru: &str| format!("(;GM[1]SZ[9]{ru};B[];W[];B[ee];W[cc])");
    for (ru, args, cited) in [
        ("", &["replay"][..], "resumed, 2002 art. 21.1)"),
        (
            "RU[Japanese]",
            &["replay"],
            "resumed, Japanese rules 1989 art. 9)",
        ),
        ("", &["replay", "--rules", "tromp-taylor"], "resumed)"),
    ] {
        let o = on_temp_file("resumed.sgf", &sgf(ru), args);
        let out = text(&o);
        assert!(out.contains(cited), "{ru} {args:?}: {out}");
        if !cited.contains("2002") {
            assert!(!out.contains("2002 art. 21.1"), "{ru} {args:?}: {out}");
        }
    }
}

#[test]
fn strict_refuses_an_unclosed_game_tree() {
    // The ')' of the tree is missing: the lenient reading closes it with a
    // warning; --strict refuses the file (unreadable, exit 1).
    let sgf = "(;GM[1]SZ[9];B[ee];W[cc]";
    let o = on_temp_file("unclosed.sgf", sgf, &["replay", "--strict"]);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o);
    assert!(
        out.contains("unclosed.sgf: unreadable: ") && out.contains("game tree is closed"),
        "{out}"
    );
    assert!(
        out.contains("0 games") && out.contains("1 unreadable"),
        "{out}"
    );
    let o = on_temp_file("unclosed.sgf", sgf, &["replay"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o).contains("2 moves: legal"), "{}", text(&o));
    // A closed tree is read the same either way.
    let o = on_temp_file(
        "closed.sgf",
        "(;GM[1]SZ[9];B[ee];W[cc])",
        &["replay", "--strict"],
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn an_unfinished_game_is_not_counted() {
    // Four moves, no passes, no ending in RE (B5 B4 Black, C5 C4 White): the
    // 21 empty points are one region bordered by both colours and none
    // touches both a Black and a White stone, so 21 open points. RE W+5 is
    // the result of moves the record does not hold: not counted.
    let sgf = "(;GM[1]SZ[5]KM[0]RU[Chinese]RE[W+5];B[ba];W[ca];B[bb];W[cb])";
    let o = on_temp_file("unfinished.sgf", sgf, &["replay", "--no-estimate"]);
    let out = text(&o);
    assert!(
        out.contains(
            "ended: no ending recorded; RE W+5; not counted (unfinished: 21 open boundary points)"
        ),
        "{out}"
    );
    assert!(
        out.contains("0 scored by area") && out.contains("1 unfinished (not counted)"),
        "{out}"
    );
    assert!(!out.contains("DISAGREES"), "{out}");
    let o = on_temp_file(
        "unfinished.sgf",
        sgf,
        &["replay", "--no-estimate", "--json"],
    );
    let lines: Vec<serde_json::Value> = text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        (
            &lines[0]["unfinished"],
            &lines[0]["open_points"],
            &lines[0]["counted"]
        ),
        (&true.into(), &21.into(), &false.into())
    );
    assert_eq!(lines[1]["summary"]["unfinished"], 1);
    assert_eq!(lines[1]["summary"]["scored"], 0);
}

/// The file's own warnings, not only each game's: a game tree the input left
/// unclosed (`--help`: "read with a warning") and a character set `CA` names
/// that does not exist are said in `replay`'s line and `--json` notes, and
/// on `score`'s stderr (its `--json` stays one object).
#[test]
fn the_files_own_warnings_are_said() {
    let record = "(;FF[4]GM[1]CA[foo]SZ[9];B[ee];W[dd]";
    let o = on_temp_file("unclosed.sgf", record, &["replay"]);
    let out = text(&o);
    assert!(out.contains("\n    sgf: line 1, column 37: UnclosedTree: 1 '(' from line 1, column 1 closed at the end of input"), "{out}");
    assert!(
        out.contains("\n    sgf: UnknownCharset: CA[foo] is not a known charset"),
        "{out}"
    );
    let o = on_temp_file("unclosed.sgf", record, &["replay", "--json"]);
    let first: serde_json::Value = serde_json::from_str(text(&o).lines().next().unwrap()).unwrap();
    let notes: Vec<&str> = first["notes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.as_str())
        .collect();
    assert!(
        notes.iter().any(|n| n.contains("UnclosedTree")),
        "{notes:?}"
    );
    assert!(
        notes.iter().any(|n| n.contains("UnknownCharset")),
        "{notes:?}"
    );
    // --strict refuses the file instead.
    let o = on_temp_file("unclosed.sgf", record, &["replay", "--strict"]);
    assert!(
        text(&o).contains("unclosed.sgf: unreadable"),
        "{}",
        text(&o)
    );
    let o = on_temp_file("unclosed.sgf", record, &["score", "--json"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("tianyuan score: unclosed.sgf: sgf: line 1, column 37: UnclosedTree"),
        "{err}"
    );
    let _: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
}

/// A record with no RE, or an RE without a margin, is not counted and says
/// why; the summary has a tally of them, so that every game is in one.
#[test]
fn a_record_without_a_margin_in_re_says_why_it_is_not_counted() {
    let game = |re: &str| format!("(;GM[1]SZ[9]KM[7]{re};B[ee];W[];B[])");
    for (re, why) in [
        ("", "; not counted (no RE)"),
        ("RE[?]", "; not counted (RE gives no margin)"),
        ("RE[B+]", "; not counted (RE gives no margin)"),
    ] {
        let o = on_temp_file("no-margin.sgf", &game(re), &["replay"]);
        let out = text(&o);
        assert!(out.contains(why), "{re}: {out}");
        assert!(
            out.contains("; 1 with no margin in RE (not counted);"),
            "{re}: {out}"
        );
        let o = on_temp_file("no-margin.sgf", &game(re), &["replay", "--json"]);
        let last: serde_json::Value =
            serde_json::from_str(text(&o).lines().last().unwrap()).unwrap();
        assert_eq!(last["summary"]["no_margin_in_re"], 1, "{re}");
        assert_eq!(last["summary"]["scored"], 0, "{re}");
    }
    // A margin is counted, and not in that tally.
    let o = on_temp_file("margin.sgf", &game("RE[B+74]"), &["replay", "--json"]);
    let last: serde_json::Value = serde_json::from_str(text(&o).lines().last().unwrap()).unwrap();
    assert_eq!(last["summary"]["no_margin_in_re"], 0);
    assert_eq!(last["summary"]["scored"], 1);
}

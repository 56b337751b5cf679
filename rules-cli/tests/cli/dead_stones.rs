//! Dead stones in `score` and `replay`: estimated, marked in the record
//! (territory marks), lifted in the count, only the certain ones
//! (`--no-estimate`); a resignation after two passes.

use crate::common::*;

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
/// solver takes (24 points), so the playouts run; no more than the 8 before
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
    // By default RE W+5 confirms the static proposal (Benson's E3): not
    // estimated, and the line says where the stones come from.
    let o = on_temp_file("rp0.sgf", &dead_stone_game("W+5", ""), &["replay"]);
    let out = text(&o);
    assert!(
        out.contains(
            "; area W+5 agrees\n    dead stones of a static proposal, confirmed by RE (not estimated): E3 (1)"
        ),
        "{out}"
    );
    let o = on_temp_file(
        "rp.sgf",
        &dead_stone_game("W+5", ""),
        &["replay", "--full-estimate"],
    );
    let out = text(&o);
    assert!(
        out.contains(
            // E3 is dead for certain (Benson): no playout ran, and the line
            // says so rather than "0 of 256 playouts".
            "; area W+5 agrees\n    dead stones certain, no playout needed (every chain settled by Benson's analysis or the local solver): E3 (1)"
        ),
        "{out}"
    );
    assert!(out.contains("1 scored by area: 1 agree with RE, 0 agree as a territory count, 0 disagree; winner as RE in 1 of 1 (100.0 %)"), "{out}");
    let o = on_temp_file(
        "rp.sgf",
        &dead_stone_game("W+5", ""),
        &["replay", "--json", "--full-estimate"],
    );
    let lines: Vec<serde_json::Value> = text(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let g = &lines[0];
    assert_eq!(g["counted"], true);
    assert_eq!(g["dead_stones"]["vertices"], serde_json::json!(["E3"]));
    assert_eq!(g["dead_stones"]["source"], "estimate");
    // No playout was needed (E3 certain): said in the JSON too.
    assert_eq!(g["dead_stones"]["playouts_run"], 0);
    assert_eq!(
        (&g["unfinished"], &g["open_points"]),
        (&false.into(), &serde_json::Value::Null)
    );
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
    let o = on_temp_file(
        "replay2.sgf",
        JUDGED_DEAD,
        &["replay", "--json", "--full-estimate"],
    );
    let out = text(&o);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["summary"]["dead_estimated"], 1, "{out}");
    assert_eq!(last["summary"]["dead_record_confirmed"], 0, "{out}");
    assert_eq!(last["summary"]["agreeing"], 1, "{out}");
}

/// `replay` by default: D3 of `JUDGED_DEAD` (a lone Black stone in White's
/// area, walled by White's C column: no own region of Black's there) is
/// the static proposal, and its count W+5 (by hand: White 5 stones + 10
/// points = 15, Black 7 stones + 3 points = 10, with D3 lifted) is RE's, so
/// the record is settled without the estimate; `--full-estimate` runs it
/// (above), and `--no-estimate` excludes it.
#[test]
fn replay_settled_by_the_record() {
    let o = on_temp_file("settled.sgf", JUDGED_DEAD, &["replay", "--json"]);
    let out = text(&o);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let game = &lines[0];
    assert_eq!(game["dead_stones"]["source"], "record-confirmed", "{out}");
    assert_eq!(game["dead_stones"]["estimated"], false, "{out}");
    assert_eq!(game["dead_stones"]["vertices"], serde_json::json!(["D3"]));
    assert_eq!(game["result_check"]["agrees"], true, "{out}");
    let summary = &lines[1]["summary"];
    assert_eq!(summary["dead_record_confirmed"], 1, "{out}");
    assert_eq!(summary["dead_estimated"], 0, "{out}");
    // RE B+1 matches no static proposal: the estimate runs.
    let other = JUDGED_DEAD.replace("RE[W+5]", "RE[B+1]");
    let o = on_temp_file("unsettled.sgf", &other, &["replay", "--json"]);
    let out = text(&o);
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["dead_stones"]["source"], "estimate", "{out}");
    // The flag excludes --no-estimate.
    let o = on_temp_file(
        "both.sgf",
        JUDGED_DEAD,
        &["replay", "--full-estimate", "--no-estimate"],
    );
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

/// `JUDGED_DEAD` ended by two passes, then by resignation: the count beside
/// the result lifts D3 only by the estimate (W+5 by hand; B+6 without it).
/// replay estimates it wherever its line is printed: always without
/// `--quiet`, and under `--quiet` for an illegal game (here Black's first
/// move on its own stone A4, rejected, the board unchanged).
#[test]
fn the_count_beside_a_resignation_is_estimated_where_its_line_is_printed() {
    let setup =
        "(;SZ[5]KM[0]RU[Chinese]RE[B+R]AB[ab][ad][ba][bb][bc][bd][be][dc]AW[ca][cb][cc][cd][ce]";
    let legal = format!("{setup};B[];W[])");
    let o = on_temp_file("resigned.sgf", &legal, &["replay"]);
    let out = text(&o);
    assert!(out.contains("legal; ended: resignation"), "{out}");
    assert!(out.contains("the count beside it: W+5"), "{out}");
    // --quiet: a legal game decided otherwise is not printed.
    let o = on_temp_file("resigned2.sgf", &legal, &["replay", "--quiet"]);
    let out = text(&o);
    assert!(!out.contains("resigned2.sgf:"), "{out}");
    assert!(out.contains("1 decided by resignation"), "{out}");
    let illegal = format!("{setup};B[ab];W[];B[])");
    let o = on_temp_file("resigned3.sgf", &illegal, &["replay", "--quiet"]);
    let out = text(&o);
    assert!(out.contains("ILLEGAL (1); ended: resignation"), "{out}");
    assert!(out.contains("the count beside it: W+5"), "{out}");
    let o = on_temp_file(
        "resigned4.sgf",
        &illegal,
        &["replay", "--quiet", "--no-estimate"],
    );
    assert!(
        text(&o).contains("the count beside it: B+6"),
        "{}",
        text(&o)
    );
}

//! `standings`: results tables from CSV, their errors by line and column,
//! the systems and the team columns.

use crate::common::*;

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

//! `final_score` and `final_status_list` counted by hand.

use crate::common::*;

#[test]
fn final_score_hand_counted() {
    // 5×5: a black wall on column C, a white wall on column D. Area (2002
    // art. 9): Black 15 points (A–C), White 10 (D–E). Komi 7.5 (art. 11):
    // 15 − 10 − 7.5 = −2.5 → W+2.5.
    let mut e = engine();
    ok_all(&mut e, &["boardsize 5"]);
    for row in 1..=5 {
        ok_all(
            &mut e,
            &[&format!("play b C{row}"), &format!("play w D{row}")],
        );
    }
    expect(&mut e, "final_score", "= W+2.5\n\n");
    ok_all(&mut e, &["komi 0.5"]);
    expect(&mut e, "final_score", "= B+4.5\n\n");
    ok_all(&mut e, &["komi 5"]);
    expect(&mut e, "final_score", "= 0\n\n");
    let a = e.execute("komi 7.25").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    let a = e.execute("komi lots").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    // An empty board: nobody has area; White gets the komi.
    ok_all(&mut e, &["komi 7.5", "clear_board"]);
    expect(&mut e, "final_score", "= W+7.5\n\n");
}

#[test]
fn final_status_list_all_alive_under_tromp_taylor() {
    // Tromp-Taylor counts every stone on the board (rule 9): `alive` lists
    // every chain, one per line; `dead` and `seki` are empty.
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "kata-set-rules tromp-taylor",
            "boardsize 5",
            "play b A1",
            "play w E5",
            "play b A2",
            "play w C3",
        ],
    );
    assert_eq!(
        chains(&mut e, "final_status_list alive"),
        [vec!["A1", "A2"], vec!["C3"], vec!["E5"]]
    );
    expect(&mut e, "final_status_list dead", "= \n\n");
    expect(&mut e, "final_status_list seki", "= \n\n");
    let a = e.execute("final_status_list zombie").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    let a = e.execute("final_status_list").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
}

#[test]
fn final_status_lists_partition_the_chains() {
    // Under agreement (chinese-2002) the lists come from the estimate; as
    // GNU Go's, every chain is in exactly one of alive, dead and seki.
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "boardsize 5",
            "play b A1",
            "play w E5",
            "play b A2",
            "play w C3",
            "play b B4",
        ],
    );
    let mut all: Vec<Vec<String>> = ["alive", "dead", "seki"]
        .iter()
        .flat_map(|w| chains(&mut e, &format!("final_status_list {w}")))
        .collect();
    all.sort();
    assert_eq!(all, [vec!["A1", "A2"], vec!["B4"], vec!["C3"], vec!["E5"]]);
}

#[test]
fn straight_three_is_unsettled_with_its_vital_point() {
    // 9×9: White D9, A8–D8 has the straight three A9–C9 as its only eye
    // space, inside Black's wall E9, E8, A7–E7, and no outside liberty. By
    // hand: whoever plays B9 first decides (White there has two eyes, Black
    // there leaves one): unsettled, vital point B9. No ko.
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "boardsize 9",
            "play b E9",
            "play w D9",
            "play b E8",
            "play w A8",
            "play b A7",
            "play w B8",
            "play b B7",
            "play w C8",
            "play b C7",
            "play w D8",
            "play b D7",
            "play b E7",
        ],
    );
    assert_eq!(
        chains(&mut e, "final_status_list unsettled"),
        [vec!["A8", "B8", "C8", "D8", "D9"]]
    );
    expect(&mut e, "final_status_list ko", "= \n\n");
    expect(&mut e, "tianyuan-vital_points", "= B9\n\n");
    let a = e.execute("tianyuan-vital_points now").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
}

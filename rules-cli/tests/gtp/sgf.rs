//! `loadsgf` and `printsgf`.

use crate::common::*;

#[test]
fn loadsgf_whole_game_and_before_move_n() {
    // captures.sgf (5×5): W A3 (move 8, `ac`) is taken by B A2 (move 9, `ad`);
    // A3's other neighbours are B A4 (move 7, `ab`) and B B3 (move 1, `bc`).
    // 2002 art. 4: a chain without liberties is removed.
    let file = example("captures.sgf");
    let (a3, a2) = (Point::new(2, 0), Point::new(3, 0));
    let mut e = engine();
    ok_all(&mut e, &[&format!("loadsgf {file}")]);
    assert_eq!(e.game().size().width(), 5);
    // 15 moves: 13 stones and the closing passes (art. 7.3: the game ended).
    assert_eq!(e.game().moves_vec().len(), 15);
    assert_eq!(e.game().as_tiny().unwrap().board().get(a3), None);
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(a2),
        Some(Color::Black)
    );
    assert!(e.game().is_over());

    ok_all(&mut e, &[&format!("loadsgf {file} 9")]);
    assert_eq!(e.game().moves_vec().len(), 8);
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(a3),
        Some(Color::White)
    );
    assert_eq!(e.game().as_tiny().unwrap().board().get(a2), None);
    assert_eq!(e.game().to_move(), Color::Black);
    // Play goes on from there: B A2 captures, as in the record.
    ok_all(&mut e, &["play b A2"]);
    assert_eq!(e.game().as_tiny().unwrap().board().get(a3), None);

    // Move 1: the set-up only, an empty board.
    ok_all(&mut e, &[&format!("loadsgf {file} 1")]);
    assert_eq!(e.game().moves_vec().len(), 0);
    assert!(e.game().as_tiny().unwrap().board().occupied().is_empty());
}

#[test]
fn loadsgf_keeps_the_rules_in_force() {
    // 3×3, RU[Chinese]: B A1 (ac), W A2 (ab), B pass, W B2 (bb), B pass,
    // W C1 (cc). Black B1 (bc) then leaves A1–B1 without a liberty while
    // capturing nothing: forbidden under the Chinese rules (2002 art. 5),
    // legal where multi-stone suicide is (Tromp-Taylor rule 7, KataGo's
    // multiStoneSuicideLegal). The board after it (W A2 B2 C1) never stood
    // before, so positional superko allows it.
    let sgf = TempSgf::new(
        "suicide.sgf",
        "(;GM[1]FF[4]SZ[3]RU[Chinese]KM[2.5];B[ac];W[ab];B[];W[bb];B[];W[cc])",
    );
    let load = format!("loadsgf {}", sgf.path());
    // The GTP spec's loadsgf (GNU Go keeps its rules): rules set over GTP
    // stay; the record sets size, komi, position and the player to move.
    let answers = session(&[
        "kata-set-rules tromp-taylor",
        &load,
        "kata-get-rules",
        "play b B1",
        "showboard",
    ]);
    assert_eq!(answers[1], "= ");
    assert_eq!(
        answers[2],
        r#"= {"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","komi":2.5,"scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"}"#
    );
    assert_eq!(answers[3], "= ", "the suicide is legal under tromp-taylor");
    // Without a rules command the engine's start-up rules (chinese-2002)
    // are in force: the same move is refused.
    let answers = session(&[&load, "play b B1"]);
    assert!(answers[1].starts_with("? illegal move"), "{}", answers[1]);
    // kata-set-rule settings survive loadsgf, boardsize and clear_board.
    let answers = session(&[
        "kata-set-rule ko SIMPLE",
        "kata-set-rule multiStoneSuicideLegal true",
        &load,
        "play b B1",
        "boardsize 9",
        "clear_board",
        "kata-get-rules",
    ]);
    assert_eq!(answers[3], "= ");
    assert!(answers[6].contains(r#""ko":"SIMPLE""#), "{}", answers[6]);
    assert!(answers[6].contains(r#""suicide":true"#), "{}", answers[6]);
    assert!(answers[6].contains(r#""komi":2.5"#), "{}", answers[6]);
    // tianyuan-rules too.
    let answers = session(&["tianyuan-rules chinese-1988", &load, "tianyuan-rules"]);
    assert!(answers[2].starts_with("= chinese-1988"), "{}", answers[2]);
}

#[test]
fn loadsgf_takes_komi_and_handicap_from_the_record() {
    // handicap.sgf: SZ[7] HA[2] KM[0.5] AB[cc][ce] (C5, C3), White first.
    let mut e = engine();
    ok_all(&mut e, &[&format!("loadsgf {} 1", example("handicap.sgf"))]);
    assert_eq!(e.game().size().width(), 7);
    assert_eq!(e.game().handicap(), 2);
    assert_eq!(e.rules().komi, tianyuan::Komi::parse_points("0.5").unwrap());
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(2, 2)),
        Some(Color::Black)
    );
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(4, 2)),
        Some(Color::Black)
    );
    assert_eq!(e.game().to_move(), Color::White);
}

#[test]
fn printsgf_reads_back_to_the_same_board() {
    // ko.sgf ends with White's resignation (RE[B+R]); loadsgf drops that end,
    // so the game goes on with White to move after 17 moves.
    let mut e = engine();
    ok_all(&mut e, &[&format!("loadsgf {}", example("ko.sgf"))]);
    assert_eq!(e.game().moves_vec().len(), 17);
    assert_eq!(e.game().to_move(), Color::White);
    ok_all(&mut e, &["play w A1"]);
    let answer = e.execute("printsgf").unwrap();
    let text = answer
        .strip_prefix("= ")
        .and_then(|t| t.strip_suffix("\n\n"))
        .expect("a success answer");
    assert!(text.starts_with("(;"), "{text}");
    let (_dir, path) = temp_file("printsgf.sgf");
    std::fs::write(&path, text).unwrap();
    let mut again = engine();
    ok_all(&mut again, &[&format!("loadsgf {}", path.display())]);
    assert_eq!(
        again.game().as_tiny().unwrap().board(),
        e.game().as_tiny().unwrap().board()
    );
    assert_eq!(again.game().to_move(), e.game().to_move());
    assert_eq!(again.rules().komi, e.rules().komi);
    let moves = |g: &tianyuan::AnyGame| {
        g.moves_vec()
            .into_iter()
            .map(|m| (m.color, m.mv))
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(again.game()), moves(e.game()));
    expect(
        &mut e,
        "printsgf extra",
        "? syntax error: expected 0 argument(s), got 1\n\n",
    );
}

#[test]
fn loadsgf_errors_change_nothing() {
    let mut e = engine();
    ok_all(&mut e, &["boardsize 9", "play b E5"]);
    let before = showboard(&mut e);
    let answer = e.execute("loadsgf /nonexistent/tianyuan/none.sgf").unwrap();
    assert!(answer.starts_with("? cannot load file"), "{answer}");
    // A broken SGF (the input ends inside a value).
    let (_dir, path) = temp_file("broken.sgf");
    std::fs::write(&path, "(;GM[1]SZ[9];B[aa").unwrap();
    let answer = e.execute(&format!("loadsgf {}", path.display())).unwrap();
    assert!(answer.starts_with("? cannot load file"), "{answer}");
    // Bad arguments.
    assert!(e.execute("loadsgf").unwrap().starts_with("? syntax error"));
    let answer = e
        .execute(&format!("loadsgf {} x", example("ko.sgf")))
        .unwrap();
    assert!(answer.starts_with("? syntax error"), "{answer}");
    // File access off: the file is not read.
    e.set_file_access(false);
    expect(
        &mut e,
        &format!("loadsgf {}", example("ko.sgf")),
        "? cannot load file: file access is off\n\n",
    );
    assert_eq!(showboard(&mut e), before);
}

//! `boardsize`, `play`, `showboard`, handicap and `undo`.

use crate::common::*;

#[test]
fn boardsize_range_and_errors() {
    let mut e = engine();
    // Every square board from 2×2 to 25×25.
    for bad in ["0", "1", "26", "100"] {
        expect(
            &mut e,
            &format!("boardsize {bad}"),
            "? unacceptable size\n\n",
        );
    }
    let a = e.execute("boardsize nine").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    let a = e.execute("boardsize").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    for n in [2u32, 3, 9, 13, 19, 20, 25] {
        expect(&mut e, &format!("boardsize {n}"), "= \n\n");
        assert_eq!(e.game().size().width(), n as usize);
        // Three words up to 13×13, six up to 19×19, eleven beyond.
        let words = match n {
            ..=13 => 3,
            14..=19 => 6,
            _ => 11,
        };
        assert_eq!(e.game().words(), words);
        assert!(e
            .game()
            .size()
            .points()
            .all(|p| e.game().stone_at(p).is_none()));
    }
    // boardsize clears the board.
    ok_all(&mut e, &["boardsize 9", "play b E5", "boardsize 9"]);
    assert!(e.game().as_tiny().unwrap().board().occupied().is_empty());
}

/// 25×25 over GTP: Black Z1 (the last point, bit 648 of the eleven words)
/// is taken by White Y1 and Z2; Tromp-Taylor with no komi counts Black 1
/// (A25), White 3 (two stones and Z1): W+2. Then back to 19×19.
#[test]
fn boardsize_25_captures_at_the_last_point() {
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "kata-set-rules tromp-taylor",
            "komi 0",
            "boardsize 25",
            "play b Z1",
            "play w Y1",
            "play b A25",
            "play w Z2",
        ],
    );
    assert_eq!(e.game().stone_at(Point::new(24, 24)), None);
    assert_eq!(e.game().last_captured(), vec![Point::new(24, 24)]);
    expect(&mut e, "final_score", "= W+2\n\n");
    let a = e.execute("play b Z1").unwrap();
    assert!(a.starts_with("? illegal move"), "{a}");
    let board = showboard(&mut e);
    assert!(
        board.contains("A B C D E F G H J K L M N O P Q R S T U V W X Y Z"),
        "{board}"
    );
    expect(&mut e, "undo", "= \n\n");
    assert_eq!(e.game().stone_at(Point::new(24, 24)), Some(Color::Black));
    // Back to 19×19: six words again.
    ok_all(&mut e, &["boardsize 19", "play b Q16"]);
    assert_eq!(e.game().words(), 6);
}

#[test]
fn capture_then_showboard() {
    // 2002 art. 4: a chain with no liberty is removed. White C3 is surrounded
    // by B3, D3, C2 and C4.
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "boardsize 5",
            "play b B3",
            "play w C3",
            "play b D3",
            "play w A1",
            "play b C2",
            "play w A2",
            "play b C4",
        ],
    );
    let expected = "= \n   A B C D E\n 5 . . . . . 5\n 4 . . X . . 4\n 3 . X . X . 3\n 2 O . X . . 2\n 1 O . . . . 1\n   A B C D E\n\n";
    assert_eq!(showboard(&mut e), expected);
    // 2002 art. 5: White may not play the suicide at C3.
    expect(
        &mut e,
        "play w C3",
        "? illegal move: suicide: the move leaves its own chain without liberties, capturing nothing (2002 art. 5)\n\n",
    );
    assert_eq!(showboard(&mut e), expected);
    // Occupied point (2002 art. 2).
    expect(
        &mut e,
        "play w C4",
        "? illegal move: occupied: the point already holds a stone (2002 art. 2)\n\n",
    );
    // undo takes back the capture: the white stone at C3 returns.
    ok_all(&mut e, &["undo"]);
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(2, 2)),
        Some(Color::White)
    );
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(1, 2)),
        None
    );
}

#[test]
fn ko_recapture_is_illegal_and_changes_nothing() {
    // 2002 art. 6: White may not retake the ko at once.
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "boardsize 5",
            "play b C4",
            "play w D4",
            "play b B3",
            "play w C3",
            "play b C2",
            "play w D2",
            "play b A1",
            "play w E3",
            "play b D3", // takes C3
        ],
    );
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(2, 2)),
        None
    );
    let before = showboard(&mut e);
    let to_move = e.game().to_move();
    // The spec's words first, then the reason and the 2002 rules' article.
    expect(
        &mut e,
        "play w C3",
        "? illegal move: ko: immediate recapture (2002 art. 18.3, 20)\n\n",
    );
    assert_eq!(showboard(&mut e), before);
    assert_eq!(e.game().to_move(), to_move);
    // After an exchange elsewhere White may retake.
    ok_all(&mut e, &["play w E5", "play b A5", "play w C3"]);
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(2, 3)),
        None
    );
}

#[test]
fn same_colour_twice_and_bad_arguments() {
    let mut e = engine();
    ok_all(
        &mut e,
        &["boardsize 9", "play b C3", "play b D3", "play B g7"],
    );
    let b = e.game().as_tiny().unwrap().board();
    assert_eq!(b.stones(Color::Black).count(), 3);
    assert_eq!(e.game().to_move(), Color::White);
    // A refused move by the colour not to move leaves the turn unchanged.
    // 2002 art. 2: a stone goes on an empty point.
    const OCCUPIED: &str = "illegal move: occupied: the point already holds a stone (2002 art. 2)";
    expect(&mut e, "play b C3", &format!("? {OCCUPIED}\n\n"));
    assert_eq!(e.game().to_move(), Color::White);
    // A vertex that names no point of the 9×9 board, off it or malformed,
    // is an illegal move with why; a bad colour or argument count is a
    // syntax error.
    expect(
        &mut e,
        "play w J10",
        "? illegal move: vertex \"J10\" is off the 9x9 board\n\n",
    );
    expect(
        &mut e,
        "play w Z1",
        "? illegal move: vertex \"Z1\" is off the 9x9 board\n\n",
    );
    expect(
        &mut e,
        "play w A0",
        "? illegal move: vertex \"A0\" is off the 9x9 board\n\n",
    );
    for bad in ["I5", "5E", "resign", "E5.5"] {
        expect(
            &mut e,
            &format!("play w {bad}"),
            &format!(
                "? illegal move: bad GTP vertex {bad:?}: expected a column letter A-Z without I and a row number, or 'pass'\n\n"
            ),
        );
    }
    for bad in ["play x E5", "play w", "play", "play w E5 E6"] {
        let a = e.execute(bad).unwrap();
        assert!(a.starts_with("? syntax error"), "{bad}: {a}");
    }
    assert_eq!(e.game().to_move(), Color::White);
    expect(&mut e, "12 play w pass", "=12 \n\n");
    expect(&mut e, "13 play b C3", &format!("?13 {OCCUPIED}\n\n"));
}

#[test]
fn fixed_handicap_layouts() {
    let mut e = engine();
    // GTP v2 draft 2 §4.1.1's table, in its order.
    expect(&mut e, "fixed_handicap 4", "= D4 Q16 D16 Q4\n\n");
    assert_eq!(e.game().to_move(), Color::White);
    assert_eq!(e.game().handicap(), 4);
    expect(&mut e, "fixed_handicap 2", "? board not empty\n\n");
    // 361 points of black area, komi 7.5, N = 4 points of compensation:
    // 361 − 7.5 − 4 = 349.5.
    expect(&mut e, "final_score", "= B+349.5\n\n");
    ok_all(&mut e, &["clear_board"]);
    expect(
        &mut e,
        "fixed_handicap 10",
        "? invalid number of stones\n\n",
    );
    expect(&mut e, "fixed_handicap 1", "? invalid number of stones\n\n");
    expect(
        &mut e,
        "fixed_handicap 9",
        "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10\n\n",
    );
    // Three stones leave the lower right open (the spec's D4 Q16 D16).
    ok_all(&mut e, &["clear_board"]);
    expect(&mut e, "fixed_handicap 3", "= D4 Q16 D16\n\n");
    ok_all(&mut e, &["boardsize 9"]);
    expect(&mut e, "fixed_handicap 5", "= C3 G7 C7 G3 E5\n\n");
    ok_all(&mut e, &["boardsize 5"]);
    expect(&mut e, "fixed_handicap 2", "? invalid number of stones\n\n");
}

#[test]
fn free_handicap() {
    let mut e = engine();
    expect(&mut e, "place_free_handicap 4", "= D4 Q16 D16 Q4\n\n");
    ok_all(&mut e, &["boardsize 5"]);
    let a = e.execute("place_free_handicap 3").unwrap();
    let body = a.strip_prefix("= ").unwrap().strip_suffix("\n\n").unwrap();
    let mut vs: Vec<&str> = body.split(' ').collect();
    assert_eq!(vs.len(), 3);
    vs.sort();
    vs.dedup();
    assert_eq!(vs.len(), 3);
    assert_eq!(
        e.game()
            .as_tiny()
            .unwrap()
            .board()
            .stones(Color::Black)
            .count(),
        3
    );
    for v in &vs {
        let mv = e.game().size().parse_gtp(v).unwrap();
        assert_eq!(
            e.game().as_tiny().unwrap().board().get(mv.point().unwrap()),
            Some(Color::Black)
        );
    }
    ok_all(&mut e, &["clear_board"]);
    expect(
        &mut e,
        "place_free_handicap 1",
        "? invalid number of stones\n\n",
    );
    expect(
        &mut e,
        "place_free_handicap 25",
        "? invalid number of stones\n\n",
    );
    ok_all(&mut e, &["boardsize 9", "set_free_handicap C3 g7 E5"]);
    assert_eq!(e.game().handicap(), 3);
    assert_eq!(e.game().to_move(), Color::White);
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(Point::new(4, 4)),
        Some(Color::Black)
    );
    expect(&mut e, "set_free_handicap A1 B1", "? board not empty\n\n");
    ok_all(&mut e, &["clear_board"]);
    for bad in [
        "set_free_handicap A1 A1",
        "set_free_handicap A1 pass",
        "set_free_handicap A1",
        "set_free_handicap A1 Z9",
        "set_free_handicap",
    ] {
        let a = e.execute(bad).unwrap();
        assert!(a.starts_with("? bad vertex list"), "{bad}: {a}");
    }
}

#[test]
fn undo_errors_and_history() {
    let mut e = engine();
    expect(&mut e, "undo", "? cannot undo\n\n");
    ok_all(
        &mut e,
        &["boardsize 9", "play b E5", "play w E6", "undo", "undo"],
    );
    assert!(e.game().as_tiny().unwrap().board().occupied().is_empty());
    expect(&mut e, "undo", "? cannot undo\n\n");
    // Handicap stones are the set-up, not moves: nothing to undo.
    ok_all(&mut e, &["clear_board"]);
    expect(&mut e, "fixed_handicap 2", "= C3 G7\n\n");
    expect(&mut e, "undo", "? cannot undo\n\n");
}

#[test]
fn play_after_two_passes_resumes() {
    // 2002 art. 7.3: two passes end play; art. 21.1: play may resume.
    let mut e = engine();
    ok_all(&mut e, &["boardsize 9", "play b pass", "play w pass"]);
    assert!(e.game().is_over());
    ok_all(&mut e, &["play b E5"]);
    assert!(!e.game().is_over());
    ok_all(&mut e, &["play w pass", "play b pass"]);
    let a = e.execute("genmove w").unwrap();
    assert!(a.starts_with("= "), "{a}");
}

#[test]
fn refused_play_gives_the_reason_in_a_real_session() {
    // The ko of `ko_recapture_is_illegal_and_changes_nothing` under
    // Tromp-Taylor: the immediate retake would repeat the grid colouring
    // before B D3 (Tromp-Taylor rule 6); then a move on a stone (rule 7: a
    // move colours an empty point) and vertices that name no point.
    let answers = session(&[
        "kata-set-rules tromp-taylor",
        "boardsize 5",
        "play b C4",
        "play w D4",
        "play b B3",
        "play w C3",
        "play b C2",
        "play w D2",
        "play b A1",
        "play w E3",
        "play b D3",
        "play w C3",
        "play w D3",
        "7 play w F1",
        "play w I1",
    ]);
    assert!(answers[..11].iter().all(|a| a == "= "), "{answers:?}");
    assert_eq!(
        answers[11],
        "? illegal move: ko: immediate recapture (Tromp-Taylor rule 6)"
    );
    assert_eq!(
        answers[12],
        "? illegal move: occupied: the point already holds a stone (Tromp-Taylor rule 7)"
    );
    assert_eq!(
        answers[13],
        "?7 illegal move: vertex \"F1\" is off the 5x5 board"
    );
    assert!(
        answers[14].starts_with("? illegal move: bad GTP vertex \"I1\""),
        "{}",
        answers[14]
    );
}

#[test]
fn rectangular_boardsize_in_a_real_session() {
    // 7 columns (A–H without I: A..G) by 5 rows: G5 is the top-right point,
    // G6 and H1 lie off the board.
    let answers = session(&[
        "rectangular_boardsize 7 5",
        "play b G5",
        "play w A1",
        "play b G6",
        "play b H1",
        "showboard",
        "rectangular_boardsize 26 2",
        "rectangular_boardsize 7",
        "known_command rectangular_boardsize",
        "boardsize 5",
        "rectangular_boardsize 19 13",
        "play b T13",
    ]);
    assert_eq!(answers[..3], ["= ", "= ", "= "]);
    assert_eq!(
        answers[3],
        "? illegal move: vertex \"G6\" is off the 7x5 board"
    );
    assert_eq!(
        answers[4],
        "? illegal move: vertex \"H1\" is off the 7x5 board"
    );
    assert_eq!(
        answers[5],
        "= \n   A B C D E F G\n 5 . . . . . . X 5\n 4 . . . . . . . 4\n 3 . . . . . . . 3\n 2 . . . . . . . 2\n 1 O . . . . . . 1\n   A B C D E F G"
    );
    assert_eq!(answers[6], "? unacceptable size");
    assert!(answers[7].starts_with("? syntax error"), "{}", answers[7]);
    assert_eq!(answers[8], "= true");
    assert_eq!(answers[10], "= ");
    assert_eq!(answers[11], "= ", "T13 is the top-right point of 19x13");
}

//! KataGo rules commands (`kata-get-rules`, `kata-set-rule`…) and time commands.

use crate::common::*;

#[test]
fn katago_rules_commands() {
    let mut e = engine();
    expect(&mut e, "kata-get-rules", &format!("= {DEFAULT_JSON}\n\n"));
    ok_all(&mut e, &["kata-set-rule ko SIMPLE"]);
    let a = e.execute("kata-get-rules").unwrap();
    assert!(a.contains(r#""ko":"SIMPLE""#), "{a}");
    // A name keeps the komi in force (KataGo's behaviour).
    ok_all(&mut e, &["komi 6.5", "kata-set-rules tromp-taylor"]);
    expect(
        &mut e,
        "kata-get-rules",
        "= {\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"POSITIONAL\",\"komi\":6.5,\"scoring\":\"AREA\",\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"0\"}\n\n",
    );
    ok_all(&mut e, &["kata-set-rules chinese"]);
    let a = e.execute("kata-get-rules").unwrap();
    assert!(
        a.contains(r#""komi":6.5"#) && a.contains(r#""suicide":false"#),
        "{a}"
    );
    // JSON form.
    ok_all(
        &mut e,
        &[r#"kata-set-rules {"ko":"SITUATIONAL","komi":6,"whiteHandicapBonus":"N-1"}"#],
    );
    let a = e.execute("kata-get-rules").unwrap();
    assert!(a.contains(r#""ko":"SITUATIONAL""#), "{a}");
    assert!(a.contains(r#""komi":6.0"#), "{a}");
    assert!(a.contains(r#""whiteHandicapBonus":"N-1""#), "{a}");
    // Our own command sets a whole preset, komi included (1988 art. 11: 5.5).
    ok_all(&mut e, &["tianyuan-rules chinese-1988"]);
    let a = e.execute("kata-get-rules").unwrap();
    assert!(a.contains(r#""komi":5.5"#), "{a}");
    let a = e.execute("tianyuan-rules").unwrap();
    assert!(a.starts_with("= chinese-1988 ("), "{a}");
    // Refusals.
    for bad in [
        "kata-set-rules japanese",
        "kata-set-rules bogus",
        "kata-set-rules {\"scoring\":\"TERRITORY\"}",
        "kata-set-rules {not json",
        "kata-set-rule scoring TERRITORY",
        "kata-set-rule tax SEKI",
        "kata-set-rule hasButton true",
        "kata-set-rule ko sometimes",
        "kata-set-rule colour blue",
        "tianyuan-rules korean",
    ] {
        let a = e.execute(bad).unwrap();
        assert!(a.starts_with("? bad rules"), "{bad}: {a}");
    }
    let a = e.execute("kata-set-rule ko").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
    // Unchanged after the refusals.
    let a = e.execute("tianyuan-rules").unwrap();
    assert!(a.starts_with("= chinese-1988 ("), "{a}");
}

#[test]
fn suicide_rule_follows_kata_set_rule() {
    // 3×3: White A2, B2, C1; Black A1. Black B1 would leave A1–B1 without a
    // liberty: forbidden by 2002 art. 5, allowed by multiStoneSuicideLegal.
    // (Black A1 comes before White's B2 and C1, so the board after the
    // suicide is new and positional superko does not forbid it.)
    let mut e = engine();
    ok_all(
        &mut e,
        &[
            "boardsize 3",
            "play w A2",
            "play b A1",
            "play w B2",
            "play w C1",
        ],
    );
    expect(
        &mut e,
        "play b B1",
        "? illegal move: suicide: the move leaves its own chain without liberties, capturing nothing (2002 art. 5)\n\n",
    );
    ok_all(
        &mut e,
        &["kata-set-rule multiStoneSuicideLegal true", "play b B1"],
    );
    let board = e.game().as_tiny().unwrap().board();
    assert_eq!(board.get(Point::new(2, 0)), None);
    assert_eq!(board.get(Point::new(2, 1)), None);
    assert_eq!(board.stones(Color::White).count(), 3);
    // The earlier moves survived the rules change.
    assert_eq!(e.game().moves_vec().len(), 5);
}

#[test]
fn time_commands() {
    let mut e = engine();
    assert!(e.clock().is_none());
    ok_all(&mut e, &["time_left b 30 0"]); // accepted before any settings
    ok_all(&mut e, &["time_settings 600 30 5"]);
    assert_eq!(
        e.clock().unwrap().control(),
        TimeControl::Canadian {
            main_ms: 600_000,
            period_ms: 30_000,
            stones: 5,
            leftover: Leftover::Discarded
        }
    );
    ok_all(&mut e, &["time_left b 100 0", "time_left w 25 3"]);
    let clock = e.clock().unwrap();
    assert_eq!(clock.remaining(Color::Black).main_ms, 100_000);
    let w = clock.remaining(Color::White);
    assert_eq!((w.main_ms, w.period_ms, w.stones), (0, 25_000, 3));
    ok_all(&mut e, &["kgs-time_settings byoyomi 300 30 5"]);
    assert_eq!(
        e.clock().unwrap().control(),
        TimeControl::ByoYomi {
            main_ms: 300_000,
            periods: 5,
            period_ms: 30_000
        }
    );
    ok_all(&mut e, &["kgs-time_settings none"]);
    assert_eq!(e.clock().unwrap().control(), TimeControl::Unlimited);
    ok_all(&mut e, &["time_settings 60 0 0"]);
    assert_eq!(
        e.clock().unwrap().control(),
        TimeControl::SuddenDeath { main_ms: 60_000 }
    );
    for bad in [
        "kgs-time_settings hourglass 60",
        "kgs-time_settings byoyomi 300 30",
        "time_settings 60 0 5",
    ] {
        let a = e.execute(bad).unwrap();
        assert!(a.starts_with("? bad time settings"), "{bad}: {a}");
    }
    for bad in [
        "time_settings -1 0 0",
        "time_settings 1 2",
        "time_left x 1 0",
        "time_left b 1",
    ] {
        let a = e.execute(bad).unwrap();
        assert!(a.starts_with("? syntax error"), "{bad}: {a}");
    }
}

#[test]
fn stone_scoring_is_refused() {
    // KataGo's stone-scoring taxes every group two points (tax ALL); the
    // area count here has no group tax, so the name is refused, naming why,
    // and the rules in force stay.
    let answers = session(&[
        "kata-set-rules stone-scoring",
        "tianyuan-rules stone_scoring",
        "kata-set-rules {\"tax\":\"ALL\"}",
        "kata-get-rules",
        "kata-set-rules chinese-simple-ko",
        "kata-get-rules",
    ]);
    assert!(
        answers[0].starts_with("? bad rules: \"stone-scoring\" is KataGo's stone scoring"),
        "{}",
        answers[0]
    );
    assert!(answers[0].contains("tax ALL"), "{}", answers[0]);
    assert!(answers[0].contains("no group tax"), "{}", answers[0]);
    assert!(answers[1].starts_with("? bad rules"), "{}", answers[1]);
    assert!(answers[2].starts_with("? bad rules"), "{}", answers[2]);
    assert_eq!(answers[3], format!("= {DEFAULT_JSON}"));
    // The same play counted by area, reported as it is counted.
    assert_eq!(answers[4], "= ");
    assert!(answers[5].contains(r#""ko":"SIMPLE""#), "{}", answers[5]);
    assert!(answers[5].contains(r#""tax":"NONE""#), "{}", answers[5]);
    // At start-up too: a usage error.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(["gtp", "--rules", "stone-scoring"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("tax ALL"));
    // `score` and `replay` refuse it the same way (the core's error), rather
    // than counting a chinese-simple-ko game.
    for cmd in ["score", "replay"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tianyuan"))
            .args([cmd, "--rules", "stone_scoring"])
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../examples/games/seki.sgf"
            ))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("group tax"), "{cmd}: {err}");
        assert!(out.stdout.is_empty(), "{cmd}");
    }
}

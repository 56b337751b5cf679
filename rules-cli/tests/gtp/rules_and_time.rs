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
        "kata-set-rules japanese-1949",
        "kata-set-rules bogus",
        "kata-set-rules {\"scoring\":\"STONES\"}",
        "kata-set-rules {not json",
        "kata-set-rule scoring STONES",
        "kata-set-rule tax SOME",
        "kata-set-rule hasButton perhaps",
        "kata-set-rule ko sometimes",
        "kata-set-rule ko SPIGHT",
        "kata-set-rule colour blue",
        "tianyuan-rules korean-1949",
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
fn every_katago_name_is_taken_with_katagos_meaning() {
    // KataGo's rules.cpp: japanese = ko SIMPLE, TERRITORY, tax SEKI, no
    // suicide, whb 0, fpok false; stone-scoring = SIMPLE, AREA, tax ALL,
    // fpok true; aga-button = SITUATIONAL, button, whb N-1. A name keeps the
    // komi in force (7.5 here), as KataGo's kata-set-rules does.
    let answers = session(&[
        "kata-set-rules japanese",
        "kata-get-rules",
        "kata-set-rules stone-scoring",
        "kata-get-rules",
        "kata-set-rules aga-button",
        "kata-get-rules",
        "kata-set-rules {\"scoring\":\"TERRITORY\"}",
        "kata-get-rules",
    ]);
    for i in [0, 2, 4, 6] {
        assert_eq!(answers[i], "= ", "{i}: {}", answers[i]);
    }
    assert_eq!(
        answers[1],
        r#"= {"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","komi":7.5,"scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}"#
    );
    assert_eq!(
        answers[3],
        r#"= {"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","komi":7.5,"scoring":"AREA","suicide":false,"tax":"ALL","whiteHandicapBonus":"0"}"#
    );
    assert_eq!(
        answers[5],
        r#"= {"friendlyPassOk":true,"hasButton":true,"ko":"SITUATIONAL","komi":7.5,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}"#
    );
    // A JSON object is read whole with KataGo's defaults (Tromp-Taylor's
    // keys; territory taxes seki), komi kept when it has none.
    assert_eq!(
        answers[7],
        r#"= {"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","komi":7.5,"scoring":"TERRITORY","suicide":true,"tax":"SEKI","whiteHandicapBonus":"0"}"#
    );
}

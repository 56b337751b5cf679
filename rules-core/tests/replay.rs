//! `tianyuan::replay`: rules from RU, komi from KM, set-up, strict and tolerant
//! replay, the RE check, and the Game → SGF → replay round trip.

use tianyuan::replay::{
    game_to_record, game_to_sgf, replay, rules_from_ru, ReplayMode, ReplayOptions,
};
use tianyuan::sgf;
use tianyuan::{
    BoardSize, Color, Game, HandicapCompensation, IllegalMove, KoRule, Move, Point, Preset, Rules,
    SuicideRule,
};

fn record(text: &str) -> sgf::GameRecord {
    sgf::parse_str(text).unwrap().into_games().remove(0)
}

#[test]
fn rules_from_ru_names() {
    assert_eq!(rules_from_ru(Some("Chinese")).0.name(), "chinese-2002");
    assert_eq!(rules_from_ru(Some("Tromp/Taylor")).0.name(), "tromp-taylor");
    assert_eq!(rules_from_ru(Some("TT--")).0.name(), "tromp-taylor");
    let aga = rules_from_ru(Some("AGA")).0;
    assert_eq!(aga.handicap_compensation, HandicapCompensation::NMinusOne);
    let (j, area, note) = rules_from_ru(Some("Japanese"));
    assert_eq!((j.ko, area), (KoRule::Positional, false));
    assert!(note
        .unwrap()
        .contains("territory scoring: RE not checked by area"));
    let (g, area, note) = rules_from_ru(Some("GOE"));
    assert!(area && note.is_some() && g.same_as(&Rules::default()));
    let (k, area, _) = rules_from_ru(Some("koPOSITIONALscoreAREAtaxNONEsui1"));
    assert_eq!(
        (k.ko, k.suicide, k.handicap_compensation, area),
        (
            KoRule::Positional,
            SuicideRule::MultiStoneAllowed,
            HandicapCompensation::None,
            true
        )
    );
    assert!(!rules_from_ru(Some("bogus")).1);
}

#[test]
fn komi_handicap_and_first_player() {
    // KM given: it wins over the rules' komi.
    let r = replay(
        &record("(;SZ[9]RU[Chinese]KM[5.5];B[ee])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.rules.komi.half_points(), 11);
    // No KM and no RU: komi 0. No KM with RU: the rules' 7.5 and a note.
    let r = replay(&record("(;SZ[9];B[ee])"), &ReplayOptions::default()).unwrap();
    assert_eq!(r.rules.komi.half_points(), 0);
    let r = replay(
        &record("(;SZ[9]RU[Chinese];B[ee])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.rules.komi.half_points(), 15);
    assert!(r.notes.iter().any(|n| n.contains("no KM")));
    // Fox komi in stones ×100 (375 = 3¾ stones = 7.5 points): the SGF warning
    // is carried into the notes.
    let r = replay(
        &record("(;SZ[19]RU[Chinese]KM[375];B[pd])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.rules.komi.half_points(), 15);
    assert!(r.notes.iter().any(|n| n.contains("KomiInStones")));
    // HA 2 with AB and no moves: White to move, 2 handicap stones.
    let r = replay(
        &record("(;SZ[9]HA[2]AB[cc][gg])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!((r.game.to_move(), r.game.handicap()), (Color::White, 2));
    assert_eq!(r.game.board().get(Point::new(2, 2)), Some(Color::Black));
}

#[test]
fn strict_and_tolerant() {
    // 5x5: White B5 (ba) and A4 (ab) surround the corner A5 (aa); Black A5 is
    // a single-stone suicide, a forbidden point (1988/2002 art. 5).
    let text = "(;SZ[5]KM[0];B[cc];W[ba];B[dd];W[ab];B[aa];W[ee];B[bb])";
    let r = replay(&record(text), &ReplayOptions::default()).unwrap();
    assert_eq!(r.violations.len(), 1);
    let v = &r.violations[0];
    assert_eq!(
        (v.move_number, v.color, v.vertex.as_str(), v.reason),
        (5, Color::Black, "A5", IllegalMove::Suicide)
    );
    assert!(r.stopped_early);
    assert_eq!(r.moves_replayed, 4);
    let t = replay(
        &record(text),
        &ReplayOptions {
            rules: None,
            mode: ReplayMode::Tolerant,
        },
    )
    .unwrap();
    assert_eq!(t.violations.len(), 1);
    // The suicide was forced (the stone removed again), then W E1 and B B4.
    assert_eq!(t.moves_replayed, 7);
    assert_eq!(t.game.board().get(Point::new(0, 0)), None);
    // An occupied point is skipped in tolerant mode.
    let t = replay(
        &record("(;SZ[5];B[cc];W[cc];B[dd])"),
        &ReplayOptions {
            rules: None,
            mode: ReplayMode::Tolerant,
        },
    )
    .unwrap();
    assert_eq!(t.violations[0].reason, IllegalMove::Occupied);
    assert_eq!(t.moves_replayed, 2);
}

#[test]
fn implicit_pass_is_not_a_violation() {
    let r = replay(
        &record("(;SZ[9];B[ee];B[cc];W[gg])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert!(r.violations.is_empty());
    assert_eq!((r.non_alternating, r.moves_replayed), (1, 3));
}

#[test]
fn result_check_with_compensation() {
    // 5x5: Black column B (5 stones), White column C; passes. Black area
    // A+B = 10, White C+D+E = 15; KM 0, HA 2 given: Tromp-Taylor B−W = −5;
    // with N = 2 points −7, with N−1 = 1 point −6.
    let text = "(;SZ[5]KM[0]HA[2]RE[W+6];B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];B[be];W[ce];B[];W[])";
    let rec = record(text);
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    let c = r.check_result(rec.info().result.as_ref().unwrap()).unwrap();
    assert_eq!(c.area_margin_half_points, -10);
    assert_eq!(c.re_margin_half_points, -12);
    assert_eq!(c.agreeing, vec![HandicapCompensation::NMinusOne]);
}

#[test]
fn round_trip_game_to_sgf_to_replay() {
    let size = BoardSize::square(9).unwrap();
    let mut game = Game::with_handicap(size, Preset::Chinese2002.rules(), 2).unwrap();
    let moves = ["E5", "D3", "D4", "pass", "F6", "F7"];
    for m in moves {
        game.play(size.parse_gtp(m).unwrap()).unwrap();
    }
    game.resign(Color::Black).unwrap();
    let text = game_to_sgf(&game);
    assert!(text.contains("HA[2]") && text.contains("KM[7.5]") && text.contains("RE[W+R]"));
    assert!(text.contains("RU[chinese-2002]"));
    let rec = record(&text);
    assert_eq!(rec, game_to_record(&game));
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    assert!(r.violations.is_empty());
    assert!(r.rules.same_as(game.rules()));
    assert_eq!(r.game.board(), game.board());
    assert_eq!(r.game.handicap(), 2);
    assert_eq!(r.game.result(), game.result());
    let a: Vec<(Color, Move)> = r.game.moves().map(|m| (m.color, m.mv)).collect();
    let b: Vec<(Color, Move)> = game.moves().map(|m| (m.color, m.mv)).collect();
    assert_eq!(a, b);
}

// A move whose point is off the board (`zz` on 9×9; only `tt` on 19×19 in FF[3]
// and earlier is a pass) is a violation wherever it stands, the first move of
// the record included.
#[test]
fn off_board_move_is_a_violation_first_or_later() {
    let strict = ReplayOptions::default();
    let tolerant = ReplayOptions {
        rules: None,
        mode: ReplayMode::Tolerant,
    };
    for (text, number, color) in [
        ("(;GM[1]FF[4]SZ[9];B[zz];W[cc])", 1, Color::Black),
        ("(;GM[1]FF[4]SZ[9];B[cc];W[zz];B[dd])", 2, Color::White),
        ("(;GM[1]FF[3]SZ[9];B[zz])", 1, Color::Black),
        ("(;GM[1]FF[4]SZ[9]B[zz];W[cc])", 1, Color::Black),
    ] {
        let r = replay(&record(text), &strict).unwrap();
        assert_eq!(r.violations.len(), 1, "{text}");
        let v = &r.violations[0];
        assert_eq!(
            (v.move_number, v.color, v.vertex.as_str(), v.reason),
            (number, color, "zz", IllegalMove::OffBoard),
            "{text}"
        );
        assert!(r.stopped_early, "{text}");
        assert_eq!(r.moves_replayed, number - 1, "{text}");
        let t = replay(&record(text), &tolerant).unwrap();
        assert_eq!(t.violations.len(), 1, "{text}");
        assert_eq!(t.violations[0].move_number, number, "{text}");
        assert!(!t.stopped_early, "{text}");
        // Skipped, the turn passes as in the record: no implicit pass.
        assert_eq!(t.non_alternating, 0, "{text}");
    }
    // The first player is the colour of the off-board first move.
    let t = replay(&record("(;GM[1]FF[4]SZ[9];B[zz];W[cc])"), &tolerant).unwrap();
    assert_eq!(t.game.first_to_move(), Color::Black);
    assert_eq!(t.moves_replayed, 1);
    // FF[3] `tt` on 19×19 is a pass, not a violation.
    let r = replay(&record("(;GM[1]FF[3]SZ[19];B[tt];W[cc])"), &strict).unwrap();
    assert!(r.violations.is_empty());
    assert_eq!(r.moves_replayed, 2);
}

//! `tianyuan::replay`: rules from RU, komi from KM, set-up, strict and tolerant
//! replay, the RE check, and the Game → SGF → replay round trip.

use tianyuan::replay::{
    game_to_record, game_to_sgf, replay, rules_from_ru, DeadStoneSource, ReplayMode, ReplayOptions,
};
use tianyuan::rules::{HandicapCompensation, KoRule, SuicideRule};
use tianyuan::sgf;
use tianyuan::sized::{Bitboard, Game};
use tianyuan::{BoardSize, Color, IllegalMove, LifeOptions, Move, Point, Preset, Rules};

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
    // Japanese: KataGo's japanese (simple ko, territory), not an area count.
    let (j, area, note) = rules_from_ru(Some("Japanese"));
    assert_eq!(
        (j.ko, j.name(), area, note),
        (KoRule::Simple, "japanese", false, None)
    );
    // GOE: Ing's rules as KataGo reads them (multi-stone suicide legal).
    let (g, area, note) = rules_from_ru(Some("GOE"));
    assert!(area && note.is_none() && g.name() == "ing");
    assert!(!g.same_as(&Rules::default()));
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
    // KataGo's stone scoring: its count takes two points a group, so RE is
    // not checked by the plain area count.
    let (s, area, note) = rules_from_ru(Some("stone-scoring"));
    assert_eq!((s.name(), area, note), ("stone-scoring", false, None));
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
    let dead = r.count(&LifeOptions::default()).unwrap().dead;
    assert!(dead.is_empty());
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &dead)
        .unwrap();
    assert_eq!(c.area_margin_half_points, -10);
    assert_eq!(c.tromp_taylor_margin_half_points, -10);
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
    // Several in one record, in nodes out of the warnings' order of kinds:
    // each is reported at its own number.
    let t = replay(
        &record("(;GM[1]FF[4]SZ[9];B[cc];W[zy]C[x];B[dd];W[ee];B[yz];W[zz]PL[B])"),
        &tolerant,
    )
    .unwrap();
    let found: Vec<(u32, Color, &str)> = t
        .violations
        .iter()
        .map(|v| (v.move_number, v.color, v.vertex.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            (2, Color::White, "zy"),
            (5, Color::Black, "yz"),
            (6, Color::White, "zz")
        ]
    );
    // The first player is the colour of the off-board first move.
    let t = replay(&record("(;GM[1]FF[4]SZ[9];B[zz];W[cc])"), &tolerant).unwrap();
    assert_eq!(t.game.first_to_move(), Color::Black);
    assert_eq!(t.moves_replayed, 1);
    // FF[3] `tt` on 19×19 is a pass, not a violation.
    let r = replay(&record("(;GM[1]FF[3]SZ[19];B[tt];W[cc])"), &strict).unwrap();
    assert!(r.violations.is_empty());
    assert_eq!(r.moves_replayed, 2);
}

/// 5x5, after the moves of [`DEAD_STONE_MOVES`] (row 5 at the top):
///
/// ```text
/// 5  . X O . .
/// 4  X X O O O
/// 3  . X O . X    <- E3: a lone Black stone in White's eye
/// 2  X X O O O
/// 1  . X O . .
///    A B C D E
/// ```
///
/// Both sides are pass-alive (Black's eyes A5 A3 A1; White's D5-E5, D3-E3,
/// D1-E1), so E3 is dead for certain. Counted by hand with E3 lifted
/// (art. 9): Black 7 stones + 3 eyes = 10, White 9 stones + 6 points
/// (D5 E5 D3 E3 D1 E1) = 15: W+5 with no komi. Every stone alive
/// (Tromp-Taylor): Black 8 stones + 3 eyes = 11, White 9 + 4 = 13, D3
/// shared: W+2. Stones placed: Black 8, White 9, so the territory equivalent
/// is −5 + 1 = W+4: White 6 territory + 1 prisoner (E3), Black 3 territory.
const DEAD_STONE_MOVES: &str = "B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];B[be];W[ce];\
B[ab];W[db];B[ad];W[eb];B[ec];W[dd];B[];W[ed];B[];W[]";

fn dead_stone_record(re: &str, end: &str) -> sgf::GameRecord {
    record(&format!(
        "(;SZ[5]KM[0]RU[Chinese]RE[{re}];{DEAD_STONE_MOVES}{end})"
    ))
}

fn e3() -> Point {
    Point::new(2, 4)
}

#[test]
fn count_lifts_the_estimated_dead_stones() {
    let rec = dead_stone_record("W+5", "");
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    assert!(
        r.violations.is_empty() && r.notes.is_empty(),
        "{:?}",
        r.notes
    );
    assert_eq!(r.game.size().to_gtp(Move::Place(e3())), "E3");
    assert_eq!(r.territory_marks, None);
    let count = r.count(&LifeOptions::default()).unwrap();
    assert_eq!(count.source, DeadStoneSource::Estimate);
    assert!(count.estimate.is_some());
    assert_eq!(
        count.dead.points(r.game.size()).collect::<Vec<_>>(),
        vec![e3()]
    );
    assert_eq!((count.score.dead_black, count.score.dead_white), (1, 0));
    assert_eq!(count.score.result().to_sgf(), "W+5");
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &count.dead)
        .unwrap();
    assert_eq!(c.re_margin_half_points, -10);
    assert_eq!(c.area_margin_half_points, -10);
    assert_eq!(c.tromp_taylor_margin_half_points, -4);
    assert_eq!(c.stones_placed, [8, 9]);
    assert_eq!(c.territory_margin_half_points, -8);
    assert!(c.agrees() && c.winner_agrees() && !c.territory_agrees());
    assert!(c.tromp_taylor_agreeing.is_empty());
    // Errors: the playout count is checked.
    assert!(r
        .count(&LifeOptions {
            playouts: 0,
            seed: 0
        })
        .is_err());
}

#[test]
fn territory_equivalent_and_winner_checks() {
    // The same game recorded as a territory count would give it: W+4.
    let rec = dead_stone_record("W+4", "");
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    let dead = r.count(&LifeOptions::default()).unwrap().dead;
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &dead)
        .unwrap();
    assert!(!c.agrees() && c.territory_agrees() && c.agrees_as_territory_only());
    assert!(c.winner_agrees());
    // W+2 is the count with every stone alive.
    let rec = dead_stone_record("W+2", "");
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &dead)
        .unwrap();
    assert!(!c.agrees() && c.winner_agrees() && !c.territory_agrees());
    assert_eq!(c.tromp_taylor_agreeing, vec![HandicapCompensation::None]);
    // B+1: no count agrees, not even on the winner.
    let rec = dead_stone_record("B+1", "");
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &dead)
        .unwrap();
    assert!(!c.agrees() && !c.winner_agrees() && c.winner_agreeing.is_empty());
    // Under Tromp-Taylor (--rules) every stone is alive: W+2 agrees.
    let rec = dead_stone_record("W+2", "");
    let opts = ReplayOptions {
        rules: Some(Rules {
            komi: tianyuan::Komi::ZERO,
            ..Preset::TrompTaylor.rules()
        }),
        mode: ReplayMode::Strict,
    };
    let r = replay(&rec, &opts).unwrap();
    let count = r.count(&LifeOptions::default()).unwrap();
    assert_eq!(count.source, DeadStoneSource::AllAlive);
    assert!(count.dead.is_empty() && count.estimate.is_none());
    let c = r
        .check_result(rec.info().result.as_ref().unwrap(), &count.dead)
        .unwrap();
    assert!(c.agrees());
}

#[test]
fn territory_marks_give_the_agreed_dead_stones() {
    // TB on Black's eyes (A5 A3 A1 = aa ac ae), TW on White's points as a
    // compressed list (da:ea, dc:ec, de:ee), E3 included: E3 stands on
    // White's mark.
    let rec = dead_stone_record("W+5", "TB[aa][ac][ae]TW[da:ea][dc:ec][de:ee]");
    let marks = rec.territory_marks().unwrap();
    assert_eq!((marks.black.len(), marks.white.len()), (3, 6));
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    assert_eq!(
        r.territory_marks,
        Some(Bitboard::from_points(r.game.size(), [e3()]))
    );
    let count = r.count(&LifeOptions::default()).unwrap();
    assert_eq!(count.source, DeadStoneSource::TerritoryMarks);
    assert!(count.estimate.is_none());
    assert_eq!(count.score.result().to_sgf(), "W+5");

    // Marks that leave E3 out agree that no stone is dead: they are used
    // instead of the estimate, and the count is the literal board's, W+2.
    let rec = dead_stone_record("W+2", "TB[aa][ac][ae]TW[da:ea][dc][de:ee]");
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    assert_eq!(r.territory_marks, Some(Bitboard::EMPTY));
    let count = r.count(&LifeOptions::default()).unwrap();
    assert_eq!(count.source, DeadStoneSource::TerritoryMarks);
    assert!(count.dead.is_empty());
    assert_eq!(count.score.result().to_sgf(), "W+2");

    // Marks on a node before the last move are commentary, not the count.
    let rec = record(&format!(
        "(;SZ[5]KM[0]RE[W+5];B[ba]TW[ba]TB[ec];{})",
        &DEAD_STONE_MOVES[6..]
    ));
    assert_eq!(rec.territory_marks(), None);
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    assert_eq!(r.territory_marks, None);
    assert_eq!(
        r.count(&LifeOptions::default()).unwrap().source,
        DeadStoneSource::Estimate
    );

    // A whole chain is dead when one of its stones stands on the mark, and
    // a mark on a stone of the marking colour is no dead stone; the marks
    // may follow the last move in a node of their own.
    let rec = record("(;SZ[5]KM[0];B[aa];W[cc];B[ab];W[];B[];W[];C[end]TW[aa][cc])");
    let r = replay(&rec, &ReplayOptions::default()).unwrap();
    let size = r.game.size();
    let dead = r.territory_marks.unwrap();
    assert_eq!(
        dead.points(size).collect::<Vec<_>>(),
        vec![Point::new(0, 0), Point::new(1, 0)]
    );
}

/// Every `SZ` that is not a board size makes the game unreadable, as an
/// unsupported size does: `ReplayError::BoardSize`, naming the value (before,
/// `SZ[0]`, `SZ[-5]`, `SZ[abc]`, … were replayed on a guessed 19×19 board
/// with only a warning, while `SZ[1]` and `SZ[26]` were refused).
/// A long bad `SZ` is quoted by its first 32 characters and its length, so
/// an error line stays short.
#[test]
fn a_long_bad_sz_is_quoted_short() {
    use tianyuan::PointError;
    let value = format!("{}é", "x".repeat(40));
    let r = record(&format!("(;GM[1]SZ[{value}];B[aa])"));
    let expected = format!("{}… (42 bytes)", "x".repeat(32));
    assert_eq!(r.info().board_size(), Err(PointError::BadSgfSize(expected)));
    // 32 characters exactly: quoted whole.
    let value = "é".repeat(32);
    let r = record(&format!("(;GM[1]SZ[{value}];B[aa])"));
    assert_eq!(r.info().board_size(), Err(PointError::BadSgfSize(value)));
}

#[test]
fn every_bad_or_unsupported_sz_is_a_board_size_error() {
    use tianyuan::error::{ErrorKind, PointErrorKind, ReplayErrorKind};
    use tianyuan::replay::ReplayError;
    use tianyuan::{replay_any, PointError};

    let bad = |v: &str| PointError::BadSgfSize(v.to_string());
    let unsupported = |width, height| PointError::UnsupportedSize { width, height };
    let cases = [
        ("0", bad("0")),
        ("-5", bad("-5")),
        ("99999999999999999999", bad("99999999999999999999")),
        ("abc", bad("abc")),
        ("", bad("")),
        ("19:0", bad("19:0")),
        ("0:19", bad("0:19")),
        ("19:", bad("19:")),
        ("9.5", bad("9.5")),
        ("53", bad("53")),
        ("1", unsupported(1, 1)),
        ("26", unsupported(26, 26)),
        ("52", unsupported(52, 52)),
        ("19:26", unsupported(19, 26)),
    ];
    for (sz, expected) in cases {
        let r = record(&format!("(;GM[1]SZ[{sz}];B[aa];W[bb])"));
        // The record itself stays readable (a BadSize warning for SZ values
        // that are not sizes); board_size() and replay refuse it.
        assert_eq!(r.info().board_size(), Err(expected.clone()), "SZ[{sz}]");
        assert_eq!(
            r.info().bad_size.is_some(),
            matches!(expected, PointError::BadSgfSize(_)),
            "SZ[{sz}]"
        );
        let warned = r
            .warnings()
            .iter()
            .any(|w| w.kind == sgf::WarningKind::BadSize);
        assert_eq!(warned, r.info().bad_size.is_some(), "SZ[{sz}]");
        for e in [
            replay(&r, &ReplayOptions::default())
                .map(|_| ())
                .unwrap_err(),
            replay_any(&r, &ReplayOptions::default())
                .map(|_| ())
                .unwrap_err(),
        ] {
            assert_eq!(e, ReplayError::BoardSize(expected.clone()), "SZ[{sz}]");
            assert_eq!(
                ErrorKind::from(&e),
                ErrorKind::Replay(ReplayErrorKind::BoardSize)
            );
            let message = e.to_string();
            let named = match &expected {
                PointError::BadSgfSize(_) => format!("SZ[{sz}]"),
                _ => format!("{}x{}", r.info().width, r.info().height),
            };
            // One message: the point error's, not prefixed by a second
            // "board size not supported" (it said so twice).
            assert_eq!(message, expected.to_string());
            assert_eq!(message.matches("board size").count(), 1, "{message}");
            assert!(message.contains(&named), "{message}");
        }
    }
    let kind = ErrorKind::from(&bad("0"));
    assert_eq!(kind, ErrorKind::Point(PointErrorKind::BadSgfSize));
    assert_eq!(kind.code(), "point.bad_sgf_size");

    // Valid sizes replay (25×25 needs the eleven-word game: replay_any).
    for (sz, w, h) in [
        ("19", 19, 19),
        ("9", 9, 9),
        (" 13 ", 13, 13),
        ("19:13", 19, 13),
        ("25", 25, 25),
    ] {
        let r = record(&format!("(;GM[1]SZ[{sz}];B[aa];W[bb])"));
        assert_eq!(r.info().board_size(), BoardSize::new(w, h), "SZ[{sz}]");
        assert!(r.warnings().is_empty(), "SZ[{sz}]: {:?}", r.warnings());
        let done = replay_any(&r, &ReplayOptions::default()).unwrap();
        let (size, violations) = (done.size(), done.violations().len());
        assert_eq!(size, BoardSize::new(w, h).unwrap());
        assert_eq!(violations, 0, "SZ[{sz}]");
    }
    // Without SZ: 19×19.
    let r = record("(;GM[1];B[aa])");
    assert_eq!(r.info().board_size(), Ok(BoardSize::STANDARD));
}

/// A record whose SZ is not a size is written with its SZ as read, so it
/// reads back the same (it was written as SZ[19]).
#[test]
fn a_bad_sz_is_written_as_read() {
    for sz in ["0", "abc", "19:0", "a\\]b"] {
        let r = record(&format!("(;GM[1]SZ[{sz}];B[aa])"));
        let text = sgf::write_record(&r);
        let back = record(&text);
        assert_eq!(back.info(), r.info(), "{text}");
        assert_eq!(back.info().bad_size, r.info().bad_size);
    }
}

#[test]
fn game_to_sgf_after_two_passes_writes_the_count_as_re() {
    // 5x5 under chinese-2002 (komi 7.5): Black C3, both pass. Black's one
    // stone owns the board: 25 points against White's 0, B+17.5 after komi.
    // Nothing is dead, and the comment says the dead stones were estimated.
    let size = BoardSize::square(5).unwrap();
    let mut game = Game::new(size, Preset::Chinese2002.rules());
    for m in ["C3", "pass", "pass"] {
        game.play(size.parse_gtp(m).unwrap()).unwrap();
    }
    assert_eq!(game.result(), None);
    let text = game_to_sgf(&game);
    assert!(text.contains("RE[B+17.5]"), "{text}");
    assert!(
        text.contains("dead stones estimated by tianyuan (256 playouts, seed 0), not agreed by the players (art. 8): none"),
        "{text}"
    );
    // Read back, RE is that count.
    assert_eq!(record(&text).info().result_raw.as_deref(), Some("B+17.5"));
    // Agreed dead stones: RE is the agreed count, with no comment. White
    // lost a lone stone at A1 (dead by agreement): Black still owns all 25.
    let mut game = Game::new(size, Preset::Chinese2002.rules());
    for m in ["C3", "A1", "pass", "pass"] {
        game.play(size.parse_gtp(m).unwrap()).unwrap();
    }
    game.agree_dead_stones(&[size.parse_gtp("A1").unwrap().point().unwrap()])
        .unwrap();
    let text = game_to_sgf(&game);
    assert!(
        text.contains("RE[B+17.5]") && !text.contains("C["),
        "{text}"
    );
    // Under Tromp-Taylor every stone is alive, said so: the 23 empty points
    // are one region reaching both C3 and A1, so count for neither; Black 1,
    // White 1, komi 7.5: W+7.5.
    let mut game = Game::new(size, Preset::TrompTaylor.rules());
    for m in ["C3", "A1", "pass", "pass"] {
        game.play(size.parse_gtp(m).unwrap()).unwrap();
    }
    let text = game_to_sgf(&game);
    assert!(text.contains("with every stone alive"), "{text}");
    assert!(text.contains("RE[W+7.5]"), "{text}");
    // A game still going on has no RE.
    let mut game = Game::new(size, Preset::Chinese2002.rules());
    game.play(size.parse_gtp("C3").unwrap()).unwrap();
    assert!(!game_to_sgf(&game).contains("RE["));
}

//! `ReplayOf::verdict`: what decides a replayed record and its check against
//! `RE`, on a 5×5 game counted by hand (below): by area, by territory under
//! the record's territory rules, both ways without `RU`, decided by
//! resignation (with and without the count beside it), not counted.

use tianyuan::replay::{replay, DeadStoneSource, ReplayOptions, VerdictOf};
use tianyuan::sgf;
use tianyuan::{Color, EndReason, LifeOptions, Point};

fn record(text: &str) -> sgf::GameRecord {
    sgf::parse_str(text).unwrap().into_games().remove(0)
}

/// 5x5, after these moves (row 5 at the top):
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
/// Both sides are pass-alive, so E3 is dead for certain. By hand, with E3
/// lifted and no komi: area (art. 9) Black 7 stones + 3 eyes = 10, White 9
/// stones + 6 points = 15: W+5. Territory (Japanese): Black 3 points, White
/// 6 points + 1 prisoner (E3) = 7: W+4.
const MOVES: &str = "B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];B[be];W[ce];\
B[ab];W[db];B[ad];W[eb];B[ec];W[dd];B[];W[ed]";

fn game(props: &str, end: &str) -> sgf::GameRecord {
    record(&format!("(;SZ[5]KM[0]{props};{MOVES}{end})"))
}

fn e3() -> Point {
    Point::new(2, 4)
}

#[test]
fn counted_by_area_against_re() {
    let r = replay(
        &game("RU[Chinese]RE[W+5]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    // The estimate (the full one: RE would confirm Benson's E3 first, see
    // tests/replay_settled.rs), and the certain dead stones alone.
    for life in [Some(LifeOptions::default()), None] {
        let v = r.verdict_full_estimate(life.as_ref());
        let VerdictOf::ByArea {
            dead,
            check,
            territory,
        } = &v
        else {
            panic!("{v:?}")
        };
        let source = match life {
            Some(_) => DeadStoneSource::Estimate,
            None => DeadStoneSource::PassAliveTerritory,
        };
        assert_eq!(dead.source, source);
        assert_eq!(dead.dead.points(r.game.size()).collect::<Vec<_>>(), [e3()]);
        assert_eq!(
            (check.re_margin_half_points, check.area_margin_half_points),
            (-10, -10)
        );
        assert!(check.agrees() && territory.is_none(), "RU given");
        assert!(v.counted() && !v.disagrees());
    }
    // B+1: neither the area count nor the territory equivalent (W+4).
    let r = replay(
        &game("RU[Chinese]RE[B+1]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    let v = r.verdict(None);
    assert!(v.counted() && v.disagrees(), "{v:?}");
}

#[test]
fn without_ru_read_by_territory_too() {
    let r = replay(&game("RE[W+4]", ";B[];W[]"), &ReplayOptions::default()).unwrap();
    let v = r.verdict(None);
    let VerdictOf::ByArea {
        check, territory, ..
    } = &v
    else {
        panic!("{v:?}")
    };
    // Area W+5 is not RE; the territory count W+4 is.
    assert!(!check.agrees() && check.territory_agrees());
    let t = territory.as_ref().expect("no RU: the territory reading");
    assert_eq!(t.count.margin_half_points, -8);
    assert_eq!((t.count.territory, t.count.prisoners()), ([3, 6], [0, 1]));
    assert!(t.agrees);
    assert!(!v.disagrees());
}

#[test]
fn counted_under_their_territory_rules() {
    let r = replay(
        &game("RU[Japanese]RE[W+4]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert!(!r.area_scoring);
    let v = r.verdict(None);
    let VerdictOf::ByTheirRules {
        count,
        re_margin_half_points,
        agrees,
        winner_agrees,
        dead,
    } = &v
    else {
        panic!("{v:?}")
    };
    assert_eq!((count.margin_half_points, *re_margin_half_points), (-8, -8));
    assert!(*agrees && *winner_agrees);
    assert_eq!(dead.dead.points(r.game.size()).collect::<Vec<_>>(), [e3()]);
    // W+5 (the area count) is not the territory count.
    let r = replay(
        &game("RU[Japanese]RE[W+5]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert!(r.verdict(None).disagrees());
}

#[test]
fn resignation_decides_and_the_count_is_only_beside_it() {
    // Two passes, then RE says Black resigned: the count (W+5 by area)
    // beside the result, deciding nothing.
    let r = replay(
        &game("RU[Chinese]RE[W+R]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert!(r.result_after_two_passes);
    let v = r.verdict(None);
    let VerdictOf::DecidedOtherwise { by, beside } = &v else {
        panic!("{v:?}")
    };
    assert_eq!(
        *by,
        EndReason::Resignation {
            loser: Color::Black
        }
    );
    assert_eq!(beside.map(|b| b.to_sgf()).as_deref(), Some("W+5"));
    assert!(!v.counted() && !v.disagrees());
    // Under territory rules the count beside it is by territory: W+4.
    let r = replay(
        &game("RU[Japanese]RE[W+R]", ";B[];W[]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    let VerdictOf::DecidedOtherwise { beside, .. } = r.verdict(None) else {
        panic!()
    };
    assert_eq!(beside.map(|b| b.to_sgf()).as_deref(), Some("W+4"));
    // Play still going on when White lost on time: nothing beside it.
    let r = replay(&game("RU[Chinese]RE[B+T]", ""), &ReplayOptions::default()).unwrap();
    assert!(!r.result_after_two_passes);
    let VerdictOf::DecidedOtherwise { by, beside } = r.verdict(None) else {
        panic!()
    };
    assert_eq!(
        (by, beside),
        (
            EndReason::Time {
                loser: Color::White
            },
            None
        )
    );
}

#[test]
fn not_counted_without_a_numeric_re_and_a_failed_count_said() {
    for props in ["RU[Chinese]", "RU[Chinese]RE[?]", "RU[Chinese]RE[Void]"] {
        let r = replay(&game(props, ";B[];W[]"), &ReplayOptions::default()).unwrap();
        let v = r.verdict(Some(&LifeOptions::default()));
        assert_eq!(v, VerdictOf::NotCounted, "{props}");
        assert!(!v.counted());
    }
    let r = replay(&game("RE[W+5]", ";B[];W[]"), &ReplayOptions::default()).unwrap();
    let bad = LifeOptions {
        playouts: 0,
        seed: 0,
    };
    assert!(matches!(r.verdict(Some(&bad)), VerdictOf::CountFailed(_)));
}

#[test]
fn where_the_rules_and_komi_come_from() {
    use tianyuan::replay::{KomiFrom, RulesFrom};
    use tianyuan::{Komi, Preset};
    let from = |text: &str, options: &ReplayOptions| {
        let r = replay(&record(text), options).unwrap();
        (r.rules_from, r.komi_from, r.rules.name(), r.rules.komi)
    };
    let plain = ReplayOptions::default();
    assert_eq!(
        from("(;SZ[5]RU[Chinese]KM[6.5])", &plain),
        (
            RulesFrom::Ru,
            KomiFrom::Km,
            "chinese-2002",
            Komi::from_half_points(13)
        )
    );
    // Neither KM nor RU: chinese-2002 with 0 (the SGF default).
    assert_eq!(
        from("(;SZ[5])", &plain),
        (
            RulesFrom::Default,
            KomiFrom::Zero,
            "chinese-2002",
            Komi::ZERO
        )
    );
    // RU without KM: the rules' komi (japanese: 6.5 points).
    assert_eq!(
        from("(;SZ[5]RU[Japanese])", &plain),
        (
            RulesFrom::Ru,
            KomiFrom::Rules,
            "japanese",
            Komi::from_half_points(13)
        )
    );
    assert_eq!(from("(;SZ[5]RU[bogus])", &plain).0, RulesFrom::UnknownRu);
    // The options' rules replace RU; KM still sets the komi.
    let tt = ReplayOptions {
        rules: Some(Preset::TrompTaylor.rules()),
        ..plain
    };
    assert_eq!(
        from("(;SZ[5]RU[Japanese]KM[0.5])", &tt),
        (
            RulesFrom::Options,
            KomiFrom::Km,
            "tromp-taylor",
            Komi::from_half_points(1)
        )
    );
}

#[test]
fn a_game_that_did_not_end_is_not_counted() {
    // After four moves (row 5 at the top):
    //
    //   5  . X O . .
    //   4  . X O . .
    //   3  . . . . .      21 empty points, one region bordered by both
    //   2  . . . . .      colours; no empty point touches both a Black and
    //   1  . . . . .      a White stone, so all 21 are open (territory.rs).
    //
    // No two passes and no ending in RE: the game did not end, whatever RE
    // says (the count of this position decides nothing).
    let r = replay(
        &record("(;SZ[5]KM[0]RU[Chinese]RE[W+5];B[ba];W[ca];B[bb];W[cb])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    let v = r.verdict(None);
    assert_eq!(v, VerdictOf::Unfinished { open_points: 21 });
    assert!(!v.counted() && !v.disagrees() && v.dead().is_none());
    // With the estimate too, and under territory rules.
    let v = r.verdict(Some(&LifeOptions::default()));
    assert!(
        matches!(v, VerdictOf::Unfinished { open_points } if open_points > 0),
        "{v:?}"
    );
    let r = replay(
        &record("(;SZ[5]KM[0]RU[Japanese]RE[W+4];B[ba];W[ca];B[bb];W[cb])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.verdict(None), VerdictOf::Unfinished { open_points: 21 });
    // The hand-counted game without its final passes: every boundary is
    // closed (no open point), so the record only left the passes out and
    // is counted as usual (area W+5, RE W+5).
    let r = replay(&game("RU[Chinese]RE[W+5]", ""), &ReplayOptions::default()).unwrap();
    assert_eq!(r.game.state(), tianyuan::GameState::Ongoing);
    let v = r.verdict(None);
    assert!(v.counted() && !v.disagrees(), "{v:?}");
}

#[test]
fn the_handicap_compensation_that_agrees_is_given_in_points() {
    // The hand-counted game with Black's B5 and B4 as two handicap stones
    // (White moves first, the same final position): area W+5 before
    // compensation; N−1 = 1 point to White (AGA) gives W+6, N = 2 points
    // (Chinese practice) W+7.
    let moves = "W[ca];B[bc];W[cb];B[bd];W[cc];B[be];W[cd];B[ab];W[ce];B[ad];W[db];\
                 B[ec];W[eb];B[];W[dd];B[];W[ed];B[];W[]";
    for (re, points) in [
        ("W+6", Some(1)),
        ("W+7", Some(2)),
        ("W+5", Some(0)),
        ("W+9", None),
    ] {
        let text = format!("(;SZ[5]KM[0]HA[2]AB[ba][bb]RU[Chinese]RE[{re}];{moves})");
        let r = replay(&record(&text), &ReplayOptions::default()).unwrap();
        let VerdictOf::ByArea { check, .. } = r.verdict(None) else {
            panic!("{re}")
        };
        assert_eq!(check.area_margin_half_points, -10, "{re}");
        assert_eq!(check.handicap, 2);
        assert_eq!(check.agreeing_compensation_points(), points, "{re}");
    }
}

#[test]
fn one_rule_for_the_playout_count() {
    // `LifeOptions::check`: the rule the CLI, C and Python apply.
    let with = |playouts| LifeOptions { playouts, seed: 0 }.check();
    assert!(with(0).is_err() && with(100_001).is_err() && with(u32::MAX).is_err());
    assert!(with(1).is_ok() && with(100_000).is_ok());
    assert_eq!(
        with(0).unwrap_err().to_string(),
        "playouts must be 1 to 100000, not 0"
    );
}

//! `ReplayOf::verdict` settled by the record: a static proposal whose count
//! gives exactly `RE`'s margin is taken without the estimate
//! (`DeadStoneSource::RecordConfirmed`); one `RE` does not confirm falls
//! back to the estimate; `verdict_full_estimate` always estimates. On a 9×9
//! position set up by hand and counted by hand (below).

use tianyuan::replay::{replay, DeadStoneSource, ReplayOptions, VerdictOf};
use tianyuan::sgf;
use tianyuan::{LifeOptions, Point};

/// 9x9, set up (rows from the top, columns from the left):
///
/// ```text
/// . . . O X . . . .
/// . . . O X . O . .     <- White's (6,1) and (6,2) in Black's right side
/// . . . O X . O . .
/// . . . O X . . . .
/// . . . O X . . . .
/// . . . O X . . . .
/// O O O O X X X X X
/// X X X X X . . . .
/// . . . . . . . . .
/// ```
///
/// Then two passes. By hand: White's two stones stand in Black's area, no
/// own region (their empty points touch Black's wall): the static proposal
/// lifts them; Benson's analysis lifts nothing (Black's regions are not all
/// next to its chain). Area (art. 9), komi 0, the two stones lifted: Black
/// 16 stones + 24 points on the right + 13 below = 53, White 10 stones + 18
/// points = 28: B+25. Nothing lifted: the right side's 22 empty points
/// touch both colours (no one's), Black 16 + 13 = 29, White 10 + 18 + 2 =
/// 30: W+1. By territory (Japanese), the two lifted as prisoners: Black 37
/// points + 2 prisoners = 39, White 18: B+21.
fn record(props: &str) -> sgf::GameRecord {
    let text = format!(
        "(;SZ[9]{props}\
         AW[da][db][dc][dd][de][df][ag][bg][cg][dg][gb][gc]\
         AB[ea][eb][ec][ed][ee][ef][eg][eh][fg][gg][hg][ig][ah][bh][ch][dh]\
         ;B[];W[])"
    );
    sgf::parse_str(&text).unwrap().into_games().remove(0)
}

fn inside() -> Vec<Point> {
    vec![Point::new(1, 6), Point::new(2, 6)]
}

/// The area verdict's dead-stone source and dead points.
fn area(props: &str, full: bool) -> (DeadStoneSource, Vec<Point>, bool) {
    let r = replay(&record(props), &ReplayOptions::default()).unwrap();
    let life = LifeOptions::default();
    let v = if full {
        r.verdict_full_estimate(Some(&life))
    } else {
        r.verdict(Some(&life))
    };
    let VerdictOf::ByArea { dead, check, .. } = &v else {
        panic!("{v:?}")
    };
    let mut points: Vec<Point> = dead.dead.points(r.game.size()).collect();
    points.sort_unstable();
    (dead.source, points, check.agrees())
}

#[test]
fn re_confirms_the_static_proposal() {
    // B+25 − 7.5 = B+17.5: the proposal's count.
    let (source, dead, agrees) = area("RU[Chinese]KM[7.5]RE[B+17.5]", false);
    assert_eq!(source, DeadStoneSource::RecordConfirmed);
    assert_eq!(dead, inside());
    assert!(agrees);
}

#[test]
fn re_confirms_benson_alone() {
    // W+1 + 7.5 = W+8.5: the count with nothing lifted (Benson's).
    let (source, dead, agrees) = area("RU[Chinese]KM[7.5]RE[W+8.5]", false);
    assert_eq!(source, DeadStoneSource::RecordConfirmed);
    assert!(dead.is_empty());
    assert!(agrees);
}

#[test]
fn re_matching_no_proposal_falls_back_to_the_estimate() {
    // B+30.5 is neither B+17.5 nor W+8.5 (nor a territory equivalent).
    let (source, _, _) = area("RU[Chinese]KM[7.5]RE[B+30.5]", false);
    assert_eq!(source, DeadStoneSource::Estimate);
}

#[test]
fn full_estimate_never_takes_the_proposal() {
    let (source, _, _) = area("RU[Chinese]KM[7.5]RE[B+17.5]", true);
    assert_eq!(source, DeadStoneSource::Estimate);
}

#[test]
fn without_life_options_only_the_certain_dead_stones() {
    let r = replay(
        &record("RU[Chinese]KM[7.5]RE[W+8.5]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    let v = r.verdict(None);
    assert_eq!(
        v.dead().map(|d| d.source),
        Some(DeadStoneSource::PassAliveTerritory)
    );
}

#[test]
fn territory_rules_confirmed_exactly() {
    // Japanese, komi 6.5: B+21 − 6.5 = B+14.5 with the two stones lifted.
    let r = replay(
        &record("RU[Japanese]KM[6.5]RE[B+14.5]"),
        &ReplayOptions::default(),
    )
    .unwrap();
    let v = r.verdict(Some(&LifeOptions::default()));
    let VerdictOf::ByTheirRules {
        dead,
        agrees,
        count,
        ..
    } = &v
    else {
        panic!("{v:?}")
    };
    assert_eq!(dead.source, DeadStoneSource::RecordConfirmed);
    assert_eq!(count.margin_half_points, 29);
    assert!(*agrees);
}

#[test]
fn resignation_is_not_counted() {
    let text = "(;SZ[9]RU[Chinese]KM[7.5]RE[B+R]AB[ea]AW[da];B[ee])";
    let record = sgf::parse_str(text).unwrap().into_games().remove(0);
    let r = replay(&record, &ReplayOptions::default()).unwrap();
    assert!(matches!(
        r.verdict(Some(&LifeOptions::default())),
        VerdictOf::DecidedOtherwise { beside: None, .. }
    ));
}

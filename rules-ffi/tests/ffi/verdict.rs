//! `ty_record_verdict`: a record whose `RE` confirms its dead stones by the
//! territory-count equivalent of the area count, not by the area count.

use crate::common::*;

/// The verdict of game 0 of `sgf`, the default or the full estimate.
fn verdict(sgf: &[u8], full: bool) -> ty_verdict {
    unsafe {
        let mut rec = null_mut();
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
        let mut v = ty_verdict::default();
        let f = if full {
            ty_record_verdict_full_estimate
        } else {
            ty_record_verdict
        };
        assert_eq!(f(rec, 0, null(), 8, 1, &mut v), S::Ok);
        ty_record_free(rec);
        v
    }
}

/// 9×9, no `KM` nor `RU` (komi 0), two passes. Black F1 and B9, White F9:
/// the 78 empty points are one region touching both colours, dame. By area
/// Black 2, White 1: Black by 1 point, 2 half points. Black placed 2 stones,
/// White 1, so the territory-count equivalent is 2 − 2 × (2 − 1) = 0.
const GAME: &str = ";B[fi];W[fa];B[ba];B[];W[])";

#[test]
fn re_confirms_stones_by_the_territory_equivalent_of_the_area_count() {
    // Found by the ffi_calls fuzz target: the header said a confirmed count
    // gives exactly RE's margin; by area its territory equivalent may be
    // the one that does (`agrees` 0, `territory_equivalent_agrees` 1).
    let sgf = format!("(;FF[4]GM[1]SZ[9]RE[B+0]{GAME}");
    let v = verdict(sgf.as_bytes(), false);
    assert_eq!(v.kind, TY_VERDICT_BY_AREA);
    assert_eq!((v.has_re_margin, v.re_margin_half_points), (1, 0));
    assert_eq!((v.has_count, v.count_margin_half_points), (1, 2));
    assert_eq!((v.agrees, v.territory_equivalent_agrees), (0, 1));
    assert_eq!(v.disagrees, 0);
    assert_eq!(
        (v.dead_source, v.dead_stones),
        (TY_DEAD_SOURCE_RECORD_CONFIRMED, 0)
    );
    assert_ne!(
        verdict(sgf.as_bytes(), true).dead_source,
        TY_DEAD_SOURCE_RECORD_CONFIRMED
    );

    // RE B+1 is the area count itself.
    let sgf = format!("(;FF[4]GM[1]SZ[9]RE[B+1]{GAME}");
    let v = verdict(sgf.as_bytes(), false);
    assert_eq!(
        (v.count_margin_half_points, v.re_margin_half_points),
        (2, 2)
    );
    assert_eq!((v.agrees, v.territory_equivalent_agrees), (1, 0));
    assert_eq!(
        (v.dead_source, v.dead_stones),
        (TY_DEAD_SOURCE_RECORD_CONFIRMED, 0)
    );
}

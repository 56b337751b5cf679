//! `ty_rules`: rules by name and each choice.

use crate::common::*;

#[test]
fn rules_by_name_and_each_choice() {
    unsafe {
        let mut r = null_mut();
        assert_eq!(
            ty_rules_from_name(c"bogus".as_ptr(), &mut r),
            S::RulesUnknown
        );
        assert_eq!(
            ty_rules_from_name(c"{\"ko\":\"SPIGHT\"}".as_ptr(), &mut r),
            S::RulesBadSetting
        );
        assert_eq!(ty_rules_from_name(c"\xc3\x28".as_ptr(), &mut r), S::BadUtf8);
        assert!(r.is_null());
        assert_eq!(ty_rules_new(&mut r), S::Ok);
        let mut v = 9u32;
        let mut k = 0i32;
        // Default: the 2002 rules, komi 3¾ stones = 7.5 points (2002 art. 11),
        // positional superko (art. 6), no suicide (art. 5), two passes (art. 7.3).
        assert_eq!(ty_rules_get_ko(r, &mut v), S::Ok);
        assert_eq!(v, TY_KO_POSITIONAL);
        assert_eq!(ty_rules_get_suicide(r, &mut v), S::Ok);
        assert_eq!(v, TY_SUICIDE_FORBIDDEN);
        assert_eq!(ty_rules_get_ending(r, &mut v), S::Ok);
        assert_eq!(v, TY_ENDING_TWO_PASSES);
        assert_eq!(ty_rules_get_cycle(r, &mut v), S::Ok);
        assert_eq!(v, TY_CYCLE_CONTINUE);
        assert_eq!(ty_rules_get_compensation(r, &mut v), S::Ok);
        assert_eq!(v, TY_COMPENSATION_N);
        assert_eq!(ty_rules_get_komi_quarter_stones(r, &mut k), S::Ok);
        assert_eq!(k, 15);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, 15);

        // 1988 art. 11: 2¾ stones = 5.5 points = 11 half points.
        let r88 = rules(c"chinese-1988");
        assert_eq!(ty_rules_get_komi_quarter_stones(r88, &mut k), S::Ok);
        assert_eq!(k, 11);
        assert_eq!(ty_rules_get_ending(r88, &mut v), S::Ok);
        assert_eq!(v, TY_ENDING_AGREEMENT);
        ty_rules_free(r88);

        for (set, get, values) in [
            (
                ty_rules_set_ko as unsafe extern "C" fn(*mut ty_rules, u32) -> ty_status,
                ty_rules_get_ko as unsafe extern "C" fn(*const ty_rules, *mut u32) -> ty_status,
                &[TY_KO_SIMPLE, TY_KO_POSITIONAL, TY_KO_SITUATIONAL][..],
            ),
            (
                ty_rules_set_suicide,
                ty_rules_get_suicide,
                &[TY_SUICIDE_FORBIDDEN, TY_SUICIDE_MULTI_STONE_ALLOWED],
            ),
            (
                ty_rules_set_compensation,
                ty_rules_get_compensation,
                &[
                    TY_COMPENSATION_NONE,
                    TY_COMPENSATION_N,
                    TY_COMPENSATION_N_MINUS_ONE,
                ],
            ),
            (
                ty_rules_set_ending,
                ty_rules_get_ending,
                &[TY_ENDING_TWO_PASSES, TY_ENDING_AGREEMENT],
            ),
            (
                ty_rules_set_cycle,
                ty_rules_get_cycle,
                &[TY_CYCLE_CONTINUE, TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE],
            ),
        ] {
            for &x in values {
                assert_eq!(set(r, x), S::Ok);
                assert_eq!(get(r, &mut v), S::Ok);
                assert_eq!(v, x);
            }
        }
        assert_eq!(ty_rules_set_komi_half_points(r, 13), S::Ok);
        assert_eq!(ty_rules_get_komi_quarter_stones(r, &mut k), S::Ok);
        assert_eq!(k, 13, "6.5 points = 3¼ stones = 13");
        assert_eq!(ty_rules_set_komi_text(r, c"3 3/4".as_ptr(), 1), S::Ok);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, 15);
        assert_eq!(ty_rules_set_komi_text(r, c"-0.5".as_ptr(), 0), S::Ok);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, -1);
        assert_eq!(
            ty_rules_set_komi_text(r, c"7.3".as_ptr(), 0),
            S::KomiNotQuarterStones
        );
        assert_eq!(
            ty_rules_set_komi_text(r, c"seven".as_ptr(), 0),
            S::KomiSyntax
        );
        assert_eq!(
            ty_rules_set_komi_text(r, c"5000".as_ptr(), 0),
            S::KomiOutOfRange
        );
        assert_eq!(
            ty_rules_set(r, c"ko".as_ptr(), c"sometimes".as_ptr()),
            S::RulesBadSetting
        );
        let detail = text(|b, l, n| ty_rules_last_error(r, b, l, n)).unwrap();
        assert!(detail.contains("sometimes"), "{detail}");
        assert_eq!(ty_rules_set(r, c"ko".as_ptr(), c"SIMPLE".as_ptr()), S::Ok);
        assert_eq!(ty_rules_get_ko(r, &mut v), S::Ok);
        assert_eq!(v, TY_KO_SIMPLE);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, -1, "a refused setting keeps the komi");

        let mut copy = null_mut();
        assert_eq!(ty_rules_clone(r, &mut copy), S::Ok);
        ty_rules_free(r);
        assert_eq!(ty_rules_get_ko(copy, &mut v), S::Ok);
        assert_eq!(v, TY_KO_SIMPLE);
        ty_rules_free(copy);
    }
}

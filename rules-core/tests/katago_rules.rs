//! Every preset against KataGo's definition. The expected table was written
//! by hand from KataGo's `cpp/game/rules.cpp` (`parseRulesHelper`,
//! lightvector/KataGo at 6a1fc5de), one row per name KataGo parses:
//! ko, scoring, tax, multiStoneSuicideLegal, hasButton, whiteHandicapBonus,
//! friendlyPassOk, komi (points).

use tianyuan::rules::{HandicapCompensation as Whb, KoRule, Scoring, SuicideRule, Tax};
use tianyuan::{Preset, Rules, RulesError};

type Row = (
    &'static str,
    KoRule,
    Scoring,
    Tax,
    bool,
    bool,
    Whb,
    bool,
    f64,
);

const KATAGO: [Row; 16] = [
    (
        "japanese",
        KoRule::Simple,
        Scoring::Territory,
        Tax::Seki,
        false,
        false,
        Whb::None,
        false,
        6.5,
    ),
    (
        "korean",
        KoRule::Simple,
        Scoring::Territory,
        Tax::Seki,
        false,
        false,
        Whb::None,
        false,
        6.5,
    ),
    (
        "chinese",
        KoRule::Simple,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::N,
        true,
        7.5,
    ),
    (
        "chinese-ogs",
        KoRule::Positional,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::N,
        true,
        7.5,
    ),
    (
        "chinese_kgs",
        KoRule::Positional,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::N,
        true,
        7.5,
    ),
    (
        "stone-scoring",
        KoRule::Simple,
        Scoring::Area,
        Tax::All,
        false,
        false,
        Whb::None,
        true,
        7.5,
    ),
    (
        "ancient area",
        KoRule::Simple,
        Scoring::Area,
        Tax::All,
        false,
        false,
        Whb::None,
        true,
        7.5,
    ),
    (
        "ancient-territory",
        KoRule::Simple,
        Scoring::Territory,
        Tax::All,
        false,
        false,
        Whb::None,
        false,
        6.5,
    ),
    (
        "aga-button",
        KoRule::Situational,
        Scoring::Area,
        Tax::None,
        false,
        true,
        Whb::NMinusOne,
        true,
        7.0,
    ),
    (
        "aga",
        KoRule::Situational,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::NMinusOne,
        true,
        7.5,
    ),
    (
        "bga",
        KoRule::Situational,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::NMinusOne,
        true,
        7.5,
    ),
    (
        "french",
        KoRule::Situational,
        Scoring::Area,
        Tax::None,
        false,
        false,
        Whb::NMinusOne,
        true,
        7.5,
    ),
    (
        "new zealand",
        KoRule::Situational,
        Scoring::Area,
        Tax::None,
        true,
        false,
        Whb::None,
        true,
        7.0,
    ),
    (
        "tromp-taylor",
        KoRule::Positional,
        Scoring::Area,
        Tax::None,
        true,
        false,
        Whb::None,
        false,
        7.5,
    ),
    (
        "goe",
        KoRule::Positional,
        Scoring::Area,
        Tax::None,
        true,
        false,
        Whb::None,
        true,
        7.5,
    ),
    (
        "ing",
        KoRule::Positional,
        Scoring::Area,
        Tax::None,
        true,
        false,
        Whb::None,
        true,
        7.5,
    ),
];

fn katago_values(r: &Rules) -> (KoRule, Scoring, Tax, bool, bool, Whb, bool, f64) {
    (
        r.ko,
        r.scoring,
        r.tax,
        r.suicide == SuicideRule::MultiStoneAllowed,
        r.button,
        r.handicap_compensation,
        r.friendly_pass_ok,
        f64::from(r.komi.half_points()) / 2.0,
    )
}

#[test]
fn every_katago_name_means_what_katago_parses() {
    for (name, ko, scoring, tax, sui, button, whb, fpok, komi) in KATAGO {
        let r = Rules::from_name(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            katago_values(&r),
            (ko, scoring, tax, sui, button, whb, fpok, komi),
            "{name}"
        );
        // The JSON KataGo's kata-get-rules would print reads back the same.
        let again = Rules::from_katago_json(&r.to_katago_json()).unwrap();
        assert_eq!(katago_values(&again), katago_values(&r), "{name}");
        assert!(again.same_as(&r), "{name}: {again:?} vs {r:?}");
    }
}

#[test]
fn the_seed_presets_are_unchanged() {
    let c = Rules::from_name("chinese-2002").unwrap();
    assert_eq!(
        (c.ko, c.scoring, c.tax, c.komi.points_string()),
        (KoRule::Positional, Scoring::Area, Tax::None, "7.5".into())
    );
    let old = Rules::from_name("chinese-1988").unwrap();
    assert_eq!(
        (old.ko, old.komi.points_string()),
        (KoRule::Positional, "5.5".into())
    );
    // KataGo's chinese differs from the seeds' 2002 rules by its ko rule.
    assert_ne!(Rules::from_name("chinese").unwrap().ko, c.ko);
}

#[test]
fn katago_json_defaults_and_errors() {
    // Unnamed keys are Tromp-Taylor's.
    let tt = Rules::from_katago_json("{}").unwrap();
    assert_eq!(tt.name(), "tromp-taylor");
    // Button without komi: 7; territory: 6.5 and seki tax.
    let b = Rules::from_katago_json(r#"{"hasButton":true}"#).unwrap();
    assert_eq!((b.komi.points_string(), b.tax), ("7".into(), Tax::None));
    let t = Rules::from_katago_json(r#"{"scoring":"TERRITORY","tax":"NONE","komi":0}"#).unwrap();
    assert_eq!((t.komi.points_string(), t.tax), ("0".into(), Tax::None));
    let bad = |text: &str, key: &str| match Rules::from_katago_json(text) {
        Err(RulesError::BadSetting { key: k, .. }) => assert_eq!(k, key, "{text}"),
        other => panic!("{text}: {other:?}"),
    };
    bad(r#"{"ko":"SPIGHT"}"#, "ko");
    bad(r#"{"scoring":"STONES"}"#, "scoring");
    bad(r#"{"tax":"SOME"}"#, "tax");
    bad(r#"{"suicide":"maybe"}"#, "suicide");
    bad(r#"{"komi":7.25}"#, "komi");
    bad(r#"{"komi":1000}"#, "komi");
    bad(r#"{"whiteHandicapBonus":"N+1"}"#, "whiteHandicapBonus");
    bad(r#"{"colour":"blue"}"#, "colour");
    bad(r#"{"ko":"SIMPLE""#, "json");
    bad("[1,2]", "json");
    // Through from_name too.
    assert_eq!(
        Rules::from_name(r#"{"scoring":"TERRITORY","ko":"SIMPLE","suicide":false}"#)
            .unwrap()
            .name(),
        "japanese"
    );
}

#[test]
fn sgf_ru_values() {
    for (ru, name) in [
        ("Japanese", "japanese"),
        ("jp", "japanese"),
        ("Korean", "korean"),
        ("Chinese", "chinese-2002"),
        ("cn", "chinese-2002"),
        ("AGA", "aga"),
        ("NZ", "new-zealand"),
        ("GOE", "ing"),
        ("Ing", "ing"),
        ("Tromp-Taylor", "tromp-taylor"),
    ] {
        assert_eq!(
            Preset::from_sgf_ru(ru).map(Preset::name),
            Some(name),
            "{ru}"
        );
    }
    assert_eq!(Preset::from_sgf_ru("Martian"), None);
    assert_eq!(Preset::Japanese.sgf_ru(), "Japanese");
    assert_eq!(Preset::Chinese2002.sgf_ru(), "Chinese");
}

//! KataGo's rules JSON objects (`kata-set-rules {...}`, `kata-get-rules`),
//! read and written exactly as KataGo's `Rules::parseRules` and
//! `Rules::toJson` treat them (`cpp/game/rules.cpp`).

use serde_json::{Map, Value};

use super::{CycleRule, DeadStones, KoRule, Preset, Rules, RulesError, Scoring, SuicideRule, Tax};
use crate::komi::Komi;

impl Rules {
    /// Rules from a KataGo rules JSON object, as KataGo reads one: unnamed
    /// keys keep Tromp-Taylor's values (positional superko, area, multi-stone
    /// suicide legal, no button, `whiteHandicapBonus` 0, `friendlyPassOk`
    /// false, komi 7.5); without `tax`, territory scoring taxes seki and area
    /// scoring nothing; without `komi`, territory scoring has 6.5 and the
    /// button 7. Keys: `ko` (`SIMPLE`, `POSITIONAL`, `SITUATIONAL`), `scoring`
    /// or `score` (`AREA`, `TERRITORY`), `tax` (`NONE`, `SEKI`, `ALL`),
    /// `suicide`, `hasButton`, `friendlyPassOk` (JSON booleans),
    /// `whiteHandicapBonus` (`0`, `N`, `N-1`), `komi` (a number of points,
    /// integer or half-integer, at most 400 in size as KataGo allows). Values are read in any case (KataGo wants
    /// upper case). tianyuan's own choices follow: a simple-ko rule set ends
    /// a whole-board cycle with no result, dead stones are agreed (Tromp-Taylor's
    /// own rules aside, where every stone counts).
    ///
    /// Errors: [`RulesError::BadSetting`] naming the key and value for an
    /// unknown key, a value KataGo refuses (`ko` `SPIGHT` included: tianyuan
    /// has no Spight ko), a value of the wrong JSON type, or text that is not
    /// a JSON object (key `json`).
    ///
    /// ```
    /// use tianyuan::{Rules, RulesError};
    /// use tianyuan::rules::{Scoring, Tax};
    /// let r = Rules::from_katago_json(r#"{"scoring":"TERRITORY","ko":"SIMPLE","suicide":false}"#).unwrap();
    /// assert_eq!((r.scoring, r.tax, r.komi.points_string()), (Scoring::Territory, Tax::Seki, "6.5".to_string()));
    /// assert_eq!(r.name(), "japanese");
    /// let e = Rules::from_katago_json(r#"{"colour":"blue"}"#).unwrap_err();
    /// assert_eq!(e, RulesError::BadSetting { key: "colour".into(), value: "\"blue\"".into() });
    /// ```
    pub fn from_katago_json(text: &str) -> Result<Rules, RulesError> {
        let bad = |key: &str, value: &str| RulesError::BadSetting {
            key: key.to_string(),
            value: value.to_string(),
        };
        let map: Map<String, Value> = match serde_json::from_str(text.trim()) {
            Ok(Value::Object(map)) => map,
            Ok(_) => return Err(bad("json", "not a JSON object")),
            Err(e) => return Err(bad("json", &e.to_string())),
        };
        let mut rules = Preset::TrompTaylor.rules();
        let (mut tax_given, mut komi_given) = (false, false);
        for (key, value) in &map {
            let shown = value.to_string();
            let text = value.as_str();
            let flag = value.as_bool();
            match key.as_str() {
                "ko" => {
                    rules.ko = text
                        .and_then(KoRule::parse)
                        .ok_or_else(|| bad(key, &shown))?
                }
                "score" | "scoring" => {
                    rules.scoring = text
                        .and_then(Scoring::parse)
                        .ok_or_else(|| bad(key, &shown))?
                }
                "tax" => {
                    rules.tax = text.and_then(Tax::parse).ok_or_else(|| bad(key, &shown))?;
                    tax_given = true;
                }
                "suicide" => {
                    rules.suicide = match flag.ok_or_else(|| bad(key, &shown))? {
                        true => SuicideRule::MultiStoneAllowed,
                        false => SuicideRule::Forbidden,
                    }
                }
                "hasButton" => rules.button = flag.ok_or_else(|| bad(key, &shown))?,
                "friendlyPassOk" => {
                    rules.friendly_pass_ok = flag.ok_or_else(|| bad(key, &shown))?
                }
                "whiteHandicapBonus" => {
                    rules.handicap_compensation = text
                        .and_then(super::HandicapCompensation::parse)
                        .ok_or_else(|| bad(key, &shown))?
                }
                "komi" => {
                    rules.komi = value
                        .as_f64()
                        .and_then(|p| Komi::try_from_points(p).ok())
                        .filter(|k| k.half_points().abs() <= 2 * 400)
                        .ok_or_else(|| bad(key, &shown))?;
                    komi_given = true;
                }
                _ => return Err(bad(key, &shown)),
            }
        }
        if !tax_given {
            rules.tax = match rules.scoring {
                Scoring::Territory => Tax::Seki,
                Scoring::Area => Tax::None,
            };
        }
        if !komi_given {
            if rules.scoring == Scoring::Territory {
                rules.komi = Komi::from_half_points(13);
            } else if rules.button {
                rules.komi = Komi::from_half_points(14);
            }
        }
        rules.preset = None;
        let tromp_taylor = Preset::TrompTaylor.rules();
        if !rules.same_as(&tromp_taylor) {
            rules.dead_stones = DeadStones::Agreement;
        }
        if rules.ko == KoRule::Simple {
            rules.cycle = CycleRule::NoResultOnThirdOccurrence;
        }
        rules.preset = Preset::ALL.into_iter().find(|p| p.rules().same_as(&rules));
        Ok(rules)
    }

    /// The rules as KataGo's JSON object (`kata-get-rules`), keys sorted:
    /// `{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","komi":6.5,
    /// "scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}`
    /// (komi in points; `suicide` is multi-stone suicide being legal).
    /// [`Rules::from_katago_json`] reads it back to the same KataGo values.
    pub fn to_katago_json(&self) -> String {
        let mut map = Map::new();
        map.insert("friendlyPassOk".into(), self.friendly_pass_ok.into());
        map.insert("hasButton".into(), self.button.into());
        map.insert("ko".into(), self.ko.name().to_ascii_uppercase().into());
        map.insert(
            "komi".into(),
            (f64::from(self.komi.half_points()) / 2.0).into(),
        );
        map.insert(
            "scoring".into(),
            self.scoring.name().to_ascii_uppercase().into(),
        );
        map.insert(
            "suicide".into(),
            (self.suicide == SuicideRule::MultiStoneAllowed).into(),
        );
        map.insert("tax".into(), self.tax.name().to_ascii_uppercase().into());
        map.insert(
            "whiteHandicapBonus".into(),
            self.handicap_compensation.name().into(),
        );
        Value::Object(map).to_string()
    }
}

//! KataGo's GTP rules extensions: `kata-get-rules`, `kata-set-rules`,
//! `kata-set-rule` (see KataGo's `docs/GTP_Extensions.md`), mapped onto
//! [`Rules`]. Only area scoring exists here, so `scoring` is always `AREA`,
//! `tax` always `NONE`, and there is no button.

use serde_json::{json, Map, Value};
use tianyuan::{Komi, Rules, RulesError, SuicideRule};

use super::error::{clip, clip_komi_error, clip_rules_error, quote, GtpError, GtpErrorKind};

/// The rules as KataGo's JSON object, keys sorted as KataGo prints them:
/// `{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","komi":7.5,
/// "scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}`.
/// `suicide` is KataGo's flag for multi-stone suicide being legal; `komi` is
/// in points.
pub fn rules_json(rules: &Rules) -> String {
    let komi = f64::from(rules.komi.half_points()) / 2.0;
    let value = json!({
        "friendlyPassOk": false,
        "hasButton": false,
        "ko": rules.ko.name().to_ascii_uppercase(),
        "komi": komi,
        "scoring": "AREA",
        "suicide": rules.suicide == SuicideRule::MultiStoneAllowed,
        "tax": "NONE",
        "whiteHandicapBonus": rules.handicap_compensation.name(),
    });
    value.to_string()
}

/// Rules by name for GTP ([`Rules::from_name`]), refusing KataGo's
/// `stone-scoring`. KataGo defines it as ko `SIMPLE`, scoring `AREA`, tax
/// `ALL` (stones only: every group gives up two points of territory for its
/// two eyes, as ancient Chinese counting did), `whiteHandicapBonus` 0 and
/// `friendlyPassOk` true. tianyuan counts area with no group tax, so the
/// result of a stone-scoring game could differ by two points for every group
/// of difference; the core refuses the name
/// ([`tianyuan::RulesError::GroupTaxNotSupported`]) and GTP says so in
/// KataGo's terms (`kata-set-rule tax ALL` is refused alike). Errors: `bad
/// rules` (unknown or territory rule sets, and `stone-scoring`).
pub fn rules_by_name(name: &str) -> Result<Rules, GtpError> {
    Rules::from_name(name).map_err(|e| match e {
        // The core's refusal, in KataGo's terms for a KataGo controller.
        RulesError::GroupTaxNotSupported(_) => GtpError::with(
            GtpErrorKind::BadRules,
            format!(
                "{} is KataGo's stone scoring (ko SIMPLE, tax ALL: two points per group \
                 taxed, whiteHandicapBonus 0, friendlyPassOk true); tianyuan counts area with \
                 no group tax, so it cannot score it (chinese-simple-ko is the same play \
                 counted by area)",
                quote(name.trim())
            ),
        ),
        e => GtpError::with(GtpErrorKind::BadRules, clip_rules_error(e)),
    })
}

/// `kata-set-rules ARG`: a rules name (ours or KataGo's, via
/// [`rules_by_name`]) or a KataGo JSON object applied key by key over
/// `current`. A name keeps `current`'s komi, as KataGo does; a JSON `komi` key
/// sets it. Errors: `bad rules`.
pub fn set_rules(current: &Rules, arg: &str) -> Result<Rules, GtpError> {
    let arg = arg.trim();
    if arg.starts_with('{') {
        let value: Value = serde_json::from_str(arg)
            .map_err(|e| GtpError::with(GtpErrorKind::BadRules, format!("bad JSON: {e}")))?;
        let Value::Object(map) = value else {
            return Err(GtpError::with(
                GtpErrorKind::BadRules,
                "expected a JSON object",
            ));
        };
        apply_json(current, &map)
    } else {
        let named = rules_by_name(arg)?;
        let mut rules = Rules {
            komi: current.komi,
            ..named
        };
        if !rules.same_as(&named) {
            rules.preset = None;
        }
        Ok(rules)
    }
}

fn apply_json(current: &Rules, map: &Map<String, Value>) -> Result<Rules, GtpError> {
    let mut rules = *current;
    for (key, value) in map {
        let text = match value {
            Value::String(s) => s.clone(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            _ => {
                return Err(GtpError::with(
                    GtpErrorKind::BadRules,
                    format!("bad value for {}", quote(key)),
                ))
            }
        };
        rules = set_rule(&rules, key, &text)?;
    }
    Ok(rules)
}

/// `kata-set-rule KEY VALUE`: one setting over `current`. Keys: `ko`
/// (`SIMPLE`, `POSITIONAL`, `SITUATIONAL`), `multiStoneSuicideLegal` or
/// `suicide` (`true`/`false`), `whiteHandicapBonus` (`0`, `N`, `N-1`), `komi`
/// (points), and KataGo's `scoring` (`AREA` only), `tax` (`NONE` only),
/// `hasButton` (`false` only), `friendlyPassOk` (either; it changes nothing
/// under area scoring). Errors: `bad rules`.
pub fn set_rule(current: &Rules, key: &str, value: &str) -> Result<Rules, GtpError> {
    let bad = |why: &str| {
        GtpError::with(
            GtpErrorKind::BadRules,
            format!("{} {}: {why}", clip(key), clip(value)),
        )
    };
    let v = value.trim().to_ascii_lowercase();
    let mut rules = *current;
    match key.trim().to_ascii_lowercase().as_str() {
        "scoring" => {
            if v != "area" {
                return Err(bad("only area scoring is supported"));
            }
        }
        "tax" => {
            if v != "none" {
                return Err(bad("only tax NONE is supported (area scoring)"));
            }
        }
        "hasbutton" => {
            if v != "false" {
                return Err(bad("button Go is not supported"));
            }
        }
        "friendlypassok" => {
            if v != "true" && v != "false" {
                return Err(bad("expected true or false"));
            }
        }
        "komi" => {
            rules.komi =
                Komi::parse_points(value).map_err(|e| bad(&clip_komi_error(e).to_string()))?;
        }
        _ => rules
            .set(key, value)
            .map_err(|e| GtpError::with(GtpErrorKind::BadRules, clip_rules_error(e)))?,
    }
    Ok(rules)
}

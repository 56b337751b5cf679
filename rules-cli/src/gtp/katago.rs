//! KataGo's GTP rules extensions: `kata-get-rules`, `kata-set-rules`,
//! `kata-set-rule` (see KataGo's `docs/GTP_Extensions.md`), mapped onto
//! [`Rules`], whose names and JSON keys the core reads
//! ([`Rules::from_name`], [`Rules::from_katago_json`], [`Rules::set`]).

use serde_json::{Map, Value};
use tianyuan::{Komi, Rules};

use super::error::{clip, clip_komi_error, clip_rules_error, GtpError, GtpErrorKind};

/// The rules as KataGo's JSON object, keys sorted as KataGo prints them:
/// `{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","komi":7.5,
/// "scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}`.
/// `suicide` is KataGo's flag for multi-stone suicide being legal; `komi` is
/// in points ([`Rules::to_katago_json`]).
pub fn rules_json(rules: &Rules) -> String {
    rules.to_katago_json()
}

/// Rules by name for GTP ([`Rules::from_name`]: tianyuan's presets and every
/// name KataGo's parser takes, each with KataGo's meaning). Errors: `bad
/// rules` (an unknown name, with the accepted ones).
pub fn rules_by_name(name: &str) -> Result<Rules, GtpError> {
    Rules::from_name(name).map_err(|e| GtpError::with(GtpErrorKind::BadRules, clip_rules_error(e)))
}

/// `kata-set-rules ARG`: a rules name (ours or KataGo's, via
/// [`rules_by_name`]) or a KataGo JSON object, read whole as KataGo reads it
/// ([`Rules::from_katago_json`]: keys not given take KataGo's defaults). A
/// name, or an object without `komi`, keeps `current`'s komi, as KataGo's
/// `kata-set-rules` does; a JSON `komi` key sets it. Errors: `bad rules`
/// (naming the bad key or value).
pub fn set_rules(current: &Rules, arg: &str) -> Result<Rules, GtpError> {
    let arg = arg.trim();
    let named = rules_by_name(arg)?;
    let komi_given = arg.starts_with('{')
        && serde_json::from_str::<Map<String, Value>>(arg).is_ok_and(|m| m.contains_key("komi"));
    if komi_given {
        return Ok(named);
    }
    let mut rules = Rules {
        komi: current.komi,
        ..named
    };
    if !rules.same_as(&named) {
        rules.preset = None;
    }
    Ok(rules)
}

/// `kata-set-rule KEY VALUE`: one setting over `current`, by KataGo's keys
/// ([`Rules::set`]: `ko`, `scoring`, `tax`, `suicide`, `hasButton`,
/// `whiteHandicapBonus`, `friendlyPassOk`) and `komi` (points). Errors: `bad
/// rules`.
pub fn set_rule(current: &Rules, key: &str, value: &str) -> Result<Rules, GtpError> {
    let bad = |why: &str| {
        GtpError::with(
            GtpErrorKind::BadRules,
            format!("{} {}: {why}", clip(key), clip(value)),
        )
    };
    let mut rules = *current;
    match key.trim().to_ascii_lowercase().as_str() {
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

//! Typed SGF values: komi, result, board size, handicap (FF\[4\] spec, with the
//! forms of Chinese collections and the Fox server).

use crate::color::Color;

use super::error::WarningKind;

/// An exact decimal `mantissa / 10^scale`, trailing fractional zeros removed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Decimal {
    mantissa: i64,
    scale: u32,
    /// Whether the text had a decimal point (`100.0` is points, `100` may be
    /// a Fox ×100 form).
    has_point: bool,
}

/// Parses `[-+]digits[.digits]` exactly; at most 12 significant digits.
fn parse_decimal(text: &str) -> Option<Decimal> {
    let t = text.trim();
    let (neg, t) = match t.as_bytes().first()? {
        b'-' => (true, &t[1..]),
        b'+' => (false, &t[1..]),
        _ => (false, t),
    };
    let (int, frac_raw) = t.split_once('.').unwrap_or((t, ""));
    if (int.is_empty() && frac_raw.is_empty())
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac_raw.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let frac = frac_raw.trim_end_matches('0');
    let int = int.trim_start_matches('0');
    if int.len() + frac.len() > 12 {
        return None;
    }
    let mut m: i64 = 0;
    for b in int.bytes().chain(frac.bytes()) {
        m = m * 10 + i64::from(b - b'0');
    }
    Some(Decimal {
        mantissa: if neg { -m } else { m },
        scale: frac.len() as u32,
        has_point: t.contains('.'),
    })
}

/// `d * factor` if it is an integer.
fn times(d: Decimal, factor: i64) -> Option<i64> {
    let den = 10i64.pow(d.scale);
    let num = d.mantissa.checked_mul(factor)?;
    (num % den == 0).then_some(num / den)
}

/// Interprets a `KM` value as half points (7.5 points = 15).
///
/// - Points, as FF\[4\] says: `7.5`, `6.50`, `0`, `-1.5`, `0.500000`.
/// - Stones ×100 (Fox, Chinese rules): an integer of 100 or more is stones×100
///   when the rules are not Japanese or Korean: `375` = 3.75 stones = 7.5
///   points, `325` = 6.5 points ([`WarningKind::KomiInStones`]).
/// - Points ×100 (Fox, Japanese/Korean rules): `650` = 6.5 points
///   ([`WarningKind::KomiTimesHundred`]).
/// - Stones with quarter fractions (Chinese collections): `3.75` = 7.5 points,
///   `2.75` = 5.5 points, `3.25` = 6.5 points ([`WarningKind::KomiInStones`]);
///   one stone is two points (1988 art. 9 counts by stones, 2002 art. 9 too).
///
/// Returns the half points and the warning raised, or the warning alone when
/// the komi cannot be used (not a number, or not a multiple of 0.5 points).
pub(crate) fn parse_komi(text: &str, rules: Option<&str>) -> (Option<i32>, Option<WarningKind>) {
    let Some(d) = parse_decimal(text) else {
        return (None, Some(WarningKind::BadKomi));
    };
    let to_i32 = |v: i64| i32::try_from(v).ok();
    if !d.has_point && d.mantissa.abs() >= 100 {
        let japanese = rules.is_some_and(|r| {
            let r = r.to_ascii_lowercase();
            r.contains("japan") || r.contains("korea")
        });
        let (half, kind) = if japanese {
            (
                times(d, 2).filter(|v| v % 100 == 0).map(|v| v / 100),
                WarningKind::KomiTimesHundred,
            )
        } else {
            (
                times(d, 4).filter(|v| v % 100 == 0).map(|v| v / 100),
                WarningKind::KomiInStones,
            )
        };
        return match half.and_then(to_i32) {
            Some(h) => (Some(h), Some(kind)),
            None => (None, Some(WarningKind::KomiNotHalfPoint)),
        };
    }
    if let Some(h) = times(d, 2).and_then(to_i32) {
        return (Some(h), None);
    }
    if d.scale == 2 && matches!(d.mantissa.abs() % 100, 25 | 75) {
        if let Some(h) = times(d, 4).and_then(to_i32) {
            return (Some(h), Some(WarningKind::KomiInStones));
        }
    }
    (None, Some(WarningKind::KomiNotHalfPoint))
}

/// Formats half points as an SGF `KM` value in points: 15 → `7.5`, -3 → `-1.5`.
pub(crate) fn format_half_points(half: i32) -> String {
    let sign = if half < 0 { "-" } else { "" };
    let a = half.unsigned_abs();
    if a % 2 == 1 {
        format!("{sign}{}.5", a / 2)
    } else if a >= 200 {
        // `100.0`, not `100`: an integer of 100 or more reads as a Fox ×100 form.
        format!("{sign}{}.0", a / 2)
    } else {
        format!("{sign}{}", a / 2)
    }
}

/// A game's result, from `RE` (FF\[4\]: `B+1.5`, `W+R`, `B+T`, `B+F`, `0`,
/// `Void`, `?`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordedResult {
    /// Won by counting: the margin in half points (`B+1.5` → 3). Under the
    /// Chinese rules the margin is in points (2002 art. 9: one stone = 2 points).
    Score {
        /// The winner.
        winner: Color,
        /// Margin in half points, non-negative.
        margin_half_points: u32,
    },
    /// Won by resignation (`R`, `Resign`).
    Resign(Color),
    /// Won on time (`T`, `Time`).
    Time(Color),
    /// Won by forfeit (`F`, `Forfeit`).
    Forfeit(Color),
    /// Won, with no margin or reason given (`B+`).
    Win(Color),
    /// Won for another stated reason (`W+Illegal`, `B+Repetition`).
    OtherReason {
        /// The winner.
        winner: Color,
        /// The text after `+`.
        reason: String,
    },
    /// A draw (`0`, `Draw`, `Jigo`).
    Draw,
    /// No result (`Void`).
    Void,
    /// Unknown (`?` or empty).
    Unknown,
    /// Text that is none of the above; see the raw string.
    Unrecognized,
}

/// Parses an `RE` value; the warning is [`WarningKind::ResultInStones`] when a
/// quarter margin (`W+12.75`, Fox) was read as stones, or
/// [`WarningKind::UnrecognizedResult`].
pub(crate) fn parse_result(text: &str) -> (RecordedResult, Option<WarningKind>) {
    let t = text.trim();
    let lower = t.to_ascii_lowercase();
    match lower.as_str() {
        "" | "?" => return (RecordedResult::Unknown, None),
        "draw" | "jigo" | "d" => return (RecordedResult::Draw, None),
        "void" => return (RecordedResult::Void, None),
        _ => {}
    }
    if let Some(d) = parse_decimal(t) {
        if d.mantissa == 0 {
            return (RecordedResult::Draw, None);
        }
    }
    let b = lower.as_bytes();
    let winner = match b.first() {
        Some(b'b') => Color::Black,
        Some(b'w') => Color::White,
        _ => {
            return (
                RecordedResult::Unrecognized,
                Some(WarningKind::UnrecognizedResult),
            )
        }
    };
    if b.get(1) != Some(&b'+') {
        return (
            RecordedResult::Unrecognized,
            Some(WarningKind::UnrecognizedResult),
        );
    }
    let rest = t[2..].trim();
    let result = match rest.to_ascii_lowercase().as_str() {
        "" => RecordedResult::Win(winner),
        "r" | "resign" => RecordedResult::Resign(winner),
        "t" | "time" => RecordedResult::Time(winner),
        "f" | "forfeit" => RecordedResult::Forfeit(winner),
        _ => match parse_decimal(rest).filter(|d| d.mantissa >= 0) {
            Some(d) => {
                let score = |half: i64| RecordedResult::Score {
                    winner,
                    margin_half_points: u32::try_from(half).unwrap_or(u32::MAX),
                };
                if let Some(h) = times(d, 2) {
                    score(h)
                } else if let Some(h) = times(d, 4).filter(|_| d.scale == 2) {
                    return (score(h), Some(WarningKind::ResultInStones));
                } else {
                    return (
                        RecordedResult::Unrecognized,
                        Some(WarningKind::UnrecognizedResult),
                    );
                }
            }
            None => RecordedResult::OtherReason {
                winner,
                reason: rest.to_string(),
            },
        },
    };
    (result, None)
}

/// The canonical FF\[4\] text of a result.
pub(crate) fn format_result(r: &RecordedResult) -> String {
    let c = |c: &Color| c.letter();
    match r {
        RecordedResult::Score {
            winner,
            margin_half_points,
        } => format!(
            "{}+{}",
            c(winner),
            format_half_points(i32::try_from(*margin_half_points).unwrap_or(i32::MAX))
        ),
        RecordedResult::Resign(w) => format!("{}+R", c(w)),
        RecordedResult::Time(w) => format!("{}+T", c(w)),
        RecordedResult::Forfeit(w) => format!("{}+F", c(w)),
        RecordedResult::Win(w) => format!("{}+", c(w)),
        RecordedResult::OtherReason { winner, reason } => format!("{}+{reason}", c(winner)),
        RecordedResult::Draw => "0".to_string(),
        RecordedResult::Void => "Void".to_string(),
        RecordedResult::Unknown | RecordedResult::Unrecognized => "?".to_string(),
    }
}

/// Parses `SZ`: `19` or `19:13` (columns:rows), each side 1..=52.
pub(crate) fn parse_size(text: &str) -> Option<(u8, u8)> {
    let side = |s: &str| s.trim().parse::<u8>().ok().filter(|n| (1..=52).contains(n));
    match text.split_once(':') {
        Some((w, h)) => Some((side(w)?, side(h)?)),
        None => side(text).map(|n| (n, n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_points_and_stone_forms() {
        // FF[4]: KM is in points; half points are points × 2.
        assert_eq!(parse_komi("7.5", None), (Some(15), None));
        assert_eq!(parse_komi("6.50", None), (Some(13), None));
        assert_eq!(parse_komi("0.500000", None), (Some(1), None));
        assert_eq!(parse_komi("-1.5", None), (Some(-3), None));
        assert_eq!(parse_komi("0", None), (Some(0), None));
        assert_eq!(parse_komi("11", Some("Japanese")), (Some(22), None));
        // Stones: 3¾ stones = 7.5 points, 2¾ = 5.5 (1 stone = 2 points).
        let st = Some(WarningKind::KomiInStones);
        assert_eq!(parse_komi("3.75", Some("Chinese")), (Some(15), st));
        assert_eq!(parse_komi("2.75", None), (Some(11), st));
        assert_eq!(parse_komi("375", Some("Chinese")), (Some(15), st));
        assert_eq!(parse_komi("275", None), (Some(11), st));
        assert_eq!(parse_komi("325", Some("Chinese")), (Some(13), st));
        let hundred = Some(WarningKind::KomiTimesHundred);
        assert_eq!(parse_komi("650", Some("Japanese")), (Some(13), hundred));
        assert_eq!(
            parse_komi("7.3", None),
            (None, Some(WarningKind::KomiNotHalfPoint))
        );
        assert_eq!(
            parse_komi("seven", None),
            (None, Some(WarningKind::BadKomi))
        );
        assert_eq!(parse_komi("", None), (None, Some(WarningKind::BadKomi)));
        assert_eq!(parse_komi("99999999999999999", None).0, None);
    }

    #[test]
    fn half_points_format() {
        assert_eq!(format_half_points(15), "7.5");
        assert_eq!(format_half_points(-1), "-0.5");
        assert_eq!(format_half_points(-4), "-2");
        assert_eq!(format_half_points(0), "0");
        assert_eq!(format_half_points(200), "100.0");
        assert_eq!(parse_komi("100.0", None), (Some(200), None));
    }

    #[test]
    fn results() {
        use RecordedResult as R;
        let s = |w, m| R::Score {
            winner: w,
            margin_half_points: m,
        };
        assert_eq!(parse_result("B+1.5"), (s(Color::Black, 3), None));
        assert_eq!(parse_result("W+155.50"), (s(Color::White, 311), None));
        assert_eq!(parse_result("W+R").0, R::Resign(Color::White));
        assert_eq!(parse_result("B+Resign").0, R::Resign(Color::Black));
        assert_eq!(parse_result("B+time").0, R::Time(Color::Black));
        assert_eq!(parse_result("W+F").0, R::Forfeit(Color::White));
        assert_eq!(parse_result("B+").0, R::Win(Color::Black));
        assert_eq!(parse_result("0").0, R::Draw);
        assert_eq!(parse_result("Jigo").0, R::Draw);
        assert_eq!(parse_result("draw").0, R::Draw);
        assert_eq!(parse_result("Void").0, R::Void);
        assert_eq!(parse_result("?").0, R::Unknown);
        assert_eq!(
            parse_result("W+12.75"),
            (s(Color::White, 51), Some(WarningKind::ResultInStones))
        );
        assert_eq!(
            parse_result("W+Illegal").0,
            R::OtherReason {
                winner: Color::White,
                reason: "Illegal".into()
            }
        );
        assert_eq!(
            parse_result("john").1,
            Some(WarningKind::UnrecognizedResult)
        );
        for r in ["B+3.5", "W+R", "B+T", "W+F", "B+", "0", "Void", "W+Illegal"] {
            assert_eq!(format_result(&parse_result(r).0), r);
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(parse_size("19"), Some((19, 19)));
        assert_eq!(parse_size("19:13"), Some((19, 13)));
        assert_eq!(parse_size(" 9 "), Some((9, 9)));
        assert_eq!(parse_size("0"), None);
        assert_eq!(parse_size("53"), None);
        assert_eq!(parse_size("x"), None);
        // Not sizes (GameInfo::board_size errors with PointError::BadSgfSize).
        for text in [
            "",
            "-5",
            "99999999999999999999",
            "19:0",
            "0:19",
            "19:",
            ":19",
            "1:2:3",
            "9.5",
        ] {
            assert_eq!(parse_size(text), None, "{text}");
        }
        // Valid SGF sizes, supported by the engine or not (1, 26..=52).
        assert_eq!(parse_size("1"), Some((1, 1)));
        assert_eq!(parse_size("52:26"), Some((52, 26)));
    }
}

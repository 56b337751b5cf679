//! Komi (贴子), exact: an integer count of half points, the one integer unit of
//! counts, komi and margins ([`crate::scoring`], "Units"); in stones the same
//! integer is quarter stones (one stone of komi or margin is two points,
//! RULES.md §7).
//!
//! Komi is what Black gives White at the count for moving first: 3¾ stones
//! (7.5 points) in 2002 art. 11, 2¾ stones (5.5 points) in 1988 art. 11.
//! [`Komi`] and [`KomiError`] are also at the crate root.

use std::fmt;

use thiserror::Error;

/// Why a komi text or value was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum KomiError {
    /// Not a number (accepted: `7.5`, `-0.5`, `3.75`, `3¾`, `3 3/4`, `15/4`;
    /// with [`Komi::parse`], a unit after it: `3¾ stones`, `7.5 points`).
    #[error("bad komi {0:?}: expected a number such as 7.5 (points) or 3.75 / 3¾ (stones), or one with its unit: \"3¾ stones\", \"7.5 points\"")]
    Syntax(String),
    /// A number that is not a multiple of ¼ stone (½ point).
    #[error("komi {0:?} cannot be used: komi counts in steps of 1/2 point in points, 1/4 stone in stones")]
    NotQuarterStones(String),
    /// Beyond ±1000 stones.
    #[error("komi {0:?} is out of range: at most 2000 points (1000 stones) either way")]
    OutOfRange(String),
}

/// Komi given by Black to White: 2002 art. 11 sets 3¾ stones (7.5 points),
/// 1988 art. 11 sets 2¾ stones (5.5 points). Stored exactly as an integer of
/// half points ([`Komi::half_points`], the crate's one integer unit); ¼ stone
/// = ½ point, so the same integer read in stones is quarter stones, which
/// [`Komi::stones_string`] writes. Negative komi is komi given by White.
///
/// ```
/// use tianyuan::{Komi, KomiError};
///
/// // 7.5 points is 3¾ stones: 15 half points, the same 15 quarter stones.
/// let komi = Komi::parse("7.5").unwrap(); // a bare number is in points
/// assert_eq!(komi, Komi::CHINESE_2002);
/// assert_eq!(komi.half_points(), 15);
/// assert_eq!(komi.stones_string(), "3¾");
/// // In stones, with the unit: 2¾ stones = 5.5 points (1988 art. 11).
/// assert_eq!(Komi::parse("2¾ stones").unwrap().points_string(), "5.5");
/// assert_eq!(Komi::parse("3 3/4 stones").unwrap(), komi);
/// // Komi counts in steps of half a point.
/// assert!(matches!(Komi::parse("7.3"), Err(KomiError::NotQuarterStones(_))));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Komi {
    quarter_stones: i32,
}

const LIMIT: i64 = 4000;

impl Komi {
    /// No komi.
    pub const ZERO: Komi = Komi { quarter_stones: 0 };
    /// 3¾ stones = 7.5 points (2002 art. 11).
    pub const CHINESE_2002: Komi = Komi { quarter_stones: 15 };
    /// 2¾ stones = 5.5 points (1988 art. 11).
    pub const CHINESE_1988: Komi = Komi { quarter_stones: 11 };

    /// Komi of `q` quarter stones (= `q` half points): [`Komi::from_half_points`].
    #[deprecated(
        since = "0.2.0",
        note = "the same integer is half points: use Komi::from_half_points"
    )]
    pub const fn from_quarter_stones(q: i32) -> Komi {
        Komi { quarter_stones: q }
    }

    /// Komi of `h` half points, checked: [`KomiError::OutOfRange`] beyond
    /// ±2000 points (±1000 stones), the limit the parsers apply (for values
    /// that come from outside, such as a binding's integer argument).
    pub fn try_from_half_points(h: i64) -> Result<Komi, KomiError> {
        if h.unsigned_abs() > LIMIT as u64 {
            return Err(KomiError::OutOfRange(format!(
                "{} points ({h} half points)",
                half_units_string(h)
            )));
        }
        Ok(Komi {
            quarter_stones: h as i32,
        })
    }

    /// [`Komi::try_from_half_points`]: the same integer read as quarter stones.
    #[deprecated(
        since = "0.2.0",
        note = "the same integer is half points: use Komi::try_from_half_points"
    )]
    pub fn try_from_quarter_stones(q: i64) -> Result<Komi, KomiError> {
        Komi::try_from_half_points(q)
    }

    /// Komi of `points` points as a float (a binding's number, 7.5),
    /// checked: [`KomiError::NotQuarterStones`] unless a whole number of
    /// half points (NaN and infinities included), [`KomiError::OutOfRange`]
    /// beyond ±2000 points (±1000 stones, the parsers' limit).
    pub fn try_from_points(points: f64) -> Result<Komi, KomiError> {
        let half = points * 2.0;
        if !half.is_finite() || half.fract() != 0.0 {
            return Err(KomiError::NotQuarterStones(points.to_string()));
        }
        if half.abs() > LIMIT as f64 {
            return Err(KomiError::OutOfRange(points.to_string()));
        }
        Ok(Komi::from_half_points(half as i32))
    }

    /// Komi of `h` half points (= `h` quarter stones).
    pub const fn from_half_points(h: i32) -> Komi {
        Komi { quarter_stones: h }
    }

    /// In quarter stones (15 for 3¾ stones): [`Komi::half_points`], the same
    /// integer.
    #[deprecated(
        since = "0.2.0",
        note = "the same integer is half points: use Komi::half_points"
    )]
    pub const fn quarter_stones(self) -> i32 {
        self.quarter_stones
    }

    /// In half points (15 for 7.5 points, which is 3¾ stones): the crate's one
    /// integer unit.
    pub const fn half_points(self) -> i32 {
        self.quarter_stones
    }

    /// Parses komi in points: `7.5`, `6.5`, `0`, `-3.5`, `7` (and `15/2`).
    /// Errors: [`KomiError`].
    pub fn parse_points(text: &str) -> Result<Komi, KomiError> {
        // points * 2 = half points
        let (num, den) = parse_rational(text)?;
        to_units(num * 2, den, text)
    }

    /// Parses komi in stones: `3.75`, `3¾`, `3 3/4`, `2.75`, `15/4`.
    /// Errors: [`KomiError`].
    pub fn parse_stones(text: &str) -> Result<Komi, KomiError> {
        // stones * 4 = quarter stones
        let (num, den) = parse_rational(text)?;
        to_units(num * 4, den, text)
    }

    /// Parses komi with its unit after the number: `3¾ stones`, `3.75 stones`,
    /// `3¾子`, `7.5 points`, `7.5目` (子 counts stones and 目 points, as the
    /// rules texts write komi: 2002 art. 11 "贴3¾子"); a bare number is in
    /// points, as GTP and SGF `KM` give it. Units may be singular (`1 stone`)
    /// and any case. Errors: [`KomiError`].
    pub fn parse(text: &str) -> Result<Komi, KomiError> {
        let t = text.trim();
        let lower = t.to_lowercase();
        for (unit, stones) in [
            ("stones", true),
            ("stone", true),
            ("子", true),
            ("points", false),
            ("point", false),
            ("目", false),
        ] {
            if let Some(number) = lower.strip_suffix(unit) {
                let number = number.trim_end();
                let parsed = if stones {
                    Komi::parse_stones(number)
                } else {
                    Komi::parse_points(number)
                };
                // Errors quote the whole text, unit included.
                return parsed.map_err(|e| match e {
                    KomiError::Syntax(_) => KomiError::Syntax(text.to_string()),
                    KomiError::NotQuarterStones(_) => KomiError::NotQuarterStones(text.to_string()),
                    KomiError::OutOfRange(_) => KomiError::OutOfRange(text.to_string()),
                });
            }
        }
        Komi::parse_points(t)
    }

    /// Points as text: `7.5`, `-0.5`, `6`.
    pub fn points_string(self) -> String {
        half_units_string(self.quarter_stones as i64)
    }

    /// Stones as text with a vulgar fraction: `3¾`, `2¾`, `-½`, `0`.
    pub fn stones_string(self) -> String {
        quarter_string(self.quarter_stones as i64)
    }
}

impl fmt::Display for Komi {
    /// `3¾ stones (7.5 points)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} stones ({} points)",
            self.stones_string(),
            self.points_string()
        )
    }
}

/// `num / den` (exact, in i128 so no text can overflow it) as a komi, or why not.
fn to_units(num: i128, den: i128, text: &str) -> Result<Komi, KomiError> {
    if num % den != 0 {
        return Err(KomiError::NotQuarterStones(text.to_string()));
    }
    let v = num / den;
    if v.unsigned_abs() > LIMIT as u128 {
        return Err(KomiError::OutOfRange(text.to_string()));
    }
    Ok(Komi {
        quarter_stones: v as i32,
    })
}

/// Parses `-3.75`, `3¾`, `3 3/4`, `15/4`, `7` into an exact fraction. The
/// parts are bounded (an `i64` whole part, at most six decimals, fractions up
/// to 1,000,000), so the i128 arithmetic cannot overflow.
pub(crate) fn parse_rational(text: &str) -> Result<(i128, i128), KomiError> {
    let bad = || KomiError::Syntax(text.to_string());
    let t = text.trim();
    if t.is_empty() || t.len() > 32 {
        return Err(bad());
    }
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.trim_start()),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (whole, frac): (&str, (i64, i64)) = if let Some(w) = t.strip_suffix('¼') {
        (w, (1, 4))
    } else if let Some(w) = t.strip_suffix('½') {
        (w, (1, 2))
    } else if let Some(w) = t.strip_suffix('¾') {
        (w, (3, 4))
    } else if let Some((w, f)) = t.split_once(' ') {
        (w, parse_fraction(f.trim()).ok_or_else(bad)?)
    } else if t.contains('/') {
        ("", parse_fraction(t).ok_or_else(bad)?)
    } else {
        (t, (0, 1))
    };
    let whole = whole.trim();
    let (int_part, dec) = match whole.split_once('.') {
        Some((i, d)) => (i, d),
        None => (whole, ""),
    };
    if !int_part.bytes().all(|b| b.is_ascii_digit())
        || !dec.bytes().all(|b| b.is_ascii_digit())
        || dec.len() > 6
        || (int_part.is_empty() && dec.is_empty() && frac.0 == 0)
    {
        return Err(bad());
    }
    let i: i64 = if int_part.is_empty() {
        0
    } else {
        int_part.parse().map_err(|_| bad())?
    };
    let scale = 10i64.pow(dec.len() as u32);
    let d: i64 = if dec.is_empty() {
        0
    } else {
        dec.parse().map_err(|_| bad())?
    };
    // value = i + d/scale + frac
    let (i, d, scale) = (i128::from(i), i128::from(d), i128::from(scale));
    let frac = (i128::from(frac.0), i128::from(frac.1));
    let den = scale * frac.1;
    let mut num = i * den + d * frac.1 + frac.0 * scale;
    if neg {
        num = -num;
    }
    Ok((num, den))
}

fn parse_fraction(t: &str) -> Option<(i64, i64)> {
    let (n, d) = t.split_once('/')?;
    let n: i64 = n.trim().parse().ok()?;
    let d: i64 = d.trim().parse().ok()?;
    if !(1..=1_000_000).contains(&d) || !(0..=1_000_000).contains(&n) {
        return None;
    }
    Some((n, d))
}

/// `v` halves as a decimal: 15 → `7.5`, -1 → `-0.5`, 12 → `6`.
pub(crate) fn half_units_string(v: i64) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let a = v.unsigned_abs();
    if a.is_multiple_of(2) {
        format!("{sign}{}", a / 2)
    } else {
        format!("{sign}{}.5", a / 2)
    }
}

/// `v` quarters with a vulgar fraction: 15 → `3¾`, 3 → `¾`, -2 → `-½`, 8 → `2`.
pub(crate) fn quarter_string(v: i64) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let a = v.abs();
    let frac = ["", "¼", "½", "¾"][(a % 4) as usize];
    let whole = a / 4;
    if whole == 0 && !frac.is_empty() {
        format!("{sign}{frac}")
    } else {
        format!("{sign}{whole}{frac}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_komi_values() {
        // 2002 art. 11: 3¾ stones; RULES.md §7: = 7.5 points. 1988 art. 11: 2¾ = 5.5.
        assert_eq!(Komi::parse_stones("3¾"), Ok(Komi::CHINESE_2002));
        assert_eq!(Komi::parse_stones("3 3/4"), Ok(Komi::CHINESE_2002));
        assert_eq!(Komi::parse_stones("3.75"), Ok(Komi::CHINESE_2002));
        // Huge numbers are out of range, never an overflow (a fuzzer found
        // `komi 7777777277777777778` panicking in a debug build).
        for text in [
            "7777777277777777778",
            "-9223372036854775807",
            "9223372036854775807 1/2",
        ] {
            assert!(
                matches!(Komi::parse_points(text), Err(KomiError::OutOfRange(_))),
                "{text}"
            );
            assert!(
                matches!(Komi::parse_stones(text), Err(KomiError::OutOfRange(_))),
                "{text}"
            );
        }
        // ±1000 stones are ±2000 points, 4000 half points, as the parsers allow.
        assert_eq!(Komi::try_from_half_points(15), Ok(Komi::CHINESE_2002));
        assert_eq!(
            Komi::try_from_half_points(-4000),
            Ok(Komi::from_half_points(-4000))
        );
        // Said in points (4001 half points are 2000.5 points), not "4001/2",
        // with the integer given.
        assert_eq!(
            Komi::try_from_half_points(4001),
            Err(KomiError::OutOfRange(
                "2000.5 points (4001 half points)".into()
            ))
        );
        assert_eq!(
            Komi::try_from_half_points(i64::MIN),
            Err(KomiError::OutOfRange(format!(
                "-4611686018427387904 points ({} half points)",
                i64::MIN
            )))
        );
        // The deprecated quarter-stone names: the same integer (3¾ stones are
        // 15 quarter stones, 7.5 points 15 half points).
        #[allow(deprecated)]
        {
            assert_eq!(Komi::try_from_quarter_stones(15), Ok(Komi::CHINESE_2002));
            assert_eq!(Komi::from_quarter_stones(11), Komi::CHINESE_1988);
            assert_eq!(Komi::CHINESE_2002.quarter_stones(), 15);
            assert!(Komi::try_from_quarter_stones(4001).is_err());
        }
        // Points as a float: 7.5 points are 3¾ stones (2002 art. 11); a
        // quarter point is no whole half point; ±2000 points is the edge.
        assert_eq!(Komi::try_from_points(7.5), Ok(Komi::CHINESE_2002));
        assert_eq!(
            Komi::try_from_points(-2000.0),
            Ok(Komi::from_half_points(-4000))
        );
        for bad in [7.25, f64::NAN, f64::INFINITY] {
            assert!(matches!(
                Komi::try_from_points(bad),
                Err(KomiError::NotQuarterStones(_))
            ));
        }
        for far in [2000.5, -1e300] {
            assert!(matches!(
                Komi::try_from_points(far),
                Err(KomiError::OutOfRange(_))
            ));
        }
        assert_eq!(Komi::parse_points("7.5"), Ok(Komi::CHINESE_2002));
        assert_eq!(Komi::parse_points("5.5"), Ok(Komi::CHINESE_1988));
        assert_eq!(Komi::CHINESE_2002.stones_string(), "3¾");
        assert_eq!(Komi::CHINESE_2002.points_string(), "7.5");
        assert_eq!(Komi::parse_points("-0.5").unwrap().half_points(), -1);
        assert_eq!(Komi::parse_points("0").unwrap(), Komi::ZERO);
        assert_eq!(Komi::from_half_points(-1).stones_string(), "-¼");
    }

    #[test]
    fn komi_with_its_unit() {
        // 2002 art. 11: 3¾ stones, 7.5 points; 1988 art. 11: 2¾ stones.
        for text in [
            "3¾ stones",
            "3.75 stones",
            "3 3/4 stones",
            "3¾子",
            "15/4 Stones",
        ] {
            assert_eq!(Komi::parse(text), Ok(Komi::CHINESE_2002), "{text}");
        }
        for text in [
            "7.5",
            " 7.5 ",
            "7.5 points",
            "7.5 POINTS",
            "7.5目",
            "15/2 points",
        ] {
            assert_eq!(Komi::parse(text), Ok(Komi::CHINESE_2002), "{text}");
        }
        assert_eq!(Komi::parse("2¾ stones"), Ok(Komi::CHINESE_1988));
        assert_eq!(Komi::parse("1 stone"), Ok(Komi::from_half_points(4)));
        assert_eq!(Komi::parse("1 point"), Ok(Komi::from_half_points(2)));
        assert_eq!(Komi::parse("-½ stone"), Ok(Komi::from_half_points(-2)));
        // A bare number is points: 3.75 points is no multiple of ½ point.
        assert_eq!(
            Komi::parse("3.75"),
            Err(KomiError::NotQuarterStones("3.75".into()))
        );
        assert_eq!(
            Komi::parse("3.1 stones"),
            Err(KomiError::NotQuarterStones("3.1 stones".into()))
        );
        assert_eq!(
            Komi::parse("stones"),
            Err(KomiError::Syntax("stones".into()))
        );
        assert_eq!(
            Komi::parse("7.5 meters"),
            Err(KomiError::Syntax("7.5 meters".into()))
        );
        assert_eq!(
            Komi::parse("2000 stones"),
            Err(KomiError::OutOfRange("2000 stones".into()))
        );
    }

    #[test]
    fn bad_komi() {
        assert!(matches!(
            Komi::parse_points("7.25"),
            Err(KomiError::NotQuarterStones(_))
        ));
        assert!(matches!(
            Komi::parse_stones("3.1"),
            Err(KomiError::NotQuarterStones(_))
        ));
        for bad in ["", "abc", "7.5.5", "--1", "1e3", "3/0", "NaN"] {
            assert!(Komi::parse_points(bad).is_err(), "{bad}");
        }
        assert!(matches!(
            Komi::parse_points("99999"),
            Err(KomiError::OutOfRange(_))
        ));
    }
}

//! Character sets: bytes → text, before any SGF parsing.
//!
//! Decoding comes first because in Shift_JIS, Big5 and GBK the second byte of
//! a character may be `]` or `\`, which would end or escape a value. The order:
//! 1. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE) decides;
//! 2. UTF-16 without a BOM is recognised by its zero bytes (warning);
//! 3. the first `CA[...]` after the first `(;` names the charset, looked up by
//!    the WHATWG labels of `encoding_rs` plus SGF spellings (`ISO8859_1`,
//!    `EUC-CN`, `UTF8`); an unknown name is a warning and step 4 applies;
//! 4. with no `CA`: UTF-8 if the bytes are valid UTF-8, else GB18030 when that
//!    keeps every `[`, `]` and `\` (else windows-1252, never losing a byte) (GB18030 is common in
//!    Chinese collections), with a warning.
//!
//! Bytes invalid in the chosen encoding become U+FFFD with a warning.

use encoding_rs::{Encoding, GB18030, UTF_16BE, UTF_16LE, UTF_8};

use super::error::{SgfWarning, WarningKind};

/// The text of an SGF file and how it was decoded.
pub(crate) struct Decoded {
    pub text: String,
    pub encoding: &'static Encoding,
    pub warnings: Vec<SgfWarning>,
}

fn warn(kind: WarningKind, detail: String) -> SgfWarning {
    SgfWarning {
        kind,
        node: None,
        position: None,
        property: None,
        detail,
    }
}

/// Looks up an SGF `CA` value: WHATWG labels, then common SGF spellings.
pub(crate) fn charset_for_label(label: &str) -> Option<&'static Encoding> {
    let label = label.trim();
    let lower = label.to_ascii_lowercase();
    let enc = Encoding::for_label(lower.as_bytes())
        .or_else(|| Encoding::for_label(lower.replace('_', "-").as_bytes()))
        .or_else(|| Encoding::for_label(lower.replace(['_', '-'], "").as_bytes()))
        .or(match lower.as_str() {
            "euc-cn" | "euccn" | "cp936" | "gb-2312" => Some(encoding_rs::GBK),
            "sjis" | "cp932" => Some(encoding_rs::SHIFT_JIS),
            "cp949" | "uhc" => Some(encoding_rs::EUC_KR),
            "cp950" | "big-5" => Some(encoding_rs::BIG5),
            "iso-8859-1" | "latin-1" => Some(encoding_rs::WINDOWS_1252),
            _ => None,
        })?;
    // The "replacement" encoding (for labels such as iso-2022-kr) decodes any
    // input to a single U+FFFD: treat it as unknown.
    (enc != encoding_rs::REPLACEMENT).then_some(enc)
}

/// The value of the first `CA[...]` after the first `(;`, as raw bytes.
fn sniff_charset(bytes: &[u8]) -> Option<&[u8]> {
    let start = bytes.windows(2).position(|w| w == b"(;")?;
    let b = &bytes[start..];
    let mut i = 0;
    while i + 3 <= b.len() {
        if &b[i..i + 3] == b"CA[" && (i == 0 || !b[i - 1].is_ascii_alphabetic()) {
            let rest = &b[i + 3..];
            let end = rest.iter().take(64).position(|&c| c == b']')?;
            return Some(&rest[..end]);
        }
        i += 1;
    }
    None
}

/// Recognises UTF-16 without a BOM: SGF text is mostly ASCII, so one byte of
/// each pair is zero.
fn sniff_utf16(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(4096) & !1];
    let pairs = head.len() / 2;
    if pairs < 2 {
        return None;
    }
    let even_zero = head.iter().step_by(2).filter(|&&b| b == 0).count();
    let odd_zero = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
    // Plain text has no zero bytes; UTF-16 of SGF has many on one side (the
    // ASCII syntax), few on the other.
    if odd_zero * 4 >= pairs && even_zero * 50 <= pairs {
        Some(UTF_16LE)
    } else if even_zero * 4 >= pairs && odd_zero * 50 <= pairs {
        Some(UTF_16BE)
    } else {
        None
    }
}

fn decode_with(bytes: &[u8], enc: &'static Encoding, mut warnings: Vec<SgfWarning>) -> Decoded {
    let (text, had_errors) = enc.decode_without_bom_handling(bytes);
    if had_errors {
        warnings.push(warn(
            WarningKind::MalformedBytes,
            format!("bytes not valid {} were replaced by U+FFFD", enc.name()),
        ));
    }
    Decoded {
        text: text.into_owned(),
        encoding: enc,
        warnings,
    }
}

/// Decodes SGF bytes to text (see the module documentation for the order).
pub(crate) fn decode(bytes: &[u8]) -> Decoded {
    if let Some((enc, bom_len)) = Encoding::for_bom(bytes) {
        return decode_with(&bytes[bom_len..], enc, Vec::new());
    }
    if let Some(enc) = sniff_utf16(bytes) {
        let w = warn(
            WarningKind::GuessedEncoding,
            format!(
                "no byte-order mark; read as {} from its zero bytes",
                enc.name()
            ),
        );
        return decode_with(bytes, enc, vec![w]);
    }
    let mut warnings = Vec::new();
    if let Some(label) = sniff_charset(bytes) {
        let label_text = String::from_utf8_lossy(label);
        match charset_for_label(&label_text) {
            // A CA naming UTF-16 on ASCII-compatible bytes cannot be right.
            Some(enc) if enc != UTF_16LE && enc != UTF_16BE => {
                return decode_with(bytes, enc, warnings)
            }
            _ => warnings.push(warn(
                WarningKind::UnknownCharset,
                format!("CA[{label_text}] is not a known charset; read as UTF-8, else GB18030"),
            )),
        }
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoded {
            text: text.to_string(),
            encoding: UTF_8,
            warnings,
        },
        Err(_) => {
            // GB18030 takes 0x40..=0xFE as the second byte of a character, which
            // includes `[`, `]` and `\\`: a Latin-1 byte before a `]` would swallow
            // it and lose the rest of the node silently. Keep GB18030 only when
            // every bracket and backslash survives; else read windows-1252, which
            // maps every byte to one character.
            let (gb, _, _) = GB18030.decode(bytes);
            let structural = |c: char| matches!(c, '[' | ']' | '\\');
            let raw = bytes.iter().filter(|&&b| structural(b as char)).count();
            if gb.chars().filter(|&c| structural(c)).count() == raw {
                warnings.push(warn(
                    WarningKind::GuessedEncoding,
                    "not valid UTF-8 and no usable CA; read as GB18030".to_string(),
                ));
                decode_with(bytes, GB18030, warnings)
            } else {
                warnings.push(warn(
                    WarningKind::GuessedEncoding,
                    "not valid UTF-8 and no usable CA, and GB18030 would swallow SGF brackets; read as windows-1252 (Latin-1)".to_string(),
                ));
                decode_with(bytes, encoding_rs::WINDOWS_1252, warnings)
            }
        }
    }
}

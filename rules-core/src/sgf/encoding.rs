//! Character sets: how SGF bytes become text.
//!
//! The SGF syntax (`(`, `;`, `[`, `]`, `\\`, identifiers) is ASCII, so in
//! every ASCII-compatible charset the bytes are parsed first and each value
//! decoded afterwards: an escaped `\\` or `]` that is the second byte of a
//! Big5, GBK or Shift_JIS character (MultiGo writes them so) is unescaped as a
//! byte, then decoded with its first byte. The order:
//! 1. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE) decides; UTF-16 is decoded
//!    before parsing;
//! 2. UTF-16 without a BOM is recognised by its zero bytes (warning);
//! 3. the bytes are parsed, and the `CA` property of the first game tree's
//!    root node names the charset of every value, looked up by the WHATWG
//!    labels of `encoding_rs` plus SGF spellings (`ISO8859_1`, `EUC-CN`,
//!    `UTF8`); a `CA` elsewhere (a comment quoting one, a later node) is not
//!    read. An unknown name is a warning and step 4 applies. A stateful 7-bit
//!    charset (ISO-2022-JP), whose characters use `[`, `\\` and `]`, is decoded
//!    before parsing;
//! 4. with no usable `CA`: UTF-8 if every value is valid UTF-8, else GB18030
//!    if every value is valid GB18030 (common in Chinese collections), else
//!    windows-1252, which never loses a byte; with a warning.
//!
//! A value with bytes invalid in the charset gets U+FFFD and a
//! [`WarningKind::MalformedBytes`] warning naming its property; one that ends
//! in the first byte of a two-byte character says that its `]` may have been
//! that character's second byte written unescaped (the reading's guess). Bytes
//! that do not parse at all are decoded first by a `CA` found in the text,
//! with a warning that says so, as older readers did.

use encoding_rs::{Encoding, GB18030, UTF_16BE, UTF_16LE, UTF_8};

use std::borrow::Cow;

use super::compact::{ByteTree, CompactTree};
use super::error::{SgfError, SgfWarning, WarningKind};
use super::parse::{parse_compact, parse_tree_bytes};

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

/// The value of the first `CA[...]` after the first `(;`, as raw bytes (for
/// bytes that do not parse as SGF only: see [`read`]).
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
    // Text without a zero byte (nearly every file) is not UTF-16.
    if pairs < 2 || !head.contains(&0) {
        return None;
    }
    let even_zero = head.iter().step_by(2).filter(|&&b| b == 0).count();
    let odd_zero = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
    // Plain text has no zero bytes; UTF-16 of SGF has many on one side (the
    // ASCII syntax), few on the other.
    let enc = if odd_zero * 4 >= pairs && even_zero * 50 <= pairs {
        UTF_16LE
    } else if even_zero * 4 >= pairs && odd_zero * 50 <= pairs {
        UTF_16BE
    } else {
        return None;
    };
    // A game tree's `(` in that form must come before any `(;` in one-byte
    // form: ASCII text with many NUL bytes (which SGF skips as white space)
    // is not UTF-16.
    let open: [u8; 2] = if enc == UTF_16LE {
        [b'(', 0]
    } else {
        [0, b'(']
    };
    let wide = head.chunks_exact(2).position(|p| p == open)? * 2;
    let narrow = bytes.windows(2).position(|w| w == b"(;");
    narrow.is_none_or(|n| n > wide).then_some(enc)
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

/// Decodes SGF bytes to text for the decode-first readings: a byte-order
/// mark, UTF-16 recognised by its zero bytes, or `None` when the bytes are to
/// be parsed as bytes ([`read`]).
fn decode_first(bytes: &[u8]) -> Option<Decoded> {
    if let Some((enc, bom_len)) = Encoding::for_bom(bytes) {
        return Some(decode_with(&bytes[bom_len..], enc, Vec::new()));
    }
    let enc = sniff_utf16(bytes)?;
    let w = warn(
        WarningKind::GuessedEncoding,
        format!(
            "no byte-order mark; read as {} from its zero bytes",
            enc.name()
        ),
    );
    Some(decode_with(bytes, enc, vec![w]))
}

/// Game trees read from SGF bytes (in compact form), with the encoding used
/// and the file-level warnings (encodings first, then syntax).
pub(crate) struct Read {
    pub trees: Vec<CompactTree>,
    pub encoding: &'static Encoding,
    pub warnings: Vec<SgfWarning>,
}

/// Reads SGF bytes (see the module documentation for the order).
/// At most `max_nodes` nodes ([`super::ParseOptions::max_nodes`]).
pub(crate) fn read(bytes: &[u8], max_nodes: usize) -> Result<Read, SgfError> {
    if let Some(d) = decode_first(bytes) {
        return read_text(d, max_nodes);
    }
    let (trees, syntax) = match parse_tree_bytes(bytes, max_nodes) {
        Ok(parsed) => parsed,
        Err(e) => return fallback(bytes, e, max_nodes),
    };
    let mut warnings = Vec::new();
    // The label's bytes, each read as the character of the same number.
    let label = trees
        .first()
        .and_then(|t| t.root_value("CA"))
        .map(|v| v.iter().map(|&b| char::from(b)).collect::<String>());
    let mut chosen = None;
    if let Some(label) = label {
        match charset_for_label(&label) {
            // A CA naming UTF-16 on ASCII-compatible bytes cannot be right.
            Some(enc) if enc == UTF_16LE || enc == UTF_16BE => {}
            // Stateful 7-bit charsets (ISO-2022-JP) use `[`, `\` and `]` as
            // character bytes: decode first, as their writers expect.
            Some(enc) if !enc.is_ascii_compatible() => {
                return read_text(decode_with(bytes, enc, warnings), max_nodes);
            }
            Some(enc) => chosen = Some(enc),
            None => {}
        }
        if chosen.is_none() {
            warnings.push(warn(
                WarningKind::UnknownCharset,
                format!("CA[{label}] is not a known charset; read as UTF-8, else GB18030"),
            ));
        }
    }
    let enc = match chosen {
        Some(enc) => enc,
        None => {
            let (enc, why) = guess(&trees);
            warnings.extend(why);
            enc
        }
    };
    let trees = decode_values(trees, enc, &mut warnings);
    warnings.extend(syntax);
    Ok(Read {
        trees,
        encoding: enc,
        warnings,
    })
}

/// Parses text decoded first.
fn read_text(d: Decoded, max_nodes: usize) -> Result<Read, SgfError> {
    let (trees, syntax) = parse_compact(&d.text, max_nodes)?;
    let mut warnings = d.warnings;
    warnings.extend(syntax);
    Ok(Read {
        trees,
        encoding: d.encoding,
        warnings,
    })
}

/// The bytes did not parse as SGF bytes: perhaps a charset whose character
/// bytes include `]` or `\` unescaped (written by programs that decode before
/// unescaping). The charset is then guessed from the first `CA[` in the text,
/// the text decoded and parsed again, with a warning; if that fails too, the
/// byte parse's error stands.
fn fallback(bytes: &[u8], error: SgfError, max_nodes: usize) -> Result<Read, SgfError> {
    let Some(enc) = sniff_charset(bytes)
        .and_then(|label| charset_for_label(&String::from_utf8_lossy(label)))
        .filter(|&enc| enc != UTF_8 && enc != UTF_16LE && enc != UTF_16BE)
    else {
        return Err(error);
    };
    let w = warn(
        WarningKind::GuessedEncoding,
        format!(
            "not readable as SGF bytes ({error}); decoded as {} (from a CA found in the text) before parsing",
            enc.name()
        ),
    );
    read_text(decode_with(bytes, enc, vec![w]), max_nodes).map_err(|_| error)
}

/// The charset of a file with no usable `CA`: UTF-8 if every value is valid
/// UTF-8, else GB18030 if every value is valid GB18030 (common in Chinese
/// collections), else windows-1252, which maps every byte to a character.
fn guess(trees: &[ByteTree]) -> (&'static Encoding, Option<SgfWarning>) {
    // ASCII is valid in both charsets tried (ASCII-compatible), and not asked.
    let all_valid = |enc: &'static Encoding| {
        trees.iter().all(|t| {
            t.all_values(|v| {
                enc.decode_without_bom_handling_and_without_replacement(v)
                    .is_some()
            })
        })
    };
    if all_valid(UTF_8) {
        return (UTF_8, None);
    }
    if all_valid(GB18030) {
        let w = warn(
            WarningKind::GuessedEncoding,
            "not valid UTF-8 and no usable CA; read as GB18030".to_string(),
        );
        return (GB18030, Some(w));
    }
    let w = warn(
        WarningKind::GuessedEncoding,
        "neither valid UTF-8 nor GB18030, and no usable CA; read as windows-1252 (Latin-1)"
            .to_string(),
    );
    (encoding_rs::WINDOWS_1252, Some(w))
}

/// Most warnings about single values before they are summed up.
const MAX_VALUE_WARNINGS: usize = 20;

/// Decodes every value (parsed as bytes) in `enc`. A value with bytes
/// invalid in `enc` gets U+FFFD and a warning naming its property; one that
/// ends in the first byte of a two-byte character says that its `]` may have
/// been that character's second byte, written unescaped.
fn decode_values(
    trees: Vec<ByteTree>,
    enc: &'static Encoding,
    warnings: &mut Vec<SgfWarning>,
) -> Vec<CompactTree> {
    let mut bad = 0usize;
    let trees = trees
        .into_iter()
        .map(|tree| {
            tree.decode_values(|node, ident, position, bytes| {
                let (text, had_errors) = enc.decode_without_bom_handling(bytes);
                if had_errors {
                    bad += 1;
                    if bad <= MAX_VALUE_WARNINGS {
                        let lone = ends_in_lead_byte(bytes, enc);
                        let detail = if lone {
                            format!(
                                "{}[...] ends in the first byte of a two-byte {} character: \
                                 the ']' after it may be the character's second byte written \
                                 unescaped; read as the end of the value, the byte as U+FFFD",
                                ident,
                                enc.name()
                            )
                        } else {
                            format!(
                                "{}[...] has bytes not valid {}; they were replaced by U+FFFD",
                                ident,
                                enc.name()
                            )
                        };
                        warnings.push(SgfWarning {
                            kind: WarningKind::MalformedBytes,
                            node: Some(node),
                            position: Some(position),
                            property: Some(ident.to_string()),
                            detail,
                        });
                    }
                }
                // Borrowed: the bytes are valid UTF-8 and are the text.
                match text {
                    Cow::Borrowed(_) => None,
                    Cow::Owned(text) => Some(text),
                }
            })
        })
        .collect();
    if bad > MAX_VALUE_WARNINGS {
        warnings.push(warn(
            WarningKind::MalformedBytes,
            format!(
                "{} more values had bytes not valid {}",
                bad - MAX_VALUE_WARNINGS,
                enc.name()
            ),
        ));
    }
    trees
}

/// Whether `bytes` end in a byte that starts a two-byte character of `enc`
/// (GBK/GB18030, Big5, Shift_JIS), left alone.
fn ends_in_lead_byte(bytes: &[u8], enc: &'static Encoding) -> bool {
    let Some((&last, rest)) = bytes.split_last() else {
        return false;
    };
    let is_lead = |b: u8| {
        if enc == encoding_rs::SHIFT_JIS {
            matches!(b, 0x81..=0x9F | 0xE0..=0xFC)
        } else if enc == GB18030 || enc == encoding_rs::GBK || enc == encoding_rs::BIG5 {
            matches!(b, 0x81..=0xFE)
        } else {
            false
        }
    };
    if !is_lead(last) {
        return false;
    }
    // The byte is a lead only if it is not itself the second byte of a pair:
    // count the lead bytes before it.
    let leads = rest.iter().rev().take_while(|&&b| is_lead(b)).count();
    leads % 2 == 0
}

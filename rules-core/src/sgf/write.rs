//! The writer: game trees and records → SGF text (UTF-8, `CA[UTF-8]`),
//! iteratively, escaping `]` and `\` in every value.

use super::record::{GameInfo, GameRecord};
use super::text::TextKind;
use super::tree::{GameTree, NodeId, Property};
use super::values::{format_half_points, format_result, parse_result};

/// Escapes a value: `\` → `\\`, `]` → `\]` (FF\[4\] "Text" escaping; `:` is
/// left alone, so composed values such as `aa:cc` stay composed).
pub fn escape_value(value: &str, out: &mut String) {
    for c in value.chars() {
        if c == '\\' || c == ']' {
            out.push('\\');
        }
        out.push(c);
    }
}

fn write_properties(props: &[Property], out: &mut String) {
    for p in props {
        out.push_str(&p.ident);
        if p.values.is_empty() {
            out.push_str("[]");
        }
        // FF[4]'s white space for text values, as the reader applies it:
        // what is written reads back as written.
        let kind = TextKind::of(&p.ident);
        for v in &p.values {
            out.push('[');
            match kind {
                Some(kind) => escape_value(&kind.apply(v), out),
                None => escape_value(v, out),
            }
            out.push(']');
        }
    }
}

enum Step {
    Open,
    Node(NodeId),
    Close,
}

/// Writes one tree; `root_props` replaces the root's properties when given.
fn write_tree_into(tree: &GameTree, root_props: Option<&[Property]>, out: &mut String) {
    out.push('(');
    let mut stack = vec![Step::Node(NodeId::ROOT)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Open => out.push_str("\n("),
            Step::Close => out.push(')'),
            Step::Node(id) => {
                let Some(node) = tree.get(id) else { continue };
                out.push(';');
                match root_props {
                    Some(props) if id == NodeId::ROOT => write_properties(props, out),
                    _ => write_properties(&node.properties, out),
                }
                if id == NodeId::ROOT {
                    out.push('\n');
                }
                match node.children() {
                    [] => {}
                    [only] => stack.push(Step::Node(*only)),
                    many => {
                        for &c in many.iter().rev() {
                            stack.push(Step::Close);
                            stack.push(Step::Node(c));
                            stack.push(Step::Open);
                        }
                    }
                }
            }
        }
    }
    out.push_str(")\n");
}

/// SGF text of raw trees, every property as stored (a `CA` is written as it
/// was, although the text is UTF-8: use [`write_records`] to set it).
pub fn write_trees(trees: &[GameTree]) -> String {
    let mut out = String::new();
    for t in trees {
        write_tree_into(t, None, &mut out);
    }
    out
}

/// SGF text of raw trees for a Unicode string (Python's `str`, a Rust
/// `String`): as [`write_trees`], except that each root's `CA` says `UTF-8`
/// (the text is Unicode, whatever charset the file was read in), and a root
/// without `CA` gets `CA[UTF-8]` first when the text is not ASCII (FF\[4\]'s
/// default charset is ISO-8859-1). The trees are not changed.
pub fn write_trees_unicode(trees: &[GameTree]) -> String {
    let mut out = String::new();
    for t in trees {
        let props = &t.root().properties;
        let mut root: Vec<Property> = props
            .iter()
            .map(|p| {
                if p.ident == "CA" {
                    Property::new("CA", vec!["UTF-8".to_string()])
                } else {
                    p.clone()
                }
            })
            .collect();
        let mut text = String::new();
        write_tree_into(t, Some(&root), &mut text);
        if !text.is_ascii() && !props.iter().any(|p| p.ident == "CA") {
            root.insert(0, Property::new("CA", vec!["UTF-8".to_string()]));
            text.clear();
            write_tree_into(t, Some(&root), &mut text);
        }
        out.push_str(&text);
    }
    out
}

/// SGF bytes of raw trees in the charset `charset` (a name such as
/// [`super::Collection::encoding`] gives: `GBK`, `Shift_JIS`, `UTF-8`),
/// every property as stored, `CA` included: a record read from a GBK file is
/// written back in GBK under its own `CA`. Returns the bytes and the charset
/// they are in. When the charset is UTF-8, UTF-16 (SGF's syntax needs an
/// ASCII-compatible charset), unknown, or cannot write some character of the
/// text, the bytes are [`write_trees_unicode`]'s text in UTF-8 (each root's
/// `CA` saying so) and the charset returned is `UTF-8`.
pub fn write_trees_in(trees: &[GameTree], charset: &str) -> (Vec<u8>, &'static str) {
    let unicode = || (write_trees_unicode(trees).into_bytes(), "UTF-8");
    let Some(enc) = super::encoding::charset_for_label(charset) else {
        return unicode();
    };
    if enc == encoding_rs::UTF_8 || !enc.is_ascii_compatible() {
        return unicode();
    }
    let text = write_trees(trees);
    // `encode` would write unmappable characters as HTML references.
    let (bytes, used, unmappable) = enc.encode(&text);
    if unmappable || used != enc {
        return unicode();
    }
    (bytes.into_owned(), enc.name())
}

/// SGF text of one record: its tree, with the root's game-info properties
/// taken from [`GameRecord::info`] (komi in points, `SZ[w:h]` when not square,
/// an `SZ` that is not a size as written: [`GameInfo::bad_size`]) and
/// `CA[UTF-8]`. Reading the text back gives an equal record.
pub fn write_record(record: &GameRecord) -> String {
    write_records(std::slice::from_ref(record))
}

/// SGF text of several records, one game tree each.
pub fn write_records(records: &[GameRecord]) -> String {
    let mut out = String::new();
    for r in records {
        let root = info_properties(r.info(), &r.tree().root().properties);
        write_tree_into(r.tree(), Some(&root), &mut out);
    }
    out
}

/// Identifiers whose value comes from [`GameInfo`] when writing a record.
const MANAGED: [&str; 16] = [
    "CA", "GM", "SZ", "KM", "HA", "RE", "RU", "PB", "PW", "BR", "WR", "DT", "EV", "PC", "GN", "FF",
];

/// The root properties for `info`: `existing` in order, with the game-info
/// properties replaced (or removed when `None`), then the missing ones.
pub(crate) fn info_properties(info: &GameInfo, existing: &[Property]) -> Vec<Property> {
    let mut wanted: Vec<(&str, String)> =
        vec![("FF", "4".to_string()), ("CA", "UTF-8".to_string())];
    if let Some(g) = info.game {
        wanted.push(("GM", g.to_string()));
    }
    // A value that is not a size is written as read (not as the 19×19 its
    // points were read on), so the record reads back the same.
    let size = if let Some(text) = &info.bad_size {
        text.clone()
    } else if info.width == info.height {
        info.width.to_string()
    } else {
        format!("{}:{}", info.width, info.height)
    };
    wanted.push(("SZ", size));
    if let Some(k) = info.komi_half_points {
        wanted.push(("KM", format_half_points(k)));
    }
    if let Some(h) = info.handicap {
        wanted.push(("HA", h.to_string()));
    }
    if let Some(result) = &info.result {
        let raw_ok = info
            .result_raw
            .as_deref()
            .is_some_and(|raw| &parse_result(raw).0 == result);
        let text = match (&info.result_raw, raw_ok) {
            (Some(raw), true) => raw.clone(),
            _ => format_result(result),
        };
        wanted.push(("RE", text));
    }
    for (ident, value) in info.text_fields() {
        if let Some(v) = value {
            wanted.push((ident, v.clone()));
        }
    }
    let mut out = Vec::with_capacity(existing.len() + wanted.len());
    let mut used = [false; MANAGED.len()];
    for p in existing {
        match MANAGED.iter().position(|m| *m == p.ident) {
            None => out.push(p.clone()),
            Some(k) if !used[k] => {
                used[k] = true;
                // FF is kept as written (FF[3] files stay FF[3]).
                if p.ident == "FF" {
                    out.push(p.clone());
                } else if let Some((_, v)) = wanted.iter().find(|(w, _)| *w == p.ident) {
                    out.push(Property::new(p.ident.clone(), vec![v.clone()]));
                }
            }
            Some(_) => {}
        }
    }
    for (ident, v) in wanted {
        let k = MANAGED.iter().position(|m| *m == ident).unwrap_or(0);
        if !used[k] {
            used[k] = true;
            out.push(Property::new(ident, vec![v]));
        }
    }
    out
}

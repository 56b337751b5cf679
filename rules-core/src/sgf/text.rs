//! White space in SGF text values, as FF\[4\] defines the two text types
//! (<https://www.red-bean.com/sgf/sgf4.html#text>):
//!
//! - **Text** (`C`, `GC`): soft line breaks (`\` before a line break) are
//!   removed; other line breaks stay; every other white space character
//!   (tab, vertical tab, form feed) becomes a space.
//! - **SimpleText** (`PB`, `PW`, `GN`, `EV`, `RE`, `DT`, `N`, … and the text
//!   part of the composed `LB`, `AP`, `FG`): soft line breaks removed first,
//!   then every line break (`\n`, `\r`, `\r\n`, `\n\r`, one space each) and
//!   every other white space character becomes a space.
//!
//! Values of other types are left as written. The reader applies this to
//! every value it reads (so the values a program is given, in Rust, C or
//! Python, are the ones FF\[4\] defines), the writer to every value it writes
//! (so what is written reads back unchanged). White space here is ASCII: tab
//! (9), line feed (10), vertical tab (11), form feed (12), carriage return
//! (13); other characters, U+3000 included, are text.

use std::borrow::Cow;

/// The FF\[4\] text type of a property's values.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TextKind {
    /// Text: line breaks kept, other white space made spaces.
    Text,
    /// SimpleText: every white space character (line breaks too) made a space.
    SimpleText,
}

impl TextKind {
    /// The text type of property `ident` (upper case, as read), `None` for
    /// properties that are not text (moves, numbers, points) or unknown.
    /// Composed values whose second part is SimpleText (`LB[aa:label]`,
    /// `AP[name:version]`, `FG[257:title]`) count as SimpleText: their first
    /// part holds no white space.
    pub fn of(ident: &str) -> Option<TextKind> {
        TextKind::of_bytes(ident.as_bytes())
    }

    /// [`TextKind::of`] on the identifier's bytes (the parser's, not yet
    /// checked as text): one match on the bytes, run per property read.
    #[inline]
    pub(crate) fn of_bytes(ident: &[u8]) -> Option<TextKind> {
        match ident {
            b"C" | b"GC" => Some(TextKind::Text),
            b"AN" | b"AP" | b"BR" | b"BT" | b"CP" | b"DT" | b"EV" | b"FG" | b"GN" | b"LB"
            | b"N" | b"ON" | b"OT" | b"PB" | b"PC" | b"PW" | b"RE" | b"RO" | b"RU" | b"SO"
            | b"US" | b"WR" | b"WT" => Some(TextKind::SimpleText),
            _ => None,
        }
    }

    /// `value` (escapes and soft line breaks already resolved) with its white
    /// space as this type defines it; borrowed when nothing changes.
    pub fn apply<'a>(self, value: &'a str) -> Cow<'a, str> {
        if !value.bytes().any(|b| self.changes(b)) {
            return Cow::Borrowed(value);
        }
        let mut bytes = value.as_bytes().to_vec();
        self.apply_bytes(&mut bytes, 0);
        // Only ASCII bytes were replaced by ASCII bytes or removed: still UTF-8.
        Cow::Owned(
            String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        )
    }

    /// Whether byte `b` is changed by this type.
    #[inline]
    fn changes(self, b: u8) -> bool {
        match self {
            TextKind::Text => matches!(b, b'\t' | 0x0B | 0x0C),
            TextKind::SimpleText => matches!(b, b'\t' | b'\n' | 0x0B | 0x0C | b'\r'),
        }
    }

    /// [`TextKind::apply`] in place on `bytes[start..]` (a value just read,
    /// in an ASCII-compatible charset: white space bytes are never part of a
    /// multi-byte character there).
    pub(crate) fn apply_bytes(self, bytes: &mut Vec<u8>, start: usize) {
        let Some(first) = bytes
            .get(start..)
            .and_then(|v| v.iter().position(|&b| self.changes(b)))
        else {
            return;
        };
        let mut read = start + first;
        let mut write = read;
        while let Some(&b) = bytes.get(read) {
            read += 1;
            let out = match (self, b) {
                (TextKind::SimpleText, b'\n' | b'\r') => {
                    // A two-byte line break is one line break: one space.
                    let pair = if b == b'\n' { b'\r' } else { b'\n' };
                    if bytes.get(read) == Some(&pair) {
                        read += 1;
                    }
                    b' '
                }
                (_, b) if self.changes(b) => b' ',
                (_, b) => b,
            };
            bytes[write] = out;
            write += 1;
        }
        bytes.truncate(write);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_type_as_ff4_defines_it() {
        let value = "a\tb\x0Bc\x0Cd\ne\r\nf\n\rg\rh  i";
        assert_eq!(TextKind::Text.apply(value), "a b c d\ne\r\nf\n\rg\rh  i");
        assert_eq!(TextKind::SimpleText.apply(value), "a b c d e f g h  i");
        // Two line breaks are two spaces; a lone value is borrowed.
        assert_eq!(TextKind::SimpleText.apply("x\n\ny"), "x  y");
        assert!(matches!(TextKind::Text.apply("x\ny"), Cow::Borrowed(_)));
        // Other characters, ideographic space included, are text.
        assert_eq!(
            TextKind::SimpleText.apply("李\u{3000}昌镐\n九段"),
            "李\u{3000}昌镐 九段"
        );
        let mut bytes = b"keep\tthis\n".to_vec();
        TextKind::SimpleText.apply_bytes(&mut bytes, 4);
        assert_eq!(bytes, b"keep this ");
    }

    #[test]
    fn types_of_properties() {
        assert_eq!(TextKind::of("C"), Some(TextKind::Text));
        assert_eq!(TextKind::of("PB"), Some(TextKind::SimpleText));
        assert_eq!(TextKind::of("LB"), Some(TextKind::SimpleText));
        assert_eq!(TextKind::of("B"), None);
        assert_eq!(TextKind::of("KM"), None);
        assert_eq!(TextKind::of("XX"), None);
    }
}

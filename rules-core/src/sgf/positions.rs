//! The text positions of a compact tree's nodes and properties, delta-coded:
//! about one byte a position instead of the eight of a [`TextPosition`].
//!
//! Positions are kept in the order they were pushed (the order of the SGF
//! text: a node's `;`, then its properties', then the next node's), each as
//! a variable-length code relative to the one before: a column step on the
//! same line (one byte below 32 columns), or a line step and the column. Every
//! [`CHUNK`]-th position is written whole and its offset in the code kept, so
//! reading any position decodes at most `CHUNK` codes. Positions that go
//! backwards (not made by the parser, but allowed) are written whole too.

use super::error::TextPosition;

/// Positions between two whole ones.
const CHUNK: usize = 32;

/// Tags in the low two bits of a code's first number.
const SAME_LINE: u64 = 0;
const LINES_ON: u64 = 1;
const WHOLE: u64 = 2;

/// A list of text positions, read by index.
#[derive(Clone, Debug, Default)]
pub(crate) struct Positions {
    /// The codes, one after the other.
    code: Vec<u8>,
    /// The offset in `code` of position `k * CHUNK`, for each `k`.
    chunks: Vec<u32>,
    /// The number of positions.
    len: usize,
    /// The last position pushed.
    last: TextPosition,
}

impl Positions {
    /// An empty list with room for about `n` positions.
    pub(crate) fn with_capacity(n: usize) -> Positions {
        Positions {
            code: Vec::with_capacity(n + n / 8),
            chunks: Vec::with_capacity(n / CHUNK + 1),
            len: 0,
            last: TextPosition::default(),
        }
    }

    /// Adds a position after the others.
    #[inline]
    pub(crate) fn push(&mut self, p: TextPosition) {
        // Most positions: a few columns on, inside a chunk; one byte.
        if p.line == self.last.line
            && p.column >= self.last.column
            && p.column - self.last.column < 32
            && !self.len.is_multiple_of(CHUNK)
        {
            // Below 32, shifted by the tag's two bits: below 128, one byte.
            self.code.push(((p.column - self.last.column) << 2) as u8);
            self.last = p;
            self.len += 1;
            return;
        }
        self.push_coded(p);
    }

    /// [`Positions::push`] for any step.
    fn push_coded(&mut self, p: TextPosition) {
        let (line, column) = (u64::from(p.line), u64::from(p.column));
        let (last_line, last_column) = (u64::from(self.last.line), u64::from(self.last.column));
        if self.len.is_multiple_of(CHUNK) {
            // Code lengths are bounded (at most 10 bytes a position, and
            // positions by the parser's node and value limits): the offset
            // fits in u32; saturated rather than wrapped if it ever did not.
            self.chunks
                .push(u32::try_from(self.code.len()).unwrap_or(u32::MAX));
            self.whole(line, column);
        } else if line == last_line && column >= last_column {
            put(&mut self.code, (column - last_column) << 2 | SAME_LINE);
        } else if line > last_line {
            put(&mut self.code, (line - last_line) << 2 | LINES_ON);
            put(&mut self.code, column);
        } else {
            self.whole(line, column);
        }
        self.last = p;
        self.len += 1;
    }

    fn whole(&mut self, line: u64, column: u64) {
        put(&mut self.code, line << 2 | WHOLE);
        put(&mut self.code, column);
    }

    /// Position `i` (`None` past the end).
    pub(crate) fn get(&self, i: usize) -> Option<TextPosition> {
        if i >= self.len {
            return None;
        }
        let start = *self.chunks.get(i / CHUNK)? as usize;
        let mut reader = Reader {
            code: self.code.get(start..).unwrap_or(&[]),
            last: TextPosition::default(),
        };
        let mut p = reader.next();
        for _ in 0..i % CHUNK {
            p = reader.next();
        }
        Some(p)
    }

    /// Every position in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = TextPosition> + '_ {
        let mut reader = Reader {
            code: &self.code,
            last: TextPosition::default(),
        };
        (0..self.len).map(move |_| reader.next())
    }

    /// Gives back unused room.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.code.shrink_to_fit();
        self.chunks.shrink_to_fit();
    }
}

/// Appends the step from position `from` to position `to` to `code`, coded
/// as a list's entries are but in ASCII bytes ([`put_ascii`]; one byte for
/// under 16 columns on on the same line): how a compact tree keeps a
/// property's position beside its node's, in text that stays UTF-8.
#[inline]
pub(crate) fn put_step(code: &mut Vec<u8>, from: TextPosition, to: TextPosition) {
    let (line, column) = (u64::from(to.line), u64::from(to.column));
    let (from_line, from_column) = (u64::from(from.line), u64::from(from.column));
    if line == from_line && column >= from_column {
        put_ascii(code, (column - from_column) << 2 | SAME_LINE);
    } else if line > from_line {
        put_ascii(code, (line - from_line) << 2 | LINES_ON);
        put_ascii(code, column);
    } else {
        put_ascii(code, line << 2 | WHOLE);
        put_ascii(code, column);
    }
}

/// The position a step put by [`put_step`] at `code[*at..]` leads to from
/// `from`; `at` moves past the step. Every number was made from `u32`
/// values and differences of them, so the conversions back do not saturate.
#[inline]
pub(crate) fn read_step(code: &[u8], at: &mut usize, from: TextPosition) -> TextPosition {
    let first = get_ascii(code, at);
    let narrow = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
    match first & 3 {
        SAME_LINE => TextPosition {
            line: from.line,
            column: from.column.saturating_add(narrow(first >> 2)),
        },
        LINES_ON => TextPosition {
            line: from.line.saturating_add(narrow(first >> 2)),
            column: narrow(get_ascii(code, at)),
        },
        _ => TextPosition {
            line: narrow(first >> 2),
            column: narrow(get_ascii(code, at)),
        },
    }
}

/// Moves `at` past the step at `code[*at..]` without reading it.
#[inline]
pub(crate) fn skip_step(code: &[u8], at: &mut usize) {
    // One byte, same line: most steps.
    if let Some(&b) = code.get(*at) {
        if b & (ASCII_MORE | 3) == SAME_LINE as u8 {
            *at += 1;
            return;
        }
    }
    read_step(code, at, TextPosition::default());
}

/// The bit of an ASCII-coded byte that says another follows.
pub(crate) const ASCII_MORE: u8 = 0x40;

/// Appends `v` in six-bit groups, low first, with [`ASCII_MORE`] set on all
/// but the last: every byte is ASCII (below 0x80).
#[inline]
pub(crate) fn put_ascii(code: &mut Vec<u8>, mut v: u64) {
    while v >= u64::from(ASCII_MORE) {
        code.push((v & 0x3F) as u8 | ASCII_MORE);
        v >>= 6;
    }
    code.push(v as u8);
}

/// The bytes [`put_ascii`] takes for `v`.
#[inline]
pub(crate) fn ascii_len(mut v: u64) -> usize {
    let mut n = 1;
    while v >= u64::from(ASCII_MORE) {
        v >>= 6;
        n += 1;
    }
    n
}

/// Reads a number put by [`put_ascii`] (or written in more groups than it
/// needs) at `code[*at..]` and moves `at` past it (0 at the end of the
/// code; groups past 64 bits ignored).
#[inline]
pub(crate) fn get_ascii(code: &[u8], at: &mut usize) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    while let Some(&b) = code.get(*at) {
        *at += 1;
        if shift < 64 {
            v |= u64::from(b & 0x3F) << shift;
        }
        shift += 6;
        if b & ASCII_MORE == 0 {
            break;
        }
    }
    v
}

/// Appends `v` in seven-bit groups, low first, the high bit set on all but
/// the last.
#[inline]
fn put(code: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        code.push((v as u8) | 0x80);
        v >>= 7;
    }
    code.push(v as u8);
}

/// Decodes codes from a point of the list.
struct Reader<'a> {
    code: &'a [u8],
    last: TextPosition,
}

impl Reader<'_> {
    /// The next number (0 at the end of the code: not reached for positions
    /// within the list).
    fn number(&mut self) -> u64 {
        let mut v = 0u64;
        let mut shift = 0;
        while let Some((&b, rest)) = self.code.split_first() {
            self.code = rest;
            if shift < 64 {
                v |= u64::from(b & 0x7F) << shift;
            }
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
        }
        v
    }

    /// The next position. Every number was made from `u32` values and
    /// differences of them, so the conversions back do not saturate.
    fn next(&mut self) -> TextPosition {
        let first = self.number();
        let narrow = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
        let p = match first & 3 {
            SAME_LINE => TextPosition {
                line: self.last.line,
                column: self.last.column.saturating_add(narrow(first >> 2)),
            },
            LINES_ON => TextPosition {
                line: self.last.line.saturating_add(narrow(first >> 2)),
                column: narrow(self.number()),
            },
            _ => TextPosition {
                line: narrow(first >> 2),
                column: narrow(self.number()),
            },
        };
        self.last = p;
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, column: u32) -> TextPosition {
        TextPosition { line, column }
    }

    /// Every position comes back, by index and in order, whatever its step
    /// from the one before: on the same line, lines on, backwards, the
    /// extremes of `u32`, across chunk boundaries.
    #[test]
    fn positions_come_back_as_pushed() {
        let mut given = vec![at(0, 0), at(1, 1), at(1, 2), at(1, 2), at(1, 200)];
        given.extend([
            at(3, 1),
            at(2, 5),
            at(2, 4),
            at(u32::MAX, u32::MAX),
            at(1, 1),
        ]);
        for k in 0..100u32 {
            given.push(at(7 + k / 3, 1 + k * 4));
        }
        given.push(at(u32::MAX, 0));
        given.push(at(0, u32::MAX));
        let mut list = Positions::with_capacity(4);
        for &p in &given {
            list.push(p);
        }
        assert_eq!(list.len, given.len());
        for (i, &p) in given.iter().enumerate() {
            assert_eq!(list.get(i), Some(p), "position {i}");
        }
        assert_eq!(list.get(given.len()), None);
        assert_eq!(list.iter().collect::<Vec<_>>(), given);
    }

    /// Steps come back as put, whichever way they go, one after the other in
    /// one code; a short step on the same line is one byte.
    #[test]
    fn steps_come_back_as_put() {
        let pairs = [
            (at(1, 1), at(1, 2)),
            (at(1, 5), at(3, 1)),
            (at(4, 9), at(2, 2)),
            (at(2, 2), at(2, 1)),
            (at(0, 0), at(u32::MAX, u32::MAX)),
            (at(u32::MAX, u32::MAX), at(0, 0)),
        ];
        let mut code = Vec::new();
        for &(from, to) in &pairs {
            put_step(&mut code, from, to);
        }
        assert_eq!(code.first(), Some(&(1 << 2)));
        let (mut a, mut b) = (0, 0);
        for &(from, to) in &pairs {
            assert_eq!(read_step(&code, &mut a, from), to);
            skip_step(&code, &mut b);
            assert_eq!(a, b);
        }
        assert_eq!(a, code.len());
        assert!(code.is_ascii());
        let given = [0u64, 63, 64, 300, u64::from(u32::MAX), u64::MAX];
        let mut numbers = Vec::new();
        for v in given {
            put_ascii(&mut numbers, v);
        }
        assert!(numbers.is_ascii());
        assert_eq!(
            numbers.len(),
            given.iter().map(|&v| ascii_len(v)).sum::<usize>()
        );
        assert_eq!(given.map(ascii_len), [1, 1, 2, 2, 6, 11]);
        let mut k = 0;
        for v in given {
            assert_eq!(get_ascii(&numbers, &mut k), v);
        }
        assert_eq!(k, numbers.len());
        // A number written in more groups than it needs reads the same.
        let mut k = 0;
        assert_eq!(get_ascii(&[0x45, 0x40, 0x00], &mut k), 5);
        assert_eq!(k, 3);
    }

    /// A long line of `;B[]` nodes (a node, then its property one column on,
    /// the next node three on) costs about a byte a position.
    #[test]
    fn a_line_of_nodes_costs_about_a_byte_a_position() {
        let mut list = Positions::default();
        for n in 0..10_000u32 {
            list.push(at(1, 1 + 4 * n));
            list.push(at(1, 2 + 4 * n));
        }
        let bytes = list.code.len() + 4 * list.chunks.len();
        // 31 of 32 codes are one byte; the whole ones at most 1 + 3 bytes
        // (columns below 2^21), and their 4-byte offsets.
        assert!(bytes <= 20_000 + 625 * (3 + 4), "{bytes} bytes");
        assert_eq!(list.get(19_999), Some(at(1, 2 + 4 * 9_999)));
    }
}

//! Character sets read from the parsed root `CA`, and escapes resolved on
//! bytes before decoding (issue 20): records written for the test, their bytes
//! made by hand.

use tianyuan::sgf::{self, WarningKind};
use tianyuan::{Color, Move, Point};

/// The `sgf_parse` fuzz target's property: read, write, read gives the same
/// records and the same text, and the raw trees survive too.
fn assert_stable(data: &[u8]) {
    let Ok(first) = sgf::parse(data) else { return };
    let text = sgf::write_records(first.games());
    let second = sgf::parse(text.as_bytes()).expect("written SGF must read back");
    assert_eq!(second.games(), first.games());
    assert_eq!(sgf::write_records(second.games()), text);
    let trees: Vec<sgf::GameTree> = first.games().iter().map(|g| g.tree().clone()).collect();
    let raw = sgf::parse_str(&sgf::write_trees(&trees)).expect("written trees must read back");
    let raw: Vec<sgf::GameTree> = raw.games().iter().map(|g| g.tree().clone()).collect();
    assert_eq!(raw, trees);
}

/// The issue's record: a comment holding `CA[GB2312` before the root's real
/// `CA[UTF-8]`. The charset is the property's, so 祆川 reads as written.
#[test]
fn the_charset_is_the_root_property_not_a_text_search() {
    let text = "(;GM[1]FF[4]C[old header was CA[GB2312]CA[UTF-8]SZ[9]PB[祆川];B[ee])";
    let c = sgf::parse(text.as_bytes()).unwrap();
    assert_eq!(c.encoding(), "UTF-8");
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
    let g = &c.games()[0];
    assert_eq!(g.info().black_player.as_deref(), Some("祆川"));
    assert_eq!(g.main_line_moves().len(), 1);
    assert_stable(text.as_bytes());
}

/// A `CA` inside a later node's comment, or in a second property's value, is
/// no charset either.
#[test]
fn a_ca_outside_the_root_is_not_the_charset() {
    let text = "(;GM[1]SZ[9]PB[祆川];B[ee]C[CA[Big5\\]];W[cc])";
    let c = sgf::parse(text.as_bytes()).unwrap();
    assert_eq!(c.encoding(), "UTF-8");
    assert_eq!(c.games()[0].info().black_player.as_deref(), Some("祆川"));
    assert_eq!(c.games()[0].main_line_moves().len(), 2);
}

/// The inputs the `sgf_parse` fuzz target found (issue 20): read, write, read
/// must give the same records and text.
#[test]
fn fuzz_inputs_of_issue_20_are_stable() {
    let mut first = vec![
        0x00, 0x0e, 0x8e, 0xf6, 0xf6, 0xf6, 0xf6, 0x28, 0x43, 0x43, 0x5b,
    ];
    first.extend([0xec; 34]);
    first.extend(b"CA[-l3]");
    assert_eq!(first.len(), 52);
    assert_stable(&first);
}

/// Found by fuzzing `sgf_parse` for five minutes after the byte-level reader.
#[test]
fn fuzz_input_of_the_byte_reader_is_stable() {
    let data = b"(S[\x80;\x00\x01\x00L\x80;\x00\x01\x00L\x00\xffS\xef\xe8\x00~\x00\xef\xffS\x00[]";
    assert_stable(data);
}

/// Shift_JIS 表 is 0x95 0x5C: MultiGo writes its second byte escaped,
/// `0x95 \ \`. Unescaping on bytes gives 表 back, and `PW` and the move after
/// it are kept (decoding first read `表` then `\]`, and the name swallowed the
/// next property and the move).
#[test]
fn escaped_second_byte_backslash_shift_jis() {
    let mut b = b"(;FF[4]CA[Shift_JIS]SZ[9]PB[".to_vec();
    b.extend([0x95, b'\\', b'\\']);
    b.extend(b"];B[ee]PW[x];W[cc])");
    let c = sgf::parse(&b).unwrap();
    assert_eq!(c.encoding(), "Shift_JIS");
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
    let g = &c.games()[0];
    assert_eq!(g.info().black_player.as_deref(), Some("表"));
    let moves = g.main_line_moves();
    assert_eq!(moves.len(), 2);
    assert_eq!(
        (moves[0].color, moves[0].mv),
        (Color::Black, Move::Place(Point::new(4, 4)))
    );
    assert_stable(&b);
}

/// Shift_JIS ゾ is 0x83 0x5D (`]`): escaped `0x83 \ ]`.
#[test]
fn escaped_second_byte_bracket_shift_jis() {
    let mut b = b"(;CA[SJIS]SZ[9]PB[".to_vec();
    b.extend([0x83, b'\\', b']']);
    b.extend(b"]PW[w];B[ee])");
    let c = sgf::parse(&b).unwrap();
    let g = &c.games()[0];
    assert_eq!(g.info().black_player.as_deref(), Some("ゾ"));
    assert_eq!(g.info().white_player.as_deref(), Some("w"));
    assert_eq!(g.main_line_moves().len(), 1);
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
}

/// Big5 許 is 0xB3 0x5C and 功 0xA5 0x5C; GBK 乗 is 0x81 0x5C and 乚 0x81 0x5D.
#[test]
fn escaped_second_bytes_big5_and_gbk() {
    let mut b = b"(;CA[Big5]SZ[9]PB[".to_vec();
    b.extend([0xB3, b'\\', b'\\', 0xA5, b'\\', b'\\']);
    b.extend(b"];B[ee];W[cc])");
    let c = sgf::parse(&b).unwrap();
    assert_eq!(c.encoding(), "Big5");
    assert_eq!(c.games()[0].info().black_player.as_deref(), Some("許功"));
    assert_eq!(c.games()[0].main_line_moves().len(), 2);

    let mut b = b"(;CA[GBK]SZ[9]C[".to_vec();
    b.extend([0x81, b'\\', b'\\', 0x81, b'\\', b']']);
    b.extend(b"];B[ee])");
    let c = sgf::parse(&b).unwrap();
    assert_eq!(c.encoding(), "GBK");
    assert_eq!(c.games()[0].tree().root().get("C").unwrap().value(), "乗乚");
    assert_eq!(c.games()[0].main_line_moves().len(), 1);
    assert!(c.warnings().is_empty(), "{:?}", c.warnings());
}

/// A first byte of a two-byte character right before `]` (a writer that did
/// not escape the second byte, or a broken name): the value ends there, the
/// byte becomes U+FFFD, and a warning names the property, so the reading's
/// guess is said; the move after it is kept.
#[test]
fn a_lone_first_byte_before_the_bracket_is_reported() {
    let mut b = b"(;CA[GBK]SZ[9]PB[Ren".to_vec();
    b.push(0x81);
    b.extend(b"];B[ee];W[cc])");
    let c = sgf::parse(&b).unwrap();
    let g = &c.games()[0];
    assert_eq!(g.info().black_player.as_deref(), Some("Ren\u{FFFD}"));
    assert_eq!(g.main_line_moves().len(), 2);
    let w = c
        .warnings()
        .iter()
        .find(|w| w.kind == WarningKind::MalformedBytes)
        .expect("a warning");
    assert_eq!(w.property.as_deref(), Some("PB"));
    assert!(w.detail.contains("second byte"), "{}", w.detail);
}

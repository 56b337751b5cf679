//! SGF text values as FF[4] defines them (sgf4.html#text): in Text (`C`,
//! `GC`) white space other than a line break becomes a space; in SimpleText
//! (`PB`, `GN`, `RE`, `LB`'s label, …) every line break, tab or other white
//! space becomes a space, soft line breaks (`\` + line break) removed first.
//! Read, and written back so that it reads the same.

use tianyuan::sgf::{self, NodeId, Property, TextKind};

/// The first value of `ident` in the root (node 0) or node 1 of the first game.
fn value(c: &sgf::Collection, node: u32, ident: &str) -> String {
    c.games()[0]
        .tree()
        .get(NodeId(node))
        .unwrap()
        .properties
        .iter()
        .find(|p| p.ident == ident)
        .unwrap_or_else(|| panic!("no {ident}"))
        .value()
        .to_string()
}

// Each value written out by hand: tab, vertical tab (\x0B), form feed
// (\x0C), line feeds and carriage returns in the four line-break forms, a
// soft line break, and an escaped tab.
const RECORD: &str = "(;GM[1]FF[4]SZ[9]PB[Li\tMing\r\nthe\nSecond]GN[a\\\nb\x0Bc]\
GC[one\ttwo\nthree\x0Cfour]C[x\r\ny\\\r\nz\\\tw]DT[2024-01-01\n\r]\
;B[ee]LB[ee:A\tB\nC]C[move\t1]N[Node\rname])";

#[test]
fn read_as_ff4_defines_text_and_simple_text() {
    let c = sgf::parse(RECORD.as_bytes()).unwrap();
    // SimpleText: tab, CRLF and LF each one space.
    assert_eq!(value(&c, 0, "PB"), "Li Ming the Second");
    assert_eq!(
        c.games()[0].info().black_player.as_deref(),
        Some("Li Ming the Second")
    );
    // Soft line break removed first, then the vertical tab a space.
    assert_eq!(value(&c, 0, "GN"), "ab c");
    // LF CR is one line break: one space.
    assert_eq!(value(&c, 0, "DT"), "2024-01-01 ");
    // Text: line breaks kept, tab and form feed spaces, soft break removed,
    // escaped tab a space.
    assert_eq!(value(&c, 0, "GC"), "one two\nthree four");
    assert_eq!(value(&c, 0, "C"), "x\r\nyz w");
    assert_eq!(value(&c, 1, "C"), "move 1");
    // Composed point:SimpleText, and a node name.
    assert_eq!(value(&c, 1, "LB"), "ee:A B C");
    assert_eq!(value(&c, 1, "N"), "Node name");
    // The same from text already decoded, and through the lazy and built
    // forms alike.
    let s = sgf::parse_str(RECORD).unwrap();
    assert_eq!(value(&s, 0, "PB"), "Li Ming the Second");
    assert_eq!(value(&s, 0, "GC"), "one two\nthree four");
    c.games()[0].check_invariants().unwrap();
}

#[test]
fn other_values_are_left_as_written() {
    // An unknown property and a move keep their bytes (FF[4] asks readers to
    // keep unknown properties).
    let c = sgf::parse(b"(;SZ[9]XX[a\tb\nc];B[ee])").unwrap();
    assert_eq!(value(&c, 0, "XX"), "a\tb\nc");
    // UTF-16 (decoded before parsing) gets the same treatment.
    let mut utf16 = vec![0xFF, 0xFE];
    for u in "(;SZ[9]PB[a\nb])".encode_utf16() {
        utf16.extend(u.to_le_bytes());
    }
    assert_eq!(value(&sgf::parse(&utf16).unwrap(), 0, "PB"), "a b");
}

#[test]
fn written_back_it_reads_the_same() {
    let c = sgf::parse(RECORD.as_bytes()).unwrap();
    let written = sgf::write_records(c.games());
    let again = sgf::parse(written.as_bytes()).unwrap();
    for (node, ident) in [
        (0, "PB"),
        (0, "GN"),
        (0, "GC"),
        (0, "C"),
        (1, "LB"),
        (1, "N"),
    ] {
        assert_eq!(
            value(&again, node, ident),
            value(&c, node, ident),
            "{ident}"
        );
    }
    // A tree built with raw values is written with FF[4]'s white space, so
    // the file says what a reader will read.
    let mut tree = sgf::GameTree::new();
    tree.get_mut(NodeId::ROOT).unwrap().properties = vec![
        Property::new("PW", vec!["Wang\nLei".to_string()]),
        Property::new("C", vec!["a\tb\nc".to_string()]),
    ];
    let text = sgf::write_trees(std::slice::from_ref(&tree));
    assert!(text.contains("PW[Wang Lei]"), "{text}");
    assert!(text.contains("C[a b\nc]"), "{text}");
    assert_eq!(TextKind::of("PW"), Some(TextKind::SimpleText));
}

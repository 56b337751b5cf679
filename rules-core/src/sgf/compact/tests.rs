//! Tests of the compact tree: built by hand, read back.

use super::*;

fn at(line: u32, column: u32) -> TextPosition {
    TextPosition { line, column }
}

/// Builds `(;A[x](;B[][y];C[long…])(;D[ü]AB[aa][bb])(;E))` by hand and
/// reads it back: shape (first child, later children, parents), the
/// identifiers, values (one of 200 bytes: a two-byte header, widened
/// from the one byte made room for), positions.
#[test]
fn a_built_tree_reads_back() {
    let mut b = TreeBuilder::new(Reserve::default());
    let value = |b: &mut TreeBuilder, bytes: &[u8]| {
        let s = b.start_value(bytes.len().min(8));
        b.push_bytes(bytes);
        b.end_value(s);
    };
    let long = vec![b'z'; 200];
    let root = b.add_node(None, at(1, 2)).ok().flatten();
    assert_eq!(root, Some(NodeId(0)));
    b.add_property(b"A", at(1, 3));
    value(&mut b, b"x");
    let n1 = b.add_node(root, at(1, 8)).ok().flatten();
    b.add_property(b"B", at(2, 1));
    value(&mut b, b"");
    value(&mut b, b"y");
    let n2 = b.add_node(n1, at(2, 9)).ok().flatten();
    b.add_property(b"C", at(2, 10));
    value(&mut b, &long);
    assert_eq!(n2, Some(NodeId(2)));
    let n3 = b.add_node(root, at(3, 1)).ok().flatten();
    b.add_property(b"D", at(3, 2));
    value(&mut b, "ü".as_bytes());
    b.add_property(b"AB", at(3, 7));
    value(&mut b, b"aa");
    value(&mut b, b"bb");
    let n4 = b.add_node(root, at(4, 1)).ok().flatten();
    assert_eq!((n3, n4), (Some(NodeId(3)), Some(NodeId(4))));
    let tree = b.finish();
    assert_eq!(tree.root_value("A"), Some(&b"x"[..]));
    assert_eq!(tree.root_value("B"), None);
    let t = tree.into_text();
    assert_eq!(t.len(), 5);
    let kids = |i: u32| t.children(NodeId(i)).to_vec();
    assert_eq!(kids(0), [NodeId(1), NodeId(3), NodeId(4)]);
    assert_eq!(kids(1), [NodeId(2)]);
    assert!(kids(2).is_empty() && kids(3).is_empty() && kids(4).is_empty());
    for i in 0..5u32 {
        assert_eq!(t.children_slice(NodeId(i)), &kids(i)[..], "node {i}");
    }
    let parents: Vec<_> = (0..5).map(|i| t.parent(NodeId(i))).collect();
    let r = Some(NodeId(0));
    assert_eq!(parents, [None, r, Some(NodeId(1)), r, r]);
    assert_eq!(t.first_child(NodeId(0)), Some(NodeId(1)));
    assert_eq!(t.first_child(NodeId(2)), None);
    let props = |i: u32| {
        t.props(NodeId(i))
            .map(|p| {
                let values: Vec<String> = p.values().map(str::to_string).collect();
                (p.ident.to_string(), values, p.position())
            })
            .collect::<Vec<_>>()
    };
    let s = |v: &str| v.to_string();
    assert_eq!(props(0), [(s("A"), vec![s("x")], at(1, 3))]);
    assert_eq!(props(1), [(s("B"), vec![s(""), s("y")], at(2, 1))]);
    assert_eq!(props(2), [(s("C"), vec!["z".repeat(200)], at(2, 10))]);
    assert_eq!(
        props(3),
        [
            (s("D"), vec![s("ü")], at(3, 2)),
            (s("AB"), vec![s("aa"), s("bb")], at(3, 7))
        ]
    );
    assert!(props(4).is_empty());
    assert_eq!(t.position(NodeId(3)), Some(at(3, 1)));
    assert_eq!(t.get(NodeId(3), "AB").map(|p| p.value()), Some("aa"));
    assert!(t.get(NodeId(3), "B").is_none());
    let owned = t.to_tree();
    assert_eq!(owned.len(), 5);
    let n = owned.get(NodeId(3)).map(|n| n.properties.clone());
    assert_eq!(n.map(|p| p[1].position), Some(at(3, 7)));
}

/// A node of 70 properties (over what its byte counts) and a line of 40
/// nodes (over two offset chunks) read back in any order: each node's
/// entries are found from its chunk or from the last node read.
#[test]
fn many_properties_and_nodes_read_back_in_any_order() {
    let mut b = TreeBuilder::new(Reserve::default());
    let mut last = b.add_node(None, at(1, 1)).ok().flatten();
    let idents: Vec<String> = (0..70u8)
        .map(|k| format!("{}{}", char::from(b'A' + k / 26), char::from(b'A' + k % 26)))
        .collect();
    for (k, ident) in idents.iter().enumerate() {
        b.add_property(ident.as_bytes(), at(2, 1 + k as u32));
        let s = b.start_value(2);
        b.push_bytes(ident.to_lowercase().as_bytes());
        b.end_value(s);
    }
    for n in 1..40u32 {
        last = b.add_node(last, at(3, n)).ok().flatten();
        if n % 3 != 0 {
            b.add_property(b"C", at(3, n));
            let s = b.start_value(2);
            b.push_bytes(n.to_string().as_bytes());
            b.end_value(s);
        }
    }
    let t = b.finish().into_text();
    assert_eq!(t.len(), 40);
    let root: Vec<(String, String)> = t
        .props(NodeId::ROOT)
        .map(|p| (p.ident.to_string(), p.value().to_string()))
        .collect();
    let want: Vec<(String, String)> = idents
        .iter()
        .map(|i| (i.clone(), i.to_lowercase()))
        .collect();
    assert_eq!(root, want);
    assert_eq!(
        t.get(NodeId::ROOT, "CR").map(|p| p.position()),
        Some(at(2, 70))
    );
    // Backwards, forwards, and jumping across chunks.
    let order: Vec<u32> = (1..40)
        .rev()
        .chain(1..40)
        .chain([33, 2, 17, 16, 15, 39, 1])
        .collect();
    for n in order {
        let got = t.get(NodeId(n), "C").map(|p| p.value().to_string());
        let want = (n % 3 != 0).then(|| n.to_string());
        assert_eq!(got, want, "node {n}");
        assert_eq!(t.props(NodeId(n)).count(), usize::from(n % 3 != 0));
    }
    assert_eq!(t.props(NodeId(40)).count(), 0);
    assert_eq!(t.parent(NodeId(39)), Some(NodeId(38)));
}

/// Decoding replaces the values it is given, keeps the others, and keeps
/// the shape and positions.
#[test]
fn decoded_values_replace_the_bytes() {
    let mut b = TreeBuilder::new(Reserve::default());
    let value = |b: &mut TreeBuilder, bytes: &[u8]| {
        let s = b.start_value(bytes.len());
        b.push_bytes(bytes);
        b.end_value(s);
    };
    let root = b.add_node(None, at(1, 2)).ok().flatten();
    b.add_property(b"C", at(1, 3));
    value(&mut b, &[0xE9]);
    value(&mut b, b"ok");
    let _ = b.add_node(root, at(1, 20));
    b.add_property(b"N", at(1, 21));
    value(&mut b, &[b'a', 0xFF]);
    let mut seen = Vec::new();
    let t = b.finish().decode_values(|node, ident, position, bytes| {
        seen.push((node, ident.to_string(), position, bytes.to_vec()));
        (node == NodeId::ROOT).then(|| "é".repeat(100))
    });
    assert_eq!(
        seen,
        [
            (NodeId(0), "C".to_string(), at(1, 3), vec![0xE9]),
            (NodeId(1), "N".to_string(), at(1, 21), vec![b'a', 0xFF])
        ]
    );
    let root_values: Vec<_> = t
        .get(NodeId(0), "C")
        .map(|p| p.values().collect())
        .unwrap_or_default();
    assert_eq!(root_values, ["é".repeat(100).as_str(), "ok"]);
    // Kept but not UTF-8: read lossily.
    assert_eq!(t.get(NodeId(1), "N").map(|p| p.value()), Some("a\u{FFFD}"));
    assert_eq!(t.parent(NodeId(1)), Some(NodeId(0)));
    assert_eq!(t.get(NodeId(1), "N").map(|p| p.position()), Some(at(1, 21)));
}

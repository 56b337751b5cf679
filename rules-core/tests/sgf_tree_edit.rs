//! Editing SGF game trees: inserting a child at a position and removing a
//! subtree with the renumbering of the nodes that remain.

use tianyuan::sgf::{self, GameTree, NodeId};

fn tree(text: &str) -> GameTree {
    sgf::parse_str(text)
        .unwrap()
        .into_games()
        .remove(0)
        .into_tree()
}

/// The `C` value of each node in id order.
fn labels(t: &GameTree) -> Vec<String> {
    t.nodes()
        .iter()
        .map(|n| {
            n.get("C")
                .map(|p| p.value().to_string())
                .unwrap_or_default()
        })
        .collect()
}

#[test]
fn insert_child_places_it_among_the_children() {
    let mut t = tree("(;C[r](;C[a])(;C[b]))");
    let root = NodeId::ROOT;
    let first = t.insert_child(root, 0).unwrap();
    let last = t.insert_child(root, 99).unwrap();
    let middle = t.insert_child(root, 2).unwrap();
    // Ids are given in order of creation after the three parsed nodes.
    assert_eq!((first, last, middle), (NodeId(3), NodeId(4), NodeId(5)));
    assert_eq!(
        t.root().children(),
        &[NodeId(3), NodeId(1), NodeId(5), NodeId(2), NodeId(4)]
    );
    assert_eq!(t.get(middle).unwrap().parent(), Some(root));
    assert_eq!(t.insert_child(NodeId(9), 0), None);
}

#[test]
fn remove_subtree_renumbers_the_rest() {
    // Pre-order ids: 0 r, 1 a, 2 a1, 3 a2, 4 b, 5 b1.
    let mut t = tree("(;C[r](;C[a](;C[a1])(;C[a2]))(;C[b];C[b1]))");
    assert_eq!(labels(&t), ["r", "a", "a1", "a2", "b", "b1"]);
    let map = t.remove_subtree(NodeId(1)).unwrap();
    assert_eq!(
        map,
        vec![
            Some(NodeId(0)),
            None,
            None,
            None,
            Some(NodeId(1)),
            Some(NodeId(2))
        ]
    );
    assert_eq!(labels(&t), ["r", "b", "b1"]);
    assert_eq!(t.root().children(), &[NodeId(1)]);
    assert_eq!(t.get(NodeId(2)).unwrap().parent(), Some(NodeId(1)));
    assert_eq!(t, tree("(;C[r];C[b];C[b1])"));
    // A leaf in the middle of the numbering.
    let mut t = tree("(;C[r](;C[a](;C[a1])(;C[a2]))(;C[b];C[b1]))");
    let map = t.remove_subtree(NodeId(2)).unwrap();
    assert_eq!(map[3], Some(NodeId(2)));
    assert_eq!(t, tree("(;C[r](;C[a];C[a2])(;C[b];C[b1]))"));
    // The root and unknown nodes are refused, with nothing changed.
    assert_eq!(t.remove_subtree(NodeId::ROOT), None);
    assert_eq!(t.remove_subtree(NodeId(40)), None);
    assert_eq!(t.len(), 5);
}

#[test]
fn remove_subtree_of_a_deep_line_does_not_recurse() {
    let text = format!("(;C[r]{})", ";B[aa]".repeat(200_000));
    let mut t = tree(&text);
    assert_eq!(t.len(), 200_001);
    t.remove_subtree(NodeId(1)).unwrap();
    assert_eq!(t.len(), 1);
    assert!(t.root().children().is_empty());
}

#[test]
fn remove_property_removes_every_occurrence_and_says_whether_there_was_one() {
    let collection = tianyuan::sgf::parse(b"(;GM[1]C[a]SZ[9]C[b])").unwrap();
    let mut tree = collection.games()[0].tree().clone();
    let root = tree.get_mut(tianyuan::sgf::NodeId(0)).unwrap();
    assert!(root.remove_property("C"));
    let idents: Vec<&str> = root.properties.iter().map(|p| p.ident.as_str()).collect();
    assert_eq!(idents, ["GM", "SZ"]);
    assert!(!root.remove_property("C"));
}

//! Records read lazily (the compact parsed form, the owned tree built on
//! demand) against records read eagerly from the owned tree: every `.sgf`
//! under `../shared/data/`, tricky inputs, random SGF-like text, and edits
//! after parsing.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use tianyuan::sgf::{self, GameRecord, GameTree, NodeId, TextPosition};
use tianyuan::{Color, Move, Point};

/// Everything a tree holds, text positions included (`GameTree`'s own
/// equality ignores them): per node its position, parent, children and
/// properties (identifier, values, position).
type FullNode = (
    TextPosition,
    Option<NodeId>,
    Vec<NodeId>,
    Vec<(String, Vec<String>, TextPosition)>,
);

fn full(tree: &GameTree) -> Vec<FullNode> {
    tree.nodes()
        .iter()
        .map(|n| {
            let props = n
                .properties
                .iter()
                .map(|p| (p.ident.clone(), p.values.clone(), p.position))
                .collect();
            (n.position, n.parent(), n.children().to_vec(), props)
        })
        .collect()
}

/// The lazy record and the record read eagerly from its owned tree agree on
/// everything: the tree (positions included), the game information, the
/// node data, the warnings, the shape and the territory marks; and the
/// record's own check of its two forms passes.
fn assert_lazy_matches_eager(label: &str, lazy: &GameRecord) {
    // Read before the owned tree exists (these use the compact form).
    let main_line = lazy.main_line();
    let variations = lazy.variations();
    let marks = lazy.territory_marks();
    let n = lazy.tree().len();
    let children: Vec<Vec<NodeId>> = (0..n)
        .map(|i| lazy.children(NodeId(i as u32)).to_vec())
        .collect();
    let last = lazy.moves_to(NodeId(n as u32 - 1));

    let eager = GameRecord::from_tree(lazy.tree().clone());
    assert_eq!(full(lazy.tree()), full(eager.tree()), "{label}: tree");
    assert_eq!(lazy.info(), eager.info(), "{label}: info");
    for (i, kids) in children.iter().enumerate() {
        let id = NodeId(i as u32);
        assert_eq!(lazy.node(id), eager.node(id), "{label}: node {i}");
        assert_eq!(kids, eager.children(id), "{label}: children of {i}");
    }
    assert_eq!(lazy.warnings(), eager.warnings(), "{label}: warnings");
    assert_eq!(main_line, eager.main_line(), "{label}: main line");
    assert_eq!(variations, eager.variations(), "{label}: variations");
    assert_eq!(marks, eager.territory_marks(), "{label}: marks");
    assert_eq!(last, eager.moves_to(NodeId(n as u32 - 1)), "{label}: moves");
    assert_eq!(lazy, &eager, "{label}: record");
    lazy.check_invariants()
        .unwrap_or_else(|e| panic!("{label}: {e:?}"));
    // Built another way (taken out of a fresh record, never built before).
    let again = sgf::parse(sgf::write_trees(std::slice::from_ref(lazy.tree())).as_bytes());
    if let Ok(c) = again {
        c.games()[0].check_invariants().unwrap();
    }
}

/// Every game of `bytes` read lazily matches its eager reading; the
/// collection's encoding and file warnings do not depend on the form.
fn check_bytes(label: &str, bytes: &[u8]) -> Option<sgf::Collection> {
    let c = sgf::parse(bytes).ok()?;
    for (g, game) in c.games().iter().enumerate() {
        assert_lazy_matches_eager(&format!("{label} game {g}"), game);
    }
    // Taking the tree out without building it first gives the same tree.
    let fresh = sgf::parse(bytes).unwrap();
    assert_eq!(fresh.encoding(), c.encoding(), "{label}");
    assert_eq!(fresh.warnings(), c.warnings(), "{label}");
    for (a, b) in fresh.into_games().into_iter().zip(c.games()) {
        assert_eq!(full(&a.into_tree()), full(b.tree()), "{label}");
    }
    Some(c)
}

#[path = "common/data.rs"]
mod data;

/// Every `.sgf` file under `dir`, sorted.
fn sgf_files(dir: &Path) -> Vec<PathBuf> {
    data::files(dir)
        .into_iter()
        .map(|(_, p)| p)
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")))
        .collect()
}

#[test]
fn every_shared_sgf_reads_the_same_lazily_and_eagerly() {
    let Some(dir) = data::shared_dir("data") else {
        eprintln!("skipped: no ../shared/data (set TIANYUAN_SHARED_DIR)");
        return;
    };
    let files = sgf_files(&dir);
    assert!(!files.is_empty(), "no .sgf under {}", dir.display());
    let mut read = 0;
    for path in &files {
        let bytes = std::fs::read(path).unwrap();
        if check_bytes(&path.display().to_string(), &bytes).is_some() {
            read += 1;
        }
    }
    // A few files are not SGF on purpose (see tests/sgf.rs); most are.
    assert!(
        read * 10 >= files.len() * 9,
        "{read} of {} read",
        files.len()
    );
}

fn one(text: &[u8]) -> GameRecord {
    let c = check_bytes("inline", text).expect("readable");
    c.into_games().remove(0)
}

fn values<'a>(r: &'a GameRecord, node: u32, ident: &str) -> &'a [String] {
    &r.tree().nodes()[node as usize].get(ident).unwrap().values
}

#[test]
fn escapes_and_soft_line_breaks() {
    let r = one(b"(;C[a\\]b\\\\c\\:d]GN[one\\\ntwo\\\r\nthree\\\n\rfour\\\rfive];B[aa])");
    assert_eq!(values(&r, 0, "C"), ["a]b\\c:d"]);
    assert_eq!(values(&r, 0, "GN"), ["onetwothreefourfive"]);
    assert_eq!(r.info().game_name.as_deref(), Some("onetwothreefourfive"));
    // The move's node starts on the line after four soft breaks (`\n\r`
    // counts twice, as two line ends).
    assert_eq!(r.tree().nodes()[1].position.line, 6);
}

#[test]
fn empty_and_multiple_values_and_compressed_lists() {
    let r = one(b"(;SZ[9]AB[aa][bb:cc]AW[]C[];B[];W[ee])");
    assert_eq!(values(&r, 0, "AB"), ["aa", "bb:cc"]);
    assert_eq!(values(&r, 0, "AW"), [""]);
    assert_eq!(values(&r, 0, "C"), [""]);
    let root = r.node(NodeId::ROOT).unwrap();
    assert_eq!(root.add_black.len(), 1 + 4);
    assert_eq!(
        r.node(NodeId(1)).unwrap().moves[..],
        [(Color::Black, Move::Pass)]
    );
    assert_eq!(r.main_line_moves().len(), 2);
}

#[test]
fn long_and_lowercase_identifiers() {
    let long = format!("(;{}[x]PlayerBlack[Shusaku]SiZe[9];B[aa])", "Q".repeat(64));
    let r = one(long.as_bytes());
    assert_eq!(values(&r, 0, &"Q".repeat(64)), ["x"]);
    assert_eq!(r.info().black_player.as_deref(), Some("Shusaku"));
    assert_eq!(r.info().width, 9);
    let too_long = format!("(;{}[x])", "Q".repeat(65));
    assert!(sgf::parse(too_long.as_bytes()).is_err());
}

#[test]
fn gbk_values_are_decoded_with_positions_kept() {
    // CA[GBK]; "中" is D6 D0 in GBK, and a comment's `\]` escapes a bracket.
    let r = {
        let c = check_bytes("gbk", b"(;CA[GBK]PB[\xd6\xd0];C[\xd6\xd0\\]x]B[aa])").unwrap();
        assert_eq!(c.encoding(), "GBK");
        assert!(c.warnings().is_empty());
        c.into_games().remove(0)
    };
    assert_eq!(r.info().black_player.as_deref(), Some("中"));
    assert_eq!(values(&r, 1, "C"), ["中]x"]);
    // Columns count bytes of the undecoded text as characters.
    assert_eq!(r.tree().nodes()[1].get("B").unwrap().position.column, 25);
    // No CA, not UTF-8: guessed as GB18030, with a warning.
    let c = check_bytes("guess", b"(;PB[\xd6\xd0];B[aa])").unwrap();
    assert_eq!(c.encoding(), "gb18030");
    assert_eq!(c.warnings().len(), 1);
    // A bad byte becomes U+FFFD, with a warning naming its property.
    let c = check_bytes("bad", b"(;CA[UTF-8]C[\xff];B[aa])").unwrap();
    assert_eq!(values(&c.games()[0], 0, "C"), ["\u{fffd}"]);
    assert_eq!(c.warnings()[0].property.as_deref(), Some("C"));
}

#[test]
fn variations_keep_their_order() {
    let r = one(b"(;SZ[5];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ab]))(;W[ba]))");
    assert_eq!(r.children(NodeId(1)), [NodeId(2), NodeId(4), NodeId(7)]);
    assert_eq!(r.children(NodeId(4)), [NodeId(5), NodeId(6)]);
    assert_eq!(r.variations(), [NodeId(4), NodeId(7), NodeId(6)]);
    let to = r.moves_to(NodeId(6));
    assert_eq!(to.len(), 3);
    assert_eq!(to[2].mv, Move::Place(Point::new(1, 0)));
}

#[test]
fn edits_after_a_lazy_read_show_in_the_tree() {
    let mut r = sgf::parse(b"(;SZ[9]C[root];B[ee];W[cc])")
        .unwrap()
        .into_games()
        .remove(0);
    let before = full(&r.clone().into_tree());
    let id = r
        .add_move(NodeId(2), Color::Black, Move::Place(Point::new(0, 1)))
        .unwrap();
    assert_eq!(id, NodeId(3));
    let tree = r.tree();
    assert_eq!(tree.len(), 4);
    let after = full(tree);
    // The nodes read are unchanged (positions included) but for the new
    // child of node 2.
    assert_eq!(after[..2], before[..2]);
    assert_eq!(after[2].3, before[2].3);
    assert_eq!(after[2].2, [NodeId(3)]);
    assert_eq!(tree.nodes()[3].get("B").unwrap().value(), "ba");
    assert_eq!(tree.nodes()[0].get("C").unwrap().value(), "root");
    assert_eq!(r.main_line_moves().len(), 3);
    assert_eq!(r.children(NodeId(2)), [NodeId(3)]);
    // Off the board or no such node: refused, nothing changed.
    assert!(r.add_move(NodeId(9), Color::White, Move::Pass).is_err());
    assert!(r
        .add_move(NodeId(3), Color::White, Move::Place(Point::new(9, 0)))
        .is_err());
    assert_eq!(r.tree().len(), 4);
    r.check_invariants().unwrap();
    // The edited record writes and reads back as itself.
    let back = sgf::parse(sgf::write_record(&r).as_bytes()).unwrap();
    assert_eq!(back.games()[0], r);
}

#[test]
fn a_tree_asked_for_once_is_the_same_tree_after() {
    let c = sgf::parse(b"(;GM[1]SZ[9];B[ee]C[x](;W[cc])(;W[dd]))").unwrap();
    let g = &c.games()[0];
    let first: *const GameTree = g.tree();
    assert!(std::ptr::eq(first, g.tree()));
    let copy = g.clone();
    assert_eq!(full(copy.tree()), full(g.tree()));
    assert_eq!(format!("{g:?}"), format!("{copy:?}"));
    assert!(format!("{g:?}").contains("C\""));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn sgf_like_text_reads_the_same_lazily(
        text in "[(;)\\[\\]\\\\A-Za-z: \n\r\t中é]{0,160}"
    ) {
        if let Some(c) = check_bytes("sgf-like", text.as_bytes()) {
            // Text given as text reads as the same trees, positions included.
            let (trees, _) = sgf::parse_trees(&text).unwrap();
            for (t, g) in trees.iter().zip(c.games()) {
                prop_assert_eq!(full(t), full(g.tree()));
            }
        }
    }

    #[test]
    fn game_like_text_reads_the_same_lazily(
        moves in prop::collection::vec(("[BW]", "[a-t]{2}|", "(C\\[[a-z\\\\\\]]{0,5}\\])?"), 0..40),
        branch in prop::collection::vec(0usize..40, 0..4),
    ) {
        let mut text = String::from("(;GM[1]SZ[19]KM[6.5]RE[B+R]AB[aa:bb]\n");
        for (i, (color, point, comment)) in moves.iter().enumerate() {
            if branch.contains(&i) {
                text.push('(');
            }
            text.push_str(&format!(";{color}[{point}]{comment}"));
        }
        for _ in (0..moves.len()).filter(|i| branch.contains(i)) {
            text.push(')');
        }
        text.push(')');
        check_bytes("game-like", text.as_bytes());
    }
}

#[test]
fn records_stay_send_sync_clone_debug() {
    fn check<T: Send + Sync + Clone + std::fmt::Debug>() {}
    check::<GameRecord>();
    check::<sgf::Collection>();
}

//! Fuzz target: reading any bytes as SGF never panics; each record's compact
//! parsed form and the owned tree built from it agree (`check_invariants`:
//! nodes, properties, values, text positions, and the game information, node
//! data and warnings read from either); taking the tree out of a record never
//! asked for it gives the same tree; and read → write → read is stable (the
//! same records, and the same text when written again).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tianyuan::sgf;

fuzz_target!(|data: &[u8]| {
    let Ok(first) = sgf::parse(data) else { return };
    for g in first.games() {
        if let Err(e) = g.check_invariants() {
            panic!("{e:?}");
        }
    }
    let fresh = sgf::parse(data).expect("read once, reads again");
    for (a, b) in fresh.into_games().into_iter().zip(first.games()) {
        let tree = a.into_tree();
        assert_eq!(&tree, b.tree());
        let positions = |t: &sgf::GameTree| -> Vec<_> {
            t.nodes()
                .iter()
                .map(|n| {
                    (
                        n.position,
                        n.properties.iter().map(|p| p.position).collect::<Vec<_>>(),
                    )
                })
                .collect()
        };
        assert_eq!(positions(&tree), positions(b.tree()));
    }
    let text = sgf::write_records(first.games());
    let second = sgf::parse(text.as_bytes()).expect("written SGF must read back");
    assert_eq!(second.games(), first.games());
    assert_eq!(sgf::write_records(second.games()), text);
    let trees: Vec<sgf::GameTree> = first.games().iter().map(|g| g.tree().clone()).collect();
    let raw = sgf::parse_str(&sgf::write_trees(&trees)).expect("written trees must read back");
    let raw: Vec<sgf::GameTree> = raw.games().iter().map(|g| g.tree().clone()).collect();
    assert_eq!(raw, trees);
});

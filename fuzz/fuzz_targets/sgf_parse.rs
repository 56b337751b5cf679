//! Fuzz target: reading any bytes as SGF never panics, and read → write →
//! read is stable (the same records, and the same text when written again).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tianyuan::sgf;

fuzz_target!(|data: &[u8]| {
    let Ok(first) = sgf::parse(data) else { return };
    let text = sgf::write_records(first.games());
    let second = sgf::parse(text.as_bytes()).expect("written SGF must read back");
    assert_eq!(second.games(), first.games());
    assert_eq!(sgf::write_records(second.games()), text);
    let trees: Vec<sgf::GameTree> = first.games().iter().map(|g| g.tree().clone()).collect();
    let raw = sgf::parse_str(&sgf::write_trees(&trees)).expect("written trees must read back");
    let raw: Vec<sgf::GameTree> = raw.games().iter().map(|g| g.tree().clone()).collect();
    assert_eq!(raw, trees);
});

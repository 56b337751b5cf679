//! Memory per SGF node on the replay path (issue 31, "memory proportional to
//! the input, a few bytes a node"): a record of `N` pass nodes
//! (`(;SZ[19];B[];B[]…)`, 4 bytes of text a node) parsed, held and replayed,
//! with every heap byte counted by a counting global allocator (this test
//! binary's own: the library has no `unsafe`).
//!
//! The bounds are the design's, not measured output: the compact tree keeps
//! per node a byte (whether it has children, its number of properties),
//! where every 16th node's entries start (4 bytes: a quarter a node), its
//! entries (a `B[]` property: a header byte, a one-byte position step from
//! the node's, the letter `B`, and the empty value's header byte: 4 bytes)
//! and its delta-coded text position (one byte, but every 32nd whole: at
//! most 5 bytes and a 4-byte chunk offset, so at most 1.3 bytes a node):
//! 6.55 bytes; the record's node table 2 bytes; replay
//! walks the main line through the nodes' child flags (no list) and adds
//! the game's history,
//! where a run of passes is one 16-byte record (`history.rs`), so passes
//! cost it nothing a node. A block being regrown is counted twice (the old
//! one alive while copied).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use tianyuan::replay::{replay, ReplayOptions};
use tianyuan::sgf;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = CURRENT.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is passed to the system allocator unchanged; only the
// byte counts are kept beside.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            // Counted as the copy a move makes: both blocks for a moment.
            grew(new_size);
            CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One measurement at a time (tests run on threads of one process).
static SERIAL: Mutex<()> = Mutex::new(());

/// Runs `f` and returns its result, the heap bytes it left allocated and its
/// peak above the bytes allocated before it.
fn measure<T>(f: impl FnOnce() -> T) -> (T, usize, usize) {
    let before = CURRENT.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let out = f();
    let after = CURRENT.load(Ordering::Relaxed);
    let peak = PEAK.load(Ordering::Relaxed);
    (out, after.saturating_sub(before), peak - before)
}

/// `n` pass nodes, Black's only (`;B[]`, each after the first taken as
/// White's implicit pass and Black's pass) or alternating (`;B[]`, `;W[]`).
fn passes(n: usize, alternating: bool) -> Vec<u8> {
    let mut text = b"(;SZ[19]".to_vec();
    for i in 0..n {
        text.extend_from_slice(if alternating && i % 2 == 1 {
            b";W[]"
        } else {
            b";B[]"
        });
    }
    text.push(b')');
    text
}

const NODES: usize = 400_000;

#[test]
fn a_record_of_pass_nodes_costs_about_a_dozen_bytes_a_node() {
    for alternating in [false, true] {
        pass_nodes(alternating);
    }
}

fn pass_nodes(alternating: bool) {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let text = passes(NODES, alternating);
    let (collection, held, parse_peak) = measure(|| sgf::parse(&text).expect("valid SGF"));
    let record = &collection.games()[0];
    assert_eq!(record.main_line().len(), NODES + 1);
    let (r, _, replay_peak) =
        measure(|| replay(record, &ReplayOptions::default()).expect("replays"));
    assert_eq!(r.moves_replayed, NODES as u32);
    let per_node = |bytes: usize| bytes as f64 / NODES as f64;
    eprintln!(
        "{NODES} pass nodes (alternating: {alternating}): record held {:.1} B/node, parse peak {:.1} B/node, replay peak {:.1} B/node",
        per_node(held),
        per_node(parse_peak),
        per_node(replay_peak)
    );
    // The record: 6.55 + 2 bytes a node, every array reserved at its length
    // (nodes counted from the input's `;`), or trimmed to it when done.
    assert!(per_node(held) <= 8.6, "record {:.1} B/node", per_node(held));
    // Parsing: the arrays are reserved once from the input's `;` (no growth
    // by doubling), the entries at the input's length (4 bytes a node here,
    // all used), the positions' codes at 1 1/8 bytes a position and trimmed
    // at the end (the copy counted with the block it leaves): the record and
    // 1.2 bytes a node more.
    assert!(
        per_node(parse_peak) <= 8.6 + 1.2,
        "parse {:.1} B/node",
        per_node(parse_peak)
    );
    // Replay: the game and the history's few records, nothing a node (was
    // the main line's list, 4 bytes a node, and before runs of passes were
    // one record 16 bytes a pass, up to 60 B/node with its growth): under
    // 0.25 B/node is 100 KB here.
    assert!(
        per_node(replay_peak) <= 0.25,
        "replay {:.1} B/node",
        per_node(replay_peak)
    );
}

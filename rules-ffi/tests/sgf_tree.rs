//! `ty_sgf_tree` over every real record of `../shared/data/sgf` (skipped when
//! that folder is absent): parse, write, parse gives the same games (shape,
//! properties, values, read through the C functions), and the first parse
//! holds what the core's reader reads from the file.
#![allow(clippy::undocumented_unsafe_blocks)]

use std::ffi::c_char;
use std::path::{Path, PathBuf};
use std::ptr::null_mut;

use tianyuan::core_crate::sgf::{self, GameTree, NodeId};
use tianyuan::*;

use ty_status as S;

/// A node: its properties `(ident, values)` in order and its children.
type NodeView = (Vec<(String, Vec<Vec<u8>>)>, Vec<usize>);

fn corpus() -> Option<PathBuf> {
    let shared = std::env::var_os("TIANYUAN_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let dir = shared.join("data/sgf");
    dir.is_dir().then_some(dir)
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if matches!(p.extension().and_then(|e| e.to_str()), Some("sgf" | "sgfs")) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Text output of a `(buf, len, needed)` function, as bytes without the NUL.
fn bytes(f: impl Fn(*mut c_char, usize, *mut usize) -> ty_status) -> Vec<u8> {
    let mut needed = 0usize;
    assert_eq!(f(null_mut(), 0, &mut needed), S::BufferTooSmall);
    let mut buf = vec![0 as c_char; needed];
    assert_eq!(f(buf.as_mut_ptr(), needed, &mut needed), S::Ok);
    buf.pop();
    buf.into_iter().map(|c| c as u8).collect()
}

/// Every game of `t`, read through the C functions: per game, its nodes by index.
fn view(t: *const ty_sgf_tree) -> Vec<Vec<NodeView>> {
    unsafe {
        let mut games = 0;
        assert_eq!(ty_sgf_tree_game_count(t, &mut games), S::Ok);
        (0..games)
            .map(|g| {
                let mut nodes = 0;
                assert_eq!(ty_sgf_tree_node_count(t, g, &mut nodes), S::Ok);
                (0..nodes)
                    .map(|n| {
                        let (mut props, mut kids) = (0, 0);
                        assert_eq!(ty_sgf_tree_property_count(t, g, n, &mut props), S::Ok);
                        assert_eq!(ty_sgf_tree_child_count(t, g, n, &mut kids), S::Ok);
                        let props = (0..props)
                            .map(|p| {
                                let ident = bytes(|b, l, o| {
                                    ty_sgf_tree_property_ident(t, g, n, p, b, l, o)
                                });
                                let mut values = 0;
                                assert_eq!(ty_sgf_tree_value_count(t, g, n, p, &mut values), S::Ok);
                                let values = (0..values)
                                    .map(|v| {
                                        bytes(|b, l, o| ty_sgf_tree_value(t, g, n, p, v, b, l, o))
                                    })
                                    .collect();
                                (String::from_utf8(ident).unwrap(), values)
                            })
                            .collect();
                        let children = (0..kids)
                            .map(|i| {
                                let mut c = 0;
                                assert_eq!(ty_sgf_tree_child(t, g, n, i, &mut c), S::Ok);
                                c
                            })
                            .collect();
                        (props, children)
                    })
                    .collect()
            })
            .collect()
    }
}

/// The core's tree in the same form.
fn core_view(tree: &GameTree) -> Vec<NodeView> {
    tree.nodes()
        .iter()
        .map(|n| {
            let props = n
                .properties
                .iter()
                .map(|p| {
                    (
                        p.ident.clone(),
                        p.values.iter().map(|v| v.as_bytes().to_vec()).collect(),
                    )
                })
                .collect();
            (props, n.children().iter().map(|c| c.index()).collect())
        })
        .collect()
}

/// The view with each root's CA values blanked (the writer sets them to UTF-8).
fn without_ca(mut v: Vec<Vec<NodeView>>) -> Vec<Vec<NodeView>> {
    for game in &mut v {
        for (ident, values) in &mut game[NodeId::ROOT.index()].0 {
            if ident == "CA" {
                values.clear();
            }
        }
    }
    v
}

#[test]
fn every_real_record_round_trips_through_the_c_api() {
    let Some(dir) = corpus() else {
        eprintln!("../shared/data/sgf not found: skipped");
        return;
    };
    let (mut read, mut refused) = (0, 0);
    for path in files(&dir) {
        let data = std::fs::read(&path).unwrap();
        unsafe {
            let (mut a, mut b) = (null_mut(), null_mut());
            assert_eq!(ty_sgf_tree_new(&mut a), S::Ok);
            assert_eq!(ty_sgf_tree_new(&mut b), S::Ok);
            let status = ty_sgf_tree_parse(a, data.as_ptr(), data.len());
            match sgf::parse(&data) {
                Err(e) => {
                    assert_eq!(status, tianyuan::internal::sgf(e.kind), "{path:?}");
                    refused += 1;
                }
                Ok(collection) => {
                    assert_eq!(status, S::Ok, "{path:?}");
                    read += 1;
                    let first = view(a);
                    let core: Vec<_> = collection
                        .games()
                        .iter()
                        .map(|g| core_view(g.tree()))
                        .collect();
                    assert_eq!(first, core, "{path:?}");
                    let text = bytes(|buf, l, o| ty_sgf_tree_write(a, buf, l, o));
                    assert_eq!(
                        ty_sgf_tree_parse(b, text.as_ptr(), text.len()),
                        S::Ok,
                        "{path:?}"
                    );
                    assert_eq!(without_ca(view(b)), without_ca(first), "{path:?}");
                    assert_eq!(bytes(|buf, l, o| ty_sgf_tree_write(b, buf, l, o)), text);
                }
            }
            ty_sgf_tree_free(a);
            ty_sgf_tree_free(b);
        }
    }
    assert!(
        read > 1000 && refused < 20,
        "{read} read, {refused} refused"
    );
}

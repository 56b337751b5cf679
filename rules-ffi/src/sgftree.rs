//! `ty_sgf_tree`: whole SGF game trees (every node, every property as written,
//! unknown ones included, every variation), navigated and edited by index and
//! written back without loss. A translation of the core's
//! `tianyuan::sgf::GameTree`.
//!
//! Addressing: `game` is the game tree's index in the file (from 0); `node` is
//! a node's index in its game (0 is the root; a parsed game numbers its nodes
//! in the order of the text; a new child gets the next free index; removing a
//! node renumbers the nodes after it); `prop` is a property's index in its
//! node, in the order written; `value` a value's index in its property.
//!
//! Thread safety of every function here: a `ty_sgf_tree` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::sgf::{
    self, GameTree, Node, NodeId, Property, TextPosition, MAX_IDENTIFIER_LETTERS,
};

use crate::guard::{
    arg_mut, arg_ref, arg_slice, arg_slice_mut, arg_str, free_box, guard, into_handle, write_text,
    Fail, Outcome, Tracked,
};
use crate::status::{self, ty_status};

/// SGF game trees (opaque): made by `ty_sgf_tree_new` (one game of one empty
/// root node), filled by `ty_sgf_tree_parse`, freed by `ty_sgf_tree_free`.
#[allow(non_camel_case_types)]
pub struct ty_sgf_tree {
    games: Vec<GameTree>,
    error_position: Option<TextPosition>,
    last_error: RefCell<String>,
}

impl Tracked for ty_sgf_tree {
    fn last_error(&self) -> &RefCell<String> {
        &self.last_error
    }
}

fn out_of_range(what: &str, index: usize, count: usize) -> Fail {
    Fail::new(
        ty_status::OutOfRange,
        format!("{what} index {index} beyond the {count} {what}s"),
    )
}

impl ty_sgf_tree {
    fn game(&self, game: usize) -> Result<&GameTree, Fail> {
        self.games
            .get(game)
            .ok_or_else(|| out_of_range("game", game, self.games.len()))
    }

    fn game_mut(&mut self, game: usize) -> Result<&mut GameTree, Fail> {
        let count = self.games.len();
        self.games
            .get_mut(game)
            .ok_or_else(|| out_of_range("game", game, count))
    }

    fn node(&self, game: usize, node: usize) -> Result<&Node, Fail> {
        let tree = self.game(game)?;
        node_id(tree, node).map(|id| &tree.nodes()[id.index()])
    }

    fn property(&self, game: usize, node: usize, prop: usize) -> Result<&Property, Fail> {
        let n = self.node(game, node)?;
        n.properties
            .get(prop)
            .ok_or_else(|| out_of_range("property", prop, n.properties.len()))
    }

    /// Runs a body that changes the handle, keeping its failure's detail.
    fn change<T>(&mut self, body: impl FnOnce(&mut Self) -> Result<T, Fail>) -> Result<T, Fail> {
        let out = body(self);
        if let Err(fail) = &out {
            *self.last_error.borrow_mut() = fail.detail.clone();
        }
        out
    }
}

/// The id of node index `node` in `tree`.
fn node_id(tree: &GameTree, node: usize) -> Result<NodeId, Fail> {
    if node >= tree.len() {
        return Err(out_of_range("node", node, tree.len()));
    }
    // Trees hold at most `u32::MAX` nodes, so the index fits.
    Ok(NodeId(node as u32))
}

/// Checks a property identifier: 1 to 64 upper-case ASCII letters.
fn check_ident(ident: &str) -> Outcome {
    let ok = !ident.is_empty()
        && ident.len() <= MAX_IDENTIFIER_LETTERS
        && ident.bytes().all(|b| b.is_ascii_uppercase());
    if ok {
        Ok(())
    } else {
        Err(Fail::new(
            ty_status::SgfBadIdentifier,
            format!("property identifier {ident:?} is not 1 to {MAX_IDENTIFIER_LETTERS} upper-case letters A-Z"),
        ))
    }
}

fn no_property(ident: &str) -> Fail {
    Fail::new(
        ty_status::SgfNoSuchProperty,
        format!("the node has no property {ident}"),
    )
}

/// Writes a new handle holding one game of one empty root node to `*out`
/// (free with `ty_sgf_tree_free`).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_new(out: *mut *mut ty_sgf_tree) -> ty_status {
    guard(|| {
        let out = arg_mut!(out);
        *out = into_handle(ty_sgf_tree {
            games: vec![GameTree::new()],
            error_position: None,
            last_error: RefCell::new(String::new()),
        });
        Ok(())
    })
}

/// Frees `tree`. NULL is accepted and ignored. Call it once per handle.
///
/// Thread safety: no other thread may use `tree`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_free(tree: *mut ty_sgf_tree) {
    let _ = guard(|| {
        // SAFETY: header conventions: `tree` is NULL or came from `ty_sgf_tree_new` and is
        // freed once.
        unsafe { free_box(tree) };
        Ok(())
    });
}

/// Reads the `len` bytes of SGF at `sgf` (a file's contents; not
/// NUL-terminated; the encoding is detected from `CA` and the content) into
/// `tree`: every game tree of the file, replacing what it held. Values are
/// kept as UTF-8 text, unescaped. On error `tree` keeps its games, and the
/// line and column of the error are readable with `ty_sgf_tree_error_position`,
/// the text with `ty_sgf_tree_last_error`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_SGF_*` (400-411).
/// Thread safety: `tree` must not be used by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_parse(
    tree: *mut ty_sgf_tree,
    sgf: *const u8,
    len: usize,
) -> ty_status {
    parse(tree, sgf, len, sgf::MAX_NODES)
}

/// As `ty_sgf_tree_parse` (whose limit is `TY_SGF_MAX_NODES`), reading at
/// most `max_nodes` nodes (`;`, all games of the input together; 0 refuses
/// every input): one more is `TY_STATUS_SGF_TOO_MANY_NODES`,
/// `ty_sgf_tree_last_error` naming the limit. A tree is the owned form,
/// each property and value its own allocation: about 400 bytes a pass node
/// (385 measured on 400,000 `;B[]` nodes; a record,
/// `ty_record_load_sgf_with_limit`, keeps the compact form: about 9).
///
/// Errors: as `ty_sgf_tree_parse`. Thread safety: as `ty_sgf_tree_parse`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_parse_with_limit(
    tree: *mut ty_sgf_tree,
    sgf: *const u8,
    len: usize,
    max_nodes: usize,
) -> ty_status {
    parse(tree, sgf, len, max_nodes)
}

fn parse(tree: *mut ty_sgf_tree, sgf: *const u8, len: usize, max_nodes: usize) -> ty_status {
    guard(|| {
        let tree = arg_mut!(tree);
        let bytes = arg_slice!(sgf, len);
        match sgf::parse_with(bytes, &sgf::ParseOptions { max_nodes }) {
            Ok(collection) => {
                tree.games = collection
                    .into_games()
                    .into_iter()
                    .map(|g| g.into_tree())
                    .collect();
                tree.error_position = None;
                Ok(())
            }
            Err(e) => {
                tree.error_position = Some(e.position);
                tree.track(|| Err(Fail::new(status::sgf(e.kind), e.to_string())))
            }
        }
    })
}

/// Writes where the last failed `ty_sgf_tree_parse` stopped: 1-based `*line`
/// and `*column` (in characters); 0 and 0 when the last parse succeeded or
/// none was made.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: `tree` must not be changed
/// by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_error_position(
    tree: *const ty_sgf_tree,
    line: *mut u32,
    column: *mut u32,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let line = arg_mut!(line);
        let column = arg_mut!(column);
        let at = tree.error_position.unwrap_or_default();
        (*line, *column) = (at.line, at.column);
        Ok(())
    })
}

/// Writes the detail of the last failed call on `tree` (empty if none failed)
/// into `buf` as NUL-terminated UTF-8; `*needed` gets the length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_last_error(
    tree: *const ty_sgf_tree,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = tree.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

/// Writes the number of game trees held (1 for a new handle; a file may hold
/// several) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_game_count(
    tree: *const ty_sgf_tree,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        *out = tree.games.len();
        Ok(())
    })
}

/// Writes the number of nodes of game `game` (at least 1) to `*out`; the
/// nodes are indexed 0 to `*out - 1`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game).
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_node_count(
    tree: *const ty_sgf_tree,
    game: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        *out = tree.track(|| tree.game(game))?.len();
        Ok(())
    })
}

/// Writes the index of the parent of node `node` to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node),
/// `TY_STATUS_SGF_ROOT_NODE` for the root (node 0), which has none.
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_parent(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        let parent = tree.track(|| {
            tree.node(game, node)?
                .parent()
                .ok_or_else(|| Fail::from(ty_status::SgfRootNode))
        })?;
        *out = parent.index();
        Ok(())
    })
}

/// Writes the number of children of node `node` to `*out` (0 at the end of a
/// line; more than 1 where variations branch off).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node).
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_child_count(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        *out = tree.track(|| tree.node(game, node))?.children().len();
        Ok(())
    })
}

/// Writes the node index of child `child` (from 0) of node `node` to `*out`.
/// Child 0 continues the main line (follow child 0 from the root for it);
/// the others start variations.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node,
/// child). Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_child(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    child: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        let id = tree.track(|| {
            let children = tree.node(game, node)?.children();
            children
                .get(child)
                .copied()
                .ok_or_else(|| out_of_range("child", child, children.len()))
        })?;
        *out = id.index();
        Ok(())
    })
}

/// Writes the number of properties of node `node` to `*out` (an identifier
/// written twice in one node counts twice).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node).
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_property_count(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        *out = tree.track(|| tree.node(game, node))?.properties.len();
        Ok(())
    })
}

/// Writes the identifier of property `prop` of node `node` (upper-case
/// letters, e.g. `B`, `AB`, `C`, or an unknown one) NUL-terminated into
/// `buf`; `*needed` gets its length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node,
/// prop), `TY_STATUS_BUFFER_TOO_SMALL`. Thread safety: as
/// `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_property_ident(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    prop: usize,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let p = tree.track(|| tree.property(game, node, prop))?;
        write_text(&p.ident, buf, needed)
    })
}

/// Writes the index of the first property of node `node` with identifier
/// `ident` (NUL-terminated, e.g. `"C"`) to `*prop`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_UTF8`,
/// `TY_STATUS_OUT_OF_RANGE` (game, node), `TY_STATUS_SGF_NO_SUCH_PROPERTY`.
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_find_property(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    ident: *const c_char,
    prop: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let ident = arg_str!(ident);
        let prop = arg_mut!(prop);
        *prop = tree.track(|| {
            tree.node(game, node)?
                .properties
                .iter()
                .position(|p| p.ident == ident)
                .ok_or_else(|| no_property(ident))
        })?;
        Ok(())
    })
}

/// Writes the number of values of property `prop` of node `node` (at least
/// 1; `AB[aa][bb]` has 2, `B[]` has 1, empty) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node,
/// prop). Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_value_count(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    prop: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let out = arg_mut!(out);
        *out = tree.track(|| tree.property(game, node, prop))?.values.len();
        Ok(())
    })
}

/// Writes value `value` of property `prop` of node `node` into `buf` as
/// NUL-terminated UTF-8, unescaped (`\]` read as `]`; a composed value such
/// as `aa:cc` whole); `*needed` gets its length in bytes with the NUL (a
/// value may hold NUL bytes: it is `*needed - 1` bytes long).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node,
/// prop, value), `TY_STATUS_BUFFER_TOO_SMALL`. Thread safety: as
/// `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_value(
    tree: *const ty_sgf_tree,
    game: usize,
    node: usize,
    prop: usize,
    value: usize,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = tree.track(|| {
            let p = tree.property(game, node, prop)?;
            p.values
                .get(value)
                .ok_or_else(|| out_of_range("value", value, p.values.len()))
        })?;
        write_text(text, buf, needed)
    })
}

/// Sets property `ident` of node `node` to the `count` NUL-terminated UTF-8
/// strings at `values` (plain text: the writer escapes `]` and `\`; `""` is
/// an empty value). The first property so named keeps its place and any
/// further one is removed; a new property goes after the others.
///
/// Errors: `TY_STATUS_NULL_POINTER` (also a NULL string in `values`),
/// `TY_STATUS_BAD_UTF8`, `TY_STATUS_SGF_BAD_IDENTIFIER` (not 1 to 64 letters
/// A-Z), `TY_STATUS_OUT_OF_RANGE` (game, node, or `count` 0). Nothing is
/// changed on error. Thread safety: `tree` must not be used by another
/// thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_set_property(
    tree: *mut ty_sgf_tree,
    game: usize,
    node: usize,
    ident: *const c_char,
    values: *const *const c_char,
    count: usize,
) -> ty_status {
    guard(|| {
        let tree = arg_mut!(tree);
        let ident = arg_str!(ident);
        let ptrs = arg_slice!(values, count);
        let mut texts = Vec::with_capacity(ptrs.len());
        for &p in ptrs {
            texts.push(arg_str!(p).to_string());
        }
        tree.change(|t| {
            check_ident(ident)?;
            if texts.is_empty() {
                return Err(Fail::new(
                    ty_status::OutOfRange,
                    "a property needs at least one value",
                ));
            }
            let g = t.game_mut(game)?;
            let id = node_id(g, node)?;
            let Some(n) = g.get_mut(id) else {
                return Ok(());
            };
            let mut values = Some(texts);
            let mut seen = false;
            n.properties.retain_mut(|p| {
                if p.ident != ident {
                    return true;
                }
                if seen {
                    return false;
                }
                seen = true;
                p.values = values.take().unwrap_or_default();
                true
            });
            if let Some(values) = values {
                n.properties.push(Property::new(ident, values));
            }
            Ok(())
        })
    })
}

/// Removes every property `ident` of node `node`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_UTF8`,
/// `TY_STATUS_OUT_OF_RANGE` (game, node), `TY_STATUS_SGF_NO_SUCH_PROPERTY`.
/// Thread safety: as `ty_sgf_tree_set_property`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_remove_property(
    tree: *mut ty_sgf_tree,
    game: usize,
    node: usize,
    ident: *const c_char,
) -> ty_status {
    guard(|| {
        let tree = arg_mut!(tree);
        let ident = arg_str!(ident);
        tree.change(|t| {
            let g = t.game_mut(game)?;
            let id = node_id(g, node)?;
            let Some(n) = g.get_mut(id) else {
                return Ok(());
            };
            if !n.remove_property(ident) {
                return Err(no_property(ident));
            }
            Ok(())
        })
    })
}

/// Adds a node without properties as the last child of node `node` and
/// writes its index (the game's former node count) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node),
/// `TY_STATUS_SGF_TOO_MANY_NODES` (beyond the 4,000,000 a file may hold).
/// Thread safety: as `ty_sgf_tree_set_property`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_add_child(
    tree: *mut ty_sgf_tree,
    game: usize,
    node: usize,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_mut!(tree);
        let out = arg_mut!(out);
        let id = tree.change(|t| {
            let g = t.game_mut(game)?;
            let id = node_id(g, node)?;
            if g.len() >= sgf::MAX_NODES {
                return Err(ty_status::SgfTooManyNodes.into());
            }
            g.add_child(id)
                .ok_or_else(|| Fail::from(ty_status::SgfTooManyNodes))
        })?;
        *out = id.index();
        Ok(())
    })
}

/// Removes node `node` and every node below it from its game. The remaining
/// nodes keep their order and are renumbered without gaps: each node with a
/// higher index moves down by the number of nodes removed before it.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (game, node),
/// `TY_STATUS_SGF_ROOT_NODE` (node 0). Thread safety: as
/// `ty_sgf_tree_set_property`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_remove_node(
    tree: *mut ty_sgf_tree,
    game: usize,
    node: usize,
) -> ty_status {
    guard(|| {
        let tree = arg_mut!(tree);
        tree.change(|t| {
            let g = t.game_mut(game)?;
            let id = node_id(g, node)?;
            g.remove_subtree(id)
                .map(drop)
                .ok_or_else(|| Fail::from(ty_status::SgfRootNode))
        })
    })
}

/// The SGF text of every game, with each root's `CA` written as `UTF-8`.
fn utf8_text(games: &[GameTree]) -> String {
    let mut out = String::new();
    for g in games {
        if g.root().get("CA").is_some() {
            let mut copy = g.clone();
            if let Some(root) = copy.get_mut(NodeId::ROOT) {
                for p in root.properties.iter_mut().filter(|p| p.ident == "CA") {
                    p.values = vec!["UTF-8".to_string()];
                }
            }
            out.push_str(&sgf::write_trees(std::slice::from_ref(&copy)));
        } else {
            out.push_str(&sgf::write_trees(std::slice::from_ref(g)));
        }
    }
    out
}

/// Writes every game as SGF text into `buf`, UTF-8 and NUL-terminated;
/// `*needed` gets its length in bytes with the NUL (the text is `*needed - 1`
/// bytes: a value may hold NUL bytes). Every node and property
/// is written as held, in order, values escaped; only a root's `CA` is
/// written as `CA[UTF-8]`, the text's charset. `ty_sgf_tree_parse` of the
/// text gives the same games: same shapes, properties and values (but for
/// that `CA`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_sgf_tree_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_sgf_tree_write(
    tree: *const ty_sgf_tree,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let tree = arg_ref!(tree);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        write_text(&utf8_text(&tree.games), buf, needed)
    })
}

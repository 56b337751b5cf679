//! `tianyuan.sgf.GameTree` and `tianyuan.sgf.Node`: a whole SGF game tree
//! (every node, every property as written, unknown ones included, every
//! variation), navigated and edited from Python and written back without
//! loss, in the spirit of sgfmill's `Sgf_game` / `Tree_node`. A thin layer over
//! the core's [`tianyuan::sgf::GameTree`].
//!
//! A `Node` is a handle: the tree it belongs to and a key that stays valid
//! while the node exists (removing a subtree renumbers the core's node ids,
//! not the keys). A handle to a deleted node raises `ValueError`.

use std::io::Read;
use std::path::PathBuf;

use pyo3::exceptions::{PyIndexError, PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString};
use tianyuan::sgf::{self, GameTree, NodeId, Property, MAX_IDENTIFIER_LETTERS};

use crate::errors::to_py;
use crate::sgf::parse_options;

/// The key of a node that was deleted, in `index_of_key`.
const GONE: u32 = u32::MAX;

/// One SGF game tree (`(;...)`): a root node, its children (the first child
/// continues the main line, the others start variations), and every property
/// of every node, as lists of strings. Read with `GameTree.from_bytes`,
/// `from_string` or `from_path` (or `tianyuan.sgf.load_trees` for every game
/// of a file), or made empty with `GameTree(size)`; written with `to_sgf()`
/// (text) or `serialise()` (UTF-8 bytes).
#[pyclass(name = "GameTree", module = "tianyuan.sgf")]
pub struct PyGameTree {
    tree: GameTree,
    /// Node key → index of the node in `tree` (`GONE` once deleted).
    index_of_key: Vec<u32>,
    /// Index of a node in `tree` → its key.
    key_of_index: Vec<u32>,
    encoding: String,
    warnings: Vec<String>,
}

impl PyGameTree {
    fn wrap(tree: GameTree, encoding: &str, warnings: Vec<String>) -> PyGameTree {
        // Parsed trees hold at most `sgf::MAX_NODES` nodes, so this fits.
        let n = u32::try_from(tree.len()).unwrap_or(GONE);
        PyGameTree {
            tree,
            index_of_key: (0..n).collect(),
            key_of_index: (0..n).collect(),
            encoding: encoding.to_string(),
            warnings,
        }
    }

    /// The node id of `key`, or `ValueError` for a deleted node.
    fn id_of(&self, key: u32) -> PyResult<NodeId> {
        match self.index_of_key.get(key as usize) {
            Some(&i) if i != GONE => Ok(NodeId(i)),
            _ => Err(PyValueError::new_err(
                "this node was deleted from its game tree",
            )),
        }
    }

    fn key_of(&self, id: NodeId) -> u32 {
        self.key_of_index[id.index()]
    }

    /// A new child of `parent` at `index` (None: last), with its key.
    fn insert(&mut self, parent: NodeId, index: Option<usize>) -> PyResult<u32> {
        let key = u32::try_from(self.index_of_key.len())
            .ok()
            .filter(|&k| k != GONE)
            .ok_or_else(|| PyValueError::new_err("too many nodes made in this game tree"))?;
        let at = index.unwrap_or(usize::MAX);
        let id = self
            .tree
            .insert_child(parent, at)
            .ok_or_else(|| PyValueError::new_err("too many nodes in this game tree"))?;
        self.index_of_key.push(id.0);
        self.key_of_index.push(key);
        Ok(key)
    }

    /// Removes node `id` and its subtree, keeping the keys of the rest.
    fn remove(&mut self, id: NodeId) -> PyResult<()> {
        let map = self
            .tree
            .remove_subtree(id)
            .ok_or_else(|| PyValueError::new_err("the root node cannot be deleted"))?;
        let mut keys = Vec::with_capacity(self.tree.len());
        for (old, new) in map.iter().enumerate() {
            let key = self.key_of_index[old];
            match new {
                Some(n) => {
                    self.index_of_key[key as usize] = n.0;
                    keys.push(key);
                }
                None => self.index_of_key[key as usize] = GONE,
            }
        }
        self.key_of_index = keys;
        Ok(())
    }
}

/// Every game tree of a parsed collection, with its encoding and warnings.
fn trees_of(collection: sgf::Collection) -> Vec<PyGameTree> {
    let encoding = collection.encoding();
    let warnings: Vec<String> = collection
        .warnings()
        .iter()
        .map(ToString::to_string)
        .collect();
    collection
        .into_games()
        .into_iter()
        .map(|g| PyGameTree::wrap(g.into_tree(), encoding, warnings.clone()))
        .collect()
}

fn first(trees: Vec<PyGameTree>) -> PyGameTree {
    // The parser gives at least one tree or an error.
    trees
        .into_iter()
        .next()
        .unwrap_or_else(|| PyGameTree::wrap(GameTree::new(), "UTF-8", Vec::new()))
}

/// Every game tree of SGF `data` (bytes; the encoding detected from `CA` and
/// the content), at most `max_nodes` nodes (`None`: 4,000,000). Errors:
/// `SgfError` (`.kind` `TooManyNodes` over the limit).
#[pyfunction]
#[pyo3(signature = (data, max_nodes = None))]
pub fn _sgf_trees_from_bytes(
    data: &Bound<'_, PyBytes>,
    max_nodes: Option<usize>,
) -> PyResult<Vec<PyGameTree>> {
    sgf::parse_with(data.as_bytes(), &parse_options(max_nodes))
        .map(trees_of)
        .map_err(to_py)
}

/// Every game tree of SGF `text` (already decoded; `CA` is kept, not used),
/// at most `max_nodes` nodes. Errors: `SgfError`.
#[pyfunction]
#[pyo3(signature = (text, max_nodes = None))]
pub fn _sgf_trees_from_text(text: &str, max_nodes: Option<usize>) -> PyResult<Vec<PyGameTree>> {
    sgf::parse_str_with(text, &parse_options(max_nodes))
        .map(trees_of)
        .map_err(to_py)
}

/// Checks a property identifier: 1 to 64 upper-case ASCII letters.
fn check_ident(ident: &str) -> PyResult<()> {
    let ok = !ident.is_empty()
        && ident.len() <= MAX_IDENTIFIER_LETTERS
        && ident.bytes().all(|b| b.is_ascii_uppercase());
    if ok {
        Ok(())
    } else {
        Err(PyValueError::new_err(format!(
            "property identifier {ident:?} is not 1 to {MAX_IDENTIFIER_LETTERS} upper-case letters A-Z"
        )))
    }
}

/// Property values from a `str` (one value) or a sequence of `str`.
fn values_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let values: Vec<String> = if let Ok(s) = obj.cast::<PyString>() {
        vec![s.to_cow()?.into_owned()]
    } else {
        obj.extract().map_err(|_| {
            PyTypeError::new_err(format!(
                "property values must be a str or a sequence of str, not {}",
                obj.get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default()
            ))
        })?
    };
    if values.is_empty() {
        return Err(PyValueError::new_err(
            "a property needs at least one value (use [\"\"] for an empty one)",
        ));
    }
    Ok(values)
}

#[pymethods]
impl PyGameTree {
    /// A new tree of one root node. With `size` (1 to 52, the SGF letters
    /// a-z, A-Z), the root holds `FF[4]`, `GM[1]` and `SZ[size]`; without, it
    /// is empty. Errors: `ValueError` for a size out of range.
    #[new]
    #[pyo3(signature = (size = None))]
    fn new(size: Option<u32>) -> PyResult<PyGameTree> {
        let mut tree = GameTree::new();
        if let Some(size) = size {
            if !(1..=52).contains(&size) {
                return Err(PyValueError::new_err(format!(
                    "board size {size} is not 1 to 52"
                )));
            }
            if let Some(root) = tree.get_mut(NodeId::ROOT) {
                root.properties = vec![
                    Property::new("FF", vec!["4".into()]),
                    Property::new("GM", vec!["1".into()]),
                    Property::new("SZ", vec![size.to_string()]),
                ];
            }
        }
        Ok(PyGameTree::wrap(tree, "UTF-8", Vec::new()))
    }

    /// The first game tree of SGF `data` (a file's bytes; the encoding is
    /// detected from `CA` and the content). `max_nodes`: the most nodes
    /// (`;`) read, all games of the input together (default 4,000,000); one
    /// more is `SgfError` with `.kind == "TooManyNodes"`, its message naming
    /// the limit. Errors: `SgfError` (`.line`, `.column`, `.kind`),
    /// `TypeError` for anything but `bytes`, `OverflowError` for a negative
    /// limit.
    #[staticmethod]
    #[pyo3(signature = (data, *, max_nodes = None))]
    fn from_bytes(data: &Bound<'_, PyBytes>, max_nodes: Option<usize>) -> PyResult<PyGameTree> {
        _sgf_trees_from_bytes(data, max_nodes).map(first)
    }

    /// The first game tree of SGF `text` (already decoded: `CA` is kept as a
    /// property but not used); `max_nodes` as in `from_bytes`. Errors:
    /// `SgfError`, `TypeError`.
    #[staticmethod]
    #[pyo3(signature = (text, *, max_nodes = None))]
    fn from_string(text: &str, max_nodes: Option<usize>) -> PyResult<PyGameTree> {
        _sgf_trees_from_text(text, max_nodes).map(first)
    }

    /// The first game tree of the SGF file at `path` (`str` or
    /// `os.PathLike`), read as bytes; at most the 64 MiB limit and one byte
    /// are read; `max_nodes` as in `from_bytes`. Errors: `OSError`,
    /// `SgfError` (`.kind` `InputTooLarge` above the limit, `TooManyNodes`).
    #[staticmethod]
    #[pyo3(signature = (path, *, max_nodes = None))]
    fn from_path(py: Python<'_>, path: PathBuf, max_nodes: Option<usize>) -> PyResult<PyGameTree> {
        let mut bytes = Vec::new();
        std::fs::File::open(&path)?
            .take(sgf::MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut bytes)?;
        let options = parse_options(max_nodes);
        let collection = py
            .detach(|| sgf::parse_with(&bytes, &options))
            .map_err(to_py)?;
        Ok(first(trees_of(collection)))
    }

    /// The root node.
    #[getter]
    fn root(slf: &Bound<'_, Self>) -> PyNode {
        let key = slf.borrow().key_of(NodeId::ROOT);
        PyNode {
            tree: slf.clone().unbind(),
            key,
        }
    }

    /// The number of nodes (at least 1).
    fn __len__(&self) -> usize {
        self.tree.len()
    }

    /// The node with index `index` (0 is the root; parsed trees number their
    /// nodes in the order of the SGF text; deleting a subtree renumbers the
    /// nodes after it). Errors: `IndexError`.
    fn node(slf: &Bound<'_, Self>, index: i128) -> PyResult<PyNode> {
        let this = slf.borrow();
        let Some(index) = usize::try_from(index).ok().filter(|&i| i < this.tree.len()) else {
            return Err(PyIndexError::new_err(format!(
                "node index {index} out of range for the {} nodes (0 to {})",
                this.tree.len(),
                this.tree.len().saturating_sub(1)
            )));
        };
        let key = this.key_of_index[index];
        Ok(PyNode {
            tree: slf.clone().unbind(),
            key,
        })
    }

    /// Every node in the order of the SGF text (depth first, the first child
    /// before its siblings).
    fn nodes(slf: &Bound<'_, Self>) -> Vec<PyNode> {
        let this = slf.borrow();
        this.tree
            .preorder()
            .into_iter()
            .map(|id| PyNode {
                tree: slf.clone().unbind(),
                key: this.key_of(id),
            })
            .collect()
    }

    /// The main line: the root, then the first child of each node in turn
    /// (sgfmill's `get_main_sequence`).
    fn main_line(slf: &Bound<'_, Self>) -> Vec<PyNode> {
        let this = slf.borrow();
        this.tree
            .main_line()
            .into_iter()
            .map(|id| PyNode {
                tree: slf.clone().unbind(),
                key: this.key_of(id),
            })
            .collect()
    }

    /// The character set the bytes were read in (`UTF-8`, `GBK`,
    /// `Shift_JIS`, …; WHATWG names); `UTF-8` for text and new trees.
    #[getter]
    fn encoding(&self) -> String {
        self.encoding.clone()
    }

    /// What the reader repaired or assumed (encoding guesses, unclosed trees,
    /// nodes without `;`), as text; the same for every tree of one file.
    #[getter]
    fn warnings(&self) -> Vec<String> {
        self.warnings.clone()
    }

    /// The tree as SGF text (a `str`: Unicode): every node and property as
    /// stored, in order, except that the root's `CA` is written `CA[UTF-8]`,
    /// and a root without `CA` gets `CA[UTF-8]` when the text is not ASCII,
    /// so that the file a user saves with `open(path, "w",
    /// encoding="utf-8")` is labelled right (`sgf::write_trees_unicode`; the
    /// tree keeps its value). Reading the text back with `from_string` gives
    /// an equal tree but for that `CA`.
    fn to_sgf(&self) -> String {
        sgf::write_trees_unicode(std::slice::from_ref(&self.tree))
    }

    /// The tree as SGF bytes in the charset it was read in (`encoding`): a
    /// record read from a GB2312 file is written in GBK under its own
    /// `CA[GB2312]`, every property as stored. Trees read from UTF-8 or
    /// UTF-16, made with `GameTree(size)`, or holding a character that
    /// charset cannot write are written in UTF-8 as `to_sgf()` writes them
    /// (`CA[UTF-8]`). Reading the bytes back with `from_bytes` gives an equal
    /// tree (but for `CA` in the UTF-8 cases).
    fn serialise<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let (bytes, _) = sgf::write_trees_in(std::slice::from_ref(&self.tree), &self.encoding);
        PyBytes::new(py, &bytes)
    }

    /// Equal trees have the same shape (children in the same order) and the
    /// same properties, identifiers and values in order, at each node.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyGameTree>() {
            Ok(o) => match o.try_borrow() {
                Ok(o) => self.tree == o.tree,
                // Only the same object can be borrowed mutably here.
                Err(_) => false,
            },
            Err(_) => false,
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "GameTree(nodes={}, variations={})",
            self.tree.len(),
            self.tree.variations().len()
        )
    }
}

/// One node of a `GameTree`: its properties (identifier → list of string
/// values, unescaped; unknown identifiers kept) and its place in the tree.
/// `len(node)`, `node[i]` and `iter(node)` give its children, the first one
/// continuing the main line. Nodes compare equal when they are the same node
/// of the same tree. A node deleted from its tree raises `ValueError` on use.
#[pyclass(name = "Node", module = "tianyuan.sgf", frozen)]
pub struct PyNode {
    tree: Py<PyGameTree>,
    key: u32,
}

impl PyNode {
    fn at(&self, py: Python<'_>, key: u32) -> PyNode {
        PyNode {
            tree: self.tree.clone_ref(py),
            key,
        }
    }

    /// Runs `f` on the tree and this node's id.
    fn read<T>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&PyGameTree, NodeId) -> PyResult<T>,
    ) -> PyResult<T> {
        let tree = self.tree.try_borrow(py)?;
        let id = tree.id_of(self.key)?;
        f(&tree, id)
    }

    /// Runs `f` on the tree, mutable, and this node's id.
    fn write<T>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut PyGameTree, NodeId) -> PyResult<T>,
    ) -> PyResult<T> {
        let mut tree = self.tree.try_borrow_mut(py)?;
        let id = tree.id_of(self.key)?;
        f(&mut tree, id)
    }

    /// The properties of node `id`.
    fn props(tree: &PyGameTree, id: NodeId) -> &[Property] {
        tree.tree
            .get(id)
            .map(|n| n.properties.as_slice())
            .unwrap_or(&[])
    }

    fn child_keys(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        self.read(py, |t, id| {
            Ok(t.tree
                .get(id)
                .map(|n| n.children().iter().map(|&c| t.key_of(c)).collect())
                .unwrap_or_default())
        })
    }
}

/// `KeyError` naming a missing property.
fn missing(ident: &str) -> PyErr {
    PyKeyError::new_err(ident.to_string())
}

#[pymethods]
impl PyNode {
    /// The tree this node belongs to.
    #[getter]
    fn tree(&self, py: Python<'_>) -> Py<PyGameTree> {
        self.tree.clone_ref(py)
    }

    /// The node's index in its tree (0 for the root; see `GameTree.node`).
    #[getter]
    fn index(&self, py: Python<'_>) -> PyResult<usize> {
        self.read(py, |_, id| Ok(id.index()))
    }

    /// The parent node, or None for the root.
    #[getter]
    fn parent(&self, py: Python<'_>) -> PyResult<Option<PyNode>> {
        let key = self.read(py, |t, id| {
            Ok(t.tree.get(id).and_then(|n| n.parent()).map(|p| t.key_of(p)))
        })?;
        Ok(key.map(|k| self.at(py, k)))
    }

    /// The children, in order (the first continues the main line).
    #[getter]
    fn children(&self, py: Python<'_>) -> PyResult<Vec<PyNode>> {
        Ok(self
            .child_keys(py)?
            .into_iter()
            .map(|k| self.at(py, k))
            .collect())
    }

    /// The number of children.
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.read(py, |t, id| {
            Ok(t.tree.get(id).map_or(0, |n| n.children().len()))
        })
    }

    /// Child `index` (negative counts from the end). Errors: `IndexError`.
    fn __getitem__(&self, py: Python<'_>, index: isize) -> PyResult<PyNode> {
        let keys = self.child_keys(py)?;
        let n = keys.len() as isize;
        let i = if index < 0 { index + n } else { index };
        if !(0..n).contains(&i) {
            return Err(PyIndexError::new_err(format!(
                "child index {index} out of range for {n} children"
            )));
        }
        Ok(self.at(py, keys[i as usize]))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let children = PyList::new(py, self.children(py)?)?;
        Ok(children.try_iter()?.into_any())
    }

    /// The identifiers of the node's properties, in the order written, each
    /// once.
    fn properties(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.read(py, |t, id| {
            let mut out: Vec<String> = Vec::new();
            for p in Self::props(t, id) {
                if !out.contains(&p.ident) {
                    out.push(p.ident.clone());
                }
            }
            Ok(out)
        })
    }

    /// Every property as `(identifier, values)`, in the order written (an
    /// identifier written twice in one node appears twice).
    fn items(&self, py: Python<'_>) -> PyResult<Vec<(String, Vec<String>)>> {
        self.read(py, |t, id| {
            Ok(Self::props(t, id)
                .iter()
                .map(|p| (p.ident.clone(), p.values.clone()))
                .collect())
        })
    }

    /// Whether the node has property `ident`.
    fn has_property(&self, py: Python<'_>, ident: &str) -> PyResult<bool> {
        self.read(py, |t, id| {
            Ok(Self::props(t, id).iter().any(|p| p.ident == ident))
        })
    }

    fn __contains__(&self, py: Python<'_>, ident: &str) -> PyResult<bool> {
        self.has_property(py, ident)
    }

    /// The first value of property `ident` (unescaped text; `aa:cc` kept
    /// whole), or `default` (None) when absent, as a dict's `get`
    /// (`node.get("C", "")`). `get_list` raises `KeyError` instead.
    #[pyo3(signature = (ident, default = None))]
    fn get<'py>(
        &self,
        py: Python<'py>,
        ident: &str,
        default: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let value = self.read(py, |t, id| {
            Ok(Self::props(t, id)
                .iter()
                .find(|p| p.ident == ident)
                .map(|p| p.value().to_string()))
        })?;
        Ok(match value {
            Some(v) => Some(PyString::new(py, &v).into_any()),
            None => default,
        })
    }

    /// Every value of property `ident` (one or more). Errors: `KeyError`
    /// when absent.
    fn get_list(&self, py: Python<'_>, ident: &str) -> PyResult<Vec<String>> {
        self.read(py, |t, id| {
            Self::props(t, id)
                .iter()
                .find(|p| p.ident == ident)
                .map(|p| p.values.clone())
                .ok_or_else(|| missing(ident))
        })
    }

    /// Sets property `ident` to `values` (a `str` for one value, or a
    /// non-empty sequence of `str`): the first property so named keeps its
    /// place, any further one is removed; a new property goes last. Values
    /// are plain text (the writer escapes `]` and `\`). Errors: `ValueError`
    /// for an identifier that is not 1 to 64 letters A-Z or no values,
    /// `TypeError` for values that are not text.
    fn set(&self, py: Python<'_>, ident: &str, values: &Bound<'_, PyAny>) -> PyResult<()> {
        check_ident(ident)?;
        let values = values_of(values)?;
        self.write(py, |t, id| {
            let Some(node) = t.tree.get_mut(id) else {
                return Ok(());
            };
            let mut seen = false;
            let mut values = Some(values);
            node.properties.retain_mut(|p| {
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
                node.properties.push(Property::new(ident, values));
            }
            Ok(())
        })
    }

    /// Removes property `ident` (every occurrence). Errors: `KeyError` when
    /// absent.
    fn unset(&self, py: Python<'_>, ident: &str) -> PyResult<()> {
        self.write(py, |t, id| {
            let Some(node) = t.tree.get_mut(id) else {
                return Ok(());
            };
            if !node.remove_property(ident) {
                return Err(missing(ident));
            }
            Ok(())
        })
    }

    /// The comment (`C`), or None. Setting a `str` sets `C`, None removes it.
    #[getter]
    fn comment(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.read(py, |t, id| {
            Ok(Self::props(t, id)
                .iter()
                .find(|p| p.ident == "C")
                .map(|p| p.value().to_string()))
        })
    }

    #[setter]
    fn set_comment(&self, py: Python<'_>, comment: Option<&Bound<'_, PyString>>) -> PyResult<()> {
        match comment {
            Some(c) => self.set(py, "C", c.as_any()),
            None => match self.unset(py, "C") {
                Err(e) if e.is_instance_of::<PyKeyError>(py) => Ok(()),
                other => other,
            },
        }
    }

    /// A new node without properties as a child of this one: last, or at
    /// position `index` among the children (0 makes it the main line; an
    /// index past the end appends; a negative one counts from the end, as
    /// `list.insert` does). Returns the new node.
    #[pyo3(signature = (index = None))]
    fn new_child(&self, py: Python<'_>, index: Option<i128>) -> PyResult<PyNode> {
        // As Python's `list.insert`: a negative index counts from the end
        // (before the last child for -1), clamped at the first.
        let index = match index {
            None => None,
            Some(i) if i >= 0 => Some(usize::try_from(i).unwrap_or(usize::MAX)),
            Some(i) => {
                let n = self.__len__(py)? as i128;
                Some(usize::try_from((n + i).max(0)).unwrap_or(0))
            }
        };
        let key = self.write(py, |t, id| t.insert(id, index))?;
        Ok(self.at(py, key))
    }

    /// Deletes child `index` (negative counts from the end) and everything
    /// below it. Errors: `IndexError`.
    fn remove_child(&self, py: Python<'_>, index: isize) -> PyResult<()> {
        let child = self.__getitem__(py, index)?;
        child.delete(py)
    }

    /// Deletes this node and everything below it from the tree (sgfmill's
    /// `Tree_node.delete`); handles to them raise `ValueError` afterwards.
    /// The indices of later nodes shift down. Errors: `ValueError` for the
    /// root.
    fn delete(&self, py: Python<'_>) -> PyResult<()> {
        self.write(py, |t, id| t.remove(id))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyNode>() {
            Ok(o) => {
                let o = o.get();
                o.tree.is(&self.tree) && o.key == self.key
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        (self.tree.as_ptr() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(self.key)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let shown = self.read(py, |t, id| {
            let mut text = String::new();
            for p in Self::props(t, id).iter().take(4) {
                text.push_str(&p.ident);
                for v in p.values.iter().take(2) {
                    let v: String = v.chars().take(20).collect();
                    text.push_str(&format!("[{v}]"));
                }
            }
            Ok(format!("Node(index={}, {text:?})", id.index()))
        });
        shown.unwrap_or_else(|_| "Node(deleted)".to_string())
    }
}

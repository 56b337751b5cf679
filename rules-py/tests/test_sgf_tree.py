"""tianyuan.sgf.GameTree and Node: whole SGF game trees read, navigated,
edited and written back without loss, checked against sgfmill (an
independent reader) and on every real record of ../shared/data/sgf."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest

import tianyuan.sgf
from tianyuan import SgfError
from tianyuan.sgf import GameTree, Node

REPO = Path(__file__).resolve().parents[2]
CORPUS = Path(os.environ.get("TIANYUAN_SGF_CORPUS", REPO.parent / "shared" / "data" / "sgf"))
SABAKI = CORPUS / "sabaki-sgf" / "sgf"

# A tree as a flat list, one entry per node in pre-order (the order of the
# text): its properties in order and its number of children. Pre-order and
# child counts fix the shape; a flat list compares without recursion.
Shape = List[Tuple[List[Tuple[str, List[str]]], int]]


def shape(tree: GameTree, ca: bool = True) -> Shape:
    """The whole tree, walked without recursion by tianyuan's navigation;
    `ca=False` leaves the root's CA out."""
    out: Shape = []
    todo: List[Node] = [tree.root]
    while todo:
        node = todo.pop()
        items = node.items()
        if not ca and node.parent is None:
            items = [(k, v) for k, v in items if k != "CA"]
        children = node.children
        out.append((items, len(children)))
        todo.extend(reversed(children))
    return out


def records() -> List[Path]:
    if not CORPUS.is_dir():
        pytest.skip(f"{CORPUS} not found")
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".sgf", ".sgfs") and p.is_file())
    assert len(files) > 1000
    return files


# --- sgfmill, the independent reader -------------------------------------

# Installed by run_tests.sh.
sgfmill = pytest.importorskip("sgfmill.sgf")
sgf_grammar = pytest.importorskip("sgfmill.sgf_grammar")

_ESCAPE = re.compile(rb"\\(\r\n|\n\r|\n|\r|.)", re.DOTALL)


def unescape(raw: bytes) -> str:
    """FF[4] Text escapes, read independently of tianyuan: backslash and a
    line break vanish, backslash and any other character is that character."""
    return _ESCAPE.sub(lambda m: b"" if m.group(1) in (b"\r\n", b"\n\r", b"\n", b"\r") else m.group(1), raw).decode("utf-8")


# FF[4]'s text types (sgf4.html#text), written out from the specification.
_TEXT = {"C", "GC"}
_SIMPLE_TEXT = {"AN", "AP", "BR", "BT", "CP", "DT", "EV", "FG", "GN", "LB", "N", "ON", "OT",
                "PB", "PC", "PW", "RE", "RO", "RU", "SO", "US", "WR", "WT"}
_LINE_BREAK = re.compile(r"\r\n|\n\r|\n|\r")


def white_space(ident: str, value: str) -> str:
    """FF[4]'s white space, read independently of tianyuan: in Text, tab,
    vertical tab and form feed are spaces; in SimpleText every line break
    (CR LF and LF CR one each) and then every such character is a space."""
    if ident in _SIMPLE_TEXT:
        value = _LINE_BREAK.sub(" ", value)
        return re.sub(r"[\t\x0b\x0c]", " ", value)
    if ident in _TEXT:
        return re.sub(r"[\t\x0b\x0c]", " ", value)
    return value


Merged = List[Tuple[Dict[str, List[str]], int]]


def sgfmill_shape(node: Any) -> Merged:
    """sgfmill's view, flat in pre-order: properties merged by identifier
    (sgfmill joins an identifier written twice in one node), values
    unescaped, the root's CA left out; and the number of children."""
    out: Merged = []
    todo = [node]
    while todo:
        n = todo.pop()
        props = {
            k: [white_space(k, unescape(v)) for v in vs] for k, vs in n.get_raw_property_map().items()
        }
        if n.parent is None:
            props.pop("CA", None)
        out.append((props, len(n)))
        todo.extend(reversed(list(n)))
    return out


def merged_shape(tree: GameTree) -> Merged:
    """Ours, in sgfmill's form."""
    out: Merged = []
    for items, children in shape(tree, ca=False):
        props: Dict[str, List[str]] = {}
        for k, vs in items:
            props.setdefault(k, []).extend(vs)
        out.append((props, children))
    return out


# --- Sabaki's complex.sgf, the case of the issue ---------------------------


def test_sabaki_complex_whole_tree():
    path = SABAKI / "complex.sgf"
    if not path.exists():
        pytest.skip(f"{path} not found")
    tree = GameTree.from_path(path)
    mill = sgfmill.Sgf_game.from_bytes(path.read_bytes())
    # Counted with sgfmill: 287 nodes, 187 on the main line, 29 children that
    # start a variation (55 parenthesised sequences in the file).
    assert len(tree) == 287
    assert len(tree.main_line()) == 187 == len(mill.get_main_sequence())
    assert sum(max(0, len(n) - 1) for n in tree.nodes()) == 29
    assert merged_shape(tree) == sgfmill_shape(mill.get_root())
    # The root as written in the file's first line.
    root = tree.root
    assert root.get("PC") == "OGS: http://online-go.com/game/review/114161"
    assert (root.get("BR"), root.get("WR"), root.get("AP")) == ("8d", "8d", "Sabaki:0.12.4")
    # The fourth node, B[pq], carries a chat comment.
    third = tree.main_line()[3]
    assert third.get("B") == "pq"
    assert third.comment == "\n\n-- chat --\nakoveable: oups\nakoveable: sorry\n\n"
    comments = sum(1 for n in tree.nodes() if n.comment is not None)
    assert comments == sum(1 for n in tree.nodes() if "C" in n.properties())
    # to_sgf labels the text CA[UTF-8]; serialise keeps the file's charset.
    again = GameTree.from_string(tree.to_sgf())
    assert shape(again, ca=False) == shape(tree, ca=False)
    assert GameTree.from_bytes(tree.serialise()) == tree


# --- every file: parse, write, parse ---------------------------------------


def test_every_record_round_trips():
    """parse -> write -> parse gives the same tree: same shape, same
    properties in the same order, same values; through text (to_sgf, which
    labels the root CA[UTF-8]) and through bytes (serialise, in the file's
    charset with its own CA, or UTF-8 labelled so)."""
    read = refused = trees_seen = 0
    for path in records():
        try:
            trees = tianyuan.sgf.load_trees(path)
        except SgfError:
            refused += 1  # the unreadable test files of the corpus
            continue
        read += 1
        text = "".join(t.to_sgf() for t in trees)
        again = tianyuan.sgf.load_trees(text.encode("utf-8"))
        assert [shape(t, ca=False) for t in again] == [shape(t, ca=False) for t in trees], path
        for t, a in zip(trees, again):
            if "CA" in t.root or not text.isascii():
                assert a.root.get_list("CA") == ["UTF-8"], path
            assert a.encoding == "UTF-8", path
        for t in trees:
            trees_seen += 1
            b = GameTree.from_bytes(t.serialise())
            assert shape(b, ca=False) == shape(t, ca=False), path
            if b.encoding != "UTF-8":
                # Written in the file's own charset, under its own CA.
                assert b.encoding == t.encoding and b == t, path
    # A few files of the corpus are meant to be unreadable.
    print("read", read, "refused", refused)
    assert read > 1000 and refused < 20, (read, refused)
    assert trees_seen >= read


def test_sabaki_test_files_round_trip_and_agree_with_sgfmill():
    """Each of @sabaki/sgf's test files: our tree equals sgfmill's reading of
    what we wrote (UTF-8), and, where sgfmill can read the original (its
    default Latin-1 or the CA it knows), of the original too for ASCII/UTF-8
    files."""
    if not SABAKI.is_dir():
        pytest.skip(f"{SABAKI} not found")
    files = sorted(SABAKI.rglob("*.sgf"))
    assert len(files) == 14
    for path in files:
        tree = GameTree.from_path(path)
        ours = merged_shape(tree)
        # The str form, saved as UTF-8, is labelled so: sgfmill reads it by
        # its own CA, no override.
        text = tree.to_sgf()
        mill = sgfmill.Sgf_game.from_bytes(text.encode("utf-8"))
        assert ours == sgfmill_shape(mill.get_root()), path
        again = GameTree.from_string(text)
        assert shape(again, ca=False) == shape(tree, ca=False), path


def test_utf8_records_agree_with_sgfmill_on_the_original_bytes():
    """Independent reading of the original file: for every UTF-8 record that
    sgfmill can parse, both readers give the same tree and values."""
    compared = 0
    for path in records():
        data = path.read_bytes()
        try:
            trees = tianyuan.sgf.load_trees(data)
        except SgfError:
            continue
        if trees[0].encoding != "UTF-8" or trees[0].warnings or data.startswith(b"\xef\xbb\xbf"):
            continue
        try:
            coarse = sgf_grammar.parse_sgf_collection(data)
        except ValueError:
            continue
        if len(coarse) != len(trees):
            continue
        for t, c in zip(trees, coarse):
            mill = sgfmill.Sgf_game.from_coarse_game_tree(c, override_encoding="UTF-8")
            assert merged_shape(t) == sgfmill_shape(mill.get_root()), path
            compared += 1
    print("compared with sgfmill:", compared)
    assert compared > 500, compared


# --- reading ---------------------------------------------------------------


def test_navigation_and_values():
    text = "(;GM[1]FF[4]SZ[9]XY[unknown][two]C[a \\] b \\\\ c];B[ee](;W[cc];B[dd])(;W[gg]C[line\\\nbreak]))"
    tree = GameTree.from_string(text)
    root = tree.root
    assert len(tree) == 5 and root.index == 0 and root.parent is None
    # Unknown properties kept, with all their values, in the order written.
    assert root.properties() == ["GM", "FF", "SZ", "XY", "C"]
    assert root.get_list("XY") == ["unknown", "two"] and root.get("XY") == "unknown"
    assert root.comment == "a ] b \\ c"
    [b] = root.children
    assert b.get("B") == "ee" and b.parent == root and len(b) == 2
    w1, w2 = b
    assert (w1.get("W"), w2.get("W")) == ("cc", "gg") and b[-1] == w2
    assert w2.comment == "linebreak"  # a soft line break vanishes
    assert [n.get_list(n.properties()[0]) for n in tree.main_line()] == [["1"], ["ee"], ["cc"], ["dd"]]
    # Pre-order: the order of the text.
    assert [n.index for n in tree.nodes()] == [0, 1, 2, 3, 4]
    assert tree.node(4) == w2 and w2.tree is tree
    assert "B" in b and "W" not in b and not b.has_property("C")
    assert w1.comment is None
    # get is a dict's get: None, or the default given, when absent;
    # get_list raises KeyError.
    assert b.get("W") is None and b.get("W", "none") == "none" and b.get("B", 0) == "ee"
    with pytest.raises(KeyError):
        b.get_list("W")
    with pytest.raises(IndexError):
        b[2]
    with pytest.raises(IndexError):
        tree.node(5)
    # A negative node index is out of range too (IndexError, not the
    # OverflowError of a conversion to an unsigned int).
    with pytest.raises(IndexError, match="0 to 4"):
        tree.node(-1)
    assert {root, root, b} == {root, b}


def test_load_sources_and_collections(tmp_path: Path):
    data = b"(;GM[1]PB[One];B[aa])(;GM[1]PB[Two])"
    f = tmp_path / "two.sgf"
    f.write_bytes(data)
    for source in (data, data.decode(), f, str(f)):
        trees = tianyuan.sgf.load_trees(source)
        assert [t.root.get("PB") for t in trees] == ["One", "Two"]
    # The GameTree constructors take the first game.
    assert GameTree.from_path(f).root.get("PB") == "One"
    assert GameTree.from_bytes(data).root.get("PB") == "One"
    assert GameTree.from_string(data.decode()).root.get("PB") == "One"
    with pytest.raises(OSError):
        GameTree.from_path(tmp_path / "missing.sgf")


def test_encoding_read_and_serialise_as_utf8():
    # 黑 in GB2312 is BA DA; the file says CA[GB2312].
    data = b"(;GM[1]CA[GB2312]PB[\xba\xda];B[aa])"
    tree = GameTree.from_bytes(data)
    assert tree.encoding == "GBK"
    assert tree.root.get("PB") == "黑" and tree.root.get("CA") == "GB2312"
    # The byte form keeps the record's charset: GB2312's bytes, its own CA.
    out = tree.serialise()
    assert b"PB[\xba\xda]" in out and b"CA[GB2312]" in out
    back = GameTree.from_bytes(out)
    assert back == tree and back.encoding == "GBK"
    # A str is Unicode: to_sgf labels it CA[UTF-8], and the tree keeps its CA.
    text = tree.to_sgf()
    assert "PB[黑]" in text and "CA[UTF-8]" in text and "GB2312" not in text
    assert tree.root.get("CA") == "GB2312"
    back = GameTree.from_bytes(text.encode("utf-8"))
    assert back.root.get("PB") == "黑" and back.root.get("CA") == "UTF-8"
    # A character GB2312 cannot write (Korean) makes the bytes UTF-8, said so.
    tree.root.set("PW", "이창호")
    out = tree.serialise()
    assert "PW[이창호]".encode() in out and b"CA[UTF-8]" in out
    # A tree without CA whose text is not ASCII gets CA[UTF-8] from to_sgf;
    # an ASCII one is written as stored.
    plain = GameTree.from_string("(;GM[1]PB[黑])")
    assert plain.to_sgf().startswith("(;CA[UTF-8]GM[1]PB[黑]")
    assert GameTree.from_string("(;GM[1])").to_sgf() == "(;GM[1]\n)\n"


def test_repairs_are_warned():
    tree = GameTree.from_string("(;GM[1];B[aa]")
    assert len(tree) == 2 and tree.warnings
    with pytest.raises(SgfError) as e:
        GameTree.from_string("(;B[aa)")
    assert e.value.line == 1


# --- editing ---------------------------------------------------------------


def test_edits_and_lossless_writing():
    tree = GameTree(9)
    root = tree.root
    assert root.items() == [("FF", ["4"]), ("GM", ["1"]), ("SZ", ["9"])]
    b = root.new_child()
    b.set("B", "ee")
    b.comment = "a ] and a \\ and\nnew line"
    w = b.new_child()
    w.set("W", ["cc"])
    v = b.new_child(0)  # a new main line
    v.set("W", "gg")
    v.set("AB", ["aa", "bb"])
    v.set("XX", "private")
    assert b.children == [v, w]
    assert tree.main_line() == [root, b, v]
    # A negative index counts from the end, as list.insert does: -1 goes
    # before the last child, and far past the start makes the first.
    expected = [v, w]
    x = b.new_child(-1)
    expected.insert(-1, x)
    assert b.children == expected == [v, x, w]
    y = b.new_child(-10)
    expected.insert(-10, y)
    assert b.children == expected == [y, v, x, w]
    x.delete()
    y.delete()
    assert b.children == [v, w]
    text = tree.to_sgf()
    # Written by hand from the edits above.
    expected = (
        "(;FF[4]GM[1]SZ[9]\n;B[ee]C[a \\] and a \\\\ and\nnew line]"
        "\n(;W[gg]AB[aa][bb]XX[private])\n(;W[cc]))\n"
    )
    assert text == expected
    again = GameTree.from_string(text)
    assert again == tree
    assert again.node(1).comment == "a ] and a \\ and\nnew line"
    # set keeps the first property's place and drops further duplicates.
    dup = GameTree.from_string("(;A[1]B[2]A[3])")
    dup.root.set("A", ["x", "y"])
    assert dup.root.items() == [("A", ["x", "y"]), ("B", ["2"])]
    dup.root.unset("A")
    assert dup.root.items() == [("B", ["2"])]
    with pytest.raises(KeyError):
        dup.root.unset("A")
    b.comment = None
    assert not b.has_property("C")
    b.comment = None  # removing an absent comment is no error


def test_delete_keeps_other_handles_valid():
    tree = GameTree.from_string("(;C[r](;C[a](;C[a1])(;C[a2]))(;C[b];C[b1]))")
    a, bb = tree.root
    a1, a2 = a
    b1 = bb[0]
    assert [n.index for n in (a, a1, a2, bb, b1)] == [1, 2, 3, 4, 5]
    a.remove_child(0)
    assert len(tree) == 5 and [n.comment for n in a] == ["a2"]
    assert (a2.index, bb.index, b1.index) == (2, 3, 4)
    with pytest.raises(ValueError):
        a1.comment
    with pytest.raises(ValueError):
        a1.new_child()
    assert repr(a1) == "Node(deleted)"
    a.delete()
    assert len(tree) == 3 and tree.root.children == [bb] and b1.parent == bb
    for gone in (a, a2):
        with pytest.raises(ValueError):
            gone.index
    assert tree == GameTree.from_string("(;C[r];C[b];C[b1])")
    with pytest.raises(ValueError):
        tree.root.delete()
    with pytest.raises(IndexError):
        tree.root.remove_child(3)
    # A child made after a deletion gets a fresh handle.
    c = tree.root.new_child()
    c.set("C", "c")
    assert c.index == 3 and tree.root[-1] == c


def test_bad_input_gives_typed_errors():
    tree = GameTree.from_string("(;GM[1];B[aa])")
    node = tree.root
    for ident in ("", "b", "B1", "Ü", "A" * 65):
        with pytest.raises(ValueError):
            node.set(ident, "x")
    for values in (3, None, [1, 2], b"aa", [b"aa"]):
        with pytest.raises(TypeError):
            node.set("XX", values)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        node.set("XX", [])
    with pytest.raises(TypeError):
        node.get(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        GameTree.from_bytes("(;)")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        GameTree.from_string(b"(;)")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        GameTree.from_path(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        node.new_child("first")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        node["0"]  # type: ignore[index]
    with pytest.raises(TypeError):
        node.comment = 5  # type: ignore[assignment]
    for size in (0, 53):
        with pytest.raises(ValueError):
            GameTree(size)
    with pytest.raises(SgfError):
        GameTree.from_bytes(b"")
    with pytest.raises(SgfError):
        tianyuan.sgf.load_trees("(;B[")
    # Nothing was changed by the refused calls.
    assert tree.to_sgf() == "(;GM[1]\n;B[aa])\n"
    assert tree != "not a tree" and node != "not a node"

"""SGF records: read a file or text into :class:`Record` objects, replay them
under the rules, and write games back (``Game.to_sgf()``). A thin wrapper over
the core's ``tianyuan::sgf`` and ``tianyuan::replay``.

>>> import tianyuan.sgf
>>> records = tianyuan.sgf.load("(;GM[1]SZ[9]KM[7.5];B[ee];W[cc])")
>>> game = records[0].replay()

Replay choices (1988/2002 art. 2 alternation, art. 4 capture, art. 5
forbidden points, art. 6 repetition):

- ``record.replay(strict=False)`` (the default) is tolerant: every illegal
  move is listed in ``record.violations`` as ``(move_number, colour, vertex,
  reason)``; ko, superko and suicide violations are played anyway, occupied
  and off-board moves skipped. The returned game is the position after the
  last move.
- ``record.replay(strict=True)`` raises :class:`tianyuan.IllegalMoveError` at
  the first illegal move, with ``.move_number`` (from 1 in the main line,
  passes included), ``.move`` (GTP vertex) and ``.reason``;
  ``record.violations`` holds it too.
- The rules are those named by ``RU`` unless ``rules`` is given; the komi is
  ``KM`` (0 when neither ``KM`` nor ``RU`` is given). ``record.notes`` lists
  what was assumed.

Whole game trees (every node, property, comment and variation, unknown
properties included), in the spirit of sgfmill's ``Sgf_game``:

>>> tree = tianyuan.sgf.GameTree.from_string("(;GM[1]SZ[9]XX[kept];B[ee]C[hi](;W[cc])(;W[gg]))")
>>> [n.get("W") for n in tree.root[0]]
['cc', 'gg']
>>> tree.root[0].comment = "a new comment"
>>> tianyuan.sgf.GameTree.from_string(tree.to_sgf()) == tree
True

:class:`GameTree` (``from_bytes``, ``from_string``, ``from_path``,
``root``, ``nodes()``, ``main_line()``, ``to_sgf()``, ``serialise()``) holds
:class:`Node` objects (``parent``, ``children``, ``node[i]``, ``get``,
``get_list``, ``set``, ``unset``, ``comment``, ``new_child``,
``remove_child``, ``delete``). Values are lists of strings, unescaped.
:func:`load_trees` reads every game of a file.

Errors: :class:`tianyuan.SgfError` with ``.line`` and ``.column`` (1-based)
and ``.kind`` for text that cannot be read.
"""

from __future__ import annotations

import os
from typing import List, Optional, Union

from . import _tianyuan
from ._tianyuan import GameTree, Node, Record, SgfError

__all__ = ["GameTree", "Node", "Record", "SgfError", "load", "load_trees", "loads"]


def loads(data: Union[str, bytes], *, max_nodes: Optional[int] = None) -> List[Record]:
    """The games of SGF ``data``: ``bytes`` (a file's contents; the encoding
    is detected from ``CA`` and the content) or already decoded ``str``.

    ``max_nodes``: the most nodes (``;``) read, all games of the input
    together; ``None`` for the default, 4,000,000. One node more raises
    :class:`tianyuan.SgfError` with ``.kind == "TooManyNodes"``, its message
    naming the limit. A program reading records from strangers bounds its
    memory with it (a record costs about 9 bytes a pass node and 11 a move
    node; more for nodes with more properties or longer values)."""
    if isinstance(data, bytes):
        return _tianyuan._sgf_parse_bytes(data, max_nodes)
    return _tianyuan._sgf_parse_text(data, max_nodes)


def load(
    path_or_text: Union[str, bytes, "os.PathLike[str]"], *, max_nodes: Optional[int] = None
) -> List[Record]:
    """The games of an SGF file or text, as a list of :class:`Record` (a file
    may hold several).

    ``bytes`` and a ``str`` whose first non-blank character is ``(`` are SGF
    text (:func:`loads`); any other ``str`` or an ``os.PathLike`` is a path,
    read as bytes. Errors: :class:`tianyuan.SgfError` (``.line``,
    ``.column``; ``.kind`` ``InputTooLarge`` for a file over the 64 MiB
    limit, of which only the limit and one byte are read; ``TooManyNodes``
    over ``max_nodes``, as in :func:`loads`), ``OSError`` for a file that
    cannot be read."""
    if isinstance(path_or_text, bytes):
        return loads(path_or_text, max_nodes=max_nodes)
    if isinstance(path_or_text, str) and path_or_text.lstrip().startswith("("):
        return loads(path_or_text, max_nodes=max_nodes)
    with open(path_or_text, "rb") as f:
        # One byte over the limit is enough for the parser's InputTooLarge
        # error; a larger or endless file (/dev/zero) is not read further.
        return loads(f.read(_tianyuan._SGF_MAX_INPUT_BYTES + 1), max_nodes=max_nodes)


def load_trees(
    path_or_text: Union[str, bytes, "os.PathLike[str]"], *, max_nodes: Optional[int] = None
) -> List[GameTree]:
    """Every game tree of an SGF file or text, as :class:`GameTree` objects
    (``GameTree.from_*`` give the first one only). The source is read as by
    :func:`load`: ``bytes`` and a ``str`` starting with ``(`` are SGF text,
    any other ``str`` or an ``os.PathLike`` a path. Writing them back:
    ``"".join(t.to_sgf() for t in trees)``. ``max_nodes``: as in
    :func:`loads`. Errors: as :func:`load`."""
    if isinstance(path_or_text, bytes):
        return _tianyuan._sgf_trees_from_bytes(path_or_text, max_nodes)
    if isinstance(path_or_text, str) and path_or_text.lstrip().startswith("("):
        return _tianyuan._sgf_trees_from_text(path_or_text, max_nodes)
    with open(path_or_text, "rb") as f:
        return _tianyuan._sgf_trees_from_bytes(
            f.read(_tianyuan._SGF_MAX_INPUT_BYTES + 1), max_nodes
        )

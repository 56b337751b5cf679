"""tianyuan: the rules of Go (weiqi, baduk) under the Chinese rules.

A thin Python layer over the Rust crate ``tianyuan`` (native module
``tianyuan._tianyuan``). Coordinates: ``(row, col)`` zero-based from the top
left; action ``row * width + col``, pass ``width * height``; GTP vertices such
as ``"D4"`` (column letters skip ``I``). Colours: 1 Black, -1 White.

- :class:`Rules`, :class:`Game`, :class:`Score`: one game, move by move.
- :class:`VecGame`: N games stepped in parallel, with numpy outputs.
- :mod:`tianyuan.sgf`: SGF records; :mod:`tianyuan.competition`: standings.
- Errors: :class:`TianyuanError` and its subclasses (each also a ``ValueError``).
"""

from . import competition, sgf
from ._tianyuan import (
    BLACK,
    PASS,
    CompetitionError,
    WHITE,
    GameError,
    IllegalMoveError,
    KomiError,
    PointError,
    RulesError,
    ScoreError,
    SgfError,
    TianyuanError,
    Game,
    Rules,
    Score,
    VecGame,
    __version__,
)

__all__ = [
    "BLACK",
    "PASS",
    "WHITE",
    "CompetitionError",
    "Game",
    "GameError",
    "IllegalMoveError",
    "KomiError",
    "PointError",
    "Rules",
    "RulesError",
    "Score",
    "ScoreError",
    "SgfError",
    "TianyuanError",
    "VecGame",
    "__version__",
    "competition",
    "sgf",
]

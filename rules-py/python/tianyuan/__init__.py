"""tianyuan: the rules of Go (weiqi, baduk) under the Chinese rules.

A thin Python layer over the Rust crate ``tianyuan`` (native module
``tianyuan._tianyuan``). Coordinates: ``(row, col)`` zero-based from the top
left; action ``row * width + col``, pass ``width * height``; GTP vertices such
as ``"D4"`` (column letters skip ``I``). Colours: 1 Black, -1 White.

- :class:`Rules`, :class:`Game`, :class:`Score`: one game, move by move.
- :class:`LifeEstimate`, :class:`ChainJudgement`, :class:`EstimatedScore`: who
  won a finished game: ``Game.estimate_life()``, ``Game.ownership()``,
  ``Game.estimate_dead_stones()``, ``Game.score_estimated()``.
- :class:`VecGame`: N games stepped in parallel, with numpy outputs.
- :class:`Clock`, :class:`TimeControl`, :class:`Referee`: the game clock and
  the referee (1988 and 2002 editions), with rulings naming their articles.
- :mod:`tianyuan.sgf`: SGF records; :mod:`tianyuan.competition`: standings.
- Errors: :class:`TianyuanError` and its subclasses (each also a ``ValueError``).
"""

from . import competition, sgf
from ._tianyuan import (
    BLACK,
    PASS,
    ChainJudgement,
    Clock,
    ClockError,
    ClockEvent,
    CompetitionError,
    EstimatedScore,
    WHITE,
    GameError,
    IllegalMoveError,
    KomiError,
    LifeError,
    LifeEstimate,
    PointError,
    Referee,
    RefereeError,
    Ruling,
    RulesError,
    ScoreError,
    SgfError,
    TianyuanError,
    TimeControl,
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
    "ChainJudgement",
    "Clock",
    "ClockError",
    "ClockEvent",
    "CompetitionError",
    "EstimatedScore",
    "Game",
    "GameError",
    "IllegalMoveError",
    "KomiError",
    "LifeError",
    "LifeEstimate",
    "PointError",
    "Referee",
    "RefereeError",
    "Rules",
    "Ruling",
    "RulesError",
    "Score",
    "ScoreError",
    "SgfError",
    "TianyuanError",
    "TimeControl",
    "VecGame",
    "__version__",
    "competition",
    "sgf",
]

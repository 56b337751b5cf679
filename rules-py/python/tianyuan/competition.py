"""Competition tables: standings with tiebreaks from a results CSV (1988 rules
art. 26-29; 2002 rules art. 25-28). A thin wrapper over
``tianyuan_competition`` (the ``tianyuan-competition`` crate).

The CSV has the columns ``round,black,white,result`` (results such as ``B+``,
``W+``, ``draw``); ``system`` is a pairing system name (``round-robin``,
``swiss``, ``knockout``, ...). Errors: :class:`tianyuan.CompetitionError` with
``.kind``.
"""

from __future__ import annotations

import json
from typing import Any, Dict

from . import _tianyuan

__all__ = ["standings", "standings_text"]


def standings(csv: str, system: str = "round-robin") -> Dict[str, Any]:
    """The standings as a dict (the core's JSON form): ``rows`` in order of
    place, each with ``place``, ``name``, ``points`` (2 a win, 1 a draw) and the
    tiebreak values."""
    result: Dict[str, Any] = json.loads(_tianyuan._standings_json(csv, system))
    return result


def standings_text(csv: str, system: str = "round-robin") -> str:
    """The standings as a fixed-width text table."""
    return _tianyuan._standings_text(csv, system)

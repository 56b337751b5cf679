"""Go as a PettingZoo AEC environment, a drop-in for ``pettingzoo.classic.go_v5``.

``env(...)`` and ``raw_env(...)`` are built as PettingZoo's classic games
build theirs: ``env`` is ``raw_env`` wrapped in ``TerminateIllegalWrapper``
(an illegal action ends the game, -1 for its player),
``AssertOutOfBoundsWrapper`` and ``OrderEnforcingWrapper``, as ``go_v5.env``
is. Needs ``pettingzoo`` and ``gymnasium`` (``pip install tianyuan[pettingzoo]``).

Layout, the same as ``go_v5``'s source (pettingzoo 1.24-1.27) computes it,
so that agents written or trained for it run unchanged:

- agents ``black_0`` (moves first) and ``white_0``, alternating (a pass is a
  move);
- actions ``Discrete(N*N + 1)``: ``row * N + col``, ``N*N`` the pass;
- observation a dict: ``"observation"`` bool ``(N, N, 17)`` and
  ``"action_mask"`` int8 ``(N*N + 1,)``. The mask is the exact legal set
  under the rules given (suicide, ko and superko honoured), for the agent to
  move only (all 0 for the other); once the game has ended it holds only the
  pass, as ``go_v5``'s does. Channels ``2k`` and ``2k + 1`` are the board
  ``k`` moves ago (0 before the game's start): for even ``k`` the stones of
  the player who made the last move, then the other player's; for odd ``k``
  the other way round (``go_v5`` stacks each position as seen by the player
  who had just moved). Channel 16 is all 0 for ``black_0`` and all 1 for
  ``white_0`` (the agent observed; ``go_v5``'s documentation states the
  opposite, its code does this);
- rewards only when the game ends: +1 for the winner, -1 for the loser of
  the area count with every stone alive (Tromp-Taylor, as minigo in
  ``go_v5`` counts) and the komi; 0 each for a draw (integer komi) or no
  result (a cycle under rules that void the game) where ``go_v5`` would give
  the draw to White. A game ends by two passes in succession (2002 art. 7.3),
  or a cycle as the rules say; ``max_moves`` (off by default, as in ``go_v5``)
  truncates a game after that many moves, with no reward.

Differences from ``go_v5`` beyond the draw: the rules are tianyuan's
(``rules="chinese-2002"`` by default: positional superko, suicide forbidden;
minigo forbids suicide and simple ko only), so in a rare position the legal
sets differ; and ``raw_env.step`` raises ``IllegalMoveError`` on an illegal
action (``go_v5``'s raises minigo's ``IllegalMove``).

Render modes: ``"human"`` prints the board, ``"ansi"`` returns it as text
(``X`` Black, ``O`` White, GTP coordinates), ``"rgb_array"`` returns an
uint8 ``(32 N, 32 N, 3)`` picture (wood, grid, black and white stones).
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from ._tianyuan import Game, Rules

__all__ = ["env", "raw_env"]

AGENTS = ["black_0", "white_0"]

# tianyuan's planes (2k: side to move k moves ago, 2k+1: the other side) in
# go_v5's order: for even k the last mover's stones first, for odd k the side
# to move's (see the module docs). Plane 16 is replaced by the agent's plane.
_PERMUTATION = [p for k in range(8) for p in ((2 * k + 1, 2 * k) if k % 2 == 0 else (2 * k, 2 * k + 1))]

# Pixels per point in "rgb_array" pictures.
_CELL = 32


def env(**kwargs: Any) -> Any:
    """``raw_env(**kwargs)`` with ``go_v5.env``'s wrappers: an illegal action
    ends the game with reward -1 for its player, an action out of range
    fails an assertion, and calls out of order are refused."""
    e: Any = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv, EzPickle):  # type: ignore[misc]
    """Go between ``black_0`` and ``white_0`` (see the module docs).

    ``raw_env(board_size=19, komi=7.5, render_mode=None, rules="chinese-2002",
    max_moves=None)``: ``board_size`` 2 to 25 (the observation is square, as
    ``go_v5``'s); ``komi`` in points (a number, or anything ``Game`` takes);
    ``rules`` a preset name or a ``Rules``; ``max_moves`` ``None`` or at least
    1. Errors: ``ValueError`` and tianyuan's errors for bad arguments.
    """

    metadata: Dict[str, Any] = {
        "render_modes": ["human", "ansi", "rgb_array"],
        "name": "tianyuan_go_v0",
        "is_parallelizable": False,
        "render_fps": 2,
    }
    agent_selection: str
    rewards: Dict[str, float]
    _cumulative_rewards: Dict[str, float]
    terminations: Dict[str, bool]
    truncations: Dict[str, bool]
    infos: Dict[str, Dict[str, Any]]

    def __init__(
        self,
        board_size: int = 19,
        komi: Any = 7.5,
        render_mode: Optional[str] = None,
        rules: Union[str, Rules] = "chinese-2002",
        max_moves: Optional[int] = None,
    ) -> None:
        EzPickle.__init__(self, board_size, komi, render_mode, rules, max_moves)
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, got {render_mode!r}")
        if max_moves is not None and max_moves < 1:
            raise ValueError("max_moves must be at least 1")
        self._N = int(board_size)
        self._komi = komi
        self._rules = rules
        self._max_moves = max_moves
        self._game = Game(self._N, rules=rules, komi=komi)
        self.render_mode = render_mode
        self.agents = AGENTS[:]
        self.possible_agents = AGENTS[:]
        n, a = self._N, self._N * self._N + 1
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low=0, high=1, shape=(n, n, 17), dtype=bool),
                    "action_mask": spaces.Box(low=0, high=1, shape=(a,), dtype=np.int8),
                }
            )
            for agent in AGENTS
        }
        self.action_spaces = {agent: spaces.Discrete(a) for agent in AGENTS}
        self._planes: Optional[npt.NDArray[np.bool_]] = None
        self.reset()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    @property
    def game(self) -> Game:
        """The game being played (a live object: copy it to keep it)."""
        return self._game

    def _board_planes(self) -> npt.NDArray[np.bool_]:
        """The 16 board channels, ``(N, N, 16)``, made once per move."""
        if self._planes is None:
            obs = self._game.observation()
            self._planes = np.ascontiguousarray(obs[_PERMUTATION].transpose(1, 2, 0)).astype(bool)
        return self._planes

    def observe(self, agent: str) -> Dict[str, npt.NDArray[Any]]:
        n, a = self._N, self._N * self._N + 1
        observation = np.empty((n, n, 17), dtype=bool)
        observation[:, :, :16] = self._board_planes()
        observation[:, :, 16] = agent == AGENTS[1]
        mask = np.zeros(a, dtype=np.int8)
        if agent == self.agent_selection:
            if self._game.is_over or self.terminations[agent] or self.truncations[agent]:
                mask[a - 1] = 1
            else:
                mask[:] = self._game.legal_moves()
        return {"observation": observation, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._game.play(int(action))
        self._planes = None
        self._clear_rewards()
        if self._game.is_over:
            self.terminations = {a: True for a in self.agents}
            for a, r in zip(AGENTS, self._end_rewards()):
                self.rewards[a] = r
        elif self._max_moves is not None and self._game.move_number > self._max_moves:
            self.truncations = {a: True for a in self.agents}
        self.agent_selection = AGENTS[1] if agent == AGENTS[0] else AGENTS[0]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _end_rewards(self) -> List[float]:
        """``[black, white]`` at the end: +1/-1 by the count, 0/0 for a draw
        or no result."""
        if self._game.end_reason == "no-result":
            return [0.0, 0.0]
        winner = self._game.tromp_taylor_score().winner
        if winner == 1:
            return [1.0, -1.0]
        if winner == -1:
            return [-1.0, 1.0]
        return [0.0, 0.0]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game. The environment has no randomness: ``seed`` is
        accepted for the API and changes nothing; ``options`` is ignored."""
        self._game = Game(self._N, rules=self._rules, komi=self._komi)
        self._planes = None
        self.agents = AGENTS[:]
        self.agent_selection = AGENTS[0]
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}

    def render(self) -> Any:
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        if self.render_mode == "rgb_array":
            return self._picture()
        text = str(self._game)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def _picture(self) -> npt.NDArray[np.uint8]:
        """The board as an RGB picture, ``_CELL`` pixels a point."""
        n, c = self._N, _CELL
        img = np.empty((n * c, n * c, 3), dtype=np.uint8)
        img[:] = (220, 179, 92)
        mid, lo, hi = c // 2, c // 2, (n - 1) * c + c // 2 + 1
        for i in range(n):
            img[i * c + mid, lo:hi] = 0
            img[lo:hi, i * c + mid] = 0
        yy, xx = np.mgrid[0:c, 0:c]
        disk = (yy - (c - 1) / 2) ** 2 + (xx - (c - 1) / 2) ** 2 <= (0.45 * c) ** 2
        board = self._game.board()
        for (r, col), v in np.ndenumerate(board):
            if v:
                cell = img[r * c : (r + 1) * c, col * c : (col + 1) * c]
                cell[disk] = 0 if v == 1 else 255
        return img

    def close(self) -> None:
        pass

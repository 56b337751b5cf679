"""Go as a PettingZoo AEC environment, a drop-in for ``pettingzoo.classic.go_v5``.

``env(...)`` behaves as PettingZoo's classic games' ``env`` (and
``go_v5.env``): ``raw_env`` wrapped in ``TerminateIllegalWrapper`` (an
illegal action ends the game, -1 for its player), ``AssertOutOfBoundsWrapper``
and ``OrderEnforcingWrapper``; the three are built into one wrapper class (an
``OrderEnforcingWrapper``) for speed, with the same behaviour. ``observe``
returns new arrays on each call. Needs ``pettingzoo`` and ``gymnasium`` (``pip install tianyuan[pettingzoo]``).

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

from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.env_logger import EnvLogger  # type: ignore[import-untyped]

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
    """``raw_env(**kwargs)`` with ``go_v5.env``'s wrappers' behaviour: an
    illegal action ends the game with reward -1 for its player, an action
    out of range fails an assertion, and calls out of order are refused.

    The three behaviours of PettingZoo's ``TerminateIllegalWrapper``,
    ``AssertOutOfBoundsWrapper`` and ``OrderEnforcingWrapper`` are built into
    one wrapper (an ``OrderEnforcingWrapper``, so that ``agent_iter`` checks
    the order as PettingZoo's does): each attribute read then reaches the
    environment in one step, not through three ``__getattr__`` layers."""
    return _WrappedEnv(raw_env(**kwargs), illegal_reward=-1)


_BEFORE_RESET = "{} cannot be accessed before reset"


def _forward(name: str) -> property:
    """An attribute of the raw environment, read and written through the
    wrapper, refused before ``reset`` as ``OrderEnforcingWrapper`` does."""

    def get(self: "_WrappedEnv") -> Any:
        if not self._has_reset:
            raise AttributeError(_BEFORE_RESET.format(name))
        return getattr(self._raw, name)

    def set_(self: "_WrappedEnv", value: Any) -> None:
        setattr(self._raw, name, value)

    return property(get, set_)


class _WrappedEnv(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]
    """``OrderEnforcingWrapper(AssertOutOfBoundsWrapper(
    TerminateIllegalWrapper(raw, illegal_reward)))`` in one layer, with the
    same behaviour (PettingZoo 1.24-1.27's code): order checks first, then
    the bounds assertion, then the illegal-move termination."""

    agent_selection = _forward("agent_selection")
    agents = _forward("agents")
    rewards = _forward("rewards")
    terminations = _forward("terminations")
    truncations = _forward("truncations")
    infos = _forward("infos")

    def __init__(self, raw: "raw_env", illegal_reward: float) -> None:
        super().__init__(raw)
        self._raw = raw
        self._illegal_value = illegal_reward
        self._num_actions = raw._N * raw._N + 1
        # The observation of the agent to move, as the last observe() saw it
        # (TerminateIllegalWrapper's _prev_obs): its mask judges the action.
        self._prev_obs: Optional[Dict[str, npt.NDArray[Any]]] = None
        self._terminated = False  # by an illegal move

    @property
    def _cumulative_rewards(self) -> Dict[str, float]:
        return self._raw._cumulative_rewards

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        self._has_reset = True
        self._has_updated = True
        self._terminated = False
        self._prev_obs = None
        self._raw.reset(seed=seed, options=options)

    def observe(self, agent: str) -> Dict[str, npt.NDArray[Any]]:
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        obs = self._raw.observe(agent)
        if agent == self._raw.agent_selection:
            self._prev_obs = obs
        return obs

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        raw = self._raw
        if not self._has_reset:
            raise AttributeError(_BEFORE_RESET.format("agent_selection"))
        agent = raw.agent_selection
        observation = None
        if observe:
            # self.observe(agent), inlined: the agent to move's observation.
            observation = self._prev_obs = raw.observe(agent)
        return (
            observation,
            raw._cumulative_rewards[agent],
            raw.terminations[agent],
            raw.truncations[agent],
            raw.infos[agent],
        )

    def step(self, action: Any) -> None:
        # OrderEnforcingWrapper.
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        raw = self._raw
        self._has_updated = True
        if not raw.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        # AssertOutOfBoundsWrapper (Discrete.contains, a plain int first).
        agent = raw.agent_selection
        done = raw.terminations[agent] or raw.truncations[agent]
        assert (action is None and done) or (
            0 <= action < self._num_actions if type(action) is int else raw.action_spaces[agent].contains(action)
        ), "action is not in action space"
        # TerminateIllegalWrapper.
        if self._prev_obs is None:
            self.observe(agent)
        assert self._prev_obs is not None
        mask = self._prev_obs["action_mask"]
        self._prev_obs = None
        if self._terminated and done:
            raw._was_dead_step(action)
        elif not done and not mask[action]:
            EnvLogger.warn_on_illegal_move()
            raw._cumulative_rewards[agent] = 0
            raw.terminations = dict.fromkeys(raw.agents, True)
            raw.truncations = dict.fromkeys(raw.agents, True)
            raw.rewards = dict.fromkeys(raw.truncations, 0)
            raw.rewards[agent] = float(self._illegal_value)
            raw._accumulate_rewards()
            raw._deads_step_first()
            self._terminated = True
        else:
            raw.step(action)

    def agent_iter(self, max_iter: int = 2**63) -> "_Iterable":
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return _Iterable(self, max_iter)

    def __str__(self) -> str:
        return str(self._raw)


class _Iterable:
    """``AECOrderEnforcingIterable`` for ``_WrappedEnv``."""

    def __init__(self, env: _WrappedEnv, max_iter: int) -> None:
        self.env = env
        self.max_iter = max_iter

    def __iter__(self) -> "_Iterator":
        return _Iterator(self.env, self.max_iter)


class _Iterator:
    """``AECOrderEnforcingIterator``'s checks, reading the raw environment
    directly."""

    def __init__(self, env: _WrappedEnv, max_iter: int) -> None:
        self.env = env
        self.iters_til_term = max_iter

    def __iter__(self) -> "_Iterator":
        return self

    def __next__(self) -> str:
        env = self.env
        raw = env._raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        assert env._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        env._has_updated = False
        return raw.agent_selection


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
        # Where each (row, col, channel) of the observation is found in the
        # flat (17, N, N) planes of Game.observation() (channel 16 is
        # overwritten by the agent's plane).
        rows, cols, chans = np.indices((n, n, 17))
        self._gather = (np.array(_PERMUTATION + [16])[chans] * n + rows) * n + cols
        self._flat: Optional[npt.NDArray[np.bool_]] = None
        self.reset()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    @property
    def game(self) -> Game:
        """The game being played (a live object: copy it to keep it)."""
        return self._game

    def _board_flat(self) -> npt.NDArray[np.bool_]:
        """``Game.observation()`` of the current move as a flat bool view
        (its planes are 0/1), made once per move."""
        if self._flat is None:
            self._flat = self._game.observation().view(np.bool_).reshape(-1)
        return self._flat

    def observe(self, agent: str) -> Dict[str, npt.NDArray[Any]]:
        # New arrays on each call (an agent may keep them): one gather for
        # the (N, N, 17) planes, the mask as the engine returns it.
        flat = self._flat
        if flat is None:
            # Game.observation()'s planes are 0/1: viewed as bool, no copy.
            flat = self._flat = self._game.observation().view(np.bool_).reshape(-1)
        observation = flat.take(self._gather)
        observation[:, :, 16] = agent == AGENTS[1]
        if agent != self.agent_selection:
            mask = np.zeros(self._N * self._N + 1, dtype=np.int8)
        elif self._game.is_over or self.terminations[agent] or self.truncations[agent]:
            mask = np.zeros(self._N * self._N + 1, dtype=np.int8)
            mask[-1] = 1
        else:
            mask = self._game.legal_mask().view(np.int8)
        return {"observation": observation, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game
        game.play(int(action))
        self._flat = None
        # AECEnv._clear_rewards and _accumulate_rewards, inlined (hot path).
        rewards = self.rewards
        for a in rewards:
            rewards[a] = 0
        if game.is_over:
            self.terminations = {a: True for a in self.agents}
            for a, r in zip(AGENTS, self._end_rewards()):
                rewards[a] = r
        elif self._max_moves is not None and game.move_number > self._max_moves:
            self.truncations = {a: True for a in self.agents}
        self.agent_selection = AGENTS[1] if agent == AGENTS[0] else AGENTS[0]
        cumulative = self._cumulative_rewards
        for a, r in rewards.items():
            cumulative[a] += r
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
        self._flat = None
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

"""Go self-play as a ``gymnasium.vector.VectorEnv`` over ``VecGame``.

``GoVectorEnv(num_envs, size=19, rules="chinese-2002", max_moves=None,
seed=0, num_threads=None, copy=True)`` runs ``num_envs`` games; each step
plays one action in every game for its side to move (self-play: one policy
plays both colours). Needs ``gymnasium`` 1.x (``pip install
tianyuan[gymnasium]``).

- ``single_action_space``: ``Discrete(A)``, ``A = H*W + 1``: action
  ``row * W + col``, ``H*W`` the pass; ``action_space``:
  ``MultiDiscrete([A] * num_envs)``.
- ``single_observation_space``: uint8 ``Box(0, 1, (17, H, W))``, the
  AlphaGo Zero planes of ``VecGame.observation`` (from the side to move's
  view).
- ``step(actions)`` returns ``(observation, reward, terminated, truncated,
  info)``: ``reward`` float32, +1/-1/0 for the player who made the step's
  move when its game ended on this step (Tromp-Taylor count with komi), else
  0; ``terminated`` the games ended by the rules (two passes, 2002 art. 7.3;
  a cycle), ``truncated`` those stopped at ``max_moves`` (default
  ``2*H*W``), never both. ``info["action_mask"]`` is the exact legal mask
  for the next move, bool ``(num_envs, A)`` (all False for a game that has
  just ended), with ``info["_action_mask"]`` all True as Gymnasium's vector
  infos have; ``info["to_move"]`` the side to move, int8 (1 Black, -1 White)
  (also under its deprecated key ``"to_play"``).
- Autoreset: ``AutoresetMode.NEXT_STEP``, Gymnasium 1.x's default. The step
  on which a game ends returns its last observation; on the next step that
  game ignores its action and restarts: its observation is the empty board,
  reward 0, terminated and truncated False. The restarts happen inside the
  ``VecGame``'s parallel step (``VecGame(auto_reset="next_step")``).
- An illegal action counts as a pass (the referee voids it, 2002 art. 18);
  sample from ``info["action_mask"]`` to play legal moves only.
- ``reset(seed=s, options=None)``: every game restarts; with ``seed`` the
  random streams (``random_actions``), ``action_space`` and
  ``single_action_space`` are reseeded, so that what follows is
  reproducible, masked sampling included
  (``env.single_action_space.sample(mask=info["action_mask"][i].astype(np.int8))``). ``options={"reset_mask": m}`` (bool
  ``(num_envs,)``) restarts only those games, as Gymnasium's own vector
  environments take it.
- ``copy=True`` returns new arrays each call; ``copy=False`` returns the
  ``VecGame``'s own arrays, overwritten by the next call (no copy: faster,
  and still zero-copy to PyTorch or JAX through DLPack).

Registered with Gymnasium as ``tianyuan/Go-v0`` (a vector entry point) when
this module is imported::

    import gymnasium
    import tianyuan.gymnasium  # registers tianyuan/Go-v0
    envs = gymnasium.make_vec("tianyuan/Go-v0", num_envs=8, size=9)

or, without importing it first, ``gymnasium.make_vec("tianyuan.gymnasium:tianyuan/Go-v0",
num_envs=8)`` (Gymnasium imports the module named before the colon). The
keyword arguments are ``GoVectorEnv``'s; ``make_vec``'s ``vectorization_mode``
is ``"vector_entry_point"`` (the default for this id): the games run in one
``VecGame``, not in one ``Env`` each.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from ._tianyuan import VecGame

__all__ = ["ENV_ID", "GoVectorEnv", "register"]

#: The id ``gymnasium.make_vec`` knows the environment by.
ENV_ID = "tianyuan/Go-v0"

_Step = Tuple[
    npt.NDArray[np.uint8],
    npt.NDArray[np.float32],
    npt.NDArray[np.bool_],
    npt.NDArray[np.bool_],
    Dict[str, Any],
]


class GoVectorEnv(VectorEnv):
    """``num_envs`` games of Go in self-play (see the module docs)."""

    metadata: Dict[str, Any] = {
        "autoreset_mode": AutoresetMode.NEXT_STEP,
        "render_modes": [],
    }

    def __init__(
        self,
        num_envs: int,
        size: Any = 19,
        rules: str = "chinese-2002",
        max_moves: Optional[int] = None,
        seed: int = 0,
        num_threads: Optional[int] = None,
        copy: bool = True,
        render_mode: Optional[str] = None,
    ) -> None:
        if render_mode is not None:
            raise ValueError(f"render_mode {render_mode!r}: GoVectorEnv does not render (render_modes is empty)")
        self.vecgame = VecGame(
            num_envs,
            size=size,
            rules=rules,
            seed=seed,
            max_moves=max_moves,
            auto_reset="next_step",
            illegal="pass",
            num_threads=num_threads,
        )
        w, h = self.vecgame.size
        a = self.vecgame.num_actions
        self.num_envs = num_envs
        self.copy = copy
        self.single_observation_space = spaces.Box(0, 1, (17, h, w), dtype=np.uint8)
        self.single_action_space = spaces.Discrete(a)
        self.observation_space = spaces.Box(0, 1, (num_envs, 17, h, w), dtype=np.uint8)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, a))
        self.render_mode = None
        self._all = np.ones(num_envs, dtype=bool)

    def _info(self, legal: npt.NDArray[np.bool_]) -> Dict[str, Any]:
        to_move = self.vecgame.to_move()
        return {
            "action_mask": legal.copy() if self.copy else legal,
            "_action_mask": self._all,
            "to_move": to_move,
            "_to_move": self._all,
            # Deprecated key (0.1), the same array.
            "to_play": to_move,
            "_to_play": self._all,
        }

    def reset(
        self,
        *,
        seed: Optional[int] = None,
        options: Optional[Dict[str, Any]] = None,
    ) -> Tuple[npt.NDArray[np.uint8], Dict[str, Any]]:
        """Restarts the games (all, or ``options["reset_mask"]``), reseeded
        when ``seed`` (an int) is given. Errors: ``TypeError`` for a seed
        that is not an int (a list of seeds is not taken), ``ValueError``
        for a mask of the wrong length."""
        if seed is not None and not isinstance(seed, (int, np.integer)):
            raise TypeError("seed must be an int or None (one seed for all the games)")
        super().reset(seed=seed)
        if seed is not None:
            self.action_space.seed(int(seed))
            self.single_action_space.seed(int(seed))
        mask = None if options is None else options.get("reset_mask")
        if mask is None:
            legal, obs = self.vecgame.reset(seed=seed)
        else:
            legal, obs = self.vecgame.reset(np.asarray(mask, dtype=bool), seed=seed)
        return (obs.copy() if self.copy else obs), self._info(legal)

    def step(self, actions: Any) -> _Step:
        """Plays ``actions[i]`` in game ``i`` (games that ended on the last
        step restart instead, their action ignored)."""
        # Under auto_reset="next_step" the games that ended on the last step
        # restart in this one (their actions ignored, reward and flags clear).
        legal, obs, reward, _ = self.vecgame.step(actions)
        terminated, truncated = self.vecgame.terminated, self.vecgame.truncated
        if self.copy:
            return obs.copy(), reward.copy(), terminated.copy(), truncated.copy(), self._info(legal)
        return obs, reward, terminated, truncated, self._info(legal)

    def random_actions(self) -> npt.NDArray[np.int64]:
        """One uniformly random legal action per game (``VecGame.random_actions``:
        from each game's own seeded stream; a pass for a game about to restart)."""
        return self.vecgame.random_actions()

    def close_extras(self, **kwargs: Any) -> None:
        pass


def register() -> None:
    """Registers ``tianyuan/Go-v0`` (:data:`ENV_ID`) with Gymnasium, with
    :class:`GoVectorEnv` as its vector entry point; done when this module is
    imported, and again only if the registry lost it."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, vector_entry_point="tianyuan.gymnasium:GoVectorEnv")


register()

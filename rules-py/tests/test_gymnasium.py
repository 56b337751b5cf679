"""tianyuan.gymnasium (issue 18): the vector environment's spaces, next-step
autoreset worked by hand, terminated/truncated apart, reproducible seeded
resets, and Gymnasium's own checks and vector wrappers."""

from __future__ import annotations

from typing import Any, List

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import data_equivalence  # noqa: E402
from gymnasium.utils.passive_env_checker import check_obs  # noqa: E402
from gymnasium.vector import AutoresetMode  # noqa: E402
from gymnasium.wrappers.vector import DictInfoToList, RecordEpisodeStatistics  # noqa: E402

from tianyuan.gymnasium import GoVectorEnv  # noqa: E402

PASS = 81


def test_spaces_and_outputs_fit() -> None:
    env = GoVectorEnv(3, size=9)
    assert env.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
    obs, info = env.reset(seed=1)
    assert env.observation_space.contains(obs)
    for o in obs:
        check_obs(o, env.single_observation_space, "reset")
    assert info["action_mask"].shape == (3, 82) and info["action_mask"].all()
    obs, rew, term, trunc, info = env.step(env.action_space.sample(mask=None))
    assert env.observation_space.contains(obs)
    assert rew.dtype == np.float32 and term.dtype == trunc.dtype == np.bool_
    assert info["_action_mask"].all()


def test_next_step_autoreset_by_hand() -> None:
    # Game 0: Black at (0, 0), White passes, Black passes: two passes end it on
    # step 3. Black has its stone and all 80 empty points (81) against
    # White's komi 7.5: Black, who made the step's move, wins (+1).
    env = GoVectorEnv(2, size=9)
    env.reset()
    env.step([0, 10])
    env.step([PASS, 11])
    obs, rew, term, trunc, info = env.step([PASS, 12])
    assert term.tolist() == [True, False] and trunc.tolist() == [False, False]
    assert rew.tolist() == [1.0, 0.0]
    # The step that ends the game shows its last position: White to move,
    # so plane 1 (the opponent, Black) holds the stone.
    assert obs[0, 1, 0, 0] == 1 and obs[0, 1].sum() == 1
    assert not info["action_mask"][0].any()
    # Next step: game 0 ignores its action (40) and restarts.
    obs, rew, term, trunc, info = env.step([40, 13])
    assert rew.tolist() == [0.0, 0.0]
    assert not term.any() and not trunc.any()
    assert (obs[0, :16] == 0).all() and (obs[0, 16] == 1).all()
    assert info["action_mask"][0].all()
    assert env.vecgame.move_counts().tolist() == [0, 4]
    # Then it plays again.
    env.step([40, 14])
    assert env.vecgame.boards()[0, 4, 4] == 1


def test_max_moves_truncates() -> None:
    env = GoVectorEnv(1, size=9, max_moves=3)
    env.reset()
    for a in (0, 1):
        _, _, term, trunc, _ = env.step([a])
        assert not term[0] and not trunc[0]
    _, _, term, trunc, _ = env.step([2])
    assert trunc.tolist() == [True] and term.tolist() == [False]


def run(env: GoVectorEnv, steps: int) -> List[Any]:
    out: List[Any] = []
    for _ in range(steps):
        out.append(env.step(env.random_actions().copy()))
    return out


def test_seeded_reset_is_reproducible() -> None:
    a = GoVectorEnv(4, size=7, seed=1, max_moves=30)
    b = GoVectorEnv(4, size=7, seed=2, max_moves=30)
    run(b, 13)
    ra = [a.reset(seed=9)] + run(a, 120)
    rb = [b.reset(seed=9)] + run(b, 120)
    assert data_equivalence(ra, rb)
    assert data_equivalence(a.action_space.sample(), b.action_space.sample())
    with pytest.raises(TypeError):
        a.reset(seed=[1, 2, 3, 4])  # type: ignore[arg-type]


def test_reset_mask_option() -> None:
    env = GoVectorEnv(3, size=9)
    env.reset()
    env.step([0, 1, 2])
    env.reset(options={"reset_mask": np.array([False, True, False])})
    assert env.vecgame.move_counts().tolist() == [1, 0, 1]


def test_copy_false_returns_the_vecgame_arrays() -> None:
    env = GoVectorEnv(2, size=9, copy=False)
    obs, _ = env.reset()
    obs2, *_ = env.step([0, 1])
    assert obs2 is obs


def test_record_episode_statistics_counts_the_episodes() -> None:
    # Gymnasium's own wrapper (which needs next-step autoreset) against a
    # count kept here: the steps of each episode and its last reward.
    env = RecordEpisodeStatistics(GoVectorEnv(8, size=5, max_moves=20, seed=3))
    env.reset(seed=3)
    length = np.zeros(8, dtype=int)
    restart = np.zeros(8, dtype=bool)
    episodes = 0
    for _ in range(200):
        actions = env.env.random_actions().copy()
        _, rew, term, trunc, info = env.step(actions)
        length[restart] = 0
        length[~restart] += 1
        done = term | trunc
        if done.any():
            assert (info["_episode"] == done).all()
            assert (info["episode"]["l"][done] == length[done]).all()
            assert (info["episode"]["r"][done] == rew[done]).all()
            episodes += int(done.sum())
        restart = done
    assert episodes > 20


def test_dict_info_to_list() -> None:
    env = DictInfoToList(GoVectorEnv(2, size=9))
    _, infos = env.reset()
    assert len(infos) == 2 and infos[0]["action_mask"].shape == (82,)


@pytest.mark.parametrize("size", [25, (21, 23)])
def test_sizes_above_19x19(size: Any) -> None:
    # VecGame's eleven-word batch (issue 17) under the wrapper: spaces from
    # the size, masks that allow the sampled actions, a few hundred steps.
    env = GoVectorEnv(2, size=size, seed=3)
    w, h = (size, size) if isinstance(size, int) else size
    assert env.single_observation_space.shape == (17, h, w)
    assert env.single_action_space.n == w * h + 1
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    assert info["action_mask"].shape == (2, w * h + 1)
    for _ in range(200):
        actions = env.random_actions()
        mask = info["action_mask"]
        # (An ended game's mask is all False until its next-step reset.)
        assert all(mask[i, a] or not mask[i].any() for i, a in enumerate(actions))
        obs, rew, term, trunc, info = env.step(actions)
        assert env.observation_space.contains(obs)


def test_registered_for_make_vec() -> None:
    """gymnasium.make_vec("tianyuan/Go-v0", ...) builds a GoVectorEnv (the
    module registered it on import), with GoVectorEnv's own keywords; the
    "module:id" form works too."""
    import tianyuan.gymnasium as tg

    assert tg.ENV_ID == "tianyuan/Go-v0" and "tianyuan/Go-v0" in gym.registry
    envs = gym.make_vec("tianyuan/Go-v0", num_envs=4, size=9)
    assert isinstance(envs.unwrapped, GoVectorEnv) and envs.num_envs == 4
    obs, info = envs.reset(seed=3)
    assert obs.shape == (4, 17, 9, 9) and info["action_mask"].shape == (4, 82)
    envs = gym.make_vec("tianyuan.gymnasium:tianyuan/Go-v0", num_envs=2, size=5)
    assert envs.single_action_space.n == 26
    # Registering again changes nothing.
    tg.register()
    assert gym.spec("tianyuan/Go-v0").vector_entry_point == "tianyuan.gymnasium:GoVectorEnv"


def test_masked_sampling_is_reproducible_after_a_seeded_reset() -> None:
    """Legal actions sampled from single_action_space with the action mask
    give the same games after reset(seed=s) as before, and another seed
    other games."""

    def play(seed: int) -> List[List[int]]:
        env = GoVectorEnv(3, size=5)
        _, info = env.reset(seed=seed)
        actions = []
        for _ in range(12):
            mask = info["action_mask"].astype(np.int8)
            a = [int(env.single_action_space.sample(mask=m)) if m.any() else 25 for m in mask]
            for m, action in zip(mask, a):
                if m.any():
                    assert m[action] == 1  # legal
            actions.append(a)
            _, _, _, _, info = env.step(np.array(a))
        return actions

    assert play(7) == play(7)
    assert play(7) != play(8)

//! The per-chunk work of a batch (one chunk per thread): stepping games,
//! writing their rows of the outputs, drawing random actions; and the
//! `auto_reset` modes.

use super::*;

/// Steps `envs` with `acts`, writing their rows of the outputs (one chunk of
/// the batch, on one thread).
#[allow(clippy::too_many_arguments)]
pub(super) fn step_chunk<const W: usize>(
    envs: &mut [Env<W>],
    acts: &[i64],
    legal: &mut [u8],
    observation: &mut [u8],
    ends: Ends<'_>,
    max_moves: u32,
    auto_reset: AutoReset,
    packed: bool,
) {
    let Some(first) = envs.first() else {
        return;
    };
    let size = first.game.size();
    let (a_len, o_len) = (size.num_actions(), obs_len(size, packed));
    let rows = legal.chunks_exact_mut(a_len);
    let obs = observation.chunks_exact_mut(o_len);
    let Ends {
        reward,
        done,
        terminated,
        truncated,
    } = ends;
    let flags = done.iter_mut().zip(terminated).zip(truncated);
    for ((((env, &a), row), obs), (r, ((d, te), tr))) in envs
        .iter_mut()
        .zip(acts)
        .zip(rows)
        .zip(obs)
        .zip(reward.iter_mut().zip(flags))
    {
        let mv = size.move_of_action(a as usize).unwrap_or(Move::Pass);
        let (rew, end) = env.step(mv, max_moves, auto_reset);
        *r = rew;
        *te = end == EpisodeEnd::Terminated;
        *tr = end == EpisodeEnd::Truncated;
        *d = end != EpisodeEnd::Playing;
        env.write_legal(row);
        env.write_observation(obs, packed);
    }
}

/// One chunk of the step's per-game outputs.
pub(super) struct Ends<'a> {
    pub(super) reward: &'a mut [f32],
    pub(super) done: &'a mut [bool],
    pub(super) terminated: &'a mut [bool],
    pub(super) truncated: &'a mut [bool],
}

/// When an ended game restarts (`VecGame(auto_reset=...)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum AutoReset {
    /// `False`: only on `reset`; until then each step repeats its end.
    Off,
    /// `True`: on the step on which it ended (whose outputs are the new
    /// game's, `done` True).
    Now,
    /// `"next_step"`: on the step after the one on which it ended, whose
    /// action it ignores (Gymnasium 1.x's next-step autoreset).
    NextStep,
}

/// `auto_reset` as Python gives it (and as a pickle stores it): a bool or
/// the name of a mode.
#[derive(Clone, Debug, FromPyObject, IntoPyObject)]
pub(super) enum AutoResetArg {
    /// `True` or `False`.
    Flag(bool),
    /// `"next_step"` (any other name is a `ValueError`).
    Mode(String),
}

impl AutoResetArg {
    pub(super) fn mode(&self) -> PyResult<AutoReset> {
        match self {
            AutoResetArg::Flag(true) => Ok(AutoReset::Now),
            AutoResetArg::Flag(false) => Ok(AutoReset::Off),
            AutoResetArg::Mode(m) if m == "next_step" => Ok(AutoReset::NextStep),
            AutoResetArg::Mode(m) => Err(PyValueError::new_err(format!(
                "auto_reset must be True, False or \"next_step\", got {m:?}"
            ))),
        }
    }
}

impl From<AutoReset> for AutoResetArg {
    fn from(mode: AutoReset) -> AutoResetArg {
        match mode {
            AutoReset::Off => AutoResetArg::Flag(false),
            AutoReset::Now => AutoResetArg::Flag(true),
            AutoReset::NextStep => AutoResetArg::Mode("next_step".into()),
        }
    }
}

/// The seed of game `index`'s random stream in a VecGame seeded `seed`.
pub(super) fn game_seed(seed: u64, index: usize) -> u64 {
    SplitMix64(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// Rewrites the legal mask and observation rows of `envs`.
pub(super) fn write_chunk<const W: usize>(
    envs: &mut [Env<W>],
    legal: &mut [u8],
    observation: &mut [u8],
    packed: bool,
) {
    let Some(first) = envs.first() else {
        return;
    };
    let size = first.game.size();
    let (a_len, o_len) = (size.num_actions(), obs_len(size, packed));
    for ((env, row), obs) in envs
        .iter_mut()
        .zip(legal.chunks_exact_mut(a_len))
        .zip(observation.chunks_exact_mut(o_len))
    {
        env.write_legal(row);
        env.write_observation(obs, packed);
    }
}

/// `array` (one of the VecGame's own) borrowed for writing, or a
/// `ValueError` instead of a panic when it cannot be: made read-only by the
/// caller, or borrowed by this very call (a view of it passed as `actions`).
pub(super) fn writable<'py, T: Element, D: Dimension>(
    array: &Bound<'py, PyArray<T, D>>,
    what: &str,
) -> PyResult<PyReadwriteArray<'py, T, D>> {
    array.try_readwrite().map_err(|e| {
        PyValueError::new_err(format!(
            "the VecGame's {what} array cannot be written ({e}): it was made read-only, \
             or a view of it was passed to this call"
        ))
    })
}

/// Bytes of one game's observation: dense (a byte a point) or bit-packed.
pub(super) fn obs_len(size: BoardSize, packed: bool) -> usize {
    if packed {
        PLANES * size.num_points().div_ceil(8)
    } else {
        PLANES * size.num_points()
    }
}

/// Writes the bit-packed observation rows of `envs`.
pub(super) fn packed_chunk<const W: usize>(envs: &[Env<W>], out: &mut [u8]) {
    let Some(first) = envs.first() else {
        return;
    };
    let size = first.game.size();
    let bytes = PLANES * size.num_points().div_ceil(8);
    for (env, chunk) in envs.iter().zip(out.chunks_exact_mut(bytes)) {
        write_packed(&env.history, env.game.to_move(), chunk);
    }
}

/// Draws one random legal action for each of `envs`.
pub(super) fn random_chunk<const W: usize>(envs: &mut [Env<W>], out: &mut [i64]) {
    for (env, a) in envs.iter_mut().zip(out.iter_mut()) {
        *a = env.random_action();
    }
}

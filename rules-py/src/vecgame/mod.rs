//! `tianyuan.VecGame`: N games stepped together, in parallel, for
//! reinforcement learning.

use numpy::ndarray::Dimension;
use numpy::{
    Element, PyArray, PyArray1, PyArray2, PyArray3, PyArray4, PyArrayMethods, PyReadonlyArray1,
    PyReadwriteArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use rayon::prelude::*;
use tianyuan::planes::RecentBoards;
use tianyuan::sized::{EpisodeEnd, GameOf, BIG_WORDS, TINY_WORDS, WORDS};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{AnyGame, AnySize, BoardSize, IllegalMove, Move, Rules};

use crate::convert::{action_error, color_value, int_arg, size_of};
use crate::errors::{illegal, to_py};
use crate::game::{GameState_, PyGame};
use crate::observe::{stones, write_board, write_packed, PLANES};

mod chunks;
mod env;
#[macro_use]
mod envs;
mod runner;
use chunks::*;
use env::Env;
use envs::{first_illegal, restore_envs, Envs};
use runner::{Cost, Op, Runner, Work, MAX_GAMES, MAX_THREADS, NO_WORK};

/// N games of Go stepped together, one action per game per step, in parallel
/// across cores (rayon; the GIL is released while the games move).
///
/// `VecGame(num_games, size=19, rules="chinese-2002", seed=0, max_moves=None,
/// auto_reset=True, illegal="raise", num_threads=None, observation="dense")`.
///
/// Limits: `num_games` from 1 to 131,072 (a 19×19 game holds about 17 KB
/// at move 400: its board and compact move history, 1.2 KB of legal-mask
/// verdicts kept move by move (`tianyuan::sized::IncrementalMask`), plus its rows of the
/// outputs, 6.1 KB of dense planes or 0.8 KB packed; 16,384 games at about
/// move 400 take 420 MB with dense planes, 335 MB packed: BENCHMARKS.md),
/// `num_threads` from 1 to 1,024; beyond, `ValueError` before anything is
/// allocated (also for a negative `seed` or `max_moves`). `size`: every size from 2×2 to 25×25, square or rectangular;
/// beyond, `PointError`. A batch's games take the fewest bitboard words
/// that hold its size: three for every size up to 13×13 (and rectangles
/// with `(width + 1) * height <= 192`), six for the others up to 19×19 (and
/// rectangles with `(width + 1) * height <= 384` such as 25×14), eleven for
/// the rest (a
/// 25×25 game step takes about 1.5 times the instructions of a 19×19 one, and
/// its rows of the outputs are 10.6 KB of dense planes or 1.3 KB packed).
///
/// Threads: by default the games run on rayon's global pool (all cores, or
/// `RAYON_NUM_THREADS`); `num_threads=k` gives this VecGame its own pool of
/// `k` threads (`1`: everything on the calling thread). A batch runs on the
/// calling thread when its estimated work is under about 80 µs (the cost of
/// a game is learned from the previous calls) or it has fewer than 8 games:
/// waking other threads costs tens of µs, more than it would save. Results
/// are the same whichever way a batch runs. One VecGame serves one Python
/// thread at a time: a call made while another thread's call on the same
/// VecGame is running raises `RuntimeError` ("Already borrowed") and changes
/// nothing; give each Python thread its own VecGame.
///
/// Actions are ints `row * width + col`, `width * height` a pass (A =
/// `width * height + 1` actions). A game ends by the rules (two passes under
/// the 2002 rules, art. 7.3; a cycle under simple ko) or after `max_moves`
/// moves (default `2 * width * height`); it is then counted by Tromp-Taylor
/// (every stone alive) and the mover gets reward +1 (win), -1 (loss) or 0
/// (draw, no result). With `auto_reset=True` an ended game restarts at once:
/// the step's `done` is True and its observation and mask are the new
/// game's. With `auto_reset=False` it stays ended (its mask all False, each
/// step repeating its `done`, `terminated`, `truncated`) until `reset`. With
/// `auto_reset="next_step"` (Gymnasium 1.x's next-step autoreset) the step on
/// which it ends returns its last observation, an all-False mask and `done`;
/// the next step restarts it inside the (parallel) step, ignoring its action
/// (under `illegal="raise"` too), and returns the new game's observation and
/// mask with reward 0 and `done`, `terminated`, `truncated` False.
///
/// Illegal actions: with `illegal="raise"` the whole step is refused before any
/// game moves (`IllegalMoveError` with `.game_index`); with `illegal="pass"` an
/// illegal action counts as a pass (the referee voids it, 2002 art. 18).
/// An action out of `0..A` raises `PointError` either way.
///
/// Outputs are numpy arrays owned by the VecGame and overwritten in place by
/// every `step` and `reset` (no allocation per step): the same array objects
/// are returned each time, so copy what you keep. The same holds for
/// `observation_packed()` and `random_actions()` (each has its own array,
/// rewritten by its next call); `boards()`, `to_move()`, `move_counts()` and
/// `final_scores` return new arrays.
///
/// - `legal_mask`: bool `(N, A)`, exact (suicide, ko and superko honoured);
///   all False for an ended game that was not reset. It is a numpy view of a
///   uint8 array of 0s and 1s that the steps write (`legal_mask.base`;
///   `legal_mask.flags.owndata` is False).
/// - `observation`: uint8 `(N, 17, H, W)`, AlphaGo Zero planes: plane `2k` the
///   side to move's stones `k` positions ago, plane `2k+1` the opponent's,
///   plane 16 all 1 when Black is to move; planes before the start are 0.
///   With `observation="packed"`, uint8 `(N, 17, ceil(H*W/8))` instead: the
///   same planes bit-packed as `observation_packed()` describes (8 times less
///   to write and to copy).
/// - `reward`: float32 `(N,)`, from the view of the player who made the step's
///   move; 0 unless the game ended on this step.
/// - `done`: bool `(N,)`, `terminated | truncated`: the `terminated`
///   property (ended by the rules) and the `truncated` one (stopped at
///   `max_moves`) tell them apart, as Gymnasium's step does.
///
/// `reset(seed=s)` restarts each reset game's random stream as
/// `VecGame(..., seed=s)` starts it, so episodes replay exactly. A VecGame
/// pickles (and so crosses processes) with its games, random streams and
/// last outputs; the copy steps exactly as the original.
#[pyclass(name = "VecGame", module = "tianyuan")]
pub struct PyVecGame {
    envs: Envs,
    size: BoardSize,
    max_moves: u32,
    auto_reset: AutoReset,
    illegal_pass: bool,
    /// The legal mask's bytes (0/1), written by the steps...
    legal_bytes: Py<PyArray2<u8>>,
    /// ...and the same memory as the bool array handed out (a numpy view).
    legal: Py<PyArray2<bool>>,
    observation: Py<PyArray4<u8>>,
    packed: Py<PyArray3<u8>>,
    reward: Py<PyArray1<f32>>,
    done: Py<PyArray1<bool>>,
    /// `done` split: ended by the rules...
    terminated: Py<PyArray1<bool>>,
    /// ...or stopped at `max_moves`.
    truncated: Py<PyArray1<bool>>,
    actions: Py<PyArray1<i64>>,
    runner: Runner,
    /// `num_threads` as given (for pickling).
    threads_arg: Option<usize>,
    /// `observation="packed"`: steps write the bit-packed planes instead of
    /// the dense ones.
    packed_mode: bool,
    costs: [Cost; 4],
}

type StepOutput<'py> = (
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyAny>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<bool>>,
);

type ResetOutput<'py> = (Bound<'py, PyArray2<bool>>, Bound<'py, PyAny>);

/// One game in a pickled VecGame: `(game, finished, end (0 playing, 1
/// terminated, 2 truncated), final margin, random stream state)`.
type PickledEnv = (GameState_, bool, u8, f32, u64);

/// A pickled VecGame: `(num_games, (width, height), rules name, max_moves,
/// auto_reset, illegal is "pass", num_threads, observation is "packed",
/// games, (reward, done, terminated, truncated))`.
type PickledVecGame = (
    usize,
    (usize, usize),
    String,
    u32,
    AutoResetArg,
    bool,
    Option<usize>,
    bool,
    Vec<PickledEnv>,
    (Vec<f32>, Vec<bool>, Vec<bool>, Vec<bool>),
);

impl PyVecGame {
    fn n(&self) -> usize {
        self.envs.len()
    }

    /// How to run `op` on every game now: games per task, or `None` to run
    /// serially.
    fn plan(&self, op: Op) -> Option<usize> {
        self.runner.chunk(self.n(), self.costs[op as usize])
    }

    /// Records a call's cost: its elapsed time if it ran serially, else the
    /// threads' summed busy time.
    fn record(&mut self, op: Op, start: std::time::Instant, parallel: Option<Work>) {
        let n = self.n();
        let ns = match parallel {
            Some(work) => work.0.into_inner(),
            None => start.elapsed().as_nanos() as u64,
        };
        self.costs[op as usize].record(n, ns);
    }

    /// Rewrites `legal_mask` and `observation` for every game.
    fn write_all(&mut self, py: Python<'_>) -> PyResult<()> {
        let packed = self.packed_mode;
        let (a, o) = (self.size.num_actions(), obs_len(self.size, packed));
        let legal = self.legal_bytes.clone_ref(py);
        let mut legal = writable(legal.bind(py), "legal mask")?;
        let legal = legal.as_slice_mut()?;
        let (dense, bits) = (self.observation.clone_ref(py), self.packed.clone_ref(py));
        let (mut dense_rw, mut bits_rw);
        let observation: &mut [u8] = if packed {
            bits_rw = writable(bits.bind(py), "packed observation")?;
            bits_rw.as_slice_mut()?
        } else {
            dense_rw = writable(dense.bind(py), "observation")?;
            dense_rw.as_slice_mut()?
        };
        let plan = self.plan(Op::Write);
        let work = plan.map(|_| Work::default());
        let start = std::time::Instant::now();
        let runner = &self.runner;
        let work_ref = work.as_ref().unwrap_or(&NO_WORK);
        with_envs!(&mut self.envs, envs => py.detach(|| match plan {
            None => write_chunk(envs, legal, observation, packed),
            Some(k) => runner.install(|| {
                envs.par_chunks_mut(k)
                    .zip(legal.par_chunks_mut(k * a))
                    .zip(observation.par_chunks_mut(k * o))
                    .for_each(|((e, l), ob)| work_ref.time(|| write_chunk(e, l, ob, packed)))
            }),
        }));
        self.record(Op::Write, start, work);
        Ok(())
    }

    /// Rewrites `legal_mask` and `observation` for the games where `rows` is
    /// true, on the calling thread.
    fn write_rows(&mut self, py: Python<'_>, rows: &[bool]) -> PyResult<()> {
        let packed = self.packed_mode;
        let (a, o) = (self.size.num_actions(), obs_len(self.size, packed));
        let legal = self.legal_bytes.clone_ref(py);
        let mut legal = writable(legal.bind(py), "legal mask")?;
        let legal = legal.as_slice_mut()?;
        let (dense, bits) = (self.observation.clone_ref(py), self.packed.clone_ref(py));
        let (mut dense_rw, mut bits_rw);
        let observation: &mut [u8] = if packed {
            bits_rw = writable(bits.bind(py), "packed observation")?;
            bits_rw.as_slice_mut()?
        } else {
            dense_rw = writable(dense.bind(py), "observation")?;
            dense_rw.as_slice_mut()?
        };
        with_envs!(&mut self.envs, envs => {
            for (((env, l), ob), _) in envs
                .iter_mut()
                .zip(legal.chunks_exact_mut(a))
                .zip(observation.chunks_exact_mut(o))
                .zip(rows)
                .filter(|(_, &r)| r)
            {
                env.write_legal(l);
                env.write_observation(ob, packed);
            }
        });
        Ok(())
    }

    fn outputs<'py>(&self, py: Python<'py>) -> StepOutput<'py> {
        (
            self.legal.bind(py).clone(),
            if self.packed_mode {
                self.packed.bind(py).clone().into_any()
            } else {
                self.observation.bind(py).clone().into_any()
            },
            self.reward.bind(py).clone(),
            self.done.bind(py).clone(),
        )
    }

    /// The actions as an int64 array (other integer arrays and sequences are
    /// converted by `numpy.asarray`).
    fn action_array<'py>(
        &self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<PyReadonlyArray1<'py, i64>> {
        let array = match actions.extract::<PyReadonlyArray1<'py, i64>>() {
            Ok(a) => a,
            Err(_) => {
                // Any integer array or sequence; floats (which `astype` would
                // truncate without a word) and everything else are refused.
                let np = py.import("numpy")?;
                let converted = np
                    .getattr("asarray")?
                    .call1((actions,))
                    .map_err(|_| PyTypeError::new_err("actions must be an array of ints"))?;
                let dtype = converted.getattr("dtype")?;
                let kind: String = dtype.getattr("kind")?.extract()?;
                if kind != "i" && kind != "u" {
                    return Err(PyTypeError::new_err(format!(
                        "actions must be integers, not an array of {dtype}"
                    )));
                }
                if kind == "u" {
                    // Unsigned values above i64::MAX would wrap to negative
                    // ones in `astype`: report the first as it was given.
                    let over = converted.call_method1("__gt__", (i64::MAX,))?;
                    if over.call_method0("any")?.is_truthy()? {
                        let i: usize = over.call_method0("argmax")?.extract()?;
                        let value: u64 = converted.get_item(i)?.extract()?;
                        let err = action_error(format!("{value} (game {i})"), self.size);
                        let _ = err.value(py).setattr("game_index", i);
                        return Err(err);
                    }
                }
                converted
                    .call_method1("astype", (np.getattr("int64")?,))?
                    .extract::<PyReadonlyArray1<'py, i64>>()
                    .map_err(|_| PyTypeError::new_err("actions must be a 1-D array of ints"))?
            }
        };
        if array.len() != self.n() {
            return Err(PyValueError::new_err(format!(
                "expected {} actions, got {}",
                self.n(),
                array.len()
            )));
        }
        Ok(array)
    }
}

#[pymethods]
impl PyVecGame {
    #[new]
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (num_games, size = None, rules = "chinese-2002", seed = 0, max_moves = None, auto_reset = AutoResetArg::Flag(true), illegal = "raise", num_threads = None, observation = "dense"))]
    #[pyo3(
        text_signature = "(num_games, size=None, rules='chinese-2002', seed=0, max_moves=None, auto_reset=True, illegal='raise', num_threads=None, observation='dense')"
    )]
    fn new(
        py: Python<'_>,
        num_games: i128,
        size: Option<&Bound<'_, PyAny>>,
        rules: &str,
        seed: i128,
        max_moves: Option<i128>,
        auto_reset: AutoResetArg,
        illegal: &str,
        num_threads: Option<i128>,
        observation: &str,
    ) -> PyResult<Self> {
        // Ints taken wide so that a negative one is a ValueError naming it.
        let num_games = int_arg::<usize>("num_games", num_games, 1)?;
        let seed = int_arg::<u64>("seed", seed, 0)?;
        let max_moves = max_moves
            .map(|m| int_arg::<u32>("max_moves", m, 1))
            .transpose()?;
        let num_threads = num_threads
            .map(|t| int_arg::<usize>("num_threads", t, 1))
            .transpose()?;
        let auto_reset = auto_reset.mode()?;
        let packed_mode = match observation {
            "dense" => false,
            "packed" => true,
            _ => {
                return Err(crate::errors::bad_argument(
                    "observation must be \"dense\" or \"packed\"",
                ))
            }
        };
        let runner = match num_threads {
            None => Runner::Global,
            Some(0) => {
                return Err(crate::errors::bad_argument(
                    "num_threads must be at least 1",
                ))
            }
            Some(t) if t > MAX_THREADS => {
                return Err(crate::errors::bad_argument(format!(
                    "num_threads must be at most {MAX_THREADS}, got {t}"
                )))
            }
            Some(1) => Runner::Serial,
            Some(t) => Runner::Pool(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(t)
                    .thread_name(|i| format!("tianyuan-vecgame-{i}"))
                    .build()
                    .map_err(|e| {
                        pyo3::exceptions::PyRuntimeError::new_err(format!(
                            "could not start {t} threads: {e}"
                        ))
                    })?,
            ),
        };
        let size = match size {
            Some(s) => size_of(s)?,
            None => BoardSize::STANDARD,
        };
        // Every size up to 25×25: the batch's games take the fewest words
        // that hold it (`Envs`).
        let size = size.check_words(BIG_WORDS).map_err(to_py)?;
        let rules = Rules::from_name(rules).map_err(to_py)?;
        let illegal_pass = match illegal {
            "raise" => false,
            "pass" => true,
            _ => {
                return Err(crate::errors::bad_argument(
                    "illegal must be \"raise\" or \"pass\"",
                ))
            }
        };
        if num_games == 0 {
            return Err(crate::errors::bad_argument("num_games must be at least 1"));
        }
        if max_moves == Some(0) {
            // A game stops after its move `max_moves`: the first is always
            // played, so 0 would mean 1 without a word.
            return Err(crate::errors::bad_argument("max_moves must be at least 1"));
        }
        if num_games > MAX_GAMES {
            return Err(crate::errors::bad_argument(format!(
                "num_games must be at most {MAX_GAMES} (each game holds its board, history and repetition table), got {num_games}"
            )));
        }
        let envs = Envs::new(size, rules, seed, num_games);
        let (h, w) = (size.height(), size.width());
        let legal_bytes = PyArray2::<u8>::zeros(py, [num_games, size.num_actions()], false);
        let mut v = PyVecGame {
            envs,
            size,
            max_moves: max_moves.unwrap_or(2 * size.num_points() as u32),
            auto_reset,
            illegal_pass,
            legal_bytes: legal_bytes.clone().unbind(),
            legal: legal_bytes
                .call_method1("view", (py.import("numpy")?.getattr("bool_")?,))?
                .cast_into::<PyArray2<bool>>()?
                .unbind(),
            // Not written (nor worth its memory) under observation="packed".
            observation: PyArray4::zeros(
                py,
                [if packed_mode { 0 } else { num_games }, PLANES, h, w],
                false,
            )
            .unbind(),
            packed: PyArray3::zeros(py, [num_games, PLANES, (h * w).div_ceil(8)], false).unbind(),
            reward: PyArray1::zeros(py, [num_games], false).unbind(),
            done: PyArray1::zeros(py, [num_games], false).unbind(),
            terminated: PyArray1::zeros(py, [num_games], false).unbind(),
            truncated: PyArray1::zeros(py, [num_games], false).unbind(),
            actions: PyArray1::zeros(py, [num_games], false).unbind(),
            runner,
            threads_arg: num_threads,
            packed_mode,
            // Starting guesses (today's engine, per game): a step ~50 ns a
            // point with the exact mask, rewriting mask and planes ~5 ns a
            // point, packing ~1 ns a point, a random action ~50 ns.
            costs: {
                let points = size.num_points() as u64;
                [
                    Cost::new(50 * points),
                    Cost::new(5 * points),
                    Cost::new(points),
                    Cost::new(50),
                ]
            },
        };
        v.write_all(py)?;
        Ok(v)
    }

    /// Number of games N.
    #[getter]
    fn num_games(&self) -> usize {
        self.n()
    }

    /// Number of actions A = width * height + 1 (the last is the pass).
    #[getter]
    fn num_actions(&self) -> usize {
        self.size.num_actions()
    }

    /// `(width, height)`.
    #[getter]
    fn size(&self) -> (usize, usize) {
        (self.size.width(), self.size.height())
    }

    /// Threads the games are stepped on: `num_threads` as given, or rayon's
    /// global pool's size (all cores, or `RAYON_NUM_THREADS`) by default.
    #[getter]
    fn num_threads(&self) -> usize {
        self.runner.threads()
    }

    /// Moves after which a game is stopped and counted.
    #[getter]
    fn max_moves(&self) -> u32 {
        self.max_moves
    }

    /// Applies `actions[i]` to game `i` for every game, in parallel, and
    /// returns `(legal_mask, observation, reward, done)` (see the class doc;
    /// the arrays are the VecGame's own, overwritten by the next call).
    /// Errors: `IllegalMoveError` (`.game_index`, `.reason`, `.move`) under
    /// `illegal="raise"`, nothing changed; `PointError` for an action out of
    /// range; `ValueError` for a wrong length; `TypeError`.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<StepOutput<'py>> {
        let array = self.action_array(py, actions)?;
        let acts = array.as_slice()?;
        let size = self.size;
        if let Some(i) = acts
            .iter()
            .position(|&a| a < 0 || a as usize > size.pass_action())
        {
            return Err(Python::attach(|py| {
                let err = action_error(format!("{} (game {i})", acts[i]), size);
                let _ = err.value(py).setattr("game_index", i);
                err
            }));
        }
        if !self.illegal_pass {
            // A game that restarts on this step (`"next_step"`) ignores it.
            let ignored = self.auto_reset == AutoReset::NextStep;
            let first = with_envs!(&self.envs, envs => first_illegal(envs, acts, size, ignored));
            if let Some((i, reason)) = first {
                let mv = size.move_of_action(acts[i] as usize).unwrap_or(Move::Pass);
                return Err(illegal(reason, Some(size.to_gtp(mv)), Some(i)));
            }
        }
        let packed = self.packed_mode;
        let (a_len, o_len) = (size.num_actions(), obs_len(size, packed));
        // The bool mask handed out is a view of `legal_bytes`: its own flag
        // (read-only, say) is honoured too.
        writable(self.legal.bind(py), "legal mask")?;
        let (legal, reward, done, terminated, truncated) = (
            self.legal_bytes.clone_ref(py),
            self.reward.clone_ref(py),
            self.done.clone_ref(py),
            self.terminated.clone_ref(py),
            self.truncated.clone_ref(py),
        );
        let (mut legal, mut reward, mut done, mut terminated, mut truncated) = (
            writable(legal.bind(py), "legal mask")?,
            writable(reward.bind(py), "reward")?,
            writable(done.bind(py), "done")?,
            writable(terminated.bind(py), "terminated")?,
            writable(truncated.bind(py), "truncated")?,
        );
        let (legal, reward, done, terminated, truncated) = (
            legal.as_slice_mut()?,
            reward.as_slice_mut()?,
            done.as_slice_mut()?,
            terminated.as_slice_mut()?,
            truncated.as_slice_mut()?,
        );
        let (dense, bits) = (self.observation.clone_ref(py), self.packed.clone_ref(py));
        let (mut dense_rw, mut bits_rw);
        let observation: &mut [u8] = if packed {
            bits_rw = writable(bits.bind(py), "packed observation")?;
            bits_rw.as_slice_mut()?
        } else {
            dense_rw = writable(dense.bind(py), "observation")?;
            dense_rw.as_slice_mut()?
        };
        let (max_moves, auto_reset) = (self.max_moves, self.auto_reset);
        let plan = self.plan(Op::Step);
        let work = plan.map(|_| Work::default());
        let start = std::time::Instant::now();
        let runner = &self.runner;
        let work_ref = work.as_ref().unwrap_or(&NO_WORK);
        with_envs!(&mut self.envs, envs => py.detach(|| match plan {
            None => step_chunk(
                envs,
                acts,
                legal,
                observation,
                Ends {
                    reward,
                    done,
                    terminated,
                    truncated,
                },
                max_moves,
                auto_reset,
                packed,
            ),
            Some(k) => runner.install(|| {
                let ends = reward
                    .par_chunks_mut(k)
                    .zip(done.par_chunks_mut(k))
                    .zip(terminated.par_chunks_mut(k))
                    .zip(truncated.par_chunks_mut(k))
                    .map(|(((reward, done), terminated), truncated)| Ends {
                        reward,
                        done,
                        terminated,
                        truncated,
                    });
                envs.par_chunks_mut(k)
                    .zip(acts.par_chunks(k))
                    .zip(legal.par_chunks_mut(k * a_len))
                    .zip(observation.par_chunks_mut(k * o_len))
                    .zip(ends)
                    .for_each(|((((e, a), l), ob), ends)| {
                        work_ref
                            .time(|| step_chunk(e, a, l, ob, ends, max_moves, auto_reset, packed))
                    })
            }),
        }));
        self.record(Op::Step, start, work);
        Ok(self.outputs(py))
    }

    /// Restarts the games where `mask` (bool `(N,)`: an array or a list of
    /// bools; `TypeError` for anything else) is True, or all of them,
    /// and returns `(legal_mask, observation)` for every game; `reward`,
    /// `done`, `terminated` and `truncated` of the restarted games are
    /// cleared. With `seed` (an int, 0 to 2**64 - 1) each restarted game `i`
    /// also restarts its random stream (`random_actions`) as
    /// `VecGame(..., seed=seed)` starts game `i`'s, so that a reset with a
    /// seed is reproducible; without, the streams go on.
    #[pyo3(signature = (mask = None, *, seed = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        mask: Option<&Bound<'py, PyAny>>,
        seed: Option<i128>,
    ) -> PyResult<ResetOutput<'py>> {
        let seed = seed.map(|s| int_arg::<u64>("seed", s, 0)).transpose()?;
        let mask: Option<Vec<bool>> = match mask {
            Some(m) => {
                // A bool array of any strides (a column of another array,
                // say), or any sequence numpy reads as bools only (a list of
                // True/False, as `step` takes lists of ints).
                let array = match m.extract::<PyReadonlyArray1<'py, bool>>() {
                    Ok(a) => a,
                    Err(_) => {
                        let converted = py
                            .import("numpy")?
                            .getattr("asarray")?
                            .call1((m,))
                            .map_err(|_| PyTypeError::new_err("mask must be an array of bools"))?;
                        converted
                            .extract::<PyReadonlyArray1<'py, bool>>()
                            .map_err(|_| {
                                PyTypeError::new_err("mask must be a 1-D array of bools (N,)")
                            })?
                    }
                };
                let m: Vec<bool> = array.as_array().iter().copied().collect();
                if m.len() != self.n() {
                    return Err(PyValueError::new_err("mask must have one entry per game"));
                }
                Some(m)
            }
            None => None,
        };
        // Every array this call writes must be writable before any game
        // restarts: a refused call changes nothing.
        writable(self.legal.bind(py), "legal mask")?;
        writable(self.legal_bytes.bind(py), "legal mask")?;
        if self.packed_mode {
            writable(self.packed.bind(py), "packed observation")?;
        } else {
            writable(self.observation.bind(py), "observation")?;
        }
        {
            let reward = self.reward.clone_ref(py);
            let done = self.done.clone_ref(py);
            let terminated = self.terminated.clone_ref(py);
            let truncated = self.truncated.clone_ref(py);
            let mut reward = writable(reward.bind(py), "reward")?;
            let mut done = writable(done.bind(py), "done")?;
            let mut terminated = writable(terminated.bind(py), "terminated")?;
            let mut truncated = writable(truncated.bind(py), "truncated")?;
            let (reward, done) = (reward.as_slice_mut()?, done.as_slice_mut()?);
            let (terminated, truncated) = (terminated.as_slice_mut()?, truncated.as_slice_mut()?);
            with_envs!(&mut self.envs, envs => for (i, env) in envs.iter_mut().enumerate() {
                if mask.as_ref().is_none_or(|m| m[i]) {
                    env.reset();
                    if let Some(seed) = seed {
                        env.rng = SplitMix64(game_seed(seed, i));
                    }
                    reward[i] = 0.0;
                    done[i] = false;
                    terminated[i] = false;
                    truncated[i] = false;
                }
            });
        }
        match &mask {
            // Only the restarted games' rows change: rewriting the others
            // would cost a full batch for every few games restarted.
            Some(m) => self.write_rows(py, m)?,
            None => self.write_all(py)?,
        }
        let (l, o, _, _) = self.outputs(py);
        Ok((l, o))
    }

    /// The observation bit-packed, uint8 `(N, 17, ceil(H*W/8))`: each plane of
    /// `observation` flattened row by row and packed as
    /// `numpy.packbits(plane, bitorder="big")` (point `i` is bit `7 - i % 8`,
    /// most significant first, of byte `i // 8`), so
    /// `numpy.unpackbits(p, axis=-1, count=H*W).reshape(N, 17, H, W)` equals
    /// the dense observation. Written into the VecGame's own array (under
    /// `observation="packed"` it is the array `step` returns, already current).
    fn observation_packed<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<u8>>> {
        let bytes = PLANES * self.size.num_points().div_ceil(8);
        let packed = self.packed.bind(py).clone();
        if !self.packed_mode {
            let mut rw = writable(&packed, "packed observation")?;
            let out = rw.as_slice_mut()?;
            let plan = self.plan(Op::Packed);
            let work = plan.map(|_| Work::default());
            let start = std::time::Instant::now();
            let runner = &self.runner;
            let work_ref = work.as_ref().unwrap_or(&NO_WORK);
            with_envs!(&self.envs, envs => py.detach(|| match plan {
                None => packed_chunk(envs, out),
                Some(k) => runner.install(|| {
                    envs.par_chunks(k)
                        .zip(out.par_chunks_mut(k * bytes))
                        .for_each(|(e, o)| work_ref.time(|| packed_chunk(e, o)))
                }),
            }));
            self.record(Op::Packed, start, work);
        }
        Ok(packed)
    }

    /// One uniformly random legal action per game (pass included), from each
    /// game's own SplitMix64 stream seeded by `seed`; int64 `(N,)`, the
    /// VecGame's own array.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let actions = self.actions.bind(py).clone();
        {
            let mut rw = writable(&actions, "actions")?;
            let out = rw.as_slice_mut()?;
            let plan = self.plan(Op::Random);
            let work = plan.map(|_| Work::default());
            let start = std::time::Instant::now();
            let runner = &self.runner;
            let work_ref = work.as_ref().unwrap_or(&NO_WORK);
            with_envs!(&mut self.envs, envs => py.detach(|| match plan {
                None => random_chunk(envs, out),
                Some(k) => runner.install(|| {
                    envs.par_chunks_mut(k)
                        .zip(out.par_chunks_mut(k))
                        .for_each(|(e, o)| work_ref.time(|| random_chunk(e, o)))
                }),
            }));
            self.record(Op::Random, start, work);
        }
        Ok(actions)
    }

    /// Black's Tromp-Taylor margin in points of each game's last ended game
    /// (NaN where none ended yet); float32 `(N,)`, a new array.
    #[getter]
    fn final_scores<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
        with_envs!(&self.envs, envs => PyArray1::from_iter(py, envs.iter().map(|e| e.final_margin)))
    }

    /// The boards, int8 `(N, H, W)`: 1 Black, -1 White, 0 empty; a new array.
    fn boards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<i8>>> {
        let (h, w) = (self.size.height(), self.size.width());
        let out = PyArray3::<i8>::zeros(py, [self.n(), h, w], false);
        {
            let mut rw = out.readwrite();
            let s = rw.as_slice_mut()?;
            with_envs!(&self.envs, envs => {
                for (env, chunk) in envs.iter().zip(s.chunks_exact_mut(h * w)) {
                    write_board(self.size, stones(env.game.board()), chunk);
                }
            });
        }
        Ok(out)
    }

    /// The side to move in each game, int8 `(N,)`: 1 Black, -1 White.
    fn to_move<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        with_envs!(&self.envs, envs => {
            PyArray1::from_iter(py, envs.iter().map(|e| color_value(e.game.to_move())))
        })
    }

    /// Deprecated name of `to_move()` (0.1; the Rust and C APIs say
    /// `to_move`): warns with `DeprecationWarning`.
    fn to_play<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        crate::game::deprecated(py, "VecGame.to_play() is deprecated: use VecGame.to_move()")?;
        Ok(self.to_move(py))
    }

    /// Moves played in each game, int64 `(N,)`.
    fn move_counts<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        with_envs!(&self.envs, envs => PyArray1::from_iter(
            py,
            envs.iter().map(|e| e.game.move_number() as i64 - 1),
        ))
    }

    /// A copy of game `index` as a `Game`. Errors: `IndexError`.
    fn game(&self, index: usize) -> PyResult<PyGame> {
        with_envs!(&self.envs, envs => envs
            .get(index)
            .map(|e| PyGame::with_recent(e.game.clone(), e.history)))
        .ok_or_else(|| pyo3::exceptions::PyIndexError::new_err("game index out of range"))
    }

    fn __len__(&self) -> usize {
        self.n()
    }

    /// The games that ended by the rules on the last step (two passes,
    /// 2002 art. 7.3; a cycle under the rules' cycle rule), bool `(N,)`, the
    /// VecGame's own array rewritten by every `step` and `reset`. With
    /// `truncated` it splits `done`: `done == terminated | truncated`, never
    /// both. A game that ended and was not reset (`auto_reset=False`) stays
    /// as it ended on the steps that follow.
    #[getter]
    fn terminated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.terminated.bind(py).clone()
    }

    /// The games stopped on the last step because they reached `max_moves`
    /// moves without ending by the rules, bool `(N,)` (see `terminated`).
    /// They are counted and rewarded as ended games are.
    #[getter]
    fn truncated<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        self.truncated.bind(py).clone()
    }

    /// Pickles as `(VecGame._from_state, (state,))`: the settings, each
    /// game's moves (as `Game` pickles them), whether it ended, its last
    /// margin and its random stream's state, and the last step's `reward`,
    /// `done`, `terminated` and `truncated`; the mask and observation are
    /// rebuilt from the games, so the copy steps as the original would.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let restore = slf.get_type().getattr("_from_state")?;
        let this = slf.borrow();
        let envs: Vec<PickledEnv> = with_envs!(&this.envs, envs => envs
            .iter()
            .map(|e| {
                let game = PyGame::from(e.game.clone());
                (
                    game.state(),
                    e.finished,
                    e.end as u8,
                    e.final_margin,
                    e.rng.0,
                )
            })
            .collect());
        let outputs = (
            this.reward.bind(py).to_vec()?,
            this.done.bind(py).to_vec()?,
            this.terminated.bind(py).to_vec()?,
            this.truncated.bind(py).to_vec()?,
        );
        let state: PickledVecGame = (
            this.n(),
            (this.size.width(), this.size.height()),
            this.envs.rules_name().to_string(),
            this.max_moves,
            this.auto_reset.into(),
            this.illegal_pass,
            this.threads_arg,
            this.packed_mode,
            envs,
            outputs,
        );
        let state = state.into_pyobject(py)?.into_any();
        PyTuple::new(py, [restore, PyTuple::new(py, [state])?.into_any()])
    }

    /// Rebuilds a VecGame from `__reduce__`'s state. Errors: `ValueError`
    /// for a state that does not fit together, the errors of `VecGame(...)`
    /// and of replaying a `Game`.
    #[staticmethod]
    fn _from_state(py: Python<'_>, state: &Bound<'_, PyTuple>) -> PyResult<PyVecGame> {
        let (n, (w, h), rules, max_moves, auto_reset, illegal_pass, threads, packed, envs, outputs): PickledVecGame =
            state.extract()?;
        let size = (w, h).into_pyobject(py)?.into_any();
        let mut v = PyVecGame::new(
            py,
            n as i128,
            Some(&size),
            &rules,
            0,
            Some(max_moves.into()),
            auto_reset,
            if illegal_pass { "pass" } else { "raise" },
            threads.map(|t| t as i128),
            if packed { "packed" } else { "dense" },
        )?;
        let (reward, done, terminated, truncated) = outputs;
        if [
            envs.len(),
            reward.len(),
            done.len(),
            terminated.len(),
            truncated.len(),
        ]
        .iter()
        .any(|&len| len != n)
        {
            return Err(PyValueError::new_err(
                "a VecGame state must have one entry per game",
            ));
        }
        let pickled = envs
            .into_iter()
            .map(|(game, finished, end, margin, rng)| {
                Ok((
                    PyGame::from_typed_state(game)?.game,
                    finished,
                    end,
                    margin,
                    rng,
                ))
            })
            .collect::<PyResult<Vec<_>>>()?;
        let size = v.size;
        match &mut v.envs {
            Envs::Tiny(envs) => restore_envs(envs, pickled, size, |g| match g {
                AnySize::Tiny(g) => Some(g),
                _ => None,
            })?,
            Envs::Small(envs) => restore_envs(envs, pickled, size, |g| match g {
                AnySize::Small(g) => Some(g),
                _ => None,
            })?,
            Envs::Big(envs) => restore_envs(envs, pickled, size, |g| match g {
                AnySize::Big(g) => Some(*g),
                _ => None,
            })?,
        }
        v.reward
            .bind(py)
            .readwrite()
            .as_slice_mut()?
            .copy_from_slice(&reward);
        v.done
            .bind(py)
            .readwrite()
            .as_slice_mut()?
            .copy_from_slice(&done);
        v.terminated
            .bind(py)
            .readwrite()
            .as_slice_mut()?
            .copy_from_slice(&terminated);
        v.truncated
            .bind(py)
            .readwrite()
            .as_slice_mut()?
            .copy_from_slice(&truncated);
        v.write_all(py)?;
        Ok(v)
    }

    fn __repr__(&self) -> String {
        format!(
            "<tianyuan.VecGame {} games {}x{} {}>",
            self.n(),
            self.size.width(),
            self.size.height(),
            self.envs.rules_name()
        )
    }
}

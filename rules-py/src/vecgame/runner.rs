//! Where a batch runs: on the calling thread or split across rayon's
//! threads, chosen from each operation's learned cost per game.

use rayon::ThreadPool;
use std::sync::atomic::{AtomicU64, Ordering};

/// A batch whose estimated serial time is below this runs on the calling
/// thread: handing work to rayon's threads and waiting for them costs H =
/// 20–45 µs (measured in BENCHMARKS.md, Python section), so two threads gain
/// only on T > 2H = 40–90 µs of serial work (T/2 + H < T); measured, 19×19
/// batches of 32 and 64 games (about 100 and 200 µs) step 10–30 % faster
/// split than not. The estimate of T is learned from the threads' busy time
/// (see [`Cost::record`]), never from a split batch's elapsed time.
pub(super) const PARALLEL_ABOVE_NS: u64 = 80_000;
/// Never split fewer games than this.
pub(super) const SERIAL_BELOW: usize = 8;
/// The most games one VecGame holds (see the class docs).
pub(super) const MAX_GAMES: usize = 1 << 17;
/// The most threads a VecGame's own pool may have.
pub(super) const MAX_THREADS: usize = 1024;

/// Games per rayon task at least.
pub(super) const MIN_GAMES_PER_TASK: usize = 4;

/// The serial cost of one game in one kind of batch operation, learned from
/// the calls so far (a moving average), to choose between serial and
/// parallel: it follows the rules, the board size and the engine's speed
/// without a constant to retune.
#[derive(Copy, Clone, Debug)]
pub(super) struct Cost {
    pub(super) per_game_ns: u64,
}

impl Cost {
    pub(super) fn new(per_game_ns: u64) -> Cost {
        Cost { per_game_ns }
    }

    /// Records a call on `n` games that kept the threads busy `work_ns` in
    /// all: the serial cost, without the hand-over between threads (which,
    /// counted in, would make every split batch look worth splitting again).
    pub(super) fn record(&mut self, n: usize, work_ns: u64) {
        let ns = work_ns.checked_div(n as u64).unwrap_or(0);
        self.per_game_ns = (3 * self.per_game_ns + ns) / 4;
    }
}

/// A [`Work`] for serial runs, which do not use it.
pub(super) static NO_WORK: Work = Work(AtomicU64::new(0));

/// The busy time of a batch's tasks, summed over the threads that ran them.
#[derive(Default)]
pub(super) struct Work(pub(super) AtomicU64);

impl Work {
    /// Runs `task`, adding its duration to the sum.
    pub(super) fn time<R>(&self, task: impl FnOnce() -> R) -> R {
        let start = std::time::Instant::now();
        let r = task();
        self.0
            .fetch_add(start.elapsed().as_nanos() as u64, Ordering::Relaxed);
        r
    }
}

/// The batch operations, each with its own [`Cost`].
#[derive(Copy, Clone)]
pub(super) enum Op {
    Step = 0,
    Write = 1,
    Packed = 2,
    Random = 3,
}
/// Tasks per thread: a few, so that a thread that finishes early takes more.
pub(super) const TASKS_PER_THREAD: usize = 4;

/// Where a VecGame runs its per-game loops.
pub(super) enum Runner {
    /// Rayon's global pool (all cores, or `RAYON_NUM_THREADS`).
    Global,
    /// The VecGame's own pool of `num_threads` threads.
    Pool(ThreadPool),
    /// `num_threads=1`: always on the calling thread.
    Serial,
}

impl Runner {
    pub(super) fn threads(&self) -> usize {
        match self {
            Runner::Global => rayon::current_num_threads(),
            Runner::Pool(p) => p.current_num_threads(),
            Runner::Serial => 1,
        }
    }

    /// Games per task for a batch of `n` games of `cost` each, or `None` to
    /// run it serially.
    pub(super) fn chunk(&self, n: usize, cost: Cost) -> Option<usize> {
        let threads = self.threads();
        if threads <= 1
            || n < SERIAL_BELOW
            || (n as u64).saturating_mul(cost.per_game_ns) < PARALLEL_ABOVE_NS
        {
            return None;
        }
        Some(
            n.div_ceil(threads * TASKS_PER_THREAD)
                .max(MIN_GAMES_PER_TASK),
        )
    }

    /// Runs `op` (which uses rayon) in this runner's pool.
    pub(super) fn install<R: Send>(&self, op: impl FnOnce() -> R + Send) -> R {
        match self {
            Runner::Pool(p) => p.install(op),
            Runner::Global | Runner::Serial => op(),
        }
    }
}

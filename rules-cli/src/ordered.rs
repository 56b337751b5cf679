//! Work on a list of items on several threads, the results handed on in the
//! list's order as the workers finish them.
//!
//! Each free worker takes the next [`CLAIM`] consecutive items (there is no
//! batch that every worker waits on), works through them and hands their
//! results back together, and the caller's thread hands results on while the
//! workers go on. So an item's result waits for at most the few items after
//! it in its group (behind a slow item, up to three quick ones wait for it),
//! in exchange for one message and one wake-up a group rather than an item.
//! At most `window` items past the next one to hand on are started, so the
//! finished results held while one slow item is worked on stay bounded.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex, MutexGuard};

/// Runs `work` on every item of `items` on `threads` threads (at least one)
/// and calls `emit` with each result on the calling thread, in the order of
/// `items`. A worker does not start item `i` before the results of items up
/// to `i - window` have been handed on (`window` at least [`CLAIM`], the
/// items a worker takes at a time). A panic in
/// `work` or `emit` stops the workers and is raised again here.
pub fn for_each_ordered<T, R>(
    items: &[T],
    threads: usize,
    window: usize,
    work: impl Fn(&T) -> R + Sync,
    mut emit: impl FnMut(R),
) where
    T: Sync,
    R: Send,
{
    let window = window.max(1);
    let next = AtomicUsize::new(0);
    let gate = Gate {
        emitted: Mutex::new((0, 0)),
        moved: Condvar::new(),
        stop: AtomicBool::new(false),
    };
    let window = window.max(CLAIM);
    let (tx, rx) = mpsc::channel::<(usize, Vec<R>)>();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            let tx = tx.clone();
            let (next, gate, work) = (&next, &gate, &work);
            s.spawn(move || {
                // Raised on unwinding: the others stop waiting.
                let _stop_on_panic = StopOnPanic(gate);
                loop {
                    let start = next.fetch_add(CLAIM, Ordering::Relaxed);
                    if start >= items.len() {
                        break;
                    }
                    let end = (start + CLAIM).min(items.len());
                    if !gate.wait_for(end - 1, window) {
                        break;
                    }
                    let done: Vec<R> = items[start..end].iter().map(work).collect();
                    if tx.send((start, done)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // A panic in `emit` stops the workers too.
        let _stop_on_panic = StopOnPanic(&gate);
        let mut held = BTreeMap::new();
        let mut want = 0;
        for (start, done) in rx {
            held.insert(start, done);
            let before = want;
            while let Some(done) = held.remove(&want) {
                want += done.len();
                done.into_iter().for_each(&mut emit);
            }
            if want != before {
                gate.moved_to(want);
            }
        }
    });
}

/// Items a worker takes at a time (consecutive ones, handed back together):
/// one message and one wake-up of the caller's thread for a few items, not
/// one an item. Taking one at a time cost 7,888 `futex` calls for 2,000 small
/// records, four at a time 1,991 (BENCHMARKS.md, fourth session).
pub const CLAIM: usize = 4;

/// How far the results have been handed on, for the workers to wait on.
struct Gate {
    /// The number of results handed on, and the number of workers waiting.
    emitted: Mutex<(usize, usize)>,
    moved: Condvar,
    /// A worker panicked: the others stop.
    stop: AtomicBool,
}

impl Gate {
    fn lock(&self) -> MutexGuard<'_, (usize, usize)> {
        // Nothing is left half-written under this lock: a poisoned one holds
        // a good count.
        self.emitted.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until item `i` is within `window` of the next result to hand
    /// on; false when the work was stopped.
    fn wait_for(&self, i: usize, window: usize) -> bool {
        let mut state = self.lock();
        while i >= state.0 + window && !self.stop.load(Ordering::Relaxed) {
            state.1 += 1;
            state = self.moved.wait(state).unwrap_or_else(|e| e.into_inner());
            state.1 -= 1;
        }
        !self.stop.load(Ordering::Relaxed)
    }

    /// Records that `emitted` results were handed on, waking the workers
    /// that wait (only when some do: a wake-up is a system call).
    fn moved_to(&self, emitted: usize) {
        let mut state = self.lock();
        state.0 = emitted;
        if state.1 > 0 {
            self.moved.notify_all();
        }
    }
}

struct StopOnPanic<'a>(&'a Gate);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop.store(true, Ordering::Relaxed);
            let _guard = self.0.lock();
            self.0.moved.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Every result once, in order, whatever the threads, window and the
    /// time each item takes (the slow ones early, so that later ones finish
    /// first); no more than `window` items started past the next to hand on.
    #[test]
    fn results_in_order_within_the_window() {
        let items: Vec<u64> = (0..300).collect();
        for threads in [1, 2, 3, 8] {
            for window in [1, 2, 5, 64, 1000] {
                let emitted = AtomicUsize::new(0);
                let most_ahead = AtomicUsize::new(0);
                let mut seen = Vec::new();
                for_each_ordered(
                    &items,
                    threads,
                    window,
                    |&x| {
                        let ahead = x as usize - emitted.load(Ordering::SeqCst);
                        most_ahead.fetch_max(ahead, Ordering::SeqCst);
                        if x % 37 == 0 {
                            std::thread::sleep(Duration::from_millis(2));
                        }
                        x * x
                    },
                    |r| {
                        seen.push(r);
                        emitted.fetch_add(1, Ordering::SeqCst);
                    },
                );
                let want: Vec<u64> = items.iter().map(|x| x * x).collect();
                assert_eq!(seen, want, "threads {threads} window {window}");
                assert!(
                    most_ahead.load(Ordering::SeqCst) < window.max(CLAIM),
                    "threads {threads} window {window}: {} ahead",
                    most_ahead.load(Ordering::SeqCst)
                );
            }
        }
    }

    #[test]
    fn no_items_and_zero_arguments() {
        let mut n = 0;
        for_each_ordered(&[] as &[u8], 4, 8, |_| 1, |r: i32| n += r);
        assert_eq!(n, 0);
        for_each_ordered(&[1, 2, 3], 0, 0, |&x| x, |r: i32| n += r);
        assert_eq!(n, 6);
    }

    /// A panic in one item ends the call with that panic rather than a hang,
    /// however many workers wait on the window.
    #[test]
    fn a_panic_is_raised_not_a_hang() {
        let items: Vec<u32> = (0..100).collect();
        let result = std::panic::catch_unwind(|| {
            for_each_ordered(
                &items,
                3,
                2,
                |&x| {
                    if x == 1 {
                        std::thread::sleep(Duration::from_millis(20));
                        panic!("item 1");
                    }
                    x
                },
                |_| {},
            )
        });
        assert!(result.is_err());
    }
}

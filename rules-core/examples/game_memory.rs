//! What a game costs in memory: `cargo run --release -p tianyuan --example
//! game_memory -- [SIZE] [MOVES] [GAMES]` (default 19 400 1000).
//!
//! Plays GAMES random games (uniform over legal moves that do not fill an
//! own eye, positional superko, the Chinese rules; a pass only when no such
//! move is left) to MOVES moves each, all kept alive at once, and reports the
//! live heap bytes per game counted by a global allocator, plus the inline
//! size of a `Game`, and the peak heap per game while they were built.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use tianyuan::sized::{play_random_move, Game};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Move, Preset};

/// The system allocator, counting live and peak bytes.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator unchanged; only counts sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's layout is passed through.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let now = LIVE.fetch_add(new_size, Ordering::Relaxed) + new_size;
        PEAK.fetch_max(now, Ordering::Relaxed);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("arguments are numbers"))
        .collect();
    let side = args.first().copied().unwrap_or(19);
    let moves = args.get(1).copied().unwrap_or(400);
    let count = args.get(2).copied().unwrap_or(1000);
    let size = BoardSize::square(side as u32).expect("a supported size");
    let mut rng = SplitMix64(7);
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let mut games = Vec::with_capacity(count);
    let vec_bytes = count * std::mem::size_of::<Game>();
    let mut played = 0;
    for _ in 0..count {
        let mut game = Game::new(size, Preset::Chinese2002.rules());
        while game.position().moves_played() < moves && !game.is_over() {
            // The playouts' policy on a scratch copy of the position picks a
            // move; the game plays it through its checked entry.
            let mut scratch = game.position().clone();
            let mv = play_random_move(&mut scratch, &mut rng);
            game.play(mv).expect("the policy plays legal moves");
            if mv == Move::Pass && game.is_over() {
                break;
            }
        }
        played += game.position().moves_played();
        games.push(game);
    }
    let live = LIVE.load(Ordering::Relaxed) - base - vec_bytes;
    let peak = PEAK.load(Ordering::Relaxed) - base - vec_bytes;
    let inline = std::mem::size_of::<Game>();
    let history: usize = games.iter().map(|g| g.position().heap_bytes()).sum();
    let stones: usize = games.iter().map(|g| g.board().stone_count()).sum();
    println!(
        "{side}x{side}, {count} games, {:.1} moves a game on average (asked {moves})",
        played as f64 / count as f64
    );
    println!(
        "per game: {} bytes inline (size_of::<Game>) + {} bytes heap = {:.1} KB; peak heap while building {:.1} KB a game (the scratch copy included)",
        inline,
        live / count,
        (inline + live / count) as f64 / 1024.0,
        peak as f64 / count as f64 / 1024.0
    );
    println!(
        "inline: Board {} bytes, Position {} bytes, Game {} bytes",
        std::mem::size_of::<tianyuan::sized::Board>(),
        std::mem::size_of::<tianyuan::sized::Position>(),
        inline
    );
    println!(
        "of which the position's history (capacities) {:.1} KB; {:.0} stones on the board on average",
        history as f64 / count as f64 / 1024.0,
        stones as f64 / count as f64
    );
    drop(games);
}

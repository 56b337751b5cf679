//! Point-set operations on raw words (`tianyuan::sized::Bitboard`) against the same
//! operations written with `bitvec` (`BitArray<[u64; 6], Lsb0>`, in
//! `bitvec_board.rs`), on the sets of a 19×19 mid-game position (150 random
//! moves). Before timing, every bitvec result is checked to be the same set as
//! the raw-word one, so both sides do equal work.
//! Run: `cargo bench -p tianyuan --bench bitboard`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{play_random_move, Bitboard, Position};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Color};

#[path = "bitvec_board.rs"]
mod bv;

/// The sets every benchmark reads, in both representations.
struct Inputs {
    stride: usize,
    on_board: Bitboard,
    black: Bitboard,
    white: Bitboard,
    empty: Bitboard,
    /// One black stone (the seed of a chain fill).
    chain_seed: Bitboard,
    /// One empty point (the seed of an empty-region fill).
    region_seed: Bitboard,
}

fn inputs() -> Inputs {
    let size = BoardSize::STANDARD;
    let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
    let mut rng = SplitMix64(7);
    for _ in 0..150 {
        play_random_move(&mut pos, &mut rng);
    }
    let board = pos.board();
    let black = board.stones(Color::Black);
    let empty = board.empty();
    // Seeds in the middle of their sets, so the fills are not trivially small.
    let chain_seed = Bitboard::from_bit(black.nth(black.count() / 2).unwrap());
    let region_seed = Bitboard::from_bit(empty.nth(empty.count() / 2).unwrap());
    Inputs {
        stride: size.stride(),
        on_board: *board.on_board(),
        black,
        white: board.stones(Color::White),
        empty,
        chain_seed,
        region_seed,
    }
}

/// Every bitvec operation gives the raw-word answer on these inputs.
fn check_agreement(i: &Inputs) {
    let s = i.stride;
    let on = bv::from_bitboard(&i.on_board);
    let black = bv::from_bitboard(&i.black);
    let white = bv::from_bitboard(&i.white);
    let empty = bv::from_bitboard(&i.empty);
    assert_eq!(
        bv::to_bitboard(&bv::neighbours(&black, &on, s)),
        i.black.neighbours(&i.on_board, s as u32)
    );
    let chain = Bitboard::flood_fill(i.chain_seed, &i.black, s as u32);
    assert_eq!(
        bv::to_bitboard(&bv::flood_fill(bv::from_bitboard(&i.chain_seed), &black, s)),
        chain
    );
    let region = Bitboard::flood_fill(i.region_seed, &i.empty, s as u32);
    assert_eq!(
        bv::to_bitboard(&bv::flood_fill(
            bv::from_bitboard(&i.region_seed),
            &empty,
            s
        )),
        region
    );
    assert_eq!(bv::count(&black), i.black.count() as usize);
    assert!(bv::bits(&empty).eq(i.empty.bits()));
    let n = i.empty.count() * 2 / 3;
    assert_eq!(bv::nth(&empty, n as usize), i.empty.nth(n));
    assert_eq!(
        bv::to_bitboard(&bv::union(&black, &white)),
        i.black | i.white
    );
    assert_eq!(
        bv::to_bitboard(&bv::intersection(&on, &black)),
        i.on_board & i.black
    );
    eprintln!(
        "bitboard bench inputs: {} black, {} white, {} empty; chain fill {} stones, \
         region fill {} points; bitvec agrees with Bitboard on every operation",
        i.black.count(),
        i.white.count(),
        i.empty.count(),
        chain.count(),
        region.count()
    );
}

fn bench(c: &mut Criterion) {
    let i = inputs();
    check_agreement(&i);
    let s = i.stride;
    let s32 = s as u32;
    let on = bv::from_bitboard(&i.on_board);
    let black = bv::from_bitboard(&i.black);
    let white = bv::from_bitboard(&i.white);
    let empty = bv::from_bitboard(&i.empty);
    let chain_seed = bv::from_bitboard(&i.chain_seed);
    let region_seed = bv::from_bitboard(&i.region_seed);
    let n = i.empty.count() * 2 / 3;

    let mut g = c.benchmark_group("neighbours");
    g.bench_function("raw_words", |b| {
        b.iter(|| black_box(&i.black).neighbours(black_box(&i.on_board), black_box(s32)))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::neighbours(black_box(&black), black_box(&on), black_box(s)))
    });
    g.finish();

    let mut g = c.benchmark_group("flood_fill_chain");
    g.bench_function("raw_words", |b| {
        b.iter(|| Bitboard::flood_fill(black_box(i.chain_seed), black_box(&i.black), s32))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::flood_fill(black_box(chain_seed), black_box(&black), black_box(s)))
    });
    g.finish();

    let mut g = c.benchmark_group("flood_fill_empty_region");
    g.bench_function("raw_words", |b| {
        b.iter(|| Bitboard::flood_fill(black_box(i.region_seed), black_box(&i.empty), s32))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::flood_fill(black_box(region_seed), black_box(&empty), black_box(s)))
    });
    g.finish();

    let mut g = c.benchmark_group("count");
    g.bench_function("raw_words", |b| b.iter(|| black_box(&i.black).count()));
    g.bench_function("bitvec", |b| b.iter(|| bv::count(black_box(&black))));
    g.finish();

    // Iteration: sum the indices of the empty points, so every one is visited.
    let mut g = c.benchmark_group("iterate_empty");
    g.bench_function("raw_words", |b| {
        b.iter(|| black_box(i.empty).bits().sum::<usize>())
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::bits(black_box(&empty)).sum::<usize>())
    });
    g.finish();

    let mut g = c.benchmark_group("nth_empty");
    g.bench_function("raw_words", |b| {
        b.iter(|| black_box(&i.empty).nth(black_box(n)))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::nth(black_box(&empty), black_box(n as usize)))
    });
    g.finish();

    let mut g = c.benchmark_group("union");
    g.bench_function("raw_words", |b| {
        b.iter(|| black_box(i.black) | black_box(i.white))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::union(black_box(&black), black_box(&white)))
    });
    g.finish();

    let mut g = c.benchmark_group("intersection");
    g.bench_function("raw_words", |b| {
        b.iter(|| black_box(i.on_board) & black_box(i.black))
    });
    g.bench_function("bitvec", |b| {
        b.iter(|| bv::intersection(black_box(&on), black_box(&black)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

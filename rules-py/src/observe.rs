//! Neural-network input planes for a game and its last positions, in the
//! AlphaGo Zero layout (Silver et al. 2017, "Mastering the game of Go without
//! human knowledge", Methods: 17 planes of 19×19).
//!
//! With `t` the current position and `X` the side to move (the player who acts
//! on this observation), `Y` its opponent:
//!
//! | plane        | content                                              |
//! |--------------|------------------------------------------------------|
//! | `2k`, k<8    | X's stones `k` positions ago (`k = 0`: now)         |
//! | `2k + 1`     | Y's stones `k` positions ago                         |
//! | `16`         | all 1 when Black is to move, all 0 when White is     |
//!
//! A position is the board after each move, a pass included (the board then
//! repeats). Planes older than the start of the game are 0. Each plane is
//! `height × width`, row 0 at the top, index `row * width + col`.
//!
//! The last boards are kept by the core's [`RecentBoards`] ring (beside each
//! game, updated from each move's outcome), in bit-packed rows: packed planes
//! are a copy of its bytes, dense ones expanded here, with AVX2 where the CPU
//! has it.

use tianyuan::planes::expand_plane;
use tianyuan::planes::{PackedPlane, RecentBoards};
use tianyuan::sized::{BitboardOf, BoardOf};
use tianyuan::{BoardSize, Color};

/// Writes the board as int8 values (1 Black, -1 White, 0 empty), index
/// `row * width + col`, into `out[..width * height]`.
pub fn write_board<const W: usize>(size: BoardSize, stones: [BitboardOf<W>; 2], out: &mut [i8]) {
    let w = size.width();
    let rows = out[..size.num_points()].chunks_exact_mut(w);
    for (r, row) in rows.enumerate() {
        let (b, wh) = (stones[0].row(size, r), stones[1].row(size, r));
        for (c, v) in row.iter_mut().enumerate() {
            *v = ((b >> c) & 1) as i8 - ((wh >> c) & 1) as i8;
        }
    }
}

/// Planes per observation: two per remembered position, and the colour plane.
pub const PLANES: usize = tianyuan::planes::OBSERVATION_PLANES;

/// A way to write one plane's first `points` points as bytes 0/1 into
/// `out[..points]` (`points <= out.len()`); it may also write bytes of `out`
/// past `points` (whole SIMD stores while they fit), which the caller
/// overwrites afterwards or does not read.
type Expand = fn(&PackedPlane, &mut [u8], usize);

/// [`expand_plane`] as an [`Expand`] (writes `out[..points]` only).
fn by_table(plane: &PackedPlane, out: &mut [u8], points: usize) {
    expand_plane(plane, &mut out[..points]);
}

/// The fastest way this CPU has to write a plane's first `out.len()` points
/// as bytes 0/1: AVX2 where the CPU has it (32 points a step, about 3 times
/// faster than the table: BENCHMARKS.md, Python section), else the core's
/// portable table ([`tianyuan::planes::expand_plane`], eight points a step).
/// The check reads a flag cached by the standard library.
#[inline]
fn expander() -> Expand {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        return avx2::expand_checked;
    }
    by_table
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod avx2 {
    use std::arch::x86_64::{
        __m256i, _mm256_and_si256, _mm256_cmpeq_epi8, _mm256_set1_epi32, _mm256_set1_epi64x,
        _mm256_set1_epi8, _mm256_setr_epi8, _mm256_shuffle_epi8, _mm256_storeu_si256,
    };
    use tianyuan::planes::PackedPlane;

    /// [`expand`], callable where [`super::expander`] found AVX2.
    pub(super) fn expand_checked(plane: &PackedPlane, out: &mut [u8], points: usize) {
        // SAFETY: only handed out by `expander` after it checked that the
        // CPU has AVX2 (and by the tests under the same check).
        unsafe { expand(plane, out, points) }
    }

    /// The first `points` points of `plane` as bytes 0/1 into `out`, 32
    /// points a step: each 4 bytes are broadcast, byte `k` of them shuffled
    /// into output bytes `8k..8k + 8`, and each output byte keeps its own bit
    /// (most significant first), compared to 0/1. The last, partial step is
    /// stored whole where `out` has room (the bytes past `points` are then
    /// the next points of the plane, 0 or 1), else through a stack buffer.
    #[target_feature(enable = "avx2")]
    pub(super) fn expand(plane: &PackedPlane, out: &mut [u8], points: usize) {
        let byte_of_lane = _mm256_setr_epi8(
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
            3, 3, 3,
        );
        // Lane `j` of each 8 tests bit `7 - j`: bytes 0x80, 0x40, ..., 0x01.
        let bit_of_lane = _mm256_set1_epi64x(0x0102_0408_1020_4080u64 as i64);
        let one = _mm256_set1_epi8(1);
        let expand32 = |bits: u32| -> __m256i {
            let v = _mm256_shuffle_epi8(_mm256_set1_epi32(bits as i32), byte_of_lane);
            _mm256_and_si256(
                _mm256_cmpeq_epi8(_mm256_and_si256(v, bit_of_lane), bit_of_lane),
                one,
            )
        };
        let mut fours = plane
            .0
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        // The 32-point steps stored whole: those that fit in `out`.
        let whole = out.len().min(points.div_ceil(32) * 32) / 32 * 32;
        for (chunk, bits) in out[..whole].chunks_exact_mut(32).zip(&mut fours) {
            // SAFETY: `chunk` is 32 writable bytes, and `storeu` has no
            // alignment requirement.
            unsafe { _mm256_storeu_si256(chunk.as_mut_ptr().cast(), expand32(bits)) };
        }
        if whole < points {
            // The last, partial 32 points at the end of `out`: expanded on
            // the stack, the needed bytes copied.
            let mut tmp = [0u8; 32];
            let bits = fours.next().unwrap_or(0);
            // SAFETY: `tmp` is 32 writable bytes; `storeu` has no alignment
            // requirement.
            unsafe { _mm256_storeu_si256(tmp.as_mut_ptr().cast(), expand32(bits)) };
            out[whole..points].copy_from_slice(&tmp[..points - whole]);
        }
    }
}

/// Writes `set` as a flat mask of bytes 0/1 (the bytes of a numpy bool
/// array), index `row * width + col`, into `out[..width * height]`: the
/// core's [`tianyuan::planes::write_flags`], from the bitboard's rows.
pub fn write_flags<const W: usize>(size: BoardSize, set: &BitboardOf<W>, out: &mut [u8]) {
    tianyuan::planes::write_flags(size, set, out);
}

/// Writes the [`PLANES`] dense planes of `ring` (0 or 1 per point; see
/// [`tianyuan::planes`]) into `out`, which holds `PLANES * height * width`
/// bytes.
///
/// The same bytes as [`RecentBoards::write_dense`], the planes written in
/// order into one slice, so that the SIMD stores of a plane's last points may
/// run over into the next plane (rewritten just after) instead of going
/// through a buffer: only the last plane's end does.
pub fn write_dense(ring: &RecentBoards, to_move: Color, out: &mut [u8]) {
    let n = ring.size().num_points();
    let expand = expander();
    let out = &mut out[..PLANES * n];
    let (x, y) = (to_move.index(), (!to_move).index());
    let color = if to_move == Color::Black {
        PackedPlane::first(n)
    } else {
        PackedPlane::EMPTY
    };
    for k in 0..tianyuan::planes::RECENT {
        let board = ring.ago(k);
        expand(&board[x], &mut out[2 * k * n..], n);
        expand(&board[y], &mut out[(2 * k + 1) * n..], n);
    }
    expand(&color, &mut out[(PLANES - 1) * n..], n);
}

/// Writes the planes of `ring` bit-packed as `numpy.packbits(...,
/// bitorder="big")` does on each flattened plane: point `i` (`row * width +
/// col`) is bit `7 - i % 8` (most significant first) of byte `i / 8`; unused
/// low bits of the last byte are 0. `out` holds `PLANES * ceil(height * width
/// / 8)` bytes. The ring keeps its planes in that order: a copy.
pub fn write_packed(ring: &RecentBoards, to_move: Color, out: &mut [u8]) {
    ring.write_packed(to_move, out);
}

/// The `[black, white]` stones of a board.
pub fn stones<const W: usize>(board: &BoardOf<W>) -> [BitboardOf<W>; 2] {
    [board.stones(Color::Black), board.stones(Color::White)]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reference: point `i` is bit `7 - i % 8` of byte `i / 8`.
    fn expand_by_bits(plane: &PackedPlane, out: &mut [u8]) {
        for (i, v) in out.iter_mut().enumerate() {
            *v = (plane.0[i / 8] >> (7 - i % 8)) & 1;
        }
    }

    /// A plane of random bits.
    fn random_plane(rng: &mut tianyuan::splitmix::SplitMix64) -> PackedPlane {
        let mut plane = PackedPlane::EMPTY;
        for b in plane.0.iter_mut() {
            *b = rng.next_u64() as u8;
        }
        plane
    }

    /// The portable table, the AVX2 path (where the CPU has it: said on
    /// stderr when not) and the dispatched one write the same bytes as a bit
    /// by bit expansion, for every length, and nothing past it.
    #[test]
    fn every_expansion_equals_the_bit_by_bit_one() {
        let mut rng = tianyuan::splitmix::SplitMix64(7);
        #[cfg(target_arch = "x86_64")]
        let avx2 = std::arch::is_x86_feature_detected!("avx2");
        #[cfg(not(target_arch = "x86_64"))]
        let avx2 = false;
        if !avx2 {
            eprintln!("no AVX2 on this CPU: only the portable expansion is tested");
        }
        for len in 0..=tianyuan::planes::PLANE_BYTES * 8 {
            let plane = random_plane(&mut rng);
            let mut want = vec![9u8; len + 1];
            expand_by_bits(&plane, &mut want[..len]);
            assert_eq!(want[len], 9);
            let mut by_table = vec![9u8; len + 1];
            expand_plane(&plane, &mut by_table[..len]);
            assert_eq!(by_table, want, "table, {len} points");
            let mut dispatched = vec![9u8; len + 1];
            expander()(&plane, &mut dispatched[..len], len);
            assert_eq!(dispatched, want, "dispatched, {len} points");
            #[cfg(target_arch = "x86_64")]
            if avx2 {
                let mut simd = vec![9u8; len + 1];
                avx2::expand_checked(&plane, &mut simd[..len], len);
                assert_eq!(simd, want, "AVX2, {len} points");
                // With room after the points: the same first `len` bytes.
                let mut roomy = vec![9u8; len + 40];
                avx2::expand_checked(&plane, &mut roomy, len);
                assert_eq!(roomy[..len], want[..len], "AVX2 with room, {len} points");
            }
        }
    }

    /// The dense planes written here (AVX2 where the CPU has it, stores
    /// running over into the next plane) equal the core's portable ones
    /// (the table, plane by plane), byte for byte, on random games of
    /// several sizes, and nothing past the observation is written.
    #[test]
    fn dense_planes_equal_the_portable_ones() {
        let mut rng = tianyuan::splitmix::SplitMix64(5);
        for (w, h) in [(2, 2), (5, 5), (9, 9), (7, 13), (13, 13), (19, 19)] {
            let size = BoardSize::new(w, h).expect("a valid size");
            let mut game = tianyuan::sized::Game::new(size, tianyuan::Rules::default());
            let mut ring = RecentBoards::new(size, stones(game.board()));
            let len = PLANES * size.num_points();
            for _ in 0..120 {
                let legal = game.position().legal_point_set();
                let mv = match legal.nth(rng.below(legal.count() + 1)) {
                    Some(bit) => tianyuan::Move::Place(size.point_of_bit(bit)),
                    None => tianyuan::Move::Pass,
                };
                match game.play(mv) {
                    Ok(outcome) => ring.push(&outcome),
                    Err(_) => break,
                }
                let mut portable = vec![9u8; len + 1];
                ring.write_dense(game.to_move(), &mut portable);
                let mut here = vec![9u8; len + 1];
                write_dense(&ring, game.to_move(), &mut here);
                assert_eq!(here, portable, "{w}x{h}");
            }
        }
    }

    /// The legal-mask flags of a bitboard: each on-board bit at its point's
    /// index, read point by point.
    #[test]
    fn flags_put_each_point_at_its_index() {
        let mut rng = tianyuan::splitmix::SplitMix64(3);
        for (w, h) in [(2, 2), (9, 9), (19, 19), (7, 13)] {
            let size = BoardSize::new(w, h).expect("a valid size");
            let mut set = tianyuan::sized::Bitboard::EMPTY;
            for i in 0..size.num_points() {
                if rng.below(2) == 1 {
                    set.insert(size.bit(tianyuan::Point::new(
                        (i / w as usize) as u8,
                        (i % w as usize) as u8,
                    )));
                }
            }
            let mut out = vec![9u8; size.num_points() + 1];
            write_flags(size, &set, &mut out);
            for (i, &v) in out[..size.num_points()].iter().enumerate() {
                let p = tianyuan::Point::new((i / w as usize) as u8, (i % w as usize) as u8);
                assert_eq!(v, set.contains(size.bit(p)) as u8, "{w}x{h} point {i}");
            }
            assert_eq!(out[size.num_points()], 9);
        }
    }
}

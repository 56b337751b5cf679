//! Who won: the core's life-and-death estimate at the end of a game (1988/2002
//! art. 8: dead stones are settled by agreement; the library proposes) and the
//! count with the dead stones the rules settle, read from C.
//!
//! Every function here runs `playouts` light playouts to the end from the
//! game's position (about 60 µs each on a finished 19×19 board), seeded by
//! `seed`: the same position, playout count and seed give the same answer.
//! Each call makes its own estimate; none is kept in the game.
//!
//! Thread safety of every function here: as `ty_game_clone` (the game is read,
//! and only its last error is written).

use tianyuan_core::{AnyLifeEstimate, LifeOptions};

use crate::game::ty_game;
use crate::guard::{
    arg_mut, arg_ref, arg_slice_mut, guard, into_handle, write_items, Fail, Tracked,
};
use crate::score::ty_score;
use crate::status::{self, ty_status};
use crate::values::{chain_status_number, TY_CHAIN_STATUS_NONE};

/// The most playouts one estimate may ask for (about 6 s on 19×19); more, or
/// 0, is `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`.
pub const TY_MAX_PLAYOUTS: u32 = 100_000;
/// The playout count the other surfaces use by default (about 15 ms on a
/// finished 19×19 board).
pub const TY_DEFAULT_PLAYOUTS: u32 = 256;
// Both are written as numbers so that cbindgen can put them in the header;
// rules-ffi/tests/ffi/life.rs checks them against the core's.

fn life_fail(e: tianyuan_core::LifeError) -> Fail {
    Fail::new(status::life(&e), e.to_string())
}

/// [`AnyGame::estimate_life`] of the handle's game, its allocations tracked.
fn any_estimate(game: &ty_game, playouts: u32, seed: u64) -> Result<AnyLifeEstimate, Fail> {
    game.track(|| {
        game.game
            .estimate_life(&LifeOptions { playouts, seed })
            .map_err(life_fail)
    })
}

/// Refuses a buffer shorter than the board (`*count` gets width × height)
/// before any playout is run.
fn check_board_buffer(game: &ty_game, len: usize, count: &mut usize) -> Result<(), Fail> {
    let points = game.game.size().num_points();
    if len < points {
        *count = points;
        return Err(ty_status::BufferTooSmall.into());
    }
    Ok(())
}

/// Writes the ownership of every point into `buf` (`len` ≥ width × height
/// floats; `*count` gets width × height), in index order `row * width + col`
/// (row 0 at the top): in [-1, 1], Black positive: +1 Black's in every
/// playout or for certain (Benson's pass-alive chains and areas), -1 White's,
/// 0 even or dame. Dead stones' points belong to their captor; seki
/// liberties are 0.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written, no playout run), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`
/// (`playouts` 0 or above `TY_MAX_PLAYOUTS`). Thread safety: as
/// `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_ownership(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    buf: *mut f32,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        check_board_buffer(game, len, count)?;
        let estimate = any_estimate(game, playouts, seed)?;
        write_items(estimate.ownership(), buf, count)
    })
}

/// Writes the flat indices (`row * width + col`) of the stones estimated dead
/// into `buf` (`len` entries), whole chains, in increasing order; `*count`
/// gets how many. These are the stones to propose to the players (art. 8)
/// and to pass to `ty_game_score` or `ty_game_agree_dead_stones`. A buffer of
/// width × height entries is never too small.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`. Thread safety: as
/// `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_estimate_dead_stones(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    buf: *mut u32,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        let size = game.game.size();
        let dead_points = any_estimate(game, playouts, seed)?.dead_points();
        let dead: Vec<u32> = dead_points
            .into_iter()
            .map(|p| size.index(p) as u32)
            .collect();
        write_items(&dead, buf, count)
    })
}

/// Writes to `*out` the number of playouts the estimate of `game`'s position
/// with these `playouts` and `seed` runs: at most `playouts`, fewer when
/// every chain not certain is settled beyond doubt sooner (checked every 8
/// playouts from 8 on), 0 when Benson's analysis and the local solver
/// settle every chain. The estimate is deterministic for one game's board,
/// so this is the count behind every other function here called with the
/// same arguments on the same `game` (the same position reached by other
/// moves may draw its playouts in another order, see `tianyuan::life`).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`.
/// Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_estimate_playouts_run(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    out: *mut u32,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = any_estimate(game, playouts, seed)?.playouts_run();
        Ok(())
    })
}

/// Writes the status of the chain on every point into `buf` (`len` ≥ width ×
/// height bytes; `*count` gets width × height), in index order: one of
/// `TY_CHAIN_STATUS_NONE` (an empty point), `_ALIVE`, `_DEAD`, `_SEKI`,
/// `_UNSETTLED`, `_KO`. Every stone of a chain has the chain's status; whether
/// it is certain: `ty_game_chain_certain`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written, no playout run), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`. Thread
/// safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_chain_status(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    buf: *mut u8,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        check_board_buffer(game, len, count)?;
        let size = game.game.size();
        let mut cells = vec![TY_CHAIN_STATUS_NONE; size.num_points()];
        let estimate = any_estimate(game, playouts, seed)?;
        for p in size.points() {
            if let Some(status) = estimate.status_at(p) {
                cells[size.index(p)] = chain_status_number(status);
            }
        }
        write_items(&cells, buf, count)
    })
}

/// Writes, for every point, how the status of the chain on it was found into
/// `buf` (`len` ≥ width × height bytes; `*count` gets width × height), in
/// index order: 1 certain (Benson's pass-alive analysis, or the local
/// life-and-death solver on an enclosed group: `tianyuan::solve_local`), 0
/// estimated by the playouts, or an empty point.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written, no playout run), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`. Thread
/// safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_chain_certain(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    buf: *mut u8,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        check_board_buffer(game, len, count)?;
        let size = game.game.size();
        let mut cells = vec![0u8; size.num_points()];
        let estimate = any_estimate(game, playouts, seed)?;
        for p in size.points() {
            if let Some(certain) = estimate.certain_at(p) {
                cells[size.index(p)] = u8::from(certain);
            }
        }
        write_items(&cells, buf, count)
    })
}

/// Writes, for every point, the vital point of the shape of the chain on it
/// into `buf` (`len` ≥ width × height entries; `*count` gets width ×
/// height), in index order, as a flat index (`row * width + col`), or -1:
/// for a chain the local solver found dead or unsettled (killable), the
/// point where the attacker kills (or where whoever plays first decides);
/// for a `TY_CHAIN_STATUS_KO` chain, the ko point; -1 for every other
/// chain and for empty points.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written, no playout run), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`. Thread
/// safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_chain_vital_point(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    buf: *mut i32,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        check_board_buffer(game, len, count)?;
        let size = game.game.size();
        let mut cells = vec![-1i32; size.num_points()];
        let estimate = any_estimate(game, playouts, seed)?;
        for p in size.points() {
            if let Some(v) = estimate.vital_point_at(p) {
                cells[size.index(p)] = size.index(v) as i32;
            }
        }
        write_items(&cells, buf, count)
    })
}

/// Counts the current position by area (art. 9, 11) with the dead stones the
/// rules in force settle (`ty_rules_get_dead_stones`): under
/// `TY_DEAD_STONES_AGREEMENT` (the Chinese rules) the estimated dead stones,
/// as `ty_game_estimate_dead_stones` gives them; under
/// `TY_DEAD_STONES_ALL_ALIVE` (Tromp-Taylor) none; under
/// `TY_DEAD_STONES_PASS_ALIVE_TERRITORY` (KataGo's area rules) those inside
/// pass-alive territory. Komi, handicap compensation and penalty stones as
/// `ty_game_score`. Writes the count to `*out` (free with `ty_score_free`),
/// the flat indices of the stones lifted into `dead` (`dead_len` entries;
/// `*dead_count` gets how many; width × height entries are never too few)
/// and to `*estimated` 1 when they came from the estimate, else 0. The game
/// does not change.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`
/// (`*dead_count` written, nothing else), `TY_STATUS_LIFE_PLAYOUTS_OUT_OF_RANGE`
/// (checked under every rule). Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_score_estimated(
    game: *const ty_game,
    playouts: u32,
    seed: u64,
    dead: *mut u32,
    dead_len: usize,
    dead_count: *mut usize,
    estimated: *mut u32,
    out: *mut *mut ty_score,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let dead = arg_slice_mut!(dead, dead_len);
        let dead_count = arg_mut!(dead_count);
        let estimated = arg_mut!(estimated);
        let out = arg_mut!(out);
        let size = game.game.size();
        let counted = game.track(|| {
            game.game
                .score_estimated(&LifeOptions { playouts, seed })
                .map_err(life_fail)
        })?;
        let lifted: Vec<u32> = counted
            .dead_points(size)
            .into_iter()
            .map(|p| size.index(p) as u32)
            .collect();
        let (was_estimated, score) = (counted.was_estimated(), counted.score());
        write_items(&lifted, dead, dead_count)?;
        *estimated = u32::from(was_estimated);
        *out = into_handle(ty_score { score });
        Ok(())
    })
}

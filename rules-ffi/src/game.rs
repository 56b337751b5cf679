//! `ty_game`: a game under some rules — moves, undo, the board, the end, the
//! count (RULES.md §1–7).
//!
//! Thread safety of every function here: a `ty_game` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::planes::expand_plane;
use tianyuan_core::{AnyGame, BoardSize, GameError, Move, Point};

use crate::guard::{
    arg_mut, arg_ref, arg_slice, arg_slice_mut, arg_str, free_box, guard, into_handle, write_items,
    write_text, Fail, Outcome, Tracked,
};
use crate::rules::ty_rules;
use crate::score::ty_score;
use crate::status::{self, ty_status};
use crate::values::{color_number, color_of, result_text, state_numbers};

/// A game (opaque): made by `ty_game_new`, `ty_game_new_handicap`,
/// `ty_game_new_free_handicap`, `ty_game_clone` or `ty_record_replay`; freed by
/// `ty_game_free`.
#[allow(non_camel_case_types)]
pub struct ty_game {
    pub(crate) game: AnyGame,
    pub(crate) last_error: RefCell<String>,
}

impl ty_game {
    pub(crate) fn new(game: impl Into<AnyGame>) -> ty_game {
        ty_game {
            game: game.into(),
            last_error: RefCell::new(String::new()),
        }
    }
}

impl Tracked for ty_game {
    fn last_error(&self) -> &RefCell<String> {
        &self.last_error
    }
}

fn size_of_board(width: u32, height: u32) -> Result<BoardSize, Fail> {
    BoardSize::new(width, height).map_err(|e| Fail::new(status::point(&e), e.to_string()))
}

/// The point at `(row, col)`, or [`ty_status::IllegalOffBoard`] beyond 255 (the
/// core refuses the rest of the off-board points itself).
fn point_at(row: u32, col: u32) -> Result<Point, Fail> {
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r), Ok(c)) => Ok(Point::new(r, c)),
        _ => Err(illegal(tianyuan_core::IllegalMove::OffBoard)),
    }
}

fn illegal(reason: tianyuan_core::IllegalMove) -> Fail {
    Fail::new(status::illegal(reason), reason.to_string())
}

/// Flat indices (`row * width + col`) to points.
fn points_of(size: BoardSize, indices: &[u32]) -> Result<Vec<Point>, Fail> {
    indices
        .iter()
        .map(|&i| {
            size.point_of_index(i as usize)
                .map_err(|e| Fail::new(status::point(&e), e.to_string()))
        })
        .collect()
}

/// Makes a game with `make` and writes it to `*out`.
fn new_game(
    rules: *const ty_rules,
    out: *mut *mut ty_game,
    make: impl FnOnce(tianyuan_core::Rules) -> Result<AnyGame, Fail>,
) -> ty_status {
    guard(|| {
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        let game = make(rules.rules)?;
        *out = into_handle(ty_game::new(game));
        Ok(())
    })
}

/// Writes a new game to `*out`: an empty `width` × `height` board (2..=25 a
/// side: every size up to 25×25), Black to move, under a copy of `rules`.
/// Free it with `ty_game_free`; `rules` may be freed at once.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_SIZE`.
/// Thread safety: `rules` must not be changed by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_game_new(
    width: u32,
    height: u32,
    rules: *const ty_rules,
    out: *mut *mut ty_game,
) -> ty_status {
    new_game(rules, out, |r| {
        Ok(AnyGame::new(size_of_board(width, height)?, r))
    })
}

/// Writes a new handicap game to `*out`: `stones` Black stones on the fixed
/// star points (GTP `fixed_handicap` order), White to move. 0 or 1 stone is an
/// even game with Black to move.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_SIZE`,
/// `TY_STATUS_HANDICAP_NO_FIXED_LAYOUT` (2–9 on odd boards from 9×9, 2–4 on
/// 7×7 and even boards). Thread safety: as `ty_game_new`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_new_handicap(
    width: u32,
    height: u32,
    rules: *const ty_rules,
    stones: u32,
    out: *mut *mut ty_game,
) -> ty_status {
    new_game(rules, out, |r| {
        AnyGame::with_handicap(size_of_board(width, height)?, r, stones)
            .map_err(|e| Fail::new(status::game(&e), e.to_string()))
    })
}

/// Writes a new handicap game to `*out` with Black stones on the `count` flat
/// indices (`row * width + col`) at `points` (free placement), White to move.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_SIZE`, `TY_STATUS_BAD_INDEX`,
/// `TY_STATUS_HANDICAP_BAD_FREE_PLACEMENT` (fewer than 2, a repeated point, no
/// empty point left). Thread safety: as `ty_game_new`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_new_free_handicap(
    width: u32,
    height: u32,
    rules: *const ty_rules,
    points: *const u32,
    count: usize,
    out: *mut *mut ty_game,
) -> ty_status {
    guard(|| {
        let indices = arg_slice!(points, count);
        let rules = arg_ref!(rules);
        let out = arg_mut!(out);
        let size = size_of_board(width, height)?;
        let points = points_of(size, indices)?;
        let game = AnyGame::with_free_handicap(size, rules.rules, &points)
            .map_err(|e| Fail::new(status::game(&e), e.to_string()))?;
        *out = into_handle(ty_game::new(game));
        Ok(())
    })
}

/// Writes a copy of `game` (position, history, state) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: `game` must not be changed
/// by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_game_clone(game: *const ty_game, out: *mut *mut ty_game) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = into_handle(ty_game::new(game.game.clone()));
        Ok(())
    })
}

/// Frees `game`. NULL is accepted and ignored. Call it once per handle.
///
/// Thread safety: no other thread may use `game`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_free(game: *mut ty_game) {
    let _ = guard(|| {
        // SAFETY: header conventions: `game` is NULL or came from a game constructor and is
        // freed once.
        unsafe { free_box(game) };
        Ok(())
    });
}

/// Writes a copy of the game's rules to `*out` (free with `ty_rules_free`).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_rules(game: *const ty_game, out: *mut *mut ty_rules) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = into_handle(ty_rules::new(*game.game.rules()));
        Ok(())
    })
}

/// Writes the board's width and height in lines.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_size(
    game: *const ty_game,
    width: *mut u32,
    height: *mut u32,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let width = arg_mut!(width);
        let height = arg_mut!(height);
        let size = game.game.size();
        *width = size.width() as u32;
        *height = size.height() as u32;
        Ok(())
    })
}

/// Runs `body` on the game of `handle`, keeping any failure as its last error.
fn tracked<T>(
    handle: &mut ty_game,
    body: impl FnOnce(&mut AnyGame) -> Result<T, Fail>,
) -> Result<T, Fail> {
    let out = body(&mut handle.game);
    if let Err(fail) = &out {
        *handle.last_error.borrow_mut() = fail.detail.clone();
    }
    out
}

/// Runs `body` on the game at `game` inside the panic boundary.
fn with_game(game: *mut ty_game, body: impl FnOnce(&mut AnyGame) -> Outcome) -> ty_status {
    guard(|| {
        let handle = arg_mut!(game);
        tracked(handle, body)
    })
}

/// Plays a stone for the side to move at `(row, col)` (zero-based, row 0 at
/// the top). On error nothing changes.
///
/// Errors: `TY_STATUS_NULL_POINTER`; the illegal-move statuses 200–207
/// (`TY_STATUS_ILLEGAL_OFF_BOARD`, `_OCCUPIED`, `_SUICIDE` (art. 5), `_KO`,
/// `_POSITIONAL_SUPERKO`, `_SITUATIONAL_SUPERKO` (art. 6), `_GAME_OVER`).
/// Thread safety: `game` must not be used by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_game_play(game: *mut ty_game, row: u32, col: u32) -> ty_status {
    with_game(game, |g| {
        g.play(Move::Place(point_at(row, col)?)).map_err(illegal)?;
        Ok(())
    })
}

/// Plays a stone for `color` (`TY_COLOR_BLACK`/`TY_COLOR_WHITE`) at
/// `(row, col)`: `TY_STATUS_ILLEGAL_WRONG_PLAYER` if it is the other side's
/// turn (art. 2: players alternate).
///
/// Errors: as `ty_game_play`, and `TY_STATUS_OUT_OF_RANGE` for a bad colour.
/// Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_play_as(
    game: *mut ty_game,
    color: u32,
    row: u32,
    col: u32,
) -> ty_status {
    with_game(game, |g| {
        let color = color_of(color)?;
        g.play_as(color, Move::Place(point_at(row, col)?))
            .map_err(illegal)?;
        Ok(())
    })
}

/// Plays a GTP vertex for the side to move: `D4` (column letter without `I`,
/// row counted from the bottom), or `pass`; case-insensitive.
///
/// Errors: as `ty_game_play`, and `TY_STATUS_BAD_UTF8`, `TY_STATUS_BAD_VERTEX`,
/// `TY_STATUS_VERTEX_OFF_BOARD` (a vertex such as `A10` on 9×9).
/// Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_play_vertex(
    game: *mut ty_game,
    vertex: *const c_char,
) -> ty_status {
    with_game(game, |g| {
        let text = arg_str!(vertex);
        let mv = g
            .size()
            .parse_gtp(text)
            .map_err(|e| Fail::new(status::point(&e), e.to_string()))?;
        g.play(mv).map_err(illegal)?;
        Ok(())
    })
}

/// Passes for the side to move. Under `TY_ENDING_TWO_PASSES` a second pass in
/// succession ends the game (2002 art. 7.3).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_ILLEGAL_GAME_OVER`.
/// Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_pass(game: *mut ty_game) -> ty_status {
    with_game(game, |g| {
        g.pass().map_err(illegal)?;
        Ok(())
    })
}

/// `color` resigns (art. 7.2); the other side wins.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_GAME_OVER`. Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_resign(game: *mut ty_game, color: u32) -> ty_status {
    with_game(game, |g| {
        g.resign(color_of(color)?)
            .map_err(|e| Fail::new(status::game(&e), e.to_string()))
    })
}

/// The players agree that play is finished (art. 7.1, 21); count next.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_GAME_OVER`.
/// Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_agree_end(game: *mut ty_game) -> ty_status {
    with_game(game, |g| {
        g.agree_end()
            .map_err(|e| Fail::new(status::game(&e), e.to_string()))
    })
}

/// Reopens a game ended by two passes or agreement when the players dispute
/// life and death (2002 art. 21.1, 21.4); `color` moves next.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (colour),
/// `TY_STATUS_GAME_NOT_OVER`, `TY_STATUS_DEAD_STONES_AGREED` (after
/// `ty_game_agree_dead_stones` no one may resume, 2002 art. 21.3),
/// `TY_STATUS_GAME_OVER` (decided otherwise). Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_resume(game: *mut ty_game, color: u32) -> ty_status {
    with_game(game, |g| {
        g.resume(color_of(color)?)
            .map_err(|e| Fail::new(status::game(&e), e.to_string()))
    })
}

/// Takes back the last move (pass or stone), and any end that came after it
/// (two passes, a cycle, a resignation, time, forfeit) with it. With no move
/// played nothing is undone (`TY_STATUS_NOTHING_TO_UNDO`; a resignation
/// before any move stays).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_NOTHING_TO_UNDO`,
/// `TY_STATUS_DEAD_STONES_AGREED` (after `ty_game_agree_dead_stones` the result
/// is final and nothing is undone, 2002 art. 21.3).
/// Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_undo(game: *mut ty_game) -> ty_status {
    with_game(game, |g| {
        if g.dead_stones_agreed() {
            let e = GameError::DeadStonesAgreed;
            return Err(Fail::new(status::game(&e), e.to_string()));
        }
        match g.undo() {
            Some(_) => Ok(()),
            None => Err(ty_status::NothingToUndo.into()),
        }
    })
}

/// Whether the side to move may play at `(row, col)`: `TY_STATUS_OK` if legal,
/// else the reason (`TY_STATUS_ILLEGAL_*`, as `ty_game_play` would return).
/// Changes nothing (the last error is not updated either).
///
/// Errors: `TY_STATUS_NULL_POINTER` and the reasons above.
/// Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_is_legal(game: *const ty_game, row: u32, col: u32) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        game.game
            .check(Move::Place(point_at(row, col)?))
            .map_err(illegal)
    })
}

/// The legal points: writes one byte per point into `buf` (`len` ≥ width ×
/// height), in RULES.md §1 order (index `row * width + col`): 1 where the side
/// to move may place a stone, 0 elsewhere (all 0 once the game is over); no
/// entry for the pass (`ty_game_legal_mask` has one). `*count` gets width ×
/// height.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written). Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_legal_points(
    game: *const ty_game,
    buf: *mut u8,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        let g = &game.game;
        let n = g.size().num_points();
        *count = n;
        let out = buf
            .get_mut(..n)
            .ok_or(Fail::from(ty_status::BufferTooSmall))?;
        let mask = g.legal_plane();
        expand_plane(&mask, out);
        Ok(())
    })
}

/// The legal mask: writes one byte per action into `buf` (`len` ≥ width ×
/// height + 1), in RULES.md §1 action order: `row * width + col` for a
/// placement, width × height for the pass; 1 where the action is legal for
/// the side to move, 0 elsewhere (all 0 once the game is over, the pass 1
/// while it goes on). The same entries as Python's `Game.legal_mask()`.
/// `*count` gets width × height + 1.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written). Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_legal_mask(
    game: *const ty_game,
    buf: *mut u8,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        let g = &game.game;
        let n = g.size().num_actions();
        *count = n;
        let out = buf
            .get_mut(..n)
            .ok_or(Fail::from(ty_status::BufferTooSmall))?;
        let (points, pass) = out.split_at_mut(n - 1);
        let mask = g.legal_plane();
        expand_plane(&mask, points);
        pass[0] = u8::from(!g.is_over());
        Ok(())
    })
}

/// Every point in index order `row * width + col`.
fn points_in_order(size: BoardSize) -> impl Iterator<Item = Point> {
    (0..size.height())
        .flat_map(move |r| (0..size.width()).map(move |c| Point::new(r as u8, c as u8)))
}

/// Writes the board into `buf` (`len` ≥ width × height), one byte per point in
/// index order `row * width + col` (row 0 at the top): 0 empty
/// (`TY_COLOR_NONE`), 1 Black (`TY_COLOR_BLACK`), 2 White (`TY_COLOR_WHITE`).
/// `*count` gets width × height.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written). Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_board(
    game: *const ty_game,
    buf: *mut u8,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        let g = &game.game;
        let cells: Vec<u8> = points_in_order(g.size())
            .map(|p| g.stone_at(p).map_or(0, color_number) as u8)
            .collect();
        write_items(&cells, buf, count)
    })
}

/// Writes the side to move (`TY_COLOR_BLACK`/`TY_COLOR_WHITE`) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_to_move(game: *const ty_game, out: *mut u32) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = color_number(game.game.to_move());
        Ok(())
    })
}

/// Writes the number the next move will have to `*out` (1 before the first
/// move; passes count).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_move_number(game: *const ty_game, out: *mut u32) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = game.game.move_number();
        Ok(())
    })
}

/// Writes the flat indices (`row * width + col`) of the stones the last move
/// captured into `buf` (`len` entries); `*count` gets how many (0 before the
/// first move or after a pass).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL` (`*count`
/// written). Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_last_captured(
    game: *const ty_game,
    buf: *mut u32,
    len: usize,
    count: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let count = arg_mut!(count);
        let size = game.game.size();
        let indices: Vec<u32> = game
            .game
            .last_captured()
            .into_iter()
            .map(|p| size.index(p) as u32)
            .collect();
        write_items(&indices, buf, count)
    })
}

/// Writes the Zobrist hash of the stones on the board to `*out` (equal boards,
/// equal hashes; the side to move is not included).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_hash(game: *const ty_game, out: *mut u64) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_mut!(out);
        *out = game.game.hash();
        Ok(())
    })
}

/// Writes the game's state (`TY_STATE_*`) to `*state` and, for resignation,
/// time and forfeit, the loser (`TY_COLOR_*`, else `TY_COLOR_NONE`) to
/// `*loser`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_state(
    game: *const ty_game,
    state: *mut u32,
    loser: *mut u32,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let state = arg_mut!(state);
        let loser = arg_mut!(loser);
        (*state, *loser) = state_numbers(game.game.state());
        Ok(())
    })
}

/// Writes the game's result in `format` (`TY_FORMAT_*`) into `buf`, once known:
/// after resignation, time, forfeit, no result, or `ty_game_agree_dead_stones`.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (format),
/// `TY_STATUS_NO_RESULT`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_result(
    game: *const ty_game,
    format: u32,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = game.track(|| {
            let result = game.game.result().ok_or(Fail::from(ty_status::NoResult))?;
            result_text(&result, format)
        })?;
        write_text(&text, buf, needed)
    })
}

/// Counts the current position (area scoring, art. 9, 11) with the stones at
/// the `count` flat indices in `dead` removed as dead, each with its whole
/// chain (one stone per chain is enough; NULL allowed when `count` is 0),
/// and writes the count to `*out` (free with `ty_score_free`).
/// The game does not change.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_INDEX`,
/// `TY_STATUS_SCORE_DEAD_POINT_EMPTY`. Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_score(
    game: *const ty_game,
    dead: *const u32,
    count: usize,
    out: *mut *mut ty_score,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let dead = arg_slice!(dead, count);
        let out = arg_mut!(out);
        let score = game.track(|| {
            let points = points_of(game.game.size(), dead)?;
            game.game
                .score(&points)
                .map_err(|e| Fail::new(status::game(&e), e.to_string()))
        })?;
        *out = into_handle(ty_score { score });
        Ok(())
    })
}

/// Ends play by agreement if it is still going on, counts as `ty_game_score`,
/// and records the result (readable with `ty_game_result`). The game is then
/// final (2002 art. 21.3): `ty_game_resume`, `ty_game_undo` and a second
/// agreement return `TY_STATUS_DEAD_STONES_AGREED`, and moves
/// `TY_STATUS_ILLEGAL_GAME_OVER`.
///
/// Errors: as `ty_game_score`, `TY_STATUS_DEAD_STONES_AGREED` if the dead
/// stones were already agreed, and `TY_STATUS_GAME_OVER` for a game decided
/// otherwise (resignation, …). Thread safety: as `ty_game_play`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_agree_dead_stones(
    game: *mut ty_game,
    dead: *const u32,
    count: usize,
    out: *mut *mut ty_score,
) -> ty_status {
    guard(|| {
        let handle = arg_mut!(game);
        let dead = arg_slice!(dead, count);
        let out = arg_mut!(out);
        let score = tracked(handle, |g| {
            let points = points_of(g.size(), dead)?;
            g.agree_dead_stones(&points)
                .map_err(|e| Fail::new(status::game(&e), e.to_string()))
        })?;
        *out = into_handle(ty_score { score });
        Ok(())
    })
}

/// Writes the detail of the last failed call on `game` (empty if none failed),
/// such as which point was off the board, into `buf` as NUL-terminated UTF-8;
/// `*needed` gets the length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_last_error(
    game: *const ty_game,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = game.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

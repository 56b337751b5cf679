//! The count under a game's rules from C (issue 28): `ty_game_count` (the
//! per-side parts and, optionally, the map of every point) and
//! `ty_game_prisoners`. The core counts ([`tianyuan_core::sized::count_from_map`]);
//! this module only translates.

use std::ffi::c_char;

use tianyuan_core::territory::CountPoint;
use tianyuan_core::{Color, Point};

use crate::game::ty_game;
use crate::guard::{arg_mut, arg_ref, arg_slice, arg_slice_mut, guard, write_text, Fail, Tracked};
use crate::status::{self, ty_status};
use crate::values::{
    scoring_number, scoring_of, tax_number, TY_FORMAT_CHINESE, TY_FORMAT_ENGLISH, TY_FORMAT_SGF,
};

/// The parts of a count, each `[black, white]` where paired (see
/// `ty_game_count`). Points are points of the board; the margin is in half
/// points (15 = 7.5 points), positive when Black wins.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct ty_count_parts {
    /// `TY_SCORING_AREA` (1988/2002 art. 9) or `TY_SCORING_TERRITORY`
    /// (Japanese rules 1989 art. 8–10).
    pub scoring: u32,
    /// `TY_TAX_NONE`, `TY_TAX_SEKI` (seki eyes count for no one) or
    /// `TY_TAX_ALL` (also two points a group).
    pub tax: u32,
    /// Living stones on the board (they count under area scoring only).
    pub stones: [u32; 2],
    /// Points of territory counted.
    pub territory: [u32; 2],
    /// Stones each side captured during the game.
    pub captures: [u32; 2],
    /// The opponent's dead stones each side lifts at the end.
    pub dead_lifted: [u32; 2],
    /// Prisoners: captures plus dead stones lifted.
    pub prisoners: [u32; 2],
    /// Eyes of groups in seki that count for no one.
    pub seki_points: [u32; 2],
    /// False eyes left out of territory (territory counting).
    pub false_eyes: [u32; 2],
    /// Groups taxed two points each (tax 2).
    pub groups_taxed: [u32; 2],
    /// Neutral points (dame, seki liberties), open points not included.
    pub dame: u32,
    /// Points where a boundary is still open: not 0 means not finished.
    pub open_points: u32,
    /// The open points in open regions (connected open points) that border
    /// only that side's living stones: where its boundary is still open.
    /// Regions bordering both sides or none count in `open_points` only.
    pub open_by_side: [u32; 2],
    /// Each side's total in half points before komi, compensation, button.
    pub totals_half_points: [i64; 2],
    /// Black's margin in half points (negative: White wins; 0: a draw).
    pub margin_half_points: i32,
    /// Who took the button: 0 none (or no button in the rules), 1 Black, 2 White.
    pub button: u32,
}

fn points(size: tianyuan_core::BoardSize, indices: &[u32]) -> Result<Vec<Point>, Fail> {
    indices
        .iter()
        .map(|&i| {
            size.point_of_index(i as usize)
                .map_err(|e| Fail::new(status::point(&e), e.to_string()))
        })
        .collect()
}

/// Counts the current position under the game's rules (area or territory
/// with prisoners, seki, taxes, button; komi, handicap compensation) with
/// the stones at the `n_dead` flat indices of `dead` lifted as dead and
/// those at the `n_seki` indices of `seki` alive in seki (each marks its
/// whole chain; NULL allowed with a count of 0), and writes the parts to
/// `*out`. When `map_len` is not 0, `map` receives one code per point, row
/// by row from the top (`map_len` must be at least the number of points):
/// 0 dame, 7 open, ±1 territory, ±2 living stones, ±3 stones in seki, ±4
/// dead stones, ±5 seki eyes, ±6 false eyes (Black positive). The game does
/// not change; nothing is written on error.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BAD_INDEX`,
/// `TY_STATUS_SCORE_DEAD_POINT_EMPTY` (a dead or seki index without a
/// stone), `TY_STATUS_BUFFER_TOO_SMALL` (`map_len` below the points).
/// Thread safety: as `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_count(
    game: *const ty_game,
    dead: *const u32,
    n_dead: usize,
    seki: *const u32,
    n_seki: usize,
    out: *mut ty_count_parts,
    map: *mut i8,
    map_len: usize,
) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let dead = arg_slice!(dead, n_dead);
        let seki = arg_slice!(seki, n_seki);
        let out = arg_mut!(out);
        let map = arg_slice_mut!(map, map_len);
        let (parts, codes) = game.track(|| {
            let size = game.game.size();
            let dead = points(size, dead)?;
            let seki = points(size, seki)?;
            if map_len != 0 && map_len < size.num_points() {
                return Err(Fail::new(
                    ty_status::BufferTooSmall,
                    format!("the map needs {} entries", size.num_points()),
                ));
            }
            let g = &game.game;
            let m = g
                .count_map(&dead, &seki)
                .map_err(|e| Fail::new(status::game(&e), e.to_string()))?;
            let c = m.count(g.rules(), &g.count_extras());
            let codes: Vec<i8> = if map_len == 0 {
                Vec::new()
            } else {
                size.points()
                    .map(|p| m.status(p).map_or(0, CountPoint::code))
                    .collect()
            };
            Ok((parts_of(&c), codes))
        })?;
        map[..codes.len()].copy_from_slice(&codes);
        *out = parts;
        Ok(())
    })
}

fn parts_of(c: &tianyuan_core::Count) -> ty_count_parts {
    ty_count_parts {
        scoring: scoring_number(c.scoring),
        tax: tax_number(c.tax),
        stones: c.stones,
        territory: c.territory,
        captures: c.captures,
        dead_lifted: c.dead_lifted,
        prisoners: c.prisoners(),
        seki_points: c.seki_points,
        false_eyes: c.false_eyes,
        groups_taxed: c.groups_taxed,
        dame: c.dame,
        open_points: c.open_points,
        open_by_side: c.open_by_side,
        totals_half_points: c.totals_half_points,
        margin_half_points: c.margin_half_points,
        button: match c.button {
            None => 0,
            Some(Color::Black) => 1,
            Some(Color::White) => 2,
        },
    }
}

/// Writes the stones captured during the game to `out[0]` (by Black) and
/// `out[1]` (by White): the prisoners territory counting adds (set-up
/// removals are none). Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as
/// `ty_game_clone`.
#[no_mangle]
pub unsafe extern "C" fn ty_game_prisoners(game: *const ty_game, out: *mut u32) -> ty_status {
    guard(|| {
        let game = arg_ref!(game);
        let out = arg_slice_mut!(out, 2);
        let [b, w] = game.game.prisoners();
        out[0] = b;
        out[1] = w;
        Ok(())
    })
}

/// Writes the result of a count (`parts` from `ty_game_count`) as text in
/// `format` into `buf` (`len` bytes) as NUL-terminated UTF-8, in the count's
/// own unit; `*needed` gets the length with the NUL:
/// - `TY_FORMAT_SGF`: SGF `RE` in points (`B+6.5`, `W+0.5`, `0`), the same
///   under both countings;
/// - `TY_FORMAT_CHINESE`: 目 (points) under territory counting (`黑胜6目半`,
///   `白胜半目`; Japanese rules 1989 art. 10), 子 (stones) under area
///   counting (`黑胜3又1/4子`; 2002 art. 11); `和棋` for a draw;
/// - `TY_FORMAT_ENGLISH`: `Black wins by 6.5 points` (territory), `Black
///   wins by 3 1/4 stones (6.5 points)` (area).
///
/// Only `parts->scoring` and `parts->margin_half_points` are read.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_OUT_OF_RANGE` (format or
/// scoring), `TY_STATUS_BUFFER_TOO_SMALL`. Thread safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn ty_count_result(
    parts: *const ty_count_parts,
    format: u32,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let parts = arg_ref!(parts);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let scoring = scoring_of(parts.scoring)?;
        let m = parts.margin_half_points;
        let text = match format {
            TY_FORMAT_SGF => tianyuan_core::GameResult::from_margin(m).to_sgf(),
            TY_FORMAT_CHINESE => tianyuan_core::territory::count_result_chinese(scoring, m),
            TY_FORMAT_ENGLISH => tianyuan_core::territory::count_result_english(scoring, m),
            _ => {
                return Err(Fail::new(
                    ty_status::OutOfRange,
                    format!("bad result format {format}"),
                ))
            }
        };
        write_text(&text, buf, needed)
    })
}

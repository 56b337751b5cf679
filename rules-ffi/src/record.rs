//! `ty_record`: SGF game records read from bytes (any encoding the core
//! decodes: UTF-8, GB18030/GBK, UTF-16, Shift_JIS…).
//!
//! Thread safety of every function here: a `ty_record` is not shared between
//! threads without locking; distinct handles are independent.

use std::cell::RefCell;
use std::ffi::c_char;

use tianyuan_core::replay::Violation;
use tianyuan_core::sgf::{self, GameRecord, TextPosition};

use crate::guard::{
    arg_mut, arg_ref, arg_slice, arg_slice_mut, free_box, guard, into_handle, write_text, Fail,
    Tracked,
};
use crate::status::{self, ty_status};

/// SGF game records (opaque): made empty by `ty_record_new`, filled by
/// `ty_record_load_sgf`, freed by `ty_record_free`.
#[allow(non_camel_case_types)]
pub struct ty_record {
    pub(crate) games: Vec<GameRecord>,
    error_position: Option<TextPosition>,
    last_error: RefCell<String>,
    /// The illegal moves found by the last `ty_record_replay` on this handle.
    pub(crate) violations: RefCell<Vec<Violation>>,
}

impl Tracked for ty_record {
    fn last_error(&self) -> &RefCell<String> {
        &self.last_error
    }
}

impl ty_record {
    /// The game at `index`.
    pub(crate) fn game(&self, index: usize) -> Result<&GameRecord, Fail> {
        if self.games.is_empty() {
            return Err(ty_status::SgfNotLoaded.into());
        }
        self.games.get(index).ok_or_else(|| {
            Fail::new(
                ty_status::OutOfRange,
                format!("game index {index} beyond the {} games", self.games.len()),
            )
        })
    }
}

/// Writes a new, empty record handle to `*out` (free with `ty_record_free`).
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn ty_record_new(out: *mut *mut ty_record) -> ty_status {
    guard(|| {
        let out = arg_mut!(out);
        *out = into_handle(ty_record {
            games: Vec::new(),
            error_position: None,
            last_error: RefCell::new(String::new()),
            violations: RefCell::new(Vec::new()),
        });
        Ok(())
    })
}

/// Frees `record`. NULL is accepted and ignored. Call it once per handle.
///
/// Thread safety: no other thread may use `record`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_free(record: *mut ty_record) {
    let _ = guard(|| {
        // SAFETY: header conventions: `record` is NULL or came from `ty_record_new` and is
        // freed once.
        unsafe { free_box(record) };
        Ok(())
    });
}

/// Reads the `len` bytes of SGF at `sgf` (a file's contents; not
/// NUL-terminated; the encoding is detected) into `record`, replacing what it
/// held. On error `record` keeps its games, and the line and column of the
/// error are readable with `ty_record_error_position`, the text with
/// `ty_record_last_error`.
///
/// At most `TY_SGF_MAX_NODES` nodes (4,000,000);
/// `ty_record_load_sgf_with_limit` takes another limit.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_SGF_*` (400–410).
/// Thread safety: `record` must not be used by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_record_load_sgf(
    record: *mut ty_record,
    sgf: *const u8,
    len: usize,
) -> ty_status {
    load(record, sgf, len, sgf::MAX_NODES)
}

/// As `ty_record_load_sgf`, reading at most `max_nodes` nodes (`;`, all
/// games of the input together; 0 refuses every input): one more is
/// `TY_STATUS_SGF_TOO_MANY_NODES`, `ty_record_last_error` naming the limit.
/// A caller reading records from strangers bounds the memory with it: a
/// record costs about 9 bytes a pass node and 11 a move node (more for
/// nodes with more properties or longer values).
///
/// Errors: as `ty_record_load_sgf`. Thread safety: as `ty_record_load_sgf`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_load_sgf_with_limit(
    record: *mut ty_record,
    sgf: *const u8,
    len: usize,
    max_nodes: usize,
) -> ty_status {
    load(record, sgf, len, max_nodes)
}

fn load(record: *mut ty_record, sgf: *const u8, len: usize, max_nodes: usize) -> ty_status {
    guard(|| {
        let record = arg_mut!(record);
        let bytes = arg_slice!(sgf, len);
        match sgf::parse_with(bytes, &sgf::ParseOptions { max_nodes }) {
            Ok(collection) => {
                record.games = collection.into_games();
                record.error_position = None;
                Ok(())
            }
            Err(e) => {
                record.error_position = Some(e.position);
                record.track(|| Err(Fail::new(status::sgf(e.kind), e.to_string())))
            }
        }
    })
}

/// Writes where the last failed `ty_record_load_sgf` stopped: 1-based `*line`
/// and `*column` (in characters); 0 and 0 when the last load succeeded or none
/// was made.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: `record` must not be changed
/// by another thread during the call.
#[no_mangle]
pub unsafe extern "C" fn ty_record_error_position(
    record: *const ty_record,
    line: *mut u32,
    column: *mut u32,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let line = arg_mut!(line);
        let column = arg_mut!(column);
        let at = record.error_position.unwrap_or_default();
        (*line, *column) = (at.line, at.column);
        Ok(())
    })
}

/// Writes the number of games read (0 before a successful load; a file may
/// hold several) to `*out`.
///
/// Errors: `TY_STATUS_NULL_POINTER`. Thread safety: as `ty_record_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_game_count(
    record: *const ty_record,
    out: *mut usize,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let out = arg_mut!(out);
        *out = record.games.len();
        Ok(())
    })
}

/// Writes the board size (`SZ`, 19×19 when absent) of game `index` (from 0).
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_SGF_NOT_LOADED`,
/// `TY_STATUS_OUT_OF_RANGE` (index), `TY_STATUS_BAD_SIZE` (a valid SGF size
/// the engine does not support, `SZ[26]`), `TY_STATUS_BAD_SGF_SIZE` (an `SZ`
/// that is not a size, `SZ[0]`, `SZ[abc]`; the detail names it).
/// Thread safety: as `ty_record_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_board_size(
    record: *const ty_record,
    index: usize,
    width: *mut u32,
    height: *mut u32,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let width = arg_mut!(width);
        let height = arg_mut!(height);
        let size = record.track(|| {
            record
                .game(index)?
                .info()
                .board_size()
                .map_err(|e| Fail::new(status::point(&e), e.to_string()))
        })?;
        (*width, *height) = (size.width() as u32, size.height() as u32);
        Ok(())
    })
}

/// Writes the detail of the last failed call on `record` (empty if none failed;
/// for SGF errors: kind, line and column) into `buf` as NUL-terminated UTF-8;
/// `*needed` gets the length with the NUL.
///
/// Errors: `TY_STATUS_NULL_POINTER`, `TY_STATUS_BUFFER_TOO_SMALL`.
/// Thread safety: as `ty_record_error_position`.
#[no_mangle]
pub unsafe extern "C" fn ty_record_last_error(
    record: *const ty_record,
    buf: *mut c_char,
    len: usize,
    needed: *mut usize,
) -> ty_status {
    guard(|| {
        let record = arg_ref!(record);
        let buf = arg_slice_mut!(buf, len);
        let needed = arg_mut!(needed);
        let text = record.last_error.borrow().clone();
        write_text(&text, buf, needed)
    })
}

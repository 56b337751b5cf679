//! The text-buffer contract shared by every `ty_*` function that writes
//! NUL-terminated text (header conventions): `*needed` is always written; a
//! short buffer (NULL allowed with length 0) is `TY_STATUS_BUFFER_TOO_SMALL`
//! and left as it was; a buffer of `needed` bytes then succeeds with the same
//! `needed`, the text UTF-8 and NUL-terminated; on any other error the
//! buffer is untouched.

use std::ffi::c_char;
use std::ptr::null_mut;

use tianyuan_ffi::ty_status;

use crate::{documented, Bytes};

/// A filler byte no text call writes in place of the caller's bytes.
const FILL: c_char = 0x5a;

/// Calls `f(buf, len, needed)` with a fuzzed buffer (NULL with length 0, a
/// short one, or 64 bytes), checks the contract above and, when the text fits
/// a second call, returns it. `utf8`: the text is UTF-8 (SGF values need not
/// be: they may hold NUL bytes).
pub unsafe fn text(
    b: &mut Bytes,
    utf8: bool,
    mut f: impl FnMut(*mut c_char, usize, *mut usize) -> ty_status,
) -> (ty_status, Option<Vec<u8>>) {
    let len = match b.u8() % 4 {
        0 => 0,
        1 => usize::from(b.u8() % 8),
        _ => 64,
    };
    let mut buf = vec![FILL; len];
    let ptr = if len == 0 && b.u8() & 1 == 0 {
        null_mut()
    } else {
        buf.as_mut_ptr()
    };
    if b.u8() % 16 == 15 {
        // Every pointer is checked, `needed` too.
        assert_eq!(f(ptr, len, null_mut()), ty_status::NullPointer);
        assert!(buf.iter().all(|&c| c == FILL), "written without `needed`");
    }
    let mut needed = usize::MAX;
    let s = f(ptr, len, &mut needed);
    documented(s);
    match s {
        ty_status::Ok => {
            assert!(needed >= 1 && needed <= len, "needed {needed}, len {len}");
            assert_eq!(buf[needed - 1], 0, "text not NUL-terminated");
        }
        ty_status::BufferTooSmall => {
            assert!(needed > len, "too small: needed {needed}, len {len}");
            assert!(buf.iter().all(|&c| c == FILL), "a short buffer was written");
        }
        _ => {
            assert!(buf.iter().all(|&c| c == FILL), "written on error {s:?}");
            return (s, None);
        }
    }
    // Again with exactly the size asked for: the same text length.
    let mut full = vec![FILL; needed];
    let mut again = usize::MAX;
    assert_eq!(f(full.as_mut_ptr(), needed, &mut again), ty_status::Ok);
    assert_eq!(again, needed, "the needed size changed between calls");
    assert_eq!(full[needed - 1], 0, "text not NUL-terminated");
    let bytes: Vec<u8> = full[..needed - 1].iter().map(|&c| c as u8).collect();
    if utf8 {
        assert!(std::str::from_utf8(&bytes).is_ok(), "text not UTF-8");
        assert!(!bytes.contains(&0), "a NUL inside the text");
    }
    if s == ty_status::Ok {
        let first: Vec<u8> = buf[..needed - 1].iter().map(|&c| c as u8).collect();
        assert_eq!(first, bytes, "two calls wrote different texts");
    }
    (s, Some(bytes))
}

//! The edge: the panic boundary, pointer checks (the only `unsafe` code of the
//! crate), failures with their detail, and writing into caller buffers.

use std::cell::RefCell;
use std::ffi::{c_char, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::status::ty_status;

/// A failed call: the status returned and the detail kept as the handle's last
/// error.
#[derive(Clone, Debug)]
pub(crate) struct Fail {
    pub status: ty_status,
    pub detail: String,
}

impl Fail {
    /// A failure with `detail` (the status message when empty).
    pub fn new(status: ty_status, detail: impl Into<String>) -> Fail {
        Fail {
            status,
            detail: detail.into(),
        }
    }
}

impl From<ty_status> for Fail {
    fn from(status: ty_status) -> Fail {
        Fail::new(status, status.message().to_string_lossy())
    }
}

/// What an entry point body returns.
pub(crate) type Outcome = Result<(), Fail>;

/// Runs an entry point body inside the panic boundary: a panic becomes
/// [`ty_status::Internal`], never an unwind into C.
pub(crate) fn guard(body: impl FnOnce() -> Outcome) -> ty_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => ty_status::Ok,
        Ok(Err(fail)) => fail.status,
        Err(_) => ty_status::Internal,
    }
}

/// The panic boundary for infallible entry points: `fallback` on a panic.
pub(crate) fn guard_value<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// A handle that remembers the detail of its last failed call.
pub(crate) trait Tracked {
    /// The detail of the last failure.
    fn last_error(&self) -> &RefCell<String>;

    /// Runs `body`; on failure keeps its detail as the last error.
    fn track<T>(&self, body: impl FnOnce() -> Result<T, Fail>) -> Result<T, Fail> {
        let out = body();
        if let Err(fail) = &out {
            *self.last_error().borrow_mut() = fail.detail.clone();
        }
        out
    }
}

/// Borrows `*ptr`, or `None` for NULL or a misaligned pointer.
///
/// # Safety
/// A non-NULL `ptr` must point to a live `T` not mutated during the borrow.
pub(crate) unsafe fn as_ref<'a, T>(ptr: *const T) -> Option<&'a T> {
    if !ptr.is_aligned() {
        return None;
    }
    // SAFETY: non-NULL (checked by `as_ref`) and aligned; liveness is the caller's contract.
    unsafe { ptr.as_ref() }
}

/// Borrows `*ptr` mutably, or `None` for NULL or a misaligned pointer.
///
/// # Safety
/// A non-NULL `ptr` must point to a live `T` not otherwise used during the borrow.
pub(crate) unsafe fn as_mut<'a, T>(ptr: *mut T) -> Option<&'a mut T> {
    if !ptr.is_aligned() {
        return None;
    }
    // SAFETY: non-NULL (checked by `as_mut`) and aligned; exclusivity is the caller's contract.
    unsafe { ptr.as_mut() }
}

/// `len` elements at `ptr`; `ptr` may be NULL when `len` is 0.
///
/// # Safety
/// A non-NULL `ptr` must point to `len` initialised `T`s.
pub(crate) unsafe fn slice<'a, T>(ptr: *const T, len: usize) -> Option<&'a [T]> {
    if len == 0 {
        return Some(&[]);
    }
    if ptr.is_null() || !ptr.is_aligned() || len > isize::MAX as usize / size_of::<T>().max(1) {
        return None;
    }
    // SAFETY: non-NULL, aligned, size within isize; `len` elements is the caller's contract.
    Some(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// `len` writable elements at `ptr`; `ptr` may be NULL when `len` is 0.
///
/// # Safety
/// A non-NULL `ptr` must point to `len` writable `T`s not otherwise used.
pub(crate) unsafe fn slice_mut<'a, T>(ptr: *mut T, len: usize) -> Option<&'a mut [T]> {
    if len == 0 {
        return Some(&mut []);
    }
    if ptr.is_null() || !ptr.is_aligned() || len > isize::MAX as usize / size_of::<T>().max(1) {
        return None;
    }
    // SAFETY: non-NULL, aligned, size within isize; `len` writable elements is the caller's contract.
    Some(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

/// A NUL-terminated C string at `ptr`.
///
/// # Safety
/// A non-NULL `ptr` must point to a NUL-terminated string.
pub(crate) unsafe fn c_str<'a>(ptr: *const c_char) -> Option<&'a CStr> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: non-NULL; NUL termination is the caller's contract.
    Some(unsafe { CStr::from_ptr(ptr) })
}

/// Moves `value` into a new handle for C (freed by [`free_box`]).
pub(crate) fn into_handle<T>(value: T) -> *mut T {
    Box::into_raw(Box::new(value))
}

/// Frees a handle made by [`into_handle`]; NULL is ignored.
///
/// # Safety
/// `ptr` is NULL or came from [`into_handle`] for this `T` and is not freed yet.
pub(crate) unsafe fn free_box<T>(ptr: *mut T) {
    if !ptr.is_null() {
        // SAFETY: from `Box::into_raw` in `into_handle`, freed once (caller's contract).
        drop(unsafe { Box::from_raw(ptr) });
    }
}

/// `&*ptr`, or return [`ty_status::NullPointer`].
macro_rules! arg_ref {
    ($ptr:expr) => {
        // SAFETY: header conventions: a non-NULL handle or pointer argument points to a live
        // value of its type, not used by another thread during the call.
        match unsafe { $crate::guard::as_ref($ptr) } {
            Some(v) => v,
            None => return Err($crate::status::ty_status::NullPointer.into()),
        }
    };
}

/// `None` for NULL, else `Some(&*ptr)` checked as [`arg_ref!`] checks it: an
/// optional argument (`…_or_null`).
macro_rules! arg_opt {
    ($ptr:expr) => {
        if $ptr.is_null() {
            None
        } else {
            Some(arg_ref!($ptr))
        }
    };
}

/// `&mut *ptr` (a handle or an out-pointer), or return [`ty_status::NullPointer`].
macro_rules! arg_mut {
    ($ptr:expr) => {
        // SAFETY: header conventions: a non-NULL pointer argument points to a live, writable
        // value of its type, not used elsewhere during the call.
        match unsafe { $crate::guard::as_mut($ptr) } {
            Some(v) => v,
            None => return Err($crate::status::ty_status::NullPointer.into()),
        }
    };
}

/// `&[T]` of `len` at `ptr` (NULL allowed when `len` is 0), or return
/// [`ty_status::NullPointer`].
macro_rules! arg_slice {
    ($ptr:expr, $len:expr) => {
        // SAFETY: header conventions: a buffer argument points to at least `len` elements.
        match unsafe { $crate::guard::slice($ptr, $len) } {
            Some(v) => v,
            None => return Err($crate::status::ty_status::NullPointer.into()),
        }
    };
}

/// `&mut [T]` of `len` at `ptr` (NULL allowed when `len` is 0), or return
/// [`ty_status::NullPointer`].
macro_rules! arg_slice_mut {
    ($ptr:expr, $len:expr) => {
        // SAFETY: header conventions: a buffer argument points to at least `len` writable
        // elements, not used elsewhere during the call.
        match unsafe { $crate::guard::slice_mut($ptr, $len) } {
            Some(v) => v,
            None => return Err($crate::status::ty_status::NullPointer.into()),
        }
    };
}

/// `&str` from a NUL-terminated UTF-8 string, or return
/// [`ty_status::NullPointer`] / [`ty_status::BadUtf8`].
macro_rules! arg_str {
    ($ptr:expr) => {
        // SAFETY: header conventions: a text argument is a NUL-terminated string.
        match unsafe { $crate::guard::c_str($ptr) } {
            Some(s) => match s.to_str() {
                Ok(s) => s,
                Err(_) => return Err($crate::status::ty_status::BadUtf8.into()),
            },
            None => return Err($crate::status::ty_status::NullPointer.into()),
        }
    };
}

pub(crate) use {arg_mut, arg_opt, arg_ref, arg_slice, arg_slice_mut, arg_str};

/// Copies `items` into `buf`; `needed` gets `items.len()` either way.
/// [`ty_status::BufferTooSmall`] (buffer untouched) when `buf` is shorter.
pub(crate) fn write_items<T: Copy>(items: &[T], buf: &mut [T], needed: &mut usize) -> Outcome {
    *needed = items.len();
    let dst = buf
        .get_mut(..items.len())
        .ok_or(Fail::from(ty_status::BufferTooSmall))?;
    dst.copy_from_slice(items);
    Ok(())
}

/// Writes `text` NUL-terminated into `buf`; `needed` gets its length in bytes
/// including the NUL either way. [`ty_status::BufferTooSmall`] (buffer untouched)
/// when `buf` is shorter.
pub(crate) fn write_text(text: &str, buf: &mut [c_char], needed: &mut usize) -> Outcome {
    let bytes = text.as_bytes();
    *needed = bytes.len() + 1;
    if buf.len() < *needed {
        return Err(ty_status::BufferTooSmall.into());
    }
    for (dst, &src) in buf.iter_mut().zip(bytes) {
        *dst = src as c_char;
    }
    buf[bytes.len()] = 0;
    Ok(())
}

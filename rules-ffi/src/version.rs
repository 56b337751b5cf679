//! Library and ABI versions.

use std::ffi::c_char;

use crate::guard::guard_value;

/// Major version of the library this header belongs to.
pub const TY_VERSION_MAJOR: u32 = 0;
/// Minor version of the library this header belongs to.
pub const TY_VERSION_MINOR: u32 = 1;
/// Patch version of the library this header belongs to.
pub const TY_VERSION_PATCH: u32 = 0;
/// The ABI version of this header. It changes when a function's signature or a
/// status number changes meaning; compare it with `ty_abi_version()` at start-up.
pub const TY_ABI_VERSION: u32 = 1;

/// The version of the linked library as static NUL-terminated text, `0.1.0`.
/// Never NULL; do not free it.
///
/// Thread safety: any thread.
#[no_mangle]
pub extern "C" fn ty_version() -> *const c_char {
    guard_value(c"?".as_ptr(), || {
        const VERSION: &std::ffi::CStr = match std::ffi::CStr::from_bytes_with_nul(
            concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes(),
        ) {
            Ok(v) => v,
            Err(_) => c"?",
        };
        VERSION.as_ptr()
    })
}

/// The ABI version of the linked library; equal to `TY_ABI_VERSION` when the
/// header and the library match.
///
/// Thread safety: any thread.
#[no_mangle]
pub extern "C" fn ty_abi_version() -> u32 {
    guard_value(TY_ABI_VERSION, || TY_ABI_VERSION)
}

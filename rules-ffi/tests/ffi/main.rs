//! Calls every `extern "C"` function of tianyuan-ffi directly: NULLs, short
//! buffers, out-of-range points and choices, every core error variant mapped to
//! its own status, and short games whose outcomes are derived by hand.
//!
//! One module per handle or concern; helpers in `common`.
#![allow(clippy::undocumented_unsafe_blocks)]

mod arguments;
mod common;
mod count;
mod game;
mod life;
mod record;
mod referee;
mod rules_handle;
mod status;
mod verdict;

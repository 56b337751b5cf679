//! The C ABI of tianyuan (the rules of Go under the Chinese rules):
//! `libtianyuan.so` / `libtianyuan.a` and `include/tianyuan.h`.
//!
//! Every function translates: the rules live in the `tianyuan` core crate.
//! Conventions (also at the top of the header): prefix `ty_`; opaque handles
//! made by `_new`/`_from_*`/`_clone` and freed once by `_free` (NULL accepted);
//! every fallible function returns a [`ty_status`] with explicit, never-reused
//! numbers; outputs are written only on success; caller buffers come with
//! their length and an out-count; every pointer is checked for NULL; every
//! entry point runs inside a panic boundary.
//!
//! The only `unsafe` code is the pointer checks in `guard.rs`.
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]
// The entry points are `unsafe extern "C"` because they take raw pointers from C;
// their safety contract is the header's conventions, stated once there.
#![allow(clippy::missing_safety_doc)]

mod clock;
mod count;
mod game;
mod guard;
mod life;
mod record;
mod referee;
mod replay;
mod rules;
mod score;
mod sgftree;
mod status;
mod values;
mod verdict;
mod version;

pub use clock::*;
pub use count::*;
pub use game::*;
pub use life::*;
pub use record::*;
pub use referee::*;
pub use replay::*;
pub use rules::*;
pub use score::*;
pub use sgftree::*;
pub use status::{ty_status, ty_status_message};
pub use values::*;
pub use verdict::*;
pub use version::*;

/// The core crate this ABI wraps, for Rust callers of the `rlib`.
pub use tianyuan_core as core_crate;

#[doc(hidden)]
pub mod internal {
    //! Mappings exposed for the tests and the fuzz target.
    pub use crate::status::{
        clock, core, game, handicap, illegal, komi, life, point, referee, replay, rules, score,
        setup, sgf, time_control,
    };
}

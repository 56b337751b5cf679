//! The `tianyuan` command's library half: front ends over the core crate
//! [`tianyuan`] that the binary wires to subcommands.
//!
//! - [`gtp`]: a Go Text Protocol (GTP v2) engine with KataGo's rules
//!   extensions (`tianyuan gtp`), drivable in-process through
//!   [`gtp::Engine::execute`] or over any reader/writer pair with [`gtp::run`].
//! - [`rule_text`]: the name of the rule set in force and the rule a refused
//!   move breaks, in that set's own words.
//!
//! This crate holds no rules logic: legality, captures, ko and the count all
//! come from [`tianyuan`].

pub mod gtp;
pub mod rule_text;

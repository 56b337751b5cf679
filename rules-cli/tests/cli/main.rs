//! The `tianyuan` binary: replay of examples/games, JSON output, exit codes,
//! error messages with line and column, and `score --dead` checks.
//!
//! One module per idea; helpers in `common`.

mod common;
mod dead_stones;
mod hostile_input;
mod replay;
mod score;
mod standings;
mod usage;

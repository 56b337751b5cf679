//! The referee (RULES.md §8): each row of the table under both editions as a
//! scripted game, warnings as penalty stones, the second warning, disputes,
//! cycles. The property test is in `referee_props.rs`.
//! Expected values are worked out by hand in the comments.
//!
//! One module per rule (article); helpers in `common`.

mod colours_and_warnings;
mod common;
mod cycles;
mod end_of_play;
mod moves;
mod refused;
mod removals;
mod take_back;

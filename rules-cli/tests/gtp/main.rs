//! Scripted GTP sessions with answers worked out by hand (GTP v2 draft 2;
//! articles of the 2002 Chinese rules where the answer is a rule).
//!
//! One module per command group; helpers in `common`.

mod board_and_play;
mod common;
mod dead_stones;
mod final_status;
mod genmove;
mod long_input;
mod protocol;
mod rules_and_time;
mod sgf;

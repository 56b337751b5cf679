//! A Go Text Protocol engine (GTP version 2, Gunnar Farnebäck's
//! specification, draft 2) over [`tianyuan::sized::Game`], with KataGo's rules
//! extensions. It knows the rules, plays uniformly random moves, and at the
//! end of a game proposes the dead stones and seki from the core's
//! life-and-death estimate ([`Game::estimate_life`](tianyuan::sized::GameOf::estimate_life)), so that a controller
//! asking `final_status_list` and `final_score` gets a real count.
//!
//! # Protocol
//! Each input line is cleaned as GTP v2 §3.1 asks: control characters other
//! than tab and line feed are removed, everything from `#` on is a comment,
//! tabs become spaces, and a line left empty gets no answer. A line is
//! `[id] command [arguments]`; the id (digits) is echoed in the answer,
//! `=id result` or `?id message`, and every answer ends with an empty line.
//! Command names are the spec's lowercase names; they are matched in any case.
//! Colours (`b`, `black`, `w`, `white`) and vertices (`D4`, `pass`) are case
//! insensitive, as the spec says.
//! An error answer that quotes a word of the input quotes at most its first
//! [`QUOTE_CHARS`] characters, then `…` ([`quote`], [`clip`]), so a bad
//! line of up to [`MAX_LINE_BYTES`] gets a short answer.
//!
//! # Commands
//! The spec's `protocol_version name version known_command list_commands quit
//! boardsize clear_board komi play undo genmove showboard final_score
//! final_status_list fixed_handicap place_free_handicap set_free_handicap
//! time_settings time_left`, KGS's
//! `kgs-time_settings`, KataGo's `kata-get-rules kata-set-rules
//! kata-set-rule`, GoGui's `rectangular_boardsize gogui-analyze_commands`,
//! and `tianyuan-rules [NAME]` (a preset by name, its komi included; without
//! a name, the rules in force), `tianyuan-list_rules`,
//! `tianyuan-legal_points`, `tianyuan-ko_banned_points`,
//! `tianyuan-area_territory`, `tianyuan-set_dead_stones [VERTEX...|show]`,
//! `tianyuan-clear_dead_stones`, `tianyuan-ownership`, `tianyuan-playouts
//! [N]`.
//!
//! - `boardsize N` accepts every square board from 2×2 to 25×25 (three-word
//!   games up to 13×13, six-word ones up to 19×19, eleven-word ones beyond:
//!   [`tianyuan::AnyGame`]); others
//!   answer `? unacceptable size`. It clears the board.
//! - `play` checks legality under the rules in force (suicide, 2002 art. 5;
//!   ko and superko, art. 6) and answers `? illegal move: REASON`, changing
//!   nothing, when the move is refused: the spec's words first (GUIs match
//!   them), then why, citing the rule of the set in force
//!   ([`crate::rule_text::cite`]): `? illegal move: ko: immediate recapture
//!   (2002 art. 18.3, 20)`, `? illegal move: occupied: …`. A vertex that
//!   names no point of the board, off it (`J10` on 9×9) or malformed (`I5`),
//!   answers `? illegal move: ` with the vertex and why; a bad colour or
//!   argument count is a `syntax error`. GTP lets a colour move twice: the named colour
//!   is given the move first ([`Game::set_to_move`](tianyuan::sized::GameOf::set_to_move)), as GNU Go and KataGo do.
//!   After two passes have ended the game (2002 art. 7.3) a `play` or
//!   `genmove` resumes it ([`Game::resume`](tianyuan::sized::GameOf::resume), art. 21.1) for the colour named.
//! - `genmove` plays a uniformly random legal move that does not fill one of
//!   its own eyes ([`tianyuan::sized::play_random_move`], seeded by
//!   [`GtpConfig::seed`], so a session is reproducible) and passes when none is
//!   left.
//! - Dead stones are settled as the rules in force say
//!   ([`tianyuan::Rules::dead_stones`]). Under agreement (1988/2002 art. 8:
//!   the Chinese presets, AGA, New Zealand) the engine proposes them with the
//!   core's estimate ([`Game::estimate_life`](tianyuan::sized::GameOf::estimate_life): Benson's pass-alive chains and
//!   regions, certain, and seeded playouts; deterministic for a position,
//!   its player to move, [`GtpConfig::seed`] and the playout count set by
//!   `tianyuan-playouts`, default 256), unless the controller has told it
//!   the agreed dead stones, which then override the estimate. Under
//!   Tromp-Taylor no stone is dead (rule 9: every stone counts); under
//!   KataGo's area rules the stones inside pass-alive territory are, and no
//!   others ([`tianyuan::sized::pass_alive_territory_dead`]); neither takes an
//!   agreement, and neither knows seki.
//! - `final_status_list alive|dead|seki`, as GNU Go answers it: the chains
//!   of that status, one chain per line, vertices separated by spaces (row by
//!   row from the top-left; chains in the order of their first stone). Every
//!   chain is in exactly one list. `dead`: the agreed dead stones, else the
//!   estimate's dead stones ([`tianyuan::sized::LifeEstimate::dead_stones`]: dead
//!   chains and unsettled ones captured in most playouts), else under the
//!   other rules as above; `seki`: the estimate's seki chains (not agreed
//!   dead); `alive`: the rest. Two more lists, not GNU Go's, each a part of
//!   the three above: `ko`, the chains whose life turns on a ko, and
//!   `unsettled`, those still open (the local life-and-death solver's
//!   verdicts, [`tianyuan::sized::solve_local`], or the playouts').
//! - `tianyuan-vital_points`: the vital points of the shapes the local solver
//!   found dead or killable and the ko points of its ko verdicts, one line.
//! - `final_status_list black_territory|white_territory|dame`, as GNU Go
//!   answers them: the points on one line, row by row from the top, of the
//!   count under the rules in force (`dame` includes seki liberties and open
//!   boundary points).
//! - `final_score`: the count under the rules in force ([`tianyuan::sized::count`]:
//!   area, or territory with prisoners (Japanese rules 1989 art. 8–10), the
//!   taxes and the button; komi art. 11, handicap compensation) without the
//!   agreed dead stones, or, with none agreed, without the dead stones the
//!   rules settle, with the estimate's seki, as `B+7.5`, `W+0.5` or `0`.
//! - `tianyuan-count_map`: GoGui `gfx` of that count: `BLACK`/`WHITE`
//!   territory, `SQUARE` dame, `TRIANGLE` open points, `CIRCLE` seki eyes,
//!   `MARK` false eyes, a `TEXT` line.
//! - `tianyuan-set_dead_stones VERTEX...` tells the engine the agreed dead
//!   stones (art. 8): each vertex marks its whole chain; the list replaces
//!   any given before; with no vertex, the players agree that no stone is
//!   dead. A pass, a vertex off the board or malformed, or one with no stone
//!   answers `? bad vertex list: …` and changes nothing; under rules that
//!   settle dead stones without agreement (Tromp-Taylor, KataGo's area
//!   rules) it answers `? dead stones are not agreed under these rules: …`.
//!   `tianyuan-set_dead_stones show` answers the dead stones in force on one
//!   line (GoGui's `eplist` asks it first). `tianyuan-clear_dead_stones`
//!   forgets them (the estimate proposes again). Any command that changes
//!   the position or the moves forgets them too: `play`, `genmove`, `undo`,
//!   `loadsgf`, `boardsize`, `rectangular_boardsize`, `clear_board` and the
//!   handicap commands, when they succeed; so does a change to rules that do
//!   not settle dead stones by agreement (a komi change keeps them).
//! - `tianyuan-ownership`: the estimate's ownership of every point, Black
//!   positive, in [-1, 1] with two decimals, one line per row from the top
//!   (GoGui's `dboard`); dead stones' points belong to their captor, seki
//!   liberties are 0. It is the estimate's whatever the rules or agreement.
//! - `tianyuan-playouts [N]`: the playouts of every estimate (1 to
//!   [`tianyuan::life::MAX_PLAYOUTS`], linear in time: 256 take about 15 ms on an
//!   end-of-game 19×19 board); without N, the count in force. 0, more than
//!   the maximum or a number too large answer `? out of range: …`; a missing
//!   or malformed number `? syntax error`.
//! - `kata-get-rules` reports the rules as they are counted, every key of
//!   KataGo's JSON (`scoring` AREA or TERRITORY, `tax` NONE, SEKI or ALL,
//!   `hasButton`, …). `kata-set-rules NAME` takes every name KataGo's parser
//!   takes, with KataGo's meaning (`japanese`: territory, simple ko, seki
//!   taxed; `chinese`: simple ko; `stone-scoring`: a two-point group tax),
//!   and tianyuan's presets; a JSON object is read whole with KataGo's
//!   defaults ([`rules_by_name`]).
//! - Changing the rules or komi mid-game replays the moves so far under the
//!   new rules (moves the new rules forbid are kept, played as
//!   [`Game::play_forced`](tianyuan::sized::GameOf::play_forced)).
//! - `loadsgf FILE [N]` reads the first game of an SGF file, replays it
//!   tolerantly ([`tianyuan::replay`]: `KM`, `HA`, set-up stones) and keeps
//!   the position before move `N` (moves numbered from 1 as SGF editors do,
//!   passes included; without `N`, every move). As the GTP spec's `loadsgf`
//!   and GNU Go do, it sets the board size, komi, position, history and the
//!   player to move, and keeps the rules in force: rules set over GTP
//!   (`kata-set-rules`, `kata-set-rule`, `tianyuan-rules`, or `--rules` at
//!   start) stay, and the record's `RU` is not applied (its komi `KM` is; a
//!   record without `KM` gets what [`tianyuan::replay`] gives it). `boardsize`
//!   and `clear_board` keep the rules too. The record's `RE` is not kept, so
//!   play can go on. A file that cannot be read, parsed or replayed answers
//!   `? cannot load file: REASON` and changes nothing.
//! - `printsgf` answers the game as SGF ([`tianyuan::replay::game_to_sgf`]:
//!   `SZ KM HA RU`, set-up stones, moves, `RE` once known). It takes no file
//!   name (GNU Go's optional one is not served: the engine writes no files).
//! - `rectangular_boardsize COLUMNS ROWS` (GoGui's, KataGo's): a rectangular
//!   board, such as 19×13 or 25×14, cleared, the rules kept.
//! - `gogui-analyze_commands` lists [`ANALYZE_COMMANDS`] for GoGui to draw:
//!   `tianyuan-legal_points [COLOR]` (the points where a stone of COLOR,
//!   default the side to move, is legal now), `tianyuan-ko_banned_points
//!   [COLOR]` (the empty points refused only by ko or superko, 2002 art. 6)
//!   and `tianyuan-area_territory` (the area count's territory, every stone
//!   alive, with the counts), joined by `tianyuan-ownership` (`dboard`),
//!   `final_status_list dead`, `seki`, `ko`, `unsettled` and
//!   `tianyuan-vital_points` (`plist`) and
//!   `tianyuan-set_dead_stones` (`eplist`: the estimate proposes the dead
//!   stones, the user edits and confirms them).
//! - [`Engine::set_file_access`]`(false)` (the fuzz target) keeps `loadsgf`
//!   off the disk: it answers `? cannot load file`.

mod error;
mod katago;
mod life;
mod sgf_io;

pub use error::{clip, quote, GtpError, GtpErrorKind, QUOTE_CHARS};

use error::{clip_komi_error, clip_point_error};
pub use katago::{rules_by_name, rules_json, set_rule, set_rules};
pub use sgf_io::MAX_SGF_BYTES;

use std::io::{self, BufRead, Write};

use crate::rule_text::cite;
use tianyuan::clock::{Clock, TimeControl};
use tianyuan::handicap::{fixed_handicap, max_fixed_handicap};
use tianyuan::rules::DeadStones;
use tianyuan::splitmix::SplitMix64;
use tianyuan::{AnyGame, BoardSize, Color, IllegalMove, Komi, LifeOptions, Move, Point, Rules};

/// The longest input line read, in bytes; the rest of a longer line is
/// dropped (the line is still answered once).
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Every command this engine answers, in the order `list_commands` prints them.
pub const COMMANDS: [&str; 39] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "undo",
    "genmove",
    "showboard",
    "final_score",
    "final_status_list",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "time_settings",
    "time_left",
    "kgs-time_settings",
    "kata-get-rules",
    "kata-set-rules",
    "kata-set-rule",
    "tianyuan-rules",
    "tianyuan-list_rules",
    "loadsgf",
    "printsgf",
    "rectangular_boardsize",
    "gogui-analyze_commands",
    "tianyuan-legal_points",
    "tianyuan-ko_banned_points",
    "tianyuan-area_territory",
    "tianyuan-count_map",
    "tianyuan-set_dead_stones",
    "tianyuan-clear_dead_stones",
    "tianyuan-ownership",
    "tianyuan-playouts",
    "tianyuan-vital_points",
];

/// The commands that change the position or the moves: when one succeeds,
/// the agreed dead stones (`tianyuan-set_dead_stones`) are forgotten.
const CLEARS_AGREED_DEAD: [&str; 10] = [
    "boardsize",
    "rectangular_boardsize",
    "clear_board",
    "play",
    "genmove",
    "undo",
    "loadsgf",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
];

/// What `gogui-analyze_commands` lists: GoGui's `TYPE/LABEL/COMMAND` lines,
/// `%c` standing for the colour to move. The types, as GoGui's analyze
/// protocol documents them: `plist`, a list of points to mark (GoGui splits
/// it on any white space, so `final_status_list`'s one chain per line reads
/// as one list); `gfx`, `BLACK`/`WHITE` territory marks and a `TEXT` line;
/// `dboard`, a board of numbers in [-1, 1], one line per row from the top,
/// drawn as black squares (positive) and white squares (negative), which is
/// the ownership's sign convention; `eplist`, an editable point list: GoGui
/// asks `COMMAND show` for the current list, lets the user edit it on the
/// board and sends `COMMAND POINTS...` back (here: the estimate proposes
/// the dead stones, the user confirms them, art. 8). Sabaki does not read
/// `gogui-analyze_commands` (it draws `analyze`/`kata-analyze` output), so
/// these serve GoGui.
pub const ANALYZE_COMMANDS: [&str; 11] = [
    "plist/Legal points/tianyuan-legal_points %c",
    "plist/Points banned by ko or superko/tianyuan-ko_banned_points %c",
    "gfx/Area count: territory/tianyuan-area_territory",
    "gfx/Count under the rules: territory, dame, open points/tianyuan-count_map",
    "dboard/Ownership/tianyuan-ownership",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "plist/Stones whose life turns on a ko/final_status_list ko",
    "plist/Unsettled stones/final_status_list unsettled",
    "plist/Vital points/tianyuan-vital_points",
    "eplist/Agreed dead stones/tianyuan-set_dead_stones",
];

/// How an engine starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct GtpConfig {
    /// The rules at start-up and after `clear_board` (until changed by a
    /// rules command). The board starts 19×19.
    pub rules: Rules,
    /// Seed of the [`SplitMix64`] behind `genmove` and `place_free_handicap`.
    pub seed: u64,
}

/// The GTP engine state: a game under rules, a clock, a random generator.
#[derive(Clone, Debug)]
pub struct Engine {
    rules: Rules,
    game: AnyGame,
    clock: Option<Clock>,
    rng: SplitMix64,
    quit: bool,
    file_access: bool,
    /// Options of every life-and-death estimate (playouts, seed).
    life: LifeOptions,
    /// Dead stones agreed by the players (whole chains), until the position
    /// changes.
    agreed_dead: Option<Vec<Point>>,
}

/// Serves GTP: reads lines from `input` and writes one answer per command line
/// to `output` (flushed after each), until `quit` or the end of the input.
/// Invalid UTF-8 is read lossily. Errors: only those of reading and writing.
pub fn run<R: BufRead, W: Write>(
    mut input: R,
    mut output: W,
    config: &GtpConfig,
) -> io::Result<()> {
    let mut engine = Engine::new(config);
    let mut line = Vec::new();
    while read_line_capped(&mut input, &mut line)? {
        if let Some(answer) = engine.execute(&String::from_utf8_lossy(&line)) {
            output.write_all(answer.as_bytes())?;
            output.flush()?;
        }
        if engine.has_quit() {
            break;
        }
    }
    Ok(())
}

/// Reads up to and including the next `\n` into `line`, keeping at most
/// [`MAX_LINE_BYTES`]. Returns `false` at the end of the input.
fn read_line_capped<R: BufRead>(input: &mut R, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    let mut read_any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(read_any);
        }
        read_any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        input.consume(used);
        if done {
            return Ok(true);
        }
    }
}

/// A command line after GTP v2 §3.1 preprocessing: control characters other
/// than tab and line feed removed, the comment from `#` on removed, tabs and
/// line feeds turned into spaces.
pub fn clean_line(line: &str) -> String {
    line.chars()
        .take_while(|&c| c != '#')
        .filter_map(|c| match c {
            '\t' | '\n' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

/// `=id text` or `?id text`, with the empty line that ends every answer. Empty
/// lines inside `text` are dropped (an empty line would end the answer early);
/// a first line left empty is kept (multi-line results start on a new line).
fn format_answer(ok: bool, id: &str, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + id.len() + 4);
    out.push(if ok { '=' } else { '?' });
    out.push_str(id);
    out.push(' ');
    for (i, l) in text.split('\n').enumerate() {
        let l = l.trim_end_matches('\r');
        if i == 0 {
            out.push_str(l);
        } else if !l.trim().is_empty() {
            out.push('\n');
            out.push_str(l);
        }
    }
    out.push_str("\n\n");
    out
}

fn parse_color(text: &str) -> Result<Color, GtpError> {
    Color::parse(text).ok_or_else(|| GtpError::syntax(format!("invalid color {}", quote(text))))
}

fn parse_u32(text: &str) -> Result<u32, GtpError> {
    text.parse::<u32>().map_err(|_| {
        GtpError::syntax(format!(
            "expected a non-negative integer, got {}",
            quote(text)
        ))
    })
}

fn parse_u64(text: &str) -> Result<u64, GtpError> {
    text.parse::<u64>().map_err(|_| {
        GtpError::syntax(format!(
            "expected a non-negative integer, got {}",
            quote(text)
        ))
    })
}

fn expect_args(args: &[&str], n: usize) -> Result<(), GtpError> {
    if args.len() == n {
        Ok(())
    } else {
        Err(GtpError::syntax(format!(
            "expected {n} argument(s), got {}",
            args.len()
        )))
    }
}

/// The GTP text of a point.
fn vertex(size: BoardSize, p: Point) -> String {
    size.to_gtp(Move::Place(p))
}

impl Engine {
    /// A fresh engine: an empty 19×19 board under `config.rules`, no time
    /// settings, file access on.
    pub fn new(config: &GtpConfig) -> Engine {
        Engine {
            rules: config.rules,
            game: AnyGame::new(BoardSize::STANDARD, config.rules),
            clock: None,
            rng: SplitMix64(config.seed),
            quit: false,
            file_access: true,
            life: LifeOptions {
                seed: config.seed,
                ..LifeOptions::default()
            },
            agreed_dead: None,
        }
    }

    /// Answers one input line: the full answer text (`= …` or `? …`, ending
    /// with the empty line), or `None` for a line that is empty once cleaned
    /// ([`clean_line`]: blank, or only a comment). Never panics; the engine
    /// keeps serving after any error.
    pub fn execute(&mut self, line: &str) -> Option<String> {
        let cleaned = clean_line(line);
        let mut words = cleaned.split_whitespace();
        let first = words.next()?;
        let (id, command) = if first.bytes().all(|b| b.is_ascii_digit()) {
            (first, words.next())
        } else {
            ("", Some(first))
        };
        let args: Vec<&str> = words.collect();
        let result = match command {
            None => Err(GtpError::new(GtpErrorKind::MissingCommand)),
            Some(cmd) => {
                let cmd = cmd.to_ascii_lowercase();
                let result = self.dispatch(&cmd, &args);
                if result.is_ok() && CLEARS_AGREED_DEAD.contains(&cmd.as_str()) {
                    self.clear_agreed_dead();
                }
                result
            }
        };
        Some(match result {
            Ok(text) => format_answer(true, id, &text),
            Err(e) => format_answer(false, id, &e.to_string()),
        })
    }

    /// Whether `quit` has been answered (the [`run`] loop stops then).
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The game being played.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The clock set by `time_settings`/`kgs-time_settings` (and adjusted by
    /// `time_left`), or `None` before any.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Allows or forbids commands that read files (forbidden: `loadsgf`
    /// answers `? cannot load file: file access is off`).
    pub fn set_file_access(&mut self, allowed: bool) {
        self.file_access = allowed;
    }

    fn dispatch(&mut self, cmd: &str, args: &[&str]) -> Result<String, GtpError> {
        match cmd {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("tianyuan".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                expect_args(args, 1)?;
                let known = COMMANDS.contains(&args[0].to_ascii_lowercase().as_str());
                Ok(known.to_string())
            }
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                expect_args(args, 0)?;
                self.game = AnyGame::new(self.game.size(), self.rules);
                Ok(String::new())
            }
            "komi" => {
                expect_args(args, 1)?;
                let komi = Komi::parse_points(args[0])
                    .map_err(|e| GtpError::syntax(clip_komi_error(e)))?;
                self.change_rules(Rules { komi, ..self.rules });
                Ok(String::new())
            }
            "play" => self.play(args),
            "genmove" => self.genmove(args),
            "undo" => {
                expect_args(args, 0)?;
                match self.game.undo() {
                    Some(_) => Ok(String::new()),
                    None => Err(GtpErrorKind::CannotUndo.into()),
                }
            }
            "showboard" => Ok(format!("\n{}", self.game.board_text())),
            "final_score" => self.final_score(args),
            "tianyuan-count_map" => self.count_map_gfx(args),
            "final_status_list" => self.final_status_list(args),
            "fixed_handicap" => self.fixed_handicap(args),
            "place_free_handicap" => self.place_free_handicap(args),
            "set_free_handicap" => self.set_free_handicap(args),
            "time_settings" => {
                expect_args(args, 3)?;
                let (main, byo, stones) = (
                    parse_u64(args[0])?,
                    parse_u64(args[1])?,
                    parse_u64(args[2])?,
                );
                let control = TimeControl::from_gtp_time_settings(main, byo, stones)
                    .map_err(|e| GtpError::with(GtpErrorKind::BadTimeSettings, e))?;
                self.set_clock(control)
            }
            "kgs-time_settings" => {
                let control = TimeControl::from_kgs_time_settings(&args.join(" "))
                    .map_err(|e| GtpError::with(GtpErrorKind::BadTimeSettings, e))?;
                self.set_clock(control)
            }
            "time_left" => self.time_left(args),
            "kata-get-rules" => Ok(rules_json(&self.rules)),
            "kata-set-rules" => {
                if args.is_empty() {
                    return Err(GtpError::syntax("expected a rules name or JSON"));
                }
                let rules = set_rules(&self.rules, &args.join(" "))?;
                self.change_rules(rules);
                Ok(String::new())
            }
            "kata-set-rule" => {
                if args.len() < 2 {
                    return Err(GtpError::syntax("expected KEY VALUE"));
                }
                let rules = set_rule(&self.rules, args[0], &args[1..].join(" "))?;
                self.change_rules(rules);
                Ok(String::new())
            }
            "tianyuan-rules" => {
                if args.is_empty() {
                    return Ok(crate::rule_text::describe(&self.rules));
                }
                let rules = rules_by_name(&args.join(" "))?;
                self.change_rules(rules);
                Ok(String::new())
            }
            "tianyuan-list_rules" => Ok(tianyuan::Preset::ALL.map(|p| p.name()).join("\n")),
            "loadsgf" => self.loadsgf(args),
            "printsgf" => self.printsgf(args),
            "rectangular_boardsize" => self.rectangular_boardsize(args),
            "gogui-analyze_commands" => Ok(ANALYZE_COMMANDS.join("\n")),
            "tianyuan-legal_points" => self.points_where(args, |r| r.is_ok()),
            "tianyuan-ko_banned_points" => self.points_where(args, |r| {
                matches!(
                    r,
                    Err(IllegalMove::Ko
                        | IllegalMove::PositionalSuperko
                        | IllegalMove::SituationalSuperko)
                )
            }),
            "tianyuan-area_territory" => {
                expect_args(args, 0)?;
                Ok(self.area_territory())
            }
            "tianyuan-set_dead_stones" => self.set_dead_stones(args),
            "tianyuan-clear_dead_stones" => {
                expect_args(args, 0)?;
                self.clear_agreed_dead();
                Ok(String::new())
            }
            "tianyuan-ownership" => self.ownership(args),
            "tianyuan-playouts" => self.playouts(args),
            "tianyuan-vital_points" => self.vital_points(args),
            _ => Err(GtpErrorKind::UnknownCommand.into()),
        }
    }

    fn loadsgf(&mut self, args: &[&str]) -> Result<String, GtpError> {
        let upto = match args {
            [_] => None,
            [_, n] => Some(parse_u32(n)?),
            _ => return Err(GtpError::syntax("expected FILE [MOVE_NUMBER]")),
        };
        if !self.file_access {
            return Err(GtpError::with(
                GtpErrorKind::CannotLoadFile,
                "file access is off",
            ));
        }
        let (game, rules) = sgf_io::load(args[0], upto, self.rules)?;
        self.game = game;
        self.rules = rules;
        Ok(String::new())
    }

    fn printsgf(&self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 0)?;
        Ok(sgf_io::print_sgf(&self.game))
    }

    /// `rectangular_boardsize COLUMNS ROWS` (as GoGui sends it and KataGo
    /// reads it): a `COLUMNS × ROWS` board, cleared, the rules kept. Sizes as
    /// [`BoardSize::new`] allows (every one up to 25×25); others answer
    /// `? unacceptable size`.
    fn rectangular_boardsize(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 2)?;
        let (w, h) = (parse_u32(args[0])?, parse_u32(args[1])?);
        let size =
            BoardSize::new(w, h).map_err(|_| GtpError::new(GtpErrorKind::UnacceptableSize))?;
        self.game = AnyGame::new(size, self.rules);
        Ok(String::new())
    }

    /// The empty points where `keep` holds of the check of a stone of
    /// `COLOR` (default: the side to move) under the rules in force, as
    /// GTP vertices on one line. The check is made on a copy given the move
    /// (resumed if play had ended by passes); a game ended otherwise lists
    /// no point.
    fn points_where(
        &self,
        args: &[&str],
        keep: impl Fn(Result<(), IllegalMove>) -> bool,
    ) -> Result<String, GtpError> {
        let color = match args {
            [] => self.game.to_move(),
            [c] => parse_color(c)?,
            _ => return Err(GtpError::syntax("expected [COLOR]")),
        };
        let mut game = self.game.clone();
        if game.is_over() && game.resume(color).is_err() {
            return Ok(String::new());
        }
        if game.to_move() != color {
            game.set_to_move(color);
        }
        let size = game.size();
        let points: Vec<Point> = size
            .points()
            .filter(|&p| game.stone_at(p).is_none() && keep(game.check(Move::Place(p))))
            .collect();
        Ok(join_vertices(size, &points))
    }

    /// The area count's territory (2002 art. 9: the empty points surrounded
    /// by one side's stones only, every stone counted alive) as GoGui `gfx`:
    /// `BLACK` and `WHITE` lines of territory points, then `TEXT` with the
    /// counts and the result of [`Game::tromp_taylor_score`](tianyuan::sized::GameOf::tromp_taylor_score).
    fn area_territory(&self) -> String {
        let size = self.game.size();
        let territory: [Vec<Point>; 2] = Color::ALL.map(|c| self.game.area_territory_points(c));
        let line = |color: Color, word: &str| {
            let pts = &territory[color.index()];
            format!("{word} {}", join_vertices(size, pts))
                .trim_end()
                .to_string()
        };
        let score = self.game.tromp_taylor_score();
        let halves = |h: u32| {
            if h.is_multiple_of(2) {
                format!("{}", h / 2)
            } else {
                format!("{}.5", h / 2)
            }
        };
        format!(
            "{}\n{}\nTEXT area: Black {}, White {} points; {}",
            line(Color::Black, "BLACK"),
            line(Color::White, "WHITE"),
            halves(score.black_count_half_points),
            halves(score.white_count_half_points),
            score.result().to_sgf()
        )
    }

    fn boardsize(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 1)?;
        let n = parse_u32(args[0])?;
        let size =
            BoardSize::square(n).map_err(|_| GtpError::new(GtpErrorKind::UnacceptableSize))?;
        self.game = AnyGame::new(size, self.rules);
        Ok(String::new())
    }

    /// Puts the rules in force and replays the game under them. Agreed dead
    /// stones are kept while the new rules settle dead stones by agreement
    /// and the replay leaves the same board.
    fn change_rules(&mut self, rules: Rules) {
        let game = self.game.replayed_under(rules);
        if rules.dead_stones != DeadStones::Agreement || !game.same_stones(&self.game) {
            self.clear_agreed_dead();
        }
        self.rules = rules;
        self.game = game;
    }

    /// Makes `color` the side to move, resuming a game ended by passes or
    /// agreement (2002 art. 21.1). Errors: `game over` for a game ended
    /// otherwise (no result after a repeated position).
    fn give_move_to(&mut self, color: Color) -> Result<(), GtpError> {
        if self.game.is_over() {
            self.game
                .resume(color)
                .map_err(|e| GtpError::with(GtpErrorKind::GameOver, e))?;
        }
        if self.game.to_move() != color {
            self.game.set_to_move(color);
        }
        Ok(())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 2)?;
        let color = parse_color(args[0])?;
        let size = self.game.size();
        // A vertex that names no point of this board, off it (`J10` on 9×9)
        // or malformed (`I5`, `5E`), is refused alike, with why.
        let mv = size
            .parse_gtp(args[1])
            .map_err(|e| GtpError::with(GtpErrorKind::IllegalMove, clip_point_error(e)))?;
        let backup =
            (self.game.is_over() || self.game.to_move() != color).then(|| self.game.clone());
        let rules = self.rules;
        let played = self
            .give_move_to(color)
            .map_err(|e| GtpError::with(GtpErrorKind::IllegalMove, e))
            .and_then(|()| {
                self.game.play(mv).map_err(|reason| {
                    GtpError::with(GtpErrorKind::IllegalMove, cite(reason, &rules))
                })
            });
        match played {
            Ok(_) => Ok(String::new()),
            Err(e) => {
                if let Some(game) = backup {
                    self.game = game;
                }
                Err(e)
            }
        }
    }

    fn genmove(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 1)?;
        let color = parse_color(args[0])?;
        self.give_move_to(color)?;
        // The core's playout policy chooses on a copy; the game then plays it.
        let rng = &mut self.rng;
        let mut mv = self.game.random_move(rng);
        if self.game.play(mv).is_err() {
            mv = Move::Pass;
            self.game
                .play(mv)
                .map_err(|e| GtpError::with(GtpErrorKind::GameOver, e))?;
        }
        Ok(self.game.size().to_gtp(mv))
    }

    fn check_board_empty(&self) -> Result<(), GtpError> {
        let size = self.game.size();
        if size.points().all(|p| self.game.stone_at(p).is_none()) {
            Ok(())
        } else {
            Err(GtpErrorKind::BoardNotEmpty.into())
        }
    }

    fn fixed_handicap(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 1)?;
        let n = parse_u32(args[0])?;
        self.check_board_empty()?;
        let size = self.game.size();
        let points = fixed_handicap(size, n)
            .map_err(|_| GtpError::new(GtpErrorKind::InvalidNumberOfStones))?;
        self.game = AnyGame::with_handicap(size, self.rules, n)
            .map_err(|_| GtpError::new(GtpErrorKind::InvalidNumberOfStones))?;
        Ok(join_vertices(size, &points))
    }

    /// The fixed layout when there is one for `n`; otherwise the largest fixed
    /// layout of this board, then random empty points.
    fn place_free_handicap(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 1)?;
        let n = parse_u32(args[0])?;
        self.check_board_empty()?;
        let size = self.game.size();
        if n < 2 || n as usize >= size.num_points() {
            return Err(GtpErrorKind::InvalidNumberOfStones.into());
        }
        let max = max_fixed_handicap(size);
        let mut points = fixed_handicap(size, n.min(max)).unwrap_or_default();
        let mut free: Vec<Point> = size.points().filter(|p| !points.contains(p)).collect();
        while points.len() < n as usize && !free.is_empty() {
            let i = self.rng.below(free.len() as u32) as usize;
            points.push(free.swap_remove(i));
        }
        self.game = AnyGame::with_free_handicap(size, self.rules, &points)
            .map_err(|_| GtpError::new(GtpErrorKind::InvalidNumberOfStones))?;
        Ok(join_vertices(size, &points))
    }

    fn set_free_handicap(&mut self, args: &[&str]) -> Result<String, GtpError> {
        self.check_board_empty()?;
        let size = self.game.size();
        let mut points = Vec::with_capacity(args.len());
        for a in args {
            match size.parse_gtp(a) {
                Ok(Move::Place(p)) if !points.contains(&p) => points.push(p),
                _ => return Err(GtpError::with(GtpErrorKind::BadVertexList, clip(a))),
            }
        }
        self.game = AnyGame::with_free_handicap(size, self.rules, &points)
            .map_err(|e| GtpError::with(GtpErrorKind::BadVertexList, e))?;
        Ok(String::new())
    }

    fn set_clock(&mut self, control: TimeControl) -> Result<String, GtpError> {
        let clock =
            Clock::new(control).map_err(|e| GtpError::with(GtpErrorKind::BadTimeSettings, e))?;
        self.clock = Some(clock);
        Ok(String::new())
    }

    /// `time_left COLOR SECONDS STONES`: sets what `COLOR` has left
    /// ([`Clock::set_time_left`]; stones 0 means main time). Accepted and
    /// ignored before any time settings.
    fn time_left(&mut self, args: &[&str]) -> Result<String, GtpError> {
        expect_args(args, 3)?;
        let color = parse_color(args[0])?;
        let seconds = parse_u64(args[1])?;
        let stones = parse_u32(args[2])?;
        if let Some(clock) = self.clock.as_mut() {
            clock
                .set_time_left(color, seconds.saturating_mul(1000), stones)
                .map_err(|e| GtpError::with(GtpErrorKind::BadTimeSettings, e))?;
        }
        Ok(String::new())
    }
}

fn join_vertices(size: BoardSize, points: &[Point]) -> String {
    points
        .iter()
        .map(|&p| vertex(size, p))
        .collect::<Vec<_>>()
        .join(" ")
}

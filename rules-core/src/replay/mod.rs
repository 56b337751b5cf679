//! Replaying an SGF record under the rules: set-up, every main-line move checked
//! (1988/2002 art. 2 alternation, art. 4 capture, art. 5 forbidden points, art. 6
//! whole-board repetition), and the area count of the end (art. 9, 11) with
//! its dead stones lifted ([`Replay::count`]) compared with the record's `RE`
//! ([`Replay::check_result`]). The reverse, [`game_to_record`], writes a
//! [`Game`](crate::sized::Game) as SGF.
//!
//! Choices made here (documented so callers can rely on them):
//! - **Rules** come from `RU` unless [`ReplayOptions::rules`] overrides them
//!   ([`rules_from_ru`], the rules table's `RU` values). Territory rule sets
//!   (`Japanese`, `Korean`) and taxed ones (`stone-scoring`) are replayed under
//!   their own rules, and [`Replay::area_scoring`] is `false`: their `RE` is
//!   counted by [`ReplayOf::count_under`] under those rules, not by area.
//!   Names tianyuan does not know are replayed under chinese-2002 with a note.
//! - **Komi** is the record's `KM` (in points, stone forms converted by the SGF
//!   layer with a warning). Without `KM`: 0 when `RU` is absent too (the SGF
//!   default, and what servers that omit both used), else the komi of the rules
//!   named by `RU` (with a note).
//! - **Handicap**: `HA` is the handicap count used for compensation; `AB`/`AW`/`AE`
//!   before the first move are set-up stones. The first player is `PL`, else the
//!   colour of the first move, else White when `HA` ≥ 2 and stones were set up,
//!   else Black.
//! - **Alternation**: a move by the side not to move is taken as an implicit pass
//!   (records such as GNU Go's mertin13x13 omit passes): the side is switched,
//!   [`Replay::non_alternating`] counts it, and it is not a violation.
//! - **Set-up after moves** (`AB`/`AW`/`AE` in a node after the first move;
//!   FF\[4\] allows set-up in any node) is applied in both modes with
//!   [`Game::set_up`](crate::sized::GameOf::set_up): the stones change, nothing is numbered or captured by it,
//!   `PL` in the node (else the side that was to move) plays next, and the
//!   set-up position starts a new history for superko (see
//!   [`crate::sized::Position::set_up`] for why). A note says where. Set-up in the node
//!   of a move comes before the move. [`ReplayError::SetupAfterMoves`] is no
//!   longer returned.
//! - **Set-up stones without liberties** (FF\[4\] allows them) cannot stand on
//!   the board (art. 3, 4): every chain left without liberties by a node's
//!   set-up, of either colour, is removed at once, as a capture would remove
//!   it (as sgfmill reads them), with a note naming the points.
//!   [`ReplayError::Setup`] is no longer returned for them.
//! - **Moves after the end** (a third pass, play after two passes): the game is
//!   resumed ([`Game::resume`](crate::sized::GameOf::resume), 2002 art. 21.1) and the
//!   move replayed; [`Replay::moves_after_end`] counts such moves and
//!   [`Replay::first_move_after_end`] numbers the first; notes name the first
//!   three (a record of two million passes makes three notes, not two
//!   million).
//! - **A recorded result other than a count after two passes** (`RE[W+R]`,
//!   `W+T`, `W+F` on moves ending with two passes: the players resigned, or
//!   the clock or the referee decided, while counting): the record's result
//!   is the game's ([`Game::result`](crate::sized::GameOf::result) says `W+R`, the
//!   state the resignation, time or forfeit, with a note), as for a game
//!   still going on; the count of the final position stays available
//!   beside it ([`Replay::count`]) but does not decide the game (art. 7.2;
//!   2002 art. 22, 24).
//! - Move numbers count every `B`/`W` property of the main line from 1, passes
//!   and skipped moves included (the numbering of SGF editors).
//! - **Dead stones** at the count: under rules that settle them by agreement
//!   (art. 8), the stones the record's territory marks (`TB`/`TW` at the end)
//!   imply were agreed dead ([`Replay::territory_marks`]); without marks the
//!   library's estimate proposes them ([`Game::score_estimated`](crate::sized::GameOf::score_estimated)). Under
//!   Tromp-Taylor every stone is alive, and under KataGo's area rules the
//!   stones in pass-alive territory are lifted, marks or not.

mod check;
mod count;
pub mod verdict;

pub use check::{re_margin_half_points, ResultCheck};
pub use count::{DeadStoneSource, ReplayCountOf};
pub use verdict::{decided_otherwise, ending_words, TerritoryReading, VerdictOf};

use thiserror::Error;

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::error::ReplayErrorKind;
use crate::game::{EndReason, GameError, GameOf, GameState};
use crate::komi::Komi;
use crate::point::{parse_sgf_point, BoardSize, Move, Point, PointError};
use crate::position::IllegalMove;
pub use crate::rules::rules_from_ru;
use crate::rules::Rules;
use crate::sgf::{self, GameRecord, NodeId, WarningKind};

/// How illegal moves are handled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReplayMode {
    /// The first illegal move ends the replay (it is the only violation).
    Strict,
    /// Every illegal move is listed; ko, superko and suicide violations are
    /// played anyway ([`Game::play_forced`](crate::sized::GameOf::play_forced)); occupied and off-board moves are skipped.
    Tolerant,
}

/// What to replay under.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// The rules; `None`: from the record's `RU` ([`rules_from_ru`]). The
    /// record's `KM` still sets the komi.
    pub rules: Option<Rules>,
    /// Strict or tolerant.
    pub mode: ReplayMode,
}

impl Default for ReplayOptions {
    /// Rules from `RU`, strict.
    fn default() -> Self {
        ReplayOptions {
            rules: None,
            mode: ReplayMode::Strict,
        }
    }
}

/// An illegal move found in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Its number in the main line, from 1, passes included.
    pub move_number: u32,
    /// Who played it.
    pub color: Color,
    /// The move (for an off-board move, the point as written, off the board).
    pub mv: Move,
    /// The move in GTP form (`D4`), or the SGF text for an off-board point (`rs`).
    pub vertex: String,
    /// Why it is illegal.
    pub reason: IllegalMove,
}

/// A replayed record.
#[derive(Clone, Debug)]
pub struct ReplayOf<const W: usize> {
    /// The game after the last replayed move; ended by two passes, or by the
    /// record's `RE` (resignation, time, forfeit) when play was still going on.
    pub game: GameOf<W>,
    /// The rules used (komi from `KM`).
    pub rules: Rules,
    /// Illegal moves, in order (at most one in strict mode).
    pub violations: Vec<Violation>,
    /// Everything else worth knowing: rules guessed, komi assumed, SGF warnings,
    /// implicit passes, skipped set-up.
    pub notes: Vec<String>,
    /// Moves applied to the game (passes included, skipped moves not).
    pub moves_replayed: u32,
    /// Moves by the side not to move, taken as implicit passes.
    pub non_alternating: u32,
    /// Moves replayed after the game had ended by two passes (or agreement),
    /// each resuming it (2002 art. 21.1); passes included.
    pub moves_after_end: u32,
    /// The number of the first of those moves (main-line numbering, from 1).
    pub first_move_after_end: Option<u32>,
    /// Whether the record's rules count by area, so `RE` can be checked against
    /// an area count (false for territory and unknown rule sets).
    pub area_scoring: bool,
    /// Whether the strict replay stopped early at a violation.
    pub stopped_early: bool,
    /// The dead stones the record's territory marks imply on the final
    /// position (`TB`/`TW` at the end of the main line,
    /// [`sgf::TerritoryMarks::dead_stones`]: whole chains, possibly none);
    /// `None` when the record carries no marks there.
    pub territory_marks: Option<BitboardOf<W>>,
    /// The record's `RE`, as read ([`sgf::GameInfo::result`]); `None`
    /// without one.
    pub recorded_result: Option<sgf::RecordedResult>,
    /// Whether the record has `RU` (whether or not [`ReplayOptions::rules`]
    /// replaced the rules it names); a record without is also read by
    /// territory by [`ReplayOf::verdict`].
    pub ru_given: bool,
    /// Where [`ReplayOf::rules`] come from: `--rules` (the options), `RU`,
    /// an unknown `RU`, or no `RU`.
    pub rules_from: RulesFrom,
    /// Where the komi comes from: `KM`, neither `KM` nor `RU` (0), or the
    /// rules.
    pub komi_from: KomiFrom,
    /// Whether `RE` (resignation, time, forfeit) decided a game whose moves
    /// had ended by two passes: the count of the final position is then
    /// only beside the result (a note says so).
    pub result_after_two_passes: bool,
}

/// Where a replay's rules come from ([`ReplayOf::rules_from`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesFrom {
    /// [`ReplayOptions::rules`] (the CLI's `--rules`): the record's `RU`,
    /// if any, ignored.
    Options,
    /// The record's `RU` ([`rules_from_ru`]).
    Ru,
    /// `RU` names rules tianyuan does not know: chinese-2002 (a note says so).
    UnknownRu,
    /// No `RU`: chinese-2002.
    Default,
}

impl RulesFrom {
    /// `options`, `ru`, `unknown-ru`, `default`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Options => "options",
            Self::Ru => "ru",
            Self::UnknownRu => "unknown-ru",
            Self::Default => "default",
        }
    }
}

/// Where a replay's komi comes from ([`ReplayOf::komi_from`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum KomiFrom {
    /// The record's `KM` (points).
    Km,
    /// Neither `KM` nor `RU`: 0, the SGF default.
    Zero,
    /// No `KM` but `RU` (or [`ReplayOptions::rules`]): the komi of the
    /// rules (a note says so).
    Rules,
}

impl KomiFrom {
    /// `km`, `zero`, `rules`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Km => "km",
            Self::Zero => "zero",
            Self::Rules => "rules",
        }
    }
}

/// A replay's verdict on a six-word board (see [`VerdictOf`]).
pub type Verdict = VerdictOf<{ crate::sized::WORDS }>;

/// A record replayed into a six-word game (see [`ReplayOf`]; every size up
/// to 19×19; [`crate::replay_any`] takes every size).
pub type Replay = ReplayOf<{ crate::sized::WORDS }>;
/// A replayed record's count on a six-word board (see [`ReplayCountOf`]).
pub type ReplayCount = ReplayCountOf<{ crate::sized::WORDS }>;

/// Why a record cannot be replayed at all.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The record is not a game of Go (`GM` other than 1).
    #[error("not a game of Go (GM[{0}])")]
    NotGo(u32),
    /// The record's board size cannot be played: `SZ` is not a size
    /// ([`PointError::BadSgfSize`], naming the value: `SZ[0]`, `SZ[abc]`,
    /// `SZ[19:0]`), or a size the engine does not support
    /// ([`PointError::UnsupportedSize`]: sides 2 to 25, and within the game
    /// type's words; `SZ[1]`, `SZ[26]`). See [`sgf::GameInfo::board_size`].
    /// Its message is the [`PointError`]'s, which names the size (`unsupported
    /// board size 30x30: …`, `bad SGF board size SZ[0]`): one message, not
    /// two saying the same.
    #[error(transparent)]
    BoardSize(#[from] PointError),
    /// The set-up position was refused by the game: `HA` asks for more
    /// handicap stones than the board has points
    /// ([`GameError::Handicap`]). Set-up chains
    /// without liberties no longer come here: they are removed with a note.
    #[error("impossible set-up: {0}")]
    Setup(#[from] GameError),
    /// Set-up (`AB`/`AW`/`AE`) after the first move, in strict mode. Not
    /// returned since such set-up is applied ([`Game::set_up`](crate::sized::GameOf::set_up)).
    #[error("set-up stones after move {after_move} (strict mode)")]
    SetupAfterMoves {
        /// The number of moves before the set-up node.
        after_move: u32,
    },
}

impl ReplayError {
    /// Every kind's name, in declaration order: the names of the catalogue's
    /// [`ReplayErrorKind::ALL`] ([`ReplayErrorKind::name`]).
    pub const ALL_KINDS: [&'static str; ReplayErrorKind::ALL.len()] = {
        let mut names = [""; ReplayErrorKind::ALL.len()];
        let mut i = 0;
        while i < names.len() {
            names[i] = ReplayErrorKind::ALL[i].name();
            i += 1;
        }
        names
    };

    /// This error's kind's name, one of [`ReplayError::ALL_KINDS`]
    /// ([`ReplayErrorKind::from`] this error, named).
    pub fn kind(&self) -> &'static str {
        ReplayErrorKind::from(self).name()
    }
}

/// Replays the main line of `record` (see the module docs for every choice).
///
/// Errors: [`ReplayError::NotGo`], [`ReplayError::BoardSize`]. Illegal moves
/// are not errors: they are [`Replay::violations`].
///
/// ```
/// use tianyuan::replay::{replay, ReplayMode, ReplayOptions};
/// use tianyuan::{sgf, Color, IllegalMove};
///
/// // White's second move is on Black's stone at D4 (SGF `dd` on 7×7).
/// let text = "(;GM[1]FF[4]SZ[7];B[dd];W[cc];B[ee];W[dd];B[ff])";
/// let collection = sgf::parse_str(text).unwrap();
/// let record = &collection.games()[0];
///
/// // Strict: stops at the first illegal move.
/// let strict = replay(record, &ReplayOptions::default()).unwrap();
/// assert_eq!(strict.violations.len(), 1);
/// let v = &strict.violations[0];
/// assert_eq!((v.move_number, v.color, v.vertex.as_str()), (4, Color::White, "D4"));
/// assert_eq!(v.reason, IllegalMove::Occupied);
/// assert!(strict.stopped_early);
/// assert_eq!(strict.moves_replayed, 3);
///
/// // Tolerant: skips it and goes on (Black's F2 is the fourth move applied).
/// let options = ReplayOptions { mode: ReplayMode::Tolerant, ..ReplayOptions::default() };
/// let tolerant = replay(record, &options).unwrap();
/// assert_eq!((tolerant.violations.len(), tolerant.moves_replayed), (1, 4));
/// assert_eq!(tolerant.game.board().stones(Color::Black).count(), 3);
/// ```
pub fn replay(record: &GameRecord, options: &ReplayOptions) -> Result<Replay, ReplayError> {
    replay_of(record, options)
}

/// [`replay`] into a game of `W` words: /// not hold the record's size ([`crate::replay_any`] picks the words).
/// [`ReplayError::BoardSize`] when they do not.
pub fn replay_of<const W: usize>(
    record: &GameRecord,
    options: &ReplayOptions,
) -> Result<ReplayOf<W>, ReplayError> {
    let info = record.info();
    if let Some(g) = info.game.filter(|&g| g != 1) {
        return Err(ReplayError::NotGo(g));
    }
    let size = info.board_size()?;
    let mut notes: Vec<String> = record
        .warnings()
        .iter()
        .map(|w| format!("sgf: {w}"))
        .collect();
    let (mut rules, mut area_scoring, note) = rules_from_ru(info.rules.as_deref());
    let mut rules_from = match (&info.rules, &note) {
        (None, _) => RulesFrom::Default,
        (Some(_), None) => RulesFrom::Ru,
        (Some(_), Some(_)) => RulesFrom::UnknownRu,
    };
    notes.extend(note);
    if let Some(r) = options.rules {
        rules = r;
        area_scoring = true;
        rules_from = RulesFrom::Options;
    }
    let komi_from = match info.komi_half_points {
        Some(h) => {
            rules.komi = Komi::from_half_points(h);
            KomiFrom::Km
        }
        None if info.rules.is_none() => {
            rules.komi = Komi::ZERO;
            KomiFrom::Zero
        }
        None => {
            notes.push(format!(
                "no KM: komi of the rules used ({} points)",
                rules.komi.points_string()
            ));
            KomiFrom::Rules
        }
    };
    let handicap = info.handicap.unwrap_or(0);
    // The main line walked without a list (a list was 4 bytes a node).
    let mut line = record.main_line_nodes().enumerate();
    let dropped = DroppedMoves::of(record);

    // Set-up before the first move. A move the SGF layer dropped (its point is
    // off the board) is a move too: its node starts play, so that it is
    // replayed, and reported, like any later one.
    let mut board = BoardOf::<W>::try_new(size)?;
    let mut set_up_stones = false;
    // The first node with a move, and its number in the line.
    let mut first_move = None;
    let mut pl = None;
    for (i, id) in line.by_ref() {
        let Some(data) = record.node(id) else {
            continue;
        };
        if data.has_setup() {
            apply_setup(&mut board, &data)?;
            set_up_stones |= !data.add_black.is_empty() || !data.add_white.is_empty();
        }
        if data.player_to_move.is_some() {
            pl = data.player_to_move;
        }
        if !data.moves.is_empty() || !dropped.at(record, id).is_empty() {
            first_move = Some((i, id));
            break;
        }
    }
    let first_color = first_move.and_then(|(_, id)| {
        let on_board = record.node(id).and_then(|d| d.moves.first().map(|m| m.0));
        on_board.or_else(|| dropped.at(record, id).first().map(|m| m.0))
    });
    let to_move = pl
        .or(first_color)
        .unwrap_or(if handicap >= 2 && set_up_stones {
            Color::White
        } else {
            Color::Black
        });
    let removed = board.remove_chains_without_liberties();
    if !removed.is_empty() {
        notes.push(format!(
            "set-up before the first move: stones without liberties removed at {}",
            points_text(size, removed.points(size))
        ));
    }
    let black_set_up = board.stones(Color::Black).count();
    if handicap >= 2 && black_set_up != handicap {
        notes.push(format!(
            "sgf: HA[{handicap}] but {black_set_up} Black stones set up before the first move; \
             HA counts for handicap compensation"
        ));
    }
    let mut game = GameOf::<W>::from_setup(board, to_move, rules, handicap)?;
    // A move a node at most on the main line: reserved once (within a bound
    // of the board's size) instead of regrown along the game.
    game.reserve_moves(record.view().len());

    let mut r = ReplayOf {
        game,
        rules,
        violations: Vec::new(),
        notes,
        moves_replayed: 0,
        non_alternating: 0,
        moves_after_end: 0,
        first_move_after_end: None,
        area_scoring,
        stopped_early: false,
        territory_marks: None,
        recorded_result: info.result.clone(),
        ru_given: info.rules.is_some(),
        rules_from,
        komi_from,
        result_after_two_passes: false,
    };
    let mut number = 0u32;
    let first_move_node = first_move.map_or(0, |(i, _)| i);
    // That node, then the rest of the line.
    for (i, id) in first_move.into_iter().chain(line) {
        let Some(data) = record.node(id) else {
            continue;
        };
        if i > first_move_node && data.has_setup() {
            if !set_up_mid_game(&mut r, number, &data) {
                r.stopped_early = true;
                return Ok(finish(r, record));
            }
        } else if i > first_move_node {
            if let Some(c) = data.player_to_move {
                r.game.set_to_move(c);
            }
        }
        for &(color, mv) in &data.moves {
            number += 1;
            if !play_one(&mut r, number, color, mv, size, options.mode) {
                r.stopped_early = true;
                return Ok(finish(r, record));
            }
        }
        for (color, text) in dropped.at(record, id) {
            number += 1;
            let v = Violation {
                move_number: number,
                color,
                mv: parse_sgf_point(&text).map_or(Move::Pass, Move::Place),
                vertex: text,
                reason: IllegalMove::OffBoard,
            };
            r.violations.push(v);
            if options.mode == ReplayMode::Strict {
                r.stopped_early = true;
                return Ok(finish(r, record));
            }
            // skipped as an occupied point is (`play_one`): the turn passes as
            // in the record
            if !r.game.is_over() {
                r.game.set_to_move(!color);
            }
        }
    }
    Ok(finish(r, record))
}

fn apply_setup<const W: usize>(
    board: &mut BoardOf<W>,
    data: &sgf::NodeData,
) -> Result<(), ReplayError> {
    let stones = [
        (&data.add_empty, None),
        (&data.add_black, Some(Color::Black)),
        (&data.add_white, Some(Color::White)),
    ];
    board.set_points(
        stones
            .iter()
            .flat_map(|&(points, stone)| points.iter().map(move |&p| (p, stone))),
    )?;
    Ok(())
}

/// Applies the set-up of a node after move `number` ([`Game::set_up`]):
/// `AE`, then `AB`, then `AW`, then `PL` (else the side to move). A game ended
/// by two passes or agreement is resumed first, as for a move; after any other
/// end nothing more is replayed (`false`).
fn set_up_mid_game<const W: usize>(r: &mut ReplayOf<W>, number: u32, data: &sgf::NodeData) -> bool {
    let to_move = data.player_to_move.unwrap_or(r.game.to_move());
    if r.game.is_over() {
        match r.game.state() {
            GameState::Ended(EndReason::TwoPasses | EndReason::Agreement) => {
                r.notes.push(format!(
                    "set-up after move {number}: the game had ended; resumed (2002 art. 21.1)"
                ));
                let _ = r.game.resume(to_move);
            }
            _ => {
                r.notes.push(format!(
                    "set-up after move {number}: the game had ended ({:?}); the rest is not replayed",
                    r.game.state()
                ));
                return false;
            }
        }
    }
    let changes: Vec<(Point, Option<Color>)> = (data.add_empty.iter().map(|&p| (p, None)))
        .chain(data.add_black.iter().map(|&p| (p, Some(Color::Black))))
        .chain(data.add_white.iter().map(|&p| (p, Some(Color::White))))
        .collect();
    let size = r.game.size();
    match r.game.set_up(&changes, to_move) {
        Ok(done) => {
            let mut note = format!(
                "set-up after move {number}: {} black, {} white, {} cleared; {to_move:?} to move; \
                 superko history restarts",
                data.add_black.len(),
                data.add_white.len(),
                data.add_empty.len()
            );
            if !done.removed.is_empty() {
                note.push_str(&format!(
                    "; stones without liberties removed at {}",
                    points_text(size, done.removed.iter().copied())
                ));
            }
            r.notes.push(note);
            true
        }
        // The SGF layer keeps only on-board points, and the game is not over.
        Err(e) => {
            r.notes
                .push(format!("set-up after move {number} not applied: {e}"));
            true
        }
    }
}

/// Points as GTP vertices, `D4, E5`.
fn points_text(size: BoardSize, points: impl Iterator<Item = Point>) -> String {
    points
        .map(|p| size.to_gtp(Move::Place(p)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Plays one record move; `false` when a strict replay must stop.
fn play_one<const W: usize>(
    r: &mut ReplayOf<W>,
    number: u32,
    color: Color,
    mv: Move,
    size: BoardSize,
    mode: ReplayMode,
) -> bool {
    if r.game.is_over() {
        match r.game.state() {
            GameState::Ended(EndReason::TwoPasses | EndReason::Agreement) => {
                r.moves_after_end += 1;
                r.first_move_after_end.get_or_insert(number);
                if r.moves_after_end <= 3 {
                    r.notes.push(format!(
                        "move {number}: play continues after the game ended; resumed (2002 art. 21.1)"
                    ));
                }
                // resume only fails for games decided otherwise, excluded above
                let _ = r.game.resume(color);
            }
            _ => {
                r.notes.push(format!(
                    "move {number}: the game had ended ({:?}); the rest is not replayed",
                    r.game.state()
                ));
                return false;
            }
        }
    }
    if color != r.game.to_move() {
        r.non_alternating += 1;
        if r.non_alternating <= 3 {
            r.notes.push(format!(
                "move {number}: {color:?} moves twice in a row; taken as an implicit pass"
            ));
        }
        r.game.set_to_move(color);
    }
    // One legality test: `play` refuses what `check` would, changing nothing.
    let reason = match r.game.play(mv) {
        Ok(_) => {
            r.moves_replayed += 1;
            return true;
        }
        Err(reason) => reason,
    };
    r.violations.push(Violation {
        move_number: number,
        color,
        mv,
        vertex: size.to_gtp(mv),
        reason,
    });
    if mode == ReplayMode::Strict {
        return false;
    }
    if r.game.play_forced(mv).is_ok() {
        r.moves_replayed += 1;
    } else {
        // occupied or off the board: skipped, the turn passes as in the record
        r.game.set_to_move(!color);
    }
    true
}

/// The nodes whose moves the SGF layer dropped because their point is off the
/// board (`B[rs]` on 9×9), found in one pass over the record's warnings.
struct DroppedMoves {
    /// In increasing order, each once (usually none).
    nodes: Vec<NodeId>,
}

impl DroppedMoves {
    fn of(record: &GameRecord) -> DroppedMoves {
        let mut nodes: Vec<NodeId> = record
            .warnings()
            .iter()
            .filter(|w| {
                w.kind == WarningKind::OffBoardPoint
                    && matches!(w.property.as_deref(), Some("B" | "W"))
            })
            .filter_map(|w| w.node)
            .collect();
        nodes.sort_unstable_by_key(|n| n.0);
        nodes.dedup();
        DroppedMoves { nodes }
    }

    /// The moves of node `id` that were dropped, as (colour, SGF text).
    #[inline]
    fn at(&self, record: &GameRecord, id: NodeId) -> Vec<(Color, String)> {
        if self.nodes.is_empty() {
            return Vec::new();
        }
        self.read(record, id)
    }

    #[cold]
    fn read(&self, record: &GameRecord, id: NodeId) -> Vec<(Color, String)> {
        if self.nodes.binary_search_by_key(&id.0, |n| n.0).is_err() {
            return Vec::new();
        }
        let size = record.info().board_size();
        // Read in the record's own form: building the owned tree for this
        // cost about 100 bytes a node (a record of 2 million off-board
        // moves).
        record
            .view()
            .props(id)
            .filter_map(|p| {
                let color = match p.ident {
                    "B" => Color::Black,
                    "W" => Color::White,
                    _ => return None,
                };
                let text = p.value().trim().to_string();
                let on = size.as_ref().map(|s| s.parse_sgf(&text).is_ok());
                (parse_sgf_point(&text).is_ok() && on == Ok(false)).then_some((color, text))
            })
            .collect()
    }
}

/// Reads the territory marks against the final position, and ends the game by
/// the record's `RE` when play was still going on.
fn finish<const W: usize>(mut r: ReplayOf<W>, record: &GameRecord) -> ReplayOf<W> {
    let info = record.info();
    if !r.stopped_early {
        r.territory_marks = record
            .territory_marks()
            .map(|m| m.dead_stones(r.game.board()));
    }
    if r.stopped_early {
        return r;
    }
    if r.moves_after_end > 3 {
        r.notes.push(format!(
            "{} moves after the game had ended (from move {}); notes for the first 3 only",
            r.moves_after_end,
            r.first_move_after_end.unwrap_or(0)
        ));
    }
    let decided = matches!(
        info.result,
        Some(
            sgf::RecordedResult::Resign(_)
                | sgf::RecordedResult::Time(_)
                | sgf::RecordedResult::Forfeit(_)
        )
    );
    if r.game.state() == GameState::Ended(EndReason::TwoPasses) && decided {
        // The players stopped counting: the record's result stands; the count
        // of the position is only beside it. Resuming cannot fail here (the
        // game ended by two passes, nothing agreed).
        let raw = info.result_raw.as_deref().unwrap_or("");
        r.notes.push(format!(
            "RE[{raw}] after two passes: the recorded result decides the game, not the count"
        ));
        r.result_after_two_passes = true;
        let _ = r.game.resume(r.game.to_move());
    }
    if r.game.is_over() {
        return r;
    }
    let ended = match &info.result {
        Some(sgf::RecordedResult::Resign(w)) => r.game.resign(!*w),
        Some(sgf::RecordedResult::Time(w)) => r.game.lose_on_time(!*w),
        Some(sgf::RecordedResult::Forfeit(w)) => r.game.forfeit(!*w),
        _ => Ok(()),
    };
    if let Err(e) = ended {
        r.notes.push(format!("RE not applied: {e}"));
    }
    r
}

pub use crate::sgf::{game_to_record, game_to_sgf};

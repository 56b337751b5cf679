//! `tianyuan score FILE --dead VERTICES`: the area count (1988/2002 art. 9, 11)
//! of a record's final position with the agreed dead stones.
//!
//! The board is printed with these marks:
//! - `X` / `O`: living Black / White stones;
//! - `x` / `o`: dead Black / White stones (removed with their whole chains; the
//!   point then counts as an empty one: territory of the side that alone
//!   surrounds it, else shared);
//! - `b` / `w`: empty points surrounded by Black / White only (territory);
//! - `.`: shared points (dame, seki liberties): half a point to each (art. 9.1).

use std::path::PathBuf;

use clap::Args;
use tianyuan::replay::{replay, ReplayMode, ReplayOptions};
use tianyuan::{
    territory_map, Bitboard, Board, EndReason, GameState, Move, Point, PointError, PointStatus,
    Rules, Score,
};

/// Arguments of `tianyuan score`.
#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The SGF record.
    file: PathBuf,
    /// Agreed dead stones: GTP vertices separated by commas or spaces (`D4,Q16 C3`);
    /// one stone marks its whole chain.
    #[arg(long, default_value = "")]
    dead: String,
    /// Rules instead of the record's RU (KM still sets komi).
    #[arg(long, value_parser = crate::parse_rules)]
    rules: Option<Rules>,
    /// Which game of the file, from 1.
    #[arg(long, default_value_t = 1)]
    game: usize,
}

/// Runs the command; the exit code.
pub fn run(a: &ScoreArgs) -> u8 {
    match score(a) {
        Ok(text) => {
            out!("{text}");
            0
        }
        Err(e) => {
            eprintln!("tianyuan score: {e}");
            1
        }
    }
}

fn score(a: &ScoreArgs) -> Result<String, String> {
    let name = a.file.display();
    let bytes = crate::files::read_sgf(&a.file).map_err(|e| format!("{name}: {e}"))?;
    let collection = tianyuan::sgf::parse(&bytes).map_err(|e| format!("{name}: {e}"))?;
    let games = collection.games();
    let record = a
        .game
        .checked_sub(1)
        .and_then(|i| games.get(i))
        .ok_or_else(|| format!("{name}: no game {} (the file has {})", a.game, games.len()))?;
    let options = ReplayOptions {
        rules: a.rules,
        mode: ReplayMode::Tolerant,
    };
    let r = replay(record, &options).map_err(|e| format!("{name}: {e}"))?;
    let size = r.game.size();
    let mut dead = Vec::new();
    for v in a.dead.split([',', ' ']).filter(|v| !v.trim().is_empty()) {
        match size.parse_gtp(v.trim()) {
            Ok(Move::Place(p)) => dead.push(p),
            Ok(Move::Pass) => return Err(format!("--dead: {v:?} is a pass, not a point")),
            Err(PointError::OffBoard { .. } | PointError::VertexOffBoard { .. }) => {
                // Say it in the user's terms, not the internal (row, col).
                let last = size.to_gtp(Move::Place(Point::new(0, size.width() as u8 - 1)));
                return Err(format!(
                    "--dead: {v:?} is off the {size} board (columns A-{}, rows 1-{})",
                    &last[..1],
                    size.height()
                ));
            }
            Err(e) => {
                return Err(format!(
                    "--dead: {v:?} is not a point on the {size} board: {e}"
                ))
            }
        }
    }
    let s = r.game.score(&dead).map_err(|e| {
        let text = e.to_string();
        // name the point the GTP way, as the user wrote it
        match dead.iter().find(|&&p| r.game.board().get(p).is_none()) {
            Some(&p) => format!("--dead: {} holds no stone", size.to_gtp(Move::Place(p))),
            None => format!("--dead: {text}"),
        }
    })?;
    let mut out = String::new();
    out.push_str(&format!(
        "{name}: {size}, {}, komi {} points, {} moves replayed{}\n",
        // The rule set in force (as `replay` labels it), even when the
        // record's KM changed the komi: "custom" said nothing of them.
        tianyuan_cli::rule_text::rule_set_name(&r.rules),
        r.rules.komi.points_string(),
        r.moves_replayed,
        if r.violations.is_empty() {
            String::new()
        } else {
            format!(" ({} illegal moves)", r.violations.len())
        }
    ));
    let mut label = "Result";
    if let GameState::Ended(
        reason @ (EndReason::Resignation { .. }
        | EndReason::Time { .. }
        | EndReason::Forfeit { .. }),
    ) = r.game.state()
    {
        // The count does not decide such a game (art. 7.2; 2002 art. 22, 24).
        let how = match reason {
            EndReason::Resignation { .. } => "resignation",
            EndReason::Time { .. } => "time",
            _ => "forfeit",
        };
        let result = r
            .game
            .result()
            .map(|g| format!(" ({})", g.to_sgf()))
            .unwrap_or_default();
        out.push_str(&format!(
            "The game ended by {how}{result}: the count below is of the final position as it stands, and does not decide the game.\n"
        ));
        label = "Count (not the result)";
    }
    out.push_str(&board_with_marks(r.game.board(), &dead));
    out.push_str("    X/O stones, x/o dead stones (with their chains), b/w territory, . shared\n");
    out.push_str(&summary(&s, label));
    Ok(out)
}

/// The board with territory marks (see the module docs), from the core's
/// [`territory_map`] (so a dead mark on one stone shows its whole chain).
fn board_with_marks(board: &Board, dead: &[Point]) -> String {
    let size = board.size();
    let map = territory_map(board, &Bitboard::from_points(size, dead.iter().copied()));
    let letters: Vec<char> = "ABCDEFGHJKLMNOPQRSTUVWXYZ".chars().collect();
    let header: String = (0..size.width())
        .map(|c| format!(" {}", letters.get(c).copied().unwrap_or('?')))
        .collect();
    let mut out = format!("   {header}\n");
    for row in 0..size.height() {
        let label = size.height() - row;
        out.push_str(&format!("{label:>2} "));
        for col in 0..size.width() {
            // The core's marks, with `.` for shared points (a diagram's dame).
            let c = match map.status(Point::new(row as u8, col as u8)) {
                Some(PointStatus::Shared) | None => '.',
                Some(status) => status.mark(),
            };
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!(" {label}\n"));
    }
    out.push_str(&format!("   {header}\n"));
    out
}

/// The count in words; `label` is `Result` when the count decides the game,
/// `Count` when the game ended otherwise (resignation, time, forfeit).
fn summary(s: &Score, label: &str) -> String {
    let result = s.result();
    format!(
        "Black: {} stones + {} territory, White: {} stones + {} territory, {} shared; dead: {} Black, {} White\n\
         Black's count {} of {} points (baseline {}); komi {} points ({} stones), compensation {} points\n\
         {label}: {}  |  {}  |  {}\n",
        s.black_stones,
        s.black_territory,
        s.white_stones,
        s.white_territory,
        s.shared_points,
        s.dead_black,
        s.dead_white,
        s.black_count_string(),
        s.baseline_halves,
        half(s.baseline_halves),
        s.komi.points_string(),
        s.komi.stones_string(),
        s.compensation_points,
        result.to_sgf(),
        result.english(),
        result.chinese(),
    )
}

/// `n/2` as text: `40½`.
fn half(n: u32) -> String {
    if n.is_multiple_of(2) {
        format!("{}", n / 2)
    } else {
        format!("{}½", n / 2)
    }
}

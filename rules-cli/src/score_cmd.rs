//! `tianyuan score FILE [--dead VERTICES | --all-alive]`: the area count
//! (1988/2002 art. 9, 11) of a record's final position with its dead stones
//! lifted: the agreed ones given with `--dead`; else, under rules that settle
//! them by agreement (art. 8), those the record's `TB`/`TW` marks imply, or
//! the library's estimate ([`tianyuan::sized::Game::score_estimated`], said so); under
//! Tromp-Taylor none, under KataGo's area rules those in pass-alive territory
//! ([`tianyuan::replay::Replay::count`]). `--all-alive` counts the literal
//! board; `--no-estimate` skips the estimate and lifts only the certain dead
//! stones, those in pass-alive territory
//! ([`tianyuan::replay::Replay::count_without_estimate`]). `--json` prints one object instead of the board.
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
use serde_json::{json, Value};
use tianyuan::any::AnyCountMap;
use tianyuan::replay::{
    decided_otherwise, ending_words, DeadStoneSource, ReplayMode, ReplayOptions,
};
use tianyuan::rules::{Scoring, Tax};
use tianyuan::scoring::PointStatus;
use tianyuan::territory::CountPoint;
use tianyuan::{
    replay_any, AnyGame, AnyReplay, BoardSize, Color, Count, Move, Point, PointError, Rules, Score,
};

use crate::life_args::LifeArgs;

/// Arguments of `tianyuan score`.
#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The SGF record.
    file: PathBuf,
    /// Agreed dead stones: GTP vertices separated by commas or spaces (`D4,Q16 C3`);
    /// one stone marks its whole chain; `--dead ""` agrees that none is dead.
    /// Without it the dead stones come from the record's TB/TW marks or are
    /// estimated (see --playouts).
    #[arg(long, conflicts_with = "all_alive")]
    dead: Option<String>,
    /// Count the board as it stands, every stone alive (Tromp-Taylor's count).
    #[arg(long)]
    all_alive: bool,
    /// One JSON object: result, dead stones (GTP vertices), where they come
    /// from, and the counts.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    life: LifeArgs,
    /// Rules instead of the record's RU (KM still sets komi).
    #[arg(long, value_parser = crate::parse_rules)]
    rules: Option<Rules>,
    /// Which game of the file, from 1 (default: the first; a file of several
    /// games says on stderr which was scored).
    #[arg(long, value_name = "N")]
    game: Option<usize>,
    /// Most SGF nodes a file may hold, all games together: a file with more
    /// is unreadable, the error naming the limit (a parsed node of a move
    /// costs about 40 bytes, and 4 more replayed; a record of passes is 4
    /// bytes of text a node).
    #[arg(long, value_name = "N", default_value_t = tianyuan::sgf::MAX_NODES)]
    max_nodes: usize,
    /// Also write a picture of the counted position to this SVG file: the
    /// stones, coordinates, the last move ringed, the dead stones faded and
    /// crossed, territory marked, and the vital points of dead or killable
    /// shapes as red diamonds when the dead stones were estimated (the drawing
    /// is described in the docs of the library's svg module).
    #[arg(long, value_name = "OUT")]
    svg: Option<PathBuf>,
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
    let collection = tianyuan::sgf::parse_with(
        &bytes,
        &tianyuan::sgf::ParseOptions {
            max_nodes: a.max_nodes,
        },
    )
    .map_err(|e| format!("{name}: {e}"))?;
    // The file's own warnings (a game tree left unclosed, a guessed
    // character set): on stderr, so that `--json` output stays one object.
    for w in collection.warnings() {
        eprintln!("tianyuan score: {name}: sgf: {w}");
    }
    let games = collection.games();
    let number = a.game.unwrap_or(1);
    let record = number
        .checked_sub(1)
        .and_then(|i| games.get(i))
        .ok_or_else(|| format!("{name}: no game {number} (the file has {})", games.len()))?;
    if a.game.is_none() && games.len() > 1 {
        // On stderr, so that `--json` output stays one JSON object.
        eprintln!(
            "tianyuan score: {name} holds {} games; scoring game 1 (choose one with --game N)",
            games.len()
        );
    }
    let options = ReplayOptions {
        rules: a.rules,
        mode: ReplayMode::Tolerant,
    };
    let r = replay_any(record, &options).map_err(|e| format!("{name}: {e}"))?;
    let ru = record.info().rules.as_deref();
    // The rule set in force as `replay` labels it (with the record's RU
    // when it names them otherwise).
    let label = crate::replay_cmd::rules_label(&r, ru);
    score_replay(a, &name.to_string(), &label, &r)
}

/// [`score`] of the record replayed.
fn score_replay(
    a: &ScoreArgs,
    name: &str,
    rules_label: &str,
    r: &AnyReplay,
) -> Result<String, String> {
    let game = r.game();
    let rules = r.rules();
    let size = game.size();
    let mut seki = Vec::new();
    // `dead`: the stones lifted, whole chains, row by row. `vital`: the
    // local solver's vital and ko points, when the estimate ran.
    let (s, how, dead, vital) = if let Some(list) = &a.dead {
        let dead = parse_dead(list, size)?;
        let s = game.score(&dead).map_err(|e| {
            let text = e.to_string();
            // name the point the GTP way, as the user wrote it
            match dead.iter().find(|&&p| game.stone_at(p).is_none()) {
                Some(&p) => format!("--dead: {} holds no stone", size.to_gtp(Move::Place(p))),
                None => format!("--dead: {text}"),
            }
        })?;
        // The stones lifted, whole chains (a stone marks its chain).
        let lifted = game.territory_map(&dead).dead_points();
        (s, How::Agreed, lifted, Vec::new())
    } else if a.all_alive {
        (
            game.tromp_taylor_score(),
            How::AllAliveAsked,
            Vec::new(),
            Vec::new(),
        )
    } else {
        let count = match a.life.estimate() {
            Some(options) => r.count(&options).map_err(|e| format!("--playouts: {e}"))?,
            None => r.count_without_estimate(),
        };
        let how = match count.source {
            DeadStoneSource::TerritoryMarks => How::Marks,
            DeadStoneSource::Estimate => How::Estimated {
                unsettled: count.estimate.as_ref().is_some_and(|e| e.has_unsettled()),
                run: count.estimate.as_ref().map_or(0, |e| e.playouts_run()),
            },
            DeadStoneSource::AllAlive => How::AllAliveByRules,
            DeadStoneSource::PassAliveTerritory if a.life.no_estimate => How::Certain,
            DeadStoneSource::PassAliveTerritory => How::PassAlive,
            // `count` never takes a proposal confirmed by RE (only a
            // replay's verdict does); were it to, its stones are certain
            // or static, not estimated.
            DeadStoneSource::RecordConfirmed => How::PassAlive,
        };
        if let Some(e) = &count.estimate {
            seki = e.points_with(tianyuan::ChainStatus::Seki);
        }
        // Sorted row by row, each once.
        let vital = count
            .estimate
            .as_ref()
            .map_or(Vec::new(), |e| e.vital_points());
        (count.score, how, count.dead, vital)
    };
    // The count under the rules in force: territory + prisoners under
    // territory rules, the group tax, the button (the area count above is
    // the same as this one under plain area rules). The replay's game is
    // under the replay's rules.
    let rules_map = game
        .count_map(&dead, &seki)
        .map_err(|e| format!("{name}: {e}"))?;
    let by_rules = rules_map.count(&rules, &game.count_extras());
    let plain_area = rules.scoring == Scoring::Area && rules.tax == Tax::None && !rules.button;
    if let Some(out) = &a.svg {
        write_svg(
            out,
            &game,
            &dead,
            &vital,
            (!plain_area).then_some(&rules_map),
        )?;
    }
    let dead_vertices: Vec<String> = dead.iter().map(|&p| size.to_gtp(Move::Place(p))).collect();

    // The count does not decide a game ended by resignation, time or
    // forfeit (art. 7.2; 2002 art. 22, 24): the core says which.
    let state = game.state();
    let decided_by = decided_otherwise(state).map(|_| ending_words(state));
    if a.json {
        let mut object = to_json(a, r, &game, &s, how, &dead_vertices, decided_by);
        object["count_by_rules"] = count_json(&by_rules, &rules_map);
        if !plain_area {
            object["count"] = json!(by_rules.result().to_sgf());
            if decided_by.is_none() {
                object["result"] = json!(by_rules.result().to_sgf());
            }
        }
        return Ok(format!("{object}\n"));
    }
    let mut out = String::new();
    out.push_str(&format!(
        "{name}: {size}, {}, komi {} points, {} moves replayed{}{}\n",
        // The rule set in force as `replay` labels it (with the record's RU
        // when it names them otherwise), even when the record's KM changed
        // the komi: "custom" said nothing of them.
        rules_label,
        rules.komi.points_string(),
        r.moves_replayed(),
        if r.violations().is_empty() {
            String::new()
        } else {
            format!(" ({} illegal moves)", r.violations().len())
        },
        // The same warnings about the record as `replay` shows.
        crate::replay_cmd::record_warnings(r.notes()),
    ));
    let mut label = "Result";
    if let Some(how) = decided_by {
        let result = game
            .result()
            .map(|g| format!(" ({})", g.to_sgf()))
            .unwrap_or_default();
        out.push_str(&format!(
            "The game ended by {how}{result}: the count below is of the final position as it stands, and does not decide the game.\n"
        ));
        label = "Count (not the result)";
    }
    out.push_str(&dead_line(how, &a.life, &dead_vertices));
    if plain_area {
        out.push_str(&board_with_marks(&game, &dead));
        out.push_str(
            "    X/O stones, x/o dead stones (with their chains), b/w territory, . shared\n",
        );
        out.push_str(&summary(&s, label));
    } else {
        out.push_str(&count_board(&rules_map));
        out.push_str("    X/O stones, Y/Q in seki, x/o dead, b/w territory, e/f seki eyes, 1/2 false eyes, - dame, ? open\n");
        out.push_str(&count_summary(&by_rules, label, decided_by));
    }
    if let Some(how) = decided_by {
        // The recorded result last, where the count's result would be.
        let result = r.game().result().map_or("?".to_string(), |g| g.to_sgf());
        out.push_str(&format!("Result: {result} (by {how}, as recorded)\n"));
    }
    Ok(out)
}

/// How the dead stones of the count were settled.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum How {
    /// `--dead`.
    Agreed,
    /// The record's TB/TW marks.
    Marks,
    /// The library's estimate (rules that settle dead stones by agreement).
    Estimated {
        /// Some chain's fate was unsettled in the playouts.
        unsettled: bool,
        /// The playouts the estimate ran (at most `--playouts`; 0 when
        /// every chain was certain).
        run: u32,
    },
    /// `--all-alive`.
    AllAliveAsked,
    /// The rules count every stone alive (Tromp-Taylor).
    AllAliveByRules,
    /// The rules lift the stones in pass-alive territory (KataGo).
    PassAlive,
    /// `--no-estimate`: only the certain dead stones, those in pass-alive
    /// territory, lifted.
    Certain,
}

impl How {
    /// The `dead_source` of `--json`.
    fn name(self) -> &'static str {
        match self {
            How::Agreed => "agreed",
            How::Marks => DeadStoneSource::TerritoryMarks.name(),
            How::Estimated { .. } => DeadStoneSource::Estimate.name(),
            How::AllAliveAsked | How::AllAliveByRules => DeadStoneSource::AllAlive.name(),
            How::PassAlive | How::Certain => DeadStoneSource::PassAliveTerritory.name(),
        }
    }
}

/// The `--dead` list as points; errors name the vertex as the user wrote it.
fn parse_dead(list: &str, size: BoardSize) -> Result<Vec<Point>, String> {
    let mut dead = Vec::new();
    for v in list.split([',', ' ']).filter(|v| !v.trim().is_empty()) {
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
    Ok(dead)
}

/// The line that says which stones were lifted and why.
fn dead_line(how: How, life: &LifeArgs, dead: &[String]) -> String {
    let list = if dead.is_empty() {
        "none".to_string()
    } else {
        format!(
            "{} ({} stone{})",
            dead.join(" "),
            dead.len(),
            if dead.len() == 1 { "" } else { "s" }
        )
    };
    match how {
        How::Agreed => format!("Dead stones agreed (--dead): {list}\n"),
        How::Marks => format!(
            "Dead stones from TB/TW (the record's territory marks): {list}\n"
        ),
        How::Estimated { unsettled, run } => format!(
            "Dead stones estimated ({run} of {} playouts, seed {}; art. 8: confirm them, or give --dead, or --all-alive): {list}{}\n",
            life.playouts,
            life.seed,
            if unsettled {
                "\n(some chains are unsettled: those captured in most playouts are counted dead)"
            } else {
                ""
            }
        ),
        How::AllAliveAsked => "Every stone counted alive (--all-alive)\n".to_string(),
        How::AllAliveByRules => {
            "Every stone counted alive (these rules count the board as it stands)\n".to_string()
        }
        How::PassAlive => {
            format!("Dead stones in pass-alive territory (these rules lift them): {list}\n")
        }
        How::Certain => format!(
            "Dead stones in pass-alive territory only (--no-estimate: every other stone counted alive): {list}\n"
        ),
    }
}

/// Writes the picture of the counted position (`--svg OUT`). Under rules
/// that do not count plain area (`count`: territory, a tax, the button) the
/// count's own marks are drawn over the area picture: seki eyes ringed in
/// their owner's colour (they count for no one under tax SEKI), false eyes
/// crossed in red, dame as small grey dots, and open boundary points as a
/// red `?`.
fn write_svg(
    out: &std::path::Path,
    game: &AnyGame,
    dead: &[Point],
    vital: &[Point],
    count: Option<&AnyCountMap>,
) -> Result<(), String> {
    // The last stone placed (a game counted usually ends with passes).
    let last_move = game
        .moves_vec()
        .iter()
        .rev()
        .find_map(|m| m.mv.point())
        .filter(|&p| game.stone_at(p).is_some());
    let options = tianyuan::svg::AnySvgOptions {
        // Flat stones: a diagram of the count.
        stone_style: tianyuan::svg::StoneStyle::Flat,
        coordinates: true,
        last_move,
        dead: Some(dead),
        ownership: None,
        vital_points: (!vital.is_empty()).then_some(vital),
    };
    let mut text = game.svg(&options).map_err(|e| format!("--svg: {e}"))?;
    if let Some(map) = count {
        let cell = tianyuan::svg::CELL as f32;
        let mut marks = String::new();
        let centre = |p| options.point_centre(p);
        for (c, stroke) in [(Color::Black, "#000000"), (Color::White, "#ffffff")] {
            for p in map.seki_eye_points(c) {
                let (x, y) = centre(p);
                marks.push_str(&format!(
                    "<circle class=\"seki-eye\" cx=\"{x}\" cy=\"{y}\" r=\"{:.1}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"2\"/>",
                    0.22 * cell
                ));
            }
            for p in map.false_eye_points(c) {
                let (x, y) = centre(p);
                let d = 0.18 * cell;
                marks.push_str(&format!(
                    "<path class=\"false-eye\" d=\"M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}\" stroke=\"#c00000\" stroke-width=\"2\"/>",
                    x as f32 - d, y as f32 - d, x as f32 + d, y as f32 + d,
                    x as f32 - d, y as f32 + d, x as f32 + d, y as f32 - d
                ));
            }
        }
        for p in map.dame_points() {
            let (x, y) = centre(p);
            marks.push_str(&format!(
                "<circle class=\"dame\" cx=\"{x}\" cy=\"{y}\" r=\"{:.1}\" fill=\"#808080\"/>",
                0.1 * cell
            ));
        }
        for p in map.open_points() {
            let (x, y) = centre(p);
            marks.push_str(&format!(
                "<text class=\"open\" x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"{:.0}\" fill=\"#c00000\">?</text>",
                y + (0.2 * cell) as u32,
                0.6 * cell
            ));
        }
        if let Some(end) = text.rfind("</svg>") {
            text.insert_str(end, &marks);
        }
    }
    std::fs::write(out, text).map_err(|e| format!("--svg: cannot write {}: {e}", out.display()))
}

/// The `--json` object.
fn to_json(
    a: &ScoreArgs,
    r: &AnyReplay,
    game: &AnyGame,
    s: &Score,
    how: How,
    dead: &[String],
    decided_by: Option<&str>,
) -> Value {
    let side = |stones: u32, territory: u32, lifted: u32, halves: u32| {
        json!({"stones": stones, "territory": territory, "dead": lifted,
               "count_stones": f64::from(halves) / 2.0})
    };
    let estimated = matches!(how, How::Estimated { .. });
    json!({
        "file": a.file.display().to_string(),
        "game": a.game.unwrap_or(1),
        "size": [game.size().width(), game.size().height()],
        "rules": tianyuan_cli::rule_text::rule_set_name(r.rules_ref()),
        "dead_stones_method": r.rules_ref().dead_stones.name(),
        // The game's result: the count's, unless the game ended otherwise
        // (then the way it ended, `B+R`); `count` is always the count's.
        "result": match decided_by {
            Some(_) => game.result().map(|g| g.to_sgf()),
            None => Some(s.result().to_sgf()),
        },
        "count": s.result().to_sgf(),
        "decides": decided_by.is_none(),
        "decided_by": decided_by,
        "dead": dead,
        "dead_source": how.name(),
        "estimated": estimated,
        "playouts": estimated.then_some(a.life.playouts),
        "playouts_run": match how {
            How::Estimated { run, .. } => Some(run),
            _ => None,
        },
        "seed": estimated.then_some(a.life.seed),
        "unsettled": matches!(how, How::Estimated { unsettled: true, .. }),
        "black": side(s.black_stones, s.black_territory, s.dead_black, s.black_count_half_points),
        "white": side(s.white_stones, s.white_territory, s.dead_white, s.white_count_half_points),
        "shared_points": s.shared_points,
        "baseline_stones": f64::from(s.baseline_half_points) / 2.0,
        "komi_points": f64::from(s.komi.half_points()) / 2.0,
        "komi_stones": f64::from(s.komi.half_points()) / 4.0,
        "compensation_points": s.compensation_points,
        "penalty_stones": s.penalty_stones,
        "margin_points": f64::from(s.margin_half_points()) / 2.0,
        "margin_stones": f64::from(s.margin_half_points) / 4.0,
        "moves_replayed": r.moves_replayed(),
        "illegal_moves": r.violations().len(),
        "notes": r.notes(),
    })
}

/// The board with territory marks (see the module docs), from the core's
/// [`AnyGame::territory_map`] (so a dead mark on one stone shows its whole chain).
fn board_with_marks(game: &AnyGame, dead: &[Point]) -> String {
    let size = game.size();
    let map = game.territory_map(dead);
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

/// The count map as a diagram ([`CountPoint::mark`]), coordinates around.
fn count_board(map: &AnyCountMap) -> String {
    let size = map.size();
    let letters: Vec<char> = "ABCDEFGHJKLMNOPQRSTUVWXYZ".chars().collect();
    let header: String = (0..size.width())
        .map(|c| format!(" {}", letters.get(c).copied().unwrap_or('?')))
        .collect();
    let mut out = format!("   {header}\n");
    for row in 0..size.height() {
        let label = size.height() - row;
        out.push_str(&format!("{label:>2} "));
        for col in 0..size.width() {
            let c = map
                .status(Point::new(row as u8, col as u8))
                .map_or('.', CountPoint::mark);
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!(" {label}\n"));
    }
    out.push_str(&format!("   {header}\n"));
    out
}

/// A count under the rules in force, in words (points, 目 for territory).
/// `decided_by`: how a game decided otherwise ended (`resignation`, …): its
/// open boundaries are then expected, not a count to finish.
fn count_summary(c: &Count, label: &str, decided_by: Option<&str>) -> String {
    let result = c.result();
    let [b, w] = c.totals_half_points;
    let mut text = match c.scoring {
        Scoring::Territory => format!(
            "Black: {} territory + {} prisoners ({} captured, {} dead), White: {} territory + {} prisoners ({} captured, {} dead)",
            c.territory[0], c.prisoners()[0], c.captures[0], c.dead_lifted[0],
            c.territory[1], c.prisoners()[1], c.captures[1], c.dead_lifted[1],
        ),
        Scoring::Area => format!(
            "Black: {} stones + {} territory, White: {} stones + {} territory",
            c.stones[0], c.territory[0], c.stones[1], c.territory[1]
        ),
    };
    text.push_str(&format!(
        "; seki points {} / {}; dame {}",
        c.seki_points[0], c.seki_points[1], c.dame
    ));
    if c.groups_taxed != [0, 0] {
        text.push_str(&format!(
            "; group tax {} / {} groups (2 points each)",
            c.groups_taxed[0], c.groups_taxed[1]
        ));
    }
    if let Some(holder) = c.button {
        text.push_str(&format!("; button to {}", holder.letter()));
    }
    format!(
        "{text}\nBlack {} points, White {} points; komi {} points, compensation {} points\n{}{label}: {}  |  {}\n",
        half(b.max(0) as u32),
        half(w.max(0) as u32),
        c.komi.points_string(),
        c.compensation_points,
        open_line(c, decided_by),
        result.to_sgf(),
        c.chinese_text(),
    )
}

/// The line on open boundary points, if any: `NOT FINISHED: …` when the
/// count should decide the game; when it ended otherwise (resignation, time,
/// forfeit) the open points are what a game not played out leaves, said so.
/// Each side's own open points are named only when there are some.
fn open_line(c: &Count, decided_by: Option<&str>) -> String {
    if c.is_finished() {
        return String::new();
    }
    let sides = match c.open_by_side {
        [0, 0] => String::new(),
        [b, w] => format!("; Black's {b}, White's {w}"),
    };
    let s = if c.open_points == 1 { "" } else { "s" };
    match decided_by {
        Some(how) => format!(
            "{} point{s} where a boundary is still open (?{sides}): the game ended by {how} before it was played out\n",
            c.open_points
        ),
        None => format!(
            "NOT FINISHED: {} point{s} where a boundary is still open (?{sides}): the count is not final\n",
            c.open_points
        ),
    }
}

/// `count_by_rules` of `--json`: every part per side `[black, white]`, and
/// the points of the map (GTP vertices): seki eyes, false eyes, dame, open.
fn count_json(c: &Count, map: &AnyCountMap) -> Value {
    let size = map.size();
    let vertices = |points: Vec<Point>| -> Vec<String> {
        points
            .into_iter()
            .map(|p| size.to_gtp(Move::Place(p)))
            .collect()
    };
    let mut v = crate::count_json::count_to_json(c);
    v["chinese"] = json!(c.chinese_text());
    v["margin_points"] = json!(f64::from(c.margin_half_points) / 2.0);
    v["totals_points"] = json!([
        c.totals_half_points[0] as f64 / 2.0,
        c.totals_half_points[1] as f64 / 2.0
    ]);
    v["seki_eye_vertices"] = json!([
        vertices(map.seki_eye_points(Color::Black)),
        vertices(map.seki_eye_points(Color::White))
    ]);
    v["false_eye_vertices"] = json!([
        vertices(map.false_eye_points(Color::Black)),
        vertices(map.false_eye_points(Color::White))
    ]);
    v["dame_vertices"] = json!(vertices(map.dame_points()));
    v["open_vertices"] = json!(vertices(map.open_points()));
    v
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
        s.baseline_half_points,
        half(s.baseline_half_points),
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

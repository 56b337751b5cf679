//! `tianyuan replay [PATH...]`: every game of every SGF file replayed under the
//! rules ([`tianyuan::replay::replay`]), with the verdict, how it ended, and,
//! for a game ended by passes (or with no more moves) and a numeric `RE`, the
//! area count of the final position with its dead stones lifted
//! ([`ReplayOf::count`](tianyuan::replay::ReplayOf::count): the record's
//! `TB`/`TW` marks, else the estimate, under agreement rules; the rules' own
//! method under Tromp-Taylor or KataGo rules)
//! against `RE`, with 0, N and N−1 points of handicap compensation tried, and
//! the territory-count equivalent. Games decided by resignation, time or
//! forfeit are not counted, and not estimated; games that did not end (no
//! two passes, no ending in `RE`, a boundary still open: the core's
//! [`VerdictOf::Unfinished`](tianyuan::replay::VerdictOf::Unfinished)) are
//! not counted either. `--no-estimate` skips the
//! estimate (most of the time of this command) and lifts only the certain
//! dead stones, those in pass-alive territory
//! ([`ReplayOf::count_without_estimate`](tianyuan::replay::ReplayOf::count_without_estimate)).

use std::io::{BufWriter, IsTerminal, StdoutLock, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{json, Value};
use tianyuan::any::AnyReplayCount;
use tianyuan::replay::{
    decided_otherwise, ending_words, DeadStoneSource, ReplayError, ReplayMode, ReplayOptions,
    ResultCheck, RulesFrom,
};
use tianyuan::rules::{HandicapCompensation, Scoring};
use tianyuan::sgf::{self, GameRecord};
use tianyuan::{replay_any, AnyReplay, AnyVerdict, Count, GameResult, LifeOptions, Move, Rules};

mod summary;

use crate::files;
use crate::life_args::LifeArgs;
use pariter::IteratorExt as _;
use summary::{print_summary, tally, Summary};
use tianyuan_cli::rule_text::{cite, rule_set_name};

/// Arguments of `tianyuan replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// SGF files or folders (searched recursively for .sgf and .sgfs).
    /// Default: examples/games.
    paths: Vec<PathBuf>,
    /// Rules for every record instead of each record's RU (chinese-2002,
    /// chinese-1988, chinese-simple-ko, tromp-taylor, aga, …). KM still sets komi.
    #[arg(long, value_parser = crate::parse_rules)]
    rules: Option<Rules>,
    /// Stop each game at its first illegal move; a file whose game tree is
    /// not closed is unreadable (without it, read with a warning).
    #[arg(long, conflicts_with = "tolerant")]
    strict: bool,
    /// List every illegal move and play on (the default).
    #[arg(long)]
    tolerant: bool,
    /// One JSON object per game per line, then a summary object.
    #[arg(long)]
    json: bool,
    /// No progress bar; print only games that are illegal, unreadable or
    /// disagree with RE, and the summary.
    #[arg(long, short)]
    quiet: bool,
    /// Worker threads replaying files side by side (default: one per core).
    /// Reports come out in file order either way; with more than one thread
    /// a file's reports are printed once the whole file is replayed.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: Option<u16>,
    /// Most SGF nodes a file may hold, all games together: a file with more
    /// is unreadable, the error naming the limit (a parsed node of a move
    /// costs about 40 bytes, and 4 more replayed; a record of passes is 4
    /// bytes of text a node).
    #[arg(long, value_name = "N", default_value_t = tianyuan::sgf::MAX_NODES)]
    max_nodes: usize,
    /// Always run the dead-stone estimate on a record counted against a
    /// numeric RE. Without it, a record whose RE equals the count with a
    /// static proposal (Benson's certain dead stones, with or without the
    /// stones standing weak in the opponent's area, no playouts) takes
    /// those dead stones, reported as "confirmed by RE"
    /// (`record-confirmed`), and is not estimated; else the estimate's
    /// sampling stops at its first check (every 8 playouts) whose dead
    /// stones give RE's margin (`record-confirmed` too, with the playouts
    /// run). With it, the estimate's own agreement with RE is measured.
    #[arg(long, conflicts_with = "no_estimate")]
    full_estimate: bool,
    #[command(flatten)]
    life: LifeArgs,
}

/// The estimate's options (`None` with `--no-estimate`), whether RE may
/// settle a record first (not with `--full-estimate`), and whether only the
/// lines of illegal or disagreeing games are printed (`--quiet`).
struct EstimateUse {
    options: Option<LifeOptions>,
    full: bool,
    quiet: bool,
}

/// How many replayed files a worker thread's share of the buffer holds ahead
/// of the next file to print (their reports are held until then).
const FILES_AHEAD_PER_THREAD: usize = 32;

/// One game's report.
struct GameReport {
    line: String,
    json: Value,
    interesting: bool,
}

/// Runs the command; the exit code (0: every record readable, 1 otherwise).
pub fn run(a: &ReplayArgs) -> u8 {
    let paths = if a.paths.is_empty() {
        match files::default_examples() {
            Some(p) => vec![p],
            None => {
                eprintln!("tianyuan replay: no PATH given and no examples/games folder found");
                return 1;
            }
        }
    } else {
        a.paths.clone()
    };
    let list = files::collect(&paths);
    let life = EstimateUse {
        options: a.life.estimate(),
        full: a.full_estimate,
        quiet: a.quiet,
    };
    let options = ReplayOptions {
        rules: a.rules,
        mode: if a.strict {
            ReplayMode::Strict
        } else {
            ReplayMode::Tolerant
        },
    };
    let parse = sgf::ParseOptions {
        max_nodes: a.max_nodes,
    };
    let bar = ProgressBar::new(list.len() as u64);
    if a.quiet || !std::io::stderr().is_terminal() || list.len() < 20 {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    } else {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} files {msg}") {
            bar.set_style(style);
        }
    }
    let threads = a.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    // What is printed of a report (`None`: nothing, under --quiet).
    let shown = |report: GameReport| -> Option<String> {
        (!a.quiet || report.interesting).then(|| {
            if a.json {
                report.json.to_string()
            } else {
                report.line
            }
        })
    };
    let mut out = Reports::new();
    let mut sum = Summary::default();
    if threads > 1 {
        // Each file on the next free worker (pariter's ordered parallel map);
        // its reports and totals are printed in file order once it and the
        // files before it are done.
        let work = |path: &PathBuf| {
            let mut part = Summary {
                files: 1,
                ..Summary::default()
            };
            let mut lines = Vec::new();
            replay_file(
                path,
                &options,
                &parse,
                &life,
                a.json,
                &mut part,
                &mut |report| {
                    lines.extend(shown(report));
                },
            );
            (part, lines)
        };
        std::thread::scope(|scope| {
            list.iter()
                .parallel_map_scoped_custom(
                    scope,
                    |o| {
                        o.threads(threads)
                            .buffer_size(threads * FILES_AHEAD_PER_THREAD)
                    },
                    work,
                )
                .for_each(|(part, lines)| {
                    sum.add(&part);
                    bar.suspend(|| {
                        for line in &lines {
                            out.line(line);
                        }
                    });
                    bar.inc(1);
                });
        });
    } else {
        for path in &list {
            sum.files += 1;
            replay_file(
                path,
                &options,
                &parse,
                &life,
                a.json,
                &mut sum,
                &mut |report| {
                    if let Some(line) = shown(report) {
                        bar.suspend(|| out.line(&line));
                    }
                },
            );
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    print_summary(&mut out, &sum, a.json);
    out.flush();
    u8::from(sum.unreadable > 0)
}

/// Standard output for the reports: a line at a time to a terminal, in
/// 64 KB blocks otherwise (to a file or a pipe a `write` a line was two
/// system calls a game, as many as reading it). Ends the program when the
/// output fails ([`crate::output_failed`]).
struct Reports {
    out: BufWriter<StdoutLock<'static>>,
    terminal: bool,
}

impl Reports {
    fn new() -> Reports {
        let stdout = std::io::stdout();
        Reports {
            terminal: stdout.is_terminal(),
            out: BufWriter::with_capacity(64 * 1024, stdout.lock()),
        }
    }

    /// Writes `line` and a line break.
    fn line(&mut self, line: &str) {
        if let Err(e) = writeln!(self.out, "{line}") {
            crate::output_failed(e);
        }
        if self.terminal {
            self.flush();
        }
    }

    /// Writes out what is buffered.
    fn flush(&mut self) {
        if let Err(e) = self.out.flush() {
            crate::output_failed(e);
        }
    }
}

/// Reads and replays every game of one file, handing each game's report to
/// `emit` as soon as it is made (a file may hold many games: neither the
/// reports nor the records already replayed are kept).
fn replay_file(
    path: &Path,
    options: &ReplayOptions,
    parse: &sgf::ParseOptions,
    life: &EstimateUse,
    json: bool,
    sum: &mut Summary,
    emit: &mut dyn FnMut(GameReport),
) {
    let name = path.display().to_string();
    let bytes = match files::read_sgf(path) {
        Ok(b) => b,
        Err(e) => {
            sum.unreadable += 1;
            return emit(unreadable(&name, None, &e.to_string()));
        }
    };
    // --strict: a game tree the input left unclosed is refused, not closed
    // with a warning (the core's strict reading).
    let read = sgf::parse_with(&bytes, parse).and_then(|c| match options.mode {
        ReplayMode::Strict => c.strict(),
        ReplayMode::Tolerant => Ok(c),
    });
    let collection = match read {
        Ok(c) => c,
        Err(e) => {
            sum.unreadable += 1;
            let mut r = unreadable(&name, None, &e.to_string());
            r.json["line"] = json!(e.position.line);
            r.json["column"] = json!(e.position.column);
            return emit(r);
        }
    };
    drop(bytes);
    // The file's own warnings (a game tree left unclosed, a guessed
    // character set), said with each of its games.
    let file_notes: Vec<String> = collection
        .warnings()
        .iter()
        .map(|w| format!("sgf: {w}"))
        .collect();
    let many = collection.games().len() > 1;
    for (i, record) in collection.into_games().into_iter().enumerate() {
        let label = if many {
            format!("{name} [game {}]", i + 1)
        } else {
            name.clone()
        };
        let game_no = i + 1;
        emit(match replay_any(&record, options) {
            Ok(r) => {
                let at = GameAt {
                    label: &label,
                    file: &name,
                    game_no,
                };
                report(&at, &record, &r, &file_notes, life, json, sum)
            }
            Err(ReplayError::NotGo(g)) => {
                sum.skipped += 1;
                GameReport {
                    line: format!("{label}: skipped: not Go (GM[{g}])"),
                    json: json!({"file": name, "game": game_no, "skipped": format!("GM[{g}]")}),
                    interesting: false,
                }
            }
            Err(e @ (ReplayError::Setup(_) | ReplayError::SetupAfterMoves { .. })) => {
                sum.games += 1;
                sum.illegal += 1;
                GameReport {
                    line: format!("{label}: illegal: {e}"),
                    json: json!({"file": name, "game": game_no, "legal": false,
                                 "error": e.to_string(), "error_kind": e.kind()}),
                    interesting: true,
                }
            }
            Err(e) => {
                sum.unreadable += 1;
                unreadable(&label, Some(game_no), &e.to_string())
            }
        });
    }
}

fn unreadable(label: &str, game: Option<usize>, why: &str) -> GameReport {
    GameReport {
        line: format!("{label}: unreadable: {why}"),
        json: json!({"file": label, "game": game, "unreadable": why}),
        interesting: true,
    }
}

/// How the game ended, in the core's words ([`ending_words`]).
fn ending(r: &AnyReplay) -> &'static str {
    ending_words(r.state())
}

/// Which game a report is of.
struct GameAt<'a> {
    /// The file, with `[game N]` when it holds several.
    label: &'a str,
    /// The file.
    file: &'a str,
    /// The game's number in the file, from 1.
    game_no: usize,
}

/// The report of one replayed game; `file_notes`: the warnings of the file
/// it is in, said before the game's own.
fn report(
    at: &GameAt,
    record: &GameRecord,
    r: &AnyReplay,
    file_notes: &[String],
    life: &EstimateUse,
    json: bool,
    sum: &mut Summary,
) -> GameReport {
    sum.games += 1;
    let info = record.info();
    let legal = r.violations().is_empty();
    if legal {
        sum.legal += 1;
    } else {
        sum.illegal += 1;
    }
    let mut line = format!(
        "{}: {}x{} {} komi {}{}, {} moves: ",
        at.label,
        info.width,
        info.height,
        rules_label(r, info.rules.as_deref()),
        r.rules_ref().komi.points_string(),
        if r.handicap() >= 2 {
            format!(" HA {}", r.handicap())
        } else {
            String::new()
        },
        r.moves_replayed(),
    );
    if legal {
        line.push_str("legal");
    } else {
        line.push_str(&format!("ILLEGAL ({})", r.violations().len()));
    }
    line.push_str(&format!("; ended: {}", ending(r)));
    if let Some(first) = r.first_move_after_end() {
        // Legal moves, but not part of the game the record's end closed;
        // resumed under the rule of the set in force, when it has one.
        let rule = r
            .rules_ref()
            .resumption_article()
            .map_or(String::new(), |a| format!(", {a}"));
        line.push_str(&format!(
            "; {} move{} after the game had ended by two passes (from move {first}; resumed{rule})",
            r.moves_after_end(),
            if r.moves_after_end() == 1 { "" } else { "s" }
        ));
    }
    if let Some(raw) = &info.result_raw {
        line.push_str(&format!("; RE {raw}"));
    }
    // What decides the game and the check against RE: the core's verdict.
    // A game decided by resignation, time or forfeit is not counted; the
    // count beside its result (after two passes) is only in its text line,
    // so where that line is not printed (`--json`, or a legal game under
    // `--quiet`) its dead stones are not estimated.
    let beside_unseen = json || (life.quiet && legal);
    let options = if beside_unseen && decided_otherwise(r.state()).is_some() {
        None
    } else {
        life.options.as_ref()
    };
    let verdict = if life.full {
        r.verdict_full_estimate(options)
    } else {
        r.verdict(options)
    };
    let mut check_json = Value::Null;
    let mut dead_json = Value::Null;
    match &verdict {
        AnyVerdict::DecidedOtherwise { beside, .. } => {
            sum.decided_otherwise += 1;
            line.push_str(&format!("; not counted (decided by {})", ending(r)));
            // Decided by RE after two passes: the count of the final position
            // beside the recorded result (it decides nothing).
            if let Some(beside) = beside {
                line.push_str(&format!("; the count beside it: {}", beside.to_sgf()));
            }
        }
        AnyVerdict::NotCounted => {
            // Nothing to check a count against: no RE, or one without a
            // margin (`B+`, `?`, `Void`).
            sum.no_margin_in_re += 1;
            line.push_str(if info.result_raw.is_some() {
                "; not counted (RE gives no margin)"
            } else {
                "; not counted (no RE)"
            });
        }
        AnyVerdict::Unfinished { open_points } => {
            // The game did not end: RE is the result of moves not recorded.
            sum.unfinished += 1;
            line.push_str(&format!(
                "; not counted (unfinished: {open_points} open boundary point{})",
                if *open_points == 1 { "" } else { "s" }
            ));
        }
        AnyVerdict::CountFailed(e) => line.push_str(&format!("; not counted: {e}")),
        AnyVerdict::ByTheirRules {
            dead,
            count: c,
            re_margin_half_points: re_m,
            agrees,
            winner_agrees,
        } => {
            // Territory (or taxed) rules: counted under them, exactly.
            sum.rule_scored += 1;
            sum.rule_record_confirmed += u32::from(dead.source == DeadStoneSource::RecordConfirmed);
            sum.rule_agreeing += u32::from(*agrees);
            sum.rule_winner_agreeing += u32::from(*winner_agrees);
            sum.rule_unfinished += u32::from(!c.is_finished());
            line.push_str(&format!(
                "; {} {} {}",
                c.scoring.name(),
                count_text(c),
                if *agrees { "agrees" } else { "DISAGREES" }
            ));
            line.push_str(&format!("\n    {}", dead_text(r, dead)));
            if json {
                check_json = json!({"rules_count": count_to_json(c), "agrees": agrees,
                                    "re_margin": f64::from(*re_m) / 2.0});
                dead_json = dead_to_json(r, dead);
            }
        }
        AnyVerdict::ByArea {
            dead,
            check: c,
            territory,
        } => {
            tally(sum, c, dead);
            line.push_str(&check_text(r, c));
            let mut territory_json = Value::Null;
            if let Some(t) = territory {
                // No RU: the territory count too, and which one RE is.
                match (c.agrees(), t.agrees) {
                    (true, false) => sum.no_ru_area_only += 1,
                    (false, true) => sum.no_ru_territory_only += 1,
                    (true, true) => sum.no_ru_both += 1,
                    (false, false) => sum.no_ru_neither += 1,
                }
                line.push_str(&format!(
                    "; no RU: territory {} {}",
                    count_text(&t.count),
                    match (c.agrees(), t.agrees) {
                        (true, false) => "differs: RE is the area count",
                        (false, true) => "agrees: RE is the territory count",
                        (true, true) => "agrees too",
                        (false, false) => "differs as well",
                    }
                ));
                territory_json = json!({"count": count_to_json(&t.count), "agrees": t.agrees});
            }
            line.push_str(&format!("\n    {}", dead_text(r, dead)));
            if json {
                check_json = check_to_json(c);
                check_json["territory_count"] = territory_json;
                dead_json = dead_to_json(r, dead);
            }
        }
    }
    let disagree = verdict.disagrees();
    for v in r.violations().iter().take(10) {
        line.push_str(&format!(
            "\n    move {} {} {}: {}",
            v.move_number,
            v.color.letter(),
            v.vertex,
            cite(v.reason, r.rules_ref())
        ));
    }
    if r.violations().len() > 10 {
        line.push_str(&format!("\n    … {} more", r.violations().len() - 10));
    }
    // What the SGF reader replaced or dropped (SZ[0] read as 19x19, KM[abc]
    // as no komi, an off-board point): said in the text too, since the line
    // above reads as if the record had said it. `--json` has every note.
    let all_notes: Vec<String>;
    let notes = if file_notes.is_empty() {
        r.notes()
    } else {
        all_notes = file_notes.iter().chain(r.notes()).cloned().collect();
        &all_notes
    };
    line.push_str(&record_warnings(notes));
    // The JSON object only for `--json` (the text line is printed
    // otherwise): building it was a sixth of a game's report.
    if !json {
        return GameReport {
            line,
            json: Value::Null,
            interesting: !legal || disagree,
        };
    }
    let violations: Vec<Value> = r
        .violations()
        .iter()
        .map(|v| {
            json!({"move": v.move_number, "color": v.color.letter().to_string(),
                   "vertex": v.vertex, "reason": v.reason.code(), "text": cite(v.reason, r.rules_ref())})
        })
        .collect();
    let object = json!({
        "file": at.file,
        "game": at.game_no,
        "size": [info.width, info.height],
        "ru": info.rules,
        "rules": rules_label(r, None),
        "komi": f64::from(r.rules_ref().komi.half_points()) / 2.0,
        "handicap": r.handicap(),
        "moves_replayed": r.moves_replayed(),
        "non_alternating": r.non_alternating(),
        "moves_after_end": r.moves_after_end(),
        "first_move_after_end": r.first_move_after_end(),
        "legal": legal,
        "stopped_early": r.stopped_early(),
        "violations": violations,
        "ended": ending(r),
        "re": info.result_raw,
        "area_scoring": r.area_scoring(),
        "counted": verdict.counted(),
        "unfinished": matches!(verdict, AnyVerdict::Unfinished { .. }),
        "open_points": match verdict {
            AnyVerdict::Unfinished { open_points } => json!(open_points),
            _ => Value::Null,
        },
        "dead_stones": dead_json,
        "result_check": check_json,
        "notes": notes,
    });
    GameReport {
        line,
        json: object,
        interesting: !legal || disagree,
    }
}

/// The check for the report line: `; area B+3.5 agrees`, or how it differs.
fn check_text(r: &AnyReplay, c: &ResultCheck) -> String {
    let area = GameResult::from_margin(c.area_margin_half_points).to_sgf();
    if c.agrees() {
        if r.handicap() >= 2 {
            let h = r.handicap();
            let texts: Vec<String> = c.agreeing.iter().map(|&x| comp_text(x, h)).collect();
            format!(
                "; area {area} before handicap compensation: agrees with {}",
                texts.join(", or ")
            )
        } else {
            format!("; area {area} agrees")
        }
    } else if c.territory_agrees() {
        format!(
            "; area {area}, territory {} (stones placed B {} W {}): agrees as a territory count",
            GameResult::from_margin(c.territory_margin_half_points).to_sgf(),
            c.stones_placed[0],
            c.stones_placed[1]
        )
    } else {
        let winner = if c.winner_agrees() {
            "winner as RE"
        } else {
            "OTHER WINNER"
        };
        format!(
            "; area {area} DISAGREES ({winner}; territory {}, every stone alive {})",
            GameResult::from_margin(c.territory_margin_half_points).to_sgf(),
            GameResult::from_margin(c.tromp_taylor_margin_half_points).to_sgf()
        )
    }
}

/// `B+6.5 (territory B 45 W 38, prisoners B 3 W 5, …)`: a count's result
/// and parts, with what is not counted when there is any.
fn count_text(c: &Count) -> String {
    let mut parts = vec![match c.scoring {
        Scoring::Territory => format!(
            "territory B {} W {}, prisoners B {} W {}",
            c.territory[0],
            c.territory[1],
            c.prisoners()[0],
            c.prisoners()[1]
        ),
        Scoring::Area => format!(
            "area B {} W {}",
            c.stones[0] + c.territory[0],
            c.stones[1] + c.territory[1]
        ),
    }];
    if c.seki_points != [0, 0] {
        parts.push(format!(
            "seki points B {} W {}",
            c.seki_points[0], c.seki_points[1]
        ));
    }
    if c.groups_taxed != [0, 0] {
        parts.push(format!(
            "groups taxed B {} W {}",
            c.groups_taxed[0], c.groups_taxed[1]
        ));
    }
    parts.push(format!("dame {}", c.dame));
    if !c.is_finished() {
        parts.push(format!("NOT FINISHED: {} open points", c.open_points));
    }
    format!("{} ({})", c.result().to_sgf(), parts.join(", "))
}

/// A count as JSON ([`crate::count_json::count_to_json`]) with the margin,
/// komi and compensation in points.
fn count_to_json(c: &Count) -> Value {
    let mut v = crate::count_json::count_to_json(c);
    v["margin"] = json!(f64::from(c.margin_half_points) / 2.0);
    v["komi"] = json!(f64::from(c.komi.half_points()) / 2.0);
    v["compensation_points"] = json!(c.compensation_points);
    v
}

/// The stones lifted, in GTP vertices, and where they come from.
fn dead_vertices(r: &AnyReplay, count: &AnyReplayCount) -> Vec<String> {
    let size = r.size();
    count
        .dead
        .iter()
        .map(|&p| size.to_gtp(Move::Place(p)))
        .collect()
}

/// `dead stones estimated (32 of 256 playouts, seed 0): D4 E5` and the like
/// (the playouts run, of the most asked for); `dead stones certain, no
/// playout needed (…): D4` when Benson's analysis and the local solver
/// settled every chain.
fn dead_text(r: &AnyReplay, count: &AnyReplayCount) -> String {
    let list = dead_vertices(r, count);
    let stones = if list.is_empty() {
        "none".to_string()
    } else {
        format!("{} ({})", list.join(" "), list.len())
    };
    match count.source {
        DeadStoneSource::TerritoryMarks => format!("dead stones from TB/TW: {stones}"),
        DeadStoneSource::Estimate => {
            let (o, run) = count
                .estimate
                .as_ref()
                .map_or((Default::default(), 0), |e| (e.options(), e.playouts_run()));
            if run == 0 {
                format!(
                    "dead stones certain, no playout needed (every chain settled by Benson's analysis or the local solver): {stones}"
                )
            } else {
                format!(
                    "dead stones estimated ({run} of {} playouts, seed {}): {stones}",
                    o.playouts, o.seed
                )
            }
        }
        DeadStoneSource::AllAlive => {
            "dead stones: none (every stone alive under these rules)".to_string()
        }
        DeadStoneSource::PassAliveTerritory => {
            format!("dead stones in pass-alive territory: {stones}")
        }
        DeadStoneSource::RecordConfirmed => match &count.estimate {
            Some(e) => format!(
                "dead stones of the estimate stopped after {} of {} playouts, confirmed by RE: {stones}",
                e.playouts_run(),
                e.options().playouts
            ),
            None => format!(
                "dead stones of a static proposal, confirmed by RE (not estimated): {stones}"
            ),
        },
    }
}

fn dead_to_json(r: &AnyReplay, count: &AnyReplayCount) -> Value {
    json!({
        "source": count.source.name(),
        "estimated": count.source == DeadStoneSource::Estimate,
        "playouts_run": count.estimate.as_ref().map(|e| e.playouts_run()),
        "vertices": dead_vertices(r, count),
        "black": count.score.dead_black,
        "white": count.score.dead_white,
    })
}

fn check_to_json(c: &ResultCheck) -> Value {
    let names =
        |v: &[HandicapCompensation]| -> Vec<&str> { v.iter().map(|h| comp_name(*h)).collect() };
    json!({
        "re_margin": f64::from(c.re_margin_half_points) / 2.0,
        "area_margin": f64::from(c.area_margin_half_points) / 2.0,
        "agrees": c.agrees(),
        "agreeing": names(&c.agreeing),
        "winner_agrees": c.winner_agrees(),
        "winner_agreeing": names(&c.winner_agreeing),
        "tromp_taylor_margin": f64::from(c.tromp_taylor_margin_half_points) / 2.0,
        "tromp_taylor_agreeing": names(&c.tromp_taylor_agreeing),
        "stones_placed": c.stones_placed,
        "territory_margin": f64::from(c.territory_margin_half_points) / 2.0,
        "territory_agrees": c.territory_agrees(),
        "agrees_as_territory_only": c.agrees_as_territory_only(),
    })
}

/// A compensation for the report line, in points to White for `h` handicap
/// stones (see [`HandicapCompensation`]: N is Chinese practice, N-1 AGA's).
fn comp_text(c: HandicapCompensation, h: u32) -> String {
    let points = |n: u32| format!("{n} point{} to White", if n == 1 { "" } else { "s" });
    match c {
        HandicapCompensation::None => "no compensation".to_string(),
        HandicapCompensation::N => {
            format!("{} (1 per handicap stone, Chinese practice)", points(h))
        }
        HandicapCompensation::NMinusOne => format!(
            "{} (1 per handicap stone after the first, AGA)",
            points(h - 1)
        ),
    }
}

fn comp_name(c: HandicapCompensation) -> &'static str {
    match c {
        HandicapCompensation::None => "no compensation",
        HandicapCompensation::N => "compensation N",
        HandicapCompensation::NMinusOne => "compensation N-1",
    }
}

/// The rule set in force, komi aside ([`rule_set_name`]: a preset, `aga`,
/// `new-zealand` or `custom`), with the record's `RU` when it names something
/// else: "(RU x)" when the rules were read from it, "(--rules; RU x
/// ignored)" when `--rules` replaced it.
/// The replay's notes about the record itself, one indented line each after
/// a newline: what the SGF reader replaced or dropped (`sgf: ...`: an unusable
/// or converted `KM`, `SZ[0]`, an off-board point; the first three) and a
/// recorded result other than a count after two passes. `replay` and `score`
/// show the same; `--json` has every note.
pub(crate) fn record_warnings(notes: &[String]) -> String {
    let mut out = String::new();
    let sgf_notes: Vec<&String> = notes.iter().filter(|n| n.starts_with("sgf: ")).collect();
    for n in sgf_notes.iter().take(3) {
        out.push_str(&format!("\n    {n}"));
    }
    if sgf_notes.len() > 3 {
        out.push_str(&format!(
            "\n    … {} more SGF warnings (--json lists them)",
            sgf_notes.len() - 3
        ));
    }
    for n in notes.iter().filter(|n| n.starts_with("RE[")) {
        out.push_str(&format!("\n    {n}"));
    }
    out
}

/// The rule set in force, with the record's `RU` beside it when it names
/// them otherwise (`chinese-2002 (RU Chinese)`), or when `--rules` overrode it.
pub(crate) fn rules_label(r: &AnyReplay, ru: Option<&str>) -> String {
    let name = rule_set_name(r.rules_ref());
    let overridden = r.rules_from() == RulesFrom::Options;
    match ru {
        Some(ru) if !ru.eq_ignore_ascii_case(name) && overridden => {
            format!("{name} (--rules; RU {ru} ignored)")
        }
        Some(ru) if !ru.eq_ignore_ascii_case(name) => format!("{name} (RU {ru})"),
        _ => name.to_string(),
    }
}

//! `tianyuan replay [PATH...]`: every game of every SGF file replayed under the
//! rules ([`tianyuan::replay::replay`]), with the verdict, how it ended, and the
//! Tromp-Taylor area count of the final position against a numeric `RE`
//! (records whose dead stones were captured), with 0, N and N−1 points of
//! handicap compensation tried.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{json, Value};
use tianyuan::replay::{replay, Replay, ReplayError, ReplayMode, ReplayOptions};
use tianyuan::sgf::{self, GameRecord};
use tianyuan::{EndReason, GameState, HandicapCompensation, Rules};

use crate::files;
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
    /// Stop each game at its first illegal move.
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
}

/// Totals over a run.
#[derive(Default, Debug)]
struct Summary {
    files: u32,
    games: u32,
    legal: u32,
    illegal: u32,
    scored: u32,
    agreeing: u32,
    disagreeing: u32,
    unreadable: u32,
    skipped: u32,
}

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
    let options = ReplayOptions {
        rules: a.rules,
        mode: if a.strict {
            ReplayMode::Strict
        } else {
            ReplayMode::Tolerant
        },
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
    let mut sum = Summary::default();
    for path in &list {
        sum.files += 1;
        replay_file(path, &options, &mut sum, &mut |report| {
            if !a.quiet || report.interesting {
                bar.suspend(|| {
                    if a.json {
                        outln!("{}", report.json);
                    } else {
                        outln!("{}", report.line);
                    }
                });
            }
        });
        bar.inc(1);
    }
    bar.finish_and_clear();
    print_summary(&sum, a.json);
    u8::from(sum.unreadable > 0)
}

fn print_summary(s: &Summary, json: bool) {
    if json {
        outln!(
            "{}",
            json!({"summary": {
                "files": s.files, "games": s.games, "legal": s.legal, "illegal": s.illegal,
                "scored": s.scored, "agreeing": s.agreeing, "disagreeing": s.disagreeing,
                "unreadable": s.unreadable, "skipped": s.skipped,
            }})
        );
    } else {
        outln!(
            "summary: {} files, {} games: {} legal, {} illegal; {} scored by area: {} agree with RE, {} disagree; {} unreadable; {} skipped (not Go)",
            s.files, s.games, s.legal, s.illegal, s.scored, s.agreeing, s.disagreeing, s.unreadable, s.skipped
        );
    }
}

/// Reads and replays every game of one file, handing each game's report to
/// `emit` as soon as it is made (a file may hold many games: neither the
/// reports nor the records already replayed are kept).
fn replay_file(
    path: &Path,
    options: &ReplayOptions,
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
    let collection = match sgf::parse(&bytes) {
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
    let many = collection.games().len() > 1;
    for (i, record) in collection.into_games().into_iter().enumerate() {
        let label = if many {
            format!("{name} [game {}]", i + 1)
        } else {
            name.clone()
        };
        let game_no = i + 1;
        emit(match replay(&record, options) {
            Ok(r) => {
                let overridden = options.rules.is_some();
                report(&label, &name, game_no, &record, &r, overridden, sum)
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

fn ending(r: &Replay) -> &'static str {
    match r.game.state() {
        GameState::Ongoing => "no ending recorded",
        GameState::Ended(EndReason::TwoPasses) => "two passes",
        GameState::Ended(EndReason::Agreement) => "agreement",
        GameState::Ended(EndReason::Resignation { .. }) => "resignation",
        GameState::Ended(EndReason::Time { .. }) => "time",
        GameState::Ended(EndReason::Forfeit { .. }) => "forfeit",
        GameState::Ended(EndReason::NoResult) => "no result (repetition)",
    }
}

/// `B+1.5`, `W+3`, `0` for a margin in half points (Black positive).
fn margin_text(half: i32) -> String {
    let (c, a) = if half >= 0 { ('B', half) } else { ('W', -half) };
    let pts = if a % 2 == 0 {
        format!("{}", a / 2)
    } else {
        format!("{}.5", a / 2)
    };
    if half == 0 {
        "0".into()
    } else {
        format!("{c}+{pts}")
    }
}

fn report(
    label: &str,
    file: &str,
    game_no: usize,
    record: &GameRecord,
    r: &Replay,
    overridden: bool,
    sum: &mut Summary,
) -> GameReport {
    sum.games += 1;
    let info = record.info();
    let legal = r.violations.is_empty();
    if legal {
        sum.legal += 1;
    } else {
        sum.illegal += 1;
    }
    let mut line = format!(
        "{label}: {}x{} {} komi {}{}, {} moves: ",
        info.width,
        info.height,
        rules_label(r, info.rules.as_deref(), overridden),
        r.rules.komi.points_string(),
        if r.game.handicap() >= 2 {
            format!(" HA {}", r.game.handicap())
        } else {
            String::new()
        },
        r.moves_replayed,
    );
    if legal {
        line.push_str("legal");
    } else {
        line.push_str(&format!("ILLEGAL ({})", r.violations.len()));
    }
    line.push_str(&format!("; ended: {}", ending(r)));
    if let Some(raw) = &info.result_raw {
        line.push_str(&format!("; RE {raw}"));
    }
    let mut disagree = false;
    let check = info.result.as_ref().and_then(|re| r.check_result(re));
    let mut check_json = Value::Null;
    if let Some(c) = &check {
        if r.area_scoring {
            sum.scored += 1;
            let names: Vec<&str> = c.agreeing.iter().map(|h| comp_name(*h)).collect();
            if c.agrees() {
                sum.agreeing += 1;
                if r.game.handicap() >= 2 {
                    let h = r.game.handicap();
                    let texts: Vec<String> = c.agreeing.iter().map(|&x| comp_text(x, h)).collect();
                    line.push_str(&format!(
                        "; area {} before handicap compensation: agrees with {}",
                        margin_text(c.area_margin_half_points),
                        texts.join(", or ")
                    ));
                } else {
                    line.push_str(&format!(
                        "; area {} agrees",
                        margin_text(c.area_margin_half_points)
                    ));
                }
            } else {
                sum.disagreeing += 1;
                disagree = true;
                line.push_str(&format!(
                    "; area {} DISAGREES (no dead stones removed)",
                    margin_text(c.area_margin_half_points)
                ));
            }
            check_json = json!({
                "re_margin": f64::from(c.re_margin_half_points) / 2.0,
                "area_margin": f64::from(c.area_margin_half_points) / 2.0,
                "agrees": c.agrees(),
                "agreeing": names,
            });
        } else {
            line.push_str("; RE not checked (territory scoring)");
        }
    }
    for v in r.violations.iter().take(10) {
        line.push_str(&format!(
            "\n    move {} {} {}: {}",
            v.move_number,
            v.color.letter(),
            v.vertex,
            cite(v.reason, &r.rules)
        ));
    }
    if r.violations.len() > 10 {
        line.push_str(&format!("\n    … {} more", r.violations.len() - 10));
    }
    // What the SGF reader replaced or dropped (SZ[0] read as 19x19, KM[abc]
    // as no komi, an off-board point): said in the text too, since the line
    // above reads as if the record had said it. `--json` has every note.
    let sgf_notes: Vec<&String> = r.notes.iter().filter(|n| n.starts_with("sgf: ")).collect();
    for n in sgf_notes.iter().take(3) {
        line.push_str(&format!("\n    {n}"));
    }
    if sgf_notes.len() > 3 {
        line.push_str(&format!(
            "\n    … {} more SGF warnings (--json lists them)",
            sgf_notes.len() - 3
        ));
    }
    let violations: Vec<Value> = r
        .violations
        .iter()
        .map(|v| {
            json!({"move": v.move_number, "color": v.color.letter().to_string(),
                   "vertex": v.vertex, "reason": v.reason.code(), "text": cite(v.reason, &r.rules)})
        })
        .collect();
    let json = json!({
        "file": file,
        "game": game_no,
        "size": [info.width, info.height],
        "ru": info.rules,
        "rules": rules_label(r, None, overridden),
        "komi": f64::from(r.rules.komi.half_points()) / 2.0,
        "handicap": r.game.handicap(),
        "moves_replayed": r.moves_replayed,
        "non_alternating": r.non_alternating,
        "legal": legal,
        "stopped_early": r.stopped_early,
        "violations": violations,
        "ended": ending(r),
        "re": info.result_raw,
        "area_scoring": r.area_scoring,
        "result_check": check_json,
        "notes": r.notes,
    });
    GameReport {
        line,
        json,
        interesting: !legal || disagree,
    }
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
fn rules_label(r: &Replay, ru: Option<&str>, overridden: bool) -> String {
    let name = rule_set_name(&r.rules);
    match ru {
        Some(ru) if !ru.eq_ignore_ascii_case(name) && overridden => {
            format!("{name} (--rules; RU {ru} ignored)")
        }
        Some(ru) if !ru.eq_ignore_ascii_case(name) => format!("{name} (RU {ru})"),
        _ => name.to_string(),
    }
}

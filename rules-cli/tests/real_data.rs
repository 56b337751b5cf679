//! The SGF corpus in `../shared/data/sgf` (relative to the repository root; set
//! `TIANYUAN_SGF_CORPUS` to point elsewhere, e.g. from a git worktree): every
//! record parsed and replayed, with figures checked against the corpus READMEs
//! and its `MANIFEST.csv`, which was computed by an independent Python replay
//! (no suicide, positional superko, no move on an occupied point; Tromp-Taylor
//! area counts). Skipped when the folder does not exist.
//!
//! Rules cited: 1988 art. 6 (no whole-board repetition: positional superko),
//! 1988/2002 art. 5 (forbidden points: no suicide), art. 9 (area count).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use tianyuan::replay::{replay, ReplayMode, ReplayOptions};
use tianyuan::rules::{HandicapCompensation, KoRule};
use tianyuan::sgf::{self, GameRecord};
use tianyuan::{replay_any, Color, IllegalMove, Move, Preset, Rules};

fn corpus() -> Option<PathBuf> {
    let dir = match std::env::var_os("TIANYUAN_SGF_CORPUS") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/sgf"),
    };
    if dir.join("MANIFEST.csv").is_file() {
        Some(dir)
    } else {
        eprintln!("SGF corpus not found at {}: skipped", dir.display());
        None
    }
}

/// One MANIFEST row (the columns used here).
struct Row {
    scoring: String,
    first_illegal: String,
    re_reproduced_by: String,
}

fn manifest(dir: &Path) -> BTreeMap<String, Row> {
    let mut rdr = csv::Reader::from_path(dir.join("MANIFEST.csv")).unwrap();
    let headers = rdr.headers().unwrap().clone();
    let col = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let (f, s, fi, re) = (
        col("file"),
        col("scoring"),
        col("first_illegal"),
        col("re_reproduced_by"),
    );
    rdr.records()
        .map(|r| {
            let r = r.unwrap();
            (
                r[f].to_string(),
                Row {
                    scoring: r[s].to_string(),
                    first_illegal: r[fi].to_string(),
                    re_reproduced_by: r[re].to_string(),
                },
            )
        })
        .collect()
}

fn read(dir: &Path, rel: &str) -> Result<Vec<GameRecord>, sgf::SgfError> {
    let bytes = std::fs::read(dir.join(rel)).unwrap();
    sgf::parse(&bytes).map(sgf::Collection::into_games)
}

fn options(rules: Option<Rules>, mode: ReplayMode) -> ReplayOptions {
    ReplayOptions { rules, mode }
}

/// `(move number, reason)` of a MANIFEST `first_illegal` such as
/// `237:B[ar]:superko(3 plies)`.
fn parse_first_illegal(text: &str) -> (u32, String) {
    let mut it = text.splitn(3, ':');
    let n = it.next().unwrap().parse().unwrap();
    let _mv = it.next();
    (n, it.next().unwrap_or("").to_string())
}

fn reason_matches(manifest_reason: &str, ours: IllegalMove) -> bool {
    match ours {
        IllegalMove::Ko => manifest_reason == "ko" || manifest_reason.starts_with("superko(2 "),
        IllegalMove::PositionalSuperko => manifest_reason.starts_with("superko"),
        IllegalMove::Suicide => manifest_reason.starts_with("suicide"),
        IllegalMove::Occupied => manifest_reason == "occupied",
        IllegalMove::OffBoard => manifest_reason == "offboard",
        _ => false,
    }
}

#[test]
fn corpus_replays_as_the_manifest_says() {
    let Some(dir) = corpus() else { return };
    let rows = manifest(&dir);
    assert_eq!(rows.len(), 1035, "README: 1035 SGF files");

    let mut unreadable = BTreeSet::new();
    let mut games = 0;
    let mut legal_checked = 0;
    let mut illegal_checked = 0;
    let mut tt_checked = 0;
    let mut problems = Vec::new();
    for (rel, row) in &rows {
        let records = match read(&dir, rel) {
            Ok(r) => r,
            Err(e) => {
                unreadable.insert(rel.clone());
                assert!(e.position.line >= 1 && e.position.column >= 1);
                continue;
            }
        };
        games += records.len();
        let record = &records[0];
        // Strict, under the record's own rules (RU).
        let own = replay_any(record, &options(None, ReplayMode::Strict));
        // Tolerant never fails on a readable size.
        let tolerant = replay_any(record, &options(None, ReplayMode::Tolerant));
        if let (Err(e), Ok(_)) = (&tolerant, &own) {
            problems.push(format!("{rel}: tolerant failed: {e}"));
        }
        let own = match own {
            Ok(own) => own,
            // An unsupported size makes the record unreadable; GM other than 1
            // (escaping.sgf) and impossible or late set-up (littlego `Illegal
            // games/`) are checked in `named_superko_violations`.
            Err(e) if e.kind() == "BoardSize" => {
                unreadable.insert(rel.clone());
                continue;
            }
            Err(_) => continue,
        };
        let area = row.scoring.starts_with("area");
        if row.first_illegal.is_empty() {
            // Legal under no-suicide + positional superko, hence under any
            // weaker rule the record claims (TT, sui1, situational).
            if area {
                legal_checked += 1;
                if let Some(v) = own.first_violation() {
                    problems.push(format!("{rel}: legal per MANIFEST, ours {v:?}"));
                }
            }
        } else {
            // Under the Chinese rules (positional superko, no suicide) the first
            // illegal move is exactly the MANIFEST's.
            let (n, why) = parse_first_illegal(&row.first_illegal);
            let cn = replay_any(
                record,
                &options(Some(Preset::Chinese2002.rules()), ReplayMode::Strict),
            )
            .unwrap();
            illegal_checked += 1;
            match cn.first_violation() {
                Some(v) if v.move_number == n && reason_matches(&why, v.reason) => {}
                other => problems.push(format!(
                    "{rel}: MANIFEST {}, ours {other:?}",
                    row.first_illegal
                )),
            }
        }
        // Exactly-scored records whose dead stones were captured: the
        // Tromp-Taylor count of the final position equals RE.
        for tag in row.re_reproduced_by.split(' ') {
            let comp = match tag {
                "TT" => HandicapCompensation::None,
                "TT+HA-1" => HandicapCompensation::NMinusOne,
                "TT+HA" => HandicapCompensation::N,
                _ => continue,
            };
            tt_checked += 1;
            let tolerant = replay_any(record, &options(None, ReplayMode::Tolerant)).unwrap();
            let re = record.info().result.as_ref().unwrap();
            // Every stone alive: no dead stones lifted.
            let check = tolerant.check_result(re, &[]).unwrap();
            if !check.tromp_taylor_agreeing.contains(&comp) {
                problems.push(format!("{rel}: RE by {tag}, ours {check:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Unreadable: the MANIFEST's own parse failures that are really not SGF
    // (not-an-sgf-file: plain text), a file whose 8th line has a lower-case
    // property identifier (sgfc/test.sgf, SGFC's error-recovery test). SZ 25
    // (littlego/25x25, which Little Go refuses) is read: every build takes
    // every size up to 25×25.
    let expected: BTreeSet<String> = [
        "littlego/Illegal games/not-an-sgf-file.sgf",
        "littlego/sgfc/test.sgf",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(unreadable, expected);
    assert!(games >= 1035 - 3, "{games} games");
    // Figures from the MANIFEST columns (see the README counts).
    eprintln!(
        "legal checked {legal_checked}, illegal checked {illegal_checked}, TT checked {tt_checked}"
    );
    // Counted from MANIFEST.csv independently: 426 area-scored rows with an
    // empty `first_illegal`, 75 rows with one, 129 `re_reproduced_by` TT tags
    // (123 "TT KataGo", 3 "TT KataGo marked", 3 "TT+HA-1 KataGo+HA-1").
    assert_eq!((legal_checked, illegal_checked, tt_checked), (426, 75, 129));
}

/// Who won: `tianyuan replay` over the whole corpus counts every game ended
/// by passes (or with no more moves) whose rules count by area and whose `RE`
/// is a count, with its dead stones lifted (the record's TB/TW marks, else the
/// estimate at the default 256 playouts, seed 0; the rules' own method under
/// Tromp-Taylor and KataGo rules), and sets the count against `RE`.
///
/// The targets of issue 16: the winner equal to `RE` in at least 95 % of the
/// games (every stone alive, 431 of 563 = 76.6 %), and the exact margin as
/// high as the estimator gives: 453 of 563 (80.5 %) measured at the default
/// settings (every stone alive: 127; the winner 548, 97.3 %), asserted with
/// floors about a point and a half below (79 % and 96 %) so that a
/// regression of the estimator fails here. Since games that did not end are
/// not counted (no two passes, no ending in `RE`, open boundary points: 10
/// of those 563, and territory-rule games), 553 are counted: 455 exact
/// (82.3 %), the winner in 544 (98.4 %). Records that
/// agree only as a territory count (territory plus prisoners: NNGS and KGS
/// records without `RU`, scored by territory) are counted apart, never as
/// exact agreement. Every record whose dead stones the TB/TW marks name
/// agrees exactly: the marks are the players' agreement (art. 8).
/// `tianyuan replay --json` over `dir` with `extra` arguments: one object a
/// game, then the summary.
fn replay_json(dir: &Path, extra: &[&str]) -> Vec<serde_json::Value> {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(["replay", "--json"])
        .args(extra)
        .arg(dir)
        .output()
        .unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `replay` with its defaults: a record whose RE equals the count with a
/// static proposal is settled by it (`record-confirmed`) and not estimated;
/// on the others the estimate's sampling stops at the first check (every 8
/// playouts) whose dead stones give RE's margin (`record-confirmed` too,
/// with the playouts run: a multiple of 8 below the 256 asked for).
/// Every such record agrees with RE (by construction: the check is that the
/// CLI's agreement and the core's confirmation say the same), the estimate
/// runs on the others, and as many records are counted and unfinished as
/// with the full estimate (553 and 12, in
/// `replay_names_the_winner_of_the_corpus`). (BENCHMARKS.md, "The record
/// settles it", compares the dead lists.)
#[test]
fn replay_settled_by_the_record() {
    let Some(dir) = corpus() else { return };
    let lines = replay_json(&dir, &[]);
    let summary = &lines.last().unwrap()["summary"];
    let n = |k: &str| summary[k].as_u64().unwrap();
    assert_eq!(n("scored"), 553, "{summary}");
    assert_eq!(n("unfinished"), 12, "{summary}");
    // Every game of this corpus in one tally: counted (by area or under its rules),
    // decided otherwise, unfinished, or with no margin in RE; the games
    // whose RE has none counted from their own objects.
    let no_margin = lines[..lines.len() - 1]
        .iter()
        .filter(|g| g["legal"].is_boolean() && g["counted"] == false)
        .filter(|g| g["unfinished"] == false && g["ended"] != "resignation")
        .filter(|g| g["ended"] != "time" && g["ended"] != "forfeit")
        .count() as u64;
    assert_eq!(n("no_margin_in_re"), no_margin, "{summary}");
    assert_eq!(
        n("scored")
            + n("scored_by_their_rules")
            + n("decided_otherwise")
            + n("unfinished")
            + n("no_margin_in_re"),
        n("games"),
        "{summary}"
    );
    let mut confirmed = 0;
    let mut sampled = 0;
    for g in &lines[..lines.len() - 1] {
        if g["dead_stones"]["source"] == "record-confirmed" {
            confirmed += 1;
            assert_eq!(g["dead_stones"]["estimated"], false, "{g}");
            if let Some(run) = g["dead_stones"]["playouts_run"].as_u64() {
                sampled += 1;
                assert!(run % 8 == 0 && (8..256).contains(&run), "{g}");
            }
            let c = &g["result_check"];
            let agrees = if g["area_scoring"] == true {
                c["agrees"] == true || c["territory_agrees"] == true
            } else {
                c["agrees"] == true
            };
            assert!(agrees, "{g}");
        }
    }
    assert_eq!(
        confirmed,
        n("dead_record_confirmed") + n("record_confirmed_by_their_rules")
    );
    // Most counted records are settled so (348 of 644 measured: 306 by a
    // static proposal, 42 in the sampling).
    assert!(confirmed >= 330, "{confirmed} settled by RE");
    assert!(sampled >= 30, "{sampled} settled by RE in the sampling");
}

#[test]
fn replay_names_the_winner_of_the_corpus() {
    let Some(dir) = corpus() else { return };
    // The estimate's own figures: --full-estimate (by default RE may
    // settle a record first, see `replay_settled_by_the_record` below).
    let lines = replay_json(&dir, &["--full-estimate"]);
    let summary = &lines.last().unwrap()["summary"];
    assert_eq!(summary["dead_record_confirmed"], 0, "{summary}");
    let n = |k: &str| summary[k].as_u64().unwrap();
    // 563 games are counted by area against a numeric RE (the games the
    // replay counted before dead stones were lifted), less the 10 of them
    // that did not end (not counted); 12 unfinished in all: regression-test
    // positions and NNGS games cut short, and one famous game (littlego's
    // Ear-reddening game, RE B+2, agreeing before) whose record stops with
    // one boundary point still open. (GNU Go's GNWL1, 13x13 under Japanese
    // rules, was a 13th until the estimate found its dead stones: with them
    // lifted no boundary is open.)
    assert_eq!(n("scored"), 553, "{summary}");
    assert_eq!(n("unfinished"), 12, "{summary}");
    assert_eq!(
        n("agreeing") + n("territory_equivalent") + n("disagreeing"),
        n("scored")
    );
    let pct = |k: &str| 100.0 * n(k) as f64 / n("scored") as f64;
    eprintln!(
        "winner {:.1} %, exact {:.1} %, territory-equivalent {:.1} %",
        pct("winner_agreeing"),
        pct("agreeing"),
        pct("territory_equivalent")
    );
    assert!(pct("winner_agreeing") >= 96.0, "{summary}");
    assert!(pct("agreeing") >= 79.0, "{summary}");
    // The territory-count equivalent explains most of the rest.
    assert!(
        pct("agreeing") + pct("territory_equivalent") >= 88.0,
        "{summary}"
    );
    // Every game counted by area with its TB/TW marks agrees exactly.
    // (Territory-rule games are counted by territory, and checked by
    // `territory_rule_records_agree_with_their_re`: one of them, a KataGo
    // adversarial game with marks, differs from its RE by one point.)
    let mut marked = 0;
    for g in &lines[..lines.len() - 1] {
        if g["dead_stones"]["source"] == "territory-marks" && g["area_scoring"] == true {
            marked += 1;
            assert_eq!(g["result_check"]["agrees"], true, "{g}");
        }
    }
    assert_eq!(marked, n("dead_from_marks"));
    assert!(marked >= 40, "{marked} games with TB/TW marks");
}

/// The superko records named in the READMEs, each illegal at the listed move
/// under positional superko (1988 art. 6).
#[test]
fn named_superko_violations() {
    let Some(dir) = corpus() else { return };
    let cases: [(&str, u32, IllegalMove); 10] = [
        (
            "fuego-regression/repetition/long-life.sgf",
            4,
            IllegalMove::PositionalSuperko,
        ),
        (
            "fuego-regression/repetition/positional-superko.sgf",
            3,
            IllegalMove::PositionalSuperko,
        ),
        (
            "fuego-regression/repetition/triple-ko.sgf",
            6,
            IllegalMove::PositionalSuperko,
        ),
        (
            "fuego-regression/repetition/repetition-1.sgf",
            65,
            IllegalMove::PositionalSuperko,
        ),
        (
            "gnugo-regression/filllib10.sgf",
            237,
            IllegalMove::PositionalSuperko,
        ),
        (
            "gnugo-regression/reading41.sgf",
            132,
            IllegalMove::PositionalSuperko,
        ),
        (
            "gnugo-regression/pending/ko6.sgf",
            248,
            IllegalMove::PositionalSuperko,
        ),
        (
            "gnugo-regression/gifu2006/gnugo-gorimu.sgf",
            381,
            IllegalMove::PositionalSuperko,
        ),
        (
            "littlego/Illegal games/positional-superko.sgf",
            23,
            IllegalMove::PositionalSuperko,
        ),
        (
            "littlego/Illegal games/situational-superko.sgf",
            24,
            IllegalMove::PositionalSuperko,
        ),
    ];
    for (rel, n, reason) in cases {
        let record = &read(&dir, rel).unwrap()[0];
        let r = replay(
            record,
            &options(Some(Preset::Chinese2002.rules()), ReplayMode::Strict),
        )
        .unwrap();
        assert_eq!(r.violations.len(), 1, "{rel}");
        assert_eq!(
            (r.violations[0].move_number, r.violations[0].reason),
            (n, reason),
            "{rel}"
        );
        assert!(r.stopped_early);
    }
    // littlego README: suicide.sgf move 4 is a single-stone suicide (art. 5);
    // illegal-move.sgf move 16 W[hd] is on an occupied point.
    let r = replay(
        &read(&dir, "littlego/Illegal games/suicide.sgf").unwrap()[0],
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(
        (r.violations[0].move_number, r.violations[0].reason),
        (4, IllegalMove::Suicide)
    );
    assert_eq!(r.violations[0].vertex, "A19");
    let r = replay(
        &read(&dir, "littlego/Illegal games/illegal-move.sgf").unwrap()[0],
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(
        (r.violations[0].move_number, r.violations[0].reason),
        (16, IllegalMove::Occupied)
    );
    // illegal-setup.sgf: AB[aa][ab] inside AW[ac][ba][bb] has no liberty:
    // removed with a note (A19, A18), White's stones stay.
    let record = &read(&dir, "littlego/Illegal games/illegal-setup.sgf").unwrap()[0];
    let r = replay(record, &ReplayOptions::default()).unwrap();
    assert_eq!(r.game.board().stones(Color::Black).count(), 0);
    assert_eq!(r.game.board().stones(Color::White).count(), 3);
    assert!(r
        .notes
        .iter()
        .any(|n| n.contains("without liberties") && n.contains("A19, A18")));
    // setup-after-first-move.sgf: B[aa], then AB[bb]: applied in both modes.
    let record = &read(&dir, "littlego/Illegal games/setup-after-first-move.sgf").unwrap()[0];
    for mode in [ReplayMode::Strict, ReplayMode::Tolerant] {
        let t = replay(record, &options(None, mode)).unwrap();
        assert_eq!(t.game.board().stones(Color::Black).count(), 2);
        assert!(t.notes.iter().any(|n| n.contains("set-up after move 1")));
    }
    // gogui invalidmove.sgf: B[rs] on 9x9 is off the board.
    let record = &read(&dir, "gogui/sgf/invalidmove.sgf").unwrap()[0];
    let r = replay(record, &ReplayOptions::default()).unwrap();
    assert_eq!(r.violations[0].reason, IllegalMove::OffBoard);
    assert_eq!(r.violations[0].vertex, "rs");
    // CGOS TT games: multi-stone suicide is legal under RU[Tromp/Taylor].
    // mertin13x13 omits passes: non-alternation is not a violation.
    let dir13 = dir.join("gnugo-regression/mertin13x13");
    let mut non_alt = 0;
    for e in std::fs::read_dir(&dir13).unwrap().flatten() {
        let bytes = std::fs::read(e.path()).unwrap();
        let record = &sgf::parse(&bytes).unwrap().into_games()[0];
        let r = replay(record, &ReplayOptions::default()).unwrap();
        non_alt += r.non_alternating;
        assert!(!r.area_scoring || record.info().rules.is_none());
    }
    assert!(non_alt > 0);
}

/// (file, moves loaded (all when `None`), colour, vertex, legal under
/// [simple, situational, positional]).
type RepetitionCase = (&'static str, Option<usize>, Color, &'static str, [bool; 3]);

/// Fuego's `repetition.tst`, as transcribed in the fuego README: the named
/// move after the first N−1 moves (GTP `loadsgf FILE N` sets up the position
/// before move N), under simple ko, situational and positional superko.
#[test]
fn fuego_repetition_table() {
    let Some(dir) = corpus() else { return };
    let table: [RepetitionCase; 5] = [
        (
            "simpleko.sgf",
            None,
            Color::White,
            "B1",
            [false, false, false],
        ),
        (
            "long-life.sgf",
            Some(3),
            Color::White,
            "A4",
            [true, false, false],
        ),
        (
            "repetition-1.sgf",
            Some(104),
            Color::Black,
            "C9",
            [true, false, false],
        ),
        (
            "triple-ko.sgf",
            Some(5),
            Color::White,
            "E7",
            [true, false, false],
        ),
        (
            "positional-superko.sgf",
            Some(2),
            Color::White,
            "B9",
            [true, true, false],
        ),
    ];
    for (file, loaded, color, vertex, expected) in table {
        let record = &read(&dir, &format!("fuego-regression/repetition/{file}")).unwrap()[0];
        for (ko, want) in [KoRule::Simple, KoRule::Situational, KoRule::Positional]
            .into_iter()
            .zip(expected)
        {
            let rules = Rules {
                ko,
                preset: None,
                ..Rules::default()
            };
            let mut r = replay(record, &options(Some(rules), ReplayMode::Tolerant)).unwrap();
            if let Some(n) = loaded {
                while r.game.move_number() as usize > n + 1 {
                    r.game.undo().unwrap();
                }
            }
            r.game.set_to_move(color);
            let mv = r.game.size().parse_gtp(vertex).unwrap();
            assert!(matches!(mv, Move::Place(_)));
            let got = r.game.check(mv);
            assert_eq!(got.is_ok(), want, "{file} {vertex} under {ko:?}: {got:?}");
        }
    }
}

/// The records played under territory rules (`RU[Japanese]`, `Korean`, …):
/// counted by territory with their captures (Japanese rules 1989 art. 8–10)
/// and set against `RE` exactly. Before territory counting none of them was
/// counted. The bar is the agreement an independent scorer must reach on
/// records whose dead stones are partly estimated (most GNU Go regression
/// games carry no TB/TW marks): 85 % exact, 90 % the same winner.
#[test]
fn territory_rule_records_agree_with_their_re() {
    let Some(dir) = corpus() else { return };
    let life = tianyuan::LifeOptions::default();
    let (mut counted, mut exact, mut winner) = (0u32, 0u32, 0u32);
    for rel in manifest(&dir).keys() {
        let Ok(records) = read(&dir, rel) else {
            continue;
        };
        for record in &records {
            let info = record.info();
            let territory = info
                .rules
                .as_deref()
                .and_then(Preset::from_sgf_ru)
                .is_some_and(|p| p.rules().scoring == tianyuan::rules::Scoring::Territory);
            let Some(re) = info
                .result
                .as_ref()
                .and_then(tianyuan::replay::re_margin_half_points)
            else {
                continue;
            };
            if !territory {
                continue;
            }
            let Ok(r) = replay_any(record, &options(None, ReplayMode::Tolerant)) else {
                continue;
            };
            let margin = if matches!(
                r.state(),
                tianyuan::GameState::Ended(
                    tianyuan::EndReason::Resignation { .. }
                        | tianyuan::EndReason::Time { .. }
                        | tianyuan::EndReason::Forfeit { .. }
                )
            ) {
                None
            } else {
                let dead = r.count(&life).unwrap();
                Some(r.count_under(&dead, r.rules_ref()).margin_half_points)
            };
            let Some(m) = margin else { continue };
            counted += 1;
            exact += u32::from(m == re);
            winner += u32::from(m.signum() == re.signum());
        }
    }
    eprintln!("territory records: {exact} of {counted} exact, {winner} same winner");
    assert!(counted >= 80, "{counted} counted");
    assert!(
        f64::from(exact) >= 0.85 * f64::from(counted),
        "{exact} of {counted}"
    );
    assert!(
        f64::from(winner) >= 0.90 * f64::from(counted),
        "{winner} of {counted}"
    );
}

/// Two GNU Go games counted under Japanese rules whose living groups the
/// local solver once called seki (attacker stones left inside an eye space
/// that the defender can capture at leisure are dead, not seki), so that
/// their eyes counted for no one and the winner flipped. Read by hand:
/// - mertin13x13/gointellect-gnugo2: White's top-left group has two eyes
///   (A11, and A13–B13) and Black's A8 is dead: no seki, W+8.5 as RE says;
/// - nngs/leftd-gnugo-3.3.12-200211292017: White's right-side group has the
///   two eyes P15 and Q14; Black's O12–T12–T11 chain, two liberties, is
///   dead: no seki, W+17.5 as RE says.
#[test]
fn living_groups_with_dead_stones_inside_are_not_seki() {
    let Some(dir) = corpus() else { return };
    for (rel, re) in [
        (
            "gnugo-regression/mertin13x13/gointellect-gnugo2.W+8.sgf",
            "W+8.5",
        ),
        (
            "gnugo-regression/nngs/leftd-gnugo-3.3.12-200211292017.sgf",
            "W+17.5",
        ),
    ] {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_tianyuan"))
            .args(["score", "--rules", "japanese", "--json"])
            .arg(dir.join(rel))
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{rel}");
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["result"].as_str(), Some(re), "{rel}: {v}");
    }
}

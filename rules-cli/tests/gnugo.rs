//! GNU Go as a real GTP peer: GNU Go plays both sides of a few seeded 9×9
//! games under Chinese rules; every move it makes is fed to our engine with
//! `play`, which must accept it. At the end, GNU Go's dead stones
//! (`final_status_list dead`) are removed in *our* count — computed in this
//! test with `tianyuan::Game::score(dead)` on `Engine::game()`, since the
//! engine's own `final_score` counts every stone alive — and the result must
//! equal GNU Go's `final_score` (area counting, 2002 art. 9; komi 7.5, art. 11).
//!
//! Skipped, with a message, when no `gnugo` binary is found on `PATH` (or in
//! Debian's `/usr/games`).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use tianyuan::{Move, Point};
use tianyuan_cli::gtp::{Engine, GtpConfig};

fn find_gnugo() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("gnugo"))
        .find(|p| p.is_file())
}

/// A GNU Go process spoken to over GTP.
struct GnuGo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl GnuGo {
    fn start(binary: &PathBuf, seed: u64) -> GnuGo {
        let mut child = Command::new(binary)
            .args([
                "--mode",
                "gtp",
                "--chinese-rules",
                "--positional-superko",
                "--boardsize",
                "9",
                "--komi",
                "7.5",
                "--level",
                "1",
                "-r",
                &seed.to_string(),
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start gnugo");
        let stdin = child.stdin.take().expect("gnugo stdin");
        let stdout = BufReader::new(child.stdout.take().expect("gnugo stdout"));
        GnuGo {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends `command` and returns the result text of a `=` answer.
    fn ask(&mut self, command: &str) -> String {
        writeln!(self.stdin, "{command}").expect("write to gnugo");
        self.stdin.flush().expect("flush gnugo");
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).expect("read gnugo");
            assert!(n > 0, "gnugo closed its output after {command:?}");
            if line.trim().is_empty() {
                if answer.is_empty() {
                    continue;
                }
                break;
            }
            answer.push_str(&line);
        }
        let answer = answer.trim_end().to_string();
        let body = answer
            .strip_prefix('=')
            .unwrap_or_else(|| panic!("gnugo refused {command:?}: {answer}"));
        body.trim().to_string()
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

#[track_caller]
fn ours(engine: &mut Engine, command: &str) -> String {
    let answer = engine.execute(command).expect("an answer");
    assert!(answer.starts_with("= "), "{command:?} refused: {answer:?}");
    answer[2..].trim().to_string()
}

#[test]
fn gnugo_games_agree_with_our_rules_and_count() {
    let Some(binary) = find_gnugo() else {
        eprintln!("SKIPPED gnugo_games_agree_with_our_rules_and_count: no `gnugo` on PATH (apt-get install gnugo)");
        return;
    };
    let started = Instant::now();
    let budget = Duration::from_secs(45);
    let mut games = 0;
    for seed in 1..=4u64 {
        if started.elapsed() > budget {
            break;
        }
        let mut gnugo = GnuGo::start(&binary, seed);
        gnugo.ask("boardsize 9");
        gnugo.ask("clear_board");
        gnugo.ask("komi 7.5");
        let mut engine = Engine::new(&GtpConfig {
            seed,
            ..GtpConfig::default()
        });
        ours(&mut engine, "boardsize 9");
        ours(&mut engine, "komi 7.5");
        let mut passes = 0;
        let mut resigned = false;
        let mut colour = "b";
        for _ in 0..200 {
            let mv = gnugo.ask(&format!("genmove {colour}"));
            if mv.eq_ignore_ascii_case("resign") {
                resigned = true;
                break;
            }
            ours(&mut engine, &format!("play {colour} {mv}"));
            passes = if mv.eq_ignore_ascii_case("pass") {
                passes + 1
            } else {
                0
            };
            if passes == 2 {
                break;
            }
            colour = if colour == "b" { "w" } else { "b" };
        }
        // Both boards agree stone for stone.
        let size = engine.game().size();
        for p in size.points() {
            let v = size.to_gtp(Move::Place(p));
            let theirs = gnugo.ask(&format!("color {v}"));
            let mine = match engine.game().board().get(p) {
                Some(tianyuan::Color::Black) => "black",
                Some(_) => "white",
                None => "empty",
            };
            assert_eq!(theirs, mine, "seed {seed}: point {v}");
        }
        if resigned || passes < 2 {
            eprintln!("seed {seed}: game not finished by passes; count not compared");
            continue;
        }
        let dead: Vec<Point> = gnugo
            .ask("final_status_list dead")
            .split_whitespace()
            .map(|v| {
                size.parse_gtp(v)
                    .ok()
                    .and_then(|m| m.point())
                    .unwrap_or_else(|| panic!("bad vertex {v:?} from gnugo"))
            })
            .collect();
        let score = engine.game().score(&dead).expect("dead stones are stones");
        let theirs = gnugo.ask("final_score");
        assert_eq!(
            score.result().to_sgf(),
            theirs,
            "seed {seed}: our count with GNU Go's {} dead stones",
            dead.len()
        );
        games += 1;
    }
    eprintln!(
        "{games} GNU Go game(s) counted alike in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(games >= 1, "no game finished by two passes");
}

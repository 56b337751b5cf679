//! Helpers shared by the modules of this test: running the binary, on a
//! file in a fresh temporary folder, within a time limit.
#![allow(dead_code, unused_imports)]

pub use std::path::{Path, PathBuf};
pub use std::process::{Command, Output};

pub fn tianyuan(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

pub fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/games")
}

/// Runs `tianyuan ARGS NAME` on a file `name` holding `contents`, in a fresh
/// temporary folder (the `tempfile` crate) made the current directory: the
/// program sees and prints the bare `name`, so no output depends on the
/// temporary folder's name (a process id such as 41988 once put "1988" in
/// the output of a test asserting its absence), and tests running at once
/// never share a file.
pub fn on_temp_file(name: &str, contents: &str, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), contents).unwrap();
    let mut all = args.to_vec();
    all.push(name);
    Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(&all)
        .current_dir(dir.path())
        .output()
        .unwrap()
}

pub fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Runs `tianyuan ARGS`, killing it after `secs` seconds (a hang fails the
/// test instead of stalling the run).
pub fn tianyuan_within(secs: u64, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    // Drain the pipes on threads so a chatty child cannot block on them.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).ok();
        v
    });
    let t_err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut v).ok();
        v
    });
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if std::time::Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            panic!("tianyuan {args:?} still running after {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    Output {
        status,
        stdout: t_out.join().unwrap(),
        stderr: t_err.join().unwrap(),
    }
}

/// A fresh empty folder under the temporary directory (removed when dropped).
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// A 5x5 game ended by two passes (row 5 at the top):
///
/// ```text
/// 5  . X O . .
/// 4  X X O O O
/// 3  . X O . X    <- E3: a lone Black stone in White's eye
/// 2  X X O O O
/// 1  . X O . .
///    A B C D E
/// ```
///
/// Both sides are pass-alive (Black's eyes A5 A3 A1; White's D5-E5, D3-E3,
/// D1-E1), so E3 is dead. Counted by hand with E3 lifted (art. 9): Black 7
/// stones + 3 eyes = 10, White 9 stones + 6 points = 15: W+5 (komi 0).
/// Every stone alive: Black 8 + 3 = 11, White 9 + 4 = 13, D3 shared (11½ to
/// 13½): W+2. Stones placed 8 and 9: the territory count is W+4 (White 6
/// territory + 1 prisoner, Black 3).
pub fn dead_stone_game(re: &str, end: &str) -> String {
    format!(
        "(;SZ[5]KM[0]RU[Chinese]RE[{re}];B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];\
         B[be];W[ce];B[ab];W[db];B[ad];W[eb];B[ec];W[dd];B[];W[ed];B[];W[]{end})"
    )
}

//! GTP `loadsgf` and `tianyuan score` on records with set-up between moves
//! (issue 20), through a real GTP session and the command line.

use tianyuan::{Color, Point};
use tianyuan_cli::gtp::{Engine, GtpConfig};

/// 5×5, komi 0: B cc (C3), W dd (D2); set-up AB[bb] AW[aa] AE[dd]; B ab (A4),
/// W pass, B ba (B5) captures aa (A5). Black: cc, bb, ab, ba; White: none.
const RECORD: &str =
    "(;GM[1]FF[4]SZ[5]KM[0]RU[Chinese]RE[B+25];B[cc];W[dd];AB[bb]AW[aa]AE[dd];B[ab];W[];B[ba])";

/// A file `name` in a fresh temporary folder (the `tempfile` crate; removed
/// with the returned folder): no process id in the path, no file shared by
/// tests running at once.
fn temp_file(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    (dir, path)
}

#[test]
fn loadsgf_applies_set_up_between_moves() {
    let (_dir, path) = temp_file("loadsgf.sgf");
    std::fs::write(&path, RECORD).unwrap();
    let mut e = Engine::new(&GtpConfig::default());
    let answer = e.execute(&format!("loadsgf {}", path.display()));
    assert_eq!(answer.as_deref(), Some("= \n\n"));
    let g = e.game().as_tiny().unwrap();
    // aa (A5) was set up White and captured; dd (D2) cleared; bb (B4) set up.
    assert_eq!(g.board().get(Point::new(0, 0)), None);
    assert_eq!(g.board().get(Point::new(3, 3)), None);
    assert_eq!(g.board().get(Point::new(1, 1)), Some(Color::Black));
    assert_eq!(g.board().stones(Color::Black).count(), 4);
    assert_eq!(g.board().stones(Color::White).count(), 0);
    assert_eq!(g.moves().count(), 5);
    // Before move 3: the set-up is in place (after move 2), B ab not yet.
    let answer = e.execute(&format!("loadsgf {} 3", path.display()));
    assert_eq!(answer.as_deref(), Some("= \n\n"));
    let g = e.game().as_tiny().unwrap();
    assert_eq!(g.board().get(Point::new(0, 0)), Some(Color::White));
    assert_eq!(g.board().get(Point::new(3, 3)), None);
    assert_eq!(g.to_move(), Color::Black);
    // The final score counts the set-up: Black 25, White 0.
    let answer = e.execute(&format!("loadsgf {}", path.display()));
    assert_eq!(answer.as_deref(), Some("= \n\n"));
    assert_eq!(e.execute("final_score").as_deref(), Some("= B+25\n\n"));
}

#[test]
fn score_counts_set_up_between_moves() {
    let (_dir, path) = temp_file("score.sgf");
    std::fs::write(&path, RECORD).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .arg("score")
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("B+25"), "{text}");
}

#[test]
fn changing_the_rules_or_komi_keeps_set_up_between_moves() {
    let (_dir, path) = temp_file("rules.sgf");
    std::fs::write(&path, RECORD).unwrap();
    let mut e = Engine::new(&GtpConfig::default());
    let answer = e.execute(&format!("loadsgf {}", path.display()));
    assert_eq!(answer.as_deref(), Some("= \n\n"));
    // A komi change replays the game under the new rules: the set-up between
    // move 2 and move 3 must come back with it (bb Black, dd cleared, aa
    // White, then captured by B ba).
    for command in ["komi 0.5", "kata-set-rules tromp-taylor"] {
        assert_eq!(e.execute(command).as_deref(), Some("= \n\n"), "{command}");
        let g = e.game().as_tiny().unwrap();
        assert_eq!(
            g.board().get(Point::new(1, 1)),
            Some(Color::Black),
            "{command}"
        );
        assert_eq!(g.board().get(Point::new(3, 3)), None, "{command}");
        assert_eq!(g.board().get(Point::new(0, 0)), None, "{command}");
        assert_eq!(g.board().stones(Color::Black).count(), 4, "{command}");
        assert_eq!(g.moves().count(), 5, "{command}");
    }
}

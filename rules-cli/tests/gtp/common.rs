//! Helpers shared by the modules of this test.
#![allow(dead_code, unused_imports)]

pub use proptest::prelude::*;
pub use tianyuan::clock::{Leftover, TimeControl};
pub use tianyuan::{Color, Move, Point};
pub use tianyuan_cli::gtp::{clean_line, run, Engine, GtpConfig, GtpErrorKind, COMMANDS};

pub fn engine() -> Engine {
    Engine::new(&GtpConfig::default())
}

/// Runs `line` and asserts the whole answer.
#[track_caller]
pub fn expect(e: &mut Engine, line: &str, answer: &str) {
    assert_eq!(e.execute(line).as_deref(), Some(answer), "line {line:?}");
}

/// Runs `lines`, asserting each succeeds with an empty result.
#[track_caller]
pub fn ok_all(e: &mut Engine, lines: &[&str]) {
    for l in lines {
        expect(e, l, "= \n\n");
    }
}

pub fn showboard(e: &mut Engine) -> String {
    e.execute("showboard").unwrap()
}

/// The chains of a `final_status_list` answer, one per line, each sorted,
/// the lines sorted.
pub fn chains(e: &mut Engine, line: &str) -> Vec<Vec<String>> {
    let a = e.execute(line).unwrap();
    let body = a.strip_prefix("= ").unwrap().strip_suffix("\n\n").unwrap();
    chain_set(body)
}

/// A `final_status_list` body as a set of chains (vertices sorted in each,
/// the chains sorted).
pub fn chain_set(body: &str) -> Vec<Vec<String>> {
    let mut chains: Vec<Vec<String>> = body
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut v: Vec<String> = l.split_whitespace().map(str::to_ascii_uppercase).collect();
            v.sort();
            v
        })
        .collect();
    chains.sort();
    chains
}

/// Every empty point of the board is either illegal for `color` or an eye of
/// `color` (all on-board neighbours `color`'s stones): the condition under
/// which the random player must pass.
pub fn nothing_left_to_play(e: &Engine, color: Color) -> bool {
    let size = e.game().size();
    let board = e.game().as_tiny().unwrap().board();
    size.points().filter(|&p| board.get(p).is_none()).all(|p| {
        let (r, c) = (p.row as i32, p.col as i32);
        let eye = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(y, x)| {
                y >= 0 && x >= 0 && y < size.height() as i32 && x < size.width() as i32
            })
            .all(|(y, x)| board.get(Point::new(y as u8, x as u8)) == Some(color));
        let mut probe = e.clone();
        let v = size.to_gtp(Move::Place(p));
        let legal = probe
            .execute(&format!("play {} {v}", color.letter()))
            .unwrap()
            == "= \n\n";
        eye || !legal
    })
}

pub const DEFAULT_JSON: &str = r#"{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","komi":7.5,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}"#;

/// Lines made of command names, vertices, numbers and junk.
pub fn line_strategy() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        proptest::sample::select(COMMANDS.to_vec()).prop_map(String::from),
        proptest::sample::select(vec![
            "b", "w", "white", "pass", "A1", "D4", "T19", "Z25", "E5", "0", "1", "2", "5", "9",
            "25", "-3", "7.5", "#", "{", "\"ko\":", "SIMPLE", "N-1", "true", "alive", "dead", "\t",
            "seki", "show", "\u{0}", "\r", "é",
        ])
        .prop_map(String::from),
        "\\PC{0,6}",
        any::<String>().prop_map(|s| s.chars().take(8).collect::<String>()),
    ];
    proptest::collection::vec(word, 0..6).prop_map(|ws| ws.join(" "))
}

/// An example game shipped with the crate.
pub fn example(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/games")
        .join(name);
    path.to_string_lossy().into_owned()
}

/// A file `name` in a fresh temporary folder (the `tempfile` crate; removed
/// with the returned folder): no process id in the path, no file shared by
/// tests running at once.
pub fn temp_file(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    (dir, path)
}

/// A real GTP session: `tianyuan gtp` run as a process, `lines` written to
/// its standard input (then the end of input); its answers, one per command
/// line, each without the empty line that ends it.
pub fn session(lines: &[&str]) -> Vec<String> {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .arg("gtp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start tianyuan gtp");
    let mut input = child.stdin.take().unwrap();
    for l in lines {
        writeln!(input, "{l}").unwrap();
    }
    drop(input);
    let out = child.wait_with_output().expect("tianyuan gtp ends");
    assert!(out.status.success(), "{:?}", out.status);
    let text = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<String> = text
        .strip_suffix("\n\n")
        .unwrap_or(&text)
        .split("\n\n")
        .map(str::to_string)
        .collect();
    assert_eq!(answers.len(), lines.len(), "{text:?}");
    answers
}

/// A temporary SGF file holding `text`, removed (with its folder) when dropped.
pub struct TempSgf(tempfile::TempDir, std::path::PathBuf);

impl TempSgf {
    pub fn new(name: &str, text: &str) -> TempSgf {
        let (dir, path) = temp_file(name);
        std::fs::write(&path, text).unwrap();
        TempSgf(dir, path)
    }
    pub fn path(&self) -> String {
        self.1.display().to_string()
    }
}

// ---------------------------------------------------------------------------
// Dead stones, seki and ownership (issue 16). Positions are drawn row by row
// from the top (row 9 first on 9×9), `X` Black, `O` White, `.` empty, and set
// up with `play` or `loadsgf`; every count below is made by hand (area, 2002
// art. 9; komi 7.5 points, art. 11: Black needs more than 44 of 81 points).
// ---------------------------------------------------------------------------

pub const COLUMNS: &str = "ABCDEFGHJKLMNOPQRST";

/// Black's left side (columns A–D) and White's right side (E–J) are both
/// pass-alive: every empty region is a row of three or four points, each next
/// to its owner's walls (Benson). White's lone stone B7 stands in a region of
/// Black's that is vital to Black's chain: dead for certain.
/// Black: 21 stones + 15 points (B7 freed) = 36; White 25 + 20 = 45:
/// W+16.5. Every stone alive: A7 and C7 touch both colours (shared, half
/// each): Black 21 + 12 + 1 = 34, White 26 + 20 + 1 = 47: W+20.5.
pub const DEAD_IN_PASS_ALIVE: &str = "
    . . . X O . . . .
    X X X X O O O O O
    . O . X O . . . .
    X X X X O O O O O
    . . . X O . . . .
    X X X X O O O O O
    . . . X O . . . .
    X X X X O O O O O
    . . . X O . . . .";

/// A seki with no eyes in the top middle: Black C9 C8 C7 D7 and White E9 E8
/// E7 share their only liberties D9 and D8; whoever fills one puts his own
/// chain in atari and the other captures. Outside, both sides are
/// pass-alive (White: B9–B6, C6 D6 and the D column, with the rows A4–C4,
/// A2–C2; Black: F9–F6, E6 and the E column, with rows of walls to J).
/// Black 28 stones + 18 points, White 20 + 13, D9 and D8 dame (half each):
/// Black 47, White 34: B+5.5.
pub const SEKI: &str = "
    . O X . O X . . .
    . O X . O X X X X
    . O X X O X . . .
    . O O O X X X X X
    . . . O X . . . .
    O O O O X X X X X
    . . . O X . . . .
    O O O O X X X X X
    . . . O X . . . .";

/// Black's chain (columns A–D) and White's (E–J) are pass-alive; in the
/// 3×3 top-left corner White's B8 C8 cannot make two eyes, nor can Black's
/// G8 H8 in White's 4×3 top-right corner. Both dead: Black 18 stones + 9
/// (corner) + 9 (rows 5, 3, 1) = 36, White 21 + 12 + 12 = 45: W+16.5.
pub const DEAD_BOTH_COLOURS: &str = "
    . . . X O . . . .
    . O O X O . X X .
    . . . X O . . . .
    X X X X O O O O O
    . . . X O . . . .
    X X X X O O O O O
    . . . X O . . . .
    X X X X O O O O O
    . . . X O . . . .";

/// The rows of a drawn position, top first.
pub fn grid(ascii: &str) -> Vec<Vec<char>> {
    ascii
        .lines()
        .map(|l| {
            l.split_whitespace()
                .filter_map(|w| w.chars().next())
                .collect::<Vec<_>>()
        })
        .filter(|r| !r.is_empty())
        .collect()
}

/// The GTP vertex of row `r` (from the top) and column `c` of a board `n`
/// rows high.
pub fn gtp_vertex(n: usize, r: usize, c: usize) -> String {
    format!("{}{}", &COLUMNS[c..=c], n - r)
}

/// `boardsize`, `komi 7.5` and one `play` per stone of `ascii`. Placing the
/// stones one by one captures nothing and is never suicide: a chain left
/// without a liberty part-way would have none in the drawing either.
pub fn setup_lines(ascii: &str) -> Vec<String> {
    let g = grid(ascii);
    let n = g.len();
    let mut lines = vec![format!("boardsize {n}"), "komi 7.5".to_string()];
    for (r, row) in g.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let color = match ch {
                'X' => "b",
                'O' => "w",
                _ => continue,
            };
            lines.push(format!("play {color} {}", gtp_vertex(n, r, c)));
        }
    }
    lines
}

/// The vertices holding `stone` in `ascii`, row by row from the top-left.
pub fn stones_of(ascii: &str, stone: char) -> Vec<String> {
    let g = grid(ascii);
    let n = g.len();
    let mut out = Vec::new();
    for (r, row) in g.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch == stone {
                out.push(gtp_vertex(n, r, c));
            }
        }
    }
    out
}

/// `setup_lines(ascii)` then `commands`; the answers to `commands` only.
pub fn session_on(ascii: &str, commands: &[&str]) -> Vec<String> {
    let mut lines = setup_lines(ascii);
    let n = lines.len();
    lines.extend(commands.iter().map(|c| c.to_string()));
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let answers = session(&refs);
    assert!(
        answers[..n].iter().all(|a| a == "= "),
        "set-up refused: {:?}",
        &answers[..n]
    );
    answers[n..].to_vec()
}

/// The body of a successful answer (without `= `).
#[track_caller]
pub fn body(answer: &str) -> &str {
    answer
        .strip_prefix("= ")
        .unwrap_or_else(|| panic!("a success answer: {answer:?}"))
}

/// `vs` as a set of chains of one line each, for comparing with
/// [`chain_set`].
pub fn one_chain(vs: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = vs.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// SGF `AB`/`AW` set-up of the stones of `ascii` not in `leave_out`.
pub fn setup_sgf(ascii: &str, leave_out: &[&str]) -> (String, String) {
    let g = grid(ascii);
    let n = g.len();
    let (mut ab, mut aw) = (String::new(), String::new());
    for (r, row) in g.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if leave_out.contains(&gtp_vertex(n, r, c).as_str()) {
                continue;
            }
            let sgf = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            match ch {
                'X' => ab.push_str(&sgf),
                'O' => aw.push_str(&sgf),
                _ => {}
            }
        }
    }
    (ab, aw)
}

pub fn find_gnugo() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([std::path::PathBuf::from("/usr/games")])
        .map(|dir| dir.join("gnugo"))
        .find(|p| p.is_file())
}

/// GNU Go (`--mode gtp --chinese-rules`) fed `lines`: its answers, one per
/// line, as [`session`] gives ours.
pub fn gnugo_session(binary: &std::path::Path, lines: &[String]) -> Vec<String> {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let mut child = Command::new(binary)
        .args(["--mode", "gtp", "--chinese-rules"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start gnugo");
    let mut input = child.stdin.take().unwrap();
    for l in lines {
        writeln!(input, "{l}").unwrap();
    }
    writeln!(input, "quit").unwrap();
    drop(input);
    let out = child.wait_with_output().expect("gnugo ends");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut answers: Vec<String> = text
        .trim_end()
        .split("\n\n")
        .map(|a| a.trim_end().to_string())
        .collect();
    answers.pop(); // quit
    assert_eq!(answers.len(), lines.len(), "{text}");
    answers
}

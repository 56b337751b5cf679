//! Records that try to cost more than their size: a long run of passes after
//! the game's end (reported as moves after the end, a bounded number of
//! notes), the node limit of [`sgf::ParseOptions`], and a recorded result
//! other than a count after two passes (the record's result decides).

use tianyuan::replay::{replay, ReplayOptions};
use tianyuan::sgf::{self, ParseOptions, SgfErrorKind};
use tianyuan::{Color, EndReason, GameState};

fn record(text: &str) -> sgf::GameRecord {
    sgf::parse_str(text).unwrap().into_games().remove(0)
}

/// `(;SZ[9]` and `n` nodes of `node` each.
fn repeated(node: &str, n: usize) -> String {
    format!("(;SZ[9]{})", node.repeat(n))
}

#[test]
fn play_after_two_passes_is_reported_as_after_the_end() {
    // Moves 1-2 pass: the game ends (art. 21.1 allows resuming); move 3, a
    // stone, resumes it and is the one move after the end; move 4 is then
    // ordinary play.
    let r = replay(
        &record("(;SZ[9];B[];W[];B[ee];W[cc])"),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert!(r.violations.is_empty());
    assert_eq!(r.moves_replayed, 4);
    assert_eq!((r.moves_after_end, r.first_move_after_end), (1, Some(3)));
    assert_eq!(r.game.state(), GameState::Ongoing);
    // A record whose play stops at its two passes has none.
    let r = replay(&record("(;SZ[9];B[ee];W[];B[])"), &ReplayOptions::default()).unwrap();
    assert_eq!((r.moves_after_end, r.first_move_after_end), (0, None));
}

#[test]
fn a_long_run_of_passes_makes_a_bounded_number_of_notes() {
    // Black and White pass in turn 5,000 times each. Moves 1-2 end the game;
    // every later pass that finds the game ended resumes it: move 3 (after
    // 1-2), and then each pass after two consecutive passes again. Whatever
    // that count, it is at least 1 and at most the 9,998 moves after move 2,
    // and the notes about it are three plus one summary.
    let r = replay(
        &record(&repeated(";B[];W[]", 5_000)),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.moves_replayed, 10_000);
    assert_eq!(r.first_move_after_end, Some(3));
    assert!(
        (1..=9_998).contains(&r.moves_after_end),
        "{}",
        r.moves_after_end
    );
    let after: Vec<&String> = r
        .notes
        .iter()
        .filter(|n| n.contains("after the game"))
        .collect();
    assert_eq!(after.len(), 4, "{after:?}");
    assert!(
        after[3].starts_with(&format!(
            "{} moves after the game had ended (from move 3)",
            r.moves_after_end
        )),
        "{after:?}"
    );
    // The hostile form: one colour only, every second pass implicit.
    let r = replay(
        &record(&repeated(";B[]", 10_000)),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.moves_replayed, 10_000);
    assert!(
        r.moves_after_end >= 1 && r.notes.len() < 12,
        "{:?}",
        r.notes
    );
}

#[test]
fn the_node_limit_is_configurable_and_named_in_the_error() {
    // The root and 10 move nodes: 11 nodes.
    let text = repeated(";B[]", 10);
    let tight = ParseOptions { max_nodes: 10 };
    let e = sgf::parse_with(text.as_bytes(), &tight).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyNodes);
    assert!(
        e.to_string().contains("node 11 over the limit of 10"),
        "{e}"
    );
    let e = sgf::parse_str_with(&text, &tight).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyNodes);
    let ok = ParseOptions { max_nodes: 11 };
    assert_eq!(
        sgf::parse_with(text.as_bytes(), &ok).unwrap().games().len(),
        1
    );
    // All games of a file together.
    let two = format!("{text}{text}");
    let e = sgf::parse_with(two.as_bytes(), &ParseOptions { max_nodes: 21 }).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyNodes);
    assert_eq!(ParseOptions::default().max_nodes, sgf::MAX_NODES);
}

#[test]
fn a_resignation_recorded_after_two_passes_decides_the_game() {
    // 5x5: Black C3, both pass, and RE says White won by resignation. The
    // count of the board (Black's 25 points, no komi) says B+25; the record
    // says W+R, which is the result.
    let text = "(;GM[1]SZ[5]KM[0]RU[Chinese]RE[W+Resign];B[cc];W[];B[])";
    let r = replay(&record(text), &ReplayOptions::default()).unwrap();
    assert_eq!(
        r.game.state(),
        GameState::Ended(EndReason::Resignation {
            loser: Color::Black
        })
    );
    assert_eq!(r.game.result().map(|g| g.to_sgf()), Some("W+R".to_string()));
    assert!(
        r.notes
            .iter()
            .any(|n| n.starts_with("RE[W+Resign] after two passes")),
        "{:?}",
        r.notes
    );
    // The count beside it.
    assert_eq!(r.game.score(&[]).unwrap().result().to_sgf(), "B+25");
    // Time and forfeit alike; a count in RE leaves the game ended by passes.
    for (re, end) in [
        (
            "W+T",
            EndReason::Time {
                loser: Color::Black,
            },
        ),
        (
            "B+F",
            EndReason::Forfeit {
                loser: Color::White,
            },
        ),
    ] {
        let r = replay(
            &record(&text.replace("W+Resign", re)),
            &ReplayOptions::default(),
        )
        .unwrap();
        assert_eq!(r.game.state(), GameState::Ended(end), "{re}");
    }
    let r = replay(
        &record(&text.replace("W+Resign", "B+25")),
        &ReplayOptions::default(),
    )
    .unwrap();
    assert_eq!(r.game.state(), GameState::Ended(EndReason::TwoPasses));
}

//! The protocol: ids, comments, case, `list_commands`, `run`, error messages, and arbitrary lines (property tests).

use crate::common::*;

#[test]
fn protocol_basics_ids_comments_and_case() {
    let mut e = engine();
    expect(&mut e, "protocol_version", "= 2\n\n");
    expect(&mut e, "7 name", "=7 tianyuan\n\n");
    expect(
        &mut e,
        "version",
        &format!("= {}\n\n", env!("CARGO_PKG_VERSION")),
    );
    // §3.1: empty and comment-only lines get no answer.
    assert_eq!(e.execute(""), None);
    assert_eq!(e.execute("   \t  "), None);
    assert_eq!(e.execute("# a comment"), None);
    assert_eq!(e.execute("  # indented comment"), None);
    // Comments after a command; control characters removed; tabs are spaces.
    expect(&mut e, "name # who are you", "= tianyuan\n\n");
    expect(&mut e, "proto\u{1}col_ver\rsion", "= 2\n\n");
    expect(&mut e, "1\tknown_command\tplay", "=1 true\n\n");
    expect(&mut e, "known_command frobnicate", "= false\n\n");
    expect(&mut e, "KNOWN_COMMAND Play", "= true\n\n");
    expect(&mut e, "3 frobnicate", "?3 unknown command\n\n");
    expect(&mut e, "42", "?42 missing command\n\n");
    expect(&mut e, "quit", "= \n\n");
    assert!(e.has_quit());
}

#[test]
fn list_commands_matches_known_command() {
    let mut e = engine();
    let answer = e.execute("list_commands").unwrap();
    let body = answer
        .strip_prefix("= ")
        .unwrap()
        .strip_suffix("\n\n")
        .unwrap();
    let listed: Vec<&str> = body.lines().collect();
    assert_eq!(listed, COMMANDS);
    for required in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "undo",
        "showboard",
        "final_score",
        "final_status_list",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "time_settings",
        "time_left",
        "kgs-time_settings",
        "kata-get-rules",
        "kata-set-rules",
        "kata-set-rule",
        "tianyuan-rules",
    ] {
        expect(&mut e, &format!("known_command {required}"), "= true\n\n");
    }
}

#[test]
fn run_serves_until_quit() {
    let input = "name\n# comment\n\n5 protocol_version\nquit\nname\n";
    let mut out = Vec::new();
    run(input.as_bytes(), &mut out, &GtpConfig::default()).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "= tianyuan\n\n=5 2\n\n= \n\n"
    );
    // Invalid UTF-8 and CRLF line ends are served too; the end of input stops.
    let mut out = Vec::new();
    run(
        &b"na\xffme\r\nname\r\n"[..],
        &mut out,
        &GtpConfig::default(),
    )
    .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "? unknown command\n\n= tianyuan\n\n"
    );
}

#[test]
fn error_kinds_have_distinct_messages() {
    let mut messages: Vec<&str> = GtpErrorKind::ALL.iter().map(|k| k.message()).collect();
    messages.sort();
    messages.dedup();
    assert_eq!(messages.len(), GtpErrorKind::ALL.len());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Arbitrary lines never panic, and every line that is not empty or a
    /// comment once cleaned gets exactly one well-formed answer.
    #[test]
    fn arbitrary_lines_one_answer_each(lines in proptest::collection::vec(line_strategy(), 0..25)) {
        let mut e = engine();
        e.set_file_access(false);
        for l in &lines {
            let l = l.replace('\n', " ");
            let answer = e.execute(&l);
            let expected = !clean_line(&l).trim().is_empty();
            prop_assert_eq!(answer.is_some(), expected, "line {:?}", l);
            if let Some(a) = answer {
                prop_assert!(a.starts_with('=') || a.starts_with('?'));
                prop_assert!(a.ends_with("\n\n"));
                prop_assert_eq!(a.matches("\n\n").count(), 1, "one answer: {:?}", a);
            }
        }
    }

    /// Over `run`, the output holds one answer per command line up to `quit`.
    #[test]
    fn run_answers_every_command_line(lines in proptest::collection::vec(line_strategy(), 0..25)) {
        let lines: Vec<String> = lines.into_iter().map(|l| l.replace('\n', " ")).collect();
        let mut expected = 0;
        let mut probe = engine();
        probe.set_file_access(false);
        for l in &lines {
            if probe.execute(l).is_some() {
                expected += 1;
            }
            if probe.has_quit() {
                break;
            }
        }
        let mut out = Vec::new();
        let input = lines.join("\n");
        run(input.as_bytes(), &mut out, &GtpConfig::default()).unwrap();
        let text = String::from_utf8_lossy(&out);
        prop_assert_eq!(text.matches("\n\n").count(), expected);
    }
}

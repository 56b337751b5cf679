//! Error answers quote at most a short prefix of the input that caused them
//! (`QUOTE_CHARS` characters, cut on a character boundary, then `…`), so a
//! bad line of up to a megabyte gets a one-line answer.

use crate::common::*;
use tianyuan_cli::gtp::{MAX_LINE_BYTES, QUOTE_CHARS};

/// Every command line that quotes, or might quote, a word of its input in
/// its error; `X` stands for the long word.
const TEMPLATES: [&str; 30] = [
    "play B X",
    "play X D4",
    "genmove X",
    "boardsize X",
    "rectangular_boardsize X 9",
    "rectangular_boardsize 9 X",
    "komi X",
    "time_settings X 1 1",
    "time_left X 1 1",
    "time_left B X 1",
    "time_left B 1 X",
    "kgs-time_settings X",
    "fixed_handicap X",
    "place_free_handicap X",
    "set_free_handicap D4 X",
    "final_status_list X",
    "kata-set-rules X",
    "kata-set-rules {\"X\":[]}",
    "kata-set-rules {\"komi\":\"X\"}",
    "kata-set-rules {\"X\":\"X\"}",
    "kata-set-rule X X",
    "kata-set-rule komi X",
    "kata-set-rule scoring X",
    "tianyuan-rules X",
    "tianyuan-legal_points X",
    "tianyuan-ko_banned_points X",
    "tianyuan-set_dead_stones X",
    "tianyuan-playouts X",
    "loadsgf X X",
    "X",
];

/// The longest error answer a long word may give (the longest fixed text is
/// the unknown-rules message, about 220 bytes).
const MAX_ANSWER_BYTES: usize = 600;

#[test]
fn errors_quote_a_short_prefix_of_long_input() {
    let fillers = [
        "A".repeat(100_000),
        "9".repeat(100_000),
        "é".repeat(50_000),
        format!("stone{}scoring", "-".repeat(100_000)),
    ];
    for filler in &fillers {
        for template in TEMPLATES {
            // A line's first word of digits is its id, which every answer
            // echoes whole (GTP v2 §2.5): not an error quoting input.
            if template == "X" && filler.starts_with('9') {
                continue;
            }
            let mut e = engine();
            e.set_file_access(false);
            let line = template.replace('X', filler);
            let answer = e.execute(&line).unwrap();
            assert!(
                answer.starts_with('?') && answer.ends_with("\n\n"),
                "{template} with {} bytes: {:.200}",
                filler.len(),
                answer
            );
            assert!(
                answer.len() <= MAX_ANSWER_BYTES && answer.trim_end().lines().count() == 1,
                "{template} with {} bytes: {} bytes: {:.200}",
                filler.len(),
                answer.len(),
                answer
            );
        }
    }
}

#[test]
fn a_long_vertex_is_quoted_with_its_length() {
    let mut e = engine();
    let vertex = "A".repeat(MAX_LINE_BYTES);
    let answer = e.execute(&format!("play B {vertex}")).unwrap();
    let prefix = "A".repeat(QUOTE_CHARS);
    assert_eq!(
        answer,
        format!(
            "? illegal move: bad GTP vertex \"{prefix}…\": expected a column letter A-Z \
             without I and a row number, or 'pass'\n\n"
        )
    );
    let answer = e.execute(&format!("play {vertex} D4")).unwrap();
    assert_eq!(
        answer,
        format!(
            "? syntax error: invalid color \"{prefix}…\" ({} bytes)\n\n",
            MAX_LINE_BYTES
        )
    );
    // Cut on a character boundary: 47 ASCII letters and then two-byte ones.
    let mixed = format!("{}{}", "A".repeat(QUOTE_CHARS - 1), "é".repeat(1000));
    let answer = e.execute(&format!("genmove {mixed}")).unwrap();
    assert_eq!(
        answer,
        format!(
            "? syntax error: invalid color \"{}é…\" ({} bytes)\n\n",
            "A".repeat(QUOTE_CHARS - 1),
            mixed.len()
        )
    );
    // Short input is quoted whole, as before.
    expect(
        &mut e,
        "play purple D4",
        "? syntax error: invalid color \"purple\"\n\n",
    );
}

#[test]
fn a_session_with_a_line_of_a_megabyte_and_more_answers_briefly() {
    let input = format!("play B {}\nname\n", "Z".repeat(3 * MAX_LINE_BYTES));
    let mut out = Vec::new();
    run(input.as_bytes(), &mut out, &GtpConfig::default()).unwrap();
    let out = String::from_utf8(out).unwrap();
    let answers: Vec<&str> = out.split_terminator("\n\n").collect();
    assert_eq!(answers.len(), 2, "{:.300}", out);
    assert!(answers[0].starts_with("? illegal move: bad GTP vertex \"ZZZ"));
    assert!(answers[0].len() < 200, "{}", answers[0]);
    assert_eq!(answers[1], "= tianyuan");
}

//! Fuzz target: any bytes, read as GTP lines, never panic the engine, and
//! every line that is not empty or a comment gets exactly one answer
//! (`=`/`?` … ending with the empty line), an error one short past its id.
//! File access is off, so `loadsgf` never touches the disk. Needs
//! `tianyuan-cli = { path = "../rules-cli" }` in `fuzz/Cargo.toml`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tianyuan_cli::gtp::{clean_line, Engine, GtpConfig};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut engine = Engine::new(&GtpConfig::default());
    engine.set_file_access(false);
    for line in text.split('\n').take(200) {
        let answer = engine.execute(line);
        let expected = !clean_line(line).trim().is_empty();
        assert_eq!(answer.is_some(), expected, "line {line:?}");
        if let Some(a) = answer {
            assert!(a.starts_with('=') || a.starts_with('?'), "{a:?}");
            assert!(
                a.ends_with("\n\n") && a.matches("\n\n").count() == 1,
                "{a:?}"
            );
            // An error quotes at most a short prefix of the input
            // (`tianyuan_cli::gtp::QUOTE_CHARS`); only the id is echoed whole.
            if let Some(rest) = a.strip_prefix('?') {
                let message = rest.trim_start_matches(|c: char| c.is_ascii_digit());
                assert!(message.len() <= 1024, "{:.300}", message);
            }
        }
    }
});

//! Usage: exit codes of usage errors, help texts, the README's commands.

use crate::common::*;

#[test]
fn usage_errors_exit_2() {
    assert_eq!(
        tianyuan(&["replay", "--rules", "bogus"]).status.code(),
        Some(2)
    );
    assert_eq!(tianyuan(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn help_texts_hold_no_rustdoc_links() {
    // clap takes the doc comments as help: no `[`link`]` or paths there.
    for args in [
        &["--help"][..],
        &["replay", "--help"],
        &["score", "--help"],
        &["gtp", "--help"],
        &["standings", "--help"],
    ] {
        let o = tianyuan(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let help = text(&o);
        for rustdoc in ["[`", "`]", "](", "crate::", "tianyuan::", "Self::"] {
            assert!(
                !help.contains(rustdoc),
                "{args:?} shows {rustdoc:?}:\n{help}"
            );
        }
    }
}

#[test]
fn the_readme_commands_use_real_subcommands_and_options() {
    // rules-cli/README.md (crates.io's page, for the command's users): every
    // `tianyuan SUBCOMMAND --option` line of its ```sh blocks names a
    // subcommand whose --help lists each of those options.
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let mut in_sh = false;
    let mut checked = 0;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_sh = line == "```sh";
            continue;
        }
        let Some(rest) = line.strip_prefix("tianyuan ").filter(|_| in_sh) else {
            continue;
        };
        let command = rest.split('#').next().unwrap();
        let mut words = command.split_whitespace();
        let sub = words.next().unwrap();
        let help = tianyuan(&[sub, "--help"]);
        assert_eq!(help.status.code(), Some(0), "{line}");
        let help = text(&help);
        for option in words.filter(|w| w.starts_with("--")) {
            assert!(
                help.contains(&format!("{option} ")),
                "{line}: {option} not in --help"
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked} options checked");
}

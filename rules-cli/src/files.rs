//! Finding SGF files: explicit files as given, folders walked recursively for
//! `.sgf` and `.sgfs`, in sorted order.

use std::path::{Path, PathBuf};

/// Whether a file name looks like SGF.
fn is_sgf(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf") || e.eq_ignore_ascii_case("sgfs"))
}

/// The files to read under `paths`; a path that does not exist is returned
/// as is (reading it reports the error).
pub fn collect(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut stack = vec![p.clone()];
            let mut found = Vec::new();
            while let Some(dir) = stack.pop() {
                let Ok(entries) = std::fs::read_dir(&dir) else {
                    found.push(dir);
                    continue;
                };
                for e in entries.flatten() {
                    let path = e.path();
                    if path.is_dir() {
                        stack.push(path);
                    } else if is_sgf(&path) {
                        found.push(path);
                    }
                }
            }
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    out
}

/// `examples/games` under the current directory, else the one next to this
/// crate's sources (baked in at compile time).
pub fn default_examples() -> Option<PathBuf> {
    let here = PathBuf::from("examples/games");
    if here.is_dir() {
        return Some(here);
    }
    let baked = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/games");
    baked.is_dir().then_some(baked)
}

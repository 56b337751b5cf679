//! The workspace's shared folder of real records, for the tests that read
//! it (included with `#[path = "common/data.rs"] mod data;`).

use std::path::{Path, PathBuf};

/// `../shared/<sub>` from the repository root, if it exists;
/// `TIANYUAN_SHARED_DIR` may name the `shared` folder instead (for worktrees
/// placed elsewhere).
pub fn shared_dir(sub: &str) -> Option<PathBuf> {
    let shared = std::env::var_os("TIANYUAN_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let dir = shared.join(sub);
    dir.is_dir().then_some(dir)
}

/// Every file under `dir`, sorted, as (path relative to `dir` with `/`
/// separators, absolute path).
pub fn files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let rel = p
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.push((rel, p));
            }
        }
    }
    out.sort();
    out
}

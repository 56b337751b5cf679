//! Finding and reading SGF files: explicit files as given, folders walked
//! recursively for `.sgf` and `.sgfs`, in sorted order; reads bounded by the
//! parser's input limit.

use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};

use tianyuan::sgf;

/// Whether a file name looks like SGF.
fn is_sgf(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf") || e.eq_ignore_ascii_case("sgfs"))
}

/// The files to read under `paths`. A path given that is not a folder is
/// returned as is (reading it reports any error). Folders are walked for
/// regular files (or symbolic links to them) named `.sgf`/`.sgfs`; FIFOs,
/// devices, sockets and broken links are passed over (reading a FIFO could
/// wait forever), and each folder is visited once, by its canonical path, so
/// a symbolic link loop or two links to one folder add nothing twice. A
/// folder that cannot be listed is returned as is (reading it reports the
/// error).
pub fn collect(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut visited = HashSet::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            let mut stack = Vec::new();
            if visited.insert(canonical(p)) {
                stack.push(p.clone());
            }
            while let Some(dir) = stack.pop() {
                let Ok(entries) = std::fs::read_dir(&dir) else {
                    found.push(dir);
                    continue;
                };
                for e in entries.flatten() {
                    let path = e.path();
                    // Follows symbolic links; a broken one is passed over.
                    let Ok(meta) = std::fs::metadata(&path) else {
                        continue;
                    };
                    if meta.is_dir() {
                        if visited.insert(canonical(&path)) {
                            stack.push(path);
                        }
                    } else if meta.is_file() && is_sgf(&path) {
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

/// The canonical form of `path`, or `path` itself if it has none.
fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The bytes of the file at `path`, reading at most
/// [`sgf::MAX_INPUT_BYTES`] + 1 of them: enough for [`sgf::parse`] to report
/// [`sgf::SgfErrorKind::InputTooLarge`] without reading the rest of a huge
/// file or an endless one (`/dev/zero`).
pub fn read_sgf(path: &Path) -> std::io::Result<Vec<u8>> {
    let limit = sgf::MAX_INPUT_BYTES as u64 + 1;
    let file = std::fs::File::open(path)?;
    // Sized from the file's length (capped at the limit), so that a record
    // is read in one call and an end-of-file one rather than in a run of
    // doubling reads (nine system calls a record where three do).
    let hint = file.metadata().map_or(0, |m| m.len()).min(limit);
    let mut bytes = Vec::with_capacity(hint as usize + 1);
    file.take(limit).read_to_end(&mut bytes)?;
    Ok(bytes)
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

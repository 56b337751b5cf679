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
                    // The entry's own type comes with the listing on most
                    // file systems; only a symbolic link (or a type the
                    // listing does not give) costs a `stat`, which follows
                    // it: a broken one is passed over.
                    let kind = match e.file_type() {
                        Ok(t) if t.is_file() => Kind::File,
                        Ok(t) if t.is_dir() => Kind::Dir,
                        Ok(t) if !t.is_symlink() => Kind::Other,
                        _ => match std::fs::metadata(&path) {
                            Ok(m) if m.is_file() => Kind::File,
                            Ok(m) if m.is_dir() => Kind::Dir,
                            _ => Kind::Other,
                        },
                    };
                    match kind {
                        Kind::Dir if visited.insert(canonical(&path)) => stack.push(path),
                        Kind::File if is_sgf(&path) => found.push(path),
                        _ => {}
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

/// What a folder entry is, links followed.
enum Kind {
    File,
    Dir,
    /// A FIFO, device or socket, or a broken link.
    Other,
}

/// The canonical form of `path`, or `path` itself if it has none.
fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The room a record's bytes are first read into (most game records are a
/// few kilobytes; one with many comments or variations, tens).
const FIRST_READ_BYTES: usize = 64 * 1024;

/// The bytes of the file at `path`, reading at most
/// [`sgf::MAX_INPUT_BYTES`] + 1 of them: enough for [`sgf::parse`] to report
/// [`sgf::SgfErrorKind::InputTooLarge`] without reading the rest of a huge
/// file or an endless one (`/dev/zero`).
pub fn read_sgf(path: &Path) -> std::io::Result<Vec<u8>> {
    let limit = sgf::MAX_INPUT_BYTES as u64 + 1;
    let mut file = std::fs::File::open(path)?.take(limit);
    // Room for most records at once, so that one is read in one call and an
    // end-of-file one (asking the file's length first would cost a `statx`
    // a record).
    let mut bytes = Vec::with_capacity(FIRST_READ_BYTES);
    (&mut file)
        .take(FIRST_READ_BYTES as u64)
        .read_to_end(&mut bytes)?;
    if bytes.len() == FIRST_READ_BYTES {
        // A longer file: room for the rest at once, from its length (its
        // reads grown by doubling would leave every outgrown block behind
        // while the record is parsed: 8 MB more for an 8 MB file).
        let len = file.get_ref().metadata().map_or(0, |m| m.len()).min(limit);
        let rest = usize::try_from(len)
            .unwrap_or(0)
            .saturating_sub(bytes.len());
        bytes.reserve_exact(rest);
    }
    file.read_to_end(&mut bytes)?;
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

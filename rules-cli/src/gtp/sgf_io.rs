//! `loadsgf` and `printsgf` over [`tianyuan::replay`].

use std::io::Read;

use tianyuan::replay::{ReplayMode, ReplayOptions};
use tianyuan::sgf::{GameRecord, GameTree, NodeId};
use tianyuan::{replay_any, sgf, AnyGame, Rules};

use super::error::{GtpError, GtpErrorKind};

/// The largest SGF file `loadsgf` reads, in bytes.
pub const MAX_SGF_BYTES: u64 = 16 << 20;

/// The first game of the SGF file at `path`, replayed tolerantly under
/// `rules` (the rules in force: the record's `RU` is not applied) with the
/// record's komi (`KM`; without it, as [`tianyuan::replay`] decides) up to the
/// position before move `upto`. Moves are numbered as SGF editors do: every
/// `B`/`W` property of the main line from 1, passes included (1: the set-up
/// only; `None`, 0 or past the end: every move). The record's `RE` is not
/// kept, so play can go on. Errors: `cannot load file` with the reason (the
/// file cannot be read or is larger than [`MAX_SGF_BYTES`], the SGF is broken,
/// holds no game, or cannot be replayed, [`tianyuan::replay::ReplayError`]).
pub(super) fn load(
    path: &str,
    upto: Option<u32>,
    rules: Rules,
) -> Result<(AnyGame, Rules), GtpError> {
    let bad = |why: &dyn std::fmt::Display| GtpError::with(GtpErrorKind::CannotLoadFile, why);
    let file = std::fs::File::open(path).map_err(|e| bad(&e))?;
    let mut bytes = Vec::new();
    file.take(MAX_SGF_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| bad(&e))?;
    if bytes.len() as u64 > MAX_SGF_BYTES {
        return Err(bad(&"file too large"));
    }
    let collection = sgf::parse(&bytes).map_err(|e| bad(&e))?;
    let record = collection
        .games()
        .first()
        .ok_or_else(|| bad(&"no game in the file"))?;
    let truncated;
    let record = match upto.filter(|&n| n > 0) {
        Some(n) => {
            truncated = main_line_before(record, n);
            &truncated
        }
        None => record,
    };
    let options = ReplayOptions {
        rules: Some(rules),
        mode: ReplayMode::Tolerant,
    };
    // Without `RE` the replay takes no end from it (resignation, time), and
    // the game keeps its set-up made between moves ([`Game::set_up`]).
    let mut record = record.clone();
    let mut info = record.info().clone();
    info.result = None;
    info.result_raw = None;
    record.set_info(info);
    let replayed = replay_any(&record, &options).map_err(|e| bad(&e))?;
    let rules = replayed.rules();
    Ok((replayed.into_game(), rules))
}

/// The main line of `record` as a record without variations, cut before its
/// `upto`-th `B`/`W` property (counted from 1).
fn main_line_before(record: &GameRecord, upto: u32) -> GameRecord {
    let source = record.tree();
    let mut tree = GameTree::new();
    let mut parent = NodeId::ROOT;
    let mut seen = 0u32;
    for (i, id) in record.main_line().into_iter().enumerate() {
        let Some(node) = source.get(id) else {
            break;
        };
        let mut properties = Vec::with_capacity(node.properties.len());
        let mut cut = false;
        for p in &node.properties {
            if matches!(p.ident.as_str(), "B" | "W") {
                seen += 1;
                if seen >= upto {
                    cut = true;
                    continue;
                }
            }
            properties.push(p.clone());
        }
        let target = if i == 0 {
            Some(NodeId::ROOT)
        } else {
            tree.add_child(parent)
        };
        let Some(target) = target else {
            break;
        };
        if let Some(n) = tree.get_mut(target) {
            n.properties = properties;
        }
        parent = target;
        if cut {
            break;
        }
    }
    GameRecord::from_tree(tree)
}

/// The game as SGF ([`tianyuan::GoGame::to_sgf`]).
pub(super) fn print_sgf(game: &AnyGame) -> String {
    game.to_sgf()
}

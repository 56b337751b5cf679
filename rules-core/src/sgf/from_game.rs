//! A [`Game`](crate::sized::GameOf) written as an SGF record ([`game_to_record`],
//! [`game_to_sgf`]): game information, set-up, moves, set-up made during the
//! game, and `RE`, from the count when the players have not agreed the dead
//! stones. Beside the writer of records ([`crate::sgf::write_record`]);
//! re-exported by [`crate::replay`], which reads records back.

use crate::color::Color;
use crate::game::{EndReason, GameOf, GameState};
use crate::life::LifeOptions;
use crate::point::{BoardSize, Move, Point};
use crate::rules::DeadStones;
use crate::sgf::{self, GameInfo, GameRecord, GameTree, NodeId, Property};

/// The record of `game`: `SZ`, `KM` (points), `HA`, `RU` (preset name or
/// `custom`), set-up stones as `AB`/`AW` in the root, the moves, set-up made
/// during the game ([`Game::setups`](crate::sized::GameOf::setups)) as nodes with `AE`/`AB`/`AW` and `PL`,
/// and `RE` when the result is known.
///
/// A game ended by two passes (or by agreement) whose dead stones were not
/// agreed has no result yet (art. 8: the players agree them); its `RE` is
/// then the area count (art. 9, 11) of [`Game::score_estimated`](crate::sized::GameOf::score_estimated)
/// with [`LifeOptions::default`] (256 playouts, seed 0: the same `RE` each
/// time): the library's estimate of the dead stones under agreement rules,
/// said so in a root comment `C` naming them, or the rules' own dead stones
/// (none under Tromp-Taylor, pass-alive territory under KataGo's area
/// rules), said so too. With agreed dead stones `RE` is the agreed count.
pub fn game_to_record<const W: usize>(game: &GameOf<W>) -> GameRecord {
    let size = game.size();
    let rules = game.rules();
    let info = GameInfo {
        game: Some(1),
        width: size.width() as u8,
        height: size.height() as u8,
        komi_half_points: Some(rules.komi.half_points()),
        handicap: (game.handicap() > 0).then_some(game.handicap()),
        rules: Some(rules.preset.map_or(rules.name(), |p| p.name()).to_string()),
        result: game.result().map(sgf::RecordedResult::from),
        result_raw: game.result().map(|r| r.to_sgf()),
        ..GameInfo::default()
    };
    let (info, comment) = counted_result(game, info);
    let mut tree: GameTree = GameRecord::new(info).into_tree();
    if let Some(root) = tree.get_mut(NodeId::ROOT) {
        if let Some(text) = comment {
            root.properties.push(Property::new("C", vec![text]));
        }
        let setup = game.setup();
        for color in Color::ALL {
            let points: Vec<String> = size
                .points()
                .filter(|&p| setup.get(p) == Some(color))
                .map(|p| size.to_sgf(Move::Place(p)))
                .collect();
            if !points.is_empty() {
                let ident = if color == Color::Black { "AB" } else { "AW" };
                root.properties.push(Property::new(ident, points));
            }
        }
        // Replay takes the first player from the first move; PL is needed only
        // when there is none and the default (White after handicap stones,
        // else Black) would be wrong.
        let first_player = game.first_to_move();
        let default_first = if game.handicap() >= 2 && !setup.occupied().is_empty() {
            Color::White
        } else {
            Color::Black
        };
        if game.move_number() == 1 && first_player != default_first {
            root.properties
                .push(Property::new("PL", vec![first_player.letter().to_string()]));
        }
    }
    let mut parent = NodeId::ROOT;
    let mut setups = game.setups().iter().peekable();
    let moves = game.moves().map(Some).chain(std::iter::once(None));
    for (written, m) in moves.enumerate() {
        let written = written as u32;
        // Set-up made after `written` moves: a node of its own, AE/AB/AW as
        // the changes left each point, and PL.
        while let Some(s) = setups.next_if(|s| s.after_moves <= written) {
            let Some(id) = tree.add_child(parent) else {
                break;
            };
            if let Some(node) = tree.get_mut(id) {
                node.properties = setup_properties(size, s);
            }
            parent = id;
        }
        let Some(m) = m else {
            break;
        };
        let Some(id) = tree.add_child(parent) else {
            break;
        };
        if let Some(node) = tree.get_mut(id) {
            node.properties.push(Property::new(
                m.color.letter().to_string(),
                vec![size.to_sgf(m.mv)],
            ));
        }
        parent = id;
    }
    GameRecord::from_tree(tree)
}

/// The `AE`, `AB`, `AW` and `PL` properties of a set-up made during a game:
/// each changed point as the changes left it (the last change of a point wins).
/// `info` with `RE` from the count when the game ended by passes or
/// agreement without agreed dead stones, and the comment that says how the
/// dead stones were settled (see [`game_to_record`]).
fn counted_result<const W: usize>(
    game: &GameOf<W>,
    mut info: GameInfo,
) -> (GameInfo, Option<String>) {
    let by_count = matches!(
        game.state(),
        GameState::Ended(EndReason::TwoPasses | EndReason::Agreement)
    );
    if !by_count || game.result().is_some() {
        return (info, None);
    }
    let options = LifeOptions::default();
    // The default options are in range: this does not fail.
    let Ok(estimated) = game.score_estimated(&options) else {
        return (info, None);
    };
    let result = estimated.score.result();
    let size = game.size();
    let dead: Vec<String> = estimated
        .dead
        .points(size)
        .map(|p| size.to_gtp(Move::Place(p)))
        .collect();
    let dead = if dead.is_empty() {
        "none".to_string()
    } else {
        dead.join(" ")
    };
    let text = match game.rules().dead_stones {
        DeadStones::Agreement => format!(
            "RE is the area count with dead stones estimated by tianyuan ({} playouts, seed {}), \
             not agreed by the players (art. 8): {dead}",
            options.playouts, options.seed
        ),
        DeadStones::AllAlive => {
            "RE is the area count with every stone alive, as these rules count".to_string()
        }
        DeadStones::PassAliveTerritory => format!(
            "RE is the area count with the stones in pass-alive territory dead, as these rules count: {dead}"
        ),
    };
    info.result = Some(sgf::RecordedResult::from(result));
    info.result_raw = Some(result.to_sgf());
    (info, Some(text))
}

fn setup_properties(size: BoardSize, s: &crate::game::SetUp) -> Vec<Property> {
    let mut last: Vec<(Point, Option<Color>)> = Vec::with_capacity(s.changes.len());
    for &(p, c) in &s.changes {
        match last.iter_mut().find(|(q, _)| *q == p) {
            Some(entry) => entry.1 = c,
            None => last.push((p, c)),
        }
    }
    let mut props = Vec::new();
    for (ident, stone) in [
        ("AE", None),
        ("AB", Some(Color::Black)),
        ("AW", Some(Color::White)),
    ] {
        let values: Vec<String> = last
            .iter()
            .filter(|(_, c)| *c == stone)
            .map(|&(p, _)| size.to_sgf(Move::Place(p)))
            .collect();
        if !values.is_empty() {
            props.push(Property::new(ident, values));
        }
    }
    props.push(Property::new("PL", vec![s.to_move.letter().to_string()]));
    props
}

/// [`game_to_record`] as SGF text (UTF-8, FF\[4\]).
pub fn game_to_sgf<const W: usize>(game: &GameOf<W>) -> String {
    sgf::write_record(&game_to_record(game))
}

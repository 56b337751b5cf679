//! The record layer: one game tree read as a game of Go — game information,
//! moves and set-up stones per node, and typed warnings.
//!
//! Nothing here fails: every problem in a value (off-board point, odd komi,
//! unknown result) becomes an [`SgfWarning`] with its node and text position,
//! and the value is skipped or left unknown. Replaying the moves under the
//! rules is the game layer's job.

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use smallvec::{smallvec, SmallVec};
use thiserror::Error;

use crate::board::InvariantError;
use crate::color::Color;
use crate::point::{parse_sgf_point, BoardSize, Move, Point, PointError};

use super::compact::CompactTree;
use super::error::{SgfWarning, WarningKind};
use super::node_table::NodeTable;
use super::tree::{GameTree, NodeId, Property};
use super::values::{parse_komi, parse_result, parse_size, RecordedResult};
use super::view::{PropRef, TreeRef};

/// The game information of a record (FF\[4\] game-info properties of the root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// `GM`: the game type, 1 for Go; `None` when absent (Go is assumed).
    pub game: Option<u32>,
    /// `SZ` columns (1..=52 in SGF; 19 when absent, and when `SZ` is not a
    /// size: see [`GameInfo::bad_size`]).
    pub width: u8,
    /// `SZ` rows (1..=52 in SGF; 19 when absent, and when `SZ` is not a size).
    pub height: u8,
    /// `SZ` as written when it is not a board size (not `n` or `w:h` with
    /// whole-number sides 1..=52: `SZ[0]`, `SZ[-5]`, `SZ[abc]`, `SZ[19:0]`),
    /// else `None`. Points and moves are then read as on 19×19 (the record's
    /// properties stay readable, with a [`WarningKind::BadSize`] warning), but
    /// [`GameInfo::board_size`] errors, so the game cannot be replayed.
    pub bad_size: Option<String>,
    /// `KM` in half points (7.5 points = 15); `None` when absent or unusable.
    /// Stone forms (`375`, `3.75`) are converted, with a warning.
    pub komi_half_points: Option<i32>,
    /// `HA`: handicap stones.
    pub handicap: Option<u32>,
    /// `RU`: the rules, as written.
    pub rules: Option<String>,
    /// `RE`, parsed.
    pub result: Option<RecordedResult>,
    /// `RE`, as written.
    pub result_raw: Option<String>,
    /// `PB`: Black's name.
    pub black_player: Option<String>,
    /// `PW`: White's name.
    pub white_player: Option<String>,
    /// `BR`: Black's rank.
    pub black_rank: Option<String>,
    /// `WR`: White's rank.
    pub white_rank: Option<String>,
    /// `DT`: date(s).
    pub date: Option<String>,
    /// `EV`: event.
    pub event: Option<String>,
    /// `PC`: place.
    pub place: Option<String>,
    /// `GN`: game name.
    pub game_name: Option<String>,
}

impl Default for GameInfo {
    fn default() -> Self {
        GameInfo {
            game: None,
            width: 19,
            height: 19,
            bad_size: None,
            komi_half_points: None,
            handicap: None,
            rules: None,
            result: None,
            result_raw: None,
            black_player: None,
            white_player: None,
            black_rank: None,
            white_rank: None,
            date: None,
            event: None,
            place: None,
            game_name: None,
        }
    }
}

/// At most this many characters of a bad `SZ` value are quoted in
/// [`PointError::BadSgfSize`] ([`GameInfo::board_size`]).
pub(crate) const QUOTED_SIZE_CHARS: usize = 32;

impl GameInfo {
    /// The board as a [`BoardSize`] (19×19 when `SZ` is absent). Errors:
    /// [`PointError::BadSgfSize`] naming the value when `SZ` is not a board
    /// size ([`GameInfo::bad_size`]: `SZ[0]`, `SZ[abc]`, `SZ[19:0]`);
    /// [`PointError::UnsupportedSize`] for a valid SGF size the engine does
    /// not support (sides 1 or 26..=52). Replay
    /// ([`crate::replay::replay`]) returns either as
    /// [`crate::replay::ReplayError::BoardSize`].
    /// A bad value longer than 32 characters is quoted by its first 32 and
    /// its length in bytes (an SGF value may be 1 MiB long).
    pub fn board_size(&self) -> Result<BoardSize, PointError> {
        if let Some(text) = &self.bad_size {
            let quoted = match text.char_indices().nth(QUOTED_SIZE_CHARS) {
                Some((end, _)) => format!("{}… ({} bytes)", &text[..end], text.len()),
                None => text.clone(),
            };
            return Err(PointError::BadSgfSize(quoted));
        }
        BoardSize::new(u32::from(self.width), u32::from(self.height))
    }

    /// The text properties of the root, as (identifier, field) pairs.
    pub(crate) fn text_fields(&self) -> [(&'static str, &Option<String>); 9] {
        [
            ("RU", &self.rules),
            ("PB", &self.black_player),
            ("PW", &self.white_player),
            ("BR", &self.black_rank),
            ("WR", &self.white_rank),
            ("DT", &self.date),
            ("EV", &self.event),
            ("PC", &self.place),
            ("GN", &self.game_name),
        ]
    }

    fn text_field_mut(&mut self, ident: &str) -> Option<&mut Option<String>> {
        Some(match ident {
            "RU" => &mut self.rules,
            "PB" => &mut self.black_player,
            "PW" => &mut self.white_player,
            "BR" => &mut self.black_rank,
            "WR" => &mut self.white_rank,
            "DT" => &mut self.date,
            "EV" => &mut self.event,
            "PC" => &mut self.place,
            "GN" => &mut self.game_name,
            _ => return None,
        })
    }
}

/// What one node does on the board: moves (`B`, `W`; usually at most one),
/// set-up (`AB`, `AW`, `AE`, compressed lists expanded) and `PL`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeData {
    /// Moves in property order: a small vector that holds one move without
    /// allocating (most nodes hold one; it derefs to a slice).
    pub moves: SmallVec<[(Color, Move); 1]>,
    /// `AB`: black stones added.
    pub add_black: Vec<Point>,
    /// `AW`: white stones added.
    pub add_white: Vec<Point>,
    /// `AE`: points cleared.
    pub add_empty: Vec<Point>,
    /// `PL`: the player to move next.
    pub player_to_move: Option<Color>,
}

impl NodeData {
    /// Whether the node has set-up properties.
    pub fn has_setup(&self) -> bool {
        !(self.add_black.is_empty() && self.add_white.is_empty() && self.add_empty.is_empty())
    }
}

/// A move and the node it is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    /// The node.
    pub node: NodeId,
    /// Who played.
    pub color: Color,
    /// The move.
    pub mv: Move,
}

/// Why a record edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordEditError {
    /// The node is not in the record's tree.
    #[error("node {0:?} is not in the game tree")]
    NoSuchNode(NodeId),
    /// The point is off the record's board.
    #[error(transparent)]
    OffBoard(#[from] PointError),
}

impl RecordEditError {
    /// Every kind, in declaration order (payloads are placeholders).
    pub const ALL_KINDS: [&'static str; 2] = ["NoSuchNode", "OffBoard"];
}

/// One game: its syntax tree, its game information, the board meaning of each
/// node, and the warnings raised reading it.
///
/// A record read by [`super::parse`] keeps its tree in a compact form and
/// builds the owned [`GameTree`] the first time [`GameRecord::tree`] (or an
/// edit) needs it; everything else reads the compact form.
#[derive(Clone)]
pub struct GameRecord {
    syntax: Syntax,
    info: GameInfo,
    nodes: NodeTable,
    warnings: Vec<SgfWarning>,
}

/// The syntax tree of a record, in the form it has.
// The compact form's arrays make the parsed variant a few hundred bytes, held
// once a record: not worth an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
enum Syntax {
    /// As parsed: the compact form, and the owned tree once it was asked for
    /// (the same tree).
    Parsed {
        compact: CompactTree,
        tree: OnceLock<GameTree>,
    },
    /// Built, edited, or given to [`GameRecord::from_tree`].
    Owned(GameTree),
}

/// As the fields would show, the tree in its owned form.
impl fmt::Debug for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameRecord")
            .field("tree", self.tree())
            .field("info", &self.info)
            .field("nodes", &self.nodes)
            .field("warnings", &self.warnings)
            .finish()
    }
}

/// Two records are equal when their game information, tree shapes and node
/// data (moves, set-up, `PL`) are equal; comments, markup, text positions and
/// warnings are not compared.
impl PartialEq for GameRecord {
    fn eq(&self, other: &Self) -> bool {
        if self.info != other.info || self.view().len() != other.view().len() {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (ca, cb) = (self.view().children(a), other.view().children(b));
            if self.nodes.get(a.index()) != other.nodes.get(b.index()) || ca.len() != cb.len() {
                return false;
            }
            stack.extend(ca.iter().copied().zip(cb.iter().copied()));
        }
        true
    }
}

/// Reads a tree in either form as a game of Go: its game information, the
/// board meaning of each node, and the warnings.
fn read_record(tree: TreeRef<'_>) -> (GameInfo, NodeTable, Vec<SgfWarning>) {
    let mut warnings = Vec::new();
    let info = read_info(tree, &mut warnings);
    let go = !matches!(info.game, Some(g) if g != 1);
    let nodes = if go {
        read_nodes(tree, &info, &mut warnings)
    } else {
        warnings.push(SgfWarning {
            kind: WarningKind::NotGo,
            node: Some(NodeId::ROOT),
            position: tree.get(NodeId::ROOT, "GM").map(|p| p.position()),
            property: Some("GM".to_string()),
            detail: format!("GM[{}]", info.game.unwrap_or(0)),
        });
        NodeTable::empty(tree.len())
    };
    (info, nodes, warnings)
}

impl GameRecord {
    /// Reads a syntax tree as a game of Go (warnings, never errors).
    pub fn from_tree(tree: GameTree) -> GameRecord {
        let (info, nodes, warnings) = read_record(TreeRef::Owned(&tree));
        GameRecord {
            syntax: Syntax::Owned(tree),
            info,
            nodes,
            warnings,
        }
    }

    /// Reads a parsed tree in compact form as a game of Go; the owned tree is
    /// built when first asked for.
    pub(crate) fn from_compact(compact: CompactTree) -> GameRecord {
        let (info, nodes, warnings) = read_record(TreeRef::Compact(&compact));
        GameRecord {
            syntax: Syntax::Parsed {
                compact,
                tree: OnceLock::new(),
            },
            info,
            nodes,
            warnings,
        }
    }

    /// Checks that the two forms of a parsed record's tree agree: the compact
    /// form it was read from shows the same nodes, parents, children and
    /// properties (identifiers, values, text positions) as the owned tree
    /// built from it ([`GameRecord::tree`]), and reading either gives the same
    /// game information, node data and warnings. A record built or edited has
    /// only the owned form: nothing to compare. For tests and fuzzing (it
    /// builds the owned tree).
    pub fn check_invariants(&self) -> Result<(), InvariantError> {
        let Syntax::Parsed { compact, .. } = &self.syntax else {
            return Ok(());
        };
        let (lazy, owned) = (TreeRef::Compact(compact), TreeRef::Owned(self.tree()));
        let fail = |what: String| Err(InvariantError(what));
        if lazy.len() != owned.len() {
            return fail(format!("{} nodes, {} once built", lazy.len(), owned.len()));
        }
        for i in 0..lazy.len() {
            let id = NodeId(i as u32);
            if lazy.position(id) != owned.position(id)
                || lazy.parent(id) != owned.parent(id)
                || *lazy.children(id) != *owned.children(id)
                || lazy.children_slice(id) != owned.children_slice(id)
            {
                return fail(format!(
                    "node {i}: position, parent or children differ once built"
                ));
            }
            let mut props = owned.props(id);
            for a in lazy.props(id) {
                let Some(b) = props.next() else {
                    return fail(format!("node {i}: more properties than once built"));
                };
                if a.ident != b.ident || a.position() != b.position() || !a.values().eq(b.values())
                {
                    return fail(format!(
                        "node {i}: {} differs once built ({})",
                        a.ident, b.ident
                    ));
                }
            }
            if props.next().is_some() {
                return fail(format!("node {i}: fewer properties than once built"));
            }
        }
        let (a, b) = (read_record(lazy), read_record(owned));
        if a.0 != b.0 {
            return fail(format!("game information {:?}, once built {:?}", a.0, b.0));
        }
        if let Some(i) = (0..a.1.len()).find(|&i| a.1.get(i) != b.1.get(i)) {
            return fail(format!(
                "node {i}: data {:?}, once built {:?}",
                a.1.get(i),
                b.1.get(i)
            ));
        }
        if a.1.len() != b.1.len() || a.2 != b.2 {
            return fail(format!("warnings {:?}, once built {:?}", a.2, b.2));
        }
        Ok(())
    }

    /// The tree in the form it has, to read.
    pub(crate) fn view(&self) -> TreeRef<'_> {
        match &self.syntax {
            Syntax::Parsed { compact, .. } => TreeRef::Compact(compact),
            Syntax::Owned(tree) => TreeRef::Owned(tree),
        }
    }

    /// The owned tree, to edit (built from the compact form if need be, which
    /// is then dropped).
    fn tree_mut(&mut self) -> &mut GameTree {
        if let Syntax::Parsed { compact, tree } = &mut self.syntax {
            let owned = tree.take().unwrap_or_else(|| compact.to_tree());
            self.syntax = Syntax::Owned(owned);
        }
        match &mut self.syntax {
            Syntax::Owned(tree) => tree,
            Syntax::Parsed { .. } => unreachable!("made owned just above"),
        }
    }

    /// A record with only a root node carrying `info` (for writing new games).
    pub fn new(info: GameInfo) -> GameRecord {
        let mut tree = GameTree::new();
        if let Some(root) = tree.get_mut(NodeId::ROOT) {
            root.properties = super::write::info_properties(&info, &[]);
        }
        GameRecord::from_tree(tree)
    }

    /// Adds a node with move `mv` by `color` as the last child of `parent`.
    /// Errors if `parent` is not in the tree or the point is off the board.
    pub fn add_move(
        &mut self,
        parent: NodeId,
        color: Color,
        mv: Move,
    ) -> Result<NodeId, RecordEditError> {
        if parent.index() >= self.view().len() {
            return Err(RecordEditError::NoSuchNode(parent));
        }
        let value = match mv {
            Move::Pass => String::new(),
            Move::Place(p) => {
                if !on_board(p, &self.info) {
                    return Err(RecordEditError::OffBoard(PointError::OffBoard {
                        row: u32::from(p.row),
                        col: u32::from(p.col),
                        width: self.info.width,
                        height: self.info.height,
                    }));
                }
                sgf_point_text(p)
            }
        };
        let tree = self.tree_mut();
        let id = tree
            .add_child(parent)
            .ok_or(RecordEditError::NoSuchNode(parent))?;
        if let Some(node) = tree.get_mut(id) {
            node.properties
                .push(Property::new(color.letter().to_string(), vec![value]));
        }
        self.nodes.push(NodeData {
            moves: smallvec![(color, mv)],
            ..NodeData::default()
        });
        Ok(id)
    }

    /// The syntax tree (every property, including comments and markup).
    /// A parsed record builds it on the first call.
    pub fn tree(&self) -> &GameTree {
        match &self.syntax {
            Syntax::Parsed { compact, tree } => tree.get_or_init(|| compact.to_tree()),
            Syntax::Owned(tree) => tree,
        }
    }

    /// The syntax tree, taken out.
    pub fn into_tree(self) -> GameTree {
        match self.syntax {
            Syntax::Parsed { compact, tree } => {
                tree.into_inner().unwrap_or_else(|| compact.to_tree())
            }
            Syntax::Owned(tree) => tree,
        }
    }

    /// The game information.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// Replaces the game information and reads the nodes again under it
    /// (the board size may have changed). The tree's root is not rewritten:
    /// [`super::write_record`] writes `info` in its place.
    pub fn set_info(&mut self, info: GameInfo) {
        let mut warnings = Vec::new();
        self.nodes = read_nodes(self.view(), &info, &mut warnings);
        self.info = info;
        self.warnings = warnings;
    }

    /// The board meaning of node `id`.
    ///
    /// Borrowed for a node with set-up, `PL` or several moves; built for the
    /// others (one move or none, without allocating): the record keeps those
    /// in two bytes a node.
    pub fn node(&self, id: NodeId) -> Option<Cow<'_, NodeData>> {
        self.nodes.get(id.index())
    }

    /// The children of node `id` (empty if not in the tree).
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.view().children_slice(id)
    }

    /// Warnings raised reading this game, in node order.
    pub fn warnings(&self) -> &[SgfWarning] {
        &self.warnings
    }

    /// The main line: the root, then the first child at each branch.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.view().main_line()
    }

    /// The main line as [`GameRecord::main_line`], walked without a list.
    pub(crate) fn main_line_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.view().main_line_nodes()
    }

    /// The first node of every variation off the main line or off another
    /// variation; replay one with [`GameRecord::moves_to`].
    pub fn variations(&self) -> Vec<NodeId> {
        self.view().variations()
    }

    /// The moves of the main line, with their nodes.
    pub fn main_line_moves(&self) -> Vec<MoveAt> {
        self.moves_on(&self.main_line())
    }

    /// The moves from the root down to node `id` (included).
    pub fn moves_to(&self, id: NodeId) -> Vec<MoveAt> {
        self.moves_on(&self.view().line_to(id))
    }

    fn moves_on(&self, line: &[NodeId]) -> Vec<MoveAt> {
        line.iter()
            .filter_map(|&node| Some((node, self.nodes.get(node.index())?)))
            .flat_map(|(node, d)| {
                d.moves
                    .clone()
                    .into_iter()
                    .map(move |(color, mv)| MoveAt { node, color, mv })
            })
            .collect()
    }
}

fn warn(
    warnings: &mut Vec<SgfWarning>,
    kind: WarningKind,
    node: NodeId,
    prop: PropRef<'_>,
    detail: String,
) {
    warnings.push(SgfWarning {
        kind,
        node: Some(node),
        position: Some(prop.position()),
        property: Some(prop.ident.to_string()),
        detail,
    });
}

/// The number of identifiers [`read_info`] reads from the root.
const INFO_IDENTS: usize = 14;

/// The slot of an identifier [`read_info`] reads from the root.
#[inline]
fn info_slot(ident: &str) -> Option<usize> {
    Some(match ident {
        "GM" => 0,
        "SZ" => 1,
        "RU" => 2,
        "PB" => 3,
        "PW" => 4,
        "BR" => 5,
        "WR" => 6,
        "DT" => 7,
        "EV" => 8,
        "PC" => 9,
        "GN" => 10,
        "KM" => 11,
        "HA" => 12,
        "RE" => 13,
        _ => return None,
    })
}

/// Reads the game information from the root's properties.
fn read_info(tree: TreeRef<'_>, warnings: &mut Vec<SgfWarning>) -> GameInfo {
    let mut info = GameInfo::default();
    let r = NodeId::ROOT;
    // The root's properties read once, keeping the first of each
    // identifier read here.
    let mut found: [Option<PropRef<'_>>; INFO_IDENTS] = [None; INFO_IDENTS];
    for p in tree.props(r) {
        if let Some(slot @ None) = info_slot(p.ident).and_then(|k| found.get_mut(k)) {
            *slot = Some(p);
        }
    }
    let first = |id: &str| info_slot(id).and_then(|k| found.get(k).copied().flatten());
    if let Some(p) = first("GM") {
        info.game = Some(p.value().trim().parse().unwrap_or(0));
    }
    if let Some(p) = first("SZ") {
        match parse_size(p.value()) {
            Some((w, h)) => (info.width, info.height) = (w, h),
            None => {
                info.bad_size = Some(p.value().to_string());
                warn(
                    warnings,
                    WarningKind::BadSize,
                    r,
                    p,
                    format!(
                        "SZ[{}] is not a board size; the game cannot be replayed",
                        p.value()
                    ),
                );
            }
        }
    }
    for (ident, _) in GameInfo::default().text_fields() {
        if let Some(p) = first(ident) {
            if let Some(field) = info.text_field_mut(ident) {
                *field = Some(p.value().to_string());
            }
        }
    }
    if let Some(p) = first("KM") {
        let (half, warning) = parse_komi(p.value(), info.rules.as_deref());
        info.komi_half_points = half;
        if let Some(kind) = warning {
            let detail = match half {
                Some(h) => format!("KM[{}] read as {} points", p.value(), f64::from(h) / 2.0),
                None => format!("KM[{}] not usable", p.value()),
            };
            warn(warnings, kind, r, p, detail);
        }
    }
    if let Some(p) = first("HA") {
        match p.value().trim().parse::<u32>() {
            Ok(h) => info.handicap = Some(h),
            Err(_) => warn(
                warnings,
                WarningKind::BadHandicap,
                r,
                p,
                format!("HA[{}]", p.value()),
            ),
        }
    }
    if let Some(p) = first("RE") {
        let (result, warning) = parse_result(p.value());
        if let Some(kind) = warning {
            warn(warnings, kind, r, p, format!("RE[{}]", p.value()));
        }
        info.result = Some(result);
        info.result_raw = Some(p.value().to_string());
    }
    info
}

fn on_board(p: Point, info: &GameInfo) -> bool {
    p.col < info.width && p.row < info.height
}

/// Two SGF letters for a point (columns and rows up to 52).
pub(crate) fn sgf_point_text(p: Point) -> String {
    let letter = |v: u8| {
        if v < 26 {
            char::from(b'a' + v)
        } else {
            char::from(b'A' + (v - 26).min(25))
        }
    };
    [letter(p.col), letter(p.row)].iter().collect()
}

/// The outcome of reading one point or move value.
pub(super) enum PointRead {
    /// The points (one, or a rectangle for a compressed list): inline up to
    /// four, so reading one allocates nothing.
    Ok(SmallVec<[Point; 4]>),
    Pass,
    Problem(WarningKind, String),
}

/// Reads a move value (`dd`; `[]` or `tt` up to 19×19 is a pass), using
/// [`BoardSize::parse_sgf`] when the size is supported (`size`); GTP-style
/// values (`R16`, `Pass`) are accepted with [`WarningKind::GtpStyleMove`].
/// Errors with the warning to give.
fn read_move(
    value: &str,
    info: &GameInfo,
    size: Option<BoardSize>,
) -> (Result<Move, (WarningKind, String)>, Option<WarningKind>) {
    let parsed = match size {
        Some(bs) => bs.parse_sgf(value),
        None => {
            let t = value.trim();
            if t.is_empty() || (t == "tt" && info.width <= 19 && info.height <= 19) {
                Ok(Move::Pass)
            } else {
                parse_sgf_point(t).and_then(|p| {
                    if on_board(p, info) {
                        Ok(Move::Place(p))
                    } else {
                        Err(PointError::OffBoard {
                            row: u32::from(p.row),
                            col: u32::from(p.col),
                            width: info.width,
                            height: info.height,
                        })
                    }
                })
            }
        }
    };
    match parsed {
        Ok(mv) => (Ok(mv), None),
        Err(PointError::OffBoard { .. }) => (
            Err((
                WarningKind::OffBoardPoint,
                format!("[{value}] is off the {}x{} board", info.width, info.height),
            )),
            None,
        ),
        Err(_) => match size.map(|bs| bs.parse_gtp(value.trim())) {
            Some(Ok(mv)) => (Ok(mv), Some(WarningKind::GtpStyleMove)),
            _ => (
                Err((WarningKind::BadPoint, format!("[{value}] is not a move"))),
                None,
            ),
        },
    }
}

/// Reads a point-list value: `dd`, or a compressed rectangle `aa:cc` (FF\[4\]
/// "compressed point lists"; corners in either order).
pub(super) fn read_points(value: &str, info: &GameInfo) -> PointRead {
    let corner = |t: &str| -> Result<Point, PointRead> {
        let p = parse_sgf_point(t.trim()).map_err(|_| {
            PointRead::Problem(WarningKind::BadPoint, format!("[{value}] is not a point"))
        })?;
        if on_board(p, info) {
            Ok(p)
        } else {
            Err(PointRead::Problem(
                WarningKind::OffBoardPoint,
                format!("[{value}] is off the {}x{} board", info.width, info.height),
            ))
        }
    };
    let (a, b) = match value.split_once(':') {
        Some((a, b)) => (corner(a), corner(b)),
        None => {
            let a = corner(value);
            (a, Err(PointRead::Pass))
        }
    };
    match (a, b) {
        (Err(e), _) => e,
        (Ok(p), Err(PointRead::Pass)) => PointRead::Ok(smallvec![p]),
        (Ok(_), Err(e)) => e,
        (Ok(p), Ok(q)) => {
            let mut out = SmallVec::new();
            for row in p.row.min(q.row)..=p.row.max(q.row) {
                for col in p.col.min(q.col)..=p.col.max(q.col) {
                    out.push(Point::new(row, col));
                }
            }
            PointRead::Ok(out)
        }
    }
}

/// Reads moves, set-up and `PL` of every node.
fn read_nodes(tree: TreeRef<'_>, info: &GameInfo, warnings: &mut Vec<SgfWarning>) -> NodeTable {
    let mut out = NodeTable::with_capacity(tree.len());
    let size = info.board_size().ok();
    // Node order is pre-order for parsed trees; warnings follow node ids.
    for i in 0..tree.len() {
        let id = NodeId(i as u32);
        // A node's first move, kept aside: most nodes hold one move and
        // nothing else, and are pushed as it (no `NodeData` built). The
        // node's data is built at its second move, set-up or `PL`.
        let mut one: Option<(Color, Move)> = None;
        let mut full: Option<NodeData> = None;
        for prop in tree.props(id) {
            let color = match prop.ident {
                "B" | "AB" => Some(Color::Black),
                "W" | "AW" => Some(Color::White),
                _ => None,
            };
            match prop.ident {
                "B" | "W" => {
                    let color = color.unwrap_or(Color::Black);
                    let (read, note) = read_move(prop.value(), info, size);
                    if let Some(kind) = note {
                        warn(
                            warnings,
                            kind,
                            id,
                            prop,
                            format!("{}[{}]", prop.ident, prop.value()),
                        );
                    }
                    match read {
                        Ok(mv) => match (&mut full, one) {
                            (None, None) => one = Some((color, mv)),
                            _ => node_data(&mut full, &mut one).moves.push((color, mv)),
                        },
                        Err((kind, detail)) => warn(warnings, kind, id, prop, detail),
                    }
                }
                "AB" | "AW" | "AE" => {
                    let data = node_data(&mut full, &mut one);
                    let list = match prop.ident {
                        "AB" => &mut data.add_black,
                        "AW" => &mut data.add_white,
                        _ => &mut data.add_empty,
                    };
                    for v in prop.values() {
                        match read_points(v, info) {
                            PointRead::Ok(ps) => list.extend(ps),
                            PointRead::Pass => {}
                            PointRead::Problem(kind, detail) => {
                                warn(warnings, kind, id, prop, detail)
                            }
                        }
                    }
                }
                "PL" => match Color::parse(prop.value().trim()) {
                    Some(c) => node_data(&mut full, &mut one).player_to_move = Some(c),
                    None => warn(
                        warnings,
                        WarningKind::BadPlayer,
                        id,
                        prop,
                        format!("PL[{}]", prop.value()),
                    ),
                },
                _ => {}
            }
        }
        match full {
            Some(data) => out.push(data),
            None => out.push_move(one),
        }
    }
    out
}

/// The node's data being read, built at need from its first move (kept
/// aside in `one` until then).
fn node_data<'a>(
    full: &'a mut Option<NodeData>,
    one: &mut Option<(Color, Move)>,
) -> &'a mut NodeData {
    full.get_or_insert_with(|| NodeData {
        moves: one.take().into_iter().collect(),
        ..NodeData::default()
    })
}

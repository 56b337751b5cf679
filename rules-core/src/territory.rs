//! The count under every rule set: area (数子法) or territory (数目法), with
//! KataGo's taxes and button ([`count`]).
//!
//! [`Count`] is also at the crate root ([`crate::AnyGame::count`]). Here are
//! what a count needs besides the board ([`CountExtras`]), what each point
//! is ([`CountPoint`]), the result's wording under each scoring
//! ([`count_result_chinese`], [`count_result_english`]) and the fixed-size
//! [`count`], [`count_map`] and [`CountMapOf`] (also in [`crate::sized`]).
//!
//! # Territory counting (Japanese rules 1989 art. 8–10; Korean rules)
//! A side's score is its **territory** (the empty points its living stones
//! alone surround, and the points of the opponent's dead stones lifted there)
//! plus its **prisoners** (the opponent's stones it captured during the game,
//! and the opponent's dead stones lifted at the end), plus komi for White.
//! Stones on the board do not count. Seed 003 sets it beside the area count:
//! 1 子 (stone of area) = 2 目 (points of margin).
//!
//! # What each point is, exactly and by heuristic
//! Regions are the orthogonally connected sets of points that are not
//! living stones (empty points and lifted dead stones), as in the area count
//! ([`crate::sized::territory_map`]).
//! - **Territory** (exact, given the dead and seki stones): a region bordered
//!   by one colour's living stones only.
//! - **Seki eyes** (exact, given the seki stones): a region of one colour's
//!   territory bordering a stone alive in seki. Under tax SEKI and ALL it
//!   counts for no one (Japanese rules art. 8 commentary: "セキの目は地に
//!   ならない"); under tax NONE it is its owner's territory.
//! - **Dame** (exact): a region bordered by both colours; it counts for no one
//!   under territory counting and half to each side under area counting.
//! - **Seki dame**: dame regions that border a stone in seki (the shared
//!   liberties of a seki).
//! - **Open points** (a heuristic, documented definition): a point of a dame
//!   region that does not border a seki stone, and that is not orthogonally
//!   adjacent to living stones of **both** colours; and every point of a
//!   region bordered by no living stone. A closed boundary leaves only
//!   points between the two colours' stones; a point with only one colour's
//!   stones beside it inside a dame region is where a territory leaks out or
//!   a wall still has a gap: a move is still needed there before territory
//!   can be counted. A program should tell its user "not finished" while
//!   [`Count::open_points`] is not zero.
//! - **Open points per side** ([`Count::open_by_side`], exact given the open
//!   points): an *open region* (orthogonally connected open points) that
//!   borders one colour's living stones only is that side's unfinished
//!   boundary (its territory leaks out there, or its wall has a gap). An
//!   open region bordering both colours, or none (an empty board), is
//!   nobody's and is counted in `open_points` only. Per point rather than
//!   per region there is nothing to attribute: by construction no open point
//!   borders both colours, and a region of points bordered by one colour
//!   alone would be its territory, not open.
//! - **False eyes** (a heuristic, territory counting only): a one-point
//!   territory region whose neighbours belong to two or more chains while the
//!   opponent's living stones hold two or more of its diagonal points (one on
//!   the edge or in the corner), and one of those chains has no liberty in
//!   its owner's territory besides the eye (its other liberties, if any, are
//!   dame the opponent can fill). Such a point must be filled before the end
//!   (the chain would otherwise be captured), so it is not territory
//!   (Japanese rules art. 8 commentary). A chain with a liberty inside its
//!   own territory is connected safely enough: the eye is then counted. Under area counting a
//!   filled false eye counts the same (a stone instead of a point), so false
//!   eyes are left as territory there.
//!
//! # Which stones are dead and which in seki
//! Inputs: the players' agreement (art. 8), or the library's estimate
//! ([`crate::sized::Game::count_estimated`]). A stone of `dead` or `seki` marks its
//! whole chain. A stone both dead and in seki is dead.
//!
//! # Units
//! Half points, as the area count ([`crate::Score`]): a point of territory
//! or a prisoner is 2, komi 7.5 is 15. Warnings (2002 art. 24.1) cost the
//! warned side 2 points (one stone of area) under both countings.

use std::fmt;

use crate::bitboard::BitboardOf;
use crate::board::BoardOf;
use crate::color::Color;
use crate::komi::Komi;
use crate::point::{BoardSize, Point};
use crate::result::GameResult;
use crate::rules::{Rules, Scoring, Tax};

/// What a count needs besides the board: who captured what, who holds the
/// button, the handicap compensation and the warnings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CountExtras {
    /// Stones captured during the game, `[by Black, by White]` (a side's
    /// multi-stone suicide counts as captured by the opponent).
    pub captures: [u32; 2],
    /// Who took the button (the first side to pass), when the rules have one
    /// (KataGo's `hasButton`): half a point to that side.
    pub button: Option<Color>,
    /// Handicap compensation to White, in points
    /// ([`crate::rules::HandicapCompensation::points`]).
    pub compensation_points: u32,
    /// Warnings `[black, white]`, one stone (2 points) each (2002 art. 24.1).
    pub penalty_stones: [u32; 2],
}

/// Every point's part in a [`Count`], as bitboards (no allocation).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CountMapOf<const W: usize> {
    size: BoardSize,
    alive: [BitboardOf<W>; 2],
    dead: [BitboardOf<W>; 2],
    seki_stones: BitboardOf<W>,
    territory: [BitboardOf<W>; 2],
    seki_eyes: [BitboardOf<W>; 2],
    false_eyes: [BitboardOf<W>; 2],
    dame: BitboardOf<W>,
    seki_dame: BitboardOf<W>,
    open: BitboardOf<W>,
    open_by_side: [BitboardOf<W>; 2],
}

/// What one point is in a [`CountMapOf`] ([`CountMapOf::status`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CountPoint {
    /// A living stone, not in seki.
    Alive(Color),
    /// A stone alive in seki.
    Seki(Color),
    /// A dead stone, lifted; `owner` is whose territory its point is.
    Dead {
        /// The dead stone's colour.
        stone: Color,
        /// Whose territory the point is (`None`: not territory).
        owner: Option<Color>,
    },
    /// An empty point of a side's territory (counted).
    Territory(Color),
    /// An eye of a group in seki: counts for no one under tax SEKI and ALL.
    SekiEye(Color),
    /// A false eye of a side: not territory under territory counting.
    FalseEye(Color),
    /// A neutral point: dame (or a shared liberty of a seki).
    Dame,
    /// A point where a boundary is still open: the game is not finished.
    Open,
}

impl CountPoint {
    /// The point's code in the count maps of the C and Python APIs
    /// (`ty_game_count`, `Game.count()["map"]`): Black positive, White
    /// negative; 0 dame, 7 open point (a boundary still open), ±1 territory,
    /// ±2 living stones, ±3 stones in seki, ±4 dead stones (by the stone's
    /// colour), ±5 seki eyes, ±6 false eyes.
    pub const fn code(self) -> i8 {
        const fn sign(c: Color) -> i8 {
            match c {
                Color::Black => 1,
                Color::White => -1,
            }
        }
        match self {
            CountPoint::Dame => 0,
            CountPoint::Open => 7,
            CountPoint::Territory(c) => sign(c),
            CountPoint::Alive(c) => 2 * sign(c),
            CountPoint::Seki(c) => 3 * sign(c),
            CountPoint::Dead { stone, .. } => 4 * sign(stone),
            CountPoint::SekiEye(c) => 5 * sign(c),
            CountPoint::FalseEye(c) => 6 * sign(c),
        }
    }

    /// A letter for diagrams, Black's first: `X O` living stones, `Y Q`
    /// stones in seki, `x o` dead stones, `b w` territory, `e f` seki eyes,
    /// `1 2` false eyes, `-` dame, `?` open points.
    pub fn mark(self) -> char {
        match self {
            CountPoint::Alive(Color::Black) => 'X',
            CountPoint::Alive(Color::White) => 'O',
            CountPoint::Seki(Color::Black) => 'Y',
            CountPoint::Seki(Color::White) => 'Q',
            CountPoint::Dead {
                stone: Color::Black,
                ..
            } => 'x',
            CountPoint::Dead {
                stone: Color::White,
                ..
            } => 'o',
            CountPoint::Territory(Color::Black) => 'b',
            CountPoint::Territory(Color::White) => 'w',
            CountPoint::SekiEye(Color::Black) => 'e',
            CountPoint::SekiEye(Color::White) => 'f',
            CountPoint::FalseEye(Color::Black) => '1',
            CountPoint::FalseEye(Color::White) => '2',
            CountPoint::Dame => '-',
            CountPoint::Open => '?',
        }
    }
}

impl<const W: usize> CountMapOf<W> {
    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Living stones of `color` (in seki or not).
    pub fn alive(&self, color: Color) -> BitboardOf<W> {
        self.alive[color.index()]
    }

    /// Stones of `color` lifted as dead.
    pub fn dead(&self, color: Color) -> BitboardOf<W> {
        self.dead[color.index()]
    }

    /// Living stones in seki (both colours).
    pub fn seki_stones(&self) -> BitboardOf<W> {
        self.seki_stones
    }

    /// The points counted as `color`'s territory (empty points and lifted
    /// dead stones' points), seki eyes and false eyes excluded as the rules
    /// say.
    pub fn territory(&self, color: Color) -> BitboardOf<W> {
        self.territory[color.index()]
    }

    /// Eyes of `color`'s groups in seki that count for no one (empty under
    /// tax NONE, where they are territory).
    pub fn seki_eyes(&self, color: Color) -> BitboardOf<W> {
        self.seki_eyes[color.index()]
    }

    /// `color`'s false eyes left out of territory (territory counting only).
    pub fn false_eyes(&self, color: Color) -> BitboardOf<W> {
        self.false_eyes[color.index()]
    }

    /// Neutral points (dame, seki liberties), open points not included.
    pub fn dame(&self) -> BitboardOf<W> {
        self.dame
    }

    /// The dame that are shared liberties of a seki.
    pub fn seki_dame(&self) -> BitboardOf<W> {
        self.seki_dame
    }

    /// Points where a boundary is still open (see the module docs).
    pub fn open(&self) -> BitboardOf<W> {
        self.open
    }

    /// The open points of the open regions that border `color`'s living
    /// stones only: `color`'s unfinished boundary (see the module docs).
    pub fn open_by_side(&self, color: Color) -> BitboardOf<W> {
        self.open_by_side[color.index()]
    }

    /// What the point is; `None` off the board.
    pub fn status(&self, point: Point) -> Option<CountPoint> {
        if !self.size.contains(point) {
            return None;
        }
        let bit = self.size.bit(point);
        let owner = Color::ALL
            .into_iter()
            .find(|c| self.territory[c.index()].contains(bit));
        for c in Color::ALL {
            let i = c.index();
            if self.alive[i].contains(bit) {
                return Some(if self.seki_stones.contains(bit) {
                    CountPoint::Seki(c)
                } else {
                    CountPoint::Alive(c)
                });
            }
            if self.dead[i].contains(bit) {
                return Some(CountPoint::Dead { stone: c, owner });
            }
        }
        if let Some(c) = owner {
            return Some(CountPoint::Territory(c));
        }
        for c in Color::ALL {
            if self.seki_eyes[c.index()].contains(bit) {
                return Some(CountPoint::SekiEye(c));
            }
            if self.false_eyes[c.index()].contains(bit) {
                return Some(CountPoint::FalseEye(c));
            }
        }
        Some(if self.open.contains(bit) {
            CountPoint::Open
        } else {
            CountPoint::Dame
        })
    }
}

impl<const W: usize> fmt::Display for CountMapOf<W> {
    /// One line per row, top first, each point as [`CountPoint::mark`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.size.height() {
            for c in 0..self.size.width() {
                let mark = self
                    .status(Point::new(r as u8, c as u8))
                    .map_or(' ', CountPoint::mark);
                write!(f, "{mark}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// A count under any rules ([`count`]): each side's parts, `[black, white]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Count {
    /// Area or territory.
    pub scoring: Scoring,
    /// The tax applied.
    pub tax: Tax,
    /// Living stones on the board (they count under area scoring only).
    pub stones: [u32; 2],
    /// Points of territory counted.
    pub territory: [u32; 2],
    /// Stones each side captured during the game (the opponent's).
    pub captures: [u32; 2],
    /// The opponent's dead stones each side lifts at the end.
    pub dead_lifted: [u32; 2],
    /// Eyes of each side's groups in seki that count for no one.
    pub seki_points: [u32; 2],
    /// Each side's false eyes left out of territory.
    pub false_eyes: [u32; 2],
    /// Groups taxed two points each (tax ALL).
    pub groups_taxed: [u32; 2],
    /// Neutral points (dame and seki liberties), open points not included;
    /// under area counting these and the open points give half a point to
    /// each side.
    pub dame: u32,
    /// Points where a boundary is still open: not zero means not finished.
    pub open_points: u32,
    /// `[black, white]`: the open points in open regions (connected open
    /// points) that border only that side's living stones, where that
    /// side's boundary is still open. Open regions bordering both sides or
    /// none are in `open_points` only, so the two may sum to less.
    pub open_by_side: [u32; 2],
    /// Komi given by Black.
    pub komi: Komi,
    /// Handicap compensation to White, in points.
    pub compensation_points: u32,
    /// Who took the button (half a point), if the rules have one.
    pub button: Option<Color>,
    /// Warnings `[black, white]`.
    pub penalty_stones: [u32; 2],
    /// Each side's total in half points before komi, compensation, button and
    /// warnings: territory + prisoners (territory counting), or stones +
    /// territory + half the dame (area counting), less the group tax.
    pub totals_half_points: [i64; 2],
    /// Black's margin in half points (negative: White wins).
    pub margin_half_points: i32,
}

impl Count {
    /// Each side's prisoners: captures plus the opponent's dead stones lifted
    /// (territory counting adds them; area counting does not use them).
    pub fn prisoners(&self) -> [u32; 2] {
        [
            self.captures[0] + self.dead_lifted[0],
            self.captures[1] + self.dead_lifted[1],
        ]
    }

    /// Whether a boundary is still open (see the module docs).
    pub fn is_finished(&self) -> bool {
        self.open_points == 0
    }

    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self.margin_half_points {
            0 => None,
            m if m > 0 => Some(Color::Black),
            _ => Some(Color::White),
        }
    }

    /// The result ([`GameResult::Score`] or [`GameResult::Draw`]).
    pub fn result(&self) -> GameResult {
        GameResult::from_margin(self.margin_half_points)
    }

    /// The result as text in the count's own unit: `B+6.5` style for SGF
    /// (`RE`); in Chinese, 目 (points) under territory counting (`黑胜6目半`,
    /// `白胜½目`… written with 半 for a half) and 子 (stones) under area
    /// counting (`黑胜3又1/4子`). [`count_result_chinese`] of the count's
    /// scoring and margin.
    pub fn chinese_text(&self) -> String {
        count_result_chinese(self.scoring, self.margin_half_points)
    }

    /// The result in English in the count's own unit: points only under
    /// territory counting (`Black wins by 6.5 points`), stones and points under
    /// area counting ([`GameResult::english`]). [`count_result_english`].
    pub fn english_text(&self) -> String {
        count_result_english(self.scoring, self.margin_half_points)
    }
}

/// A count's result in Chinese from its scoring and Black's margin in half
/// points (negative: White wins): `黑胜6目半`, `白胜半目` (目, points, under
/// territory counting, Japanese rules 1989 art. 10; seed 003's 数目), or
/// `黑胜3又1/4子`, `白胜3/4子` (子, stones, under area counting, 2002 art. 11,
/// the same text as [`GameResult::chinese`]); `和棋` for a draw.
pub fn count_result_chinese(scoring: Scoring, margin_half_points: i32) -> String {
    let m = margin_half_points;
    if m == 0 {
        return "和棋".to_string();
    }
    let side = if m > 0 { "黑胜" } else { "白胜" };
    let a = m.unsigned_abs();
    match scoring {
        Scoring::Territory => {
            let half = if a % 2 == 1 { "半" } else { "" };
            match a / 2 {
                0 => format!("{side}半目"),
                n => format!("{side}{n}目{half}"),
            }
        }
        // The rules' own wording, as the area score writes it.
        Scoring::Area => GameResult::from_margin(m).chinese(),
    }
}

/// A count's result in English from its scoring and Black's margin in half
/// points: `Black wins by 6.5 points`, `White wins by 1 point` under
/// territory counting (the count is in points, Japanese rules 1989 art. 10);
/// [`GameResult::english`] (stones and points) under area counting; `Draw`.
///
/// ```
/// use tianyuan::rules::Scoring;
/// use tianyuan::territory::{count_result_chinese, count_result_english};
/// // White by 1.5 points: 1目半 counting territory, 3/4 stone counting area.
/// assert_eq!(count_result_english(Scoring::Territory, -3), "White wins by 1.5 points");
/// assert_eq!(count_result_chinese(Scoring::Territory, -3), "白胜1目半");
/// assert_eq!(count_result_chinese(Scoring::Area, -3), "白胜3/4子");
/// assert_eq!(count_result_chinese(Scoring::Territory, 1), "黑胜半目");
/// ```
pub fn count_result_english(scoring: Scoring, margin_half_points: i32) -> String {
    let result = GameResult::from_margin(margin_half_points);
    match (scoring, result.winner()) {
        (Scoring::Territory, Some(winner)) => {
            let a = margin_half_points.unsigned_abs();
            let points = if a == 2 { "point" } else { "points" };
            let number = if a % 2 == 1 {
                format!("{}.5", a / 2)
            } else {
                format!("{}", a / 2)
            };
            let name = if winner == Color::Black {
                "Black"
            } else {
                "White"
            };
            format!("{name} wins by {number} {points}")
        }
        _ => result.english(),
    }
}

/// Whole chains of `set` among `stones`.
fn chains_of<const W: usize>(
    set: &BitboardOf<W>,
    stones: &BitboardOf<W>,
    stride: u32,
) -> BitboardOf<W> {
    BitboardOf::<W>::flood_fill(*set & *stones, stones, stride)
}

/// Whether the single-point eye `bit` of `owner` is false (module docs).
/// The cheap tests first (diagonals, chain heads); the chains' liberties
/// only for the classic shape.
fn is_false_eye<const W: usize>(
    board: &BoardOf<W>,
    bit: usize,
    owner: Color,
    opponent_alive: &BitboardOf<W>,
    own_territory: &BitboardOf<W>,
) -> bool {
    let size = board.size();
    let p = size.point_of_bit(bit);
    let (r, c) = (i32::from(p.row), i32::from(p.col));
    let (h, w) = (size.height() as i32, size.width() as i32);
    let on = |r: i32, c: i32| r >= 0 && c >= 0 && r < h && c < w;
    let at = |r: i32, c: i32| size.bit(Point::new(r as u8, c as u8));
    let mut diagonals = 0;
    let mut held = 0;
    for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
        if on(r + dr, c + dc) {
            diagonals += 1;
            held += u32::from(opponent_alive.contains(at(r + dr, c + dc)));
        }
    }
    if held < if diagonals == 4 { 2 } else { 1 } {
        return false;
    }
    // The chains around the eye (by their heads): two or more.
    let mut heads = [usize::MAX; 4];
    let mut n = 0;
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        if !on(r + dr, c + dc) {
            continue;
        }
        let q = at(r + dr, c + dc);
        if board.get(size.point_of_bit(q)) != Some(owner) {
            return false;
        }
        let head = board.chain_head(q);
        if !heads[..n].contains(&head) {
            heads[n] = head;
            n += 1;
        }
    }
    if n < 2 {
        return false;
    }
    // Some chain with no liberty in its owner's territory besides the eye:
    // the opponent can take its other liberties; the eye must be filled.
    heads[..n].iter().any(|&head| {
        let chain = board.chain(size.point_of_bit(head));
        let mut safe = board.liberties(&chain) & *own_territory;
        safe.remove(bit);
        safe.is_empty()
    })
}

/// Number of connected components of `set`.
fn components<const W: usize>(set: BitboardOf<W>, stride: u32) -> u32 {
    let mut rest = set;
    let mut n = 0;
    while let Some(bit) = rest.first() {
        let part = BitboardOf::<W>::flood_fill(BitboardOf::<W>::from_bit(bit), &set, stride);
        rest = rest.and_not(&part);
        n += 1;
    }
    n
}

/// The map of a count: every point's part under `scoring` and `tax` (see the
/// module docs), with `dead` and `seki` stones (each marks its whole chain).
/// Allocates nothing.
pub fn count_map<const W: usize>(
    board: &BoardOf<W>,
    dead: &BitboardOf<W>,
    seki: &BitboardOf<W>,
    scoring: Scoring,
    tax: Tax,
) -> CountMapOf<W> {
    let stride = board.size().stride() as u32;
    let stones = [board.stones(Color::Black), board.stones(Color::White)];
    let dead_all = chains_of(dead, &stones[0], stride) | chains_of(dead, &stones[1], stride);
    let alive = [stones[0].and_not(&dead_all), stones[1].and_not(&dead_all)];
    let seki_stones = (chains_of(seki, &stones[0], stride) | chains_of(seki, &stones[1], stride))
        .and_not(&dead_all);
    let open_all = board.on_board().and_not(&(alive[0] | alive[1]));
    let reach = |c: usize| {
        BitboardOf::<W>::flood_fill(board.neighbours(&alive[c]) & open_all, &open_all, stride)
    };
    let (reach_black, reach_white) = (reach(0), reach(1));
    let mut territory = [
        reach_black.and_not(&reach_white),
        reach_white.and_not(&reach_black),
    ];
    let shared = open_all.and_not(&(territory[0] | territory[1]));
    // Seki eyes: territory regions bordering a stone in seki.
    let mut seki_eyes = [BitboardOf::<W>::EMPTY; 2];
    if tax != Tax::None {
        for i in 0..2 {
            let seed = board.neighbours(&(seki_stones & alive[i])) & territory[i];
            seki_eyes[i] = BitboardOf::<W>::flood_fill(seed, &territory[i], stride);
            territory[i] = territory[i].and_not(&seki_eyes[i]);
        }
    }
    // False eyes: one-point territory regions (no open neighbour), judged.
    let mut false_eyes = [BitboardOf::<W>::EMPTY; 2];
    if scoring == Scoring::Territory {
        let beside_open = board.neighbours(&open_all);
        for (i, owner) in Color::ALL.into_iter().enumerate() {
            let singles = territory[i].and_not(&beside_open) & board.empty();
            for bit in singles.bits() {
                if is_false_eye(board, bit, owner, &alive[1 - i], &territory[i]) {
                    false_eyes[i].insert(bit);
                }
            }
            territory[i] = territory[i].and_not(&false_eyes[i]);
        }
    }
    // Dame, seki dame and open points.
    let seki_dame =
        BitboardOf::<W>::flood_fill(board.neighbours(&seki_stones) & shared, &shared, stride);
    let between = board.neighbours(&alive[0]) & board.neighbours(&alive[1]);
    let unbordered = shared.and_not(&(reach_black | reach_white));
    let open = (shared.and_not(&seki_dame).and_not(&between)) | unbordered;
    // Open regions bordering one side only (two flood fills, only when the
    // position is not finished).
    let mut open_by_side = [BitboardOf::<W>::EMPTY; 2];
    if !open.is_empty() {
        let reach_open = |c: usize| {
            BitboardOf::<W>::flood_fill(board.neighbours(&alive[c]) & open, &open, stride)
        };
        let (b, w) = (reach_open(0), reach_open(1));
        open_by_side = [b.and_not(&w), w.and_not(&b)];
    }
    CountMapOf {
        size: board.size(),
        alive,
        dead: [stones[0] & dead_all, stones[1] & dead_all],
        seki_stones,
        territory,
        seki_eyes,
        false_eyes,
        dame: shared.and_not(&open),
        seki_dame,
        open,
        open_by_side,
    }
}

/// The count of a finished game under `rules` (scoring, tax, button; komi
/// from `rules`), with `dead` and `seki` stones (each marks its whole chain;
/// see the module docs for what is exact and what is a heuristic). Allocates
/// nothing.
///
/// Territory counting: each side scores territory + prisoners (captures and
/// the opponent's dead stones lifted, seki stones never), Japanese rules 1989
/// art. 8–10. Area counting: stones + territory + half the dame (1988/2002
/// art. 9), the same margin as [`crate::sized::area_score`] when nothing is taxed.
/// Tax ALL takes 2 points from every group with eyes of its own (a group:
/// living stones not in seki and the territory they surround, connected).
/// The button gives its holder half a point.
///
/// ```
/// use tianyuan::{Color, Rules};
/// use tianyuan::sized::{count, Bitboard, Board};
/// use tianyuan::territory::CountExtras;
/// // A 5×5 board split by a wall; no captures. Japanese rules, komi 0.
/// let board = Board::from_ascii("..XO.\n..XO.\n..XO.\n..XO.\n..XO.").unwrap();
/// let mut rules = Rules::from_name("japanese").unwrap();
/// rules.komi = tianyuan::Komi::ZERO;
/// let none = Bitboard::EMPTY;
/// let c = count(&board, &none, &none, &rules, &CountExtras::default());
/// assert_eq!((c.territory, c.margin_half_points), ([10, 5], 10)); // B+5
/// assert_eq!(c.chinese_text(), "黑胜5目");
/// ```
pub fn count<const W: usize>(
    board: &BoardOf<W>,
    dead: &BitboardOf<W>,
    seki: &BitboardOf<W>,
    rules: &Rules,
    extras: &CountExtras,
) -> Count {
    let map = count_map(board, dead, seki, rules.scoring, rules.tax);
    count_from_map(&map, rules, extras)
}

/// [`count`] from a map already made ([`count_map`] with the same rules'
/// scoring and tax).
pub fn count_from_map<const W: usize>(
    map: &CountMapOf<W>,
    rules: &Rules,
    extras: &CountExtras,
) -> Count {
    let stride = map.size.stride() as u32;
    let stones = [map.alive[0].count(), map.alive[1].count()];
    let territory = [map.territory[0].count(), map.territory[1].count()];
    let dead = [map.dead[0].count(), map.dead[1].count()];
    // Black lifts White's dead stones and the reverse.
    let dead_lifted = [dead[1], dead[0]];
    let dame = map.dame.count();
    // Under area counting every shared point, open or not, gives half a
    // point to each side (art. 9).
    let shared = dame + map.open.count();
    let mut groups_taxed = [0, 0];
    if rules.tax == Tax::All {
        groups_taxed = std::array::from_fn(|i| {
            let body = map.alive[i].and_not(&map.seki_stones) | map.territory[i];
            let with_eyes = BitboardOf::<W>::flood_fill(map.territory[i], &body, stride);
            components(with_eyes, stride)
        });
    }
    let totals_half_points: [i64; 2] = std::array::from_fn(|i| {
        let base = match rules.scoring {
            Scoring::Territory => {
                2 * i64::from(territory[i])
                    + 2 * i64::from(extras.captures[i])
                    + 2 * i64::from(dead_lifted[i])
            }
            Scoring::Area => 2 * i64::from(stones[i] + territory[i]) + i64::from(shared),
        };
        base - 4 * i64::from(groups_taxed[i])
    });
    let button = if rules.button { extras.button } else { None };
    let button_half = match button {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    };
    let margin = totals_half_points[0]
        - totals_half_points[1]
        - i64::from(rules.komi.half_points())
        - 2 * i64::from(extras.compensation_points)
        + 4 * (i64::from(extras.penalty_stones[1]) - i64::from(extras.penalty_stones[0]))
        + button_half;
    Count {
        scoring: rules.scoring,
        tax: rules.tax,
        stones,
        territory,
        captures: extras.captures,
        dead_lifted,
        seki_points: [map.seki_eyes[0].count(), map.seki_eyes[1].count()],
        false_eyes: [map.false_eyes[0].count(), map.false_eyes[1].count()],
        groups_taxed,
        dame,
        open_points: map.open.count(),
        open_by_side: [map.open_by_side[0].count(), map.open_by_side[1].count()],
        komi: rules.komi,
        compensation_points: extras.compensation_points,
        button,
        penalty_stones: extras.penalty_stones,
        totals_half_points,
        margin_half_points: margin.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
    }
}

/// The count map of a six-word board.
pub type CountMap = CountMapOf<{ crate::bitboard::WORDS }>;

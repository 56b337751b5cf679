//! A picture of a board as SVG text: presentation only, no rules. Jupyter shows
//! it (Python `Game._repr_svg_`), `tianyuan score --svg OUT` writes it.
//!
//! # Geometry
//!
//! Lengths are SVG user units, which renderers draw as CSS pixels (one pixel
//! per unit at 96 dpi): the image is `width × height` units with a matching
//! `viewBox`.
//! - The intersections are [`CELL`] = 32 units apart. The point `(row, col)`
//!   (row 0 at the top, RULES.md §1) has its centre at
//!   `x = margin + col * CELL`, `y = margin + row * CELL` ([`point_centre`]).
//! - `margin` is [`MARGIN_COORDINATES`] = 40 with coordinates,
//!   [`MARGIN_PLAIN`] = 20 without. The image is `2 * margin + (width - 1) *
//!   CELL` wide and `2 * margin + (height - 1) * CELL` high ([`image_size`]):
//!   336 × 336 for 9×9 with coordinates, 656 × 656 for 19×19.
//! - Coordinates: GTP column letters (`A`…, skipping `I`) centred above and
//!   below each column, row numbers counted from the bottom (`1` on the last
//!   row) left and right of each row, all [`LABEL_OFFSET`] = 24 units from the
//!   outer lines.
//!
//! # What is drawn, in order
//!
//! 1. The whole image in the board colour [`BOARD_COLOR`] (`#dcb35c`), the
//!    grid lines (1 unit, black) and the star points (radius 3).
//! 2. Ownership, when given: a square of side `0.5 * CELL` centred on every
//!    point whose ownership `v` has `|v| >= 0.05`, black for `v > 0`, white for
//!    `v < 0`, with opacity `|v|`; drawn over the stones, so a stone owned by
//!    the other side shows the other colour in its middle.
//! 3. Stones: circles of radius [`STONE_RADIUS`] (`0.47 * CELL`). In the
//!    default [`StoneStyle::Flat`] (for diagrams) black `#000000`, white
//!    `#ffffff` with a 1-unit black outline; in [`StoneStyle::Shaded`] (for
//!    applications) each filled with a radial gradient lit from the top left
//!    (black from `#5a5a5a` to `#000000`, white from `#ffffff` to `#c8c8c8`,
//!    outlined the same). A dead stone (of the territory map) is drawn at
//!    opacity 0.45.
//! 4. Territory (from the territory map, unless ownership is drawn): a square
//!    of side `0.36 * CELL` centred on each empty or dead-stone point of one
//!    side's territory, black or white (white with a thin black outline).
//!    Shared points are left bare.
//! 5. Dead stones' crosses, over the territory marks (so a mark never hides
//!    one): two diagonals `0.28 * CELL` each way from the centre, 2 units
//!    wide, in the colour opposite the stone's, on a 6-unit halo of the
//!    stone's own colour (the cross shows on the faded stone and on the
//!    owner's territory mark alike).
//! 6. The last move: a ring of radius `0.27 * CELL`, 2 units wide, white on a
//!    black stone and black on a white stone (the centre keeps the stone's
//!    colour).
//! 6. Vital points, when given (the local life-and-death solver's vital and
//!    ko points, [`crate::sized::ChainJudgement::vital`]): a red (`#d00000`)
//!    diamond outline, 2 units wide, its corners `0.3 * CELL` from the point.

use std::fmt::Write as _;

use thiserror::Error;

use crate::any::{with_any, AnyGame};
use crate::board::BoardOf;
use crate::color::Color;
use crate::point::gtp_column_letter;
use crate::point::{BoardSize, Point};
use crate::scoring::{territory_map, PointStatus, TerritoryMapOf};

/// Distance between neighbouring intersections, in SVG units (pixels).
pub const CELL: u32 = 32;
/// Margin from the image edge to the outer lines when coordinates are drawn.
pub const MARGIN_COORDINATES: u32 = 40;
/// Margin from the image edge to the outer lines without coordinates.
pub const MARGIN_PLAIN: u32 = 20;
/// Distance from the outer lines to the centre of a coordinate label.
pub const LABEL_OFFSET: u32 = 24;
/// Radius of a stone: `0.47 * CELL`.
pub const STONE_RADIUS: f32 = 0.47 * CELL as f32;
/// The board's colour, `#dcb35c` (RGB 220, 179, 92).
pub const BOARD_COLOR: &str = "#dcb35c";
/// [`BOARD_COLOR`] under its former name.
#[deprecated(since = "0.2.0", note = "use BOARD_COLOR")]
pub const BOARD_COLOUR: &str = BOARD_COLOR;

/// How stones are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum StoneStyle {
    /// Plain black and white discs: for diagrams and printing (the default).
    #[default]
    Flat,
    /// Discs shaded by a radial gradient, lit from the top left: for
    /// applications showing a board on screen.
    Shaded,
}

/// What to draw besides the stones (see the module docs).
#[derive(Copy, Clone, Debug, Default)]
pub struct SvgOptions<'a, const W: usize = { crate::bitboard::WORDS }> {
    /// How the stones look: [`StoneStyle::Flat`] by default.
    pub stone_style: StoneStyle,
    /// Draw GTP coordinates around the board (the margin follows).
    pub coordinates: bool,
    /// The point of the last move, ringed; `None` (or a pass) draws no ring.
    pub last_move: Option<Point>,
    /// Dead stones and territory, from [`crate::sized::territory_map`] of the same
    /// board: dead stones are faded and crossed, territory marked.
    pub territory: Option<&'a TerritoryMapOf<W>>,
    /// Ownership per point, row-major from the top (`row * width + col`), in
    /// [-1, 1], Black positive, as [`crate::sized::LifeEstimate::ownership`]; values
    /// outside are clamped and NaN draws nothing. When given, it is drawn
    /// instead of the territory marks.
    pub ownership: Option<&'a [f32]>,
    /// Points to mark as vital points (of a dead or killable shape, or ko
    /// points), each drawn as a red diamond; every one must be on the board.
    pub vital_points: Option<&'a [Point]>,
}

impl<const W: usize> SvgOptions<'_, W> {
    /// The margin these options give: [`MARGIN_COORDINATES`] or
    /// [`MARGIN_PLAIN`].
    pub fn margin(&self) -> u32 {
        if self.coordinates {
            MARGIN_COORDINATES
        } else {
            MARGIN_PLAIN
        }
    }
}

/// What to draw besides the stones of a game of any size
/// ([`AnyGame::svg`]): [`SvgOptions`] with the territory marks given by the
/// dead stones instead of a fixed-size map.
#[derive(Copy, Clone, Debug, Default)]
pub struct AnySvgOptions<'a> {
    /// How the stones look: [`StoneStyle::Flat`] by default.
    pub stone_style: StoneStyle,
    /// Draw GTP coordinates around the board (the margin follows).
    pub coordinates: bool,
    /// The point of the last move, ringed; `None` draws no ring.
    pub last_move: Option<Point>,
    /// When given, the territory marks of the area count with these stones
    /// lifted as dead, each marking its whole chain
    /// ([`AnyGame::territory_map`]; `Some(&[])`: every stone alive); `None`
    /// draws no marks.
    pub dead: Option<&'a [Point]>,
    /// Ownership per point ([`SvgOptions::ownership`]).
    pub ownership: Option<&'a [f32]>,
    /// Points to mark as vital points ([`SvgOptions::vital_points`]).
    pub vital_points: Option<&'a [Point]>,
}

impl AnySvgOptions<'_> {
    /// The margin these options give: [`MARGIN_COORDINATES`] or
    /// [`MARGIN_PLAIN`].
    pub fn margin(&self) -> u32 {
        if self.coordinates {
            MARGIN_COORDINATES
        } else {
            MARGIN_PLAIN
        }
    }

    /// The centre `(x, y)` of `point` in SVG units (pixels), as
    /// [`point_centre`].
    pub fn point_centre(&self, point: Point) -> (u32, u32) {
        let m = self.margin();
        (
            m + u32::from(point.col) * CELL,
            m + u32::from(point.row) * CELL,
        )
    }
}

impl AnyGame {
    /// The SVG text of the game's board with `options` ([`board_svg`]; see
    /// the module docs for the geometry). Errors as [`board_svg`]
    /// ([`SvgError::LastMoveOffBoard`], [`SvgError::OwnershipLength`],
    /// [`SvgError::VitalPointOffBoard`]).
    pub fn svg(&self, options: &AnySvgOptions<'_>) -> Result<String, SvgError> {
        with_any!(self, g => {
            let board = g.board();
            let map = options
                .dead
                .map(|dead| territory_map(board, &crate::scoring::dead_set(board.size(), dead)));
            board_svg(
                board,
                &SvgOptions {
                    stone_style: options.stone_style,
                    coordinates: options.coordinates,
                    last_move: options.last_move,
                    territory: map.as_ref(),
                    ownership: options.ownership,
                    vital_points: options.vital_points,
                },
            )
        })
    }
}

/// Why [`board_svg`] refused its input.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SvgError {
    /// The last move lies off the board.
    #[error("last move {point} is off the {size} board")]
    LastMoveOffBoard {
        /// The point given.
        point: Point,
        /// The board size.
        size: BoardSize,
    },
    /// The ownership slice does not have one value per point.
    #[error("ownership has {got} values, the {size} board has {expected} points")]
    OwnershipLength {
        /// Values given.
        got: usize,
        /// `width * height`.
        expected: usize,
        /// The board size.
        size: BoardSize,
    },
    /// The territory map is not of this board (other size or other stones).
    #[error("the territory map is not of this board")]
    TerritoryMismatch,
    /// A vital point lies off the board.
    #[error("vital point {point} is off the {size} board")]
    VitalPointOffBoard {
        /// The point given.
        point: Point,
        /// The board size.
        size: BoardSize,
    },
}

/// The image's `(width, height)` in SVG units (pixels) for a board of `size`.
pub fn image_size<const W: usize>(size: BoardSize, options: &SvgOptions<W>) -> (u32, u32) {
    let m = options.margin();
    (
        2 * m + (size.width() as u32 - 1) * CELL,
        2 * m + (size.height() as u32 - 1) * CELL,
    )
}

/// The centre `(x, y)` of `point` in SVG units (pixels) from the top-left
/// corner of the image: `(margin + col * CELL, margin + row * CELL)`.
pub fn point_centre<const W: usize>(point: Point, options: &SvgOptions<W>) -> (u32, u32) {
    let m = options.margin();
    (
        m + u32::from(point.col) * CELL,
        m + u32::from(point.row) * CELL,
    )
}

/// The star points of one side: the 4th line from 13 lines up (3rd line from
/// 7 to 12), and the middle line from 15 lines up when the side is odd.
fn star_lines(n: usize) -> Vec<usize> {
    let d = match n {
        13.. => 3,
        7..=12 => 2,
        _ => return Vec::new(),
    };
    let mut v = vec![d, n - 1 - d];
    if n >= 15 && n % 2 == 1 {
        v.push(n / 2);
    }
    v
}

/// The SVG text (a complete `<svg>` element) of `board` with `options`; see
/// the module docs for the geometry and what is drawn.
///
/// # Errors
/// [`SvgError::LastMoveOffBoard`], [`SvgError::OwnershipLength`] (not one
/// value per point), [`SvgError::TerritoryMismatch`] (a map of another size,
/// or whose stones differ from the board's), [`SvgError::VitalPointOffBoard`].
pub fn board_svg<const W: usize>(
    board: &BoardOf<W>,
    options: &SvgOptions<W>,
) -> Result<String, SvgError> {
    let size = board.size();
    if let Some(p) = options.last_move {
        if !size.contains(p) {
            return Err(SvgError::LastMoveOffBoard { point: p, size });
        }
    }
    for &p in options.vital_points.unwrap_or(&[]) {
        if !size.contains(p) {
            return Err(SvgError::VitalPointOffBoard { point: p, size });
        }
    }
    if let Some(o) = options.ownership {
        if o.len() != size.num_points() {
            return Err(SvgError::OwnershipLength {
                got: o.len(),
                expected: size.num_points(),
                size,
            });
        }
    }
    if let Some(map) = options.territory {
        let same = map.size() == size
            && Color::ALL
                .into_iter()
                .all(|c| (map.alive(c) | map.dead(c)) == board.stones(c));
        if !same {
            return Err(SvgError::TerritoryMismatch);
        }
    }
    let (w, h) = image_size(size, options);
    let m = options.margin();
    let cell = CELL as f32;
    let centre = |p: Point| point_centre(p, options);
    let mut s = String::with_capacity(4096 + 160 * size.num_points());
    // `write!` into a String cannot fail.
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"##
    );
    let _ = write!(
        s,
        r##"<rect x="0" y="0" width="{w}" height="{h}" fill="{BOARD_COLOR}"/>"##
    );
    // Grid.
    let (right, bottom) = (
        m + (size.width() as u32 - 1) * CELL,
        m + (size.height() as u32 - 1) * CELL,
    );
    s.push_str(r##"<g stroke="#000000" stroke-width="1" stroke-linecap="square">"##);
    for c in 0..size.width() as u32 {
        let x = m + c * CELL;
        let _ = write!(s, r##"<line x1="{x}" y1="{m}" x2="{x}" y2="{bottom}"/>"##);
    }
    for r in 0..size.height() as u32 {
        let y = m + r * CELL;
        let _ = write!(s, r##"<line x1="{m}" y1="{y}" x2="{right}" y2="{y}"/>"##);
    }
    s.push_str("</g>");
    if options.stone_style == StoneStyle::Shaded {
        s.push_str(concat!(
            r##"<defs><radialGradient id="ty-black" cx="0.35" cy="0.35" r="0.75">"##,
            r##"<stop offset="0" stop-color="#5a5a5a"/><stop offset="1" stop-color="#000000"/>"##,
            r##"</radialGradient><radialGradient id="ty-white" cx="0.35" cy="0.35" r="0.75">"##,
            r##"<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c8c8c8"/>"##,
            r##"</radialGradient></defs>"##
        ));
    }
    // Star points (the centre of an odd square board too).
    let mut stars: Vec<(usize, usize)> = Vec::new();
    for &r in &star_lines(size.height()) {
        for &c in &star_lines(size.width()) {
            stars.push((r, c));
        }
    }
    if size.width() % 2 == 1 && size.height() % 2 == 1 && size.width().min(size.height()) >= 7 {
        stars.push((size.height() / 2, size.width() / 2));
    }
    stars.sort_unstable();
    stars.dedup();
    for (r, c) in stars {
        let (x, y) = centre(Point::new(r as u8, c as u8));
        let _ = write!(s, r##"<circle cx="{x}" cy="{y}" r="3" fill="#000000"/>"##);
    }
    // Coordinates.
    if options.coordinates {
        let font = (cell * 0.42).round();
        let _ = write!(
            s,
            r##"<g font-family="sans-serif" font-size="{font}" fill="#000000" text-anchor="middle" dominant-baseline="central">"##
        );
        for c in 0..size.width() {
            let x = m + c as u32 * CELL;
            let letter = gtp_column_letter(c as u8);
            for y in [m - LABEL_OFFSET, bottom + LABEL_OFFSET] {
                let _ = write!(s, r##"<text x="{x}" y="{y}">{letter}</text>"##);
            }
        }
        for r in 0..size.height() {
            let y = m + r as u32 * CELL;
            let number = size.height() - r;
            for x in [m - LABEL_OFFSET, right + LABEL_OFFSET] {
                let _ = write!(s, r##"<text x="{x}" y="{y}">{number}</text>"##);
            }
        }
        s.push_str("</g>");
    }
    // Stones.
    for p in size.points() {
        let Some(color) = board.get(p) else { continue };
        let (x, y) = centre(p);
        let dead = options
            .territory
            .is_some_and(|map| matches!(map.status(p), Some(PointStatus::Dead { .. })));
        let style = match (color, options.stone_style) {
            (Color::Black, StoneStyle::Flat) => r##"fill="#000000""##,
            (Color::White, StoneStyle::Flat) => {
                r##"fill="#ffffff" stroke="#000000" stroke-width="1""##
            }
            (Color::Black, StoneStyle::Shaded) => r##"fill="url(#ty-black)""##,
            (Color::White, StoneStyle::Shaded) => {
                r##"fill="url(#ty-white)" stroke="#000000" stroke-width="1""##
            }
        };
        let fade = if dead { r##" opacity="0.45""## } else { "" };
        let _ = write!(
            s,
            r##"<circle cx="{x}" cy="{y}" r="{STONE_RADIUS}" {style}{fade}/>"##
        );
    }
    if let Some(ownership) = options.ownership {
        // Ownership squares, over the stones.
        let side = cell * 0.5;
        for p in size.points() {
            let v = ownership[size.index(p)];
            if v.is_nan() || v.abs() < 0.05 {
                continue;
            }
            let v = v.clamp(-1.0, 1.0);
            let fill = if v > 0.0 { "#000000" } else { "#ffffff" };
            let (x, y) = centre(p);
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="{side}" height="{side}" fill="{fill}" fill-opacity="{:.2}"/>"##,
                x as f32 - side / 2.0,
                y as f32 - side / 2.0,
                v.abs()
            );
        }
    } else if let Some(map) = options.territory {
        // Territory squares.
        let side = (cell * 0.36).round();
        for p in size.points() {
            let owner = match map.status(p) {
                Some(PointStatus::Territory(c)) => c,
                Some(PointStatus::Dead { owner: Some(c), .. }) => c,
                _ => continue,
            };
            let style = match owner {
                Color::Black => r##"fill="#000000""##,
                Color::White => r##"fill="#ffffff" stroke="#000000" stroke-width="0.75""##,
            };
            let (x, y) = centre(p);
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="{side}" height="{side}" {style}/>"##,
                x as f32 - side / 2.0,
                y as f32 - side / 2.0
            );
        }
    }
    // Dead stones' crosses, over the territory marks.
    if let Some(map) = options.territory {
        let k = cell * 0.28;
        for p in size.points() {
            let Some(PointStatus::Dead { stone: color, .. }) = map.status(p) else {
                continue;
            };
            let (ink, halo) = match color {
                Color::Black => ("#ffffff", "#000000"),
                Color::White => ("#000000", "#ffffff"),
            };
            let (x, y) = centre(p);
            let (xf, yf) = (x as f32, y as f32);
            let d = format!(
                "M{} {}L{} {}M{} {}L{} {}",
                xf - k,
                yf - k,
                xf + k,
                yf + k,
                xf - k,
                yf + k,
                xf + k,
                yf - k
            );
            let _ = write!(
                s,
                r##"<path d="{d}" stroke="{halo}" stroke-width="6"/><path d="{d}" stroke="{ink}" stroke-width="2"/>"##
            );
        }
    }
    // The last move.
    if let Some(p) = options.last_move {
        let ink = match board.get(p) {
            Some(Color::Black) => "#ffffff",
            _ => "#000000",
        };
        let (x, y) = centre(p);
        let _ = write!(
            s,
            r##"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{ink}" stroke-width="2"/>"##,
            cell * 0.27
        );
    }
    // Vital points.
    let k = cell * 0.3;
    for &p in options.vital_points.unwrap_or(&[]) {
        let (x, y) = centre(p);
        let (xf, yf) = (x as f32, y as f32);
        let _ = write!(
            s,
            r##"<path d="M{} {}L{} {}L{} {}L{} {}Z" fill="none" stroke="#d00000" stroke-width="2"/>"##,
            xf,
            yf - k,
            xf + k,
            yf,
            xf,
            yf + k,
            xf - k,
            yf
        );
    }
    s.push_str("</svg>\n");
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[allow(unused_imports)]
    use crate::bitboard::Bitboard;
    use crate::board::Board;

    #[test]
    fn coordinates_are_gtp_letters_and_numbers_from_the_bottom() {
        let board = Board::new(BoardSize::square(9).unwrap());
        let options = SvgOptions {
            coordinates: true,
            ..SvgOptions::default()
        };
        let text = board_svg(&board, &options).unwrap();
        // 9 columns A-H, J (no I); the top row (y = 40) is row 9, the bottom
        // one (y = 40 + 8 * 32 = 296) row 1; labels 24 units out.
        assert!(text.contains(r#"<text x="296" y="16">J</text>"#));
        assert!(!text.contains(">I</text>"));
        assert!(text.contains(r#"<text x="16" y="40">9</text>"#));
        assert!(text.contains(r#"<text x="320" y="296">1</text>"#));
        assert_eq!(image_size(board.size(), &options), (336, 336));
        assert_eq!(point_centre(Point::new(8, 0), &options), (40, 296));
        // 9x9 star points: the 3rd lines and the centre, five in all.
        assert_eq!(text.matches(r#"r="3""#).count(), 5);
    }

    /// Every label's centre and extent: digits and capitals taken 0.6 em
    /// wide (wider than a sans-serif face draws them) and 1 em high.
    fn labels(text: &str) -> Vec<(f32, f32, f32, f32)> {
        let font = (CELL as f32 * 0.42).round();
        text.split("<text ")
            .skip(1)
            .map(|t| {
                let num = |key: &str| -> f32 {
                    let from = t.find(key).unwrap() + key.len();
                    let len = t[from..].find('"').unwrap();
                    t[from..from + len].parse().unwrap()
                };
                let label = &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()];
                let half_w = 0.3 * font * label.chars().count() as f32;
                (num("x=\""), num("y=\""), half_w, font / 2.0)
            })
            .collect()
    }

    #[test]
    fn coordinates_lie_outside_the_board_for_every_size_up_to_25() {
        let options = SvgOptions::<{ crate::bitboard::BIG_WORDS }> {
            coordinates: true,
            ..SvgOptions::default()
        };
        let m = MARGIN_COORDINATES as f32;
        for (w, h) in (2..=25).flat_map(|w| [(w, w), (w, 25), (25, w)]) {
            let size = BoardSize::new(w, h).unwrap();
            let board =
                crate::board::BoardOf::<{ crate::bitboard::BIG_WORDS }>::try_new(size).unwrap();
            let text = board_svg(&board, &options).unwrap();
            let (iw, ih) = image_size(size, &options);
            let (right, bottom) = (m + ((w - 1) * CELL) as f32, m + ((h - 1) * CELL) as f32);
            let all = labels(&text);
            assert_eq!(all.len() as u32, 2 * (w + h), "{w}x{h}");
            for (x, y, hw, hh) in all {
                // Inside the image.
                assert!(x - hw >= 0.0 && x + hw <= iw as f32, "{w}x{h}: x {x}");
                assert!(y - hh >= 0.0 && y + hh <= ih as f32, "{w}x{h}: y {y}");
                // Clear of every stone (radius STONE_RADIUS around the grid).
                let r = STONE_RADIUS;
                let clear_x = x + hw <= m - r || x - hw >= right + r;
                let clear_y = y + hh <= m - r || y - hh >= bottom + r;
                assert!(clear_x || clear_y, "{w}x{h}: label at ({x}, {y})");
            }
        }
    }

    #[test]
    fn the_flat_style_is_the_default_and_shaded_stones_use_gradients() {
        let mut board = Board::new(BoardSize::square(9).unwrap());
        board.set(Point::new(2, 2), Some(Color::Black)).unwrap();
        board.set(Point::new(6, 6), Some(Color::White)).unwrap();
        let flat = board_svg(&board, &SvgOptions::default()).unwrap();
        assert_eq!(
            SvgOptions::<{ crate::bitboard::WORDS }>::default().stone_style,
            StoneStyle::Flat
        );
        assert!(!flat.contains("Gradient") && flat.contains(r##"fill="#000000"/>"##));
        let shaded = SvgOptions {
            stone_style: StoneStyle::Shaded,
            ..SvgOptions::default()
        };
        let text = board_svg(&board, &shaded).unwrap();
        assert_eq!(text.matches("<radialGradient").count(), 2);
        assert_eq!(text.matches(r##"fill="url(#ty-black)""##).count(), 1);
        assert_eq!(text.matches(r##"fill="url(#ty-white)""##).count(), 1);
    }
}

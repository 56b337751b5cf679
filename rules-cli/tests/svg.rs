//! The SVG board (`tianyuan::svg::board_svg`, `tianyuan score --svg`) rendered by a
//! real renderer, `rsvg-convert` (Debian `librsvg2-bin`), to PNG, and the
//! colours checked at the pixels the documented geometry gives
//! (`tianyuan::svg`: centre of `(row, col)` at `margin + col * 32`,
//! `margin + row * 32`; margin 40 with coordinates). Skipped with a message
//! when `rsvg-convert` is absent, except under `CI=true`, where that fails.

use std::path::{Path, PathBuf};
use std::process::Command;

use tianyuan::sized::{territory_map, Bitboard, Board};
use tianyuan::svg::board_svg;
use tianyuan::svg::{point_centre, SvgOptions};
use tianyuan::Point;

/// The board colour `#dcb35c`.
const BOARD: [u8; 3] = [220, 179, 92];

fn rsvg_available() -> bool {
    let found = Command::new("rsvg-convert")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "rsvg-convert is missing (apt-get install librsvg2-bin); CI=true needs it"
        );
        eprintln!("skipped: rsvg-convert not found (apt-get install librsvg2-bin)");
    }
    found
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// An RGBA image decoded from a PNG.
struct Image {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
}

impl Image {
    /// The RGB of the pixel whose area holds `(x, y)`.
    fn at(&self, x: u32, y: u32) -> [u8; 3] {
        let (x, y) = (x as usize, y as usize);
        assert!(
            x < self.width && y < self.height,
            "({x}, {y}) off the image"
        );
        let i = 4 * (y * self.width + x);
        // Composite over white (rsvg-convert leaves the page transparent
        // outside what is drawn; the board rectangle covers it all anyway).
        let a = u32::from(self.rgba[i + 3]);
        let mix = |c: u8| ((u32::from(c) * a + 255 * (255 - a)) / 255) as u8;
        [
            mix(self.rgba[i]),
            mix(self.rgba[i + 1]),
            mix(self.rgba[i + 2]),
        ]
    }
}

/// Decodes an 8-bit RGBA or RGB, non-interlaced PNG (what rsvg-convert
/// writes): chunks, zlib inflate (miniz_oxide), then the five row filters of
/// the PNG specification (section 9).
fn decode_png(bytes: &[u8]) -> Image {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    let mut pos = 8;
    let (mut width, mut height, mut channels) = (0usize, 0usize, 0usize);
    let mut data = Vec::new();
    while pos + 8 <= bytes.len() {
        let len = u32::from_be_bytes(bytes[pos..pos + 4].try_into().unwrap()) as usize;
        let kind = &bytes[pos + 4..pos + 8];
        let body = &bytes[pos + 8..pos + 8 + len];
        match kind {
            b"IHDR" => {
                width = u32::from_be_bytes(body[0..4].try_into().unwrap()) as usize;
                height = u32::from_be_bytes(body[4..8].try_into().unwrap()) as usize;
                assert_eq!(body[8], 8, "bit depth");
                channels = match body[9] {
                    6 => 4,
                    2 => 3,
                    t => panic!("colour type {t} not handled"),
                };
                assert_eq!(body[12], 0, "interlaced PNG not handled");
            }
            b"IDAT" => data.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        pos += 12 + len;
    }
    let raw = miniz_oxide::inflate::decompress_to_vec_zlib(&data).expect("zlib data");
    let stride = width * channels;
    assert_eq!(raw.len(), height * (stride + 1), "decoded size");
    let mut out = vec![0u8; height * stride];
    for y in 0..height {
        let filter = raw[y * (stride + 1)];
        let line = &raw[y * (stride + 1) + 1..(y + 1) * (stride + 1)];
        for x in 0..stride {
            let a = if x >= channels {
                out[y * stride + x - channels]
            } else {
                0
            };
            let b = if y > 0 { out[(y - 1) * stride + x] } else { 0 };
            let c = if y > 0 && x >= channels {
                out[(y - 1) * stride + x - channels]
            } else {
                0
            };
            let predictor = match filter {
                0 => 0,
                1 => a,
                2 => b,
                3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                4 => {
                    let p = i16::from(a) + i16::from(b) - i16::from(c);
                    let (pa, pb, pc) = (
                        (p - i16::from(a)).abs(),
                        (p - i16::from(b)).abs(),
                        (p - i16::from(c)).abs(),
                    );
                    if pa <= pb && pa <= pc {
                        a
                    } else if pb <= pc {
                        b
                    } else {
                        c
                    }
                }
                f => panic!("PNG filter {f}"),
            };
            out[y * stride + x] = line[x].wrapping_add(predictor);
        }
    }
    let rgba = if channels == 4 {
        out
    } else {
        out.chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect()
    };
    Image {
        width,
        height,
        rgba,
    }
}

/// Renders `svg` with rsvg-convert and decodes it.
fn render(svg_path: &Path) -> Image {
    let png = svg_path.with_extension("png");
    let status = Command::new("rsvg-convert")
        .arg(svg_path)
        .arg("-o")
        .arg(&png)
        .status()
        .expect("run rsvg-convert");
    assert!(
        status.success(),
        "rsvg-convert failed on {}",
        svg_path.display()
    );
    decode_png(&std::fs::read(&png).unwrap())
}

fn is_dark(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c < 60)
}

fn is_light(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c > 200)
}

fn is_board(p: [u8; 3]) -> bool {
    p.iter().zip(BOARD).all(|(&c, b)| c.abs_diff(b) <= 12)
}

/// A point's centre, nudged by `(4, 4)` off the grid lines (inside a stone
/// of radius 15, a territory square of side 12, and the last-move ring of
/// radius 8.6).
fn near(p: Point, o: &SvgOptions) -> (u32, u32) {
    let (x, y) = point_centre(p, o);
    (x + 4, y + 4)
}

#[test]
fn stones_and_empty_points_at_their_documented_pixels() {
    if !rsvg_available() {
        return;
    }
    // 5x5, row 0 at the top: Black at (0,0), (2,2); White at (0,4), (4,0).
    let board = Board::from_ascii(
        "X...O
         .....
         ..X..
         .....
         O....",
    )
    .unwrap();
    let options = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        coordinates: true,
        last_move: Some(Point::new(2, 2)),
        ..SvgOptions::default()
    };
    let path = scratch("stones.svg");
    std::fs::write(&path, board_svg(&board, &options).unwrap()).unwrap();
    let img = render(&path);
    // 2 * 40 + 4 * 32 = 208 on each side.
    assert_eq!((img.width, img.height), (208, 208));
    for (p, what) in [
        (Point::new(0, 0), "black"),
        (Point::new(2, 2), "black"),
        (Point::new(0, 4), "white"),
        (Point::new(4, 0), "white"),
        (Point::new(1, 1), "empty"),
        (Point::new(3, 4), "empty"),
        (Point::new(4, 4), "empty"),
    ] {
        let (x, y) = near(p, &options);
        let px = img.at(x, y);
        let ok = match what {
            "black" => is_dark(px),
            "white" => is_light(px),
            _ => is_board(px),
        };
        assert!(ok, "{what} at {p}: pixel ({x}, {y}) is {px:?}");
    }
    // The very centre of the last move keeps its stone's colour (the ring is
    // 8.6 units out), and the ring itself (7.6 to 9.6 out) is white on the black stone.
    let (cx, cy) = point_centre(Point::new(2, 2), &options);
    assert!(is_dark(img.at(cx, cy)));
    assert!(is_light(img.at(cx + 8, cy)), "{:?}", img.at(cx + 8, cy));
    // Between the coordinate labels and the board's outer line, board colour
    // (the margin is 40: the outer lines lie at x = 40 and x = 168).
    assert!(is_board(img.at(30, 100)));
    // The 1-unit line at x = 40 covers half of pixels 39 and 40: each about
    // half as bright as the board.
    for x in [39, 40] {
        let px = img.at(x, 100);
        assert!(
            px.iter().zip(BOARD).all(|(&c, b)| c < b - b / 4),
            "line pixel ({x}, 100) is {px:?}"
        );
    }
}

#[test]
fn score_svg_marks_dead_stones_and_territory() {
    if !rsvg_available() {
        return;
    }
    // examples/who_won/dead_stones.sgf (9x9): White B6 dead in Black's
    // corner, Black G4 dead in White's area; Black's area columns A-D, White's
    // E-J (the record's comment, counted by hand).
    let sgf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/who_won/dead_stones.sgf");
    let path = scratch("dead_stones.svg");
    let out = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(["score", "--dead", "B6,G4", "--svg"])
        .arg(&path)
        .arg(&sgf)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("W+16.5"));
    let img = render(&path);
    assert_eq!((img.width, img.height), (336, 336));
    let o = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        coordinates: true,
        ..SvgOptions::default()
    };
    // GTP vertex on 9x9 -> (row, col): row = 9 - number, col = letter index
    // skipping I.
    let p = |row: u8, col: u8| Point::new(row, col);
    let checks = [
        (p(8, 0), "A1 black stone", is_dark as fn([u8; 3]) -> bool),
        (p(8, 4), "E1 white stone", is_light),
        (p(0, 0), "A9 black territory", is_dark),
        (p(8, 5), "F1 white territory", is_light),
        // The dead stones' points show their owner's territory square.
        (p(3, 1), "B6 (dead white stone) black territory", is_dark),
        (p(5, 6), "G4 (dead black stone) white territory", is_light),
    ];
    for (pt, what, ok) in checks {
        let (x, y) = near(pt, &o);
        assert!(
            ok(img.at(x, y)),
            "{what}: pixel ({x}, {y}) is {:?}",
            img.at(x, y)
        );
    }
    // The crosses are drawn over the territory squares, on a halo of the
    // stone's colour: 2 units right of B6's down diagonal (pixel centre
    // (x + 4.5, y + 1.5), 2.1 units from it: in the 6-unit halo, out of the
    // 2-unit cross), inside its black square, the halo is white; at G4,
    // inside its white square, black. Under the square, before, both pixels
    // were the square's colour.
    let (x, y) = point_centre(p(3, 1), &o);
    assert!(
        is_light(img.at(x + 4, y + 1)),
        "B6 cross halo is {:?}",
        img.at(x + 4, y + 1)
    );
    let (x, y) = point_centre(p(5, 6), &o);
    assert!(
        is_dark(img.at(x + 4, y + 1)),
        "G4 cross halo is {:?}",
        img.at(x + 4, y + 1)
    );
    // Around the square, the dead white stone B6 is faded: white at opacity
    // 0.45 over the board, 0.45 * 255 + 0.55 * (220, 179, 92) = (236, 213, 165).
    let (x, y) = point_centre(p(3, 1), &o);
    let faded = img.at(x + 10, y + 3);
    let expected = [236u8, 213, 165];
    assert!(
        faded.iter().zip(expected).all(|(&c, e)| c.abs_diff(e) <= 8),
        "faded B6 is {faded:?}"
    );
}

#[test]
fn ownership_squares_and_bad_input() {
    let board = Board::from_ascii(
        "...
         .X.
         ...",
    )
    .unwrap();
    // Black owns the top row, White the bottom one.
    let ownership = [1.0f32, 1.0, 1.0, 0.0, 1.0, 0.0, -1.0, -1.0, -1.0];
    let options = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        ownership: Some(&ownership),
        ..SvgOptions::default()
    };
    let text = board_svg(&board, &options).unwrap();
    let bad = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        ownership: Some(&ownership[..8]),
        ..SvgOptions::default()
    };
    assert!(matches!(
        board_svg(&board, &bad),
        Err(tianyuan::svg::SvgError::OwnershipLength {
            got: 8,
            expected: 9,
            ..
        })
    ));
    let off = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        last_move: Some(Point::new(3, 0)),
        ..SvgOptions::default()
    };
    assert!(matches!(
        board_svg(&board, &off),
        Err(tianyuan::svg::SvgError::LastMoveOffBoard { .. })
    ));
    // A territory map of another board is refused.
    let other = Board::from_ascii("...\n...\n...").unwrap();
    let map = territory_map(&other, &Bitboard::EMPTY);
    let mismatched = SvgOptions {
        stone_style: tianyuan::svg::StoneStyle::Flat,
        territory: Some(&map),
        ..SvgOptions::default()
    };
    assert_eq!(
        board_svg(&board, &mismatched),
        Err(tianyuan::svg::SvgError::TerritoryMismatch)
    );
    if !rsvg_available() {
        return;
    }
    let path = scratch("ownership.svg");
    std::fs::write(&path, text).unwrap();
    let img = render(&path);
    // No coordinates: margin 20, 2 * 20 + 2 * 32 = 104.
    assert_eq!((img.width, img.height), (104, 104));
    let at = |r, c| {
        let (x, y) = near(Point::new(r, c), &options);
        img.at(x, y)
    };
    assert!(is_dark(at(0, 0)) && is_dark(at(0, 2)));
    assert!(is_light(at(2, 0)) && is_light(at(2, 2)));
    assert!(is_board(at(1, 0)), "ownership 0 draws nothing");
}

#[test]
fn score_svg_to_an_unwritable_path_is_a_clear_error() {
    let sgf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/who_won/dead_stones.sgf");
    let out = Command::new(env!("CARGO_BIN_EXE_tianyuan"))
        .args(["score", "--svg", "/nonexistent-dir/board.svg"])
        .arg(&sgf)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--svg: cannot write /nonexistent-dir/board.svg"),
        "{stderr}"
    );
}

#[test]
fn vital_points_are_red_diamonds_and_must_be_on_the_board() {
    let board = Board::from_ascii("...\n.X.\n...").unwrap();
    let vital = [Point::new(0, 1)];
    let options = SvgOptions {
        vital_points: Some(&vital),
        ..SvgOptions::default()
    };
    let text = board_svg(&board, &options).unwrap();
    // No coordinates: margin 20, so (0, 1) is at (52, 20); corners 0.3 * 32
    // = 9.6 units away.
    assert!(
        text.contains(r##"<path d="M52 10.4L61.6 20L52 29.6L42.4 20Z" fill="none" stroke="#d00000" stroke-width="2"/>"##),
        "{text}"
    );
    assert_eq!(text.matches("#d00000").count(), 1);
    let off = [Point::new(0, 3)];
    let bad = SvgOptions {
        vital_points: Some(&off),
        ..SvgOptions::default()
    };
    assert!(matches!(
        board_svg(&board, &bad),
        Err(tianyuan::svg::SvgError::VitalPointOffBoard { .. })
    ));
}

//! SGF reading and writing: the third-party corpus under `../shared/data/sgf/`,
//! hostile inputs, escapes, compressed point lists, komi forms and round trips.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use tianyuan::sgf::{
    self, GameRecord, GameResult, GameTree, NodeId, Property, SgfErrorKind, WarningKind,
};
use tianyuan::{BoardSize, Color, Move, Point};

/// `../shared/data/sgf` from the repository root; `TIANYUAN_SHARED_DIR` may
/// name the `shared` folder instead (for worktrees placed elsewhere).
fn corpus_dir() -> Option<PathBuf> {
    let shared = std::env::var_os("TIANYUAN_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let dir = shared.join("data/sgf");
    dir.is_dir().then_some(dir)
}

/// Every file under `dir`, sorted, as (relative path, absolute path); without
/// recursion into the tree of the test itself (folders are few).
fn files(dir: &Path) -> Vec<(String, PathBuf)> {
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

fn read(dir: &Path, rel: &str) -> sgf::Collection {
    let bytes = std::fs::read(dir.join(rel)).unwrap();
    sgf::parse(&bytes).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn game(dir: &Path, rel: &str) -> GameRecord {
    read(dir, rel).into_games().into_iter().next().unwrap()
}

/// Documentation beside the data: never SGF.
fn is_doc(rel: &str) -> bool {
    rel.ends_with("README.md") || rel == "MANIFEST.csv" || rel == "littlego/README.txt"
}

/// SGF files that are rejected, and why: named here so a change is noticed.
const REJECTED: [(&str, SgfErrorKind); 2] = [
    // "this is not an .sgf file".
    (
        "littlego/Illegal games/not-an-sgf-file.sgf",
        SgfErrorKind::NoGameTree,
    ),
    // SGFC's own error-recovery test: `(; illegal_chars FF[4]` has an
    // identifier with no upper-case letter.
    ("littlego/sgfc/test.sgf", SgfErrorKind::BadIdentifier),
];

#[test]
fn corpus_every_file_parsed_or_rejected() {
    let Some(dir) = corpus_dir() else { return };
    let mut parsed = 0;
    let mut rejected = Vec::new();
    let mut docs = 0;
    let all = files(&dir);
    for (rel, path) in &all {
        let bytes = std::fs::read(path).unwrap();
        let started = Instant::now();
        let result = sgf::parse(&bytes);
        assert!(started.elapsed() < Duration::from_secs(2), "{rel} is slow");
        if is_doc(rel) {
            // Text around game trees is ignored, so a README quoting one, like
            // littlego's `(;FF[4]GM[1]HA[3])`, reads as that game.
            if rel == "littlego/README.md" {
                let games = result.unwrap().into_games();
                assert_eq!(games[0].info().handicap, Some(3));
            }
            docs += 1;
            continue;
        }
        match result {
            Ok(c) => {
                assert!(!c.games().is_empty());
                parsed += 1;
            }
            Err(e) => {
                // The error names a place inside the file.
                assert!(e.position.line >= 1 && e.position.column >= 1);
                rejected.push((rel.clone(), e.kind));
            }
        }
    }
    let expected: Vec<(String, SgfErrorKind)> =
        REJECTED.iter().map(|(f, k)| (f.to_string(), *k)).collect();
    assert_eq!(rejected, expected);
    // The corpus README: 1035 SGF files (.sgf and .sgfs); 12 README.md,
    // MANIFEST.csv and littlego's README.txt are documentation.
    assert_eq!(docs, 14);
    assert_eq!(parsed + rejected.len(), 1035);
    assert_eq!(parsed, 1033);
}

/// Komi in half points as the corpus README describes it: points, except the
/// Fox forms it names (`375`, `325` = stones ×100 under Chinese rules, `650` =
/// points ×100 under Japanese rules).
fn manifest_komi(km: &str) -> Option<i32> {
    match km {
        "" => None,
        "375" => Some(15),
        "325" => Some(13),
        "650" => Some(13),
        _ => {
            let twice = km.parse::<f64>().unwrap() * 2.0;
            assert_eq!(twice.fract(), 0.0, "{km}");
            Some(twice as i32)
        }
    }
}

/// Where this reader and the manifest's quick parser differ, and why (the
/// manifest is a hint, not ground truth).
const MANIFEST_DIFFERS: [(&str, &str); 1] = [
    // The root has no `;` (`(TE[...]RE[...];B[pd]...`): the quick parser
    // skipped the root properties; this reader takes them (ImplicitNode).
    ("sabaki-sgf/sgf/encoding/nihon-kiin.sgf", "RE"),
];

#[test]
fn corpus_matches_manifest() {
    let Some(dir) = corpus_dir() else { return };
    let manifest = std::fs::read_to_string(dir.join("MANIFEST.csv")).unwrap();
    let mut lines = manifest.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (c_file, c_sz, c_ha, c_km, c_re, c_moves, c_trees, c_err) = (
        col("file"),
        col("SZ"),
        col("HA"),
        col("KM"),
        col("RE"),
        col("moves"),
        col("trees"),
        col("error"),
    );
    let mut checked_moves = 0;
    let mut rows = 0;
    let mut mismatches: Vec<(String, &str)> = Vec::new();
    for line in lines {
        let f: Vec<&str> = line.split(',').collect();
        let rel = f[c_file];
        if !f[c_err].is_empty() || REJECTED.iter().any(|(r, _)| *r == rel) {
            continue;
        }
        rows += 1;
        let g = game(&dir, rel);
        let info = g.info();
        let mut check = |field: &'static str, ok: bool| {
            if !ok {
                mismatches.push((rel.to_string(), field));
            }
        };
        let sz: u8 = if f[c_sz].is_empty() {
            19
        } else {
            f[c_sz].parse().unwrap()
        };
        check("SZ", (info.width, info.height) == (sz, sz));
        check("KM", info.komi_half_points == manifest_komi(f[c_km]));
        let ha = (!f[c_ha].is_empty()).then(|| f[c_ha].parse::<u32>().unwrap());
        check("HA", info.handicap == ha);
        let re = (!f[c_re].is_empty()).then(|| f[c_re].to_string());
        check("RE", info.result_raw == re);
        if f[c_trees] == "1" {
            // The manifest counts every B/W property on the main line; moves
            // off the board are skipped with a warning here.
            let skipped = g
                .warnings()
                .iter()
                .filter(|w| matches!(w.kind, WarningKind::OffBoardPoint | WarningKind::BadPoint))
                .filter(|w| matches!(w.property.as_deref(), Some("B" | "W")))
                .count();
            let moves: usize = f[c_moves].parse().unwrap();
            check("moves", g.main_line_moves().len() + skipped == moves);
            checked_moves += 1;
        }
    }
    let expected: Vec<(String, &str)> = MANIFEST_DIFFERS
        .iter()
        .map(|(f, k)| (f.to_string(), *k))
        .collect();
    assert_eq!(mismatches, expected);
    // Six rows have a manifest error; sgfc/test.sgf is rejected here.
    assert_eq!(rows, 1035 - 6 - 1);
    assert!(checked_moves > 900, "{checked_moves}");
}

/// Comments (`C`) with a non-ASCII character, in file order.
fn non_ascii_comments(c: &sgf::Collection) -> Vec<String> {
    let mut out = Vec::new();
    for g in c.games() {
        for n in g.tree().nodes() {
            for p in n.properties.iter().filter(|p| p.ident == "C") {
                out.extend(p.values.iter().filter(|v| !v.is_ascii()).cloned());
            }
        }
    }
    out
}

/// The Western files carry lines of accented letters instead (each checked
/// against `iconv -f` of the file's charset).
const WESTERN: [&str; 4] = [
    "Ää Àà Ââ Åå Ææ Çç Èè Éé Êê Ëë Îî Ïï Ññ Öö Ôô Øø ß Üü Ùù Ûû ÿ ¿¡ «»",
    "Ÿ Œœ €",
    "Šš Žž",
    "ƒ ‰ ™",
];

#[test]
fn encodings_decode_to_the_utf8_reference() {
    let Some(dir) = corpus_dir() else { return };
    let lib = "libsgfcplusplus";
    let reference = non_ascii_comments(&read(&dir, &format!("{lib}/encoding-utf8-nobom.sgf")));
    assert!(reference.len() >= 8);
    // (file, encoding used, sentences expected at least)
    let cases = [
        ("encoding-chinese-gb18030.sgf", "gb18030", 1),
        ("encoding-chinese-gbk.sgf", "GBK", 1),
        ("encoding-simplifiedchinese-gb2312.sgf", "GBK", 1),
        ("encoding-traditionalchinese-big5.sgf", "Big5", 1),
        ("encoding-japanese-shiftjis.sgf", "Shift_JIS", 1),
        ("encoding-japanese-iso2022jp.sgf", "ISO-2022-JP", 1),
        ("encoding-korean-macos.sgf", "EUC-KR", 1),
        ("encoding-cyrillic-windows.sgf", "windows-1251", 1),
        ("encoding-western-isolatin1.sgf", "windows-1252", 1),
        ("encoding-western-isolatin9.sgf", "ISO-8859-15", 1),
        ("encoding-western-macosroman.sgf", "macintosh", 1),
        ("encoding-western-windowslatin1.sgf", "windows-1252", 1),
        ("encoding-utf8-withbom.sgf", "UTF-8", 8),
        ("encoding-utf16-withbom.sgf", "UTF-16BE", 8), // BOM FE FF
    ];
    for (file, enc, at_least) in cases {
        let c = read(&dir, &format!("{lib}/{file}"));
        assert_eq!(c.encoding(), enc, "{file}");
        assert!(c.warnings().is_empty(), "{file}: {:?}", c.warnings());
        let found = non_ascii_comments(&c);
        assert!(found.len() >= at_least, "{file}");
        for s in found {
            assert!(
                reference.contains(&s) || WESTERN.contains(&s.as_str()),
                "{file}: {s}"
            );
        }
    }
    // UTF-16 without a BOM: recognised from its zero bytes, with a warning.
    let c = read(&dir, &format!("{lib}/encoding-utf16-nobom.sgf"));
    assert!(c.encoding().starts_with("UTF-16"));
    assert_eq!(c.warnings()[0].kind, WarningKind::GuessedEncoding);
    for s in non_ascii_comments(&c) {
        assert!(reference.contains(&s));
    }
}

#[test]
fn sabaki_encodings() {
    let Some(dir) = corpus_dir() else { return };
    let c = read(&dir, "sabaki-sgf/sgf/utf16le.sgf");
    assert_eq!(c.encoding(), "UTF-16LE");
    assert_eq!(
        c.games()[0].info().white_player.as_deref(),
        Some("Go Seigen")
    );
    let c = read(&dir, "sabaki-sgf/sgf/utf8bom.sgf");
    assert_eq!(c.encoding(), "UTF-8");
    // CA[GB2312]: 围棋 ("weiqi") in the first comment.
    let c = read(&dir, "sabaki-sgf/sgf/chinese.sgf");
    assert_eq!(c.encoding(), "GBK");
    let g = &c.games()[0];
    let comment = g.tree().nodes()[2].get("C").unwrap().value();
    assert_eq!(comment, "围棋 is fun");
    // No CA, not UTF-8: read as GB18030 with a warning; "黑先" (Black to play).
    let c = read(&dir, "sabaki-sgf/sgf/no-ca.sgf");
    assert_eq!(c.encoding(), "gb18030");
    assert_eq!(c.warnings()[0].kind, WarningKind::GuessedEncoding);
    assert!(c.games()[0]
        .tree()
        .root()
        .get("C")
        .unwrap()
        .value()
        .contains("黑先"));
    // CA[foo]: unknown charset, reported.
    let c = read(&dir, "littlego/Illegal games/encoding-unsupported.sgf");
    assert_eq!(c.warnings()[0].kind, WarningKind::UnknownCharset);
    assert!(c.warnings()[0].detail.contains("foo"));
}

#[test]
fn verbose_ff3_names_are_upper_case_letters() {
    let Some(dir) = corpus_dir() else { return };
    let g = game(&dir, "gogui/sgf/verbose-property-names.sgf");
    let info = g.info();
    // GaMe[1] SiZe[19] PlayerBlack[Robin Upton] KoMi[6] REsult[B+Resign]
    assert_eq!(info.game, Some(1));
    assert_eq!((info.width, info.height), (19, 19));
    assert_eq!(info.black_player.as_deref(), Some("Robin Upton"));
    assert_eq!(info.komi_half_points, Some(12));
    assert_eq!(info.result, Some(GameResult::Resign(Color::Black)));
    // Black[qc] is the first move: column q = 16, row c = 2.
    let first = g.main_line_moves()[0];
    assert_eq!(
        (first.color, first.mv),
        (Color::Black, Move::Place(Point::new(2, 16)))
    );
    // `\(` in GameComment is an escaped `(`.
    assert!(g
        .tree()
        .root()
        .get("GC")
        .unwrap()
        .value()
        .contains("(BadShape[8k*])"));
}

#[test]
fn gtp_style_moves_accepted_with_warning() {
    let Some(dir) = corpus_dir() else { return };
    let g = game(&dir, "gogui/sgf/human-readable.sgf");
    assert!(g
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::GtpStyleMove));
    let moves = g.main_line_moves();
    let bs = g.info().board_size().unwrap();
    // B[R16] is GTP R16: column R (16, I skipped) row 16 from the bottom.
    let r16 = moves.iter().find(|m| m.mv == bs.parse_gtp("R16").unwrap());
    assert!(r16.is_some());
}

#[test]
fn off_board_move_reported_per_node() {
    let Some(dir) = corpus_dir() else { return };
    let g = game(&dir, "gogui/sgf/invalidmove.sgf");
    let w: Vec<_> = g
        .warnings()
        .iter()
        .filter(|w| w.kind == WarningKind::OffBoardPoint)
        .collect();
    assert_eq!(w.len(), 1);
    assert!(w[0].node.is_some() && w[0].position.is_some());
    assert!(w[0].detail.contains("rs"));
    let g = game(&dir, "gogui/sgf/size-after-invalid-points.sgf");
    assert!(g
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::OffBoardPoint));
}

#[test]
fn fox_komi_forms() {
    let Some(dir) = corpus_dir() else { return };
    // KM[375] RU[Chinese]: 3.75 stones = 7.5 points; RE[W+12.75] stones = 25.5.
    let g = game(&dir, "sabaki-sgf/sgf/fox_go_server_komi.sgf");
    assert_eq!(g.info().komi_half_points, Some(15));
    assert!(g
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::KomiInStones));
    let score = GameResult::Score {
        winner: Color::White,
        margin_half_points: 51,
    };
    assert_eq!(g.info().result, Some(score));
    // KM[650] RU[Japanese]: 6.5 points.
    let g = game(&dir, "sabaki-sgf/sgf/fox_go_server_japanese.sgf");
    assert_eq!(g.info().komi_half_points, Some(13));
    // KM[11], not Fox: left alone.
    let g = game(&dir, "sabaki-sgf/sgf/non_fox_game.sgf");
    assert_eq!(g.info().komi_half_points, Some(22));
    // KataGo's foxlike: KM[325] = 6.5 points, HA[2] with AB in a later node.
    let g = game(&dir, "katago-testdata/foxlike.sgf");
    assert_eq!(g.info().komi_half_points, Some(13));
    assert_eq!(g.info().handicap, Some(2));
    assert_eq!(g.info().result, Some(GameResult::Draw));
    let second = g.main_line()[1];
    assert_eq!(g.node(second).unwrap().add_black.len(), 2);
    // FF[1] long names with negative komi: KoMi[-1.5].
    let g = game(&dir, "katrain-testdata/xmgt97.sgf");
    assert_eq!(g.info().komi_half_points, Some(-3));
}

#[test]
fn compressed_point_lists_and_escapes_in_corpus() {
    let Some(dir) = corpus_dir() else { return };
    let c = read(&dir, "libsgfcplusplus/compressed-point-list.sgf");
    assert_eq!(c.games().len(), 2);
    let g = &c.games()[0];
    // ;AB[cc:dd] in the third node: the 2×2 rectangle cc, dc, cd, dd.
    let ab = &g.node(NodeId(2)).unwrap().add_black;
    let p = |r, c| Point::new(r, c);
    assert_eq!(ab, &vec![p(2, 2), p(2, 3), p(3, 2), p(3, 3)]);
    assert!(c.games()[1]
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::NotGo));
    let c = read(&dir, "libsgfcplusplus/escaping.sgf");
    let g = &c.games()[0];
    let c2 = g.tree().nodes()[2].get("C").unwrap().value();
    assert_eq!(
        c2,
        "Text : value : with : [neces\\sary] : escape : characters"
    );
}

#[test]
fn deep_trees_and_nested_variations() {
    let Some(dir) = corpus_dir() else { return };
    let c = read(&dir, "libsgfcplusplus/deep-game-tree.sgf");
    assert_eq!(c.games().len(), 5);
    // Games 2-4 are named "1000 nodes", "2000 nodes", "5000 nodes": one line.
    for (g, n) in c.games()[1..4].iter().zip([1000, 2000, 5000]) {
        assert_eq!(
            g.info().game_name.as_deref(),
            Some(format!("{n} nodes").as_str())
        );
        assert_eq!(g.main_line().len(), g.tree().len());
        assert_eq!(g.tree().len(), n);
    }
    // OGS: every move opens a variation; 113 nested `(;`.
    let g = game(&dir, "katrain-testdata/ogs.sgf");
    assert_eq!(g.info().result, Some(GameResult::Unknown));
    assert!(g.main_line_moves().len() >= 100);
}

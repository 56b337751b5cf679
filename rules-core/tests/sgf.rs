//! SGF reading and writing: the third-party corpus under `../shared/data/sgf/`,
//! hostile inputs, escapes, compressed point lists, komi forms and round trips.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use tianyuan::sgf::{
    self, GameRecord, GameTree, NodeId, Property, RecordedResult, SgfErrorKind, WarningKind,
};
use tianyuan::{BoardSize, Color, Move, Point};

#[path = "common/data.rs"]
mod data;
use data::files;

/// `../shared/data/sgf`, the third-party corpus.
fn corpus_dir() -> Option<PathBuf> {
    data::shared_dir("data/sgf")
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
    assert_eq!(info.result, Some(RecordedResult::Resign(Color::Black)));
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
    let score = RecordedResult::Score {
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
    assert_eq!(g.info().result, Some(RecordedResult::Draw));
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
    assert_eq!(g.info().result, Some(RecordedResult::Unknown));
    assert!(g.main_line_moves().len() >= 100);
}

fn quick<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let out = f();
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{what} is slow"
    );
    out
}

#[test]
fn hostile_inputs_fail_cleanly_and_fast() {
    // A million nested `(`: the second `(` is not a node.
    let text = "(".repeat(1_000_000);
    let e = quick("nested (", || sgf::parse(text.as_bytes())).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::NoGameTree);
    let text = format!("(;{}", "(".repeat(1_000_000));
    let e = quick("nested ( after root", || sgf::parse(text.as_bytes())).unwrap_err();
    assert_eq!(
        (e.kind, e.position.line, e.position.column),
        (SgfErrorKind::ExpectedNode, 1, 4)
    );
    // A million nested variations, each with a node: parsed without recursion,
    // a truncated tree closed with a warning.
    let text = "(;".repeat(1_000_000);
    let c = quick("nested (;", || sgf::parse(text.as_bytes())).unwrap();
    assert_eq!(c.games()[0].main_line().len(), 1_000_000);
    assert!(c
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::UnclosedTree));
    let written = quick("write deep", || sgf::write_record(&c.games()[0]));
    let again = sgf::parse_str(&written).unwrap();
    assert_eq!(again.games()[0], c.games()[0]);
    drop(quick("drop deep", || c));
    // 10 MB of `;` inside a tree: more nodes than the limit.
    let text = format!("(;{}", ";".repeat(10 << 20));
    let e = quick("10 MB of ;", || sgf::parse(text.as_bytes())).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyNodes);
    // Unterminated value: the error names the value's start.
    let e = sgf::parse(b"(;FF[4]\nC[no end").unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::UnterminatedValue);
    assert!(e.detail.contains("line 2, column 2"), "{}", e.detail);
    let e = sgf::parse(b"(;C[a\\").unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::UnterminatedValue);
    // Bad identifier, missing value, junk, too large.
    assert_eq!(
        sgf::parse(b"(;ab[1])").unwrap_err().kind,
        SgfErrorKind::BadIdentifier
    );
    assert_eq!(
        sgf::parse(b"(;B)").unwrap_err().kind,
        SgfErrorKind::MissingValue
    );
    let e = sgf::parse(b"(;B[aa]\n  ?)").unwrap_err();
    assert_eq!(
        (e.kind, e.position.line, e.position.column),
        (SgfErrorKind::UnexpectedCharacter, 2, 3)
    );
    assert_eq!(sgf::parse(b"(").unwrap_err().kind, SgfErrorKind::NoGameTree);
    assert_eq!(
        sgf::parse(b"(;B[aa](").unwrap_err().kind,
        SgfErrorKind::UnterminatedTree
    );
    let big = vec![b' '; sgf::MAX_INPUT_BYTES + 1];
    let e = sgf::parse(&big).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::InputTooLarge);
    // The detail holds for a caller that read only the limit + 1 bytes.
    assert_eq!(
        e.detail,
        format!("more than {} bytes", sgf::MAX_INPUT_BYTES)
    );
    let long = format!("(;C[{}])", "x".repeat(sgf::MAX_VALUE_BYTES + 1));
    assert_eq!(
        sgf::parse(long.as_bytes()).unwrap_err().kind,
        SgfErrorKind::ValueTooLong
    );
    // With escapes the limit is on the unescaped bytes: `\]` is one byte.
    // MAX_VALUE_BYTES of them read; one more is too long, the error at the
    // value's `[` (line 1, column 4), whether the value is closed or not.
    let x = |n: usize| "x".repeat(n);
    let max = sgf::MAX_VALUE_BYTES;
    for (text, ok) in [
        (format!("(;C[\\]{}])", x(max - 1)), true),
        (format!("(;C[{}\\]])", x(max - 1)), true),
        (format!("(;C[\\]{}])", x(max)), false),
        (format!("(;C[\\]{}\\]])", x(max - 1)), false),
        (format!("(;C[\\]{}", x(max + 5)), false),
    ] {
        match sgf::parse(text.as_bytes()) {
            Ok(c) => {
                assert!(ok);
                let tree = c.games()[0].tree();
                let value = tree.root().get("C").unwrap().value();
                assert_eq!((value.len(), value.matches(']').count()), (max, 1));
            }
            Err(e) => {
                assert!(!ok);
                assert_eq!(
                    (e.kind, e.position.line, e.position.column),
                    (SgfErrorKind::ValueTooLong, 1, 4)
                );
            }
        }
    }
    let e = sgf::parse(b"(;C[\\]x\\]xx").unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::UnterminatedValue);
    assert!(e.detail.contains("line 1, column 4"), "{}", e.detail);
    // Every kind has a distinct description.
    let mut d: Vec<_> = SgfErrorKind::ALL.iter().map(|k| k.describe()).collect();
    d.dedup();
    assert_eq!(d.len(), SgfErrorKind::ALL.len());
}

#[test]
fn escapes_and_soft_line_breaks() {
    // FF[4]: `\]` and `\\` are escapes; `\` + newline is a soft line break
    // (removed); any other `\x` is `x`.
    let c = sgf::parse_str("(;C[a\\]b\\\\c\\\nd\\\r\ne\\:f\\x])").unwrap();
    assert_eq!(
        c.games()[0].tree().root().get("C").unwrap().value(),
        "a]b\\cde:fx"
    );
    let text = sgf::write_trees(std::slice::from_ref(c.games()[0].tree()));
    assert!(text.contains("C[a\\]b\\\\cde:fx]"), "{text}");
    // Multiple values, multiple games, text outside trees.
    let c = sgf::parse_str("junk (not a tree) (;AB[aa][bb]) more (;SZ[9]) end").unwrap();
    assert_eq!(c.games().len(), 2);
    assert_eq!(
        c.games()[0].tree().root().get("AB").unwrap().values,
        vec!["aa", "bb"]
    );
    assert_eq!(c.games()[1].info().width, 9);
}

#[test]
fn sizes_komi_and_points() {
    let g = &sgf::parse_str("(;SZ[19:13]KM[3.75]AB[aa:cb]AW[ss];B[tt];W[];B[am])")
        .unwrap()
        .into_games()[0];
    assert_eq!(g.info().board_size(), BoardSize::new(19, 13));
    // 3.75 stones = 7.5 points = 15 half points (one stone = 2 points).
    assert_eq!(g.info().komi_half_points, Some(15));
    assert!(g
        .warnings()
        .iter()
        .any(|w| w.kind == WarningKind::KomiInStones));
    // aa:cb = columns a..c × rows a..b.
    let root = g.node(NodeId::ROOT).unwrap();
    let p = |r, c| Point::new(r, c);
    assert_eq!(
        root.add_black,
        vec![p(0, 0), p(0, 1), p(0, 2), p(1, 0), p(1, 1), p(1, 2)]
    );
    // ss = row 18 is off a 13-row board.
    assert!(root.add_white.is_empty());
    let moves: Vec<_> = g
        .main_line_moves()
        .iter()
        .map(|m| (m.color, m.mv))
        .collect();
    // tt and [] are passes; am = row 12, col 0 is on the board.
    assert_eq!(
        moves,
        vec![
            (Color::Black, Move::Pass),
            (Color::White, Move::Pass),
            (Color::Black, Move::Place(p(12, 0)))
        ]
    );
    // Missing SZ is 19×19; KM 2.75 stones = 5.5 points; odd komi warned.
    let g = &sgf::parse_str("(;KM[2.75])").unwrap().into_games()[0];
    assert_eq!((g.info().width, g.info().komi_half_points), (19, Some(11)));
    let g = &sgf::parse_str("(;KM[7.3]HA[x]SZ[0]PL[Q])")
        .unwrap()
        .into_games()[0];
    let kinds: Vec<_> = g.warnings().iter().map(|w| w.kind).collect();
    assert_eq!(
        kinds,
        vec![
            WarningKind::BadSize,
            WarningKind::KomiNotHalfPoint,
            WarningKind::BadHandicap,
            WarningKind::BadPlayer
        ]
    );
    assert_eq!(g.info().komi_half_points, None);
    // SZ[0] is kept as written; the record cannot be replayed.
    assert_eq!(g.info().bad_size.as_deref(), Some("0"));
    assert_eq!(
        g.info().board_size(),
        Err(tianyuan::PointError::BadSgfSize("0".into()))
    );
}

#[test]
fn variations_and_setup_after_moves() {
    let c = sgf::parse_str("(;SZ[9];B[cc](;W[dd];B[ee])(;W[ff]AB[gg];PL[W]))").unwrap();
    let g = &c.games()[0];
    assert_eq!(g.main_line().len(), 4);
    let vars = g.variations();
    assert_eq!(vars.len(), 1);
    let line: Vec<_> = g.moves_to(vars[0]).iter().map(|m| m.mv).collect();
    let p = |r, c| Move::Place(Point::new(r, c));
    assert_eq!(line, vec![p(2, 2), p(5, 5)]);
    let n = g.node(vars[0]).unwrap();
    assert_eq!(n.add_black, vec![Point::new(6, 6)]);
    let last = g.children(vars[0])[0];
    assert_eq!(g.node(last).unwrap().player_to_move, Some(Color::White));
}

/// Each node's moves, set-up and `PL` in property order, whichever comes
/// first: a move before set-up, two moves, `PL` after a move, a move kept
/// aside while the node's data is built later.
#[test]
fn node_data_keeps_moves_in_order_around_set_up() {
    let text = "(;SZ[9];B[aa]AB[bb]W[cc];W[dd]B[];B[ee]PL[B];AW[ff]W[gg];C[x]B[hi])";
    let c = sgf::parse_str(text).unwrap();
    let g = &c.games()[0];
    let p = |r, c| Point::new(r, c);
    let node = |i| g.node(NodeId(i)).unwrap().into_owned();
    let (b, w) = (Color::Black, Color::White);
    let n = node(1);
    // aa is row 0, column 0; bb row 1, column 1; cc row 2, column 2.
    assert_eq!(
        n.moves.to_vec(),
        vec![(b, Move::Place(p(0, 0))), (w, Move::Place(p(2, 2)))]
    );
    assert_eq!(n.add_black, vec![p(1, 1)]);
    let n = node(2);
    assert_eq!(
        n.moves.to_vec(),
        vec![(w, Move::Place(p(3, 3))), (b, Move::Pass)]
    );
    let n = node(3);
    assert_eq!(n.moves.to_vec(), vec![(b, Move::Place(p(4, 4)))]);
    assert_eq!(n.player_to_move, Some(b));
    let n = node(4);
    assert_eq!(n.moves.to_vec(), vec![(w, Move::Place(p(6, 6)))]);
    assert_eq!(n.add_white, vec![p(5, 5)]);
    // B[hi]: column h = 7, row i = 8; a comment is no board meaning.
    let n = node(5);
    assert_eq!(n.moves.to_vec(), vec![(b, Move::Place(p(8, 7)))]);
    assert!(!n.has_setup() && n.player_to_move.is_none());
}

#[test]
fn record_builder_round_trip() {
    let info = sgf::GameInfo {
        width: 9,
        height: 9,
        komi_half_points: Some(15),
        rules: Some("Chinese".into()),
        result: Some(RecordedResult::Score {
            winner: Color::White,
            margin_half_points: 3,
        }),
        black_player: Some("黑]\\".into()),
        ..Default::default()
    };
    let mut r = GameRecord::new(info.clone());
    let a = r
        .add_move(NodeId::ROOT, Color::Black, Move::Place(Point::new(2, 2)))
        .unwrap();
    r.add_move(a, Color::White, Move::Pass).unwrap();
    r.add_move(NodeId::ROOT, Color::Black, Move::Place(Point::new(4, 4)))
        .unwrap();
    assert!(r
        .add_move(a, Color::White, Move::Place(Point::new(9, 0)))
        .is_err());
    assert!(r.add_move(NodeId(99), Color::White, Move::Pass).is_err());
    let text = sgf::write_record(&r);
    assert!(text.contains("KM[7.5]") && text.contains("RE[W+1.5]") && text.contains("CA[UTF-8]"));
    let back = sgf::parse(text.as_bytes()).unwrap().into_games().remove(0);
    // The record was read from the written root, so RE's text is now known.
    let expected = sgf::GameInfo {
        result_raw: Some("W+1.5".into()),
        ..info
    };
    assert_eq!(back.info(), &expected);
    assert_eq!(r.info(), &expected);
    assert_eq!(back, r);
}

/// read → write → read gives the same record, and writing again the same text.
fn assert_round_trip(rel: &str, c: &sgf::Collection) {
    let text = sgf::write_records(c.games());
    let again = sgf::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{rel}: {e}\n{text}"));
    assert_eq!(again.encoding(), "UTF-8");
    assert_eq!(again.games(), c.games(), "{rel}");
    assert_eq!(sgf::write_records(again.games()), text, "{rel}");
    // Raw trees round-trip exactly too.
    let trees: Vec<GameTree> = c.games().iter().map(|g| g.tree().clone()).collect();
    let raw = sgf::parse_str(&sgf::write_trees(&trees)).unwrap();
    let raw: Vec<GameTree> = raw.games().iter().map(|g| g.tree().clone()).collect();
    assert_eq!(raw, trees, "{rel}");
}

#[test]
fn corpus_round_trips() {
    let Some(dir) = corpus_dir() else { return };
    let mut n = 0;
    for (rel, path) in files(&dir) {
        if is_doc(&rel) {
            continue;
        }
        if let Ok(c) = sgf::parse(&std::fs::read(path).unwrap()) {
            assert_round_trip(&rel, &c);
            n += 1;
        }
    }
    assert_eq!(n, 1033);
}

fn arb_tree() -> impl Strategy<Value = GameTree> {
    // Text (C, GC) and SimpleText (PB, LB) identifiers often, to try their
    // white space.
    let ident = prop_oneof![
        "[A-Z]{1,3}",
        prop::sample::select(vec!["C", "GC", "PB", "LB"]).prop_map(String::from),
    ];
    let value = prop_oneof![
        "[a-s]{2}",
        "",
        "[a-z]{2}:[a-z]{2}",
        any::<String>(),
        "[\\\\\\]\\[:;()\n\r\t\x0B\x0C ]{0,6}",
    ];
    let prop = (ident, prop::collection::vec(value, 1..4));
    let node = prop::collection::vec(prop, 0..4);
    // Each node after the first picks its parent among earlier nodes.
    prop::collection::vec((node, any::<prop::sample::Index>()), 1..30).prop_map(|nodes| {
        let mut tree = GameTree::new();
        for (i, (props, parent)) in nodes.into_iter().enumerate() {
            let id = if i == 0 {
                NodeId::ROOT
            } else {
                tree.add_child(NodeId(parent.index(i) as u32)).unwrap()
            };
            tree.get_mut(id).unwrap().properties = props
                .into_iter()
                .map(|(k, v)| Property::new(k, v))
                .collect();
        }
        tree
    })
}

/// `tree` with FF[4]'s white space in its text values, by a plain reference:
/// in SimpleText a two-byte line break (CR LF, LF CR) and then every tab,
/// line feed, vertical tab, form feed or carriage return is a space; in Text
/// tab, vertical tab and form feed are spaces.
fn ff4_white_space(mut tree: GameTree) -> GameTree {
    for i in 0..tree.len() {
        for p in &mut tree.get_mut(NodeId(i as u32)).unwrap().properties {
            let kind = sgf::TextKind::of(&p.ident);
            for v in &mut p.values {
                *v = match kind {
                    Some(sgf::TextKind::SimpleText) => {
                        let mut out = String::new();
                        let mut chars = v.chars().peekable();
                        while let Some(c) = chars.next() {
                            let pair = match c {
                                '\r' => Some('\n'),
                                '\n' => Some('\r'),
                                _ => None,
                            };
                            if pair.is_some() && chars.peek().copied() == pair {
                                chars.next();
                            }
                            out.push(if "\t\n\x0B\x0C\r".contains(c) { ' ' } else { c });
                        }
                        out
                    }
                    Some(sgf::TextKind::Text) => v.replace(['\t', '\x0B', '\x0C'], " "),
                    None => v.clone(),
                };
            }
        }
    }
    tree
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        if let Ok(c) = sgf::parse(&bytes) {
            assert_round_trip("random", &c);
        }
    }

    #[test]
    fn sgf_like_text_never_panics(text in "[(;)\\[\\]\\\\A-Za-z: \n]{0,200}") {
        if let Ok(c) = sgf::parse_str(&text) {
            assert_round_trip("sgf-like", &c);
        }
    }

    #[test]
    fn generated_trees_round_trip(tree in arb_tree()) {
        let text = sgf::write_trees(std::slice::from_ref(&tree));
        let back = sgf::parse_str(&text).unwrap();
        prop_assert_eq!(back.games().len(), 1);
        // Text values come back with FF[4]'s white space; the rest as built.
        let tree = ff4_white_space(tree);
        prop_assert_eq!(back.games()[0].tree(), &tree);
        let record = GameRecord::from_tree(tree);
        let again = sgf::parse(sgf::write_record(&record).as_bytes()).unwrap();
        prop_assert_eq!(&again.games()[0], &record);
    }
}

/// Latin-1 bytes with no `CA` (found by a newcomer's test): GB18030 would read
/// `\xe9]` as one character and swallow the bracket, losing a move silently.
/// The reader must keep every move, and say which character set it guessed.
#[test]
fn latin1_without_ca_keeps_every_move() {
    let bytes = b"(;GM[1]FF[4]SZ[9]KM[7.5]RE[W+R]PW[Jos\xe9]PB[Ren\xe9];B[ee];W[cc];B[gg];W[];B[])";
    let c = tianyuan::sgf::parse(bytes).expect("readable");
    let game = &c.games()[0];
    assert_eq!(game.main_line_moves().len(), 5);
    assert_eq!(game.info().white_player.as_deref(), Some("José"));
    let comment = b"(;SZ[9]C[\xe9];B[ee];W[cc])";
    let c = tianyuan::sgf::parse(comment).expect("readable");
    assert_eq!(c.games()[0].main_line_moves().len(), 2);
    // Genuine GB18030 text keeps its reading (黑 is 0xBA 0xDA in GB2312).
    let gb = b"(;SZ[9]PB[\xba\xda];B[ee])";
    let c = tianyuan::sgf::parse(gb).expect("readable");
    assert_eq!(c.games()[0].info().black_player.as_deref(), Some("黑"));
}

/// A collection of empty game trees `(;)` costs a record per 3 bytes: the
/// number of games is capped at `MAX_GAMES` with a typed error.
#[test]
fn too_many_games_is_a_typed_error() {
    let at_limit = "(;)".repeat(sgf::MAX_GAMES);
    assert_eq!(
        sgf::parse(at_limit.as_bytes()).unwrap().games().len(),
        sgf::MAX_GAMES
    );
    let over = format!("{at_limit}\n(;)");
    let e = sgf::parse(over.as_bytes()).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyGames);
    assert_eq!((e.position.line, e.position.column), (2, 1));
    let e = sgf::parse_str(&"(;)".repeat(1_000_000)).unwrap_err();
    assert_eq!(e.kind, SgfErrorKind::TooManyGames);
}

#[test]
fn a_strict_reading_refuses_an_unclosed_tree() {
    // "(;GM[1];B[aa]" has no ')': read leniently with a warning, refused by
    // the strict reading at the end of the input (line 1, column 14).
    let text = "(;GM[1];B[aa]";
    let lenient = sgf::parse(text.as_bytes()).unwrap();
    assert_eq!(lenient.games()[0].main_line().len(), 2);
    let e = lenient.strict().unwrap_err();
    assert_eq!(
        (e.kind, e.position.line, e.position.column),
        (SgfErrorKind::UnterminatedTree, 1, 14)
    );
    assert!(
        e.to_string().contains("before a game tree is closed"),
        "{e}"
    );
    // Closed trees pass unchanged.
    let closed = sgf::parse(b"(;GM[1];B[aa])(;GM[1])").unwrap();
    assert_eq!(closed.strict().unwrap().games().len(), 2);
}

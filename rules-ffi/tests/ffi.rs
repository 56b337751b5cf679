//! Calls every `extern "C"` function of tianyuan-ffi directly: NULLs, short
//! buffers, out-of-range points and choices, every core error variant mapped to
//! its own status, and short games whose outcomes are derived by hand.
#![allow(clippy::undocumented_unsafe_blocks)]

use std::collections::HashSet;
use std::ffi::{c_char, CStr};
use std::ptr::{null, null_mut};

use tianyuan::core_crate::clock::{ClockError, TimeControlError};
use tianyuan::core_crate::referee::RefereeError;
use tianyuan::core_crate::replay::ReplayError;
use tianyuan::core_crate::sgf::SgfErrorKind;
use tianyuan::core_crate::{
    BoardSize, GameError, HandicapError, IllegalMove, KomiError, LifeError, Point, PointError,
    RulesError, ScoreError, SetupError,
};
use tianyuan::internal;
use tianyuan::*;

use ty_status as S;

/// Reads a text output: asks for the size with an empty buffer, then fills one.
fn text(f: impl Fn(*mut c_char, usize, *mut usize) -> ty_status) -> Result<String, ty_status> {
    let mut needed = usize::MAX;
    let first = f(null_mut(), 0, &mut needed);
    if first != S::BufferTooSmall {
        return Err(first);
    }
    let mut buf = vec![0x55 as c_char; needed];
    let mut again = 0usize;
    assert_eq!(f(buf.as_mut_ptr(), buf.len(), &mut again), S::Ok);
    assert_eq!(again, needed);
    let s = unsafe { CStr::from_ptr(buf.as_ptr()) };
    assert_eq!(s.to_bytes().len() + 1, needed);
    Ok(s.to_str().unwrap().to_string())
}

fn rules(name: &CStr) -> *mut ty_rules {
    let mut r = null_mut();
    assert_eq!(unsafe { ty_rules_from_name(name.as_ptr(), &mut r) }, S::Ok);
    assert!(!r.is_null());
    r
}

fn game(width: u32, height: u32, name: &CStr) -> *mut ty_game {
    let r = rules(name);
    let mut g = null_mut();
    assert_eq!(unsafe { ty_game_new(width, height, r, &mut g) }, S::Ok);
    unsafe { ty_rules_free(r) };
    g
}

fn board(g: *const ty_game) -> Vec<u8> {
    let mut count = 0;
    let mut buf = vec![9u8; 25 * 25];
    assert_eq!(
        unsafe { ty_game_board(g, buf.as_mut_ptr(), buf.len(), &mut count) },
        S::Ok
    );
    buf.truncate(count);
    buf
}

fn play_all(g: *mut ty_game, moves: &[(u32, u32)]) {
    for &(r, c) in moves {
        assert_eq!(unsafe { ty_game_play(g, r, c) }, S::Ok, "({r}, {c})");
    }
}

fn last_error(g: *const ty_game) -> String {
    text(|b, l, n| unsafe { ty_game_last_error(g, b, l, n) }).unwrap()
}

#[test]
fn statuses_are_distinct_grouped_and_described() {
    let mut seen = HashSet::new();
    for s in ty_status::ALL {
        let n = s as u32;
        assert!(seen.insert(n), "{s:?} reuses {n}");
        assert_eq!(ty_status::from_u32(n), Some(s));
        let msg = unsafe { CStr::from_ptr(ty_status_message(n)) };
        assert!(!msg.to_bytes().is_empty());
    }
    // Every variant is listed: the match in `message` is exhaustive, and the
    // largest gap between blocks is what the header documents.
    assert_eq!(ty_status::ALL.len(), 82);
    for (range, first) in [
        (100..200, S::NullPointer),
        (200..300, S::IllegalOffBoard),
        (300..400, S::GameOver),
        (400..500, S::SgfInputTooLarge),
        (500..600, S::ClockNotStarted),
        (500..600, S::TimeControlZeroPeriod),
        (600..700, S::RefereeOffBoard),
        (900..1000, S::Internal),
    ] {
        assert!(range.contains(&(first as u32)));
    }
    let unknown = unsafe { CStr::from_ptr(ty_status_message(12345)) };
    assert_eq!(unknown.to_str().unwrap(), "unknown status");
    assert_eq!(S::Ok as u32, 0);
}

#[test]
fn every_core_error_variant_has_its_own_status() {
    let size = BoardSize::square(9).unwrap();
    let p = Point::new(0, 0);
    let mut leaves: Vec<(String, ty_status, u32)> = Vec::new();
    let mut add = |name: String, s: ty_status, block: u32| leaves.push((name, s, block));
    for m in IllegalMove::ALL {
        add(format!("{m:?}"), internal::illegal(m), 200);
    }
    for e in [
        PointError::UnsupportedSize {
            width: 1,
            height: 1,
        },
        PointError::OffBoard {
            row: 9,
            col: 0,
            width: 9,
            height: 9,
        },
        PointError::BadAction {
            action: 99,
            max: 81,
        },
        PointError::BadVertex("Z0".into()),
        PointError::BadSgfPoint("!".into()),
        PointError::VertexOffBoard {
            vertex: "A10".into(),
            width: 9,
            height: 9,
        },
    ] {
        add(format!("{e:?}"), internal::point(&e), 100);
    }
    for e in [
        HandicapError::NoFixedLayout { stones: 10, size },
        HandicapError::BadFreePlacement("x".into()),
    ] {
        add(format!("{e:?}"), internal::handicap(&e), 300);
        // A wrapped error keeps the status of what it wraps.
        assert_eq!(
            internal::game(&GameError::Handicap(e.clone())),
            internal::handicap(&e)
        );
    }
    let setup = SetupError::ChainWithoutLiberties(p);
    add(format!("{setup:?}"), internal::setup(&setup), 300);
    assert_eq!(
        internal::game(&GameError::Setup(setup.clone())),
        internal::setup(&setup)
    );
    for e in [
        ScoreError::DeadPointEmpty(p),
        ScoreError::DeadPointOffBoard(p),
    ] {
        add(format!("{e:?}"), internal::score(&e), 300);
        assert_eq!(internal::game(&GameError::Score(e)), internal::score(&e));
    }
    for e in [
        GameError::GameOver,
        GameError::NotOver,
        GameError::DeadStonesAgreed,
    ] {
        add(format!("{e:?}"), internal::game(&e), 300);
    }
    for e in [
        RulesError::TerritoryNotSupported("japanese".into()),
        RulesError::Unknown("x".into()),
        RulesError::BadSetting {
            key: "k".into(),
            value: "v".into(),
        },
    ] {
        add(format!("{e:?}"), internal::rules(&e), 300);
    }
    for e in [
        KomiError::Syntax("x".into()),
        KomiError::NotQuarterStones("7.3".into()),
        KomiError::OutOfRange("9999".into()),
    ] {
        add(format!("{e:?}"), internal::komi(&e), 300);
    }
    for k in SgfErrorKind::ALL {
        add(format!("{k:?}"), internal::sgf(k), 400);
    }
    let replay_errors = [
        ReplayError::NotGo(2),
        ReplayError::BoardSize(PointError::UnsupportedSize {
            width: 30,
            height: 30,
        }),
        ReplayError::Setup(GameError::Setup(setup.clone())),
        ReplayError::SetupAfterMoves { after_move: 1 },
    ];
    // One example of each kind, in ReplayError::ALL_KINDS order.
    let kinds: Vec<&str> = replay_errors.iter().map(ReplayError::kind).collect();
    assert_eq!(kinds, ReplayError::ALL_KINDS);
    for e in &replay_errors {
        add(format!("{e:?}"), internal::replay(e), 400);
    }
    for e in ClockError::ALL {
        add(format!("Clock{e:?}"), internal::clock(e), 500);
    }
    for e in TimeControlError::ALL {
        add(format!("TimeControl{e:?}"), internal::time_control(e), 500);
    }
    for e in RefereeError::ALL {
        add(format!("Referee{e:?}"), internal::referee(e), 600);
    }
    let life = LifeError::PlayoutsOutOfRange {
        requested: 0,
        max: 100_000,
    };
    add(format!("{life:?}"), internal::life(&life), 300);
    let mut seen = HashSet::new();
    for (name, s, block) in &leaves {
        assert_ne!(*s, S::Ok, "{name}");
        assert!(seen.insert(*s as u32), "{name} shares status {s:?}");
        assert_eq!(
            *s as u32 / 100 * 100,
            *block,
            "{name} is in the wrong block"
        );
    }
    // 8 illegal moves, 6 point errors, 2 handicap, 1 set-up, 2 score, 3 game,
    // 3 rules, 3 komi, 12 SGF, 4 replay, 10 clock, 7 time control, 9 referee,
    // 1 life.
    assert_eq!(
        leaves.len(),
        8 + 6 + 2 + 1 + 2 + 3 + 3 + 3 + 12 + 4 + 10 + 7 + 9 + 1
    );
}

/// The core's catalogue against the hand-written enum: every kind the C API
/// can return has exactly one status, in its family's block; every status is
/// the C layer's own or has exactly one kind; a core status's message is the
/// core's `Display` of its kind. Samples come from the catalogue.
#[test]
fn every_catalogued_kind_has_exactly_one_status() {
    use tianyuan::core_crate::error::{Error, ErrorKind};
    let mut by_status: std::collections::HashMap<u32, ErrorKind> = Default::default();
    let mut without = Vec::new();
    for kind in ErrorKind::all() {
        let Some(s) = ty_status::of(kind) else {
            without.push(kind.family());
            continue;
        };
        if let Some(other) = by_status.insert(s as u32, kind) {
            panic!("{kind:?} and {other:?} share {s:?}");
        }
        assert_eq!(s.kind(), Some(kind));
        // The sample error, through the mapping its call sites use.
        let sample = kind.sample();
        let mapped = match &sample {
            Error::IllegalMove(e) => internal::illegal(*e),
            Error::Point(e) => internal::point(e),
            Error::Game(e) => internal::game(e),
            Error::Handicap(e) => internal::handicap(e),
            Error::Setup(e) => internal::setup(e),
            Error::Score(e) => internal::score(e),
            Error::Rules(e) => internal::rules(e),
            Error::Komi(e) => internal::komi(e),
            Error::Life(e) => internal::life(e),
            Error::Sgf(e) => internal::sgf(e.kind),
            Error::Replay(e) => internal::replay(e),
            Error::Clock(e) => internal::clock(*e),
            Error::TimeControl(e) => internal::time_control(*e),
            Error::Referee(e) => internal::referee(*e),
            Error::BoardParse(_) => unreachable!("no status"),
        };
        assert_eq!(mapped, s, "{kind:?}");
        assert_eq!(internal::core(&sample), s);
        // The block of the family (1xx: point errors are bad arguments).
        let block = match kind.family() {
            "IllegalMove" => 200,
            "PointError" => 100,
            "SgfError" | "ReplayError" => 400,
            "ClockError" | "TimeControlError" => 500,
            "RefereeError" => 600,
            _ => 300,
        };
        assert_eq!(s as u32 / 100 * 100, block, "{kind:?}");
        let msg = unsafe { CStr::from_ptr(ty_status_message(s as u32)) };
        assert_eq!(msg.to_str().unwrap(), kind.to_string());
    }
    // Only the ASCII-board reader has no C entry point.
    assert!(without.iter().all(|f| *f == "BoardParseError"), "{without:?}");
    assert_eq!(without.len(), 2);
    // The C layer's own statuses, by hand from the header.
    let own: Vec<ty_status> = ty_status::ALL
        .into_iter()
        .filter(|s| s.kind().is_none())
        .collect();
    assert_eq!(
        own,
        [
            S::Ok,
            S::NullPointer,
            S::BadUtf8,
            S::BufferTooSmall,
            S::OutOfRange,
            S::NothingToUndo,
            S::NoResult,
            S::SgfNotLoaded,
            S::SgfNoSuchProperty,
            S::SgfRootNode,
            S::Internal,
        ]
    );
    assert_eq!(own.len() + by_status.len(), ty_status::ALL.len());
    // "The game is over" stays four statuses, one per refusing object.
    let over: Vec<u32> = ty_status::ALL
        .into_iter()
        .filter(|s| s.kind().is_some_and(|k| k.variant() == "GameOver"))
        .map(|s| s as u32)
        .collect();
    assert_eq!(over, [207, 300, 508, 608]);
}

#[test]
fn version_matches_the_package() {
    let v = unsafe { CStr::from_ptr(ty_version()) }.to_str().unwrap();
    assert_eq!(v, env!("CARGO_PKG_VERSION"));
    assert_eq!(
        format!("{TY_VERSION_MAJOR}.{TY_VERSION_MINOR}.{TY_VERSION_PATCH}"),
        env!("CARGO_PKG_VERSION")
    );
    assert_eq!(ty_abi_version(), TY_ABI_VERSION);
}

#[test]
fn null_pointers_are_refused_and_free_accepts_null() {
    unsafe {
        ty_rules_free(null_mut());
        ty_game_free(null_mut());
        ty_score_free(null_mut());
        ty_record_free(null_mut());

        let mut u = 7u32;
        let mut i = 7i32;
        let mut z = 7usize;
        let mut h = 7u64;
        let mut rp: *mut ty_rules = null_mut();
        let mut gp: *mut ty_game = null_mut();
        let mut sp: *mut ty_score = null_mut();
        let mut recp: *mut ty_record = null_mut();
        let mut buf = [0 as c_char; 8];
        let mut bytes = [0u8; 8];
        let mut words = [0u32; 8];
        let nr: *mut ty_rules = null_mut();
        let ng: *mut ty_game = null_mut();
        let ns: *mut ty_score = null_mut();
        let nrec: *mut ty_record = null_mut();

        // Constructors with NULL out-pointers or inputs.
        assert_eq!(ty_rules_new(null_mut()), S::NullPointer);
        assert_eq!(ty_rules_from_name(null(), &mut rp), S::NullPointer);
        assert_eq!(
            ty_rules_from_name(c"tromp-taylor".as_ptr(), null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_rules_clone(nr, &mut rp), S::NullPointer);
        assert_eq!(ty_game_new(9, 9, nr, &mut gp), S::NullPointer);
        assert_eq!(ty_game_new_handicap(9, 9, nr, 2, &mut gp), S::NullPointer);
        assert_eq!(
            ty_game_new_free_handicap(9, 9, nr, null(), 2, &mut gp),
            S::NullPointer
        );
        assert_eq!(ty_game_clone(ng, &mut gp), S::NullPointer);
        assert_eq!(ty_record_new(null_mut()), S::NullPointer);
        assert!(rp.is_null() && gp.is_null());

        // Every function with a NULL handle.
        assert_eq!(
            ty_rules_name(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_describe(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_last_error(nr, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_rules_set(nr, c"ko".as_ptr(), c"simple".as_ptr()),
            S::NullPointer
        );
        assert_eq!(ty_rules_get_ko(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_ko(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_suicide(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_suicide(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_compensation(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_compensation(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_ending(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_ending(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_cycle(nr, &mut u), S::NullPointer);
        assert_eq!(ty_rules_set_cycle(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_komi_quarter_stones(nr, &mut i), S::NullPointer);
        assert_eq!(ty_rules_set_komi_quarter_stones(nr, 0), S::NullPointer);
        assert_eq!(ty_rules_get_komi_half_points(nr, &mut i), S::NullPointer);
        assert_eq!(ty_rules_set_komi_half_points(nr, 0), S::NullPointer);
        assert_eq!(
            ty_rules_set_komi_text(nr, c"7.5".as_ptr(), 0),
            S::NullPointer
        );

        assert_eq!(ty_game_rules(ng, &mut rp), S::NullPointer);
        assert_eq!(ty_game_size(ng, &mut u, &mut u), S::NullPointer);
        assert_eq!(ty_game_play(ng, 0, 0), S::NullPointer);
        assert_eq!(ty_game_play_as(ng, 1, 0, 0), S::NullPointer);
        assert_eq!(ty_game_play_vertex(ng, c"D4".as_ptr()), S::NullPointer);
        assert_eq!(ty_game_pass(ng), S::NullPointer);
        assert_eq!(ty_game_resign(ng, 1), S::NullPointer);
        assert_eq!(ty_game_agree_end(ng), S::NullPointer);
        assert_eq!(ty_game_resume(ng, 1), S::NullPointer);
        assert_eq!(ty_game_undo(ng), S::NullPointer);
        assert_eq!(ty_game_is_legal(ng, 0, 0), S::NullPointer);
        assert_eq!(
            ty_game_legal_points(ng, bytes.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_game_board(ng, bytes.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_to_move(ng, &mut u), S::NullPointer);
        assert_eq!(ty_game_move_number(ng, &mut u), S::NullPointer);
        assert_eq!(
            ty_game_last_captured(ng, words.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_hash(ng, &mut h), S::NullPointer);
        assert_eq!(ty_game_state(ng, &mut u, &mut u), S::NullPointer);
        assert_eq!(
            ty_game_result(ng, 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(ty_game_score(ng, null(), 0, &mut sp), S::NullPointer);
        assert_eq!(
            ty_game_agree_dead_stones(ng, null(), 0, &mut sp),
            S::NullPointer
        );
        assert_eq!(
            ty_game_last_error(ng, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );

        assert_eq!(ty_score_counts(ns, &mut u, &mut u), S::NullPointer);
        assert_eq!(ty_score_winner(ns, &mut u), S::NullPointer);
        assert_eq!(ty_score_margin_half_points(ns, &mut i), S::NullPointer);
        assert_eq!(ty_score_margin_quarter_stones(ns, &mut i), S::NullPointer);
        assert_eq!(
            ty_score_result(ns, 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );

        assert_eq!(ty_record_load_sgf(nrec, bytes.as_ptr(), 8), S::NullPointer);
        assert_eq!(
            ty_record_error_position(nrec, &mut u, &mut u),
            S::NullPointer
        );
        assert_eq!(ty_record_game_count(nrec, &mut z), S::NullPointer);
        assert_eq!(
            ty_record_board_size(nrec, 0, &mut u, &mut u),
            S::NullPointer
        );
        assert_eq!(
            ty_record_last_error(nrec, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert!(sp.is_null() && recp.is_null());

        // Live handles with NULL out-pointers: refused, and nothing changes.
        let g = game(9, 9, c"chinese-2002");
        let r = rules(c"chinese-2002");
        assert_eq!(ty_game_size(g, null_mut(), &mut u), S::NullPointer);
        assert_eq!(ty_game_to_move(g, null_mut()), S::NullPointer);
        assert_eq!(ty_game_hash(g, null_mut()), S::NullPointer);
        assert_eq!(
            ty_game_board(g, bytes.as_mut_ptr(), 8, null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_game_board(g, null_mut(), 81, &mut z), S::NullPointer);
        assert_eq!(ty_game_play_vertex(g, null()), S::NullPointer);
        assert_eq!(ty_game_score(g, null(), 1, &mut sp), S::NullPointer);
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, null_mut()),
            S::NullPointer
        );
        assert_eq!(ty_rules_get_ko(r, null_mut()), S::NullPointer);
        assert_eq!(ty_rules_set(r, null(), c"x".as_ptr()), S::NullPointer);
        assert_eq!(ty_record_new(&mut recp), S::Ok);
        assert_eq!(ty_record_load_sgf(recp, null(), 5), S::NullPointer);
        // The agree call above refused before touching the game.
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_ONGOING, TY_COLOR_NONE));
        assert_eq!(board(g), vec![0u8; 81]);
        ty_record_free(recp);
        ty_rules_free(r);
        ty_game_free(g);
        // Out-values untouched by the failed calls.
        assert_eq!((u, i, h), (7, 7, 7));
    }
}

#[test]
fn short_buffers_report_the_needed_size_and_stay_untouched() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        let mut bytes = [7u8; 80];
        let mut count = 0usize;
        assert_eq!(
            ty_game_board(g, bytes.as_mut_ptr(), bytes.len(), &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);
        assert!(bytes.iter().all(|&b| b == 7));
        assert_eq!(
            ty_game_legal_points(g, bytes.as_mut_ptr(), bytes.len(), &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);
        // Zero-length query with NULL.
        assert_eq!(
            ty_game_board(g, null_mut(), 0, &mut count),
            S::BufferTooSmall
        );
        assert_eq!(count, 81);

        let r = rules(c"chinese-1988");
        let mut buf = [b'x' as c_char; 12];
        let mut needed = 0usize;
        // "chinese-1988" is 12 bytes: 13 with the NUL.
        assert_eq!(
            ty_rules_name(r, buf.as_mut_ptr(), 12, &mut needed),
            S::BufferTooSmall
        );
        assert_eq!(needed, 13);
        assert!(buf.iter().all(|&c| c == b'x' as c_char));
        assert_eq!(
            text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap(),
            "chinese-1988"
        );
        let described = text(|b, l, n| ty_rules_describe(r, b, l, n)).unwrap();
        assert!(described.contains("5.5 points"), "{described}");

        // Captures: an empty list needs no buffer at all.
        assert_eq!(ty_game_last_captured(g, null_mut(), 0, &mut count), S::Ok);
        assert_eq!(count, 0);
        ty_rules_free(r);
        ty_game_free(g);
    }
}

#[test]
fn out_of_range_points_sizes_and_choices() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        for (r, c) in [(9, 0), (0, 9), (255, 255), (256, 0), (u32::MAX, u32::MAX)] {
            assert_eq!(ty_game_play(g, r, c), S::IllegalOffBoard, "({r}, {c})");
            assert_eq!(ty_game_is_legal(g, r, c), S::IllegalOffBoard);
        }
        assert!(last_error(g).contains("off the board"));
        // A well-formed vertex off the board, then malformed ones (I is skipped).
        assert_eq!(ty_game_play_vertex(g, c"Z99".as_ptr()), S::VertexOffBoard);
        assert_eq!(ty_game_play_vertex(g, c"A10".as_ptr()), S::VertexOffBoard);
        assert!(last_error(g).contains("vertex \"A10\" is off the 9x9 board"));
        assert_eq!(ty_game_play_vertex(g, c"I5".as_ptr()), S::BadVertex);
        assert_eq!(ty_game_play_vertex(g, c"?!".as_ptr()), S::BadVertex);
        assert_eq!(ty_game_play_vertex(g, c"\xff".as_ptr()), S::BadUtf8);
        assert_eq!(ty_game_play_as(g, 3, 0, 0), S::OutOfRange);
        assert_eq!(ty_game_play_as(g, TY_COLOR_NONE, 0, 0), S::OutOfRange);
        assert_eq!(ty_game_resign(g, 0), S::OutOfRange);
        let mut sp = null_mut();
        assert_eq!(ty_game_score(g, [81u32].as_ptr(), 1, &mut sp), S::BadIndex);
        assert_eq!(
            ty_game_score(g, [0u32].as_ptr(), 1, &mut sp),
            S::ScoreDeadPointEmpty
        );
        assert!(sp.is_null());
        let mut buf = [0 as c_char; 64];
        let mut z = 0;
        assert_eq!(
            ty_game_result(g, 3, buf.as_mut_ptr(), 64, &mut z),
            S::NoResult
        );
        assert_eq!(ty_move_number(g), 1);
        ty_game_free(g);

        let r = rules(c"chinese-2002");
        let mut gp = null_mut();
        for (w, h) in [(1, 9), (9, 1), (26, 9), (0, 0), (25, 25), (u32::MAX, 9)] {
            assert_eq!(ty_game_new(w, h, r, &mut gp), S::BadSize, "{w}x{h}");
        }
        assert_eq!(ty_game_new(25, 14, r, &mut gp), S::Ok);
        ty_game_free(gp);
        gp = null_mut();
        assert_eq!(ty_rules_set_ko(r, 3), S::OutOfRange);
        assert_eq!(ty_rules_set_suicide(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_compensation(r, 3), S::OutOfRange);
        assert_eq!(ty_rules_set_ending(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_cycle(r, 2), S::OutOfRange);
        assert_eq!(ty_rules_set_komi_quarter_stones(r, 4001), S::KomiOutOfRange);
        assert_eq!(ty_rules_set_komi_half_points(r, -4001), S::KomiOutOfRange);
        let mut name = text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap();
        assert_eq!(name, "chinese-2002", "refused settings change nothing");
        assert!(text(|b, l, n| ty_rules_last_error(r, b, l, n))
            .unwrap()
            .contains("4001"));
        assert_eq!(ty_rules_set_ko(r, TY_KO_SITUATIONAL), S::Ok);
        name = text(|b, l, n| ty_rules_name(r, b, l, n)).unwrap();
        assert_eq!(name, "custom");
        assert_eq!(
            ty_game_new_handicap(9, 9, r, 10, &mut gp),
            S::HandicapNoFixedLayout
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 0].as_ptr(), 2, &mut gp),
            S::HandicapBadFreePlacement
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32].as_ptr(), 1, &mut gp),
            S::HandicapBadFreePlacement
        );
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 81].as_ptr(), 2, &mut gp),
            S::BadIndex
        );
        assert!(gp.is_null());
        ty_rules_free(r);
    }
}

unsafe fn ty_move_number(g: *const ty_game) -> u32 {
    let mut n = 0;
    assert_eq!(unsafe { ty_game_move_number(g, &mut n) }, S::Ok);
    n
}

#[test]
fn rules_by_name_and_each_choice() {
    unsafe {
        let mut r = null_mut();
        assert_eq!(
            ty_rules_from_name(c"japanese".as_ptr(), &mut r),
            S::RulesTerritoryNotSupported
        );
        assert_eq!(
            ty_rules_from_name(c"bogus".as_ptr(), &mut r),
            S::RulesUnknown
        );
        assert_eq!(ty_rules_from_name(c"\xc3\x28".as_ptr(), &mut r), S::BadUtf8);
        assert!(r.is_null());
        assert_eq!(ty_rules_new(&mut r), S::Ok);
        let mut v = 9u32;
        let mut k = 0i32;
        // Default: the 2002 rules, komi 3¾ stones = 7.5 points (2002 art. 11),
        // positional superko (art. 6), no suicide (art. 5), two passes (art. 7.3).
        assert_eq!(ty_rules_get_ko(r, &mut v), S::Ok);
        assert_eq!(v, TY_KO_POSITIONAL);
        assert_eq!(ty_rules_get_suicide(r, &mut v), S::Ok);
        assert_eq!(v, TY_SUICIDE_FORBIDDEN);
        assert_eq!(ty_rules_get_ending(r, &mut v), S::Ok);
        assert_eq!(v, TY_ENDING_TWO_PASSES);
        assert_eq!(ty_rules_get_cycle(r, &mut v), S::Ok);
        assert_eq!(v, TY_CYCLE_CONTINUE);
        assert_eq!(ty_rules_get_compensation(r, &mut v), S::Ok);
        assert_eq!(v, TY_COMPENSATION_N);
        assert_eq!(ty_rules_get_komi_quarter_stones(r, &mut k), S::Ok);
        assert_eq!(k, 15);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, 15);

        // 1988 art. 11: 2¾ stones = 5.5 points = 11 half points.
        let r88 = rules(c"chinese-1988");
        assert_eq!(ty_rules_get_komi_quarter_stones(r88, &mut k), S::Ok);
        assert_eq!(k, 11);
        assert_eq!(ty_rules_get_ending(r88, &mut v), S::Ok);
        assert_eq!(v, TY_ENDING_AGREEMENT);
        ty_rules_free(r88);

        for (set, get, values) in [
            (
                ty_rules_set_ko as unsafe extern "C" fn(*mut ty_rules, u32) -> ty_status,
                ty_rules_get_ko as unsafe extern "C" fn(*const ty_rules, *mut u32) -> ty_status,
                &[TY_KO_SIMPLE, TY_KO_POSITIONAL, TY_KO_SITUATIONAL][..],
            ),
            (
                ty_rules_set_suicide,
                ty_rules_get_suicide,
                &[TY_SUICIDE_FORBIDDEN, TY_SUICIDE_MULTI_STONE_ALLOWED],
            ),
            (
                ty_rules_set_compensation,
                ty_rules_get_compensation,
                &[
                    TY_COMPENSATION_NONE,
                    TY_COMPENSATION_N,
                    TY_COMPENSATION_N_MINUS_ONE,
                ],
            ),
            (
                ty_rules_set_ending,
                ty_rules_get_ending,
                &[TY_ENDING_TWO_PASSES, TY_ENDING_AGREEMENT],
            ),
            (
                ty_rules_set_cycle,
                ty_rules_get_cycle,
                &[TY_CYCLE_CONTINUE, TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE],
            ),
        ] {
            for &x in values {
                assert_eq!(set(r, x), S::Ok);
                assert_eq!(get(r, &mut v), S::Ok);
                assert_eq!(v, x);
            }
        }
        assert_eq!(ty_rules_set_komi_half_points(r, 13), S::Ok);
        assert_eq!(ty_rules_get_komi_quarter_stones(r, &mut k), S::Ok);
        assert_eq!(k, 13, "6.5 points = 3¼ stones = 13");
        assert_eq!(ty_rules_set_komi_text(r, c"3 3/4".as_ptr(), 1), S::Ok);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, 15);
        assert_eq!(ty_rules_set_komi_text(r, c"-0.5".as_ptr(), 0), S::Ok);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, -1);
        assert_eq!(
            ty_rules_set_komi_text(r, c"7.3".as_ptr(), 0),
            S::KomiNotQuarterStones
        );
        assert_eq!(
            ty_rules_set_komi_text(r, c"seven".as_ptr(), 0),
            S::KomiSyntax
        );
        assert_eq!(
            ty_rules_set_komi_text(r, c"5000".as_ptr(), 0),
            S::KomiOutOfRange
        );
        assert_eq!(
            ty_rules_set(r, c"ko".as_ptr(), c"sometimes".as_ptr()),
            S::RulesBadSetting
        );
        let detail = text(|b, l, n| ty_rules_last_error(r, b, l, n)).unwrap();
        assert!(detail.contains("sometimes"), "{detail}");
        assert_eq!(ty_rules_set(r, c"ko".as_ptr(), c"SIMPLE".as_ptr()), S::Ok);
        assert_eq!(ty_rules_get_ko(r, &mut v), S::Ok);
        assert_eq!(v, TY_KO_SIMPLE);
        assert_eq!(ty_rules_get_komi_half_points(r, &mut k), S::Ok);
        assert_eq!(k, -1, "a refused setting keeps the komi");

        let mut copy = null_mut();
        assert_eq!(ty_rules_clone(r, &mut copy), S::Ok);
        ty_rules_free(r);
        assert_eq!(ty_rules_get_ko(copy, &mut v), S::Ok);
        assert_eq!(v, TY_KO_SIMPLE);
        ty_rules_free(copy);
    }
}

/// A 5×5 ko: Black (0,1) (1,0) (2,1) around (1,1); White (0,2) (2,2) (1,3)
/// around (1,2). White plays (1,1), Black captures it from (1,2); White may not
/// retake at once (2002 art. 18.3, 20; 1988 art. 20.1).
const KO_MOVES: [(u32, u32); 9] = [
    (0, 1),
    (0, 2),
    (1, 0),
    (2, 2),
    (2, 1),
    (1, 3),
    (4, 4),
    (1, 1),
    (1, 2),
];

#[test]
fn capture_ko_suicide_undo_and_hash() {
    unsafe {
        let g = game(5, 5, c"chinese-2002");
        let mut h0 = 0u64;
        assert_eq!(ty_game_hash(g, &mut h0), S::Ok);
        play_all(g, &KO_MOVES[..8]);
        let mut h8 = 0u64;
        assert_eq!(ty_game_hash(g, &mut h8), S::Ok);
        play_all(g, &KO_MOVES[8..]);
        // The capture: White's (1,1), index 1*5+1 = 6.
        let mut caps = [0u32; 4];
        let mut n = 9usize;
        assert_eq!(
            ty_game_last_captured(g, caps.as_mut_ptr(), 4, &mut n),
            S::Ok
        );
        assert_eq!((n, caps[0]), (1, 6));
        assert_eq!(
            ty_game_last_captured(g, caps.as_mut_ptr(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 1);
        let b = board(g);
        assert_eq!(b[6], 0);
        assert_eq!(b[7], 1, "Black's capturing stone at (1,2)");
        assert_eq!(b[2], 2);
        assert_eq!(ty_move_number(g), 10);
        let mut who = 0;
        assert_eq!(ty_game_to_move(g, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);

        // White: retaking is ko; (0,0) is suicide (art. 5); (0,1) is occupied.
        assert_eq!(ty_game_is_legal(g, 1, 1), S::IllegalKo);
        assert_eq!(ty_game_play(g, 1, 1), S::IllegalKo);
        assert!(last_error(g).contains("ko"));
        assert_eq!(ty_game_is_legal(g, 0, 0), S::IllegalSuicide);
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalSuicide);
        assert_eq!(ty_game_play(g, 0, 1), S::IllegalOccupied);
        assert_eq!(
            ty_game_play_as(g, TY_COLOR_BLACK, 3, 3),
            S::IllegalWrongPlayer
        );
        assert_eq!(ty_game_is_legal(g, 3, 3), S::Ok);
        // Legal points: 25 − 8 stones = 17 empty, minus ko (1,1) and suicide (0,0).
        let mut legal = [9u8; 25];
        assert_eq!(
            ty_game_legal_points(g, legal.as_mut_ptr(), 25, &mut n),
            S::Ok
        );
        assert_eq!(n, 25);
        assert_eq!(legal.iter().filter(|&&x| x == 1).count(), 15);
        assert_eq!((legal[6], legal[0], legal[18]), (0, 0, 1));

        // Undo the capture: the board and hash come back.
        assert_eq!(ty_game_undo(g), S::Ok);
        let mut h = 0u64;
        assert_eq!(ty_game_hash(g, &mut h), S::Ok);
        assert_eq!(h, h8);
        assert_eq!(board(g)[6], 2);
        for _ in 0..8 {
            assert_eq!(ty_game_undo(g), S::Ok);
        }
        assert_eq!(ty_game_hash(g, &mut h), S::Ok);
        assert_eq!(h, h0);
        assert_eq!(ty_game_undo(g), S::NothingToUndo);

        // Vertices: on 5×5, A5 is (0,0) and E1 is (4,4); I is skipped.
        assert_eq!(ty_game_play_vertex(g, c"A5".as_ptr()), S::Ok);
        assert_eq!(ty_game_play_vertex(g, c"e1".as_ptr()), S::Ok);
        assert_eq!(ty_game_play_vertex(g, c"pass".as_ptr()), S::Ok);
        let b = board(g);
        assert_eq!((b[0], b[24]), (1, 2));
        ty_game_free(g);
    }
}

/// 5×5, komi 7.5 (2002 art. 11): Black walls column 1, White column 3; a White
/// stone at (2,0) inside Black's area is agreed dead. Black: 5 stones + 5 points
/// of column 0 = 10, White: 5 + 5 = 10, column 2 is dame shared 2½ each (art.
/// 9.1): 12½ each, so White wins by 7.5 points = 3¾ stones.
#[test]
fn count_with_dead_stones() {
    unsafe {
        let g = game(5, 5, c"chinese-2002");
        for row in 0..5 {
            play_all(g, &[(row, 1), (row, 3)]);
        }
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_play(g, 2, 0), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_TWO_PASSES, TY_COLOR_NONE));
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalGameOver);
        assert_eq!(ty_game_is_legal(g, 0, 0), S::IllegalGameOver);
        // Before agreement, a dispute reopens play (2002 art. 21.4).
        let mut disputed = null_mut();
        assert_eq!(ty_game_clone(g, &mut disputed), S::Ok);
        assert_eq!(ty_game_resume(disputed, TY_COLOR_BLACK), S::Ok);
        assert_eq!(ty_game_resume(disputed, TY_COLOR_BLACK), S::GameNotOver);
        assert_eq!(
            text(|b, l, n| ty_game_result(disputed, TY_FORMAT_SGF, b, l, n)),
            Err(S::NoResult)
        );
        ty_game_free(disputed);

        let mut sp = null_mut();
        assert_eq!(
            ty_game_score(g, [0u32].as_ptr(), 1, &mut sp),
            S::ScoreDeadPointEmpty
        );
        assert!(last_error(g).contains("no stone"));
        let dead = [2 * 5u32];
        assert_eq!(
            ty_game_agree_dead_stones(g, dead.as_ptr(), 1, &mut sp),
            S::Ok
        );
        let (mut bh, mut wh, mut who) = (0, 0, 9);
        let (mut mh, mut mq) = (0, 0);
        assert_eq!(ty_score_counts(sp, &mut bh, &mut wh), S::Ok);
        assert_eq!((bh, wh), (25, 25));
        assert_eq!(ty_score_winner(sp, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);
        assert_eq!(ty_score_margin_half_points(sp, &mut mh), S::Ok);
        assert_eq!(ty_score_margin_quarter_stones(sp, &mut mq), S::Ok);
        assert_eq!((mh, mq), (-15, -15));
        let res = |f| text(|b, l, n| ty_score_result(sp, f, b, l, n)).unwrap();
        assert_eq!(res(TY_FORMAT_SGF), "W+7.5");
        assert_eq!(
            res(TY_FORMAT_ENGLISH),
            "White wins by 3 3/4 stones (7.5 points)"
        );
        assert_eq!(res(TY_FORMAT_CHINESE), "白胜3又3/4子");
        let mut z = 0;
        assert_eq!(ty_score_result(sp, 3, null_mut(), 0, &mut z), S::OutOfRange);
        ty_score_free(sp);
        let game_res = text(|b, l, n| ty_game_result(g, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(game_res, "W+7.5");

        // After agreement no one may resume (2002 art. 21.3): resume, undo, a
        // second agreement and moves are refused, and the result stays.
        assert_eq!(ty_game_resume(g, TY_COLOR_BLACK), S::DeadStonesAgreed);
        assert!(last_error(g).contains("21.3"));
        assert_eq!(ty_game_undo(g), S::DeadStonesAgreed);
        let mut again = null_mut();
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, &mut again),
            S::DeadStonesAgreed
        );
        assert!(again.is_null());
        assert_eq!(ty_game_play(g, 0, 0), S::IllegalGameOver);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_TWO_PASSES, TY_COLOR_NONE));
        let game_res = text(|b, l, n| ty_game_result(g, TY_FORMAT_SGF, b, l, n)).unwrap();
        assert_eq!(game_res, "W+7.5");
        ty_game_free(g);
    }
}

#[test]
fn resignation_handicap_and_clone() {
    unsafe {
        let g = game(9, 9, c"chinese-2002");
        assert_eq!(ty_game_resign(g, TY_COLOR_WHITE), S::Ok);
        let (mut state, mut loser) = (9, 9);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!((state, loser), (TY_STATE_RESIGNATION, TY_COLOR_WHITE));
        let res = |f| text(|b, l, n| ty_game_result(g, f, b, l, n)).unwrap();
        assert_eq!(res(TY_FORMAT_SGF), "B+R");
        assert_eq!(res(TY_FORMAT_CHINESE), "黑中盘胜");
        assert_eq!(ty_game_resign(g, TY_COLOR_BLACK), S::GameOver);
        assert_eq!(ty_game_agree_end(g), S::GameOver);
        assert_eq!(ty_game_resume(g, TY_COLOR_BLACK), S::GameOver);
        assert_eq!(ty_game_pass(g), S::IllegalGameOver);
        let mut sp = null_mut();
        assert_eq!(
            ty_game_agree_dead_stones(g, null(), 0, &mut sp),
            S::GameOver
        );
        assert!(sp.is_null());
        let mut copy = null_mut();
        assert_eq!(ty_game_clone(g, &mut copy), S::Ok);
        ty_game_free(g);
        assert_eq!(ty_game_state(copy, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_RESIGNATION);
        ty_game_free(copy);

        // Four fixed stones on 19×19: D4 (15,3), Q16 (3,15), Q4 (15,15), D16 (3,3);
        // White moves first.
        let r = rules(c"chinese-2002");
        let mut h = null_mut();
        assert_eq!(ty_game_new_handicap(19, 19, r, 4, &mut h), S::Ok);
        let b = board(h);
        let black: Vec<usize> = (0..b.len()).filter(|&i| b[i] == 1).collect();
        assert_eq!(
            black,
            vec![3 * 19 + 3, 3 * 19 + 15, 15 * 19 + 3, 15 * 19 + 15]
        );
        let mut who = 0;
        assert_eq!(ty_game_to_move(h, &mut who), S::Ok);
        assert_eq!(who, TY_COLOR_WHITE);
        let (mut w, mut ht) = (0, 0);
        assert_eq!(ty_game_size(h, &mut w, &mut ht), S::Ok);
        assert_eq!((w, ht), (19, 19));
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(h, &mut gr), S::Ok);
        assert_eq!(
            text(|b, l, n| ty_rules_name(gr, b, l, n)).unwrap(),
            "chinese-2002"
        );
        ty_rules_free(gr);
        ty_game_free(h);

        // Free placement at (0,0) and (8,8) on 9×9.
        assert_eq!(
            ty_game_new_free_handicap(9, 9, r, [0u32, 80].as_ptr(), 2, &mut h),
            S::Ok
        );
        let b = board(h);
        assert_eq!(
            (b[0], b[80], b.iter().filter(|&&x| x != 0).count()),
            (1, 1, 2)
        );
        ty_game_free(h);
        ty_rules_free(r);

        // Agreement ends a 1988 game (art. 7.1); then the count.
        let g = game(9, 9, c"chinese-1988");
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_pass(g), S::Ok);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_ONGOING, "1988: passes do not end the game");
        assert_eq!(ty_game_agree_end(g), S::Ok);
        assert_eq!(ty_game_state(g, &mut state, &mut loser), S::Ok);
        assert_eq!(state, TY_STATE_AGREEMENT);
        ty_game_free(g);
    }
}

#[test]
fn sgf_records_load_and_report_where_they_fail() {
    unsafe {
        let mut rec = null_mut();
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        let (mut w, mut h, mut z) = (0, 0, 9usize);
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 0);
        assert_eq!(
            ty_record_board_size(rec, 0, &mut w, &mut h),
            S::SgfNotLoaded
        );
        let sgf = b"(;GM[1]FF[4]SZ[9]KM[7.5];B[cc];W[dd])(;SZ[13])";
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 2);
        assert_eq!(ty_record_board_size(rec, 0, &mut w, &mut h), S::Ok);
        assert_eq!((w, h), (9, 9));
        assert_eq!(ty_record_board_size(rec, 1, &mut w, &mut h), S::Ok);
        assert_eq!((w, h), (13, 13));
        assert_eq!(ty_record_board_size(rec, 2, &mut w, &mut h), S::OutOfRange);

        // Errors keep the games loaded before.
        assert_eq!(
            ty_record_load_sgf(rec, b"hello".as_ptr(), 5),
            S::SgfNoGameTree
        );
        assert_eq!(ty_record_load_sgf(rec, null(), 0), S::SgfNoGameTree);
        let bad = b"(;GM[1]\n;B[cc]\n;W[dd";
        assert_eq!(
            ty_record_load_sgf(rec, bad.as_ptr(), bad.len()),
            S::SgfUnterminatedValue
        );
        let (mut line, mut col) = (0, 0);
        assert_eq!(ty_record_error_position(rec, &mut line, &mut col), S::Ok);
        assert_eq!(line, 3, "the value opened on line 3 never closes");
        assert!(col >= 1);
        let detail = text(|b, l, n| ty_record_last_error(rec, b, l, n)).unwrap();
        assert!(detail.contains("line 3"), "{detail}");
        assert_eq!(ty_record_game_count(rec, &mut z), S::Ok);
        assert_eq!(z, 2);
        // A good load clears the position.
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
        assert_eq!(ty_record_error_position(rec, &mut line, &mut col), S::Ok);
        assert_eq!((line, col), (0, 0));
        ty_record_free(rec);
    }
}

/// A record handle holding `sgf`.
fn record(sgf: &[u8]) -> *mut ty_record {
    let mut rec = null_mut();
    unsafe {
        assert_eq!(ty_record_new(&mut rec), S::Ok);
        assert_eq!(ty_record_load_sgf(rec, sgf.as_ptr(), sgf.len()), S::Ok);
    }
    rec
}

/// Replays game 0 of `sgf`: the status, and the game and violation count on success.
fn replay_sgf(sgf: &[u8], mode: u32) -> (ty_status, *mut ty_game, u32, *mut ty_record) {
    let rec = record(sgf);
    let mut g = null_mut();
    let mut n = 99;
    let s = unsafe { ty_record_replay(rec, 0, null(), mode, &mut g, &mut n) };
    (s, g, n, rec)
}

#[test]
fn replay_errors_have_one_status_each() {
    // Each ReplayError kind still returned from a record that raises it, in
    // both modes; set-up chains without liberties and set-up after moves are
    // now read (removed with a note; applied between the moves), so those
    // records replay in both modes and their statuses are no longer returned.
    let cases: [(&[u8], ty_status, ty_status); 4] = [
        (b"(;GM[2]SZ[9])", S::ReplayNotGo, S::ReplayNotGo),
        (b"(;GM[1]SZ[30])", S::ReplayBoardSize, S::ReplayBoardSize),
        // 2002 art. 3-4: the Black stone at A3 (aa) has no liberty: removed.
        (b"(;GM[1]SZ[3]AB[aa]AW[ba][ab])", S::Ok, S::Ok),
        (b"(;GM[1]SZ[9];B[cc];AB[dd];W[ee])", S::Ok, S::Ok),
    ];
    let mut seen = HashSet::new();
    for (sgf, strict, tolerant) in cases {
        for (mode, expected) in [(TY_REPLAY_STRICT, strict), (TY_REPLAY_TOLERANT, tolerant)] {
            let (s, g, n, rec) = replay_sgf(sgf, mode);
            assert_eq!(s, expected, "{}", String::from_utf8_lossy(sgf));
            if s == S::Ok {
                assert_eq!(n, 0);
                assert!(!g.is_null());
            } else {
                assert!(g.is_null(), "no game written on failure");
                assert_eq!(n, 99, "no count written on failure");
                let detail = text(|b, l, n| unsafe { ty_record_last_error(rec, b, l, n) });
                assert!(!detail.unwrap().is_empty());
            }
            unsafe {
                ty_game_free(g);
                ty_record_free(rec);
            }
        }
        if strict != S::Ok {
            assert!((430..434).contains(&(strict as u32)));
            assert!(seen.insert(strict as u32));
        }
    }
    assert_eq!(seen.len(), 2);
}

#[test]
fn replay_null_pointers_modes_and_indices() {
    unsafe {
        let rec = record(b"(;GM[1]SZ[9];B[cc])");
        let mut g = null_mut();
        let mut n = 0u32;
        let (mut a, mut b, mut c) = (0u32, 0u32, 0u32);
        let mut z = 0usize;
        let mut buf = [0 as c_char; 8];
        let strict = TY_REPLAY_STRICT;
        assert_eq!(
            ty_record_replay(null(), 0, null(), strict, &mut g, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), strict, null_mut(), &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), strict, &mut g, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_replay(rec, 0, null(), 2, &mut g, &mut n),
            S::OutOfRange
        );
        assert_eq!(
            ty_record_replay(rec, 1, null(), strict, &mut g, &mut n),
            S::OutOfRange
        );
        assert!(g.is_null());
        assert_eq!(
            ty_record_violation(null(), 0, &mut a, &mut b, &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, null_mut(), &mut b, &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, null_mut(), &mut c),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, &mut b, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation(rec, 0, &mut a, &mut b, &mut c),
            S::OutOfRange
        );
        assert_eq!(
            ty_record_violation_text(null(), 0, buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation_text(rec, 0, buf.as_mut_ptr(), 8, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_record_violation_text(rec, 0, null_mut(), 8, &mut z),
            S::NullPointer
        );
        assert_eq!(
            ty_game_to_sgf(null(), buf.as_mut_ptr(), 8, &mut z),
            S::NullPointer
        );
        let empty = {
            let mut r = null_mut();
            assert_eq!(ty_record_new(&mut r), S::Ok);
            r
        };
        assert_eq!(
            ty_record_replay(empty, 0, null(), strict, &mut g, &mut n),
            S::SgfNotLoaded
        );
        ty_record_free(empty);

        // Rules given: they replace RU, KM still sets the komi.
        let r = rules(c"chinese-1988");
        let rec2 = record(b"(;GM[1]SZ[9]RU[Japanese]KM[6.5];B[cc])");
        assert_eq!(ty_record_replay(rec2, 0, r, strict, &mut g, &mut n), S::Ok);
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(g, &mut gr), S::Ok);
        let mut ko = 9;
        assert_eq!(ty_rules_get_ko(gr, &mut ko), S::Ok);
        assert_eq!(ko, TY_KO_POSITIONAL, "1988 art. 6: positional superko");
        let mut half = 0i32;
        assert_eq!(ty_rules_get_komi_half_points(gr, &mut half), S::Ok);
        assert_eq!(half, 13, "KM[6.5] is 13 half points");
        let mut gp = null_mut();
        assert_eq!(ty_game_new(9, 9, r, &mut gp), S::Ok);
        assert_eq!(
            ty_game_to_sgf(gp, null_mut(), 0, null_mut()),
            S::NullPointer
        );
        ty_rules_free(gr);
        ty_rules_free(r);
        ty_game_free(gp);
        ty_game_free(g);
        ty_record_free(rec2);
        ty_record_free(rec);
    }
}

#[test]
fn strict_replay_stops_at_the_violation_tolerant_goes_on() {
    // 9×9: B B9 (ba), W J1 (ii), B A8 (ab), W A9 (aa): White's stone at A9
    // would have no liberty and captures nothing, a forbidden point
    // (2002 art. 5). Then B C9 (ca), and W B9 (ba), an occupied point.
    let sgf = b"(;GM[1]SZ[9]KM[7.5];B[ba];W[ii];B[ab];W[aa];B[ca];W[ba])";
    let (s, g, n, rec) = replay_sgf(sgf, TY_REPLAY_STRICT);
    assert_eq!((s, n), (S::Ok, 1));
    unsafe {
        let mut number = 0;
        assert_eq!(ty_game_move_number(g, &mut number), S::Ok);
        assert_eq!(number, 4, "three moves played, move 4 is next");
        let mut to_move = 0;
        assert_eq!(ty_game_to_move(g, &mut to_move), S::Ok);
        assert_eq!(to_move, TY_COLOR_WHITE);
        assert_eq!(board(g)[0], TY_COLOR_NONE as u8, "A9 stays empty");
        let (mut m, mut c, mut why) = (0, 0, 0);
        assert_eq!(ty_record_violation(rec, 0, &mut m, &mut c, &mut why), S::Ok);
        assert_eq!((m, c, why), (4, TY_COLOR_WHITE, S::IllegalSuicide as u32));
        assert_eq!(
            ty_record_violation(rec, 1, &mut m, &mut c, &mut why),
            S::OutOfRange
        );
        let t = text(|b, l, n| ty_record_violation_text(rec, 0, b, l, n)).unwrap();
        assert!(t.starts_with("move 4: W A9: suicide"), "{t}");
        assert_eq!(last_error(g), t);
        ty_game_free(g);
        ty_record_free(rec);
    }
    let (s, g, n, rec) = replay_sgf(sgf, TY_REPLAY_TOLERANT);
    assert_eq!((s, n), (S::Ok, 2));
    unsafe {
        let (mut m, mut c, mut why) = (0, 0, 0);
        assert_eq!(ty_record_violation(rec, 1, &mut m, &mut c, &mut why), S::Ok);
        assert_eq!((m, c, why), (6, TY_COLOR_WHITE, S::IllegalOccupied as u32));
        let t = text(|b, l, n| ty_record_violation_text(rec, 1, b, l, n)).unwrap();
        assert_eq!(t, "move 6: W B9: the point is occupied");
        // B9 still holds Black's stone: the occupied move was skipped.
        assert_eq!(board(g)[1], TY_COLOR_BLACK as u8);
        assert_eq!(
            board(g)[2],
            TY_COLOR_BLACK as u8,
            "C9 played after the violation"
        );
        ty_game_free(g);
        ty_record_free(rec);
    }
}

#[test]
fn game_to_sgf_short_buffers_and_round_trip() {
    unsafe {
        let r = rules(c"chinese-2002");
        assert_eq!(ty_rules_set_komi_half_points(r, 13), S::Ok);
        let mut g = null_mut();
        assert_eq!(ty_game_new_handicap(9, 9, r, 2, &mut g), S::Ok);
        ty_rules_free(r);
        play_all(g, &[(4, 4), (2, 2), (4, 5)]);
        let mut needed = 0usize;
        assert_eq!(
            ty_game_to_sgf(g, null_mut(), 0, &mut needed),
            S::BufferTooSmall
        );
        let mut short = vec![0x55 as c_char; needed - 1];
        let mut again = 0usize;
        assert_eq!(
            ty_game_to_sgf(g, short.as_mut_ptr(), short.len(), &mut again),
            S::BufferTooSmall
        );
        assert_eq!(again, needed);
        assert!(
            short.iter().all(|&b| b == 0x55),
            "a short buffer stays untouched"
        );
        let sgf = text(|b, l, n| ty_game_to_sgf(g, b, l, n)).unwrap();
        assert!(sgf.contains("HA[2]") && sgf.contains("KM[6.5]"), "{sgf}");

        let (s, back, n, rec) = replay_sgf(sgf.as_bytes(), TY_REPLAY_STRICT);
        assert_eq!((s, n), (S::Ok, 0));
        assert_eq!(board(back), board(g));
        let (mut a, mut b) = (0, 0);
        assert_eq!(ty_game_to_move(g, &mut a), S::Ok);
        assert_eq!(ty_game_to_move(back, &mut b), S::Ok);
        assert_eq!(
            (a, b),
            (TY_COLOR_BLACK, TY_COLOR_BLACK),
            "W, B, W played after the handicap"
        );
        assert_eq!(ty_game_move_number(g, &mut a), S::Ok);
        assert_eq!(ty_game_move_number(back, &mut b), S::Ok);
        assert_eq!(a, b);
        let (mut hg, mut hb) = (0u64, 1u64);
        assert_eq!(ty_game_hash(g, &mut hg), S::Ok);
        assert_eq!(ty_game_hash(back, &mut hb), S::Ok);
        assert_eq!(hg, hb);
        let mut gr = null_mut();
        assert_eq!(ty_game_rules(back, &mut gr), S::Ok);
        let mut half = 0;
        assert_eq!(ty_rules_get_komi_half_points(gr, &mut half), S::Ok);
        assert_eq!(half, 13);
        ty_rules_free(gr);
        ty_game_free(back);
        ty_game_free(g);
        ty_record_free(rec);
    }
}

/// `ty_referee_result`: a draw ruled under 1988/2002 art. 20.3 reads as a
/// draw on the referee, while the referee's game records no result (`Void`;
/// the game has no draw by event). The cycle: the ko (Black (1,0) (0,1)
/// (2,1) (4,4), White (0,2) (2,2) (1,3) (1,1), Black takes at (1,2)), two
/// passes, White retakes at (1,1): the position after move 8 would recur
/// under positional superko.
#[test]
fn referee_result_reads_a_draw_under_art_20_3() {
    unsafe {
        let r = rules(c"chinese-2002");
        assert_eq!(ty_rules_set_ending(r, TY_ENDING_AGREEMENT), S::Ok);
        let mut g = null_mut();
        assert_eq!(ty_game_new(5, 5, r, &mut g), S::Ok);
        ty_rules_free(r);
        let mut referee = null_mut();
        assert_eq!(
            ty_referee_new_with_options(g, TY_EDITION_2002, TY_CYCLE_OUTCOME_DRAW, 0, &mut referee),
            S::Ok
        );
        ty_game_free(g);
        let result = |f| text(|b, l, n| ty_referee_result(referee, f, b, l, n));
        assert_eq!(result(TY_FORMAT_SGF), Err(S::NoResult));
        let mut ru = ty_ruling::default();
        let moves = [
            (1, 0),
            (0, 2),
            (0, 1),
            (2, 2),
            (2, 1),
            (1, 3),
            (4, 4),
            (1, 1),
            (1, 2),
        ];
        for (i, (row, col)) in moves.into_iter().enumerate() {
            let color = if i % 2 == 0 {
                TY_COLOR_BLACK
            } else {
                TY_COLOR_WHITE
            };
            assert_eq!(ty_referee_place(referee, color, row, col, &mut ru), S::Ok);
            assert_eq!(ru.kind, TY_RULING_ACCEPTED);
        }
        assert_eq!(ty_referee_pass(referee, TY_COLOR_WHITE, &mut ru), S::Ok);
        assert_eq!(ty_referee_pass(referee, TY_COLOR_BLACK, &mut ru), S::Ok);
        assert_eq!(
            ty_referee_place(referee, TY_COLOR_WHITE, 1, 1, &mut ru),
            S::Ok
        );
        assert_eq!(ru.kind, TY_RULING_DRAW);
        assert_eq!(result(TY_FORMAT_SGF).unwrap(), "0");
        assert_eq!(result(TY_FORMAT_ENGLISH).unwrap(), "Draw");
        assert_eq!(result(TY_FORMAT_CHINESE).unwrap(), "和棋");
        assert_eq!(result(99), Err(S::OutOfRange));
        let mut now = null_mut();
        assert_eq!(ty_referee_game(referee, &mut now), S::Ok);
        assert_eq!(
            text(|b, l, n| ty_game_result(now, TY_FORMAT_SGF, b, l, n)).unwrap(),
            "Void"
        );
        ty_game_free(now);
        let mut needed = 0usize;
        assert_eq!(
            ty_referee_result(null(), TY_FORMAT_SGF, null_mut(), 0, &mut needed),
            S::NullPointer
        );
        ty_referee_free(referee);
    }
}

/// An SGF record of a set-up position drawn as text (`X`, `O`, `.`, row 0 at
/// the top), with `RU` and komi 7.5.
fn setup_sgf(drawing: &str, rules: &str) -> Vec<u8> {
    let rows: Vec<Vec<char>> = drawing
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let (h, w) = (rows.len(), rows[0].len());
    let mut ab = String::new();
    let mut aw = String::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let p = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            match v {
                'X' => ab.push_str(&p),
                'O' => aw.push_str(&p),
                _ => {}
            }
        }
    }
    format!("(;GM[1]FF[4]SZ[{w}:{h}]KM[7.5]RU[{rules}]AB{ab}AW{aw})").into_bytes()
}

/// The game of a drawn position (see `setup_sgf`).
fn drawn(drawing: &str, rules: &str) -> *mut ty_game {
    let (s, g, _, rec) = replay_sgf(&setup_sgf(drawing, rules), TY_REPLAY_TOLERANT);
    assert_eq!(s, S::Ok);
    unsafe { ty_record_free(rec) };
    g
}

// 9×9: Black's pass-alive chain on columns 0–3 holds the White stone at (3,1)
// in a three-point area whose empty points all touch it: dead for certain.
// White's wall on columns 4–8 has the eyes (0,5) and (0,7). Counted by hand:
// Black 36 points (31 stones, 4 empty, the dead stone's), White 45.
const DEAD_INSIDE: &str = "
. X . X O . O . O
X X X X O O O O O
X . X X O . . . .
X O X X O . . . .
X . X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
X X X X O . . . .
";

// 7×4: the outer chains are pass-alive; White's column 2 and Black's column 4
// (with (2,3), (3,3)) share their only liberties (0,3) and (1,3): seki.
const SEKI: &str = "
. X O . X O .
X X O . X O O
. X O X X O .
X X O X X O O
";

fn score_estimated(g: *const ty_game, playouts: u32) -> (ty_status, Vec<u32>, u32, String) {
    let mut dead = vec![9999u32; 81];
    let (mut n, mut estimated, mut sp) = (0usize, 9u32, null_mut());
    let s = unsafe {
        ty_game_score_estimated(
            g,
            playouts,
            0,
            dead.as_mut_ptr(),
            dead.len(),
            &mut n,
            &mut estimated,
            &mut sp,
        )
    };
    if s != S::Ok {
        assert!(sp.is_null());
        return (s, Vec::new(), estimated, String::new());
    }
    dead.truncate(n);
    let re = text(|b, l, z| unsafe { ty_score_result(sp, TY_FORMAT_SGF, b, l, z) }).unwrap();
    unsafe { ty_score_free(sp) };
    (s, dead, estimated, re)
}

#[test]
fn life_estimate_of_a_dead_stone_inside_a_pass_alive_area() {
    unsafe {
        let g = drawn(DEAD_INSIDE, "chinese");
        let mut own = vec![9.0f32; 81];
        let mut n = 0;
        assert_eq!(
            ty_game_ownership(g, TY_DEFAULT_PLAYOUTS, 0, own.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        // Certain points: the dead stone's (3,1) and Black's eyes are Black's,
        // White's eyes (0,5) and (0,7) White's; every value in [-1, 1].
        for (i, want) in [(3 * 9 + 1, 1.0), (0, 1.0), (2, 1.0), (5, -1.0), (7, -1.0)] {
            assert_eq!(own[i], want, "index {i}");
        }
        assert!(own.iter().all(|v| (-1.0..=1.0).contains(v)));
        let mut dead = [0u32; 81];
        assert_eq!(
            ty_game_estimate_dead_stones(g, 256, 0, dead.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(&dead[..n], &[3 * 9 + 1]);
        let mut status = [9u8; 81];
        assert_eq!(
            ty_game_chain_status(g, 256, 0, status.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(n, 81);
        let cells = board(g);
        for i in 0..81 {
            let want = match (i, cells[i]) {
                (28, _) => TY_CHAIN_STATUS_DEAD,
                (_, 0) => TY_CHAIN_STATUS_NONE,
                _ => TY_CHAIN_STATUS_ALIVE,
            };
            assert_eq!(status[i], want, "index {i}");
        }
        // Counted without the dead stone: 36 - 45 - 7.5.
        assert_eq!(
            score_estimated(g, 256),
            (S::Ok, vec![28], 1, "W+16.5".into())
        );

        // Tromp-Taylor counts every stone: (2,1) and (4,1) are shared, Black
        // 31 + 2 + 1 = 34, White 45 + 1 + 1 = 47: 34 - 47 - 7.5.
        let r = rules(c"tromp-taylor");
        let mut d = 9;
        assert_eq!(ty_rules_get_dead_stones(r, &mut d), S::Ok);
        assert_eq!(d, TY_DEAD_STONES_ALL_ALIVE);
        let mut tt = null_mut();
        assert_eq!(ty_game_new(9, 9, r, &mut tt), S::Ok);
        ty_game_free(tt);
        let (s, tg, _, rec) = {
            let rec = record(&setup_sgf(DEAD_INSIDE, "chinese"));
            let mut g2 = null_mut();
            let mut v = 0;
            let s = ty_record_replay(rec, 0, r, TY_REPLAY_TOLERANT, &mut g2, &mut v);
            (s, g2, v, rec)
        };
        assert_eq!(s, S::Ok);
        assert_eq!(
            score_estimated(tg, 256),
            (S::Ok, vec![], 0, "W+20.5".into())
        );
        // The playout count is checked under every rule.
        assert_eq!(score_estimated(tg, 0).0, S::LifePlayoutsOutOfRange);
        ty_game_free(tg);
        // KataGo's area rules lift the stone in pass-alive territory, without
        // an estimate.
        assert_eq!(
            ty_rules_set_dead_stones(r, TY_DEAD_STONES_PASS_ALIVE_TERRITORY),
            S::Ok
        );
        assert_eq!(ty_rules_set_dead_stones(r, 3), S::OutOfRange);
        let mut g2 = null_mut();
        let mut v = 0;
        assert_eq!(
            ty_record_replay(rec, 0, r, TY_REPLAY_TOLERANT, &mut g2, &mut v),
            S::Ok
        );
        assert_eq!(
            score_estimated(g2, 256),
            (S::Ok, vec![28], 0, "W+16.5".into())
        );
        ty_game_free(g2);
        ty_record_free(rec);
        assert_eq!(
            ty_rules_set(r, c"dead_stones".as_ptr(), c"agreement".as_ptr()),
            S::Ok
        );
        assert_eq!(ty_rules_get_dead_stones(r, &mut d), S::Ok);
        assert_eq!(d, TY_DEAD_STONES_AGREEMENT);
        ty_rules_free(r);
        ty_game_free(g);
    }
}

#[test]
fn life_estimate_of_a_seki() {
    unsafe {
        let g = drawn(SEKI, "chinese");
        let mut status = [9u8; 28];
        let mut n = 0;
        assert_eq!(
            ty_game_chain_status(g, 256, 5, status.as_mut_ptr(), 28, &mut n),
            S::Ok
        );
        let (a, s_, e) = (
            TY_CHAIN_STATUS_ALIVE,
            TY_CHAIN_STATUS_SEKI,
            TY_CHAIN_STATUS_NONE,
        );
        #[rustfmt::skip]
        let want = [
            e, a, s_, e, s_, a, e,
            a, a, s_, e, s_, a, a,
            e, a, s_, s_, s_, a, e,
            a, a, s_, s_, s_, a, a,
        ];
        assert_eq!(status, want);
        let mut own = [9.0f32; 28];
        assert_eq!(
            ty_game_ownership(g, 256, 5, own.as_mut_ptr(), 28, &mut n),
            S::Ok
        );
        assert_eq!((own[3], own[10]), (0.0, 0.0)); // the seki liberties: dame
                                                   // Black 8 + 6 + ½ + ½ = 15, White 8 + 4 + 1 = 13: 15 - 13 - 7.5.
        assert_eq!(score_estimated(g, 256), (S::Ok, vec![], 1, "W+5.5".into()));
        ty_game_free(g);
    }
}

#[test]
fn life_estimate_bad_arguments() {
    unsafe {
        let g = drawn(DEAD_INSIDE, "chinese");
        let mut own = [7.0f32; 81];
        let mut idx = [7u32; 81];
        let mut st = [7u8; 81];
        let mut n = 5usize;
        let mut u = 5u32;
        let mut sp = null_mut();
        // Playouts out of range: 0 and TY_MAX_PLAYOUTS + 1; nothing written.
        for p in [0, TY_MAX_PLAYOUTS + 1, u32::MAX] {
            assert_eq!(
                ty_game_ownership(g, p, 0, own.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_estimate_dead_stones(g, p, 0, idx.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_chain_status(g, p, 0, st.as_mut_ptr(), 81, &mut n),
                S::LifePlayoutsOutOfRange
            );
            assert_eq!(
                ty_game_score_estimated(g, p, 0, idx.as_mut_ptr(), 81, &mut n, &mut u, &mut sp),
                S::LifePlayoutsOutOfRange
            );
            assert!(last_error(g).contains("playouts must be 1 to 100000"));
        }
        assert_eq!((n, u), (5, 5));
        assert!(own.iter().all(|&v| v == 7.0) && idx.iter().all(|&v| v == 7));
        assert!(sp.is_null());
        // NULL pointers.
        let ng: *const ty_game = null();
        assert_eq!(
            ty_game_ownership(ng, 1, 0, own.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_ownership(g, 1, 0, null_mut(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_ownership(g, 1, 0, own.as_mut_ptr(), 81, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_game_estimate_dead_stones(ng, 1, 0, idx.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_estimate_dead_stones(g, 1, 0, idx.as_mut_ptr(), 81, null_mut()),
            S::NullPointer
        );
        assert_eq!(
            ty_game_chain_status(ng, 1, 0, st.as_mut_ptr(), 81, &mut n),
            S::NullPointer
        );
        assert_eq!(
            ty_game_chain_status(g, 1, 0, null_mut(), 81, &mut n),
            S::NullPointer
        );
        for (dead, count, est, out) in [
            (
                idx.as_mut_ptr(),
                &mut n as *mut usize,
                &mut u as *mut u32,
                null_mut(),
            ),
            (
                idx.as_mut_ptr(),
                &mut n,
                null_mut(),
                &mut sp as *mut *mut ty_score,
            ),
            (idx.as_mut_ptr(), null_mut(), &mut u, &mut sp),
            (null_mut(), &mut n, &mut u, &mut sp),
        ] {
            assert_eq!(
                ty_game_score_estimated(g, 1, 0, dead, 81, count, est, out),
                S::NullPointer
            );
        }
        assert_eq!(
            ty_game_score_estimated(ng, 1, 0, idx.as_mut_ptr(), 81, &mut n, &mut u, &mut sp),
            S::NullPointer
        );
        assert!(sp.is_null());
        // Short buffers: the needed count is written, the buffer untouched.
        assert_eq!(
            ty_game_ownership(g, 1, 0, own.as_mut_ptr(), 80, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        assert_eq!(
            ty_game_ownership(g, 1, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        n = 0;
        assert_eq!(
            ty_game_chain_status(g, 1, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 81);
        n = 0;
        assert_eq!(
            ty_game_estimate_dead_stones(g, 256, 0, null_mut(), 0, &mut n),
            S::BufferTooSmall
        );
        assert_eq!(n, 1);
        assert_eq!(
            ty_game_score_estimated(g, 256, 0, null_mut(), 0, &mut n, &mut u, &mut sp),
            S::BufferTooSmall
        );
        assert_eq!((n, u), (1, 5));
        assert!(sp.is_null());
        assert!(own.iter().all(|&v| v == 7.0) && st.iter().all(|&v| v == 7));
        // The same seed gives the same ownership; the last playout count is fine.
        let mut a = [0.0f32; 81];
        let mut b = [0.0f32; 81];
        assert_eq!(
            ty_game_ownership(g, 33, 9, a.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(
            ty_game_ownership(g, 33, 9, b.as_mut_ptr(), 81, &mut n),
            S::Ok
        );
        assert_eq!(a, b);
        let tiny = game(2, 2, c"chinese-2002");
        let mut four = [0.0f32; 4];
        assert_eq!(
            ty_game_ownership(
                tiny,
                TY_MAX_PLAYOUTS,
                u64::MAX,
                four.as_mut_ptr(),
                4,
                &mut n
            ),
            S::Ok
        );
        assert_eq!(n, 4);
        ty_game_free(tiny);
        assert_eq!(TY_MAX_PLAYOUTS, tianyuan::core_crate::MAX_PLAYOUTS);
        assert_eq!(
            TY_DEFAULT_PLAYOUTS,
            tianyuan::core_crate::LifeOptions::DEFAULT_PLAYOUTS
        );
        let mut d = 0;
        assert_eq!(ty_rules_get_dead_stones(null(), &mut d), S::NullPointer);
        assert_eq!(ty_rules_set_dead_stones(null_mut(), 0), S::NullPointer);
        ty_game_free(g);
    }
}

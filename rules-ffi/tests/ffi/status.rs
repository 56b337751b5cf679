//! `ty_status`: numbers, blocks, messages, and the core error catalogue mapped onto it; the ABI version.

use crate::common::*;

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
    // `ALL` lists every status: no number below 1000 is a status outside it.
    let numbered = (0..1000).filter(|&n| ty_status::from_u32(n).is_some());
    assert_eq!(numbered.count(), ty_status::ALL.len());
    // Number order, as the header lists them.
    assert!(ty_status::ALL
        .windows(2)
        .all(|w| (w[0] as u32) < (w[1] as u32)));
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
    // One message per status: no two statuses read the same.
    let mut messages = HashSet::new();
    for s in ty_status::ALL {
        let msg = unsafe { CStr::from_ptr(ty_status_message(s as u32)) };
        assert!(messages.insert(msg.to_owned()), "{s:?} repeats {msg:?}");
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
        PointError::BadSgfSize("0".into()),
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
    // The errors made by hand above cover the catalogue: their statuses are
    // exactly the statuses of the core's kinds.
    use tianyuan::core_crate::error::ErrorKind;
    let ours: HashSet<u32> = leaves.iter().map(|(_, s, _)| *s as u32).collect();
    let catalogue: HashSet<u32> = ErrorKind::all()
        .filter_map(ty_status::of)
        .map(|s| s as u32)
        .collect();
    assert_eq!(ours, catalogue);
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
            without.push(kind);
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
    // Only the ASCII-board reader has no C entry point: all its kinds, and
    // no other.
    let board_parse = ErrorKind::all().filter(|k| k.family() == "BoardParseError");
    assert_eq!(without, board_parse.collect::<Vec<_>>());
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

//! Property test of the referee (RULES.md §8): fed random event streams on
//! small boards, it never lets a move the rules forbid into the game — every
//! move of the record is legal when replayed in a fresh [`Position`] — and
//! warnings follow 1988 art. 25.2 / 2002 art. 24.1–2.

use std::sync::atomic::{AtomicU32, Ordering};

use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};
use tianyuan::referee::{Claim, Edition, Event, Referee, RefereeOptions};
use tianyuan::sized::{Game, Position};
use tianyuan::Color::{Black, White};
use tianyuan::{BoardSize, Color, GameResult, Move, Point, Preset, Rules};

const Y1988: Edition = Edition::Y1988;
const Y2002: Edition = Edition::Y2002;

fn referee_with(edition: Edition, rules: Rules, side: u32, options: RefereeOptions) -> Referee {
    let game = Game::new(BoardSize::square(side).unwrap(), rules);
    Referee::new(game, edition, options)
}

// ---- property: nothing forbidden is ever accepted --------------------------

/// An event drawn before the game is known: `own` picks the side to move
/// (most of the time), otherwise the other side, when it is fed.
#[derive(Clone, Debug)]
struct Draw {
    kind: u8,
    own: bool,
    point: Point,
    claim: Claim,
}

impl Draw {
    fn event(&self, to_move: Color) -> Event {
        let color = if self.own {
            to_move
        } else {
            to_move.opponent()
        };
        match self.kind {
            0..=39 => Event::Place {
                color,
                point: self.point,
            },
            40 | 41 => Event::Pass { color },
            42 => Event::Remove {
                color: color.opponent(),
                points: vec![self.point],
            },
            43 => Event::TakeBack {
                color: color.opponent(),
            },
            44 => Event::Claim {
                by: color,
                claim: self.claim,
            },
            45 => Event::ProposeEnd { color },
            _ => Event::AcceptEnd { color },
        }
    }
}

fn arb_draw(side: u8) -> impl Strategy<Value = Draw> {
    (
        0u8..47,
        prop::bool::weighted(0.97),
        (0..side, 0..side),
        prop_oneof![Just(Claim::TakeBack), Just(Claim::CapturedStonesLeft)],
    )
        .prop_map(|(kind, own, (r, c), claim)| Draw {
            kind,
            own,
            point: Point::new(r, c),
            claim,
        })
}

fn arb_case() -> impl Strategy<Value = Case> {
    (3u8..=5).prop_flat_map(|side| {
        (
            Just(side),
            prop_oneof![Just(Y1988), Just(Y2002)],
            0usize..3,
            any::<bool>(),
            prop::collection::vec(arb_draw(side), 0..160),
        )
    })
}

type Case = (u8, Edition, usize, bool, Vec<Draw>);

/// Feeds one random event stream; returns how many stones were accepted.
fn check_case((side, edition, preset, expect_removals, draws): Case) -> Result<u32, TestCaseError> {
    let rules = [
        Preset::Chinese2002,
        Preset::Chinese1988,
        Preset::ChineseSimpleKo,
    ][preset]
        .rules();
    let options = RefereeOptions {
        expect_removals,
        ..RefereeOptions::default()
    };
    let mut r = referee_with(edition, rules, u32::from(side), options);
    let mut placed_moves = 0u32;
    for draw in draws {
        let event = draw.event(r.game().to_move());
        let before_moves = r.game().position().moves_played();
        let before_hash = r.game().position().hash();
        let before_warnings = r.warnings().len();
        let legal = match event {
            Event::Place { color, point } => Some(
                !r.game().is_over()
                    && color == r.game().to_move()
                    && r.game().position().is_legal(Move::Place(point)),
            ),
            _ => None,
        };
        match r.handle(event.clone()) {
            Err(_) => {
                prop_assert_eq!(r.game().position().moves_played(), before_moves);
                prop_assert_eq!(r.game().position().hash(), before_hash);
                prop_assert_eq!(r.warnings().len(), before_warnings);
            }
            Ok(rulings) => {
                prop_assert!(!rulings.is_empty());
                if let (Event::Place { color, point }, Some(legal)) = (&event, legal) {
                    let last = r.game().position().last_move().map(|m| (m.color, m.mv));
                    let placed = r.game().position().moves_played() == before_moves + 1
                        && last == Some((*color, Move::Place(*point)));
                    prop_assert!(!placed || legal, "accepted a forbidden {:?}", event);
                    placed_moves += u32::from(placed);
                }
            }
        }
        // Warnings: at most two, the second decides; 2002 counts them as stones.
        for c in [Black, White] {
            let n = r.warning_count(c);
            prop_assert!(n <= 2);
            if n == 2 {
                prop_assert_eq!(
                    r.result(),
                    Some(GameResult::Forfeit {
                        winner: c.opponent()
                    })
                );
            }
            let stones = r.game().penalty_stones()[c.index()];
            prop_assert_eq!(stones, if edition == Y2002 { n } else { 0 });
        }
        if r.is_decided() {
            break;
        }
    }
    // Every move in the record was legal when it was made: replay it in a
    // fresh position with the same rules.
    let mut pos = Position::new(r.game().size(), rules.ko, rules.suicide);
    for m in r.game().moves() {
        prop_assert_eq!(m.color, pos.to_move());
        prop_assert!(pos.is_legal(m.mv), "illegal {:?} in the record", m);
        pos.play(m.mv).unwrap();
    }
    prop_assert_eq!(pos.hash(), r.game().position().hash());
    Ok(placed_moves)
}

#[test]
fn referee_never_accepts_a_forbidden_move() {
    let mut runner = TestRunner::new(ProptestConfig::with_cases(96));
    let placed = AtomicU32::new(0);
    runner
        .run(&arb_case(), |case| {
            placed.fetch_add(check_case(case)?, Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    // The streams reach real positions, not only the first stray event
    // (about 12 stones a game on these 3x3 to 5x5 boards; a generator picking
    // colours at random gave 6, and missed an accepted suicide).
    let placed = placed.into_inner();
    assert!(placed > 96 * 8, "only {placed} stones placed");
}

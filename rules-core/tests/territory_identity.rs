//! The identity between the two counts (seed 003's comparison of 数子 and
//! 数目), derived here and checked on random finished positions.
//!
//! Let `P_c` be the stones colour c placed (set-up and handicap stones
//! included), `K_c` the opponent stones c captured during play, `D_c` the
//! opponent's dead stones c lifts at the end. Each side's stones left on the
//! board are `S_B = P_B − K_W − D_W` and `S_W = P_W − K_B − D_B`. With `T_c`
//! the same territory in both counts (no seki eye taxed, no false eye, no
//! open point), komi k and compensation h equal in both:
//!
//! area margin      A = (S_B + T_B) − (S_W + T_W) − k − h  (dame halves cancel)
//! territory margin T = (T_B + K_B + D_B) − (T_W + K_W + D_W) − k − h
//!
//! so A − T = S_B − S_W − K_B − D_B + K_W + D_W = P_B − P_W, i.e.
//! **T = A − (P_B − P_W)**. Dropping prisoners or lifted stones from the
//! territory count, or counting dead stones as area, breaks it whenever the
//! two sides' prisoners differ; the deterministic test below checks such
//! positions are generated, so the property cannot pass vacuously.

use proptest::prelude::*;
use tianyuan::rules::HandicapCompensation;
use tianyuan::sized::{Bitboard, Game};
use tianyuan::{BoardSize, Color, Komi, Move, Rules};

fn rules(name: &str) -> Rules {
    let mut r = Rules::from_name(name).unwrap();
    r.komi = Komi::from_half_points(13);
    r.handicap_compensation = HandicapCompensation::None;
    r
}

struct Case {
    area: i32,
    territory: i32,
    placed: [u32; 2],
    prisoners: [u32; 2],
}

/// Plays `moves` (each an index into the legal points) on a `side`² board
/// with `handicap` set-up stones, lifts the chains of the stones picked by
/// `dead`, and counts both ways. `None` when the position has an open
/// boundary or a false eye (not a finished position for the identity).
fn case(side: u32, handicap: u32, moves: &[u16], dead: &[u16]) -> Option<Case> {
    let size = BoardSize::square(side).unwrap();
    let mut g = if handicap >= 2 && side >= 7 {
        Game::with_handicap(size, rules("japanese"), handicap).unwrap()
    } else {
        Game::new(size, rules("japanese"))
    };
    for &m in moves {
        let legal = g.legal_point_set();
        let n = legal.count();
        if n == 0 || g.is_over() {
            break;
        }
        let bit = legal.nth(u32::from(m) % n).unwrap();
        g.play(Move::Place(size.point_of_bit(bit))).unwrap();
    }
    let stones = g.board().stones(Color::Black) | g.board().stones(Color::White);
    let mut dead_set = Bitboard::EMPTY;
    if stones.count() > 0 {
        for &d in dead {
            dead_set.insert(stones.nth(u32::from(d) % stones.count()).unwrap());
        }
    }
    let none = Bitboard::EMPTY;
    let extras = g.count_extras();
    let t = tianyuan::sized::count(g.board(), &dead_set, &none, g.rules(), &extras);
    if !t.is_finished() || t.false_eyes != [0, 0] {
        return None;
    }
    let a = tianyuan::sized::count(g.board(), &dead_set, &none, &rules("chinese-2002"), &extras);
    let [sb, sw] = g.setup_stones();
    let played = g.stones_placed();
    Some(Case {
        area: a.margin_half_points,
        territory: t.margin_half_points,
        placed: [sb.count() + played[0], sw.count() + played[1]],
        prisoners: t.prisoners(),
    })
}

fn identity_holds(c: &Case) -> bool {
    let difference = i64::from(c.placed[0]) - i64::from(c.placed[1]);
    i64::from(c.territory) == i64::from(c.area) - 2 * difference
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn territory_margin_is_area_margin_less_stones_placed(
        side in 5u32..=9,
        handicap in 0u32..=4,
        moves in prop::collection::vec(any::<u16>(), 0..120),
        dead in prop::collection::vec(any::<u16>(), 0..4),
    ) {
        if let Some(c) = case(side, handicap, &moves, &dead) {
            prop_assert!(identity_holds(&c), "T {} A {} placed {:?}", c.territory, c.area, c.placed);
            // A territory count without prisoners would break it whenever
            // the prisoners differ.
            let broken = Case {
                territory: c.territory
                    - 2 * (c.prisoners[0] as i32 - c.prisoners[1] as i32),
                ..c
            };
            if c.prisoners[0] != c.prisoners[1] {
                prop_assert!(!identity_holds(&broken));
            }
        }
    }
}

#[test]
fn the_generated_positions_exercise_prisoners() {
    // Deterministic moves from a simple generator: the identity holds, and
    // enough positions have unequal prisoners (captures and dead stones) for
    // a count that dropped either to fail the property.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 16) as u16
    };
    let (mut finished, mut unequal) = (0, 0);
    for i in 0..400 {
        let moves: Vec<u16> = (0..(i % 110)).map(|_| next()).collect();
        let dead: Vec<u16> = (0..(i % 3)).map(|_| next()).collect();
        if let Some(c) = case(5 + (i % 5) as u32, (i % 4) as u32, &moves, &dead) {
            assert!(identity_holds(&c));
            finished += 1;
            unequal += usize::from(c.prisoners[0] != c.prisoners[1]);
        }
    }
    assert!(finished >= 40, "{finished} finished positions");
    assert!(unequal >= 10, "{unequal} with unequal prisoners");
}

//! Benson's pass-alive analysis on hand-drawn positions, an attack test on
//! finished random playouts, and consistency properties.

use proptest::prelude::*;
use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::sized::{area_score, light_playout, pass_alive, Bitboard, Board, Position};
use tianyuan::splitmix::SplitMix64;
use tianyuan::{BoardSize, Color, Komi, Move, Point};

fn board(text: &str) -> Board {
    Board::from_ascii(text).expect("test board")
}

/// 7×7 seki: the black pair (0,1),(0,2) and the white row (1,0)–(1,3) share
/// the liberties (0,0) and (0,3), and neither has an eye; each player who
/// fills one puts himself in atari. Outer black (1,4), row 2 columns 0–4 and
/// column 4 rows 3–6; outer white from (0,4) round the right edge with eyes.
const SEKI_7: &str = "
.XX.OO.
OOOOXO.
XXXXXOO
....XO.
....XOO
....XO.
....XO.
";

/// 7×7 seki with an eye each: inner black (0,1),(1,0),(1,1),(2,0) with the
/// eye (0,0); inner white (0,2),(0,4),(1,2)–(1,4),(2,2),(3,0)–(3,2) with the
/// eye (0,3); they share the one liberty (2,1). Outer black round the inner
/// white, with the bottom-right as territory.
const SEKI_EYES_7: &str = "
.XO.OX.
XXOOOX.
X.OXXX.
OOOX...
XXXX...
.......
.......
";

fn bits(b: &Board, points: &[(u8, u8)]) -> Bitboard {
    Bitboard::from_points(b.size(), points.iter().map(|&(r, c)| Point::new(r, c)))
}

#[test]
fn benson_two_eyes_alive_one_eye_not() {
    // Two eyes (0,0), (0,2): each a one-point region whose point is a liberty of
    // the one black chain, so two vital regions: pass-alive. The lower region
    // has points (e.g. (3,2)) that are no liberty: not vital, not reported.
    let b = board(
        "
.X.XX
XXXX.
.....
.....
",
    );
    let pa = pass_alive(&b);
    assert_eq!(pa.chains[0], b.stones(Color::Black));
    assert_eq!(pa.regions[0], bits(&b, &[(0, 0), (0, 2)]));
    assert!(pa.chains[1].is_empty() && pa.regions[1].is_empty());
    // One eye only: not pass-alive.
    let b = board(
        "
.X...
XX...
.....
.....
",
    );
    let pa = pass_alive(&b);
    assert!(pa.chains[0].is_empty() && pa.regions[0].is_empty());
}

#[test]
fn benson_false_eye() {
    // The black chain A (0,1),(1,0),(1,1),(1,2) has eyes (0,0) and (0,2), but
    // (0,2) also borders the lone black stone (0,3), which has one vital region
    // only: it goes, (0,2) goes with it, and A is left with one. Indeed White
    // takes (0,3) by playing (0,2) and then A has one liberty.
    let b = board(
        "
.X.XO
XXXOO
OOOO.
.....
.....
",
    );
    let pa = pass_alive(&b);
    assert!(pa.chains[0].is_empty(), "{:?}", pa.chains[0]);
    assert!(pa.chains[1].is_empty());
}

#[test]
fn benson_seki_is_not_pass_alive() {
    // SEKI_7: neither inner group has two vital regions; the outer black group
    // has one big region with points far from its stones (not vital). The outer
    // white group has three eyes: pass-alive, with those eyes as its regions.
    let b = board(SEKI_7);
    let pa = pass_alive(&b);
    assert!(pa.chains[0].is_empty());
    let outer_white = b.chain(Point::new(0, 4));
    assert_eq!(outer_white.count(), 10);
    assert_eq!(pa.chains[1], outer_white);
    assert_eq!(
        pa.regions[1],
        bits(&b, &[(0, 6), (1, 6), (3, 6), (5, 6), (6, 6)])
    );
    // Seki with an eye each: nothing is pass-alive.
    let pa = pass_alive(&board(SEKI_EYES_7));
    assert_eq!(pa.chains, [Bitboard::EMPTY; 2]);
}

#[test]
fn benson_whole_board_both_sides_pass_alive() {
    // Black has eyes (0,0), (2,0), (4,0); White (0,6), (1,5), (3,5), (4,6);
    // column 3 is dame. Every stone is pass-alive. The count: Black 12 + 3 +
    // 2½ = 17½, White 11 + 4 + 2½ = 17½ of 35: a draw without komi.
    let b = board(
        "
.XX.OO.
XXX.O.O
.XX.OOO
XXX.O.O
.XX.OO.
",
    );
    let pa = pass_alive(&b);
    assert_eq!(pa.chains[0], b.stones(Color::Black));
    assert_eq!(pa.chains[1], b.stones(Color::White));
    assert_eq!(pa.regions[0], bits(&b, &[(0, 0), (2, 0), (4, 0)]));
    assert_eq!(pa.regions[1], bits(&b, &[(0, 6), (1, 5), (3, 5), (4, 6)]));
    assert!(pa.dead_stones(&b).is_empty());
    let s = area_score(&b, &Bitboard::EMPTY, Komi::ZERO, 0, [0, 0]);
    assert_eq!(
        (s.black_count_half_points, s.white_count_half_points),
        (35, 35)
    );
    assert_eq!(s.winner(), None);
}

#[test]
fn benson_dead_stone_in_an_eye() {
    // A white stone inside Black's two-point eye {(0,2),(0,3)}: the region's
    // empty point (0,3) is a liberty of the black chain, so the region is
    // vital; with the eye (0,0) Black is pass-alive and (0,2) is dead. The
    // bottom row is a vital region too: each of its points touches row 1.
    let b = board(
        "
.XO.X
XXXXX
.....
",
    );
    let pa = pass_alive(&b);
    assert_eq!(pa.chains[0], b.stones(Color::Black));
    assert_eq!(
        pa.regions[0],
        bits(
            &b,
            &[
                (0, 0),
                (0, 2),
                (0, 3),
                (2, 0),
                (2, 1),
                (2, 2),
                (2, 3),
                (2, 4)
            ]
        )
    );
    assert_eq!(pa.dead_stones(&b), bits(&b, &[(0, 2)]));
}

/// A pass-alive chain survives any sequence of opponent moves while its owner
/// passes (the definition): check it on finished random playouts.
#[test]
fn benson_pass_alive_stones_survive_opponent_attack() {
    let size = BoardSize::square(9).unwrap();
    let mut found = 0;
    for seed in 0..40u64 {
        let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
        let mut rng = SplitMix64(seed);
        light_playout(&mut pos, &mut rng, 400);
        let pa = pass_alive(pos.board());
        for owner in Color::ALL {
            let alive = pa.chains[owner.index()];
            found += alive.count();
            let mut p = pos.clone();
            for _ in 0..300 {
                if p.to_move() == owner {
                    p.play(Move::Pass).unwrap();
                } else {
                    // The attacker may fill anything, even the owner's eyes.
                    let legal = p.legal_point_set();
                    let n = legal.count();
                    if n == 0 {
                        p.play(Move::Pass).unwrap();
                    } else {
                        p.play_bit(legal.nth(rng.below(n)).unwrap()).unwrap();
                    }
                }
                assert!(
                    alive.and_not(&p.board().stones(owner)).is_empty(),
                    "seed {seed}: a pass-alive {owner} stone was captured\n{}",
                    pos.board()
                );
            }
        }
    }
    assert!(found > 0, "the playouts produced no pass-alive stones");
}

fn random_board(w: u32, h: u32, cells: &[u8]) -> Board {
    let size = BoardSize::new(w, h).unwrap();
    let mut b = Board::new(size);
    for (i, p) in size.points().enumerate() {
        let stone = match cells[i % cells.len()] % 3 {
            0 => None,
            1 => Some(Color::Black),
            _ => Some(Color::White),
        };
        b.set(p, stone).unwrap();
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn pass_alive_is_consistent(
        w in 2u32..=19, h in 2u32..=19,
        cells in prop::collection::vec(any::<u8>(), 1..400),
    ) {
        let b = random_board(w, h, &cells);
        let pa = pass_alive(&b);
        for c in Color::ALL {
            let i = c.index();
            // Pass-alive chains are whole chains of that colour.
            prop_assert!(pa.chains[i].and_not(&b.stones(c)).is_empty());
            for bit in pa.chains[i].bits() {
                let p = b.size().point_of_bit(bit);
                prop_assert!(b.chain(p).and_not(&pa.chains[i]).is_empty());
            }
            // Regions hold no own stone and never the other side's pass-alive stones.
            prop_assert!(!pa.regions[i].intersects(&b.stones(c)));
            prop_assert!(!pa.regions[i].intersects(&pa.chains[1 - i]));
        }
    }
}

//! Life and death at the end of a game (`estimate_life`): named shapes whose
//! status and count were worked out by hand, the options' errors, and
//! determinism.

use tianyuan::life::MAX_PLAYOUTS;
use tianyuan::sized::{estimate_life, Bitboard, Board, Game, LifeEstimate};
use tianyuan::{BoardSize, ChainStatus, Color, LifeError, LifeOptions, Point, Preset};

fn board(text: &str) -> Board {
    Board::from_ascii(text).expect("test board")
}

fn estimate(text: &str, to_move: Color) -> (Board, LifeEstimate) {
    let b = board(text);
    let e = estimate_life(&b, to_move, &LifeOptions::default()).expect("estimate");
    (b, e)
}

/// The points of a set, as (row, col).
fn rc(size: BoardSize, set: Bitboard) -> Vec<(u8, u8)> {
    set.points(size).map(|p| (p.row, p.col)).collect()
}

/// The status of the chain on (row, col).
fn status(e: &LifeEstimate, row: u8, col: u8) -> ChainStatus {
    e.status_at(Point::new(row, col)).expect("a stone there")
}

/// A game on `b` that both players have passed, under the Chinese rules.
fn ended(b: &Board) -> Game {
    let mut game = Game::from_setup(*b, Color::Black, Preset::Chinese2002.rules(), 0)
        .expect("a legal position");
    game.pass().unwrap();
    game.pass().unwrap();
    game
}

/// Black owns columns 0–4 (a pass-alive wall), White columns 5–8 (pass-alive).
/// A White stone sits in Black's open top-left area, and a Black stone in
/// White's bottom-right area next to White's wall: dead stones of both
/// colours, neither settled by Benson (each region has empty points that are
/// no liberty of the wall around it).
const DEAD_BOTH: &str = "
. . . . X O . O .
. O . . X O O O O
. . . . X O . O .
X X X X X O O O O
. X . X X O . . O
X X X X X O . X O
. X . X X O . . O
X X X X X O O O O
. X . X X O . O .
";

#[test]
fn dead_stones_of_both_colours_inside_territories() {
    let (b, e) = estimate(DEAD_BOTH, Color::White);
    assert_eq!(rc(b.size(), e.dead_stones()), vec![(1, 1), (5, 7)]);
    assert_eq!(status(&e, 1, 1), ChainStatus::Dead);
    assert_eq!(status(&e, 5, 7), ChainStatus::Dead);
    assert_eq!(status(&e, 0, 4), ChainStatus::Alive);
    assert_eq!(status(&e, 0, 5), ChainStatus::Alive);
    // Ownership: the dead stones' points belong to their captors.
    assert!(e.ownership_at(Point::new(1, 1)) > 0.5);
    assert!(e.ownership_at(Point::new(5, 7)) < -0.5);
    // Counted by hand (art. 9): Black 5 columns × 9 = 45 points with the
    // white stone lifted, White 4 × 9 = 36.
    let counted = ended(&b).score_estimated(&LifeOptions::default()).unwrap();
    assert_eq!(counted.dead, e.dead_stones());
    assert_eq!(counted.score.black_count_half_points, 90);
    assert_eq!(counted.score.white_count_half_points, 72);
    assert_eq!(counted.score.dead_black, 1);
    assert_eq!(counted.score.dead_white, 1);
}

/// Black owns columns 0–5 and White columns 6–8, both pass-alive; two White
/// stones sit apart in Black's open 5×5 top-left area. Random playouts let
/// such invaders live now and then, so the estimate may call them unsettled,
/// but it still lifts them (captured in most playouts), and the count is
/// Black 54 (6 columns × 9), White 27.
const DEAD_IN_OPEN_TERRITORY: &str = "
. . . . . X O . O
. O . . . X O O O
. . . . . X O . O
. . . O . X O O O
. . . . . X O . O
X X X X X X O O O
. X . X . X O . O
X X X X X X O O O
. X . X . X O . O
";

#[test]
fn invaders_in_an_open_territory_are_lifted() {
    let (b, e) = estimate(DEAD_IN_OPEN_TERRITORY, Color::White);
    assert_eq!(rc(b.size(), e.dead_stones()), vec![(1, 1), (3, 3)]);
    for (r, c) in [(1, 1), (3, 3)] {
        assert_ne!(status(&e, r, c), ChainStatus::Alive);
        assert!(e.ownership_at(Point::new(r, c)) > 0.0);
    }
    let counted = ended(&b).score_estimated(&LifeOptions::default()).unwrap();
    assert_eq!(counted.score.black_count_half_points, 108);
    assert_eq!(counted.score.white_count_half_points, 54);
}

/// A dead White stone inside a Black pass-alive region: Benson settles it.
const CERTAIN: &str = "
. X . X O . O . .
X X X X O O O O O
. O . X O . . . .
X X X X O O O O O
. . . X O . O . O
X X X X O O O O O
. X . X O . . . .
X . X X O O O O O
. X . X O . O . .
";

#[test]
fn a_stone_in_a_pass_alive_region_is_certainly_dead() {
    let (b, e) = estimate(CERTAIN, Color::Black);
    assert_eq!(rc(b.size(), e.dead_stones()), vec![(2, 1)]);
    let c = e
        .chains()
        .iter()
        .find(|c| c.stones.contains(b.size().bit(Point::new(2, 1))));
    let c = c.unwrap();
    assert!(c.certain);
    assert_eq!(c.ownership, -1.0);
    assert_eq!(e.ownership_at(Point::new(2, 1)), 1.0);
    // Every other chain is pass-alive.
    assert!(e
        .chains()
        .iter()
        .filter(|c| !c.stones.contains(b.size().bit(Point::new(2, 1))))
        .all(|c| c.status == ChainStatus::Alive && c.certain));
    assert_eq!(e.confidence(), 1.0);
}

/// Black's top group has a straight three (0,3)–(0,5) as its only eye space
/// and White has played its middle point: whatever Black does it cannot make
/// two eyes (filling (0,3) or (0,5) is self-atari; if White fills one, Black
/// captures two stones and is left with a two-point eye), so the Black chain
/// is dead and the White stone inside lives with White's wall.
const NAKADE_THREE: &str = "
. O X . O . X O .
O O X X X X X O O
O O O O O O O O O
. O . O . O . O .
O O O O O O O O O
X X X X X X X X X
. X . X . X . X .
X X X X X X X X X
. X . X . X . X .
";

#[test]
fn a_straight_three_with_the_vital_point_taken_is_dead() {
    let (b, e) = estimate(NAKADE_THREE, Color::Black);
    assert_eq!(status(&e, 0, 2), ChainStatus::Dead);
    assert_eq!(status(&e, 0, 4), ChainStatus::Alive);
    assert_eq!(
        rc(b.size(), e.dead_stones()),
        vec![(0, 2), (0, 6), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6)]
    );
    assert!(e.seki_liberties().is_empty());
}

/// Square four: Black's corner group (0,2),(1,2),(2,0)–(2,2) has the eye
/// space (0,0),(0,1),(1,0),(1,1) and nothing else, inside White's pass-alive
/// group. Whoever plays first, Black cannot make two eyes: dead. (Random
/// attackers sometimes miss the vital point, so the estimate may call it
/// unsettled; it still lifts it.)
const SQUARE_FOUR: &str = "
. . X O . O . O .
. . X O O O O O O
X X X O . O . O .
O O O O O O O O O
. O . O . O . O .
O O O O O O O O O
. O . O . O . O .
O O O O O O O O O
. O . O . O . O .
";

/// Straight four: White's group (0,1),(1,1)–(1,6),(0,6) encloses the eye
/// space (0,2)–(0,5) inside Black's pass-alive group: alive, two eyes by
/// miai ((0,3) and (0,4)).
const STRAIGHT_FOUR: &str = "
X O . . . . O X .
X O O O O O O X X
X X X X X X X X .
. X . X . X . X X
X X X X X X X X X
O O O O O O O O O
. O . O . O . O .
O O O O O O O O O
. O . O . O . O .
";

#[test]
fn square_four_dies_and_straight_four_lives() {
    let (b, e) = estimate(SQUARE_FOUR, Color::White);
    assert_eq!(
        rc(b.size(), e.dead_stones()),
        vec![(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    );
    assert_ne!(status(&e, 0, 2), ChainStatus::Alive);
    let (b, e) = estimate(STRAIGHT_FOUR, Color::Black);
    assert_eq!(status(&e, 0, 1), ChainStatus::Alive);
    assert!(e.dead_stones().is_empty());
    assert!(e.ownership_at(Point::new(0, 3)) < 0.0);
    let _ = b;
}

/// No seki without eyes here: the Black pair (0,1),(0,2) and the White group
/// (0,4),(1,0)–(1,4) share the liberties (0,0) and (0,3) and have no other,
/// so it looks like a seki; but Black sacrifices: Black (0,0) puts its three
/// stones and White's group in atari together, White must take them at (0,3)
/// (else Black takes White's six), and is left with a straight three
/// (0,0)–(0,2) in the corner and Black to play its vital point (0,1): White
/// has no outside liberty and dies. (Checked by hand move by move; the
/// playouts alone called it seki, the local solver reads it out.) Black's
/// outer group and White's bottom group are pass-alive.
const SEKI_NO_EYES: &str = "
. X X . O X . X .
O O O O O X X X X
X X X X X X . X .
. X . X . X X X X
X X X X X X . X .
O O O O O O O O O
. O . O . O . O .
O O O O O O O O O
. O . O . O . O .
";

#[test]
fn shared_liberties_without_eyes_die_to_a_sacrifice_and_nakade() {
    let (b, e) = estimate(SEKI_NO_EYES, Color::Black);
    assert_eq!(status(&e, 0, 1), ChainStatus::Alive);
    assert_eq!(status(&e, 1, 0), ChainStatus::Dead);
    assert_eq!(status(&e, 0, 5), ChainStatus::Alive);
    assert!(e.seki_liberties().is_empty());
    assert_eq!(
        rc(b.size(), e.dead_stones()),
        vec![(0, 4), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4)]
    );
    // Counted by hand: White's bottom group, rows 5–8: 36 points; Black the
    // rest of rows 0–4 but the dame (4,6) and (4,8), next to both colours:
    // 43 points; the two dame split, a half each side for each.
    let counted = ended(&b).score_estimated(&LifeOptions::default()).unwrap();
    assert_eq!(counted.score.white_count_half_points, 2 * 36 + 2);
    assert_eq!(counted.score.black_count_half_points, 2 * 43 + 2);
}

/// Seki with one eye each (the Benson tests' 7×7 position): the inner black
/// group (eye (0,0)) and the inner white group (eye (0,3)) share (2,1).
const SEKI_EYES: &str = "
.XO.OX.
XXOOOX.
X.OXXX.
OOOX...
XXXX...
.......
.......
";

#[test]
fn seki_with_one_eye_each_counts_the_eyes_and_splits_the_liberty() {
    let (b, e) = estimate(SEKI_EYES, Color::Black);
    assert_eq!(status(&e, 0, 1), ChainStatus::Seki);
    assert_eq!(status(&e, 0, 2), ChainStatus::Seki);
    assert_eq!(rc(b.size(), e.seki_liberties()), vec![(2, 1)]);
    assert!(e.dead_stones().is_empty());
    let game = ended(&b);
    let counted = game.score_estimated(&LifeOptions::default()).unwrap();
    // Black: inner 4 stones + eye (0,0) + outer stones and the empty area
    // they enclose; White: inner 9 stones + eye (0,3); (2,1) split.
    let white_half = 2 * (9 + 1) + 1;
    assert_eq!(counted.score.white_count_half_points, white_half);
    assert_eq!(counted.score.black_count_half_points, 2 * 49 - white_half);
}

/// Big eye against small eye: Black's inner group (0,3),(1,0)–(1,4) has the
/// three-point eye (0,0)–(0,2); White's inner group (0,5),(0,7),(1,5)–(1,7)
/// the one-point eye (0,6); they share the liberty (0,4). White cannot fill
/// it (its group would be left in atari with the eye as its last liberty);
/// Black fills it and then captures in White's eye. White's inner group is
/// dead, Black's lives. The outer walls (White's on the left, Black's on the
/// right) are pass-alive.
const BIG_EYE_SMALL_EYE: &str = "
. . . X . O . O X
X X X X X O O O X
O O O O O X X X X
. O . O O X . X .
O O O O O X X X X
. O . O O X . X .
O O O O O X X X X
. O . O O X . X .
O O O O O X X X X
";

#[test]
fn big_eye_beats_small_eye() {
    let (b, e) = estimate(BIG_EYE_SMALL_EYE, Color::White);
    assert_eq!(status(&e, 0, 3), ChainStatus::Alive);
    assert_eq!(status(&e, 0, 5), ChainStatus::Dead);
    assert_eq!(
        rc(b.size(), e.dead_stones()),
        vec![(0, 5), (0, 7), (1, 5), (1, 6), (1, 7)]
    );
    // Black's inner group is not pass-alive (one vital region): the local
    // solver, not Benson, settles it (certain).
    let inner = e
        .chains()
        .iter()
        .find(|c| c.stones.contains(b.size().bit(Point::new(0, 3))));
    assert!(inner.unwrap().certain);
}

#[test]
fn options_out_of_range_are_refused() {
    let b = board(DEAD_BOTH);
    for playouts in [0, MAX_PLAYOUTS + 1, u32::MAX] {
        let err = estimate_life(&b, Color::Black, &LifeOptions { playouts, seed: 0 }).unwrap_err();
        assert_eq!(
            err,
            LifeError::PlayoutsOutOfRange {
                requested: u64::from(playouts),
                max: MAX_PLAYOUTS
            }
        );
    }
}

#[test]
fn an_empty_board_has_no_chains_and_a_settled_estimate() {
    let b = Board::new(BoardSize::square(9).unwrap());
    let e = estimate_life(
        &b,
        Color::Black,
        &LifeOptions {
            playouts: 16,
            seed: 3,
        },
    )
    .unwrap();
    assert!(e.chains().is_empty());
    assert!(e.dead_stones().is_empty());
    assert_eq!(e.confidence(), 1.0);
    assert_eq!(e.ownership().len(), 81);
    assert!(e.ownership().iter().all(|o| (-1.0..=1.0).contains(o)));
}

#[test]
fn the_same_seed_gives_the_same_estimate_and_another_seed_the_same_dead_stones() {
    let b = board(DEAD_BOTH);
    let o = LifeOptions {
        playouts: 64,
        seed: 7,
    };
    let a = estimate_life(&b, Color::Black, &o).unwrap();
    let again = estimate_life(&b, Color::Black, &o).unwrap();
    assert_eq!(a, again);
    let other = estimate_life(&b, Color::Black, &LifeOptions { seed: 8, ..o }).unwrap();
    // Both call the same stones dead on this clear position.
    assert_eq!(a.dead_stones(), other.dead_stones());
}

mod properties {
    //! The estimate's invariants on positions from random games of every
    //! size (rectangles included), against plain flood fills and Benson's
    //! analysis computed apart.
    use super::*;
    use proptest::prelude::*;
    use tianyuan::rules::{KoRule, SuicideRule};
    use tianyuan::sized::{light_playout, pass_alive, Position};
    use tianyuan::splitmix::SplitMix64;

    fn chain_of(board: &Board, bit: usize) -> Bitboard {
        let color = board.color_at_bit(bit).unwrap();
        let stride = board.size().stride() as u32;
        Bitboard::flood_fill(Bitboard::from_bit(bit), &board.stones(color), stride)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn estimates_keep_their_invariants(
            width in 2u32..=19,
            height in 2u32..=19,
            seed: u64,
            moves in 0usize..500,
            playouts in 1u32..=8,
        ) {
            let size = BoardSize::new(width, height).unwrap();
            let mut pos = Position::new(size, KoRule::Positional, SuicideRule::Forbidden);
            light_playout(&mut pos, &mut SplitMix64(seed), moves);
            let board = *pos.board();
            let e = estimate_life(&board, pos.to_move(), &LifeOptions { playouts, seed }).unwrap();
            // Ownership: one value a point, in range.
            prop_assert_eq!(e.ownership().len(), size.num_points());
            prop_assert!(e.ownership().iter().all(|o| (-1.0..=1.0).contains(o)));
            // The chains partition the stones, each a whole chain of one colour.
            let mut covered = Bitboard::EMPTY;
            for c in e.chains() {
                let first = c.stones.first().unwrap();
                prop_assert_eq!(c.stones, chain_of(&board, first));
                prop_assert_eq!(board.color_at_bit(first), Some(c.color));
                prop_assert!(!covered.intersects(&c.stones));
                covered |= c.stones;
                prop_assert!((-1.0..=1.0).contains(&c.ownership));
                // Dead stones are whole chains: a chain is all in or all out.
                let dead = e.dead_stones() & c.stones;
                prop_assert!(dead.is_empty() || dead == c.stones);
                if c.status == ChainStatus::Dead {
                    prop_assert_eq!(dead, c.stones);
                }
                if matches!(c.status, ChainStatus::Alive | ChainStatus::Seki) {
                    prop_assert!(dead.is_empty());
                }
            }
            prop_assert_eq!(covered, board.occupied());
            // Benson's verdicts are never overruled.
            let pa = pass_alive(&board);
            let alive = pa.chains[0] | pa.chains[1];
            prop_assert!(!e.dead_stones().intersects(&alive));
            let certainly_dead = pa.dead_stones(&board);
            prop_assert_eq!(e.dead_stones() & certainly_dead, certainly_dead);
            // Seki liberties are empty points next to both colours.
            let both = board.neighbours(&board.stones(Color::Black))
                & board.neighbours(&board.stones(Color::White))
                & board.empty();
            prop_assert_eq!(e.seki_liberties().and_not(&both), Bitboard::EMPTY);
        }
    }
}

/// Every chain certain (Benson: Black's top chain has the eyes (0,0) and
/// (0,2) and (2,1), White's bottom chain (5,1), (7,0) and (7,2)): no playout
/// is run, and the ownership is the area count's, +1 on Black's four rows,
/// −1 on White's, by hand. A position with a chain in doubt runs playouts:
/// at least 8 (the fewest before the sampling may stop), a multiple of 8,
/// at most the 256 asked for.
#[test]
fn certain_positions_run_no_playouts_and_open_ones_at_least_8() {
    let (_, e) = estimate(
        ". X .
         X X X
         X . X
         X X X
         O O O
         O . O
         O O O
         . O .",
        Color::Black,
    );
    assert_eq!(e.playouts_run(), 0);
    assert!(e.chains().iter().all(|c| c.certain));
    let black_rows = e.ownership()[..12].iter().all(|&o| o == 1.0);
    let white_rows = e.ownership()[12..].iter().all(|&o| o == -1.0);
    assert!(black_rows && white_rows, "{:?}", e.ownership());

    // One Black stone in the middle of an empty 9×9 board: not pass-alive.
    let mut text = String::new();
    for row in 0..9 {
        for col in 0..9 {
            text.push_str(if (row, col) == (4, 4) { "X " } else { ". " });
        }
        text.push('\n');
    }
    let (_, e) = estimate(&text, Color::White);
    let run = e.playouts_run();
    // At least the 8 before the first check, then whole batches of 8
    // (life/sampling.rs).
    assert!((8..=256).contains(&run) && run % 8 == 0, "{run}");
    // Asked for fewer than 8: exactly that many.
    let e = estimate_life(
        &board(&text),
        Color::White,
        &LifeOptions {
            playouts: 5,
            seed: 1,
        },
    )
    .unwrap();
    assert_eq!(e.playouts_run(), 5);
}

/// The final position of gnugo-regression/mertin13x13/gointellect-gnugo2
/// (../shared/data/sgf; W+8 by its name, W+8.5 by its RE), where the local
/// solver's search ends in "seki" for White's top-left group (eyes A13–B13
/// and A11; the chain A10–A9–B9 has A11 and B8). By hand: Black's A8 has
/// the liberties A7 and B8; Black B8 is self-atari (A8–B8 left with A7,
/// White captures); Black A7 reaches A6 outside the problem, but White's B8
/// then joins A10–B9 to C8–B7, and A7–A8 is dead in White's area. White
/// lives, A8 is dead: no seki, and no liberty of the group is one that
/// neither side can fill, so the estimate does not take the search's seki.
const NOT_SEKI_13: &str = "
. . O O X . . . . . . . .
O O O X X . . . . . . . .
. O X X . . . . X . . . .
O X X . . . . . . . X . .
O O X X . . . . X . . . .
X . O X . X . . . X X . .
. O O X O X O X X O X . O
. O X X X O X X X O X X X
. . O O O O X X O O O X O
. O O . O . O O . . . O O
. O X . . . . . O O O O .
X X X X O O . . . . . . .
. X X . X . . . . . . . .
";

/// The final position of gnugo-regression/nngs/leftd-gnugo-3.3.12-200211292017
/// (W+17.5 by its RE): White's right-side group has the eyes P15 and Q14
/// but its chain Q13–T13 (with R14–S14) reaches the rest only through P13,
/// so the search, whose area does not hold every liberty of Black's chain
/// M15–T11, ends in "seki". By hand: Black's 13-stone chain has two
/// liberties, P13 and T10. White fills P13: its chains N17–P14 (liberties
/// P13, P15, Q14) and Q13–T13 (P13, Q14) join with the two eyes P15 and
/// Q14, and Black's chain is left in atari at T10 (extending there leaves
/// it in atari at T9). Black filling P13 is self-atari (no empty neighbour,
/// nothing captured). White lives, the chain is dead.
const NOT_SEKI_19: &str = "
. . O O O . . . . . O O X . . . . . .
. O . O X O O O O O O X X X . O . . .
O O O O X O X X X X X X O X X X X . .
X O X X X X O O O X X O O O O X . X .
X X . . . . X X O X O X X O . O X X X
. . X . . X . X O O O O X O O . O O X
. . . . . . X O O . O X X X . O O O O
. . . . X X O O . . . O O X X X X X X
. . . X O O O X O O . O . O O O O O X
X X X X O O O X X X O O O O . X . O .
O O O X O X O X . O X X X O . . . . .
O X X X X X X . X X X . X X O . . . .
O O X . X X . X X O X X X O . O O . .
. . O X X . . X O O X O O O O X O O O
. O O O X . . . X O O O O X O X X X O
. . O . O X . X X X X O O X O X . . X
. . . O O X . X X O O O O X X . . X .
. . . . O X . X . X O . O X X . . . .
. . . O X X . . X X O . O O X . . . .
";

#[test]
fn living_groups_the_search_calls_seki_are_not_seki() {
    let (_, e) = estimate(NOT_SEKI_13, Color::Black);
    // A8 (row 5, column 0) dead; White's A12 group (row 1) alive.
    assert_eq!(status(&e, 5, 0), ChainStatus::Dead);
    assert_eq!(status(&e, 1, 0), ChainStatus::Alive);
    assert!(e.dead_stones().contains(e.size().bit(Point::new(5, 0))));
    let (_, e) = estimate(NOT_SEKI_19, Color::Black);
    // Black's M15 chain (row 4, column 11) dead; White's N17 (row 2,
    // column 12) and T13 (row 6, column 18) alive.
    assert_eq!(status(&e, 4, 11), ChainStatus::Dead);
    assert_eq!(status(&e, 2, 12), ChainStatus::Alive);
    assert_eq!(status(&e, 6, 18), ChainStatus::Alive);
    for c in e.chains() {
        assert_ne!(c.status, ChainStatus::Seki, "no seki on this board");
    }
}

#[test]
fn a_confirmed_seki_is_certain() {
    // SEKI_EYES: the solver's seki, confirmed by the seki liberty (2,1)
    // that neither side can fill, settles both inner groups (no playout
    // needed for them).
    let (_, e) = estimate(SEKI_EYES, Color::Black);
    for (r, c) in [(0, 1), (0, 2)] {
        let chain = e
            .chains()
            .iter()
            .find(|ch| ch.stones.contains(e.size().bit(Point::new(r, c))))
            .unwrap();
        assert_eq!(chain.status, ChainStatus::Seki);
        assert!(chain.certain, "({r},{c}) settled by the solver");
    }
}

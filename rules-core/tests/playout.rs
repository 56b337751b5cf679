//! The light-playout policy against its definition: every move it plays was
//! in `legal_moves()` and does not fill one of the mover's own eye shapes
//! (every on-board neighbour the mover's stone), and it passes only when no
//! such move exists. Checked at every turn of random games on several sizes
//! and under each ko rule.

use tianyuan::{play_random_move, BoardSize, KoRule, Move, Position, SplitMix64, SuicideRule};

/// The candidates by definition: legal placements that are not own eye shapes.
fn candidates(pos: &Position) -> Vec<usize> {
    let color = pos.to_move();
    pos.legal_moves()
        .bits()
        .filter(|&b| !pos.board().is_eye_shape(color, b))
        .collect()
}

#[test]
fn playouts_follow_the_policy() {
    for (seed, (w, h)) in [(3, 3), (5, 4), (9, 9), (19, 19)].into_iter().enumerate() {
        for ko in KoRule::ALL {
            let size = BoardSize::new(w, h).unwrap();
            let mut pos = Position::new(size, ko, SuicideRule::Forbidden);
            let mut rng = SplitMix64(seed as u64 + 100);
            let mut passes = 0;
            let mut moves = 0;
            while passes < 2 && moves < 3 * (w * h) as usize {
                let allowed = candidates(&pos);
                match play_random_move(&mut pos, &mut rng) {
                    Move::Pass => {
                        assert!(
                            allowed.is_empty(),
                            "passed with {} candidates",
                            allowed.len()
                        );
                        passes += 1;
                    }
                    Move::Place(p) => {
                        assert!(allowed.contains(&size.bit(p)), "{p:?} is not a candidate");
                        passes = 0;
                    }
                }
                moves += 1;
            }
            assert!(moves > (w * h) as usize / 2);
        }
    }
}

//! Fuzz target: bytes become a board size, a ko rule, a suicide rule and a
//! sequence of moves (indices into the legal list, raw points, passes, undos).
//! After every step: `check_invariants()` is clean (hash recomputed from the
//! stones equals the incremental hash, the repetition map matches the history),
//! and `play` succeeds exactly when the point is in `legal_moves()`; a rejected
//! move changes nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tianyuan::{BoardSize, KoRule, Move, Point, Position, SuicideRule};

fuzz_target!(|data: &[u8]| {
    if data.len() < 3 {
        return;
    }
    let w = 2 + (data[0] % 18) as u32;
    let h = 2 + (data[1] % 18) as u32;
    let Ok(size) = BoardSize::new(w, h) else {
        return;
    };
    let ko = KoRule::ALL[(data[2] % 3) as usize];
    let suicide = SuicideRule::ALL[((data[2] / 3) % 2) as usize];
    let mut pos = Position::new(size, ko, suicide);
    let mut bytes = data[3..].iter().copied();
    while let Some(op) = bytes.next() {
        let legal = pos.legal_moves();
        match op % 8 {
            0 => {
                pos.play(Move::Pass).unwrap();
            }
            1 => {
                pos.undo();
            }
            2 | 3 => {
                // A raw point, possibly off the board or illegal.
                let r = bytes.next().unwrap_or(0);
                let c = bytes.next().unwrap_or(0);
                let p = Point::new(r % 26, c % 26);
                let before = pos.clone();
                let expected = size.contains(p) && legal.contains(size.bit(p));
                match pos.play(Move::Place(p)) {
                    Ok(_) => assert!(expected, "play succeeded outside legal_moves at {p:?}"),
                    Err(_) => {
                        assert!(!expected, "play failed inside legal_moves at {p:?}");
                        assert_eq!(pos.board(), before.board());
                        assert_eq!(pos.to_move(), before.to_move());
                        assert_eq!(pos.moves_played(), before.moves_played());
                    }
                }
            }
            _ => {
                // An index into the legal list.
                let n = legal.count();
                if n > 0 {
                    let k = u32::from(bytes.next().unwrap_or(0)) % n;
                    let bit = legal.nth(k).unwrap();
                    pos.play(Move::Place(size.point_of_bit(bit)))
                        .expect("a move from legal_moves");
                }
            }
        }
        pos.check_invariants().unwrap();
        assert_eq!(pos.board().hash(), pos.board().recompute_hash());
    }
});

//! `Game::prisoners` and `Game::button_holder` against a plain reference:
//! random games on several sizes (captures, multi-stone suicides under
//! Tromp-Taylor, single-stone suicides by `play_forced`, passes, undo, a
//! set-up in mid-game, a restart), each move's removed stones found by
//! counting the stones of each colour on the board before and after it (not
//! from what the engine reports), kept in a plain list of the moves. The
//! reference then follows the documented rule: stones of one colour removed
//! are the other's prisoners, except that the suicides of moves before a
//! set-up are forgotten; the button is the first pass of the game, set-ups
//! or not.

use proptest::prelude::*;
use tianyuan::sized::Game;
use tianyuan::{BoardSize, Color, Move, Point, Preset};

/// A move as the plain list keeps it: who, whether it was a pass, and the
/// stones of each colour it removed, `[black, white]`.
#[derive(Clone, Copy, Debug)]
struct Plain {
    color: Color,
    pass: bool,
    removed: [u32; 2],
}

/// The stones of each colour on the board, counted point by point.
fn stones(game: &Game) -> [u32; 2] {
    let size = game.size();
    let mut n = [0, 0];
    for row in 0..size.height() {
        for col in 0..size.width() {
            match game.board().get(Point::new(row as u8, col as u8)) {
                Some(Color::Black) => n[0] += 1,
                Some(Color::White) => n[1] += 1,
                None => {}
            }
        }
    }
    n
}

/// The plain move after a move by `color` (placing a stone unless `pass`)
/// turned the counts `before` into `after`.
fn plain(color: Color, pass: bool, before: [u32; 2], after: [u32; 2]) -> Plain {
    let mut removed = [0, 0];
    for c in [Color::Black, Color::White] {
        let i = c.index();
        let placed = u32::from(!pass && c == color);
        removed[i] = before[i] + placed - after[i];
    }
    Plain {
        color,
        pass,
        removed,
    }
}

/// The reference: `earlier` are the moves before the last set-up (their
/// suicides forgotten), `since` those after it.
fn reference(earlier: &[Plain], since: &[Plain]) -> ([u32; 2], Option<Color>) {
    let mut taken = [0u32; 2];
    for m in earlier {
        // only the opponent's stones a move removed: its captures
        let them = m.color.opponent();
        taken[m.color.index()] += m.removed[them.index()];
    }
    for m in since {
        taken[0] += m.removed[1];
        taken[1] += m.removed[0];
    }
    let button = earlier
        .iter()
        .chain(since)
        .find(|m| m.pass)
        .map(|m| m.color);
    (taken, button)
}

/// What a game did: stones captured, stones removed by suicides (of one
/// stone, of several), passes, set-ups, moves undone.
#[derive(Default, Debug)]
struct Seen {
    captured: u32,
    single_suicides: u32,
    multi_suicides: u32,
    passes: u32,
    setups: u32,
    undone: u32,
}

/// Plays `steps` on a `w`×`h` board, comparing after each with the
/// reference; returns what the game did.
fn check(w: u32, h: u32, steps: &[(u8, u32)]) -> Seen {
    let size = BoardSize::new(w, h).unwrap();
    let point = |i: u32| Point::new((i / w) as u8, (i % w) as u8);
    let mut game = Game::new(size, Preset::TrompTaylor.rules());
    let mut earlier: Vec<Plain> = Vec::new();
    let mut since: Vec<Plain> = Vec::new();
    let mut seen = Seen::default();
    for &(kind, arg) in steps {
        if game.is_over() {
            game.resume(game.to_move()).unwrap();
        }
        let moves = since.len();
        match kind % 16 {
            // A pass.
            0 | 1 => {
                let color = game.to_move();
                let before = stones(&game);
                game.pass().unwrap();
                since.push(plain(color, true, before, stones(&game)));
            }
            // Undo a few moves (undo stops at a set-up).
            2 => {
                for _ in 0..=arg % 4 {
                    match game.undo() {
                        Some(_) => {
                            since.pop().unwrap();
                            seen.undone += 1;
                        }
                        None => {
                            assert!(since.is_empty());
                            break;
                        }
                    }
                }
            }
            // A set-up: a stone put or a point cleared.
            3 if arg % 8 == 0 => {
                let p = point(arg / 8 % (w * h));
                let stone = match arg / 8 % 3 {
                    0 => None,
                    1 => Some(Color::Black),
                    _ => Some(Color::White),
                };
                game.set_up(&[(p, stone)], game.to_move()).unwrap();
                earlier.append(&mut since);
                seen.setups += 1;
            }
            // A forced placement anywhere empty (a single-stone suicide
            // included).
            4 => {
                let empty: Vec<Point> = (0..w * h)
                    .map(point)
                    .filter(|&p| game.board().get(p).is_none())
                    .collect();
                if empty.is_empty() {
                    continue;
                }
                let color = game.to_move();
                let before = stones(&game);
                let p = empty[arg as usize % empty.len()];
                game.play_forced(Move::Place(p)).unwrap();
                since.push(plain(color, false, before, stones(&game)));
            }
            // A legal placement, else a pass.
            _ => {
                let legal: Vec<Point> = game.legal_points().collect();
                let color = game.to_move();
                let before = stones(&game);
                let mv = match legal.len() {
                    0 => Move::Pass,
                    n => Move::Place(legal[arg as usize % n]),
                };
                game.play(mv).unwrap();
                since.push(plain(color, mv.is_pass(), before, stones(&game)));
            }
        }
        if since.len() > moves {
            let m = since[moves];
            let own = m.removed[m.color.index()];
            seen.captured += m.removed[m.color.opponent().index()];
            seen.single_suicides += u32::from(own == 1);
            seen.multi_suicides += u32::from(own > 1);
            seen.passes += u32::from(m.pass);
        }
        let (taken, button) = reference(&earlier, &since);
        assert_eq!(game.prisoners(), taken, "prisoners");
        assert_eq!(game.button_holder(), button, "button");
        game.position().check_invariants().unwrap();
        // A clone keeps them.
        let copy = game.clone();
        assert_eq!(copy.prisoners(), taken);
        assert_eq!(copy.button_holder(), button);
    }
    game.restart();
    assert_eq!(game.prisoners(), [0, 0]);
    assert_eq!(game.button_holder(), None);
    seen
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn prisoners_and_button_follow_the_moves(
        dims in prop::sample::select(vec![(2u32, 2u32), (3, 3), (4, 3), (5, 5), (7, 4), (9, 9)]),
        steps in prop::collection::vec((any::<u8>(), any::<u32>()), 1..300),
    ) {
        check(dims.0, dims.1, &steps);
    }
}

/// The random games do what the test is for: captures, suicides (of one
/// stone and of several), passes and set-ups, on fixed seeds.
#[test]
fn the_random_games_capture_and_suicide() {
    use tianyuan::splitmix::SplitMix64;
    let mut rng = SplitMix64(11);
    let steps: Vec<(u8, u32)> = (0..2000)
        .map(|_| {
            let r = rng.next_u64();
            (r as u8, (r >> 32) as u32)
        })
        .collect();
    for (w, h) in [(4, 4), (5, 3), (9, 9)] {
        let seen = check(w, h, &steps);
        assert!(seen.captured > 0, "{w}x{h}: {seen:?}");
        assert!(seen.single_suicides > 0, "{w}x{h}: {seen:?}");
        assert!(seen.multi_suicides > 0, "{w}x{h}: {seen:?}");
        assert!(
            seen.passes > 0 && seen.setups > 0 && seen.undone > 0,
            "{seen:?}"
        );
    }
}

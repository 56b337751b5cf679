//! A first program with the `tianyuan` crate: play a short 9×9 game under the
//! 2002 Chinese rules, see a capture and a rejected move, end the game with
//! two passes and count it by area (2002 art. 9, 11).
//!
//! `cargo run -p tianyuan-first-game` (a package of its own: running it builds
//! the library alone, not the test and benchmark dependencies an example of
//! the `tianyuan` crate would need)

use tianyuan::sized::Game;
use tianyuan::{BoardSize, Rules};

fn main() {
    let size = BoardSize::square(9).expect("9×9 is supported");
    let mut game = Game::new(size, Rules::default());

    // GTP vertices: columns A-J without I, rows counted from the bottom.
    for vertex in [
        "E5", "D5", "D4", "E4", "F4", "C4", "E3", "D3", "C3", "pass", "D6",
    ] {
        let mv = size.parse_gtp(vertex).expect("a vertex of the 9×9 board");
        let out = game.play(mv).expect("a legal move");
        if !out.captured.is_empty() {
            println!("{vertex} captures {} stone(s)", out.captured.count());
        }
    }

    // An illegal move is refused with its reason, and nothing changes.
    let e5 = size.parse_gtp("E5").expect("a vertex");
    if let Err(why) = game.play(e5) {
        println!("E5 again: {why}");
    }

    // Two passes end the game (2002 art. 7.3); no dead stones to agree on.
    game.pass().expect("a pass is legal");
    game.pass().expect("a pass is legal");
    let score = game.agree_dead_stones(&[]).expect("the game has ended");
    println!("{}", game.board());
    println!(
        "{}  |  {}",
        score.result().english(),
        score.result().chinese()
    );
}

//! `Game::step_episode`: a game stepped as a reinforcement-learning episode
//! (illegal moves voided to a pass, ends by the rules or by a move limit, a
//! Tromp-Taylor count into the mover's reward). Counts worked out by hand.

use tianyuan::sized::{EpisodeEnd, Game};
use tianyuan::{BoardSize, Move, Preset};

fn game5() -> Game {
    // Tromp-Taylor: komi 7.5 points, every stone alive at the count.
    Game::new(BoardSize::square(5).unwrap(), Preset::TrompTaylor.rules())
}

fn at(g: &Game, v: &str) -> Move {
    g.size().parse_gtp(v).unwrap()
}

#[test]
fn two_passes_terminate_and_the_mover_is_rewarded_by_the_count() {
    let mut g = game5();
    let s = g.step_episode(at(&g, "C3"), 50);
    assert_eq!(
        (s.end, s.reward, s.voided),
        (EpisodeEnd::Playing, 0.0, false)
    );
    assert!(s.margin_points.is_nan());
    assert_eq!(g.step_episode(Move::Pass, 50).end, EpisodeEnd::Playing);
    // Black's pass is the second in succession (2002 art. 7.3). Black: C3 and
    // the 24 empty points it alone reaches, 25; White: 0 + 7.5 komi.
    let s = g.step_episode(Move::Pass, 50);
    assert_eq!(s.end, EpisodeEnd::Terminated);
    assert_eq!(s.margin_points, 17.5);
    assert_eq!(s.reward, 1.0); // Black moved and won
                               // Nothing moves once it is over.
    let s = g.step_episode(at(&g, "A1"), 50);
    assert_eq!(
        (s.outcome, s.end, s.reward),
        (None, EpisodeEnd::Terminated, 0.0)
    );
}

#[test]
fn an_illegal_move_is_voided_to_a_pass() {
    let mut g = game5();
    g.step_episode(at(&g, "C3"), 50);
    let s = g.step_episode(at(&g, "C3"), 50); // occupied
    assert!(s.voided);
    assert_eq!(s.outcome.map(|o| o.mv), Some(Move::Pass));
    assert_eq!(g.position().moves_played(), 2);
    assert_eq!(s.end, EpisodeEnd::Playing);
}

#[test]
fn the_move_limit_truncates_and_counts() {
    let mut g = game5();
    g.step_episode(at(&g, "C3"), 2);
    // The second move reaches the limit of 2. Black C3 and White C4 each
    // hold one point, the empty points touch both (dame): 1 against 1 + 7.5.
    let s = g.step_episode(at(&g, "C4"), 2);
    assert_eq!(s.end, EpisodeEnd::Truncated);
    assert_eq!(s.margin_points, -7.5);
    assert_eq!(s.reward, 1.0); // White moved and leads
    assert!(!g.is_over()); // truncation is the episode's, not the game's
}

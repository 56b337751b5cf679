//! `genmove`: random legal moves from the core playout policy.

use crate::common::*;

#[test]
fn genmove_random_legal_reproducible_and_passes_at_the_end() {
    let config = GtpConfig {
        seed: 2024,
        ..GtpConfig::default()
    };
    let mut a = Engine::new(&config);
    let mut b = Engine::new(&config);
    let mut referee = engine();
    ok_all(&mut a, &["boardsize 5"]);
    ok_all(&mut b, &["boardsize 5"]);
    ok_all(&mut referee, &["boardsize 5"]);
    let mut passes = 0;
    let mut moves = 0;
    let mut color = Color::Black;
    while passes < 2 && moves < 400 {
        let cmd = format!("genmove {}", color.letter());
        let ans_a = a.execute(&cmd).unwrap();
        assert_eq!(b.execute(&cmd).unwrap(), ans_a, "same seed, same moves");
        let v = ans_a
            .strip_prefix("= ")
            .unwrap()
            .strip_suffix("\n\n")
            .unwrap();
        if v == "pass" {
            // Nothing legal left that is not its own eye.
            let mut before = a.clone();
            before.execute("undo");
            assert!(
                nothing_left_to_play(&before, color),
                "passed with moves left"
            );
            passes += 1;
        } else {
            passes = 0;
        }
        // Every generated move is legal for an independent engine.
        expect(
            &mut referee,
            &format!("play {} {v}", color.letter()),
            "= \n\n",
        );
        color = !color;
        moves += 1;
    }
    assert_eq!(passes, 2, "a 5×5 random game ends within 400 moves");
    // A different seed gives another game (first moves differ for these seeds).
    let mut c = Engine::new(&GtpConfig {
        seed: 7,
        ..GtpConfig::default()
    });
    let mut d = Engine::new(&GtpConfig {
        seed: 8,
        ..GtpConfig::default()
    });
    let sc: Vec<String> = (0..6).filter_map(|_| c.execute("genmove b")).collect();
    let sd: Vec<String> = (0..6).filter_map(|_| d.execute("genmove b")).collect();
    assert_ne!(sc, sd);
}

#[test]
fn genmove_for_the_colour_not_to_move() {
    let mut e = engine();
    ok_all(&mut e, &["boardsize 9"]);
    let a = e.execute("genmove w").unwrap();
    let v = a.strip_prefix("= ").unwrap().strip_suffix("\n\n").unwrap();
    let mv = e.game().size().parse_gtp(v).unwrap();
    assert_eq!(
        e.game().as_tiny().unwrap().board().get(mv.point().unwrap()),
        Some(Color::White)
    );
    assert_eq!(e.game().to_move(), Color::Black);
    let a = e.execute("genmove purple").unwrap();
    assert!(a.starts_with("? syntax error"), "{a}");
}

#[test]
fn genmove_on_a_full_eye_board_passes() {
    // 2×2 with Black on A1, B2: the empty points A2 and B1 are Black's eyes
    // (all neighbours black), so Black passes.
    let mut e = engine();
    ok_all(&mut e, &["boardsize 2", "play b A1", "play b B2"]);
    expect(&mut e, "genmove b", "= pass\n\n");
}

#[test]
fn genmove_follows_the_core_playout_policy() {
    // genmove is tianyuan::sized::play_random_move with SplitMix64(seed): the same
    // seed gives the same moves as the policy run on a bare position.
    let seed = 99;
    let mut e = Engine::new(&GtpConfig {
        seed,
        ..GtpConfig::default()
    });
    ok_all(&mut e, &["boardsize 7"]);
    let size = tianyuan::BoardSize::square(7).unwrap();
    let rules = tianyuan::Rules::default();
    let mut pos = tianyuan::sized::Position::new(size, rules.ko, rules.suicide);
    let mut rng = tianyuan::splitmix::SplitMix64(seed);
    for i in 0..30 {
        let colour = if i % 2 == 0 { "b" } else { "w" };
        let expected = size.to_gtp(tianyuan::sized::play_random_move(&mut pos, &mut rng));
        expect(
            &mut e,
            &format!("genmove {colour}"),
            &format!("= {expected}\n\n"),
        );
    }
}

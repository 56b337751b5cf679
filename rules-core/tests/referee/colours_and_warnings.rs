//! Wrong colours (2002 art. 17.1), the second warning (1988 art. 25.2, 2002 art. 24.2) and penalty stones at the count (2002 art. 24.1).

use crate::common::*;

#[test]
fn wrong_colours_2002_art_17_1_corrected_up_to_move_10() {
    let mut r = referee_with(Y2002, Preset::Chinese2002.rules(), 9, Default::default());
    play(&mut r, &ten_moves()[..1]);
    // A warning for the player holding Black (played twice, 2002 art. 17.2).
    r.handle(place(Black, 4, 4)).unwrap();
    play(&mut r, &ten_moves()[1..]);
    assert_eq!(r.game().move_number(), 11);
    let rulings = r.handle(Event::WrongColors).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColorsCorrected {
            article: "2002 art. 17.1"
        }]
    );
    // Restarted with the colours exchanged: empty board, Black to move, and
    // the warning follows its player, who now holds White.
    assert_eq!(r.game().move_number(), 1);
    assert_eq!(r.game().board().occupied().count(), 0);
    assert_eq!(r.game().to_move(), Black);
    assert_eq!(r.warning_count(White), 1);
    assert_eq!(r.game().penalty_stones(), [0, 1]);
}

#[test]
fn wrong_colours_2002_art_17_1_not_corrected_after_move_10() {
    let mut r = referee_with(Y2002, Preset::Chinese2002.rules(), 9, Default::default());
    play(&mut r, &ten_moves());
    play(&mut r, &[(Black, 4, 4)]);
    let rulings = r.handle(Event::WrongColors).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColorsKept {
            article: "2002 art. 17.1"
        }]
    );
    assert_eq!(r.game().move_number(), 12);
}

#[test]
fn wrong_colours_1988_no_rule_play_goes_on_art_25_1() {
    let mut r = referee_with(Y1988, Preset::Chinese1988.rules(), 9, Default::default());
    play(&mut r, &ten_moves()[..4]);
    let rulings = r.handle(Event::WrongColors).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::ColorsKept {
            article: "1988 art. 25.1"
        }]
    );
    assert_eq!(r.game().move_number(), 5);
}

#[test]
fn wrong_colours_is_the_deprecated_name_of_wrong_colors() {
    // Issue 19: identifiers spell color one way; the old name still builds
    // the same event, which the referee rules on as before (1988: kept).
    #[allow(deprecated)]
    let old = Event::WrongColours;
    assert_eq!(old, Event::WrongColors);
    let mut r = referee_with(Y1988, Preset::Chinese1988.rules(), 9, Default::default());
    assert_eq!(
        r.handle(old).unwrap(),
        vec![Ruling::ColorsKept {
            article: "1988 art. 25.1"
        }]
    );
    #[allow(deprecated)]
    let board = tianyuan::svg::BOARD_COLOUR;
    assert_eq!(board, "#dcb35c");
    assert_eq!(tianyuan::svg::BOARD_COLOR, "#dcb35c");
}

// ---- two warnings: 1988 art. 25.2, 2002 art. 24.2 --------------------------

#[test]
fn second_warning_loses_1988_art_25_2() {
    let mut r = referee(Y1988);
    play(&mut r, &[(Black, 2, 2)]);
    r.handle(Event::TakeBack { color: Black }).unwrap();
    play(&mut r, &[(White, 1, 1), (Black, 3, 3)]);
    let rulings = r.handle(Event::TakeBack { color: Black }).unwrap();
    assert_eq!(
        rulings.last(),
        Some(&Ruling::GameLost {
            loser: Black,
            article: "1988 art. 25.2"
        })
    );
    assert_eq!(rulings.len(), 3);
    assert_eq!(r.result(), Some(GameResult::Forfeit { winner: White }));
}

#[test]
fn second_warning_loses_2002_art_24_2() {
    let mut r = referee(Y2002);
    play(&mut r, &KO);
    // First warning: the ko recapture (2002 art. 18.3); White's move is a pass.
    r.handle(place(White, 1, 1)).unwrap();
    play(&mut r, &[(Black, 4, 0)]);
    // Second: White plays twice (2002 art. 17.2).
    play(&mut r, &[(White, 3, 3)]);
    let rulings = r.handle(place(White, 3, 2)).unwrap();
    assert_eq!(
        rulings,
        vec![
            Ruling::Void {
                color: White,
                point: p(3, 2),
                reason: VoidReason::MovedTwice,
                article: "2002 art. 17.2"
            },
            warning(White, WarningReason::MovedTwice, "2002 art. 17.2"),
            Ruling::GameLost {
                loser: White,
                article: "2002 art. 24.2"
            },
        ]
    );
    assert_eq!(r.result(), Some(GameResult::Forfeit { winner: Black }));
}

#[test]
fn penalty_stone_costs_exactly_one_stone_2002_art_24_1() {
    // Komi 3¾ stones, baseline 12½: Black 15 − 12½ − 3¾ = −1¼ stones = −5
    // quarter stones: White wins by 2½ points.
    let mut plain = walls(Y2002, false);
    let score = finish(&mut plain, Y2002);
    assert_eq!(score.margin_half_points, -5);
    assert_eq!(
        plain.result(),
        Some(GameResult::Score {
            winner: White,
            margin_half_points: 5
        })
    );
    // White warned once: one stone (4 quarter stones, 2 points) back to Black:
    // −¼ stone, White by ½ point.
    let mut warned = walls(Y2002, true);
    let score = finish(&mut warned, Y2002);
    assert_eq!(score.penalty_stones, [0, 1]);
    assert_eq!(score.margin_half_points, -1);
    assert_eq!(
        warned.result(),
        Some(GameResult::Score {
            winner: White,
            margin_half_points: 1
        })
    );
}

#[test]
fn warning_1988_costs_no_stone_at_the_count() {
    // Komi 2¾ stones: 15 − 12½ − 2¾ = −¼ stone, with or without a warning
    // (1988 only counts warnings towards art. 25.2).
    for warn in [false, true] {
        let mut r = walls(Y1988, warn);
        let score = finish(&mut r, Y1988);
        assert_eq!(score.margin_half_points, -1);
        assert_eq!(score.penalty_stones, [0, 0]);
        assert_eq!(r.warning_count(White), u32::from(warn));
    }
}

//! Helpers shared by the modules of this test.
#![allow(dead_code, unused_imports)]

pub use tianyuan::clock::ClockEvent;
pub use tianyuan::referee::{
    Claim, CycleOutcome, Edition, Event, Referee, RefereeError, RefereeOptions, Ruling, VoidReason,
    Warning, WarningReason,
};
pub use tianyuan::rules::Ending;
pub use tianyuan::sized::Game;
pub use tianyuan::Color::{Black, White};
pub use tianyuan::{
    BoardSize, Color, EndReason, GameResult, GameState, Move, Point, Preset, Rules,
};

pub const Y1988: Edition = Edition::Y1988;
pub const Y2002: Edition = Edition::Y2002;

pub fn p(row: u8, col: u8) -> Point {
    Point::new(row, col)
}

pub fn referee_with(edition: Edition, rules: Rules, side: u32, options: RefereeOptions) -> Referee {
    let game = Game::new(BoardSize::square(side).unwrap(), rules);
    Referee::new(game, edition, options)
}

/// A 5x5 referee under the edition's own preset.
pub fn referee(edition: Edition) -> Referee {
    let rules = match edition {
        Edition::Y1988 => Preset::Chinese1988.rules(),
        Edition::Y2002 => Preset::Chinese2002.rules(),
    };
    referee_with(edition, rules, 5, RefereeOptions::default())
}

pub fn place(color: Color, row: u8, col: u8) -> Event {
    Event::Place {
        color,
        point: p(row, col),
    }
}

/// Feeds moves that must all be accepted.
pub fn play(r: &mut Referee, moves: &[(Color, u8, u8)]) {
    for &(color, row, col) in moves {
        let rulings = r.handle(place(color, row, col)).unwrap();
        assert!(
            matches!(rulings[..], [Ruling::Accepted { color: c, .. }] if c == color),
            "{color:?} ({row},{col}): {rulings:?}"
        );
    }
}

pub fn accepted(color: Color, article: &'static str) -> Ruling {
    Ruling::Accepted { color, article }
}

pub fn warning(color: Color, reason: WarningReason, article: &'static str) -> Ruling {
    Ruling::Warning(Warning {
        color,
        reason,
        article,
    })
}

/// Black (1,0) (0,1) (2,1), White (0,2) (2,2) (1,3), White (1,1), Black takes
/// it at (1,2): a ko at (1,1), White to move. 9 moves.
pub const KO: [(Color, u8, u8); 9] = [
    (Black, 1, 0),
    (White, 0, 2),
    (Black, 0, 1),
    (White, 2, 2),
    (Black, 2, 1),
    (White, 1, 3),
    (Black, 4, 4),
    (White, 1, 1),
    (Black, 1, 2),
];

// ---- captured stones not removed: 2002 art. 18.2 --------------------------

/// Black (0,1), White (0,0), Black (1,0) captures (0,0): White to move.
pub const CAPTURE: [(Color, u8, u8); 3] = [(Black, 0, 1), (White, 0, 0), (Black, 1, 0)];

pub fn removals(edition: Edition) -> Referee {
    let options = RefereeOptions {
        expect_removals: true,
        ..RefereeOptions::default()
    };
    let rules = match edition {
        Edition::Y1988 => Preset::Chinese1988.rules(),
        Edition::Y2002 => Preset::Chinese2002.rules(),
    };
    referee_with(edition, rules, 5, options)
}

// ---- wrong colours: 2002 art. 17.1 ----------------------------------------

/// Ten moves on 9x9 without captures: Black on row 2, White on row 6.
pub fn ten_moves() -> Vec<(Color, u8, u8)> {
    (0..5)
        .flat_map(|c| [(Black, 2, c), (White, 6, c)])
        .collect()
}

// ---- penalty stones at the count: 2002 art. 24.1 --------------------------

/// Black fills column 2, White column 3 of a 5x5 board (10 moves): Black's
/// area is columns 0–2, 15 points; White's 10. No shared points.
pub fn walls(edition: Edition, warn_white: bool) -> Referee {
    let mut r = referee(edition);
    for row in 0..5 {
        play(&mut r, &[(Black, row, 2), (White, row, 3)]);
        if row == 0 && warn_white {
            // White lifts a living Black stone: a warning (art. 18 / 18.1).
            r.handle(Event::Remove {
                color: White,
                points: vec![p(0, 2)],
            })
            .unwrap();
        }
    }
    r
}

pub fn finish(r: &mut Referee, edition: Edition) -> tianyuan::Score {
    r.handle(Event::ProposeEnd { color: Black }).unwrap();
    let rulings = r.handle(Event::AcceptEnd { color: White }).unwrap();
    assert_eq!(
        rulings,
        vec![Ruling::PlayEnded {
            reason: EndReason::Agreement,
            article: match edition {
                Edition::Y1988 => "1988 art. 7.1",
                Edition::Y2002 => "2002 art. 7.1",
            }
        }]
    );
    let rulings = r.handle(Event::AgreeDead { dead: vec![] }).unwrap();
    match &rulings[..] {
        [Ruling::Counted { score, result, .. }] => {
            assert_eq!(Some(*result), r.result());
            *score
        }
        other => panic!("expected a count, got {other:?}"),
    }
}

// ---- cycles: 1988/2002 art. 20.3 ------------------------------------------

/// The ko position, then White and Black pass, and White retakes: under
/// positional superko the position after move 8 would recur.
pub fn superko(edition: Edition, outcome: CycleOutcome) -> (Referee, Vec<Ruling>) {
    let rules = Rules {
        ending: Ending::Agreement,
        ..Preset::Chinese2002.rules()
    };
    let options = RefereeOptions {
        cycle_outcome: outcome,
        ..RefereeOptions::default()
    };
    let mut r = referee_with(edition, rules, 5, options);
    play(&mut r, &KO);
    r.handle(Event::Pass { color: White }).unwrap();
    r.handle(Event::Pass { color: Black }).unwrap();
    let rulings = r.handle(place(White, 1, 1)).unwrap();
    (r, rulings)
}

//! `ty_game_count` and `ty_game_prisoners` (issue 28), on positions counted
//! by hand.

use crate::common::*;

#[test]
fn territory_count_parts_map_and_prisoners() {
    unsafe {
        // 5×5 under japanese (komi 6.5): Black's wall on column 2, White's on
        // column 3 (rows 0–4). Black owns columns 0–1 (10 points), White
        // column 4 (5): 10 − 5 − 6.5 = W+1.5 (−3 half points).
        let g = game(5, 5, c"japanese");
        for r in 0..5 {
            assert_eq!(ty_game_play(g, r, 2), S::Ok);
            assert_eq!(ty_game_play(g, r, 3), S::Ok);
        }
        let mut parts = ty_count_parts::default();
        let mut map = [99i8; 25];
        assert_eq!(
            ty_game_count(g, null(), 0, null(), 0, &mut parts, map.as_mut_ptr(), 25),
            S::Ok
        );
        assert_eq!((parts.scoring, parts.tax), (1, 1));
        assert_eq!(parts.territory, [10, 5]);
        assert_eq!((parts.dame, parts.open_points), (0, 0));
        assert_eq!(parts.margin_half_points, -3);
        // Row 0: territory, territory, Black stone, White stone, territory.
        assert_eq!(map[..5], [1, 1, 2, -2, -1]);
        // Without a map; a map too short is refused, nothing written.
        assert_eq!(
            ty_game_count(g, null(), 0, null(), 0, &mut parts, null_mut(), 0),
            S::Ok
        );
        let mut short = [99i8; 24];
        assert_eq!(
            ty_game_count(g, null(), 0, null(), 0, &mut parts, short.as_mut_ptr(), 24),
            S::BufferTooSmall
        );
        assert_eq!(short[0], 99);
        // A dead index without a stone, an index off the board.
        assert_eq!(
            ty_game_count(g, [0u32].as_ptr(), 1, null(), 0, &mut parts, null_mut(), 0),
            S::ScoreDeadPointEmpty
        );
        assert_eq!(
            ty_game_count(g, [25u32].as_ptr(), 1, null(), 0, &mut parts, null_mut(), 0),
            S::BadIndex
        );
        assert_eq!(
            ty_game_count(g, null(), 0, null(), 0, null_mut(), null_mut(), 0),
            S::NullPointer
        );
        let mut p = [9u32; 2];
        assert_eq!(ty_game_prisoners(g, p.as_mut_ptr()), S::Ok);
        assert_eq!(p, [0, 0]);
        ty_game_free(g);

        // Captures are prisoners: Black's (2,1) takes White's (1,1).
        let g = game(5, 5, c"japanese");
        play_all(g, &[(1, 0), (1, 1), (0, 1), (4, 4), (1, 2), (4, 3), (2, 1)]);
        assert_eq!(ty_game_prisoners(g, p.as_mut_ptr()), S::Ok);
        assert_eq!(p, [1, 0]);
        assert_eq!(
            ty_game_count(g, null(), 0, null(), 0, &mut parts, null_mut(), 0),
            S::Ok
        );
        assert_eq!((parts.captures, parts.prisoners), ([1, 0], [1, 0]));
        ty_game_free(g);
    }
}

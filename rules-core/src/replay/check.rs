//! The check of a replay's count against the record's `RE`
//! ([`ReplayOf::check_result`]): the area count with its dead stones, the
//! Tromp-Taylor count, 0, N and N−1 points of handicap compensation, and the
//! territory-count equivalent.

use crate::bitboard::BitboardOf;
use crate::color::Color;
use crate::replay::ReplayOf;
use crate::rules::HandicapCompensation;
use crate::scoring::area_score;
use crate::sgf;

/// The record's `RE` as Black's margin in half points (draw 0); `None` when it
/// is not a count.
pub fn re_margin_half_points(result: &sgf::RecordedResult) -> Option<i32> {
    match *result {
        sgf::RecordedResult::Score {
            winner,
            margin_half_points,
        } => {
            let m = i32::try_from(margin_half_points).ok()?;
            Some(if winner == Color::Black { m } else { -m })
        }
        sgf::RecordedResult::Draw => Some(0),
        _ => None,
    }
}

/// The area count of a replay's final position set against the record's `RE`.
///
/// Margins are Black's, in half points (`-7` = White by 3.5), with the
/// record's komi and no handicap compensation; the compensations tried are 0,
/// N and N−1 points to White for N handicap stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCheck {
    /// `RE`: Black's margin in half points.
    pub re_margin_half_points: i32,
    /// The area count with the dead stones of the [`ReplayCount`](super::ReplayCount) lifted.
    pub area_margin_half_points: i32,
    /// The compensations under which the area count equals `RE`; empty when
    /// none does.
    pub agreeing: Vec<HandicapCompensation>,
    /// The compensations under which the area count names `RE`'s winner (or
    /// a draw for a draw); empty when none does.
    pub winner_agreeing: Vec<HandicapCompensation>,
    /// The Tromp-Taylor count: every stone on the board alive (records whose
    /// dead stones were captured, or rules that count them so).
    pub tromp_taylor_margin_half_points: i32,
    /// The compensations under which the Tromp-Taylor count equals `RE`.
    pub tromp_taylor_agreeing: Vec<HandicapCompensation>,
    /// Stones placed on the board, `[black, white]`: set-up stones (handicap
    /// included) and moves played, passes not.
    pub stones_placed: [u32; 2],
    /// The territory-count equivalent: the area margin minus twice (Black's
    /// stones placed − White's), in half points. Without seki this is what
    /// a territory count (territory plus prisoners) of the same position with
    /// the same dead stones gives, since each side's stones on the board are
    /// its stones placed less its stones captured or lifted, which territory
    /// counts as the opponent's prisoners.
    pub territory_margin_half_points: i32,
    /// The handicap stones N the compensations are counted for (0 or 1: no
    /// compensation is tried but none).
    pub handicap: u32,
}

impl ResultCheck {
    /// Whether some compensation makes the area count equal `RE`.
    pub fn agrees(&self) -> bool {
        !self.agreeing.is_empty()
    }

    /// The handicap compensation, in points to White, under which the area
    /// count equals `RE`: the first of [`ResultCheck::agreeing`] (0, N or
    /// N−1 points for N handicap stones: Chinese practice gives N, the AGA
    /// rules N−1; see [`HandicapCompensation`]); `None` when none does. The area margin with it
    /// is [`ResultCheck::area_margin_half_points`] − 2 × these points.
    pub fn agreeing_compensation_points(&self) -> Option<u32> {
        self.agreeing.first().map(|c| c.points(self.handicap))
    }

    /// Whether some compensation makes the area count name `RE`'s winner.
    pub fn winner_agrees(&self) -> bool {
        !self.winner_agreeing.is_empty()
    }

    /// Whether the territory-count equivalent equals `RE` (no compensation:
    /// territory counts give none).
    pub fn territory_agrees(&self) -> bool {
        self.territory_margin_half_points == self.re_margin_half_points
    }

    /// Whether `RE` agrees only as a territory count: not with the area count
    /// under any compensation, but with [`ResultCheck::territory_margin_half_points`]
    /// (records scored by territory although their rules, or the lack of
    /// `RU`, say area).
    pub fn agrees_as_territory_only(&self) -> bool {
        !self.agrees() && self.territory_agrees()
    }
}

impl<const W: usize> ReplayOf<W> {
    /// Stones placed on the board, `[black, white]`: set-up stones and moves
    /// played (passes and skipped moves not).
    pub fn stones_placed(&self) -> [u32; 2] {
        let [black, white] = self.game.setup_stones();
        let played = self.game.stones_placed();
        [black.count() + played[0], white.count() + played[1]]
    }

    /// Compares the final position with `result`: the area count with
    /// `dead` lifted (whole chains; [`ReplayOf::count`](super::ReplayOf::count) gives them), the
    /// Tromp-Taylor count (every stone alive), each with 0, N and N−1 points
    /// of handicap compensation tried, and the territory-count equivalent.
    /// `None` when `result` is not a count.
    pub fn check_result(
        &self,
        result: &sgf::RecordedResult,
        dead: &BitboardOf<W>,
    ) -> Option<ResultCheck> {
        let re = re_margin_half_points(result)?;
        let board = self.game.board();
        let komi = self.rules.komi;
        let h = self.game.handicap();
        let margin = |dead: &BitboardOf<W>, c: HandicapCompensation| {
            area_score(board, dead, komi, c.points(h), [0, 0]).margin_half_points()
        };
        let tried = HandicapCompensation::ALL
            .into_iter()
            .filter(|&c| c == HandicapCompensation::None || c.points(h) != 0);
        let (mut agreeing, mut winner_agreeing, mut tromp_taylor_agreeing) =
            (Vec::new(), Vec::new(), Vec::new());
        // Each count is made once: without compensation they are also the
        // area and Tromp-Taylor margins reported.
        let area = margin(dead, HandicapCompensation::None);
        let tromp_taylor = margin(&BitboardOf::<W>::EMPTY, HandicapCompensation::None);
        for c in tried {
            let (m, tt) = match c {
                HandicapCompensation::None => (area, tromp_taylor),
                _ => (margin(dead, c), margin(&BitboardOf::<W>::EMPTY, c)),
            };
            if m == re {
                agreeing.push(c);
            }
            if m.signum() == re.signum() {
                winner_agreeing.push(c);
            }
            if tt == re {
                tromp_taylor_agreeing.push(c);
            }
        }
        let placed = self.stones_placed();
        let difference = i64::from(placed[0]) - i64::from(placed[1]);
        let territory = i64::from(area) - 2 * difference;
        Some(ResultCheck {
            re_margin_half_points: re,
            area_margin_half_points: area,
            agreeing,
            winner_agreeing,
            tromp_taylor_margin_half_points: tromp_taylor,
            tromp_taylor_agreeing,
            stones_placed: placed,
            territory_margin_half_points: i32::try_from(territory).unwrap_or(i32::MAX),
            handicap: h,
        })
    }
}

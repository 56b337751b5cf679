//! The numbers that stand for colours, rule choices, game states and text
//! formats at the C boundary (`#define`s in the header; inputs are plain
//! `uint32_t`, checked, so a bad number is `TY_STATUS_OUT_OF_RANGE`, never UB).

use tianyuan_core::rules::{
    CycleRule, DeadStones, Ending, HandicapCompensation, KoRule, Scoring, SuicideRule, Tax,
};
use tianyuan_core::{ChainStatus, Color, EndReason, GameResult, GameState};

use crate::guard::Fail;
use crate::status::ty_status;

/// No colour: an empty point, or no winner (a draw, no result).
pub const TY_COLOR_NONE: u32 = 0;
/// Black.
pub const TY_COLOR_BLACK: u32 = 1;
/// White.
pub const TY_COLOR_WHITE: u32 = 2;

/// Ko rule: simple ko only (immediate recapture forbidden).
pub const TY_KO_SIMPLE: u32 = 0;
/// Ko rule: positional superko (1988 art. 6).
pub const TY_KO_POSITIONAL: u32 = 1;
/// Ko rule: situational superko (2002 art. 6).
pub const TY_KO_SITUATIONAL: u32 = 2;

/// Suicide rule: forbidden (1988/2002 art. 5).
pub const TY_SUICIDE_FORBIDDEN: u32 = 0;
/// Suicide rule: multi-stone suicide allowed (Tromp-Taylor).
pub const TY_SUICIDE_MULTI_STONE_ALLOWED: u32 = 1;

/// Handicap compensation: none.
pub const TY_COMPENSATION_NONE: u32 = 0;
/// Handicap compensation: N points to White for N stones (Chinese practice).
pub const TY_COMPENSATION_N: u32 = 1;
/// Handicap compensation: N−1 points for N stones (AGA).
pub const TY_COMPENSATION_N_MINUS_ONE: u32 = 2;

/// Ending: two passes in succession end the game (2002 art. 7.3).
pub const TY_ENDING_TWO_PASSES: u32 = 0;
/// Ending: only the players' agreement ends the game (1988 art. 7.1).
pub const TY_ENDING_AGREEMENT: u32 = 1;

/// Cycle rule: play goes on after a repeated position.
pub const TY_CYCLE_CONTINUE: u32 = 0;
/// Cycle rule: a third occurrence of a position ends the game with no result
/// (2002 art. 20.3).
pub const TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE: u32 = 1;

/// Dead stones: settled by the players' agreement (1988/2002 art. 8; the
/// Chinese rules, AGA, New Zealand); the library proposes them
/// (`ty_game_estimate_dead_stones`).
pub const TY_DEAD_STONES_AGREEMENT: u32 = 0;
/// Dead stones: none; every stone on the board counts (Tromp-Taylor).
pub const TY_DEAD_STONES_ALL_ALIVE: u32 = 1;
/// Dead stones: the opponent stones inside a colour's pass-alive territory are
/// lifted, every other stone counts (KataGo's area rules).
pub const TY_DEAD_STONES_PASS_ALIVE_TERRITORY: u32 = 2;

/// Scoring: area (数子法, 1988/2002 art. 9): living stones plus the points
/// they surround, dame half to each side. KataGo's `AREA`.
pub const TY_SCORING_AREA: u32 = 0;
/// Scoring: territory (数目法, Japanese rules 1989 art. 8–10, Korean rules):
/// surrounded points plus prisoners; stones on the board do not count.
/// KataGo's `TERRITORY`.
pub const TY_SCORING_TERRITORY: u32 = 1;

/// Tax: nothing taxed; a seki eye counts for its owner (the Chinese rules;
/// KataGo's `NONE`).
pub const TY_TAX_NONE: u32 = 0;
/// Tax: the eyes of groups in seki count for no one (Japanese rules 1989
/// art. 8 commentary; KataGo's `SEKI`).
pub const TY_TAX_SEKI: u32 = 1;
/// Tax: as `TY_TAX_SEKI`, and every group with eyes gives up two points
/// (ancient stone scoring; KataGo's `ALL`).
pub const TY_TAX_ALL: u32 = 2;

/// Chain status of a point: empty (no chain).
pub const TY_CHAIN_STATUS_NONE: u8 = 0;
/// Chain status: alive (pass-alive, or it survived in most playouts).
pub const TY_CHAIN_STATUS_ALIVE: u8 = 1;
/// Chain status: dead (inside an opponent's pass-alive area, or captured in
/// most playouts); lifted before the count (art. 8, 9).
pub const TY_CHAIN_STATUS_DEAD: u8 = 2;
/// Chain status: alive in seki (shares liberties with an opponent chain that
/// neither side can fill); its shared liberties are dame.
pub const TY_CHAIN_STATUS_SEKI: u8 = 3;
/// Chain status: unsettled (the playouts disagree): play should go on, or the
/// players decide (2002 art. 21.4).
pub const TY_CHAIN_STATUS_UNSETTLED: u8 = 4;
/// Chain status: its life turns on a ko (the local life-and-death solver,
/// `tianyuan::solve_local`): it lives if its side wins the ko.
pub const TY_CHAIN_STATUS_KO: u8 = 5;

/// Game state: play goes on.
pub const TY_STATE_ONGOING: u32 = 0;
/// Game state: ended by two passes (2002 art. 7.3).
pub const TY_STATE_TWO_PASSES: u32 = 1;
/// Game state: ended by agreement (art. 7.1, 21).
pub const TY_STATE_AGREEMENT: u32 = 2;
/// Game state: ended by resignation (art. 7.2).
pub const TY_STATE_RESIGNATION: u32 = 3;
/// Game state: ended on time (1988 art. 23; 2002 art. 22).
pub const TY_STATE_TIME: u32 = 4;
/// Game state: ended by forfeit (2002 art. 24.2).
pub const TY_STATE_FORFEIT: u32 = 5;
/// Game state: ended with no result (2002 art. 20.3).
pub const TY_STATE_NO_RESULT: u32 = 6;

/// Result text as SGF `RE`: `B+7.5`, `W+R`, `0`, `Void`.
pub const TY_FORMAT_SGF: u32 = 0;
/// Result text in English: `Black wins by 3 3/4 stones (7.5 points)`.
pub const TY_FORMAT_ENGLISH: u32 = 1;
/// Result text in Chinese (UTF-8): `黑胜3又3/4子`, `白中盘胜`.
pub const TY_FORMAT_CHINESE: u32 = 2;

/// SGF replay: stop at the first illegal move.
pub const TY_REPLAY_STRICT: u32 = 0;
/// SGF replay: play illegal moves anyway (records made under other rules).
pub const TY_REPLAY_TOLERANT: u32 = 1;

/// The node limit of `ty_record_load_sgf` and `ty_sgf_tree_parse`: the most
/// nodes (`;`) in one input, all games together (the core's
/// `sgf::MAX_NODES`). The `_with_limit` readers take another.
pub const TY_SGF_MAX_NODES: usize = 4_000_000;

/// Edition of the Chinese rules: 1988 (中国围棋竞赛规则 1988).
pub const TY_EDITION_1988: u32 = 1988;
/// Edition of the Chinese rules: 2002 (中国围棋竞赛规则 2002).
pub const TY_EDITION_2002: u32 = 2002;

/// An edition from its number (`TY_EDITION_1988` or `TY_EDITION_2002`).
pub(crate) fn edition_of(n: u32) -> Result<tianyuan_core::clock::Edition, Fail> {
    match n {
        TY_EDITION_1988 => Ok(tianyuan_core::clock::Edition::Y1988),
        TY_EDITION_2002 => Ok(tianyuan_core::clock::Edition::Y2002),
        _ => Err(out_of_range("edition", n)),
    }
}

fn out_of_range(what: &str, value: u32) -> Fail {
    Fail::new(ty_status::OutOfRange, format!("bad {what} {value}"))
}

/// The number of a colour.
pub(crate) fn color_number(color: Color) -> u32 {
    match color {
        Color::Black => TY_COLOR_BLACK,
        Color::White => TY_COLOR_WHITE,
    }
}

/// The number of an optional colour (`TY_COLOR_NONE` for none).
pub(crate) fn maybe_color_number(color: Option<Color>) -> u32 {
    color.map_or(TY_COLOR_NONE, color_number)
}

/// A colour from its number (black or white only).
pub(crate) fn color_of(n: u32) -> Result<Color, Fail> {
    match n {
        TY_COLOR_BLACK => Ok(Color::Black),
        TY_COLOR_WHITE => Ok(Color::White),
        _ => Err(out_of_range("colour", n)),
    }
}

/// Ko rule numbers.
pub(crate) fn ko_number(ko: KoRule) -> u32 {
    match ko {
        KoRule::Simple => TY_KO_SIMPLE,
        KoRule::Positional => TY_KO_POSITIONAL,
        KoRule::Situational => TY_KO_SITUATIONAL,
    }
}

/// A ko rule from its number.
pub(crate) fn ko_of(n: u32) -> Result<KoRule, Fail> {
    KoRule::ALL
        .into_iter()
        .find(|&k| ko_number(k) == n)
        .ok_or_else(|| out_of_range("ko rule", n))
}

/// Suicide rule numbers.
pub(crate) fn suicide_number(s: SuicideRule) -> u32 {
    match s {
        SuicideRule::Forbidden => TY_SUICIDE_FORBIDDEN,
        SuicideRule::MultiStoneAllowed => TY_SUICIDE_MULTI_STONE_ALLOWED,
    }
}

/// A suicide rule from its number.
pub(crate) fn suicide_of(n: u32) -> Result<SuicideRule, Fail> {
    SuicideRule::ALL
        .into_iter()
        .find(|&s| suicide_number(s) == n)
        .ok_or_else(|| out_of_range("suicide rule", n))
}

/// Handicap compensation numbers.
pub(crate) fn compensation_number(c: HandicapCompensation) -> u32 {
    match c {
        HandicapCompensation::None => TY_COMPENSATION_NONE,
        HandicapCompensation::N => TY_COMPENSATION_N,
        HandicapCompensation::NMinusOne => TY_COMPENSATION_N_MINUS_ONE,
    }
}

/// A handicap compensation from its number.
pub(crate) fn compensation_of(n: u32) -> Result<HandicapCompensation, Fail> {
    HandicapCompensation::ALL
        .into_iter()
        .find(|&c| compensation_number(c) == n)
        .ok_or_else(|| out_of_range("handicap compensation", n))
}

/// Ending numbers.
pub(crate) fn ending_number(e: Ending) -> u32 {
    match e {
        Ending::TwoPasses => TY_ENDING_TWO_PASSES,
        Ending::Agreement => TY_ENDING_AGREEMENT,
    }
}

/// An ending from its number.
pub(crate) fn ending_of(n: u32) -> Result<Ending, Fail> {
    match n {
        TY_ENDING_TWO_PASSES => Ok(Ending::TwoPasses),
        TY_ENDING_AGREEMENT => Ok(Ending::Agreement),
        _ => Err(out_of_range("ending", n)),
    }
}

/// Cycle rule numbers.
pub(crate) fn cycle_number(c: CycleRule) -> u32 {
    match c {
        CycleRule::Continue => TY_CYCLE_CONTINUE,
        CycleRule::NoResultOnThirdOccurrence => TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE,
    }
}

/// A cycle rule from its number.
pub(crate) fn cycle_of(n: u32) -> Result<CycleRule, Fail> {
    match n {
        TY_CYCLE_CONTINUE => Ok(CycleRule::Continue),
        TY_CYCLE_NO_RESULT_ON_THIRD_OCCURRENCE => Ok(CycleRule::NoResultOnThirdOccurrence),
        _ => Err(out_of_range("cycle rule", n)),
    }
}

/// Dead-stone rule numbers.
pub(crate) fn dead_stones_number(d: DeadStones) -> u32 {
    match d {
        DeadStones::Agreement => TY_DEAD_STONES_AGREEMENT,
        DeadStones::AllAlive => TY_DEAD_STONES_ALL_ALIVE,
        DeadStones::PassAliveTerritory => TY_DEAD_STONES_PASS_ALIVE_TERRITORY,
    }
}

/// A dead-stone rule from its number.
pub(crate) fn dead_stones_of(n: u32) -> Result<DeadStones, Fail> {
    DeadStones::ALL
        .into_iter()
        .find(|&d| dead_stones_number(d) == n)
        .ok_or_else(|| out_of_range("dead-stone rule", n))
}

/// Scoring numbers (`TY_SCORING_*`).
pub(crate) fn scoring_number(s: Scoring) -> u32 {
    match s {
        Scoring::Area => TY_SCORING_AREA,
        Scoring::Territory => TY_SCORING_TERRITORY,
    }
}

/// A scoring from its number.
pub(crate) fn scoring_of(n: u32) -> Result<Scoring, Fail> {
    Scoring::ALL
        .into_iter()
        .find(|&s| scoring_number(s) == n)
        .ok_or_else(|| out_of_range("scoring", n))
}

/// Tax numbers (`TY_TAX_*`).
pub(crate) fn tax_number(t: Tax) -> u32 {
    match t {
        Tax::None => TY_TAX_NONE,
        Tax::Seki => TY_TAX_SEKI,
        Tax::All => TY_TAX_ALL,
    }
}

/// A tax from its number.
pub(crate) fn tax_of(n: u32) -> Result<Tax, Fail> {
    Tax::ALL
        .into_iter()
        .find(|&t| tax_number(t) == n)
        .ok_or_else(|| out_of_range("tax", n))
}

/// A boolean choice from 0 or 1 (anything else is out of range).
pub(crate) fn flag_of(what: &str, n: u32) -> Result<bool, Fail> {
    match n {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(out_of_range(what, n)),
    }
}

/// The number of a chain status (`TY_CHAIN_STATUS_*`).
pub(crate) fn chain_status_number(s: ChainStatus) -> u8 {
    match s {
        ChainStatus::Alive => TY_CHAIN_STATUS_ALIVE,
        ChainStatus::Dead => TY_CHAIN_STATUS_DEAD,
        ChainStatus::Seki => TY_CHAIN_STATUS_SEKI,
        ChainStatus::Unsettled => TY_CHAIN_STATUS_UNSETTLED,
        ChainStatus::Ko => TY_CHAIN_STATUS_KO,
    }
}

/// The state number and the loser's colour number (`TY_COLOR_NONE` if none).
pub(crate) fn state_numbers(state: GameState) -> (u32, u32) {
    match state {
        GameState::Ongoing => (TY_STATE_ONGOING, TY_COLOR_NONE),
        GameState::Ended(reason) => match reason {
            EndReason::TwoPasses => (TY_STATE_TWO_PASSES, TY_COLOR_NONE),
            EndReason::Agreement => (TY_STATE_AGREEMENT, TY_COLOR_NONE),
            EndReason::Resignation { loser } => (TY_STATE_RESIGNATION, color_number(loser)),
            EndReason::Time { loser } => (TY_STATE_TIME, color_number(loser)),
            EndReason::Forfeit { loser } => (TY_STATE_FORFEIT, color_number(loser)),
            EndReason::NoResult => (TY_STATE_NO_RESULT, TY_COLOR_NONE),
        },
    }
}

/// A result as text in format `format` (`TY_FORMAT_*`).
pub(crate) fn result_text(result: &GameResult, format: u32) -> Result<String, Fail> {
    match format {
        TY_FORMAT_SGF => Ok(result.to_sgf()),
        TY_FORMAT_ENGLISH => Ok(result.english()),
        TY_FORMAT_CHINESE => Ok(result.chinese()),
        _ => Err(out_of_range("result format", format)),
    }
}

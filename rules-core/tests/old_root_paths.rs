//! The crate root's old paths (issue 29): every item moved off the visible
//! root is still reachable there, hidden from the docs, for one release, and
//! is the very item of its new home (the same type, function or value), so
//! code written against the old root keeps compiling and meaning the same.
//! Removing one of these re-exports before the release that drops them
//! fails this test.

use std::any::TypeId;

/// The type of a value: two paths name the same function when their
/// function items have one type.
fn type_of<T: 'static>(_: T) -> TypeId {
    TypeId::of::<T>()
}

/// Asserts that each old path names what its new home names.
macro_rules! same {
    (types: $($old:ty => $new:ty),* $(,)?) => {
        $(assert_eq!(TypeId::of::<$old>(), TypeId::of::<$new>(), stringify!($old));)*
    };
    (functions: $($old:expr => $new:expr),* $(,)?) => {
        $(assert_eq!(type_of($old), type_of($new), stringify!($old));)*
    };
    (values: $($old:expr => $new:expr),* $(,)?) => {
        $(assert_eq!($old, $new, stringify!($old));)*
    };
}

#[test]
fn old_root_types_are_the_new_homes_types() {
    same! { types:
        tianyuan::PassAlive => tianyuan::sized::PassAlive,
        tianyuan::PassAliveOf<6> => tianyuan::sized::PassAliveOf<6>,
        tianyuan::BigBitboard => tianyuan::sized::BigBitboard,
        tianyuan::Bitboard => tianyuan::sized::Bitboard,
        tianyuan::BitboardOf<6> => tianyuan::sized::BitboardOf<6>,
        tianyuan::Bits => tianyuan::sized::Bits,
        tianyuan::BitsOf<6> => tianyuan::sized::BitsOf<6>,
        tianyuan::TinyBitboard => tianyuan::sized::TinyBitboard,
        tianyuan::BigBoard => tianyuan::sized::BigBoard,
        tianyuan::Board => tianyuan::sized::Board,
        tianyuan::BoardOf<6> => tianyuan::sized::BoardOf<6>,
        tianyuan::Placement => tianyuan::sized::Placement,
        tianyuan::Announcement => tianyuan::clock::Announcement,
        tianyuan::AnnouncementKind => tianyuan::clock::AnnouncementKind,
        tianyuan::ClockEvent => tianyuan::clock::ClockEvent,
        tianyuan::TimeLeft => tianyuan::clock::TimeLeft,
        tianyuan::EpisodeEnd => tianyuan::sized::EpisodeEnd,
        tianyuan::EpisodeStep => tianyuan::sized::EpisodeStep,
        tianyuan::EpisodeStepOf<6> => tianyuan::sized::EpisodeStepOf<6>,
        tianyuan::BigGame => tianyuan::sized::BigGame,
        tianyuan::EstimatedScore => tianyuan::sized::EstimatedScore,
        tianyuan::EstimatedScoreOf<6> => tianyuan::sized::EstimatedScoreOf<6>,
        tianyuan::Game => tianyuan::sized::Game,
        tianyuan::GameOf<6> => tianyuan::sized::GameOf<6>,
        tianyuan::Counted => tianyuan::sized::Counted,
        tianyuan::CountedOf<6> => tianyuan::sized::CountedOf<6>,
        tianyuan::GameParts => tianyuan::sized::GameParts,
        tianyuan::GamePartsOf<6> => tianyuan::sized::GamePartsOf<6>,
        tianyuan::IncrementalMask => tianyuan::sized::IncrementalMask,
        tianyuan::IncrementalMaskOf<6> => tianyuan::sized::IncrementalMaskOf<6>,
        tianyuan::ChainJudgement => tianyuan::sized::ChainJudgement,
        tianyuan::ChainJudgementOf<6> => tianyuan::sized::ChainJudgementOf<6>,
        tianyuan::LifeEstimate => tianyuan::sized::LifeEstimate,
        tianyuan::LifeEstimateOf<6> => tianyuan::sized::LifeEstimateOf<6>,
        tianyuan::LocalVerdict => tianyuan::sized::LocalVerdict,
        tianyuan::LocalVerdictOf<6> => tianyuan::sized::LocalVerdictOf<6>,
        tianyuan::PackedPlane => tianyuan::planes::PackedPlane,
        tianyuan::RecentBoards => tianyuan::planes::RecentBoards,
        tianyuan::BigPosition => tianyuan::sized::BigPosition,
        tianyuan::MoveOutcome => tianyuan::sized::MoveOutcome,
        tianyuan::MoveOutcomeOf<6> => tianyuan::sized::MoveOutcomeOf<6>,
        tianyuan::Position => tianyuan::sized::Position,
        tianyuan::PositionOf<6> => tianyuan::sized::PositionOf<6>,
        tianyuan::Referee => tianyuan::referee::Referee,
        tianyuan::RefereeOf<6> => tianyuan::referee::RefereeOf<6>,
        tianyuan::Edition => tianyuan::rules::Edition,
        tianyuan::PointStatus => tianyuan::scoring::PointStatus,
        tianyuan::TerritoryMap => tianyuan::sized::TerritoryMap,
        tianyuan::TerritoryMapOf<6> => tianyuan::sized::TerritoryMapOf<6>,
        tianyuan::StoneStyle => tianyuan::svg::StoneStyle,
        tianyuan::SvgError => tianyuan::svg::SvgError,
        tianyuan::SvgOptions<'static, 6> => tianyuan::svg::SvgOptions<'static, 6>,
        tianyuan::CountMap => tianyuan::sized::CountMap,
        tianyuan::CountMapOf<6> => tianyuan::sized::CountMapOf<6>,
        tianyuan::AnyBoard => tianyuan::any::AnyBoard,
        tianyuan::AnyChainJudgement => tianyuan::any::AnyChainJudgement,
        tianyuan::AnyCountMap => tianyuan::any::AnyCountMap,
        tianyuan::AnyCounted => tianyuan::any::AnyCounted,
        tianyuan::AnyEstimatedScore => tianyuan::any::AnyEstimatedScore,
        tianyuan::AnyReplayCount => tianyuan::any::AnyReplayCount,
        tianyuan::InvariantError => tianyuan::sized::InvariantError,
        tianyuan::Clock => tianyuan::clock::Clock,
        tianyuan::ClockError => tianyuan::clock::ClockError,
        tianyuan::TimeControl => tianyuan::clock::TimeControl,
        tianyuan::HandicapError => tianyuan::handicap::HandicapError,
        tianyuan::RefereeError => tianyuan::referee::RefereeError,
        tianyuan::RefereeOptions => tianyuan::referee::RefereeOptions,
        tianyuan::Ruling => tianyuan::referee::Ruling,
        tianyuan::ResultParseErrorKind => tianyuan::result::ResultParseErrorKind,
        tianyuan::CycleRule => tianyuan::rules::CycleRule,
        tianyuan::DeadStones => tianyuan::rules::DeadStones,
        tianyuan::Ending => tianyuan::rules::Ending,
        tianyuan::HandicapCompensation => tianyuan::rules::HandicapCompensation,
        tianyuan::KoRule => tianyuan::rules::KoRule,
        tianyuan::Scoring => tianyuan::rules::Scoring,
        tianyuan::SuicideRule => tianyuan::rules::SuicideRule,
        tianyuan::Tax => tianyuan::rules::Tax,
        tianyuan::ScoreErrorKind => tianyuan::scoring::ScoreErrorKind,
        tianyuan::SplitMix64 => tianyuan::splitmix::SplitMix64,
        tianyuan::CountExtras => tianyuan::territory::CountExtras,
        tianyuan::CountPoint => tianyuan::territory::CountPoint,
    }
}

#[test]
fn old_root_functions_are_the_new_homes_functions() {
    same! { functions:
        tianyuan::pass_alive::<6> => tianyuan::sized::pass_alive::<6>,
        tianyuan::pass_alive_territory_dead::<6> => tianyuan::sized::pass_alive_territory_dead::<6>,
        tianyuan::estimate_life::<6> => tianyuan::sized::estimate_life::<6>,
        tianyuan::solve_local::<6> => tianyuan::sized::solve_local::<6>,
        tianyuan::light_playout::<6> => tianyuan::sized::light_playout::<6>,
        tianyuan::play_random_move::<6> => tianyuan::sized::play_random_move::<6>,
        tianyuan::area_score::<6> => tianyuan::sized::area_score::<6>,
        tianyuan::area_score_points::<6> => tianyuan::sized::area_score_points::<6>,
        tianyuan::territory_map::<6> => tianyuan::sized::territory_map::<6>,
        tianyuan::tromp_taylor_score::<6> => tianyuan::sized::tromp_taylor_score::<6>,
        tianyuan::board_svg::<6> => tianyuan::svg::board_svg::<6>,
        tianyuan::count::<6> => tianyuan::sized::count::<6>,
        tianyuan::count_from_map::<6> => tianyuan::sized::count_from_map::<6>,
        tianyuan::count_map::<6> => tianyuan::sized::count_map::<6>,
        tianyuan::words_for => tianyuan::any::words_for,
        tianyuan::fixed_handicap => tianyuan::handicap::fixed_handicap,
        tianyuan::max_fixed_handicap => tianyuan::handicap::max_fixed_handicap,
        tianyuan::parse_sgf_point => tianyuan::point::parse_sgf_point,
        tianyuan::count_result_chinese => tianyuan::territory::count_result_chinese,
        tianyuan::count_result_english => tianyuan::territory::count_result_english,
    }
}

#[test]
fn old_root_constants_have_the_new_homes_values() {
    same! { values:
        tianyuan::BIG_WORDS => tianyuan::sized::BIG_WORDS,
        tianyuan::TINY_WORDS => tianyuan::sized::TINY_WORDS,
        tianyuan::WORDS => tianyuan::sized::WORDS,
        tianyuan::REBUILD_AFTER => tianyuan::sized::REBUILD_AFTER,
        tianyuan::MAX_EYE_SPACE => tianyuan::life::MAX_EYE_SPACE,
        tianyuan::MAX_OUTSIDE_LIBERTIES => tianyuan::life::MAX_OUTSIDE_LIBERTIES,
        tianyuan::MAX_PLAYOUTS => tianyuan::life::MAX_PLAYOUTS,
        tianyuan::MAX_REGION_POINTS => tianyuan::life::MAX_REGION_POINTS,
        tianyuan::NODE_BUDGET => tianyuan::life::NODE_BUDGET,
        tianyuan::SETTLED_OWNERSHIP => tianyuan::life::SETTLED_OWNERSHIP,
        tianyuan::BOARD_BITS => tianyuan::point::BOARD_BITS,
        tianyuan::MAX_SIDE => tianyuan::point::MAX_SIDE,
        tianyuan::MIN_SIDE => tianyuan::point::MIN_SIDE,
        tianyuan::ACCEPTED_NAMES => tianyuan::rules::ACCEPTED_NAMES,
    }
}

//! Which article governs what, per edition. Numbers follow the texts in
//! `seeds/`: 1988 (`000_*`, `003_*`, chapter 3 裁判法, art. 17–25) and 2002
//! (`004_*` second half and `002_*`, chapter 3 裁判法则, art. 17–24).

use crate::rules::Edition;

/// A situation the referee rules on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Topic {
    /// Alternate moves, one stone at a time (1988 art. 2.1; 2002 art. 2.3).
    Place,
    /// A pass (1988 art. 21.1, 弃权; 2002 art. 2.5, 虚着).
    Pass,
    /// Proposing the end, and play resuming when the opponent plays on (art. 21.1).
    ProposeEnd,
    /// Stones without liberties are removed (art. 4.1).
    Removal,
    /// A forbidden point (art. 19).
    Suicide,
    /// An immediate ko recapture (1988 art. 20.1; 2002 art. 18.3).
    Ko,
    /// A repeating move ruled void (art. 6, the prohibition itself).
    RepetitionVoid,
    /// No result / draw / replay for rare cycles (art. 20.3).
    Cycle,
    /// Two moves in a row (1988 art. 17.1; 2002 art. 17.2).
    MovedTwice,
    /// Taking a move back (1988 art. 17.2; 2002 art. 17.3).
    TakeBack,
    /// Removing stones with liberties (1988 art. 18; 2002 art. 18.1).
    RemovedLive,
    /// Leaving captured stones (1988: art. 4.1 only; 2002 art. 18.2).
    LeftCaptured,
    /// Wrong colours (1988: none, art. 25.1; 2002 art. 17.1).
    WrongColors,
    /// The second warning loses (1988 art. 25.2; 2002 art. 24.2).
    SecondWarning,
    /// Resignation (art. 7.2).
    Resign,
    /// End of play by agreement (art. 7.1).
    AgreedEnd,
    /// End of play by two passes (2002 art. 7.3; 1988 has no such article).
    TwoPasses,
    /// A stone placed after the end of play (1988 art. 7.1; 2002 art. 21.3).
    AfterEnd,
    /// A dispute about life and death (1988 art. 21.3; 2002 art. 21.4).
    Dispute,
    /// The count, contestable points shared as seki (art. 21.2).
    Count,
    /// Timing in general (art. 12).
    Clock,
}

/// The article for `topic` under `edition`, e.g. `"2002 art. 18.3"`.
pub(crate) const fn article(edition: Edition, topic: Topic) -> &'static str {
    let (y1988, y2002) = match topic {
        Topic::Place => ("1988 art. 2.1", "2002 art. 2.3"),
        Topic::Pass => ("1988 art. 21.1", "2002 art. 2.5"),
        Topic::ProposeEnd => ("1988 art. 21.1", "2002 art. 21.1"),
        Topic::Removal => ("1988 art. 4.1", "2002 art. 4.1"),
        Topic::Suicide => ("1988 art. 19", "2002 art. 19"),
        Topic::Ko => ("1988 art. 20.1", "2002 art. 18.3"),
        Topic::RepetitionVoid => ("1988 art. 6", "2002 art. 6"),
        Topic::Cycle => ("1988 art. 20.3", "2002 art. 20.3"),
        Topic::MovedTwice => ("1988 art. 17.1", "2002 art. 17.2"),
        Topic::TakeBack => ("1988 art. 17.2", "2002 art. 17.3"),
        Topic::RemovedLive => ("1988 art. 18", "2002 art. 18.1"),
        Topic::LeftCaptured => ("1988 art. 4.1", "2002 art. 18.2"),
        Topic::WrongColors => ("1988 art. 25.1", "2002 art. 17.1"),
        Topic::SecondWarning => ("1988 art. 25.2", "2002 art. 24.2"),
        Topic::Resign => ("1988 art. 7.2", "2002 art. 7.2"),
        Topic::AgreedEnd => ("1988 art. 7.1", "2002 art. 7.1"),
        Topic::TwoPasses => ("2002 art. 7.3", "2002 art. 7.3"),
        Topic::AfterEnd => ("1988 art. 7.1", "2002 art. 21.3"),
        Topic::Dispute => ("1988 art. 21.3", "2002 art. 21.4"),
        Topic::Count => ("1988 art. 21.2", "2002 art. 21.2"),
        Topic::Clock => ("1988 art. 12", "2002 art. 12"),
    };
    match edition {
        Edition::Y1988 => y1988,
        Edition::Y2002 => y2002,
    }
}

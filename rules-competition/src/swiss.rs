//! Swiss pairing (积分编排制, 1988 art. 27.3; 2002 art. 26.3): players with
//! equal or close scores meet, nobody meets the same opponent twice, colours
//! are balanced.
//!
//! The round is a maximum weight matching on the general graph of allowed
//! pairs (no rematches), computed by the `mwmatching` crate (Van Rantwijk's
//! blossom algorithm); among pairings of the most players it prefers small
//! score differences (score groups first, the fewest and smallest floats), then
//! opposite colour needs.

use super::berger::RoundPairing;
use super::lot::Lot;
use super::{CompetitionError, Tournament};
use tianyuan::Color;

/// The most players one round is paired for (weights must fit an `i32`).
pub const MAX_SWISS: usize = 4096;

/// A player as the Swiss pairing sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SwissPlayer {
    /// The player's index (returned in the pairing).
    pub id: usize,
    /// Game points so far (2 a win).
    pub points: i64,
    /// Indices of the players already met (forfeits included).
    pub opponents: Vec<usize>,
    /// Games played with Black.
    pub blacks: u32,
    /// Games played with White.
    pub whites: u32,
    /// The colour of the last game, if any.
    pub last_color: Option<Color>,
    /// Whether the player already had a bye.
    pub had_bye: bool,
}

impl SwissPlayer {
    /// Blacks minus whites.
    fn balance(&self) -> i64 {
        i64::from(self.blacks) - i64::from(self.whites)
    }

    /// The players still in a Swiss event before `round` (1-based): everyone
    /// not withdrawn before that round (1988 art. 29.3; 2002 art. 28.3: a
    /// withdrawn player is no longer paired), with results of earlier rounds.
    pub fn from_tournament(t: &Tournament, round: u32) -> Vec<SwissPlayer> {
        let mut v: Vec<SwissPlayer> = (0..t.players.len())
            .map(|id| SwissPlayer {
                id,
                ..Default::default()
            })
            .collect();
        let mut games: Vec<_> = t.games.iter().filter(|g| g.round < round).collect();
        games.sort_by_key(|g| g.round);
        for g in games {
            let Some((pb, pw)) = g.result.points() else {
                continue;
            };
            let (b, w) = (g.black, g.white);
            if b >= v.len() || w >= v.len() {
                continue;
            }
            v[b].points += pb;
            v[w].points += pw;
            v[b].opponents.push(w);
            v[w].opponents.push(b);
            if !g.result.is_forfeit() {
                v[b].blacks += 1;
                v[w].whites += 1;
                v[b].last_color = Some(Color::Black);
                v[w].last_color = Some(Color::White);
            }
        }
        for bye in t.byes.iter().filter(|b| b.round < round) {
            if let Some(p) = v.get_mut(bye.player) {
                p.points += super::BYE_POINTS;
                p.had_bye = true;
            }
        }
        v.retain(|p| !matches!(t.withdrawn_before(p.id), Some(wb) if wb <= round));
        v
    }
}

const BASE: i64 = 1 << 24;
const SCORE_WEIGHT: i64 = 64;
const COLOR_WEIGHT: i64 = 16;

/// Pairs one Swiss round. An odd field gives a bye to a low scorer who has not
/// had one. Colours: the player with fewer Blacks than Whites (then the one who
/// had White last) takes Black; otherwise by lot (猜先) from `seed`.
///
/// # Errors
/// [`CompetitionError::TooFewEntrants`] below 2 players,
/// [`CompetitionError::TooManyEntrants`] above [`MAX_SWISS`],
/// [`CompetitionError::SelfPairing`] for a repeated id,
/// [`CompetitionError::NoPairing`] when no pairing without rematches covers
/// every player (but one bye).
pub fn pair_swiss(players: &[SwissPlayer], seed: u64) -> Result<RoundPairing, CompetitionError> {
    let n = players.len();
    if n < 2 {
        return Err(CompetitionError::TooFewEntrants(n));
    }
    if n > MAX_SWISS {
        return Err(CompetitionError::TooManyEntrants(n));
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].iter().any(|q| q.id == p.id) {
            return Err(CompetitionError::SelfPairing(p.id));
        }
    }
    let min_points = players.iter().map(|p| p.points).min().unwrap_or(0);
    // Prefer small score differences: the penalty grows with the square.
    let weight = |d: i64| BASE - d.abs().min(1 << 9).pow(2) * SCORE_WEIGHT;
    let mut edges: Vec<(usize, usize, i32)> = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (&players[i], &players[j]);
            if a.opponents.contains(&b.id) || b.opponents.contains(&a.id) {
                continue;
            }
            let mut w = weight(a.points - b.points);
            let (ba, bb) = (a.balance(), b.balance());
            if ba * bb > 0 {
                w -= COLOR_WEIGHT * ba.abs().min(bb.abs()).min(8);
            } else if a.last_color.is_some() && a.last_color == b.last_color {
                w -= COLOR_WEIGHT / 4;
            }
            edges.push((i, j, clamp(w)));
        }
    }
    let bye_vertex = n;
    if n % 2 == 1 {
        let any_without = players.iter().any(|p| !p.had_bye);
        for (i, p) in players.iter().enumerate() {
            if !any_without || !p.had_bye {
                edges.push((i, bye_vertex, clamp(weight(p.points - min_points))));
            }
        }
    }
    if edges.is_empty() {
        return Err(CompetitionError::NoPairing);
    }
    let vertices = n + n % 2;
    let mut mates = mwmatching::Matching::new(edges).max_cardinality().solve();
    mates.resize(vertices, mwmatching::SENTINEL);
    let mut lot = Lot::new(seed);
    let mut out = RoundPairing::default();
    for i in 0..n {
        let j = mates[i];
        if j == mwmatching::SENTINEL || j >= vertices || mates[j] != i {
            return Err(CompetitionError::NoPairing);
        }
        if j == bye_vertex {
            out.bye = Some(players[i].id);
        } else if i < j {
            out.boards.push(colors(&players[i], &players[j], &mut lot));
        }
    }
    // Boards from the highest scores down.
    let pts = |id: usize| players.iter().find(|p| p.id == id).map_or(0, |p| p.points);
    out.boards
        .sort_by_key(|&(b, w)| std::cmp::Reverse(pts(b).max(pts(w))));
    Ok(out)
}

fn clamp(w: i64) -> i32 {
    w.clamp(1, i64::from(i32::MAX)) as i32
}

/// (Black, White) for a pair.
fn colors(a: &SwissPlayer, b: &SwissPlayer, lot: &mut Lot) -> (usize, usize) {
    let a_black = match a.balance().cmp(&b.balance()) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (a.last_color, b.last_color) {
            (Some(Color::White), Some(Color::Black)) => true,
            (Some(Color::Black), Some(Color::White)) => false,
            _ => lot.nigiri() == Color::Black,
        },
    };
    if a_black {
        (a.id, b.id)
    } else {
        (b.id, a.id)
    }
}

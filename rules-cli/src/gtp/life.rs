//! Dead stones, seki and ownership over GTP: `final_status_list`,
//! `final_score`, `tianyuan-set_dead_stones`, `tianyuan-clear_dead_stones`,
//! `tianyuan-ownership` and `tianyuan-playouts` (see the module docs of
//! [`super`] for what each answers).
//!
//! Which stones count at the end is settled by the rules in force
//! ([`Rules::dead_stones`]): under agreement (1988/2002 art. 8; the Chinese
//! presets, AGA, New Zealand) the players' agreed dead stones when the
//! controller has given them, otherwise the library's estimate
//! ([`Game::estimate_life`], [`Game::score_estimated`]); under Tromp-Taylor
//! none are dead; under KataGo's area rules the stones inside pass-alive
//! territory ([`tianyuan::sized::pass_alive_territory_dead`]).

use tianyuan::any::AnyCountMap;
use tianyuan::life::MAX_PLAYOUTS;
use tianyuan::rules::DeadStones;
use tianyuan::{
    AnyGame, AnyLifeEstimate, BoardSize, ChainStatus, Color, Count, LifeError, LifeOptions, Move,
    Point, Rules,
};

use super::error::{clip, clip_point_error, quote, GtpError, GtpErrorKind};
use super::{parse_u64, vertex, Engine};

/// The stones the count lifts and the chains in seki, whole chains, row by
/// row.
struct Settled {
    dead: Vec<Point>,
    seki: Vec<Point>,
}

fn life_error(e: LifeError) -> GtpError {
    GtpError::with(GtpErrorKind::OutOfRange, e)
}

/// One flag a point of `size` (flat index), set on `points`.
fn point_mask(size: BoardSize, points: &[Point]) -> Vec<bool> {
    let mut mask = vec![false; size.num_points()];
    for &p in points {
        if size.contains(p) {
            mask[size.index(p)] = true;
        }
    }
    mask
}

/// The chains of `game` for which `keep` holds (given the chain's stones),
/// one per line (vertices separated by spaces, row by row from the
/// top-left), in the order of their first stone: GNU Go's
/// `final_status_list` layout.
fn chain_lines(game: &AnyGame, keep: impl Fn(&[Point]) -> bool) -> String {
    let size = game.size();
    let mut seen = vec![false; size.num_points()];
    let mut lines = Vec::new();
    for p in size.points() {
        if game.stone_at(p).is_none() || seen[size.index(p)] {
            continue;
        }
        let chain = game.chain_points(p);
        for &q in &chain {
            seen[size.index(q)] = true;
        }
        if keep(&chain) {
            let vs: Vec<String> = chain.iter().map(|&q| vertex(size, q)).collect();
            lines.push(vs.join(" "));
        }
    }
    lines.join("\n")
}

/// Whether a stone of `chain` is flagged in `mask`.
fn intersects(size: BoardSize, chain: &[Point], mask: &[bool]) -> bool {
    chain.iter().any(|&p| mask[size.index(p)])
}

/// Why the rules in force take no agreed dead stones, or `None` when they
/// settle them by agreement.
fn no_agreement(rules: &Rules) -> Option<String> {
    match rules.dead_stones {
        DeadStones::Agreement => None,
        DeadStones::AllAlive => Some(format!(
            "{} counts every stone on the board as alive ({})",
            rules.name(),
            DeadStones::AllAlive.name()
        )),
        DeadStones::PassAliveTerritory => Some(format!(
            "{} lifts the stones inside pass-alive territory and no others ({})",
            rules.name(),
            DeadStones::PassAliveTerritory.name()
        )),
    }
}

/// Ownership as GoGui's `dboard`: one line per row from the top, `width`
/// numbers in [-1, 1] with two decimals, Black positive.
fn ownership_board(size: BoardSize, estimate: &AnyLifeEstimate) -> String {
    let mut out = String::with_capacity(size.num_points() * 6 + size.height());
    // Row by row from the top: flat index row * width + col (RULES.md §1).
    for row in estimate.ownership().chunks(size.width()) {
        out.push('\n');
        for (col, v) in row.iter().enumerate() {
            // Two decimals; a value that rounds to zero prints `0.00`, not `-0.00`.
            let mut text = format!("{v:.2}");
            if text == "-0.00" {
                text = "0.00".into();
            }
            if col > 0 {
                out.push(' ');
            }
            out.push_str(&text);
        }
    }
    out
}

/// The dead stones the count lifts and the seki chains of `game` (see the
/// module docs): the agreed ones (`agreed`, whole chains) under agreement
/// when given, else the rules' own method.
fn settled(
    game: &AnyGame,
    life: &LifeOptions,
    agreed: Option<&[Point]>,
) -> Result<Settled, GtpError> {
    match (game.rules().dead_stones, agreed) {
        (DeadStones::Agreement, Some(agreed)) => {
            let size = game.size();
            let mut dead = agreed.to_vec();
            dead.sort_by_key(|p| (p.row, p.col));
            dead.dedup();
            let lifted = point_mask(size, &dead);
            let seki = game
                .estimate_life(life)
                .map_err(life_error)?
                .points_with(ChainStatus::Seki)
                .into_iter()
                .filter(|&p| !lifted[size.index(p)])
                .collect();
            Ok(Settled { dead, seki })
        }
        _ => {
            // The rules' own method (the estimate under agreement).
            let size = game.size();
            let counted = game.score_estimated(life).map_err(life_error)?;
            Ok(Settled {
                dead: counted.dead_points(size),
                seki: counted.seki_points(size),
            })
        }
    }
}

/// The count of `game` under its rules (area or territory, tax, button;
/// [`tianyuan::sized::count`]) with the stones [`settled`] gives, and its map.
fn count_now(
    game: &AnyGame,
    life: &LifeOptions,
    agreed: Option<&[Point]>,
) -> Result<(Count, AnyCountMap), GtpError> {
    let s = settled(game, life, agreed)?;
    // The count ignores points with no stone; `count_map` refuses them.
    let stones = |points: Vec<Point>| -> Vec<Point> {
        points
            .into_iter()
            .filter(|&p| game.stone_at(p).is_some())
            .collect()
    };
    let map = game
        .count_map(&stones(s.dead), &stones(s.seki))
        .map_err(|e| GtpError::with(GtpErrorKind::BadVertexList, e))?;
    Ok((map.count(game.rules(), &game.count_extras()), map))
}

/// The points of `points` (each once), GNU Go's way: one line, row by row
/// from the top.
fn point_line(size: BoardSize, mut points: Vec<Point>) -> String {
    points.sort_by_key(|p| (p.row, p.col));
    points.dedup();
    super::join_vertices(size, &points)
}

/// The agreed dead stones of `args` on `game`, whole chains, row by row (see
/// [`Engine::set_dead_stones`]).
fn agreed_chains(game: &AnyGame, args: &[&str]) -> Result<Vec<Point>, GtpError> {
    let size = game.size();
    let mut dead = vec![false; size.num_points()];
    for a in args {
        let p = match size.parse_gtp(a) {
            Ok(Move::Place(p)) => p,
            Ok(Move::Pass) => {
                return Err(GtpError::with(
                    GtpErrorKind::BadVertexList,
                    format!("{} is a pass, not a stone", clip(a)),
                ))
            }
            Err(e) => {
                return Err(GtpError::with(
                    GtpErrorKind::BadVertexList,
                    clip_point_error(e),
                ))
            }
        };
        if game.stone_at(p).is_none() {
            return Err(GtpError::with(
                GtpErrorKind::BadVertexList,
                format!("{} holds no stone", vertex(size, p)),
            ));
        }
        for q in game.chain_points(p) {
            dead[size.index(q)] = true;
        }
    }
    Ok(size.points().filter(|&p| dead[size.index(p)]).collect())
}

impl Engine {
    /// The options of every estimate: the playouts set by `tianyuan-playouts`
    /// (default [`LifeOptions::DEFAULT_PLAYOUTS`]) and the engine's seed
    /// ([`super::GtpConfig::seed`]).
    pub fn life_options(&self) -> LifeOptions {
        self.life
    }

    /// The agreed dead stones given by `tianyuan-set_dead_stones` (whole
    /// chains, top-left first; empty when the players agreed that none are
    /// dead), or `None` when none were given since the last change of
    /// position.
    pub fn agreed_dead_stones(&self) -> Option<&[Point]> {
        self.agreed_dead.as_deref()
    }

    /// Forgets the agreed dead stones (the position or the rules changed).
    pub(super) fn clear_agreed_dead(&mut self) {
        self.agreed_dead = None;
    }

    /// `final_status_list alive|dead|seki|ko|unsettled|black_territory|white_territory|dame`:
    /// chains one per line for the first five (GNU Go's layout; `ko` and
    /// `unsettled` are the estimate's chains of that status, the local
    /// solver's ko or open fights, which the first three lists also hold),
    /// points on one line for the others, as GNU Go answers them: the
    /// territory of the count under the rules in force (seki eyes and false
    /// eyes left out where the rules leave them out), and the neutral points
    /// (dame, seki liberties and points of a boundary still open).
    pub(super) fn final_status_list(&self, args: &[&str]) -> Result<String, GtpError> {
        super::expect_args(args, 1)?;
        let which = args[0].to_ascii_lowercase();
        if which == "ko" || which == "unsettled" {
            let status = if which == "ko" {
                ChainStatus::Ko
            } else {
                ChainStatus::Unsettled
            };
            let size = self.game.size();
            let estimate = self.game.estimate_life(&self.life).map_err(life_error)?;
            let stones = point_mask(size, &estimate.points_with(status));
            return Ok(chain_lines(&self.game, |chain| {
                intersects(size, chain, &stones)
            }));
        }
        let agreed = self.agreed_dead.as_deref();
        match which.as_str() {
            "alive" | "dead" | "seki" => {
                let size = self.game.size();
                let s = settled(&self.game, &self.life, agreed)?;
                let (dead, seki) = (point_mask(size, &s.dead), point_mask(size, &s.seki));
                Ok(chain_lines(&self.game, |chain| {
                    let (d, k) = (intersects(size, chain, &dead), intersects(size, chain, &seki));
                    match which.as_str() {
                        "dead" => d,
                        "seki" => !d && k,
                        _ => !d && !k,
                    }
                }))
            }
            "black_territory" | "white_territory" | "dame" => {
                let (_, map) = count_now(&self.game, &self.life, agreed)?;
                let points = match which.as_str() {
                    "black_territory" => map.territory_points(Color::Black),
                    "white_territory" => map.territory_points(Color::White),
                    _ => [map.dame_points(), map.open_points()].concat(),
                };
                Ok(point_line(self.game.size(), points))
            }
            _ => Err(GtpError::syntax(format!(
                "expected alive, dead, seki, ko, unsettled, black_territory, white_territory or dame, got {}",
                quote(args[0])
            ))),
        }
    }

    /// `final_score`: the count under the rules in force (area or territory
    /// with prisoners, taxes, button; [`tianyuan::sized::count`]) with the agreed
    /// dead stones when given, else the rules' own method or the estimate,
    /// and the estimate's seki.
    pub(super) fn final_score(&self, args: &[&str]) -> Result<String, GtpError> {
        super::expect_args(args, 0)?;
        let agreed = match &self.agreed_dead {
            Some(a) if self.game.rules().dead_stones == DeadStones::Agreement => Some(a.as_slice()),
            _ => None,
        };
        let (count, _) = count_now(&self.game, &self.life, agreed)?;
        Ok(count.result().to_sgf())
    }

    /// `tianyuan-count_map`: GoGui `gfx` of the count under the rules in
    /// force: `BLACK`/`WHITE` territory, `SQUARE` dame, `TRIANGLE` open
    /// points, `CIRCLE` seki eyes, `MARK` false eyes, and a `TEXT` line with
    /// the parts and the result.
    pub(super) fn count_map_gfx(&self, args: &[&str]) -> Result<String, GtpError> {
        super::expect_args(args, 0)?;
        let agreed = self.agreed_dead.as_deref();
        {
            let (c, map) = count_now(&self.game, &self.life, agreed)?;
            let size = self.game.size();
            let mut lines = Vec::new();
            let mut add = |word: &str, set| {
                let points = point_line(size, set);
                if !points.is_empty() {
                    lines.push(format!("{word} {points}"));
                }
            };
            add("BLACK", map.territory_points(Color::Black));
            add("WHITE", map.territory_points(Color::White));
            add("SQUARE", map.dame_points());
            add("TRIANGLE", map.open_points());
            add(
                "CIRCLE",
                [
                    map.seki_eye_points(Color::Black),
                    map.seki_eye_points(Color::White),
                ]
                .concat(),
            );
            add(
                "MARK",
                [
                    map.false_eye_points(Color::Black),
                    map.false_eye_points(Color::White),
                ]
                .concat(),
            );
            let [b, w] = c.prisoners();
            lines.push(format!(
                "TEXT {}: territory B {} W {}, prisoners B {b} W {w}, dame {}, open {}; {}{}",
                c.scoring.name(),
                c.territory[0],
                c.territory[1],
                c.dame,
                c.open_points,
                c.result().to_sgf(),
                if c.is_finished() {
                    ""
                } else {
                    " (not finished)"
                }
            ));
            Ok(lines.join("\n"))
        }
    }

    /// `tianyuan-set_dead_stones VERTEX...`: the agreed dead stones, each
    /// vertex marking its whole chain, replacing any given before; no vertex:
    /// the players agree that no stone is dead. `show` answers the dead
    /// stones in force (agreed, else the rules' or the estimate's) on one
    /// line, as GoGui's `eplist` asks. Errors, changing nothing: `bad vertex
    /// list` for a pass, a vertex off the board or malformed, or one with no
    /// stone; [`GtpErrorKind::NoAgreement`] under rules that settle dead
    /// stones without agreement.
    pub(super) fn set_dead_stones(&mut self, args: &[&str]) -> Result<String, GtpError> {
        if let [word] = args {
            if word.eq_ignore_ascii_case("show") {
                let agreed = self.agreed_dead.as_deref();
                let points = settled(&self.game, &self.life, agreed)?.dead;
                return Ok(super::join_vertices(self.game.size(), &points));
            }
        }
        if let Some(why) = no_agreement(self.game.rules()) {
            return Err(GtpError::with(GtpErrorKind::NoAgreement, why));
        }
        let dead = agreed_chains(&self.game, args)?;
        self.agreed_dead = Some(dead);
        Ok(String::new())
    }

    /// `tianyuan-vital_points`: the vital points of the shapes the local
    /// life-and-death solver found dead or killable, and the ko points of
    /// its ko verdicts ([`tianyuan::sized::ChainJudgement::vital`], `ko`), each
    /// once, row by row from the top-left, on one line (GoGui's `plist`).
    pub(super) fn vital_points(&self, args: &[&str]) -> Result<String, GtpError> {
        super::expect_args(args, 0)?;
        let points = self
            .game
            .estimate_life(&self.life)
            .map_err(life_error)?
            .vital_points();
        Ok(super::join_vertices(self.game.size(), &points))
    }

    /// `tianyuan-playouts [N]`: without N, the playout count of every
    /// estimate; with N (1 to [`MAX_PLAYOUTS`]), sets it. Errors: `syntax
    /// error` for a missing or malformed number, [`GtpErrorKind::OutOfRange`]
    /// for 0 or more than [`MAX_PLAYOUTS`].
    pub(super) fn playouts(&mut self, args: &[&str]) -> Result<String, GtpError> {
        match args {
            [] => Ok(self.life.playouts.to_string()),
            [n] => {
                let requested = parse_u64(n)?;
                let playouts = u32::try_from(requested)
                    .ok()
                    .filter(|&p| (1..=MAX_PLAYOUTS).contains(&p))
                    .ok_or(LifeError::PlayoutsOutOfRange {
                        requested,
                        max: MAX_PLAYOUTS,
                    })
                    .map_err(life_error)?;
                self.life.playouts = playouts;
                Ok(String::new())
            }
            _ => Err(GtpError::syntax("expected [PLAYOUTS]")),
        }
    }

    /// `tianyuan-ownership`: the estimate's ownership (see [`ownership_board`]).
    pub(super) fn ownership(&self, args: &[&str]) -> Result<String, GtpError> {
        super::expect_args(args, 0)?;
        let estimate = self.game.estimate_life(&self.life).map_err(life_error)?;
        Ok(ownership_board(self.game.size(), &estimate))
    }
}

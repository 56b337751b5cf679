//! The games of a batch held in the instantiation of their word count
//! ([`Envs`], [`with_envs!`]), and the per-word-count helpers of the batch
//! calls: the first illegal action, restoring pickled games.

use super::*;

/// The games of a batch, all in the fewest bitboard words that hold its size
/// (chosen once, by `VecGame(...)`, as [`AnyGame`] chooses): three words for
/// every size up to 13×13, six for the others up to 19×19 (and rectangles
/// such as 25×14), eleven for the others up to 25×25. Each batch call matches
/// once and runs code compiled for that word count.
pub(super) enum Envs {
    Tiny(Vec<Env<TINY_WORDS>>),
    Small(Vec<Env<WORDS>>),
    Big(Vec<Env<BIG_WORDS>>),
}

/// `with_envs!(envs, e => body)`: `body` with `e` bound to the games held by
/// an [`Envs`] (`&Envs` or `&mut Envs`), compiled once per word count.
macro_rules! with_envs {
    ($envs:expr, $e:ident => $body:expr) => {
        match $envs {
            Envs::Tiny($e) => $body,
            Envs::Small($e) => $body,
            Envs::Big($e) => $body,
        }
    };
}

impl Envs {
    /// `n` new games of `size` (which must fit in eleven words), on the
    /// fewest of three, six or eleven words that hold it, game `i`'s
    /// random stream seeded `game_seed(seed, i)`.
    pub(super) fn new(size: BoardSize, rules: Rules, seed: u64, n: usize) -> Envs {
        match tianyuan::any::words_for(size) {
            TINY_WORDS => Envs::Tiny(
                (0..n)
                    .map(|i| Env::new(size, rules, game_seed(seed, i)))
                    .collect(),
            ),
            WORDS => Envs::Small(
                (0..n)
                    .map(|i| Env::new(size, rules, game_seed(seed, i)))
                    .collect(),
            ),
            _ => Envs::Big(
                (0..n)
                    .map(|i| Env::new(size, rules, game_seed(seed, i)))
                    .collect(),
            ),
        }
    }

    pub(super) fn len(&self) -> usize {
        with_envs!(self, e => e.len())
    }

    /// The rules' name (every game has the same rules).
    pub(super) fn rules_name(&self) -> &'static str {
        with_envs!(self, e => e[0].game.rules().name())
    }
}

/// The first game whose action is illegal (under `illegal="raise"`), with
/// why; a game that restarts on this step (`ignored`: `"next_step"`) ignores
/// its action.
pub(super) fn first_illegal<const W: usize>(
    envs: &[Env<W>],
    acts: &[i64],
    size: BoardSize,
    ignored: bool,
) -> Option<(usize, IllegalMove)> {
    let mv_of = |a: i64| size.move_of_action(a as usize).unwrap_or(Move::Pass);
    // The legal mask of every game is current (`write_legal` ran after
    // its last change), so checking an action is a bit test; the core
    // is asked why only for the first illegal one.
    let first = envs.iter().zip(acts).position(|(env, &a)| {
        if env.finished {
            return !ignored;
        }
        match mv_of(a) {
            Move::Pass => false,
            Move::Place(p) => !env.legal.contains(size.bit(p)),
        }
    })?;
    let (env, a) = (&envs[first], acts[first]);
    let reason = if env.finished {
        IllegalMove::GameOver
    } else {
        env.game
            .check(mv_of(a))
            .err()
            .unwrap_or(IllegalMove::GameOver)
    };
    Some((first, reason))
}

/// Puts the pickled games back into `envs` (one each, same order), taking
/// each game's `W`-word instantiation with `take`. Errors: `ValueError` for a
/// game of another size.
pub(super) fn restore_envs<const W: usize>(
    envs: &mut [Env<W>],
    pickled: Vec<(AnyGame, bool, u8, f32, u64)>,
    size: BoardSize,
    take: impl Fn(AnyGame) -> Option<GameOf<W>>,
) -> PyResult<()> {
    for (env, (game, finished, end, margin, rng)) in envs.iter_mut().zip(pickled) {
        let game = take(game)
            .filter(|g| g.size() == size)
            .ok_or_else(|| PyValueError::new_err("a game of a VecGame state has another size"))?;
        env.history = RecentBoards::of_position(game.position());
        env.game = game;
        env.finished = finished;
        env.end = match end {
            0 => EpisodeEnd::Playing,
            1 => EpisodeEnd::Terminated,
            _ => EpisodeEnd::Truncated,
        };
        env.final_margin = margin;
        env.rng = SplitMix64(rng);
    }
    Ok(())
}

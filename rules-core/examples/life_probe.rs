use std::time::Instant;
use tianyuan::replay::{re_margin_half_points, replay, ReplayMode, ReplayOptions};
use tianyuan::*;
fn walk(p: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    if p.is_dir() {
        let mut v: Vec<_> = std::fs::read_dir(p)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        v.sort();
        for q in v {
            walk(&q, out);
        }
    } else if p
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf") || e.eq_ignore_ascii_case("sgfs"))
    {
        out.push(p.to_path_buf());
    }
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let playouts: u32 = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(256);
    let mut files = Vec::new();
    walk(std::path::Path::new(&args[1]), &mut files);
    let (mut n, mut tt_w, mut tt_m, mut es_w, mut es_m) = (0, 0, 0, 0, 0);
    let mut t = 0.0;
    let verbose = std::env::var("V").is_ok();
    let mut stats: std::collections::BTreeMap<String, [u32; 7]> = Default::default();
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let Ok(coll) = sgf::parse(&bytes) else {
            continue;
        };
        for rec in coll.games() {
            let Some(re) = rec.info().result.as_ref() else {
                continue;
            };
            let Some(re_m) = re_margin_half_points(re) else {
                continue;
            };
            let Ok(r) = replay(
                rec,
                &ReplayOptions {
                    rules: None,
                    mode: ReplayMode::Tolerant,
                },
            ) else {
                continue;
            };
            if !r.area_scoring {
                continue;
            }
            let g = &r.game;
            let h = g.handicap();
            let komi = r.rules.komi;
            let t0 = Instant::now();
            let est =
                estimate_life(g.board(), g.to_move(), &LifeOptions { playouts, seed: 1 }).unwrap();
            t += t0.elapsed().as_secs_f64();
            let m = |dead: &Bitboard, c: HandicapCompensation| {
                area_score_points(
                    g.board(),
                    &dead.points(g.size()).collect::<Vec<_>>(),
                    komi,
                    c.points(h),
                    [0, 0],
                )
                .unwrap()
                .margin_half_points()
            };
            let best = |dead: &Bitboard| {
                let mut ms: Vec<i32> = HandicapCompensation::ALL
                    .iter()
                    .map(|&c| m(dead, c))
                    .collect();
                ms.sort_by_key(|x| (x - re_m).abs());
                ms[0]
            };
            let tt = best(&Bitboard::EMPTY);
            let es = best(
                &g.score_estimated(&LifeOptions { playouts, seed: 1 })
                    .unwrap()
                    .dead,
            );
            let bn = best(&pass_alive(g.board()).dead_stones(g.board()));
            let ru = rec.info().rules.clone().unwrap_or_default();
            let key = format!(
                "{:<22} {:<34}",
                f.strip_prefix(&args[1])
                    .ok()
                    .and_then(|x| x.iter().next())
                    .map(|x| x.to_string_lossy().to_string())
                    .unwrap_or_default(),
                ru
            );
            let e = stats.entry(key).or_insert([0u32; 7]);
            e[0] += 1;
            if tt.signum() == re_m.signum() {
                e[1] += 1;
            }
            if tt == re_m {
                e[2] += 1;
            }
            if es.signum() == re_m.signum() {
                e[3] += 1;
            }
            if es == re_m {
                e[4] += 1;
            }
            if bn.signum() == re_m.signum() {
                e[5] += 1;
            }
            if bn == re_m {
                e[6] += 1;
            }
            n += 1;
            if tt.signum() == re_m.signum() {
                tt_w += 1;
            }
            if tt == re_m {
                tt_m += 1;
            }
            if es.signum() == re_m.signum() {
                es_w += 1;
            }
            if std::env::var("SHOW").is_ok() {
                println!("{}", territory_map(g.board(), &est.dead_stones()));
                for c in est.chains() {
                    if c.status != ChainStatus::Alive || c.ownership < 0.9 {
                        println!(
                            "{:?} {:?} {:.2} {:?}",
                            c.color,
                            c.status,
                            c.ownership,
                            c.stones
                                .points(g.size())
                                .map(|p| g.size().to_gtp(Move::Place(p)))
                                .collect::<Vec<_>>()
                        );
                    }
                }
                println!("to move {:?}", g.to_move());
            }
            if es == re_m {
                es_m += 1;
            } else if verbose {
                println!(
                    "{} re {} est {} tt {} dead {} unsettled {} conf {:.2}",
                    f.display(),
                    re_m as f32 / 2.0,
                    es as f32 / 2.0,
                    tt as f32 / 2.0,
                    est.dead_stones().count(),
                    est.has_unsettled(),
                    est.confidence()
                );
            }
        }
    }
    println!(
        "{:<57} n  | TT win/exact | est win/exact | benson win/exact",
        "folder rules"
    );
    for (k, e) in &stats {
        println!(
            "{k} {:>3} | {:>3} {:>3} | {:>3} {:>3} | {:>3} {:>3}",
            e[0], e[1], e[2], e[3], e[4], e[5], e[6]
        );
    }
    println!("games {n}: TT winner {tt_w} margin {tt_m}; estimate winner {es_w} margin {es_m}; {:.2} ms/estimate", t * 1000.0 / n as f64);
}

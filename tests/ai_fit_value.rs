//! Fits the expert's value model (`assets/games/royal-casino/expert_value.json`) on self-play: least squares for the
//! round-feature weights, then likelihood for the win-curve calibration. Ignored in normal runs;
//! `scripts/fit_expert_value.sh` runs it in release and rewrites the file.
//!
//! FIT_GAMES (default 6000; seat counts 2, 2, 2, 3, 4, 4, 5, 6 in turn), FIT_POLICY (`expectimax`, or `expert` to
//! refit on the current expert's own play), FIT_SEED.

use dicehall::engine::Policy;
use dicehall::engine::dice::{derive_seed, seeded};
use dicehall::engine::playout::{DiceStream, play_out};
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::games::royal_casino::ai::by_name;
use dicehall::games::royal_casino::ai::rowodds::RowOdds;
use dicehall::games::royal_casino::ai::value::{Features, PHI, WinModel};
use dicehall::games::royal_casino::rules::{Event, GameState, Setup, shuffled_standard_faces};
use nalgebra::{DMatrix, DVector};

/// One turn end: the features for the seat that ended it, the points it made on the others' mean
/// from there to the round's end, and the final win shares.
struct Sample {
    f: Features,
    gain: f64,
    share: Vec<f64>,
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|g| g.parse().ok()).unwrap_or(default)
}

fn relative(points: &[u32], me: usize) -> f64 {
    let others: f64 = points.iter().enumerate().filter(|&(i, _)| i != me).map(|(_, &p)| f64::from(p)).sum();
    f64::from(points[me]) - others / (points.len() - 1) as f64
}

/// One self-play game: its turn-end samples, and per round the points its starter made on the others.
fn play(g: u64, seed: u64, policy: &str, odds: &mut RowOdds) -> (Vec<Sample>, Vec<(u8, f64)>) {
    let players = [2, 2, 2, 3, 4, 4, 5, 6][(g % 8) as usize];
    let gs = derive_seed(seed, g);
    let mut rng = seeded(gs);
    let faces = shuffled_standard_faces(&mut rng, false);
    let mut s = GameState::new(Setup { players, starter: 0, faces }).unwrap();
    let mut ais: Vec<Box<dyn Policy<RoyalCasino>>> =
        (0..players).map(|i| by_name(policy, derive_seed(gs, i as u64)).unwrap()).collect();
    let (mut done, mut open) = (Vec::new(), Vec::<(Features, f64)>::new());
    let points = |s: &GameState| s.players().iter().map(|p| p.points).collect::<Vec<u32>>();
    let (mut starts, mut start) = (Vec::new(), (0, relative(&points(&s), 0)));
    // The one play-out loop; the dice continue the stream that shuffled the faces.
    play_out::<RoyalCasino>(&mut s, &mut ais, &mut DiceStream::Whole(rng), u32::MAX, false, |step| {
        let (s, events) = (step.state, step.events);
        let round_end = events.iter().any(|e| matches!(e, Event::RoundEnded { .. } | Event::GameOver { .. }));
        if round_end {
            let p = points(s);
            done.extend(open.drain(..).map(|(f, start)| (f, relative(&p, f.me as usize) - start)));
            starts.push((players as u8, relative(&p, start.0) - start.1));
            start = (s.current(), relative(&p, s.current()));
        } else if let Some(me) = events.iter().find_map(|e| match e {
            Event::TurnEnded { player, .. } => Some(player as usize),
            _ => None,
        }) {
            let f = Features::of(s, me, odds);
            open.push((f, relative(&points(s), me)));
        }
    })
    .unwrap();
    let w = s.winners_mask();
    let share: Vec<f64> = (0..players).map(|i| f64::from(w >> i & 1) / f64::from(w.count_ones())).collect();
    (done.into_iter().map(|(f, gain)| Sample { f, gain, share: share.clone() }).collect(), starts)
}

fn log_likelihood(m: &WinModel, data: &[Sample]) -> f64 {
    data.iter()
        .map(|d| {
            let p = m.probs(&d.f);
            d.share.iter().enumerate().map(|(i, w)| w * p[i].max(1e-9).ln()).sum::<f64>()
        })
        .sum()
}

/// Least squares weights of the round features for one seat count; (weights, R², samples).
fn fit_round(data: &[Sample], n: u8) -> ([f64; PHI], f64, usize) {
    let rows: Vec<&Sample> = data.iter().filter(|d| d.f.n == n && d.f.phi[0] == 1.0).collect();
    let x = DMatrix::from_fn(rows.len(), PHI, |r, c| rows[r].f.phi[c]);
    let y = DVector::from_iterator(rows.len(), rows.iter().map(|d| d.gain));
    let w = x.clone().svd(true, true).solve(&y, 1e-9).expect("least squares");
    let resid = &y - &x * &w;
    let mean = y.mean();
    let total: f64 = y.iter().map(|v| (v - mean).powi(2)).sum();
    (std::array::from_fn(|i| w[i]), 1.0 - resid.norm_squared() / total.max(1e-9), rows.len())
}

#[test]
#[ignore = "fits assets/games/royal-casino/expert_value.json; run scripts/fit_expert_value.sh"]
fn fit_expert_value() {
    let (games, seed) = (env("FIT_GAMES", 6000), env("FIT_SEED", 0xF17));
    let policy = std::env::var("FIT_POLICY").unwrap_or_else(|_| "expectimax".into());
    let threads = std::thread::available_parallelism().map_or(1, |p| p.get()) as u64;
    let (data, starts): (Vec<Sample>, Vec<(u8, f64)>) = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let policy = policy.as_str();
                scope.spawn(move || {
                    let mut odds = RowOdds::default();
                    let games = (t..games).step_by(threads as usize).map(|g| play(g, seed, policy, &mut odds));
                    games.collect::<Vec<_>>()
                })
            })
            .collect();
        let all = workers.into_iter().flat_map(|w| w.join().unwrap());
        all.fold((Vec::new(), Vec::new()), |(mut d, mut s), (gd, gs)| {
            d.extend(gd);
            s.extend(gs);
            (d, s)
        })
    });
    // A fixed start, so the fit does not depend on the file it rewrites.
    let mut m = WinModel::PRIOR;
    for n in 2..=6u8 {
        let gains: Vec<f64> = starts.iter().filter(|r| r.0 == n).map(|r| r.1).collect();
        let k = gains.len().max(2) as f64;
        let mean = gains.iter().sum::<f64>() / k;
        let se = (gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (k - 1.0) / k).sqrt();
        eprintln!("{n} seats: {} rounds, the starter makes {mean:.1} ± {se:.1} points on the others", gains.len());
        m.starter[(n - 2) as usize] = mean;
    }
    for n in 2..=6u8 {
        let (w, r2, count) = fit_round(&data, n);
        eprintln!("{n} seats: {count} turn ends, R² {r2:.3}, weights {w:.3?}");
        m.round[(n - 2) as usize] = w;
    }
    let mut best = log_likelihood(&m, &data);
    // The calibration: coordinate search with shrinking multiplicative steps.
    let mut step = 0.5;
    while step > 0.01 {
        let mut improved = false;
        for k in 0..3 {
            for dir in [1.0 + step, 1.0 / (1.0 + step)] {
                let mut t = m;
                let p = [&mut t.sharp, &mut t.rate, &mut t.floor];
                *p[k] *= dir;
                let ll = log_likelihood(&t, &data);
                if ll > best {
                    (best, m, improved) = (ll, t, true);
                }
            }
        }
        if !improved {
            step /= 2.0;
        }
    }
    eprintln!(
        "{} turn ends from {games} {policy} games: mean log-likelihood {:.4}, sharp {:.3}, rate {:.1}, floor {:.3}",
        data.len(),
        best / data.len() as f64,
        m.sharp,
        m.rate,
        m.floor
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games/royal-casino/expert_value.json");
    std::fs::write(path, serde_json::to_string_pretty(&m).unwrap() + "\n").unwrap();
}

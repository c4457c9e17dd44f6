//! Fits the expert's win-chance model (`assets/ai/expert_value.json`) on `expectimax` self-play.
//! Ignored in normal runs; `scripts/fit_expert_value.sh` runs it in release and rewrites the file.

use dicehall::ai::Policy;
use dicehall::ai::expectimax::ExpectimaxAi;
use dicehall::ai::rowodds::RowOdds;
use dicehall::ai::value::{Features, WinModel};
use dicehall::rules::dice::{derive_seed, seeded};
use dicehall::rules::royal_casino::{ActionList, GameState, Phase, Setup, shuffled_standard_faces};

/// Positions at every turn start of self-play games, each with the seats' final win shares.
fn self_play(games: u64, seed: u64) -> Vec<(Features, Vec<f64>)> {
    let mut data = Vec::new();
    let mut odds = RowOdds::default();
    for g in 0..games {
        let players = 2 + (g % 3) as usize;
        let gs = derive_seed(seed, g);
        let mut rng = seeded(gs);
        let faces = shuffled_standard_faces(&mut rng, false);
        let mut s = GameState::new(Setup { players, starter: 0, faces }).unwrap();
        let mut ais: Vec<ExpectimaxAi> =
            (0..players).map(|i| ExpectimaxAi::new(derive_seed(gs, i as u64), 0.0)).collect();
        let (mut legal, mut seen) = (ActionList::default(), Vec::new());
        while !s.is_over() {
            if s.is_chance() {
                s.roll_dice(&mut rng).unwrap();
                continue;
            }
            if s.phase() == Phase::TurnStart {
                seen.push(Features::of(&s, &mut odds));
            }
            s.legal_actions_into(&mut legal);
            let a = ais[s.current()].choose(&s, &legal);
            s.apply(a).unwrap();
        }
        let w = s.winners_mask();
        let share: Vec<f64> = (0..players).map(|i| f64::from(w >> i & 1) / f64::from(w.count_ones())).collect();
        data.extend(seen.into_iter().map(|f| (f, share.clone())));
    }
    data
}

fn log_likelihood(m: &WinModel, data: &[(Features, Vec<f64>)]) -> f64 {
    data.iter()
        .map(|(f, share)| {
            let p = m.probs(f);
            share.iter().enumerate().map(|(i, w)| w * p[i].max(1e-9).ln()).sum::<f64>()
        })
        .sum()
}

#[test]
#[ignore = "fits assets/ai/expert_value.json; run scripts/fit_expert_value.sh"]
fn fit_expert_value() {
    let games = std::env::var("FIT_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(900);
    let data = self_play(games, 0xF17);
    let mut m = WinModel::default();
    let mut best = log_likelihood(&m, &data);
    // Coordinate search with shrinking multiplicative steps.
    let mut step = 0.5;
    while step > 0.01 {
        let mut improved = false;
        // Only the calibration is fitted: keep and threat stay expectimax's points trade-offs.
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
        "{} positions from {games} games: mean log-likelihood {:.4}, {m:?}",
        data.len(),
        best / data.len() as f64
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/ai/expert_value.json");
    std::fs::write(path, serde_json::to_string_pretty(&m).unwrap() + "\n").unwrap();
}

//! Benchmark: full 4-seat games per second on one thread, random and greedy seats, every game of
//! the registry.
//! `cargo bench --no-default-features --bench sim` (add `-- --games N --runs R` to change the size).
//! Reports the median of several runs per game and AI, and the greedy/random ratio, as one JSON object.

use dicehall::registry::{Registered, all};
use dicehall::sim::SimConfig;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 { xs[n / 2] } else { (xs[n / 2 - 1] + xs[n / 2]) / 2.0 }
}

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn bench(game: &Registered, games: u64, runs: u64) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    let mut medians = vec![];
    for ai in ["random", "greedy"] {
        let config = SimConfig { game: game.id, players: 4, ai: ai.into(), games, seed: 1 };
        (game.simulate)(&SimConfig { games: games / 10, ..config.clone() }).expect("warm-up");
        let rates: Vec<f64> = (0..runs)
            .map(|r| {
                let (played, seconds) = (game.simulate)(&SimConfig { seed: r, ..config.clone() }).expect("sim runs");
                played as f64 / seconds
            })
            .collect();
        let m = median(rates.clone());
        medians.push(m);
        eprintln!(
            "{} {ai:>6}: median {m:>9.0} games/s over {runs} runs of {games} (min {:.0}, max {:.0})",
            game.name,
            rates.iter().cloned().fold(f64::INFINITY, f64::min),
            rates.iter().cloned().fold(0.0, f64::max)
        );
        out.insert(ai.into(), serde_json::json!({"median_games_per_sec": m, "runs": rates}));
    }
    out.insert("greedy_over_random".into(), (medians[1] / medians[0]).into());
    serde_json::Value::Object(out)
}

fn main() {
    let (games, runs) = (arg("--games", 20_000), arg("--runs", 7));
    let mut out = serde_json::Map::new();
    for game in all() {
        out.insert(game.name.into(), bench(game, games, runs));
    }
    out.insert("games_per_run".into(), games.into());
    println!("{}", serde_json::Value::Object(out));
}

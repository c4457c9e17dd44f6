//! `dicehall tournament`: headless AI-vs-AI games of any game, seats rotated, dice seeds replayed.
//!
//! Game `g` uses dice seed number `g / n` and seat rotation `g % n` (n = seats): seat `s` is played
//! by entry `(s + rotation) % n` of `--seats`. The setup's chance (face order…) and the dice of turn
//! `t` come from the dice seed alone (never from the AIs), so every rotation of a seed sees the same
//! luck; the AIs get RNGs of their own. A win shared by k winners counts 1/k to each.

use std::time::Instant;

use serde_json::{Value, json};

use crate::engine::dice::derive_seed;
use crate::engine::playout::{DiceStream, play_out};
use crate::engine::policy::{Players, level_names};
use crate::engine::stats::percentile;
pub use crate::engine::stats::wilson;
use crate::engine::{GameId, Policy};
use crate::sim::MAX_ROUNDS_PER_GAME;

/// What to play: the game, one AI name per seat, how many games, the base seed.
#[derive(Clone, Debug)]
pub struct TournamentConfig {
    pub game: GameId,
    pub seats: Vec<String>,
    pub games: u64,
    pub seed: u64,
}

/// One game's outcome for the entries of `--seats` (by entry, not by table position).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameResult {
    /// Win share per entry (1, 1/k for a k-way shared win, or 0).
    pub share: Vec<f64>,
    /// Whether the game ended in a shared win.
    pub tied: bool,
    pub finished: bool,
    /// Milliseconds per decision, per entry.
    pub think_ms: Vec<Vec<f64>>,
    /// The first 64 die values rolled, in order (to check that rotations replay the luck).
    pub first_dice: Vec<u8>,
}

/// The dice seed of game `g` (shared by the `n` rotations of that seed).
pub fn dice_seed(base: u64, g: u64, n: usize) -> u64 {
    derive_seed(base, g / n as u64)
}

/// How a tournament builds an AI: its name and seed in, the player out.
pub type Build<G> = fn(&str, u64) -> Result<Box<dyn Policy<G>>, String>;

/// Play game `g` of the tournament.
pub fn play_game<G: Players>(config: &TournamentConfig, g: u64) -> Result<GameResult, String> {
    play_game_with::<G>(config, g, G::policy)
}

/// Play game `g` of the tournament with the AIs `build` makes.
pub fn play_game_with<G: Players>(config: &TournamentConfig, g: u64, build: Build<G>) -> Result<GameResult, String> {
    let n = config.seats.len();
    let seed = dice_seed(config.seed, g, n);
    let rotation = (g % n as u64) as usize;
    let entry = |seat: usize| (seat + rotation) % n;
    let mut state = G::new(G::setup(n), seed).map_err(|e| e.to_string())?;
    let mut ais: Vec<Box<dyn Policy<G>>> = (0..n)
        .map(|seat| build(&config.seats[entry(seat)], derive_seed(seed ^ 0xA1A1_A1A1, (g << 3) + seat as u64)))
        .collect::<Result<_, _>>()?;
    let mut result = GameResult { share: vec![0.0; n], think_ms: vec![Vec::new(); n], ..GameResult::default() };
    let mut dice = DiceStream::per_turn(seed);
    let outcome =
        play_out::<G>(&mut state, &mut ais, &mut dice, MAX_ROUNDS_PER_GAME, true, |step| match step.decision {
            Some((seat, _)) => result.think_ms[entry(seat)].push(step.think_ms),
            None if result.first_dice.len() < 64 => result.first_dice.extend_from_slice(step.rolled),
            None => {}
        })
        .map_err(|e| format!("game {g}: {e}"))?;
    result.finished = outcome.finished;
    if outcome.finished {
        let winners = G::winners(&state);
        let k = f64::from(winners.count_ones());
        result.tied = k > 1.0;
        for s in 0..n {
            result.share[entry(s)] += f64::from(winners >> s & 1) / k;
        }
    }
    Ok(result)
}

fn stats(wins: f64, ties: u64, games: u64, mut think: Vec<f64>) -> Value {
    think.sort_by(f64::total_cmp);
    json!({
        "wins": wins,
        "win_rate": wins / games.max(1) as f64,
        "ci95": wilson(wins, games as f64),
        "ties": ties,
        "think_ms_p50": percentile(&think, 0.5),
        "think_ms_p99": percentile(&think, 0.99),
        "decisions": think.len(),
    })
}

/// Games played on all cores (`DICEHALL_THREADS` to choose), results in game order.
fn play_all<G: Players>(config: &TournamentConfig, threads: u64, build: Build<G>) -> Vec<Result<GameResult, String>> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..config.games)
                        .step_by(threads as usize)
                        .map(|g| play_game_with::<G>(config, g, build))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        // A worker that panicked reports it in its first game's place (its games are not dropped quietly).
        let mut per: Vec<std::vec::IntoIter<_>> = workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|_| vec![Err("a game stopped on an internal error (above)".into())]))
            .map(Vec::into_iter)
            .collect();
        (0..config.games).filter_map(|g| per[(g % threads) as usize].next()).collect()
    })
}

/// The tournament for game `G`.
pub fn run_game<G: Players>(config: &TournamentConfig) -> Result<Value, String> {
    run_game_with::<G>(config, G::policy)
}

/// Each AI level's wins, ties and think times over the seats it held (said on stderr as it goes).
fn levels_report(
    config: &TournamentConfig,
    wins: &[f64],
    ties: &[u64],
    think: &[Vec<f64>],
) -> serde_json::Map<String, Value> {
    let (n, games) = (config.seats.len(), config.games);
    let mut levels = serde_json::Map::new();
    let mut names: Vec<&String> = config.seats.iter().collect();
    names.sort();
    names.dedup();
    for name in names {
        let idx: Vec<usize> = (0..n).filter(|&e| &config.seats[e] == name).collect();
        let w: f64 = idx.iter().map(|&e| wins[e]).sum();
        let t: u64 = idx.iter().map(|&e| ties[e]).sum();
        let th: Vec<f64> = idx.iter().flat_map(|&e| think[e].iter().copied()).collect();
        let mut v = stats(w, t, games, th);
        v["seats"] = json!(idx.len());
        eprintln!(
            "{name:>12} ({} seat{}): win rate {:.4} [{:.4}, {:.4}], think p50 {:.3} ms, p99 {:.3} ms",
            idx.len(),
            if idx.len() == 1 { "" } else { "s" },
            v["win_rate"].as_f64().unwrap_or(0.0),
            v["ci95"][0].as_f64().unwrap_or(0.0),
            v["ci95"][1].as_f64().unwrap_or(0.0),
            v["think_ms_p50"].as_f64().unwrap_or(0.0),
            v["think_ms_p99"].as_f64().unwrap_or(0.0),
        );
        levels.insert(name.clone(), v);
    }
    levels
}

/// The tournament for game `G` with the AIs `build` makes (measurements of AIs that are not levels).
pub fn run_game_with<G: Players>(config: &TournamentConfig, build: Build<G>) -> Result<Value, String> {
    let n = config.seats.len();
    if !G::SEATS.contains(&n) {
        return Err(format!("a {} tournament needs {} to {} seats, not {n}", G::ID, G::SEATS.start(), G::SEATS.end()));
    }
    if config.games == 0 {
        return Err("--games must be at least 1".into());
    }
    for name in &config.seats {
        build(name, 0).map_err(|e| format!("{e} (levels for {}: {})", G::ID, level_names::<G>()))?;
    }
    let threads = std::env::var("DICEHALL_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |p| p.get()))
        .clamp(1, 64) as u64;
    let start = Instant::now();
    let results = play_all::<G>(config, threads, build);
    let mut wins = vec![0.0; n];
    let mut ties = vec![0u64; n];
    let mut think: Vec<Vec<f64>> = vec![Vec::new(); n];
    let (mut unfinished, mut tied_games) = (0u64, 0u64);
    for r in results {
        let r = r?;
        unfinished += u64::from(!r.finished);
        tied_games += u64::from(r.tied);
        for e in 0..n {
            wins[e] += r.share[e];
            ties[e] += u64::from(r.tied && r.share[e] > 0.0);
            think[e].extend_from_slice(&r.think_ms[e]);
        }
    }
    let games = config.games;
    let levels = levels_report(config, &wins, &ties, &think);
    let per_seat: Vec<Value> = (0..n)
        .map(|e| {
            let mut v = stats(wins[e], ties[e], games, think[e].clone());
            v["ai"] = json!(config.seats[e]);
            v
        })
        .collect();
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{games} games ({} dice seeds × {n} seat rotations), {tied_games} shared wins, {seconds:.1} s",
        games.div_ceil(n as u64)
    );
    Ok(json!({
        "game": G::ID.name(),
        "seats": config.seats,
        "games": games,
        "seed": config.seed,
        "rotations": n,
        "dice_seeds": games.div_ceil(n as u64),
        "ties_count_as": "a win shared by k winners counts 1/k to each; `ties` counts such games",
        "tied_games": tied_games,
        "unfinished": unfinished,
        "seconds": seconds,
        "threads": threads,
        "levels": levels,
        "per_seat": per_seat,
    }))
}

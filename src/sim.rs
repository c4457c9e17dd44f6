//! `dicehall sim`: headless games of any game with every seat the same AI, and the report.

use std::time::Instant;

use serde_json::{Map, Value, json};

use crate::engine::dice::derive_seed;
use crate::engine::playout::{DiceStream, play_out};
use crate::engine::policy::{Players, level_names};
use crate::engine::{GameId, Policy};

/// A game that has not ended after this many rounds is abandoned (only user content can cause it).
pub const MAX_ROUNDS_PER_GAME: u32 = 10_000;

/// A game's own section of the sim report (per-board balance, say).
pub trait SimSection: Players {
    type Tally: Default;
    /// A game starts.
    fn begin(tally: &mut Self::Tally, state: &Self::State);
    /// A step was applied; `state` is the state after it.
    fn observe(tally: &mut Self::Tally, state: &Self::State, events: &Self::Events);
    /// The keys this game adds to the report.
    fn section(tally: &Self::Tally) -> Map<String, Value>;
}

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub game: GameId,
    pub players: usize,
    pub ai: String,
    pub games: u64,
    pub seed: u64,
}

/// The generic totals of a simulation.
#[derive(Clone, Debug, Default)]
pub struct SimTotals {
    pub games: u64,
    pub seconds: f64,
    pub rounds: u64,
    pub turns: u64,
    pub actions: u64,
    pub unfinished: u64,
    /// Wins per seat (a shared win counts one to each winner).
    pub wins: Vec<u64>,
}

/// Run `config.games` games of `G`. Game `g` uses seed `derive_seed(seed, g)`, so any game can be
/// replayed; returns the generic totals and the game's tally.
pub fn simulate<G: SimSection>(config: &SimConfig) -> Result<(SimTotals, G::Tally), String> {
    if !G::SEATS.contains(&config.players) {
        return Err(format!(
            "{} is for {} to {} players, not {}",
            G::ID,
            G::SEATS.start(),
            G::SEATS.end(),
            config.players
        ));
    }
    G::policy(&config.ai, 0).map_err(|e| format!("{e} (levels for {}: {})", G::ID, level_names::<G>()))?;
    let mut totals = SimTotals { wins: vec![0; config.players], ..SimTotals::default() };
    let mut tally = G::Tally::default();
    let start = Instant::now();
    for g in 0..config.games {
        let game_seed = derive_seed(config.seed, g);
        let mut state = G::new(G::setup(config.players), game_seed).map_err(|e| e.to_string())?;
        let mut seats: Vec<Box<dyn Policy<G>>> = (0..config.players)
            .map(|s| G::policy(&config.ai, derive_seed(game_seed, 1 + s as u64)))
            .collect::<Result<_, _>>()?;
        G::begin(&mut tally, &state);
        let mut dice = DiceStream::whole(derive_seed(game_seed, 0xD1CE));
        let outcome = play_out::<G>(&mut state, &mut seats, &mut dice, MAX_ROUNDS_PER_GAME, false, |step| {
            G::observe(&mut tally, step.state, step.events);
            for e in step.events.iter() {
                totals.turns += u64::from(G::ends_turn(e));
                totals.rounds += u64::from(G::ends_round(e));
            }
        })
        .map_err(|e| format!("game {g}: {e}"))?;
        totals.actions += outcome.decisions;
        if outcome.finished {
            let winners = G::winners(&state);
            for (s, w) in totals.wins.iter_mut().enumerate() {
                *w += u64::from(winners >> s & 1);
            }
        } else {
            totals.unfinished += 1;
        }
        totals.games += 1;
    }
    totals.seconds = start.elapsed().as_secs_f64();
    Ok((totals, tally))
}

/// The JSON object `dicehall sim` prints (specs/cli.md): the generic keys, then the game's section.
pub fn report<G: SimSection>(config: &SimConfig, totals: &SimTotals, tally: &G::Tally) -> Value {
    let per = |x: u64, n: u64| if n == 0 { 0.0 } else { x as f64 / n as f64 };
    let mut v = json!({
        "game": G::ID.name(),
        "players": config.players,
        "ai": config.ai,
        "seed": config.seed,
        "games": totals.games,
        "seconds": totals.seconds,
        "games_per_sec": totals.games as f64 / totals.seconds.max(1e-9),
        "mean_rounds": per(totals.rounds, totals.games),
        "mean_turns": per(totals.turns, totals.games),
        "mean_actions": per(totals.actions, totals.games),
        "unfinished": totals.unfinished,
        "wins": totals.wins,
    });
    if let Value::Object(m) = &mut v {
        m.extend(G::section(tally));
    }
    v
}

/// Simulate and report for game `G`, with the one-line summary on stderr.
pub fn run_game<G: SimSection>(config: &SimConfig) -> Result<Value, String> {
    let (totals, tally) = simulate::<G>(config)?;
    eprintln!(
        "{} games of {} {}-seat {}: {:.0} games/s, {:.2} rounds and {:.1} turns per game",
        totals.games,
        G::ID,
        config.players,
        config.ai,
        totals.games as f64 / totals.seconds.max(1e-9),
        totals.rounds as f64 / totals.games.max(1) as f64,
        totals.turns as f64 / totals.games.max(1) as f64,
    );
    Ok(report::<G>(config, &totals, &tally))
}

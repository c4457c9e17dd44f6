//! `dicehall sim`: headless games with every seat the same AI, and the per-face balance report.

use std::time::Instant;

use rand::seq::SliceRandom;
use serde_json::{Map, Value, json};

use crate::ai::{Policy, by_name};
use crate::rules::dice::{derive_seed, seeded};
use crate::rules::royal_casino::{ActionList, Event, GameState, Setup, standard_faces};

/// A game that has not ended after this many rounds is abandoned (only user faces can cause it).
pub const MAX_ROUNDS_PER_GAME: u32 = 10_000;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub players: usize,
    pub ai: String,
    pub games: u64,
    pub seed: u64,
}

/// Totals for one face over every round played on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaceStats {
    pub rounds: u64,
    pub turns: u64,
    pub gained: u64,
    pub paid: u64,
}

/// The outcome of a simulation.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub games: u64,
    pub seconds: f64,
    pub rounds: u64,
    pub turns: u64,
    pub actions: u64,
    pub unfinished: u64,
    /// Wins per seat (tied leaders each count one win).
    pub wins: Vec<u64>,
    /// Per standard face, in id order.
    pub faces: Vec<(String, FaceStats)>,
}

/// Run `config.games` games. Game `g` uses seed `derive_seed(seed, g)`, so any game can be replayed.
pub fn run(config: &SimConfig) -> Result<SimReport, String> {
    if !(2..=6).contains(&config.players) {
        return Err(format!("Royal Casino is for 2 to 6 players, not {}", config.players));
    }
    by_name(&config.ai, 0)?;
    let all = standard_faces();
    let ids: Vec<String> = all.iter().map(|f| f.id.to_string()).collect();
    let mut report = SimReport {
        wins: vec![0; config.players],
        faces: ids.iter().map(|id| (id.clone(), FaceStats::default())).collect(),
        ..SimReport::default()
    };
    let mut legal = ActionList::default();
    let start = Instant::now();
    for g in 0..config.games {
        let game_seed = derive_seed(config.seed, g);
        let mut rng = seeded(game_seed);
        // The same permutation `shuffled_standard_faces` draws, kept as indices for the report.
        let mut order: Vec<usize> = (0..all.len()).collect();
        order.shuffle(&mut rng);
        let faces = order.iter().map(|&i| all[i].clone()).collect();
        let mut state =
            GameState::new(Setup { players: config.players, starter: 0, faces }).map_err(|e| e.to_string())?;
        let mut seats: Vec<Box<dyn Policy>> = (0..config.players)
            .map(|s| by_name(&config.ai, derive_seed(game_seed, 1 + s as u64)))
            .collect::<Result<_, _>>()?;
        let mut face = order[0];
        while !state.is_over() && state.round() <= MAX_ROUNDS_PER_GAME {
            let events = if state.is_chance() {
                state.roll_dice(&mut rng)
            } else {
                state.legal_actions_into(&mut legal);
                let action = seats[state.current()].choose(&state, &legal);
                report.actions += 1;
                state.apply(action)
            }
            .map_err(|e| format!("game {g}: the AI chose an illegal action: {e}"))?;
            let stats = &mut report.faces[face].1;
            for e in events.iter() {
                match e {
                    Event::RowCompleted { delta, .. } if delta >= 0 => stats.gained += delta as u64,
                    Event::RowCompleted { delta, .. } => stats.paid += delta.unsigned_abs() as u64,
                    Event::TurnEnded { .. } => {
                        stats.turns += 1;
                        report.turns += 1;
                    }
                    Event::RoundEnded { next_face, .. } => {
                        stats.rounds += 1;
                        report.rounds += 1;
                        face = order[next_face as usize];
                    }
                    Event::GameOver { winners } => {
                        for (s, w) in report.wins.iter_mut().enumerate() {
                            *w += u64::from(winners >> s & 1);
                        }
                    }
                }
            }
        }
        report.unfinished += u64::from(!state.is_over());
        report.games += 1;
    }
    report.seconds = start.elapsed().as_secs_f64();
    Ok(report)
}

impl SimReport {
    /// The JSON object `dicehall sim` prints (specs/cli.md).
    pub fn to_json(&self, config: &SimConfig) -> Value {
        let per = |x: u64, n: u64| if n == 0 { 0.0 } else { x as f64 / n as f64 };
        let mut faces = Map::new();
        for (id, f) in &self.faces {
            faces.insert(
                id.clone(),
                json!({
                    "rounds": f.rounds,
                    "mean_turns": per(f.turns, f.rounds),
                    "mean_points_gained": per(f.gained, f.rounds),
                    "mean_points_paid": per(f.paid, f.rounds),
                }),
            );
        }
        json!({
            "game": "royal-casino",
            "players": config.players,
            "ai": config.ai,
            "seed": config.seed,
            "games": self.games,
            "seconds": self.seconds,
            "games_per_sec": per(self.games, 1).max(0.0) / self.seconds.max(1e-9),
            "mean_rounds": per(self.rounds, self.games),
            "mean_turns": per(self.turns, self.games),
            "mean_actions": per(self.actions, self.games),
            "unfinished": self.unfinished,
            "wins": self.wins,
            "faces": faces,
        })
    }
}

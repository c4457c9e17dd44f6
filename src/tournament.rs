//! `dicehall tournament`: headless AI-vs-AI games with seats rotated and dice seeds replayed.

use serde_json::Value;

/// What to play: one AI name per seat, how many games, the base seed.
#[derive(Clone, Debug)]
pub struct TournamentConfig {
    pub seats: Vec<String>,
    pub games: u64,
    pub seed: u64,
}

/// Run the tournament and return the JSON report (specs/cli.md).
pub fn run(_config: &TournamentConfig) -> Result<Value, String> {
    Err("the tournament is being built (issue 5)".into())
}

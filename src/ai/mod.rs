//! AI players for the pure cores (no Bevy): each picks one of the rules core's legal actions.

pub mod greedy;

use rand::RngExt;

use crate::rules::dice::{DiceRng, seeded};
use crate::rules::royal_casino::{Action, ActionList, GameState};

/// A Royal Casino player. `choose` is only called with a non-empty legal list (never at a chance
/// node or after game over) and must return one of its entries.
pub trait Policy: Send {
    fn name(&self) -> &'static str;
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action;
}

/// The AI levels by their command-line names.
pub const AI_NAMES: [&str; 2] = ["random", "greedy"];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy>, String> {
    match name {
        "random" => Ok(Box::new(RandomAi::new(seed))),
        "greedy" => Ok(Box::new(greedy::GreedyAi::default())),
        _ => Err(format!("unknown AI `{name}`: choose one of {}", AI_NAMES.join(", "))),
    }
}

/// Uniform over the legal actions.
pub struct RandomAi {
    rng: DiceRng,
}

impl RandomAi {
    pub fn new(seed: u64) -> Self {
        RandomAi { rng: seeded(seed) }
    }
}

impl Policy for RandomAi {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _state: &GameState, legal: &ActionList) -> Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}

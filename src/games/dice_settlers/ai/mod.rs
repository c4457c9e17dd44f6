//! Dice Settlers' AI players (no Bevy): random, greedy, sharp and expert, each on the rules core's legal actions.

pub mod expert;
pub mod greedy;

use super::DiceSettlers;
use crate::engine::{Policy, RandomAi};

/// The levels with the names the setup screen shows, weakest first.
pub const AI_LEVELS: [(&str, &str); 4] =
    [("random", "Beginner"), ("greedy", "Casual"), ("sharp", "Sharp"), ("expert", "Expert")];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy<DiceSettlers>>, String> {
    match name {
        "random" => Ok(Box::new(RandomAi::new(seed))),
        "greedy" => Ok(Box::new(greedy::GreedyAi::new(seed))),
        "sharp" => Ok(Box::new(expert::SearchAi::new("sharp", expert::SHARP, seed))),
        "expert" => Ok(Box::new(expert::SearchAi::new("expert", expert::EXPERT, seed))),
        _ => Err(format!("unknown AI `{name}` for dice-settlers: choose one of random, greedy, sharp, expert")),
    }
}

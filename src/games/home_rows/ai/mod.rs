//! Home Rows' AI players (no Bevy): random, greedy and expert, each on the rules core's legal actions.

pub mod eval;
pub mod expert;
pub mod greedy;

use super::HomeRows;
use crate::engine::{Policy, RandomAi};

/// The levels with the names the setup screen shows, weakest first.
pub const AI_LEVELS: [(&str, &str); 3] = [("random", "Beginner"), ("greedy", "Casual"), ("expert", "Expert")];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy<HomeRows>>, String> {
    match name {
        "random" => Ok(Box::new(RandomAi::new(seed))),
        "greedy" => Ok(Box::new(greedy::GreedyAi)),
        "expert" => Ok(Box::new(expert::ExpertAi::new(seed))),
        _ => Err(format!("unknown AI `{name}` for home-rows: choose one of random, greedy, expert")),
    }
}

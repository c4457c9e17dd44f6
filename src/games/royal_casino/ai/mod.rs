//! Royal Casino's AI players (no Bevy): each picks one of the rules core's legal actions.

pub mod expectimax;
pub mod expert;
pub mod greedy;
pub mod memo;
pub mod rowodds;
pub mod rows;
pub mod search;
pub mod value;

use super::RoyalCasino;
use crate::engine::{Policy, RandomAi};

/// The AI levels by their command-line names, weakest first.
pub const AI_NAMES: [&str; 4] = ["random", "greedy", "expectimax", "expert"];

/// The levels with the names the game's setup screen shows.
pub const AI_LEVELS: [(&str, &str); 4] =
    [("random", "Beginner"), ("greedy", "Casual"), ("expectimax", "Sharp"), ("expert", "Expert")];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
///
/// `expectimax` and `expert` take an optional softmax temperature, `expectimax@15` (in points) or
/// `expert@0.05` (in win chance): human-like play whose mistakes get rarer the more they cost.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy<RoyalCasino>>, String> {
    let (base, temperature) = match name.split_once('@') {
        Some((base, t)) => match t.parse::<f64>() {
            Ok(t) if t >= 0.0 && t.is_finite() && matches!(base, "expectimax" | "expert") => (base, t),
            _ => return Err(format!("bad AI `{name}`: only expectimax and expert take `@temperature` (a number ≥ 0)")),
        },
        None => (name, 0.0),
    };
    match base {
        "random" => Ok(Box::new(RandomAi::new(seed))),
        "greedy" => Ok(Box::new(greedy::GreedyAi::default())),
        "expectimax" => Ok(Box::new(expectimax::ExpectimaxAi::new(seed, temperature))),
        "expert" => Ok(Box::new(expert::ExpertAi::new(seed, temperature))),
        _ => Err(format!("unknown AI `{name}`: choose one of {}", AI_NAMES.join(", "))),
    }
}

//! AI players for the pure cores (no Bevy): each picks one of the rules core's legal actions.

pub mod expectimax;
pub mod expert;
pub mod greedy;
pub mod memo;
pub mod rowodds;
pub mod rows;
pub mod search;
pub mod value;

use rand::RngExt;

use crate::rules::dice::{DiceRng, seeded};
use crate::rules::royal_casino::{Action, ActionList, GameState};

/// A Royal Casino player. `choose` is only called with a non-empty legal list (never at a chance
/// node or after game over) and must return one of its entries.
pub trait Policy: Send {
    fn name(&self) -> &'static str;
    fn choose(&mut self, state: &GameState, legal: &ActionList) -> Action;
}

/// The AI levels by their command-line names, weakest first.
pub const AI_NAMES: [&str; 4] = ["random", "greedy", "expectimax", "expert"];

/// The levels with the names the game's setup screen shows.
pub const AI_LEVELS: [(&str, &str); 4] =
    [("random", "Beginner"), ("greedy", "Casual"), ("expectimax", "Sharp"), ("expert", "Expert")];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
///
/// `expectimax` and `expert` take an optional softmax temperature, `expectimax@15` (in points) or
/// `expert@0.05` (in win chance): human-like play whose mistakes get rarer the more they cost.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy>, String> {
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

/// Index of the action to play: the best value at temperature 0, else a softmax draw
/// (probability ∝ exp(value / temperature)), so costly mistakes are rare and cheap ones common.
pub fn pick(values: &[f64], temperature: f64, rng: &mut DiceRng) -> usize {
    let best = (0..values.len()).fold(0, |b, i| if values[i] > values[b] { i } else { b });
    if temperature <= 0.0 || values.len() < 2 {
        return best;
    }
    let weights: Vec<f64> = values.iter().map(|v| ((v - values[best]) / temperature).exp()).collect();
    let mut x = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    best
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

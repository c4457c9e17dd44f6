//! Dice Settlers' AI players (no Bevy): random, greedy, sharp and expert, each on the rules core's legal actions.

pub mod expert;
pub mod greedy;

use super::DiceSettlers;
use super::rules::{Action, DiceSettlersState};
use crate::engine::{Policy, RandomAi};

/// The levels with the names the setup screen shows, weakest first.
pub const AI_LEVELS: [(&str, &str); 4] =
    [("random", "Beginner"), ("greedy", "Casual"), ("sharp", "Sharp"), ("expert", "Expert")];

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy<DiceSettlers>>, String> {
    match name {
        "random" => Ok(Box::new(RandomSettler { ai: RandomAi::new(seed), among: Vec::new() })),
        "greedy" => Ok(Box::new(greedy::GreedyAi::new(seed))),
        "sharp" => Ok(Box::new(expert::SearchAi::new("sharp", expert::SHARP, seed))),
        "expert" => Ok(Box::new(expert::SearchAi::new("expert", expert::EXPERT, seed))),
        _ => Err(format!("unknown AI `{name}` for dice-settlers: choose one of random, greedy, sharp, expert")),
    }
}

/// The random level: any legal action alike, except taking back a turn (an AI seat never takes
/// back: a random turn and take-back could go round and round).
struct RandomSettler {
    ai: RandomAi,
    /// Which of the last legal list it chose among (a take-back is not).
    among: Vec<bool>,
}

impl Policy<DiceSettlers> for RandomSettler {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _state: &DiceSettlersState, legal: &[Action]) -> Action {
        self.among = legal.iter().map(|&a| a != Action::TakeBack).collect();
        let choices: Vec<Action> = legal.iter().copied().filter(|&a| a != Action::TakeBack).collect();
        if choices.is_empty() { legal[0] } else { self.ai.pick(&choices) }
    }
    /// Every legal action alike but a take-back, which has none.
    fn probabilities(&self) -> Option<Vec<f64>> {
        let n = self.among.iter().filter(|&&b| b).count();
        (n > 0).then(|| self.among.iter().map(|&b| if b { 1.0 / n as f64 } else { 0.0 }).collect())
    }
}

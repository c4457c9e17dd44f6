//! Players for any game: the `Policy` trait, a game's AI registry, softmax picks, the random AI.

use rand::RngExt;

use super::Game;
use super::dice::{DiceRng, seeded};

/// A seat's player for game `G`. `choose` is only called with a non-empty legal list (never at a
/// chance node or after game over) and must return one of its entries.
pub trait Policy<G: Game>: Send {
    fn name(&self) -> &'static str;
    fn choose(&mut self, state: &G::State, legal: &[G::Action]) -> G::Action;
}

/// A game's AI levels: the names on the command line and the labels the setup screen shows.
pub trait Players: Game {
    /// `(name, label)`, weakest first.
    const LEVELS: &'static [(&'static str, &'static str)];
    /// Build an AI by name with its own seeded RNG; a clear error for unknown names.
    fn policy(name: &str, seed: u64) -> Result<Box<dyn Policy<Self>>, String>;
}

/// The seed of `seat`'s AI for the decision after `steps` steps of a match seeded `seed` (the
/// table's AI seats, and what replays them: a lesson's drive).
pub fn ai_seed(seed: u64, seat: usize, steps: usize) -> u64 {
    use super::dice::derive_seed;
    derive_seed(derive_seed(seed, 1_000 + seat as u64), steps as u64)
}

/// The level names of a game, joined for error messages.
pub fn level_names<G: Players>() -> String {
    G::LEVELS.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
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

/// Uniform over the legal actions, for any game.
pub struct RandomAi {
    rng: DiceRng,
}

impl RandomAi {
    pub fn new(seed: u64) -> Self {
        RandomAi { rng: seeded(seed) }
    }
    /// One legal action, uniformly.
    pub fn pick<A: Copy>(&mut self, legal: &[A]) -> A {
        legal[self.rng.random_range(0..legal.len())]
    }
}

impl<G: Game> Policy<G> for RandomAi {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _state: &G::State, legal: &[G::Action]) -> G::Action {
        self.pick(legal)
    }
}

//! Players for any game: the `Policy` trait, a game's AI registry, softmax picks (and the chance
//! each action had), the random AI.

use rand::RngExt;

use super::Game;
use super::dice::{DiceRng, seeded};

/// A seat's player for game `G`. `choose` is only called with a non-empty legal list (never at a
/// chance node or after game over) and must return one of its entries.
///
/// After a `choose`, a level can say what it worked out for that decision (a hint shows it,
/// `engine::hint`): `probabilities` and `reason` describe the last `choose`, never a new search.
pub trait Policy<G: Game>: Send {
    fn name(&self) -> &'static str;
    fn choose(&mut self, state: &G::State, legal: &[G::Action]) -> G::Action;
    /// Where the last `choose` drew its action at random (a mixed strategy: the random level, a
    /// softmax at a temperature above 0), the chance it gave each legal action, in the order of
    /// that call's `legal` (summing to 1). `None` where the choice was determined. Default: `None`.
    fn probabilities(&self) -> Option<Vec<f64>> {
        None
    }
    /// The level's own reason for its last choice, in the player's language, where it computed
    /// one (a win chance, the points it expects…). Default: none.
    fn reason(&self) -> Option<String> {
        None
    }
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
/// [`pick_probabilities`] gives the chance of each index.
pub fn pick(values: &[f64], temperature: f64, rng: &mut DiceRng) -> usize {
    let best = best_of(values);
    let Some(weights) = softmax_weights(values, temperature, best) else { return best };
    let mut x = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    best
}

/// The chance [`pick`] gives each index at `temperature`: the softmax weights, normalised (one
/// value: certainty). `None` at temperature 0: `pick` plays the best, nothing is drawn.
pub fn pick_probabilities(values: &[f64], temperature: f64) -> Option<Vec<f64>> {
    if temperature <= 0.0 {
        return None;
    }
    let best = best_of(values);
    let certain = || (0..values.len()).map(|i| if i == best { 1.0 } else { 0.0 }).collect();
    let Some(weights) = softmax_weights(values, temperature, best) else { return Some(certain()) };
    let sum: f64 = weights.iter().sum();
    // Only values that are not numbers (never a legal action's) leave no weight: `pick` plays the best.
    Some(if sum.is_finite() && sum > 0.0 { weights.iter().map(|w| w / sum).collect() } else { certain() })
}

/// What a level worked out at its last decision, kept for [`Policy::probabilities`] and its
/// reason (so a hint asks nothing twice).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Thought {
    /// The chance of each action it chose among, where it drew at random.
    pub probabilities: Option<Vec<f64>>,
    /// The value it gave the action it chose, where it valued them.
    pub value: Option<f64>,
}

impl Thought {
    /// [`pick`] among `values`, remembering the chance of each and the value of the one picked.
    pub fn pick(&mut self, values: &[f64], temperature: f64, rng: &mut DiceRng) -> usize {
        self.probabilities = pick_probabilities(values, temperature);
        let i = pick(values, temperature, rng);
        self.value = values.get(i).copied();
        i
    }
    /// A decision with one action, valued by nothing: certain where the level draws at random
    /// (`draws`), else determined.
    pub fn only(draws: bool) -> Thought {
        Thought { probabilities: draws.then(|| vec![1.0]), value: None }
    }
}

/// The first index of the highest value.
fn best_of(values: &[f64]) -> usize {
    (0..values.len()).fold(0, |b, i| if values[i] > values[b] { i } else { b })
}

/// `pick`'s softmax weights (the best weighs 1), or `None` when it plays the best outright.
fn softmax_weights(values: &[f64], temperature: f64, best: usize) -> Option<Vec<f64>> {
    if temperature <= 0.0 || values.len() < 2 {
        return None;
    }
    Some(values.iter().map(|v| ((v - values[best]) / temperature).exp()).collect())
}

/// Uniform over the legal actions, for any game.
pub struct RandomAi {
    rng: DiceRng,
    /// How many actions the last pick chose among.
    among: usize,
}

impl RandomAi {
    pub fn new(seed: u64) -> Self {
        RandomAi { rng: seeded(seed), among: 0 }
    }
    /// One legal action, uniformly.
    pub fn pick<A: Copy>(&mut self, legal: &[A]) -> A {
        self.among = legal.len();
        legal[self.rng.random_range(0..legal.len())]
    }
    /// The chance the last pick gave each action: all alike (`None` before the first).
    pub fn chances(&self) -> Option<Vec<f64>> {
        (self.among > 0).then(|| vec![1.0 / self.among as f64; self.among])
    }
}

impl<G: Game> Policy<G> for RandomAi {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _state: &G::State, legal: &[G::Action]) -> G::Action {
        self.pick(legal)
    }
    /// Every legal action alike.
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.chances()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chances `pick_probabilities` states are the frequencies `pick` draws with.
    #[test]
    fn pick_draws_each_index_as_often_as_its_stated_probability() {
        let values = [3.0, 2.2, 3.0, -1.0, 2.9];
        let p = pick_probabilities(&values, 0.5).expect("a temperature above 0 draws");
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{p:?}");
        assert!(p[0] == p[2] && p[0] > p[4] && p[4] > p[1] && p[1] > p[3] && p[3] > 0.0, "{p:?}");
        let mut rng = seeded(7);
        let draws = 60_000;
        let mut seen = [0u32; 5];
        (0..draws).for_each(|_| seen[pick(&values, 0.5, &mut rng)] += 1);
        for (i, &n) in seen.iter().enumerate() {
            let share = f64::from(n) / f64::from(draws);
            // Five standard errors of a binomial share at worst (p = 1/2): 0.01.
            assert!((share - p[i]).abs() < 0.01, "index {i}: drawn {share}, stated {}", p[i]);
        }
    }

    #[test]
    fn at_temperature_zero_nothing_is_drawn_and_one_action_is_certain() {
        assert_eq!(pick_probabilities(&[1.0, 5.0, 5.0], 0.0), None);
        assert_eq!(pick(&[1.0, 5.0, 5.0], 0.0, &mut seeded(1)), 1, "the first best");
        assert_eq!(pick_probabilities(&[4.0], 2.0), Some(vec![1.0]));
    }

    #[test]
    fn the_random_level_states_a_uniform_chance_for_its_last_pick() {
        let mut ai = RandomAi::new(3);
        assert_eq!(ai.chances(), None);
        ai.pick(&[10, 20, 30, 40]);
        assert_eq!(ai.chances(), Some(vec![0.25; 4]));
        ai.pick(&['x']);
        assert_eq!(ai.chances(), Some(vec![1.0]));
    }
}

//! `expectimax`: the exact best play within a turn for points — own gains and payments, minus what
//! the end-of-turn board offers the next seat, plus a little for dice kept for later turns.

use super::search::{Leaf, TurnSearch};
use super::value::Features;
use crate::engine::dice::{DiceRng, seeded};
use crate::engine::{Policy, pick};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, GameState};

/// The points-swing valuation of an end-of-turn position.
pub struct PointsLeaf {
    /// Share of a gain row's points counted against us per unit chance the next seat completes it.
    pub threat: f64,
    /// Points per die kept back in our supply for later turns of the round.
    pub keep: f64,
}

impl Default for PointsLeaf {
    fn default() -> Self {
        PointsLeaf { threat: 0.8, keep: 2.0 }
    }
}

impl Leaf for PointsLeaf {
    fn leaf(&mut self, me: usize, f: &Features, winners: u8) -> f64 {
        let mut v = f64::from(f.points[me]);
        if winners != 0 {
            return v;
        }
        v += self.keep * f64::from(f.dice[me]);
        if usize::from(f.next) != me {
            v -= self.threat * f.next_gain;
        }
        v
    }
}

/// The `expectimax` level (and its softened, human-like variants via `temperature`).
pub struct ExpectimaxAi {
    pub search: TurnSearch,
    pub leaf: PointsLeaf,
    /// Softmax temperature in points; 0 plays the best action.
    pub temperature: f64,
    rng: DiceRng,
}

impl ExpectimaxAi {
    pub fn new(seed: u64, temperature: f64) -> Self {
        ExpectimaxAi { search: TurnSearch::default(), leaf: PointsLeaf::default(), temperature, rng: seeded(seed) }
    }

    /// The value of each legal action (in `legal` order).
    pub fn values(&mut self, state: &GameState, legal: &[Action]) -> Vec<f64> {
        self.search.action_values(state, legal, &mut self.leaf)
    }
}

impl Policy<RoyalCasino> for ExpectimaxAi {
    fn name(&self) -> &'static str {
        "expectimax"
    }
    fn choose(&mut self, state: &GameState, legal: &[Action]) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let values = self.values(state, legal);
        legal[pick(&values, self.temperature, &mut self.rng)]
    }
}

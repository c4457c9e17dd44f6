//! `expectimax`: the exact best play within a turn for points — own gains and payments, minus what
//! the end-of-turn board offers the next seat, plus a little for dice kept for later turns.

use super::search::{Leaf, TurnSearch};
use super::value::Features;
use crate::engine::dice::{DiceRng, seeded};
use crate::engine::{Policy, Thought};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, GameState};
use crate::t;

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
    /// Its last decision: the chances where it drew, the value of the action chosen.
    thought: Thought,
}

impl ExpectimaxAi {
    pub fn new(seed: u64, temperature: f64) -> Self {
        ExpectimaxAi {
            search: TurnSearch::default(),
            leaf: PointsLeaf::default(),
            temperature,
            rng: seeded(seed),
            thought: Thought::default(),
        }
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
            self.thought = Thought::only(self.temperature > 0.0);
            return legal[0];
        }
        let values = self.values(state, legal);
        legal[self.thought.pick(&values, self.temperature, &mut self.rng)]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.thought.probabilities.clone()
    }
    /// The points it expects the action to be worth by the turn's end (the leaf's valuation).
    fn reason(&self) -> Option<String> {
        let points = self.thought.value?.round() as i64;
        Some(t!("rc-hint-expectimax", points = points, keep = self.leaf.keep.round() as i64))
    }
}

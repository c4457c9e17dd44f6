//! Liar's Dice's AI players (no Bevy): each decides from its seat's observation (ruling L1) on
//! the rules core's legal actions. A level is a name, a label and a constructor in [`LEVELS`]:
//! a stronger level joins by adding its module and its row there.

pub mod bayes;
pub mod cfr;
pub mod cfr_ir;
pub mod expert;
#[cfg(test)]
mod expert_ir_tests;
#[cfg(test)]
mod expert_tests;
pub mod greedy;
mod hands;
#[cfg(test)]
mod measure_tests;
pub mod odds;

use super::LiarsDice;
use super::rules::{Action, LiarsDiceState};
use crate::engine::dice::derive_seed;
use crate::engine::hint::hint_seed;
use crate::engine::{Game, Policy, RandomAi};

/// A level's constructor: its own seeded RNG in, the player out.
type Build = fn(u64) -> Box<dyn Policy<LiarsDice>>;

/// Every level, weakest first: the name on the command line, the label the setup screen shows,
/// and how to build it.
const LEVELS: [(&str, &str, Build); 3] = [
    ("random", "Beginner", |seed| Box::new(RandomAi::new(seed))),
    ("greedy", "Casual", |seed| Box::new(greedy::GreedyAi::new(seed))),
    ("expert", "Expert", |seed| Box::new(expert::ExpertAi::new(seed))),
];

/// The levels with the names the setup screen shows, weakest first (read from [`LEVELS`]).
pub const AI_LEVELS: &[(&str, &str)] = &names_and_labels(LEVELS);

/// Each level's name and label, in order.
const fn names_and_labels<const N: usize>(
    levels: [(&'static str, &'static str, Build); N],
) -> [(&'static str, &'static str); N] {
    let mut out = [("", ""); N];
    let mut i = 0;
    while i < N {
        out[i] = (levels[i].0, levels[i].1);
        i += 1;
    }
    out
}

/// Build an AI by name with its own seeded RNG; a clear error for unknown names.
pub fn by_name(name: &str, seed: u64) -> Result<Box<dyn Policy<LiarsDice>>, String> {
    match LEVELS.iter().find(|(level, ..)| *level == name) {
        Some((name, _, build)) => Ok(Box::new(FromObservation { name, seed, build: *build, last: None })),
        None => {
            let names: Vec<&str> = LEVELS.iter().map(|(level, ..)| *level).collect();
            Err(format!("unknown AI `{name}` for liars-dice: choose one of {}", names.join(", ")))
        }
    }
}

/// A level that keeps nothing between its decisions (issue 55): each decision is made by the level
/// built afresh, seeded from the level's seed and a hash of the seat's observation. A fresh AI, an
/// AI that played the whole game so far and one rebuilt after a resume choose alike.
struct FromObservation {
    name: &'static str,
    seed: u64,
    build: Build,
    /// The level that made the last decision, for what it worked out (its chances, its reason).
    last: Option<Box<dyn Policy<LiarsDice>>>,
}

impl FromObservation {
    /// The seed of the decision on `state`: the level's seed and the acting seat's observation.
    fn decision_seed(&self, state: &LiarsDiceState) -> u64 {
        let seat = state.current();
        derive_seed(self.seed, hint_seed::<LiarsDice>(&LiarsDice::observation(state, seat), seat))
    }
}

impl Policy<LiarsDice> for FromObservation {
    fn name(&self) -> &'static str {
        self.name
    }
    fn choose(&mut self, state: &LiarsDiceState, legal: &[Action]) -> Action {
        let level = self.last.insert((self.build)(self.decision_seed(state)));
        level.choose(state, legal)
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.last.as_ref()?.probabilities()
    }
    fn reason(&self) -> Option<String> {
        self.last.as_ref()?.reason()
    }
}

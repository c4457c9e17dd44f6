//! The greedy AI: from its own dice and the binomial odds of the dice it cannot see, it takes the
//! action that gives it the best chance not to lose a die: a bid by the chance it holds if
//! challenged, a dudo by the chance the standing bid fails, a calza by the chance it is exact.
//! Actions within [`TIE_MARGIN`] of the best are alike to it, and it draws one of them with its
//! own seeded RNG: its bluff (a bid on a face it does not hold, as safe as the honest one).

use rand::RngExt;

use super::odds::Odds;
use crate::engine::Policy;
use crate::engine::dice::{DiceRng, seeded};
use crate::games::liars_dice::LiarsDice;
use crate::games::liars_dice::rules::{Action, LiarsDiceState};
use crate::t;

/// Chances this close to the best count as the best (the bluffing and tie rule).
pub const TIE_MARGIN: f64 = 0.03;
/// Percent in a whole chance, for the reason in words.
const PERCENT: f64 = 100.0;

/// Greedy's only state is its RNG and what it worked out at its last decision.
pub struct GreedyAi {
    rng: DiceRng,
    /// The chance of each legal action at the last `choose`, where it drew among several.
    chances: Option<Vec<f64>>,
    /// The chance not to lose a die it reckoned for the action it chose.
    safe: Option<f64>,
}

impl GreedyAi {
    pub fn new(seed: u64) -> GreedyAi {
        GreedyAi { rng: seeded(seed), chances: None, safe: None }
    }
}

/// The chance of not losing a die by `action` now, as `seat` sees it from its own dice.
pub fn safety(state: &LiarsDiceState, odds: &Odds, action: Action) -> f64 {
    match (action, state.bid()) {
        (Action::Bid { quantity, face }, _) => odds.holds(quantity, face),
        (Action::Dudo, Some(bid)) => 1.0 - odds.holds(bid.quantity, bid.face),
        (Action::Calza, Some(bid)) => odds.exact(bid.quantity, bid.face),
        (_, None) => 0.0,
    }
}

impl Policy<LiarsDice> for GreedyAi {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn choose(&mut self, state: &LiarsDiceState, legal: &[Action]) -> Action {
        let odds = Odds::new(state, state.current());
        let values: Vec<f64> = legal.iter().map(|&a| safety(state, &odds, a)).collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let alike: Vec<usize> = (0..legal.len()).filter(|&i| values[i] >= best - TIE_MARGIN).collect();
        let pick = alike[self.rng.random_range(0..alike.len())];
        self.chances = (alike.len() > 1).then(|| {
            let share = 1.0 / alike.len() as f64;
            (0..legal.len()).map(|i| if alike.contains(&i) { share } else { 0.0 }).collect()
        });
        self.safe = Some(values[pick]);
        legal[pick]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.chances.clone()
    }
    fn reason(&self) -> Option<String> {
        self.safe.map(|p| t!("ld-hint-greedy", chance = (p * PERCENT).round()))
    }
}

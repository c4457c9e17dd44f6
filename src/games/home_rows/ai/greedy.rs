//! The greedy AI: takes the most counters now, keeps high dice out of its own home row and low or
//! matching dice in it, and trades high dice onto a neighbour when the pot is empty.

use super::eval::best_quick;
use crate::engine::Policy;
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{Action, HomeRowsState};

/// Greedy has no state and no randomness: the same position always gets the same action.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyAi;

impl Policy<HomeRows> for GreedyAi {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn choose(&mut self, state: &HomeRowsState, legal: &[Action]) -> Action {
        best_quick(state, legal)
    }
}

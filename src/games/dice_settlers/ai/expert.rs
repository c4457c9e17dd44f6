//! The search AIs for Dice Settlers (`sharp`, `expert`): at each choice of a main or free action,
//! every legal action is tried in sampled futures and played on by the greedy policy for every seat
//! to the end of the round, then valued against the best opponent. Futures draw from the AI's own
//! stream, never the game's: the bag order and the tile stack it cannot see are sampled fresh each
//! time (determinisation), so the choice depends only on what the seat can see. Other choices
//! (roll adjustments, steps inside an action, the kept die) are the greedy policy's.

use rand::RngExt;

use super::greedy::{self, GreedyAi, best_one_ply, finish_action, sample_chance, value};
use crate::engine::dice::{DiceRng, seeded};
use crate::engine::{Policy, Thought};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::rules::{Action, ActionList, DiceSettlersState, Phase, Step};
use crate::t;

/// How hard a search AI looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Sampled futures per candidate action (the same futures for every candidate).
    pub samples: usize,
    /// Rounds played on past the current one before valuing (0: to the end of this round).
    pub extra_rounds: u32,
    /// Softmax temperature over the mean values, in points (0: always the best).
    pub temperature: f64,
}

/// `sharp`: a few futures, a little noise.
pub const SHARP: Budget = Budget { samples: 3, extra_rounds: 0, temperature: 0.4 };
/// `expert`: more futures, no noise.
pub const EXPERT: Budget = Budget { samples: 40, extra_rounds: 2, temperature: 0.0 };

/// Steps a future plays at most (a round has a few dozen; a guard, not a limit).
pub const MAX_FUTURE_STEPS: usize = 4000;
/// Points a won game is worth beyond its margin, when a future reaches the end.
pub const WIN_BONUS_POINTS: f64 = 20.0;

pub struct SearchAi {
    name: &'static str,
    budget: Budget,
    rng: DiceRng,
    greedy: GreedyAi,
    /// Its last decision, and the last round its futures reached when it searched.
    thought: Thought,
    searched_to: Option<u32>,
}

impl SearchAi {
    pub fn new(name: &'static str, budget: Budget, seed: u64) -> Self {
        SearchAi {
            name,
            budget,
            rng: seeded(seed),
            greedy: GreedyAi::new(seed ^ 0x5EA2C4),
            thought: Thought::default(),
            searched_to: None,
        }
    }
}

/// Whether a decision is one the search makes (the turn seat choosing a main or free action).
pub fn searched(state: &DiceSettlersState) -> bool {
    state.phase() == Phase::Act && state.step() == Step::Open && state.current() == state.turn_seat()
}

/// Seat `s`'s value against the best other seat (final points and a win bonus at game over).
pub fn relative_value(state: &DiceSettlersState, s: usize) -> f64 {
    if state.is_over() {
        let totals = state.totals();
        let best_other = (0..totals.len()).filter(|&o| o != s).map(|o| totals[o]).max().unwrap_or(0);
        let margin = f64::from(totals[s]) - f64::from(best_other);
        return margin + if state.winners_mask() & (1 << s) != 0 { WIN_BONUS_POINTS } else { -WIN_BONUS_POINTS };
    }
    let mine = value(state, s);
    let best_other = (0..state.players()).filter(|&o| o != s).map(|o| value(state, o)).fold(f64::MIN, f64::max);
    mine - best_other
}

/// Play every seat greedily (one ply, chance from `rng`) until round `last` is over or the game ends.
pub fn play_future(state: &mut DiceSettlersState, last: u32, rng: &mut DiceRng) {
    let mut legal = ActionList::default();
    for _ in 0..MAX_FUTURE_STEPS {
        if state.is_over() || state.round() > last {
            return;
        }
        if state.chance().is_some() {
            if !sample_chance(state, rng) {
                return;
            }
            continue;
        }
        state.legal_actions_into(&mut legal);
        let s = state.current();
        let Some(a) = (if legal.len() == 1 { Some(legal[0]) } else { best_one_ply(state, s, &legal) }) else { return };
        if state.apply(a).is_err() {
            return;
        }
    }
}

/// Mean relative value of each legal action over `budget.samples` shared futures.
pub fn action_values(state: &DiceSettlersState, legal: &[Action], budget: Budget, rng: &mut DiceRng) -> Vec<f64> {
    let s = state.current();
    let last = state.round() + budget.extra_rounds;
    let seeds: Vec<u64> = (0..budget.samples.max(1)).map(|_| rng.random::<u64>()).collect();
    legal
        .iter()
        .map(|&a| {
            let mut total = 0.0;
            for &seed in &seeds {
                let mut future_rng = seeded(seed);
                let mut next = state.clone();
                // Never a take-back (greedy.rs): a turn and its take-back would loop.
                if a == Action::TakeBack || next.apply(a).is_err() {
                    return f64::NEG_INFINITY;
                }
                finish_action(&mut next, s, &mut future_rng);
                play_future(&mut next, last, &mut future_rng);
                total += relative_value(&next, s);
            }
            total / seeds.len() as f64
        })
        .collect()
}

impl Policy<DiceSettlers> for SearchAi {
    fn name(&self) -> &'static str {
        self.name
    }
    fn choose(&mut self, state: &DiceSettlersState, legal: &[Action]) -> Action {
        self.searched_to = None;
        if legal.len() == 1 {
            // The greedy, which draws, makes the decisions it does not search.
            self.thought = Thought::only(!searched(state) || self.budget.temperature > 0.0);
            return legal[0];
        }
        if !searched(state) {
            let action = self.greedy.choose(state, legal);
            self.thought = Thought { probabilities: self.greedy.probabilities(), value: None };
            return action;
        }
        let values = action_values(state, legal, self.budget, &mut self.rng);
        self.searched_to = Some(state.round() + self.budget.extra_rounds);
        legal[self.thought.pick(&values, self.budget.temperature, &mut self.rng)]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.thought.probabilities.clone()
    }
    /// Where it searched: how far ahead of the best other seat the action leaves it on average
    /// over its sampled futures (in its valuation's points).
    fn reason(&self) -> Option<String> {
        let (value, last) = (self.thought.value?, self.searched_to?);
        let points = value.abs().round() as i64;
        let standing = match value.round() as i64 {
            0 => "level",
            v if v > 0 => "ahead",
            _ => "behind",
        };
        Some(t!("ds-hint-search", n = self.budget.samples.max(1), round = last, points = points, standing = standing))
    }
}

/// The greedy value, re-exported for tools that report it.
pub use greedy::value as greedy_value;

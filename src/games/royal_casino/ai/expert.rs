//! `expert`: the exact turn search valuing end-of-turn positions by the chance of winning (the fitted
//! `WinModel`: points plus the round value the board and dice promise, through a win curve), with
//! optional rollouts of the next seats' turns (played by `expectimax`) to settle
//! close calls; they are off by default: in A/B play they did not measurably help and cost time.

use super::expectimax::ExpectimaxAi;
use super::rowodds::RowOdds;
use super::search::{Leaf, TurnSearch};
use super::value::{Features, WinModel, share};
use crate::engine::dice::{DiceRng, derive_seed, seeded};
use crate::engine::{Policy, Thought, pick};
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, ActionList, GameState, Phase};
use crate::t;

/// The win-chance valuation of an end-of-turn position.
#[derive(Default)]
pub struct WinLeaf {
    pub model: WinModel,
    pub odds: RowOdds,
}

impl Leaf for WinLeaf {
    fn leaf(&mut self, me: usize, f: &Features, winners: u8) -> f64 {
        if winners != 0 { share(winners, me) } else { self.model.probs(f)[me] }
    }
}

/// The `expert` level.
pub struct ExpertAi {
    pub search: TurnSearch,
    pub leaf: WinLeaf,
    /// Softmax temperature in win chance; 0 plays the best action.
    pub temperature: f64,
    /// Actions within this win chance of the best are compared by rollouts.
    pub margin: f64,
    /// Most rollouts per compared action (the same dice for each: common random numbers); 0 = none.
    pub rollouts: u32,
    /// Work budget of the rollouts, in search nodes (deterministic, unlike a clock): rollouts stop
    /// once a round of them has used this many; only complete rounds count.
    pub budget_nodes: u64,
    /// At most this many actions are compared.
    pub candidates: usize,
    /// The next seats in rollouts.
    opponent: ExpectimaxAi,
    rng: DiceRng,
    seed: u64,
    decisions: u64,
    /// Its last decision: the chances where it drew, the win chance of the action chosen.
    thought: Thought,
}

impl ExpertAi {
    pub fn new(seed: u64, temperature: f64) -> Self {
        ExpertAi {
            search: TurnSearch::default(),
            leaf: WinLeaf::default(),
            temperature,
            margin: 0.02,
            rollouts: 0,
            budget_nodes: 40_000,
            candidates: 2,
            opponent: ExpectimaxAi::new(derive_seed(seed, 1), 0.0),
            rng: seeded(seed),
            seed,
            decisions: 0,
            thought: Thought::default(),
        }
    }

    fn work(&self) -> u64 {
        self.search.nodes + self.opponent.search.nodes
    }

    /// Play on from `s` (after our action) through our turn and the next seats' turns until we are
    /// to move again at a turn start, the round ends or the game does; value it for `me`.
    fn rollout(&mut self, mut s: GameState, me: usize, dice_seed: u64) -> f64 {
        let mut dice = seeded(dice_seed);
        let round = s.round();
        let mut legal = ActionList::default();
        for _ in 0..2000 {
            if s.is_over() || s.round() != round {
                break;
            }
            if s.is_chance() {
                let _ = s.roll_dice(&mut dice);
                continue;
            }
            let cur = s.current();
            if cur == me && s.phase() == Phase::TurnStart {
                break;
            }
            s.legal_actions_into(&mut legal);
            let a = if legal.len() == 1 {
                legal[0]
            } else if cur == me {
                let v = self.search.action_values(&s, &legal, &mut self.leaf);
                legal[pick(&v, 0.0, &mut self.rng)]
            } else {
                self.opponent.choose(&s, &legal)
            };
            if s.apply(a).is_err() {
                break;
            }
        }
        self.leaf.model.win_chance(&s, me, &mut self.leaf.odds)
    }
}

impl Policy<RoyalCasino> for ExpertAi {
    fn name(&self) -> &'static str {
        "expert"
    }
    fn choose(&mut self, state: &GameState, legal: &[Action]) -> Action {
        if legal.len() == 1 {
            self.thought = Thought::only(self.temperature > 0.0);
            return legal[0];
        }
        self.decisions += 1;
        let mut values = self.search.action_values(state, legal, &mut self.leaf);
        let best = values.iter().cloned().fold(f64::MIN, f64::max);
        let mut close: Vec<usize> = (0..values.len()).filter(|&i| values[i] >= best - self.margin).collect();
        close.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
        close.truncate(self.candidates);
        if close.len() > 1 && self.rollouts > 0 {
            let me = state.current();
            let mut sums = vec![0.0; close.len()];
            let (mut done, nodes0) = (0u32, self.work());
            for r in 0..self.rollouts {
                let dice_seed = derive_seed(self.seed ^ self.decisions.rotate_left(20), u64::from(r));
                let mut round = vec![0.0; close.len()];
                for (j, &i) in close.iter().enumerate() {
                    let mut s = state.clone();
                    if s.apply(legal[i]).is_ok() {
                        round[j] = self.rollout(s, me, dice_seed);
                    }
                }
                if self.work() - nodes0 > self.budget_nodes && done > 0 {
                    break;
                }
                sums.iter_mut().zip(&round).for_each(|(s, r)| *s += r);
                done += 1;
            }
            // The search values, corrected by the mean rollout differences between the close calls.
            let top = values[close[0]];
            for (j, &i) in close.iter().enumerate() {
                values[i] = top + (sums[j] - sums[0]) / f64::from(done.max(1));
            }
        }
        legal[self.thought.pick(&values, self.temperature, &mut self.rng)]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.thought.probabilities.clone()
    }
    /// The chance of winning it reckons the action leaves (the search's win-chance valuation).
    fn reason(&self) -> Option<String> {
        let chance = (self.thought.value? * 100.0).round().clamp(0.0, 100.0) as i64;
        Some(t!("rc-hint-expert", chance = chance))
    }
}

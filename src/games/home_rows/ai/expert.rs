//! The expert AI: for the most promising actions, greedy play-outs of the rest of the round over the
//! same sampled dice (common random numbers), each ending valued by the seat's chance of winning.
//!
//! A play-out models every seat (itself included) as the greedy policy, rolls from a seeded
//! stream, and stops when the round is scored. The round's end is valued exactly at game over (1
//! for a win, 0 otherwise); earlier, by a softmax over the totals so far (round scores less
//! counters; lowest wins) whose spread grows with the rounds left, so a gap means less when much
//! play remains. Candidates are the best few by greedy's one-step worth, always with a trade when
//! one is legal, so search effort goes where the choice is close.

use rand::Rng;

use super::eval::{best_quick, quick_value};
use crate::engine::dice::{DiceRng, roll_into, seeded};
use crate::engine::{Policy, Thought};
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{Action, ActionList, HomeRowsState, Phase};
use crate::t;

/// Actions searched at one decision (the best by greedy's worth).
pub const CANDIDATES: usize = 16;
/// Play-outs per candidate.
pub const PLAYOUTS: usize = 192;
/// Spread of the final totals around today's, per √(rounds left), in points.
pub const SPREAD_PER_ROUND: f64 = 6.0;

pub struct ExpertAi {
    rng: DiceRng,
    candidates: usize,
    playouts: usize,
    legal: ActionList,
    /// Its last decision: the win chance of the action chosen, where it played out candidates.
    thought: Thought,
}

impl ExpertAi {
    pub fn new(seed: u64) -> Self {
        Self::with_budget(seed, CANDIDATES, PLAYOUTS)
    }
    /// An expert searching `candidates` actions with `playouts` play-outs each.
    pub fn with_budget(seed: u64, candidates: usize, playouts: usize) -> Self {
        ExpertAi {
            rng: seeded(seed),
            candidates: candidates.max(1),
            playouts: playouts.max(1),
            legal: ActionList::default(),
            thought: Thought::default(),
        }
    }

    /// The mean win chance of each candidate action, in the order given.
    pub fn values(&mut self, state: &HomeRowsState, candidates: &[Action]) -> Vec<f64> {
        let seeds: Vec<u64> = (0..self.playouts).map(|_| self.rng.next_u64()).collect();
        let me = state.current();
        candidates
            .iter()
            .map(|&a| {
                let total: f64 = seeds.iter().map(|&seed| self.play_out(state, a, seed, me)).sum();
                total / seeds.len() as f64
            })
            .collect()
    }

    /// Apply `action`, play greedily to the round's end, and value the result for seat `me`.
    fn play_out(&mut self, state: &HomeRowsState, action: Action, seed: u64, me: usize) -> f64 {
        let mut s = state.clone();
        if s.apply(action).is_err() {
            return 0.0;
        }
        let mut dice = seeded(seed);
        let round = s.round();
        while !s.is_over() && s.round() == round {
            if s.phase() == Phase::Rolling {
                let mut v = [0u8];
                roll_into(&mut dice, &mut v);
                if s.apply_chance(&v).is_err() {
                    return 0.0;
                }
                continue;
            }
            s.legal_actions_into(&mut self.legal);
            let a = best_quick(&s, &self.legal);
            if s.apply(a).is_err() {
                return 0.0;
            }
        }
        win_chance(&s, me)
    }
}

/// Seat `me`'s chance of winning from a state at a round boundary (or game over).
pub fn win_chance(s: &HomeRowsState, me: usize) -> f64 {
    if s.is_over() {
        return f64::from(s.winners_mask() >> me & 1);
    }
    let n = s.players();
    let rounds_left = f64::from(s.rounds() + 1 - s.round().min(s.rounds() + 1)).max(1.0);
    let spread = SPREAD_PER_ROUND * rounds_left.sqrt();
    let total = |p: usize| f64::from(s.score_sum(p)) - f64::from(s.counters(p));
    let mine = total(me);
    let sum: f64 = (0..n).map(|p| ((mine - total(p)) / spread).exp()).sum();
    1.0 / sum
}

impl Policy<HomeRows> for ExpertAi {
    fn name(&self) -> &'static str {
        "expert"
    }
    fn choose(&mut self, state: &HomeRowsState, legal: &[Action]) -> Action {
        self.thought = Thought::only(false);
        if legal.len() == 1 {
            return legal[0];
        }
        let mut ranked: Vec<(f64, Action)> = legal.iter().map(|&a| (quick_value(state, a), a)).collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut candidates: Vec<Action> = ranked.iter().take(self.candidates).map(|&(_, a)| a).collect();
        if let Some(&(_, trade)) = ranked.iter().find(|(_, a)| matches!(a, Action::Trade { .. }))
            && !candidates.contains(&trade)
        {
            candidates.push(trade);
        }
        if candidates.len() == 1 {
            return best_quick(state, legal);
        }
        let values = self.values(state, &candidates);
        candidates[self.thought.pick(&values, 0.0, &mut self.rng)]
    }
    /// The chance of winning its play-outs gave the action (none when a single candidate was left).
    fn reason(&self) -> Option<String> {
        let chance = (self.thought.value? * 100.0).round().clamp(0.0, 100.0) as i64;
        Some(t!("hr-hint-expert", chance = chance, n = self.playouts))
    }
}

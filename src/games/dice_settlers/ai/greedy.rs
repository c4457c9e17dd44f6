//! The greedy Dice Settlers AI: one ply over the legal actions, valuing the state each leads to by
//! points now, tiles it leads or can win, the dice engine it owns, and the symbols it still holds.

use crate::engine::dice::{DiceRng, draw_into, seeded};
use crate::engine::{MAX_CHANCE_DICE, Policy, Thought};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::content::{Effect, Symbol, content};
use crate::games::dice_settlers::rules::{Action, ActionList, DiceSettlersState, Phase, Step};

/// Points a die in the bag is worth beyond the score line, per round left (an engine grows).
pub const DIE_ENGINE_POINTS_PER_ROUND: f64 = 0.35;
/// Rounds a game is expected to run (the engine's horizon).
pub const EXPECTED_ROUNDS: f64 = 11.0;
/// Points an unspent symbol is worth while its action is still open this round, by symbol.
pub const SYMBOL_POINTS: [f64; 11] = [1.2, 1.6, 1.0, 1.0, 1.1, 1.4, 0.6, 0.9, 0.7, 0.7, 0.7];
/// Points per resource token and per tent on the personal board (material for later actions).
pub const RESOURCE_POINTS: f64 = 0.8;
pub const BOARD_TENT_POINTS: f64 = 0.3;
/// Points per tent lead on a tile (how safe its majority is), capped per tile.
pub const LEAD_POINTS: f64 = 0.5;
pub const LEAD_CAP: f64 = 3.0;

/// Points a house is worth beyond its score line: its tile can no longer be raided.
pub const HOUSE_SECURITY_POINTS: f64 = 2.0;
/// Share of a symbol's worth a card's symbol brings per round left (it comes every round).
pub const CARD_SYMBOL_SHARE: f64 = 0.5;
/// Most rounds an engine piece (a die, a card) is valued over.
pub const ENGINE_HORIZON_ROUNDS: f64 = 6.0;

/// Softmax temperature over action values (0: always the best; a little keeps games varied).
pub const TEMPERATURE: f64 = 0.05;

pub struct GreedyAi {
    rng: DiceRng,
    /// Its last decision: the chance it gave each action (a softmax: it always draws).
    thought: Thought,
}

impl GreedyAi {
    pub fn new(seed: u64) -> Self {
        GreedyAi { rng: seeded(seed), thought: Thought::default() }
    }
}

/// The greedy value of `state` for seat `s`: its score lines now plus what its position promises.
pub fn value(state: &DiceSettlersState, s: usize) -> f64 {
    let Ok(c) = content() else { return 0.0 };
    let mut v = state.score_lines(s).iter().map(|&x| f64::from(x)).sum::<f64>();
    let seat = state.seat(s);
    let rounds_left = match state.final_round() {
        Some(f) => f64::from(f.saturating_sub(state.round())),
        None => (EXPECTED_ROUNDS - f64::from(state.round())).max(1.0),
    };
    let horizon = rounds_left.min(ENGINE_HORIZON_ROUNDS);
    v += f64::from(seat.dice_owned()) * DIE_ENGINE_POINTS_PER_ROUND * horizon;
    v += f64::from(seat.houses) * HOUSE_SECURITY_POINTS;
    for (i, t) in c.techs.iter().enumerate().filter(|(i, _)| seat.owns(*i)) {
        let _ = i;
        v += match t.effect {
            Effect::Symbol(k) => SYMBOL_POINTS[k.index()] * CARD_SYMBOL_SHARE * horizon,
            Effect::Track => CARD_SYMBOL_SHARE * horizon,
            _ => 0.0,
        };
    }
    v += seat.resources.iter().map(|&r| f64::from(r)).sum::<f64>() * RESOURCE_POINTS;
    v += f64::from(seat.board) * BOARD_TENT_POINTS;
    for p in state.map() {
        let mine = f64::from(p.tents[s]) + if p.house == Some(s as u8) { 3.0 } else { 0.0 };
        let best_other = (0..state.players()).filter(|&o| o != s).map(|o| f64::from(p.tents[o])).fold(0.0, f64::max);
        if mine > 0.0 {
            v += ((mine - best_other) * LEAD_POINTS).clamp(-LEAD_CAP, LEAD_CAP);
        }
    }
    if matches!(state.phase(), Phase::Roll | Phase::Act) {
        for d in &seat.rolled {
            if let Some(k) = d.symbol(c) {
                v += SYMBOL_POINTS[k.index()] * open_weight(state, s, k);
            }
        }
    }
    if let Some(d) = seat.kept {
        v += d.symbol(c).map_or(0.0, |k| SYMBOL_POINTS[k.index()]);
    }
    v
}

/// Whether a symbol can still be used this round (its action not yet taken): 1, else 0.2.
fn open_weight(state: &DiceSettlersState, s: usize, k: Symbol) -> f64 {
    use crate::games::dice_settlers::rules::Act;
    let act = match k {
        Symbol::Recruit => Act::Recruit,
        Symbol::Explore => Act::Explore,
        Symbol::Deploy => Act::Deploy,
        Symbol::Raid => Act::Raid,
        Symbol::Research => Act::Research,
        Symbol::Trade => Act::Trade,
        Symbol::Navigator => return if state.phase() == Phase::Roll { 1.0 } else { 0.0 },
        _ => Act::Harvest,
    };
    if state.seat(s).acts & act.bit() == 0 { 1.0 } else { 0.2 }
}

/// Play out the rest of seat `s`'s action from `state`: chance by `rng`, each step by its
/// one-ply value, until the seat is back at an open choice or another seat decides. So an action
/// is valued by what it does (the tile placed, the dice recruited), not only by what it spends.
pub fn finish_action(state: &mut DiceSettlersState, s: usize, rng: &mut DiceRng) {
    let mut legal = ActionList::default();
    for _ in 0..MAX_STEPS_LOOKED_AHEAD {
        if state.chance().is_some() {
            if !sample_chance(state, rng) {
                return;
            }
            continue;
        }
        if state.is_over() || state.current() != s || state.step() == Step::Open {
            return;
        }
        state.legal_actions_into(&mut legal);
        let Some(best) = best_one_ply(state, s, &legal) else { return };
        if state.apply(best).is_err() {
            return;
        }
    }
}

/// At a chance node, draw its outcome from `rng` and apply it; whether that worked (it always
/// does for outcomes drawn from the node itself; `false` also when there was nothing to draw).
pub fn sample_chance(state: &mut DiceSettlersState, rng: &mut DiceRng) -> bool {
    let Some(ch) = state.chance() else { return false };
    let mut values = [0u8; MAX_CHANCE_DICE];
    draw_into(rng, ch.sides(), &mut values[..ch.count()]);
    state.apply_chance(&values[..ch.count()]).is_ok()
}

/// Steps of one action the greedy looks through (an action has a handful; a guard, not a limit).
pub const MAX_STEPS_LOOKED_AHEAD: usize = 32;

/// The legal action whose resulting state values best for seat `s` (first on ties).
pub fn best_one_ply(state: &DiceSettlersState, s: usize, legal: &[Action]) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for &a in legal.iter().filter(|&&a| a != Action::TakeBack) {
        let mut next = state.clone();
        if next.apply(a).is_ok() {
            let v = value(&next, s);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, a));
            }
        }
    }
    best.map(|(_, a)| a)
}

impl Policy<DiceSettlers> for GreedyAi {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn choose(&mut self, state: &DiceSettlersState, legal: &[Action]) -> Action {
        let s = state.current();
        let looks_ahead = state.step() == Step::Open;
        let values: Vec<f64> = legal
            .iter()
            .map(|&a| {
                let mut next = state.clone();
                // Taking back a turn only undoes one: an AI never does (no turn-and-back loops).
                if a == Action::TakeBack || next.apply(a).is_err() {
                    return f64::NEG_INFINITY;
                }
                if looks_ahead {
                    finish_action(&mut next, s, &mut self.rng);
                }
                value(&next, s)
            })
            .collect();
        legal[self.thought.pick(&values, TEMPERATURE, &mut self.rng)]
    }
    fn probabilities(&self) -> Option<Vec<f64>> {
        self.thought.probabilities.clone()
    }
}

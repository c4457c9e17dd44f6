//! The one play-out loop: seats choose, chance is rolled, every step is shown to an observer.
//! `dicehall sim`, `dicehall tournament`, the AI fits and the random-game tests all play through it.

use std::time::Instant;

use super::dice::{DiceRng, derive_seed, draw_into, seeded};
use super::{Game, MAX_CHANCE_DICE, Policy};

/// Where chance outcomes come from.
pub enum DiceStream {
    /// One stream for the whole game.
    Whole(DiceRng),
    /// A fresh stream at every turn start, from `(seed, turn number)`: every seat order of a dice
    /// seed meets the same dice turn by turn (common random numbers for tournaments).
    PerTurn { seed: u64, turn: u64, rng: DiceRng },
}

impl DiceStream {
    pub fn whole(seed: u64) -> Self {
        DiceStream::Whole(seeded(seed))
    }
    pub fn per_turn(seed: u64) -> Self {
        DiceStream::PerTurn { seed, turn: 0, rng: seeded(0) }
    }
    fn turn_started(&mut self) {
        if let DiceStream::PerTurn { seed, turn, rng } = self {
            *rng = seeded(derive_seed(*seed ^ 0xD1CE, *turn));
            *turn += 1;
        }
    }
    fn rng(&mut self) -> &mut DiceRng {
        match self {
            DiceStream::Whole(rng) | DiceStream::PerTurn { rng, .. } => rng,
        }
    }
}

/// One step of a play-out, after it was applied.
pub struct Step<'a, G: Game> {
    pub state: &'a G::State,
    pub events: &'a G::Events,
    /// The deciding seat and its action, or `None` for a chance step.
    pub decision: Option<(usize, G::Action)>,
    /// The rolled values of a chance step (empty for a decision).
    pub rolled: &'a [u8],
    /// Milliseconds the seat thought (0 unless timing was asked for).
    pub think_ms: f64,
}

/// How a play-out went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub finished: bool,
    pub decisions: u64,
}

/// Play `state` until the game ends or `max_rounds` is passed. `seats[s]` plays seat s. An AI that
/// picks an illegal action is an error naming the seat and the rules' sentence.
pub fn play_out<G: Game>(
    state: &mut G::State,
    seats: &mut [Box<dyn Policy<G>>],
    dice: &mut DiceStream,
    max_rounds: u32,
    timed: bool,
    mut observe: impl FnMut(Step<'_, G>),
) -> Result<Outcome, String> {
    let mut legal = G::Actions::default();
    let mut values = [0u8; MAX_CHANCE_DICE];
    let mut outcome = Outcome::default();
    while !G::is_over(state) && G::round(state) <= max_rounds {
        if let Some(chance) = G::chance(state) {
            let rolled = &mut values[..chance.count()];
            draw_into(dice.rng(), chance.sides(), rolled);
            let events = G::apply_chance(state, rolled).map_err(|e| format!("a roll was refused: {e}"))?;
            observe(Step { state, events: &events, decision: None, rolled, think_ms: 0.0 });
            continue;
        }
        if G::turn_starts(state) {
            dice.turn_started();
        }
        G::legal_actions(state, &mut legal);
        let seat = G::current(state);
        let policy = &mut seats[seat];
        let (action, think_ms) = if timed {
            let start = Instant::now();
            let a = policy.choose(state, &legal);
            (a, start.elapsed().as_secs_f64() * 1e3)
        } else {
            (policy.choose(state, &legal), 0.0)
        };
        outcome.decisions += 1;
        let events = G::apply(state, action)
            .map_err(|e| format!("seat {seat} ({}) chose an illegal action {action:?}: {e}", policy.name()))?;
        observe(Step { state, events: &events, decision: Some((seat, action)), rolled: &[], think_ms });
    }
    outcome.finished = G::is_over(state);
    Ok(outcome)
}

//! A game's moves as they happened (each seat's action and each chance outcome, in order) and
//! their replay through the rules: what a save keeps, what resume checks and what a replay shows.

use serde::{Deserialize, Serialize};

use super::Game;

/// One step of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step<A> {
    /// A seat's decision.
    Act { seat: usize, action: A },
    /// The values a chance node took (dice, bag or tile draws), in the order the node asked.
    Chance(Vec<u8>),
}

/// The steps of a game from its first state, and how many turns they finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record<A> {
    pub steps: Vec<Step<A>>,
    /// Turns finished (events for which the game's `ends_turn` holds).
    pub turns: u32,
}

impl<A> Default for Record<A> {
    fn default() -> Self {
        Record { steps: Vec::new(), turns: 0 }
    }
}

impl<A: Copy> Record<A> {
    /// Note an applied action and the events it caused.
    pub fn act<G: Game<Action = A>>(&mut self, seat: usize, action: A, events: &[G::Event]) {
        self.steps.push(Step::Act { seat, action });
        self.count_turns::<G>(events);
    }

    /// Note an applied chance outcome and the events it caused.
    pub fn chance<G: Game<Action = A>>(&mut self, values: &[u8], events: &[G::Event]) {
        self.steps.push(Step::Chance(values.to_vec()));
        self.count_turns::<G>(events);
    }

    /// Take back the last step, an action that finished no turn (a game's undo of a placement).
    pub fn undo_act(&mut self) {
        if matches!(self.steps.last(), Some(Step::Act { .. })) {
            self.steps.pop();
        }
    }

    fn count_turns<G: Game>(&mut self, events: &[G::Event]) {
        self.turns += events.iter().filter(|e| G::ends_turn(e)).count() as u32;
    }
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The step (from 1) the rules refused.
    pub step: usize,
    pub why: String,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "step {} does not follow the rules: {}", self.step, self.why)
    }
}

impl std::error::Error for ReplayError {}

/// Apply one step to `state` (the seat must be the one to decide; chance only at a chance node).
pub fn apply_step<G: Game>(state: &mut G::State, step: &Step<G::Action>) -> Result<G::Events, String> {
    match step {
        Step::Act { seat, action } => {
            if G::chance(state).is_some() {
                return Err("an action where the dice must be rolled".into());
            }
            if *seat != G::current(state) {
                return Err(format!("seat {seat} acts on seat {}'s turn", G::current(state)));
            }
            G::apply(state, *action).map_err(|e| e.to_string())
        }
        Step::Chance(values) => match G::chance(state) {
            None => Err("dice rolled where a seat must decide".into()),
            Some(c) if c.count() != values.len() => {
                Err(format!("{} values where the rules ask for {}", values.len(), c.count()))
            }
            Some(_) => G::apply_chance(state, values).map_err(|e| e.to_string()),
        },
    }
}

/// The state `steps` lead to from `start` and the record they make (turns counted again), or the
/// first step the rules refuse.
pub fn replay<G: Game>(
    start: &G::State,
    steps: &[Step<G::Action>],
) -> Result<(G::State, Record<G::Action>), ReplayError> {
    let (mut state, mut record) = (start.clone(), Record::default());
    for (i, step) in steps.iter().enumerate() {
        let events = apply_step::<G>(&mut state, step).map_err(|why| ReplayError { step: i + 1, why })?;
        match step {
            Step::Act { seat, action } => record.act::<G>(*seat, *action, &events),
            Step::Chance(values) => record.chance::<G>(values, &events),
        }
    }
    Ok((state, record))
}

//! Dice Settlers' console adapter: one command per choice, chance drawn by the session's seeded
//! RNG or forced with `"chance"`, `legal`, `state`, `hint` (docs/console.md, Dice Settlers).

use serde_json::{Map, Value, json};

use super::DiceSettlers;
use super::console_request::{forced, parse_action};
use super::console_view::{action_json, event_json, state_json};
use super::rules::{Action, DiceSettlersState, Setup};
use crate::engine::console::{ConsoleSession, NewGameArgs, check_keys, new_game_args};
use crate::engine::dice::{DiceRng, draw_into, seeded};

/// The commands a Dice Settlers game takes besides new, legal and state.
pub const COMMANDS: &[&str] = &[
    "start_tile",
    "turn",
    "navigator_reroll",
    "pick",
    "reroll",
    "resource_reroll",
    "resource_draw",
    "ready",
    "take_back",
    "recruit",
    "explore",
    "deploy",
    "raid",
    "harvest",
    "trade",
    "research",
    "skip",
    "factory",
    "control",
    "end_turn",
    "take_die",
    "choose_tile",
    "place_tile",
    "follow",
    "decline",
    "tent_to_board",
    "tent_to_tile",
    "recall_tents",
    "recall",
    "recall_done",
    "hit",
    "sell",
    "finish",
    "keep",
    "keep_none",
];

/// A Dice Settlers game plus the seeded RNG that serves unforced draws and rolls.
pub struct DiceSettlersSession {
    state: DiceSettlersState,
    rng: DiceRng,
}

/// A small whole-number field that must be present.
impl DiceSettlersSession {
    /// Build a game from a `new` command's object; the draft's first draw is made at once.
    pub fn from_new(obj: &Map<String, Value>) -> Result<Self, String> {
        check_keys("new", obj, &["game", "players", "seed", "starter", "chance"])?;
        let NewGameArgs { players, seed, starter } = new_game_args::<DiceSettlers>(obj)?;
        let state = DiceSettlersState::new(Setup { players, starter }, seed).map_err(|e| e.to_string())?;
        let mut session = DiceSettlersSession { state, rng: seeded(seed) };
        let (state, rng) = session.resolve(session.state.clone(), forced(obj)?, &mut Vec::new())?;
        (session.state, session.rng) = (state, rng);
        Ok(session)
    }

    pub fn state(&self) -> &DiceSettlersState {
        &self.state
    }

    /// Resolve chance nodes until a decision: forced outcomes (exactly as many as needed) or the RNG.
    fn resolve(
        &self,
        mut state: DiceSettlersState,
        forced: Option<Vec<u8>>,
        events: &mut Vec<Value>,
    ) -> Result<(DiceSettlersState, DiceRng), String> {
        let mut rng = self.rng.clone();
        let mut given = forced.as_deref().map(|v| v.iter().copied());
        let mut needed = 0;
        while let Some(ch) = state.chance() {
            let mut values = vec![0u8; ch.count()];
            needed += values.len();
            match given.as_mut() {
                Some(it) => {
                    for v in values.iter_mut() {
                        *v = it.next().ok_or_else(|| {
                            format!("\"chance\" runs out: the draws and rolls here need at least {needed} outcomes")
                        })?;
                    }
                }
                None => draw_into(&mut rng, ch.sides(), &mut values),
            }
            for e in state.apply_chance(&values).map_err(|e| e.to_string())?.iter() {
                events.push(event_json(e));
            }
        }
        if let Some(mut it) = given
            && it.next().is_some()
        {
            return Err(format!("\"chance\" gives more outcomes than the {needed} the draws and rolls here need"));
        }
        Ok((state, rng))
    }

    fn reply(&self, events: Vec<Value>) -> Value {
        json!({"ok": true, "state": state_json(&self.state), "events": events})
    }
}

impl ConsoleSession for DiceSettlersSession {
    type G = DiceSettlers;
    const COMMANDS: &'static [&'static str] = COMMANDS;
    fn state(&self) -> &DiceSettlersState {
        &self.state
    }
    fn state_json(&self) -> Value {
        state_json(&self.state)
    }
    fn action_json(action: Action) -> Value {
        action_json(action)
    }
    /// Every own command is an action: parsed, played on a copy with its chance, then kept.
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        let action = parse_action(cmd, obj)?;
        let chance = forced(obj)?;
        let mut next = self.state.clone();
        let mut events: Vec<Value> = next.apply(action).map_err(|e| e.to_string())?.iter().map(event_json).collect();
        let (next, rng) = self.resolve(next, chance, &mut events)?;
        self.state = next;
        self.rng = rng;
        Ok(self.reply(events))
    }
}

//! Liar's Dice's console adapter: new, bid, dudo, calza, roll, observe, legal, state, hint
//! (specs/console.md, Liar's Dice). The console is the referee: `state` shows every cup.

use serde_json::{Map, Value, json};

use super::LiarsDice;
use super::console_view::{action_json, event_json, roll_json, state_json};
use super::rules::{Action, EventList, FACES, LiarsDiceState, Options, Phase, Setup};
use crate::engine::Game;
use crate::engine::console::{ConsoleSession, NewGameArgs, check_keys, int_field, new_game_args};
use crate::engine::dice::{DiceRng, roll_into, seeded};

/// The commands a Liar's Dice game takes besides new, legal and state.
pub const COMMANDS: &[&str] = &["bid", "dudo", "calza", "roll", "observe"];

/// A Liar's Dice game plus the seeded RNG that serves unforced throws.
pub struct LiarsDiceSession {
    state: LiarsDiceState,
    rng: DiceRng,
}

/// An optional true/false key of `new`.
fn flag(obj: &Map<String, Value>, key: &str) -> Result<Option<bool>, String> {
    match obj.get(key) {
        None => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(v) => Err(format!("\"{key}\" must be true or false, not {v}")),
    }
}

/// The forced dice of a `roll`: one list per seat holding dice, in seat order, each as long as
/// that seat's dice, each value 1 to 6.
fn forced_cups(state: &LiarsDiceState, v: &Value) -> Result<Vec<Vec<u8>>, String> {
    let holding: Vec<usize> = (0..state.players()).filter(|&s| !state.is_out(s)).collect();
    let lists = v
        .as_array()
        .ok_or_else(|| format!("\"dice\" must be a list of dice lists, one per seat holding dice, not {v}"))?;
    if lists.len() != holding.len() {
        return Err(format!(
            "\"dice\" needs one list per seat holding dice ({}), in seat order, not {}",
            holding.len(),
            lists.len()
        ));
    }
    let mut cups = Vec::with_capacity(lists.len());
    for (&seat, list) in holding.iter().zip(lists) {
        let want = state.count(seat);
        let values = list.as_array().filter(|l| l.len() == want).ok_or_else(|| {
            format!("seat {seat} holds {want} dice: its list in \"dice\" needs {want} values, not {list}")
        })?;
        let cup = values
            .iter()
            .map(|d| d.as_u64().filter(|d| (1..=u64::from(FACES)).contains(d)).map(|d| d as u8))
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| format!("a die shows a whole number 1 to 6; seat {seat}'s list is {list}"))?;
        cups.push(cup);
    }
    Ok(cups)
}

impl LiarsDiceSession {
    /// Build a game from a `new` command's object.
    pub fn from_new(obj: &Map<String, Value>) -> Result<Self, String> {
        check_keys("new", obj, &["game", "players", "seed", "starter", "calza", "palifico"])?;
        let NewGameArgs { players, seed, starter } = new_game_args::<LiarsDice>(obj)?;
        let defaults = Options::default();
        let options = Options {
            calza: flag(obj, "calza")?.unwrap_or(defaults.calza),
            palifico: flag(obj, "palifico")?.unwrap_or(defaults.palifico),
        };
        let state = LiarsDiceState::new(Setup { players, starter, options }).map_err(|e| e.to_string())?;
        Ok(LiarsDiceSession { state, rng: seeded(seed) })
    }

    pub fn state(&self) -> &LiarsDiceState {
        &self.state
    }

    fn reply(&self, events: &[Value]) -> Value {
        json!({"ok": true, "state": state_json(&self.state), "events": events})
    }

    fn events(&self, events: &EventList) -> Vec<Value> {
        events.iter().map(|e| event_json(e, &self.state)).collect()
    }

    /// A seat's decision through the rules; nothing changes on a refusal.
    fn act(&mut self, action: Action) -> Result<Value, String> {
        let events = self.state.apply(action).map_err(|e| e.to_string())?;
        Ok(self.reply(&self.events(&events)))
    }

    /// Every seat holding dice throws its cup: the forced dice, or from the seed. On a copy,
    /// committed only when every cup was accepted.
    fn roll(&mut self, forced: Option<&Value>) -> Result<Value, String> {
        if self.state.phase() != Phase::Rolling {
            let error = LiarsDice::apply_chance(&mut self.state.clone(), &[]).err();
            return Err(error.map_or_else(|| "no throw is awaited now.".into(), |e| e.to_string()));
        }
        let forced = forced.map(|v| forced_cups(&self.state, v)).transpose()?;
        let (mut next, mut rng) = (self.state.clone(), self.rng.clone());
        let mut events = Vec::new();
        let mut cup = 0;
        while let Some(chance) = LiarsDice::chance(&next) {
            let values = match &forced {
                Some(cups) => cups[cup].clone(),
                None => {
                    let mut values = vec![0u8; chance.count()];
                    roll_into(&mut rng, &mut values);
                    values
                }
            };
            let step = next.apply_chance(&values).map_err(|e| e.to_string())?;
            events.extend(step.iter().map(|e| event_json(e, &next)));
            cup += 1;
        }
        (self.state, self.rng) = (next, rng);
        Ok(self.reply(&events))
    }

    /// What one seat may see: the others' dice `null`.
    fn observe(&self, obj: &Map<String, Value>) -> Result<Value, String> {
        let last = self.state.players() - 1;
        let seat = int_field(obj, "seat", "a seat number")?.ok_or(format!("observe needs \"seat\": 0 to {last}"))?;
        if !(0..=last as i64).contains(&seat) {
            return Err(format!("there is no seat {seat}: seats are 0 to {last}"));
        }
        let seen = LiarsDice::observation(&self.state, seat as usize);
        Ok(json!({"ok": true, "state": state_json(&seen), "events": []}))
    }

    /// `bid`'s quantity and face, whole numbers in range.
    fn bid(obj: &Map<String, Value>) -> Result<Action, String> {
        let quantity = int_field(obj, "quantity", "how many dice the bid claims")?
            .ok_or("bid needs \"quantity\" (how many dice) and \"face\" (1 to 6)")?;
        let face = int_field(obj, "face", "a face 1 to 6")?.ok_or("bid needs \"face\": the face 1 to 6 it claims")?;
        if !(1..=i64::from(FACES)).contains(&face) {
            return Err(format!("a bid's face is 1 to 6, not {face}"));
        }
        if !(1..=i64::from(u8::MAX)).contains(&quantity) {
            return Err(format!("a bid's quantity is a whole number of dice from 1, not {quantity}"));
        }
        Ok(Action::Bid { quantity: quantity as u8, face: face as u8 })
    }
}

impl ConsoleSession for LiarsDiceSession {
    type G = LiarsDice;
    const COMMANDS: &'static [&'static str] = COMMANDS;
    fn state(&self) -> &LiarsDiceState {
        &self.state
    }
    fn state_json(&self) -> Value {
        state_json(&self.state)
    }
    fn action_json(action: Action) -> Value {
        action_json(action)
    }
    /// At the throw, the one command is `roll`.
    fn legal_json(&self) -> Vec<Value> {
        match self.state.phase() {
            Phase::Rolling => vec![roll_json()],
            _ => self.state.legal_actions().iter().map(|&a| action_json(a)).collect(),
        }
    }
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        match cmd {
            "bid" => {
                check_keys(cmd, obj, &["quantity", "face"])?;
                self.act(Self::bid(obj)?)
            }
            "dudo" | "calza" => {
                check_keys(cmd, obj, &[])?;
                self.act(if cmd == "dudo" { Action::Dudo } else { Action::Calza })
            }
            "roll" => {
                check_keys(cmd, obj, &["dice"])?;
                self.roll(obj.get("dice"))
            }
            "observe" => {
                check_keys(cmd, obj, &["seat"])?;
                self.observe(obj)
            }
            _ => Err(format!("unknown command `{cmd}`")),
        }
    }
}

//! Home Rows' console adapter: new, roll, place, trade, legal, state, hint (specs/console.md, Home Rows).

use serde_json::{Map, Value, json};

use super::HomeRows;
use super::console_view::{action_json, event_json, state_json};
use super::rules::{Action, Color, EventList, HomeRowsState, Setup, Side};
use crate::engine::console::{ConsoleSession, NewGameArgs, check_keys, int_field, new_game_args};
use crate::engine::dice::{DiceRng, roll_into, seeded};

/// The commands a Home Rows game takes besides new, legal and state.
pub const COMMANDS: &[&str] = &["roll", "place", "trade"];

/// A Home Rows game plus the seeded RNG that serves unforced rolls.
pub struct HomeRowsSession {
    state: HomeRowsState,
    rng: DiceRng,
}

/// A colour name from the console, or a sentence naming the colours.
fn color(v: &Value, key: &str) -> Result<Color, String> {
    v.as_str()
        .and_then(Color::parse)
        .ok_or_else(|| format!("\"{key}\" must be a colour: \"red\", \"yellow\", \"green\" or \"blue\", not {v}"))
}

/// A neighbour from the console, or a sentence naming the two.
fn side(v: &Value, key: &str) -> Result<Side, String> {
    match v.as_str() {
        Some("left") => Ok(Side::Left),
        Some("right") => Ok(Side::Right),
        _ => Err(format!("\"{key}\" must be \"left\" or \"right\", not {v}")),
    }
}

impl HomeRowsSession {
    /// Build a game from a `new` command's object.
    pub fn from_new(obj: &Map<String, Value>) -> Result<Self, String> {
        check_keys("new", obj, &["game", "players", "seed", "starter", "colors"])?;
        let NewGameArgs { players, seed, starter } = new_game_args::<HomeRows>(obj)?;
        let colors = match obj.get("colors") {
            None => None,
            Some(Value::Array(list)) => Some(list.iter().map(|v| color(v, "colors")).collect::<Result<Vec<_>, _>>()?),
            Some(v) => return Err(format!("\"colors\" must be a list of colour names, one per seat, not {v}")),
        };
        let setup = Setup { players, starter, colors };
        let state = HomeRowsState::new(setup).map_err(|e| e.to_string())?;
        Ok(HomeRowsSession { state, rng: seeded(seed) })
    }

    pub fn state(&self) -> &HomeRowsState {
        &self.state
    }

    fn reply(&self, events: &EventList) -> Value {
        let events: Vec<Value> = events.iter().map(|e| event_json(e, &self.state)).collect();
        json!({"ok": true, "state": state_json(&self.state), "events": events})
    }

    /// Apply on a copy; commit only when every step succeeded.
    fn act(&mut self, action: Action, forced: Option<u8>) -> Result<Value, String> {
        let mut next = self.state.clone();
        let mut rng = self.rng.clone();
        let mut events = next.apply(action).map_err(|e| e.to_string())?;
        if let Action::Roll { .. } = action {
            let mut value = [forced.unwrap_or(0)];
            if forced.is_none() {
                roll_into(&mut rng, &mut value);
            }
            events.extend_from(&next.apply_chance(&value).map_err(|e| e.to_string())?);
        }
        self.state = next;
        self.rng = rng;
        Ok(self.reply(&events))
    }
}

impl ConsoleSession for HomeRowsSession {
    type G = HomeRows;
    const COMMANDS: &'static [&'static str] = COMMANDS;
    fn state(&self) -> &HomeRowsState {
        &self.state
    }
    fn state_json(&self) -> Value {
        state_json(&self.state)
    }
    fn action_json(action: Action) -> Value {
        action_json(action)
    }
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        match cmd {
            "roll" => {
                check_keys(cmd, obj, &["color", "value"])?;
                let c = color(obj.get("color").ok_or("roll needs \"color\": the colour of a die you hold")?, "color")?;
                let forced = match int_field(obj, "value", "the die's value 1 to 6")? {
                    None => None,
                    Some(v @ 1..=6) => Some(v as u8),
                    Some(v) => return Err(format!("a die shows 1 to 6, not {v}")),
                };
                self.act(Action::Roll { color: c }, forced)
            }
            "place" => {
                check_keys(cmd, obj, &["row", "col", "from"])?;
                let row = int_field(obj, "row", "a row 0 to 3")?.ok_or("place needs \"row\": 0 to 3")?;
                let col = int_field(obj, "col", "a column 0 to 4")?.ok_or("place needs \"col\": 0 to 4")?;
                if !(0..=3).contains(&row) || !(0..=4).contains(&col) {
                    return Err(format!(
                        "there is no square at row {row}, column {col}: rows are 0 to 3 and columns 0 to 4"
                    ));
                }
                let from = obj.get("from").map(|v| side(v, "from")).transpose()?;
                self.act(Action::Place { row: row as u8, col: col as u8, from }, None)
            }
            "trade" => {
                check_keys(cmd, obj, &["to"])?;
                let to = side(obj.get("to").ok_or("trade needs \"to\": \"left\" or \"right\"")?, "to")?;
                self.act(Action::Trade { to }, None)
            }
            _ => Err(format!("unknown command `{cmd}`")),
        }
    }
}

//! Royal Casino's console adapter: new, throw, place, stop, legal, state, hint (specs/console.md).

use serde_json::{Map, Value, json};

use super::RoyalCasino;
use super::console_view::{StateView, action_json, event_json};
use crate::engine::console::{ConsoleSession, NewGameArgs, check_keys, int_field, new_game_args};
use crate::engine::dice::{DiceRng, roll_into, seeded};
use crate::games::royal_casino::rules::{Action, Events, GameState, Setup, resolve_face, shuffled_standard_faces};

/// The commands a Royal Casino game takes besides new, legal and state.
pub const COMMANDS: &[&str] = &["throw", "place", "stop"];

/// A Royal Casino game plus the seeded RNG that serves unforced throws.
pub struct RoyalCasinoSession {
    state: GameState,
    rng: DiceRng,
}

impl RoyalCasinoSession {
    /// Build a game from a `new` command's object.
    pub fn from_new(obj: &Map<String, Value>) -> Result<Self, String> {
        check_keys("new", obj, &["game", "players", "seed", "faces", "starter", "beginner_first"])?;
        let NewGameArgs { players, seed, starter } = new_game_args::<RoyalCasino>(obj)?;
        let beginner_first = match obj.get("beginner_first") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(v) => return Err(format!("\"beginner_first\" must be true or false, not {v}")),
        };
        let mut rng = seeded(seed);
        let faces = match obj.get("faces") {
            None => shuffled_standard_faces(&mut rng, beginner_first),
            Some(Value::Array(list)) if !list.is_empty() => list
                .iter()
                .map(|v| match v {
                    Value::String(r) => resolve_face(r).map_err(|e| format!("cannot load face `{r}`: {e}")),
                    _ => Err(format!("\"faces\" lists face names or paths as strings, not {v}")),
                })
                .collect::<Result<Vec<_>, _>>()?,
            Some(_) => return Err("\"faces\" must be a non-empty list such as [\"01a\", \"my/face.ron\"]".into()),
        };
        let state = GameState::new(Setup { players, starter, faces }).map_err(|e| e.to_string())?;
        Ok(RoyalCasinoSession { state, rng })
    }

    /// The success envelope for the current state and the given events.
    pub fn reply(&self, events: &[Value]) -> Value {
        json!({"ok": true, "state": StateView::of(&self.state), "events": events})
    }

    /// Run one of the game's own commands. Works on a copy and commits only on success, so
    /// errors change nothing.
    fn run(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        match cmd {
            "throw" => {
                check_keys(cmd, obj, &["dice"])?;
                let forced = match obj.get("dice") {
                    None => None,
                    Some(Value::Array(vals)) => Some(
                        vals.iter()
                            .map(|v| match v.as_i64() {
                                Some(d @ 1..=6) => Ok(d as u8),
                                _ => Err(format!("a die shows 1 to 6, not {v}")),
                            })
                            .collect::<Result<Vec<u8>, String>>()?,
                    ),
                    Some(v) => return Err(format!("\"dice\" must be a list of values 1 to 6, not {v}")),
                };
                let mut next = self.state.clone();
                let mut rng = self.rng.clone();
                let mut ev = next.apply(Action::Throw).map_err(|e| e.to_string())?;
                let mut thrown = forced.unwrap_or_else(|| {
                    let mut values = vec![0; next.dice_in_air()];
                    roll_into(&mut rng, &mut values);
                    values
                });
                ev.extend(&next.apply_dice(&thrown).map_err(|e| e.to_string())?);
                self.rng = rng;
                let mut reply = self.commit(next, &ev);
                // The values thrown, sorted (after a no-fit throw the state's `throw` is already empty).
                thrown.sort_unstable();
                reply["thrown"] = thrown.into();
                Ok(reply)
            }
            "place" => {
                check_keys(cmd, obj, &["value", "row"])?;
                let value =
                    int_field(obj, "value", "the die's value 1 to 6")?.ok_or("place needs \"value\": 1 to 6")?;
                let row = int_field(obj, "row", "a row 0 to 5")?.ok_or("place needs \"row\": 0 to 5")?;
                if !(1..=6).contains(&value) {
                    return Err(format!("a die shows 1 to 6, not {value}"));
                }
                if !(0..=5).contains(&row) {
                    return Err(format!("there is no row {row}: rows are 0 to 5, top to bottom"));
                }
                self.act(Action::Place { value: value as u8, row: row as u8 })
            }
            "stop" => {
                check_keys(cmd, obj, &[])?;
                self.act(Action::Stop)
            }
            _ => Err(format!("unknown command `{cmd}`")),
        }
    }

    fn act(&mut self, action: Action) -> Result<Value, String> {
        let mut next = self.state.clone();
        let ev = next.apply(action).map_err(|e| e.to_string())?;
        Ok(self.commit(next, &ev))
    }

    fn commit(&mut self, next: GameState, ev: &Events) -> Value {
        self.state = next;
        let events: Vec<Value> = ev.iter().map(|e| event_json(e, &self.state)).collect();
        self.reply(&events)
    }
}

impl ConsoleSession for RoyalCasinoSession {
    type G = RoyalCasino;
    const COMMANDS: &'static [&'static str] = COMMANDS;
    fn state(&self) -> &GameState {
        &self.state
    }
    fn state_json(&self) -> Value {
        json!(StateView::of(&self.state))
    }
    fn action_json(action: Action) -> Value {
        action_json(action)
    }
    fn game_command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        self.run(cmd, obj)
    }
}

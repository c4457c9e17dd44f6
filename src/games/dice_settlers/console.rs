//! Dice Settlers' console adapter: one command per choice, chance drawn by the session's seeded
//! RNG or forced with `"chance"`, `legal`, `state` (docs/console.md, Dice Settlers).

use serde_json::{Map, Value, json};

use super::DiceSettlers;
use super::console_view::{action_json, event_json, state_json};
use super::content::{DieColor, Resource, content};
use super::rules::{Action, DiceSettlersState, Hex, Offer, Setup};
use crate::console::{ConsoleGame, NewGameArgs, check_keys, int_field, new_game_args};
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
fn num(obj: &Map<String, Value>, key: &str, what: &str, cmd: &str) -> Result<u8, String> {
    let v = int_field(obj, key, what)?.ok_or_else(|| format!("`{cmd}` needs \"{key}\": {what}"))?;
    u8::try_from(v).map_err(|_| format!("\"{key}\" must be {what}, not {v}"))
}

fn coord(obj: &Map<String, Value>, key: &str, cmd: &str) -> Result<i8, String> {
    let v = int_field(obj, key, "a hex coordinate")?
        .ok_or_else(|| format!("`{cmd}` needs \"q\" and \"r\": the hex's axial coordinates"))?;
    i8::try_from(v).map_err(|_| format!("\"{key}\" {v} is off the map"))
}

fn name_of<T: Copy>(
    obj: &Map<String, Value>,
    key: &str,
    parse: fn(&str) -> Option<T>,
    names: &str,
) -> Result<T, String> {
    match obj.get(key) {
        Some(Value::String(s)) => parse(s).ok_or_else(|| format!("\"{key}\" must be one of {names}, not \"{s}\"")),
        Some(v) => Err(format!("\"{key}\" must be one of {names}, not {v}")),
        None => Err(format!("this needs \"{key}\": one of {names}")),
    }
}

const COLOR_NAMES: &str = "white, yellow, green, brown, blue, red";
const RESOURCE_NAMES: &str = "gold, iron, wood, food";

fn resource(obj: &Map<String, Value>, key: &str) -> Result<Resource, String> {
    name_of(obj, key, Resource::parse, RESOURCE_NAMES)
}

fn offer(obj: &Map<String, Value>) -> Result<Offer, String> {
    let kind = match obj.get("offer") {
        Some(Value::String(s)) => s.as_str(),
        _ => return Err("`sell` needs \"offer\": \"same\", \"different\", \"pair\" or \"remove_die\"".into()),
    };
    let keys: &[&str] = match kind {
        "same" => &["offer", "resource", "chance"],
        "different" => &["offer", "without", "chance"],
        "pair" => &["offer", "resources", "chance"],
        "remove_die" => &["offer", "color", "chance"],
        other => {
            return Err(format!(
                "\"offer\" must be \"same\", \"different\", \"pair\" or \"remove_die\", not \"{other}\""
            ));
        }
    };
    check_keys("sell", obj, keys)?;
    Ok(match kind {
        "same" => Offer::Same(resource(obj, "resource")?),
        "different" => Offer::Different { without: resource(obj, "without")? },
        "pair" => {
            let list = obj.get("resources").and_then(Value::as_array).filter(|l| l.len() == 2);
            let Some(list) = list else {
                return Err("a pair names two resources: \"resources\": [\"iron\", \"wood\"]".into());
            };
            let r = |v: &Value| {
                v.as_str().and_then(Resource::parse).ok_or_else(|| format!("{v} is not a resource ({RESOURCE_NAMES})"))
            };
            let (a, b) = (r(&list[0])?, r(&list[1])?);
            if a.index() <= b.index() { Offer::Pair(a, b) } else { Offer::Pair(b, a) }
        }
        _ => Offer::RemoveDie(name_of(obj, "color", DieColor::parse, COLOR_NAMES)?),
    })
}

/// A card given by id (or row position number).
fn card(obj: &Map<String, Value>) -> Result<u8, String> {
    let c = content().map_err(|e| e.to_string())?;
    match obj.get("card") {
        Some(Value::String(id)) => c
            .techs
            .iter()
            .position(|t| &t.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| format!("there is no technology \"{id}\": see \"row\" in the state for the ids")),
        Some(v) => Err(format!("\"card\" must be a technology id such as \"granary\", not {v}")),
        None => Err("`research` needs \"card\": a technology id from the row".into()),
    }
}

/// The action a command line names (after its keys were checked).
fn parse_action(cmd: &str, obj: &Map<String, Value>) -> Result<Action, String> {
    let keys = |allowed: &[&str]| {
        let mut all = allowed.to_vec();
        all.push("chance");
        check_keys(cmd, obj, &all)
    };
    let die = || num(obj, "die", "a die's index in your roll", cmd);
    let tile = || num(obj, "tile", "a tile number on the map", cmd);
    let symbols = || num(obj, "symbols", "how many symbols to spend", cmd);
    let hex = || -> Result<Hex, String> { Ok(Hex::new(coord(obj, "q", cmd)?, coord(obj, "r", cmd)?)) };
    Ok(match cmd {
        "start_tile" => {
            keys(&["index", "q", "r"])?;
            Action::StartTile { index: num(obj, "index", "a tile's place in your hand, from 0", cmd)?, at: hex()? }
        }
        "turn" => {
            keys(&["die", "value"])?;
            Action::Turn { die: die()?, value: num(obj, "value", "the face to show, 1 to 6", cmd)? }
        }
        "pick" => {
            keys(&["die"])?;
            Action::Pick { die: die()? }
        }
        "resource_reroll" => {
            keys(&["die"])?;
            Action::ResourceReroll { die: die()? }
        }
        "keep" => {
            keys(&["die"])?;
            Action::Keep { die: die()? }
        }
        "recruit" | "explore" | "deploy" | "trade" => {
            keys(&["symbols"])?;
            let n = symbols()?;
            match cmd {
                "recruit" => Action::Recruit { symbols: n },
                "explore" => Action::Explore { symbols: n },
                "deploy" => Action::Deploy { symbols: n },
                _ => Action::Trade { symbols: n },
            }
        }
        "raid" => {
            keys(&["tile", "symbols"])?;
            Action::Raid { tile: tile()?, symbols: symbols()? }
        }
        "research" => {
            keys(&["card"])?;
            Action::Research { card: card(obj)? }
        }
        "factory" | "control" | "tent_to_tile" | "recall" => {
            keys(&["tile"])?;
            let t = tile()?;
            match cmd {
                "factory" => Action::Factory { tile: t },
                "control" => Action::Control { tile: t },
                "tent_to_tile" => Action::TentToTile { tile: t },
                _ => Action::Recall { tile: t },
            }
        }
        "take_die" => {
            keys(&["color"])?;
            Action::TakeDie { color: name_of(obj, "color", DieColor::parse, COLOR_NAMES)? }
        }
        "choose_tile" => {
            keys(&["index"])?;
            Action::ChooseTile { index: num(obj, "index", "a drawn tile's place, from 0", cmd)? }
        }
        "place_tile" => {
            keys(&["q", "r"])?;
            Action::PlaceTile { at: hex()? }
        }
        "hit" => {
            keys(&["victim"])?;
            Action::Hit { victim: num(obj, "victim", "the seat whose tent you remove", cmd)? }
        }
        "sell" => Action::Sell(offer(obj)?),
        _ => {
            keys(&[])?;
            match cmd {
                "navigator_reroll" => Action::NavigatorReroll,
                "reroll" => Action::RerollPicked,
                "resource_draw" => Action::ResourceDraw,
                "ready" => Action::Ready,
                "harvest" => Action::Harvest,
                "skip" => Action::Skip,
                "end_turn" => Action::EndTurn,
                "follow" => Action::Follow,
                "decline" => Action::Decline,
                "tent_to_board" => Action::TentToBoard,
                "recall_tents" => Action::RecallTents,
                "recall_done" => Action::RecallDone,
                "finish" => Action::Finish,
                "keep_none" => Action::KeepNone,
                _ => return Err(format!("unknown command `{cmd}`")),
            }
        }
    })
}

/// The `"chance"` list: outcomes for the draws and rolls the command causes, in order.
fn forced(obj: &Map<String, Value>) -> Result<Option<Vec<u8>>, String> {
    match obj.get("chance") {
        None => Ok(None),
        Some(Value::Array(list)) => list
            .iter()
            .map(|v| {
                v.as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or_else(|| format!("\"chance\" holds whole numbers from 1 up, not {v}"))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        Some(v) => Err(format!("\"chance\" must be a list of outcomes such as [3, 1, 6], not {v}")),
    }
}

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

impl ConsoleGame for DiceSettlersSession {
    fn is_over(&self) -> bool {
        self.state.is_over()
    }
    fn round(&self) -> u32 {
        self.state.round()
    }
    fn commands(&self) -> &'static [&'static str] {
        COMMANDS
    }
    fn command(&mut self, cmd: &str, obj: &Map<String, Value>) -> Result<Value, String> {
        match cmd {
            "state" => {
                check_keys(cmd, obj, &[])?;
                Ok(self.reply(Vec::new()))
            }
            "legal" => {
                check_keys(cmd, obj, &[])?;
                let legal: Vec<Value> = self.state.legal_actions().into_iter().map(action_json).collect();
                Ok(json!({"ok": true, "legal": legal, "state": state_json(&self.state), "events": []}))
            }
            _ => {
                let action = parse_action(cmd, obj)?;
                let chance = forced(obj)?;
                let mut next = self.state.clone();
                let mut events: Vec<Value> =
                    next.apply(action).map_err(|e| e.to_string())?.iter().map(event_json).collect();
                let (next, rng) = self.resolve(next, chance, &mut events)?;
                self.state = next;
                self.rng = rng;
                Ok(self.reply(events))
            }
        }
    }
}

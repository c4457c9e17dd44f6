//! Dice Settlers' console requests read into the rules core's actions: each command's fields
//! (dice, coordinates, colours, resources, offers, cards, an adjustment's payer, a removed die's
//! place) with a clear error for every bad one, and the `"chance"` list of forced outcomes.

use serde_json::{Map, Value};

use super::content::{DieColor, Resource, content};
use super::rules::{Action, DieSource, Hex, Offer, Payer};
use crate::engine::console::{check_keys, int_field};

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
        "remove_die" => &["offer", "color", "from", "die", "chance"],
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
        _ => Offer::RemoveDie(name_of(obj, "color", DieColor::parse, COLOR_NAMES)?, source(obj)?),
    })
}

/// A removed die's optional place: `"from"` used, bag or rolled (with `"die"` for one rolled die).
fn source(obj: &Map<String, Value>) -> Result<Option<DieSource>, String> {
    let from = obj.get("from").map(|_| name_of(obj, "from", DieSource::parse, "used, bag, rolled")).transpose()?;
    let die = obj.get("die").map(|_| num(obj, "die", "a die's index in your roll", "sell")).transpose()?;
    match (from, die) {
        (Some(DieSource::Rolled(_)), Some(i)) => Ok(Some(DieSource::Rolled(Some(i)))),
        (_, Some(_)) => Err("\"die\" names a rolled die to remove: it goes with \"from\": \"rolled\"".into()),
        (from, None) => Ok(from),
    }
}

/// A technology given by id (`key` says where, `missing` what to say without it).
fn card_id(v: Option<&Value>, key: &str, missing: &str) -> Result<u8, String> {
    let c = content().map_err(|e| e.to_string())?;
    match v {
        Some(Value::String(id)) => c
            .techs
            .iter()
            .position(|t| &t.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| format!("there is no technology \"{id}\": see \"row\" in the state for the ids")),
        Some(v) => Err(format!("\"{key}\" must be a technology id such as \"granary\", not {v}")),
        None => Err(missing.into()),
    }
}

/// A card given by id.
fn card(obj: &Map<String, Value>) -> Result<u8, String> {
    card_id(obj.get("card"), "card", "`research` needs \"card\": a technology id from the row")
}

/// An adjustment's optional `"payer"`: `{"die": 0}` or `{"card": "compass"}`.
fn payer(obj: &Map<String, Value>, cmd: &str) -> Result<Option<Payer>, String> {
    let Some(v) = obj.get("payer") else { return Ok(None) };
    let form = "{\"die\": 0} (a die's index in your roll) or {\"card\": \"compass\"} (a technology id)";
    match v.as_object().filter(|p| p.len() == 1) {
        Some(p) if p.contains_key("die") => {
            Ok(Some(Payer::Die(num(p, "die", "the paying die's index in your roll", cmd)?)))
        }
        Some(p) if p.contains_key("card") => Ok(Some(Payer::Card(card_id(p.get("card"), "card", "")?))),
        _ => Err(format!("\"payer\" must be {form}, not {v}")),
    }
}

/// The action a command line names (after its keys were checked).
// Long by its table: one arm per console command (specs/console.md), each its keys and values.
pub(super) fn parse_action(cmd: &str, obj: &Map<String, Value>) -> Result<Action, String> {
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
            keys(&["die", "value", "payer"])?;
            let (die, value) = (die()?, num(obj, "value", "the face to show, 1 to 6", cmd)?);
            Action::Turn { die, value, payer: payer(obj, cmd)? }
        }
        "pick" => {
            keys(&["die"])?;
            Action::Pick { die: die()? }
        }
        "resource_reroll" => {
            keys(&["die", "payer"])?;
            Action::ResourceReroll { die: die()?, payer: payer(obj, cmd)? }
        }
        "navigator_reroll" | "resource_draw" => {
            keys(&["payer"])?;
            let payer = payer(obj, cmd)?;
            if cmd == "resource_draw" { Action::ResourceDraw { payer } } else { Action::NavigatorReroll { payer } }
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
                "reroll" => Action::RerollPicked,
                "ready" => Action::Ready,
                "take_back" => Action::TakeBack,
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
pub(super) fn forced(obj: &Map<String, Value>) -> Result<Option<Vec<u8>>, String> {
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

//! Dice Settlers' rules, one test per rule or ruling, on states built by playing and by editing
//! a saved state (serde JSON): setup per player count, the draft, bag refill, the kept die (S3),
//! adjustments (S7) and their named payers, actions, raid vs houses (S4), gold for any (S5), the
//! removed die's named place, control, every end trigger and the one more round, each scoring
//! line (S2), and actions' saved shapes.

use dicehall::engine::MAX_CHANCE_DICE;
use dicehall::engine::dice::{draw_into, seeded};
use dicehall::games::dice_settlers::content::Resource;
use dicehall::games::dice_settlers::content::{DieColor, Seal, content};
use dicehall::games::dice_settlers::rules::{
    Action, DiceSettlersState, Event, Hex, Offer, Phase, SettlersError, Setup, trigger,
};
use serde_json::{Value, json};

mod choices;
mod ending;
mod outcomes;
mod saved;
mod take_back;
mod turns;

pub(crate) fn new(players: usize) -> DiceSettlersState {
    DiceSettlersState::new(Setup { players, starter: 0 }, 1).unwrap()
}

/// Resolve chance with a seeded stream until a seat must decide.
pub(crate) fn resolve(s: &mut DiceSettlersState, seed: u64) -> Vec<Event> {
    let mut rng = seeded(seed);
    let mut events = Vec::new();
    while let Some(ch) = s.chance() {
        let mut v = [0u8; MAX_CHANCE_DICE];
        draw_into(&mut rng, ch.sides(), &mut v[..ch.count()]);
        events.extend(s.apply_chance(&v[..ch.count()]).unwrap().iter().copied());
    }
    events
}

/// A 2-player game through the draft to the first roll phase's first decision.
pub(crate) fn after_draft() -> DiceSettlersState {
    let mut s = new(2);
    resolve(&mut s, 1);
    while s.phase() == Phase::Draft {
        let a = s.legal_actions()[0];
        s.apply(a).unwrap();
        resolve(&mut s, 2);
    }
    s
}

/// The state with its JSON edited by `f`, checked consistent.
pub(crate) fn edit(s: &DiceSettlersState, f: impl FnOnce(&mut Value)) -> DiceSettlersState {
    let mut v = serde_json::to_value(s).unwrap();
    f(&mut v);
    let out: DiceSettlersState = serde_json::from_value(v).unwrap();
    out.validate().unwrap_or_else(|e| panic!("edited state broken: {e}"));
    out
}

/// The action phase of a 2-player game, seat 0 to act, with `rolled` dice (colour, value) and the
/// given resources; seat 0's used area holds what the roll took from its bag.
pub(crate) fn acting(rolled: &[(&str, u8)], resources: [u8; 4]) -> DiceSettlersState {
    let s = after_draft();
    edit(&s, |v| {
        let bag_white = v["seats"][0]["bag"][0].as_u64().unwrap() + v["seats"][0]["used"][0].as_u64().unwrap();
        v["phase"] = json!("Act");
        v["step"] = json!("Open");
        v["draw"] = Value::Null;
        v["done"] = json!(0);
        v["current"] = json!(0);
        v["first"] = json!(0);
        for seat in 0..2 {
            v["seats"][seat]["rolled"] = json!([]);
            v["seats"][seat]["bag"] = json!([3, 1, 1, 0, 0, 0]);
            v["seats"][seat]["used"] = json!([0, 0, 0, 0, 0, 0]);
        }
        let _ = bag_white;
        // Move the rolled dice out of seat 0's bag (taking from the supply for terrain colours).
        let mut bag = [3i64, 1, 1, 0, 0, 0];
        let mut list = Vec::new();
        for &(c, value) in rolled {
            let color = DieColor::parse(c).unwrap().index();
            if bag[color] > 0 {
                bag[color] -= 1;
            } else {
                let n = v["supply"][color].as_i64().unwrap();
                v["supply"][color] = json!(n - 1);
                // The die comes from the supply into this seat's pieces.
            }
            list.push(json!({"color": DieColor::parse(c).unwrap(), "value": value}));
        }
        v["seats"][0]["bag"] = json!(bag);
        v["seats"][0]["rolled"] = json!(list);
        v["seats"][0]["resources"] = json!(resources);
    })
}

/// The face value of `color` showing `symbol` (the first).
pub(crate) fn face(color: DieColor, symbol: &str) -> u8 {
    let c = content().unwrap();
    1 + c.dice[color.index()].faces.iter().position(|k| k.name() == symbol).unwrap() as u8
}

/// Play the round out with every seat skipping and keeping nothing.
pub(crate) fn skip_round(s: &mut DiceSettlersState, seed: u64) -> Vec<Event> {
    let mut events = Vec::new();
    let round = s.round();
    while s.round() == round && !s.is_over() {
        events.extend(resolve(s, seed));
        let a = match s.phase() {
            Phase::Roll => Action::Ready,
            Phase::Keep => Action::KeepNone,
            _ if s.acted() => Action::EndTurn,
            _ => Action::Skip,
        };
        events.extend(s.apply(a).unwrap().iter().copied());
    }
    events
}

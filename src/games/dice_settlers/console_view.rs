//! The console's JSON view of a Dice Settlers state, its events and its legal actions (docs/console.md).

use serde_json::{Map, Value, json};

use super::content::{Bonus, COLORS, Content, DieColor, Resource, content};
use super::rules::{
    Act, Action, DiceSettlersState, Die, DieSource, Draw, Event, Offer, PICKABLE_DICE, Payer, Phase, SCORE_LINES, Step,
    trigger,
};
use crate::engine::seats_in;

fn by_color(counts: &[u8; COLORS]) -> Value {
    Value::Object(DieColor::ALL.iter().map(|c| (c.name().to_string(), json!(counts[c.index()]))).collect())
}

fn by_resource(counts: &[u8; 4]) -> Value {
    Value::Object(Resource::ALL.iter().map(|r| (r.name().to_string(), json!(counts[r.index()]))).collect())
}

fn die_json(d: Die, c: &Content) -> Value {
    json!({"color": d.color.name(), "value": d.value, "symbol": d.symbol(c).map(|k| k.name())})
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Draft => "draft",
        Phase::Roll => "roll",
        Phase::Act => "act",
        Phase::Keep => "keep",
        Phase::Over => "game_over",
    }
}

fn step_json(step: Step) -> Value {
    match step {
        Step::Open => json!({"kind": "open"}),
        Step::Recruit { left } => json!({"kind": "recruit", "dice_left": left}),
        Step::ChooseTile => json!({"kind": "choose_tile"}),
        Step::PlaceTile { index } => json!({"kind": "place_tile", "index": index}),
        Step::Follow { tile, .. } => json!({"kind": "follow", "tile": tile}),
        Step::Deploy { left } => json!({"kind": "deploy", "symbols_left": left}),
        Step::Recall { left } => json!({"kind": "recall", "symbols_left": left}),
        Step::Raid { tile, left } => json!({"kind": "raid", "tile": tile, "symbols_left": left}),
        Step::Trade { left } => json!({"kind": "trade", "symbols_left": left}),
        Step::Reroll { picked } => {
            json!({"kind": "reroll", "picked": (0..PICKABLE_DICE).filter(|i| picked & (1u32 << i) != 0).collect::<Vec<_>>()})
        }
    }
}

fn triggers_json(t: u8) -> Value {
    json!(trigger::NAMES.iter().filter(|(b, _)| t & b != 0).map(|(_, n)| *n).collect::<Vec<_>>())
}

/// The state object of every reply.
// Long by its table: the state's fields as specs/console.md lists them, in its order.
pub fn state_json(s: &DiceSettlersState) -> Value {
    let Ok(c) = content() else { return json!({"game": "dice-settlers"}) };
    let players: Vec<Value> = (0..s.players())
        .map(|p| {
            let seat = s.seat(p);
            let techs: Vec<&str> =
                (0..c.techs.len()).filter(|&i| seat.owns(i)).map(|i| c.techs[i].id.as_str()).collect();
            let acts: Vec<&str> = Act::ALL.iter().filter(|a| seat.acts & a.bit() != 0).map(|a| a.name()).collect();
            json!({
                "bag": by_color(&seat.bag),
                "used": by_color(&seat.used),
                "rolled": seat.rolled.iter().map(|&d| die_json(d, c)).collect::<Vec<_>>(),
                "kept": seat.kept.map(|d| die_json(d, c)),
                "board_tents": seat.board,
                "houses": seat.houses,
                "resources": by_resource(&seat.resources),
                "score_tokens": seat.tokens,
                "technologies": techs,
                "actions_taken": acts,
                "dice_track": s.track(p),
                "dice_owned": seat.dice_owned(),
            })
        })
        .collect();
    let map: Vec<Value> = s
        .map()
        .iter()
        .map(|p| {
            let t = c.tile(p.no);
            json!({"tile": p.no, "q": p.at.q, "r": p.at.r, "terrain": t.terrain.name(), "high": t.high, "low": t.low,
                   "tents": &p.tents[..s.players()], "house": p.house})
        })
        .collect();
    let row: Vec<Value> = s
        .row()
        .iter()
        .map(|&i| {
            let owners: Vec<usize> = (0..s.players()).filter(|&p| s.seat(p).owns(i as usize)).collect();
            json!({"card": c.techs[i as usize].id, "seal": c.techs[i as usize].seal.name(), "owners": owners})
        })
        .collect();
    let drawing = s.pending_draw().map(|d| match d {
        Draw::StartTiles(n) => json!({"what": "start_tiles", "count": n}),
        Draw::Bag(n) => json!({"what": "bag", "count": n}),
        Draw::Stack(n) => json!({"what": "stack", "count": n}),
    });
    let scores: Vec<Value> = s
        .scores()
        .iter()
        .map(|lines| {
            let mut m: Map<String, Value> =
                SCORE_LINES.iter().zip(lines).map(|(k, v)| (k.to_string(), json!(v))).collect();
            m.insert("total".into(), json!(lines.iter().sum::<u16>()));
            Value::Object(m)
        })
        .collect();
    json!({
        "game": "dice-settlers",
        "round": s.round(),
        "first": s.first(),
        "current": s.current(),
        "turn": s.turn_seat(),
        "phase": phase_name(s.phase()),
        "pass": s.pass(),
        "acted": s.acted(),
        "step": step_json(s.step()),
        "asking": s.asking(),
        "drawing": drawing,
        "players": players,
        "map": map,
        "hand": s.hand(),
        "drawn": s.drawn(),
        "stack": s.stack_len(),
        "supply": by_color(&s.supply()),
        "score_tokens_left": s.tokens_left(),
        "row": row,
        "end": s.final_round().map(|f| json!({"final_round": f, "triggers": triggers_json(s.triggers())})),
        "scores": scores,
        "winners": seats_in(s.winners_mask()),
    })
}

fn offer_json(o: Offer) -> Value {
    match o {
        Offer::Same(r) => json!({"offer": "same", "resource": r.name()}),
        Offer::Different { without } => json!({"offer": "different", "without": without.name()}),
        Offer::Pair(a, b) => json!({"offer": "pair", "resources": [a.name(), b.name()]}),
        Offer::RemoveDie(c, None) => json!({"offer": "remove_die", "color": c.name()}),
        Offer::RemoveDie(c, Some(from)) => {
            let mut v = json!({"offer": "remove_die", "color": c.name(), "from": from.name()});
            if let DieSource::Rolled(Some(die)) = from {
                v["die"] = json!(die);
            }
            v
        }
    }
}

/// A command with an adjustment's payer, when one is named (`{"die": 0}` or `{"card": "compass"}`).
fn with_payer(mut v: Value, payer: Option<Payer>) -> Value {
    match payer {
        None => {}
        Some(Payer::Die(i)) => v["payer"] = json!({"die": i}),
        Some(Payer::Card(i)) => {
            v["payer"] = json!({"card": content().map_or(json!(i), |c| json!(c.techs[i as usize].id))})
        }
    }
    v
}

/// An action as the console command that takes it.
pub fn action_json(a: Action) -> Value {
    let card = |i: u8| content().map_or(json!(i), |c| json!(c.techs[i as usize].id));
    match a {
        Action::StartTile { index, at } => json!({"cmd": "start_tile", "index": index, "q": at.q, "r": at.r}),
        Action::Turn { die, value, payer } => with_payer(json!({"cmd": "turn", "die": die, "value": value}), payer),
        Action::NavigatorReroll { payer } => with_payer(json!({"cmd": "navigator_reroll"}), payer),
        Action::ResourceReroll { die, payer } => with_payer(json!({"cmd": "resource_reroll", "die": die}), payer),
        Action::ResourceDraw { payer } => with_payer(json!({"cmd": "resource_draw"}), payer),
        Action::Pick { die } => json!({"cmd": "pick", "die": die}),
        Action::RerollPicked => json!({"cmd": "reroll"}),
        Action::Ready => json!({"cmd": "ready"}),
        Action::TakeBack => json!({"cmd": "take_back"}),
        Action::Recruit { symbols } => json!({"cmd": "recruit", "symbols": symbols}),
        Action::Explore { symbols } => json!({"cmd": "explore", "symbols": symbols}),
        Action::Deploy { symbols } => json!({"cmd": "deploy", "symbols": symbols}),
        Action::Raid { tile, symbols } => json!({"cmd": "raid", "tile": tile, "symbols": symbols}),
        Action::Harvest => json!({"cmd": "harvest"}),
        Action::Trade { symbols } => json!({"cmd": "trade", "symbols": symbols}),
        Action::Research { card: i } => json!({"cmd": "research", "card": card(i)}),
        Action::Skip => json!({"cmd": "skip"}),
        Action::Factory { tile } => json!({"cmd": "factory", "tile": tile}),
        Action::Control { tile } => json!({"cmd": "control", "tile": tile}),
        Action::EndTurn => json!({"cmd": "end_turn"}),
        Action::TakeDie { color } => json!({"cmd": "take_die", "color": color.name()}),
        Action::ChooseTile { index } => json!({"cmd": "choose_tile", "index": index}),
        Action::PlaceTile { at } => json!({"cmd": "place_tile", "q": at.q, "r": at.r}),
        Action::Follow => json!({"cmd": "follow"}),
        Action::Decline => json!({"cmd": "decline"}),
        Action::TentToBoard => json!({"cmd": "tent_to_board"}),
        Action::TentToTile { tile } => json!({"cmd": "tent_to_tile", "tile": tile}),
        Action::RecallTents => json!({"cmd": "recall_tents"}),
        Action::Recall { tile } => json!({"cmd": "recall", "tile": tile}),
        Action::RecallDone => json!({"cmd": "recall_done"}),
        Action::Hit { victim } => json!({"cmd": "hit", "victim": victim}),
        Action::Sell(o) => {
            let mut v = offer_json(o);
            v["cmd"] = json!("sell");
            v
        }
        Action::Finish => json!({"cmd": "finish"}),
        Action::Keep { die } => json!({"cmd": "keep", "die": die}),
        Action::KeepNone => json!({"cmd": "keep_none"}),
    }
}

/// One event as the console reports it.
pub fn event_json(e: &Event) -> Value {
    let card = |i: u8| content().map_or(json!(i), |c| json!(c.techs[i as usize].id));
    let bonus = |b: Bonus| match b {
        Bonus::Nothing => Value::Null,
        Bonus::Die => json!("die"),
        Bonus::Tent => json!("tent"),
        Bonus::Resource(r) => json!({"resource": r.name()}),
        Bonus::Points(n) => json!({"points": n}),
    };
    match *e {
        Event::StartTilePlaced { seat, no, at, bonus: b } => {
            json!({"type": "start_tile_placed", "player": seat, "tile": no, "q": at.q, "r": at.r, "bonus": bonus(b)})
        }
        Event::DiceDrawn { seat, count, refilled } => {
            json!({"type": "dice_drawn", "player": seat, "count": count, "refilled": refilled})
        }
        Event::DiceRolled { seat, count } => json!({"type": "dice_rolled", "player": seat, "count": count}),
        Event::Adjusted { seat, how } => {
            let how = match how {
                super::rules::Adjustment::Turned { die, value, .. } => json!({"turned": die, "value": value}),
                super::rules::Adjustment::Rerolled { count } => json!({"rerolled": count}),
                super::rules::Adjustment::DrewTwo => json!({"drew": 2}),
                super::rules::Adjustment::TakenBack { die, value, .. } => json!({"taken_back": die, "value": value}),
            };
            json!({"type": "adjusted", "player": seat, "how": how})
        }
        Event::Acted { seat, act, symbols } => {
            json!({"type": "action", "player": seat, "action": act.name(), "symbols": symbols})
        }
        Event::Skipped { seat } => json!({"type": "skipped", "player": seat}),
        Event::Recruited { seat, color } => json!({"type": "recruited", "player": seat, "color": color.name()}),
        Event::TilesDrawn { seat, count } => json!({"type": "tiles_drawn", "player": seat, "count": count}),
        Event::TilePlaced { seat, no, at, bonus: b } => {
            json!({"type": "tile_placed", "player": seat, "tile": no, "q": at.q, "r": at.r, "bonus": bonus(b)})
        }
        Event::Followed { seat, no } => json!({"type": "followed", "player": seat, "tile": no}),
        Event::TentToBoard { seat } => json!({"type": "tent_to_board", "player": seat}),
        Event::TentDeployed { seat, no } => json!({"type": "tent_deployed", "player": seat, "tile": no}),
        Event::TentRecalled { seat, no } => json!({"type": "tent_recalled", "player": seat, "tile": no}),
        Event::Raided { seat, victim, no } => json!({"type": "raided", "player": seat, "victim": victim, "tile": no}),
        Event::Harvested { seat, resources } => {
            json!({"type": "harvested", "player": seat, "resources": by_resource(&resources)})
        }
        Event::Sold { seat, offer, points } => {
            json!({"type": "sold", "player": seat, "offer": offer_json(offer), "points": points})
        }
        Event::Researched { seat, card: i } => json!({"type": "researched", "player": seat, "card": card(i)}),
        Event::FactoryUsed { seat, no } => json!({"type": "factory_used", "player": seat, "tile": no}),
        Event::HouseBuilt { seat, no } => json!({"type": "house_built", "player": seat, "tile": no}),
        Event::TurnEnded { seat } => json!({"type": "turn_ended", "player": seat}),
        Event::Kept { seat, color, value } => {
            json!({"type": "kept", "player": seat, "color": color.name(), "value": value})
        }
        Event::EndTriggered { round, triggers } => {
            json!({"type": "end_triggered", "round": round, "triggers": triggers_json(triggers)})
        }
        Event::RoundEnded { round, next_first } => {
            json!({"type": "round_ended", "round": round, "next_first": next_first})
        }
        Event::GameOver { winners } => json!({"type": "game_over", "winners": seats_in(winners)}),
    }
}

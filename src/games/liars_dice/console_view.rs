//! The console's JSON view of a Liar's Dice state, its events and its legal actions
//! (specs/console.md, Liar's Dice).

use serde_json::{Value, json};

use super::LiarsDice;
use super::rules::{Action, Bid, Call, Event, LiarsDiceState, Phase};
use crate::engine::{Game, seats_in};

/// The state object of every reply: the whole game (`state`), or what one seat may see of it
/// (`observe`: an observation, whose hidden cups read `null`).
pub fn state_json(s: &LiarsDiceState) -> Value {
    let players: Vec<Value> = (0..s.players())
        .map(|p| {
            let dice = if s.sees_dice_of(p) { json!(s.dice(p)) } else { Value::Null };
            json!({"dice": dice, "count": s.count(p), "out": s.is_out(p)})
        })
        .collect();
    let bid_json = |b: &Bid| json!({"quantity": b.quantity, "face": b.face, "seat": b.seat});
    let bid = s.bid().as_ref().map_or(Value::Null, bid_json);
    let bids: Vec<Value> = s.bids().iter().map(bid_json).collect();
    json!({
        "game": LiarsDice::ID.name(),
        "round": s.round(),
        "phase": match s.phase() {
            Phase::Rolling => "rolling",
            Phase::Bidding => "bidding",
            Phase::GameOver => "game_over",
        },
        "current": s.current(),
        "starter": s.starter(),
        "palifico": s.is_palifico(),
        "bid": bid,
        "bids": bids,
        "players": players,
        "in_play": s.in_play(),
        "winners": seats_in(s.winners_mask()),
        "options": {"calza": s.options().calza, "palifico": s.options().palifico},
    })
}

/// One event as the console shows it.
pub fn event_json(e: &Event, s: &LiarsDiceState) -> Value {
    match *e {
        Event::Rolled { round } => json!({"type": "rolled", "round": round}),
        Event::Bid { seat, quantity, face } => {
            json!({"type": "bid", "seat": seat, "quantity": quantity, "face": face})
        }
        Event::Challenge { seat, call, count, dice, .. } => {
            let kind = match call {
                Call::Dudo => "dudo",
                Call::Calza => "calza",
            };
            let cups: Vec<&[u8]> = (0..s.players()).map(|p| dice.dice(p)).collect();
            json!({"type": "challenge", "seat": seat, "kind": kind, "count": count, "dice": cups})
        }
        Event::DieLost { seat, .. } => json!({"type": "die_lost", "seat": seat}),
        Event::DieGained { seat, .. } => json!({"type": "die_gained", "seat": seat}),
        Event::Out { seat, .. } => json!({"type": "out", "seat": seat}),
        Event::RoundEnded { round, next_starter, palifico } => {
            json!({"type": "round_ended", "round": round, "next_starter": next_starter, "palifico": palifico})
        }
        Event::GameOver { winners } => json!({"type": "game_over", "winners": seats_in(winners)}),
    }
}

/// One legal action as the command that performs it.
pub fn action_json(a: Action) -> Value {
    match a {
        Action::Bid { quantity, face } => json!({"cmd": "bid", "quantity": quantity, "face": face}),
        Action::Dudo => json!({"cmd": "dudo"}),
        Action::Calza => json!({"cmd": "calza"}),
    }
}

/// The command that throws every cup (without forced dice), as `legal` lists it while rolling.
pub fn roll_json() -> Value {
    json!({"cmd": "roll"})
}

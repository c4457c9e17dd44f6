//! The console's JSON view of a Home Rows state, its events and its legal actions (specs/console.md).

use serde_json::{Value, json};

use super::HomeRows;
use super::rules::{Action, COLORS, Event, HomeRowsState, Phase, Source};
use crate::engine::{Game, seats_in};

/// The state object of every reply.
pub fn state_json(s: &HomeRowsState) -> Value {
    let n = s.players();
    let players: Vec<Value> = (0..n)
        .map(|p| {
            let hand = s.hand(p);
            let mut dice = serde_json::Map::new();
            for c in COLORS {
                dice.insert(c.name().into(), hand[c.index()].into());
            }
            json!({
                "color": s.color_of(p).name(),
                "dice": dice,
                "counters": s.counters(p),
                "round_scores": s.round_scores().iter().map(|r| r[p]).collect::<Vec<_>>(),
            })
        })
        .collect();
    let board: Vec<Value> = s
        .board()
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let squares: Vec<Value> = row
                .iter()
                .map(|sq| match sq {
                    Some(d) => json!({"color": d.color.name(), "value": d.value}),
                    None => Value::Null,
                })
                .collect();
            json!({"color": COLORS[r].name(), "home_of": s.home_of(r), "squares": squares})
        })
        .collect();
    let rolled = match (s.phase(), s.rolled()) {
        (Phase::Rolled, Some(d)) => json!({"color": d.color.name(), "value": d.value}),
        _ => Value::Null,
    };
    json!({
        "game": HomeRows::ID.name(),
        "round": s.round(),
        "rounds": s.rounds(),
        "current": s.current(),
        "starter": s.starter(),
        "phase": match s.phase() {
            Phase::TurnStart | Phase::Rolling => "turn_start",
            Phase::Rolled => "rolled",
            Phase::GameOver => "game_over",
        },
        "rolled": rolled,
        "pot": s.pot(),
        "stall": s.stall(),
        "trades_allowed": s.trades_allowed(),
        "players": players,
        "board": board,
        "totals": s.totals(),
        "winners": seats_in(s.winners_mask()),
    })
}

/// One event as the console shows it; `s` is the state after the step (scores and totals).
pub fn event_json(e: &Event, s: &HomeRowsState) -> Value {
    let n = s.players();
    match *e {
        Event::Rolled { player, color, value } => {
            json!({"type": "rolled", "player": player, "color": color.name(), "value": value})
        }
        Event::Placed { player, row, col, color, value } => json!({
            "type": "placed", "player": player, "row": row, "col": col, "color": color.name(), "value": value,
        }),
        Event::Took { player, from, counters } => {
            let from = match from {
                Source::Pot => json!("pot"),
                Source::Seat(s) => json!(s),
                Source::Nobody => Value::Null,
            };
            json!({"type": "took", "player": player, "from": from, "counters": counters})
        }
        Event::Traded { player, to, value, counters } => {
            json!({"type": "traded", "player": player, "to": to, "value": value, "counters": counters})
        }
        Event::TurnPassed { player } => json!({"type": "turn_passed", "player": player}),
        Event::TradesOff => json!({"type": "trades_off"}),
        Event::RoundEnded { round, next_starter } => {
            let scores = s.round_scores().last().map_or(&[][..], |r| &r[..n]);
            json!({"type": "round_ended", "round": round, "scores": scores, "next_starter": next_starter})
        }
        Event::TieBreak { rounds } => json!({"type": "tie_break", "rounds": rounds}),
        Event::GameOver { winners } => {
            json!({"type": "game_over", "winners": seats_in(winners), "totals": s.totals()})
        }
    }
}

/// One legal action as the command that performs it (a roll without `value`).
pub fn action_json(a: Action) -> Value {
    match a {
        Action::Roll { color } => json!({"cmd": "roll", "color": color.name()}),
        Action::Place { row, col, from: None } => json!({"cmd": "place", "row": row, "col": col}),
        Action::Place { row, col, from: Some(side) } => {
            json!({"cmd": "place", "row": row, "col": col, "from": side.name()})
        }
        Action::Trade { to } => json!({"cmd": "trade", "to": to.name()}),
    }
}

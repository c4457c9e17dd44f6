//! The console's JSON view of a Royal Casino state and its events (the shapes in specs/console.md).

use serde::Serialize;
use serde_json::{Value, json};

use super::RoyalCasino;
use crate::engine::Game;
use crate::engine::seats_in;
use crate::games::royal_casino::rules::{Action, Event, GameState, Phase, RowColor};

#[derive(Serialize)]
pub struct StateView {
    game: &'static str,
    round: u32,
    face: String,
    current: usize,
    phase: &'static str,
    throws: u8,
    throw: Vec<u8>,
    placed_this_throw: u8,
    players: Vec<PlayerView>,
    rows: Vec<RowView>,
    winners: Vec<usize>,
}

#[derive(Serialize)]
struct PlayerView {
    points: u32,
    dice: u8,
}

#[derive(Serialize)]
struct RowView {
    color: &'static str,
    points: u32,
    squares: Vec<&'static str>,
    filled: Vec<u8>,
}

impl StateView {
    pub fn of(s: &GameState) -> Self {
        StateView {
            game: RoyalCasino::ID.name(),
            round: s.round(),
            face: s.face().id.to_string(),
            current: s.current(),
            phase: match s.phase() {
                Phase::TurnStart | Phase::Rolling => "turn_start",
                Phase::Placing => "placing",
                Phase::GameOver => "game_over",
            },
            throws: s.throws(),
            throw: s.throw().to_vec(),
            placed_this_throw: s.placed_this_throw(),
            players: s.players().iter().map(|p| PlayerView { points: p.points, dice: p.dice }).collect(),
            rows: s
                .rows()
                .iter()
                .map(|r| RowView {
                    color: match r.spec.color {
                        RowColor::Yellow => "yellow",
                        RowColor::Black => "black",
                    },
                    points: r.spec.points,
                    squares: r.spec.squares().iter().map(|q| q.token()).collect(),
                    filled: r.filled().to_vec(),
                })
                .collect(),
            winners: s.winners(),
        }
    }
}

/// One event as the console shows it; `state` is the state after the action (for face ids).
pub fn event_json(e: Event, s: &GameState) -> Value {
    match e {
        Event::RowCompleted { row, player, delta } => {
            json!({"type": "row_completed", "row": row, "player": player, "delta": delta})
        }
        Event::TurnEnded { player, reason } => {
            json!({"type": "turn_ended", "player": player, "reason": reason.as_str()})
        }
        Event::RoundEnded { round, next_starter, next_face, dead } => json!({
            "type": "round_ended", "round": round, "next_starter": next_starter,
            "face": s.face_stack()[next_face as usize].id.as_ref(), "dead": dead,
        }),
        Event::GameOver { winners } => json!({"type": "game_over", "winners": seats_in(winners)}),
    }
}

/// One legal action as the command that performs it.
pub fn action_json(a: Action) -> Value {
    match a {
        Action::Throw => json!({"cmd": "throw"}),
        Action::Place { value, row } => json!({"cmd": "place", "value": value, "row": row}),
        Action::Stop => json!({"cmd": "stop"}),
    }
}

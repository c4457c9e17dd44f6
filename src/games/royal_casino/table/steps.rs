//! What Royal Casino's table does in the one turn flow (`crate::table::turn_flow`): an AI seat's
//! whole turn in one `--fast` frame, the throw's undo point (set when the dice are down, grown by
//! each placement, gone at a throw, a stop or the turn's end), and the rules' events as banners,
//! the points per round and the settled rows' flourish.

use super::{CasinoTable, Match, RowSettled, UndoPoint};
use crate::engine::GameId;
use crate::engine::record::Step;
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::rules::{Action, Event, Phase, TurnEndReason};
use crate::table::table_match::TableGame;
use crate::table::turn_flow::TurnOut;

impl TableGame for CasinoTable {
    type G = RoyalCasino;
    const GAME: GameId = GameId::ROYAL_CASINO;
    const FAST_ONE_TURN: bool = true;

    fn rolling(m: &Match) -> bool {
        m.state.is_chance()
    }
    fn awaits_throw(m: &Match) -> bool {
        m.state.phase() == Phase::TurnStart
    }
    fn after_step(m: &mut Match, step: &Step<Action>, events: &[Event], out: &mut TurnOut<Self>) {
        match step {
            Step::Act { action: Action::Throw | Action::Stop, .. } => m.own.undo = None,
            Step::Act { action: action @ Action::Place { .. }, .. } => {
                if let Some(point) = &mut m.own.undo {
                    point.placed.push(*action);
                }
            }
            Step::Chance(_) if m.state.phase() == Phase::Placing => {
                m.own.undo = Some(UndoPoint { snapshot: m.state.clone(), placed: Vec::new() });
            }
            Step::Chance(_) => {}
        }
        tell_events(m, events, out);
    }
}

/// The rules' events as banners, the points per round and the settled rows' flourish.
fn tell_events(m: &mut Match, events: &[Event], out: &mut TurnOut<CasinoTable>) {
    // The round these events belong to: a step that ends a round has already moved the state on.
    let round = events
        .iter()
        .find_map(|e| match e {
            Event::RoundEnded { round, .. } => Some(*round),
            _ => None,
        })
        .unwrap_or(m.state.round());
    for &e in events {
        let words = m.event_words(&e);
        match e {
            Event::RowCompleted { row, player, delta } => {
                out.commands.trigger(RowSettled { row: row as usize, player: player as usize, delta, round });
            }
            Event::TurnEnded { reason, .. } => {
                m.own.undo = None;
                if !matches!(reason, TurnEndReason::Stopped | TurnEndReason::RoundEnd) {
                    out.show_banner(words.unwrap_or_default(), 1.0);
                }
            }
            Event::RoundEnded { .. } => {
                m.own.history.push(m.state.players().iter().map(|p| p.points).collect());
                if let Some(text) = words {
                    // Long enough to read the round summary shown with it.
                    out.show_banner(text, 3.0);
                }
            }
            Event::GameOver { .. } => {}
        }
    }
}

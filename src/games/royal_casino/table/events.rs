//! The rules core's events become log lines, banners, notices and observer events.

use bevy::prelude::*;

use super::flow::{Out, ROW_LETTERS};

use super::{Match, Notice, RowSettled};
use crate::engine::GameId;
use crate::game::flow::GameFinished;
use crate::game::states::AppState;
use crate::games::royal_casino::rules::{Event as RulesEvent, Events, TurnEndReason};
use crate::t;

pub(super) fn handle_events(m: &mut Match, events: &Events, out: &mut Out) {
    // The round these events belong to: a step that ends a round has already moved the state on.
    let round = events
        .iter()
        .find_map(|e| match e {
            RulesEvent::RoundEnded { round, .. } => Some(round),
            _ => None,
        })
        .unwrap_or(m.state.round());
    for e in events.iter() {
        out.notices.write(Notice::Rules(e));
        match e {
            RulesEvent::RowCompleted { row, player, delta } => {
                let name = m.seat_name(player as usize).to_string();
                let letter = ROW_LETTERS[row as usize].to_string();
                m.log(if delta >= 0 {
                    t!("rc-log-gains", name = &name, row = letter, points = delta)
                } else {
                    t!("rc-log-pays", name = &name, row = letter, points = -delta)
                });
                out.commands.trigger(RowSettled { row: row as usize, player: player as usize, delta, round });
            }
            RulesEvent::TurnEnded { player, reason } => {
                m.own.undo = None;
                let name = m.seat_name(player as usize).to_string();
                let text = match reason {
                    TurnEndReason::Stopped => t!("rc-log-stops", name = &name),
                    TurnEndReason::NoFit => t!("rc-log-no-fit", name = &name),
                    TurnEndReason::AllPlaced => t!("rc-log-all-placed", name = &name),
                    TurnEndReason::ThrowLimit => t!("rc-log-throw-limit", name = &name),
                    TurnEndReason::RoundEnd => t!("rc-log-round-end", name = &name),
                };
                m.log(text.clone());
                if !matches!(reason, TurnEndReason::Stopped | TurnEndReason::RoundEnd) {
                    out.banner.show(&out.settings, text, 1.0);
                }
            }
            RulesEvent::RoundEnded { round, dead, .. } => {
                m.own.history.push(m.state.players().iter().map(|p| p.points).collect());
                if !m.state.is_over() {
                    let face = super::words::face_name(m.state.face());
                    let starter = m.seat_name(m.state.current()).to_string();
                    let over = if dead {
                        t!("rc-log-round-over-dead", round = round)
                    } else {
                        t!("rc-log-round-over", round = round)
                    };
                    let next = t!("rc-log-next-round", next = round + 1, face = face, name = starter);
                    let text = format!("{over}\n{next}");
                    m.log(text.replace('\n', " "));
                    // Long enough to read the round summary shown with it.
                    out.banner.show(&out.settings, text, 3.0);
                }
            }
            RulesEvent::GameOver { winners } => {
                let seats = crate::engine::seats_in(winners);
                let names: Vec<&str> = seats.iter().map(|&s| m.seat_name(s)).collect();
                m.log(t!("rc-log-game-over", names = crate::i18n::join_names(&names)));
                NextState::set_if_neq(&mut *out.next, AppState::Results);
                let points: Vec<u32> = m.state.players().iter().map(|p| p.points).collect();
                let result = serde_json::json!({ "winners": seats, "points": points });
                out.commands.trigger(GameFinished { game: GameId::ROYAL_CASINO, winners: seats, result });
            }
        }
    }
}

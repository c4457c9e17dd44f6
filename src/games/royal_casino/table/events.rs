//! The rules core's events become log lines, banners, notices and observer events.

use super::flow::Out;

use super::{Match, Notice, RowSettled};
use crate::games::royal_casino::rules::{Event as RulesEvent, Events, TurnEndReason};

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
        let words = m.event_words(&e);
        match e {
            RulesEvent::RowCompleted { row, player, delta } => {
                out.commands.trigger(RowSettled { row: row as usize, player: player as usize, delta, round });
            }
            RulesEvent::TurnEnded { reason, .. } => {
                m.own.undo = None;
                let text = words.unwrap_or_default();
                if !matches!(reason, TurnEndReason::Stopped | TurnEndReason::RoundEnd) {
                    out.banner.show(&out.settings, text, 1.0);
                }
            }
            RulesEvent::RoundEnded { .. } => {
                m.own.history.push(m.state.players().iter().map(|p| p.points).collect());
                if let Some(text) = words {
                    // Long enough to read the round summary shown with it.
                    out.banner.show(&out.settings, text, 3.0);
                }
            }
            RulesEvent::GameOver { .. } => out.finish(m),
        }
    }
}

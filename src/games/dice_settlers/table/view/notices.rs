//! Dice Settlers' steps at the table: what a seat did becomes the caption (the events of one
//! frame joined, the last three kept).

use bevy::prelude::*;

use crate::games::dice_settlers::rules::Event;
use crate::games::dice_settlers::table::{SettlersMatch, SettlersStep};
use crate::table::view::{Caption, seat_color32};

/// What seats do becomes the caption (several in one frame are joined).
pub(super) fn notices(mut steps: MessageReader<SettlersStep>, m: Res<SettlersMatch>, mut caption: ResMut<Caption>) {
    let mut lines = Vec::new();
    let mut who = None;
    for e in steps.read().flat_map(|s| &s.events) {
        let seat = match *e {
            Event::DiceDrawn { .. }
            | Event::DiceRolled { .. }
            | Event::TurnEnded { .. }
            | Event::TilesDrawn { .. }
            | Event::RoundEnded { .. }
            | Event::EndTriggered { .. }
            | Event::GameOver { .. } => continue,
            Event::Acted { seat, .. }
            | Event::Adjusted { seat, .. }
            | Event::Skipped { seat }
            | Event::Recruited { seat, .. }
            | Event::TilePlaced { seat, .. }
            | Event::StartTilePlaced { seat, .. }
            | Event::Followed { seat, .. }
            | Event::TentToBoard { seat }
            | Event::TentDeployed { seat, .. }
            | Event::TentRecalled { seat, .. }
            | Event::Raided { seat, .. }
            | Event::Harvested { seat, .. }
            | Event::Sold { seat, .. }
            | Event::Researched { seat, .. }
            | Event::FactoryUsed { seat, .. }
            | Event::HouseBuilt { seat, .. }
            | Event::Kept { seat, .. } => seat,
        };
        if let Some(line) = m.event_words(e) {
            lines.push(line.trim_end_matches('.').to_string());
            who = Some(seat as usize);
        }
    }
    if let Some(seat) = who {
        // Fast play can land a whole turn in one frame: the caption keeps its last three steps.
        let start = lines.len().saturating_sub(3);
        let colour = seat_color32(&m.config.seats[seat.min(m.config.seats.len() - 1)]);
        caption.0 = Some((lines[start..].join(" · "), colour, 0.0));
    }
}

//! What Home Rows' table does in the one turn flow (`crate::table::turn_flow`): a roll throws the
//! chosen die in its colour, the last die leaves the felt at once, and the rules' events become
//! banners and the round's sheet.

use super::{HomeRowsMatch, HomeTable};
use crate::engine::record::Step;
use crate::engine::{Chance, GameId};
use crate::games::home_rows::HomeRows;
use crate::games::home_rows::rules::{Color, Event, HomeRowsState, Phase};
use crate::table::dice::look::look_index;
use crate::table::session::SeatKind;
use crate::table::states::SummaryWaits;
use crate::table::table_match::TableGame;
use crate::table::throw_path::OldPhysical;
use crate::table::turn_flow::TurnOut;

/// The look index of each home colour in `assets/dice/looks.ron` (by name; the plain look if absent).
pub fn look_of(color: Color) -> usize {
    look_index(color.name())
}

impl TableGame for HomeTable {
    type G = HomeRows;
    const GAME: GameId = GameId::HOME_ROWS;
    /// The last die's face is spent: it leaves the felt, also when fast play rolls again at once.
    const OLD_DICE: OldPhysical = OldPhysical::Hidden;

    fn rolling(m: &HomeRowsMatch) -> bool {
        m.state.phase() == Phase::Rolling
    }
    fn awaits_throw(m: &HomeRowsMatch) -> bool {
        m.state.phase() == Phase::TurnStart
    }
    /// The die rolled is the colour chosen.
    fn looks(state: &HomeRowsState, _chance: &Chance) -> Vec<usize> {
        vec![look_of(state.rolled().map_or(Color::Red, |d| d.color))]
    }
    fn after_step(
        m: &mut HomeRowsMatch,
        _step: &Step<crate::games::home_rows::rules::Action>,
        events: &[Event],
        out: &mut TurnOut<Self>,
    ) {
        for e in events {
            let Some(line) = m.event_words(e) else { continue };
            match e {
                Event::TradesOff | Event::TieBreak { .. } => out.show_banner(line, 1.5),
                // The round's scores, and who starts the next; the round's sheet then waits for a
                // person's OK, as every game's round end.
                Event::RoundEnded { round, .. } => {
                    out.show_banner(line, 3.0);
                    out.banner.round_end = true;
                    if !m.state.is_over() && m.config.seats.iter().any(|s| s.kind == SeatKind::Human) {
                        out.commands.insert_resource(SummaryWaits { round: *round });
                    }
                }
                _ => {}
            }
        }
    }
}

//! What Dice Settlers' table does in the one turn flow (`crate::table::turn_flow`): hidden draws
//! (bags, the tile stack) from the match's own seeded stream, dice thrown in their colours and
//! symbols (the last throw's leave the felt), the rules' events as banners and the points per
//! round, and a round's end holding the next round's draws and throw behind its sheet until a
//! person's OK ([`SummaryWaits`]), as in every game.

use bevy::prelude::*;

use super::{SettlersMatch, SettlersTable};
use crate::engine::record::Step;
use crate::engine::{Chance, GameId};
use crate::games::dice_settlers::DiceSettlers;
use crate::games::dice_settlers::content::DieColor;
use crate::games::dice_settlers::rules::{Action, DiceSettlersState, Event};
use crate::games::dice_settlers::table::dice_looks::look_name;
use crate::table::dice::look::look_index;
use crate::table::session::SeatKind;
use crate::table::states::SummaryWaits;
use crate::table::table_match::TableGame;
use crate::table::throw_path::OldPhysical;
use crate::table::turn_flow::TurnOut;

pub(crate) fn plugin(app: &mut App) {
    crate::table::turn_flow::plugin::<SettlersTable>(app);
    app.add_systems(
        Update,
        chance_after_the_sheet
            .run_if(crate::table::states::playing_with::<SettlersMatch>())
            .in_set(crate::table::frame::FlowStep::Banner),
    );
}

impl TableGame for SettlersTable {
    type G = DiceSettlers;
    const GAME: GameId = GameId::DICE_SETTLERS;
    // The opening banner also shows the first draft.
    const OPENING_HOLD: f32 = 1.5;
    // A whole game is a few thousand actions.
    const FAST_ACTIONS_PER_FRAME: usize = 400;
    // The last throw's faces are spent: the table's pool shows the values kept.
    const OLD_DICE: OldPhysical = OldPhysical::Hidden;

    /// Each die in its colour (a chance's kind is a die colour's index).
    fn looks(_state: &DiceSettlersState, chance: &Chance) -> Vec<usize> {
        let colour = |k: u8| DieColor::ALL[usize::from(k) % DieColor::ALL.len()];
        chance.kinds().iter().map(|&k| look_index(&look_name(colour(k)))).collect()
    }
    /// Nobody sees a bag or the stack drawn: drawn from the match's own stream (saved with it).
    fn draw(m: &mut SettlersMatch, chance: &Chance) -> Vec<u8> {
        crate::games::dice_settlers::draw_hidden(&mut m.own.draws, chance)
    }
    fn chance_waits(m: &SettlersMatch) -> bool {
        m.own.chance_after_ok
    }
    fn after_step(m: &mut SettlersMatch, _step: &Step<Action>, events: &[Event], out: &mut TurnOut<Self>) {
        let mut round_pushed = false;
        for e in events {
            if let (Some(line), Event::EndTriggered { .. } | Event::RoundEnded { .. }) = (m.event_words(e), e) {
                out.show_banner(line, 2.0);
            }
            match *e {
                Event::RoundEnded { round, .. } => {
                    m.own.history.push(m.state.totals());
                    round_pushed = true;
                    // The round's sheet then waits for a person's OK, as every game's round end (an
                    // all-AI table and `--fast` runs play on: the hold ignores it there).
                    if !m.state.is_over() && m.config.seats.iter().any(|s| s.kind == SeatKind::Human) {
                        out.commands.insert_resource(SummaryWaits { round });
                        // The next round's draws and throw wait behind the sheet for its OK.
                        m.own.chance_after_ok = !out.settings.fast;
                    }
                }
                Event::GameOver { .. } => {
                    // The last round's points are the final ones (end-of-game effects included).
                    if round_pushed {
                        m.own.history.pop();
                    }
                    m.own.history.push(m.state.totals());
                }
                _ => {}
            }
        }
    }
}

/// The round sheet got its OK (or a person played on): the next round's draws and throw may come
/// (the turn flow settles them).
fn chance_after_the_sheet(waits: Option<Res<SummaryWaits>>, mut m: ResMut<SettlersMatch>) {
    if m.own.chance_after_ok && waits.is_none() {
        m.own.chance_after_ok = false;
    }
}

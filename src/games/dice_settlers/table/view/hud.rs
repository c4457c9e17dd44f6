//! Dice Settlers' overlays in play: the turn prompt (what the rules core asks, with the symbols
//! the seat holds), a large caption of what just happened, the banner, and the action bar of a
//! person's turn (`bar`).

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::MapChoice;
use super::map_spots::HoveredSpot;
use super::spot_buttons::BarHover;
use crate::games::dice_settlers::rules::{Action, Phase};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::words::question_words;
use crate::t;
use crate::table::GameSet;
use crate::table::session::SeatedMatch;
use crate::table::states::{TurnState, playing_with};
use crate::table::view::hud::hud_shell::TableHud;

pub(crate) fn plugin(app: &mut App) {
    crate::table::view::hud::hud_shell::hud_plugin::<SettlersMatch>(app);
    app.init_resource::<HoveredSpot>()
        .init_resource::<BarHover>()
        .add_systems(Update, super::notices::notices.in_set(GameSet::Present).run_if(resource_exists::<SettlersMatch>))
        .add_systems(
            EguiPrimaryContextPass,
            (super::bar::action_bar, super::results::round_sheet)
                .run_if(playing_with::<SettlersMatch>())
                .in_set(crate::table::frame::UiPass::Hud),
        );
}

impl TableHud for SettlersMatch {
    /// The pool die clicked (its uses are then the bar's buttons).
    type Picked = MapChoice;
    fn prompt(&self, turn: TurnState) -> String {
        prompt(self, turn)
    }
    fn anchor(&self, action: Action, picked: &MapChoice) -> crate::table::lesson::Anchor {
        super::anchors::anchor(self, action, picked.die)
    }
}

/// What the seat in turn is asked to do.
fn prompt(m: &SettlersMatch, turn: TurnState) -> String {
    let now = m.state.current();
    let name = m.seat_name(now);
    if m.state.is_over() || turn == TurnState::Banner {
        return String::new();
    }
    if m.pending_throw.is_some() {
        return t!("ds-prompt-rolls", name = name);
    }
    let round = m.state.round();
    let phase = match m.state.phase() {
        Phase::Draft => t!("ds-phase-draft"),
        Phase::Roll => t!("ds-phase-roll", round = round),
        Phase::Act => t!("ds-phase-act", round = round, pass = m.state.pass()),
        Phase::Keep => t!("ds-phase-keep", round = round),
        Phase::Over => String::new(),
    };
    if m.is_ai(now) {
        return t!("ds-prompt-thinking", phase = phase, name = name);
    }
    t!("ds-prompt-asks", phase = phase, name = name, ask = question_words(&m.state))
}

//! The plain table in the window: the HUD's status (each seat in the game's own words), the turn
//! prompt, the action bar (every legal action of the rules core, in its words, its outcome on
//! hover), refusals as toasts, the pad's choices and the shared results screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::PlainMatch;
use crate::engine::policy::Players;
use crate::engine::{SeatNames, Words, seats_in};
use crate::t;
use crate::table::frame::UiPass;
use crate::table::states::{TurnState, playing_with};
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{TableHud, status_ui};
use crate::table::view::hud::ui_style::{seat_tag, seat_tag_fitted};
use crate::table::view::input::pad::PadTable;
use crate::table::view::screens::results_shell::{PointsChart, TableResults, results_plugin};

/// Words of the status and the bar, in points.
const STATUS_NAME_PT: f32 = 17.0;
const STATUS_LINE_PT: f32 = 15.0;
const RESULTS_PT: f32 = 18.0;

/// The window's part: the HUD, the pad and seat markers, the results screen, toasts.
pub(super) fn plugin<G: Players + Words + 'static>(app: &mut App) {
    hud_plugin::<G>(app);
    app.add_plugins(crate::table::view::match_view_plugin::<PlainMatch<G>>);
}

/// Only the table's input (the pad): headless tests that inject it.
pub(super) fn input_plugin<G: Players + Words + 'static>(app: &mut App) {
    crate::table::view::input::pad::table_plugin::<PlainMatch<G>>(app);
}

/// The HUD's panels: the shell's prompt and log, this table's status and bar, refusals; the
/// results screen.
pub(super) fn hud_plugin<G: Players + Words + 'static>(app: &mut App) {
    crate::table::view::hud::hud_shell::hud_plugin::<PlainMatch<G>>(app);
    results_plugin::<PlainMatch<G>>(app);
    app.init_resource::<super::bar::BarPath>();
    app.add_systems(
        EguiPrimaryContextPass,
        (status::<G>, super::bar::action_bar::<G>, super::bar::peek::<G>)
            .chain()
            .run_if(playing_with::<PlainMatch<G>>())
            .in_set(UiPass::Hud),
    );
}

impl<G: Players + Words + 'static> TableHud for PlainMatch<G> {
    type Picked = crate::table::view::hud::hud_shell::NothingPicked;
    fn prompt(&self, turn: TurnState) -> String {
        if G::is_over(&self.state) {
            return String::new();
        }
        let name = self.seat_name(G::current(&self.state));
        match turn {
            TurnState::Banner => String::new(),
            // Dice still to be thrown (another seat's cup between its throws) are rolling dice
            // too: nobody chooses until they are down, and the bar is hidden meanwhile.
            _ if G::chance(&self.state).is_some() => t!("plain-prompt-dice"),
            TurnState::Rolling => t!("plain-prompt-dice"),
            TurnState::AiThinking => t!("plain-prompt-thinking", name = name),
            _ => t!("plain-prompt-choose", name = name),
        }
    }
}

impl<G: Players + Words + 'static> PadTable for PlainMatch<G> {
    fn pad_choices(&self) -> Vec<(String, G::Action)> {
        let mut legal = G::Actions::default();
        G::legal_actions(&self.state, &mut legal);
        legal.iter().map(|&a| (self.action_words(a), a)).collect()
    }
    fn seat_to_act(&self) -> usize {
        G::current(&self.state)
    }
}

/// What the status says of each of `seats` seats. A replay may show what each seat alone saw (a
/// cup's dice): there each seat is said as its own observation says it, and the first value is
/// whether that shows anything the table hides (the status then says so).
pub(crate) fn seats_said<G: Words>(
    state: &G::State,
    seats: usize,
    names: SeatNames,
    replaying: bool,
) -> (bool, Vec<Vec<String>>) {
    let table: Vec<Vec<String>> = (0..seats).map(|seat| G::seat_words(state, seat, names)).collect();
    if !replaying {
        return (false, table);
    }
    let own: Vec<Vec<String>> =
        (0..seats).map(|seat| G::seat_words(&G::observation(state, seat), seat, names)).collect();
    (own != table, own)
}

/// The game's title, then each seat (the one in turn marked) and what the game says of it.
fn status<G: Players + Words + 'static>(
    mut contexts: EguiContexts,
    m: Res<PlainMatch<G>>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
    (held, replay): (Option<Res<crate::table::states::HeldBack>>, Option<Res<crate::table::replay::Replay>>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = |s: usize| m.seat_name(s).to_string();
    // What the table has shown: a step it is still showing is not told yet.
    let held_state = crate::table::states::shown_log_and_state(&*m, held.as_deref()).map(|(_, state)| state);
    let state = held_state.as_ref().unwrap_or(&m.state);
    let (shows_hidden, said) = seats_said::<G>(state, m.config.seats.len(), &names, replay.is_some());
    status_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        ui.label(egui::RichText::new(crate::table::view::hud::words::game_title(G::ID)).size(STATUS_NAME_PT).strong());
        if shows_hidden {
            ui.add(
                egui::Label::new(egui::RichText::new(t!("replay-shows-hidden")).size(STATUS_LINE_PT).strong()).wrap(),
            );
        }
        let now = (!G::is_over(state)).then(|| G::current(state));
        for (seat, config) in m.config.seats.iter().enumerate() {
            let mark = if now == Some(seat) { "▶ " } else { "" };
            seat_tag_fitted(ui, config.color, &format!("{mark}{}", config.name), STATUS_NAME_PT);
            for line in &said[seat] {
                ui.add(egui::Label::new(egui::RichText::new(line).size(STATUS_LINE_PT)).wrap());
            }
        }
    });
    Ok(())
}

impl<G: Players + Words + 'static> TableResults for PlainMatch<G> {
    fn rounds_played(&self) -> usize {
        G::round(&self.state) as usize
    }
    /// The winners first, then the others in seat order, each with the game's words of it.
    fn standings(&self, ui: &mut egui::Ui) {
        let names = |s: usize| self.seat_name(s).to_string();
        let winners = seats_in(G::winners(&self.state));
        let others = (0..self.config.seats.len()).filter(|s| !winners.contains(s));
        egui::Grid::new("plain-standings").striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
            for seat in winners.iter().copied().chain(others) {
                let config = &self.config.seats[seat];
                seat_tag(ui, config.color, &config.name, RESULTS_PT);
                let said = G::seat_words(&self.state, seat, &names).join(" · ");
                ui.label(egui::RichText::new(said).size(RESULTS_PT));
                ui.end_row();
            }
        });
    }
    /// Each seat's score at the start and at the end (`Game::scores`); none where the game ranks
    /// by places (1 the best: a line climbing to 2 would read as the better one).
    fn chart(&self) -> Option<PointsChart> {
        let (key, scores) = G::scores(&self.state);
        (key != "places").then(|| PointsChart {
            title: t!("plain-results-chart"),
            points: scores.iter().map(|&s| vec![0, s]).collect(),
            target: None,
        })
    }
}

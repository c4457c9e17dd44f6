//! The setup screen: 2–6 seats, each with a name, a colour and human or an AI level; who starts;
//! the beginner face first; a seed (blank for random); Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiFlags;
use crate::engine::Game;
use crate::game::session::{
    MatchConfig, PALETTE, PendingStart, SeatConfig, SeatKind, default_seat_name, is_default_seat_name, level_label,
};
use crate::game::states::AppState;
use crate::games::royal_casino::RoyalCasino;
use crate::games::royal_casino::ai::AI_NAMES;

/// The form as filled in so far (kept for Play again and the next visit).
#[derive(Resource, Debug, Clone)]
pub(super) struct SetupForm {
    pub config: MatchConfig,
    pub seed_text: String,
    pub error: Option<String>,
}

impl Default for SetupForm {
    fn default() -> Self {
        SetupForm { config: MatchConfig::default(), seed_text: String::new(), error: None }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupForm>()
        .add_systems(EguiPrimaryContextPass, setup_screen.run_if(in_state(AppState::Setup)));
}

fn kind_label(kind: &SeatKind) -> String {
    match kind {
        SeatKind::Human => "Human".into(),
        SeatKind::Ai(level) => format!("AI: {}", level_label(level)),
    }
}

fn seat_row(ui: &mut egui::Ui, i: usize, seat: &mut SeatConfig) {
    let kind_before = seat.kind.clone();
    ui.label(format!("{}.", i + 1));
    ui.color_edit_button_srgb(&mut seat.color);
    ui.add_sized([150.0, 22.0], egui::TextEdit::singleline(&mut seat.name));
    egui::ComboBox::from_id_salt(("kind", i)).selected_text(kind_label(&seat.kind)).width(150.0).show_ui(ui, |ui| {
        ui.selectable_value(&mut seat.kind, SeatKind::Human, "Human");
        for name in AI_NAMES.iter() {
            let kind = SeatKind::Ai(name.to_string());
            let label = kind_label(&kind);
            ui.selectable_value(&mut seat.kind, kind, label);
        }
    });
    // A made-up name follows the seat's kind ("Casual 2" switched to Human becomes "Player 2");
    // a typed one stays.
    if seat.kind != kind_before && is_default_seat_name(&seat.name) {
        seat.name = default_seat_name(&seat.kind, i);
    }
    ui.end_row();
}

fn setup_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<SetupForm>,
    mut flags: ResMut<UiFlags>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    egui::Window::new("Royal Casino — new game")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new("Throw the dice, fill the rows, collect the points.").size(16.0));
            ui.add_space(8.0);
            let mut count = form.config.seats.len();
            ui.add(egui::Slider::new(&mut count, RoyalCasino::SEATS).text("seats"));
            let seats = &mut form.config.seats;
            while seats.len() < count {
                let i = seats.len();
                seats.push(SeatConfig {
                    name: format!("Seat {}", i + 1),
                    color: PALETTE[i % PALETTE.len()],
                    kind: SeatKind::Ai("greedy".into()),
                });
            }
            seats.truncate(count);
            ui.add_space(6.0);
            egui::Grid::new("seats").spacing([8.0, 6.0]).show(ui, |ui| {
                for (i, seat) in seats.iter_mut().enumerate() {
                    seat_row(ui, i, seat);
                }
            });
            ui.add_space(6.0);
            let starter = &mut form.config.starter;
            *starter = (*starter).min(count - 1);
            egui::ComboBox::from_label("starts").selected_text(form.config.seats[*starter].name.clone()).show_ui(
                ui,
                |ui| {
                    for (i, seat) in form.config.seats.iter().enumerate() {
                        ui.selectable_value(starter, i, seat.name.clone());
                    }
                },
            );
            ui.checkbox(&mut form.config.beginner_first, "beginner face first");
            ui.horizontal(|ui| {
                ui.label("seed");
                ui.add(
                    egui::TextEdit::singleline(&mut form.seed_text).hint_text("blank = random").desired_width(140.0),
                );
            });
            if let Some(error) = &form.error {
                ui.colored_label(egui::Color32::LIGHT_RED, error);
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let start =
                    egui::Button::new(egui::RichText::new("Start").size(24.0)).min_size(egui::vec2(140.0, 40.0));
                if ui.add(start).clicked() {
                    let seed = form.seed_text.trim();
                    match seed.parse::<u64>() {
                        _ if seed.is_empty() => form.config.seed = None,
                        Ok(n) => form.config.seed = Some(n),
                        Err(_) => {
                            form.error = Some(format!("The seed must be a whole number, not `{seed}`."));
                            return;
                        }
                    }
                    for (i, seat) in form.config.seats.iter_mut().enumerate() {
                        if seat.name.trim().is_empty() {
                            seat.name = format!("Seat {}", i + 1);
                        }
                    }
                    form.error = None;
                    commands.insert_resource(PendingStart(form.config.clone()));
                }
                if ui.button("Rules").clicked() {
                    flags.help = !flags.help;
                }
            });
        });
    Ok(())
}

//! Dice Settlers' results: the winner, each seat's final score broken down by its five lines
//! (tiles, technologies, dice, houses, score tokens), a chart of the points after each round, and
//! Play again / New game / Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::states::{AppState, results_of};
use crate::game::view::replay_controls::results_buttons;
use crate::game::view::seat_color32;
use crate::game::view::setup::SetupForm;
use crate::game::view::ui_style::{paint_seat_mark, seat_tag};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::t;

/// The scoring lines' headings, in the rules' order.
fn lines() -> [String; 5] {
    [t!("ds-sheet-tiles"), t!("ds-sheet-techs"), t!("ds-sheet-dice"), t!("ds-sheet-houses"), t!("ds-sheet-tokens")]
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        results_screen.run_if(results_of::<SettlersMatch>()).in_set(crate::game::frame::UiPass::Overlay),
    );
}

fn sheet(ui: &mut egui::Ui, m: &SettlersMatch) {
    let s = &m.state;
    egui::Grid::new("ds-sheet").striped(true).spacing([14.0, 5.0]).show(ui, |ui| {
        ui.label("");
        for line in lines() {
            ui.label(egui::RichText::new(line).size(16.0));
        }
        ui.label(egui::RichText::new(t!("ds-sheet-total")).size(16.0).strong());
        ui.end_row();
        for seat in m.ranking() {
            let config = &m.config.seats[seat];
            seat_tag(ui, config.color, &config.name, 19.0);
            let lines = s.score_lines(seat);
            for v in lines {
                ui.label(egui::RichText::new(v.to_string()).size(19.0));
            }
            ui.label(egui::RichText::new(lines.iter().sum::<u16>().to_string()).size(21.0).strong());
            ui.end_row();
        }
    });
}

/// Points after each round, one line per seat.
fn chart(ui: &mut egui::Ui, m: &SettlersMatch) {
    let (response, painter) = ui.allocate_painter(egui::vec2(480.0, 190.0), egui::Sense::hover());
    let rect = response.rect.shrink2(egui::vec2(30.0, 14.0));
    painter.rect_filled(response.rect, 6.0, egui::Color32::from_gray(25));
    let rounds = m.history.len().saturating_sub(1).max(1);
    let top = m.history.iter().flatten().copied().max().unwrap_or(1).max(1) as f32;
    let point = |r: usize, v: u16| {
        egui::pos2(
            rect.left() + rect.width() * r as f32 / rounds as f32,
            rect.bottom() - rect.height() * f32::from(v) / top,
        )
    };
    let font = egui::FontId::proportional(12.0);
    for r in 0..=rounds {
        painter.text(
            point(r, 0) + egui::vec2(0.0, 3.0),
            egui::Align2::CENTER_TOP,
            r,
            font.clone(),
            egui::Color32::GRAY,
        );
    }
    for (seat, config) in m.config.seats.iter().enumerate() {
        let colour = seat_color32(config);
        let points: Vec<egui::Pos2> =
            m.history.iter().enumerate().map(|(r, totals)| point(r, totals.get(seat).copied().unwrap_or(0))).collect();
        painter.add(egui::Shape::line(points.clone(), egui::Stroke::new(2.5, colour)));
        for p in points {
            paint_seat_mark(&painter, p, 10.0, config.color);
        }
    }
}

fn results_screen(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    mut form: ResMut<SetupForm>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("results-title"))
        .id(egui::Id::new("ds-results"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let winners: Vec<&str> =
                crate::engine::seats_in(m.state.winners_mask()).iter().map(|&s| m.seat_name(s)).collect();
            let names = crate::i18n::join_names(&winners);
            let title =
                if winners.len() > 1 { t!("results-share", names = names) } else { t!("results-wins", names = names) };
            ui.label(egui::RichText::new(title).size(28.0).color(egui::Color32::from_rgb(255, 220, 120)));
            ui.label(t!("results-after-rounds", n = m.state.round()));
            ui.add_space(6.0);
            sheet(ui, &m);
            ui.add_space(8.0);
            ui.label(t!("ds-results-chart"));
            chart(ui, &m);
            ui.add_space(8.0);
            results_buttons(ui, &*m, &mut form, &mut commands, &mut next, &mut exit);
        });
    Ok(())
}

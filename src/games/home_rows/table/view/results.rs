//! Home Rows' score sheet (shown while a round-end banner holds the table) and results screen:
//! every round's home-row score, counters, totals (lowest wins) and a chart of the running totals.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::session::Banner;
use crate::game::states::{AppState, results_of};
use crate::game::view::replay_controls::results_buttons;
use crate::game::view::seat_color32;
use crate::game::view::setup::SetupForm;
use crate::game::view::ui_style::{paint_seat_mark, seat_tag};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        results_screen.run_if(results_of::<HomeRowsMatch>()).in_set(crate::game::frame::UiPass::Overlay),
    );
}

/// The score sheet's grid: a row per seat with each round's score, counters and the total.
fn sheet(ui: &mut egui::Ui, m: &HomeRowsMatch, final_totals: bool) {
    let s = &m.state;
    egui::Grid::new("hr-sheet").striped(true).spacing([14.0, 5.0]).show(ui, |ui| {
        ui.label("");
        for r in 0..s.round_scores().len() {
            ui.label(egui::RichText::new(t!("hr-sheet-round", n = r + 1)).size(16.0));
        }
        ui.label(egui::RichText::new(t!("hr-sheet-counters")).size(16.0));
        ui.label(egui::RichText::new(t!("hr-sheet-total")).size(16.0).strong());
        ui.end_row();
        let order = if final_totals { m.ranking() } else { (0..s.players()).collect() };
        for seat in order {
            let config = &m.config.seats[seat];
            seat_tag(ui, config.color, &config.name, 19.0);
            for round in s.round_scores() {
                ui.label(egui::RichText::new(round[seat].to_string()).size(19.0));
            }
            ui.label(egui::RichText::new(format!("−{}", s.counters(seat))).size(19.0));
            let total = if final_totals { i32::from(s.totals()[seat]) } else { m.running_total(seat) };
            ui.label(egui::RichText::new(total.to_string()).size(21.0).strong());
            ui.end_row();
        }
    });
}

/// While the round-end banner holds the table, the score sheet so far.
pub(crate) fn score_sheet(mut contexts: EguiContexts, m: Res<HomeRowsMatch>, banner: Res<Banner>) -> Result {
    if banner.left_s <= 0.0 || m.state.round_scores().is_empty() || m.state.is_over() || !banner.round_end {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("hr-sheet-title"))
        .id(egui::Id::new("hr-sheet"))
        // Bottom right, above the action bar: clear of the front seat's mat and plate.
        .anchor(egui::Align2::RIGHT_BOTTOM, [-24.0, -100.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            sheet(ui, &m, false);
            ui.label(t!("hr-sheet-rule"));
        });
    Ok(())
}

/// Running totals (round scores so far) after each round, one line per seat.
fn chart(ui: &mut egui::Ui, m: &HomeRowsMatch) {
    let s = &m.state;
    let (response, painter) = ui.allocate_painter(egui::vec2(460.0, 200.0), egui::Sense::hover());
    let rect = response.rect.shrink2(egui::vec2(30.0, 14.0));
    painter.rect_filled(response.rect, 6.0, egui::Color32::from_gray(25));
    let rounds = s.round_scores().len();
    let running: Vec<Vec<i32>> = (0..s.players())
        .map(|seat| {
            let mut sum = 0;
            std::iter::once(0)
                .chain(s.round_scores().iter().map(|r| {
                    sum += i32::from(r[seat]);
                    sum
                }))
                .collect()
        })
        .collect();
    let top = running.iter().flatten().copied().max().unwrap_or(1).max(1) as f32;
    let point = |round: usize, v: i32| {
        egui::pos2(
            rect.left() + rect.width() * round as f32 / rounds.max(1) as f32,
            rect.bottom() - rect.height() * v as f32 / top,
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
    for (seat, line) in running.iter().enumerate() {
        let colour = seat_color32(&m.config.seats[seat]);
        let points: Vec<egui::Pos2> = line.iter().enumerate().map(|(r, &v)| point(r, v)).collect();
        painter.add(egui::Shape::line(points.clone(), egui::Stroke::new(2.5, colour)));
        for p in points {
            paint_seat_mark(&painter, p, 10.0, m.config.seats[seat].color);
        }
    }
}

fn results_screen(
    mut contexts: EguiContexts,
    m: Res<HomeRowsMatch>,
    mut form: ResMut<SetupForm>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("results-title"))
        .id(egui::Id::new("hr-results"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let winners: Vec<&str> =
                crate::engine::seats_in(m.state.winners_mask()).iter().map(|&s| m.seat_name(s)).collect();
            let names = crate::i18n::join_names(&winners);
            let title = if winners.len() > 1 {
                t!("hr-results-share", names = names)
            } else {
                t!("hr-results-wins", names = names)
            };
            ui.label(egui::RichText::new(title).size(28.0).color(egui::Color32::from_rgb(255, 220, 120)));
            ui.label(t!("results-after-rounds", n = m.state.round_scores().len()));
            ui.add_space(6.0);
            sheet(ui, &m, true);
            ui.add_space(8.0);
            ui.label(t!("hr-results-chart"));
            chart(ui, &m);
            ui.add_space(8.0);
            results_buttons(ui, &*m, &mut form, &mut commands, &mut next, &mut exit);
        });
    Ok(())
}

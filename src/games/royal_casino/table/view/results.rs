//! The results screen: the winner, the ranking with points, a per-round points chart drawn with
//! egui's painter, and Play again / New game / Quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::states::{AppState, results_of};
use crate::game::view::replay_controls::results_buttons;
use crate::game::view::seat_color32;
use crate::game::view::setup::SetupForm;
use crate::game::view::ui_style::{paint_seat_mark, seat_tag};
use crate::games::royal_casino::table::Match;
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        results_screen.run_if(results_of::<Match>()).in_set(crate::game::frame::UiPass::Overlay),
    );
}

fn chart(ui: &mut egui::Ui, m: &Match) {
    let size = egui::vec2(480.0, 220.0);
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect.shrink2(egui::vec2(34.0, 16.0));
    painter.rect_filled(response.rect, 6.0, egui::Color32::from_gray(25));
    let rounds = m.history.len().saturating_sub(1).max(1) as f32;
    let top = m.history.iter().flatten().copied().max().unwrap_or(0).max(m.state.target()) as f32;
    let point = |round: usize, points: u32| {
        egui::pos2(
            rect.left() + rect.width() * round as f32 / rounds,
            rect.bottom() - rect.height() * points as f32 / top,
        )
    };
    let grid = egui::Stroke::new(1.0, egui::Color32::from_gray(70));
    let font = egui::FontId::proportional(12.0);
    for k in 0..=4 {
        let points = (top / 4.0 * k as f32) as u32;
        let y = point(0, points).y;
        painter.line_segment([egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)], grid);
        painter.text(
            egui::pos2(rect.left() - 4.0, y),
            egui::Align2::RIGHT_CENTER,
            points,
            font.clone(),
            egui::Color32::GRAY,
        );
    }
    let target_y = point(0, m.state.target()).y;
    painter.line_segment(
        [egui::pos2(rect.left(), target_y), egui::pos2(rect.right(), target_y)],
        egui::Stroke::new(1.5, egui::Color32::from_rgb(240, 190, 60)),
    );
    for r in 0..m.history.len() {
        let at = point(r, 0);
        painter.text(at + egui::vec2(0.0, 3.0), egui::Align2::CENTER_TOP, r, font.clone(), egui::Color32::GRAY);
    }
    for (s, seat) in m.config.seats.iter().enumerate() {
        let line: Vec<egui::Pos2> =
            m.history.iter().enumerate().filter_map(|(r, points)| points.get(s).map(|&p| point(r, p))).collect();
        let colour = seat_color32(seat);
        painter.add(egui::Shape::line(line.clone(), egui::Stroke::new(2.5, colour)));
        for p in line {
            paint_seat_mark(&painter, p, 10.0, seat.color);
        }
    }
}

fn results_screen(
    mut contexts: EguiContexts,
    m: Res<Match>,
    mut form: ResMut<SetupForm>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("results-title"))
        .id(egui::Id::new("results"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let winners: Vec<&str> = m.state.winners().iter().map(|&s| m.seat_name(s)).collect();
            let names = crate::i18n::join_names(&winners);
            let line =
                if winners.len() > 1 { t!("results-share", names = names) } else { t!("results-wins", names = names) };
            ui.label(egui::RichText::new(line).size(30.0).color(egui::Color32::from_rgb(255, 220, 120)));
            ui.label(t!("results-after-rounds", n = m.history.len().saturating_sub(1)));
            ui.add_space(6.0);
            egui::Grid::new("ranking").striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
                for (rank, &s) in m.ranking().iter().enumerate() {
                    ui.label(egui::RichText::new(format!("{}.", rank + 1)).size(18.0));
                    let seat = &m.config.seats[s];
                    seat_tag(ui, seat.color, &seat.name, 18.0);
                    let points = m.state.players()[s].points;
                    ui.label(egui::RichText::new(t!("results-points", n = points)).size(18.0).strong());
                    ui.end_row();
                }
            });
            ui.add_space(8.0);
            ui.label(t!("results-chart"));
            chart(ui, &m);
            ui.add_space(8.0);
            results_buttons(ui, &*m, &mut form, &mut commands, &mut next, &mut exit);
        });
    Ok(())
}

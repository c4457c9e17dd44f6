//! Home Rows' score sheet (shown while a round-end banner holds the table) and results screen:
//! every round's home-row score, counters, totals (lowest wins), and the running totals for the
//! shared results screen's chart.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::session::Banner;
use crate::game::view::results_shell::{PointsChart, TableResults, results_plugin};
use crate::game::view::ui_style::seat_tag;
use crate::games::home_rows::table::HomeRowsMatch;
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    results_plugin::<HomeRowsMatch>(app);
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

impl TableResults for HomeRowsMatch {
    fn headline(&self) -> String {
        let winners: Vec<&str> =
            crate::engine::seats_in(self.state.winners_mask()).iter().map(|&s| self.seat_name(s)).collect();
        let names = crate::i18n::join_names(&winners);
        if winners.len() > 1 { t!("hr-results-share", names = names) } else { t!("hr-results-wins", names = names) }
    }
    fn rounds_played(&self) -> usize {
        self.state.round_scores().len()
    }
    fn standings(&self, ui: &mut egui::Ui) {
        sheet(ui, self, true);
    }
    /// Running totals (round scores so far) after each round.
    fn chart(&self) -> PointsChart {
        let s = &self.state;
        let points = (0..s.players())
            .map(|seat| {
                let mut sum = 0;
                std::iter::once(0)
                    .chain(s.round_scores().iter().map(|r| {
                        sum += i64::from(r[seat]);
                        sum
                    }))
                    .collect()
            })
            .collect();
        PointsChart { title: t!("hr-results-chart"), points, target: None }
    }
}

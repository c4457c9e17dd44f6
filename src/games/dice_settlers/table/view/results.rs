//! Dice Settlers' results: the winner, each seat's final score broken down by its five lines
//! (tiles, technologies, dice, houses, score tokens) and the points after each round, on the shared
//! results screen.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::view::results_shell::{PointsChart, TableResults, results_plugin};
use crate::game::view::ui_style::seat_tag;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::t;

/// The scoring lines' headings, in the rules' order.
fn lines() -> [String; 5] {
    [t!("ds-sheet-tiles"), t!("ds-sheet-techs"), t!("ds-sheet-dice"), t!("ds-sheet-houses"), t!("ds-sheet-tokens")]
}

pub(crate) fn plugin(app: &mut App) {
    results_plugin::<SettlersMatch>(app);
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

impl TableResults for SettlersMatch {
    fn rounds_played(&self) -> usize {
        self.state.round() as usize
    }
    fn standings(&self, ui: &mut egui::Ui) {
        sheet(ui, self);
    }
    /// Points after each round, one line per seat.
    fn chart(&self) -> PointsChart {
        let points = (0..self.config.seats.len())
            .map(|seat| {
                self.own.history.iter().map(|totals| i64::from(totals.get(seat).copied().unwrap_or(0))).collect()
            })
            .collect();
        PointsChart { title: t!("ds-results-chart"), points, target: None }
    }
}

//! Royal Casino's results: the ranking with points and each seat's points round by round, on the
//! shared results screen.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::games::royal_casino::table::Match;
use crate::t;
use crate::table::view::hud::ui_style::seat_tag;
use crate::table::view::screens::results_shell::{PointsChart, TableResults, results_plugin};

pub(crate) fn plugin(app: &mut App) {
    results_plugin::<Match>(app);
}

impl TableResults for Match {
    fn rounds_played(&self) -> usize {
        self.own.history.len().saturating_sub(1)
    }
    fn standings(&self, ui: &mut egui::Ui) {
        egui::Grid::new("ranking").striped(true).spacing([16.0, 4.0]).show(ui, |ui| {
            for (rank, &s) in self.ranking().iter().enumerate() {
                ui.label(egui::RichText::new(format!("{}.", rank + 1)).size(18.0));
                let seat = &self.config.seats[s];
                seat_tag(ui, seat.color, &seat.name, 18.0);
                let points = self.state.players()[s].points;
                ui.label(egui::RichText::new(t!("results-points", n = points)).size(18.0).strong());
                ui.end_row();
            }
        });
    }
    fn chart(&self) -> Option<PointsChart> {
        let seats = self.config.seats.len();
        let points = (0..seats)
            .map(|s| self.own.history.iter().map(|round| round.get(s).map_or(0, |&p| i64::from(p))).collect())
            .collect();
        Some(PointsChart { title: t!("results-chart"), points, target: Some(i64::from(self.state.target())) })
    }
}

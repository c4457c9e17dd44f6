//! Home Rows' score sheet (shown while a round-end banner holds the table) and results screen:
//! every round's home-row score, counters, totals (lowest wins), and the running totals for the
//! shared results screen's chart.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::games::home_rows::table::HomeRowsMatch;
use crate::t;
use crate::table::session::Banner;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{LogCovered, sheet_ui};
use crate::table::view::hud::ui_style::seat_tag;
use crate::table::view::screens::results_shell::{PointsChart, TableResults, results_plugin};

pub(crate) fn plugin(app: &mut App) {
    results_plugin::<HomeRowsMatch>(app);
}

/// Words of the score sheet in the side column, points (the results screen's are larger).
const SIDE_SHEET_PT: f32 = 15.0;
const RESULTS_SHEET_PT: f32 = 19.0;

/// The score sheet's grid: a row per seat with each round's score, counters and the total, in
/// words `size` points high.
fn sheet(ui: &mut egui::Ui, m: &HomeRowsMatch, final_totals: bool, size: f32) {
    let s = &m.state;
    let head = size - 3.0;
    egui::Grid::new("hr-sheet").striped(true).spacing([size * 0.6, 5.0]).show(ui, |ui| {
        ui.label("");
        for r in 0..s.round_scores().len() {
            ui.label(egui::RichText::new(t!("hr-sheet-round", n = r + 1)).size(head));
        }
        ui.label(egui::RichText::new(t!("hr-sheet-counters")).size(head));
        ui.label(egui::RichText::new(t!("hr-sheet-total")).size(head).strong());
        ui.end_row();
        let order = if final_totals { m.ranking() } else { (0..s.players()).collect() };
        for seat in order {
            let config = &m.config.seats[seat];
            seat_tag(ui, config.color, &config.name, size);
            for round in s.round_scores() {
                ui.label(egui::RichText::new(round[seat].to_string()).size(size));
            }
            ui.label(egui::RichText::new(format!("−{}", s.counters(seat))).size(size));
            let total = if final_totals { i32::from(s.totals()[seat]) } else { m.running_total(seat) };
            ui.label(egui::RichText::new(total.to_string()).size(size + 2.0).strong());
            ui.end_row();
        }
    });
}

/// While the round-end banner holds the table, and then until its OK, the score sheet so far, in
/// the log's place.
pub(crate) fn score_sheet(
    mut contexts: EguiContexts,
    m: Res<HomeRowsMatch>,
    (banner, waits): (Res<Banner>, Option<Res<crate::table::states::SummaryWaits>>),
    (regions, needs, mut drawn, mut covered): (Res<HudRegions>, Res<HudNeeds>, ResMut<DrawnPanels>, ResMut<LogCovered>),
) -> Result {
    let shown = (banner.left_s > 0.0 && banner.round_end) || waits.is_some();
    if !shown || m.state.round_scores().is_empty() || m.state.is_over() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    sheet_ui(ctx, &regions, &needs, &mut drawn, &mut covered, &t!("hr-sheet-title"), |ui| {
        sheet(ui, &m, false, SIDE_SHEET_PT);
        ui.add(egui::Label::new(t!("hr-sheet-rule")).wrap());
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
        sheet(ui, self, true, RESULTS_SHEET_PT);
    }
    /// Running totals (round scores so far) after each round.
    fn chart(&self) -> Option<PointsChart> {
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
        Some(PointsChart { title: t!("hr-results-chart"), points, target: None })
    }
}

//! Dice Settlers' round sheet and results: at a round's end, each seat's points that round and in
//! all, in the log's place until a person's OK (as every game's round end); at the game's end the
//! winner, each seat's final score broken down by its five lines (tiles, technologies, dice,
//! houses, score tokens) and the points after each round, on the shared results screen.

use bevy::prelude::*;
use bevy_egui::egui;

use bevy_egui::EguiContexts;

use crate::games::dice_settlers::table::SettlersMatch;
use crate::t;
use crate::table::states::SummaryWaits;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::{LogCovered, sheet_ui};
use crate::table::view::hud::ui_style::seat_tag;
use crate::table::view::screens::results_shell::{PointsChart, TableResults, results_plugin};

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

/// Words of the round sheet in the side column, points.
const ROUND_SHEET_PT: f32 = 16.0;

/// Each seat's points gained in the round that ended and its total now (from the match's
/// per-round history: the totals at the start and after each round).
pub(crate) fn round_points(m: &SettlersMatch) -> Vec<(usize, i64, u16)> {
    let history = &m.own.history;
    let now = history.last().cloned().unwrap_or_default();
    let before = history.len().checked_sub(2).and_then(|i| history.get(i)).cloned().unwrap_or_default();
    let at = |v: &[u16], seat: usize| v.get(seat).copied().unwrap_or(0);
    m.ranking()
        .into_iter()
        .map(|seat| (seat, i64::from(at(&now, seat)) - i64::from(at(&before, seat)), at(&now, seat)))
        .collect()
}

/// While a round's end waits for its OK: the round's sheet in the log's place.
pub(crate) fn round_sheet(
    mut contexts: EguiContexts,
    m: Res<SettlersMatch>,
    waits: Option<Res<SummaryWaits>>,
    (regions, needs, mut drawn, mut covered): (Res<HudRegions>, Res<HudNeeds>, ResMut<DrawnPanels>, ResMut<LogCovered>),
) -> Result {
    let Some(waits) = waits else { return Ok(()) };
    if m.state.is_over() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let title = t!("ds-round-sheet-title", round = waits.round);
    let size = ROUND_SHEET_PT;
    sheet_ui(ctx, &regions, &needs, &mut drawn, &mut covered, &title, |ui| {
        egui::Grid::new("ds-round-sheet").striped(true).spacing([size * 0.8, 5.0]).show(ui, |ui| {
            ui.label("");
            ui.label(egui::RichText::new(t!("ds-sheet-this-round")).size(size - 2.0));
            ui.label(egui::RichText::new(t!("ds-sheet-total")).size(size - 2.0).strong());
            ui.end_row();
            for (seat, gained, total) in round_points(&m) {
                let config = &m.config.seats[seat];
                seat_tag(ui, config.color, &config.name, size);
                let sign = if gained >= 0 { "+" } else { "−" };
                ui.label(egui::RichText::new(format!("{sign}{}", gained.abs())).size(size));
                ui.label(egui::RichText::new(total.to_string()).size(size + 2.0).strong());
                ui.end_row();
            }
        });
        ui.add(egui::Label::new(egui::RichText::new(t!("ds-round-sheet-rule")).size(size - 2.0)).wrap());
    });
    Ok(())
}

impl TableResults for SettlersMatch {
    fn rounds_played(&self) -> usize {
        self.state.round() as usize
    }
    fn standings(&self, ui: &mut egui::Ui) {
        sheet(ui, self);
    }
    /// Points after each round, one line per seat.
    fn chart(&self) -> Option<PointsChart> {
        let points = (0..self.config.seats.len())
            .map(|seat| {
                self.own.history.iter().map(|totals| i64::from(totals.get(seat).copied().unwrap_or(0))).collect()
            })
            .collect();
        Some(PointsChart { title: t!("ds-results-chart"), points, target: None })
    }
}

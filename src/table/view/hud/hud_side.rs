//! The side column's own panels every game draws through: its status at the top (never so tall that
//! the log loses its eight lines) and a sheet it shows for a while in the log's place.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::table::view::hud::hud_layout::{
    DrawnPanels, GAP_PT, HudNeeds, HudRegions, STATUS_LEAST_PT, caption_rect, log_least, log_rect, show_in,
};
use crate::table::view::hud::hud_shell::frame;

/// Draw a game's status at the side column's top, recording its height for the log under it.
pub(crate) fn status_ui<R>(
    ctx: &egui::Context,
    regions: &HudRegions,
    needs: &mut HudNeeds,
    drawn: &mut DrawnPanels,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    // At most 60 % of the column, and never so much that the log shows fewer than eight lines (four
    // beside the hint's or the lesson's box; it scrolls past that): the caption's room and the log
    // keep theirs.
    let side = regions.side.shrink(GAP_PT);
    let caption = caption_rect(regions, needs).height();
    let tallest = (side.height() * 0.6).min(side.height() - caption - log_least(regions, needs) - 3.0 * GAP_PT);
    let most = egui::Rect::from_min_size(side.min, egui::vec2(side.width(), tallest.max(STATUS_LEAST_PT)));
    let (out, taken) = show_in(ctx, drawn, "status", most, egui::Align2::LEFT_TOP, |ui| {
        frame(egui::Color32::from_rgb(120, 95, 70))
            .show(ui, |ui| {
                ui.set_width((most.width() - 36.0).max(10.0));
                // A status taller than its room shows a solid scroll bar (not egui's thin floating
                // one), so nobody takes its last visible line for its end.
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                let scroll = egui::ScrollArea::vertical().max_height((most.height() - 20.0).max(10.0));
                scroll.min_scrolled_height(0.0).show(ui, add).inner
            })
            .inner
    });
    needs.status = taken.height();
    out
}

/// Whether a game's sheet (a round's summary, a score sheet) has the log's place this frame:
/// [`sheet_ui`] sets it in the HUD's pass, the log steps aside for it.
#[derive(Resource, Default, Debug)]
pub(crate) struct LogCovered(pub(crate) bool);

/// Draw a sheet a game shows for a while (`add`, under `title`) in the log's place in the side
/// column, so it covers nothing of the table; it scrolls when it is larger than the room.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sheet_ui<R>(
    ctx: &egui::Context,
    regions: &HudRegions,
    needs: &HudNeeds,
    drawn: &mut DrawnPanels,
    covered: &mut LogCovered,
    title: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    covered.0 = true;
    let rect = log_rect(regions, needs);
    let (out, _) = show_in(ctx, drawn, "sheet", rect, egui::Align2::LEFT_TOP, |ui| {
        frame(egui::Color32::from_rgb(215, 175, 90))
            .show(ui, |ui| {
                let inner = rect.shrink2(egui::vec2(18.0, 10.0));
                ui.set_width(inner.width().max(10.0));
                ui.set_height(inner.height().max(10.0));
                ui.label(egui::RichText::new(title).size(19.0).strong());
                ui.separator();
                egui::ScrollArea::both().auto_shrink([false, false]).show(ui, add).inner
            })
            .inner
    });
    out
}

//! Words on the table: each seat's name on a plate before its mat (whose cup is whose), and,
//! while the cups are lifted, the number the count has reached in large figures in the table's
//! middle, with what is counted under it ("3", "Counting 5s, ones wild").

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Match;
use super::cups::CUP_MOUTH_RADIUS_M;
use super::reveal::Stage;
use crate::table::states::playing_with;
use crate::table::view::hud::hud_layout::{HudRegions, into_view, table_painter, table_to_ui};
use crate::table::view::hud::ui_style::paint_seat_mark;
use crate::table::view::seat_color32;
use crate::table::view::tabletop::camera::TableCamera;
use crate::table::view::tabletop::seating::{plate_point, seat_pose};

/// A seat's name on its plate, points.
const NAME_PT: f32 = 17.0;
/// The running count's figures, and what is counted under them, points.
const COUNT_PT: f32 = 72.0;
const COUNTED_PT: f32 = 24.0;
/// A far seat's plate hangs from this far beyond its cup's mouth, toward the table's middle, metres.
const FAR_PLATE_GAP_M: f32 = 0.004;

/// Where the count stands: in the middle of the table, between the seats (the tray is not on
/// Liar's Dice's table), metres.
const COUNT_AT: Vec3 = crate::table::view::tabletop::seating::SEATS_CENTRE;

/// Where a seat's plate lies, and which of its points lies there: before its mat at the front
/// (centred); a far seat's hangs from just beyond its cup's near edge (its top there), so at any
/// UI scale it grows away from the cup, never over it (the mat's far side is the view's edge).
fn plate_at(seat: usize, seats: usize) -> (Vec3, egui::Align2) {
    let pose = seat_pose(seat, seats);
    if pose.translation.z < 0.0 {
        (pose.transform_point(-Vec3::Z * (CUP_MOUTH_RADIUS_M + FAR_PLATE_GAP_M)), egui::Align2::CENTER_TOP)
    } else {
        (plate_point(seat, seats), egui::Align2::CENTER_CENTER)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        labels.run_if(playing_with::<Match>()).in_set(crate::table::frame::UiPass::Labels),
    );
}

/// Text with a dark shadow, readable on felt, wood and every mat colour.
fn shadowed(painter: &egui::Painter, at: egui::Pos2, s: &str, size: f32, colour: egui::Color32) {
    let font = egui::FontId::proportional(size);
    let (align, drop) = (egui::Align2::CENTER_CENTER, egui::vec2(size / 12.0, size / 12.0));
    painter.text(at + drop, align, s, font.clone(), egui::Color32::from_black_alpha(230));
    painter.text(at, align, s, font, colour);
}

fn labels(
    mut contexts: EguiContexts,
    m: Res<Match>,
    stage: Res<Stage>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    regions: Res<HudRegions>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, eye)) = cameras.single() else { return Ok(()) };
    let zoom = ctx.zoom_factor();
    let screen = |p: Vec3| table_to_ui(camera, eye, zoom, p);
    let painter = table_painter(ctx, &regions, "liars dice labels");
    let seats = m.config.seats.len();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let (point, pivot) = plate_at(seat, seats);
        let Some(anchor) = screen(point) else { continue };
        let colour = seat_color32(config).lerp_to_gamma(egui::Color32::WHITE, 0.35);
        let name_w = painter.layout_no_wrap(config.name.clone(), egui::FontId::proportional(NAME_PT), colour).size().x;
        let plate = pivot.anchor_size(anchor, egui::vec2(name_w + 44.0, NAME_PT + 14.0));
        let at = plate.center();
        let shift = into_view(&regions, at, plate);
        let (plate, at) = (plate.translate(shift), at + shift);
        painter.rect_filled(plate, 6.0, egui::Color32::from_black_alpha(200));
        painter.rect_stroke(plate, 6.0, egui::Stroke::new(2.0, seat_color32(config)), egui::StrokeKind::Outside);
        paint_seat_mark(&painter, at - egui::vec2(name_w / 2.0 + 2.0, 0.0), NAME_PT, config.color);
        shadowed(&painter, at + egui::vec2(10.0, 0.0), &config.name, NAME_PT, colour);
    }
    if let Some(showing) = stage.reveal.as_ref()
        && let Some(middle) = screen(COUNT_AT)
    {
        // The number reached, large; the caption beside the table runs through the numbers.
        let (what, _) = showing.count_words();
        let gold = egui::Color32::from_rgb(255, 220, 120);
        shadowed(&painter, middle - egui::vec2(0.0, COUNT_PT * 0.35), &showing.counted.to_string(), COUNT_PT, gold);
        shadowed(&painter, middle + egui::vec2(0.0, COUNT_PT * 0.55), &what, COUNTED_PT, egui::Color32::WHITE);
    }
    Ok(())
}

//! Words on Home Rows' table, drawn by egui where the 3D things are: each seat's name, counters
//! and total in front of its mat, each home row's owner beside the row, the pot's count.

use bevy::prelude::*;

use crate::game::view::camera::TableCamera;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::view::hud_layout::{HudRegions, into_view, table_painter, table_to_ui};

use crate::game::states::playing_with;
use crate::game::view::seating::plate_point;
use crate::game::view::ui_style::paint_seat_mark;
use crate::game::view::{layout, seat_color32};
use crate::games::home_rows::rules::{COLS, ROWS};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        labels.run_if(playing_with::<HomeRowsMatch>()).in_set(crate::game::frame::UiPass::Labels),
    );
}

/// The size of the words naming a row's home owner beside the board, points.
const HOME_LABEL_PT: f32 = 14.0;

/// Text with a dark shadow, readable on felt, wood and every mat colour; returns its width.
fn text(
    painter: &egui::Painter,
    at: egui::Pos2,
    s: &str,
    size: f32,
    colour: egui::Color32,
    align: egui::Align2,
) -> f32 {
    let font = egui::FontId::proportional(size);
    painter.text(at + egui::vec2(1.5, 1.5), align, s, font.clone(), egui::Color32::from_black_alpha(220));
    painter.text(at, align, s, font, colour).width()
}

fn labels(
    mut contexts: EguiContexts,
    m: Res<HomeRowsMatch>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    regions: Res<HudRegions>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, eye)) = cameras.single() else { return Ok(()) };
    let zoom = ctx.zoom_factor();
    let screen = |p: Vec3| table_to_ui(camera, eye, zoom, p);
    let painter = table_painter(ctx, &regions, "home labels");
    let n = m.config.seats.len();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let base = plate_point(seat, n);
        if let Some(at) = screen(base) {
            let turn = if seat == m.state.current() && !m.state.is_over() { "▶ " } else { "" };
            let name = format!("{turn}{}", config.name);
            let counters = crate::games::home_rows::words::counters(m.state.counters(seat));
            let line = t!("hr-plate", counters = counters, total = m.running_total(seat));
            let colour = seat_color32(config).lerp_to_gamma(egui::Color32::WHITE, 0.35);
            // A name plate like Royal Casino's: dark, edged in the seat's colour; its mark and name
            // on the first line, counters and total under them (narrow: neighbours' plates stay apart).
            let font = |size: f32| egui::FontId::proportional(size);
            let name_w = painter.layout_no_wrap(name.clone(), font(18.0), colour).size().x + 24.0;
            let line_w = painter.layout_no_wrap(line.clone(), font(15.0), colour).size().x;
            let width = name_w.max(line_w);
            let plate = egui::Rect::from_center_size(at, egui::vec2(width + 20.0, 48.0));
            let shift = into_view(&regions, at, plate);
            let (plate, at) = (plate.translate(shift), at + shift);
            painter.rect_filled(plate, 6.0, egui::Color32::from_black_alpha(200));
            let edge = egui::Stroke::new(2.0, seat_color32(config));
            painter.rect_stroke(plate, 6.0, edge, egui::StrokeKind::Outside);
            let top = at - egui::vec2(0.0, 11.0);
            paint_seat_mark(&painter, top - egui::vec2(name_w / 2.0 - 9.0, 0.0), 18.0, config.color);
            text(&painter, top + egui::vec2(12.0, 0.0), &name, 18.0, colour, egui::Align2::CENTER_CENTER);
            text(&painter, at + egui::vec2(0.0, 12.0), &line, 15.0, colour, egui::Align2::CENTER_CENTER);
        }
    }
    // Whose home each row is, beside it: only where the rows lie far enough apart on the screen
    // for a line each (a far overview at a large UI scale would pile them up; the rows' colours
    // and the status still say it).
    let beside = |row: usize| screen(layout::square(row, COLS - 1) + Vec3::X * 0.03);
    let row_gap = match (beside(0), beside(1)) {
        (Some(a), Some(b)) => (b.y - a.y).abs(),
        _ => 0.0,
    };
    for row in (0..ROWS).filter(|_| row_gap >= HOME_LABEL_PT) {
        let Some(owner) = m.state.home_of(row) else { continue };
        if let Some(at) = beside(row) {
            let colour = seat_color32(&m.config.seats[owner]).lerp_to_gamma(egui::Color32::WHITE, 0.35);
            let line = t!("hr-home-of", name = m.seat_name(owner));
            text(&painter, at, &line, HOME_LABEL_PT, colour, egui::Align2::LEFT_CENTER);
        }
    }
    if let Some(at) = screen(super::pieces::pot() + Vec3::new(0.0, 0.0, 0.07)) {
        text(&painter, at, &t!("hr-pot", n = m.state.pot()), 18.0, egui::Color32::WHITE, egui::Align2::CENTER_CENTER);
    }
    Ok(())
}

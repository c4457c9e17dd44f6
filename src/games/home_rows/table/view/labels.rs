//! Words on Home Rows' table, drawn by egui where the 3D things are: each seat's name, counters
//! and total in front of its mat, each home row's owner beside the row, the pot's count.

use bevy::prelude::*;

use crate::table::view::tabletop::camera::TableCamera;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::table::view::hud::hud_layout::{HudRegions, into_view, table_painter, table_to_ui};

use super::grid as layout;
use crate::games::home_rows::rules::{COLS, Color as HomeColor, ROWS};
use crate::games::home_rows::table::{HOME_RGB, HomeRowsMatch};
use crate::t;
use crate::table::states::playing_with;
use crate::table::view::hud::ui_style::paint_seat_mark;
use crate::table::view::seat_color32;
use crate::table::view::tabletop::plate_spread::{off_the_mat, spread_apart};
use crate::table::view::tabletop::seating::{mat_on_screen, plate_point};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        labels.run_if(playing_with::<HomeRowsMatch>()).in_set(crate::table::frame::UiPass::Labels),
    );
}

/// The size of the words naming a row's home owner beside the board, points.
const HOME_LABEL_PT: f32 = 14.0;
/// The room round those words on their plate (across, up and down), points.
const HOME_PLATE_PAD_PT: egui::Vec2 = egui::vec2(6.0, 2.0);
/// The rounding of the plate's corners, points.
const HOME_PLATE_ROUNDING_PT: f32 = 4.0;
/// The plate under the owners' words: opaque, so the wood's grain and light never show through,
/// and dark, so every seat's ink reads on it (contrast 4.5:1 or more, `labels_tests`).
pub(crate) const HOME_PLATE_FILL: egui::Color32 = egui::Color32::from_rgb(24, 19, 15);
/// How far right of a row's last square's middle its owner's words start (just past the
/// square's edge, half a tile, over the board's rim), metres.
const HOME_LABEL_BEYOND_LAST_SQUARE_M: f32 = 0.02;

/// The ink of the words naming a seat whose home colour is `color`: its colour, lightened.
pub(crate) fn home_label_ink(color: HomeColor) -> egui::Color32 {
    let [r, g, b] = HOME_RGB[color.index()];
    egui::Color32::from_rgb(r, g, b).lerp_to_gamma(egui::Color32::WHITE, 0.35)
}

/// Where the words naming row `row`'s owner start on the table (their left middle).
pub(crate) fn home_label_anchor(row: usize) -> Vec3 {
    layout::square(row, COLS - 1) + Vec3::X * HOME_LABEL_BEYOND_LAST_SQUARE_M
}

/// The plate under the owners' words, in screen points: `row_starts` is where each row ends (its
/// words' left middle, but that they all start right of the rightmost end), `lines` each drawn
/// line's row and size. `None` where the rows
/// lie too close on the screen for a line each (a far overview at a large UI scale would pile
/// them up; the rows' colours and the status still say whose they are).
pub(crate) fn home_legend_plate(row_starts: &[egui::Pos2], lines: &[(usize, egui::Vec2)]) -> Option<egui::Rect> {
    let tallest = lines.iter().map(|(_, size)| size.y).fold(0.0, f32::max);
    let closest = row_starts.windows(2).map(|w| (w[1].y - w[0].y).abs()).fold(f32::INFINITY, f32::min);
    if lines.is_empty() || closest < tallest {
        return None;
    }
    // Every line starts right of the rightmost row's end (the nearest row, in perspective): a
    // plate starting at the far rows' ends lay over the near rows' last squares.
    let left = home_legend_left(row_starts);
    let line_rect = |&(row, size): &(usize, egui::Vec2)| {
        egui::Rect::from_min_size(egui::pos2(left + HOME_PLATE_PAD_PT.x, row_starts[row].y - size.y / 2.0), size)
    };
    let text = lines.iter().map(line_rect).reduce(|a, b| a.union(b))?;
    Some(text.expand2(HOME_PLATE_PAD_PT))
}

/// Where the owners' plate starts across, points: right of every row's end.
fn home_legend_left(row_starts: &[egui::Pos2]) -> f32 {
    row_starts.iter().map(|p| p.x).fold(f32::MIN, f32::max)
}

/// The size of the owners' words, points: [`HOME_LABEL_PT`] where the rows on the screen leave
/// room for a line each and the view room for the plate (`line`: the tallest and the widest line
/// at that size; `room_w`: from the rows' ends to the view's edge); else as large as fits, but
/// never smaller on the screen than at UI scale 1 (`zoom`: the UI scale). So a large UI scale
/// keeps the plate whole (at 1.5 a 1280×720 overview's rows lie closer in points than a line of
/// 14 points, and the plate used to be dropped; at 1.25 a French line ran past the view's edge).
/// `None` where the lines do not fit between the rows even at that size.
pub(crate) fn home_legend_pt(row_starts: &[egui::Pos2], line: egui::Vec2, room_w: f32, zoom: f32) -> Option<f32> {
    let closest = row_starts.windows(2).map(|w| (w[1].y - w[0].y).abs()).fold(f32::INFINITY, f32::min);
    let floor = HOME_LABEL_PT / zoom.max(1.0);
    // A little under the room, so the lines laid out again at this size fit for certain.
    let by_rows = if closest >= line.y { HOME_LABEL_PT } else { HOME_LABEL_PT * closest / line.y.max(1.0) * 0.97 };
    if by_rows < floor * 0.97 {
        return None;
    }
    let wide = line.x + 2.0 * HOME_PLATE_PAD_PT.x;
    let by_width = if wide <= room_w { HOME_LABEL_PT } else { HOME_LABEL_PT * room_w.max(0.0) / wide * 0.97 };
    // Past the floor a very long name is cut by the view's edge rather than made unreadable.
    Some(by_rows.min(by_width.max(floor)))
}

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
    // A name plate like Royal Casino's: dark, edged in the seat's colour; its mark and name on the
    // first line, counters and total under them; two that would overlap (far seats at a sofa's
    // scale) are pushed apart.
    let font = |size: f32| egui::FontId::proportional(size);
    let mut plates = Vec::new();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let Some(at) = screen(plate_point(seat, n)) else { continue };
        let turn = if seat == m.state.current() && !m.state.is_over() { "▶ " } else { "" };
        let name = format!("{turn}{}", config.name);
        let counters = crate::games::home_rows::words::counters(m.state.counters(seat));
        let line = t!("hr-plate", counters = counters, total = m.running_total(seat));
        let colour = seat_color32(config).lerp_to_gamma(egui::Color32::WHITE, 0.35);
        let name_w = painter.layout_no_wrap(name.clone(), font(18.0), colour).size().x + 24.0;
        let line_w = painter.layout_no_wrap(line.clone(), font(15.0), colour).size().x;
        let plate = egui::Rect::from_center_size(at, egui::vec2(name_w.max(line_w) + 20.0, 48.0));
        let plate = plate.translate(into_view(&regions, at, plate));
        // Never over the seat's own mat: its dice lie there (the seat in turn clicks them).
        let plate = mat_on_screen(seat, n, &screen).map_or(plate, |mat| off_the_mat(plate, mat, regions.view));
        plates.push((config, name, line, colour, name_w, plate));
    }
    let mut rects: Vec<egui::Rect> = plates.iter().map(|p| p.5).collect();
    spread_apart(&mut rects);
    for ((config, name, line, colour, name_w, _), plate) in plates.into_iter().zip(rects) {
        let plate = plate.translate(into_view(&regions, plate.center(), plate));
        let at = plate.center();
        painter.rect_filled(plate, 6.0, egui::Color32::from_black_alpha(200));
        let edge = egui::Stroke::new(2.0, seat_color32(config));
        painter.rect_stroke(plate, 6.0, edge, egui::StrokeKind::Outside);
        let top = at - egui::vec2(0.0, 11.0);
        paint_seat_mark(&painter, top - egui::vec2(name_w / 2.0 - 9.0, 0.0), 18.0, config.color);
        text(&painter, top + egui::vec2(12.0, 0.0), &name, 18.0, colour, egui::Align2::CENTER_CENTER);
        text(&painter, at + egui::vec2(0.0, 12.0), &line, 15.0, colour, egui::Align2::CENTER_CENTER);
    }
    home_legend(&painter, &m, (zoom, regions.view.max.x), screen);
    if let Some(at) = screen(super::pieces::pot() + Vec3::new(0.0, 0.0, 0.07)) {
        text(&painter, at, &t!("hr-pot", n = m.state.pot()), 18.0, egui::Color32::WHITE, egui::Align2::CENTER_CENTER);
    }
    Ok(())
}

/// Whose home each row is, on one dark plate beside the rows' right ends (clear of the pot).
fn home_legend(
    painter: &egui::Painter,
    m: &HomeRowsMatch,
    (zoom, view_right): (f32, f32),
    screen: impl Fn(Vec3) -> Option<egui::Pos2>,
) {
    let Some(row_starts) = (0..ROWS).map(|row| screen(home_label_anchor(row))).collect::<Option<Vec<_>>>() else {
        return;
    };
    let layout = |size: f32| -> Vec<_> {
        let font = egui::FontId::proportional(size);
        (0..ROWS)
            .filter_map(|row| {
                let owner = m.state.home_of(row)?;
                let line = t!("hr-home-of", name = m.seat_name(owner));
                Some((row, painter.layout_no_wrap(line, font.clone(), home_label_ink(m.state.color_of(owner)))))
            })
            .collect()
    };
    let mut galleys = layout(HOME_LABEL_PT);
    let line = galleys.iter().fold(egui::Vec2::ZERO, |a, (_, g)| a.max(g.size()));
    let room_w = view_right - row_starts.iter().map(|p| p.x).fold(f32::MIN, f32::max);
    match home_legend_pt(&row_starts, line, room_w, zoom) {
        None => return,
        Some(size) if size < HOME_LABEL_PT => galleys = layout(size),
        Some(_) => {}
    }
    let lines: Vec<(usize, egui::Vec2)> = galleys.iter().map(|(row, galley)| (*row, galley.size())).collect();
    let Some(plate) = home_legend_plate(&row_starts, &lines) else { return };
    // Never over the pot (the pot stands where no view the table's camera takes puts the plate
    // over it: `labels_tests`; a view that did would lose the plate, not hide the pot).
    let pot = super::pieces::pot_outline().into_iter().map(&screen).collect::<Option<Vec<_>>>();
    if pot.is_some_and(|pot| plate.intersects(egui::Rect::from_points(&pot))) {
        return;
    }
    painter.rect_filled(plate, HOME_PLATE_ROUNDING_PT, HOME_PLATE_FILL);
    for (row, galley) in galleys {
        let top_left = egui::pos2(plate.min.x + HOME_PLATE_PAD_PT.x * 2.0, row_starts[row].y - galley.size().y / 2.0);
        painter.galley(top_left, galley, egui::Color32::WHITE);
    }
}

#[cfg(test)]
#[path = "labels_tests.rs"]
mod tests;

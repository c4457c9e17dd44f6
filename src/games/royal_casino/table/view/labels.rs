//! Words drawn onto the 3D table by egui: row letters and points circles, seat names, the next
//! face on the stack, and the points flying between a settled row and its player.

use bevy::prelude::*;

use crate::table::view::tabletop::camera::TableCamera;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::table::view::hud::hud_layout::{HudRegions, table_painter, table_to_ui};

use super::chips::{Flourishes, SettledRows};
use super::layout;
use super::selection::Selection;
use crate::games::royal_casino::rules::RowColor;
use crate::games::royal_casino::table::Match;
use crate::games::royal_casino::words::ROW_LETTERS;
use crate::t;
use crate::table::states::playing_with;
use crate::table::view::input::skip::{self, SkipAnimations};
use crate::table::view::{Caption, seat_color32};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        labels.run_if(playing_with::<Match>()).in_set(crate::table::frame::UiPass::Labels),
    );
}

/// How long points fly, in seconds.
pub(crate) const FLOURISH_S: f32 = 1.3;
/// The flying points' one font size: egui rasterises each size it meets into its font atlas, and a
/// size animated every frame filled it until text all over the screen lost letters.
const FLOURISH_PX: f32 = 40.0;
/// Pulses a second of the highlight on a row just settled.
const ROW_PULSE_HZ: f32 = 1.5;
/// Rows at least this far apart on screen (pixels) read from the print alone; closer than that the
/// printed letters and points are too small, and larger ones are written over them.
const PRINT_READS_AT_ROW_PITCH_PX: f32 = 40.0;
/// Rows at least this far apart on screen (pixels) have room for a settled row's whole line.
const FULL_TAG_AT_ROW_PITCH_PX: f32 = 26.0;
/// Closer than that, a dark disc of this radius (pixels) with the settler's mark in its colour.
const COMPACT_TAG_RADIUS_PX: f32 = 8.0;
/// The row letters written over a print too small to read, points at most.
const OVERLAY_LETTER_PT: f32 = 18.0;
/// A points circle's words, as a share of the row letters' size.
const OVERLAY_CIRCLE_SHARE: f32 = 0.78;
/// Of a row's pitch on screen, the share its letter may take.
const OVERLAY_SHARE_OF_ROW: f32 = 0.9;
/// Smaller than this on screen (pixels), words over the print would not read either.
const OVERLAY_LEAST_PX: f32 = 9.0;

/// Points flying from `a` to `b`, `age` seconds in: an arc, fading out at the end, in `fill`
/// (white for a gain, light red for a payment) with a dark outline that reads on every mat colour.
pub(crate) fn paint_flourish(
    painter: &egui::Painter,
    a: egui::Pos2,
    b: egui::Pos2,
    text: &str,
    age: f32,
    fill: egui::Color32,
) {
    let s = (age / 1.1).clamp(0.0, 1.0);
    let ease = s * s * (3.0 - 2.0 * s);
    let at = a.lerp(b, ease) - egui::vec2(0.0, 60.0 * (4.0 * ease * (1.0 - ease)));
    let fade = (FLOURISH_S - age).clamp(0.0, 0.3) / 0.3;
    let font = egui::FontId::proportional(FLOURISH_PX);
    let outline = egui::Color32::from_black_alpha((230.0 * fade) as u8);
    for (dx, dy) in
        [(-2.0, 0.0), (2.0, 0.0), (0.0, -2.0), (0.0, 2.0), (-1.5, -1.5), (1.5, 1.5), (-1.5, 1.5), (1.5, -1.5)]
    {
        painter.text(at + egui::vec2(dx, dy), egui::Align2::CENTER_CENTER, text, font.clone(), outline);
    }
    painter.text(at, egui::Align2::CENTER_CENTER, text, font, fill.gamma_multiply(fade));
}

/// Whether the board's own print reads at a row pitch of `row_pitch_px` on screen (pixels); when it
/// does not, larger words are written over it (one label per circle either way).
pub(crate) fn print_reads(row_pitch_px: f32) -> bool {
    row_pitch_px >= PRINT_READS_AT_ROW_PITCH_PX
}

/// The row letters' size, points, written over a print too small to read at a row pitch of
/// `row_pitch_px` on screen and UI zoom `zoom`: the usual 18 points, but never taller than a row
/// (at a large UI scale on a far board, letters a row apart would run into each other); `None`
/// when even that would be too small to read (the print stays alone).
pub(crate) fn overlay_letter_pt(row_pitch_px: f32, zoom: f32) -> Option<f32> {
    let fits = row_pitch_px * OVERLAY_SHARE_OF_ROW / zoom.max(0.1);
    // Whole points only: egui keeps every size it meets in its font atlas, and a size following
    // the camera's every move would fill it.
    let pt = fits.min(OVERLAY_LETTER_PT).floor();
    (pt * zoom >= OVERLAY_LEAST_PX).then_some(pt)
}

/// A points circle's words written over the print: on a disc of the circle's own colour that covers
/// the printed words beneath (so the circle never shows two labels), `radius` points.
fn points_circle_label(
    painter: &egui::Painter,
    at: egui::Pos2,
    (radius, size): (f32, f32),
    colour: RowColor,
    points: u32,
) {
    let (sign, ink, disc) = match colour {
        // The print's own disc colours (`board_print`'s GAIN_DISC and PAY_DISC), lit a little less.
        RowColor::Yellow => ("+", egui::Color32::from_rgb(58, 34, 6), egui::Color32::from_rgb(240, 232, 212)),
        RowColor::Black => ("−", egui::Color32::WHITE, egui::Color32::from_rgb(170, 32, 28)),
    };
    painter.circle_filled(at, radius.max(8.0), disc);
    painter.text(at, egui::Align2::CENTER_CENTER, format!("{sign}{points}"), egui::FontId::proportional(size), ink);
}

fn text(painter: &egui::Painter, at: egui::Pos2, s: impl ToString, size: f32, colour: egui::Color32) {
    let font = egui::FontId::proportional(size);
    let s = s.to_string();
    painter.text(
        at + egui::vec2(1.5, 1.5),
        egui::Align2::CENTER_CENTER,
        &s,
        font.clone(),
        egui::Color32::from_black_alpha(200),
    );
    painter.text(at, egui::Align2::CENTER_CENTER, s, font, colour);
}

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn labels(
    mut contexts: EguiContexts,
    m: Res<Match>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    regions: Res<HudRegions>,
    time: Res<Time>,
    mut skip: MessageReader<SkipAnimations>,
    mut flourishes: ResMut<Flourishes>,
    settled: Res<SettledRows>,
    selection: Res<Selection>,
    caption: Res<Caption>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, eye)) = cameras.single() else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let screen = |p: Vec3| table_to_ui(camera, eye, zoom, p);
    let painter = table_painter(ctx, &regions, "table labels");
    // The rows' pitch on screen in pixels (egui's points times its zoom, the UI scale): the print's
    // size does not change with the UI scale, so neither does whether it reads.
    let row_pitch_px = screen(layout::square(2, 0))
        .zip(screen(layout::square(3, 0)))
        .map(|(a, b)| a.distance(b) * zoom)
        .unwrap_or(0.0);
    paint_row_letters(&painter, &m, row_pitch_px, zoom, &screen);
    paint_costs(&painter, &m, &selection, &screen);
    paint_settled_glow(&painter, &m, &settled, &caption, &screen);
    paint_settled_tags(&painter, &m, &settled, row_pitch_px, &screen);
    super::plates::paint_seat_plates(&painter, &m, &regions, &screen);
    super::next_face::paint_next_face(&painter, &m, &regions, &screen);
    let fx = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("flourishes")));
    let dt = if skip::asked(&mut skip) { FLOURISH_S } else { time.delta_secs() };
    for f in &mut flourishes.0 {
        f.age += dt;
        if let (Some(a), Some(b)) = (screen(f.from), screen(f.to)) {
            paint_flourish(&fx, a, b, &f.text, f.age, f.color);
        }
    }
    flourishes.0.retain(|f| f.age < FLOURISH_S);
    Ok(())
}

/// Row letters and the circles' points drawn over the board while its print is too small to read.
fn paint_row_letters(
    painter: &egui::Painter,
    m: &Match,
    row_pitch_px: f32,
    zoom: f32,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    if let Some(letter_pt) = overlay_letter_pt(row_pitch_px, zoom).filter(|_| !print_reads(row_pitch_px)) {
        for (r, row) in m.state.rows().iter().enumerate() {
            if let Some(at) = screen(layout::row_label(r)) {
                text(painter, at, ROW_LETTERS[r], letter_pt, egui::Color32::WHITE);
            }
            let centre = screen(layout::circle(r) + Vec3::Y * 0.004);
            let rim = screen(layout::circle(r) + Vec3::new(super::board_print::CIRCLE_RADIUS_M as f32, 0.004, 0.0));
            if let (Some(at), Some(rim)) = (centre, rim) {
                let circle_pt = (letter_pt * OVERLAY_CIRCLE_SHARE).round();
                points_circle_label(painter, at, (at.distance(rim), circle_pt), row.spec.color, row.spec.points);
            }
        }
    }
}

/// A lit square that would complete a black row shows what it costs, on the square itself.
fn paint_costs(painter: &egui::Painter, m: &Match, selection: &Selection, screen: &dyn Fn(Vec3) -> Option<egui::Pos2>) {
    let paying = super::hud::paying_placements(m, selection.value);
    for (r, row) in m.state.rows().iter().enumerate() {
        let Some(&(_, _, paid)) = paying.iter().find(|p| p.1 == r) else { continue };
        if let Some(at) = screen(layout::square(r, row.filled().len()) + Vec3::Y * 0.004) {
            let galley =
                painter.layout_no_wrap(format!("-{paid}"), egui::FontId::proportional(16.0), egui::Color32::WHITE);
            let rect = egui::Rect::from_center_size(at, galley.size() + egui::vec2(8.0, 2.0));
            painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(190, 30, 25));
            painter.galley(rect.min + egui::vec2(4.0, 1.0), galley, egui::Color32::WHITE);
        }
    }
}

/// The row just settled glows, pulsing, while its caption holds the screen.
fn paint_settled_glow(
    painter: &egui::Painter,
    m: &Match,
    settled: &SettledRows,
    caption: &Caption,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    if let (Some(r), Some((_, colour, age))) = (settled.last, &caption.0)
        && let Some(row) = m.state.rows().get(r)
    {
        let half = Vec3::new(layout::SQUARE_PITCH / 2.0, 0.004, layout::ROW_PITCH * 0.45);
        let (first, last) = (layout::square(r, 0), layout::square(r, usize::from(row.spec.len.max(1)) - 1));
        let corners = [
            first + Vec3::new(-half.x, half.y, -half.z),
            last + Vec3::new(half.x, half.y, -half.z),
            last + Vec3::new(half.x, half.y, half.z),
            first + Vec3::new(-half.x, half.y, half.z),
        ];
        if let Some(points) = corners.iter().map(|&c| screen(c)).collect::<Option<Vec<_>>>() {
            let pulse = 0.5 + 0.5 * (age * ROW_PULSE_HZ * std::f32::consts::TAU).cos();
            let fill = colour.gamma_multiply(0.15 + 0.25 * pulse);
            let stroke = egui::Stroke::new(3.0 + 2.0 * pulse, *colour);
            painter.add(egui::Shape::convex_polygon(points, fill, stroke));
        }
    }
}

/// A settled row says so beside its circle: a check, who settled it and the points; only the
/// settler's mark (its shape, in its colour) while the rows are too close on screen for a line each.
fn paint_settled_tags(
    painter: &egui::Painter,
    m: &Match,
    settled: &SettledRows,
    row_pitch_px: f32,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    let compact = row_pitch_px < FULL_TAG_AT_ROW_PITCH_PX;
    for (r, row) in m.state.rows().iter().enumerate() {
        let Some((seat, delta)) = settled.rows[r].filter(|_| row.is_full() && settled.round == m.state.round()) else {
            continue;
        };
        if let Some(at) = screen(layout::circle(r) + Vec3::X * 0.028) {
            let who = &m.config.seats[seat];
            if compact {
                let centre = at + egui::vec2(COMPACT_TAG_RADIUS_PX, 0.0);
                let ring = egui::Stroke::new(1.5, seat_color32(who));
                painter.circle(centre, COMPACT_TAG_RADIUS_PX, egui::Color32::from_black_alpha(210), ring);
                crate::table::view::hud::ui_style::paint_seat_mark(
                    painter,
                    centre,
                    COMPACT_TAG_RADIUS_PX * 1.3,
                    who.color,
                );
                continue;
            }
            let line = t!("rc-plate-settled", name = &who.name, delta = format!("{delta:+}"));
            let galley = painter.layout_no_wrap(line, egui::FontId::proportional(16.0), egui::Color32::WHITE);
            let rect = egui::Rect::from_min_size(
                at - egui::vec2(0.0, galley.size().y / 2.0 + 2.0),
                galley.size() + egui::vec2(10.0, 4.0),
            );
            painter.rect_filled(rect, 5.0, egui::Color32::from_black_alpha(200));
            painter.rect_stroke(rect, 5.0, egui::Stroke::new(2.0, seat_color32(who)), egui::StrokeKind::Outside);
            painter.galley(rect.min + egui::vec2(5.0, 2.0), galley, egui::Color32::WHITE);
        }
    }
}

#[cfg(test)]
#[path = "labels_tests.rs"]
mod tests;

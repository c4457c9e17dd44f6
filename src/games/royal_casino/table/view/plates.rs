//! Royal Casino's seat plates on the table: each seat's mark, name and points (large in its
//! colour, the seat in turn larger), kept within the view, and one line above its two chip stacks
//! saying what they hold.

use bevy::prelude::*;
use bevy_egui::egui;

use super::layout;
use crate::games::royal_casino::table::Match;
use crate::table::view::hud::hud_layout::{HudRegions, into_view};
use crate::table::view::hud::ui_style::paint_seat_mark;
use crate::table::view::seat_color32;
use crate::table::view::tabletop::plate_spread::{off_the_mat, spread_apart};
use crate::table::view::tabletop::seating::{mat_on_screen, plate_point, seat_pose};

/// Between a plate's mark, name and points, points.
const PLATE_GAP_PT: f32 = 10.0;

/// Every seat's plate and chip line, `screen` placing a point of the table on the screen.
pub(crate) fn paint_seat_plates(
    painter: &egui::Painter,
    m: &Match,
    regions: &HudRegions,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    let seats = m.config.seats.len();
    // Every plate laid out first, then parted where two would overlap (far seats side by side at
    // a sofa's UI scale), then painted.
    let mut plates = Vec::new();
    for (s, seat) in m.config.seats.iter().enumerate() {
        let Some(at) = screen(plate_point(s, seats)) else { continue };
        // The name, and the seat's points large in its colour (what its chips add up to).
        let size = if s == m.state.current() { 22.0 } else { 17.0 };
        let colour = seat_color32(seat);
        let name = painter.layout_no_wrap(seat.name.clone(), egui::FontId::proportional(size), egui::Color32::WHITE);
        let points = m.state.players()[s].points.to_string();
        let points = painter.layout_no_wrap(points, egui::FontId::proportional(size + 6.0), colour);
        let inner = egui::vec2(
            size + PLATE_GAP_PT + name.size().x + PLATE_GAP_PT + points.size().x,
            name.size().y.max(points.size().y),
        );
        let rect = egui::Rect::from_center_size(at, inner + egui::vec2(16.0, 6.0));
        let rect = rect.translate(into_view(regions, at, rect));
        // Never over the seat's own mat: its thrown dice and chips lie there.
        let rect = mat_on_screen(s, seats, screen).map_or(rect, |mat| off_the_mat(rect, mat, regions.view));
        plates.push((seat, size, name, points, rect));
    }
    let mut rects: Vec<egui::Rect> = plates.iter().map(|p| p.4).collect();
    spread_apart(&mut rects);
    let rects: Vec<egui::Rect> = rects.into_iter().map(|r| r.translate(into_view(regions, r.center(), r))).collect();
    for ((seat, size, name, points, _), &rect) in plates.into_iter().zip(&rects) {
        let (colour, mark) = (seat_color32(seat), size);
        painter.rect_filled(rect, 8.0, egui::Color32::from_black_alpha(200));
        let line = egui::Stroke::new(if size > 20.0 { 3.0 } else { 1.5 }, colour);
        painter.rect_stroke(rect, 8.0, line, egui::StrokeKind::Outside);
        let name_y = rect.center().y - name.size().y / 2.0;
        let points_y = rect.center().y - points.size().y / 2.0;
        let name_x = rect.min.x + 8.0 + mark + PLATE_GAP_PT;
        let points_x = name_x + name.size().x + PLATE_GAP_PT;
        paint_seat_mark(painter, egui::pos2(rect.min.x + 8.0 + mark / 2.0, rect.center().y), mark, seat.color);
        painter.galley(egui::pos2(name_x, name_y), name, egui::Color32::WHITE);
        painter.galley(egui::pos2(points_x, points_y), points, colour);
    }
    for s in 0..seats {
        let pose = seat_pose(s, seats);
        // One line above the two chip stacks says what they hold (one line, so it reads the same
        // at every side of the table).
        let points = m.state.players()[s].points;
        let stacks = [(points / 50, 50), ((points % 50) / 10, 10)];
        let words: Vec<String> =
            stacks.iter().filter(|(count, _)| *count > 0).map(|(count, value)| format!("{count}×{value}")).collect();
        let tallest = stacks.iter().map(|(count, _)| *count).max().unwrap_or(0).min(12);
        let top = 0.0035 + layout::CHIP_H * tallest as f32 + 0.008;
        let middle = (layout::FIFTIES_X + layout::TENS_X) / 2.0;
        let Some(at) = screen(pose.transform_point(Vec3::new(middle, top, -0.02))).filter(|_| !words.is_empty()) else {
            continue;
        };
        let galley = painter.layout_no_wrap(words.join(" "), egui::FontId::proportional(13.0), egui::Color32::WHITE);
        let rect = clear_of_plates(egui::Rect::from_center_size(at, galley.size() + egui::vec2(6.0, 2.0)), &rects);
        painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(170));
        painter.galley(rect.min + egui::vec2(3.0, 1.0), galley, egui::Color32::WHITE);
    }
}

/// Between a chip line and a plate it would touch, points.
const CHIP_LINE_GAP_PT: f32 = 3.0;

/// `line` moved up or down, away from the middle of any plate it touches, until it clears it (a far
/// seat's plate stands just above its chips on screen; at a sofa's UI scale the two met).
fn clear_of_plates(mut line: egui::Rect, plates: &[egui::Rect]) -> egui::Rect {
    for plate in plates {
        let gapped = plate.expand(CHIP_LINE_GAP_PT);
        if !gapped.intersects(line) {
            continue;
        }
        let dy =
            if line.center().y >= plate.center().y { gapped.max.y - line.min.y } else { gapped.min.y - line.max.y };
        line = line.translate(egui::vec2(0.0, dy));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chip_line_under_a_plate_moves_below_it_and_one_clear_stays() {
        let plate = egui::Rect::from_min_max(egui::pos2(100.0, 100.0), egui::pos2(300.0, 140.0));
        let touching = egui::Rect::from_min_max(egui::pos2(150.0, 130.0), egui::pos2(250.0, 150.0));
        let moved = clear_of_plates(touching, &[plate]);
        assert!(!moved.intersects(plate.expand(CHIP_LINE_GAP_PT - 0.01)), "{moved:?} still touches {plate:?}");
        assert!(moved.min.y >= plate.max.y && moved.width() == touching.width(), "below, same size: {moved:?}");
        let above = egui::Rect::from_min_max(egui::pos2(150.0, 85.0), egui::pos2(250.0, 105.0));
        assert!(clear_of_plates(above, &[plate]).max.y <= plate.min.y, "a line over a plate's top moves up");
        let clear = egui::Rect::from_min_max(egui::pos2(150.0, 200.0), egui::pos2(250.0, 220.0));
        assert_eq!(clear_of_plates(clear, &[plate]), clear);
    }
}

//! Royal Casino's next face, written under the stack of faces still to come ("next: The Crown"):
//! wrapped into the room right of the stack, so a long line never slides back over the board.

use bevy::prelude::*;
use bevy_egui::egui;

use super::layout;
use crate::games::royal_casino::table::Match;
use crate::t;
use crate::table::view::hud::hud_layout::{HudRegions, into_view};

/// Half the width of the stack of faces still to come, metres.
const STACK_HALF_WIDTH_M: f32 = 0.075;
/// The next face's line under the stack: its size, its least width and its gap to the view's edge,
/// points.
const NEXT_FACE_PT: f32 = 14.0;
const NEXT_FACE_LEAST_WIDTH_PT: f32 = 90.0;
const NEXT_FACE_MARGIN_PT: f32 = 6.0;

/// What face the stack turns up next, under the stack.
pub(super) fn paint_next_face(
    painter: &egui::Painter,
    m: &Match,
    regions: &HudRegions,
    screen: &dyn Fn(Vec3) -> Option<egui::Pos2>,
) {
    let stack = m.state.face_stack();
    if stack.len() > 1 {
        let next = &stack[(m.state.face_pos() + 1) % stack.len()];
        // Under the stack from its left edge on, so a long line runs away from the board, not over it.
        if let Some(left) = screen(layout::stack() + Vec3::new(-STACK_HALF_WIDTH_M, 0.0, 0.075)) {
            let line = t!("rc-next-face", face = crate::games::royal_casino::words::face_name(next));
            // Wrapped to the room right of the stack's left edge, so a long line (a sofa's UI
            // scale, French) takes two rows under the stack instead of sliding back over the board.
            let room = (regions.view.max.x - left.x - NEXT_FACE_MARGIN_PT).max(NEXT_FACE_LEAST_WIDTH_PT);
            let font = egui::FontId::proportional(NEXT_FACE_PT);
            let galley = painter.layout(line.clone(), font.clone(), egui::Color32::LIGHT_GRAY, room);
            let rect = egui::Rect::from_min_size(left - egui::vec2(0.0, galley.size().y / 2.0), galley.size());
            let rect = rect.translate(into_view(regions, rect.center(), rect.expand(2.0)));
            let shadow = painter.layout(line, font, egui::Color32::from_black_alpha(200), room);
            painter.galley(rect.min + egui::vec2(1.5, 1.5), shadow, egui::Color32::from_black_alpha(200));
            painter.galley(rect.min, galley, egui::Color32::LIGHT_GRAY);
        }
    }
}

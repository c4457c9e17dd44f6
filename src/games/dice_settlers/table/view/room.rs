//! The room on the screen that Dice Settlers' side panels (technologies on the left, the
//! scoreboard on the right), the prompt and the action bar leave for the map and the pool.

use bevy::prelude::*;
use bevy_egui::egui;

/// The widest the scoreboard and the technology row may be, in UI points: the map is framed in
/// the middle of the screen, between them.
pub(crate) const SCOREBOARD_MAX_W: f32 = 470.0;
pub(crate) const TECHS_MAX_W: f32 = 350.0;
/// The scoreboard's width: its row names, then a column per seat (UI points).
const SCORE_NAMES_W: f32 = 150.0;
const SCORE_SEAT_W: f32 = 80.0;
/// The action bar at its tallest (three rows of buttons and the symbols line), and the prompt.
const BAR_H: f32 = 175.0;
const PROMPT_H: f32 = 64.0;

/// Where the side panels and the action bar leave the screen free on a screen of `size` UI
/// points, in normalised device coordinates: the camera frames the map and the pool there. The
/// room is what the panels may take at most, so the view does not move when one opens. On a
/// screen too narrow for a middle column, the map may run under the scoreboard's lower part.
pub(crate) fn free_region(size: egui::Vec2, seats: usize) -> Rect {
    let scoreboard = (SCORE_NAMES_W + SCORE_SEAT_W * seats as f32).min(SCOREBOARD_MAX_W);
    let x = |px: f32| 2.0 * px / size.x.max(1.0) - 1.0;
    let y = |px: f32| 1.0 - 2.0 * px / size.y.max(1.0);
    let left = x(TECHS_MAX_W + 24.0);
    let mut right = x(size.x - scoreboard - 24.0);
    if right - left < 0.5 {
        right = 0.95;
    }
    Rect { min: Vec2::new(left, y(size.y - BAR_H)), max: Vec2::new(right, y(PROMPT_H)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_map_gets_the_middle_column_and_a_narrow_screen_lets_it_run_right() {
        let wide = free_region(egui::vec2(1280.0, 720.0), 3);
        // Clear of the technologies (350 points from the left) and the scoreboard (390 from the right).
        assert!(wide.min.x > 2.0 * 358.0 / 1280.0 - 1.0 && wide.max.x < 1.0 - 2.0 * 398.0 / 1280.0, "{wide:?}");
        assert!(wide.min.y > -1.0 + 2.0 * 170.0 / 720.0 && wide.max.y < 1.0 - 2.0 * 60.0 / 720.0, "{wide:?}");
        // Four seats take more of the right.
        assert!(free_region(egui::vec2(1280.0, 720.0), 4).max.x < wide.max.x);
        // 4:3 leaves no middle column: the map may run under the scoreboard's lower part.
        let narrow = free_region(egui::vec2(960.0, 720.0), 4);
        assert!(narrow.max.x > 0.9 && narrow.width() > 1.0, "{narrow:?}");
    }
}

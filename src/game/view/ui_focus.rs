//! Whether egui has the pointer or the keyboard this frame, read once for the table's input.
//!
//! The pointer counts as over the UI only when an egui panel, window or button lies under the
//! cursor's position *now* (egui's own hover state is a frame old, which at low frame rates is a
//! whole second), or egui is busy with it (dragging a window or a slider). egui's background layer
//! covers the whole screen and is not a panel: counting it made every click on the table vanish.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use super::UiFocus;
use crate::game::GameSet;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, read_egui_focus.in_set(GameSet::Input).before(super::input::TableInput))
        .add_systems(OnEnter(crate::game::states::AppState::Playing), release_focus);
}

/// Whether an interactive egui layer (not the background) lies under `cursor`.
pub(super) fn panel_at(ctx: &egui::Context, cursor: Vec2) -> bool {
    ctx.layer_id_at(egui::pos2(cursor.x, cursor.y)).is_some_and(|layer| layer.order != egui::Order::Background)
}

/// A new table starts with the keyboard on the table: the setup screen's Start (or the results'
/// Play again) button keeps egui's focus after its click, and egui would hold every key.
fn release_focus(mut contexts: EguiContexts) {
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
}

fn read_egui_focus(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut contexts: EguiContexts,
    mut focus: ResMut<UiFocus>,
) {
    let cursor = windows.single().ok().and_then(|w| w.cursor_position());
    *focus = match contexts.ctx_mut() {
        Ok(ctx) => UiFocus {
            pointer_over_ui: cursor.is_some_and(|c| panel_at(ctx, c)) || ctx.egui_is_using_pointer(),
            keyboard_taken: ctx.egui_wants_keyboard_input(),
        },
        Err(_) => UiFocus::default(),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// egui's background layer covers the screen; only real panels count as "over the UI".
    #[test]
    fn the_background_layer_is_not_a_panel_but_a_window_is() {
        let ctx = egui::Context::default();
        // Two frames: egui sizes a new window unseen on its first.
        for _ in 0..2 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |ui| {
                egui::Window::new("Scoreboard").fixed_pos([10.0, 10.0]).show(ui.ctx(), |ui| {
                    ui.label("Ada 80");
                });
            });
            output.textures_delta.clear();
        }
        let table = Vec2::new(640.0, 400.0);
        assert!(ctx.layer_id_at(egui::pos2(table.x, table.y)).is_some(), "egui reports its background there");
        assert!(!panel_at(&ctx, table), "a click on the table is not a click on the UI");
        assert!(panel_at(&ctx, Vec2::new(30.0, 30.0)), "a click on the scoreboard is");
    }
}

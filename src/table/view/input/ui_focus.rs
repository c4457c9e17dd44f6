//! Whether egui has the pointer or the keyboard this frame, read once for the table's input.
//!
//! The pointer counts as over the UI only when an egui panel, window or button lies under the
//! cursor's position *now* (egui's own hover state is a frame old, which at low frame rates is a
//! whole second), or egui is busy with it (dragging a window or a slider). egui's background layer
//! covers the whole screen and is not a panel: counting it made every click on the table vanish.
//!
//! The keyboard is egui's while a text box or slider has its focus, and also in the frame a click
//! lands on a panel (egui hands that widget the focus only in its pass, after the table has read
//! the keys: at a low frame rate the first keys typed arrived in that same frame) and while Ctrl,
//! Alt or Super is held (Ctrl+A is an edit, never a table key).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use crate::table::GameSet;
use crate::table::view::UiFocus;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, read_egui_focus.in_set(GameSet::Input).before(crate::table::frame::TableInput))
        .add_systems(OnEnter(crate::table::states::AppState::Playing), release_focus);
}

/// Whether an interactive egui layer (not the background) lies under `cursor`, in the window's
/// logical pixels: egui's points are those divided by its zoom (the UI scale), so at a sofa's 1.5
/// a panel at (400, 300) points lies under the cursor at (600, 450).
pub(crate) fn panel_at(ctx: &egui::Context, cursor: Vec2) -> bool {
    let at = cursor / ctx.zoom_factor();
    ctx.layer_id_at(egui::pos2(at.x, at.y)).is_some_and(|layer| layer.order != egui::Order::Background)
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

/// The keys that make any other key an edit or a shortcut, not a table key.
const MODIFIERS: [KeyCode; 6] = [
    KeyCode::ControlLeft,
    KeyCode::ControlRight,
    KeyCode::AltLeft,
    KeyCode::AltRight,
    KeyCode::SuperLeft,
    KeyCode::SuperRight,
];

/// Whether this frame's keys are egui's: a widget has the keyboard, or a press lands on a panel
/// now (it may be a text box taking the focus in this very frame).
pub(crate) fn keyboard_is_egui(ctx: &egui::Context, cursor: Option<Vec2>, pressed_now: bool) -> bool {
    ctx.egui_wants_keyboard_input() || (pressed_now && cursor.is_some_and(|c| panel_at(ctx, c)))
}

fn read_egui_focus(
    windows: Query<&Window, With<PrimaryWindow>>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut contexts: EguiContexts,
    mut focus: ResMut<UiFocus>,
) {
    let cursor = windows.single().ok().and_then(|w| w.cursor_position());
    let pressed_now = buttons.get_just_pressed().next().is_some();
    *focus = match contexts.ctx_mut() {
        Ok(ctx) => UiFocus {
            pointer_over_ui: cursor.is_some_and(|c| panel_at(ctx, c)) || ctx.egui_is_using_pointer(),
            keyboard_taken: keyboard_is_egui(ctx, cursor, pressed_now) || keys.any_pressed(MODIFIERS),
        },
        Err(_) => UiFocus::default(),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two 1280×720 frames of `ui` (egui sizes a new window unseen on its first).
    fn two_frames(ctx: &egui::Context, mut ui: impl FnMut(&egui::Context)) {
        for _ in 0..2 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
                ..Default::default()
            };
            let mut output = ctx.run_ui(input, |u| ui(u.ctx()));
            output.textures_delta.clear();
        }
    }

    /// egui's background layer covers the screen; only real panels count as "over the UI".
    #[test]
    fn the_background_layer_is_not_a_panel_but_a_window_is() {
        let ctx = egui::Context::default();
        two_frames(&ctx, |ctx| {
            egui::Window::new("Scoreboard").fixed_pos([10.0, 10.0]).show(ctx, |ui| {
                ui.label("Ada 80");
            });
        });
        let table = Vec2::new(640.0, 400.0);
        assert!(ctx.layer_id_at(egui::pos2(table.x, table.y)).is_some(), "egui reports its background there");
        assert!(!panel_at(&ctx, table), "a click on the table is not a click on the UI");
        assert!(panel_at(&ctx, Vec2::new(30.0, 30.0)), "a click on the scoreboard is");
    }

    /// At a sofa's UI scale egui's points are the window's pixels over the zoom: the panel is found
    /// under the cursor where it is drawn, not where its points would be at scale 1 (a click on the
    /// bar at 1.5 went through to the table: it dropped the die picked and placed nothing).
    #[test]
    fn a_panel_is_found_under_the_cursor_at_any_ui_scale() {
        let ctx = egui::Context::default();
        ctx.set_zoom_factor(1.5);
        two_frames(&ctx, |ctx| {
            egui::Window::new("Bar").fixed_pos([400.0, 200.0]).show(ctx, |ui| {
                ui.label("A B C D E F");
            });
        });
        assert!(panel_at(&ctx, Vec2::new(400.0 * 1.5 + 20.0, 200.0 * 1.5 + 20.0)), "drawn there at 1.5");
        assert!(!panel_at(&ctx, Vec2::new(420.0, 220.0)), "where its points would lie at scale 1: the table");
    }

    /// A click on a number box and the keys typed in the same (slow) frame: the keys are egui's
    /// before egui's pass has given the box its focus; a click on the table leaves them the table's.
    #[test]
    fn keys_typed_in_the_frame_of_a_click_on_a_text_box_are_egui_s() {
        let ctx = egui::Context::default();
        let mut scale = 1.0f32;
        two_frames(&ctx, |ctx| {
            egui::Window::new("Settings").fixed_pos([400.0, 200.0]).show(ctx, |ui| {
                ui.add(egui::DragValue::new(&mut scale));
            });
        });
        assert!(!ctx.egui_wants_keyboard_input(), "nothing focused yet: egui alone would let the keys through");
        let on_box = Vec2::new(430.0, 240.0);
        assert!(panel_at(&ctx, on_box));
        assert!(keyboard_is_egui(&ctx, Some(on_box), true), "the click's frame: the keys are egui's");
        assert!(!keyboard_is_egui(&ctx, Some(Vec2::new(640.0, 500.0)), true), "a click on the table");
        assert!(!keyboard_is_egui(&ctx, Some(on_box), false), "hovering a panel takes no keys");
    }
}

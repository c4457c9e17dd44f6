//! The menu's buttons every game's HUD shows at the bottom band's right end: the hint, the guide,
//! the settings and the pause menu (`states::Menu`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::t;
use crate::table::states::Menu;
use crate::table::view::UiFlags;
use crate::table::view::hud::hud_layout::{DrawnPanels, GAP_PT, HudRegions, show_in};

/// The menu's buttons at the bottom band's right end, the same in every game.
pub(crate) fn menu_buttons(
    mut contexts: EguiContexts,
    mut flags: ResMut<UiFlags>,
    (open, mut next): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    (regions, mut drawn): (Res<HudRegions>, ResMut<DrawnPanels>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let band = regions.bottom.shrink(GAP_PT);
    // Four buttons one above the other, or two by two in a band too low for four.
    let columns = if regions.bottom_most - 2.0 * GAP_PT < MENU_FOUR_ROWS_PT { 2 } else { 1 };
    show_in(ctx, &mut drawn, "menu", band, egui::Align2::RIGHT_BOTTOM, |ui| {
        egui::Grid::new("menu buttons").num_columns(columns).spacing(ui.spacing().item_spacing).show(ui, |ui| {
            let menu = [(t!("bar-hint"), 3), (t!("bar-rules"), 0), (t!("bar-settings"), 1), (t!("bar-pause"), 2)];
            for (n, (words, flag)) in menu.into_iter().enumerate() {
                let button = egui::Button::new(egui::RichText::new(words).size(15.0));
                if ui.add(button).clicked() {
                    match flag {
                        3 => flags.hint = true,
                        0 => next.set(open.get().toggle_guide()),
                        1 => next.set(open.get().toggle_settings()),
                        _ => next.set(open.get().toggle_pause()),
                    }
                }
                if (n + 1) % columns == 0 {
                    ui.end_row();
                }
            }
        });
    });
    Ok(())
}

/// The height four of the menu's buttons take one above the other (15-point words), points.
const MENU_FOUR_ROWS_PT: f32 = 4.0 * 22.0;

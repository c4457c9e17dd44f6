//! The menu's buttons every game's HUD shows at the bottom band's right end: the hint, the guide,
//! the settings and the pause menu (`states::Menu`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::states::Menu;
use crate::game::view::UiFlags;
use crate::game::view::hud_layout::{DrawnPanels, GAP_PT, HudRegions, show_in};
use crate::t;

/// The menu's buttons at the bottom band's right end, the same in every game.
pub(super) fn menu_buttons(
    mut contexts: EguiContexts,
    mut flags: ResMut<UiFlags>,
    (open, mut next): (Res<State<Menu>>, ResMut<NextState<Menu>>),
    (regions, mut drawn): (Res<HudRegions>, ResMut<DrawnPanels>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let band = regions.bottom.shrink(GAP_PT);
    show_in(ctx, &mut drawn, "menu", band, egui::Align2::RIGHT_BOTTOM, |ui| {
        ui.vertical(|ui| {
            let menu = [(t!("bar-hint"), 3), (t!("bar-rules"), 0), (t!("bar-settings"), 1), (t!("bar-pause"), 2)];
            for (words, flag) in menu {
                if ui.button(egui::RichText::new(words).size(15.0)).clicked() {
                    match flag {
                        3 => flags.hint = true,
                        0 => next.set(open.get().toggle_guide()),
                        1 => next.set(open.get().toggle_settings()),
                        _ => next.set(open.get().toggle_pause()),
                    }
                }
            }
        });
    });
    Ok(())
}

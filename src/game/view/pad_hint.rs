//! The pad cursor on screen: above the action bar, the choice it stands on in words, how many
//! there are, and the buttons that play it; shown once a gamepad is connected or the arrows used.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiFlags;
use super::pad::{PadCursor, PadOrder, PadTable};
use super::ui_style::{BRASS, IVORY, WALNUT};
use crate::game::states::playing_with;
use crate::t;

/// The hint of one game's table.
pub(crate) fn table_plugin<M: PadTable>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pad_hint::<M>.run_if(playing_with::<M>()).in_set(crate::game::frame::UiPass::Overlay),
    );
}

fn pad_hint<M: PadTable>(
    mut contexts: EguiContexts,
    m: Res<M>,
    cursor: Res<PadCursor>,
    order: Res<PadOrder>,
    flags: Res<UiFlags>,
) -> Result {
    if flags.menu_open() || !m.person_to_act() || (order.0.is_empty() && !cursor.shown) {
        return Ok(());
    }
    let choices = m.pad_choices();
    if choices.is_empty() {
        return Ok(());
    }
    let index = cursor.index.min(choices.len() - 1);
    let ctx = contexts.ctx_mut()?;
    let pad = order.pad_of(&m.config().seats, m.seat_to_act()).and_then(|p| order.0.iter().position(|e| *e == p));
    egui::Area::new(egui::Id::new("pad-hint")).anchor(egui::Align2::CENTER_BOTTOM, [0.0, -96.0]).show(ctx, |ui| {
        egui::Frame::new()
            .fill(WALNUT.gamma_multiply(0.92))
            .stroke(egui::Stroke::new(2.0, BRASS))
            .corner_radius(10.0)
            .inner_margin(egui::Margin::symmetric(16, 8))
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    let line = format!("◀  {}  ▶", choices[index].0);
                    ui.label(egui::RichText::new(line).size(24.0).color(IVORY).strong());
                    let help = match pad {
                        Some(n) => t!("pad-hint-pad", n = n + 1, at = index + 1, total = choices.len()),
                        None => t!("pad-hint-keys", at = index + 1, total = choices.len()),
                    };
                    ui.label(egui::RichText::new(help).size(16.0).color(IVORY.gamma_multiply(0.85)));
                });
            });
    });
    Ok(())
}

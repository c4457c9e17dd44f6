//! The pad cursor on screen: in the side column's foot (a room the layout keeps, off the table),
//! the choice it stands on in words, what it does (the game's `Words::action_outcome`), how many
//! there are, and the buttons that play it; shown once a gamepad is connected or the arrows used.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::t;
use crate::table::states::playing_with;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions, pad_rect, show_in};
use crate::table::view::hud::ui_style::{BRASS, IVORY, WALNUT};
use crate::table::view::input::pad::{PadCursor, PadOrder, PadTable};

/// The hint of one game's table.
pub(crate) fn table_plugin<M: PadTable>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pad_hint::<M>.run_if(playing_with::<M>()).in_set(crate::table::frame::UiPass::Overlay),
    );
}

fn pad_hint<M: PadTable>(
    mut contexts: EguiContexts,
    m: Res<M>,
    (cursor, order): (Res<PadCursor>, Res<PadOrder>),
    menu: Res<State<crate::table::states::Menu>>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    // The box's room is planned from what it needed last frame; 0 when it shows nothing now.
    let in_use = !menu.get().is_open() && m.tv_to_act() && (!order.0.is_empty() || cursor.shown);
    let choices = if in_use { m.pad_choices() } else { Vec::new() };
    if choices.is_empty() {
        needs.pad = 0.0;
        return Ok(());
    }
    let index = cursor.index.min(choices.len() - 1);
    let (words, action) = &choices[index];
    let names = |s: usize| m.config().seats.get(s).map_or_else(String::new, |seat| seat.name.clone());
    let outcome = crate::engine::shared_screen::outcome_on_screen::<M::G>(m.game_state(), *action, &names);
    let ctx = contexts.ctx_mut()?;
    let pad = order.pad_of(&m.config().seats, m.seat_to_act()).and_then(|p| order.0.iter().position(|e| *e == p));
    let help = match pad {
        Some(n) => t!("pad-hint-pad", n = n + 1, at = index + 1, total = choices.len()),
        None => t!("pad-hint-keys", at = index + 1, total = choices.len()),
    };
    let rect = pad_rect(&regions, &needs);
    let (hidden, taken) = show_in(ctx, &mut drawn, "pad", rect, egui::Align2::LEFT_BOTTOM, |ui| {
        // Squeezed by the boxes under it (a lesson's, a hint's), it scrolls in its room.
        let scroll = egui::ScrollArea::vertical().max_height(rect.height()).min_scrolled_height(0.0);
        crate::table::view::hud::hint::scrolled_out(
            &scroll.show(ui, |ui| hint_ui(ui, words, outcome.as_deref(), &help)),
        )
    });
    // What it needs: all of it, the part scrolled out of sight too.
    needs.pad = taken.height() + hidden;
    Ok(())
}

/// The hint's frame: the choice between arrows, what it does under it, then the pad's help.
fn hint_ui(ui: &mut egui::Ui, words: &str, outcome: Option<&str>, help: &str) {
    egui::Frame::new()
        .fill(WALNUT.gamma_multiply(0.92))
        .stroke(egui::Stroke::new(2.0, BRASS))
        .corner_radius(10.0)
        .inner_margin(egui::Margin::symmetric(16, 8))
        .show(ui, |ui| {
            ui.set_width((ui.available_width() - 4.0).max(10.0));
            ui.vertical_centered(|ui| {
                let line = format!("◀  {words}  ▶");
                ui.label(egui::RichText::new(line).size(24.0).color(IVORY).strong());
                if let Some(outcome) = outcome {
                    ui.label(egui::RichText::new(outcome).size(19.0).color(BRASS));
                }
                ui.label(egui::RichText::new(help).size(16.0).color(IVORY.gamma_multiply(0.85)));
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hint says the cursor's choice and, under it, what it does, then the help.
    #[test]
    fn the_hint_says_what_the_cursors_choice_does() {
        let ctx = egui::Context::default();
        let mut painted = Vec::new();
        for _ in 0..2 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
                ..Default::default()
            };
            let mut out = ctx.run_ui(input, |ui| {
                hint_ui(ui, "Throw the dice", Some("throws 5 dice; 4 more throws after it"), "1 of 1");
            });
            out.textures_delta.clear();
            painted = out
                .shapes
                .iter()
                .filter_map(|c| match &c.shape {
                    egui::Shape::Text(text) => Some((text.galley.text().to_string(), text.pos.y)),
                    _ => None,
                })
                .collect();
        }
        let at = |words: &str| painted.iter().find(|(t, _)| t.contains(words)).map(|(_, y)| *y);
        let (choice, outcome, help) = (at("Throw the dice"), at("throws 5 dice"), at("1 of 1"));
        assert!(choice.is_some() && outcome.is_some() && help.is_some(), "{painted:?}");
        assert!(choice < outcome && outcome < help, "choice, then what it does, then help: {painted:?}");
    }
}

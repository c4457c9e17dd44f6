//! A round's end that waits for the people at the table, alike in every game: while a game's round
//! sheet holds the table ([`SummaryWaits`]), the prompt says so ("Round 1 is over: OK to go on"),
//! the action bar is one OK button, and Enter, Space, the pad's A and a phone's OK press it. Every
//! press is a [`SkipAnimations`] (as a click on the table), which closes the sheet.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::t;
use crate::table::GameSet;
use crate::table::frame::{TableInput, UiPass};
use crate::table::states::{AppState, SummaryWaits, TableHold};
use crate::table::view::UiFocus;
use crate::table::view::hud::hud_layout::{DrawnPanels, HudNeeds, HudRegions};
use crate::table::view::hud::hud_shell::action_bar_ui;
use crate::table::view::input::skip::SkipAnimations;

/// The keys that press the OK of a waiting round sheet.
pub(crate) const OK_KEYS: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];
/// The OK button's words, points.
const OK_PT: f32 = 22.0;

/// The keys and the pad (headless tests too), and the OK button in the action bar (window only).
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(keys_plugin).add_systems(
        EguiPrimaryContextPass,
        ok_bar.in_set(UiPass::Hud).run_if(in_state(AppState::Playing).and_then(resource_exists::<SummaryWaits>)),
    );
}

/// Enter, Space and the pad's A press the OK while a sheet waits (before any game reads them).
pub(crate) fn keys_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            ok_keys
                .in_set(GameSet::Input)
                .after(crate::table::view::input::hold::hold_table)
                .before(TableInput)
                .run_if(in_state(AppState::Playing)),
            close_on_ok.in_set(GameSet::Present).run_if(resource_exists::<SummaryWaits>),
        ),
    );
}

/// An OK (or a click on the table) closes the waiting sheet: the table plays on.
fn close_on_ok(mut skips: MessageReader<SkipAnimations>, mut commands: Commands) {
    if crate::table::view::input::skip::asked(&mut skips) {
        commands.remove_resource::<SummaryWaits>();
    }
}

/// The prompt while a round sheet waits for its OK (`None` when none waits).
pub(crate) fn waiting_prompt(waits: Option<&SummaryWaits>, hold: &TableHold) -> Option<String> {
    let waits = waits.filter(|_| hold.summary)?;
    Some(t!("prompt-round-over", round = waits.round, key = t!("key-enter")))
}

fn ok_keys(
    hold: Res<TableHold>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    focus: Option<Res<UiFocus>>,
    pads: Query<&Gamepad>,
    mut skip: MessageWriter<SkipAnimations>,
) {
    if !hold.summary || hold.menu {
        return;
    }
    let keyboard = focus.is_none_or(|f| !f.keyboard_taken);
    let mut pressed = false;
    for key in OK_KEYS {
        if keyboard && keys.just_pressed(key) {
            pressed = true;
            // The key closes the sheet and nothing else (Space does not also throw).
            keys.clear_just_pressed(key);
        }
    }
    pressed |= pads.iter().any(|pad| pad.just_pressed(GamepadButton::South));
    if pressed {
        skip.write(SkipAnimations);
    }
}

/// The action bar while the sheet waits: one OK button, with its key.
fn ok_bar(
    mut contexts: EguiContexts,
    hold: Res<TableHold>,
    mut skip: MessageWriter<SkipAnimations>,
    (regions, mut needs, mut drawn): (Res<HudRegions>, ResMut<HudNeeds>, ResMut<DrawnPanels>),
) -> Result {
    if !hold.summary || hold.menu {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let words = t!("round-over-ok", key = t!("key-enter"));
    let pressed = action_bar_ui(ctx, &regions, &mut needs, &mut drawn, |ui| {
        egui::Frame::new()
            .fill(egui::Color32::from_black_alpha(170))
            .corner_radius(10.0)
            .inner_margin(egui::Margin::same(10))
            .show(ui, |ui| {
                let button = egui::Button::new(egui::RichText::new(words).size(OK_PT).strong())
                    .min_size(egui::vec2(160.0, 44.0))
                    .fill(egui::Color32::from_rgb(60, 110, 60));
                ui.add(button).clicked()
            })
            .inner
    });
    if pressed {
        skip.write(SkipAnimations);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prompt_says_the_table_waits_for_ok_only_while_the_sheet_holds_it() {
        let waits = SummaryWaits { round: 2 };
        let held = TableHold { menu: false, summary: true };
        let said = waiting_prompt(Some(&waits), &held).expect("a sheet waits");
        assert!(said.contains('2') && said.contains("OK") && said.contains("Enter"), "{said}");
        assert_eq!(waiting_prompt(Some(&waits), &TableHold::default()), None, "`--fast` runs hold nothing");
        assert_eq!(waiting_prompt(None, &held), None);
    }
}

//! Panels over any screen: the rules (from the rules text) as help, the settings (dice speed,
//! instant dice, AI pause, volume) and the pause menu (resume, quit to setup, quit).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiFlags;
use crate::game::session::Settings;
use crate::game::states::AppState;

/// The rules text shown by the help panel.
pub(super) const RULES: &str = include_str!("../../../assets/rules/royal-casino.md");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_time).add_systems(EguiPrimaryContextPass, (help, settings, pause).chain());
}

/// Pause and dice speed act on virtual time (physics, animations, AI pauses, banners).
fn apply_time(
    flags: Res<UiFlags>,
    settings: Res<Settings>,
    state: Res<State<AppState>>,
    mut time: ResMut<Time<Virtual>>,
) {
    let paused = flags.paused && *state.get() == AppState::Playing;
    if paused != time.is_paused() {
        if paused {
            time.pause();
        } else {
            time.unpause();
        }
    }
    let speed = settings.dice_speed.clamp(0.25, 4.0);
    if (time.relative_speed() - speed).abs() > 1e-3 {
        time.set_relative_speed(speed);
    }
}

fn help(mut contexts: EguiContexts, mut flags: ResMut<UiFlags>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = flags.help;
    egui::Window::new("Rules of Royal Casino").open(&mut open).default_width(560.0).default_pos([360.0, 80.0]).show(
        ctx,
        |ui| {
            egui::ScrollArea::vertical().max_height(520.0).show(ui, |ui| {
                for line in RULES.lines() {
                    let clean = line.replace("**", "");
                    if let Some(title) = clean.strip_prefix("# ") {
                        ui.heading(title);
                    } else if let Some(title) = clean.strip_prefix("## ") {
                        ui.add_space(6.0);
                        ui.label(egui::RichText::new(title).strong().size(17.0));
                    } else if clean.trim().is_empty() {
                        ui.add_space(4.0);
                    } else {
                        ui.label(clean);
                    }
                }
            });
        },
    );
    flags.help = open;
    Ok(())
}

fn settings(mut contexts: EguiContexts, mut flags: ResMut<UiFlags>, mut settings: ResMut<Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = flags.settings;
    let mut s = settings.clone();
    egui::Window::new("Settings").open(&mut open).resizable(false).default_pos([480.0, 200.0]).show(ctx, |ui| {
        ui.add(egui::Slider::new(&mut s.dice_speed, 0.5..=3.0).text("dice speed"));
        ui.checkbox(&mut s.instant_dice, "instant dice (no physics wait)");
        ui.add(egui::Slider::new(&mut s.ai_pause_s, 0.0..=2.0).text("AI pause (s)"));
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text("volume"));
    });
    let changed = (s.dice_speed, s.instant_dice, s.ai_pause_s, s.volume)
        != (settings.dice_speed, settings.instant_dice, settings.ai_pause_s, settings.volume);
    if changed {
        *settings = s;
    }
    flags.settings = open;
    Ok(())
}

fn pause(
    mut contexts: EguiContexts,
    mut flags: ResMut<UiFlags>,
    state: Res<State<AppState>>,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    if !flags.paused || *state.get() != AppState::Playing {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Paused")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.vertical_centered_justified(|ui| {
                if ui.button(egui::RichText::new("Resume").size(20.0)).clicked() {
                    flags.paused = false;
                }
                if ui.button(egui::RichText::new("Rules").size(20.0)).clicked() {
                    flags.help = true;
                }
                if flags.confirm_quit {
                    ui.label(egui::RichText::new("Quit this game? It cannot be resumed.").size(18.0));
                    ui.horizontal(|ui| {
                        if ui.button(egui::RichText::new("Quit the game").size(20.0)).clicked() {
                            flags.confirm_quit = false;
                            flags.paused = false;
                            next.set(AppState::Setup);
                        }
                        if ui.button(egui::RichText::new("Keep playing").size(20.0)).clicked() {
                            flags.confirm_quit = false;
                        }
                    });
                } else if ui.button(egui::RichText::new("Quit to setup").size(20.0)).clicked() {
                    flags.confirm_quit = true;
                }
                if ui.button(egui::RichText::new("Quit dicehall").size(20.0)).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    Ok(())
}

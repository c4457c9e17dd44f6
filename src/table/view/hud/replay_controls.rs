//! The replay's controls at the table (a bar with start, back, forward, end, play or pause, speed
//! and leave; the arrow, Home, End and Space keys), and the results screens' buttons, shared by the three games, which offer
//! the finished game's replay.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::t;
use crate::table::replay::{PendingReplay, Replay};
use crate::table::save::{SavedMatch, save_text};
use crate::table::session::{MatchConfig, PendingStart};
use crate::table::states::AppState;
use crate::table::view::screens::setup::SetupForm;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (replay_keys, auto_play)
            .chain()
            // Held, like a seat's keys, while a menu is open.
            .in_set(crate::table::frame::SeatInput)
            .run_if(resource_exists::<Replay>.and_then(in_state(AppState::Playing))),
    )
    .add_systems(
        EguiPrimaryContextPass,
        replay_bar.run_if(resource_exists::<Replay>).in_set(crate::table::frame::UiPass::Overlay),
    );
}

/// Left and Right step back and forward, Home and End jump to the start and the end; Space plays
/// or stops.
fn replay_keys(keys: Res<ButtonInput<KeyCode>>, mut replay: ResMut<Replay>) {
    let at = replay.want;
    if keys.just_pressed(KeyCode::Space) {
        replay.toggle_play();
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        replay.go(at + 1);
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        replay.go(at.saturating_sub(1));
    } else if keys.just_pressed(KeyCode::Home) {
        replay.go(0);
    } else if keys.just_pressed(KeyCode::End) {
        replay.go(usize::MAX);
    }
}

/// The replay steps on by itself while it plays (held while a menu is open).
fn auto_play(time: Res<Time<Real>>, mut replay: ResMut<Replay>, mut since: Local<f32>) {
    if replay.playing {
        let mut r = *replay;
        r.advance(&mut since, time.delta_secs());
        if r != *replay {
            *replay = r;
        }
    } else {
        *since = 0.0;
    }
}

fn replay_bar(mut contexts: EguiContexts, mut replay: ResMut<Replay>, mut next: ResMut<NextState<AppState>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("replay bar")).anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0]).show(ctx, |ui| {
        egui::Frame::window(ui.style()).show(ui, |ui| {
            ui.horizontal(|ui| {
                let big = |t: &str| egui::RichText::new(t).size(22.0);
                ui.label(big(&t!("replay-move", at = replay.at, total = replay.total)));
                let at = replay.want;
                if ui.button(big(&t!("replay-start"))).clicked() {
                    replay.go(0);
                }
                if ui.button(big(&t!("replay-back"))).clicked() {
                    replay.go(at.saturating_sub(1));
                }
                if ui.button(big(&t!("replay-forward"))).clicked() {
                    replay.go(at + 1);
                }
                if ui.button(big(&t!("replay-end"))).clicked() {
                    replay.go(usize::MAX);
                }
                let play = if replay.playing { t!("replay-pause") } else { t!("replay-play") };
                if ui.button(big(&play)).clicked() {
                    replay.toggle_play();
                }
                if ui.button(big(&t!("replay-speed", n = replay.speed))).clicked() {
                    replay.next_speed();
                }
                if ui.button(big(&t!("replay-leave"))).clicked() {
                    next.set(AppState::Setup);
                }
            });
        });
    });
    Ok(())
}

/// Play again (the same seats, a new seed), New game (setup with these seats), Watch the replay,
/// Quit: the last row of every game's results.
pub(crate) fn results_buttons<M: SavedMatch>(
    ui: &mut egui::Ui,
    m: &M,
    form: &mut SetupForm,
    commands: &mut Commands,
    next: &mut NextState<AppState>,
    exit: &mut MessageWriter<AppExit>,
) {
    ui.horizontal(|ui| {
        if ui.add(egui::Button::new(egui::RichText::new(t!("results-play-again")).size(22.0))).clicked() {
            commands.insert_resource(PendingStart(MatchConfig { seed: None, ..m.config().clone() }));
        }
        if ui.button(egui::RichText::new(t!("results-new-game")).size(18.0)).clicked() {
            form.config = m.config().clone();
            next.set(AppState::Setup);
        }
        if ui.button(egui::RichText::new(t!("results-watch-replay")).size(18.0)).clicked() {
            match save_text(m) {
                Ok(text) => commands.insert_resource(PendingReplay(text)),
                Err(e) => error!("cannot replay this game: {e}"),
            }
        }
        if ui.button(egui::RichText::new(t!("results-quit")).size(18.0)).clicked() {
            exit.write(AppExit::Success);
        }
    });
}

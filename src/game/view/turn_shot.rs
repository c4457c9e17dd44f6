//! `DICEHALL_TURN_SHOT=<file.png>`: one screenshot of the first moment a person is asked to act
//! (or of the setup screen, when the run starts there), then quit: the screenshot run's shots of
//! the table in another language (`--lang`).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::game::states::{AppState, TurnState};

/// Frames the moment must hold before the shot (panels laid out, glyphs in the atlas).
const SETTLE_FRAMES: u32 = 12;
/// Frames between the shot and quitting (the screenshot is read back and written meanwhile).
const WRITE_FRAMES: u32 = 6;

#[derive(Resource)]
struct TurnShot {
    path: PathBuf,
    ready_frames: u32,
    taken_at: Option<u32>,
}

pub(crate) fn plugin(app: &mut App) {
    if let Some(path) = std::env::var_os("DICEHALL_TURN_SHOT") {
        app.insert_resource(TurnShot { path: path.into(), ready_frames: 0, taken_at: None })
            .add_systems(Last, take_turn_shot);
    }
}

fn take_turn_shot(
    mut shot: ResMut<TurnShot>,
    app_state: Res<State<AppState>>,
    turn: Option<Res<State<TurnState>>>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    if let Some(at) = shot.taken_at {
        shot.ready_frames += 1;
        if shot.ready_frames >= at + WRITE_FRAMES {
            exit.write(AppExit::Success);
        }
        return;
    }
    let ready = match app_state.get() {
        AppState::Setup => true,
        AppState::Playing => turn.is_some_and(|t| matches!(t.get(), TurnState::AwaitThrow | TurnState::Placing)),
        _ => false,
    };
    shot.ready_frames = if ready { shot.ready_frames + 1 } else { 0 };
    if shot.ready_frames >= SETTLE_FRAMES {
        info!("turn shot -> {}", shot.path.display());
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(shot.path.clone()));
        shot.taken_at = Some(shot.ready_frames);
    }
}

//! `DICEHALL_TURN_SHOT=<file.png>`: one screenshot of the first moment a person is asked to act
//! (or of the setup screen, when the run starts there), then quit: the screenshot run's shots of
//! the table in another language (`--lang`). With `DICEHALL_TURN_SHOT_GUIDE=1` the guide is
//! opened at that moment and shot over the table (the screenshot run's `guide-<game>.png`).

use std::path::PathBuf;

use crate::table::states::{AppState, Menu, TurnState};
use crate::table::view::shots::shot_file::{self, LastShot, MOSTLY_BLACK, ShotScene};
use bevy::prelude::*;

/// Frames the moment must hold before the shot (panels laid out, glyphs in the atlas).
const SETTLE_FRAMES: u32 = 12;
/// Frames between the shot and quitting (the screenshot is read back and written meanwhile).
const WRITE_FRAMES: u32 = 6;
/// Shots whose view came out black (the renderer still compiling its pipelines: the first frames
/// under a software renderer draw only the UI) before one is written however it looks.
const TRIES: u32 = 20;

#[derive(Resource)]
struct TurnShot {
    path: PathBuf,
    /// Open the guide first and shoot it.
    guide: bool,
    ready_frames: u32,
    taken_at: Option<u32>,
    tries: u32,
}

pub(crate) fn plugin(app: &mut App) {
    if let Some(path) = std::env::var_os("DICEHALL_TURN_SHOT") {
        let guide = std::env::var_os("DICEHALL_TURN_SHOT_GUIDE").is_some();
        app.insert_resource(TurnShot { path: path.into(), guide, ready_frames: 0, taken_at: None, tries: 0 })
            .add_systems(Last, take_turn_shot);
    }
}

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn take_turn_shot(
    mut shot: ResMut<TurnShot>,
    app_state: Res<State<AppState>>,
    turn: Option<Res<State<TurnState>>>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
    mut last: ResMut<LastShot>,
    scene: ShotScene,
    (menu, mut next_menu): (Res<State<Menu>>, ResMut<NextState<Menu>>),
) {
    if let Some(at) = shot.taken_at {
        shot.ready_frames += 1;
        match last.black {
            Some(black) if black > MOSTLY_BLACK && shot.tries < TRIES => {
                // Not written: wait for the view to be drawn and shoot again.
                (shot.taken_at, shot.ready_frames, last.black) = (None, 0, None);
            }
            Some(_) if shot.ready_frames >= at + WRITE_FRAMES => {
                exit.write(AppExit::Success);
            }
            _ => {}
        }
        return;
    }
    let ready = match app_state.get() {
        AppState::Setup => true,
        AppState::Playing => turn.is_some_and(|t| matches!(t.get(), TurnState::AwaitThrow | TurnState::Placing)),
        _ => false,
    };
    shot.ready_frames = if ready { shot.ready_frames + 1 } else { 0 };
    if shot.guide && !matches!(menu.get(), Menu::Guide { .. }) && shot.ready_frames >= SETTLE_FRAMES {
        // The guide opens now; it settles (laid out, its glyphs in the atlas) before the shot.
        next_menu.set(Menu::Guide { from_pause: false });
        shot.ready_frames = 0;
    }
    if shot.ready_frames >= SETTLE_FRAMES {
        let Some(layout) = shot_file::layout_of(&scene) else { return };
        shot.tries += 1;
        info!("turn shot {} -> {}", shot.tries, shot.path.display());
        shot_file::take(&mut commands, shot.path.clone(), layout, shot.tries >= TRIES);
        shot.taken_at = Some(shot.ready_frames);
    }
}

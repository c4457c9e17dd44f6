//! The Bevy side of dicehall (behind the default `game` feature): window, table, physical dice.
//!
//! [`run`] builds the window app from plugins: [`dice::DicePlugin`] (physics, headless-capable),
//! [`dice::render::DiceRenderPlugin`] (looks) and `scene` (camera, lights, input, UI).
//! [`GameSet`] orders the frame.

pub mod dice;
pub mod dice_lab;
pub mod play;
mod scene;

use std::process::ExitCode;

use bevy::prelude::*;

/// The order of a frame. `Input` and `Present` run in `Update`; `Request`, `Drive` and `Watch` run
/// in `FixedUpdate`, around rapier's `PhysicsSet`s.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Read the keyboard and mouse; write requests such as `ThrowDice`.
    Input,
    /// Accept `ThrowDice` requests and start throws (before physics).
    Request,
    /// Move the cups, load dice, fix non-finite dice (before physics).
    Drive,
    /// After the physics step: settling, recovery, `DiceSettled`.
    Watch,
    /// Show results (window title, UI).
    Present,
}

/// Open the game window: the felt table, the cup, and dice thrown with Space or a click.
pub fn run() -> ExitCode {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "dicehall".into(),
            resolution: (1280, 720).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins((
        bevy_egui::EguiPlugin::default(),
        dice::DicePlugin { tables: 1 },
        dice::render::DiceRenderPlugin,
        scene::plugin,
    ));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

//! The Bevy side of dicehall (behind the default `game` feature): window, table, physical dice.
//!
//! [`run`] opens the window on the setup screen; [`play::run`] starts a match from the command line.
//! The app is built from plugins: [`core_plugin`] (headless-capable: screen and turn states, the
//! match, the turn flow through the rules core, AI seats, instant dice) on top of
//! [`dice::DicePlugin`] (physics), and `view` (3D table, egui overlays, input, sound), which needs
//! a window. [`frame`] orders the frame.

pub mod ai_seats;
pub mod dice;
pub mod dice_lab;
pub mod flow;
pub mod frame;
pub mod funnel;
pub mod instant;
pub mod language;
pub mod lesson;
pub mod moment;
pub mod palette;
pub mod phones;
pub mod plain_table;
pub mod play;
pub mod prefs;
pub mod replay;
pub mod save;
pub mod seats;
pub mod session;
pub mod states;
pub mod table_game;
pub mod table_match;
pub mod table_waits;
pub mod testing;
pub mod testing_hud;
pub mod testing_menus;
pub mod thinker;
pub mod throw_path;
pub mod turn_flow;
pub(crate) mod view;
pub mod web_page;

use std::process::ExitCode;

use bevy::prelude::*;

pub use frame::GameSet;
use session::{MatchConfig, PendingStart, Settings};

/// Everything of a match that runs without a window: states, the match, the turn flow, AI seats.
/// Needs [`dice::DicePlugin`] and bevy's `StatesPlugin`.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        frame::update_order,
        states::plugin,
        session::plugin,
        flow::plugin,
        ai_seats::plugin,
        save::plugin,
        prefs::plugin,
        replay::plugin,
        language::plugin,
        phones::plugin,
        moment::plugin,
        table_waits::plugin,
    ));
    for game in table_game::every_game() {
        (game.core)(app);
    }
}

/// A headless match app (tests): MinimalPlugins, states, physics dice, the core; one physics step
/// per `update()`. `config` starts at the first update.
pub fn headless_match_app(config: MatchConfig, settings: Settings) -> App {
    headless_match_app_with(config, settings, |_| {})
}

/// `headless_match_app` with more plugins added before the app is finished (tests of input).
pub fn headless_match_app_with(config: MatchConfig, settings: Settings, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::transform::TransformPlugin,
        bevy::state::app::StatesPlugin,
        dice::DicePlugin { tables: 1 },
    ))
    .insert_resource(settings)
    .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(dice::tuning::physics_step()))
    .add_plugins(core_plugin)
    // Tests read English whatever the machine's locale.
    .insert_resource(language::LanguageOverride(Some(crate::i18n::Language::English)))
    .insert_resource(PendingStart(config));
    more(&mut app);
    app.finish();
    app.cleanup();
    dice::single_threaded(&mut app);
    app
}

/// The window app: setup screen first, or straight into a match when `start` is given.
pub fn window_app(start: Option<MatchConfig>, settings: Settings) -> App {
    window_app_sized(start, settings, (1280, 720))
}

/// [`window_app`] with a window of `resolution` pixels.
pub fn window_app_sized(start: Option<MatchConfig>, settings: Settings, resolution: (u32, u32)) -> App {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "dicehall".into(),
            resolution: resolution.into(),
            // In a page the canvas fills the browser's window and follows it when it is resized.
            fit_canvas_to_parent: cfg!(target_arch = "wasm32"),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(settings)
    // egui draws with a camera of its own over the whole window (view::camera::UiCamera).
    .insert_resource(bevy_egui::EguiGlobalSettings { auto_create_primary_context: false, ..default() })
    .add_plugins((
        bevy_egui::EguiPlugin::default(),
        // DefaultPlugins bring picking's core; this adds the mesh backend (view::picking's settings).
        bevy::picking::mesh_picking::MeshPickingPlugin,
        dice::DicePlugin { tables: 1 },
        dice::render::DiceRenderPlugin,
        core_plugin,
        view::plugin,
    ));
    if let Some(config) = start {
        app.insert_resource(PendingStart(config));
    }
    if let Some(slot) = save::SaveSlot::platform() {
        app.insert_resource(slot);
    }
    app
}

/// Run a window app to its end.
pub fn run_app(mut app: App) -> ExitCode {
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

/// `dicehall` with no subcommand: the window, on the setup screen (`phones`: `--phones`' port).
pub fn run(lang: Option<crate::i18n::Language>, phones: Option<u16>) -> ExitCode {
    let mut settings = Settings::default();
    let prefs = prefs::PrefsSlot::open_platform(&mut settings);
    let over = language::speak(lang, &settings);
    settings.phones |= phones.is_some();
    let mut app = window_app(None, settings);
    app.insert_resource(over);
    if let Some(port) = phones {
        app.insert_resource(phones::PhonePort(port));
    }
    if let Some(prefs) = prefs {
        app.insert_resource(prefs);
    }
    run_app(app)
}

//! For injected-input tests: the headless match app with the table's real mouse and keyboard
//! systems, a 1280×720 primary window entity and the scene's camera, and helpers that move the
//! cursor and press buttons through Bevy's own input messages.

use bevy::camera::{CameraProjection, ComputedCameraValues, RenderTargetInfo};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::prelude::*;
use bevy::window::{CursorMoved, PrimaryWindow, WindowEvent};

use super::session::{MatchConfig, Settings};
use super::view::tabletop::layout;

/// The test window's size in logical pixels (scale factor 1).
pub const WINDOW_PX: (u32, u32) = (1280, 720);

/// The headless match app plus the table's input, fed by Bevy's input plugin.
pub fn headless_input_app(config: MatchConfig, settings: Settings) -> App {
    headless_input_app_with(config, settings, |_| {})
}

/// [`headless_input_app`] with `more` added before the first frame (a resource the start reads).
pub fn headless_input_app_with(config: MatchConfig, settings: Settings, more: impl FnOnce(&mut App)) -> App {
    let mut app = super::headless_match_app_with(config, settings, |app| {
        more(app);
        app.add_plugins((bevy::input::InputPlugin, bevy::asset::AssetPlugin::default(), bevy::mesh::MeshPlugin))
            // Picking reads the window's events (winit writes them beside the plain messages).
            .add_message::<WindowEvent>()
            .add_message::<CursorMoved>()
            .add_plugins((bevy::picking::DefaultPickingPlugins, bevy::picking::mesh_picking::MeshPickingPlugin))
            .add_plugins(super::view::input_plugin);
    });
    let window = Window { resolution: WINDOW_PX.into(), ..default() };
    app.world_mut().spawn((window, PrimaryWindow));
    let (eye, target) = layout::camera();
    let mut perspective = PerspectiveProjection { fov: 35f32.to_radians(), ..default() };
    perspective.aspect_ratio = WINDOW_PX.0 as f32 / WINDOW_PX.1 as f32;
    // What the renderer's camera system would compute for a 1280×720 window.
    let camera = Camera {
        computed: ComputedCameraValues {
            clip_from_view: perspective.get_clip_from_view(),
            target_info: Some(RenderTargetInfo {
                physical_size: UVec2::new(WINDOW_PX.0, WINDOW_PX.1),
                scale_factor: 1.0,
            }),
            ..default()
        },
        ..default()
    };
    app.world_mut().spawn((
        super::view::tabletop::camera::TableCamera,
        Camera3d::default(),
        bevy::picking::mesh_picking::MeshPickingCamera,
        camera,
        Projection::Perspective(perspective),
        Transform::from_translation(eye).looking_at(target, Vec3::Y),
    ));
    app.update();
    app
}

/// Where a point of the table shows on the screen.
pub fn screen_point(app: &mut App, world: Vec3) -> Vec2 {
    let mut cameras = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, transform) = cameras.single(app.world()).expect("one camera");
    camera.world_to_viewport(transform, world).expect("the point is in view")
}

/// The cup's resting place.
pub fn cup_position() -> Vec3 {
    layout::cup()
}

fn window(app: &mut App) -> Entity {
    let mut windows = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>();
    windows.single(app.world()).expect("a primary window")
}

/// Move the cursor (as winit would report it: the window's cursor, a `CursorMoved` message and
/// the same as a window event, which picking reads).
fn cursor_to(app: &mut App, w: Entity, at: Vec2) {
    app.world_mut().get_mut::<Window>(w).expect("window").set_cursor_position(Some(at));
    let moved = CursorMoved { window: w, position: at, delta: None };
    app.world_mut().write_message(moved.clone());
    app.world_mut().write_message(WindowEvent::from(moved));
}

/// A left-button press or release, as a plain message and as a window event.
fn left_button(app: &mut App, window: Entity, state: ButtonState) {
    let input = MouseButtonInput { button: MouseButton::Left, state, window };
    app.world_mut().write_message(input);
    app.world_mut().write_message(WindowEvent::from(input));
}

/// Move the cursor (as winit would report it) and run a frame.
pub fn move_cursor(app: &mut App, at: Vec2) {
    let w = window(app);
    cursor_to(app, w, at);
    app.update();
}

/// Press or release the left mouse button where the cursor is, and run a frame.
pub fn mouse_button(app: &mut App, pressed: bool) {
    let window = window(app);
    let state = if pressed { ButtonState::Pressed } else { ButtonState::Released };
    left_button(app, window, state);
    app.update();
}

/// Press and release in one frame at `at`, as a fast click at a low frame rate arrives.
pub fn click(app: &mut App, at: Vec2) {
    let w = window(app);
    cursor_to(app, w, at);
    for state in [ButtonState::Pressed, ButtonState::Released] {
        left_button(app, w, state);
    }
    app.update();
}

/// Whether the pause menu is open.
pub fn paused(app: &App) -> bool {
    *app.world().resource::<State<super::states::Menu>>().get() == super::states::Menu::Pause
}

/// Open the settings or the guide (or close every menu), as their buttons do; it shows from the
/// next update.
pub fn show_overlays(app: &mut App, settings: bool, help: bool) {
    use super::states::Menu;
    let menu = match (settings, help) {
        (true, _) => Menu::Settings { from_pause: false },
        (false, true) => Menu::Guide { from_pause: false },
        (false, false) => Menu::Closed,
    };
    app.world_mut().resource_mut::<NextState<Menu>>().set(menu);
}

/// Pretend egui holds the keyboard (a menu button focused by Tab, say) until the next frame reads it
/// again; headless there is no egui, so it stays.
pub fn set_keyboard_taken(app: &mut App, taken: bool) {
    app.world_mut().resource_mut::<super::view::UiFocus>().keyboard_taken = taken;
}

/// Pretend the pointer is over an egui panel (headless there is no egui, so it stays).
pub fn set_pointer_over_ui(app: &mut App, over: bool) {
    app.world_mut().resource_mut::<super::view::UiFocus>().pointer_over_ui = over;
}

/// How many times this frame or the last one asked to finish every animation now.
pub fn skips_asked(app: &App) -> usize {
    app.world().resource::<Messages<super::view::input::skip::SkipAnimations>>().len()
}

/// The short messages shown at the top of the screen now.
pub fn toasts(app: &App) -> Vec<String> {
    app.world().resource::<super::view::Toasts>().0.iter().map(|(t, _)| t.clone()).collect()
}

/// Press and release a key in one frame.
pub fn key(app: &mut App, code: KeyCode) {
    let window = window(app);
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

/// A headless input app of `game` with seats from `specs` (`human`, `ai:<level>`) and `seed`, no
/// pauses or banners, updated until its table is playing.
pub fn started_table(game: crate::engine::GameId, specs: &[&str], seed: u64) -> App {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let seats = super::session::parse_game_seats(game, &specs).expect("valid seats");
    let settings = Settings { ai_pause_s: 0.0, banner_s: 0.0, ..Settings::default() };
    let mut app = headless_input_app(MatchConfig::new(game, seats, Some(seed)), settings);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<super::states::AppState>>().get(), super::states::AppState::Playing);
    app
}

/// `game`'s lesson on a headless input table speaking `language`: no pauses or banners, instant
/// dice, updated until its table is playing.
pub fn lesson_table(game: crate::engine::GameId, language: crate::i18n::Language) -> App {
    let config = super::lesson::lesson_config(game).unwrap_or_else(|e| panic!("{e}"));
    let settings = Settings { ai_pause_s: 0.0, banner_s: 0.0, instant_dice: true, ..Settings::default() };
    let mut app = headless_input_app_with(config, settings, |app| {
        app.insert_resource(super::lesson::LessonRequest(game))
            .insert_resource(super::language::LanguageOverride(Some(language)));
    });
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Let the camera arrive where it is heading, as it does after its ease in a window (headless
/// frames pass too quickly for it), then draw one more frame.
pub fn settle_camera(app: &mut App) {
    app.update();
    if let Some(mut rig) = app.world_mut().get_resource_mut::<crate::table::view::tabletop::camera::CameraRig>() {
        rig.arrive();
    }
    app.update();
}

/// Whether a point of the table shows inside the test window.
pub fn in_view(app: &mut App, world: Vec3) -> bool {
    let mut cameras = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, transform) = cameras.single(app.world()).expect("one camera");
    camera
        .world_to_viewport(transform, world)
        .is_ok_and(|p| (0.0..WINDOW_PX.0 as f32).contains(&p.x) && (0.0..WINDOW_PX.1 as f32).contains(&p.y))
}

/// Connect a gamepad, as gilrs reports one; its entity.
pub fn connect_pad(app: &mut App) -> Entity {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    let pad = app.world_mut().spawn_empty().id();
    let connection = GamepadConnection::Connected { name: "test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connection));
    app.update();
    pad
}

/// Press `button` on `pad` for one frame, then release it for one.
pub fn press_pad(app: &mut App, pad: Entity, button: bevy::input::gamepad::GamepadButton) {
    use bevy::input::gamepad::{RawGamepadButtonChangedEvent, RawGamepadEvent};
    for value in [1.0, 0.0] {
        app.world_mut().write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(pad, button, value)));
        app.update();
    }
}

/// A round's sheet waits for its OK (the table held for a person): press it, as a person's OK or
/// click does. Whether one waited.
pub fn ok_a_waiting_sheet(app: &mut App) -> bool {
    use crate::table::view::input::skip::SkipAnimations;
    let waits = app.world().contains_resource::<super::states::SummaryWaits>();
    if waits {
        // The OK's click (which also closes a game's own summary), and what it does to the hold
        // where no view runs to close it.
        if app.world().contains_resource::<bevy::ecs::message::Messages<SkipAnimations>>() {
            app.world_mut().write_message(SkipAnimations);
        }
        app.world_mut().remove_resource::<super::states::SummaryWaits>();
    }
    waits
}

/// The refusals the table told since the last call, in the table's words (drained).
pub fn refusals(app: &mut App) -> Vec<String> {
    let refused = app.world_mut().resource_mut::<Messages<super::funnel::SeatRefused>>().drain().collect::<Vec<_>>();
    refused.iter().map(|r| (r.why)()).collect()
}

/// The steps of game `G` the turn flow told since the last call, in order (drained).
pub fn told_steps<G: crate::engine::Game>(app: &mut App) -> Vec<super::turn_flow::TableStep<G>> {
    app.world_mut().resource_mut::<Messages<super::turn_flow::TableStep<G>>>().drain().collect()
}

/// The rules' events of game `G` the turn flow told since the last call, in order (drained).
pub fn told_events<G: crate::engine::Game>(app: &mut App) -> Vec<G::Event> {
    told_steps::<G>(app).into_iter().flat_map(|s| s.events).collect()
}

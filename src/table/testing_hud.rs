//! For the HUD layout test: the headless match app with its game's HUD drawn by egui (no 3D, no
//! renderer) in a window of any size, the language and UI scale set at will, and what the HUD
//! drew: its regions and every panel, in egui points.

use bevy::camera::{CameraProjection, ComputedCameraValues, RenderTargetInfo};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResolution};

use super::session::{MatchConfig, Settings};
use super::states::TurnState;
use super::view::hud::hud_layout::{DrawnPanels, HudRegions};
use crate::i18n::Language;

/// A rectangle as `[x0, y0, x1, y1]`.
pub type Corners = [f32; 4];

/// What the HUD drew in the last frame, in egui points.
#[derive(Debug, Clone, PartialEq)]
pub struct HudSnapshot {
    pub screen: Corners,
    /// The 3D table's view: what the panels leave.
    pub view: Corners,
    /// The regions the layout gave the panels ("top", "bottom", "side").
    pub regions: Vec<(&'static str, Corners)>,
    /// Every panel drawn, by name ("prompt", "caption", "status", "log", "bar", "menu").
    pub panels: Vec<(String, Corners)>,
    /// The pieces the person must see or click now (each legal action's place on the table), by
    /// the action's words, where they show with the camera at the table's overview for this view
    /// (`None`: behind the camera).
    pub pieces: Vec<(String, Option<[f32; 2]>)>,
    /// The prompt's words (empty: no prompt was drawn).
    pub prompt: String,
}

pub(crate) fn corners(r: bevy_egui::egui::Rect) -> Corners {
    [r.min.x, r.min.y, r.max.x, r.max.y]
}

/// Whether `inner` lies within `outer`, give or take a point (egui's rounding).
pub fn inside(inner: Corners, outer: Corners) -> bool {
    const SLACK_PT: f32 = 1.0;
    inner[0] >= outer[0] - SLACK_PT
        && inner[1] >= outer[1] - SLACK_PT
        && inner[2] <= outer[2] + SLACK_PT
        && inner[3] <= outer[3] + SLACK_PT
}

/// The area two rectangles share, in square points (0: apart).
pub fn overlap(a: Corners, b: Corners) -> f32 {
    let w = (a[2].min(b[2]) - a[0].max(b[0])).max(0.0);
    let h = (a[3].min(b[3]) - a[1].max(b[1])).max(0.0);
    w * h
}

/// A headless match of `game` with seats from `specs` and `seed`, no pauses or banners, its HUD
/// drawn by egui in a `size` window (pixels, scale factor 1), updated until its table is playing.
pub fn headless_hud_app(game: crate::engine::GameId, specs: &[&str], seed: u64, size: (u32, u32)) -> App {
    let specs: Vec<String> = specs.iter().map(|s| s.to_string()).collect();
    let seats = super::session::parse_game_seats(game, &specs).expect("valid seats");
    hud_app(MatchConfig::new(game, seats, Some(seed)), size, |_| {})
}

/// `game`'s lesson (its seats and seed) as [`headless_hud_app`] draws it, dice instant.
pub fn headless_hud_lesson_app(game: crate::engine::GameId, size: (u32, u32)) -> App {
    let config = super::lesson::lesson_config(game).unwrap_or_else(|e| panic!("{e}"));
    hud_app(config, size, |app| {
        app.insert_resource(super::lesson::LessonRequest(game));
        app.world_mut().resource_mut::<Settings>().instant_dice = true;
    })
}

/// The match `config` with its HUD drawn by egui in a `size` window; `more` adds to the app.
pub(crate) fn hud_app(config: MatchConfig, size: (u32, u32), more: impl FnOnce(&mut App)) -> App {
    let game = config.game;
    let settings = Settings { ai_pause_s: 0.0, banner_s: 0.0, fast: true, ..Settings::default() };
    let hooks = crate::registry::all().iter().find(|r| r.id == game).expect("a registered game").table;
    let mut app = super::headless_match_app_with(config, settings, |app| {
        // What egui's plugin asks of a renderer, without one: its shader and its textures' assets.
        let windows = bevy::window::WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        };
        app.add_plugins((bevy::input::InputPlugin, bevy::asset::AssetPlugin::default(), windows))
            .init_asset::<bevy::shader::Shader>()
            .init_asset::<Image>()
            .insert_resource(bevy_egui::EguiGlobalSettings { auto_create_primary_context: false, ..default() })
            .add_plugins(bevy_egui::EguiPlugin::default())
            .add_plugins(super::view::hud_only_plugin);
        (hooks.hud)(app);
        more(app);
    });
    let window =
        Window { resolution: WindowResolution::new(size.0, size.1).with_scale_factor_override(1.0), ..default() };
    app.world_mut().spawn((window, PrimaryWindow));
    let mut perspective = PerspectiveProjection { fov: super::view::tabletop::camera::FOV_RAD, ..default() };
    perspective.aspect_ratio = size.0 as f32 / size.1 as f32;
    let camera = Camera {
        computed: ComputedCameraValues {
            clip_from_view: perspective.get_clip_from_view(),
            target_info: Some(RenderTargetInfo { physical_size: UVec2::new(size.0, size.1), scale_factor: 1.0 }),
            ..default()
        },
        ..default()
    };
    // As in the window: egui draws with a camera of its own over the whole window.
    let ui_camera = Camera { order: 1, ..camera.clone() };
    app.world_mut().spawn((super::view::tabletop::camera::UiCamera, ui_camera, bevy_egui::PrimaryEguiContext));
    app.world_mut().spawn((
        super::view::tabletop::camera::TableCamera,
        Camera3d::default(),
        camera,
        Projection::Perspective(perspective),
    ));
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Held by each test that lays screens out in a language it sets: the language spoken is the
/// process's (`i18n::set_language`), so two such tests at once in one test binary would draw in
/// each other's (the words' sizes change with it).
pub fn one_language_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Speak `language` at UI scale `scale` from the next frame on.
pub fn set_language_and_scale(app: &mut App, language: Language, scale: f32) {
    app.world_mut().insert_resource(super::language::LanguageOverride(Some(language)));
    app.world_mut().resource_mut::<Settings>().ui_scale = scale;
}

/// Ask the Expert's hint for the person to act (the menu's Hint) and wait until its answer shows
/// (it thinks on a thread of its own); a panic when it never does.
pub fn ask_the_hint(app: &mut App) {
    app.world_mut().resource_mut::<super::view::UiFlags>().hint = true;
    for _ in 0..2_000 {
        app.update();
        if app.world().resource::<super::view::hud::hint::HintShown>().0 {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the hint never answered");
}

/// Whether a person is asked to act now (a throw to make, a die to place: what the HUD shows
/// most of).
pub fn person_asked(app: &App) -> bool {
    app.world()
        .get_resource::<State<TurnState>>()
        .is_some_and(|t| matches!(t.get(), TurnState::AwaitThrow | TurnState::Placing))
}

/// What the HUD drew in the last frame.
pub fn hud_snapshot(app: &App) -> HudSnapshot {
    let regions = app.world().resource::<HudRegions>();
    let drawn = app.world().resource::<DrawnPanels>();
    HudSnapshot {
        screen: corners(regions.screen),
        view: corners(regions.view),
        regions: vec![
            ("top", corners(regions.top)),
            ("bottom", corners(regions.bottom)),
            ("side", corners(regions.side)),
        ],
        panels: drawn.rects.iter().map(|(n, r)| (n.clone(), corners(*r))).collect(),
        pieces: pieces_in_view(app, regions.view),
        prompt: drawn.prompt.clone(),
    }
}

/// The camera's transform at the table's overview for a view of `aspect` holding `pieces`, as the
/// window's rig poses it.
fn overview_eye(world: &World, pieces: &[Vec3], aspect: f32, reduce_motion: bool) -> Transform {
    use super::view::tabletop::camera::Shot;
    use super::view::tabletop::framing::{Scene, pose_for};
    let to_act = world.get_resource::<super::view::tabletop::seating::SeatToAct>().copied().unwrap_or_default();
    let on_table = world.get_resource::<super::table_game::OnTable>();
    let board = super::view::tabletop::board_area::on_table(on_table);
    let tray = super::view::tabletop::board_area::tray_on_table(on_table);
    let scene = Scene { dice: pieces, to_act: &to_act, blockers: &[], board: board.as_ref(), tray };
    let pose = pose_for(Shot::Overview, &scene, aspect, reduce_motion);
    Transform::from_translation(pose.eye).looking_at(pose.target, Vec3::Y)
}

/// Where the pieces to see show in `view` (points) with the camera at the overview the window's
/// rig takes for a view of that shape (this app has no rig, and its camera's projection is the
/// whole window's: projected here as the window's camera, drawn into the view, projects them).
fn pieces_in_view(app: &App, view: bevy_egui::egui::Rect) -> Vec<(String, Option<[f32; 2]>)> {
    use super::view::tabletop::camera::FOV_RAD;
    let world = app.world();
    let Some(pieces) = world.get_resource::<super::view::hud::pieces_to_see::PiecesToSee>() else { return vec![] };
    let aspect = view.width() / view.height().max(1.0);
    let points: Vec<Vec3> = pieces.points().collect();
    let eye = overview_eye(world, &points, aspect, world.resource::<Settings>().reduce_motion);
    let projection = PerspectiveProjection { fov: FOV_RAD, aspect_ratio: aspect, ..default() };
    let clip_from_world = projection.get_clip_from_view() * eye.to_matrix().inverse();
    let project = |p: Vec3| {
        let clip = clip_from_world * p.extend(1.0);
        (clip.w > 0.0).then(|| {
            let ndc = clip.truncate() / clip.w;
            [view.min.x + (ndc.x + 1.0) / 2.0 * view.width(), view.min.y + (1.0 - ndc.y) / 2.0 * view.height()]
        })
    };
    pieces.0.iter().map(|(words, p)| (words.clone(), project(*p))).collect()
}

/// Play the lesson of the match `M` in `app` (from [`headless_hud_lesson_app`]) up to step `n`
/// (from 0), the learner doing each step before it as "Do it for me" does; then one more frame, so
/// the bar and the rings of step `n` are drawn. A panic when step `n` is never the learner's.
#[cfg(test)]
pub(crate) fn lesson_to_step<M: super::view::hud::hud_shell::TableHud>(app: &mut App, n: usize)
where
    super::session::SeatAction<<M::G as crate::engine::Game>::Action>: Message,
{
    use crate::engine::Game;
    for _ in 0..20_000 {
        app.update();
        let m = app.world().resource::<M>();
        let lesson = m.lesson().expect("a lesson");
        let state = m.game_state();
        let asked = M::G::current(state) == lesson.learner() && M::G::chance(state).is_none() && !M::G::is_over(state);
        let held = app.world().resource::<super::states::TableHold>().holds();
        if !asked || held || app.world().resource::<super::session::Banner>().left_s > 0.0 {
            super::testing::ok_a_waiting_sheet(app);
            continue;
        }
        if lesson.done_of().0 == n {
            app.update();
            return;
        }
        let action = super::session::SeatAction::new(lesson.learner(), lesson.step().expect("a step").act);
        app.world_mut().write_message(action);
    }
    panic!("the lesson never reached step {}", n + 1);
}

/// Ask the hint for the person to act in `app` (match `M`), wait for its answer (it thinks on a
/// thread of its own), draw one more frame: the hinted action, the ring drawn round it (if any),
/// and where its table anchor lies on the screen (`None` for a bar button or a piece gone).
#[cfg(test)]
pub(crate) fn hint_and_its_ring<M: super::view::hud::hud_shell::TableHud>(
    app: &mut App,
) -> (<M::G as crate::engine::Game>::Action, Option<bevy_egui::egui::Rect>, Option<bevy_egui::egui::Pos2>)
where
    M::G: crate::engine::Words,
{
    use super::lesson::Anchor;
    use super::view::hud::hint::HintState;
    app.world_mut().resource_mut::<super::view::UiFlags>().hint = true;
    let answered = (0..600).any(|_| {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.world().resource::<HintState<M::G>>().shown().is_some()
    });
    assert!(answered, "the hint answers");
    look_over_the_table(app);
    app.update();
    let action = app.world().resource::<HintState<M::G>>().shown().expect("still shown").0;
    let world = app.world_mut();
    let mut cameras =
        world.query_filtered::<(&Camera, &GlobalTransform), With<super::view::tabletop::camera::TableCamera>>();
    let (camera, eye) = cameras.single(world).expect("the table's camera");
    let zoom = world.resource::<DrawnPanels>().zoom;
    let on_screen = |p: Vec3| super::view::hud::hud_layout::table_to_ui(camera, eye, zoom, p);
    let picked = world.resource::<M::Picked>();
    let point = match world.resource::<M>().anchor(action, picked) {
        Anchor::Table(p) => on_screen(p),
        Anchor::Piece(e) => world.get::<GlobalTransform>(e).and_then(|t| on_screen(t.translation())),
        Anchor::Bar => None,
    };
    (action, world.resource::<super::view::hud::bar_buttons::RingsDrawn>().hint, point)
}

/// Put the table's camera where the window's overview puts it (this app has no camera rig).
#[cfg(test)]
pub(crate) fn look_over_the_table(app: &mut App) {
    use super::view::tabletop::camera::TableCamera;
    let world = app.world_mut();
    let (w, h) = world.query::<&Window>().single(world).map(|w| (w.width(), w.height())).expect("a window");
    let eye = overview_eye(world, &[], w / h, true);
    let mut cameras = world.query_filtered::<(&mut Transform, &mut GlobalTransform), With<TableCamera>>();
    let (mut transform, mut global) = cameras.single_mut(world).expect("the table's camera");
    (*transform, *global) = (eye, GlobalTransform::from(eye));
}

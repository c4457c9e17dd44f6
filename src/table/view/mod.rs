//! Window-only plugins: the 3D table (scene, board, pieces), input, egui overlays (setup, HUD,
//! panels, results), sound, and the screenshot script. Shared looks and UI state live here.

pub(crate) mod font_warmup;
pub(crate) mod fonts;
pub(crate) mod hud;
pub(crate) mod input;
pub(crate) mod quality;
pub(crate) mod screens;
pub(crate) mod shots;
pub(crate) mod sound;
pub(crate) mod tabletop;

use bevy::prelude::*;
use bevy_egui::egui;

pub use quality::FrameBench;

use super::session::SeatConfig;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(crate::table::frame::window_order);
    app.init_resource::<UiFlags>()
        .init_resource::<Toasts>()
        .init_resource::<Caption>()
        .add_systems(PreStartup, load_looks)
        .add_systems(Update, refusals_as_toasts)
        .add_plugins((
            (
                tabletop::scene::plugin,
                tabletop::camera::plugin,
                tabletop::seating::plugin,
                quality::plugin,
                hud::ui_style::plugin,
                fonts::plugin,
            ),
            (tabletop::table_scope::plugin, tabletop::flight::plugin, tabletop::hand_row::plugin),
            (
                input::skip::plugin,
                input::hold::plugin,
                hud::hud_layout::plugin,
                hud::hud_shell::plugin,
                input::table_keys::plugin,
            ),
            hud::round_over::plugin,
            screens::panels::plugin,
            screens::setup::plugin,
            sound::plugin,
            input::ui_focus::plugin,
            font_warmup::plugin,
            (hud::replay_controls::plugin, shots::turn_shot::plugin, shots::shot_file::plugin),
            (input::pad::plugin, input::pad::menu_plugin, input::picking::plugin),
        ));
    for game in crate::table::table_game::every_game() {
        (game.view)(app);
    }
}

/// What the shared view does for every game's match `M` (each game's view plugin adds it): the
/// pad's cursor and hint at its table, the light on the seat to act.
pub(crate) fn match_view_plugin<M: input::pad::PadTable + crate::table::session::SeatedMatch>(app: &mut App) {
    app.add_plugins((
        input::pad::table_plugin::<M>,
        hud::pad_hint::table_plugin::<M>,
        tabletop::seating::seat_to_act_plugin::<M>,
    ));
}

/// The HUD's panels alone (no 3D, no other overlay): for the headless layout test, with each
/// game's [`TableHooks::hud`](crate::table::table_game::TableHooks::hud).
pub(crate) fn hud_only_plugin(app: &mut App) {
    app.add_plugins(crate::table::frame::window_order)
        .init_resource::<UiFlags>()
        .init_resource::<Toasts>()
        .init_resource::<Caption>()
        .init_resource::<font_warmup::FontWarmup>()
        .add_plugins((
            hud::hud_layout::plugin,
            hud::hud_shell::plugin,
            hud::ui_style::plugin,
            fonts::plugin,
            input::hold::plugin,
        ));
}

/// The table's input without the egui overlays: for headless tests that inject mouse and keys.
pub(crate) fn input_plugin(app: &mut App) {
    app.init_resource::<UiFlags>()
        .init_resource::<Toasts>()
        .init_resource::<tabletop::hand_row::HandRow>()
        .add_plugins((
            input::hold::plugin,
            input::skip::plugin,
            input::pad::plugin,
            input::table_keys::plugin,
            input::picking::plugin,
        ))
        .add_plugins(hud::round_over::keys_plugin);
    for game in crate::table::table_game::every_game() {
        (game.input)(app);
    }
}

/// Whether egui has the pointer (a panel under the cursor) or the keyboard this frame.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub(crate) struct UiFocus {
    pub(crate) pointer_over_ui: bool,
    pub(crate) keyboard_taken: bool,
}

/// What a person asked of the HUD besides a menu (those are `states::Menu`).
#[derive(Resource, Default, Debug)]
pub(crate) struct UiFlags {
    /// The Hint button or key (I) was pressed: the strongest level's move for the person to act.
    pub(crate) hint: bool,
    /// "Quit to setup" was pressed: ask before the game is thrown away.
    pub(crate) confirm_quit: bool,
    /// "Quit dicehall" was pressed: ask before the program closes.
    pub(crate) confirm_exit: bool,
    /// "Take … back to the TV" was pressed for this seat: ask before the phone loses it.
    pub(crate) take_back: Option<usize>,
}

/// A seat's action the table refused: the TV says why in a toast (a phone is told on its own).
fn refusals_as_toasts(mut refused: MessageReader<crate::table::funnel::SeatRefused>, mut toasts: ResMut<Toasts>) {
    for r in refused.read() {
        toasts.push((r.why)());
    }
}

/// Short messages at the top of the screen: text and age in seconds.
#[derive(Resource, Default, Debug)]
pub(crate) struct Toasts(pub(crate) Vec<(String, f32)>);

impl Toasts {
    pub(crate) fn push(&mut self, text: impl Into<String>) {
        self.0.push((text.into(), 0.0));
        if self.0.len() > 3 {
            self.0.remove(0);
        }
    }
}

/// Seconds a caption of what just happened stays up.
pub(crate) const CAPTION_S: f32 = 2.5;

/// What just happened on the table, said large ("Casual 2 completes D: +20"): text, colour, age.
#[derive(Resource, Default, Debug)]
pub(crate) struct Caption(pub(crate) Option<(String, egui::Color32, f32)>);

/// Meshes and materials of the table's pieces.
#[derive(Resource)]
pub(crate) struct Looks {
    pub(crate) wood: Handle<StandardMaterial>,
    pub(crate) board: Handle<StandardMaterial>,
    pub(crate) glow: Handle<StandardMaterial>,
    pub(crate) glow_selected: Handle<StandardMaterial>,
    pub(crate) target: Handle<StandardMaterial>,
    pub(crate) disc: Handle<Mesh>,
}

fn load_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut mat = |r: f32, g: f32, b: f32, rough: f32| {
        materials.add(StandardMaterial { base_color: Color::srgb(r, g, b), perceptual_roughness: rough, ..default() })
    };
    let (wood, board) = (mat(0.32, 0.18, 0.09, 0.6), mat(0.10, 0.22, 0.16, 0.8));
    let mut emissive = |c: LinearRgba| {
        materials.add(StandardMaterial { base_color: Color::BLACK, emissive: c, unlit: false, ..default() })
    };
    let glow = emissive(LinearRgba::rgb(0.3, 6.0, 1.0));
    let glow_selected = emissive(LinearRgba::rgb(4.0, 2.6, 0.2));
    let target = emissive(LinearRgba::rgb(0.4, 8.0, 1.5));
    commands.insert_resource(Looks {
        wood,
        board,
        glow,
        glow_selected,
        target,
        disc: meshes.add(Cylinder::new(0.016, 0.0008)),
    });
}

/// The seat's colour for egui.
pub(crate) fn seat_color32(seat: &SeatConfig) -> egui::Color32 {
    let [r, g, b] = seat.color;
    egui::Color32::from_rgb(r, g, b)
}

/// The seat's colour for materials.
pub(crate) fn seat_color(seat: &SeatConfig) -> Color {
    rgb(seat.color)
}

/// An sRGB colour of bytes.
fn rgb([r, g, b]: [u8; 3]) -> Color {
    Color::srgb_u8(r, g, b)
}

//! Home Rows at the table (window only): its board, the seats' hands and counters and the pot,
//! its HUD, score sheet and results, and a human seat's mouse and keys.

pub(crate) mod board;
pub mod grid;
pub(crate) mod guide_pictures;
pub(crate) mod hud;
pub(crate) mod input;
pub(crate) mod labels;
mod pad;
pub(crate) mod pieces;
mod pointer;
#[cfg(test)]
mod pointer_tests;
pub(crate) mod results;
pub(crate) mod shots;
#[cfg(test)]
mod trade_shot_tests;

use bevy::prelude::*;

use crate::games::home_rows::rules::Event;
use crate::games::home_rows::rules::Phase as HomePhase;
use crate::games::home_rows::table::HomeRowsMatch;
use crate::games::home_rows::table::HomeStep;
use crate::table::session::{SeatedMatch, Settings};
use crate::table::view::tabletop::camera::{Shot, TableFraming};
use crate::table::view::tabletop::hand_row::HandRow;
use crate::table::view::tabletop::held_shot::HeldShot;
use bevy_egui::egui;

use crate::games::home_rows::rules::{COLORS, Color as HomeColor};
use crate::games::home_rows::table::HOME_RGB;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_home_looks)
        .add_plugins((
            board::plugin,
            pieces::plugin,
            hud_plugin,
            input::plugin,
            labels::plugin,
            shots::plugin,
            crate::table::view::match_view_plugin::<super::HomeRowsMatch>,
        ))
        .add_systems(
            Update,
            frame_table.run_if(resource_exists::<HomeRowsMatch>).in_set(crate::table::GameSet::Animate),
        );
}

/// The HUD's panels alone (the headless layout test): the status, the action bar and the results
/// screen.
pub(crate) fn hud_plugin(app: &mut App) {
    app.add_plugins((hud::plugin, results::plugin));
}

/// Seconds the close-up holds a person's rolled die before the camera shows the board.
const CLOSE_UP_S: f32 = 1.5;

/// The camera at this table: a close-up on the rolled die (held while an AI decides, for a
/// moment for a person), then the board with the die in front of it (a dragged die rides under
/// the pointer); after a trade, a close-up on the hand the die went to (`HeldShot`); the overview
/// otherwise.
#[allow(clippy::too_many_arguments)]
fn frame_table(
    m: Res<HomeRowsMatch>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut steps: MessageReader<HomeStep>,
    (mut rolled_s, mut traded): (Local<f32>, Local<HeldShot>),
    places: Query<&GlobalTransform>,
    mut framing: ResMut<TableFraming>,
    mut hand: ResMut<HandRow>,
) {
    for e in steps.read().flat_map(|s| &s.events) {
        if let Event::Traded { to, .. } = *e {
            let seat = usize::from(to);
            traded.hold(pieces::held_dice_points(m.state.hand(seat), seat, m.config.seats.len()));
        }
    }
    let rolled = m.rolled().filter(|_| m.state.phase() == HomePhase::Rolled);
    *rolled_s = if rolled.is_some() { *rolled_s + time.delta_secs() } else { 0.0 };
    let shot = match rolled {
        Some(_) if m.is_ai(m.state.current()) || *rolled_s < CLOSE_UP_S => Shot::CloseUp,
        Some(_) => Shot::Placement,
        None => Shot::Overview,
    };
    let in_hand = rolled.map(|d| (d.entity, 0));
    let thrown = rolled.iter().filter_map(|d| places.get(d.entity).ok()).map(|g| g.translation());
    (*hand, *framing) = HandRow::frame(shot, board::plate(), in_hand.into_iter().collect(), 1, hand.held, thrown);
    if rolled.is_some() {
        traded.release();
    } else if let Some(moment) = traded.framing(time.delta_secs(), &settings) {
        *framing = moment;
    }
}

/// The gamepad and arrow keys at this table.
fn pad_plugin(app: &mut App) {
    crate::table::view::input::pad::table_plugin::<super::HomeRowsMatch>(app);
}

/// Home Rows' table input without the egui overlays: for headless tests that inject mouse and keys.
pub(crate) fn input_plugin(app: &mut App) {
    app.init_resource::<hud::TakeFrom>().add_plugins((input::plugin, pad_plugin));
}

/// Materials and meshes of Home Rows' pieces: per colour a tile tint, a row band, an ink for its
/// shape; the four shapes; counters and the pot.
#[derive(Resource)]
pub(crate) struct HomeLooks {
    tile: [Handle<StandardMaterial>; 4],
    band: [Handle<StandardMaterial>; 4],
    ink: [Handle<StandardMaterial>; 4],
    mat: [Handle<StandardMaterial>; 4],
    mat_mesh: Handle<Mesh>,
    /// Disc, triangle, square, diamond (lying flat).
    shapes: [Handle<Mesh>; 4],
    counter: Handle<Mesh>,
    counter_material: Handle<StandardMaterial>,
    bowl: Handle<Mesh>,
    bowl_material: Handle<StandardMaterial>,
}

/// The shape that stands for a colour beside its hue (index into `HomeLooks::shapes`): red disc,
/// yellow triangle, green square, blue diamond. The dice of a colour carry the same pips.
pub(crate) fn shape_of(color: HomeColor) -> usize {
    color.index()
}

/// A colour's shape drawn in its colour with a dark edge, `size` points high, for the HUD.
pub(crate) fn shape_icon(ui: &mut egui::Ui, color: HomeColor, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    paint_shape(ui.painter(), rect.center(), size, color);
}

/// A colour's shape centred at `c`, `size` points across, in its colour with a dark edge (the
/// HUD's icon, the guide's pictures).
pub(crate) fn paint_shape(painter: &egui::Painter, c: egui::Pos2, size: f32, color: HomeColor) {
    let r = size * 0.42;
    let fill = color32(color);
    let edge = egui::Stroke::new(1.5, egui::Color32::from_gray(20));
    let polygon = |n: usize, turn: f32, scale: f32| -> Vec<egui::Pos2> {
        (0..n)
            .map(|k| {
                let a = turn + k as f32 * std::f32::consts::TAU / n as f32;
                c + egui::vec2(a.cos(), a.sin()) * r * scale
            })
            .collect()
    };
    use std::f32::consts::{FRAC_PI_2, FRAC_PI_4};
    let points = match shape_of(color) {
        0 => {
            painter.circle(c, r * 0.9, fill, edge);
            return;
        }
        1 => polygon(3, -FRAC_PI_2, 1.15),
        2 => polygon(4, FRAC_PI_4, 1.1),
        _ => polygon(4, 0.0, 1.2),
    };
    painter.add(egui::Shape::convex_polygon(points, fill, edge));
}

/// A colour in egui.
pub(crate) fn color32(color: HomeColor) -> egui::Color32 {
    let [r, g, b] = HOME_RGB[color.index()];
    egui::Color32::from_rgb(r, g, b)
}

/// The counter's radius and thickness.
const COUNTER_R: f32 = 0.0075;
pub(crate) const COUNTER_H: f32 = 0.0028;

/// A flat shape of `sides` corners (0: a disc) of radius `r`, lying on the table.
fn flat_shape(sides: u32, r: f32, turn: f32) -> Mesh {
    let depth = 0.0016;
    let mut mesh = if sides == 0 {
        Cylinder::new(r, depth).mesh().resolution(32).build()
    } else {
        let polygon = RegularPolygon::new(r, sides);
        let mut m = Extrusion::new(polygon, depth).mesh().build();
        m.rotate_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
        m
    };
    mesh.rotate_by(Quat::from_rotation_y(turn));
    mesh
}

fn load_home_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut tinted = |color: HomeColor, mix: f32, rough: f32| {
        let [r, g, b] = HOME_RGB[color.index()];
        let c = Color::srgb_u8(r, g, b).mix(&Color::srgb(0.96, 0.94, 0.88), mix);
        materials.add(StandardMaterial { base_color: c, perceptual_roughness: rough, ..default() })
    };
    let tile = COLORS.map(|c| tinted(c, 0.72, 0.55));
    let band = COLORS.map(|c| tinted(c, 0.15, 0.7));
    let mat = COLORS.map(|c| tinted(c, 0.35, 0.9));
    let dark = materials.add(StandardMaterial {
        base_color: Color::srgb(0.1, 0.08, 0.07),
        perceptual_roughness: 0.4,
        ..default()
    });
    let ink = COLORS.map(|_| dark.clone());
    let r = 0.013;
    let shapes = [
        meshes.add(flat_shape(0, r * 0.85, 0.0)),
        meshes.add(flat_shape(3, r, 0.0)),
        meshes.add(flat_shape(4, r, std::f32::consts::FRAC_PI_4)),
        meshes.add(flat_shape(4, r, 0.0)),
    ];
    let counter_material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.93, 0.86, 0.66),
        perceptual_roughness: 0.45,
        clearcoat: 0.5,
        ..default()
    });
    let bowl_material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.35, 0.2, 0.1),
        perceptual_roughness: 0.35,
        clearcoat: 0.6,
        ..default()
    });
    commands.insert_resource(HomeLooks {
        tile,
        band,
        ink,
        mat,
        mat_mesh: meshes.add(Cuboid::new(crate::table::view::tabletop::layout::MAT_WIDTH, 0.002, 0.09)),
        shapes,
        counter: meshes.add(Cylinder::new(COUNTER_R, COUNTER_H).mesh().resolution(24).build()),
        counter_material,
        bowl: meshes.add(Torus::new(pieces::POT_HOLLOW_RADIUS_M, pieces::POT_RIM_RADIUS_M).mesh().build()),
        bowl_material,
    });
}

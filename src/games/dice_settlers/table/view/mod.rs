//! Dice Settlers at the table (window only): the hex map with its tiles, tents and houses; the
//! roll's dice lined up as the seat's pool; the HUD (prompt, the legal actions as buttons,
//! scoreboard, technology row, end triggers, log); the mouse on the map; results; the screenshot
//! script.

pub(crate) mod actions;
mod anchors;
mod bar;
pub(crate) mod guide_pictures;
pub(crate) mod hud;
pub(crate) mod input;
#[cfg(test)]
mod lesson_ring_tests;
pub(crate) mod map;
mod map_mat;
pub(crate) mod map_spots;
mod notices;
mod pad;
mod payer_choice;
mod piece_outline;
mod piece_places;
pub(crate) mod pointer;
#[cfg(test)]
mod pointer_tests;
pub(crate) mod pool;
pub(crate) mod results;
pub(crate) mod shots;
pub(crate) mod side_panels;
mod spot_buttons;
mod star_spot;
pub(crate) mod symbol_icons;
mod table_words;
pub(crate) mod tech_row;
pub(crate) mod terrain_pieces;
mod tile_drop;
mod turn_menu;

/// The HUD's panels alone (the headless layout test): the status, the action bar, the side panels
/// and the results screen.
pub(crate) fn hud_plugin(app: &mut App) {
    app.init_resource::<MapChoice>().add_plugins((
        hud::plugin,
        side_panels::plugin,
        symbol_icons::plugin,
        results::plugin,
    ));
}

use bevy::prelude::*;

use crate::games::dice_settlers::content::Terrain;
use crate::games::dice_settlers::rules::{Action, DiceSettlersState, Hex};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MapChoice>().add_systems(PreStartup, load_settlers_looks).add_plugins((
        (map::plugin, map_mat::plugin, map_spots::plugin, spot_buttons::plugin, terrain_pieces::plugin),
        tile_drop::plugin,
        pool::plugin,
        hud_plugin,
        input::plugin,
        shots::plugin,
        crate::table::view::match_view_plugin::<super::SettlersMatch>,
    ));
}

/// The gamepad and arrow keys at this table.
fn pad_plugin(app: &mut App) {
    crate::table::view::input::pad::table_plugin::<super::SettlersMatch>(app);
}

/// Dice Settlers' table input without the egui overlays (the mouse through picking, the keys, the
/// pad): for headless tests that inject mouse and keys.
pub(crate) fn input_plugin(app: &mut App) {
    app.add_plugins((input::plugin, pad_plugin));
}

/// What a person is choosing on the map: the starting tile picked from the draft hand.
#[derive(Resource, Default, Debug)]
pub(crate) struct MapChoice {
    pub(crate) hand_index: u8,
    /// The technology row is shown outside a person's action too.
    pub(crate) techs_open: bool,
    /// A die of the pool clicked to choose among what it may do (turn it to a symbol, pick it,
    /// keep it, re-roll it): the action bar lists those for it.
    pub(crate) die: Option<u8>,
    /// A free action clicked that ends the turn or costs points: the bar asks before it is sent.
    pub(crate) confirm: Option<Action>,
    /// An action clicked that leaves a choice to the player (who pays an adjustment, where a
    /// removed die comes from): the bar asks which.
    pub(crate) asking: Option<Action>,
}

/// The legal actions that use rolled die `die`: turning it, picking, keeping or re-rolling it.
pub(crate) fn die_uses(legal: &[Action], die: u8) -> Vec<Action> {
    legal
        .iter()
        .copied()
        .filter(|a| {
            matches!(a, Action::Turn { die: d, .. } | Action::Pick { die: d } | Action::Keep { die: d }
                | Action::ResourceReroll { die: d, .. } if *d == die)
        })
        .collect()
}

/// Where seat `s` of `n` has its place on a tile (its tents or house), as an angle round the
/// tile's middle (radians from +X toward +Z). The terrain pieces stand halfway between places.
/// The tile's words are printed at its top and bottom, so the places and pieces keep to the
/// sides: two seats sit on the diagonals, three at 0°, 120° and 240°, four 22.5° off the axes.
pub(crate) fn seat_angle(s: usize, n: usize) -> f32 {
    use std::f32::consts::{FRAC_PI_4, FRAC_PI_8, TAU};
    let turn = match n {
        2 => FRAC_PI_4,
        3 => 0.0,
        _ => FRAC_PI_8,
    };
    TAU * s as f32 / n.max(1) as f32 + turn
}

/// Centre to corner of a hex tile, metres.
pub(crate) const HEX_R_M: f32 = 0.034;
/// Thickness of a tile, metres.
pub(crate) const TILE_H_M: f32 = 0.006;
/// Where the middle of the map lies on the table (right of the dice tray).
pub(crate) const MAP_CENTRE: Vec3 = Vec3::new(0.62, 0.0, -0.03);
/// The map's left edge stays this far right, clear of the tray's wall.
pub(crate) const MAP_LEFT_LIMIT_M: f32 = 0.36;
/// The room the overview keeps for the map round its middle: half its width (x) and depth (z), metres.
const MAP_ROOM_HALF_M: Vec2 = Vec2::new(0.13, 0.14);

/// Where the map lies, as the camera's overview frames it (the placement view frames the map
/// itself: `pool`).
pub(crate) fn map_area() -> Option<crate::table::view::tabletop::board_area::BoardArea> {
    Some(crate::table::view::tabletop::board_area::BoardArea {
        plate: (MAP_CENTRE, MAP_ROOM_HALF_M),
        cells: Vec::new(),
        beside: Vec::new(),
    })
}

/// A hex's centre relative to the map's origin (pointy-top tiles).
pub(crate) fn hex_offset(h: Hex) -> Vec3 {
    let (q, r) = (f32::from(h.q), f32::from(h.r));
    Vec3::new(HEX_R_M * 3f32.sqrt() * (q + r / 2.0), 0.0, HEX_R_M * 1.5 * r)
}

/// Where the map's origin lies so that `hexes` are centred on [`MAP_CENTRE`] (left edge clear of the tray).
pub(crate) fn map_origin(hexes: impl Iterator<Item = Hex>) -> Vec3 {
    let (lo, hi) = hexes
        .map(hex_offset)
        .fold((Vec3::splat(f32::MAX), Vec3::splat(f32::MIN)), |(lo, hi), p| (lo.min(p), hi.max(p)));
    if lo.x > hi.x {
        return MAP_CENTRE;
    }
    let mut origin = MAP_CENTRE - (lo + hi) / 2.0;
    origin.y = 0.0;
    let left = origin.x + lo.x - HEX_R_M;
    if left < MAP_LEFT_LIMIT_M {
        origin.x += MAP_LEFT_LIMIT_M - left;
    }
    origin
}

/// Where hex `at` lies on the table once the map has slid to its place (its root at [`map_origin`]).
pub(crate) fn map_point(state: &DiceSettlersState, at: Hex) -> Vec3 {
    map_origin(state.map().iter().map(|p| p.at)) + hex_offset(at)
}

/// A terrain's colour on the tiles (sRGB).
pub(crate) fn terrain_rgb(t: Terrain) -> [u8; 3] {
    match t {
        Terrain::Grassland => [176, 196, 92],
        Terrain::Forest => [52, 110, 58],
        Terrain::Hills => [168, 112, 62],
        Terrain::Mountain => [128, 138, 152],
        Terrain::Desert => [226, 190, 118],
    }
}

/// Meshes and materials of Dice Settlers' pieces.
#[derive(Resource)]
pub(crate) struct SettlersLooks {
    pub(crate) hex: Handle<Mesh>,
    pub(crate) rim: Handle<Mesh>,
    pub(crate) terrain: [Handle<StandardMaterial>; 5],
    pub(crate) tent: Handle<Mesh>,
    /// A dark footprint under each tent, so tents of a colour near a terrain's still stand out.
    pub(crate) footprint: Handle<Mesh>,
    pub(crate) shadow: Handle<StandardMaterial>,
    /// The dark outline every seat piece on the map wears.
    pub(crate) outline: Handle<StandardMaterial>,
    pub(crate) house: Handle<Mesh>,
    pub(crate) roof: Handle<Mesh>,
    pub(crate) spot: Handle<StandardMaterial>,
    pub(crate) target: Handle<StandardMaterial>,
    /// The spot and the tile under the pointer, brighter.
    pub(crate) spot_hover: Handle<StandardMaterial>,
    pub(crate) target_hover: Handle<StandardMaterial>,
    pub(crate) mat: Handle<Mesh>,
}

fn load_settlers_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let terrain = Terrain::ALL.map(|t| {
        let [r, g, b] = terrain_rgb(t);
        materials.add(StandardMaterial { base_color: Color::srgb_u8(r, g, b), perceptual_roughness: 0.8, ..default() })
    });
    let hex = |r: f32, h: f32| {
        let mut m = Extrusion::new(RegularPolygon::new(r, 6), h).mesh().build();
        m.rotate_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
        m.translate_by(Vec3::Y * h / 2.0);
        m
    };
    let mut glow = |c: LinearRgba| {
        materials.add(StandardMaterial {
            base_color: Color::srgba(0.0, 0.0, 0.0, 0.6),
            emissive: c,
            alpha_mode: AlphaMode::Blend,
            ..default()
        })
    };
    let spot = glow(LinearRgba::rgb(0.4, 5.0, 1.2));
    let target = glow(LinearRgba::rgb(5.0, 3.2, 0.3));
    let spot_hover = glow(LinearRgba::rgb(3.0, 14.0, 5.0));
    let target_hover = glow(LinearRgba::rgb(14.0, 10.0, 2.0));
    commands.insert_resource(SettlersLooks {
        hex: meshes.add(hex(HEX_R_M * 0.96, TILE_H_M)),
        rim: meshes.add(hex(HEX_R_M * 1.0, TILE_H_M * 0.7)),
        terrain,
        tent: meshes.add(Cone::new(piece_places::TENT_R_M, piece_places::TENT_H_M).mesh().resolution(3).build()),
        footprint: meshes.add(Cylinder::new(piece_places::FOOTPRINT_R_M, 0.0008)),
        shadow: materials.add(StandardMaterial {
            base_color: Color::srgb_u8(
                piece_outline::OUTLINE_RGB[0],
                piece_outline::OUTLINE_RGB[1],
                piece_outline::OUTLINE_RGB[2],
            ),
            perceptual_roughness: 0.9,
            ..default()
        }),
        outline: piece_outline::outline_material(&mut materials),
        house: meshes.add(Cuboid::new(piece_places::HOUSE_W_M, piece_places::HOUSE_H_M, piece_places::HOUSE_W_M)),
        roof: meshes.add(Cone::new(piece_places::ROOF_R_M, piece_places::ROOF_H_M).mesh().resolution(4).build()),
        spot,
        target,
        spot_hover,
        target_hover,
        mat: meshes.add(Cuboid::new(crate::table::view::tabletop::layout::MAT_WIDTH, 0.002, 0.07)),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Neighbouring hexes lie a tile's width apart (so that tiles, and the pads a click finds
    /// them by, meet without overlapping), and the map keeps clear of the tray.
    #[test]
    fn neighbouring_hexes_meet_and_the_map_keeps_clear_of_the_tray() {
        let width = HEX_R_M * 3f32.sqrt();
        for (q, r) in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)] {
            let d = hex_offset(Hex::new(2 + q, -1 + r)).distance(hex_offset(Hex::new(2, -1)));
            assert!((d - width).abs() < 1e-6, "({q}, {r}): {d} m apart");
        }
        let origin = map_origin([Hex::new(-4, 0), Hex::new(2, 0)].into_iter());
        assert!(origin.x + hex_offset(Hex::new(-4, 0)).x - HEX_R_M >= MAP_LEFT_LIMIT_M - 1e-4);
    }
}

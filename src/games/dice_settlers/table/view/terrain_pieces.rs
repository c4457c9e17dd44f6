//! Each map tile carries small pieces of its terrain, so it reads as land and not as a coloured
//! hex: firs on forest, tufts on grassland, mounds on hills, peaks on mountains, dunes on desert.
//! They stand near the tile's edge between the seats' places (tents and houses keep theirs).

use bevy::prelude::*;

use super::{HEX_R_M, TILE_H_M, terrain_rgb};
use crate::games::dice_settlers::content::Terrain;

/// How far from a tile's middle its terrain pieces stand (a share of the hex's radius).
const PIECE_RING: f32 = 0.62;

/// A terrain's piece: its mesh, its material, the scale it is drawn at (x, y, z), and how high its
/// middle stands on the tile (a cone on its base; a sphere half sunk), metres.
#[derive(Resource)]
pub(crate) struct TerrainPieces {
    looks: [(Handle<Mesh>, Handle<StandardMaterial>, Vec3, f32); 5],
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_pieces);
}

fn load_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut shaded = |t: Terrain, darker: f32| {
        let [r, g, b] = terrain_rgb(t).map(|c| (f32::from(c) * darker) as u8);
        materials.add(StandardMaterial { base_color: Color::srgb_u8(r, g, b), perceptual_roughness: 0.85, ..default() })
    };
    let fir = meshes.add(Cone::new(0.0042, 0.013).mesh().resolution(8).build());
    let tuft = meshes.add(Cone::new(0.003, 0.005).mesh().resolution(5).build());
    let mound = meshes.add(Sphere::new(0.0062).mesh().uv(10, 6));
    let peak = meshes.add(Cone::new(0.0068, 0.012).mesh().resolution(4).build());
    let dune = meshes.add(Sphere::new(0.006).mesh().uv(10, 6));
    let looks = Terrain::ALL.map(|t| match t {
        Terrain::Grassland => (tuft.clone(), shaded(t, 0.72), Vec3::ONE, 0.0025),
        Terrain::Forest => (fir.clone(), shaded(t, 0.62), Vec3::ONE, 0.0065),
        Terrain::Hills => (mound.clone(), shaded(t, 0.82), Vec3::new(1.0, 0.55, 1.0), 0.0),
        Terrain::Mountain => (peak.clone(), shaded(t, 0.75), Vec3::ONE, 0.006),
        Terrain::Desert => (dune.clone(), shaded(t, 0.9), Vec3::new(1.3, 0.35, 0.8), 0.0),
    });
    commands.insert_resource(TerrainPieces { looks });
}

/// Where a tile's terrain pieces stand (on its top, relative to its middle) at a table of `seats`:
/// halfway between the seats' places, near the edge.
pub(crate) fn piece_places(seats: usize) -> Vec<Vec3> {
    let n = seats.max(2);
    (0..n)
        .map(|s| {
            let angle = super::seat_angle(s, n) + std::f32::consts::PI / n as f32;
            Vec3::new(angle.cos(), 0.0, angle.sin()) * HEX_R_M * PIECE_RING + Vec3::Y * TILE_H_M
        })
        .collect()
}

/// Put `terrain`'s pieces on the tile `tile` (its children) at a table of `seats`.
pub(crate) fn decorate(commands: &mut Commands, pieces: &TerrainPieces, tile: Entity, terrain: Terrain, seats: usize) {
    let (mesh, material, scale, lift) = &pieces.looks[terrain.index()];
    for (k, at) in piece_places(seats).into_iter().enumerate() {
        commands.spawn((
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at + Vec3::Y * *lift)
                .with_rotation(Quat::from_rotation_y(0.7 * k as f32))
                .with_scale(*scale),
            ChildOf(tile),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_places_keep_clear_of_the_tiles_words() {
        for seats in 2..=4 {
            for s in 0..seats {
                let angle = super::super::seat_angle(s, seats);
                // Radians off the ±Z axis, where the star values and the printed line are.
                let off_axis = angle.cos().asin().abs();
                assert!(off_axis > 0.35, "{seats} seats: seat {s}'s place at {angle} rad");
            }
        }
    }

    #[test]
    fn terrain_pieces_stand_on_the_tile_clear_of_the_seats_places() {
        for seats in 2..=4 {
            for at in piece_places(seats) {
                // Inside the hex (its inner radius), with room for the piece.
                assert!(at.xz().length() + 0.0065 < HEX_R_M * 3f32.sqrt() / 2.0, "{seats} seats: {at}");
                // Apart from every seat's tents and house (their row's middle, `map::sync_pieces`).
                for s in 0..seats {
                    let angle = super::super::seat_angle(s, seats);
                    let seat = Vec2::new(angle.cos(), angle.sin()) * HEX_R_M * 0.42;
                    assert!(at.xz().distance(seat) > 0.012, "{seats} seats: piece {at} by seat {s}");
                }
                // Clear of the tile's words, printed at its top and bottom (±Z).
                let off_axis = (at.x / at.xz().length()).asin().abs();
                assert!(off_axis > 0.35, "{seats} seats: piece {at} under the tile's words");
            }
        }
    }
}

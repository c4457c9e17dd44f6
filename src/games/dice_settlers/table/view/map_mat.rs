//! The cloth the map lies on: a dark mat under the tiles, as large as the map plus a margin and
//! growing with it, so the map sits on the table as a board does instead of floating on bare wood.

use bevy::prelude::*;

use super::map::MapRoot;
use super::{HEX_R_M, hex_offset};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::GameSet;
use crate::table::states::playing_with;

/// The mat reaches this far past the outermost tiles' middles, metres (a tile's radius and a hem).
const MAT_MARGIN_M: f32 = HEX_R_M + 0.018;
/// The mat's thickness, metres.
pub(crate) const MAT_THICK_M: f32 = 0.0015;
/// How quickly the mat grows to a new map's size (share of the way per second, eased).
const GROW_PER_S: f32 = 4.0;

/// The mat under the map (a child of the map's root).
#[derive(Component)]
struct MapMat;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_mat.in_set(GameSet::Animate).run_if(playing_with::<SettlersMatch>()));
}

/// The mat's middle and size (x, z) in the map root's frame for the tiles at `hexes`.
pub(crate) fn mat_extent(hexes: impl Iterator<Item = crate::games::dice_settlers::rules::Hex>) -> Option<(Vec3, Vec2)> {
    let (lo, hi) = hexes.map(hex_offset).fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| (lo.min(p), hi.max(p)));
    (lo.x <= hi.x).then(|| {
        // On the table (its top just above the wood, the tiles standing in it).
        let middle = ((lo + hi) / 2.0).with_y(MAT_THICK_M / 2.0);
        (middle, (hi - lo).xz() + Vec2::splat(2.0 * MAT_MARGIN_M))
    })
}

/// Spawn the mat under the map once it has a root; fit it to the map as tiles are placed.
#[allow(clippy::too_many_arguments)]
fn fit_mat(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    time: Res<Time<Real>>,
    roots: Query<Entity, With<MapRoot>>,
    mut mats: Query<&mut Transform, With<MapMat>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some((middle, size)) = mat_extent(m.state.map().iter().map(|p| p.at)) else { return };
    let want = Transform::from_translation(middle).with_scale(Vec3::new(size.x, MAT_THICK_M, size.y));
    let Ok(mut mat) = mats.single_mut() else {
        let Ok(root) = roots.single() else { return };
        commands.spawn((
            MapMat,
            Mesh3d(meshes.add(Cuboid::new(1.0, 1.0, 1.0))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: Color::srgb(0.17, 0.24, 0.2),
                perceptual_roughness: 0.95,
                ..default()
            })),
            want,
            ChildOf(root),
        ));
        return;
    };
    let k = 1.0 - (-GROW_PER_S * time.delta_secs()).exp();
    mat.translation = mat.translation.lerp(want.translation, k);
    mat.scale = mat.scale.lerp(want.scale, k);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::rules::Hex;

    #[test]
    fn the_mat_lies_under_every_tile_with_a_hem() {
        let hexes = [Hex::new(0, 0), Hex::new(1, 0), Hex::new(0, 1), Hex::new(-2, 1)];
        let (middle, size) = mat_extent(hexes.into_iter()).expect("a map");
        for h in hexes {
            let p = hex_offset(h).xz() - middle.xz();
            assert!(p.x.abs() + HEX_R_M < size.x / 2.0 && p.y.abs() + HEX_R_M < size.y / 2.0, "{h:?} on the mat");
        }
        assert!(
            middle.y - MAT_THICK_M / 2.0 >= 0.0 && middle.y + MAT_THICK_M / 2.0 < super::super::TILE_H_M,
            "on the table, under the tiles' tops"
        );
        assert!(mat_extent(std::iter::empty()).is_none(), "no map, no mat");
    }
}

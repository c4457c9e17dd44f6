//! A new tile drops into its place on the map at the size it will have there: while it flies
//! (closer to the camera than the map), it is scaled by its distance to the camera over its
//! final place's, so that on the screen it neither swells nor shrinks.

use bevy::prelude::*;

use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::GameSet;
use crate::table::states::playing_with;
use crate::table::view::tabletop::camera::TableCamera;
use crate::table::view::tabletop::flight::Flight;

/// Seconds a new tile takes to drop into place.
const TILE_DROP_S: f32 = 0.6;
/// Where a new tile starts from, above and in front of its place, metres.
const DROP_FROM_M: Vec3 = Vec3::new(0.0, 0.15, 0.1);

/// A tile dropping to `to` (in its parent's frame, the map's root).
#[derive(Component)]
struct Dropping {
    to: Vec3,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keep_final_size
            .in_set(GameSet::Animate)
            .after(crate::table::view::tabletop::flight::fly)
            .run_if(playing_with::<SettlersMatch>()),
    );
}

/// What a new tile at `to` (the map root's frame) starts with: its place in the air, its flight.
pub(super) fn drop_to(to: Vec3) -> impl Bundle {
    (
        Transform::from_translation(to + DROP_FROM_M),
        Flight::new(to + DROP_FROM_M, to, TILE_DROP_S, false),
        Dropping { to },
    )
}

/// The scale that shows a tile at `now` as large as at `place`, seen from `eye`.
fn final_size_scale(eye: Vec3, now: Vec3, place: Vec3) -> f32 {
    eye.distance(now) / eye.distance(place).max(1e-4)
}

fn keep_final_size(
    mut commands: Commands,
    cameras: Query<&GlobalTransform, With<TableCamera>>,
    parents: Query<&GlobalTransform, Without<Dropping>>,
    mut tiles: Query<(Entity, &Dropping, &mut Transform, &ChildOf, Has<Flight>)>,
) {
    let eye = cameras.single().map(|g| g.translation()).ok();
    for (entity, dropping, mut transform, parent, flying) in &mut tiles {
        let frame = parents.get(parent.parent()).copied().unwrap_or_default();
        let scale = match (eye, flying) {
            (Some(eye), true) => {
                final_size_scale(eye, frame.transform_point(transform.translation), frame.transform_point(dropping.to))
            }
            _ => 1.0,
        };
        transform.scale = Vec3::splat(scale);
        if !flying {
            commands.entity(entity).remove::<Dropping>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::table::view::{HEX_R_M, MAP_CENTRE};
    use crate::table::view::tabletop::framing::pose_over;

    /// Seen from the placement view over a small map, a tile at the start of its drop shows as
    /// large as in its place (its radius on the screen over its distance, to within 1 %), where
    /// unscaled it would swell by more than a tenth.
    #[test]
    fn a_dropping_tile_shows_at_its_final_size() {
        let points: Vec<Vec3> = [-1.0, 1.0]
            .iter()
            .flat_map(|&x| [-1.0, 1.0].map(|z| MAP_CENTRE + Vec3::new(x, 0.0, z) * 2.0 * HEX_R_M))
            .collect();
        let eye = pose_over(&points, 16.0 / 9.0, Rect::new(-0.9, -0.88, 0.9, 0.88)).eye;
        let place = MAP_CENTRE;
        let start = place + DROP_FROM_M;
        let seen = |at: Vec3, scale: f32| HEX_R_M * scale / eye.distance(at);
        let unscaled = seen(start, 1.0) / seen(place, 1.0);
        assert!(unscaled > 1.1, "the drop starts nearer the camera ({unscaled:.2})");
        for k in 0..=10 {
            let at = start.lerp(place, k as f32 / 10.0);
            let ratio = seen(at, final_size_scale(eye, at, place)) / seen(place, 1.0);
            assert!((ratio - 1.0).abs() < 0.01, "step {k}: {ratio:.3}");
        }
    }
}

//! Bevy's own picking for table pieces (`MeshPickingPlugin`): only entities marked `Pickable`
//! are tried, whether drawn or not (a game may lay invisible pads over what it wants clicked), and
//! only through the scene's camera. A game's input reads what the mouse is over from Bevy's
//! `HoverMap`, built in `PreUpdate` from this frame's pointer.

use bevy::camera::primitives::{Aabb, MeshAabb};
use bevy::picking::Pickable;
use bevy::picking::hover::HoverMap;
use bevy::picking::mesh_picking::MeshPickingSettings;
use bevy::picking::mesh_picking::ray_cast::RayCastVisibility;
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;

/// The picking settings every table shares (the window app adds `MeshPickingPlugin` itself, the
/// headless input tests add it with the rest of picking).
pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(MeshPickingSettings { require_markers: true, ray_cast_visibility: RayCastVisibility::Any });
}

/// An invisible, pickable flat pad of `size` (x by z, in metres): what a click on a spot of the
/// table hits. Spawn it with a marker saying what it stands for, at the spot's place.
pub(crate) fn pad(meshes: &mut Assets<Mesh>, size: Vec2) -> impl Bundle + Clone {
    let mesh = Mesh::from(Cuboid::new(size.x, 0.001, size.y));
    let aabb: Aabb = mesh.compute_aabb().unwrap_or_default();
    (Mesh3d(meshes.add(mesh)), aabb, Pickable::default(), Visibility::Hidden)
}

/// The first entity under the mouse that `targets` has, with its item.
pub(crate) fn under_mouse<'a, D: bevy::ecs::query::QueryData, F: bevy::ecs::query::QueryFilter>(
    hover: &HoverMap,
    targets: &'a Query<D, F>,
) -> Option<bevy::ecs::query::ROQueryItem<'a, 'a, D>> {
    hover.get(&PointerId::Mouse)?.keys().find_map(|&e| targets.get(e).ok())
}

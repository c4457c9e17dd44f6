//! Bevy's own picking for table pieces (`MeshPickingPlugin`): only entities marked `Pickable`
//! are tried, whether drawn or not (a game lays invisible pick shapes over what it wants clicked:
//! pads over spots of the table, boxes round dice and a cylinder round the cup as their children,
//! which headless tests hit as the window does), and only through the scene's camera. A game's
//! input hears presses and drops through observers on its shapes (`Pointer<Press>`,
//! `Pointer<DragDrop>`, ...) or reads what the mouse is over from Bevy's `HoverMap`, both built in
//! `PreUpdate` from this frame's pointer.

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
    pick_shape(meshes, Cuboid::new(size.x, 0.001, size.y), Pickable::default())
}

/// An invisible, pickable `shape` standing for a piece that moves (a box round a die, a cylinder
/// round a cup): spawned as the piece's child it follows it, drawn or not (headless there are no
/// drawn meshes to hit). `pickable` says whether what lies behind it is hit too
/// ([`see_through`]).
pub(crate) fn pick_shape(meshes: &mut Assets<Mesh>, shape: impl Into<Mesh>, pickable: Pickable) -> impl Bundle + Clone {
    let mesh: Mesh = shape.into();
    let aabb: Aabb = mesh.compute_aabb().unwrap_or_default();
    (Mesh3d(meshes.add(mesh)), aabb, pickable, Visibility::Hidden)
}

/// Hovered and pressed without hiding what lies behind (a die over a board's row, a die held
/// above one while dragged): a game's input then chooses among all that is under the pointer.
pub(crate) fn see_through() -> Pickable {
    Pickable { should_block_lower: false, is_hoverable: true }
}

/// The first entity under the mouse that `targets` has, with its item.
pub(crate) fn under_mouse<'a, D: bevy::ecs::query::QueryData, F: bevy::ecs::query::QueryFilter>(
    hover: &HoverMap,
    targets: &'a Query<D, F>,
) -> Option<bevy::ecs::query::ROQueryItem<'a, 'a, D>> {
    hover.get(&PointerId::Mouse)?.keys().find_map(|&e| targets.get(e).ok())
}

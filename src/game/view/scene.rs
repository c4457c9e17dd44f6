//! The room: camera framing the tray, the board and the seats; a sun with shadows, a lamp, and the
//! wooden table top everything stands on.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

use super::Looks;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.05, 0.05, 0.07)))
        .insert_resource(GlobalAmbientLight { color: Color::srgb(1.0, 0.95, 0.85), brightness: 450.0, ..default() })
        .add_systems(Startup, setup);
}

fn setup(mut commands: Commands, looks: Res<Looks>, mut meshes: ResMut<Assets<Mesh>>) {
    commands.spawn((
        DirectionalLight { illuminance: 8_000.0, shadow_maps_enabled: true, ..default() },
        CascadeShadowConfigBuilder { maximum_distance: 3.0, first_cascade_far_bound: 1.2, ..default() }.build(),
        Transform::from_xyz(-0.4, 1.2, 0.5).looking_at(Vec3::new(0.3, 0.0, 0.0), Vec3::Y),
    ));
    commands.spawn((
        PointLight { intensity: 60_000.0, range: 4.0, shadow_maps_enabled: false, ..default() },
        Transform::from_xyz(0.4, 0.9, 0.2),
    ));
    // The table top under the tray, the board and the seats.
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(3.0, 0.02, 2.0))),
        MeshMaterial3d(looks.wood.clone()),
        Transform::from_xyz(0.3, -0.0105, 0.0),
    ));
}

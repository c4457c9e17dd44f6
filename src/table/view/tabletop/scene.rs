//! The room: a warm key light with soft shadows and a cool fill, the room's own light (a lamp-lit
//! ceiling, wooden walls, a dark floor) for the camera so dice and chips catch reflections, the
//! oiled wooden table the tray, board and seats stand on, the plank floor and the panelled wall;
//! the tray only where the game throws in it.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

use crate::table::dice::table_look::Surfaces;
use crate::table::dice::{DiceCup, TablePart};
use crate::table::view::tabletop::camera::TableCamera;

/// The table top: centre and size, metres (its top face half a millimetre under the tray's felt,
/// which lies at y = 0: level with it, the two faces would fight over the same pixels).
const TABLE_CENTRE: Vec3 = Vec3::new(0.3, -0.0205, 0.2);
const TABLE_SIZE: Vec3 = Vec3::new(2.6, 0.04, 1.7);
/// Height of the table top above the floor, metres.
const TABLE_HEIGHT_M: f32 = 0.76;
/// Distance from the table's far edge to the wall behind it, metres.
const WALL_GAP_M: f32 = 1.1;

/// Light reaching everything from everywhere (on top of the room's light), cd/m².
const AMBIENT_CD_M2: f32 = 150.0;
/// The room's light as the camera sees it reflected: the lamp-lit ceiling above, the wooden
/// walls round the horizon, the dark floor below; and its strength, cd/m².
const ROOM_CEILING: Color = Color::srgb(1.0, 0.86, 0.66);
const ROOM_WALLS: Color = Color::srgb(0.36, 0.25, 0.17);
const ROOM_FLOOR: Color = Color::srgb(0.1, 0.07, 0.05);
const ROOM_LIGHT_CD_M2: f32 = 350.0;

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Color::srgb(0.03, 0.025, 0.02)))
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.9, 0.78),
            brightness: AMBIENT_CD_M2,
            ..default()
        })
        .add_systems(Startup, setup)
        .add_systems(Update, show_the_tray.in_set(crate::table::GameSet::Animate))
        .add_observer(light_the_room);
}

/// The middle tray and its cup stand on the table only for a game that throws there
/// (`TableHooks::tray`): at Liar's Dice, where each seat throws under its own cup, they would take
/// the middle of the view and mean nothing.
fn show_the_tray(
    on_table: Option<Res<crate::table::table_game::OnTable>>,
    mut parts: Query<&mut Visibility, Or<(With<TablePart>, With<DiceCup>)>>,
) {
    let shown = crate::table::view::tabletop::board_area::tray_on_table(on_table.as_deref());
    let visibility = if shown { Visibility::Inherited } else { Visibility::Hidden };
    for mut part in &mut parts {
        part.set_if_neq(visibility);
    }
}

/// The table camera sees the room's light: reflections on dice, chips and the cup, and a softer
/// fill from above than from the floor.
fn light_the_room(add: On<Add, TableCamera>, mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let mut room = EnvironmentMapLight::hemispherical_gradient(&mut images, ROOM_CEILING, ROOM_WALLS, ROOM_FLOOR);
    room.intensity = ROOM_LIGHT_CD_M2;
    commands.entity(add.entity).insert(room);
}

fn setup(
    mut commands: Commands,
    surfaces: Res<Surfaces>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // Key: a warm lamp high to the left, its shadows softened by the shadow filter.
    commands.spawn((
        DirectionalLight {
            color: Color::srgb(1.0, 0.9, 0.75),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        CascadeShadowConfigBuilder { maximum_distance: 3.0, first_cascade_far_bound: 1.2, ..default() }.build(),
        Transform::from_xyz(-0.5, 1.3, 0.6).looking_at(Vec3::new(0.3, 0.0, 0.0), Vec3::Y),
    ));
    // Fill: a cooler light from the right so shadows are not black.
    commands.spawn((
        PointLight {
            color: Color::srgb(0.8, 0.88, 1.0),
            intensity: 45_000.0,
            range: 5.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(1.2, 1.1, 0.9),
    ));
    // A lamp over the table, warm, for the highlights on dice and chips.
    commands.spawn((
        PointLight { color: Color::srgb(1.0, 0.85, 0.6), intensity: 40_000.0, range: 3.0, ..default() },
        Transform::from_xyz(0.3, 1.0, -0.2),
    ));
    // The table top and its rounded front and back edges.
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::from_size(TABLE_SIZE))),
        MeshMaterial3d(surfaces.table.clone()),
        Transform::from_translation(TABLE_CENTRE),
    ));
    let edge = meshes.add(Cylinder::new(TABLE_SIZE.y / 2.0 + 0.006, TABLE_SIZE.x).mesh().resolution(16));
    for side in [-1.0, 1.0] {
        commands.spawn((
            Mesh3d(edge.clone()),
            MeshMaterial3d(surfaces.table.clone()),
            Transform::from_translation(TABLE_CENTRE + Vec3::Z * side * TABLE_SIZE.z / 2.0)
                .with_rotation(Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)),
        ));
    }
    // The floor, and the wall behind with a darker wainscot.
    let floor_y = -TABLE_HEIGHT_M;
    commands.spawn((
        Mesh3d(meshes.add(Plane3d::default().mesh().size(8.0, 8.0))),
        MeshMaterial3d(surfaces.floor.clone()),
        Transform::from_xyz(0.3, floor_y, 0.0),
    ));
    let wall_z = TABLE_CENTRE.z - TABLE_SIZE.z / 2.0 - WALL_GAP_M;
    let plaster = materials.add(StandardMaterial {
        base_color: Color::srgb(0.42, 0.3, 0.22),
        perceptual_roughness: 0.9,
        ..default()
    });
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(8.0, 3.0, 0.05))),
        MeshMaterial3d(plaster),
        Transform::from_xyz(0.3, floor_y + 1.5, wall_z),
    ));
    commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(8.0, 0.9, 0.04))),
        MeshMaterial3d(surfaces.table.clone()),
        Transform::from_xyz(0.3, floor_y + 0.45, wall_z + 0.04),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::dice::{TablePartKind, tuning::CUP_REST_M};
    use crate::table::table_game::OnTable;

    /// The tray's felt and cup are drawn for a game that throws in the tray and for a table
    /// without a match, and hidden for Liar's Dice, whose seats throw under their own cups.
    #[test]
    fn the_tray_stands_only_for_a_game_that_throws_in_it() {
        let mut app = App::new();
        app.add_systems(Update, show_the_tray);
        let table = app.world_mut().spawn_empty().id();
        let parts = [
            app.world_mut()
                .spawn((TablePart { kind: TablePartKind::Felt, half_extents: Vec3::ONE }, Visibility::default()))
                .id(),
            app.world_mut()
                .spawn((DiceCup { table }, Transform::from_translation(Vec3::from(CUP_REST_M)), Visibility::default()))
                .id(),
        ];
        let shown = |app: &mut App, on_table: Option<GameId>| {
            if let Some(game) = on_table {
                app.insert_resource(OnTable(game));
            } else {
                app.world_mut().remove_resource::<OnTable>();
            }
            app.update();
            parts.map(|p| *app.world().get::<Visibility>(p).unwrap() != Visibility::Hidden)
        };
        assert_eq!(shown(&mut app, None), [true; 2], "no match: the tray stands");
        assert_eq!(shown(&mut app, Some(GameId::LIARS_DICE)), [false; 2], "Liar's Dice: no tray, no cup");
        assert_eq!(shown(&mut app, Some(GameId::ROYAL_CASINO)), [true; 2], "Royal Casino throws in the tray");
    }
}

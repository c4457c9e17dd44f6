//! Looks only (never added headless): meshes and materials for dice with modelled pips, felt,
//! walls and the cup. Physics never reads anything from here.

use bevy::prelude::*;

use super::faces::FACES;
use super::table::cup_parts;
use super::tuning::*;
use super::{DiceCup, Die, DieLook, TablePart, TablePartKind};

/// Height of the drawn rim of a table's walls, metres (looks only).
const WALL_RIM_M: f32 = 0.03;

/// Meshes and materials for everything [`super::DicePlugin`] spawns.
pub struct DiceRenderPlugin;

impl Plugin for DiceRenderPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, load_looks).add_systems(Update, (dress_dice, dress_tables, dress_cups));
    }
}

#[derive(Resource)]
struct Looks {
    die: Handle<Mesh>,
    pip: Handle<Mesh>,
    ivory: Handle<StandardMaterial>,
    ink: Handle<StandardMaterial>,
    felt: Handle<StandardMaterial>,
    wood: Handle<StandardMaterial>,
    leather: Handle<StandardMaterial>,
}

fn load_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut material = |color: Color, roughness: f32| {
        materials.add(StandardMaterial { base_color: color, perceptual_roughness: roughness, ..default() })
    };
    let looks = Looks {
        die: meshes.add(Cuboid::from_length(DIE_SIZE_M)),
        pip: meshes.add(Sphere::new(DIE_SIZE_M * 0.09).mesh().uv(12, 8)),
        ivory: material(Color::srgb(0.95, 0.93, 0.86), 0.25),
        ink: material(Color::srgb(0.05, 0.05, 0.08), 0.5),
        felt: material(Color::srgb(0.05, 0.35, 0.15), 0.95),
        wood: material(Color::srgb(0.35, 0.2, 0.1), 0.6),
        leather: material(Color::srgb(0.3, 0.12, 0.06), 0.7),
    };
    commands.insert_resource(looks);
}

/// Pip positions on a face showing `value`, in units of the pip spacing.
pub fn pip_layout(value: u8) -> &'static [(f32, f32)] {
    match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (-1.0, 1.0), (0.0, 0.0), (1.0, -1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (-1.0, 0.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 0.0), (1.0, 1.0)],
    }
}

fn dress_dice(mut commands: Commands, looks: Res<Looks>, dice: Query<Entity, Or<(Added<Die>, Added<DieLook>)>>) {
    for die in &dice {
        commands.entity(die).insert((Mesh3d(looks.die.clone()), MeshMaterial3d(looks.ivory.clone()))).with_children(
            |parent| {
                for (value, normal) in FACES {
                    let u = if normal.y.abs() > 0.5 { Vec3::X } else { Vec3::Y };
                    let v = normal.cross(u);
                    for &(a, b) in pip_layout(value) {
                        let at = normal * DIE_SIZE_M * 0.5 + (u * a + v * b) * DIE_SIZE_M * 0.27;
                        parent.spawn((
                            Mesh3d(looks.pip.clone()),
                            MeshMaterial3d(looks.ink.clone()),
                            Transform::from_translation(at)
                                .with_rotation(Quat::from_rotation_arc(Vec3::Y, normal))
                                .with_scale(Vec3::new(1.0, 0.25, 1.0)),
                        ));
                    }
                }
            },
        );
    }
}

fn dress_tables(
    mut commands: Commands,
    looks: Res<Looks>,
    mut meshes: ResMut<Assets<Mesh>>,
    parts: Query<(Entity, &TablePart), Added<TablePart>>,
) {
    for (entity, part) in &parts {
        let material = match part.kind {
            TablePartKind::Felt => looks.felt.clone(),
            TablePartKind::Wall => looks.wood.clone(),
            // The lid is clear: no mesh.
            TablePartKind::Lid => continue,
        };
        if part.kind == TablePartKind::Wall {
            // Only a low rim is drawn: the rest of the wall is clear (it would hide the felt from
            // a camera looking down at an angle); the collider keeps its full height.
            let size = Vec3::new(part.half_extents.x, WALL_RIM_M / 2.0, part.half_extents.z) * 2.0;
            let mesh = meshes.add(Cuboid::from_size(size));
            let drop = Vec3::Y * (WALL_RIM_M / 2.0 - part.half_extents.y);
            commands.entity(entity).insert(Visibility::default()).with_child((
                Mesh3d(mesh),
                MeshMaterial3d(material),
                Transform::from_translation(drop),
            ));
            continue;
        }
        let mesh = meshes.add(Cuboid::from_size(part.half_extents * 2.0));
        commands.entity(entity).insert((Mesh3d(mesh), MeshMaterial3d(material)));
    }
}

fn dress_cups(
    mut commands: Commands,
    looks: Res<Looks>,
    mut meshes: ResMut<Assets<Mesh>>,
    cups: Query<Entity, Added<DiceCup>>,
) {
    for cup in &cups {
        commands.entity(cup).insert(Visibility::default()).with_children(|parent| {
            for (centre, rotation, half) in cup_parts() {
                parent.spawn((
                    Mesh3d(meshes.add(Cuboid::from_size(half * 2.0))),
                    MeshMaterial3d(looks.leather.clone()),
                    Transform::from_translation(centre).with_rotation(rotation),
                ));
            }
        });
    }
}

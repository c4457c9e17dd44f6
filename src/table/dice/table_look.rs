//! Looks of the tray and cup (window only): felt and wood from generated textures, a rim drawn
//! on the walls, a round leather cup with a brass rim. [`Surfaces`] serves the room too.

use bevy::image::ImageAddressMode;
use bevy::math::Affine2;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

use super::face_art::mips;
use super::render::mipped_image;
use super::surfaces::{SURFACE_PX, Surface, felt, leather, wood};
use super::tuning::*;
use super::{DiceCup, TablePart, TablePartKind};

/// Metres one felt texture tile covers.
const FELT_TILE_M: f32 = 0.12;

/// Materials with generated textures, for the tray and cup here and the room in the view.
#[derive(Resource)]
pub struct Surfaces {
    pub felt: Handle<StandardMaterial>,
    /// The tray's rails: warm polished wood.
    pub rail: Handle<StandardMaterial>,
    /// The big table top: darker oiled wood.
    pub table: Handle<StandardMaterial>,
    /// The floor's planks.
    pub floor: Handle<StandardMaterial>,
    pub leather: Handle<StandardMaterial>,
    pub brass: Handle<StandardMaterial>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_surfaces).add_systems(Update, (dress_tables, dress_cups));
}

fn srgb(r: f32, g: f32, b: f32) -> Vec3 {
    Vec3::new(r, g, b)
}

fn load_surfaces(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut textured = |surface: Surface, roughness: f32, clearcoat: f32, tiles: Vec2| {
        let size = (SURFACE_PX, SURFACE_PX);
        let image = |data: Vec<u8>, format, normals| {
            mipped_image(mips(data, size.0, size.1, normals), size, format, ImageAddressMode::Repeat)
        };
        materials.add(StandardMaterial {
            base_color_texture: Some(images.add(image(surface.colour, TextureFormat::Rgba8UnormSrgb, false))),
            normal_map_texture: Some(images.add(image(surface.normal, TextureFormat::Rgba8Unorm, true))),
            perceptual_roughness: roughness,
            clearcoat,
            clearcoat_perceptual_roughness: 0.3,
            uv_transform: Affine2::from_scale(tiles),
            ..default()
        })
    };
    let felt_tiles = Vec2::new(TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M) * 2.0 / FELT_TILE_M;
    let surfaces = Surfaces {
        felt: textured(felt(srgb(0.07, 0.36, 0.2)), 0.95, 0.0, felt_tiles),
        rail: textured(wood(srgb(0.55, 0.3, 0.14), srgb(0.3, 0.14, 0.05)), 0.45, 0.5, Vec2::new(3.0, 0.5)),
        table: textured(wood(srgb(0.36, 0.2, 0.1), srgb(0.17, 0.08, 0.03)), 0.55, 0.25, Vec2::new(3.0, 6.0)),
        floor: textured(wood(srgb(0.3, 0.2, 0.13), srgb(0.14, 0.09, 0.06)), 0.7, 0.0, Vec2::new(8.0, 16.0)),
        leather: textured(leather(srgb(0.32, 0.12, 0.06)), 0.6, 0.2, Vec2::new(2.0, 1.0)),
        brass: materials.add(StandardMaterial {
            base_color: Color::srgb(0.78, 0.6, 0.3),
            metallic: 1.0,
            perceptual_roughness: 0.3,
            ..default()
        }),
    };
    commands.insert_resource(surfaces);
}

fn dress_tables(
    mut commands: Commands,
    surfaces: Res<Surfaces>,
    mut meshes: ResMut<Assets<Mesh>>,
    parts: Query<(Entity, &TablePart), Added<TablePart>>,
) {
    for (entity, part) in &parts {
        match part.kind {
            TablePartKind::Felt => {
                let mesh = meshes.add(Cuboid::from_size(part.half_extents * 2.0));
                commands.entity(entity).insert((Mesh3d(mesh), MeshMaterial3d(surfaces.felt.clone())));
            }
            TablePartKind::Wall => {
                // Only a low rim is drawn: the rest of the wall is clear (it would hide the felt
                // from a camera looking down at an angle); the collider keeps its full height.
                let size = Vec3::new(part.half_extents.x, WALL_RIM_M / 2.0, part.half_extents.z) * 2.0;
                let drop = Vec3::Y * (WALL_RIM_M / 2.0 - part.half_extents.y);
                // The grain runs along the rail: a rail along z is a rail along x turned a quarter.
                let along_z = size.z > size.x;
                let turn = if along_z { Quat::from_rotation_y(std::f32::consts::FRAC_PI_2) } else { Quat::IDENTITY };
                let mesh =
                    meshes.add(Cuboid::from_size(if along_z { Vec3::new(size.z, size.y, size.x) } else { size }));
                commands.entity(entity).insert(Visibility::default()).with_child((
                    Mesh3d(mesh),
                    MeshMaterial3d(surfaces.rail.clone()),
                    Transform::from_translation(drop).with_rotation(turn),
                ));
            }
            // The lid is clear: no mesh.
            TablePartKind::Lid => {}
        }
    }
}

/// The cup as drawn: a leather tube on the collider's walls, its floor, and a brass rim.
fn dress_cups(
    mut commands: Commands,
    surfaces: Res<Surfaces>,
    mut meshes: ResMut<Assets<Mesh>>,
    cups: Query<Entity, Added<DiceCup>>,
) {
    let (r, h, wall) = (CUP_RADIUS_M, CUP_HEIGHT_M, CUP_WALL_M);
    for cup in &cups {
        let tube = meshes.add(Extrusion::new(Annulus::new(r, r + wall), h).mesh().resolution(48));
        let floor = meshes.add(Cylinder::new(r + wall, wall).mesh().resolution(48));
        let rim =
            meshes.add(Torus::new(r - wall * 0.2, r + wall * 1.2).mesh().major_resolution(48).minor_resolution(8));
        commands.entity(cup).insert(Visibility::default()).with_children(|parent| {
            parent.spawn((
                Mesh3d(tube),
                MeshMaterial3d(surfaces.leather.clone()),
                // The extrusion runs along Z; stand it up.
                Transform::from_xyz(0.0, h / 2.0, 0.0)
                    .with_rotation(Quat::from_rotation_x(std::f32::consts::FRAC_PI_2)),
            ));
            parent.spawn((
                Mesh3d(floor),
                MeshMaterial3d(surfaces.leather.clone()),
                Transform::from_xyz(0.0, -wall / 2.0, 0.0),
            ));
            parent.spawn((Mesh3d(rim), MeshMaterial3d(surfaces.brass.clone()), Transform::from_xyz(0.0, h, 0.0)));
        });
    }
}

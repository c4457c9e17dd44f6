//! Looks only (never added headless): rounded dice with set-in faces drawn from their look's
//! data, felt, walls and the cup. Physics never reads anything from here.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::face_art::{ATLAS_PX, draw_atlas};
use super::look::{DiceLook, standard_looks};
use super::table::cup_parts;
use super::tuning::*;
use super::{DiceCup, Die, DieLook, DieStyle, TablePart, TablePartKind};

/// Height of the drawn rim of a table's walls, metres (looks only).
const WALL_RIM_M: f32 = 0.03;

/// Meshes and materials for everything [`super::DicePlugin`] spawns.
pub struct DiceRenderPlugin;

impl Plugin for DiceRenderPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreStartup, (load_looks, load_dice_looks))
            .add_systems(Update, (dress_dice, dress_tables, dress_cups));
    }
}

#[derive(Resource)]
struct Looks {
    felt: Handle<StandardMaterial>,
    wood: Handle<StandardMaterial>,
    leather: Handle<StandardMaterial>,
}

fn load_looks(mut commands: Commands, mut materials: ResMut<Assets<StandardMaterial>>) {
    let mut material = |color: Color, roughness: f32| {
        materials.add(StandardMaterial { base_color: color, perceptual_roughness: roughness, ..default() })
    };
    let looks = Looks {
        felt: material(Color::srgb(0.05, 0.35, 0.15), 0.95),
        wood: material(Color::srgb(0.35, 0.2, 0.1), 0.6),
        leather: material(Color::srgb(0.3, 0.12, 0.06), 0.7),
    };
    commands.insert_resource(looks);
}

/// The dice's mesh and one material per look of `assets/dice/looks.ron` (the index of a
/// [`DieStyle`]); other plugins draw dice with these too.
#[derive(Resource)]
pub struct DiceLooks {
    pub mesh: Handle<Mesh>,
    pub materials: Vec<Handle<StandardMaterial>>,
    pub looks: Vec<DiceLook>,
}

impl DiceLooks {
    /// The material of look `index` (the first look for an unknown index).
    pub fn material(&self, index: usize) -> Handle<StandardMaterial> {
        self.materials.get(index).unwrap_or(&self.materials[0]).clone()
    }

    /// The index of the look called `name`, if there is one.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.looks.iter().position(|l| l.name == name)
    }
}

/// An RGBA8 image with its mips, sampled trilinearly.
fn atlas_image(levels: Vec<Vec<u8>>, format: TextureFormat) -> Image {
    let (w, h) = ATLAS_PX;
    let count = levels.len() as u32;
    // `Image::new` checks the data against level 0 alone; the mips follow it in `data`.
    let mut image = Image::new_uninit(
        Extent3d { width: w as u32, height: h as u32, depth_or_array_layers: 1 },
        TextureDimension::D2,
        format,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(levels.concat());
    image.texture_descriptor.mip_level_count = count;
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::ClampToEdge,
        address_mode_v: ImageAddressMode::ClampToEdge,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        anisotropy_clamp: 8,
        ..default()
    });
    image
}

fn load_dice_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // The file is embedded and checked by a unit test: a broken one cannot ship.
    let looks = standard_looks().unwrap_or_else(|e| panic!("{e}"));
    let materials = looks
        .iter()
        .map(|look| {
            let atlas = draw_atlas(look);
            materials.add(StandardMaterial {
                base_color_texture: Some(images.add(atlas_image(atlas.colour, TextureFormat::Rgba8UnormSrgb))),
                normal_map_texture: Some(images.add(atlas_image(atlas.normal, TextureFormat::Rgba8Unorm))),
                perceptual_roughness: 0.45 - 0.2 * look.gloss,
                reflectance: 0.5,
                clearcoat: look.gloss,
                clearcoat_perceptual_roughness: 0.15,
                ..default()
            })
        })
        .collect();
    let mesh = meshes.add(super::die_mesh::rounded_die(DIE_SIZE_M, DIE_EDGE_RADIUS_M));
    commands.insert_resource(DiceLooks { mesh, materials, looks });
}

fn dress_dice(
    mut commands: Commands,
    looks: Res<DiceLooks>,
    dice: Query<(Entity, Option<&DieStyle>), Or<(Added<Die>, Added<DieLook>, Changed<DieStyle>)>>,
) {
    for (die, style) in &dice {
        let material = looks.material(style.map_or(0, |s| s.0));
        commands.entity(die).insert((Mesh3d(looks.mesh.clone()), MeshMaterial3d(material)));
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

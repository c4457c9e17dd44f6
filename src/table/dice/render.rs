//! Looks only (never added headless): rounded dice with set-in faces drawn from their look's
//! data, felt, walls and the cup. Physics never reads anything from here.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use super::face_art::{ATLAS_PX, draw_atlas};
use super::look::{DiceLook, standard_looks};
use super::tuning::*;
use super::{Die, DieLook, DieStyle};

/// Meshes and materials for everything [`super::DicePlugin`] spawns.
pub struct DiceRenderPlugin;

impl Plugin for DiceRenderPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreStartup, load_dice_looks)
            .add_systems(Update, dress_dice)
            .add_plugins(super::table_look::plugin);
    }
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
    mipped_image(levels, ATLAS_PX, format, ImageAddressMode::ClampToEdge)
}

/// An sRGB RGBA8 image of `w` × `h` pixels with its mips (a 2 × 2 box filter while both sides stay
/// even), sampled trilinearly and anisotropically; its edges clamp.
pub fn srgb_image_with_mips(rgba: Vec<u8>, w: usize, h: usize) -> Image {
    let levels = super::face_art::mips(rgba, w, h, false);
    mipped_image(levels, (w, h), TextureFormat::Rgba8UnormSrgb, ImageAddressMode::ClampToEdge)
}

/// An RGBA8 image of `size` from its mip levels (level 0 first), sampled trilinearly.
pub(super) fn mipped_image(
    levels: Vec<Vec<u8>>,
    (w, h): (usize, usize),
    format: TextureFormat,
    address: ImageAddressMode,
) -> Image {
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
        address_mode_u: address,
        address_mode_v: address,
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

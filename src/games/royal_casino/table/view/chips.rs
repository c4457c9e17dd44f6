//! Royal Casino's chips and what flies with them: the chip meshes (a 10 and a 50, see
//! [`super::chip_mesh`]), the points flying between a row's circle and a seat, and who settled
//! each row of the face in play. Points still flying are forgotten when the table is left.

use bevy::prelude::*;
use bevy_egui::egui;

use super::chip_mesh::chip_mesh;
use crate::table::palette::CHIP_RGB;
use crate::table::states::AppState;

/// A chip's radius and thickness, metres, and the stripes on the 10 and the 50.
const CHIP_RADIUS_M: f32 = 0.015;
const CHIP_THICKNESS_M: f32 = 0.005;
const TEN_STRIPES: usize = 6;
const FIFTY_STRIPES: usize = 4;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Flourishes>()
        .init_resource::<SettledRows>()
        .add_systems(PreStartup, load_chips)
        .add_systems(OnExit(AppState::Results), forget_flourishes)
        .add_systems(OnEnter(AppState::Setup), forget_flourishes);
}

/// Points flying between a row's circle and a seat.
#[derive(Debug, Clone)]
pub(crate) struct Flourish {
    pub(crate) text: String,
    pub(crate) from: Vec3,
    pub(crate) to: Vec3,
    pub(crate) age: f32,
    pub(crate) color: egui::Color32,
}

#[derive(Resource, Default, Debug)]
pub(crate) struct Flourishes(pub(crate) Vec<Flourish>);

/// Who settled each row of the face in play, and for how much (shown beside the row's circle).
#[derive(Resource, Default, Debug)]
pub(crate) struct SettledRows {
    pub(crate) round: u32,
    pub(crate) rows: [Option<(usize, i32)>; 6],
    /// The row settled last, highlighted while its caption shows.
    pub(crate) last: Option<usize>,
}

/// The chips' meshes and material (chips take their colours from the mesh).
#[derive(Resource)]
pub(crate) struct ChipLooks {
    pub(crate) chip: Handle<StandardMaterial>,
    pub(crate) chip10: Handle<Mesh>,
    pub(crate) chip50: Handle<Mesh>,
}

fn load_chips(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let rgb = |[r, g, b]: [u8; 3]| Color::srgb_u8(r, g, b);
    let chip = materials.add(StandardMaterial { perceptual_roughness: 0.4, clearcoat: 0.4, ..default() });
    // Light silver with slate stripes (10) and charcoal with gold stripes (50): the palette's
    // tests keep both apart from every seat colour in every colour vision.
    let ten = chip_mesh(CHIP_RADIUS_M, CHIP_THICKNESS_M, TEN_STRIPES, rgb(CHIP_RGB[0]), Color::srgb(0.3, 0.33, 0.4));
    let fifty =
        chip_mesh(CHIP_RADIUS_M, CHIP_THICKNESS_M, FIFTY_STRIPES, rgb(CHIP_RGB[1]), Color::srgb(0.92, 0.72, 0.25));
    commands.insert_resource(ChipLooks { chip, chip10: meshes.add(ten), chip50: meshes.add(fifty) });
}

fn forget_flourishes(mut flourishes: ResMut<Flourishes>) {
    flourishes.0.clear();
}

//! How the cups' pieces look in the window: each mat in its seat's colour, each cup a tapered
//! tube in the seat's colour with a brass band at its mouth, and under each die that counts a
//! glowing disc — gold for the bid's face, blue for a one counted as wild.

use bevy::prelude::*;

use super::Match;
use super::cups::{CUP_HEIGHT_M, CUP_MOUTH_RADIUS_M, CUP_TOP_RADIUS_M, MAT_TOP_M, SeatCup, SeatMat};
use super::reveal::{Glow, SHOWN_DIE_M, ShownDie};
use crate::table::GameSet;
use crate::table::dice::render::DiceLooks;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::states::playing_with;
use crate::table::view::seat_color;
use crate::table::view::tabletop::layout::MAT_WIDTH;
use crate::table::view::tabletop::seating::MAT_DEPTH_M;

/// The glow under a counted die: its radius and thickness, metres.
const GLOW_RADIUS_M: f32 = 0.026;
const GLOW_THICK_M: f32 = 0.0006;
/// The brass band round a cup's mouth: its tube's radius, metres.
const BAND_M: f32 = 0.0025;
/// The glows' colours: the bid's face (gold) and a wild one (blue).
const FACE_GLOW: Color = Color::srgb(1.0, 0.78, 0.2);
const WILD_GLOW: Color = Color::srgb(0.3, 0.75, 1.0);
/// How much brighter than its colour a glow shines.
const GLOW_STRENGTH: f32 = 3.0;
/// How strongly a counted die's own faces take its glow's colour.
const DIE_TINT: f32 = 0.45;

/// A shown die whose glow is lit.
#[derive(Component)]
struct Glowing;

/// The meshes and the shared materials of the pieces.
#[derive(Resource)]
struct CupLooks {
    mat: Handle<Mesh>,
    body: Handle<Mesh>,
    band: Handle<Mesh>,
    glow: Handle<Mesh>,
    brass: Handle<StandardMaterial>,
    face_glow: Handle<StandardMaterial>,
    wild_glow: Handle<StandardMaterial>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_looks).add_systems(
        Update,
        (dress_mats, dress_cups, light_dice)
            .after(super::reveal::play_beats)
            .run_if(playing_with::<Match>())
            .in_set(GameSet::Animate),
    );
}

fn make_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let glow = |colour: Color| StandardMaterial {
        base_color: colour,
        emissive: LinearRgba::from(colour) * GLOW_STRENGTH,
        unlit: true,
        ..default()
    };
    let frustum =
        ConicalFrustum { radius_top: CUP_TOP_RADIUS_M, radius_bottom: CUP_MOUTH_RADIUS_M, height: CUP_HEIGHT_M };
    commands.insert_resource(CupLooks {
        mat: meshes.add(Cuboid::new(MAT_WIDTH, MAT_TOP_M, MAT_DEPTH_M)),
        body: meshes.add(frustum.mesh().resolution(40)),
        band: meshes
            .add(Torus::new(CUP_MOUTH_RADIUS_M - BAND_M, CUP_MOUTH_RADIUS_M + BAND_M).mesh().minor_resolution(8)),
        glow: meshes.add(Cylinder::new(GLOW_RADIUS_M, GLOW_THICK_M).mesh().resolution(32)),
        brass: materials.add(StandardMaterial {
            base_color: Color::srgb(0.78, 0.6, 0.3),
            metallic: 0.8,
            perceptual_roughness: 0.35,
            ..default()
        }),
        face_glow: materials.add(glow(FACE_GLOW)),
        wild_glow: materials.add(glow(WILD_GLOW)),
    });
}

/// Each new mat in its seat's colour, matt.
fn dress_mats(
    mut commands: Commands,
    looks: Res<CupLooks>,
    m: Res<Match>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mats: Query<(Entity, &SeatMat), Added<SeatMat>>,
) {
    for (entity, mat) in &mats {
        let Some(config) = m.config.seats.get(mat.seat) else { continue };
        let colour = seat_color(config).mix(&Color::BLACK, 0.25);
        let material = materials.add(StandardMaterial { base_color: colour, perceptual_roughness: 0.95, ..default() });
        commands.entity(entity).insert(Glowing).with_child((
            Mesh3d(looks.mat.clone()),
            MeshMaterial3d(material),
            Transform::from_xyz(0.0, MAT_TOP_M / 2.0, 0.0),
        ));
    }
}

/// Each new cup: its tube in its seat's colour (leather-like), the brass band at its mouth.
fn dress_cups(
    mut commands: Commands,
    looks: Res<CupLooks>,
    m: Res<Match>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    cups: Query<(Entity, &SeatCup), Added<SeatCup>>,
) {
    for (entity, cup) in &cups {
        let Some(config) = m.config.seats.get(cup.seat) else { continue };
        let colour = seat_color(config).mix(&Color::srgb(0.35, 0.2, 0.1), 0.2);
        let leather = materials.add(StandardMaterial { base_color: colour, perceptual_roughness: 0.55, ..default() });
        commands.entity(entity).with_children(|parent| {
            parent.spawn((
                Mesh3d(looks.body.clone()),
                MeshMaterial3d(leather),
                Transform::from_xyz(0.0, CUP_HEIGHT_M / 2.0, 0.0),
            ));
            parent.spawn((
                Mesh3d(looks.band.clone()),
                MeshMaterial3d(looks.brass.clone()),
                Transform::from_xyz(0.0, BAND_M, 0.0),
            ));
        });
    }
}

/// A die just counted gets its glow: its own face tinted in the glow's colour, and a disc under
/// it, level with the mat whatever the die's turn.
fn light_dice(
    mut commands: Commands,
    looks: Res<CupLooks>,
    dice_looks: Option<Res<DiceLooks>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    dice: Query<(Entity, &ShownDie, &Transform), Without<Glowing>>,
    mut lit_looks: Local<Option<[Handle<StandardMaterial>; 2]>>,
) {
    for (entity, die, at) in &dice {
        let (Some(glow), Some(_)) = (die.glow, die.lit_s) else { continue };
        let (disc, kind) = if glow == Glow::Face { (looks.face_glow.clone(), 0) } else { (looks.wild_glow.clone(), 1) };
        if lit_looks.is_none()
            && let Some(plain) = dice_looks.as_ref().and_then(|l| materials.get(&l.material(0)).cloned())
        {
            let tinted =
                |colour: Color| StandardMaterial { emissive: LinearRgba::from(colour) * DIE_TINT, ..plain.clone() };
            *lit_looks = Some([materials.add(tinted(FACE_GLOW)), materials.add(tinted(WILD_GLOW))]);
        }
        let mut lit = commands.entity(entity);
        if let Some(tinted) = lit_looks.as_ref() {
            lit.insert(MeshMaterial3d(tinted[kind].clone()));
        }
        // A die shown where it was thrown is smaller than one laid out: its disc is too.
        let scale = at.scale.x;
        let size_m = DIE_SIZE_M * scale;
        let turn_back = at.rotation.inverse();
        let below = Vec3::Y * (-size_m / 2.0 + GLOW_THICK_M);
        lit.insert(Glowing).with_child((
            Mesh3d(looks.glow.clone()),
            MeshMaterial3d(disc),
            Transform::from_translation(turn_back * below / scale)
                .with_rotation(turn_back)
                .with_scale(Vec3::splat(size_m / SHOWN_DIE_M / scale)),
        ));
    }
}

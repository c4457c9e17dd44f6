//! The hand: once a person (or an AI) starts placing, the dice of the throw still to place leave
//! the felt for a row in front of the board, showing the faces they landed on, so the dice and
//! the board share one view; a die held with the mouse follows the pointer, and flies back to its
//! place in the row when it is let go anywhere but on a square. Every game with a board and a
//! throw to place fills [`HandRow`]; the camera frames the board with [`slots`].

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_rapier3d::prelude::{RigidBody, Velocity};

use crate::table::GameSet;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::session::Settings;
use crate::table::view::tabletop::camera::{Shot, TableCamera, TableFraming};
use crate::table::view::tabletop::flight::Flight;

/// From the board plate's front edge to the middle of the dice in the hand, metres.
pub(crate) const HAND_GAP_M: f32 = 0.026;
/// Between the middles of two neighbouring dice in the hand, metres.
pub(crate) const HAND_PITCH_M: f32 = 0.032;
/// How long a die takes from the felt to the hand (or back to it after a drag), seconds.
const GATHER_FLIGHT_S: f32 = 0.45;
/// How far above the table a held die rides under the pointer, metres.
const HELD_LIFT_M: f32 = 0.025;
/// The most dice the row is framed for when the view must not follow them (reduce motion).
pub(crate) const MOST_IN_HAND: usize = 5;
/// A die in the hand is drawn this much larger than on the felt (as the board's placed dice are),
/// so its face reads from the sofa beside the board's squares.
pub(crate) const HAND_DIE_SCALE: f32 = 1.5;
/// How quickly a die grows to its size in the hand and turns its face to the camera (share of the
/// way per second, eased).
const GROW_PER_S: f32 = 8.0;
/// A die in the hand leans back so the face it landed on looks up at the placement view's camera
/// (`framing::PLACEMENT_PITCH_RAD` above the horizontal, from the front) and reads squarely.
const FACING_PITCH_RAD: f32 = crate::table::view::tabletop::framing::PLACEMENT_PITCH_RAD;

/// A die gathered into the hand: the turn that shows its face to the camera, squared with the row.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct InHand {
    facing: Quat,
}

/// The dice the seat to act still has to place, and where they go; written by the game's view
/// each frame (`board: None` while nothing is being placed: the dice stay where they lie).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct HandRow {
    /// The board plate the row lies in front of: its centre and half size (x, z), metres.
    pub(crate) board: Option<(Vec3, Vec2)>,
    /// Each die still to place, with its place in the row (the place is kept for the whole throw:
    /// placing one die leaves a gap, nothing shuffles under the pointer).
    pub(crate) dice: Vec<(Entity, usize)>,
    /// How many places the row has (the throw's size).
    pub(crate) places: usize,
    /// The die a person is dragging (the game's mouse sets it; let go of the button, it is dropped).
    pub(crate) held: Option<Entity>,
}

impl HandRow {
    /// This frame's hand and camera for a table with a board, from its `shot`: in the placement
    /// view the dice still to place (`dice`, each with its kept place among `places`; `held` the
    /// one dragged) gather in front of `board` and the camera frames the board and that row;
    /// otherwise the hand is empty and the camera frames the thrown dice at `thrown`.
    pub(crate) fn frame(
        shot: Shot,
        board: (Vec3, Vec2),
        dice: Vec<(Entity, usize)>,
        places: usize,
        held: Option<Entity>,
        thrown: impl Iterator<Item = Vec3>,
    ) -> (HandRow, TableFraming) {
        let placing = shot == Shot::Placement;
        let dice = if placing { dice } else { Vec::new() };
        let held = held.filter(|e| dice.iter().any(|(d, _)| d == e));
        let points = if placing { slots(board, places) } else { thrown.collect() };
        let hand = HandRow { board: placing.then_some(board), dice, places, held };
        (hand, TableFraming { shot, points, free: None, follow: false, subject: 0 })
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HandRow>().add_systems(Update, gather.in_set(GameSet::Animate));
}

/// Where place `place` of a row of `places` dice lies in front of `board` (the middle of the die).
pub(crate) fn slot(board: (Vec3, Vec2), place: usize, places: usize) -> Vec3 {
    let (centre, half) = board;
    let across = (place as f32 - (places.max(1) as f32 - 1.0) / 2.0) * HAND_PITCH_M;
    Vec3::new(centre.x + across, raised_m(), centre.z + half.y + HAND_GAP_M)
}

/// How high a die's middle stands in the hand: leant back toward the camera, its lowest edge
/// rests on the table.
fn raised_m() -> f32 {
    let lean = std::f32::consts::FRAC_PI_2 - FACING_PITCH_RAD;
    DIE_SIZE_M * HAND_DIE_SCALE / 2.0 * (lean.cos() + lean.sin())
}

/// The turn that takes a die lying as `now` to face the camera: the face that is up now looks up
/// and toward the front at [`FACING_PITCH_RAD`], the face nearest the right looks right.
pub(crate) fn facing(now: Quat) -> Quat {
    let axes = [Vec3::X, Vec3::NEG_X, Vec3::Y, Vec3::NEG_Y, Vec3::Z, Vec3::NEG_Z];
    let most = |toward: Vec3, but: Option<Vec3>| {
        axes.into_iter()
            .filter(|a| but.is_none_or(|b| a.dot(b).abs() < 0.5))
            .max_by(|a, b| (now * *a).dot(toward).total_cmp(&(now * *b).dot(toward)))
            .unwrap_or(Vec3::Y)
    };
    let up = most(Vec3::Y, None);
    let right = most(Vec3::X, Some(up));
    let front = Vec3::new(0.0, FACING_PITCH_RAD.sin(), FACING_PITCH_RAD.cos());
    let local = Mat3::from_cols(up, right, up.cross(right));
    let world = Mat3::from_cols(front, Vec3::X, front.cross(Vec3::X));
    Quat::from_mat3(&(world * local.transpose())).normalize()
}

/// Every place of a row of `places` dice in front of `board`.
pub(crate) fn slots(board: (Vec3, Vec2), places: usize) -> Vec<Vec3> {
    (0..places).map(|p| slot(board, p, places)).collect()
}

/// Move each die of the hand to its place (a physical die stops being thrown about first); the
/// held one rides under the pointer.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn gather(
    mut commands: Commands,
    mut hand: ResMut<HandRow>,
    settings: Res<Settings>,
    time: Res<Time>,
    buttons: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    mut dice: Query<(&mut Transform, Has<Flight>, Option<&InHand>, Option<&RigidBody>, Option<&mut Velocity>)>,
) {
    if !buttons.pressed(MouseButton::Left) {
        hand.held = None;
    }
    let Some(board) = hand.board else { return };
    let pointer = hand.held.and_then(|_| {
        let (camera, eye) = cameras.single().ok()?;
        let ray = camera.viewport_to_world(eye, windows.single().ok()?.cursor_position()?).ok()?;
        let height = DIE_SIZE_M / 2.0 + HELD_LIFT_M;
        let t = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
        Some(ray.get_point(t))
    });
    for &(entity, place) in &hand.dice {
        let Ok((mut transform, flying, in_hand, body, velocity)) = dice.get_mut(entity) else { continue };
        // A die of the physics leaves the felt: the physics no longer moves it, the hand does.
        if body == Some(&RigidBody::Dynamic) {
            commands.entity(entity).insert(RigidBody::KinematicPositionBased);
            if let Some(mut velocity) = velocity {
                *velocity = Velocity::zero();
            }
        }
        let grown =
            if settings.reduce_motion || settings.fast { 1.0 } else { 1.0 - (-GROW_PER_S * time.delta_secs()).exp() };
        transform.scale = transform.scale.lerp(Vec3::splat(HAND_DIE_SCALE), grown);
        let facing = match in_hand {
            Some(h) => h.facing,
            None => {
                let facing = facing(transform.rotation);
                commands.entity(entity).insert(InHand { facing });
                facing
            }
        };
        transform.rotation = transform.rotation.slerp(facing, grown);
        if hand.held == Some(entity) {
            if let Some(at) = pointer {
                transform.translation = at;
                if flying {
                    commands.entity(entity).remove::<Flight>();
                }
            }
            continue;
        }
        let to = slot(board, place, hand.places);
        if flying || transform.translation.distance(to) < 1e-4 {
            continue;
        }
        if settings.reduce_motion || settings.fast {
            transform.translation = to;
        } else {
            commands.entity(entity).insert(Flight::new(transform.translation, to, GATHER_FLIGHT_S, false));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_die_in_the_hand_shows_the_face_it_landed_on_to_the_camera() {
        let front = Vec3::new(0.0, FACING_PITCH_RAD.sin(), FACING_PITCH_RAD.cos());
        for value in 1..=6u8 {
            let Some(normal) = crate::table::dice::faces::face_normal(value) else { continue };
            for yaw in [0.0, 0.7, 2.0, -2.9] {
                // Lying with `value` up (a little askew, as dice settle), turned about the table's up.
                let lying =
                    Quat::from_rotation_y(yaw) * Quat::from_rotation_arc(normal, Vec3::Y) * Quat::from_rotation_x(0.05);
                let turned = facing(lying);
                assert!((turned * normal).dot(front) > 0.999, "{value} at {yaw}: its face looks at the camera");
                let across = [Vec3::X, Vec3::Y, Vec3::Z].map(|a| (turned * a).dot(Vec3::X).abs());
                assert!(across.iter().any(|&d| d > 0.999), "{value} at {yaw}: squared with the row");
            }
        }
    }

    #[test]
    fn the_row_lies_in_front_of_the_board_centred_and_apart() {
        let board = (Vec3::new(0.5, 0.003, 0.0), Vec2::new(0.13, 0.14));
        for places in 1..=5 {
            let row = slots(board, places);
            let middle = row.iter().map(|p| p.x).sum::<f32>() / places as f32;
            assert!((middle - board.0.x).abs() < 1e-5, "{places} dice centred on the board");
            for (a, b) in row.iter().zip(row.iter().skip(1)) {
                assert!(b.x - a.x > DIE_SIZE_M * HAND_DIE_SCALE * 1.25, "dice apart: {a} {b}");
            }
            for p in &row {
                assert!(p.y >= DIE_SIZE_M * HAND_DIE_SCALE / 2.0, "standing on the table: {p}");
                assert!(p.z - DIE_SIZE_M * HAND_DIE_SCALE / 2.0 > board.0.z + board.1.y, "in front of the plate: {p}");
                assert!((p.x - board.0.x).abs() < board.1.x, "under the plate's width: {p}");
            }
        }
    }
}

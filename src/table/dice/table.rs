//! Tables and cups: the felt, walls and lid (static colliders), the kinematic cup and its motion.

use bevy::prelude::*;
use bevy_rapier3d::prelude::*;

use super::tuning::*;
use super::{DiceCup, DiceTable, SeatCupBody, TablePart, TablePartKind, TableState, Tables};
use crate::table::GameSet;

/// How many tables [`spawn_tables`] lays out.
#[derive(Resource, Clone, Copy, Debug)]
pub(super) struct TableCount(pub u32);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_tables).add_systems(FixedUpdate, drive_cups.in_set(GameSet::Drive));
}

/// World origin of table `index`: a grid, four tables a row.
fn table_origin(index: u32) -> Vec3 {
    Vec3::new((index % 4) as f32 * TABLE_SPACING_M, 0.0, (index / 4) as f32 * TABLE_SPACING_M)
}

fn spawn_tables(mut commands: Commands, count: Res<TableCount>, mut tables: ResMut<Tables>) {
    for index in 0..count.0 {
        let origin = table_origin(index);
        let table = commands.spawn_empty().id();
        let cup = commands
            .spawn((
                DiceCup { table },
                RigidBody::KinematicPositionBased,
                cup_collider(),
                Friction::coefficient(CUP_FRICTION),
                Restitution::coefficient(CUP_RESTITUTION),
                Transform::from_translation(origin + Vec3::from(CUP_REST_M)),
            ))
            .id();
        commands.entity(table).insert((
            Name::new(format!("Dice table {index}")),
            DiceTable { index, origin, cup },
            TableState::default(),
            Transform::from_translation(origin),
        ));
        for (kind, centre, half) in table_slabs() {
            let (friction, restitution) = match kind {
                TablePartKind::Felt => (FELT_FRICTION, FELT_RESTITUTION),
                _ => (WALL_FRICTION, WALL_RESTITUTION),
            };
            commands.spawn((
                TablePart { kind, half_extents: half },
                Collider::cuboid(half.x, half.y, half.z),
                Friction::coefficient(friction),
                Restitution::coefficient(restitution),
                Transform::from_translation(origin + centre),
            ));
        }
        tables.0.push(table);
    }
}

/// The felt, four walls and the lid: (kind, centre relative to the table origin, half extents).
pub(super) fn table_slabs() -> [(TablePartKind, Vec3, Vec3); 6] {
    let (l, w, h, t) = (TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M, TABLE_WALL_HEIGHT_M, TABLE_SLAB_M);
    let ht = t / 2.0;
    [
        (TablePartKind::Felt, Vec3::new(0.0, -ht, 0.0), Vec3::new(l + t, ht, w + t)),
        (TablePartKind::Wall, Vec3::new(l + ht, h / 2.0, 0.0), Vec3::new(ht, h / 2.0, w + t)),
        (TablePartKind::Wall, Vec3::new(-l - ht, h / 2.0, 0.0), Vec3::new(ht, h / 2.0, w + t)),
        (TablePartKind::Wall, Vec3::new(0.0, h / 2.0, w + ht), Vec3::new(l, h / 2.0, ht)),
        (TablePartKind::Wall, Vec3::new(0.0, h / 2.0, -w - ht), Vec3::new(l, h / 2.0, ht)),
        (TablePartKind::Lid, Vec3::new(0.0, h + ht, 0.0), Vec3::new(l + t, ht, w + t)),
    ]
}

/// The cup's pieces in its own frame (origin at the centre of the inside of its floor, axis +Y):
/// (centre, rotation, half extents). The floor comes first.
pub fn cup_parts() -> Vec<(Vec3, Quat, Vec3)> {
    let (r, h, wall) = (CUP_RADIUS_M, CUP_HEIGHT_M, CUP_WALL_M);
    let outer = r + wall;
    let half_chord = outer * (std::f32::consts::PI / CUP_SEGMENTS as f32).tan();
    let mut parts = vec![(Vec3::new(0.0, -wall / 2.0, 0.0), Quat::IDENTITY, Vec3::new(outer, wall / 2.0, outer))];
    for k in 0..CUP_SEGMENTS {
        let a = std::f32::consts::TAU * k as f32 / CUP_SEGMENTS as f32;
        parts.push((
            Vec3::new((r + wall / 2.0) * a.cos(), h / 2.0, (r + wall / 2.0) * a.sin()),
            Quat::from_rotation_y(-a),
            Vec3::new(wall / 2.0, h / 2.0, half_chord),
        ));
    }
    parts
}

fn cup_collider() -> Collider {
    Collider::compound(
        cup_parts().into_iter().map(|(c, q, half)| (c, q, Collider::cuboid(half.x, half.y, half.z))).collect(),
    )
}

/// The cup's pose relative to its table's origin, `t` seconds into a throw: at rest, shaking,
/// then tipping forward (+X) to pour, then holding the poured pose.
pub(super) fn cup_pose(t: f32) -> (Vec3, Quat) {
    let rest = Vec3::from(CUP_REST_M);
    if t < CUP_SHAKE_S {
        let ramp = (t / 0.05).min(1.0);
        let phase = std::f32::consts::TAU * CUP_SHAKE_HZ * t;
        let offset = Vec3::new(phase.sin(), 0.0, 0.6 * (1.7 * phase).sin()) * CUP_SHAKE_AMPLITUDE_M;
        let wobble = Quat::from_rotation_z(-0.12 * phase.sin() * ramp);
        return (rest + offset * ramp, wobble);
    }
    let s = ((t - CUP_SHAKE_S) / CUP_TIP_S).clamp(0.0, 1.0);
    let e = s * s * (3.0 - 2.0 * s);
    let shift = Vec3::new(CUP_TIP_TRAVEL_M, CUP_TIP_LIFT_M, 0.0) * e;
    (rest + shift, Quat::from_rotation_z(-CUP_TIP_ANGLE_RAD * e))
}

/// Seconds into a throw when the cup has finished pouring.
pub(super) fn pour_end_s() -> f32 {
    CUP_SHAKE_S + CUP_TIP_S
}

/// True when a world point lies inside a cup at this world pose.
pub(super) fn inside_cup(cup: &Transform, point: Vec3) -> bool {
    let local = cup.rotation.inverse() * (point - cup.translation);
    local.y > -CUP_WALL_M && local.y < CUP_HEIGHT_M && Vec2::new(local.x, local.z).length() < CUP_RADIUS_M + CUP_WALL_M
}

/// Move each cup to its pose for the current step of its table's throw. An idle cup keeps its
/// last pose (it would sweep through the resting dice); the next throw snaps it back to rest
/// after clearing them.
/// A throw under a seat's own cup moves that cup and leaves the tray's where it is.
fn drive_cups(
    mut tables: Query<(&DiceTable, &mut TableState)>,
    mut cups: Query<&mut Transform, With<DiceCup>>,
    mut seat_cups: Query<&mut Transform, (With<SeatCupBody>, Without<DiceCup>)>,
) {
    let dt = physics_dt_s();
    for (table, mut state) in &mut tables {
        if let Some((spot, step)) = state.active.as_ref().and_then(|a| Some((a.spot?, a.step))) {
            if let Ok(mut cup) = seat_cups.get_mut(spot.cup) {
                *cup = spot.cup_pose(step as f32 * dt);
            }
            continue;
        }
        if let Some(step) = state.active.as_ref().map(|a| a.step) {
            state.cup_t = step as f32 * dt;
        }
        let (offset, rotation) = cup_pose(state.cup_t);
        if let Ok(mut cup) = cups.get_mut(table.cup) {
            let target = Transform::from_translation(table.origin + offset).with_rotation(rotation);
            if *cup != target {
                *cup = target;
            }
        }
    }
}

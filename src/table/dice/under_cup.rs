//! Throws under a seat's own cup: where a game's view has laid a [`CupSpot`] for the seat (on its
//! mat), a mouth-down cup ([`SeatCupBody`], kinematic) stands over a patch of felt there with the
//! dice inside, slides round on the felt to shake them (its rim nearer the felt than a die is
//! thick, so none gets out) and is set down; the dice settle under it and are read as any other
//! throw's. What a seat's throw leaves (its dice, cup and felt) stays until the seat's next throw.

use bevy::prelude::*;
use bevy_rapier3d::prelude::*;
use rand::RngExt;

use super::tuning::*;
use crate::engine::dice::DiceRng;

/// Where seat `seat`'s own cup stands (a game's view lays one on each seat's mat): `at` is the
/// felt's surface at the middle of the cup's mouth, turned as the seat faces.
#[derive(Component, Clone, Copy, Debug)]
pub struct CupSpot {
    pub seat: usize,
    pub at: Transform,
}

/// A seat's own cup in the physics (kinematic, mouth down): its transform is the middle of its
/// mouth, upright, so a game's cup drawn from its mouth up can take it as it is.
#[derive(Component, Clone, Copy, Debug)]
pub struct SeatCupBody {
    pub seat: usize,
}

/// A die thrown under seat `seat`'s own cup.
#[derive(Component, Clone, Copy, Debug)]
pub struct UnderCup {
    pub seat: usize,
}

/// A throw's place under a seat's cup: the spot, and the cup and felt put there for it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Spot {
    pub(super) seat: usize,
    pub(super) at: Transform,
    pub(super) cup: Entity,
    felt: Entity,
}

/// Seconds into a throw under a cup when the cup is down on the felt.
pub(super) fn down_s() -> f32 {
    SEAT_CUP_SHAKE_S + SEAT_CUP_SET_DOWN_S
}

impl Spot {
    /// A throw under `seat`'s cup at `at` begins: its patch of felt, and its cup in the shake's
    /// first pose.
    pub(super) fn start(commands: &mut Commands, seat: usize, at: Transform) -> Spot {
        let slab = TABLE_SLAB_M / 2.0;
        let felt = commands
            .spawn((
                Name::new(format!("Felt under seat {seat}'s cup")),
                Collider::cuboid(SEAT_FELT_HALF_M, slab, SEAT_FELT_HALF_M),
                Friction::coefficient(FELT_FRICTION),
                Restitution::coefficient(FELT_RESTITUTION),
                at.with_translation(at.translation - Vec3::Y * slab),
            ))
            .id();
        let mut spot = Spot { seat, at, cup: felt, felt };
        spot.cup = commands
            .spawn((
                Name::new(format!("Seat {seat}'s cup")),
                SeatCupBody { seat },
                RigidBody::KinematicPositionBased,
                seat_cup_collider(),
                Friction::coefficient(CUP_FRICTION),
                Restitution::coefficient(CUP_RESTITUTION),
                spot.cup_pose(0.0),
            ))
            .id();
        spot
    }

    /// The cup and the felt, which stay with the dice after the throw.
    pub(super) fn pieces(&self) -> [Entity; 2] {
        [self.cup, self.felt]
    }

    /// The cup's mouth `t` seconds into the throw: sliding round just above the felt, then set down.
    pub(super) fn cup_pose(&self, t: f32) -> Transform {
        let local = if t < SEAT_CUP_SHAKE_S {
            let ramp = (std::f32::consts::PI * t / SEAT_CUP_SHAKE_S).sin();
            let phase = std::f32::consts::TAU * SEAT_CUP_SHAKE_HZ * t;
            let slide = Vec3::new(phase.sin(), 0.0, 0.7 * phase.cos()) * SEAT_CUP_SHAKE_AMPLITUDE_M * ramp;
            slide + Vec3::Y * SEAT_CUP_SHAKE_GAP_M
        } else {
            let s = ((t - SEAT_CUP_SHAKE_S) / SEAT_CUP_SET_DOWN_S).clamp(0.0, 1.0);
            Vec3::Y * SEAT_CUP_SHAKE_GAP_M * (1.0 - s * s)
        };
        self.at.with_translation(self.at.transform_point(local))
    }

    /// Where die `slot` is dropped into the cup (world): four to a layer, layers upward.
    pub(super) fn load_point(&self, slot: usize) -> Vec3 {
        let spacing = DIE_SIZE_M * 1.5;
        let layer = (slot / 4) as f32;
        let (sx, sz) = [(-1.0, -1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, 1.0)][slot % 4];
        let y = SEAT_CUP_SHAKE_GAP_M + DIE_SIZE_M * 0.6 + layer * spacing * 1.2;
        self.at.transform_point(Vec3::new(sx * spacing * 0.5, y, sz * spacing * 0.5))
    }

    /// True when a die at world point `p` is out of the cup (or under the felt).
    pub(super) fn escaped(&self, p: Vec3) -> bool {
        let local = self.at.rotation.inverse() * (p - self.at.translation);
        let m = ESCAPE_MARGIN_M;
        Vec2::new(local.x, local.z).length() > SEAT_CUP_RADIUS_M + m
            || local.y < -m
            || local.y > SEAT_CUP_HEIGHT_M + SEAT_CUP_SHAKE_GAP_M + m
    }

    /// A die thrown again drops from under the cup's roof, somewhere over its middle (world).
    pub(super) fn redrop(&self, rng: &mut DiceRng) -> Vec3 {
        let r = SEAT_CUP_RADIUS_M * 0.4;
        let local = Vec3::new(rng.random_range(-r..r), SEAT_CUP_HEIGHT_M * 0.7, rng.random_range(-r..r));
        self.at.transform_point(local)
    }

    /// Dice laid flat by force lie within this half-extent of the spot (x and z), metres.
    pub(super) fn lay_half_m() -> Vec3 {
        Vec3::new(1.0, 0.0, 1.0) * (SEAT_CUP_RADIUS_M - DIE_SIZE_M * 0.75) * std::f32::consts::FRAC_1_SQRT_2
    }
}

/// The mouth-down cup's collider in its mouth's frame: its wall from the mouth (y = 0) up, then
/// its roof.
fn seat_cup_collider() -> Collider {
    let (r, h, wall) = (SEAT_CUP_RADIUS_M, SEAT_CUP_HEIGHT_M, SEAT_CUP_WALL_M);
    let outer = r + wall;
    let half_chord = outer * (std::f32::consts::PI / CUP_SEGMENTS as f32).tan();
    let mut parts = vec![(Vec3::Y * (h + wall / 2.0), Quat::IDENTITY, Collider::cuboid(outer, wall / 2.0, outer))];
    for k in 0..CUP_SEGMENTS {
        let a = std::f32::consts::TAU * k as f32 / CUP_SEGMENTS as f32;
        parts.push((
            Vec3::new((r + wall / 2.0) * a.cos(), h / 2.0, (r + wall / 2.0) * a.sin()),
            Quat::from_rotation_y(-a),
            Collider::cuboid(wall / 2.0, h / 2.0, half_chord),
        ));
    }
    Collider::compound(parts)
}

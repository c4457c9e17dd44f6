//! Each seat's mat and cup: the cup stands upside-down on the mat over the seat's dice. Where the
//! dice are thrown physically, each mat is a cup spot (`dice::CupSpot`): the seat's cup is the
//! physics' own, shaken and set down over its dice there, and this cup follows it; with instant
//! dice it is slammed down when the throw is in (a fall and a small bounce). A call lifts it and
//! tips it aside. Headless-safe: the pieces carry transforms; `dress` gives them meshes.

use bevy::prelude::*;

use crate::table::dice::tuning::{SEAT_CUP_HEIGHT_M, SEAT_CUP_RADIUS_M, SEAT_CUP_WALL_M};
use crate::table::dice::{CupSpot, SeatCupBody};
use crate::table::session::Settings;
use crate::table::view::tabletop::layout::MAT_WIDTH;
use crate::table::view::tabletop::seating::seat_pose;
use crate::table::view::tabletop::table_scope::TableScoped;

use super::Match;
use super::reveal::{SHOWN_DIE_M, ShownDie};

/// A seat's mat (its colour under its cup and dice).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct SeatMat {
    pub(crate) seat: usize,
}

/// A seat's cup, where it is in its motion.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct SeatCup {
    pub(crate) seat: usize,
    pub(crate) pose: CupPose,
    /// Seconds into its pose's motion.
    pub(crate) t: f32,
    /// The physical cup it follows while [`CupPose::Held`].
    pub(crate) body: Option<Entity>,
}

/// A cup's motion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CupPose {
    /// Held by the physics: where its seat's physical cup is (shaking, set down), or down.
    Held,
    /// Falling onto the mat.
    Dropping,
    /// Down on the mat, its dice hidden under it.
    Down,
    /// Rising and tipping aside.
    Lifting,
    /// Held up beside its dice.
    Lifted,
}

/// The cup: radius at its mouth and at its top, its height, metres (the physical cup's outside).
pub(crate) const CUP_MOUTH_RADIUS_M: f32 = SEAT_CUP_RADIUS_M + SEAT_CUP_WALL_M;
pub(crate) const CUP_TOP_RADIUS_M: f32 = CUP_MOUTH_RADIUS_M * 0.8;
pub(crate) const CUP_HEIGHT_M: f32 = SEAT_CUP_HEIGHT_M + SEAT_CUP_WALL_M;
/// The mat's top, above the table, metres (the mat is this thick).
pub(crate) const MAT_TOP_M: f32 = 0.002;
/// How high a cup starts its fall, metres, and how long the fall and its bounce take, seconds.
const SLAM_HEIGHT_M: f32 = 0.07;
pub(crate) const SLAM_S: f32 = 0.32;
/// Share of the slam spent falling; the rest is the bounce, this high, metres.
const SLAM_FALL_SHARE: f32 = 0.65;
const SLAM_BOUNCE_M: f32 = 0.006;
/// A lift: how long, seconds; how high and how far aside (the mat's +X), metres; its tilt, radians.
pub(crate) const LIFT_S: f32 = 0.6;
const LIFT_HEIGHT_M: f32 = 0.045;
const LIFT_ASIDE_M: f32 = 0.1;
const LIFT_TILT_RAD: f32 = 0.7;
/// A die counted hops this high, metres, for this long, seconds.
const HOP_M: f32 = 0.012;
const HOP_S: f32 = 0.3;

/// Where cup `cup` stands now, `reduce_motion` taking the end of each motion at once.
pub(crate) fn cup_transform(cup: &SeatCup, seats: usize, reduce_motion: bool) -> Transform {
    let local = cup_local(cup.pose, cup.t, reduce_motion);
    let pose = seat_pose(cup.seat, seats);
    Transform::from_translation(pose.transform_point(local.translation)).with_rotation(pose.rotation * local.rotation)
}

/// The cup's place on its seat's mat (the seat's frame: +Z toward its player), mouth down.
fn cup_local(pose: CupPose, t: f32, reduce_motion: bool) -> Transform {
    let on_mat = Vec3::Y * MAT_TOP_M;
    match pose {
        CupPose::Down | CupPose::Held => Transform::from_translation(on_mat),
        CupPose::Dropping if reduce_motion => Transform::from_translation(on_mat),
        CupPose::Dropping => Transform::from_translation(on_mat + Vec3::Y * slam_height(t / SLAM_S)),
        CupPose::Lifting if !reduce_motion => lifted(on_mat, ease(t / LIFT_S)),
        CupPose::Lifting | CupPose::Lifted => lifted(on_mat, 1.0),
    }
}

/// A lift `share` of the way: up and aside, tipped so its mouth turns toward its dice.
fn lifted(on_mat: Vec3, share: f32) -> Transform {
    let at = on_mat + Vec3::new(LIFT_ASIDE_M, LIFT_HEIGHT_M, 0.0) * share;
    Transform::from_translation(at).with_rotation(Quat::from_rotation_z(-LIFT_TILT_RAD * share))
}

/// Height above the mat `share` of the way into a slam: a fall gathering speed, then a small hop.
pub(crate) fn slam_height(share: f32) -> f32 {
    let u = share.clamp(0.0, 1.0);
    if u < SLAM_FALL_SHARE {
        let fall = u / SLAM_FALL_SHARE;
        SLAM_HEIGHT_M * (1.0 - fall * fall)
    } else {
        SLAM_BOUNCE_M * (std::f32::consts::PI * (u - SLAM_FALL_SHARE) / (1.0 - SLAM_FALL_SHARE)).sin()
    }
}

/// Smooth in and out: 0 at 0, 1 at 1.
pub(crate) fn ease(share: f32) -> f32 {
    let u = share.clamp(0.0, 1.0);
    u * u * (3.0 - 2.0 * u)
}

/// Seat `seat`'s cup, falling (or down at once when `down`).
pub(crate) fn spawn_cup(commands: &mut Commands, seat: usize, seats: usize, down: bool) -> Entity {
    let cup = SeatCup { seat, pose: if down { CupPose::Down } else { CupPose::Dropping }, t: 0.0, body: None };
    let at = cup_transform(&cup, seats, false);
    commands.spawn((Name::new("Liar's Dice cup"), cup, at, Visibility::default(), TableScoped)).id()
}

/// Every seat's mat, on its place at the table: the spot its cup's throws go to.
pub(crate) fn spawn_mats(commands: &mut Commands, seats: usize) {
    for seat in 0..seats {
        let pose = seat_pose(seat, seats);
        let spot = CupSpot { seat, at: pose.with_translation(pose.translation + Vec3::Y * MAT_TOP_M) };
        commands.spawn((
            Name::new("Liar's Dice mat"),
            SeatMat { seat },
            spot,
            pose,
            Visibility::default(),
            TableScoped,
        ));
    }
}

/// A seat's physical cup, new for its throw: its cup here follows it (one is spawned if none stands).
pub(crate) fn follow_bodies(
    mut commands: Commands,
    m: Res<Match>,
    bodies: Query<(Entity, &SeatCupBody), Added<SeatCupBody>>,
    mut cups: Query<&mut SeatCup>,
) {
    for (body, of) in &bodies {
        let held = SeatCup { seat: of.seat, pose: CupPose::Held, t: 0.0, body: Some(body) };
        match cups.iter_mut().find(|c| c.seat == of.seat) {
            Some(mut cup) => *cup = held,
            None => {
                let at = cup_transform(&held, m.config.seats.len(), false);
                commands.spawn((Name::new("Liar's Dice cup"), held, at, Visibility::default(), TableScoped));
            }
        }
    }
}

/// Where die `index` of a seat's shown dice lies on its mat (the seat's frame), beside the lifted
/// cup: a row across the mat, clear of the cup's side.
pub(crate) fn shown_die_local(index: usize, size_m: f32) -> Vec3 {
    const GAP_M: f32 = 0.005;
    let first = -MAT_WIDTH / 2.0 + GAP_M + size_m / 2.0;
    Vec3::new(first + index as f32 * (size_m + GAP_M), MAT_TOP_M + size_m / 2.0, 0.0)
}

/// Each cup moves on through its motion.
pub(crate) fn move_cups(
    time: Res<Time>,
    m: Res<Match>,
    settings: Res<Settings>,
    mut cups: Query<(&mut SeatCup, &mut Transform)>,
    bodies: Query<&Transform, (With<SeatCupBody>, Without<SeatCup>)>,
) {
    let seats = m.config.seats.len();
    for (mut cup, mut at) in &mut cups {
        cup.t += time.delta_secs();
        let ends = match cup.pose {
            CupPose::Dropping => Some((SLAM_S, CupPose::Down)),
            CupPose::Lifting => Some((LIFT_S, CupPose::Lifted)),
            _ => None,
        };
        if let Some((length, next)) = ends
            && (cup.t >= length || settings.reduce_motion)
        {
            (cup.pose, cup.t) = (next, 0.0);
        }
        let held = cup.body.filter(|_| cup.pose == CupPose::Held).and_then(|b| bodies.get(b).ok());
        *at = held.copied().unwrap_or_else(|| cup_transform(&cup, seats, settings.reduce_motion));
    }
}

/// A die just counted hops on its mat (not when motion is reduced).
pub(crate) fn hop_dice(m: Res<Match>, settings: Res<Settings>, mut dice: Query<(&ShownDie, &mut Transform)>) {
    let seats = m.config.seats.len();
    for (die, mut at) in &mut dice {
        // A physical die stays where it lies.
        let Some(lit) = die.lit_s.filter(|_| !settings.reduce_motion && !die.physical) else { continue };
        let base = seat_pose(die.seat, seats).transform_point(shown_die_local(die.index, SHOWN_DIE_M));
        at.translation = base + Vec3::Y * HOP_M * (std::f32::consts::PI * (lit / HOP_S).min(1.0)).sin();
    }
}

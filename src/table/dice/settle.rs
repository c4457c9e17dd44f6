//! Watching a throw after each physics step: settling, recovery of bad dice, and the reading.
//!
//! Every bad case ends in a result: an escaped or non-finite die is re-thrown; a die still in the
//! cup is re-thrown; a cocked die is nudged, and re-thrown after too many nudges; when the hard cap
//! runs out the dice that are not still are re-thrown; after [`MAX_CAPS`] caps every die is laid
//! flat on its nearest face where it is and read.

use bevy::prelude::*;
use bevy_rapier3d::prelude::*;
use rand::RngExt;

use super::faces::{face_normal, laid_flat, random_vector, top_face};
use super::table::{inside_cup, pour_end_s};
use super::throw::{finite, rethrow};
use super::tuning::*;
use super::under_cup::{Spot, down_s};
use super::{ActiveThrow, DiceCup, DiceSettled, DiceTable, Die, TableState};
use crate::table::GameSet;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(FixedUpdate, watch_throws.in_set(GameSet::Watch));
}

/// Steps every die must stay still for.
fn hold_steps() -> u32 {
    (SETTLE_HOLD_S * PHYSICS_HZ as f32).round() as u32
}

/// True when a die at world position `p` is outside its table's inside box (with a margin).
fn escaped(table: &DiceTable, p: Vec3) -> bool {
    let p = p - table.origin;
    let m = ESCAPE_MARGIN_M;
    p.x.abs() > TABLE_HALF_LENGTH_M + m
        || p.z.abs() > TABLE_HALF_WIDTH_M + m
        || p.y < -m
        || p.y > TABLE_WALL_HEIGHT_M + m
}

fn watch_throws(
    mut commands: Commands,
    mut tables: Query<(Entity, &DiceTable, &mut TableState)>,
    mut dice: Query<(&mut Transform, &mut Velocity), With<Die>>,
    cups: Query<&Transform, (With<DiceCup>, Without<Die>)>,
    mut settled: MessageWriter<DiceSettled>,
) {
    let hold = hold_steps();
    for (entity, table, mut state) in &mut tables {
        let Some(active) = state.active.as_mut() else {
            continue;
        };
        active.step += 1;
        if active.dice.is_empty() {
            continue;
        }
        for slot in 0..active.dice.len() {
            let Ok((transform, velocity)) = dice.get(active.dice[slot]) else {
                // Despawned behind our back: throw it again.
                rethrow(&mut commands, active, entity, table, slot);
                continue;
            };
            let out =
                active.spot.map_or_else(|| escaped(table, transform.translation), |s| s.escaped(transform.translation));
            if !finite(transform, velocity) || out {
                active.report.escaped += 1;
                rethrow(&mut commands, active, entity, table, slot);
                continue;
            }
            let still =
                velocity.linear.length() < SETTLE_LINEAR_M_S && velocity.angular.length() < SETTLE_ANGULAR_RAD_S;
            active.quiet[slot] = if still { active.quiet[slot] + 1 } else { 0 };
        }
        let poured = active.step as f32 * physics_dt_s() >= active.spot.map_or_else(pour_end_s, |_| down_s());
        let cup = cups.get(table.cup).copied().unwrap_or_default();
        if poured {
            // A die that has just come to rest is checked at once, not when all have.
            let fresh: Vec<usize> = (0..active.dice.len()).filter(|&s| active.quiet[s] == hold).collect();
            for slot in fresh {
                recover_die(&mut commands, active, entity, table, &cup, &mut dice, slot);
            }
        }
        if poured && active.quiet.iter().all(|&q| q >= hold) {
            if recover_resting(&mut commands, active, entity, table, &cup, &mut dice) {
                continue;
            }
            let done = finish(active, table, &mut dice, false);
            emit(&mut settled, &mut state, done);
        } else if active.step >= active.deadline {
            active.report.caps += 1;
            if active.report.caps >= MAX_CAPS {
                let done = finish(active, table, &mut dice, true);
                emit(&mut settled, &mut state, done);
                continue;
            }
            active.deadline += (CAP_EXTENSION_S * PHYSICS_HZ as f32).round() as u32;
            for slot in 0..active.dice.len() {
                if active.quiet[slot] < hold {
                    rethrow(&mut commands, active, entity, table, slot);
                }
            }
        }
    }
}

/// With every die still: re-throw dice left in the cup, nudge (or re-throw) cocked dice.
/// True when anything had to be done, so the throw is not read yet.
fn recover_resting(
    commands: &mut Commands,
    active: &mut ActiveThrow,
    entity: Entity,
    table: &DiceTable,
    cup: &Transform,
    dice: &mut Query<(&mut Transform, &mut Velocity), With<Die>>,
) -> bool {
    let mut acted = false;
    for slot in 0..active.dice.len() {
        acted |= recover_die(commands, active, entity, table, cup, dice, slot);
    }
    acted
}

/// A die at rest: re-throw it if it is in the cup, nudge it (re-throw it after too many nudges)
/// if it is cocked. True when it had to be touched.
fn recover_die(
    commands: &mut Commands,
    active: &mut ActiveThrow,
    entity: Entity,
    table: &DiceTable,
    cup: &Transform,
    dice: &mut Query<(&mut Transform, &mut Velocity), With<Die>>,
    slot: usize,
) -> bool {
    let Ok((transform, mut velocity)) = dice.get_mut(active.dice[slot]) else {
        return false;
    };
    if active.spot.is_none() && inside_cup(cup, transform.translation) {
        rethrow(commands, active, entity, table, slot);
        return true;
    }
    let tilt = top_face(transform.rotation).map_or(f32::INFINITY, |(_, tilt)| tilt);
    if tilt <= COCKED_MAX_TILT_RAD {
        return false;
    }
    active.report.cocked += 1;
    active.nudges[slot] += 1;
    if active.nudges[slot] > MAX_NUDGES_PER_DIE {
        rethrow(commands, active, entity, table, slot);
        return true;
    }
    let rng = &mut active.rng;
    let sideways = Vec3::new(rng.random_range(-1.0..1.0), 0.0, rng.random_range(-1.0..1.0));
    velocity.linear = sideways * 0.3 * NUDGE_SPEED_M_S + Vec3::Y * NUDGE_SPEED_M_S;
    velocity.angular = random_vector(rng, NUDGE_SPIN_RAD_S);
    active.quiet[slot] = 0;
    true
}

/// Centre-to-centre distance kept between dice laid flat by force: a die's diagonal and a bit,
/// so none is laid inside or leaning on another (physics would push it over after the reading).
const LAID_GAP_M: f32 = DIE_SIZE_M * 1.5;

/// Read the dice (laying them flat first when `force`, apart from each other): the values and
/// the die entities.
fn finish(
    active: &mut ActiveThrow,
    table: &DiceTable,
    dice: &mut Query<(&mut Transform, &mut Velocity), With<Die>>,
    force: bool,
) -> (Vec<u8>, Vec<Entity>) {
    let inside = Vec3::new(TABLE_HALF_LENGTH_M, 0.0, TABLE_HALF_WIDTH_M) - DIE_SIZE_M;
    // Dice under a seat's cup are laid within the cup.
    let (origin, inside) = active.spot.map_or((table.origin, inside), |s| (s.at.translation, Spot::lay_half_m()));
    if force {
        let mut spots: Vec<Vec3> = active
            .dice
            .iter()
            .filter_map(|&die| dice.get(die).ok())
            .map(|(t, _)| {
                let at = t.translation - origin;
                if at.is_finite() { at } else { Vec3::ZERO }
            })
            .collect();
        spread_apart(&mut spots, inside, LAID_GAP_M);
        let mut spots = spots.into_iter();
        for &die in &active.dice {
            if let Ok((mut transform, mut velocity)) = dice.get_mut(die)
                && let Some(mut at) = spots.next()
            {
                at.y = DIE_SIZE_M / 2.0;
                *transform = Transform::from_translation(at + origin).with_rotation(laid_flat(transform.rotation));
                *velocity = Velocity::zero();
            }
        }
    }
    let loaded = &active.request.faces;
    if loaded.len() == active.dice.len() {
        for (&die, &face) in active.dice.iter().zip(loaded) {
            if let (Ok((mut transform, _)), Some(normal)) = (dice.get_mut(die), face_normal(face)) {
                // The least turn that brings the loaded face up: a die lying flat stays flat.
                let turn = Quat::from_rotation_arc(transform.rotation * normal, Vec3::Y);
                transform.rotation = (turn * transform.rotation).normalize();
            }
        }
    }
    let mut values = Vec::with_capacity(active.dice.len());
    for &die in &active.dice {
        // A missing die is unreachable in practice (missing dice are re-thrown first); never panic.
        values.push(dice.get(die).ok().and_then(|(t, _)| top_face(t.rotation)).map_or(1, |(v, _)| v));
    }
    active.report.forced = force;
    active.report.steps = active.step;
    // Steps over the rate in f64: 300 steps are exactly 5.0 s, not 5.0000005.
    active.report.settle_s = (f64::from(active.step) / super::tuning::PHYSICS_HZ) as f32;
    (values, active.dice.clone())
}

/// Move table points (y ignored) so that no two are closer than `gap` across the table, staying
/// within `±inside`: points already apart stay put; a crowded one goes to the nearest free spot
/// on rings around where it was (a heap in a corner spreads along the edges).
pub fn spread_apart(points: &mut [Vec3], inside: Vec3, gap: f32) {
    let flat = |v: Vec3| Vec3::new(v.x, 0.0, v.z);
    let on_table = |v: Vec3| Vec3::new(v.x.clamp(-inside.x, inside.x), 0.0, v.z.clamp(-inside.z, inside.z));
    let free = |p: Vec3, others: &[Vec3]| others.iter().all(|o| flat(p - *o).length() >= gap);
    for i in 0..points.len() {
        let (placed, rest) = points.split_at_mut(i);
        let here = on_table(rest[0]);
        if free(here, placed) {
            rest[0] = here;
            continue;
        }
        const PER_RING: u32 = 16;
        let spot = (1..=200u32)
            .flat_map(|ring| (0..PER_RING).map(move |k| (ring, k)))
            .map(|(ring, k)| {
                let angle = std::f32::consts::TAU * k as f32 / PER_RING as f32;
                here + Vec3::new(angle.cos(), 0.0, angle.sin()) * gap * ring as f32 * 0.5
            })
            .find(|p| on_table(*p) == *p && free(*p, placed));
        rest[0] = spot.unwrap_or(here);
    }
}

fn emit(settled: &mut MessageWriter<DiceSettled>, state: &mut TableState, (values, dice): (Vec<u8>, Vec<Entity>)) {
    let Some(active) = state.active.take() else {
        return;
    };
    match active.spot {
        // What a throw under a seat's cup leaves stays until the seat's next throw.
        Some(spot) => state.under.push((spot.seat, dice.iter().copied().chain(spot.pieces()).collect())),
        None => state.resting = dice.clone(),
    }
    settled.write(DiceSettled {
        throw_id: active.request.throw_id,
        table: active.request.table,
        values,
        dice,
        report: active.report,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dice forced flat where they were, one leaning on another or all in a heap in a corner, end
    /// a die's diagonal apart and on the table, so none is pushed over after it was read.
    #[test]
    fn dice_laid_flat_by_force_are_apart_and_on_the_table() {
        let inside = Vec3::new(TABLE_HALF_LENGTH_M, 0.0, TABLE_HALF_WIDTH_M) - DIE_SIZE_M;
        let leaning = vec![Vec3::new(0.1, 0.0, 0.05), Vec3::new(0.1 + DIE_SIZE_M * 0.4, 0.0, 0.05), Vec3::ZERO];
        let heap = vec![inside; 7];
        let spread = vec![Vec3::new(-0.2, 0.0, 0.0), Vec3::new(0.2, 0.0, 0.0)];
        for (name, start) in [("leaning", leaning), ("heap in a corner", heap), ("already apart", spread.clone())] {
            let mut points = start.clone();
            spread_apart(&mut points, inside, LAID_GAP_M);
            for (i, a) in points.iter().enumerate() {
                assert!(a.x.abs() <= inside.x + 1e-5 && a.z.abs() <= inside.z + 1e-5, "{name}: {a} on the table");
                for b in &points[..i] {
                    let d = Vec2::new(a.x - b.x, a.z - b.z).length();
                    assert!(d >= LAID_GAP_M * 0.999, "{name}: two dice {d} m apart");
                }
            }
            if name == "already apart" {
                assert_eq!(points, spread, "dice already apart stay where they are");
            }
        }
    }
}

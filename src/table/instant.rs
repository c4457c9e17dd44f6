//! Instant dice: values from the match's seeded RNG, dice laid out settled on the felt at once
//! (settings' instant mode and `--fast`). Headless-safe: the entities only carry a transform.

use bevy::prelude::*;
use rand::RngExt;

use super::dice::faces::face_normal;
use super::dice::tuning::{DIE_SIZE_M, TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M};
use super::dice::{DieLook, DieStyle};
use super::session::TableDie;
use crate::engine::dice::DiceRng;

/// A die of an instant throw (despawned when the next throw starts).
#[derive(Component, Clone, Copy, Debug)]
pub struct InstantDie;

/// Roll `count` values with `rng`.
pub fn roll(rng: &mut DiceRng, count: usize) -> Vec<u8> {
    (0..count).map(|_| rng.random_range(1..=6u8)).collect()
}

/// The rotation that shows `value` on top, turned `yaw` about the vertical.
pub fn showing(value: u8, yaw: f32) -> Quat {
    let normal = face_normal(value).unwrap_or(Vec3::Y);
    Quat::from_rotation_y(yaw) * Quat::from_rotation_arc(normal, Vec3::Y)
}

/// Spawn settled dice showing `values` on the felt of table 0, on a jittered grid; die `i` gets
/// look `looks[i]` ([`DieStyle`]) where given.
pub fn spawn(commands: &mut Commands, rng: &mut DiceRng, values: &[u8], looks: &[usize]) -> Vec<TableDie> {
    let cols = 4;
    // Clear of the cup (at -X) and of the walls.
    let (dx, dz) = (TABLE_HALF_LENGTH_M * 0.17, TABLE_HALF_WIDTH_M * 0.3);
    values
        .iter()
        .enumerate()
        .map(|(i, &value)| {
            let (c, r) = ((i % cols) as f32, (i / cols) as f32);
            let jitter = |rng: &mut DiceRng| rng.random_range(-0.25..0.25f32);
            let x = 0.06 + (c - 1.5 + jitter(rng)) * dx;
            let z = (r - 0.5 + jitter(rng)) * dz;
            let yaw = rng.random_range(0.0..std::f32::consts::TAU);
            let mut die = commands.spawn((
                Name::new("Instant die"),
                DieLook,
                InstantDie,
                Transform::from_xyz(x, DIE_SIZE_M / 2.0, z).with_rotation(showing(value, yaw)),
                Visibility::default(),
            ));
            if let Some(&look) = looks.get(i) {
                die.insert(DieStyle(look));
            }
            let entity = die.id();
            TableDie { entity, value }
        })
        .collect()
}

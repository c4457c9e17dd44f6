//! Die geometry without physics: which face is where, reading the top face, fair random orientations.
//!
//! Standard layout, opposite faces summing to 7, 1-2-3 counter-clockwise around their shared corner:
//! +Y = 1, +X = 2, -Z = 3, +Z = 4, -X = 5, -Y = 6 (in the die's own frame).

use bevy::math::{Quat, Vec3};
use rand::RngExt;

use crate::engine::dice::DiceRng;

/// The outward normal of each face in the die's frame, with the value it shows.
pub const FACES: [(u8, Vec3); 6] =
    [(1, Vec3::Y), (2, Vec3::X), (3, Vec3::NEG_Z), (4, Vec3::Z), (5, Vec3::NEG_X), (6, Vec3::NEG_Y)];

/// The outward normal (die frame) of the face showing `value`, if 1–6.
pub fn face_normal(value: u8) -> Option<Vec3> {
    FACES.iter().find(|(v, _)| *v == value).map(|(_, n)| *n)
}

/// What a die with this rotation shows: the face whose normal is nearest +Y, and the angle (rad)
/// between that normal and +Y. `None` for a non-finite rotation.
pub fn top_face(rotation: Quat) -> Option<(u8, f32)> {
    if !rotation.is_finite() {
        return None;
    }
    let rotation = rotation.normalize();
    let (value, up) = FACES.iter().map(|(v, n)| (*v, (rotation * *n).y)).max_by(|a, b| a.1.total_cmp(&b.1))?;
    Some((value, up.clamp(-1.0, 1.0).acos()))
}

/// The rotation nearest `rotation` that lays the die flat with its current top face exactly up
/// (yaw is kept). Used only by the last-resort fallback.
pub fn laid_flat(rotation: Quat) -> Quat {
    let rotation = if rotation.is_finite() { rotation.normalize() } else { Quat::IDENTITY };
    let Some((value, _)) = top_face(rotation) else {
        return Quat::IDENTITY;
    };
    let normal = face_normal(value).unwrap_or(Vec3::Y);
    let world = rotation * normal;
    Quat::from_rotation_arc(world.normalize(), Vec3::Y) * rotation
}

/// A uniformly random rotation (Shoemake's method: uniform on the unit-quaternion 3-sphere).
pub fn random_rotation(rng: &mut DiceRng) -> Quat {
    use std::f64::consts::TAU;
    let u1: f64 = rng.random_range(0.0..1.0);
    let u2: f64 = rng.random_range(0.0..1.0);
    let u3: f64 = rng.random_range(0.0..1.0);
    let (a, b) = ((1.0 - u1).sqrt(), u1.sqrt());
    let q = Quat::from_xyzw(
        (a * (TAU * u2).sin()) as f32,
        (a * (TAU * u2).cos()) as f32,
        (b * (TAU * u3).sin()) as f32,
        (b * (TAU * u3).cos()) as f32,
    );
    q.normalize()
}

/// One of the 24 rotations that map a cube onto itself, uniformly at random.
pub fn random_symmetry(rng: &mut DiceRng) -> Quat {
    let up = FACES[rng.random_range(0..6usize)].1;
    let quarter_turns = rng.random_range(0..4u8) as f32;
    Quat::from_rotation_arc(Vec3::Y, up) * Quat::from_rotation_y(quarter_turns * std::f32::consts::FRAC_PI_2)
}

/// A random vector with every component in `-max..max`, scaled into the ball of radius `max`.
pub fn random_vector(rng: &mut DiceRng, max: f32) -> Vec3 {
    let v = Vec3::new(rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0));
    v.clamp_length_max(1.0) * max
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::seeded;

    #[test]
    fn opposite_faces_sum_to_seven_and_reading_is_exact() {
        for (v, n) in FACES {
            assert_eq!(face_normal(7 - v), Some(-n));
            let rot = Quat::from_rotation_arc(n, Vec3::Y);
            let (read, tilt) = top_face(rot).unwrap();
            assert_eq!(read, v);
            assert!(tilt < 1e-3);
        }
        assert_eq!(top_face(Quat::from_xyzw(f32::NAN, 0.0, 0.0, 1.0)), None);
    }

    #[test]
    fn one_two_three_are_counter_clockwise() {
        // Seen from outside the shared corner, 1 → 2 → 3 turns counter-clockwise.
        let (n1, n2, n3) = (FACES[0].1, FACES[1].1, FACES[2].1);
        let corner = n1 + n2 + n3;
        assert!(corner.dot(n1.cross(n2)) > 0.0);
        assert!(corner.dot(n2.cross(n3)) > 0.0);
    }

    #[test]
    fn random_rotations_are_unit_and_laid_flat_keeps_the_value() {
        let mut rng = seeded(3);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            let q = random_rotation(&mut rng);
            assert!((q.length() - 1.0).abs() < 1e-5);
            let (v, _) = top_face(q).unwrap();
            counts[v as usize - 1] += 1;
            let flat = laid_flat(q);
            let (fv, tilt) = top_face(flat).unwrap();
            assert_eq!(fv, v);
            assert!(tilt < 1e-3);
        }
        assert!(counts.iter().all(|&c| (850..1150).contains(&c)), "{counts:?}");
    }
}

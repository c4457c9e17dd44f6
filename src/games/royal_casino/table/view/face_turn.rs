//! A used board face turning over at a round's end: hinged on its far edge it swings up and over,
//! away from the players, revealing the next face already in place beneath it.

use bevy::prelude::*;

use super::layout::{self, BOARD_TOP};

/// Seconds a used face takes to turn over (virtual time: the dice-speed setting scales it).
pub(crate) const FACE_TURN_S: f32 = 0.7;
/// A used face is lifted this far (metres) off the new one beneath it while it turns.
const FACE_LIFT_M: f32 = 0.0008;

/// Where a used face lies `t` (0 → 1) into turning over: hinged on its far edge, it swings up and
/// over away from the camera, landing face down behind the board.
pub(crate) fn turning(t: f32) -> Transform {
    let (centre, half) = layout::board_plate();
    let hinge = Vec3::new(centre.x, BOARD_TOP, centre.z - half.y);
    let s = t * t * (3.0 - 2.0 * t);
    let rotation = Quat::from_rotation_x(-std::f32::consts::PI * s);
    Transform { translation: hinge - rotation * hinge + Vec3::Y * FACE_LIFT_M, rotation, ..default() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_used_face_turns_over_on_its_far_edge_and_lands_face_down_behind() {
        let (centre, half) = layout::board_plate();
        let hinge = Vec3::new(centre.x, BOARD_TOP, centre.z - half.y);
        let near = Vec3::new(centre.x + 0.05, BOARD_TOP, centre.z + half.y);
        // At the start it lies where it lay, just above the new face.
        assert!(turning(0.0).transform_point(near).distance(near + Vec3::Y * FACE_LIFT_M) < 1e-6);
        for k in 0..=10 {
            let t = turning(k as f32 / 10.0);
            // The hinge stays put, and the near edge never dips into the new face below.
            assert!(t.transform_point(hinge).distance(hinge + Vec3::Y * FACE_LIFT_M) < 1e-5);
            assert!(t.transform_point(near).y >= BOARD_TOP + FACE_LIFT_M - 1e-5, "{k}");
        }
        // At the end the near edge lies as far behind the hinge as it lay in front, face down.
        let end = turning(1.0);
        let landed = end.transform_point(near);
        assert!((landed.z - (hinge.z - 2.0 * half.y)).abs() < 1e-4, "{landed}");
        assert!((end.rotation * Vec3::Y).y < -0.99);
    }
}

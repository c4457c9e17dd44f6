//! Where things lie on the table (world metres, +Y up, the camera looks from +Z): the dice tray
//! at the origin, the board face to its right, the face stack beyond, the seats along the front.

use bevy::prelude::*;

use crate::game::dice::tuning::CUP_REST_M;

/// Distance between the centres of neighbouring squares of a row.
pub const SQUARE_PITCH: f32 = 0.036;
/// Edge of a square tile.
pub const TILE: f32 = 0.031;
/// Distance between neighbouring rows.
pub const ROW_PITCH: f32 = 0.043;
/// A seat's chip stacks, across its mat from the mat's centre (50s, then 10s), and a chip's height, metres.
pub const FIFTIES_X: f32 = -0.072;
pub const TENS_X: f32 = -0.037;
pub const CHIP_H: f32 = 0.0031;
/// Centre of the first square of row A (x) and of row A (z).
const BOARD_X0: f32 = 0.45;
const BOARD_Z0: f32 = -0.1075;
/// Height of the board plate's top.
pub const BOARD_TOP: f32 = 0.006;
/// Height of a tile's top.
pub const TILE_TOP: f32 = BOARD_TOP + 0.003;
/// The front row of seats.
const SEAT_Z: f32 = 0.34;

/// Centre of the top of square `col` of row `row`.
pub fn square(row: usize, col: usize) -> Vec3 {
    Vec3::new(BOARD_X0 + col as f32 * SQUARE_PITCH, TILE_TOP, BOARD_Z0 + row as f32 * ROW_PITCH)
}

/// Centre of the points circle of `row`.
pub fn circle(row: usize) -> Vec3 {
    square(row, 5) + Vec3::X * 0.012
}

/// Where the row letter is written.
pub fn row_label(row: usize) -> Vec3 {
    square(row, 0) - Vec3::X * 0.034
}

/// Centre and half size (x, z) of the board plate.
pub fn board_plate() -> (Vec3, Vec2) {
    let left = row_label(0).x - 0.016;
    let right = circle(0).x + 0.03;
    let half_z = 2.5 * ROW_PITCH + 0.035;
    (
        Vec3::new((left + right) / 2.0, BOARD_TOP / 2.0, BOARD_Z0 + 2.5 * ROW_PITCH),
        Vec2::new((right - left) / 2.0, half_z),
    )
}

/// Base of the stack of faces still to come.
pub fn stack() -> Vec3 {
    Vec3::new(0.80, 0.0, -0.02)
}

/// Width of a seat's mat at full size.
pub const MAT_WIDTH: f32 = 0.2;
/// The stretch of the front edge the seats share, centred under the camera: what a 4:3 screen
/// shows of the front row, less a margin (checked for every seat count by the test below).
const SEATS_SPAN: f32 = 0.9;

/// Centre of seat `seat` of `seats` along the front edge: equal slots across `SEATS_SPAN`.
pub fn seat(seat: usize, seats: usize) -> Vec3 {
    let slot = SEATS_SPAN / seats.max(1) as f32;
    let x = camera().1.x + (seat as f32 + 0.5 - seats.max(1) as f32 / 2.0) * slot;
    Vec3::new(x, 0.0, SEAT_Z)
}

/// How much a seat's mat and pieces are scaled so that `seats` mats fit side by side (1 for up to 4).
pub fn seat_scale(seats: usize) -> f32 {
    (0.92 * SEATS_SPAN / seats.max(1) as f32 / MAT_WIDTH).min(1.0)
}

/// Where the cup stands.
pub fn cup() -> Vec3 {
    Vec3::from(CUP_REST_M)
}

/// Where the camera looks from and at.
pub fn camera() -> (Vec3, Vec3) {
    (Vec3::new(0.27, 1.02, 0.93), Vec3::new(0.27, 0.0, 0.07))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::CameraProjection;

    /// Where a world point lands in normalised device coordinates (-1..1 across the screen).
    fn ndc(world: Vec3, aspect: f32) -> Vec3 {
        let (eye, target) = camera();
        let view = Transform::from_translation(eye).looking_at(target, Vec3::Y).to_matrix().inverse();
        let mut projection = PerspectiveProjection { fov: 35f32.to_radians(), ..default() };
        projection.aspect_ratio = aspect;
        projection.get_clip_from_view().project_point3(view.transform_point3(world))
    }

    #[test]
    fn every_seat_count_fits_on_screen_at_16_9_and_4_3_without_overlap() {
        for aspect in [16.0 / 9.0, 4.0 / 3.0] {
            for seats in 2..=6 {
                let (half_w, half_d) = (MAT_WIDTH / 2.0 * seat_scale(seats), 0.045 * seat_scale(seats));
                for s in 0..seats {
                    let c = seat(s, seats);
                    // The mat's corners and the name plate below it.
                    let points = [
                        c + Vec3::new(-half_w, 0.0, -half_d),
                        c + Vec3::new(half_w, 0.0, -half_d),
                        c + Vec3::new(-half_w, 0.0, half_d),
                        c + Vec3::new(half_w, 0.0, half_d),
                        c + Vec3::Z * 0.066,
                    ];
                    for p in points {
                        let q = ndc(p, aspect);
                        assert!(
                            q.x.abs() < 0.97 && q.y.abs() < 0.97,
                            "{seats} seats at {aspect:.2}: seat {s} at {q:?}"
                        );
                    }
                    if s + 1 < seats {
                        let gap = seat(s + 1, seats).x - c.x;
                        assert!(gap > 2.0 * half_w, "{seats} seats: mats {s} and {} overlap", s + 1);
                    }
                }
            }
        }
    }
}

//! Where things lie on the table (world metres, +Y up, the camera looks from +Z): the dice tray
//! at the origin, the board face to its right, the face stack beyond, the seats round them all.

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

/// Width of a seat's mat.
pub const MAT_WIDTH: f32 = 0.2;

/// Centre of seat `seat` of `seats` (they sit round the table: [`super::seating::seat_pose`]).
pub fn seat(seat: usize, seats: usize) -> Vec3 {
    super::seating::seat_pose(seat, seats).translation
}

/// Where the cup stands.
pub fn cup() -> Vec3 {
    Vec3::from(CUP_REST_M)
}

/// Where the camera looks from and at before it frames the table (and in the input tests).
pub fn camera() -> (Vec3, Vec3) {
    (Vec3::new(0.27, 1.02, 0.93), Vec3::new(0.27, 0.0, 0.07))
}

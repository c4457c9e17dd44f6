//! Where Royal Casino's pieces lie on the table (world metres, +Y up, the camera looks from +Z):
//! the board's six rows of squares right of the tray, the face stack beyond it, the chip stacks
//! on each seat's mat. The shared camera frames the board through [`board_area`].

use bevy::prelude::*;

use crate::table::view::tabletop::board_area::BoardArea;

/// Distance between the centres of neighbouring squares of a row.
pub const SQUARE_PITCH: f32 = 0.036;
/// Edge of a square tile.
pub const TILE: f32 = 0.031;
/// Distance between neighbouring rows.
pub const ROW_PITCH: f32 = 0.043;
/// Rows of the board, and squares in a row.
const ROWS: usize = 6;
const SQUARES_PER_ROW: usize = 6;
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

/// The board as the camera frames it: its plate, and every square a die is placed on.
pub fn board_area() -> Option<BoardArea> {
    let cells = (0..ROWS).flat_map(|r| (0..SQUARES_PER_ROW).map(move |c| (square(r, c), TILE / 2.0))).collect();
    Some(BoardArea { plate: board_plate(), cells, beside: Vec::new() })
}

/// Base of the stack of faces still to come.
pub fn stack() -> Vec3 {
    Vec3::new(0.80, 0.0, -0.02)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::view::tabletop::layout::MAT_WIDTH;
    use crate::table::view::tabletop::seating::{MAT_DEPTH_M, seat_pose};

    #[test]
    fn no_seats_mat_lies_on_the_face_stack() {
        let (lo, hi) = (stack().xz() - Vec2::new(0.075, 0.06), stack().xz() + Vec2::new(0.075, 0.06));
        for n in 2..=6 {
            for s in 0..n {
                let pose = seat_pose(s, n);
                let (x, z) = (MAT_WIDTH / 2.0, MAT_DEPTH_M / 2.0);
                for corner in [(-x, -z), (x, -z), (x, z), (-x, z)] {
                    let c = pose.transform_point(Vec3::new(corner.0, 0.0, corner.1)).xz();
                    let on = c.x > lo.x && c.x < hi.x && c.y > lo.y && c.y < hi.y;
                    assert!(!on, "{n} seats: seat {s}'s mat on the faces' stack at {c}");
                }
            }
        }
    }
}

//! Helpers for tests of Home Rows' table (headless apps of `dicehall::table::testing`).

use bevy::prelude::*;

/// The centre of square `col` of row `row` on the board.
pub fn square_position(row: usize, col: usize) -> Vec3 {
    super::view::grid::square(row, col)
}

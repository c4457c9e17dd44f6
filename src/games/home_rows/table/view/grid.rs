//! Where Home Rows' board lies on the table (world metres, +Y up, the camera looks from +Z): its
//! four rows of five squares right of the tray, each row's colour letter before it. The shared
//! camera frames it through [`board_area`].

use bevy::prelude::*;

use crate::games::home_rows::rules::{COLS, ROWS};
use crate::table::view::tabletop::board_area::BoardArea;

/// Distance between the centres of neighbouring squares of a row.
pub const SQUARE_PITCH: f32 = 0.036;
/// Edge of a square tile.
pub const TILE: f32 = 0.031;
/// Distance between neighbouring rows.
pub const ROW_PITCH: f32 = 0.043;
/// Centre of the first square of the first row (x) and of that row (z).
const FIRST_SQUARE_X_M: f32 = 0.45;
const FIRST_ROW_Z_M: f32 = -0.1075;
/// Height of the board plate's top.
pub const BOARD_TOP: f32 = 0.006;
/// Height of a tile's top.
pub const TILE_TOP: f32 = BOARD_TOP + 0.003;
/// From a row's first square to its letter, metres.
const LETTER_BEFORE_ROW_M: f32 = 0.034;
/// The room the overview keeps right of where the owners' legend starts (`labels`), metres.
const LEGEND_ROOM_M: f32 = 0.05;

/// Centre of the top of square `col` of row `row`.
pub fn square(row: usize, col: usize) -> Vec3 {
    Vec3::new(FIRST_SQUARE_X_M + col as f32 * SQUARE_PITCH, TILE_TOP, FIRST_ROW_Z_M + row as f32 * ROW_PITCH)
}

/// Where the row's letter is written.
pub fn row_label(row: usize) -> Vec3 {
    square(row, 0) - Vec3::X * LETTER_BEFORE_ROW_M
}

/// The board as the camera frames it: its plate, and every square a die is placed on.
pub fn board_area() -> Option<BoardArea> {
    let cells = (0..ROWS).flat_map(|r| (0..COLS).map(move |c| (square(r, c), TILE / 2.0))).collect();
    let beside = (0..ROWS).map(|r| super::labels::home_label_anchor(r) + Vec3::X * LEGEND_ROOM_M).collect();
    Some(BoardArea { plate: super::board::plate(), cells, beside })
}

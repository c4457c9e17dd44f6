//! Where the shared table's things lie (world metres, +Y up, the camera looks from +Z): the dice
//! tray at the origin with its cup, the seats round it (`seating`), the camera's first view.
//! Each game lays its own board beside the tray (`board_area`).

use bevy::prelude::*;

use crate::table::dice::tuning::CUP_REST_M;

/// Width of a seat's mat.
pub const MAT_WIDTH: f32 = 0.2;

/// Centre of seat `seat` of `seats` (they sit round the table: [`crate::table::view::tabletop::seating::seat_pose`]).
pub fn seat(seat: usize, seats: usize) -> Vec3 {
    crate::table::view::tabletop::seating::seat_pose(seat, seats).translation
}

/// Where the cup stands.
pub fn cup() -> Vec3 {
    Vec3::from(CUP_REST_M)
}

/// Where the camera looks from and at before it frames the table (and in the input tests).
pub fn camera() -> (Vec3, Vec3) {
    (Vec3::new(0.27, 1.02, 0.93), Vec3::new(0.27, 0.0, 0.07))
}

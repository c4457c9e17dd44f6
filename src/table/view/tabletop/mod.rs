//! The 3D tabletop: the scene, the seats, the camera and its framing, pieces in flight.

pub mod board_area;
pub(crate) mod camera;
pub(crate) mod fit_region;
pub(crate) mod flight;
pub(crate) mod framing;
pub(crate) mod hand_row;
pub(crate) mod held_shot;
pub(crate) mod layout;
pub(crate) mod plate_spread;
pub(crate) mod print_text;
pub(crate) mod scene;
pub(crate) mod seating;
pub(crate) mod sightlines;
pub(crate) mod table_scope;

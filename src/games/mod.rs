//! The games, one folder each (rules core, AIs, console adapter), all on the engine's `Game` trait.

pub mod dice_settlers;
pub mod home_rows;
pub mod royal_casino;

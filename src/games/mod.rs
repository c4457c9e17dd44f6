//! The games dicehall hosts, one folder each (rules core, AIs, console adapter, simulator section
//! and, behind `game`, its table). Each registers itself in its own folder
//! (`#[distributed_slice(crate::registry::GAMES)]`); adding a game is its folder and its line here.

pub mod dice_settlers;
pub mod home_rows;
pub mod liars_dice;
pub mod royal_casino;

//! The games dicehall hosts, one folder each (rules core, AIs, console adapter, simulator section
//! and, behind `game`, its table). Each folder says what the registry needs of it (its
//! `REGISTERED`); adding a game is its folder and its line in each list here.

pub mod dice_settlers;
pub mod entry;
pub mod home_rows;
pub mod liars_dice;
pub mod royal_casino;

/// The games the library hosts, each its folder's entry (`crate::registry::all` lists them).
pub const HOSTED: [&entry::Registered; 4] =
    [&royal_casino::REGISTERED, &home_rows::REGISTERED, &dice_settlers::REGISTERED, &liars_dice::REGISTERED];

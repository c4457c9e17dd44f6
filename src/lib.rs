//! dicehall: physical dice driving board games at one screen. Pure cores here; the window behind `game`.

pub mod ai;
pub mod console;
#[cfg(feature = "game")]
pub mod game;
pub mod output;
pub mod rules;
pub mod sim;
pub mod tournament;

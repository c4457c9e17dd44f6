//! dicehall: physical dice driving board games at one screen. Pure cores here; the window behind `game`.

pub mod console;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod output;
#[cfg(feature = "game")]
pub mod phones;
pub mod registry;
pub mod sim;
#[cfg(feature = "game")]
pub mod table;
pub mod tournament;

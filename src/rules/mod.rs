//! Pure rules cores, one folder per game (no Bevy here), plus the shared dice helpers.

pub mod dice;
pub mod royal_casino;

//! The Bevy side of dicehall (behind the default `game` feature): window, table, physical dice.

use std::process::ExitCode;

/// Open the game window.
pub fn run() -> ExitCode {
    ExitCode::SUCCESS
}

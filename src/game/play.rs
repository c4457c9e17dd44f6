//! `dicehall play`: the game window with seats given on the command line (setup screen skipped).

use std::process::ExitCode;

/// Arguments of `dicehall play` (specs/cli.md).
#[derive(Clone, Debug)]
pub struct PlayArgs {
    /// `human` or `ai:<level>` per seat.
    pub seats: Vec<String>,
    pub game: String,
    pub seed: Option<u64>,
    pub fast: bool,
    pub exit_on_game_over: bool,
}

/// Open the window and play.
pub fn run(_args: PlayArgs) -> ExitCode {
    eprintln!("dicehall play: the playable table is being built (issue 4)");
    ExitCode::from(2)
}

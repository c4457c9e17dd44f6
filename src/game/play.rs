//! `dicehall play`: the game window with seats given on the command line (setup screen skipped).

use std::process::ExitCode;

use super::session::{MatchConfig, Settings, parse_seats};

/// Arguments of `dicehall play` (specs/cli.md).
#[derive(Clone, Debug)]
pub struct PlayArgs {
    /// `human` or `ai:<level>` per seat.
    pub seats: Vec<String>,
    pub game: crate::engine::GameId,
    pub seed: Option<u64>,
    pub fast: bool,
    pub exit_on_game_over: bool,
}

/// The match and settings `args` ask for, or a usage error.
pub fn config_of(args: &PlayArgs) -> Result<(MatchConfig, Settings), String> {
    if args.game != crate::engine::GameId::RoyalCasino {
        return Err(format!("the window plays royal-casino only for now, not `{}`", args.game));
    }
    let seats = parse_seats(&args.seats)?;
    let config = MatchConfig { seats, starter: 0, beginner_first: true, seed: args.seed };
    let mut settings = if args.fast { Settings::fast() } else { Settings::default() };
    settings.exit_on_game_over = args.exit_on_game_over;
    Ok((config, settings))
}

/// Open the window and play.
pub fn run(args: PlayArgs) -> ExitCode {
    match config_of(&args) {
        Ok((config, settings)) => super::run_app(super::window_app(Some(config), settings)),
        Err(e) => {
            eprintln!("dicehall play: {e}");
            ExitCode::from(2)
        }
    }
}

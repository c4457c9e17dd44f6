//! `dicehall play`: the game window with seats given on the command line (setup screen skipped).

use std::process::ExitCode;

use super::session::{MatchConfig, Settings, WINDOW_GAMES, parse_game_seats};

/// Arguments of `dicehall play` (specs/cli.md).
#[derive(Clone, Debug)]
pub struct PlayArgs {
    /// `human` or `ai:<level>` per seat.
    pub seats: Vec<String>,
    pub game: crate::engine::GameId,
    pub seed: Option<u64>,
    pub fast: bool,
    pub exit_on_game_over: bool,
    pub quality: super::session::Quality,
    /// Print frame-time percentiles as JSON after this many frames of play, then quit.
    pub bench_frames: Option<usize>,
    /// Window size in pixels, `(width, height)`.
    pub resolution: (u32, u32),
}

/// Parse a window size such as `1920x1080`.
pub fn parse_resolution(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("`{s}` is not a window size such as 1920x1080");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h): (u32, u32) = (w.trim().parse().map_err(|_| bad())?, h.trim().parse().map_err(|_| bad())?);
    if !(320..=7680).contains(&w) || !(240..=4320).contains(&h) {
        return Err(format!("window size {w}x{h} is outside 320x240 to 7680x4320"));
    }
    Ok((w, h))
}

/// The match and settings `args` ask for, or a usage error.
pub fn config_of(args: &PlayArgs) -> Result<(MatchConfig, Settings), String> {
    if !WINDOW_GAMES.contains(&args.game) {
        return Err(format!(
            "the window does not play `{}` yet (it plays royal-casino, home-rows and dice-settlers)",
            args.game
        ));
    }
    let seats = parse_game_seats(args.game, &args.seats)?;
    let config = MatchConfig::new(args.game, seats, args.seed);
    let mut settings = if args.fast { Settings::fast() } else { Settings::default() };
    settings.exit_on_game_over = args.exit_on_game_over;
    settings.quality = args.quality;
    Ok((config, settings))
}

/// Open the window and play.
pub fn run(args: PlayArgs) -> ExitCode {
    match config_of(&args) {
        Ok((config, settings)) => {
            let mut app = super::window_app_sized(Some(config), settings, args.resolution);
            if let Some(frames) = args.bench_frames {
                app.insert_resource(super::view::FrameBench::new(frames));
            }
            super::run_app(app)
        }
        Err(e) => {
            eprintln!("dicehall play: {e}");
            ExitCode::from(2)
        }
    }
}

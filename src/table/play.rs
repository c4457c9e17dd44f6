//! `dicehall play`: the game window with seats given on the command line (setup screen skipped).

use std::process::ExitCode;

use super::session::{MatchConfig, Settings, default_game, parse_game_seats};
use super::web_page::say_error;

/// Arguments of `dicehall play` (specs/cli.md).
#[derive(Clone, Debug)]
pub struct PlayArgs {
    /// `human` or `ai:<level>` per seat (empty with `resume`).
    pub seats: Vec<String>,
    /// `--learn`: the game's lesson (its seats and seed) instead of `seats`.
    pub learn: bool,
    /// Continue an unfinished game (the newest, or the newest of `game`) instead of starting one.
    pub resume: bool,
    /// Quit, saved, once this many turns are over.
    pub quit_after_turns: Option<u32>,
    /// `--game`: the game to start (the registry's first when not given) or to continue.
    pub game: Option<crate::engine::GameId>,
    pub seed: Option<u64>,
    pub fast: bool,
    pub exit_on_game_over: bool,
    pub quality: super::session::Quality,
    /// Print frame-time percentiles as JSON after this many frames of play, then quit.
    pub bench_frames: Option<usize>,
    /// Window size in pixels, `(width, height)`.
    pub resolution: (u32, u32),
    /// `--lang`: the language of this run.
    pub lang: Option<crate::i18n::Language>,
    /// `--phones`: serve phones on this port.
    pub phones: Option<u16>,
    /// `--no-window`: the match headless (instant dice), for phones' tests and benchmarks.
    pub no_window: bool,
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

/// The match (`None`: resume the autosave) and settings `args` ask for, or a usage error.
pub fn config_of(args: &PlayArgs) -> Result<(Option<MatchConfig>, Settings), String> {
    let mut settings = if args.fast { Settings::fast() } else { Settings::default() };
    settings.exit_on_game_over = args.exit_on_game_over;
    settings.quality = args.quality;
    if args.resume {
        return Ok((None, settings));
    }
    // Every registered game has its table: the window plays them all.
    let game = args.game.unwrap_or_else(default_game);
    if args.learn {
        return Ok((Some(super::lesson::lesson_config(game)?), settings));
    }
    let seats = parse_game_seats(game, &args.seats)?;
    Ok((Some(MatchConfig::new(game, seats, args.seed)), settings))
}

/// Open the window and play.
pub fn run(args: PlayArgs) -> ExitCode {
    if let Some(language) = args.lang {
        crate::i18n::set_language(language);
    }
    match config_of(&args) {
        Ok((config, mut settings)) => {
            let slot = super::save::SaveSlot::platform();
            let resume_from = match (&slot, args.resume) {
                (_, false) => None,
                (None, true) => {
                    say_error("dicehall play: there is no saved game to continue (no data directory)");
                    return ExitCode::from(2);
                }
                (Some(slot), true) => match super::save::unfinished::newest(&slot.dir, args.game) {
                    Ok(path) => Some(path),
                    Err(_) => {
                        let which = args.game.map_or(String::new(), |g| format!("{} ", g.title()));
                        say_error(&format!(
                            "dicehall play: there is no unfinished {which}game to continue (in {})",
                            slot.dir.display()
                        ));
                        return ExitCode::from(2);
                    }
                },
            };
            // A person's settings apply to a normal run; `--fast` runs use their own.
            let prefs = if args.fast { None } else { super::prefs::PrefsSlot::open_platform(&mut settings) };
            if args.quality != super::session::Quality::Auto {
                settings.quality = args.quality;
            }
            let over = super::language::speak(args.lang, &settings);
            settings.phones |= args.phones.is_some();
            if args.no_window {
                let Some(config) = config else {
                    say_error("dicehall play: --no-window starts a new match (not --resume)");
                    return ExitCode::from(2);
                };
                return super::phones::headless::run(config, settings, args.phones.unwrap_or_default());
            }
            let mut app = super::window_app_sized(config, settings, args.resolution);
            app.insert_resource(over);
            if let Some(port) = args.phones {
                app.insert_resource(super::phones::PhonePort(port));
            }
            if let Some(path) = resume_from {
                app.insert_resource(super::save::PendingResume::File(path));
            }
            if args.learn {
                app.insert_resource(super::lesson::LessonRequest(args.game.unwrap_or_else(default_game)));
            }
            if let Some(turns) = args.quit_after_turns {
                app.insert_resource(super::save::QuitAfterTurns(turns));
            }
            if let Some(prefs) = prefs {
                app.insert_resource(prefs);
            }
            if let Some(frames) = args.bench_frames {
                app.insert_resource(super::view::FrameBench::new(frames));
            }
            super::run_app(app)
        }
        Err(e) => {
            say_error(&format!("dicehall play: {e}"));
            ExitCode::from(2)
        }
    }
}

/// `dicehall replay FILE`: the window showing a saved game move by move (a bad file: status 2).
pub fn replay(path: &std::path::Path, lang: Option<crate::i18n::Language>) -> ExitCode {
    let checked = super::save::file::read(path).and_then(|text| super::save::file::peek_game(&text).map(|_| text));
    match checked {
        Ok(text) => {
            let mut settings = Settings::default();
            let prefs = super::prefs::PrefsSlot::open_platform(&mut settings);
            let over = super::language::speak(lang, &settings);
            let mut app = super::window_app(None, settings);
            app.insert_resource(over);
            app.insert_resource(super::replay::PendingReplay(text));
            if let Some(prefs) = prefs {
                app.insert_resource(prefs);
            }
            super::run_app(app)
        }
        Err(e) => {
            say_error(&format!("dicehall replay: {e}"));
            ExitCode::from(2)
        }
    }
}

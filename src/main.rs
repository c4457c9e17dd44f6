//! The `dicehall` binary: the game window, and the headless console and simulator (specs/cli.md).
//! On Windows the game's .exe is a GUI program (no console window opens beside the game); run from
//! a console, it attaches to that console so the subcommands print there.
#![cfg_attr(all(windows, feature = "game"), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use dicehall::engine::GameId;
use dicehall::output::print_json;
use dicehall::sim::SimConfig;

#[derive(Parser)]
#[command(name = "dicehall", version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("DICEHALL_COMMIT"), ")"), about = "Physical dice, a felt table, and board games for one screen")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// The window's language: en, zh-Hans, zh-Hant, nl, fr or ko (default: the setting, else the
    /// system's); for this run only.
    #[arg(long, global = true)]
    lang: Option<dicehall::i18n::Language>,
    /// Also serve the phone controller page and socket on the local network (docs/phones.md).
    #[cfg(feature = "game")]
    #[arg(long, global = true)]
    phones: bool,
    /// The phones' port.
    #[cfg(feature = "game")]
    #[arg(long, global = true, default_value_t = dicehall::phones::DEFAULT_PORT)]
    phones_port: u16,
}

#[derive(Subcommand)]
enum Command {
    /// The rules engine over JSON lines on stdin/stdout (specs/console.md).
    Console,
    /// Headless games with every seat the same AI; prints one JSON report on stdout.
    Sim {
        #[arg(long, value_enum, default_value_t = dicehall::registry::first().id)]
        game: GameId,
        #[arg(long, default_value_t = 4)]
        players: usize,
        #[arg(long, default_value = "greedy")]
        ai: String,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Headless AI-vs-AI games: seats rotated, every dice seed replayed in every seat order.
    Tournament {
        /// AI names, one per seat, e.g. expert,greedy
        #[arg(long, value_delimiter = ',', required = true)]
        seats: Vec<String>,
        #[arg(long, value_enum, default_value_t = dicehall::registry::first().id)]
        game: GameId,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// The game window, skipping the setup screen.
    #[cfg(feature = "game")]
    Play {
        /// One entry per seat: `human` or `ai:<level>`, e.g. human,ai:expert,ai:greedy
        #[arg(long, value_delimiter = ',', required_unless_present_any = ["resume", "learn"], conflicts_with_all = ["resume", "learn"])]
        seats: Vec<String>,
        /// Learn to play: a guided first round of --game against AI seats (its lesson's seats).
        #[arg(long, conflicts_with_all = ["resume", "seed"])]
        learn: bool,
        /// Continue an unfinished game (its seats, seed and every step so far): the newest, or
        /// the newest of --game.
        #[arg(long)]
        resume: bool,
        /// Quit (the game autosaved) once N turns are over; for tests of resume.
        #[arg(long)]
        quit_after_turns: Option<u32>,
        /// The game to play (royal-casino when not given), or with --resume the game to continue.
        #[arg(long, value_enum)]
        game: Option<GameId>,
        #[arg(long)]
        seed: Option<u64>,
        /// Quick dice and no pauses (for demos and tests).
        #[arg(long)]
        fast: bool,
        /// Quit when the game ends and print {"winners":[…],"points":[…]} on stdout.
        #[arg(long)]
        exit_on_game_over: bool,
        /// Rendering preset: auto (Low on a software renderer, High on a GPU), low or high.
        #[arg(long, value_enum, default_value_t = dicehall::table::session::Quality::Auto)]
        quality: dicehall::table::session::Quality,
        /// Print frame-time p50/p99 as one JSON object after N frames of play, then quit.
        #[arg(long)]
        bench_frames: Option<usize>,
        /// Window size, e.g. 1920x1080.
        #[arg(long, default_value = "1280x720", value_parser = dicehall::table::play::parse_resolution)]
        resolution: (u32, u32),
        /// The match with no window (instant dice), played by AIs and phones: for tests and
        /// benchmarks of the phones.
        #[arg(long, hide = true, requires = "phones")]
        no_window: bool,
    },
    /// Replay a saved game move by move in the window (arrows, Home, End).
    #[cfg(feature = "game")]
    Replay {
        /// A save: an `autosave-….ron` or `last-game.ron` in the data directory, or a copy of one.
        file: std::path::PathBuf,
    },
    /// Headless physical dice throws; prints fairness and timing statistics as one JSON object.
    #[cfg(feature = "game")]
    DiceLab {
        #[arg(long)]
        throws: u64,
        #[arg(long, default_value_t = 5)]
        dice: usize,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Tables sharing one physics world, each throwing in turn.
        #[arg(long, default_value_t = 6)]
        tables: u32,
    },
}

/// A GUI-subsystem .exe started from a console writes to that console (its `--help`, `sim`'s JSON,
/// `console`'s replies); output redirected to a file or pipe is inherited as it is.
#[cfg(all(windows, feature = "game"))]
fn attach_parent_console() {
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process: u32) -> i32;
        fn GetStdHandle(which: u32) -> *mut std::ffi::c_void;
    }
    // SAFETY: both are plain Win32 calls with no pointers passed in; a failure leaves us as we were.
    unsafe {
        let out = GetStdHandle(STD_OUTPUT_HANDLE);
        if out.is_null() || out as isize == -1 {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

fn main() -> ExitCode {
    #[cfg(all(windows, feature = "game"))]
    attach_parent_console();
    #[cfg(not(target_arch = "wasm32"))]
    let cli = Cli::parse();
    // In a browser the page's address is the command line, and a mistake in it is said in the console.
    #[cfg(target_arch = "wasm32")]
    let cli = match Cli::try_parse_from(dicehall::table::web_page::command_line()) {
        Ok(cli) => cli,
        Err(e) => {
            dicehall::table::web_page::say_error(&e.to_string());
            return ExitCode::from(2);
        }
    };
    #[cfg(not(feature = "game"))]
    let _ = cli.lang;
    #[cfg(feature = "game")]
    if cli.phones && !cfg!(feature = "phones") {
        eprintln!("dicehall: this build has no phones' server (built without the `phones` feature)");
        return ExitCode::from(2);
    }
    match cli.command {
        #[cfg(feature = "game")]
        None => dicehall::table::run(cli.lang, cli.phones.then_some(cli.phones_port)),
        #[cfg(not(feature = "game"))]
        None => game_window(cli.lang),
        Some(Command::Console) => match dicehall::console::run_stdio() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("dicehall console: {e}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Tournament { seats, game, games, seed }) => {
            let config = dicehall::tournament::TournamentConfig { game, seats, games, seed };
            match dicehall::registry::tournament(&config) {
                Ok(report) => print_json(&report),
                Err(e) => usage_error(&e),
            }
        }
        #[cfg(feature = "game")]
        Some(Command::Play {
            seats,
            learn,
            resume,
            quit_after_turns,
            game,
            seed,
            fast,
            exit_on_game_over,
            quality,
            bench_frames,
            resolution,
            no_window,
        }) => {
            let args = dicehall::table::play::PlayArgs {
                seats,
                learn,
                resume,
                quit_after_turns,
                game,
                seed,
                fast,
                exit_on_game_over,
                quality,
                bench_frames,
                resolution,
                lang: cli.lang,
                phones: cli.phones.then_some(cli.phones_port),
                no_window,
            };
            dicehall::table::play::run(args)
        }
        #[cfg(feature = "game")]
        Some(Command::Replay { file }) => dicehall::table::play::replay(&file, cli.lang),
        #[cfg(feature = "game")]
        Some(Command::DiceLab { throws, dice, seed, tables }) => {
            dicehall::table::dice_lab::run(throws, dice, seed, tables)
        }
        Some(Command::Sim { game, players, ai, games, seed }) => {
            match dicehall::registry::sim(&SimConfig { game, players, ai, games, seed }) {
                Ok(report) => print_json(&report),
                Err(e) => usage_error(&e),
            }
        }
    }
}

fn usage_error(msg: &str) -> ExitCode {
    eprintln!("dicehall: {msg}");
    ExitCode::from(2)
}

#[cfg(not(feature = "game"))]
fn game_window(_lang: Option<dicehall::i18n::Language>) -> ExitCode {
    usage_error("this build has no game window (built with --no-default-features); use a subcommand, see --help")
}

//! What a game's folder gives the shared tools (its `REGISTERED`, listed in `super::HOSTED`): what
//! only the folder can say ([`About`]) and, from the game's type, its simulator, tournament,
//! random-game, words, hint and lesson checks ([`Registered::of`]). The registry
//! (`crate::registry`) lists the entries; this file names no game and no registry.

use serde_json::{Map, Value};

use crate::engine::console::ConsoleGame;
use crate::engine::policy::Players;
use crate::engine::random_games::{Invariants, RandomGamesReport};
use crate::engine::{Game, GameId, Words};
use crate::sim::{SimConfig, SimSection};
use crate::tournament::TournamentConfig;

/// What the shared tools need of a game, each a plain function of that game's folder.
pub struct Registered {
    pub id: GameId,
    /// Where the tools list it (setup's tabs, help, error messages): lowest first; the lowest is
    /// the default game.
    pub listed: u16,
    /// On the command line and the console (`"game": "home-rows"`): `id.name()`.
    pub name: &'static str,
    /// In prose ("Home Rows").
    pub title: &'static str,
    /// The game's own console commands, besides `new`, `legal` and `state`.
    pub console_commands: &'static [&'static str],
    /// A console session from a `new` line.
    pub console_new: fn(&Map<String, Value>) -> Result<Box<dyn ConsoleGame>, String>,
    /// `dicehall sim`'s report.
    pub sim: fn(&SimConfig) -> Result<Value, String>,
    /// Games simulated and the seconds they took (the benchmark).
    pub simulate: fn(&SimConfig) -> Result<(u64, f64), String>,
    /// `dicehall tournament`'s report.
    pub tournament: fn(&TournamentConfig) -> Result<Value, String>,
    /// How many seats the game takes.
    pub seats: std::ops::RangeInclusive<usize>,
    /// `(name, label)` of its AI levels, weakest first.
    pub levels: &'static [(&'static str, &'static str)],
    /// The AI level a new AI seat gets (the setup's added seats, the default table).
    pub default_level: &'static str,
    /// How many seats its default table has (one person, the rest AIs at `default_level`).
    pub default_seats: usize,
    /// Whether `level` names one of its AIs (a sentence listing them when not).
    pub check_level: fn(&str) -> Result<(), String>,
    /// Random games with every seat count, each state checked (`random_games::every_seat_count`).
    pub random_games: fn(u64, u64) -> Result<RandomGamesReport, String>,
    /// Random games' actions and events in words, in every language (`words::check_words`).
    pub check_words: fn(u64, u64) -> Result<u64, String>,
    /// Ruling L1 on the shared screen: its words the same whatever every seat's secrets
    /// (`shared_screen::check_secrets_kept`); the decisions compared where a seat had one.
    pub check_secrets_kept: fn(u64, u64) -> Result<u64, String>,
    /// The lesson (`assets/games/<name>/lesson.ron`, `crate::engine::lesson`): a guided first round.
    pub lesson: &'static str,
    /// A lesson (`file`, its text) read as data in the game's own actions: its step count, or
    /// `file:line` errors.
    pub check_lesson: fn(&str, &str) -> Result<usize, String>,
    /// The lesson's sentences in every language: `assets/games/<name>/lesson/<language>.ftl`.
    pub lesson_words: [&'static str; 6],
    /// Every level's hint at random decisions, against the level itself (`hint::check_hints`).
    pub check_hints: fn(u64, u64) -> Result<u64, String>,
    /// The game's words in every language (`Language::ALL`'s order): `assets/games/<name>/locales/`.
    pub locales: [&'static str; 6],
    /// The game at the table: its plugins and match (the window's side).
    #[cfg(feature = "game")]
    pub table: &'static crate::table::table_game::TableHooks,
}

/// What only a game's folder can say of it; [`Registered::of`] adds all that follows from its type.
pub struct About {
    pub id: GameId,
    /// Where the tools list it: lowest first (the lowest is the default game).
    pub listed: u16,
    /// The game's own console commands, besides `new`, `legal` and `state`.
    pub console_commands: &'static [&'static str],
    /// A console session from a `new` line.
    pub console_new: fn(&Map<String, Value>) -> Result<Box<dyn ConsoleGame>, String>,
    /// The AI level a new AI seat gets.
    pub default_level: &'static str,
    /// How many seats its default table has.
    pub default_seats: usize,
    /// `assets/games/<name>/lesson.ron`, as text.
    pub lesson: &'static str,
    /// The lesson's sentences in every language.
    pub lesson_words: [&'static str; 6],
    /// The game's words in every language.
    pub locales: [&'static str; 6],
    /// The game at the table.
    #[cfg(feature = "game")]
    pub table: &'static crate::table::table_game::TableHooks,
}

impl Registered {
    /// The registry's entry of game `G`: what `about` says, and the shared tools (sim, tournament,
    /// the random games, words, hints and lesson checks, its seats and AI levels) for its type.
    pub const fn of<G: Players + Words + SimSection + Invariants>(about: About) -> Registered {
        Registered {
            id: about.id,
            listed: about.listed,
            name: about.id.name(),
            title: about.id.title(),
            console_commands: about.console_commands,
            console_new: about.console_new,
            sim: crate::sim::run_game::<G>,
            simulate: simulate_of::<G>,
            tournament: crate::tournament::run_game::<G>,
            seats: G::SEATS,
            levels: G::LEVELS,
            default_level: about.default_level,
            default_seats: about.default_seats,
            check_level: check_level_of::<G>,
            random_games: crate::engine::random_games::every_seat_count::<G>,
            check_words: crate::engine::words::check_words::<G>,
            check_secrets_kept: crate::engine::shared_screen::check_secrets_kept::<G>,
            lesson: about.lesson,
            check_lesson: check_lesson_of::<G>,
            lesson_words: about.lesson_words,
            check_hints: crate::engine::hint::check_hints::<G>,
            locales: about.locales,
            #[cfg(feature = "game")]
            table: about.table,
        }
    }
}

/// Games simulated and the seconds they took.
fn simulate_of<G: SimSection>(config: &SimConfig) -> Result<(u64, f64), String> {
    crate::sim::simulate::<G>(config).map(|(totals, _)| (totals.games, totals.seconds))
}

/// Whether `level` names one of `G`'s AIs.
fn check_level_of<G: Players>(level: &str) -> Result<(), String> {
    G::policy(level, 0).map(drop)
}

/// A lesson's text read in `G`'s actions: its step count.
fn check_lesson_of<G: Game>(file: &str, text: &str) -> Result<usize, String> {
    crate::engine::lesson::parse::<G::Action>(file, text).map(|lesson| lesson.steps.len())
}

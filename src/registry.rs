//! The game registry: the games the library hosts are one plain list, `crate::games::HOSTED` (each
//! entry its folder's `REGISTERED`), and a game from outside the library (the tests' own game)
//! joins at run time from its folder ([`register`]); the console, `sim`, `tournament`, the
//! benchmark, saves, replays, the setup screen, the language catalogues and the tests iterate
//! [`all`]. Shared code reads the registry here and never imports a game: adding a game is its
//! folder and its line in `src/games/mod.rs`. A plain list builds on every target, the browser's
//! WebAssembly included (a link-time slice has no WebAssembly support).

use std::sync::RwLock;

use serde_json::{Map, Value};

use crate::console::ConsoleGame;
use crate::engine::policy::Players;
use crate::engine::random_games::{Invariants, RandomGamesReport};
use crate::engine::{Game, Words};
use crate::sim::{SimConfig, SimSection};
use crate::tournament::TournamentConfig;

mod game_id;

pub use game_id::GameId;

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
    /// In prose ("Home Rows").
    pub title: &'static str,
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
            title: about.title,
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

/// Every game, in the order the tools list them: the hosted games and those registered since,
/// made once per change.
static LISTED: RwLock<Option<&'static [&'static Registered]>> = RwLock::new(None);

/// Every game, in the order the tools list them (by `listed`). Panics when two entries share an
/// id, a name or a place, or when an entry's name is not its id's.
pub fn all() -> &'static [&'static Registered] {
    if let Some(games) = *LISTED.read().unwrap_or_else(|e| e.into_inner()) {
        return games;
    }
    let mut listed = LISTED.write().unwrap_or_else(|e| e.into_inner());
    listed.get_or_insert_with(|| sorted(crate::games::HOSTED.to_vec()))
}

/// Add a game from outside the library (a test binary's own game, from its folder): every tool
/// and the language catalogues see it from now on. The same entry twice changes nothing.
pub fn register(game: &'static Registered) {
    {
        let mut listed = LISTED.write().unwrap_or_else(|e| e.into_inner());
        let mut games = listed.map_or_else(|| crate::games::HOSTED.to_vec(), <[_]>::to_vec);
        if games.iter().any(|g| std::ptr::eq(*g, game)) {
            return;
        }
        games.push(game);
        *listed = Some(sorted(games));
    }
    crate::i18n::reload_catalog();
}

/// `games` by `listed`, checked, kept for the program's life (made again only when a game joins).
fn sorted(mut games: Vec<&'static Registered>) -> &'static [&'static Registered] {
    games.sort_by_key(|r| r.listed);
    for (i, r) in games.iter().enumerate() {
        assert_eq!(r.name, r.id.name(), "a game's registered name is its id's");
        let twice = games[..i].iter().find(|o| o.id == r.id || o.listed == r.listed);
        assert!(twice.is_none(), "{} registered twice, or in another's place", r.name);
    }
    games.leak()
}

/// The default game: the first listed.
pub fn first() -> &'static Registered {
    all().first().expect("at least one game is registered")
}

/// The registry's entry of `id`.
pub fn registered(id: GameId) -> &'static Registered {
    all().iter().find(|r| r.id == id).expect("every GameId is registered")
}

/// Every game's name, quoted when `quote`, joined as "a, b and c" (`or` for "a, b or c").
pub fn names_joined(quote: bool, or: bool) -> String {
    let names: Vec<String> =
        all().iter().map(|r| if quote { format!("\"{}\"", r.name) } else { r.name.to_string() }).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {} {last}", rest.join(", "), if or { "or" } else { "and" }),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_registered_once_under_its_own_name() {
        assert!(all().len() >= crate::games::HOSTED.len());
        for r in all() {
            assert_eq!(registered(r.id).name, r.name);
            assert_eq!(GameId::parse(r.name), Ok(r.id));
        }
        assert_eq!(first().name, "royal-casino", "the default game (help and `--game`'s default say so)");
    }

    #[test]
    fn names_are_joined_as_a_sentence_in_listed_order() {
        let names: Vec<&str> = all().iter().map(|r| r.name).collect();
        let (last, rest) = names.split_last().expect("a game");
        let joined = |sep: &str, quote: &dyn Fn(&str) -> String| {
            let rest: Vec<String> = rest.iter().map(|n| quote(n)).collect();
            if rest.is_empty() { quote(last) } else { format!("{} {sep} {}", rest.join(", "), quote(last)) }
        };
        assert_eq!(names_joined(false, false), joined("and", &|n| n.to_string()));
        assert_eq!(names_joined(true, true), joined("or", &|n| format!("\"{n}\"")));
        assert!(names_joined(false, false).starts_with("royal-casino, home-rows"), "listed order");
    }

    #[test]
    fn each_game_declares_a_default_table_it_can_seat() {
        for r in all() {
            assert!(r.seats.contains(&r.default_seats), "{}: {} seats", r.name, r.default_seats);
            assert!((r.check_level)(r.default_level).is_ok(), "{}: default level {}", r.name, r.default_level);
        }
    }

    #[test]
    fn every_lesson_reads_in_its_games_actions() {
        for r in all() {
            let file = format!("assets/games/{}/lesson.ron", r.name);
            let steps = (r.check_lesson)(&file, r.lesson).unwrap_or_else(|e| panic!("{e}"));
            assert!(steps > 0, "{}: a lesson of no steps", r.name);
            assert!((r.check_lesson)(&file, "(not a lesson").is_err(), "{}: a broken lesson is refused", r.name);
        }
    }
}

//! The game registry: the games the library hosts are one plain list, `crate::games::HOSTED` (each
//! entry its folder's `REGISTERED`), and a game from outside the library (the tests' own game)
//! joins at run time from its folder ([`register`]); the console, `sim`, `tournament`, the
//! benchmark, saves, replays, the setup screen, the language catalogues and the tests iterate
//! [`all`]. Shared code reads the registry here and never imports a game: adding a game is its
//! folder and its line in `src/games/mod.rs`. A plain list builds on every target, the browser's
//! WebAssembly included (a link-time slice has no WebAssembly support).

use std::sync::RwLock;

use serde_json::Value;

use crate::sim::SimConfig;
use crate::tournament::TournamentConfig;

mod game_id;

pub use crate::games::entry::{About, Registered};
pub use game_id::GameId;

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
    crate::i18n::add_game_words(crate::i18n::GameWords {
        name: game.name,
        locales: game.locales,
        lesson_words: game.lesson_words,
    });
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

/// `dicehall sim`: the game's own simulator section, through its entry.
pub fn sim(config: &SimConfig) -> Result<Value, String> {
    (registered(config.game).sim)(config)
}

/// `dicehall tournament`: the JSON report (specs/cli.md), played by the game's entry.
pub fn tournament(config: &TournamentConfig) -> Result<Value, String> {
    (registered(config.game).tournament)(config)
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
    fn the_catalogues_hold_each_registered_games_own_words() {
        for r in all() {
            assert!(crate::i18n::games_with_words().contains(&r.name), "{}: its words are in no catalogue", r.name);
            for language in crate::i18n::Language::ALL {
                let files = crate::i18n::sources(language);
                let code = language.code();
                for (path, text) in [
                    (format!("assets/games/{}/locales/{code}.ftl", r.name), r.locales[language as usize]),
                    (format!("assets/games/{}/lesson/{code}.ftl", r.name), r.lesson_words[language as usize]),
                ] {
                    assert!(files.contains(&(path.clone(), text)), "{path}: the catalogue holds other words");
                }
            }
        }
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

//! Highest Roll, a test-only game: registered from this folder alone (`game.rs`'s entry, joined
//! at run time by `games_under_test`, which every test here calls first), it passes every shared suite a game gets by registering, the rules
//! core's (`every_game_suites/core.rs`) and, with the game feature, the table's at the plain table
//! (`every_game_suites/table.rs`). Nothing outside this folder names it.

mod console;
mod game;
mod words;

#[path = "../console_common/mod.rs"]
mod console_common;
#[path = "../every_game_suites/core.rs"]
mod every_game_core_suite;
#[cfg(feature = "game")]
#[path = "../every_game_suites/table.rs"]
mod every_game_table_suite;
#[cfg(feature = "game")]
#[path = "../save_common/mod.rs"]
mod save_common;

use dicehall::registry::{Registered, all};

/// The games this binary checks: the test-only game alone (the real ones have their own runs),
/// registered beside the library's games.
fn games_under_test() -> Vec<&'static Registered> {
    dicehall::registry::register(&game::HIGHEST_ROLL);
    all().iter().copied().filter(|g| g.name == "highest-roll").collect()
}

#[test]
fn the_test_only_game_is_registered_once_beside_the_library_games() {
    assert_eq!(games_under_test().len(), 1, "{:?}", all().iter().map(|g| g.name).collect::<Vec<_>>());
    assert!(all().len() >= 4, "the library's games are registered beside it");
    assert_eq!(dicehall::registry::GameId::parse("highest-roll").map(|g| g.name()), Ok("highest-roll"));
}

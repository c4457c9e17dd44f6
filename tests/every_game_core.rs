//! What every registered game's rules core gets by registering (no Bevy): random games with every
//! seat count keep every invariant and end; every AI level plays only legal actions to game over;
//! every legal action and every event is said in words, in every language;
//! the console answers garbage, foreign commands and illegal moves with one clear refusal each and
//! leaves the game exactly as it was, while legal moves carry the game to its end.

mod console_common;
#[path = "every_game_suites/core.rs"]
mod every_game_core_suite;

use dicehall::registry::{Registered, all};

/// The games this binary checks: every game the library registers.
fn games_under_test() -> Vec<&'static Registered> {
    all().to_vec()
}

/// The registry is not empty in this binary (every loop below would pass on nothing).
#[test]
fn the_registry_lists_the_games() {
    let names: Vec<&str> = all().iter().map(|g| g.name).collect();
    for game in ["royal-casino", "home-rows", "dice-settlers"] {
        assert!(names.contains(&game), "{game} is registered: {names:?}");
    }
}

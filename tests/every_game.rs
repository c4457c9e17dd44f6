//! What every registered game gets at the table by registering: a start from the setup's pending
//! match, AI seats playing it to game over with fast dice, one game-over event whose result line
//! names the winners in order, and a game stopped mid-way and resumed from its autosave that ends
//! exactly as the same game never stopped; and every game played to its end by people from one
//! gamepad (the cursor over each seat's legal actions in words, A to play).
#![cfg(feature = "game")]

#[path = "every_game_suites/table.rs"]
mod every_game_table_suite;
mod save_common;

use dicehall::registry::{Registered, all};

/// The games this binary checks: every game the library registers.
fn games_under_test() -> Vec<&'static Registered> {
    assert!(all().len() >= 3, "the registry lists the games in this binary");
    all().to_vec()
}

//! The suite every registered game passes at the table by registering: a start from the setup's pending
//! match, AI seats playing it to game over with fast dice, one game-over event whose result line
//! names the winners in order, and a game stopped mid-way and resumed from its autosave that ends
//! exactly as the same game never stopped; and every game played to its end by people from one
//! gamepad (the cursor over each seat's legal actions in words, A to play).
//! A test binary with the game feature includes it (`#[path]`) and says which games it checks:
//! `crate::games_under_test()`.

use crate::save_common::{app_in, app_state, run, temp_dir};
use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;
use dicehall::engine::dice::{derive_seed, seeded};
use dicehall::engine::seats_in;
use dicehall::registry::Registered;
use dicehall::table::flow::GameFinished;
use dicehall::table::headless_match_app;
use dicehall::table::save::QuitAfterTurns;
use dicehall::table::save::file::LAST_GAME_FILE;
use dicehall::table::session::{MatchConfig, Settings, parse_game_seats};
use dicehall::table::states::AppState;
use dicehall::table::testing::{connect_pad, press_pad, started_table};
use rand::RngExt;

#[derive(Resource, Default)]
struct Finished(Vec<GameFinished>);

/// A table of AIs: the game's default level and its random one, by turns.
fn all_ai(game: &Registered, seats: usize) -> Vec<String> {
    (0..seats)
        .map(|s| if s % 2 == 0 { format!("ai:{}", game.default_level) } else { "ai:random".to_string() })
        .collect()
}

#[test]
fn every_game_starts_and_its_ai_seats_play_it_to_one_game_over() {
    assert!(!crate::games_under_test().is_empty(), "the games are registered in this binary");
    for game in crate::games_under_test() {
        let seats = parse_game_seats(game.id, &all_ai(game, *game.seats.start())).expect("its smallest table");
        let config = MatchConfig::new(game.id, seats, Some(21));
        let mut app = headless_match_app(config, Settings::fast());
        app.init_resource::<Finished>()
            .add_observer(|f: On<GameFinished>, mut out: ResMut<Finished>| out.0.push(f.event().clone()));
        let mut frames = 0;
        while *app.world().resource::<State<AppState>>().get() != AppState::Results {
            app.update();
            frames += 1;
            assert!(frames < 20_000, "{}: no game over after {frames} frames", game.name);
        }
        for _ in 0..3 {
            app.update();
        }
        let finished = &app.world().resource::<Finished>().0;
        assert_eq!(finished.len(), 1, "{}: one game over, not {finished:?}", game.name);
        let f = &finished[0];
        assert_eq!(f.game, game.id, "{}", game.name);
        let winners: Vec<serde_json::Value> = f.winners.iter().map(|&w| w.into()).collect();
        assert_eq!(f.result["winners"], serde_json::Value::Array(winners), "{}: {}", game.name, f.result);
        assert!(!f.winners.is_empty() && f.winners.iter().all(|&w| w < *game.seats.start()), "{}", game.name);
        assert_eq!(seats_in(seats_mask(&f.winners)), f.winners, "{}: seats in order, each once", game.name);
    }
}

fn seats_mask(seats: &[usize]) -> dicehall::engine::SeatSet {
    seats.iter().fold(0, |mask, &s| mask | (1 << s))
}

#[test]
fn every_game_stopped_and_resumed_ends_as_never_stopped() {
    for game in crate::games_under_test() {
        let seats = parse_game_seats(game.id, &all_ai(game, *game.seats.start())).expect("its smallest table");
        let config = MatchConfig::new(game.id, seats, Some(13));
        let straight = temp_dir(&format!("every-straight-{}", game.name));
        let mut app = app_in(&straight, config.clone(), false);
        run(&mut app);
        assert_eq!(app_state(&app), AppState::Results, "{}", game.name);
        let expected = std::fs::read_to_string(straight.join(LAST_GAME_FILE)).expect("the finished game is kept");

        let stopped = temp_dir(&format!("every-stopped-{}", game.name));
        let mut app = app_in(&stopped, config.clone(), false);
        app.insert_resource(QuitAfterTurns(4));
        run(&mut app);
        assert!(app.should_exit().is_some(), "{}: quit after 4 turns", game.name);
        assert!(!stopped.join(LAST_GAME_FILE).exists(), "{}: not over when it quit", game.name);
        drop(app);

        let mut app = app_in(&stopped, config, true);
        app.update();
        app.update();
        assert_eq!(app_state(&app), AppState::Playing, "{}: resumed", game.name);
        run(&mut app);
        assert_eq!(app_state(&app), AppState::Results, "{}", game.name);
        let resumed = std::fs::read_to_string(stopped.join(LAST_GAME_FILE)).expect("the resumed game is kept");
        assert_eq!(resumed, expected, "{}: the resumed game ends as the straight one", game.name);
        let _ = std::fs::remove_dir_all(straight);
        let _ = std::fs::remove_dir_all(stopped);
    }
}

#[test]
fn every_game_is_played_to_its_end_from_one_gamepad() {
    for game in crate::games_under_test() {
        // Every seat a person's, all on the one pad; the dice land at once.
        let specs = vec!["human"; *game.seats.start()];
        let mut app = started_table(game.id, &specs, 31);
        app.world_mut().resource_mut::<Settings>().instant_dice = true;
        let pad = connect_pad(&mut app);
        let mut rng = seeded(derive_seed(31, game.listed as u64));
        let mut choices = 0;
        while app_state(&app) != AppState::Results {
            // The cursor a few steps along the seat's legal actions, then A plays the one it is on.
            for _ in 0..rng.random_range(0..3) {
                press_pad(&mut app, pad, GamepadButton::DPadRight);
            }
            press_pad(&mut app, pad, GamepadButton::South);
            choices += 1;
            assert!(choices < 4000, "{}: no game over after {choices} choices from the pad", game.name);
        }
        assert!(choices > 20, "{}: a whole game, {choices} choices", game.name);
    }
}

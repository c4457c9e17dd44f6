//! What every registered game gets at the table by registering: a start from the setup's pending
//! match, AI seats playing it to game over with fast dice, one game-over event whose result line
//! names the winners in order.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::seats_in;
use dicehall::game::flow::GameFinished;
use dicehall::game::headless_match_app;
use dicehall::game::session::{MatchConfig, Settings, parse_game_seats};
use dicehall::game::states::AppState;
use dicehall::games::ALL;

#[derive(Resource, Default)]
struct Finished(Vec<GameFinished>);

fn all_ai(seats: usize) -> Vec<String> {
    (0..seats).map(|s| if s % 2 == 0 { "ai:greedy".to_string() } else { "ai:random".to_string() }).collect()
}

#[test]
fn every_game_starts_and_its_ai_seats_play_it_to_one_game_over() {
    for game in ALL {
        let seats = parse_game_seats(game.id, &all_ai(*game.seats.start())).expect("its smallest table");
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
        println!("{}: game over after {frames} frames", game.name);
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

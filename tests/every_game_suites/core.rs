//! The suite every registered game's rules core passes by registering (no Bevy): random games with every
//! seat count keep every invariant and end; every AI level plays only legal actions to game over;
//! every legal action and every event is said in words, in every language;
//! the console answers garbage, foreign commands and illegal moves with one clear refusal each and
//! leaves the game exactly as it was, while legal moves carry the game to its end.
//! A test binary includes it (`#[path]`) and says which games it checks: `crate::games_under_test()`.

use crate::console_common::send;
use dicehall::console::Console;
use dicehall::engine::dice::{DiceRng, derive_seed, seeded};
use dicehall::registry::{Registered, all};
use dicehall::sim::SimConfig;
use rand::RngExt;
use serde_json::{Value, json};

#[test]
fn every_game_plays_random_games_at_every_seat_count_keeping_every_invariant() {
    for game in crate::games_under_test() {
        let report = (game.random_games)(600, 2027).unwrap_or_else(|e| panic!("{}: {e}", game.name));
        assert_eq!(report.games, 600, "{}", game.name);
        assert!(report.steps > 600 * 10, "{}: real games were played ({report:?})", game.name);
    }
}

#[test]
fn every_game_says_every_legal_action_and_every_event_in_every_language() {
    for game in crate::games_under_test() {
        let said = (game.check_words)(60, 2028).unwrap_or_else(|e| panic!("{e}"));
        assert!(said > 5_000, "{}: {said} sentences", game.name);
    }
}

/// Games per seat count for an AI level: the searching levels think for a while.
fn games_for(level: &str) -> u64 {
    match level {
        "random" | "greedy" => 6,
        _ => 1,
    }
}

#[test]
fn every_ai_level_of_every_game_plays_only_legal_actions_to_game_over() {
    for game in crate::games_under_test() {
        assert!(!game.levels.is_empty(), "{}: at least one AI", game.name);
        for &(level, _) in game.levels {
            (game.check_level)(level).unwrap_or_else(|e| panic!("{}: its own level {level}: {e}", game.name));
            for players in game.seats.clone() {
                let config =
                    SimConfig { game: game.id, players, ai: level.to_string(), games: games_for(level), seed: 11 };
                // play_out refuses an illegal action with an error naming the seat and the rule.
                let report = (game.sim)(&config).unwrap_or_else(|e| panic!("{} {level} × {players}: {e}", game.name));
                assert_eq!(report["games"], json!(config.games), "{} {level} × {players}", game.name);
                assert_eq!(report["unfinished"], json!(0), "{} {level} × {players}: every game ends", game.name);
            }
        }
        assert!((game.check_level)("no-such-level").is_err(), "{}: an unknown level is refused", game.name);
    }
}

/// A value of any JSON type, often near the values games use.
fn junk(rng: &mut DiceRng) -> Value {
    match rng.random_range(0..10) {
        0 => Value::Null,
        1 => json!(rng.random_range(-3..40)),
        2 => json!(rng.random_range(0..7)),
        3 => json!(-1.5),
        4 => json!(["x", 3]),
        5 => json!({"a": 1}),
        6 => json!(["red", "left", "right", "forest", "sword", "yes"][rng.random_range(0..6)]),
        7 => json!([rng.random_range(0..7), rng.random_range(0..7)]),
        8 => json!(true),
        _ => json!(u64::MAX),
    }
}

/// A line no game should take as it is: malformed, another game's command, or a command of this
/// game with keys and values of any kind.
fn garbage(rng: &mut DiceRng, game: &Registered) -> String {
    const KEYS: [&str; 14] =
        ["value", "row", "from", "color", "side", "die", "dice", "index", "at", "tile", "choice", "q", "r", "x"];
    match rng.random_range(0..8) {
        0 => {
            ["", "{", "[]", "42", "null", "{\"cmd\":}", "\"state\"", "{\"cmd\":7}"][rng.random_range(0..8)].to_string()
        }
        1 => json!({"cmd": "fly"}).to_string(),
        2 => {
            let other = all().iter().flat_map(|r| r.console_commands.iter()).copied().collect::<Vec<_>>();
            json!({"cmd": other[rng.random_range(0..other.len())], "value": junk(rng)}).to_string()
        }
        _ => {
            let mut obj = serde_json::Map::new();
            let cmd = game.console_commands[rng.random_range(0..game.console_commands.len())];
            obj.insert("cmd".into(), json!(cmd));
            for _ in 0..rng.random_range(0..4) {
                obj.insert(KEYS[rng.random_range(0..KEYS.len())].into(), junk(rng));
            }
            Value::Object(obj).to_string()
        }
    }
}

#[test]
fn every_game_console_refuses_garbage_without_a_change_and_plays_legal_moves_to_the_end() {
    for game in crate::games_under_test() {
        let mut rng = seeded(derive_seed(77, game.listed as u64));
        let mut console = Console::new();
        let (mut refusals, mut accepted, mut finished) = (0u32, 0u32, 0u32);
        let new_game =
            |seed: u64, players: usize| json!({"cmd": "new", "game": game.name, "players": players, "seed": seed});
        let players = *game.seats.start();
        assert_eq!(send(&mut console, &new_game(1, players).to_string())["ok"], true, "{}", game.name);
        for step in 0..6000u64 {
            let before = console.handle_line(r#"{"cmd":"state"}"#);
            let phase = serde_json::from_str::<Value>(&before).expect("a JSON state")["state"]["phase"].clone();
            if phase == "game_over" {
                finished += 1;
                let players = game.seats.clone().nth(step as usize % game.seats.clone().count()).unwrap();
                assert_eq!(send(&mut console, &new_game(step, players).to_string())["ok"], true, "{}", game.name);
                continue;
            }
            if rng.random_range(0..3) == 0 {
                let line = garbage(&mut rng, game);
                let reply = console.handle_line(&line);
                let r: Value =
                    serde_json::from_str(&reply).unwrap_or_else(|_| panic!("{}: {line} -> {reply}", game.name));
                if r["ok"] == false {
                    refusals += 1;
                    let error = r["error"].as_str().unwrap_or_default();
                    assert!(error.len() > 10, "{}: a clear sentence for {line}: {r}", game.name);
                    assert_eq!(r.as_object().map(|o| o.len()), Some(2), "{}: only ok and error: {r}", game.name);
                    assert_eq!(console.handle_line(r#"{"cmd":"state"}"#), before, "{}: changed by {line}", game.name);
                } else {
                    accepted += 1;
                }
            } else {
                let legal = send(&mut console, r#"{"cmd":"legal"}"#);
                let moves = legal["legal"].as_array().unwrap_or_else(|| panic!("{}: {legal}", game.name)).clone();
                assert!(!moves.is_empty(), "{}: a game not over has a legal move: {before}", game.name);
                let pick = moves[rng.random_range(0..moves.len())].to_string();
                let r = send(&mut console, &pick);
                assert_eq!(r["ok"], true, "{}: a listed legal move is taken: {pick} -> {r}", game.name);
                accepted += 1;
            }
        }
        assert!(refusals > 1000, "{}: {refusals} refusals", game.name);
        assert!(accepted > 3000 && finished >= 1, "{}: {accepted} accepted, {finished} games finished", game.name);
    }
}

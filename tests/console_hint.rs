//! The console's `hint` (specs/console.md, "Every game"), for every registered game: the level's
//! action as a command `legal` lists, the chances where it draws, the state unchanged; refused
//! with a sentence without a level, for an unknown one, and after game over.

mod console_common;

use console_common::{ok, refused, send};
use dicehall::console::Console;
use dicehall::registry::{Registered, all};
use serde_json::{Value, json};

fn hint_line(level: &str) -> String {
    json!({"cmd": "hint", "level": level}).to_string()
}

/// The hint's refusal at a chance node (specs/console.md, "Every game").
const AT_CHANCE: &str = "no hint now: the dice must be rolled (or the draw made) before anyone decides";

/// Whether the game waits for its dice as a console command of its own (Liar's Dice's `roll`:
/// its console stops at the chance node): then every level's hint is refused with the chance
/// sentence, and the dice are thrown by the one legal command. A game whose throw is a seat's
/// action settles its dice within that command and never stops here.
fn threw_at_a_chance_node(c: &mut Console, game: &Registered) -> bool {
    let reply = send(c, &hint_line(game.levels[0].0));
    if reply["ok"] == true || reply["error"] != AT_CHANCE {
        return false;
    }
    for (level, _) in game.levels {
        assert_eq!(refused(c, &hint_line(level)), AT_CHANCE, "{} {level}", game.name);
    }
    let legal = ok(c, r#"{"cmd":"legal"}"#)["legal"].as_array().cloned().unwrap_or_default();
    assert_eq!(legal.len(), 1, "{}: at a chance node the one legal command throws: {legal:?}", game.name);
    ok(c, &legal[0].to_string());
    true
}

/// Ask `level` for a hint and check the reply against `legal` and the state; the hint.
fn checked_hint(c: &mut Console, game: &Registered, level: &str) -> Value {
    let before = c.handle_line(r#"{"cmd":"state"}"#);
    let legal = ok(c, r#"{"cmd":"legal"}"#)["legal"].as_array().cloned().unwrap_or_default();
    let r = ok(c, &hint_line(level));
    let state: Value = serde_json::from_str(&before).unwrap();
    assert_eq!(r["state"], state["state"], "{} {level}: the reply's state is the game's", game.name);
    assert_eq!(c.handle_line(r#"{"cmd":"state"}"#), before, "{} {level}: a hint changes nothing", game.name);
    assert!(legal.contains(&r["hint"]), "{} {level}: {} is among {legal:?}", game.name, r["hint"]);
    assert_eq!(ok(c, &hint_line(level)), r, "{} {level}: asked again, the same hint", game.name);
    if let Some(chances) = r.get("probabilities") {
        let chances = chances.as_array().unwrap();
        let commands: Vec<&Value> = chances.iter().map(|pair| &pair[0]).collect();
        let sum: f64 = chances.iter().map(|pair| pair[1].as_f64().unwrap()).sum();
        assert_eq!(commands, legal.iter().collect::<Vec<_>>(), "{} {level}: a chance per legal command", game.name);
        assert!((sum - 1.0).abs() < 1e-9, "{} {level}: chances sum to {sum}", game.name);
        let of_hint = chances.iter().find(|pair| pair[0] == r["hint"]).map(|pair| pair[1].as_f64().unwrap());
        assert!(of_hint.unwrap() > 0.0, "{} {level}: the hint had a chance", game.name);
    }
    r["hint"].clone()
}

/// Every game played to its end through the console by the hints of its second level (Casual),
/// with every level's chances checked along the way (random: all alike, but for an action no AI
/// takes) and the refusals.
#[test]
fn every_game_plays_to_its_end_on_hints_and_then_refuses_one() {
    for game in all() {
        let mut c = Console::new();
        let players = *game.seats.start();
        ok(&mut c, &json!({"cmd": "new", "game": game.name, "players": players, "seed": 5}).to_string());
        let casual = game.levels[1].0;
        let mut steps = 0;
        while ok(&mut c, r#"{"cmd":"state"}"#)["state"]["phase"] != "game_over" {
            if threw_at_a_chance_node(&mut c, game) {
                continue;
            }
            checked_hint(&mut c, game, "random");
            let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().len();
            let r = ok(&mut c, &hint_line("random"));
            let chances = r["probabilities"].as_array().unwrap_or_else(|| panic!("{}: random draws: {r}", game.name));
            // JSON's decimals come back within a few units of the last place. An action no AI level
            // ever takes (Dice Settlers' take-back of a turn) has no chance; the rest are alike.
            let never = chances.iter().filter(|pair| pair[1].as_f64() == Some(0.0)).count();
            let taken = (legal - never) as f64;
            let alike = |p: &Value| p.as_f64().is_some_and(|p| p == 0.0 || (p - 1.0 / taken).abs() < 1e-12);
            assert!(chances.iter().all(|pair| alike(&pair[1])), "{}: all alike: {r}", game.name);
            let play = checked_hint(&mut c, game, casual);
            ok(&mut c, &play.to_string());
            steps += 1;
            assert!(steps < 5000, "{}: the game ends", game.name);
        }
        for level in game.levels {
            let error = refused(&mut c, &hint_line(level.0));
            assert_eq!(error, "the game is over: there is no move left to hint at", "{}", game.name);
        }
    }
}

#[test]
fn a_hint_needs_a_known_level_and_a_game() {
    let mut c = Console::new();
    let error = refused(&mut c, &hint_line("expert"));
    assert!(error.starts_with("no game started"), "{error}");
    for game in all() {
        let mut c = Console::new();
        let players = *game.seats.start();
        ok(&mut c, &json!({"cmd": "new", "game": game.name, "players": players, "seed": 8}).to_string());
        threw_at_a_chance_node(&mut c, game);
        let names: Vec<&str> = game.levels.iter().map(|(name, _)| *name).collect();
        for line in
            [r#"{"cmd":"hint"}"#.to_string(), json!({"cmd": "hint", "level": 3}).to_string(), hint_line("wizard")]
        {
            let error = refused(&mut c, &line);
            assert!(names.iter().all(|name| error.contains(name)), "{}: {line} -> {error} names {names:?}", game.name);
        }
        let error = refused(&mut c, r#"{"cmd":"hint","level":"greedy","seat":1}"#);
        assert_eq!(error, "`hint` does not take \"seat\"; it takes level", "{}", game.name);
        let unknown = send(&mut c, r#"{"cmd":"fly"}"#)["error"].as_str().unwrap().to_string();
        assert!(unknown.ends_with("legal, state, hint"), "{}: the commands list hint: {unknown}", game.name);
        for (level, _) in game.levels {
            checked_hint(&mut c, game, level);
        }
    }
}

/// Royal Casino's first decision is always the throw; the random level gives it certainty, the
/// others no chances at all, and a softened level gives its softmax.
#[test]
fn royal_casino_hints_the_first_throw_and_a_softened_level_draws() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"royal-casino","players":4,"seed":42,"faces":["01a","02a"]}"#);
    for level in ["random", "greedy", "expectimax", "expert"] {
        let r = ok(&mut c, &hint_line(level));
        assert_eq!(r["hint"], json!({"cmd": "throw"}), "{level}");
        let want = if level == "random" { Some(json!([[{"cmd": "throw"}, 1.0]])) } else { None };
        assert_eq!(r.get("probabilities").cloned(), want, "{level}");
    }
    ok(&mut c, r#"{"cmd":"throw","dice":[6,2,1,5,5]}"#);
    let soft = ok(&mut c, &hint_line("expert@0.05"));
    assert!(soft["probabilities"].as_array().is_some_and(|p| p.len() > 1), "{soft}");
}

//! `dicehall console` for Dice Settlers against docs/console.md: the state's shape, whole games
//! driven by `legal` alone, forced chance, and ok:false with state unchanged for every bad line.

mod console_common;

use console_common::{ok, refused, send};
use dicehall::console::Console;
use dicehall::engine::dice::seeded;
use rand::RngExt;
use serde_json::{Value, json};

#[test]
fn new_game_state_has_the_documented_shape() {
    let mut c = Console::new();
    let r = ok(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":3,"seed":1}"#);
    let s = &r["state"];
    let keys: Vec<&str> = s.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "game",
            "round",
            "first",
            "current",
            "turn",
            "phase",
            "pass",
            "acted",
            "step",
            "asking",
            "drawing",
            "players",
            "map",
            "hand",
            "drawn",
            "stack",
            "supply",
            "score_tokens_left",
            "row",
            "end",
            "scores",
            "winners"
        ]
    );
    assert_eq!((s["phase"].clone(), s["hand"].as_array().unwrap().len()), (json!("draft"), 3));
    assert_eq!(s["stack"], 27, "3 players: tiles 35-40 leave, 8-34 stack");
    assert_eq!(s["score_tokens_left"], 39);
    assert_eq!(s["supply"], json!({"white": 0, "yellow": 5, "green": 5, "brown": 6, "blue": 6, "red": 6}));
    assert_eq!(s["row"].as_array().unwrap().len(), 9);
    assert_eq!(s["players"][0]["bag"], json!({"white": 3, "yellow": 1, "green": 1, "brown": 0, "blue": 0, "red": 0}));
    assert_eq!(s["players"][0]["board_tents"], 6);
    assert_eq!(s["players"][0]["dice_track"], 3);
}

#[test]
fn forced_chance_draws_the_named_tiles_and_must_be_exact() {
    let mut c = Console::new();
    // Starting tiles 1-7: outcome k takes the k-th of those left, so 1, 1, 1 draws tiles 1, 2, 3.
    let r = ok(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":2,"seed":1,"chance":[1,1,1]}"#);
    assert_eq!(r["state"]["hand"], json!([1, 2, 3]));
    let err = refused(&mut c, r#"{"cmd":"start_tile","index":2,"q":0,"r":0,"chance":[]}"#);
    assert!(err.contains("runs out"), "{err}");
    let err = refused(&mut c, r#"{"cmd":"start_tile","index":2,"q":0,"r":0,"chance":[1,2]}"#);
    assert!(err.contains("more outcomes"), "{err}");
    let err = refused(&mut c, r#"{"cmd":"start_tile","index":2,"q":0,"r":0,"chance":[5]}"#);
    assert!(err.contains("1 to 4"), "four starting tiles are left to draw from: {err}");
    let r = ok(&mut c, r#"{"cmd":"start_tile","index":2,"q":0,"r":0,"chance":[4]}"#);
    assert_eq!(r["events"][0]["type"], "start_tile_placed");
    assert_eq!(r["events"][0]["tile"], 3);
    assert_eq!(r["state"]["hand"], json!([1, 2, 7]), "the hand passed on, drawn back to three");
    assert_eq!(r["state"]["current"], 1);
}

#[test]
fn whole_games_play_to_the_end_through_legal_commands_only() {
    for seed in 0..6u64 {
        let players = 2 + seed % 3;
        let mut c = Console::new();
        let mut rng = seeded(seed);
        let mut r = ok(&mut c, &format!(r#"{{"cmd":"new","game":"dice-settlers","players":{players},"seed":{seed}}}"#));
        let mut steps = 0;
        while r["state"]["phase"] != "game_over" {
            let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().clone();
            assert!(!legal.is_empty(), "a live game always offers a command");
            let pick = &legal[rng.random_range(0..legal.len())];
            r = ok(&mut c, &pick.to_string());
            steps += 1;
            assert!(steps < 20_000, "seed {seed}: the game does not end");
        }
        let s = &r["state"];
        assert!(!s["winners"].as_array().unwrap().is_empty());
        assert_eq!(s["scores"].as_array().unwrap().len(), players as usize);
        assert!(s["end"]["triggers"].as_array().is_some_and(|t| !t.is_empty()));
        let last: Vec<&Value> = r["events"].as_array().unwrap().iter().collect();
        assert_eq!(last.last().unwrap()["type"], "game_over");
        assert!(refused(&mut c, r#"{"cmd":"skip"}"#).contains("over"));
    }
}

#[test]
fn every_malformed_or_illegal_line_is_refused_and_changes_nothing() {
    let mut c = Console::new();
    assert!(refused(&mut c, r#"{"cmd":"ready"}"#).contains("no game"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":5}"#).contains("2 to 4"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":1}"#).contains("2 to 4"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":3,"colors":[]}"#).contains("colors"));
    ok(&mut c, r#"{"cmd":"new","game":"dice-settlers","players":3,"seed":9}"#);
    assert!(refused(&mut c, r#"{"cmd":"ready"}"#).contains("starting tile"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":0,"q":3,"r":0}"#).contains("cannot go there"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":7,"q":0,"r":0}"#).contains("place 7"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":0,"q":0}"#).contains("\"r\""));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":0,"q":999,"r":0}"#).contains("off the map"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":-1,"q":0,"r":0}"#).contains("index"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":0,"q":0,"r":0,"tile":3}"#).contains("tile"));
    assert!(refused(&mut c, r#"{"cmd":"start_tile","index":0,"q":0,"r":0,"chance":"x"}"#).contains("chance"));
    assert!(refused(&mut c, r#"{"cmd":"take_die","color":"pink"}"#).contains("white, yellow"));
    assert!(refused(&mut c, r#"{"cmd":"sell","offer":"bribe"}"#).contains("remove_die"));
    assert!(refused(&mut c, r#"{"cmd":"sell","offer":"pair","resources":["iron"]}"#).contains("two resources"));
    assert!(refused(&mut c, r#"{"cmd":"research","card":"time-machine"}"#).contains("no technology"));
    assert!(refused(&mut c, r#"{"cmd":"fly"}"#).contains("unknown command"));
    // Play to the action phase and try actions the dice do not allow.
    let mut rng = seeded(3);
    loop {
        let r = send(&mut c, r#"{"cmd":"state"}"#);
        if r["state"]["phase"] == "act" {
            break;
        }
        let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().clone();
        let ready = legal.iter().find(|l| l["cmd"] == "ready").cloned();
        ok(&mut c, &ready.unwrap_or_else(|| legal[rng.random_range(0..legal.len())].clone()).to_string());
    }
    assert!(refused(&mut c, r#"{"cmd":"recruit","symbols":2}"#).contains("2 symbols"));
    assert!(refused(&mut c, r#"{"cmd":"explore","symbols":9}"#).contains("explore symbol"));
    assert!(refused(&mut c, r#"{"cmd":"raid","tile":40,"symbols":1}"#).len() > 10);
    assert!(refused(&mut c, r#"{"cmd":"end_turn"}"#).contains("choose an action"));
    assert!(refused(&mut c, r#"{"cmd":"keep","die":0}"#).contains("choose an action"));
    assert!(refused(&mut c, r#"{"cmd":"control","tile":1}"#).len() > 10);
}

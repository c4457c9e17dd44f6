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

/// Play seeded random legal commands in fresh 2-player games until `found` picks something in the
/// state (`current`'s seat, the legal list); then the console, the state and what was found.
fn play_until<T>(found: impl Fn(&Value, &Value, &[Value]) -> Option<T>) -> (Console, Value, T) {
    for seed in 0..40u64 {
        let mut c = Console::new();
        let mut rng = seeded(seed);
        let mut r = ok(&mut c, &format!(r#"{{"cmd":"new","game":"dice-settlers","players":2,"seed":{seed}}}"#));
        while r["state"]["phase"] != "game_over" {
            let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().clone();
            assert!(legal.iter().all(|l| l.get("payer").is_none() && l.get("from").is_none()), "defaults only");
            let s = r["state"].clone();
            let seat = &s["players"][s["current"].as_u64().unwrap() as usize];
            if let Some(t) = found(&s, seat, &legal) {
                return (c, s, t);
            }
            r = ok(&mut c, &legal[rng.random_range(0..legal.len())].to_string());
        }
    }
    panic!("no game of 40 reached the wanted position");
}

#[test]
fn a_turn_names_its_payer_and_a_bad_payer_is_refused() {
    // A turn of die t with two other navigator dice: name the second, not the automatic first.
    let (mut c, _, (t, first, second, plain)) = play_until(|_, seat, legal| {
        let symbols: Vec<&str> = seat["rolled"].as_array()?.iter().map(|d| d["symbol"].as_str().unwrap()).collect();
        let turn = legal.iter().find(|l| l["cmd"] == "turn")?;
        let t = turn["die"].as_u64()? as usize;
        let navs: Vec<usize> = (0..symbols.len()).filter(|&i| i != t && symbols[i] == "navigator").collect();
        let plain = (0..symbols.len()).find(|&i| i != t && symbols[i] != "navigator");
        (navs.len() >= 2 && seat["technologies"].as_array()?.is_empty()).then(|| (t, navs[0], navs[1], plain))
    });
    let before = send(&mut c, r#"{"cmd":"state"}"#)["state"].clone();
    let current = before["current"].as_u64().unwrap() as usize;
    let value = (1..=6).find(|&v| v != before["players"][current]["rolled"][t]["value"]).unwrap();
    let turn = |payer: &str| format!(r#"{{"cmd":"turn","die":{t},"value":{value},"payer":{payer}}}"#);
    let err = refused(&mut c, &turn(&format!(r#"{{"die":{t}}}"#)));
    assert_eq!(err, "a die cannot pay for adjusting itself: choose another die.");
    if let Some(p) = plain {
        assert!(refused(&mut c, &turn(&format!(r#"{{"die":{p}}}"#))).contains("does not show a navigator"));
    }
    assert!(refused(&mut c, &turn(r#"{"card":"compass"}"#)).contains("is not one of yours with a navigator"));
    assert!(refused(&mut c, &turn(r#"{"card":"time-machine"}"#)).contains("no technology \"time-machine\""));
    assert!(refused(&mut c, &turn("5")).starts_with("\"payer\" must be {\"die\": 0}"));
    assert!(refused(&mut c, &turn(r#"{"die":0,"card":"compass"}"#)).starts_with("\"payer\" must be"));
    assert!(refused(&mut c, &turn(r#"{"die":-1}"#)).contains("\"die\" must be"));
    assert!(refused(&mut c, &turn(r#"{"die":99}"#)).contains("no die 99"));
    let line = format!(r#"{{"cmd":"turn","die":{t},"value":{value},"payer":{{"die":{second}}}}}"#);
    let r = ok(&mut c, &line);
    assert_eq!(r["events"][0], json!({"type": "adjusted", "player": current, "how": {"turned": t, "value": value}}));
    let (old, new) = (&before["players"][current], &r["state"]["players"][current]);
    let color = old["rolled"][second]["color"].as_str().unwrap();
    assert_eq!(new["used"][color], old["used"][color].as_u64().unwrap() + 1, "the named die paid");
    assert_eq!(new["rolled"].as_array().unwrap().len(), old["rolled"].as_array().unwrap().len() - 1);
    assert_eq!(new["rolled"][first], old["rolled"][first], "the automatic choice stays rolled");
}

#[test]
fn the_other_adjustments_take_a_payer_too() {
    let (mut c, _, _) =
        play_until(|s, _, legal| (s["phase"] == "roll" && legal.iter().any(|l| l["cmd"] == "ready")).then_some(()));
    for (line, says) in [
        (r#"{"cmd":"navigator_reroll","payer":{"die":99}}"#, "there is no die 99 in your roll."),
        (r#"{"cmd":"resource_draw","payer":{"die":99}}"#, "there is no die 99 in your roll."),
        (
            r#"{"cmd":"resource_reroll","die":0,"payer":{"card":"compass"}}"#,
            "a resource adjustment is paid with a rolled die showing a resource, not a technology.",
        ),
    ] {
        assert_eq!(refused(&mut c, line), says, "{line}");
    }
    assert!(refused(&mut c, r#"{"cmd":"resource_draw","payer":"first"}"#).starts_with("\"payer\" must be"));
    assert!(refused(&mut c, r#"{"cmd":"navigator_reroll","paid":{"die":0}}"#).contains("takes payer, chance"));
}

#[test]
fn a_removed_die_comes_from_the_named_place() {
    // In a trade, a colour with a die in both the used area and the bag.
    let (mut c, before, color) = play_until(|s, seat, legal| {
        let sells: Vec<&str> =
            legal.iter().filter(|l| l["offer"] == "remove_die").filter_map(|l| l["color"].as_str()).collect();
        let both = |c: &&str| seat["used"][*c].as_u64() > Some(0) && seat["bag"][*c].as_u64() > Some(0);
        (s["step"]["kind"] == "trade").then(|| sells.into_iter().find(both)).flatten().map(str::to_string)
    });
    let current = before["current"].as_u64().unwrap() as usize;
    let sell = |more: &str| format!(r#"{{"cmd":"sell","offer":"remove_die","color":"{color}"{more}}}"#);
    assert!(refused(&mut c, &sell(r#","from":"attic""#)).contains("one of used, bag, rolled"));
    assert!(refused(&mut c, &sell(r#","die":0"#)).contains("goes with \"from\": \"rolled\""));
    assert!(refused(&mut c, &sell(r#","from":"bag","die":0"#)).contains("goes with"));
    assert!(refused(&mut c, &sell(r#","from":"rolled","die":99"#)).contains("no die 99"));
    let r = ok(&mut c, &sell(r#","from":"bag""#));
    let sold = r["events"].as_array().unwrap().iter().find(|e| e["type"] == "sold").unwrap();
    assert_eq!(
        sold["offer"],
        json!({"offer": "remove_die", "color": color, "from": "bag"}),
        "the sale says where from"
    );
    let (old, new) = (&before["players"][current], &r["state"]["players"][current]);
    assert_eq!(new["bag"][&color], old["bag"][&color].as_u64().unwrap() - 1);
    assert_eq!(new["used"][&color], old["used"][&color], "not from the used area, the default");
}

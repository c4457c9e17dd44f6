//! `dicehall console` for Home Rows against specs/console.md: the exact state shape, events and
//! their order, `legal`, and ok:false with state unchanged for every malformed or illegal line.

mod console_common;

use console_common::{ok, refused};
use dicehall::console::Console;
use dicehall::engine::dice::{derive_seed, seeded};
use rand::RngExt;
use serde_json::{Value, json};

#[test]
fn new_game_state_has_the_spec_shape_in_order() {
    let mut c = Console::new();
    let r = ok(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"seed":1}"#);
    assert_eq!(r["events"], json!([]));
    let s = &r["state"];
    let keys: Vec<&str> = s.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "game",
            "round",
            "rounds",
            "current",
            "starter",
            "phase",
            "rolled",
            "pot",
            "stall",
            "trades_allowed",
            "players",
            "board",
            "totals",
            "winners"
        ]
    );
    assert_eq!(s["game"], "home-rows");
    assert_eq!((s["round"].clone(), s["rounds"].clone(), s["current"].clone()), (json!(1), json!(3), json!(0)));
    assert_eq!(
        (s["phase"].clone(), s["rolled"].clone(), s["pot"].clone()),
        (json!("turn_start"), Value::Null, json!(25))
    );
    assert_eq!((s["stall"].clone(), s["trades_allowed"].clone()), (json!(0), json!(true)));
    assert_eq!(
        s["players"][1],
        json!({"color": "yellow", "dice": {"red": 0, "yellow": 5, "green": 0, "blue": 0}, "counters": 0, "round_scores": []})
    );
    assert_eq!(s["board"][3], json!({"color": "blue", "home_of": null, "squares": [null, null, null, null, null]}));
    assert_eq!(s["board"][2]["home_of"], 2);
    assert_eq!((s["totals"].clone(), s["winners"].clone()), (json!([]), json!([])));
}

#[test]
fn colours_and_starter_choose_home_rows_and_the_first_player() {
    let mut c = Console::new();
    let r = ok(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"starter":2,"colors":["blue","red","green"]}"#);
    let s = &r["state"];
    assert_eq!((s["current"].clone(), s["starter"].clone()), (json!(2), json!(2)));
    assert_eq!(s["players"][0]["color"], "blue");
    assert_eq!(s["board"][3]["home_of"], 0);
    assert_eq!(s["board"][0]["home_of"], 1);
    assert_eq!(s["board"][1]["home_of"], Value::Null, "yellow is unused");
}

#[test]
fn roll_place_and_take_report_events_in_order() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"home-rows","players":4,"seed":3}"#);
    let legal = ok(&mut c, r#"{"cmd":"legal"}"#);
    assert_eq!(legal["legal"], json!([{"cmd": "roll", "color": "red"}]));
    let r = ok(&mut c, r#"{"cmd":"roll","color":"red","value":4}"#);
    assert_eq!(r["events"], json!([{"type": "rolled", "player": 0, "color": "red", "value": 4}]));
    assert_eq!(r["state"]["phase"], "rolled");
    assert_eq!(r["state"]["rolled"], json!({"color": "red", "value": 4}));
    assert_eq!(r["state"]["players"][0]["dice"]["red"], 4);
    let legal = ok(&mut c, r#"{"cmd":"legal"}"#);
    let list = legal["legal"].as_array().unwrap();
    assert_eq!(list.len(), 20, "every open square, the pot still full, no trades");
    assert_eq!(list[0], json!({"cmd": "place", "row": 0, "col": 0}));
    let r = ok(&mut c, r#"{"cmd":"place","row":1,"col":3}"#);
    assert_eq!(
        r["events"],
        json!([
            {"type": "placed", "player": 0, "row": 1, "col": 3, "color": "red", "value": 4},
            {"type": "took", "player": 0, "from": "pot", "counters": 4}
        ])
    );
    let s = &r["state"];
    assert_eq!(s["board"][1]["squares"][3], json!({"color": "red", "value": 4}));
    assert_eq!(
        (s["pot"].clone(), s["current"].clone(), s["phase"].clone()),
        (json!(26), json!(1), json!("turn_start"))
    );
    assert_eq!(s["players"][0]["counters"], 4);
    // An unforced roll comes from the seed and is a real die value.
    let r = ok(&mut c, r#"{"cmd":"roll","color":"yellow"}"#);
    let v = r["events"][0]["value"].as_u64().unwrap();
    assert!((1..=6).contains(&v));
}

#[test]
fn every_malformed_or_illegal_line_is_refused_and_changes_nothing() {
    let mut c = Console::new();
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red"}"#).contains("no game"));
    assert!(refused(&mut c, r#"{"cmd":"trade","to":"left"}"#).contains("no game"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":2}"#).contains("3 or 4"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":5}"#).contains("3 or 4"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows"}"#).contains("players"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"starter":3}"#).contains("not a seat"));
    assert!(
        refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"colors":["red","red","blue"]}"#)
            .contains("two seats")
    );
    assert!(
        refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"colors":["red","blue"]}"#)
            .contains("one per seat")
    );
    assert!(
        refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"colors":["red","blue","pink"]}"#)
            .contains("colour")
    );
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"faces":["01a"]}"#).contains("faces"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"seed":-1}"#).contains("seed"));
    assert!(refused(&mut c, r#"{"cmd":"new","game":"chess","players":3}"#).contains("unknown game"));
    ok(&mut c, r#"{"cmd":"new","game":"home-rows","players":3,"seed":5}"#);
    assert!(refused(&mut c, r#"{"cmd":"new","game":"home-rows","players":3}"#).contains("in progress"));
    assert!(refused(&mut c, r#"{"cmd":"throw"}"#).contains("unknown command"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":0,"col":0}"#).contains("roll first"));
    assert!(refused(&mut c, r#"{"cmd":"trade","to":"left"}"#).contains("roll first"));
    assert!(refused(&mut c, r#"{"cmd":"roll"}"#).contains("color"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"purple"}"#).contains("colour"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":3}"#).contains("colour"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"blue"}"#).contains("no blue die"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"yellow"}"#).contains("no yellow die"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red","value":0}"#).contains("1 to 6"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red","value":7}"#).contains("1 to 6"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red","value":2.5}"#).contains("whole number"));
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red","vlaue":2}"#).contains("vlaue"));
    ok(&mut c, r#"{"cmd":"roll","color":"red","value":6}"#);
    assert!(refused(&mut c, r#"{"cmd":"roll","color":"red"}"#).contains("already rolled"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":4,"col":0}"#).contains("no square"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":0,"col":5}"#).contains("no square"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":-1,"col":0}"#).contains("no square"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":0}"#).contains("col"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":0,"col":0,"from":"left"}"#).contains("pot"));
    assert!(refused(&mut c, r#"{"cmd":"place","row":0,"col":0,"from":"up"}"#).contains("left"));
    assert!(refused(&mut c, r#"{"cmd":"trade","to":"left"}"#).contains("pot is empty"));
    assert!(refused(&mut c, r#"{"cmd":"trade"}"#).contains("to"));
    assert!(refused(&mut c, r#"{"cmd":"legal","x":1}"#).contains("\"x\""));
    assert!(refused(&mut c, "not json").contains("malformed JSON"));
    assert!(refused(&mut c, "[1]").contains("JSON object"));
    ok(&mut c, r#"{"cmd":"place","row":0,"col":0}"#);
    ok(&mut c, r#"{"cmd":"roll","color":"yellow","value":1}"#);
    assert!(refused(&mut c, r#"{"cmd":"place","row":0,"col":0}"#).contains("already holds"));
}

/// The event grammar of specs/console.md: rolled; placed then took, or traded; trades_off; each
/// turn_passed (with its own trades_off); round_ended; tie_break or game_over.
fn check_order(events: &[Value], line: &str) {
    let kinds: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    let mut i = 0;
    let eat = |k: &str, i: &mut usize| {
        if kinds.get(*i) == Some(&k) {
            *i += 1;
            true
        } else {
            false
        }
    };
    eat("rolled", &mut i);
    if eat("placed", &mut i) {
        assert!(eat("took", &mut i), "placed then took: {kinds:?} after {line}");
    } else if eat("traded", &mut i) {
        eat("trades_off", &mut i);
    }
    while eat("turn_passed", &mut i) {
        eat("trades_off", &mut i);
    }
    if eat("round_ended", &mut i) {
        let _ = eat("tie_break", &mut i) || eat("game_over", &mut i);
    }
    assert_eq!(i, kinds.len(), "events out of the spec's order: {kinds:?} after {line}");
}

#[test]
fn random_console_games_play_to_the_end_in_spec_order() {
    let mut rounds_seen = 0;
    let mut passes = 0;
    for g in 0..150u64 {
        let mut rng = seeded(derive_seed(77, g));
        let mut c = Console::new();
        let players = 3 + g % 2;
        let mut r = ok(&mut c, &format!(r#"{{"cmd":"new","game":"home-rows","players":{players},"seed":{g}}}"#));
        let mut steps = 0;
        while r["state"]["phase"] != "game_over" {
            let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().clone();
            assert!(!legal.is_empty());
            let mut cmd = legal[rng.random_range(0..legal.len())].clone();
            if cmd["cmd"] == "roll" && rng.random_bool(0.5) {
                cmd["value"] = json!(rng.random_range(1..=6));
            }
            let line = cmd.to_string();
            r = ok(&mut c, &line);
            let events = r["events"].as_array().unwrap();
            check_order(events, &line);
            for e in events {
                match e["type"].as_str().unwrap() {
                    "round_ended" => {
                        rounds_seen += 1;
                        assert_eq!(e["scores"].as_array().unwrap().len() as u64, players);
                    }
                    "turn_passed" => passes += 1,
                    "game_over" => {
                        assert_eq!(e["winners"], r["state"]["winners"]);
                        assert_eq!(e["totals"], r["state"]["totals"]);
                    }
                    _ => {}
                }
            }
            let s = &r["state"];
            let held: u64 = (0..players as usize).map(|p| s["players"][p]["counters"].as_u64().unwrap()).sum();
            assert_eq!(held + s["pot"].as_u64().unwrap(), if players == 3 { 25 } else { 30 });
            steps += 1;
            assert!(steps < 5000, "game {g} ends");
        }
        let s = &r["state"];
        assert_eq!(s["winners"].as_array().unwrap().len(), 1);
        assert_eq!(s["totals"].as_array().unwrap().len() as u64, players);
        ok(&mut c, r#"{"cmd":"new","game":"home-rows","players":3}"#);
    }
    assert!(rounds_seen >= 150 * 3);
    assert!(passes > 0, "random play reaches passes");
}

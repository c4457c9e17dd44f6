//! The console against specs/console.md, "Liar's Dice": the state's shape, forced and seeded
//! throws, bids, dudo and calza with their events, `observe`, `legal`, and clear refusals that
//! change nothing.

use serde_json::{Value, json};

use crate::console::Console;

/// Send a line; the reply as JSON.
fn send(c: &mut Console, line: &str) -> Value {
    serde_json::from_str(&c.handle_line(line)).expect("one JSON object per reply")
}

fn ok(c: &mut Console, line: &str) -> Value {
    let r = send(c, line);
    assert_eq!(r["ok"], true, "{line} -> {r}");
    r
}

/// Refused with a sentence, and the game as it was.
fn refused(c: &mut Console, line: &str) -> String {
    let before = c.handle_line(r#"{"cmd":"state"}"#);
    let r = send(c, line);
    assert_eq!(r["ok"], false, "{line} -> {r}");
    assert_eq!(c.handle_line(r#"{"cmd":"state"}"#), before, "{line} changed the game");
    r["error"].as_str().unwrap().to_string()
}

const FORCED: &str = r#"{"cmd":"roll","dice":[[3,1,6,6,2],[4,4,1,5,5],[2,2,3,3,6]]}"#;

#[test]
fn a_new_game_waits_for_the_throw_in_the_spec_shape() {
    let mut c = Console::new();
    let r = ok(&mut c, r#"{"cmd":"new","game":"liars-dice","players":3,"seed":4,"starter":1,"palifico":false}"#);
    let want = json!({"game":"liars-dice","round":1,"phase":"rolling","current":1,"starter":1,
        "palifico":false,"bid":null,"bids":[],
        "players":[{"dice":[],"count":5,"out":false},{"dice":[],"count":5,"out":false},{"dice":[],"count":5,"out":false}],
        "in_play":15,"winners":[],"options":{"calza":true,"palifico":false}});
    assert_eq!((r["state"].clone(), r["events"].clone()), (want, json!([])));
    assert_eq!(ok(&mut c, r#"{"cmd":"legal"}"#)["legal"], json!([{"cmd":"roll"}]));
    assert!(refused(&mut c, r#"{"cmd":"bid","quantity":2,"face":3}"#).contains("roll first"));
    assert!(refused(&mut c, r#"{"cmd":"hint","level":"greedy"}"#).contains("rolled"));
    let r = ok(&mut c, r#"{"cmd":"roll"}"#);
    assert_eq!(r["events"], json!([{"type":"rolled","round":1}]));
    assert_eq!(r["state"]["phase"], "bidding");
    let dice = r["state"]["players"][0]["dice"].as_array().unwrap().clone();
    assert!(dice.len() == 5 && dice.windows(2).all(|w| w[0].as_u64() <= w[1].as_u64()), "sorted: {dice:?}");
}

#[test]
fn forced_cups_bids_a_dudo_and_its_events() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"liars-dice","players":3,"seed":1}"#);
    assert!(refused(&mut c, r#"{"cmd":"roll","dice":[[3,1,6,6,2],[4,4,1,5,5]]}"#).contains("one list per seat"));
    assert!(refused(&mut c, r#"{"cmd":"roll","dice":[[3,1,6,6],[4,4,1,5,5],[2,2,3,3,6]]}"#).contains("5 values"));
    assert!(refused(&mut c, r#"{"cmd":"roll","dice":[[3,1,6,6,7],[4,4,1,5,5],[2,2,3,3,6]]}"#).contains("1 to 6"));
    let r = ok(&mut c, FORCED);
    assert_eq!(r["state"]["players"][0]["dice"], json!([1, 2, 3, 6, 6]));
    let r = ok(&mut c, r#"{"cmd":"bid","quantity":4,"face":6}"#);
    assert_eq!(r["events"], json!([{"type":"bid","seat":0,"quantity":4,"face":6}]));
    assert_eq!(r["state"]["bid"], json!({"quantity":4,"face":6,"seat":0}));
    assert!(refused(&mut c, r#"{"cmd":"bid","quantity":4,"face":5}"#).contains("does not raise"));
    assert!(refused(&mut c, r#"{"cmd":"bid","quantity":16,"face":6}"#).contains("15 dice in play"));
    assert!(refused(&mut c, r#"{"cmd":"bid","quantity":4,"face":7}"#).contains("1 to 6"));
    let legal = ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().clone();
    assert!(legal.contains(&json!({"cmd":"bid","quantity":2,"face":1})) && legal.contains(&json!({"cmd":"calza"})));
    assert!(!legal.contains(&json!({"cmd":"bid","quantity":1,"face":1})), "⌈4 / 2⌉ = 2 ones at least");
    // 6s: two, one and the two wild ones: 5 (seat 0's 6, 6; seat 2's 6; ones of seats 0 and 1).
    let r = ok(&mut c, r#"{"cmd":"dudo"}"#);
    let dice = json!([[1, 2, 3, 6, 6], [1, 4, 4, 5, 5], [2, 2, 3, 3, 6]]);
    assert_eq!(
        r["events"],
        json!([{"type":"challenge","seat":1,"kind":"dudo","count":5,"dice":dice},{"type":"die_lost","seat":1},
            {"type":"round_ended","round":1,"next_starter":1,"palifico":false}])
    );
    assert_eq!((r["state"]["phase"].as_str(), r["state"]["round"].as_u64()), (Some("rolling"), Some(2)));
    assert_eq!(r["state"]["players"][1], json!({"dice":[],"count":4,"out":false}));
}

#[test]
fn observe_hides_the_other_cups_and_calza_is_refused_with_two_seats() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"liars-dice","players":2,"seed":9}"#);
    ok(&mut c, r#"{"cmd":"roll","dice":[[5,5,5,1,2],[3,3,3,4,4]]}"#);
    let seen = ok(&mut c, r#"{"cmd":"observe","seat":1}"#)["state"].clone();
    assert_eq!(
        seen["players"],
        json!([{"dice":null,"count":5,"out":false},{"dice":[3,3,3,4,4],"count":5,"out":false}])
    );
    assert!(refused(&mut c, r#"{"cmd":"observe","seat":2}"#).contains("no seat 2"));
    assert!(refused(&mut c, r#"{"cmd":"observe"}"#).contains("seat"));
    assert!(refused(&mut c, r#"{"cmd":"calza"}"#).contains("nobody has bid"));
    ok(&mut c, r#"{"cmd":"bid","quantity":3,"face":3}"#);
    assert!(refused(&mut c, r#"{"cmd":"calza"}"#).contains("three seats"));
    assert!(refused(&mut c, r#"{"cmd":"roll"}"#).contains("already thrown"));
    assert!(refused(&mut c, r#"{"cmd":"dudo","x":1}"#).contains("\"x\""));
    let hint = ok(&mut c, r#"{"cmd":"hint","level":"greedy"}"#);
    assert!(hint["hint"]["cmd"].is_string(), "{hint}");
}

#[test]
fn a_game_plays_to_its_end_and_says_its_winner() {
    let mut c = Console::new();
    ok(&mut c, r#"{"cmd":"new","game":"liars-dice","players":2,"seed":3,"calza":false}"#);
    let mut last = Value::Null;
    for _ in 0..500 {
        let line = match ok(&mut c, r#"{"cmd":"state"}"#)["state"]["phase"].as_str() {
            Some("game_over") => break,
            Some("rolling") => json!({"cmd": "roll"}),
            _ => ok(&mut c, r#"{"cmd":"hint","level":"greedy"}"#)["hint"].clone(),
        };
        last = ok(&mut c, &line.to_string());
    }
    let events = last["events"].as_array().unwrap();
    let over = events.last().unwrap();
    assert_eq!(over["type"], "game_over", "{last}");
    assert_eq!(over["winners"], last["state"]["winners"]);
    assert!(ok(&mut c, r#"{"cmd":"legal"}"#)["legal"].as_array().unwrap().is_empty());
    ok(&mut c, r#"{"cmd":"new","game":"liars-dice","players":6}"#);
}

//! Phones as controllers over a real socket on 127.0.0.1, against a headless match: joining with
//! and without the room code, claiming a seat, acting, every refusal (wrong seat, out of turn,
//! illegal, garbage, oversized, too fast) leaving the state as it was, a reconnect by token,
//! handing a seat back, taking an AI's seat over, and a server that answers only its two paths.
#![cfg(feature = "phones")]

// Not every helper of the test phone is used here (`seated` is the moments' and own dice').
#[allow(dead_code)]
#[path = "phones/client.rs"]
mod client;

use std::io::{Read, Write};

use bevy::prelude::*;
use client::{Phone, error_with, phones_table, phones_table_with, port, room};
use dicehall::engine::GameId;
use dicehall::games::royal_casino::table::Match;
use dicehall::table::session::{SeatKind, Settings};
use serde_json::json;

fn steps(app: &App) -> usize {
    app.world().resource::<Match>().record.steps.len()
}

fn rc_table() -> App {
    phones_table(GameId::ROYAL_CASINO, &["human", "human", "ai:greedy"], 11)
}

#[test]
fn a_phone_joins_only_with_the_room_code() {
    let mut app = rc_table();
    let mut stranger = Phone::connect(&app);
    stranger.send(&json!({"t": "hello", "room": "ZZZZ", "lang": "fr"}));
    let refused = stranger.wait(&mut app, error_with("room"));
    assert!(refused["error"].as_str().unwrap().contains("code"), "in French: {refused}");
    stranger.wait_closed(&mut app);

    let mut early = Phone::connect(&app);
    early.send(&json!({"t": "claim", "seat": 0}));
    early.wait(&mut app, error_with("field"));
    early.wait_closed(&mut app);

    let mut garbage = Phone::connect(&app);
    garbage.send_text("{not json");
    garbage.wait(&mut app, error_with("json"));
    garbage.wait_closed(&mut app);

    let mut phone = Phone::connect(&app);
    let code = room(&app).to_lowercase();
    phone.send(&json!({"t": "hello", "room": code}));
    let welcome = phone.wait(&mut app, |m| m["t"] == "welcome");
    assert_eq!(welcome["token"].as_str().map(str::len), Some(32), "{welcome}");
    let view = phone.wait(&mut app, |m| m["t"] == "view");
    assert_eq!(view["screen"], "playing");
    assert_eq!(view["you"], serde_json::Value::Null, "no seat until it claims one");
    assert_eq!(view["seats"].as_array().map(Vec::len), Some(3));
}

#[test]
fn a_seat_is_one_phones_and_it_acts_only_in_its_turn() {
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    let mut b = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 0}));
    let view = a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 0);
    assert_eq!(view["seats"][0]["who"], "you");
    b.send(&json!({"t": "claim", "seat": 0}));
    b.wait(&mut app, error_with("seat"));
    b.send(&json!({"t": "claim", "seat": 1}));
    let seen = b.wait(&mut app, |m| m["t"] == "view" && m["you"] == 1);
    assert_eq!(seen["seats"][0]["who"], "phone", "another phone's seat: {seen}");
    b.send(&json!({"t": "claim", "seat": 7}));
    b.wait(&mut app, error_with("seat"));

    // Seat 0 is in turn: it throws; seat 1 may not, and nothing changes.
    let view = a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    let throw = view["choices"].as_array().unwrap().iter().find(|c| c["flick"] == true).expect("a throw").clone();
    let before = steps(&app);
    b.send(&json!({"t": "act", "action": throw["action"]}));
    b.wait(&mut app, error_with("turn"));
    b.send(&json!({"t": "act", "action": {"Place": {"value": 9, "row": 0}}}));
    b.wait(&mut app, error_with("turn"));
    a.send(&json!({"t": "act", "action": {"Place": {"value": 4, "row": 0}}}));
    a.wait(&mut app, error_with("illegal"));
    a.send(&json!({"t": "act", "action": "Fly"}));
    a.wait(&mut app, error_with("illegal"));
    a.send(&json!({"t": "act"}));
    a.wait(&mut app, error_with("json"));
    a.send_text(r#"{"t":"act","action":"Throw","extra":1}"#);
    a.wait(&mut app, error_with("json"));
    assert_eq!(steps(&app), before, "no refused message changed the match");

    a.send(&json!({"t": "act", "action": throw["action"], "flick": {"power": 0.8, "aim": -0.3}}));
    let after = a.wait(&mut app, |m| {
        m["t"] == "view"
            && m["log"].as_array().is_some_and(|l| !l.is_empty())
            && m["choices"].as_array().is_some_and(|c| c.iter().all(|c| c["flick"] != true) || c.is_empty())
    });
    assert!(steps(&app) > before, "the throw was played: {after}");
    // The other phone sees it too.
    b.wait(&mut app, |m| m["t"] == "view" && m["log"] == after["log"]);
}

#[test]
fn a_view_sent_while_the_dice_roll_carries_none_of_their_faces() {
    // Physical dice: the throw flies and settles over many frames.
    let settings = Settings { phones: true, banner_s: 0.0, ai_pause_s: 0.0, ..Settings::default() };
    let mut app = phones_table_with(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 11, settings);
    let mut a = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 0}));
    let ready = a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    let throw = ready["choices"].as_array().unwrap().iter().find(|c| c["flick"] == true).expect("a throw").clone();
    let before = ready["log"].clone();
    let from = a.got.len();
    a.send(&json!({"t": "act", "action": throw["action"]}));
    // The first view whose log says more than before: the throw's faces.
    let landed = a.wait(&mut app, |m| m["t"] == "view" && m["log"] != before);
    let views: Vec<&serde_json::Value> = a.got[from..].iter().filter(|m| m["t"] == "view").collect();
    assert!(views.iter().any(|v| v["rolling"] == true), "the dice flew for a while: {views:?}");
    for v in views.iter().filter(|v| v["rolling"] == true) {
        assert_eq!(v["log"], before, "a view while the dice roll says nothing of them: {v}");
        assert_eq!(v["headline"], "Your turn", "the seat's own turn, its dice rolling: {v}");
        let status = v["seats"][0]["status"].to_string();
        assert!(!status.contains("To place"), "nor does its seat's standing: {v}");
    }
    assert_eq!(landed["rolling"], false, "the faces come once the TV shows them at rest: {landed}");
    let newest = landed["log"].as_array().unwrap().last().unwrap().as_str().unwrap().to_string();
    assert!(newest.contains("throws") && newest.chars().any(|c| c.is_ascii_digit()), "{newest}");
}

#[test]
fn the_turn_line_and_the_wait_line_agree_and_a_paused_tv_shows() {
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 1}));
    let off = a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 1 && m["turn"] == 0);
    let other = format!("{}'s turn", off["seats"][0]["name"].as_str().unwrap());
    assert_eq!((off["headline"].as_str(), off["wait"].as_str()), (Some(other.as_str()), Some("Waiting for your turn")));
    app.world_mut().resource_mut::<dicehall::table::states::TableHold>().menu = true;
    let paused = a.wait(&mut app, |m| m["t"] == "view" && m["paused"] == true);
    assert_eq!(paused["wait"], "The TV is paused (its menu is open).", "{paused}");
    a.send(&json!({"t": "claim", "seat": 0}));
    let mine = a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 0);
    // The seat's own turn while the TV is paused: its turn, no choices, and why.
    assert_eq!((mine["headline"].as_str(), mine["your_turn"].as_bool()), (Some("Your turn"), Some(false)), "{mine}");
    assert_eq!(mine["choices"], json!([]), "{mine}");
    assert_eq!(mine["wait"], "The TV is paused (its menu is open).", "{mine}");
    app.world_mut().resource_mut::<dicehall::table::states::TableHold>().menu = false;
    let back = a.wait(&mut app, |m| m["t"] == "view" && m["paused"] == false);
    assert_eq!((back["headline"].as_str(), back["your_turn"].as_bool()), (Some("Your turn"), Some(true)), "{back}");
}

#[test]
fn a_phone_asks_the_experts_hint_for_its_own_turn_only_and_nothing_changes() {
    use dicehall::engine::hint::hint;
    use dicehall::engine::policy::Players;
    use dicehall::games::royal_casino::RoyalCasino;
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    let mut b = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 0}));
    b.send(&json!({"t": "claim", "seat": 1}));
    let ready = a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    b.wait(&mut app, |m| m["t"] == "view" && m["you"] == 1);
    let before = steps(&app);
    // Not its turn, or no seat: refused, in words.
    b.send(&json!({"t": "hint"}));
    b.wait(&mut app, error_with("turn"));
    let mut idle = Phone::join(&mut app, None);
    idle.send(&json!({"t": "hint"}));
    idle.wait(&mut app, error_with("seat"));
    // The seat in turn gets the Expert's move, one of its choices, with its words.
    a.send(&json!({"t": "hint"}));
    let said = a.wait(&mut app, |m| m["t"] == "hint");
    let choices = ready["choices"].as_array().unwrap();
    assert!(choices.iter().any(|c| c["action"] == said["action"]), "the hint is one of the choices: {said}");
    assert!(!said["text"].as_str().unwrap_or("").is_empty(), "{said}");
    assert_eq!(steps(&app), before, "a hint never plays");
    // It is the very move the strongest level plays from the seat's view.
    let level = RoyalCasino::LEVELS.last().unwrap().0;
    let state = app.world().resource::<Match>().state.clone();
    let expert = hint::<RoyalCasino>(&state, 0, level).expect("a hint");
    assert_eq!(said["action"], serde_json::to_value(expert.action).unwrap());
    assert_eq!(b.got.iter().filter(|m| m["t"] == "hint").count(), 0, "only the asking phone is told");
}

#[test]
fn an_oversized_message_closes_the_socket_and_a_flood_is_refused() {
    let mut app = rc_table();
    let mut big = Phone::join(&mut app, None);
    big.send_text(&format!(r#"{{"t":"lang","lang":"{}"}}"#, "x".repeat(5000)));
    big.wait_closed(&mut app);

    let mut fast = Phone::join(&mut app, None);
    let before = steps(&app);
    for _ in 0..80 {
        fast.send(&json!({"t": "act", "action": "Stop"}));
    }
    fast.wait(&mut app, error_with("rate"));
    assert_eq!(steps(&app), before, "a phone with no seat changed nothing");
}

#[test]
fn a_phone_that_drops_gets_its_seat_back_by_its_token() {
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    let token = a.got.iter().find(|m| m["t"] == "welcome").unwrap()["token"].as_str().unwrap().to_string();
    a.send(&json!({"t": "claim", "seat": 0}));
    a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 0);
    drop(a);
    let mut back = Phone::join(&mut app, Some(&token));
    assert_eq!(back.view()["you"], 0, "{}", back.view());
    // A made-up token is a new phone with no seat.
    let stranger = Phone::join(&mut app, Some("0123456789abcdef0123456789abcdef"));
    assert_eq!(stranger.view()["you"], serde_json::Value::Null);
    back.idle(&mut app, 2);
}

#[test]
fn a_seat_goes_back_to_the_tv_or_to_an_ai_and_an_ai_seat_is_taken_over() {
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 2}));
    a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 2);
    let kind = |app: &App, s: usize| app.world().resource::<Match>().config.seats[s].kind.clone();
    assert_eq!(kind(&app, 2), SeatKind::Human, "the AI steps aside");
    a.send(&json!({"t": "release", "to": "ai"}));
    a.wait(&mut app, |m| m["t"] == "view" && m["you"].is_null());
    assert_eq!(kind(&app, 2), SeatKind::Ai("greedy".into()), "the seat's own AI comes back");
    a.send(&json!({"t": "claim", "seat": 1}));
    a.wait(&mut app, |m| m["t"] == "view" && m["you"] == 1);
    a.send(&json!({"t": "release", "to": "tv"}));
    let view = a.wait(&mut app, |m| m["t"] == "view" && m["you"].is_null());
    assert_eq!(view["seats"][1]["who"], "tv");
    assert_eq!(kind(&app, 1), SeatKind::Human);
    a.send(&json!({"t": "release", "to": "tv"}));
    a.wait(&mut app, error_with("seat"));
    // Names and colours are set up before the game, not during it.
    a.send(&json!({"t": "profile", "name": "Ada", "color": 1}));
    a.wait(&mut app, error_with("field"));
}

/// One HTTP request on loopback; the status line and the body.
fn get(port: u16, path: &str) -> (String, String) {
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(s, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let status = text.lines().next().unwrap_or_default().to_string();
    let body = text.split_once("\r\n\r\n").map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

#[test]
fn the_server_answers_its_page_and_its_socket_and_nothing_else() {
    let mut app = rc_table();
    let port = port(&app);
    let answers = std::thread::spawn(move || {
        let page = get(port, "/?room=ABCD");
        let others: Vec<(String, String)> =
            ["/../Cargo.toml", "/assets/phones/phone.js", "/etc/passwd", "/ws/..", "/%2e%2e/"]
                .iter()
                .map(|p| get(port, p))
                .collect();
        (page, others)
    });
    while !answers.is_finished() {
        app.update();
    }
    let ((status, body), others) = answers.join().unwrap();
    assert!(status.contains("200"), "{status}");
    assert!(body.contains("const WORDS") && body.contains("\"ko\"") && !body.contains("/*PHONE_"), "the page inline");
    for (status, body) in others {
        assert!(status.contains("404") && !body.contains("[package]"), "{status} {body}");
    }
}

#[test]
fn a_refusal_at_the_table_reaches_the_seats_phone_and_drops_its_flick() {
    use dicehall::games::royal_casino::rules::Action;
    use dicehall::games::royal_casino::table::{Match, PlayerAction};
    use dicehall::phones::wire::Flick;
    let mut app = rc_table();
    let mut a = Phone::join(&mut app, None);
    let mut b = Phone::join(&mut app, None);
    a.send(&json!({"t": "claim", "seat": 0}));
    a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    b.send(&json!({"t": "claim", "seat": 1}));
    b.wait(&mut app, |m| m["t"] == "view" && m["you"] == 1);
    // Seat 0's action reaches the table and the rules refuse it (as a race with the TV would), with
    // the flick its phone sent with it.
    let before = steps(&app);
    let flick = Some(Flick { power: 0.9, aim: 0.2 });
    let by = dicehall::table::session::SeatHolder::Phone;
    app.world_mut().write_message(PlayerAction { seat: 0, action: Action::Place { value: 4, row: 0 }, flick, by });
    let error = a.wait(&mut app, error_with("illegal"));
    assert!(error["error"].as_str().is_some_and(|w| w.len() > 10), "the table's reason, in words: {error}");
    assert_eq!(app.world().resource::<Match>().next_fling, None, "the flick is not kept for a later throw");
    assert_eq!(steps(&app), before, "nothing changed");
    let seen_before = b.got.len();
    b.idle(&mut app, 20);
    assert!(
        b.got[seen_before..].iter().all(|m| m["t"] != "error"),
        "the other seat's phone is not told another seat's refusal: {:?}",
        &b.got[seen_before..]
    );
}

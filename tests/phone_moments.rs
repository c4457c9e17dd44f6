//! What a phone is told beside its choices, over a real socket against a headless Liar's Dice
//! match: the standing bid to beat (`standing`); the big moment the TV shows (`moment`: a reveal's
//! dice, count and verdict), sent to every phone, seat or not, in each phone's own language; and a
//! seat the host takes back to the TV, which its phone is told of and may no longer play.
#![cfg(feature = "phones")]

// The shared test phone: this file uses only some of it.
#[allow(dead_code)]
#[path = "phones/client.rs"]
mod client;

use std::sync::Arc;

use client::{Phone, error_with, phones_table};
use dicehall::engine::GameId;
use dicehall::table::moment::{Moment, MomentSeat, TableMoment};
use dicehall::table::phones::PhoneSeats;
use serde_json::json;

#[test]
fn every_phone_gets_the_standing_bid_and_the_tvs_moment_in_its_language() {
    let mut app = phones_table(GameId::LIARS_DICE, &["human", "human", "ai:greedy"], 9);
    let mut a = Phone::seated(&mut app, 0, "en");
    let mut b = Phone::seated(&mut app, 1, "fr");
    a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    assert_eq!(a.view()["standing"], json!(null), "no bid stands before the opening");
    a.send(&json!({"t": "act", "action": {"Bid": {"quantity": 2, "face": 4}}}));
    let seen = b.wait(&mut app, |m| m["t"] == "view" && m["standing"].is_string());
    let standing = seen["standing"].as_str().unwrap_or_default().to_string();
    assert!(standing.contains("2 × 4") && standing.starts_with("À battre"), "in French: {standing}");
    // The TV shows a moment: every phone is told, each in its language.
    let moment = Moment {
        title: Arc::new(|| dicehall::t!("pause-quit-no")),
        seats: vec![MomentSeat { seat: 0, dice: vec![1, 4, 4, 5, 6], lit: vec![true, true, true, false, false] }],
        count: Arc::new(|| "1 … 2 … 3".to_string()),
        verdict: None,
    };
    app.world_mut().resource_mut::<TableMoment>().show(moment);
    let got_a = a.wait(&mut app, |m| m["t"] == "view" && m["moment"].is_object());
    let got_b = b.wait(&mut app, |m| m["t"] == "view" && m["moment"].is_object());
    assert_eq!(got_a["moment"]["seats"][0]["dice"], json!([1, 4, 4, 5, 6]));
    assert_eq!(got_a["moment"]["seats"][0]["lit"], json!([true, true, true, false, false]));
    assert_ne!(got_a["moment"]["title"], got_b["moment"]["title"], "each phone hears its own language");
    app.world_mut().resource_mut::<TableMoment>().clear();
    a.wait(&mut app, |m| m["t"] == "view" && m["moment"].is_null());
}

#[test]
fn a_seat_taken_back_to_the_tv_is_told_to_its_phone_which_may_not_play_it() {
    let mut app = phones_table(GameId::LIARS_DICE, &["human", "ai:greedy", "ai:greedy"], 9);
    let mut a = Phone::seated(&mut app, 0, "en");
    // The view that seated it may already ask for its move.
    if a.view()["your_turn"] != true {
        a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    }
    assert!(app.world_mut().resource_mut::<PhoneSeats>().take_back(0), "the phone held seat 0");
    a.wait(&mut app, error_with("seat"));
    a.wait(&mut app, |m| m["t"] == "view" && m["you"].is_null());
    a.send(&json!({"t": "act", "action": {"Bid": {"quantity": 2, "face": 4}}}));
    a.wait(&mut app, error_with("seat"));
}

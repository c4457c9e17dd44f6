//! A seat's private dice on its own phone only, over a real socket against a headless Liar's Dice
//! match: each phone's `view` carries its seat's cup in `own_dice` (the rules core's dice, not
//! another seat's), a phone holding no seat gets none and reads no seat's cup in the standings,
//! and a game that hides no die sends an empty `own_dice`.
#![cfg(feature = "phones")]

// The shared test phone: this file uses only some of it.
#[allow(dead_code)]
#[path = "phones/client.rs"]
mod client;

use bevy::prelude::*;
use client::{Phone, phones_table};
use dicehall::engine::GameId;
use dicehall::games::liars_dice::LiarsDice;
use dicehall::table::plain_table::PlainMatch;
use serde_json::{Value, json};

type Match = PlainMatch<LiarsDice>;

/// Seat `seat`'s cup in the rules core (the whole state, which only the test may read).
fn cup(app: &App, seat: usize) -> Vec<u8> {
    app.world().resource::<Match>().state.dice(seat).to_vec()
}

/// The faces a view's `own_dice` lists.
fn own(view: &Value) -> Vec<u8> {
    let list = view["own_dice"].as_array().unwrap_or_else(|| panic!("own_dice is a list: {view}"));
    list.iter().map(|v| v.as_u64().expect("a face") as u8).collect()
}

/// A phone that joined and claimed `seat`.
#[test]
fn each_phone_gets_its_own_cup_and_no_other() {
    let mut app = phones_table(GameId::LIARS_DICE, &["human", "human", "ai:greedy"], 9);
    let mut a = Phone::seated(&mut app, 0, "en");
    let mut b = Phone::seated(&mut app, 1, "en");
    let mut c = Phone::join(&mut app, None);
    // Every cup is thrown at the round's start; seat 0 opens the bidding from its phone.
    a.wait(&mut app, |m| m["t"] == "view" && m["your_turn"] == true);
    b.idle(&mut app, 5);
    c.idle(&mut app, 5);
    let (cup_a, cup_b) = (cup(&app, 0), cup(&app, 1));
    assert_eq!(cup_a.len(), 5, "seat 0's cup is thrown: {cup_a:?}");
    assert_ne!(cup_a, cup_b, "this seed throws the two cups apart, so a leak would show");
    let (va, vb, vc) = (a.view(), b.view(), c.view());
    assert_eq!(own(&va), cup_a, "phone A draws its own cup");
    assert_eq!(own(&vb), cup_b, "phone B draws its own cup, never A's");
    assert_eq!(own(&vc), Vec::<u8>::new(), "a phone holding no seat gets no dice");
    // Every view each phone was ever sent: its own cup or nothing, never another seat's.
    for (phone, mine, other) in [(&a, &cup_a, &cup_b), (&b, &cup_b, &cup_a)] {
        for view in phone.got.iter().filter(|m| m["t"] == "view") {
            let shown = own(view);
            assert!(shown.is_empty() || shown == *mine, "a phone shows {shown:?}, its cup is {mine:?}");
            assert!(shown.is_empty() || shown != *other, "a phone shows another seat's cup {other:?}");
        }
    }
    // The lobby's phone reads each seat's standing as another seat does: no cup in words.
    for seat in vc["seats"].as_array().expect("seats") {
        let status = seat["status"].to_string();
        assert!(!status.contains("Your cup"), "a phone holding no seat reads a cup: {status}");
    }
}

#[test]
fn a_game_that_hides_no_die_sends_no_own_dice() {
    let mut app = phones_table(GameId::ROYAL_CASINO, &["human", "ai:greedy"], 3);
    let mut a = Phone::seated(&mut app, 0, "en");
    a.idle(&mut app, 5);
    let view = a.view();
    assert_eq!(view["own_dice"], json!([]), "an empty list, not absent: {}", view["own_dice"]);
}

//! The round's bids are public (issue 55): the state and every observation hold them in order with
//! their seats, the console's `state` and `observe` show them as `bids`, saves keep them, and an
//! older save without them loads with the standing bid, its round rebuilt from its record.

use serde_json::{Value, json};

use super::LiarsDice;
use super::rules::{Action, Bid, LiarsDiceState};
use crate::console::Console;
use crate::engine::Game;
use crate::engine::record::{Step, replay};

fn send(c: &mut Console, line: &str) -> Value {
    let r: Value = serde_json::from_str(&c.handle_line(line)).unwrap();
    assert_eq!(r["ok"], true, "{line} -> {r}");
    r
}

const THROW: &str = r#"{"cmd":"roll","dice":[[3,1,6,6,2],[4,4,1,5,5],[2,2,3,3,6]]}"#;

#[test]
fn the_console_shows_every_bid_of_the_round_in_order_until_the_next_throw() {
    let mut c = Console::new();
    send(&mut c, r#"{"cmd":"new","game":"liars-dice","players":3,"seed":1}"#);
    assert_eq!(send(&mut c, THROW)["state"]["bids"], json!([]), "nothing bid before the opening");
    send(&mut c, r#"{"cmd":"bid","quantity":2,"face":6}"#);
    let r = send(&mut c, r#"{"cmd":"bid","quantity":3,"face":4}"#);
    let bids = json!([{"quantity":2,"face":6,"seat":0},{"quantity":3,"face":4,"seat":1}]);
    assert_eq!(r["state"]["bids"], bids);
    assert_eq!(r["state"]["bid"], bids[1], "`bid` is the last of `bids`");
    let seen = send(&mut c, r#"{"cmd":"observe","seat":2}"#);
    assert_eq!(seen["state"]["bids"], bids, "an observation hears every bid");
    let r = send(&mut c, r#"{"cmd":"dudo"}"#);
    assert_eq!((r["state"]["bid"].clone(), r["state"]["bids"].clone()), (Value::Null, bids), "kept until the throw");
    let r = send(&mut c, r#"{"cmd":"roll"}"#);
    assert_eq!(r["state"]["bids"], json!([]), "cleared when the next round is rolled");
}

/// A 3-seat game thrown and bid on: its steps and the state they lead to.
fn bid_on() -> (Vec<Step<Action>>, LiarsDiceState) {
    let steps = vec![
        Step::Chance(vec![3, 1, 6, 6, 2]),
        Step::Chance(vec![4, 4, 1, 5, 5]),
        Step::Chance(vec![2, 2, 3, 3, 6]),
        Step::Act { seat: 0, action: Action::Bid { quantity: 2, face: 6 } },
        Step::Act { seat: 1, action: Action::Bid { quantity: 3, face: 4 } },
        Step::Act { seat: 2, action: Action::Bid { quantity: 4, face: 4 } },
    ];
    let start = LiarsDice::new(LiarsDice::setup(3), 0).unwrap();
    let (state, _) = replay::<LiarsDice>(&start, &steps).unwrap();
    (steps, state)
}

#[test]
fn saves_keep_the_bids_and_an_older_save_gets_them_back_from_its_record() {
    let (steps, state) = bid_on();
    let want = [
        Bid { quantity: 2, face: 6, seat: 0 },
        Bid { quantity: 3, face: 4, seat: 1 },
        Bid { quantity: 4, face: 4, seat: 2 },
    ];
    assert_eq!(state.bids(), want);
    assert_eq!(LiarsDice::observation(&state, 1).bids(), want, "the observation holds them");
    let text = serde_json::to_string(&state).unwrap();
    assert_eq!(serde_json::from_str::<LiarsDiceState>(&text).unwrap(), state, "a save keeps them");
    let mut older: Value = serde_json::from_str(&text).unwrap();
    older.as_object_mut().unwrap().remove("bids");
    let mut loaded: LiarsDiceState = serde_json::from_value(older).expect("an older save still loads");
    assert_eq!(loaded.bids(), &want[2..], "the standing bid alone is known");
    LiarsDice::restore_from_steps(&mut loaded, &steps);
    assert_eq!(loaded, state, "its record brings back the round");
}

#[test]
fn a_save_whose_bids_do_not_follow_the_rules_is_refused() {
    let (_, state) = bid_on();
    let mut text: Value = serde_json::to_value(&state).unwrap();
    let tampered = [
        json!([{"quantity":2,"face":6,"seat":0},{"quantity":4,"face":4,"seat":2}]),
        json!([{"quantity":3,"face":4,"seat":1},{"quantity":2,"face":6,"seat":2},{"quantity":4,"face":4,"seat":2}]),
        json!([{"quantity":2,"face":6,"seat":0},{"quantity":3,"face":4,"seat":1},{"quantity":4,"face":3,"seat":2}]),
    ];
    for bids in tampered {
        text["bids"] = bids.clone();
        assert!(serde_json::from_value::<LiarsDiceState>(text.clone()).is_err(), "{bids} loaded");
    }
}

#[test]
fn the_record_rebuilds_a_round_at_every_step() {
    let (mut steps, _) = bid_on();
    steps.push(Step::Act { seat: 0, action: Action::Dudo });
    steps.push(Step::Chance(vec![1, 1, 1, 1]));
    let start = LiarsDice::new(LiarsDice::setup(3), 0).unwrap();
    for k in 0..=steps.len() {
        let (state, _) = replay::<LiarsDice>(&start, &steps[..k]).unwrap();
        let mut rebuilt = state.clone();
        rebuilt.rebuild_bids(&[]);
        rebuilt.rebuild_bids(&steps[..k]);
        assert_eq!(rebuilt, state, "after {k} steps");
    }
}

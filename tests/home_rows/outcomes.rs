//! What each action says it does beside its button (`Words::action_outcome`), exactly, in
//! English: a roll which die of the hand and what it may then take, a placement the counters it
//! takes and from whom (all there are when fewer), a trade what it gives and takes.

use super::*;
use dicehall::engine::Words;
use dicehall::games::home_rows::HomeRows;
use dicehall::i18n::{Language, speaking};

fn outcome(s: &HomeRowsState, action: Action) -> String {
    let names = |seat: usize| ["Ada", "Bo", "Cy"][seat].to_string();
    speaking(Language::English, || HomeRows::action_outcome(s, action, &names)).expect("a legal action")
}

/// Ada (seat 0) rolled a red die showing `value`.
fn rolled(s: &HomeRowsState, value: u8) -> HomeRowsState {
    let mut s = s.clone();
    roll(&mut s, Color::Red, value);
    s
}

#[test]
fn a_roll_names_the_die_of_the_hand_and_what_it_may_take() {
    let s = game(3);
    let red = Action::Roll { color: Color::Red };
    let pot = "rolls one of your 5 red dice; placed, it takes its value from the pot (25 there)";
    assert_eq!(outcome(&s, red), pot);
    let empty = empty_pot(&s, &[5, 10, 10]);
    let trade =
        "rolls one of your 5 red dice; the pot is empty: place it to take counters from a neighbour, or trade it";
    assert_eq!(outcome(&empty, red), trade);
    let last = edit(&empty, |v| {
        v["hands"][0] = serde_json::json!([1, 0, 0, 0]);
        for (row, col) in [(3, 0), (3, 1), (3, 2), (3, 3)] {
            v["board"][row][col] = serde_json::json!({"color": "red", "value": 2});
        }
        v["hands"][1] = serde_json::json!([0, 0, 0, 0]);
        v["hands"][2] = serde_json::json!([0, 0, 0, 0]);
        for (k, seat_colour) in ["yellow", "green"].iter().enumerate() {
            for col in 0..5 {
                v["board"][k][col] = serde_json::json!({"color": seat_colour, "value": 3});
            }
        }
    });
    let free = "rolls your last red die; the pot is empty and no neighbour holds a die: placing it takes nothing, \
                a trade may take some";
    assert_eq!(outcome(&last, red), free);
}

#[test]
fn a_placement_takes_from_the_pot_all_it_has_when_fewer() {
    let s = rolled(&game(3), 4);
    let place = Action::Place { row: 0, col: 0, from: None };
    assert_eq!(outcome(&s, place), "takes 4 counters from the pot");
    let two = rolled(&give_counters(&game(3), 1, 23), 4);
    assert_eq!(two.pot(), 2);
    assert_eq!(outcome(&two, place), "takes 2 counters from the pot, emptying it");
}

#[test]
fn with_the_pot_empty_a_placement_names_the_neighbour_and_what_they_give() {
    let s = rolled(&empty_pot(&game(3), &[5, 2, 18]), 4);
    let (bo, cy) = (Some(Side::Left), Some(Side::Right));
    assert_eq!((s.neighbour(0, Side::Left), s.neighbour(0, Side::Right)), (1, 2));
    assert_eq!(outcome(&s, Action::Place { row: 0, col: 0, from: cy }), "takes 4 counters from Cy");
    assert_eq!(outcome(&s, Action::Place { row: 0, col: 0, from: bo }), "takes 2 counters from Bo, all they have");
    let broke = rolled(&empty_pot(&game(3), &[5, 0, 20]), 4);
    assert_eq!(outcome(&broke, Action::Place { row: 0, col: 0, from: bo }), "takes nothing: Bo has no counters");
}

#[test]
fn a_trade_names_the_neighbour_the_die_and_the_counters() {
    let pot = empty_pot(&game(3), &[5, 2, 18]);
    let (bo, cy) = (Action::Trade { to: Side::Left }, Action::Trade { to: Side::Right });
    let five = rolled(&pot, 5);
    assert_eq!(outcome(&five, cy), "gives Cy your 5 and takes 4 counters from them");
    assert_eq!(outcome(&five, bo), "gives Bo your 5 and takes 2 counters from them, all they have");
    assert_eq!(outcome(&rolled(&pot, 1), cy), "gives Cy your 1 for nothing");
    let broke = rolled(&empty_pot(&game(3), &[5, 0, 20]), 5);
    assert_eq!(outcome(&broke, bo), "gives Bo your 5; they have no counters to pay");
}

//! What each action says it does beside its button (`Words::action_outcome`), exactly, in
//! English: a throw its dice and the throws left, a placement the points it settles or how far it
//! fills its row, a stop the dice that go back.

use super::*;
use dicehall::engine::Words;
use dicehall::games::royal_casino::RoyalCasino;
use dicehall::i18n::{Language, speaking};

fn outcome(g: &GameState, action: Action) -> String {
    let names = |s: usize| ["Ada", "Bo"][s].to_string();
    speaking(Language::English, || RoyalCasino::action_outcome(g, action, &names)).expect("a legal action")
}

/// Row A gains 30 for a 6; row B pays 200 for a 5; row C takes a 1 then a 2.
fn rows_face() -> GameState {
    let rows = [
        ("Yellow", 30, "6"),
        ("Black", 200, "5"),
        ("Yellow", 10, "1 2"),
        ("Yellow", 10, "3"),
        ("Yellow", 10, "4"),
        ("Yellow", 10, "2"),
    ];
    game(2, vec![face("s", &rows)])
}

#[test]
fn a_throw_says_its_dice_and_the_throws_left_after_it() {
    let mut g = rows_face();
    assert_eq!(outcome(&g, Action::Throw), "throws 5 dice; 4 more throws after it");
    throw(&mut g, &[6, 5, 1, 4, 4]);
    place(&mut g, 6, 0);
    assert_eq!(outcome(&g, Action::Throw), "throws 4 dice; 3 more throws after it");
    throw(&mut g, &[1, 3, 4, 4]);
    place(&mut g, 1, 2);
    throw(&mut g, &[2, 4, 4]);
    place(&mut g, 2, 2);
    assert_eq!(g.throws(), 3);
    assert_eq!(outcome(&g, Action::Throw), "throws 2 dice; one more throw after it");
}

#[test]
fn a_placement_says_the_points_it_settles_or_how_far_it_fills_its_row() {
    let mut g = rows_face();
    throw(&mut g, &[6, 5, 1, 4, 4]);
    assert_eq!(outcome(&g, Action::Place { value: 6, row: 0 }), "completes row A: +30");
    assert_eq!(outcome(&g, Action::Place { value: 5, row: 1 }), "a 5 on row B pays 80", "at most what Ada holds");
    assert_eq!(outcome(&g, Action::Place { value: 1, row: 2 }), "row C: 1 of 2 squares filled");
}

#[test]
fn a_stop_says_how_many_dice_go_back() {
    let mut g = rows_face();
    throw(&mut g, &[6, 5, 1, 4, 4]);
    place(&mut g, 6, 0);
    assert_eq!(outcome(&g, Action::Stop), "ends your turn: your 4 unplaced dice go back to your hand");
    place(&mut g, 1, 2);
    place(&mut g, 4, 4);
    place(&mut g, 5, 1);
    assert_eq!(outcome(&g, Action::Stop), "ends your turn: your unplaced die goes back to your hand");
}

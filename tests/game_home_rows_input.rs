//! Home Rows' table under injected keys and mouse (Bevy's own input messages): a key rolls a die
//! of its colour, a key for a colour the seat does not hold changes nothing, a click on a lit
//! square (or a drag of the rolled die onto it) places the die, a click on a taken square is
//! refused with a toast.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::home_rows::rules::{Action, COLORS, HomeRowsState, Phase};
use dicehall::games::home_rows::table::HomeRowsMatch;
use dicehall::games::home_rows::table::testing::square_position;
use dicehall::table::dice::tuning::DIE_SIZE_M;
use dicehall::table::dice::{DiceSettled, ThrowReport};
use dicehall::table::testing::*;

fn started() -> App {
    started_table(GameId::HOME_ROWS, &["human", "human", "human"], 4)
}

fn state(app: &App) -> HomeRowsState {
    app.world().resource::<HomeRowsMatch>().state.clone()
}

const DIGITS: [KeyCode; 4] = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4];

/// Where the rolled die lies on the felt in these tests.
fn die_spot() -> Vec3 {
    Vec3::new(0.0, DIE_SIZE_M / 2.0, 0.06)
}

/// Settle the pending roll showing `value`, the die lying at `die_spot()`.
fn settle(app: &mut App, value: u8) {
    let throw_id = app.world().resource::<HomeRowsMatch>().pending_throw.expect("a roll is pending");
    let at = die_spot();
    let die = app.world_mut().spawn((Transform::from_translation(at), GlobalTransform::from_translation(at))).id();
    let report = ThrowReport::default();
    app.world_mut().write_message(DiceSettled { throw_id, table: 0, values: vec![value], dice: vec![die], report });
    for _ in 0..3 {
        app.update();
    }
}

#[test]
fn keys_roll_a_held_colour_and_a_click_on_a_lit_square_places_it() {
    let mut app = started();
    let before = state(&app);
    let seat = before.current();
    let hand = before.hand(seat);
    // A colour the seat does not hold: its key changes nothing.
    let missing = (0..4).find(|&c| hand[c] == 0).expect("a seat starts with its home colour only");
    key(&mut app, DIGITS[missing]);
    assert_eq!(state(&app), before, "no {} die to roll", COLORS[missing].name());
    // A colour it holds: the die is rolled (a physical throw is pending).
    let held = (0..4).find(|&c| hand[c] > 0).unwrap();
    key(&mut app, DIGITS[held]);
    assert_eq!(state(&app).phase(), Phase::Rolling);
    assert!(app.world().resource::<HomeRowsMatch>().pending_throw.is_some());
    settle(&mut app, 5);
    let rolled = state(&app);
    assert_eq!(rolled.phase(), Phase::Rolled);
    // Click the first lit square (the core's first legal placement).
    let Some(&Action::Place { row, col, .. }) =
        rolled.legal_actions().iter().find(|a| matches!(a, Action::Place { .. }))
    else {
        panic!("a rolled die has a square to go to")
    };
    let at = screen_point(&mut app, square_position(row as usize, col as usize));
    click(&mut app, at);
    let placed = state(&app);
    assert_eq!(placed.board()[row as usize][col as usize].map(|d| d.value), Some(5), "the die lies on its square");
    assert_ne!(placed.current(), seat, "the turn moved on");
}

#[test]
fn a_click_on_a_taken_square_is_refused_with_a_toast() {
    let mut app = started();
    let seat = state(&app).current();
    let held = (0..4).find(|&c| state(&app).hand(seat)[c] > 0).unwrap();
    key(&mut app, DIGITS[held]);
    settle(&mut app, 2);
    let Some(&Action::Place { row, col, .. }) = state(&app).legal_actions().first() else { panic!("a placement") };
    let at = screen_point(&mut app, square_position(row as usize, col as usize));
    click(&mut app, at);
    // The next seat rolls, then clicks the square just taken.
    let next = state(&app).current();
    let held = (0..4).find(|&c| state(&app).hand(next)[c] > 0).unwrap();
    key(&mut app, DIGITS[held]);
    settle(&mut app, 4);
    let before = state(&app);
    click(&mut app, at);
    assert_eq!(state(&app), before, "a taken square takes nothing");
    assert!(toasts(&app).iter().any(|t| t.contains("taken")), "{:?}", toasts(&app));
}

#[test]
fn dragging_the_rolled_die_onto_a_lit_square_places_it() {
    let mut app = started();
    let seat = state(&app).current();
    let held = (0..4).find(|&c| state(&app).hand(seat)[c] > 0).unwrap();
    key(&mut app, DIGITS[held]);
    settle(&mut app, 6);
    let Some(&Action::Place { row, col, .. }) = state(&app).legal_actions().last() else { panic!("a placement") };
    let from = screen_point(&mut app, die_spot() + Vec3::Y * DIE_SIZE_M / 2.0); // the die's top face
    let to = screen_point(&mut app, square_position(row as usize, col as usize));
    move_cursor(&mut app, from);
    mouse_button(&mut app, true);
    assert_eq!(state(&app).phase(), Phase::Rolled, "pressing on the die picks it up, nothing more");
    move_cursor(&mut app, (from + to) / 2.0);
    move_cursor(&mut app, to);
    mouse_button(&mut app, false);
    assert_eq!(state(&app).board()[row as usize][col as usize].map(|d| d.value), Some(6), "dropped on its square");
}

#[test]
fn escape_pauses_and_a_paused_table_takes_no_keys() {
    let mut app = started();
    let before = state(&app);
    key(&mut app, KeyCode::Escape);
    app.update(); // the menu shows from the next frame
    assert!(paused(&app), "Escape pauses (the shared table keys)");
    let held = (0..4).find(|&c| before.hand(before.current())[c] > 0).unwrap();
    key(&mut app, DIGITS[held]);
    assert_eq!(state(&app), before, "no roll while paused");
    key(&mut app, KeyCode::Escape);
    app.update(); // the menu shows from the next frame
    assert!(!paused(&app));
    key(&mut app, DIGITS[held]);
    assert_eq!(state(&app).phase(), Phase::Rolling);
}

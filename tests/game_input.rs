//! The table under injected mouse and keyboard input (Bevy's own input messages, a window entity and
//! the scene camera): click the cup (standing or lying), click a die then a square, drag a die onto
//! a row, and keys. Every click lands in one frame with its release, as at a low frame rate.
#![cfg(feature = "game")]

use bevy::prelude::*;
use dicehall::games::royal_casino::rules::{Action, GameState, Phase};
use dicehall::games::royal_casino::table::Match;
use dicehall::games::royal_casino::table::testing::{pay_warning, picked, square_position};
use dicehall::table::dice::tuning::DIE_SIZE_M;
use dicehall::table::dice::{DiceCup, DiceSettled, ThrowReport};
use dicehall::table::session::*;
use dicehall::table::testing::*;

fn started() -> App {
    started_table(dicehall::engine::GameId::ROYAL_CASINO, &["human", "human"], 7)
}

fn state(app: &App) -> GameState {
    app.world().resource::<Match>().state.clone()
}

/// Settle the pending throw with `values`, the dice lying in a row on the felt; returns where each
/// die lies.
fn settle(app: &mut App, values: &[u8]) -> Vec<Vec3> {
    let throw_id = app.world().resource::<Match>().pending_throw.expect("a throw is pending");
    let spots: Vec<Vec3> =
        (0..values.len()).map(|i| Vec3::new(-0.02 + 0.05 * i as f32, DIE_SIZE_M / 2.0, 0.06)).collect();
    let dice = spots
        .iter()
        .map(|&p| app.world_mut().spawn((Transform::from_translation(p), GlobalTransform::from_translation(p))).id())
        .collect();
    app.world_mut().write_message(DiceSettled {
        throw_id,
        table: 0,
        values: values.to_vec(),
        dice,
        report: ThrowReport::default(),
    });
    app.update();
    app.update();
    assert_eq!(state(app).phase(), Phase::Placing);
    spots
}

/// Click the cup where it stands and the dice come out.
fn throw_by_cup(app: &mut App) {
    let at = screen_point(app, cup_position());
    click(app, at);
    app.update();
    assert!(state(app).is_chance(), "a click on the cup throws");
}

#[test]
fn clicking_the_cup_then_a_die_then_a_square_places_it() {
    let mut app = started();
    throw_by_cup(&mut app);
    let spots = settle(&mut app, &[6, 1, 3, 3, 2]);
    // The 6 (first die) onto row A (a single 6 square on the beginner face).
    let die = screen_point(&mut app, spots[0]);
    click(&mut app, die);
    let before = state(&app);
    let square = screen_point(&mut app, square_position(0, 0));
    click(&mut app, square);
    app.update();
    let after = state(&app);
    assert_eq!(after.rows()[0].filled(), &[6], "the clicked 6 went to row A");
    assert_eq!(after.throw().len(), before.throw().len() - 1);
}

#[test]
fn dragging_a_die_onto_a_row_places_it() {
    let mut app = started();
    throw_by_cup(&mut app);
    let spots = settle(&mut app, &[6, 1, 3, 3, 2]);
    let die = screen_point(&mut app, spots[1]);
    move_cursor(&mut app, die);
    mouse_button(&mut app, true);
    // Row B takes a 1 first on the beginner face.
    let row_b = screen_point(&mut app, square_position(1, 1));
    move_cursor(&mut app, row_b);
    assert!(state(&app).rows()[1].filled().is_empty(), "nothing placed while dragging");
    mouse_button(&mut app, false);
    app.update();
    assert_eq!(state(&app).rows()[1].filled(), &[1], "the dragged 1 went to row B");
}

#[test]
fn clicking_a_row_with_one_fitting_value_places_it_and_a_click_off_the_table_does_nothing() {
    let mut app = started();
    throw_by_cup(&mut app);
    settle(&mut app, &[6, 4, 4, 4, 4]);
    let before = state(&app);
    click(&mut app, Vec2::new(5.0, 5.0));
    app.update();
    assert_eq!(state(&app), before, "a click on nothing changes nothing");
    let square = screen_point(&mut app, square_position(0, 0));
    click(&mut app, square);
    app.update();
    assert_eq!(state(&app).rows()[0].filled(), &[6], "only the 6 fits row A, so it is placed");
}

#[test]
fn clicking_the_cup_where_it_lies_throws_again() {
    let mut app = started();
    throw_by_cup(&mut app);
    settle(&mut app, &[6, 1, 3, 3, 2]);
    let square = screen_point(&mut app, square_position(0, 0));
    click(&mut app, square);
    app.update();
    // The throw left the cup lying on its side where it poured (an idle cup keeps its pose).
    for _ in 0..90 {
        app.update();
    }
    let mut cups = app.world_mut().query_filtered::<&GlobalTransform, With<DiceCup>>();
    let cup = *cups.single(app.world()).unwrap();
    assert!(cup.up().y < 0.2, "the cup lies on its side: up = {:?}", cup.up());
    let at = screen_point(&mut app, cup.translation() + cup.up() * 0.06);
    click(&mut app, at);
    app.update();
    let s = state(&app);
    assert!(s.is_chance() && s.dice_in_air() == 4, "the four unplaced dice are thrown again");
}

#[test]
fn keys_throw_pick_and_place() {
    let mut app = started();
    key(&mut app, KeyCode::Space);
    app.update();
    assert!(state(&app).is_chance());
    settle(&mut app, &[6, 1, 3, 3, 2]);
    key(&mut app, KeyCode::Digit1);
    key(&mut app, KeyCode::KeyB);
    app.update();
    assert_eq!(state(&app).rows()[1].filled(), &[1]);
    assert!(state(&app).is_legal(Action::Stop));
}

#[test]
fn escape_opens_and_closes_the_pause_menu_even_when_a_menu_button_has_the_keyboard() {
    let mut app = started();
    // Tab put egui's focus on a button: other keys go to egui, not to the table...
    set_keyboard_taken(&mut app, true);
    key(&mut app, KeyCode::Space);
    app.update();
    assert!(!state(&app).is_chance(), "Space goes to the focused button, not the table");
    // ...but Escape still opens and closes the pause menu.
    key(&mut app, KeyCode::Escape);
    app.update(); // the menu shows from the next frame
    assert!(paused(&app));
    key(&mut app, KeyCode::Escape);
    app.update(); // the menu shows from the next frame
    assert!(!paused(&app));
    set_keyboard_taken(&mut app, false);
    key(&mut app, KeyCode::Space);
    app.update();
    assert!(state(&app).is_chance(), "with the keyboard back, Space throws");
}

#[test]
fn made_up_seat_names_follow_the_seat_kind_and_typed_names_stay() {
    assert!(is_default_seat_name("Casual 2") && is_default_seat_name("Player 3") && is_default_seat_name("Seat 1"));
    assert!(!is_default_seat_name("Ada") && !is_default_seat_name("Casual") && !is_default_seat_name("Ada 2"));
    assert_eq!(default_seat_name(&SeatKind::Human, 1), "Player 2");
    assert_eq!(default_seat_name(&SeatKind::Ai("expert".into()), 3), "Expert 4");
}

/// Throw by key and place 6s on the black and yellow star rows (C and D) by key: C then needs a 6
/// to finish (and pays, with the third 6 still to place), and a 4 fits no row.
fn sixes_on_the_star_rows() -> App {
    let mut app = started();
    key(&mut app, KeyCode::Space);
    app.update();
    settle(&mut app, &[3, 4, 6, 6, 6]);
    for row in [KeyCode::KeyC, KeyCode::KeyD] {
        key(&mut app, KeyCode::Digit6);
        key(&mut app, row);
        app.update();
    }
    assert_eq!((state(&app).rows()[2].filled(), state(&app).rows()[3].filled()), (&[6][..], &[6][..]));
    app
}

#[test]
fn a_value_that_fits_nowhere_is_not_picked_and_says_so() {
    let mut app = sixes_on_the_star_rows();
    key(&mut app, KeyCode::Digit4);
    assert_ne!(picked(&app), Some(4), "a 4 fits no row, so it is not picked up");
    assert!(toasts(&app).iter().any(|t| t.contains("A 4 fits no row")), "{:?}", toasts(&app));
    key(&mut app, KeyCode::Digit3);
    assert_eq!(picked(&app), Some(3), "a 3 fits row E");
}

#[test]
fn escape_puts_a_picked_die_down_before_it_pauses() {
    let mut app = sixes_on_the_star_rows();
    key(&mut app, KeyCode::Digit3);
    assert_eq!(picked(&app), Some(3));
    key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!((picked(&app), paused(&app)), (None, false), "the first Escape puts the die down");
    key(&mut app, KeyCode::Escape);
    app.update();
    assert!(paused(&app), "the next pauses");
}

#[test]
fn the_prompt_warns_before_a_placement_that_pays() {
    let mut app = sixes_on_the_star_rows();
    let warning = pay_warning(&app).expect("a 6 on row C would complete a black row");
    assert!(warning.contains("a 6 on row C pays 10"), "{warning}");
    key(&mut app, KeyCode::Digit3);
    assert_eq!(pay_warning(&app), None, "a picked 3 pays nothing");
}

#[test]
fn a_click_on_the_table_skips_the_animations_but_not_one_on_a_panel() {
    let mut app = started();
    let felt = screen_point(&mut app, Vec3::new(-0.2, 0.0, 0.12));
    app.update();
    app.update();
    assert_eq!(skips_asked(&app), 0, "nothing asked before a click");
    set_pointer_over_ui(&mut app, true);
    click(&mut app, felt);
    assert_eq!(skips_asked(&app), 0, "a click on a panel belongs to the panel");
    set_pointer_over_ui(&mut app, false);
    click(&mut app, felt);
    assert_eq!(skips_asked(&app), 1, "a click on the table finishes what is moving");
}

/// A press and a release on the same spot of the screen pick the die, however many frames lie
/// between them and even when the view moves meanwhile (the row under the pointer changes):
/// only the pointer's own travel makes a drag.
#[test]
fn a_slow_click_on_a_die_picks_it_even_when_the_view_moves_under_the_pointer() {
    let mut app = started();
    throw_by_cup(&mut app);
    let spots = settle(&mut app, &[6, 1, 3, 3, 2]);
    let die = screen_point(&mut app, spots[1]);
    move_cursor(&mut app, die);
    mouse_button(&mut app, true);
    // The camera slides so that row B lies under the unmoved pointer (as a reframing view does).
    let shift = square_position(1, 1) - spots[1];
    let mut cameras = app.world_mut().query_filtered::<&mut Transform, With<Camera3d>>();
    cameras.single_mut(app.world_mut()).expect("the table camera").translation += Vec3::new(shift.x, 0.0, shift.z);
    for _ in 0..10 {
        app.update();
    }
    mouse_button(&mut app, false);
    app.update();
    assert!(state(&app).rows()[1].filled().is_empty(), "a click is not a drag: nothing placed on row B");
    assert_eq!(picked(&app), Some(1), "the clicked 1 is picked");
}

/// The dice of the throw and the cup are found by Bevy's picking of their own invisible shapes
/// (headless nothing is drawn): a click on each die picks its value, one just in front of it or
/// behind it picks nothing (and puts the picked die down), and a click beside the cup throws
/// nothing.
#[test]
fn every_die_and_the_cup_are_picked_where_they_lie_and_not_beside() {
    let mut app = started();
    let cup = cup_position() + Vec3::Y * 0.05;
    for side in [-1.0, 1.0] {
        let beside = cup + Vec3::X * side * 0.1;
        assert!(in_view(&mut app, beside));
        let at = screen_point(&mut app, beside);
        click(&mut app, at);
        app.update();
        assert!(!state(&app).is_chance(), "a click {side} × 10 cm beside the cup throws nothing");
    }
    throw_by_cup(&mut app);
    let values = [6, 1, 3, 3, 2];
    let spots = settle(&mut app, &values);
    let fits =
        |v: u8| state(&app).legal_actions().iter().any(|a| matches!(a, Action::Place { value, .. } if *value == v));
    let placeable: Vec<(Vec3, u8)> = spots.iter().copied().zip(values).filter(|&(_, v)| fits(v)).collect();
    assert!(placeable.len() >= 3, "most of the throw fits a row: {placeable:?}");
    for (spot, v) in placeable {
        for dz in [-0.03, 0.03] {
            let on = screen_point(&mut app, spot);
            click(&mut app, on);
            assert_eq!(picked(&app), Some(v), "a click on the {v} at {spot} picks it");
            let beside = screen_point(&mut app, spot + Vec3::Z * dz);
            click(&mut app, beside);
            assert_eq!(picked(&app), None, "a click {dz} m from the {v} picks nothing and puts it down");
        }
    }
}

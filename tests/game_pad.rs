//! Every game played without a mouse, under injected gamepad input (Bevy's own gamepad messages,
//! as gilrs sends them) and the arrow keys: the cursor steps through the seat's legal actions, A
//! (or Enter) plays the one it stands on, each human seat answers only to its own pad.
#![cfg(feature = "game")]

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;
use dicehall::engine::GameId;
use dicehall::games::dice_settlers::table::SettlersMatch;
use dicehall::games::home_rows::table::HomeRowsMatch;
use dicehall::games::royal_casino::rules::GameState;
use dicehall::games::royal_casino::table::Match;
use dicehall::table::dice::tuning::DIE_SIZE_M;
use dicehall::table::dice::{DiceSettled, ThrowReport};
use dicehall::table::testing::*;

fn started(game: GameId, specs: &[&str]) -> App {
    started_table(game, specs, 7)
}

fn rc(app: &App) -> GameState {
    app.world().resource::<Match>().state.clone()
}

/// Settle the pending throw with `values`, the dice lying in a row on the felt.
fn settle(app: &mut App, throw_id: u64, values: &[u8]) {
    let dice = (0..values.len())
        .map(|i| {
            let p = Vec3::new(-0.02 + 0.05 * i as f32, DIE_SIZE_M / 2.0, 0.06);
            app.world_mut().spawn((Transform::from_translation(p), GlobalTransform::from_translation(p))).id()
        })
        .collect();
    let report = ThrowReport::default();
    app.world_mut().write_message(DiceSettled { throw_id, table: 0, values: values.to_vec(), dice, report });
    for _ in 0..3 {
        app.update();
    }
}

/// A Royal Casino table with its first throw settled, thrown by the pad's A.
fn rc_thrown_by_pad() -> (App, Entity) {
    let mut app = started(GameId::ROYAL_CASINO, &["human", "human"]);
    let pad = connect_pad(&mut app);
    press_pad(&mut app, pad, GamepadButton::South);
    assert!(rc(&app).is_chance(), "A on the first choice (Throw) throws");
    let throw_id = app.world().resource::<Match>().pending_throw.expect("a throw is pending");
    settle(&mut app, throw_id, &[1, 2, 3, 4, 5]);
    (app, pad)
}

#[test]
fn a_gamepad_throws_and_places_and_the_dpad_chooses_which() {
    let (mut first, pad) = rc_thrown_by_pad();
    press_pad(&mut first, pad, GamepadButton::South);
    assert_eq!(rc(&first).placed_this_throw(), 1, "A places the cursor's first placement");

    let (mut second, pad) = rc_thrown_by_pad();
    press_pad(&mut second, pad, GamepadButton::DPadRight);
    press_pad(&mut second, pad, GamepadButton::DPadRight);
    press_pad(&mut second, pad, GamepadButton::South);
    assert_eq!(rc(&second).placed_this_throw(), 1);
    assert_ne!(rc(&first).rows(), rc(&second).rows(), "the D-pad moved the cursor to another placement");

    // Left twice brings the cursor back: the same placement as the first table's.
    let (mut third, pad) = rc_thrown_by_pad();
    for button in [GamepadButton::DPadRight, GamepadButton::DPadRight, GamepadButton::DPadLeft, GamepadButton::DPadLeft]
    {
        press_pad(&mut third, pad, button);
    }
    press_pad(&mut third, pad, GamepadButton::South);
    assert_eq!(rc(&first).rows(), rc(&third).rows());
}

#[test]
fn the_arrow_keys_and_enter_play_the_same_way() {
    let (mut by_pad, pad) = rc_thrown_by_pad();
    press_pad(&mut by_pad, pad, GamepadButton::DPadRight);
    press_pad(&mut by_pad, pad, GamepadButton::South);

    let (mut by_keys, _) = rc_thrown_by_pad();
    key(&mut by_keys, KeyCode::ArrowRight);
    key(&mut by_keys, KeyCode::Enter);
    assert_eq!(rc(&by_keys).placed_this_throw(), 1, "Enter, once the arrows are in use, plays the cursor's choice");
    assert_eq!(rc(&by_pad).rows(), rc(&by_keys).rows());
}

#[test]
fn each_seat_answers_to_its_own_pad() {
    let mut app = started(GameId::ROYAL_CASINO, &["human", "human"]);
    let first = connect_pad(&mut app);
    let second = connect_pad(&mut app);
    assert_eq!(rc(&app).current(), 0);
    press_pad(&mut app, second, GamepadButton::South);
    assert!(!rc(&app).is_chance(), "seat 1's pad does not play for seat 0");
    press_pad(&mut app, first, GamepadButton::South);
    assert!(rc(&app).is_chance(), "seat 0's pad throws");
}

#[test]
fn start_pauses_and_a_paused_table_takes_no_pad() {
    let mut app = started(GameId::ROYAL_CASINO, &["human", "human"]);
    let pad = connect_pad(&mut app);
    press_pad(&mut app, pad, GamepadButton::Start);
    assert!(paused(&app));
    press_pad(&mut app, pad, GamepadButton::South);
    assert!(!rc(&app).is_chance(), "paused: A does not throw");
    press_pad(&mut app, pad, GamepadButton::Start);
    assert!(!paused(&app));
}

#[test]
fn home_rows_is_played_with_a_pad_alone() {
    let mut app = started(GameId::HOME_ROWS, &["human", "human", "human"]);
    let pad = connect_pad(&mut app);
    let seat = app.world().resource::<HomeRowsMatch>().state.current();
    press_pad(&mut app, pad, GamepadButton::South);
    let throw_id = app.world().resource::<HomeRowsMatch>().pending_throw.expect("A rolls a die");
    settle(&mut app, throw_id, &[4]);
    let before = app.world().resource::<HomeRowsMatch>().state.clone();
    press_pad(&mut app, pad, GamepadButton::DPadRight);
    press_pad(&mut app, pad, GamepadButton::South);
    let after = app.world().resource::<HomeRowsMatch>().state.clone();
    assert_eq!(after.counters(seat), before.counters(seat) + 4, "A placed the die and took 4 counters from the pot");
    assert_ne!(after.current(), seat, "the turn moved on");
}

#[test]
fn dice_settlers_draft_is_played_with_a_pad_alone() {
    let mut app = started(GameId::DICE_SETTLERS, &["human", "human"]);
    let pad = connect_pad(&mut app);
    let before = app.world().resource::<SettlersMatch>().state.map().len();
    press_pad(&mut app, pad, GamepadButton::DPadRight);
    press_pad(&mut app, pad, GamepadButton::South);
    for _ in 0..3 {
        app.update();
    }
    let after = app.world().resource::<SettlersMatch>().state.map().len();
    assert_eq!(after, before + 1, "A placed a starting tile");
}

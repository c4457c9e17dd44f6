//! Home Rows' held dice under injected mouse input and Bevy's picking. Headless the window's view
//! lays no held dice (`pieces` needs the looks), so the tests lay them where it does
//! ([`held_die_point`]); their boxes, observers and the seat's input are the window's own.

use bevy::prelude::*;

use super::pieces::{HeldDie, held_die_point};
use crate::engine::GameId;
use crate::games::home_rows::rules::{COLORS, Color, HomeRowsState, Phase};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::table::testing::*;

fn state(app: &App) -> HomeRowsState {
    app.world().resource::<HomeRowsMatch>().state.clone()
}

/// The first die of each colour each seat holds, laid where the window's view lays it.
fn lay_held_dice(app: &mut App) -> Vec<(usize, Color, Vec3)> {
    let m = app.world().resource::<HomeRowsMatch>();
    let n = m.config.seats.len();
    let dice: Vec<(usize, Color, Vec3)> = (0..n)
        .flat_map(|seat| COLORS.map(|color| (seat, color, held_die_point(m.state.hand(seat), seat, n, color))))
        .filter_map(|(seat, color, at)| Some((seat, color, at?)))
        .collect();
    for &(seat, color, at) in &dice {
        app.world_mut().spawn((HeldDie { seat, color }, Transform::from_translation(at)));
    }
    // The boxes come with the dice, then their places are known to picking.
    app.update();
    app.update();
    dice
}

/// A click on a die the seat to act holds rolls that colour; a click just in front of it or
/// behind it, or on a die another seat holds, rolls nothing.
#[test]
fn a_click_on_a_die_the_seat_holds_rolls_it_and_one_beside_it_or_on_anothers_does_not() {
    let mut app = started_table(GameId::HOME_ROWS, &["human", "human", "human"], 4);
    let dice = lay_held_dice(&mut app);
    let before = state(&app);
    let seat = before.current();
    assert_eq!(before.phase(), Phase::TurnStart);
    for &(other, color, at) in dice.iter().filter(|d| d.0 != seat) {
        if in_view(&mut app, at) {
            let p = screen_point(&mut app, at);
            click(&mut app, p);
            assert_eq!(state(&app), before, "seat {other}'s {color:?} die is not the seat to act's");
        }
    }
    let &(_, color, at) = dice.iter().find(|d| d.0 == seat).expect("the seat to act holds a die");
    assert!(in_view(&mut app, at), "the seat to act's die shows");
    for dz in [-0.03, 0.03] {
        let p = screen_point(&mut app, at + Vec3::Z * dz);
        click(&mut app, p);
        assert_eq!(state(&app), before, "a click {dz} m from the die rolls nothing");
    }
    let p = screen_point(&mut app, at);
    click(&mut app, p);
    let after = state(&app);
    assert_eq!(after.phase(), Phase::Rolling, "a click on the die rolls it");
    assert_eq!(after.rolled().map(|d| d.color), Some(color), "the {color:?} die is rolled");
    assert!(app.world().resource::<HomeRowsMatch>().pending_throw.is_some(), "its throw is on its way");
}

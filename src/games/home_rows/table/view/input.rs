//! A human Home Rows seat's hands: click one of your dice to roll it, click a lit square (or drag
//! the rolled die onto one) to place it; keys 1–4 roll red, yellow, green, blue; L / R choose whom
//! counters come from; Esc pauses, H shows the rules. Everything becomes a `HomeAction`; the rules core judges it.
//! What a press is on comes from Bevy's picking (`pointer`: the observers of the squares' pads and
//! the dice's boxes); the acting stays in this system, in the seats' input set: it reads this
//! frame's egui focus and waits while a menu holds the table, which observers firing in
//! `PreUpdate` could not. A drag's release reads the square under the pointer from `HoverMap`.

use crate::table::session::SeatedMatch;
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;

use crate::table::view::tabletop::hand_row::HandRow;

use super::hud::TakeFrom;
use super::pointer::{Piece, PointerDeeds, SquarePad};
use crate::games::home_rows::rules::{Action, COLORS, Phase, Side};
use crate::games::home_rows::table::{HomeAction, HomeRowsMatch};
use crate::table::states::playing_with;
use crate::table::view::input::picking::under_mouse;
use crate::table::view::{Toasts, UiFocus};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(super::pointer::plugin).add_systems(
        Update,
        (keyboard, mouse).chain().in_set(crate::table::frame::SeatInput).run_if(playing_with::<HomeRowsMatch>()),
    );
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<HomeRowsMatch>,
    focus: Res<UiFocus>,
    mut take: ResMut<TakeFrom>,
    mut actions: MessageWriter<HomeAction>,
) {
    // Escape and H are the shared table's (`table::view::input::table_keys`).
    if focus.keyboard_taken || !m.tv_to_act() {
        return;
    }
    let seat = m.state.current();
    let digits = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4];
    for (color, key) in COLORS.into_iter().zip(digits) {
        if keys.just_pressed(key) && m.state.phase() == Phase::TurnStart {
            actions.write(HomeAction::new(seat, Action::Roll { color }));
        }
    }
    if keys.just_pressed(KeyCode::KeyL) {
        take.0 = Some(Side::Left);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        take.0 = Some(Side::Right);
    }
}

/// The square under the pointer (Bevy's picking of the square pads).
fn square_at(hover: &HoverMap, pads: &Query<&SquarePad>) -> Option<(usize, usize)> {
    under_mouse(hover, pads).map(|p| (p.row, p.col))
}

/// The placement for square (row, col) now: the side chosen in the bar when counters come from a
/// neighbour, else the only one.
fn placement(m: &HomeRowsMatch, take: &TakeFrom, row: usize, col: usize) -> Result<Action, String> {
    let legal = m.state.legal_actions();
    let here: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Place { row: r, col: c, .. } if *r as usize == row && *c as usize == col))
        .collect();
    match here.as_slice() {
        [] => Err(crate::t!("hr-square-taken")),
        [one] => Ok(*one),
        several => Ok(several
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Place { from, .. } if *from == take.0))
            .unwrap_or(several[0])),
    }
}

/// Place the rolled die on square (row, col), or say why not.
fn place_on(
    m: &HomeRowsMatch,
    take: &TakeFrom,
    (row, col): (usize, usize),
    toasts: &mut Toasts,
    actions: &mut MessageWriter<HomeAction>,
) {
    match placement(m, take, row, col) {
        Ok(action) => {
            actions.write(HomeAction::new(m.state.current(), action));
        }
        Err(why) => toasts.push(why),
    }
}

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<HomeRowsMatch>,
    deeds: Res<PointerDeeds>,
    (hover, pads): (Res<HoverMap>, Query<&SquarePad>),
    focus: Res<UiFocus>,
    take: Res<TakeFrom>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<HomeAction>,
    mut hand: ResMut<HandRow>,
) {
    let (pressed, released) = (buttons.just_pressed(MouseButton::Left), buttons.just_released(MouseButton::Left));
    if !m.tv_to_act() {
        hand.held = None;
        return;
    }
    if !(pressed || released) {
        return;
    }
    // A drag: pressed on the rolled die, released over a square.
    if released && !pressed {
        if hand.held.take().is_some()
            && m.state.phase() == Phase::Rolled
            && let Some(square) = square_at(&hover, &pads)
        {
            place_on(&m, &take, square, &mut toasts, &mut actions);
        }
        return;
    }
    if focus.pointer_over_ui {
        return;
    }
    let seat = m.state.current();
    match m.state.phase() {
        Phase::TurnStart => {
            let own = |p| match p {
                Piece::Held { seat: s, color } if s == seat => Some(color),
                _ => None,
            };
            if let Some(color) = deeds.nearest(own) {
                actions.write(HomeAction::new(seat, Action::Roll { color }));
            }
        }
        Phase::Rolled => {
            let square = |p| match p {
                Piece::Square(row, col) => Some((row, col)),
                _ => None,
            };
            if let Some(square) = deeds.nearest(square) {
                place_on(&m, &take, square, &mut toasts, &mut actions);
                return;
            }
            let on_die = deeds.nearest(|p| match p {
                Piece::Rolled(die) => Some(die),
                _ => None,
            });
            // Pressed and released in one frame (a click at a low frame rate) is no drag.
            hand.held = on_die.filter(|_| !released);
        }
        _ => {}
    }
}

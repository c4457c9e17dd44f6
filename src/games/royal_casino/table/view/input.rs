//! A human seat's hands: click (or drag) a glowing die onto a lit row, click the cup to throw;
//! keys: Space throw, S stop, U undo, 1–6 pick a die, A–F place it on a row, Esc put it down
//! (`selection`; H and Esc's pause are the shared table's: `table::view::input::table_keys`).
//! Everything becomes a `PlayerAction` or `UndoRequest`; the rules core judges it. Whether egui has
//! the pointer or the keyboard comes from `UiFocus` (see `ui_focus.rs`), so this needs no egui.
//! What the pointer is on comes from Bevy's picking (`pointer`: the observers of the dice's, the
//! cup's and the rows' pick shapes); the acting stays in this system, in the seats' input set: it
//! reads this frame's egui focus, waits while a menu holds the table, and sees a press on nothing
//! (which puts the picked die down) and a right click anywhere, which no piece's observer hears.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;

use super::pointer::{Piece, PointerDeeds};
use super::selection::{DRAG_START_PX, Selection};
use crate::games::royal_casino::rules::{Action, Phase};
use crate::games::royal_casino::table::{Match, PlayerAction, UndoRequest};
use crate::t;
use crate::table::session::TableDie;
use crate::table::states::playing_with;
use crate::table::view::{Toasts, UiFocus};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(super::pointer::plugin).add_systems(
        Update,
        (tidy_selection, keyboard, mouse)
            .chain()
            .in_set(crate::table::frame::SeatInput)
            .run_if(playing_with::<Match>()),
    );
}

/// The dice of the throw still on the table (as many of each value as the rules core holds).
pub(crate) fn dice_on_table(m: &Match) -> Vec<TableDie> {
    let mut left = [0usize; 7];
    for &v in m.state.throw() {
        left[v as usize] += 1;
    }
    m.dice
        .iter()
        .filter(|d| {
            let n = &mut left[d.value as usize];
            let keep = *n > 0;
            *n = n.saturating_sub(1);
            keep
        })
        .copied()
        .collect()
}

fn tidy_selection(m: Res<Match>, mut selection: ResMut<Selection>) {
    if let Some(v) = selection.value
        && (m.state.phase() != Phase::Placing || !m.state.throw().contains(&v))
    {
        *selection = Selection::default();
    }
}

/// Pick up value `v` if a die of the throw shows it and some row takes it now; otherwise say why
/// (a value that fits nowhere is not picked, so nothing looks placeable when nothing is).
fn pick_value(m: &Match, v: u8, selection: &mut Selection, toasts: &mut Toasts) -> bool {
    if !m.state.throw().contains(&v) {
        toasts.push(t!("rc-toast-no-die-shows", v = v));
        return false;
    }
    if !m.state.legal_actions().iter().any(|a| matches!(a, Action::Place { value, .. } if *value == v)) {
        toasts.push(t!("rc-toast-fits-nowhere", v = v));
        return false;
    }
    selection.value = Some(v);
    true
}

/// The value to place on `row`: the picked one, or the only value of the throw that fits it.
fn value_for_row(m: &Match, selection: &Selection, row: usize) -> Result<u8, String> {
    if let Some(v) = selection.value {
        return Ok(v);
    }
    let mut fitting: Vec<u8> = m.state.throw().iter().copied().filter(|&v| m.state.rows()[row].fits(v)).collect();
    fitting.dedup();
    match fitting.as_slice() {
        [v] => Ok(*v),
        [] => Err(t!("rc-toast-no-die-fits-row", row = ((b'A' + row as u8) as char).to_string())),
        _ => Err(t!("rc-toast-pick-first")),
    }
}

#[allow(clippy::too_many_arguments)]
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match>,
    focus: Res<UiFocus>,
    mut selection: ResMut<Selection>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<PlayerAction>,
    mut undo: MessageWriter<UndoRequest>,
) {
    // Escape and H are `table_keys`'.
    if focus.keyboard_taken || !m.tv_to_act() {
        return;
    }
    let seat = m.state.current();
    let mut act = |action| {
        actions.write(PlayerAction::new(seat, action));
    };
    if keys.just_pressed(KeyCode::Space) {
        act(Action::Throw);
    }
    if keys.just_pressed(KeyCode::KeyS) || keys.just_pressed(KeyCode::Enter) {
        act(Action::Stop);
    }
    if keys.just_pressed(KeyCode::KeyU) || keys.just_pressed(KeyCode::Backspace) {
        undo.write(UndoRequest::new(seat));
    }
    let digits = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4, KeyCode::Digit5, KeyCode::Digit6];
    for (i, key) in digits.into_iter().enumerate() {
        if keys.just_pressed(key) {
            pick_value(&m, i as u8 + 1, &mut selection, &mut toasts);
        }
    }
    let rows = [KeyCode::KeyA, KeyCode::KeyB, KeyCode::KeyC, KeyCode::KeyD, KeyCode::KeyE, KeyCode::KeyF];
    for (row, key) in rows.into_iter().enumerate() {
        if keys.just_pressed(key) && m.state.phase() == Phase::Placing {
            match value_for_row(&m, &selection, row) {
                Ok(value) => act(Action::Place { value, row: row as u8 }),
                Err(why) => toasts.push(why),
            }
        }
    }
}

fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<Match>,
    deeds: Res<PointerDeeds>,
    focus: Res<UiFocus>,
    mut selection: ResMut<Selection>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let pressed = buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    if !(pressed || released) {
        // A held die becomes a drag once the pointer itself has travelled (not the camera).
        if buttons.pressed(MouseButton::Left)
            && selection.held
            && deeds.dragged_px.is_some_and(|px| px >= DRAG_START_PX)
        {
            selection.dragging = true;
        }
        // A right click drops the picked die (as Esc does).
        if buttons.just_pressed(MouseButton::Right) && !focus.pointer_over_ui {
            *selection = Selection::default();
        }
        return;
    }
    if !m.tv_to_act() || (pressed && focus.pointer_over_ui) {
        return;
    }
    let seat = m.state.current();
    // A press and its release can land in one frame (a slow frame, a fast click): press first.
    if released && !pressed {
        selection.held = false;
        if selection.dragging {
            selection.dragging = false;
            // The held die rides under the pointer: the row it is let go over takes it.
            if let (Some(row), Some(value)) = (deeds.dropped_on, selection.value) {
                actions.write(PlayerAction::new(seat, Action::Place { value, row: row as u8 }));
            }
        }
        return;
    }
    let die_value = |die: Entity| dice_on_table(&m).into_iter().find(|d| d.entity == die).map(|d| d.value);
    match deeds.pressed_piece() {
        Some(Piece::Die(die)) => {
            if let Some(value) = die_value(die)
                && pick_value(&m, value, &mut selection, &mut toasts)
            {
                // Picked; a drag only once the pointer travels while held.
                selection.dragging = false;
                selection.held = !released;
            }
        }
        Some(Piece::Cup) => {
            actions.write(PlayerAction::new(seat, Action::Throw));
        }
        Some(Piece::Row(row)) => match value_for_row(&m, &selection, row) {
            Ok(value) => {
                actions.write(PlayerAction::new(seat, Action::Place { value, row: row as u8 }));
            }
            Err(why) => toasts.push(why),
        },
        None => *selection = Selection::default(),
    }
}

//! A human seat's hands: click (or drag) a glowing die onto a lit row, click the cup to throw;
//! keys: Space throw, S stop, U undo, 1–6 pick a die, A–F place it on a row, Esc, H help.
//! Everything becomes a `PlayerAction` or `UndoRequest`; the rules core judges it.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use super::layout::{self, ROW_PITCH, SQUARE_PITCH, TILE_TOP};
use super::{Selection, Toasts, UiFlags, human_to_act};
use crate::game::GameSet;
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::session::{Match, PlayerAction, TableDie, UndoRequest};
use crate::game::states::AppState;
use crate::games::royal_casino::rules::{Action, Phase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tidy_selection, keyboard, mouse)
            .chain()
            .in_set(GameSet::Input)
            .run_if(in_state(AppState::Playing).and_then(resource_exists::<Match>)),
    );
}

/// The dice of the throw still on the table (as many of each value as the rules core holds).
pub(super) fn dice_on_table(m: &Match) -> Vec<TableDie> {
    let mut left = [0usize; 7];
    for &v in m.state.throw() {
        left[v as usize] += 1;
    }
    m.table
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
    if let Some(v) = selection.value {
        if m.state.phase() != Phase::Placing || !m.state.throw().contains(&v) {
            *selection = Selection::default();
        }
    }
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
        [] => Err(format!("No die of this throw fits row {}.", (b'A' + row as u8) as char)),
        _ => Err("Pick a die first: click it or press its number.".into()),
    }
}

#[allow(clippy::too_many_arguments)]
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<Match>,
    mut contexts: EguiContexts,
    mut selection: ResMut<Selection>,
    mut flags: ResMut<UiFlags>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<PlayerAction>,
    mut undo: MessageWriter<UndoRequest>,
) {
    if contexts.ctx_mut().is_ok_and(|c| c.egui_wants_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if selection.value.is_some() {
            *selection = Selection::default();
        } else {
            flags.paused = !flags.paused;
        }
    }
    if keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::F1) {
        flags.help = !flags.help;
    }
    if flags.paused || !human_to_act(&m) {
        return;
    }
    let seat = m.state.current();
    let mut act = |action| {
        actions.write(PlayerAction { seat, action });
    };
    if keys.just_pressed(KeyCode::Space) {
        act(Action::Throw);
    }
    if keys.just_pressed(KeyCode::KeyS) || keys.just_pressed(KeyCode::Enter) {
        act(Action::Stop);
    }
    if keys.just_pressed(KeyCode::KeyU) || keys.just_pressed(KeyCode::Backspace) {
        undo.write(UndoRequest { seat });
    }
    let digits = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4, KeyCode::Digit5, KeyCode::Digit6];
    for (i, key) in digits.into_iter().enumerate() {
        if keys.just_pressed(key) {
            let v = i as u8 + 1;
            if m.state.throw().contains(&v) {
                selection.value = Some(v);
            } else {
                toasts.push(format!("No die of this throw shows {v}."));
            }
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

/// Where the cursor's ray meets the horizontal plane at `height`.
fn cursor_at(window: &Window, camera: (&Camera, &GlobalTransform), height: f32) -> Option<Vec3> {
    let cursor = window.cursor_position()?;
    let ray = camera.0.viewport_to_world(camera.1, cursor).ok()?;
    let t = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(t))
}

/// The row under a point of the board, if any.
fn row_at(p: Vec3) -> Option<usize> {
    (0..6).find(|&r| {
        let first = layout::square(r, 0);
        (p.z - first.z).abs() < ROW_PITCH / 2.0
            && p.x > first.x - SQUARE_PITCH / 2.0
            && p.x < layout::circle(r).x + 0.02
    })
}

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<Match>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    places: Query<&GlobalTransform>,
    mut contexts: EguiContexts,
    mut selection: ResMut<Selection>,
    mut toasts: ResMut<Toasts>,
    flags: Res<UiFlags>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let pressed = buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    if !(pressed || released) || flags.paused || !human_to_act(&m) {
        return;
    }
    let (Ok(window), Ok(camera)) = (windows.single(), cameras.single()) else {
        return;
    };
    // Over a panel or button (checked at the cursor now: egui's own pointer may lag a frame).
    let over_ui = window.cursor_position().is_some_and(|c| {
        contexts.ctx_mut().is_ok_and(|ctx| {
            ctx.is_pointer_over_egui() && ctx.egui_wants_pointer_input()
                || ctx.layer_id_at(egui::pos2(c.x, c.y)).is_some()
        })
    });
    if pressed && over_ui {
        return;
    }
    let seat = m.state.current();
    let on_board = cursor_at(window, camera, TILE_TOP).and_then(row_at);
    // A press and its release can land in one frame (a slow frame, a fast click): press first.
    if released && !pressed {
        if selection.dragging {
            selection.dragging = false;
            if let (Some(row), Some(value)) = (on_board, selection.value) {
                let action = Action::Place { value, row: row as u8 };
                actions.write(PlayerAction { seat, action });
            }
        }
        return;
    }
    let Some(at_dice) = cursor_at(window, camera, DIE_SIZE_M / 2.0) else {
        return;
    };
    let picked = dice_on_table(&m)
        .into_iter()
        .filter_map(|d| Some((d.value, places.get(d.entity).ok()?.translation())))
        .map(|(v, p)| (v, p.xz().distance(at_dice.xz())))
        .filter(|&(_, dist)| dist < DIE_SIZE_M * 1.3)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((value, _)) = picked {
        selection.value = Some(value);
        selection.dragging = !released;
        return;
    }
    // The cup stands tall: test the ray against its axis at several heights.
    let on_cup = [0.01, 0.04, 0.07, 0.1, 0.13]
        .into_iter()
        .any(|h| cursor_at(window, camera, h).is_some_and(|p| p.xz().distance(layout::cup().xz()) < 0.065));
    if on_cup {
        actions.write(PlayerAction { seat, action: Action::Throw });
        return;
    }
    if let Some(row) = on_board {
        match value_for_row(&m, &selection, row) {
            Ok(value) => {
                let action = Action::Place { value, row: row as u8 };
                actions.write(PlayerAction { seat, action });
            }
            Err(why) => toasts.push(why),
        }
        return;
    }
    *selection = Selection::default();
}

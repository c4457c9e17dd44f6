//! A human seat's hands: click (or drag) a glowing die onto a lit row, click the cup to throw;
//! keys: Space throw, S stop, U undo, 1–6 pick a die, A–F place it on a row, Esc put it down
//! (`selection`; H and Esc's pause are the shared table's: `game::view::table_keys`).
//! Everything becomes a `PlayerAction` or `UndoRequest`; the rules core judges it. Whether egui has
//! the pointer or the keyboard comes from `UiFocus` (see `ui_focus.rs`), so this needs no egui.
//! The rows are found by Bevy's picking (a pad over each); the dice and the cup, which move, by
//! their distance to the pointer's ray.

use crate::game::session::SeatedMatch;
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;

use crate::game::view::camera::TableCamera;
use bevy::window::PrimaryWindow;

use super::layout::{self, ROW_PITCH, SQUARE_PITCH, TILE_TOP};
use super::selection::{DRAG_START_PX, Selection};
use crate::game::dice::DiceCup;
use crate::game::dice::tuning::{CUP_HEIGHT_M, CUP_RADIUS_M, DIE_SIZE_M};
use crate::game::session::TableDie;
use crate::game::states::{AppState, playing_with};
use crate::game::view::picking::{pad, under_mouse};
use crate::game::view::table_scope::TableScoped;
use crate::game::view::{Toasts, UiFocus};
use crate::games::royal_casino::rules::{Action, Phase};
use crate::games::royal_casino::table::{Match, PlayerAction, UndoRequest};
use crate::t;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_row_pads.run_if(resource_exists::<Match>)).add_systems(
        Update,
        (tidy_selection, keyboard, mouse).chain().in_set(crate::game::frame::SeatInput).run_if(playing_with::<Match>()),
    );
}

/// A board row as the pointer finds it: an invisible pad from the row's first square to its
/// points circle.
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct RowPad(usize);

fn spawn_row_pads(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    for row in 0..6 {
        let (from, to) = (layout::square(row, 0).x - SQUARE_PITCH / 2.0, layout::circle(row).x + 0.02);
        let pad = pad(&mut meshes, Vec2::new(to - from, ROW_PITCH));
        let at = Vec3::new((from + to) / 2.0, TILE_TOP, layout::square(row, 0).z);
        commands.spawn((RowPad(row), pad, Transform::from_translation(at)));
    }
}

/// The dice of the throw still on the table (as many of each value as the rules core holds).
pub(crate) fn dice_on_table(m: &Match) -> Vec<TableDie> {
    let mut left = [0usize; 7];
    for &v in m.state.throw() {
        left[v as usize] += 1;
    }
    m.own
        .table
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
    if focus.keyboard_taken || !m.person_to_act() {
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
        undo.write(UndoRequest { seat });
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

/// Where a ray meets the horizontal plane at `height`.
fn plane_point(ray: Ray3d, height: f32) -> Option<Vec3> {
    let t = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(t))
}

/// Whether a ray passes through the cup, standing or lying: within its radius of a point of its
/// axis (the cup's local Y, from the base at its origin to the rim).
fn ray_hits_cup(ray: Ray3d, cup: &GlobalTransform) -> bool {
    let axis = cup.up();
    (0..=8).any(|k| {
        let along = k as f32 / 8.0 * CUP_HEIGHT_M;
        let p = cup.translation() + axis * along;
        let to = p - ray.origin;
        to.dot(*ray.direction) > 0.0 && to.cross(*ray.direction).length() < CUP_RADIUS_M * 1.1
    })
}

/// What the pointer is on, nearest first: a die of the throw, the cup, a row of the board.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TableTarget {
    Die(u8),
    Cup,
    Row(usize),
    Nothing,
}

fn table_target(ray: Ray3d, dice: &[(u8, Vec3)], cup: Option<&GlobalTransform>, row: Option<usize>) -> TableTarget {
    if let Some(at) = plane_point(ray, DIE_SIZE_M / 2.0) {
        let picked = dice
            .iter()
            .map(|&(v, p)| (v, p.xz().distance(at.xz())))
            .filter(|&(_, dist)| dist < DIE_SIZE_M * 1.3)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((value, _)) = picked {
            return TableTarget::Die(value);
        }
    }
    if cup.is_some_and(|c| ray_hits_cup(ray, c)) {
        return TableTarget::Cup;
    }
    row.map_or(TableTarget::Nothing, TableTarget::Row)
}

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<Match>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    places: Query<&GlobalTransform>,
    cups: Query<&GlobalTransform, With<DiceCup>>,
    (hover, rows): (Res<HoverMap>, Query<&RowPad>),
    focus: Res<UiFocus>,
    mut selection: ResMut<Selection>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let pressed = buttons.just_pressed(MouseButton::Left);
    let released = buttons.just_released(MouseButton::Left);
    let cursor = windows.single().ok().and_then(|w| w.cursor_position());
    if !(pressed || released) {
        // A held die becomes a drag once the pointer itself has travelled (not the camera).
        if buttons.pressed(MouseButton::Left)
            && let (Some(from), Some(now)) = (selection.pressed_at, cursor)
            && now.distance(from) >= DRAG_START_PX
        {
            selection.dragging = true;
        }
        // A right click drops the picked die (as Esc does).
        if buttons.just_pressed(MouseButton::Right) && !focus.pointer_over_ui {
            *selection = Selection::default();
        }
        return;
    }
    if !m.person_to_act() {
        return;
    }
    if pressed && focus.pointer_over_ui {
        return;
    }
    let (Ok(window), Ok((camera, eye))) = (windows.single(), cameras.single()) else {
        return;
    };
    let Some(ray) = window.cursor_position().and_then(|c| camera.viewport_to_world(eye, c).ok()) else {
        return;
    };
    let seat = m.state.current();
    let dice: Vec<(u8, Vec3)> = dice_on_table(&m)
        .into_iter()
        .filter_map(|d| Some((d.value, places.get(d.entity).ok()?.translation())))
        .collect();
    let row = under_mouse(&hover, &rows).map(|r| r.0);
    let target = table_target(ray, &dice, cups.iter().next(), row);
    // A press and its release can land in one frame (a slow frame, a fast click): press first.
    if released && !pressed {
        selection.pressed_at = None;
        if selection.dragging {
            selection.dragging = false;
            // The held die rides under the pointer: the row under it is where it is let go.
            if let (Some(row), Some(value)) = (row, selection.value) {
                actions.write(PlayerAction::new(seat, Action::Place { value, row: row as u8 }));
            }
        }
        return;
    }
    match target {
        TableTarget::Die(value) => {
            if pick_value(&m, value, &mut selection, &mut toasts) {
                // Picked; a drag only once the pointer travels while held.
                selection.dragging = false;
                selection.pressed_at = if released { None } else { cursor };
            }
        }
        TableTarget::Cup => {
            actions.write(PlayerAction::new(seat, Action::Throw));
        }
        TableTarget::Row(row) => match value_for_row(&m, &selection, row) {
            Ok(value) => {
                actions.write(PlayerAction::new(seat, Action::Place { value, row: row as u8 }));
            }
            Err(why) => toasts.push(why),
        },
        TableTarget::Nothing => *selection = Selection::default(),
    }
}

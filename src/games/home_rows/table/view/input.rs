//! A human Home Rows seat's hands: click one of your dice to roll it, click a lit square (or drag
//! the rolled die onto one) to place it; keys 1–4 roll red, yellow, green, blue; L / R choose whom
//! counters come from; Esc pauses, H shows the rules. Everything becomes a `HomeAction`; the rules core judges it.
//! The squares are found by Bevy's picking (a pad over each), the dice by their distance.

use crate::game::session::SeatedMatch;
use bevy::picking::hover::HoverMap;
use bevy::prelude::*;

use crate::game::view::camera::TableCamera;
use crate::game::view::hand_row::HandRow;
use bevy::window::PrimaryWindow;

use super::grid::{self as layout, SQUARE_PITCH, TILE_TOP};
use super::hud::TakeFrom;
use super::pieces::HeldDie;
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::states::{AppState, playing_with};
use crate::game::view::picking::{pad, under_mouse};
use crate::game::view::table_scope::TableScoped;
use crate::game::view::{Toasts, UiFocus};
use crate::games::home_rows::rules::{Action, COLORS, COLS, Phase, ROWS, Side};
use crate::games::home_rows::table::{HomeAction, HomeRowsMatch};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_square_pads.run_if(resource_exists::<HomeRowsMatch>))
        .add_systems(
            Update,
            (keyboard, mouse).chain().in_set(crate::game::frame::SeatInput).run_if(playing_with::<HomeRowsMatch>()),
        );
}

/// A board square as the pointer finds it: an invisible pad over square (row, col).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct SquarePad {
    row: usize,
    col: usize,
}

fn spawn_square_pads(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    let pad = pad(&mut meshes, Vec2::new(SQUARE_PITCH, layout::ROW_PITCH));
    for (row, col) in (0..ROWS).flat_map(|r| (0..COLS).map(move |c| (r, c))) {
        let at = layout::square(row, col).with_y(TILE_TOP);
        commands.spawn((SquarePad { row, col }, pad.clone(), Transform::from_translation(at)));
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<HomeRowsMatch>,
    focus: Res<UiFocus>,
    mut take: ResMut<TakeFrom>,
    mut actions: MessageWriter<HomeAction>,
) {
    // Escape and H are the shared table's (`game::view::table_keys`).
    if focus.keyboard_taken || !m.person_to_act() {
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

/// Where a ray meets the horizontal plane at `height`.
fn on_plane(ray: Ray3d, height: f32) -> Option<Vec3> {
    let t = ray.intersect_plane(Vec3::Y * height, InfinitePlane3d::new(Vec3::Y))?;
    Some(ray.get_point(t))
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
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    held: Query<(&HeldDie, &GlobalTransform)>,
    places: Query<&GlobalTransform>,
    (hover, pads): (Res<HoverMap>, Query<&SquarePad>),
    focus: Res<UiFocus>,
    take: Res<TakeFrom>,
    mut toasts: ResMut<Toasts>,
    mut actions: MessageWriter<HomeAction>,
    mut hand: ResMut<HandRow>,
) {
    let (pressed, released) = (buttons.just_pressed(MouseButton::Left), buttons.just_released(MouseButton::Left));
    if !m.person_to_act() {
        hand.held = None;
        return;
    }
    if !(pressed || released) {
        return;
    }
    let (Ok(window), Ok((camera, eye))) = (windows.single(), cameras.single()) else { return };
    let Some(ray) = window.cursor_position().and_then(|c| camera.viewport_to_world(eye, c).ok()) else { return };
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
            let Some(hit) = on_plane(ray, DIE_SIZE_M) else { return };
            let nearest = held
                .iter()
                .filter(|(d, _)| d.seat == seat)
                .map(|(d, g)| (d.color, g.translation().with_y(DIE_SIZE_M).distance(hit)))
                .min_by(|a, b| a.1.total_cmp(&b.1));
            match nearest {
                Some((color, distance)) if distance < DIE_SIZE_M => {
                    actions.write(HomeAction::new(seat, Action::Roll { color }));
                }
                _ => {}
            }
        }
        Phase::Rolled => {
            if let Some(square) = square_at(&hover, &pads) {
                place_on(&m, &take, square, &mut toasts, &mut actions);
                return;
            }
            let on_die = m.own.rolled.filter(|d| {
                places.get(d.entity).is_ok_and(|g| {
                    on_plane(ray, DIE_SIZE_M)
                        .is_some_and(|hit| g.translation().with_y(DIE_SIZE_M).distance(hit) < DIE_SIZE_M)
                })
            });
            // Pressed and released in one frame (a click at a low frame rate) is no drag.
            hand.held = on_die.filter(|_| !released).map(|d| d.entity);
        }
        _ => {}
    }
}

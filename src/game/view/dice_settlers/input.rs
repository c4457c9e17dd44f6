//! A person's hands at the Dice Settlers table: click a lit spot on the map to place a tile (in
//! the draft, the tile picked from the hand; keys 1–3 pick it), click a lit tile to put a tent on
//! it or take one back; Enter ends the step or turn (Ready, End the turn, Finish, Keep no die …)
//! when exactly one such choice is legal; click a die of the pool to pick it for a navigator's
//! re-roll, to keep it, or to re-roll it with a resource die, when that is the one thing it can do. Everything becomes a `SettlersAction`; the rules core
//! judges it.

use crate::game::session::SeatedMatch;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::map::{MapRoot, clickable};
use super::pool::PoolDie;
use super::{MapChoice, TILE_H_M, hex_at};
use crate::game::GameSet;
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::dice_settlers::{SettlersAction, SettlersMatch};
use crate::game::states::AppState;
use crate::game::view::{UiFlags, UiFocus};
use crate::games::dice_settlers::rules::{Action, Phase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keyboard, mouse)
            .chain()
            .in_set(GameSet::Input)
            .after(crate::game::view::input::TableInput)
            .run_if(in_state(AppState::Playing).and_then(resource_exists::<SettlersMatch>)),
    );
}

/// Whether a person decides now (not an AI, not while dice fly, not after the end).
pub(in crate::game::view) fn person_to_act(m: &SettlersMatch) -> bool {
    !m.state.is_over() && !m.is_ai(m.state.current()) && m.pending_throw.is_none()
}

/// The one legal choice that ends the current step or turn, if there is exactly one.
fn closing_action(m: &SettlersMatch) -> Option<Action> {
    let closing: Vec<Action> = m
        .state
        .legal_actions()
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Ready
                    | Action::EndTurn
                    | Action::Finish
                    | Action::KeepNone
                    | Action::Decline
                    | Action::RecallDone
            )
        })
        .collect();
    (closing.len() == 1).then(|| closing[0])
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    m: Res<SettlersMatch>,
    focus: Res<UiFocus>,
    flags: Res<UiFlags>,
    mut choice: ResMut<MapChoice>,
    mut actions: MessageWriter<SettlersAction>,
) {
    if focus.keyboard_taken || flags.paused || !person_to_act(&m) {
        return;
    }
    if m.state.phase() == Phase::Draft {
        for (i, key) in [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3].into_iter().enumerate() {
            if keys.just_pressed(key) && i < m.state.hand().len() {
                choice.hand_index = i as u8;
            }
        }
    }
    if (keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter))
        && let Some(action) = closing_action(&m)
    {
        actions.write(SettlersAction { seat: m.state.current(), action });
    }
}

#[allow(clippy::too_many_arguments)]
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    m: Res<SettlersMatch>,
    mut choice: ResMut<MapChoice>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    pool: Query<(&PoolDie, &GlobalTransform)>,
    focus: Res<UiFocus>,
    flags: Res<UiFlags>,
    mut actions: MessageWriter<SettlersAction>,
) {
    if !buttons.just_pressed(MouseButton::Left) || flags.paused || focus.pointer_over_ui || !person_to_act(&m) {
        return;
    }
    if choice.hand_index as usize >= m.state.hand().len() {
        choice.hand_index = 0;
    }
    let (Ok(window), Ok((camera, eye)), Ok(root)) = (windows.single(), cameras.single(), roots.single()) else {
        return;
    };
    let Some(ray) = window.cursor_position().and_then(|c| camera.viewport_to_world(eye, c).ok()) else { return };
    if let Some(t) = ray.intersect_plane(Vec3::Y * DIE_SIZE_M, InfinitePlane3d::new(Vec3::Y)) {
        let hit = ray.get_point(t);
        let die = pool
            .iter()
            .filter_map(|(d, g)| Some((d.0?, g.translation().with_y(DIE_SIZE_M).distance(hit))))
            .filter(|(_, distance)| *distance < DIE_SIZE_M)
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((die, _)) = die {
            let die = die as u8;
            let uses: Vec<Action> = m
                .state
                .legal_actions()
                .into_iter()
                .filter(|a| matches!(a, Action::Pick { die: d } | Action::Keep { die: d } | Action::ResourceReroll { die: d } if *d == die))
                .collect();
            if let [action] = uses.as_slice() {
                actions.write(SettlersAction { seat: m.state.current(), action: *action });
            }
            return;
        }
    }
    let Some(t) = ray.intersect_plane(Vec3::Y * TILE_H_M, InfinitePlane3d::new(Vec3::Y)) else { return };
    let hex = hex_at(ray.get_point(t) - root.translation());
    let (spots, tiles) = clickable(&m, &choice);
    let on_tile = m.state.map().iter().find(|p| p.at == hex).map(|p| p.no);
    let action = spots
        .iter()
        .find(|(at, _)| *at == hex)
        .map(|s| s.1)
        .or_else(|| tiles.iter().find(|(no, _)| Some(*no) == on_tile).map(|t| t.1));
    if let Some(action) = action {
        actions.write(SettlersAction { seat: m.state.current(), action });
    }
}

//! The seat's dice in play: a throw settles on the felt and the camera holds a close-up of its
//! symbols; then the dice line up at the tray's front as the seat's pool (the rolled dice in the
//! rules core's order, numbered as the HUD names them, and the die kept from last round), and the
//! camera frames the pool and the map together.

use crate::game::session::SeatedMatch;
use bevy::prelude::*;

use super::map::MapRoot;
use super::{HEX_R_M, hex_offset};
use crate::game::GameSet;
use crate::game::dice::look::look_index;
use crate::game::dice::settlers_looks::look_name;
use crate::game::dice::tuning::DIE_SIZE_M;
use crate::game::dice::{DieLook, DieStyle};
use crate::game::dice_settlers::SettlersMatch;
use crate::game::instant::showing;
use crate::game::session::Settings;
use crate::game::states::AppState;
use crate::game::view::camera::Shot;
use crate::game::view::pieces::TableScoped;
use crate::games::dice_settlers::rules::Die;

/// Seconds the close-up holds a settled throw before the dice line up: an AI's, and a person's
/// (who reads the symbols before choosing).
const AI_HOLD_S: f32 = 1.6;
const PERSON_HOLD_S: f32 = 2.8;
/// Where the pool's first die lies, and the spacing along the row, metres.
const POOL_START: Vec3 = Vec3::new(0.0, DIE_SIZE_M / 2.0, 0.14);
const POOL_PITCH_M: f32 = 0.026;

/// A die of the pool: its index in the rolled dice (`None`: the kept die).
#[derive(Component)]
pub(super) struct PoolDie(pub(super) Option<usize>);

/// What the camera should show for Dice Settlers, and the points to frame.
#[derive(Resource, Default, Debug)]
pub(in crate::game::view) struct SettlersFraming {
    pub(in crate::game::view) shot: Shot,
    pub(in crate::game::view) points: Vec<Vec3>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettlersFraming>().add_systems(
        Update,
        sync_pool
            .in_set(GameSet::Animate)
            .run_if(in_state(AppState::Playing).and_then(resource_exists::<SettlersMatch>)),
    );
}

/// Where pool die `i` lies.
pub(super) fn pool_place(i: usize) -> Vec3 {
    POOL_START + Vec3::X * POOL_PITCH_M * i as f32
}

/// The dice the pool shows: the current seat's rolled dice with a value, then its kept die.
fn pool_of(m: &SettlersMatch) -> Vec<(Option<usize>, Die)> {
    let seat = m.state.seat(m.state.current());
    let rolled = seat.rolled.iter().enumerate().filter(|(_, d)| d.value > 0).map(|(i, d)| (Some(i), *d));
    rolled.chain(seat.kept.map(|d| (None, d))).collect()
}

#[allow(clippy::too_many_arguments)]
fn sync_pool(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut held_s: Local<f32>,
    mut last_throw: Local<Vec<Entity>>,
    mut shown: Local<Option<(usize, Vec<(Option<usize>, Die)>)>>,
    pool: Query<Entity, With<PoolDie>>,
    places: Query<&GlobalTransform>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    mut visibility: Query<&mut Visibility>,
    mut framing: ResMut<SettlersFraming>,
) {
    let thrown: Vec<Entity> = m.thrown.iter().map(|d| d.entity).collect();
    if thrown != *last_throw {
        *last_throw = thrown.clone();
        *held_s = 0.0;
    }
    *held_s += time.delta_secs();
    let hold = if m.is_ai(m.state.current()) { AI_HOLD_S } else { PERSON_HOLD_S };
    let holding = !settings.instant() && !thrown.is_empty() && *held_s < hold;
    let rolling = m.pending_throw.is_some();
    // The physical dice give way to the pool once the close-up is over.
    for &e in &thrown {
        if let Ok(mut v) = visibility.get_mut(e) {
            let want = if holding { Visibility::Inherited } else { Visibility::Hidden };
            if *v != want {
                *v = want;
            }
        }
    }
    let dice = if holding || rolling { Vec::new() } else { pool_of(&m) };
    let key = (m.state.current(), dice.clone());
    if shown.as_ref() != Some(&key) {
        for e in &pool {
            commands.entity(e).despawn();
        }
        for (k, (index, die)) in dice.iter().enumerate() {
            let look = look_index(&look_name(die.color));
            // The kept die sits a little apart from the rolled ones.
            let at = pool_place(k) + if index.is_none() { Vec3::X * 0.012 } else { Vec3::ZERO };
            commands.spawn((
                PoolDie(*index),
                TableScoped,
                DieLook,
                DieStyle(look),
                Transform::from_translation(at).with_rotation(showing(die.value, 0.0)),
                Visibility::default(),
            ));
        }
        *shown = Some(key);
    }
    // The camera: the cup while dice fly, the throw close up, then the pool and the map.
    framing.shot = if rolling {
        Shot::Overview
    } else if holding {
        Shot::CloseUp
    } else {
        Shot::Placement
    };
    framing.points = if holding {
        thrown.iter().filter_map(|&e| places.get(e).ok()).map(|g| g.translation()).collect()
    } else {
        let origin = roots.single().map_or(super::MAP_CENTRE, |g| g.translation());
        // The tiles, and in the draft the spots a tile may go.
        let spots = m.state.legal_actions().into_iter().filter_map(|a| match a {
            crate::games::dice_settlers::rules::Action::StartTile { at, .. }
            | crate::games::dice_settlers::rules::Action::PlaceTile { at } => Some(at),
            _ => None,
        });
        let hexes: Vec<_> = m.state.map().iter().map(|p| p.at).chain(spots).collect();
        let mut points: Vec<Vec3> = hexes
            .iter()
            .flat_map(|&h| {
                let c = origin + hex_offset(h);
                [c - Vec3::X * HEX_R_M, c + Vec3::X * HEX_R_M, c - Vec3::Z * HEX_R_M, c + Vec3::Z * HEX_R_M]
            })
            .collect();
        // At least a few tiles' worth of table, so a lone tile is not seen from too close.
        let least = Vec3::new(3.0 * HEX_R_M, 0.0, 2.5 * HEX_R_M);
        points.extend([origin - least, origin + least]);
        if !dice.is_empty() {
            points.push(pool_place(0));
            points.push(pool_place(dice.len()));
        }
        points
    };
}

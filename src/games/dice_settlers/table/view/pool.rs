//! The seat's dice in play: a throw settles on the felt and the camera holds a close-up of its
//! symbols; then the dice line up in front of the map as the seat's pool (the rolled dice in the
//! rules core's order, numbered as the HUD names them, and the die kept from last round; a die
//! clicked to choose what to do with it is lifted), and the camera frames the pool and the map
//! together.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;

use super::map::MapRoot;
use super::{HEX_R_M, hex_offset};
use crate::games::dice_settlers::rules::Die;
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::dice_settlers::table::dice_looks::look_name;
use crate::table::GameSet;
use crate::table::dice::look::look_index;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::dice::{DieLook, DieStyle};
use crate::table::instant::showing;
use crate::table::session::Settings;
use crate::table::states::playing_with;
use crate::table::view::tabletop::camera::{Shot, TableFraming};
use crate::table::view::tabletop::table_scope::TableScoped;

/// Seconds the close-up holds a settled throw before the dice line up: an AI's, and a person's
/// (who reads the symbols before choosing).
const AI_HOLD_S: f32 = 1.6;
const PERSON_HOLD_S: f32 = 2.8;
/// The pool's row lies this far in front of the map's nearest tile edge, and its dice this far
/// apart, metres; the kept die a little further apart still.
const POOL_GAP_M: f32 = 0.03;
const POOL_PITCH_M: f32 = 0.026;
const KEPT_APART_M: f32 = 0.012;
/// A die clicked to choose what to do with it is held up this high, metres.
const LIFTED_M: f32 = 0.008;

/// A die of the pool: its index in the rolled dice (`None`: the kept die), and its place in the row.
#[derive(Component)]
#[require(TableScoped)]
pub(crate) struct PoolDie(pub(crate) Option<usize>, usize);

/// What the camera should show for Dice Settlers and the points to frame.
#[derive(Resource, Debug, Default)]
pub(crate) struct SettlersFraming {
    pub(crate) shot: Shot,
    pub(crate) points: Vec<Vec3>,
}

/// Where the map and the pool are framed in the view (normalised device coordinates): all of it
/// but a margin, since the panels have their own room round the view.
const IN_VIEW: Rect = Rect { min: Vec2::new(-0.9, -0.88), max: Vec2::new(0.9, 0.88) };

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SettlersFraming>()
        .add_systems(Update, sync_pool.in_set(GameSet::Animate).run_if(playing_with::<SettlersMatch>()));
}

/// Where place `i` of a pool of `n` dice lies: a row centred on `front`, the middle of the map's
/// near edge plus the gap (the kept die, last, a little apart).
fn pool_place(front: Vec3, i: usize, n: usize, kept: bool) -> Vec3 {
    let x = (i as f32 - (n.max(1) - 1) as f32 / 2.0) * POOL_PITCH_M + if kept { KEPT_APART_M } else { 0.0 };
    Vec3::new(front.x + x, DIE_SIZE_M / 2.0, front.z)
}

/// The middle of the map's near edge, moved toward the players by the gap: where the pool lies.
fn pool_front(hexes: &[Vec3]) -> Vec3 {
    let (lo, hi) = hexes.iter().fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    if lo.x > hi.x {
        return super::MAP_CENTRE + Vec3::Z * (HEX_R_M + POOL_GAP_M);
    }
    Vec3::new((lo.x + hi.x) / 2.0, 0.0, hi.z + HEX_R_M + POOL_GAP_M)
}

/// Where rolled die `die` of the seat in turn lies in the pool once the map has slid to its
/// place, if the pool shows it.
pub(crate) fn pool_die_point(m: &SettlersMatch, die: u8) -> Option<Vec3> {
    let dice = pool_of(m);
    let k = dice.iter().position(|(index, _)| *index == Some(usize::from(die)))?;
    let tiles: Vec<Vec3> = m.state.map().iter().map(|p| super::map_point(&m.state, p.at)).collect();
    Some(pool_place(pool_front(&tiles), k, dice.len(), false))
}

/// The dice the pool shows: the current seat's rolled dice with a value, then its kept die.
fn pool_of(m: &SettlersMatch) -> Vec<(Option<usize>, Die)> {
    let seat = m.state.seat(m.state.current());
    let rolled = seat.rolled.iter().enumerate().filter(|(_, d)| d.value > 0).map(|(i, d)| (Some(i), *d));
    rolled.chain(seat.kept.map(|d| (None, d))).collect()
}

/// The pool laid afresh: the `old` dice go, `dice` lie in their row in front of the map.
fn lay_pool(commands: &mut Commands, old: impl Iterator<Item = Entity>, dice: &[(Option<usize>, Die)], front: Vec3) {
    for e in old {
        commands.entity(e).despawn();
    }
    for (k, (index, die)) in dice.iter().enumerate() {
        let look = look_index(&look_name(die.color));
        commands.spawn((
            PoolDie(*index, k),
            DieLook,
            DieStyle(look),
            Transform::from_translation(pool_place(front, k, dice.len(), index.is_none()))
                .with_rotation(showing(die.value, 0.0)),
            Visibility::default(),
        ));
    }
}

/// The least half width and half depth of table the placement view frames round the map, in
/// hexes' radii (a lone hex then fills about a tenth of the view's width).
const LEAST_HALF_WIDTH_HEXES: f32 = 4.0;
const LEAST_HALF_DEPTH_HEXES: f32 = 3.0;

/// What the camera frames after a throw's close-up: the tiles (and in the draft the spots a tile
/// may go), a small map's worth of table at least, and the pool of `pool` dice with their numbers.
fn map_and_pool_points(m: &SettlersMatch, origin: Vec3, front: Vec3, pool: usize) -> Vec<Vec3> {
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
    // At least a small map's worth of table around the map's middle, so a lone tile (the draft's
    // first spot) is seen as a place on the table, not from so close that the view is all wood.
    let (lo, hi) = points.iter().fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    let middle = if lo.x <= hi.x { (lo + hi) / 2.0 } else { origin };
    let least = Vec3::new(LEAST_HALF_WIDTH_HEXES * HEX_R_M, 0.0, LEAST_HALF_DEPTH_HEXES * HEX_R_M);
    points.extend([middle - least, middle + least]);
    if pool > 0 {
        let half = Vec3::new(DIE_SIZE_M, 0.0, DIE_SIZE_M) * 0.6;
        points.push(pool_place(front, 0, pool, false) - half);
        points.push(pool_place(front, pool - 1, pool, true) + half);
        // The dice's numbers, written in front of them, stay in the view too.
        points.push(pool_place(front, 0, pool, false) + Vec3::Z * DIE_SIZE_M * 1.6);
    }
    points
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
    mut pool: Query<(Entity, &PoolDie, &mut Transform)>,
    choice: Res<super::MapChoice>,
    places: Query<&GlobalTransform>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    mut visibility: Query<&mut Visibility>,
    mut framing: ResMut<SettlersFraming>,
    mut camera: ResMut<TableFraming>,
) {
    let thrown: Vec<Entity> = m.dice.iter().map(|d| d.entity).collect();
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
    let origin = roots.single().map_or(super::MAP_CENTRE, |g| g.translation());
    let tiles: Vec<Vec3> = m.state.map().iter().map(|p| origin + hex_offset(p.at)).collect();
    let front = pool_front(&tiles);
    let key = (m.state.current(), dice.clone());
    if shown.as_ref() != Some(&key) {
        lay_pool(&mut commands, pool.iter().map(|(e, ..)| e), &dice, front);
        *shown = Some(key);
    }
    // The row follows the map as it grows; the die being chosen for is held up.
    for (_, die, mut transform) in &mut pool {
        let lifted = die.0.is_some() && die.0.map(|i| i as u8) == choice.die;
        let at = pool_place(front, die.1, dice.len(), die.0.is_none()) + Vec3::Y * if lifted { LIFTED_M } else { 0.0 };
        if transform.translation.distance(at) > 1e-5 {
            transform.translation = at;
        }
    }
    // The camera: the cup while dice fly, the throw close up, then the pool and the map.
    // An empty map (the draft's first spot): the whole table, seats and tray round that spot.
    framing.shot = if rolling || m.state.map().is_empty() {
        Shot::Overview
    } else if holding {
        Shot::CloseUp
    } else {
        Shot::Placement
    };
    framing.points = if holding {
        thrown.iter().filter_map(|&e| places.get(e).ok()).map(|g| g.translation()).collect()
    } else {
        map_and_pool_points(&m, origin, front, dice.len())
    };
    // The map grows and the pool changes: the camera follows, framing them in the view.
    *camera = TableFraming {
        shot: framing.shot,
        points: framing.points.clone(),
        free: Some(IN_VIEW),
        follow: true,
        subject: 0,
    };
}

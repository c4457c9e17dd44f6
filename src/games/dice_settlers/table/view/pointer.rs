//! Dice Settlers' map and pool under Bevy's picking: an invisible hex pad over each spot and tile
//! a click may play now (the lit ones: a free spot a tile may go, a tile a tent may go to or come
//! back from), lying at the tiles' tops, and an invisible box round each rolled die of the pool.
//! Their `Pointer<Press>` observers note what a left press hit this frame in [`PointerDeeds`];
//! `input::mouse` turns that into the seat's `SettlersAction`. What the mouse is over (the spot
//! that glows brighter, its words) is read from Bevy's `HoverMap` into [`HoveredSpot`]. Observers
//! fire in `PreUpdate`, before egui's focus is read for this frame and outside the seats' input
//! set that a menu holds, so they only note; the seat acts in the set.

use bevy::picking::Pickable;
use bevy::picking::events::{Pointer, Press};
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::map::MapRoot;
use super::map_spots::{HoveredSpot, clickable};
use super::pool::PoolDie;
use super::{HEX_R_M, MapChoice, TILE_H_M, hex_offset, map_origin};
use crate::games::dice_settlers::rules::{Action, Hex};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::GameSet;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::states::playing_with;
use crate::table::view::UiFocus;
use crate::table::view::input::picking::{pick_shape, see_through, under_mouse};
use crate::table::view::tabletop::table_scope::TableScoped;

/// The side of the box a pool die is picked by, metres: a little larger than the die (a click on
/// its edge counts), yet apart from its neighbours (`pool::POOL_PITCH_M`).
pub(crate) const DIE_PICK_SIDE_M: f32 = DIE_SIZE_M * 1.4;
/// A spot's pad is a whole hex of the map (centre to corner), so that the hexes' pads meet.
pub(crate) const SPOT_PICK_R_M: f32 = HEX_R_M;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PointerDeeds>()
        .init_resource::<HoveredSpot>()
        .init_resource::<MapChoice>()
        .add_systems(
            Update,
            (sync_spot_pads, sync_die_picks, note_hover)
                .in_set(GameSet::Animate)
                .run_if(playing_with::<SettlersMatch>()),
        )
        .add_systems(Last, forget_deeds);
}

/// A lit hex of the map as the pointer finds it: the pad over it (a free spot or a lit tile).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct SpotPad(pub(crate) Hex);

/// The box a rolled die of the pool is picked by (a child of the die).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct DiePick;

/// A piece of this table the pointer pressed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Piece {
    /// Rolled die `n` of the pool.
    Die(u8),
    /// A lit hex of the map.
    Spot(Hex),
}

/// What the pointer did to this table's pieces this frame, as picking's observers saw it
/// (forgotten at the frame's end, acted on or not).
#[derive(Resource, Default, Debug)]
pub(crate) struct PointerDeeds {
    /// The pieces a left press hit, each with its distance from the camera (the dice let what
    /// lies behind them be hit too).
    pressed: Vec<(Piece, f32)>,
}

impl PointerDeeds {
    /// What a left press hit, in the table's order: a die of the pool (the nearest), then a spot.
    pub(crate) fn pressed_piece(&self) -> Option<Piece> {
        let rank = |p: &Piece| matches!(p, Piece::Spot(_)) as u8;
        self.pressed.iter().min_by(|a, b| rank(&a.0).cmp(&rank(&b.0)).then(a.1.total_cmp(&b.1))).map(|&(p, _)| p)
    }
}

fn forget_deeds(mut deeds: ResMut<PointerDeeds>) {
    *deeds = PointerDeeds::default();
}

/// The action a click on hex `at` plays now: a lit free spot's, else a lit tile's standing there.
pub(crate) fn action_at(at: Hex, m: &SettlersMatch, choice: &MapChoice) -> Option<Action> {
    let (spots, tiles) = clickable(m, choice);
    let on_tile = m.state.map().iter().find(|p| p.at == at).map(|p| p.no);
    spots
        .iter()
        .find(|(spot, _)| *spot == at)
        .map(|s| s.1)
        .or_else(|| tiles.iter().find(|(no, _)| Some(*no) == on_tile).map(|t| t.1))
}

/// The hexes a click may play on now: the lit free spots and the lit tiles' own hexes.
fn lit_hexes(m: &SettlersMatch, choice: &MapChoice) -> Vec<Hex> {
    let (spots, tiles) = clickable(m, choice);
    let tile_hexes = tiles.iter().filter_map(|(no, _)| m.state.map().iter().find(|p| p.no == *no).map(|p| p.at));
    spots.iter().map(|s| s.0).chain(tile_hexes).collect()
}

/// A flat hex (pointy-top, as the tiles lie) of radius `r`, 1 mm thick.
fn hex_pad_mesh(r: f32) -> Mesh {
    let mut m = Extrusion::new(RegularPolygon::new(r, 6), 0.001).mesh().build();
    m.rotate_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
    m
}

/// A pad over each lit hex, at the tiles' tops; they follow the map as it slides (headless, with
/// no map drawn, they lie where it slides to).
fn sync_spot_pads(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    choice: Res<MapChoice>,
    mut meshes: ResMut<Assets<Mesh>>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    mut pads: Query<(Entity, &SpotPad, &mut Transform)>,
) {
    let lit = lit_hexes(&m, &choice);
    let origin = roots.single().map_or_else(|_| map_origin(m.state.map().iter().map(|p| p.at)), |g| g.translation());
    for (e, pad, mut transform) in &mut pads {
        if !lit.contains(&pad.0) {
            commands.entity(e).despawn();
            continue;
        }
        let at = origin + hex_offset(pad.0) + Vec3::Y * TILE_H_M;
        if transform.translation.distance(at) > 1e-6 {
            transform.translation = at;
        }
    }
    for at in lit.into_iter().filter(|h| !pads.iter().any(|(_, p, _)| p.0 == *h)) {
        let pad = pick_shape(&mut meshes, hex_pad_mesh(SPOT_PICK_R_M), Pickable::default());
        let place = Transform::from_translation(origin + hex_offset(at) + Vec3::Y * TILE_H_M);
        commands.spawn((SpotPad(at), pad, place)).observe(press_spot);
    }
}

/// A box round each rolled die of the pool (the kept die is not clicked).
fn sync_die_picks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    picks: Query<&ChildOf, With<DiePick>>,
    pool: Query<(Entity, &PoolDie)>,
) {
    for (die, _) in pool.iter().filter(|(_, d)| d.0.is_some()) {
        if !picks.iter().any(|of| of.parent() == die) {
            let shape = pick_shape(&mut meshes, Cuboid::from_length(DIE_PICK_SIDE_M), see_through());
            commands.spawn((DiePick, shape, Transform::IDENTITY, ChildOf(die))).observe(press_die);
        }
    }
}

/// What a click on the map under the pointer would play now (none while it is over a panel).
pub(super) fn note_hover(
    focus: Res<UiFocus>,
    hover: Option<Res<HoverMap>>,
    m: Res<SettlersMatch>,
    choice: Res<MapChoice>,
    pads: Query<&SpotPad>,
    mut hovered: ResMut<HoveredSpot>,
) {
    let pad = hover.filter(|_| !focus.pointer_over_ui).and_then(|h| under_mouse(&h, &pads).copied());
    hovered.set_if_neq(HoveredSpot(pad.and_then(|p| action_at(p.0, &m, &choice))));
}

fn press_spot(press: On<Pointer<Press>>, pads: Query<&SpotPad>, mut deeds: ResMut<PointerDeeds>) {
    if press.button == PointerButton::Primary
        && let Ok(pad) = pads.get(press.entity)
    {
        deeds.pressed.push((Piece::Spot(pad.0), press.hit.depth));
    }
}

fn press_die(
    press: On<Pointer<Press>>,
    picks: Query<&ChildOf, With<DiePick>>,
    pool: Query<&PoolDie>,
    mut deeds: ResMut<PointerDeeds>,
) {
    if press.button == PointerButton::Primary
        && let Ok(die) = picks.get(press.entity)
        && let Some(n) = pool.get(die.parent()).ok().and_then(|d| d.0)
    {
        deeds.pressed.push((Piece::Die(n as u8), press.hit.depth));
    }
}

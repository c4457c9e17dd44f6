//! The spots and tiles a person may click on the map glow: a start or explored tile's free spots,
//! the tiles a tent may go to or come back from (the core's legal actions say which).

use bevy::prelude::*;

use super::map::MapRoot;
use super::{MapChoice, SettlersLooks, hex_offset};
use crate::game::session::SeatedMatch;
use crate::games::dice_settlers::rules::{Action, Hex};
use crate::games::dice_settlers::table::SettlersMatch;

/// A glowing spot a person may click.
#[derive(Component)]
pub(crate) struct Spot;

pub(crate) fn clickable(m: &SettlersMatch, choice: &MapChoice) -> (Vec<(Hex, Action)>, Vec<(u8, Action)>) {
    let (mut spots, mut tiles) = (Vec::new(), Vec::new());
    if m.state.is_over() || m.is_ai(m.state.current()) || m.pending_throw.is_some() {
        return (spots, tiles);
    }
    for a in m.state.legal_actions() {
        match a {
            Action::StartTile { index, at } if index == choice.hand_index => spots.push((at, a)),
            Action::PlaceTile { at } => spots.push((at, a)),
            Action::TentToTile { tile } | Action::Recall { tile } => tiles.push((tile, a)),
            _ => {}
        }
    }
    (spots, tiles)
}

pub(super) fn sync_spots(
    mut commands: Commands,
    m: Res<SettlersMatch>,
    choice: Res<MapChoice>,
    looks: Res<SettlersLooks>,
    roots: Query<Entity, With<MapRoot>>,
    spots: Query<Entity, With<Spot>>,
    mut shown: Local<Option<(Vec<Hex>, Vec<u8>)>>,
) {
    let Ok(root) = roots.single() else { return };
    let (free, tiles) = clickable(&m, &choice);
    let key = (free.iter().map(|s| s.0).collect::<Vec<_>>(), tiles.iter().map(|t| t.0).collect::<Vec<_>>());
    if shown.as_ref() == Some(&key) {
        return;
    }
    for e in &spots {
        commands.entity(e).despawn();
    }
    for at in &key.0 {
        commands.spawn((
            Spot,
            Mesh3d(looks.hex.clone()),
            MeshMaterial3d(looks.spot.clone()),
            Transform::from_translation(hex_offset(*at)).with_scale(Vec3::new(0.85, 0.2, 0.85)),
            ChildOf(root),
        ));
    }
    for no in &key.1 {
        let Some(p) = m.state.map().iter().find(|p| p.no == *no) else { continue };
        commands.spawn((
            Spot,
            Mesh3d(looks.rim.clone()),
            MeshMaterial3d(looks.target.clone()),
            Transform::from_translation(hex_offset(p.at) + Vec3::Y * 0.0005).with_scale(Vec3::new(1.08, 1.2, 1.08)),
            ChildOf(root),
        ));
    }
    *shown = Some(key);
}

//! The spots and tiles a person may click on the map glow: a start or explored tile's free spots
//! (lying on the mat, above it, so that every one shows), the tiles a tent may go to or come back
//! from (the core's legal actions say which). The one under the pointer, or whose button in the
//! bar is under it, glows brighter; the one under the pointer says in words what a click does.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::actions::describe_action;
use super::map::MapRoot;
use super::spot_buttons::{BarHover, spot_lit};
use super::{MapChoice, SettlersLooks, hex_offset};
use crate::games::dice_settlers::rules::{Action, Hex};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::table::session::SeatedMatch;
use crate::table::states::playing_with;

/// A glowing spot a person may click, and what the click plays.
#[derive(Component)]
pub(crate) struct Spot {
    action: Action,
    /// A tile's rim (a tent goes to or comes back from it), not a free spot.
    rim: bool,
}

/// A free spot's glow lies this high over the table, metres: above the mat under the map (whose
/// hem reaches past the outer tiles, so a spot beside them lies on it), below the tiles' tops.
pub(crate) const SPOT_LIFT_M: f32 = super::map_mat::MAT_THICK_M + 0.0004;
/// A free spot's glow is a flat hex this share of a tile's radius and this share of its height.
const SPOT_WIDE: f32 = 0.85;
const SPOT_FLAT: f32 = 0.2;

/// Where a free spot's glow lies in the map's frame, and its size.
fn spot_transform(at: Hex) -> Transform {
    Transform::from_translation(hex_offset(at) + Vec3::Y * SPOT_LIFT_M)
        .with_scale(Vec3::new(SPOT_WIDE, SPOT_FLAT, SPOT_WIDE))
}

/// What a click on the map under the pointer would play now, if anything.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub(crate) struct HoveredSpot(pub(crate) Option<Action>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredSpot>()
        .add_systems(
            Update,
            hover_spots
                .after(super::pointer::note_hover)
                .in_set(crate::table::GameSet::Animate)
                .run_if(playing_with::<SettlersMatch>()),
        )
        .add_systems(
            EguiPrimaryContextPass,
            spot_words.run_if(playing_with::<SettlersMatch>()).in_set(crate::table::frame::UiPass::Labels),
        );
}

/// The spot or tile under the pointer (as picking finds its pad: `pointer::note_hover`) glows
/// brighter, and the one whose button in the bar is under it.
fn hover_spots(
    looks: Res<SettlersLooks>,
    hovered: Res<HoveredSpot>,
    bar: Res<BarHover>,
    mut spots: Query<(&Spot, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    for (spot, mut material) in &mut spots {
        let lit = spot_lit(spot.action, *hovered, *bar);
        let want = match (spot.rim, lit) {
            (false, false) => &looks.spot,
            (false, true) => &looks.spot_hover,
            (true, false) => &looks.target,
            (true, true) => &looks.target_hover,
        };
        if material.0 != *want {
            material.0 = want.clone();
        }
    }
}

/// Beside the pointer, what a click on the spot under it does, in the game's words.
fn spot_words(mut contexts: EguiContexts, m: Res<SettlersMatch>, hovered: Res<HoveredSpot>) -> Result {
    let Some(action) = hovered.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let Some(at) = ctx.pointer_hover_pos() else { return Ok(()) };
    let (words, _) = describe_action(&m, action);
    egui::Area::new(egui::Id::new("ds spot words"))
        .order(egui::Order::Tooltip)
        .fixed_pos(at + egui::vec2(18.0, 18.0))
        .interactable(false)
        .show(ctx, |ui| {
            crate::table::view::hud::hud_shell::frame(egui::Color32::from_rgb(120, 220, 140)).show(ui, |ui| {
                ui.label(egui::RichText::new(words).size(17.0));
            });
        });
    Ok(())
}

/// The free spots (with the action a click plays) and the tiles (by number, likewise) lit now.
pub(crate) type Clickable = (Vec<(Hex, Action)>, Vec<(u8, Action)>);

pub(crate) fn clickable(m: &SettlersMatch, choice: &MapChoice) -> Clickable {
    let (mut spots, mut tiles) = (Vec::new(), Vec::new());
    // Lit only for the TV's own seat: a phone's seat is chosen on its phone.
    if !m.tv_to_act() || m.pending_throw.is_some() {
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
    mut shown: Local<Option<Clickable>>,
) {
    let Ok(root) = roots.single() else { return };
    let (free, tiles) = clickable(&m, &choice);
    let key = (free.clone(), tiles.clone());
    if shown.as_ref() == Some(&key) {
        return;
    }
    for e in &spots {
        commands.entity(e).despawn();
    }
    for &(at, action) in &free {
        commands.spawn((
            Spot { action, rim: false },
            Mesh3d(looks.hex.clone()),
            MeshMaterial3d(looks.spot.clone()),
            spot_transform(at),
            ChildOf(root),
        ));
    }
    for &(no, action) in &tiles {
        let Some(p) = m.state.map().iter().find(|p| p.no == no) else { continue };
        commands.spawn((
            Spot { action, rim: true },
            Mesh3d(looks.rim.clone()),
            MeshMaterial3d(looks.target.clone()),
            Transform::from_translation(hex_offset(p.at) + Vec3::Y * 0.0005).with_scale(Vec3::new(1.08, 1.2, 1.08)),
            ChildOf(root),
        ));
    }
    *shown = Some(key);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dice_settlers::table::view::TILE_H_M;

    /// The glow's mesh is a tile's ([`SettlersLooks::hex`]): from the table up to `TILE_H_M`.
    #[test]
    fn a_free_spot_glows_above_the_mat_and_below_the_tiles_tops() {
        let mat_top = super::super::map_mat::MAT_THICK_M;
        for at in [Hex::new(0, 0), Hex::new(3, -2), Hex::new(-4, 1)] {
            let t = spot_transform(at);
            let (bottom, top) = (t.translation.y, t.translation.y + TILE_H_M * t.scale.y);
            assert!(bottom > mat_top, "{at:?}: the glow's underside {bottom} m lies under the mat's top {mat_top} m");
            assert!(top < TILE_H_M, "{at:?}: the glow stays under the tiles' tops");
            assert!(t.translation.xz().distance(hex_offset(at).xz()) < 1e-6, "it lies on its own hex");
        }
    }
}

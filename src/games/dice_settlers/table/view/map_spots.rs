//! The spots and tiles a person may click on the map glow: a start or explored tile's free spots,
//! the tiles a tent may go to or come back from (the core's legal actions say which). The one
//! under the pointer glows brighter and says in words what a click on it does.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::actions::describe_action;
use super::map::MapRoot;
use super::{MapChoice, SettlersLooks, TILE_H_M, hex_at, hex_offset};
use crate::game::session::SeatedMatch;
use crate::game::states::playing_with;
use crate::game::view::UiFocus;
use crate::game::view::camera::TableCamera;
use crate::games::dice_settlers::rules::{Action, Hex};
use crate::games::dice_settlers::table::SettlersMatch;

/// A glowing spot a person may click, and what the click plays.
#[derive(Component)]
pub(crate) struct Spot {
    action: Action,
    /// Where it lies on the map (a lit tile's own hex).
    at: Hex,
    /// A tile's rim (a tent goes to or comes back from it), not a free spot.
    rim: bool,
}

/// What a click on the map under the pointer would play now, if anything.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub(crate) struct HoveredSpot(pub(crate) Option<Action>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredSpot>()
        .add_systems(Update, hover_spots.in_set(crate::game::GameSet::Animate).run_if(playing_with::<SettlersMatch>()))
        .add_systems(
            EguiPrimaryContextPass,
            spot_words.run_if(playing_with::<SettlersMatch>()).in_set(crate::game::frame::UiPass::Labels),
        );
}

/// The action a click at `ray` on the map (its root at `root`) plays: a lit spot's, else a lit tile's.
pub(crate) fn action_under(ray: Ray3d, root: Vec3, m: &SettlersMatch, choice: &MapChoice) -> Option<Action> {
    let hex = hex_under(ray, root)?;
    let (spots, tiles) = clickable(m, choice);
    let on_tile = m.state.map().iter().find(|p| p.at == hex).map(|p| p.no);
    spots
        .iter()
        .find(|(at, _)| *at == hex)
        .map(|s| s.1)
        .or_else(|| tiles.iter().find(|(no, _)| Some(*no) == on_tile).map(|t| t.1))
}

/// The hex of the map (its root at `root`) that `ray` meets at the tiles' tops.
fn hex_under(ray: Ray3d, root: Vec3) -> Option<Hex> {
    let t = ray.intersect_plane(Vec3::Y * TILE_H_M, InfinitePlane3d::new(Vec3::Y))?;
    Some(hex_at(ray.get_point(t) - root))
}

/// The spot or tile under the pointer glows brighter (none while the pointer is over a panel).
#[allow(clippy::too_many_arguments)]
fn hover_spots(
    focus: Res<UiFocus>,
    looks: Res<SettlersLooks>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<TableCamera>>,
    roots: Query<&GlobalTransform, With<MapRoot>>,
    mut hovered: ResMut<HoveredSpot>,
    mut spots: Query<(&Spot, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    // The lit spots carry their actions: no need to ask the rules again each frame.
    let hex = (|| {
        if focus.pointer_over_ui {
            return None;
        }
        let (camera, eye) = cameras.single().ok()?;
        let ray = camera.viewport_to_world(eye, windows.single().ok()?.cursor_position()?).ok()?;
        hex_under(ray, roots.single().ok()?.translation())
    })();
    let under = spots.iter().find(|(spot, _)| Some(spot.at) == hex).map(|(spot, _)| spot.action);
    hovered.set_if_neq(HoveredSpot(under));
    for (spot, mut material) in &mut spots {
        let lit = Some(spot.action) == under;
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
            crate::game::view::hud_shell::frame(egui::Color32::from_rgb(120, 220, 140)).show(ui, |ui| {
                ui.label(egui::RichText::new(words).size(17.0));
            });
        });
    Ok(())
}

/// The free spots (with the action a click plays) and the tiles (by number, likewise) lit now.
pub(crate) type Clickable = (Vec<(Hex, Action)>, Vec<(u8, Action)>);

pub(crate) fn clickable(m: &SettlersMatch, choice: &MapChoice) -> Clickable {
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
            Spot { action, at, rim: false },
            Mesh3d(looks.hex.clone()),
            MeshMaterial3d(looks.spot.clone()),
            Transform::from_translation(hex_offset(at)).with_scale(Vec3::new(0.85, 0.2, 0.85)),
            ChildOf(root),
        ));
    }
    for &(no, action) in &tiles {
        let Some(p) = m.state.map().iter().find(|p| p.no == no) else { continue };
        commands.spawn((
            Spot { action, at: p.at, rim: true },
            Mesh3d(looks.rim.clone()),
            MeshMaterial3d(looks.target.clone()),
            Transform::from_translation(hex_offset(p.at) + Vec3::Y * 0.0005).with_scale(Vec3::new(1.08, 1.2, 1.08)),
            ChildOf(root),
        ));
    }
    *shown = Some(key);
}

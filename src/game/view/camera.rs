//! The table camera: an overview while the cup is in play, an eased close-up on a settled throw
//! (each die ≥ 48 px at 1280×720) held until the first die is picked or placed, then a placement
//! view (the board's squares ≥ 36 px, the throw beside it where it fits). "Reduce motion" cuts
//! between fixed views instead.

use crate::game::session::SeatedMatch;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::framing::pose_for;
use super::seating::SeatToAct;
use super::{Selection, layout};
use crate::game::GameSet;
use crate::game::session::Settings;
use crate::games::dice_settlers::table::view::pool::SettlersFraming;
use crate::games::home_rows::rules::Phase as HomePhase;
use crate::games::home_rows::table::HomeRowsMatch;
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::Match;

/// Vertical field of view of the table camera.
pub(crate) const FOV_RAD: f32 = 35.0 * std::f32::consts::PI / 180.0;
/// Seconds an eased move takes (under a second, smoothstepped).
const EASE_S: f32 = 0.7;
/// Which view the table camera is in or heading for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Shot {
    #[default]
    Overview,
    CloseUp,
    Placement,
}

/// A camera pose: where it is and what it looks at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Pose {
    pub(crate) eye: Vec3,
    pub(crate) target: Vec3,
}

/// The camera's move in progress.
#[derive(Resource, Debug, Default)]
pub(crate) struct CameraRig {
    pub(crate) shot: Shot,
    from: Option<Pose>,
    to: Option<Pose>,
    t: f32,
    /// Who was to act when the move was planned (the overview leans toward them).
    to_act: SeatToAct,
}

impl CameraRig {
    /// True once the camera has reached its shot.
    pub(crate) fn arrived(&self) -> bool {
        self.to.is_some() && self.t >= 1.0
    }
}

/// The table camera.
#[derive(Component)]
pub(crate) struct TableCamera;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, direct.in_set(GameSet::Present));
}

fn spawn_camera(mut commands: Commands) {
    let (eye, target) = layout::camera();
    commands.spawn((
        TableCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection { fov: FOV_RAD, ..default() }),
        Transform::from_translation(eye).looking_at(target, Vec3::Y),
    ));
}

/// The shot the table calls for now.
fn wanted_shot(m: &Match, selection: &Selection) -> Shot {
    if m.state.is_over() || m.state.phase() != Phase::Placing || m.table.is_empty() {
        return Shot::Overview;
    }
    if m.state.placed_this_throw() == 0 && selection.value.is_none() { Shot::CloseUp } else { Shot::Placement }
}

/// Seconds the close-up holds a human's rolled Home Rows die before the camera shows the board.
const HOME_CLOSE_UP_S: f32 = 1.5;

/// Home Rows' shot: a close-up on the rolled die (held while an AI decides, for a moment for a
/// person), then the board; the overview otherwise. `rolled_s`: seconds the die has lain settled.
fn wanted_home_shot(m: &HomeRowsMatch, rolled_s: f32) -> Shot {
    match (m.state.phase(), m.rolled) {
        (HomePhase::Rolled, Some(_)) if m.is_ai(m.state.current()) || rolled_s < HOME_CLOSE_UP_S => Shot::CloseUp,
        (HomePhase::Rolled, Some(_)) => Shot::Placement,
        _ => Shot::Overview,
    }
}

#[allow(clippy::too_many_arguments)]
fn direct(
    settlers: Option<Res<SettlersFraming>>,
    settlers_match: Option<Res<crate::games::dice_settlers::table::SettlersMatch>>,
    mut settlers_points: Local<Vec<Vec3>>,
    home: Option<Res<HomeRowsMatch>>,
    mut rolled_s: Local<f32>,
    m: Option<Res<Match>>,
    selection: Res<Selection>,
    settings: Res<Settings>,
    to_act: Res<SeatToAct>,
    time: Res<Time<Real>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    places: Query<&GlobalTransform>,
    mut rig: ResMut<CameraRig>,
    mut cameras: Query<&mut Transform, With<TableCamera>>,
) {
    let Ok(mut transform) = cameras.single_mut() else { return };
    let home_rolled = home.as_ref().filter(|h| h.state.phase() == HomePhase::Rolled).and_then(|h| h.rolled);
    *rolled_s = if home_rolled.is_some() { *rolled_s + time.delta_secs() } else { 0.0 };
    let settlers = settlers.filter(|_| settlers_match.is_some());
    // Dice Settlers frames what its pool says; a grown map or a new pool eases there too.
    let settlers_moved = settlers.as_ref().is_some_and(|f| {
        let moved = f.points.len() != settlers_points.len()
            || f.points.iter().zip(settlers_points.iter()).any(|(a, b)| a.distance(*b) > 0.01);
        if moved {
            *settlers_points = f.points.clone();
        }
        moved && rig.t >= 1.0 && f.shot != Shot::CloseUp
    });
    let shot = match (&settlers, &home, &m) {
        (Some(f), ..) => f.shot,
        (None, Some(h), _) => wanted_home_shot(h, *rolled_s),
        (None, None, Some(m)) => wanted_shot(m, &selection),
        (None, None, None) => Shot::Overview,
    };
    let aspect = windows.single().map_or(16.0 / 9.0, |w| w.width() / w.height().max(1.0));
    let leant_elsewhere = shot == Shot::Overview && rig.to_act != *to_act;
    if shot != rig.shot || rig.to.is_none() || settlers_moved || leant_elsewhere {
        let dice: Vec<Vec3> = match (&home, &m) {
            (Some(_), _) => {
                home_rolled.iter().filter_map(|d| places.get(d.entity).ok()).map(|g| g.translation()).collect()
            }
            (None, Some(m)) => {
                m.table.iter().filter_map(|d| places.get(d.entity).ok()).map(|g| g.translation()).collect()
            }
            (None, None) => Vec::new(),
        };
        let to = match &settlers {
            Some(f) if shot == Shot::Placement => super::framing::pose_over(&f.points, aspect, f.free),
            Some(f) => pose_for(shot, &f.points, aspect, settings.reduce_motion, &to_act),
            None => pose_for(shot, &dice, aspect, settings.reduce_motion, &to_act),
        };
        let here = Pose { eye: transform.translation, target: transform.translation + transform.forward() * 1.0 };
        let from = rig.to.map(|to| if rig.t >= 1.0 { to } else { here }).unwrap_or(here);
        *rig = CameraRig { shot, from: Some(from), to: Some(to), t: 0.0, to_act: *to_act };
        if settings.reduce_motion || settings.fast {
            rig.t = 1.0;
        }
    }
    if rig.t < 1.0 {
        rig.t = (rig.t + time.delta_secs() / EASE_S).min(1.0);
    }
    let (Some(from), Some(to)) = (rig.from, rig.to) else { return };
    let s = rig.t * rig.t * (3.0 - 2.0 * rig.t);
    let eye = from.eye.lerp(to.eye, s);
    let target = from.target.lerp(to.target, s);
    *transform = Transform::from_translation(eye).looking_at(target, Vec3::Y);
}

//! The table camera: an overview while the cup is in play, an eased close-up on a settled throw
//! (each die ≥ 48 px at 1280×720) held until the first die is picked or placed, then a placement
//! view (the board's squares ≥ 36 px, the dice still to place in a row in front of it:
//! `hand_row`). "Reduce motion" cuts between fixed views instead.

use bevy::prelude::*;

use crate::table::GameSet;
use crate::table::dice::{DiceCup, DiceTable};
use crate::table::session::Settings;
use crate::table::view::hud::hud_layout::{HudRegions, view_aspect};
use crate::table::view::tabletop::framing::{Scene, pose_for};
use crate::table::view::tabletop::layout;
use crate::table::view::tabletop::seating::SeatToAct;
use crate::table::view::tabletop::sightlines::{Blocker, tray_blockers};

/// Vertical field of view of the table camera.
pub(crate) const FOV_RAD: f32 = 35.0 * std::f32::consts::PI / 180.0;
/// How much the view's shape must change (a band grew) before the camera frames it again.
const RESHAPED_SHARE: f32 = 0.03;
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
    /// End the move now: the next frame shows the shot (tests, whose frames pass too quickly).
    pub(crate) fn arrive(&mut self) {
        self.t = 1.0;
    }
}

/// The table camera.
#[derive(Component)]
pub(crate) struct TableCamera;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>()
        .init_resource::<TableFraming>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, direct.in_set(GameSet::Present));
}

/// The camera egui draws with: the whole window, over the table camera's view (which the HUD's
/// layout shrinks to what its panels leave), drawing nothing of the world.
#[derive(Component)]
pub(crate) struct UiCamera;

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        UiCamera,
        Camera2d,
        Camera { order: 1, clear_color: ClearColorConfig::None, ..default() },
        bevy::camera::visibility::RenderLayers::none(),
        bevy_egui::PrimaryEguiContext,
    ));
    let (eye, target) = layout::camera();
    commands.spawn((
        TableCamera,
        Camera3d::default(),
        bevy::picking::mesh_picking::MeshPickingCamera,
        Projection::Perspective(PerspectiveProjection { fov: FOV_RAD, ..default() }),
        Transform::from_translation(eye).looking_at(target, Vec3::Y),
    ));
}

/// What a game's table wants the camera to show this frame: its view writes it in
/// `GameSet::Animate` (a new match starts without one: the overview).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct TableFraming {
    pub(crate) shot: Shot,
    /// Where the things to frame are (the dice of the throw; a pool and the map).
    pub(crate) points: Vec<Vec3>,
    /// Where on the screen (normalised device coordinates) the panels leave room to frame
    /// `points` in the placement view; `None`: the usual placement pose.
    pub(crate) free: Option<Rect>,
    /// Ease again when `points` move (a map that grows, a new pool).
    pub(crate) follow: bool,
    /// What a close-up is of (a reveal's seat, say): a new subject moves the camera even in a
    /// close-up, whose points otherwise move only as its dice roll (and are not chased).
    pub(crate) subject: usize,
}

/// What may hide the dice at `points` from the camera: the walls and cup of the table nearest them.
fn blockers_near(
    points: &[Vec3],
    tables: &Query<&DiceTable>,
    cups: &Query<&Transform, (With<DiceCup>, Without<TableCamera>)>,
) -> Vec<Blocker> {
    let Some(middle) = (!points.is_empty()).then(|| points.iter().sum::<Vec3>() / points.len() as f32) else {
        return vec![];
    };
    let nearest = tables.iter().min_by(|a, b| a.origin.distance(middle).total_cmp(&b.origin.distance(middle)));
    nearest.map_or_else(Vec::new, |table| tray_blockers(table.origin, cups.get(table.cup).ok().copied()))
}

#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub(crate) fn direct(
    framing: Option<Res<TableFraming>>,
    mut followed: Local<Vec<Vec3>>,
    settings: Res<Settings>,
    to_act: Res<SeatToAct>,
    time: Res<Time<Real>>,
    regions: Res<HudRegions>,
    (mut framed_aspect, mut framed_subject): (Local<f32>, Local<usize>),
    mut rig: ResMut<CameraRig>,
    mut cameras: Query<&mut Transform, With<TableCamera>>,
    (pieces, mut seen): (Option<Res<crate::table::view::hud::pieces_to_see::PiecesToSee>>, Local<Vec<Vec3>>),
    (tables, cups, on_table): (
        Query<&DiceTable>,
        Query<&Transform, (With<DiceCup>, Without<TableCamera>)>,
        Option<Res<crate::table::table_game::OnTable>>,
    ),
) {
    let Ok(mut transform) = cameras.single_mut() else { return };
    let framing = framing.as_deref();
    let shot = framing.map_or(Shot::Overview, |f| f.shot);
    let mut points = framing.map_or(&[][..], |f| f.points.as_slice());
    // The overview holds the pieces a person must see or click now, and moves when they change.
    let mut seen_changed = false;
    if shot == Shot::Overview && points.is_empty() {
        if let Some(pieces) = pieces.as_deref() {
            seen_changed = seen.len() != pieces.points().len()
                || seen.iter().zip(pieces.points()).any(|(a, b)| a.distance(b) > 0.01);
            if seen_changed {
                *seen = pieces.points().collect();
            }
        }
        points = seen.as_slice();
    }
    let moved = framing.is_some_and(|f| {
        let moved = f.follow
            && (f.points.len() != followed.len()
                || f.points.iter().zip(followed.iter()).any(|(a, b)| a.distance(*b) > 0.01));
        if moved {
            *followed = f.points.clone();
        }
        moved && rig.t >= 1.0 && f.shot != Shot::CloseUp
    });
    // The camera frames the table into the view the HUD's panels leave (`hud_layout`).
    let aspect = view_aspect(&regions);
    let reshaped = (aspect / framed_aspect.max(0.01) - 1.0).abs() > RESHAPED_SHARE;
    let leant_elsewhere = shot == Shot::Overview && rig.to_act != *to_act;
    let subject = framing.map_or(0, |f| f.subject);
    let new_subject = std::mem::replace(&mut *framed_subject, subject) != subject;
    if shot != rig.shot || rig.to.is_none() || moved || leant_elsewhere || reshaped || new_subject || seen_changed {
        *framed_aspect = aspect;
        let to = match framing.and_then(|f| f.free) {
            Some(free) if shot == Shot::Placement => {
                crate::table::view::tabletop::framing::pose_over(points, aspect, free)
            }
            _ => {
                let tray = crate::table::view::tabletop::board_area::tray_on_table(on_table.as_deref());
                let blockers = if tray { blockers_near(points, &tables, &cups) } else { vec![] };
                let board = crate::table::view::tabletop::board_area::on_table(on_table.as_deref());
                let scene = Scene { dice: points, to_act: &to_act, blockers: &blockers, board: board.as_ref(), tray };
                pose_for(shot, &scene, aspect, settings.reduce_motion)
            }
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

//! Fitting points of the table into a region of the screen: the camera pose, at a given pitch,
//! that shows them all inside the region as large as it can, centred in it.

use bevy::prelude::*;

use crate::table::view::tabletop::camera::{FOV_RAD, Pose};
use crate::table::view::tabletop::framing::{NEAREST_M, ndc};
use crate::table::view::tabletop::layout;

/// The farthest the camera goes back to fit what it frames, metres (the nearest is framing's).
const FARTHEST_M: f32 = 6.0;
/// Rounds of re-centring what the camera sees in the region (perspective makes the far side
/// shrink, so the middle of the points is not the middle of their picture).
const CENTRING_ROUNDS: usize = 6;

/// The pose looking down from `pitch` above the horizontal (from +Z) that shows every point of
/// `points` inside `region` (normalised device coordinates) from as near as it can, the picture
/// centred in the region; then moved by `lean` (the view leans that way, drawing back as far as
/// it must to keep every point in the region).
pub(crate) fn fit_into(points: &[Vec3], aspect: f32, region: Rect, pitch: f32, lean: Vec3) -> Pose {
    if points.is_empty() || region.width() < 0.2 || region.height() < 0.2 {
        let (eye, target) = layout::camera();
        return Pose { eye, target };
    }
    let (lo, hi) = points.iter().fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    let middle = (lo + hi) / 2.0;
    let back = Vec3::new(0.0, pitch.sin(), pitch.cos());
    let up = Vec3::new(0.0, pitch.cos(), -pitch.sin());
    let half_height = (FOV_RAD / 2.0).tan();
    // The camera at distance `d`, slid so what lies at `middle + lean` shows at `at` on the screen.
    let pose = |d: f32, at: Vec2, lean: Vec3| {
        let slide = -Vec3::X * at.x * d * half_height * aspect - up * at.y * d * half_height;
        Pose { eye: middle + lean + back * d + slide, target: middle + lean + slide }
    };
    let seen = |p: &Pose| points.iter().map(|&w| ndc(p, w, aspect)).collect::<Vec<_>>();
    let fits = |p: &Pose| seen(p).iter().all(|q| q.z > 0.0 && region.contains(q.truncate()));
    let nearest_fit = |at: Vec2, lean: Vec3| {
        let mut d = NEAREST_M;
        while d < FARTHEST_M && !fits(&pose(d, at, lean)) {
            d *= 1.02;
        }
        d
    };
    let mut at = region.center();
    let mut d = nearest_fit(at, Vec3::ZERO);
    for _ in 0..CENTRING_ROUNDS {
        let (lo, hi) = seen(&pose(d, at, Vec3::ZERO))
            .iter()
            .fold((Vec2::MAX, Vec2::MIN), |(lo, hi), q| (lo.min(q.truncate()), hi.max(q.truncate())));
        at += region.center() - (lo + hi) / 2.0;
        d = nearest_fit(at, Vec3::ZERO);
    }
    if lean == Vec3::ZERO {
        return pose(d, at, lean);
    }
    pose(nearest_fit(at, lean), at, lean)
}

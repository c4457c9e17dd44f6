//! Camera framing: the pose of each shot (overview, close-up on the dice, placement view) and
//! the on-screen sizes of dice and squares it promises (at 1280×720), as pure functions of the
//! table's layout and where the dice lie.

use bevy::camera::CameraProjection;
use bevy::prelude::*;

use crate::table::dice::tuning::{DIE_SIZE_M, TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M};
use crate::table::view::tabletop::board_area::BoardArea;
use crate::table::view::tabletop::camera::{FOV_RAD, Pose, Shot};
use crate::table::view::tabletop::fit_region::fit_into;
use crate::table::view::tabletop::hand_row;
use crate::table::view::tabletop::seating::{SeatToAct, overview};
use crate::table::view::tabletop::sightlines::{Blocker, dice_hidden};

/// Smallest die, in pixels at 1280×720, the close-up allows (the issue asks ≥ 48).
pub(crate) const CLOSE_UP_DIE_PX: f32 = 48.5;
/// Smallest square, in pixels at 1280×720, the placement view allows (the issue asks ≥ 36).
pub(crate) const PLACEMENT_SQUARE_PX: f32 = 37.0;
/// The close-up looks down this steeply (from the horizontal), so top faces read squarely.
const CLOSE_UP_PITCH_RAD: f32 = 1.05;
/// The close-up's usual angle: (pitch, yaw) from the front.
const FROM_THE_FRONT: (f32, f32) = (CLOSE_UP_PITCH_RAD, 0.0);
/// The close-up's pitches (radians above the horizontal): its usual one, then steeper.
const CLOSE_UP_PITCHES_RAD: [f32; 4] = [CLOSE_UP_PITCH_RAD, 1.2, 1.35, 1.5];
/// The close-up's turns round the table (radians from the front, the party's side), nearest
/// the front first; the last looks from the far side.
const CLOSE_UP_YAWS_RAD: [f32; 9] = [0.0, 0.6, -0.6, 1.2, -1.2, 1.9, -1.9, 2.6, std::f32::consts::PI];
/// The placement view's pitch.
pub(crate) const PLACEMENT_PITCH_RAD: f32 = 0.95;
/// Where framed things must land in the view, in normalised device coordinates (the panels have
/// their own room round the view: a margin is all it keeps).
const FRAME_NDC: Rect = Rect { min: Vec2::new(-0.92, -0.9), max: Vec2::new(0.92, 0.9) };
/// The nearest the camera comes to what it frames, metres.
pub(crate) const NEAREST_M: f32 = 0.22;
/// The view the pixel sizes are promised on: what the HUD's panels leave of a 1280×720 window
/// at UI scale 1 (`hud_layout`: the side column, a prompt's row above, the bar below).
pub(crate) const REFERENCE_PX: Vec2 = Vec2::new(940.0, 578.0);

/// What a pose is asked to show beside its shot: where the dice lie, who is to act, what may hide
/// the dice, the game's board and whether the tray is on the table (`TableHooks::tray`).
pub(crate) struct Scene<'a> {
    pub(crate) dice: &'a [Vec3],
    pub(crate) to_act: &'a SeatToAct,
    pub(crate) blockers: &'a [Blocker],
    pub(crate) board: Option<&'a BoardArea>,
    pub(crate) tray: bool,
}

/// The pose for `shot` of `scene` on a screen of `aspect` (the overview: the table round the
/// seats, leaning toward the one to act, and the pieces to see at `dice`; the placement view: the
/// board and the dice to place).
pub(crate) fn pose_for(shot: Shot, scene: &Scene, aspect: f32, reduce_motion: bool) -> Pose {
    let Scene { dice, to_act, blockers, board, tray } = *scene;
    match shot {
        Shot::Overview => overview(to_act, aspect, reduce_motion, (board, tray), dice),
        // Fixed: the whole felt.
        Shot::CloseUp if reduce_motion || dice.is_empty() => frame(&felt_corners(), FROM_THE_FRONT, aspect, None),
        Shot::CloseUp => close_up(dice, aspect, blockers),
        Shot::Placement => match board.filter(|b| !b.cells.is_empty()) {
            Some(board) => placement(board, dice, aspect, reduce_motion),
            // A board without cells frames its own placement view (`TableFraming::free`).
            None => overview(to_act, aspect, reduce_motion, (board, tray), &[]),
        },
    }
}

/// The placement view: `board` with the hand in front of it (`hand_row`, the dice at `dice`), its
/// smallest cell readable.
fn placement(board_area: &BoardArea, dice: &[Vec3], aspect: f32, reduce_motion: bool) -> Pose {
    // In reduce motion the hand's widest row, so the view stays put whatever was thrown.
    let board = board_area.corners();
    let cells = &board_area.cells;
    let hand = if reduce_motion { hand_row::slots(board_area.plate, hand_row::MOST_IN_HAND) } else { dice.to_vec() };
    let with_dice: Vec<Vec3> = board
        .iter()
        .copied()
        .chain(hand.iter().flat_map(|&d| die_corners(d, DIE_SIZE_M * hand_row::HAND_DIE_SCALE)))
        .collect();
    let wide = frame(&with_dice, (PLACEMENT_PITCH_RAD, 0.0), aspect, None);
    if smallest_square_px(&wide, aspect, cells) >= PLACEMENT_SQUARE_PX {
        return wide;
    }
    // The hand and the board whole come before the squares' size (a narrow or short
    // view, as a high UI scale leaves, reads them a little smaller).
    let whole = |p: &Pose| with_dice.iter().all(|&c| FRAME_NDC.contains(ndc(p, c, aspect).truncate()));
    // The board as far off as stays readable, slid toward the throw (toward the tray's
    // middle in reduce motion) as far as the whole board stays in frame.
    let toward = if reduce_motion || dice.is_empty() {
        Vec3::ZERO
    } else {
        dice.iter().copied().sum::<Vec3>() / dice.len() as f32
    };
    let near = frame(&board, (PLACEMENT_PITCH_RAD, 0.0), aspect, Some(Limit::Squares(cells.clone())));
    let readable = |p: &Pose| smallest_square_px(p, aspect, cells) >= PLACEMENT_SQUARE_PX;
    let in_frame = |p: &Pose| board.iter().all(|&c| FRAME_NDC.contains(ndc(p, c, aspect).truncate()));
    let mut pose = near;
    loop {
        let farther = Pose { eye: pose.target + (pose.eye - pose.target) * 1.02, target: pose.target };
        if !readable(&farther) {
            break;
        }
        pose = farther;
    }
    let step = Vec3::new((toward.x - pose.target.x).signum() * 0.005, 0.0, 0.0);
    while (toward.x - pose.target.x).abs() > 0.005 {
        let slid = Pose { eye: pose.eye + step, target: pose.target + step };
        if !in_frame(&slid) || !readable(&slid) {
            break;
        }
        pose = slid;
    }
    if whole(&pose) { pose } else { wide }
}

/// The close-up on a settled throw: from the party's side of the table (the front) where the cup
/// and the walls hide no die's top face from there, else from the first angle that hides none
/// (turned as little from the front as will do, then as steep as need be); where every angle
/// hides some, the one that hides fewest.
fn close_up(dice: &[Vec3], aspect: f32, blockers: &[Blocker]) -> Pose {
    let corners: Vec<Vec3> = dice.iter().flat_map(|&d| die_corners(d, DIE_SIZE_M)).collect();
    let mut best: Option<(usize, Pose)> = None;
    let angles = CLOSE_UP_YAWS_RAD.iter().flat_map(|&yaw| CLOSE_UP_PITCHES_RAD.map(|pitch| (pitch, yaw)));
    for angle in angles {
        let pose = frame(&corners, angle, aspect, Some(Limit::Dice(dice.to_vec())));
        let hidden = dice_hidden(pose.eye, dice, blockers);
        if hidden == 0 {
            return pose;
        }
        if best.is_none_or(|(fewest, _)| hidden < fewest) {
            best = Some((hidden, pose));
        }
    }
    best.map_or_else(|| frame(&corners, FROM_THE_FRONT, aspect, None), |(_, pose)| pose)
}

/// The placement view's pose over `points` (a map and the seat's pool, say), framed
/// into `region` of the screen (normalised device coordinates: where the panels leave room): the
/// camera is moved sideways so their middle lands in the region's middle, from the nearest
/// distance at which they all fall inside it.
pub(crate) fn pose_over(points: &[Vec3], aspect: f32, region: Rect) -> Pose {
    fit_into(points, aspect, region, PLACEMENT_PITCH_RAD, Vec3::ZERO)
}

/// What a framing must keep readable.
enum Limit {
    /// Every die at least [`CLOSE_UP_DIE_PX`].
    Dice(Vec<Vec3>),
    /// Every one of a board's cells at least [`PLACEMENT_SQUARE_PX`].
    Squares(Vec<(Vec3, f32)>),
}

/// Look at the middle of `points` from `(pitch, yaw)`: `pitch` above the horizontal, `yaw` round
/// from the front (+Z, the party's side) toward +X; from the nearest distance that frames them
/// all, no farther than `limit` allows.
fn frame(points: &[Vec3], (pitch, yaw): (f32, f32), aspect: f32, limit: Option<Limit>) -> Pose {
    let (lo, hi) = points.iter().fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
    let target = (lo + hi) / 2.0;
    let back = Vec3::new(yaw.sin() * pitch.cos(), pitch.sin(), yaw.cos() * pitch.cos());
    let pose = |d: f32| Pose { eye: target + back * d, target };
    let fits = |d: f32| {
        points.iter().all(|&p| {
            let q = ndc(&pose(d), p, aspect);
            q.z > 0.0 && FRAME_NDC.contains(q.truncate())
        })
    };
    let readable = |d: f32| match &limit {
        None => true,
        Some(Limit::Dice(dice)) => dice.iter().all(|&c| die_px(&pose(d), c, aspect) >= CLOSE_UP_DIE_PX),
        Some(Limit::Squares(cells)) => smallest_square_px(&pose(d), aspect, cells) >= PLACEMENT_SQUARE_PX,
    };
    // Every die of a close-up on the screen first (a wide throw of many dice may then read a
    // little smaller than the promise).
    let seen = |d: f32| match &limit {
        Some(Limit::Dice(dice)) => dice.iter().all(|&c| {
            let q = ndc(&pose(d), c, aspect);
            q.z > 0.0 && q.x.abs() < 0.97 && q.y.abs() < 0.97
        }),
        _ => true,
    };
    // The nearest distance that fits (distances grow in 2 % steps), stopping where it stops being readable.
    let mut d = NEAREST_M;
    while d < 3.0 && !fits(d) && (readable(d * 1.02) || !seen(d)) {
        d *= 1.02;
    }
    pose(d)
}

/// Where `world` lands in normalised device coordinates (z > 0 in front of the camera).
pub(crate) fn ndc(pose: &Pose, world: Vec3, aspect: f32) -> Vec3 {
    let view = Transform::from_translation(pose.eye).looking_at(pose.target, Vec3::Y).to_matrix().inverse();
    let mut projection = PerspectiveProjection { fov: FOV_RAD, ..default() };
    projection.aspect_ratio = aspect;
    let clip = projection.get_clip_from_view() * view.transform_point3(world).extend(1.0);
    (clip.truncate() / clip.w).with_z(clip.w)
}

/// Pixels across a flat square of half size `half` centred at `centre` (the square root of its
/// projected area), with `to_px` taking a world point to screen pixels.
pub(crate) fn flat_square_px(to_px: impl Fn(Vec3) -> Option<Vec2>, centre: Vec3, half: f32) -> f32 {
    let offsets = [(-half, -half), (half, -half), (half, half), (-half, half)];
    let Some(corners) = offsets.iter().map(|&(x, z)| to_px(centre + Vec3::new(x, 0.0, z))).collect::<Option<Vec<_>>>()
    else {
        return 0.0;
    };
    let area: f32 = (0..4).map(|i| corners[i].perp_dot(corners[(i + 1) % 4])).sum::<f32>().abs() / 2.0;
    area.sqrt()
}

/// [`flat_square_px`] on the reference screen seen from `pose`.
fn square_px(pose: &Pose, centre: Vec3, half: f32, aspect: f32) -> f32 {
    flat_square_px(|p| Some(ndc(pose, p, aspect).truncate() * REFERENCE_PX / 2.0), centre, half)
}

/// Pixels across the top face of a die lying at `centre`, on the reference screen.
pub(crate) fn die_px(pose: &Pose, centre: Vec3, aspect: f32) -> f32 {
    square_px(pose, centre + Vec3::Y * DIE_SIZE_M / 2.0, DIE_SIZE_M / 2.0, aspect)
}

/// Pixels across the smallest of a board's `cells` on the reference screen.
pub(crate) fn smallest_square_px(pose: &Pose, aspect: f32, cells: &[(Vec3, f32)]) -> f32 {
    cells.iter().map(|&(centre, half)| square_px(pose, centre, half, aspect)).fold(f32::MAX, f32::min)
}

/// The outer corners of a die of edge `size` lying at `centre` (its box, with room for a turn).
fn die_corners(centre: Vec3, size: f32) -> [Vec3; 4] {
    let h = size * 0.7;
    [Vec3::new(-h, 0.0, -h), Vec3::new(h, 0.0, -h), Vec3::new(-h, size, h), Vec3::new(h, size, h)].map(|c| centre + c)
}

fn felt_corners() -> [Vec3; 4] {
    let (l, w) = (TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M);
    [Vec3::new(-l, 0.0, -w), Vec3::new(l, 0.0, -w), Vec3::new(-l, 0.0, w), Vec3::new(l, 0.0, w)]
}

#[cfg(test)]
#[path = "framing_tests.rs"]
mod tests;

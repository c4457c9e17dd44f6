//! Seats around the table: 2–6 seats sit on an oval round the tray and board like people at
//! it (turn order clockwise from the front), each facing the middle; the overview frames them
//! all, leaning toward the seat to act; a warm pool of light stands over that seat.

use bevy::prelude::*;

use crate::engine::Game;
use crate::table::GameSet;
use crate::table::dice::tuning::{TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M};
use crate::table::session::SeatedMatch;
use crate::table::view::tabletop::board_area::BoardArea;
use crate::table::view::tabletop::camera::Pose;
use crate::table::view::tabletop::fit_region::fit_into;
use crate::table::view::tabletop::layout::MAT_WIDTH;

/// The middle of the rectangle the seats sit on, round the tray, the board and the stack of
/// faces, metres.
pub(crate) const SEATS_CENTRE: Vec3 = Vec3::new(0.265, 0.0, -0.015);
/// Half its depth (into the screen): the front and far sides' distance from its middle, metres.
const SEATS_HALF_DEPTH_M: f32 = 0.35;
/// Depth of a seat's mat, and where its name plate lies in front of it (toward its player), metres.
pub const MAT_DEPTH_M: f32 = 0.09;
const PLATE_M: f32 = 0.075;
/// Half the width of a name plate's line of text at the table's scale, metres.
const PLATE_TEXT_HALF_WIDTH_M: f32 = 0.12;
/// The tray's walls stand this far out from the felt, metres (for the overview's frame).
const TRAY_WALL_M: f32 = 0.035;
/// The overview looks down this steeply (from the horizontal): steep enough that the table's
/// wide band fills the view's height too.
const OVERVIEW_PITCH_RAD: f32 = 1.0;
/// Where the overview frames the table in the view, in normalised device coordinates (the HUD's
/// panels have their own room round the view: a margin is all it keeps).
pub(crate) const OVERVIEW_NDC: Rect = Rect { min: Vec2::new(-0.94, -0.9), max: Vec2::new(0.94, 0.86) };
/// How far the overview's middle leans from the table's middle toward the seat to act (share of the way).
const LEAN_SHARE: f32 = 0.06;
/// The light pool over the seat to act: height above the table, metres; brightness, lumens; cone, radians.
const POOL_HEIGHT_M: f32 = 0.55;
const POOL_LUMENS: f32 = 60_000.0;
const POOL_CONE_RAD: f32 = 0.32;
/// How quickly the light pool glides to the next seat (share of the way per second, eased).
const POOL_GLIDE_PER_S: f32 = 5.0;

/// Who is at the table and whose turn it is, whichever game is on it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct SeatToAct {
    pub(crate) seats: usize,
    pub(crate) current: Option<usize>,
}

/// The light pool over the seat to act.
#[derive(Component)]
struct SeatPool;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SeatToAct>()
        .add_systems(Startup, spawn_pool)
        .add_systems(Update, light_seat_to_act.in_set(GameSet::Animate));
}

/// A long side of the table, as its player sees it from the front (where seat 0 sits).
#[derive(Clone, Copy)]
enum Side {
    Front,
    Far,
}

/// The sides the seats take, in turn order (clockwise seen from above: along the front from right
/// to left, then along the far side from left to right), and where along its side each sits
/// (metres from the side's middle, + to the right as seen from the front). Nobody sits at the
/// table's ends: the table stays as wide as the tray, board and stack, and fills a wide view.
fn slots(seats: usize) -> &'static [(Side, f32)] {
    use Side::*;
    match seats {
        0..=2 => &[(Front, 0.0), (Far, 0.0)],
        3 => &[(Front, 0.0), (Far, -0.25), (Far, 0.25)],
        4 => &[(Front, 0.25), (Front, -0.25), (Far, -0.25), (Far, 0.25)],
        5 => &[(Front, 0.25), (Front, -0.25), (Far, -0.3), (Far, 0.0), (Far, 0.3)],
        _ => &[(Front, 0.3), (Front, 0.0), (Front, -0.3), (Far, -0.3), (Far, 0.0), (Far, 0.3)],
    }
}

/// Where seat `seat` of `seats` sits at the table's edge, turned so its mat's +Z points at its
/// player (away from the middle). Seat 0 sits at the front; the rest follow clockwise as seen
/// from above.
pub fn seat_pose(seat: usize, seats: usize) -> Transform {
    let slots = slots(seats);
    let (side, along) = slots[seat.min(slots.len() - 1)];
    let (offset, facing) = match side {
        Side::Front => (Vec3::new(along, 0.0, SEATS_HALF_DEPTH_M), 0.0),
        Side::Far => (Vec3::new(along, 0.0, -SEATS_HALF_DEPTH_M), std::f32::consts::PI),
    };
    Transform::from_translation(SEATS_CENTRE + offset).with_rotation(Quat::from_rotation_y(facing))
}

/// Where seat `seat`'s name plate lies: in front of its mat, toward its player.
pub fn plate_point(seat: usize, seats: usize) -> Vec3 {
    seat_pose(seat, seats).transform_point(Vec3::Z * PLATE_M)
}

/// Seat `seat`'s mat on `screen` (where its dice lie): the rectangle round its four corners
/// (`None`: one of them is not on the screen).
pub(crate) fn mat_on_screen(
    seat: usize,
    seats: usize,
    screen: &dyn Fn(Vec3) -> Option<bevy_egui::egui::Pos2>,
) -> Option<bevy_egui::egui::Rect> {
    let points: Option<Vec<_>> = mat_corners(seat, seats).into_iter().map(screen).collect();
    Some(bevy_egui::egui::Rect::from_points(&points?))
}

/// The four corners of seat `seat`'s mat on the table.
fn mat_corners(seat: usize, seats: usize) -> [Vec3; 4] {
    let pose = seat_pose(seat, seats);
    let (x, z) = (MAT_WIDTH / 2.0, MAT_DEPTH_M / 2.0);
    [(-x, -z), (x, -z), (-x, z), (x, z)].map(|(x, z)| pose.transform_point(Vec3::new(x, 0.0, z)))
}

/// The points a frame of the table must hold: the tray (where the game has one), the game's board
/// (its far end: the near one lies beside the tray) and every seat's mat and plate.
pub(crate) fn table_points(seats: usize, board: Option<&BoardArea>, tray: bool) -> Vec<Vec3> {
    let (l, w) = (TABLE_HALF_LENGTH_M + TRAY_WALL_M, TABLE_HALF_WIDTH_M + TRAY_WALL_M);
    let mut points = Vec::new();
    if tray {
        points.extend([Vec3::new(-l, 0.04, -w), Vec3::new(l, 0.04, -w), Vec3::new(-l, 0.0, w), Vec3::new(l, 0.0, w)]);
    }
    if let Some(area) = board {
        let (board, half) = area.plate;
        points.extend([board + Vec3::new(half.x, 0.0, half.y), board + Vec3::new(half.x, 0.0, -half.y)]);
        points.extend(area.beside.iter().copied());
    }
    for s in 0..seats {
        points.extend(mat_corners(s, seats));
        // The name plate (a line of text about 0.15 m wide at the table's scale).
        for side in [-PLATE_TEXT_HALF_WIDTH_M, PLATE_TEXT_HALF_WIDTH_M] {
            points.push(plate_point(s, seats) + Vec3::X * side);
        }
    }
    points
}

/// The overview: the whole table (its tray where `tray`), `board` and the `pieces` a person must
/// see or click now (a die in the hand, say) in the frame, leaning toward `to_act.current` (unless
/// motion is reduced).
pub(crate) fn overview(
    to_act: &SeatToAct,
    aspect: f32,
    reduce_motion: bool,
    (board, tray): (Option<&BoardArea>, bool),
    pieces: &[Vec3],
) -> Pose {
    let lean = match to_act.current {
        Some(seat) if !reduce_motion && to_act.seats > 1 => {
            (seat_pose(seat, to_act.seats).translation - SEATS_CENTRE) * LEAN_SHARE
        }
        _ => Vec3::ZERO,
    };
    let mut points = table_points(to_act.seats, board, tray);
    points.extend_from_slice(pieces);
    fit_into(&points, aspect, OVERVIEW_NDC, OVERVIEW_PITCH_RAD, lean)
}

/// Who is to act at match `M`'s table (each game's view adds it for its match).
pub(crate) fn seat_to_act_plugin<M: SeatedMatch>(app: &mut App) {
    app.add_systems(
        Update,
        track_seat_to_act::<M>.run_if(resource_exists::<M>).in_set(GameSet::Animate).before(light_seat_to_act),
    );
}

fn track_seat_to_act<M: SeatedMatch>(m: Res<M>, mut to_act: ResMut<SeatToAct>) {
    let state = m.game_state();
    let over = <M::G as Game>::is_over(state);
    let now = SeatToAct { seats: m.config().seats.len(), current: (!over).then(|| <M::G as Game>::current(state)) };
    to_act.set_if_neq(now);
}

fn spawn_pool(mut commands: Commands) {
    commands.spawn((
        SeatPool,
        SpotLight {
            color: Color::srgb(1.0, 0.86, 0.62),
            intensity: 0.0,
            range: 1.5,
            radius: 0.05,
            shadow_maps_enabled: false,
            inner_angle: POOL_CONE_RAD * 0.6,
            outer_angle: POOL_CONE_RAD,
            ..default()
        },
        Transform::from_xyz(0.0, POOL_HEIGHT_M, 0.0).looking_at(Vec3::ZERO, Vec3::Z),
    ));
}

fn light_seat_to_act(
    to_act: Res<SeatToAct>,
    time: Res<Time<Real>>,
    mut pools: Query<(&mut SpotLight, &mut Transform), With<SeatPool>>,
) {
    let Ok((mut light, mut transform)) = pools.single_mut() else { return };
    let Some(seat) = to_act.current.filter(|_| to_act.seats > 0) else {
        light.intensity = 0.0;
        return;
    };
    let over = seat_pose(seat, to_act.seats).translation;
    let goal = over + Vec3::Y * POOL_HEIGHT_M;
    if light.intensity == 0.0 {
        transform.translation = goal;
    }
    let step = (time.delta_secs() * POOL_GLIDE_PER_S).min(1.0);
    transform.translation = transform.translation.lerp(goal, step);
    *transform = transform.looking_at(transform.translation - Vec3::Y, Vec3::Z);
    light.intensity = POOL_LUMENS;
}

#[cfg(test)]
#[path = "seating_tests.rs"]
mod tests;

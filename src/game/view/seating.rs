//! Seats around the table: 2–6 seats sit on an oval round the tray and board like people at
//! it (turn order clockwise from the front), each facing the middle; the overview frames them
//! all, leaning toward the seat to act; a warm pool of light stands over that seat.

use bevy::prelude::*;

use super::board_area::BoardArea;
use super::camera::Pose;
use super::fit_region::fit_into;
use super::layout::MAT_WIDTH;
use crate::engine::Game;
use crate::game::GameSet;
use crate::game::dice::tuning::{TABLE_HALF_LENGTH_M, TABLE_HALF_WIDTH_M};
use crate::game::session::SeatedMatch;

/// The middle of the rectangle the seats sit on, round the tray, the board and the stack of
/// faces, metres.
const SEATS_CENTRE: Vec3 = Vec3::new(0.265, 0.0, -0.015);
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

/// The points a frame of the table must hold: the tray, the game's board (its far end: the near
/// one lies beside the tray) and every seat's mat and plate.
pub(crate) fn table_points(seats: usize, board: Option<&BoardArea>) -> Vec<Vec3> {
    let (l, w) = (TABLE_HALF_LENGTH_M + TRAY_WALL_M, TABLE_HALF_WIDTH_M + TRAY_WALL_M);
    let mut points = vec![Vec3::new(-l, 0.04, -w), Vec3::new(l, 0.04, -w), Vec3::new(-l, 0.0, w), Vec3::new(l, 0.0, w)];
    if let Some(area) = board {
        let (board, half) = area.plate;
        points.extend([board + Vec3::new(half.x, 0.0, half.y), board + Vec3::new(half.x, 0.0, -half.y)]);
        points.extend(area.beside.iter().copied());
    }
    for s in 0..seats {
        let pose = seat_pose(s, seats);
        let (x, z) = (MAT_WIDTH / 2.0, MAT_DEPTH_M / 2.0);
        for local in [Vec3::new(-x, 0.0, -z), Vec3::new(x, 0.0, -z), Vec3::new(-x, 0.0, z), Vec3::new(x, 0.0, z)] {
            points.push(pose.transform_point(local));
        }
        // The name plate (a line of text about 0.15 m wide at the table's scale).
        for side in [-PLATE_TEXT_HALF_WIDTH_M, PLATE_TEXT_HALF_WIDTH_M] {
            points.push(plate_point(s, seats) + Vec3::X * side);
        }
    }
    points
}

/// The overview: the whole table and `board` in the frame, leaning toward `to_act.current` (unless
/// motion is reduced).
pub(crate) fn overview(to_act: &SeatToAct, aspect: f32, reduce_motion: bool, board: Option<&BoardArea>) -> Pose {
    let lean = match to_act.current {
        Some(seat) if !reduce_motion && to_act.seats > 1 => {
            (seat_pose(seat, to_act.seats).translation - SEATS_CENTRE) * LEAN_SHARE
        }
        _ => Vec3::ZERO,
    };
    fit_into(&table_points(to_act.seats, board), aspect, OVERVIEW_NDC, OVERVIEW_PITCH_RAD, lean)
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
mod tests {
    use super::*;
    use crate::game::view::framing::ndc;

    /// A seat's mat as a rectangle on the table (centre, half size along its own axes, rotation).
    fn mat_corners(s: usize, n: usize) -> Vec<Vec2> {
        let pose = seat_pose(s, n);
        let (x, z) = (MAT_WIDTH / 2.0, MAT_DEPTH_M / 2.0);
        [(-x, -z), (x, -z), (x, z), (-x, z)]
            .iter()
            .map(|&(x, z)| pose.transform_point(Vec3::new(x, 0.0, z)).xz())
            .collect()
    }

    fn inside(p: Vec2, lo: Vec2, hi: Vec2) -> bool {
        p.x > lo.x && p.x < hi.x && p.y > lo.y && p.y < hi.y
    }

    /// Every registered game's board, and none (the plain table's).
    fn boards() -> Vec<Option<BoardArea>> {
        std::iter::once(None).chain(crate::game::table_game::every_game().map(|g| (g.board)())).collect()
    }

    #[test]
    fn seats_sit_round_the_table_apart_from_the_tray_every_board_and_each_other() {
        let tray = (Vec2::new(-0.34, -0.24), Vec2::new(0.34, 0.24));
        let boards: Vec<(Vec2, Vec2)> =
            boards().into_iter().flatten().map(|b| (b.plate.0.xz() - b.plate.1, b.plate.0.xz() + b.plate.1)).collect();
        assert!(!boards.is_empty(), "a registered game has a board");
        for n in 2..=6 {
            for s in 0..n {
                for c in mat_corners(s, n) {
                    assert!(!inside(c, tray.0, tray.1), "{n} seats: seat {s}'s mat on the tray at {c}");
                    for board in &boards {
                        assert!(!inside(c, board.0, board.1), "{n} seats: seat {s}'s mat on a board at {c}");
                    }
                }
                for t in 0..s {
                    let gap = seat_pose(s, n).translation.distance(seat_pose(t, n).translation);
                    assert!(gap > MAT_WIDTH + 0.02, "{n} seats: seats {s} and {t} {gap:.3} m apart");
                    let plates = plate_point(s, n).distance(plate_point(t, n));
                    assert!(
                        plates > 2.0 * PLATE_TEXT_HALF_WIDTH_M,
                        "{n} seats: plates {s} and {t} {plates:.3} m apart"
                    );
                }
                // Facing the middle: the mat's +Z points away from it.
                let pose = seat_pose(s, n);
                assert!((pose.rotation * Vec3::Z).dot(pose.translation - SEATS_CENTRE) > 0.0);
            }
            // Seat 0 sits at the front, and with two seats the other faces it across the table.
            assert!(seat_pose(0, n).translation.z > 0.3);
        }
        assert!(seat_pose(1, 2).translation.z < -0.3);
    }

    #[test]
    fn the_overview_shows_every_seat_whoever_is_to_act() {
        for aspect in [16.0 / 9.0, 4.0 / 3.0] {
            for n in 2..=6 {
                for current in std::iter::once(None).chain((0..n).map(Some)) {
                    for board in boards() {
                        let pose = overview(&SeatToAct { seats: n, current }, aspect, false, board.as_ref());
                        for p in table_points(n, board.as_ref()) {
                            let q = ndc(&pose, p, aspect);
                            assert!(
                                q.z > 0.0 && OVERVIEW_NDC.contains(q.truncate()),
                                "{n} seats, {current:?}: {p} at {q}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_overview_fills_the_view() {
        // The view the HUD leaves of a 16:9 and of a 4:3 window.
        for aspect in [crate::game::view::framing::REFERENCE_PX.x / crate::game::view::framing::REFERENCE_PX.y, 1.2] {
            for (n, board) in (2..=6).flat_map(|n| boards().into_iter().map(move |b| (n, b))) {
                let pose = overview(&SeatToAct { seats: n, current: Some(0) }, aspect, false, board.as_ref());
                let (lo, hi) = table_points(n, board.as_ref())
                    .iter()
                    .map(|&p| ndc(&pose, p, aspect).truncate())
                    .fold((Vec2::MAX, Vec2::MIN), |(lo, hi), q| (lo.min(q), hi.max(q)));
                let (wide, high) = ((hi.x - lo.x) / 2.0, (hi.y - lo.y) / 2.0);
                assert!(wide > 0.8 || high > 0.8, "{n} seats at {aspect:.2}: fills {wide:.2} × {high:.2}");
                // With a board beside the tray the table is a wide band that fills the view both ways.
                if board.is_some() {
                    assert!(wide > 0.65 && high > 0.65, "{n} seats at {aspect:.2}: a band, {wide:.2} × {high:.2}");
                }
            }
        }
    }

    #[test]
    fn the_overview_leans_toward_the_seat_to_act_but_not_when_motion_is_reduced() {
        let n = 4;
        let at = |current, reduce| overview(&SeatToAct { seats: n, current }, 16.0 / 9.0, reduce, None).target;
        let middle = at(None, false);
        for s in 0..n {
            let toward = seat_pose(s, n).translation - middle;
            assert!((at(Some(s), false) - middle).dot(toward) > 0.0, "seat {s}");
            assert_eq!(at(Some(s), true), middle);
        }
    }
}

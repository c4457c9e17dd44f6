//! Home Rows' pieces beside the board: each seat's mat in its home colour with the dice it holds
//! (grouped by colour) and its counters in stacks of five, and the pot, a bowl of counters. They
//! follow the rules core; counters taken fly from the pot or the neighbour who paid.

use bevy::prelude::*;

use super::{COUNTER_H, HomeLooks};
use crate::games::home_rows::rules::{COLORS, Color, Event, Phase, ROWS, Source};
use crate::games::home_rows::table::home_color;
use crate::games::home_rows::table::steps::look_of;
use crate::games::home_rows::table::{HomeRowsMatch, HomeStep};
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::dice::{DieLook, DieStyle};
use crate::table::states::{AppState, playing_with};
use crate::table::view::tabletop::flight::Flight;
use crate::table::view::tabletop::layout;
use crate::table::view::tabletop::seating::seat_pose;
use crate::table::view::tabletop::table_scope::TableScoped;
use crate::table::{GameSet, dice::Die};

/// Counters in one stack.
const STACK: usize = 5;
/// Seconds a counter flies.
const COUNTER_FLIGHT_S: f32 = 0.7;

/// One seat's place: its pieces are rebuilt when what it holds changes.
#[derive(Component)]
#[require(TableScoped)]
struct SeatPlace {
    seat: usize,
    shown: Option<([u8; ROWS], u8)>,
}

/// The pot: rebuilt when its count changes.
#[derive(Component)]
#[require(TableScoped)]
struct PotPlace {
    shown: Option<u8>,
}

/// A piece owned by a seat's place or the pot (rebuilt with it).
#[derive(Component)]
struct Piece;

/// A die a seat holds (a click on one of the current seat's rolls it).
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct HeldDie {
    pub(crate) seat: usize,
    pub(crate) color: crate::games::home_rows::rules::Color,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_places.run_if(resource_exists::<HomeRowsMatch>)).add_systems(
        Update,
        (sync_seats, sync_pot, hide_spent_die, fly_counters)
            .in_set(GameSet::Animate)
            .run_if(playing_with::<HomeRowsMatch>()),
    );
}

/// The pot's bowl (a ring): the radius of its hollow and of its outer rim, metres.
pub(crate) const POT_HOLLOW_RADIUS_M: f32 = 0.045;
pub(crate) const POT_RIM_RADIUS_M: f32 = 0.056;
/// Where the pot's middle stands from the board's front right corner: to the right of it, and
/// toward the party (in front of the last row), metres. The words naming each row's owner run
/// from the rows' right ends (`labels`); in front of the last row the pot lies clear of them
/// however long a name or a language makes them.
const POT_RIGHT_OF_BOARD_M: f32 = 0.09;
const POT_IN_FRONT_OF_BOARD_M: f32 = 0.085;

/// Where the pot stands: beyond the board's front right corner.
pub(crate) fn pot() -> Vec3 {
    let (centre, half) = super::board::plate();
    Vec3::new(centre.x + half.x + POT_RIGHT_OF_BOARD_M, 0.0, centre.z + half.y + POT_IN_FRONT_OF_BOARD_M)
}

/// The highest pile of counters in the pot stays below this height (30 counters in 6 piles),
/// metres.
const POT_PILE_TOP_M: f32 = 0.02;

/// Points round the pot's rim on the table and at its piles' top: the rectangle round their
/// images on the screen holds the bowl and its counters.
pub(crate) fn pot_outline() -> Vec<Vec3> {
    (0..16)
        .flat_map(|k| {
            let angle = k as f32 / 16.0 * std::f32::consts::TAU;
            let rim = pot() + Vec3::new(angle.cos(), 0.0, angle.sin()) * POT_RIM_RADIUS_M;
            [rim, rim + Vec3::Y * POT_PILE_TOP_M]
        })
        .collect()
}

/// Where the `k`th die a seat holds rests, in the seat's frame: the dice held, grouped by colour
/// in [`COLORS`]' order, lie along the mat's back half, those past its end in a second row.
fn held_die_spot(k: usize) -> Vec3 {
    let x = -0.085 + k as f32 * (DIE_SIZE_M * 1.15);
    Vec3::new(x.min(0.035), DIE_SIZE_M / 2.0 + 0.001, -0.018 + if x > 0.035 { 0.02 } else { 0.0 })
}

/// Where each die `seat` (of `seats`) holds rests on the table, grouped by colour.
pub(crate) fn held_dice_points(hand: [u8; ROWS], seat: usize, seats: usize) -> Vec<Vec3> {
    let held: usize = hand.iter().map(|&n| usize::from(n)).sum();
    (0..held).map(|k| seat_pose(seat, seats).transform_point(held_die_spot(k))).collect()
}

/// Where the first die of `color` that `seat` (of `seats`) holds rests on the table, if it holds
/// one.
pub(crate) fn held_die_point(hand: [u8; ROWS], seat: usize, seats: usize, color: Color) -> Option<Vec3> {
    let before: usize = COLORS.iter().take_while(|&&c| c != color).map(|c| usize::from(hand[c.index()])).sum();
    (hand[color.index()] > 0).then(|| seat_pose(seat, seats).transform_point(held_die_spot(before)))
}

/// Where a seat's counters stand (the first stack), in the seat's frame.
fn counter_spot(stack: usize) -> Vec3 {
    Vec3::new(0.06 + 0.018 * stack as f32 - 0.018, 0.0, 0.0)
}

fn spawn_places(mut commands: Commands, m: Res<HomeRowsMatch>, home: Res<HomeLooks>) {
    let n = m.config.seats.len();
    for (seat, config) in m.config.seats.iter().enumerate() {
        let color = home_color(config.color).unwrap_or(COLORS[seat % 4]);
        commands.spawn((SeatPlace { seat, shown: None }, seat_pose(seat, n), Visibility::default())).with_child((
            Mesh3d(home.mat_mesh.clone()),
            MeshMaterial3d(home.mat[color.index()].clone()),
            Transform::from_xyz(0.0, 0.001, 0.0),
        ));
    }
    commands.spawn((PotPlace { shown: None }, Transform::from_translation(pot()), Visibility::default()));
    commands.spawn((
        TableScoped,
        Mesh3d(home.bowl.clone()),
        MeshMaterial3d(home.bowl_material.clone()),
        Transform::from_translation(pot() + Vec3::Y * 0.006).with_scale(Vec3::new(1.0, 0.9, 1.0)),
    ));
}

/// A stack of `count` counters at `base` under `parent`.
fn spawn_counters(commands: &mut Commands, home: &HomeLooks, parent: Entity, base: Vec3, count: usize) {
    for k in 0..count {
        let at = base + Vec3::Y * (COUNTER_H * (k as f32 + 0.5));
        commands.spawn((
            Piece,
            ChildOf(parent),
            Mesh3d(home.counter.clone()),
            MeshMaterial3d(home.counter_material.clone()),
            Transform::from_translation(at),
        ));
    }
}

fn sync_seats(
    mut commands: Commands,
    m: Res<HomeRowsMatch>,
    home: Res<HomeLooks>,
    mut places: Query<(Entity, &mut SeatPlace, Option<&Children>)>,
    pieces: Query<(), With<Piece>>,
) {
    for (entity, mut place, children) in &mut places {
        let now = (m.state.hand(place.seat), m.state.counters(place.seat));
        if place.shown == Some(now) {
            continue;
        }
        place.shown = Some(now);
        for child in children.into_iter().flatten().filter(|c| pieces.contains(**c)) {
            commands.entity(*child).despawn();
        }
        let mut k = 0;
        for color in COLORS {
            for _ in 0..now.0[color.index()] {
                let at = held_die_spot(k);
                k += 1;
                commands.spawn((
                    Piece,
                    HeldDie { seat: place.seat, color },
                    ChildOf(entity),
                    DieLook,
                    DieStyle(look_of(color)),
                    Transform::from_translation(at)
                        .with_rotation(crate::table::instant::showing(1 + (k % 6) as u8, 0.0)),
                    Visibility::default(),
                ));
            }
        }
        let counters = usize::from(now.1);
        for stack in 0..counters.div_ceil(STACK) {
            let count = (counters - stack * STACK).min(STACK);
            spawn_counters(
                &mut commands,
                &home,
                entity,
                counter_spot(stack % 3) + Vec3::Z * (0.02 * (stack / 3) as f32),
                count,
            );
        }
    }
}

fn sync_pot(
    mut commands: Commands,
    m: Res<HomeRowsMatch>,
    home: Res<HomeLooks>,
    mut pots: Query<(Entity, &mut PotPlace, Option<&Children>)>,
) {
    for (entity, mut place, children) in &mut pots {
        let now = m.state.pot();
        if place.shown == Some(now) {
            continue;
        }
        place.shown = Some(now);
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        // Counters lie in the bowl in small piles around its centre.
        let piles = 6usize;
        for pile in 0..piles {
            let count = (usize::from(now) + piles - 1 - pile) / piles;
            let angle = pile as f32 / piles as f32 * std::f32::consts::TAU;
            let base = Vec3::new(angle.cos() * 0.022, 0.002, angle.sin() * 0.022);
            spawn_counters(&mut commands, &home, entity, base, count);
        }
    }
}

/// The rolled die leaves the felt once it is placed or traded.
fn hide_spent_die(
    m: Res<HomeRowsMatch>,
    mut dice: Query<&mut Visibility, With<DieLook>>,
    physical: Query<(), With<Die>>,
) {
    let Some(rolled) = m.rolled() else { return };
    if m.state.phase() == Phase::Rolled || (physical.contains(rolled.entity) && m.pending_throw.is_some()) {
        return;
    }
    if let Ok(mut visibility) = dice.get_mut(rolled.entity) {
        visibility.set_if_neq(Visibility::Hidden);
    }
}

/// Counters taken or paid fly from where they came from to the seat that gets them.
fn fly_counters(
    mut commands: Commands,
    mut steps: MessageReader<HomeStep>,
    m: Res<HomeRowsMatch>,
    home: Res<HomeLooks>,
) {
    let n = m.config.seats.len();
    for e in steps.read().flat_map(|s| &s.events) {
        let (from, to, count) = match *e {
            Event::Took { player, from: Source::Pot, counters } => (pot(), layout::seat(player as usize, n), counters),
            Event::Took { player, from: Source::Seat(other), counters } => {
                (layout::seat(other as usize, n), layout::seat(player as usize, n), counters)
            }
            Event::Traded { player, to, counters, .. } => {
                (layout::seat(to as usize, n), layout::seat(player as usize, n), counters)
            }
            _ => continue,
        };
        for k in 0..usize::from(count).min(8) {
            let lift = Vec3::Y * (0.01 + COUNTER_H * k as f32);
            commands.spawn((
                TableScoped,
                Mesh3d(home.counter.clone()),
                MeshMaterial3d(home.counter_material.clone()),
                Transform::from_translation(from + lift),
                Flight::new(from + lift, to + counter_spot(0) + lift, COUNTER_FLIGHT_S + 0.05 * k as f32, true),
            ));
        }
    }
}

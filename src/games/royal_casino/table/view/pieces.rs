//! Pieces on the table: each seat's mat, chip stacks (50s and 10s) and dice held; the dice of the
//! throw (shown while on the table, glowing when they fit); things flying (dice onto squares,
//! chips to and from a settled row).

use bevy::prelude::*;

use super::chips::{ChipLooks, Flourish, Flourishes, SettledRows};
use super::layout;
use super::selection::Selection;
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::{Match, RowSettled};
use crate::t;
use crate::table::GameSet;
use crate::table::dice::Die;
use crate::table::dice::render::DiceLooks;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::instant::InstantDie;
use crate::table::session::Settings;
use crate::table::states::{AppState, playing_with};
use crate::table::view::tabletop::flight::Flight;
use crate::table::view::tabletop::layout::{MAT_WIDTH, cup, seat as seat_point};
use crate::table::view::tabletop::seating::{MAT_DEPTH_M, seat_pose};
use crate::table::view::tabletop::table_scope::TableScoped;
use crate::table::view::{Caption, Looks, seat_color, seat_color32};
use bevy_egui::egui;

/// Dealing a seat its dice for a new round: they leave the cup after the used dice are gathered
/// into it, seconds; each flight, and the gap between two dice, seconds.
const DEAL_WAIT_S: f32 = 0.9;
const DEAL_FLIGHT_S: f32 = 0.45;
const DEAL_GAP_S: f32 = 0.05;

/// A seat's pieces (rebuilt when its points or dice change).
#[derive(Component)]
#[require(TableScoped)]
struct SeatPieces {
    seat: usize,
    shown: (u32, u8, bool),
}

/// Edge of a die held on a seat's mat, metres (smaller than a thrown die, so a seat's stock fits).
const HELD_DIE_M: f32 = 0.011;

/// The glow under the `n`-th die of the throw.
#[derive(Component)]
#[require(TableScoped)]
struct DieGlow(usize);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_seats.run_if(resource_exists::<Match>))
        .add_systems(Update, (sync_seats, sync_table_dice).in_set(GameSet::Animate).run_if(playing_with::<Match>()))
        .add_observer(on_row_settled);
}

fn spawn_seats(mut commands: Commands, looks: Res<Looks>, m: Res<Match>) {
    for seat in 0..m.config.seats.len() {
        commands.spawn((
            SeatPieces { seat, shown: (u32::MAX, 0, false) },
            seat_pose(seat, m.config.seats.len()),
            Visibility::default(),
        ));
    }
    for n in 0..5 {
        commands.spawn((
            DieGlow(n),
            Mesh3d(looks.disc.clone()),
            MeshMaterial3d(looks.glow.clone()),
            Transform::default(),
            Visibility::Hidden,
        ));
    }
}

#[allow(clippy::too_many_arguments)] // a Bevy system: each parameter is a resource or query it uses
fn sync_seats(
    mut commands: Commands,
    m: Res<Match>,
    looks: Res<ChipLooks>,
    dice_looks: Res<DiceLooks>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    settings: Res<Settings>,
    mut seats: Query<(Entity, &mut SeatPieces)>,
) {
    for (entity, mut pieces) in &mut seats {
        let player = m.state.players()[pieces.seat];
        let current = m.state.current() == pieces.seat && !m.state.is_over();
        let shown = (player.points, player.dice, current);
        if pieces.shown == shown {
            continue;
        }
        // Dice the seat did not hold before are dealt to it from the cup (a new round, or the game's start).
        let dealt_from = (pieces.shown.1 < player.dice && !settings.instant() && !settings.reduce_motion)
            .then_some(pieces.shown.1 as usize);
        let pose = seat_pose(pieces.seat, m.config.seats.len());
        let cup = pose.rotation.inverse() * (cup() + Vec3::Y * 0.06 - pose.translation);
        pieces.shown = shown;
        let colour = seat_color(&m.config.seats[pieces.seat]);
        let mat = materials.add(StandardMaterial {
            base_color: colour,
            emissive: if current { LinearRgba::from(colour) * 0.6 } else { LinearRgba::BLACK },
            perceptual_roughness: 0.9,
            ..default()
        });
        let mat_mesh = meshes.add(Cuboid::new(MAT_WIDTH, 0.002, MAT_DEPTH_M));
        commands.entity(entity).despawn_related::<Children>().with_children(|p| {
            p.spawn((Mesh3d(mat_mesh), MeshMaterial3d(mat), Transform::from_xyz(0.0, 0.001, 0.0)));
            let (fifties, tens) = (player.points / 50, (player.points % 50) / 10);
            let stacks = [(fifties, &looks.chip50, layout::FIFTIES_X), (tens, &looks.chip10, layout::TENS_X)];
            for (count, chip, x) in stacks {
                for i in 0..count.min(40) {
                    let (column, level) = (i / 12, i % 12);
                    let at = Vec3::new(x, 0.0035 + layout::CHIP_H * level as f32, -0.02 + 0.027 * column as f32);
                    p.spawn((
                        Mesh3d(chip.clone()),
                        MeshMaterial3d(looks.chip.clone()),
                        Transform::from_translation(at),
                    ));
                }
            }
            for i in 0..player.dice as usize {
                let (col, row, level) = (i % 5, (i / 5) % 3, i / 15);
                let at =
                    Vec3::new(-0.01 + 0.0135 * col as f32, 0.0075 + 0.0115 * level as f32, -0.02 + 0.0135 * row as f32);
                let dealt = dealt_from.filter(|&first| i >= first);
                let mut die = p.spawn((
                    Mesh3d(dice_looks.mesh.clone()),
                    MeshMaterial3d(dice_looks.material(0)),
                    Transform::from_translation(if dealt.is_some() { cup } else { at })
                        .with_rotation(Quat::from_rotation_y(0.15 * (i % 3) as f32))
                        .with_scale(Vec3::splat(HELD_DIE_M / DIE_SIZE_M)),
                ));
                if let Some(first) = dealt {
                    let wait = DEAL_WAIT_S + DEAL_GAP_S * (i - first) as f32;
                    die.insert(Flight::new(cup, at, DEAL_FLIGHT_S, false).after(wait));
                }
            }
        });
    }
}

/// Show the dice of the throw still on the table (all dice while one is rolling); glow the ones
/// that fit, brighter for the picked value.
fn sync_table_dice(
    m: Res<Match>,
    looks: Res<Looks>,
    selection: Res<Selection>,
    mut dice: Query<(Entity, &mut Visibility, &GlobalTransform), Or<(With<Die>, With<InstantDie>)>>,
    mut glows: Query<
        (&DieGlow, &mut Transform, &mut Visibility, &mut MeshMaterial3d<StandardMaterial>),
        (Without<Die>, Without<InstantDie>),
    >,
) {
    let rolling = m.pending_throw.is_some();
    let mut left = [0usize; 7];
    for &v in m.state.throw() {
        left[v as usize] += 1;
    }
    let mut shown = Vec::new();
    for d in &m.dice {
        if left[d.value as usize] > 0 {
            left[d.value as usize] -= 1;
            shown.push(*d);
        }
    }
    let mut lit = Vec::new();
    for (entity, mut visibility, transform) in &mut dice {
        let on_table = shown.iter().find(|d| d.entity == entity);
        let visible = rolling || on_table.is_some();
        visibility.set_if_neq(if visible { Visibility::Inherited } else { Visibility::Hidden });
        if let Some(d) = on_table.filter(|_| m.state.phase() == Phase::Placing)
            && m.state.rows().iter().any(|r| r.fits(d.value))
        {
            lit.push((transform.translation(), selection.value == Some(d.value)));
        }
    }
    for (glow, mut transform, mut visibility, mut material) in &mut glows {
        match lit.get(glow.0) {
            Some(&(at, picked)) => {
                transform.translation = Vec3::new(at.x, 0.0005, at.z);
                let want = if picked { &looks.glow_selected } else { &looks.glow };
                if material.0 != *want {
                    material.0 = want.clone();
                }
                visibility.set_if_neq(Visibility::Visible);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// A settled row: a chip flies from the row's circle to the player (or back when they pay), and
/// the points fly across the screen.
fn on_row_settled(
    settled: On<RowSettled>,
    mut commands: Commands,
    m: Option<Res<Match>>,
    looks: Res<ChipLooks>,
    mut flourishes: ResMut<Flourishes>,
    mut caption: ResMut<Caption>,
    mut settled_rows: ResMut<SettledRows>,
) {
    let Some(m) = m else { return };
    let e = settled.event();
    if settled_rows.round != e.round {
        *settled_rows = SettledRows { round: e.round, ..default() };
    }
    settled_rows.rows[e.row] = Some((e.player, e.delta));
    settled_rows.last = Some(e.row);
    let who = &m.config.seats[e.player];
    let letter = crate::games::royal_casino::words::ROW_LETTERS[e.row];
    let line = t!("rc-caption-completes", name = &who.name, row = letter.to_string(), delta = format!("{:+}", e.delta));
    caption.0 = Some((line, seat_color32(who), 0.0));
    let circle = layout::circle(e.row) + Vec3::Y * 0.01;
    let seat = seat_point(e.player, m.config.seats.len()) + Vec3::Y * 0.02;
    let (from, to) = if e.delta >= 0 { (circle, seat) } else { (seat, circle) };
    let chips = (e.delta.unsigned_abs() / 10).clamp(1, 6);
    for i in 0..chips {
        let chip = if i == 0 && e.delta.unsigned_abs() >= 50 { looks.chip50.clone() } else { looks.chip10.clone() };
        commands.spawn((
            Mesh3d(chip),
            MeshMaterial3d(looks.chip.clone()),
            Transform::from_translation(from),
            Flight::new(from, to, 0.7 + 0.08 * i as f32, true),
            TableScoped,
        ));
    }
    flourishes.0.push(Flourish {
        text: format!("{:+}", e.delta),
        from,
        to,
        age: 0.0,
        color: if e.delta >= 0 { egui::Color32::WHITE } else { egui::Color32::from_rgb(255, 140, 125) },
    });
}

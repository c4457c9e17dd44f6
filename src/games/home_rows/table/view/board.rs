//! Home Rows' board: a plate with four rows of five squares, each row tinted in its colour with
//! its shape at the row's head (disc, triangle, square, diamond, for colour-blind players), the
//! placed dice showing their value, and the squares a human may fill lit.

use crate::table::session::SeatedMatch;
use bevy::prelude::*;

use super::grid::{self as layout, BOARD_TOP, ROW_PITCH, SQUARE_PITCH, TILE};
use super::{HomeLooks, shape_of};
use crate::games::home_rows::rules::{Action, COLORS, COLS, Event, Phase, ROWS};
use crate::games::home_rows::table::steps::look_of;
use crate::games::home_rows::table::{HomeRowsMatch, HomeStep};
use crate::table::dice::{DieLook, DieStyle};
use crate::table::instant::showing;
use crate::table::states::{AppState, playing_with};
use crate::table::view::Looks;
use crate::table::view::tabletop::flight::Flight;
use crate::table::view::tabletop::table_scope::TableScoped;
use crate::table::{GameSet, dice::tuning::DIE_SIZE_M};

/// Seconds a placed die takes to fly from the felt to its square.
const PLACE_FLIGHT_S: f32 = 0.6;
/// Seconds a traded die takes to slide from the felt to the neighbour who gets it.
const TRADE_SLIDE_S: f32 = 0.8;

/// A die on the board, for square (row, col).
#[derive(Component)]
#[require(TableScoped)]
struct BoardDie {
    row: usize,
    col: usize,
}

/// The light under square (row, col), shown while a human may place there.
#[derive(Component)]
#[require(TableScoped)]
pub(crate) struct SquareGlow {
    pub(crate) row: usize,
    pub(crate) col: usize,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_board.run_if(resource_exists::<HomeRowsMatch>)).add_systems(
        Update,
        (sync_board_dice, sync_glows, slide_traded_die)
            .in_set(GameSet::Animate)
            .run_if(playing_with::<HomeRowsMatch>()),
    );
}

/// Centre and half size (x, z) of the plate under the four rows.
pub(crate) fn plate() -> (Vec3, Vec2) {
    let left = layout::row_label(0).x - 0.02;
    let right = layout::square(0, COLS - 1).x + SQUARE_PITCH * 0.5 + 0.012;
    let (top, bottom) =
        (layout::square(0, 0).z - ROW_PITCH * 0.5 - 0.01, layout::square(ROWS - 1, 0).z + ROW_PITCH * 0.5 + 0.01);
    (
        Vec3::new((left + right) / 2.0, BOARD_TOP / 2.0, (top + bottom) / 2.0),
        Vec2::new((right - left) / 2.0, (bottom - top) / 2.0),
    )
}

fn spawn_board(mut commands: Commands, looks: Res<Looks>, home: Res<HomeLooks>, mut meshes: ResMut<Assets<Mesh>>) {
    let (centre, half) = plate();
    commands.spawn((
        TableScoped,
        Mesh3d(meshes.add(Cuboid::new(half.x * 2.0, BOARD_TOP, half.y * 2.0))),
        MeshMaterial3d(looks.wood.clone()),
        Transform::from_translation(centre),
    ));
    let tile = meshes.add(Cuboid::new(TILE, 0.003, TILE));
    let band = meshes.add(Cuboid::new(half.x * 2.0 - 0.01, 0.001, ROW_PITCH - 0.005));
    #[allow(clippy::needless_range_loop)] // a row names its colour and its squares
    for row in 0..ROWS {
        let z = layout::square(row, 0).z;
        commands.spawn((
            TableScoped,
            Mesh3d(band.clone()),
            MeshMaterial3d(home.band[row].clone()),
            Transform::from_xyz(centre.x, BOARD_TOP + 0.0005, z),
        ));
        for col in 0..COLS {
            commands.spawn((
                TableScoped,
                Mesh3d(tile.clone()),
                MeshMaterial3d(home.tile[row].clone()),
                Transform::from_translation(layout::square(row, col) - Vec3::Y * 0.0015),
            ));
            commands.spawn((
                SquareGlow { row, col },
                Mesh3d(looks.disc.clone()),
                MeshMaterial3d(looks.glow.clone()),
                Transform::from_translation(layout::square(row, col) + Vec3::Y * 0.0006),
                Visibility::Hidden,
            ));
        }
        commands.spawn((
            TableScoped,
            Mesh3d(home.shapes[shape_of(COLORS[row])].clone()),
            MeshMaterial3d(home.ink[row].clone()),
            Transform::from_translation(layout::row_label(row) + Vec3::Y * 0.001),
        ));
    }
}

/// Where a die on square (row, col) rests.
pub(crate) fn die_on_square(row: usize, col: usize) -> Vec3 {
    layout::square(row, col) + Vec3::Y * (DIE_SIZE_M / 2.0)
}

/// Dice on the board follow the rules core's board: a new one flies in from the rolled die.
fn sync_board_dice(
    mut commands: Commands,
    m: Res<HomeRowsMatch>,
    dice: Query<(Entity, &BoardDie)>,
    places: Query<&GlobalTransform>,
) {
    let board = m.state.board();
    let mut shown = [[false; COLS]; ROWS];
    for (entity, d) in &dice {
        if board[d.row][d.col].is_some() {
            shown[d.row][d.col] = true;
        } else {
            commands.entity(entity).despawn();
        }
    }
    for (row, squares) in board.iter().enumerate() {
        for (col, square) in squares.iter().enumerate() {
            let Some(die) = square else { continue };
            if shown[row][col] {
                continue;
            }
            let to = die_on_square(row, col);
            let from = m.rolled().and_then(|d| places.get(d.entity).ok()).map(|g| g.translation());
            let mut entity = commands.spawn((
                BoardDie { row, col },
                DieLook,
                DieStyle(look_of(die.color)),
                Transform::from_translation(from.unwrap_or(to)).with_rotation(showing(die.value, 0.0)),
                Visibility::default(),
            ));
            if let Some(from) = from {
                entity.insert(Flight::new(from, to, PLACE_FLIGHT_S, false));
            }
        }
    }
}

/// A traded die slides from the felt to the neighbour who takes it (the rules core has already put
/// it in their hand; this shows it going there).
fn slide_traded_die(
    mut commands: Commands,
    mut steps: MessageReader<HomeStep>,
    m: Res<HomeRowsMatch>,
    dice: Query<(&GlobalTransform, &DieStyle)>,
) {
    for e in steps.read().flat_map(|s| &s.events) {
        let Event::Traded { to, value, .. } = *e else { continue };
        let Some((from, style)) = m.rolled().and_then(|d| dice.get(d.entity).ok()) else { continue };
        let from = from.translation();
        let to = crate::table::view::tabletop::layout::seat(to as usize, m.config.seats.len())
            + Vec3::Y * (DIE_SIZE_M / 2.0);
        commands.spawn((
            TableScoped,
            DieLook,
            *style,
            Transform::from_translation(from).with_rotation(showing(value, 0.0)),
            Visibility::default(),
            Flight::new(from, to, TRADE_SLIDE_S, true),
        ));
    }
}

/// Light the squares the rules core lets the human in turn fill.
fn sync_glows(m: Res<HomeRowsMatch>, mut glows: Query<(&SquareGlow, &mut Visibility)>) {
    let mut lit = [[false; COLS]; ROWS];
    if m.tv_to_act() && m.state.phase() == Phase::Rolled {
        for a in m.state.legal_actions().iter() {
            if let Action::Place { row, col, .. } = *a {
                lit[row as usize][col as usize] = true;
            }
        }
    }
    for (g, mut visibility) in &mut glows {
        visibility.set_if_neq(if lit[g.row][g.col] { Visibility::Visible } else { Visibility::Hidden });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plate_holds_every_square_and_row_shape() {
        let (centre, half) = plate();
        for row in 0..ROWS {
            for p in [layout::row_label(row), layout::square(row, 0), layout::square(row, COLS - 1)] {
                assert!((p.x - centre.x).abs() + 0.01 < half.x && (p.z - centre.z).abs() + 0.01 < half.y, "{p}");
            }
        }
        const { assert!(layout::TILE_TOP > BOARD_TOP) };
    }
}

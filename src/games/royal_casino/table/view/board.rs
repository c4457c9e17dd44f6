//! The board face on the table: a plate with the face printed on it (`board_print`); the dice
//! placed on it; the squares a die can go to lit up; and the stack of faces still to come. When
//! the next face comes up it is built in place at once, and the used face, lying on it, turns
//! over away from the players and is gone: the board never leaves the table.

use std::sync::Arc;

use bevy::prelude::*;

use super::board_print::{FacePrints, print_mesh};
use super::face_turn::{FACE_TURN_S, turning};
use super::layout::{self, BOARD_TOP, TILE};
use super::selection::Selection;
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::Match;
use crate::table::GameSet;
use crate::table::dice::DieLook;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::instant::showing;
use crate::table::session::Settings;
use crate::table::states::{AppState, playing_with};
use crate::table::view::Looks;
use crate::table::view::input::skip::{self, SkipAnimations};
use crate::table::view::tabletop::flight::Flight;
use crate::table::view::tabletop::table_scope::TableScoped;

/// The face on the table (its parts are children).
#[derive(Component)]
#[require(TableScoped)]
struct FaceRoot {
    id: Arc<str>,
    round: u32,
    /// A used face turning over: 0 → 1 over [`FACE_TURN_S`].
    leaving: Option<f32>,
}

/// The lit frame around the next square of a row.
#[derive(Component)]
#[require(TableScoped)]
struct SquareGlow(usize);

/// A die placed on square `k` of `row`.
#[derive(Component)]
struct BoardDie {
    row: usize,
    k: usize,
}

/// One face of the stack.
#[derive(Component)]
#[require(TableScoped)]
struct StackPlate;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Playing), spawn_glows.run_if(resource_exists::<Match>)).add_systems(
        Update,
        (sync_face, sync_board_dice, flatten_landed_dice, sync_targets)
            .chain()
            .in_set(GameSet::Animate)
            .run_if(playing_with::<Match>()),
    );
}

fn spawn_glows(mut commands: Commands, looks: Res<Looks>, mut meshes: ResMut<Assets<Mesh>>) {
    let mesh = meshes.add(Cuboid::new(TILE + 0.009, 0.0028, TILE + 0.009));
    for row in 0..6 {
        commands.spawn((
            SquareGlow(row),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(looks.target.clone()),
            Transform::default(),
            Visibility::Hidden,
        ));
    }
}

/// The meshes every face is built from, made once: a face swapped in at a round end then draws
/// in its first frame (freshly added meshes reach the renderer a frame late, and the board
/// vanished for that frame). The printed materials are made a round ahead for the same reason:
/// the next face's print lies on top of the stack, so it is on the GPU when its round comes.
#[derive(Clone)]
struct FaceMeshes {
    plate: Handle<Mesh>,
    print: Handle<Mesh>,
    stack: Handle<Mesh>,
}

impl FaceMeshes {
    fn new(meshes: &mut Assets<Mesh>) -> Self {
        let (_, half) = layout::board_plate();
        FaceMeshes {
            plate: meshes.add(Cuboid::new(half.x * 2.0, BOARD_TOP, half.y * 2.0)),
            print: meshes.add(print_mesh()),
            stack: meshes.add(Cuboid::new(STACK_PLATE_M.x, STACK_PLATE_M.y, STACK_PLATE_M.z)),
        }
    }
}

/// A face of the stack (width, thickness, depth; metres) and how much of it the next face's print covers.
const STACK_PLATE_M: Vec3 = Vec3::new(0.15, 0.004, 0.12);
const STACK_PRINT_SCALE: f32 = 0.41;

/// Build the face in play when it is not the one shown; turn the used one over.
#[allow(clippy::too_many_arguments)]
fn sync_face(
    mut commands: Commands,
    m: Res<Match>,
    looks: Res<Looks>,
    mut meshes: ResMut<Assets<Mesh>>,
    (mut images, mut materials, mut prints): (
        ResMut<Assets<Image>>,
        ResMut<Assets<StandardMaterial>>,
        ResMut<FacePrints>,
    ),
    time: Res<Time>,
    settings: Res<Settings>,
    mut skip: MessageReader<SkipAnimations>,
    mut roots: Query<(Entity, &mut FaceRoot, &mut Transform)>,
    plates: Query<Entity, With<StackPlate>>,
    mut made: Local<Option<FaceMeshes>>,
) {
    let face = m.state.face();
    let (id, round) = (face.id.clone(), m.state.round());
    let mut current = false;
    let skip = skip::asked(&mut skip);
    for (entity, mut root, mut transform) in &mut roots {
        if root.id == id && root.round == round {
            current = true;
            continue;
        }
        let t = root.leaving.map_or(0.0, |t| t + time.delta_secs() / FACE_TURN_S);
        if t >= 1.0 || skip || settings.instant() || settings.reduce_motion {
            commands.entity(entity).despawn();
        } else {
            root.leaving = Some(t);
            *transform = turning(t);
        }
    }
    if current {
        return;
    }
    for plate in &plates {
        commands.entity(plate).despawn();
    }
    let fm = made.get_or_insert_with(|| FaceMeshes::new(&mut meshes)).clone();
    let (centre, _) = layout::board_plate();
    let print = prints.material(face, &mut images, &mut materials);
    let on_top = Transform::from_translation(Vec3::new(centre.x, BOARD_TOP + 0.0003, centre.z));
    commands
        .spawn((FaceRoot { id: id.clone(), round, leaving: None }, Transform::default(), Visibility::default()))
        .with_children(|p| {
            p.spawn((
                Mesh3d(fm.plate.clone()),
                MeshMaterial3d(looks.board.clone()),
                Transform::from_translation(centre),
            ));
            p.spawn((Mesh3d(fm.print.clone()), MeshMaterial3d(print), on_top));
        });
    // The faces still to come, stacked, the next one's print on top.
    // (A used face goes under the stack, so the one after the face in play is always next.)
    let stack = m.state.face_stack();
    let next = stack.get((m.state.face_pos() + 1) % stack.len()).filter(|_| stack.len() > 1);
    prints.keep_only(&[&id, &next.map_or(id.clone(), |f| f.id.clone())]);
    let waiting = stack.len().saturating_sub(1).min(15);
    for k in 0..waiting {
        let at = layout::stack() + Vec3::Y * (STACK_PLATE_M.y / 2.0 + 0.0045 * k as f32);
        let turned = Quat::from_rotation_y(0.02 * k as f32);
        let mut plate = commands.spawn((
            StackPlate,
            Mesh3d(fm.stack.clone()),
            MeshMaterial3d(if k + 1 == waiting { looks.board.clone() } else { looks.wood.clone() }),
            Transform::from_translation(at).with_rotation(turned),
        ));
        if let Some(next) = next.filter(|_| k + 1 == waiting) {
            let print = prints.material(next, &mut images, &mut materials);
            plate.with_child((
                Mesh3d(fm.print.clone()),
                MeshMaterial3d(print),
                Transform::from_translation(Vec3::Y * (STACK_PLATE_M.y / 2.0 + 0.0003))
                    .with_scale(Vec3::splat(STACK_PRINT_SCALE)),
            ));
        }
    }
}

/// Dice on the board follow the rows' filled squares: new ones fly in from the table, undone ones
/// vanish (their die is back on the table), a finished round gathers them into the cup.
fn sync_board_dice(
    mut commands: Commands,
    m: Res<Match>,
    dice: Query<(Entity, &BoardDie, &Transform)>,
    places: Query<&GlobalTransform>,
    mut round: Local<u32>,
) {
    if !m.is_changed() {
        return;
    }
    let new_round = *round != m.state.round();
    *round = m.state.round();
    let mut have = [[false; 5]; 6];
    for (entity, die, transform) in &dice {
        let filled = m.state.rows()[die.row].filled().len();
        if new_round {
            commands.entity(entity).remove::<BoardDie>().insert(Flight::new(
                transform.translation,
                crate::table::view::tabletop::layout::cup() + Vec3::Y * 0.08,
                0.6,
                true,
            ));
        } else if die.k >= filled {
            commands.entity(entity).despawn();
        } else {
            have[die.row][die.k] = true;
        }
    }
    for (r, row) in m.state.rows().iter().enumerate() {
        for (k, &value) in row.filled().iter().enumerate() {
            if have[r][k] {
                continue;
            }
            let to = layout::square(r, k) + Vec3::Y * DIE_SIZE_M / 2.0;
            let from = m
                .dice
                .iter()
                .rev()
                .find(|d| d.value == value)
                .and_then(|d| places.get(d.entity).ok())
                .map_or(to + Vec3::Y * 0.1, |g| g.translation());
            commands.spawn((
                BoardDie { row: r, k },
                DieLook,
                TableScoped,
                Transform::from_translation(from).with_rotation(showing(value, 0.0)),
                Visibility::default(),
                Flight::new(from, to, 0.35, false),
            ));
        }
    }
}

/// A placed die lies as a low, wide slab with its value on top: pips 1.6× a table die's, read
/// from the sofa, and nothing of the printed square hidden at an angle.
const PLACED_DIE_WIDE: f32 = 1.6;
const PLACED_DIE_LOW: f32 = 0.35;

/// The local scale that flattens a die showing `value` (its value face's axis is the short one).
fn placed_die_scale(value: u8) -> Vec3 {
    let axis = crate::table::dice::faces::face_normal(value).unwrap_or(Vec3::Y).abs();
    Vec3::splat(PLACED_DIE_WIDE) - axis * (PLACED_DIE_WIDE - PLACED_DIE_LOW)
}

/// A die that has landed on its square lies down flat.
fn flatten_landed_dice(m: Res<Match>, mut dice: Query<(&BoardDie, &mut Transform), Without<Flight>>) {
    for (die, mut transform) in &mut dice {
        let Some(&value) = m.state.rows()[die.row].filled().get(die.k) else { continue };
        let scale = placed_die_scale(value);
        if transform.scale != scale {
            transform.scale = scale;
            transform.translation = layout::square(die.row, die.k) + Vec3::Y * DIE_SIZE_M * PLACED_DIE_LOW / 2.0;
        }
    }
}

/// Light the next square of every row the picked die (or any die of the throw) fits.
fn sync_targets(
    m: Res<Match>,
    selection: Res<Selection>,
    mut glows: Query<(&SquareGlow, &mut Transform, &mut Visibility)>,
) {
    let placing = m.state.phase() == Phase::Placing;
    for (glow, mut transform, mut visibility) in &mut glows {
        let row = &m.state.rows()[glow.0];
        let lit = placing
            && !row.is_full()
            && match selection.value {
                Some(v) => row.fits(v),
                None => m.state.throw().iter().any(|&v| row.fits(v)),
            };
        if lit {
            let at = layout::square(glow.0, row.filled().len());
            transform.translation = at - Vec3::Y * 0.0022;
        }
        visibility.set_if_neq(if lit { Visibility::Visible } else { Visibility::Hidden });
    }
}

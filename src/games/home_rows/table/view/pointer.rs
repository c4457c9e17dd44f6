//! Home Rows' pieces under Bevy's picking: a pad over each board square, an invisible box round
//! each die a seat holds and round the rolled die. Their `Pointer<Press>` observers note which
//! pieces a press hit this frame in [`PointerDeeds`]; `input::mouse` turns that into the seat's
//! `HomeAction` (a drag's release still reads the square under the pointer from `HoverMap`, as
//! before: the rolled die's box lets the square under it be hit while it rides under the pointer). Observers fire in `PreUpdate`, before
//! egui's focus is read for this frame and outside the seats' input set that a menu holds, so
//! they only note; the seat acts in the set.

use bevy::picking::events::{Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::grid::{self as layout, SQUARE_PITCH, TILE_TOP};
use super::pieces::HeldDie;
use crate::games::home_rows::rules::{COLS, Color, ROWS};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::table::GameSet;
use crate::table::dice::tuning::DIE_SIZE_M;
use crate::table::states::{AppState, playing_with};
use crate::table::view::input::picking::{pad, pick_shape, see_through};
use crate::table::view::tabletop::table_scope::TableScoped;

/// The side of the box a die is picked by, metres: a little larger than the die, so a click on
/// its edge counts.
const DIE_PICK_SIDE_M: f32 = DIE_SIZE_M * 1.4;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PointerDeeds>()
        .add_systems(OnEnter(AppState::Playing), spawn_square_pads.run_if(resource_exists::<HomeRowsMatch>))
        .add_systems(Update, sync_pick_shapes.in_set(GameSet::Animate).run_if(playing_with::<HomeRowsMatch>()))
        .add_systems(Last, forget_deeds);
}

/// A board square as the pointer finds it: an invisible pad over square (row, col).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct SquarePad {
    pub(crate) row: usize,
    pub(crate) col: usize,
}

/// The box a die is picked by (a child of the die: one a seat holds, or the rolled one).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct DiePick;

/// A piece of this table the pointer pressed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Piece {
    /// A die seat `seat` holds, of colour `color`.
    Held {
        seat: usize,
        color: Color,
    },
    /// The rolled die (its entity).
    Rolled(Entity),
    Square(usize, usize),
}

/// What the pointer did to this table's pieces this frame, as picking's observers saw it
/// (forgotten at the frame's end, acted on or not).
#[derive(Resource, Default, Debug)]
pub(crate) struct PointerDeeds {
    /// The pieces a left press hit, each with its distance from the camera (the dice let what
    /// lies behind them be hit too).
    pressed: Vec<(Piece, f32)>,
}

impl PointerDeeds {
    /// The nearest piece a left press hit that `wanted` keeps.
    pub(crate) fn nearest<T>(&self, wanted: impl Fn(Piece) -> Option<T>) -> Option<T> {
        let mut hits: Vec<(T, f32)> = self.pressed.iter().filter_map(|&(p, d)| Some((wanted(p)?, d))).collect();
        hits.sort_by(|a, b| a.1.total_cmp(&b.1));
        hits.into_iter().next().map(|(t, _)| t)
    }
}

fn forget_deeds(mut deeds: ResMut<PointerDeeds>) {
    *deeds = PointerDeeds::default();
}

fn spawn_square_pads(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    let pad = pad(&mut meshes, Vec2::new(SQUARE_PITCH, layout::ROW_PITCH));
    for (row, col) in (0..ROWS).flat_map(|r| (0..COLS).map(move |c| (r, c))) {
        let at = layout::square(row, col).with_y(TILE_TOP);
        commands.spawn((SquarePad { row, col }, pad.clone(), Transform::from_translation(at))).observe(press_square);
    }
}

/// A box round each die a seat holds and round the rolled die (gone with it once placed).
fn sync_pick_shapes(
    mut commands: Commands,
    m: Res<HomeRowsMatch>,
    mut meshes: ResMut<Assets<Mesh>>,
    picks: Query<(Entity, &ChildOf), With<DiePick>>,
    held: Query<Entity, With<HeldDie>>,
    placed: Query<(), With<GlobalTransform>>,
) {
    let rolled = m.rolled().map(|d| d.entity).filter(|&e| placed.contains(e));
    let wanted: Vec<Entity> = held.iter().chain(rolled).collect();
    for (pick, die) in &picks {
        if !wanted.contains(&die.parent()) {
            commands.entity(pick).despawn();
        }
    }
    for die in wanted {
        if !picks.iter().any(|(_, of)| of.parent() == die) {
            let shape = pick_shape(&mut meshes, Cuboid::from_length(DIE_PICK_SIDE_M), see_through());
            commands.spawn((DiePick, shape, Transform::IDENTITY, ChildOf(die))).observe(press_die);
        }
    }
}

fn press_die(
    press: On<Pointer<Press>>,
    picks: Query<&ChildOf, With<DiePick>>,
    held: Query<&HeldDie>,
    mut deeds: ResMut<PointerDeeds>,
) {
    let Ok(die) = picks.get(press.entity) else { return };
    if press.button == PointerButton::Primary {
        let piece = match held.get(die.parent()) {
            Ok(h) => Piece::Held { seat: h.seat, color: h.color },
            Err(_) => Piece::Rolled(die.parent()),
        };
        deeds.pressed.push((piece, press.hit.depth));
    }
}

fn press_square(press: On<Pointer<Press>>, pads: Query<&SquarePad>, mut deeds: ResMut<PointerDeeds>) {
    if press.button == PointerButton::Primary
        && let Ok(p) = pads.get(press.entity)
    {
        deeds.pressed.push((Piece::Square(p.row, p.col), press.hit.depth));
    }
}

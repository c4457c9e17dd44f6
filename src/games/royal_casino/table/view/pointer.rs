//! Royal Casino's pieces under Bevy's picking: an invisible box round each die of the throw still
//! to place (on the felt or in the hand), a cylinder round the cup and a pad over each board row.
//! Their observers (`Pointer<Press>`, `Pointer<Drag>`, `Pointer<DragDrop>`) note what the pointer
//! did to which piece this frame in [`PointerDeeds`]; `input::mouse` turns that into the seat's
//! `PlayerAction`. Observers fire in `PreUpdate`, before egui's focus is read for this frame and
//! outside the seats' input set that a menu holds, so they only note; the seat acts in the set.

use bevy::picking::events::{Drag, DragDrop, Pointer, Press};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::input::dice_on_table;
use super::layout::{self, ROW_PITCH, SQUARE_PITCH, TILE_TOP};
use crate::games::royal_casino::table::Match;
use crate::table::GameSet;
use crate::table::dice::DiceCup;
use crate::table::dice::tuning::{CUP_HEIGHT_M, CUP_RADIUS_M, DIE_SIZE_M};
use crate::table::states::{AppState, playing_with};
use crate::table::view::input::picking::{pad, pick_shape, see_through};
use crate::table::view::tabletop::table_scope::TableScoped;

/// The side of the box a die is picked by, metres: a little larger than the die (a click on its
/// edge counts), yet apart from its neighbours in the hand (`hand_row::HAND_PITCH_M`, at the
/// hand's scale).
const DIE_PICK_SIDE_M: f32 = DIE_SIZE_M * 1.4;
/// The radius of the cylinder the cup is picked by, metres (a click on its rim counts).
const CUP_PICK_RADIUS_M: f32 = CUP_RADIUS_M * 1.1;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PointerDeeds>()
        .add_systems(OnEnter(AppState::Playing), spawn_row_pads.run_if(resource_exists::<Match>))
        .add_systems(Update, sync_pick_shapes.in_set(GameSet::Animate).run_if(playing_with::<Match>()))
        .add_systems(Last, forget_deeds);
}

/// A board row as the pointer finds it: an invisible pad from the row's first square to its
/// points circle.
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct RowPad(usize);

/// The box a die of the throw is picked by (a child of the die).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct DiePick;

/// The cylinder the cup is picked by (a child of the cup).
#[derive(Component, Clone, Copy, Debug)]
#[require(TableScoped)]
pub(crate) struct CupPick;

/// A piece of this table the pointer pressed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Piece {
    /// A die of the throw (the die's entity).
    Die(Entity),
    Cup,
    Row(usize),
}

/// What the pointer did to this table's pieces this frame, as picking's observers saw it
/// (forgotten at the frame's end, acted on or not).
#[derive(Resource, Default, Debug)]
pub(crate) struct PointerDeeds {
    /// The pieces a left press hit, each with its distance from the camera (the dice and the cup
    /// let what lies behind them be hit too).
    pressed: Vec<(Piece, f32)>,
    /// How far (window pixels) the pointer is from where it pressed a die, when it moved holding it.
    pub(crate) dragged_px: Option<f32>,
    /// The row a die dragged with the left button was let go over.
    pub(crate) dropped_on: Option<usize>,
}

impl PointerDeeds {
    /// What a left press hit, in the table's order: a die (the nearest), then the cup, then a row.
    pub(crate) fn pressed_piece(&self) -> Option<Piece> {
        let rank = |p: &Piece| match p {
            Piece::Die(_) => 0,
            Piece::Cup => 1,
            Piece::Row(_) => 2,
        };
        self.pressed.iter().min_by(|a, b| rank(&a.0).cmp(&rank(&b.0)).then(a.1.total_cmp(&b.1))).map(|&(p, _)| p)
    }
}

fn forget_deeds(mut deeds: ResMut<PointerDeeds>) {
    *deeds = PointerDeeds::default();
}

fn spawn_row_pads(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    for row in 0..6 {
        let (from, to) = (layout::square(row, 0).x - SQUARE_PITCH / 2.0, layout::circle(row).x + 0.02);
        let pad = pad(&mut meshes, Vec2::new(to - from, ROW_PITCH));
        let at = Vec3::new((from + to) / 2.0, TILE_TOP, layout::square(row, 0).z);
        commands.spawn((RowPad(row), pad, Transform::from_translation(at))).observe(press_row).observe(drop_on_row);
    }
}

/// A box round each die still to place (gone with the die once placed), a cylinder round the cup.
fn sync_pick_shapes(
    mut commands: Commands,
    m: Res<Match>,
    mut meshes: ResMut<Assets<Mesh>>,
    die_picks: Query<(Entity, &ChildOf), With<DiePick>>,
    cup_picks: Query<&ChildOf, With<CupPick>>,
    cups: Query<Entity, With<DiceCup>>,
    placed: Query<(), With<GlobalTransform>>,
) {
    let to_place: Vec<Entity> = dice_on_table(&m).into_iter().map(|d| d.entity).collect();
    for (pick, die) in &die_picks {
        if !to_place.contains(&die.parent()) {
            commands.entity(pick).despawn();
        }
    }
    for &die in to_place.iter().filter(|&&d| placed.contains(d)) {
        if !die_picks.iter().any(|(_, of)| of.parent() == die) {
            let shape = pick_shape(&mut meshes, Cuboid::from_length(DIE_PICK_SIDE_M), see_through());
            commands.spawn((DiePick, shape, Transform::IDENTITY, ChildOf(die))).observe(press_die).observe(drag_die);
        }
    }
    for cup in &cups {
        if !cup_picks.iter().any(|of| of.parent() == cup) {
            let shape = pick_shape(&mut meshes, Cylinder::new(CUP_PICK_RADIUS_M, CUP_HEIGHT_M), see_through());
            // The cup's origin is its base, its local Y its axis.
            let at = Transform::from_xyz(0.0, CUP_HEIGHT_M / 2.0, 0.0);
            commands.spawn((CupPick, shape, at, ChildOf(cup))).observe(press_cup);
        }
    }
}

fn press_die(press: On<Pointer<Press>>, dice: Query<&ChildOf, With<DiePick>>, mut deeds: ResMut<PointerDeeds>) {
    if press.button == PointerButton::Primary
        && let Ok(die) = dice.get(press.entity)
    {
        deeds.pressed.push((Piece::Die(die.parent()), press.hit.depth));
    }
}

fn drag_die(drag: On<Pointer<Drag>>, mut deeds: ResMut<PointerDeeds>) {
    if drag.button == PointerButton::Primary {
        deeds.dragged_px = Some(drag.distance.length());
    }
}

fn press_cup(press: On<Pointer<Press>>, mut deeds: ResMut<PointerDeeds>) {
    if press.button == PointerButton::Primary {
        deeds.pressed.push((Piece::Cup, press.hit.depth));
    }
}

fn press_row(press: On<Pointer<Press>>, rows: Query<&RowPad>, mut deeds: ResMut<PointerDeeds>) {
    if press.button == PointerButton::Primary
        && let Ok(row) = rows.get(press.entity)
    {
        deeds.pressed.push((Piece::Row(row.0), press.hit.depth));
    }
}

/// A die let go over a row (the die's box lets the row under it be hit while it rides under the
/// pointer).
fn drop_on_row(
    drop: On<Pointer<DragDrop>>,
    rows: Query<&RowPad>,
    dice: Query<(), With<DiePick>>,
    mut deeds: ResMut<PointerDeeds>,
) {
    if drop.button == PointerButton::Primary
        && dice.contains(drop.dropped)
        && let Ok(row) = rows.get(drop.entity)
    {
        deeds.dropped_on = Some(row.0);
    }
}

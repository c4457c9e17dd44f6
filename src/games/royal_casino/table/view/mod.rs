//! Royal Casino at the table (window only): the printed board and its squares, each seat's chips
//! and dice, the HUD and bottom bar, words on the table, the round summary and the results, and a
//! person's mouse and keys.

pub(crate) mod action_bar;
pub(crate) mod board;
pub(crate) mod board_print;
mod chip_mesh;
pub(crate) mod chips;
mod face_turn;
pub(crate) mod guide_pictures;
pub(crate) mod hud;
pub(crate) mod input;
pub(crate) mod labels;
pub mod layout;
mod next_face;
mod pad;
pub(crate) mod pieces;
mod plates;
mod pointer;
pub(crate) mod results;
pub(crate) mod round_summary;
#[cfg(test)]
mod row_shot_tests;
pub(crate) mod selection;
mod shots;

use bevy::prelude::*;

use crate::games::royal_casino::rules::Event as RulesEvent;
use crate::table::session::Settings;
use crate::table::view::tabletop::camera::{Shot, TableFraming};
use crate::table::view::tabletop::hand_row::HandRow;
use crate::table::view::tabletop::held_shot::HeldShot;
use selection::Selection;

use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::table::Match;
use crate::table::view::sound::TableSound;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        (board::plugin, board_print::plugin, chips::plugin),
        pieces::plugin,
        (selection::plugin, input::plugin),
        hud_plugin,
        labels::plugin,
        round_summary::plugin,
        shots::plugin,
        crate::table::view::match_view_plugin::<super::Match>,
    ))
    .add_systems(
        Update,
        (chip_sounds, frame_table.run_if(resource_exists::<Match>)).in_set(crate::table::GameSet::Animate),
    );
}

/// The HUD's panels alone (the headless layout test): the status, the action bar and the results
/// screen.
pub(crate) fn hud_plugin(app: &mut App) {
    app.add_plugins((hud::plugin, results::plugin));
}

/// The camera at this table: a settled throw close up until a die is picked or placed, then the
/// placement view: the board with the dice still to place gathered in a row in front of it (a
/// dragged die rides under the pointer); once the turn's dice are placed, a close-up on the row
/// the last of them completed (`HeldShot`); the overview otherwise.
#[allow(clippy::too_many_arguments)]
fn frame_table(
    m: Res<Match>,
    selection: Res<Selection>,
    (time, settings): (Res<Time<Real>>, Res<Settings>),
    mut steps: MessageReader<super::CasinoStep>,
    places: Query<&GlobalTransform>,
    mut framing: ResMut<TableFraming>,
    mut hand: ResMut<HandRow>,
    (mut picked_in, mut completed): (Local<Option<ThrowKey>>, Local<HeldShot>),
) {
    for e in steps.read().flat_map(|s| &s.events) {
        if let RulesEvent::RowCompleted { row, .. } = *e {
            completed.hold(completed_row_points(&m, usize::from(row)));
        }
    }
    // Once a die of this throw was picked, a change of mind (Esc, a right click, a click on empty
    // felt) keeps the view of the whole board and the hand: it never goes back to the close-up.
    let this_throw = (m.state.round(), m.state.current(), m.state.throws());
    if selection.value.is_some() {
        *picked_in = Some(this_throw);
    }
    let placing = !m.state.is_over() && m.state.phase() == Phase::Placing && !m.dice.is_empty();
    let looked = m.state.placed_this_throw() > 0 || selection.value.is_some() || *picked_in == Some(this_throw);
    let shot = shot_of(placing, looked);
    let place_of = |e: Entity| m.dice.iter().position(|d| d.entity == e);
    let to_place = input::dice_on_table(&m);
    let held = to_place.iter().find(|d| selection.dragging && selection.value == Some(d.value)).map(|d| d.entity);
    let in_hand = to_place.iter().filter_map(|d| Some((d.entity, place_of(d.entity)?))).collect();
    let thrown = m.dice.iter().filter_map(|d| places.get(d.entity).ok()).map(|g| g.translation());
    (*hand, *framing) = HandRow::frame(shot, layout::board_plate(), in_hand, m.dice.len(), held, thrown);
    if shot != Shot::Overview {
        completed.release();
    } else if let Some(moment) = completed.framing(time.delta_secs(), &settings) {
        *framing = moment;
    }
}

/// A completed row's dice on their squares and the circle its points come from (none when the
/// row was cleared with its face at a round's end: the round's summary shows it).
fn completed_row_points(m: &Match, row: usize) -> Vec<Vec3> {
    let Some(placed) = m.state.rows().get(row).map(|r| r.filled().len()).filter(|&n| n > 0) else {
        return vec![];
    };
    let lift = Vec3::Y * crate::table::dice::tuning::DIE_SIZE_M / 2.0;
    (0..placed).map(|k| layout::square(row, k) + lift).chain([layout::circle(row)]).collect()
}

/// The camera's shot: the overview outside placing; the close-up on the throw until a die of it
/// has been picked or placed; from then on, even after a change of mind, the placement view.
fn shot_of(placing: bool, picked_or_placed_this_throw: bool) -> Shot {
    match (placing, picked_or_placed_this_throw) {
        (false, _) => Shot::Overview,
        (true, false) => Shot::CloseUp,
        (true, true) => Shot::Placement,
    }
}

/// A throw at this table: the round, the seat and its throws so far.
type ThrowKey = (u32, usize, u8);

/// A settled row's chips change hands with their sound.
fn chip_sounds(mut steps: MessageReader<super::CasinoStep>, mut sounds: MessageWriter<TableSound>) {
    for e in steps.read().flat_map(|s| &s.events) {
        if let RulesEvent::RowCompleted { .. } = e {
            sounds.write(TableSound::Chips);
        }
    }
}

/// The gamepad and arrow keys at this table.
fn pad_plugin(app: &mut App) {
    crate::table::view::input::pad::table_plugin::<super::Match>(app);
}

/// Royal Casino's table input without the egui overlays: for headless tests that inject mouse and keys.
pub(crate) fn input_plugin(app: &mut App) {
    app.add_plugins((selection::plugin, input::plugin, round_summary::track_plugin, pad_plugin));
}

#[cfg(test)]
mod tests {
    /// The guide names every control a person uses at this table (in the words it shows: keys
    /// are key caps in its Markdown).
    #[test]
    fn the_guide_names_the_controls() {
        let page = crate::table::view::screens::guides::page(
            crate::engine::GameId::ROYAL_CASINO,
            crate::i18n::Language::English,
        );
        let english = page.expect("the English guide reads").texts().concat();
        for key in ["Space", "Esc", "drag", "U or Backspace", "S or Enter"] {
            assert!(english.contains(key), "Royal Casino's guide names the control `{key}`");
        }
    }
}

//! Whatever a match spawns on the table goes when its results are left or the setup screen comes
//! back: the pieces marked [`TableScoped`] (Bevy's `DespawnOnExit` and `DespawnOnEnter`, which it
//! requires), the instant dice; the physical dice are hidden; the caption,
//! the hand and the camera's shot are forgotten (a replay starts clean, and the setup screen
//! stands over the table's opening view, not the last match's close-up).

use bevy::prelude::*;

use crate::table::dice::Die;
use crate::table::instant::InstantDie;
use crate::table::states::AppState;

/// Spawned for a match; despawned when its results are left or the setup screen comes back.
#[derive(Component, Default)]
#[require(
    DespawnOnExit<AppState> = DespawnOnExit(AppState::Results),
    DespawnOnEnter<AppState> = DespawnOnEnter(AppState::Setup),
)]
pub(crate) struct TableScoped;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnExit(AppState::Results), despawn_table).add_systems(OnEnter(AppState::Setup), despawn_table);
}

#[allow(clippy::too_many_arguments)]
fn despawn_table(
    mut commands: Commands,
    instant: Query<Entity, With<InstantDie>>,
    mut dice: Query<&mut Visibility, With<Die>>,
    mut caption: ResMut<crate::table::view::Caption>,
    mut hand: ResMut<crate::table::view::tabletop::hand_row::HandRow>,
    mut framing: ResMut<crate::table::view::tabletop::camera::TableFraming>,
    mut to_act: ResMut<crate::table::view::tabletop::seating::SeatToAct>,
) {
    caption.0 = None;
    *hand = default();
    *framing = default();
    *to_act = default();
    for entity in &instant {
        commands.entity(entity).despawn();
    }
    for mut visibility in &mut dice {
        *visibility = Visibility::Hidden;
    }
}

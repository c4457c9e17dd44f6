//! Whatever a match spawns on the table goes when its results are left or the setup screen comes
//! back: the pieces marked [`TableScoped`] (Bevy's `DespawnOnExit` and `DespawnOnEnter`, which it
//! requires), the instant dice; the physical dice are hidden.

use bevy::prelude::*;

use crate::game::dice::Die;
use crate::game::instant::InstantDie;
use crate::game::states::AppState;

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

fn despawn_table(
    mut commands: Commands,
    instant: Query<Entity, With<InstantDie>>,
    mut dice: Query<&mut Visibility, With<Die>>,
) {
    for entity in &instant {
        commands.entity(entity).despawn();
    }
    for mut visibility in &mut dice {
        *visibility = Visibility::Hidden;
    }
}

//! What every game's save is made of (the common fields), and the helpers a game's
//! [`SavedMatch`](super::SavedMatch) uses to lay its dice back on the felt or clear them.

use bevy::prelude::*;

use super::file::{SAVE_FORMAT, SaveFile};
use super::{SaveOf, SavedMatch};
use crate::engine::Game;
use crate::engine::dice::{derive_seed, seeded};
use crate::table::session::TableDie;

/// The common fields of `m`'s save.
pub fn save_of<M: SavedMatch>(
    m: &M,
    log: &[String],
    history: Vec<Vec<u32>>,
    throw_serial: u64,
    extra: M::Extra,
) -> SaveOf<M> {
    SaveFile {
        format: SAVE_FORMAT,
        game: <M::G as Game>::ID,
        config: m.config().clone(),
        seed: m.seed(),
        record: m.record().clone(),
        state: m.game_state().clone(),
        log: log.to_vec(),
        history,
        throw_serial,
        extra,
    }
}

/// Take the instant dice of the last position off the felt.
pub fn clear_dice(dice: impl IntoIterator<Item = TableDie>, commands: &mut Commands) {
    for die in dice {
        commands.entity(die.entity).despawn();
    }
}

/// The seeded RNG that jitters instantly laid dice (the throw's own seed).
pub fn lay_rng(seed: u64, throw_serial: u64) -> crate::engine::dice::DiceRng {
    seeded(derive_seed(seed, 10_000 + throw_serial))
}

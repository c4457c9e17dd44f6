//! Royal Casino's save: the common fields and the undo point of the throw being placed.

use bevy::prelude::*;

use crate::engine::record::Record;
use crate::table::instant;
use crate::table::save::of_match::{clear_dice, lay_rng, save_of};
use crate::table::save::{SaveOf, SavedMatch};
use crate::table::session::MatchConfig;

use super::{Match, UndoPoint};
use crate::games::royal_casino::rules::{Action, GameState, Phase};

/// Royal Casino keeps the undo point of the throw being placed.
impl SavedMatch for Match {
    type Extra = Option<UndoPoint>;
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        Match::new(config)
    }
    fn to_save(&self) -> SaveOf<Self> {
        save_of(self, &self.log, self.own.history.clone(), self.throw_serial, self.own.undo.clone())
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.own.history) = (save.record, save.state, save.log, save.history);
        // Said again in the language spoken now, from the record.
        self.rebuild_log();
        (self.throw_serial, self.own.undo) = (save.throw_serial, save.extra);
    }
    fn retable(&mut self, commands: &mut Commands) {
        if self.state.phase() == Phase::Placing {
            let values = self.state.throw().to_vec();
            self.dice = instant::spawn(commands, &mut lay_rng(self.seed, self.throw_serial), &values, &[]);
        }
    }
    fn show(&mut self, state: GameState, record: Record<Action>, commands: &mut Commands) {
        clear_dice(self.dice.drain(..), commands);
        (self.state, self.record, self.own.undo) = (state, record, None);
        self.rebuild_log();
        self.retable(commands);
    }
}

//! Home Rows' save: the common fields (the rolled die is in the rules state).

use bevy::prelude::*;

use crate::engine::record::Record;
use crate::table::instant;
use crate::table::save::of_match::{clear_dice, lay_rng, save_of};
use crate::table::save::{SaveOf, SavedMatch};
use crate::table::session::MatchConfig;

use super::HomeRowsMatch;
use super::steps::look_of;
use crate::games::home_rows::rules::{Action as HomeAction, HomeRowsState, Phase as HomePhase};

/// Home Rows keeps nothing more: the rolled die is in the rules state.
impl SavedMatch for HomeRowsMatch {
    type Extra = ();
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        HomeRowsMatch::new(config)
    }
    fn to_save(&self) -> SaveOf<Self> {
        save_of(self, &self.log, Vec::new(), self.throw_serial, ())
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.throw_serial) = (save.record, save.state, save.log, save.throw_serial);
        // Said again in the language spoken now, from the record.
        self.rebuild_log();
    }
    fn retable(&mut self, commands: &mut Commands) {
        let rolled = self.state.rolled().filter(|_| self.state.phase() == HomePhase::Rolled);
        if let Some(die) = rolled {
            let mut rng = lay_rng(self.seed, self.throw_serial);
            self.dice = instant::spawn(commands, &mut rng, &[die.value], &[look_of(die.color)]);
        }
    }
    fn show(&mut self, state: HomeRowsState, record: Record<HomeAction>, commands: &mut Commands) {
        clear_dice(std::mem::take(&mut self.dice), commands);
        (self.state, self.record) = (state, record);
        self.rebuild_log();
        self.retable(commands);
    }
}

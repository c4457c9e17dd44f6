//! Dice Settlers' save: the common fields and where its hidden-draw stream is.

use bevy::prelude::*;

use crate::engine::record::Record;
use crate::table::save::of_match::{clear_dice, save_of};
use crate::table::save::{SaveOf, SavedMatch};
use crate::table::session::MatchConfig;

use super::SettlersMatch;
use crate::games::dice_settlers::rules::{Action as SettlersAction, DiceSettlersState};

/// Dice Settlers keeps where its hidden-draw stream is (in 32-bit words drawn).
impl SavedMatch for SettlersMatch {
    type Extra = u64;
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        SettlersMatch::new(config)
    }
    fn to_save(&self) -> SaveOf<Self> {
        let history = self.own.history.iter().map(|seats| seats.iter().map(|&p| u32::from(p)).collect()).collect();
        save_of(self, &self.log, history, self.throw_serial, self.own.draws.get_word_pos() as u64)
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.throw_serial) = (save.record, save.state, save.log, save.throw_serial);
        // Said again in the language spoken now, from the record.
        self.rebuild_log();
        self.own.history = save
            .history
            .iter()
            .map(|seats| seats.iter().map(|&p| p.min(u32::from(u16::MAX)) as u16).collect())
            .collect();
        self.own.draws.set_word_pos(u128::from(save.extra));
    }
    fn retable(&mut self, _commands: &mut Commands) {
        // The pool is drawn from the rules state; the felt stays clear until the next throw.
    }
    fn show(&mut self, state: DiceSettlersState, record: Record<SettlersAction>, commands: &mut Commands) {
        clear_dice(self.dice.drain(..), commands);
        (self.state, self.record) = (state, record);
        self.rebuild_log();
    }
}

//! What each game's match puts in a save beside the common fields, and the dice it lays back on
//! the felt after a resume.

use bevy::prelude::*;

use super::file::{SAVE_FORMAT, SaveFile};
use super::{SaveOf, SavedMatch};
use crate::engine::Game;
use crate::engine::dice::{derive_seed, seeded};
use crate::engine::record::Record;
use crate::game::instant;
use crate::game::session::{MatchConfig, TableDie};
use crate::games::dice_settlers::rules::{Action as SettlersAction, DiceSettlersState};
use crate::games::dice_settlers::table::SettlersMatch;
use crate::games::home_rows::rules::Phase as HomePhase;
use crate::games::home_rows::rules::{Action as HomeAction, HomeRowsState};
use crate::games::home_rows::table::HomeRowsMatch;
use crate::games::home_rows::table::flow::look_of;
use crate::games::royal_casino::rules::Phase;
use crate::games::royal_casino::rules::{Action, GameState};
use crate::games::royal_casino::table::{Match, UndoPoint};

/// The common fields of `m`'s save.
fn save_of<M: SavedMatch>(
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
fn clear_dice(dice: impl IntoIterator<Item = TableDie>, commands: &mut Commands) {
    for die in dice {
        commands.entity(die.entity).despawn();
    }
}

/// The seeded RNG that jitters instantly laid dice (the throw's own seed).
fn lay_rng(seed: u64, throw_serial: u64) -> crate::engine::dice::DiceRng {
    seeded(derive_seed(seed, 10_000 + throw_serial))
}

/// Royal Casino keeps the undo point of the throw being placed.
impl SavedMatch for Match {
    type Extra = Option<UndoPoint>;
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        Match::new(config)
    }
    fn to_save(&self) -> SaveOf<Self> {
        save_of(self, &self.log, self.history.clone(), self.throw_serial, self.undo.clone())
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.history) = (save.record, save.state, save.log, save.history);
        (self.throw_serial, self.undo) = (save.throw_serial, save.extra);
    }
    fn retable(&mut self, commands: &mut Commands) {
        if self.state.phase() == Phase::Placing {
            let values = self.state.throw().to_vec();
            self.table = instant::spawn(commands, &mut lay_rng(self.seed, self.throw_serial), &values, &[]);
        }
    }
    fn show(&mut self, state: GameState, record: Record<Action>, commands: &mut Commands) {
        clear_dice(self.table.drain(..), commands);
        (self.state, self.record, self.undo) = (state, record, None);
        self.log.clear();
        self.retable(commands);
    }
}

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
    }
    fn retable(&mut self, commands: &mut Commands) {
        let rolled = self.state.rolled().filter(|_| self.state.phase() == HomePhase::Rolled);
        if let Some(die) = rolled {
            let mut rng = lay_rng(self.seed, self.throw_serial);
            self.rolled = instant::spawn(commands, &mut rng, &[die.value], &[look_of(die.color)]).first().copied();
        }
    }
    fn show(&mut self, state: HomeRowsState, record: Record<HomeAction>, commands: &mut Commands) {
        clear_dice(self.rolled.take(), commands);
        (self.state, self.record) = (state, record);
        self.log.clear();
        self.retable(commands);
    }
}

/// Dice Settlers keeps where its hidden-draw stream is (in 32-bit words drawn).
impl SavedMatch for SettlersMatch {
    type Extra = u64;
    fn new_match(config: MatchConfig) -> Result<Self, String> {
        SettlersMatch::new(config)
    }
    fn to_save(&self) -> SaveOf<Self> {
        let history = self.history.iter().map(|seats| seats.iter().map(|&p| u32::from(p)).collect()).collect();
        save_of(self, &self.log, history, self.throw_serial, self.draws.get_word_pos() as u64)
    }
    fn restore(&mut self, save: SaveOf<Self>) {
        (self.record, self.state, self.log, self.throw_serial) = (save.record, save.state, save.log, save.throw_serial);
        self.history = save
            .history
            .iter()
            .map(|seats| seats.iter().map(|&p| p.min(u32::from(u16::MAX)) as u16).collect())
            .collect();
        self.draws.set_word_pos(u128::from(save.extra));
    }
    fn retable(&mut self, _commands: &mut Commands) {
        // The pool is drawn from the rules state; the felt stays clear until the next throw.
    }
    fn show(&mut self, state: DiceSettlersState, record: Record<SettlersAction>, commands: &mut Commands) {
        clear_dice(self.thrown.drain(..), commands);
        (self.state, self.record) = (state, record);
        self.log.clear();
    }
}
